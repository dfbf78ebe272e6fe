"""A member who answered the line a plan grew from with no yes, and gave in once another
member had spoken, held back before it stood: ``/결정`` lists them among those who
objected as well as those who agreed. A plain question about it holds nothing back.
Read through the real path (the chat ingested by the real actor system, offline, then
``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _decided


def _talk(reply: str) -> list[tuple[float, list[Line]]]:
    return [
        (
            0,
            [
                ("Sam", "My pick for the quiz is the Crown. Big back room, quiz cards for 30."),
                ("Priya", reply, {"reply": 1}),
                ("Sam", "I know. But it's half the price of the Swan and Leo's mate runs it."),
                ("Priya", "Yeah ok. The Crown it is"),
                ("Leo", "agreed, the Crown"),
            ],
        )
    ]


def test_a_doubt_in_reply_then_a_yes_is_held_back_and_agreed(tmp_path: Path) -> None:
    found = _decided(tmp_path, _talk("The Crown is miles from the station. Half of us drive"))
    assert len(found) == 1
    assert "Priya" in found[0].agreed_by
    assert found[0].objected_by == ["Priya"]


def test_a_plain_question_in_reply_holds_nothing_back(tmp_path: Path) -> None:
    found = _decided(tmp_path, _talk("Does the Crown do food on Thursdays?"))
    assert len(found) == 1
    assert "Priya" in found[0].agreed_by
    assert found[0].objected_by == []


def test_a_doubt_in_reply_then_a_yes_to_anothers_plan_is_held_back(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "a neighbour is selling a gazebo for £150. we hire one every summer",
                    ),
                    ("Leo", "we put a gazebo up twice a year. £150 plus storage", {"reply": 1}),
                    ("Sam", "and the hired one always comes back with a torn side"),
                    ("Priya", "the kitty can take it. I say we buy it"),
                    ("Sam", "yes"),
                    ("Leo", "fine, as long as it lives in Sam's shed"),
                ],
            )
        ],
    )
    assert len(found) == 1
    assert "Leo" in found[0].agreed_by
    assert found[0].objected_by == ["Leo"]
