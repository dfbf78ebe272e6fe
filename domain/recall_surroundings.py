"""The turns around a question's best hits: what fills a reply context's budget once the
ranked candidates run out.

A paraphrased question often matches one message of a conversation while its answer sits
a few turns away, in words the question never uses ("When did Dan's move happen?" finds
the plan; "truck returned at 4:50" is two turns on). The ranking already lends a share of
a hit's score to the turn before and after it; when every scored candidate is in the
context and the budget still has room, the conversation around the best hits comes next,
nearest turns first, rather than leaving the room empty (issue 14: "ranked relevant
messages until the budget is full"). Nothing here runs while ranked candidates remain.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence

# the best hits whose surroundings fill the rest of a budget, in rank order
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
    """Row ids of the turns around ``hits`` (best first), by distance: every hit's turn
    after it, then the turn before it, one step further each round. Ids in ``seen`` (the
    ranked candidates) are skipped; ``seen`` gains what is yielded."""
    taken = seen if seen is not None else set()
    taken.update(hits)
    sides: list[tuple[list[int], list[int]]] = []
    for hit in hits:
        after = [r for (r,) in db.execute(
            "select id from turns where id > ? order by id limit ?", (hit, radius)
        )]  # fmt: skip
        before = [r for (r,) in db.execute(
            "select id from turns where id < ? order by id desc limit ?", (hit, radius)
        )]  # fmt: skip
        sides.append((after, before))
    for step in range(radius):
        for after, before in sides:
            for side in (after, before):
                if step < len(side) and side[step] not in taken:
                    taken.add(side[step])
                    yield side[step]
