"""``as_weights`` folds a model as ``write_model`` writes it: with the columns' weights
(the ``weigh`` step between the scaler and the regression) as without."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from bench.trained_weights import as_weights, fit, write_model


class _Part:
    """A cue part of three cues, as ``as_weights`` reads one."""

    MODEL = "test-cues"
    VERSION = 1

    def feature_names(self) -> list[str]:
        return ["a", "b", "c"]


@pytest.mark.parametrize("weights", [None, np.array([2.0, 0.5, 1.0])])
def test_as_weights_is_what_write_model_writes(tmp_path: Path, weights: np.ndarray | None) -> None:
    rng = np.random.default_rng(7)
    x = rng.normal(loc=[1.0, -3.0, 10.0], scale=[1.0, 4.0, 0.5], size=(200, 3))
    y = (x[:, 0] - 0.3 * x[:, 1] + rng.normal(size=200) > 1.5).astype(np.int_)
    model = fit(x, y, c=1.0, weights=weights)
    path = tmp_path / "model.json"
    write_model(path, model, _Part().feature_names(), {"version": 1})
    written = json.loads(path.read_text("utf-8"))
    folded = as_weights(model, _Part(), 0.5, ["dev"])
    assert folded.values == pytest.approx(written["coef"], rel=1e-5)
    assert folded.intercept == pytest.approx(written["intercept"], abs=1e-6)
    # the folded weights read x as the pipeline does
    chance = 1 / (1 + np.exp(-(x @ np.array(folded.values) + folded.intercept)))
    assert chance == pytest.approx(model.predict_proba(x)[:, 1], abs=1e-9)
