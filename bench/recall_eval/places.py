"""Where ours' missed evidence falls in its own ranking: just past the budget, or deep.

Run: ``.venv/bin/python -m bench.recall_eval.places [--sets conv-42,written-ko]
[--budget 2000] [--cache FILE] [--list]``. For every question of a written or LoCoMo set
(``evaluate``'s ``--sets`` names), the reply context is built as ``evaluate`` builds
ours' (semantic recall on, the recent window and latest summaries kept); each evidence
message it lacks is looked up in the ranking recall gave that context
(``ranked_messages``, fused with meaning) and counted by its place: within the first
50, 100 or 200 candidates, deeper, or not ranked at all. Misses just past the cut ask
for more room or shorter lines; deep ones for a better ranking. ``--list`` prints each
miss with its question. Prints figures only.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.recall_eval import evaluate, locomo
from groupchat_memory.domain.queries import question_day, reply_context
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import RELEVANT_POOL, ranked_messages
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot

PLACES = ((50, "1-50"), (100, "51-100"), (200, "101-200"))
DEEP, ABSENT = "201+", "not ranked"


def place_name(place: int | None) -> str:
    """The bucket of a 0-based place in the ranking (None: not in it)."""
    if place is None:
        return ABSENT
    return next((name for bound, name in PLACES if place < bound), DEEP)


def analyse(
    label: str, chat: evaluate._Chat, work: Path, budget: int, dense: evaluate.Dense, listing: bool
) -> Counter[str]:
    """The places of one set's missed evidence at ``budget``."""
    root = DataRoot(work / label)
    latest, recent = evaluate.prepared(root, chat)
    by_seq = {m.seq: m for m in chat.messages}
    counts: Counter[str] = Counter()
    with (
        RecallIndex(root, chat.chat_id) as index,
        evaluate._semantic(root, chat, index, dense) as near,
    ):
        for q in chat.questions:
            question = Question.read(q.text, question_day(recent))
            ctx = reply_context(
                root, chat.chat_id, question, latest, recent, budget, index=index, semantic=near
            )
            held = {m.seq for m in ctx.messages}
            missed = [
                e
                for e in q.evidence
                if e not in held and evaluate._head(by_seq[e].text) not in ctx.context
            ]
            if not missed:
                continue
            order = ranked_messages(
                index, question, hits=max(RELEVANT_POOL, budget // 16), semantic=near
            )
            place = {m.seq: i for i, m in enumerate(order)}
            for seq in missed:
                counts[place_name(place.get(seq))] += 1
                if listing:
                    m = by_seq[seq]
                    print(f"[{label}] {q.kind:<10} place={place.get(seq)} q={q.text[:90]!r}")
                    print(f"      {m.sender}: {m.text[:110]!r}")
    evidence = sum(len(q.evidence) for q in chat.questions)
    cells = ", ".join(f"{n} {counts[n]}" for _, n in PLACES) + f", {DEEP} {counts[DEEP]}"
    print(f"{label} @{budget}: {sum(counts.values())} of {evidence} evidence missed: "
          f"{cells}, {ABSENT} {counts[ABSENT]}")  # fmt: skip
    return counts


def main() -> None:
    """Parse the options and place the chosen sets' misses."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--sets", default="written-ko,written-en,locomo")
    parser.add_argument("--budget", type=int, default=2000)
    parser.add_argument("--locomo", type=Path, default=locomo.DEFAULT_DIR)
    parser.add_argument("--cache", type=Path, help="the model's vectors kept between runs")
    parser.add_argument("--list", action="store_true", help="print every miss")
    args = parser.parse_args()
    dense = evaluate.Dense(args.cache)
    total: Counter[str] = Counter()
    with tempfile.TemporaryDirectory(prefix="recall-places-") as tmp:
        for name in args.sets.split(","):
            for label, chat, _ in evaluate._load(name, 0, args.locomo):
                total += analyse(label, chat, Path(tmp), args.budget, dense, args.list)
    cells = ", ".join(f"{n} {total[n]}" for _, n in PLACES)
    print(f"all @{args.budget}: {cells}, {DEEP} {total[DEEP]}, {ABSENT} {total[ABSENT]}")


if __name__ == "__main__":
    main()
