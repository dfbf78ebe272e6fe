"""``/결정`` and ``/할일`` count a decision or a task from the message that makes it: in the
real service (python-telegram-bot against the fake Bot API), before any summary."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.bot.telegram.test_commands_chat import ask
from tests.bot.telegram.test_reactions import emoji, member, reaction_update, to_every_persona
from tests.botkit import CHAT, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

PEOPLE = {"가람": 3101, "나래": 3102, "다솜": 3103}


async def test_decisions_with_thumbs_up_and_promises_show_at_once(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, summary_every=1000)  # no summary will run
    async with running(config):

        def say(name: str, text: str) -> int:
            return tg.push_message(CHAT, text, sender=name, sender_id=PEOPLE[name])

        venue = say("가람", "송년회는 을지로 노포에서 하자")
        say("나래", "ㅇㅋ 좋아")
        fee = say("나래", "회비는 1인당 4만원으로 하는 거 어때?")
        for name in ("가람", "다솜"):
            to_every_persona(
                tg,
                reaction_update(
                    emoji("👍"), user=member(PEOPLE[name], name), message_id=fee,
                    date=int(time.time()),
                ),
            )  # fmt: skip
        say("다솜", "식당 예약은 제가 내일 할게요")
        say("가람", "회비 걷는 건 제가 맡을게요")
        last = say("나래", "포스터는 제가 금요일까지 만들게요")
        await tg.until(lambda: any(r.message_id == last for r in records(config)))
        await tg.until(lambda: sum(r.kind == "reaction" for r in records(config)) == 2)
        decided = (await ask(tg, "/결정")).params["text"]
        todos = (await ask(tg, "/할일")).params["text"]
    assert decided.startswith("🧭 결정 2개 (최신순)")
    fee_line = next(line for line in decided.splitlines() if "4만원" in line)
    assert "나래: 회비는 1인당 4만원으로 하는 거 어때? (동의: 나래, " in fee_line
    assert "가람 👍" in fee_line and "다솜 👍" in fee_line  # in the order they reacted
    assert (
        f"가람: 송년회는 을지로 노포에서 하자 (동의: 가람, 나래) https://t.me/c/1234567890/{venue}"
        in (decided)
    )
    assert todos.startswith("📌 열린 할 일 3개 (담당자별)")
    for owner in ("가람", "나래", "다솜"):
        assert f"👤 {owner} (1)" in todos
    assert "포스터는 제가 금요일까지 만들게요 (~" in todos
