"""Forgetting one member re-summarizes the windows they spoke in; a bot proposal another
member settled in such a window must stay a decision (the rebuilt window is told what was
open before it, as the live summary was)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.decisions import ledger_of
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.forget import forget_member
from tests.actors.workers.helpers import T0, fall_silent

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()
CHAT = -1005550003
PEOPLE = [("민수", 1), ("지연", 2), ("도윤", 3)]
CHATTER = ["오늘 날씨 맑네요", "점심 뭐 드셨어요", "저는 김밥 먹었어요", "커피 한 잔 하고 싶다"]


async def test_a_settled_proposal_stays_a_decision_after_another_member_is_forgotten(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    summarizer = OfflineSummarizer()
    async with ActorSystem(
        root, SETTINGS, summarizer, ManualClock(T0), tick_interval_s=None
    ) as memory:
        for i in range(49):
            name, uid = PEOPLE[i % 3]
            at = T0 + timedelta(seconds=i)
            text = CHATTER[i % len(CHATTER)]
            await memory.record(CHAT, Incoming(name, text, at, message_id=1001 + i, sender_id=uid))
        at = T0 + timedelta(seconds=49)
        proposal = "정리하면 회식은 금요일 7시 강남역으로 하기로 했어요"
        await memory.record(CHAT, Incoming("클로디", proposal, at, is_bot=True, message_id=1050))
        later = [
            Incoming("지연", "좋아요, 그렇게 해요", at + timedelta(seconds=1), message_id=1051,
                     reply_to=1050, sender_id=2),
            Incoming("도윤", "다음 주 날씨는 어떨까요", at + timedelta(seconds=2), message_id=1052,
                     sender_id=3),
        ]  # fmt: skip
        for message in later:
            await memory.record(CHAT, message)
        await fall_silent(memory, CHAT, later[-1].timestamp)
    [before] = ledger.decisions(root, CHAT, SETTINGS.tz)
    assert not before.proposal and before.agreed_by == ["지연"]

    report = await forget_member(
        root, summarizer, CHAT, 3, tz=SETTINGS.tz, now=T0 + timedelta(hours=2)
    )

    assert report.messages == 17  # 16 lines of chatter and the question after the proposal
    [after] = ledger.decisions(root, CHAT, SETTINGS.tz)
    assert not after.proposal and after.agreed_by == ["지연"]
    assert after.evidence == [50, 51]
    # and the rebuilt summaries hold it settled too (a model's would be shown over the rules')
    settled = [e for e in ledger_of(summary_files(root.summaries_dir(CHAT))) if not e.proposal]
    assert [(e.agreed_by, e.evidence) for e in settled] == [(["지연"], [50, 51])]


async def test_one_old_message_forgotten_takes_its_speakers_yes_with_it(tmp_path: Path) -> None:
    """A yes said long before (out of the talk the understanding keeps to read replies
    by), forgotten alone: the plan stays, its speaker no longer agreed to it."""
    root = DataRoot(tmp_path)
    summarizer = OfflineSummarizer()
    async with ActorSystem(
        root, SETTINGS, summarizer, ManualClock(T0), tick_interval_s=None
    ) as memory:
        said = [
            ("민수", 1, "회식은 금요일 7시 강남역 고깃집으로 하자"),
            ("지연", 2, "좋아요"),
            ("도윤", 3, "저도 좋아요"),
        ]
        said += [(*PEOPLE[i % 3], CHATTER[i % len(CHATTER)]) for i in range(60)]
        for i, (name, uid, text) in enumerate(said):
            at = T0 + timedelta(seconds=i)
            await memory.record(CHAT, Incoming(name, text, at, message_id=2001 + i, sender_id=uid))
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=len(said)))
    [before] = ledger.decisions(root, CHAT, SETTINGS.tz)
    assert sorted(before.agreed_by) == ["도윤", "민수", "지연"]

    await forget_member(
        root, summarizer, CHAT, 2, tz=SETTINGS.tz, now=T0 + timedelta(hours=2), message_id=2002
    )
    [after] = ledger.decisions(root, CHAT, SETTINGS.tz)
    assert sorted(after.agreed_by) == ["도윤", "민수"]
    assert 2 not in after.evidence
