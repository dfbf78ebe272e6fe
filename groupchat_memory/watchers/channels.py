"""The three ways an insight reaches Anu: Telegram DM, a command hook, the inbox index.

``build_channels`` makes the configured ones. The Telegram channel uploads only bytes
read through the ``FileGuard`` whose hash is still the one the ledger recorded, so a
file swapped for a symlink or another file after it was checked is never sent. The
command hook gets the path: the program it runs opens the file itself.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import subprocess

import anyio

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.base.flood_wait import flood_wait_s
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.delivery import Channel, ChannelError, Delivery
from groupchat_memory.watchers.files import FileGuard, UnsafeFileError, display_name
from groupchat_memory.watchers.inbox import InboxChannel
from groupchat_memory.watchers.settings import WatcherSettings, read_secret

__all__ = [
    "CommandChannel",
    "TelegramChannel",
    "build_channels",
    "derive_key",
]

logger = logging.getLogger(__name__)

_CAPTION_LIMIT = 1024
_STDERR_TAIL = 500


def derive_key(token: str) -> str:
    """cokacdir's key for a bot token: the first 16 hex characters of its SHA-256."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()[:16]


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
            raise ChannelError(
                f"command {argv[0]!r} is not executable: {exc.strerror}; make it executable "
                "(chmod +x) or fix [watcher.command].argv"
            ) from exc
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
        guard: FileGuard,
        base_url: str = "https://api.telegram.org/bot",
        timeout: float = 60.0,
        concurrency: int = 1,
    ) -> None:
        self.chat_id = chat_id
        self.guard = guard
        self.timeout = timeout
        self.concurrency = concurrency
        self._token = token
        # python-telegram-bot is imported here, not with the module: a watcher without the
        # Telegram channel (an inbox, a command hook) starts without its imports
        import telegram
        from telegram.request import HTTPXRequest

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
        import telegram.error

        shown = display_name(item.path)
        try:
            data = await anyio.to_thread.run_sync(
                self.guard.read, os.fspath(item.path), item.digest
            )
        except UnsafeFileError as exc:
            raise ChannelError(f"not sending {shown}: {exc}") from exc
        except OSError as exc:
            raise ChannelError(f"cannot read {shown}: {exc.strerror or exc}") from exc
        if data is None:
            raise ChannelError(
                f"{shown} changed since it was read; its new content is a delivery of its own"
            )
        try:
            await self._ensure_ready()
            await self._bot.send_document(
                chat_id=self.chat_id,
                document=telegram.InputFile(data, filename=display_name(item.path.name)),
                caption=item.meta.title[:_CAPTION_LIMIT] or None,
            )
        except telegram.error.InvalidToken as exc:
            raise ChannelError(
                "Telegram rejected the bot token; set the right token for [watcher.telegram]"
            ) from exc
        except telegram.error.RetryAfter as exc:
            seconds = flood_wait_s(exc)
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


def build_channels(settings: WatcherSettings, root: DataRoot) -> list[Channel]:
    """The configured channels; a missing token or placeholder value is a ConfigError."""
    channels: list[Channel] = []
    if settings.inbox.enabled:
        channels.append(InboxChannel(settings.inbox_dir(root), tz=settings.tz))
    tg = settings.telegram
    if tg is not None:
        token = read_secret(tg.token_env)
        if not token:
            raise ConfigError(
                f"[watcher.telegram] needs a bot token: set ${tg.token_env} or a systemd "
                f"credential named {tg.token_env} (LoadCredential=)"
            )
        channels.append(
            TelegramChannel(
                token,
                tg.chat_id,
                guard=FileGuard(settings.watch_dirs(root), settings.max_file_bytes),
                base_url=tg.base_url,
                timeout=tg.timeout,
                concurrency=tg.concurrency,
            )
        )
    cmd = settings.command
    if cmd is not None:
        template = " ".join(cmd.argv)
        chat_id = cmd.chat_id if cmd.chat_id is not None else (tg.chat_id if tg else None)
        if chat_id is None and "{chat_id}" in template:
            raise ConfigError("[watcher.command] uses {chat_id}: set command.chat_id")
        key = cmd.key
        if not key and "{key}" in template:
            token_env = cmd.token_env or (tg.token_env if tg else "ANU_BOT_TOKEN")
            token = read_secret(token_env)
            if not token:
                raise ConfigError(
                    f"[watcher.command] uses {{key}}: set command.key, or ${token_env} "
                    "(the key is derived from that bot token as cokacdir does)"
                )
            key = derive_key(token)
        channels.append(
            CommandChannel(
                cmd.argv,
                chat_id="" if chat_id is None else str(chat_id),
                key=key or "",
                timeout=cmd.timeout,
                concurrency=cmd.concurrency,
            )
        )
    if not channels:
        raise ConfigError(
            "the watcher has no channel: enable [watcher.inbox], [watcher.telegram] "
            "or [watcher.command]"
        )
    return channels
