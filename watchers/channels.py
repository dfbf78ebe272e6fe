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

from store.exceptions import GroupchatMemoryError
from store.perms import ensure_dir, open_private
from watchers.ledger import utc_now
from watchers.meta import InsightMeta

logger = logging.getLogger(__name__)

INBOX_MD = "INBOX.md"
INBOX_JSONL = "inbox.jsonl"
_CAPTION_LIMIT = 1024
_STDERR_TAIL = 500


class ChannelError(GroupchatMemoryError):
    """One delivery attempt failed; ``retry_after`` is a lower bound for the next one."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


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


class InboxChannel:
    """Appends to ``INBOX.md`` (for Anu to read) and ``inbox.jsonl`` (for programs).

    Appends are O_APPEND + fsync under one lock. Each line carries the content hash,
    so a resend after a crash can see that the line is already there.
    """

    name = "inbox"
    timeout = 30.0

    def __init__(self, directory: Path, concurrency: int = 8) -> None:
        # appends are serialised by the lock; concurrent attempts let their ledger
        # commits ("sending", "delivered") share one write (group commit)
        self.concurrency = concurrency
        self.directory = directory
        self.markdown = directory / INBOX_MD
        self.jsonl = directory / INBOX_JSONL
        self._lock = anyio.Lock()

    def own_files(self) -> list[str]:
        """Paths this channel writes (the tracker must not treat them as insights)."""
        return [os.fspath(self.markdown), os.fspath(self.jsonl)]

    async def deliver(self, item: Delivery) -> None:
        """Append the entry to both files (only where missing, when in doubt)."""
        async with self._lock:
            try:
                await anyio.to_thread.run_sync(self._append, item)
            except OSError as exc:
                raise ChannelError(
                    f"cannot append to the inbox in {self.directory}: {exc.strerror or exc}"
                ) from exc

    def _append(self, item: Delivery) -> None:
        ensure_dir(self.directory)
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
        line_md = (
            f"- {entry.time} · **{_one_line(entry.title)}** · {_one_line(entry.chat) or '-'} · "
            f"{_one_line(entry.period) or '-'} · `{entry.path}` <!-- {marker} -->\n"
        )
        line_json = msgspec.json.encode(entry).decode("utf-8") + "\n"
        header = "# Inbox\n\nInsights delivered by groupchat-memory, newest last.\n\n"
        if not (item.in_doubt and _contains(self.markdown, marker)):
            _append_line(self.markdown, line_md, header)
        if not (item.in_doubt and _contains(self.jsonl, f'"hash":"{item.digest}"')):
            _append_line(self.jsonl, line_json, "")

    async def aclose(self) -> None:
        """Nothing held open between deliveries."""


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _contains(path: Path, needle: str) -> bool:
    try:
        return needle in path.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return False


def _append_line(path: Path, line: str, header: str) -> None:
    """Append durably; a torn last line (crash mid-write) is closed off first."""
    fd = open_private(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    try:
        size = os.fstat(fd).st_size
        prefix = header if size == 0 else ""
        if size > 0:
            with open(path, "rb") as reader:
                reader.seek(size - 1)
                if reader.read(1) != b"\n":
                    prefix = "\n"
        data = (prefix + line).encode("utf-8")
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


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
