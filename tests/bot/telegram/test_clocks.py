"""Time comes from what the chat saw, bounded by the clock: a date ahead of this machine's
clock (a forged update, a clock behind Telegram's, an ingested typo) neither files itself
in a future day nor holds every later message at its instant."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.clock import SKEW
from groupchat_memory.bot.cli.main import main
from groupchat_memory.store.log import parse_timestamp
from tests.botkit import CHAT, records, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

DAY = 86_400


def stamps(config_records: list[tuple[str, str]]) -> dict[str, datetime]:
    return {text: parse_timestamp(at, UTC) for text, at in config_records}


def history(data: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    capsys.readouterr()
    assert main(["--data-dir", str(data), "history", "--chat", str(CHAT), "--json"]) == 0
    return [row["text"] for row in json.loads(capsys.readouterr().out)]


@pytest.mark.anyio
async def test_an_update_dated_two_days_ahead_does_not_hold_the_chats_time(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    capsys: pytest.CaptureFixture[str],
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        sent = [
            tg.push_message(CHAT, "모레에서 온 메시지", extra={"date": int(time.time()) + 2 * DAY})
        ]
        for i in range(3):
            sent.append(tg.push_message(CHAT, f"지금 이야기 {i}"))
        await tg.until(lambda: {(CHAT, m) for m in sent} <= tg.confirmed_messages())
    now = datetime.now(UTC)
    at = stamps([(r.text, r.timestamp) for r in records(config)])
    assert set(at) == {"모레에서 온 메시지", *(f"지금 이야기 {i}" for i in range(3))}
    assert all(moment <= now + SKEW for moment in at.values()), at
    assert all(now - moment < timedelta(minutes=5) for moment in at.values()), at
    today = now.astimezone(config.timezone).date().isoformat()
    assert [p.name for p in config.root.log_dir(CHAT).iterdir()] == [f"{today}.jsonl"]
    assert history(tmp_path / "data", capsys)[-1] == "지금 이야기 2"


@pytest.mark.anyio
async def test_a_service_behind_telegram_stamps_by_its_own_clock(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    ahead = int(time.time()) + 3 * DAY  # Telegram's clock, as a service 3 days behind sees it
    async with running(config):
        sent = [tg.push_message(CHAT, f"말 {i}", extra={"date": ahead + i}) for i in range(3)]
        await tg.until(lambda: {(CHAT, m) for m in sent} <= tg.confirmed_messages())
    now = datetime.now(UTC)
    at = [parse_timestamp(r.timestamp, UTC) for r in records(config)]
    # the chat's time follows this machine's clock: its silence summary comes on time
    assert len(at) == 3 and all(now - timedelta(minutes=5) < m <= now for m in at), at
    warned = [
        r.getMessage() for r in caplog.records if "ahead of this machine's clock" in r.getMessage()
    ]
    assert len(warned) == 1 and "timedatectl" in warned[0]  # said once, with the fix


@pytest.mark.anyio
async def test_an_ingested_line_thirty_days_ahead_is_refused_and_live_time_goes_on(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    capsys: pytest.CaptureFixture[str],
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    now = datetime.now(UTC)
    rows = [
        {"sender": "민준", "text": "어제 이야기", "message_id": 901,
         "timestamp": (now - timedelta(days=1)).isoformat()},
        {"sender": "민준", "text": "한 달 뒤 이야기", "message_id": 902,
         "timestamp": (now + timedelta(days=30)).isoformat()},
    ]  # fmt: skip
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    ingest = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]
    code = await anyio.to_thread.run_sync(main, ingest)  # the CLI runs its own event loop
    out, err = capsys.readouterr()
    assert code == 1, (out, err)
    assert "recorded 1 messages, skipped 1: 1 dated ahead of this machine's clock" in out
    async with running(config):
        live = tg.push_message(CHAT, "지금 하는 말")
        await tg.until(lambda: (CHAT, live) in tg.confirmed_messages())
    at = stamps([(r.text, r.timestamp) for r in records(config)])
    assert set(at) == {"어제 이야기", "지금 하는 말"}
    assert abs(at["지금 하는 말"] - datetime.now(UTC)) < timedelta(minutes=5)
    assert history(data, capsys)[-1] == "지금 하는 말"
