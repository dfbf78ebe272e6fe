"""Reactions through the real service (python-telegram-bot against the fake Bot API): the
service asks for ``message_reaction``, a change reaching every persona is logged once,
``/결정`` and ``decisions --json`` count a 👍 on the proposal as agreement, a withdrawn one
no longer, an anonymous admin's as the chat's; hostile reaction updates are ignored and
the next message is recorded."""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.store.records import MessageRecord
from tests.bot.telegram.test_commands_chat import ask, filled_config
from tests.botkit import CHAT, OTHER_CHAT, PERSONAS, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

# the sample's workshop fee: 민준 proposes it in message 129, 도윤 and 서연 agree, and
# 클로디 sums it up in message 133: a reaction on any of its messages counts for it
WRAP_UP = 133
LINK = "https://t.me/c/1234567890/129"
# reactions come the evening the decision was made, in the sample's time
EVENING = int(datetime(2026, 3, 12, 21, 0, tzinfo=ZoneInfo("Asia/Seoul")).timestamp())
CHAT_JSON = {"id": CHAT, "type": "supergroup", "title": "AI집단지성"}


def reaction_update(
    new: list[dict[str, Any]],
    *,
    old: list[dict[str, Any]] | None = None,
    user: dict[str, Any] | None = None,
    message_id: int | None = WRAP_UP,
    date: int | None = EVENING,
    **fields: Any,
) -> dict[str, Any]:
    """A ``message_reaction`` update as Telegram sends it (``fields`` override any key)."""
    body: dict[str, Any] = {
        "chat": CHAT_JSON,
        "message_id": message_id,
        "date": date,
        "old_reaction": old or [],
        "new_reaction": new,
    }
    if user is not None:
        body["user"] = user
    body.update(fields)
    return {"message_reaction": {k: v for k, v in body.items() if v is not None}}


def member(user_id: int, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {"id": user_id, "is_bot": bot, "first_name": name}


def emoji(*values: str) -> list[dict[str, Any]]:
    return [{"type": "emoji", "emoji": v} for v in values]


def to_every_persona(tg: FakeBotAPI, update: dict[str, Any]) -> None:
    """Telegram sends a reaction change to every bot that is an admin of the group."""
    for _name, _env, token, _user in PERSONAS:
        tg.push_update(token, update)


def reactions(config: Any) -> list[MessageRecord]:
    return [r for r in records(config) if r.kind == "reaction"]


def decision_line(answer: str) -> str:
    return next(line for line in answer.splitlines() if LINK in line)


async def test_the_service_asks_telegram_for_reactions(tmp_path: Path, tg: FakeBotAPI) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        await tg.until(lambda: all(tg.polls(token) > 0 for token in TOKEN.values()))
    for call in tg.calls("getUpdates"):
        if "offset" in call.params and call.params.get("limit") == 1:
            continue  # the confirmation on stop asks for nothing new
        assert "message_reaction" in call.params["allowed_updates"]


async def test_a_thumbs_up_on_the_proposal_shows_in_decisions(
    tmp_path: Path, tg: FakeBotAPI, capsys: pytest.CaptureFixture[str]
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        before = decision_line((await ask(tg, "/결정")).params["text"])
        assert "(동의: 민준, 도윤, 서연)" in before
        to_every_persona(tg, reaction_update(emoji("👍"), user=member(4001, "지훈")))
        to_every_persona(tg, reaction_update(emoji("❤"), user=member(4002, "하은")))
        await tg.until(lambda: len(reactions(config)) == 2)
        after = decision_line((await ask(tg, "/결정")).params["text"])
        assert "(동의: 민준, 도윤, 서연, 지훈 👍, 하은 ❤)" in after and after.endswith(LINK)
        # 지훈 takes it back: the update lists what is left (nothing)
        to_every_persona(
            tg, reaction_update([], old=emoji("👍"), user=member(4001, "지훈"), date=EVENING + 60)
        )
        await tg.until(lambda: len(reactions(config)) == 3)
        withdrawn = decision_line((await ask(tg, "/결정")).params["text"])
        assert "(동의: 민준, 도윤, 서연, 하은 ❤)" in withdrawn
    logged = reactions(config)
    assert [(r.sender, r.text, r.reply_to, r.sender_id) for r in logged] == [
        ("지훈", "👍", WRAP_UP, 4001),
        ("하은", "❤", WRAP_UP, 4002),
        ("지훈", "", WRAP_UP, 4001),
    ]  # each change once, though three personas received it
    argv = ["--data-dir", str(config.data_dir), "decisions", "--chat", str(CHAT), "--json"]
    assert main(argv) == 0
    entries = json.loads(capsys.readouterr().out)["decisions"]
    entry = next(e for e in entries if e["link"] == LINK)
    assert entry["agreed_by"] == ["민준", "도윤", "서연", "하은"]
    assert entry["reactions"] == [
        {
            "name": "하은",
            "emoji": "❤",
            "stance": "agree",
            "message_id": 133,
            "anonymous": False,
            "sender_id": 4002,
        }
    ]


async def test_an_anonymous_admin_and_a_thumbs_down(tmp_path: Path, tg: FakeBotAPI) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        to_every_persona(tg, reaction_update(emoji("👍"), actor_chat=CHAT_JSON))
        to_every_persona(tg, reaction_update(emoji("👎"), user=member(1003, "도윤")))
        await tg.until(lambda: len(reactions(config)) == 2)
        line = decision_line((await ask(tg, "/결정")).params["text"])
    assert "(동의: 민준, 서연, AI집단지성(익명) 👍; 반대: 도윤 👎)" in line
    anonymous = reactions(config)[0]
    assert anonymous.sender == "AI집단지성" and anonymous.sender_id is None


async def test_a_reacting_member_s_name_is_masked_in_the_log(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        name = "지훈 010-1234-5678"
        to_every_persona(tg, reaction_update(emoji("👍"), user=member(4001, name)))
        await tg.until(lambda: len(reactions(config)) == 1)
    [logged] = reactions(config)
    assert "010-1234-5678" not in logged.sender and logged.sender.startswith("지훈")
    on_disk = b"".join(p.read_bytes() for p in config.root.log_dir(CHAT).iterdir())
    assert b"010-1234-5678" not in on_disk


HOSTILE: list[dict[str, Any]] = [
    reaction_update(emoji("👍")),  # neither a user nor a chat reacted
    reaction_update(emoji("👍"), user=member(5001, "봇", bot=True)),  # a bot's reaction
    reaction_update(
        [{"type": "custom_emoji", "custom_emoji_id": "5368324170671202286"}],
        user=member(4001, "지훈"),
    ),  # a custom emoji only: no stance we can read
    reaction_update([{"type": "paid"}], user=member(4001, "지훈")),  # paid stars
    reaction_update([{"type": "sparkles"}], user=member(4001, "지훈")),  # a type to come
    reaction_update(emoji("👍"), user=member(4001, "지훈"), message_id=None),
    reaction_update(emoji("👍"), user=member(4001, "지훈"), message_id=-3),
    reaction_update(emoji("👍"), user=member(4001, "지훈"), date=None),
    reaction_update(emoji("👍"), user=member(4001, "지훈"), chat=None),
    reaction_update(emoji("👍" * 50, "x y", ""), user=member(4001, "지훈")),
    reaction_update(emoji("👍"), user=member(4001, "지훈"), chat={**CHAT_JSON, "id": OTHER_CHAT}),
    {"message_reaction": {"chat": CHAT_JSON, "new_reaction": "👍", "old_reaction": 5}},
    {"message_reaction": "not an object"},
]


async def test_hostile_reaction_updates_are_ignored_and_the_next_message_is_recorded(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        for update in HOSTILE:
            tg.push_update(TOKEN["클로디"], update)
        # a reaction on a message the memory never saw is logged, and counts for nothing
        tg.push_update(
            TOKEN["잼민이"],
            reaction_update(emoji("👍"), user=member(4001, "지훈"), message_id=9999),
        )
        after = tg.push_message(
            CHAT, "리액션 다음 메시지", sender="지훈", sender_id=4001, tokens=[TOKEN["클로디"]]
        )  # not the fake's default sender: its id is 민준's, who would read as renamed
        await tg.until(lambda: any(r.message_id == after for r in records(config)))
        await tg.until(lambda: len(reactions(config)) == 1)
        line = decision_line((await ask(tg, "/결정")).params["text"])
    assert "(동의: 민준, 도윤, 서연)" in line
    kept = reactions(config)
    assert [(r.sender, r.text, r.reply_to) for r in kept] == [("지훈", "👍", 9999)]


async def test_reactions_do_not_count_toward_the_summary_trigger(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, summary_every=5)  # the offline summarizer
    now = int(time.time())
    async with running(config):
        first = tg.push_message(CHAT, "회비 얼마로 할까요")
        for n in range(9):  # nine members agree: more records than summary_every
            thumbs = reaction_update(
                emoji("👍"), user=member(4100 + n, f"회원{n}"), message_id=first, date=now
            )
            to_every_persona(tg, thumbs)
        await tg.until(lambda: len(reactions(config)) == 9)
        for n in range(4):
            tg.push_message(CHAT, f"만 원이면 좋겠어요 {n}")
        await tg.until(lambda: len(list(config.root.summaries_dir(CHAT).glob("*.json"))) == 1)
    [(_, summary)] = summary_files(config.root.summaries_dir(CHAT))
    said = [r.seq for r in records(config) if r.kind == "message"]
    assert len(said) == 5
    # one summary of the five messages (and the reactions between them), not one of the
    # first message and four thumbs
    assert (summary.message_range.from_, summary.message_range.to) == (1, said[-1])


async def test_reactions_are_merged_by_user_id_not_by_display_name(
    tmp_path: Path, tg: FakeBotAPI, capsys: pytest.CaptureFixture[str]
) -> None:
    """Another member who calls herself 서연 objects: the real 서연 (1002) still agrees,
    the namesake is listed apart; the real 도윤 (1003) objects under a new name and moves."""
    config = await filled_config(tmp_path, tg)
    async with running(config):
        to_every_persona(tg, reaction_update(emoji("👎"), user=member(9001, "서연")))
        to_every_persona(tg, reaction_update(emoji("👎"), user=member(1003, "도윤이")))
        await tg.until(lambda: len(reactions(config)) == 2)
        line = decision_line((await ask(tg, "/결정")).params["text"])
    assert "(동의: 민준, 서연; 반대: 서연 (id 9001) 👎, 도윤 👎)" in line
    argv = ["--data-dir", str(config.data_dir), "decisions", "--chat", str(CHAT), "--json"]
    assert main(argv) == 0
    entry = next(e for e in json.loads(capsys.readouterr().out)["decisions"] if e["link"] == LINK)
    assert entry["agreed_by"] == ["민준", "서연"]
    assert entry["objected_by"] == ["서연 (id 9001)", "도윤"]
    assert [(r["name"], r["sender_id"]) for r in entry["reactions"]] == [
        ("서연 (id 9001)", 9001),
        ("도윤", 1003),
    ]
