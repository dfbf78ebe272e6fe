"""Search applies edits latest-wins, like ``history``: an edited message is found once, by its
latest text only, at its original place, on the index path and on the log-scan fallback."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from groupchat_memory.domain import queries
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.search import search_messages
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageKind, MessageRecord
from tests.domain.recall.asked import relevant_messages
from tests.upkeep.workers_archive.data import TZ

CHAT = 9
START = datetime(2026, 2, 1, 9, 0, tzinfo=TZ)


def count_matches(root: DataRoot, chat_id: int, keyword: str) -> int:
    """How many messages ``search_messages`` returns over all pages."""
    return sum(1 for _ in search_messages(root, chat_id, keyword, limit=1 << 40))


def rec(
    seq: int, text: str, *, message_id: int | None = None, kind: MessageKind = "message"
) -> MessageRecord:
    """Record ``seq``, five hours after the previous one (so edits land on later day files)."""
    return MessageRecord(
        sender=("민수", "지은")[seq % 2],
        text=text,
        timestamp=(START + timedelta(hours=5 * seq)).isoformat(),
        chat_id=CHAT,
        message_id=seq if message_id is None else message_id,
        kind=kind,
        seq=seq,
    )


def append(root: DataRoot, records: list[MessageRecord]) -> None:
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)


def edit(seq: int, of: int, text: str) -> MessageRecord:
    return rec(seq, text, message_id=of, kind="edit")


def texts(
    root: DataRoot, keyword: str, *, limit: int = 20, offset: int = 0
) -> list[tuple[int, str]]:
    return [
        (h.record.seq, h.highlighted("[", "]"))
        for h in search_messages(root, CHAT, keyword, limit=limit, offset=offset)
    ]


def test_an_edited_message_is_found_once_by_its_new_text_at_its_original_place(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    append(
        root,
        [
            rec(1, "젠킨스 파이프라인 고쳐요"),
            rec(2, "점심 뭐 먹을까요"),
            rec(3, "젠킨스 빌드 느려요"),
        ],
    )
    assert texts(root, "젠킨스") == [(3, "[젠킨스] 빌드 느려요"), (1, "[젠킨스] 파이프라인 고쳐요")]
    append(root, [edit(4, 1, "깃랩 파이프라인 고쳐요")])  # after the index caught up once
    assert texts(root, "젠킨스") == [(3, "[젠킨스] 빌드 느려요")]
    hits = search_messages(root, CHAT, "파이프라인")
    assert len(hits) == 1
    original = rec(1, "")
    assert hits[0].record.kind == "message"
    assert (hits[0].record.seq, hits[0].record.sender, hits[0].record.timestamp) == (
        1,
        original.sender,
        original.timestamp,
    )
    assert hits[0].highlighted("[", "]") == "깃랩 [파이프라인] 고쳐요"
    assert texts(root, "깃랩") == [(1, "[깃랩] 파이프라인 고쳐요")]
    assert count_matches(root, CHAT, "파이프라인") == 1


def test_only_the_latest_of_several_edits_counts_and_a_rebuild_agrees(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    append(root, [rec(1, "레디스 캐시 붙여요"), edit(2, 1, "멤캐시 캐시 붙여요")])
    append(root, [rec(3, "레디스 말고 다른 것"), edit(4, 1, "카프카 캐시 붙여요")])
    before = (
        texts(root, "레디스"),
        texts(root, "멤캐시"),
        texts(root, "카프카"),
        texts(root, "캐시"),
    )
    assert before == (
        [(3, "[레디스] 말고 다른 것")],
        [],
        [(1, "[카프카] 캐시 붙여요")],
        [(1, "카프카 [캐시] 붙여요")],
    )
    with RecallIndex(root, CHAT) as index:
        index.rebuild()
    after = (
        texts(root, "레디스"),
        texts(root, "멤캐시"),
        texts(root, "카프카"),
        texts(root, "캐시"),
    )
    assert after == before


def test_pages_of_edited_messages_stay_newest_first_without_gaps_or_repeats(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    append(root, [rec(i, f"{i}번 도커 점검") for i in range(1, 13)])
    # edits of every third message arrive later, out of order: they keep their places
    append(root, [edit(20 + i, i, f"{i}번 도커 재점검") for i in (9, 3, 6, 12)])
    append(root, [edit(30, 5, "5번 점심 메뉴")])  # this edit removes the keyword
    seqs = [s for page in range(4) for s, _ in texts(root, "도커", limit=3, offset=3 * page)]
    assert seqs == [12, 11, 10, 9, 8, 7, 6, 4, 3, 2, 1]
    page = texts(root, "도커", limit=2, offset=4)
    assert page == [(8, "8번 [도커] 점검"), (7, "7번 [도커] 점검")]
    assert texts(root, "재점검") == [(i, f"{i}번 도커 [재점검]") for i in (12, 9, 6, 3)]
    newest = queries.search_hits(root, CHAT, "도커", 3)
    assert [(h.record.seq, h.record.text) for h in reversed(newest)] == [
        (10, "10번 도커 점검"),
        (11, "11번 도커 점검"),
        (12, "12번 도커 재점검"),
    ]


def test_the_log_scan_for_one_syllable_words_applies_edits_the_same_way(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    append(root, [rec(1, "오늘 차 막혀요"), rec(2, "밥 먹었어요"), rec(3, "차 샀어요")])
    assert texts(root, "차") == [(3, "[차] 샀어요"), (1, "오늘 [차] 막혀요")]
    append(
        root,
        [edit(4, 1, "오늘 밥 늦어요"), edit(5, 3, "새 차 샀어요"), edit(6, 3, "새 차 샀어요!")],
    )
    assert texts(root, "차") == [(3, "새 [차] 샀어요!")]
    assert texts(root, "밥") == [(2, "[밥] 먹었어요"), (1, "오늘 [밥] 늦어요")]
    assert texts(root, "밥", limit=1, offset=1) == [(1, "오늘 [밥] 늦어요")]
    assert (count_matches(root, CHAT, "막혀요"), count_matches(root, CHAT, "차")) == (0, 1)


def test_an_edit_whose_original_is_missing_stands_in_for_it_on_both_paths(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    append(
        root,
        [
            rec(1, "점심 뭐 먹을까요"),
            edit(2, 77, "쿠버네티스 차 정리"),
            edit(3, 77, "쿠버네티스 차 정리 끝"),
        ],
    )
    for keyword in ("쿠버네티스", "차"):
        hits = search_messages(root, CHAT, keyword)
        assert [(h.record.seq, h.record.kind, h.record.text) for h in hits] == [
            (2, "message", "쿠버네티스 차 정리 끝")
        ]


def test_reply_context_recall_shows_the_latest_text_of_an_edited_hit(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    append(
        root,
        [
            rec(1, "그라파나 대시보드 만들어요"),
            rec(2, "좋아요"),
            edit(3, 1, "그라파나 알림 만들어요"),
        ],
    )
    found = relevant_messages(root, CHAT, "그라파나 알림 어떻게 했지?")
    assert [(r.seq, r.text) for r in found] == [(1, "그라파나 알림 만들어요"), (2, "좋아요")]
    assert relevant_messages(root, CHAT, "대시보드 어떻게 했지?") == []


def test_a_message_whose_original_day_was_archived_is_found_as_its_first_kept_edit(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    append(
        root, [rec(1, "테라폼 모듈 정리"), rec(2, "점심 뭐 먹을까요"), rec(3, "테라폼 상태 파일")]
    )
    append(root, [edit(6, 1, "테라폼 모듈 정리 끝"), rec(7, "테라폼 플랜 봤어요")])
    append(root, [edit(9, 1, "테라폼 모듈 정리 완료")])
    assert texts(root, "완료") == [(1, "테라폼 모듈 정리 [완료]")]
    days = sorted(root.log_dir(CHAT).iterdir())
    days[0].unlink()  # what the archive does to the log: seqs 1 and 2 leave with their day
    expected = [
        (m.seq, m.text) for m in reversed(queries.history(root, CHAT, 10)) if "테라폼" in m.text
    ]
    assert expected == [
        (7, "테라폼 플랜 봤어요"),
        (6, "테라폼 모듈 정리 완료"),
        (3, "테라폼 상태 파일"),
    ]
    for keyword in ("테라폼", "완료"):
        found = [(s, t.replace("[", "").replace("]", "")) for s, t in texts(root, keyword)]
        assert found == [e for e in expected if keyword in e[1]]
    assert texts(root, "끝") == []  # the removed text of an edit that left with its day
    with RecallIndex(root, CHAT) as index:
        index.rebuild()
    assert [s for s, _ in texts(root, "테라폼")] == [7, 6, 3]
