"""Any OpenAI-compatible Chat Completions endpoint (``AsyncOpenAI``): a persona's replies,
and summaries, so a group without an Anthropic key still gets LLM summaries.

Only imported when the config names the ``openai`` provider: the SDK is large to load.

Summaries follow ``llm.summarizing``; the forced tool call is a forced function call, and
failures are sorted as for Claude: transport failures raise ``SummaryError``, a
refused key or unknown model is a ``Misconfigured`` (logged once, then the fallback).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from typing import Any

import anyio
import openai
from openai import AsyncOpenAI, Omit, omit
from openai.types.chat import (
    ChatCompletion,
    ChatCompletionMessageParam,
    ChatCompletionToolChoiceOptionParam,
    ChatCompletionToolUnionParam,
)

from groupchat_memory.domain.summaries.summarizer import Summarizer, SummaryError
from groupchat_memory.llm.clients import openai_client
from groupchat_memory.llm.reply_backends import ModelAnswer, PersonaPrompt
from groupchat_memory.llm.settings import LLMSettings, PersonaModel
from groupchat_memory.llm.summarizing import Misconfigured, ToolAnswer, ToolSpec, ToolSummarizer
from groupchat_memory.store.records import TokenUsage

logger = logging.getLogger(__name__)


def chat_usage(response: ChatCompletion) -> TokenUsage | None:
    """Chat Completions usage as a ``TokenUsage`` (cached prompt tokens counted apart)."""
    u = response.usage
    if u is None:
        return None
    details = u.prompt_tokens_details
    cached = (details.cached_tokens or 0) if details is not None else 0
    return TokenUsage(
        input_tokens=max(0, (u.prompt_tokens or 0) - cached),
        output_tokens=u.completion_tokens or 0,
        cache_read_input_tokens=cached,
    )


class LengthParam:
    """The name this endpoint gives the answer-length limit: ``max_tokens``, which most
    compatible servers (Ollama, vLLM, llama.cpp, Gemini) know, until the endpoint asks
    for ``max_completion_tokens`` (OpenAI's reasoning models); then that one for good."""

    def __init__(self) -> None:
        self.completion_tokens = False

    async def create(
        self,
        client: AsyncOpenAI,
        *,
        model: str,
        limit: int,
        messages: Iterable[ChatCompletionMessageParam],
        tools: Iterable[ChatCompletionToolUnionParam] | Omit = omit,
        tool_choice: ChatCompletionToolChoiceOptionParam | Omit = omit,
    ) -> ChatCompletion:
        """``chat.completions.create`` with the limit under the name the endpoint wants."""
        messages = list(messages)
        while True:
            modern = self.completion_tokens
            try:
                return await client.chat.completions.create(
                    model=model,
                    messages=messages,
                    tools=tools,
                    tool_choice=tool_choice,
                    max_tokens=omit if modern else limit,
                    max_completion_tokens=limit if modern else omit,
                )
            except openai.BadRequestError as exc:
                if modern or "max_completion_tokens" not in str(exc):
                    raise
                self.completion_tokens = True


class OpenAIBackend:
    """A persona on any OpenAI-compatible Chat Completions endpoint."""

    def __init__(self, persona: PersonaModel, client: openai.AsyncOpenAI | None = None):
        self.persona = persona
        self.client = client or openai_client(
            api_key=persona.api_key,
            base_url=persona.base_url,
            timeout_s=persona.timeout_s,
            max_retries=persona.max_retries,
        )
        self.length = LengthParam()

    async def aclose(self) -> None:
        await self.client.close()

    async def answer(self, prompt: PersonaPrompt) -> ModelAnswer | None:
        p = self.persona
        system = "\n\n".join(part for part in (prompt.instructions, prompt.memory) if part)
        try:
            with anyio.fail_after(p.timeout_s):
                response = await self.length.create(
                    self.client,
                    model=p.model,
                    limit=p.max_tokens,
                    messages=[
                        {"role": "system", "content": system},
                        {"role": "user", "content": prompt.message},
                    ],
                )
            choices = response.choices or []
            text = (choices[0].message.content or "").strip() if choices else ""
        except TimeoutError:
            logger.warning("%s: %s did not answer in %g s", p.name, p.base_url, p.timeout_s)
            return None
        except (openai.OpenAIError, ValueError, AttributeError) as exc:
            logger.warning("%s: chat completion at %s failed: %s", p.name, p.base_url, exc)
            return None
        return ModelAnswer(text=text, model=response.model or p.model, usage=chat_usage(response))


def _arguments(response: ChatCompletion, name: str) -> dict[str, Any] | None:
    """The forced function call's arguments, when the model made it with valid JSON."""
    message = response.choices[0].message if response.choices else None
    for call in (message.tool_calls or []) if message else []:
        function = getattr(call, "function", None)
        if function is None or function.name != name:
            continue
        try:
            data = json.loads(function.arguments or "")
        except ValueError:
            return None
        return data if isinstance(data, dict) else None
    return None


class OpenAIToolCaller:
    """One forced function call on Chat Completions, bounded by ``timeout_s``."""

    def __init__(self, settings: LLMSettings, client: AsyncOpenAI) -> None:
        self.settings = settings
        self.client = client
        self.length = LengthParam()

    async def aclose(self) -> None:
        """Close the HTTP client's connections."""
        await self.client.close()

    async def call(self, system: str, user: str, tool: ToolSpec) -> ToolAnswer | Misconfigured:
        """The answer, a config problem, or ``SummaryError`` for transport failures."""
        where = self.settings.base_url
        try:
            with anyio.fail_after(self.settings.timeout_s):
                response = await self.length.create(
                    self.client,
                    model=self.settings.summary_model,
                    limit=self.settings.max_tokens,
                    messages=[
                        {"role": "system", "content": system},
                        {"role": "user", "content": user},
                    ],
                    tools=[
                        {
                            "type": "function",
                            "function": {
                                "name": tool.name,
                                "description": tool.description,
                                "parameters": tool.schema,
                            },
                        }
                    ],
                    tool_choice={"type": "function", "function": {"name": tool.name}},
                )
        except TimeoutError as exc:
            raise SummaryError(f"{where} did not answer in {self.settings.timeout_s:g} s") from exc
        except (openai.AuthenticationError, openai.PermissionDeniedError) as exc:
            return Misconfigured(
                f"{where} rejected the credentials ({exc.status_code}): set a valid "
                f'{self.settings.api_key_env} or use [llm] provider = "offline"'
            )
        except openai.NotFoundError:
            return Misconfigured(
                f"{where} does not know the model {self.settings.summary_model!r} (404): "
                "set [llm] summary_model to a model this endpoint serves"
            )
        except openai.APIStatusError as exc:
            raise SummaryError(f"{where} answered {exc.status_code}: {exc.message}") from exc
        except openai.APIConnectionError as exc:
            raise SummaryError(f"cannot reach {where}: {exc}") from exc
        except (openai.OpenAIError, ValueError) as exc:
            raise SummaryError(f"{where} answered garbage: {exc}") from exc
        if not isinstance(response, ChatCompletion) or not response.choices:
            raise SummaryError(f"{where}'s answer was not a Chat Completions answer")
        return ToolAnswer(
            tool_input=_arguments(response, tool.name),
            text=(response.choices[0].message.content or "").strip(),
            model=response.model or self.settings.summary_model,
            usage=chat_usage(response) or TokenUsage(),
        )


class OpenAISummarizer(ToolSummarizer):
    """``Summarizer`` on an OpenAI-compatible endpoint (a forced function call a summary)."""

    name = "openai"

    def __init__(
        self, settings: LLMSettings, *, client: AsyncOpenAI, fallback: Summarizer | None = None
    ) -> None:
        self.settings = settings
        self.client = client
        super().__init__(OpenAIToolCaller(settings, client), fallback=fallback)
