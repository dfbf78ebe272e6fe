"""What the trainers write for the product's trained parts (the to-do veto's
``bench_acts``, the subject words' ``bench_subjects``): the file
``groupchat_memory.domain.understanding.trained.load`` reads.

Why one writer: the product reads a plain logistic regression with numpy alone, so the
scikit-learn pipeline's standardisation is folded into the weights here, once, the same
way for every trained part.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np


def write_model(path: Path, model: Any, names: list[str], fields: dict[str, Any]) -> int:
    """Write ``model`` (a scikit-learn pipeline: a ``StandardScaler``, optionally a
    ``FunctionTransformer`` named ``weigh`` multiplying each column by its ``weights``, a
    ``LogisticRegression``) to ``path``: one weight a feature of ``names`` with the
    standardisation and the columns' weights folded in, the intercept, and ``fields``
    (version, model, threshold, trained_on and what else the trainer records) before them.
    Returns the weights written; SystemExit when the model has another number of features
    than ``names``."""
    scaler, regression = model.steps[0][1], model.steps[-1][1]
    weigh = dict(model.steps).get("weigh")
    factor = np.asarray(weigh.kw_args["weights"]) if weigh is not None else 1.0
    coef = regression.coef_[0] * factor / scaler.scale_
    intercept = float(regression.intercept_[0] - np.dot(coef, scaler.mean_))
    if len(names) != len(coef):
        raise SystemExit(f"{len(coef)} weights for {len(names)} feature names")
    data = {
        **fields,
        "features": names,
        "intercept": round(intercept, 6),
        "coef": [float(f"{w:.6g}") for w in coef],
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    return len(coef)
