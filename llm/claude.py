"""The Claude summarizer: ``AsyncAnthropic`` with a forced tool call and lenient fallbacks.

The answer is read in three tries (``actors.llm_answers``), so a bad answer never costs a
summary: the forced tool call's input (validated by msgspec, repaired field by field when
off), JSON found in text (code fences, the first balanced ``{...}``), and finally the text
itself as the summary. Only transport failures (429/5xx after the SDK's retries,
timeouts) raise ``SummaryError``: the actor then skips and retries at the next trigger."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

import anthropic
import anyio
import msgspec
from anthropic import AsyncAnthropic
from anthropic.types import Message, ToolParam

from groupchat_memory.domain.decisions import DERIVED_FIELDS, ground
from groupchat_memory.domain.summarizer import (
    ReportRequest,
    ReportResult,
    Summarizer,
    SummaryDraft,
    SummaryRequest,
    SummaryResult,
)
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.parsing import draft_from_answer, report_from_answer
from groupchat_memory.llm.prompt import (
    ReportDraft,
    build_report_prompt,
    build_summary_prompt,
    render_report,
)
from groupchat_memory.store.exceptions import ConfigError, SummaryError
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import MessageRecord, TokenUsage

log = logging.getLogger(__name__)

Provider = Literal["auto", "anthropic", "offline"]
SUMMARY_TOOL_NAME = "record_summary"
REPORT_TOOL_NAME = "write_insight"

_FIELD_HELP = {
    "summary": "3-5 short lines: what was discussed and concluded",
    "key_topics": "up to 5 short noun phrases",
    "topic_tag": "one snake_case word naming the main subject",
    "key_decisions": "decisions explicitly made, 'who: what'",
    "action_items": "explicit commitments, 'who: what (when)'",
    "evidence": "#numbers of the messages it rests on, agreement included",
    "consensus_level": "exploratory: ideas only; tentative: leaning; agreed: people "
    "agreed; decided: a final decision was stated",
    "title": "one line naming the period's main subject",
    "key_points": "핵심 논점, 3-7 items",
    "conclusions": "결론 that were reached",
}


@dataclass(frozen=True)
class LLMSettings:
    """The ``[llm]`` config section. ``None`` key/base_url: the SDK's environment lookup."""

    provider: Provider = "auto"
    summary_model: str = "claude-haiku-4-5"
    max_tokens: int = 1024
    timeout_s: float = 60.0
    max_retries: int = 2
    base_url: str | None = None
    api_key: str | None = None
    offline_fallback: bool = True


def tool_schema(struct: type[msgspec.Struct]) -> dict[str, Any]:
    """A JSON schema for a tool's ``input_schema``, generated from a msgspec type.

    ``$ref``s are inlined (the top level must be an object schema) and every field is
    required so the model fills them all; decoding still accepts missing fields. Fields we
    derive ourselves (who agreed to a decision) are not asked for.
    """
    schema = msgspec.json.schema(struct)
    defs: dict[str, Any] = schema.get("$defs", {})

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                name = ref.rsplit("/", 1)[1]
                return _for_model(inline(defs[name]), DERIVED_FIELDS.get(name, ()))
            return {k: inline(v) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [inline(v) for v in node]
        return node

    return _for_model(inline(schema))


def _for_model(node: dict[str, Any], skip: Iterable[str] = ()) -> dict[str, Any]:
    """An object schema as the model sees it: no docstrings or defaults, only the fields
    it fills (``skip`` are derived by us), each required and explained."""
    for key in ("title", "description"):  # the class docstring is for us, not the model
        node.pop(key, None)
    if "properties" not in node:
        return node
    props = {k: v for k, v in node["properties"].items() if k not in set(skip)}
    for name, prop in props.items():
        prop.pop("default", None)  # every field is required below: defaults only cost tokens
        if name in _FIELD_HELP:
            prop["description"] = _FIELD_HELP[name]
    node["properties"] = props
    node["required"] = list(props)
    return node


def _tool(name: str, description: str, struct: type[msgspec.Struct]) -> ToolParam:
    """One tool definition for ``messages.create(tools=...)``."""
    return ToolParam(name=name, description=description, input_schema=tool_schema(struct))


SUMMARY_TOOL = _tool(SUMMARY_TOOL_NAME, "Record the summary of the conversation.", SummaryDraft)
REPORT_TOOL = _tool(REPORT_TOOL_NAME, "Write the insight report.", ReportDraft)


def _usage(response: Message) -> TokenUsage:
    """What the call cost, as the API reported it (cache fields may be absent)."""
    u = response.usage
    return TokenUsage(
        input_tokens=u.input_tokens or 0,
        output_tokens=u.output_tokens or 0,
        cache_read_input_tokens=u.cache_read_input_tokens or 0,
        cache_creation_input_tokens=u.cache_creation_input_tokens or 0,
    )


def _masked(messages: list[MessageRecord]) -> list[MessageRecord]:
    """Mask again before anything leaves the machine: masking is idempotent and the
    request may come from a caller that forgot."""
    return [msgspec.structs.replace(m, sender=mask(m.sender), text=mask(m.text)) for m in messages]


class ClaudeSummarizer:
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
        self.client = client or AsyncAnthropic(
            api_key=settings.api_key,
            base_url=settings.base_url,
            max_retries=settings.max_retries,
            timeout=settings.timeout_s,
        )
        self.fallback = fallback
        self._extractive = OfflineSummarizer()
        self._config_problem: str | None = None

    async def aclose(self) -> None:
        """Close the HTTP client's connections."""
        await self.client.close()

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        """Summarize a window; a bad answer degrades, only transport failures raise."""
        if self._config_problem and self.fallback is not None:
            return await self.fallback.summarize(request)
        messages = _masked(request.messages)
        prompt = build_summary_prompt(
            messages, topic=request.topic, topic_pending=request.topic_pending
        )
        response = await self._call(prompt.system, prompt.user, SUMMARY_TOOL)
        if response is None:
            assert self.fallback is not None  # _call returns None only with a fallback
            return await self.fallback.summarize(request)
        draft = draft_from_answer(response, SUMMARY_TOOL_NAME, topic=request.topic)
        if draft is None:
            log.warning(
                "chat %s: the model's answer held no summary; using extractive", request.chat_id
            )
            filled = await self._extractive.summarize(request)
            draft = filled.draft
        draft = ground(draft, messages, chat_id=request.chat_id).draft
        return SummaryResult(draft=draft, model=response.model, usage=_usage(response))

    async def report(self, request: ReportRequest) -> ReportResult:
        """Write an insight report; same degradation rules as ``summarize``."""
        if self._config_problem and self.fallback is not None:
            return await self.fallback.report(request)
        prompt = build_report_prompt(
            _masked(request.messages), request.summaries, chat_title=request.chat_title
        )
        response = await self._call(prompt.system, prompt.user, REPORT_TOOL)
        if response is None:
            assert self.fallback is not None
            return await self.fallback.report(request)
        draft = report_from_answer(response, REPORT_TOOL_NAME, default_title=request.chat_title)
        if draft is None:
            return await self._extractive.report(request)
        return ReportResult(
            title=draft.title,
            markdown=render_report(draft),
            model=response.model,
            usage=_usage(response),
        )

    async def _call(self, system: str, user: str, tool: ToolParam) -> Message | None:
        """One forced-tool call bounded by ``timeout_s``; None means "use the fallback"."""
        try:
            with anyio.fail_after(self.settings.timeout_s):
                response = await self.client.messages.create(
                    model=self.settings.summary_model,
                    max_tokens=self.settings.max_tokens,
                    system=[
                        {"type": "text", "text": system, "cache_control": {"type": "ephemeral"}}
                    ],
                    tools=[tool],
                    tool_choice={"type": "tool", "name": tool["name"]},
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
            self._configuration_failed(exc)
            return None
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
        return response

    def _configuration_failed(self, exc: anthropic.APIStatusError) -> None:
        """A key or model problem will not fix itself: say so once, then use the fallback."""
        if exc.status_code == 404:
            problem = (
                f"the Anthropic API does not know the model {self.settings.summary_model!r} "
                "(404): set [llm] summary_model to a current model name"
            )
        else:
            problem = (
                f"the Anthropic API rejected the credentials ({exc.status_code}): set a valid "
                'ANTHROPIC_API_KEY or use [llm] provider = "offline"'
            )
        if self._config_problem is None:
            then = "using the offline summarizer" if self.fallback else "summaries are skipped"
            log.error("%s; %s", problem, then)
        self._config_problem = problem
        if self.fallback is None:
            raise SummaryError(problem) from exc


def _key_in_environment() -> bool:
    """Whether the SDK would find a credential in the environment."""
    return bool(os.environ.get("ANTHROPIC_API_KEY") or os.environ.get("ANTHROPIC_AUTH_TOKEN"))


def make_summarizer(settings: LLMSettings) -> Summarizer:
    """The configured summarizer: Claude when a key is set (or demanded), else offline."""
    has_key = bool(settings.api_key) or _key_in_environment()
    if settings.provider == "offline" or (settings.provider == "auto" and not has_key):
        if settings.provider == "auto":
            log.info("no ANTHROPIC_API_KEY set: using the offline summarizer")
        return OfflineSummarizer()
    if settings.provider != "anthropic" and settings.provider != "auto":
        raise ConfigError(
            f"unknown [llm] provider {settings.provider!r}: use auto, anthropic or offline"
        )
    if not has_key:
        raise ConfigError(
            '[llm] provider = "anthropic" needs ANTHROPIC_API_KEY in the environment '
            '(or set provider = "offline")'
        )
    fallback = OfflineSummarizer() if settings.offline_fallback else None
    return ClaudeSummarizer(settings, fallback=fallback)
