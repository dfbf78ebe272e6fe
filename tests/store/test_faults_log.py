"""``MessageLog.append`` when the disk fails part-way: a failed append leaves nothing but
what it could not undo, and ``retry=True`` never writes a record twice."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import msgspec
import pytest

from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord

TZ = ZoneInfo("Asia/Seoul")
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
ROOT = Path(__file__).resolve().parents[2]


def record(seq: int, day: int = 0) -> MessageRecord:
    return MessageRecord(
        sender="철수",
        text=f"메시지 {seq}",
        timestamp=(T0 + timedelta(days=day, seconds=seq)).isoformat(),
        chat_id=-1,
        seq=seq,
    )


def strict_lines(directory: Path) -> list[MessageRecord]:
    out: list[MessageRecord] = []
    for path in sorted(p for p in directory.glob("*.jsonl") if p.is_file()):
        out.extend(
            msgspec.json.decode(line, type=MessageRecord) for line in path.read_bytes().splitlines()
        )
    return out


def test_a_write_cut_short_by_the_file_size_limit_is_undone_and_the_retry_adds_each_once(
    tmp_path: Path,
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tests.actors.workers_faults.fsize_append", str(tmp_path), "12"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    report = json.loads(done.stdout)
    assert "too large" in report["error"]
    assert report["after_failure"] == report["before"]  # the partial write was truncated
    assert [r.seq for r in strict_lines(tmp_path)] == list(range(1, 13))


def test_a_batch_whose_second_day_fails_keeps_the_first_day_and_the_retry_skips_it(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, TZ)
    log.append([record(1)])
    batch = [record(2), record(3), record(4, day=1), record(5, day=1)]
    blocker = log.path_for(log.day_of(batch[2]))
    blocker.mkdir()  # the new day's file cannot be opened: EISDIR
    with pytest.raises(StorageError, match="cannot append"):
        log.append(batch)
    assert [r.seq for r in strict_lines(tmp_path)] == [1, 2, 3]
    blocker.rmdir()
    log.append(batch, retry=True)
    log.append(batch, retry=True)  # a second retry finds everything there: writes nothing
    assert [r.seq for r in strict_lines(tmp_path)] == [1, 2, 3, 4, 5]
    log.close()


def test_a_retry_after_a_torn_line_writes_the_torn_record_again_on_a_fresh_line(
    tmp_path: Path,
) -> None:
    log = MessageLog(tmp_path, TZ)
    log.append([record(1), record(2)])
    path = log.day_files()[0]
    whole = msgspec.json.encode(record(3))
    with open(path, "ab") as handle:
        handle.write(whole[: len(whole) // 2])  # what a failed write that could not be undone
    log.append([record(3), record(4)], retry=True)
    reread = MessageLog(tmp_path, TZ)
    assert [r.seq for r in reread.scan()] == [1, 2, 3, 4]
    assert reread.skipped_lines == 1
    log.close()
