"""Subprocess for the SIGTERM test: queue many messages, then wait for SIGTERM and exit cleanly.

Usage: python -m tests.actors.workers.sigterm_worker DATA_DIR CHATS PER_CHAT
Prints "queued N" once every message has been told (not necessarily written).
"""

from __future__ import annotations

import signal
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio

from groupchat_memory.actors.messages import Incoming, Record
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import ListSummarizer

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def main(data_dir: Path, chats: int, per_chat: int) -> None:
    with anyio.open_signal_receiver(signal.SIGTERM) as signals:
        settings = MemorySettings(mailbox_size=max(per_chat, 1))
        async with ActorSystem(DataRoot(data_dir), settings, ListSummarizer()) as memory:
            for chat_id in range(1, chats + 1):
                await memory.tell(chat_id, Record(_msg(chat_id, 0)))
            for i in range(1, per_chat):
                for chat_id in range(1, chats + 1):
                    await memory.tell(chat_id, Record(_msg(chat_id, i)))
            print(f"queued {chats * per_chat}", flush=True)
            async for _ in signals:
                break
    print("drained", flush=True)


def _msg(chat_id: int, i: int) -> Incoming:
    return Incoming(
        sender=f"user{chat_id}",
        text=f"{chat_id}:{i} 종료 직전 메시지",
        timestamp=T0 + timedelta(milliseconds=i),
        message_id=i + 1,
    )


if __name__ == "__main__":
    anyio.run(main, Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
