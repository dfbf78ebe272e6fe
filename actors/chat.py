"""The chat actor: the one task that owns a chat's recent memory and writes its files.

Life: ``start()`` rebuilds state from the log tail and TinyDB; ``run()`` takes batches
from the mailbox (group commit: one ``append`` and one fsync per batch of records, then
acknowledgements), answers questions in order, and runs at most one summary at a time
in a child task that reports back through the mailbox. Blocking file and TinyDB work
goes through ``anyio.to_thread``. An exception escaping ``run()`` is a crash: the
supervisor (``actors.system``) restarts the actor from disk and replays what was not
acknowledged.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

import anyio
import msgspec
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from tinydb import TinyDB

from actors import queries
from actors.clock import Clock
from actors.context import CONTEXT_SUMMARIES, assemble
from actors.insights import make_insight, save_insight
from actors.messages import (
    ActorView,
    Ask,
    BuildContext,
    Envelope,
    History,
    InsightResult,
    Inspect,
    LatestSummaries,
    Phase,
    Recall,
    Record,
    Reply,
    Search,
    Settle,
    Stats,
    SummarizeNow,
    SummaryDone,
    Tick,
    Toc,
    WriteInsight,
)
from actors.settings import MemorySettings
from actors.state import (
    PersistedState,
    SeenIds,
    SummaryIntent,
    apply_to_recent,
    load_state,
    read_tail,
    rebuild,
    save_state,
)
from actors.summaries import SummaryIndex, masked, summary_files, write_summary_file
from actors.summarizer import ReportRequest, Summarizer, SummaryError, SummaryRequest
from actors.topics import TopicState, name_pending, observe
from store.docstore import load_db
from store.exceptions import ActorStoppedError, GroupchatMemoryError
from store.log import MessageLog
from store.masking import mask
from store.paths import DataRoot
from store.perms import ensure_dir
from store.records import MessageRange, MessageRecord, SummaryRecord

logger = logging.getLogger(__name__)

MAX_BATCH = 4096
# an insight report (/정리) covers the recent messages and this many latest summaries
INSIGHT_SUMMARIES = 5


class UnknownQuestionError(GroupchatMemoryError):
    """An ``ask`` carried a question type the chat actor does not answer."""


@dataclass
class _Job:
    """The one summary in flight: the seq range it covers and who waits for it."""

    id: int
    from_seq: int
    to_seq: int
    trigger: str
    day: date
    waiters: list[Reply[Any]] = field(default_factory=list)
    scope: anyio.CancelScope = field(default_factory=anyio.CancelScope)


class ChatActor:
    """One chat's memory. Only its own task touches its state."""

    def __init__(
        self,
        chat_id: int,
        root: DataRoot,
        settings: MemorySettings,
        summarizer: Summarizer,
        clock: Clock,
        mailbox_sender: MemoryObjectSendStream[Envelope],
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
        self._staged_acks: list[tuple[Envelope, bool, int | None]] = []
        self._tick_events: list[anyio.Event] = []
        self._tg: TaskGroup | None = None
        self._side_scopes: set[anyio.CancelScope] = set()
        self.batches_ok = 0

    @property
    def cursor(self) -> int:
        """The last summarized seq."""
        return self.persisted.cursor

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
        self.latest = self.index.latest(CONTEXT_SUMMARIES)
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
        """A summary was being written when the last run stopped: index it if its file landed."""
        assert self.index is not None and self.db is not None
        landed = [
            (name, record)
            for name, record in summary_files(self.root.summaries_dir(self.chat_id), intent.date)
            if record.kind == "summary"
            and record.message_range.to == intent.to_seq
            and not self.index.has(name)
        ]
        state = msgspec.structs.replace(self.persisted, writing=None)
        if landed and intent.to_seq > self.cursor:
            name, record = landed[-1]
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
        """Persist the seq high-water mark and release file handles."""
        if self.db is not None and self.last_seq != self._saved_last_seq:
            self.persisted = msgspec.structs.replace(self.persisted, last_seq=self.last_seq)
            save_state(self.db, self.persisted)
            self._saved_last_seq = self.last_seq
        self.log.close()
        if self.db is not None:
            self.db.close()

    def release(self) -> None:
        """After a crash: close file descriptors without writing anything."""
        self.log.close()

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
        return failed + list(self._replay)

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
            while True:
                try:
                    first = await mailbox.receive()
                except anyio.EndOfStream:
                    break
                batch = [first]
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
            tg.cancel_scope.cancel()
        self._release_ticks()
        await anyio.to_thread.run_sync(self._close)
        return "ended"

    def _idle(self, mailbox: MemoryObjectReceiveStream[Envelope]) -> bool:
        stats = mailbox.statistics()
        return (
            self._job is None
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

    # ----------------------------------------------------------------- recording

    def _stage(self, env: Envelope, msg: Record) -> None:
        """Assign seq, topic and masking to one record and queue it for the group commit."""
        self._last_touch = self.clock.now()
        inc = msg.incoming
        masked_text = mask(inc.text)
        if inc.message_id is not None:
            if inc.kind == "edit":
                duplicate = self.seen.seen_edit(SeenIds.edit_key(inc.message_id, masked_text))
            else:
                duplicate = self.seen.seen_id(inc.message_id)
            if duplicate:
                self._staged_acks.append((env, False, None))
                return
        self.last_seq += 1
        seq = self.last_seq
        at = inc.timestamp.astimezone(self.settings.tz)
        if inc.kind == "message":
            gap = timedelta(minutes=self.settings.topic_gap_minutes)
            self.topic = observe(self.topic, at, inc.text, inc.thread_id, seq, gap)
        record = MessageRecord(
            sender=mask(inc.sender),
            text=masked_text,
            timestamp=at.isoformat(),
            is_bot=inc.is_bot,
            chat_id=self.chat_id,
            topic_tag=self.topic.tag,
            message_id=inc.message_id,
            sender_id=inc.sender_id,
            reply_to=inc.reply_to,
            thread_id=inc.thread_id,
            kind=inc.kind,
            seq=seq,
        )
        self.seen.observe(record)
        original = record
        if masked_text != inc.text or record.sender != inc.sender:
            original = msgspec.structs.replace(record, text=inc.text, sender=inc.sender)
        apply_to_recent(self.recent, original)
        self._staged.append(record)
        self._staged_acks.append((env, True, seq))

    async def _flush(self) -> None:
        """Group commit: write what is staged with one append, then acknowledge it."""
        if not self._staged_acks:
            return
        if self._staged:
            await anyio.to_thread.run_sync(self.log.append, self._staged)
        for env, stored, seq in self._staged_acks:
            msg = env.msg
            assert isinstance(msg, Record)
            if msg.receipt is not None:
                msg.receipt.settle(stored, seq)
            if msg.done is not None:
                msg.done.set()
            self._inflight.pop(id(env), None)
        self._staged = []
        self._staged_acks = []
        await self._maybe_count_trigger()

    # ----------------------------------------------------------------- triggers

    async def _maybe_count_trigger(self) -> None:
        pending = self.last_seq - self.cursor
        if (
            self._job is None
            and pending >= self.settings.summary_every
            and self.last_seq >= self._next_count_at
        ):
            await self._start_job("count")

    async def _on_tick(self, tick: Tick) -> None:
        if tick.done is not None:
            self._tick_events.append(tick.done)
        last_at = self.topic.last_message_at
        silence = timedelta(minutes=self.settings.silence_minutes)
        if (
            self._job is None
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

    async def _start_job(self, trigger: str, waiters: list[Reply[Any]] | None = None) -> bool:
        """Start a summary of the oldest unsummarized window in a child task; False if none."""
        waiters = waiters or []
        from_seq = self.cursor + 1
        to_seq = min(self.last_seq, self.cursor + max(1, self.settings.summary_max_messages))
        if self._job is not None or to_seq < from_seq or self._stopping or self._tg is None:
            return False
        try:
            clone = self._sender.clone()
        except anyio.ClosedResourceError:
            return False  # the mailbox is closing: no new LLM calls during shutdown
        assert self.db is not None
        db = self.db
        day = self.clock.now().astimezone(self.settings.tz).date()
        intent = SummaryIntent(from_seq=from_seq, to_seq=to_seq, date=day.isoformat())
        state = msgspec.structs.replace(self.persisted, writing=intent)
        try:
            await anyio.to_thread.run_sync(save_state, db, state)
        except (GroupchatMemoryError, OSError) as exc:
            clone.close()
            logger.error("chat %s: cannot start a summary (%s); next trigger", self.chat_id, exc)
            return False
        self.persisted = state
        self._job_ids += 1
        job = _Job(self._job_ids, from_seq, to_seq, trigger, day, waiters)
        self._job = job
        self._tg.start_soon(self._job_task, job, clone, self.last_seq)
        return True

    # ----------------------------------------------------------------- the summary job

    async def _job_task(
        self, job: _Job, clone: MemoryObjectSendStream[Envelope], last_seq: int
    ) -> None:
        """Child task: read the window, call the summarizer, write the file, report back."""
        with clone, job.scope:
            try:
                with anyio.fail_after(self.settings.summary_timeout_s):
                    record, file = await self._summarize(job, last_seq)
                done = SummaryDone(job.id, record, file, None)
            except Exception as exc:  # broad: any failed summary is skipped until the next trigger
                done = SummaryDone(job.id, None, None, exc)
            await clone.send(Envelope(done))

    async def _summarize(self, job: _Job, last_seq: int) -> tuple[SummaryRecord | None, str | None]:
        window = await anyio.to_thread.run_sync(self._read_window, job, last_seq)
        if not window:
            return None, None
        request = SummaryRequest(
            chat_id=self.chat_id,
            messages=window,
            topic=self.topic.tag,
            topic_pending=self.topic.pending,
        )
        result = await self.summarizer.summarize(request)
        draft = result.draft
        now = self.clock.now().astimezone(self.settings.tz)
        record = SummaryRecord(
            timestamp=now.isoformat(),
            date=job.day.isoformat(),
            message_range=MessageRange(from_=job.from_seq, to=job.to_seq),
            summary=draft.summary,
            key_topics=list(draft.key_topics),
            topic_tag=draft.topic_tag or "general",
            key_decisions=list(draft.key_decisions),
            action_items=list(draft.action_items),
            consensus_level=draft.consensus_level,
            participants=sorted({m.sender for m in window}),
            model=result.model,
            usage=result.usage,
        )
        summaries_dir = self.root.summaries_dir(self.chat_id)
        path = await anyio.to_thread.run_sync(write_summary_file, summaries_dir, job.day, record)
        return masked(record), path.name

    def _read_window(self, job: _Job, last_seq: int) -> list[MessageRecord]:
        """The masked messages with ``from_seq <= seq <= to_seq`` (edits applied), from disk."""
        reader = MessageLog(self.root.log_dir(self.chat_id), self.settings.tz)
        want = max(1, last_seq - job.from_seq + 1)
        while True:
            records = reader.tail(want)
            if not records or records[0].seq <= job.from_seq or len(records) < want:
                break
            want *= 2
        inside = [r for r in records if job.from_seq <= r.seq <= job.to_seq]
        return queries.messages_of(inside)

    async def _on_summary_done(self, done: SummaryDone) -> None:
        job = self._job
        if job is None or job.id != done.job_id:
            return  # a report from before a restart: the rebuild already settled it
        self._job = None
        if done.error is not None:
            self._job_failed(job, done.error)
        else:
            await self._job_succeeded(job, done)
        if self._next_waiters:
            waiters, self._next_waiters = self._next_waiters, []
            if not await self._start_job("demand", waiters):
                for reply in waiters:
                    reply.set(done.record)
        else:
            await self._maybe_count_trigger()
        if self._job is None:
            for reply in self._settle_waiters:
                reply.set(None)
            self._settle_waiters.clear()

    def _job_failed(self, job: _Job, error: BaseException) -> None:
        why = "timed out" if isinstance(error, TimeoutError) else str(error) or type(error).__name__
        if isinstance(error, SummaryError | TimeoutError):
            logger.warning(
                "chat %s: summary of %d-%d failed: %s; next trigger",
                self.chat_id,
                job.from_seq,
                job.to_seq,
                why,
            )
        else:
            logger.error(
                "chat %s: summary of %d-%d failed",
                self.chat_id,
                job.from_seq,
                job.to_seq,
                exc_info=error,
            )
        if job.trigger == "count":
            self._next_count_at = job.to_seq + self.settings.summary_every
        failure = error if isinstance(error, GroupchatMemoryError) else SummaryError(why)
        for reply in job.waiters:
            reply.fail(failure)

    async def _job_succeeded(self, job: _Job, done: SummaryDone) -> None:
        assert self.db is not None and self.index is not None
        db = self.db
        record = done.record
        if record is not None and done.file is not None:
            await anyio.to_thread.run_sync(self.index.add, done.file, record)
            self.topic = name_pending(self.topic, record.topic_tag, job.to_seq)
            self.latest = [*self.latest, record][-CONTEXT_SUMMARIES:]
        state = msgspec.structs.replace(
            self.persisted,
            cursor=job.to_seq,
            summary_count=self.persisted.summary_count + (1 if record is not None else 0),
            topic=self.topic.tag,
            topic_pending_since=self.topic.pending_since,
            topic_seq=self.last_seq,
            last_seq=self.last_seq,
            writing=None,
        )
        await anyio.to_thread.run_sync(save_state, db, state)
        self.persisted, self._saved_last_seq = state, self.last_seq
        self._next_count_at = self.cursor + self.settings.summary_every
        for reply in job.waiters:
            reply.set(record)

    # ----------------------------------------------------------------- questions

    async def _answer(self, env: Envelope, msg: Ask[Any]) -> None:
        reply = env.reply
        try:
            if isinstance(msg, SummarizeNow):
                await self._summarize_now(reply)
                return
            if isinstance(msg, WriteInsight):
                await self._write_insight(msg, reply)
                return
            if isinstance(msg, Settle):
                if self._job is None and not self._next_waiters:
                    if reply is not None:
                        reply.set(None)
                elif reply is not None:
                    self._settle_waiters.append(reply)
                return
            value = await self._question(msg)
        except Exception as exc:  # broad: a failed question goes back to the asker, not a crash
            if reply is not None:
                reply.fail(exc)
            return
        if reply is not None:
            reply.set(value)

    async def _write_insight(self, msg: WriteInsight, reply: Reply[Any] | None) -> None:
        """Start an insight report in a child task (the LLM never blocks the mailbox)."""
        assert self.index is not None and self._tg is not None
        if self._stopping:
            raise ActorStoppedError("the memory service is shutting down; ask again later")
        entries = (await anyio.to_thread.run_sync(self.index.entries))[-INSIGHT_SUMMARIES:]
        clone = self._sender.clone()  # keeps the mailbox open until the report is done
        scope = anyio.CancelScope()
        self._side_scopes.add(scope)
        self._tg.start_soon(self._insight_task, msg.chat_title, entries, reply, clone, scope)

    async def _insight_task(
        self,
        title: str,
        entries: list[tuple[str, SummaryRecord]],
        reply: Reply[Any] | None,
        clone: MemoryObjectSendStream[Envelope],
        scope: anyio.CancelScope,
    ) -> None:
        """Child task: report over the recent messages and summaries, save it for Anu."""
        try:
            with clone, scope:
                with anyio.fail_after(self.settings.summary_timeout_s):
                    first = max(1, self.last_seq - self.settings.summary_max_messages + 1)
                    job = _Job(0, first, self.last_seq, "insight", date.today())
                    window = await anyio.to_thread.run_sync(self._read_window, job, self.last_seq)
                    request = ReportRequest(
                        chat_id=self.chat_id,
                        chat_title=title,
                        messages=window,
                        summaries=[record for _, record in entries],
                    )
                    result = await self.summarizer.report(request)
                    created = self.clock.now().astimezone(self.settings.tz)
                    insight = make_insight(
                        request, result, created=created, source_summaries=[n for n, _ in entries]
                    )
                    path = await anyio.to_thread.run_sync(save_insight, self.root, insight)
                    text = await anyio.to_thread.run_sync(path.read_text)
                if reply is not None:
                    reply.set(InsightResult(path=str(path), text=text))
        except Exception as exc:  # broad: a failed report goes back to the asker
            if reply is not None:
                reply.fail(exc)
        finally:
            self._side_scopes.discard(scope)
            if reply is not None:  # cancelled by shutdown: do not leave the asker hanging
                reply.fail(ActorStoppedError("the memory service stopped before the report"))

    async def _summarize_now(self, reply: Reply[Any] | None) -> None:
        waiters = [reply] if reply is not None else []
        if self._job is not None:
            self._next_waiters.extend(waiters)
        elif not await self._start_job("demand", waiters):
            for waiter in waiters:
                waiter.set(None)

    async def _question(self, msg: Ask[Any]) -> Any:
        root, chat, settings = self.root, self.chat_id, self.settings
        if isinstance(msg, BuildContext):
            older = await anyio.to_thread.run_sync(self._older_window)
            budget = (
                settings.context_budget_tokens if msg.budget_tokens is None else msg.budget_tokens
            )
            return assemble(msg.text, self.latest, list(self.recent), older, budget)
        if isinstance(msg, History):
            return await anyio.to_thread.run_sync(queries.history, root, chat, msg.n, settings)
        if isinstance(msg, Search):
            return await anyio.to_thread.run_sync(
                queries.search, root, chat, msg.keyword, msg.limit, settings
            )
        if isinstance(msg, Stats):
            return await anyio.to_thread.run_sync(queries.stats, root, chat, settings)
        if isinstance(msg, Inspect):
            return self.view()
        assert self.index is not None
        if isinstance(msg, LatestSummaries):
            if msg.n <= len(self.latest):
                return self.latest[len(self.latest) - msg.n :] if msg.n > 0 else []
            return await anyio.to_thread.run_sync(self.index.latest, msg.n)
        if isinstance(msg, Recall):
            return await anyio.to_thread.run_sync(self.index.search, msg.keyword, msg.limit)
        if isinstance(msg, Toc):
            return await anyio.to_thread.run_sync(self.index.toc)
        raise UnknownQuestionError(f"the chat actor does not answer {type(msg).__name__}")

    def _older_window(self) -> list[MessageRecord]:
        """Messages before the recent deque, from the log's end, for relevance search."""
        oldest_recent = self.recent[0].seq if self.recent else self.last_seq + 1
        window = queries.messages_of(self.log.tail(self.settings.context_window))
        return [m for m in window if m.seq < oldest_recent]

    def view(self) -> ActorView:
        """A copy of the in-memory state (the answer to ``Inspect``)."""
        at = self.topic.last_message_at
        return ActorView(
            recent=list(self.recent),
            topic=self.topic.tag,
            topic_pending_since=self.topic.pending_since,
            last_message_at=at.isoformat() if at is not None else None,
            last_thread=self.topic.last_thread,
            cursor=self.cursor,
            last_seq=self.last_seq,
            summarizing=self._job is not None,
        )
