"""Topic detection: when a conversation moves on, the topic becomes ``pending`` until the next
summary names it.

Signals, strongest first: a different forum topic (``thread_id``), a transition phrase,
and a silence gap longer than ``topic_gap_minutes`` between two messages.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

GENERAL = "general"
PENDING = "pending"

TRANSITION_PHRASES: tuple[str, ...] = (
    "다른 주제",
    "그건 그렇고",
    "화제를 바꿔",
    "화제 전환",
    "다음 안건",
    "본론으로",
    "change the subject",
    "changing the subject",
    "different topic",
    "another topic",
    "new topic",
    "moving on",
    "next agenda",
    "next item",
    "back to the main point",
    "by the way",
)

_SPACES = re.compile(r"\s+")


def has_transition_phrase(text: str) -> bool:
    """Whether ``text`` contains a phrase that announces a new topic (spacing-insensitive)."""
    folded = _SPACES.sub(" ", text.casefold())
    compact = folded.replace(" ", "")
    for phrase in TRANSITION_PHRASES:
        if phrase in folded or (not phrase.isascii() and phrase.replace(" ", "") in compact):
            return True
    return False


@dataclass(frozen=True, slots=True)
class TopicState:
    """The chat's current topic tag and what the next message is compared with."""

    tag: str = GENERAL
    pending_since: int | None = None
    last_message_at: datetime | None = None
    last_thread: int | None = None

    @property
    def pending(self) -> bool:
        """Whether the current topic still waits for a summary to name it."""
        return self.tag == PENDING


def observe(
    state: TopicState, at: datetime, text: str, thread_id: int | None, seq: int, gap: timedelta
) -> TopicState:
    """The state after a new message (not an edit or service record) numbered ``seq``."""
    moved = False
    if state.last_message_at is not None:
        if thread_id is not None and state.last_thread is not None:
            moved = thread_id != state.last_thread
        if at - state.last_message_at > gap:
            moved = True
    if has_transition_phrase(text):
        moved = True
    if moved and not state.pending:
        return TopicState(PENDING, seq, at, thread_id)
    return replace(state, last_message_at=at, last_thread=thread_id)


def name_pending(state: TopicState, summary_tag: str, covered_to: int) -> TopicState:
    """After a summary of messages up to ``covered_to``: a pending topic it covers takes its tag."""
    if not state.pending or state.pending_since is None or state.pending_since > covered_to:
        return state
    tag = summary_tag.strip() or GENERAL
    if tag == PENDING:
        tag = GENERAL
    return replace(state, tag=tag, pending_since=None)


class TopicNames:
    """The names summaries gave their windows' messages.

    The log is append-only, so a message recorded while its topic was pending keeps the
    ``pending`` tag on disk; once a summary covers it, it goes by the summary's tag.
    """

    def __init__(self, windows: Iterable[tuple[int, int, str]]) -> None:
        spans = sorted(windows)
        self._starts = [start for start, _, _ in spans]
        self._spans = spans

    def of(self, tag: str, seq: int) -> str:
        """The tag a message stored with ``tag`` and numbered ``seq`` goes by."""
        if tag != PENDING:
            return tag
        i = bisect.bisect_right(self._starts, seq) - 1
        if i >= 0:
            _, end, named = self._spans[i]
            if seq <= end and named != PENDING:
                return named
        return tag
