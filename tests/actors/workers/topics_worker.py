"""Subprocess for the forum topics crash test: create ``TOPICS`` forum topics in one chat,
each with a name and a talk that moves to a subject of its own (a summary names it), wait
for every summary to land, print each topic's tag and name as JSON, then wait to be
SIGKILLed.

Usage: python -m tests.actors.workers.topics_worker DATA_DIR CHAT TOPICS
"""

from __future__ import annotations

import json
import sys
from datetime import timedelta
from pathlib import Path

import anyio

from groupchat_memory.actors.messages import Incoming, Inspect, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0

SETTINGS = MemorySettings(summary_every=2, silence_minutes=1e9, semantic_recall=False)
SUBJECTS = ("캠핑", "회비", "사진", "등산", "요리", "독서", "영화", "축구", "여행", "공부")


def said(n: int, thread: int, text: str, name: str | None = None) -> Incoming:
    return Incoming(
        sender=("민수", "서연")[n % 2],
        text=text,
        timestamp=T0 + timedelta(seconds=n),
        message_id=n,
        sender_id=1000 + n % 2,
        thread_id=thread,
        kind="service" if name else "message",
        topic_name=name,
    )


async def main(data_dir: Path, chat_id: int, topics: int) -> None:
    root = DataRoot(data_dir)
    n = 0
    async with ActorSystem(root, SETTINGS, OfflineSummarizer(), tick_interval_s=None) as memory:
        for thread in range(100, 100 + topics):
            subject = f"{SUBJECTS[thread % len(SUBJECTS)]}{thread}"
            n += 1
            await memory.record(chat_id, said(n, thread, "", name=f"모임 {thread}"))
            for text in (f"다른 주제로 {subject} 계획을 정해요", f"{subject} 계획 좋아요"):
                n += 1
                await memory.record(chat_id, said(n, thread, text))
        await memory.ask(chat_id, Settle())
        view = await memory.ask(chat_id, Inspect())
        tags = {t.thread_id: t.topic for t in view.threads}
        print(json.dumps({"tags": tags, "last": n}), flush=True)
        await anyio.sleep_forever()


if __name__ == "__main__":
    data, chat, topics = sys.argv[1:4]
    anyio.run(main, Path(data), int(chat), int(topics))
