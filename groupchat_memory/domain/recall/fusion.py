"""Reciprocal rank fusion: several rankings of the same rows made one (Cormack et al.,
2009), for the BM25 ranking and the semantic neighbours (``domain.semantic``).

Ranks, not scores, are summed: BM25 scores and cosine similarities have no common scale.
"""

from __future__ import annotations

from collections.abc import Sequence

# the usual constant: a row's weight falls slowly with its rank in each list
RRF_K = 60


def fuse(*rankings: Sequence[int], k: int = RRF_K) -> list[int]:
    """Row ids of ``rankings`` by the sum of ``1 / (k + rank)``, best first (ties keep the
    order in which rows were first seen)."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, rowid in enumerate(ranking, start=1):
            scores[rowid] = scores.get(rowid, 0.0) + 1.0 / (k + rank)
    return sorted(scores, key=lambda r: -scores[r])
