"""The chat actor's summary jobs: triggers, the one summary in flight, and insight reports.

A summary runs in a child task of the actor (``_job_task``) so recording never waits for
the LLM; it reports back as a ``SummaryDone`` through the actor's own mailbox, and only
the actor's task applies the outcome (index, cursor, topic). At most one job per chat.

Windows: a summary covers at most ``summary_every`` records from the cursor on. A count
trigger summarizes exactly one full window; a silence or a ``SummarizeNow`` summarizes
what is new. After a failure (the LLM was down) the backlog is summarized window after
window, one job at a time, until caught up: full windows for a count trigger, down to
the last record for a silence or a demand. So the summaries tile the seqs in the same
windows as if nothing had failed.
Before the LLM call a ``SummaryIntent`` is saved, so a restart finishes or forgets a
summary whose file may have landed. ``SummaryJobs`` is a base class of ``ChatActor``: it
holds this behaviour, the actor holds the state it works on.
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
from anyio.streams.memory import MemoryObjectSendStream
from tinydb import Query, TinyDB

from groupchat_memory.actors.clock import Clock
from groupchat_memory.actors.messages import Envelope, Reply, SummaryDone, WriteInsight
from groupchat_memory.actors.pending import PendingWrites
from groupchat_memory.actors.state import PersistedState, SummaryIntent, save_state
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import CONTEXT_SUMMARIES
from groupchat_memory.domain.insights import (
    InsightResult,
    make_insight,
    parse_insight,
    save_insight,
)
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries import SummaryIndex, masked, write_summary_file
from groupchat_memory.domain.summarizer import ReportRequest, Summarizer, SummaryRequest
from groupchat_memory.domain.topics import TopicState, name_pending
from groupchat_memory.store.exceptions import (
    ActorStoppedError,
    GroupchatMemoryError,
    RecordError,
    SummaryError,
)
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord

logger = logging.getLogger(__name__)

# an insight report (/정리) covers the recent messages and this many latest summaries
INSIGHT_SUMMARIES = 5
# state.json table of the command messages that asked for a report, and how many it keeps
INSIGHT_COMMANDS_TABLE = "insight_commands"
INSIGHT_COMMANDS_KEPT = 256


def find_insight(root: DataRoot, chat_id: int, created: str) -> InsightResult | None:
    """The report of ``chat_id`` written at ``created`` (its front matter), if it landed."""
    folder = root.insights_dir()
    if not folder.is_dir():
        return None
    for path in sorted(folder.glob(f"{created[:10]}_insight_*.md")):
        try:
            text = path.read_text(encoding="utf-8")
            record = parse_insight(text)
        except (OSError, UnicodeDecodeError, RecordError):
            continue  # not one of ours, or damaged: it cannot be the earlier answer
        if record.chat_id == chat_id and record.created == created:
            return InsightResult(path=str(path), text=text)
    return None


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


class SummaryJobs:
    """Summary triggers and jobs of one chat actor (a base class of ``ChatActor``)."""

    # the actor's state this part reads and writes (set by ChatActor.__init__ / start)
    chat_id: int
    root: DataRoot
    settings: MemorySettings
    summarizer: Summarizer
    clock: Clock
    _sender: MemoryObjectSendStream[Envelope]
    db: TinyDB | None
    index: SummaryIndex | None
    last_seq: int
    recent: deque[MessageRecord]
    topic: TopicState
    persisted: PersistedState
    latest: list[SummaryRecord]
    _job: _Job | None
    _job_ids: int
    _next_waiters: list[Reply[Any]]
    _settle_waiters: list[Reply[Any]]
    _next_count_at: int
    _last_touch: datetime
    _stopping: bool
    _saved_last_seq: int
    _tg: TaskGroup | None
    _side_scopes: set[anyio.CancelScope]
    _insight_waiters: dict[int, list[Reply[Any]]]
    pending: PendingWrites

    @property
    def cursor(self) -> int:
        """The last summarized seq."""
        return self.persisted.cursor

    def _durable_seq(self) -> int:
        """The last seq on disk: a summary reads the log, held records wait for a later one."""
        return self.pending.records[0].seq - 1 if self.pending.records else self.last_seq

    async def _maybe_count_trigger(self) -> None:
        """Start a count summary when a full window is on disk and the trigger is due."""
        full = self._durable_seq() - self.cursor >= self.settings.summary_every
        if self._job is None and full and self.last_seq >= self._next_count_at:
            await self._start_job("count")

    async def _start_job(self, trigger: str, waiters: list[Reply[Any]] | None = None) -> bool:
        """Start a summary of the oldest unsummarized window in a child task; False if none.

        The window is at most ``summary_every`` records; a count trigger needs it full.
        """
        waiters = waiters or []
        every = max(1, self.settings.summary_every)
        from_seq = self.cursor + 1
        to_seq = min(self._durable_seq(), self.cursor + every)
        if trigger == "count" and to_seq - self.cursor < every:
            return False
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
        # while a catch-up continues (self._job set again), asks that came meanwhile wait
        if self._job is None and self._next_waiters:
            waiters, self._next_waiters = self._next_waiters, []
            if not await self._start_job("demand", waiters):
                for reply in waiters:
                    reply.set(done.record)
        elif self._job is None:
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
            # from what is recorded now, not from the window's end: with a backlog longer
            # than one window, the window's end is already behind and every batch would
            # call a failing LLM again
            self._next_count_at = self.last_seq + self.settings.summary_every
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
        # a silence or a demand covers everything new: the next window, with the same
        # waiters (they get the last summary); a count chain continues by its own trigger
        more = job.trigger != "count" and self._durable_seq() > self.cursor
        if more and await self._start_job(job.trigger, job.waiters):
            return
        for reply in job.waiters:
            reply.set(record)

    async def _write_insight(self, msg: WriteInsight, reply: Reply[Any] | None) -> None:
        """Start an insight report in a child task (the LLM never blocks the mailbox).

        For a command message (``message_id`` set) the report is written once: a repeat
        joins the one being written, or answers the file an earlier run wrote. Before the
        LLM call the message id and the report's creation time go to ``state.json``, so
        the file can be found again after a restart (its front matter holds that time).
        """
        assert self.index is not None and self._tg is not None and self.db is not None
        if self._stopping:
            raise ActorStoppedError("the memory service is shutting down; ask again later")
        replies = [reply] if reply is not None else []
        created = self.clock.now().astimezone(self.settings.tz)
        command = msg.message_id
        if command is not None:
            running = self._insight_waiters.get(command)
            if running is not None:
                running.extend(replies)
                return
            earlier = await anyio.to_thread.run_sync(self._earlier_insight, command)
            if earlier is not None:
                for waiter in replies:
                    waiter.set(earlier)
                return
            remember = self._remember_insight_command
            created = await anyio.to_thread.run_sync(remember, command, created)
            self._insight_waiters[command] = replies
        entries = (await anyio.to_thread.run_sync(self.index.entries))[-INSIGHT_SUMMARIES:]
        clone = self._sender.clone()  # keeps the mailbox open until the report is done
        scope = anyio.CancelScope()
        self._side_scopes.add(scope)
        self._tg.start_soon(
            self._insight_task, msg.chat_title, entries, replies, clone, scope, created, command
        )

    def _earlier_insight(self, command: int) -> InsightResult | None:
        """The report an earlier run wrote for this command message (worker thread)."""
        assert self.db is not None
        found = self.db.table(INSIGHT_COMMANDS_TABLE).get(Query().message_id == command)
        if not isinstance(found, dict) or not isinstance(found.get("created"), str):
            return None
        return find_insight(self.root, self.chat_id, found["created"])

    def _remember_insight_command(self, command: int, created: datetime) -> datetime:
        """Note durably which command message asks for the report created at ``created``.

        The time (in seconds, as the front matter has it) names the file later, so it is
        moved on by a second while another remembered command has it. Worker thread.
        """
        assert self.db is not None
        table = self.db.table(INSIGHT_COMMANDS_TABLE)
        taken = {doc.get("created") for doc in table.all() if doc.get("message_id") != command}
        created = created.replace(microsecond=0)
        while created.isoformat() in taken:
            created += timedelta(seconds=1)
        stamp = created.isoformat()
        table.upsert({"message_id": command, "created": stamp}, Query().message_id == command)
        ids = sorted(doc.doc_id for doc in table.all())
        if len(ids) > INSIGHT_COMMANDS_KEPT:
            table.remove(doc_ids=ids[: len(ids) - INSIGHT_COMMANDS_KEPT])
        return created

    async def _insight_task(
        self,
        title: str,
        entries: list[tuple[str, SummaryRecord]],
        replies: list[Reply[Any]],
        clone: MemoryObjectSendStream[Envelope],
        scope: anyio.CancelScope,
        created: datetime,
        command: int | None,
    ) -> None:
        """Child task: report over the recent messages and summaries, save it for Anu.

        ``replies`` may grow while it runs (repeats of the same command join it).
        """
        try:
            with clone, scope:
                with anyio.fail_after(self.settings.summary_timeout_s):
                    first = max(1, self.last_seq - self.settings.insight_max_messages + 1)
                    job = _Job(0, first, self.last_seq, "insight", date.today())
                    window = await anyio.to_thread.run_sync(self._read_window, job, self.last_seq)
                    request = ReportRequest(
                        chat_id=self.chat_id,
                        chat_title=title,
                        messages=window,
                        summaries=[record for _, record in entries],
                    )
                    result = await self.summarizer.report(request)
                    insight = make_insight(
                        request, result, created=created, source_summaries=[n for n, _ in entries]
                    )
                    path = await anyio.to_thread.run_sync(save_insight, self.root, insight)
                    text = await anyio.to_thread.run_sync(path.read_text)
                for reply in replies:
                    reply.set(InsightResult(path=str(path), text=text))
        except Exception as exc:  # broad: a failed report goes back to the asker
            for reply in replies:
                reply.fail(exc)
        finally:
            self._side_scopes.discard(scope)
            if command is not None:
                self._insight_waiters.pop(command, None)
            for reply in replies:  # cancelled by shutdown: do not leave the asker hanging
                reply.fail(ActorStoppedError("the memory service stopped before the report"))

    async def _summarize_now(self, reply: Reply[Any] | None) -> None:
        waiters = [reply] if reply is not None else []
        if self._job is not None:
            self._next_waiters.extend(waiters)
        elif not await self._start_job("demand", waiters):
            for waiter in waiters:
                waiter.set(None)
