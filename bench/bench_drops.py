"""Does a small trained line scorer tell a plan taken back better than the drop rules?
Leave-one-chat-out over the labelled dev chats.

    .venv/bin/python -m bench.bench_drops [--sets ko,en,...] [--cache FILE] [--lines]
        [--ablation] [--apart ko9,en9]

A dropped decision's ``changed_at`` lines (the take-back and the answers going along
with it) are the real lines; every other line of the chat is not. The rules' lines are
those the product's ledger gives as ``dropped_by`` of the decisions it shows dropped
(``changes.drop`` over the live understanding). The model is a logistic regression
(scikit-learn, standardised features, balanced classes) over each line's e5 vector as the
recall index keeps it (``bench_acts.Vectors``), optionally the vector of the line it
answers, and a few structural cues: the line replies to, or comes within a few lines
after, a line of a decision the product holds; its speaker put that decision; the cue
rules' acts (drops, objects, defers, stops, forbids, assents, asks); a negation and the
last ending's class (mecab-ko, Korean); a persona's line; the rules dropped a plan there.

Two uses, each scored per chat beside the rules:

- a *finder*: the lines the model gives at least the threshold's chance; a labelled
  dropped decision is found when one of its ``changed_at`` lines is among them, and the
  precision is the share of those lines that are some dropped decision's ``changed_at``;
- a *gate* on the rules: a dropped decision the product shows is kept when the model
  gives its take-back line (``dropped_by``'s first) at least the threshold's chance.

``C`` and the threshold are one pair for all chats, the best mean F1 over each chat
left out (as ``bench_acts --sweep``): a figure in the model's favour; ``--apart`` names
sets never trained on nor used for that choice, scored by a model trained on the rest.
``--lines`` lists the lines the finder and the rules differ on. The judge sets are refused
by name.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import statistics
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_acts import Lines, Vectors
from bench.bench_understanding import (
    CHAT,
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    JUDGE,
    LabelledSet,
    _ingest,
    _seq_to_id,
    chat_zone,
    find_sets,
)
from bench.cli import described
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.morph import ENDING_CLASSES

NEAR = 6  # lines after a decision's line where a take-back of it is looked for
GRID_C = (0.01, 0.1, 1.0)
GRID_T = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
ACTS = ("drops", "objects", "defers", "stops", "forbids", "assents", "asks")
_HANGUL = re.compile(r"[가-힣]")
_NEGATES_EN = re.compile(r"\b(?:not|no|never)\b|n't\b", re.IGNORECASE)
_NEGATIONS_KO = {("안", "MAG"), ("못", "MAG"), ("않", "VX"), ("없", "VA"), ("말", "VX")}


@dataclass
class Dropped:
    """A decision the product shows dropped: its take-back line and the lines after."""

    lines: list[int]


@dataclass
class Ruled:
    """What the product's ledger holds of one chat, as message ids."""

    plans: dict[int, str]  # a decision's line -> who put the decision (its first line's)
    dropped: list[Dropped]


def product_ledger(chat: LabelledSet) -> Ruled:
    """``chat`` ingested into a fresh data root, the rules alone (no vectors)."""
    with tempfile.TemporaryDirectory(prefix="drops-") as tmp:
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        zone = chat_zone(chat)
        memory = dataclasses.replace(config.memory, tz=zone, subject_words=False)
        config = dataclasses.replace(config, timezone=zone, memory=memory)
        _ingest(config, chat)
        ids = _seq_to_id(config)
        ledger = decisions_answer(config, CHAT)
    plans: dict[int, str] = {}
    dropped: list[Dropped] = []
    for e in ledger:
        if e.proposal:
            continue
        lines = [ids[s] for s in e.evidence if s in ids]
        if lines:
            who = chat.messages[lines[0]]["sender"]
            plans.update({i: who for i in lines})
        if e.status == "dropped":
            took = [ids[s] for s in e.dropped_by if s in ids]
            if took:
                dropped.append(Dropped(took))
    return Ruled(plans, dropped)


def real_lines(chat: LabelledSet) -> list[set[int]]:
    """Each labelled dropped decision's ``changed_at`` lines."""
    return [set(d["changed_at"]) for d in chat.decisions if d["status"] == "dropped"]


def cues(lines: Lines, ruled: Ruled, i: int, ruled_lines: set[int]) -> list[float]:
    """The structure around line ``i`` (see the module's docstring)."""
    m = lines.chat.messages[i]
    n = lines.at[i]
    before = lines.ids[max(0, n - NEAR) : n]
    plans = [j for j in before if j in ruled.plans]
    reply = m.get("reply_to")
    replies_plan = reply in ruled.plans and reply < i
    target = reply if replies_plan else (plans[-1] if plans else None)
    own = target is not None and ruled.plans[target] == m["sender"]
    acts = lines.acts[i]
    text = m["text"]
    ending = [0.0] * len(ENDING_CLASSES)
    negated = bool(_NEGATES_EN.search(text))
    if _HANGUL.search(text):
        morphemes = morph.analyze(text)
        ending[ENDING_CLASSES.index(morph.ending_of(morphemes, text))] = 1.0
        negated = any((x.form, x.tag) in _NEGATIONS_KO for x in morphemes)
    return [
        float(replies_plan),
        float(bool(plans)),
        float(own),
        *(float(getattr(acts, a)) for a in ACTS),
        float(negated),
        *ending,
        float(bool(m.get("is_bot"))),
        float(reply is not None),
        float(i in ruled_lines),
    ]


@dataclass
class Chat:
    lines: Lines
    name: str
    ids: list[int]
    x: NDArray[np.float32]
    y: NDArray[np.int_]
    real: list[set[int]]
    ruled: Ruled


def prepare(lines: Lines, ruled: Ruled, kind: str) -> Chat:
    real = real_lines(lines.chat)
    positive = set().union(*real) if real else set()
    ruled_lines = {i for d in ruled.dropped for i in d.lines}
    rows = []
    for i in lines.ids:
        parts: list[NDArray[np.float32]] = []
        if "e5" in kind:
            parts.append(lines.vectors[i])
        if "answered" in kind:
            j = lines.answered(i)
            parts.append(lines.vectors[j] if j is not None else np.zeros_like(lines.vectors[i]))
        if "cues" in kind:
            row = cues(lines, ruled, i, ruled_lines)
            parts.append(np.asarray(row[:-1] if "norules" in kind else row, dtype=np.float32))
        rows.append(np.concatenate(parts))
    y = np.asarray([int(i in positive) for i in lines.ids], dtype=int)
    return Chat(lines, lines.chat.name, lines.ids, np.stack(rows), y, real, ruled)


def train(x: NDArray[np.float32], y: NDArray[np.int_], c: float) -> Any:
    from sklearn.linear_model import LogisticRegression  # pyright: ignore[reportMissingImports]
    from sklearn.pipeline import make_pipeline  # pyright: ignore[reportMissingImports]
    from sklearn.preprocessing import StandardScaler  # pyright: ignore[reportMissingImports]

    model = make_pipeline(
        StandardScaler(), LogisticRegression(C=c, max_iter=5000, class_weight="balanced")
    )
    model.fit(x, y)
    return model


@dataclass
class Counts:
    found: int = 0  # labelled dropped decisions hit
    labelled: int = 0
    right: int = 0  # shown lines (or items) that are real
    shown: int = 0

    @property
    def f1(self) -> float:
        if not self.labelled and not self.shown:
            return 1.0
        r = self.found / self.labelled if self.labelled else 1.0
        p = self.right / self.shown if self.shown else (1.0 if not self.labelled else 0.0)
        return 2 * p * r / (p + r) if p + r else 0.0

    def cell(self) -> str:
        return f"{self.found}/{self.labelled} {self.right}/{self.shown} {self.f1:.2f}"


def finder(chat: Chat, flagged: set[int]) -> Counts:
    positive = set().union(*chat.real) if chat.real else set()
    return Counts(
        found=sum(bool(r & flagged) for r in chat.real),
        labelled=len(chat.real),
        right=len(flagged & positive),
        shown=len(flagged),
    )


def items(chat: Chat, kept: Sequence[Dropped]) -> Counts:
    """The dropped decisions shown, scored as items: real when their lines meet a label's."""
    return Counts(
        found=sum(any(r & set(d.lines) for d in kept) for r in chat.real),
        labelled=len(chat.real),
        right=sum(any(r & set(d.lines) for r in chat.real) for d in kept),
        shown=len(kept),
    )


@dataclass
class Fold:
    chat: Chat
    p: NDArray[np.float64]

    def flagged(self, t: float) -> set[int]:
        return {i for i, q in zip(self.chat.ids, self.p, strict=True) if q >= t}

    def added(self, t: float) -> set[int]:
        """The rules' lines and those the model flags."""
        return self.flagged(t) | {i for d in self.chat.ruled.dropped for i in d.lines}

    def gated(self, t: float) -> list[Dropped]:
        at = {i: q for i, q in zip(self.chat.ids, self.p, strict=True)}
        return [d for d in self.chat.ruled.dropped if at[d.lines[0]] >= t]


def folds(chats: Sequence[Chat], c: float, apart: Sequence[Chat] = ()) -> list[Fold]:
    """Each of ``chats`` scored by a model trained on the others; each of ``apart`` by one
    trained on all of ``chats``."""
    out = []
    for held in [*chats, *apart]:
        rest = [ch for ch in chats if ch is not held]
        model = train(np.concatenate([r.x for r in rest]), np.concatenate([r.y for r in rest]), c)
        out.append(Fold(held, model.predict_proba(held.x)[:, 1]))
    return out


def report(
    kind: str, chats: Sequence[Chat], *, apart: Sequence[Chat] = (), shown: bool = False
) -> None:
    """The table; ``C`` and the threshold are chosen on ``chats`` alone (``apart`` never
    trained on, shown after them)."""
    by_c = {c: folds(chats, c, apart) for c in GRID_C}
    pairs = [(c, t) for c in GRID_C for t in GRID_T]
    n = len(chats)

    def mean_finder(ct: tuple[float, float]) -> float:
        return statistics.fmean(finder(f.chat, f.flagged(ct[1])).f1 for f in by_c[ct[0]][:n])

    def mean_gate(ct: tuple[float, float]) -> float:
        return statistics.fmean(items(f.chat, f.gated(ct[1])).f1 for f in by_c[ct[0]][:n])

    def mean_union(ct: tuple[float, float]) -> float:
        return statistics.fmean(finder(f.chat, f.added(ct[1])).f1 for f in by_c[ct[0]][:n])

    cf, tf = max(pairs, key=mean_finder)
    cg, tg = max(pairs, key=mean_gate)
    cu, tu = max(pairs, key=mean_union)
    print(
        f"\n== [{kind}] each chat left out; finder C={cf:g} t={tf:g}, gate C={cg:g} t={tg:g},"
        f" rules+finder C={cu:g} t={tu:g}"
        "\n   cells: labelled dropped decisions found / lines (items) right / shown, F1"
    )
    print(
        f"{'chat':<5}{'rules lines':>19}{'finder':>19}{'rules+finder':>19}"
        f"   {'rules items':>17}{'gated':>19}"
    )
    sums: dict[str, list[float]] = {"rl": [], "f": [], "u": [], "ri": [], "g": []}
    for at, (ff, fg, fu) in enumerate(zip(by_c[cf], by_c[cg], by_c[cu], strict=True)):
        ch = ff.chat
        if at == n:
            print("never trained on (C and threshold chosen without them):")
        rl = finder(ch, {i for d in ch.ruled.dropped for i in d.lines})
        f = finder(ch, ff.flagged(tf))
        ri = items(ch, ch.ruled.dropped)
        g = items(ch, fg.gated(tg))
        u = finder(ch, fu.added(tu))
        for k, v in (("rl", rl), ("f", f), ("u", u), ("ri", ri), ("g", g)):
            if at < n:
                sums[k].append(v.f1)
        print(
            f"{ch.name:<5}{rl.cell():>19}{f.cell():>19}{u.cell():>19}"
            f"   {ri.cell():>17}{g.cell():>19}"
        )
    means = {k: statistics.fmean(v) for k, v in sums.items()}
    print(
        f"{'mean':<5}{means['rl']:>19.3f}{means['f']:>19.3f}{means['u']:>19.3f}"
        f"   {means['ri']:>17.3f}{means['g']:>19.3f}"
    )
    for a, b, name in (
        ("rl", "f", "finder vs rules' lines"),
        ("rl", "u", "rules+finder vs rules' lines"),
        ("ri", "g", "gate vs rules"),
    ):
        win = sum(y > x + 1e-9 for x, y in zip(sums[a], sums[b], strict=True))
        lose = sum(y < x - 1e-9 for x, y in zip(sums[a], sums[b], strict=True))
        worst = min(y - x for x, y in zip(sums[a], sums[b], strict=True))
        print(f"{name}: better {win}, worse {lose}, same {n - win - lose}, worst {worst:+.2f}")
    for fo in by_c[cf] if shown else ():
        positive = set().union(*fo.chat.real) if fo.chat.real else set()
        ruled = {i for d in fo.chat.ruled.dropped for i in d.lines}
        for i in sorted(fo.flagged(tf) ^ ruled):
            m = fo.chat.lines.chat.messages[i]
            how = "finder only" if i not in ruled else "rules only"
            print(
                f"  {fo.chat.name} {i} {how} {'real' if i in positive else 'not'}:"
                f" {m['sender']}: {m['text'][:70]}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="an .npz keeping the vectors between runs")
    parser.add_argument(
        "--ablation",
        action="store_true",
        help="also cues alone, e5 alone, cues without the rules' own drop",
    )
    parser.add_argument("--lines", action="store_true", help="the lines finder and rules differ on")
    parser.add_argument(
        "--apart", default="", help="sets of --sets never trained on nor used to choose C, t"
    )
    args = parser.parse_args()
    names = [n for n in args.sets.split(",") if n]
    apart = {n for n in args.apart.split(",") if n}
    if apart - set(names):
        raise SystemExit(f"--apart: not in --sets: {', '.join(sorted(apart - set(names)))}")
    judged = sorted(JUDGE & set(names))
    if judged:
        raise SystemExit(f"{', '.join(judged)}: judge sets are never trained on (dev sets only)")
    try:
        import sklearn  # noqa: F401  # pyright: ignore[reportMissingImports]
    except ImportError:
        print(
            "bench_drops: scikit-learn is not installed (pip install -e '.[bench]'): not measured"
        )
        return
    chats = find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)
    vectors = Vectors(args.cache)
    lines = [Lines(chat, vectors.of_chat(chat)) for chat in chats]
    ruled = [product_ledger(chat) for chat in chats]
    print(f"{len(chats)} chats; {vectors.embedded} texts embedded in {vectors.seconds:.0f} s")
    kinds = ["e5+answered+cues"]
    kinds += ["e5+cues", "e5+cues+norules", "cues", "e5"] if args.ablation else []
    for kind in kinds:
        chosen = [prepare(ls, r, kind) for ls, r in zip(lines, ruled, strict=True)]
        report(
            kind,
            [ch for ch in chosen if ch.name not in apart],
            apart=[ch for ch in chosen if ch.name in apart],
            shown=args.lines,
        )


if __name__ == "__main__":
    main()
