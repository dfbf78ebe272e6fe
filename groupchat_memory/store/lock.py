"""The single-writer lock of a data root (``root/.writer.lock``).

One process at a time may write a data root: the bot service, or a one-shot
writer such as ``ingest`` or ``archive``. ``flock`` is released by the kernel
when the holder dies, so a crash never leaves a stale lock; the pid written
inside only serves the error message.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from types import TracebackType

from groupchat_memory.store.exceptions import StorageError, WriterLockedError
from groupchat_memory.store.perms import ensure_dir, open_private


def read_holder(path: Path) -> int | None:
    """The pid written in a lock file, or None when absent or unreadable."""
    try:
        text = Path(path).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None


class WriterLock:
    """An exclusive, non-blocking ``flock`` on ``path`` with the holder's pid inside."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock or raise ``WriterLockedError`` naming the holder's pid."""
        if self._fd is not None:
            raise StorageError(f"{self.path} is already held by this WriterLock")
        try:
            ensure_dir(self.path.parent)
            fd = open_private(self.path, os.O_RDWR | os.O_CREAT)
        except OSError as exc:
            # a read-only mount or a root owned by another user: the same words as doctor
            raise StorageError(
                f"cannot write in {self.path.parent}: {exc.strerror or exc}; remount the "
                "data root read-write or fix its permissions (or free disk space), then "
                "start again; `groupchat-memory doctor` checks it"
            ) from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise WriterLockedError(str(self.path), read_holder(self.path)) from None
        except BaseException:
            os.close(fd)
            raise
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        except OSError as exc:
            # a lock we cannot name ourselves in is given back at once: otherwise the
            # descriptor (and with it the flock) stays open until this process exits
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
            raise StorageError(
                f"cannot write the writer lock {self.path} ({exc.strerror or exc}); "
                "free disk space or fix the data root's permissions, then start again"
            ) from exc
        except BaseException:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
            raise
        self._fd = fd

    def release(self) -> None:
        """Give the lock up (the file stays: unlinking it would race with a new holder)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            os.ftruncate(fd, 0)
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def __enter__(self) -> WriterLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()
