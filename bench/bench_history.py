"""Benchmark of a chat with years of summaries: actor start-up, ``/목차``, ``/기억`` and
``/메모리`` with 10,000 summaries against 100 (issue 15).

    .venv/bin/python bench/bench_history.py [--counts 100,10000] [--repeat 5]

Each count gets a fresh data root: a log of six messages per summary window and that many
summary files with their index (``summary_index.jsonl``), written through the same code
the actor uses. Then, best of ``--repeat`` runs, in milliseconds, with the ratio of the
largest count to the smallest:

- ``actor start``: ``ChatState.load``, what an actor's start reads;
- ``/목차 p1``, ``/기억 rare p1``, ``/기억 common p1``: the first page the chat shows
  (``queries.toc_page``, ``queries.recall_page``), read backwards from the index's end;
- ``/메모리`` and ``/메모리 full``: the latest five, and one summary's full text by its
  range (``queries.summary_of``: the index names the file);
- ``toc (CLI)`` and ``/기억 rare (all)``: the whole index (the command line's ``toc``, and
  a keyword that matches once in the whole history, where a page has to read it all).

Baselines, in the same run: ``old: all files`` is what ``/목차`` and the full-text button
read before this change (every summary file); before issue 15's index file every command
read them all and the index was decoded whole from ``state.json`` at start.

Figures (10,000 summaries of about 900 bytes, load 4-5, best of 5), before -> after this
change: actor start 87.7 -> 59.2 ms; ``/목차`` in the chat 208.8 (every file) -> 0.4 ms;
``/기억`` common 102.2 -> 0.2 ms, rare 71.0 -> 15.8 ms; the full-text button 208.8 (every
file) -> 8.0 ms for a summary half-way back (0.1-0.2 ms for the latest five it offers).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.bot.views.formatting import toc_rows
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files, write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import (
    CitedItem,
    MessageRange,
    MessageRecord,
    SummaryRecord,
)

CHAT = -1001234567890
T0 = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
SETTINGS = MemorySettings()
TOPICS = ("배포", "회식", "예산", "디자인", "채용")


def build(root: DataRoot, count: int) -> None:
    """``count`` summaries of 6 messages each, 45 minutes apart, and their log."""
    records = []
    with (
        MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log,
        SummaryIndex(root.summary_index_path(CHAT)) as index,
    ):
        for i in range(count):
            when = T0 + timedelta(minutes=45 * i)
            first = i * 6 + 1
            records = [
                MessageRecord(
                    sender=f"user{k}",
                    text=f"메시지 {first + k}",
                    timestamp=(when + timedelta(seconds=k)).isoformat(),
                    chat_id=CHAT,
                    seq=first + k,
                )
                for k in range(6)
            ]
            log.append(records)
            topic = TOPICS[i % len(TOPICS)]
            word = "희귀어" if i == count // 2 else topic
            # as large as the offline summarizer's (about 900 bytes a line of the index)
            record = SummaryRecord(
                timestamp=(when + timedelta(minutes=31)).isoformat(),
                date=when.date().isoformat(),
                message_range=MessageRange(from_=first, to=first + 5),
                summary=f"{word} 이야기: {i}번째 묶음의 요약입니다.\n"
                + "\n".join(
                    f"{r.sender}: {r.text} 그래서 다음 주까지 정리해 보자" for r in records
                ),
                key_topics=[topic, "일정", "비용", "회의록", "금요일"],
                topic_tag=topic,
                action_items=[
                    CitedItem(text=f"user1: 회의록에 남겨 둘게 ({first + 1})", evidence=[first + 1])
                ],
                participants=sorted({r.sender for r in records}),
            )
            path = write_summary_file(
                root.summaries_dir(CHAT), date.fromisoformat(record.date), record
            )
            index.add(path.name, record)
        index.sync()


def best_ms(action: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def start(root: DataRoot) -> None:
    state = ChatState(CHAT, root, SETTINGS)
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        snapshot = state.load(log)
    state.close(snapshot.last_seq)


def measure(count: int, repeat: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        root = DataRoot(Path(tmp))
        build(root, count)
        start(root)  # the first start is the one that might migrate or reconcile
        middle = count // 2 * 6  # a summary in the middle of the history
        return {
            "actor start": best_ms(lambda: start(root), repeat),
            "/목차 p1": best_ms(lambda: queries.toc_page(root, CHAT, 1, 30), repeat),
            "/기억 common p1": best_ms(
                lambda: queries.recall_page(root, CHAT, "배포", 1, 5), repeat
            ),
            "/기억 rare p1": best_ms(
                lambda: queries.recall_page(root, CHAT, "희귀어", 1, 5), repeat
            ),
            "/메모리": best_ms(lambda: queries.latest_summaries(root, CHAT, 5), repeat),
            "/메모리 full": best_ms(
                lambda: queries.summary_of(root, CHAT, middle + 1, middle + 6), repeat
            ),
            "toc (CLI)": best_ms(lambda: toc_rows(queries.summary_entries(root, CHAT)), repeat),
            # what /목차 and the full-text button read before: every summary file
            "old: all files": best_ms(lambda: summary_files(root.summaries_dir(CHAT)), repeat),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--counts", default="100,10000", help="comma-separated summary counts")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="100 and 1,000 summaries, 2 runs")
    args = parser.parse_args()
    counts = [100, 1000] if args.quick else [int(c) for c in args.counts.split(",")]
    if args.quick:
        args.repeat = 2
    results = {count: measure(count, args.repeat) for count in counts}
    names = list(results[counts[0]])
    print("summaries | " + " | ".join(f"{n:>15}" for n in names) + "   (ms, best of runs)")
    for count in counts:
        print(f"{count:>9,} | " + " | ".join(f"{results[count][n]:>15.1f}" for n in names))
    if len(counts) > 1:
        low, high = results[counts[0]], results[counts[-1]]
        ratios = ", ".join(f"{n} {high[n] / max(low[n], 1e-6):.1f}x" for n in names)
        print(f"{counts[-1]:,} vs {counts[0]:,} summaries: {ratios}")


if __name__ == "__main__":
    main()
