"""Row ids of the recall index: a record's place in the log, and reading it back.

A row id is ``day.toordinal() << 32 | byte offset`` in that day's file, so ids sort by
time and a hit is read back with one ``pread``; the index stores no text (text and sender
names would about double the index's size against the log, past its goal;
``bench/bench_recall.py`` measures it).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from datetime import date
from pathlib import Path

import msgspec

from groupchat_memory.store.records import MessageRecord

SHIFT = 32
OFFSET_MASK = (1 << SHIFT) - 1
DAY_FILE = re.compile(r"^(\d{4}-\d{2}-\d{2})\.jsonl$")
# bytes read past a line's start: most lines are shorter (a longer one is read on)
_READ_AHEAD = 1024
# lines closer than this to the first of a run are read with it, in one pread
_SPAN = 8192
# day files a ``DayFiles`` keeps open at once (a reply context reads lines of some ninety
# days at a million messages; a service answers in several chats at a time)
HELD_FILES = 128

record_decoder = msgspec.json.Decoder(MessageRecord)


def row_id(day: date, offset: int) -> int:
    """The index id of the record at ``offset`` in ``day``'s file (sorts by time)."""
    return (day.toordinal() << SHIFT) | offset


def line_at(fd: int, offset: int) -> MessageRecord | None:
    """The record whose line starts at ``offset`` of an open day file (None if torn)."""
    data = b""
    while True:
        chunk = os.pread(fd, _READ_AHEAD, offset + len(data))
        data += chunk
        end = data.find(b"\n")
        if end >= 0 or not chunk:
            break
    return _decoded(data[: end if end >= 0 else len(data)])


def _decoded(line: bytes) -> MessageRecord | None:
    try:
        return record_decoder.decode(line)
    except msgspec.DecodeError:
        return None  # a torn line: skipped like the log's readers do


def read_at(log_dir: Path, rowid: int) -> MessageRecord | None:
    """The record at a row id, or None when its day file is gone or the line is torn."""
    return read_many(log_dir, [rowid]).get(rowid)


def by_day(rowids: Iterable[int]) -> dict[int, list[int]]:
    """Row ids grouped as ``read_many`` reads them: day ordinal -> its offsets, ascending
    and once each, the days in the order first named."""
    days: dict[int, list[int]] = {}
    for rowid in rowids:
        days.setdefault(rowid >> SHIFT, []).append(rowid & OFFSET_MASK)
    return {ordinal: sorted(set(offsets)) for ordinal, offsets in days.items()}


def read_many(
    log_dir: Path, rowids: Iterable[int], files: DayFiles | None = None
) -> dict[int, MessageRecord]:
    """The records at many row ids: one open per day file, and lines that lie close
    together (a hit and its neighbours) read with one ``pread``. ``files``: the day files
    kept open by a reader reading many times (not closed here)."""
    out: dict[int, MessageRecord] = {}
    for ordinal, offsets in by_day(rowids).items():
        if files is not None:
            if (fd := files.opened(ordinal)) is not None:
                _read_day(fd, ordinal << SHIFT, offsets, out)
            continue
        path = os.path.join(log_dir, f"{date.fromordinal(ordinal).isoformat()}.jsonl")
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            continue
        try:
            _read_day(fd, ordinal << SHIFT, offsets, out)
        finally:
            os.close(fd)
    return out


class DayFiles:
    """A log folder's day files, each opened once (through the folder's descriptor) and
    kept open, at most ``HELD_FILES`` of them, until ``close``.

    Why: a reply context's ranking reads its lines in some forty small batches (its hits,
    the turns after them, their neighbours), the same days again and again: at a million
    messages, opening each day file by its path for every batch was a tenth of the
    context's CPU (``docs/measurements.md``). The files are the ones the index just
    caught up with; a file replaced meanwhile is read as it was, as a read that opened it
    a moment earlier would have."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = log_dir
        self._folder: int | None = None
        self._fds: dict[int, int] = {}  # day ordinal -> descriptor, oldest opened first

    def opened(self, ordinal: int) -> int | None:
        """The open day file of a day ordinal (None when it is not there)."""
        fd = self._fds.get(ordinal)
        if fd is not None:
            return fd
        try:
            if self._folder is None:
                self._folder = os.open(self.log_dir, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
            name = f"{date.fromordinal(ordinal).isoformat()}.jsonl"
            fd = os.open(name, os.O_RDONLY | os.O_CLOEXEC, dir_fd=self._folder)
        except FileNotFoundError:
            return None
        if len(self._fds) >= HELD_FILES:  # a reader of many days holds few descriptors
            os.close(self._fds.pop(next(iter(self._fds))))
        self._fds[ordinal] = fd
        return fd

    def close(self) -> None:
        """Close every file kept open; the object can be used again (opening them anew)."""
        fds, self._fds = self._fds, {}
        folder, self._folder = self._folder, None
        for fd in (*fds.values(), *(() if folder is None else (folder,))):
            os.close(fd)


def _read_day(fd: int, base: int, offsets: list[int], out: dict[int, MessageRecord]) -> None:
    """Decode the lines at ``offsets`` (ascending) of one day file into ``out``."""
    i = 0
    while i < len(offsets):
        start = offsets[i]
        j = i + 1
        while j < len(offsets) and offsets[j] - start < _SPAN:
            j += 1
        data = os.pread(fd, offsets[j - 1] - start + _READ_AHEAD, start)
        for offset in offsets[i:j]:
            at = offset - start
            end = data.find(b"\n", at)
            record = _decoded(data[at:end]) if end >= 0 else line_at(fd, offset)
            if record is not None:
                out[base | offset] = record
        i = j


def day_files(log_dir: Path) -> list[tuple[str, str, int, int]]:
    """(day, path, size, inode) of every day file of a log folder, oldest first."""
    # called on every read: one stat per day file through the folder's descriptor, and
    # paths as strings (Path objects and scandir entries cost more than the stat calls)
    try:
        folder = os.open(log_dir, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except FileNotFoundError:
        return []
    found = []
    prefix = f"{log_dir}{os.sep}"
    try:
        for name in os.listdir(folder):
            if len(name) == 16 and DAY_FILE.match(name):
                try:
                    info = os.stat(name, dir_fd=folder)
                except FileNotFoundError:
                    continue
                found.append((name[:10], prefix + name, info.st_size, info.st_ino))
    finally:
        os.close(folder)
    found.sort()
    return found
