"""A chat's index vocabulary by sound key and by prefix: what the loanword bridge reads,
and what a prefix query is spelled out from.

The index keeps every term once in its ``vocab`` table with the term's loanword sound key
(``loanwords.sound_key``), so the other spelling of a question's word is one indexed
lookup, complete in any chat. FTS5's own vocabulary table was read by range before: it
counts each term's documents as it lists them, and a cold lookup was slow at a million
messages. The terms that start with a prefix are one range of the same table
(``terms_with_prefix``).

Korean writes compounds as one word (``스터디카페``, ``빔프로젝터``, ``1번째``), so a word
is often the middle or the end of an index term, which no prefix finds. The ``parts``
table keeps each syllable pair (bigram) of every term's Hangul runs with the term
(``part_rows``); the terms holding a Hangul word of two or more syllables are then one
indexed range of their first pair, checked for the whole word (``terms_containing``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from groupchat_memory.domain.text.loanwords import MIN_KEY, sound_key

# spellings one key may bring at most: a short key shared by many terms is noise anyway
KEY_MATCHES = 50
# a prefix that starts more of the index's terms than this is left to an FTS5 prefix query
PREFIX_TERMS = 16
# a word inside more of the index's terms than this is searched by scanning the log
PART_TERMS = 64
_FIRST_SYLLABLE, _LAST_SYLLABLE = "\uac00", "\ud7a3"


def hangul_word(word: str) -> bool:
    """Whether ``word`` is Hangul syllables only, two or more: what may sit inside a
    compound (one syllable would be inside too many terms to be worth a lookup)."""
    return len(word) >= 2 and all(_FIRST_SYLLABLE <= ch <= _LAST_SYLLABLE for ch in word)


def part_rows(terms: Iterable[str]) -> list[tuple[str, str]]:
    """``(pair, term)`` rows for the ``parts`` table: every syllable pair of each term's
    Hangul runs, except the pair a term starts with (a prefix lookup finds those)."""
    rows: list[tuple[str, str]] = []
    for term in terms:
        for at in range(1, len(term) - 1):
            pair = term[at : at + 2]
            if hangul_word(pair):
                rows.append((pair, term))
    return rows


def terms_containing(
    db: sqlite3.Connection, word: str, limit: int = PART_TERMS
) -> list[str] | None:
    """The index's terms holding the Hangul ``word`` after their first character, or None
    when more than ``limit`` do (the caller then scans the log instead)."""
    found: list[str] = []
    rows = db.execute("select term from parts where pair = ?", (word[:2],))
    for (term,) in rows:
        if word in term[1:]:
            found.append(term)
            if len(found) > limit:
                return None
    return found


def vocab_rows(terms: Iterable[str]) -> list[tuple[str, str | None]]:
    """``(term, key)`` rows for the ``vocab`` table: the key when it is long enough to be
    bridged (``MIN_KEY - 1``: an index stem may lack its word's last consonant)."""
    rows: list[tuple[str, str | None]] = []
    for term in terms:
        key = sound_key(term)
        rows.append((term, key[0] if key is not None and len(key[0]) >= MIN_KEY - 1 else None))
    return rows


def terms_with_keys(db: sqlite3.Connection, keys: Iterable[str]) -> list[str]:
    """The index's terms whose sound key is one of ``keys`` (at most ``KEY_MATCHES`` each)."""
    found: list[str] = []
    for key in dict.fromkeys(keys):
        rows = db.execute(
            "select term from vocab where key = ? limit ?", (key, KEY_MATCHES)
        ).fetchall()
        found += [term for (term,) in rows]
    return found


def terms_with_prefix(
    db: sqlite3.Connection, prefix: str, limit: int = PREFIX_TERMS
) -> list[str] | None:
    """The index's terms that start with ``prefix``, or None when more than ``limit`` do.

    The same rows as the FTS5 prefix query ``"prefix"*`` (the vocabulary holds every term
    the index ever held, each one FTS5 token), but read lazily: FTS5 answers a prefix
    query by merging every match of every such term first: for a common word at a
    million messages, many times the cost of the terms spelled out.
    """
    # the terms that start with ``prefix`` sort between it and its last character's successor
    after = ord(prefix[-1]) + 1 if prefix else 0
    if not 0 < after <= 0x10FFFF or 0xD800 <= after <= 0xDFFF:
        return None  # no successor to bound the range with: leave it to the prefix query
    upper = prefix[:-1] + chr(after)
    rows = db.execute(
        "select term from vocab where term >= ? and term < ? limit ?", (prefix, upper, limit + 1)
    ).fetchall()
    return None if len(rows) > limit else [term for (term,) in rows]
