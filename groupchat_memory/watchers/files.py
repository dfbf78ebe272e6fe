"""Reading files from the drop folders as hostile input: no symlinks, no FIFOs, no floods.

A watched folder is an interface other programs (and people) write to, so a name in it
proves nothing about what it opens. A file is read only through a descriptor opened
with ``O_NOFOLLOW | O_NONBLOCK`` whose ``fstat`` says "regular file" (checking the
descriptor, not the name, leaves no window between check and open); FIFOs and devices
are refused from ``lstat`` before any open, so opening can neither block nor touch a
device. A hard link whose other names lie outside the watched folders is refused too
(it could be a link to a private file). Content is hashed in chunks and never read
whole, and a file over the size limit is refused before a byte is read.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from groupchat_memory.base.errors import GroupchatMemoryError


class UnsafeFileError(GroupchatMemoryError):
    """A file in a watched folder is not delivered (a symlink, a FIFO, too large...): says why."""


DEFAULT_MAX_FILE_BYTES = 8 * 1024 * 1024
HEAD_BYTES = 64 * 1024  # enough for any front matter and first heading
_CHUNK = 256 * 1024
NO_FOLLOW = os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC
_FLAGS = os.O_RDONLY | NO_FOLLOW
_KINDS = (
    (stat.S_ISLNK, "it is a symbolic link (never followed)"),
    (stat.S_ISFIFO, "it is a FIFO, not a regular file"),
    (stat.S_ISSOCK, "it is a socket, not a regular file"),
    (stat.S_ISCHR, "it is a character device, not a regular file"),
    (stat.S_ISBLK, "it is a block device, not a regular file"),
    (stat.S_ISDIR, "it is a folder"),
)


def display_name(path: str | os.PathLike[str]) -> str:
    """A path fit for one log line, JSON and the inbox; tells names apart unambiguously.

    Bytes that are not UTF-8 (kept by Python as lone surrogates) become ``\\xNN``, a
    backslash ``\\\\``, and control or invisible characters their ``\\n``/``\\uNNNN``
    escape, so no name can break a line, forge a log entry or fail to encode.
    """
    out: list[str] = []
    for char in os.fspath(path):
        code = ord(char)
        if 0xDC80 <= code <= 0xDCFF:
            out.append(f"\\x{code - 0xDC00:02x}")
        elif char == "\\":
            out.append("\\\\")
        elif char.isprintable() or char == " ":
            out.append(char)
        else:
            out.append(char.encode("unicode_escape").decode("ascii"))
    return "".join(out)


def check_name(path: str) -> None:
    """Refuse a name that is not UTF-8: it could not be shown, logged or sent as it is."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        raise UnsafeFileError(
            "its name is not valid UTF-8; rename it (e.g. `mv` it to an ASCII name)"
        ) from None


def _kind(mode: int) -> str:
    for test, why in _KINDS:
        if test(mode):
            return why
    return "it is not a regular file"


def require_regular(fd: int) -> os.stat_result:
    """The ``fstat`` of ``fd`` if it is a regular file; else close it and refuse.

    For descriptors opened with ``NO_FOLLOW``: a symlink fails the open itself (ELOOP).
    """
    try:
        st = os.fstat(fd)
    except OSError:
        os.close(fd)
        raise
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        raise UnsafeFileError(_kind(st.st_mode))
    return st


def read_text(path: Path) -> str:
    """A whole text file of our own (the inbox), read as safely as a drop file; "" if none."""
    try:
        fd = os.open(path, _FLAGS)
    except FileNotFoundError:
        return ""
    require_regular(fd)
    with os.fdopen(fd, "rb") as handle:
        return handle.read().decode("utf-8", errors="replace")


@dataclass(frozen=True, slots=True)
class Content:
    """What the watcher needs of a file: its hash, its head (front matter) and its stat."""

    digest: str
    head: bytes
    stat: os.stat_result


@dataclass(frozen=True, slots=True)
class FileGuard:
    """The rules a file in the watched folders passes before it is read or delivered."""

    dirs: Sequence[Path]
    max_bytes: int = DEFAULT_MAX_FILE_BYTES

    @contextmanager
    def open(self, path: str) -> Iterator[tuple[int, os.stat_result]]:
        """A read-only descriptor of a regular file at ``path``, and its ``fstat``.

        Raises ``UnsafeFileError`` (with the reason) for anything else, and
        ``FileNotFoundError`` when the name is gone.
        """
        check_name(path)
        seen = os.lstat(path)
        if not stat.S_ISREG(seen.st_mode):
            raise UnsafeFileError(_kind(seen.st_mode))  # never opened: no FIFO, no device
        try:
            fd = os.open(path, _FLAGS)
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # replaced by a symlink since the lstat
                raise UnsafeFileError(_kind(stat.S_IFLNK)) from exc
            raise
        st = require_regular(fd)
        try:
            if st.st_nlink > 1:
                self._check_links(fd, st)
            if st.st_size > self.max_bytes:
                raise UnsafeFileError(self._too_large(st.st_size))
            yield fd, st
        finally:
            os.close(fd)

    def check(self, path: str) -> None:
        """``open`` and close again: the file is still a deliverable regular file."""
        with self.open(path):
            pass

    def content(self, path: str) -> Content:
        """Hash the file in chunks (never whole in memory) and keep its first bytes."""
        with self.open(path) as (fd, st):
            hasher = hashlib.sha256()
            head = bytearray()
            total = 0
            while chunk := os.read(fd, _CHUNK):
                total += len(chunk)
                if total > self.max_bytes:  # it grew after the fstat
                    raise UnsafeFileError(self._too_large(total))
                hasher.update(chunk)
                if len(head) < HEAD_BYTES:
                    head += chunk[: HEAD_BYTES - len(head)]
            return Content(hasher.hexdigest(), bytes(head), st)

    def read(self, path: str, digest: str) -> bytes | None:
        """The whole file (at most ``max_bytes``) if it still has content ``digest``, else None."""
        with self.open(path) as (fd, _):
            parts: list[bytes] = []
            total = 0
            while chunk := os.read(fd, _CHUNK):
                total += len(chunk)
                if total > self.max_bytes:
                    raise UnsafeFileError(self._too_large(total))
                parts.append(chunk)
        data = b"".join(parts)
        return data if hashlib.sha256(data).hexdigest() == digest else None

    def _too_large(self, size: int) -> str:
        return (
            f"it is {size:,} bytes, over the {self.max_bytes:,}-byte limit per delivery "
            "([watcher] max_file_bytes)"
        )

    def _check_links(self, fd: int, st: os.stat_result) -> None:
        """Refuse a hard link with names outside the watched folders (where it can be told).

        Counts the names of the inode inside the watched folders, then compares with a
        fresh link count, so a temp name removed meanwhile (``os.link`` then unlink, as
        ``store.files.create_exclusive_atomic`` does) is not mistaken for an outsider.
        """
        inside = 0
        for directory in self.dirs:
            try:
                with os.scandir(directory) as entries:
                    for entry in entries:
                        if entry.inode() != st.st_ino:
                            continue
                        try:
                            if entry.stat(follow_symlinks=False).st_dev == st.st_dev:
                                inside += 1
                        except OSError:
                            continue  # gone meanwhile: the fresh count below agrees
            except OSError:
                continue
        if inside < os.fstat(fd).st_nlink:
            raise UnsafeFileError(
                "it is a hard link to a file outside the watched folders (never read)"
            )
