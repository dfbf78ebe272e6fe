"""A plan the group took up and then wrapped up in so many words is one decision: the
wrap-up ("그럼 파란 현수막 3장으로 확정", "So it's final: blue banner") is read by the
rules as the decision, and the uptake reader, reading the line the yeses answered a few
lines later, joins that line and its yeses to it, so the plan's messages and who agreed
are not split between two decisions. Another plan the same yeses did not take, said
hours on and naming only the same day, stays its own.

The tracker is given an uptake reader of the shipped kind whose weights take up any line
another member went along with: which line the shipped model takes up is the training's
to choose, what it does with a plan that already stands is not."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.understanding.state import Decision
from tests.domain.understanding.test_uptake_yes_to_an_idea import tracked

Talk = list[tuple[float, str, str]]

WRAPPED_KO: Talk = [
    (0, "다은", "현수막 시안 두 개 왔어요 파란 거랑 노란 거"),
    (0, "태호", "밝은 데서 보니까 파란 게 훨씬 잘 보이네요 파란 거 ㄱㄱ"),
    (0, "유진", "저도 파란 거 찬성"),
    (0, "다은", "오 깔끔하다 👍"),
    (0, "태호", "그럼 파란 현수막 3장으로 확정. 인쇄소에 방금 말했어요"),
    (0, "유진", "내일 날씨 춥대요"),
    (0, "다은", "패딩 챙겨야겠다"),
]
WRAPPED_EN: Talk = [
    (0, "Leo", "two banner proofs came back, blue and yellow"),
    (0, "Sam", "in daylight the blue one reads way better. blue, go"),
    (0, "Priya", "blue for me too"),
    (0, "Leo", "oh that's sharp 👍"),
    (0, "Sam", "So it's final: blue banner, 3 copies. Told the printer just now"),
    (0, "Priya", "it's meant to be cold tomorrow"),
    (0, "Leo", "bring a coat then"),
]
# a second plan on the day the first one set, hours on, taken up by its own yeses
ANOTHER_EN: Talk = [
    (0, "Sam", "bowling night: Saturday 2pm at Star Lanes?"),
    (0, "Priya", "yes"),
    (0, "Leo", "in"),
    (0.25, "Priya", "Car pool for Saturday: I drive, pick up at the station 1pm"),
    (0.25, "Leo", "yes please"),
    (0.25, "Sam", "great thanks"),
    (0.25, "Priya", "I'm bringing my own ball lol"),
    (0.25, "Leo", "of course you are"),
]


def _decided(talk: Talk) -> list[Decision]:
    """The accepted plans of ``talk``, its uptake reader taking up any line another member
    went along with."""
    return [d for d in tracked(talk, "yes members").state.decisions if d.accepted]


@pytest.mark.parametrize("talk", [WRAPPED_KO, WRAPPED_EN], ids=["ko", "en"])
def test_a_wrap_up_and_the_line_its_yeses_took_up_are_one_decision(talk: Talk) -> None:
    decided = _decided(talk)
    assert len(decided) == 1
    (plan,) = decided
    assert plan.evidence[0] == 5  # the wrap-up still quotes the plan
    assert {2, 3, 5} <= set(plan.evidence)  # the line the yeses took, a yes, the wrap-up
    assert set(plan.agreed_by) == {sender for _, sender, _ in talk[:4]}


def test_another_plan_on_the_same_day_stays_its_own() -> None:
    decided = _decided(ANOTHER_EN)
    assert [d.evidence[0] for d in decided] == [1, 4]
    assert 4 not in decided[0].evidence
