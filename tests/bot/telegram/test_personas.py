"""Personas answering with memory: the real service, python-telegram-bot and anthropic SDK
against the fake Bot API and the fake Messages API on 127.0.0.1."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.messages import Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import BotServiceSection
from groupchat_memory.bot.telegram.personas import Pacing
from groupchat_memory.bot.views.textsplit import TELEGRAM_LIMIT, utf16_len
from groupchat_memory.llm.offline import OfflineSummarizer
from tests.botkit import (
    CHAT,
    PERSONAS,
    TOKEN,
    answer_of,
    persona_prompts,
    records,
    running,
    write_config,
)
from tests.fakes.fake_anthropic import FakeAnthropic, Reply, text
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest


@pytest.mark.anyio
async def test_three_personas_in_all_mode_answer_once_each_in_order_seeing_earlier_answers(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url, modes=("all", "all", "all"))
    async with running(config):
        mid = tg.push_message(CHAT, "다들 이번 주 배포 계획 어떻게 생각해?")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    sent = tg.sent_messages(CHAT)
    assert [r.token for r in sent] == [TOKEN[name] for name, *_ in PERSONAS]
    assert [r.params["text"] for r in sent] == [answer_of(name) for name, *_ in PERSONAS]
    assert all(r.params["reply_parameters"]["message_id"] == mid for r in sent)
    first, second, third = persona_prompts(llm)
    assert "다들 이번 주 배포 계획" in first and answer_of("잼민이") not in first
    assert answer_of("잼민이") in second and answer_of("코덱스") not in second
    assert answer_of("잼민이") in third and answer_of("코덱스") in third
    stored = records(config)
    humans = [r for r in stored if not r.is_bot]
    assert [(r.message_id, r.sender) for r in humans] == [(mid, "민수")]
    assert [r.sender for r in stored if r.is_bot] == [name for name, *_ in PERSONAS]


@pytest.mark.anyio
async def test_a_mention_gets_one_answer_with_a_summary_and_the_relevant_older_message(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url, summary_every=50)
    seed = ["데이터베이스 마이그레이션은 금요일 저녁에 하기로 했어요"]
    seed += [f"점심 메뉴 이야기 {i}번째: 김치찌개 어때요" for i in range(59)]
    async with ActorSystem(config.root, config.memory, OfflineSummarizer()) as system:
        for i, line in enumerate(seed):
            await system.record(
                CHAT,
                Incoming(
                    sender="영희" if i % 2 else "민수",
                    text=line,
                    timestamp=datetime(2026, 3, 2, 9, i, tzinfo=UTC),
                    message_id=tg.next_message_id(CHAT),
                    sender_id=2000 + i % 2,
                ),
            )
        await system.ask(CHAT, Settle())
    assert list(config.root.summaries_dir(CHAT).iterdir()), "the seed made a summary"
    async with running(config):
        tg.push_message(CHAT, "@claudy_bot 데이터베이스 마이그레이션 언제 하기로 했지?")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    (sent,) = tg.sent_messages(CHAT)
    assert sent.token == TOKEN["클로디"]
    (prompt,) = persona_prompts(llm)
    assert "[이전 대화 요약]" in prompt
    assert "금요일 저녁에 하기로 했어요" in prompt
    assert "점심 메뉴 이야기 58번째" in prompt  # the recent conversation too


@pytest.mark.anyio
async def test_a_reply_to_a_personas_message_counts_as_addressing_it(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        tg.push_message(CHAT, "@codex_bot 안녕")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
        answer_id = tg.sent_messages(CHAT)[0].params["_message_id"]
        tg.push_message(CHAT, "그게 무슨 뜻이야?", reply_to=answer_id)
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 2)
    assert [r.token for r in tg.sent_messages(CHAT)] == [TOKEN["코덱스"], TOKEN["코덱스"]]
    stored = records(config)
    question = next(r for r in stored if r.text == "그게 무슨 뜻이야?")
    assert question.reply_to == answer_id


@pytest.mark.anyio
async def test_a_9000_character_answer_arrives_as_three_messages_none_over_4096(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    long_answer = "\n\n".join(("가나다라마바사 " * 38).strip() + "." for _ in range(30))
    assert 9000 <= len(long_answer) < 9500
    llm.queue(text(long_answer))
    config = write_config(
        tmp_path, tg, llm.base_url, extra_toml="[bot]\nanswer_max_chars = 16000\n"
    )
    async with running(config):
        tg.push_message(CHAT, "@claudy_bot 길게 설명해줘")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    parts = [r.params["text"] for r in tg.sent_messages(CHAT)]
    assert len(parts) == 3
    assert all(utf16_len(p) <= TELEGRAM_LIMIT for p in parts)
    assert " ".join(parts).split() == long_answer.split()
    assert [r.text for r in records(config) if r.is_bot] == parts


@pytest.mark.anyio
async def test_a_256_kib_answer_is_one_capped_message_and_the_whole_of_it_as_a_file(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    runaway = "\n\n".join(
        f"{i}번째 문단입니다. " + "아주 긴 설명이 계속됩니다. " * 60 for i in range(240)
    )
    runaway = runaway.strip()
    assert len(runaway.encode()) >= 256 * 1024
    llm.queue(text(runaway))
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        asked = tg.push_message(CHAT, "@claudy_bot 길게 설명해줘")
        await tg.until(lambda: len(tg.documents(CHAT)) >= 1)
    [shown] = tg.sent_messages(CHAT)
    head = shown.params["text"]
    assert utf16_len(head) <= 4000 and shown.params["reply_parameters"]["message_id"] == asked
    assert "…\n(답변이 길어 여기까지만" in head and runaway.startswith(head.split("…")[0])
    [document] = tg.documents(CHAT)
    name, data = document.files["document"]
    assert data.decode() == runaway and name.endswith(".txt")
    assert document.params["reply_parameters"]["message_id"] == shown.params["_message_id"]
    said = [r.text for r in records(config) if r.is_bot]
    assert said == [head, document.params["caption"]]  # the memory holds what was shown


def replied(request: RecordedRequest) -> int | None:
    """The message a sent message answers (only an answer's first part names it)."""
    found: int | None = request.params.get("reply_parameters", {}).get("message_id")
    return found


@pytest.mark.anyio
async def test_every_message_of_an_answer_counts_against_answers_per_minute(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, caplog: pytest.LogCaptureFixture
) -> None:
    """Two messages a minute: a long ambient answer (its head and its file) uses both, so
    the next ambient message waits for the minute to pass instead of being answered."""
    caplog.set_level(logging.DEBUG, logger="groupchat_memory.bot.telegram.personas")
    llm.queue(text("긴 답변입니다. " * 800))
    config = write_config(
        tmp_path, tg, llm.base_url, modes=("all", "mention", "mention"),
        extra_toml="[bot]\nanswers_per_minute = 2\nsettle_s = 0.05\nsettle_max_s = 0.1\n",
    )  # fmt: skip
    async with running(config):
        tg.push_message(CHAT, "오늘 회의 내용 길게 정리해줄 사람?")
        await tg.until(lambda: len([r for r in records(config) if r.is_bot]) >= 2)
        later = tg.push_message(CHAT, "점심은 뭐 먹을까")
        waits = f"message {later} waits"
        await tg.until(
            lambda: waits in caplog.text or any(replied(r) == later for r in tg.sent_messages())
        )
    assert waits in caplog.text
    assert later not in [replied(r) for r in tg.sent_messages(CHAT)]
    assert len(tg.sent_messages(CHAT)) + len(tg.documents(CHAT)) == 2


@pytest.mark.anyio
async def test_bot_messages_and_commands_never_trigger_answers(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url, modes=("all", "mention", "mention"))
    async with running(config):
        tg.push_message(
            CHAT,
            "나는 다른 봇이야",
            sender="남의봇",
            sender_id=555,
            extra={"from": {"id": 555, "is_bot": True, "first_name": "남의봇"}},
        )
        tg.push_message(CHAT, "/메모리")
        tg.push_message(CHAT, "사람의 말")
        await tg.until(
            lambda: answer_of("잼민이") in [r.params["text"] for r in tg.sent_messages()]
        )
    persona_answers = [
        r.params["text"] for r in tg.sent_messages(CHAT) if "답변입니다" in r.params["text"]
    ]
    assert persona_answers == [answer_of("잼민이")]
    assert len(persona_prompts(llm)) == 1
    humans = [r.text for r in records(config) if r.sender in ("민수", "남의봇")]
    assert humans == ["나는 다른 봇이야", "/메모리", "사람의 말"]


@pytest.mark.anyio
async def test_without_an_api_key_personas_stay_silent_and_it_is_logged_once(
    tmp_path: Path, tg: FakeBotAPI, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(tmp_path, tg, None, modes=("all", "all", "all"))
    async with running(config):
        for i in range(3):
            tg.push_message(CHAT, f"@claudy_bot 답해줄래 {i}")
        await tg.until(lambda: all(tg.delivered(t) == 3 for t in TOKEN.values()))
    assert tg.sent_messages(CHAT) == []
    assert len(records(config)) == 3
    silent = [r for r in caplog.records if "personas stay silent" in r.getMessage()]
    assert len(silent) == 1
    assert "NO_SUCH_KEY_FOR_TESTS" in silent[0].getMessage()


@pytest.mark.anyio
async def test_a_failing_claude_call_skips_that_persona_but_not_the_next(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    llm.queue(
        Reply(status=500, body=b'{"type":"error","error":{"type":"api_error","message":"boom"}}')
    )
    config = write_config(tmp_path, tg, llm.base_url, modes=("all", "all", "mention"))
    async with running(config):
        tg.push_message(CHAT, "둘 다 대답해줘")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
        with anyio.fail_after(5):
            await tg.until(lambda: len(persona_prompts(llm)) >= 2)
    assert [r.token for r in tg.sent_messages(CHAT)] == [TOKEN["코덱스"]]


@pytest.mark.anyio
async def test_a_burst_gets_one_answer_where_it_ended_and_the_mention_is_answered(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url, modes=("all", "all", "mention"))
    async with running(config):
        burst = [tg.push_message(CHAT, f"점심 얘기 {i}번째: 김치찌개 어때") for i in range(60)]
        mention = tg.push_message(CHAT, "@claudy_bot 배포는 언제 하기로 했지?")
        await tg.until(
            lambda: any(
                r.params["reply_parameters"]["message_id"] == mention
                for r in tg.sent_messages(CHAT)
            ),
            within=20,
        )
    sent = tg.sent_messages(CHAT)
    answered = [r.params["reply_parameters"]["message_id"] for r in sent]
    to_mention = [r for r in sent if r.params["reply_parameters"]["message_id"] == mention]
    assert [r.token for r in to_mention] == [TOKEN["클로디"]]
    assert len(sent) <= 2, answered  # not one answer per message of the burst
    assert set(answered) <= {mention, burst[-1]}  # never an answer to a stale line


@pytest.mark.anyio
async def test_personas_in_all_mode_take_turns_unless_named_or_everyone_is_asked(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url, modes=("all", "all", "all"))
    async with running(config):
        first = tg.push_message(CHAT, "오늘 날씨 좋네")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
        second = tg.push_message(CHAT, "산책 가고 싶다")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 2)
        named = tg.push_message(CHAT, "클로디는 어떻게 생각해?")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    sent = tg.sent_messages(CHAT)
    assert [(r.params["reply_parameters"]["message_id"], r.token) for r in sent] == [
        (first, TOKEN["잼민이"]),
        (second, TOKEN["코덱스"]),
        (named, TOKEN["클로디"]),
    ]


@pytest.mark.anyio
async def test_the_config_files_bot_section_paces_the_personas(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    # one_voice = false: every `all` persona answers an ambient message (default: one)
    config = write_config(
        tmp_path, tg, llm.base_url, modes=("all", "all", "all"),
        extra_toml="[bot]\none_voice = false\nsettle_s = 0.1\n",
    )  # fmt: skip
    assert config.bot_service.one_voice is False
    async with running(config):
        mid = tg.push_message(CHAT, "오늘 날씨 좋네")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 3)
    sent = tg.sent_messages(CHAT)
    assert [r.token for r in sent] == [TOKEN[name] for name, *_ in PERSONAS]
    assert all(r.params["reply_parameters"]["message_id"] == mid for r in sent)


def test_the_pacing_takes_every_value_of_the_bot_section() -> None:
    section = BotServiceSection(
        settle_s=0.25, settle_max_s=3.0, stale_after_s=30.0, answers_per_minute=4,
        catch_up=False, one_voice=False,
    )  # fmt: skip
    assert Pacing.configured(section) == Pacing(
        settle_s=0.25, settle_max_s=3.0, stale_after_s=30.0, answers_per_minute=4,
        catch_up=False, one_voice=False,
    )  # fmt: skip
    assert Pacing.configured(BotServiceSection()) == Pacing()


@pytest.mark.anyio
async def test_a_persona_whose_chat_memory_is_stuck_answers_without_it_and_says_so(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, caplog: pytest.LogCaptureFixture
) -> None:
    """A stalled disk once the second message is durable: every worker thread is taken
    while its ambient answer waits for the group to pause, so the chat actor cannot
    build the context (the persona's client asked its platform on the first answer).
    Past ``[bot] memory_wait_s`` the persona answers anyway, its prompt saying the
    memory was not there, rather than staying silent."""
    # the wait is long enough for a first context built on a loaded machine (models load)
    pacing = "[bot]\nsettle_s = 1.0\nsettle_max_s = 2.0\nmemory_wait_s = 4.0\n"
    config = write_config(
        tmp_path, tg, llm.base_url, modes=("all", "mention", "mention"), extra_toml=pacing
    )
    assert config.bot_service.memory_wait_s == 4.0
    caplog.set_level("WARNING")
    async with running(config):
        tg.push_message(CHAT, "배포는 금요일로 정했어요")  # answered with its memory
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
        mid = tg.push_message(CHAT, "지난번에 뭐 정했더라")
        await tg.until(lambda: any(r.message_id == mid for r in records(config)))
        limiter = anyio.to_thread.current_default_thread_limiter()
        holders = [object() for _ in range(int(limiter.total_tokens))]
        for holder in holders:
            await limiter.acquire_on_behalf_of(holder)
        try:
            with anyio.fail_after(20):
                # polled: ``tg.until`` waits in a worker thread, and they are all taken
                while len(persona_prompts(llm)) < 2:  # noqa: ASYNC110
                    await anyio.sleep(0.02)
        finally:
            for holder in holders:
                limiter.release_on_behalf_of(holder)
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 2)
    _, second = tg.sent_messages(CHAT)
    assert second.token == TOKEN["잼민이"] and second.params["text"] == answer_of("잼민이")
    assert second.params["reply_parameters"]["message_id"] == mid
    with_memory, without = persona_prompts(llm)
    assert "기억을 불러오지 못했습니다" not in with_memory
    assert "기억을 불러오지 못했습니다" in without and "지난번에 뭐 정했더라" in without
    assert "배포는 금요일로" not in without
    warned = [r.getMessage() for r in caplog.records if "memory did not answer" in r.getMessage()]
    assert warned == [f"chat {CHAT}: its memory did not answer within 4 s ([bot] memory_wait_s):"
                      " 잼민이 answers without it"]  # fmt: skip
    assert "Traceback" not in caplog.text
