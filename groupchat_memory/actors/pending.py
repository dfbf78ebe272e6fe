"""Records the log refused: held in order in memory until the disk takes them again.

When ``MessageLog.append`` fails (disk full, read-only, permission, I/O error) the chat's
``Recorder`` moves the batch here and the actor keeps serving from memory. Nothing is
acknowledged (``ActorSystem.record`` keeps waiting: the message is not durable), the
write is retried with capped exponential backoff, and the buffer is bounded by
``MemorySettings.pending_max``. The failure is logged once and the recovery once.
"""

from __future__ import annotations

import logging
from datetime import datetime

from groupchat_memory.actors.messages import DegradedChat, Envelope, Record
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

Ack = tuple[Envelope, bool, "int | None"]
"""A staged acknowledgement: the envelope, whether it was stored (not a duplicate), its seq."""


class PendingWrites:
    """The records one chat could not write yet, their acknowledgements, the backoff.

    Part of the chat's ``Recorder``, which alone calls its methods.
    """

    def __init__(self, chat_id: int, settings: MemorySettings) -> None:
        self.chat_id = chat_id
        self.settings = settings
        self.records: list[MessageRecord] = []
        self.acks: list[Ack] = []
        self.since: datetime | None = None
        self.error = ""
        self.failures = 0
        self._delay = settings.write_retry_s
        self._retry_at = 0.0
        self._since_t = 0.0

    @property
    def degraded(self) -> bool:
        """Whether the last write failed and records wait here."""
        return self.since is not None

    def room(self) -> int:
        """How many more records fit before new ones are refused."""
        return max(0, self.settings.pending_max - len(self.records))

    def hold(self, records: list[MessageRecord], acks: list[Ack]) -> None:
        """Queue records (and their acknowledgements) behind the ones already waiting, and
        tell their senders that they wait (``Receipt.hold``): not durable yet."""
        self.records.extend(records)
        self.acks.extend(acks)
        for env, _, _ in acks:
            msg = env.msg
            if isinstance(msg, Record) and msg.receipt is not None:
                msg.receipt.hold()

    def due(self, now: float) -> bool:
        """Whether the backoff allows another write attempt at monotonic time ``now``."""
        return now >= self._retry_at

    def wait_s(self, now: float) -> float:
        """Seconds until the next write attempt (0 when due)."""
        return max(0.0, self._retry_at - now)

    def failed(self, error: BaseException, wall: datetime, now: float) -> None:
        """A write failed: back off (doubling, capped); log only the first failure."""
        self.failures += 1
        self.error = str(error)
        if self.since is None:
            self.since, self._since_t = wall, now
            self._delay = self.settings.write_retry_s
            logger.error(
                "chat %s: cannot write its log (%s); serving from memory, %d record(s) "
                "wait in order and are retried (nothing is acknowledged until written)",
                self.chat_id,
                error,
                len(self.records),
            )
        else:
            self._delay = min(self.settings.write_retry_max_s, self._delay * 2)
        self._retry_at = now + self._delay

    def written(self, wall: datetime) -> None:
        """Everything waiting is on disk: log the recovery once and start afresh."""
        if self.since is not None:
            logger.warning(
                "chat %s: log writable again; wrote %d waiting record(s) after %.0f s and %d "
                "failed attempt(s)",
                self.chat_id,
                len(self.records),
                (wall - self.since).total_seconds(),
                self.failures,
            )
        self.records, self.acks = [], []
        self.since, self.error, self.failures = None, "", 0
        self._delay, self._retry_at = self.settings.write_retry_s, 0.0

    def view(self, now: float) -> DegradedChat | None:
        """What ``ActorSystem.degraded_chats`` reports for this chat (None when healthy)."""
        if self.since is None:
            return None
        return DegradedChat(
            chat_id=self.chat_id,
            since=self.since.isoformat(),
            seconds=now - self._since_t,
            pending=len(self.records),
            error=self.error,
        )
