"""What the model code needs to know, as plain frozen values built by ``bot.config``.

Keys arrive already read (environment or systemd credential); ``repr`` hides them so a
settings object can be logged without leaking anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from groupchat_memory.llm.sandbox import RunAs, Sandbox

Provider = Literal["auto", "anthropic", "openai", "offline"]
PersonaProvider = Literal["anthropic", "openai", "command"]


@dataclass(frozen=True)
class LLMSettings:
    """The ``[llm]`` section (summaries). ``None`` key/base_url: the SDK's environment lookup
    (Anthropic only; the OpenAI provider needs both named in the config)."""

    provider: Provider = "auto"
    summary_model: str = "claude-haiku-4-5"
    max_tokens: int = 1024
    timeout_s: float = 60.0
    max_retries: int = 2
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    offline_fallback: bool = True
    api_key_env: str = "ANTHROPIC_API_KEY"


@dataclass(frozen=True)
class PersonaModel:
    """One persona's model: who it is and how to reach its provider.

    ``api_key_env`` names where the key came from (for log lines); ``missing_key`` says
    the config named a key that is not set, so the persona stays silent. A ``command``
    persona's program gets only ``env`` (the variables its config names, read) besides the
    neutral ones, and runs in ``sandbox`` (None: the config opted out), as ``run_as`` when
    the service runs as root.
    """

    name: str
    persona: str
    provider: PersonaProvider = "anthropic"
    model: str = "claude-sonnet-4-5"
    max_tokens: int = 1024
    timeout_s: float = 60.0
    max_retries: int = 2
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    api_key_env: str | None = None
    missing_key: bool = False
    argv: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    sandbox: Sandbox | None = None
    run_as: RunAs | None = None
