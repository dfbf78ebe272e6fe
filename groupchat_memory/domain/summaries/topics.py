"""Topic detection: when a conversation moves on, the topic becomes ``pending`` until the next
summary names it; and forum topics, each its own conversation.

Signals: a transition phrase, and a silence gap longer than ``topic_gap_minutes``
between two messages of the same conversation. In a forum supergroup every topic
(``thread_id``) is its own conversation with its own ``TopicState``; messages without a
thread id (a chat without topics, a forum's General topic) are one conversation, keyed
``None``. ``Scope`` says which conversation an answer is about.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Literal

import msgspec

from groupchat_memory.store.files import append_durable, fsync_dir, write_atomic

GENERAL = "general"
PENDING = "pending"

ALL: Literal["all"] = "all"
Scope = int | None | Literal["all"]
"""What an answer covers: one forum topic (its thread id), the conversation without a
topic (None: a plain chat, a forum's General topic), or the whole chat (``ALL``)."""
ALL_WORDS = frozenset({"전체", "all", "모두"})
"""The first argument of a command that asks about the whole chat (every topic)."""
TOPIC_NAMES_TABLE = "forum_topics"
"""The table of an older ``state.json`` that held the forum topics' names (``thread_id`` ->
``name``): moved into the topics file (``DataRoot.topics_path``) when the chat's actor
starts."""
TOPIC_NAME_MAX = 128  # Telegram's own limit on a topic's name
_COMPACT_SLACK = 256  # lines past two per topic before a start writes the file anew


class TopicLine(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One line of the topics file: a topic's new ``name``, or (``tag`` set) the topic tag
    its summaries left, with the seq it was left at and the pending run it carries."""

    thread: int
    name: str | None = None
    tag: str | None = None
    pending_since: int | None = None
    tag_seq: int = 0


class ForumTopics(msgspec.Struct, kw_only=True):
    """What the topics file holds: each topic's name and its last tag line."""

    names: dict[int, str] = {}
    tags: dict[int, TopicLine] = {}
    lines: int = 0


def read_topics(path: Path) -> ForumTopics:
    """The topics file folded (the last line of a topic wins); a line a crash cut short, or
    not ours, is skipped. Empty when missing."""
    found = ForumTopics(names={}, tags={})
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return found
    decoder = msgspec.json.Decoder(TopicLine)
    for raw in data.splitlines():
        try:
            line = decoder.decode(raw)
        except msgspec.DecodeError:
            continue
        found.lines += 1
        if line.name is not None:
            found.names[line.thread] = line.name
        if line.tag is not None:
            found.tags[line.thread] = line
    return found


def append_topics(path: Path, lines: Iterable[TopicLine]) -> None:
    """Append ``lines`` and fsync (the folder too when the file is new): on disk when this
    returns, whatever kills the process after."""
    data = b"".join(msgspec.json.encode(line) + b"\n" for line in lines)
    if not data:
        return
    new = not path.exists()
    append_durable(path, data)
    if new:
        fsync_dir(path.parent)


def compact_topics(path: Path, topics: ForumTopics) -> bool:
    """``rewrite_topics`` when old lines outnumber the names and tags; True if it did."""
    if topics.lines <= 2 * (len(topics.names) + len(topics.tags)) + _COMPACT_SLACK:
        return False
    rewrite_topics(path, topics)
    return True


def rewrite_topics(path: Path, topics: ForumTopics) -> None:
    """Write the file anew with one line per name and per tag (crash-safe: a temp file
    renamed over it)."""
    kept = [TopicLine(thread=t, name=n) for t, n in sorted(topics.names.items())]
    kept.extend(line for _, line in sorted(topics.tags.items()))
    write_atomic(path, b"".join(msgspec.json.encode(line) + b"\n" for line in kept))
    topics.lines = len(kept)


def in_scope(thread_id: int | None, scope: Scope) -> bool:
    """Whether a record of ``thread_id`` belongs to what ``scope`` asks about."""
    return scope == ALL or thread_id == scope


def clean_topic_name(name: str | None) -> str | None:
    """A topic name fit for one line of a context: control characters and brackets gone,
    spaces folded, capped; None when nothing is left (Telegram allows an empty edit)."""
    if not name:
        return None
    kept = "".join(
        " " if unicodedata.category(ch).startswith(("C", "Z")) else ch
        for ch in name
        if ch not in "[]<>"
    )
    folded = " ".join(kept.split())[:TOPIC_NAME_MAX]
    return folded or None


def read_topic_names(topics_file: Path, state_path: Path) -> dict[int, str]:
    """The forum topics' names of a chat (its topics file, or the table of an older
    ``state.json`` until its actor moves them), read without opening either for writing
    (the chat's actor owns them); {} when missing or unreadable."""
    if topics_file.exists():
        return read_topics(topics_file).names
    return _table_names(state_path)


def _table_names(state_path: Path) -> dict[int, str]:
    """The names in an older ``state.json``'s ``TOPIC_NAMES_TABLE``."""
    try:
        doc = msgspec.json.decode(state_path.read_bytes())
        tables = doc["tables"] if isinstance(doc, dict) and "tables" in doc else doc
        rows = tables.get(TOPIC_NAMES_TABLE, {}).values()
        return {
            int(row["thread_id"]): str(row["name"])
            for row in rows
            if isinstance(row, dict) and isinstance(row.get("thread_id"), int) and row.get("name")
        }
    except (OSError, msgspec.DecodeError, AttributeError, TypeError, KeyError, ValueError):
        return {}


TRANSITION_PHRASES: tuple[str, ...] = (
    "다른 주제",
    "그건 그렇고",
    "화제를 바꿔",
    "화제 전환",
    "다음 안건",
    "본론으로",
    "change the subject",
    "changing the subject",
    "different topic",
    "another topic",
    "new topic",
    "moving on",
    "next agenda",
    "next item",
    "back to the main point",
    "by the way",
)

_SPACES = re.compile(r"\s+")


def has_transition_phrase(text: str) -> bool:
    """Whether ``text`` contains a phrase that announces a new topic (spacing-insensitive)."""
    folded = _SPACES.sub(" ", text.casefold())
    compact = folded.replace(" ", "")
    for phrase in TRANSITION_PHRASES:
        if phrase in folded or (not phrase.isascii() and phrase.replace(" ", "") in compact):
            return True
    return False


@dataclass(frozen=True, slots=True)
class TopicState:
    """The chat's current topic tag and what the next message is compared with."""

    tag: str = GENERAL
    pending_since: int | None = None
    last_message_at: datetime | None = None
    last_thread: int | None = None

    @property
    def pending(self) -> bool:
        """Whether the current topic still waits for a summary to name it."""
        return self.tag == PENDING


def observe(
    state: TopicState, at: datetime, text: str, thread_id: int | None, seq: int, gap: timedelta
) -> TopicState:
    """The state after a new message (not an edit or service record) numbered ``seq`` of
    this conversation (``state`` is its topic's: another topic's messages never move it)."""
    moved = state.last_message_at is not None and at - state.last_message_at > gap
    if has_transition_phrase(text):
        moved = True
    if moved and not state.pending:
        return TopicState(PENDING, seq, at, thread_id)
    return replace(state, last_message_at=at, last_thread=thread_id)


def name_pending(state: TopicState, summary_tag: str, covered_to: int) -> TopicState:
    """After a summary of messages up to ``covered_to``: a pending topic it covers takes its tag."""
    if not state.pending or state.pending_since is None or state.pending_since > covered_to:
        return state
    tag = summary_tag.strip() or GENERAL
    if tag == PENDING:
        tag = GENERAL
    return replace(state, tag=tag, pending_since=None)


class TopicNames:
    """The names summaries gave their windows' messages.

    The log is append-only, so a message recorded while its topic was pending keeps the
    ``pending`` tag on disk; once a summary covers it, it goes by the summary's tag.
    Windows of different forum topics overlap in seq: each topic has its own.
    """

    def __init__(self, windows: Iterable[tuple[int, int, str, int | None]]) -> None:
        spans: dict[int | None, list[tuple[int, int, str]]] = {}
        for start, end, tag, thread in windows:
            spans.setdefault(thread, []).append((start, end, tag))
        self._spans = {thread: sorted(found) for thread, found in spans.items()}
        self._starts = {t: [start for start, _, _ in found] for t, found in self._spans.items()}

    def of(self, tag: str, seq: int, thread_id: int | None = None) -> str:
        """The tag a message of ``thread_id`` stored with ``tag`` and numbered ``seq`` goes by."""
        if tag != PENDING:
            return tag
        spans = self._spans.get(thread_id, [])
        i = bisect.bisect_right(self._starts.get(thread_id, []), seq) - 1
        if i >= 0:
            _, end, named = spans[i]
            if seq <= end and named != PENDING:
                return named
        return tag
