"""The trainers' shared run: judge sets refused by name, a fixed value or the grid, chats
counted better and worse past rounding, and the one pair chosen for every chat."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest
from numpy.typing import NDArray

from bench.folds import better_worse, chosen, grid, refuse_judges, set_names, stacked


def test_a_comma_list_leaves_empty_names_out() -> None:
    assert set_names("ko,,en2,") == ["ko", "en2"]
    assert set_names("") == []


def test_a_judge_set_is_refused_trained_on_or_apart() -> None:
    with pytest.raises(SystemExit, match="en49: judge sets are never trained or tuned on"):
        refuse_judges(["ko", "en49"])
    with pytest.raises(SystemExit, match="ko48: judge sets are never run here"):
        refuse_judges(["ko"], ["ko48"], why="never run here")
    with pytest.raises(SystemExit, match="--apply-to names sets that --sets trains on"):
        refuse_judges(["ko", "en"], ["en"])
    refuse_judges(["ko"], ["en"])  # dev sets apart from those trained on pass


def test_one_value_fixed_replaces_the_grid() -> None:
    assert grid(0.3, (0.1, 1.0)) == [0.3]
    assert grid(None, (0.1, 1.0)) == [0.1, 1.0]


def test_a_chat_counts_better_or_worse_only_past_rounding() -> None:
    assert better_worse([0.5, 0.5, 0.5, 2], [0.6, 0.4, 0.5 + 1e-12, 2]) == (1, 1)


def test_the_pair_chosen_is_the_best_mean_worse_on_at_most_one_chat_more() -> None:
    cells = [(0.1, 0.5, 0.90, 3, 0), (1.0, 0.5, 0.95, 3, 2), (0.3, 0.6, 0.92, 2, 1)]
    assert chosen(cells) == (0.3, 0.6, 0.92, 2, 1)  # 0.95 is worse on two chats more
    tied = [(0.1, 0.5, 0.9, 1, 0), (0.1, 0.7, 0.9, 1, 0)]
    assert chosen(tied)[1] == 0.7  # adds less
    assert chosen(tied, lower_on_tie=True)[1] == 0.5  # takes less away


@dataclass
class _Rows:
    x: NDArray[np.float64]
    y: NDArray[np.int_]


def test_the_chats_rows_stack_in_order() -> None:
    a = _Rows(np.ones((2, 3)), np.array([1, 0]))
    b = _Rows(np.zeros((1, 3)), np.array([1]))
    x, y = stacked([a, b])
    assert x.shape == (3, 3) and x[2].sum() == 0
    assert y.tolist() == [1, 0, 1]
