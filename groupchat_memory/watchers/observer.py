"""The watchdog observer, bridged into the anyio loop.

Watchdog calls its handlers on its own dispatcher thread. That thread only turns the
event into an ``Observation`` and forwards it through a bounded memory stream with the
loop's token: everything else happens on the loop. A full stream blocks the watchdog
thread (back-pressure into the kernel queue) instead of dropping events.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import anyio
import anyio.from_thread
import anyio.lowlevel
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer
from watchdog.observers.api import BaseObserver

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.watchers.events import Observation, observe


class WatchError(GroupchatMemoryError):
    """A watched folder cannot be watched (missing, not a folder, inotify limits)."""


logger = logging.getLogger(__name__)


class _Forwarder(FileSystemEventHandler):
    """Runs on watchdog's thread: forward, never handle."""

    def __init__(
        self, send: MemoryObjectSendStream[Observation], token: anyio.lowlevel.EventLoopToken
    ) -> None:
        self._send = send
        self._token = token

    def on_any_event(self, event: FileSystemEvent) -> None:
        obs = observe(event)
        if obs is None:
            return
        try:
            try:
                anyio.from_thread.run_sync(self._send.send_nowait, obs, token=self._token)
            except anyio.WouldBlock:
                # the loop is behind: wait for room rather than lose the event
                anyio.from_thread.run(self._send.send, obs, token=self._token)
        except (anyio.BrokenResourceError, anyio.ClosedResourceError, RuntimeError):
            # the loop side closed (shutting down, or its loop is gone): the catch-up
            # scan of the next start covers whatever arrives now
            pass


@dataclass
class Watch:
    """A running observer and the stream its events arrive on."""

    observer: BaseObserver
    events: MemoryObjectReceiveStream[Observation]
    dirs: list[Path]

    def healthy(self) -> bool:
        """The observer thread and every emitter are alive and every folder still exists."""
        if not self.observer.is_alive():
            return False
        if not all(emitter.is_alive() for emitter in self.observer.emitters):
            return False
        return all(directory.is_dir() for directory in self.dirs)


@asynccontextmanager
async def watch(dirs: Iterable[Path], buffer: int = 1024) -> AsyncIterator[Watch]:
    """Start watching ``dirs`` (inotify watches exist when this yields)."""
    folders = list(dirs)
    send, receive = anyio.create_memory_object_stream[Observation](buffer)
    observer = Observer()
    handler = _Forwarder(send, anyio.lowlevel.current_token())
    try:
        for directory in folders:
            observer.schedule(handler, str(directory), recursive=False)
        # start() adds the inotify watches before returning (on_thread_start)
        observer.start()
    except OSError as exc:
        send.close()
        receive.close()
        raise WatchError(
            f"cannot watch {', '.join(map(str, folders))}: {exc.strerror or exc}; check that "
            "the folders exist and fs.inotify.max_user_watches/instances are not exhausted"
        ) from exc
    try:
        yield Watch(observer, receive, folders)
    finally:
        # close first so a watchdog thread blocked on a full stream wakes up and returns
        receive.close()
        send.close()
        # stop() takes a lock the dispatcher thread may hold while it waits for this
        # loop: stop and join from a worker thread so the loop stays free to answer it
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(_stop, observer)


def _stop(observer: BaseObserver) -> None:
    observer.stop()
    observer.join(10.0)
