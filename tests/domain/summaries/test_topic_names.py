"""A pending topic is named from its own messages, and no message stays ``pending`` once a
summary covers it (issue 13, item 16)."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Inspect, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.cli.demo import demo_config, sample_lines
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.summarizer import SummaryDraft, SummaryRequest, SummaryResult
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, ListSummarizer, msg

pytestmark = pytest.mark.anyio

CHAT = -100600


class MajoritySummarizer(ListSummarizer):
    """Tags a window with the first word most of its messages start with."""

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        words = Counter(m.text.split()[0] for m in request.messages)
        tag = words.most_common(1)[0][0]
        draft = SummaryDraft(summary=" / ".join(m.text for m in request.messages), topic_tag=tag)
        return SummaryResult(draft=draft, model="test-model")


async def test_a_topic_starting_mid_window_is_named_from_its_own_messages(tmp_path: Path) -> None:
    settings = MemorySettings(summary_every=10)
    root = DataRoot(tmp_path)
    texts = [f"점심 메뉴 {i}" for i in range(7)] + ["그건 그렇고 배포 일정 정하자"]
    texts += [f"배포 일정 {i}" for i in range(9)]
    memory = ActorSystem(
        root, settings, MajoritySummarizer(), ManualClock(T0), tick_interval_s=None
    )
    async with memory:
        for i, text in enumerate(texts):
            await memory.record(CHAT, msg(text, i, message_id=i + 1))
        await memory.ask(CHAT, Settle())
        view = await memory.ask(CHAT, Inspect())
    summaries = sorted(
        (r for _, r in summary_files(root.summaries_dir(CHAT))), key=lambda r: r.message_range.to
    )
    assert [(s.message_range.from_, s.message_range.to, s.topic_tag) for s in summaries] == [
        (1, 7, "점심"),
        (8, 17, "배포"),
    ]
    assert view.topic == "배포" and view.topic_pending_since is None
    # 8-17 were stored as pending; the summary that covers them named them
    assert queries.stats(root, CHAT).topics == {"배포": 10, "general": 7}


async def test_messages_no_summary_has_named_yet_are_counted_under_no_topic(
    tmp_path: Path,
) -> None:
    """``pending`` is the actor's mark for a topic it cannot name yet, not a topic: no
    front end (``/stats``, the library, MCP) shows it."""
    root = DataRoot(tmp_path)
    texts = [f"점심 메뉴 {i}" for i in range(3)] + ["그건 그렇고 배포 일정 정하자", "배포 일정 1"]
    memory = ActorSystem(
        root, MemorySettings(summary_every=50), MajoritySummarizer(), ManualClock(T0),
        tick_interval_s=None,
    )  # fmt: skip
    async with memory:
        for i, text in enumerate(texts):
            await memory.record(CHAT, msg(text, i, message_id=i + 1))
        await memory.ask(CHAT, Settle())
    assert "pending" in {r.topic_tag for r in queries.history(root, CHAT, 10)}  # as stored
    stats = queries.stats(root, CHAT)
    assert stats.total_messages == 5 and stats.summaries == 0
    assert "pending" not in stats.topics and sum(stats.topics.values()) < 5


async def test_after_a_bulk_ingest_no_summarized_message_is_counted_as_pending(
    tmp_path: Path,
) -> None:
    config = demo_config(tmp_path)
    clock = ReplayClock(datetime.now(UTC))
    async with writer_system(config, clock, summarizer=OfflineSummarizer()) as system:
        await ingest_lines(system, clock, CHAT, sample_lines(), config.memory)
    stats = queries.stats(config.root, CHAT)
    assert stats.total_messages == 165
    assert "pending" not in stats.topics  # was 122 of 165
    covered = [
        (r.message_range.from_, r.message_range.to)
        for _, r in summary_files(config.root.summaries_dir(CHAT))
    ]
    assert covered[-1][1] == 165
