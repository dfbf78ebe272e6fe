"""A summary rebuilt without one member keeps the lines of a member whose name starts
with theirs and a colon (``a`` and ``a:b``): ``name: text`` ends the name at ``: ``."""

from __future__ import annotations

from groupchat_memory.domain.history.redaction import Member, redact
from groupchat_memory.store.records import CitedItem, MessageRange, SummaryRecord


def period(lines: list[str], decisions: list[CitedItem]) -> SummaryRecord:
    return SummaryRecord(
        timestamp="2025-01-03T10:30:00+09:00", date="2025-01-03",
        message_range=MessageRange(1, 3), summary="\n".join(lines), key_topics=["워크숍"],
        key_decisions=decisions, participants=["a", "a:b", "c: d"], model="offline",
        kind="archive", sender_seqs={1: [1], 2: [2], 3: [3]},
    )  # fmt: skip


def test_forgetting_a_keeps_the_lines_and_decisions_of_a_colon_b() -> None:
    theirs = "a: 나는 이번 워크숍은 빠질게요"
    other = "a:b: 워크숍 장소는 가평으로 확정했어요"
    third = "c: d: 워크숍 버스는 내가 예약할게요"
    record = period(
        ["주제: 워크숍 · 참여: a, a:b, c: d · 메시지 3개", theirs, other, third],
        [CitedItem(text=other, evidence=[2]), CitedItem(text=theirs, evidence=[1])],
    )
    kept = redact(record, Member(user_id=1, seqs=frozenset({1}), names=frozenset({"a"})))
    assert theirs not in kept.summary
    assert other in kept.summary and third in kept.summary
    assert [d.text for d in kept.key_decisions] == [other]
    assert kept.participants == ["a:b", "c: d"] and 1 not in kept.sender_seqs


def test_forgetting_a_colon_b_takes_their_lines_and_leaves_a() -> None:
    theirs = "a:b: 워크숍 장소는 가평으로 확정했어요"
    other = "a: 나는 이번 워크숍은 빠질게요"
    record = period(["주제: 워크숍 · 참여: a, a:b · 메시지 3개", other, theirs], [])
    kept = redact(record, Member(user_id=2, seqs=frozenset({2}), names=frozenset({"a:b"})))
    assert theirs not in kept.summary and other in kept.summary
    assert kept.participants == ["a", "c: d"]
