"""Subprocess for the start-marks crash test: record messages ``FIRST..LAST`` of one chat
(each durable before the next), print "recorded", then stop cleanly (``stop``: the chat's
start marks are saved) or wait to be SIGKILLed (``hang``: the log runs ahead of them).

Usage: python -m tests.actors.workers.restart_worker DATA_DIR CHAT FIRST LAST stop|hang
"""

from __future__ import annotations

import sys
from pathlib import Path

import anyio

from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import ListSummarizer, msg

# no summary: every record stays unsummarized, as the marks must carry them
SETTINGS = MemorySettings(buffer=5, summary_every=1000, seen_ids=50)


async def main(data_dir: Path, chat_id: int, first: int, last: int, mode: str) -> None:
    async with ActorSystem(
        DataRoot(data_dir), SETTINGS, ListSummarizer(), tick_interval_s=None
    ) as memory:
        for i in range(first, last + 1):
            await memory.record(chat_id, msg(f"메시지 {i}", i, message_id=i))
        print("recorded", flush=True)
        if mode == "hang":
            await anyio.sleep_forever()


if __name__ == "__main__":
    data, chat, first, last, mode = sys.argv[1:6]
    anyio.run(main, Path(data), int(chat), int(first), int(last), mode)
