"""A group that became a supergroup is followed for good: after a restart of the service
the supergroup is still recorded, ``doctor`` says which id to put in the config, and the
MCP ``chats`` tool lists the supergroup with its messages.

The real service against the fake Bot API, the real CLI, the real MCP server over stdio."""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from groupchat_memory.bot.cli.main import main
from tests.botkit import PERSONAS, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

OLD, NEW = -4001, -1004001


def all_confirmed(tg: FakeBotAPI) -> bool:
    return all(tg.confirmed(t) == tg.queued(t) for t in TOKEN.values())


async def mcp_chats(config_path: Path, cwd: Path) -> list[dict[str, object]]:
    """What the MCP server's ``chats`` tool answers (a real server process over stdio)."""
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "groupchat_memory.bot", "--config", str(config_path), "mcp"],
        cwd=str(cwd),
        env=dict(os.environ),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as client:
        await client.initialize()
        result = await client.call_tool("chats", {})
        assert not result.is_error
        text = "".join(getattr(block, "text", "") for block in result.content)
    chats: list[dict[str, object]] = json.loads(text)["chats"]
    return chats


async def test_a_migrated_group_is_still_recorded_after_a_restart_and_doctor_names_the_new_id(
    tmp_path: Path,
    tg: FakeBotAPI,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(OLD,))
    async with running(config):
        tg.push_message(OLD, "일반 그룹에서 한 말", chat_type="group", message_id=1)
        tg.push_message(
            OLD, None, chat_type="group", message_id=2, extra={"migrate_to_chat_id": NEW}
        )
        tg.push_message(NEW, None, message_id=1, extra={"migrate_from_chat_id": OLD})
        tg.push_message(NEW, "슈퍼그룹에서 한 말", message_id=2)
        await tg.until(lambda: all_confirmed(tg))

    caplog.clear()
    async with running(config):  # the config still names only the old id
        tg.push_message(NEW, "다시 시작한 뒤에 한 말", message_id=3)
        await tg.until(lambda: all_confirmed(tg))
    assert [r.text for r in records(config, NEW)] == [
        "일반 그룹에서 한 말",
        "슈퍼그룹에서 한 말",
        "다시 시작한 뒤에 한 말",
    ]
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert not any("not in [telegram] allowed_chats" in line for line in said), said
    assert any(f"replace {OLD} with {NEW}" in line for line in said), said

    config_path = tmp_path / "groupchat-memory.toml"
    for _name, env, token, _user in PERSONAS:
        monkeypatch.setenv(env, token)
    code = await anyio.to_thread.run_sync(
        main, ["--config", str(config_path), "doctor", "--offline"]
    )
    out = capsys.readouterr().out
    assert f"chat {OLD} became the supergroup {NEW}" in out, out
    assert f"replace {OLD} with {NEW}" in out
    assert code == 0 and "Everything looks fine" not in out, out

    chats = await mcp_chats(config_path, tmp_path)
    assert chats == [
        {
            "chat_id": NEW,
            "messages": 3,
            "last_date": chats[0]["last_date"],
            "migrated_from": [OLD],
        }
    ]
    assert chats[0]["last_date"] is not None
