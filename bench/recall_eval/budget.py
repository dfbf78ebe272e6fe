"""Where a reply context's tokens go, and how much of the evidence each part holds.

Run: ``.venv/bin/python -m bench.recall_eval.budget [--sets written-ko,ko5,conv-30]
[--budgets 2000,4000] [--cache FILE] [--variants filled,ours,...] [--no-e5]``. Prints
figures only. For every question of each set (asked at the end of the chat, as
``evaluate`` asks it), ours (``queries.reply_context``) is built at each budget for each
variant (``VARIANTS``: filled, the shipped stop, the knee at other multiples, a smaller
budget, and scratch trials of shorter lines), and its text split into
its parts: the plan (``[현재 계획]``), the summaries, recall's section (``[관련된 이전
대화]``) and the recent window (``[최근 대화]``). Per part: the tokens it took (mean over
the questions) and the share of the evidence found in it, and of that the share found
nowhere else (what the part alone buys). Per variant: evidence recall (``evaluate``'s
rule: a message among the context's, or its first 60 characters in its text), found
whole, answer terms, and the tokens used, mean and p90; beside them e5 over
``"sender: text"`` filling the budget (``E5``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.cli import described
from bench.recall_eval import evaluate as ev
from bench.recall_eval.evidence import evidence_found, evidence_whole, head
from groupchat_memory.domain import context as context_module
from groupchat_memory.domain import queries as queries_module
from groupchat_memory.domain.context import (
    RECENT_HEADER,
    RELATED_HEADER,
    SUMMARY_HEADER,
    _line_tokens,
    message_line,
)
from groupchat_memory.domain.current_plan import PLAN_HEADER
from groupchat_memory.domain.queries import question_day, reply_context
from groupchat_memory.domain.recall import relevant as relevant_module
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import FORUM_EVIDENCE, STOP_KNEE, Evident
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import index_terms
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

# variant -> the keyword arguments ``reply_context`` is given for it; ``_share``: the
# context built at that share of the budget instead, filled (a smaller budget for every
# question, the line a stop has to beat); ``_patch``: constants of ``domain.context`` (or,
# when it has none of the name, of ``domain.queries``, else of ``recall.relevant``) set
# for the variant only (a scratch trial)
VARIANTS: dict[str, dict[str, Any]] = {
    "filled": {"stop_knee": None},
    "ours": {"stop_knee": STOP_KNEE},
    "knee x6": {"stop_knee": 6.0},
    "knee x5": {"stop_knee": 5.0},
    "knee x4": {"stop_knee": 4.0},
    "knee x3": {"stop_knee": 3.0},
    "budget x0.6": {"stop_knee": None, "_share": 0.6},
    "cap30 x8": {"stop_knee": STOP_KNEE, "_patch": {"RELATED_LINE_SHARE": 0.0}},
    "stubs budget x0.6": {
        "stop_knee": None,
        "_share": 0.6,
        "_patch": {"RELATED_LINE_SHARE": 0.0, "RELATED_LINE_FLOOR": 12},
    },
    # the stop without the turns around the best lines that follow it
    "ours alone": {"stop_knee": STOP_KNEE, "_patch": {"STOPPED_HITS": 0}},
    "knee x8 alone": {"stop_knee": 8.0, "_patch": {"STOPPED_HITS": 0}},
    "cap18 x4": {"stop_knee": 4.0, "_patch": {"RELATED_LINE_SHARE": 0.0, "RELATED_LINE_FLOOR": 18}},
    # only lines with evidence of relevance (``ranked_messages(evident=)``): the forum's
    # floor, and a looser one
    "evident 2/.5": {"stop_knee": STOP_KNEE, "evident": FORUM_EVIDENCE},
    "evident 1.5/.4": {"stop_knee": STOP_KNEE, "evident": Evident(1.5, 0.4)},
    # every question's best lines followed by the turns that settled them, one about a
    # person's too
    "restating": {"stop_knee": STOP_KNEE, "restating": True},
    # the last twenty lines at their quarter of the budget for every question, one about
    # the past too (``queries.PAST_HITS``)
    "window whole": {"stop_knee": STOP_KNEE, "_patch": {"PAST_HITS": 0}},
}
# where a variant's ``_patch`` names are looked up, in this order (the last by default)
_PATCHED = (context_module, queries_module, relevant_module)
# the variants measured unless others are named
SHOWN = ("filled", "ours", "knee x6", "knee x4", "knee x3", "budget x0.6")
# the baseline beside ours: e5 over ``"sender: text"``, best first until the budget is full
E5 = "e5 sender:text"
PARTS = ("plan", "summaries", "related", "recent")
_HEADERS = {SUMMARY_HEADER: "summaries", RELATED_HEADER: "related", RECENT_HEADER: "recent"}


def parts_of(context: str) -> dict[str, str]:
    """A context's text split into its parts (``PARTS``), each part's lines joined."""
    lines: dict[str, list[str]] = {p: [] for p in PARTS}
    part = "plan" if context.startswith(PLAN_HEADER) else "summaries"
    for line in context.split("\n"):
        part = _HEADERS.get(line, part)
        lines[part].append(line)
    return {p: "\n".join(ls) for p, ls in lines.items()}


def _tokens(text: str) -> int:
    return sum(_line_tokens(line) for line in text.split("\n")) if text else 0


def _where(
    evidence: Sequence[int],
    messages: Sequence[MessageRecord],
    parts: Mapping[str, str],
    by_seq: Mapping[int, MessageRecord],
) -> dict[int, set[str]]:
    """Each evidence message the context holds -> the parts that hold it (by its first 60
    characters, or its line's start for a line shown shortened)."""
    held = {m.seq for m in messages}
    out: dict[int, set[str]] = {}
    for seq in evidence:
        first = head(by_seq[seq].text)
        start = message_line(by_seq[seq])[:24]
        found = {p for p, text in parts.items() if first in text or (seq in held and start in text)}
        if not found and seq in held:
            found = {"related"}  # shown as its gist: only recall's section shortens so
        if found:
            out[seq] = found
    return out


@dataclass
class Tally:
    """One variant's figures at one budget, over a set's questions."""

    pooled: bool
    found: list[float] = field(default_factory=list)  # [found, asked] or per-question shares
    whole: list[float] = field(default_factory=list)
    answered: list[float] = field(default_factory=list)
    used: list[int] = field(default_factory=list)
    part_tokens: dict[str, list[int]] = field(default_factory=lambda: {p: [] for p in PARTS})
    part_found: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))
    part_only: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))
    evidence: int = 0

    def add(self, found: int, whole: int, asked: int) -> None:
        """One question's evidence: pooled turns (LoCoMo) or the question's share."""
        for table, n in ((self.found, found), (self.whole, whole)):
            if self.pooled:
                if not table:
                    table.extend([0.0, 0.0])
                table[0] += n
                table[1] += asked
            elif asked:
                table.append(n / asked)

    def figure(self, table: list[float]) -> float:
        if self.pooled:
            return table[0] / table[1] if table and table[1] else float("nan")
        return statistics.fmean(table) if table else float("nan")


def p90(values: Sequence[int]) -> float:
    """The 90th centile of ``values``."""
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]) if ordered else 0.0


def measure(
    name: str,
    chat: Any,
    pooled: bool,
    work: Path,
    budgets: Sequence[int],
    variants: Mapping[str, Mapping[str, Any]],
    dense: ev.Dense,
    baseline: bool = True,
) -> dict[tuple[str, int], Tally]:
    """Every question of one set at each budget and variant (and ``E5`` with
    ``baseline``), tallied."""
    root = DataRoot(work / name)
    latest, recent = ev.prepared(root, chat)
    by_seq = {m.seq: m for m in chat.messages}
    e5 = ev._Cosine(dense, chat.messages, "sender") if baseline else None
    names = [*variants, *([E5] if baseline else [])]
    tallies = {(v, b): Tally(pooled) for v in names for b in budgets}
    with RecallIndex(root, chat.chat_id) as index, ev._semantic(root, chat, index, dense) as near:
        index.catch_up()
        for q in chat.questions:
            question = Question.read(q.text, question_day(recent))
            wanted = set(index_terms(q.answer))
            for budget in budgets:
                if e5 is not None:
                    seqs = ev._fill(e5.ranked(q.text, False, by_seq), budget)
                    text = "\n".join(message_line(by_seq[s]) for s in sorted(seqs))
                    tally = tallies[(E5, budget)]
                    tally.add(
                        evidence_found(q.evidence, seqs, text, by_seq),
                        evidence_whole(q.evidence, text, by_seq),
                        len(q.evidence),
                    )
                    tally.used.append(sum(ev._cost(by_seq[s]) for s in seqs))
                    if wanted:
                        have = set().union(*(index_terms(message_line(by_seq[s])) for s in seqs))
                        tally.answered.append(len(wanted & have) / len(wanted))
                for variant, given in variants.items():
                    kwargs = {k: v for k, v in given.items() if not k.startswith("_")}
                    room = int(budget * given.get("_share", 1.0))
                    patch = given.get("_patch", {})
                    modules = {
                        k: next(m for m in _PATCHED if hasattr(m, k) or m is relevant_module)
                        for k in patch
                    }
                    saved = {k: getattr(modules[k], k) for k in patch}
                    for k, v in patch.items():
                        setattr(modules[k], k, v)
                    try:
                        ctx = reply_context(root, chat.chat_id, question, latest, recent, room,
                                            index=index, semantic=near, **kwargs)  # fmt: skip
                    finally:
                        for k, v in saved.items():
                            setattr(modules[k], k, v)
                    tally = tallies[(variant, budget)]
                    seqs = {m.seq for m in ctx.messages}
                    n = evidence_found(q.evidence, seqs, ctx.context, by_seq)
                    w = evidence_whole(q.evidence, ctx.context, by_seq)
                    tally.add(n, w, len(q.evidence))
                    tally.used.append(ctx.tokens)
                    if wanted:
                        have = set(index_terms(ctx.context))
                        tally.answered.append(len(wanted & have) / len(wanted))
                    parts = parts_of(ctx.context)
                    for part, text in parts.items():
                        tally.part_tokens[part].append(_tokens(text))
                    tally.evidence += len(q.evidence)
                    for where in _where(q.evidence, ctx.messages, parts, by_seq).values():
                        for part in where:
                            tally.part_found[part] += 1
                        if len(where) == 1:
                            tally.part_only[next(iter(where))] += 1
    return tallies


def report(name: str, tallies: Mapping[tuple[str, int], Tally]) -> None:
    """One set's table: per variant and budget, recall and tokens, then the parts."""
    print(f"== {name}")
    print(f"{'variant @budget':<22}{'recall':>8}{'whole':>8}{'terms':>8}{'mean':>8}{'p90':>8}"
          + "".join(f"{p + ' tok/found/only':>26}" for p in PARTS))  # fmt: skip
    for (variant, budget), t in tallies.items():
        share = max(1, t.evidence)
        cells = "".join(
            f"{statistics.fmean(t.part_tokens[p]) if t.part_tokens[p] else 0:>10.0f}"
            f"{t.part_found[p] / share:>8.3f}{t.part_only[p] / share:>8.3f}"
            for p in PARTS
        )
        terms = statistics.fmean(t.answered) if t.answered else float("nan")
        label = f"{variant} @{budget}"
        print(f"{label:<22}{t.figure(t.found):>8.3f}{t.figure(t.whole):>8.3f}{terms:>8.3f}"
              f"{statistics.fmean(t.used):>8.0f}{p90(t.used):>8.0f}{cells}")  # fmt: skip
    print(flush=True)


def _dumped(tallies: Mapping[tuple[str, int], Tally]) -> dict[str, dict[str, Any]]:
    """Each variant and budget's per-question figures (or pooled counts), for pooling
    sets after the run."""
    return {
        f"{variant} @{budget}": {"pooled": t.pooled, "found": t.found, "used": t.used}
        for (variant, budget), t in tallies.items()
    }


def main() -> None:
    """Parse the options and measure the chosen sets one after another in temp folders."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default="written-en,written-ko", help="evaluate's set names")
    parser.add_argument("--budgets", default="2000,4000", help="comma list of budgets")
    parser.add_argument("--variants", default=",".join(SHOWN), help="of " + ",".join(VARIANTS))
    parser.add_argument("--cache", type=Path, help="keep the model's vectors in this file")
    parser.add_argument("--no-e5", action="store_true", help="no e5 baseline")
    parser.add_argument(
        "--json", type=Path, help="append each set's per-question figures here (one line a set)"
    )
    ev.set_options(parser)
    args = parser.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    variants = {v: VARIANTS[v] for v in args.variants.split(",")}
    dense = ev.Dense(args.cache)
    for set_name in args.sets.split(","):
        for label, chat, pooled in ev._load(set_name, args.seed, args.locomo, args.understanding):
            with tempfile.TemporaryDirectory(prefix="recall-budget-") as tmp:
                found = measure(
                    label, chat, pooled, Path(tmp), budgets, variants, dense, not args.no_e5
                )
                report(label, found)
                if args.json is not None:
                    with args.json.open("a", encoding="utf-8") as out:
                        out.write(json.dumps({"set": label, "figures": _dumped(found)}) + "\n")


if __name__ == "__main__":
    main()
