"""``InsightJobs`` alone (no actor): one report per command message, found again after a
restart through ``state.json`` and the report's front matter."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.errors import ActorStoppedError
from groupchat_memory.actors.insight_jobs import InsightJobs
from groupchat_memory.actors.messages import Envelope, Record, Reply, WriteInsight
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.actors.scheduler import ChatParts
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.insights import InsightResult
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, ListSummarizer, msg

pytestmark = pytest.mark.anyio

CHAT = -100500
SETTINGS = MemorySettings()


async def run_reports(tmp_path: Path, commands: list[int | None]) -> list[Reply[InsightResult]]:
    """Start one report per entry (all at once), wait for every answer, stop."""
    root, clock = DataRoot(tmp_path), ManualClock(T0)
    state = ChatState(CHAT, root, SETTINGS)
    recorder = Recorder(CHAT, MessageLog(root.log_dir(CHAT), SETTINGS.tz), SETTINGS, clock)
    recorder.restore(await anyio.to_thread.run_sync(state.load, recorder.log))
    send, receive = anyio.create_memory_object_stream[Envelope](10)
    for i in range(3):
        env = Envelope(Record(msg(f"회의 {i}", i)))
        assert isinstance(env.msg, Record)
        recorder.stage(env, env.msg)
    await recorder.flush()
    parts = ChatParts(CHAT, root, SETTINGS, ListSummarizer(), clock, state, recorder, send)
    insights = InsightJobs(parts)
    replies: list[Reply[InsightResult]] = []
    with anyio.fail_after(10):
        async with anyio.create_task_group() as tg, receive:
            insights.attach(tg)
            with send:
                for command in commands:
                    reply: Reply[InsightResult] = Reply()
                    replies.append(reply)
                    await insights.write(WriteInsight("방", message_id=command), reply)
            for reply in replies:
                await reply.event.wait()
            assert not insights.running
    state.close(recorder.last_seq)
    recorder.close()
    return replies


async def test_a_repeated_command_joins_its_report_and_a_restart_finds_the_file(
    tmp_path: Path,
) -> None:
    first = await run_reports(tmp_path, [6, 6, 8])
    assert all(r.error is None and r.value is not None for r in first)
    results = [r.value for r in first if r.value is not None]
    assert results[0] == results[1] and results[0].path != results[2].path
    assert "- 회의 2" in results[0].text
    paths = [result.path for result in results]
    # after a restart the same command message answers the file written before
    again = await run_reports(tmp_path, [6])
    assert again[0].value is not None and again[0].value.path == paths[0]
    assert len(list(DataRoot(tmp_path).insights_dir().glob("*.md"))) == 2


async def test_no_report_starts_once_shutdown_began(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    state = ChatState(CHAT, root, SETTINGS)
    recorder = Recorder(
        CHAT, MessageLog(root.log_dir(CHAT), SETTINGS.tz), SETTINGS, ManualClock(T0)
    )
    send, receive = anyio.create_memory_object_stream[Envelope](1)
    insights = InsightJobs(
        ChatParts(CHAT, root, SETTINGS, ListSummarizer(), ManualClock(T0), state, recorder, send)
    )
    async with anyio.create_task_group() as tg, send, receive:
        insights.attach(tg)
        insights.begin_shutdown(anyio.current_time())
        with pytest.raises(ActorStoppedError):
            await insights.write(WriteInsight("방"), None)
    recorder.close()
