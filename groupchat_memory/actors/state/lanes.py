"""A chat's conversations in memory, and the snapshot an actor starts from.

In a forum each topic (``thread_id``) is a conversation of its own, a ``Lane``: its
recent deque, topic and summary cursor (``ThreadState`` in ``PersistedState.threads``;
the top-level fields are the conversation without a topic, keyed None). A lane whose
records are all summarized follows the chat's last seq whenever a summary lands, so a
start reads the log back no further than the oldest unsummarized record of a topic the
tail shows.
"""

from __future__ import annotations

import bisect
from array import array
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime

import msgspec

from groupchat_memory.actors.state.persisted import PersistedState
from groupchat_memory.actors.state.seen_ids import SeenIds
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.topics import TopicState
from groupchat_memory.store.records import MessageRecord


@dataclass
class Lane:
    """One conversation of a chat in memory (the one without a topic, or a forum topic).

    ``seqs`` are its messages that no summary covers yet, ascending: the count trigger
    counts them and a window is cut at one of them (the window also holds the edits,
    reactions and service records between its messages, but those are no talk and
    count for nothing). An array of 64-bit ints (8 bytes a record), not a list (a
    pointer and an int object each, five times that): a chat whose summaries have not kept
    up holds every message since its last one. ``recorded`` counts the messages it took
    since the actor started (when a failed summary may try again).
    """

    recent: deque[MessageRecord]
    topic: TopicState = field(default_factory=TopicState)
    seqs: array[int] = field(default_factory=lambda: array("q"))
    recorded: int = 0

    def summarized(self, upto: int) -> None:
        """A summary (or an archive) covers this lane's records up to ``upto``."""
        del self.seqs[: bisect.bisect_right(self.seqs, upto)]


@dataclass
class Snapshot:
    """Everything an actor rebuilds from disk before taking messages."""

    last_seq: int
    lanes: dict[int | None, Lane]
    seen: SeenIds
    persisted: PersistedState = field(default_factory=PersistedState)
    newest_at: datetime | None = None
    members: set[str] = field(default_factory=set)  # the people who wrote the records read


def apply_to_recent(recent: deque[MessageRecord], record: MessageRecord) -> None:
    """Put a written record into the recent deque: messages append, edits replace the text."""
    if record.kind == "message":
        recent.append(record)
    elif record.kind == "edit" and record.message_id is not None:
        for i in range(len(recent) - 1, -1, -1):
            if recent[i].message_id == record.message_id:
                recent[i] = msgspec.structs.replace(recent[i], text=record.text)
                break


def new_lane(settings: MemorySettings, thread: int | None) -> Lane:
    """An empty conversation for ``thread``."""
    return Lane(deque(maxlen=settings.buffer), TopicState(last_thread=thread))
