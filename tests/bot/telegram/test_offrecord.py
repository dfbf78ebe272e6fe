"""``/비공개`` and ``/공개``: the real service against the fake Bot API."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.telegram.offrecord import ADMINS_ONLY, ENDED, USAGE, minutes_of
from tests.botkit import CHAT, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

COMMANDS_TOKEN = TOKEN["클로디"]
SECRET = "OFFREC5521 비밀 이야기"


def answers(tg: FakeBotAPI) -> list[RecordedRequest]:
    return [r for r in tg.sent_messages(CHAT) if r.token == COMMANDS_TOKEN]


async def ask(tg: FakeBotAPI, text: str, **kwargs: object) -> str:
    before = len(answers(tg))
    tg.push_message(CHAT, text, **kwargs)  # type: ignore[arg-type]
    await tg.until(lambda: len(answers(tg)) > before)
    return str(answers(tg)[before].params["text"])


def texts(config: Config) -> list[str]:
    return [r.text for r in records(config)]


async def recorded(tg: FakeBotAPI, config: Config, text: str) -> None:
    """Say ``text`` and wait until it is in the log (everything before it was judged)."""
    tg.push_message(CHAT, text)
    await tg.until(lambda: text in texts(config))


@pytest.mark.anyio
async def test_nothing_said_off_the_record_is_stored_even_across_a_restart(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    async with running(config):
        await recorded(tg, config, "기록되는 말 1")
        started = await ask(tg, "/비공개 5")
        assert started.startswith("🔒 지금부터 5분 동안 비공개입니다")
        tg.push_message(CHAT, f"{SECRET} 하나")
        tg.push_message(CHAT, "@claudy_bot 이것도 비밀", sender_id=1002)
    async with running(config):  # a restart inside the window keeps it
        tg.push_message(CHAT, f"{SECRET} 둘")
        assert await ask(tg, "/공개") == ENDED
        await recorded(tg, config, "기록되는 말 2")
    said = texts(config)
    assert not any("OFFREC5521" in t or "이것도 비밀" in t for t in said), said
    assert "기록되는 말 1" in said and "/공개" in said
    # the bots said so once: one announcement, no persona answered in the window
    assert sum(t.startswith("🔒") for t in said) == 1
    marker = b"OFFREC5521"
    assert not any(marker in p.read_bytes() for p in (tmp_path / "data").rglob("*") if p.is_file())


@pytest.mark.anyio
async def test_only_admins_start_it_when_the_config_says_so(tmp_path: Path, tg: FakeBotAPI) -> None:
    extra = "[privacy]\noffrecord_admins_only = true\n"
    config = write_config(tmp_path, tg, None, admins=(4242,), extra_toml=extra)
    async with running(config):
        assert await ask(tg, "/offrecord 10") == ADMINS_ONLY
        await recorded(tg, config, f"{SECRET} 기록됨")
        assert (await ask(tg, "/비공개 10", sender_id=4242)).startswith("🔒")
        assert await ask(tg, "/비공개 0", sender_id=4242) == USAGE
        tg.push_message(CHAT, f"{SECRET} 안 기록됨")
        assert await ask(tg, "/onrecord") == ENDED
        await recorded(tg, config, "다시 기록")
    said = texts(config)
    assert f"{SECRET} 기록됨" in said and f"{SECRET} 안 기록됨" not in said


def test_minutes_default_to_30_and_refuse_what_is_not_a_sane_number() -> None:
    assert minutes_of("") == 30 and minutes_of("  ") == 30 and minutes_of("90 분") == 90
    for bad in ("0", "-5", "1441", "abc", "²", "9" * 50, "3.5"):
        assert minutes_of(bad) is None, bad
