"""The weights of the understanding's trained parts (the to-do veto, the subject words):
a logistic regression as ``bench`` writes it, read and checked with numpy alone.

Why one reader: both files have one shape (the features, one weight each with the
standardisation folded in, the intercept, the threshold, the embedder whose vectors they
read, the chats they were trained on), and a file of other features, of another embedder
or damaged is refused the same way, saying what is wrong.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from groupchat_memory.base.errors import GroupchatMemoryError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


class WeightsError(GroupchatMemoryError):
    """A shipped weights file is not one this version reads."""


@dataclass(frozen=True)
class Weights:
    """A trained model: one weight a feature, the intercept, and the chance from which
    what it reads counts (a to-do that stays, a word that names a subject)."""

    features: list[str]
    coef: NDArray[np.float64]
    intercept: float
    threshold: float
    model: str
    trained_on: list[str]
    version: int


def load(
    path: Path,
    names: Callable[[int], list[str]],
    *,
    cues: int,
    vectors: int,
    model: str,
    version: int,
) -> Weights:
    """The weights at ``path``, whose features must be ``names(dim)``: ``vectors`` vectors
    of ``dim`` numbers each by ``model`` and ``cues`` cues. ``WeightsError`` (``OSError``
    when the file cannot be read) saying what is wrong."""
    import numpy as np

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        features = [str(f) for f in data["features"]]
        coef = np.asarray(data["coef"], dtype=np.float64)
        found = Weights(
            features=features,
            coef=coef,
            intercept=float(data["intercept"]),
            threshold=float(data["threshold"]),
            model=str(data["model"]),
            trained_on=[str(s) for s in data["trained_on"]],
            version=int(data["version"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise WeightsError(f"{path}: {type(exc).__name__} {exc}") from exc
    if found.version != version:
        raise WeightsError(f"{path}: version {found.version}, this version reads {version}")
    if found.model != model:
        raise WeightsError(f"{path}: trained on {found.model}'s vectors, not {model}'s")
    dim = (len(features) - cues) // vectors
    if features != names(dim) or coef.shape != (len(features),):
        raise WeightsError(f"{path}: its features are not the ones this version computes")
    if not 0.0 <= found.threshold <= 1.0:
        raise WeightsError(f"{path}: threshold {found.threshold} is not a chance")
    if not np.isfinite(coef).all() or not math.isfinite(found.intercept):
        raise WeightsError(f"{path}: a weight is not a number")
    return found


def sigmoid(z: float) -> float:
    """The chance a score gives (bounded: no overflow however far the score)."""
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))
