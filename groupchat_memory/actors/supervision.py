"""The actor system's supervision: a chat's mailbox handle, restarts from disk with
backoff, and the dead letter for a message that crashed its actor too often.

``ActorSystem`` owns one ``Supervisor``. A crashed actor is rebuilt from disk and the
messages it had not settled are replayed; one that crashed it ``max_attempts`` times goes
to the chat's dead-letter file and its sender gets ``DeadLetterError``. The first actor of
a supervision replays the chat's set-aside messages (``actors.set_aside``) before any
other. An actor that cannot be rebuilt ``max_attempts`` times in a row is given up
(``on_stuck``): what its mailbox holds goes to the system, which sets the chat aside,
rather than every later message of the chat waiting on a full mailbox.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import anyio
from anyio.abc import TaskGroup, TaskStatus
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from groupchat_memory.actors.chat import ChatActor
from groupchat_memory.actors.clock import Clock
from groupchat_memory.actors.dead_letter import write_dead_letter
from groupchat_memory.actors.errors import DeadLetterError
from groupchat_memory.actors.messages import Envelope, Record, SummaryDone, Tick
from groupchat_memory.actors.recorder import fail_record
from groupchat_memory.actors.set_aside import AsideFile
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.store.paths import DataRoot

logger = logging.getLogger(__name__)


@dataclass(eq=False)
class ChatHandle:
    """A chat's mailbox and the supervising task's bookkeeping; outlives actor restarts."""

    chat_id: int
    send: MemoryObjectSendStream[Envelope]
    receive: MemoryObjectReceiveStream[Envelope]
    actor: ChatActor | None = None
    done: anyio.Event = field(default_factory=anyio.Event)
    closing: bool = False
    aside: AsideFile = field(default_factory=AsideFile)

    def close_intake(self, grace_s: float) -> None:
        """Take no more messages; the actor drains what is queued and ends."""
        if self.closing:
            return
        self.closing = True
        if self.actor is not None:
            self.actor.begin_shutdown(grace_s)
        self.send.close()


@dataclass(frozen=True)
class RestartPolicy:
    """How a crashed actor is restarted and when a message is given up on."""

    backoff_s: float = 0.05
    backoff_max_s: float = 5.0
    max_attempts: int = 3
    shutdown_grace_s: float = 5.0

    def backoff(self, crashes: int) -> float:
        """The wait before restart number ``crashes`` (doubling, capped)."""
        return float(min(self.backoff_max_s, self.backoff_s * 2 ** (crashes - 1)))


Stuck = Callable[[int, BaseException, list[Envelope]], Awaitable[None]]
"""``Supervisor.on_stuck``: the chat, the last start-up error, the envelopes not settled."""


class Supervisor:
    """Runs each chat's actor in a supervising task: start, restart from disk, dead letters.

    Owns (sole writer): ``handles`` (the chats whose actor runs, by chat id),
    ``starting`` (the chats whose actor is starting, with an event set once it did) and the
    counters ``spawned``, ``restarts`` and ``dead_letters`` (health figures).
    """

    def __init__(
        self,
        root: DataRoot,
        settings: MemorySettings,
        summarizer: Summarizer,
        clock: Clock,
        policy: RestartPolicy,
    ) -> None:
        self.root = root
        self.settings = settings
        self.summarizer = summarizer
        self.clock = clock
        self.policy = policy
        self.handles: dict[int, ChatHandle] = {}
        self.starting: dict[int, anyio.Event] = {}
        self.spawned = 0
        self.restarts = 0
        self.dead_letters = 0
        self.set_aside_held = False
        """Whether actors set aside the records their log refuses (``AsideFile.enabled``)."""
        self.on_stuck: Stuck | None = None
        """Told when a chat's actor could not be rebuilt ``max_attempts`` times in a row,
        with what it had not settled; None: keep trying (the mailbox fills and waits)."""

    async def ensure(self, chat_id: int, tg: TaskGroup) -> None:
        """Spawn the chat's actor in ``tg`` unless it runs or is being started.

        Waits until it has started; its start-up error is raised here.
        """
        if chat_id in self.handles:
            return
        starting = self.starting.get(chat_id)
        if starting is not None:
            await starting.wait()
            return
        event = anyio.Event()
        self.starting[chat_id] = event
        try:
            send, receive = anyio.create_memory_object_stream[Envelope](self.settings.mailbox_size)
            handle = ChatHandle(chat_id, send, receive, aside=AsideFile(self.set_aside_held))
            await tg.start(self.supervise, handle)
        finally:
            del self.starting[chat_id]
            event.set()

    def forget_if_current(self, handle: ChatHandle) -> None:
        """Unregister ``handle`` unless a newer actor of its chat took its place."""
        if self.handles.get(handle.chat_id) is handle:
            del self.handles[handle.chat_id]

    async def supervise(
        self, handle: ChatHandle, *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED
    ) -> None:
        chat_id = handle.chat_id
        replay: list[Envelope] = []
        crashes = 0
        failed_starts = 0
        started = False
        try:
            while True:
                actor = ChatActor(
                    chat_id,
                    self.root,
                    self.settings,
                    self.summarizer,
                    self.clock,
                    handle.send,
                    handle.aside,
                )
                handle.actor = actor
                try:
                    await actor.start()
                    if not started:
                        await actor.open_backlog()
                except Exception as exc:  # broad: a failed start is reported (first) or retried
                    if not started:
                        actor.release()
                        raise
                    crashes += 1
                    failed_starts += 1
                    self.restarts += 1
                    logger.exception("chat %s: restart %d failed", chat_id, crashes)
                    if failed_starts >= self.policy.max_attempts and self.on_stuck is not None:
                        await self.on_stuck(chat_id, exc, self._give_up(handle, replay))
                        return
                    await anyio.sleep(self.policy.backoff(crashes))
                    continue
                failed_starts = 0
                if not started:
                    started = True
                    self.spawned += 1
                    self.handles[chat_id] = handle
                    task_status.started()
                if handle.closing:
                    actor.begin_shutdown(self.policy.shutdown_grace_s)
                try:
                    await actor.run(handle.receive, replay, lambda: self.forget_if_current(handle))
                    return
                except Exception as exc:  # broad: any actor failure is a crash: restart from disk
                    actor.release()
                    crashes = 1 if actor.batches_ok else crashes + 1
                    self.restarts += 1
                    logger.error(
                        "chat %s: actor crashed (%s: %s); restarting from disk",
                        chat_id,
                        type(exc).__name__,
                        exc,
                        exc_info=exc,
                    )
                    replay = await self._settle_exhausted(chat_id, actor.unsettled(), exc)
                    await anyio.sleep(self.policy.backoff(crashes))
        finally:
            self.forget_if_current(handle)
            handle.receive.close()
            handle.done.set()

    def _give_up(self, handle: ChatHandle, replay: list[Envelope]) -> list[Envelope]:
        """Take no more messages for the chat; return what it had not settled, oldest
        first, leaving out what its set-aside file holds already.

        No await between draining the mailbox and closing it: a sender blocked on a full
        mailbox lands in the drain or finds it closed (and looks again), never in between.
        """
        handle.closing = True
        handle.send.close()
        left = list(replay)
        while True:
            try:
                left.append(handle.receive.receive_nowait())
            except (anyio.WouldBlock, anyio.EndOfStream, anyio.ClosedResourceError):
                break
        handle.receive.close()
        self.forget_if_current(handle)
        return [env for env in left if env not in handle.aside.in_file]

    async def _settle_exhausted(
        self, chat_id: int, envelopes: list[Envelope], error: BaseException
    ) -> list[Envelope]:
        """Dead-letter what crashed the actor ``max_attempts`` times; return the rest to replay."""
        replay: list[Envelope] = []
        for env in envelopes:
            msg = env.msg
            if isinstance(msg, Tick):
                if msg.done is not None:
                    msg.done.set()
                continue  # a stale tick: the next one comes
            if isinstance(msg, SummaryDone):
                continue  # the restarted actor settles summaries from disk
            if env.attempts < self.policy.max_attempts:
                replay.append(env)
                continue
            where = f"set aside in {self.root.dead_letter_path(chat_id)}"
            try:
                await anyio.to_thread.run_sync(
                    write_dead_letter, self.root, self.clock.now(), chat_id, env, error
                )
            except (OSError, GroupchatMemoryError) as exc:
                # the disk refuses the dead letter too: the message is dropped, said loudly,
                # rather than taking the whole actor system down
                where = f"dropped: the dead-letter file cannot be written ({exc})"
                logger.error("chat %s: a poison message was %s", chat_id, where)
            self.dead_letters += 1
            failure = DeadLetterError(
                f"a message of chat {chat_id} crashed its actor {env.attempts} times and was "
                f"{where}; see the service log"
            )
            if isinstance(msg, Record):
                fail_record(env, failure)
            if env.reply is not None:
                env.reply.fail(failure)
        return replay
