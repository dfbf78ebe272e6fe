"""The memory as a library: ``import groupchat_memory`` in-process, and the PTB example bot
run as a real process against the fake Bot API."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import os
import signal
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import groupchat_memory
from groupchat_memory.bot.api.mcp_server import MemoryTools
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.config.personas import MCPSection
from groupchat_memory.bot.views.answers import stats_answer
from groupchat_memory.bot.views.stats import stats_json
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.usage import UsageLedger
from groupchat_memory.store.exceptions import WriterLockedError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRange, SummaryRecord, TokenUsage
from tests.fakes.fake_telegram import FakeBotAPI

REPO = Path(__file__).resolve().parents[3]
CHAT = -100777
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.anyio
async def test_a_script_records_plain_messages_and_reads_context_search_summaries_and_stats(
    tmp_path: Path,
) -> None:
    config = load_config(None, data_dir_override=tmp_path / "data", environ={})
    lines = ["배포는 금요일 저녁에 하기로 했어요", "제 번호는 010-1234-5678 이에요"]
    lines += [f"점심 메뉴 이야기 {i}: 김치찌개" for i in range(58)]
    async with groupchat_memory.open_memory(
        config=config, summarizer=OfflineSummarizer()
    ) as memory:
        for i, line in enumerate(lines):
            stored = await memory.record(
                CHAT, "민수" if i % 2 else "영희", line, timestamp=T0 + timedelta(minutes=i),
                message_id=i + 1,
            )  # fmt: skip
            assert stored
        # the same message again (a retry): a duplicate
        assert not await memory.record(CHAT, "영희", lines[0], timestamp=T0, message_id=1)
        await memory.settle(CHAT)
        context = await memory.context(CHAT, "배포 언제 하기로 했지?")
        hits = await memory.search(CHAT, "배포")
        latest = await memory.summaries(CHAT)
        stats = await memory.stats(CHAT)
        assert await memory.persona_usage(CHAT) == {}  # no persona answered here
        with pytest.raises(WriterLockedError):
            async with groupchat_memory.open_memory(config=config):
                pass
    assert "금요일 저녁에 하기로" in context.context
    assert "010-1234-5678" not in context.context + "".join(m.text for m in context.messages)
    assert [h.text for h in hits] == [lines[0]]
    assert latest and latest[-1].summary.strip()
    assert stats.total_messages == 60 and stats.summaries == len(latest)


@pytest.mark.anyio
async def test_the_library_stats_are_what_stats_shows_model_calls_and_personas_included(
    tmp_path: Path,
) -> None:
    config = load_config(None, data_dir_override=tmp_path / "data", environ={})
    spent = TokenUsage(input_tokens=1200, output_tokens=300)
    async with groupchat_memory.open_memory(
        config=config, summarizer=OfflineSummarizer()
    ) as memory:
        await memory.record(CHAT, "민수", "배포는 금요일에 해요", timestamp=T0, message_id=1)
        await memory.settle(CHAT)
        summary = SummaryRecord(
            timestamp=T0.isoformat(), date=T0.date().isoformat(),
            message_range=MessageRange(from_=1, to=1), summary="배포", model="claude-haiku-4-5",
            usage=spent,
        )  # fmt: skip
        write_summary_file(config.root.summaries_dir(CHAT), T0.date(), summary)
        ledger = UsageLedger(config.root.usage_path())  # what the bot service counts
        await ledger.add(CHAT, "클로디", provider="anthropic", model="claude-x", usage=spent)
        stats = await memory.stats(CHAT)
    assert stats.llm_calls["anthropic"].summaries == 1
    assert (stats.tokens.input_tokens, stats.tokens.output_tokens) == (1200, 300)
    assert stats.personas["클로디"].calls == 1
    assert stats_json(stats) == stats_json(stats_answer(config, CHAT))  # one answer, one type


def code_lines(path: Path) -> list[str]:
    """Lines of code: no blank lines, comments or docstrings."""
    source = path.read_text("utf-8")
    docs: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if ast.get_docstring(node) and first is not None and first.end_lineno is not None:
                docs.update(range(first.lineno, first.end_lineno + 1))
    return [
        line
        for number, line in enumerate(source.splitlines(), 1)
        if line.strip() and not line.strip().startswith("#") and number not in docs
    ]


def test_the_ptb_example_bot_gains_memory_against_the_fake_bot_api(tmp_path: Path) -> None:
    example = REPO / "examples" / "ptb_bot.py"
    assert len(code_lines(example)) < 30  # the whole bot, imports included
    fake = FakeBotAPI(max_poll_timeout=0.2).start()
    fake.add_bot("301:EXAMPLE", "example_bot", first_name="예제봇")
    env = {
        **os.environ,
        "BOT_TOKEN": "301:EXAMPLE",
        "BOT_API_URL": fake.base_url,
        "GROUPCHAT_MEMORY_DATA_DIR": str(tmp_path / "data"),
        "PYTHONPATH": str(REPO),
    }
    env.pop("GROUPCHAT_MEMORY_CONFIG", None)
    bot = subprocess.Popen([sys.executable, str(example)], env=env, cwd=tmp_path)
    try:
        fake.push_message(CHAT, "제 번호는 010-1234-5678 이에요")
        fake.wait_until(lambda: len(fake.sent_messages(CHAT)) >= 1, 20)
        fake.push_message(CHAT, "아까 번호 기억해?")
        fake.wait_until(lambda: len(fake.sent_messages(CHAT)) >= 2, 20)
    finally:
        bot.send_signal(signal.SIGTERM)
        assert bot.wait(20) == 0
        fake.close()
    answers = [r.params["text"] for r in fake.sent_messages(CHAT)]
    assert answers == ["기억해 둘게요 (참고한 대화 1개)", "기억해 둘게요 (참고한 대화 3개)"]
    config = load_config(None, data_dir_override=tmp_path / "data", environ={})
    stored = list(MessageLog(config.root.log_dir(CHAT), config.memory.tz).scan())
    assert [(r.is_bot, r.text) for r in stored] == [
        (False, "제 번호는 [전화번호] 이에요"),
        (True, answers[0]),
        (False, "아까 번호 기억해?"),
        (True, answers[1]),
    ]


@pytest.mark.anyio
async def test_the_library_reads_what_mcp_reads_by_the_same_names_newest_first(
    tmp_path: Path,
) -> None:
    """chats, decisions and todos as MCP has them, and search and recall newest first as
    the chat and MCP answer (the library listed them oldest first)."""
    config = load_config(None, data_dir_override=tmp_path / "data", environ={})
    said = [
        ("민준", "워크숍 장소는 판교로 하죠"),
        ("서연", "좋아요, 판교 찬성이에요"),
        ("도윤", "저도 찬성, 판교로 결정해요"),
        ("민준", "서연님이 금요일까지 장소 예약해 주세요"),
        ("서연", "네, 금요일까지 예약할게요"),
    ]
    said += [("도윤", f"워크숍 준비 이야기 {i}") for i in range(45)]
    said += [("민준", "워크숍 뒤풀이는 강남에서 하기로 해요"), ("서연", "강남 좋아요")]
    async with groupchat_memory.open_memory(
        config=config, summarizer=OfflineSummarizer()
    ) as memory:
        for i, (sender, text) in enumerate(said):
            await memory.record(
                CHAT, sender, text, timestamp=T0 + timedelta(minutes=i), message_id=i + 1,
                sender_id=1000 + ord(sender[0]) % 100,
            )  # fmt: skip
        await memory.record(-100888, "영희", "다른 방", timestamp=T0, message_id=1)
        await memory.settle(CHAT)
        chats = await memory.chats()
        hits = await memory.search(CHAT, "워크숍")
        later = T0 + timedelta(hours=2)
        for i in range(50):
            text = "다음 안건: 워크숍 예산" if i == 0 else f"워크숍 예산 이야기 {i}"
            at = later + timedelta(minutes=i)
            await memory.record(CHAT, "도윤", text, timestamp=at, message_id=100 + i)
        await memory.settle(CHAT)
        recalled = await memory.recall(CHAT, "워크숍")
        decided = await memory.decisions(CHAT)
        todo = await memory.todos(CHAT)
    assert [(c.chat_id, c.messages) for c in chats] == [(-100888, 1), (CHAT, len(said))]
    stamps = [h.timestamp for h in hits]
    assert len(hits) >= 3 and stamps == sorted(stamps, reverse=True)  # newest first
    assert hits[0].text == "워크숍 뒤풀이는 강남에서 하기로 해요"
    mcp = MemoryTools(dataclasses.replace(config, mcp=MCPSection(chats=[CHAT])))
    assert [e.text for e in decided] == [
        e["text"] for e in (await mcp.decisions(CHAT))["decisions"]
    ]
    assert any("판교" in e.text for e in decided)
    assert [t.text for t in todo] == [t["text"] for t in (await mcp.todos(CHAT))["todos"]]
    assert len(recalled) >= 2
    assert [r.timestamp for r in recalled] == sorted((r.timestamp for r in recalled), reverse=True)


def test_each_public_name_loads_as_the_object_the_type_checker_reads() -> None:
    """``groupchat_memory`` loads its names from the library module on first use, while a
    type checker reads each where it is made (the package's ``TYPE_CHECKING`` imports):
    both must name the same object, and every name of ``__all__`` must be among them."""
    tree = ast.parse(Path(groupchat_memory.__file__).read_text(encoding="utf-8"))
    checked = {
        alias.name: node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module is not None
        for alias in node.names
        if alias.name in groupchat_memory.__all__
    }
    assert sorted(checked) == sorted(groupchat_memory.__all__)
    for name, module in checked.items():
        assert getattr(groupchat_memory, name) is getattr(importlib.import_module(module), name)
