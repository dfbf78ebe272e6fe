"""Keyword search over a chat's whole retained history: paged, newest first, with the
match highlighted (``/검색``, ``search``), through the recall index or by scanning the log.

Apart from ``recall`` (which ranks what a reply context needs) because search reads the
index the other way: every message holding the words, newest first, verified against
the message's latest text.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import msgspec

from groupchat_memory.domain.recall.index import RecallIndex, quote
from groupchat_memory.domain.recall.rows import DAY_FILE, record_decoder, row_id
from groupchat_memory.domain.recall.vocab import hangul_word, terms_containing, terms_with_prefix
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.terms import stem
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import UNSEARCHED_KINDS, MessageRecord


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One search result: the record and where the keyword is in ``record.text``."""

    record: MessageRecord
    span: tuple[int, int] | None

    def highlighted(self, left: str = "<b>", right: str = "</b>") -> str:
        """The text with the match wrapped in ``left``/``right`` (unchanged if no span)."""
        if self.span is None:
            return self.record.text
        start, end = self.span
        text = self.record.text
        return f"{text[:start]}{left}{text[start:end]}{right}{text[end:]}"


@contextmanager
def borrowed(root: DataRoot, chat_id: int, index: RecallIndex | None) -> Iterator[RecallIndex]:
    """The caller's open index (the actor keeps one), else one opened for this call only."""
    if index is not None:
        yield index
        return
    with RecallIndex(root, chat_id) as own:
        yield own


_DIGIT_GROUP = re.compile(r"(?<=\d),(?=\d{3})")


def search_messages(
    root: DataRoot,
    chat_id: int,
    keyword: str,
    *,
    limit: int = 20,
    offset: int = 0,
    index: RecallIndex | None = None,
) -> list[SearchHit]:
    """Messages containing ``keyword`` (particles ignored), newest first, one page.

    A Korean word is also found inside compounds (``카페`` in ``스터디카페``). Words the
    index cannot hold (one syllable, stop words), and a word inside too many of the
    index's terms to spell them out, fall back to scanning the log.
    """
    words = list(dict.fromkeys(tokenize(keyword, numbers=True)))
    if limit <= 0:
        return []
    needle = keyword.strip().lower()
    if not words and not needle:
        return []
    with borrowed(root, chat_id, index) as idx:
        if not words:
            return list(_page(scan_search(root, chat_id, needle, index=idx), limit, offset))
        idx.catch_up()
        # the index holds stems (``happy`` as ``happi``); the text must hold the word itself
        parts = [_word_query(idx, stem(w)) for w in words]
        if None in parts:
            wide = max(words, key=len)
            hits = scan_search(root, chat_id, wide, index=idx)
            rest = [w for w in words if w != wide]
            return list(_page(_holding(hits, rest), limit, offset))
        query = " AND ".join(f"({part})" for part in parts)
        return list(_page(_verified(idx, query, words), limit, offset))


def _word_query(index: RecallIndex, word: str) -> str | None:
    """The FTS5 query of every term holding ``word``: those starting with it, and for a
    Korean word the compounds it is inside; None when it is inside too many to spell out."""
    query = _prefix_query(index, word)
    if not hangul_word(word):
        return query
    inside = terms_containing(index.connection, word)
    if inside is None:
        return None
    return " OR ".join([query, *(quote(term) for term in inside)])


def _holding(hits: Iterator[SearchHit], words: Sequence[str]) -> Iterator[SearchHit]:
    """The scanned hits whose text also holds the query's other words."""
    for hit in hits:
        hay = hit.record.text.lower()
        plain = _DIGIT_GROUP.sub("", hay) if "," in hay else hay
        if all(w in hay or w in plain for w in words):
            yield hit


def _prefix_query(index: RecallIndex, prefix: str) -> str:
    """The FTS5 query of every term starting with ``prefix``: spelled out (``"a" OR "ab"``)
    when few terms do (``vocab.terms_with_prefix``: the same rows, read lazily),
    else the prefix query ``"a"*``."""
    spelled = terms_with_prefix(index.connection, prefix)
    if spelled is None:
        return quote(prefix) + "*"
    # no term starts with it: the prefix is no term either, and matches nothing as well
    return " OR ".join(quote(term) for term in spelled) if spelled else quote(prefix)


def _verified(index: RecallIndex, query: str, terms: Sequence[str]) -> Iterator[SearchHit]:
    """Index hits newest first whose latest text really holds every term (service out)."""
    batch, start = 200, 0
    while True:
        rowids = index.matching(query, limit=batch, offset=start)
        for rowid in rowids:
            record = index.current(rowid)
            if record is None or record.kind in UNSEARCHED_KINDS:
                continue
            hay = record.text.lower()
            # terms hold numbers without digit-group commas (1,000원 -> 1000원)
            plain = _DIGIT_GROUP.sub("", hay) if "," in hay else hay
            if all(t in hay or t in plain for t in terms):
                yield SearchHit(record, _span(record.text, hay, terms[0]))
        if len(rowids) < batch:
            return
        start += batch
        batch = min(batch * 4, 5000)


def _span(text: str, lowered: str, needle: str) -> tuple[int, int] | None:
    if len(lowered) != len(text):
        return None  # lower() changed lengths (rare letters): no reliable highlight
    at = lowered.find(needle)
    return (at, at + len(needle)) if at >= 0 else None


def _page(hits: Iterator[SearchHit], limit: int, offset: int) -> Iterator[SearchHit]:
    for i, hit in enumerate(hits):
        if i >= offset + limit:
            return
        if i >= offset:
            yield hit


def scan_search(
    root: DataRoot, chat_id: int, needle: str, *, index: RecallIndex | None = None
) -> Iterator[SearchHit]:
    """Scan day files newest first for ``needle`` (lower case), like ``grep -F``.

    Bytes are searched without decoding JSON (a lower-cased copy when the needle has
    ASCII letters); only lines that contain the needle are decoded and checked. Edits
    apply latest-wins through the index's edit table: an edited message matches by its
    newest edit's text and is yielded at its own place.
    """
    with borrowed(root, chat_id, index) as idx:
        idx.catch_up()
        yield from _scan(idx, root.log_dir(chat_id), needle)


def _scan(index: RecallIndex, log_dir: Path, needle: str) -> Iterator[SearchHit]:
    raw = msgspec.json.encode(needle)[1:-1]
    try:
        names = sorted((n for n in os.listdir(log_dir) if DAY_FILE.match(n)), reverse=True)
    except FileNotFoundError:
        return
    latest_of = index.edited()
    first_of = {edit: first for first, edit in latest_of.items()}
    floor = row_id(date.fromisoformat(names[-1][:10]), 0) if names else 0
    # hits found through an edit wait here until the scan passes their message's place
    waiting: list[tuple[int, SearchHit]] = []
    lower = any(ch.isascii() and ch.isalpha() for ch in needle)
    for name in names:
        base = row_id(date.fromisoformat(name[:10]), 0)
        try:
            data = (log_dir / name).read_bytes()
        except FileNotFoundError:
            continue
        hay = data.lower() if lower else data
        found: list[tuple[int, SearchHit]] = []
        pos = hay.find(raw)
        while pos >= 0:
            start = data.rfind(b"\n", 0, pos) + 1
            end = data.find(b"\n", pos)
            end = len(data) if end < 0 else end
            try:
                record = record_decoder.decode(data[start:end])
            except msgspec.DecodeError:
                record = None  # torn line: skipped
            if record is not None and needle in record.text.lower():
                hit = _scan_hit(index, base | start, record, latest_of, first_of, floor, needle)
                if hit is not None:
                    (found if hit[0] >= base else waiting).append(hit)
            pos = hay.find(raw, end)
        found += [w for w in waiting if w[0] >= base]
        waiting = [w for w in waiting if w[0] < base]
        found.sort(key=lambda item: -item[0])
        yield from (hit for _, hit in found)
    yield from (hit for _, hit in sorted(waiting, key=lambda item: -item[0]))


def _scan_hit(
    index: RecallIndex,
    rowid: int,
    record: MessageRecord,
    latest_of: dict[int, int],
    first_of: dict[int, int],
    floor: int,
    needle: str,
) -> tuple[int, SearchHit] | None:
    """A matching log line as a hit at its message's place, or None when a newer text or
    an edit of another kind of line supersedes it."""
    if record.kind in UNSEARCHED_KINDS or rowid in latest_of:
        return None  # not searchable, or edited: its newest edit line decides
    place = rowid
    if record.kind == "edit":
        if rowid in first_of:
            place = first_of[rowid]
            shown = index.read(place) if place >= floor else None
            if shown is None or shown.kind in UNSEARCHED_KINDS:
                return None
            record = msgspec.structs.replace(shown, text=record.text)
        elif not index.stands_alone(rowid, record):
            return None  # an older edit, or an edit of a service line
        record = msgspec.structs.replace(record, kind="message")
    lowered = record.text.lower()
    return place, SearchHit(record, _span(record.text, lowered, needle))
