"""The memory commands in the chat: the real service and python-telegram-bot against the
fake Bot API, on a chat whose memory was filled by replaying the shipped sample."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.bot.cli.demo import sample_lines
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.bot.telegram.commands import BOT_COMMANDS, FOREIGN_BUTTON, NOT_ADMIN
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.store.log import latest_wins
from tests.botkit import CHAT, OTHER_CHAT, TOKEN, press_button, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

COMMANDS_TOKEN = TOKEN["클로디"]


async def filled_config(tmp_path: Path, tg: FakeBotAPI, admins: tuple[int, ...] = ()) -> Config:
    """A config for the three personas whose chat already holds the sample conversation."""
    config = write_config(tmp_path, tg, None, summary_every=50, admins=admins)
    clock = ReplayClock(datetime.now(UTC))
    async with writer_system(config, clock) as system:
        await ingest_lines(system, clock, CHAT, sample_lines(), config.memory)
    return config


def answers(tg: FakeBotAPI, chat_id: int = CHAT) -> list[RecordedRequest]:
    """What the command persona sent to a chat, oldest first."""
    return [r for r in tg.sent_messages(chat_id) if r.token == COMMANDS_TOKEN]


async def ask(tg: FakeBotAPI, text: str, **kwargs: Any) -> RecordedRequest:
    """Say ``text`` in the chat and wait for the command persona's one answer."""
    before = len(answers(tg))
    tg.push_message(CHAT, text, **kwargs)
    await tg.until(lambda: len(answers(tg)) > before)
    return answers(tg)[before]


def callback_answers(tg: FakeBotAPI) -> list[RecordedRequest]:
    return tg.calls("answerCallbackQuery", COMMANDS_TOKEN)


@pytest.mark.anyio
async def test_memory_lists_five_summaries_and_a_button_shows_one_in_full(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        listed = await ask(tg, "/메모리")
        text = listed.params["text"]
        assert text.startswith("📚 대화 메모리\n최근 요약 5건:\n1. [03/15] ")
        assert " — " in text.splitlines()[2] and "\n5. [03/12] " in text
        buttons = [row[0] for row in listed.params["reply_markup"]["inline_keyboard"]]
        assert len(buttons) == 5
        first = buttons[0]["callback_data"]
        assert first.startswith(f"mem:{CHAT}:")
        same = await ask(tg, "/memory")
        assert same.params["text"] == text
        before = len(answers(tg))
        press_button(tg, first)
        await tg.until(lambda: len(answers(tg)) > before)
        detail = answers(tg)[before].params["text"]
        assert "결정 사항" in detail and "할 일" in detail and "합의 수준" in detail
        assert "[03/15]" in detail and len(detail) > len(text.splitlines()[2])
        assert any(r.params.get("callback_query_id") for r in callback_answers(tg))


@pytest.mark.anyio
async def test_a_button_that_names_another_chat_shows_nothing(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        listed = await ask(tg, "/메모리")
        real = listed.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        forged = real.replace(str(CHAT), str(OTHER_CHAT))
        sent_before = len(answers(tg))
        press_button(tg, forged)
        await tg.until(lambda: len(callback_answers(tg)) >= 1)
        press_button(tg, f"mem:{CHAT}:99999:100000")
        await tg.until(lambda: len(callback_answers(tg)) >= 2)
        assert [r.params.get("text") for r in callback_answers(tg)] == [FOREIGN_BUTTON] * 2
        sentinel = await ask(tg, "/stats")
        assert answers(tg).index(sentinel) == sent_before


@pytest.mark.anyio
async def test_recall_answers_with_either_spelling_and_an_at_botname_suffix(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        korean = (await ask(tg, "/기억 가평")).params["text"]
        assert korean.startswith("🔍 '가평' 관련 기억")
        assert "[03/12]" in korean
        assert (await ask(tg, "/recall 가평")).params["text"] == korean
        assert (await ask(tg, "/기억@claudy_bot 가평")).params["text"] == korean
        assert (await ask(tg, "/recall@claudy_bot 가평")).params["text"] == korean
        assert (await ask(tg, "/기억")).params["text"] == fmt.RECALL_USAGE
        assert (await ask(tg, "/기억@claudy_bot")).params["text"] == fmt.RECALL_USAGE
        missing = (await ask(tg, "/기억 존재하지않는말")).params["text"]
        assert "기억이 없습니다" in missing
        # addressed to another persona: the command persona stays quiet
        before = len(answers(tg))
        tg.push_message(CHAT, "/기억@jemini_bot 가평")
        sentinel = await ask(tg, "/stats")
        assert answers(tg).index(sentinel) == before


@pytest.mark.anyio
async def test_toc_history_search_and_stats_answer_with_usage_lines_for_bad_input(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        # the command itself is a message of the chat, recorded before it is answered
        history = (await ask(tg, "/history 3")).params["text"].splitlines()
        assert history[0] == "🕘 최근 메시지 3개"
        assert history[2].endswith("서연: 굿나잇~")
        assert history[3].endswith("민수: /history 3")
        assert len(history) == 4
        toc = (await ask(tg, "/목차")).params["text"]
        assert toc.startswith("📋 대화 목차")
        assert "\n2026-03-12:\n  - " in toc and "\n2026-03-15:\n  - " in toc
        assert "_001: " in toc and "(decided)" in toc
        assert (await ask(tg, "/toc")).params["text"] == toc
        assert (await ask(tg, "/목차@claudy_bot")).params["text"] == toc

        for bad in ("/history abc", "/history 0"):
            assert (await ask(tg, bad)).params["text"] == fmt.HISTORY_USAGE

        search = (await ask(tg, "/search 회비")).params["text"].splitlines()
        assert search[0].startswith("🔎 '회비' 검색 결과")
        assert "[2026-03-15 21:16] 민준: 그런데 워크숍 「회비」 입금은 다들 했어?" in search[1]
        assert (await ask(tg, "/search")).params["text"] == fmt.SEARCH_USAGE

        stats = (await ask(tg, "/stats")).params["text"]
        assert "총 메시지: 1" in stats  # 165 of the sample plus the commands typed here
        assert "첫 메시지: 2026-03-12" in stats
        assert "• 민준: 39개" in stats
        assert "아카이브된 기간: 0개" in stats and "LLM 호출: 없음" in stats


@pytest.mark.anyio
async def test_a_long_answer_is_paged_behind_a_more_button(tmp_path: Path, tg: FakeBotAPI) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        first = await ask(tg, "/history 100")
        text = first.params["text"]
        assert len(text.encode("utf-16-le")) // 2 <= 4096
        assert text.endswith("(1/2)")
        button = first.params["reply_markup"]["inline_keyboard"][0][0]
        assert button["text"].startswith("더 보기")
        before = len(answers(tg))
        press_button(tg, button["callback_data"])
        await tg.until(lambda: len(answers(tg)) > before)
        second = answers(tg)[before].params["text"]
        assert second.endswith("(2/2)")
        assert "reply_markup" not in answers(tg)[before].params
        lines = text.splitlines()[1:-1] + second.splitlines()[:-1]
        assert len([line for line in lines if line.startswith("[")]) == 100


@pytest.mark.anyio
async def test_edited_commands_and_chats_off_the_allowlist_get_no_answer(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        first = await ask(tg, "/stats")
        mid = int(first.params["reply_parameters"]["message_id"])
        tg.push_message(CHAT, "/stats", message_id=mid, edited=True)
        tg.push_message(OTHER_CHAT, "/stats")
        tg.push_message(OTHER_CHAT, "/목차")
        before = len(answers(tg))
        await ask(tg, "/목차")
        assert len(answers(tg)) == before + 1
        assert answers(tg, OTHER_CHAT) == []


@pytest.mark.anyio
async def test_organize_is_refused_to_members_who_are_not_admins(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        assert (await ask(tg, "/정리")).params["text"] == NOT_ADMIN
        assert (await ask(tg, "/organize@claudy_bot")).params["text"] == NOT_ADMIN
    assert not config.root.insights_dir().exists() or not any(config.root.insights_dir().iterdir())


def test_the_command_menu_lists_ascii_aliases_with_korean_descriptions() -> None:
    names = [name for name, _ in BOT_COMMANDS]
    assert names == [
        "organize", "memory", "recall", "toc", "history", "search", "stats", "decisions", "todo",
        "forget_me", "forget_this", "offrecord", "onrecord", "help",
    ]  # fmt: skip
    for name, description in BOT_COMMANDS:
        assert name.isascii() and name.islower() and 1 <= len(name) <= 32
        assert any("가" <= ch <= "힣" for ch in description)


@pytest.mark.anyio
async def test_organize_by_a_group_admin_posts_an_insight_and_writes_its_file(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    tg.set_admins(CHAT, [1001])
    async with running(config):
        before = len(answers(tg))
        tg.push_message(CHAT, "/정리@claudy_bot")
        await tg.until(lambda: len(tg.calls("editMessageText")) >= 1)
        # one message in the chat: the progress note is edited into the report
        (note,) = answers(tg)[before:]
        assert note.params["text"].startswith("📝 정리하는 중")
        (edit,) = tg.calls("editMessageText")
        assert int(edit.params["message_id"]) == note.params["_message_id"]
        report = edit.params["text"]
        # the group reads a message, not the file: no front matter, no markdown marks
        assert report.startswith("📝 AI집단지성")
        assert "\n🗓 2026-03-12 20:02 ~ 2026-03-15 21:21 · 메시지 #1~#165 · 요약 5개\n" in report
        assert "[핵심 논점]" in report and "[액션 아이템]" in report and "\n• " in report
        for raw in ("---", "chat_id:", "source_summaries", "#  ", "## ", '"AI집단지성"'):
            assert raw not in report
    files = list(config.root.insights_dir().glob("*_insight_*.md"))
    assert len(files) == 1 and "## 결론" in files[0].read_text("utf-8")
    assert report.endswith(f"(리포트 파일: {files[0].name})")
    shown = [r for r in latest_wins(records(config)) if r.message_id == note.params["_message_id"]]
    assert [(r.kind, r.text) for r in shown] == [("command", report)]  # latest text wins


@pytest.mark.anyio
async def test_organize_by_a_configured_admin_who_is_not_a_group_admin_writes_an_insight(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg, admins=(2002,))
    async with running(config):
        assert (await ask(tg, "/정리", sender_id=1001)).params["text"] == NOT_ADMIN
        tg.push_message(CHAT, "/organize", sender="지연", sender_id=2002)
        await tg.until(lambda: len(tg.calls("editMessageText")) >= 1)
        assert "[핵심 논점]" in tg.calls("editMessageText")[0].params["text"]
    assert len(list(config.root.insights_dir().glob("*_insight_*.md"))) == 1
