"""Hostile commands, strangers and forged buttons against the real service, python-telegram-bot
and the fake Bot API: clear answers, bounded work, nothing recorded or shown across chats."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.telegram.commands import EXPIRED, FOREIGN_BUTTON
from groupchat_memory.bot.views import formatting as fmt
from tests.bot.telegram.test_commands_chat import answers, ask, callback_answers
from tests.botkit import CHAT, OTHER_CHAT, press_button, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

THIRD_CHAT = -1005555555555  # allowed too: a button of CHAT pressed here must not work


async def test_hostile_command_arguments_get_usage_lines_or_literal_answers(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(CHAT, THIRD_CHAT))
    async with running(config):
        for i in range(30):
            tg.push_message(CHAT, f"평범한 메시지 {i} 회비 이야기")
        for bad in ("/history -1", "/history 1e9", "/history 9" * 50):
            assert (await ask(tg, bad)).params["text"] == fmt.HISTORY_USAGE
        huge = (await ask(tg, "/history 999999999")).params["text"].splitlines()[0]
        assert huge.endswith(f"(한 번에 최대 {fmt.HISTORY_MAX}개까지 보여 드립니다)")
        assert (await ask(tg, "/기억 .*")).params["text"] == fmt.recall_text(".*", [])
        assert (await ask(tg, "/recall (a+)+$")).params["text"] == fmt.recall_text("(a+)+$", [])
        for keyword in (".*", "(a+)+$", "[", "\\", "%", "_", "*", '"*'):
            text = (await ask(tg, f"/search {keyword}")).params["text"]
            lines = text.splitlines()
            # a regex would match every message: the keyword is literal, so only the
            # command lines that contain it (this one and earlier ones) can match
            assert len(lines) <= 1 + 7, text
            assert all(keyword in line for line in lines[1:]), text
        long = "가" * 5000
        text = (await ask(tg, f"/search {long}")).params["text"]
        assert len(text.encode("utf-16-le")) // 2 <= 4096


async def test_strangers_are_not_recorded_and_forged_buttons_show_nothing(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(CHAT, THIRD_CHAT))
    async with running(config):
        tg.push_message(OTHER_CHAT, "비밀이 아닌 척하는 메시지")
        tg.push_message(OTHER_CHAT, "/history 5")
        for i in range(120):
            tg.push_message(CHAT, f"우리 방 메시지 {i} " + "내용 " * 10)
        first = await ask(tg, "/history 100")
        button = first.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        seen = len(callback_answers(tg))
        # CHAT's page pressed in another allowed chat, in a chat off the allowlist, and
        # garbage that only looks like our buttons
        press_button(tg, button, chat_id=THIRD_CHAT)
        press_button(tg, button, chat_id=OTHER_CHAT)
        for data in ("pg:zz:99999999999999999999", "pg:", "mem:abc", f"mem:{CHAT}:1:x"):
            press_button(tg, data)
        await tg.until(lambda: len(callback_answers(tg)) >= seen + 6)
        # answered in any order: sort by the id, which grows in the order pressed
        pressed = sorted(
            callback_answers(tg)[seen:], key=lambda r: int(r.params["callback_query_id"][2:])
        )
        replies = [r.params.get("text") for r in pressed]
        assert replies == [
            EXPIRED,
            FOREIGN_BUTTON,
            EXPIRED,
            EXPIRED,
            FOREIGN_BUTTON,
            FOREIGN_BUTTON,
        ]
        await ask(tg, "/stats")  # every update above has been handled
        assert tg.sent_messages(THIRD_CHAT) == [] and tg.sent_messages(OTHER_CHAT) == []
        assert len(answers(tg)) == 2
    assert not config.root.chat_dir(OTHER_CHAT).exists()
    assert not config.root.chat_dir(THIRD_CHAT).exists()
