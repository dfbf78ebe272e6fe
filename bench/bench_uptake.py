"""Does a small trained model find the decisions a group takes up without a proposal's
words better than the rules alone? Leave-one-chat-out over the labelled dev chats.

    .venv/bin/python -m bench.bench_uptake [--sets ko,en,...] [--c C --threshold T]
        [--apply-to SETS] [--lines] [--write-weights FILE]

Most decisions the rules lose on the dev chats are lost before they are proposals
(``bench_understanding --misses``): a plan stated plainly ("Clean-up day: Sunday 26
April, 9am") that the group answers with yeses. Each chat is fed message by message to
the understanding's tracker with no uptake model (the rules alone); after each member's
line, the member's line ``uptake.WINDOW`` people's lines back is a candidate when no
accepted plan holds it and another member went along after it (``uptake.candidate``,
the product's own reading: ``uptake.feature_names``). It is a decision to find when it
is in the ``stated`` of a labelled decision the rules did not find (a line of one they
found would only show it twice). Each chat is held out in turn: a logistic regression
trained on the other chats' candidates is the tracker's ``uptake.Uptake`` while the
held-out chat is fed again, and its decisions are scored by ``bench_understanding``'s own
scoring (decisions F1) beside the rules' on the same chat.

One ``C`` and one threshold for every chat: each pair of the grid is scored over all the
folds and the best mean among those worse on at most one chat more than the fewest is
chosen (in the model's favour, as ``bench_acts --sweep``). ``--apply-to`` trains on all of
``--sets`` at that pair and scores other sets, never trained on. ``--write-weights FILE``
trains on all of ``--sets`` with that pair (or ``--c``, ``--threshold``) and writes the
product's ``uptake.json`` (``bench.trained_weights``).

scikit-learn trains (the ``bench`` extra). Judge sets are refused by name.
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from bench.bench_understanding import (
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    Item,
    LabelledSet,
    Score,
    _items,
    find_sets,
    records,
    score_decisions,
)
from bench.cli import described
from bench.folds import better_worse, chosen, grid, refuse_judges, set_names, stacked
from bench.trained_weights import as_weights, fit, write_model
from groupchat_memory.domain.understanding import ledger, uptake
from groupchat_memory.domain.understanding.changes import Linker
from groupchat_memory.domain.understanding.state import Said, State
from groupchat_memory.domain.understanding.tracker import Tracker

GRID_C = (0.1, 0.3, 1.0)
GRID_T = (0.5, 0.6, 0.7)
F1 = "decisions F1"


class Recorder(uptake.Uptake):
    """An uptake reader that decides nothing and keeps every candidate it is shown."""

    def __init__(self) -> None:
        super().__init__(None)
        self.rows: list[tuple[int, list[float]]] = []

    def decide(self, state: State, found: uptake.Candidate, said: Said, linker: Linker) -> None:
        self.rows.append((found.line.seq, found.row))


def fed(chat: LabelledSet, taker: uptake.Uptake) -> State:
    """The chat fed to a tracker with ``taker`` (each record's seq its message id)."""
    tracker = Tracker(taker=taker)
    for record in records(chat):
        tracker.feed(record)
    return tracker.state


def items(state: State) -> list[Item]:
    """The decisions ``/결정`` shows of ``state`` (a persona's plan nobody took up is
    not one), as ``bench_understanding`` scores them."""
    entries = [
        e for e in ledger.decision_entries(state) if not (e.proposal and e.status == "current")
    ]
    ids = {s: s for e in entries for s in e.evidence}
    return _items(ids, entries, [])[0]


def scored(chat: LabelledSet, state: State) -> Score:
    out = Score()
    score_decisions(chat, items(state), out)
    return out


@dataclass
class Chat:
    chat: LabelledSet
    x: NDArray[np.float64]
    y: NDArray[np.int_]
    lines: list[int]
    rules: Score = field(default_factory=Score)

    @property
    def name(self) -> str:
        return self.chat.name


def prepare(chat: LabelledSet) -> Chat:
    """The chat's candidate lines with the rules alone: a line is a decision to find when
    it is in the ``stated`` of a labelled decision the rules did not find (a line of one
    they found would be shown twice)."""
    recorder = Recorder()
    state = fed(chat, recorder)
    rules = scored(chat, state)
    lost = {m.split()[1] for m in rules.misses if " not found:" in m}
    stated = {i for d in chat.decisions if d["id"] in lost for i in d["stated"]}
    width = len(uptake.feature_names())
    x = np.asarray([r for _, r in recorder.rows], dtype=np.float64).reshape(-1, width)
    y = np.asarray([int(seq in stated) for seq, _ in recorder.rows], dtype=np.int_)
    return Chat(chat, x, y, [seq for seq, _ in recorder.rows], rules)


def loco(
    chats: Sequence[Chat], cs: Sequence[float], ts: Sequence[float]
) -> dict[tuple[float, float], list[Score]]:
    """For each (C, threshold): each chat's score with the model trained on the others."""
    out: dict[tuple[float, float], list[Score]] = {(c, t): [] for c in cs for t in ts}
    for held in chats:
        rest = [c for c in chats if c is not held]
        x, y = stacked(rest)
        names = [c.name for c in rest]
        for c in cs:
            model = fit(x, y, c)
            for t in ts:
                state = fed(held.chat, uptake.Uptake(as_weights(model, uptake, t, names)))
                out[(c, t)].append(scored(held.chat, state))
    return out


def _table(chats: Sequence[Chat], scores: Sequence[Score], how: str, lines: bool) -> None:
    print(f"\n== decisions F1, the rules and with the uptake model ({how})")
    print(f"{'chat':8}{'rules':>7}{'model':>7}{'gain':>7}  {'found':>12}  {'precision':>14}")
    for ch, s in zip(chats, scores, strict=True):
        r, m = ch.rules, s
        print(
            f"{ch.name:8}{r.numbers[F1]:>7.2f}{m.numbers[F1]:>7.2f}"
            f"{m.numbers[F1] - r.numbers[F1]:>+7.2f}"
            f"  {r.figures['decisions found']:>5} {m.figures['decisions found']:>6}"
            f"  {r.figures['decisions precision']:>6} {m.figures['decisions precision']:>7}"
        )
        for miss in sorted(set(m.misses) - set(r.misses)) if lines else ():
            print(f"    + {miss}")
        for miss in sorted(set(r.misses) - set(m.misses)) if lines else ():
            print(f"    - {miss}")
    base = [ch.rules.numbers[F1] for ch in chats]
    got = [s.numbers[F1] for s in scores]
    better, worse = better_worse(base, got)
    print(
        f"{'mean':8}{statistics.fmean(base):>7.3f}{statistics.fmean(got):>7.3f}"
        f"{statistics.fmean(got) - statistics.fmean(base):>+7.3f};"
        f" chats better {better}, worse {worse}, same {len(chats) - better - worse}"
    )
    for lang in ("ko", "en"):
        pairs = [
            (b, g) for b, g, ch in zip(base, got, chats, strict=True) if ch.name.startswith(lang)
        ]
        if pairs:
            print(
                f"  {lang}: rules {statistics.fmean(b for b, _ in pairs):.3f}"
                f" model {statistics.fmean(g for _, g in pairs):.3f},"
                f" better {sum(g > b + 1e-9 for b, g in pairs)},"
                f" worse {sum(g < b - 1e-9 for b, g in pairs)}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--c", type=float, help="one C (else the grid)")
    parser.add_argument("--threshold", type=float, help="one threshold (else the grid)")
    parser.add_argument("--apply-to", default="", help="sets never trained on, scored")
    parser.add_argument("--lines", action="store_true", help="list what the model changed")
    parser.add_argument("--write-weights", type=Path, help="train on all of --sets, write here")
    args = parser.parse_args()
    names, apart = set_names(args.sets), set_names(args.apply_to)
    refuse_judges(names, apart)
    chats = [prepare(c) for c in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)]
    for one in chats:
        print(f"{one.name}: {len(one.y)} candidate lines, {int(one.y.sum())} in a decision")
    runs = loco(chats, grid(args.c, GRID_C), grid(args.threshold, GRID_T))
    base = [ch.rules.numbers[F1] for ch in chats]
    rows = []
    for (c, t), scores in runs.items():
        got = [s.numbers[F1] for s in scores]
        better, worse = better_worse(base, got)
        rows.append((c, t, statistics.fmean(got), better, worse))
        print(
            f"C {c:g} t {t:g}: decisions F1 mean {statistics.fmean(got):.3f}"
            f" (rules {statistics.fmean(base):.3f}), {better} better, {worse} worse"
        )
    best = chosen(rows)
    chosen_c, t = best[0], best[1]
    print(f"chosen: C {chosen_c:g}, threshold {t:g} (mean {best[2]:.3f})")
    _table(
        chats,
        runs[(chosen_c, t)],
        f"C {chosen_c:g}, threshold {t:g}, each chat left out",
        args.lines,
    )
    x, y = stacked(chats)
    if apart:
        model = fit(x, y, chosen_c)
        found = as_weights(model, uptake, t, [ch.name for ch in chats])
        held = [prepare(c) for c in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], apart)]
        scores = [scored(h.chat, fed(h.chat, uptake.Uptake(found))) for h in held]
        _table(held, scores, f"trained on {','.join(names)}", args.lines)
    if args.write_weights:
        model = fit(x, y, chosen_c)
        fields = {
            "version": uptake.VERSION, "target": "decisions taken up", "model": uptake.MODEL,
            "C": chosen_c, "threshold": t, "trained_on": [ch.name for ch in chats],
            "window": uptake.WINDOW, "candidates": len(y),
        }  # fmt: skip
        written = write_model(args.write_weights, model, uptake.feature_names(), fields)
        print(f"wrote {args.write_weights}: {written} weights, C {chosen_c:g}, threshold {t:g}")


if __name__ == "__main__":
    main()
