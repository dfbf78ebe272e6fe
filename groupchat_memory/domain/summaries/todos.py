"""Who does what: action items with an owner, a due date and a status.

An action item is *open* until a later message says it is *done* ("다 했어요", "끝냈어",
"done") or *dropped* ("안 해도 돼요", "취소"): that message answers the item when it
replies to one of the item's messages, or when its sender owns the item and either names
its subject or owns no other open item. Before a window is summarized,
``domain.summaries.standing`` reads the open items of the summaries before it (a bounded
read of the summary index's tail); ``close_todos`` then adds, whatever the summarizer
said, the item again with the answering message among its evidence and its new status.
The list is derived from the summary files (``todo_ledger``), like the decisions: an item
is listed once, as what it became. Rules, not a model: closing an item costs no call.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date

import msgspec

from groupchat_memory.domain.summaries.summarizer import EarlierItem, SummaryDraft
from groupchat_memory.domain.text import cues
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.stance import closing
from groupchat_memory.domain.text.values import slots
from groupchat_memory.store.records import CitedItem, ItemStatus, MessageRecord, SummaryRecord

_SPEAKER = re.compile(r"^([^:\n]{1,40}):\s")
_DUE = re.compile(r"(\S+?)\s?까지|\bby\s+(\w+(?:\s\d{1,2})?)", re.IGNORECASE)
_NOT_SUBJECTS = frozenset({"까지", "할게", "할께", "하겠습니다", "담당", "맡기", "준비"})


def owner_and_due(line: str, people: Iterable[str]) -> tuple[str, str]:
    """Who an item's line (``speaker: text``) assigns and by when: a named member of the
    window asked to do it, else the speaker; the day or time before ``까지`` or after ``by``."""
    found = _SPEAKER.match(line)
    speaker = found.group(1).removesuffix(" [bot]") if found else ""
    body = line[found.end() :] if found else line
    owner = speaker
    if any(cue.search(body) for cue in (cues.ASSIGNED, cues.ASKS_TO_TAKE, cues.INSTRUCTS)):
        # asked of someone: the member named, if one is
        named = [p for p in people if p != speaker and p and p in body]
        if named:
            owner = min(named, key=body.index)
    due = ""
    for match in _DUE.finditer(body):
        candidate = next(g for g in match.groups() if g)
        if slots(candidate).keys() & {"day", "time"}:
            due = candidate
            break
    return owner, due


def _terms(text: str) -> set[str]:
    body = _SPEAKER.sub("", text, count=1)
    return {t for t in tokenize(body) if t not in _NOT_SUBJECTS}


class TodoEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One action item of a chat, as ``/할일`` and ``todos --json`` show it."""

    text: str
    owner: str
    due: str
    status: ItemStatus
    date: str
    evidence: list[int]
    summary_file: str
    closed_by: list[int] = []  # the messages that said it is done or dropped
    message_id: int | None = None
    link: str | None = None


def _key(item: CitedItem) -> tuple[int, ...] | str:
    return tuple(item.evidence) if item.evidence else " ".join(item.text.split()).casefold()


def todo_ledger(files: Iterable[tuple[str, SummaryRecord]]) -> list[TodoEntry]:
    """The action items of some summaries, each once as what it became (a done or dropped
    item citing an open one's messages and more replaces it), newest first."""
    by_first: dict[int, int] = {}  # first evidence seq -> position in ``out``
    seen: set[tuple[int, ...] | str] = set()
    out: list[TodoEntry] = []
    for name, record in files:
        for item in record.action_items:
            key = _key(item)
            if key in seen:
                continue
            seen.add(key)
            entry = TodoEntry(
                text=" ".join(item.text.split()),
                owner=item.owner,
                due=item.due,
                status=item.status,
                date=item.date or record.date,
                evidence=list(item.evidence),
                summary_file=name,
            )
            at = by_first.get(item.evidence[0]) if item.evidence else None
            if at is not None:
                base = out[at]
                if base.status == "open" and set(base.evidence) <= set(item.evidence):
                    if item.status != "open":
                        out[at] = msgspec.structs.replace(
                            entry, evidence=base.evidence, date=base.date,
                            owner=entry.owner or base.owner, due=entry.due or base.due,
                            closed_by=[seq for seq in item.evidence if seq not in base.evidence],
                        )  # fmt: skip
                    continue
            if item.evidence:
                by_first.setdefault(item.evidence[0], len(out))
            out.append(entry)
    order = {id(e): i for i, e in enumerate(out)}
    out.sort(key=lambda e: (e.date, e.evidence[:1], order[id(e)]), reverse=True)
    return out


def _answers(todo: EarlierItem, message: MessageRecord, candidates: Sequence[EarlierItem]) -> bool:
    """Whether ``message`` (which says done or dropped) is about ``todo``: a reply to one
    of its messages; else its owner's word naming its subject, or, naming no item's
    subject, the owner's word when they own no other open item."""
    anchors = {m.message_id for m in todo.messages if m.message_id is not None}
    if message.reply_to is not None:
        return message.reply_to in anchors
    if message.sender != todo.item.owner:
        return False
    said = _terms(message.text)
    if said & _terms(todo.item.text):
        return True
    if any(said & _terms(other.item.text) for other in candidates):
        return False  # it names another item
    return sum(1 for other in candidates if other.item.owner == message.sender) == 1


def close_todos(
    draft: SummaryDraft,
    window: Sequence[MessageRecord],
    todos: Sequence[EarlierItem],
    *,
    own: bool = True,
) -> SummaryDraft:
    """``draft`` with every earlier open item a human message of the window closed, and
    (``own``) the window's own items it closed (not yet grounded). A model's answer is its
    own word on the items it lists: the model path passes only the earlier items its
    answer left out, and ``own=False``."""
    talk = [m for m in window if m.kind == "message" and m.seq != 0 and not m.is_bot]
    # read once a message, not once an open item: a chat's open items pile up, and the
    # regular expressions per pair were a tenth of a replay's CPU (bench_ingest --profile)
    said = {m.seq: closing(m.text) for m in talk}
    mine = [
        EarlierItem(item=item, messages=[m for m in window if m.seq in item.evidence])
        for item in draft.action_items
        if own and item.status == "open" and item.evidence
    ]
    candidates = [*todos, *mine]
    items = list(draft.action_items)
    changed = False
    for todo in candidates:
        last = max(todo.item.evidence)
        for message in talk:
            status = said[message.seq] if message.seq > last else None
            if status is None or not _answers(todo, message, candidates):
                continue
            evidence = sorted({*todo.item.evidence, message.seq})
            items = [i for i in items if not (i.evidence and set(i.evidence) <= set(evidence))]
            items.append(msgspec.structs.replace(todo.item, evidence=evidence, status=status))
            changed = True
            break
    if not changed:
        return draft
    return msgspec.structs.replace(draft, action_items=items)


def age_days(entry: TodoEntry, today: date) -> int | None:
    """Days since the item was given (its first evidence's day), or None without a date."""
    try:
        return max(0, (today - date.fromisoformat(entry.date)).days)
    except ValueError:
        return None
