"""Private permissions whatever the umask: directories 0700, files 0600.

``os.mkdir``/``os.open`` modes are filtered by the process umask in one direction
only (bits can be removed, never kept), and a umask of 000 would leave a group-
or world-writable tree; so every level we create is ``chmod``-ed explicitly.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600


def ensure_dir(path: Path) -> Path:
    """Create ``path`` and any missing parents with mode 0700; return it.

    Only levels this call creates are chmod-ed: an existing parent such as the
    user's home or ``/tmp`` keeps its mode.
    """
    path = Path(path)
    missing: list[Path] = []
    current = path
    while not current.exists():
        missing.append(current)
        if current.parent == current:
            break
        current = current.parent
    for level in reversed(missing):
        # another process may create it between our check and mkdir: fine, but it
        # may have used its own umask, so the mode is fixed below either way
        with contextlib.suppress(FileExistsError):
            os.mkdir(level, DIR_MODE)
        os.chmod(level, DIR_MODE)
    if not path.is_dir():
        raise NotADirectoryError(f"{path} exists and is not a directory")
    return path


def open_private(path: Path, flags: int) -> int:
    """``os.open`` with mode 0600, then ``fchmod`` so the umask cannot widen or narrow it.

    The fchmod only runs when this call may have created the file; an existing
    file keeps whatever mode it has (callers created it through here too).
    """
    fd = os.open(path, flags | os.O_CLOEXEC, FILE_MODE)
    if flags & os.O_CREAT:
        try:
            os.fchmod(fd, FILE_MODE)
        except BaseException:
            os.close(fd)
            raise
    return fd
