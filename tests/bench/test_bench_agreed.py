"""The bench of the trained assent reader never runs a judge set, and what it writes the
product reads as the trained model."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_agreed import main, write_weights
from bench.bench_understanding import JUDGE
from groupchat_memory.domain.understanding import assent


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    judge = sorted(JUDGE)[0]
    monkeypatch.setattr(sys, "argv", ["bench_agreed", "--sets", "ko,en", "--apply-to", judge])
    with pytest.raises(SystemExit, match=f"{judge}: judge sets are never run here"):
        main()


def test_the_weights_written_read_as_the_trained_model_reads(tmp_path: Path) -> None:
    """What ``--write-weights`` writes, read by the product with plain Python, gives each
    line the chance scikit-learn's model gives it (the standardisation folded in)."""
    pytest.importorskip("sklearn")
    width = len(assent.feature_names())
    rng = np.random.default_rng(11)
    x = (rng.normal(size=(150, width)) * rng.uniform(0.1, 5, width)).astype(np.float32)
    y = (x[:, 2] - x[:, -3] + rng.normal(size=150) > 0).astype(int)
    path = tmp_path / "assent.json"
    model = write_weights(x, y, ["ko", "en"], 0.1, 0.7, path)
    read = assent.load(path)
    assert read.features == assent.feature_names()
    assert (read.threshold, read.trained_on) == (0.7, ["ko", "en"])
    want = model.predict_proba(x[:10])[:, 1]
    got = [assent.chance(read, row.tolist()) for row in x[:10]]
    assert np.allclose(got, want, atol=1e-4)
