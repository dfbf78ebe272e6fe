"""The ``SummaryScheduler`` alone (no actor): a task group runs its jobs, a memory stream
stands in for the mailbox, and the test hands each ``SummaryDone`` back as the actor would."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import anyio
import pytest
from anyio.streams.memory import MemoryObjectReceiveStream

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Envelope, Record, Reply, SummaryDone
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.actors.scheduler import ChatParts, SummaryScheduler
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.summarizer import SummaryError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, ListSummarizer, msg

pytestmark = pytest.mark.anyio

CHAT = -100400
EVERY = 10


@dataclass
class Chat:
    """The collaborators of one chat, wired as the actor wires them."""

    root: DataRoot
    summarizer: ListSummarizer
    state: ChatState
    recorder: Recorder
    scheduler: SummaryScheduler
    outbox: MemoryObjectReceiveStream[Envelope]

    async def record(self, count: int) -> None:
        """Record ``count`` more messages (one group commit) and run the count trigger."""
        first = self.recorder.last_seq
        for i in range(first, first + count):
            env = Envelope(Record(msg(f"메시지 {i}", i, message_id=i + 1)))
            assert isinstance(env.msg, Record)
            self.recorder.stage(env, env.msg)
        assert (await self.recorder.flush())[1]
        await self.scheduler.maybe_count()

    async def finish_job(self) -> SummaryDone:
        """Wait for the job's report and hand it back, as the actor's loop does."""
        with anyio.fail_after(10):
            env = await self.outbox.receive()
        assert isinstance(env.msg, SummaryDone)
        await self.scheduler.on_done(env.msg)
        return env.msg

    def ranges(self) -> list[tuple[int, int]]:
        files = summary_files(self.root.summaries_dir(CHAT))
        return [(r.message_range.from_, r.message_range.to) for _, r in files]


@asynccontextmanager
async def chat(tmp_path: Path, settings: MemorySettings | None = None) -> AsyncIterator[Chat]:
    settings = settings or MemorySettings(summary_every=EVERY)
    root, clock, summarizer = DataRoot(tmp_path), ManualClock(T0), ListSummarizer()
    state = ChatState(CHAT, root, settings)
    recorder = Recorder(CHAT, MessageLog(root.log_dir(CHAT), settings.tz), settings, clock)
    send, receive = anyio.create_memory_object_stream[Envelope](100)
    parts = ChatParts(CHAT, root, settings, summarizer, clock, state, recorder, send)
    scheduler = SummaryScheduler(parts)
    recorder.restore(await anyio.to_thread.run_sync(state.load, recorder.log))
    scheduler.restore()
    async with anyio.create_task_group() as tg, send, receive:
        scheduler.attach(tg)
        try:
            yield Chat(root, summarizer, state, recorder, scheduler, receive)
        finally:
            state.close(recorder.last_seq)
            recorder.close()


async def test_a_count_summary_starts_only_for_a_full_window_and_moves_the_cursor(
    tmp_path: Path,
) -> None:
    async with chat(tmp_path) as c:
        await c.record(EVERY - 1)
        assert not c.scheduler.summarizing
        await c.record(1)
        assert c.scheduler.summarizing and c.state.persisted.writing is not None
        done = await c.finish_job()
        assert done.record is not None and done.error is None
        assert c.state.cursor == EVERY and c.state.persisted.writing is None
        assert not c.scheduler.summarizing
        await c.record(EVERY + 3)  # one full window more: exactly one job
        await c.finish_job()
        assert c.ranges() == [(1, 10), (11, 20)] and c.state.cursor == 20


async def test_silence_fires_once_for_the_same_messages_and_covers_what_is_new(
    tmp_path: Path,
) -> None:
    async with chat(tmp_path, MemorySettings(summary_every=1000, silence_minutes=30)) as c:
        await c.record(3)
        last = c.recorder.topic.last_message_at
        assert last is not None
        await c.scheduler.on_tick(last + timedelta(minutes=29))
        assert not c.scheduler.summarizing and c.scheduler.silence_due()
        await c.scheduler.on_tick(last + timedelta(minutes=30))
        assert c.scheduler.summarizing
        await c.finish_job()
        assert c.ranges() == [(1, 3)] and not c.scheduler.silence_due()
        await c.scheduler.on_tick(last + timedelta(hours=2))
        assert not c.scheduler.summarizing


async def test_after_a_failure_a_silence_catches_the_backlog_up_window_by_window(
    tmp_path: Path,
) -> None:
    async with chat(tmp_path) as c:
        c.summarizer.fail = True
        await c.record(EVERY)
        failed = await c.finish_job()
        assert isinstance(failed.error, SummaryError) and c.state.cursor == 0
        await c.record(5)  # the next count trigger is a window past the failure (at 20)
        assert not c.scheduler.summarizing
        c.summarizer.fail = False
        last = c.recorder.topic.last_message_at
        assert last is not None
        await c.scheduler.on_tick(last + timedelta(minutes=30))
        await c.finish_job()
        assert c.scheduler.summarizing  # the backlog's first window; the next one follows
        await c.finish_job()
        assert not c.scheduler.summarizing
        assert c.ranges() == [(1, 10), (11, 15)] and c.state.cursor == 15


async def test_settle_answers_once_no_summary_is_in_flight(tmp_path: Path) -> None:
    async with chat(tmp_path) as c:
        idle: Reply[None] = Reply()
        c.scheduler.settle(idle)
        assert idle.event.is_set()
        await c.record(EVERY)
        waiting: Reply[None] = Reply()
        c.scheduler.settle(waiting)
        assert not waiting.event.is_set()
        await c.finish_job()
        assert waiting.event.is_set()


async def test_after_begin_shutdown_no_summary_starts(tmp_path: Path) -> None:
    async with chat(tmp_path) as c:
        c.scheduler.begin_shutdown(anyio.current_time())
        await c.record(EVERY)
        assert not c.scheduler.summarizing and c.summarizer.requests == []


async def test_a_silence_below_silence_min_messages_carries_its_messages_into_the_next_window(
    tmp_path: Path,
) -> None:
    settings = MemorySettings(summary_every=1000, silence_minutes=30, silence_min_messages=10)
    async with chat(tmp_path, settings) as c:
        await c.record(6)  # a burst of six, then an hour of silence: too few to summarize
        last = c.recorder.topic.last_message_at
        assert last is not None
        await c.scheduler.on_tick(last + timedelta(hours=1))
        assert not c.scheduler.summarizing and not c.scheduler.silence_due()
        await c.record(6)  # the next burst: twelve unsummarized, one window after the silence
        last = c.recorder.topic.last_message_at
        assert last is not None and c.scheduler.silence_due()
        await c.scheduler.on_tick(last + timedelta(minutes=30))
        assert c.scheduler.summarizing
        await c.finish_job()
        assert c.ranges() == [(1, 12)] and c.state.cursor == 12
