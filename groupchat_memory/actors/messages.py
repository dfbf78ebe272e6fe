"""The immutable message types of the chat actors, their answers, and the mailbox plumbing.

Front ends build an ``Incoming`` and ``tell`` a ``Record``; questions are ``Ask``
subclasses whose type parameter is the answer type, so ``ActorSystem.ask`` is typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, Literal, TypeVar

import anyio
import msgspec

from groupchat_memory.actors.errors import InvalidMessageError
from groupchat_memory.base.textfold import fold_name
from groupchat_memory.domain.context import Context
from groupchat_memory.domain.summaries.insights import InsightResult
from groupchat_memory.domain.summaries.topics import ALL, Scope
from groupchat_memory.store.records import MessageKind, MessageRecord, SummaryRecord

T = TypeVar("T")


# ------------------------------------------------------------------ what gets recorded


@dataclass(frozen=True, slots=True)
class Incoming:
    """One message, edit, service event or reaction as a front end saw it (original,
    unmasked text).

    The sender's name is folded here (``base.textfold.fold_name``), where every front end
    hands a message over, so no name can add a line to a prompt or wear the bot marker.
    """

    sender: str
    text: str
    timestamp: datetime
    is_bot: bool = False
    message_id: int | None = None
    sender_id: int | None = None
    reply_to: int | None = None
    thread_id: int | None = None
    kind: MessageKind = "message"
    chat_id: int | None = None
    """The chat the message was sent in (None: the chat that records it). Differs after a
    group became a supergroup: Telegram numbers the new chat's messages from 1 again, so
    dedupe must tell the two chats' ids apart."""
    topic_name: str | None = None
    """A forum topic's new name (a topic created or renamed: a service record)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "sender", fold_name(self.sender, is_bot=self.is_bot))
        if self.thread_id is not None and self.thread_id <= 0:
            # Telegram's topic ids are positive: anything else is no topic at all
            object.__setattr__(self, "thread_id", None)
        if self.timestamp.tzinfo is None:
            raise InvalidMessageError(
                f"timestamp {self.timestamp.isoformat()} has no time zone; "
                "pass an aware datetime (e.g. datetime.now(UTC))"
            )
        if self.kind == "edit" and self.message_id is None:
            raise InvalidMessageError("an edit needs the message_id of the message it edits")
        if self.kind == "reaction" and (self.reply_to is None or self.message_id is not None):
            raise InvalidMessageError(
                "a reaction names the message it reacts to in reply_to and has no message_id"
            )


class Receipt:
    """Filled in by the actor when a ``Record`` is settled: durable, duplicate or dead-lettered.

    ``taken`` is set earlier when the log refuses the write and the record waits in memory,
    in order, for the disk (``held``): whoever waits for a message to be durable can then
    move on to its chat's later messages, which are recorded after it.
    """

    __slots__ = ("error", "event", "seq", "stored", "taken")

    def __init__(self) -> None:
        self.event = anyio.Event()
        self.taken = anyio.Event()
        self.stored = False
        self.seq: int | None = None
        self.error: BaseException | None = None

    @property
    def held(self) -> bool:
        """Whether the record waits in memory for the disk (taken, not settled yet)."""
        return self.taken.is_set() and not self.event.is_set()

    def hold(self) -> None:
        """The log refused the write: the record waits in order, it is not durable yet."""
        self.taken.set()

    def settle(self, stored: bool, seq: int | None = None) -> None:
        """Mark durable (``stored``) or duplicate, and wake the waiter."""
        self.stored, self.seq = stored, seq
        self.event.set()
        self.taken.set()

    def fail(self, error: BaseException) -> None:
        """Mark as not recorded (dead-lettered) and wake the waiter."""
        self.error = error
        self.event.set()
        self.taken.set()


@dataclass(frozen=True, slots=True)
class Record:
    """Tell: record ``incoming``. ``done`` is set once it is durable (or known as a duplicate)."""

    incoming: Incoming
    done: anyio.Event | None = None
    receipt: Receipt | None = None


@dataclass(frozen=True, slots=True)
class Tick:
    """Tell: the time is ``now``; check the silence trigger and whether to passivate.

    ``done`` is set once the tick is handled (and the actor passivated, if it did).
    """

    now: datetime
    done: anyio.Event | None = None


# ------------------------------------------------------------------ questions


class Ask(Generic[T]):
    """Base of every question; ``T`` is the type of the answer."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class BuildContext(Ask[Context]):
    """Context for a bot's reply to ``text``, within ``budget_tokens`` (None: the setting).
    ``message_id``: the message being answered, left out of the context (the prompt shows
    it once, on its own)."""

    text: str
    budget_tokens: int | None = None
    message_id: int | None = None
    thread_id: int | None = None
    """The forum topic the message was sent in: its conversation is the recent window."""
    recall_wait_s: float | None = None
    """How long the context may wait for recall's turn (the model and the building
    threads are shared by every chat of the process); past it, the context is the
    summaries and the recent conversation alone. None: as long as it takes."""


@dataclass(frozen=True, slots=True)
class Settle(Ask[None]):
    """Answer once no summary is in flight (one-shot commands wait for this before exit)."""


@dataclass(frozen=True, slots=True)
class Embedded(Ask[None]):
    """Answer once every recorded message has its vector (semantic recall on), or at
    once when it is off: for ``embed``-like waits and tests, never for recording."""


@dataclass(frozen=True, slots=True)
class Inspect(Ask["ActorView"]):
    """The actor's in-memory state, answered in mailbox order.

    No file holds this (the recent deque keeps unmasked originals, the live topic and
    the job in flight are memory only), so it has no read path through ``queries``: the
    rebuild tests compare it across restarts, the trigger tests read the cursor and topic.
    """


@dataclass(frozen=True, slots=True)
class StoreArchiveSummary(Ask[None]):
    """Index an archive summary the archive has durably written as ``file``.

    The actor owns ``state.json``: it adds the file to the summary index and raises its
    persisted seq high-water mark past the archived range, so seqs never repeat once
    the archived day files are gone.
    """

    file: str
    record: SummaryRecord


@dataclass(frozen=True, slots=True)
class WriteInsight(Ask[InsightResult]):
    """Write an insight report (``/정리``) over what the latest summaries cover.

    ``message_id`` is the command message that asked, if any: one report per message id,
    ever. Telegram delivers an update again when the service died before confirming it,
    so the same ``/정리`` can arrive twice; the repeat answers the report the first wrote.
    """

    chat_title: str
    message_id: int | None = None
    scope: Scope = ALL
    """The forum topic whose conversation the report covers (``ALL``: the whole chat)."""


# ------------------------------------------------------------------ answers


class DegradedChat(msgspec.Struct, frozen=True, kw_only=True):
    """A chat whose log cannot be written: it serves from memory and retries the write.

    ``since`` is when the first write failed (ISO 8601), ``seconds`` how long ago that
    was (monotonic), ``pending`` how many records wait in memory, ``error`` the last
    write error, ``set_aside`` whether they are durable in the chat's set-aside file too
    (their updates are confirmed: the chat is degraded, nothing waits on it).
    """

    chat_id: int
    since: str
    seconds: float
    pending: int
    error: str
    set_aside: bool = False


class ActorView(msgspec.Struct, frozen=True, kw_only=True):
    """A copy of what a chat actor holds in memory; a restart must rebuild exactly this."""

    recent: list[MessageRecord]
    topic: str
    topic_pending_since: int | None
    last_message_at: str | None
    last_thread: int | None
    cursor: int
    last_seq: int
    summarizing: bool
    threads: list[ThreadView] = []
    """The forum topics' conversations (the fields above are the one without a topic)."""


class ThreadView(msgspec.Struct, frozen=True, kw_only=True):
    """One forum topic's conversation as its chat actor holds it."""

    thread_id: int
    recent: list[MessageRecord]
    topic: str
    topic_pending_since: int | None
    last_message_at: str | None
    cursor: int


# ------------------------------------------------------------------ internal


@dataclass(frozen=True, slots=True)
class SummaryDone:
    """From a chat's summary task to its actor: the outcome of one summary job."""

    job_id: int
    record: SummaryRecord | None
    file: str | None
    error: BaseException | None


Message = Record | Tick | Ask[Any] | SummaryDone


class Reply(Generic[T]):
    """The answer slot of one ``ask``: a value or an error, and an event to wait on."""

    __slots__ = ("error", "event", "value")

    def __init__(self) -> None:
        self.event = anyio.Event()
        self.value: T | None = None
        self.error: BaseException | None = None

    def set(self, value: T) -> None:
        """Answer (only the first answer counts)."""
        if not self.event.is_set():
            self.value = value
            self.event.set()

    def fail(self, error: BaseException) -> None:
        """Answer with an error the asker will see raised."""
        if not self.event.is_set():
            self.error = error
            self.event.set()


class Envelope:
    """A message in a mailbox, with its reply slot and how often it has crashed the actor."""

    __slots__ = ("attempts", "msg", "reply")

    def __init__(self, msg: Message, reply: Reply[Any] | None = None) -> None:
        self.msg = msg
        self.reply = reply
        self.attempts = 0


Phase = Literal["passivated", "ended"]
