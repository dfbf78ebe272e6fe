"""A real archive process killed with SIGKILL at each of its steps, then run again."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.archive import run_archive
from tests.forkserver import Forked, ForkServer
from tests.upkeep.workers_archive.data import (
    LAYOUT,
    NOW,
    TZ,
    archived_messages,
    build,
    log_messages,
    total_messages,
)

WORKER = "tests.upkeep.workers_archive.run_archive"


def start_worker(forks: ForkServer, data_dir: Path, kill_at: int) -> Forked:
    return forks.popen(
        WORKER, str(data_dir), NOW.isoformat(), "180", str(kill_at),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )  # fmt: skip


def covered_seqs(root: DataRoot, chat_id: int) -> set[int]:
    """Seqs held by the log or by an archive summary's range (what is not lost)."""
    seqs = {r.seq for r in log_messages(root, chat_id)}
    for _, record in summary_files(root.summaries_dir(chat_id)):
        if record.kind == "archive":
            seqs.update(range(record.message_range.from_, record.message_range.to + 1))
    return seqs


def killed_at(forks: ForkServer, data: Path, run_dir: Path, kill_at: int) -> str:
    """A copy of ``data`` at ``run_dir`` with an archive SIGKILLed after step ``kill_at``;
    the step's line."""
    shutil.copytree(data, run_dir)
    worker = start_worker(forks, run_dir, kill_at)
    assert worker.stdout is not None
    line = worker.stdout.readline()
    while line and not line.startswith(f"step {kill_at} "):
        line = worker.stdout.readline()
    assert line, f"the worker ended before step {kill_at}"
    worker.send_signal(signal.SIGKILL)
    worker.wait(timeout=30)
    assert worker.returncode == -signal.SIGKILL
    return line


@pytest.fixture(scope="module")
def pristine(
    forks: ForkServer, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, dict[int, set[int]], int]:
    """The data root before any archive, the message seqs per chat, and the number of steps."""
    data = tmp_path_factory.mktemp("pristine")
    root = build(data)
    seqs = {chat: {r.seq for r in log_messages(root, chat)} for chat in LAYOUT}
    probe = tmp_path_factory.mktemp("probe")
    shutil.copytree(data, probe, dirs_exist_ok=True)
    worker = start_worker(forks, probe, 0)
    out, _ = worker.communicate(timeout=60)
    assert worker.returncode == 0 and out.strip().endswith("finished"), out
    steps = sum(1 for line in out.splitlines() if line.startswith("step "))
    return data, seqs, steps


@pytest.fixture(scope="module")
def killed(
    forks: ForkServer,
    pristine: tuple[Path, dict[int, set[int]], int],
    tmp_path_factory: pytest.TempPathFactory,
) -> list[tuple[Path, str]]:
    """For each step, a copy of the pristine root whose archive was SIGKILLed after it, and
    the step's line: killed once for the tests that rerun or read them (each works on its
    own copy), not once per test."""
    data, _, steps = pristine
    base = tmp_path_factory.mktemp("killed")
    return [
        (base / f"kill-{k}", killed_at(forks, data, base / f"kill-{k}", k))
        for k in range(1, steps + 1)
    ]


def test_the_archive_has_a_step_for_every_durable_change(
    pristine: tuple[Path, dict[int, set[int]], int],
) -> None:
    # chat -100: planned, 2 x (written, journal, indexed), removing, 3 days, done = 12
    # chat -200: planned, 1 x 3, removing, 1 day, done = 7
    assert pristine[2] == 19


@pytest.mark.anyio
async def test_a_sigkill_at_any_step_then_a_rerun_loses_nothing_and_duplicates_nothing(
    pristine: tuple[Path, dict[int, set[int]], int],
    killed: list[tuple[Path, str]],
    tmp_path: Path,
) -> None:
    _, seqs, _ = pristine
    for at, line in killed:
        run_dir = tmp_path / at.name
        shutil.copytree(at, run_dir)
        root = DataRoot(run_dir)
        for chat_id, expected in seqs.items():
            assert expected <= covered_seqs(root, chat_id), f"lost messages at {line}"

        report = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
        assert report.ok, report.lines()
        for chat_id, expected in seqs.items():
            archives = [r for _, r in summary_files(root.summaries_dir(chat_id))]
            ranges = [(r.message_range.from_, r.message_range.to) for r in archives]
            assert len(ranges) == len(set(ranges)), f"duplicate summaries after {line}"
            assert expected <= covered_seqs(root, chat_id)
            total = archived_messages(root, chat_id) + len(log_messages(root, chat_id))
            assert total == total_messages(chat_id), f"count drifted after {line}"
            assert [p.name[:10] for p in root.log_dir(chat_id).iterdir()] == [
                LAYOUT[chat_id][-1][0]
            ]
            assert not root.archive_journal_path(chat_id).exists()


def test_stats_while_an_archive_is_interrupted_counts_each_message_once(
    killed: list[tuple[Path, str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for at, line in killed:
        run_dir = tmp_path / at.name
        shutil.copytree(at, run_dir)
        for chat_id in LAYOUT:
            argv = ["--data-dir", str(run_dir), "stats", "--chat", str(chat_id), "--json"]
            assert main(argv) == 0
            found = json.loads(capsys.readouterr().out)
            # a period summary written, its days not yet removed: counted once, not twice
            assert found["total_messages"] == total_messages(chat_id), f"after {line}"
