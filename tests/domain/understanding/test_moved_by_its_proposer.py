"""A line moving "it" once more, which two current plans would fit as well as each other
(the same kind of value changed, each named once in the talk just before): the plan its
proposer put forward or went along with is the one moved, not the newer plan of others."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.domain.understanding.test_ledger import Line, _decided

# Sam's quiz night and Leo's cleanup, both on a Saturday; Sam moves "it" to the 24th
QUIZ_MOVED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Sam", "Let's hold the quiz night on Saturday Oct 10, 7pm"),
            ("Priya", "yes"),
            ("Leo", "works for me"),
        ],
    ),
    (
        1,
        [
            ("Leo", "Let's do the cleanup on Saturday Oct 17, 9am"),
            ("Priya", "sure"),
            ("Sam", "gotta run, the kids are calling"),
        ],
    ),
    (
        4,
        [
            ("Priya", "hmm, bad news about the quiz and the cleanup"),
            ("Sam", "Then let's move it once more, to Saturday Oct 24"),
            ("Leo", "fine"),
            ("Priya", "ok"),
        ],
    ),
]

# 유진's meeting and 태호's cleanup volunteering, both on a Saturday; 유진 moves it again
MEETING_MOVED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "정기 모임 10월 10일 토요일 저녁 7시에 하자"),
            ("태호", "좋아"),
            ("다은", "ㅇㅋ"),
        ],
    ),
    (
        1,
        [
            ("태호", "청소 봉사는 10월 17일 토요일 아침 9시에 하자"),
            ("다은", "콜"),
            ("유진", "나 애들 밥 주러 간다 ㅎㅎ"),
        ],
    ),
    (
        4,
        [
            ("다은", "아 모임도 청소도 문제 생겼대"),
            ("유진", "그럼 한 번 더 미뤄서 24일 토요일로 하자"),
            ("태호", "ㅇㅋ"),
            ("다은", "좋아"),
        ],
    ),
]


@pytest.mark.parametrize(
    ("talk", "moved", "kept", "new"),
    [
        (QUIZ_MOVED, "quiz night", "cleanup", "Oct 24"),
        (MEETING_MOVED, "정기 모임", "청소 봉사", "24일"),
    ],
)
def test_the_movers_own_plan_is_moved(
    tmp_path: Path, talk: list[tuple[float, list[Line]]], moved: str, kept: str, new: str
) -> None:
    entries = _decided(tmp_path, talk)
    old = next(e for e in entries if moved in e.text)
    other = next(e for e in entries if kept in e.text)
    assert old.status == "superseded"
    assert old.superseded_by is not None and new in old.superseded_by.text
    assert other.status == "current" and other.superseded_by is None
