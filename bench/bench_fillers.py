"""Does the measured list of fillers (``subjects.fillers``) make ``/목차``'s names
subjects more often? Each dev chat left out: its windows named by the rules with the
list learned from the other chats' topic labels, against the rules with no list.

    .venv/bin/python -m bench.bench_fillers [--sets ko,en,...] [--cache DIR]
        [--min-chats N] [--max-share S] [--sweep] [--write FILE]

The windows are those ``bench_subjects`` keeps (every window the product names, as it
ingests the chat; ``--cache`` shares its folder), each named by the rules' first noun
(``offline.key_topics``), as ``/목차`` shows it (``offline.names_window_by``: a window
whose first noun is a filler or said in passing is shown under its neighbour's name, and
left out). Per chat: the distinct names that are subjects by the chat's labels
(``bench_understanding.score_topics``' first figure; a name the labels lack counts as
none), with the list and without; then the pooled figure. ``--sweep`` prints the pooled
figure for each ``--min-chats`` and ``--max-share`` of a small grid. ``--write FILE`` learns
the list from all of ``--sets`` and writes the shipped ``filler_words.json``
(``subjects.FILLERS_RETRAIN``). Judge sets are refused by name.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_subjects import cached_windows
from bench.bench_understanding import (
    DEFAULT_DIRS,
    DEV,
    HELD_OUT_DIR,
    JUDGE,
    _slug,
    fillers_without,
    find_sets,
    topic_labels,
)
from bench.cli import described
from groupchat_memory.domain.summaries.summarizer import SummaryRequest
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.understanding import subjects
from groupchat_memory.llm import offline

GRID_MIN = (2, 3, 4, 5)
GRID_SHARE = (0.0, 0.15, 0.25, 0.35)


@dataclass
class Window:
    """A named window's sentences as the rules read them."""

    sentences: list[offline._Sentence]
    people: list[str]
    decided: set[int]
    earlier: tuple[str, ...]


def read_windows(requests: Sequence[SummaryRequest]) -> list[Window]:
    out = []
    with morph.holding():
        for request in requests:
            sentences = offline._sentences(request.messages)
            said = offline._messages(sentences)
            decided = {s.index for s, _ in offline._decision_lines(sentences, said)}
            people = [*offline.participants(request.messages), *request.members]
            out.append(Window(sentences, people, decided, request.earlier))
    return out


def names(chat: Sequence[Window], said_of_all: Collection[str]) -> list[str]:
    """Each window's name by the rules (its first noun), ``said_of_all`` ranked last; a
    window its first noun does not name in ``/목차`` (``offline.names_window_by``: a filler,
    a word said in passing) is shown under its neighbour's name and left out."""
    out = []
    for w in chat:
        ranked = offline.key_topics(
            w.sentences, 1, w.people, w.decided, w.earlier, fillers=said_of_all
        )
        if ranked and offline.names_window_by(w.sentences, ranked[0], w.earlier, said_of_all):
            out.append(_slug(ranked[0]))
    return out


def subjects_named(name: str, found: Sequence[str]) -> tuple[int, int]:
    """The distinct names that are subjects by ``name``'s labels, of the distinct names."""
    subject, _ = topic_labels(name)
    distinct = list(dict.fromkeys(found))
    return sum(n in subject for n in distinct), len(distinct)


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=",".join(DEV), help="comma list of dev set names")
    parser.add_argument("--cache", type=Path, help="a folder keeping the windows (bench_subjects')")
    parser.add_argument("--min-chats", type=int, default=subjects.FILLER_CHATS)
    parser.add_argument("--max-share", type=float, default=subjects.FILLER_SHARE)
    parser.add_argument("--sweep", action="store_true", help="the pooled figure over a grid")
    parser.add_argument("--show", action="store_true", help="each chat's names that changed")
    parser.add_argument("--write", type=Path, help="learn from all of --sets, write the list")
    args = parser.parse_args()
    sets = [s for s in args.sets.split(",") if s]
    refused = sorted(JUDGE & set(sets))
    if refused:
        raise SystemExit(f"judge sets are never learned from or scored here: {refused}")
    if args.write:
        labels = (topic_labels(n) for n in sets)
        learned = subjects.learn_fillers(labels, args.min_chats, args.max_share)
        args.write.write_text(
            json.dumps(
                {
                    "version": subjects.FILLERS_VERSION,
                    "target": "words chats' people call no subject",
                    "min chats": args.min_chats,
                    "max share": args.max_share,
                    "trained_on": sets,
                    "words": sorted(learned),
                },
                ensure_ascii=False,
                indent=1,
            )
            + "\n",
            "utf-8",
        )
        print(f"wrote {args.write}: {len(learned)} words, from {len(sets)} chats")
        return
    chats: dict[str, list[Window]] = {}
    for chat in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], sets):
        chats[chat.name] = read_windows(cached_windows(chat, args.cache))
    base = {n: subjects_named(n, names(w, frozenset())) for n, w in chats.items()}
    grid = (
        [(m, s) for m in GRID_MIN for s in GRID_SHARE]
        if args.sweep
        else [(args.min_chats, args.max_share)]
    )

    def pooled(figures: dict[str, tuple[int, int]]) -> str:
        a = sum(f[0] for f in figures.values())
        b = sum(f[1] for f in figures.values())
        return f"{a}/{b} {a / max(1, b):.3f}"

    print(f"no list: {pooled(base)}")
    for m, s in grid:
        got = {}
        for n, w in chats.items():
            found = names(w, fillers_without(n, sets, min_chats=m, max_share=s) or ())
            got[n] = subjects_named(n, found)
            if args.show and not args.sweep:
                before = set(names(w, frozenset()))
                print(
                    f"  {n}: {base[n][0]}/{base[n][1]} -> {got[n][0]}/{got[n][1]};"
                    f" out {sorted(before - set(found))} in {sorted(set(found) - before)}"
                )
        better = sum(got[n][0] / max(1, got[n][1]) > base[n][0] / max(1, base[n][1]) for n in got)
        worse = sum(got[n][0] / max(1, got[n][1]) < base[n][0] / max(1, base[n][1]) for n in got)
        print(
            f"min chats {m}, max share {s:g}, each chat left out: {pooled(got)}"
            f" (better {better}, worse {worse})"
        )


if __name__ == "__main__":
    main()
