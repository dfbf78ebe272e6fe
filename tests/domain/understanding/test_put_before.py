"""A plan stated by the member who takes it up: the one who put it first and the yeses
said to that first line went along too ("Fine, the Riverside Hall it is" after "my
thinking is the Riverside Hall"; "그러면 뭐... 목요일 3시로 하자" after "목요일 3시로 하는
건 어때요?" and "목요일이면 됩니다"). A line naming another value of its kind, or
pushing back, is no yes. Read through the real path (the chat ingested by the real
actor system, offline, then ``/결정`` as the command answers it); the chats are written
for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_who_put_the_plan_first_and_said_yes_to_it_then_agreed(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "for the recital, my thinking is the Riverside Hall. It has a piano"),
                    ("Leo", "Riverside parking is a nightmare on a Saturday"),
                    ("Sam", "the church lot next door is free after 6, I asked"),
                    ("Leo", "Ok fair. Riverside Hall it is"),
                    ("Priya", "works for me"),
                ],
            ),
            (
                1,
                [
                    ("태호", "주간 회의 시간 좀 바꿔야 할 것 같아요. 월요일 아침은 다들 바빠서"),
                    ("유진", "그럼 회의는 목요일 오후 3시로 하는 건 어때요?"),
                    ("다은", "목요일이면 됩니다"),
                    ("태호", "그러면 뭐... 목요일 3시로 하자"),
                ],
            ),
        ],
    )
    hall = next(e for e in found if "Riverside" in e.text)
    assert sorted(hall.agreed_by) == ["Leo", "Priya", "Sam"]
    meeting = next(e for e in found if "목요일" in e.text)
    assert sorted(meeting.agreed_by) == ["다은", "유진", "태호"]


def test_another_value_of_its_kind_or_a_doubt_is_no_yes(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "could we do the cleanup on Saturday the 14th?"),
                    ("Leo", "the 14th is bad for me, I'm away that weekend"),
                    ("Sam", "Ok, cleanup on Sunday the 22nd then, 10am"),
                    ("Leo", "sounds good"),
                ],
            ),
            (
                1,
                [
                    ("유진", "회식 20일 금요일 어때요?"),
                    ("다은", "20일은 저 좀 어려울 것 같아요 ㅠ"),
                    ("태호", "그럼 27일 금요일 저녁 7시로 하자"),
                    ("다은", "네 좋아요"),
                ],
            ),
        ],
    )
    cleanup = next(e for e in found if "22nd" in e.text)
    assert "Priya" not in cleanup.agreed_by
    dinner = next(e for e in found if "27일" in e.text)
    assert "유진" not in dinner.agreed_by
