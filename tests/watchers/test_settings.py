"""The [watcher] config section: defaults, typos refused, secrets from env or credentials."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.channels import (
    CommandChannel,
    TelegramChannel,
    build_channels,
    derive_key,
)
from groupchat_memory.watchers.cli import main, resolve
from groupchat_memory.watchers.inbox import InboxChannel
from groupchat_memory.watchers.meta import parse_meta
from groupchat_memory.watchers.settings import BackoffSettings, settings_from_config


def test_an_empty_section_watches_the_data_roots_insights_with_the_inbox_only(
    tmp_path: Path,
) -> None:
    settings = settings_from_config({})
    root = DataRoot(tmp_path)
    assert settings.watch_dirs(root) == [root.insights_dir()]
    channels = build_channels(settings, root)
    assert [type(c) for c in channels] == [InboxChannel]


def test_a_typo_in_the_section_is_a_config_error_that_names_the_key() -> None:
    with pytest.raises(ConfigError, match="max_attempt"):
        settings_from_config({"watcher": {"max_attempt": 3}})
    with pytest.raises(ConfigError, match="max_attempts"):
        settings_from_config({"watcher": {"max_attempts": 0}})


def test_backoff_grows_exponentially_and_is_capped() -> None:
    backoff = BackoffSettings(initial=2.0, factor=3.0, max=50.0)
    assert [backoff.delay(n) for n in (1, 2, 3, 4, 10_000)] == [2.0, 6.0, 18.0, 50.0, 50.0]


def test_the_telegram_token_comes_from_the_environment_or_systemd_credentials(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    section = {"watcher": {"telegram": {"chat_id": 5}, "inbox": {"enabled": False}}}
    monkeypatch.delenv("ANU_BOT_TOKEN", raising=False)
    monkeypatch.delenv("CREDENTIALS_DIRECTORY", raising=False)
    with pytest.raises(ConfigError, match="ANU_BOT_TOKEN"):
        build_channels(settings_from_config(section), DataRoot(tmp_path))
    creds = tmp_path / "creds"
    creds.mkdir()
    (creds / "ANU_BOT_TOKEN").write_text("1:from-credentials\n")
    monkeypatch.setenv("CREDENTIALS_DIRECTORY", str(creds))
    (channel,) = build_channels(settings_from_config(section), DataRoot(tmp_path))
    assert isinstance(channel, TelegramChannel) and channel.chat_id == 5


def test_the_command_key_is_derived_from_the_bot_token_unless_configured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ANU_BOT_TOKEN", "9:secret")
    argv = ["cokacdir", "--sendfile", "{path}", "--chat", "{chat_id}", "--key", "{key}"]
    section = {"watcher": {"command": {"argv": argv, "chat_id": 1}, "inbox": {"enabled": False}}}
    (derived,) = build_channels(settings_from_config(section), DataRoot(tmp_path))
    assert isinstance(derived, CommandChannel) and derived.key == derive_key("9:secret")
    section["watcher"]["command"]["key"] = "fixedkey"  # type: ignore[index]
    (fixed,) = build_channels(settings_from_config(section), DataRoot(tmp_path))
    assert isinstance(fixed, CommandChannel) and fixed.key == "fixedkey"
    no_chat = {"watcher": {"command": {"argv": argv, "key": "k"}}}
    with pytest.raises(ConfigError, match="chat_id"):
        build_channels(settings_from_config(no_chat), DataRoot(tmp_path))


def test_a_config_without_any_channel_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no channel"):
        build_channels(
            settings_from_config({"watcher": {"inbox": {"enabled": False}}}), DataRoot(tmp_path)
        )


def test_data_dir_comes_from_the_flag_then_the_environment_then_the_config(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "c.toml"
    config.write_text(f'data_dir = "{tmp_path / "from-config"}"\n')
    monkeypatch.delenv("GROUPCHAT_MEMORY_DATA_DIR", raising=False)
    assert resolve(config, None)[1].data_dir == tmp_path / "from-config"
    monkeypatch.setenv("GROUPCHAT_MEMORY_DATA_DIR", str(tmp_path / "from-env"))
    assert resolve(config, None)[1].data_dir == tmp_path / "from-env"
    assert resolve(config, tmp_path / "flag")[1].data_dir == tmp_path / "flag"


def test_the_cli_exits_2_on_a_bad_config_and_prints_status_of_an_empty_root(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[watcher]\nmax_attempts = 'many'\n")
    assert main(["--config", str(bad), "--data-dir", str(tmp_path)]) == 2
    assert "invalid [watcher] section" in capsys.readouterr().err
    bad.write_text("[watcher\n")
    assert main(["--config", str(bad), "--data-dir", str(tmp_path)]) == 2
    assert "is not valid TOML" in (err := capsys.readouterr().err) and "fix that line" in err
    assert main(["--config", str(tmp_path), "--data-dir", str(tmp_path)]) == 2
    assert "cannot read config file" in (err := capsys.readouterr().err) and "--config" in err
    assert main(["--data-dir", str(tmp_path), "--status"]) == 0
    assert "no deliveries recorded yet" in capsys.readouterr().out


def test_titles_come_from_front_matter_then_the_first_heading_then_the_name() -> None:
    front = "---\ntitle: '결론: 배포'\nchat_title: AI집단지성\nperiod_from: 2026-01-01\n---\n# H\n"
    meta = parse_meta(front, "fallback")
    assert (meta.title, meta.chat, meta.period) == ("결론: 배포", "AI집단지성", "2026-01-01 ~")
    assert parse_meta("intro\n# 핵심 논점\n", "fallback").title == "핵심 논점"
    assert parse_meta("---\nunclosed: yes\n", "name").title == "name"


def test_the_inbox_uses_the_configs_time_zone_and_a_bad_one_is_a_config_error() -> None:
    assert settings_from_config({}).timezone == "Asia/Seoul"
    assert settings_from_config({"timezone": "UTC", "watcher": {}}).tz.key == "UTC"
    with pytest.raises(ConfigError, match="Mars/Olympus"):
        settings_from_config({"timezone": "Mars/Olympus"})
