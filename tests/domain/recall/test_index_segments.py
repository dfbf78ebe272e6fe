"""A catch-up that indexed many records leaves the term index merged into one segment, so
no later one-message commit (a reply's) merges the bulk write's segments; a small catch-up
leaves the segments as they are, and what a search finds is the same either way."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain.recall import index as recall_index
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.upkeep.workers_archive.data import TZ

CHAT = 12
START = datetime(2026, 3, 2, 9, 0, tzinfo=TZ)


def said(i: int) -> MessageRecord:
    return MessageRecord(
        sender="서연",
        sender_id=7,
        text=f"배포 일정 {i}번 점검 redis 캐시 노드{i}",
        timestamp=(START + timedelta(minutes=7 * i)).isoformat(),
        chat_id=CHAT,
        message_id=i,
        seq=i,
    )


def talk(root: DataRoot, first: int, last: int) -> None:
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append([said(i) for i in range(first, last + 1)])


def segments(index: RecallIndex) -> int:
    """The message index's FTS5 segments: a segment's pages are rows of ``fts_data`` whose
    id holds the segment's id above its low 37 bits (FTS5's ``FTS5_SEGMENT_ROWID``); the
    ids below them are the structure and averages records."""
    row = index.connection.execute(
        "select count(distinct id >> 37) from fts_data where id >> 37 > 0"
    ).fetchone()
    return int(row[0])


def found(index: RecallIndex, term: str) -> list[int]:
    rows = index.connection.execute(
        "select rowid from fts where fts match ? order by rowid", (term,)
    )
    return [int(r) for (r,) in rows]


def test_a_bulk_catch_up_merges_the_term_index_and_a_small_one_does_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recall_index, "MERGE_AFTER", 20)
    root = DataRoot(tmp_path)
    talk(root, 1, 30)
    with RecallIndex(root, CHAT) as index:
        assert index.catch_up() == 30
        talk(root, 31, 60)
        assert index.catch_up() == 30
        # each catch-up's commit wrote a segment: the second's merge left one
        assert segments(index) == 1
        merged = found(index, "캐시")
        assert len(merged) == 60
        talk(root, 61, 62)
        assert index.catch_up() == 2
        assert segments(index) == 2
        assert found(index, "캐시")[:60] == merged
