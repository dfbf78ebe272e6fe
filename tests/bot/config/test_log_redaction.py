"""No bot token, API key or raw PII in a log line, whatever the level: the redaction
filter on its own, and the real command line against the fake Bot API with a token that
Telegram rejects at start or revokes while the service runs."""

from __future__ import annotations

import io
import logging
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from telegram.error import InvalidToken

from groupchat_memory.bot.config.logsafe import REDACTOR, Redactor
from groupchat_memory.bot.config.personas import Secret
from tests.botkit import CHAT
from tests.fakes.fake_telegram import FakeBotAPI

TOKEN = "5555555555:AAH" + "q7Xz-_" * 6  # shaped like a real token (46 characters)
SECRET_PART = TOKEN.split(":")[1]


@pytest.fixture
def captured() -> Iterator[tuple[logging.Logger, io.StringIO, Redactor]]:
    """A logger writing through a fresh redactor into a string."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    redactor = Redactor()
    handler.addFilter(redactor)
    logger = logging.getLogger(f"test.redact.{id(stream)}")
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    yield logger, stream, redactor
    logger.removeHandler(handler)


def test_secrets_tokens_and_pii_leave_message_args_and_traceback(
    captured: tuple[logging.Logger, io.StringIO, Redactor],
) -> None:
    logger, stream, redactor = captured
    redactor.add_secret("sk-ant-api03-configured")
    logger.debug("HTTP Request: POST http://127.0.0.1/bot%s/getUpdates", TOKEN)
    logger.info("key %s, text %r", "sk-ant-api03-configured", {"text": "연락처 010-1234-5678"})
    try:
        raise InvalidToken(f"The token `{TOKEN}` was rejected by the server.")
    except InvalidToken:
        logger.exception("start failed for hong@example.com")
    out = stream.getvalue()
    assert SECRET_PART not in out and "sk-ant-api03" not in out
    assert "010-1234-5678" not in out and "hong@example.com" not in out
    assert "/bot***/getUpdates" in out and "key ***" in out
    assert "[전화번호]" in out and "[이메일]" in out
    assert "Traceback" in out and "The token `***` was rejected" in out


def test_a_broken_format_string_is_logged_not_raised(
    captured: tuple[logging.Logger, io.StringIO, Redactor],
) -> None:
    logger, stream, _ = captured
    logger.warning("%d items for %s", "many", TOKEN)
    assert "many" in stream.getvalue() and SECRET_PART not in stream.getvalue()


def test_unregistered_tokens_and_api_keys_are_recognised_by_their_shape() -> None:
    text = f"bot{TOKEN}/getMe key=sk-ant-api03-{'x' * 40} id 12:34 chat -1001234567890"
    assert Redactor().redact(text) == "bot***/getMe key=*** id 12:34 chat -1001234567890"


def test_every_secret_a_config_holds_is_redacted_and_short_values_are_not() -> None:
    Secret("configured-anthropic-key-0042")
    Secret("abc")
    assert REDACTOR.redact("x=configured-anthropic-key-0042 y=abc") == "x=*** y=abc"


# ---------------------------------------------------------------- the real command line


def _config(tmp_path: Path, tg: FakeBotAPI) -> Path:
    path = tmp_path / "groupchat-memory.toml"
    path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n'
        f'[telegram]\nbase_url = "{tg.base_url}"\nallowed_chats = [{CHAT}]\npoll_timeout = 1\n'
        '[llm]\nprovider = "offline"\n'
        '[[bots]]\nname = "클로디"\ntoken_env = "CLAUDY_BOT_TOKEN"\npersona = "너는 클로디."\n'
        "commands = true\n",
        encoding="utf-8",
    )
    return path


def _start(tmp_path: Path, tg: FakeBotAPI, *flags: str) -> tuple[subprocess.Popen[str], Path]:
    """``groupchat-memory [flags] bot`` with the token in its environment; output to a file
    (a --debug run writes more than a pipe holds)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC", "NOTIFY"))}
    env["CLAUDY_BOT_TOKEN"] = TOKEN
    out = tmp_path / "output.txt"
    config = str(_config(tmp_path, tg))
    with out.open("w") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "groupchat_memory.bot", *flags, "--config", config, "bot"],
            cwd=tmp_path,
            env=env,
            stdout=sink,
            stderr=subprocess.STDOUT,
            text=True,
        )
    return proc, out


@pytest.mark.parametrize("flags", [(), ("--debug",)])
def test_a_token_telegram_rejects_at_start_is_one_clear_line_and_exit_2(
    tmp_path: Path, tg: FakeBotAPI, flags: tuple[str, ...]
) -> None:
    proc, out = _start(tmp_path, tg, *flags)
    assert proc.wait(timeout=60) == 2
    output = out.read_text()
    assert SECRET_PART not in output
    errors = [line for line in output.splitlines() if line.startswith("groupchat-memory: error")]
    assert len(errors) == 1
    assert "rejected the bot token of '클로디' ($CLAUDY_BOT_TOKEN)" in errors[0]
    assert "@BotFather" in errors[0]
    if not flags:
        assert "Traceback" not in output


def test_a_token_revoked_while_running_never_reaches_the_debug_log(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    tg.add_bot(TOKEN, "claudy_bot")
    proc, out = _start(tmp_path, tg, "--debug")
    try:
        tg.wait_until(lambda: tg.polls(TOKEN) >= 1, 60)
        tg.push_message(CHAT, "제 연락처는 010-1234-5678 입니다", tokens=[TOKEN])
        tg.wait_until(lambda: tg.confirmed(TOKEN) >= 1, 30)
        tg.revoke(TOKEN)
        # getUpdates refused, then two restarts refused at getMe (1 s and 2 s apart)
        tg.wait_until(lambda: tg.rejected(TOKEN) >= 3, 60)
    finally:
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(timeout=60)
    output = out.read_text()
    assert code == 0, output[-3000:]
    assert SECRET_PART not in output
    assert "010-1234-5678" not in output
    assert "[전화번호]" in output  # the debug log did show the update, masked
    assert "/bot***/getUpdates" in output  # and the request URLs, redacted
    assert "Telegram rejected the bot token of '클로디'" in output
