"""The watcher as a real process, SIGKILLed ten times while files arrive every way.

Every file must reach every channel. The inbox resolves an in-doubt delivery against
its own files, so it gets each file exactly once. The command and Telegram channels
cannot know whether a delivery cut short by SIGKILL went out, so they send it again:
a duplicate there is allowed only where the ledger recorded such an in-doubt resend.
(SIGTERM, as systemd stops the service, lets attempts finish: no duplicates.)

The test drops WATCHER_CRASH_FILES files (default 240) to stay fast; bench/bench_watcher.py
runs the full 1,000.
"""

from __future__ import annotations

import os
import random
import signal
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.channels import derive_key
from groupchat_memory.watchers.ledger import Ledger
from groupchat_memory.watchers.status import watcher_status
from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import Forked, ForkServer
from tests.watchers.workers.drops import WAYS, drop, insight_text
from tests.watchers.workers.harness import (
    inbox_entries,
    recorded_argvs,
    sha,
    wait_for,
    write_recorder,
)
from tests.watchers.workers.rig import forked, wait_forked

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

FILES = int(os.environ.get("WATCHER_CRASH_FILES", "240"))
KILLS = 10
TOKEN = "5151:CRASH-TEST-TOKEN"


class Rig:
    """Folders, config and the bookkeeping of one crash run."""

    def __init__(self, tmp_path: Path, api: FakeBotAPI, forks: ForkServer) -> None:
        self.tmp = tmp_path
        self.api = api
        self.forks = forks
        self.root = DataRoot(tmp_path / "data")
        self.insights = self.root.insights_dir()
        self.insights.mkdir(parents=True)
        self.scratch = tmp_path / "scratch"
        self.scratch.mkdir()
        self.cmd_dir = tmp_path / "cmd"
        self.cmd_dir.mkdir()
        self.argv_log = self.cmd_dir / "argv.log"
        script = write_recorder(self.cmd_dir)
        self.config = tmp_path / "config.toml"
        self.config.write_text(
            f"""
[watcher]
rescan_seconds = 0
[watcher.backoff]
initial = 0.05
max = 0.2
[watcher.telegram]
chat_id = 31337
token_env = "ANU_BOT_TOKEN"
base_url = "{api.base_url}"
concurrency = 2
[watcher.command]
argv = ["{script}", "{self.argv_log}", "{{path}}", "{{key}}"]
"""
        )
        self.log = tmp_path / "watcher.log"
        self.dropped: dict[str, bytes] = {}  # path -> content
        self.hashes: set[str] = set()  # of what was dropped
        self.rng = random.Random(20260101)

    def drop_burst(self, count: int) -> None:
        for _ in range(count):
            number = len(self.dropped)
            way = WAYS[number % len(WAYS)]
            name = f"2026-01-01_insight_{number:04d}.md"
            data = insight_text(number)
            path = drop(self.insights, self.scratch, name, data, way)
            self.dropped[os.fspath(path)] = data
            self.hashes.add(sha(data))

    def inbox_count(self) -> int:
        return len(inbox_entries(self.insights))

    def inbox_lines(self) -> int:
        """The inbox's complete lines: at least as many as its entries, read without
        parsing them (the waits check after every event; parsing is for when it can hold)."""
        try:
            return (self.insights / "inbox.jsonl").read_bytes().count(b"\n")
        except FileNotFoundError:
            return 0

    def all_delivered(self) -> bool:
        want = self.hashes
        if self.inbox_lines() < len(want) or len(self.api.documents()) < len(want):
            return False
        return (
            {e["hash"] for e in inbox_entries(self.insights)} >= want
            and {a[0] for a in recorded_argvs(self.argv_log)} >= set(self.dropped)
            and {sha(d.files["document"][1]) for d in self.api.documents()} >= want
        )

    async def until(self, condition: Callable[[], bool], what: str) -> None:
        folders = [self.insights, self.cmd_dir, self.root.root]
        await wait_for(condition, folders, self.api, seconds=60, what=what)

    async def start(self) -> Forked:
        """Start ``python -m groupchat_memory.watchers`` (forked from the run's fork server:
        eleven starts) and wait until it is ready."""
        env = {"ANU_BOT_TOKEN": TOKEN}
        return await forked(self.forks, self.tmp, self.config, self.root, self.log, env)


async def test_every_file_reaches_every_channel_across_ten_sigkills(
    tmp_path: Path, forks: ForkServer
) -> None:
    bursts = 2 * KILLS + 1
    per_burst = max(FILES // bursts, 4)
    with FakeBotAPI() as api:
        api.add_bot(TOKEN, "anu_bot")
        rig = Rig(tmp_path, api, forks)
        for _ in range(KILLS):
            proc = await rig.start()
            before = rig.inbox_count()
            rig.drop_burst(per_burst)
            target = before + rig.rng.randint(1, per_burst)

            def delivered(t: int = target) -> bool:
                return rig.inbox_lines() >= t and rig.inbox_count() >= t

            await rig.until(delivered, "deliveries before a kill")
            proc.send_signal(signal.SIGKILL)
            assert await wait_forked(proc, 10) == -signal.SIGKILL
            rig.drop_burst(per_burst)  # arrives while the watcher is down
        proc = await rig.start()
        rig.drop_burst(FILES - len(rig.dropped))
        await rig.until(rig.all_delivered, f"all {len(rig.dropped)} files on all channels")
        proc.send_signal(signal.SIGTERM)
        assert await wait_forked(proc, 30) == 0
        documents = api.documents()

    assert len(rig.dropped) == FILES
    by_hash = {sha(data): path for path, data in rig.dropped.items()}
    inbox = Counter(e["hash"] for e in inbox_entries(rig.insights))
    assert inbox == Counter(by_hash.keys()), "inbox: exactly once each"
    markdown = (rig.insights / "INBOX.md").read_text()
    assert all(markdown.count(digest) == 1 for digest in by_hash)

    ledger = Ledger(rig.root.watcher_ledger_path())
    command = Counter(argv[0] for argv in recorded_argvs(rig.argv_log))
    telegram = Counter(by_hash[sha(doc.files["document"][1])] for doc in documents)
    for channel, seen in (("command", command), ("telegram", telegram)):
        assert set(seen) == set(rig.dropped), f"{channel}: every file at least once"
        for path, times in seen.items():
            entry = ledger.get(sha(rig.dropped[path]))
            assert entry is not None
            state = entry.channels[channel]
            assert state.state == "delivered"
            assert times - 1 <= state.in_doubt_resends, f"{channel}: unexplained duplicate"
        extra = sum(seen.values()) - len(seen)
        assert extra <= KILLS * 4, f"{channel}: {extra} resends for {KILLS} kills"
    assert all(argv[1] == derive_key(TOKEN) for argv in recorded_argvs(rig.argv_log))

    status = watcher_status(rig.root)
    assert status.files == FILES and status.healthy
    for counts in status.channels.values():
        assert (counts.delivered, counts.pending, counts.in_doubt) == (FILES, 0, 0)
