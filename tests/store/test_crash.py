"""Crash safety with real subprocesses killed by SIGKILL at random moments."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.store.docstore import load_db
from groupchat_memory.store.log import MessageLog
from tests.store.workers.append_loop import BATCH_SPAN, batch_sizes

ROOT = Path(__file__).resolve().parents[2]
SEOUL = ZoneInfo("Asia/Seoul")
ROUNDS = 20

pytestmark = pytest.mark.slow


def spawn(module: str, *args: object) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", f"tests.store.workers.{module}", *map(str, args)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )


def acks_until_killed(proc: subprocess.Popen[str], kill_after: int) -> list[int]:
    """Read "ok N" lines, SIGKILL after ``kill_after`` of them; return every ack printed."""
    assert proc.stdout is not None
    acked: list[int] = []
    for line in proc.stdout:
        acked.append(int(line.split()[1]))
        if len(acked) >= kill_after:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    # acks the child printed before it died are promises too
    acked.extend(int(line.split()[1]) for line in proc.stdout.read().splitlines())
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    return acked


def tear_newest_day_file(log_dir: Path, rng: random.Random) -> None:
    """Leave a torn line, as a kill inside ``write()`` does (the kernel may stop mid-page)."""
    newest = max(log_dir.glob("*.jsonl"))
    line = newest.read_bytes().rstrip(b"\n").rsplit(b"\n", 1)[-1]
    with newest.open("ab") as handle:
        handle.write(line[: rng.randint(1, len(line) - 1)])


def raw_lines(log: MessageLog) -> list[bytes]:
    return [line for p in log.day_files() for line in p.read_bytes().split(b"\n") if line]


def test_every_acknowledged_batch_survives_sigkill_exactly_once(tmp_path: Path) -> None:
    rng = random.Random(20260315)
    log_dir = tmp_path / "log"
    acked_batches: list[int] = []
    sizes: dict[int, int] = {}
    skipped = 0
    for round_no in range(ROUNDS):
        first = round_no * 100
        sizes.update(batch_sizes(first, 100))
        proc = spawn("append_loop", log_dir, "w", first, rng.choice([0, 300, 3000]))
        acked_batches += acks_until_killed(proc, rng.randint(1, 12))
        if round_no % 2:
            tear_newest_day_file(log_dir, rng)

        log = MessageLog(log_dir, SEOUL)
        records = list(log.scan())
        ids = [r.message_id or 0 for r in records]
        assert len(ids) == len(set(ids)), "a record was written twice"
        per_batch = Counter(i // BATCH_SPAN for i in ids)
        for batch in acked_batches:
            assert per_batch[batch] == sizes[batch], f"acknowledged batch {batch} is incomplete"
        # damaged lines are only torn writes: the reader skips and counts each one
        bad = 0
        for line in raw_lines(log):
            try:
                json.loads(line)
            except ValueError:
                bad += 1
        assert bad == log.skipped_lines
        assert len(log.tail(5)) == min(5, len(records))
        skipped = log.skipped_lines
    assert len(acked_batches) >= ROUNDS
    assert skipped >= ROUNDS // 2


def test_two_processes_appending_to_the_same_day_never_interleave(tmp_path: Path) -> None:
    log_dir = tmp_path / "log"
    per_worker = 25
    procs = [
        spawn("append_loop", log_dir, name, first, 2000, per_worker)
        for name, first in (("a", 0), ("b", 500))
    ]
    for proc in procs:
        out, _ = proc.communicate(timeout=120)
        assert proc.returncode == 0
        assert len(out.splitlines()) == per_worker
    log = MessageLog(log_dir, SEOUL)
    records = list(log.scan())
    assert log.skipped_lines == 0
    for line in raw_lines(log):
        json.loads(line)
    counts = Counter(r.message_id for r in records)
    assert all(n == 1 for n in counts.values())
    assert {(r.message_id or 0) // BATCH_SPAN for r in records} == set(range(25)) | set(
        range(500, 525)
    )
    assert {r.sender for r in records} == {"a", "b"}


def test_tinydb_written_in_a_loop_always_loads_after_sigkill(tmp_path: Path) -> None:
    rng = random.Random(7)
    path = tmp_path / "state.json"
    last_acked = 0
    all_acked: set[int] = set()
    for _ in range(ROUNDS):
        proc = spawn("tinydb_loop", path, last_acked)
        acked = acks_until_killed(proc, rng.randint(1, 8))
        all_acked.update(acked)
        last_acked = max(acked)

        db, recovered = load_db(path)
        assert not recovered, "the state file was corrupt after SIGKILL"
        counter = db.table("state").all()[0]["value"]
        assert counter >= last_acked
        last_acked = counter
        assert all_acked <= {doc["n"] for doc in db.table("summaries").all()}
        db.close()
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "state.json"]
    assert len(leftovers) <= 1, leftovers  # at most the temp file of the last kill
