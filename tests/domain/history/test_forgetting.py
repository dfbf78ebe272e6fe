"""Forgetting's log side: which lines of a day file go, and the tombstone's ranges."""

from __future__ import annotations

import json
import os
import unicodedata
from pathlib import Path

import msgspec

from groupchat_memory.domain.history.forgetting import (
    REDACTED,
    Copies,
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


def said(seq: int, text: str, **fields: object) -> MessageRecord:
    return msgspec.structs.replace(
        MessageRecord(sender="x", text=text, timestamp="2026-03-12T20:00:00+09:00", seq=seq),
        **fields,
    )


def test_a_quote_is_found_and_redacted_whatever_its_spacing_and_unicode_form() -> None:
    theirs = said(1, "회의는 목요일 세시로 하자\n장소는 2층 회의실")
    copies = Copies([theirs])
    decomposed = unicodedata.normalize("NFD", "회의는 목요일 세시로 하자")
    for echoed in (
        "회의는  목요일 세시로\n하자",  # doubled space, a line break inside
        "회의는\u00a0목요일\u200b 세시로 하자",  # a no-break space, a zero-width one
        decomposed,  # the same sentence in decomposed Hangul (as macOS types it)
        "회의는 목요일 세시로 하자",  # as it was written
    ):
        copy = said(5, f"하린님이 '{echoed}'라고 했죠", is_bot=True)
        assert copies.holds(copy), echoed
        assert copies.fixed(copy) == msgspec.structs.replace(
            copy, text=f"하린님이 '{REDACTED}'라고 했죠"
        ), echoed
    # fullwidth forms and case fold too; a match inside a word takes the whole word
    upper = Copies([said(1, "Deploy on FRIDAY night please")])
    copy = said(5, "ok: ｄｅｐｌｏｙ on friday　night please!", is_bot=True)
    assert upper.fixed(copy) == msgspec.structs.replace(copy, text=f"ok: {REDACTED}!")


def test_only_later_bot_records_and_replies_to_the_erased_message_are_copies() -> None:
    thanks = "오늘 회의 정말 수고 많으셨습니다 여러분"
    theirs = said(5, thanks, message_id=50, chat_id=-1)
    copies = Copies([theirs], names=["하린"])
    assert not copies.holds(said(2, thanks, message_id=20, chat_id=-1))  # someone, before
    assert not copies.holds(said(9, thanks, message_id=90, chat_id=-1))  # someone, on their own
    assert not copies.holds(said(3, thanks, is_bot=True))  # a bot, before them
    assert copies.holds(said(9, f"네 {thanks}", is_bot=True))  # a bot, after
    reply = said(9, f"{thanks}!", message_id=90, chat_id=-1, reply_to=50)
    assert copies.holds(reply)
    assert copies.fixed(reply) == msgspec.structs.replace(reply, text=f"{REDACTED}!")
    # a reply to the same message id in another chat (a group that became a supergroup)
    assert not copies.holds(msgspec.structs.replace(reply, chat_id=-2))
    # a command answer naming them goes whole, one naming no one stays
    answer = said(9, "1. 회비 10만원 (동의: 민준, 하린, 서연)", is_bot=True, kind="command")
    assert copies.holds(answer) and copies.fixed(answer) is None
    assert not copies.holds(msgspec.structs.replace(answer, text="참여: 민준, 하린은"))
    assert copies.holds(msgspec.structs.replace(answer, text="동의: 하린 👍"))
    assert not copies.holds(msgspec.structs.replace(answer, text="동의: 하린희, 서연"))
