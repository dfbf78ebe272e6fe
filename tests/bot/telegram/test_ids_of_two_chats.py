"""History imported under a chat's id from another chat keeps that chat's message ids
apart: the recording chat's own live messages with the same ids are stored, and only a
true repeat (same sender, time and text) is dropped as a duplicate.

The real CLI (``import telegram-export``, ``ingest``) and the real service with
python-telegram-bot against the fake Bot API."""

from __future__ import annotations

import json
import logging
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import pytest

from groupchat_memory.bot.cli.main import main
from tests.botkit import TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

OLD_GROUP = 4001  # the export's id: a basic group, -4001 to the Bot API
NEW = -1004002  # the team's new group: no migration, a group of its own
PHOTO = {"photo": [{"file_id": "p1", "file_unique_id": "pu1", "width": 10, "height": 10}]}
LONG = "새 그룹의 긴 글 " * 3000  # 24,000 characters


def old_export(path: Path, count: int) -> Path:
    """A Telegram Desktop export of the old group: ``count`` messages, ids 1..count."""
    first = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    messages: list[dict[str, Any]] = []
    for i in range(1, count + 1):
        when = first + timedelta(minutes=i)
        messages.append(
            {
                "id": i,
                "type": "message",
                "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
                "date_unixtime": str(int(when.timestamp())),
                "from": "지호",
                "from_id": "user2001",
                "text": f"예전 그룹 이야기 {i}",
                "text_entities": [],
            }
        )
    export = {"name": "옛 모임", "type": "private_group", "id": OLD_GROUP, "messages": messages}
    path.write_text(json.dumps(export), encoding="utf-8")
    return path


async def cli(*argv: str) -> int:
    """The command line in a worker thread (it runs an event loop of its own)."""
    return await anyio.to_thread.run_sync(main, list(argv))


def all_confirmed(tg: FakeBotAPI) -> bool:
    return all(tg.confirmed(t) == tg.queued(t) for t in TOKEN.values())


def texts(config: Any) -> list[str]:
    return [r.text for r in records(config, NEW)]


async def test_an_old_groups_export_imported_into_a_new_group_does_not_swallow_its_live_messages(
    tmp_path: Path, tg: FakeBotAPI, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(NEW,))
    export = old_export(tmp_path / "result.json", 30)
    argv = ["--config", str(tmp_path / "groupchat-memory.toml"), "import", "telegram-export"]
    assert await cli(*argv, str(export), "--chat", str(NEW)) == 0
    said = capsys.readouterr().out
    assert len(records(config, NEW)) == 30

    async with running(config):
        tg.push_message(NEW, "새 그룹 첫 인사", message_id=2)
        tg.push_message(NEW, None, message_id=3, extra={**PHOTO, "caption": "새 사무실 사진"})
        tg.push_message(NEW, LONG, message_id=4)
        tg.push_message(NEW, "겹치지 않는 번호", message_id=31)
        await tg.until(lambda: all_confirmed(tg))  # confirmed once durable

    live = texts(config)[30:]
    assert live[:2] == ["새 그룹 첫 인사", "[사진] 새 사무실 사진"]
    assert live[2].startswith("새 그룹의 긴 글") and live[3] == "겹치지 않는 번호"
    assert len(live) == 4
    assert f"sent in chat -{OLD_GROUP}" in said
    imported = [r for r in records(config, NEW) if r.text.startswith("예전 그룹")]
    assert len(imported) == 30 and {r.chat_id for r in imported} == {-OLD_GROUP}
    # the import again: nothing new, the live messages untouched
    assert await cli(*argv, str(export), "--chat", str(NEW)) == 0
    assert "recorded 0 messages" in capsys.readouterr().out
    assert len(records(config, NEW)) == 34


async def test_a_live_message_under_an_ingested_id_is_kept_and_logged_and_a_true_repeat_dropped(
    tmp_path: Path, tg: FakeBotAPI, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(NEW,))
    lines = tmp_path / "old.jsonl"
    lines.write_text(
        "".join(
            json.dumps(
                {
                    "sender": "지호",
                    "text": f"다른 곳에서 옮겨 온 글 {i}",
                    "message_id": i,
                    "timestamp": f"2026-01-05T09:{i:02d}:00+09:00",
                },
                ensure_ascii=False,
            )
            + "\n"
            for i in range(1, 11)
        ),
        encoding="utf-8",
    )
    cfg = str(tmp_path / "groupchat-memory.toml")
    assert await cli("--config", cfg, "ingest", "--chat", str(NEW), str(lines)) == 0

    date = int(time.time())
    repeat = {"date": date}
    logging.getLogger().addHandler(caplog.handler)  # the CLI set up logging afresh
    caplog.set_level(logging.WARNING, logger="groupchat_memory.actors.recorder")
    async with running(config):
        tg.push_message(NEW, "같은 번호의 새 글", message_id=5, extra=repeat)
        await tg.until(lambda: all_confirmed(tg))
    assert texts(config)[-1] == "같은 번호의 새 글"
    kept = [r for r in caplog.records if "not the message recorded under that id" in r.getMessage()]
    assert len(kept) == 1, [r.getMessage() for r in caplog.records]

    # Telegram delivers the same update again after a restart: a true repeat, dropped
    async with running(config):
        tg.push_message(NEW, "같은 번호의 새 글", message_id=5, extra=repeat)
        tg.push_message(NEW, "다음 글", message_id=6)
        await tg.until(lambda: all_confirmed(tg))
    stored = texts(config)
    assert stored.count("같은 번호의 새 글") == 1 and stored[-1] == "다음 글"
    assert stored.count("다른 곳에서 옮겨 온 글 5") == stored.count("다른 곳에서 옮겨 온 글 6") == 1
    assert len(stored) == 12
