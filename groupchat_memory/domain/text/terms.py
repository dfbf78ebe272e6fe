"""Search terms: what the recall index stores and what a question is looked up by.

``keywords.tokenize`` gives the readable content words (summaries show them as topics);
here Latin-script words are also reduced to their Snowball stem (PyStemmer, the C build
of the Snowball algorithms: ``painting``/``painted`` -> ``paint``, ``puppies`` ->
``puppi``), so a question finds evidence written in another inflection. Hangul words keep
``tokenize``'s particle and ending stripping. PyStemmer stems a word over a hundred times
faster than the pure-Python ``snowballstemmer``, whose cost a million-message rebuild
cannot afford.
"""

from __future__ import annotations

from collections.abc import Iterable

import Stemmer

from groupchat_memory.domain.text.keywords import compound_parts, tokenize

QUERY_TERMS = 12
"""How many of a question's terms recall looks it up by (``Question.split``): enough for a long
question whole. Five, the first version's keyword count, left out much of a long question,
words its answer shares among them; the ranking weighs each term by its rarity, so a
common one among twelve costs little. ``docs/recall-evaluation.md`` has the figures."""
_STEMMER = Stemmer.Stemmer("english")
_STEMMER.maxCacheSize = 20_000
# honorific and familiar suffixes on a person's name (민수님, 지은씨)
_NAME_SUFFIXES = ("님", "씨")
# letters before an -ier/-iest ending for it to be a comparative (not "pier", "tier")
_COMPARATIVE_BASE = 3


def stem(term: str) -> str:
    """The Snowball stem of a lower-case ASCII word; other terms unchanged.

    Snowball leaves comparatives whole (``healthier``, ``happiest``) while their base
    stems to ``healthi``: an ``-ier``/``-iest`` word takes its ``-y`` base's stem, so a
    question asking who eats healthier finds "I want to eat healthy".
    """
    if term.isascii() and term.isalpha():
        for ending in ("iest", "ier"):
            if term.endswith(ending) and len(term) - len(ending) >= _COMPARATIVE_BASE:
                term = term[: -len(ending)] + "y"
                break
        return str(_STEMMER.stemWord(term))
    return term


def index_terms(text: str) -> list[str]:
    """Content terms of ``text`` as the recall index holds them (stemmed), in order. A
    hyphen or slash compound is kept whole and each of its parts is a term too
    (``programming-related`` is also ``program`` and ``relat``, ``TCP/IP`` ``tcp`` and
    ``ip``), so the whole matches the whole and a part matches a plain word."""
    return terms_of(tokenize(text, numbers=True))


def terms_of(words: Iterable[str]) -> list[str]:
    """``index_terms`` of the words ``tokenize(text, numbers=True)`` gave."""
    found: list[str] = []
    for term in words:
        found.append(stem(term))
        found.extend(stem(part) for part in compound_parts(term))
    return found


def name_terms(names: Iterable[str]) -> frozenset[str]:
    """The terms people's names turn into, so a question's mention of them can be dropped."""
    found: set[str] = set()
    for name in names:
        for term in index_terms(name):
            found.add(_bare_name(term))
    return frozenset(found)


def _bare_name(term: str) -> str:
    for suffix in _NAME_SUFFIXES:
        if term.endswith(suffix) and len(term) > len(suffix) + 1:
            return term[: -len(suffix)]
    return term


def is_name(term: str, names: frozenset[str]) -> bool:
    """Whether an index term is one of ``names`` (as ``name_terms`` gives them), with or
    without an honorific suffix."""
    return term in names or _bare_name(term) in names
