"""Files that are never overwritten, and atomic whole-file writes.

Summaries and insights take the next free number of their day by ``os.link`` from a
complete temp file (a link fails where a rename would clobber): no restart, lost counter
or second process can overwrite one (the original bot lost summaries exactly that way),
and a file appears complete or not at all, because a watcher picks it up the moment it
exists.
"""

from __future__ import annotations

import os
import re
from datetime import date
from pathlib import Path

from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.perms import FILE_MODE, ensure_dir, open_private

_MAX_NUMBER = 999_999
_SLUG_DROP = re.compile(r"[^a-zA-Z0-9가-힣_-]+")


def fsync_dir(directory: Path) -> None:
    """Make a directory's entries (a create, rename or unlink) durable."""
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def topic_slug(topic: str) -> str:
    """A file-name-safe topic: ``[a-zA-Z0-9가-힣_-]``, at most 20 characters, else "general"."""
    slug = _SLUG_DROP.sub("_", topic.strip()).strip("_-")
    slug = re.sub(r"_+", "_", slug)[:20].strip("_-")
    return slug or "general"


def _names(directory: Path, day: date, topic: str, suffix: str) -> tuple[str, list[int]]:
    """The name prefix of the day and topic, and the numbers already taken."""
    prefix = f"{day.isoformat()}_{topic_slug(topic)}_"
    taken: list[int] = []
    pattern = re.compile(re.escape(prefix) + r"(\d{3,})" + re.escape(suffix) + "$")
    with os.scandir(directory) as entries:
        for entry in entries:
            match = pattern.match(entry.name)
            if match:
                taken.append(int(match.group(1)))
    return prefix, taken


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def create_exclusive_atomic(
    directory: Path, day: date, topic: str, data: bytes, suffix: str = ".md"
) -> Path:
    """Create ``YYYY-MM-DD_<topic>_NNN<suffix>`` with the next free NNN, complete or not
    at all; never overwrites.

    The number starts after the highest one present (gaps are not reused, so a deleted
    summary's name is not recycled). The content goes to a hidden temp file first
    (fsync-ed), then ``os.link`` gives it the next free name: link fails instead of
    clobbering, unlike rename, and so settles any race.
    """
    ensure_dir(directory)
    tmp = (
        directory
        / f".{day.isoformat()}_{topic_slug(topic)}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    )
    fd = open_private(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        prefix, taken = _names(directory, day, topic, suffix)
        number = max(taken, default=0) + 1
        while number <= _MAX_NUMBER:
            path = directory / f"{prefix}{number:03d}{suffix}"
            try:
                os.link(tmp, path)
            except FileExistsError:
                number += 1
                continue
            fsync_dir(directory)
            return path
        raise StorageError(f"no free file number left for {prefix}NNN{suffix} in {directory}")
    except OSError as exc:
        raise StorageError(f"cannot create a file in {directory}: {exc.strerror or exc}") from exc
    finally:
        tmp.unlink(missing_ok=True)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_stale_temps(path: Path) -> int:
    """Delete temp files ``write_atomic`` left for ``path`` when its writer died; return how many.

    A temp file names its writer's pid; one whose process is gone is garbage
    from a crash (the target itself is intact: the rename never happened).
    """
    path = Path(path)
    pattern = re.compile(re.escape(f".{path.name}.") + r"(\d+)\.[0-9a-f]{8}\.tmp$")
    removed = 0
    try:
        entries = list(os.scandir(path.parent))
    except FileNotFoundError:
        return 0
    for entry in entries:
        match = pattern.match(entry.name)
        if match and not _pid_alive(int(match.group(1))):
            Path(entry.path).unlink(missing_ok=True)
            removed += 1
    return removed


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` crash-safely: temp in the same folder, fsync, rename.

    After a crash the file holds either the old or the new content, never a mix.
    """
    path = Path(path)
    ensure_dir(path.parent)
    tmp = path.parent / f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    try:
        fd = open_private(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
        try:
            _write_all(fd, data)
            os.fchmod(fd, FILE_MODE)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
        fsync_dir(path.parent)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
