"""What one chat's model calls cost, from what the data root records.

Every summary file (archive ones too) and every insight report names the model that
wrote it and, for an API call, the tokens it spent; each is one call. Offline ones are
not model calls and are left out (``calls_by_provider``). The personas' answer calls are
not in those files: the service counts them in ``persona-usage.json`` under the data
root (its writer is ``llm.usage.UsageLedger``; ``read_usage`` reads it), per chat and
persona, where a missing or damaged file reads as empty, because losing a cost counter
must never stop an answer.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

import msgspec

from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.insights import parse_insight
from groupchat_memory.domain.summaries.topics import ALL, Scope
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import SummaryRecord, TokenUsage

logger = logging.getLogger(__name__)

OFFLINE = "offline"
MAX_INSIGHT_FILES = 10_000  # a folder of reports stays a cheap read for /stats


class ProviderCalls(msgspec.Struct, kw_only=True):
    """One provider's calls for one chat: how many, for what, and the tokens spent."""

    calls: int = 0
    summaries: int = 0
    insights: int = 0
    tokens: TokenUsage = msgspec.field(default_factory=TokenUsage)


def provider_of(model: str) -> str:
    """The provider behind a model name: ``claude-*`` is anthropic, ``gpt-*`` openai."""
    name = model.strip().lower()
    if not name or name == OFFLINE:
        return OFFLINE
    if name.startswith("claude"):
        return "anthropic"
    if name.startswith(("gpt", "o1", "o3", "o4", "chatgpt")):
        return "openai"
    return name


def add_tokens(total: TokenUsage, more: TokenUsage | None) -> None:
    """Add ``more`` into ``total`` in place."""
    if more is None:
        return
    total.input_tokens += more.input_tokens
    total.output_tokens += more.output_tokens
    total.cache_read_input_tokens += more.cache_read_input_tokens
    total.cache_creation_input_tokens += more.cache_creation_input_tokens


def _count(
    found: dict[str, ProviderCalls], model: str, usage: TokenUsage | None, what: str
) -> None:
    provider = provider_of(model)
    if provider == OFFLINE and usage is None:
        return
    entry = found.setdefault(provider, ProviderCalls())
    entry.calls += 1
    if what == "summary":
        entry.summaries += 1
    else:
        entry.insights += 1
    add_tokens(entry.tokens, usage)


def _insight_texts(root: DataRoot) -> Iterable[str]:
    """The text of each insight report file (the folder is shared by every chat)."""
    folder = root.insights_dir()
    if not folder.is_dir():
        return
    for i, path in enumerate(sorted(folder.glob("*_insight_*.md"))):
        if i >= MAX_INSIGHT_FILES:
            return
        try:
            yield path.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            continue  # unreadable or hand-edited: not a report this count can use


def calls_by_provider(
    root: DataRoot,
    chat_id: int,
    summaries: Iterable[SummaryRecord] | None = None,
    *,
    insights: bool = True,
) -> dict[str, ProviderCalls]:
    """Model calls of ``chat_id``'s summaries and insight reports (not with ``insights``
    False), per provider, most first; ``summaries``: the chat's summary files (or those
    to count) when the caller has read them already."""
    found: dict[str, ProviderCalls] = {}
    if summaries is None:
        summaries = (summary for _, summary in summary_files(root.summaries_dir(chat_id)))
    for summary in summaries:
        _count(found, summary.model, summary.usage, "summary")
    for text in _insight_texts(root) if insights else ():
        try:
            record = parse_insight(text)
        except RecordError:
            continue
        if record.chat_id == chat_id:
            _count(found, record.model, record.usage, "insight")
    return dict(sorted(found.items(), key=lambda item: -item[1].calls))


def total_tokens(calls: dict[str, ProviderCalls]) -> TokenUsage:
    """The tokens of every provider's calls, summed."""
    total = TokenUsage()
    for entry in calls.values():
        add_tokens(total, entry.tokens)
    return total


class PersonaUsage(msgspec.Struct, kw_only=True):
    """One persona's calls in one chat."""

    provider: str
    model: str
    calls: int = 0
    failures: int = 0
    tokens: TokenUsage = msgspec.field(default_factory=TokenUsage)


class UsageFile(msgspec.Struct, kw_only=True):
    """The whole of ``persona-usage.json``: ``chats[str(chat_id)][persona]``, and the same
    calls again per forum topic: ``topics[str(chat_id)][topic_key(thread)][persona]``."""

    version: int = 1
    chats: dict[str, dict[str, PersonaUsage]] = msgspec.field(default_factory=dict)
    topics: dict[str, dict[str, dict[str, PersonaUsage]]] = msgspec.field(default_factory=dict)


def topic_key(thread_id: int | None) -> str:
    """How a forum topic is keyed in ``UsageFile.topics`` ("0": the talk outside topics)."""
    return str(thread_id or 0)


def load_usage_file(path: Path) -> UsageFile:
    """The counters at ``path``; empty when the file is missing or unreadable (logged)."""
    try:
        return msgspec.json.decode(path.read_bytes(), type=UsageFile)
    except FileNotFoundError:
        return UsageFile()
    except (OSError, msgspec.DecodeError) as exc:
        logger.warning("%s is unreadable (%s): persona usage counts start again", path, exc)
        return UsageFile()


def read_usage(root: DataRoot, chat_id: int, scope: Scope = ALL) -> dict[str, PersonaUsage]:
    """Per persona, what its calls in ``chat_id`` (in the forum topic ``scope`` names)
    cost so far ({} when nothing recorded). Outside topics in a chat where no persona
    answered in one, that is the whole chat (calls counted before topics were)."""
    found = load_usage_file(root.usage_path())
    whole = found.chats.get(str(int(chat_id)), {})
    if scope == ALL:
        return whole
    topics = found.topics.get(str(int(chat_id)), {})
    if scope is None and set(topics) <= {topic_key(None)}:
        return whole
    return topics.get(topic_key(scope), {})
