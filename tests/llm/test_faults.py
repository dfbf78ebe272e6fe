"""The LLM down for a long stretch (the real anthropic SDK against the fake Messages API
answering 500): recording, context and commands keep working, the failed summaries cost
one call per trigger, and once it is back the backlog is summarized one summary per
``summary_every`` messages, in the windows it would have had without the outage."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import anyio
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import BuildContext, Inspect, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.settings import LLMSettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, msg
from tests.fakes.fake_anthropic import FakeAnthropic, Reply, schema_filler, server_error

pytestmark = pytest.mark.anyio

CHAT = -100321
SETTINGS = MemorySettings(summary_every=50)


class Outage:
    """Answers 500 while ``down``, then like the real API (a valid forced tool call)."""

    def __init__(self) -> None:
        self.down = True
        self.failed = 0
        self.answered = 0

    def __call__(self, body: dict[str, Any]) -> Reply:
        if self.down:
            self.failed += 1
            return server_error()
        self.answered += 1
        return schema_filler(body)


@pytest.fixture
async def claude() -> AsyncIterator[tuple[ClaudeSummarizer, Outage]]:
    outage = Outage()
    with FakeAnthropic(responder=outage) as fake:
        settings = LLMSettings(
            api_key="test-key", base_url=fake.base_url, max_retries=1, timeout_s=10.0
        )
        summarizer = ClaudeSummarizer(settings, fallback=None)
        try:
            yield summarizer, outage
        finally:
            await summarizer.aclose()


async def test_hours_without_the_llm_lose_nothing_and_the_backlog_is_summarized_every_50_messages(
    tmp_path: Path, claude: tuple[ClaudeSummarizer, Outage]
) -> None:
    summarizer, outage = claude
    clock = ManualClock(T0)
    root = DataRoot(tmp_path)
    memory = ActorSystem(root, SETTINGS, summarizer, clock, tick_interval_s=None)
    total = 520
    async with memory:
        with anyio.fail_after(60):
            for i in range(total):
                # a message every 20 s: about three hours of conversation
                at = T0 + timedelta(seconds=20 * i)
                assert await memory.record(CHAT, msg(f"회의 내용 {i}", 0, message_id=i + 1, at=at))
                if i % 50 == 49:
                    await memory.ask(CHAT, Settle())
            # everything that needs no LLM still works, from memory and from disk
            history = queries.history(root, CHAT, 5)
            assert [m.text for m in history] == [f"회의 내용 {i}" for i in range(515, 520)]
            context = await memory.ask(CHAT, BuildContext("회의 내용 519"))
            assert "회의 내용 519" in context.context
            stats = queries.stats(root, CHAT)
            assert stats.total_messages == total and stats.summaries == 0
            view = await memory.ask(CHAT, Inspect())
            assert view.cursor == 0 and view.last_seq == total
            # one failing summary per 50 messages, each tried at most twice by the SDK
            assert 0 < outage.failed <= 2 * (total // 50)
            assert summary_files(root.summaries_dir(CHAT)) == []

            outage.down = False
            # the chat went quiet: the silence tick starts the catch-up, which chains
            await memory.tick(T0 + timedelta(seconds=20 * total, minutes=31))
            await memory.ask(CHAT, Settle())
            assert memory.supervisor.restarts == 0
    ranges = [
        (r.message_range.from_, r.message_range.to)
        for _, r in summary_files(root.summaries_dir(CHAT))
    ]
    covered = [seq for start, end in ranges for seq in range(start, end + 1)]
    assert covered == list(range(1, total + 1))  # every message once, in order
    every = SETTINGS.summary_every
    full = [(start, start + every - 1) for start in range(1, total - every + 2, every)]
    assert ranges == [*full, (full[-1][1] + 1, total)]  # 1-50, ..., 451-500, then 501-520
    assert outage.answered == len(ranges)
