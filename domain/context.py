"""Context for a bot's reply: latest summaries, the recent conversation, and older messages
relevant to what was just said, deduplicated, in time order, within a token budget."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import msgspec

from groupchat_memory.domain.keywords import estimate_tokens, extract_keywords
from groupchat_memory.store.records import MessageRecord, SummaryRecord

SUMMARY_HEADER = "[이전 대화 요약]"
RECENT_HEADER = "[최근 대화]"
RECENT_MESSAGES = 20
RELEVANT_MESSAGES = 10
CONTEXT_SUMMARIES = 3
# summaries may take at most this share of the budget, so the live conversation always fits
_SUMMARY_SHARE = 0.4


def summary_line(record: SummaryRecord) -> str:
    """One summary as a context line: ``- (date, topic) text``."""
    text = " ".join(record.summary.split())
    return f"- ({record.date}, {record.topic_tag}) {text}"


def message_line(record: MessageRecord) -> str:
    """One message as ``name: text`` (newlines folded so one message is one line)."""
    return f"{record.sender}: {' '.join(record.text.split())}"


def format_context(summaries: Sequence[SummaryRecord], messages: Sequence[MessageRecord]) -> str:
    """The original bot's format: ``[이전 대화 요약]`` then ``[최근 대화]``, sections left out
    when empty."""
    parts: list[str] = []
    if summaries:
        parts.append(SUMMARY_HEADER)
        parts.extend(summary_line(s) for s in summaries)
    if messages:
        if parts:
            parts.append("")
        parts.append(RECENT_HEADER)
        parts.extend(message_line(m) for m in messages)
    return "\n".join(parts)


def _line_tokens(line: str) -> int:
    return estimate_tokens(line) + 1


def relevant(
    candidates: Sequence[MessageRecord], keywords: Sequence[str], limit: int = RELEVANT_MESSAGES
) -> list[MessageRecord]:
    """Up to ``limit`` candidates sharing the most keywords with the current text, newest
    preferred among equals; returned in time order."""
    if not keywords or limit <= 0:
        return []
    needles = [k.casefold() for k in keywords]
    scored: list[tuple[int, int, MessageRecord]] = []
    for index, record in enumerate(candidates):
        if record.kind != "message":
            continue
        hay = record.text.casefold()
        score = sum(1 for needle in needles if needle in hay)
        if score:
            scored.append((score, index, record))
    scored.sort(key=lambda item: (-item[0], -item[1]))
    chosen = sorted(scored[:limit], key=lambda item: item[1])
    return [record for _, _, record in chosen]


def assemble(
    text: str,
    summaries: Sequence[SummaryRecord],
    recent: Sequence[MessageRecord],
    older: Sequence[MessageRecord],
    budget_tokens: int,
    *,
    keywords: Callable[[str], list[str]] = extract_keywords,
    recent_n: int = RECENT_MESSAGES,
    relevant_n: int = RELEVANT_MESSAGES,
    relevant_messages: Sequence[MessageRecord] = (),
    relevant_summaries: Sequence[SummaryRecord] = (),
) -> Context:
    """Build the reply context.

    ``summaries`` are the latest summaries (oldest first), ``recent`` the chat's newest
    messages (oldest first), ``older`` earlier messages to search by keyword, and
    ``relevant_messages`` / ``relevant_summaries`` what recall already found for
    ``text`` (taken as given: recall ranked them and brought the reply after each hit,
    which a keyword filter would drop). Budget order, because that is what answers a
    question about the past (``bench/bench_recall.py``): the newest summary's share is
    set aside, then relevant messages, then the last ``recent_n`` newest first, then
    keyword matches from ``older``, then summaries (newest, relevant, the other latest).
    """
    budget = max(0, budget_tokens)
    used = _line_tokens(SUMMARY_HEADER) + _line_tokens(RECENT_HEADER)
    latest_sums = list(summaries[-CONTEXT_SUMMARIES:])
    reserve = 0
    if latest_sums:
        newest = _line_tokens(summary_line(latest_sums[-1]))
        reserve = newest if newest <= int(budget * _SUMMARY_SHARE) else 0

    latest = [m for m in recent if m.kind == "message"][-recent_n:] if recent_n > 0 else []
    window = {_key(m) for m in latest}
    originals = {_key(m): m for m in recent}
    picked: dict[int, MessageRecord] = {}

    def take(record: MessageRecord) -> bool:
        nonlocal used
        cost = _line_tokens(message_line(record))
        if _key(record) in picked or used + reserve + cost > budget:
            return False
        picked[_key(record)] = record
        used += cost
        return True

    given = [m for m in _unique(relevant_messages) if _key(m) not in window and m.kind == "message"]
    # the deque's copy (original text) wins over the log's masked copy of the same message
    found = [originals.get(_key(m), m) for m in given[:relevant_n]]
    taken = sum(1 for record in found if take(record))
    for record in reversed(latest):
        if not take(record):
            break
    pool = [m for m in _unique([*recent, *older]) if _key(m) not in window]
    pool.sort(key=lambda m: m.seq)
    for record in relevant(pool, keywords(text), relevant_n - taken):
        take(record)

    picked_summaries: dict[tuple[str, int, int, str], SummaryRecord] = {}
    order = [*latest_sums[-1:], *relevant_summaries, *reversed(latest_sums[:-1])]
    for summary in order:
        key = summary_key(summary)
        cost = _line_tokens(summary_line(summary))
        if key in picked_summaries or used + cost > budget:
            continue
        picked_summaries[key] = summary
        used += cost

    sums = sorted(picked_summaries.values(), key=lambda s: (s.timestamp, s.message_range.from_))
    messages = sorted(picked.values(), key=lambda m: (m.seq, m.timestamp))
    formatted = format_context(sums, messages)
    return Context(
        context=formatted,
        messages=messages,
        summaries=sums,
        tokens=estimate_tokens(formatted) + formatted.count("\n"),
    )


def summary_key(record: SummaryRecord) -> tuple[str, int, int, str]:
    """Identity of a summary whether it came from the index, the files or recall."""
    rng = record.message_range
    return (record.timestamp, rng.from_, rng.to, record.summary)


def _key(record: MessageRecord) -> int:
    """Identity of a message across the deque and the log: its seq (or object id if unset)."""
    return record.seq if record.seq else id(record)


def _unique(records: Sequence[MessageRecord]) -> list[MessageRecord]:
    """Drop repeated seqs, keeping the first (time order preserved)."""
    seen: set[int] = set()
    out: list[MessageRecord] = []
    for record in records:
        key = _key(record)
        if key not in seen:
            seen.add(key)
            out.append(record)
    return out


class Context(msgspec.Struct, frozen=True, kw_only=True):
    """A reply context: the formatted text and what went into it."""

    context: str
    messages: list[MessageRecord]
    summaries: list[SummaryRecord]
    tokens: int
