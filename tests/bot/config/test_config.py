"""The TOML configuration: one test per kind of mistake, each checking its message."""

from __future__ import annotations

import dataclasses
import logging
import tomllib
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.config.file import BotServiceSection, Config, load_config
from groupchat_memory.bot.config.personas import Secret
from groupchat_memory.domain.settings import MemorySettings

EXAMPLE = Path(__file__).resolve().parents[3] / "groupchat-memory.example.toml"

GOOD = """
data_dir = "./data"
timezone = "Asia/Seoul"

[telegram]
base_url = "http://127.0.0.1:9/bot"
allowed_chats = [-1001234567890]
admins = [42]

[[bots]]
name = "클로디"
token_env = "CLAUDY_BOT_TOKEN"
persona = "너는 클로디야."
reply_mode = "all"
commands = true

[[bots]]
name = "코덱스"
token_env = "CODEX_BOT_TOKEN"

[memory]
buffer = 30
summary_every = 40
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "groupchat-memory.toml"
    path.write_text(text, encoding="utf-8")
    return path


def load(path: Path, **env: str) -> Config:
    return load_config(path, environ=env)


def test_a_good_file_loads_with_its_values_and_defaults(tmp_path: Path) -> None:
    config = load(write(tmp_path, GOOD), CLAUDY_BOT_TOKEN="1:abc", CODEX_BOT_TOKEN="2:def")
    assert config.data_dir == tmp_path / "data"  # relative to the file, not the shell
    assert config.timezone == ZoneInfo("Asia/Seoul")
    assert config.memory.buffer == 30 and config.memory.summary_every == 40
    assert config.memory.silence_minutes == 30
    assert config.telegram.allowed_chats == [-1001234567890]
    assert [b.name for b in config.bots] == ["클로디", "코덱스"]
    assert config.bots[1].reply_mode == "mention"
    assert config.command_persona is config.bots[0]
    assert config.require_bots()[0].token == Secret("1:abc")
    assert config.is_allowed(-1001234567890) and not config.is_allowed(-100999)


def test_no_file_gives_the_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    config = load_config(None, environ={})
    assert config.source is None
    assert config.data_dir == Path("./memory")
    assert config.timezone == ZoneInfo("Asia/Seoul")
    assert config.bots == ()


def test_the_data_dir_override_wins_over_the_file(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, GOOD), data_dir_override=tmp_path / "x", environ={})
    assert config.data_dir == tmp_path / "x"


def test_the_annotated_example_file_is_valid() -> None:
    config = load_config(EXAMPLE, environ={})
    assert len(config.bots) == 3
    assert [b.name for b in config.bots] == ["잼민이", "코덱스", "클로디"]


def test_an_unknown_key_is_named_with_its_section_and_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("buffer = 30", "bufer = 30"))
    with pytest.raises(ConfigError, match=r"unknown key `memory\.bufer`") as info:
        load(path)
    assert str(path) in str(info.value)
    assert info.value.exit_code == 2


def test_an_unknown_key_inside_a_bot_names_the_bot_index(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace('token_env = "CODEX_BOT_TOKEN"', 'token_env = "C"\ntokn=1'))
    with pytest.raises(ConfigError, match=r"unknown key `bots\[1\]\.tokn`"):
        load(path)


def test_an_unknown_top_level_section_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"unknown key `telegarm`"):
        load(write(tmp_path, GOOD + "\n[telegarm]\nx = 1\n"))


def test_a_wrong_type_names_the_key_and_both_types(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("buffer = 30", 'buffer = "30"'))
    with pytest.raises(
        ConfigError, match=r"wrong type for `memory\.buffer`: expected int, got str"
    ):
        load(path)


def test_a_chat_id_given_as_a_string_is_a_wrong_type(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("[-1001234567890]", '["-1001234567890"]'))
    with pytest.raises(ConfigError, match=r"`telegram\.allowed_chats\[0\]`: expected int"):
        load(path)


def test_a_bad_reply_mode_lists_the_allowed_values(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace('reply_mode = "all"', 'reply_mode = "every"'))
    with pytest.raises(ConfigError, match=r"`bots\[0\]\.reply_mode`: use \"mention\" or \"all\""):
        load(path)


def test_a_bot_without_token_env_is_a_missing_key(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace('token_env = "CODEX_BOT_TOKEN"\n', ""))
    with pytest.raises(ConfigError, match=r"missing key `bots\[1\]\.token_env`"):
        load(path)


def test_a_missing_token_names_the_variable_and_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD)
    config = load(path, CLAUDY_BOT_TOKEN="1:abc")
    with pytest.raises(ConfigError, match=r"bots\[1\]\.token_env.*CODEX_BOT_TOKEN") as info:
        config.require_bots()
    assert str(path) in str(info.value)
    assert info.value.exit_code == 2


def test_a_token_pasted_into_token_env_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace('"CODEX_BOT_TOKEN"', '"123456:AAF-secret"'))
    with pytest.raises(ConfigError, match=r"must be the NAME of an environment variable"):
        load(path)


def test_the_service_needs_at_least_one_bot(tmp_path: Path) -> None:
    config = load(write(tmp_path, 'data_dir = "x"\n'))
    with pytest.raises(ConfigError, match=r"no \[\[bots\]\] configured"):
        config.require_bots()


def test_two_bots_with_the_same_name_are_refused(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace('name = "코덱스"', 'name = "클로디"'))
    with pytest.raises(ConfigError, match=r"`bots\[1\]\.name` '클로디' is used twice"):
        load(path)


def test_two_command_bots_are_refused(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        GOOD.replace(
            'token_env = "CODEX_BOT_TOKEN"', 'token_env = "CODEX_BOT_TOKEN"\ncommands = true'
        ),
    )
    with pytest.raises(ConfigError, match=r"only one bot may answer the memory commands"):
        load(path)


def test_an_unknown_time_zone_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("Asia/Seoul", "Asia/Sejong"))
    with pytest.raises(ConfigError, match=r"`timezone` 'Asia/Sejong' is not a known time zone"):
        load(path)


def test_a_non_positive_number_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("summary_every = 40", "summary_every = 0"))
    with pytest.raises(
        ConfigError, match=r"`memory\.summary_every` must be from 1 to 1,000,000 messages, got 0"
    ):
        load(path)


def test_broken_toml_reports_the_line(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("buffer = 30", "buffer = = 30"))
    with pytest.raises(ConfigError, match=r"not valid TOML: .*line 22.*; fix that line"):
        load(path)


def test_a_config_that_is_not_utf8_says_how_to_save_it(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(GOOD.encode("utf-8") + b"# caf\xe9 (written in Latin-1)\n")
    with pytest.raises(ConfigError, match=r"not UTF-8 text: .*; save it as UTF-8"):
        load(path)


def test_a_config_path_that_cannot_be_read_says_what_to_pass(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"cannot read the config file: .*--config FILE"):
        load(tmp_path)  # a folder


def test_a_missing_file_says_how_to_make_one(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"config file not found; copy groupchat-memory"):
        load(tmp_path / "nope.toml")


def test_tokens_come_from_systemd_credentials_when_not_in_the_environment(
    tmp_path: Path,
) -> None:
    creds = tmp_path / "creds"
    creds.mkdir()
    (creds / "CLAUDY_BOT_TOKEN").write_text("1:fromfile\n")
    (creds / "CODEX_BOT_TOKEN").write_text("2:fromfile\n")
    config = load(write(tmp_path, GOOD), CREDENTIALS_DIRECTORY=str(creds))
    assert [b.token for b in config.require_bots()] == [Secret("1:fromfile"), Secret("2:fromfile")]


def test_secrets_never_show_in_reprs_or_logs(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config = load(
        write(tmp_path, GOOD),
        CLAUDY_BOT_TOKEN="1:topsecret",
        CODEX_BOT_TOKEN="2:topsecret",
        ANTHROPIC_API_KEY="sk-topsecret",
    )
    with caplog.at_level(logging.DEBUG):
        logging.getLogger("test").info("config: %s %r", config, config.bots)
    assert "topsecret" not in repr(config)
    assert "topsecret" not in caplog.text
    assert config.anthropic_api_key is not None
    assert config.anthropic_api_key.reveal() == "sk-topsecret"


def test_the_watcher_section_is_validated_with_the_watchers_types(tmp_path: Path) -> None:
    text = GOOD + '\n[watcher]\ndirs = ["./in"]\n[watcher.telegram]\nchat_id = 5\n'
    config = load(write(tmp_path, text))
    assert config.watcher.dirs == ["./in"]
    assert config.watcher.telegram is not None and config.watcher.telegram.chat_id == 5
    with pytest.raises(ConfigError, match=r"unknown key `watcher\.telegram\.chatid`"):
        load(write(tmp_path, text.replace("chat_id = 5", "chatid = 5")))


def test_the_llm_section_becomes_the_summarizers_settings(tmp_path: Path) -> None:
    text = GOOD + '\n[llm]\nprovider = "anthropic"\nsummary_model = "claude-haiku-4-5"\n'
    config = load(write(tmp_path, text), ANTHROPIC_API_KEY="sk-x")
    settings = config.llm_settings()
    assert settings.provider == "anthropic" and settings.api_key == "sk-x"
    assert settings.summary_model == "claude-haiku-4-5"


def test_the_write_retry_and_buffer_settings_reach_the_actors(tmp_path: Path) -> None:
    text = GOOD + (
        "pending_max = 500\nwrite_retry_s = 0.25\nwrite_retry_max_s = 10.0\n"
        "degraded_watchdog_s = 120\nsummary_timeout_s = 90\ninsight_max_messages = 300\n"
    )
    memory = load(write(tmp_path, text)).memory
    assert (memory.pending_max, memory.write_retry_s, memory.write_retry_max_s) == (500, 0.25, 10)
    assert memory.degraded_watchdog_s == 120 and memory.summary_timeout_s == 90
    assert memory.insight_max_messages == 300 and memory.seen_ids == 2000


def test_a_wrong_type_in_a_memory_setting_names_the_key(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + 'pending_max = "many"\n')
    with pytest.raises(ConfigError, match=r"wrong type for `memory\.pending_max`: expected int"):
        load(path)
    path = write(tmp_path, GOOD + "write_retry_s = [1]\n")
    with pytest.raises(ConfigError, match=r"wrong type for `memory\.write_retry_s`"):
        load(path)


def test_memory_settings_must_be_positive_and_the_retry_cap_not_below_the_first_retry(
    tmp_path: Path,
) -> None:
    with pytest.raises(
        ConfigError, match=r"`memory\.degraded_watchdog_s` must be more than 0 and at most"
    ):
        load(write(tmp_path, GOOD + "degraded_watchdog_s = 0\n"))
    with pytest.raises(ConfigError, match=r"`memory\.write_retry_max_s` \(0\.1\) must not be"):
        load(write(tmp_path, GOOD + "write_retry_s = 1.0\nwrite_retry_max_s = 0.1\n"))


def test_the_example_file_sets_every_memory_setting_to_its_default(tmp_path: Path) -> None:
    example = Path(__file__).resolve().parents[3] / "groupchat-memory.example.toml"
    memory = load(example).memory
    # the configuration's defaults: MemorySettings' own, with semantic recall on (and the
    # subject words, which follow it: no key of their own)
    assert memory == MemorySettings(
        tz=memory.tz, semantic_recall=True, subject_words=True, personas=memory.personas
    )
    listed = tomllib.loads(example.read_text("utf-8"))["memory"]
    derived = {"tz", "personas", "subject_words"}
    assert set(listed) == {f.name for f in dataclasses.fields(MemorySettings)} - derived


PACED = GOOD.replace("[memory]", "[bot]\nsettle_s = 0.5\nanswers_per_minute = 5\n\n[memory]")


def test_the_reply_pacing_is_the_bot_section(tmp_path: Path) -> None:
    paced = load(write(tmp_path, PACED)).bot_service
    assert (paced.settle_s, paced.answers_per_minute, paced.one_voice) == (0.5, 5, True)
    assert load(write(tmp_path, GOOD)).bot_service == BotServiceSection()


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("answers_per_minute = 30", r"`bot\.answers_per_minute` must be from 0 \(no cap\) to "
         r"`telegram\.group_max_rate` \(20\), got 30: more answers than Telegram sends"),
        ("answers_per_minute = -1", r"`bot\.answers_per_minute` must be from 0"),
        ("settle_s = -1.0", r"`bot\.settle_s` must be from 0 to 300 seconds, got -1\.0"),
        ("settle_max_s = 0.2", r"`bot\.settle_max_s` \(0\.2\) must not be below `bot\.settle_s`"),
        ("stale_after_s = 0", r"`bot\.stale_after_s` must be more than 0 and at most 86,400"),
        ("memory_wait_s = 0", r"`bot\.memory_wait_s` must be more than 0 .* seconds, got 0"),
        ("memory_wait_s = inf", r"`bot\.memory_wait_s` must be more than 0 .* got inf"),
        ("one_voice = \"yes\"", r"wrong type for `bot\.one_voice`: expected bool, got str"),
        ("pace = 3", r"unknown key `bot\.pace`"),
    ],
)  # fmt: skip
def test_a_reply_pacing_out_of_range_names_the_key(tmp_path: Path, line: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load(write(tmp_path, GOOD.replace("[memory]", f"[bot]\n{line}\n\n[memory]")))


def test_the_example_file_lists_every_pacing_key_at_its_default() -> None:
    assert load(EXAMPLE).bot_service == BotServiceSection()
    listed = tomllib.loads(EXAMPLE.read_text("utf-8"))["bot"]
    assert set(listed) == set(BotServiceSection.__struct_fields__)
