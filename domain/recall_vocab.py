"""A chat's index vocabulary by term range, cached: what the loanword bridge reads.

The index keeps every term once in its ``vocab`` table (FTS5's own vocabulary table
counts each term's documents as it lists it: at a million messages a cold bridge
lookup cost up to 20 ms, measured for issue 14). The terms of a range barely change,
so a range is read once and again only after the chat has grown by a tenth; a spelling
first written since then is found once it has (the recent window shows the newest
messages anyway).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TypeVar

from groupchat_memory.domain import recall_rank
from groupchat_memory.domain.recall_index import RecallIndex

# ranges (and bridged words) kept over all chats of the process, the least recently used
# dropped first
CACHED_RANGES = 512
# a range is read again once the chat has this share more documents (or 100)
REFRESH_GROWTH = 0.1

_K = TypeVar("_K")
_V = TypeVar("_V")
_lock = threading.Lock()
# (index file, low, high) -> (documents when read, terms, whether that was all of them)
_ranges: OrderedDict[tuple[str, str, str], tuple[int, list[str], bool]] = OrderedDict()
# (index file, word) -> (documents when found, its spellings in the other script)
_spellings: OrderedDict[tuple[str, str], tuple[int, list[str]]] = OrderedDict()


def _fresh(read_at: int, docs: int) -> bool:
    return read_at <= docs <= read_at * (1 + REFRESH_GROWTH) + 100


def _remember(cache: OrderedDict[_K, _V], key: _K) -> None:
    """Mark ``key`` as just used and drop the least recently used past the bound."""
    cache.move_to_end(key)
    while len(cache) > CACHED_RANGES:
        cache.popitem(last=False)


def known_spellings(index: RecallIndex, word: str, docs: int) -> list[str] | None:
    """The spellings found for ``word`` while the index was about this size, if any."""
    with _lock:
        found = _spellings.get((str(index.path), word))
    return found[1] if found is not None and _fresh(found[0], docs) else None


def remember_spellings(index: RecallIndex, word: str, docs: int, spellings: list[str]) -> None:
    """Keep what ``word`` bridged to (a question's words recur: subjects, products)."""
    key = (str(index.path), word)
    with _lock:
        _spellings[key] = (docs, spellings)
        _remember(_spellings, key)


def documents(index: RecallIndex) -> int:
    """How many documents the index holds now (what a cached range was read at)."""
    return recall_rank.stats(index.connection)[0]


def range_terms(index: RecallIndex, low: str, high: str, limit: int, docs: int) -> list[str]:
    """At most ``limit`` of the index's terms in ``[low, high)``, in order; ``docs``:
    ``documents(index)``, read once by the caller for all its ranges."""
    if limit <= 0:
        return []
    db = index.connection
    key = (str(index.path), low, high)
    with _lock:
        found = _ranges.get(key)
        if found is not None:
            _ranges.move_to_end(key)
    if found is not None:
        read_at, terms, whole = found
        if _fresh(read_at, docs) and (whole or len(terms) >= limit):
            return terms[:limit]
    rows = db.execute(
        "select term from vocab where term >= ? and term < ? limit ?",
        (low, high, limit),
    ).fetchall()
    terms = [t for (t,) in rows]
    with _lock:
        _ranges[key] = (docs, terms, len(terms) < limit)
        _remember(_ranges, key)
    return terms
