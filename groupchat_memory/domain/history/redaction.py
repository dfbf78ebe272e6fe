"""A summary without one member, rebuilt from what the summary itself holds.

Forgetting re-summarizes a summary from the messages its window still has in the log. An
archive summary (and a summary of an archived period) has no such messages: the archive
removed the day files. It is rebuilt from its own content minus everything attributable
to the member:

- decisions and action items whose first evidence message is theirs, or whose only
  evidence or only backer is them, or that quote them (``name: ...``); the others keep
  their date and lose the member's seqs and name;
- the member in ``participants`` and in ``sender_seqs`` (the archive's record of whose
  messages each period held), and their messages in the ``메시지 N개`` count;
- every line of an offline (extractive) text that quotes them (``name: ...``, ``결정 -
  name: ...``) or names them, and the overview line, rewritten from what remains;
- key topics that nothing left in the summary mentions, and a topic tag made of one.

What an LLM-written text loses: the model wrote the narrative in its own words, mixing
everyone's messages, so no sentence can be told to be or not to be the member's (a
paraphrase of their words need not name them). Its narrative is dropped whole; the
rebuilt text is the header, the overview (remaining participants and topics) and the
remaining decisions, so the other members' part of the period survives only as far as
the structured fields carry it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import msgspec

from groupchat_memory.store.files import topic_slug
from groupchat_memory.store.records import CitedItem, ConsensusLevel, SummaryRecord

OFFLINE_MODEL = "offline"
NEUTRAL_TAGS = frozenset({"general", "pending", "archive", "insight"})
_ARCHIVE_HEADER = re.compile(
    r"^(\[\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2} 아카이브\]) 메시지 (\d+)개\.\s*"
)
_OVERVIEW = "주제: "
_SPEAKER_END = re.compile(r":(?:\s|$)")
_DECISION_LINE = "결정 - "
_DROPPED_NOTE = "(한 멤버의 삭제 요청으로 요약 본문을 비웠습니다: 남은 결정과 할 일만 남깁니다)"
_CAPPED: dict[ConsensusLevel, ConsensusLevel] = {"agreed": "tentative", "decided": "tentative"}


class Member(msgspec.Struct, frozen=True, kw_only=True):
    """Who is forgotten, as a summary can name them: id, the seqs of their messages, and
    their display names (masked, as stored)."""

    user_id: int
    seqs: frozenset[int] = frozenset()
    names: frozenset[str] = frozenset()

    def quoted_in(self, line: str) -> bool:
        """Whether ``line`` quotes the member (``name: ...``, ``name [bot]: ...``). The
        colon must end the name: ``a:b: ...`` is another member's line than ``a``'s."""
        body = line.removeprefix(_DECISION_LINE).lstrip()
        return any(
            _SPEAKER_END.match(body, len(head))
            for name in self.names
            if name
            for head in (name, f"{name} [bot]")
            if body.startswith(head)
        )

    def named_in(self, text: str) -> bool:
        """Whether ``text`` names the member at all (names of two or more characters:
        a one-letter name would match everywhere)."""
        return any(len(name) >= 2 and name in text for name in self.names)


def holds_member(record: SummaryRecord, member: Member) -> bool:
    """Whether ``record`` (built from messages no longer in the log) may hold the member:
    its record of senders names them, or its participants do (a file older than that
    record, or one an erasure that did not know their name left quoting them)."""
    return member.user_id in record.sender_seqs or any(
        name in member.names for name in record.participants
    )


def still_holds(record: SummaryRecord, member: Member) -> bool:
    """Whether ``redact`` still has something to take out of ``record`` (False once it
    did: a rerun after a crash leaves a redacted file alone)."""
    cites = any(
        seq in member.seqs for item in (*record.key_decisions, *record.action_items)
        for seq in item.evidence
    )  # fmt: skip
    return cites or holds_member(record, member)


def _theirs(item: CitedItem, member: Member) -> bool:
    """Whether a decision or action item rests on (or quotes) the member."""
    if item.evidence and (
        item.evidence[0] in member.seqs or all(seq in member.seqs for seq in item.evidence)
    ):
        return True
    if item.agreed_by and all(name in member.names for name in item.agreed_by):
        return True
    return member.quoted_in(item.text) or member.named_in(item.text)


def _without(items: Iterable[CitedItem], member: Member) -> tuple[list[CitedItem], list[str]]:
    """(the items that stay, without the member's seqs and name; the texts that go)."""
    kept: list[CitedItem] = []
    gone: list[str] = []
    for item in items:
        if _theirs(item, member):
            gone.append(item.text)
            continue
        backers = [name for name in item.agreed_by if name not in member.names]
        kept.append(
            msgspec.structs.replace(
                item,
                evidence=[seq for seq in item.evidence if seq not in member.seqs],
                agreed_by=backers,
                proposal=item.proposal or (bool(item.agreed_by) and not backers),
            )
        )
    return kept, gone


def _mentioned(topic: str, text: str) -> bool:
    words = [w for w in re.split(r"[_\s]+", topic.casefold()) if w]
    return bool(words) and all(w in text for w in words)


def tag_supported(tag: str, text: str) -> bool:
    """Whether a topic tag is neutral or made of words ``text`` (casefolded) still holds."""
    return tag in NEUTRAL_TAGS or _mentioned(tag, text)


def _overview(participants: list[str], topics: list[str], count: int) -> str:
    shown = ", ".join(participants[:4]) + (
        f" 외 {len(participants) - 4}명" if len(participants) > 4 else ""
    )
    about = ", ".join(topics[:3]) or "일상 대화"
    return f"{_OVERVIEW}{about} · 참여: {shown or '없음'} · 메시지 {count}개"


def redact(record: SummaryRecord, member: Member) -> SummaryRecord:
    """``record`` without anything attributable to ``member`` (see the module docstring)."""
    decisions, gone = _without(record.key_decisions, member)
    actions, gone_actions = _without(record.action_items, member)
    gone.extend(gone_actions)
    first, last = record.message_range.from_, record.message_range.to
    if record.sender_seqs:  # the archive's record (none left once redacted: a rerun)
        theirs = record.sender_seqs.get(member.user_id, [])
    else:
        theirs = [seq for seq in member.seqs if first <= seq <= last]
    text = record.summary
    header = ""
    match = _ARCHIVE_HEADER.match(text)
    if match:
        count = max(0, int(match.group(2)) - len(theirs))
        header = f"{match.group(1)} 메시지 {count}개. "
        text = text[match.end() :]
    offline = record.model == OFFLINE_MODEL or text.startswith(_OVERVIEW)
    lines = [line for line in text.splitlines() if line.strip()]
    kept_lines = [
        line
        for line in lines
        if offline
        and not line.startswith(_OVERVIEW)
        and not member.quoted_in(line)
        and not member.named_in(line)
        and not any(g and g in line for g in gone)
    ]
    participants = [p for p in record.participants if p not in member.names]
    said = "\n".join([*kept_lines, *(i.text for i in (*decisions, *actions))]).casefold()
    topics = [t for t in record.key_topics if _mentioned(t, said)]
    messages = _overview_count(lines, record, len(theirs))
    body = [_overview(participants, topics, messages), *kept_lines]
    if not offline:
        body.append(_DROPPED_NOTE)
    tag = record.topic_tag
    if not tag_supported(tag, said):
        tag = topic_slug(topics[0]) if topics else "general"
    level = record.consensus_level
    if not any(not d.proposal for d in decisions):
        level = _CAPPED.get(level, level)
    return msgspec.structs.replace(
        record,
        summary=(header + "\n".join(body)).strip(),
        key_topics=topics,
        topic_tag=tag,
        key_decisions=decisions,
        action_items=actions,
        consensus_level=level,
        participants=participants,
        sender_seqs={k: v for k, v in record.sender_seqs.items() if k != member.user_id},
    )


def _overview_count(lines: list[str], record: SummaryRecord, theirs: int) -> int:
    """The overview's message count less the member's (their count when known)."""
    for line in lines[:1]:
        found = re.search(r"메시지 (\d+)개$", line)
        if line.startswith(_OVERVIEW) and found:
            return max(0, int(found.group(1)) - theirs)
    span = record.message_range.to - record.message_range.from_ + 1
    return max(0, span - theirs)
