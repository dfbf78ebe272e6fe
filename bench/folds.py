"""What the leave-one-chat-out trainers (``bench_decveto``, ``bench_uptake``,
``bench_relink``, ``bench_agreed``, ``bench_acts``) share around their models: the sets
their command lines name, the judge sets refused, the grid of ``C`` and thresholds, the
chats a run made better and worse, and the one pair chosen for every chat.

Why one place: each trainer wrote these again, and a rule kept in one place (a judge set
never trained on, the pair worse on at most one chat more than the fewest) cannot drift
between them. The models themselves are ``bench.trained_weights``'.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, Protocol, TypeVar

import numpy as np
from numpy.typing import NDArray

from bench.bench_understanding import JUDGE

# a pair of the grid scored: C, threshold, the mean over the chats (or the total), chats
# better, chats worse, and what else a trainer prints beside them
Cell = TypeVar("Cell", bound=tuple[Any, ...])


class Rows(Protocol):
    """A chat prepared for training: its rows and their labels."""

    @property
    def x(self) -> NDArray[Any]: ...
    @property
    def y(self) -> NDArray[np.int_]: ...


def set_names(text: str) -> list[str]:
    """The set names of a comma list (``--sets``, ``--apply-to``), empty ones left out."""
    return [s for s in text.split(",") if s]


def refuse_judges(
    names: Collection[str],
    apart: Collection[str] = (),
    why: str = "never trained or tuned on",
) -> None:
    """SystemExit when ``names`` (trained on) or ``apart`` (scored apart) name a judge set,
    or when ``apart`` names a set ``names`` trains on."""
    if judged := sorted(JUDGE & {*names, *apart}):
        raise SystemExit(f"{', '.join(judged)}: judge sets are {why}")
    if set(apart) & set(names):
        raise SystemExit("--apply-to names sets that --sets trains on")


def grid(one: float | None, default: Sequence[float]) -> list[float]:
    """The one value a command line fixed, else the trainer's grid."""
    return [one] if one is not None else list(default)


def better_worse(base: Sequence[float], got: Sequence[float]) -> tuple[int, int]:
    """How many chats ``got`` scores higher than ``base``, and lower."""
    pairs = list(zip(got, base, strict=True))
    return sum(g > b + 1e-9 for g, b in pairs), sum(g < b - 1e-9 for g, b in pairs)


def chosen(cells: Sequence[Cell], lower_on_tie: bool = False) -> Cell:
    """The pair with the best mean among those worse on at most one chat more than the
    fewest any pair is; on a tie the higher threshold (which adds less), or the lower
    (which takes less away) when ``lower_on_tie``."""
    fewest = min(cell[4] for cell in cells)
    sign = -1.0 if lower_on_tie else 1.0
    return max((cell for cell in cells if cell[4] <= fewest + 1), key=lambda r: (r[2], sign * r[1]))


def stacked(chats: Sequence[Rows]) -> tuple[NDArray[Any], NDArray[np.int_]]:
    """Every chat's rows and labels as one training set."""
    return np.concatenate([ch.x for ch in chats]), np.concatenate([ch.y for ch in chats])
