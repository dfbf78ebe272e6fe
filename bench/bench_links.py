"""Does a trained pair model tell which earlier plan a new decision replaces better than
the change rules? Leave-one-chat-out over the labelled dev chats.

    .venv/bin/python -m bench.bench_links [--sets ko,en,...] [--cache FILE] [--vectors]
        [--c 0.01,0.1,1] [--t 0.2,0.3,0.5] [--pairs FILE]

Each chat is fed to the understanding's tracker with a linker of the bench's own
(``Recorder``, a ``changes.Linker`` that reads cues and keeps the rules' choice): each time
the tracker weighs a newly accepted decision against the plans still current before it
(``changes.replaces``), it hands the bench every candidate with the cues it read
(``changes.LINK_CUES``: the rules' own verdict, shared subject words, kinds of value shared
and clashing, words of change, the old value named, the days apart, the place among the
current plans, the members both share, the words both share ...) and the plan the rules
chose. A pair is real when the labels say the candidate's decision was superseded by the
new one's (both matched to labelled decisions as ``bench_understanding`` matches them).
``--vectors`` adds the e5 vectors as the recall index keeps them (``bench_acts.Vectors``):
the cosine of the two statements after the chat's mean vector is taken away, its margin
over the best other candidate's, and how many candidates are nearer.

The model (scikit-learn: standardised cues, logistic regression) picks, at each new
decision, the candidate it gives the highest chance when that chance reaches the
threshold; a plan it linked is no longer a candidate. Scored per chat on the labelled
decisions the product found: a superseded one is right when the chosen successor is its
labelled successor, a current or dropped one when nothing replaced it (the drops are the
rules' either way). The rules' column replays the rules' choices the same way. Every
pair of ``--c`` and ``--t`` is printed: a best cell is a figure in the model's favour.
The judge sets are refused by name.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_acts import Vectors
from bench.bench_understanding import (
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    JUDGE,
    Item,
    LabelledSet,
    _matching,
    find_sets,
    records,
)
from bench.cli import described
from bench.trained_weights import fit
from groupchat_memory.domain.understanding import changes
from groupchat_memory.domain.understanding.state import Decision, State
from groupchat_memory.domain.understanding.tracker import Tracker

Candidate = tuple[int, bool, list[float]]  # the old plan's position, the rules chose it, cues


@dataclass
class Links:
    """What the tracker weighed on one chat, and the labels of its decisions."""

    name: str
    events: list[tuple[int, list[Candidate]]]  # a new decision's position, its candidates
    label_of: dict[int, str]  # a decision's position -> its labelled id
    successor: dict[str, str | None]  # labelled id -> the labelled id replacing it
    message_ids: dict[int, list[int]] = field(default_factory=dict)

    def real(self, old: int, new: int) -> bool:
        """The labels say the plan at ``old`` is replaced by the one at ``new``."""
        want = self.successor.get(self.label_of.get(old, ""))
        return want is not None and want == self.label_of.get(new)


class Recorder(changes.Linker):
    """A linker that reads every current plan's cues, keeps them with the rules' choice,
    and links as the rules do."""

    reads_cues = True

    def __init__(self) -> None:
        self.events: list[tuple[int, list[Candidate]]] = []

    def choose(
        self, state: State, at: int, weighed: list[changes.Weighed], ruled: int | None
    ) -> int | None:
        self.events.append((at, [(o, r and o == ruled, list(c)) for o, r, c in weighed]))
        return ruled


def collect(chat: LabelledSet) -> Links:
    """``chat`` fed to the tracker, each line as the log holds it, with a ``Recorder``."""
    recorder = Recorder()
    tracker = Tracker(linker=recorder)
    for record in records(chat):
        tracker.feed(record)
    decisions = tracker.state.decisions
    label_of, successor = labelled(chat, decisions)
    ids = {i: list(d.message_ids) for i, d in enumerate(decisions)}
    return Links(chat.name, recorder.events, label_of, successor, ids)


def labelled(
    chat: LabelledSet, decisions: Sequence[Decision]
) -> tuple[dict[int, str], dict[str, str | None]]:
    """The labelled id of each accepted decision the labels match (by position, matched as
    ``bench_understanding`` matches them), and each labelled id's labelled successor."""
    successor = {str(d["id"]): d.get("superseded_by") for d in chat.decisions}
    accepted = [i for i, d in enumerate(decisions) if d.accepted]
    items = [
        Item(text=decisions[i].text, evidence=list(decisions[i].message_ids)) for i in accepted
    ]
    matched = _matching(items, [set(d["stated"]) for d in chat.decisions])
    return {accepted[i]: str(chat.decisions[j]["id"]) for j, i in matched.items()}, successor


class Cosines:
    """The e5 cues of a pair: the cosine of the two statements with the chat's mean
    vector taken away (e5's vectors all lie near one direction), its margin over the
    best other candidate's, and how many candidates are nearer."""

    def __init__(self, links: Links, vectors: dict[int, NDArray[np.float32]]) -> None:
        self.links, self.vectors = links, vectors
        self.mean = np.mean(np.stack(list(vectors.values())), axis=0) if vectors else None

    def _unit(self, position: int) -> NDArray[np.float32] | None:
        first = [i for i in self.links.message_ids.get(position, []) if i in self.vectors][:1]
        if not first or self.mean is None:
            return None
        v = self.vectors[first[0]] - self.mean
        return v / (np.linalg.norm(v) or 1.0)  # type: ignore[no-any-return]

    def cues(self, old: int, new: int, others: Sequence[int]) -> list[float]:
        b = self._unit(new)

        def cos(o: int) -> float:
            a = self._unit(o)
            return 0.0 if a is None or b is None else float(a @ b)

        mine, rest = cos(old), [cos(o) for o in others if o != old]
        return [mine, mine - max(rest, default=0.0), float(sum(r > mine for r in rest))]


def features(
    links: Links, cosines: Cosines | None, new: int, cands: Sequence[Candidate]
) -> list[list[float]]:
    """Each candidate's row: the tracker's cues, then (``--vectors``) the e5 cues."""
    others = [o for o, _, _ in cands]
    return [
        [*c, *(cosines.cues(o, new, others) if cosines is not None else [])] for o, _, c in cands
    ]


_ROWS: dict[tuple[str, bool], tuple[list[list[float]], list[int]]] = {}


def rows(links: Links, cosines: Cosines | None) -> tuple[list[list[float]], list[int]]:
    """Each pair weighed once, as features and whether it is real (kept per chat)."""
    key = (links.name, cosines is not None)
    if key not in _ROWS:
        _ROWS[key] = _rows(links, cosines)
    return _ROWS[key]


def _rows(links: Links, cosines: Cosines | None) -> tuple[list[list[float]], list[int]]:
    x: list[list[float]] = []
    y: list[int] = []
    seen: set[tuple[int, int]] = set()
    for new, cands in links.events:
        fresh = [c for c in cands if (new, c[0]) not in seen]
        seen |= {(new, c[0]) for c in fresh}
        x += features(links, cosines, new, fresh)
        y += [int(links.real(o, new)) for o, _, _ in fresh]
    return x, y


Choose = Callable[[int, list[Candidate]], int | None]


def replay(links: Links, choose: Choose) -> tuple[int, int]:
    """The labelled decisions found whose successor (or none) the choices get right."""
    linked_old: set[int] = set()
    chosen: dict[int, int] = {}  # old -> new
    for new, cands in links.events:
        if new in chosen.values():
            continue
        old = choose(new, [c for c in cands if c[0] not in linked_old])
        if old is not None:
            linked_old.add(old)
            chosen[old] = new
    position = {label: at for at, label in links.label_of.items()}
    right = found = 0
    for label, then in links.successor.items():
        if label not in position:
            continue
        found += 1
        got = chosen.get(position[label])
        right += (got is not None and got == position.get(then)) if then else got is None
    return right, found


def rules(new: int, cands: list[Candidate]) -> int | None:
    """The rules' choice, replayed as the model's is (``replay``)."""
    return next((o for o, chose, _ in cands if chose), None)


def loco(
    chats: Sequence[Links],
    cosines: dict[str, Cosines | None],
    c: float,
    t: float,
    *,
    only: str | None = None,
) -> list[tuple[str, int, int, int]]:
    """Each chat left out (``only``: that one): (name, labelled decisions found, rules
    right, model right)."""
    out = []
    for held in chats:
        if only is not None and held.name != only:
            continue
        x: list[list[float]] = []
        y: list[int] = []
        for other in chats:
            if other is not held:
                rx, ry = rows(other, cosines[other.name])
                x += rx
                y += ry
        model = fit(np.asarray(x), np.asarray(y), c)

        def model_choose(
            new: int, cands: list[Candidate], held: Links = held, model: Any = model
        ) -> int | None:
            if not cands:
                return None
            x = np.asarray(features(held, cosines[held.name], new, cands))
            p = model.predict_proba(x)[:, 1]
            best = int(np.argmax(p))
            return cands[best][0] if p[best] >= t else None

        r, found = replay(held, rules)
        m, _ = replay(held, model_choose)
        out.append((held.name, found, r, m))
    return out


def nested(
    chats: Sequence[Links], cosines: dict[str, Cosines | None], cells: list[tuple[float, float]]
) -> list[tuple[str, int, int, int, tuple[float, float]]]:
    """Each chat left out, ``C`` and the threshold chosen on the other chats alone (each of
    them left out in turn): (name, found, rules right, model right, the pair chosen)."""
    out = []
    for held in chats:
        rest = [c for c in chats if c is not held]
        best = max(cells, key=lambda cell: sum(r[3] for r in loco(rest, cosines, *cell)))
        row = next(r for r in loco(chats, cosines, *best, only=held.name))
        out.append((*row, best))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="an .npz keeping the vectors between runs")
    parser.add_argument("--vectors", action="store_true", help="add the e5 cosines")
    parser.add_argument("--pairs", type=Path, help="a pickle keeping the links between runs")
    parser.add_argument("--c", default="0.01,0.1,1", help="comma list of C")
    parser.add_argument("--t", default="0.2,0.3,0.5", help="comma list of thresholds")
    parser.add_argument(
        "--nested", action="store_true", help="choose C and t inside each fold (slow)"
    )
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    if JUDGE & set(names):
        raise SystemExit(f"{', '.join(sorted(JUDGE & set(names)))}: a judge set, never trained on")
    sets = find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)
    kept: dict[str, Links] = {}
    if args.pairs is not None and args.pairs.exists():
        kept = pickle.loads(args.pairs.read_bytes())
    chats = []
    for chat in sets:
        if chat.name not in kept:
            kept[chat.name] = collect(chat)
            print(f"{chat.name}: {len(kept[chat.name].events)} decisions weighed", flush=True)
        chats.append(kept[chat.name])
    if args.pairs is not None:
        args.pairs.write_bytes(pickle.dumps(kept))
    vectors = Vectors(args.cache) if args.vectors else None
    cosines = {
        chat.name: None if vectors is None else Cosines(kept[chat.name], vectors.of_chat(chat))
        for chat in sets
    }
    cells = [(float(c), float(t)) for c in args.c.split(",") for t in args.t.split(",")]
    if args.nested:
        rows_n = nested(chats, cosines, cells)
        print(
            f"nested: rules {sum(r[2] for r in rows_n)}/{sum(r[1] for r in rows_n)}, "
            f"model {sum(r[3] for r in rows_n)}; chats better {sum(r[3] > r[2] for r in rows_n)}, "
            f"worse {sum(r[3] < r[2] for r in rows_n)}"
        )
        for name, n, r, m, (c, t) in rows_n:
            print(f"  {name}: rules {r}/{n}, model {m}/{n} (C {c:g}, t {t:g})")
        return
    for c, t in cells:
        rows_ = loco(chats, cosines, c, t)
        found = sum(r[1] for r in rows_)
        ruled = sum(r[2] for r in rows_)
        model = sum(r[3] for r in rows_)
        better = sum(r[3] > r[2] for r in rows_)
        worse = sum(r[3] < r[2] for r in rows_)
        print(
            f"C {c:g} t {t:g}: status+successor right, rules {ruled}/{found}, "
            f"model {model}/{found}; chats better {better}, worse {worse}"
        )
        for name, n, r, m in rows_:
            if m != r:
                print(f"  {name}: rules {r}/{n}, model {m}/{n}")


if __name__ == "__main__":
    main()
