"""The line a yes answers put the plan: when the rules read the plan from the yes (a bare
"Agreed" under a line in no proposal form, a yes saying its values again after news of
them), the member whose line it answers went along, also when the plan comes to stand
only a few lines on. A question answered with a yes put no plan. Read through the real
path (the chat ingested by the real actor system, offline, then ``/결정`` as the command
answers it); the chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_whose_line_a_yes_answers_went_along_when_it_stands_later(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "heads up, the gym has the hall on mondays now. we're on thursday 7pm then",
                    ),
                    ("Priya", "ok thursday 7pm 👍"),
                    ("Leo", "how was the match"),
                    ("Priya", "we lost"),
                    ("Leo", "thursday 7 works"),
                ],
            ),
        ],
    )
    practice = next(e for e in found if "thursday" in e.text)
    assert sorted(practice.agreed_by) == ["Leo", "Priya", "Sam"]


def test_a_question_a_yes_answers_put_no_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "the van comes on friday at 9, I'll be there to open up"),
                    ("Leo", "so the office is closed friday morning?"),
                    ("Sam", "yes friday morning it's closed"),
                    ("Priya", "ok"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
        ],
    )
    assert all("Leo" not in e.agreed_by for e in found)
