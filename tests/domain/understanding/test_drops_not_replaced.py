"""A plan taken back ("we're no longer doing the potluck") right after another plan is made
in the same sitting, read through the real path (the chat ingested by the real actor
system, offline, then ``/결정`` as the command answers it): the new plan was put for its own
sake, not instead of the one taken back, which is dropped, not replaced by it. A plan put
instead of it in the same sitting (its talk names it) still replaces it. The chats are
written for this test."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _decided

POTLUCK: tuple[float, list[Line]] = (
    0,
    [
        ("Sam", "let's do a potluck at my place on Saturday the 14th"),
        ("Priya", "yes!"),
        ("Leo", "sure"),
    ],
)


def _status(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> dict[str, tuple[str, str]]:
    return {
        e.text.split(": ", 1)[1]: (e.status, e.superseded_by.text if e.superseded_by else "")
        for e in _decided(tmp_path, talk)
    }


def test_a_plan_taken_back_days_after_it_is_dropped_not_replaced_by_a_new_one(
    tmp_path: Path,
) -> None:
    shown = _status(
        tmp_path,
        [
            POTLUCK,
            (
                3,
                [
                    ("Priya", "let's grab dinner at Nando's on Friday"),
                    ("Leo", "yes"),
                    ("Sam", "ok. and we're no longer doing the potluck, landlord says no"),
                ],
            ),
        ],
    )
    assert shown["let's do a potluck at my place on Saturday the 14th"] == ("dropped", "")
    assert shown["let's grab dinner at Nando's on Friday"] == ("current", "")


def test_a_plan_put_instead_in_the_same_sitting_still_replaces_it(tmp_path: Path) -> None:
    shown = _status(
        tmp_path / "instead",
        [
            POTLUCK,
            (
                3,
                [
                    ("Sam", "landlord says no guests this month, so the potluck at mine is a no"),
                    ("Priya", "let's grab dinner at Nando's on Saturday then"),
                    ("Leo", "yes"),
                    ("Sam", "ok, we're no longer doing the potluck"),
                ],
            ),
        ],
    )
    potluck = shown["let's do a potluck at my place on Saturday the 14th"]
    assert potluck[0] == "superseded"
    assert "Nando's" in potluck[1]
