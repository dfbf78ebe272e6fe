"""A drop that names nothing but the dropping, read through the real path (the chat
ingested by the real actor system, offline, then ``/결정`` as the command answers it): it
goes along with another member's news just before, which names the plan ("the potluck
won't work", then "let's drop it then"); and a later plan set on the values of an earlier one
(a meeting time on the trip's first day) is a plan of its own, not a change of it. The
chats are written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.domain.understanding.test_ledger import _decided


def test_a_bare_drop_goes_along_with_the_news_that_names_the_plan(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a potluck lunch at Riverside Park after the 10k"),
                    ("Priya", "yes!"),
                    ("Leo", "love it"),
                ],
            ),
            (
                1,
                [
                    ("Priya", "let's book the community hall for the awards on Sunday at 5"),
                    ("Sam", "sure"),
                    ("Leo", "ok"),
                ],
            ),
            (
                4,
                [
                    ("Leo", "potluck is not going to work, the park shuts the lawn that week"),
                    ("Priya", "ugh ok, let's drop it then"),
                ],
            ),
        ],
    )
    potluck = next(e for e in found if "potluck" in e.text)
    hall = next(e for e in found if "hall" in e.text)
    assert potluck.status == "dropped"
    assert hall.status == "current"


def test_a_bare_korean_drop_after_another_members_news_takes_back_the_plan_it_names(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "정기 산행 끝나고 막걸리 파티 하자 파전이랑"),
                    ("다은", "좋아요!"),
                    ("태호", "ㅇㅋ"),
                ],
            ),
            (
                1,
                [
                    ("태호", "회비는 한 달에 2만원으로 하자"),
                    ("유진", "콜"),
                    ("다은", "넵"),
                ],
            ),
            (
                3,
                [
                    ("다은", "막걸리 파티 말인데요 그날 산장 식당이 문을 닫는대요"),
                    ("유진", "아 아쉽다 그럼 없던 걸로 하자"),
                ],
            ),
        ],
    )
    party = next(e for e in found if "막걸리" in e.text)
    dues = next(e for e in found if "회비" in e.text)
    assert party.status == "dropped"
    assert dues.status == "current"


@pytest.mark.parametrize(
    ("plan", "meeting"),
    [
        (
            ("Sam", "let's do the lake trip Saturday May 16 to Monday May 18"),
            ("Priya", "ride plan: let's meet at the bus depot on Saturday May 16 at 7am"),
        ),
        (
            ("유진", "제주 여행은 5월 16일부터 18일까지로 하자"),
            ("태호", "5월 16일 첫날 아침 7시에 김포공항에서 모이자"),
        ),
    ],
)
def test_a_plan_set_on_an_earlier_plans_day_is_its_own_not_a_change(
    tmp_path: Path, plan: tuple[str, str], meeting: tuple[str, str]
) -> None:
    korean = plan[0] == "유진"
    yes, sure = ("좋아", "ㅇㅋ") if korean else ("works for me", "yes")
    found = _decided(
        tmp_path,
        [
            (0, [plan, ("태호" if korean else "Priya", yes), ("다은" if korean else "Leo", sure)]),
            (3, [meeting, (plan[0], yes), ("다은" if korean else "Leo", "👍")]),
        ],
    )
    assert [e.status for e in found if e.text.endswith(plan[1])] == ["current"]
    assert [e.status for e in found if e.text.endswith(meeting[1])] == ["current"]
