"""A chat's persisted document and the rebuild from the log tail (types and functions; the
one writer of ``state.json`` is ``actors.chat_state.ChatState``).

TinyDB (``state.json``) holds only what the log cannot tell: the summary cursor and
counter, the topic as the last summary left it, and the intent of a summary being
written. Everything else (last seq, the recent deque, the last message time, seen ids)
comes from the log's tail, so rebuilding costs the same whatever the history length.
``unsummarized`` peeks at both, read-only, for a chat whose actor is not running.
"""

from __future__ import annotations

import bisect
from array import array
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec
from tinydb import TinyDB
from tinydb.table import Document

from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING, TopicState
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

STATE_TABLE = "state"
STATE_VERSION = 1
_STATE_DOC_ID = 1
_MAX_TAIL_GROWTH = 64


class SummaryIntent(msgspec.Struct, frozen=True, kw_only=True):
    """A summary job about to write its file: lets a restart finish or forget it."""

    from_seq: int
    to_seq: int
    date: str


class PersistedState(msgspec.Struct, kw_only=True):
    """The chat's document in the ``state`` table (written when a summary lands)."""

    version: int = STATE_VERSION
    cursor: int = 0
    summary_count: int = 0
    topic: str = GENERAL
    topic_pending_since: int | None = None
    topic_seq: int = 0
    last_seq: int = 0
    writing: SummaryIntent | None = None


def peek_cursor(path: Path) -> int | None:
    """The summary cursor in a chat's ``state.json``, read without opening it for writing.

    None when the file is missing, unreadable or not as expected: its owner (the chat's
    actor) decides what to do with it when it starts.
    """
    try:
        doc = msgspec.json.decode(path.read_bytes())
        tables = doc["tables"] if isinstance(doc, dict) and "tables" in doc else doc
        found = tables.get(STATE_TABLE, {}).get(str(_STATE_DOC_ID), {})
        return msgspec.convert(found, PersistedState, strict=False).cursor
    except (OSError, msgspec.DecodeError, msgspec.ValidationError, AttributeError, TypeError):
        return None


def unsummarized(root: DataRoot, chat_id: int, settings: MemorySettings) -> bool:
    """Whether the chat's newest logged message is past its summary cursor (blocking).

    Read-only, for chats whose actor is not running: a summary is still due for them.
    """
    with MessageLog(root.log_dir(chat_id), settings.tz) as log:
        last = log.tail(1)
    if not last:
        return False
    cursor = peek_cursor(root.state_path(chat_id))
    return cursor is None or last[-1].seq > cursor


def load_state(db: TinyDB) -> PersistedState:
    """The persisted state, or defaults for a new (or reset) database."""
    doc = db.table(STATE_TABLE).get(doc_id=_STATE_DOC_ID)
    if doc is None:
        return PersistedState()
    return msgspec.convert(dict(doc), PersistedState, strict=False)


def save_state(db: TinyDB, state: PersistedState) -> None:
    """Replace the persisted state (one atomic file write through ``SafeJSONStorage``)."""
    doc: dict[str, Any] = msgspec.to_builtins(state)
    db.table(STATE_TABLE).upsert(Document(doc, doc_id=_STATE_DOC_ID))


class SeenIds:
    """Bounded dedupe memory: the largest ``capacity`` (chat, message id) pairs, plus recent
    edit and reaction keys.

    Keyed on the chat the message was sent in, because a group that became a supergroup
    keeps its memory while Telegram numbers the supergroup's messages from 1 again. Each
    chat's ids live in a sorted ``array('q')`` (8 bytes each, bisect lookups) rather than
    a set, so a full window costs a few KB per chat. Telegram ids grow within a chat, so
    the smallest id is the oldest; past capacity it is forgotten first, from the chat
    that recorded least recently (the group before its migration).
    """

    __slots__ = ("_edits", "_ids", "_size", "capacity")

    def __init__(self, capacity: int) -> None:
        self.capacity = max(1, capacity)
        self._ids: OrderedDict[int, array[int]] = OrderedDict()
        self._size = 0
        self._edits: OrderedDict[int, None] = OrderedDict()

    @staticmethod
    def edit_key(chat_id: int, message_id: int, masked_text: str) -> int:
        """The dedupe key of an edit: the same edit delivered by several bots is one."""
        return hash((chat_id, message_id, masked_text))

    @staticmethod
    def reaction_key(
        chat_id: int, message_id: int, who: int | str, emojis: str, at: datetime
    ) -> int:
        """The dedupe key of a reaction change: each admin persona receives it (the same
        member, message, emoji and second), and a member's 👍, withdrawn and given again,
        are three changes."""
        return hash(("reaction", chat_id, message_id, who, emojis, int(at.timestamp())))

    def seen_id(self, chat_id: int, message_id: int) -> bool:
        """Whether a message or service record with this id in this chat was recorded recently."""
        ids = self._ids.get(chat_id)
        if ids is None:
            return False
        i = bisect.bisect_left(ids, message_id)
        return i < len(ids) and ids[i] == message_id

    def add_id(self, chat_id: int, message_id: int) -> None:
        """Remember an id; past capacity the oldest chat's smallest id is forgotten."""
        ids = self._ids.get(chat_id)
        if ids is None:
            ids = self._ids[chat_id] = array("q")
        self._ids.move_to_end(chat_id)
        i = bisect.bisect_left(ids, message_id)
        if i < len(ids) and ids[i] == message_id:
            return
        ids.insert(i, message_id)
        self._size += 1
        if self._size > self.capacity:
            oldest_chat, oldest = next(iter(self._ids.items()))
            del oldest[0]
            self._size -= 1
            if not oldest:
                del self._ids[oldest_chat]

    def seen_edit(self, key: int) -> bool:
        """Whether this exact edit was recorded recently."""
        return key in self._edits

    def add_edit(self, key: int) -> None:
        """Remember an edit key (a small FIFO: edits are rare)."""
        self._edits[key] = None
        while len(self._edits) > min(self.capacity, 256):
            self._edits.popitem(last=False)

    def observe(self, record: MessageRecord) -> None:
        """Remember a record that was written (used live and by the rebuild)."""
        if record.kind == "reaction" and record.reply_to is not None:
            who = record.sender_id if record.sender_id is not None else record.sender
            try:
                at = datetime.fromisoformat(record.timestamp)
            except ValueError:
                return  # a damaged stamp: a repeat of this change would be logged once more
            self.add_edit(self.reaction_key(record.chat_id, record.reply_to, who, record.text, at))
            return
        if record.message_id is None:
            return
        if record.kind == "edit":
            self.add_edit(self.edit_key(record.chat_id, record.message_id, record.text))
        else:
            self.add_id(record.chat_id, record.message_id)


@dataclass
class Snapshot:
    """Everything an actor rebuilds from disk before taking messages."""

    last_seq: int
    recent: deque[MessageRecord]
    topic: TopicState
    seen: SeenIds
    persisted: PersistedState = field(default_factory=PersistedState)


def apply_to_recent(recent: deque[MessageRecord], record: MessageRecord) -> None:
    """Put a written record into the recent deque: messages append, edits replace the text."""
    if record.kind == "message":
        recent.append(record)
    elif record.kind == "edit" and record.message_id is not None:
        for i in range(len(recent) - 1, -1, -1):
            if recent[i].message_id == record.message_id:
                recent[i] = msgspec.structs.replace(recent[i], text=record.text)
                break


def read_tail(log: MessageLog, settings: MemorySettings) -> list[MessageRecord]:
    """Enough of the log's end to hold ``buffer`` messages and ``seen_ids`` records."""
    want = max(settings.seen_ids, settings.buffer * 2, 1)
    limit = want * _MAX_TAIL_GROWTH
    while True:
        records = log.tail(want)
        messages = sum(1 for r in records if r.kind == "message")
        if messages >= settings.buffer or len(records) < want or want >= limit:
            return records
        want *= 2


def rebuild(
    records: list[MessageRecord], persisted: PersistedState, settings: MemorySettings
) -> Snapshot:
    """The actor's state from the log tail ``records`` (oldest first) and its TinyDB state."""
    recent: deque[MessageRecord] = deque(maxlen=settings.buffer)
    seen = SeenIds(settings.seen_ids)
    last_seq = 0
    last_message: MessageRecord | None = None
    for record in records:
        apply_to_recent(recent, record)
        seen.observe(record)
        last_seq = max(last_seq, record.seq)
        if record.kind == "message":
            last_message = record
    last_at = parse_timestamp(last_message.timestamp, settings.tz) if last_message else None
    last_thread = last_message.thread_id if last_message else None
    if records and records[-1].seq > persisted.topic_seq:
        tag = records[-1].topic_tag
        since: int | None = None
        if tag == PENDING:
            # the pending run began after the last summary's rename (topic_seq), or carries
            # on from a topic that was still pending then
            for record in reversed(records):
                if record.seq <= persisted.topic_seq:
                    if persisted.topic == PENDING:
                        since = persisted.topic_pending_since
                    break
                if record.topic_tag != PENDING:
                    break
                since = record.seq
    else:
        tag, since = persisted.topic, persisted.topic_pending_since
    topic = TopicState(tag, since if tag == PENDING else None, last_at, last_thread)
    # a log that lost its newest lines, or whose old days were archived away, must not
    # hand out seq numbers that summaries already refer to
    floor = max(persisted.cursor, persisted.last_seq)
    return Snapshot(
        last_seq=max(last_seq, floor), recent=recent, topic=topic, seen=seen, persisted=persisted
    )
