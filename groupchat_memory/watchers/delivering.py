"""Delivering files to the channels: queues, attempts, retries, outcomes in the ledger.

One queue per channel, served by ``concurrency`` workers; a failed attempt is retried
after a backoff (wall clock, so a pending retry survives a restart) until
``max_attempts``. An attempt is shielded from cancellation, so SIGTERM lets it finish
and record its outcome; "sending" is durable before a channel is called, so a crash
mid-attempt is known at the next start ("in doubt").
"""

from __future__ import annotations

import logging
import math
import os
import time
from collections.abc import Sequence
from pathlib import Path

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from groupchat_memory.watchers.delivery import Channel, ChannelError, Delivery
from groupchat_memory.watchers.files import FileGuard, UnsafeFileError, display_name
from groupchat_memory.watchers.ledger import DONE, ChannelState, Ledger, LedgerEntry, utc_now
from groupchat_memory.watchers.meta import InsightMeta
from groupchat_memory.watchers.settings import WatcherSettings

logger = logging.getLogger(__name__)

Key = tuple[str, str]  # (content hash, channel name)


class Dispatcher:
    """Which deliveries are under way, and the tasks that run them (all on the loop)."""

    def __init__(
        self,
        settings: WatcherSettings,
        channels: Sequence[Channel],
        ledger: Ledger,
        guard: FileGuard,
    ) -> None:
        self.settings = settings
        self.channels = {channel.name: channel for channel in channels}
        self.ledger = ledger
        self.guard = guard
        self.busy: set[Key] = set()  # queued, in an attempt, or waiting for a retry
        self.in_doubt: set[Key] = set()
        # after a corrupt ledger was reset nothing is known: let the inbox check its files
        self.assume_in_doubt = ledger.recovered_from_corruption
        self.retries: dict[Key, float] = {}
        self.attempting: dict[Key, anyio.Event] = {}  # set when that attempt has ended
        self.retry_changed = anyio.Event()
        self.queues: dict[
            str, tuple[MemoryObjectSendStream[str], MemoryObjectReceiveStream[str]]
        ] = {name: anyio.create_memory_object_stream[str](math.inf) for name in self.channels}

    def settled(self, digest: str) -> bool:
        """Every channel has delivered or given up on ``digest``, or is on it."""
        entry = self.ledger.get(digest)
        if entry is None:
            return False
        return all(
            (digest, name) in self.busy
            or (name in entry.channels and entry.channels[name].state in DONE)
            for name in self.channels
        )

    def consider(self, entry: LedgerEntry, name: str) -> None:
        """Queue or schedule a delivery that is neither done, given up, nor under way."""
        key = (entry.hash, name)
        state = entry.channels[name]
        if key in self.busy or state.state in DONE:
            return
        self.busy.add(key)
        if state.next_attempt_at is not None and state.next_attempt_at > time.time():
            self._schedule(key, state.next_attempt_at)
        else:
            self.queues[name][0].send_nowait(entry.hash)

    async def channel_worker(self, channel: Channel) -> None:
        """Run attempts for one channel, one at a time per worker."""
        async for digest in self.queues[channel.name][1]:
            await self._attempt(channel, digest)

    async def attempts_over(self, digests: set[str]) -> None:
        """Wait until no attempt for any of ``digests`` is under way (its outcome is in)."""
        while live := [e for (d, _), e in self.attempting.items() if d in digests]:
            await live[0].wait()

    async def _attempt(self, channel: Channel, digest: str) -> None:
        key = (digest, channel.name)
        ended = self.attempting[key] = anyio.Event()
        try:
            await self._attempt_once(channel, key)
        finally:
            del self.attempting[key]
            ended.set()

    async def _attempt_once(self, channel: Channel, key: Key) -> None:
        digest = key[0]
        entry = self.ledger.entries[digest]
        state = entry.channels[channel.name]
        with anyio.CancelScope(shield=True):
            in_doubt = key in self.in_doubt or (self.assume_in_doubt and state.attempts == 0)
            if await self._replaced(entry):
                # the file now holds other content, which is a delivery of its own: sending
                # this one would send that content twice (the command reads the path) or
                # fail until given up (Telegram checks the hash)
                self.in_doubt.discard(key)
                self.drop(entry, channel.name, "the file changed before it was sent")
                state.in_doubt = in_doubt  # a send cut short may have reached it anyway
                await self.ledger.commit()
                self.busy.discard(key)
                return
            state.state = "sending"
            state.attempts += 1
            state.last_attempt_at = utc_now()
            state.next_attempt_at = None
            if in_doubt:
                state.in_doubt_resends += 1
            self.ledger.mark(digest)
            await self.ledger.commit()  # "sending" is durable before the channel is called
            path = Path(entry.path)
            meta = InsightMeta(title=entry.title, chat=entry.chat, period=entry.period)
            error, retry_after = await self._call(channel, Delivery(path, digest, meta, in_doubt))
            self.in_doubt.discard(key)
            self._record(entry, channel.name, state, error, retry_after)
            await self.ledger.commit()
        if state.state == "pending" and state.next_attempt_at is not None:
            self._schedule(key, state.next_attempt_at)
        else:
            self.busy.discard(key)

    def drop(self, entry: LedgerEntry, name: str, why: str) -> None:
        """Settle ``entry`` for channel ``name`` without sending it (``why`` is kept)."""
        state = entry.channels.setdefault(name, ChannelState())
        state.state = "dropped"
        state.note = why
        state.next_attempt_at = None
        self.ledger.mark(entry.hash)
        logger.info("not sending %s to %s: %s", display_name(entry.path), name, why)

    async def _replaced(self, entry: LedgerEntry) -> bool:
        """Whether the file at ``entry.path`` now holds other content than ``entry``'s (a
        file that is gone or refused is left to the attempt, which says why)."""
        try:
            content = await anyio.to_thread.run_sync(self.guard.content, entry.path)
        except (OSError, UnsafeFileError):
            return False
        return content.digest != entry.hash

    async def _call(self, channel: Channel, item: Delivery) -> tuple[str | None, float | None]:
        """One channel call; returns (error, retry_after), error None on success."""
        try:
            await anyio.to_thread.run_sync(self.guard.check, os.fspath(item.path))
        except FileNotFoundError:
            return f"{display_name(item.path)} no longer exists", None
        except UnsafeFileError as exc:
            return f"{display_name(item.path)} is not sent: {exc}", None
        except OSError as exc:
            return f"cannot open {display_name(item.path)}: {exc.strerror or exc}", None
        try:
            with anyio.fail_after(channel.timeout):
                await channel.deliver(item)
        except ChannelError as exc:
            return str(exc), exc.retry_after
        except TimeoutError:
            return f"no answer within {channel.timeout:g}s", None
        except Exception as exc:
            # a bug or surprise inside one channel must not stop the other deliveries:
            # it counts as a failed attempt and is retried like any other failure
            logger.exception(
                "channel %s raised unexpectedly for %s", channel.name, display_name(item.path)
            )
            return f"{type(exc).__name__}: {exc}", None
        return None, None

    def _record(
        self,
        entry: LedgerEntry,
        name: str,
        state: ChannelState,
        error: str | None,
        retry_after: float | None,
    ) -> None:
        if error is None:
            state.state = "delivered"
            state.delivered_at = utc_now()
            state.last_error = None
            shown = display_name(entry.path)
            logger.info("delivered %s to %s (attempt %d)", shown, name, state.attempts)
        elif state.attempts >= self.settings.max_attempts:
            state.state = "failed"
            state.last_error = error
            logger.error(
                "gave up delivering %s to %s after %d attempts: %s; see `watch --status`",
                display_name(entry.path),
                name,
                state.attempts,
                error,
            )
        else:
            delay = max(self.settings.backoff.delay(state.attempts), retry_after or 0.0)
            state.state = "pending"
            state.last_error = error
            state.next_attempt_at = time.time() + delay
            logger.warning(
                "delivering %s to %s failed (attempt %d of %d, next in %.1fs): %s",
                display_name(entry.path),
                name,
                state.attempts,
                self.settings.max_attempts,
                delay,
                error,
            )
        self.ledger.mark(entry.hash)

    def _schedule(self, key: Key, at: float) -> None:
        self.retries[key] = at
        self.retry_changed.set()

    async def retry_timer(self) -> None:
        """Re-queue deliveries whose backoff has elapsed (wall clock: survives restarts)."""
        while True:
            now = time.time()
            for key in [k for k, at in self.retries.items() if at <= now]:
                del self.retries[key]
                self.queues[key[1]][0].send_nowait(key[0])
            self.retry_changed = anyio.Event()
            wait = min(self.retries.values(), default=None)
            with anyio.move_on_after(None if wait is None else max(wait - now, 0.0)):
                await self.retry_changed.wait()

    def resume(self, retry_failed: bool) -> int:
        """Pick up what the ledger left open; a "sending" state means in doubt."""
        count = 0
        for entry, name, state in list(self.ledger.states()):
            if name not in self.channels:
                continue
            if state.state == "failed" and retry_failed:
                state.state = "pending"
                state.attempts = 0
                state.next_attempt_at = None
                self.ledger.mark(entry.hash)
            if state.state == "sending":
                logger.warning(
                    "the watcher stopped while delivering %s to %s; the outcome is unknown, "
                    "so it is sent again",
                    display_name(entry.path),
                    name,
                )
                # stays "sending" in the ledger until the resend: if we die again first,
                # the next start still knows the outcome is in doubt
                self.in_doubt.add((entry.hash, name))
            if state.state in ("pending", "sending"):
                self.consider(entry, name)
                count += 1
        return count
