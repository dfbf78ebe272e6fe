"""A plan put beside the others ("아 그리고 …", "also …") replaces none of them, even on
the day one of them set; a change replaces the plan its words mark as what they act on
("휴재를 …로 미루면", "move the lunch to …"), not one that names it in passing. Read
through the real path (the chat ingested offline, then ``/결정``), Korean and English."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.summaries.decisions import LedgerEntry
from tests.domain.understanding.test_ledger import _decided
from tests.domain.understanding.test_plan_links import _one


def _then(entry: LedgerEntry) -> list[int] | None:
    """The evidence of the plan that replaced ``entry``, if one did."""
    return None if entry.superseded_by is None else entry.superseded_by.evidence


def test_a_plan_added_on_the_day_of_another_replaces_it_not(tmp_path: Path) -> None:
    korean = _decided(
        tmp_path / "ko",
        [
            (
                0,
                [
                    ("유진", "김장은 14일 토요일에 하자. 아침 9시에 엄마네서"),
                    ("태호", "ㅇㅋ"),
                    ("다은", "좋아 그날 비워둘게"),
                ],
            ),
            (
                1,
                [
                    (
                        "다은",
                        "그리고 14일 김장하고 15일 일요일 아침에 할머니 모시고 수목원 "
                        "다녀오는 거 어때",
                    ),
                    ("유진", "오 좋다"),
                    ("태호", "콜"),
                ],
            ),
        ],
    )
    assert _one(korean, "김장은").status == "current"
    assert _one(korean, "수목원").status == "current"
    english = _decided(
        tmp_path / "en",
        [
            (
                0,
                [
                    ("Sam", "Clean-up day on Saturday 14 March, 9am at the river path"),
                    ("Priya", "works for me"),
                    ("Leo", "in 👍"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "also, a braai at mine after the clean-up? Saturday 14 March at 2pm"),
                    ("Priya", "yes!!"),
                    ("Sam", "love it"),
                ],
            ),
        ],
    )
    assert _one(english, "Clean-up day").status == "current"
    assert _one(english, "braai").status == "current"


def test_a_change_replaces_the_plan_it_acts_on(tmp_path: Path) -> None:
    korean = _decided(
        tmp_path / "ko",
        [
            (
                0,
                [
                    ("유진", "연재는 이번 달 26일 목요일 한 주 휴재로 해요"),
                    ("태호", "넵"),
                    ("다은", "좋아요"),
                    ("다은", "아 그리고 휴재 주에 회식 한번 해요! 27일 금요일 어때요 삼겹살"),
                    ("유진", "좋아요 ㅋㅋ"),
                    ("태호", "콜"),
                ],
            ),
            (
                2,
                [
                    ("유진", "그럼 휴재를 4월 9일로 미루면 어떨까요. 표지 작업 끝내고 쉬게요"),
                    ("태호", "넵 그게 낫겠어요"),
                    ("다은", "좋아요"),
                ],
            ),
        ],
    )
    moved = _one(korean, "4월 9일")
    assert _then(_one(korean, "26일 목요일")) == moved.evidence
    assert _one(korean, "회식").status == "current"
    english = _decided(
        tmp_path / "en",
        [
            (
                0,
                [
                    ("Sam", "Team lunch on Friday 13 March at noon, Nando's on the high street"),
                    ("Priya", "sounds good"),
                    ("Leo", "👍"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "also let's do a pub quiz after the lunch, Friday 13 March at 7pm"),
                    ("Priya", "yes"),
                    ("Sam", "go on then"),
                ],
            ),
            (
                2,
                [
                    ("Priya", "can we move the lunch to Thursday 12 March? same place, same time"),
                    ("Sam", "fine by me"),
                    ("Leo", "ok"),
                ],
            ),
        ],
    )
    moved = _one(english, "Thursday 12 March")
    assert _then(_one(english, "Team lunch")) == moved.evidence
    assert _one(english, "pub quiz").status == "current"
