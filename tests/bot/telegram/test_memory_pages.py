"""``/목차`` and ``/기억`` in the chat on a long memory: newest first, one page at a time,
each "더 보기" reading the next page (issue 15); ``/메모리``'s full-text button reads the
one file the index names."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.telegram.memory_pages import RECALL_PER_PAGE, TOC_PER_PAGE
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.store.records import MessageRange, SummaryRecord
from tests.bot.telegram.test_commands_chat import COMMANDS_TOKEN, answers, ask
from tests.botkit import CHAT, press_button, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

T0 = datetime(2025, 1, 1, 9, 0, tzinfo=UTC)
COUNT = 70
ABOUT_BUDGET = {i for i in range(COUNT) if i % 6 == 0}  # 12 summaries name "예산"


def summary(i: int) -> SummaryRecord:
    when = T0 + timedelta(hours=7 * i)
    topic = "예산" if i in ABOUT_BUDGET else "잡담"
    return SummaryRecord(
        timestamp=when.isoformat(),
        date=when.date().isoformat(),
        message_range=MessageRange(from_=i * 6 + 1, to=i * 6 + 6),
        summary=f"{topic} 이야기 {i}번",
        key_topics=[topic],
        topic_tag=topic,
    )


def fill(config: Config) -> None:
    """``COUNT`` summaries, their files and index, as a long-lived chat has them."""
    root = config.root
    with SummaryIndex(root.summary_index_path(CHAT)) as index:
        for i in range(COUNT):
            record = summary(i)
            day = datetime.fromisoformat(record.timestamp).date()
            path = write_summary_file(root.summaries_dir(CHAT), day, record)
            index.add(path.name, record)


async def press(tg: FakeBotAPI, answer: RecordedRequest) -> RecordedRequest:
    """Press the one button under ``answer`` and wait for what it sends."""
    data = answer.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    before = len(answers(tg))
    press_button(tg, data)
    await tg.until(lambda: len(answers(tg)) > before)
    return answers(tg)[before]


def numbers(text: str) -> list[int]:
    """The summary numbers (``... 이야기 N번``) an answer shows, in its order."""
    return [int(part.split("번")[0]) for part in text.split("이야기 ")[1:]]


@pytest.mark.anyio
async def test_toc_pages_newest_first_and_each_more_button_reads_the_next_page(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    fill(config)
    async with running(config):
        first = await ask(tg, "/목차")
        assert first.params["text"].startswith(f"📋 대화 목차 (최신순, 1~{TOC_PER_PAGE}번째")
        shown = numbers(first.params["text"])
        assert shown == list(range(COUNT - 1, COUNT - 1 - TOC_PER_PAGE, -1))
        second = await press(tg, first)
        shown += numbers(second.params["text"])
        third = await press(tg, second)
        shown += numbers(third.params["text"])
        assert "reply_markup" not in third.params  # the oldest page has no button
        assert shown == list(range(COUNT - 1, -1, -1))


@pytest.mark.anyio
async def test_recall_shows_the_newest_matches_and_pages_through_the_older_ones(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    fill(config)
    async with running(config):
        page = await ask(tg, "/기억 예산")
        assert page.params["text"].startswith(
            f"🔍 '예산' 관련 기억 (최신순, 1~{RECALL_PER_PAGE}번째)"
        )
        shown = numbers(page.params["text"])
        while "reply_markup" in page.params:
            page = await press(tg, page)
            shown += numbers(page.params["text"])
        assert shown == sorted(ABOUT_BUDGET, reverse=True)
        assert "기억이 없습니다" in (await ask(tg, "/기억 없는말")).params["text"]


@pytest.mark.anyio
async def test_a_more_button_of_another_chat_or_a_forgotten_keyword_shows_nothing(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    fill(config)
    async with running(config):
        before = len(tg.calls("answerCallbackQuery", COMMANDS_TOKEN))
        sent = len(answers(tg))
        press_button(tg, "rc:0badc0de:2")
        await tg.until(lambda: len(tg.calls("answerCallbackQuery", COMMANDS_TOKEN)) > before)
        assert len(answers(tg)) == sent
