"""One lock per chat for the jobs that rewrite a chat's history: the archive and forgetting.

Both read the day files, write summaries and remove or rewrite day files; run together
(a ``/forget_me`` at 00:00, when the service archives) the archive could summarize the
member's messages after the erasure planned, or the erasure compact days the archive is
turning into summaries. In one process (the service: one-shot writers are kept out by
the writer lock) holding the chat's lock makes them take turns.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio


class ChatLocks:
    """An ``anyio.Lock`` per chat id, made on first use (a chat's jobs queue on it)."""

    def __init__(self) -> None:
        self._locks: dict[int, anyio.Lock] = {}

    @asynccontextmanager
    async def hold(self, chat_id: int) -> AsyncIterator[None]:
        """Hold ``chat_id``'s lock for the block (waits while another job holds it)."""
        lock = self._locks.setdefault(chat_id, anyio.Lock())
        async with lock:
            yield
