"""Recall and search over a chat's whole retained history, through the derived term index.

The index itself (``RecallIndex``, one SQLite FTS5 file per chat, rebuildable from the
log) lives in ``actors.recall_index``; this module holds the calls the actor, the CLI
and the bot make: relevant messages and summaries for a reply context, and paged
keyword search, newest first, with the match highlighted.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import islice
from pathlib import Path

import msgspec

from groupchat_memory.domain import recall_rank
from groupchat_memory.domain.keywords import tokenize
from groupchat_memory.domain.loanwords import (
    MIN_KEY,
    bridged,
    hangul_ranges,
    latin_ranges,
    sound_key,
)
from groupchat_memory.domain.recall_index import RecallIndex, index_path, quote
from groupchat_memory.domain.recall_rows import DAY_FILE, record_decoder, row_id
from groupchat_memory.domain.summaries import read_summary_file
from groupchat_memory.domain.terms import name_terms, query_terms, split_query, stem
from groupchat_memory.domain.when import mentioned_period
from groupchat_memory.store.exceptions import RecallIndexError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import UNSEARCHED_KINDS, MessageRecord, SummaryRecord

__all__ = [
    "NEIGHBOUR_SHARE",
    "RELEVANT_POOL",
    "RecallIndex",
    "RecallIndexError",
    "SearchHit",
    "count_matches",
    "index_path",
    "ranked_messages",
    "relevant_messages",
    "relevant_summaries",
    "row_id",
    "scan_search",
    "search_messages",
    "term_query",
    "update_index",
]

# hits recall ranks for a context at least (more for budgets over 3,200 tokens); their
# neighbours come on top
RELEVANT_POOL = 200
# the share of a hit's score the turn before and the turn after it gain (0.3 over 0.4: Korean
# +0.05-0.13 at 1k on four seeds of the hard set, English within 0.01; bench/recall_eval)
NEIGHBOUR_SHARE = 0.3
# messages from the period a question names score this many times their own (plus the best)
DATE_BOOST = 2.0
# a hit that also mentions a person the question names gains this share of its score again
NAME_SHARE = 0.5
# a message that mentions such a person but none of the question's terms: this share
NAME_ONLY_SHARE = 0.25
# a term's weight is its idf to this power: >1 lets the question's rare terms dominate
IDF_POWER = 2.0
# ranked candidates read from the log at a time (one open per day file)
_READ_BATCH = 64
# last syllables that make a two-syllable word a verb form (stem + ending), not a noun
_VERB_ENDINGS = frozenset("고기게지던며면서아어았었겠")


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
def _borrowed(root: DataRoot, chat_id: int, index: RecallIndex | None) -> Iterator[RecallIndex]:
    """The caller's open index (the actor keeps one), else one opened for this call only."""
    if index is not None:
        yield index
        return
    with RecallIndex(root, chat_id) as own:
        yield own


# ---------------------------------------------------------------------- public calls


def update_index(root: DataRoot, chat_id: int) -> int:
    """Index what the chat's log gained; the actor calls it after a durable append."""
    with RecallIndex(root, chat_id) as index:
        return index.catch_up()


def relevant_messages(
    root: DataRoot,
    chat_id: int,
    text: str,
    *,
    exclude_seqs: Iterable[int] = (),
    limit: int = RELEVANT_POOL,
    neighbour_share: float = NEIGHBOUR_SHARE,
    today: date | None = None,
    index: RecallIndex | None = None,
) -> list[MessageRecord]:
    """At most ``limit`` older messages relevant to ``text``, best first
    (``ranked_messages`` as a list; it opens the index when none is given)."""
    if limit <= 0:
        return []
    with _borrowed(root, chat_id, index) as idx:
        idx.catch_up()
        found = ranked_messages(
            idx, text, exclude_seqs=exclude_seqs, hits=limit, neighbour_share=neighbour_share,
            today=today,
        )  # fmt: skip
        return list(islice(found, limit))


def ranked_messages(
    index: RecallIndex,
    text: str,
    *,
    exclude_seqs: Iterable[int] = (),
    hits: int = RELEVANT_POOL,
    neighbour_share: float = NEIGHBOUR_SHARE,
    today: date | None = None,
) -> Iterator[MessageRecord]:
    """Older messages relevant to ``text``, best first, read from the log as consumed.

    The question's terms (``terms.split_query``: stemmed, at most 12, stop words and the
    chat's speakers' names left out) are ranked by BM25 inside SQLite over the best
    ``hits`` matches, each lending ``neighbour_share`` of its score to the turn before
    and after it; a message that also mentions a name the question names gains
    ``NAME_SHARE`` more. A period the question names ("어제", "last week", "3월 12일";
    read against ``today``) ranks its messages first: those matching the terms, then
    the rest of the period, newest first; a question naming only a period gets that
    period's messages. Messages whose seq is in ``exclude_seqs`` (the recent
    window) are skipped. ``index`` must be caught up.
    """
    terms, names = split_query(text, names=name_terms(index.speakers()))
    spellings = loanword_spellings(index, text, terms)
    period = mentioned_period(text, today) if today is not None else None
    scores = _scores(
        index, terms, names, period, max(1, hits), max(0.0, neighbour_share), spellings
    )
    excluded = set(exclude_seqs)
    order = sorted(scores, key=lambda r: (-scores[r], -r))
    for start in range(0, len(order), _READ_BATCH):
        batch = order[start : start + _READ_BATCH]
        records = index.current_many(batch)
        for rowid in batch:
            record = records.get(rowid)
            if record is None or record.kind != "message":
                continue
            if record.seq and record.seq in excluded:
                continue
            yield record


def _scores(
    index: RecallIndex,
    terms: Sequence[str],
    names: Sequence[str],
    period: tuple[date, date] | None,
    hits: int,
    share: float,
    spellings: dict[str, list[str]] | None = None,
) -> dict[int, float]:
    """Row id -> score: BM25 with neighbours; name and period matches boosted. A term
    with ``spellings`` in the other script matches any of them as itself."""
    db = index.connection
    everywhere = (index.floor(), 1 << 62)
    other = spellings or {}
    queries = [" OR ".join([term_query(t), *map(quote, other.get(t, []))]) for t in terms]
    weighted = [(q, recall_rank.idf(db, q, everywhere) ** IDF_POWER) for q in queries]

    def rank(
        queries: Sequence[tuple[str, float]], rows: tuple[int, int], require: str | None = None
    ) -> list[tuple[int, float]]:
        return recall_rank.ranked(
            db, queries, limit=hits, neighbour_share=share, rows=rows, require=require
        )

    scores = dict(rank(weighted, everywhere))
    if names:
        named = " OR ".join(quote(n) for n in names)
        # a mention of the person alone ranks low (it is everywhere, "@Nova ..."), one
        # that also matches the question's terms gains more
        for rowid, score in rank([(named, recall_rank.idf(db, named, everywhere))], everywhere):
            scores[rowid] = scores.get(rowid, 0.0) + score * NAME_ONLY_SHARE
        for rowid, score in rank(weighted, everywhere, named):
            scores[rowid] = scores.get(rowid, 0.0) + score * NAME_SHARE
    if period is None:
        return scores
    window = (
        max(index.floor(), row_id(period[0], 0)),
        row_id(period[1] + timedelta(days=1), 0) - 1,
    )
    if weighted:
        top = max(scores.values(), default=0.0)
        for rowid, score in rank(weighted, window):
            # a match inside the period outranks every match outside it
            scores[rowid] = max(scores.get(rowid, 0.0), score * DATE_BOOST + top)
        # then the period's other messages, newest first: the question named the period,
        # so they come before matches outside it (and fill what a small match set leaves)
        low = min(scores.values(), default=1.0)
        for place, rowid in enumerate(recall_rank.turns_between(db, *window, hits)):
            scores.setdefault(rowid, top + low / (1 + place))
    else:
        for place, rowid in enumerate(recall_rank.turns_between(db, *window, hits)):
            scores[rowid] = 1.0 + 1.0 / (1 + place)  # newest first within the period
    return scores


# vocabulary terms a question's loanword bridge reads at most, shared by its terms: about
# 8 ms in a chat of a million messages and 250,000 distinct terms (a generated worst
# case); an ordinary chat's candidates are read whole well within it
BRIDGE_SCAN = 1000


def loanword_spellings(index: RecallIndex, text: str, terms: Sequence[str]) -> dict[str, list[str]]:
    """Query term -> the chat's terms in the other script that read like it
    (``loanwords.bridged``: ``figma`` -> ``피그마``, ``레디스`` -> ``redi``).

    Read from the FTS5 vocabulary where the other spelling's first syllable can sit
    (``loanwords.hangul_ranges`` / ``latin_ranges``), at most ``BRIDGE_SCAN`` terms a
    question: complete in ordinary chats, best effort in a very large vocabulary (an
    index-side table of sound keys would make it complete there).
    """
    raw = {stem(word): word for word in tokenize(text)}
    found: dict[str, list[str]] = {}
    db = index.connection
    db.execute(
        "create virtual table if not exists temp.recall_vocab using fts5vocab(main, fts, row)"
    )
    words = {term: raw.get(term, term) for term in terms}
    keyed = {t: w for t, w in words.items() if (k := sound_key(w)) and len(k[0]) >= MIN_KEY - 1}
    share = BRIDGE_SCAN // max(1, len(keyed))  # each term its part: none starves the rest
    for term, word in keyed.items():
        ranges = hangul_ranges(word) if word.isascii() else latin_ranges(word)
        matches: list[str] = []
        budget = share
        for low, high in ranges:
            if budget <= 0:
                break
            rows = db.execute(
                "select term from temp.recall_vocab where term >= ? and term < ? limit ?",
                (low, high, budget),
            ).fetchall()
            budget -= len(rows)
            matches += [t for (t,) in rows if t != term and bridged(word, t)]
        if matches:
            found[term] = matches
    return found


def term_query(term: str) -> str:
    """The FTS5 query of one term: the term, or any form of a verb stem.

    ``tokenize`` keeps a two-syllable verb form such as ``맡고`` whole, and ``맡기로``
    becomes ``맡기``: they share only the stem syllable, so such a term also matches any
    term that starts with its first syllable.
    """
    if len(term) == 2 and "가" <= term[0] <= "힣" and term[1] in _VERB_ENDINGS:
        return f"{quote(term)} OR {quote(term[0])}*"
    return quote(term)


def relevant_summaries(
    root: DataRoot,
    chat_id: int,
    text: str,
    *,
    limit: int = 3,
    exclude_files: Iterable[str] = (),
    index: RecallIndex | None = None,
    caught_up: bool = False,
) -> list[tuple[str, SummaryRecord]]:
    """Up to ``limit`` summaries (archive ones included) relevant to ``text``, oldest first
    (``caught_up``: the caller's ``index`` has just caught up with the files)."""
    if limit <= 0:
        return []
    with _borrowed(root, chat_id, index) as idx:
        if not (caught_up and index is not None):
            idx.catch_up()
        keywords = query_terms(text, names=name_terms(idx.speakers()))
        if not keywords:
            return []
        skip = set(exclude_files)
        names = [n for n in idx.summary_files(keywords, limit + len(skip)) if n not in skip]
    directory = root.summaries_dir(chat_id)
    found = [(n, r) for n in names[:limit] if (r := read_summary_file(directory / n)) is not None]
    found.sort(key=lambda item: (item[1].timestamp, item[0]))
    return found


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

    Words the index cannot hold (one syllable, stop words) fall back to scanning the log.
    """
    words = list(dict.fromkeys(tokenize(keyword, numbers=True)))
    if limit <= 0:
        return []
    needle = keyword.strip().lower()
    if not words and not needle:
        return []
    with _borrowed(root, chat_id, index) as idx:
        if not words:
            return list(_page(scan_search(root, chat_id, needle, index=idx), limit, offset))
        idx.catch_up()
        # the index holds stems (``happy`` as ``happi``); the text must hold the word itself
        query = " AND ".join(quote(stem(w)) + "*" for w in words)
        return list(_page(_verified(idx, query, words), limit, offset))


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
            if all(t in hay for t in terms):
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
    with _borrowed(root, chat_id, index) as idx:
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


def count_matches(root: DataRoot, chat_id: int, keyword: str) -> int:
    """How many messages ``search_messages`` would return over all pages."""
    return sum(1 for _ in search_messages(root, chat_id, keyword, limit=1 << 40))
