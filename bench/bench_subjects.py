"""Does a small trained model name ``/목차``'s summaries by subjects better than the
naming rules? Leave-one-chat-out over the labelled dev chats.

    .venv/bin/python -m bench.bench_subjects [--sets ko,en,...] [--cache DIR] [--c C]
        [--cue-scale S] [--margin M] [--fresh F] [--ablation] [--write-weights FILE]

Each chat goes through the product as ``bench_understanding`` runs it (the offline
summarizer, no vectors), and every window the summarizer is asked to name (a new topic,
or one still ``general``) is kept, asked as with the subject model on (with what the
people said before it), named by the rules. For each, the rules' first ``subjects.CANDIDATES``
nouns (``offline.key_topics``) are the candidates; each is an example, labelled by the
chat's writer in ``understanding_sets/topic_labels.json`` (subject / not subject; a word the
labels lack is left out of training and counts as no subject when chosen, as
``bench_understanding`` counts it). A window is scored by the name ``/목차`` shows: one
whose chosen word does not name it (``offline.names_window_by``: a filler, a word said in
passing) is shown under its neighbour's name and left out of the table, as
``bench_understanding`` leaves it out; it is still trained on. The features are the product's own
(``offline.candidate_cues``: how the window uses the word, its shape) and the e5 vector of
the word itself (``subjects.embed_words``).

Each chat is held out in turn: a logistic regression (standardised, the cue columns then
weighed ``--cue-scale`` against the vector's, L2, ``C``) trained on the other chats'
examples chooses the held-out chat's names: with ``--threshold``, as the
product does (``subjects.Scorer.choose``: the first candidate over it, unless another is
``--margin`` likelier; one an earlier window of the chat took passed over for one no more
than ``--fresh`` less likely), else the candidate with the best chance. The table prints
per chat the share of named windows (and of distinct names) that name a subject, and how
many distinct names (the share counts distinct names: naming many windows by few words
scores higher): the most frequent
noun (the window's nouns counted, nothing else), the rules' first, and the model's choice;
and the examples read right (accuracy, F1 of "subject") by the model at 0.5 and by the
rules (their first called a subject, the rest not). ``--ablation`` adds the model on the
cues alone and on the vector alone. Below the table, per language, the distinct names
that are subjects when a name the labels lack is read by its labelled pieces
(``bench_understanding.by_pieces``: the labels were written over the analyzer's pieces, so
a compound named whole, 절임배추, is never labelled), those labelled no subject, and those
the labels judge at all, whole or by pieces (their coverage): a model that trades compounds
for labelled pieces and fillers scores more by the labels alone.
``--write-weights FILE`` trains on all of ``--sets`` and writes the product's
``subject_words.json`` (``subjects.load`` reads it). Judge sets are refused by name."""

from __future__ import annotations

import argparse
import dataclasses
import pickle
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_understanding import (
    CHAT,
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    JUDGE,
    LabelledSet,
    _slug,
    by_pieces,
    chat_zone,
    fillers_without,
    find_sets,
    topic_labels,
)
from bench.cli import described
from bench.trained_weights import column_weights, fit, write_model
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.domain.summaries.summarizer import (
    SummaryRequest,
    SummaryResult,
    names_window,
)
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.understanding import subjects
from groupchat_memory.llm import offline

C = 0.05  # the logistic regression's inverse L2 strength: strong, few chats
# the standardised cue columns' factor against the vector's 384 under the one L2 penalty
# (above 1, the penalty that keeps the vector's part small keeps the cues' less small)
CUE_SCALE = 1.0
GRID_C = (0.005, 0.02, 0.05, 0.2, 1.0)
GRID_T = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7)


# ------------------------------------------------------------------ the windows


class Recording(offline.OfflineSummarizer):
    """The offline summarizer, keeping each request it is asked to name a topic in (as
    the product asks it with the subject model on: with what was said before the window),
    and naming it by the rules alone."""

    def __init__(self, fillers: frozenset[str] | None = None) -> None:
        super().__init__(fillers)
        self.named: list[SummaryRequest] = []

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        if names_window(request.topic, request.topic_pending):
            self.named.append(request)
        return await super().summarize(dataclasses.replace(request, subject_words=False))


def windows(chat: LabelledSet) -> list[SummaryRequest]:
    """The windows the product names as it ingests ``chat`` (rules alone)."""
    recording = Recording(fillers_without(chat.name))
    with tempfile.TemporaryDirectory(prefix="subjects-") as tmp:
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        zone = chat_zone(chat)
        memory = dataclasses.replace(
            config.memory, tz=zone, semantic_recall=False, subject_words=True
        )
        config = dataclasses.replace(config, timezone=zone, memory=memory)

        async def run() -> None:
            clock = ReplayClock()
            async with writer_system(config, clock, summarizer=recording) as system:
                await ingest_lines(system, clock, CHAT, chat.lines, config.memory)

        anyio.run(run)
    return recording.named


# ------------------------------------------------------------------ the examples


@dataclass
class Example:
    """One candidate of one named window."""

    window: int
    word: str
    rank: int
    cues: list[float]
    label: int | None  # 1 subject, 0 not, None unlabelled
    # whether the word, chosen first, names the window in /목차 (``offline.names_window_by``):
    # a window whose choice does not is shown under its neighbour's name
    shows: bool = True


@dataclass
class Chat:
    name: str
    examples: list[Example]
    frequent: list[str]  # per window: its most frequent noun (the baseline)
    windows: int

    def x(self, vectors: dict[str, NDArray[np.float32]], kind: str) -> NDArray[np.float64]:
        rows = []
        for e in self.examples:
            v = vectors[e.word].astype(np.float64)
            c = np.asarray(e.cues, dtype=np.float64)
            rows.append(np.concatenate([v, c]) if kind == "both" else v if kind == "vector" else c)
        return np.stack(rows)

    unlabelled: int = -1  # what an unlabelled candidate trains as (-1: left out)

    @property
    def y(self) -> NDArray[np.int_]:
        return np.asarray(
            [e.label if e.label is not None else self.unlabelled for e in self.examples]
        )


def label_of(word: str, subject: frozenset[str], others: frozenset[str]) -> int | None:
    tag = _slug(word)
    return 1 if tag in subject else 0 if tag in others else None


def examples(chat: LabelledSet, requests: Sequence[SummaryRequest]) -> Chat:
    """The candidates of each named window, with the product's cues and the labels (the
    filler words ranked last those learned without the chat, ``fillers_without``)."""
    subject, others = topic_labels(chat.name)
    said_of_all = fillers_without(chat.name)
    out: list[Example] = []
    frequent: list[str] = []
    n = 0
    with morph.holding():
        for request in requests:
            sentences = offline._sentences(request.messages)
            said = offline._messages(sentences)
            decided = offline._decision_lines(sentences, said)
            stating = {s.index for s, _ in decided}
            people = offline.participants(request.messages)
            ranked = offline.key_topics(
                sentences,
                limit=subjects.CANDIDATES,
                people=[*people, *request.members],
                decided=stating,
                earlier=request.earlier,
                fillers=said_of_all,
            )
            if not ranked:
                continue
            counted = Counter(w for s in sentences if not s.bot for w in s.nouns)
            frequent.append(counted.most_common(1)[0][0] if counted else ranked[0])
            rows = offline.candidate_cues(sentences, ranked, stating, request.earlier)
            out.extend(
                Example(
                    n,
                    w,
                    k,
                    row,
                    label_of(w, subject, others),
                    offline.names_window_by(sentences, w, request.earlier, said_of_all),
                )
                for k, (w, row) in enumerate(zip(ranked, rows, strict=True))
            )
            n += 1
    return Chat(chat.name, out, frequent, n)


def vectors_of(words: set[str], cache: Path | None) -> dict[str, NDArray[np.float32]]:
    """The e5 vector of each word (as the product embeds it), kept in ``cache``."""
    kept: dict[str, NDArray[np.float32]] = {}
    path = cache / "word_vectors.pkl" if cache else None
    if path is not None and path.exists():
        kept = pickle.loads(path.read_bytes())
    new = sorted(words - set(kept))
    for at in range(0, len(new), 256):
        part = new[at : at + 256]
        kept.update(zip(part, subjects.embed_words(part), strict=True))
    if path is not None and new:
        path.write_bytes(pickle.dumps(kept))
    return kept


# ------------------------------------------------------------------ training


def _fit(
    chats: Sequence[Chat],
    vectors: dict[str, NDArray[np.float32]],
    kind: str,
    c: float,
    scale: float = CUE_SCALE,
) -> Any:
    """The model on ``chats``' labelled examples, the cue columns weighed ``scale``."""
    xs, ys = [], []
    for ch in chats:
        keep = ch.y >= 0
        xs.append(ch.x(vectors, kind)[keep])
        ys.append(ch.y[keep])
    x = np.concatenate(xs)
    cues = len(subjects.CUES) if kind == "both" else 0
    return fit(x, np.concatenate(ys), c, column_weights(x.shape[1], cues, scale))


@dataclass
class Fold:
    name: str
    windows: int
    frequent: float  # windows named by a subject: the most frequent noun
    rules: float  # ... the rules' first
    model: float  # ... the model's choice
    names: tuple[float, float, float]  # distinct names that are subjects, the same three
    # how many distinct names, the same three: the share above counts distinct names, so
    # naming many windows by few words scores higher; shown beside it
    distinct: tuple[int, int, int]
    examples: int  # labelled candidates
    rules_acc: float
    rules_f1: float
    model_acc: float
    model_f1: float
    # distinct names, the rules' and the model's, that are subjects when a name the labels
    # lack is read by its labelled pieces (``by_pieces``), and that are labelled no subject
    pieced: tuple[float, float] = (0.0, 0.0)
    fillers: tuple[float, float] = (0.0, 0.0)

    @property
    def judged(self) -> tuple[float, float]:
        """The distinct names the labels judge at all, whole or by pieces, the rules' and
        the model's (the rest are words the labels lack: they cover words said twice or more)."""
        return (self.pieced[0] + self.fillers[0], self.pieced[1] + self.fillers[1])


def _f1(guess: NDArray[np.int_], y: NDArray[np.int_]) -> float:
    tp = int(((guess == 1) & (y == 1)).sum())
    fp = int(((guess == 1) & (y == 0)).sum())
    fn = int(((guess == 0) & (y == 1)).sum())
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def picks(
    chat: Chat,
    p: NDArray[np.float64],
    t: float | None,
    margin: float = subjects.MARGIN,
    fresh: float = subjects.FRESH,
) -> tuple[list[str], list[str]]:
    """The names ``/목차`` shows, the rules' and the model's: per window, the rules' first
    and the model's choice: with ``t``, the first of the rules' candidates the model gives
    at least ``t`` and no less than ``margin`` below the best chance (none: the rules'
    first), one that names an earlier window passed over for another no more than
    ``fresh`` below it, as the product chooses (``subjects.first_likely``, the names
    before it ``named.names_before``); else the one it gives the best chance. A window
    whose first does not name it (``Example.shows``: said in passing, a filler) is left
    out, as ``/목차`` shows it under its neighbour's name and the next window is named as
    though it had no name."""
    ranked: dict[int, list[tuple[int, str, float, bool]]] = {}
    for e, chance in zip(chat.examples, p, strict=True):
        ranked.setdefault(e.window, []).append((e.rank, e.word, float(chance), e.shows))
    rules: list[str] = []
    chosen: list[str] = []
    for w in sorted(ranked):  # in the chat's order, each window knowing the names before it
        row = sorted(ranked[w])
        if row[0][3]:
            rules.append(row[0][1])
        if t is None:
            k = max(range(len(row)), key=lambda i: (row[i][2], -row[i][0]))
        else:
            taken = [_slug(r[1]) in {_slug(n) for n in chosen} for r in row]
            k = subjects.first_likely([r[2] for r in row], t, margin, taken, fresh)
        if row[k][3]:
            chosen.append(row[k][1])
    return rules, chosen


def chances(
    held: Chat,
    rest: Sequence[Chat],
    vectors: dict[str, NDArray[np.float32]],
    kind: str,
    c: float,
    scale: float = CUE_SCALE,
) -> NDArray[np.float64]:
    model = _fit(rest, vectors, kind, c, scale)
    p: NDArray[np.float64] = model.predict_proba(held.x(vectors, kind))[:, 1]
    return p


def fold(
    held: Chat,
    p: NDArray[np.float64],
    subject: frozenset[str],
    t: float | None,
    margin: float = subjects.MARGIN,
    others: frozenset[str] = frozenset(),
    fresh: float = subjects.FRESH,
) -> Fold:
    rules, chosen = picks(held, p, t, margin, fresh)
    frequent = held.frequent

    def share(names: Sequence[str]) -> float:
        return sum(_slug(n) in subject for n in names) / max(1, len(names))

    def read(name: str) -> bool | None:
        """Whether a name is a subject, one the labels lack by its labelled pieces."""
        tag = _slug(name)
        if tag in subject or tag in others:
            return tag in subject
        return by_pieces(tag, subject, others)

    def by(names: Sequence[str], want: bool) -> float:
        distinct = list(dict.fromkeys(names))
        return sum(read(n) is want for n in distinct) / max(1, len(distinct))

    y = held.y
    labelled = y >= 0
    rules_guess = np.asarray([int(e.rank == 0) for e in held.examples])[labelled]
    model_guess = (p >= (0.5 if t is None else t)).astype(int)[labelled]
    yl = y[labelled]
    return Fold(
        name=held.name,
        windows=held.windows,
        frequent=share(frequent),
        rules=share(rules),
        model=share(chosen),
        names=(
            share(list(dict.fromkeys(frequent))),
            share(list(dict.fromkeys(rules))),
            share(list(dict.fromkeys(chosen))),
        ),
        distinct=(len(set(frequent)), len(set(rules)), len(set(chosen))),
        pieced=(by(rules, True), by(chosen, True)),
        fillers=(by(rules, False), by(chosen, False)),
        examples=int(labelled.sum()),
        rules_acc=float((rules_guess == yl).mean()) if len(yl) else 0.0,
        rules_f1=_f1(rules_guess, yl),
        model_acc=float((model_guess == yl).mean()) if len(yl) else 0.0,
        model_f1=_f1(model_guess, yl),
    )


def table(folds: Sequence[Fold], title: str) -> None:
    print(f"\n== {title}")
    print(
        f"{'chat':<6}{'named':>6}  {'windows named by a subject':^26}  "
        f"{'distinct names':^20}  {'how many':^15}  {'examples':>8} {'rules acc/F1':>13}"
        f" {'model acc/F1':>13}"
    )
    print(
        f"{'':<6}{'':>6}  {'freq':>8}{'rules':>9}{'model':>9}  {'freq':>6}{'rules':>7}{'model':>7}"
        f"  {'freq':>5}{'rules':>6}{'model':>6}"
    )
    for f in folds:
        print(
            f"{f.name:<6}{f.windows:>6}  {f.frequent:>8.2f}{f.rules:>9.2f}{f.model:>9.2f}  "
            f"{f.names[0]:>6.2f}{f.names[1]:>7.2f}{f.names[2]:>7.2f}  "
            f"{f.distinct[0]:>5}{f.distinct[1]:>6}{f.distinct[2]:>6}  {f.examples:>8} "
            f"{f.rules_acc:>6.2f}/{f.rules_f1:.2f} {f.model_acc:>6.2f}/{f.model_f1:.2f}"
        )
    mean = statistics.fmean
    print(
        f"{'mean':<6}{'':>6}  {mean(f.frequent for f in folds):>8.2f}"
        f"{mean(f.rules for f in folds):>9.2f}{mean(f.model for f in folds):>9.2f}  "
        f"{mean(f.names[0] for f in folds):>6.2f}{mean(f.names[1] for f in folds):>7.2f}"
        f"{mean(f.names[2] for f in folds):>7.2f}  "
        f"{mean(f.distinct[0] for f in folds):>5.1f}{mean(f.distinct[1] for f in folds):>6.1f}"
        f"{mean(f.distinct[2] for f in folds):>6.1f}  {'':>8} "
        f"{mean(f.rules_acc for f in folds):>6.2f}/{mean(f.rules_f1 for f in folds):.2f} "
        f"{mean(f.model_acc for f in folds):>6.2f}/{mean(f.model_f1 for f in folds):.2f}"
    )
    better = sum(f.names[2] > f.names[1] + 1e-9 for f in folds)
    worse = sum(f.names[2] < f.names[1] - 1e-9 for f in folds)
    same = len(folds) - better - worse
    print(f"distinct names, model vs rules: better {better}, worse {worse}, same {same}")
    for lang in ("ko", "en"):
        some = [f for f in folds if f.name.startswith(lang)]
        if some:
            print(
                f"{lang}: names {mean(f.names[1] for f in some):.3f} ->"
                f" {mean(f.names[2] for f in some):.3f}; compounds by pieces"
                f" {mean(f.pieced[0] for f in some):.3f} -> {mean(f.pieced[1] for f in some):.3f};"
                f" labelled no subject {mean(f.fillers[0] for f in some):.3f} ->"
                f" {mean(f.fillers[1] for f in some):.3f}; judged at all (coverage)"
                f" {mean(f.judged[0] for f in some):.3f} -> {mean(f.judged[1] for f in some):.3f}"
            )
    print(
        f"all: compounds by pieces {mean(f.pieced[0] for f in folds):.3f} ->"
        f" {mean(f.pieced[1] for f in folds):.3f} (better"
        f" {sum(f.pieced[1] > f.pieced[0] + 1e-9 for f in folds)}, worse"
        f" {sum(f.pieced[1] < f.pieced[0] - 1e-9 for f in folds)}); labelled no subject"
        f" {mean(f.fillers[0] for f in folds):.3f} -> {mean(f.fillers[1] for f in folds):.3f};"
        f" judged at all (coverage) {mean(f.judged[0] for f in folds):.3f} ->"
        f" {mean(f.judged[1] for f in folds):.3f}"
    )


def brief(folds: Sequence[Fold], title: str) -> None:
    mean = statistics.fmean
    better = sum(f.names[2] > f.names[1] + 1e-9 for f in folds)
    worse = sum(f.names[2] < f.names[1] - 1e-9 for f in folds)
    late = [f for f in folds if f.name in ("ko8", "en8", "ko9", "en9", "ko6", "en6", "ko7", "en7")]
    print(
        f"{title:<40} windows {mean(f.model for f in folds):.3f} (rules"
        f" {mean(f.rules for f in folds):.3f})  names {mean(f.names[2] for f in folds):.3f}"
        f" (rules {mean(f.names[1] for f in folds):.3f}; how many"
        f" {mean(f.distinct[2] for f in folds):.1f}, rules"
        f" {mean(f.distinct[1] for f in folds):.1f})  better {better} worse {worse}"
        f"  ko6-8/en6-8 names {mean(f.names[2] for f in late) if late else 0:.3f}"
        f" (rules {mean(f.names[1] for f in late) if late else 0:.3f})"
        f"  by pieces {mean(f.pieced[1] for f in folds):.3f}"
        f" (rules {mean(f.pieced[0] for f in folds):.3f})"
        f"  labelled no subject {mean(f.fillers[1] for f in folds):.3f}"
    )


def write_weights(
    chats: Sequence[Chat],
    vectors: dict[str, NDArray[np.float32]],
    c: float,
    threshold: float,
    path: Path,
    scale: float = CUE_SCALE,
) -> None:
    """Train on every example of ``chats`` and write what ``subjects.load`` reads: one
    weight a feature with the standardisation folded in, the intercept, the sets."""
    model = _fit(chats, vectors, "both", c, scale)
    dim = len(next(iter(vectors.values())))
    fields = {
        "version": subjects.VERSION,
        "target": "subject words",
        "model": subjects.MODEL,
        "C": c,
        "cue scale": scale,
        "threshold": threshold,
        "unlabelled": "as no subject" if chats[0].unlabelled == 0 else "left out",
        "trained_on": [ch.name for ch in chats],
        "examples": int(sum(int((ch.y >= 0).sum()) for ch in chats)),
    }
    written = write_model(path, model, subjects.feature_names(dim), fields)
    sets = ", ".join(ch.name for ch in chats)
    print(f"wrote {path}: {written} weights, C {c:g}, trained on {sets}")


def cached_windows(chat: LabelledSet, cache: Path | None) -> list[SummaryRequest]:
    """``windows(chat)``, kept in ``cache`` (read from it when there)."""
    path = cache / f"windows-{chat.name}.pkl" if cache else None
    if path is not None and path.exists():
        found: list[SummaryRequest] = pickle.loads(path.read_bytes())
        return found
    requests = windows(chat)
    if path is not None:
        path.write_bytes(pickle.dumps(requests))
    return requests


def load_chats(sets: Sequence[LabelledSet], cache: Path | None) -> list[Chat]:
    out = []
    for chat in sets:
        out.append(examples(chat, cached_windows(chat, cache)))
        print(
            f"{chat.name}: {out[-1].windows} named windows, {len(out[-1].examples)} candidates",
            flush=True,
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="a folder keeping the windows and vectors")
    parser.add_argument("--c", type=float, default=C)
    parser.add_argument(
        "--cue-scale",
        type=float,
        default=CUE_SCALE,
        help="the cue columns' factor against the vector's under the one penalty",
    )
    parser.add_argument("--threshold", type=float, default=None)
    parser.add_argument(
        "--margin",
        type=float,
        default=subjects.MARGIN,
        help="pass over the first candidate over the threshold for one this much likelier"
        " (1: never)",
    )
    parser.add_argument(
        "--fresh",
        type=float,
        default=subjects.FRESH,
        help="pass over a name an earlier window took for one this much less likely (-1: never)",
    )
    parser.add_argument("--sweep", action="store_true", help="each C and threshold, means only")
    parser.add_argument("--ablation", action="store_true")
    parser.add_argument(
        "--unlabelled-as-not",
        action="store_true",
        help="train a candidate the labels lack as no subject (as the score counts it)",
    )
    parser.add_argument("--apply-to", default="", help="train on --sets, score these dev sets")
    parser.add_argument("--write-weights", type=Path)
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    applied = [s for s in args.apply_to.split(",") if s]
    refused = sorted(JUDGE & {*names, *applied})
    if refused:
        raise SystemExit(f"judge sets are never trained or scored here: {', '.join(refused)}")
    if args.cache:
        args.cache.mkdir(parents=True, exist_ok=True)
    dirs = [*DEFAULT_DIRS, HELD_OUT_DIR]
    chats = load_chats(find_sets(dirs, names), args.cache)
    others = load_chats(find_sets(dirs, applied), args.cache) if applied else []
    for ch in (*chats, *others) if args.unlabelled_as_not else ():
        ch.unlabelled = 0
    words = {e.word for ch in (*chats, *others) for e in ch.examples}
    vectors = vectors_of(words, args.cache)
    labels = {ch.name: topic_labels(ch.name) for ch in (*chats, *others)}
    kinds = ("both", "cues", "vector") if args.ablation else ("both",)
    m = args.margin
    thresholds: list[float | None] = [None, *GRID_T] if args.sweep else [args.threshold]
    for kind in kinds:
        for c in GRID_C if args.sweep else (args.c,):
            p = {
                held.name: chances(
                    held, [r for r in chats if r is not held], vectors, kind, c, args.cue_scale
                )
                for held in chats
            }
            for t in thresholds:
                folds = [
                    fold(
                        held,
                        p[held.name],
                        labels[held.name][0],
                        t,
                        m,
                        labels[held.name][1],
                        args.fresh,
                    )
                    for held in chats
                ]
                how = "best chance" if t is None else f"first over {t:g}"
                if args.sweep:
                    brief(folds, f"{kind}, C {c:g}, {how}")
                else:
                    table(folds, f"{kind}, C {c:g}, {how}, each chat left out")
            if others:
                for t in thresholds:
                    folds = [
                        fold(
                            o,
                            chances(o, chats, vectors, kind, c, args.cue_scale),
                            labels[o.name][0],
                            t,
                            m,
                            labels[o.name][1],
                            args.fresh,
                        )
                        for o in others
                    ]
                    table(folds, f"{kind}, C {c:g}, t {t}, trained on {','.join(names)}")
    if args.write_weights:
        if args.threshold is None:
            raise SystemExit("--write-weights needs --threshold")
        write_weights(chats, vectors, args.c, args.threshold, args.write_weights, args.cue_scale)


if __name__ == "__main__":
    main()
