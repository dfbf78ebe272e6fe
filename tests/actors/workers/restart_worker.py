"""Subprocess for the start-marks crash tests: record messages ``FIRST..LAST`` of one chat
(each durable before the next), then:

- ``stop``: print "recorded" and stop cleanly (the chat's start marks are saved);
- ``hang``: print "recorded" and wait to be SIGKILLed (the log runs ahead of the marks);
- ``quiet``: let a quiet moment pass (two ticks, nothing recorded between them: the
  running actor saves its marks), record ``LAST+1..THEN``, print "recorded" and wait to
  be SIGKILLed;
- ``summaries``: summarize every 10 records and wait for the summaries to land (each
  commit saves the marks), record ``LAST+1..THEN``, print "recorded" and wait to be
  SIGKILLed.

Usage: python -m tests.actors.workers.restart_worker DATA_DIR CHAT FIRST LAST MODE [THEN]
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import anyio

from groupchat_memory.actors.messages import Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import ListSummarizer, msg

# no summary: every record stays unsummarized, as the marks must carry them (nor a
# silence summary at the ticks: the clock is far past the messages' stamps)
SETTINGS = MemorySettings(buffer=5, summary_every=1000, seen_ids=50, silence_minutes=1e9)
SUMMARIZED = dataclasses.replace(SETTINGS, summary_every=10)


async def main(data_dir: Path, chat_id: int, first: int, last: int, mode: str, then: int) -> None:
    settings = SUMMARIZED if mode == "summaries" else SETTINGS
    async with ActorSystem(
        DataRoot(data_dir), settings, ListSummarizer(), tick_interval_s=None
    ) as memory:
        for i in range(first, last + 1):
            await memory.record(chat_id, msg(f"메시지 {i}", i, message_id=i))
        if mode == "quiet":
            await memory.tick()
            await memory.tick()
        elif mode == "summaries":
            await memory.ask(chat_id, Settle())
        for i in range(last + 1, then + 1):
            await memory.record(chat_id, msg(f"메시지 {i}", i, message_id=i))
        print("recorded", flush=True)
        if mode != "stop":
            await anyio.sleep_forever()


if __name__ == "__main__":
    data, chat, first, last, mode = sys.argv[1:6]
    then = int(sys.argv[6]) if len(sys.argv) > 6 else int(last)
    anyio.run(main, Path(data), int(chat), int(first), int(last), mode, then)
