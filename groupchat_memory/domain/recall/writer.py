"""Writing a chat's recall index: new log lines, edits (latest wins), archived days, summaries.

``RecallIndex.catch_up`` opens the transaction and hands each day file's new bytes to
an ``IndexWriter``; the schema and the reading side are in ``recall_index``.
"""

from __future__ import annotations

import os
import sqlite3
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Protocol

import msgspec

from groupchat_memory.domain.recall.rows import SHIFT, record_decoder, row_id
from groupchat_memory.domain.recall.vocab import part_rows, vocab_rows
from groupchat_memory.domain.summaries.files import read_summary_file
from groupchat_memory.domain.text.terms import index_terms
from groupchat_memory.store.records import UNSEARCHED_KINDS, MessageRecord


class IndexedRows(Protocol):
    """What the writer reads back of the index it writes (``RecallIndex``)."""

    def read(self, rowid: int) -> MessageRecord | None:
        """The record at a row id, or None when its day was archived or the line is damaged."""
        ...

    def latest_edit(self, rowid: int) -> int | None:
        """The row id of the newest edit applied to the message at ``rowid``, if any."""
        ...


def terms_of(text: str) -> str:
    """The space-separated distinct terms a text is indexed under."""
    return " ".join(dict.fromkeys(index_terms(text)))


def _length(terms: str) -> int:
    """A document's length for BM25: its distinct terms."""
    return terms.count(" ") + 1 if terms else 0


class IndexWriter:
    """Index records into an open transaction; ``floor``: the oldest row id still in the log.

    BM25's statistics are kept per day (``days.docs``, ``days.terms``) and counted on the
    day a turn's row id names, so removing a day's rows removes exactly its counts;
    ``finish`` writes what this transaction changed.
    """

    def __init__(self, index: IndexedRows, db: sqlite3.Connection, floor: int) -> None:
        self.index = index
        self.db = db
        self.floor = floor
        # day ordinal -> [documents, terms] gained (or lost) in this transaction
        self.counts: dict[int, list[int]] = {}

    def count(self, rowid: int, old: int, new: int) -> None:
        """A turn's length went from ``old`` to ``new`` distinct terms (0: no document)."""
        tally = self.counts.setdefault(rowid >> SHIFT, [0, 0])
        tally[0] += (new > 0) - (old > 0)
        tally[1] += new - old

    def finish(self) -> None:
        """Add the counted documents and terms to their days."""
        self.db.executemany(
            "insert into days(day, size, docs, terms) values (?, 0, ?, ?) on conflict(day)"
            " do update set docs = docs + excluded.docs, terms = terms + excluded.terms",
            [
                (date.fromordinal(ordinal).isoformat(), docs, terms)
                for ordinal, (docs, terms) in sorted(self.counts.items())
            ],
        )
        self.counts.clear()

    def index_day(self, day: str, path: str, start: int, inode: int) -> int:
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
        ids: list[tuple[int, int]] = []
        turns: list[tuple[int, int]] = []
        replies: list[tuple[int, int]] = []  # (the reply's row id, the message id it answers)
        speakers: Counter[str] = Counter()
        docs = 0
        pos = 0
        while pos < end:
            nl = data.index(b"\n", pos)
            line = data[pos:nl]
            if line.strip():
                try:
                    record = record_decoder.decode(line)
                except msgspec.DecodeError:
                    record = None  # torn or old-format line: the log's readers skip it too
                rowid = base | (start + pos)
                if record is None:
                    pass
                elif record.kind == "edit":
                    # the original may be in this very batch: write the batch first
                    docs += self.flush(rows, ids, turns, replies)
                    rows, ids, turns, replies = [], [], [], []
                    docs += self.apply_edit(rowid, record)
                else:
                    if record.message_id is not None:
                        ids.append((record.message_id, rowid))
                    if record.kind not in UNSEARCHED_KINDS:
                        speakers[record.sender] += 1
                        terms = terms_of(record.text)
                        turns.append((rowid, _length(terms)))
                        if record.reply_to is not None:
                            replies.append((rowid, record.reply_to))
                        if terms:
                            rows.append((rowid, terms))
            pos = nl + 1
        docs += self.flush(rows, ids, turns, replies)
        counts = sorted(speakers.items())
        self.db.executemany(
            "insert into said(day, name, n) values (?, ?, ?)"
            " on conflict(day, name) do update set n = n + excluded.n",
            [(day, name, n) for name, n in counts],
        )
        self.db.executemany(
            "insert into speakers(name, said) values (?, ?)"
            " on conflict(name) do update set said = said + excluded.said",
            counts,
        )
        self.db.execute(
            "insert into days(day, size, inode) values (?, ?, ?) on conflict(day) do update"
            " set size = excluded.size, inode = excluded.inode",
            (day, start + end, inode),
        )
        return docs

    def rehome(self) -> None:
        """After the archive removed days: an edited message whose original went with them
        becomes its first remaining edit, with its latest text (as ``latest_wins`` reads
        the remaining log); the message_id map forgets the removed records."""
        stale = self.db.execute("select distinct first from edits where first < ?", (self.floor,))
        for (first,) in stale.fetchall():
            kept = [
                e
                for (e,) in self.db.execute(
                    "select edit from edits where first=? and edit>=? order by edit",
                    (first, self.floor),
                )
            ]
            self.db.execute("delete from edits where first=?", (first,))
            head = self.index.read(kept[0]) if kept else None
            latest = self.index.read(kept[-1]) if kept else None
            if head is None or latest is None:
                continue
            self.add(kept[0], terms_of(latest.text), 0)
            self.db.executemany(
                "insert into edits(edit, first) values (?, ?)", [(e, kept[0]) for e in kept[1:]]
            )
            if head.message_id is not None:
                self.db.execute(
                    "insert or replace into msgs(id, first) values (?, ?)",
                    (head.message_id, kept[0]),
                )
        self.db.execute("delete from msgs where first < ?", (self.floor,))

    def flush(
        self,
        rows: list[tuple[int, str]],
        ids: list[tuple[int, int]],
        turns: list[tuple[int, int]],
        replies: list[tuple[int, int]],
    ) -> int:
        """Write a run of new messages: their terms, message ids, turns and reply links
        (all of one day)."""
        self.db.executemany("insert into fts(rowid, terms) values (?, ?)", rows)
        self.remember({term for _, terms in rows for term in terms.split()})
        # the first record of a message_id is the one its edits apply to (as latest_wins)
        self.db.executemany("insert or ignore into msgs(id, first) values (?, ?)", ids)
        # a reply under the row of the message it answers, while that one is indexed
        self.db.executemany(
            "insert or ignore into replies(parent, id) select first, ? from msgs where id = ?",
            replies,
        )
        self.link(turns)
        if turns:
            tally = self.counts.setdefault(turns[0][0] >> SHIFT, [0, 0])
            tally[0] += sum(1 for _, n in turns if n)
            tally[1] += sum(n for _, n in turns)
        return len(rows)

    def apply_edit(self, rowid: int, record: MessageRecord) -> int:
        """Move the edited message's terms to its new text, under the original's row id.

        An edit whose original is not in the retained log (lost, archived, or without a
        message_id) stands in for it as a message of its own, as ``latest_wins`` does.
        Returns how many new documents the index gained (0 or 1).
        """
        new = terms_of(record.text)
        first: int | None = None
        if record.message_id is not None:
            row = self.db.execute(
                "select first from msgs where id=?", (record.message_id,)
            ).fetchone()
            first = row[0] if row is not None and row[0] >= self.floor else None
        original = self.index.read(first) if first is not None else None
        if first is None or original is None or original.chat_id != record.chat_id:
            if record.message_id is not None:
                self.db.execute(
                    "insert or replace into msgs(id, first) values (?, ?)",
                    (record.message_id, rowid),
                )
            self.add(rowid, new, 0)
            return 1 if new else 0
        if original.kind not in UNSEARCHED_KINDS:  # an edited service line stays out
            self.retext(first, original, record.text)
        # recorded for service lines too: if the archive takes the line, the edit stands alone
        self.db.execute("insert or replace into edits(edit, first) values (?, ?)", (rowid, first))
        return 0

    def retext(self, first: int, original: MessageRecord, text: str) -> None:
        """Replace the terms under ``first`` (those of its current text) by ``text``'s."""
        latest = self.index.latest_edit(first)
        current = self.index.read(latest) if latest is not None else original
        old = terms_of(current.text) if current is not None else ""
        if old:
            self.db.execute(
                "insert into fts(fts, rowid, terms) values ('delete', ?, ?)", (first, old)
            )
        self.add(first, terms_of(text), _length(old))

    def remember(self, terms: set[str]) -> None:
        """Keep each term once in ``vocab`` with its sound key (``recall_vocab``): the
        loanword bridge finds spellings there by key. Terms stay after their messages go
        (edited, archived): the bridge then finds a spelling that matches nothing, which
        costs one empty lookup; a forgotten member's terms go with the whole index."""
        new = [term for term in terms if not self._known(term)]
        if not new:
            return
        self.db.executemany("insert into vocab(term, key) values (?, ?)", vocab_rows(new))
        # the syllable pairs inside each new term, so a word inside a compound is found
        self.db.executemany("insert or ignore into parts(pair, term) values (?, ?)", part_rows(new))

    def _known(self, term: str) -> bool:
        return self.db.execute("select 1 from vocab where term = ?", (term,)).fetchone() is not None

    def add(self, rowid: int, terms: str, old: int) -> None:
        """Index one message: its terms, and its place and length as a turn (``old``: the
        length it had as a turn before, 0 if none)."""
        if terms:
            self.db.execute("insert into fts(rowid, terms) values (?, ?)", (rowid, terms))
            self.remember(set(terms.split()))
        length = _length(terms)
        if self.db.execute("update turns set len=? where id=?", (length, rowid)).rowcount == 0:
            self.link([(rowid, length)])
        self.count(rowid, old, length)

    def link(self, turns: list[tuple[int, int]]) -> None:
        """Insert new turns (ascending row ids, no other turn between them) linked to the
        turns around them: ``prev`` and ``next`` hold the distance to the turn before and
        after, so ranking finds a hit's neighbours in the row it reads for its length."""
        if not turns:
            return
        first, last = turns[0][0], turns[-1][0]
        before = self.db.execute("select max(id) from turns where id < ?", (first,)).fetchone()[0]
        after = self.db.execute("select min(id) from turns where id > ?", (last,)).fetchone()[0]
        ids = [before, *(t for t, _ in turns), after]
        self.db.executemany(
            "insert into turns(id, len, prev, next) values (?, ?, ?, ?)",
            [(t, n, _gap(ids[i], t), _gap(t, ids[i + 2])) for i, (t, n) in enumerate(turns)],
        )
        if before is not None:
            self.db.execute("update turns set next=? where id=?", (first - before, before))
        if after is not None:
            self.db.execute("update turns set prev=? where id=?", (after - last, after))

    def drop_days(self, gone: set[str]) -> None:
        """Forget the days the archive removed (the oldest): their turns, counts, ids."""
        self.rehome()
        self.db.executemany("delete from days where day=?", [(d,) for d in sorted(gone)])
        for day in sorted(gone):
            self.db.executemany(
                "update speakers set said = said - ? where name = ?",
                [(n, name) for name, n in self.db.execute(
                    "select name, n from said where day=?", (day,)
                )],
            )  # fmt: skip
            self.db.execute("delete from said where day=?", (day,))
        self.db.execute("delete from turns where id < ?", (self.floor,))
        self.db.execute("delete from replies where parent < ? or id < ?", (self.floor,) * 2)
        self.db.execute("update turns set prev=null where id=(select min(id) from turns)")


def _gap(low: int | None, high: int | None) -> int | None:
    return None if low is None or high is None else high - low


def stale_days(
    done: dict[str, tuple[int, int]], files: list[tuple[str, str, int, int]]
) -> list[str]:
    """Indexed days (``done``: day -> size read, inode) whose file shrank, was replaced
    (another inode) or went missing while a newer day stayed (the archive only removes
    the oldest): their row ids moved."""
    stale = [
        day
        for day, _, size, inode in files
        if day in done and (size < done[day][0] or done[day][1] not in (0, inode))
    ]
    oldest = files[0][0] if files else None
    present = {d for d, _, _, _ in files}
    stale += [d for d in done if d not in present and oldest is not None and d > oldest]
    return sorted(stale)


def catch_up_summaries(db: sqlite3.Connection, directory: Path, seen: int | None) -> int | None:
    """Index the summary files that appeared since the folder last changed; return the
    folder's mtime now indexed (``seen``: the mtime the caller saw last, to skip a query)."""
    try:
        mtime = os.stat(directory).st_mtime_ns
    except FileNotFoundError:
        return None
    if mtime == seen:
        return mtime
    row = db.execute("select value from meta where key='summaries_mtime'").fetchone()
    if row is not None and row[0] == mtime:
        return mtime
    known = {f for (f,) in db.execute("select file from sfiles")}
    names = sorted(
        e.name for e in os.scandir(directory) if e.name.endswith(".json") and e.name[0] != "."
    )
    db.execute("begin immediate")
    try:
        for name in names:
            if name in known:
                continue
            record = read_summary_file(directory / name)
            if record is None:
                continue
            decided = [d.text for d in record.key_decisions]
            text = " ".join([record.summary, *record.key_topics, *decided])
            cur = db.execute("insert into sfiles(file) values (?)", (name,))
            terms = " ".join(dict.fromkeys(index_terms(text))) or "_"
            db.execute("insert into sfts(rowid, terms) values (?, ?)", (cur.lastrowid, terms))
        db.execute("insert or replace into meta values ('summaries_mtime', ?)", (mtime,))
        db.execute("commit")
    except BaseException:
        db.execute("rollback")
        raise
    return mtime
