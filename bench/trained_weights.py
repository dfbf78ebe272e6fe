"""What the trainers write for the product's trained parts (the to-do veto's
``bench_acts``, the subject words' ``bench_subjects``): the file
``groupchat_memory.domain.understanding.trained.load`` reads.

Why one writer: the product reads a plain logistic regression with numpy alone, so the
scikit-learn pipeline's standardisation is folded into the weights here, once, the same
way for every trained part; and one model (``fit``), which every trainer fits (``bench_acts``
with its cue columns weighed, ``bench_subjects``, ``bench_links``, ``bench_agreed``). The
cue-only part's trainer (``bench_uptake``) also folds a model into
``Weights`` in memory for their leave-one-chat-out runs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from groupchat_memory.domain.understanding.trained import Weights

if TYPE_CHECKING:
    from numpy.typing import NDArray


class CuePart(Protocol):
    """A trained part that reads cues alone (``closing``, ``uptake``): what its weights
    name."""

    @property
    def MODEL(self) -> str: ...
    @property
    def VERSION(self) -> int: ...

    def feature_names(self) -> list[str]: ...


def weighed(x: NDArray[np.float64], weights: NDArray[np.float64]) -> NDArray[np.float64]:
    """``x``'s columns multiplied by ``weights`` (the pipeline's ``weigh`` step)."""
    return x * weights


def column_weights(width: int, cues: int, scale: float) -> NDArray[np.float64]:
    """Each standardised column's factor for ``fit``: ``scale`` for the last ``cues`` (a
    part's cues), 1 for the others (a vector's numbers): a cue column weighed up is
    penalised less by the one L2 penalty, so a few cues are not drowned by 384 numbers."""
    out = np.ones(width)
    if cues:
        out[width - cues :] = scale
    return out


def fit(
    x: NDArray[np.floating[Any]],
    y: NDArray[np.int_],
    c: float,
    weights: NDArray[np.float64] | None = None,
) -> Any:
    """Standardised features, each column then multiplied by its ``weights`` when given
    (a ``weigh`` step, which ``write_model`` folds in), an L2 logistic regression
    (scikit-learn): every trainer's model."""
    from sklearn.linear_model import LogisticRegression  # pyright: ignore[reportMissingImports]
    from sklearn.pipeline import Pipeline  # pyright: ignore[reportMissingImports]
    from sklearn.preprocessing import (  # pyright: ignore[reportMissingImports]
        FunctionTransformer,
        StandardScaler,
    )

    steps: list[tuple[str, Any]] = [("scale", StandardScaler())]
    if weights is not None:
        steps.append(("weigh", FunctionTransformer(weighed, kw_args={"weights": weights})))
    steps.append(("regression", LogisticRegression(C=c, max_iter=5000)))
    model = Pipeline(steps)
    model.fit(x, y)
    return model


def folded(model: Any) -> tuple[NDArray[np.float64], float]:
    """The weights and intercept of ``model`` (``fit``'s pipeline: the scaler first, the
    regression last, a ``weigh`` step between when the columns are weighed) on raw
    features: one fold for the file and for the in-memory ``Weights``, so they agree."""
    scaler, regression = model.steps[0][1], model.steps[-1][1]
    weigh = dict(model.steps).get("weigh")
    factor = np.asarray(weigh.kw_args["weights"]) if weigh is not None else 1.0
    coef: NDArray[np.float64] = regression.coef_[0] * factor / scaler.scale_
    return coef, float(regression.intercept_[0] - np.dot(coef, scaler.mean_))


def as_weights(model: Any, part: CuePart, threshold: float, sets: list[str]) -> Weights:
    """A model ``fit`` made, as ``part`` reads it, the standardisation and the columns'
    weights folded in (as ``write_model`` writes it, without the file)."""
    coef, intercept = folded(model)
    return Weights(
        features=part.feature_names(), values=tuple(map(float, coef)), intercept=intercept,
        threshold=threshold, model=part.MODEL, trained_on=sets, version=part.VERSION,
    )  # fmt: skip


def write_model(path: Path, model: Any, names: list[str], fields: dict[str, Any]) -> int:
    """Write ``model`` (a scikit-learn pipeline: a ``StandardScaler``, optionally a
    ``FunctionTransformer`` named ``weigh`` multiplying each column by its ``weights``, a
    ``LogisticRegression``) to ``path``: one weight a feature of ``names`` with the
    standardisation and the columns' weights folded in, the intercept, and ``fields``
    (version, model, threshold, trained_on and what else the trainer records) before them.
    Returns the weights written; SystemExit when the model has another number of features
    than ``names``."""
    coef, intercept = folded(model)
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
