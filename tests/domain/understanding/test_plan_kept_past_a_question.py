"""A line taken up after a plan stands that only asks about it, promises one's own part
or reports ("그럼 저 3시까지 가면 돼요?", "so I should be in by 3pm?", "예약 완료 …"),
naming a value of the plan's kind, is no new plan put in its place: the plan stays
current. A value offered as a question ("Saturday May 16 then?") still moves it, and so
does a new day said with "로 가요" alone (가요 names no other subject)."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _decided

# opening hours set at 5; a helper asks when to come in, and is told yes
OPENING_THEN_ASKED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "다음 주부터 가게 문 5시에 열자~ 저녁 손님이 자꾸 일찍 와서 기다리더라"),
            ("태호", "좋아요"),
            ("다은", "찬성이요"),
        ],
    ),
    (
        0.2,
        [
            ("다은", "그럼 저 3시까지 가면 돼요?"),
            ("유진", "응 그래"),
            ("태호", "ㅇㅋ"),
        ],
    ),
]

# the shop set to open at 5pm; a helper asks when to be in, and is told yes
SHOP_THEN_ASKED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            (
                "Sam",
                "let's open the shop at 5pm from next week, the evening crowd comes early",
            ),
            ("Priya", "agreed"),
            ("Leo", "sounds good"),
        ],
    ),
    (
        0.2,
        [
            ("Leo", "so for the shop I should be in by 3pm?"),
            ("Sam", "yes exactly"),
            ("Priya", "yep"),
        ],
    ),
]

# a trip set on the 14th, moved by a line naming the new day and "로 가요" alone
TRIP_MOVED_GOING_WITH: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "이번 견학은 과학관 어때요? 날짜는 14일 금요일로 생각 중이에요"),
            ("태호", "좋아요"),
            ("다은", "찬성"),
        ],
    ),
    (
        1,
        [
            ("태호", "14일은 버스가 안 된대요"),
            ("유진", "아이고.. 그럼 21일 금요일로 가요."),
            ("다은", "네 좋아요"),
            ("태호", "ㅇㅋ"),
        ],
    ),
]


def _plan(tmp_path: Path, talk: list[tuple[float, list[Line]]], word: str) -> tuple[str, int]:
    entries = _decided(tmp_path, talk)
    plan = next(e for e in entries if word in e.text)
    return plan.status, len(entries)


def test_a_question_taken_up_leaves_the_plan_current(tmp_path: Path) -> None:
    status, _ = _plan(tmp_path, OPENING_THEN_ASKED, "5시")
    assert status == "current"


def test_a_question_taken_up_leaves_the_plan_current_in_english(tmp_path: Path) -> None:
    status, _ = _plan(tmp_path, SHOP_THEN_ASKED, "5pm")
    assert status == "current"


def test_a_day_gone_with_moves_the_plan(tmp_path: Path) -> None:
    """ "그럼 21일 금요일로 가요": 가요 is the going with it, no word of another subject."""
    entries = _decided(tmp_path, TRIP_MOVED_GOING_WITH)
    old = next(e for e in entries if "14일" in e.text)
    assert old.status == "superseded"
    assert old.superseded_by is not None and "21일" in old.superseded_by.text
