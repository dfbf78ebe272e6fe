"""Would a small trained model that takes decisions away make ``/결정`` better than showing
every decision the rules and the uptake reader take? Leave-one-chat-out over the dev chats.

    .venv/bin/python -m bench.bench_decveto [--sets ko,en,...] [--c C --threshold T]
        [--apply-to SETS] [--lines]

Each chat is fed message by message to the understanding's tracker with the shipped
uptake reader (the product's decisions, as ``bench_uptake`` feeds it); each decision
``/결정`` shows is a row of what the state keeps of it (``rows``: the rules' acts of its
statement, the values and words it names, the share of the members who went along or
objected, how often it was said, whether it changed or was replaced, whether another
shown decision names the same lines or words), labelled one to keep when
``bench_understanding``'s scoring matches it to a labelled decision and one to take
away when it matches none (a decision citing only the lines that dropped a labelled one
is neither: the scoring does not count it). Each chat is held out in turn: a logistic
regression trained on the other chats' rows takes away the held-out chat's decisions it
gives less than the threshold's chance, and the chat's decisions F1, precision and
recall are scored beside the product's.

One ``C`` and one threshold for every chat: the best mean among the pairs worse on at most
one chat more than the fewest, as ``bench_uptake`` chooses them, but on a tie the lower
threshold (which takes less away; ``bench_uptake`` takes the higher, which adds less).
``--apply-to`` trains on all of ``--sets`` at that pair and scores other sets, never
trained on.

Not wired into the product (docs/measurements.md, "decision veto", says why): the gain
held out comes mostly from how many members went along and how many lines a decision
has, and the tests' short exchanges (a plan and one yes) are what it takes away.

scikit-learn trains (the ``bench`` extra). Judge sets are refused by name.
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from bench.bench_understanding import (
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    LabelledSet,
    Score,
    _items,
    _matching,
    find_sets,
    score_decisions,
)
from bench.bench_uptake import fed
from bench.cli import described
from bench.folds import better_worse, chosen, grid, refuse_judges, set_names, stacked
from bench.trained_weights import as_weights, fit
from groupchat_memory.domain.understanding import ledger, uptake
from groupchat_memory.domain.understanding.acts import read
from groupchat_memory.domain.understanding.state import Decision, State
from groupchat_memory.domain.understanding.trained import Weights

GRID_C = (0.1, 0.3, 1.0)
GRID_T = (0.15, 0.2, 0.3, 0.4)
F1 = "decisions F1"
FIGURES = ("decisions F1", "decisions precision", "decisions found")
NEAR = 3  # decisions shown before and after one that tell whether it is said twice
# the rules' acts of the statement
ACT_FIELDS = (
    "asks", "proposes", "suggests", "decided", "assents", "objects", "promises",
    "reports_past", "reports_done", "hypothetical", "laughs", "changes", "drops",
    "instructs", "first_person", "wish", "vague", "defers", "offers", "asks_to_take",
    "offer_if", "sometime", "tells_deed",
)  # fmt: skip
SHAPE = (
    "length",  # log characters of the statement
    "question mark",
    "day",  # it names a day
    "time",  # ... a time of day
    "amount",  # ... an amount
    "values",  # log of the kinds of values it names
    "terms",  # log of its content words
    "context",  # log of the words and values of the talk before it
    "soft",  # put in a softer form
    "thread",  # said in a forum topic
)
GROUP = (
    "agreed",  # the share of the chat's members who went along in words
    "objected",  # ... who objected
    "proposer agreed",  # its proposer is among those who went along
    "evidence",  # log of its lines
    "joined",  # ... who talked it through
    "marks",  # log of its reactions
    "superseded",  # replaced by a later one
    "dropped",  # called off
    "replaces",  # it replaced an earlier one
    "changed",  # log of the lines that changed it
    "shares lines",  # another shown decision names one of its lines
    "shares words",  # the share of its words a near shown decision names
    "shares values",  # a near shown decision names one of its values
)


def feature_names() -> list[str]:
    """Every feature the model reads, in order."""
    return [*(f"act {f}" for f in ACT_FIELDS), *SHAPE, *GROUP]


class Veto:
    """What ``trained_weights.as_weights`` names the model's weights by."""

    @property
    def MODEL(self) -> str:
        return "none"  # no vectors: the state alone

    @property
    def VERSION(self) -> int:
        return 1

    def feature_names(self) -> list[str]:
        return feature_names()


def _values(d: Decision) -> set[str]:
    return {v for vs in d.values.values() for v in vs}


def rows(state: State) -> dict[int, list[float]]:
    """The features of each accepted decision, by its place in ``state.decisions``."""
    shown = [at for at, d in enumerate(state.decisions) if d.accepted]
    cited = Counter(s for at in shown for s in set(state.decisions[at].evidence))
    replaced = {d.successor for d in state.decisions if d.successor is not None}
    return {at: _row(state, shown, where, cited, at in replaced) for where, at in enumerate(shown)}


def _row(
    state: State, shown: list[int], where: int, cited: Counter[int], replaces: bool
) -> list[float]:
    d = state.decisions[shown[where]]
    acts = read(d.text)
    mine = {t.casefold() for t in d.terms}
    values = _values(d)
    near = [state.decisions[o] for o in shown[max(0, where - NEAR) : where + NEAR + 1]]
    near = [o for o in near if o is not d]
    words = max((len(mine & {t.casefold() for t in o.terms}) for o in near), default=0)
    members = max(1, len(state.members))
    return [
        *(float(getattr(acts, f)) for f in ACT_FIELDS),
        math.log1p(len(d.text)),
        float("?" in d.text or "？" in d.text),
        *(float(k in d.values) for k in ("day", "time", "amount")),
        math.log1p(len(d.values)),
        math.log1p(len(d.terms)),
        math.log1p(len(d.context)),
        float(d.soft),
        float(d.thread_id is not None),
        len(d.agreed_by) / members,
        len(d.objected_by) / members,
        float(d.proposer in d.agreed_by),
        math.log1p(len(d.evidence)),
        len(d.joined) / members,
        math.log1p(len(d.marks)),
        float(d.status == "superseded"),
        float(d.status == "dropped"),
        float(replaces),
        math.log1p(len(d.changed_at)),
        float(any(cited[s] > 1 for s in set(d.evidence))),
        words / len(mine) if mine else 0.0,
        float(any(values & _values(o) for o in near)),
    ]


def kept(state: State, weights: Weights) -> set[int]:
    """The places of the accepted decisions ``weights`` keeps."""
    return {at for at, row in rows(state).items() if weights.chance(row) >= weights.threshold}


def scored(chat: LabelledSet, state: State, keep: Collection[int] | None = None) -> Score:
    """The decisions ``/결정`` shows of ``state`` scored, those not at the places ``keep``
    holds (None: none) taken away (not accepted while the ledger is read)."""
    taken = [
        d
        for at, d in enumerate(state.decisions)
        if d.accepted and keep is not None and at not in keep
    ]
    for d in taken:
        d.accepted = False
    try:
        entries = [
            e for e in ledger.decision_entries(state) if not (e.proposal and e.status == "current")
        ]
    finally:
        for d in taken:
            d.accepted = True
    out = Score()
    score_decisions(chat, _items({s: s for e in entries for s in e.evidence}, entries, [])[0], out)
    return out


@dataclass
class Chat:
    chat: LabelledSet
    state: State
    x: NDArray[np.float64]
    y: NDArray[np.int_]
    places: list[int]  # each row's place in ``state.decisions``
    product: Score

    @property
    def name(self) -> str:
        return self.chat.name


def prepare(chat: LabelledSet) -> Chat:
    """The chat's shown decisions as rows, labelled as the scoring matches them."""
    state = fed(chat, uptake.Uptake(uptake.weights()))
    place = {tuple(d.evidence): at for at, d in enumerate(state.decisions) if d.accepted}
    entries = [e for e in ledger.decision_entries(state) if not e.proposal]
    items = _items({s: s for e in entries for s in e.evidence}, entries, [])[0]
    matched = set(_matching(items, [set(d["stated"]) for d in chat.decisions]).values())
    dropping = {i for d in chat.decisions if d["status"] == "dropped" for i in d["changed_at"]}
    features = rows(state)
    found: list[list[float]] = []
    labels: list[int] = []
    places: list[int] = []
    for i, (entry, item) in enumerate(zip(entries, items, strict=True)):
        if i not in matched and item.evidence and set(item.evidence) <= dropping:
            continue  # not counted either way
        at = place[tuple(entry.evidence)]
        found.append(features[at])
        labels.append(int(i in matched))
        places.append(at)
    x = np.asarray(found, dtype=np.float64).reshape(-1, len(feature_names()))
    return Chat(chat, state, x, np.asarray(labels, dtype=np.int_), places, scored(chat, state))


def trained(chats: Sequence[Chat], c: float, threshold: float) -> Weights:
    """The veto trained on ``chats``' rows."""
    x, y = stacked(chats)
    return as_weights(fit(x, y, c), Veto(), threshold, [ch.name for ch in chats])


def loco(
    chats: Sequence[Chat], cs: Sequence[float], ts: Sequence[float]
) -> dict[tuple[float, float], list[Score]]:
    """For each (C, threshold): each chat's score with the veto trained on the others."""
    out: dict[tuple[float, float], list[Score]] = {(c, t): [] for c in cs for t in ts}
    for held in chats:
        rest = [c for c in chats if c is not held]
        for c in cs:
            for t in ts:
                keep = kept(held.state, trained(rest, c, t))
                out[(c, t)].append(scored(held.chat, held.state, keep))
    return out


def table(chats: Sequence[Chat], scores: Sequence[Score], how: str, lines: bool) -> None:
    """Each chat's decisions F1, precision and recall, the product's and with the veto."""
    print(f"\n== decisions, the product and with the veto ({how})")
    print(f"{'chat':8}{'F1':>6}{'veto':>6}{'gain':>7}  {'precision':>15}  {'found':>12}")
    for ch, s in zip(chats, scores, strict=True):
        p, v = ch.product, s
        print(
            f"{ch.name:8}{p.numbers[F1]:>6.2f}{v.numbers[F1]:>6.2f}"
            f"{v.numbers[F1] - p.numbers[F1]:>+7.2f}"
            f"  {p.figures['decisions precision']:>7} {v.figures['decisions precision']:>7}"
            f"  {p.figures['decisions found']:>5} {v.figures['decisions found']:>6}"
        )
        for miss in sorted(set(v.misses) - set(p.misses)) if lines else ():
            print(f"    + {miss}")
        for miss in sorted(set(p.misses) - set(v.misses)) if lines else ():
            print(f"    - {miss}")
    for name in FIGURES:
        base = [ch.product.numbers[name] for ch in chats]
        got = [s.numbers[name] for s in scores]
        better, worse = better_worse(base, got)
        print(
            f"{name:20} product {statistics.fmean(base):.3f} veto {statistics.fmean(got):.3f}"
            f" ({statistics.fmean(got) - statistics.fmean(base):+.3f});"
            f" chats better {better}, worse {worse}, same {len(chats) - better - worse}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--c", type=float, help="one C (else the grid)")
    parser.add_argument("--threshold", type=float, help="one threshold (else the grid)")
    parser.add_argument("--apply-to", default="", help="sets never trained on, scored")
    parser.add_argument("--lines", action="store_true", help="list what the veto changed")
    args = parser.parse_args()
    names, apart = set_names(args.sets), set_names(args.apply_to)
    refuse_judges(names, apart)
    chats = [prepare(c) for c in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)]
    for one in chats:
        print(f"{one.name}: {len(one.y)} decisions shown, {int(one.y.sum())} labelled")
    runs = loco(chats, grid(args.c, GRID_C), grid(args.threshold, GRID_T))
    base = [ch.product.numbers[F1] for ch in chats]
    rows_ = []
    for (c, t), scores in runs.items():
        got = [s.numbers[F1] for s in scores]
        better, worse = better_worse(base, got)
        rows_.append((c, t, statistics.fmean(got), better, worse))
        print(
            f"C {c:g} t {t:g}: decisions F1 mean {statistics.fmean(got):.3f}"
            f" (product {statistics.fmean(base):.3f}), {better} better, {worse} worse"
        )
    best = chosen(rows_, lower_on_tie=True)
    chosen_c, t = best[0], best[1]
    print(f"chosen: C {chosen_c:g}, threshold {t:g} (mean {best[2]:.3f})")
    table(chats, runs[(chosen_c, t)], f"C {chosen_c:g}, t {t:g}, each chat left out", args.lines)
    if apart:
        found = trained(chats, chosen_c, t)
        held = [prepare(c) for c in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], apart)]
        scores = [scored(h.chat, h.state, kept(h.state, found)) for h in held]
        table(held, scores, f"trained on {','.join(names)}", args.lines)


if __name__ == "__main__":
    main()
