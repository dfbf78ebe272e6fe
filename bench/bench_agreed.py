"""Does a small trained model tell who agreed to a decision better than the rules alone?
Leave-one-chat-out over the labelled dev chats.

    .venv/bin/python -m bench.bench_agreed [--sets ko,en,...] [--cache FILE] [--lines]
        [--apply-to SETS] [--c C --threshold T [--loco]] [--write-weights FILE]

The decisions ``/결정`` shows come from the cue rules, and so do their ``agreed_by``:
on the dev chats most of the decisions found whose members are wrong miss a member who
agreed (``bench_understanding --misses``), one who said yes a few lines off, in words the
rules do not read as a yes, or in the talk before the plan was stated. Here each person's
line near a decision the product shows (``assent.BEFORE`` people's lines before its
statement, ``assent.AFTER`` after, not its proposer's) is a candidate: a yes to it when
the decision is a labelled one's and the line is in its ``stated`` with its speaker in
its ``agreed_by``. The lines and what the model reads of each are the product's own: the
chat is ingested and embedded as ``bench_understanding`` does, and the lines the tracker
kept near each decision (``Decision.heard``) are read with ``assent.rows`` from the
chat's vector file before anything applies a model. A logistic regression reads those
rows (``assent.feature_names``: the line's e5 vector, the rules' acts, where the line
stands, and the cosines of its vector with the statement's and the other statements' near
it; the cue columns weighed ``CUE_SCALE`` against the vector's under the one penalty); a
member with a line it gives at least the threshold's chance is added to the rules'
``agreed_by``.

Each chat is held out in turn: for every pair of one ``C`` and one threshold, the model
is trained on the other chats' candidates and the held-out chat's decisions are scored
by ``bench_understanding``'s own scoring (``agreed_by exact``); the pair with the best
mean among those worse on no more chats than the fewest any pair is, is reported per
chat beside the rules, with the means by language (``ko``, ``en``) and over all, the chats
made better and worse, objected_by exact (which the model leaves to the rules), and how
well the model ranks the members the rules leave out near a decision (each by their
likeliest line; the average precision moves before exact agreement does: a decision is
exact only once every member who agreed is found and no other). ``--lines`` lists the
held-out members added and left out.
``--write-weights FILE`` trains on all of ``--sets`` with that pair (or ``--c``,
``--threshold``) and writes the product's ``assent.json`` (``domain/understanding/
assent.py`` applies it); ``--loco`` with ``--c`` and ``--threshold`` reports each chat left
out at that pair instead of the sweep's. ``--apply-to`` trains on all of ``--sets`` with
the chosen pair and scores other sets, which it never trains on.

scikit-learn trains (the ``bench`` extra). Judge sets are refused by name.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import pickle
import shutil
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_acts import CUE_SCALE
from bench.bench_understanding import (
    CHAT,
    CHECKOUT,
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    Item,
    LabelledSet,
    Score,
    _ingest,
    _items,
    _matching,
    _seq_to_id,
    chat_zone,
    find_sets,
    score_decisions,
)
from bench.cli import described
from bench.folds import better_worse, chosen, refuse_judges, set_names
from bench.trained_weights import column_weights, fit, write_model
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.domain.recall.semantic import embed_chat
from groupchat_memory.domain.understanding import assent, ledger, veto

GRID_C = (0.003, 0.01, 0.03, 0.1)
GRID_T = (0.5, 0.6, 0.7, 0.8, 0.9)
CUES = len(assent.cue_names()) + len(assent.MEANING)  # the last columns: not the vector's


@dataclass
class Candidate:
    """A person's line the tracker kept near a decision the product shows."""

    item: int  # the decision's position among the chat's items
    line: int  # the line's message id
    sender: str
    real: int | None  # 1 a yes the labels count, 0 not, None: the decision is none labelled


@dataclass
class Chat:
    """One chat's decisions as the rules show them, their candidate lines and the
    model's features of each."""

    chat: LabelledSet
    items: list[Item]
    candidates: list[Candidate]
    x: NDArray[np.float32]

    @property
    def name(self) -> str:
        return self.chat.name

    @property
    def trained(self) -> NDArray[np.bool_]:
        return np.asarray([c.real is not None for c in self.candidates], dtype=bool)

    @property
    def y(self) -> NDArray[np.int_]:
        return np.asarray([c.real or 0 for c in self.candidates], dtype=int)


def _yeses(chat: LabelledSet, label: dict[str, Any]) -> set[int]:
    """The lines of a labelled decision that say yes to it: its ``stated`` lines of
    members in its ``agreed_by``; of a member who also objected, the last alone (the
    others are the objection they went along after)."""
    out: set[int] = set()
    for name in label["agreed_by"]:
        theirs = [i for i in label["stated"] if chat.messages.get(i, {}).get("sender") == name]
        if name in label["objected_by"]:
            theirs = theirs[-1:]
        out.update(theirs)
    return out


def _vector_files(config: Config) -> tuple[Path, Path]:
    """The chat's vector file and the codes it points into."""
    return config.root.vectors_path(CHAT), config.root.vector_codes_path(CHAT)


def _chat_key(chat: LabelledSet) -> str:
    """What a chat's vectors depend on: its lines and the embedding model, not the
    product's rules."""
    digest = hashlib.sha256((chat.folder / "chat.jsonl").read_bytes())
    digest.update(veto.MODEL.encode())
    return digest.hexdigest()[:16]


def prepare(chat: LabelledSet, vectors: Path | None = None) -> Chat:
    """``chat`` ingested and embedded in a fresh data root; its decisions as the rules
    show them, and the rows of the lines kept near each (see the module's docstring).
    With ``vectors`` (a folder), the chat's vector files of an earlier run are put in
    place first, so only texts they lack are embedded (the product's rules do not change
    a line's vector), and the files are kept there after."""
    with tempfile.TemporaryDirectory(prefix="agreed-") as tmp:
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        zone = chat_zone(chat)
        config = dataclasses.replace(
            config, timezone=zone, memory=dataclasses.replace(config.memory, tz=zone)
        )
        _ingest(config, chat)
        ledger.catch_up(config.root, CHAT)  # the tracker fed, nothing read yet
        kept = (
            []
            if vectors is None
            else [vectors / f"{chat.name}-{_chat_key(chat)}.{part}" for part in ("sqlite3", "i8")]
        )
        if kept and all(copy.exists() for copy in kept):
            for copy, path in zip(kept, _vector_files(config), strict=True):
                path.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(copy, path)
        embed_chat(config.root, CHAT)
        if vectors is not None and not Path(f"{_vector_files(config)[0]}-wal").exists():
            vectors.mkdir(parents=True, exist_ok=True)
            for copy, path in zip(kept, _vector_files(config), strict=True):
                shutil.copyfile(path, copy)
        state = ledger.load_state(config.root, CHAT)
        ids = _seq_to_id(config)
        entries = ledger.decision_entries(state)
        items, _ = _items(ids, entries, [])
        shown = {tuple(e.evidence): k for k, e in enumerate(entries)}
        held = veto.vectors_of(
            config.root.vectors_path(CHAT),
            config.root.vector_codes_path(CHAT),
            assent.wanted(state.decisions),
            "the assent reader",
        )
    labels = chat.decisions
    matched = {i: j for j, i in _matching(items, [set(d["stated"]) for d in labels]).items()}
    candidates: list[Candidate] = []
    x: list[list[float]] = []
    taken = assent.claimed(state.decisions)
    for d in state.decisions:
        k = shown.get(tuple(d.evidence))
        if k is None:
            continue
        label = labels[matched[k]] if k in matched else None
        for h, row in assent.rows(d, held, taken)[0]:
            line = ids.get(h.seq)
            if line is None:
                continue
            real = None
            if label is not None:
                real = int(line in _yeses(chat, label))
            candidates.append(Candidate(k, line, h.sender, real))
            x.append(row)
    width = len(x[0]) if x else CUES
    return Chat(chat, items, candidates, np.asarray(x, np.float32).reshape(-1, width))


def _source_key(chat: LabelledSet, root: Path = CHECKOUT) -> str:
    """What a cached preparation of ``chat`` depends on: every file of the product under
    ``root`` (its sources, and the trained parts' weights the tracker applies as it reads
    the chat: a retrain changes the decisions it keeps), this bench's sources, and the
    chat's labelled files. Compiled caches (``__pycache__``) are not the product."""
    digest = hashlib.sha256()
    product = [
        p
        for p in (root / "groupchat_memory").rglob("*")
        if p.is_file() and "__pycache__" not in p.relative_to(root).parts
    ]
    for path in sorted([*product, *(root / "bench").glob("bench_*.py")]):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    for path in sorted(chat.folder.iterdir()):
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def prepared(chat: LabelledSet, cache: Path | None) -> Chat:
    """``prepare(chat)``, kept in ``cache`` (a folder) while the sources and the chat's
    files are unchanged: ingesting and embedding is most of a run's time. The chat's
    vector files are kept in its ``vectors`` folder whatever the sources (a change to the
    rules embeds nothing again)."""
    if cache is None:
        return prepare(chat)
    cache.mkdir(parents=True, exist_ok=True)
    path = cache / f"{chat.name}-{_source_key(chat)}.pickle"
    if path.exists():
        with path.open("rb") as f:
            items, candidates, x = pickle.load(f)  # our own file, written below
        return Chat(chat, items, [Candidate(*c) for c in candidates], x)
    made = prepare(chat, cache / "vectors")
    with path.open("wb") as f:
        # plain values and bench_understanding's items: read back however this runs
        rows = [dataclasses.astuple(c) for c in made.candidates]
        pickle.dump((made.items, rows, made.x), f)
    return made


def with_model(chat: Chat, p: NDArray[np.float64], t: float) -> tuple[list[Item], list[str]]:
    """The chat's items, each member with a line read as a yes at ``t`` added to its
    ``agreed_by``; what was added, said."""
    added: dict[int, list[str]] = {}
    said: list[str] = []
    for c, chance in zip(chat.candidates, p, strict=True):
        item = chat.items[c.item]
        if chance >= t and c.sender not in item.agreed_by and c.sender not in added.get(c.item, []):
            added.setdefault(c.item, []).append(c.sender)
            how = "right" if c.real else "wrong" if c.real == 0 else "-"
            said.append(
                f"{chance:.2f} +{c.sender} ({how})"
                f" {chat.chat.messages[c.line]['text'][:50]!r} -> {item.text[:40]}"
            )
    items = [
        Item(**{**it.__dict__, "agreed_by": [*it.agreed_by, *added.get(k, [])]})
        for k, it in enumerate(chat.items)
    ]
    return items, said


def exact(chat: LabelledSet, items: list[Item]) -> Score:
    out = Score()
    score_decisions(chat, items, out)
    return out


def train(x: NDArray[np.float32], y: NDArray[np.int_], c: float) -> Any:
    """``trained_weights.fit``, the cue columns (the last ``CUES``) weighed ``CUE_SCALE``:
    a few cues are not drowned by the vector's 384 numbers (held out one chat at a time,
    scale 3 found a member more than 1)."""
    return fit(x, y, c, column_weights(x.shape[1], CUES, CUE_SCALE))


def _fit(chats: list[Chat], c: float) -> Any:
    x = np.concatenate([ch.x[ch.trained] for ch in chats if len(ch.x)])
    y = np.concatenate([ch.y[ch.trained] for ch in chats if len(ch.x)])
    return train(x, y, c)


def _p(model: Any, chat: Chat) -> NDArray[np.float64]:
    if not len(chat.x):
        return np.zeros(0)
    p: NDArray[np.float64] = model.predict_proba(chat.x)[:, 1]
    # the lines the product never reads as a yes (``assent.unheard``), whatever the model says
    return np.where([assent.unheard(row) for row in chat.x.tolist()], 0.0, p)


AGREED = "  agreed_by exact"
OBJECTED = "  objected_by exact"


def sweep(chats: list[Chat]) -> tuple[float, float, dict[tuple[float, float], list[float]]]:
    """Every ``C`` and threshold, each chat left out: agreed_by exact (the share)."""
    table: dict[tuple[float, float], list[float]] = {}
    for c in GRID_C:
        ps = [_p(_fit([o for o in chats if o is not ch], c), ch) for ch in chats]
        for t in GRID_T:
            table[(c, t)] = [
                exact(ch.chat, with_model(ch, p, t)[0]).numbers[AGREED]
                for ch, p in zip(chats, ps, strict=True)
            ]
    rules = [exact(ch.chat, ch.items).numbers[AGREED] for ch in chats]
    print(f"\n== agreed_by exact, each chat left out; rules mean {statistics.fmean(rules):.3f}")
    print(f"{'C':>6}{'t':>5}{'mean':>7}{'better':>8}{'worse':>7}")
    rows = []
    for (c, t), shares in table.items():
        up, down = better_worse(rules, shares)
        rows.append((c, t, statistics.fmean(shares), up, down))
        print(f"{c:>6g}{t:>5g}{rows[-1][2]:>7.3f}{up:>8}{down:>7}")
    best = chosen(rows)
    print(f"chosen: C {best[0]:g}, threshold {best[1]:g} (mean {best[2]:.3f})")
    return best[0], best[1], table


def missed_members(chat: Chat, p: NDArray[np.float64]) -> tuple[list[int], list[float]]:
    """Each member with a line near a labelled decision whom the rules leave out of its
    ``agreed_by`` (the only members the model can change a decision by): whether the
    labels count them as agreeing, and the highest chance the model gives a line of
    theirs (the product adds a member by their likeliest line)."""
    labels = chat.chat.decisions
    matched = {i: j for j, i in _matching(chat.items, [set(d["stated"]) for d in labels]).items()}
    best: dict[tuple[int, str], float] = {}
    for c, chance in zip(chat.candidates, p, strict=True):
        if c.item in matched and c.sender not in chat.items[c.item].agreed_by:
            key = (c.item, c.sender)
            best[key] = max(best.get(key, 0.0), float(chance))
    y = [int(sender in labels[matched[item]]["agreed_by"]) for item, sender in best]
    return y, list(best.values())


def summary(
    chats: list[Chat], ps: list[NDArray[np.float64]], t: float
) -> dict[str, tuple[float, float, int, int, float]]:
    """By language (the set names' ``ko``/``en``) and over all: the mean agreed_by exact of
    the rules and with the model's members, the chats it made better and worse, and the
    mean objected_by exact (the model adds members who agreed, never objectors)."""
    groups: dict[str, list[tuple[float, float, float]]] = {}
    for ch, p in zip(chats, ps, strict=True):
        before, after = exact(ch.chat, ch.items), exact(ch.chat, with_model(ch, p, t)[0])
        row = (before.numbers[AGREED], after.numbers[AGREED], after.numbers[OBJECTED])
        for group in ("all", ch.name.rstrip("0123456789")):
            groups.setdefault(group, []).append(row)
    return {
        group: (
            statistics.fmean(r[0] for r in rows),
            statistics.fmean(r[1] for r in rows),
            sum(r[1] > r[0] + 1e-9 for r in rows),
            sum(r[1] < r[0] - 1e-9 for r in rows),
            statistics.fmean(r[2] for r in rows),
        )
        for group, rows in groups.items()
    }


def report(
    chats: list[Chat], ps: list[NDArray[np.float64]], t: float, how: str, show: bool
) -> None:
    from sklearn.metrics import average_precision_score  # pyright: ignore[reportMissingImports]

    print(f"\n== agreed_by: the rules, and with the model's members added ({how})")
    print(f"{'chat':<6}{'rules':>10}{'+model':>10}{'objected':>10}{'added':>7}{'wrong':>7}")
    for ch, p in zip(chats, ps, strict=True):
        items, said = with_model(ch, p, t)
        before, after = exact(ch.chat, ch.items), exact(ch.chat, items)
        wrong = sum("(wrong)" in s for s in said)
        print(
            f"{ch.name:<6}{before.figures[AGREED]:>10}{after.figures[AGREED]:>10}"
            f"{after.figures[OBJECTED]:>10}{len(said):>7}{wrong:>7}"
        )
        for s in said if show else ():
            print(f"    {s}")
    print(f"{'':<6}{'rules':>8}{'+model':>8}{'better':>8}{'worse':>7}{'objected':>10}  (means)")
    for group, (rules, model, up, down, objected) in sorted(summary(chats, ps, t).items()):
        print(f"{group:<6}{rules:>8.3f}{model:>8.3f}{up:>8}{down:>7}{objected:>10.3f}")
    y: list[int] = []
    chances: list[float] = []
    for ch, p in zip(chats, ps, strict=True):
        more_y, more = missed_members(ch, p)
        y += more_y
        chances += more
    if 0 < sum(y) < len(y):
        # how well the model ranks the members it can add: it moves before exact does
        ap = average_precision_score(y, chances)
        print(f"members the rules leave out: {len(y)}, {sum(y)} agreed, AP {ap:.3f}")


def write_weights(
    x: NDArray[np.float32], y: NDArray[np.int_], sets: list[str], c: float, t: float, path: Path
) -> Any:
    """Train on ``x``, ``y`` (the candidate lines of ``sets``) and write what
    ``assent.load`` reads: one weight a feature (the standardisation folded in), the
    intercept, the threshold, the feature names, the sets trained on. Returns the model."""
    model = train(x, y, c)
    fields = {
        "version": 1,
        "target": "agreed_by",
        "model": veto.MODEL,
        "C": c,
        "threshold": t,
        "trained_on": sets,
        "candidates": len(y),
    }
    n = write_model(path, model, assent.feature_names(x.shape[1] - CUES), fields)
    print(f"wrote {path}: {n} weights, C {c:g}, threshold {t:g}")
    return model


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="a folder keeping each chat's preparation")
    parser.add_argument("--lines", action="store_true", help="list the members added")
    parser.add_argument("--apply-to", default="", help="sets never trained on, scored")
    parser.add_argument("--write-weights", type=Path, help="write the product's weights here")
    parser.add_argument("--c", type=float, help="the C of --write-weights")
    parser.add_argument("--threshold", type=float, help="the threshold of --write-weights")
    parser.add_argument(
        "--loco", action="store_true", help="with --c and --threshold: each chat left out at them"
    )
    args = parser.parse_args()
    names, apart = set_names(args.sets), set_names(args.apply_to)
    refuse_judges(names, apart, why="never run here (dev sets only)")
    try:
        import sklearn  # noqa: F401  # pyright: ignore[reportMissingImports]
    except ImportError:
        print(
            "bench_agreed: scikit-learn is not installed (pip install -e '.[bench]'): not measured"
        )
        return
    chats = {
        chat.name: prepared(chat, args.cache)
        for chat in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], [*names, *apart])
    }
    dev = [chats[n] for n in names if n in chats]
    print(f"{len(dev)} chats, {sum(len(ch.candidates) for ch in dev)} lines near their decisions")
    c, t = args.c, args.threshold
    if c is None or t is None or args.loco:
        if c is None or t is None:
            c, t, _ = sweep(dev)
        ps = [_p(_fit([o for o in dev if o is not ch], c), ch) for ch in dev]
        report(dev, ps, t, f"C {c:g}, threshold {t:g}, each chat left out", args.lines)
    if apart:
        model = _fit(dev, c)
        held = [chats[n] for n in apart if n in chats]
        report(held, [_p(model, ch) for ch in held], t, f"trained on {','.join(names)}", args.lines)
    if args.write_weights:
        x = np.concatenate([ch.x[ch.trained] for ch in dev if len(ch.x)])
        y = np.concatenate([ch.y[ch.trained] for ch in dev if len(ch.x)])
        write_weights(x, y, [ch.name for ch in dev], c, t, args.write_weights)


if __name__ == "__main__":
    main()
