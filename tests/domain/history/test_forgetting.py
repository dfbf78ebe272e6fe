"""Forgetting's log side: which lines of a day file go, and the tombstone's ranges."""

from __future__ import annotations

import json
import os
from pathlib import Path

from groupchat_memory.domain.history.forgetting import (
    compact_day,
    member_records,
    names_member,
    seq_ranges,
)
from groupchat_memory.store.records import MessageRecord, encode

MEMBER = 1001


def line(seq: int, sender_id: int | None, text: str = "안녕") -> bytes:
    return encode(MessageRecord(
        sender="x", text=text, timestamp="2026-03-12T20:00:00+09:00", sender_id=sender_id,
        seq=seq, message_id=seq,
    ))  # fmt: skip


def test_only_the_members_lines_and_their_torn_lines_leave_the_day_file(tmp_path: Path) -> None:
    day = tmp_path / "2026-03-12.jsonl"
    torn_theirs = line(4, MEMBER, "비밀")[:-20]
    torn_other = line(5, 7)[:-20]
    kept = [line(1, 7, f"seq {MEMBER}"), line(3, 10012), torn_other, line(6, None)]
    day.write_bytes(b"\n".join([kept[0], line(2, MEMBER), kept[1], torn_theirs, *kept[2:]]) + b"\n")
    assert [r.seq for r in member_records(day, MEMBER)] == [2]
    inode = os.stat(day).st_ino
    assert compact_day(day, MEMBER) == 2
    assert day.read_bytes() == b"\n".join(kept) + b"\n"
    assert os.stat(day).st_ino != inode  # replaced by rename, not edited in place
    rewritten = os.stat(day).st_ino
    assert compact_day(day, MEMBER) == 0 and os.stat(day).st_ino == rewritten  # untouched
    assert [p.name for p in tmp_path.iterdir()] == [day.name]  # no temp file left


def test_an_old_array_day_file_is_rewritten_without_the_member(tmp_path: Path) -> None:
    day = tmp_path / "2026-03-12.json"
    rows = [json.loads(line(1, 7)), json.loads(line(2, MEMBER)), json.loads(line(3, 8))]
    day.write_text(json.dumps(rows, ensure_ascii=False, indent=2), "utf-8")
    assert [r.seq for r in member_records(day, MEMBER)] == [2]
    assert compact_day(day, MEMBER) == 1
    assert [r["seq"] for r in json.loads(day.read_text("utf-8"))] == [1, 3]


def test_seq_ranges_and_dead_letter_lines() -> None:
    assert seq_ranges([9, 1, 2, 3, 7, 10, 3]) == "1-3,7,9-10" and seq_ranges([]) == "-"
    assert names_member(b'{"message": {"sender_id": 1001, "text": "x"}}', MEMBER)
    assert names_member(b'{"update": {"message": {"from": {"id": 1001}}}}', MEMBER)
    assert not names_member(b'{"message": {"sender_id": 10012}}', MEMBER)
    assert not names_member(b"not json 1001", MEMBER)
