"""Reading records back by row id: many at once, near and far, long and torn lines."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.rows import day_files, read_at, read_many
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.upkeep.workers_archive.data import TZ

CHAT = 21
START = datetime(2026, 4, 1, 9, 0, tzinfo=TZ)


def text_of(i: int) -> str:
    # every fifth line is longer than one read-ahead, so runs of nearby lines mix both
    return f"배포 점검 {i} " + ("긴 설명 " * 150 if i % 5 == 0 else "")


def seeded(tmp_path: Path) -> tuple[DataRoot, list[int]]:
    """60 messages over three days; the row ids of all of them, in log order."""
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(
            [
                MessageRecord(
                    sender="지은",
                    text=text_of(i),
                    chat_id=CHAT,
                    message_id=i,
                    seq=i,
                    timestamp=(START + timedelta(hours=i)).isoformat(),
                )
                for i in range(1, 61)
            ]
        )
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        rowids = [r for (r,) in index.connection.execute("select id from turns order by id")]
    return root, rowids


def test_many_records_read_at_once_are_those_at_their_row_ids(tmp_path: Path) -> None:
    root, rowids = seeded(tmp_path)
    assert len(rowids) == 60 and len(day_files(root.log_dir(CHAT))) == 3
    every = read_many(root.log_dir(CHAT), rowids)
    assert [every[r].seq for r in rowids] == list(range(1, 61))
    assert all(every[r].text == text_of(every[r].seq) for r in rowids)
    # a scattered few, in any order and with repeats: the same records one by one
    picked = [rowids[i] for i in (59, 3, 4, 5, 30, 4, 0)]
    some = read_many(root.log_dir(CHAT), picked)
    assert some == {r: read_at(root.log_dir(CHAT), r) for r in picked}


def test_a_torn_line_or_a_missing_day_reads_as_nothing(tmp_path: Path) -> None:
    root, rowids = seeded(tmp_path)
    files = day_files(root.log_dir(CHAT))
    last_path = Path(files[-1][1])
    data = last_path.read_bytes()
    last_path.write_bytes(data[: len(data) - 40])  # the day's last line loses its end
    (Path(files[0][1])).unlink()
    found = read_many(root.log_dir(CHAT), rowids)
    first_day = [r for r in rowids if r >> 32 == rowids[0] >> 32]
    assert not any(r in found for r in first_day)
    assert rowids[-1] not in found
    assert len(found) == 60 - len(first_day) - 1
