"""The Claude summarizer: a forced tool call on the Messages API (``AsyncAnthropic``).

The summary flow (masking, prompts, lenient parsing, fallback) is ``llm.summarizing``;
this module only makes the call and sorts its failures: a transport failure raises
``SummaryError`` (the actor retries at the next trigger), a refused key or unknown model
is a ``Misconfigured`` (logged once, then the offline fallback)."""

from __future__ import annotations

import anthropic
import anyio
from anthropic import AsyncAnthropic
from anthropic.types import Message, ToolParam

from groupchat_memory.domain.summaries.summarizer import Summarizer, SummaryError
from groupchat_memory.llm.clients import anthropic_client
from groupchat_memory.llm.parsing import answer_text, tool_input_of
from groupchat_memory.llm.settings import LLMSettings
from groupchat_memory.llm.summarizing import (
    Misconfigured,
    ToolAnswer,
    ToolSpec,
    ToolSummarizer,
)
from groupchat_memory.store.records import TokenUsage

__all__ = [
    "ClaudeSummarizer",
]


def _usage(response: Message) -> TokenUsage:
    """What the call cost, as the API reported it (cache fields may be absent)."""
    u = response.usage
    return TokenUsage(
        input_tokens=u.input_tokens or 0,
        output_tokens=u.output_tokens or 0,
        cache_read_input_tokens=u.cache_read_input_tokens or 0,
        cache_creation_input_tokens=u.cache_creation_input_tokens or 0,
    )


class AnthropicToolCaller:
    """One forced tool call on the Messages API, bounded by ``timeout_s``."""

    def __init__(self, settings: LLMSettings, client: AsyncAnthropic) -> None:
        self.settings = settings
        self.client = client

    async def aclose(self) -> None:
        """Close the HTTP client's connections."""
        await self.client.close()

    async def call(self, system: str, user: str, tool: ToolSpec) -> ToolAnswer | Misconfigured:
        """The answer, a config problem, or ``SummaryError`` for transport failures."""
        param = ToolParam(name=tool.name, description=tool.description, input_schema=tool.schema)
        try:
            with anyio.fail_after(self.settings.timeout_s):
                response = await self.client.messages.create(
                    model=self.settings.summary_model,
                    max_tokens=self.settings.max_tokens,
                    system=[
                        {"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}
                    ],
                    tools=[param],
                    tool_choice={"type": "tool", "name": tool.name},
                    messages=[{"role": "user", "content": user}],
                )
        except TimeoutError as exc:
            raise SummaryError(
                f"the Anthropic API did not answer in {self.settings.timeout_s:g} s"
            ) from exc
        except (
            anthropic.AuthenticationError,
            anthropic.PermissionDeniedError,
            anthropic.NotFoundError,
        ) as exc:
            return self._misconfigured(exc)
        except anthropic.APIStatusError as exc:
            raise SummaryError(
                f"the Anthropic API answered {exc.status_code}: {exc.message}"
            ) from exc
        except anthropic.APIConnectionError as exc:
            raise SummaryError(f"cannot reach the Anthropic API: {exc}") from exc
        except (anthropic.APIResponseValidationError, ValueError) as exc:
            # The SDK lets json.JSONDecodeError (a ValueError) through on a torn body.
            raise SummaryError(f"the Anthropic API answered garbage: {exc}") from exc
        if not isinstance(response, Message):  # e.g. a proxy's HTML page with status 200
            raise SummaryError("the Anthropic API's answer was not a Messages API answer")
        return ToolAnswer(
            tool_input=tool_input_of(response, tool.name),
            text=answer_text(response),
            model=response.model,
            usage=_usage(response),
        )

    def _misconfigured(self, exc: anthropic.APIStatusError) -> Misconfigured:
        if exc.status_code == 404:
            return Misconfigured(
                f"the Anthropic API does not know the model {self.settings.summary_model!r} "
                "(404): set [llm] summary_model to a current model name"
            )
        return Misconfigured(
            f"the Anthropic API rejected the credentials ({exc.status_code}): set a valid "
            f'{self.settings.api_key_env} or use [llm] provider = "offline"'
        )


class ClaudeSummarizer(ToolSummarizer):
    """``Summarizer`` backed by the Messages API (a forced tool call per summary)."""

    name = "claude"

    def __init__(
        self,
        settings: LLMSettings,
        *,
        client: AsyncAnthropic | None = None,
        fallback: Summarizer | None = None,
    ) -> None:
        self.settings = settings
        self.client = client or anthropic_client(
            api_key=settings.api_key,
            base_url=settings.base_url,
            timeout_s=settings.timeout_s,
            max_retries=settings.max_retries,
        )
        super().__init__(AnthropicToolCaller(settings, self.client), fallback=fallback)
