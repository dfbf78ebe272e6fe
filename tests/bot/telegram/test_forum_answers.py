"""What the forum's answers say about topics, through the real service against the fake
Bot API and the real command line: each line of an answer over the whole chat names its
topic, a topic's /stats counts its own persona calls, hints name commands that answer,
and ``context`` names other topics as the chat does."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import anyio
import pytest

from tests.bot.telegram.test_forum_topics import ask, created, delivered
from tests.botkit import CHAT, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

TRIP, MONEY = 11, 22


@pytest.mark.anyio
async def test_forum_answers_name_the_topic_of_each_line_and_count_each_topics_calls(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        created(tg, TRIP, "여행")
        created(tg, MONEY, "회비")
        tg.push_message(CHAT, "제주 숙소는 애월 펜션으로 잡았어", thread_id=TRIP)
        tg.push_message(CHAT, "회비는 만원씩 내요", thread_id=MONEY)
        await tg.until(lambda: delivered(tg))
        tg.push_message(CHAT, "@claudy_bot 애월 펜션 어때?", thread_id=TRIP)
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)  # the persona answered
        history = (await ask(tg, "/history 전체 4", thread_id=TRIP)).params["text"]
        in_money = (await ask(tg, "/stats", thread_id=MONEY)).params["text"]
        in_trip = (await ask(tg, "/stats", thread_id=TRIP)).params["text"]
        whole = (await ask(tg, "/stats 전체", thread_id=MONEY)).params["text"]
        found = (await ask(tg, "/search 전체 회비", thread_id=TRIP)).params["text"]
        hints = {}
        for typed in ("/결정", "/할일"):
            header = (await ask(tg, typed, thread_id=MONEY)).params["text"].splitlines()[0]
            hinted = header.split("그룹 전체: ", 1)[1].rstrip(")")
            hints[typed] = (hinted, (await ask(tg, hinted, thread_id=MONEY)).params["text"])

    # the persona answered in 여행 only: 회비's /stats shows no call of it
    assert "클로디 (anthropic claude-haiku-4-5): 호출 1회" in in_trip
    assert "클로디" not in in_money and "페르소나 모델" not in in_money
    assert "클로디 (anthropic claude-haiku-4-5): 호출 1회" in whole
    # a line over the whole chat says which topic it is from
    assert "[주제: 회비] 민수: 「회비」는 만원씩 내요" in found
    lines = history.splitlines()[1:]
    assert lines[0].endswith("[주제: 회비] 민수: 회비는 만원씩 내요")
    assert lines[1].endswith("[주제: 여행] 민수: @claudy_bot 애월 펜션 어때?")
    assert lines[2].endswith("[주제: 여행] 클로디 (봇): 클로디의 답변입니다 (클로디-고유표시)")
    # the hint names the command as it was typed, and that command answers the whole chat
    for typed, (hinted, answer) in hints.items():
        assert hinted == f"{typed} 전체"
        assert not answer.startswith("📌")  # about the whole chat, not one topic

    environ = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
    assert config.source is not None
    done = await anyio.run_process(
        [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config.source),
         "context", "--chat", str(CHAT), "애월 펜션 회비"],
        env=environ, check=False,
    )  # fmt: skip
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr.decode()
    assert "[주제: 여행] 민수: 제주 숙소는 애월 펜션으로 잡았어" in out
    assert "[주제: 회비] 민수: 회비는 만원씩 내요" in out
    assert "#11" not in out and "#22" not in out
