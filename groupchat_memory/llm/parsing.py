"""Reading an LLM's answer leniently: the forced tool call's input, JSON found in text,
or the text itself, so a badly shaped answer never costs a summary or a report.

Tool input and JSON objects are validated by msgspec first and repaired field by field
when off (``coerce_draft``); JSON is looked for inside code fences first, then as the
first balanced ``{...}`` anywhere in the text (``extract_json_object``).
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import msgspec

from groupchat_memory.domain.summaries.summarizer import SummaryDraft
from groupchat_memory.llm.prompt import ReportDraft
from groupchat_memory.store.records import CitedItem, ConsensusLevel

if TYPE_CHECKING:
    from anthropic.types import Message

_CONSENSUS_WORDS: dict[str, ConsensusLevel] = {
    "decided": "decided", "decision": "decided", "final": "decided", "결정": "decided",
    "확정": "decided", "agreed": "agreed", "agree": "agreed", "agreement": "agreed",
    "consensus": "agreed", "합의": "agreed", "동의": "agreed", "tentative": "tentative",
    "leaning": "tentative", "partial": "tentative", "잠정": "tentative",
    "exploratory": "exploratory", "exploring": "exploratory", "explore": "exploratory",
    "탐색": "exploratory",
}  # fmt: skip
_FENCE_RE = re.compile(r"```[a-zA-Z]*\s*\n?(.*?)```", re.DOTALL)
_BULLET_RE = re.compile(r"^\s*(?:[-*•·]|\d+[.)])\s*")
_REF_RE = re.compile(r"#?(\d{1,12})")
_TRAILING_REFS_RE = re.compile(r"\s*[(\[]\s*(#?\d{1,12}(?:\s*[,;\s]\s*#?\d{1,12})*)\s*[)\]]\s*$")
_MAX_SUMMARY_CHARS = 2000
_MAX_ITEMS = 10


def answer_text(response: Message) -> str:
    """All text blocks of an answer, joined."""
    return "\n".join(b.text for b in response.content if b.type == "text").strip()


def tool_input_of(response: Message, tool_name: str) -> dict[str, Any] | None:
    """The input of the forced tool call, when the model made it."""
    for block in response.content:
        if block.type == "tool_use" and block.name == tool_name and isinstance(block.input, dict):
            return block.input
    return None


def _balanced_objects(text: str) -> list[str]:
    """Every top-level ``{...}`` in ``text`` (braces inside JSON strings respected)."""
    found: list[str] = []
    depth, start, in_string, escaped = 0, -1, False, False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"' and depth > 0:
            in_string = True
        elif ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth > 0:
            depth -= 1
            if depth == 0:
                found.append(text[start : i + 1])
    return found


def extract_json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object in a text answer: inside code fences first, then anywhere."""
    candidates = [m.group(1) for m in _FENCE_RE.finditer(text)]
    for chunk in [*candidates, text]:
        for blob in _balanced_objects(chunk):
            try:
                value = json.loads(blob)
            except ValueError:
                continue
            if isinstance(value, dict):
                return value
    return None


def _as_text(value: Any) -> str:
    """A field value as one string, whatever shape the model gave."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list):
        return "\n".join(t for t in (_as_text(v) for v in value) if t)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_as_text(v)}" for k, v in value.items())
    return str(value)


def _as_list(value: Any) -> list[str]:
    """A field value as a list of short strings (a string is split into lines/commas)."""
    if value is None:
        return []
    if isinstance(value, str):
        parts = value.splitlines() if "\n" in value else re.split(r"[,;、]", value)
    elif isinstance(value, list):
        parts = [_as_text(v) for v in value]
    else:
        parts = [_as_text(value)]
    items = [_BULLET_RE.sub("", p).strip() for p in parts]
    return [i for i in items if i and i.lower() not in {"none", "n/a", "없음"}][:_MAX_ITEMS]


def _as_evidence(value: Any) -> list[int]:
    """Cited message numbers in whatever shape: ``[12, "#13"]``, ``"#12, #13"``, ``12``."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, list):
        return [n for v in value for n in _as_evidence(v)]
    if isinstance(value, str):
        return [int(n) for n in _REF_RE.findall(value)]
    return []


def _as_item(value: Any) -> CitedItem | None:
    """One decision or action item: an object with text and evidence, or a line of text
    whose trailing ``(#12, #13)`` names its evidence."""
    extra: dict[str, Any] = {}
    if isinstance(value, dict):
        text = _as_text(value.get("text") or value.get("item") or value.get("decision"))
        evidence = _as_evidence(value.get("evidence") or value.get("seq") or value.get("ids"))
        extra["replaces"] = _as_evidence(value.get("replaces"))
        extra["owner"] = _as_text(value.get("owner")).split("\n")[0][:60]
        extra["due"] = _as_text(value.get("due")).split("\n")[0][:60]
        status = _as_text(value.get("status")).lower()
        extra["status"] = status if status in ("done", "dropped") else "open"
    else:
        text, evidence = _as_text(value), []
        refs = _TRAILING_REFS_RE.search(text)
        if refs:
            text, evidence = text[: refs.start()], _as_evidence(refs.group(1))
    text = _BULLET_RE.sub("", text).strip()
    if not text or text.lower() in {"none", "n/a", "없음"}:
        return None
    return CitedItem(text=text, evidence=evidence, **extra)


def _as_items(value: Any) -> list[CitedItem]:
    """A field value as decision or action items (a string is split into lines/commas)."""
    values: list[Any] = value if isinstance(value, list) else _as_list(value)
    items = (_as_item(v) for v in values)
    return [i for i in items if i is not None][:_MAX_ITEMS]


def _as_consensus(value: Any, decisions: list[CitedItem]) -> ConsensusLevel:
    """Map whatever the model wrote to one of the four levels."""
    word = _as_text(value).lower()
    for key, level in _CONSENSUS_WORDS.items():
        if key in word:
            return level
    return "tentative" if decisions else "exploratory"


def as_topic_tag(value: Any, fallback: str) -> str:
    """One snake_case word; the current topic when the model gave nothing usable."""
    tag = re.sub(r"[^0-9a-z가-힣]+", "_", _as_text(value).lower()).strip("_")[:30]
    return tag or fallback or "general"


def coerce_draft(data: dict[str, Any], *, topic: str) -> SummaryDraft | None:
    """A ``SummaryDraft`` from the model's object: strict first, then field by field.

    None when there is no summary text at all (the caller falls back further).
    """
    try:
        draft = msgspec.convert(data, SummaryDraft)
    except msgspec.ValidationError:
        pass
    else:
        if draft.summary.strip():
            return msgspec.structs.replace(
                draft,
                summary=draft.summary.strip()[:_MAX_SUMMARY_CHARS],
                topic_tag=as_topic_tag(draft.topic_tag, topic),
            )
    summary = _as_text(data.get("summary"))[:_MAX_SUMMARY_CHARS]
    if not summary:
        return None
    decisions = _as_items(data.get("key_decisions"))
    return SummaryDraft(
        summary=summary,
        key_topics=_as_list(data.get("key_topics"))[:5],
        topic_tag=as_topic_tag(data.get("topic_tag"), topic),
        key_decisions=decisions,
        action_items=_as_items(data.get("action_items")),
        consensus_level=_as_consensus(data.get("consensus_level"), decisions),
    )


def draft_from_parts(
    tool_input: dict[str, Any] | None, text: str, *, topic: str
) -> SummaryDraft | None:
    """``draft_from_answer`` for any provider: the tool call's arguments and the text."""
    for data in (tool_input, extract_json_object(text)):
        if data is not None:
            draft = coerce_draft(data, topic=topic)
            if draft is not None:
                return draft
    if not text:
        return None
    lines = [
        line for line in (_BULLET_RE.sub("", raw).strip() for raw in text.splitlines()) if line
    ]
    return SummaryDraft(
        summary="\n".join(lines)[:_MAX_SUMMARY_CHARS],
        topic_tag=topic or "general",
    )


def report_from_parts(
    tool_input: dict[str, Any] | None, text: str, *, default_title: str
) -> ReportDraft | None:
    """``report_from_answer`` for any provider: the tool call's arguments and the text."""
    for data in (tool_input, extract_json_object(text)):
        if data is None:
            continue
        points = _as_list(data.get("key_points"))
        if points or _as_list(data.get("conclusions")):
            return ReportDraft(
                title=_as_text(data.get("title")).split("\n")[0] or default_title,
                key_points=points,
                conclusions=_as_list(data.get("conclusions")),
                action_items=_as_list(data.get("action_items")),
            )
    points = [
        line for line in (_BULLET_RE.sub("", raw).strip() for raw in text.splitlines()) if line
    ]
    if not points:
        return None
    return ReportDraft(title=default_title, key_points=points[:_MAX_ITEMS])
