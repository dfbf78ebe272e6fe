"""Write descriptors of the message logs: one bounded LRU per process, under a low limit too."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from zoneinfo import ZoneInfo

from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.open_files import OpenFiles
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

SEOUL = ZoneInfo("Asia/Seoul")
ROOT = Path(__file__).parents[2]


def record(seq: int, day: int = 15) -> MessageRecord:
    return MessageRecord(
        sender="민준", text=f"메시지 {seq}", timestamp=f"2026-03-{day}T09:00:00+09:00", seq=seq
    )


def fds_under(folder: Path) -> int:
    found = 0
    for name in os.listdir("/proc/self/fd"):
        try:
            found += os.readlink(f"/proc/self/fd/{name}").startswith(str(folder))
        except OSError:
            continue
    return found


def test_many_logs_share_a_bounded_number_of_open_descriptors(tmp_path: Path) -> None:
    files = OpenFiles(capacity=8)
    logs = [MessageLog(tmp_path / str(chat), SEOUL, files) for chat in range(50)]
    for round_ in range(3):
        for log in logs:
            log.append([record(round_ + 1, day=15 + round_)])
    assert fds_under(tmp_path) == 8
    for log in logs:
        assert [r.seq for r in log.scan()] == [1, 2, 3]
    for log in logs:
        log.close()
    assert fds_under(tmp_path) == 0


def test_a_descriptor_in_use_is_not_closed_under_its_writer(tmp_path: Path) -> None:
    files = OpenFiles(capacity=1)
    inside, release = threading.Event(), threading.Event()
    first = tmp_path / "a.jsonl"
    first.touch()

    def hold() -> None:
        with files.use(first, lambda: os.open(first, os.O_RDONLY)) as slot:
            inside.set()
            release.wait(10)
            assert slot.fd is not None
            os.fstat(slot.fd)  # still open, though others came and went meanwhile

    holder = threading.Thread(target=hold)
    holder.start()
    assert inside.wait(10)
    for n in range(5):
        other = tmp_path / f"{n}.jsonl"
        other.touch()
        with files.use(other, lambda p=other: os.open(p, os.O_RDONLY)):  # type: ignore[misc]
            pass
    release.set()
    holder.join(10)
    assert fds_under(tmp_path) == 1


def test_out_of_descriptors_closes_the_idle_ones_and_opens_again(tmp_path: Path) -> None:
    files = OpenFiles(capacity=10)
    paths = [tmp_path / f"{n}.jsonl" for n in range(4)]
    for path in paths:
        path.touch()
        with files.use(path, lambda p=path: os.open(p, os.O_RDONLY)):  # type: ignore[misc]
            pass
    assert fds_under(tmp_path) == 4
    calls = []

    def exhausted_once() -> int:
        calls.append(1)
        if len(calls) == 1:
            raise OSError(errno.EMFILE, "Too many open files")
        return os.open(paths[0], os.O_RDONLY)

    with files.use(tmp_path / "new.jsonl", exhausted_once) as slot:
        assert slot.fd is not None
    assert len(calls) == 2 and fds_under(tmp_path) == 1


def test_removing_a_day_closes_its_descriptor_and_a_later_append_recreates_it(
    tmp_path: Path,
) -> None:
    files = OpenFiles(capacity=4)
    log = MessageLog(tmp_path, SEOUL, files)
    log.append([record(1)])
    day = log.day_of(record(1))
    log.remove_day(day)
    assert fds_under(tmp_path) == 0
    log.append([record(2)])
    assert [r.seq for r in log.scan()] == [2]
    log.close()


def test_hundreds_of_active_chats_under_a_low_descriptor_limit_all_stay_writable(
    tmp_path: Path,
) -> None:
    # issue 13: 1,000 active chats under a limit of 256 left 37 chats degraded
    limit, chats, per_chat = 128, 400, 6
    result = subprocess.run(
        [sys.executable, "-m", "tests.store.workers.many_chats", str(tmp_path), str(limit),
         str(chats), str(per_chat)],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["degraded"] == [] and report["starved"] == 0
    assert report["stored"] == chats * per_chat
    assert 0 < report["most_fds"] < limit
    assert "Too many open files" not in result.stderr
    root = DataRoot(tmp_path)
    for chat in range(1, chats + 1):
        with MessageLog(root.log_dir(chat), SEOUL) as log:
            texts = [r.text for r in log.scan()]
        assert sorted(texts) == sorted(f"채팅 {chat} 메시지 {i}" for i in range(per_chat))
