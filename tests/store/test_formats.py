"""Old formats stay readable: JSON-array day files, records and summaries without new fields."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord, SummaryRecord, decode, encode

SEOUL = ZoneInfo("Asia/Seoul")

OLD_DAY = [
    {
        "sender": "잼민이",
        "text": "안녕하세요",
        "timestamp": "2025-01-02T10:00:00.123456",
        "is_bot": True,
        "chat_id": -1001234567890,
    },
    {
        "sender": "철수",
        "text": "점심 뭐 먹지",
        "timestamp": "2025-01-02T10:01:00",
        "is_bot": False,
        "chat_id": "-1001234567890",
        "topic_tag": "점심",
    },
]


def test_a_json_array_day_file_reads_through_scan_and_tail(tmp_path: Path) -> None:
    log_dir = tmp_path / "log"
    log_dir.mkdir()
    (log_dir / "2025-01-02.json").write_text(
        json.dumps(OLD_DAY, ensure_ascii=False, indent=2), encoding="utf-8"
    )
    log = MessageLog(log_dir, SEOUL)
    records = list(log.scan())
    assert [r.text for r in records] == ["안녕하세요", "점심 뭐 먹지"]
    assert records[0].topic_tag == "general" and records[0].kind == "message"
    assert records[1].chat_id == -1001234567890
    assert [r.text for r in log.tail(1)] == ["점심 뭐 먹지"]
    assert log.skipped_lines == 0


def test_an_array_day_file_is_followed_by_new_jsonl_appends(tmp_path: Path) -> None:
    log_dir = tmp_path / "log"
    log_dir.mkdir()
    (log_dir / "2025-01-02.json").write_text(json.dumps(OLD_DAY, ensure_ascii=False))
    log = MessageLog(log_dir, SEOUL)
    log.append(
        [MessageRecord(sender="클로디", text="새 메시지", timestamp="2025-01-02T11:00:00+09:00")]
    )
    assert [r.text for r in log.scan()] == ["안녕하세요", "점심 뭐 먹지", "새 메시지"]
    assert [r.text for r in log.tail(3)] == ["안녕하세요", "점심 뭐 먹지", "새 메시지"]


def test_an_array_in_a_jsonl_named_file_is_read_too(tmp_path: Path) -> None:
    log_dir = tmp_path / "log"
    log_dir.mkdir()
    (log_dir / "2025-01-02.jsonl").write_text(json.dumps(OLD_DAY, ensure_ascii=False))
    assert len(list(MessageLog(log_dir, SEOUL).scan())) == 2


def test_jsonl_lines_without_topic_tag_and_newer_fields_load(tmp_path: Path) -> None:
    log_dir = tmp_path / "log"
    log_dir.mkdir()
    lines = [json.dumps(item, ensure_ascii=False) for item in OLD_DAY]
    (log_dir / "2025-01-02.jsonl").write_text("\n".join(lines) + "\n")
    log = MessageLog(log_dir, SEOUL)
    since = datetime(2025, 1, 2, 10, 0, 30, tzinfo=SEOUL)
    assert [r.sender for r in log.scan(since=since)] == ["철수"]
    first = log.tail(2)[0]
    assert (first.topic_tag, first.message_id, first.seq) == ("general", None, 0)


def test_a_summary_file_without_the_new_fields_loads_with_defaults() -> None:
    old = {
        "timestamp": "2025-01-02T12:00:00",
        "date": "2025-01-02",
        "message_range": {"from": 1, "to": 50},
        "summary": "점심 메뉴를 정했다",
        "key_topics": ["점심"],
        "topic_tag": "점심",
    }
    record = decode(json.dumps(old, ensure_ascii=False), SummaryRecord)
    assert record.message_range.from_ == 1 and record.message_range.to == 50
    assert record.consensus_level == "exploratory"
    assert record.key_decisions == [] and record.participants == []
    assert json.loads(encode(record))["message_range"] == {"from": 1, "to": 50}


def test_a_wrongly_typed_record_names_the_field() -> None:
    with pytest.raises(RecordError, match=r"is_bot"):
        decode(b'{"sender": "a", "text": "b", "timestamp": "t", "is_bot": "yes"}', MessageRecord)
    with pytest.raises(RecordError, match="not valid JSON"):
        decode(b'{"sender": ', MessageRecord)
