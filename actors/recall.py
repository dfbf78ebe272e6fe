"""Recall and search over a chat's whole retained history, through a derived term index.

Why an index: a reply context must find the few older messages that share the current
text's keywords among up to a million, in well under 50 ms; scanning the log costs about
as much as ``grep`` over every day file (hundreds of ms). ``bench/bench_recall.py``
measures both. The index is ``chats/<id>/index/recall.sqlite3``: an SQLite FTS5 table
(stdlib, transactional, no extra dependency) holding only each record's normalized
terms (``actors.keywords.tokenize``: particles stripped, so ``파이어베이스를`` is indexed
and queried as ``파이어베이스``). It stores no text: a row id *is* the record's place in
the log, ``day.toordinal() << 32 | byte offset``, so ids sort by time and a hit is read
back from its day file with one ``pread``. The log stays the truth: the index records
how many bytes of each day file it has read and catches up on every read, so it may
lag, be deleted, or be rebuilt at any time. Days the archive removed drop out because
their ids sort before the oldest remaining day.
"""

from __future__ import annotations

import logging
import math
import os
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import msgspec

from actors.keywords import extract_keywords, tokenize
from actors.summaries import read_summary_file
from store.exceptions import GroupchatMemoryError
from store.paths import DataRoot
from store.perms import ensure_dir, open_private
from store.records import MessageRecord, SummaryRecord

logger = logging.getLogger(__name__)

INDEX_VERSION = 1
RELEVANT_LIMIT = 10
_SHIFT = 32
_OFFSET_MASK = (1 << _SHIFT) - 1
_DAY_FILE = re.compile(r"^(\d{4}-\d{2}-\d{2})\.jsonl$")
# candidates taken per keyword (newest first) before scoring: bounds the cost of common words
_PER_TERM = 300
# document frequencies are counted up to this many: beyond it a term is "common" anyway
_DF_CAP = 20_000
_READ_AHEAD = 8192
# last syllables that make a two-syllable word a verb form (stem + ending), not a noun
_VERB_ENDINGS = frozenset("고기게지던며면서아어았었겠")
_SCHEMA = """
create table if not exists meta(key text primary key, value);
create table if not exists days(day text primary key, size integer not null);
create table if not exists sfiles(rowid integer primary key, file text unique not null);
create virtual table if not exists fts using fts5(terms, content='', detail=none,
    tokenize="unicode61 remove_diacritics 0 tokenchars '_+#.-'");
create virtual table if not exists sfts using fts5(terms, content='',
    tokenize="unicode61 remove_diacritics 0 tokenchars '_+#.-'");
"""

_decoder = msgspec.json.Decoder(MessageRecord)


class RecallIndexError(GroupchatMemoryError):
    """The recall index could not be opened or written even after a rebuild."""


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


def row_id(day: date, offset: int) -> int:
    """The index id of the record at ``offset`` in ``day``'s file (sorts by time)."""
    return (day.toordinal() << _SHIFT) | offset


def _location(rowid: int) -> tuple[date, int]:
    return date.fromordinal(rowid >> _SHIFT), rowid & _OFFSET_MASK


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def index_path(root: DataRoot, chat_id: int) -> Path:
    """Where a chat's recall index lives (derived; safe to delete)."""
    return root.chat_dir(chat_id) / "index" / "recall.sqlite3"


class RecallIndex:
    """A chat's term index over its log and summary files; ``catch_up`` before reading.

    Not thread-safe: one call at a time (from any thread, e.g. ``anyio.to_thread``).
    Several processes may share the file: writes run in ``BEGIN IMMEDIATE`` transactions.
    """

    def __init__(self, root: DataRoot, chat_id: int) -> None:
        self.root = root
        self.chat_id = chat_id
        self.log_dir = root.log_dir(chat_id)
        self.path = index_path(root, chat_id)
        self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        ensure_dir(self.path.parent)
        if not self.path.exists():
            os.close(open_private(self.path, os.O_WRONLY | os.O_CREAT))
        for attempt in (1, 2):
            # the actor calls in through anyio worker threads, one call at a time
            db = sqlite3.connect(
                self.path, timeout=10.0, isolation_level=None, check_same_thread=False
            )
            try:
                db.execute("pragma journal_mode=wal")
                db.execute("pragma synchronous=normal")
                db.executescript(_SCHEMA)
                row = db.execute("select value from meta where key='version'").fetchone()
                if row is None:
                    db.execute("insert into meta values ('version', ?)", (INDEX_VERSION,))
                elif row[0] != INDEX_VERSION:
                    raise sqlite3.DatabaseError(f"index version {row[0]}")
                return db
            except sqlite3.DatabaseError as exc:
                db.close()
                if attempt == 2:
                    raise RecallIndexError(
                        f"cannot open the recall index {self.path}: {exc}; delete it to rebuild"
                    ) from exc
                logger.warning("rebuilding the recall index %s: %s", self.path, exc)
                self._remove_files()
                os.close(open_private(self.path, os.O_WRONLY | os.O_CREAT))
        raise AssertionError("unreachable")

    def _remove_files(self) -> None:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)

    def close(self) -> None:
        """Close the connection."""
        self._db.close()

    def __enter__(self) -> RecallIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def rebuild(self) -> int:
        """Drop everything and index the whole log and all summaries again."""
        self._db.close()
        self._remove_files()
        self._db = self._open()
        return self.catch_up()

    # ------------------------------------------------------------------ indexing

    def _day_files(self) -> list[tuple[str, Path, int]]:
        try:
            entries = list(os.scandir(self.log_dir))
        except FileNotFoundError:
            return []
        found = []
        for entry in entries:
            match = _DAY_FILE.match(entry.name)
            if match:
                try:
                    found.append((match.group(1), Path(entry.path), entry.stat().st_size))
                except FileNotFoundError:
                    continue
        found.sort()
        return found

    def floor(self) -> int:
        """The smallest row id still backed by a day file (older ones were archived)."""
        files = self._day_files()
        return row_id(date.fromisoformat(files[0][0]), 0) if files else 1 << 62

    def catch_up(self) -> int:
        """Index what the log and summaries gained since the last call; return new records."""
        files = self._day_files()
        done = dict(self._db.execute("select day, size from days").fetchall())
        todo = [(d, p, s) for d, p, s in files if s > done.get(d, 0)]
        added = 0
        if todo:
            self._db.execute("begin immediate")
            try:
                done = dict(self._db.execute("select day, size from days").fetchall())
                for day, path, _size in todo:
                    added += self._index_day(day, path, done.get(day, 0))
                present = {d for d, _, _ in files}
                for gone in set(done) - present:
                    self._db.execute("delete from days where day=?", (gone,))
                self._db.execute("commit")
            except BaseException:
                self._db.execute("rollback")
                raise
        self._catch_up_summaries()
        return added

    def _index_day(self, day: str, path: Path, start: int) -> int:
        try:
            with open(path, "rb") as handle:
                handle.seek(start)
                data = handle.read()
        except FileNotFoundError:
            return 0
        end = data.rfind(b"\n") + 1  # only whole lines: a torn tail waits for its newline
        if end <= 0:
            return 0
        base = row_id(date.fromisoformat(day), 0)
        rows: list[tuple[int, str]] = []
        pos = 0
        while pos < end:
            nl = data.index(b"\n", pos)
            line = data[pos:nl]
            if line.strip():
                try:
                    record = _decoder.decode(line)
                except msgspec.DecodeError:
                    record = None  # torn or old-format line: the log's readers skip it too
                if record is not None and record.kind != "service":
                    terms = " ".join(dict.fromkeys(tokenize(record.text)))
                    if terms:
                        rows.append((base | (start + pos), terms))
            pos = nl + 1
        self._db.executemany("insert into fts(rowid, terms) values (?, ?)", rows)
        self._db.execute("insert or replace into days values (?, ?)", (day, start + end))
        self._db.execute(
            "insert into meta values ('docs', ?) "
            "on conflict(key) do update set value = value + excluded.value",
            (len(rows),),
        )
        return len(rows)

    def _catch_up_summaries(self) -> None:
        directory = self.root.summaries_dir(self.chat_id)
        try:
            mtime = os.stat(directory).st_mtime_ns
        except FileNotFoundError:
            return
        row = self._db.execute("select value from meta where key='summaries_mtime'").fetchone()
        if row is not None and row[0] == mtime:
            return
        known = {f for (f,) in self._db.execute("select file from sfiles")}
        names = sorted(
            e.name for e in os.scandir(directory) if e.name.endswith(".json") and e.name[0] != "."
        )
        self._db.execute("begin immediate")
        try:
            for name in names:
                if name in known:
                    continue
                record = read_summary_file(directory / name)
                if record is None:
                    continue
                text = " ".join([record.summary, *record.key_topics, *record.key_decisions])
                cur = self._db.execute("insert into sfiles(file) values (?)", (name,))
                terms = " ".join(dict.fromkeys(tokenize(text))) or "_"
                self._db.execute(
                    "insert into sfts(rowid, terms) values (?, ?)", (cur.lastrowid, terms)
                )
            self._db.execute("insert or replace into meta values ('summaries_mtime', ?)", (mtime,))
            self._db.execute("commit")
        except BaseException:
            self._db.execute("rollback")
            raise

    # ------------------------------------------------------------------ reading

    def read(self, rowid: int) -> MessageRecord | None:
        """The record at a row id, or None when its day was archived or the line is damaged."""
        return next(iter(self.read_lines(rowid, 1)), None)

    def read_lines(self, rowid: int, count: int) -> list[MessageRecord]:
        """``count`` records starting at a row id, following the day file forwards."""
        day, offset = _location(rowid)
        path = self.log_dir / f"{day.isoformat()}.jsonl"
        out: list[MessageRecord] = []
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return out
        try:
            buffer, pos = b"", offset
            while len(out) < count:
                chunk = os.pread(fd, _READ_AHEAD, pos)
                if not chunk:
                    break
                pos += len(chunk)
                buffer += chunk
                *lines, buffer = buffer.split(b"\n")
                for line in lines:
                    if not line.strip():
                        continue
                    try:
                        out.append(_decoder.decode(line))
                    except msgspec.DecodeError:
                        continue  # a torn line: skipped like the log's readers do
                    if len(out) >= count:
                        break
        finally:
            os.close(fd)
        return out

    def matching(self, query: str, *, limit: int, offset: int = 0) -> list[int]:
        """Row ids matching an FTS5 query, newest first, past the archive floor."""
        rows = self._db.execute(
            "select rowid from fts where fts match ? and rowid >= ? "
            "order by rowid desc limit ? offset ?",
            (query, self.floor(), limit, offset),
        ).fetchall()
        return [r for (r,) in rows]

    def document_frequency(self, query: str) -> int:
        """How many indexed records match an FTS5 query (counted up to a cap)."""
        row = self._db.execute(
            "select count(*) from (select rowid from fts where fts match ? and rowid >= ? limit ?)",
            (query, self.floor(), _DF_CAP),
        ).fetchone()
        return int(row[0])

    def size(self) -> int:
        """Indexed records (approximate after archiving: removed days still count)."""
        row = self._db.execute("select value from meta where key='docs'").fetchone()
        return int(row[0]) if row is not None else 0

    def summary_files(self, terms: Sequence[str], limit: int) -> list[str]:
        """Summary files sharing the most weight with ``terms`` (bm25), best first."""
        if not terms or limit <= 0:
            return []
        query = " OR ".join(_quote(t) for t in terms)
        rows = self._db.execute(
            "select f.file from sfts join sfiles f on f.rowid = sfts.rowid "
            "where sfts match ? order by bm25(sfts) limit ?",
            (query, limit),
        ).fetchall()
        return [f for (f,) in rows]


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
    limit: int = RELEVANT_LIMIT,
    neighbours: int = 1,
    index: RecallIndex | None = None,
) -> list[MessageRecord]:
    """Up to ``limit`` older messages relevant to ``text``, in time order.

    Keywords (at most 5) are weighted by rarity (BM25's idf); each hit may bring the
    ``neighbours`` messages that follow it (the answer to a question often lacks its
    keywords). Messages whose seq is in ``exclude_seqs`` (the recent window) are left out.
    """
    keywords = extract_keywords(text)
    if not keywords or limit <= 0:
        return []
    own = index is None
    idx = index if index is not None else RecallIndex(root, chat_id)
    try:
        idx.catch_up()
        ranked = _rank(idx, keywords)
        excluded = set(exclude_seqs)
        chosen: dict[int, MessageRecord] = {}
        for rowid in ranked:
            if len(chosen) >= limit:
                break
            run = idx.read_lines(rowid, 1 + max(0, neighbours))
            for i, record in enumerate(run):
                if len(chosen) >= limit:
                    break
                if record.kind != "message" or (record.seq and record.seq in excluded):
                    if i == 0:
                        break  # the hit itself is recent or not a message: skip its run
                    continue
                chosen.setdefault(record.seq or rowid + i, record)
        return sorted(chosen.values(), key=lambda r: (r.seq, r.timestamp))
    finally:
        if own:
            idx.close()


def term_query(term: str) -> str:
    """The FTS5 query of one keyword: the term, or any form of a verb stem.

    ``tokenize`` keeps a two-syllable verb form such as ``맡고`` whole, and ``맡기로``
    becomes ``맡기``: they share only the stem syllable, so such a term also matches any
    term that starts with its first syllable.
    """
    if len(term) == 2 and "가" <= term[0] <= "힣" and term[1] in _VERB_ENDINGS:
        return f"{_quote(term)} OR {_quote(term[0])}*"
    return _quote(term)


def _rank(index: RecallIndex, keywords: Sequence[str]) -> list[int]:
    """Row ids scored by the summed idf of the keywords they hold, best then newest first."""
    total = max(1, index.size())
    scores: dict[int, float] = {}
    for term in keywords:
        query = term_query(term)
        df = index.document_frequency(query)
        if df == 0:
            continue
        idf = math.log((total - df + 0.5) / (df + 0.5) + 1.0)
        for rowid in index.matching(query, limit=_PER_TERM):
            scores[rowid] = scores.get(rowid, 0.0) + idf
    return sorted(scores, key=lambda r: (-scores[r], -r))


def relevant_summaries(
    root: DataRoot,
    chat_id: int,
    text: str,
    *,
    limit: int = 3,
    exclude_files: Iterable[str] = (),
    index: RecallIndex | None = None,
) -> list[tuple[str, SummaryRecord]]:
    """Up to ``limit`` summaries (archive ones included) relevant to ``text``, oldest first."""
    keywords = extract_keywords(text)
    if not keywords or limit <= 0:
        return []
    own = index is None
    idx = index if index is not None else RecallIndex(root, chat_id)
    try:
        idx.catch_up()
        skip = set(exclude_files)
        names = [n for n in idx.summary_files(keywords, limit + len(skip)) if n not in skip]
    finally:
        if own:
            idx.close()
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
    terms = list(dict.fromkeys(tokenize(keyword)))
    if limit <= 0:
        return []
    if not terms:
        needle = keyword.strip().lower()
        return list(_page(scan_search(root, chat_id, needle), limit, offset)) if needle else []
    own = index is None
    idx = index if index is not None else RecallIndex(root, chat_id)
    try:
        idx.catch_up()
        query = " AND ".join(_quote(t) + "*" for t in terms)
        return list(_page(_verified(idx, query, terms), limit, offset))
    finally:
        if own:
            idx.close()


def _verified(index: RecallIndex, query: str, terms: Sequence[str]) -> Iterator[SearchHit]:
    """Index hits newest first whose text really holds every term (edits and service out)."""
    batch, start = 200, 0
    while True:
        rowids = index.matching(query, limit=batch, offset=start)
        for rowid in rowids:
            record = index.read(rowid)
            if record is None or record.kind == "service":
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


def scan_search(root: DataRoot, chat_id: int, needle: str) -> Iterator[SearchHit]:
    """Scan day files newest first for ``needle`` (lower case), like ``grep -F``.

    Bytes are searched without decoding JSON (a lower-cased copy when the needle has
    ASCII letters); only lines that contain the needle are decoded and checked.
    """
    raw = msgspec.json.encode(needle)[1:-1]
    log_dir = root.log_dir(chat_id)
    try:
        names = sorted((n for n in os.listdir(log_dir) if _DAY_FILE.match(n)), reverse=True)
    except FileNotFoundError:
        return
    lower = any(ch.isascii() and ch.isalpha() for ch in needle)
    for name in names:
        try:
            data = (log_dir / name).read_bytes()
        except FileNotFoundError:
            continue
        hay = data.lower() if lower else data
        found: list[SearchHit] = []
        pos = hay.find(raw)
        while pos >= 0:
            start = data.rfind(b"\n", 0, pos) + 1
            end = data.find(b"\n", pos)
            end = len(data) if end < 0 else end
            try:
                record = _decoder.decode(data[start:end])
            except msgspec.DecodeError:
                record = None  # torn line: skipped
            if record is not None and record.kind != "service":
                text_lower = record.text.lower()
                if needle in text_lower:
                    found.append(SearchHit(record, _span(record.text, text_lower, needle)))
            pos = hay.find(raw, end)
        yield from reversed(found)


def count_matches(root: DataRoot, chat_id: int, keyword: str) -> int:
    """How many messages ``search_messages`` would return over all pages."""
    return sum(1 for _ in search_messages(root, chat_id, keyword, limit=1 << 40))
