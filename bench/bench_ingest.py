"""Benchmark of replays: ``ingest`` of a group's rhythm (a pause every 6 messages) vs none.

    .venv/bin/python bench/bench_ingest.py [--sizes 1000,10000,50000] [--repeat 3] [--profile 6000]
        [--backlog 50000 [--backlog-limit N]]

Each size is ingested twice into a fresh data root with the offline summarizer, through
the same path as ``groupchat-memory ingest`` (writer lock, actor system, replay clock):
"paused" pauses 45 minutes after every 6 messages (a silence summary every 6 messages,
as the 30-minute rule says), "steady" sends one message a minute (a summary every 50).
Printed: messages per second, summaries written, how the time grows with the history
(issue 15's goals: 4x history within 4.4x time, paused within 3x of steady) and, with
``--profile N``, where a paused ingest of N messages spends its time (cProfile).
``--backlog N`` (issue 24: 50,000 still under a minute to durable and summarized, the
embedding backlog after it reported with its time): a paused ingest of N with semantic
recall on (the default; a replay leaves the embedding to the service's start or
``embed``), beside one that embeds in the background during the replay (as before issue
24); then the backlog drained by ``groupchat-memory embed``'s function (``embed_chat``)
and, beside it, by the background task's batches (``ReplyContexts.embed_some``,
``EMBED_BATCH`` a call); ``--backlog-limit M`` drains M each way, projecting the rest.

Baseline (issue 15, before any of its fixes): paused 1,500 in 3.6 s (419 msg/s), 6,000
in 27.7 s (217 msg/s), 50,000 in 47 min 51 s (17 msg/s).
Before the index file (same machine): 1k paused 10.9 s / steady 1.1 s, 10k paused 362 s /
steady 23.5 s. After it (issue 15): 1k paused 0.5 s / steady 0.2 s, 10k 6.2 s / 1.6 s,
50k 33.0 s (1,515 msg/s, 8,334 summaries) / 10.0 s.
Batched durability of replays (summary files fsynced together at the batch's commit), on
a machine shared with other benchmarks (load 4-6, figures vary 3x run to run; base and
after alternated, best of 2): 10k paused 15.4 s -> 6.0 s, 50k paused 55.3 s -> 35.2 s;
``--profile 10000``: ``write_summary_file`` 3.21 -> 0.38-0.44 ms a call, fsyncs 5,111 ->
3,471. What is left of the paused/steady gap is mostly the log's fsync per 6-message burst
(``MessageLog.append`` about 1 ms, 1,667 calls paused vs 200 steady) and the actor's
round trips per summary.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import dataclasses
import io
import itertools
import json
import os
import pstats
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.bot.importers.progress import count_files, replay_memory
from groupchat_memory.llm.offline import OfflineSummarizer

CHAT = -1001234567890
T0 = datetime(2025, 1, 1, 9, 0, tzinfo=UTC)
SENDERS = ["민준", "서연", "지현", "도윤"]
TEXTS = [
    "오늘 배포 일정은 금요일 오후로 잡을까요?",
    "파이어베이스 요금제가 바뀌어서 비용 검토가 필요해",
    "그건 좋은 생각이야, 회의록에 남겨 둘게",
    "I think we should benchmark the summarizer before release",
    "회비는 다음 주까지 모아서 보내줘",
    "숙소 후보 세 곳 비교표 만들었어",
]


def lines(count: int, *, paused: bool) -> list[str]:
    """``count`` ingest lines: 6-message bursts 45 minutes apart, or one a minute."""
    out = []
    for i in range(count):
        minutes = (i // 6) * 45 + i % 6 if paused else i
        when = T0 + timedelta(minutes=minutes)
        row = {
            "sender": SENDERS[i % len(SENDERS)],
            "text": f"{TEXTS[i % len(TEXTS)]} ({i})",
            "timestamp": when.isoformat(),
            "message_id": i + 1,
        }
        out.append(json.dumps(row, ensure_ascii=False))
    return out


def ingest(count: int, *, paused: bool) -> tuple[float, int]:
    """Seconds to ingest ``count`` messages into a fresh data root, and summaries written."""
    with tempfile.TemporaryDirectory() as tmp:
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        return _ingest_into(config, lines(count, paused=paused))


class _Enough(Exception):
    """Stops ``embed_chat`` once the bench has timed enough of the backlog."""


def backlog(count: int, limit: int | None) -> None:
    """Time to durable and summarized for a paused ingest of ``count`` messages, then the
    embedding backlog drained two ways (``limit`` messages each, the rest projected)."""
    from groupchat_memory.actors.reply_context import EMBED_BATCH, ReplyContexts
    from groupchat_memory.domain.recall.embedder import shared_embedder
    from groupchat_memory.domain.recall.index import RecallIndex
    from groupchat_memory.domain.recall.semantic import SemanticRecall, embed_chat

    source = lines(count, paused=True)
    with tempfile.TemporaryDirectory() as tmp:  # the peer: embedding during the replay
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        before, _ = _ingest_into(config, source, embed_while_replaying=True)
    print(
        f"ingest of {count:,} messages (paused), embedding in the background during it (as"
        f" before issue 24): durable and summarized in {before:.1f} s ({count / before:,.0f}"
        f" msg/s; load average {os.getloadavg()[0]:.1f})",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        config = load_config(None, data_dir_override=Path(tmp), environ={})
        assert config.memory.semantic_recall
        elapsed, summaries = _ingest_into(config, source)
        root = config.root
        with RecallIndex(root, CHAT) as index:
            index.catch_up()
            near = SemanticRecall(root, CHAT, shared_embedder())
            try:
                near.catch_up(index, limit=0)  # takes in the vectors the ingest made
                left = near.pending(index)
            finally:
                near.close()
        print(
            f"ingest of {count:,} messages (paused, semantic recall on): durable and summarized"
            f" in {elapsed:.1f} s ({count / elapsed:,.0f} msg/s, {summaries:,} summaries;"
            f" goal < 60 s); embedding backlog after it: {left:,} messages",
            flush=True,
        )
        share = left if limit is None else min(left, limit)
        contexts = ReplyContexts(root, CHAT, semantic=True)
        started, done = time.perf_counter(), 0
        while done < share and (took := contexts.embed_some()[0]):
            done += took
        background = time.perf_counter() - started
        contexts.close()
        rows: list[tuple[str, int, float]] = [
            (f"background task ({EMBED_BATCH} a batch)", done, background)
        ]
        started, marks = time.perf_counter(), [0]

        def progress(embedded: int, _left: int) -> None:
            marks[0] = embedded
            if embedded >= share:
                raise _Enough

        with contextlib.suppress(_Enough):
            embed_chat(root, CHAT, progress)
        cli = time.perf_counter() - started
        rows.append(("groupchat-memory embed (256 a batch)", marks[0], cli))
        for label, embedded, seconds in rows:
            rate = embedded / seconds if seconds else 0.0
            whole = f", the whole backlog {left / rate / 60:,.1f} min at this rate" if rate else ""
            print(
                f"  {label:38} {embedded:6,} embedded in {seconds:7.1f} s: {rate:5.1f} msg/s"
                f"{whole} (load average {os.getloadavg()[0]:.1f})",
                flush=True,
            )


def _ingest_into(
    config: Config, source: list[str], *, embed_while_replaying: bool = False
) -> tuple[float, int]:
    """Seconds to ingest ``source`` into ``config``'s data root, and summaries written;
    ``embed_while_replaying``: the chat embeds in the background as it did before issue
    24 (a system of its own on the replay's settings, a fresh root needs no lock)."""

    async def go() -> None:
        clock = ReplayClock(datetime.now(UTC))
        system: contextlib.AbstractAsyncContextManager[ActorSystem]
        if embed_while_replaying:
            memory = dataclasses.replace(replay_memory(config.memory), semantic_recall=True)
            system = ActorSystem(
                config.root, memory, OfflineSummarizer(), clock, tick_interval_s=None
            )
        else:
            system = writer_system(config, clock, summarizer=OfflineSummarizer())
        async with system as running:
            tally = await ingest_lines(running, clock, CHAT, source, config.memory)
        assert tally.recorded == len(source), tally.report()

    started = time.perf_counter()
    anyio.run(go)
    elapsed = time.perf_counter() - started
    return elapsed, count_files(config.root.summaries_dir(CHAT))


def best(count: int, *, paused: bool, repeat: int) -> tuple[float, int]:
    """``ingest`` run ``repeat`` times: the fastest time, and the summaries written."""
    runs = [ingest(count, paused=paused) for _ in range(max(1, repeat))]
    return min(runs)


class Timers:
    """Wall time spent inside chosen functions, whatever thread runs them.

    cProfile sees only the event loop's thread, where a replay mostly waits; the file
    work (state saves, fsyncs, summary files, the recall index) runs in worker threads.
    """

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self._undo: list[tuple[object, str, object]] = []

    def wrap(self, owner: object, name: str, label: str | None = None) -> None:
        """Time ``owner.name`` from now on (until ``restore``)."""
        original = getattr(owner, name)
        key = label or name

        def timed(*args: object, **kwargs: object) -> object:
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[key] = self.seconds.get(key, 0.0) + time.perf_counter() - started
                self.calls[key] = self.calls.get(key, 0) + 1

        self._undo.append((owner, name, original))
        setattr(owner, name, timed)

    def restore(self) -> None:
        for owner, name, original in reversed(self._undo):
            setattr(owner, name, original)
        self._undo.clear()


def profile(count: int, top: int = 15) -> None:
    """Where a paused ingest of ``count`` messages spends its time."""
    from groupchat_memory.actors import scheduler
    from groupchat_memory.actors.state import chat_state, persisted
    from groupchat_memory.domain.recall.index import RecallIndex
    from groupchat_memory.domain.summaries.index import SummaryIndex
    from groupchat_memory.store.log import MessageLog

    timers = Timers()
    for module in (chat_state, persisted):
        if hasattr(module, "save_state"):
            timers.wrap(module, "save_state")
    timers.wrap(scheduler, "write_summary_file")
    timers.wrap(MessageLog, "append", "MessageLog.append")
    timers.wrap(RecallIndex, "catch_up", "RecallIndex.catch_up")
    timers.wrap(SummaryIndex, "add", "SummaryIndex.add")
    timers.wrap(chat_state.ChatState, "load", "ChatState.load")
    timers.wrap(os, "fsync", "os.fsync (inside the above)")
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        elapsed, summaries = ingest(count, paused=True)
    finally:
        profiler.disable()
        timers.restore()
    print(
        f"\nprofile: paused ingest of {count:,} messages, {summaries:,} summaries, "
        f"{elapsed:.1f} s wall"
    )
    print("worker-thread work (wall seconds, calls, share of the wall time):")
    for key, seconds in sorted(timers.seconds.items(), key=lambda item: -item[1]):
        calls = timers.calls[key]
        print(
            f"  {key:32} {seconds:8.2f} s {calls:8,} calls "
            f"{1e3 * seconds / calls:7.2f} ms/call {100 * seconds / elapsed:5.1f}%"
        )
    stream = io.StringIO()
    stats = pstats.Stats(profiler, stream=stream)
    stats.sort_stats("tottime").print_stats(top)
    print("event-loop thread, by own time (cProfile):")
    print(stream.getvalue())


def commit_sync(batch: int = 64, rounds: int = 20) -> None:
    """How a replay's batch commit makes ``batch`` summary files durable: an fsync of each
    and of their folder (what ``ChatState`` does) against one ``syncfs`` of the whole file
    system, and the per-file fsyncs (file and folder) the files had before issue 15's fix."""
    import ctypes
    from datetime import date

    from groupchat_memory.store.files import create_exclusive_atomic, make_durable

    syncfs = ctypes.CDLL(None, use_errno=True).syncfs
    data = b"x" * 1500  # about one summary file
    timings: dict[str, list[float]] = {"fsync each + folder": [], "syncfs": [], "per file": []}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for round_no in range(rounds):
            for way in timings:
                day = date(2025, 1, 1 + round_no % 28)
                started = time.perf_counter()
                names = [
                    create_exclusive_atomic(
                        folder, day, way[:5], data, suffix=".json", durable=way == "per file"
                    ).name
                    for _ in range(batch)
                ]
                if way == "fsync each + folder":
                    make_durable(folder, names)
                elif way == "syncfs":
                    fd = os.open(folder, os.O_RDONLY)
                    try:
                        syncfs(fd)
                    finally:
                        os.close(fd)
                timings[way].append(time.perf_counter() - started)
    print(f"\nwriting {batch} summary files and making them durable (median of {rounds}):")
    for way, seconds in timings.items():
        median = sorted(seconds)[len(seconds) // 2]
        print(f"  {way:22} {1e3 * median:7.1f} ms a batch, {1e3 * median / batch:5.2f} ms a file")


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated message counts")
    parser.add_argument("--profile", type=int, metavar="N", help="cProfile a paused ingest")
    parser.add_argument(
        "--commit-sync", action="store_true", help="compare ways to make a batch durable"
    )
    parser.add_argument(
        "--backlog", type=int, metavar="N", help="ingest N, then time the embedding backlog"
    )
    parser.add_argument(
        "--backlog-limit", type=int, metavar="M", help="drain M each way, project the rest"
    )
    parser.add_argument("--quick", action="store_true", help="1,000 and 4,000 messages only")
    parser.add_argument(
        "--repeat", type=int, default=1, help="best of N runs each (a shared machine is noisy)"
    )
    args = parser.parse_args()
    sizes = [1000, 4000] if args.quick else [int(size) for size in args.sizes.split(",")]
    rows: list[tuple[int, float, int, float, int]] = []
    print("messages | paused: time, rate, summaries | steady: time, rate, summaries | ratio")
    for size in sizes:
        paused, paused_summaries = best(size, paused=True, repeat=args.repeat)
        steady, steady_summaries = best(size, paused=False, repeat=args.repeat)
        rows.append((size, paused, paused_summaries, steady, steady_summaries))
        print(
            f"{size:>8,} | {paused:7.1f} s {size / paused:7,.0f} msg/s {paused_summaries:6,} | "
            f"{steady:7.1f} s {size / steady:7,.0f} msg/s {steady_summaries:6,} | "
            f"paused/steady {paused / steady:.2f} (goal <= 3)",
            flush=True,
        )
    for (small, p_small, _, s_small, _), (big, p_big, _, s_big, _) in itertools.pairwise(rows):
        grow = big / small
        print(
            f"{small:,} -> {big:,} ({grow:.0f}x history): paused {p_big / p_small:.2f}x time, "
            f"steady {s_big / s_small:.2f}x time (goal <= {grow * 1.1:.1f}x)"
        )
    if args.profile:
        profile(args.profile)
    if args.commit_sync:
        commit_sync()
    if args.backlog:
        backlog(args.backlog, args.backlog_limit)


if __name__ == "__main__":
    main()
