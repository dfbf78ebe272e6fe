"""What each persona's model calls cost, per chat: a small JSON file under the data root.

``<data root>/groupchat/persona-usage.json`` holds, per chat and persona, the provider,
the last model, the number of calls and failures and the summed ``TokenUsage`` (where the
API reports it; a ``command`` persona counts calls only). The bot service is its only
writer (it holds the writer lock); it rewrites the file crash-safely, at most every few
seconds and when it stops.
Readers (``/stats``, the library, MCP) read it whole; a missing or damaged file reads as
empty, because losing a cost counter must never stop an answer.
"""

from __future__ import annotations

import logging
import math
from pathlib import Path

import anyio
import msgspec

from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import TokenUsage

log = logging.getLogger(__name__)

USAGE_FILE = "persona-usage.json"


class PersonaUsage(msgspec.Struct, kw_only=True):
    """One persona's calls in one chat."""

    provider: str
    model: str
    calls: int = 0
    failures: int = 0
    tokens: TokenUsage = msgspec.field(default_factory=TokenUsage)


class UsageFile(msgspec.Struct, kw_only=True):
    """The whole file: ``chats[str(chat_id)][persona]``."""

    version: int = 1
    chats: dict[str, dict[str, PersonaUsage]] = msgspec.field(default_factory=dict)


def usage_path(root: DataRoot) -> Path:
    """Where the persona usage counters live."""
    return root.root / USAGE_FILE


def _load(path: Path) -> UsageFile:
    try:
        return msgspec.json.decode(path.read_bytes(), type=UsageFile)
    except FileNotFoundError:
        return UsageFile()
    except (OSError, msgspec.DecodeError) as exc:
        log.warning("%s is unreadable (%s): persona usage counts start again", path, exc)
        return UsageFile()


def read_usage(root: DataRoot, chat_id: int) -> dict[str, PersonaUsage]:
    """Per persona, what its calls in ``chat_id`` cost so far ({} when nothing recorded)."""
    return _load(usage_path(root)).chats.get(str(int(chat_id)), {})


def _add(total: TokenUsage, more: TokenUsage) -> TokenUsage:
    return TokenUsage(
        input_tokens=total.input_tokens + more.input_tokens,
        output_tokens=total.output_tokens + more.output_tokens,
        cache_read_input_tokens=total.cache_read_input_tokens + more.cache_read_input_tokens,
        cache_creation_input_tokens=total.cache_creation_input_tokens
        + more.cache_creation_input_tokens,
    )


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
        self._data = _load(path)
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
    ) -> None:
        """Count one call; a write failure is logged, never raised (the answer matters more)."""
        chat = self._data.chats.setdefault(str(int(chat_id)), {})
        entry = chat.get(persona)
        if entry is None or entry.provider != provider:
            entry = chat[persona] = PersonaUsage(provider=provider, model=model)
        entry.model = model
        entry.calls += 1
        entry.failures += int(failed)
        if usage is not None:
            entry.tokens = _add(entry.tokens, usage)
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
                log.warning("cannot write %s: %s", self.path, exc)
