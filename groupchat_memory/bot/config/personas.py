"""The ``[[bots]]``, ``[privacy]`` and ``[mcp]`` sections: who the personas are, which model
each one answers with, and what may leave the machine.

A persona's ``provider`` picks its model: ``anthropic`` (the key of ``[llm]``, or its own
``api_key_env``), ``openai`` (any Chat Completions endpoint at ``base_url``; the key may
be absent for a local server) or ``command`` (``argv``, no shell, prompt on stdin, run
in a bubblewrap sandbox with only the variables its ``env`` names).
Keys are read like bot tokens: from the environment or ``$CREDENTIALS_DIRECTORY``.
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import site
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import msgspec

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.base.systemd import read_credential
from groupchat_memory.bot.config.logsafe import REDACTOR
from groupchat_memory.llm.sandbox import AGENT_HOMES, Limits, RunAs, Sandbox
from groupchat_memory.llm.settings import PersonaModel, PersonaProvider

DEFAULT_PERSONA_MODEL = "claude-sonnet-4-5"
ReplyMode = Literal["mention", "all"]
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
COMMAND_TIMEOUT_S = 120.0
PROGRAM = Path(__file__).resolve().parents[2]  # the installed groupchat_memory package


class LLMSection(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[llm]``: the summaries' model, and the Anthropic key and URL personas share.

    Maps to ``llm.settings.LLMSettings`` (see ``Config.llm_settings``); the key itself
    is read from the variable ``api_key_env`` names, never from this file. ``provider =
    "openai"`` summarizes on any Chat Completions endpoint (set ``base_url``,
    ``api_key_env`` and ``summary_model`` to match it).
    """

    provider: Literal["auto", "anthropic", "openai", "offline"] = "auto"
    summary_model: str = "claude-haiku-4-5"
    api_key_env: str = "ANTHROPIC_API_KEY"
    base_url: str | None = None
    max_tokens: int = 1024
    max_retries: int = 2
    timeout_s: float = 60.0
    offline_fallback: bool = True


class BotSection(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """One ``[[bots]]`` entry: a persona with its own bot token and its own model."""

    name: str
    token_env: str
    persona: str = ""
    model: str = DEFAULT_PERSONA_MODEL
    reply_mode: ReplyMode = "mention"
    commands: bool = False
    max_tokens: int = 1024
    provider: PersonaProvider = "anthropic"
    base_url: str | None = None
    api_key_env: str | None = None
    argv: list[str] = []
    timeout_s: float | None = None
    env: list[str] = []
    sandbox: bool = True
    writable: list[str] | None = None
    network: bool = False
    processes: int = Limits.processes
    memory_mb: int = Limits.memory_mb
    tmp_mb: int = Limits.tmp_mb
    run_as: str | None = None


# The keys only a ``command`` persona has, with what they mean when left out.
_COMMAND_ONLY: dict[str, object] = {
    "env": [],
    "sandbox": True,
    "writable": None,
    "network": False,
    "processes": Limits.processes,
    "memory_mb": Limits.memory_mb,
    "tmp_mb": Limits.tmp_mb,
    "run_as": None,
}


class PrivacySection(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[privacy]``: raw (unmasked) chat text reaches a model only when this says so;
    ``offrecord_admins_only``: only chat admins may start ``/비공개``."""

    raw_text_to_models: bool = False
    offrecord_admins_only: bool = False


class MCPSection(msgspec.Struct, forbid_unknown_fields=True, kw_only=True, frozen=True):
    """``[mcp]``: the chats MCP tools may read (empty: ``[telegram] allowed_chats``)."""

    chats: list[int] = []
    max_answer_chars: int = 20_000


class Secret:
    """A secret string that prints as ``***`` so it cannot leak into logs."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value
        REDACTOR.add_secret(value)  # never in a log line, whoever logs it

    def reveal(self) -> str:
        """The actual value: pass it straight to the library that needs it."""
        return self._value

    def __repr__(self) -> str:
        return "Secret('***')"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Secret) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


def read_secret(name: str, environ: Mapping[str, str] | None = None) -> Secret | None:
    """A secret from the environment, else from ``$CREDENTIALS_DIRECTORY/<name>``."""
    value = read_credential(name, environ)
    return Secret(value) if value is not None else None


@dataclass(frozen=True)
class PersonaConfig:
    """A bot persona with its token (and its model's key) resolved; None when unset."""

    index: int
    name: str
    token_env: str
    token: Secret | None
    persona: str
    model: str
    reply_mode: ReplyMode
    commands: bool
    max_tokens: int
    provider: PersonaProvider = "anthropic"
    base_url: str | None = None
    api_key_env: str | None = None
    api_key: Secret | None = None
    argv: tuple[str, ...] = ()
    timeout_s: float | None = None
    env: tuple[tuple[str, Secret], ...] = ()
    sandbox: bool = True
    writable: tuple[str, ...] = AGENT_HOMES
    limits: Limits = field(default_factory=Limits)
    run_as: RunAs | None = None


def check_bots(
    bots: Sequence[BotSection],
    where: str,
    other_tokens: Sequence[str] = (),
    config_file: Path | None = None,
) -> None:
    """Rules a type cannot express: unique names and tokens, provider keys that fit, no
    persona handed a bot token (``other_tokens``: the watcher's) through ``env``, and none
    able to write the config (``config_file``), the program or the Python it runs on."""
    protected = [(Path(os.path.realpath(PROGRAM)), "the groupchat-memory program")]
    python = "the Python the service runs on"
    protected.extend((Path(os.path.realpath(f)), python) for f in _python_folders())
    if config_file is not None:
        protected.append((Path(os.path.realpath(config_file)), "the config file"))
    names: set[str] = set()
    envs: set[str] = set()
    tokens = {b.token_env for b in bots} | set(other_tokens)
    for i, bot in enumerate(bots):
        at = f"{where}: `bots[{i}]"
        if not bot.name.strip():
            raise ConfigError(f"{at}.name` is empty: give the persona a name")
        if bot.name in names:
            raise ConfigError(f"{at}.name` {bot.name!r} is used twice")
        if bot.token_env in envs:
            raise ConfigError(
                f"{at}.token_env` {bot.token_env!r} is used twice: "
                "each persona needs its own bot token"
            )
        for key, value in (("token_env", bot.token_env), ("api_key_env", bot.api_key_env)):
            if value is not None and not _ENV_NAME.fullmatch(value):
                raise ConfigError(
                    f"{at}.{key}` must be the NAME of an environment variable "
                    "(e.g. CLAUDY_BOT_TOKEN), never the secret itself"
                )
        names.add(bot.name)
        envs.add(bot.token_env)
        _check_provider(bot, at)
        _check_env(bot, at, tokens, protected)
        _check_run_as(bot, at)
    flagged = [i for i, bot in enumerate(bots) if bot.commands]
    if len(flagged) > 1:
        raise ConfigError(
            f"{where}: `bots[{flagged[1]}].commands`: only one bot may answer the memory "
            f"commands (bots[{flagged[0]}] already does)"
        )


def _check_provider(bot: BotSection, at: str) -> None:
    """Keys that belong to another provider are mistakes worth naming."""
    if bot.timeout_s is not None and bot.timeout_s <= 0:
        raise ConfigError(f"{at}.timeout_s` must be a positive number of seconds")
    if bot.max_tokens <= 0:
        raise ConfigError(f"{at}.max_tokens` must be a positive number")
    if bot.provider == "command":
        if not bot.argv or not bot.argv[0].strip():
            raise ConfigError(
                f'{at}.argv`: provider = "command" needs argv, the program and its '
                'arguments as a list (e.g. ["claude", "-p"]); no shell is used'
            )
        for key in ("base_url", "api_key_env"):
            if getattr(bot, key) is not None:
                raise ConfigError(f'{at}.{key}` does not apply to provider = "command": remove it')
    else:
        for key, default in (("argv", []), *_COMMAND_ONLY.items()):
            if getattr(bot, key) != default:
                raise ConfigError(
                    f'{at}.{key}` applies only to provider = "command" (this persona uses '
                    f"{bot.provider!r}): remove it or change the provider"
                )
    if bot.base_url is not None and not re.match(r"https?://", bot.base_url):
        raise ConfigError(f"{at}.base_url` must start with http:// or https://")


def _check_env(
    bot: BotSection, at: str, tokens: set[str], protected: Sequence[tuple[Path, str]]
) -> None:
    """``env`` holds variable names, and never a bot token's; ``writable`` is neither the
    whole machine nor a folder holding what the service runs on (``protected``: the
    config file, the installed program)."""
    for name in bot.env:
        if not _ENV_NAME.fullmatch(name):
            raise ConfigError(
                f"{at}.env` must list NAMES of environment variables (e.g. "
                f'["ANTHROPIC_API_KEY"]), never a secret itself: {name[:20]!r}...'
            )
        if name in tokens:
            raise ConfigError(
                f"{at}.env` names {name}, a bot token: a persona's program never gets a bot "
                "token; remove it from env"
            )
    for path in bot.writable or ():
        if not (path.startswith("~/") or path.startswith("/")):
            raise ConfigError(
                f"{at}.writable` needs absolute paths or paths below ~/ (got {path!r})"
            )
        where = Path(os.path.realpath(os.path.expanduser(path)))
        if where == Path("/"):
            raise ConfigError(
                f"{at}.writable` lists {path!r}: the whole machine writable is no sandbox; "
                "name the agent's own folders (default ~/.claude, ~/.claude.json, ~/.codex)"
            )
        for kept, what in protected:
            if kept == where or where in kept.parents or kept in where.parents:
                raise ConfigError(
                    f"{at}.writable` lists {path!r}, which holds or lies in {what} ({kept}): "
                    "the persona could rewrite it; name a folder of the agent's own instead"
                )


def _python_folders() -> list[str]:
    """The folders the service's Python imports from: its environment, its standard
    library and its site-packages (a file a persona put there would run in the service,
    outside the sandbox, with the bot tokens)."""
    folders = [sys.prefix, sys.base_prefix, *site.getsitepackages()]
    if site.ENABLE_USER_SITE:
        folders.append(site.getusersitepackages())
    return [f for f in dict.fromkeys(folders) if f and os.path.isdir(f)]


def _check_run_as(bot: BotSection, at: str) -> None:
    """``run_as`` names an existing user other than root."""
    if bot.run_as is None:
        return
    user = _user(bot.run_as)
    if user is None:
        raise ConfigError(f"{at}.run_as` {bot.run_as!r} is no user on this machine")
    if user.uid == 0:
        raise ConfigError(f'{at}.run_as` must be a user other than root (e.g. "nobody")')


def _user(name: str) -> RunAs | None:
    """The user ``name`` (or a numeric uid) names, if it exists."""
    try:
        entry = pwd.getpwuid(int(name)) if name.isdigit() else pwd.getpwnam(name)
    except KeyError:
        return None
    return RunAs(name=entry.pw_name, uid=entry.pw_uid, gid=entry.pw_gid, home=entry.pw_dir)


def root_refusal(bots: Sequence[PersonaConfig], where: str, euid: int) -> ConfigError | None:
    """Why the service must not start as root (``euid`` 0): a command persona that would run
    as root, where its sandbox can still read /root and every file only root may read."""
    if euid != 0:
        return None
    for bot in bots:
        if bot.provider == "command" and bot.run_as is None:
            return ConfigError(f"{where}: {root_problem(bot)}: {ROOT_FIX.format(i=bot.index)}")
    return None


ROOT_FIX = (
    "run the service as its own user (systemd/groupchat-memory-bot.service has "
    'User=groupchat-memory), or set run_as = "nobody" in bots[{i}] to start the persona as '
    "that user"
)


def root_problem(bot: PersonaConfig) -> str:
    """The one-line problem of a command persona under a service running as root."""
    return (
        f"bots[{bot.index}] {bot.name!r} is a command persona and the service runs as root: "
        "its program would run as root (its sandbox can still read /root and files only "
        "root may read)"
    )


def unsandboxed_refusal(bots: Sequence[PersonaConfig], where: str) -> ConfigError | None:
    """Why the service must not start: a sandboxed command persona without bwrap or prlimit."""
    for bot in bots:
        if bot.provider == "command" and bot.sandbox and shutil.which("bwrap") is None:
            return ConfigError(
                f"{where}: bots[{bot.index}] {bot.name!r} is a command persona, which runs in a "
                "bubblewrap sandbox, but `bwrap` is not installed: apt-get install bubblewrap "
                f"(or, to run it unsandboxed where it can read every chat's log and the "
                f"credentials, set sandbox = false in bots[{bot.index}])"
            )
        if bot.provider == "command" and bot.sandbox and shutil.which("prlimit") is None:
            return ConfigError(
                f"{where}: bots[{bot.index}] {bot.name!r} is a command persona, whose sandbox "
                "bounds its processes and memory with `prlimit`, which is not installed: "
                "apt-get install util-linux"
            )
    return None


def resolve_personas(
    bots: Sequence[BotSection], env: Mapping[str, str]
) -> tuple[PersonaConfig, ...]:
    """The personas with their secrets read (None when a variable is unset)."""
    return tuple(
        PersonaConfig(
            index=i,
            name=b.name,
            token_env=b.token_env,
            token=read_secret(b.token_env, env),
            persona=b.persona,
            model=b.model,
            reply_mode=b.reply_mode,
            commands=b.commands,
            max_tokens=b.max_tokens,
            provider=b.provider,
            base_url=b.base_url,
            api_key_env=b.api_key_env,
            api_key=read_secret(b.api_key_env, env) if b.api_key_env else None,
            argv=tuple(b.argv),
            timeout_s=b.timeout_s,
            env=tuple((n, s) for n in b.env if (s := read_secret(n, env)) is not None),
            sandbox=b.sandbox,
            writable=AGENT_HOMES if b.writable is None else tuple(b.writable),
            limits=Limits(
                processes=b.processes, memory_mb=b.memory_mb, tmp_mb=b.tmp_mb, network=b.network
            ),
            run_as=_user(b.run_as) if b.run_as is not None else None,
        )
        for i, b in enumerate(bots)
    )


def persona_models(
    personas: Sequence[PersonaConfig],
    llm: LLMSection,
    anthropic_key: Secret | None,
    hidden: tuple[str, ...],
) -> list[PersonaModel]:
    """Each persona's model settings with keys revealed: build them only where needed.

    An ``anthropic`` persona uses its own ``api_key_env`` or the ``[llm]`` key and base
    URL; an ``openai`` persona without ``api_key_env`` sends no key (a local server).
    A ``command`` persona's sandbox hides the ``hidden`` folders (data root, credentials).
    """
    bwrap = shutil.which("bwrap") or "bwrap"
    prlimit = shutil.which("prlimit") or "/usr/bin/prlimit"
    models: list[PersonaModel] = []
    for p in personas:
        key_env: str | None = p.api_key_env
        key = p.api_key
        base_url = p.base_url
        if p.provider == "anthropic":
            if key_env is None:
                key_env, key = llm.api_key_env, anthropic_key
            base_url = base_url or llm.base_url
        default_timeout = COMMAND_TIMEOUT_S if p.provider == "command" else llm.timeout_s
        models.append(
            PersonaModel(
                name=p.name,
                persona=p.persona,
                provider=p.provider,
                model=p.argv[0] if p.provider == "command" else p.model,
                max_tokens=p.max_tokens,
                timeout_s=p.timeout_s or default_timeout,
                max_retries=llm.max_retries,
                base_url=base_url,
                api_key=key.reveal() if key else None,
                api_key_env=key_env,
                missing_key=key_env is not None and key is None,
                argv=p.argv,
                env=tuple((n, s.reveal()) for n, s in p.env),
                sandbox=Sandbox(bwrap, hidden, p.writable, p.limits, prlimit)
                if p.provider == "command" and p.sandbox
                else None,
                run_as=p.run_as if p.provider == "command" else None,
            )
        )
    return models
