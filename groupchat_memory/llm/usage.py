"""Counting what each persona's model calls cost, per chat, into ``persona-usage.json``.

The file holds, per chat and persona, the provider, the last model, the number of calls
and failures and the summed ``TokenUsage`` (where the API reports it; a ``command``
persona counts calls only). The bot service is its only writer (it holds the writer
lock); it rewrites the file crash-safely, at most every few seconds and when it stops.
Its types and readers (``/stats``, the library, MCP) are in ``domain.summaries.usage``.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path

import anyio
import msgspec

from groupchat_memory.domain.summaries.usage import (
    PersonaUsage,
    add_tokens,
    load_usage_file,
    topic_key,
)
from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.records import TokenUsage

logger = logging.getLogger(__name__)


class UsageLedger:
    """The writer's copy of the counters; ``add`` updates it, the file follows.

    The file is rewritten after every call (``write_every_s`` = 0, the default), so
    ``/stats`` is current the moment an answer is out: the conductor paces the answers, so
    this is a handful of small writes a minute. A larger ``write_every_s`` batches writes
    for a caller that makes many calls (and ``flush`` writes the rest, at stop).
    """

    def __init__(self, path: Path, *, write_every_s: float = 0.0) -> None:
        self.path = path
        self.write_every_s = write_every_s
        self._data = load_usage_file(path)
        self._lock = anyio.Lock()
        self._written_at = -math.inf
        self._dirty = False

    async def add(
        self,
        chat_id: int,
        persona: str,
        *,
        provider: str,
        model: str,
        usage: TokenUsage | None,
        failed: bool = False,
        thread_id: int | None = None,
    ) -> None:
        """Count one call (in the chat, and in its forum topic ``thread_id``); a write
        failure is logged, never raised (the answer matters more)."""
        key = str(int(chat_id))
        topic = self._data.topics.setdefault(key, {}).setdefault(topic_key(thread_id), {})
        for counted in (self._data.chats.setdefault(key, {}), topic):
            entry = counted.get(persona)
            if entry is None or entry.provider != provider:
                entry = counted[persona] = PersonaUsage(provider=provider, model=model)
            entry.model = model
            entry.calls += 1
            entry.failures += int(failed)
            add_tokens(entry.tokens, usage)
        self._dirty = True
        if anyio.current_time() - self._written_at >= self.write_every_s:
            await self.flush()

    async def flush(self) -> None:
        """Write the counters now if anything changed since the last write."""
        async with self._lock:
            if not self._dirty:
                return
            self._dirty = False
            self._written_at = anyio.current_time()
            data = msgspec.json.encode(self._data)
            try:
                await anyio.to_thread.run_sync(write_atomic, self.path, data)
            except OSError as exc:
                logger.warning("cannot write %s: %s", self.path, exc)
