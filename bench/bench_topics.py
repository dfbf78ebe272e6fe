"""What a forum's topics cost a chat's state: the size of ``state.json`` (and of the topics
file beside it) and the time of one summary commit, with many topics.

    .venv/bin/python bench/bench_topics.py [--topics 3000] [--commits 50]

Through the real ActorSystem (offline summarizer): each topic is created (a service record
with its name) and gets two messages; a summary window is cut in every topic. Then
``--commits`` more summaries land in one topic, and each commit is timed where the actor
makes it (``ChatState.summary_landed``, its file write and fsync included), with the bytes
the chat's state files took on disk before and after.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from groupchat_memory.actors.messages import Incoming, Settle
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot

CHAT = -1001000000001
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SETTINGS = MemorySettings(summary_every=2, silence_minutes=1e9)


def said(i: int, thread: int, text: str, name: str | None = None) -> Incoming:
    return Incoming(
        sender=f"사용자{i % 7}",
        text=text,
        timestamp=T0 + timedelta(seconds=i),
        message_id=i + 1,
        sender_id=1000 + i % 7,
        thread_id=thread,
        kind="service" if name else "message",
        topic_name=name,
    )


def state_bytes(root: DataRoot) -> dict[str, int]:
    """The chat's state files (not its log, summaries or index) and their sizes."""
    folder = root.chat_dir(CHAT)
    return {
        p.name: p.stat().st_size
        for p in sorted(folder.iterdir())
        if p.is_file() and p.suffix in (".json", ".jsonl") and "index" not in p.name
    }


async def run(topics: int, commits: int) -> None:
    timings: list[float] = []
    original = ChatState.summary_landed

    async def timed(self: ChatState, *args: object, **kwargs: object) -> None:
        started = time.perf_counter()
        await original(self, *args, **kwargs)  # type: ignore[arg-type]
        timings.append(time.perf_counter() - started)

    with tempfile.TemporaryDirectory() as tmp:
        root = DataRoot(Path(tmp))
        i = 0
        async with ActorSystem(root, SETTINGS, OfflineSummarizer(), tick_interval_s=None) as memory:
            for thread in range(2, topics + 2):
                await memory.record(CHAT, said(i, thread, "", name=f"주제 {thread}번 모임"))
                i += 1
                for text in ("회비는 만원으로 하자", "좋아요 그렇게 해요"):
                    await memory.record(CHAT, said(i, thread, text))
                    i += 1
            await memory.ask(CHAT, Settle(), timeout=600)
            before = state_bytes(root)
            ChatState.summary_landed = timed  # type: ignore[method-assign]
            try:
                for n in range(commits):
                    for text in (f"장소는 {n}번 식당으로 하자", "좋아요"):
                        await memory.record(CHAT, said(i, 2, text))
                        i += 1
                    await memory.ask(CHAT, Settle(), timeout=600)
            finally:
                ChatState.summary_landed = original  # type: ignore[method-assign]
            after = state_bytes(root)
    print(f"{topics:,} topics, {len(timings)} summary commits in one topic")
    print(f"  state files after setup: {before}")
    print(f"  state files after the commits: {after}")
    if timings:
        ms = sorted(t * 1e3 for t in timings)
        print(
            f"  commit: median {statistics.median(ms):.2f} ms, "
            f"p90 {ms[int(0.9 * (len(ms) - 1))]:.2f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--topics", type=int, default=3000)
    parser.add_argument("--commits", type=int, default=50)
    args = parser.parse_args()
    anyio.run(run, args.topics, args.commits)


if __name__ == "__main__":
    main()
