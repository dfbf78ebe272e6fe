"""The recall index's BM25 statistics stay those of the log it reads: after appends, edits,
the archive removing days and a day file rewritten without a forgotten member."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.domain.history.forgetting import compact_day
from groupchat_memory.domain.recall import rank as recall_rank
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.archive import run_archive
from tests.domain.recall.asked import relevant_messages
from tests.upkeep.workers_archive.data import NOW, TZ, build

CHAT = 11
MEMBER = 501
START = datetime(2026, 2, 1, 9, 0, tzinfo=TZ)

Turn = tuple[int, int, int | None, int | None]
Counts = tuple[list[tuple[str, int, int, int]], tuple[int, float], tuple[int, int], list[Turn]]


def counts(index: RecallIndex) -> Counts:
    """What BM25 reads (per-day sizes and counts, the totals), what they must agree with,
    and the turns with their links to the turn before and after."""
    db = index.connection
    days = [
        (str(day), int(size), int(docs), int(terms))
        for day, size, docs, terms in db.execute(
            "select day, size, docs, terms from days order by day"
        )
    ]
    turns, terms = db.execute(
        "select count(*), coalesce(sum(len), 0) from turns where len > 0"
    ).fetchone()
    linked: list[Turn] = db.execute("select id, len, prev, next from turns order by id").fetchall()
    return days, recall_rank.stats(db), (int(turns), int(terms)), linked


def rebuilt(index: RecallIndex) -> Counts:
    index.rebuild()
    return counts(index)


def message(i: int, text: str, *, sender_id: int = 7, kind: str = "message") -> MessageRecord:
    return MessageRecord(
        sender="민준" if sender_id == MEMBER else "서연",
        sender_id=sender_id,
        text=text,
        timestamp=(START + timedelta(hours=5 * i)).isoformat(),
        chat_id=CHAT,
        message_id=i,
        seq=i,
        kind=kind,  # type: ignore[arg-type]
    )


def talk(root: DataRoot, records: list[MessageRecord]) -> None:
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)


def test_counts_follow_appends_and_edits_made_while_the_index_was_open(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    talk(root, [message(i, f"쿠버네티스 클러스터 노드 {i}개 점검") for i in range(1, 9)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        # an edit in a later batch: message 2 loses most of its terms, message 3 all of them
        talk(root, [message(2, "점검 완료", kind="edit"), message(3, "ㅋㅋ", kind="edit")])
        index.catch_up()
        # an edit in the same batch as its original
        talk(root, [message(9, "레디스 캐시 설정 공유"), message(9, "레디스 설정", kind="edit")])
        index.catch_up()
        # a late message on the first day: its turn goes between two indexed ones
        late = msgspec.structs.replace(
            message(10, "늦게 온 배포 공지"), timestamp="2026-02-01T23:00:00+09:00"
        )
        talk(root, [late])
        index.catch_up()
        live = counts(index)
        assert live == rebuilt(index)
    days, (docs, _), (turns, terms), linked = live
    # each turn's links lead to the turn before and after it
    ids = [t for t, _, _, _ in linked]
    assert [t - p if p else None for t, _, p, _ in linked] == [None, *ids[:-1]]
    assert [t + n if n else None for t, _, _, n in linked] == [*ids[1:], None]
    assert docs == turns == sum(d for _, _, d, _ in days) == 9  # message 3 holds no term now
    assert terms == sum(t for _, _, _, t in days)


@pytest.mark.anyio
async def test_counts_after_the_archive_removed_days_equal_a_fresh_rebuild(tmp_path: Path) -> None:
    root = build(tmp_path)
    # a recent edit of a message on a day the archive removes: it stands in for the message
    edit = MessageRecord(
        sender="민수", text="수정: 레디스 캐시 설정", chat_id=-100, message_id=2, kind="edit",
        timestamp="2026-01-10T12:00:00+09:00", seq=200,
    )  # fmt: skip
    with MessageLog(root.log_dir(-100), TZ) as log:
        log.append([edit])
    with RecallIndex(root, -100) as index:
        index.catch_up()
        before = counts(index)
        await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
        index.catch_up()
        after = counts(index)
        assert after == rebuilt(index)
    assert after[1][0] < before[1][0]  # the archived days' documents no longer count
    assert len(after[0]) < len(before[0])


def test_a_day_file_rewritten_without_a_forgotten_member_rebuilds_the_open_index(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    said = [
        message(i, f"{'배포 일정은 금요일' if i % 3 == 0 else '서버 점검 확인'} {i}번",
                sender_id=MEMBER if i % 3 == 0 else 7)
        for i in range(1, 13)
    ]  # fmt: skip
    talk(root, said)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        before = counts(index)
        for path in sorted(root.log_dir(CHAT).iterdir()):
            compact_day(path, MEMBER)
        with caplog.at_level(logging.WARNING):
            index.catch_up()
        after = counts(index)
        found = relevant_messages(root, CHAT, "배포 일정", index=index, neighbour_share=0)
        assert after == rebuilt(index)
    said_log = [r.getMessage() for r in caplog.records]
    assert any("rewritten" in m and "rebuilding" in m for m in said_log), said_log
    assert any("rebuilt the recall index" in m for m in said_log), said_log
    assert after[1][0] == before[1][0] - 4
    # the offsets moved: every record still found is a real one, none is the member's
    assert found == []
    remaining = relevant_messages(root, CHAT, "서버 점검", index=None, neighbour_share=0)
    assert sorted(m.seq for m in remaining) == [i for i in range(1, 13) if i % 3]
