"""The insight watcher: catch-up scan, live watch, delivery with retries, exactly once.

Start order: load the ledger, start the observer (inotify watches exist from here on),
resume what the ledger left open, scan the folders, report ready. Events that arrive
during the scan are queued, and a file seen both ways is delivered once because the
ledger is keyed by content hash: there is no gap and no double delivery.

Tasks, all on one loop: the event consumer (observations to complete paths), file
workers (read through ``files.FileGuard``, hash, ledger entry; a refused file is noted
once), the dispatcher's worker pool per channel and retry timer (``delivering``), the
periodic rescan and the health/watchdog ticker. A corrupt ledger is rebuilt from the
inbox before anything starts (``recovery``).
"""

from __future__ import annotations

import logging
import math
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

import anyio
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectReceiveStream

from groupchat_memory.base.systemd import SystemdNotifier
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir
from groupchat_memory.watchers.channels import build_channels
from groupchat_memory.watchers.delivering import Dispatcher
from groupchat_memory.watchers.delivery import Channel
from groupchat_memory.watchers.events import (
    CompletionTracker,
    Observation,
    is_candidate,
    open_for_writing,
)
from groupchat_memory.watchers.files import FileGuard, UnsafeFileError, display_name
from groupchat_memory.watchers.inbox import INBOX_MD, InboxChannel
from groupchat_memory.watchers.ledger import ChannelState, Ledger, LedgerEntry, utc_now
from groupchat_memory.watchers.meta import InsightMeta, parse_meta
from groupchat_memory.watchers.observer import Watch, WatchError, watch
from groupchat_memory.watchers.recovery import rebuild_from_inbox
from groupchat_memory.watchers.settings import WatcherSettings

__all__ = [
    "run_watcher",
]

logger = logging.getLogger(__name__)

_HEALTH_EVERY = 5.0
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
        self.ledger = ledger
        self.guard = FileGuard(dirs, settings.max_file_bytes)
        self.dispatch = Dispatcher(settings, channels, ledger, self.guard)
        self.tracker = CompletionTracker(settings.settle_seconds, ignored)
        self.ignored = set(ignored)
        self.known: dict[str, tuple[_StatKey, str]] = {}  # path -> (stat, hash) last read
        self.files_pending: set[str] = set()
        self.file_send, self.file_receive = anyio.create_memory_object_stream[str](math.inf)

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
                gone = got.path if got.kind == "deleted" else got.src
                if gone is not None and self.ledger.unskip(display_name(gone)):
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
            if path in writers:
                continue  # still being written: its "closed" event will bring it
            if path in writing:
                # open by a process /proc shows no writer in, such as the watcher's own
                # read of it (a resend's check of its hash): that reader's close brings no
                # file, so settle it once it is closed (else it waits for the next rescan)
                self.tracker.recheck_later(path, anyio.current_time())
                continue
            known = self.known.get(path)
            if known is not None and known[0] == stat_key and self.dispatch.settled(known[1]):
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

    # -- files --------------------------------------------------------------------------

    async def file_worker(self, tg: TaskGroup) -> None:
        """Read and hash complete files, record them, hand them to the channels (a
        withdrawal waiting for an earlier version's attempt waits in a task of ``tg``)."""
        async for path in self.file_receive:
            self.files_pending.discard(path)
            await self._process(path, tg)

    async def _process(self, path: str, tg: TaskGroup) -> None:
        shown = display_name(path)
        try:
            content = await anyio.to_thread.run_sync(self.guard.content, path)
        except FileNotFoundError:
            return  # gone again (renamed or deleted): its new name brings its own event
        except UnsafeFileError as exc:
            await self._refuse(shown, str(exc))
            return
        except OSError as exc:
            logger.warning("cannot read %s (%s); the next scan tries again", shown, exc)
            return
        if self.ledger.unskip(shown):
            logger.info("%s is a deliverable file now", shown)
        digest, st = content.digest, content.stat
        self.known[path] = ((st.st_ino, st.st_size, st.st_mtime_ns), digest)
        entry = self.ledger.get(digest)
        if entry is None:
            meta = parse_meta(content.head.decode("utf-8", errors="replace"), Path(path).stem)
            if meta.withdrawn:
                # it may wait for an earlier version's attempt (up to a channel's timeout):
                # in a task of its own, so that the other files are not held back
                tg.start_soon(self._record, path, digest, meta)
            else:
                await self._record(path, digest, meta)
            return
        if entry.path != path and not await anyio.to_thread.run_sync(os.path.exists, entry.path):
            entry.path = path  # renamed: retries must find it under the new name
            self.ledger.mark(digest)
        self._consider(entry)

    async def _record(self, path: str, digest: str, meta: InsightMeta) -> None:
        """Enter a content the ledger does not hold yet, and hand it to the channels."""
        doubt: set[tuple[str, str]] = set()
        if meta.withdrawn:
            # where the withdrawal goes depends on where an earlier version got to: an
            # attempt still under way has no answer yet, so wait for it (a resend after a
            # crash mid-send stays in doubt whatever it answers)
            hashes = {e.hash for e in self._earlier(path, digest)}
            doubt = {key for key in self.dispatch.in_doubt if key[0] in hashes}
            await self.dispatch.attempts_over(hashes)
        entry = self.ledger.get(digest)  # another worker may have recorded it meanwhile
        if entry is None:
            entry = LedgerEntry(
                hash=digest,
                path=path,
                first_seen=utc_now(),
                title=meta.title,
                chat=meta.chat,
                period=meta.period,
            )
            self.ledger.put(entry)
            if meta.withdrawn:
                if self._drop_unneeded_withdrawal(entry, doubt):
                    await self.ledger.commit()
                await self._withdraw_titles(path, digest, meta.title)
        self._consider(entry)

    def _consider(self, entry: LedgerEntry) -> None:
        """Hand ``entry`` to every channel that has not settled it."""
        for name in self.dispatch.channels:
            if name not in entry.channels:
                entry.channels[name] = ChannelState()
                self.ledger.mark(entry.hash)
            self.dispatch.consider(entry, name)

    def _drop_unneeded_withdrawal(self, entry: LedgerEntry, doubt: set[tuple[str, str]]) -> bool:
        """A withdrawn report goes only where an earlier version of it went (or may have
        gone: a send in doubt); elsewhere there is nothing to withdraw, and a placeholder
        for a report never received is noise. ``doubt``: earlier sends in doubt when the
        withdrawal came, which may have gone whatever their resend answered. Whether any
        channel was dropped."""
        earlier = self._earlier(entry.path, entry.hash)
        dropped = False
        for name in self.dispatch.channels:
            if not any(
                (e.hash, name) in doubt
                or (
                    name in e.channels
                    and (
                        e.channels[name].state in ("delivered", "sending")
                        or e.channels[name].in_doubt
                    )
                )
                for e in earlier
            ):
                self.dispatch.drop(entry, name, "it withdraws a report this channel never got")
                dropped = True
        return dropped

    def _earlier(self, path: str, digest: str) -> list[LedgerEntry]:
        """The other versions of the report at ``path`` the ledger knows."""
        return [e for e in self.ledger.entries.values() if e.path == path and e.hash != digest]

    async def _withdraw_titles(self, path: str, digest: str, title: str) -> None:
        """A report withdrawn in place (``withdrawn: true``): its earlier versions' titles,
        made from the words of a member who asked to be forgotten, leave the ledger and
        the inbox files; their entries keep their hashes and delivery states."""
        older = [e for e in self.ledger.entries.values()
                 if e.path == path and e.hash != digest and e.title != title]  # fmt: skip
        if not older:
            return
        for old in older:
            old.title = title
            self.ledger.mark(old.hash)
        for channel in self.dispatch.channels.values():
            if isinstance(channel, InboxChannel):
                await channel.retitle({e.hash for e in older}, title)
        await self.ledger.commit_and_fold()
        logger.info("%s was withdrawn: %d earlier title(s) replaced", display_name(path),
                    len(older))  # fmt: skip

    async def _refuse(self, name: str, reason: str) -> None:
        """Note a file that is not delivered; log it the first time only."""
        if self.ledger.skip(name, reason):
            logger.warning("not delivering %s: %s", name, reason)
            await self.ledger.commit()

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
            resumed = state.dispatch.resume(retry_failed)
            found = await state.scan("catch-up")
            logger.info(
                "watching %s: %d delivery(ies) resumed, %d file(s) to check, channels: %s",
                ", ".join(map(str, dirs)),
                resumed,
                found,
                ", ".join(state.dispatch.channels),
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
        tg.start_soon(state.file_worker, tg)
    for channel in state.dispatch.channels.values():
        for _ in range(max(channel.concurrency, 1)):
            tg.start_soon(state.dispatch.channel_worker, channel)
    tg.start_soon(state.dispatch.retry_timer)
    tg.start_soon(state.health, watching)
    if state.settings.rescan_seconds > 0:
        tg.start_soon(state.rescan_timer)
