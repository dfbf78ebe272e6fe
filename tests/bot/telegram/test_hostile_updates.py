"""Updates no client should send: one python-telegram-bot cannot parse, button data that
is not ours. Each is answered or set aside quietly, and the next update is handled."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from telegram import Bot

from groupchat_memory.bot.telegram.commands import EXPIRED, FOREIGN_BUTTON
from groupchat_memory.bot.telegram.poison import salvage, set_aside
from tests.bot.telegram.test_commands_chat import answers, ask, callback_answers
from tests.botkit import CHAT, TOKEN, press_button, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

CLAUDY = TOKEN["클로디"]
MESSAGE = {
    "message_id": 1,
    "date": 1764547200,
    "chat": {"id": CHAT, "type": "supergroup", "title": "t"},
    "text": "ok",
}


def test_a_batch_is_salvaged_update_by_update() -> None:
    undated = {k: v for k, v in MESSAGE.items() if k != "date"}
    batch = [
        {"update_id": 5, "message": undated},
        {"update_id": 6, "message": MESSAGE},
        "not an update",
        {"update_id": 7, "message": {**MESSAGE, "chat": "x"}},
    ]
    salvaged = salvage(json.dumps({"ok": True, "result": batch}).encode(), Bot("1:x"))
    assert salvaged is not None and salvaged.last_id == 7
    assert [u.update_id for u in salvaged.updates] == [6]
    assert [p.update_id for p in salvaged.poison] == [5, None, 7]
    assert "KeyError" in salvaged.poison[0].error


@pytest.mark.parametrize(
    "payload",
    [b"<html>bad gateway</html>", b'{"ok": true}', b'{"ok": true, "result": [{"x": 1}]}', b"[]"],
)
def test_an_answer_without_update_ids_cannot_be_salvaged(payload: bytes) -> None:
    assert salvage(payload, Bot("1:x")) is None


def test_a_set_aside_update_is_masked_and_ascii_whatever_it_holds(tmp_path: Path) -> None:
    undated = {k: v for k, v in MESSAGE.items() if k != "date"}
    raw = {"update_id": 9, "message": {**undated, "text": "010-1234-5678 \ud800 ok"}}
    salvaged = salvage(json.dumps({"ok": True, "result": [raw]}).encode(), Bot("1:x"))
    assert salvaged is not None
    path = tmp_path / "dl" / "dead-letter-updates.jsonl"
    set_aside(path, "클로디", salvaged.poison)
    set_aside(path, "클로디", salvaged.poison)
    lines = path.read_bytes().splitlines()
    assert len(lines) == 2 and all(line.isascii() for line in lines)
    entry = json.loads(lines[0])
    assert entry["update"]["message"]["text"] == "[전화번호] \ud800 ok"
    assert entry["update"]["message"]["chat"]["id"] == CHAT
    assert path.stat().st_mode & 0o777 == 0o600


@pytest.mark.anyio
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


@pytest.mark.anyio
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
            press_button(tg, data)
        await tg.until(lambda: len(callback_answers(tg)) >= seen + len(hostile), 20)
        pressed = sorted(
            callback_answers(tg)[seen:], key=lambda r: int(r.params["callback_query_id"][2:])
        )
        assert [r.params.get("text") for r in pressed] == [EXPIRED] * 4 + [FOREIGN_BUTTON] * 2
        await ask(tg, "/stats")  # every update above has been handled
        assert len(answers(tg)) == 2
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "9" * 100 not in caplog.text
