"""The JSONL message log: one append-only file per day, the source of truth.

Layout: ``<log_dir>/YYYY-MM-DD.jsonl`` with the day cut in the log's time zone,
one compact UTF-8 JSON record a line. Writers group-commit: one ``write()`` per
day file touched on an ``O_APPEND`` descriptor under ``flock``, then one
``fsync``. Readers never raise on damaged data: a torn or corrupt line is
skipped, counted in ``skipped_lines`` and logged once per file.

Old formats are read too: a day file (``.json`` or ``.jsonl``) holding one JSON
array of records, and records that lack newer fields.
"""

from __future__ import annotations

import fcntl
import functools
import logging
import os
import re
import time
from collections.abc import Iterable, Iterator, Sequence
from datetime import date, datetime, tzinfo
from pathlib import Path

import msgspec

from groupchat_memory.store.exceptions import RecordError, StorageError
from groupchat_memory.store.files import fsync_dir
from groupchat_memory.store.log_reader import read_backwards, read_forward
from groupchat_memory.store.open_files import DAY_FILES, OpenFiles
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

_DAY_FILE = re.compile(r"^(\d{4}-\d{2}-\d{2})\.(jsonl|json)$")
# a directory listing is trusted from cache only if the directory's mtime was at
# least this old when listed: coarse filesystem timestamps cannot then hide a change
_MTIME_MARGIN_NS = 2_000_000_000

_encoder = msgspec.json.Encoder()


def parse_timestamp(timestamp: str, tz: tzinfo) -> datetime:
    """Parse an ISO 8601 timestamp; a naive one (old data) is taken to be in ``tz``."""
    try:
        moment = datetime.fromisoformat(timestamp)
    except (TypeError, ValueError) as exc:
        raise RecordError(
            f"timestamp {timestamp!r} is not ISO 8601 (expected e.g. 2026-03-15T09:30:00+09:00)"
        ) from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=tz)
    return moment


def latest_wins(records: Iterable[MessageRecord]) -> list[MessageRecord]:
    """Apply ``kind="edit"`` records to the message they edit and drop the edits.

    The edited message keeps its place and timestamp and takes the newest text.
    An edit whose original is not in ``records`` (outside a tail window, or lost)
    stands in for it as a plain message, so the latest text is never dropped.
    """
    out: list[MessageRecord] = []
    index: dict[tuple[int, int], int] = {}
    for record in records:
        key = (record.chat_id, record.message_id) if record.message_id is not None else None
        if record.kind == "edit":
            if key is not None and key in index:
                pos = index[key]
                out[pos] = msgspec.structs.replace(out[pos], text=record.text)
            else:
                if key is not None:
                    index[key] = len(out)
                out.append(msgspec.structs.replace(record, kind="message"))
            continue
        if key is not None and key not in index:
            index[key] = len(out)
        out.append(record)
    return out


class MessageLog:
    """Append-only JSONL, one file per day: ``<directory>/YYYY-MM-DD.jsonl`` (day in tz).

    Safe for several processes appending at once (``flock`` per write). Nothing
    is created until the first append, so read-only users leave no folders.
    """

    def __init__(self, directory: Path, tz: tzinfo, files: OpenFiles = DAY_FILES) -> None:
        self.directory = Path(directory)
        self.tz = tz
        self.skipped_lines = 0
        # write descriptors are borrowed from one LRU shared by every log of the process
        self._files = files
        self._warned: dict[Path, int] = {}
        self._listing: list[str] | None = None
        self._listing_mtime = 0

    # ----------------------------------------------------------------- writing

    def day_of(self, record: MessageRecord) -> date:
        """The day file a record belongs to: its timestamp's date in the log's tz."""
        return parse_timestamp(record.timestamp, self.tz).astimezone(self.tz).date()

    def path_for(self, day: date) -> Path:
        """The JSONL file of ``day``."""
        return self.directory / f"{day.isoformat()}.jsonl"

    def paths_of(self, day: date) -> list[Path]:
        """The day's file paths, whether they exist or not, in ``day_files`` order (an old
        ``.json`` first): looking up a few days needs no listing of every day."""
        return [self.directory / f"{day.isoformat()}{suffix}" for suffix in (".json", ".jsonl")]

    def append(self, records: Sequence[MessageRecord], *, retry: bool = False) -> None:
        """Write a batch durably: one ``write()`` and one ``fsync`` per day file touched.

        Raises ``RecordError`` (before writing anything) when a record's timestamp
        is not ISO 8601, and ``StorageError`` when the disk refuses the write. A
        failed write is truncated back to the file's size before it (best effort:
        the disk may refuse that too), so what a failed append leaves behind is at
        most a torn line, which readers skip. ``retry=True`` says the same records
        may have been partly written by an append that raised: records whose
        ``seq`` is among the day file's last lines are not written again, so a
        retry never duplicates.
        """
        if not records:
            return
        batches: dict[date, list[tuple[int, bytes]]] = {}
        for record in records:
            if not isinstance(record, MessageRecord):
                raise RecordError(f"append takes MessageRecord, got {type(record).__name__}")
            line = _encoder.encode(record)
            batches.setdefault(self.day_of(record), []).append((record.seq, line))
        for day, lines in batches.items():
            self._write_day(day, lines, retry=retry)

    def _write_day(self, day: date, lines: list[tuple[int, bytes]], *, retry: bool) -> None:
        path = self.path_for(day)
        opener = functools.partial(self._open_day, path)
        try:
            with self._files.use(path, opener) as day_file:
                fd = day_file.fd
                assert fd is not None
                fcntl.flock(fd, fcntl.LOCK_EX)
                try:
                    if os.fstat(fd).st_nlink == 0:
                        # the day was removed (archived) while its descriptor stayed open
                        fcntl.flock(fd, fcntl.LOCK_UN)
                        day_file.close()
                        fd = day_file.fd = opener()
                        fcntl.flock(fd, fcntl.LOCK_EX)
                    self._write_locked(fd, path, lines, retry=retry)
                except OSError:
                    day_file.close()  # the next write starts from a fresh descriptor
                    raise
                finally:
                    if day_file.fd is not None:
                        fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError as exc:
            raise StorageError(f"cannot append to {path}: {exc.strerror or exc}") from exc

    def _write_locked(
        self, fd: int, path: Path, lines: list[tuple[int, bytes]], *, retry: bool
    ) -> None:
        """One write and one fsync under the file's lock; a failure is truncated away."""
        if retry:
            written = {r.seq for r in self._read_backwards(path, len(lines)) if r.seq}
            lines = [(seq, line) for seq, line in lines if not seq or seq not in written]
            if not lines:
                return
        payload = b"\n".join([line for _, line in lines] + [b""])
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            # torn tail from a crash mid-write: start our batch on a fresh line
            payload = b"\n" + payload
        try:
            _write_all(fd, payload)
            os.fsync(fd)
        except OSError:
            _truncate_quietly(fd, size)
            raise

    def _open_day(self, path: Path) -> int:
        """Open a day file for appending, creating it (and the log folder) durably if new."""
        try:
            return os.open(path, os.O_RDWR | os.O_APPEND | os.O_CLOEXEC)
        except FileNotFoundError:
            pass
        if not self.directory.is_dir():
            ensure_dir(self.directory)
            fsync_dir(self.directory.parent)
        fd = open_private(path, os.O_RDWR | os.O_APPEND | os.O_CREAT)
        try:
            fsync_dir(self.directory)
        except OSError:
            os.close(fd)
            raise
        self._listing = None
        return fd

    def close(self) -> None:
        """Close this log's write descriptors (appending again reopens them)."""
        self._files.forget(self.directory)

    def __enter__(self) -> MessageLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def remove_day(self, day: date) -> None:
        """Delete a day's files (the archive does this only after its summaries are durable)."""
        for path in self.paths_of(day):
            self._files.forget(path)
            try:
                path.unlink()
            except FileNotFoundError:
                continue
        self._listing = None
        if self.directory.is_dir():
            fsync_dir(self.directory)

    # ----------------------------------------------------------------- reading

    def day_files(self) -> list[Path]:
        """Day files sorted oldest-first (an old ``.json`` before the ``.jsonl`` of its day)."""
        return [self.directory / name for name in self._day_names()]

    def _day_names(self) -> list[str]:
        """Sorted day file names, cached while the directory's mtime is unchanged.

        ``tail`` runs often in a long-lived actor; the cache keeps it from paying
        for a listing that grows with the number of days.
        """
        try:
            mtime = os.stat(self.directory).st_mtime_ns
        except FileNotFoundError:
            return []
        if self._listing is not None and mtime == self._listing_mtime:
            return self._listing
        found: list[tuple[str, int, str]] = []
        for name in os.listdir(self.directory):
            match = _DAY_FILE.match(name)
            if match:
                found.append((match.group(1), 0 if match.group(2) == "json" else 1, name))
        found.sort()
        names = [item[2] for item in found]
        if time.time_ns() - mtime > _MTIME_MARGIN_NS:
            self._listing, self._listing_mtime = names, mtime
        else:
            self._listing = None
        return names

    def tail(self, n: int) -> list[MessageRecord]:
        """The newest ``n`` records, oldest-first, reading day files backwards from the end."""
        if n <= 0:
            return []
        newest_first: list[MessageRecord] = []
        for name in reversed(self._day_names()):
            newest_first.extend(self._read_backwards(self.directory / name, n - len(newest_first)))
            if len(newest_first) >= n:
                break
        newest_first.reverse()
        return newest_first

    def _read_backwards(self, path: Path, want: int) -> list[MessageRecord]:
        """Up to ``want`` records from the end of one day file, newest first."""
        return read_backwards(path, want, functools.partial(self._count_skipped, path))

    def scan(
        self, since: datetime | None = None, until: datetime | None = None
    ) -> Iterator[MessageRecord]:
        """Stream records oldest-first with ``since <= timestamp < until`` (both optional).

        Whole day files outside the range are not opened. Within a day file,
        records come in append order.
        """
        first_day = since.astimezone(self.tz).date() if since is not None else None
        last_day = until.astimezone(self.tz).date() if until is not None else None
        for path in self.day_files():
            day = date.fromisoformat(path.name[:10])
            if first_day is not None and day < first_day:
                continue
            if last_day is not None and day > last_day:
                break
            for record in read_forward(path, functools.partial(self._count_skipped, path)):
                if since is None and until is None:
                    yield record
                    continue
                try:
                    moment = parse_timestamp(record.timestamp, self.tz)
                except RecordError:
                    self._count_skipped(path, 1)
                    continue
                if since is not None and moment < since:
                    continue
                if until is not None and moment >= until:
                    continue
                yield record

    def _count_skipped(self, path: Path, skipped: int) -> None:
        if not skipped:
            return
        self.skipped_lines += skipped
        if self._warned.get(path) != skipped:
            self._warned[path] = skipped
            logger.warning("skipped %d torn or corrupt line(s) in %s", skipped, path)


def _truncate_quietly(fd: int, size: int) -> None:
    """Undo a failed append (a partial write, or data whose fsync failed) if the disk lets us."""
    try:
        os.ftruncate(fd, size)
    except OSError as exc:
        # the disk refuses even this: the retry skips records already present instead
        logger.warning("cannot truncate a failed append back to %d bytes: %s", size, exc)


def _write_all(fd: int, payload: bytes) -> None:
    """One ``write()`` in practice; loops only if the kernel accepts part of it."""
    view = memoryview(payload)
    while view:
        written = os.write(fd, view)
        view = view[written:]
