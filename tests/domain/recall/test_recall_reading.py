"""A reply context's reads of the log (``RecallIndex.reading``): each day file opened once,
each line read once, and what is read the same as without it, in the same order; an edit
caught up meanwhile shows; nothing is kept open or held after. And the count of the
messages semantic recall holds, kept as its oldest rows go (``max_vectors``)."""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

from groupchat_memory.domain.recall import rows
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.vector_store import distinct
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.domain.recall.test_ranking import CHAT as RANKED
from tests.domain.recall.test_recall_rows import CHAT, START, seeded
from tests.domain.recall.test_semantic import _embedded
from tests.upkeep.workers_archive.data import TZ


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def batches(rowids: list[int]) -> list[list[int]]:
    """Batches as a ranking asks them: scattered, overlapping, out of order, repeated."""
    return [
        rowids[10:20],
        [rowids[i] for i in (59, 3, 4, 5, 30, 4, 0)],
        rowids[15:45],
        rowids[::-7],
        [rowids[5], rowids[5]],
        rowids,
    ]


def test_lines_read_while_reading_are_those_read_without_in_the_same_order(
    tmp_path: Path,
) -> None:
    root, rowids = seeded(tmp_path)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        alone = [list(index.current_many(b).items()) for b in batches(rowids)]
        before = open_fds()
        with index.reading():
            kept = [list(index.current_many(b).items()) for b in batches(rowids)]
            assert open_fds() > before  # the three day files (and the folder) stay open
            with index.reading():  # within another: the same files and lines
                assert list(index.current_many(rowids).items()) == alone[-1]
        assert open_fds() == before
        assert kept == alone
        # a line read twice while reading is the same record; after, read anew
        with index.reading():
            first = index.current_many(rowids[:3])
            assert all(index.current_many(rowids[:3])[r] is first[r] for r in rowids[:3])
        assert index.current_many(rowids[:1])[rowids[0]] is not first[rowids[0]]


def test_an_edit_caught_up_while_reading_is_read(tmp_path: Path) -> None:
    root, rowids = seeded(tmp_path)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        with index.reading():
            assert index.current_many(rowids[:2])[rowids[1]].text.startswith("배포 점검 2 ")
            with MessageLog(root.log_dir(CHAT), TZ) as log:
                log.append([edited(61, 2, "배포는 금요일로 미뤘어요")])
            index.catch_up()
            shown = index.current_many(rowids[:2])
        assert shown[rowids[1]].text == "배포는 금요일로 미뤘어요"
        assert shown[rowids[1]].seq == 2 and shown[rowids[1]].kind == "message"
        assert list(shown.items()) == list(index.current_many(rowids[:2]).items())


def edited(seq: int, of: int, text: str) -> MessageRecord:
    """An edit of message ``of`` logged after the seeded chat's last line."""
    return MessageRecord(
        sender="지은", text=text, chat_id=CHAT, message_id=of, seq=seq, kind="edit",
        timestamp=(START + timedelta(hours=seq)).isoformat(),
    )  # fmt: skip


def test_a_reader_of_many_days_keeps_a_bounded_number_of_them_open(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    days = rows.HELD_FILES + 20
    start = datetime(2025, 1, 1, 9, 0, tzinfo=TZ)
    said = [
        MessageRecord(
            sender="민수",
            text=f"{i}일째 기록",
            chat_id=CHAT,
            message_id=i,
            seq=i,
            timestamp=(start + timedelta(days=i)).isoformat(),
        )
        for i in range(1, days + 1)
    ]
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(said)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        rowids = [r for (r,) in index.connection.execute("select id from turns order by id")]
        before = open_fds()
        with index.reading():
            read = {}
            for rowid in rowids:  # a day a batch, as a ranking's neighbours come
                read.update(index.current_many([rowid]))
                assert open_fds() <= before + rows.HELD_FILES + 1  # and the folder
            again = index.current_many(rowids)
        assert open_fds() == before
    assert [read[r].seq for r in rowids] == [m.seq for m in said]
    assert [again[r].text for r in rowids] == [m.text for m in said]


def test_the_messages_held_are_counted_right_as_the_oldest_rows_go(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors, max_vectors=10) as (root, index, near):
        last = max(r.seq for r in _all(root))
        for i in range(1, 8):  # a message at a time: the oldest row goes with each
            with MessageLog(root.log_dir(RANKED), TZ) as log:
                log.append([_said(last + i)])
            index.catch_up()
            near.catch_up(index, limit=None)
            start = near._start
            held = near._ids[start : near._size]
            assert near._messages(start) == distinct(held)
            assert near._size - start == 10


def _all(root: DataRoot) -> list[MessageRecord]:
    with MessageLog(root.log_dir(RANKED), TZ) as log:
        return log.tail(1000)


def _said(seq: int) -> MessageRecord:
    """A line after the chat's last, said again each time (its vector is cached)."""
    return MessageRecord(
        sender="지은", text="산책 다녀왔어요", chat_id=RANKED, message_id=seq, seq=seq,
        timestamp=(datetime(2026, 12, 1, 9, 0, tzinfo=TZ) + timedelta(minutes=seq)).isoformat(),
    )  # fmt: skip
