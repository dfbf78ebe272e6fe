"""A chat whose disk is full still answers /stats and /history (from what is durable and
what waits in memory), while the waiting messages' updates stay unconfirmed; once the
disk is back every message is written once, in the order it was sent, and confirmed.

The real service and python-telegram-bot against the fake Bot API, on a size-limited
tmpfs filled until it says ENOSPC."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.config.file import Config
from tests.actors.workers_faults.filesystems import fill, small_tmpfs
from tests.botkit import CHAT, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

pytestmark = pytest.mark.anyio

COMMANDS_TOKEN = TOKEN["클로디"]
# bigger than the page a full tmpfs may have left at the end of the day file
PADDING = "디스크가 꽉 찬 동안 " * 400


def answers(tg: FakeBotAPI) -> list[RecordedRequest]:
    """What the command persona sent to the chat, oldest first."""
    return [r for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN]


def texts(config: Config) -> list[str]:
    """The chat's stored texts (messages and commands), oldest first."""
    return [r.text for r in records(config) if r.kind in ("message", "command") and not r.is_bot]


def confirmed_everywhere(tg: FakeBotAPI) -> bool:
    """Every bot has confirmed every update queued for it."""
    return all(tg.confirmed(token) == tg.queued(token) for token in TOKEN.values())


async def test_stats_and_history_are_answered_while_the_disk_is_full_and_nothing_is_confirmed_early(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    with small_tmpfs(tmp_path / "data", size="1m") as data:
        retry = "write_retry_s = 0.05\nwrite_retry_max_s = 0.2\n"
        config = write_config(tmp_path, tg, None, extra_toml=retry)
        assert config.root.root.is_relative_to(data)
        async with running(config):
            tg.push_message(CHAT, "디스크가 차기 전 메시지")
            await tg.until(lambda: texts(config) == ["디스크가 차기 전 메시지"])
            await tg.until(lambda: confirmed_everywhere(tg))
            filler = fill(data)

            held_text = f"꽉 찬 디스크에 온 메시지 {PADDING}"
            tg.push_message(CHAT, held_text)
            before = len(answers(tg))
            tg.push_message(CHAT, "/stats")
            await tg.until(lambda: len(answers(tg)) > before, within=20)
            stats = answers(tg)[before].params["text"]
            assert stats.startswith("⚠️ 디스크에 기록할 수 없는 상태입니다"), stats
            assert "No space left" in stats
            tg.push_message(CHAT, "/history")
            await tg.until(lambda: len(answers(tg)) > before + 1, within=20)
            history = answers(tg)[before + 1].params["text"]
            assert "꽉 찬 디스크에 온 메시지" in history, history  # held in memory, shown
            # nothing of it is durable, so no bot has confirmed those updates
            assert texts(config) == ["디스크가 차기 전 메시지"]
            assert (CHAT, 2) not in tg.confirmed_messages()
            assert not any(tg.confirmed(token) == tg.queued(token) for token in TOKEN.values())

            filler.unlink()
            want = ["디스크가 차기 전 메시지", held_text, "/stats", "/history"]
            await tg.until(lambda: texts(config) == want, within=30)
            await tg.until(lambda: confirmed_everywhere(tg), within=30)
            assert len(answers(tg)) == before + 2, "each command was answered once"
        stored = [r for r in records(config) if not r.is_bot]
        assert [r.seq for r in stored] == sorted(r.seq for r in stored)
        assert len({r.message_id for r in stored}) == len(stored) == 4
