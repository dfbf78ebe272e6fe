"""``groupchat-memory mcp`` end to end: the real server process, driven by the MCP SDK's own
stdio client (``ClientSession`` + ``stdio_client``)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from groupchat_memory.actors.messages import Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.records import MessageKind

CHAT = -1001234567890
OFF_LIST = -1009999999999
PHONE = "010-1234-5678"
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _seed(config_path: Path) -> None:
    """Two chats with memory (one off the MCP list); 60 messages make summaries."""
    config = load_config(config_path, environ={})
    lines = ["워크숍은 4월 12일 판교에서 하기로 결정했어요", f"제 번호는 {PHONE} 이에요"]
    lines += [f"워크숍 준비 이야기 {i}: 장소 예약과 발표 순서" for i in range(58)]
    async with ActorSystem(config.root, config.memory, OfflineSummarizer()) as system:
        for chat in (CHAT, OFF_LIST):
            for i, line in enumerate(lines):
                await system.record(
                    chat,
                    Incoming(
                        sender="민수" if i % 2 else "영희",
                        text=line,
                        timestamp=T0 + timedelta(minutes=i),
                        message_id=i + 1,
                    ),
                )
            await system.ask(chat, Settle())


@pytest.fixture
async def session(tmp_path: Path) -> AsyncIterator[ClientSession]:
    config_path = tmp_path / "groupchat-memory.toml"
    config_path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nallowed_chats = [{CHAT}]\n'
        "[memory]\nsummary_every = 50\n[mcp]\nmax_answer_chars = 4000\n",
        encoding="utf-8",
    )
    await _seed(config_path)
    # the bot service may be running: the server reads files and takes no lock
    lock = WriterLock(load_config(config_path, environ={}).root.writer_lock_path())
    lock.acquire()
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "groupchat_memory.bot", "--config", str(config_path), "mcp"],
        cwd=str(tmp_path),
        env=dict(os.environ),  # the SDK passes a bare environment: keep PYTHONPATH
    )
    try:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            yield client
    finally:
        lock.release()


async def _call(client: ClientSession, tool: str, args: dict[str, Any]) -> tuple[bool, str]:
    result = await client.call_tool(tool, args)
    text = "".join(getattr(block, "text", "") for block in result.content)
    return bool(result.is_error), text


@pytest.mark.anyio
async def test_the_read_only_tools_answer_masked_json_about_an_allowed_chat(
    session: ClientSession,
) -> None:
    listed = await session.list_tools()
    tools = {t.name: t for t in listed.tools}
    assert set(tools) == {
        "chats", "search", "recall", "decisions", "context", "history", "stats", "toc", "todos",
    }  # fmt: skip
    assert all(t.annotations and t.annotations.read_only_hint for t in tools.values())
    for described in tools.values():
        for name, schema in described.input_schema.get("properties", {}).items():
            assert schema.get("description"), (described.name, name)
    assert set(tools["search"].input_schema["properties"]) == {"chat", "query", "limit"}
    assert set(tools["context"].input_schema["properties"]) == {"chat", "text", "budget"}

    answers: dict[str, Any] = {}
    calls: dict[str, dict[str, Any]] = {
        "search": {"chat": CHAT, "query": "워크숍", "limit": 5},
        "recall": {"chat": CHAT, "keyword": "워크숍"},
        "context": {"chat": CHAT, "text": "워크숍 어디서 하기로 했지?"},
        "history": {"chat": CHAT, "n": 3},
        "stats": {"chat": CHAT},
        "toc": {"chat": CHAT},
        "todos": {"chat": CHAT},
    }
    calls["decisions"] = {"chat": CHAT}
    calls["chats"] = {}
    for tool, args in calls.items():
        result = await session.call_tool(tool, args)
        assert not result.is_error, (tool, result.content)
        structured = result.structured_content
        assert isinstance(structured, dict), tool  # an object, not a JSON string
        assert PHONE not in json.dumps(structured, ensure_ascii=False)
        answers[tool] = structured
    assert answers["chats"] == {
        "chats": [{"chat_id": CHAT, "messages": 60, "last_date": "2026-03-02"}]
    }
    assert any("판교" in d["text"] for d in answers["decisions"]["decisions"])
    assert len(answers["search"]["messages"]) == 5
    assert answers["recall"]["summaries"], "60 messages made a summary about 워크숍"
    assert "판교에서 하기로 결정" in answers["context"]["context"]
    assert [m["text"] for m in answers["history"]["messages"]][-1].endswith(
        "57: 장소 예약과 발표 순서"
    )
    assert answers["stats"]["total_messages"] == 60 and answers["stats"]["personas"] == {}
    assert answers["toc"]["chat_id"] == CHAT and answers["toc"]["dates"]
    assert answers["todos"] == {"chat_id": CHAT, "todos": [], "omitted": 0}


@pytest.mark.anyio
async def test_a_chat_off_the_list_is_refused_and_bad_arguments_are_errors_not_crashes(
    session: ClientSession,
) -> None:
    failed, text = await _call(session, "history", {"chat": OFF_LIST})
    assert failed and "not available" in text and "[mcp] chats" in text
    bad: list[tuple[str, dict[str, Any]]] = [
        ("search", {"chat": "abc", "query": "x"}),
        ("search", {"chat": CHAT}),
        ("search", {"chat": CHAT, "query": "   "}),
        ("history", {"chat": CHAT, "n": 100000}),
        ("context", {"chat": CHAT, "text": "x", "budget": -1}),
        ("recall", {"chat": CHAT, "keyword": "가" * 5000}),
    ]
    for tool, args in bad:
        failed, text = await _call(session, tool, args)
        assert failed, (tool, args, text)
    failed, text = await _call(session, "history", {"chat": CHAT, "n": 200})
    assert not failed
    bounded = json.loads(text)
    assert len(text) <= 4000 and bounded["omitted"] > 0  # the oldest were left out
    assert bounded["messages"][-1]["text"].endswith("57: 장소 예약과 발표 순서")
    failed, text = await _call(session, "context", {"chat": CHAT, "text": "워크숍", "budget": 8000})
    assert not failed and json.loads(text)["tokens"] <= 8000


@pytest.mark.anyio
async def test_long_answers_stay_valid_json_within_the_bound(tmp_path: Path) -> None:
    from groupchat_memory.bot.api.mcp_server import MemoryTools

    config_path = tmp_path / "groupchat-memory.toml"
    config_path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nallowed_chats = [{CHAT}]\n'
        "[memory]\nsummary_every = 50\n[mcp]\nmax_answer_chars = 1000\n",
        encoding="utf-8",
    )
    await _seed(config_path)
    tools = MemoryTools(load_config(config_path, environ={}))
    context = await tools.context(CHAT, "워크숍 준비", budget=8000)
    assert "[... cut at" in context["context"] and context["messages"] > 0
    found = await tools.search(CHAT, "워크숍", limit=100)
    assert len(json.dumps(found, ensure_ascii=False, indent=2)) <= 1000 and found["omitted"] > 0
    toc = await tools.toc(CHAT)
    assert toc["chat_id"] == CHAT


@pytest.mark.anyio
async def test_the_server_names_its_version_and_history_leaves_out_command_echoes(
    tmp_path: Path,
) -> None:
    from groupchat_memory.bot.api.mcp_server import MemoryTools, build_server

    config_path = tmp_path / "groupchat-memory.toml"
    config_path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nallowed_chats = [{CHAT}]\n', "utf-8"
    )
    config = load_config(config_path, environ={})
    async with ActorSystem(config.root, config.memory, OfflineSummarizer()) as system:
        said: list[tuple[str, str, MessageKind]] = [
            ("영희", "회비는 3만원", "message"),
            ("민수", "/history 5", "command"),
            ("클로디", "🕘 최근 메시지 1개", "command"),
            ("민수", "좋아요", "message"),
        ]
        for i, (sender, text, kind) in enumerate(said):
            incoming = Incoming(
                sender=sender, text=text, timestamp=T0 + timedelta(minutes=i),
                message_id=i + 1, kind=kind, is_bot=sender == "클로디",
            )  # fmt: skip
            await system.record(CHAT, incoming)
    assert build_server(config).version == "0.1.0"
    history = await MemoryTools(config).history(CHAT, 10)
    assert [m["text"] for m in history["messages"]] == ["회비는 3만원", "좋아요"]


async def _chats(config_path: Path, cwd: Path) -> tuple[bool, str]:
    """``chats()`` of a server a client started in ``cwd`` with only ``--config``."""
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "groupchat_memory.bot", "--config", str(config_path), "mcp"],
        cwd=str(cwd),
        env={k: v for k, v in os.environ.items() if not k.startswith("GROUPCHAT_MEMORY")},
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
        await client.initialize()
        return await _call(client, "chats", {})


@pytest.mark.anyio
async def test_a_client_in_another_folder_finds_the_data_and_a_missing_root_is_an_error(
    tmp_path: Path,
) -> None:
    """A desktop client starts the server from its own folder: the config's relative
    data_dir is the config file's folder's, and a data root that is not there is an error,
    not a list of chats with 0 messages."""
    service = tmp_path / "service"
    service.mkdir()
    config_path = service / "groupchat-memory.toml"
    config_path.write_text(
        f'data_dir = "./data"\n[telegram]\nallowed_chats = [{CHAT}]\n', encoding="utf-8"
    )
    await _seed(config_path)
    assert (service / "data" / "groupchat" / "chats" / str(CHAT)).is_dir()
    client_folder = tmp_path / "client"
    client_folder.mkdir()
    failed, text = await _chats(config_path, client_folder)
    assert not failed, text
    [row] = json.loads(text)["chats"]
    assert row["chat_id"] == CHAT and row["messages"] == 60
    config_path.write_text(
        f'data_dir = "{tmp_path / "nowhere"}"\n[telegram]\nallowed_chats = [{CHAT}]\n',
        encoding="utf-8",
    )
    failed, text = await _chats(config_path, client_folder)
    assert failed and f"no memory under {tmp_path / 'nowhere' / 'groupchat'}" in text, text
    assert "GROUPCHAT_MEMORY_DATA_DIR" in text and "service's user" in text
