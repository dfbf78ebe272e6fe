"""The closing bench writes weights the product reads as scikit-learn's model, and never
trains on a judge set."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_closing import main
from bench.trained_weights import as_weights, fit, write_model
from groupchat_memory.domain.understanding import closing


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_closing", "--sets", "ko,en49"])
    with pytest.raises(SystemExit, match="en49: judge sets are never trained or tuned on"):
        main()


def test_the_weights_written_read_as_the_trained_model_reads(tmp_path: Path) -> None:
    """What ``--write-weights`` writes, and what each fold uses, give each pair the chance
    scikit-learn's model gives it (the standardisation folded in)."""
    pytest.importorskip("sklearn")
    width = len(closing.feature_names())
    rng = np.random.default_rng(11)
    x = rng.normal(size=(150, width)) * rng.uniform(0.1, 5, width)
    y = (x[:, 0] - x[:, 3] + rng.normal(size=150) > 0).astype(int)
    model = fit(x, y, 0.3)
    path = tmp_path / "todo_closing.json"
    fields = {"version": closing.VERSION, "model": closing.MODEL, "threshold": 0.6,
              "trained_on": ["ko", "en"]}  # fmt: skip
    write_model(path, model, closing.feature_names(), fields)
    read = closing.load(path)
    want = model.predict_proba(x[:10])[:, 1]
    assert np.allclose([read.chance(row.tolist()) for row in x[:10]], want, atol=1e-4)
    folded = as_weights(model, closing, 0.6, ["ko"])
    assert np.allclose([folded.chance(row.tolist()) for row in x[:10]], want, atol=1e-4)
