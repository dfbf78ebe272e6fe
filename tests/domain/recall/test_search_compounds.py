"""Search finds a Korean word inside compounds (``카페`` in ``스터디카페``), not only as a
word's beginning: on the index path, past the spelled-out limit (the log scan), and after an
index of the previous format is rebuilt."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

from groupchat_memory.domain import queries
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.vocab import PART_TERMS
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.upkeep.workers_archive.data import TZ

CHAT = 11
START = datetime(2026, 3, 2, 9, 0, tzinfo=TZ)
ISSUE_CHAT = [
    "이번 주 모임은 강남역 스터디카페에서 해요",
    "빔프로젝터는 제가 챙겨갈게요",
    "오늘이 1번째 정기 모임이네요",
    "점심은 김밥으로 하죠",
]


def chat(tmp_path: Path, texts: list[str]) -> DataRoot:
    root = DataRoot(tmp_path)
    records = [
        MessageRecord(
            sender=("민수", "지은", "현우")[seq % 3],
            text=text,
            timestamp=(START + timedelta(minutes=seq)).isoformat(),
            chat_id=CHAT,
            message_id=seq,
            seq=seq,
        )
        for seq, text in enumerate(texts, 1)
    ]
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)
    return root


def found(root: DataRoot, keyword: str) -> list[str]:
    return [h.record.text for h in reversed(queries.search_hits(root, CHAT, keyword, limit=200))]


def test_the_issue_words_are_found_inside_compounds(tmp_path: Path) -> None:
    root = chat(tmp_path, ISSUE_CHAT)
    assert found(root, "카페") == [ISSUE_CHAT[0]]
    assert found(root, "프로젝터") == [ISSUE_CHAT[1]]
    assert found(root, "번째") == [ISSUE_CHAT[2]]
    assert found(root, "1번째") == [ISSUE_CHAT[2]]
    # a particle on the query word, and two words at once
    assert found(root, "카페에서") == [ISSUE_CHAT[0]]
    assert found(root, "강남역 카페") == [ISSUE_CHAT[0]]
    assert found(root, "김밥 카페") == []


def test_the_highlight_marks_the_word_inside_the_compound(tmp_path: Path) -> None:
    root = chat(tmp_path, ISSUE_CHAT)
    (hit,) = queries.search_hits(root, CHAT, "카페")
    assert hit.highlighted("[", "]") == "이번 주 모임은 강남역 스터디[카페]에서 해요"


def test_a_word_inside_more_compounds_than_are_spelled_out_is_found_in_all(
    tmp_path: Path,
) -> None:
    # distinct first syllables (가, 개, 갸, ...), so every compound is its own index term
    texts = [f"{chr(0xAC00 + 28 * i)}나카페 리뷰" for i in range(PART_TERMS + 6)]
    root = chat(tmp_path, [*texts, "카페인은 줄이자", "도서관 가요"])
    hits = found(root, "카페")
    assert sorted(hits) == sorted([*texts, "카페인은 줄이자"])
    assert found(root, "카페 리뷰") == texts


def test_an_index_of_the_previous_format_is_rebuilt_with_the_compounds(tmp_path: Path) -> None:
    root = chat(tmp_path, ISSUE_CHAT)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
    db = sqlite3.connect(root.recall_index_path(CHAT))
    db.execute("drop table parts")
    db.execute("update meta set value = 6 where key = 'version'")
    db.commit()
    db.close()
    assert found(root, "카페") == [ISSUE_CHAT[0]]
