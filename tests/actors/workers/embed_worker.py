"""A chat actor with semantic recall on, started over a data root whose messages have no
vectors yet (as after an import or an upgrade), left to embed them in the background;
the test SIGKILLs it mid-backlog. Prints each batch's progress line on stdout."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import anyio

from groupchat_memory.actors.messages import Embedded
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import ListSummarizer


async def main(data_dir: Path, chat_id: int) -> None:
    handler = logging.StreamHandler(sys.stdout)
    logger = logging.getLogger("groupchat_memory.actors.chat")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    settings = MemorySettings(semantic_recall=True)
    async with ActorSystem(
        DataRoot(data_dir), settings, ListSummarizer(), tick_interval_s=None
    ) as memory:
        await memory.ask(chat_id, Embedded(), timeout=600)
    print("finished", flush=True)


if __name__ == "__main__":
    anyio.run(main, Path(sys.argv[1]), int(sys.argv[2]))
