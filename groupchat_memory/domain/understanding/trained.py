"""The weights of the understanding's trained parts (the to-do veto, the uptake reader, the
subject words, the assent reader): a logistic regression as ``bench`` writes it, read and checked
without numpy (a model of vectors makes its array when first used).

Why one reader: the files have one shape (the features, one weight each with the
standardisation folded in, the intercept, the threshold, the embedder whose vectors they
read, the chats they were trained on), and a file of other features, of another embedder
or damaged is refused the same way, saying what is wrong.
"""

from __future__ import annotations

import functools
import json
import logging
import math
import operator
from collections.abc import Callable, Sequence
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
    what it reads counts (a to-do that stays, a word that names a subject). The weights
    are plain numbers (``values``): a model of a few cues is read without numpy, which
    only a model of vectors loads (``coef``)."""

    features: list[str]
    values: tuple[float, ...]
    intercept: float
    threshold: float
    model: str
    trained_on: list[str]
    version: int

    @functools.cached_property
    def coef(self) -> NDArray[np.float64]:
        """The weights as a numpy array, made once."""
        import numpy as np

        return np.asarray(self.values, dtype=np.float64)

    def chance(self, row: Sequence[float]) -> float:
        """The chance a model of cues alone gives one row of them (a model of vectors
        folds them in with numpy: ``veto.chance``). No generator: a row is read for each
        line a part weighs."""
        if len(row) != len(self.values):
            raise ValueError(f"a row of {len(row)} values for {len(self.values)} weights")
        return sigmoid(self.intercept + sum(map(operator.mul, self.values, row)))


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
    of ``dim`` numbers each by ``model`` (none for a model of cues alone) and ``cues``
    cues. ``WeightsError`` (``OSError`` when the file cannot be read) saying what is
    wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        features = [str(f) for f in data["features"]]
        values = tuple(float(w) for w in data["coef"])
        found = Weights(
            features=features,
            values=values,
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
    dim = (len(features) - cues) // vectors if vectors else 0
    if features != names(dim) or len(values) != len(features):
        raise WeightsError(f"{path}: its features are not the ones this version computes")
    if not 0.0 <= found.threshold <= 1.0:
        raise WeightsError(f"{path}: threshold {found.threshold} is not a chance")
    if not all(map(math.isfinite, values)) or not math.isfinite(found.intercept):
        raise WeightsError(f"{path}: a weight is not a number")
    return found


def sigmoid(z: float) -> float:
    """The chance a score gives (bounded: no overflow however far the score)."""
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


@dataclass(frozen=True)
class Part:
    """A shipped trained part as the product and ``doctor`` tell of it: its ``name``, the
    weights file at ``path`` and how its module reads it (``read``), what the product does
    without it (``lost``), the command that trains it again from a source checkout
    (``retrain``) and whether it reads the e5 vectors (``vectors``: it counts only with
    semantic recall on). One policy for every trained part, so the log and ``doctor``
    say the same."""

    name: str
    path: Path
    read: Callable[[Path], Weights]
    lost: str
    retrain: str
    vectors: bool

    @property
    def advice(self) -> str:
        """What to do when the weights do not read."""
        return f"reinstall groupchat-memory (from a source checkout: {self.retrain})"

    def problem(self) -> str | None:
        """None when the weights read; else that they cannot, why, and what is lost."""
        try:
            self.read(self.path)
        except (OSError, WeightsError) as exc:
            return self._unread(exc)
        return None

    def shipped(self, log: logging.Logger) -> Weights | None:
        """The weights; None when the file is missing or damaged, said at error level on
        the part's ``log`` with the advice."""
        try:
            return self.read(self.path)
        except (OSError, WeightsError) as exc:
            log.error("%s; %s", self._unread(exc), self.advice)
            return None

    def _unread(self, exc: Exception) -> str:
        whose = f"{self.name}'" if self.name.endswith("s") else f"{self.name}'s"
        return f"{whose} weights {self.path} cannot be read ({exc}): {self.lost}"
