"""The one place SDK clients are built, for summaries and persona replies alike.

Every client is bounded the same way: ``timeout_s`` per attempt and ``max_retries``
(callers still wrap each call in ``anyio.fail_after``, because the SDKs obey a server's
``retry-after`` without a cap).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from anthropic import AsyncAnthropic
    from openai import AsyncOpenAI

# Local OpenAI-compatible servers (Ollama, vLLM, llama.cpp) need no key, but the SDK will
# not start without one (it would otherwise read OPENAI_API_KEY, which the config did not
# name): this placeholder is sent instead and means nothing.
NO_KEY = "no-key"
OPENAI_DEFAULT_URL = "https://api.openai.com/v1"


def anthropic_client(
    *, api_key: str | None, base_url: str | None, timeout_s: float, max_retries: int
) -> AsyncAnthropic:
    """An ``AsyncAnthropic``; a None key or URL lets the SDK read its environment.

    The SDK is imported here, on first use, like openai's below: importing the library
    or running offline never loads it.
    """
    from anthropic import AsyncAnthropic

    return AsyncAnthropic(
        api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=max_retries
    )


def openai_client(
    *, api_key: str | None, base_url: str | None, timeout_s: float, max_retries: int
) -> AsyncOpenAI:
    """An ``AsyncOpenAI`` for any Chat Completions endpoint (the key may be absent).

    The SDK is imported here, on first use: a Claude-only service never pays for loading
    it (``docs/measurements.md``).
    """
    from openai import AsyncOpenAI

    return AsyncOpenAI(
        api_key=api_key or NO_KEY,
        base_url=base_url or OPENAI_DEFAULT_URL,
        timeout=timeout_s,
        max_retries=max_retries,
    )
