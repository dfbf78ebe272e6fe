"""What the watcher needs to know about an insight file: title, chat and period.

Insight files start with a small front matter (``---`` lines around ``key: value``
pairs, see ``store.records.InsightRecord``). The watcher reads only a few keys and
tolerates anything else, including files with no front matter at all, because the
drop folder is an interface other tools write to as well.
"""

from __future__ import annotations

import msgspec

_MAX_TITLE = 200


class InsightMeta(msgspec.Struct, frozen=True, kw_only=True):
    """The fields shown in captions and the inbox."""

    title: str
    chat: str = ""
    period: str = ""
    # ``withdrawn: true``: an erasure replaced the report; earlier titles of its path go
    withdrawn: bool = False


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    return value.strip()


def _front_matter(lines: list[str]) -> tuple[dict[str, str], int]:
    """``key: value`` pairs of a leading ``---`` block and the index of the body's first line."""
    if not lines or lines[0].strip() != "---":
        return {}, 0
    fields: dict[str, str] = {}
    for index, line in enumerate(lines[1:], start=1):
        if line.strip() in ("---", "..."):
            return fields, index + 1
        key, sep, value = line.partition(":")
        if sep and key.strip() and not key.startswith((" ", "\t", "-")):
            fields.setdefault(key.strip().lower(), _unquote(value))
    return {}, 0  # never closed: not front matter, treat everything as body


def parse_meta(text: str, fallback_title: str) -> InsightMeta:
    """Title from ``title:`` or the first ``# `` heading, else ``fallback_title``."""
    lines = text.splitlines()
    fields, body_start = _front_matter(lines)
    title = fields.get("title", "")
    if not title:
        for line in lines[body_start:]:
            if line.startswith("# "):
                title = line[2:].strip()
                break
    chat = fields.get("chat_title") or fields.get("chat") or fields.get("chat_id", "")
    period = fields.get("period", "")
    if not period and (fields.get("period_from") or fields.get("period_to")):
        period = f"{fields.get('period_from', '')} ~ {fields.get('period_to', '')}".strip()
    title = " ".join((title or fallback_title).split())[:_MAX_TITLE]
    withdrawn = fields.get("withdrawn", "").lower() == "true"
    return InsightMeta(title=title, chat=chat, period=period, withdrawn=withdrawn)
