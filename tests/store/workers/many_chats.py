"""Record messages in many chats at once under a low descriptor limit, then report.

Usage: python -m tests.store.workers.many_chats DATA_DIR LIMIT CHATS PER_CHAT
Sets RLIMIT_NOFILE to LIMIT, records PER_CHAT messages in each of CHATS chats through the
real actor system (every chat active at once), and prints one JSON line: the chats that
went degraded, the most descriptors the process held, how often none was left, and how
many messages the record calls reported stored.
"""

from __future__ import annotations

import json
import os
import resource
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot

T0 = datetime(2026, 3, 15, 0, 0, tzinfo=UTC)


def open_fds() -> int:
    """Descriptors open now (-1: none left even to list them)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return -1


async def run(data: Path, chats: int, per_chat: int) -> dict[str, object]:
    settings = MemorySettings(summary_every=10**9, write_retry_s=0.05, write_retry_max_s=0.2)
    most, starved, stored = 0, 0, 0
    system = ActorSystem(DataRoot(data), settings, OfflineSummarizer(), tick_interval_s=None)
    async with system:

        async def chat(chat_id: int) -> None:
            nonlocal most, starved, stored
            for i in range(per_chat):
                incoming = Incoming(
                    sender="민준",
                    text=f"채팅 {chat_id} 메시지 {i}",
                    timestamp=T0 + timedelta(days=i % 3, seconds=i),  # three day files each
                    message_id=i + 1,
                )
                new = await system.record(chat_id, incoming)
                stored += new
                count = open_fds()
                starved += count < 0
                most = max(most, count)

        async with anyio.create_task_group() as tg:
            for chat_id in range(1, chats + 1):
                tg.start_soon(chat, chat_id)
        degraded = [view.chat_id for view in system.degraded_chats()]
    return {"degraded": degraded, "most_fds": most, "starved": starved, "stored": stored}


def main() -> None:
    data, limit, chats, per_chat = Path(sys.argv[1]), *map(int, sys.argv[2:5])
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
    print(json.dumps(anyio.run(run, data, chats, per_chat)), flush=True)


if __name__ == "__main__":
    main()
