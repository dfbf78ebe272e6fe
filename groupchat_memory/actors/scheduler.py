"""``SummaryScheduler``: where a summary is triggered, and the one summary job in flight.

A summary runs in a child task of the actor so recording never waits for the LLM; it
reports back as a ``SummaryDone`` through the actor's own mailbox, and only the actor's
task applies the outcome (index, cursor, topic). At most one job per chat.

Windows: each conversation (a forum topic, or the messages without one) is summarized on
its own, from its own cursor and counting its own messages (an edit, a reaction or a
service record is no talk: it rides along in the window it falls in, and counts for
nothing). A summary covers at most ``summary_every`` of the conversation's messages from
its cursor on, and ends
before a pending topic that starts inside it (so a new topic is named from its own
messages). A count trigger summarizes a full window (cut at such a topic); a silence
summarizes what is new. After a failure (the LLM was down) the backlog is summarized
window after window, one job at a time, until caught up: full windows for a count
trigger, down to the last record for a silence. So the summaries tile
the seqs in the same windows as if nothing had failed. Before the LLM call a
``SummaryIntent`` is saved, so a restart finishes or forgets a summary whose file may
have landed.
"""

from __future__ import annotations

import bisect
import functools
import logging
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

import anyio
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectSendStream

from groupchat_memory.actors.clock import Clock
from groupchat_memory.actors.messages import Envelope, Reply, StoreArchiveSummary, SummaryDone
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.actors.state.lanes import Lane
from groupchat_memory.actors.state.persisted import SummaryIntent
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import masked, write_masked_summary
from groupchat_memory.domain.summaries.summarizer import (
    Summarizer,
    SummaryError,
    earlier_from,
    names_window,
    summary_record,
    window_request,
)
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord


@dataclass(frozen=True)
class ChatParts:
    """One chat as its jobs see it: who it is, where its files live, its settings,
    summarizer and clock, its state and recorder (each the sole writer of its own fields),
    and a way back into its mailbox (a job reports its outcome as a message)."""

    chat_id: int
    root: DataRoot
    settings: MemorySettings
    summarizer: Summarizer
    clock: Clock
    state: ChatState
    recorder: Recorder
    sender: MemoryObjectSendStream[Envelope]


logger = logging.getLogger(__name__)


def read_window(
    root: DataRoot,
    chat_id: int,
    settings: MemorySettings,
    from_seq: int,
    to_seq: int,
    last_seq: int,
) -> list[MessageRecord]:
    """The masked messages with ``from_seq <= seq <= to_seq`` (edits applied), from disk.

    ``last_seq`` (the newest seq) sizes the first read of the log's tail. Blocking.
    """
    with MessageLog(root.log_dir(chat_id), settings.tz) as reader:
        want = max(1, last_seq - from_seq + 1)
        while True:
            records = reader.tail(want)
            if not records or records[0].seq <= from_seq or len(records) < want:
                break
            want *= 2
    inside = [r for r in records if from_seq <= r.seq <= to_seq]
    return queries.messages_of(inside)


@dataclass
class _Job:
    """The one summary in flight: the seq range it covers and what triggered it."""

    id: int
    from_seq: int
    to_seq: int
    trigger: str
    day: date
    thread: int | None = None
    scope: anyio.CancelScope = field(default_factory=anyio.CancelScope)


class SummaryScheduler:
    """The summary triggers (count, silence) and the one job in flight of one chat.

    Owns (sole writer): the job in flight and its ids, the waiters of ``Settle``, the count
    and silence trigger marks of each conversation, and whether it still starts jobs.
    It decides when a cursor moves; ``ChatState`` writes it. It reads ``last_seq``, the
    conversations and their topics from the ``Recorder`` and names a pending topic through it.
    """

    def __init__(self, chat: ChatParts) -> None:
        self.chat = chat
        self._tg: TaskGroup | None = None
        self._job: _Job | None = None
        self._job_ids = 0
        self._settle_waiters: list[Reply[Any]] = []
        # per conversation: its last seq when a silence summary fired, and after a failed
        # count summary how many messages it must have taken before the next try
        self._silence_fired: dict[int | None, int] = {}
        self._retry_at: dict[int | None, int] = {}
        self._stopping = False

    def restore(self) -> None:
        """After ``ChatState.load``: no failure is remembered across a start."""
        self._retry_at.clear()

    def attach(self, tg: TaskGroup) -> None:
        """Where summary jobs run: a task group of the actor's run."""
        self._tg = tg

    @property
    def summarizing(self) -> bool:
        """Whether a summary job is in flight."""
        return self._job is not None

    def begin_shutdown(self, deadline: float) -> None:
        """Start no new summary; the running one ends by ``deadline`` (monotonic)."""
        self._stopping = True
        if self._job is not None:
            self._job.scope.deadline = min(self._job.scope.deadline, deadline)

    # ----------------------------------------------------------------- triggers

    def _waiting(self) -> list[tuple[int | None, Lane]]:
        """The conversations with messages to summarize, the longest waiting first."""
        lanes = [(t, lane) for t, lane in self.chat.recorder.lanes.items() if lane.seqs]
        return sorted(lanes, key=lambda item: item[1].seqs[0])

    async def maybe_count(self) -> None:
        """Start a count summary of a conversation whose full window is on disk."""
        if self._job is not None:
            return
        every = self.chat.settings.summary_every
        durable = self.chat.recorder.durable_seq()
        for thread, lane in self._waiting():
            full = bisect.bisect_right(lane.seqs, durable) >= every
            if full and lane.recorded >= self._retry_at.get(thread, 0):
                await self._start_job("count", thread)
                if self._job is not None:
                    return

    async def on_tick(self, now: datetime) -> None:
        """Start a silence summary of a conversation quiet long enough."""
        if self._job is not None or self.chat.recorder.pending.acks:
            return  # a summary reads the log: wait until written
        silence = timedelta(minutes=self.chat.settings.silence_minutes)
        for thread, lane in self._waiting():
            last_at = lane.topic.last_message_at
            if self._silence_due(thread, lane) and last_at is not None and now - last_at >= silence:
                self._silence_fired[thread] = lane.seqs[-1]
                await self._start_job("silence", thread)
                if self._job is not None:
                    return

    def silence_due(self) -> bool:
        """Whether a silence summary is still due for this chat (do not passivate before it)."""
        return any(self._silence_due(t, lane) for t, lane in self.chat.recorder.lanes.items())

    def _silence_due(self, thread: int | None, lane: Lane) -> bool:
        wanted = max(1, self.chat.settings.silence_min_messages)
        return len(lane.seqs) >= wanted and self._silence_fired.get(thread) != lane.seqs[-1]

    def settle(self, reply: Reply[Any] | None) -> None:
        """``Settle``: answer once no summary is in flight."""
        if reply is None:
            return
        if self._job is not None:
            self._settle_waiters.append(reply)
        else:
            reply.set(None)

    async def store_archive(self, msg: StoreArchiveSummary) -> None:
        """Index an archive summary and move the seq high-water mark (and cursor) past it.

        The cursor moves only while no summary job runs (the job sets it when it lands):
        messages an archive summary covers need no regular summary.
        """
        await self.chat.state.index_summary(msg.file, msg.record)
        upto = msg.record.message_range.to
        self.chat.recorder.raise_seq(upto)
        if self._job is None:
            await self.chat.state.move_past(upto, self.chat.recorder.last_seq)
            for thread, lane in self.chat.recorder.lanes.items():
                lane.summarized(self.chat.state.cursor_of(thread))
        else:
            await self.chat.state.move_past(0, self.chat.recorder.last_seq)
        logger.info("chat %s: archive summary %s indexed", self.chat.chat_id, msg.file)

    # ----------------------------------------------------------------- the summary job

    async def _start_job(self, trigger: str, thread: int | None = None) -> None:
        """Start a summary of conversation ``thread``'s oldest unsummarized window in a
        child task, if there is one.

        The window is at most ``summary_every`` of its messages; a count trigger needs it full.
        """
        every = max(1, self.chat.settings.summary_every)
        lane = self.chat.recorder.lane(thread)
        from_seq = self.chat.state.cursor_of(thread) + 1
        ready = lane.seqs[: bisect.bisect_right(lane.seqs, self.chat.recorder.durable_seq())]
        if not ready or (trigger == "count" and len(ready) < every):
            return
        to_seq = self._topic_cut(lane, from_seq, ready[min(every, len(ready)) - 1])
        if self._job is not None or to_seq < from_seq or self._stopping or self._tg is None:
            return
        try:
            clone = self.chat.sender.clone()
        except anyio.ClosedResourceError:
            return  # the mailbox is closing: no new LLM calls during shutdown
        day = self.chat.clock.now().astimezone(self.chat.settings.tz).date()
        intent = SummaryIntent(
            from_seq=from_seq, to_seq=to_seq, date=day.isoformat(), thread_id=thread
        )
        try:
            await self.chat.state.begin_summary(intent)
        except (GroupchatMemoryError, OSError) as exc:
            clone.close()
            logger.error(
                "chat %s: cannot start a summary (%s); next trigger", self.chat.chat_id, exc
            )
            return
        self._job_ids += 1
        job = _Job(self._job_ids, from_seq, to_seq, trigger, day, thread)
        self._job = job
        self._tg.start_soon(self._job_task, job, clone, self.chat.recorder.last_seq)

    @staticmethod
    def _topic_cut(lane: Lane, from_seq: int, to_seq: int) -> int:
        """Where a window ends: before a pending topic that starts inside it.

        The next window then holds only the new topic's messages, so the summary that
        names it does so from its own messages, not from the older topic before it.
        """
        topic = lane.topic
        since = topic.pending_since
        if topic.pending and since is not None and from_seq < since <= to_seq:
            return since - 1
        return to_seq

    async def _job_task(
        self, job: _Job, clone: MemoryObjectSendStream[Envelope], last_seq: int
    ) -> None:
        """Child task: read the window, call the summarizer, write the file, report back."""
        with clone, job.scope:
            try:
                with anyio.fail_after(self.chat.settings.summary_timeout_s):
                    record, file = await self._summarize(job, last_seq)
                done = SummaryDone(job.id, record, file, None)
            except Exception as exc:  # broad: any failed summary is skipped until the next trigger
                done = SummaryDone(job.id, None, None, exc)
            await clone.send(Envelope(done))

    async def _summarize(self, job: _Job, last_seq: int) -> tuple[SummaryRecord | None, str | None]:
        # with the words of the records before it, which the naming rules and the subject
        # model read when the window is named (a named topic's window is not renamed: no
        # earlier read)
        lane = self.chat.recorder.lane(job.thread).topic
        wanted = names_window(lane.tag, lane.pending)
        first = earlier_from(job.from_seq) if wanted else job.from_seq
        read = await anyio.to_thread.run_sync(
            read_window,
            self.chat.root,
            self.chat.chat_id,
            self.chat.settings,
            first,
            job.to_seq,
            last_seq,
        )
        read = [m for m in read if m.thread_id == job.thread]  # this conversation's
        window = [m for m in read if m.seq >= job.from_seq]
        if not window:
            return None, None
        topic = self.chat.recorder.lane(job.thread).topic
        since = topic.pending_since
        tag, pending = topic.tag, topic.pending
        if topic.pending and since is not None and since > job.to_seq:
            # the window is the older topic's: the new one starts after it
            older = self.chat.state.persisted.lane(job.thread).topic
            tag, pending = (GENERAL if older == PENDING else older), False
        request = window_request(
            self.chat.chat_id,
            window,
            topic=tag,
            topic_pending=pending,
            members=self.chat.recorder.members,
            subject_words=self.chat.settings.subject_words,
            earlier=[m for m in read if m.seq < job.from_seq],
        )
        result = await self.chat.summarizer.summarize(request)
        now = self.chat.clock.now().astimezone(self.chat.settings.tz)
        where = SummaryRecord(
            timestamp=now.isoformat(),
            date=job.day.isoformat(),
            message_range=MessageRange(from_=job.from_seq, to=job.to_seq),
            summary="",
            thread_id=job.thread,
        )
        record = summary_record(where, result, window)
        summaries_dir = self.chat.root.summaries_dir(self.chat.chat_id)
        # batched commits (replays) make the file durable with the commit that covers it
        write = functools.partial(write_masked_summary, durable=not self.chat.state.batched)
        stored = masked(record)
        path = await anyio.to_thread.run_sync(write, summaries_dir, job.day, stored)
        return stored, path.name

    async def on_done(self, done: SummaryDone) -> None:
        """A job reported back (through the mailbox): apply its outcome, start what is next."""
        job = self._job
        if job is None or job.id != done.job_id:
            return  # a report from before a restart: the rebuild already settled it
        self._job = None
        if done.error is not None:
            self._job_failed(job, done.error)
        else:
            await self._job_succeeded(job, done)
        if self._job is None:  # no catch-up continues
            await self.maybe_count()
        if self._job is None:
            for reply in self._settle_waiters:
                reply.set(None)
            self._settle_waiters.clear()

    def _job_failed(self, job: _Job, error: BaseException) -> None:
        why = "timed out" if isinstance(error, TimeoutError) else str(error) or type(error).__name__
        span = f"{job.from_seq}-{job.to_seq}"
        if isinstance(error, SummaryError | TimeoutError):
            logger.warning(
                "chat %s: summary of %s failed: %s; next trigger", self.chat.chat_id, span, why
            )
        else:
            logger.error("chat %s: summary of %s failed", self.chat.chat_id, span, exc_info=error)
        if job.trigger == "count":
            # from what is recorded now, not from the window's end: with a backlog longer
            # than one window, the window's end is already behind and every batch would
            # call a failing LLM again
            lane = self.chat.recorder.lane(job.thread)
            self._retry_at[job.thread] = lane.recorded + self.chat.settings.summary_every

    async def _job_succeeded(self, job: _Job, done: SummaryDone) -> None:
        record = done.record
        landed = None
        recorder = self.chat.recorder
        if record is not None and done.file is not None:
            landed = (done.file, record)
            recorder.name_topic(record.topic_tag, job.to_seq, job.thread)
        recorder.summarized(job.thread, job.to_seq)
        lane = recorder.lane(job.thread)
        await self.chat.state.summary_landed(
            job.to_seq, landed, lane.topic, recorder.last_seq, job.thread
        )
        self._retry_at.pop(job.thread, None)
        # a silence covers everything new: the next window now; a count chain continues
        # by its own trigger
        if job.trigger != "count" and lane.seqs and lane.seqs[0] <= recorder.durable_seq():
            await self._start_job(job.trigger, job.thread)
