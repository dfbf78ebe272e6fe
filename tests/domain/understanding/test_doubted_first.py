"""A member who pushed back in the talk before a plan was stated and went along once it
was is among those who objected as well as those who agreed, whoever stated it: another
member, or they themselves giving in ("Fine. … it is"). News of a problem told before any
plan was put holds nothing back. A yes the next morning, right after the line that took
the plan up, still answers it. Read through the real path (the chat ingested by the real
actor system, offline, then ``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.summaries.decisions import LedgerEntry
from tests.domain.understanding.test_ledger import Line, _decided


def _one(tmp_path: Path, lines: list[Line]) -> LedgerEntry:
    """The one decision ``/결정`` shows of ``lines`` said a minute apart."""
    found = _decided(tmp_path, [(0, lines)])
    assert len(found) == 1
    return found[0]


def test_a_doubt_before_another_states_the_plan_then_a_yes_objected_and_agreed(
    tmp_path: Path,
) -> None:
    plan = _one(
        tmp_path,
        [
            ("Sam", "The Crown quoted £200 for the back room on Friday"),
            ("Priya", "£200 is a lot for one night though"),
            ("Leo", "it comes with the quiz cards and a mic"),
            ("Sam", "Let's book the Crown for Friday then, £200"),
            ("Leo", "agreed"),
            ("Priya", "ok fine, the Crown"),
        ],
    )
    assert set(plan.agreed_by) == {"Sam", "Leo", "Priya"}
    assert plan.objected_by == ["Priya"]


def test_a_korean_doubt_before_the_plan_then_a_yes_objected_and_agreed(tmp_path: Path) -> None:
    plan = _one(
        tmp_path,
        [
            ("유진", "펜션 사장님이 1박에 40만원 부르셨어"),
            ("태호", "40은 좀 비싸지 않아? 작년엔 30이었는데"),
            ("다은", "방이 두 개라 그 정도면 괜찮아요"),
            ("유진", "그럼 그 펜션 40만원으로 예약하자"),
            ("다은", "좋아요"),
            ("태호", "알았어 40 ㅇㅋ"),
        ],
    )
    assert "태호" in plan.agreed_by
    assert plan.objected_by == ["태호"]


def test_its_speaker_giving_in_objected_first(tmp_path: Path) -> None:
    plan = _one(
        tmp_path,
        [
            (
                "Sam",
                "ferry to Days Bay on Thursday, 12:30 from the wharf, lunch at the Pav",
            ),
            ("Priya", "I get seasick on boats. Not keen on the ferry"),
            ("Sam", "it's 20 minutes across the harbour"),
            ("Priya", "Fine. The ferry on Thursday it is, I'll survive"),
            ("Leo", "Lovely, count me in"),
        ],
    )
    assert "Priya" in plan.agreed_by
    assert plan.objected_by == ["Priya"]


def test_news_of_a_problem_before_any_plan_holds_nothing_back(tmp_path: Path) -> None:
    plan = _one(
        tmp_path,
        [
            ("Sam", "turns out the shared libraries need the org tier, it costs double"),
            ("Priya", "that's not what the pricing page said"),
            ("Leo", "ok we stay on Penpot then, scrap the migration"),
            ("Priya", "+1"),
        ],
    )
    assert "Priya" in plan.agreed_by
    assert plan.objected_by == []


def test_a_yes_the_next_morning_right_after_the_plans_latest_line(tmp_path: Path) -> None:
    late: list[Line] = [
        ("다은", "늦게 봤네요 13일 7시 좋아요!", {"reply": 1}),
        ("Sam", "ㅇㅋ"),
    ]
    found = _decided(
        tmp_path,
        [
            (0, [("유진", "다음 모임은 13일 토요일 저녁 7시 어때?"), ("태호", "좋아")]),
            (0.6, late),
        ],
    )
    assert [set(e.agreed_by) for e in found] == [{"유진", "태호", "다은", "Sam"}]
