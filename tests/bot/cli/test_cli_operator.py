"""What an operator meets: one config lookup for every command (the watcher too), a doctor
that checks the watcher, global options anywhere, and the ready line of ``watch``."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path
from typing import IO

import pytest

from groupchat_memory.base.config_lookup import locate_config, locate_data_dir
from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.cli.commands import bot_ready_line
from groupchat_memory.bot.cli.doctor_watcher import SERVICE_PATH
from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.cli.parser import build_parser
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.watchers import cli as watcher_cli
from tests.botkit import CHAT, PERSONAS, write_config
from tests.fakes.fake_telegram import FakeBotAPI

REPO = Path(__file__).parents[3]


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANU_BOT_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("CREDENTIALS_DIRECTORY", raising=False)
    monkeypatch.chdir(tmp_path)


def test_the_config_lookup_is_flag_then_environment_then_the_working_directory(
    tmp_path: Path,
) -> None:
    assert locate_config(None, {}) is None
    (tmp_path / "groupchat-memory.toml").write_text("", "utf-8")
    assert locate_config(None, {}) == Path("groupchat-memory.toml")
    assert locate_config(None, {"GROUPCHAT_MEMORY_CONFIG": "/etc/x.toml"}) == Path("/etc/x.toml")
    given = Path("given.toml")
    assert locate_config(given, {"GROUPCHAT_MEMORY_CONFIG": "/e"}) == given
    env = {"GROUPCHAT_MEMORY_DATA_DIR": "/env"}
    assert locate_data_dir(None, None, {}) == Path("./memory")
    assert locate_data_dir(None, "./file", {}) == Path("./file")
    assert locate_data_dir(None, "./file", env) == Path("/env")
    assert locate_data_dir(Path("/flag"), "./file", env) == Path("/flag")


def test_watch_reads_the_config_in_the_working_directory_like_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "groupchat-memory.toml"
    config.write_text('data_dir = "./elsewhere"\n[watcher]\nmax_attempt = 3\n', "utf-8")
    assert main(["watch", "--status"]) == 2
    assert "max_attempt" in capsys.readouterr().err
    assert watcher_cli.main(["--status"]) == 2  # python -m watchers: the same lookup
    assert "max_attempt" in capsys.readouterr().err
    config.write_text('data_dir = "./elsewhere"\n[watcher]\nmax_attempts = 3\n', "utf-8")
    settings, root = watcher_cli.resolve(None, None)
    assert settings.max_attempts == 3
    assert root.data_dir == tmp_path / "elsewhere"
    assert main(["watch", "--status"]) == 0


def test_global_options_work_after_the_command_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = '{"sender": "민준", "text": "첫 줄"}\n{"sender": "서연", "text": "둘째 줄"}\n'
    (tmp_path / "in.jsonl").write_text(lines, "utf-8")
    config = tmp_path / "c.toml"
    config.write_text(f'data_dir = "{tmp_path / "data"}"\n', "utf-8")
    assert main(["ingest", "--chat", "5", "in.jsonl", "--config", str(config)]) == 0
    capsys.readouterr()
    assert main(["history", "-n", "1", "--config", str(config)]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith("서연: 둘째 줄")
    assert main(["--config", "missing.toml", "history", "--data-dir", str(tmp_path / "data")]) == 2
    assert "missing.toml" in capsys.readouterr().err  # a flag before the command still counts


def broken_watcher_config(tmp_path: Path) -> Path:
    inbox = tmp_path / "inbox"
    inbox.mkdir(mode=0o755)
    os.chmod(inbox, 0o755)
    config = tmp_path / "groupchat-memory.toml"
    config.write_text(
        f'data_dir = "{tmp_path / "data"}"\n'
        "[telegram]\nallowed_chats = [-100123]\n"
        f'[watcher]\ndirs = ["{tmp_path / "reports"}", "{tmp_path / "data/groupchat/insights"}"]\n'
        f'[watcher.inbox]\ndir = "{inbox}"\n'
        '[watcher.telegram]\nchat_id = 42\nbase_url = "https://api.telegram.org"\n'
        "[watcher.command]\n"
        'argv = ["no-such-cokacdir", "--sendfile", "{path}", "--key", "{key}"]\n',
        "utf-8",
    )
    return config


def test_doctor_checks_the_watcher_and_no_longer_says_everything_is_fine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken_watcher_config(tmp_path)
    assert main(["doctor", "--offline"]) == 1
    out = capsys.readouterr().out
    assert "Everything looks fine" not in out and "problem(s) to fix" in out
    assert "✓ watcher: channels telegram, command, inbox" in out
    assert f"✓ watcher folder {tmp_path / 'reports'}: created on the first start" in out
    assert f"! watcher inbox folder {tmp_path / 'inbox'} is open to other users (0o755)" in out
    assert "✗ watcher telegram: token variable ANU_BOT_TOKEN is not set" in out
    assert "LoadCredential=ANU_BOT_TOKEN" in out
    assert "! watcher telegram: base_url 'https://api.telegram.org' does not end in /bot" in out
    assert "✗ watcher command: 'no-such-cokacdir' is not an executable program" in out
    assert "✗ watcher command: argv uses {key}, derived from the token in ANU_BOT_TOKEN" in out


def test_doctor_flags_a_watched_folder_that_is_not_the_bots_insights_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "groupchat-memory.toml"
    # the old example's relative folder, while the service's data root is elsewhere
    config.write_text(
        f'data_dir = "{tmp_path / "var"}"\n[telegram]\nallowed_chats = [-100123]\n'
        '[watcher]\ndirs = ["./memory/groupchat/insights"]\n',
        "utf-8",
    )
    assert main(["doctor", "--offline"]) == 1
    out = capsys.readouterr().out
    insights = tmp_path / "var" / "groupchat" / "insights"
    assert (
        f"✗ watcher folders {tmp_path / 'memory/groupchat/insights'} do not include the bot's "
        f"insights folder {insights}: the reports would never reach Anu" in out
    )
    assert f"remove [watcher] dirs (the default is {insights})" in out
    config.write_text(
        f'data_dir = "{tmp_path / "var"}"\n[telegram]\nallowed_chats = [-100123]\n', "utf-8"
    )
    assert main(["doctor", "--offline"]) == 0
    assert "do not include the bot's insights folder" not in capsys.readouterr().out


def test_doctor_says_when_the_program_is_only_on_this_shells_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    config = broken_watcher_config(tmp_path)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    program = bin_dir / "no-such-cokacdir"
    program.write_text("#!/bin/sh\nexit 0\n", "utf-8")
    program.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    monkeypatch.setenv("ANU_BOT_TOKEN", "9:SECRET")
    assert main(["doctor", "--offline"]) == 1
    out = capsys.readouterr().out
    assert f"but not on the service's PATH ({SERVICE_PATH})" in out
    assert f"give the absolute path in [watcher.command] argv: {program}" in out
    assert "✓ watcher telegram: token present (ANU_BOT_TOKEN)" in out and "9:SECRET" not in out
    gone = tmp_path / "gone" / "cokacdir"
    original = config.read_text("utf-8")
    config.write_text(original.replace('"no-such-cokacdir"', f'"{gone}"'), "utf-8")
    assert main(["doctor", "--offline"]) == 1
    assert f"✗ watcher command: no executable file at {gone}" in capsys.readouterr().out
    text = original.replace('"no-such-cokacdir"', f'"{program}"')
    config.write_text(text.replace('api.telegram.org"', 'api.telegram.org/bot"'), "utf-8")
    os.chmod(tmp_path / "inbox", 0o700)
    assert main(["doctor", "--offline"]) == 0
    out = capsys.readouterr().out
    assert f"✓ watcher command: {program} is executable" in out and "✗" not in out


def _start_watcher(folder: Path) -> subprocess.Popen[str]:
    """``groupchat-memory watch`` in ``folder`` with a minimal config, its pipes open."""
    (folder / "groupchat-memory.toml").write_text('data_dir = "./data"\n', "utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("GROUPCHAT_MEMORY")}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.Popen(
        [sys.executable, "-m", "groupchat_memory.bot", "watch"],
        cwd=folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def test_watch_prints_one_ready_line_without_debug(tmp_path: Path) -> None:
    watcher = _start_watcher(tmp_path)
    try:
        assert watcher.stdout is not None
        line = watcher.stdout.readline()
    finally:
        watcher.send_signal(signal.SIGTERM)
        _out, err = watcher.communicate(timeout=60)
    insights = tmp_path / "data" / "groupchat" / "insights"
    assert line == (
        f"watcher ready: channels inbox; watching {insights}; data root {tmp_path / 'data'}\n"
    )
    assert watcher.returncode == 0 and err == ""


def _line_within(stream: IO[str], seconds: float) -> str:
    """The next line of a child's pipe, or "" when none comes in time (never hangs)."""
    ready, _, _ = select.select([stream], [], [], seconds)
    return stream.readline() if ready else ""


def test_watch_logs_one_line_per_delivery_without_debug(tmp_path: Path) -> None:
    watcher = _start_watcher(tmp_path)
    try:
        assert watcher.stdout is not None and watcher.stderr is not None
        assert watcher.stdout.readline().startswith("watcher ready: ")
        insights = tmp_path / "data" / "groupchat" / "insights"
        tmp = insights / ".2026-03-15_insight_001.md.tmp"
        tmp.write_text("---\nchat: -100\n---\n# 정리\n", "utf-8")
        tmp.rename(insights / "2026-03-15_insight_001.md")
        line = _line_within(watcher.stderr, 60)
    finally:
        watcher.send_signal(signal.SIGTERM)
        watcher.communicate(timeout=60)
    assert " INFO " in line and "delivered " in line
    assert line.rstrip().endswith("2026-03-15_insight_001.md to inbox (attempt 1)")


def test_bot_prints_one_ready_line_and_one_stopped_line_without_debug(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUPCHAT_", "ANTHROPIC"))}
    env.update({var: token for _name, var, token, _user in PERSONAS}, PYTHONPATH=str(REPO))
    service = subprocess.Popen(
        [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config.source), "bot"],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert service.stdout is not None
        line = service.stdout.readline()
    finally:
        service.send_signal(signal.SIGTERM)
        out, err = service.communicate(timeout=60)
    assert line == (
        f"bot ready: 잼민이, 코덱스, 클로디 (commands); chats {CHAT}; summaries offline; "
        f"archive at 00:00 in this service; data root {tmp_path / 'data'}\n"
    )
    assert service.returncode == 0
    assert out == f"bot stopped: every chat flushed to disk; data root {tmp_path / 'data'}\n"
    assert "INFO" not in err and "DEBUG" not in err  # quiet without --debug


def test_an_output_that_cannot_show_korean_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    lines = '{"sender": "민준", "text": "회비는 10만원"}\n'
    (tmp_path / "in.jsonl").write_text(lines, "utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("GROUPCHAT_")}
    env.update(PYTHONPATH=str(REPO), GROUPCHAT_MEMORY_DATA_DIR=str(tmp_path / "data"))
    command = [sys.executable, "-m", "groupchat_memory.bot"]
    subprocess.run([*command, "ingest", "--chat", "5", "in.jsonl"], cwd=tmp_path, env=env,
                   check=True, capture_output=True, timeout=60)  # fmt: skip
    env["PYTHONIOENCODING"] = "ascii"
    result = subprocess.run([*command, "history"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60)  # fmt: skip
    assert result.returncode == 1
    assert result.stderr == (
        "groupchat-memory: error: the output encoding (ascii) cannot show Korean text; "
        "use a UTF-8 locale (e.g. LANG=C.UTF-8) or set PYTHONIOENCODING=utf-8\n"
    )


def test_the_in_service_archive_can_be_left_to_the_timer(tmp_path: Path) -> None:
    config = tmp_path / "c.toml"
    config.write_text("[archive]\nin_service = false\n", "utf-8")
    loaded = load_config(config, environ={})
    assert loaded.archive.in_service is False
    assert "archive by the timer" in bot_ready_line(loaded)
    assert load_config(None, environ={}).archive.in_service is True
    config.write_text("[archive]\nin_servce = false\n", "utf-8")
    with pytest.raises(ConfigError, match="in_servce"):
        load_config(config, environ={})


def test_watch_takes_retry_failed_as_the_docs_say() -> None:
    parser = build_parser()
    assert parser.parse_args(["watch", "--retry-failed"]).retry_failed is True
    assert parser.parse_args(["watch"]).retry_failed is False
    assert "--retry-failed" in (REPO / "systemd" / "README.md").read_text("utf-8")


def test_version_names_the_installed_package(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == "groupchat-memory 0.1.0"


def test_the_minimal_config_passes_doctor_with_one_bot_token_and_nothing_else(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in [n for n in os.environ if n.startswith(("GROUPCHAT_", "ANTHROPIC_"))]:
        monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "groupchat-memory.toml").write_text(
        (REPO / "groupchat-memory.minimal.toml").read_text("utf-8"), "utf-8"
    )
    monkeypatch.setenv("CLAUDY_BOT_TOKEN", "123456:FAKE")
    assert main(["doctor", "--offline"]) == 0
    out = capsys.readouterr().out
    assert "✗" not in out and "✓ bot 클로디: token present (CLAUDY_BOT_TOKEN)" in out
    monkeypatch.delenv("CLAUDY_BOT_TOKEN")
    assert main(["doctor", "--offline"]) == 1


def test_the_annotated_example_watches_the_bots_own_insights_folder(tmp_path: Path) -> None:
    example = load_config(REPO / "groupchat-memory.example.toml", environ={})
    assert example.watcher.dirs == []
    assert example.llm.offline_fallback is True
