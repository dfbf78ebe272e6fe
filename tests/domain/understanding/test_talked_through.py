"""Going along by talking a plan through: a member who speaks to a plan between its
statement and the yes that takes it up, or right after, in words that are no yes the
rules know ("the deck there fits twenty"), went along with it; one who asks about it,
objects to it or answers another line did not. Read through the real path (the chat
ingested by the real actor system, offline, then ``/결정`` as the command answers it);
the chats are written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_a_member_who_talked_the_plan_through_before_the_yes_agreed(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the team offsite at the lake house on Friday the 12th"),
                    ("Leo", "the deck there fits twenty, we used it for the retreat"),
                    ("Priya", "sounds good"),
                ],
            ),
            (
                1,
                [
                    ("유진", "이번 MT는 가평 통나무집으로 가자"),
                    ("태호", "거기 방이 넓어서 열 명도 충분해"),
                    ("다은", "ㅇㅋ 좋아"),
                ],
            ),
        ],
    )
    offsite = next(e for e in found if "lake house" in e.text)
    assert sorted(offsite.agreed_by) == ["Leo", "Priya", "Sam"]
    cabin = next(e for e in found if "통나무집" in e.text)
    assert sorted(cabin.agreed_by) == ["다은", "유진", "태호"]


def test_asking_about_it_or_answering_another_line_is_no_going_along(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's have brunch at the corner cafe on Sunday the 20th at 11"),
                    ("Priya", "works for me"),
                    ("Leo", "is that the one by the station?"),
                ],
            ),
            (
                1,
                [
                    ("태호", "어제 축구 봤어?"),
                    ("유진", "이번 달 회식은 24일 금요일 곱창집으로 하자"),
                    ("태호", "ㅇㅋ 좋아"),
                    ("다은", "완전 명경기였어", {"reply": 4}),
                ],
            ),
        ],
    )
    brunch = next(e for e in found if "brunch" in e.text)
    assert sorted(brunch.agreed_by) == ["Priya", "Sam"]
    dinner = next(e for e in found if "곱창집" in e.text)
    assert sorted(dinner.agreed_by) == ["유진", "태호"]
