"""TinyDB for small derived state, with a storage that survives crashes.

TinyDB's own ``JSONStorage`` rewrites its file in place, so a crash mid-write
leaves unparsable JSON. ``SafeJSONStorage`` encodes with msgspec and replaces the
file atomically (temp file, fsync, ``os.replace``, fsync of the folder). The
file carries a format version: ``{"version": 1, "tables": {...}}``.

A missing file is an empty database. A corrupt file is moved aside to
``<name>.corrupt-<timestamp>`` with a logged error and the storage flags
``recovered_from_corruption`` so its owner rebuilds the state from the log and
the summary files instead of silently starting over.

A db rewritten many times a second as it grows (the watcher's ledger) uses
``store.journal.JournaledStorage`` instead: the same snapshot plus a journal of deltas.
"""

from __future__ import annotations

import logging
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
from tinydb import TinyDB
from tinydb.storages import Storage

from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.files import fsync_dir, remove_stale_temps, write_atomic

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1


class SafeJSONStorage(Storage):
    """A TinyDB storage: msgspec JSON, atomic replace, versioned, corruption moved aside."""

    def __init__(self, path: str | Path, *, empty_is_corrupt: bool = False, **_kwargs: Any) -> None:
        # TinyDB forwards its own keyword arguments (e.g. access_mode): none apply here
        self.path = Path(path)
        # for a file that is never written empty (the watcher's ledger), an empty one is
        # a lost write, not a new database: it is moved aside and reported like garbage
        self.empty_is_corrupt = empty_is_corrupt
        self.recovered_from_corruption = False
        self.corrupt_path: Path | None = None
        remove_stale_temps(self.path)

    def read(self) -> dict[str, Any] | None:
        """The tables, or None (TinyDB's "empty") when the file is missing or was corrupt."""
        return self._load_snapshot()[0]

    def _load_snapshot(self) -> tuple[dict[str, Any] | None, int]:
        """The snapshot's tables (None: missing or corrupt) and its journal generation."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return None, 0
        except OSError as exc:
            raise StorageError(f"cannot read {self.path}: {exc.strerror or exc}") from exc
        if not data.strip():
            if self.empty_is_corrupt:
                self._move_aside(f"empty ({len(data)} bytes)")
            return None, 0
        try:
            doc = msgspec.json.decode(data)
        except msgspec.DecodeError as exc:
            self._move_aside(f"not valid JSON ({exc})")
            return None, 0
        tables = self._tables_of(doc)
        if tables is None:
            self._move_aside("not a TinyDB document")
            return None, 0
        generation = doc.get("generation", 0) if "tables" in doc else 0
        return tables, generation if isinstance(generation, int) else 0

    def _tables_of(self, doc: Any) -> dict[str, Any] | None:
        """Unwrap the versioned envelope; an unversioned TinyDB file (old data) is accepted."""
        if not isinstance(doc, dict):
            return None
        if "version" in doc and "tables" in doc:
            version = doc["version"]
            if not isinstance(version, int) or not isinstance(doc["tables"], dict):
                return None
            if version > FORMAT_VERSION:
                raise StorageError(
                    f"{self.path} has format version {version}, newer than this program's "
                    f"{FORMAT_VERSION}: upgrade groupchat-memory before using this data root"
                )
            doc = doc["tables"]
        tables: dict[str, Any] = doc
        if not all(isinstance(table, dict) for table in tables.values()):
            return None
        return tables

    def _move_aside(self, why: str) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        try:
            os.replace(self.path, target)
            fsync_dir(self.path.parent)
        except OSError as exc:
            raise StorageError(
                f"{self.path} is corrupt ({why}) and could not be moved aside: "
                f"{exc.strerror or exc}; move it away by hand and restart"
            ) from exc
        self.recovered_from_corruption = True
        self.corrupt_path = target
        logger.error(
            "%s is corrupt (%s); moved it to %s and starting empty: the owner rebuilds it "
            "from the message log and summary files",
            self.path,
            why,
            target,
        )

    def write(self, data: dict[str, Any]) -> None:
        """Replace the file with ``data`` atomically; durable on return."""
        try:
            payload = msgspec.json.encode({"version": FORMAT_VERSION, "tables": data})
        except (TypeError, msgspec.EncodeError) as exc:
            raise StorageError(f"cannot encode state for {self.path}: {exc}") from exc
        write_atomic(self.path, payload)

    def close(self) -> None:
        """Nothing to release: every write is complete when it returns."""


def open_db(path: Path) -> TinyDB:
    """Open a TinyDB on ``SafeJSONStorage``.

    Check ``db.storage.recovered_from_corruption`` after the first read (or call
    ``load_db`` which does it) to know whether the state must be rebuilt.
    """
    return TinyDB(str(path), storage=SafeJSONStorage)


def load_db(path: Path) -> tuple[TinyDB, bool]:
    """Open a TinyDB and read it once; return it and whether it was corrupt and reset."""
    db = open_db(path)
    db.tables()
    return db, storage_of(db).recovered_from_corruption


def storage_of(db: TinyDB) -> SafeJSONStorage:
    """The typed storage of a db made by ``open_db``."""
    storage = db.storage
    if not isinstance(storage, SafeJSONStorage):
        raise StorageError("this TinyDB was not opened with store.docstore.open_db")
    return storage
