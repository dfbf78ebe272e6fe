"""A bot's proposal at the end of one 50-message window, answered in the next: the ledger
(``/결정``) lists the decision agreed by the human who answered, not the bot's proposal, with
the offline summarizer and with Claude on the fake Messages API (whether the model cites
the proposal itself or forgets it); an objection instead leaves a contested proposal."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.views.formatting import decisions_text
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME
from groupchat_memory.store.paths import DataRoot
from tests.actors.test_decision_evidence import dinner_answer
from tests.actors.workers.helpers import T0, fall_silent
from tests.fakes.fake_anthropic import FakeAnthropic, tool_use

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()
CHAT = -1005550002
PROPOSAL = "정리하면 회식은 금요일 7시 강남역으로 하기로 했어요"
PROPOSAL_ID = 1050
CHATTER = ["오늘 날씨 맑네요", "점심 뭐 드셨어요", "저는 김밥 먹었어요", "커피 한 잔 하고 싶다"]
PEOPLE = ["민수", "지연", "도윤"]


def _system(tmp_path: Path, summarizer: Summarizer) -> ActorSystem:
    return ActorSystem(
        DataRoot(tmp_path), SETTINGS, summarizer, ManualClock(T0), tick_interval_s=None
    )


async def _two_windows(tmp_path: Path, summarizer: Summarizer, answer: str) -> list[LedgerEntry]:
    """49 lines of chatter and the bot's proposal (window 1, seqs 1-50), then 지연 answers
    it with a Telegram reply and the chat goes on (window 2, from seq 51)."""
    async with _system(tmp_path, summarizer) as memory:
        for i in range(49):
            at = T0 + timedelta(seconds=i)
            text = CHATTER[i % len(CHATTER)]
            await memory.record(CHAT, Incoming(PEOPLE[i % 3], text, at, message_id=1001 + i))
        at = T0 + timedelta(seconds=49)
        proposal = Incoming("클로디", PROPOSAL, at, is_bot=True, message_id=PROPOSAL_ID)
        await memory.record(CHAT, proposal)  # the 50th message: window 1 is summarized
        later = [
            Incoming("지연", answer, at + timedelta(seconds=1), message_id=1051, reply_to=1050),
            Incoming("도윤", "다음 주 날씨는 어떨까요", at + timedelta(seconds=2), message_id=1052),
        ]
        for message in later:
            await memory.record(CHAT, message)
        await fall_silent(memory, CHAT, later[-1].timestamp)
    return ledger.decisions(DataRoot(tmp_path), CHAT, SETTINGS.tz)


def _agreed(entries: list[LedgerEntry]) -> LedgerEntry:
    [entry] = entries  # listed once: the proposal became the decision
    assert not entry.proposal and entry.agreed_by == ["지연"]
    assert entry.evidence == [50, 51]
    assert entry.link == f"https://t.me/c/5550002/{PROPOSAL_ID}"
    answer = decisions_text(entries)
    assert "(동의: 지연)" in answer and "💡" not in answer  # no proposal left waiting
    return entry


def _queue_windows(fake: FakeAnthropic, second: list[dict[str, object]], level: str) -> None:
    """Claude's two answers: window 1 cites the bot's proposal (#50); window 2 ``second``."""
    fake.queue(
        tool_use(
            SUMMARY_TOOL_NAME,
            dinner_answer([{"text": "금요일 7시 회식", "evidence": [50]}], "decided"),
        ),
        tool_use(SUMMARY_TOOL_NAME, dinner_answer(second, level)),
    )


async def test_offline_a_reply_in_the_next_window_turns_the_proposal_into_a_decision(
    tmp_path: Path,
) -> None:
    entry = _agreed(await _two_windows(tmp_path, OfflineSummarizer(), "좋아요, 그렇게 해요"))
    assert "금요일 7시" in entry.text
    first, second = (r for _, r in summary_files(DataRoot(tmp_path).summaries_dir(CHAT)))
    assert first.key_decisions[0].proposal  # window 1 said what it saw: a bot's proposal
    assert second.consensus_level in ("agreed", "decided")


async def test_claude_citing_the_open_proposal_from_the_earlier_window_is_accepted(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    _queue_windows(fake, [{"text": "금요일 7시 회식", "evidence": [50, 51]}], "agreed")
    entry = _agreed(await _two_windows(tmp_path, claude, "좋아요, 그렇게 해요"))
    assert entry.text == "금요일 7시 회식"
    second_call = fake.requests[1].body["messages"][0]["content"]
    shown, _, window = second_call.partition("\n---\n")
    assert f"#50 클로디 [bot]: {PROPOSAL}" in shown  # the open proposal, before the window
    assert "#51 지연: 좋아요" in window and "#50" not in window


async def test_claude_forgetting_the_answer_does_not_keep_the_proposal_open(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    _queue_windows(fake, [], "exploratory")  # the model missed the answer
    entry = _agreed(await _two_windows(tmp_path, claude, "네 좋아요 그렇게 해요"))
    assert entry.text == "금요일 7시 회식"


@pytest.mark.parametrize("provider", ["offline", "claude"])
async def test_an_objection_in_the_next_window_leaves_a_contested_proposal(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer, provider: str
) -> None:
    # the model reads the reply as agreement: the rule does not trust it
    _queue_windows(fake, [{"text": "금요일 7시 회식", "evidence": [50, 51]}], "decided")
    summarizer: Summarizer = OfflineSummarizer() if provider == "offline" else claude
    [entry] = await _two_windows(tmp_path, summarizer, "반대예요, 금요일은 안 돼요")
    assert entry.proposal and entry.agreed_by == [] and entry.objected_by == ["지연"]
    assert entry.evidence == [50, 51]
    assert "(제안, 반대: 지연)" in decisions_text([entry])
    second = [r for _, r in summary_files(DataRoot(tmp_path).summaries_dir(CHAT))][-1]
    assert second.consensus_level in ("exploratory", "tentative")
