"""Read-only answers over one chat's files: history, search, stats, table of contents, recall
and reply context.

The CLI calls these while the service runs (the log is append-only and summary files
appear complete, so reading beside the writer is safe); the chat actor calls the same
functions so both give the same answers. Each answer reads exactly one chat's folder.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from actors.context import assemble
from actors.messages import ChatStats, Context, TocEntry
from actors.settings import MemorySettings
from actors.summaries import matches, summary_files, toc_of
from store.exceptions import UnknownChatError
from store.log import MessageLog, latest_wins, parse_timestamp
from store.paths import DataRoot
from store.records import MessageRecord, SummaryRecord

_DEFAULTS = MemorySettings()


def require_chat(root: DataRoot, chat_id: int) -> Path:
    """The chat's folder; ``UnknownChatError`` naming the known chats when it has none."""
    folder = root.chat_dir(chat_id)
    if not folder.is_dir():
        known = ", ".join(str(c) for c in root.chat_ids()[:10]) or "none yet"
        raise UnknownChatError(
            f"chat {chat_id} has no memory under {root.root} (known chats: {known}); "
            "check --chat and --data-dir"
        )
    return folder


def open_log(root: DataRoot, chat_id: int, settings: MemorySettings = _DEFAULTS) -> MessageLog:
    """The chat's message log, for reading."""
    return MessageLog(root.log_dir(chat_id), settings.tz)


def messages_of(records: list[MessageRecord]) -> list[MessageRecord]:
    """Edits applied (latest text wins), only ``kind="message"`` records, in log order."""
    return [r for r in latest_wins(records) if r.kind == "message"]


def history(
    root: DataRoot, chat_id: int, n: int = 20, settings: MemorySettings = _DEFAULTS
) -> list[MessageRecord]:
    """The latest ``n`` messages, edits applied, oldest first."""
    require_chat(root, chat_id)
    if n <= 0:
        return []
    with open_log(root, chat_id, settings) as log:
        want = n * 2
        while True:
            records = log.tail(want)
            found = messages_of(records)
            if len(found) >= n or len(records) < want:
                return found[-n:]
            want *= 2


def search(
    root: DataRoot,
    chat_id: int,
    keyword: str,
    limit: int = 20,
    settings: MemorySettings = _DEFAULTS,
) -> list[MessageRecord]:
    """The newest ``limit`` messages containing ``keyword`` (case-insensitive), oldest first."""
    require_chat(root, chat_id)
    needle = keyword.casefold().strip()
    if not needle or limit <= 0:
        return []
    with open_log(root, chat_id, settings) as log:
        found = [r for r in messages_of(list(log.scan())) if needle in r.text.casefold()]
    return found[-limit:]


def stats(root: DataRoot, chat_id: int, settings: MemorySettings = _DEFAULTS) -> ChatStats:
    """Totals over the whole log and the summary files of one chat."""
    require_chat(root, chat_id)
    participants: Counter[str] = Counter()
    topics: Counter[str] = Counter()
    first: str | None = None
    last: str | None = None
    total = 0
    with open_log(root, chat_id, settings) as log:
        for record in log.scan():
            if record.kind != "message":
                continue
            total += 1
            participants[record.sender] += 1
            topics[record.topic_tag] += 1
            if first is None:
                first = record.timestamp
            last = record.timestamp
    summaries = sum(
        1 for _, record in summary_files(root.summaries_dir(chat_id)) if record.kind == "summary"
    )
    return ChatStats(
        chat_id=chat_id,
        total_messages=total,
        first_date=_day(first, settings),
        last_date=_day(last, settings),
        participants=dict(participants.most_common()),
        summaries=summaries,
        topics=dict(topics.most_common()),
    )


def _day(timestamp: str | None, settings: MemorySettings) -> str | None:
    if timestamp is None:
        return None
    return parse_timestamp(timestamp, settings.tz).astimezone(settings.tz).date().isoformat()


def toc(root: DataRoot, chat_id: int) -> dict[str, list[TocEntry]]:
    """Summaries per date, read from the summary files."""
    require_chat(root, chat_id)
    return toc_of(summary_files(root.summaries_dir(chat_id)))


def recall(root: DataRoot, chat_id: int, keyword: str, limit: int = 10) -> list[SummaryRecord]:
    """Summaries whose key topics or text contain ``keyword``: newest ``limit``, oldest first."""
    require_chat(root, chat_id)
    found = [r for _, r in summary_files(root.summaries_dir(chat_id)) if matches(r, keyword)]
    return found[-limit:] if limit > 0 else []


def latest_summaries(root: DataRoot, chat_id: int, n: int = 3) -> list[SummaryRecord]:
    """The newest ``n`` summaries, oldest first, read from the files."""
    require_chat(root, chat_id)
    found = [r for _, r in summary_files(root.summaries_dir(chat_id))]
    return found[-n:] if n > 0 else []


def context(
    root: DataRoot,
    chat_id: int,
    text: str,
    budget_tokens: int | None = None,
    settings: MemorySettings = _DEFAULTS,
) -> Context:
    """The reply context the actor would build, from files only (for ``context`` on the CLI)."""
    require_chat(root, chat_id)
    with open_log(root, chat_id, settings) as log:
        window = messages_of(log.tail(settings.context_window))
    recent, older = window[-settings.buffer :], window[: -settings.buffer]
    return assemble(
        text,
        latest_summaries(root, chat_id),
        recent,
        older,
        settings.context_budget_tokens if budget_tokens is None else budget_tokens,
    )
