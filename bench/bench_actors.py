"""Benchmark of the actor system, next to the raw log write limit, in one run.

    .venv/bin/python bench/bench_actors.py [--quick]

Rows: durable ingest through the ActorSystem across 1, 100 and 1,000 chats (closed
loop: several producers per chat each awaiting their ack), the raw batched
``MessageLog.append`` + fsync limit and one fsync per message (the peers), appends across
200 logs with every write descriptor kept open vs reopened per append (the bounded LRU), p50/p99 ack
latency at a paced 1,000 messages/s, memory per active chat with a full deque
(tracemalloc), start-up to ready for many chats at 1x and 10x history (the restart
after a clean stop, the first start over logs no actor stopped on, and the restart after
a service that ran a while was SIGKILLed), and reply
context assembly with 100k messages of history (``BuildContext`` through the actor: recall
over the whole history with the actor's open recall index, built by the warm-up ask).
"""

from __future__ import annotations

import argparse
import gc
import os
import signal
import subprocess
import sys
import tempfile
import time
import tracemalloc
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from groupchat_memory.actors.messages import BuildContext, Incoming, Record
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.open_files import OpenFiles
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TEXTS = [
    "오늘 배포 일정은 금요일 오후로 잡을까요?",
    "파이어베이스 요금제가 바뀌어서 비용 검토가 필요해",
    "I think we should benchmark the summarizer before release",
    "그건 좋은 생각이야, 회의록에 남겨 둘게",
]
# ingest rows measure recording, not the LLM; the SIGKILL rows tick, and no silence
# summary may fire at those ticks either
SETTINGS = MemorySettings(summary_every=10**9, silence_minutes=1e9)
Row = tuple[str, str, str]


def incoming(chat: int, i: int) -> Incoming:
    return Incoming(
        sender=f"사용자{chat % 7}",
        text=TEXTS[i % len(TEXTS)],
        timestamp=T0 + timedelta(milliseconds=i),
        message_id=i + 1,
    )


def record(chat: int, seq: int) -> MessageRecord:
    return MessageRecord(
        sender=f"사용자{chat % 7}",
        text=f"{TEXTS[seq % len(TEXTS)]} #{seq}",
        timestamp=(T0 + timedelta(seconds=seq)).isoformat(),
        chat_id=chat,
        message_id=seq,
        seq=seq,
    )


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def system(data: Path, settings: MemorySettings = SETTINGS) -> ActorSystem:
    return ActorSystem(DataRoot(data), settings, OfflineSummarizer(), tick_interval_s=None)


async def ingest(chats: int, total: int, inflight: int) -> Row:
    """Closed loop: ``inflight`` producers in all, spread over the chats, each awaiting its ack."""
    latencies: list[float] = []
    per_producer = max(1, total // inflight)
    with tempfile.TemporaryDirectory() as tmp:
        async with system(Path(tmp)) as memory:

            async def producer(chat: int, start: int) -> None:
                for i in range(start, start + per_producer):
                    t = time.perf_counter()
                    await memory.record(chat, incoming(chat, i))
                    latencies.append(time.perf_counter() - t)

            for chat in range(chats):  # start-up is measured elsewhere
                await memory.record(chat, incoming(chat, 10**8))
            started = time.perf_counter()
            async with anyio.create_task_group() as tg:
                for p in range(inflight):
                    tg.start_soon(producer, p % chats, (p // chats) * per_producer)
            elapsed = time.perf_counter() - started
    rate = len(latencies) / elapsed
    return (
        f"ingest, {chats} chat(s), {inflight} in flight",
        f"{rate:,.0f} msg/s",
        f"ack p50 {pct(latencies, 0.5) * 1e3:.2f} ms, p99 {pct(latencies, 0.99) * 1e3:.2f} ms",
    )


def raw_append(total: int, batch: int) -> Row:
    """The peer: ``MessageLog.append`` + fsync with no actors, ``batch`` records a call."""
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        log = MessageLog(Path(tmp), SETTINGS.tz)
        records = [record(1, i) for i in range(total)]
        started = time.perf_counter()
        for i in range(0, total, batch):
            t = time.perf_counter()
            log.append(records[i : i + batch])
            latencies.append(time.perf_counter() - t)
        elapsed = time.perf_counter() - started
        log.close()
    return (
        f"peer: raw append+fsync, batch {batch}",
        f"{total / elapsed:,.0f} msg/s",
        f"call p50 {pct(latencies, 0.5) * 1e3:.2f} ms, p99 {pct(latencies, 0.99) * 1e3:.2f} ms",
    )


def many_logs(chats: int, rounds: int, capacity: int) -> float:
    """Messages/s appending batches of 10 round-robin to ``chats`` logs whose write
    descriptors share an LRU of ``capacity`` (below ``chats``: every append reopens)."""
    with tempfile.TemporaryDirectory() as tmp:
        files = OpenFiles(capacity)
        logs = [MessageLog(Path(tmp) / str(chat), SETTINGS.tz, files) for chat in range(chats)]
        for chat, log in enumerate(logs):
            log.append([record(chat, 0)])
        started = time.perf_counter()
        for r in range(rounds):
            for chat, log in enumerate(logs):
                log.append([record(chat, r * 10 + i + 1) for i in range(10)])
        elapsed = time.perf_counter() - started
        for log in logs:
            log.close()
    return chats * rounds * 10 / elapsed


def reopen_cost() -> tuple[float, float]:
    """Seconds of one open()+close() of a day file, and of one append+fsync of 10 records."""
    with tempfile.TemporaryDirectory() as tmp:
        log = MessageLog(Path(tmp), SETTINGS.tz, OpenFiles(4))
        log.append([record(1, 0)])
        path = log.day_files()[0]
        started = time.perf_counter()
        for _ in range(10_000):
            os.close(os.open(path, os.O_RDWR | os.O_APPEND | os.O_CLOEXEC))
        reopen = (time.perf_counter() - started) / 10_000
        started = time.perf_counter()
        for i in range(200):
            log.append([record(1, i * 10 + j + 1) for j in range(10)])
        commit = (time.perf_counter() - started) / 200
        log.close()
    return reopen, commit


def descriptor_lru(chats: int, rounds: int) -> Row:
    """The cost of bounding open log descriptors: all open vs a reopen per group commit
    (best of three alternating runs each: fsync times on a shared disk vary a lot)."""
    kept = reopened = 0.0
    for _ in range(3):
        kept = max(kept, many_logs(chats, rounds, chats))
        reopened = max(reopened, many_logs(chats, rounds, 8))
    reopen, commit = reopen_cost()
    return (
        f"append b=10 across {chats} logs: all open / reopen each",
        f"{kept:,.0f} / {reopened:,.0f} msg/s",
        f"open+close {reopen * 1e6:.1f} us vs group commit {commit * 1e3:.2f} ms "
        f"({100 * reopen / commit:.1f}%)",
    )


async def paced(rate: int, seconds: float, chats: int) -> Row:
    """Open loop at ``rate`` messages/s spread over ``chats``: ack latency under a steady load."""
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        async with system(Path(tmp)) as memory:
            for chat in range(chats):
                await memory.record(chat, incoming(chat, 10**8))

            async def one(chat: int, i: int) -> None:
                t = time.perf_counter()
                await memory.record(chat, incoming(chat, i))
                latencies.append(time.perf_counter() - t)

            total = int(rate * seconds)
            start = time.perf_counter()
            async with anyio.create_task_group() as tg:
                for i in range(total):
                    delay = start + i / rate - time.perf_counter()
                    if delay > 0:
                        await anyio.sleep(delay)
                    tg.start_soon(one, i % chats, i)
    return (
        f"paced {rate} msg/s over {chats} chats",
        f"ack p50 {pct(latencies, 0.5) * 1e3:.2f} ms",
        f"p99 {pct(latencies, 0.99) * 1e3:.2f} ms (goal < 20 ms)",
    )


async def memory_per_chat(chats: int) -> Row:
    """tracemalloc growth per chat whose actor is alive with a full 50-message deque."""
    with tempfile.TemporaryDirectory() as tmp:
        async with system(Path(tmp)) as memory:
            await memory.record(10**6, incoming(0, 0))  # warm imports and caches
            gc.collect()
            tracemalloc.start()
            before = tracemalloc.get_traced_memory()[0]
            for chat in range(chats):
                for i in range(SETTINGS.buffer):
                    await memory.tell(chat, _record_msg(chat, i))
            for chat in range(chats):
                await memory.record(chat, incoming(chat, 999))
            gc.collect()
            after = tracemalloc.get_traced_memory()[0]
            tracemalloc.stop()
    per = (after - before) / chats
    return (
        f"memory per active chat ({chats} chats)",
        f"{per / 1024:.1f} KB",
        "goal <= 64 KB",
    )


def _record_msg(chat: int, i: int) -> Record:
    return Record(incoming(chat, i))


def write_history(data: Path, chats: int, per_chat: int) -> None:
    root = DataRoot(data)
    for chat in range(chats):
        log = MessageLog(root.log_dir(chat), SETTINGS.tz)
        log.append([record(chat, s) for s in range(1, per_chat + 1)])
        log.close()


async def startup(chats: int, per_chat: int) -> tuple[float, float]:
    """Seconds to ready for ``chats`` chats of ``per_chat`` unsummarized messages: the
    first start over logs no actor stopped on (no start marks: it reads back to the
    oldest unsummarized record), then the restart after that run's clean stop."""
    took = []
    with tempfile.TemporaryDirectory() as tmp:
        write_history(Path(tmp), chats, per_chat)
        for _ in range(2):
            started = time.perf_counter()
            async with system(Path(tmp)) as memory:
                await memory.spawn_unsummarized()  # what a ticking system does on entering
                took.append(time.perf_counter() - started)
    return took[0], took[1]


async def killed_worker(data: Path, chats: int) -> None:
    """The service SIGKILLed by ``restart_after_kill``: it starts every chat over the
    history, records one message in each, lets a quiet moment pass (two ticks with nothing
    recorded between them), records one more (the log runs ahead of anything saved), says
    ready and waits for the kill."""
    later = 10**8  # stamped after the history (a day file holds the records of its day)
    async with system(data) as memory:
        await memory.spawn_unsummarized()
        for chat in range(chats):
            await memory.record(chat, incoming(chat, later))
        await memory.tick()
        await memory.tick()
        for chat in range(chats):
            await memory.record(chat, incoming(chat, later + 1))
        print("ready", flush=True)
        await anyio.sleep_forever()


def run_and_kill(data: Path, chats: int) -> None:
    """Run ``killed_worker`` over ``data`` in a subprocess and SIGKILL it once ready."""
    argv = [sys.executable, str(Path(__file__).resolve()), "--killed-worker", str(data), str(chats)]
    with subprocess.Popen(argv, stdout=subprocess.PIPE, text=True) as worker:
        try:
            assert worker.stdout is not None
            if worker.stdout.readline().strip() != "ready":
                raise RuntimeError("the SIGKILL worker did not get ready")
        finally:
            worker.send_signal(signal.SIGKILL)
            worker.wait()


async def restart_after_kill(chats: int, per_chat: int) -> float:
    """Seconds to ready for ``chats`` chats of ``per_chat`` unsummarized messages after a
    service that ran over them was SIGKILLed (no clean stop saved anything)."""
    with tempfile.TemporaryDirectory() as tmp:
        write_history(Path(tmp), chats, per_chat)
        run_and_kill(Path(tmp), chats)
        started = time.perf_counter()
        async with system(Path(tmp)) as memory:
            await memory.spawn_unsummarized()
            took = time.perf_counter() - started
    return took


async def context_latency(history: int, asks: int) -> Row:
    latencies: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        write_history(Path(tmp), 1, history)
        async with system(Path(tmp)) as memory:
            await memory.ask(0, BuildContext("warm up"))
            for i in range(asks):
                t = time.perf_counter()
                await memory.ask(0, BuildContext(f"파이어베이스 요금제 비용 검토 {i}"))
                latencies.append(time.perf_counter() - t)
    return (
        f"context assembly, {history:,} messages of history",
        f"p50 {pct(latencies, 0.5) * 1e3:.2f} ms",
        f"p99 {pct(latencies, 0.99) * 1e3:.2f} ms (goal < 20 ms)",
    )


async def main(quick: bool) -> None:
    total = 20_000 if quick else 100_000
    rows: list[Row] = [
        raw_append(total, 1000),
        raw_append(2000 if quick else 5000, 1),
        descriptor_lru(200, 3 if quick else 10),
        await ingest(1, total, 256),
        await ingest(100, total, 1600),
        await ingest(100, total, 10_000),
        await ingest(1000, total, 4000),
        await paced(1000, 2.0 if quick else 5.0, 100),
        await memory_per_chat(200 if quick else 1000),
    ]
    # a restart reads the log after the marks its last stop saved and the recent window,
    # whatever the history; a first start (no marks) reads back to the oldest
    # unsummarized record, and below the 2,000-record seen-ids window, the whole log
    for chats, base in ((200 if quick else 1000, 100), (40 if quick else 100, 2500)):
        first, one = await startup(chats, base)
        first_ten, ten = await startup(chats, base * 10)
        killed = await restart_after_kill(chats, base)
        killed_ten = await restart_after_kill(chats, base * 10)
        rows.append(
            (
                f"restart, {chats} chats x {base:,} msgs (1x)",
                f"{one * 1e3:.0f} ms",
                f"first start {first * 1e3:.0f} ms",
            )
        )
        rows.append(
            (
                f"restart, {chats} chats x {base * 10:,} msgs (10x)",
                f"{ten * 1e3:.0f} ms",
                f"ratio {ten / one:.2f} (goal <= 1.2); first start {first_ten * 1e3:.0f} ms,"
                f" ratio {first_ten / first:.2f}",
            )
        )
        rows.append(
            (
                f"restart after SIGKILL, {chats} chats x {base:,} / {base * 10:,} msgs",
                f"{killed * 1e3:.0f} / {killed_ten * 1e3:.0f} ms",
                f"ratio {killed_ten / killed:.2f}; clean stop {one * 1e3:.0f} / {ten * 1e3:.0f} ms",
            )
        )
    rows.append(await context_latency(20_000 if quick else 100_000, 100 if quick else 500))
    width = [max(len(r[i]) for r in rows) for i in range(3)]
    header = ("measure", "result", "detail")
    print(" | ".join(h.ljust(w) for h, w in zip(header, width, strict=True)))
    print("-+-".join("-" * w for w in width))
    for row in rows:
        print(" | ".join(c.ljust(w) for c, w in zip(row, width, strict=True)))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="a short run")
    # the subprocess of the SIGKILL rows: DATA_DIR CHATS
    parser.add_argument("--killed-worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.killed_worker:
        anyio.run(killed_worker, Path(args.killed_worker[0]), int(args.killed_worker[1]))
    else:
        anyio.run(main, args.quick)
