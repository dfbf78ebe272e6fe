"""The chat actor: the one task that owns a chat's recent memory and writes its files.

Life: ``start()`` rebuilds state from the log tail and TinyDB; ``run()`` takes batches
from the mailbox (group commit: one ``append`` and one fsync per batch of records, then
acknowledgements; ``actors.recording``), answers questions in order
(``actors.chat_answers``), and runs at most one summary at a time in a child task that
reports back through the mailbox (``actors.summary_jobs``). Blocking file and TinyDB work
goes through ``anyio.to_thread``. An exception escaping ``run()`` is a crash: the
supervisor (``actors.supervision``) restarts the actor from disk and replays what was
not acknowledged."""

from __future__ import annotations

import logging
from collections import deque
from datetime import datetime, timedelta
from typing import Any

import anyio
import msgspec
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from tinydb import TinyDB

from groupchat_memory.actors.clock import Clock
from groupchat_memory.actors.messages import (
    Ask,
    DegradedChat,
    Envelope,
    Phase,
    Record,
    Reply,
    SummaryDone,
    Tick,
)
from groupchat_memory.actors.pending import Ack, PendingWrites
from groupchat_memory.actors.recording import ChatRecording
from groupchat_memory.actors.state import (
    PersistedState,
    SeenIds,
    SummaryIntent,
    load_state,
    read_tail,
    rebuild,
    save_state,
)
from groupchat_memory.actors.summary_jobs import _Job
from groupchat_memory.domain.context import CONTEXT_SUMMARIES
from groupchat_memory.domain.recall import RecallIndex
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries import SummaryIndex, summary_files
from groupchat_memory.domain.summarizer import Summarizer
from groupchat_memory.domain.topics import TopicState, name_pending
from groupchat_memory.store.docstore import load_db
from groupchat_memory.store.exceptions import GroupchatMemoryError, UnknownQuestionError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir
from groupchat_memory.store.records import MessageRecord, SummaryRecord

__all__ = ["MAX_BATCH", "ChatActor", "UnknownQuestionError"]

logger = logging.getLogger(__name__)

MAX_BATCH = 4096


class ChatActor(ChatRecording):
    """One chat's memory. Only its own task touches its state."""

    def __init__(
        self,
        chat_id: int,
        root: DataRoot,
        settings: MemorySettings,
        summarizer: Summarizer,
        clock: Clock,
        mailbox_sender: MemoryObjectSendStream[Envelope],
        *,
        index_on_commit: bool = False,
    ) -> None:
        self.chat_id = chat_id
        self.root = root
        self.settings = settings
        self.summarizer = summarizer
        self.clock = clock
        self._sender = mailbox_sender
        self.log = MessageLog(root.log_dir(chat_id), settings.tz)
        self.db: TinyDB | None = None
        self.index: SummaryIndex | None = None
        # rebuilt state (see actors.state.Snapshot)
        self.last_seq = 0
        self.recent: deque[MessageRecord] = deque(maxlen=settings.buffer)
        self.topic = TopicState()
        self.seen = SeenIds(settings.seen_ids)
        self.persisted = PersistedState()
        self.latest: list[SummaryRecord] = []
        # trigger and job bookkeeping
        self._job: _Job | None = None
        self._job_ids = 0
        self._next_waiters: list[Reply[Any]] = []
        self._settle_waiters: list[Reply[Any]] = []
        self._silence_fired_seq = 0
        self._next_count_at = 0
        self._last_touch: datetime = clock.now()
        self._wants_passivate = False
        self._stopping = False
        self._saved_last_seq = 0
        # crash bookkeeping: what was taken from the mailbox and not yet settled
        self._inflight: dict[int, Envelope] = {}
        self._replay: deque[Envelope] = deque()
        self._staged: list[MessageRecord] = []
        self._staged_acks: list[Ack] = []
        # what the log refused (disk full, read-only...): held in order, retried with backoff
        self.pending = PendingWrites(chat_id, settings)
        self._tick_events: list[anyio.Event] = []
        self._tg: TaskGroup | None = None
        self._side_scopes: set[anyio.CancelScope] = set()
        self._insight_waiters: dict[int, list[Reply[Any]]] = {}
        self.batches_ok = 0
        self.recall_index: RecallIndex | None = None
        self.index_on_commit = index_on_commit

    # ----------------------------------------------------------------- start and stop

    async def start(self) -> None:
        """Rebuild from disk; cost bounded by the tail window, not by the history."""
        await anyio.to_thread.run_sync(self._load)

    def _load(self) -> None:
        ensure_dir(self.root.chat_dir(self.chat_id))
        db, corrupt = load_db(self.root.state_path(self.chat_id))
        self.db, self.index = db, SummaryIndex(db)
        persisted = load_state(db)
        if corrupt:
            persisted = self._recover_from_files()
        snapshot = rebuild(read_tail(self.log, self.settings), persisted, self.settings)
        self.last_seq, self.recent, self.topic = snapshot.last_seq, snapshot.recent, snapshot.topic
        self.seen, self.persisted = snapshot.seen, snapshot.persisted
        if self.persisted.writing is not None:
            self._finish_intent(self.persisted.writing)
        entries = self.index.entries()
        self.latest = [record for _, record in entries[-CONTEXT_SUMMARIES:]]
        # archive summaries may cover seqs whose day files are gone: never hand them out again
        covered = max((record.message_range.to for _, record in entries), default=0)
        self.last_seq = max(self.last_seq, covered)
        self._next_count_at = self.cursor + self.settings.summary_every
        self._saved_last_seq = self.persisted.last_seq

    def _recover_from_files(self) -> PersistedState:
        """``state.json`` was corrupt: rebuild the index and cursor from the summary files."""
        assert self.index is not None and self.db is not None
        entries = self.index.rebuild(self.root.summaries_dir(self.chat_id))
        regular = [r for _, r in entries if r.kind == "summary"]
        cursor = max((r.message_range.to for r in regular), default=0)
        state = PersistedState(cursor=cursor, summary_count=len(regular))
        save_state(self.db, state)
        logger.warning("chat %s: state rebuilt from %d summary files", self.chat_id, len(entries))
        return state

    def _finish_intent(self, intent: SummaryIntent) -> None:
        """A summary was being written when the last run stopped: index it if its file landed.

        The run may also have stopped after indexing it and before moving the cursor (two
        writes of ``state.json``): an indexed file still moves the cursor past it.
        """
        assert self.index is not None and self.db is not None
        landed = [
            (name, record)
            for name, record in summary_files(self.root.summaries_dir(self.chat_id), intent.date)
            if record.kind == "summary"
            and (record.message_range.from_, record.message_range.to)
            == (intent.from_seq, intent.to_seq)
        ]
        state = msgspec.structs.replace(self.persisted, writing=None)
        if landed and intent.to_seq > self.cursor:
            name, record = landed[-1]
            if not self.index.has(name):
                self.index.add(name, record)
            self.topic = name_pending(self.topic, record.topic_tag, intent.to_seq)
            state = msgspec.structs.replace(
                state,
                cursor=intent.to_seq,
                summary_count=state.summary_count + 1,
                topic=self.topic.tag,
                topic_pending_since=self.topic.pending_since,
                topic_seq=self.last_seq,
            )
            logger.info("chat %s: indexed summary %s found after a restart", self.chat_id, name)
        save_state(self.db, state)
        self.persisted = state

    def _close(self) -> None:
        """Persist the seq high-water mark and release file handles (and the recall index)."""
        self._close_recall()
        if self.db is not None and self.last_seq != self._saved_last_seq:
            state = msgspec.structs.replace(self.persisted, last_seq=self.last_seq)
            try:
                save_state(self.db, state)
                self.persisted, self._saved_last_seq = state, self.last_seq
            except (GroupchatMemoryError, OSError) as exc:
                # only a high-water mark: the next start takes it from the log tail instead
                logger.warning("chat %s: cannot save state on close: %s", self.chat_id, exc)
        self.log.close()
        if self.db is not None:
            self.db.close()

    def release(self) -> None:
        """After a crash: close file descriptors without writing anything."""
        self.log.close()
        self._close_recall()

    def begin_shutdown(self, grace_s: float) -> None:
        """The system is stopping: start no new summary, give the running one ``grace_s``."""
        self._stopping = True
        deadline = anyio.current_time() + grace_s
        scopes = [*self._side_scopes, *([self._job.scope] if self._job is not None else [])]
        for scope in scopes:
            scope.deadline = min(scope.deadline, deadline)

    def unsettled(self) -> list[Envelope]:
        """After a crash: what was taken from the mailbox and not settled, oldest first.

        Envelopes that were being processed count one more attempt; the rest of a
        replay queue keeps its count.
        """
        failed = list(self._inflight.values())
        for env in failed:
            env.attempts += 1
        # records the log refused are older than the batch in flight and crashed nothing
        held = [env for env, _, _ in self.pending.acks if id(env) not in self._inflight]
        return held + failed + list(self._replay)

    def degraded(self) -> DegradedChat | None:
        """This chat's write trouble, if its log cannot be written now."""
        return self.pending.view(anyio.current_time())

    # ----------------------------------------------------------------- the loop

    async def run(
        self, mailbox: MemoryObjectReceiveStream[Envelope], replay: list[Envelope], forget: Any
    ) -> Phase:
        """Process until the mailbox ends (shutdown) or the actor passivates.

        ``replay`` (messages a crashed predecessor did not settle) is processed one at a
        time first, so a poison message crashes alone. ``forget()`` unregisters this
        actor from the supervisor; it is called just before passivating.
        """
        async with anyio.create_task_group() as tg:
            self._tg = tg
            self._replay = deque(replay)
            while self._replay:
                env = self._replay.popleft()
                await self._process([env])
            # a backlog left by a failed LLM or a stop mid-summary: catch up now, not at
            # the next message
            await self._maybe_count_trigger()
            while True:
                try:
                    first = await self._receive(mailbox)
                except anyio.EndOfStream:
                    break
                batch = [first] if first is not None else []
                while len(batch) < MAX_BATCH:
                    try:
                        batch.append(mailbox.receive_nowait())
                    except (anyio.WouldBlock, anyio.EndOfStream):
                        break
                await self._process(batch)
                if self._wants_passivate and self._idle(mailbox):
                    await anyio.to_thread.run_sync(self._close)
                    # re-check: the close awaited, and a teller may have arrived meanwhile
                    if self._idle(mailbox):
                        forget()
                        mailbox.close()
                        self._release_ticks()
                        return "passivated"
                    self._wants_passivate = False
                self._release_ticks()
            await self._write_held()
            tg.cancel_scope.cancel()
        self._release_ticks()
        await anyio.to_thread.run_sync(self._close)
        return "ended"

    async def _receive(self, mailbox: MemoryObjectReceiveStream[Envelope]) -> Envelope | None:
        """The next message; None when a held write is due before one arrives."""
        if not self.pending.acks:
            return await mailbox.receive()
        with anyio.move_on_after(self.pending.wait_s(anyio.current_time())):
            return await mailbox.receive()
        return None

    def _idle(self, mailbox: MemoryObjectReceiveStream[Envelope]) -> bool:
        stats = mailbox.statistics()
        return (
            self._job is None
            and not self.pending.acks
            and not self._next_waiters
            and not self._side_scopes
            and stats.current_buffer_used == 0
            and stats.tasks_waiting_send == 0
        )

    def _release_ticks(self) -> None:
        for event in self._tick_events:
            event.set()
        self._tick_events.clear()

    async def _process(self, batch: list[Envelope]) -> None:
        self._inflight = {id(env): env for env in batch}
        for env in batch:
            msg = env.msg
            if isinstance(msg, Record):
                self._stage(env, msg)
                continue
            await self._flush()
            if isinstance(msg, Tick):
                await self._on_tick(msg)
            elif isinstance(msg, SummaryDone):
                await self._on_summary_done(msg)
            elif isinstance(msg, Ask):
                self._last_touch = self.clock.now()
                await self._answer(env, msg)
            self._inflight.pop(id(env), None)
        await self._flush()
        self.batches_ok += 1

    async def _on_tick(self, tick: Tick) -> None:
        if tick.done is not None:
            self._tick_events.append(tick.done)
        last_at = self.topic.last_message_at
        silence = timedelta(minutes=self.settings.silence_minutes)
        if (
            self._job is None
            and not self.pending.acks  # a summary reads the log: wait until it is written
            and self.last_seq > self.cursor
            and self._silence_fired_seq != self.last_seq
            and last_at is not None
            and tick.now - last_at >= silence
        ):
            self._silence_fired_seq = self.last_seq
            await self._start_job("silence")
        idle_for = (tick.now - self._last_touch).total_seconds()
        if idle_for >= self.settings.passivate_after_s and not self._pending_silence():
            self._wants_passivate = True

    def _pending_silence(self) -> bool:
        """Whether a silence summary is still due for this chat (do not passivate before it)."""
        return self.last_seq > self.cursor and self._silence_fired_seq != self.last_seq
