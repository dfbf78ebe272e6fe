"""Insight reports (``/정리``) as markdown files for Anu: render, save, parse.

The front matter is YAML-ish but every value is JSON (a YAML subset), so the watcher and
the tests can read it back without a YAML library, and Korean titles or odd characters
cannot break a line. Files appear atomically (temp, fsync, link) and are PII-masked.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

import msgspec

from groupchat_memory.domain.summaries.decisions import citation, ledger_of, with_links
from groupchat_memory.domain.summaries.summarizer import ReportRequest, ReportResult
from groupchat_memory.domain.summaries.todos import TodoEntry, todo_ledger
from groupchat_memory.domain.text.markup import defuse_markup
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import create_exclusive_atomic
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import InsightRecord, MessageRange, convert

INSIGHT_TOPIC = "insight"
DECISIONS_HEADING = "## 결정과 근거"
ACTION_ITEMS_HEADING = "## 할 일"
ACTION_ITEMS_SHOWN = 12  # a report stays readable; /할일 lists them all
_FENCE = "---"
# Front matter keys in the order written; message_range is {"from": n, "to": m}.
_KEYS = (
    "chat_id",
    "chat_title",
    "title",
    "created",
    "period_from",
    "period_to",
    "message_range",
    "source_summaries",
    "model",
    "usage",
    "withdrawn",
)


def make_insight(
    request: ReportRequest,
    result: ReportResult,
    *,
    created: datetime,
    source_summaries: Sequence[str] = (),
) -> InsightRecord:
    """The record for a finished report: period and range from the messages it covers,
    falling back to the summaries' when the period had no new messages. Chat text reaches
    the assistant who reads the report as text, never as a tag (``defuse_markup``)."""
    messages = request.messages
    if messages:
        period = (messages[0].timestamp, messages[-1].timestamp)
        span = MessageRange(from_=messages[0].seq, to=messages[-1].seq)
    elif request.summaries:
        first, last = request.summaries[0], request.summaries[-1]
        period = (first.period_from or first.timestamp, last.period_to or last.timestamp)
        span = MessageRange(from_=first.message_range.from_, to=last.message_range.to)
    else:
        period = (created.isoformat(), created.isoformat())
        span = MessageRange(from_=0, to=0)
    return InsightRecord(
        chat_id=request.chat_id,
        chat_title=request.chat_title,
        title=defuse_markup(result.title),
        created=created.isoformat(timespec="seconds"),
        period_from=period[0],
        period_to=period[1],
        message_range=span,
        source_summaries=list(source_summaries),
        model=result.model,
        usage=result.usage,
        body=defuse_markup(_with_decisions(result.markdown, request)),
    )


def decisions_section(request: ReportRequest) -> str:
    """``## 결정과 근거``: the period's decisions as ``/결정`` cites them (date, who agreed,
    link to the first evidence message when the period still holds it); ``""`` if none.
    With the request's ``plan``, its lines (read where ``/결정`` reads)."""
    if request.plan is not None:
        lines = request.plan.decisions
        return f"{DECISIONS_HEADING}\n" + "\n".join(lines) if lines else ""
    entries = [e for e in ledger_of(("", s) for s in request.summaries) if not e.proposal]
    if not entries:
        return ""
    by_seq = {m.seq: m for m in request.messages if m.seq != 0}
    cited = with_links(entries, request.chat_id, by_seq)
    return f"{DECISIONS_HEADING}\n" + "\n".join(f"- {citation(e)}" for e in cited)


def todos_section(request: ReportRequest) -> str:
    """``## 할 일``: the period's action items as ``/할일`` lists them (open ones by owner,
    with their due date), then the ones done or dropped; ``""`` if none. With the
    request's ``plan``, its lines (read where ``/할일`` reads)."""
    if request.plan is not None:
        lines = request.plan.todos
        return f"{ACTION_ITEMS_HEADING}\n" + "\n".join(lines) if lines else ""
    entries = todo_ledger(("", s) for s in request.summaries)
    if not entries:
        return ""
    return "\n".join([ACTION_ITEMS_HEADING, *todo_lines(entries)])


def todo_lines(entries: Sequence[TodoEntry]) -> list[str]:
    """A report's to-do lines: the open ones first by owner, with their due date, then
    the ones done or dropped, at most ``ACTION_ITEMS_SHOWN`` (``/할일`` lists them all)."""
    lines = []
    ordered = sorted(entries, key=lambda e: (e.status != "open", e.owner))
    for entry in ordered[:ACTION_ITEMS_SHOWN]:
        mark = {"open": "☐", "done": "☑", "dropped": "✗"}[entry.status]
        lines.append(f"- {mark} {todo_text(entry)}")
    if len(ordered) > ACTION_ITEMS_SHOWN:
        lines.append(f"- … 외 {len(ordered) - ACTION_ITEMS_SHOWN}개 (/할일)")
    return lines


def todo_text(entry: TodoEntry) -> str:
    """A to-do as a report names it: its owner (unless its words start with them), its
    words and its due date."""
    who = f"{entry.owner}: " if entry.owner and not entry.text.startswith(entry.owner) else ""
    due = f" (~{entry.due})" if entry.due else ""
    return f"{who}{entry.text}{due}"


def _with_decisions(markdown: str, request: ReportRequest) -> str:
    sections = [s for s in (decisions_section(request), todos_section(request)) if s]
    return "\n\n".join([markdown.rstrip(), *sections]) if sections else markdown


def _value(record: InsightRecord, key: str) -> Any:
    """A front matter value as plain JSON data."""
    if key == "message_range":
        return {"from": record.message_range.from_, "to": record.message_range.to}
    return msgspec.to_builtins(getattr(record, key))


def render_insight(record: InsightRecord) -> str:
    """The whole file: front matter, ``# title``, then the report body."""
    lines = [_FENCE]
    for key in _KEYS:
        if (key == "usage" and record.usage is None) or (
            key == "withdrawn" and not record.withdrawn
        ):
            continue  # an offline report spent nothing: the file stays as it was
        lines.append(f"{key}: {json.dumps(_value(record, key), ensure_ascii=False)}")
    lines.append(_FENCE)
    title = " ".join(record.title.split())
    return "\n".join(lines) + f"\n\n# {title}\n\n{record.body.strip()}\n"


def parse_insight(text: str) -> InsightRecord:
    """Read a file written by ``render_insight``; ``RecordError`` names what is wrong."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != _FENCE:
        raise RecordError("insight: the file does not start with a --- front matter")
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == _FENCE)
    except StopIteration as exc:
        raise RecordError("insight: the front matter has no closing ---") from exc
    data: dict[str, Any] = {}
    for number, line in enumerate(lines[1:end], start=2):
        if not line.strip():
            continue
        key, sep, raw = line.partition(":")
        if not sep:
            raise RecordError(f"insight: line {number} is not `key: value`")
        try:
            data[key.strip()] = json.loads(raw)
        except ValueError:
            data[key.strip()] = raw.strip()  # a hand-written plain scalar
    body_lines = lines[end + 1 :]
    while body_lines and not body_lines[0].strip():
        body_lines.pop(0)
    if body_lines and body_lines[0].startswith("# "):
        data.setdefault("title", body_lines[0][2:].strip())
        body_lines.pop(0)
    data["body"] = "\n".join(body_lines).strip()
    return convert(data, InsightRecord, source="insight")


def _day(created: str) -> date:
    """The file name's day: the creation time's own (local) date."""
    try:
        return datetime.fromisoformat(created).date()
    except ValueError:
        return date.today()


def save_insight(root: DataRoot, record: InsightRecord) -> Path:
    """Write ``insights/YYYY-MM-DD_insight_NNN.md`` atomically, masked, mode 0600."""
    # Mask the text fields, not the rendered file: numbers such as the chat id must stay.
    masked = msgspec.structs.replace(
        record,
        chat_title=mask(record.chat_title),
        title=mask(record.title),
        body=mask(record.body),
        source_summaries=[mask(s) for s in record.source_summaries],
    )
    data = render_insight(masked).encode()
    # The temp file is created 0600 by store.perms.open_private; the link keeps the mode.
    return create_exclusive_atomic(
        root.insights_dir(), _day(record.created), INSIGHT_TOPIC, data, suffix=".md"
    )


class InsightResult(msgspec.Struct, frozen=True, kw_only=True):
    """Where an insight report was written, and its markdown."""

    path: str
    text: str
