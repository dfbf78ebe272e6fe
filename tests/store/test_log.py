"""The JSONL message log: append, tail, scan, day cut, damaged lines, latest-wins."""

from __future__ import annotations

import json
import logging
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.log import MessageLog, latest_wins
from groupchat_memory.store.records import MessageRecord

SEOUL = ZoneInfo("Asia/Seoul")


def msg(i: int, when: datetime, text: str | None = None, **kw: object) -> MessageRecord:
    return MessageRecord(
        sender="클로디",
        text=text if text is not None else f"메시지 {i}",
        timestamp=when.isoformat(),
        chat_id=-100,
        message_id=i,
        seq=i,
        **kw,  # type: ignore[arg-type]
    )


def day_of_messages(start: datetime, count: int, step: timedelta) -> list[MessageRecord]:
    return [msg(i, start + i * step) for i in range(count)]


@pytest.fixture
def log(tmp_path: Path) -> MessageLog:
    return MessageLog(tmp_path / "log", SEOUL)


def test_a_fresh_log_reads_as_empty_and_creates_nothing(log: MessageLog) -> None:
    assert log.tail(10) == []
    assert list(log.scan()) == []
    assert log.day_files() == []
    assert not log.directory.exists()


def test_appended_records_come_back_from_scan_in_order(log: MessageLog) -> None:
    records = day_of_messages(datetime(2026, 3, 15, 9, tzinfo=SEOUL), 30, timedelta(minutes=1))
    log.append(records[:10])
    log.append(records[10:])
    assert list(log.scan()) == records


def test_days_are_cut_in_the_log_time_zone(log: MessageLog) -> None:
    utc = ZoneInfo("UTC")
    late_utc = msg(1, datetime(2026, 3, 15, 14, 59, tzinfo=utc))  # 23:59 in Seoul
    next_day = msg(2, datetime(2026, 3, 15, 15, 0, tzinfo=utc))  # 00:00 in Seoul
    log.append([late_utc, next_day])
    assert [p.name for p in log.day_files()] == ["2026-03-15.jsonl", "2026-03-16.jsonl"]


def test_text_is_stored_as_utf8_not_escaped(log: MessageLog) -> None:
    log.append([msg(1, datetime(2026, 3, 15, 9, tzinfo=SEOUL), text="안녕하세요 잼민이")])
    raw = log.day_files()[0].read_bytes()
    assert "안녕하세요 잼민이".encode() in raw
    assert b"\\u" not in raw
    assert raw.endswith(b"\n") and raw.count(b"\n") == 1


def test_tail_returns_the_newest_records_oldest_first_across_days(log: MessageLog) -> None:
    start = datetime(2026, 3, 10, 0, 30, tzinfo=SEOUL)
    records = day_of_messages(start, 5 * 24, timedelta(hours=1))
    log.append(records)
    assert len(log.day_files()) == 5
    assert log.tail(30) == records[-30:]
    assert log.tail(1) == records[-1:]
    assert log.tail(1000) == records
    assert log.tail(0) == []


def test_tail_reads_lines_longer_than_its_block_size(log: MessageLog) -> None:
    start = datetime(2026, 3, 15, 9, tzinfo=SEOUL)
    records = [msg(i, start + timedelta(seconds=i), text="긴 " * 20_000) for i in range(5)]
    log.append(records)
    assert log.tail(3) == records[-3:]


def test_scan_filters_by_since_inclusive_and_until_exclusive(log: MessageLog) -> None:
    start = datetime(2026, 3, 10, 0, 30, tzinfo=SEOUL)
    records = day_of_messages(start, 4 * 24, timedelta(hours=1))
    log.append(records)
    since, until = start + timedelta(hours=30), start + timedelta(hours=50)
    got = list(log.scan(since=since, until=until))
    assert got == records[30:50]
    assert list(log.scan(until=start)) == []
    assert list(log.scan(since=start + timedelta(hours=95))) == records[95:]


def test_a_torn_last_line_is_skipped_counted_and_the_next_append_starts_fresh(
    log: MessageLog, caplog: pytest.LogCaptureFixture
) -> None:
    when = datetime(2026, 3, 15, 9, tzinfo=SEOUL)
    log.append([msg(1, when)])
    path = log.day_files()[0]
    with path.open("ab") as handle:
        handle.write(b'{"sender":"x","text":"\xea\xb0')  # a crash mid-write, mid-character
    with caplog.at_level(logging.WARNING, logger="groupchat_memory.store.log"):
        assert [r.message_id for r in log.tail(5)] == [1]
    assert log.skipped_lines == 1
    assert "torn or corrupt" in caplog.text

    log.append([msg(2, when + timedelta(minutes=1))])
    assert [r.message_id for r in log.scan()] == [1, 2]
    assert [r.message_id for r in log.tail(5)] == [1, 2]
    lines = path.read_bytes().split(b"\n")
    assert json.loads(lines[-2])["message_id"] == 2


def test_a_corrupt_line_in_the_middle_is_skipped_by_every_reader(log: MessageLog) -> None:
    when = datetime(2026, 3, 15, 9, tzinfo=SEOUL)
    log.append([msg(1, when)])
    with log.day_files()[0].open("ab") as handle:
        handle.write(b"not json at all\n")
        handle.write(b'{"sender": 5, "text": "wrong type"}\n')
    log.append([msg(2, when)])
    assert [r.message_id for r in log.scan()] == [1, 2]
    assert [r.message_id for r in log.tail(10)] == [1, 2]
    assert log.skipped_lines == 4


def test_a_record_with_a_bad_timestamp_is_refused_before_anything_is_written(
    log: MessageLog,
) -> None:
    good = msg(1, datetime(2026, 3, 15, 9, tzinfo=SEOUL))
    bad = MessageRecord(sender="a", text="b", timestamp="어제 저녁")
    with pytest.raises(RecordError, match="ISO 8601"):
        log.append([good, bad])
    assert log.day_files() == []


def test_remove_day_deletes_only_that_day(log: MessageLog) -> None:
    start = datetime(2026, 3, 10, 0, 30, tzinfo=SEOUL)
    log.append(day_of_messages(start, 3 * 24, timedelta(hours=1)))
    log.remove_day(date(2026, 3, 11))
    assert [p.name for p in log.day_files()] == ["2026-03-10.jsonl", "2026-03-12.jsonl"]
    log.remove_day(date(2020, 1, 1))
    log.append([msg(999, datetime(2026, 3, 12, 23, tzinfo=SEOUL))])
    assert log.tail(1)[0].message_id == 999


def test_a_second_log_object_sees_days_created_by_the_first(tmp_path: Path) -> None:
    writer = MessageLog(tmp_path / "log", SEOUL)
    reader = MessageLog(tmp_path / "log", SEOUL)
    writer.append([msg(1, datetime(2026, 3, 15, 9, tzinfo=SEOUL))])
    assert [r.message_id for r in reader.tail(5)] == [1]
    writer.append([msg(2, datetime(2026, 3, 16, 9, tzinfo=SEOUL))])
    assert [r.message_id for r in reader.tail(5)] == [1, 2]
    writer.close()


def test_latest_wins_applies_edits_in_place_and_drops_them() -> None:
    when = datetime(2026, 3, 15, 9, tzinfo=SEOUL)
    original = msg(7, when, text="회의는 3시")
    other = msg(8, when, text="좋아요")
    edit1 = msg(7, when + timedelta(minutes=1), text="회의는 4시", kind="edit")
    edit2 = msg(7, when + timedelta(minutes=2), text="회의는 5시", kind="edit")
    result = latest_wins([original, other, edit1, edit2])
    assert [(r.message_id, r.text, r.kind) for r in result] == [
        (7, "회의는 5시", "message"),
        (8, "좋아요", "message"),
    ]
    assert result[0].timestamp == original.timestamp


def test_latest_wins_keeps_an_edit_whose_original_is_missing_as_a_message() -> None:
    when = datetime(2026, 3, 15, 9, tzinfo=SEOUL)
    orphan = msg(3, when, text="고친 문장", kind="edit")
    later = msg(3, when, text="또 고친 문장", kind="edit")
    assert [(r.text, r.kind) for r in latest_wins([orphan, later])] == [("또 고친 문장", "message")]


def test_latest_wins_leaves_records_without_message_ids_alone() -> None:
    when = datetime(2026, 3, 15, 9, tzinfo=SEOUL)
    a = MessageRecord(sender="a", text="하나", timestamp=when.isoformat())
    b = MessageRecord(sender="a", text="둘", timestamp=when.isoformat())
    assert latest_wins([a, b]) == [a, b]


def test_tail_reads_from_the_end_and_never_touches_old_history(log: MessageLog) -> None:
    start = datetime(2026, 3, 10, 0, 30, tzinfo=SEOUL)
    log.append(day_of_messages(start, 2000, timedelta(minutes=1)))
    newest = log.day_files()[-1]
    older = log.day_files()[0]
    # damage the start of the newest file and the whole older file: tail must not see either
    data = newest.read_bytes()
    newest.write_bytes(b"garbage\n" + data[10:])
    older.write_bytes(b"garbage\n" * 10)
    assert [r.seq for r in log.tail(50)] == list(range(1950, 2000))
    assert log.skipped_lines == 0
