"""Persona usage counters: summed per chat and persona, crash-safe, and a damaged file
never stops an answer."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from groupchat_memory.domain.summaries.usage import read_usage
from groupchat_memory.llm.usage import UsageLedger
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import TokenUsage

pytestmark = pytest.mark.anyio


async def test_calls_and_tokens_add_up_per_chat_and_persona_and_survive_a_restart(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    ledger = UsageLedger(root.usage_path())
    spent = TokenUsage(input_tokens=100, output_tokens=20, cache_read_input_tokens=5)
    await ledger.add(-1, "클로디", provider="anthropic", model="claude-x", usage=spent)
    await ledger.add(-1, "클로디", provider="anthropic", model="claude-y", usage=spent)
    await ledger.add(-1, "코덱스", provider="command", model="codex", usage=None, failed=True)
    await ledger.add(-2, "클로디", provider="anthropic", model="claude-x", usage=spent)
    assert read_usage(root, -1)["클로디"].calls == 2  # current after every answer
    await ledger.flush()  # at stop
    again = UsageLedger(root.usage_path())  # the next service start
    await again.add(-1, "클로디", provider="anthropic", model="claude-y", usage=None)
    usage = read_usage(root, -1)
    assert usage["클로디"].calls == 3 and usage["클로디"].model == "claude-y"
    assert usage["클로디"].tokens == TokenUsage(
        input_tokens=200, output_tokens=40, cache_read_input_tokens=10
    )
    assert (usage["코덱스"].calls, usage["코덱스"].failures) == (1, 1)
    assert read_usage(root, -2)["클로디"].calls == 1 and read_usage(root, -3) == {}
    assert os.stat(root.usage_path()).st_mode & 0o077 == 0  # private, like everything else


async def test_a_damaged_file_reads_as_empty_and_is_replaced_on_the_next_answer(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    path = root.usage_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"version": 1, "chats": {"-1": [')
    assert read_usage(root, -1) == {}
    ledger = UsageLedger(path)
    await ledger.add(-1, "잼민이", provider="openai", model="gpt", usage=None)
    assert read_usage(root, -1)["잼민이"].calls == 1
    assert any("unreadable" in r.getMessage() for r in caplog.records)
