"""The read-time change linker's bench weighs each plan no plan replaced against the plans
still current before it, links what its chooser picks as the rules would, scores status
and successor as the labels say, and never trains on a judge set."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from bench.bench_relink import CUES, Chat, Units, link, main
from bench.bench_understanding import JUDGE
from groupchat_memory.domain.understanding.state import Decision, DecisionStatus


def _plans() -> list[Decision]:
    def plan(text: str, seq: int, day: str, status: DecisionStatus = "current") -> Decision:
        return Decision(
            text=text, evidence=[seq], proposer="Mina", date=f"2026-03-{day}", accepted=True,
            values={"place": [text.split()[-1].lower()]}, status=status,
        )  # fmt: skip

    return [
        plan("Mina: the van from Mercer Hire", 1, "01"),
        plan("Mina: dinner at Nando's", 5, "02"),
        plan("Mina: my uncle's Sprinter", 9, "05"),
        plan("Mina: the old picnic", 12, "06", status="dropped"),
        plan("Mina: ferry to Days", 15, "07"),
    ]


def _units() -> Units:
    vectors = np.eye(5, dtype=np.float32) + 0.01
    return {at: v / np.linalg.norm(v) for at, v in enumerate(vectors)}


def test_each_plan_is_weighed_against_the_current_ones_before_it_and_the_pick_replaces() -> None:
    plans = _plans()
    weighed: list[tuple[int, list[int]]] = []

    def choose(new: int, olds: list[int], rows: list[list[float]]) -> int | None:
        assert all(len(row) == len(CUES) for row in rows)
        weighed.append((new, olds))
        return 0 if new == 2 else None  # the Sprinter replaces the van

    assert link(plans, _units(), choose) == [(0, 2)]
    # the dropped picnic is neither weighed nor a candidate; the van, once replaced, is
    # no candidate of the ferry
    assert weighed == [(1, [0]), (2, [0, 1]), (4, [1, 2])]
    assert (plans[0].status, plans[0].successor, plans[0].changed_at) == ("superseded", 2, [9])


def test_a_plan_the_rules_made_a_successor_is_not_weighed_again() -> None:
    plans = _plans()
    plans[0].status, plans[0].successor = "superseded", 2
    seen: list[int] = []

    def choose(new: int, olds: list[int], rows: list[list[float]]) -> int | None:
        seen.append(new)
        return None

    assert link(plans, _units(), choose) == []
    assert 2 not in seen


def test_status_and_successor_are_scored_as_the_labels_say() -> None:
    plans = _plans()
    chat = Chat(
        name="x",
        decisions=plans,
        units=_units(),
        label_of={0: "d1", 2: "d2", 3: "d3"},
        successor={"d1": "d2", "d2": None, "d3": None},
        status={"d1": "superseded", "d2": "current", "d3": "dropped"},
        x=np.zeros((0, len(CUES))),
        y=np.zeros(0, dtype=np.int_),
    )
    assert chat.right(plans) == (2, 3)  # the van shown current
    assert chat.real(0, 2) and not chat.real(1, 2)
    link(plans, chat.units, lambda new, olds, rows: 0 if new == 2 else None)
    assert chat.right(plans) == (3, 3)


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    judge = sorted(JUDGE)[0]
    monkeypatch.setattr(sys, "argv", ["bench_relink", "--sets", f"ko,{judge}"])
    with pytest.raises(SystemExit, match="judge"):
        main()
