"""A chat's recall index: the terms of every logged message and summary, in SQLite FTS5.

Why an index: a reply context must find the few older messages that share the current
text's keywords among up to a million, quickly; scanning the log costs about as much as
``grep`` over every day file. ``bench/bench_recall.py`` measures both. The index is
``chats/<id>/index/recall.sqlite3``: an SQLite FTS5 table (stdlib, transactional, no
extra dependency) holding only each record's normalized terms
(``domain.text.terms.index_terms``: particles stripped, so ``파이어베이스를`` is indexed and
queried as ``파이어베이스``; English stemmed, ``painting`` as ``paint``). It stores no text: a
row id *is* the record's place in the log, ``day.toordinal() << 32 | byte offset``, so
ids sort by time and a hit is read back from its day file with one ``pread``. The log
stays the truth: the index records how many bytes of each day file it has read and
catches up on every read, so it may lag, be deleted, or be rebuilt at any time. Days the
archive removed drop out because their ids sort before the oldest remaining day; a day
file that shrank or was replaced (forgetting a member rewrites it) moves the offsets, so
the index rebuilds itself.

Edits apply latest-wins, as ``store.log.latest_wins`` does for ``history``: a message's
terms are those of its latest text, kept under the *original's* row id (so hits sort by
the message's place and are shown once), and the ``edits`` table maps each edit's row id
to the original's. ``msgs`` (message_id -> row id of its first record) finds the original
when an edit arrives; both tables are plain rowid B-trees, small next to the FTS index.

``turns`` holds every message's row id, length (distinct terms) and the distance to the
turn before and after it (so the neighbours of a hit cost no search), ``days`` each day
file's indexed size and inode and its documents and terms (BM25's statistics, true after
the archive removes days: they are the sums over the days left): ``recall_rank``
computes BM25 from them inside SQLite (the
FTS5 table only answers which rows hold a term: no sizes; ``detail=column``, because
prefix queries such as ``배포*`` were ten times slower with ``detail=none``), and finds the
turn before and after each hit. ``said`` counts each sender's messages a day and
``speakers`` their sums over the days left: their names are no question terms, and how
much of the chat a named person wrote tells recall how much naming them narrows it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import sqlite3
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import date
from functools import cache
from pathlib import Path

import msgspec

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.recall.rows import (
    SHIFT,
    DayFiles,
    by_day,
    day_files,
    read_at,
    read_many,
    row_id,
)
from groupchat_memory.domain.recall.writer import IndexWriter, catch_up_summaries, stale_days
from groupchat_memory.domain.text.terms import index_terms
from groupchat_memory.store.files import topic_slug, warn_once, writable
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.store.records import UNSEARCHED_KINDS, MessageRecord


class RecallIndexError(GroupchatMemoryError):
    """The recall index could not be opened or written even after a rebuild."""


logger = logging.getLogger(__name__)

# 2: edits are applied latest-wins (tables msgs and edits); an index of version 1 is rebuilt.
# 3: stemmed terms; tables turns (every message and its length, for BM25) and speakers.
# 4: BM25's document and term counts per day (no totals in meta), day files' inodes,
#    each turn's distance to its neighbours.
# 5: numbers keep their unit in index terms (15일로 -> 15일), the table vocab (every term
#    once with its loanword sound key, for the bridge).
# 6: a hyphenated word's parts are terms too; -ier/-iest words stem with their -y base.
# 7: the table parts (syllable pairs inside each term, for words inside compounds).
# 8: slash compounds are terms with their parts (tcp/ip, tcp, ip; '/' a token character);
#    a compound of stop words only (and/or) is none; meta's terms stamp.
# 9: the table replies (each Telegram reply's row under the row of the message it answers).
# 10: the table said (each sender's messages a day) and their sums in speakers.
# 11: a Korean noun made a verb is its noun in any ending (예약했던, 확정됐지 -> 예약, 확정),
#     the familiar copula falls away (누구야), things of one syllable are terms (돈, 책).
# Bump it whenever ``index_terms`` changes: removing an edited message's old terms
# re-tokenizes its old text and must yield exactly the terms indexed then. The terms
# stamp catches what a bump cannot: a PyStemmer release that stems differently.
INDEX_VERSION = 11
# words whose index terms stand for the tokenizer and stemmer that made an index
_STAMP_PROBE = (
    "Programming-related TCP/IP and/or healthier painted puppies Next.js C++ v2.3으로 "
    "15일로 30만원으로 파이어베이스를 회의에서 배포했습니다 Redis에서 민수님 Café Zürich"
)
# summaries a term may be in and still be ranked by bm25() (which walks all of them)
SUMMARY_TERM_CAP = 2000
# a catch-up that indexed this many records merges the term index into one segment after
# it: a bulk write (a build, a long downtime) leaves large segments on FTS5's lowest level,
# which a later one-message commit merged all at once when that level reached its
# crisis count, in the reply that wrote it (``docs/measurements.md``); the merge after the
# bulk write costs a fraction of that write's own indexing
MERGE_AFTER = 20_000
_DAYS = "select day, size, inode from days"
_SCHEMA = """
create table if not exists meta(key text primary key, value);
create table if not exists days(day text primary key, size integer not null,
    inode integer not null default 0, docs integer not null default 0,
    terms integer not null default 0);
create table if not exists sfiles(rowid integer primary key, file text unique not null);
create table if not exists msgs(id integer primary key, first integer not null);
create table if not exists edits(edit integer primary key, first integer not null);
create index if not exists edits_first on edits(first, edit);
create table if not exists turns(id integer primary key, len integer not null,
    prev integer, next integer);
create table if not exists speakers(name text primary key, said integer not null default 0);
create table if not exists said(day text not null, name text not null, n integer not null,
    primary key(day, name)) without rowid;
create table if not exists replies(parent integer not null, id integer not null,
    primary key(parent, id)) without rowid;
create table if not exists vocab(term text primary key, key text) without rowid;
create index if not exists vocab_key on vocab(key) where key is not null;
create table if not exists parts(pair text not null, term text not null,
    primary key(pair, term)) without rowid;
create virtual table if not exists fts using fts5(terms, content='', detail=column,
    columnsize=0, tokenize="unicode61 remove_diacritics 0 tokenchars '_+#.-/'");
create virtual table if not exists sfts using fts5(terms, content='',
    tokenize="unicode61 remove_diacritics 0 tokenchars '_+#.-/'");
"""


def quote(term: str) -> str:
    """A term as an FTS5 string literal, so its characters are never query syntax."""
    return '"' + term.replace('"', '""') + '"'


def _copy_if_readable(source: Path, target: Path) -> None:
    """Start a temporary index from the stored one (it may be current), when it can be read."""
    if not source.exists():
        return
    try:
        old = sqlite3.connect(f"{source.as_uri()}?mode=ro&immutable=1", uri=True)
        try:
            new = sqlite3.connect(target)
            try:
                old.backup(new)
            finally:
                new.close()
        finally:
            old.close()
    except (sqlite3.Error, OSError):
        target.unlink(missing_ok=True)  # it is built from the log instead


class RecallIndex:
    """A chat's term index over its log and summary files; ``catch_up`` before reading.

    Not thread-safe: one call at a time (from any thread, e.g. ``anyio.to_thread``).
    Several processes may share the file: writes run in ``BEGIN IMMEDIATE`` transactions.
    ``release`` closes the connection between uses (a service with many chats keeps few
    open); the next use opens it again.

    Why one class with many methods: each reads or writes the one SQLite file whose schema
    they share and keeps it caught up with the log; what needs only its connection lives
    in ``rank``, ``search``, ``vocab`` and ``writer``.
    """

    def __init__(self, root: DataRoot, chat_id: int) -> None:
        self.root = root
        self.chat_id = chat_id
        self.log_dir = root.log_dir(chat_id)
        self.path = root.recall_index_path(chat_id)
        # set while the index is being rebuilt because it was stale: (why, start time)
        self._rebuilding: tuple[str, float] | None = None
        self._floor: int | None = None
        # what the last catch_up saw, so an unchanged log costs no query: each day file's
        # (size, inode), the summary folder's mtime, the chat's speakers
        self._seen: dict[str, tuple[int, int]] | None = None
        self._summaries_seen: int | None = None
        self._speakers: dict[str, int] | None = None
        self._edits: bool | None = None  # whether any message was edited (most chats: no)
        self._listed: list[tuple[str, str, int, int]] | None = None  # ``listed``
        # while ``reading``: the day files kept open and the records read
        self._reads: tuple[DayFiles, dict[int, MessageRecord]] | None = None
        # counts rebuilds: row ids (day file offsets) may differ after one
        self.generation = 0
        # a read-only data root (a backup mounted read-only, a reader without write
        # access): the index is derived, so this reader keeps its own copy for its life
        self._scratch: tempfile.TemporaryDirectory[str] | None = None
        if not writable(self.path):
            self._scratch = tempfile.TemporaryDirectory(prefix="groupchat-recall-")
            scratch = Path(self._scratch.name) / self.path.name
            _copy_if_readable(self.path, scratch)
            warn_once(
                logger,
                self.path,
                "the recall index %s cannot be written (read-only data root?): recall"
                " indexes the chat in a temporary copy, nothing is lost; to keep the index"
                " between commands, make the data root writable or run as its owner",
            )
            self.path = scratch
        self._conn: sqlite3.Connection | None = self._open()
        self._file = _identity(self.path)

    @property
    def _db(self) -> sqlite3.Connection:
        """The connection; after ``release``, opened again. What this object remembers of
        the file is checked again then (one query), and a file that is not the one it
        released (rebuilt meanwhile, by this process or another) counts as a rebuild."""
        if self._conn is None:
            self._conn = self._open()
            self._seen = self._summaries_seen = self._speakers = self._edits = None
            if self._made or _identity(self.path) != self._file:
                self.generation += 1
                self._file = _identity(self.path)
        return self._conn

    @property
    def holds_connection(self) -> bool:
        """Whether the SQLite connection is open now (``release`` closes it)."""
        return self._conn is not None

    def release(self) -> None:
        """Close the connection until the next use: an open one holds SQLite's page cache,
        its lookaside and the prepared statements (a few hundred KiB each)."""
        conn, self._conn = self._conn, None
        if conn is not None:
            conn.close()

    def _open(self) -> sqlite3.Connection:
        ensure_dir(self.path.parent)
        self._made = False  # whether this open made the file (new, or rebuilt)
        if not self.path.exists():
            self._create()
        for attempt in (1, 2, 3):
            # the actor calls in through anyio worker threads, one call at a time
            db = sqlite3.connect(
                self.path, timeout=10.0, isolation_level=None, check_same_thread=False
            )
            try:
                db.execute("pragma synchronous=normal")
                # one connection per live chat: bound its page cache (a service with many
                # chats would pay SQLite's default cache per chat in RSS)
                db.execute("pragma cache_size=-256")
                version, stamp = _version(db)
                # after the first read: as a connection's first statement it is slower
                db.execute("pragma journal_mode=wal")
                why = None
                if version != INDEX_VERSION:
                    why = f"format {version} -> {INDEX_VERSION}"
                    logger.warning(
                        "the recall index %s is format %s, this version reads %s: rebuilding it",
                        self.path, version, INDEX_VERSION,
                    )  # fmt: skip
                elif stamp != terms_stamp():
                    why = "terms of another tokenizer or stemmer"
                    logger.warning(
                        "the recall index %s holds terms made by another tokenizer or stemmer"
                        " (PyStemmer upgraded?): rebuilding it", self.path,
                    )  # fmt: skip
                if why is not None:
                    db.close()
                    self._rebuilding = (why, time.perf_counter())
                    self._remove_files()
                    self._create()
                    continue
                return db
            except sqlite3.DatabaseError as exc:
                db.close()
                if not _damaged(exc):
                    # a full disk or an I/O error says nothing of the file: deleting it
                    # would only hide the full disk (its pages freed) and lose the index
                    raise RecallIndexError(
                        f"cannot open the recall index {self.path}: {exc}"
                        " (free disk space; the index is kept)"
                    ) from exc
                if attempt == 3:
                    raise RecallIndexError(
                        f"cannot open the recall index {self.path}: {exc}; delete it to rebuild"
                    ) from exc
                logger.warning("rebuilding the recall index %s: %s", self.path, exc)
                self._remove_files()
                self._create()
        raise AssertionError("unreachable")

    def _create(self) -> None:
        os.close(open_private(self.path, os.O_WRONLY | os.O_CREAT))
        self._made = True

    def _remove_files(self) -> None:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)

    def close(self) -> None:
        """Close the connection (and drop the temporary copy of a read-only root's index)."""
        self.release()
        if self._scratch is not None:
            self._scratch.cleanup()

    def __enter__(self) -> RecallIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def rebuild(self) -> int:
        """Drop everything and index the whole log and all summaries again."""
        self.release()
        self._remove_files()
        self._seen = self._summaries_seen = self._speakers = self._edits = None
        self.generation += 1
        self._conn = self._open()
        self._file = _identity(self.path)
        return self.catch_up()

    def _rebuild_stale(self, stale: list[str]) -> int:
        shown = ", ".join(stale[:3]) + (f" and {len(stale) - 3} more" if len(stale) > 3 else "")
        logger.warning(
            "the log's day files %s were rewritten, replaced or removed since the recall"
            " index %s read them (a member forgotten? a backup restored?): rebuilding it",
            shown, self.path,
        )  # fmt: skip
        self._rebuilding = (f"{len(stale)} day file(s) rewritten", time.perf_counter())
        return self.rebuild()

    # ------------------------------------------------------------------ indexing

    def floor(self) -> int:
        """The smallest row id still backed by a day file (older ones were archived), as
        the last ``catch_up`` saw it (listing the log folder costs a system call each time)."""
        if self._floor is None:
            files = day_files(self.log_dir)
            self._floor = row_id(date.fromisoformat(files[0][0]), 0) if files else 1 << 62
        return self._floor

    def listed(self) -> list[tuple[str, str, int, int]] | None:
        """The log's day files as the last ``catch_up`` listed them (``day_files``; None
        before one). Why: a reader right after it (a reply context's understanding) need
        not list them again, a stat a day file (``docs/measurements.md``)."""
        return self._listed

    def catch_up(self) -> int:
        """Index what the log and summaries gained since the last call; return new records."""
        db = self._db  # first: opened again after ``release``, what was seen is forgotten
        files = self._listed = day_files(self.log_dir)
        self._floor = row_id(date.fromisoformat(files[0][0]), 0) if files else 1 << 62
        seen = {d: (size, inode) for d, _, size, inode in files}
        added = 0
        if seen != self._seen:
            self._forget_reads()  # an edit may change what a row shows, a file be replaced
            done = {d: (size, inode) for d, size, inode in db.execute(_DAYS)}
            stale = stale_days(done, files)
            if stale:
                return self._rebuild_stale(stale)
            added = self._index_days(files, {d: size for d, (size, _) in done.items()})
            self._speakers = self._edits = None
        self._seen = seen
        self._summaries_seen = catch_up_summaries(
            db, self.root.summaries_dir(self.chat_id), self._summaries_seen
        )
        if self._rebuilding is not None:
            why, began = self._rebuilding
            self._rebuilding = None
            logger.warning(
                "rebuilt the recall index %s (%s): %d records in %.1f s",
                self.path, why, added, time.perf_counter() - began,
            )  # fmt: skip
        return added

    def _index_days(self, files: list[tuple[str, str, int, int]], done: dict[str, int]) -> int:
        """Index the day files' new lines and drop the days the archive removed (``done``:
        each day's size the index has read)."""
        present = {d for d, _, _, _ in files}
        floor = row_id(date.fromisoformat(files[0][0]), 0) if files else 1 << 62
        if not set(done) - present and all(s <= done.get(d, 0) for d, _, s, _ in files):
            return 0
        added = 0
        self._db.execute("begin immediate")
        try:
            # another process may have indexed meanwhile: decide again under the lock
            done = dict(self._db.execute("select day, size from days").fetchall())
            gone = set(done) - present
            writer = IndexWriter(self, self._db, floor)
            if gone:
                writer.drop_days(gone)
            for day, path, size, inode in files:
                if size > done.get(day, 0):
                    added += writer.index_day(day, path, done.get(day, 0), inode)
            writer.finish()
            self._db.execute("commit")
        except BaseException:
            self._db.execute("rollback")
            raise
        if added >= MERGE_AFTER:
            self._db.execute("insert into fts(fts) values('optimize')")
        return added

    # ------------------------------------------------------------------ reading

    def read(self, rowid: int) -> MessageRecord | None:
        """The record at a row id, or None when its day was archived or the line is damaged."""
        return read_at(self.log_dir, rowid)

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Within: ``current_many`` keeps the day files it opens open and the records it
        read, and reads each row once (again after a ``catch_up`` that found the log
        changed). Why: a reply context's ranking reads its lines in some forty batches
        (hits, the turns after them, neighbours), many of the same days and some of the
        same lines again; at a million messages the opens were a tenth of its CPU
        (``docs/measurements.md``). Nothing of it is kept after: not the records (a
        service's memory), not the files."""
        if self._reads is not None:  # within another: that one keeps them
            yield
            return
        self._reads = (DayFiles(self.log_dir), {})
        try:
            yield
        finally:
            self._forget_reads()
            self._reads = None

    def _forget_reads(self) -> None:
        if self._reads is not None:
            self._reads[0].close()
            self._reads[1].clear()

    def current_many(self, rowids: Sequence[int]) -> dict[int, MessageRecord]:
        """``current`` for many row ids at once: one open per day file, one edits query."""
        if not rowids:
            return {}
        if self._edits is None:
            self._edits = self._db.execute("select exists(select 1 from edits)").fetchone()[0] == 1
        if self._reads is not None and not self._edits:
            return self._kept_many(rowids, *self._reads)
        newest: dict[int, int] = {}
        if self._edits:
            marks = ",".join("?" * len(rowids))
            newest = dict(
                self._db.execute(
                    f"select first, max(edit) from edits where first in ({marks}) group by first",
                    list(rowids),
                ).fetchall()
            )
        out = read_many(self.log_dir, rowids)
        for rowid in newest.keys() & out.keys():  # edits are rare
            if (shown := self.current(rowid, out.pop(rowid))) is not None:
                out[rowid] = shown
        for rowid, record in out.items():
            if record.kind == "edit":  # an edit standing in for a missing original
                out[rowid] = msgspec.structs.replace(record, kind="message")
        return out

    def _kept_many(
        self, rowids: Sequence[int], files: DayFiles, kept: dict[int, MessageRecord]
    ) -> dict[int, MessageRecord]:
        """``current_many`` of a chat without edits while ``reading``: the rows not read
        before read now, and all of them given in the order ``read_many`` gives them."""
        days = by_day(rowids)
        missing = [
            ordinal << SHIFT | offset
            for ordinal, offsets in days.items()
            for offset in offsets
            if ordinal << SHIFT | offset not in kept
        ]
        if missing:
            for rowid, record in read_many(self.log_dir, missing, files).items():
                if record.kind == "edit":  # an edit standing in for a missing original
                    record = msgspec.structs.replace(record, kind="message")
                kept[rowid] = record
        out: dict[int, MessageRecord] = {}
        for ordinal, offsets in days.items():
            for offset in offsets:
                if (found := kept.get(ordinal << SHIFT | offset)) is not None:
                    out[ordinal << SHIFT | offset] = found
        return out

    def latest_edit(self, rowid: int) -> int | None:
        """The row id of the newest edit applied to the message at ``rowid``, if any."""
        row = self._db.execute("select max(edit) from edits where first=?", (rowid,)).fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def current(self, rowid: int, record: MessageRecord | None = None) -> MessageRecord | None:
        """The message at ``rowid`` as ``latest_wins`` shows it: its place, sender and
        timestamp with its latest text (``record``: the line there, when already read)."""
        if record is None:
            record = self.read(rowid)
        if record is None or record.kind in UNSEARCHED_KINDS:
            return record
        latest = self.latest_edit(rowid)
        newer = self.read(latest) if latest is not None else None
        if newer is not None:
            record = msgspec.structs.replace(record, text=newer.text)
        if record.kind == "edit":  # an edit standing in for a missing original
            record = msgspec.structs.replace(record, kind="message")
        return record

    def edited(self) -> dict[int, int]:
        """Every edited message: {its row id: its newest edit's row id} (edits are rare)."""
        rows = self._db.execute("select first, max(edit) from edits group by first")
        return {int(first): int(edit) for first, edit in rows}

    def stands_alone(self, rowid: int, record: MessageRecord) -> bool:
        """Whether an edit line at ``rowid`` stands in for a missing original."""
        if record.message_id is None:
            return True
        row = self._db.execute("select first from msgs where id=?", (record.message_id,))
        found = row.fetchone()
        return found is not None and found[0] == rowid

    def matching(self, query: str, *, limit: int, offset: int = 0) -> list[int]:
        """Row ids matching an FTS5 query, newest first, past the archive floor."""
        rows = self._db.execute(
            "select rowid from fts where fts match ? and rowid >= ? "
            "order by rowid desc limit ? offset ?",
            (query, self.floor(), limit, offset),
        ).fetchall()
        return [r for (r,) in rows]

    @property
    def connection(self) -> sqlite3.Connection:
        """The open SQLite connection (``recall_rank`` queries it; one call at a time)."""
        return self._db

    def speakers(self) -> list[str]:
        """Every sender name the chat's log has shown (read again after ``catch_up``
        found the log changed)."""
        return list(self._said())

    def said(self) -> dict[str, int]:
        """Sender name -> how many messages of the retained log they wrote (those whose
        every message was archived left out)."""
        return {name: n for name, n in self._said().items() if n > 0}

    def _said(self) -> dict[str, int]:
        if self._speakers is None:
            self._speakers = dict(self._db.execute("select name, said from speakers order by name"))
        return self._speakers

    def size(self) -> int:
        """Indexed messages with terms (the archived days' are no longer counted)."""
        row = self._db.execute("select coalesce(sum(docs), 0) from days").fetchone()
        return int(row[0])

    def summary_files(
        self,
        terms: Sequence[str],
        limit: int,
        *,
        cap: int = SUMMARY_TERM_CAP,
        topic: str | None = None,
    ) -> list[str]:
        """Summary files sharing the most weight with ``terms`` (bm25), best first;
        with ``topic``, only files named for that topic tag (``<day>_<slug>_NNN.json``:
        a tag whose slug begins like it passes too, so the caller checks the records).

        ``bm25()`` walks every summary holding a query term to weigh it, so only terms in
        at most ``cap`` summaries are ranked; a question of common words only gets the
        newest summaries that hold any of them.
        """
        if not terms or limit <= 0:
            return []
        params: dict[str, object] = {"limit": limit}
        named = ""
        if topic is not None:
            named = " and f.file glob :named"
            params["named"] = f"*_{topic_slug(topic)}_*.json"
        rare = []
        for term in terms:
            found = self._db.execute(
                "select count(*) from (select rowid from sfts where sfts match ? limit ?)",
                (quote(term), cap + 1),
            ).fetchone()[0]
            if 0 < found <= cap:
                rare.append(term)
        order = "bm25(sfts)" if rare else "sfts.rowid desc"
        query = " OR ".join(quote(t) for t in (rare or terms))
        rows = self._db.execute(
            "select f.file from sfts join sfiles f on f.rowid = sfts.rowid "
            f"where sfts match :query{named} order by {order} limit :limit",
            {**params, "query": query},
        ).fetchall()
        return [f for (f,) in rows]


def _identity(path: Path) -> tuple[int, int]:
    """Which file is at ``path`` (device, inode): a rebuilt index is a new file."""
    info = os.stat(path)
    return info.st_dev, info.st_ino


@cache
def terms_stamp() -> str:
    """A digest of what ``index_terms`` makes of a probe text: another tokenizer or
    stemmer (another PyStemmer release) gives another."""
    terms = "\0".join(index_terms(_STAMP_PROBE)).encode()
    return hashlib.blake2b(terms, digest_size=8).hexdigest()


def _version(db: sqlite3.Connection) -> tuple[object, object]:
    """The index's format and terms stamp, creating the schema in a new (empty) file."""
    try:
        row = db.execute("select value from meta where key='version'").fetchone()
    except sqlite3.OperationalError:  # no such table: a new file
        row = None
    if row is None:
        db.executescript(_SCHEMA)
        db.execute("insert or ignore into meta values ('version', ?)", (INDEX_VERSION,))
        db.execute("insert or ignore into meta values ('terms', ?)", (terms_stamp(),))
        row = db.execute("select value from meta where key='version'").fetchone()
    stamp = db.execute("select value from meta where key='terms'").fetchone()
    return row[0], None if stamp is None else stamp[0]


# SQLite's primary result codes of a file that is not a sound database
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26
_SQLITE_FULL, _SQLITE_IOERR, _SQLITE_CANTOPEN = 13, 10, 14


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    """Whether ``exc`` says the index file itself is damaged (rebuild it), not that the
    disk is full or failing, or the folder unwritable (keep it and say so)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if not isinstance(code, int):
        return "full" not in str(exc) and "I/O" not in str(exc)
    return (code & 0xFF) not in (_SQLITE_FULL, _SQLITE_IOERR, _SQLITE_CANTOPEN)
