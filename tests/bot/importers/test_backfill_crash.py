"""An import of older history into a recording chat, SIGKILLed: before its commit the chat
is as it was (the next writer removes the scratch), after it the next writer finishes the
merge; either way the rerun ends with every message once, in time order.

Each ``python -m groupchat_memory.bot`` is forked from the run's fork server
(tests/forkserver.py), which imported the command line once: a real process all the same,
killed by a real SIGKILL. The live chat the imports go into is recorded once a module
and copied for each use."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.backfill import JOURNAL, scratch_root
from tests.forkserver import Forked, ForkServer

CHAT = -1001234567890
DAYS = 200
PER_DAY = 6
T0 = datetime(2025, 3, 1, 19, 0)
TZ_NAME = "Asia/Seoul"
# what a start of the command line imports for these commands: imported once, in the server
CLI_MODULES = ("groupchat_memory.bot.cli.main", "groupchat_memory.bot.importers.commands")


def export(path: Path) -> Path:
    """DAYS days of six messages each, before the live chat's first record."""
    messages = []
    for i in range(DAYS * PER_DAY):
        when = T0 + timedelta(days=i // PER_DAY, minutes=i % PER_DAY)
        messages.append(
            {
                "id": i + 1,
                "type": "message",
                "date": when.isoformat(),
                "from": f"user{i % 4}",
                "from_id": f"user{1000 + i % 4}",
                "text": f"예전 이야기 {i} 회비 정산",
            }
        )
    body = {"name": "AI집단지성", "type": "private_supergroup", "id": 1234567890}
    path.write_text(json.dumps({**body, "messages": messages}, ensure_ascii=False), "utf-8")
    return path


@pytest.fixture(scope="module")
def recorded(forks: ForkServer, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data root whose chat recorded 55 live messages (``live`` copies it)."""
    tmp = tmp_path_factory.mktemp("live")
    data = tmp / "data"
    rows = [
        {
            "sender": "서연",
            "text": f"라이브 {i}",
            "message_id": 50_000 + i,
            "timestamp": f"2026-04-02T21:{i:02d}:00+09:00",
        }
        for i in range(55)
    ]
    source = tmp / "live.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    done = run(forks, data, "ingest", "--chat", str(CHAT), "--offline", "--quiet", str(source))
    assert done.wait(timeout=300) == 0
    return data


def live(recorded: Path, data: Path) -> None:
    """The chat recording live messages, at ``data``."""
    shutil.copytree(recorded, data)


def run(forks: ForkServer, data: Path, *argv: str) -> Forked:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUPCHAT_", "ANTHROPIC"))}
    return forks.popen(
        "groupchat_memory.bot", "--data-dir", str(data), *argv, preload=CLI_MODULES,
        cwd=data.parent, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip


def importing(forks: ForkServer, data: Path, source: Path) -> Forked:
    argv = ("import", "telegram-export", str(source), "--no-personas", "--offline", "--quiet")
    return run(forks, data, *argv)


def files(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.glob("*.json*"))}


def whole(data: Path) -> None:
    """Every message once, seq order = time order, nothing left staged."""
    root = DataRoot(data)
    tz = ZoneInfo(TZ_NAME)
    with MessageLog(root.log_dir(CHAT), tz) as log:
        found = list(log.scan())
    assert len(found) == DAYS * PER_DAY + 55
    assert len({r.message_id for r in found}) == len(found)
    seqs = [r.seq for r in found]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs) and 0 not in seqs
    times = [parse_timestamp(r.timestamp, tz) for r in found]
    assert times == sorted(times)
    assert not root.backfill_path(CHAT).exists()


def test_sigkill_before_the_commit_leaves_the_chat_as_it_was(
    forks: ForkServer, recorded: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    live(recorded, data)
    root = DataRoot(data)
    before = files(root.log_dir(CHAT)), files(root.summaries_dir(CHAT))
    source = export(tmp_path / "result.json")
    job = importing(forks, data, source)
    scratch = scratch_root(root, CHAT).summaries_dir(CHAT)
    try:
        deadline = time.monotonic() + 300
        while len(list(scratch.glob("*.json"))) < 20:
            assert job.poll() is None, job.communicate()
            assert time.monotonic() < deadline, "the import made no progress"
            time.sleep(0.01)
    finally:
        job.send_signal(signal.SIGKILL)
        job.communicate()
    assert not (root.backfill_path(CHAT) / JOURNAL).exists(), "killed too late to test this"
    assert (files(root.log_dir(CHAT)), files(root.summaries_dir(CHAT))) == before
    doctor = run(forks, data, "doctor", "--offline")
    said, _ = doctor.communicate(timeout=300)
    assert f"chat {CHAT}: an import of older history stopped before its merge" in said

    again = importing(forks, data, source)
    out, err = again.communicate(timeout=600)
    assert again.returncode == 0, err
    assert f"recorded {DAYS * PER_DAY} messages" in out
    whole(data)
    for name, content in before[0].items():
        assert files(root.log_dir(CHAT))[name] == content


def test_sigkill_after_the_commit_is_finished_by_the_next_writer(
    forks: ForkServer, recorded: Path, tmp_path: Path
) -> None:
    # the same import, never interrupted: what the interrupted one must end as
    reference = tmp_path / "reference"
    reference.mkdir()
    live(recorded, reference / "data")
    source = export(tmp_path / "result.json")
    done = importing(forks, reference / "data", source)
    assert done.wait(timeout=600) == 0, done.communicate()

    data = tmp_path / "data"
    live(recorded, data)
    root = DataRoot(data)
    journal = root.backfill_path(CHAT) / JOURNAL
    job = importing(forks, data, source)
    try:
        deadline = time.monotonic() + 600
        while not journal.exists():  # no sleep: the merge's moves start right after it
            assert job.poll() is None, job.communicate()
            assert time.monotonic() < deadline, "the import made no progress"
    finally:
        job.send_signal(signal.SIGKILL)
        job.communicate()

    assert root.backfill_path(CHAT).exists(), "the merge ended before the kill: nothing to finish"
    doctor = run(forks, data, "doctor", "--offline")
    said, _ = doctor.communicate(timeout=300)
    assert f"chat {CHAT}: an import of older history stopped half way" in said

    # any writer's start finishes it (as the service's does): here an ingest into
    # another chat; then the import run again finds everything recorded
    other = tmp_path / "other.jsonl"
    other.write_text('{"sender": "지호", "text": "다른 방"}\n', "utf-8")
    ingest = run(forks, data, "ingest", "--chat", "-5", "--offline", "--quiet", str(other))
    out, err = ingest.communicate(timeout=600)
    assert ingest.returncode == 0, err
    whole(data)
    again = importing(forks, data, source)
    out, err = again.communicate(timeout=600)
    assert again.returncode == 0, err
    assert "recorded 0 messages" in out, out
    whole(data)
    ref = DataRoot(reference / "data")
    assert files(root.log_dir(CHAT)) == files(ref.log_dir(CHAT))
    assert files(root.summaries_dir(CHAT)) == files(ref.summaries_dir(CHAT))
