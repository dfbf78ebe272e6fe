"""A chat's index vocabulary by sound key and by prefix: what the loanword bridge reads,
and what a prefix query is spelled out from.

The index keeps every term once in its ``vocab`` table with the term's loanword sound
key (``loanwords.sound_key``), so the other spelling of a question's word is one
indexed lookup, complete in any chat. FTS5's own vocabulary table was read by range
before: it counts each term's documents as it lists them, and a cold lookup cost up to
20 ms at a million messages (measured for issue 14). The terms that start with a
prefix are one range of the same table (``terms_with_prefix``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from groupchat_memory.domain.text.loanwords import MIN_KEY, sound_key

# spellings one key may bring at most: a short key shared by many terms is noise anyway
KEY_MATCHES = 50
# a prefix that starts more of the index's terms than this is left to an FTS5 prefix query
PREFIX_TERMS = 16


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
    query by merging every match of every such term first, 2.3-2.7 ms for a common word
    at a million messages against 0.1 ms spelled out (measured for issue 14).
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
