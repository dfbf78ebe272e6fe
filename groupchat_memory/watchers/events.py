"""Which file-system event sequences mean "a complete insight file is here".

Observed with watchdog 7.1 on inotify (tests/watchers/test_events.py shows them):

- tmp + rename: ``created/opened/modified/closed`` on the hidden temp, then ``moved``
  (dest = final name): complete at ``moved``.
- plain write and ``cp``: ``created``, ``opened``, ``modified``..., ``closed``: complete
  at ``closed`` (IN_CLOSE_WRITE) once no writer holds it open.
- ``mv`` from another folder and ``os.link`` (``store.files.create_exclusive_atomic``):
  ``created`` only. The kernel queues IN_OPEN in the same system call that creates a
  file, so a ``created`` with no ``opened`` within ``settle`` seconds is a file that
  arrived whole; ``open_for_writing`` double-checks through /proc before trusting it.

Hidden files, editor swap/backup files, ``*.tmp``, ``*.part`` and anything not ``*.md``
are ignored. This module holds no I/O except the /proc scan and runs on the event loop.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from watchdog.events import (
    FileClosedEvent,
    FileClosedNoWriteEvent,
    FileCreatedEvent,
    FileDeletedEvent,
    FileModifiedEvent,
    FileMovedEvent,
    FileOpenedEvent,
    FileSystemEvent,
)

Kind = Literal["created", "opened", "modified", "closed", "closed_nowrite", "moved", "deleted"]

_IGNORED_SUFFIXES = (".tmp", ".part", ".swp", ".swo", ".swx", ".crdownload", "~")


def is_candidate(path: str | Path) -> bool:
    """True for a name that may be an insight: ``*.md``, not hidden, temp or swap."""
    name = os.path.basename(os.fspath(path))
    if not name or name.startswith((".", "#", "~")):
        return False
    lowered = name.lower()
    if lowered.endswith(_IGNORED_SUFFIXES):
        return False
    return lowered.endswith(".md") and len(name) > 3


@dataclass(frozen=True, slots=True)
class Observation:
    """A watchdog event reduced to what the tracker needs; safe to pass between threads."""

    kind: Kind
    path: str
    src: str | None = None  # for "moved": where it came from


def observe(event: FileSystemEvent) -> Observation | None:
    """Translate a watchdog event; directory events and unknown kinds give None."""
    if event.is_directory:
        return None
    src = os.fsdecode(event.src_path)
    if isinstance(event, FileMovedEvent):
        return Observation("moved", os.fsdecode(event.dest_path), src)
    kinds: tuple[tuple[type[FileSystemEvent], Kind], ...] = (
        (FileCreatedEvent, "created"),
        (FileOpenedEvent, "opened"),
        (FileModifiedEvent, "modified"),
        (FileClosedEvent, "closed"),
        (FileClosedNoWriteEvent, "closed_nowrite"),
        (FileDeletedEvent, "deleted"),
    )
    for cls, kind in kinds:
        if isinstance(event, cls):
            return Observation(kind, src)
    return None


@dataclass(slots=True)
class _PathState:
    opens: int = 0
    dirty: bool = False
    settle_at: float | None = None
    written: bool = False  # a writer closed it while the events still counted it open


class CompletionTracker:
    """Per-path state machine: ``feed`` returns the paths that just became complete.

    ``ignored`` paths (the inbox files the watcher writes itself) never complete.
    """

    def __init__(self, settle: float, ignored: Iterable[str] = ()) -> None:
        self.settle = settle
        self.ignored = frozenset(ignored)
        self._states: dict[str, _PathState] = {}

    def _wanted(self, path: str) -> bool:
        return is_candidate(path) and path not in self.ignored

    def feed(self, obs: Observation, now: float) -> list[str]:
        """Apply one observation at monotonic time ``now``; return completed paths."""
        if obs.kind == "moved":
            if obs.src is not None:
                self._states.pop(obs.src, None)
            self._states.pop(obs.path, None)
            return [obs.path] if self._wanted(obs.path) else []
        if not self._wanted(obs.path):
            return []
        if obs.kind == "deleted":
            self._states.pop(obs.path, None)
            return []
        state = self._states.setdefault(obs.path, _PathState())
        if obs.kind == "created":
            state.dirty = True
            state.settle_at = now + self.settle
        elif obs.kind == "opened":
            state.opens += 1
        elif obs.kind == "modified":
            state.dirty = True
        elif obs.kind == "closed":
            # IN_CLOSE_WRITE: a writer finished; complete once nobody else holds it open,
            # or after the settle time when /proc shows no writer holding it: the count of
            # opens is a hint only (watchdog's queue drops an event equal to the one still
            # waiting before it, so two readers' closes in a row counted as one, and the
            # path stayed "open" until a rescan)
            state.opens = max(state.opens - 1, 0)
            state.dirty = True
            if state.opens == 0:
                del self._states[obs.path]
                return [obs.path]
            state.written = True
            state.settle_at = now + self.settle
        elif obs.kind == "closed_nowrite":
            state.opens = max(state.opens - 1, 0)
            if state.opens == 0 and (state.settle_at is None or state.written):
                del self._states[obs.path]
                if state.dirty:
                    # a writer closed while a reader (a channel's command, the watcher's
                    # own hash) still held it: complete once the last reader lets go
                    return [obs.path]
                # else a reader came and went: nothing pending
        return []

    def next_due(self) -> float | None:
        """Earliest monotonic time a settle check is due, or None."""
        due = [s.settle_at for s in self._states.values() if s.settle_at is not None]
        return min(due) if due else None

    def due(self, now: float) -> list[str]:
        """Paths created without a writer in sight, or closed by a writer while the events
        still counted another open, whose settle time has passed (the caller checks /proc
        for a writer before reading them).

        A created path some process still holds open (per events) stays until its ``closed``.
        """
        ready: list[str] = []
        for path, state in list(self._states.items()):
            if state.settle_at is None or state.settle_at > now:
                continue
            state.settle_at = None
            if state.dirty and (state.opens == 0 or state.written):
                del self._states[path]
                ready.append(path)
        return ready

    def writing(self) -> set[str]:
        """Paths the events say are open right now (the rescan leaves them alone)."""
        return {path for path, state in self._states.items() if state.opens > 0}

    def recheck_later(self, path: str, now: float) -> None:
        """Put a path back for another settle check (a writer was found in /proc)."""
        state = self._states.setdefault(path, _PathState())
        state.dirty = True
        state.settle_at = now + max(self.settle, 0.05)


def open_for_writing(dirs: Iterable[Path]) -> set[str]:
    """Files inside ``dirs`` that a visible process holds open for writing.

    Reads /proc/<pid>/fd and fdinfo; processes of other users are invisible without
    privileges, which is why the event sequence, not this scan, is the main signal.
    """
    # /proc shows resolved paths: map them back to the folder names we were given
    folders = {os.path.realpath(d): os.fspath(d) for d in dirs}
    found: set[str] = set()
    try:
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return found
    for pid in pids:
        fd_dir = f"/proc/{pid}/fd"
        try:
            fds = os.listdir(fd_dir)
        except OSError:
            continue  # gone, or another user's process
        for fd in fds:
            try:
                target = os.readlink(f"{fd_dir}/{fd}")
            except OSError:
                continue
            folder = folders.get(os.path.dirname(target))
            if folder is not None and _writable(pid, fd):
                found.add(os.path.join(folder, os.path.basename(target)))
    return found


def _writable(pid: str, fd: str) -> bool:
    """Whether /proc says the descriptor was opened O_WRONLY or O_RDWR."""
    try:
        with open(f"/proc/{pid}/fdinfo/{fd}", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("flags:"):
                    return int(line.split()[1], 8) & 0o3 != 0
    except (OSError, ValueError, IndexError):
        return False
    return False
