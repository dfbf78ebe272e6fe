"""Summaries and insight reports from any model that can make a forced tool call.

The flow is the same for every provider, so it lives here once: mask the messages again,
build the prompt, make one forced tool call through a ``ToolCaller``, and read the answer
in three tries (``llm.parsing``): the tool call's arguments, JSON in the text, the text
itself. A bad answer never costs a summary. Only transport failures (429/5xx after the
SDK's retries, timeouts) raise ``SummaryError``: the actor then retries at the next
trigger. A key or model problem will not fix itself: it is logged once and the fallback
(the offline summarizer) takes over.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from groupchat_memory.domain.summaries.decisions import DERIVED_FIELDS, ground
from groupchat_memory.domain.summaries.proposals import settle, worth_showing
from groupchat_memory.domain.summaries.summarizer import (
    ReportRequest,
    ReportResult,
    Summarizer,
    SummaryDraft,
    SummaryError,
    SummaryRequest,
    SummaryResult,
)
from groupchat_memory.domain.summaries.todos import close_todos
from groupchat_memory.llm.offline import OfflineSummarizer, earlier_of
from groupchat_memory.llm.parsing import draft_from_parts, report_from_parts
from groupchat_memory.llm.prompt import (
    ReportDraft,
    build_report_prompt,
    build_summary_prompt,
    render_report,
)
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import MessageRecord, TokenUsage

logger = logging.getLogger(__name__)

SUMMARY_TOOL_NAME = "record_summary"
REPORT_TOOL_NAME = "write_insight"

_FIELD_HELP = {
    "summary": "3-5 short lines: what was discussed and concluded",
    "key_topics": "up to 5 short noun phrases",
    "topic_tag": "one snake_case word naming the main subject",
    "key_decisions": "decisions explicitly made, 'who: what'; one that changes a decision "
    "line above === names it in replaces; one that takes it back with nothing in its place: "
    "status dropped, naming it in replaces",
    "action_items": "explicit commitments, 'who: what (when)'; one that an earlier open item "
    "line is now done or dropped: that item again, citing it and the message that says so",
    "replaces": "decisions: the #numbers of the earlier decision line it changes, else []",
    "owner": "action items: who does it, a member's name as the chat writes it; the new "
    "one when the item was handed over",
    "due": "action items: by when, as written, else empty",
    "status": "action items: open, done or dropped (done/dropped only citing the message that "
    "says so); decisions: open, or dropped (citing the message that takes it back)",
    "evidence": "#numbers of the messages it rests on, agreement and objections included",
    "consensus_level": "exploratory: ideas only; tentative: leaning; agreed: people "
    "agreed; decided: a final decision was stated",
    "title": "one line naming the period's main subject",
    "key_points": "핵심 논점, 3-7 items",
    "conclusions": "결론 that were reached",
}


def tool_schema(struct: type[msgspec.Struct]) -> dict[str, Any]:
    """A JSON schema for a tool's input, generated from a msgspec type.

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


@dataclass(frozen=True)
class ToolSpec:
    """A tool the model must call: name, description, input schema."""

    name: str
    description: str
    schema: dict[str, Any]


SUMMARY_SPEC = ToolSpec(
    SUMMARY_TOOL_NAME, "Record the summary of the conversation.", tool_schema(SummaryDraft)
)
REPORT_SPEC = ToolSpec(REPORT_TOOL_NAME, "Write the insight report.", tool_schema(ReportDraft))


@dataclass(frozen=True)
class ToolAnswer:
    """A provider's answer reduced to what parsing needs."""

    tool_input: dict[str, Any] | None
    text: str
    model: str
    usage: TokenUsage


@dataclass(frozen=True)
class Misconfigured:
    """The provider refused the key or the model: a problem only the operator can fix."""

    problem: str


class ToolCaller(Protocol):
    """One provider's forced tool call; raises ``SummaryError`` on transport failures."""

    async def call(self, system: str, user: str, tool: ToolSpec) -> ToolAnswer | Misconfigured:
        """Ask the model to call ``tool``."""
        ...

    async def aclose(self) -> None:
        """Release connections."""
        ...


def masked(messages: list[MessageRecord]) -> list[MessageRecord]:
    """Mask again before anything leaves the machine: masking is idempotent and the
    request may come from a caller that forgot."""
    return [msgspec.structs.replace(m, sender=mask(m.sender), text=mask(m.text)) for m in messages]


class ToolSummarizer:
    """A ``Summarizer`` over any ``ToolCaller``, with an optional fallback summarizer."""

    name = "llm"

    def __init__(self, caller: ToolCaller, *, fallback: Summarizer | None = None) -> None:
        self.caller = caller
        self.fallback = fallback
        self._extractive = OfflineSummarizer()
        self._config_problem: str | None = None

    async def aclose(self) -> None:
        """Close the provider's connections."""
        await self.caller.aclose()

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        """Summarize a window; a bad answer degrades, only transport failures raise."""
        if self._config_problem and self.fallback is not None:
            return await self.fallback.summarize(request)
        window = masked(request.messages)
        earlier = masked(earlier_of(request.open_proposals, request.open_todos))
        # one short line per open proposal the window may answer: its last message
        relevant = worth_showing(request.open_proposals, window)
        shown = masked([p.messages[-1] for p in relevant if p.messages])
        # the current decisions and open items: one line each, the message that stated it,
        # so the answer can name what a decision replaces and which item is now done
        standing = [i.messages[0] for i in (*request.current_decisions, *request.open_todos)]
        prompt = build_summary_prompt(
            window,
            topic=request.topic,
            topic_pending=request.topic_pending,
            earlier=shown,
            standing=masked([m for m in standing if m.seq not in {s.seq for s in shown}]),
        )
        answer = await self._call(prompt.system, prompt.user, SUMMARY_SPEC)
        if answer is None:
            assert self.fallback is not None  # _call returns None only with a fallback
            return await self.fallback.summarize(request)
        draft = draft_from_parts(answer.tool_input, answer.text, topic=request.topic)
        if draft is None:
            logger.warning(
                "chat %s: the model's answer held no summary; using extractive", request.chat_id
            )
            draft = (await self._extractive.summarize(request)).draft
        # whether the window answered an open bot proposal is checked by rule; the rules
        # close only the earlier items the answer left out (its own word on an item stands
        # once grounded); evidence must name messages of this window (or of an open
        # proposal); the stance of each cited human message decides agreement, so
        # bot-only decisions stay proposals
        draft = settle(draft, window, request.open_proposals)
        listed = {seq for item in draft.action_items for seq in item.evidence}
        left_out = [t for t in request.open_todos if not set(t.item.evidence) <= listed]
        draft = close_todos(draft, window, left_out, own=False)
        draft = ground(draft, window, chat_id=request.chat_id, earlier=earlier).draft
        return SummaryResult(draft=draft, model=answer.model, usage=answer.usage)

    async def report(self, request: ReportRequest) -> ReportResult:
        """Write an insight report; same degradation rules as ``summarize``."""
        if self._config_problem and self.fallback is not None:
            return await self.fallback.report(request)
        prompt = build_report_prompt(
            masked(request.messages), request.summaries, chat_title=request.chat_title
        )
        answer = await self._call(prompt.system, prompt.user, REPORT_SPEC)
        if answer is None:
            assert self.fallback is not None
            return await self.fallback.report(request)
        draft = report_from_parts(answer.tool_input, answer.text, default_title=request.chat_title)
        if draft is None:
            return await self._extractive.report(request)
        return ReportResult(
            title=draft.title,
            markdown=render_report(draft, request.plan),
            model=answer.model,
            usage=answer.usage,
        )

    async def _call(self, system: str, user: str, tool: ToolSpec) -> ToolAnswer | None:
        """The caller's answer; None means "use the fallback" (after a config problem)."""
        answer = await self.caller.call(system, user, tool)
        if isinstance(answer, ToolAnswer):
            return answer
        if self._config_problem is None:
            then = "using the offline summarizer" if self.fallback else "summaries are skipped"
            logger.error("%s; %s", answer.problem, then)
        self._config_problem = answer.problem
        if self.fallback is None:
            raise SummaryError(answer.problem)
        return None
