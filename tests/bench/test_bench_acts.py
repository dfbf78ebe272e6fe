"""The dialogue-act bench rescores what its veto keeps as the product showed it, and never
trains on a judge set."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_acts import kept, main, write_weights
from bench.bench_understanding import Item
from groupchat_memory.domain.understanding import veto


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
    monkeypatch.setattr(sys, "argv", ["bench_acts", "--sets", "ko,ko48"])
    with pytest.raises(SystemExit, match="ko48: judge sets are never trained on"):
        main()


def test_the_weights_written_read_as_the_trained_model_reads(tmp_path: Path) -> None:
    """What ``--write-weights`` writes, read by the product's veto with numpy alone, gives
    each line the chance scikit-learn's model gives it (the standardisation folded in)."""
    pytest.importorskip("sklearn")
    dim = 8
    width = 2 * dim + len(veto.cue_names())
    rng = np.random.default_rng(7)
    x = (rng.normal(size=(120, width)) * rng.uniform(0.1, 5, width)).astype(np.float32)
    y = (x[:, 0] + x[:, dim + 1] - x[:, -1] + rng.normal(size=120) > 0).astype(int)
    path = tmp_path / "todo_veto.json"
    model = write_weights(x, y, ["ko", "en"], 0.1, 0.2, path)
    read = veto.load(path)
    assert read.features == veto.feature_names(dim)
    assert (read.threshold, read.trained_on) == (0.2, ["ko", "en"])
    want = model.predict_proba(x[:10])[:, 1]
    got = [
        veto.chance(read, row[:dim], row[dim : 2 * dim], row[2 * dim :].tolist()) for row in x[:10]
    ]
    assert np.allclose(got, want, atol=1e-4)
