"""A reader beside a writer: the line being appended is not damage (issue 15: fast replays
logged "skipped 1 torn or corrupt line" when a summary job read the day file the recorder
was appending to). A torn line nobody is writing still is."""

from __future__ import annotations

import fcntl
import logging
import os
import threading
from pathlib import Path
from zoneinfo import ZoneInfo

import msgspec
import pytest

from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import read_backwards, read_forward
from groupchat_memory.store.records import MessageRecord

SEOUL = ZoneInfo("Asia/Seoul")
STAMP = "2026-03-15T09:30:00+09:00"


def record(seq: int, text: str = "말") -> MessageRecord:
    return MessageRecord(sender="민준", text=text, timestamp=STAMP, chat_id=-100, seq=seq)


class HalfWriter(threading.Thread):
    """Appends one line in two writes under the file's lock, as ``MessageLog`` does, and
    pauses between them until told to go on."""

    def __init__(self, path: Path, line: bytes) -> None:
        super().__init__(daemon=True)
        self.path, self.line = path, line
        self.halfway, self.finish = threading.Event(), threading.Event()

    def run(self) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            os.write(fd, self.line[: len(self.line) // 2])
            self.halfway.set()
            self.finish.wait(10)
            os.write(fd, self.line[len(self.line) // 2 :] + b"\n")
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


@pytest.mark.parametrize("text", ["짧은 말", "긴 말 " * 40_000])  # within a block, and past it
def test_the_line_a_writer_is_appending_is_left_out_quietly_and_read_once_done(
    tmp_path: Path, text: str
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(1), record(2)])
    path = log.day_files()[0]
    writer = HalfWriter(path, msgspec.json.encode(record(3, text)))
    writer.start()
    assert writer.halfway.wait(10)
    skipped: list[int] = []
    assert [r.seq for r in read_backwards(path, 5, skipped.append)] == [2, 1]
    assert [r.seq for r in read_forward(path, skipped.append)] == [1, 2]
    assert skipped == [0, 0]
    writer.finish.set()
    writer.join(10)
    assert [r.seq for r in read_backwards(path, 5, skipped.append)] == [3, 2, 1]
    assert [r.seq for r in read_forward(path, skipped.append)] == [1, 2, 3]
    assert skipped == [0, 0, 0, 0]


def test_a_torn_last_line_nobody_writes_is_counted_and_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    log = MessageLog(tmp_path, SEOUL)
    log.append([record(1), record(2)])
    path = log.day_files()[0]
    with path.open("ab") as handle:  # what a crash mid-write leaves
        handle.write(msgspec.json.encode(record(3))[:30])
    with caplog.at_level(logging.WARNING, logger="groupchat_memory.store.log"):
        assert [r.seq for r in MessageLog(tmp_path, SEOUL).tail(5)] == [1, 2]
    assert "skipped 1 torn or corrupt line" in caplog.text


def test_a_last_line_complete_but_for_its_newline_is_read(tmp_path: Path) -> None:
    path = tmp_path / "2026-03-15.jsonl"
    path.write_bytes(msgspec.json.encode(record(1)) + b"\n" + msgspec.json.encode(record(2)))
    skipped: list[int] = []
    assert [r.seq for r in read_backwards(path, 5, skipped.append)] == [2, 1]
    assert [r.seq for r in read_forward(path, skipped.append)] == [1, 2]
    assert skipped == [0, 0]


def test_readers_beside_a_busy_writer_never_count_damage(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    writer_log = MessageLog(tmp_path, SEOUL)
    writer_log.append([record(1)])
    done = threading.Event()

    def write() -> None:
        try:
            for seq in range(2, 400, 3):  # long lines: a write spans several pages
                writer_log.append([record(s, "가나다라 " * 3000) for s in (seq, seq + 1, seq + 2)])
        finally:
            done.set()

    thread = threading.Thread(target=write, daemon=True)
    reader = MessageLog(tmp_path, SEOUL)
    with caplog.at_level(logging.WARNING, logger="groupchat_memory.store.log"):
        thread.start()
        reads = 0
        while not done.is_set() or reads < 2:
            seqs = [r.seq for r in reader.tail(6)]
            assert seqs == sorted(seqs) and len(seqs) == len(set(seqs))
            scanned = [r.seq for r in reader.scan()]
            assert scanned == list(range(1, len(scanned) + 1))
            reads += 1
        thread.join(30)
    assert reader.skipped_lines == 0
    assert "torn or corrupt" not in caplog.text
    assert [r.seq for r in reader.tail(3)] == [398, 399, 400]
    writer_log.close()
