"""BM25 ranking over a chat's recall index, computed inside SQLite at a bounded cost,
and the fusion of several rankings into one.

FTS5's own ``bm25()`` computes each term's idf by walking every row that holds the term:
for a common word in a million messages that is most of a question's time
(``bench/bench_recall.py``). Here each term's matches are read newest first, at most
``PER_TERM`` of them (all of a rare term's), its idf comes from its document frequency
(counted, or for a common term estimated from how far back its ``PER_TERM``-th newest
match lies), and one SQL statement sums the idf of the terms each row holds, normalizes
by the row's length (documents hold distinct terms, so a term's frequency is 1) and keeps
the best ``limit`` hits, each with the turn before and after it (``turns`` links them),
which then share its score.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Mapping, Sequence
from datetime import date
from operator import itemgetter

from groupchat_memory.domain.recall.rows import SHIFT

# matches read per term, newest first: bounds the rows one question scores
PER_TERM = 300
K1 = 1.2
# length normalization: documents hold distinct terms (tf is 1), so a long message only
# loses by it; less than Lucene's usual keeps long bot answers and stories in reach
# (multi-hop questions gained in both languages, ``bench/recall_eval``)
B = 0.5
# the turn after a hit (often its answer) gains this many times the share the turn before does
AFTER_WEIGHT = 2.0
_EVERYWHERE = (0, 1 << 62)


def idf(db: sqlite3.Connection, query: str, rows: tuple[int, int] = _EVERYWHERE) -> float:
    """BM25's idf of an FTS5 query over the chat (0.0 when nothing matches)."""
    docs, _ = stats(db)
    low, high = rows
    found = db.execute(
        "select count(*), min(rowid) from (select rowid from fts where fts match ?"
        " and rowid between ? and ? order by rowid desc limit ?)",
        (query, low, high, PER_TERM + 1),
    ).fetchone()
    df = float(found[0])
    if df == 0:
        return 0.0
    if df > PER_TERM:
        # common: PER_TERM matches among the documents since the oldest of them
        since = db.execute(
            "select coalesce(sum(docs), 0) from days where day >= date(?)",
            (_day_of(found[1]),),
        ).fetchone()[0]
        df = min(float(docs), PER_TERM * docs / max(since, PER_TERM))
    return idf_of(df, docs)


def idf_of(df: float, docs: int) -> float:
    """BM25's idf of a term held by ``df`` of ``docs`` documents."""
    return math.log((docs - df + 0.5) / (df + 0.5) + 1.0)


def _day_of(rowid: int) -> str:
    return date.fromordinal(rowid >> SHIFT).isoformat()


def stats(db: sqlite3.Connection) -> tuple[int, float]:
    """Documents with terms, and their average length (distinct terms), over the days
    the log still holds."""
    found, terms = db.execute("select sum(docs), sum(terms) from days").fetchone()
    docs = max(1, int(found or 0))
    return docs, max(1.0, float(terms or 0) / docs)


def ranked(
    db: sqlite3.Connection,
    terms: Sequence[tuple[str, float]],
    *,
    limit: int,
    neighbour_share: float,
    rows: tuple[int, int] = _EVERYWHERE,
    require: str | None = None,
) -> list[tuple[int, float]]:
    """Row ids and scores, best first, for FTS5 term queries weighted by their idf.

    A row scores the BM25 of the terms it holds; the turn before and the turn after
    each of the best ``limit`` hits gain ``neighbour_share`` of its score (the one
    after ``AFTER_WEIGHT`` times that), added to their own. ``rows``: the row ids
    (inclusive) hits may have; ``require``: an FTS5 query every hit must also match.
    """
    weighted = [(q, w) for q, w in terms if w > 0]
    if not weighted or limit <= 0:
        return []
    _, average = stats(db)
    params: dict[str, object] = {
        "low": rows[0], "high": rows[1], "cap": PER_TERM, "limit": limit,
        "k1": K1, "b": B, "avg": average,
    }  # fmt: skip
    selects = []
    for i, (query, weight) in enumerate(weighted):
        params[f"q{i}"] = f"({query}) AND ({require})" if require else query
        params[f"w{i}"] = weight
        selects.append(
            f"select * from (select rowid id, :w{i} w from fts where fts match :q{i}"
            " and rowid between :low and :high order by rowid desc limit :cap)"
        )
    # summed per row before the join: one turns lookup a row, not one a match
    hits = db.execute(
        f"with m(id, w) as ({' union all '.join(selects)}),"
        " g(id, w) as (select id, sum(w) from m group by id)"
        " select g.id, g.w * (:k1 + 1)"
        "  / (1 + :k1 * (1 - :b + :b * coalesce(t.len, :avg) / :avg)) as s,"
        "  g.id - t.prev, g.id + t.next"
        " from g left join turns t on t.id = g.id"
        " order by s desc, g.id desc limit :limit",
        params,
    )
    # the neighbours' shares are added up here: a few hundred dict updates cost less than
    # SQLite's union, grouping and sorting of them (measured)
    low, high = rows
    after_share = neighbour_share * AFTER_WEIGHT
    scores: dict[int, float] = {}
    for rowid, score, before, after in hits:
        scores[rowid] = scores.get(rowid, 0.0) + score
        if before is not None and before >= low:
            scores[before] = scores.get(before, 0.0) + score * neighbour_share
        if after is not None and after <= high:
            scores[after] = scores.get(after, 0.0) + score * after_share
    found = [(rowid, score) for rowid, score in scores.items() if score > 0]
    # best first, the newer of equal scores first: two stable sorts on one key each cost
    # half of one sort on a (-score, -rowid) tuple
    found.sort(key=itemgetter(0), reverse=True)
    found.sort(key=itemgetter(1), reverse=True)
    return found


def turns_between(db: sqlite3.Connection, low: int, high: int, limit: int) -> list[int]:
    """Row ids of the messages between two row ids (inclusive), newest first."""
    found = db.execute(
        "select id from turns where id between ? and ? order by id desc limit ?",
        (low, high, limit),
    ).fetchall()
    return [r for (r,) in found]


def with_neighbours(
    db: sqlite3.Connection, scored: Sequence[tuple[int, float]], share: float
) -> list[int]:
    """Row ids of ``scored`` (another ranking's hits, e.g. semantic neighbours) with the
    turn before and after each lent a share of its score as ``ranked`` lends it, best
    first. A hit lends what it scores above the list's lowest: cosines sit close together
    (0.7-0.9 for e5), so a share of the raw score would rank every neighbour below every
    hit (bench/recall_eval/fusion.py, the "nbr" fusion)."""
    if not scored:
        return []
    low = min(score for _, score in scored)
    marks = ",".join("?" * len(scored))
    links = {
        rowid: (before, after)
        for rowid, before, after in db.execute(
            f"select id, id - prev, id + next from turns where id in ({marks})",
            [rowid for rowid, _ in scored],
        )
    }
    scores: dict[int, float] = {}
    for rowid, score in scored:
        lent = score - low
        scores[rowid] = scores.get(rowid, 0.0) + lent
        before, after = links.get(rowid, (None, None))
        if before is not None:
            scores[before] = scores.get(before, 0.0) + lent * share
        if after is not None:
            scores[after] = scores.get(after, 0.0) + lent * share * AFTER_WEIGHT
    # stable (reversed too): hits first among ties
    return sorted(scores, key=scores.__getitem__, reverse=True)


def with_replies(
    db: sqlite3.Connection, order: Sequence[int], scores: Mapping[int, float], share: float,
    head: int,
) -> dict[int, float]:  # fmt: skip
    """``scores`` with each of the best ``head`` rows of ``order`` lending ``share`` of what
    it scores above the lowest of them to the Telegram replies to it (table ``replies``).
    Why: in a group, the answer to a line is often not the turn after it but a reply
    posted later between other talk; the reply link is the turn that answers it."""
    top = list(order[:head])
    if not top or share <= 0:
        return dict(scores)
    low = min(scores[r] for r in top)
    marks = ",".join("?" * len(top))
    lent = dict(scores)
    for parent, reply in db.execute(
        f"select parent, id from replies where parent in ({marks})", top
    ):
        lent[reply] = lent.get(reply, 0.0) + (scores[parent] - low) * share
    return lent


# reciprocal rank fusion's constant: a row's weight falls with its rank. 10, not the
# usual 60: at 60 the 30th hit of either list votes nearly as much as the first, so a list
# of weak keyword matches takes half of a small budget (docs/recall-evaluation.md)
RRF_K = 10


def fused_scores(
    *rankings: Sequence[int], k: int = RRF_K, votes: Sequence[Mapping[int, float] | None] = ()
) -> dict[int, float]:
    """Row id -> the sum of ``vote / (k + rank)`` over several rankings of the same rows
    (reciprocal rank fusion, Cormack et al., 2009), in the order rows were first seen.
    Ranks, not scores, are summed: BM25 scores and cosine similarities have no common
    scale. ``votes[i]`` (when given) weighs each row of ranking ``i`` by how sure that
    ranking is of it (0-1; a row it lacks votes 0); without it every row votes 1."""
    scores: dict[int, float] = {}
    get = scores.get
    for i, ranking in enumerate(rankings):
        weights = votes[i] if i < len(votes) else None
        if weights is None:  # the same sums, without a lookup a row (every row of a question)
            for rank, rowid in enumerate(ranking, start=k + 1):
                scores[rowid] = get(rowid, 0.0) + 1.0 / rank
            continue
        vote_of = weights.get
        for rank, rowid in enumerate(ranking, start=k + 1):
            scores[rowid] = get(rowid, 0.0) + vote_of(rowid, 0.0) / rank
    return scores


def coverage(scores: Mapping[int, float], whole: float, power: float) -> dict[int, float]:
    """Each row's share of a perfect match, ``(score / whole) ** power`` capped at 1:
    ``whole`` is what a row holding every term of the question would score (the sum of
    the terms' weights; BM25's length factor is 1 at the average length)."""
    if whole <= 0:
        return {rowid: 1.0 for rowid in scores}
    return {rowid: min(1.0, score / whole) ** power for rowid, score in scores.items()}
