"""Would a change linker read once the vectors are there (a trained model reading the
plans the change rules left current, as the to-do veto and the assent reader read theirs)
get status and successor right more often than the rules alone? Leave-one-chat-out over
the labelled dev chats. Measured, not wired (docs/measurements.md: the held-out pairs
rank too weakly: at most four in ten of the likeliest are real).

    .venv/bin/python -m bench.bench_relink [--sets ko,en,...] [--cache FILE]
        [--c C --threshold T] [--lines] [--rank] [--nested]

Each chat is fed to the understanding's tracker (the rules, as the product reads it
before any vector); the e5 vector of each decision's statement is the recall index's
(``bench_acts.Vectors``: the mean of its texts' unit vectors, made unit, as the
product's ``veto.mean_vector`` reads them from the chat's vector file; only a decision
the tracker kept its statement's hashes for, ``Decision.said_keys``, as a reader in the
product would: a persona's has none). ``link`` weighs each accepted plan that is no
plan's successor against the plans still current before it (``CUES``: the two
statements' cosines, the kinds of value both set and whether they clash, the words both
hold, the days and plans between them ...); a pair is real when the labels say the old
one's decision was superseded by the new one's (both matched to labelled decisions as
``bench_understanding`` matches them, ``bench_links.labelled``).

Each chat is held out in turn: a logistic regression trained on the other chats' pairs
links the held-out chat's plans (``link`` with its chooser), and status and
successor are scored on the labelled decisions found beside the rules' own. One ``C``
and one threshold for every chat: each pair of the grid is scored over all the folds, and
the best total among those worse on at most one chat more than the fewest is chosen.
``--nested`` chooses the pair inside each fold, on the other chats alone. ``--rank``
prints, instead, how the held-out pairs rank: the area under the ROC curve and
the real pairs among the likeliest.

scikit-learn trains (the ``bench`` extra). Judge sets are refused by name.
"""

from __future__ import annotations

import argparse
import copy
import functools
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_acts import Vectors
from bench.bench_links import labelled
from bench.bench_understanding import (
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    LabelledSet,
    find_sets,
    records,
)
from bench.cli import described
from bench.folds import better_worse, chosen, grid, refuse_judges, set_names, stacked
from bench.trained_weights import fit
from groupchat_memory.domain.understanding.acts import read
from groupchat_memory.domain.understanding.changes import _days_apart, _jaccard
from groupchat_memory.domain.understanding.state import Decision
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.domain.understanding.words import body, covers, overlap, terms_in

GRID_C = (0.01, 0.03, 0.1, 1.0)
GRID_T = (0.3, 0.4, 0.5, 0.6, 0.7)
NEWEST = 60  # the newest accepted decisions read as replacing an older one
CANDIDATES = 8  # the plans still current before one, newest first, weighed as what it replaces
CUES = (
    "cosine",  # of the two statements' vectors, the statements' mean taken away
    "margin",  # that less the highest cosine of the new one with another candidate
    "nearer",  # how many other candidates are nearer
    "raw cosine",  # of the vectors as they are
    "kinds shared",  # kinds of value both set (a day, a time, an amount, a place ...)
    "kinds clashing",  # ... with values that differ
    "value shared",  # a value both set
    "words shared",  # log the content words both statements hold
    "words jaccard",  # their share of the words either holds
    "same thread",  # both in one forum topic
    "days apart",  # log
    "rank",  # log the plans still current between them
    "same proposer",
    "members jaccard",  # the share of the members (proposer, agreeing) both have
    "change words",  # the new statement says it changes something ("instead", "바꾸자")
    "old named",  # the new statement names one of the old plan's values
    "candidates",  # log how many plans were weighed
)
# a decision's position and its statement's unit vector
Units = dict[int, NDArray[np.float32]]
# what picks a newer plan's predecessor: its position, the candidates' positions and cue
# rows (in ``CUES``' order); the chosen position or None
Choose = Callable[[int, list[int], list[list[float]]], int | None]


@functools.lru_cache(maxsize=2048)
def _words(text: str) -> frozenset[str]:
    return frozenset(terms_in(body(text)))


@functools.lru_cache(maxsize=2048)
def _changes(text: str) -> bool:
    return read(body(text)).changes


def cues(
    old: Decision,
    new: Decision,
    *,
    cosine: float,
    nearest_other: float,
    nearer: int,
    raw: float,
    rank: int,
    candidates: int,
) -> list[float]:
    """``CUES`` of the pair: what the vectors told (``cosine`` and the rest, read by
    ``link``) and what the two plans' words and values tell."""
    kinds = [k for k in new.values if k in old.values]
    clashing = [
        k
        for k in kinds
        if not (covers(new.values[k], old.values[k]) and covers(old.values[k], new.values[k]))
    ]
    shared = any(overlap(new.values[k], old.values[k]) for k in kinds)
    mine, theirs = _words(new.text), _words(old.text)
    named = bool(mine & old.all_values())
    return [
        cosine,
        cosine - nearest_other,
        float(nearer),
        raw,
        float(min(len(kinds), 3)),
        float(min(len(clashing), 3)),
        float(shared),
        math.log1p(len(mine & theirs)),
        _jaccard(set(mine), set(theirs)),
        float(old.thread_id == new.thread_id),
        math.log1p(_days_apart(old.date, new.date)),
        math.log1p(rank),
        float(old.proposer == new.proposer),
        _jaccard({old.proposer, *old.agreed_by}, {new.proposer, *new.agreed_by}),
        float(_changes(new.text)),
        float(named),
        math.log1p(candidates),
    ]


def readable(decisions: Sequence[Decision]) -> list[int]:
    """The positions of the decisions a pass reads: the accepted people's plans among the
    newest ``NEWEST`` accepted, and the older ones still current that may be their
    candidates."""
    accepted = [at for at, d in enumerate(decisions) if d.accepted and not d.bot]
    newest = accepted[-NEWEST:]
    if not newest:
        return []
    first = newest[0]
    older = [at for at in accepted if at < first and decisions[at].status == "current"]
    return [*older[-CANDIDATES:], *newest]


def link(decisions: list[Decision], units: Units, choose: Choose) -> list[tuple[int, int]]:
    """Each accepted plan (oldest first) that is no plan's successor, weighed against the
    plans still current before it whose statements' vectors ``units`` holds; the one
    ``choose`` picks is replaced by it. The links made, (old, new)."""
    at_hand = [at for at in readable(decisions) if at in units]
    if len(at_hand) < 2:
        return []
    mean = np.mean(np.stack([units[at] for at in at_hand]), axis=0)
    centred: Units = {}
    for at in at_hand:
        v = units[at] - mean
        centred[at] = v / (float(np.linalg.norm(v)) or 1.0)
    succeeding = {d.successor for d in decisions if d.successor is not None}
    made: list[tuple[int, int]] = []
    for place, new_at in enumerate(at_hand):
        new = decisions[new_at]
        if new_at in succeeding or new.status == "dropped":
            continue
        olds = [
            at
            for at in at_hand[:place]
            if decisions[at].status == "current" and decisions[at].evidence[0] < new.evidence[0]
        ][-CANDIDATES:]
        if not olds:
            continue
        cos = [float(centred[at] @ centred[new_at]) for at in olds]
        raws = [float(units[at] @ units[new_at]) for at in olds]
        rows = []
        for n, old_at in enumerate(olds):
            others = [c for m, c in enumerate(cos) if m != n]
            rows.append(
                cues(
                    decisions[old_at],
                    new,
                    cosine=cos[n],
                    nearest_other=max(others, default=0.0),
                    nearer=sum(c > cos[n] for c in others),
                    raw=raws[n],
                    rank=len(olds) - 1 - n,
                    candidates=len(olds),
                )
            )
        chosen = choose(new_at, olds, rows)
        if chosen is None:
            continue
        old = decisions[chosen]
        old.status = "superseded"
        old.successor = new_at
        if old.changed_at[-1:] != new.evidence[:1]:
            old.changed_at.append(new.evidence[0])
        succeeding.add(new_at)
        made.append((chosen, new_at))
    return made


@dataclass
class Chat:
    """One chat's plans as the rules leave them, their statements' vectors and labels."""

    name: str
    decisions: list[Decision]
    units: Units
    label_of: dict[int, str]  # a decision's position -> its labelled id
    successor: dict[str, str | None]  # labelled id -> the labelled id replacing it
    status: dict[str, str]  # labelled id -> its labelled status
    x: NDArray[np.float64]
    y: NDArray[np.int_]

    def real(self, old: int, new: int) -> bool:
        """The labels say the plan at ``old`` is replaced by the one at ``new``."""
        want = self.successor.get(self.label_of.get(old, ""))
        return want is not None and want == self.label_of.get(new)

    def right(self, decisions: list[Decision]) -> tuple[int, int]:
        """The labelled decisions found whose status and successor ``decisions`` get
        right, and how many were found."""
        right = 0
        for at, label in self.label_of.items():
            d = decisions[at]
            ok = d.status == self.status[label]
            if ok and d.status == "superseded":
                want = self.successor[label]
                ok = want is not None and self.label_of.get(d.successor or -1) == want
            right += ok
        return right, len(self.label_of)


def prepare(chat: LabelledSet, vectors: Vectors) -> Chat:
    """``chat`` fed to the tracker, its statements' vectors and every pair ``relink``
    weighs on the rules' plans (none linked), each with whether it is real."""
    tracker = Tracker()
    for record in records(chat):
        tracker.feed(record)
    decisions = tracker.state.decisions
    by_message = vectors.of_chat(chat)
    units: Units = {
        at: by_message[d.evidence[0]]
        for at, d in enumerate(decisions)
        if d.said_keys and d.evidence[0] in by_message
    }
    label_of, successor = labelled(chat, decisions)
    status = {str(d["id"]): str(d["status"]) for d in chat.decisions}
    rows: list[list[float]] = []
    pairs: list[tuple[int, int]] = []

    def keep(new: int, olds: list[int], found: list[list[float]]) -> int | None:
        rows.extend(found)
        pairs.extend((old, new) for old in olds)
        return None

    link(copy.deepcopy(decisions), units, keep)
    none = np.zeros(0, dtype=np.int_)
    out = Chat(chat.name, decisions, units, label_of, successor, status, np.zeros(0), none)
    out.x = np.asarray(rows, dtype=np.float64).reshape(-1, len(CUES))
    out.y = np.asarray([int(out.real(o, n)) for o, n in pairs], dtype=np.int_)
    return out


def linked(chat: Chat, model: Any, threshold: float) -> list[Decision]:
    """The chat's plans with the links ``model`` makes at ``threshold``."""

    def choose(_new: int, olds: list[int], rows: list[list[float]]) -> int | None:
        p = model.predict_proba(np.asarray(rows, dtype=np.float64))[:, 1]
        best = int(np.argmax(p))
        return olds[best] if p[best] >= threshold else None

    decisions = copy.deepcopy(chat.decisions)
    link(decisions, chat.units, choose)
    return decisions


def loco(
    chats: list[Chat], cs: list[float], ts: list[float]
) -> dict[tuple[float, float], list[int]]:
    """For each pair of ``C`` and threshold: each chat's right count, that chat left out."""
    out: dict[tuple[float, float], list[int]] = {(c, t): [] for c in cs for t in ts}
    for held in chats:
        x, y = stacked([ch for ch in chats if ch is not held])
        for c in cs:
            model = fit(x, y, c)
            for t in ts:
                out[(c, t)].append(held.right(linked(held, model, t))[0])
    return out


def nested(chats: list[Chat], cs: list[float], ts: list[float]) -> list[tuple[int, float, float]]:
    """Each chat left out, ``C`` and the threshold chosen on the other chats alone (each
    of them left out in turn, the best total): that chat's right count and the pair."""
    out = []
    for held in chats:
        rest = [ch for ch in chats if ch is not held]
        runs = loco(rest, cs, ts)
        c, t = max(runs, key=lambda cell: (sum(runs[cell]), cell[1]))
        x, y = stacked(rest)
        out.append((held.right(linked(held, fit(x, y, c), t))[0], c, t))
    return out


def ranked(chats: list[Chat], c: float) -> None:
    """How the pairs of each chat, that chat left out, rank by the model's chance: the
    area under the ROC curve and the real pairs among the likeliest, over every chat."""
    from sklearn.metrics import roc_auc_score  # pyright: ignore[reportMissingImports]

    chances: list[float] = []
    real: list[int] = []
    for held in chats:
        if not len(held.y):
            continue
        rest = [ch for ch in chats if ch is not held]
        model = fit(*stacked(rest), c)
        chances += model.predict_proba(held.x)[:, 1].tolist()
        real += held.y.tolist()
    order = np.argsort(-np.asarray(chances))
    top = {k: int(np.asarray(real)[order[:k]].sum()) for k in (10, 20, 40, 80)}
    print(
        f"C {c:g}: {sum(real)} real pairs of {len(real)};"
        f" ROC AUC {roc_auc_score(real, chances):.3f}; real among the likeliest",
        ", ".join(f"{n} of {k}" for k, n in top.items()),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="an .npz keeping the vectors between runs")
    parser.add_argument("--c", type=float, help="one C (else the grid)")
    parser.add_argument("--threshold", type=float, help="one threshold (else the grid)")
    parser.add_argument("--lines", action="store_true", help="list the links each fold made")
    parser.add_argument("--rank", action="store_true", help="how the held-out pairs rank")
    parser.add_argument("--nested", action="store_true", help="C and t chosen inside each fold")
    args = parser.parse_args()
    names = set_names(args.sets)
    refuse_judges(names)
    vectors = Vectors(args.cache)
    chats = [prepare(c, vectors) for c in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)]
    for ch in chats:
        print(f"{ch.name}: {len(ch.y)} pairs weighed, {int(ch.y.sum())} real", flush=True)
    base = [ch.right(ch.decisions) for ch in chats]
    found = sum(n for _, n in base)
    print(f"rules: status+successor right {sum(r for r, _ in base)}/{found}")
    cs = grid(args.c, GRID_C)
    if args.rank:
        for c in cs:
            ranked(chats, c)
        return
    ts = grid(args.threshold, GRID_T)
    if args.nested:
        rows = nested(chats, cs, ts)
        better, worse = better_worse([b for b, _ in base], [r for r, _, _ in rows])
        print(f"nested: {sum(r for r, _, _ in rows)}/{found}, {better} better, {worse} worse")
        for ch, (r, c, t), (b, n) in zip(chats, rows, base, strict=True):
            print(f"  {ch.name}: rules {b}/{n}, linker {r}/{n} (C {c:g}, t {t:g})")
        return
    runs = loco(chats, cs, ts)
    table = []
    for (c, t), got in runs.items():
        better, worse = better_worse([b for b, _ in base], got)
        table.append((c, t, sum(got), better, worse))
        print(f"C {c:g} t {t:g}: {sum(got)}/{found}, {better} chats better, {worse} worse")
    c, t, total, _, _ = chosen(table)
    print(f"chosen: C {c:g}, threshold {t:g}: {total}/{found} (rules {sum(r for r, _ in base)})")
    for ch, right, (b, n) in zip(chats, runs[(c, t)], base, strict=True):
        if right != b or args.lines:
            print(f"  {ch.name}: rules {b}/{n}, linker {right}/{n}")
        if args.lines:
            rest = [o for o in chats if o is not ch]
            model = fit(*stacked(rest), c)
            after = linked(ch, model, t)
            for at, d in enumerate(after):
                if d.successor is not None and ch.decisions[at].successor is None:
                    mark = "real" if ch.real(at, d.successor) else "WRONG"
                    print(f"    {mark}: {d.text[:50]} -> {after[d.successor].text[:50]}")


if __name__ == "__main__":
    main()
