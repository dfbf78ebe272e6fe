"""Decisions with their evidence: grounding a summary's items, and the summaries' ledger.

A summarizer names, for every decision and action item, the ``seq`` numbers of the
messages it rests on. ``ground`` checks them against the summarized window (ids outside
it are dropped and counted per item, never stored) and derives who agreed: a human
whose cited message objects ("반대예요", ``domain.text.stance``) is listed in ``objected_by``,
never in ``agreed_by``; a decision without an agreeing human stays a *proposal* (a
*contested* one when someone objected), and a window none of whose decisions is backed
without objection is at most ``tentative``. The evidence of the open proposals of earlier
windows (``domain.summaries.proposals``) is accepted too, so agreement in the next window counts.

The summaries' own ledger (``ledger_of``) is derived, never stored: it is read from the
summary files (which are never overwritten, and whose archive summaries carry on the
decisions of the periods they replace, ``carry_decisions``). ``/결정`` shows the live
understanding's decisions (``domain.understanding.ledger``), with a model summary's
grounded items from this ledger over the rules' on the same messages; links point at the
first evidence message while it is still in the log (``with_links``).
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Literal

import msgspec

from groupchat_memory.domain.summaries.changes import successors
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.reactions import (
    Reaction,
    marked,
)
from groupchat_memory.domain.summaries.summarizer import SummaryDraft
from groupchat_memory.domain.text.stance import objects
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import CitedItem, ItemStatus, MessageRecord, SummaryRecord
from groupchat_memory.store.seq_index import DAY_LINES

logger = logging.getLogger(__name__)

OFFLINE_MODEL = "offline"  # the model a summary of the offline rules names
_SUPERGROUP_PREFIX = "-100"
# Fields of a struct the summarizer is not asked for: ``ground`` derives them from the evidence.
DERIVED_FIELDS: dict[str, tuple[str, ...]] = {
    "CitedItem": ("proposal", "agreed_by", "date", "objected_by", "dropped", "stated", "model")
}
_MAX_EVIDENCE = 20  # ids per item: enough to show who agreed, bounded against a runaway answer
_MAX_NAME = 60  # an owner's name or a due date: a short phrase
_PUNCTUATION = re.compile(r"[^\w\s]+")
_SPEAKER = re.compile(r"^[^:\n]{1,40}:\s")  # the "name: " the summarizers put in front
_NAME_SUFFIXES = ("님", "씨", "이")  # 민수님, 지은씨; 하늘이 (a given name's 이)


class Grounded(msgspec.Struct, frozen=True, kw_only=True):
    """A draft whose evidence was checked, and how many cited ids were not in the window."""

    draft: SummaryDraft
    dropped: int = 0


def _day(timestamp: str) -> str:
    """The local day of an ISO timestamp as written (``YYYY-MM-DD``), or ``""``."""
    return timestamp[:10] if len(timestamp) >= 10 else ""


def _ground_item(
    item: CitedItem, by_seq: Mapping[int, MessageRecord], *, decision: bool = False
) -> tuple[CitedItem, int]:
    """One item with only the evidence in the window, its humans' stances and its day.

    The evidence is in chat order, but for the message that ``stated`` the item (the
    offline summarizer names a wrap-up, citing the proposal and agreement before it too):
    that one stays first, so the item's link and day still point at it. A status other
    than open stands on a person's message among the evidence (``_status``); an owner
    must be a member (``_member``)."""
    inside = {seq for seq in item.evidence if seq in by_seq}
    dropped = sum(1 for seq in item.evidence if seq not in by_seq)
    anchor = item.stated if item.stated in inside else None
    ordered = sorted(inside - {anchor})
    kept = ([] if anchor is None else [anchor]) + ordered
    kept = kept[:_MAX_EVIDENCE]
    last: dict[str, MessageRecord] = {}  # a person's last cited word is their stance
    for seq in sorted(kept):
        if not by_seq[seq].is_bot:
            last[by_seq[seq].sender] = by_seq[seq]
    against = [name for name, message in last.items() if objects(message.text)]
    agreed = [name for name in last if name not in against]
    first = min(kept, default=0)
    grounded = CitedItem(
        text=item.text,
        evidence=kept,
        proposal=not agreed,
        agreed_by=agreed,
        date=_day(by_seq[kept[0]].timestamp) if kept else "",
        objected_by=against,
        dropped=item.dropped + dropped,  # a draft grounded twice keeps its first count
        # what it replaces came before it; the ledger checks they are a decision's evidence
        replaces=sorted({seq for seq in item.replaces if 0 < seq < first})[:_MAX_EVIDENCE],
        owner=_member(item.owner, kept, by_seq),
        due=" ".join(item.due.split())[:_MAX_NAME],
        stated=anchor or 0,
    )
    replaces = grounded.replaces
    return msgspec.structs.replace(
        grounded, status=_status(item, kept, by_seq, decision=decision, replaces=replaces)
    ), dropped


def _status(
    item: CitedItem,
    kept: Sequence[int],
    by_seq: Mapping[int, MessageRecord],
    *,
    decision: bool,
    replaces: Sequence[int],
) -> ItemStatus:
    """An item's status as its evidence bears it out. An action item is done or dropped
    when it cites a person's message after the one that gave it: a model's answer names
    that message, and its wording is not judged again here (the offline summarizer only
    names one its rules read as saying so). A decision is dropped (taken back, nothing in
    its place) when it names what it drops in ``replaces`` and a person said so."""
    if item.status == "open":
        return "open"
    if decision:
        said = any(not by_seq[s].is_bot for s in kept)
        return "dropped" if item.status == "dropped" and replaces and said else "open"
    later = [s for s in kept[1:] if s > kept[0]] if kept else []
    return item.status if any(not by_seq[s].is_bot for s in later) else "open"


def _member(owner: str, kept: Sequence[int], by_seq: Mapping[int, MessageRecord]) -> str:
    """The member an item's ``owner`` names, as the chat writes the name ("민수님",
    "@maya" are 민수 and Maya); a name that is no member of the messages at hand becomes
    the sender of the item's first message, the one who took it on (or nothing)."""
    owner = " ".join(owner.split())[:_MAX_NAME]
    if not owner:
        return ""
    members = {m.sender for m in by_seq.values()}
    if owner in members:
        return owner
    bare = owner.lstrip("@").removesuffix(" [bot]")
    names = [bare, *(bare.removesuffix(s) for s in _NAME_SUFFIXES if bare.endswith(s))]
    by_fold = {m.casefold(): m for m in members}
    for name in names:
        if name.casefold() in by_fold:
            return by_fold[name.casefold()]
    first = by_seq.get(kept[0]) if kept else None
    return first.sender if first is not None else ""


def settled(item: CitedItem) -> bool:
    """A decision people backed and nobody objected to."""
    return not item.proposal and not item.objected_by


def ground(
    draft: SummaryDraft,
    window: Sequence[MessageRecord],
    *,
    chat_id: int = 0,
    earlier: Sequence[MessageRecord] = (),
) -> Grounded:
    """Check every cited ``seq`` against ``window`` (and ``earlier``, the evidence of open
    proposals) and derive proposal, agreed_by, objected_by, date and the dropped count.

    Whatever the summarizer said about who agreed is replaced by what the evidence shows.
    The count of dropped ids is logged (never the ids' text), kept per item and returned.
    """
    by_seq = {m.seq: m for m in (*earlier, *window) if m.seq != 0 and m.kind == "message"}
    dropped = 0
    lists: list[list[CitedItem]] = []
    for decision, items in ((True, _once_each(draft.key_decisions)), (False, draft.action_items)):
        out: list[CitedItem] = []
        for item in items:
            grounded, lost = _ground_item(item, by_seq, decision=decision)
            dropped += lost
            out.append(grounded)
        lists.append(out)
    decisions, actions = lists
    level = draft.consensus_level
    if decisions and not any(settled(d) for d in decisions) and level in ("agreed", "decided"):
        level = "tentative"  # only bots "decided", or someone objected: the group has not
    if dropped:
        logger.warning(
            "chat %s: dropped %d evidence id(s) not in the summarized window", chat_id, dropped
        )
    return Grounded(
        draft=msgspec.structs.replace(
            draft, key_decisions=decisions, action_items=actions, consensus_level=level
        ),
        dropped=dropped,
    )


def _once_each(items: Sequence[CitedItem]) -> list[CitedItem]:
    """A window's decisions with each one once: two items with the same words (whoever
    said them) or the same evidence are one, citing the evidence of both (a member who
    repeats a decision backs it)."""
    out: list[CitedItem] = []
    where: dict[object, int] = {}
    for item in items:
        keys: list[object] = [words_key(_SPEAKER.sub("", item.text, count=1))]
        if item.evidence:
            keys.append(tuple(sorted(item.evidence)))
        at = next((where[k] for k in keys if k in where), None)
        if at is None:
            for key in keys:
                where[key] = len(out)
            out.append(item)
            continue
        first = out[at]
        more = [seq for seq in item.evidence if seq not in first.evidence]
        out[at] = msgspec.structs.replace(first, evidence=[*first.evidence, *more])
        for key in keys:
            where.setdefault(key, at)
    return out


def _item_key(item: CitedItem) -> tuple[int, ...] | str:
    """What makes two items the same decision: the same evidence, else the same words."""
    return tuple(sorted(item.evidence)) if item.evidence else words_key(item.text)


def words_key(text: str) -> str:
    """A decision's words as two mentions of it compare: case, spacing and punctuation
    aside."""
    return " ".join(_PUNCTUATION.sub(" ", text).split()).casefold()


def carry_decisions(
    record: SummaryRecord, earlier: Iterable[SummaryRecord], from_seq: int, to_seq: int
) -> SummaryRecord:
    """An archive summary that keeps the decisions of the summaries it replaces.

    Each decision of an earlier (non-archive) summary goes into the archive chunk holding
    its first evidence message (or, without evidence, the first message of its summary),
    with its date and the model that made it; the archive summarizer's own decisions that
    repeat one are dropped, unless the archive's is a model's grounded answer and the
    carried one the offline rules' (a model's answer wins over the rules on the same
    messages).
    """
    carried: list[CitedItem] = []
    for summary in earlier:
        if summary.kind == "archive":
            continue
        for item in summary.key_decisions:
            anchor = item.evidence[0] if item.evidence else summary.message_range.from_
            if from_seq <= anchor <= to_seq:
                carried.append(
                    msgspec.structs.replace(
                        item, date=item.date or summary.date, model=item.model or summary.model
                    )
                )
    if not carried:
        return record
    grounded = record.model != OFFLINE_MODEL
    own = {_item_key(item): item for item in record.key_decisions}
    kept: list[CitedItem] = []
    for item in carried:
        better = own.get(_item_key(item)) if grounded and item.model == OFFLINE_MODEL else None
        kept.append(item if better is None else msgspec.structs.replace(better, date=item.date))
    seen = {_item_key(item) for item in kept}
    rest = [item for item in record.key_decisions if _item_key(item) not in seen]
    merged = _unique([*kept, *rest])
    return msgspec.structs.replace(record, key_decisions=merged)


def _unique(items: Iterable[CitedItem]) -> list[CitedItem]:
    """Items in first-seen order, one per key (a backed decision beats a proposal)."""
    found: dict[tuple[int, ...] | str, CitedItem] = {}
    for item in items:
        key = _item_key(item)
        if key not in found or (found[key].proposal and not item.proposal):
            found[key] = item
    return list(found.values())


class Successor(msgspec.Struct, frozen=True, kw_only=True):
    """The decision that replaced a superseded one: its words, day, evidence and link."""

    text: str
    date: str
    evidence: list[int]
    link: str | None = None


class LedgerEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One decision (or proposal) of a chat, as ``/결정`` and ``decisions --json`` show it.

    ``status`` is ``superseded`` when a later decision on the same subject replaced it
    (``superseded_by``, the direct successor), ``dropped`` when a later message took it
    back with nothing in its place (``dropped_by``: that message and the answers to it, as
    a summarizer cited them); all keep their evidence."""

    text: str
    date: str
    proposal: bool
    agreed_by: list[str]
    evidence: list[int]
    summary_file: str
    archived: bool = False
    message_id: int | None = None
    link: str | None = None
    objected_by: list[str] = []
    dropped_evidence: int = 0  # ids its summarizer cited outside the window (audit)
    status: Literal["current", "superseded", "dropped"] = "current"
    superseded_by: Successor | None = None
    dropped_by: list[int] = []
    replaces: list[int] = []  # evidence ids of what it replaces, as its summarizer cited them
    reactions: list[Reaction] = []  # 👍/👎 on its messages, counted in agreed_by/objected_by


def _superseded(entries: Sequence[LedgerEntry]) -> set[int]:
    """Positions of the proposals whose messages another item cites with more: that item
    is the proposal's outcome (agreed to, or objected to, in a later window). Only items
    sharing a proposal's first evidence id are compared, so the cost stays linear."""
    citing: dict[int, list[int]] = {}
    for at, entry in enumerate(entries):
        for seq in entry.evidence:
            citing.setdefault(seq, []).append(at)
    out: set[int] = set()
    for at, entry in enumerate(entries):
        if entry.proposal and entry.evidence:
            mine = set(entry.evidence)
            others = citing.get(entry.evidence[0], [])
            if any(mine < set(entries[o].evidence) for o in others if o != at):
                out.add(at)
    return out


def ledger_of(files: Iterable[tuple[str, SummaryRecord]]) -> list[LedgerEntry]:
    """The decisions of some summaries, one per decision, newest first (no links yet); a
    proposal settled in a later window is listed once, as what it became."""
    found: dict[tuple[int, ...] | str, tuple[int, LedgerEntry]] = {}
    drops: list[CitedItem] = []
    for name, record in files:
        for item in record.key_decisions:
            if item.status == "dropped":
                drops.append(item)  # the taking back of a decision, not one of its own
                continue
            entry = LedgerEntry(
                text=" ".join(item.text.split()),
                date=item.date or record.date,
                proposal=item.proposal,
                agreed_by=list(item.agreed_by),
                evidence=list(item.evidence),
                summary_file=name,
                archived=record.kind == "archive",
                objected_by=list(item.objected_by),
                dropped_evidence=item.dropped,
                replaces=list(item.replaces),
            )
            key = _item_key(item)
            old = found.get(key)
            if old is None or (old[1].proposal and not entry.proposal):
                found[key] = (old[0] if old else len(found), entry)
    pairs = list(found.values())
    gone = _superseded([entry for _, entry in pairs])
    kept = [pair for at, pair in enumerate(pairs) if at not in gone]
    # in chat order: on the same day the later message, then the later summary
    ordered = sorted(
        kept,
        key=lambda pair: (pair[1].date, pair[1].evidence[0] if pair[1].evidence else 0, pair[0]),
    )
    return _current_first(_dropped([entry for _, entry in ordered], drops))


def _dropped(entries: Sequence[LedgerEntry], drops: Sequence[CitedItem]) -> list[LedgerEntry]:
    """``entries`` with each decision a drop names (its evidence among the drop's
    ``replaces``, the drop made after it) marked dropped, citing the drop's messages."""
    out = list(entries)
    for drop in drops:
        first = min(drop.evidence, default=0)
        named = set(drop.replaces)
        for at, entry in enumerate(out):
            if entry.evidence and named & set(entry.evidence) and max(entry.evidence) < first:
                out[at] = msgspec.structs.replace(
                    entry, status="dropped", dropped_by=sorted(drop.evidence)
                )
    return out


def _current_first(chronological: Sequence[LedgerEntry]) -> list[LedgerEntry]:
    """Newest first, each replaced decision right under its successor (its chain of
    predecessors newest first), marked superseded with a link to that successor."""
    entries = list(chronological)
    after = successors(
        [e.text for e in entries],
        [e.evidence for e in entries],
        [e.replaces for e in entries],
        [not e.proposal for e in entries],
    )
    # a decision taken back stays dropped: no later decision replaces it
    after = {old: new for old, new in after.items() if entries[old].status != "dropped"}
    before: dict[int, list[int]] = {}
    for old, new in after.items():
        before.setdefault(new, []).append(old)
        successor = entries[new]
        entries[old] = msgspec.structs.replace(
            entries[old],
            status="superseded",
            superseded_by=Successor(
                text=successor.text, date=successor.date, evidence=list(successor.evidence)
            ),
        )
    out: list[LedgerEntry] = []

    for at in range(len(entries) - 1, -1, -1):
        if at in after:
            continue
        out.append(entries[at])
        # its predecessors depth first, newest first (a stack: a chain can be long)
        stack = sorted(before.get(at, ()))
        while stack:
            old = stack.pop()
            out.append(entries[old])
            stack.extend(sorted(before.get(old, ())))
    return out


def message_link(chat_id: int, message_id: int) -> str | None:
    """``https://t.me/c/<id>/<msg>`` for a supergroup (its id without -100); None elsewhere:
    basic groups and private chats have no message links."""
    text = str(chat_id)
    if not text.startswith(_SUPERGROUP_PREFIX) or len(text) <= len(_SUPERGROUP_PREFIX):
        return None
    return f"https://t.me/c/{text[len(_SUPERGROUP_PREFIX) :]}/{message_id}"


def with_links(
    entries: Iterable[LedgerEntry], chat_id: int, messages: Mapping[int, MessageRecord]
) -> list[LedgerEntry]:
    """Entries with the first evidence message's id and link, when ``messages`` (by seq)
    still holds it."""
    out: list[LedgerEntry] = []
    for entry in entries:
        then = entry.superseded_by
        if then is not None and then.evidence:
            later = messages.get(then.evidence[0])
            if later is not None and later.message_id is not None:
                then = msgspec.structs.replace(then, link=message_link(chat_id, later.message_id))
                entry = msgspec.structs.replace(entry, superseded_by=then)
        found = messages.get(entry.evidence[0]) if entry.evidence else None
        if found is None or found.message_id is None:
            out.append(entry)
            continue
        out.append(
            msgspec.structs.replace(
                entry, message_id=found.message_id, link=message_link(chat_id, found.message_id)
            )
        )
    return out


def messages_near(
    log: MessageLog, wanted: Iterable[tuple[str, Sequence[int]]]
) -> dict[int, MessageRecord]:
    """The messages with the given seqs, each looked for on its day (``YYYY-MM-DD``) and,
    when not there, on the days either side; by seq."""
    by_day: dict[date, set[int]] = {}
    for day_text, seqs in wanted:
        try:
            day = date.fromisoformat(day_text)
        except ValueError:
            continue
        if seqs:
            by_day.setdefault(day, set()).update(seqs)
    found = _read_days(log, by_day)
    missing: dict[date, set[int]] = {}
    for day, wanted_there in by_day.items():
        if wanted_there - found.keys():
            for near in (day - timedelta(days=1), day + timedelta(days=1)):
                missing.setdefault(near, set()).update(wanted_there - found.keys())
    found.update(_read_days(log, missing))
    return found


def _read_days(log: MessageLog, wanted: Mapping[date, set[int]]) -> dict[int, MessageRecord]:
    """The messages with the wanted seqs, reading only the day files of the listed days."""
    found: dict[int, MessageRecord] = {}
    for day in sorted(wanted):
        if not (seqs := frozenset(wanted[day])):
            continue
        for path in log.paths_of(day):
            try:
                stat = path.stat()
            except FileNotFoundError:
                continue
            identity = (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)
            for record in _evidence_in(str(path), identity, seqs):
                found[record.seq] = msgspec.structs.replace(record)  # the caller's own copy
    return found


@functools.lru_cache(maxsize=256)
def _evidence_in(
    path: str, identity: tuple[int, int, int, int], seqs: frozenset[int]
) -> tuple[MessageRecord, ...]:
    """The messages with ``seqs`` in one day file (only their lines are read: ``DAY_LINES``
    knows where they are), remembered while the file is the same
    (device, inode, size, mtime: an append, a rewrite or a forget makes a new entry).
    Why: each summary window of a replay looks up the evidence of the same standing
    items again, and decoding their days was most of what a window's lookup cost."""
    return tuple(
        record
        for record in DAY_LINES.records(Path(path), seqs, _damaged_lines)
        if record.seq in seqs and record.kind == "message"
    )


def _damaged_lines(count: int) -> None:
    """A damaged line is no evidence; ``history`` and ``search`` already report them."""
    logger.debug("skipped %d damaged log line(s) while looking up evidence", count)


class EvidenceAudit(msgspec.Struct, frozen=True, kw_only=True):
    """How much cited evidence a chat's summarizers got wrong: ids outside the window."""

    dropped_ids: int = 0
    summaries: int = 0  # summaries with at least one dropped id
    total_summaries: int = 0


def evidence_audit(root: DataRoot, chat_id: int) -> EvidenceAudit:
    """How many cited ids a chat's summarizers got wrong (``decisions --json``)."""
    root.require_chat(chat_id)
    return _audit(summary_files(root.summaries_dir(chat_id)))


def _audit(files: Sequence[tuple[str, SummaryRecord]]) -> EvidenceAudit:
    counts = [record.dropped_evidence for _, record in files]
    return EvidenceAudit(
        dropped_ids=sum(counts),
        summaries=sum(1 for n in counts if n),
        total_summaries=len(files),
    )


_WORDS = {
    "ko": {"changed": "변경됨", "dropped": "취소됨", "agreed": "동의", "against": "반대",
           "proposal": "제안", "nobody": "사람의 동의 없음", "none": "기록 없음"},
    "en": {"changed": "changed", "dropped": "dropped", "agreed": "agreed", "against": "objected",
           "proposal": "proposal", "nobody": "no person agreed", "none": "none recorded"},
}  # fmt: skip


# The notes our answers put after (or before) an item's words: who agreed or objected, a
# proposal, a change, a status, the evidence. In an item's own words they are someone's
# claim, never the product's: ``said_only`` takes them out before an answer adds its own.
_NOTE_WORDS = "|".join(
    sorted(
        {word for words in _WORDS.values() for word in words.values()}
        | {"완료", "취소", "근거", "합의", "done", "evidence", "consensus"},
        key=len,
        reverse=True,
    )
)
_OPEN, _CLOSE = "([（［【〔<＜", ")]）］】〕>＞"
_NOTE = re.compile(
    rf"[ \t]*[{re.escape(_OPEN)}]\s*(?:(?:{_NOTE_WORDS})\s*[,，、]\s*)?(?:{_NOTE_WORDS})"
    rf"\s*(?=[:：;,，、·\u02d0\u02f8\u2236\ua789\uff64\s→#{re.escape(_CLOSE)}])"
    rf"(?:[^{re.escape(_OPEN + _CLOSE)}]|[{re.escape(_OPEN)}][^{re.escape(_OPEN + _CLOSE)}]*"
    rf"[{re.escape(_CLOSE)}])*[{re.escape(_CLOSE)}]",
    re.IGNORECASE,
)


def said_only(text: str) -> str:
    """An item's words without anything that reads as a note only our answers add
    (``(동의: 민준, 서연)``, ``(제안)``, ``(반대: …)``, ``[근거 #3]``): a member who writes one
    into a decision must not pass for the list of who agreed, which the product derives
    from who said what."""
    if not any(ch in text for ch in _OPEN):
        return text
    return _NOTE.sub("", text).strip() or text


def citation(entry: LedgerEntry, lang: str = "ko") -> str:
    """One decision as a line: date, text, who agreed or objected (with the emoji of those
    who reacted: ``(동의: 민준, 서연 👍)``), link (``/결정``, ``/정리``); a superseded one
    says it was changed and when, a dropped one that it was dropped. ``lang``: the chat's
    language (``ko`` or ``en``)."""
    words = _WORDS.get(lang, _WORDS["ko"])
    line = f"{entry.date} · {said_only(entry.text)}"
    if entry.superseded_by is not None:
        line = f"({words['changed']} → {entry.superseded_by.date}) {line}"
    elif entry.status == "dropped":
        line = f"({words['dropped']}) {line}"
    reacted = {r.name: r for r in entry.reactions}
    against = ", ".join(marked(n, reacted) for n in entry.objected_by)
    if entry.proposal:
        if against:
            line += f" ({words['proposal']}, {words['against']}: {against})"
        else:
            line += f" ({words['proposal']}, {words['nobody']})"
    else:
        agreed = [marked(n, reacted) for n in entry.agreed_by]
        who = ", ".join(agreed) if agreed else words["none"]
        line += f" ({words['agreed']}: {who}"
        line += f"; {words['against']}: {against})" if against else ")"
    return f"{line} {entry.link}" if entry.link else line
