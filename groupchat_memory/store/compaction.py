"""Rewriting an append-only file without some of its lines, crash-safely.

The log is append-only in spirit: only forgetting a member rewrites a day file, and then
atomically (temp file in the same folder, fsync, rename over the original, fsync the
folder), so a crash leaves either the old file or the new one, never a mix. The temp
file is created private and removed on failure; the old inode's blocks are freed by the
rename, so no copy of a dropped line stays under the data root.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable
from pathlib import Path

from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.files import write_atomic

DropLine = Callable[[bytes], bool]
"""Whether a line (without its newline) goes."""


def rewrite_without(path: Path, drop: DropLine) -> int:
    """Rewrite ``path`` without the lines ``drop`` selects; return how many went.

    A file with nothing to drop is left untouched (same inode, no write), so a rerun
    after a crash costs one read. The rewrite holds the file's ``flock`` so an
    appender in another process (which locks the same way) cannot slip a line into
    the old inode between the read and the rename.
    """
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CLOEXEC)
    except FileNotFoundError:
        return 0
    except OSError as exc:
        raise StorageError(f"cannot open {path}: {exc.strerror or exc}") from exc
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        with os.fdopen(os.dup(fd), "rb") as reader:
            data = reader.read()
        lines = data.split(b"\n")
        kept = [line for line in lines if not (line.strip() and drop(line))]
        dropped = len(lines) - len(kept)
        if dropped:
            write_atomic(path, b"\n".join(kept))
        return dropped
    except OSError as exc:
        raise StorageError(f"cannot rewrite {path}: {exc.strerror or exc}") from exc
    finally:
        os.close(fd)  # also releases the lock
