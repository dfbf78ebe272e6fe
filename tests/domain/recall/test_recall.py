"""Search and relevant recall over the whole retained history, through the derived index."""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import relevant_summaries
from groupchat_memory.domain.recall.search import search_messages
from groupchat_memory.domain.recall.vocab import PREFIX_TERMS
from groupchat_memory.domain.text.question import Question
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.archive import run_archive
from tests.domain.recall.asked import relevant_messages
from tests.upkeep.workers_archive.data import NOW, TZ, build

CHAT = 7
START = datetime(2026, 1, 1, 9, 0, tzinfo=TZ)


def count_matches(root: DataRoot, chat_id: int, keyword: str) -> int:
    """How many messages ``search_messages`` returns over all pages."""
    return sum(1 for _ in search_messages(root, chat_id, keyword, limit=1 << 40))


def write(root: DataRoot, texts: list[str], *, first_seq: int = 1, hours: int = 3) -> None:
    """Append messages ``hours`` apart (so they spread over several day files)."""
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(
            [
                MessageRecord(
                    sender=("민수", "지은")[i % 2],
                    text=text,
                    timestamp=(START + timedelta(hours=hours * (first_seq + i))).isoformat(),
                    chat_id=CHAT,
                    message_id=first_seq + i,
                    seq=first_seq + i,
                )
                for i, text in enumerate(texts)
            ]
        )


FILLER = ["점심 뭐 먹을까요", "오늘 날씨 좋네요", "회의실 예약했어요", "커피 한잔 하실 분"]


def test_a_keyword_with_a_particle_finds_the_bare_noun_and_highlights_it(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["파이어베이스 요금제 확인", *FILLER, "Firebase로 옮기자", "파이어베이스는 비싸요"])
    hits = search_messages(root, CHAT, "파이어베이스를")
    assert [h.record.seq for h in hits] == [7, 1]  # newest first
    assert hits[0].highlighted("[", "]") == "[파이어베이스]는 비싸요"
    english = search_messages(root, CHAT, "FIREBASE")
    assert [h.highlighted("[", "]") for h in english] == ["[Firebase]로 옮기자"]


def test_search_pages_newest_first_across_day_files(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, [f"배포 {i}번째 점검" for i in range(1, 26)])
    pages = [
        [h.record.seq for h in search_messages(root, CHAT, "배포", limit=10, offset=o)]
        for o in (0, 10, 20)
    ]
    assert pages == [list(range(25, 15, -1)), list(range(15, 5, -1)), [5, 4, 3, 2, 1]]
    assert count_matches(root, CHAT, "배포를") == 25


def test_amounts_are_found_with_or_without_their_digit_group_comma(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["회비는 1,000원이에요", "간식비 10000원으로 해요", "1,000명 규모 행사"])
    assert [h.record.seq for h in search_messages(root, CHAT, "1,000원")] == [1]
    assert [h.record.seq for h in search_messages(root, CHAT, "1000원")] == [1]
    assert [h.record.seq for h in search_messages(root, CHAT, "10,000원을")] == [2]


def test_a_one_syllable_keyword_falls_back_to_scanning_the_log(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["밥 먹자", "밥은 먹었어요?", "커피 마셔요"])
    assert [h.record.seq for h in search_messages(root, CHAT, "밥")] == [2, 1]


def test_the_index_catches_up_with_appends_made_after_it_was_read(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["쿠버네티스 클러스터 설정"])
    assert len(search_messages(root, CHAT, "쿠버네티스")) == 1
    write(root, ["쿠버네티스 업그레이드 완료"], first_seq=2)
    assert [h.record.seq for h in search_messages(root, CHAT, "쿠버네티스")] == [2, 1]
    with RecallIndex(root, CHAT) as index:
        assert index.catch_up() == 0  # already caught up by the read


def test_a_torn_last_line_is_indexed_once_it_is_completed(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["레디스 캐시 도입"])
    day_file = next(root.log_dir(CHAT).iterdir())
    with open(day_file, "ab") as handle:
        handle.write(b'{"sender":"x","text":"\xeb\xa0\x88\xeb\x94\x94\xec\x8a\xa4 \xec')
    assert [h.record.seq for h in search_messages(root, CHAT, "레디스")] == [1]
    write(root, ["레디스 메모리 부족"], first_seq=2, hours=0)
    assert [h.record.seq for h in search_messages(root, CHAT, "레디스")] == [2, 1]


def test_a_deleted_or_corrupt_index_is_rebuilt_from_the_log(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["카프카 토픽 생성", "카프카 파티션 조정"])
    assert len(search_messages(root, CHAT, "카프카")) == 2
    path = root.recall_index_path(CHAT)
    path.write_bytes(b"this is not an sqlite database" * 100)
    assert len(search_messages(root, CHAT, "카프카")) == 2
    path.unlink()
    assert len(search_messages(root, CHAT, "카프카")) == 2
    assert path.stat().st_mode & 0o777 == 0o600
    assert path.parent.stat().st_mode & 0o777 == 0o700


def test_relevant_messages_come_from_anywhere_in_history_but_not_the_recent_window(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    texts = ["도커 이미지 빌드 캐시 문제", "빌드 옵션에 --no-cache 붙이면 돼요"]
    texts += [FILLER[i % 4] + f" {i}" for i in range(300)]
    texts += ["도커 컴포즈 파일 올렸어요"]
    write(root, texts, hours=1)
    found = relevant_messages(root, CHAT, "도커 이미지 캐시 어떻게 했지?", exclude_seqs=[302, 303])
    assert [r.seq for r in found] == [1, 2]  # the hit and the reply that follows it
    alone = relevant_messages(
        root, CHAT, "도커 이미지 캐시", exclude_seqs=[302, 303], neighbour_share=0
    )
    assert [r.seq for r in alone] == [1]
    none_recent = relevant_messages(root, CHAT, "도커 컴포즈", exclude_seqs=range(1, 304))
    assert none_recent == []


def test_relevant_messages_rank_rare_keywords_above_common_ones(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    texts = [f"회의 {i} 진행" for i in range(40)] + ["회의에서 그라파나 대시보드 정했어요"]
    texts += [f"회의 {i} 끝" for i in range(40)]
    write(root, texts, hours=1)
    found = relevant_messages(root, CHAT, "그라파나 회의", limit=1, neighbour_share=0)
    assert [r.text for r in found] == ["회의에서 그라파나 대시보드 정했어요"]


def test_mixed_language_keywords_match_both_scripts(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["GraphQL 스키마 리뷰", *FILLER, "스키마에 enum 추가"])
    found = relevant_messages(root, CHAT, "graphql 스키마는 어떻게 됐어?", neighbour_share=0)
    assert [r.seq for r in found] == [1, 6]


@pytest.mark.anyio
async def test_archived_days_leave_search_and_their_summaries_take_part_in_recall(
    tmp_path: Path,
) -> None:
    root = build(tmp_path)
    # 165 lines mention it, but message 1 was edited to text without it (latest wins)
    assert count_matches(root, -100, "파이어베이스") == 164
    await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    assert count_matches(root, -100, "파이어베이스") == 15
    found = relevant_summaries(root, -100, Question.read("파이어베이스 설정 일정"))
    assert [r.kind for _, r in found] == ["archive", "archive"]
    assert found[0][1].summary.startswith("[2025-06-01 ~ 2025-06-02 아카이브]")


def test_a_rebuild_gives_the_same_answers(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, ["엘라스틱서치 샤드 늘리기", "엘라스틱서치 인덱스 정리", *FILLER])
    before = [h.record.seq for h in search_messages(root, CHAT, "엘라스틱서치")]
    with RecallIndex(root, CHAT) as index:
        assert index.rebuild() == 6
        assert index.size() == 6
    assert [h.record.seq for h in search_messages(root, CHAT, "엘라스틱서치")] == before == [2, 1]
    assert not any(name.endswith("-wal") for name in os.listdir(root.index_dir(CHAT)))


def test_search_finds_every_term_that_starts_with_the_keyword_however_many_there_are(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    few = ["배포 했어요", "배포일 정했어요", "배포판 나왔어요"]
    many = [f"ab{chr(97 + i)}{chr(97 + i)} 테스트" for i in range(PREFIX_TERMS + 2)]
    write(root, [*few, *FILLER, *many])
    # three terms start with 배포: spelled out from the vocabulary, the same three messages
    assert [h.record.text for h in search_messages(root, CHAT, "배포")] == few[::-1]
    # more than PREFIX_TERMS start with ab: the prefix query finds them all
    found = search_messages(root, CHAT, "ab", limit=100)
    assert [h.record.text for h in found] == many[::-1]
