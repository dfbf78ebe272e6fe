"""A chat's persisted document and the rebuild from the log tail (types and functions; the
one writer of ``state.json`` is ``actors.chat_state.ChatState``).

TinyDB (``state.json``) holds what the log cannot tell: the summary cursor and
counter, the topic as the last summary left it, and the intent of a summary being
written. Everything else (last seq, the recent deque, the last message time, seen ids,
the records no summary covers) comes from the log's tail. So that a start does not read
back through a long unsummarized history (or a whole seen-ids window) each time, the
actor also saves ``StartMarks``: the seen ids, the unsummarized seqs and the topics as of a
seq (on a clean stop, with each summary's commit and at a quiet tick, always of records
already on disk); a start then reads the log after that seq (all of it: a crash may have
left the log ahead of them) and the recent window, and rebuilds from the log alone when
the marks are missing, of another version or ahead of the log.
``unsummarized`` peeks at both, read-only, for a chat whose actor is not running.

In a forum each topic (``thread_id``) is a conversation of its own, a ``Lane``: its
recent deque, topic and summary cursor (``ThreadState`` in ``PersistedState.threads``;
the top-level fields are the conversation without a topic, keyed None). A lane whose
records are all summarized follows the chat's last seq whenever a summary lands, so a
start reads the log back no further than the oldest unsummarized record of a topic the
tail shows.
"""

from __future__ import annotations

import bisect
import hashlib
from array import array
from collections import OrderedDict, deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

import msgspec
from tinydb import TinyDB
from tinydb.table import Document

from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING, TopicState
from groupchat_memory.store.docstore import FORMAT_VERSION
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

STATE_TABLE = "state"
STATE_VERSION = 2  # 2: forum topics have cursors of their own (``threads``)
_STATE_DOC_ID = 1
MARKS_TABLE = "start"
MARKS_VERSION = 2  # 2: each seen id with the fingerprint of what was recorded under it
_MAX_TAIL_GROWTH = 64


class SummaryIntent(msgspec.Struct, frozen=True, kw_only=True):
    """A summary job about to write its file: lets a restart finish or forget it."""

    from_seq: int
    to_seq: int
    date: str
    thread_id: int | None = None


class ThreadState(msgspec.Struct, kw_only=True):
    """One conversation's summary cursor and topic as the last summary left them."""

    cursor: int = 0
    topic: str = GENERAL
    topic_pending_since: int | None = None
    topic_seq: int = 0


class PersistedState(msgspec.Struct, kw_only=True):
    """The chat's document in the ``state`` table (written when a summary lands).

    The top-level cursor and topic are the conversation without a forum topic; each
    forum topic has its own in ``threads`` (older documents have none: they load as is).
    """

    version: int = STATE_VERSION
    cursor: int = 0
    summary_count: int = 0
    topic: str = GENERAL
    topic_pending_since: int | None = None
    topic_seq: int = 0
    last_seq: int = 0
    writing: SummaryIntent | None = None
    threads: dict[int, ThreadState] = {}

    def lane(self, thread: int | None) -> ThreadState:
        """The cursor and topic of one conversation.

        A topic this document does not name had no record when it was saved (every topic
        an actor knows is saved with it), so its cursor is the seq saved then; a version 1
        document had one cursor for every topic.
        """
        if thread is None:
            return ThreadState(
                cursor=self.cursor,
                topic=self.topic,
                topic_pending_since=self.topic_pending_since,
                topic_seq=self.topic_seq,
            )
        found = self.threads.get(thread)
        if found is not None:
            return found
        return ThreadState(cursor=self.cursor if self.version < 2 else self.last_seq)

    def with_lane(self, thread: int | None, lane: ThreadState) -> PersistedState:
        """A copy with one conversation's cursor and topic replaced."""
        if thread is None:
            return msgspec.structs.replace(
                self,
                cursor=lane.cursor,
                topic=lane.topic,
                topic_pending_since=lane.topic_pending_since,
                topic_seq=lane.topic_seq,
            )
        return msgspec.structs.replace(self, threads={**self.threads, thread: lane})


class LaneMarks(msgspec.Struct, frozen=True, kw_only=True):
    """One conversation as a stop left it: its unsummarized seqs as runs (first, last)
    and its live topic."""

    thread: int | None = None
    unsummarized: list[tuple[int, int]] = []
    topic: str = GENERAL
    pending_since: int | None = None


class StartMarks(msgspec.Struct, frozen=True, kw_only=True):
    """What a start would read back through the log for, as of seq ``upto`` (the
    ``start`` table, saved by ``ChatState``): seen ids per chat with their fingerprints
    (least recently recorded chat first), edit and reaction keys (oldest first) and each
    conversation's marks. Derived from the log: forgetting a member drops them
    (``drop_marks``)."""

    version: int = MARKS_VERSION
    upto: int = 0
    first_day: str = ""
    """The log's oldest day file then: once the archive removed days, the marks'
    unsummarized seqs name records that are gone."""
    seen: list[tuple[int, list[int], list[int]]] = []
    edits: list[int] = []
    lanes: list[LaneMarks] = []

    def lane(self, thread: int | None) -> LaneMarks | None:
        return next((m for m in self.lanes if m.thread == thread), None)

    @property
    def forum(self) -> bool:
        """Whether the chat had forum topics (each wants its own recent window)."""
        return any(m.thread is not None for m in self.lanes)


def seq_runs(seqs: Iterable[int]) -> list[tuple[int, int]]:
    """Ascending seqs as runs of consecutive ones, (first, last) each."""
    out: list[tuple[int, int]] = []
    for seq in seqs:
        if out and out[-1][1] + 1 == seq:
            out[-1] = (out[-1][0], seq)
        else:
            out.append((seq, seq))
    return out


def load_marks(db: TinyDB) -> StartMarks | None:
    """The marks saved last, or None (none, another version, unreadable)."""
    doc = db.table(MARKS_TABLE).get(doc_id=_STATE_DOC_ID)
    if not isinstance(doc, dict) or doc.get("version") != MARKS_VERSION:
        return None
    try:
        return msgspec.convert(dict(doc), StartMarks, strict=False)
    except msgspec.ValidationError:
        return None


def save_marks(db: TinyDB, marks: StartMarks) -> None:
    """Replace the start marks (one atomic file write)."""
    doc: dict[str, Any] = msgspec.to_builtins(marks)
    db.table(MARKS_TABLE).upsert(Document(doc, doc_id=_STATE_DOC_ID))


def drop_marks(db: TinyDB) -> None:
    """Forget the start marks (the log was rewritten: the next start reads it)."""
    db.drop_table(MARKS_TABLE)


def peek_cursor(path: Path) -> int | None:
    """The summary cursor in a chat's ``state.json``, read without opening it for writing.

    None when the file is missing, unreadable or not as expected: its owner (the chat's
    actor) decides what to do with it when it starts.
    """
    state = peek_state(path)
    return None if state is None else state.cursor


def peek_state(path: Path) -> PersistedState | None:
    """A chat's persisted state read without opening ``state.json`` for writing; None
    when the file is missing, unreadable or not as expected."""
    try:
        doc = msgspec.json.decode(path.read_bytes())
        tables = doc["tables"] if isinstance(doc, dict) and "tables" in doc else doc
        found = tables.get(STATE_TABLE, {}).get(str(_STATE_DOC_ID), {})
        return msgspec.convert(found, PersistedState, strict=False)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError, AttributeError, TypeError):
        return None


class StateProblem(NamedTuple):
    """What is wrong with a chat's ``state.json``, and what to do when the chat's actor
    cannot start with it (None: the actor moves it aside and rebuilds it by itself)."""

    what: str
    fix: str | None


def state_problem(path: Path) -> StateProblem | None:
    """What is wrong with a chat's ``state.json``, read without opening it for writing;
    None when it reads (or is missing)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return StateProblem(
            f"{path} cannot be read ({exc.strerror or exc})",
            "give the service's user read and write access to it (or move it aside: it is "
            "rebuilt from the chat's log and summary files)",
        )
    try:
        doc = msgspec.json.decode(data)
    except msgspec.DecodeError:
        return StateProblem(f"{path} is not valid JSON", None)
    if isinstance(doc, dict) and "tables" in doc:
        version = doc.get("version")
        if isinstance(version, int) and version > FORMAT_VERSION:
            return StateProblem(
                f"{path} has format version {version}, newer than this program's "
                f"{FORMAT_VERSION} (a newer groupchat-memory wrote it)",
                "upgrade groupchat-memory to the version that wrote it",
            )
        doc = doc["tables"]
    tables = doc if isinstance(doc, dict) else {}
    table = tables.get(STATE_TABLE)
    found = table.get(str(_STATE_DOC_ID)) if isinstance(table, dict) else None
    if found is None:
        return None
    try:
        msgspec.convert(found, PersistedState, strict=False)
    except msgspec.ValidationError as exc:
        return StateProblem(f"{path} does not match its schema ({exc})", None)
    return None


def unsummarized(root: DataRoot, chat_id: int, settings: MemorySettings) -> bool:
    """Whether the chat's newest logged message is past its summary cursor (blocking).

    Read-only, for chats whose actor is not running: a summary is still due for them.
    """
    with MessageLog(root.log_dir(chat_id), settings.tz) as log:
        last = log.tail(1)
    if not last:
        return False
    state = peek_state(root.state_path(chat_id))
    return state is None or last[-1].seq > state.lane(last[-1].thread_id).cursor


def load_state(db: TinyDB) -> PersistedState:
    """The persisted state, or defaults for a new (or reset) database."""
    doc = db.table(STATE_TABLE).get(doc_id=_STATE_DOC_ID)
    if doc is None:
        return PersistedState()
    return msgspec.convert(dict(doc), PersistedState, strict=False)


def save_state(db: TinyDB, state: PersistedState, marks: StartMarks | None = None) -> None:
    """Replace the persisted state, and with ``marks`` the start marks too: one atomic
    file write through ``SafeJSONStorage`` either way."""
    doc: dict[str, Any] = msgspec.to_builtins(state)
    if marks is None:
        db.table(STATE_TABLE).upsert(Document(doc, doc_id=_STATE_DOC_ID))
        return
    # both tables in one storage write (TinyDB writes the file once per table
    # operation), each left as an upsert of its document would leave it
    tables = db.storage.read() or {}
    key = str(_STATE_DOC_ID)
    for table, new in ((STATE_TABLE, doc), (MARKS_TABLE, msgspec.to_builtins(marks))):
        rows = dict(tables.get(table, {}))
        old = rows.get(key)
        rows[key] = {**(old if isinstance(old, dict) else {}), **new}
        tables[table] = rows
    db.storage.write(tables)
    db.table(STATE_TABLE).clear_cache()
    db.table(MARKS_TABLE).clear_cache()


def _stable_key(parts: tuple[object, ...]) -> int:
    """A 63-bit key that is the same in every process (``hash`` of a str is not, and
    the keys outlive the process in ``StartMarks``)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class SeenIds:
    """Bounded dedupe memory: the largest ``capacity`` (chat, message id) pairs, each with
    the fingerprint of what was recorded under it, plus recent edit and reaction keys.

    Keyed on the chat the message was sent in, because a group that became a supergroup
    keeps its memory while Telegram numbers the supergroup's messages from 1 again. The
    fingerprint (sender, time, text: ``fingerprint``) tells a true repeat (Telegram
    delivering an update again, each persona's copy) from another message that only
    shares the id (history imported under this chat from another one): only a repeat is
    dropped. Each chat's ids live in a sorted ``array('q')`` (8 bytes each, bisect
    lookups) with a parallel one of fingerprints, rather than a dict, so a full window
    costs a few KB per chat. Telegram ids grow within a chat, so the smallest id is the
    oldest; past capacity it is forgotten first, from the chat that recorded least
    recently (the group before its migration).
    """

    __slots__ = ("_edits", "_ids", "_size", "capacity")

    def __init__(self, capacity: int) -> None:
        self.capacity = max(1, capacity)
        self._ids: OrderedDict[int, tuple[array[int], array[int]]] = OrderedDict()
        self._size = 0
        self._edits: OrderedDict[int, None] = OrderedDict()

    @staticmethod
    def edit_key(chat_id: int, message_id: int, masked_text: str) -> int:
        """The dedupe key of an edit: the same edit delivered by several bots is one."""
        return _stable_key((chat_id, message_id, masked_text))

    @staticmethod
    def reaction_key(
        chat_id: int, message_id: int, who: int | str, emojis: str, at: datetime
    ) -> int:
        """The dedupe key of a reaction change: each admin persona receives it (the same
        member, message, emoji and second), and a member's 👍, withdrawn and given again,
        are three changes."""
        return _stable_key(("reaction", chat_id, message_id, who, emojis, int(at.timestamp())))

    @staticmethod
    def fingerprint(who: int | str, at: datetime, masked_text: str) -> int:
        """What a message recorded under an id was: its sender (id, else masked name), its
        time to the second and its stored (masked, capped) text."""
        return _stable_key(("message", who, int(at.timestamp()), masked_text))

    def seen_id(self, chat_id: int, message_id: int) -> bool:
        """Whether a message or service record with this id in this chat was recorded recently."""
        return self.recorded_as(chat_id, message_id) is not None

    def recorded_as(self, chat_id: int, message_id: int) -> int | None:
        """The fingerprint recorded last under this id in this chat (None: not seen recently)."""
        found = self._ids.get(chat_id)
        if found is None:
            return None
        ids, prints = found
        i = bisect.bisect_left(ids, message_id)
        return prints[i] if i < len(ids) and ids[i] == message_id else None

    def add_id(self, chat_id: int, message_id: int, print_: int = 0) -> None:
        """Remember an id and its fingerprint (a later message under the same id replaces
        it); past capacity the oldest chat's smallest id is forgotten."""
        found = self._ids.get(chat_id)
        if found is None:
            found = self._ids[chat_id] = (array("q"), array("q"))
        self._ids.move_to_end(chat_id)
        ids, prints = found
        i = bisect.bisect_left(ids, message_id)
        if i < len(ids) and ids[i] == message_id:
            prints[i] = print_
            return
        ids.insert(i, message_id)
        prints.insert(i, print_)
        self._size += 1
        if self._size > self.capacity:
            oldest_chat, (oldest, oldest_prints) = next(iter(self._ids.items()))
            del oldest[0]
            del oldest_prints[0]
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

    def marks(self) -> tuple[list[tuple[int, list[int], list[int]]], list[int]]:
        """The ids and fingerprints per chat and the edit keys, in the order ``restored``
        takes them."""
        seen = [(chat, ids.tolist(), prints.tolist()) for chat, (ids, prints) in self._ids.items()]
        return seen, list(self._edits)

    @classmethod
    def restored(cls, capacity: int, marks: StartMarks) -> SeenIds:
        """The ids and keys a stop saved (as many as ``capacity`` keeps)."""
        seen = cls(capacity)
        for chat, ids, prints in marks.seen:
            pairs = sorted(zip(ids, prints, strict=True))
            seen._ids[chat] = (array("q", [i for i, _ in pairs]), array("q", [p for _, p in pairs]))
            seen._size += len(pairs)
        while seen._size > seen.capacity:
            oldest_chat, (oldest, oldest_prints) = next(iter(seen._ids.items()))
            drop = min(len(oldest), seen._size - seen.capacity)
            del oldest[:drop]
            del oldest_prints[:drop]
            seen._size -= drop
            if not oldest:
                del seen._ids[oldest_chat]
        for key in marks.edits:
            seen.add_edit(key)
        return seen

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
            self.add_id(record.chat_id, record.message_id, fingerprint_of(record))


def fingerprint_of(record: MessageRecord) -> int:
    """``SeenIds.fingerprint`` of a stored record (0 when its stamp does not parse: then no
    later message is taken for a repeat of it)."""
    who = record.sender_id if record.sender_id is not None else record.sender
    try:
        at = datetime.fromisoformat(record.timestamp)
    except ValueError:
        return 0
    return SeenIds.fingerprint(who, at, record.text)


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

    @property
    def recent(self) -> deque[MessageRecord]:
        """The recent deque of the conversation without a topic."""
        return self.lanes[None].recent

    @property
    def topic(self) -> TopicState:
        """The topic of the conversation without a topic."""
        return self.lanes[None].topic


def apply_to_recent(recent: deque[MessageRecord], record: MessageRecord) -> None:
    """Put a written record into the recent deque: messages append, edits replace the text."""
    if record.kind == "message":
        recent.append(record)
    elif record.kind == "edit" and record.message_id is not None:
        for i in range(len(recent) - 1, -1, -1):
            if recent[i].message_id == record.message_id:
                recent[i] = msgspec.structs.replace(recent[i], text=record.text)
                break


def read_tail(
    log: MessageLog,
    settings: MemorySettings,
    persisted: PersistedState | None = None,
    marks: StartMarks | None = None,
) -> list[MessageRecord]:
    """Enough of the log's end to hold ``buffer`` messages and ``seen_ids`` records, and,
    with ``persisted``, every unsummarized record of the conversations the tail shows.

    With ``marks`` (which hold the seen ids and unsummarized seqs up to ``marks.upto``):
    every record after ``marks.upto`` and ``buffer`` messages (a forum's whole window:
    each topic wants its recent messages), whatever the history's length.
    """
    window = max(settings.seen_ids, settings.buffer * 2, 1)
    limit = window * _MAX_TAIL_GROWTH
    short = marks is not None and not marks.forum
    want = max(settings.buffer * 2, 1) if short else window
    while True:
        records = log.tail(want)
        if len(records) < want:
            break
        behind = marks is not None and records[0].seq > marks.upto
        messages = sum(1 for r in records if r.kind == "message")
        if not behind and (messages >= settings.buffer or want >= limit):
            break
        want *= 2
    if persisted is None or marks is not None:
        return records
    while records and len(records) >= want:
        need = min(persisted.lane(r.thread_id).cursor for r in records) + 1
        if records[0].seq <= need:
            break
        want *= 2
        records = log.tail(want)
    return records


def marks_hold(
    records: list[MessageRecord], marks: StartMarks | None, first_day: str
) -> StartMarks | None:
    """``marks`` if ``records`` (a tail) reach back to them, the log is not behind them
    (a log that lost its newest lines, or marks of another log) and still begins with
    ``first_day`` (no day archived since): else None."""
    if marks is None or not records or marks.first_day != first_day:
        return None
    if records[0].seq > marks.upto or max(r.seq for r in records) < marks.upto:
        return None
    return marks


def new_lane(settings: MemorySettings, thread: int | None) -> Lane:
    """An empty conversation for ``thread``."""
    return Lane(deque(maxlen=settings.buffer), TopicState(last_thread=thread))


def _lane_topic(
    records: list[MessageRecord],
    lane: ThreadState,
    last: MessageRecord | None,
    settings: MemorySettings,
    thread: int | None,
) -> TopicState:
    """Conversation ``thread``'s topic from its tail ``records`` and its persisted state."""
    last_at = parse_timestamp(last.timestamp, settings.tz) if last else None
    if records and records[-1].seq > lane.topic_seq:
        tag = records[-1].topic_tag
        since: int | None = None
        if tag == PENDING:
            # the pending run began after the last summary's rename (topic_seq), or carries
            # on from a topic that was still pending then
            for record in reversed(records):
                if record.seq <= lane.topic_seq:
                    if lane.topic == PENDING:
                        since = lane.topic_pending_since
                    break
                if record.topic_tag != PENDING:
                    break
                since = record.seq
    else:
        tag, since = lane.topic, lane.topic_pending_since
    return TopicState(tag, since if tag == PENDING else None, last_at, thread)


def rebuild(
    records: list[MessageRecord],
    persisted: PersistedState,
    settings: MemorySettings,
    marks: StartMarks | None = None,
) -> Snapshot:
    """The actor's state from the log tail ``records`` (oldest first) and its TinyDB state;
    with ``marks`` (``marks_hold``), their seen ids, seqs and topics up to ``marks.upto``
    and the records after it."""
    seen = (
        SeenIds(settings.seen_ids) if marks is None else SeenIds.restored(settings.seen_ids, marks)
    )
    upto = 0 if marks is None else marks.upto
    last_seq = 0
    threads: dict[int | None, list[MessageRecord]] = {None: []}
    lanes: dict[int | None, Lane] = {None: new_lane(settings, None)}
    for known in persisted.threads:
        lanes[known] = new_lane(settings, known)
        threads[known] = []
    topics = {known: persisted.lane(known) for known in lanes}
    for marked in marks.lanes if marks is not None else []:
        into = lanes.setdefault(marked.thread, new_lane(settings, marked.thread))
        threads.setdefault(marked.thread, [])
        into.seqs = array("q")
        for first, last in marked.unsummarized:
            into.seqs.extend(range(first, last + 1))
        kept = persisted.lane(marked.thread)
        if kept.topic_seq < upto:  # the topic as the stop left it, newer than the summary's
            kept = msgspec.structs.replace(
                kept, topic=marked.topic, topic_pending_since=marked.pending_since, topic_seq=upto
            )
        topics[marked.thread] = kept
    cursors = {known: persisted.lane(known).cursor for known in lanes}
    last_message: dict[int | None, MessageRecord] = {}
    newest: MessageRecord | None = None
    for record in records:
        thread = record.thread_id
        lane = lanes.get(thread)
        if lane is None:
            lane = lanes[thread] = new_lane(settings, thread)
            threads[thread] = []
            cursors[thread] = persisted.lane(thread).cursor
            topics[thread] = persisted.lane(thread)
        threads[thread].append(record)
        apply_to_recent(lane.recent, record)
        last_seq = max(last_seq, record.seq)
        if record.kind == "message":
            last_message[thread] = newest = record
        if record.seq <= upto:  # the marks hold its id and seq
            continue
        seen.observe(record)
        if record.seq > cursors[thread] and record.kind == "message":
            lane.seqs.append(record.seq)
    for thread, lane in lanes.items():
        lane.topic = _lane_topic(
            threads[thread], topics[thread], last_message.get(thread), settings, thread
        )
    newest_at = parse_timestamp(newest.timestamp, settings.tz) if newest else None
    # a log that lost its newest lines, or whose old days were archived away, must not
    # hand out seq numbers that summaries already refer to
    floor = max(persisted.cursor, persisted.last_seq)
    return Snapshot(
        last_seq=max(last_seq, floor),
        lanes=lanes,
        seen=seen,
        persisted=persisted,
        newest_at=newest_at,
    )
