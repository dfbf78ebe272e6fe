"""A real erasure process killed with SIGKILL after each of its steps, then run again."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.actors.messages import Inspect
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.jobs import Upkeep
from tests.bot.cli.test_forget_cli import CHAT, MEMBER, seed, traces
from tests.forkserver import Forked, ForkServer

WORKER = "tests.upkeep.workers_forget.run_forget"
LINK_WORKER = "tests.upkeep.workers_forget.run_forget_at_link"


def start_worker(forks: ForkServer, data_dir: Path, kill_at: int) -> Forked:
    return forks.popen(
        WORKER, str(data_dir), str(CHAT), str(MEMBER), str(kill_at),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )  # fmt: skip


def log_bytes(data: Path) -> dict[str, bytes]:
    log_dir = DataRoot(data).log_dir(CHAT)
    return {p.name: p.read_bytes() for p in sorted(log_dir.glob("*.jsonl"))}


def without_tombstones(logs: dict[str, bytes]) -> dict[str, bytes]:
    """Each day file's lines, the tombstone left out (what a kill may not change)."""
    return {name: b"".join(
        line + b"\n" for line in body.splitlines() if b'"kind":"tombstone"' not in line
    ) for name, body in logs.items()}  # fmt: skip


def killed_after(forks: ForkServer, data: Path, trial: Path, kill_at: int) -> None:
    """A copy of ``data`` at ``trial`` whose erasure was SIGKILLed after step ``kill_at``."""
    shutil.copytree(data, trial)
    worker = start_worker(forks, trial, kill_at)
    assert worker.stdout is not None
    for _ in range(kill_at):
        worker.stdout.readline()
    worker.kill()
    worker.wait()


def killed_at_summary_rename(forks: ForkServer, data: Path, trial: Path) -> str:
    """A copy of ``data`` at ``trial`` whose erasure was SIGKILLed while a re-summarized
    file's temp waited for its name; the worker's last line."""
    shutil.copytree(data, trial)
    worker = forks.popen(
        LINK_WORKER, str(trial), str(CHAT), str(MEMBER),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )  # fmt: skip
    assert worker.stdout is not None
    line = worker.stdout.readline()
    worker.kill()
    worker.wait()
    return line


@pytest.fixture(scope="module")
def pristine(
    forks: ForkServer, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, list[str], Path]:
    """The data root before any erasure, the steps of a whole run, and its result."""
    data = seed(tmp_path_factory.mktemp("forget"))
    whole = tmp_path_factory.mktemp("whole")
    shutil.copytree(data, whole, dirs_exist_ok=True)
    worker = start_worker(forks, whole, 0)
    out, _ = worker.communicate(timeout=120)
    assert worker.returncode == 0 and "finished 40" in out, out
    steps = [line.split(" ", 2)[2] for line in out.splitlines() if line.startswith("step ")]
    return data, steps, whole


def test_an_erasure_reports_every_durable_step(pristine: tuple[Path, list[str], Path]) -> None:
    _, steps, whole = pristine
    assert steps[0] == "planned" and steps[-1] == "done"
    assert {"day 2026-03-12.jsonl", "day 2026-03-13.jsonl", "log", "index", "strays"} <= set(steps)
    assert "summaries 4" in steps
    assert traces(whole) == []


def test_a_kill_after_any_step_is_finished_by_a_rerun_with_the_same_result(
    forks: ForkServer, pristine: tuple[Path, list[str], Path], tmp_path: Path
) -> None:
    data, steps, whole = pristine
    expected_log = without_tombstones(log_bytes(whole))
    for kill_at in range(1, len(steps)):
        trial = tmp_path / f"kill{kill_at}"
        killed_after(forks, data, trial, kill_at)
        # killed after the plan: the journal is there for the rerun
        assert DataRoot(trial).forget_journal_path(CHAT).exists()
        rerun = start_worker(forks, trial, 0)
        out, _ = rerun.communicate(timeout=120)
        assert rerun.returncode == 0 and "finished 40" in out, (kill_at, out)
        assert not DataRoot(trial).forget_journal_path(CHAT).exists()
        assert traces(trial) == [], (kill_at, steps[kill_at - 1])
        got = log_bytes(trial)
        stones = sum(body.count(b'"kind":"tombstone"') for body in got.values())
        assert stones == 1, kill_at
        assert without_tombstones(got) == expected_log, kill_at


@pytest.mark.anyio
async def test_the_service_finishes_an_interrupted_erasure_before_any_actor_starts(
    forks: ForkServer, pristine: tuple[Path, list[str], Path], tmp_path: Path
) -> None:
    data, steps, _ = pristine
    trial = tmp_path / "trial"
    # killed once the log is compacted, while the summaries still quote them
    killed_after(forks, data, trial, steps.index("log") + 1)
    root = DataRoot(trial)
    assert root.forget_journal_path(CHAT).exists() and traces(trial)
    settings = MemorySettings(tz=ZoneInfo("Asia/Seoul"))
    system = ActorSystem(root, settings, OfflineSummarizer(), tick_interval_s=None)
    Upkeep(system)  # as the service builds it
    async with system:
        assert not root.forget_journal_path(CHAT).exists()
        assert traces(trial) == []


@pytest.mark.anyio
async def test_a_summary_temp_file_a_kill_left_mid_resummarization_is_removed_at_the_next_start(
    forks: ForkServer, pristine: tuple[Path, list[str], Path], tmp_path: Path
) -> None:
    data, _, _ = pristine
    trial = tmp_path / "trial"
    assert killed_at_summary_rename(forks, data, trial).startswith("linking ")
    root = DataRoot(trial)
    summaries = root.summaries_dir(CHAT)
    assert [p.name for p in summaries.glob(".*.tmp")]
    settings = MemorySettings(tz=ZoneInfo("Asia/Seoul"))
    system = ActorSystem(root, settings, OfflineSummarizer(), tick_interval_s=None)
    Upkeep(system)
    async with system:
        await system.ask(CHAT, Inspect())
    assert [p.name for p in summaries.glob(".*")] == []
    assert traces(trial) == []
