"""The chat message ``/정리`` posts: the insight report as readable Korean plain text.

The report file (front matter, markdown) is for Anu and stays as written; the group gets
a message without ``---``, JSON values or ``#`` marks. Plain text needs no escaping, so
a title or body holding ``<``, ``&`` or ``*`` reaches the chat exactly as written, and
pages cut anywhere stay valid.
"""

from __future__ import annotations

import re
from datetime import tzinfo

from groupchat_memory.bot.views.formatting import local_time
from groupchat_memory.domain.summaries.insights import parse_insight
from groupchat_memory.store.exceptions import RecordError

_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$")
_EMPHASIS = re.compile(r"(\*\*|__)(.+?)\1")
_CODE = re.compile(r"`([^`\n]+)`")


def _moment(timestamp: str, tz: tzinfo) -> str:
    """``2026-03-15 21:21`` in the chat's zone; the raw text when it is not a timestamp."""
    moment = local_time(timestamp, tz)
    return moment.strftime("%Y-%m-%d %H:%M") if moment else timestamp


def _inline(text: str) -> str:
    """Markdown emphasis and code spans dropped, their words kept."""
    return _CODE.sub(r"\1", _EMPHASIS.sub(r"\2", text)).strip()


def body_lines(markdown: str) -> list[str]:
    """The report body as plain lines: ``## 결론`` -> ``[결론]``, ``- x`` -> ``• x``."""
    out: list[str] = []
    for raw in markdown.splitlines():
        line = raw.rstrip()
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        if heading:
            if out and out[-1]:
                out.append("")
            out.append(f"[{_inline(heading.group(1))}]")
        elif bullet:
            indent = "  " if bullet.group(1) else ""
            out.append(f"{indent}• {_inline(bullet.group(2))}")
        elif line.strip() in ("---", "***", "___"):
            out.append("")
        else:
            out.append(_inline(line))
    while out and not out[-1]:
        out.pop()
    return out


def insight_message(file_text: str, tz: tzinfo, file_name: str = "") -> str:
    """The ``/정리`` answer for a report file's text (a file it cannot parse is posted
    without its front matter rather than not at all)."""
    try:
        record = parse_insight(file_text)
    except RecordError:
        return "\n".join(body_lines(file_text.split("\n---\n", 1)[-1]))
    period = f"{_moment(record.period_from, tz)} ~ {_moment(record.period_to, tz)}"
    rng = record.message_range
    facts = [period]
    if rng.to:
        facts.append(f"메시지 #{rng.from_}~#{rng.to}")
    if record.source_summaries:
        facts.append(f"요약 {len(record.source_summaries)}개")
    lines = [f"📝 {' '.join(record.title.split())}", "🗓 " + " · ".join(facts), ""]
    lines.extend(body_lines(record.body))
    if file_name:
        lines.extend(["", f"(리포트 파일: {file_name})"])
    return "\n".join(lines)
