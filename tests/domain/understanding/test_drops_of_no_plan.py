"""A line that takes back what no plan holds and puts nothing else forward is no plan of
its own, whatever day it names: the day is the dropped thing's ("내일 러닝은 그냥 하지 말자",
"let's shelve the Wednesday rides until it cools down" stood as decisions, en35, ko18). A
-죠 after 안/못 says what cannot be ("6개로는 안 되죠"), and 참가자 is a participant: neither puts
a plan forward. The chats are written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import Line, _decided


def _agreed(days: float, sender: str, plan: str, *yes: str) -> tuple[float, list[Line]]:
    """A sitting where ``sender`` puts ``plan`` and the others say yes."""
    return days, [(sender, plan), *((m, "좋아요" if m in ("유진", "다은") else "yes") for m in yes)]


@pytest.mark.parametrize(
    ("talk", "drop", "kept"),
    [
        (
            _agreed(0, "Sam", "let's do a club bbq on Saturday at 5, $10 a head", "Priya", "Leo"),
            [
                ("Leo", "it's going to be 38 degrees all week"),
                ("Priya", "ok let's shelve the Wednesday rides until it cools down. not worth it"),
                ("Sam", "yeah fair"),
            ],
            "bbq",
        ),
        (
            _agreed(0, "태호", "토요일 저녁 6시에 회식하자 고기집으로", "유진", "다은"),
            [
                ("유진", "내일 폭염주의보래요"),
                ("태호", "이 날씨에 뛰다 다치면 큰일 난다. 내일 러닝은 그냥 하지 말자"),
                ("다은", "넵"),
            ],
            "회식",
        ),
    ],
)
def test_a_drop_of_no_plan_naming_a_day_is_no_decision(
    tmp_path: Path, talk: tuple[float, list[Line]], drop: list[Line], kept: str
) -> None:
    found = _decided(tmp_path, [talk, (2, drop)])
    assert [e.text for e in found if kept not in e.text] == []
    assert next(e for e in found if kept in e.text).status == "current"


@pytest.mark.parametrize(
    "text",
    ["작년 참가자 42명이었는데 6개로는 안 되죠", "오늘은 못 가죠", "참가자분들 다 오셨나요"],
)
def test_what_cannot_be_and_a_participant_put_nothing_forward(text: str) -> None:
    assert not read(text).proposes


@pytest.mark.parametrize("text", ["그럼 토요일 2시로 하죠", "같이 가자", "다 같이 참가하자"])
def test_a_proposal_in_jyo_or_ja_still_puts_it_forward(text: str) -> None:
    assert read(text).proposes
