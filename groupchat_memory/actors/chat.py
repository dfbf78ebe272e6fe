"""The chat actor: the one task that owns a chat's recent memory and writes its files.

It is a loop over its mailbox that hands each message to a collaborator: records to the
``Recorder`` (group commit: one ``append`` and one fsync per batch, then acknowledgements),
triggers and summary outcomes to the ``SummaryScheduler``, ``/정리`` to ``InsightJobs``,
reply contexts to ``ReplyContexts``; ``ChatState`` alone writes ``state.json``. Blocking
file and TinyDB work goes through ``anyio.to_thread``. An exception escaping ``run()`` is
a crash: the supervisor (``actors.supervision``) restarts the actor from disk and replays
what was not acknowledged.
"""

from __future__ import annotations

import functools
import logging
import math
from collections import deque
from collections.abc import Callable
from typing import Any

import anyio
import msgspec
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from groupchat_memory.actors.clock import Clock
from groupchat_memory.actors.errors import ActorStoppedError, UnknownQuestionError
from groupchat_memory.actors.insight_jobs import InsightJobs
from groupchat_memory.actors.messages import (
    ActorView,
    Ask,
    BuildContext,
    DegradedChat,
    Embedded,
    Envelope,
    Inspect,
    Phase,
    Record,
    Reply,
    Settle,
    StoreArchiveSummary,
    SummaryDone,
    ThreadView,
    Tick,
    WriteInsight,
)
from groupchat_memory.actors.proposal_feed import ProposalFeed
from groupchat_memory.actors.recorder import Recorder, settle_record
from groupchat_memory.actors.reply_context import (
    ASKING,
    BUILDING,
    EMBED_BATCH,
    ReplyContexts,
)
from groupchat_memory.actors.scheduler import ChatParts, SummaryScheduler
from groupchat_memory.actors.set_aside import (
    AsideFile,
    SetAside,
    append_set_aside,
    clear_set_aside,
    read_set_aside,
    set_aside_size,
)
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.context import Context, assemble
from groupchat_memory.domain.queries import question_day
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

__all__ = ["MAX_BATCH", "ChatActor"]

MAX_BATCH = 4096
BACKLOG_BATCH = 500
"""Set-aside messages replayed with one group commit."""

logger = logging.getLogger(__name__)
# the process's background embeddings, one at a time: the model runs one call at a time
# anyway (``E5``'s lock), and a hundred chats' backlogs waiting for it in the default
# worker threads held every one of them, so each log append waited for an embedding
# (``bench/bench_bot.py`` measures recording with semantic recall on and off)
EMBEDDING = anyio.CapacityLimiter(1)


class ChatActor:
    """One chat's memory: start, run, stop. Only its own task touches its collaborators.

    Owns (sole writer): the crash bookkeeping (envelopes in flight, the replay queue),
    tick events to release, when it last saw a message or a question, the last seq at
    the previous tick, whether it wants to passivate, and how many batches it finished.
    Every other field belongs to a collaborator (see their docstrings).

    Why one class with many methods: they are the steps of one task's life (start, the
    loop over its mailbox, ticks, passivation, crash replay, stop) over state no other task
    touches; what a message does is the collaborators' (``recorder``, ``scheduler``).
    """

    def __init__(
        self,
        chat_id: int,
        root: DataRoot,
        settings: MemorySettings,
        summarizer: Summarizer,
        clock: Clock,
        mailbox_sender: MemoryObjectSendStream[Envelope],
        aside: AsideFile | None = None,
    ) -> None:
        self.chat_id = chat_id
        self.root = root
        self.settings = settings
        self.clock = clock
        self.aside = aside if aside is not None else AsideFile()
        self._aside_refused = False  # the set-aside file refused the held records too
        self.state = ChatState(chat_id, root, settings)
        self.recorder = Recorder(
            chat_id, MessageLog(root.log_dir(chat_id), settings.tz), settings, clock
        )
        self.state.lanes = self.recorder.lane_marks
        self.state.start_marks = self.recorder.marks
        feed = ProposalFeed(summarizer, root, settings.tz)  # agreement in the next window
        parts = ChatParts(
            chat_id, root, settings, feed, clock, self.state, self.recorder, mailbox_sender
        )
        self.scheduler = SummaryScheduler(parts)
        self.insights = InsightJobs(parts)
        self.contexts = ReplyContexts(
            root, chat_id, semantic=settings.semantic_recall, tz=settings.tz
        )
        # the background embedding (semantic recall): running, asked again while running,
        # at most how many messages it has left, who waits for it to finish
        self._embedding = False
        self._embed_again = False
        self.embed_backlog = 0
        self._embed_waiters: list[Reply[Any]] = []
        self._tg: TaskGroup | None = None
        self.batches_ok = 0
        self._last_touch = clock.now()
        self._seq_at_tick = 0  # the last seq when the previous tick came (set by start)
        self._wants_passivate = False
        # crash bookkeeping: what was taken from the mailbox and not yet settled
        self._inflight: dict[int, Envelope] = {}
        self._replay: deque[Envelope] = deque()
        self._tick_events: list[anyio.Event] = []

    # ----------------------------------------------------------------- start and stop

    async def start(self) -> None:
        """Rebuild from disk; cost bounded by the tail window, not by the history."""
        snapshot = await anyio.to_thread.run_sync(self.state.load, self.recorder.log)
        self.recorder.restore(snapshot)
        self.scheduler.restore()
        self._seq_at_tick = self.recorder.last_seq

    async def open_backlog(self) -> None:
        """Take note of the chat's set-aside file (a started actor, once per supervision):
        its messages are recorded before any new one, from the file's start. One the
        actor had given a seq up to the log's last is in the log (it writes in order)."""
        size, written = await anyio.to_thread.run_sync(self._backlog_size)
        if not size:
            return
        aside = self.aside
        aside.pending = aside.behind = True
        aside.consumed, aside.skip_upto = 0, written
        logger.warning(
            "chat %s: recording the messages set aside in %s",
            self.chat_id, self.root.set_aside_path(self.chat_id),
        )  # fmt: skip

    def _backlog_size(self) -> tuple[int, int]:
        size = set_aside_size(self.root, self.chat_id)
        if not size:
            return 0, 0
        last = self.recorder.log.tail(1)
        return size, last[-1].seq if last else 0

    def _close(self) -> None:
        """Persist the seq high-water mark and release file handles (and the recall index)."""
        self.contexts.close()
        try:
            self.state.close(self.recorder.last_seq, self.recorder.marks())
        finally:
            self.recorder.close()

    def release(self) -> None:
        """After a crash: close file descriptors without writing anything."""
        self.recorder.close()
        self.contexts.close()
        self.state.release()

    def begin_shutdown(self, grace_s: float) -> None:
        """The system is stopping: start no new summary, give the running one ``grace_s``."""
        deadline = anyio.current_time() + grace_s
        self.scheduler.begin_shutdown(deadline)
        self.insights.begin_shutdown(deadline)

    def unsettled(self) -> list[Envelope]:
        """After a crash: what was taken from the mailbox and not settled, oldest first.

        Envelopes that were being processed count one more attempt; the rest of a
        replay queue keeps its count.
        """
        failed = list(self._inflight.values())
        for env in failed:
            env.attempts += 1
        # records the log refused are older than the batch in flight and crashed nothing
        acks = self.recorder.pending.acks
        held = [env for env, _, _ in acks if id(env) not in self._inflight]
        return held + failed + list(self._replay)

    def degraded(self) -> DegradedChat | None:
        """This chat's write trouble, if its log cannot be written now."""
        view = self.recorder.pending.view(anyio.current_time())
        if view is not None and self.aside.pending and not self._aside_refused:
            view = msgspec.structs.replace(view, set_aside=True)
        return view

    def view(self) -> ActorView:
        """A copy of the in-memory state (the answer to ``Inspect``)."""
        topic = self.recorder.topic
        at = topic.last_message_at
        topics = [(t, lane) for t, lane in self.recorder.lanes.items() if t is not None]
        threads = [
            ThreadView(
                thread_id=thread,
                recent=list(lane.recent),
                topic=lane.topic.tag,
                topic_pending_since=lane.topic.pending_since,
                last_message_at=(
                    lane.topic.last_message_at.isoformat() if lane.topic.last_message_at else None
                ),
                cursor=self.state.cursor_of(thread),
            )
            for thread, lane in sorted(topics, key=lambda item: item[0])
        ]
        return ActorView(
            recent=list(self.recorder.recent),
            topic=topic.tag,
            topic_pending_since=topic.pending_since,
            last_message_at=at.isoformat() if at is not None else None,
            last_thread=topic.last_thread,
            cursor=self.state.cursor,
            last_seq=self.recorder.last_seq,
            summarizing=self.scheduler.summarizing,
            threads=threads,
        )

    # ----------------------------------------------------------------- the loop

    async def run(
        self,
        mailbox: MemoryObjectReceiveStream[Envelope],
        replay: list[Envelope],
        forget: Callable[[], None],
    ) -> Phase:
        """Process until the mailbox ends (shutdown) or the actor passivates.

        ``replay`` (messages a crashed predecessor did not settle) is processed one at a
        time first, so a poison message crashes alone. ``forget()`` unregisters this
        actor from the supervisor; it is called just before passivating.
        """
        async with anyio.create_task_group() as tg:
            self.scheduler.attach(tg)
            self.insights.attach(tg)
            self._tg = tg
            self._embed()  # what an import or a keyword-only data root left unembedded
            self._replay = deque(replay)
            while self._replay:
                await self._process([self._replay.popleft()])
            await self._catch_up_aside()
            # a backlog left by a failed LLM or a stop mid-summary: catch up now, not at
            # the next message
            await self.scheduler.maybe_count()
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
                await self._catch_up_aside()
                # the batch's envelopes hold their answers (a context holds the
                # records it shows): not kept while the actor waits for the next message
                del first, batch
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
            while self.aside.behind and not self.recorder.pending.acks:
                await self._catch_up_aside()  # what waits in the set-aside file, if it can
            await self._write_held()
            tg.cancel_scope.cancel()
        self._release_ticks()
        await anyio.to_thread.run_sync(self._close)
        return "ended"

    async def _receive(self, mailbox: MemoryObjectReceiveStream[Envelope]) -> Envelope | None:
        """The next message; None when a held write is due before one arrives."""
        pending = self.recorder.pending
        if self.aside.behind and not pending.acks:
            try:  # the set-aside file is being recorded: a batch of it between messages
                return mailbox.receive_nowait()
            except anyio.WouldBlock:
                return None
        if not pending.acks:
            return await mailbox.receive()
        with anyio.move_on_after(pending.wait_s(anyio.current_time())):
            return await mailbox.receive()
        return None

    def _idle(self, mailbox: MemoryObjectReceiveStream[Envelope]) -> bool:
        stats = mailbox.statistics()
        return (
            not self.scheduler.summarizing
            and not self.recorder.pending.acks
            and not self.insights.running
            and not self._embedding
            and not self.aside.behind
            and stats.current_buffer_used == 0
            and stats.tasks_waiting_send == 0
        )

    def _release_ticks(self) -> None:
        for event in self._tick_events:
            event.set()
        self._tick_events.clear()

    async def _process(self, batch: list[Envelope]) -> None:
        self._inflight = {id(env): env for env in batch}
        filing: list[Envelope] = []  # records for the set-aside file, after what waits there
        aside = self.aside
        for env in batch:
            msg = env.msg
            if isinstance(msg, Record):
                self._last_touch = self.clock.now()
                full = aside.enabled and self.recorder.full(len(filing))
                if (aside.behind or full) and env not in aside.in_file:
                    filing.append(env)
                    continue
                if not self.recorder.stage(env, msg):
                    self._inflight.pop(id(env), None)
                continue
            await self._flush()
            if isinstance(msg, Tick):
                await self._on_tick(msg)
            elif isinstance(msg, SummaryDone):
                await self.scheduler.on_done(msg)
            elif isinstance(msg, Ask):
                self._last_touch = self.clock.now()
                await self._answer(env, msg)
            self._inflight.pop(id(env), None)
        await self._flush()
        self.batches_ok += 1
        await self._settle_aside(filing)

    async def _settle_aside(self, filing: list[Envelope]) -> None:
        """Set aside what the log refuses (so its senders, and Telegram, can move on) and
        the records that must follow the set-aside file, or remove the file once the log
        holds everything it had."""
        aside = self.aside
        if self.recorder.pending.acks and aside.enabled:
            await self._set_aside_held()
        if filing:
            await self._file(filing)
        if self.recorder.pending.acks or aside.behind or not aside.pending:
            return
        if any(env in aside.in_file for env in self._replay):
            return  # a crash's replay still holds some of them
        try:
            await anyio.to_thread.run_sync(clear_set_aside, self.root, self.chat_id)
        except OSError as exc:
            logger.warning("chat %s: cannot remove its set-aside file: %s", self.chat_id, exc)
            return  # its messages are in the log: a later start skips them
        aside.cleared()

    async def _file(self, filing: list[Envelope]) -> None:
        """Append records to the set-aside file unrecorded (what waits there goes first, or
        the log's held buffer is full) and settle them; the file is recorded from
        ``consumed`` on once the log takes writes. When the file refuses them too they are
        staged as usual (refused when the buffer is full)."""
        aside = self.aside
        items = [SetAside(env.msg.incoming, None) for env in filing if isinstance(env.msg, Record)]
        why = self.recorder.pending.error or "the chat's earlier messages wait in this file"
        try:
            await anyio.to_thread.run_sync(
                append_set_aside, self.root, self.chat_id, items, self.clock.now(), why
            )
        except (OSError, GroupchatMemoryError) as exc:
            logger.error(
                "chat %s: cannot set %d message(s) aside (%s): recording them as usual",
                self.chat_id, len(filing), exc,
            )  # fmt: skip
            for env in filing:
                msg = env.msg
                assert isinstance(msg, Record)
                if self.recorder.stage(env, msg):
                    self._inflight[id(env)] = env
            await self._flush()
            return
        aside.pending = aside.behind = True
        for env in filing:
            settle_record(env, True)
            self._inflight.pop(id(env), None)

    async def _catch_up_aside(self) -> None:
        """Record a batch of the set-aside file's messages not taken yet, once the log has
        written everything before them (one batch between mailbox batches: ``_receive``
        does not wait while the file is behind)."""
        aside = self.aside
        if not aside.behind or self.recorder.pending.acks:
            return
        items, offset = await anyio.to_thread.run_sync(
            read_set_aside, self.root, self.chat_id, aside.consumed, BACKLOG_BATCH
        )
        if offset == aside.consumed:
            aside.behind = False  # all of it taken (a torn end was never acknowledged)
            await self._settle_aside([])
            return
        aside.consumed = offset
        backlog = [
            Envelope(Record(item.incoming))
            for item in items
            if item.seq is None or item.seq > aside.skip_upto
        ]
        aside.in_file.update(backlog)
        await self._process(backlog)

    async def _set_aside_held(self) -> None:
        """Append the records the log refused to the set-aside file and settle them: they
        are durable there, and still held here for the log."""
        aside = self.aside
        pending = self.recorder.pending
        fresh = [ack for ack in pending.acks if ack[0] not in aside.in_file]
        if not fresh or aside.behind:
            return  # behind: records go to the file unrecorded, after what waits there
        items = [
            SetAside(env.msg.incoming, seq)
            for env, stored, seq in fresh
            if stored and isinstance(env.msg, Record)
        ]
        why = f"its log cannot be written: {pending.error}"
        try:
            size = await anyio.to_thread.run_sync(
                append_set_aside, self.root, self.chat_id, items, self.clock.now(), why
            )
        except (OSError, GroupchatMemoryError) as exc:
            if not self._aside_refused:
                logger.error(
                    "chat %s: cannot set its held messages aside either (%s): their updates "
                    "stay unconfirmed until the disk takes them",
                    self.chat_id, exc,
                )  # fmt: skip
            self._aside_refused = True
            return
        if not aside.pending or self._aside_refused:
            logger.warning(
                "chat %s: %s; its held messages are set aside in %s and written to the log "
                "when it can (their updates are confirmed)",
                self.chat_id, why, self.root.set_aside_path(self.chat_id),
            )  # fmt: skip
        self._aside_refused = False
        aside.pending = True
        aside.consumed = size  # all of the file is in memory
        for env, stored, seq in fresh:
            aside.in_file.add(env)
            if isinstance(env.msg, Record):
                settle_record(env, stored, seq)

    async def _flush(self) -> None:
        """The recorder's group commit; a count summary may be due after it."""
        gone, committed = await self.recorder.flush()
        for env in gone:
            self._inflight.pop(id(env), None)
        for thread, cursor in self.recorder.take_opened().items():
            self.state.open_lane(thread, cursor)
        named = self.recorder.take_names()
        if named:
            try:
                await anyio.to_thread.run_sync(self.state.save_topic_names, named)
            except (GroupchatMemoryError, OSError) as exc:
                # a name only labels lines: the next rename or a restart's read keeps going
                logger.warning("chat %s: cannot save forum topic names: %s", self.chat_id, exc)
        if committed:
            self._embed()
            await self.scheduler.maybe_count()

    def _embed(self) -> None:
        """Embed what was recorded, in the background (semantic recall on)."""
        if not self.settings.semantic_recall or self._tg is None:
            return
        if self._embedding:
            self._embed_again = True  # it may have read the index before this commit
            return
        self._embedding = True
        self._tg.start_soon(self._embed_backlog)

    async def _embed_backlog(self) -> None:
        """Embed a batch at a time until nothing is left; contexts rank with what is done.
        A backlog longer than a batch says when it is done, with its time."""
        began, total = anyio.current_time(), 0
        try:
            while True:
                self._embed_again = False
                async with EMBEDDING:
                    await ASKING.give_way()  # replies first: a batch only helps later
                    done, self.embed_backlog = await anyio.to_thread.run_sync(
                        self.contexts.embed_some
                    )
                total += done
                if done:
                    logger.debug(
                        "chat %s: %d embedded, at most %d left",
                        self.chat_id, total, self.embed_backlog,
                    )  # fmt: skip
                if done == 0 and not self._embed_again:
                    break
        except BaseException:
            waiters, self._embed_waiters = self._embed_waiters, []
            for reply in waiters:
                reply.fail(ActorStoppedError(f"chat {self.chat_id} stopped while embedding"))
            raise
        finally:
            self._embedding = False
        if total > EMBED_BATCH:
            logger.info(
                "chat %s: %d messages embedded in the background in %.1f s",
                self.chat_id, total, anyio.current_time() - began,
            )  # fmt: skip
        waiters, self._embed_waiters = self._embed_waiters, []
        for reply in waiters:
            reply.set(None)

    async def _write_held(self) -> None:
        """Shutdown with records the log refused: keep retrying until they are written.

        The system's shutdown timeout bounds this; if it cancels us, the waiting
        senders are told their messages were not recorded.
        """
        pending = self.recorder.pending
        in_file = self.aside.in_file
        try:
            while pending.acks and not all(env in in_file for env, _, _ in pending.acks):
                await anyio.sleep(pending.wait_s(anyio.current_time()))
                await self._flush()
                await self._settle_aside([])
        except anyio.get_cancelled_exc_class():
            self.recorder.fail_held(in_file)
            raise
        if pending.acks:
            logger.warning(
                "chat %s: stopping with %d message(s) its log refused; they stay set aside in "
                "%s and are written when the chat next starts",
                self.chat_id, len(pending.acks), self.root.set_aside_path(self.chat_id),
            )  # fmt: skip

    async def _on_tick(self, tick: Tick) -> None:
        if tick.done is not None:
            self._tick_events.append(tick.done)
        await self.scheduler.on_tick(tick.now)
        await self._mark_at_tick()
        idle_for = (tick.now - self._last_touch).total_seconds()
        if idle_for >= self.settings.passivate_after_s and not self.scheduler.silence_due():
            self._wants_passivate = True

    async def _mark_at_tick(self) -> None:
        """Save the start marks when the log went past them and the chat is quiet (nothing
        recorded since the previous tick) or a seen-ids window past them, so a restart
        after a SIGKILL reads the log after them instead of back to the oldest
        unsummarized record. Between batches and once a tick at most, never per record."""
        last = self.recorder.last_seq
        quiet, self._seq_at_tick = last == self._seq_at_tick, last
        saved = self.state.marks
        behind = last - (saved.upto if saved is not None else 0)
        if behind > 0 and (quiet or behind >= self.settings.seen_ids):
            await self.state.save_marks()

    # ----------------------------------------------------------------- questions

    async def _answer(self, env: Envelope, msg: Ask[Any]) -> None:
        """Answer one question in mailbox order; its failure goes to the asker, not a crash."""
        reply = env.reply
        try:
            if isinstance(msg, WriteInsight):
                await self.insights.write(msg, reply)
            elif isinstance(msg, Settle):
                self.scheduler.settle(reply)
            elif isinstance(msg, StoreArchiveSummary):
                await self.scheduler.store_archive(msg)
                if reply is not None:
                    reply.set(None)
            elif isinstance(msg, Embedded):
                if reply is not None and self.settings.semantic_recall:
                    self._embed_waiters.append(reply)
                    self._embed()
                elif reply is not None:
                    reply.set(None)
            elif isinstance(msg, Inspect):
                if reply is not None:
                    reply.set(self.view())
            elif isinstance(msg, BuildContext):
                context = await self._context(msg)
                if reply is not None:
                    reply.set(context)
            else:
                raise UnknownQuestionError(f"the chat actor does not answer {type(msg).__name__}")
        except Exception as exc:  # broad: a failed question goes back to the asker, not a crash
            if reply is not None:
                reply.fail(exc)

    async def _context(self, msg: BuildContext) -> Context:
        with ASKING.one():  # the background embedding waits for it
            return await self._build_context(msg)

    async def _build_context(self, msg: BuildContext) -> Context:
        budget = msg.budget_tokens
        if budget is None:
            budget = self.settings.context_budget_tokens
        thread = msg.thread_id if msg.thread_id is not None and msg.thread_id > 0 else None
        recent = list(self.recorder.lane(thread).recent)
        latest = await anyio.to_thread.run_sync(self.state.latest_of, thread)
        names = dict(self.state.topic_names)
        wait = math.inf if msg.recall_wait_s is None else max(0.0, msg.recall_wait_s)
        # read once here; embedding it and building its context read what this found
        question = Question.read(msg.text, question_day(recent))
        with anyio.move_on_after(wait) as waiting:
            # a question the model has not reached in time is left to it (its vector is
            # kept for the next persona of the round): waiting would hold the answer
            await anyio.to_thread.run_sync(
                self.contexts.embed_question, question, abandon_on_cancel=True
            )
            await BUILDING.acquire()
        if waiting.cancelled_caught:
            logger.warning(
                "chat %s: recall did not get its turn within %.1f s (the machine is busy); "
                "this answer's context holds the summaries and the recent conversation only",
                self.chat_id, wait,
            )  # fmt: skip
            # what the actor holds in memory: cheap enough for the loop, and no thread to wait for
            return assemble(
                latest, recent, budget, current_id=msg.message_id, thread=thread, names=names,
            )  # fmt: skip
        try:  # the turn is held: the thread only builds
            return await anyio.to_thread.run_sync(
                functools.partial(
                    self.contexts.build, question, latest, recent, budget, msg.message_id,
                    thread=thread, names=names,
                )
            )  # fmt: skip
        finally:
            BUILDING.release()

    def held_records(self) -> list[MessageRecord]:
        """What the log refused and waits in memory (history too, while the disk is full)."""
        return self.recorder.held_records()
