"""Shared set-up for the watcher tests: a recording command, readers of what arrived."""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

import anyio
import anyio.from_thread
import anyio.lowlevel

from groupchat_memory.watchers.observer import watch
from tests.fakes.fake_telegram import FakeBotAPI

# Records its argv (after the log path) as one line, fields joined by \x1f. If
# <log>.fail holds a number n > 0 it decrements it and fails instead (exit 1), unless
# <log>.back exists: a test that writes 0 there races an attempt under way, which writes
# its n - 1 back after, so "the hook is back" is a file no attempt writes. If
# <log>.gate is a FIFO it first creates <log>.held and waits until a line is written to
# the FIFO: the test decides when an attempt under way ends.
RECORDER = """#!/bin/sh
log="$1"; shift
if [ -p "$log.gate" ]; then
  : > "$log.held"
  read -r _ < "$log.gate"
fi
if [ -f "$log.fail" ] && [ ! -e "$log.back" ]; then
  n=$(cat "$log.fail")
  if [ "$n" -gt 0 ]; then
    echo $((n - 1)) > "$log.fail"
    echo "boom: $n failures left" >&2
    exit 1
  fi
fi
IFS=$(printf '\\037')
printf '%s\\n' "$*" >> "$log"
"""


def the_hook_is_back(log: Path) -> None:
    """From now on the recorder at ``log`` runs without failing (see ``RECORDER``)."""
    log.with_name(log.name + ".back").touch()


def write_recorder(folder: Path) -> Path:
    """The recording script, executable, in ``folder``."""
    script = folder / "record-argv.sh"
    script.write_text(RECORDER)
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def recorded_argvs(log: Path) -> list[list[str]]:
    """Every successful run of the recorder, oldest first."""
    try:
        text = log.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    return [line.split("\x1f") for line in text.splitlines() if line]


def inbox_entries(folder: Path) -> list[dict[str, str]]:
    """Complete lines of ``inbox.jsonl``, as a program reading it would take them: a last
    line still being written (no newline yet) is not there yet, and a line torn by a
    SIGKILL (closed off by the next start) is skipped; its file is delivered again."""
    try:
        data = (folder / "inbox.jsonl").read_bytes()
    except FileNotFoundError:
        return []
    entries = []
    for line in data[: data.rfind(b"\n") + 1].splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict):
            entries.append(entry)
    return entries


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# the events of a file opened or closed without a write: what a condition reads is as it was
READS = frozenset({"opened", "closed_nowrite"})


async def wait_for(
    condition: Callable[[], bool],
    folders: Sequence[Path],
    api: FakeBotAPI | None = None,
    *,
    seconds: float = 30.0,
    what: str = "",
) -> None:
    """Wait until ``condition()`` holds, re-checking after every change inotify sees in
    ``folders`` and every document the fake Bot API accepts: event-driven, no fixed sleeps.
    A read changes nothing: its events (``READS``) wake nobody, or each check, reading the
    folders' files, would wake the next one. The wake-ups queued while a check ran are
    taken together."""
    send, receive = anyio.create_memory_object_stream[object](math.inf)
    token = anyio.lowlevel.current_token()

    def poke() -> None:
        # once the waiter has finished nobody needs the wake-up: errors are expected then
        with contextlib.suppress(
            anyio.BrokenResourceError, anyio.ClosedResourceError, RuntimeError
        ):
            anyio.from_thread.run_sync(send.send_nowait, None, token=token)

    async with watch(folders) as watching, anyio.create_task_group() as tg:

        async def forward() -> None:
            async for obs in watching.events:
                if obs.kind not in READS:
                    send.send_nowait(obs)

        tg.start_soon(forward)
        if api is not None:
            api.listeners.append(poke)
        try:
            with anyio.fail_after(seconds):
                while not condition():
                    await receive.receive()
                    with contextlib.suppress(anyio.WouldBlock):
                        while True:
                            receive.receive_nowait()
        except TimeoutError:
            raise AssertionError(f"timed out after {seconds}s waiting for {what}") from None
        finally:
            if api is not None:
                api.listeners.remove(poke)
            tg.cancel_scope.cancel()


def file_mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)
