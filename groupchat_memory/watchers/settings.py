"""The ``[watcher]`` section of the TOML config (groupchat-memory.example.toml), as msgspec Structs.

Unknown keys inside ``[watcher]`` are refused so a typo (``max_attempt``) fails at start
instead of silently using a default; other top-level sections belong to the bot and are
ignored here.
"""

from __future__ import annotations

import math
import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import msgspec

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.base.systemd import read_credential
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.files import DEFAULT_MAX_FILE_BYTES

DEFAULT_TIMEZONE = "Asia/Seoul"
"""The config's default ``timezone``, as the bot's (the watcher imports nothing of the bot)."""


class InboxSettings(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """The inbox index Anu reads when a conversation starts."""

    enabled: bool = True
    # Folder of INBOX.md and inbox.jsonl; default: the first watched folder.
    dir: str | None = None


class TelegramSettings(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """sendDocument to Anu's chat through the Bot API."""

    chat_id: int
    token_env: str = "ANU_BOT_TOKEN"
    base_url: str = "https://api.telegram.org/bot"
    timeout: float = 60.0
    concurrency: int = 1


class CommandSettings(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """An argv template run without a shell, e.g. cokacdir's ``--sendfile``."""

    argv: list[str]
    chat_id: int | str | None = None  # default: [watcher.telegram].chat_id
    key: str | None = None  # default: first 16 hex of sha256(token of token_env)
    token_env: str | None = None  # default: [watcher.telegram].token_env or ANU_BOT_TOKEN
    timeout: float = 60.0
    concurrency: int = 4


class BackoffSettings(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Retry delays: ``initial * factor**(attempt-1)``, capped at ``max`` seconds."""

    initial: float = 5.0
    factor: float = 2.0
    max: float = 900.0

    def delay(self, attempts: int) -> float:
        """Seconds to wait after the ``attempts``-th failed attempt."""
        exponent = max(attempts - 1, 0)
        try:
            return float(min(self.initial * self.factor**exponent, self.max))
        except OverflowError:
            return self.max


# Every number of ``[watcher]``: (key, lowest, highest)
_BOUNDS: tuple[tuple[str, float, float], ...] = (
    ("max_attempts", 1, 1000),
    ("settle_seconds", 0, 3600),
    ("rescan_seconds", 0, 86_400),
    ("workers", 1, 64),
    ("max_file_bytes", 1, 2**31),
    ("telegram.concurrency", 1, 16),
    ("command.concurrency", 1, 64),
    ("backoff.initial", 0, 86_400),
    ("backoff.factor", 1, 10),
    ("backoff.max", 0, 7 * 86_400),
)
# Folders no watcher should walk: the root, the system's, kernel views, a home as a whole
_SYSTEM = frozenset(
    Path(p)
    for p in ("/", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib64", "/opt", "/proc",
              "/root", "/run", "/sbin", "/srv", "/sys", "/tmp", "/usr", "/var")
)  # fmt: skip


def _field(settings: WatcherSettings, key: str) -> float | None:
    """A (dotted) number of the settings; None when its section is not set."""
    value: object = settings
    for part in key.split("."):
        value = getattr(value, part, None)
    return value if isinstance(value, int | float) and not isinstance(value, bool) else None


def _is_url(value: str) -> bool:
    """An http:// or https:// URL with a host."""
    try:
        parts = urlsplit(value)
        return parts.scheme in ("http", "https") and bool(parts.hostname) and value == value.strip()
    except ValueError:
        return False


def _too_wide(entry: str) -> bool:
    """Whether a watched folder is the root, a system folder, a kernel view or a home."""
    path = Path(os.path.realpath(os.path.expanduser(entry)))
    if path in _SYSTEM or path == Path.home():
        return True
    return any(p in path.parents for p in (Path("/proc"), Path("/sys"), Path("/dev")))


class WatcherSettings(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Everything the insight watcher reads from ``[watcher]``."""

    dirs: list[str] = []  # empty: <data root>/groupchat/insights
    inbox: InboxSettings = msgspec.field(default_factory=InboxSettings)
    telegram: TelegramSettings | None = None
    command: CommandSettings | None = None
    max_attempts: int = 8
    backoff: BackoffSettings = msgspec.field(default_factory=BackoffSettings)
    # A created file with no writer seen for this long counts as moved in (mv, link).
    settle_seconds: float = 0.1
    # Safety-net rescan of the folders (missed events, inotify overflow); 0 disables it.
    rescan_seconds: float = 300.0
    workers: int = 4
    # Files larger than this are not delivered (reported in the log and `watch --status`).
    max_file_bytes: int = DEFAULT_MAX_FILE_BYTES
    # The config's top-level `timezone` (INBOX.md shows local times, as every answer does).
    timezone: str = DEFAULT_TIMEZONE

    @property
    def tz(self) -> ZoneInfo:
        """The time zone of the inbox's times."""
        return ZoneInfo(self.timezone)

    def __post_init__(self) -> None:
        for key, low, high in _BOUNDS:
            value = _field(self, key)
            if value is not None and not (math.isfinite(value) and low <= value <= high):
                raise ValueError(
                    f"`watcher.{key}` must be from {low:g} to {high:,g}, got {value!r}"
                )
        for key, low in (("telegram.timeout", 0.0), ("command.timeout", 0.0)):
            value = _field(self, key)
            if value is not None and not (math.isfinite(value) and low < value <= 3600):
                raise ValueError(
                    f"`watcher.{key}` must be more than 0 and at most 3,600 seconds, got {value!r}"
                )
        if self.telegram is not None and not _is_url(self.telegram.base_url):
            raise ValueError(
                "`watcher.telegram.base_url` must be an http:// or https:// URL with a host "
                f"(e.g. https://api.telegram.org/bot), got {self.telegram.base_url[:80]!r}"
            )
        if self.command is not None and not self.command.argv:
            raise ValueError("`watcher.command.argv` must name a program")
        for key, entries in (("dirs", self.dirs), ("inbox.dir", [self.inbox.dir or ""])):
            for entry in entries:
                if entry and _too_wide(entry):
                    raise ValueError(
                        f"`watcher.{key}` {entry!r} is a system folder: name the folder the "
                        "reports are dropped in (default <data root>/groupchat/insights)"
                    )
        try:
            ZoneInfo(self.timezone)
        except (ValueError, ZoneInfoNotFoundError):
            raise ValueError(
                f"timezone {self.timezone!r} is not a known time zone (e.g. Asia/Seoul)"
            ) from None

    def watch_dirs(self, root: DataRoot) -> list[Path]:
        """Absolute folders to watch (relative ones are taken from the working directory)."""
        if not self.dirs:
            return [root.insights_dir().absolute()]
        seen: list[Path] = []
        for entry in self.dirs:
            path = Path(os.path.expanduser(entry)).absolute()
            if path not in seen:
                seen.append(path)
        return seen

    def inbox_dir(self, root: DataRoot) -> Path:
        """Folder of the inbox files."""
        if self.inbox.dir:
            return Path(os.path.expanduser(self.inbox.dir)).absolute()
        return self.watch_dirs(root)[0]


def settings_from_config(config: Mapping[str, Any]) -> WatcherSettings:
    """Pick and validate ``[watcher]`` from an already parsed config document."""
    section = config.get("watcher", {})
    if isinstance(section, dict) and "timezone" not in section:
        section = {**section, "timezone": config.get("timezone", DEFAULT_TIMEZONE)}
    try:
        return msgspec.convert(section, type=WatcherSettings)
    except msgspec.ValidationError as exc:
        problem = str(exc).split(" - at `", 1)[0]
        if problem.startswith("`"):  # our own check, naming its key
            raise ConfigError(f"{problem}; fix the config file") from exc
        raise ConfigError(
            f"invalid [watcher] section: {exc}; fix the config file "
            "(groupchat-memory.example.toml lists every key)"
        ) from exc


def load_config(path: Path | None) -> dict[str, Any]:
    """Parse a TOML config file; a missing ``path`` (None) is an empty config."""
    if path is None:
        return {}
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError as exc:
        raise ConfigError(f"config file {path} does not exist; pass an existing --config") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file {path} is not valid TOML: {exc}; fix that line") from exc
    except OSError as exc:
        raise ConfigError(
            f"cannot read config file {path}: {exc.strerror or exc}; pass a file the "
            "watcher's user can read as --config"
        ) from exc


def read_secret(name: str) -> str | None:
    """A token from the environment, else from systemd credentials (``LoadCredential=``)."""
    return read_credential(name)
