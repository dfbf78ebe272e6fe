"""Forum topics in the chat: the real service and python-telegram-bot against the fake Bot
API. Commands answer for the topic they are typed in, into that topic; ``전체`` asks about
the whole chat; topic names come from the forum's service messages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain import queries
from tests.botkit import CHAT, TOKEN, persona_prompts, records, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

COMMANDS_TOKEN = TOKEN["클로디"]
TRIP, MONEY = 11, 22


def answers(tg: FakeBotAPI) -> list[RecordedRequest]:
    return [r for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN]


async def ask(tg: FakeBotAPI, text: str, **kwargs: Any) -> RecordedRequest:
    before = len(answers(tg))
    tg.push_message(CHAT, text, **kwargs)
    await tg.until(lambda: len(answers(tg)) > before)
    return answers(tg)[before]


def delivered(tg: FakeBotAPI) -> bool:
    return all(tg.delivered(t) == tg.queued(t) for t in TOKEN.values())


def created(tg: FakeBotAPI, thread: int, name: str) -> None:
    """The service message Telegram sends when a forum topic is created."""
    topic = {"name": name, "icon_color": 7322096}
    tg.push_message(
        CHAT, None, message_id=thread, thread_id=thread, extra={"forum_topic_created": topic}
    )


@pytest.mark.anyio
async def test_commands_answer_for_their_topic_into_it_and_all_asks_the_whole_chat(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        created(tg, TRIP, "여행")
        created(tg, MONEY, "회비")
        tg.push_message(CHAT, "제주 숙소는 애월로 잡았어", thread_id=TRIP)
        tg.push_message(CHAT, "회비는 만원씩 내요", thread_id=MONEY)
        tg.push_message(CHAT, "다들 좋은 아침", sender="서연", sender_id=1002)
        await tg.until(lambda: delivered(tg))
        trip = await ask(tg, "/history", thread_id=TRIP)
        whole = await ask(tg, "/history 전체", thread_id=TRIP)
        general = await ask(tg, "/history")
        found = await ask(tg, "/search 숙소", thread_id=MONEY)
        everywhere = await ask(tg, "/search all 숙소", thread_id=MONEY)
    text = trip.params["text"]
    assert trip.params["message_thread_id"] == TRIP  # the answer went into the topic
    assert text.startswith("📌 주제: 여행 (그룹 전체: /history 전체)")
    assert "애월" in text and "회비는" not in text and "좋은 아침" not in text
    assert all(s in whole.params["text"] for s in ("애월", "회비는", "좋은 아침"))
    assert "message_thread_id" not in general.params
    assert "좋은 아침" in general.params["text"] and "애월" not in general.params["text"]
    assert "애월" not in found.params["text"] and "애월" in everywhere.params["text"]
    # the topics' names are kept (a restart reads them back), and a command's answer is
    # recorded in the topic it was sent to
    assert queries.topic_names(config.root, CHAT) == {TRIP: "여행", MONEY: "회비"}
    stored = records(config)
    answer = next(r for r in stored if r.is_bot and r.text == text)
    assert answer.thread_id == TRIP and answer.kind == "command"
    assert [r.text for r in stored if r.kind == "service"] == [
        "[주제 생성: 여행]",
        "[주제 생성: 회비]",
    ]


@pytest.mark.anyio
async def test_a_renamed_topic_goes_by_its_new_name_and_a_nameless_one_by_its_id(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        created(tg, TRIP, "여행")
        tg.push_message(CHAT, None, thread_id=TRIP, extra={"forum_topic_edited": {"name": "제주"}})
        tg.push_message(  # only the icon changed: no name
            CHAT, None, thread_id=TRIP, extra={"forum_topic_edited": {"icon_custom_emoji_id": ""}}
        )
        created(tg, MONEY, "  \u200b\n ")  # nothing printable in it
        tg.push_message(CHAT, "회비 얘기", thread_id=MONEY)
        await tg.until(lambda: delivered(tg))
        renamed = await ask(tg, "/stats", thread_id=TRIP)
        nameless = await ask(tg, "/stats", thread_id=MONEY)
    assert renamed.params["text"].startswith("📌 주제: 제주 ")
    assert nameless.params["text"].startswith(f"📌 주제: #{MONEY} ")
    assert queries.topic_names(config.root, CHAT) == {TRIP: "제주"}
    services = [r.text for r in records(config) if r.kind == "service"]
    assert services == ["[주제 생성: 여행]", "[주제 이름 변경: 제주]", "[주제 수정]", "[주제 생성]"]


@pytest.mark.anyio
async def test_a_thread_id_on_a_chat_that_is_no_forum_is_no_topic(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        tg.push_message(CHAT, "포럼이 아닌 방의 스레드", thread_id=TRIP, forum=False)
        tg.push_message(CHAT, "답장 사슬 속 말", extra={"message_thread_id": 5})  # a reply chain
        await tg.until(lambda: delivered(tg))
        answer = await ask(tg, "/history", thread_id=TRIP, forum=False)
    assert [r.thread_id for r in records(config)[:2]] == [None, None]
    assert "message_thread_id" not in answer.params or answer.params["message_thread_id"] is None
    assert "포럼이 아닌 방의 스레드" in answer.params["text"] and "📌" not in answer.params["text"]


@pytest.mark.anyio
async def test_in_a_forum_a_message_without_message_thread_id_is_the_general_conversation(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    """Telegram sends no ``message_thread_id`` for the General topic of a forum: the
    message is recorded with no topic, beside the topic messages that carry one (also
    when an update says ``is_topic_message`` and leaves the id out)."""
    config = write_config(tmp_path, tg, None)
    async with running(config):
        created(tg, TRIP, "여행")
        tg.push_message(CHAT, "제주 숙소는 애월로 잡았어", thread_id=TRIP)
        tg.push_message(CHAT, "다들 좋은 아침", forum=True)
        tg.push_message(CHAT, "주제 표시만 있는 말", forum=True, extra={"is_topic_message": True})
        await tg.until(lambda: delivered(tg))
        await tg.until(lambda: sum(r.kind == "message" for r in records(config)) == 3)
        general = await ask(tg, "/history", forum=True)
    assert {r.text: r.thread_id for r in records(config) if r.kind == "message"} == {
        "제주 숙소는 애월로 잡았어": TRIP,
        "다들 좋은 아침": None,
        "주제 표시만 있는 말": None,
    }
    assert "message_thread_id" not in general.params
    assert "좋은 아침" in general.params["text"] and "애월" not in general.params["text"]


@pytest.mark.anyio
async def test_a_persona_answering_in_a_topic_sees_that_topic_and_answers_into_it(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        created(tg, TRIP, "여행")
        tg.push_message(CHAT, "숙소는 애월 펜션으로 잡았어요", thread_id=TRIP)
        tg.push_message(CHAT, "회비는 다음 주까지 보내주세요", thread_id=MONEY)
        await tg.until(lambda: delivered(tg))
        tg.push_message(CHAT, "@claudy_bot 애월 숙소 회비로 내도 돼?", thread_id=MONEY)
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    (sent,) = tg.sent_messages(CHAT)
    assert sent.params["message_thread_id"] == MONEY
    (prompt,) = persona_prompts(llm)
    recent = prompt[prompt.index("[최근 대화]") :]
    assert "회비는 다음 주까지 보내주세요" in recent
    assert "[주제: 여행] 민수: 숙소는 애월 펜션으로 잡았어요" in prompt  # recall, labelled
    answer = next(r for r in records(config) if r.is_bot)
    assert answer.thread_id == MONEY


RAFFLE, SHIRTS = 31, 47
STATEMENT = (
    "Raffle: a table by the front door of the hall on Saturday from 10am, tickets £2 each,"
    " prizes from the corner shop."
)


@pytest.mark.anyio
@pytest.mark.parametrize(("topic", "decided"), [(SHIRTS, True), (RAFFLE, False)])
async def test_in_a_forum_only_the_lines_of_its_topic_take_a_plain_plan_up(
    tmp_path: Path, tg: FakeBotAPI, topic: int, decided: bool
) -> None:
    """A plan stated plainly (``test_uptake``'s raffle, no proposal's words), then the
    members' yeses and an offer in the shirts topic: said there, the uptake reader makes
    it a decision as in a group without topics; said in its own topic, where nobody
    answers, the yeses of another topic take nothing up (before: they did, its window of
    the lines after a line ran across topics)."""
    config = write_config(tmp_path, tg, None)
    members = {"Priya": 2001, "Sam": 2002, "Leo": 2003}
    talk = [
        ("Priya", "the team shirts came in, photos are in the drive", SHIRTS),
        ("Sam", STATEMENT, topic),
        ("Leo", "nice", SHIRTS),
        ("Priya", "yes!! £2 is perfect", SHIRTS),
        ("Leo", "I'll bring the float for change", SHIRTS),
        ("Priya", "did the hall send the keys", SHIRTS),
        ("Sam", "tomorrow", SHIRTS),
    ]
    async with running(config):
        created(tg, RAFFLE, "raffle")
        created(tg, SHIRTS, "shirts")
        for sender, text, thread in talk:
            tg.push_message(CHAT, text, sender=sender, sender_id=members[sender], thread_id=thread)
        await tg.until(lambda: delivered(tg))
        await tg.until(lambda: sum(r.kind == "message" for r in records(config)) == len(talk))
    assert {r.text: r.thread_id for r in records(config) if r.kind == "message"} == {
        text: thread for _, text, thread in talk
    }
    shown = {e.text: e.agreed_by for e in decisions_answer(config, CHAT) if not e.proposal}
    assert (f"Sam: {STATEMENT}" in shown) is decided
    if decided:
        assert {"Sam", "Priya"} <= set(shown[f"Sam: {STATEMENT}"])
