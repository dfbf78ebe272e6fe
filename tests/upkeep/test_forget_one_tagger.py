"""Forgetting a member summarizes again every window they spoke in, one after another:
one Korean tagger reads them all (a tagger made per window costs its setup each time)."""

from __future__ import annotations

import logging
from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.text import morph
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.forget import forget_member
from tests.actors.workers.helpers import T0, fall_silent

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()
CHAT = -1005550017
PEOPLE = [("수아", 1), ("준호", 2), ("예린", 3)]
# each window its own texts: a text read before comes from the readers' caches
TALK = [
    "이번 주말에 {n}번 캠핑장 어때요",
    "저는 텐트를 {n}개 가져갈게요",
    "장보기는 {n}시에 마트에서 하죠",
    "고기는 제가 {n}인분 살게요",
]
CACHE_FILLED = 600  # more texts than the analyzer keeps read


async def test_the_windows_summarized_again_share_one_tagger(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    summarizer = OfflineSummarizer()
    at = T0
    async with ActorSystem(
        root, SETTINGS, summarizer, ManualClock(T0), tick_interval_s=None
    ) as memory:
        for window in range(4):
            for i in range(8):
                name, uid = PEOPLE[i % 3]
                at += timedelta(seconds=1)
                text = TALK[i % len(TALK)].format(n=window * 10 + i + 3)
                mid = 2000 + window * 10 + i
                await memory.record(CHAT, Incoming(name, text, at, message_id=mid, sender_id=uid))
            await fall_silent(memory, CHAT, at)
            at += timedelta(hours=1)
    assert len(summary_files(root.summaries_dir(CHAT))) == 4
    with morph.holding():  # the service read other chats since: their texts fill the cache
        for n in range(CACHE_FILLED):
            morph.analyze(f"다른 방에서 {n}번째로 한 이야기")
    caplog.set_level(logging.DEBUG, logger=morph.__name__)

    report = await forget_member(root, summarizer, CHAT, 2, tz=SETTINGS.tz, now=at)

    assert report.summaries == 4  # every window held a line of theirs
    made = [r for r in caplog.records if r.getMessage().startswith("mecab-ko tagger made")]
    assert len(made) == 1
