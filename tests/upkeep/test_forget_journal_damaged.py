"""A damaged erasure journal in one chat: that chat's erasure is set aside with one line
saying what to do, every chat (that one too) keeps recording, and nothing else fails."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.jobs import Upkeep

DAMAGED, HEALTHY = -1001, -1002


def ingest(data: Path, chat: int, first: int, count: int) -> int:
    rows = [
        {
            "sender": "민수",
            "text": f"회의 메모 {i}",
            "message_id": i,
            "timestamp": f"2026-03-12T20:{i:02d}:00+09:00",
        }
        for i in range(first, first + count)
    ]
    source = data.parent / f"in{chat}_{first}.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return main(["--data-dir", str(data), "ingest", "--chat", str(chat), str(source)])


def damaged_root(tmp_path: Path) -> DataRoot:
    data = tmp_path / "data"
    assert ingest(data, DAMAGED, 1, 3) == 0 and ingest(data, HEALTHY, 1, 3) == 0
    root = DataRoot(data)
    root.forget_journal_path(DAMAGED).write_bytes(b'{"chat_id": -1001, "user_id": 7, "ste')
    return root


def test_ingest_runs_for_every_chat_and_the_damaged_journal_is_set_aside_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = damaged_root(tmp_path)
    capsys.readouterr()
    assert ingest(root.data_dir, HEALTHY, 4, 2) == 0
    err = capsys.readouterr().err
    assert err.count("journal is damaged") == 1 and "Traceback" not in err, err
    assert "cancel scope" not in err and "forget --chat -1001" in err
    assert not root.forget_journal_path(DAMAGED).exists()
    assert len(list(root.chat_dir(DAMAGED).glob("forget-journal.json.corrupt-*"))) == 1
    assert ingest(root.data_dir, DAMAGED, 4, 2) == 0
    assert "journal" not in capsys.readouterr().err
    for chat in (DAMAGED, HEALTHY):
        assert len(queries.history(root, chat, 10)) == 5


def test_the_service_starts_with_a_damaged_journal_and_records_in_every_chat(
    tmp_path: Path,
) -> None:
    root = damaged_root(tmp_path)  # main() runs its own loop: seed before ours

    async def serve() -> None:
        system = ActorSystem(root, MemorySettings(), OfflineSummarizer(), tick_interval_s=None)
        Upkeep(system)
        with anyio.fail_after(30):
            async with system:
                for chat in (DAMAGED, HEALTHY):
                    at = datetime.fromisoformat(queries.history(root, chat, 1)[0].timestamp)
                    incoming = Incoming("지수", "서비스 시작 뒤", at, message_id=99)
                    assert await system.record(chat, incoming)

    anyio.run(serve)
    assert [len(queries.history(root, c, 10)) for c in (DAMAGED, HEALTHY)] == [4, 4]


@pytest.mark.anyio
async def test_a_failing_start_step_raises_its_own_error_not_a_cancel_scope_one(
    tmp_path: Path,
) -> None:
    system = ActorSystem(
        DataRoot(tmp_path), MemorySettings(), OfflineSummarizer(), tick_interval_s=None
    )

    async def broken() -> None:
        raise OSError("the disk went away")

    system.before_start.append(broken)
    # the caller's own scope exits cleanly around the failed start
    with anyio.CancelScope(), pytest.raises(OSError, match="the disk went away"):
        async with system:
            pytest.fail("a system whose start failed must not run")
