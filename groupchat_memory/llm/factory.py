"""Which summarizer and which persona models the configuration asks for.

Clients are built by ``llm.clients`` (the one place SDK clients are made); this module
chooses between the providers and says, once, why a choice fell back.
"""

from __future__ import annotations

import logging
import os

from groupchat_memory.base.errors import ConfigError
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.llm.clients import openai_client
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.settings import LLMSettings

__all__ = [
    "make_summarizer",
]

logger = logging.getLogger(__name__)


def _anthropic_key_in_environment() -> bool:
    """Whether the anthropic SDK would find a credential in the environment."""
    return bool(os.environ.get("ANTHROPIC_API_KEY") or os.environ.get("ANTHROPIC_AUTH_TOKEN"))


def make_summarizer(settings: LLMSettings) -> Summarizer:
    """The configured summarizer: Claude or an OpenAI-compatible model when configured,
    else the offline one. ``ConfigError`` when a demanded provider cannot work."""
    provider = settings.provider
    fallback = OfflineSummarizer() if settings.offline_fallback else None
    if provider == "openai":
        from groupchat_memory.llm.openai_chat import OpenAISummarizer  # only when configured

        if not settings.base_url:
            raise ConfigError(
                '[llm] provider = "openai" needs base_url (e.g. "https://api.openai.com/v1" '
                "or a local server's /v1 address)"
            )
        client = openai_client(
            api_key=settings.api_key,
            base_url=settings.base_url,
            timeout_s=settings.timeout_s,
            max_retries=settings.max_retries,
        )
        return OpenAISummarizer(settings, client=client, fallback=fallback)
    has_key = bool(settings.api_key) or _anthropic_key_in_environment()
    if provider == "offline" or (provider == "auto" and not has_key):
        if provider == "auto":
            logger.info("no %s set: using the offline summarizer", settings.api_key_env)
        return OfflineSummarizer()
    if provider not in ("anthropic", "auto"):
        raise ConfigError(
            f"unknown [llm] provider {provider!r}: use auto, anthropic, openai or offline"
        )
    if not has_key:
        raise ConfigError(
            f'[llm] provider = "anthropic" needs {settings.api_key_env} in the environment '
            '(or set provider = "offline")'
        )
    # the anthropic SDK takes seconds to import: only a setup that uses Claude pays for it
    from groupchat_memory.llm.claude import ClaudeSummarizer

    return ClaudeSummarizer(settings, fallback=fallback)
