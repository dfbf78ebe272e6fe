"""A forum topic's messages as Telegram sends them: every message that replies to nothing
comes as a reply to the topic's creation message. That is no reply a member chose: it is
recorded without ``reply_to``, so a "다 했어요" said in the topic still closes its owner's
to-do (a reply names which item it answers, and the topic's creation names none)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from telegram import Bot, Message, User

from groupchat_memory.actors.messages import Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.incoming import replied_to, to_incoming
from groupchat_memory.bot.telegram.context import Allowlist
from groupchat_memory.bot.telegram.forget_command import REPLY_NEEDED
from groupchat_memory.bot.telegram.handlers import UpdateRecorder
from groupchat_memory.bot.telegram.personas import _mentions  # pyright: ignore[reportPrivateUsage]
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from tests.botkit import CHAT as BOT_CHAT
from tests.botkit import TOKEN, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

CHAT = -100777
TOPIC = 50  # the id of the topic's creation message
FORUM = {"id": CHAT, "type": "supergroup", "title": "모임", "is_forum": True}
T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def payload(mid: int, text: str | None, *, reply: dict[str, Any] | None = None, **kw: Any) -> Any:
    body: dict[str, Any] = {
        "message_id": mid,
        "date": int((T0 + timedelta(minutes=mid)).timestamp()),
        "chat": FORUM,
        "from": {"id": 7, "is_bot": False, "first_name": "서연"},
        **kw,
    }
    if text is not None:
        body["text"] = text
    if reply is not None:
        body["reply_to_message"] = reply
    return body


CREATED = payload(
    TOPIC,
    None,
    message_thread_id=TOPIC,
    is_topic_message=True,
    forum_topic_created={"name": "회식", "icon_color": 7322096},
)


def in_topic(mid: int, text: str, reply: dict[str, Any] | None = None) -> Message:
    """A message of the topic; without ``reply`` it replies to the topic's creation."""
    body = payload(
        mid, text, reply=reply or CREATED, message_thread_id=TOPIC, is_topic_message=True
    )
    message = Message.de_json(body, None)
    assert message is not None
    return message


def test_a_topic_message_replying_to_nothing_has_no_reply_to() -> None:
    message = in_topic(51, "회식 예약은 제가 할게요")
    incoming = to_incoming(message)
    assert message.reply_to_message is not None  # as Telegram sends it
    assert replied_to(message) is None
    assert incoming is not None and incoming.reply_to is None and incoming.thread_id == TOPIC


def test_a_real_reply_in_a_topic_and_in_general_keeps_its_reply_to() -> None:
    proposal = payload(51, "토요일 어때요", message_thread_id=TOPIC, is_topic_message=True)
    answer = to_incoming(in_topic(52, "좋아요", reply=proposal))
    assert answer is not None and answer.reply_to == 51
    general = Message.de_json(payload(60, "네", reply=payload(59, "점심?")), None)
    assert general is not None
    incoming = to_incoming(general)
    assert incoming is not None and incoming.reply_to == 59 and incoming.thread_id is None


@pytest.mark.anyio
async def test_a_to_do_said_done_in_its_topic_is_closed(tmp_path: Path) -> None:
    settings = MemorySettings(summary_every=6, semantic_recall=False)
    lines = ["회식 예약은 제가 할게요", "잡담 1", "잡담 2", "잡담 3", "잡담 4", "잡담 5"]
    lines += ["회식 예약 끝냈어요", "잡담 6", "잡담 7", "잡담 8", "잡담 9", "잡담 10"]
    async with ActorSystem(DataRoot(tmp_path), settings, OfflineSummarizer()) as memory:
        recorder = UpdateRecorder(memory, Allowlist([CHAT]))
        created = Message.de_json(CREATED, None)
        assert created is not None
        await recorder.record(created)
        for mid, text in enumerate(lines, TOPIC + 1):
            await recorder.record(in_topic(mid, text))
        await memory.ask(CHAT, Settle())
    [todo] = ledger.todos(DataRoot(tmp_path), CHAT, UTC)
    assert todo.text.endswith("회식 예약은 제가 할게요") and todo.status == "done"


def test_a_message_in_a_topic_a_bot_created_does_not_mention_that_bot() -> None:
    """A persona that created a topic is not addressed by every message in it: only a
    real reply to one of its messages, or an @mention, calls it."""
    persona = {"id": 99, "is_bot": True, "first_name": "클로디", "username": "claudy_bot"}
    bot = Bot("99:token")
    bot._bot_user = User(99, "클로디", True, username="claudy_bot")  # pyright: ignore[reportPrivateUsage]
    by_bot = {**CREATED, "from": persona}
    plain = Message.de_json(
        payload(
            51, "회식 어디서 해요?", reply=by_bot, message_thread_id=TOPIC, is_topic_message=True
        ),
        None,
    )
    answer = {**payload(52, "강남 어때요", message_thread_id=TOPIC), "from": persona}
    real = Message.de_json(
        payload(53, "좋아요", reply=answer, message_thread_id=TOPIC, is_topic_message=True), None
    )
    assert plain is not None and real is not None
    assert not _mentions(plain, bot)
    assert _mentions(real, bot)


@pytest.mark.anyio
async def test_forget_this_typed_in_a_topic_without_a_reply_asks_for_one(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    """In a topic every message comes as a reply to the topic's creation: ``/forget_this``
    without a reply must ask for one, not offer to erase (or refuse) the creation."""
    config = write_config(tmp_path, tg, None)
    async with running(config):
        topic = {"name": "회식", "icon_color": 7322096}
        tg.push_message(
            BOT_CHAT, None, message_id=TOPIC, thread_id=TOPIC,
            extra={"forum_topic_created": topic},
        )  # fmt: skip
        tg.push_message(BOT_CHAT, "/forget_this", thread_id=TOPIC, reply_to=TOPIC)
        commands = TOKEN["클로디"]

        def answered() -> list[str]:
            return [
                str(r.params.get("text")) for r in tg.sent_messages(BOT_CHAT) if r.token == commands
            ]

        await tg.until(lambda: bool(answered()))
        assert answered()[0] == REPLY_NEEDED
