"""``/할일`` (``/todo``) in the chat: the demo chat's open action items by owner."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.telegram.test_commands_chat import ask, filled_config
from tests.botkit import running
from tests.fakes.fake_telegram import FakeBotAPI


@pytest.mark.anyio
async def test_todo_lists_open_items_by_owner_with_links_and_counts_the_done_ones(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = await filled_config(tmp_path, tg)
    async with running(config):
        answer = (await ask(tg, "/할일")).params["text"]
        assert (await ask(tg, "/todo@claudy_bot")).params["text"] == answer
    lines = answer.splitlines()
    assert lines[0].startswith("📌 열린 할 일 ") and "(담당자별)" in lines[0]
    assert any(line.startswith("👤 서연 (") for line in lines)
    # "월요일까지" said on Thursday March 12: the Monday after, with its month
    assert "- 서연: 디자인은 내가 월요일까지 마무리할게 (~2026-03-16, " in answer
    assert "https://t.me/c/1234567890/186" in answer
    assert "펜션 예약" not in answer  # done: counted, not listed
    assert lines[-1].startswith("완료 ")
