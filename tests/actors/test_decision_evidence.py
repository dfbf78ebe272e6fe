"""Evidence end to end through the chat actor: Claude (fake Messages API) summarizes, the
summary file keeps the grounded evidence, a later summary that forgets the decision does
not remove it from the ledger, a restart changes nothing, and ``/정리`` cites it."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming, WriteInsight
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, fall_silent
from tests.fakes.fake_anthropic import FakeAnthropic, tool_use

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()
CHAT = -1005550001
TALK = [
    ("클로디", True, "회식은 금요일 7시로 잡을까요?"),
    ("민수", False, "좋아요 금요일 7시로 해요"),
    ("지연", False, "저도 동의"),
]


def dinner_answer(decisions: list[dict[str, object]], level: str = "decided") -> dict[str, object]:
    """Claude's summary tool answer for a window about the team dinner."""
    return {
        "summary": "회식 이야기",
        "key_topics": ["회식"],
        "topic_tag": "회식",
        "key_decisions": decisions,
        "action_items": [],
        "consensus_level": level,
    }


def _system(tmp_path: Path, claude: ClaudeSummarizer) -> ActorSystem:
    clock = ManualClock(T0)
    return ActorSystem(DataRoot(tmp_path), SETTINGS, claude, clock, tick_interval_s=None)


async def test_a_claude_decision_keeps_its_evidence_through_the_actor_and_a_restart(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    root = DataRoot(tmp_path)
    fake.queue(
        tool_use(
            SUMMARY_TOOL_NAME,
            dinner_answer([{"text": "금요일 7시 회식", "evidence": [1, 2, 3, 777]}]),
        ),
        tool_use(SUMMARY_TOOL_NAME, dinner_answer([])),  # the next window forgets it
        tool_use("write_insight", {"title": "회식", "key_points": ["회식"], "conclusions": []}),
    )
    async with _system(tmp_path, claude) as memory:
        for i, (sender, is_bot, text) in enumerate(TALK):
            at = T0 + timedelta(seconds=i)
            await memory.record(CHAT, Incoming(sender, text, at, is_bot=is_bot, message_id=70 + i))
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=len(TALK) - 1))
        later = Incoming("도윤", "장소는 나중에", T0 + timedelta(seconds=9), message_id=80)
        await memory.record(CHAT, later)
        await fall_silent(memory, CHAT, later.timestamp)
        report = await memory.ask(CHAT, WriteInsight("회식방"))
    first, second = (record for _, record in summary_files(root.summaries_dir(CHAT)))
    [decision] = first.key_decisions
    assert decision.evidence == [1, 2, 3]  # 777 was not in the window: dropped, not stored
    assert decision.agreed_by == ["민수", "지연"] and not decision.proposal
    assert second.key_decisions == []
    assert "https://t.me/c/5550001/70" in report.text and "## 결정과 근거" in report.text
    async with _system(tmp_path, claude):
        pass  # a restart rebuilds derived state; the ledger is read from the files
    [entry] = ledger.decisions(root, CHAT, SETTINGS.tz)
    assert (entry.text, entry.agreed_by, entry.link) == (
        "금요일 7시 회식",
        ["민수", "지연"],
        "https://t.me/c/5550001/70",
    )
