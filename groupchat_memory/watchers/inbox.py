"""The inbox channel: ``INBOX.md`` for Anu to read, ``inbox.jsonl`` for programs.

File names and titles are hostile input: in ``INBOX.md`` they are escaped so that no
name can start a line, close its code span or forge the hash marker a resend checks.
``read_inbox`` gives back what the inbox holds, to rebuild a lost ledger.
"""

from __future__ import annotations

import logging
import os
import re
from datetime import UTC, datetime, tzinfo
from pathlib import Path

import anyio
import msgspec

from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.watchers.delivery import ChannelError, Delivery
from groupchat_memory.watchers.files import (
    NO_FOLLOW,
    UnsafeFileError,
    display_name,
    read_text,
    require_regular,
)
from groupchat_memory.watchers.ledger import utc_now

logger = logging.getLogger(__name__)

INBOX_MD = "INBOX.md"
INBOX_JSONL = "inbox.jsonl"


class InboxEntry(msgspec.Struct, kw_only=True):
    """One line of ``inbox.jsonl``."""

    time: str
    path: str
    name: str
    title: str
    chat: str
    period: str
    hash: str


class _Waiting:
    """One delivery queued for the inbox's next group write, and what became of it."""

    def __init__(self, item: Delivery) -> None:
        self.item = item
        self.done = False
        self.error: Exception | None = None


class InboxChannel:
    """Appends to ``INBOX.md`` (for Anu to read) and ``inbox.jsonl`` (for programs).

    Appends are O_APPEND + fsync under one lock, as a group write: whoever takes the
    lock appends every delivery queued so far, one write and one fsync per file. Each
    line carries the content hash, so a resend after a crash can see that the line is
    already there. The two files stay open between writes: they sit in the watched
    folder, and every open, chmod, read and close would be one more inotify event for
    the watcher to forward (reopened when someone replaces or removes a file).
    """

    name = "inbox"
    timeout = 30.0

    def __init__(self, directory: Path, concurrency: int = 8, *, tz: tzinfo = UTC) -> None:
        # concurrent attempts share the inbox's writes and their ledger commits
        # ("sending", "delivered"): both are group writes
        self.concurrency = concurrency
        self.directory = directory
        self.tz = tz
        self.markdown = directory / INBOX_MD
        self.jsonl = directory / INBOX_JSONL
        self._lock = anyio.Lock()
        self._queue: list[_Waiting] = []
        self._fds: dict[Path, int] = {}

    def own_files(self) -> list[str]:
        """Paths this channel writes (the tracker must not treat them as insights)."""
        return [os.fspath(self.markdown), os.fspath(self.jsonl)]

    async def deliver(self, item: Delivery) -> None:
        """Append the entry to both files (only where missing, when in doubt)."""
        waiting = _Waiting(item)
        self._queue.append(waiting)
        # shielded: once queued, another caller may write our line, so a timeout must
        # not make us report a failure for a line that lands (local appends are short)
        with anyio.CancelScope(shield=True):
            async with self._lock:
                if not waiting.done:
                    batch, self._queue = self._queue, []
                    try:
                        await anyio.to_thread.run_sync(self._append, [w.item for w in batch])
                    except Exception as exc:
                        # every delivery of the group shares its write, and its failure
                        for other in batch:
                            other.error = exc
                    finally:
                        for other in batch:
                            other.done = True
        failure = waiting.error
        if failure is not None:
            why = failure.strerror if isinstance(failure, OSError) else None
            raise ChannelError(
                f"cannot append to the inbox in {self.directory}: {why or failure}"
            ) from failure

    def _append(self, items: list[Delivery]) -> None:
        ensure_dir(self.directory)
        doubt = [item for item in items if item.in_doubt]
        # read each file once per group, and only when some delivery is in doubt
        have_md = read_text(self.markdown) if doubt else ""
        have_json = read_text(self.jsonl) if doubt else ""
        lines_md: list[str] = []
        lines_json: list[str] = []
        for item in items:
            entry = InboxEntry(
                time=datetime.now(self.tz).isoformat(timespec="milliseconds"),
                path=os.fspath(item.path),
                name=item.path.name,
                title=item.meta.title,
                chat=item.meta.chat,
                period=item.meta.period,
                hash=item.digest,
            )
            marker = _marker(item.digest)
            if not (item.in_doubt and marker in have_md):
                lines_md.append(
                    f"- {entry.time} · **{_inline(entry.title)}** · "
                    f"{_inline(entry.chat) or '-'} · {_inline(entry.period) or '-'} · "
                    f"{_code_span(display_name(entry.path))} {marker}\n"
                )
            if not (item.in_doubt and f'"hash":"{item.digest}"' in have_json):
                lines_json.append(msgspec.json.encode(entry).decode("utf-8") + "\n")
        header = "# Inbox\n\nInsights delivered by groupchat-memory, newest last.\n\n"
        if lines_md:
            _append_lines(self._open(self.markdown), "".join(lines_md), header)
        if lines_json:
            _append_lines(self._open(self.jsonl), "".join(lines_json), "")

    async def retitle(self, digests: set[str], title: str) -> None:
        """Give the lines of ``digests`` in both files ``title`` instead of theirs (a
        withdrawn report), by an atomic rewrite under the inbox's lock."""
        async with self._lock:
            await anyio.to_thread.run_sync(self._retitle, digests, title)

    def _retitle(self, digests: set[str], title: str) -> None:
        markdown = read_text(self.markdown) if self.markdown.exists() else ""
        lines = markdown.splitlines(keepends=True)
        for i, line in enumerate(lines):
            found = _MARKER.search(line.rstrip("\n"))
            if found is not None and found.group(1) in digests:
                lines[i] = _MD_TITLE.sub(lambda m: m.group(1) + _inline(title) + "**", line, 1)
        if "".join(lines) != markdown:
            write_atomic(self.markdown, "".join(lines).encode("utf-8"))
        entries = read_text(self.jsonl) if self.jsonl.exists() else ""
        out: list[str] = []
        for line in entries.splitlines(keepends=True):
            try:
                entry = msgspec.json.decode(line, type=InboxEntry)
            except msgspec.DecodeError:
                out.append(line)
                continue
            if entry.hash in digests and entry.title != title:
                line = msgspec.json.encode(msgspec.structs.replace(entry, title=title)).decode()
                line += "\n"
            out.append(line)
        if "".join(out) != entries:
            write_atomic(self.jsonl, "".join(out).encode("utf-8"))

    def _open(self, path: Path) -> int:
        """The open descriptor of ``path``, reopened if the file was replaced or removed."""
        fd = self._fds.get(path)
        if fd is not None:
            try:
                now, held = os.lstat(path), os.fstat(fd)
                if (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                    return fd
            except FileNotFoundError:
                pass
            del self._fds[path]
            os.close(fd)
        # never through a symlink planted in the watched folder, never into a FIFO
        fd = open_private(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | NO_FOLLOW)
        require_regular(fd)
        self._fds[path] = fd
        return fd

    async def aclose(self) -> None:
        """Close the inbox files (called once no delivery is running)."""
        while self._fds:
            _, fd = self._fds.popitem()
            os.close(fd)


def _marker(digest: str) -> str:
    return f"<!-- sha256:{digest} -->"


_MARKER = re.compile(r"<!-- sha256:([0-9a-f]{64}) -->$", re.MULTILINE)
# the bold title of an INBOX.md line (``_inline`` escapes every ``*`` inside it)
_MD_TITLE = re.compile(r"^(- \S+ · \*\*)(?:[^*\\]|\\.)*\*\*")


def _inline(text: str) -> str:
    """One line of plain text: whitespace runs as one space, no invisible characters,
    no ``<`` (so a title cannot open a comment or forge a marker), no ``*`` run-ons."""
    words = ("".join(c for c in word if c.isprintable()) for word in text.split())
    flat = " ".join(w for w in words if w)
    return flat.replace("&", "&amp;").replace("<", "&lt;").replace("*", "\\*")


def _code_span(text: str) -> str:
    """``text`` as a Markdown code span, fenced longer than any backtick run inside it."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def read_inbox(directory: Path) -> dict[str, InboxEntry]:
    """What the inbox in ``directory`` says was delivered, by content hash.

    ``inbox.jsonl`` gives full entries; a hash only ``INBOX.md`` lists (its JSON line
    lost) comes with an empty path. Unreadable lines are skipped.
    """
    found: dict[str, InboxEntry] = {}
    for line in _readable(directory / INBOX_JSONL).splitlines():
        try:
            entry = msgspec.json.decode(line, type=InboxEntry)
        except msgspec.DecodeError:
            continue
        found.setdefault(entry.hash, entry)
    for digest in _MARKER.findall(_readable(directory / INBOX_MD)):
        if digest not in found:
            found[digest] = InboxEntry(
                time=utc_now(), path="", name="", title="", chat="", period="", hash=digest
            )
    return found


def _readable(path: Path) -> str:
    """``read_text`` for the rebuild: an inbox file that cannot be read counts as empty."""
    try:
        return read_text(path)
    except (OSError, UnsafeFileError) as exc:
        logger.error("cannot rebuild from %s: %s", display_name(path), exc)
        return ""


def _append_lines(fd: int, lines: str, header: str) -> None:
    """Append durably in one write; a torn last line (crash mid-write) is closed off first."""
    size = os.fstat(fd).st_size
    prefix = header if size == 0 else ""
    if size > 0 and os.pread(fd, 1, size - 1) != b"\n":
        prefix = "\n"
    data = (prefix + lines).encode("utf-8")
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
    os.fsync(fd)
