"""The summarizer protocol: what the chat actor needs from an LLM (or from the offline
extractive summarizer). Implementations live in ``llm/`` (``llm/summarizing.py`` for
Claude and OpenAI-compatible models, ``llm/offline.py``); the actor never imports them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import msgspec

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.summaries.topics import GENERAL
from groupchat_memory.store.records import (
    CitedItem,
    ConsensusLevel,
    MessageRecord,
    SummaryRecord,
    TokenUsage,
)


class SummaryError(GroupchatMemoryError):
    """A summary could not be made; the actor skips it and retries at the next trigger."""


class SummaryDraft(msgspec.Struct, kw_only=True):
    """What a summarizer produces for a window of messages (the tool-call schema)."""

    summary: str
    key_topics: list[str] = []
    topic_tag: str = "general"
    key_decisions: list[CitedItem] = []
    action_items: list[CitedItem] = []
    consensus_level: ConsensusLevel = "exploratory"


@dataclass(frozen=True)
class OpenProposal:
    """A bot proposal of an earlier window that no human has agreed to yet, with its
    evidence messages: a later window may settle it (its seqs are accepted as evidence)."""

    item: CitedItem
    messages: list[MessageRecord]


@dataclass(frozen=True)
class EarlierItem:
    """A current decision or an open action item of earlier windows, with its evidence
    messages: a window may replace the decision or close the item, citing them."""

    item: CitedItem
    messages: list[MessageRecord]


@dataclass(frozen=True)
class SummaryRequest:
    """A window of already PII-masked messages to summarize, and the open proposals of the
    windows just before it (agreement often comes in the next window)."""

    chat_id: int
    messages: list[MessageRecord]
    topic: str = "general"
    topic_pending: bool = False
    open_proposals: list[OpenProposal] = field(default_factory=list)
    current_decisions: list[EarlierItem] = field(default_factory=list)
    open_todos: list[EarlierItem] = field(default_factory=list)
    # the chat's members, those silent in the window too: their names are no subjects
    members: list[str] = field(default_factory=list)
    # the offline summarizer may embed a few candidate words (``MemorySettings.subject_words``):
    # it then names a new topic by the trained subject model, else by its rules alone
    subject_words: bool = False
    # what the people said before the window (its ``EARLIER_REACH`` records before it), read
    # by the naming rules and the subject model when the window is named: a word the chat
    # said before is one of its subjects, a word said once in it seldom is
    earlier: tuple[str, ...] = ()
    # the names the chat's recent topics took before the window (``named.names_before``):
    # the subject model passes over a word that names one for another nearly as likely
    named_before: tuple[str, ...] = ()


# the records (seqs) before a window whose people's words the subject model reads (``earlier``)
EARLIER_REACH = 1000


def window_request(
    chat_id: int,
    messages: list[MessageRecord],
    *,
    topic: str,
    topic_pending: bool,
    members: Iterable[str],
    subject_words: bool,
    earlier: Sequence[MessageRecord],
) -> SummaryRequest:
    """The request for one window of a chat, as every summary of one is asked for (the
    scheduler's, an erasure's re-summary): with the chat's members, those silent in the
    window too, whether its words may be embedded to name it, and the messages before it
    (its thread's of the ``EARLIER_REACH`` seqs before it, ``earlier_from``: the people's
    kept when the window is named); none has a default, so no caller summarizes a window
    knowing less than another."""
    named = names_window(topic, topic_pending)
    said = [m.text for m in earlier if m.kind == "message" and not m.is_bot and m.text]
    # the personas who spoke before the window are called by name too ("잼민이 말 들을걸")
    personas = {m.sender for m in earlier if m.kind == "message" and m.is_bot}
    return SummaryRequest(
        chat_id=chat_id,
        messages=messages,
        topic=topic,
        topic_pending=topic_pending,
        members=sorted({*members, *personas}),
        subject_words=subject_words,
        earlier=tuple(said) if named else (),
    )


def earlier_from(from_seq: int) -> int:
    """The first seq of the records before a window starting at ``from_seq`` whose words
    its request carries (``window_request``'s ``earlier``)."""
    return max(1, from_seq - EARLIER_REACH)


def names_window(topic: str, pending: bool) -> bool:
    """Whether a window's summary names its topic: a new topic, or one still unnamed."""
    return pending or not topic or topic == GENERAL


@dataclass(frozen=True)
class SummaryResult:
    """A draft plus what it cost."""

    draft: SummaryDraft
    model: str
    usage: TokenUsage | None = None


def summary_record(
    base: SummaryRecord,
    result: SummaryResult,
    window: Sequence[MessageRecord],
    *,
    topic_tag: str | None = None,
) -> SummaryRecord:
    """``base`` (where and when: timestamp, date, range) with a summarizer's content, the
    window's participants and the call's cost: the one place a draft becomes a record.
    ``topic_tag`` keeps a tag the caller chose over the draft's."""
    draft = result.draft
    return msgspec.structs.replace(
        base,
        summary=draft.summary,
        key_topics=list(draft.key_topics),
        topic_tag=topic_tag or draft.topic_tag or "general",
        key_decisions=list(draft.key_decisions),
        action_items=list(draft.action_items),
        consensus_level=draft.consensus_level,
        participants=sorted({m.sender for m in window}),
        model=result.model,
        usage=result.usage,
    )


@dataclass(frozen=True)
class ReportPlan:
    """What a report says was decided and is to be done, as ``/결정`` and ``/할일`` read it
    (``domain.understanding.ledger.report_plan``): lines for its 결론 (the plan that stands
    first, what it replaced and what was dropped under it) and 액션 아이템 (open to-dos
    only), and the cited lines of its 결정과 근거 and 할 일 sections."""

    conclusions: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    todos: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class ReportRequest:
    """Input of an insight report (``/정리``): masked messages and the summaries of the
    period; ``plan``, when given, is what its decisions and to-dos sections say (the
    summarizer writes the rest)."""

    chat_id: int
    chat_title: str
    messages: list[MessageRecord]
    summaries: list[SummaryRecord] = field(default_factory=list)
    plan: ReportPlan | None = None


@dataclass(frozen=True)
class ReportResult:
    """An insight report: a title and markdown with 핵심 논점, 결론, 액션 아이템."""

    title: str
    markdown: str
    model: str
    usage: TokenUsage | None = None


class Summarizer(Protocol):
    """Turns message windows into summaries and insight reports."""

    name: str

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        """Summarize one window; raise ``SummaryError`` when it cannot."""
        ...

    async def report(self, request: ReportRequest) -> ReportResult:
        """Write an insight report; raise ``SummaryError`` when it cannot."""
        ...
