"""``/비공개`` opens where the first persona records it, and memory commands typed inside
the window are neither answered from memory nor recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.telegram.offrecord import ENDED, INSIDE
from tests.bot.telegram.test_offrecord import SECRET, answers, ask, recorded, texts
from tests.botkit import CHAT, TOKEN, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

FAST = [TOKEN["잼민이"], TOKEN["코덱스"]]


@pytest.mark.anyio
async def test_a_persona_that_gets_the_window_first_stores_nothing_of_it(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        await recorded(tg, config, "기록되는 말 1")
        # the command persona lags (a 429 backoff, a restart): the others get it all first
        lagging = [("/비공개 5", 1001), (SECRET, 1002), ("/공개", 1001), ("기록되는 말 2", 1002)]
        ids = [tg.push_message(CHAT, text, sender_id=uid, tokens=FAST) for text, uid in lagging]
        await tg.until(lambda: "기록되는 말 2" in texts(config))
        for (text, uid), mid in zip(lagging, ids, strict=True):
            tg.push_message(CHAT, text, sender_id=uid, message_id=mid, tokens=[TOKEN["클로디"]])
        await tg.until(lambda: any(r.params["text"] == ENDED for r in answers(tg)))
        await recorded(tg, config, "기록되는 말 3")
    said = texts(config)
    assert SECRET not in said, said
    assert [t for t in said if "기록되는" in t] == [
        "기록되는 말 1",
        "기록되는 말 2",
        "기록되는 말 3",
    ]


@pytest.mark.anyio
async def test_memory_commands_inside_the_window_answer_nothing_and_leave_nothing(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        await recorded(tg, config, "KEYWORD4471 이 말은 기록됩니다")
        assert (await ask(tg, "/비공개 5")).startswith("🔒")
        assert await ask(tg, "/search KEYWORD4471") == INSIDE
        assert await ask(tg, "/history") == INSIDE
        assert await ask(tg, "/기억 KEYWORD4471") == INSIDE
        assert await ask(tg, "/공개") == ENDED
        await recorded(tg, config, "다시 기록")
    said = texts(config)
    assert [t for t in said if "KEYWORD4471" in t] == ["KEYWORD4471 이 말은 기록됩니다"], said
    assert INSIDE not in said
