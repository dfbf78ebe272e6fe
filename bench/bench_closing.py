"""Does a small trained model close to-dos better than the rules alone? Leave-one-chat-out
over the labelled dev chats.

    .venv/bin/python -m bench.bench_closing [--sets ko,en,...] [--c C --threshold T]
        [--write-weights FILE] [--pairs]

Each chat is fed message by message to the understanding's tracker with no closing model
(the rules alone); after each member's line every task open before it is a pair, read by
``closing.features`` (the rules' acts of the line, their verdict on the pair, who speaks,
replies, shared words, time): it closes the task when the line is in the labelled to-do's
``closed_by`` (the task matched to a label as ``bench_understanding`` matches it; a task
matching no label is not trained on). Each chat is held out in turn: a logistic
regression trained on the other chats' pairs is the tracker's ``closing.Closer`` while the
held-out chat is fed again, and its to-dos are scored by ``bench_understanding``'s own
scoring beside the rules' on the same chat (owner and status right of those found, due).

One ``C`` and one threshold for every chat: each pair of the grid is scored over all the
folds and the best mean among those worse on at most one chat more than the fewest is
chosen (in the model's favour, as ``bench_acts --sweep``). ``--write-weights FILE`` trains
on all of ``--sets`` with that pair (or ``--c``, ``--threshold``) and writes the product's
``todo_closing.json`` (``bench.trained_weights``).

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
    JUDGE,
    Item,
    LabelledSet,
    Score,
    _matching,
    find_sets,
    score_todos,
)
from bench.trained_weights import as_weights, fit, write_model
from groupchat_memory.domain.understanding import closing
from groupchat_memory.domain.understanding.acts import Acts
from groupchat_memory.domain.understanding.state import Said, Todo
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.domain.understanding.trained import Weights
from groupchat_memory.store.records import MessageRecord

GRID_C = (0.03, 0.3)
GRID_T = (0.5, 0.7)


def records(chat: LabelledSet) -> list[MessageRecord]:
    """Each line as the log holds it, its message id as its seq."""
    ids: dict[str, int] = {}
    out = []
    for i, m in sorted(chat.messages.items()):
        ids.setdefault(m["sender"], int(m.get("sender_id") or 1000 + len(ids)))
        out.append(
            MessageRecord(
                sender=m["sender"],
                text=m["text"],
                timestamp=m["timestamp"],
                is_bot=bool(m.get("is_bot")),
                message_id=i,
                sender_id=ids[m["sender"]],
                reply_to=m.get("reply_to"),
                seq=i,
            )
        )
    return out


@dataclass
class Pair:
    todo: Todo
    line: int  # the message id of the line
    row: list[float]


class Recorder(closing.Closer):
    """A closer that decides nothing and keeps every pair it is shown."""

    def __init__(self) -> None:
        super().__init__(None)
        self.pairs: list[Pair] = []

    def decide(self, todo: Todo, said: Said, acts: Acts, row: list[float]) -> None:
        self.pairs.append(Pair(todo, said.seq, row))


def fed(chat: LabelledSet, closer: closing.Closer) -> list[Todo]:
    """The chat fed to a tracker with ``closer``; every to-do it holds at the end."""
    tracker = Tracker(closer=closer)
    for record in records(chat):
        tracker.feed(record)
    return [*tracker.state.closed, *tracker.state.todos]


def items(todos: Sequence[Todo]) -> list[Item]:
    return [
        Item(text=t.text, evidence=list(t.evidence), status=t.status, owner=t.owner, due=t.due,
             day=t.date)
        for t in todos
    ]  # fmt: skip


@dataclass
class Chat:
    chat: LabelledSet
    x: NDArray[np.float64]
    y: NDArray[np.int_]
    rules: Score = field(default_factory=Score)


def prepare(chat: LabelledSet) -> Chat:
    recorder = Recorder()
    todos = fed(chat, recorder)
    matched = _matching(items(todos), [set(t["taken"]) for t in chat.todos])
    label_of = {id(todos[i]): chat.todos[j] for j, i in matched.items()}
    rows, ys = [], []
    for pair in recorder.pairs:
        label = label_of.get(id(pair.todo))
        if label is None:
            continue
        rows.append(pair.row)
        ys.append(int(pair.line in label["closed_by"]))
    rules = Score()
    score_todos(chat, items(todos), rules)
    width = len(closing.feature_names())
    x = np.asarray(rows, dtype=np.float64).reshape(-1, width)
    return Chat(chat, x, np.asarray(ys, dtype=np.int_), rules)


def scored(chat: LabelledSet, found: Weights) -> Score:
    out = Score()
    score_todos(chat, items(fed(chat, closing.Closer(found))), out)
    return out


def _pair(cell: str) -> tuple[int, int]:
    right, _, total = cell.split()[0].partition("/")
    return int(right), int(total)


def _share(cell: str) -> float:
    right, total = _pair(cell)
    return right / total if total else 1.0


def loco(
    chats: Sequence[Chat], cs: Sequence[float], ts: Sequence[float]
) -> dict[tuple[float, float], list[Score]]:
    """For each (C, threshold): each chat's score with the model trained on the others."""
    out: dict[tuple[float, float], list[Score]] = {(c, t): [] for c in cs for t in ts}
    for held in chats:
        rest = [c for c in chats if c is not held]
        x = np.concatenate([c.x for c in rest])
        y = np.concatenate([c.y for c in rest])
        names = [c.chat.name for c in rest]
        for c in cs:
            model = fit(x, y, c)
            for t in ts:
                out[(c, t)].append(scored(held.chat, as_weights(model, closing, t, names)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--c", type=float, help="one C (else the grid)")
    parser.add_argument("--threshold", type=float, help="one threshold (else the grid)")
    parser.add_argument("--write-weights", type=Path, help="train on all of --sets, write here")
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    if judged := sorted(JUDGE & set(names)):
        raise SystemExit(f"{', '.join(judged)}: judge sets are never trained or tuned on")
    sets = find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)
    chats = [prepare(c) for c in sets]
    for one in chats:
        print(f"{one.chat.name}: {len(one.y)} pairs, {int(one.y.sum())} closing")
    cs = [args.c] if args.c is not None else list(GRID_C)
    ts = [args.threshold] if args.threshold is not None else list(GRID_T)
    runs = loco(chats, cs, ts)
    base = [_share(one.rules.figures["  owner+status right"]) for one in chats]
    rows = []
    for (c, t), scores in runs.items():
        got = [_share(s.figures["  owner+status right"]) for s in scores]
        better = sum(g > b + 1e-9 for g, b in zip(got, base, strict=True))
        worse = sum(g < b - 1e-9 for g, b in zip(got, base, strict=True))
        rows.append((c, t, statistics.mean(got), better, worse))
        print(f"C {c:g} t {t:g}: owner+status mean {statistics.mean(got):.3f} "
              f"(rules {statistics.mean(base):.3f}), {better} better, {worse} worse")  # fmt: skip
    fewest = min(r[4] for r in rows)
    best = max((r for r in rows if r[4] <= fewest + 1), key=lambda r: (r[2], -r[1]))
    chosen_c, t = best[0], best[1]
    print(f"chosen: C {chosen_c:g}, threshold {t:g} (mean {best[2]:.3f})")
    print(f"{'chat':8} {'rules o+s':>10} {'model o+s':>10} {'rules due':>10} {'model due':>10}")
    for chat, s in zip(chats, runs[(chosen_c, t)], strict=True):
        r, m = chat.rules.figures, s.figures
        cells = [r["  owner+status right"], m["  owner+status right"], r["  due right"],
                 m["  due right"]]  # fmt: skip
        print(f"{chat.chat.name:8} " + " ".join(f"{cell.split()[0]:>10}" for cell in cells))
    if args.write_weights:
        x = np.concatenate([ch.x for ch in chats])
        y = np.concatenate([ch.y for ch in chats])
        model = fit(x, y, chosen_c)
        fields = {
            "version": closing.VERSION, "target": "to-do closings", "model": closing.MODEL,
            "C": chosen_c, "threshold": t, "trained_on": [ch.chat.name for ch in chats],
            "pairs": len(y),
        }  # fmt: skip
        written = write_model(args.write_weights, model, closing.feature_names(), fields)
        print(f"wrote {args.write_weights}: {written} weights, C {chosen_c:g}, threshold {t:g}")


if __name__ == "__main__":
    main()
