"""Where ours' missed evidence falls in its own ranking: just past the budget, or deep.

Run: ``.venv/bin/python -m bench.recall_eval.places [--sets conv-42,written-ko]
[--budget 2000] [--cache FILE] [--understanding DIR] [--list]``. For every question of a
written, labelled or LoCoMo set (``evaluate``'s ``--sets`` names; ``--understanding``: the
folder of the labelled chats, ``bench/understanding_sets`` holds the held-out ones as
``ko2``/``ko3``: pass a folder whose ``ko`` is one of them), the reply context is built
as ``evaluate`` builds ours' (semantic recall on, the recent window and latest summaries
kept); each evidence message it lacks is looked up in the ranking recall gave that
context (``ranked_messages``, fused with meaning) and counted by its place: within the first
50, 100 or 200 candidates, deeper, or not ranked at all. Misses just past the cut ask
for more room or shorter lines; deep ones for a better ranking. Each miss is also counted
by its question's kind and by whose line it is: said by a person the question names
("own"), by someone else when the question names a person ("other's"), or the question
names nobody ("no name"): whether a person filter could still lift it. Beside them, how
many of the misses e5 over ``"sender: text"`` alone, filling the whole budget, holds
(where meaning alone wins), and its place for each in ``--list``. ``--kinds``
keeps only questions of those kinds (LoCoMo's ``multi-hop,open-domain``). ``--list``
prints each miss with its question. Prints figures only.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.cli import described
from bench.recall_eval import evaluate, locomo, understanding
from bench.recall_eval.evidence import head
from groupchat_memory.domain.queries import question_day, reply_context
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import RELEVANT_POOL, ranked_messages, speakers_of
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import name_terms
from groupchat_memory.store.paths import DataRoot

PLACES = ((50, "1-50"), (100, "51-100"), (200, "101-200"))
DEEP, ABSENT = "201+", "not ranked"
OWN, OTHERS, NO_NAME = "own", "other's", "no name"


def place_name(place: int | None) -> str:
    """The bucket of a 0-based place in the ranking (None: not in it)."""
    if place is None:
        return ABSENT
    return next((name for bound, name in PLACES if place < bound), DEEP)


def whose(sender: str, named: frozenset[str]) -> str:
    """Whose line a miss is: ``OWN`` when its sender is among the name terms the question
    names, ``OTHERS`` when it names someone else, ``NO_NAME`` when it names nobody."""
    if not named:
        return NO_NAME
    return OWN if name_terms([sender]) & named else OTHERS


def analyse(
    label: str,
    chat: evaluate._Chat,
    work: Path,
    budget: int,
    dense: evaluate.Dense,
    listing: bool,
    kinds: frozenset[str] = frozenset(),
    by_kind: Counter[tuple[str, str, str]] | None = None,
) -> Counter[str]:
    """The places of one set's missed evidence at ``budget`` (only questions of ``kinds``
    when given), each also counted in ``by_kind`` by (kind, whose line, place)."""
    root = DataRoot(work / label)
    latest, recent = evaluate.prepared(root, chat)
    by_seq = {m.seq: m for m in chat.messages}
    e5 = evaluate._Cosine(dense, chat.messages, "sender")
    counts: Counter[str] = Counter()
    e5_holds = 0
    with (
        RecallIndex(root, chat.chat_id) as index,
        evaluate._semantic(root, chat, index, dense) as near,
    ):
        speakers = speakers_of(index)
        for q in chat.questions:
            if kinds and q.kind not in kinds:
                continue
            question = Question.read(q.text, question_day(recent))
            ctx = reply_context(
                root, chat.chat_id, question, latest, recent, budget, index=index, semantic=near
            )
            held = {m.seq for m in ctx.messages}
            missed = [
                e for e in q.evidence if e not in held and head(by_seq[e].text) not in ctx.context
            ]
            if not missed:
                continue
            order = ranked_messages(
                index, question, hits=max(RELEVANT_POOL, budget // 16), semantic=near
            )
            place = {m.seq: i for i, m in enumerate(order)}
            named = name_terms(question.split(speakers.names)[1])
            alone = e5.ranked(q.text, False, by_seq)
            e5_place = {m.seq: i for i, m in reversed(list(enumerate(alone)))}
            e5_held = evaluate._fill(alone, budget)
            for seq in missed:
                counts[place_name(place.get(seq))] += 1
                e5_holds += seq in e5_held
                line = whose(by_seq[seq].sender, named)
                if by_kind is not None:
                    by_kind[(q.kind, line, place_name(place.get(seq)))] += 1
                if listing:
                    m = by_seq[seq]
                    e5_at = f"e5={e5_place.get(seq)}{' (held)' if seq in e5_held else ''}"
                    print(
                        f"[{label}] {q.kind:<10} place={place.get(seq)} {e5_at} {line} "
                        f"q={q.text[:90]!r}"
                    )
                    print(f"      {m.sender}: {m.text[:110]!r}")
    evidence = sum(len(q.evidence) for q in chat.questions if not kinds or q.kind in kinds)
    cells = ", ".join(f"{n} {counts[n]}" for _, n in PLACES) + f", {DEEP} {counts[DEEP]}"
    print(f"{label} @{budget}: {sum(counts.values())} of {evidence} evidence missed: "
          f"{cells}, {ABSENT} {counts[ABSENT]}; e5 alone holds {e5_holds} of them")  # fmt: skip
    return counts


def main() -> None:
    """Parse the options and place the chosen sets' misses."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default="written-ko,written-en,locomo")
    parser.add_argument("--budget", type=int, default=2000)
    parser.add_argument("--locomo", type=Path, default=locomo.DEFAULT_DIR)
    parser.add_argument("--cache", type=Path, help="the model's vectors kept between runs")
    parser.add_argument("--kinds", default="", help="only these question kinds (comma list)")
    parser.add_argument(
        "--understanding", type=Path, default=understanding.DEFAULT_DIR,
        help="folder of the labelled chats (understanding-ko, understanding-en)",
    )  # fmt: skip
    parser.add_argument("--list", action="store_true", help="print every miss")
    args = parser.parse_args()
    dense = evaluate.Dense(args.cache)
    kinds = frozenset(k for k in args.kinds.split(",") if k)
    total: Counter[str] = Counter()
    by_kind: Counter[tuple[str, str, str]] = Counter()
    with tempfile.TemporaryDirectory(prefix="recall-places-") as tmp:
        for name in args.sets.split(","):
            for label, chat, _ in evaluate._load(name, 0, args.locomo, args.understanding):
                total += analyse(
                    label, chat, Path(tmp), args.budget, dense, args.list, kinds, by_kind
                )
    cells = ", ".join(f"{n} {total[n]}" for _, n in PLACES)
    print(f"all @{args.budget}: {cells}, {DEEP} {total[DEEP]}, {ABSENT} {total[ABSENT]}")
    names = [n for _, n in PLACES] + [DEEP, ABSENT]
    print(f"{'kind, whose line':<26}" + "".join(n.rjust(11) for n in names))
    for kind, line in sorted({(k, w) for k, w, _ in by_kind}):
        row = "".join(str(by_kind[(kind, line, n)]).rjust(11) for n in names)
        print(f"{kind + ', ' + line:<26}{row}")


if __name__ == "__main__":
    main()
