"""The service's lifecycle and Telegram behaviour, in-process against the fakes."""

from __future__ import annotations

import logging
import socket
from functools import partial
from pathlib import Path

import anyio
import pytest

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.base.systemd import SystemdNotifier
from groupchat_memory.bot.telegram.service import run_service
from groupchat_memory.store.exceptions import WriterLockedError
from groupchat_memory.store.lock import WriterLock
from tests.botkit import (
    CHAT,
    OTHER_CHAT,
    PERSONAS,
    TOKEN,
    answer_of,
    records,
    running,
    start_fake_telegram,
    write_config,
)
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI


@pytest.mark.anyio
async def test_a_chat_not_on_the_allowlist_is_neither_recorded_nor_answered(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, caplog: pytest.LogCaptureFixture
) -> None:
    config = write_config(tmp_path, tg, llm.base_url, modes=("all", "all", "all"))
    async with running(config):
        tg.push_message(OTHER_CHAT, "여기는 허용되지 않은 방")
        tg.push_message(OTHER_CHAT, "@claudy_bot 대답해봐")
        tg.push_message(CHAT, "허용된 방")
        await tg.until(lambda: all(tg.delivered(t) == 3 for t in TOKEN.values()))
    assert tg.sent_messages(OTHER_CHAT) == []
    assert not config.root.chat_dir(OTHER_CHAT).exists()
    assert [r.text for r in records(config) if not r.is_bot] == ["허용된 방"]
    ignored = [r for r in caplog.records if "not in [telegram] allowed_chats" in r.getMessage()]
    assert len(ignored) == 1 and str(OTHER_CHAT) in ignored[0].getMessage()


@pytest.mark.anyio
async def test_start_registers_ascii_commands_and_warns_about_privacy_mode(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake = start_fake_telegram(readable=False)
    try:
        config = write_config(tmp_path, fake, None)
        with caplog.at_level(logging.INFO):
            async with running(config):
                pass
    finally:
        fake.close()
    (call,) = fake.calls("setMyCommands")
    assert call.token == TOKEN["클로디"]
    names = [c["command"] for c in call.params["commands"]]
    assert names == [
        "organize", "memory", "recall", "toc", "history", "search", "stats", "decisions",
        "todo", "forget_me", "forget_this", "offrecord", "onrecord", "help",
    ]  # fmt: skip
    assert all(c["description"] and not c["description"].isascii() for c in call.params["commands"])
    warnings = [r.getMessage() for r in caplog.records if "Group Privacy" in r.getMessage()]
    assert len(warnings) == 3 and "@BotFather" in warnings[0]


# PTB itself reads RetryAfter.retry_after (building the error, in its rate limiter) and warns
# that it becomes a timedelta; the product reads it through flood_wait_s, which takes both
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
@pytest.mark.anyio
async def test_a_429_from_telegram_is_waited_out_and_the_answer_still_arrives(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    tg.fail("sendMessage", status=429, retry_after=1, token=TOKEN["클로디"])
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        tg.push_message(CHAT, "@claudy_bot 안녕")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    assert len(tg.calls("sendMessage", TOKEN["클로디"])) == 2
    assert [r.text for r in records(config) if r.is_bot] == [answer_of("클로디")]


@pytest.mark.anyio
async def test_a_crashed_persona_application_is_restarted_without_stopping_the_others(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        tg.fail("getUpdates", status=401, token=TOKEN["코덱스"])
        tg.push_message(CHAT, "@claudy_bot 너는 계속 살아있지?", tokens=[TOKEN["클로디"]])
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
        await tg.until(lambda: len(tg.calls("getMe", TOKEN["코덱스"])) >= 2)
        tg.push_message(CHAT, "@codex_bot 돌아왔어?", tokens=[TOKEN["코덱스"]])
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 2)
    assert [r.token for r in tg.sent_messages(CHAT)] == [TOKEN["클로디"], TOKEN["코덱스"]]
    assert len(tg.calls("getMe", TOKEN["클로디"])) == 1


@pytest.mark.anyio
async def test_a_second_writer_is_refused_naming_the_holder(tmp_path: Path, tg: FakeBotAPI) -> None:
    config = write_config(tmp_path, tg, None)
    with WriterLock(config.root.writer_lock_path()), pytest.raises(WriterLockedError) as info:
        await run_service(config, handle_signals=False, notifier=SystemdNotifier(environ={}))
    assert "process" in str(info.value) and info.value.exit_code == 3
    assert tg.calls("getMe") == []


@pytest.mark.anyio
async def test_a_missing_bot_token_stops_the_service_before_anything_starts(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    config = write_config(tmp_path, tg, None, extra_env={"CODEX_BOT_TOKEN": ""})
    with pytest.raises(ConfigError, match="CODEX_BOT_TOKEN"):
        await run_service(config, handle_signals=False, notifier=SystemdNotifier(environ={}))
    assert not config.root.writer_lock_path().exists()


@pytest.mark.anyio
async def test_ready_and_stopping_are_sent_to_notify_socket(tmp_path: Path, tg: FakeBotAPI) -> None:
    path = str(tmp_path / "notify.sock")
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
        sock.bind(path)
        sock.setblocking(False)
        config = write_config(tmp_path, tg, None)
        stop = anyio.Event()
        notifier = SystemdNotifier(environ={"NOTIFY_SOCKET": path})
        async with anyio.create_task_group() as group:
            group.start_soon(
                partial(run_service, config, stop=stop, handle_signals=False, notifier=notifier)
            )
            with anyio.fail_after(20):
                await anyio.wait_readable(sock)
            assert sock.recv(256).startswith(b"READY=1")
            stop.set()
        assert sock.recv(256) == b"STOPPING=1"


@pytest.mark.anyio
async def test_start_removes_a_left_over_webhook_but_keeps_pending_updates(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = write_config(tmp_path, tg, llm.base_url)
    async with running(config):
        for token in (t for _n, _e, t, _u in PERSONAS):
            calls = tg.calls("deleteWebhook", token)
            assert calls, f"no deleteWebhook for {token}"
            assert str(calls[0].params.get("drop_pending_updates", "false")).lower() == "false"
