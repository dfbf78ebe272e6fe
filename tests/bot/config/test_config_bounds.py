"""Every number of the config has a range, and every bad value (nan, infinities,
negatives, zero, 1e308, absurd sizes, a 5,000-character persona name, a data root that
is a device, a URL that is none, a watcher on "/") stops the real command line with one
line naming the key and exit 2: never a silent setting, never a traceback."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import msgspec
import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import BOUNDS, ConfigFile
from groupchat_memory.watchers.settings import WatcherSettings

BOT = '[[bots]]\nname = "클로디"\ntoken_env = "CLAUDY_BOT_TOKEN"\n'
WATCHER_NUMBERS = [
    ("max_attempts", None), ("settle_seconds", None), ("rescan_seconds", None),
    ("workers", None), ("max_file_bytes", None), ("timeout", "telegram"),
    ("concurrency", "telegram"), ("timeout", "command"), ("concurrency", "command"),
    ("initial", "backoff"), ("factor", "backoff"), ("max", "backoff"),
]  # fmt: skip


def _numbers(struct: type[msgspec.Struct]) -> list[tuple[str, Any]]:
    """(field, type) of every int or float field of a config section."""
    info = msgspec.inspect.type_info(struct)
    assert isinstance(info, msgspec.inspect.StructType)
    out = []
    for field in info.fields:
        kind = field.type
        if isinstance(kind, msgspec.inspect.UnionType):  # `float | None`
            kinds = [t for t in kind.types if not isinstance(t, msgspec.inspect.NoneType)]
            kind = kinds[0] if len(kinds) == 1 else kind
        if isinstance(kind, msgspec.inspect.IntType | msgspec.inspect.FloatType):
            out.append((field.name, kind))
    return out


def test_every_number_of_every_section_has_a_range() -> None:
    sections = {
        "telegram": "TelegramSection", "bot": "BotServiceSection", "memory": "MemorySection",
        "llm": "LLMSection", "mcp": "MCPSection", "bots": "BotSection",
    }  # fmt: skip
    hints = msgspec.structs.fields(ConfigFile)
    types = {f.name: f.type for f in hints}
    found = []
    for section in sections:
        struct = types[section]
        if section == "bots":
            struct = struct.__args__[0]
        found += [f"{section}.{name}" for name, _ in _numbers(struct)]
    # answers_per_minute's range ends at telegram.group_max_rate (tested with the pacing)
    assert sorted(found) == sorted([*BOUNDS, "bot.answers_per_minute"])
    watcher = [f"watcher.{n}" for n, _ in _numbers(WatcherSettings)]
    assert watcher == [f"watcher.{n}" for n, where in WATCHER_NUMBERS if where is None]


def _document(key: str, value: str) -> str:
    """A config file setting ``key`` (``section.name``) to the TOML ``value``."""
    section, name = key.split(".", 1)
    if section == "bots":
        return f"{BOT}{name} = {value}\n"
    return f"[{section}]\n{name} = {value}\n"


def _bad_values(key: str) -> list[str]:
    """TOML values out of ``key``'s range, whatever its type."""
    bounds = BOUNDS[key]
    values = ["nan", "inf", "-inf", "-1", "1e308", "-1e308", "9223372036854775807"]
    if bounds.low > 0 or bounds.above:
        values.append("0")
    if math.isfinite(bounds.high) and bounds.high < 1e6:
        values.append(repr(bounds.high * 10))
    return values


CASES: list[tuple[str, str]] = [
    (_document(key, value), key.replace("bots.", "bots[0].", 1))
    for key in sorted(BOUNDS)
    for value in _bad_values(key)
]
CASES += [
    (f"[watcher]\n{'' if where is None else f'[watcher.{where}]'}\n{name} = {value}\n"
     .replace("[watcher]\n[watcher.telegram]", "[watcher]\n[watcher.telegram]\nchat_id = 1")
     .replace("[watcher]\n[watcher.command]", '[watcher]\n[watcher.command]\nargv = ["true"]'),
     f"watcher.{name if where is None else f'{where}.{name}'}")
    for name, where in WATCHER_NUMBERS
    for value in ("nan", "-1", "1e308", "inf")
]  # fmt: skip
CASES += [
    ('data_dir = "/dev/null"\n', "data_dir"),
    ('data_dir = "/proc/self"\n', "data_dir"),
    ('data_dir = "/sys"\n', "data_dir"),
    ('[telegram]\nbase_url = "not a url"\n', "telegram.base_url"),
    ('[telegram]\nbase_url = "file:///etc/passwd"\n', "telegram.base_url"),
    ('[telegram]\nbase_url = "http://"\n', "telegram.base_url"),
    ('[llm]\nbase_url = "ftp://example.com"\n', "llm.base_url"),
    ('[llm]\nsummary_model = " "\n', "llm.summary_model"),
    (f'{BOT}provider = "openai"\nbase_url = "localhost:8000"\n', "bots[0].base_url"),
    ('[watcher.telegram]\nchat_id = 1\nbase_url = "file:///etc/passwd"\n', "watcher.telegram"),
    ('[watcher]\ndirs = ["/"]\n', "watcher.dirs"),
    ('[watcher]\ndirs = ["/etc"]\n', "watcher.dirs"),
    ('[watcher]\ndirs = ["/proc/1"]\n', "watcher.dirs"),
    ('[watcher.inbox]\ndir = "/"\n', "watcher.inbox.dir"),
    (f'[[bots]]\nname = "{"클" * 5000}"\ntoken_env = "X"\n', "bots[0].name"),
    ('[[bots]]\nname = "클로디\\n민준"\ntoken_env = "X"\n', "bots[0].name"),
    (f'{BOT}persona = "{"너는 클로디. " * 3000}"\n', "bots[0].persona"),
]


@pytest.mark.parametrize(("text", "key"), CASES, ids=[f"{k}:{i}" for i, (_, k) in enumerate(CASES)])
def test_a_bad_value_is_one_line_naming_its_key_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, key: str
) -> None:
    path = tmp_path / "groupchat-memory.toml"
    path.write_text(text, encoding="utf-8")
    data = [] if key == "data_dir" else ["--data-dir", str(tmp_path / "data")]
    code = main(["--config", str(path), *data, "stats", "--chat", "1"])
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2, (text[:200], err)
    assert len(lines) == 1 and (f"`{key}" in lines[0] or f"{key}`" in lines[0]), err
    assert "Traceback" not in err and not out


@pytest.mark.parametrize("command", [["bot"], ["doctor"], ["watch", "--status"], ["mcp"]])
@pytest.mark.parametrize(
    "text",
    ["[telegram]\npoll_timeout = nan\n", "[telegram]\nmax_retries = -1\n",
     'data_dir = "/dev/null"\n', '[telegram]\nbase_url = "file:///etc/passwd"\n',
     "[watcher]\nmax_attempts = 0\n"],
)  # fmt: skip
def test_every_command_refuses_a_bad_value_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str], text: str
) -> None:
    if command[0] == "watch" and not text.startswith(("data_dir", "[watcher]")):
        pytest.skip("the watcher reads only data_dir and [watcher]")
    path = tmp_path / "groupchat-memory.toml"
    path.write_text(text + BOT, encoding="utf-8")
    assert main(["--config", str(path), *command]) == 2
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    said = (out + err).strip().splitlines()
    assert any(("data_dir" in line or "`" in line) for line in said[:1]), said
