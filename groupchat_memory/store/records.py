"""msgspec record types for everything persisted.

Field names of the message and summary records are those of the original
``conversation_memory.py`` so old data stays readable; newer fields have
defaults, so decoding an old record works.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Literal, TypeVar

import msgspec

from groupchat_memory.store.exceptions import RecordError

MessageKind = Literal["message", "edit", "service", "command", "tombstone", "reaction"]
UNSEARCHED_KINDS: frozenset[str] = frozenset({"service", "command", "tombstone", "reaction"})
"""Kinds kept in the log but never searched, recalled, put in a reply context or
summarized: chat events, memory commands and the bots' answers to them, tombstones (a
member's erased records: their seqs, no text) and reactions (a member's emoji on a
message, which the decision ledger reads)."""
ItemStatus = Literal["open", "done", "dropped"]
ConsensusLevel = Literal["exploratory", "tentative", "agreed", "decided"]
SummaryKind = Literal["summary", "archive"]


class MessageRecord(msgspec.Struct, kw_only=True):
    """One line of the message log.

    ``seq`` is the chat's running record number (1-based, assigned by the chat
    actor); summary ranges and cursors refer to it. ``kind="edit"`` records carry
    the new text of ``message_id``; readers may apply them latest-wins. Only
    ``kind="message"`` is conversation: ``"command"`` is a memory command or a bot's
    answer to one, ``"service"`` a chat event, ``"tombstone"`` the place of records a
    member had erased (its text names their seqs only; see ``UNSEARCHED_KINDS``),
    ``"reaction"`` the emoji a member has on message ``reply_to`` after a change (no
    ``message_id`` of its own; ``domain.summaries.reactions``).
    """

    sender: str
    text: str
    timestamp: str
    is_bot: bool = False
    chat_id: int = 0
    topic_tag: str = "general"
    message_id: int | None = None
    sender_id: int | None = None
    reply_to: int | None = None
    thread_id: int | None = None
    kind: MessageKind = "message"
    seq: int = 0


class MessageRange(msgspec.Struct):
    """Inclusive range of message ``seq`` numbers a summary covers."""

    from_: int = msgspec.field(name="from")
    to: int = 0


class TokenUsage(msgspec.Struct, kw_only=True):
    """Tokens an LLM call spent, as the API reported them."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_input_tokens: int = 0
    cache_creation_input_tokens: int = 0


class CitedItem(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A decision or an action item, with the ``seq`` numbers of the messages it rests on.

    The model (or the offline extractor) names ``text`` and ``evidence``; the rest is
    derived from the evidence when the summary is made (``domain.summaries.decisions.ground``), so a
    bot's suggestion cannot become the group's decision: ``proposal`` stays true until a
    human message is among the evidence, ``agreed_by`` names those humans, ``date`` is the
    local day of the first evidence message (kept when an archive summary carries it on).
    ``objected_by`` names the humans whose cited message objects ("반대예요"): they never
    count as agreement, and a decision only they answered stays a proposal (contested).
    ``dropped`` counts the cited ids that were not in the summarized window (an audit
    figure; the ids themselves are never stored).

    ``stated`` is the seq of the message that states the item when its summarizer named it
    (the offline one does: a wrap-up after the proposal and the agreement it sums up): it
    stays the first evidence id, which the item's link and day follow, the others coming
    in chat order; without it the evidence is in chat order.

    ``replaces`` (decisions) are evidence ids of an earlier decision this one replaces, as
    a model cited them; the ledger accepts them only when they are an earlier decision's
    evidence (``domain.summaries.changes``). ``owner``, ``due`` and ``status`` (action
    items) say who does it, by when, and whether it is done or dropped, a later message
    among the evidence saying so (``domain.summaries.todos``).

    ``model`` is the model of the summary an archive summary carried the item from (the
    offline rules' ``offline``), empty for the summary's own items: a carried rule item
    stays the rules' under a model's archive, and a model's stays the model's.
    """

    text: str
    evidence: list[int] = []
    proposal: bool = False
    agreed_by: list[str] = []
    date: str = ""
    objected_by: list[str] = []
    dropped: int = 0
    replaces: list[int] = []
    owner: str = ""
    due: str = ""
    status: ItemStatus = "open"
    stated: int = 0
    model: str = ""


# the ``SummaryRecord.model`` of an extractive summary (``llm.offline``): its text quotes
# the window's own sentences, which the log still holds and recall ranks
EXTRACTIVE_MODEL = "offline"


class SummaryRecord(msgspec.Struct, kw_only=True):
    """A summary file's content (``summaries/YYYY-MM-DD_<topic>_NNN.json``).

    In a forum each topic is summarized on its own: ``thread_id`` names it, and the
    range of one topic's summary holds other topics' seqs too, which it does not cover.

    Files written before decisions carried evidence hold plain strings in
    ``key_decisions`` and ``action_items``; ``decode``/``convert`` read them as items
    without evidence.
    """

    timestamp: str
    date: str
    message_range: MessageRange
    summary: str
    key_topics: list[str] = []
    topic_tag: str = "general"
    key_decisions: list[CitedItem] = []
    action_items: list[CitedItem] = []
    consensus_level: ConsensusLevel = "exploratory"
    participants: list[str] = []
    kind: SummaryKind = "summary"
    period_from: str | None = None
    period_to: str | None = None
    model: str = ""
    usage: TokenUsage | None = None
    # archive summaries: whose messages (sender id -> seqs; ids only, no text) the period
    # held, so forgetting a member reaches the period after its day files are gone
    sender_seqs: dict[int, list[int]] = {}
    # the forum topic whose messages of ``message_range`` this summary covers (None: the
    # conversation without a topic, or, for an archive summary, every topic of the period)
    thread_id: int | None = None

    @property
    def dropped_evidence(self) -> int:
        """Evidence ids the summarizer cited outside the window, summed over the items
        (each item keeps its own count, so the figure survives carry-over and rewrites)."""
        return sum(item.dropped for item in (*self.key_decisions, *self.action_items))


class InsightRecord(msgspec.Struct, kw_only=True):
    """Front matter and body of an insight report (``insights/YYYY-MM-DD_insight_NNN.md``)."""

    chat_id: int
    chat_title: str
    title: str
    created: str
    period_from: str
    period_to: str
    message_range: MessageRange
    source_summaries: list[str] = []
    model: str = ""
    usage: TokenUsage | None = None  # what the report's LLM call spent (None: offline)
    body: str = ""
    # withdrawn by an erasure: the watcher then drops the old title from its inbox
    withdrawn: bool = False


T = TypeVar("T")

_encoder = msgspec.json.Encoder()


def _cited_items(value: Any) -> Any:
    """A list of plain strings (the old item format) as item objects; else unchanged."""
    if not isinstance(value, list):
        return value
    return [{"text": v} if isinstance(v, str) else v for v in value]


def _upgrade_summary(data: Any) -> Any:
    """An old summary (string decisions and action items) in today's shape."""
    if isinstance(data, dict):
        for key in ("key_decisions", "action_items"):
            if key in data:
                data[key] = _cited_items(data[key])
    return data


# Record types whose older on-disk shape is upgraded when the strict decode fails: the
# common case (current files) pays nothing.
_UPGRADES: dict[type[Any], Callable[[Any], Any]] = {SummaryRecord: _upgrade_summary}


def encode(record: Any) -> bytes:
    """Encode a record as compact UTF-8 JSON (Korean as is, no ``\\u`` escapes)."""
    return _encoder.encode(record)


def decode(data: bytes | str, type_: type[T], *, source: str = "record") -> T:
    """Decode one JSON document into ``type_``; raise ``RecordError`` naming the problem."""
    try:
        return msgspec.json.decode(data, type=type_)
    except msgspec.ValidationError as exc:  # subclass of DecodeError: must come first
        if type_ in _UPGRADES:
            return convert(msgspec.json.decode(data), type_, source=source)
        raise RecordError(f"{source}: invalid {type_.__name__}: {exc}") from exc
    except msgspec.DecodeError as exc:
        raise RecordError(f"{source}: not valid JSON: {exc}") from exc


def convert(obj: Any, type_: type[T], *, source: str = "record") -> T:
    """Convert already-parsed JSON (dicts, lists) into ``type_``, like ``decode``."""
    try:
        return msgspec.convert(obj, type=type_)
    except msgspec.ValidationError as exc:
        upgrade = _UPGRADES.get(type_)
        if upgrade is not None:
            try:
                return msgspec.convert(upgrade(copy.deepcopy(obj)), type=type_)
            except msgspec.ValidationError:
                pass  # report the error of the strict try: it names today's shape
        raise RecordError(f"{source}: invalid {type_.__name__}: {exc}") from exc
