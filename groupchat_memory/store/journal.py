"""A write-ahead journal beside a ``SafeJSONStorage`` snapshot, for a TinyDB written often.

``SafeJSONStorage`` rewrites the whole file on every write: fine for a chat's small
state, but a ledger that grows with every delivered file pays for its whole history on
each commit. ``JournaledStorage`` appends only the documents that changed and folds
them into the snapshot now and then; it stays crash-safe (a SIGKILL at any point
loads the last acknowledged state) and a clean ``close`` leaves a plain snapshot.
"""

from __future__ import annotations

import logging
import os
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
from tinydb import TinyDB

from groupchat_memory.store.docstore import FORMAT_VERSION, SafeJSONStorage
from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.files import fsync_dir, write_atomic
from groupchat_memory.store.perms import open_private

logger = logging.getLogger(__name__)

_READ_TRIES = 5

Encoded = dict[str, dict[str, bytes]]  # table -> doc id -> the document's JSON


class JournaledStorage(SafeJSONStorage):
    """``SafeJSONStorage`` plus a write-ahead journal, for a db written often by one owner.

    A write appends only the documents that changed (one checksummed JSON line,
    fsync) to ``<name>.journal``, so its cost follows the change, not the file size.
    The snapshot is rewritten atomically (a checkpoint) when the journal outgrows it,
    at the first write after a crash, and on ``close``. The snapshot carries a
    ``generation``; journal lines of another generation are already in it (a crash
    between checkpoint and truncation) and are skipped. A torn last line is a write
    that never returned; a bad line before the end is corruption: the journal is moved
    aside and ``recovered_from_corruption`` is set, as for a corrupt snapshot.

    The tables stay in memory (TinyDB's caching semantics): one process owns and writes
    the file; another may open it to read (that writes nothing) or use ``peek_tables``.
    ``batch()`` makes several TinyDB operations one write.
    """

    def __init__(self, path: str | Path, checkpoint_bytes: int = 256 * 1024, **kwargs: Any) -> None:
        super().__init__(path, **kwargs)
        self.journal_path = journal_path_of(self.path)
        self.checkpoint_bytes = checkpoint_bytes
        self._tables: dict[str, Any] | None = None
        self._encoded: Encoded = {}
        self._generation = 0
        self._fd: int | None = None
        self._journal_size = 0
        self._snapshot_size = 0
        self._deferred = 0
        self._pending = False
        self._must_checkpoint = False
        self._wrote = False

    def read(self) -> dict[str, Any] | None:
        """The live tables (loaded, and the journal replayed, on first use)."""
        if self._tables is None:
            self._open()
        return self._tables

    def _open(self) -> None:
        """Load snapshot and journal. Writes nothing (unless corrupt): a reader may open
        the file beside its owner; the owner folds the journal in at its first write."""
        tries = 0
        while True:  # read again when the owner checkpointed between the two reads
            tries += 1
            before = _identity(self.path)
            tables, self._generation = self._load_snapshot()
            try:
                raw = self.journal_path.read_bytes()
            except FileNotFoundError:
                raw = b""
            except OSError as exc:
                raise StorageError(
                    f"cannot read {self.journal_path}: {exc.strerror or exc}"
                ) from exc
            if _identity(self.path) == before or tries == _READ_TRIES:
                break
        self._encoded = _encode_tables(tables or {}, self.path)
        self._snapshot_size = self._file_size(self.path)
        if raw:
            if self.recovered_from_corruption:
                logger.error("%s: ignoring its journal, the snapshot was corrupt", self.path)
            else:
                bad = _replay(raw, self._generation, self._encoded)
                if bad is not None:
                    self._move_journal_aside(bad)
            self._must_checkpoint = True
        self._tables = _decode_tables(self._encoded)

    def write(self, data: dict[str, Any]) -> None:
        """Make ``data`` durable: append what changed (or defer it inside ``batch``)."""
        if self._tables is None:
            self._open()
        self._tables = data
        if self._deferred:
            self._pending = True
            return
        self._persist()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several TinyDB operations, one journal line; nothing is written if one fails."""
        self._deferred += 1
        try:
            yield
        except BaseException:
            self._deferred -= 1
            if not self._deferred and self._pending:
                self._pending = False
                self._tables = _decode_tables(self._encoded)  # drop the half-done batch
            raise
        self._deferred -= 1
        if not self._deferred and self._pending:
            self._pending = False
            self._persist()

    def _persist(self) -> None:
        tables = self._tables or {}
        try:
            changed, removed = _delta(tables, self._encoded, self.path)
            if not changed and not removed:
                return
            self._wrote = True
            if self._must_checkpoint or self._journal_size > max(
                self.checkpoint_bytes, self._snapshot_size
            ):
                merged = {name: dict(docs) for name, docs in self._encoded.items()}
                _apply(merged, changed, removed)
                self._checkpoint(merged)
            else:
                self._append(changed, removed)
                _apply(self._encoded, changed, removed)
        except BaseException:
            # memory must not run ahead of the disk: back to what is durable
            self._tables = _decode_tables(self._encoded)
            raise

    def _append(self, changed: Encoded, removed: dict[str, list[str] | None]) -> None:
        body = msgspec.json.encode(
            {
                "g": self._generation,
                "set": {
                    t: {i: msgspec.Raw(d) for i, d in docs.items()} for t, docs in changed.items()
                },
                "del": removed,
            }
        )
        line = b"%08x %s\n" % (zlib.crc32(body), body)
        try:
            if self._fd is None:
                self._fd = open_private(self.journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
                self._journal_size = os.fstat(self._fd).st_size
                fsync_dir(self.path.parent)
            _write_all(self._fd, line)
            os.fsync(self._fd)
        except OSError as exc:
            # a partial line would hide every later one: rewrite the snapshot next time
            self._must_checkpoint = True
            raise StorageError(
                f"cannot append to {self.journal_path}: {exc.strerror or exc}"
            ) from exc
        self._journal_size += len(line)

    def checkpoint(self) -> None:
        """Fold the journal into a new snapshot now: a value replaced to be forgotten must
        leave the journal's older lines too, not only at the next size-driven checkpoint."""
        self._checkpoint()

    def _checkpoint(self, encoded: Encoded | None = None) -> None:
        """Write the whole state as a new snapshot generation, then empty the journal."""
        if encoded is None:
            encoded = self._encoded
        generation = self._generation + 1
        payload = msgspec.json.encode(
            {
                "version": FORMAT_VERSION,
                "generation": generation,
                "tables": {
                    t: {i: msgspec.Raw(d) for i, d in docs.items()} for t, docs in encoded.items()
                },
            }
        )
        write_atomic(self.path, payload)
        self._encoded = encoded
        self._generation = generation
        self._snapshot_size = len(payload)
        self._must_checkpoint = False
        try:
            if self._fd is not None:
                os.ftruncate(self._fd, 0)
                os.fsync(self._fd)
            elif self.journal_path.exists():
                self.journal_path.unlink()
                fsync_dir(self.path.parent)
        except OSError as exc:
            # its lines are of the old generation now, so a reader skips them anyway
            logger.warning("could not empty %s: %s", self.journal_path, exc)
        self._journal_size = 0

    def _move_journal_aside(self, why: str) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = self.journal_path.with_name(f"{self.journal_path.name}.corrupt-{stamp}")
        os.replace(self.journal_path, target)
        fsync_dir(self.path.parent)
        self.recovered_from_corruption = True
        self.corrupt_path = target
        logger.error(
            "%s is corrupt (%s); moved it to %s, keeping the changes before it: the "
            "owner must treat later state as unknown",
            self.journal_path,
            why,
            target,
        )

    @staticmethod
    def _file_size(path: Path) -> int:
        try:
            return path.stat().st_size
        except FileNotFoundError:
            return 0

    def close(self) -> None:
        """Fold the journal into the snapshot and remove it (a clean stop leaves one file).

        Only a storage that wrote does this: one that only read leaves the files alone.
        """
        if self._wrote and (self._journal_size or self._must_checkpoint):
            self._checkpoint()
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
            if not self._journal_size:
                self.journal_path.unlink(missing_ok=True)
                fsync_dir(self.path.parent)


def journal_path_of(path: Path) -> Path:
    """Where the journal of a snapshot lives: ``<name>.journal`` next to it."""
    return path.with_name(f"{path.name}.journal")


def _encode_tables(tables: dict[str, Any], path: Path) -> Encoded:
    try:
        return {
            name: {str(i): msgspec.json.encode(doc) for i, doc in docs.items()}
            for name, docs in tables.items()
        }
    except (TypeError, msgspec.EncodeError) as exc:
        raise StorageError(f"cannot encode state for {path}: {exc}") from exc


def _decode_tables(encoded: Encoded) -> dict[str, Any]:
    return {
        name: {i: msgspec.json.decode(d) for i, d in docs.items()} for name, docs in encoded.items()
    }


def _delta(
    tables: dict[str, Any], encoded: Encoded, path: Path
) -> tuple[Encoded, dict[str, list[str] | None]]:
    """Documents new or changed since ``encoded``, and ids removed (None: whole table)."""
    changed: Encoded = {}
    removed: dict[str, list[str] | None] = {}
    try:
        for name, docs in tables.items():
            old = encoded.get(name)
            fresh = {}
            for doc_id, doc in docs.items():
                data = msgspec.json.encode(doc)
                if old is None or old.get(str(doc_id)) != data:
                    fresh[str(doc_id)] = data
            if fresh or old is None:
                changed[name] = fresh
            if old is not None:
                gone = [i for i in old if i not in docs]
                if gone:
                    removed[name] = gone
    except (TypeError, msgspec.EncodeError) as exc:
        raise StorageError(f"cannot encode state for {path}: {exc}") from exc
    for name in encoded:
        if name not in tables:
            removed[name] = None
    return changed, removed


def _apply(encoded: Encoded, changed: Encoded, removed: dict[str, list[str] | None]) -> None:
    """Apply one change set to ``encoded`` in place."""
    for name, ids in removed.items():
        if ids is None:
            encoded.pop(name, None)
        else:
            for doc_id in ids:
                encoded.get(name, {}).pop(doc_id, None)
    for name, docs in changed.items():
        encoded.setdefault(name, {}).update(docs)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class _Line(msgspec.Struct):
    """One journal line: the documents set and the ids removed (None: the whole table)."""

    g: int
    set: dict[str, dict[str, msgspec.Raw]]
    removed: dict[str, list[str] | None] = msgspec.field(name="del", default_factory=dict)


def _replay(raw: bytes, generation: int, encoded: Encoded) -> str | None:
    """Apply the journal's lines of ``generation`` to ``encoded`` in place.

    Returns why it stopped early (a bad line before the end), or None. A last line
    without its newline is a write cut short: never acknowledged, so dropped.
    """
    lines = raw.split(b"\n")
    for number, line in enumerate(lines[:-1], start=1):
        crc, _, body = line.partition(b" ")
        try:
            if int(crc, 16) != zlib.crc32(body):
                return f"line {number}: checksum mismatch"
            record = msgspec.json.decode(body, type=_Line)
        except (ValueError, msgspec.DecodeError) as exc:
            return f"line {number}: {exc}"
        if record.g != generation:
            continue  # already folded into the snapshot by a checkpoint
        changed = {t: {i: bytes(d) for i, d in docs.items()} for t, docs in record.set.items()}
        _apply(encoded, changed, record.removed)
    return None


def peek_tables(path: Path) -> dict[str, Any]:
    """The tables of a (journaled) db for a reader beside its owner: writes nothing.

    Retries when a checkpoint ran between reading the snapshot and the journal, so the
    answer is a state the owner really had. A corrupt file reads as empty (the owner
    moves it aside and rebuilds).
    """
    tries = 0
    while True:
        tries += 1
        before = _identity(path)
        try:
            doc = msgspec.json.decode(path.read_bytes())
        except FileNotFoundError:
            doc = {}
        except (OSError, msgspec.DecodeError):
            return {}
        tables = doc.get("tables", doc) if isinstance(doc, dict) else None
        if not isinstance(tables, dict) or not all(isinstance(t, dict) for t in tables.values()):
            return {}
        generation = doc.get("generation", 0)
        try:
            raw = journal_path_of(path).read_bytes()
        except FileNotFoundError:
            raw = b""
        encoded = _encode_tables(tables, path)
        _replay(raw, generation, encoded)
        if _identity(path) == before or tries == _READ_TRIES:
            break
    return _decode_tables(encoded)


def _identity(path: Path) -> tuple[int, int] | None:
    """Which snapshot file is there: a checkpoint replaces it (new inode)."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return st.st_ino, st.st_mtime_ns


def open_journaled_db(
    path: Path, *, checkpoint_bytes: int = 256 * 1024, empty_is_corrupt: bool = False
) -> TinyDB:
    """Open a TinyDB on ``JournaledStorage`` (one owner; ``close`` it to checkpoint)."""
    return TinyDB(
        str(path),
        storage=JournaledStorage,
        checkpoint_bytes=checkpoint_bytes,
        empty_is_corrupt=empty_is_corrupt,
    )


def journal_of(db: TinyDB) -> JournaledStorage:
    """The typed storage of a db made by ``open_journaled_db``."""
    storage = db.storage
    if not isinstance(storage, JournaledStorage):
        raise StorageError("this TinyDB was not opened with store.journal.open_journaled_db")
    return storage
