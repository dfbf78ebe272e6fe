"""The three ways an insight reaches Anu: Telegram DM, a command hook, the inbox index.

Each channel's ``deliver`` either returns (delivered) or raises ``ChannelError``; the
service records the outcome in the ledger and retries. ``Delivery.in_doubt`` says the
watcher died during an earlier attempt: the inbox can check its own files and skip
what already arrived; the other two cannot know and send again.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import subprocess
import warnings
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Protocol

import anyio
import msgspec
import telegram
import telegram.error
from telegram.request import HTTPXRequest
from telegram.warnings import PTBDeprecationWarning

from groupchat_memory.store.exceptions import ChannelError
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.watchers.ledger import utc_now
from groupchat_memory.watchers.meta import InsightMeta

logger = logging.getLogger(__name__)

INBOX_MD = "INBOX.md"
INBOX_JSONL = "inbox.jsonl"
_CAPTION_LIMIT = 1024
_STDERR_TAIL = 500


@dataclass(frozen=True)
class Delivery:
    """What a channel gets: the file, its content hash and its front matter."""

    path: Path
    digest: str
    meta: InsightMeta
    in_doubt: bool = False


class Channel(Protocol):
    """A delivery channel; ``concurrency`` attempts may run at once."""

    name: str
    concurrency: int
    timeout: float

    async def deliver(self, item: Delivery) -> None: ...

    async def aclose(self) -> None: ...


def derive_key(token: str) -> str:
    """cokacdir's key for a bot token: the first 16 hex characters of its SHA-256."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()[:16]


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

    def __init__(self, directory: Path, concurrency: int = 8) -> None:
        # concurrent attempts share the inbox's writes and their ledger commits
        # ("sending", "delivered"): both are group writes
        self.concurrency = concurrency
        self.directory = directory
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
        have_md = _text(self.markdown) if doubt else ""
        have_json = _text(self.jsonl) if doubt else ""
        lines_md: list[str] = []
        lines_json: list[str] = []
        for item in items:
            entry = InboxEntry(
                time=utc_now(),
                path=os.fspath(item.path),
                name=item.path.name,
                title=item.meta.title,
                chat=item.meta.chat,
                period=item.meta.period,
                hash=item.digest,
            )
            marker = f"sha256:{item.digest}"
            if not (item.in_doubt and marker in have_md):
                lines_md.append(
                    f"- {entry.time} · **{_one_line(entry.title)}** · "
                    f"{_one_line(entry.chat) or '-'} · {_one_line(entry.period) or '-'} · "
                    f"`{entry.path}` <!-- {marker} -->\n"
                )
            if not (item.in_doubt and f'"hash":"{item.digest}"' in have_json):
                lines_json.append(msgspec.json.encode(entry).decode("utf-8") + "\n")
        header = "# Inbox\n\nInsights delivered by groupchat-memory, newest last.\n\n"
        if lines_md:
            _append_lines(self._open(self.markdown), "".join(lines_md), header)
        if lines_json:
            _append_lines(self._open(self.jsonl), "".join(lines_json), "")

    def _open(self, path: Path) -> int:
        """The open descriptor of ``path``, reopened if the file was replaced or removed."""
        fd = self._fds.get(path)
        if fd is not None:
            try:
                now, held = os.stat(path), os.fstat(fd)
                if (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                    return fd
            except FileNotFoundError:
                pass
            del self._fds[path]
            os.close(fd)
        fd = open_private(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC)
        self._fds[path] = fd
        return fd

    async def aclose(self) -> None:
        """Close the inbox files (called once no delivery is running)."""
        while self._fds:
            _, fd = self._fds.popitem()
            os.close(fd)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
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


_PLACEHOLDER = re.compile(r"\{(path|chat_id|key|title|hash|name)\}")


class CommandChannel:
    """Runs an argv template (no shell); exit 0 is success, anything else a failure."""

    name = "command"

    def __init__(
        self,
        argv: list[str],
        *,
        chat_id: str,
        key: str,
        timeout: float = 60.0,
        concurrency: int = 4,
    ) -> None:
        self.argv = list(argv)
        self.chat_id = chat_id
        self.key = key
        self.timeout = timeout
        self.concurrency = concurrency

    def render(self, item: Delivery) -> list[str]:
        """The argv for one file; each argument stays one argument whatever it holds."""
        values = {
            "path": os.fspath(item.path),
            "chat_id": self.chat_id,
            "key": self.key,
            "title": item.meta.title,
            "hash": item.digest,
            "name": item.path.name,
        }
        return [_PLACEHOLDER.sub(lambda m: values[m.group(1)], arg) for arg in self.argv]

    async def deliver(self, item: Delivery) -> None:
        """Run the command once and judge it by its exit status."""
        argv = self.render(item)
        try:
            result = await anyio.run_process(argv, check=False, stdin=subprocess.DEVNULL)
        except FileNotFoundError as exc:
            raise ChannelError(
                f"command {argv[0]!r} not found; install it or fix [watcher.command].argv"
            ) from exc
        except PermissionError as exc:
            raise ChannelError(f"command {argv[0]!r} is not executable: {exc.strerror}") from exc
        if result.returncode != 0:
            stderr = result.stderr.decode("utf-8", errors="replace").strip()[-_STDERR_TAIL:]
            if self.key:
                stderr = stderr.replace(self.key, "<key>")
            raise ChannelError(f"{argv[0]} exited with {result.returncode}: {stderr or '-'}")

    async def aclose(self) -> None:
        """No resources between runs."""


class TelegramChannel:
    """sendDocument of the file to Anu's chat, the title as caption."""

    name = "telegram"

    def __init__(
        self,
        token: str,
        chat_id: int,
        *,
        base_url: str = "https://api.telegram.org/bot",
        timeout: float = 60.0,
        concurrency: int = 1,
    ) -> None:
        self.chat_id = chat_id
        self.timeout = timeout
        self.concurrency = concurrency
        self._token = token
        request = HTTPXRequest(
            connection_pool_size=concurrency + 1,
            read_timeout=timeout,
            write_timeout=timeout,
            media_write_timeout=timeout,
            connect_timeout=min(timeout, 10.0),
            pool_timeout=timeout,
        )
        self._bot = telegram.Bot(token, base_url=base_url, request=request)
        self._ready = False
        self._init_lock = anyio.Lock()

    def _scrub(self, text: str) -> str:
        """Never let the token reach a log line."""
        return text.replace(self._token, "<token>")

    async def _ensure_ready(self) -> None:
        async with self._init_lock:
            if not self._ready:
                await self._bot.initialize()  # getMe: checks the token
                self._ready = True

    async def deliver(self, item: Delivery) -> None:
        """Upload the file; Telegram's flood control becomes ``retry_after``."""
        try:
            data = await anyio.to_thread.run_sync(item.path.read_bytes)
        except OSError as exc:
            raise ChannelError(f"cannot read {item.path}: {exc.strerror or exc}") from exc
        try:
            await self._ensure_ready()
            await self._bot.send_document(
                chat_id=self.chat_id,
                document=telegram.InputFile(data, filename=item.path.name),
                caption=item.meta.title[:_CAPTION_LIMIT] or None,
            )
        except telegram.error.InvalidToken as exc:
            raise ChannelError(
                "Telegram rejected the bot token; set the right token for [watcher.telegram]"
            ) from exc
        except telegram.error.RetryAfter as exc:
            with warnings.catch_warnings():
                # PTB 22 warns that retry_after becomes a timedelta: both are handled here
                warnings.simplefilter("ignore", PTBDeprecationWarning)
                wait = exc.retry_after
            seconds = wait.total_seconds() if isinstance(wait, timedelta) else float(wait)
            raise ChannelError(f"Telegram flood control: retry in {seconds:g}s", seconds) from exc
        except telegram.error.Forbidden as exc:
            raise ChannelError(
                f"Telegram refused to send to chat {self.chat_id} ({self._scrub(str(exc))}); "
                "Anu must start a conversation with the bot first"
            ) from exc
        except telegram.error.TelegramError as exc:
            raise ChannelError(f"Telegram error: {self._scrub(str(exc))}") from exc

    async def aclose(self) -> None:
        """Close the HTTP connection pool."""
        await self._bot.shutdown()
