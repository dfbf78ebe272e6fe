"""What the watcher hands a channel, and what a channel must offer.

Each channel's ``deliver`` either returns (delivered) or raises ``ChannelError``; the
service records the outcome in the ledger and retries. ``Delivery.in_doubt`` says the
watcher died during an earlier attempt: the inbox can check its own files and skip
what already arrived; the other two cannot know and send again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.watchers.meta import InsightMeta


class ChannelError(GroupchatMemoryError):
    """One delivery attempt failed; ``retry_after`` is a lower bound for the next one."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class Delivery:
    """What a channel gets: the file, its content hash and its front matter."""

    path: Path
    digest: str
    meta: InsightMeta
    in_doubt: bool = False


class Channel(Protocol):
    """A delivery channel; ``concurrency`` attempts may run at once."""

    name: str
    concurrency: int
    timeout: float

    async def deliver(self, item: Delivery) -> None: ...

    async def aclose(self) -> None: ...
