"""Why ``ours keywords`` misses evidence: one cause per missed evidence message, counted.

The contexts here are built without the meaning search (the keyword side alone, as
``evaluate``'s "ours keywords" row): the causes are the keyword ranking's. Where the
product's own contexts (meaning on) miss, and what meaning alone would hold, is
``bench.recall_eval.places``.

Run: ``.venv/bin/python -m bench.recall_eval.misses [--set en] [--seed 14] [--budgets 1000,2000]
[--list]``. For every question of a hard set and every budget, each evidence message the
reply context lacks gets the first cause that applies:

  no shared term      neither it nor the turn before/after it holds a query term (nor a
                      name the question mentions, nor a WordNet synonym when the
                      ``synonyms`` extra is installed): only meaning would find it
  only a neighbour    it holds no query term; the turn before or after it does, but that
                      turn did not lend it enough to be taken
  not in pool         it holds a query term but the ranking never yielded it
  cut by budget       ranked, but the relevant part of the budget was full before it
  window/summaries    ranked within what the whole budget would hold, but the recent
                      window and summaries took that room

with how many of them bm25+stem+nb (``evaluate``) found in parentheses, and beside it
whether it is a bot's message and how long it is against the set's median.
``--list`` prints every miss with the question and the evidence text.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.cli import described
from bench.recall_eval import hard
from bench.recall_eval.evaluate import _Bm25, _fill, _summaries
from groupchat_memory.domain.context import _line_tokens, message_line
from groupchat_memory.domain.queries import question_day, reply_context
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import ranked_messages, synonym_spellings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.synonyms import installed
from groupchat_memory.domain.text.terms import index_terms, name_terms
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

CAUSES = ("no shared term", "only a neighbour", "not in pool", "cut by budget", "window/summaries")


def _cause(
    seq: int,
    asked: set[str],
    by_seq: dict[int, MessageRecord],
    order: Sequence[MessageRecord],
    budget: int,
    relevant_used: int,
) -> tuple[str, int | None]:
    """The cause of one miss, and the evidence's place in the ranking (None: absent)."""
    place = next((i for i, m in enumerate(order) if m.seq == seq), None)
    own = set(index_terms(by_seq[seq].text)) & asked
    near = [by_seq[s] for s in (seq - 1, seq + 1) if s in by_seq]
    lent = any(set(index_terms(m.text)) & asked for m in near)
    if not own and not lent:
        return "no shared term", place
    if place is None:
        return ("not in pool" if own else "only a neighbour"), place
    before = sum(_line_tokens(message_line(m)) for m in order[:place])
    if before + _line_tokens(message_line(by_seq[seq])) <= budget and before >= relevant_used:
        return "window/summaries", place
    return ("cut by budget" if own else "only a neighbour"), place


def analyse(chat: hard.HardChat, work: Path, budgets: Sequence[int], listing: bool) -> None:
    """Print the cause table (and with ``listing`` every miss) of one set."""
    root = DataRoot(work / chat.language)
    with MessageLog(root.log_dir(chat.chat_id), hard.TZ) as log:
        log.append(chat.messages)
    anyio.run(_summaries, root, chat.chat_id, chat.messages)
    latest = [r for _, r in summary_files(root.summaries_dir(chat.chat_id))][-3:]
    recent = chat.messages[-50:]
    by_seq = {m.seq: m for m in chat.messages}
    median = statistics.median(len(m.text) for m in chat.messages)
    counts: Counter[tuple[int, str]] = Counter()
    peer_found: Counter[tuple[int, str]] = Counter()
    stemmed = _Bm25(chat.messages, index_terms)
    kinds: Counter[tuple[int, str, str]] = Counter()
    with RecallIndex(root, chat.chat_id) as index:
        index.catch_up()
        names = name_terms(index.speakers())
        for q in chat.questions:
            question = Question.read(q.text, question_day(recent))
            terms, mentioned = question.split(names)
            asked = set(terms) | set(mentioned)
            # with the synonyms extra, a synonym's index term counts as the question's
            for others in synonym_spellings(installed(), question, terms).values():
                asked.update(others)
            order = list(
                ranked_messages(index, question, exclude_seqs={m.seq for m in recent}, hits=4000)
            )
            peer_order = stemmed.ranked(q.text, neighbours=True)
            for budget in budgets:
                peer = _fill(peer_order, budget)
                ctx = reply_context(
                    root, chat.chat_id, question, latest, recent, budget, index=index
                )
                got = {m.seq for m in ctx.messages}
                window = {m.seq for m in recent}
                relevant_used = sum(
                    _line_tokens(message_line(m)) for m in ctx.messages if m.seq not in window
                )
                for seq in q.evidence:
                    if seq in got:
                        continue
                    cause, place = _cause(seq, asked, by_seq, order, budget, relevant_used)
                    counts[(budget, cause)] += 1
                    peer_found[(budget, cause)] += seq in peer
                    kinds[(budget, q.kind, cause)] += 1
                    if listing:
                        m = by_seq[seq]
                        size = len(m.text) / median
                        print(
                            f"[{budget}] {q.kind:<9} {cause:<17} rank={place} bot={m.is_bot} "
                            f"len={size:.1f}x q={q.text!r} terms={sorted(asked)}\n"
                            f"      ev={m.text[:110]!r}"
                        )
    evidence = sum(len(q.evidence) for q in chat.questions)
    print(f"== {chat.language}: {len(chat.questions)} questions, {evidence} evidence messages")
    print(f"{'missed evidence':<18}" + "".join(f"{b // 1000}k".rjust(8) for b in budgets))
    for cause in CAUSES:
        print(
            f"{cause:<18}"
            + "".join(f"{counts[(b, cause)]:4d} ({peer_found[(b, cause)]:2d})" for b in budgets)
        )
    print(f"{'total':<18}" + "".join(f"{sum(counts[(b, c)] for c in CAUSES):8d}" for b in budgets))
    for budget in budgets:
        print(f"by kind at {budget // 1000}k: " + ", ".join(
            f"{k}/{c}={n}" for (b, k, c), n in sorted(kinds.items()) if b == budget
        ))  # fmt: skip


def main() -> None:
    """Parse the options and analyse the chosen sets in a temp folder."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--set", default="en", help="ko or en")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--budgets", default="1000,2000")
    parser.add_argument("--list", action="store_true", help="print every miss")
    args = parser.parse_args()
    budgets = [int(b) for b in args.budgets.split(",")]
    with tempfile.TemporaryDirectory(prefix="recall-misses-") as tmp:
        analyse(hard.generate(args.set, args.seed), Path(tmp), budgets, args.list)


if __name__ == "__main__":
    main()
