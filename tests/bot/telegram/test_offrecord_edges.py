"""Off the record, the edges: an edit said in the window to an earlier message, and the
window running out by itself (announced once, across restarts, by an injected clock)."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from telegram import Bot

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.bot.telegram.offrecord import ENDED, RAN_OUT, OffRecord, RanOutNotices
from groupchat_memory.store.paths import DataRoot
from tests.bot.telegram.test_offrecord import ask, recorded, texts
from tests.botkit import CHAT, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

pytestmark = pytest.mark.anyio

START = datetime(2026, 3, 12, 11, 0, tzinfo=UTC)


async def test_an_edit_made_off_the_record_to_an_earlier_message_is_not_stored(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        sent_at = int(time.time())
        await recorded(tg, config, "회의는 3시에 해요")
        [original] = [r for r in records(config) if r.text == "회의는 3시에 해요"]
        assert original.message_id is not None
        assert (await ask(tg, "/비공개 5")).startswith("🔒")
        # Telegram keeps the message's id and date on an edit; only edit_date is new
        tg.push_message(CHAT, "EDITSECRET 사실 회의는 없어요", message_id=original.message_id,
                        edited=True, extra={"date": sent_at})  # fmt: skip
        assert await ask(tg, "/공개") == ENDED
        # in the second of /공개 an edit may have come before it: not stored either
        window = OffRecord(config.root).window(CHAT)
        assert window is not None and window.ended is not None
        ended = int(datetime.fromisoformat(window.ended).timestamp())
        tg.push_message(CHAT, "EDITSECRET2 그 초의 수정", message_id=original.message_id,
                        edited=True, extra={"date": sent_at, "edit_date": ended})  # fmt: skip
        # after the window an edit is stored again, and so is a second one in that second
        later = int(time.time()) + 1
        for text in ("회의는 4시로 바꿔요", "회의는 4시 반으로 바꿔요"):
            tg.push_message(CHAT, text, message_id=original.message_id, edited=True,
                            extra={"date": sent_at, "edit_date": later})  # fmt: skip
        await tg.until(lambda: "회의는 4시 반으로 바꿔요" in texts(config))
        assert "회의는 4시로 바꿔요" in texts(config)
    said = texts(config)
    assert "회의는 3시에 해요" in said and not any("EDITSECRET" in t for t in said)
    data = [p.read_bytes() for p in (tmp_path / "data").rglob("*") if p.is_file()]
    assert not any(b"EDITSECRET" in d for d in data)


async def test_a_window_that_runs_out_is_announced_once_even_across_restarts(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    root = DataRoot(tmp_path)
    clock = ManualClock(START)
    OffRecord(root).start(CHAT, 10, START, minutes=5)  # the service that started it stops
    OffRecord(root).start(CHAT - 1, 10, START, minutes=5)
    OffRecord(root).end(CHAT - 1, 11, START + timedelta(minutes=1))  # ended by /공개
    async with Bot(TOKEN["클로디"], base_url=tg.base_url) as bot:

        async def announce(chat_id: int, text: str) -> bool:
            await bot.send_message(chat_id, text)
            return True

        def said() -> list[tuple[object, object]]:
            return [(r.params["chat_id"], r.params["text"]) for r in tg.sent_messages()]

        restarted = RanOutNotices(OffRecord(root), announce, clock)  # inside the window
        assert await restarted.check() == [] and said() == []
        clock.advance(timedelta(minutes=5))
        assert await restarted.check() == [CHAT]
        assert said() == [(CHAT, RAN_OUT)]
        assert await restarted.check() == []
        again = RanOutNotices(OffRecord(root), announce, clock)  # one more restart
        clock.advance(timedelta(minutes=1))
        assert await again.check() == []
        assert said() == [(CHAT, RAN_OUT)]


async def test_a_window_that_ran_out_while_the_service_was_down_long_is_not_announced_late(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    root = DataRoot(tmp_path)
    OffRecord(root).start(CHAT, 10, START, minutes=5)
    clock = ManualClock(START + timedelta(days=2))
    async with Bot(TOKEN["클로디"], base_url=tg.base_url) as bot:

        async def announce(chat_id: int, text: str) -> bool:
            await bot.send_message(chat_id, text)
            return True

        assert await RanOutNotices(OffRecord(root), announce, clock).check() == []
    assert tg.sent_messages() == []
    window = OffRecord(root).window(CHAT)
    assert window is not None and window.announced


async def test_the_service_announces_a_window_running_out_once_across_a_restart(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    # started by an earlier run of the service, which stopped inside the window: it ends
    # two seconds from now
    started = datetime.now(UTC) - timedelta(minutes=5) + timedelta(seconds=2)
    OffRecord(config.root).start(CHAT, 10, started, minutes=5)

    def notices() -> list[str]:
        return [
            str(r.params["text"]) for r in tg.sent_messages(CHAT) if r.params["text"] == RAN_OUT
        ]

    async with running(config):
        await tg.until(lambda: len(notices()) == 1)
        await recorded(tg, config, "다시 기록되는 말")
    async with running(config):  # a restart after it was said: not said again
        await recorded(tg, config, "재시작 후의 말")
    assert notices() == [RAN_OUT]
    assert RAN_OUT in texts(config)  # recorded as the command persona's notice
