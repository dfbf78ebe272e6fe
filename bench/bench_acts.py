"""Does a small trained classifier decide dialogue acts better than the cue rules?
Leave-one-chat-out over the labelled dev chats.

    .venv/bin/python -m bench.bench_acts [--sets ko,en,...] [--cache FILE] [--ablation]
        [--fixed | --quick] [--wider] [--assents] [--vetoed] [--apply-to SETS]
        [--sweep] [--write-weights FILE [--c C --threshold T]]

The understanding's decisions and to-dos come from hand-written cue rules
(``domain/understanding``). Here a logistic regression reads each candidate line as
a vector: the e5 embedding the recall index keeps for it (``embedded_texts`` of the
message, as int8 codes, their rows' unit mean), the embedding of the line it answers (its
``reply_to``, else the message before unless that is a persona's said to someone else:
``veto.answered_of``), the cue rules' own acts of the line
(``acts.read``) and some of the answered line's, and the structure (a bot's line, a
reply, a reply to a bot, the same speaker as the line it answers or as the message
before, the gaps in time to the message before and to the line answered, whether that
line names the speaker, the length) and the values the line names (a day, a time, an
amount): the product's own ``veto.cues``. The standardised cue columns are weighed
``CUE_SCALE`` against the vectors' under the one L2 penalty. ``--ablation`` adds other
feature sets.

Two targets, where the rules lose most on the dev chats (``bench_understanding --misses``):

- to-dos: a candidate commitment (a line the rules read as a promise or an offer, or
  the line a to-do the product shows stands on) is a labelled to-do's ``taken`` message,
  or not (banter, a vague wish, something already done, a closing report ...);
- decisions: a candidate proposal (a line the rules read as proposing, suggesting or
  telling a decision, or the line a decision the product shows stands on) is a
  labelled decision's ``stated`` message, or not (a proposal nobody took up, a
  question, a joke, a hypothetical, a bot's ignored suggestion ...).

``--wider`` trains on every labelled line too (the look-alikes as not real, every
labelled to-do's line as real), with ``--sweep`` and ``--write-weights`` as well (the
shipped weights are trained so: ``veto.RETRAIN`` is the command).

Each chat is held out in turn: the model is trained on the other chats' candidates and
used as a *veto* on what the product shows of the held-out chat (an item whose line it
gives less than the threshold's chance of being real is taken away); the items kept are
scored by ``bench_understanding``'s own scoring, beside the product's items, on the SAME
chat. ``C`` and the threshold are chosen inside each fold, leaving each training chat out
in turn (``--fixed`` or ``--quick``: ``C`` = 1, threshold 0.5). The table prints, per chat and their
mean, the rules' F1 and the rules+veto F1, and the candidate lines read right: by the
rules (which call every candidate real) and by the model. ``--assents`` (slow) compares,
on people's short lines after a proposal-shaped one, the rules' ``assents`` with the
model's reading of whether the line is a yes the labels count (in ``stated``, its
speaker in ``agreed_by``).

The rules were written from these chats' misses, so their figures here are trained-on
figures; the model's never saw the chat it is scored on. ``--apply-to`` trains on all of
``--sets`` and scores other sets, which it never trains on (listing none of their lines).

``--sweep`` (to-dos) scores each pair of one ``C`` and one threshold for every chat, each
chat left out, and picks the best mean among the pairs worse on at most one chat more
than the fewest, and scores each chat at that pair (or at ``--c``, ``--threshold``);
``--write-weights FILE`` trains on all of ``--sets`` with that pair (or ``--c``,
``--threshold``) and writes the product's ``todo_veto.json``, which the product
applies with numpy alone (``domain/understanding/veto.py``).

scikit-learn trains (the ``bench`` extra); nothing here is hand-written training. Judge
sets are refused as training sets by name.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_understanding import (
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    Extracted,
    Item,
    LabelledSet,
    Score,
    find_sets,
    run_product,
    score_decisions,
    score_todos,
)
from bench.cli import described
from bench.folds import chosen, refuse_judges, set_names, stacked
from bench.trained_weights import column_weights, fit, write_model
from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.passages import embedded_texts
from groupchat_memory.domain.recall.vector_store import to_codes, unit_rows
from groupchat_memory.domain.understanding import veto
from groupchat_memory.domain.understanding.acts import Acts, read
from groupchat_memory.domain.understanding.state import Said
from groupchat_memory.domain.understanding.tracker import RECENT
from groupchat_memory.store.records import MessageRecord

THRESHOLD = 0.5  # a candidate the model gives less than this chance of being real is vetoed
C = 1.0  # the logistic regression's inverse L2 strength (scikit-learn's default)
# chosen inside each fold by leaving out each training chat in turn (``--nested``)
GRID_C = (0.003, 0.01, 0.03, 0.1, 1.0)
# the cues' standardised columns are multiplied by this before the regression: the cues are
# some 50 columns against the two vectors' 768 under one L2 penalty, which left them little
# say (leaving each chat out, the candidates' log-loss fell with 3)
CUE_SCALE = 3.0
GRID_T = (0.0, 0.05, 0.1, 0.2, 0.3, 0.5)


# ------------------------------------------------------------------ vectors


def message_records(chat: LabelledSet) -> dict[int, MessageRecord]:
    """Each line as the log holds it (the fields ``embedded_texts`` reads)."""
    return {
        i: MessageRecord(
            sender=m["sender"],
            text=m["text"],
            timestamp=m["timestamp"],
            is_bot=bool(m.get("is_bot")),
            message_id=i,
            reply_to=m.get("reply_to"),
        )
        for i, m in sorted(chat.messages.items())
    }


class Vectors:
    """The e5 vector of each message as the recall index keeps it: the int8 codes of its
    ``embedded_texts`` (a long one's runs, a short answer after its question), their unit
    rows' mean, made unit. Texts already embedded are kept in ``cache`` (an .npz)."""

    def __init__(self, cache: Path | None) -> None:
        self.cache = cache
        self.known: dict[str, NDArray[np.int8]] = {}
        if cache is not None and cache.exists():
            with np.load(cache) as held:
                self.known = dict(zip(held["keys"].tolist(), held["codes"], strict=True))
        self.embedded = 0
        self.seconds = 0.0

    def of_chat(self, chat: LabelledSet) -> dict[int, NDArray[np.float32]]:
        records = message_records(chat)
        ids = sorted(records)
        texts = {
            i: embedded_texts(records[i], records[ids[n - 1]] if n else None)
            for n, i in enumerate(ids)
        }
        keys = {
            t: hashlib.blake2b(t.encode(), digest_size=16).hexdigest()
            for ts in texts.values()
            for t in ts
        }
        todo = sorted({t for t, k in keys.items() if k not in self.known})
        if todo:
            began = time.perf_counter()
            embedder = shared_embedder()
            for at in range(0, len(todo), 32):
                batch = todo[at : at + 32]
                codes = to_codes(embedder.passages(batch))
                for text, code in zip(batch, codes, strict=True):
                    self.known[keys[text]] = code
            self.seconds += time.perf_counter() - began
            self.embedded += len(todo)
            if self.cache is not None:
                names = np.asarray(list(self.known))
                np.savez(self.cache, keys=names, codes=np.stack(list(self.known.values())))
        out: dict[int, NDArray[np.float32]] = {}
        for i, ts in texts.items():
            rows = unit_rows(np.stack([self.known[keys[t]] for t in ts]))
            mean = rows.mean(axis=0)
            out[i] = mean / (np.linalg.norm(mean) or 1.0)
        return out


# ------------------------------------------------------------------ features


@dataclass
class Lines:
    """One chat's lines with what the features read of each."""

    chat: LabelledSet
    vectors: dict[int, NDArray[np.float32]]
    acts: dict[int, Acts] = field(default_factory=dict)
    dropped: frozenset[str] = frozenset()  # cues left at 0 (``--drop``: an ablation)

    def __post_init__(self) -> None:
        self.ids = sorted(self.chat.messages)
        self.at = {i: n for n, i in enumerate(self.ids)}
        self.acts = {i: read(self.chat.messages[i]["text"]) for i in self.ids}

    def answered(self, i: int) -> int | None:
        """The line ``i`` answers, as the product's veto reads it (``veto.answered_of``)."""
        n = self.at[i]
        recent = [self.said(j) for j in self.ids[max(0, n - RECENT) : n]]
        found = veto.answered_of(self.said(i), recent, self._find)
        return None if found is None else found.message_id

    def _find(self, message_id: int | None) -> Said | None:
        return self.said(message_id) if message_id in self.chat.messages else None

    def said(self, i: int) -> Said:
        """The line as the tracker keeps it (its id its message id)."""
        m = self.chat.messages[i]
        return Said(
            seq=i,
            message_id=i,
            sender=m["sender"],
            is_bot=bool(m.get("is_bot")),
            text=m["text"],
            at=m["timestamp"],
            reply_to=m.get("reply_to"),
        )

    def cues(self, i: int) -> list[float]:
        """The rules' acts of the line and of the line it answers, and the structure, as
        the product's veto reads them (``veto.cues``)."""
        before = self.answered(i)
        n = self.at[i]
        row = veto.cues(
            self.said(i),
            self.said(before) if before is not None else None,
            self.said(self.ids[n - 1]) if n else None,
            self.acts[i],
        )
        return [
            0.0 if name in self.dropped else v
            for name, v in zip(veto.cue_names(), row, strict=True)
        ]

    def features(self, i: int, kind: str) -> NDArray[np.float32]:
        parts: list[NDArray[np.float32]] = []
        if "e5" in kind:
            parts.append(self.vectors[i])
        if "answered" in kind:
            before = self.answered(i)
            parts.append(
                self.vectors[before] if before is not None else np.zeros_like(self.vectors[i])
            )
        if "cues" in kind:
            parts.append(np.asarray(self.cues(i), dtype=np.float32))
        return np.concatenate(parts)


# ------------------------------------------------------------------ candidates


@dataclass
class Target:
    """One act to decide: which lines are candidates, which are real, what items it vetoes."""

    name: str
    # also every labelled line (real ones, and the look-alikes as not real) as candidates
    labelled_too: bool = False

    def look_alikes(self, chat: LabelledSet) -> set[int]:
        groups = chat.non_todos if self.name == "to-dos" else chat.non_decisions
        return {i for g in groups for i in g["message_ids"]}

    def labelled(self, chat: LabelledSet) -> set[int]:
        if self.name == "to-dos":
            return {i for t in chat.todos for i in t["taken"]}
        return {i for d in chat.decisions for i in d["stated"]}

    def items(self, found: Extracted) -> list[Item]:
        return found.todos if self.name == "to-dos" else found.decisions

    def rule_candidate(self, acts: Acts) -> bool:
        if self.name == "to-dos":
            return acts.promises or acts.offers
        return acts.proposes or acts.suggests or acts.decided

    def candidates(self, lines: Lines, found: Extracted) -> dict[int, int]:
        """Candidate line -> 1 when real. A line the rules read as this act, or the line
        an item the product shows stands on (real when the item cites a labelled line)."""
        real = self.labelled(lines.chat)
        out = {i: int(i in real) for i in lines.ids if self.rule_candidate(lines.acts[i])}
        if self.labelled_too:
            out.update({i: 0 for i in self.look_alikes(lines.chat) - real if i in lines.at})
            out.update({i: 1 for i in real if i in lines.at})
        for item in self.items(found):
            if item.evidence:
                out[item.evidence[0]] = int(bool(set(item.evidence) & real))
        return out

    def score(self, chat: LabelledSet, items: Sequence[Item]) -> Score:
        out = Score()
        (score_todos if self.name == "to-dos" else score_decisions)(chat, items, out)
        return out

    @property
    def f1(self) -> str:
        return f"{self.name} F1"


TARGETS = (Target("to-dos"), Target("decisions"))
WIDER = (Target("to-dos", labelled_too=True), Target("decisions", labelled_too=True))


def kept(items: Sequence[Item], keep: Sequence[bool]) -> list[Item]:
    """The items kept, each successor pointing at its new place (None when vetoed)."""
    place: dict[int, int] = {}
    for old, k in enumerate(keep):
        if k:
            place[old] = len(place)
    out: list[Item] = []
    for old, item in enumerate(items):
        if keep[old]:
            then = None if item.successor is None else place.get(item.successor)
            out.append(Item(**{**item.__dict__, "successor": then}))
    return out


# ------------------------------------------------------------------ training


def train(x: NDArray[np.float32], y: NDArray[np.int_], c: float, cues: int = 0) -> Any:
    """``trained_weights.fit``, the last ``cues`` standardised columns weighed
    ``CUE_SCALE``."""
    return fit(x, y, c, column_weights(x.shape[1], cues, CUE_SCALE))


@dataclass
class Chat:
    """One chat's candidates for a target: their features and labels, and the items the
    product showed with the features of the line each stands on."""

    lines: Lines
    x: NDArray[np.float32]
    y: NDArray[np.int_]
    items: list[Item]
    item_x: NDArray[np.float32]
    cues: int = 0  # the last columns that are cues (``train``)

    @property
    def name(self) -> str:
        return self.lines.chat.name


def prepare(target: Target, lines: Lines, found: Extracted, kind: str) -> Chat:
    cand = target.candidates(lines, found)
    items = target.items(found)
    width = len(lines.features(lines.ids[0], kind))
    return Chat(
        lines=lines,
        x=np.stack([lines.features(i, kind) for i in cand])
        if cand
        else np.zeros((0, width), dtype=np.float32),
        y=np.asarray(list(cand.values()), dtype=int),
        items=items,
        item_x=np.stack(
            [lines.features(it.evidence[0] if it.evidence else lines.ids[0], kind) for it in items]
        )
        if items
        else np.zeros((0, width), dtype=np.float32),
        cues=len(veto.cue_names()) if "cues" in kind else 0,
    )


def _fit(chats: Sequence[Chat], c: float) -> Any:
    x, y = stacked(chats)
    return train(x, y, c, chats[0].cues)


def _chances(model: Any, chat: Chat) -> NDArray[np.float64]:
    if not len(chat.items):
        return np.zeros(0)
    p: NDArray[np.float64] = model.predict_proba(chat.item_x)[:, 1]
    # an item without a line, or whose line the product never lets the veto read (a
    # promise naming its speaker the doer, ``veto.owned``), stays
    read = [
        bool(it.evidence) and not veto.owned(chat.lines.said(it.evidence[0])) for it in chat.items
    ]
    return np.where(read, p, 1.0)


def _log_loss(model: Any, chat: Chat) -> float:
    """The mean log-loss of the model's chances on ``chat``'s candidate lines: finer than
    F1, which moves only when an item crosses the threshold."""
    if not len(chat.x):
        return 0.0
    p = np.clip(model.predict_proba(chat.x)[:, 1], 1e-6, 1 - 1e-6)
    return float(-np.mean(chat.y * np.log(p) + (1 - chat.y) * np.log(1 - p)))


def _vetoed_f1(target: Target, chat: Chat, p: NDArray[np.float64], t: float) -> float:
    return float(target.score(chat.lines.chat, kept(chat.items, list(p >= t))).numbers[target.f1])


def choose(target: Target, chats: Sequence[Chat]) -> tuple[float, float]:
    """``C`` and the veto threshold that did best leaving each of ``chats`` out in turn
    (nested inside the outer fold: the held-out chat is not among ``chats``). Ties go to
    the lower threshold (fewer vetoes): a veto that gains nothing is none."""
    best: tuple[float, float, float] = (-1.0, C, 0.0)
    scores: dict[tuple[float, float], list[float]] = {}
    for c in GRID_C:
        for n, inner in enumerate(chats):
            model = _fit([ch for m, ch in enumerate(chats) if m != n], c)
            p = _chances(model, inner)
            for t in GRID_T:
                scores.setdefault((c, t), []).append(_vetoed_f1(target, inner, p, t))
    for (c, t), f1s in sorted(scores.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        mean = statistics.fmean(f1s)
        if mean > best[0] + 1e-9:
            best = (mean, c, t)
    return best[1], best[2]


@dataclass
class Fold:
    name: str
    rules: Score
    veto: Score
    vetoed: list[str]
    lines: int
    rules_right: int
    model_right: int
    loss: float  # the model's mean log-loss on the held-out chat's candidate lines
    c: float
    t: float


def fold(
    target: Target,
    rest: Sequence[Chat],
    held: Chat,
    *,
    nested: bool,
    fixed: tuple[float, float] = (C, THRESHOLD),
) -> Fold:
    """Trained on ``rest`` (``C`` and the threshold chosen among them when ``nested``,
    else ``fixed``), ``held``'s items vetoed and scored beside the product's."""
    c, t = choose(target, rest) if nested else fixed
    model = _fit(rest, c)
    p = _chances(model, held)
    keep = list(p >= t)
    guess = model.predict(held.x) if len(held.x) else np.zeros(0)
    loss = _log_loss(model, held)
    real = target.labelled(held.lines.chat)

    def said(item: Item) -> str:
        what = "a labelled one" if set(item.evidence) & real else "none labelled"
        return f"({what}) {item.text[:70]}"

    return Fold(
        name=held.name,
        rules=target.score(held.lines.chat, held.items),
        veto=target.score(held.lines.chat, kept(held.items, keep)),
        vetoed=[f"{p[k]:.2f} {said(held.items[k])}" for k, ok in enumerate(keep) if not ok],
        lines=len(held.y),
        rules_right=int(held.y.sum()),
        model_right=int((guess == held.y).sum()),
        loss=loss,
        c=c,
        t=t,
    )


def loco(
    target: Target,
    chats: Sequence[Chat],
    *,
    nested: bool,
    fixed: tuple[float, float] = (C, THRESHOLD),
) -> list[Fold]:
    """Each chat held out in turn, trained on the others."""
    return [
        fold(target, [ch for m, ch in enumerate(chats) if m != n], held, nested=nested, fixed=fixed)
        for n, held in enumerate(chats)
    ]


SWEEP_T = (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)


def sweep(target: Target, chats: Sequence[Chat]) -> tuple[float, float]:
    """One ``C`` and one threshold for every chat: each pair's leave-one-chat-out F1s
    (the mean, chats better and worse in each language); the pair with the best mean
    among those worse on no more chats than the fewest any pair is, returned."""
    rules = [float(target.score(ch.lines.chat, ch.items).numbers[target.f1]) for ch in chats]
    rows: list[tuple[float, float, float, int, int, str]] = []
    for c in GRID_C:
        chances = [
            _chances(_fit([ch for m, ch in enumerate(chats) if m != n], c), held)
            for n, held in enumerate(chats)
        ]
        for t in SWEEP_T:
            f1s = [_vetoed_f1(target, ch, p, t) for ch, p in zip(chats, chances, strict=True)]
            gains = [v - r for v, r in zip(f1s, rules, strict=True)]
            by_lang = []
            for lang in ("ko", "en"):
                mine = [g for g, ch in zip(gains, chats, strict=True) if ch.name.startswith(lang)]
                by_lang.append(
                    f"{lang} {sum(g > 1e-9 for g in mine)}/{sum(g < -1e-9 for g in mine)}"
                )
            rows.append((
                c, t, statistics.fmean(f1s),
                sum(g > 1e-9 for g in gains), sum(g < -1e-9 for g in gains), "  ".join(by_lang),
            ))  # fmt: skip
    print(f"\n== {target.name}: one C and one threshold for all chats, each chat left out")
    print(f"rules mean F1 {statistics.fmean(rules):.3f}")
    print(f"{'C':>6}{'t':>6}{'mean':>7}{'better':>8}{'worse':>7}  better/worse by language")
    for c, t, mean, up, down, langs in rows:
        print(f"{c:>6g}{t:>6g}{mean:>7.3f}{up:>8}{down:>7}  {langs}")
    best = chosen(rows, lower_on_tie=True)
    print(f"chosen: C {best[0]:g}, threshold {best[1]:g} (mean {best[2]:.3f})")
    return best[0], best[1]


def write_weights(
    x: NDArray[np.float32], y: NDArray[np.int_], sets: list[str], c: float, t: float, path: Path
) -> Any:
    """Train on ``x``, ``y`` (the candidates of ``sets``) and write what the product's veto
    reads (``veto.load``): one weight a feature with the standardisation and the cues'
    ``CUE_SCALE`` folded in, the intercept, the threshold, the feature names, the sets
    trained on. Returns the model."""
    model = train(x, y, c, len(veto.cue_names()))
    names = veto.feature_names((x.shape[1] - len(veto.cue_names())) // 2)
    fields = {
        "version": veto.VERSION,
        "target": "to-dos",
        "model": veto.MODEL,
        "C": c,
        "threshold": t,
        "trained_on": sets,
        "candidates": len(y),
    }
    written = write_model(path, model, names, fields)
    print(f"wrote {path}: {written} weights, C {c:g}, threshold {t:g}")
    return model


# ------------------------------------------------------------------ assent, line by line

ASSENT_REACH = 4  # lines after a proposal-shaped line where a yes to it is looked for
ASSENT_CHARS = 120  # an assent is a short line


def assent_lines(lines: Lines, proposals: dict[int, int] | None = None) -> dict[int, int]:
    """People's short lines within ``ASSENT_REACH`` of a line the rules read as proposing,
    from another speaker -> 1 when the line is in a labelled decision's ``stated`` and
    its speaker in that decision's ``agreed_by``: a yes that counts. ``proposals`` gets
    each line's proposal (the latest before it)."""
    chat = lines.chat
    real = {
        i
        for d in chat.decisions
        for i in d["stated"]
        if i in chat.messages and chat.messages[i]["sender"] in d["agreed_by"]
    }
    out: dict[int, int] = {}
    for n, i in enumerate(lines.ids):
        acts = lines.acts[i]
        if not (acts.proposes or acts.suggests) or chat.messages[i].get("is_bot"):
            continue
        for j in lines.ids[n + 1 : n + 1 + ASSENT_REACH]:
            m = chat.messages[j]
            if m.get("is_bot") or m["sender"] == chat.messages[i]["sender"]:
                continue
            if len(m["text"]) <= ASSENT_CHARS:
                out[j] = int(j in real)
                if proposals is not None:
                    proposals[j] = i
    return out


def pair_features(lines: Lines, j: int, i: int) -> NDArray[np.float32]:
    """A reply ``j`` and the proposal ``i`` it may agree to, as a pair: both vectors, their
    product and their difference's size, and the reply's cues."""
    r, p = lines.vectors[j], lines.vectors[i]
    cue = np.asarray(lines.cues(j), dtype=np.float32)
    return np.concatenate([r, p, r * p, np.abs(r - p), cue]).astype(np.float32)


def _f1_of(guess: NDArray[np.int_], y: NDArray[np.int_]) -> float:
    tp = int(((guess == 1) & (y == 1)).sum())
    fp = int(((guess == 1) & (y == 0)).sum())
    fn = int(((guess == 0) & (y == 1)).sum())
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def assent_table(chats: list[Lines], kind: str, *, nested: bool = True) -> None:
    """The rules' ``assents`` against the model's, on the same lines, each chat left out
    (``C`` chosen inside the fold by the training chats' mean F1; ``C`` when not
    ``nested``)."""
    data = []
    for ls in chats:
        proposals: dict[int, int] = {}
        cand = assent_lines(ls, proposals)
        x = np.stack([
            pair_features(ls, i, proposals[i]) if kind == "pair" else ls.features(i, kind)
            for i in cand
        ])  # fmt: skip
        y = np.asarray(list(cand.values()), dtype=int)
        rule = np.asarray([int(ls.acts[i].assents) for i in cand], dtype=int)
        data.append((ls.chat.name, x, y, rule))
    print(f"\n== assents: lines after a proposal, the rules' assents vs a model on [{kind}]")
    print(f"{'chat':<6}{'lines':>6}{'yes':>5}  {'rules F1':>8}{'model F1':>9}{'gain':>7}{'C':>6}")
    rows = []
    for n, (name, x, y, rule) in enumerate(data):
        rest = [d for m, d in enumerate(data) if m != n]

        def inner_f1(c: float, rest: list[Any] = rest) -> float:
            f1s = []
            for k, (_, xi, yi, _) in enumerate(rest):
                others = [d for m, d in enumerate(rest) if m != k]
                model = train(
                    np.concatenate([d[1] for d in others]),
                    np.concatenate([d[2] for d in others]),
                    c,
                )
                f1s.append(_f1_of(model.predict(xi), yi))
            return statistics.fmean(f1s)

        c = max(GRID_C, key=inner_f1) if nested else C
        model = train(np.concatenate([d[1] for d in rest]), np.concatenate([d[2] for d in rest]), c)
        rf, mf = _f1_of(rule, y), _f1_of(model.predict(x), y)
        rows.append((rf, mf))
        print(f"{name:<6}{len(y):>6}{int(y.sum()):>5}  {rf:>8.2f}{mf:>9.2f}{mf - rf:>+7.2f}{c:>6g}")
    mean_r = statistics.fmean(r for r, _ in rows)
    mean_m = statistics.fmean(m for _, m in rows)
    wins = sum(m > r + 1e-9 for r, m in rows)
    losses = sum(m < r - 1e-9 for r, m in rows)
    print(f"{'mean':<6}{'':>11}  {mean_r:>8.3f}{mean_m:>9.3f}{mean_m - mean_r:>+7.3f}")
    print(f"chats better {wins}, worse {losses}, same {len(rows) - wins - losses}")
    for lang in ("ko", "en"):
        mine = [(r, m) for (r, m), d in zip(rows, data, strict=True) if d[0].startswith(lang)]
        up = sum(m > r + 1e-9 for r, m in mine)
        down = sum(m < r - 1e-9 for r, m in mine)
        ruled, learnt = statistics.fmean(r for r, _ in mine), statistics.fmean(m for _, m in mine)
        print(f"  {lang}: rules {ruled:.3f} model {learnt:.3f}, better {up}, worse {down}")


# ------------------------------------------------------------------ the report


def table(
    target: Target, folds: list[Fold], kind: str, nested: bool, how_trained: str = ""
) -> None:
    how = (
        "C and threshold chosen inside each fold"
        if nested
        else f"C={folds[0].c:g}, threshold {folds[0].t:g}"
    )
    wider = ", trained on the labelled lines too" if target.labelled_too else ""
    print(
        f"\n== {target.name}: a veto by a model on [{kind}]{wider}, {how};"
        f" {how_trained or 'each chat left out'}"
    )
    f1, found, prec = target.f1, f"{target.name} found", f"{target.name} precision"
    print(
        f"{'chat':<6}{'rules F1':>9}{'+veto':>7}{'gain':>7}  {'found rules':>11}{'veto':>7}"
        f"  {'precision rules':>15}{'veto':>7}  {'vetoed':>6}  {'C':>5} {'t':>4}"
        f"  {'lines right: rules  model':>25}  {'loss':>5}"
    )
    for f in folds:
        r, v = f.rules, f.veto
        print(
            f"{f.name:<6}{r.numbers[f1]:>9.2f}{v.numbers[f1]:>7.2f}"
            f"{v.numbers[f1] - r.numbers[f1]:>+7.2f}  {r.figures[found]:>11}{v.figures[found]:>7}"
            f"  {r.figures[prec]:>15}{v.figures[prec]:>7}  {len(f.vetoed):>6}  {f.c:>5g} {f.t:>4g}"
            f"  {f.rules_right:>13}/{f.lines:<3}{f.model_right:>5}/{f.lines:<3}  {f.loss:>5.3f}"
        )
    mean_r = statistics.fmean(f.rules.numbers[f1] for f in folds)
    mean_v = statistics.fmean(f.veto.numbers[f1] for f in folds)
    wins = sum(f.veto.numbers[f1] > f.rules.numbers[f1] + 1e-9 for f in folds)
    losses = sum(f.veto.numbers[f1] < f.rules.numbers[f1] - 1e-9 for f in folds)
    loss = statistics.fmean(f.loss for f in folds)
    print(f"{'mean':<6}{mean_r:>9.3f}{mean_v:>7.3f}{mean_v - mean_r:>+7.3f}  log-loss {loss:.3f}")
    print(f"chats better {wins}, worse {losses}, same {len(folds) - wins - losses}")


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="an .npz keeping the vectors between runs")
    parser.add_argument("--ablation", action="store_true", help="also other feature sets")
    parser.add_argument("--vetoed", action="store_true", help="list what the veto took away")
    parser.add_argument("--fixed", action="store_true", help="no nested choice of C, threshold")
    parser.add_argument("--quick", action="store_true", help="same as --fixed (make bench)")
    parser.add_argument(
        "--wider", action="store_true", help="train on every labelled line too (and look-alikes)"
    )
    parser.add_argument("--assents", action="store_true", help="also the assent lines (slow)")
    parser.add_argument(
        "--pair", action="store_true", help="with --assents: also the proposal-reply pair"
    )
    parser.add_argument(
        "--sweep",
        action="store_true",
        help="to-dos: one C and threshold for all chats, each pair left-one-chat-out",
    )
    parser.add_argument(
        "--write-weights",
        type=Path,
        help="to-dos: train on all of --sets with --c and --threshold (else --sweep's"
        " choice) and write the product's weights file there",
    )
    parser.add_argument(
        "--drop", default="", help="comma list of veto.cue_names() left at 0 (an ablation)"
    )
    parser.add_argument("--c", type=float, help="the C of --write-weights (and of --sweep's table)")
    parser.add_argument(
        "--threshold", type=float, help="the threshold of --write-weights (and of --sweep's table)"
    )
    parser.add_argument(
        "--apply-to",
        default="",
        help="sets never trained on: train on all of --sets, score these (no lines listed)",
    )
    args = parser.parse_args()
    args.fixed = args.fixed or args.quick
    names, apart = set_names(args.sets), set_names(args.apply_to)
    refuse_judges(names, apart, why="never trained on (dev sets only)")
    try:
        import sklearn  # noqa: F401  # pyright: ignore[reportMissingImports]
    except ImportError:
        print("bench_acts: scikit-learn is not installed (pip install -e '.[bench]'): not measured")
        return
    dropped = frozenset(n for n in args.drop.split(",") if n)
    if dropped - set(veto.cue_names()):
        raise SystemExit(f"--drop: not cues: {', '.join(sorted(dropped - set(veto.cue_names())))}")
    if dropped and args.write_weights:
        raise SystemExit("--drop is an ablation: the product computes every cue")
    chats = find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], [*names, *apart])
    vectors = Vectors(args.cache)
    found: dict[str, Extracted] = {}
    lines: list[Lines] = []
    for chat in chats:
        found[chat.name] = run_product(chat, recall=False, vectors=False)
        lines.append(Lines(chat, vectors.of_chat(chat), dropped=dropped))
    print(
        f"{len(chats)} chats ({', '.join(c.name for c in chats)}); "
        f"{vectors.embedded} texts embedded in {vectors.seconds:.0f} s"
    )
    kinds = ["e5+answered+cues"] + (["cues", "e5", "e5+cues"] if args.ablation else [])
    if args.sweep or args.write_weights:
        target, kind = (WIDER if args.wider else TARGETS)[0], kinds[0]
        prepared = [prepare(target, ls, found[ls.chat.name], kind) for ls in lines]
        c, t = args.c, args.threshold
        if args.sweep or c is None or t is None:
            chosen = sweep(target, prepared)
            if c is None or t is None:
                c, t = chosen
            folds = loco(target, prepared, nested=False, fixed=(c, t))
            table(target, folds, kind, False)
            for f in folds if args.vetoed else ():
                for v in f.vetoed:
                    print(f"  {f.name} vetoed: {v}")
        if args.write_weights:
            x, y = stacked(prepared)
            write_weights(x, y, [ch.name for ch in prepared], c, t, args.write_weights)
        return
    for target in WIDER if args.wider else TARGETS:
        for kind in kinds:
            prepared = [prepare(target, ls, found[ls.chat.name], kind) for ls in lines]
            if apart:
                trained = [ch for ch in prepared if ch.name in names]
                folds = [
                    fold(target, trained, ch, nested=not args.fixed)
                    for ch in prepared
                    if ch.name in apart
                ]
                table(target, folds, kind, not args.fixed, f"trained on {','.join(names)}")
                continue
            folds = loco(target, prepared, nested=not args.fixed)
            table(target, folds, kind, not args.fixed)
            if args.vetoed:
                for f in folds:
                    for v in f.vetoed:
                        print(f"  {f.name} vetoed: {v}")
    for kind in [*kinds, *(["pair"] if args.pair else [])] if args.assents else ():
        assent_table(lines, kind, nested=not args.fixed)


if __name__ == "__main__":
    main()
