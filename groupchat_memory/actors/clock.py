"""Injectable clocks: the actors read "now" from here so tests can move time without sleeping."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol

SKEW = timedelta(minutes=10)
"""How far a date may be from a clock and still be its "now": Telegram's clock and this
machine's, and a message's way between them, differ by seconds, not by this."""


def ahead(at: datetime, now: datetime) -> bool:
    """Whether ``at`` is later than ``now`` by more than ``SKEW``: a time the chat has
    not lived through yet (a forged date, a clock behind Telegram's, a typo)."""
    return at - now > SKEW


class Clock(Protocol):
    """Where the actor system gets the wall-clock time (always timezone-aware)."""

    def now(self) -> datetime:
        """The current time, timezone-aware."""
        ...


class SystemClock:
    """The real wall clock."""

    def now(self) -> datetime:
        """``datetime.now(UTC)``."""
        return datetime.now(UTC)


class ManualClock:
    """A clock that only moves when told to: silence and passivation tests drive it."""

    def __init__(self, start: datetime | None = None) -> None:
        moment = start if start is not None else datetime(2026, 1, 1, tzinfo=UTC)
        if moment.tzinfo is None:
            raise ValueError("ManualClock needs a timezone-aware start time")
        self._now = moment

    def now(self) -> datetime:
        """The time last set or advanced to."""
        return self._now

    def advance(self, delta: timedelta | float) -> datetime:
        """Move forward by ``delta`` (a timedelta or seconds) and return the new time."""
        step = delta if isinstance(delta, timedelta) else timedelta(seconds=delta)
        if step < timedelta(0):
            raise ValueError("a clock does not go backwards")
        self._now += step
        return self._now

    def set(self, moment: datetime) -> None:
        """Jump to ``moment`` (timezone-aware)."""
        if moment.tzinfo is None:
            raise ValueError("ManualClock needs timezone-aware times")
        self._now = moment
