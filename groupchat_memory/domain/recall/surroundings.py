"""The turns around a question's best hits: what fills a reply context's budget once the
ranked candidates run out.

A paraphrased question often matches one message of a conversation while its answer sits
a few turns away, in words the question never uses ("When did Dan's move happen?" finds
the plan; "truck returned at 4:50" is two turns on). The ranking already lends a share of
a hit's score to the turn before and after it; when every scored candidate is in the
context and the budget still has room, the conversation around the best hits comes next,
nearest turns first, rather than leaving the room empty (the seed's "ranked relevant
messages until the budget is full"). Nothing here runs while ranked candidates remain.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence

# the best hits whose surroundings come first, by distance, in rank order (the other
# hits' follow, one hit at a time)
SURROUNDED_HITS = 10
# turns read on each side of such a hit, nearest first
RADIUS = 6


def surroundings(
    db: sqlite3.Connection,
    hits: Sequence[int],
    *,
    radius: int = RADIUS,
    seen: set[int] | None = None,
) -> Iterator[int]:
    """Row ids of the turns around ``hits`` (best first): for the best
    ``SURROUNDED_HITS``, by distance (every hit's turn after it, then the turn before it,
    one step further each round); then, while the consumer still takes more, around each
    further hit in turn, nearest first (read as consumed). Ids in ``seen`` (the ranked
    candidates) are skipped; ``seen`` gains what is yielded."""
    taken = seen if seen is not None else set()
    taken.update(hits)
    best = [_sides(db, hit, radius) for hit in hits[:SURROUNDED_HITS]]
    for step in range(radius):
        for sides in best:
            yield from _fresh(sides, step, taken)
    for hit in hits[SURROUNDED_HITS:]:
        sides = _sides(db, hit, radius)
        for step in range(radius):
            yield from _fresh(sides, step, taken)


def _sides(db: sqlite3.Connection, hit: int, radius: int) -> tuple[list[int], list[int]]:
    """The ``radius`` turns after ``hit`` and before it, nearest first."""
    after = [r for (r,) in db.execute(
        "select id from turns where id > ? order by id limit ?", (hit, radius)
    )]  # fmt: skip
    before = [r for (r,) in db.execute(
        "select id from turns where id < ? order by id desc limit ?", (hit, radius)
    )]  # fmt: skip
    return after, before


def _fresh(sides: tuple[list[int], list[int]], step: int, taken: set[int]) -> Iterator[int]:
    """The turn ``step + 1`` after, then before, unless taken already (then taken)."""
    for side in sides:
        if step < len(side) and side[step] not in taken:
            taken.add(side[step])
            yield side[step]
