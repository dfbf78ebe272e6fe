"""The actor system: one chat actor per chat, spawned on demand, restarted from disk after a
crash (by its ``Supervisor``), passivated when idle, and drained on shutdown.

Backpressure: every mailbox is a bounded anyio memory stream (``mailbox_size``). When a
chat's mailbox is full, ``tell`` (and ``record``/``ask``) *waits* until the actor has
taken messages out; it never drops a message and never raises for a full mailbox. A
caller that must not wait can wrap the call in ``anyio.move_on_after``; a message whose
``tell`` was cancelled that way was not delivered.

One chat never holds back the others. With ``set_aside`` (the bot service), a chat whose
actor cannot start is set aside: its messages go to its set-aside file
(``actors.set_aside``) and count as durable, its questions fail at once with
``ChatUnavailableError``, and its start is tried again with backoff; the actor that
finally starts replays the file first. Its actor also sets aside the records its log
refuses. Without it (one-shot writers, the library) the start-up error is raised.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from types import TracebackType
from typing import TypeVar

import anyio
from anyio.abc import TaskGroup

from groupchat_memory.actors.clock import Clock, SystemClock
from groupchat_memory.actors.errors import ActorStoppedError, ChatUnavailableError
from groupchat_memory.actors.messages import (
    Ask,
    DegradedChat,
    Envelope,
    Incoming,
    Message,
    Receipt,
    Record,
    Reply,
    Tick,
)
from groupchat_memory.actors.migration import ChatRoutes
from groupchat_memory.actors.recorder import fail_record, settle_record
from groupchat_memory.actors.set_aside import SetAside, append_set_aside, waiting_chats
from groupchat_memory.actors.state.persisted import unsummarized
from groupchat_memory.actors.supervision import RestartPolicy, Supervisor
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.domain.understanding.ledger import flush as understanding_flush
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

T = TypeVar("T")


class ActorSystem:
    """Owns the chat actors of one data root (the process must hold the writer lock).

    Use as ``async with ActorSystem(...) as system:``; leaving the block stops intake,
    drains every mailbox, flushes, and closes.

    Why one class with many methods: it is the one owner of the actors' lives (start,
    routing, restarts, chats set aside, passivation, shutdown), and each method is a step
    of one of them over the same table of actors.
    """

    def __init__(
        self,
        root: DataRoot,
        settings: MemorySettings,
        summarizer: Summarizer,
        clock: Clock | None = None,
        *,
        tick_interval_s: float | None = 30.0,
        restart_backoff_s: float = 0.05,
        restart_backoff_max_s: float = 5.0,
        max_attempts: int = 3,
        shutdown_grace_s: float = 5.0,
        shutdown_timeout_s: float = 60.0,
        set_aside: bool = False,
    ) -> None:
        self.root = root
        self.settings = settings
        self.summarizer = summarizer
        self.clock: Clock = clock if clock is not None else SystemClock()
        self.tick_interval_s = tick_interval_s
        self.shutdown_grace_s = shutdown_grace_s
        self.shutdown_timeout_s = shutdown_timeout_s
        policy = RestartPolicy(
            restart_backoff_s, restart_backoff_max_s, max_attempts, shutdown_grace_s
        )
        self.supervisor = Supervisor(root, settings, summarizer, self.clock, policy)
        self._handles = self.supervisor.handles  # the live actors (written by the supervisor)
        self.set_aside = set_aside
        self._aside: dict[int, _Aside] = {}  # chats whose actor cannot start
        if set_aside:
            self.supervisor.set_aside_held = True
            self.supervisor.on_stuck = self._stuck
        self.routes = ChatRoutes(root)
        # steps run first in ``__aenter__``, before any actor reads a chat's log (the
        # ``upkeep.jobs.Upkeep`` built beside the system ends interrupted erasures there)
        self.before_start: list[Callable[[], Awaitable[None]]] = []
        self._tg: TaskGroup | None = None
        self._ticker_scope = anyio.CancelScope()
        self._closing = False

    def _task_group(self) -> TaskGroup:
        assert self._tg is not None, "use the ActorSystem inside `async with`"
        return self._tg

    # ----------------------------------------------------------------- lifecycle

    async def __aenter__(self) -> ActorSystem:
        tg = anyio.create_task_group()
        await tg.__aenter__()
        self._tg = tg
        try:
            # the groups that became supergroups, before any actor reads a chat's folder
            await anyio.to_thread.run_sync(self.routes.resume)
            for step in self.before_start:
                await step()
        except BaseException:
            # the task group was entered by hand: leave it the same way, or its cancel
            # scope stays open and the caller's exit fails on it; the step's own error
            # is what the caller sees (not wrapped in a group)
            self._tg = None
            tg.cancel_scope.cancel()
            await tg.__aexit__(None, None, None)
            raise
        if self.set_aside:
            await self.spawn_waiting()
        if self.tick_interval_s:
            # after a restart no message may come to start a quiet chat's actor: start
            # those with unsummarized messages so their silence summary still fires
            await self.spawn_unsummarized()
            tg.start_soon(self._ticker, self.tick_interval_s)
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> bool | None:
        assert self._tg is not None
        with anyio.CancelScope(shield=True):
            await self.drain()
            # the decisions and to-dos fed since last written (derived: only time is saved)
            await anyio.to_thread.run_sync(understanding_flush)
        return await self._tg.__aexit__(exc_type, exc, tb)

    async def drain(self) -> None:
        """Stop intake, let every actor write what is queued, wait until all have ended."""
        self._closing = True
        self._ticker_scope.cancel()
        for aside in self._aside.values():
            aside.retrying.cancel()
        with anyio.move_on_after(self.shutdown_timeout_s) as scope:
            while self._handles or self.supervisor.starting:
                handles = list(self._handles.values())
                for handle in handles:
                    handle.close_intake(self.shutdown_grace_s)
                for event in list(self.supervisor.starting.values()):
                    await event.wait()
                for handle in handles:
                    await handle.done.wait()
        if scope.cancelled_caught:
            left = sorted(self._handles)
            logger.error("shutdown timed out; chats still busy: %s", left)
            assert self._tg is not None
            self._tg.cancel_scope.cancel()

    async def _ticker(self, interval: float) -> None:
        with self._ticker_scope:
            while True:
                await anyio.sleep(interval)
                self._broadcast_tick(None)

    # ----------------------------------------------------------------- public API

    async def tell(self, chat_id: int, msg: Message) -> None:
        """Deliver ``msg`` to the chat's actor, spawning it if needed.

        Waits while the chat's mailbox is full (backpressure). Raises
        ``ActorStoppedError`` once shutdown has begun, and the actor's start-up error
        if the chat's actor cannot start.
        """
        await self._deliver(chat_id, Envelope(msg))

    async def ask(self, chat_id: int, msg: Ask[T], timeout: float = 10.0) -> T:  # noqa: ASYNC109 -- the interface takes a timeout
        """Send a question and wait for the answer; the handler's error is raised here.

        ``TimeoutError`` after ``timeout`` seconds (delivery included).
        """
        reply: Reply[T] = Reply()
        with anyio.fail_after(timeout):
            await self._deliver(chat_id, Envelope(msg, reply))
            await reply.event.wait()
        if reply.error is not None:
            raise reply.error
        return reply.value  # type: ignore[return-value]

    async def record(self, chat_id: int, incoming: Incoming) -> bool:
        """Record one message and wait until it is durable; False if it was a duplicate.

        Raises ``DeadLetterError`` if the message crashed the actor three times. While
        the chat's log cannot be written (disk full, read-only...), this keeps waiting:
        the message is held in memory, in order, and counts as recorded only once the
        disk takes it; ``DiskUnavailableError`` if the chat's held buffer is full
        (``MemorySettings.pending_max``). See ``degraded_chats()``.
        """
        receipt = await self.submit(chat_id, incoming)
        await receipt.event.wait()
        if receipt.error is not None:
            raise receipt.error
        return receipt.stored

    async def submit(self, chat_id: int, incoming: Incoming) -> Receipt:
        """Deliver one message and wait until the actor has taken it: settled (durable,
        duplicate or refused) or ``held`` in memory while the chat's log refuses writes.

        For a caller that must go on with the chat's later messages meanwhile (the
        Telegram poller answers commands from what is durable): they are recorded after
        this one. The message is durable only once ``receipt.event`` is set without
        ``receipt.error``.
        """
        receipt = Receipt()
        await self._deliver(chat_id, Envelope(Record(sent_in(chat_id, incoming), receipt=receipt)))
        await receipt.taken.wait()
        return receipt

    async def record_many(self, chat_id: int, incoming: Sequence[Incoming]) -> int:
        """Record messages in order, waiting once for all of them; how many were new."""
        receipts: list[Receipt] = []
        for item in incoming:
            receipt = Receipt()
            receipts.append(receipt)
            await self._deliver(chat_id, Envelope(Record(sent_in(chat_id, item), receipt=receipt)))
        stored = 0
        for receipt in receipts:
            await receipt.event.wait()
            if receipt.error is not None:
                raise receipt.error
            stored += receipt.stored
        return stored

    async def tick(self, now: datetime | None = None) -> int:
        """Send ``Tick(now)`` to every live actor and wait until each has handled it.

        ``now`` defaults to the clock. Returns how many actors were ticked. Tests drive
        silence triggers and passivation with this and a ``ManualClock``.
        """
        events = self._broadcast_tick(now)
        for event in events:
            await event.wait()
        return len(events)

    async def spawn_unsummarized(self) -> list[int]:
        """Start the actor of every chat whose newest messages are not summarized yet.

        A system that ticks does this on entering. A chat whose actor cannot start is
        logged and left to start with its next message (which then gets the error).
        """
        spawned: list[int] = []
        for chat_id in self.root.chat_ids():
            if chat_id in self._handles or chat_id in self._aside or self.routes.moved(chat_id):
                continue
            try:
                due = await anyio.to_thread.run_sync(
                    unsummarized, self.root, chat_id, self.settings
                )
                if due:
                    await self.supervisor.ensure(chat_id, self._task_group())
                    spawned.append(chat_id)
            except Exception as exc:  # broad: one chat must not keep the service from starting
                if self.set_aside:
                    self._begin_aside(chat_id, exc)
                else:
                    logger.exception("chat %s: cannot start its actor to summarize", chat_id)
        return spawned

    async def spawn_waiting(self) -> list[int]:
        """Start the actor of every chat with set-aside messages, which it replays first
        (a chat that still cannot start is set aside again and retried)."""
        waiting = await anyio.to_thread.run_sync(waiting_chats, self.root)
        spawned: list[int] = []
        for found in waiting:
            chat_id = self.routes.target(found.chat_id)
            if chat_id in self._handles or chat_id in self._aside:
                continue
            try:
                await self.supervisor.ensure(chat_id, self._task_group())
            except Exception as exc:  # broad: that chat waits, the others start
                self._begin_aside(chat_id, exc)
                continue
            spawned.append(chat_id)
        return spawned

    def unavailable_chats(self) -> dict[int, str]:
        """Chats whose actor cannot start now (their messages are set aside), with why."""
        return {chat_id: describe(aside.error) for chat_id, aside in sorted(self._aside.items())}

    def degraded_chats(self) -> list[DegradedChat]:
        """Chats whose log cannot be written now: they serve from memory and retry.

        Their ``record`` calls wait (the messages are not durable) until the disk takes
        the held records, or fail with ``DiskUnavailableError`` once the buffer is full.
        """
        found = []
        for chat_id in sorted(self._handles):
            actor = self._handles[chat_id].actor
            view = actor.degraded() if actor is not None else None
            if view is not None:
                found.append(view)
        return found

    def held_records(self, chat_id: int) -> list[MessageRecord]:
        """What the chat's log refused and waits in memory, oldest first (masked, as stored).

        The log cannot be written now (``degraded_chats``), and these records are history
        too: ``/history`` shows them after what the log holds (``queries.history``'s
        ``held``). Empty for a healthy chat or one whose actor is not running.
        """
        handle = self._handles.get(self.routes.target(chat_id))
        actor = handle.actor if handle is not None else None
        return actor.held_records() if actor is not None else []

    async def migrate(self, old_chat_id: int, new_chat_id: int) -> None:
        """Move a chat's memory to its new id (Telegram group → supergroup).

        The old actor drains and stops, the folder is renamed, and later messages for
        the old id go to the new one. Refuses when the new id already has memory.
        """
        await self.routes.migrate(old_chat_id, new_chat_id, self.stop_chat)

    async def stop_chat(self, chat_id: int) -> None:
        """Let a chat's actor write what is queued and end (a later message restarts it)."""
        handle = self._handles.get(chat_id)
        if handle is not None:
            handle.close_intake(self.shutdown_grace_s)
            await handle.done.wait()

    # ----------------------------------------------------------------- delivery

    async def _deliver(self, chat_id: int, env: Envelope) -> None:
        while True:
            gate = self.routes.gate(chat_id)
            if gate is not None:
                await gate.wait()
                continue
            target = self.routes.target(chat_id)
            if self._closing:
                raise ActorStoppedError(
                    "the memory service is shutting down and takes no new messages; "
                    "send again after it restarts"
                )
            handle = self._handles.get(target)
            if handle is None:
                aside = self._aside.get(target)
                if aside is not None:
                    if await self._aside_take(target, aside, env):
                        return
                    continue  # it started meanwhile
                try:
                    await self.supervisor.ensure(target, self._task_group())
                except Exception as exc:  # broad: any start-up failure of one chat
                    if not self.set_aside or isinstance(exc, ActorStoppedError):
                        raise
                    self._begin_aside(target, exc)
                continue
            try:
                handle.send.send_nowait(env)
                return
            except anyio.WouldBlock:
                pass
            except anyio.BrokenResourceError:
                # it passivated just now: spawn a fresh one
                self.supervisor.forget_if_current(handle)
                continue
            except anyio.ClosedResourceError:
                await handle.done.wait()  # stopping (shutdown or migration): look again after
                continue
            try:
                sender = handle.send.clone()
            except anyio.ClosedResourceError:
                continue
            with sender:
                try:
                    await sender.send(env)
                    return
                except (anyio.BrokenResourceError, anyio.ClosedResourceError):
                    continue

    # ----------------------------------------------------------------- chats set aside

    def _begin_aside(self, chat_id: int, error: BaseException) -> _Aside:
        """The chat's actor cannot start: set its messages aside, try again with backoff."""
        aside = self._aside.get(chat_id)
        if aside is not None:
            aside.error = error
            return aside
        aside = self._aside[chat_id] = _Aside(error)
        logger.error(
            "chat %s: its memory cannot start (%s); its messages are set aside in %s and "
            "recorded once it can, the other chats go on (`groupchat-memory doctor` says "
            "what to fix)",
            chat_id, describe(error), self.root.set_aside_path(chat_id),
        )  # fmt: skip
        if not self._closing:
            self._task_group().start_soon(self._retry_aside, chat_id, aside)
        return aside

    async def _retry_aside(self, chat_id: int, aside: _Aside) -> None:
        """Try the set-aside chat's start with backoff until it starts (and replays)."""
        policy = self.supervisor.policy
        with aside.retrying:
            while self._aside.get(chat_id) is aside:
                await anyio.sleep(policy.backoff(aside.failures))
                async with aside.lock:
                    try:
                        await self.supervisor.ensure(chat_id, self._task_group())
                    except Exception as exc:  # broad: still broken; the next try comes
                        aside.failures += 1
                        aside.error = exc
                        continue
                    del self._aside[chat_id]
                logger.warning(
                    "chat %s: its memory started again; its set-aside messages are replayed",
                    chat_id,
                )

    async def _aside_take(self, chat_id: int, aside: _Aside, env: Envelope) -> bool:
        """Deliver ``env`` to a chat set aside: a record to its set-aside file, a question
        fails at once. False when the chat's actor started meanwhile."""
        async with aside.lock:
            if self._aside.get(chat_id) is not aside:
                return False
            msg = env.msg
            if not isinstance(msg, Record):
                raise self._unavailable(chat_id, aside)
            failure = await self._put_aside(chat_id, aside, [env])
            if failure is not None:
                raise failure
            return True

    def _unavailable(self, chat_id: int, aside: _Aside) -> ChatUnavailableError:
        return ChatUnavailableError(
            f"chat {chat_id}'s memory cannot start ({describe(aside.error)}); its messages "
            "are set aside and recorded once it can: run `groupchat-memory doctor` for what "
            "to fix"
        )

    async def _put_aside(
        self, chat_id: int, aside: _Aside, envelopes: list[Envelope]
    ) -> ChatUnavailableError | None:
        """Append the records to the chat's set-aside file and settle them as durable; the
        error (they are not recorded) when the disk refuses that too."""
        records = [env for env in envelopes if isinstance(env.msg, Record)]
        items = [SetAside(env.msg.incoming, None) for env in records if isinstance(env.msg, Record)]
        try:
            await anyio.to_thread.run_sync(
                append_set_aside,
                self.root,
                chat_id,
                items,
                self.clock.now(),
                f"its memory cannot start: {describe(aside.error)}",
            )
        except (OSError, GroupchatMemoryError) as exc:
            failure = ChatUnavailableError(
                f"chat {chat_id}'s memory cannot start ({describe(aside.error)}) and its "
                f"messages cannot be set aside either ({exc}): NOT recorded; fix the disk"
            )
            logger.error("%s", failure)
            return failure
        for env in records:
            settle_record(env, True)
        return None

    async def _stuck(self, chat_id: int, error: BaseException, left: list[Envelope]) -> None:
        """The supervisor gave up rebuilding the chat's actor: set it aside with what its
        mailbox held (records to the set-aside file, questions failed)."""
        aside = self._begin_aside(chat_id, error)
        async with aside.lock:
            records = [env for env in left if isinstance(env.msg, Record)]
            failure = await self._put_aside(chat_id, aside, records) if records else None
            for env in left:
                msg = env.msg
                if isinstance(msg, Record):
                    if failure is not None:
                        fail_record(env, failure)
                elif isinstance(msg, Tick):
                    if msg.done is not None:
                        msg.done.set()
                elif env.reply is not None:
                    env.reply.fail(self._unavailable(chat_id, aside))

    def _broadcast_tick(self, now: datetime | None) -> list[anyio.Event]:
        moment = now if now is not None else self.clock.now()
        events: list[anyio.Event] = []
        for handle in list(self._handles.values()):
            event = anyio.Event()
            try:
                handle.send.send_nowait(Envelope(Tick(moment, event)))
            except (anyio.WouldBlock, anyio.BrokenResourceError, anyio.ClosedResourceError):
                continue  # a busy or stopping actor skips this tick; the next one comes
            events.append(event)
        return events


class _Aside:
    """A chat whose actor cannot start: why, how often it failed, the lock that orders
    its set-aside writes with the start that replays them, and its retry's scope."""

    __slots__ = ("error", "failures", "lock", "retrying")

    def __init__(self, error: BaseException) -> None:
        self.error = error
        self.failures = 1
        self.lock = anyio.Lock()
        self.retrying = anyio.CancelScope()


def describe(error: BaseException) -> str:
    """An error as one line: its message, prefixed by its type when that says more."""
    text = str(error) or type(error).__name__
    return text if isinstance(error, GroupchatMemoryError) else f"{type(error).__name__}: {text}"


def sent_in(chat_id: int, incoming: Incoming) -> Incoming:
    """``incoming`` stamped with the chat it was sent in, which the routing may not keep:
    after a migration the old group's messages are recorded in the supergroup's memory."""
    if incoming.chat_id is not None:
        return incoming
    return dataclasses.replace(incoming, chat_id=chat_id)
