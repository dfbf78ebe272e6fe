"""Files that are never overwritten, and atomic whole-file writes.

Summaries and insights take the next free number of their day by ``os.link`` from a
complete temp file (a link fails where a rename would clobber): no restart, lost counter
or second process can overwrite one (the original bot lost summaries exactly that way),
and a file appears complete or not at all, because a watcher picks it up the moment it
exists.
"""

from __future__ import annotations

import logging
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable
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


def make_durable(directory: Path, names: Iterable[str]) -> None:
    """fsync the files ``names`` of ``directory`` and then the directory itself: what
    ``create_exclusive_atomic(durable=False)`` left to the batch's commit. A file that is
    gone (forgotten meanwhile) needs nothing."""
    try:
        for name in names:
            try:
                fd = os.open(directory / name, os.O_RDONLY | os.O_CLOEXEC)
            except FileNotFoundError:
                continue
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        fsync_dir(directory)
    except OSError as exc:
        raise StorageError(
            f"cannot make files in {directory} durable: {exc.strerror or exc}"
        ) from exc


def move_aside(path: Path) -> Path:
    """Rename a damaged file to ``<name>.corrupt-<pid>-<random>`` beside it (kept for a
    look, out of every listing that wants ``*.json``); return the new path."""
    target = path.with_name(f"{path.name}.corrupt-{os.getpid()}-{os.urandom(3).hex()}")
    try:
        os.replace(path, target)
        fsync_dir(path.parent)
    except OSError as exc:
        raise StorageError(f"cannot move {path} aside: {exc.strerror or exc}") from exc
    return target


def topic_slug(topic: str) -> str:
    """A file-name-safe topic: ``[a-zA-Z0-9가-힣_-]``, at most 20 characters, else "general"."""
    slug = _SLUG_DROP.sub("_", topic.strip()).strip("_-")
    slug = re.sub(r"_+", "_", slug)[:20].strip("_-")
    return slug or "general"


class _Highest:
    """The highest file number per ``(day, suffix)`` of recently used folders.

    A folder is listed once, then its entry is kept up to date by the links this
    process makes, so naming the next summary does not list a folder that grows with
    every one (that made a year's replay quadratic). Another process's files only
    make a link fail, which moves the number on (only the same topic's, since numbers
    count per day: the writer lock keeps other writers out of a data root). Keyed by
    the folder's inode, so a folder deleted and made again is listed again. Thread-safe.
    """

    _KEPT = 64
    _NUMBERED = re.compile(r"(\d{4}-\d{2}-\d{2})_.*_(\d{3,})(\.[A-Za-z0-9]+)$")

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._folders: OrderedDict[tuple[int, int], dict[tuple[str, str], int]] = OrderedDict()

    def get(self, directory: Path, day: str, suffix: str) -> int:
        key = self._key(directory)
        with self._lock:
            known = self._folders.get(key)
            if known is not None:
                self._folders.move_to_end(key)
                return known.get((day, suffix), 0)
        known = {}
        with os.scandir(directory) as entries:
            for entry in entries:
                match = self._NUMBERED.match(entry.name)
                if match:
                    name = (match.group(1), match.group(3))
                    known[name] = max(known.get(name, 0), int(match.group(2)))
        with self._lock:
            self._folders[key] = known
            while len(self._folders) > self._KEPT:
                self._folders.popitem(last=False)
        return known.get((day, suffix), 0)

    def taken(self, directory: Path, day: str, suffix: str, number: int) -> None:
        with self._lock:
            known = self._folders.get(self._key(directory))
            if known is not None and known.get((day, suffix), 0) < number:
                known[(day, suffix)] = number

    @staticmethod
    def _key(directory: Path) -> tuple[int, int]:
        st = os.stat(directory)
        return st.st_dev, st.st_ino


_highest = _Highest()
_numbering = threading.Lock()


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def create_exclusive_atomic(
    directory: Path,
    day: date,
    topic: str,
    data: bytes,
    suffix: str = ".md",
    *,
    durable: bool = True,
) -> Path:
    """Create ``YYYY-MM-DD_<topic>_NNN<suffix>`` with the next free NNN, complete or not
    at all; never overwrites.

    The number counts all of the day's files, whatever their topic (``general_001``,
    ``insuwiki_002``, as the original requirement names them), and starts after the
    highest one present (gaps are not reused, so a deleted summary's name is not
    recycled). The content goes to a hidden temp file first
    (fsync-ed), then ``os.link`` gives it the next free name: link fails instead of
    clobbering, unlike rename, and so settles any race. ``durable=False`` skips both
    fsyncs (a batch writer calls ``make_durable`` on its files before it commits them):
    other processes still see the file complete or not at all, only a power loss may
    leave it empty or cut.
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
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        prefix = f"{day.isoformat()}_{topic_slug(topic)}_"
        # one number per day across topics: a link only fails on the same topic, so the
        # threads of this process take turns here (other processes need the writer lock)
        with _numbering:
            number = _highest.get(directory, day.isoformat(), suffix) + 1
            while number <= _MAX_NUMBER:
                path = directory / f"{prefix}{number:03d}{suffix}"
                try:
                    os.link(tmp, path)
                except FileExistsError:
                    number += 1
                    continue
                _highest.taken(directory, day.isoformat(), suffix, number)
                if durable:
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


_TEMP_NAME = re.compile(r"^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$")


def remove_stale_temps_in(directory: Path) -> list[str]:
    """Delete every hidden temp file in ``directory`` whose writer died; return their names.

    ``create_exclusive_atomic`` and ``write_atomic`` name their temp with the writer's
    pid; a SIGKILL between the write and the link (or rename) leaves it behind, and
    nothing else ever reads or removes it.
    """
    removed: list[str] = []
    try:
        entries = list(os.scandir(directory))
    except FileNotFoundError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.match(entry.name)
        if match and entry.is_file(follow_symlinks=False) and not _pid_alive(int(match[1])):
            try:
                Path(entry.path).unlink(missing_ok=True)
            except OSError:
                continue  # a read-only root: the temp stays, and nothing reads it anyway
            removed.append(entry.name)
    return removed


# what ``move_aside`` (``.corrupt-<pid>-<hex>``) and the storages (``.corrupt-<UTC stamp>``)
# name a damaged file they keep for a look
_MOVED_ASIDE = re.compile(r"^[^.].*\.corrupt-(?:\d+-[0-9a-f]{6}|\d{8}(?:T\d{6}(?:\d{6})?Z?)?)$")
# the decisions and to-dos state's temp (``tempfile.mkstemp``: no pid in its name)
_STATE_TEMP = re.compile(r"^\.understanding-[a-z0-9_]{8}\.tmp$")


def our_leftover(name: str) -> bool:
    """Whether ``name`` is a copy this program left beside its files: a damaged file moved
    aside, or a temp whose writer died before its rename (a live writer's is about to
    become the file). Names are matched whole: a file of another program's stays."""
    if _MOVED_ASIDE.match(name) or _STATE_TEMP.match(name):
        return True
    match = _TEMP_NAME.match(name)
    return match is not None and not _pid_alive(int(match[1]))


def writable(path: Path) -> bool:
    """Whether ``path`` can be created or written: its folder (or the first existing folder
    above it) takes writes, and so does the file if it exists. A data root mounted
    read-only (a backup) or a reader without write access: no."""
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not os.access(folder, os.W_OK | os.X_OK):
        return False
    return not path.exists() or os.access(path, os.W_OK)


_warned: set[tuple[str, Path]] = set()
_warned_lock = threading.Lock()


def warn_once(log: logging.Logger, path: Path, message: str) -> None:
    """Log ``message % path`` as a warning once per process for this logger and path: a
    read-only data root is a standing condition, said once, not at every query."""
    with _warned_lock:
        if (log.name, path) in _warned:
            return
        _warned.add((log.name, path))
    log.warning(message, path)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` crash-safely: temp in the same folder, fsync, rename.

    After a crash the file holds either the old or the new content, never a mix; a write
    that fails or is cancelled leaves no temp behind (no copy of what it held stays).
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
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def append_durable(path: Path, data: bytes) -> None:
    """Append ``data`` to ``path`` (created private) and fsync before returning.

    For the small set-aside files (dead letters, unparsable updates): a line either is
    on disk when this returns or an ``OSError`` says why not.
    """
    ensure_dir(path.parent)
    fd = open_private(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    try:
        _write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
