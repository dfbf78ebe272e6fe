"""Updates no client should send: one python-telegram-bot cannot parse, button data that
is not ours. Each is answered or set aside quietly, and the next update is handled."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from groupchat_memory.bot.commands import EXPIRED, FOREIGN_BUTTON
from tests.bot.test_commands_chat import answers, ask, callback, callback_answers
from tests.botkit import CHAT, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

CLAUDY = TOKEN["클로디"]


async def test_an_update_without_a_date_is_set_aside_confirmed_and_the_next_is_handled(
    tmp_path: Path, tg: FakeBotAPI, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(tmp_path, tg, None)
    caplog.set_level(logging.INFO)
    async with running(config):
        poison = tg.push_update(
            CLAUDY,
            {
                "message": {  # no "date": PTB raises KeyError('date') for the whole batch
                    "message_id": tg.next_message_id(CHAT),
                    "chat": {"id": CHAT, "type": "supergroup", "title": "AI집단지성"},
                    "from": {"id": 1001, "is_bot": False, "first_name": "민수"},
                    "text": "제 번호는 010-1234-5678 이에요",
                }
            },
        )
        tg.push_message(CHAT, "다음 메시지는 기록된다", tokens=[CLAUDY])
        await tg.until(lambda: tg.confirmed(CLAUDY) >= poison + 1, 20)
        tg.push_message(CHAT, "그 다음도", tokens=[CLAUDY])
        await tg.until(lambda: tg.confirmed(CLAUDY) >= poison + 2, 20)
    assert [r.text for r in records(config)] == ["다음 메시지는 기록된다", "그 다음도"]
    lines = config.root.updates_dead_letter_path().read_text().splitlines()
    assert len(lines) == 1
    entry = json.loads(lines[0])
    assert entry["update_id"] == poison and entry["bot"] == "클로디"
    assert "KeyError" in entry["error"]
    assert entry["update"]["message"]["text"] == "제 번호는 [전화번호] 이에요"
    said = [r.getMessage() for r in caplog.records if "cannot be parsed" in r.getMessage()]
    assert len(said) == 1 and f"update {poison}" in said[0]
    assert "010-1234-5678" not in caplog.text
    assert "Error while parsing updates" not in caplog.text  # PTB's report of the batch
    assert "restarting its Application" not in caplog.text


async def test_hostile_button_data_gets_a_quiet_answer_and_nothing_is_logged(
    tmp_path: Path, tg: FakeBotAPI, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        for i in range(120):
            tg.push_message(CHAT, f"우리 방 메시지 {i} " + "내용 " * 10)
        first = await ask(tg, "/history 100")
        button = first.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        key = button.split(":")[1]
        seen = len(callback_answers(tg))
        hostile = [
            "pg:x:²",
            f"pg:{key}:²",
            f"pg:{key}:" + "9" * 5000,
            f"pg:{key}:٣",
            "mem:²:1:2",
            f"mem:{CHAT}:{'1' * 5000}:1",
        ]
        for data in hostile:
            callback(tg, data)
        await tg.until(lambda: len(callback_answers(tg)) >= seen + len(hostile), 20)
        pressed = sorted(
            callback_answers(tg)[seen:], key=lambda r: int(r.params["callback_query_id"][2:])
        )
        assert [r.params.get("text") for r in pressed] == [EXPIRED] * 4 + [FOREIGN_BUTTON] * 2
        await ask(tg, "/stats")  # every update above has been handled
        assert len(answers(tg)) == 2
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "9" * 100 not in caplog.text
