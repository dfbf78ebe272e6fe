"""The open write descriptors of the message logs: one bounded LRU for the whole process.

A descriptor per day file kept open by every chat's log made the service hold one per
active chat: a thousand chats under a limit of 256 left 37 of them unable to write.
``MessageLog`` borrows its descriptors from ``DAY_FILES`` instead: at most ``capacity``
stay open (a quarter of ``RLIMIT_NOFILE``, at most 256), the least recently written
ones are closed first, and a descriptor in use is never closed under its writer.
Reopening costs one ``open()``, small next to the ``fsync`` of every group commit.
"""

from __future__ import annotations

import errno
import os
import resource
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

_MOST = 256
_FEWEST = 4
_EXHAUSTED = (errno.EMFILE, errno.ENFILE)


def default_capacity() -> int:
    """A quarter of the soft descriptor limit, between 4 and 256: the rest is for sockets,
    state files, indexes and readers."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return _MOST
    return max(_FEWEST, min(_MOST, soft // 4))


class OpenFile:
    """One day file's slot: its descriptor while open, and the lock of its one writer."""

    __slots__ = ("fd", "lock", "users")

    def __init__(self) -> None:
        self.fd: int | None = None
        self.lock = threading.Lock()
        self.users = 0

    def close(self) -> None:
        """Close the descriptor (the next use opens the file again)."""
        fd, self.fd = self.fd, None
        if fd is not None:
            os.close(fd)


class OpenFiles:
    """An LRU of open descriptors, keyed by path, shared by threads."""

    def __init__(self, capacity: int | None = None) -> None:
        self._capacity = capacity
        self._lock = threading.Lock()
        self._slots: OrderedDict[str, OpenFile] = OrderedDict()

    @property
    def capacity(self) -> int:
        """How many descriptors stay open at most while none is in use."""
        if self._capacity is None:
            self._capacity = default_capacity()
        return self._capacity

    @contextmanager
    def use(self, path: Path, opener: Callable[[], int]) -> Iterator[OpenFile]:
        """The slot of ``path`` with its descriptor open, held by this thread alone.

        ``opener`` opens the file when it is not open. When the process is out of
        descriptors, the idle ones are closed and the open is tried once more.
        """
        key = str(path)
        with self._lock:
            slot = self._slots.get(key)
            if slot is None:
                slot = self._slots[key] = OpenFile()
            else:
                self._slots.move_to_end(key)
            slot.users += 1
        try:
            with slot.lock:
                if slot.fd is None:
                    slot.fd = self._open(opener)
                yield slot
        finally:
            with self._lock:
                slot.users -= 1
                self._trim(self.capacity)

    def _open(self, opener: Callable[[], int]) -> int:
        try:
            return opener()
        except OSError as exc:
            if exc.errno not in _EXHAUSTED:
                raise
        with self._lock:
            self._trim(0)
        return opener()

    def _trim(self, keep: int) -> None:
        """Close idle descriptors, least recently used first, until ``keep`` are open.
        Called with ``self._lock`` held; a slot in use (or waited for) is skipped."""
        open_now = sum(1 for slot in self._slots.values() if slot.fd is not None)
        for key in list(self._slots):
            slot = self._slots[key]
            if slot.users:
                continue
            if slot.fd is None:
                del self._slots[key]
                continue
            if open_now <= keep:
                break
            slot.close()
            del self._slots[key]
            open_now -= 1

    def forget(self, under: Path) -> None:
        """Close the descriptors of ``under`` (a file, or every file in a folder).

        Waits for a writer using one to finish; used when a day is removed and when a
        log is closed.
        """
        prefix = str(under)
        with self._lock:
            keys = [k for k in self._slots if k == prefix or k.startswith(prefix + os.sep)]
            slots = [self._slots[k] for k in keys]
            for slot in slots:
                slot.users += 1  # keeps _trim away while we wait for the writer
        for key, slot in zip(keys, slots, strict=True):
            with slot.lock:
                slot.close()
            with self._lock:
                slot.users -= 1
                if not slot.users and self._slots.get(key) is slot:
                    del self._slots[key]


DAY_FILES = OpenFiles()
"""The write descriptors of every ``MessageLog`` in the process."""
