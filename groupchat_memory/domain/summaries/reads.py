"""Bounded reads of a summary index file, backwards from its end: the newest entries, the
newest matching a keyword, the one summary of a range.

Lines are appended in time order except a late one that is older (an archive summary
indexed after newer ones), so a read keeps the newest by time and stops once a few
entries in a row are older than all it keeps: its cost follows what it returns, not the
history. Writes nothing, so the chat commands read beside the actor that appends.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from pathlib import Path

from groupchat_memory.domain.summaries.files import matches
from groupchat_memory.domain.summaries.index import Entry, decode_index_line, entry_order
from groupchat_memory.domain.summaries.topics import ALL, Scope, in_scope
from groupchat_memory.store.reverse_lines import lines_backwards

# how many entries older than every one kept a backward read passes before it stops
_SLACK = 8
_BLOCK = 64 * 1024


def newest(
    path: Path, n: int | None, keyword: str | None = None, scope: Scope = ALL
) -> list[Entry] | None:
    """The newest ``n`` entries (all with ``n=None``), matching ``keyword`` when given,
    of the forum topic ``scope`` asks about, newest first by the summary's time; None
    when there is no index file.

    Reads backwards and stops once ``_SLACK`` entries in a row are older than all ``n``
    kept: a late-appended older line (an archive summary) never counts among the latest,
    and a read costs about the entries it returns. Lines without the keyword are never
    decoded.
    """
    lines = lines_backwards(path, _BLOCK)
    if lines is None:
        return None
    if n is not None and n <= 0:
        return []
    kept: list[tuple[tuple[str, str], int, Entry]] = []  # a min-heap on the order
    behind = 0
    for i, entry in enumerate(_decoded(lines, path, keyword)):
        if not in_scope(entry[1].thread_id, scope):
            continue
        item = (entry_order(entry), i, entry)
        if n is None or len(kept) < n:
            heapq.heappush(kept, item)
            behind = 0
        elif item[0] > kept[0][0]:
            heapq.heapreplace(kept, item)
            behind = 0
        else:
            behind += 1
            if behind >= _SLACK:
                break
    return [entry for _, _, entry in sorted(kept, reverse=True)]


def _decoded(lines: Iterator[bytes], path: Path, keyword: str | None) -> Iterator[Entry]:
    needle = keyword.casefold().strip() if keyword is not None else ""
    if keyword is not None and not needle:
        return
    # a needle without upper and lower case (Hangul, digits) is found in the bytes as they are
    raw = needle.encode() if needle.lower() == needle.upper() else b""
    for line in lines:
        if raw and raw not in line:
            continue
        if needle and not raw and needle not in line.decode("utf-8", "replace").casefold():
            continue
        entry = decode_index_line(line, path)
        if entry is not None and (not needle or matches(entry[1], needle)):
            yield entry


def index_tail(path: Path, n: int, scope: Scope = ALL) -> list[Entry] | None:
    """The newest ``n`` entries (of ``scope``) in time order (a bounded read whatever the
    history); None when there is no index file."""
    found = newest(path, n, scope=scope)
    return None if found is None else found[::-1]


def index_matching(
    path: Path, keyword: str, limit: int | None = None, scope: Scope = ALL
) -> list[Entry] | None:
    """The entries (of ``scope``) whose record ``matches`` ``keyword`` (the newest ``limit``
    of them), in time order; None when there is no index file."""
    found = newest(path, limit, keyword, scope)
    return None if found is None else found[::-1]


def index_find(path: Path, from_seq: int, to_seq: int) -> str | None:
    """The file of the newest summary of exactly ``from_seq..to_seq``; None when the
    index has none. Reads backwards: the summaries people open are the recent ones."""
    lines = lines_backwards(path, _BLOCK)
    if lines is None:
        return None
    # the range as the line spells it: only a line holding it is decoded
    spelled = b'"message_range":{"from":%d,"to":%d}' % (from_seq, to_seq)
    for name, record in _decoded((line for line in lines if spelled in line), path, None):
        if (record.message_range.from_, record.message_range.to) == (from_seq, to_seq):
            return name
    return None
