"""Memory commands and the bots' answers to them are kept as ``kind="command"``: shown by
``/history``, never in a persona's context, a summary, search or the message counts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.messages import Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.llm.offline import OfflineSummarizer
from tests.botkit import CHAT, TOKEN, persona_prompts, records, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

COMMANDS_TOKEN = TOKEN["클로디"]


def command_answers(tg: FakeBotAPI) -> int:
    return len([r for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN])


@pytest.mark.anyio
async def test_commands_and_their_answers_stay_out_of_context_and_search_but_show_in_history(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        tg.push_message(CHAT, "결제 API는 멱등성 키를 꼭 받아야 해", sender="도윤", sender_id=7)
        for n, command in enumerate(("/search 멱등성", "/history 5", "/stats", "/기억 멱등성"), 1):
            tg.push_message(CHAT, command)
            await tg.until(lambda n=n: command_answers(tg) >= n)  # type: ignore[misc]
        tg.push_message(CHAT, "@codex_bot 멱등성 키는 누가 만들기로 했지?")
        await tg.until(lambda: len(persona_prompts(llm)) >= 1)
        tg.push_message(CHAT, "/history 20")
        await tg.until(lambda: command_answers(tg) >= 5)
        history = [r for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN][-1]

    stored = records(config)
    kinds = {r.text.splitlines()[0]: r.kind for r in stored}
    assert kinds["/search 멱등성"] == kinds["/history 5"] == kinds["/기억 멱등성"] == "command"
    answers = [r for r in stored if r.is_bot and r.kind == "command"]
    assert len(answers) == 5 and all(r.sender == "클로디" for r in answers)
    assert answers[0].text.startswith("🔎 '멱등성' 검색 결과")
    assert kinds["결제 API는 멱등성 키를 꼭 받아야 해"] == "message"

    (prompt,) = persona_prompts(llm)
    assert "멱등성 키를 꼭 받아야 해" in prompt
    assert "/search" not in prompt and "🔎" not in prompt and "📊" not in prompt

    hits = queries.search_hits(config.root, CHAT, "멱등성", 50)
    assert [h.record.sender for h in hits] == ["민수", "도윤"]  # the question, the statement
    context = queries.context(config.root, CHAT, "멱등성", None, config.memory)
    assert all(m.kind == "message" for m in context.messages)
    assert "/history" not in context.context and "검색 결과" not in context.context
    stats = queries.stats(config.root, CHAT, config.memory)
    assert stats.total_messages == 2 + 1  # two people's messages and the persona's reply

    lines = history.params["text"].splitlines()
    assert lines[0].startswith("🕘 최근 메시지")
    assert any(line.endswith("민수: /search 멱등성") for line in lines)
    assert any("클로디 (봇): 🔎 '멱등성' 검색 결과" in line for line in lines)
    assert all(len(line) < 120 for line in lines)  # answers shown by their first line only


@pytest.mark.anyio
async def test_summaries_count_and_read_only_the_conversation_not_the_commands(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, summary_every=12)
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    said = [
        "배포 체크리스트를 오늘 만들자",
        "롤백 절차도 체크리스트에 넣어야 해",
        "체크리스트 초안은 내가 내일까지 쓸게",
        "좋아 배포 체크리스트는 금요일에 검토하자",
    ]
    async with ActorSystem(config.root, config.memory, OfflineSummarizer()) as system:
        for i in range(36):  # twelve messages, each with two commands after it
            command = i % 3 != 0
            text = f"/history {i + 1}" if command else said[i // 3 % 4]
            await system.record(
                CHAT,
                Incoming(
                    sender="민수" if i % 2 else "영희",
                    text=text,
                    timestamp=start + timedelta(minutes=i),
                    message_id=i + 1,
                    kind="command" if command else "message",
                ),
            )
        await system.ask(CHAT, Settle())
    # the count trigger counts the twelve messages, not the commands between them
    ((_name, summary),) = summary_files(config.root.summaries_dir(CHAT))
    assert "메시지 12개" in summary.summary
    assert (summary.message_range.from_, summary.message_range.to) == (1, 34)
    assert "/history" not in summary.summary
    assert not any("/history" in item.text for item in summary.key_decisions + summary.action_items)


@pytest.mark.anyio
async def test_help_answers_in_korean_and_unknown_commands_stay_out_of_the_conversation(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        tg.push_message(CHAT, "워크숍 회비는 1인당 10만원으로 하자", sender="도윤", sender_id=7)
        for n, command in enumerate(("/help", "/도움말", "/start@claudy_bot"), 1):
            tg.push_message(CHAT, command)
            await tg.until(lambda n=n: command_answers(tg) >= n)  # type: ignore[misc]
        for unknown in ("/weather 서울", "/날씨", "/foo@someone_else_bot 인자"):
            tg.push_message(CHAT, unknown)
        tg.push_message(CHAT, "@codex_bot 회비 얼마로 했지?")
        await tg.until(lambda: len(persona_prompts(llm)) >= 1)
        helps = [r.params["text"] for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN]

    assert helps[0] == helps[1] == helps[2]
    assert helps[0].startswith("🤖 대화 메모리 명령어\n/정리 (/organize) — ")
    for spelled in (
        "/메모리 (/memory) — 최근 요약 5건",
        "/목차 (/toc)",
        "/기억 <키워드> (/recall)",
        "/결정 [개수] (/decisions)",
        "/정리",
    ):
        assert f"\n{spelled}" in helps[0]
    kinds = {r.text: r.kind for r in records(config)}
    for typed in ("/help", "/도움말", "/weather 서울", "/날씨", "/foo@someone_else_bot 인자"):
        assert kinds[typed] == "command", typed
    (prompt,) = persona_prompts(llm)
    assert "회비는 1인당 10만원" in prompt
    assert "/weather" not in prompt and "/날씨" not in prompt and "/help" not in prompt
    context = queries.context(config.root, CHAT, "날씨 회비", None, config.memory)
    assert "/날씨" not in context.context and "/weather" not in context.context
    stats = queries.stats(config.root, CHAT, config.memory)
    assert stats.total_messages == 2 + 1  # two people's messages and the persona's reply
