"""A watcher set up in ``tmp_path``: in-process (``running``) or as a real process (``spawn``)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any

import anyio
from anyio.abc import Process, UNIXDatagramSocket

from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.ledger import ChannelState, Ledger
from groupchat_memory.watchers.service import run_watcher
from groupchat_memory.watchers.settings import WatcherSettings, settings_from_config
from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import Forked, ForkServer
from tests.watchers.workers.harness import inbox_entries, recorded_argvs, wait_for, write_recorder

REPO = Path(__file__).resolve().parents[3]
WATCHER = "groupchat_memory.watchers"
# what a forked watcher's start would import: its CLI and the Telegram channel's library
WATCHER_MODULES = ("groupchat_memory.watchers.cli", "telegram.request", "telegram.error")


class Setup:
    """A data root, a scratch folder and a recording command in ``tmp_path``."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.root = DataRoot(tmp_path / "data")
        self.insights = self.root.insights_dir()
        self.insights.mkdir(parents=True)
        self.scratch = tmp_path / "scratch"
        self.scratch.mkdir()
        self.cmd_dir = tmp_path / "cmd"
        self.cmd_dir.mkdir()
        self.script = write_recorder(self.cmd_dir)
        self.argv_log = self.cmd_dir / "argv.log"

    def settings(self, **watcher: Any) -> WatcherSettings:
        section: dict[str, Any] = {
            "command": {
                "argv": [os.fspath(self.script), os.fspath(self.argv_log), "{path}"],
                "chat_id": 99,
                "key": "k",
            },
            "backoff": {"initial": 0.01, "factor": 2.0, "max": 0.05},
            "rescan_seconds": 0,
        }
        section.update(watcher)
        return settings_from_config({"watcher": section})

    def inbox_hashes(self) -> list[str]:
        return [entry["hash"] for entry in inbox_entries(self.insights)]

    def command_paths(self) -> list[str]:
        return [argv[0] for argv in recorded_argvs(self.argv_log)]

    async def until(self, condition: Any, what: str, api: FakeBotAPI | None = None) -> None:
        await wait_for(condition, [self.insights, self.cmd_dir, self.root.root], api, what=what)


@asynccontextmanager
async def running(setup: Setup, settings: WatcherSettings, **kw: Any) -> AsyncIterator[None]:
    """Run the watcher until the block ends; enter only once it is ready."""
    ready = anyio.Event()
    async with anyio.create_task_group() as tg:
        tg.start_soon(partial(run_watcher, settings, setup.root, on_ready=ready.set, **kw))
        with anyio.fail_after(15):
            await ready.wait()
        yield
        tg.cancel_scope.cancel()


def ledger_state(root: DataRoot, channel: str) -> ChannelState:
    """The state of the only file in the ledger for ``channel`` (pending if none yet)."""
    entries = Ledger(root.watcher_ledger_path()).entries
    if not entries:
        return ChannelState()
    (entry,) = entries.values()
    return entry.channels.get(channel, ChannelState())


async def spawn(
    workdir: Path, config: Path, root: DataRoot, log: Path, env: dict[str, str] | None = None
) -> Process:
    """Start ``python -m groupchat_memory.watchers`` and wait for its READY=1 (sd_notify)."""
    async with _notify_socket(workdir) as sock:
        out = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            proc = await anyio.open_process(
                [sys.executable, "-m", WATCHER, *_argv(config, root)],
                env=_environment(workdir, env), stdin=subprocess.DEVNULL, stdout=out,
                stderr=out, cwd=workdir,
            )  # fmt: skip
        finally:
            os.close(out)
        await _ready(sock)
    return proc


async def forked(
    forks: ForkServer,
    workdir: Path,
    config: Path,
    root: DataRoot,
    log: Path,
    env: dict[str, str] | None = None,
) -> Forked:
    """``spawn``'s watcher forked from the run's fork server, which imported it (and the
    Telegram channel's python-telegram-bot) once: a real process of its own all the same,
    for a test that starts it many times. Wait for it with ``wait_forked``."""
    async with _notify_socket(workdir) as sock:
        out = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        nothing = os.open(os.devnull, os.O_RDONLY)
        try:
            proc = forks.popen(
                WATCHER, *_argv(config, root), preload=WATCHER_MODULES, cwd=workdir,
                env=_environment(workdir, env), stdin=nothing, stdout=out, stderr=out,
            )  # fmt: skip
        finally:
            os.close(out)
            os.close(nothing)
        await _ready(sock)
    return proc


async def wait_forked(proc: Forked, seconds: float) -> int:
    """``proc``'s exit status (``-9`` after a SIGKILL), waited for off the event loop."""
    return await anyio.to_thread.run_sync(proc.wait, seconds)


def _argv(config: Path, root: DataRoot) -> list[str]:
    return ["--config", os.fspath(config), "--data-dir", os.fspath(root.data_dir)]


def _environment(workdir: Path, env: dict[str, str] | None) -> dict[str, str]:
    full_env = dict(os.environ, **(env or {}), NOTIFY_SOCKET=os.fspath(workdir / "notify.sock"))
    full_env["PYTHONPATH"] = os.fspath(REPO)
    return full_env


@asynccontextmanager
async def _notify_socket(workdir: Path) -> AsyncIterator[UNIXDatagramSocket]:
    """The socket a started watcher says READY=1 on (``NOTIFY_SOCKET``)."""
    sock_path = workdir / "notify.sock"
    sock_path.unlink(missing_ok=True)
    async with await anyio.create_unix_datagram_socket(local_path=sock_path) as sock:
        yield sock


async def _ready(sock: UNIXDatagramSocket) -> None:
    with anyio.fail_after(30):
        while True:
            message, _ = await sock.receive()
            if b"READY=1" in message.split(b"\n"):
                return
