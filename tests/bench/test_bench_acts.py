"""The dialogue-act bench rescores what its veto keeps as the product showed it, and never
trains on a judge set."""

from __future__ import annotations

import sys

import pytest

from bench.bench_acts import kept, main
from bench.bench_understanding import Item


def test_a_vetoed_item_leaves_the_others_successors_pointing_at_their_new_places() -> None:
    items = [
        Item("old plan", [1], status="superseded", successor=2),
        Item("banter", [2]),
        Item("new plan", [3], status="superseded", successor=3),
        Item("newest plan", [4]),
    ]
    left = kept(items, [True, False, True, False])
    assert [i.text for i in left] == ["old plan", "new plan"]
    assert left[0].successor == 1  # "new plan" moved from place 2 to 1
    assert left[1].successor is None  # its successor was vetoed
    assert items[0].successor == 2  # the product's items are left as they were


def test_a_judge_set_is_refused_as_training_data(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_acts", "--sets", "ko,ko6"])
    with pytest.raises(SystemExit, match="ko6: judge sets are never trained on"):
        main()
