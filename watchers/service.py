"""The insight watcher: catch-up scan, live watch, delivery with retries, exactly once.

Start order: load the ledger, start the observer (inotify watches exist from here on),
resume what the ledger left open, scan the folders, report ready. Events that arrive
during the scan are queued, and a file seen both ways is delivered once because the
ledger is keyed by content hash: there is no gap and no double delivery.

Tasks, all on one loop: the event consumer (observations to complete paths), file
workers (read, hash, ledger entry), one worker pool per channel, the retry timer, the
periodic rescan and the health/watchdog ticker. A delivery attempt is shielded from
cancellation, so SIGTERM lets it finish and record its outcome.
"""

from __future__ import annotations

import logging
import math
import os
import stat
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import anyio
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from groupchat_memory.store.exceptions import ChannelError, UnsafeFileError, WatchError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir
from groupchat_memory.store.systemd import SystemdNotifier
from groupchat_memory.watchers.channels import (
    INBOX_MD,
    Channel,
    Delivery,
    InboxChannel,
    build_channels,
)
from groupchat_memory.watchers.events import (
    CompletionTracker,
    Observation,
    is_candidate,
    open_for_writing,
)
from groupchat_memory.watchers.files import FileGuard, display_name
from groupchat_memory.watchers.ledger import ChannelState, Ledger, LedgerEntry, utc_now
from groupchat_memory.watchers.meta import InsightMeta, parse_meta
from groupchat_memory.watchers.observer import Watch, watch
from groupchat_memory.watchers.recovery import rebuild_from_inbox
from groupchat_memory.watchers.settings import WatcherSettings
from groupchat_memory.watchers.status import WatcherStatus, format_status, watcher_status

__all__ = ["WatcherStatus", "build_channels", "format_status", "run_watcher", "watcher_status"]

logger = logging.getLogger(__name__)

_HEALTH_EVERY = 5.0
Key = tuple[str, str]  # (content hash, channel name)
_StatKey = tuple[int, int, int]  # (inode, size, mtime); None: not a regular file


class _Watcher:
    """State shared by the watcher's tasks (all on the loop; no locks needed)."""

    def __init__(
        self,
        settings: WatcherSettings,
        dirs: list[Path],
        channels: Sequence[Channel],
        ledger: Ledger,
        ignored: list[str],
    ) -> None:
        self.settings = settings
        self.dirs = dirs
        self.channels = {channel.name: channel for channel in channels}
        self.ledger = ledger
        self.guard = FileGuard(dirs, settings.max_file_bytes)
        self.tracker = CompletionTracker(settings.settle_seconds, ignored)
        self.ignored = set(ignored)
        self.busy: set[Key] = set()  # queued, in an attempt, or waiting for a retry
        self.in_doubt: set[Key] = set()
        # after a corrupt ledger was reset nothing is known: let the inbox check its files
        self.assume_in_doubt = ledger.recovered_from_corruption
        self.retries: dict[Key, float] = {}
        self.retry_changed = anyio.Event()
        self.known: dict[str, tuple[_StatKey, str]] = {}  # path -> (stat, hash) last read
        self.files_pending: set[str] = set()
        self.file_send, self.file_receive = anyio.create_memory_object_stream[str](math.inf)
        self.queues: dict[
            str, tuple[MemoryObjectSendStream[str], MemoryObjectReceiveStream[str]]
        ] = {name: anyio.create_memory_object_stream[str](math.inf) for name in self.channels}

    # -- intake -----------------------------------------------------------------------

    def submit(self, path: str) -> None:
        """Queue a complete file for reading (once, however often it is reported)."""
        if path in self.files_pending or path in self.ignored:
            return
        self.files_pending.add(path)
        self.file_send.send_nowait(path)

    async def consume(self, events: MemoryObjectReceiveStream[Observation]) -> None:
        """Feed observations to the tracker; run settle checks in event order."""
        while True:
            due = self.tracker.next_due()
            timeout = None if due is None else max(due - anyio.current_time(), 0.0)
            got: Observation | None = None
            with anyio.move_on_after(timeout):
                try:
                    got = await events.receive()
                except anyio.EndOfStream:
                    return
            if got is not None:
                self._feed(got)
                if got.kind == "deleted" and self.ledger.unskip(display_name(got.path)):
                    await self.ledger.commit()  # a refused file is gone: status forgets it
                continue
            # a settle check is due: take in whatever is already buffered first, so an
            # "opened" right behind a "created" is never judged after its deadline
            while True:
                try:
                    self._feed(events.receive_nowait())
                except anyio.WouldBlock:
                    break
                except anyio.EndOfStream:
                    return
            ready = self.tracker.due(anyio.current_time())
            if not ready:
                continue
            writers = await anyio.to_thread.run_sync(open_for_writing, self.dirs)
            for path in ready:
                if path in writers:
                    self.tracker.recheck_later(path, anyio.current_time())
                else:
                    self.submit(path)

    def _feed(self, obs: Observation) -> None:
        for path in self.tracker.feed(obs, anyio.current_time()):
            self.submit(path)

    async def scan(self, reason: str) -> int:
        """Submit every complete candidate file not known to be settled; return how many.

        Symlinks, FIFOs and the like are submitted too: reading refuses them and notes
        why (once). Notes about files no longer there are dropped.
        """
        entries = await anyio.to_thread.run_sync(self._list)
        writers = await anyio.to_thread.run_sync(open_for_writing, self.dirs)
        writing = self.tracker.writing()
        present = {display_name(path) for path, _ in entries}
        gone = [name for name in self.ledger.notes.skipped if name not in present]
        for name in gone:
            self.ledger.unskip(name)
        if gone:
            await self.ledger.commit()
        count = 0
        for path, stat_key in entries:
            if path in writers or path in writing:
                continue  # still being written: its "closed" event will bring it
            known = self.known.get(path)
            if known is not None and known[0] == stat_key and self._settled(known[1]):
                continue
            if stat_key is None and display_name(path) in self.ledger.notes.skipped:
                continue  # refused before and still not a regular file
            self.submit(path)
            count += 1
        if count:
            logger.info("%s scan: %d file(s) to check", reason, count)
        return count

    def _list(self) -> list[tuple[str, _StatKey | None]]:
        found: list[tuple[str, _StatKey | None]] = []
        for directory in self.dirs:
            try:
                with os.scandir(directory) as it:
                    for item in it:
                        if not is_candidate(item.name) or item.path in self.ignored:
                            continue
                        try:
                            st = item.stat(follow_symlinks=False)
                        except OSError:
                            continue
                        if stat.S_ISDIR(st.st_mode):
                            continue  # a folder named *.md is not a file drop
                        key = (st.st_ino, st.st_size, st.st_mtime_ns)
                        found.append((item.path, key if stat.S_ISREG(st.st_mode) else None))
            except FileNotFoundError:
                continue  # the health check reports a vanished folder
        found.sort()
        return found

    def _settled(self, digest: str) -> bool:
        entry = self.ledger.get(digest)
        if entry is None:
            return False
        return all(
            (digest, name) in self.busy
            or (name in entry.channels and entry.channels[name].state in ("delivered", "failed"))
            for name in self.channels
        )

    # -- files --------------------------------------------------------------------------

    async def file_worker(self) -> None:
        """Read and hash complete files, record them, hand them to the channels."""
        async for path in self.file_receive:
            self.files_pending.discard(path)
            await self._process(path)

    async def _process(self, path: str) -> None:
        name = display_name(path)
        try:
            content = await anyio.to_thread.run_sync(self.guard.content, path)
        except FileNotFoundError:
            return  # gone again (renamed or deleted): its new name brings its own event
        except UnsafeFileError as exc:
            await self._refuse(name, str(exc))
            return
        except OSError as exc:
            logger.warning("cannot read %s (%s); the next scan tries again", name, exc)
            return
        if self.ledger.unskip(name):
            logger.info("%s is a deliverable file now", name)
        digest, st = content.digest, content.stat
        self.known[path] = ((st.st_ino, st.st_size, st.st_mtime_ns), digest)
        entry = self.ledger.get(digest)
        if entry is None:
            meta = parse_meta(content.head.decode("utf-8", errors="replace"), Path(path).stem)
            entry = LedgerEntry(
                hash=digest,
                path=path,
                first_seen=utc_now(),
                title=meta.title,
                chat=meta.chat,
                period=meta.period,
            )
            self.ledger.put(entry)
        elif entry.path != path and not await anyio.to_thread.run_sync(os.path.exists, entry.path):
            entry.path = path  # renamed: retries must find it under the new name
            self.ledger.mark(digest)
        for name in self.channels:
            if name not in entry.channels:
                entry.channels[name] = ChannelState()
                self.ledger.mark(digest)
            self.consider(entry, name)

    async def _refuse(self, name: str, reason: str) -> None:
        """Note a file that is not delivered; log it the first time only."""
        if self.ledger.skip(name, reason):
            logger.warning("not delivering %s: %s", name, reason)
            await self.ledger.commit()

    def consider(self, entry: LedgerEntry, name: str) -> None:
        """Queue or schedule a delivery that is neither done, given up, nor under way."""
        key = (entry.hash, name)
        state = entry.channels[name]
        if key in self.busy or state.state in ("delivered", "failed"):
            return
        self.busy.add(key)
        if state.next_attempt_at is not None and state.next_attempt_at > time.time():
            self._schedule(key, state.next_attempt_at)
        else:
            self.queues[name][0].send_nowait(entry.hash)

    # -- delivery -----------------------------------------------------------------------

    async def channel_worker(self, channel: Channel) -> None:
        """Run attempts for one channel, one at a time per worker."""
        async for digest in self.queues[channel.name][1]:
            await self._attempt(channel, digest)

    async def _attempt(self, channel: Channel, digest: str) -> None:
        key = (digest, channel.name)
        entry = self.ledger.entries[digest]
        state = entry.channels[channel.name]
        with anyio.CancelScope(shield=True):
            in_doubt = key in self.in_doubt or (self.assume_in_doubt and state.attempts == 0)
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

    # -- timers -------------------------------------------------------------------------

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

    async def rescan_timer(self) -> None:
        """Safety net for lost events (e.g. an inotify queue overflow)."""
        while True:
            await anyio.sleep(self.settings.rescan_seconds)
            await self.scan("periodic")

    async def health(self, watching: Watch) -> None:
        """Fail (so systemd restarts us) when the observer dies; ping systemd's watchdog."""
        notifier = SystemdNotifier()
        interval = notifier.watchdog_interval()
        every = min(interval, _HEALTH_EVERY) if interval else _HEALTH_EVERY
        while True:
            if not await anyio.to_thread.run_sync(watching.healthy):
                raise WatchError(
                    f"watching {', '.join(map(str, self.dirs))} stopped (a folder was removed "
                    "or the observer thread died); restart the watcher"
                )
            if interval:
                notifier.watchdog()
            await anyio.sleep(every)

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


async def run_watcher(
    settings: WatcherSettings,
    root: DataRoot,
    *,
    on_ready: Callable[[], None] | None = None,
    channels: Sequence[Channel] | None = None,
    retry_failed: bool = False,
) -> None:
    """Run until cancelled: catch up, then watch and deliver (see the module docstring)."""
    chosen = list(channels) if channels is not None else build_channels(settings, root)
    dirs = settings.watch_dirs(root)
    for directory in dirs:
        await anyio.to_thread.run_sync(ensure_dir, directory)
    # the inbox files live in a watched folder but are ours, never insights
    ignored = [os.fspath(d / INBOX_MD) for d in dirs]
    ignored += [p for ch in chosen if isinstance(ch, InboxChannel) for p in ch.own_files()]
    ledger = await anyio.to_thread.run_sync(Ledger, root.watcher_ledger_path())
    if ledger.recovered_from_corruption:
        inbox_dir = settings.inbox_dir(root)
        names = [channel.name for channel in chosen]
        recovery = await anyio.to_thread.run_sync(rebuild_from_inbox, ledger, inbox_dir, names)
        await ledger.commit()
        logger.error(
            "the watcher ledger was corrupt: moved to %s and rebuilt; %d file(s) the inbox in "
            "%s lists count as delivered, other files in %s are delivered again",
            recovery.moved_to,
            recovery.rebuilt,
            inbox_dir,
            ", ".join(map(str, dirs)),
        )
    state = _Watcher(settings, dirs, chosen, ledger, ignored)
    try:
        async with watch(dirs) as watching, anyio.create_task_group() as tg:
            _start_tasks(tg, state, watching)
            resumed = state.resume(retry_failed)
            found = await state.scan("catch-up")
            logger.info(
                "watching %s: %d delivery(ies) resumed, %d file(s) to check, channels: %s",
                ", ".join(map(str, dirs)),
                resumed,
                found,
                ", ".join(state.channels),
            )
            SystemdNotifier().ready()
            if on_ready is not None:
                on_ready()
    finally:
        SystemdNotifier().stopping()
        with anyio.CancelScope(shield=True):
            for channel in chosen:
                await channel.aclose()
            ledger.close()


def _start_tasks(tg: TaskGroup, state: _Watcher, watching: Watch) -> None:
    tg.start_soon(state.consume, watching.events)
    for _ in range(state.settings.workers):
        tg.start_soon(state.file_worker)
    for channel in state.channels.values():
        for _ in range(max(channel.concurrency, 1)):
            tg.start_soon(state.channel_worker, channel)
    tg.start_soon(state.retry_timer)
    tg.start_soon(state.health, watching)
    if state.settings.rescan_seconds > 0:
        tg.start_soon(state.rescan_timer)
