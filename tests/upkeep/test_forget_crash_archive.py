"""The erasure's newer steps (archive summaries rebuilt from their content, topic renames)
killed with SIGKILL after each step: a rerun ends where an uninterrupted run ends."""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio
import pytest

from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.archive import run_archive
from tests.bot.cli.test_forget_cli import CHAT, no_config_from_the_environment
from tests.bot.telegram.test_forget_topics import TAG, seed, traces
from tests.forkserver import ForkServer
from tests.upkeep.test_forget_crash import (
    killed_after,
    log_bytes,
    start_worker,
    without_tombstones,
)

__all__ = ["no_config_from_the_environment"]  # the autouse fixture, used here too

SEOUL = ZoneInfo("Asia/Seoul")
# on the chat's newest day (13th), archiving what is older than it: the first day (12th)
# is archived, the 13th stays in the log
ARCHIVE_AT = datetime(2026, 3, 13, 12, tzinfo=SEOUL)


def summaries(data: Path) -> dict[str, bytes]:
    directory = DataRoot(data).summaries_dir(CHAT)
    return {p.name: p.read_bytes() for p in sorted(directory.glob("*.json"))}


@pytest.fixture(scope="module")
def pristine(
    forks: ForkServer, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, list[str], Path]:
    """An archived first day and a topic named after the member, the steps of a whole
    erasure, and its result."""
    data = seed(tmp_path_factory.mktemp("forget-archive"))
    report = anyio.run(lambda: run_archive(
        DataRoot(data), OfflineSummarizer(), older_than_days=0, now=ARCHIVE_AT, tz=SEOUL
    ))  # fmt: skip
    assert report.ok and report.chats[0].days == ["2026-03-12"]
    assert any(TAG in name for name in summaries(data))
    whole = tmp_path_factory.mktemp("whole-archive")
    shutil.copytree(data, whole, dirs_exist_ok=True)
    worker = start_worker(forks, whole, 0)
    out, _ = worker.communicate(timeout=120)
    assert worker.returncode == 0 and "finished" in out, out
    steps = [line.split(" ", 2)[2] for line in out.splitlines() if line.startswith("step ")]
    assert {"redact", "renames-planned", "topics"} <= set(steps)
    assert traces(whole) == []
    return data, steps, whole


def test_a_kill_after_any_step_of_an_erasure_through_the_archive_is_finished_by_a_rerun(
    forks: ForkServer, pristine: tuple[Path, list[str], Path], tmp_path: Path
) -> None:
    data, steps, whole = pristine
    expected = summaries(whole)
    expected_log = without_tombstones(log_bytes(whole))
    for kill_at in range(1, len(steps)):
        trial = tmp_path / f"kill{kill_at}"
        killed_after(forks, data, trial, kill_at)
        rerun = start_worker(forks, trial, 0)
        out, _ = rerun.communicate(timeout=120)
        assert rerun.returncode == 0 and "finished" in out, (kill_at, out)
        assert not DataRoot(trial).forget_journal_path(CHAT).exists()
        assert traces(trial) == [], (kill_at, steps[kill_at - 1])
        # the same summary files, under the same names, with the same content
        assert summaries(trial) == expected, (kill_at, steps[kill_at - 1])
        assert without_tombstones(log_bytes(trial)) == expected_log, kill_at
