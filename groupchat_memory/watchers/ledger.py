"""The watcher's durable delivery ledger: one TinyDB document per file content.

A document is keyed by the SHA-256 of the file's bytes (so the same content under a
new name is not delivered again, and a changed file is) and holds, per channel, the
state, attempts, delivered time, last error and the time of the next retry.

The watcher keeps every entry in memory and is the only writer. ``commit`` is a group
commit: whoever takes the lock writes every change made so far, so under load many
deliveries share one write. The TinyDB sits on ``store.journal.JournaledStorage``: a
commit appends just the changed entries to ``watcher.json.journal`` (one fsync), so its
cost does not grow with the ledger's history; the snapshot is rewritten atomically
when the journal outgrows it and on close.

A second table holds one document of ``LedgerNotes``: the files refused (symlinks, FIFOs,
oversized...) and the times the ledger was found corrupt and rebuilt, so that
``watch --status`` shows them. An empty ledger file counts as corrupt: the ledger is
never written empty, so one means a lost write, not a fresh start.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, MutableMapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import anyio
import msgspec
from tinydb.table import Document

from groupchat_memory.store.journal import journal_of, open_journaled_db, peek_tables
from groupchat_memory.store.perms import ensure_dir

logger = logging.getLogger(__name__)

TABLE = "deliveries"
NOTES_TABLE = "notes"
_NOTES_ID = 1
# Refused files kept for `watch --status`: a folder flooded with symlinks must not grow
# the notes (rewritten whole on each change) without bound; the rest is logged once a run.
MAX_SKIPPED = 1000

DeliveryState = Literal["pending", "sending", "delivered", "failed", "dropped"]
DONE: tuple[DeliveryState, ...] = ("delivered", "failed", "dropped")
"""States no attempt follows (``--retry-failed`` takes failed ones up again)."""


def utc_now() -> str:
    """ISO 8601 time with offset, for the ledger and the inbox."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class ChannelState(msgspec.Struct, kw_only=True, omit_defaults=True):
    """Delivery of one file to one channel.

    ``sending`` is written before a channel is called: found at start, it means the
    watcher died mid-delivery and the outcome is unknown (``in_doubt_resends`` counts
    how often that led to a resend). ``dropped``: never sent, on purpose (``note`` says
    why): the file changed before its turn, or it withdraws a report the channel never got.
    """

    state: DeliveryState = "pending"
    attempts: int = 0
    delivered_at: str | None = None
    last_attempt_at: str | None = None
    last_error: str | None = None
    next_attempt_at: float | None = None  # epoch seconds; survives restarts
    in_doubt_resends: int = 0
    note: str | None = None
    # dropped (the file changed) while in doubt: the channel may have it all the same, so
    # a withdrawal of it goes there (a restart forgets which sends were in doubt)
    in_doubt: bool = False


class LedgerEntry(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One file content and its delivery to every channel."""

    hash: str
    path: str
    first_seen: str
    title: str = ""
    chat: str = ""
    period: str = ""
    channels: dict[str, ChannelState] = {}


class SkippedFile(msgspec.Struct, kw_only=True):
    """A file in a watched folder that is not delivered, and why (logged once)."""

    reason: str
    since: str


class Recovery(msgspec.Struct, kw_only=True):
    """A corrupt ledger moved aside and rebuilt from the inbox."""

    at: str
    moved_to: str
    rebuilt: int  # entries taken as delivered because the inbox lists their content


class LedgerNotes(msgspec.Struct, kw_only=True, omit_defaults=True):
    """What ``watch --status`` shows besides the deliveries (keys: ``display_name``s)."""

    skipped: dict[str, SkippedFile] = {}
    recoveries: list[Recovery] = []


class Ledger:
    """In-memory entries backed by ``<data root>/groupchat/watcher.json``."""

    def __init__(self, path: Path) -> None:
        """Open and load the ledger (blocking: call before the loop gets busy)."""
        self.path = path
        ensure_dir(path.parent)
        self._db = open_journaled_db(path, empty_is_corrupt=True)
        self._storage = journal_of(self._db)
        self._table = self._db.table(TABLE)
        self._notes_table = self._db.table(NOTES_TABLE)
        self.notes = _notes_of(self._notes_table.get(doc_id=_NOTES_ID), path)
        self.entries: dict[str, LedgerEntry] = {}
        self._doc_ids: dict[str, int] = {}
        for doc in self._table.all():
            try:
                entry = msgspec.convert(dict(doc), type=LedgerEntry)
            except msgspec.ValidationError as exc:
                logger.error("ledger %s: skipping unreadable entry %s: %s", path, doc.doc_id, exc)
                continue
            self.entries[entry.hash] = entry
            self._doc_ids[entry.hash] = doc.doc_id
        self.recovered_from_corruption = self._storage.recovered_from_corruption
        self.corrupt_path = self._storage.corrupt_path
        self._dirty: set[str] = set()
        self._notes_dirty = False
        self._unnoted: set[str] = set()  # refused beyond MAX_SKIPPED: logged, not stored
        self._version = 0
        self._written = 0
        self._lock = anyio.Lock()

    def get(self, digest: str) -> LedgerEntry | None:
        """The entry for a content hash, if any."""
        return self.entries.get(digest)

    def put(self, entry: LedgerEntry) -> None:
        """Add or replace an entry in memory; ``commit`` makes it durable."""
        self.entries[entry.hash] = entry
        self.mark(entry.hash)

    def mark(self, digest: str) -> None:
        """Note that an entry changed in memory."""
        self._dirty.add(digest)
        self._version += 1

    def skip(self, name: str, reason: str) -> bool:
        """Note a refused file; True when that is news (new, or a new reason) to log."""
        known = self.notes.skipped.get(name)
        if known is not None and known.reason == reason:
            return False
        if known is None and len(self.notes.skipped) >= MAX_SKIPPED:
            if name in self._unnoted:
                return False
            self._unnoted.add(name)
            return True
        self.notes.skipped[name] = SkippedFile(reason=reason, since=utc_now())
        self.mark_notes()
        return True

    def unskip(self, name: str) -> bool:
        """Forget a refused file (gone, or fine now); True if it was noted."""
        self._unnoted.discard(name)
        if self.notes.skipped.pop(name, None) is None:
            return False
        self.mark_notes()
        return True

    def mark_notes(self) -> None:
        """Note that ``notes`` changed in memory."""
        self._notes_dirty = True
        self._version += 1

    def states(self) -> Iterator[tuple[LedgerEntry, str, ChannelState]]:
        """Every (entry, channel, state) triple."""
        for entry in self.entries.values():
            for channel, state in entry.channels.items():
                yield entry, channel, state

    async def commit(self) -> None:
        """Make every change made so far durable (shares the write with concurrent callers)."""
        wanted = self._version
        async with self._lock:
            if self._written >= wanted:
                return
            target = self._version
            batch = {digest: msgspec.to_builtins(self.entries[digest]) for digest in self._dirty}
            notes = msgspec.to_builtins(self.notes) if self._notes_dirty else None
            self._dirty = set()
            self._notes_dirty = False
            try:
                await anyio.to_thread.run_sync(self._write, batch, notes)
            except BaseException:
                # not written (or not known to be): keep them dirty for the next commit
                self._dirty |= set(batch)
                self._notes_dirty = self._notes_dirty or notes is not None
                raise
            self._written = target

    async def commit_and_fold(self) -> None:
        """``commit``, then fold the journal into the snapshot, so no line of the journal
        keeps a value just replaced (a withdrawn report's title)."""
        await self.commit()
        async with self._lock:
            await anyio.to_thread.run_sync(self._storage.checkpoint)

    def _write(self, batch: dict[str, dict[str, Any]], notes: dict[str, Any] | None) -> None:
        """Replace changed documents and insert new ones: one journal write."""
        with self._storage.batch():
            self._apply(batch)
            if notes is not None:
                self._write_notes(notes)

    def _write_notes(self, notes: dict[str, Any]) -> None:
        """Replace the notes document whole (an update would keep keys no longer there)."""

        def replace(doc: MutableMapping[str, Any]) -> None:
            doc.clear()
            doc.update(notes)

        if not self._notes_table.update(replace, doc_ids=[_NOTES_ID]):
            self._notes_table.insert(Document(notes, doc_id=_NOTES_ID))

    def _apply(self, batch: dict[str, dict[str, Any]]) -> None:
        """Update the documents already stored, insert the new ones."""
        existing = {self._doc_ids[d]: doc for d, doc in batch.items() if d in self._doc_ids}
        new = [(d, doc) for d, doc in batch.items() if d not in self._doc_ids]
        if existing:

            def replace(doc: MutableMapping[str, Any]) -> None:
                fresh = batch[doc["hash"]]
                doc.clear()
                doc.update(fresh)

            updated = set(self._table.update(replace, doc_ids=list(existing)))
            missing = [Document(doc, doc_id=i) for i, doc in existing.items() if i not in updated]
            if missing:
                # the file was reset under us (moved aside as corrupt): write them back
                self._table.insert_multiple(missing)
        if new:
            ids = self._table.insert_multiple([doc for _, doc in new])
            for (digest, _), doc_id in zip(new, ids, strict=True):
                self._doc_ids[digest] = doc_id

    def close(self) -> None:
        """Fold the journal into the snapshot (every commit is already on disk)."""
        self._db.close()


def _notes_of(doc: Any, path: Path) -> LedgerNotes:
    if doc is None:
        return LedgerNotes()
    try:
        return msgspec.convert(dict(doc), type=LedgerNotes)
    except msgspec.ValidationError as exc:
        logger.error("ledger %s: starting its notes afresh, unreadable: %s", path, exc)
        return LedgerNotes()


def read_ledger(path: Path) -> tuple[list[LedgerEntry], LedgerNotes]:
    """Entries and notes of a ledger file for ``watch --status`` (the watcher may run)."""
    tables = peek_tables(path)
    entries: list[LedgerEntry] = []
    for doc in tables.get(TABLE, {}).values():
        try:
            entries.append(msgspec.convert(doc, type=LedgerEntry))
        except msgspec.ValidationError:
            continue  # reported by the watcher itself when it loads
    try:
        notes = msgspec.convert(
            tables.get(NOTES_TABLE, {}).get(str(_NOTES_ID), {}), type=LedgerNotes
        )
    except msgspec.ValidationError:
        notes = LedgerNotes()
    return entries, notes
