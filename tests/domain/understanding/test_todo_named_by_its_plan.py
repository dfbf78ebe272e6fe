"""A task taken on for a plan just settled, said by pointing at the plan ("K of C hall it
is", then "I'll call them tomorrow and get us on the calendar"), is closed by its owner's
report naming the plan ("the hall is held for the 17th"), which names nothing of the
task's own words. Through the real path (``test_ledger``'s ingest, then ``/할일``); the
chat is written for this test."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _owner_status


def _talk(report: str) -> list[tuple[float, list[Line]]]:
    return [
        (
            0,
            [
                ("Priya", "For the quiz night, how about the Knights of Columbus hall on Elm?"),
                ("Leo", "fine by me"),
                ("Sam", "K of C hall it is 🎉"),
                ("Priya", "I'll call them tomorrow and get us on the calendar"),
            ],
        ),
        (1, [("Priya", report)]),
    ]


def test_a_report_naming_the_plan_closes_the_task_taken_on_for_it(tmp_path: Path) -> None:
    assert _owner_status(
        tmp_path, _talk("K of C hall is held for the 17th, 6pm till midnight")
    ) == [("Priya", "done")]


def test_a_report_naming_neither_the_task_nor_its_plan_closes_nothing(tmp_path: Path) -> None:
    assert _owner_status(tmp_path, _talk("Bought a new kettle for the office, it was cheap")) == [
        ("Priya", "open")
    ]
