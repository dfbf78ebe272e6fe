"""Finding a few records of a day file by seq without reading the whole file.

Looking up the evidence of a plan's decisions and to-dos wants a handful of messages of
a day; reading and splitting the whole day file for them cost the most of a live
question's plan section on a busy day. A ``SeqIndex`` remembers, for each day file it
has read, where each line starts and ends and which seq it was written with; a lookup
then reads only the lines it wants, plus whatever was appended since the last lookup.

The index trusts nothing it cannot check: the file must be the same one (device and
inode: a forget replaces the file), not shorter than what was indexed, and still end
the indexed part with the same bytes (a failed append truncated back and written again
differs there); otherwise the file is indexed again from its start. A line read at its
offset that does not hold the seq it was indexed with also drops the index. What a
lookup returns is what reading the file forwards with ``read_forward(seqs=...)`` would:
damaged lines are skipped and counted, a torn last line is read like ``read_forward``
reads it, and old day files holding one JSON array are read whole.
"""

from __future__ import annotations

import os
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable, Collection
from pathlib import Path

from groupchat_memory.store.log_reader import (
    collect,
    collect_last,
    decode_line,
    first_byte,
    read_forward,
    written_seq,
)
from groupchat_memory.store.records import MessageRecord

INDEX_BYTES = 8 * 2**20  # the line tables kept, all files together
_TAIL = 64  # bytes before the indexed end that must not change
_ENTRY_BYTES = 3 * 8  # one seq, one start, one end
_CHUNK = 1 << 20


class _FileIndex:
    """The lines of one day file up to ``end`` (just after a newline): per line, the seq
    it was written with (several for a line holding an array), its start and its end."""

    __slots__ = ("dev", "end", "ends", "ino", "seqs", "sorted", "starts", "tail")

    def __init__(self, dev: int, ino: int) -> None:
        self.dev = dev
        self.ino = ino
        self.end = 0
        self.tail = b""
        self.seqs = array("q")
        self.starts = array("q")
        self.ends = array("q")
        self.sorted = True  # seqs never go down in file order: lookups bisect

    def nbytes(self) -> int:
        """About what the tables take in memory."""
        return len(self.seqs) * _ENTRY_BYTES + 200

    def add(self, seq: int, start: int, end: int) -> None:
        """Remember one line (or one record of a line holding several)."""
        if self.seqs and seq < self.seqs[-1]:
            self.sorted = False
        self.seqs.append(seq)
        self.starts.append(start)
        self.ends.append(end)

    def lines_of(self, wanted: Collection[int]) -> list[tuple[int, int, int]]:
        """``(start, end, seq)`` of the lines indexed with one of the ``wanted`` seqs, in
        file order, one per line."""
        if self.sorted:
            hits: list[int] = []
            for seq in wanted:
                hits.extend(range(bisect_left(self.seqs, seq), bisect_right(self.seqs, seq)))
        else:
            hits = [i for i, seq in enumerate(self.seqs) if seq in wanted]
        lines: dict[int, tuple[int, int, int]] = {}
        for i in hits:
            lines.setdefault(self.starts[i], (self.starts[i], self.ends[i], self.seqs[i]))
        return sorted(lines.values())


class _Stale(Exception):
    """A line was not where the index said: the file changed under it."""


class SeqIndex:
    """Line tables of the day files read lately, most recently used kept, up to
    ``max_bytes`` in all. Safe to share between threads."""

    def __init__(self, max_bytes: int = INDEX_BYTES) -> None:
        self.max_bytes = max_bytes
        self._files: OrderedDict[str, _FileIndex] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def records(
        self, path: Path, seqs: Collection[int], on_skipped: Callable[[int], None]
    ) -> list[MessageRecord]:
        """The records of ``path`` on lines written with one of ``seqs`` (and of lines
        whose seq only a decode tells), in file order; the caller checks each record's
        seq as with ``read_forward``. ``on_skipped`` gets the damaged lines newly seen."""
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return []
        try:
            stat = os.fstat(fd)
            if stat.st_size and first_byte(fd) == b"[":
                return list(read_forward(path, on_skipped, seqs=seqs))  # an old array file
            with self._lock:
                looked = self._lookup(str(path), fd, stat.st_dev, stat.st_ino, seqs)
            if looked is None:  # changed twice while being read: read it whole
                return list(read_forward(path, on_skipped, seqs=seqs))
            found, tail, end, skipped = looked
            skipped += collect_last(tail, found, reverse=False, fd=fd, size=end + len(tail))
            on_skipped(skipped)
            return found
        finally:
            os.close(fd)

    def _lookup(
        self, key: str, fd: int, dev: int, ino: int, seqs: Collection[int]
    ) -> tuple[list[MessageRecord], bytes, int, int] | None:
        """The wanted lines' records, the bytes after the last newline, where they start
        and the damaged lines newly indexed; None when the file kept changing under it."""
        for _ in range(2):
            index = self._current(key, fd, dev, ino)
            tail, skipped = self._extend(index, fd)
            try:
                found = self._read_lines(fd, index, seqs)
            except _Stale:
                self._drop(key)
                continue
            self._fit(key, index)
            return found, tail, index.end, skipped
        return None

    def _current(self, key: str, fd: int, dev: int, ino: int) -> _FileIndex:
        """The file's index if it still describes the file's start, else a new empty one."""
        index = self._files.get(key)
        if index is not None and (index.dev, index.ino) == (dev, ino):
            size = os.fstat(fd).st_size
            if size >= index.end and (
                index.end == 0
                or os.pread(fd, len(index.tail), index.end - len(index.tail)) == index.tail
            ):
                self._files.move_to_end(key)
                return index
        if index is not None:
            self._drop(key)
        index = _FileIndex(dev, ino)
        self._files[key] = index
        return index

    def _extend(self, index: _FileIndex, fd: int) -> tuple[bytes, int]:
        """Index the whole lines appended since ``index.end``; return the bytes after the
        last newline (a torn or unfinished line) and the damaged lines seen."""
        skipped = 0
        pos = index.end
        pending = b""
        while True:
            chunk = os.pread(fd, _CHUNK, pos + len(pending))
            if not chunk:
                break
            data = pending + chunk if pending else chunk
            last = data.rfind(b"\n")
            if last < 0:
                pending = data
                continue
            at = pos
            for line in data[:last].split(b"\n"):
                skipped += self._index_line(index, line, at)
                at += len(line) + 1
            pos += last + 1
            pending = data[last + 1 :]
        if pos != index.end:
            index.end = pos
            index.tail = os.pread(fd, min(_TAIL, pos), pos - min(_TAIL, pos))
        return pending, skipped

    @staticmethod
    def _index_line(index: _FileIndex, line: bytes, start: int) -> int:
        """Add one whole line; 1 when it is damaged (then nothing is added)."""
        if not line.strip():
            return 0
        seq = written_seq(line)
        if seq is not None:
            index.add(seq, start, start + len(line))
            return 0
        decoded = decode_line(line)
        if decoded is None:
            return 1
        for record in decoded if isinstance(decoded, list) else [decoded]:
            index.add(record.seq, start, start + len(line))
        return 0

    @staticmethod
    def _read_lines(fd: int, index: _FileIndex, seqs: Collection[int]) -> list[MessageRecord]:
        """Decode the indexed lines of ``seqs``, checking each is still the line it was."""
        found: list[MessageRecord] = []
        for start, end, seq in index.lines_of(seqs):
            line = os.pread(fd, end - start + 1, start)
            if not line.endswith(b"\n"):
                raise _Stale
            line = line[:-1]
            written = written_seq(line)
            if written is not None and written != seq:
                raise _Stale
            before = len(found)
            collect(line, found, reverse=False)
            if written is None and seq not in {r.seq for r in found[before:]}:
                raise _Stale
        return found

    def _fit(self, key: str, index: _FileIndex) -> None:
        """Count the file's table and drop the least recently used ones over the cap."""
        self._bytes = sum(i.nbytes() for i in self._files.values())
        while self._bytes > self.max_bytes and len(self._files) > 1:
            oldest = next(iter(self._files))
            if oldest == key:
                self._files.move_to_end(key)
                continue
            self._drop(oldest)

    def _drop(self, key: str) -> None:
        index = self._files.pop(key, None)
        if index is not None:
            self._bytes -= index.nbytes()

    def kept(self) -> list[str]:
        """The paths whose tables are kept, least recently used first."""
        with self._lock:
            return list(self._files)

    def clear(self) -> None:
        """Forget every table."""
        with self._lock:
            self._files.clear()
            self._bytes = 0


DAY_LINES = SeqIndex()  # one for the process: every log's day files share the cap
