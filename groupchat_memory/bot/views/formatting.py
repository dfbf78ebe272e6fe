"""Text and JSON shapes of the memory answers, shared by the chat commands and the CLI.

Pure functions over records: the chat command and the command line print the same
content because both call these. Answers are Korean, as the group talks Korean.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date, datetime, tzinfo
from typing import Any

import msgspec

from groupchat_memory.base.textfold import fold_name, speaker
from groupchat_memory.bot.views.defaults import HISTORY_DEFAULT
from groupchat_memory.bot.views.textsplit import TELEGRAM_LIMIT, split_message, utf16_len
from groupchat_memory.domain.context import Context, topic_label
from groupchat_memory.domain.history.forgetting import ForgetReport
from groupchat_memory.domain.recall.search import SearchHit
from groupchat_memory.domain.summaries.decisions import (
    EvidenceAudit,
    LedgerEntry,
    citation,
    said_only,
)
from groupchat_memory.domain.summaries.todos import TodoEntry, age_days
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING
from groupchat_memory.domain.text import hangul
from groupchat_memory.domain.text.korean import josa
from groupchat_memory.store.records import CitedItem, MessageRecord, SummaryRecord

RECALL_USAGE = "사용법: /기억 <키워드>"
SEARCH_USAGE = "사용법: /search <키워드>"
HISTORY_USAGE = "사용법: /history [개수] (기본 20, 최대 100)"
HISTORY_MAX = 100
MEMORY_LATEST = 5
BOT_LABEL = "(봇)"
"""What marks a persona's line in a chat answer (``클로디 (봇): ...``)."""
DECISIONS_SHOWN = 30  # in the chat; the command line lists them all
LIST_MAX = 300  # decisions or to-dos one chat answer lists at most ("더 보기" pages them)
LIST_USAGE = "사용법: {command} [개수] (기본 {default}, 최대 {max})"

CONSENSUS_KO: dict[str, str] = {
    "exploratory": "탐색 중",
    "tentative": "잠정 합의",
    "agreed": "합의",
    "decided": "결정",
}


def forward_prefix(origin: str) -> str:
    """The words put before a forwarded text (live or imported), so nobody reads them as
    the forwarder's own."""
    return f"(전달: {origin}) "


def local_time(timestamp: str, tz: tzinfo) -> datetime | None:
    """Parse an ISO 8601 timestamp into ``tz``; None for text that is not one (old data)."""
    try:
        moment = datetime.fromisoformat(timestamp)
    except (TypeError, ValueError):
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=tz)
    return moment.astimezone(tz)


def _stamp(timestamp: str, tz: tzinfo, fmt: str) -> str:
    """Format a timestamp, falling back to the raw text so nothing is hidden."""
    moment = local_time(timestamp, tz)
    return moment.strftime(fmt) if moment else timestamp


def first_line(text: str, limit: int = 80) -> str:
    """The first non-blank line of ``text``, shortened to ``limit`` characters."""
    for line in text.splitlines():
        line = line.strip()
        if line:
            return line if len(line) <= limit else line[: limit - 1] + "…"
    return ""


def message_line(
    record: MessageRecord,
    tz: tzinfo,
    *,
    full_date: bool = False,
    topics: Mapping[int, str] | None = None,
) -> str:
    """One message as ``[03/15 21:03] 도윤: text`` (bots marked), the year with ``full_date``;
    with ``topics`` (the forum's names) its topic before the sender: ``[주제: 여행] 도윤: …``."""
    stamp = _stamp(record.timestamp, tz, "%Y-%m-%d %H:%M" if full_date else "%m/%d %H:%M")
    text = record.text
    if record.kind == "command":  # a memory command or its answer: one short line
        text = first_line(text, 60) + (" …" if record.is_bot and "\n" in text.strip() else "")
    where = "" if topics is None else topic_label(record.thread_id, topics) + " "
    who = speaker(record.sender, is_bot=record.is_bot, mark=BOT_LABEL)
    return f"[{stamp}] {where}{who}: {text}"


def history_text(
    records: Sequence[MessageRecord],
    tz: tzinfo,
    asked: int = 0,
    topics: Mapping[int, str] | None = None,
    waiting: Sequence[MessageRecord] = (),
) -> str:
    """The answer of ``/history``: the messages oldest-first under a header (which says
    so when more than ``HISTORY_MAX`` were ``asked`` for); ``topics``: see ``message_line``.
    ``waiting``: messages set aside, not recorded yet (the chat's memory cannot take them
    now), shown after the rest under a header that says so, the latest ``HISTORY_MAX``."""
    if not records and not waiting:
        return "아직 기록된 메시지가 없습니다."
    lines = [f"🕘 최근 메시지 {len(records)}개"] if records else []
    if records and asked > HISTORY_MAX:
        lines[0] += f" (한 번에 최대 {HISTORY_MAX}개까지 보여 드립니다)"
    lines.extend(message_line(r, tz, topics=topics) for r in records)
    if waiting:
        shown = waiting[-HISTORY_MAX:]
        more = f", 최근 {len(shown)}개" if len(shown) < len(waiting) else ""
        lines.append(
            f"⏳ 기록을 기다리는 메시지 {len(waiting)}개{more} (따로 안전하게 보관 중이며, "
            "이 방의 기억이 다시 기록할 수 있게 되면 순서대로 기록됩니다)"
        )
        lines.extend("⏳ " + message_line(r, tz, topics=topics) for r in shown)
    return "\n".join(lines)


HIGHLIGHT = ("「", "」")
"""Marks around a search match: answers are plain text (no parse mode), so no markup."""


def search_text(
    keyword: str,
    hits: Sequence[SearchHit],
    tz: tzinfo,
    topics: Mapping[int, str] | None = None,
) -> str:
    """The answer of ``/search``: matches newest first, each with date and sender, the
    matched word marked 「like this」; ``topics``: see ``message_line``."""
    if not hits:
        quoted = f"'{keyword}'"
        return f"🔎 {josa(quoted, '이')} 들어간 메시지가 없습니다."
    lines = [f"🔎 '{keyword}' 검색 결과 {len(hits)}건 (최신순)"]
    for hit in hits:
        shown = msgspec.structs.replace(hit.record, text=hit.highlighted(*HIGHLIGHT))
        lines.append(message_line(shown, tz, full_date=True, topics=topics))
    return "\n".join(lines)


def summary_label(summary: SummaryRecord) -> str:
    """``[03/15] topic``: how a summary is named in lists and buttons."""
    day = summary.date[5:10].replace("-", "/") if len(summary.date) >= 10 else summary.date
    return f"[{day}] {summary.topic_tag}"


def summary_item(summary: SummaryRecord) -> str:
    """``[03/15] topic — first line``: the requirement's shape of one summary in a list."""
    return f"{summary_label(summary)} — {first_line(summary.summary)}"


_ARCHIVE_HEADER = re.compile(r"^\s*\[[^\]]*아카이브\]\s*(?:메시지 [\d,]+개\.)?\s*")


def archive_item(summary: SummaryRecord) -> str:
    """``[2025-01-01 ~ 2025-01-31] first line`` of an archive summary (its header cut)."""
    period = f"{summary.period_from or summary.date} ~ {summary.period_to or summary.date}"
    return f"[{period}] {first_line(_ARCHIVE_HEADER.sub('', summary.summary))}"


def memory_text(summaries: Sequence[SummaryRecord]) -> str:
    """The answer of ``/메모리``: the latest summaries, newest first, numbered."""
    if not summaries:
        return "아직 만들어진 요약이 없습니다. 대화가 쌓이면 자동으로 요약됩니다."
    lines = ["📚 대화 메모리", f"최근 요약 {len(summaries)}건:"]
    lines.extend(f"{i}. {summary_item(s)}" for i, s in enumerate(summaries, 1))
    lines.append("번호 버튼을 누르면 요약 전체를 볼 수 있습니다.")
    return "\n".join(lines)


def _bullets(title: str, items: Sequence[str]) -> list[str]:
    """A titled bullet list, or ``title: 없음``."""
    if not items:
        return [f"{title}: 없음"]
    return [f"{title}:", *(f"• {item}" for item in items)]


def item_label(item: CitedItem) -> str:
    """A decision or action item: its text, ``(제안)`` when no human backed it, ``(완료)`` or
    ``(취소)`` for an item done or dropped, who objected, its evidence."""
    text = said_only(item.text)  # a note in its words is someone's claim, not ours
    label = f"{text} (제안)" if item.proposal else text
    if item.status != "open":
        label += " (완료)" if item.status == "done" else " (취소)"
    if item.objected_by:
        label += f" (반대: {', '.join(item.objected_by)})"
    if item.evidence:
        label += " [근거 " + ", ".join(f"#{seq}" for seq in sorted(item.evidence)[:5]) + "]"
    return label


def summary_detail_text(summary: SummaryRecord) -> str:
    """One summary in full: text, decisions, action items, consensus, participants, range."""
    period = ""
    if summary.kind == "archive" and summary.period_from and summary.period_to:
        period = f" (아카이브 {summary.period_from} ~ {summary.period_to})"
    lines = [f"📝 {summary_label(summary)}{period}", said_only(summary.summary.strip()), ""]
    # the offline overview line already opens with "주제: ...": name only the other keywords
    head = summary.summary.lstrip().partition("\n")[0]
    named = (
        head.removeprefix("주제: ").partition(" · ")[0].split(", ")
        if head.startswith("주제: ")
        else []
    )
    others = [t for t in summary.key_topics if t not in named]
    if others:
        lines.append(("키워드: " if named else "주제: ") + ", ".join(others))
    lines.extend(_bullets("결정 사항", [item_label(d) for d in summary.key_decisions]))
    lines.extend(_bullets("할 일", [item_label(a) for a in summary.action_items]))
    consensus = CONSENSUS_KO.get(summary.consensus_level, summary.consensus_level)
    lines.append(f"합의 수준: {consensus} ({summary.consensus_level})")
    if summary.participants:
        lines.append("참여자: " + ", ".join(summary.participants))
    rng = summary.message_range
    lines.append(f"메시지 범위: #{rng.from_} ~ #{rng.to}")
    return "\n".join(lines)


def recall_text(
    keyword: str, summaries: Sequence[SummaryRecord], *, header: str | None = None, start: int = 1
) -> str:
    """The answer of ``/기억 <키워드>``: matching summaries newest first, with decisions
    (``header`` and ``start`` for a later page)."""
    if not summaries:
        return f"🔍 '{keyword}'에 대한 기억이 없습니다."
    lines = [header or f"🔍 '{keyword}' 관련 기억 {len(summaries)}개 (최신순)"]
    for i, summary in enumerate(summaries, start):
        lines.append(f"{i}. {summary_item(summary)}")
        lines.extend(f"   ✔ {item_label(d)}" for d in summary.key_decisions[:3])
    return "\n".join(lines)


_TEXTS = {
    "ko": {
        "decisions": "🧭 결정 {n}개 (최신순)", "changed": ", 바뀐 결정 {n}개는 ↳ 아래",
        "more": "… 외 {n}개 (모두 보기: {command})", "capped": "… 외 {n}개 (채팅에는 {max}개까지)",
        "dropped": "🚫 취소된 결정 {n}개", "waiting": "💡 사람의 동의를 기다리는 봇 제안 {n}개",
        "todos": "📌 열린 할 일 {n}개 (담당자별)", "nobody": "담당자 미정", "today": "오늘",
        "ago": "{n}일 전",
        "closed": "완료 {done}개 · 취소 {dropped}개", "unnamed": "일상대화",
    },
    "en": {
        "decisions": "🧭 {n} decisions (newest first)", "changed": ", {n} changed ones under ↳",
        "more": "… {n} more: {command} lists them all", "capped": "… {n} more (a chat shows {max})",
        "dropped": "🚫 {n} dropped",
        "waiting": "💡 {n} bot proposals waiting for a person's agreement",
        "todos": "📌 {n} open to-dos (by owner)", "nobody": "no owner", "today": "today",
        "ago": "{n} days ago",
        "closed": "{done} done · {dropped} dropped", "unnamed": "small_talk",
    },
}  # fmt: skip


def _more(words: Mapping[str, str], shown: int, total: int, asked: str | None, cli: str) -> str:
    """The line under a list cut at ``shown`` of ``total``: how to see the rest, in the
    words it was asked with (``/결정 전체 45`` in the chat, the ``cli`` command on the
    command line)."""
    hidden = total - shown
    if asked is None:
        return words["more"].format(n=hidden, command=f"groupchat-memory {cli}")
    if shown >= LIST_MAX:
        return words["capped"].format(n=hidden, max=LIST_MAX)
    return words["more"].format(n=hidden, command=f"{asked} {min(total, LIST_MAX)}")


def decisions_text(
    entries: Sequence[LedgerEntry],
    limit: int | None = None,
    lang: str = "ko",
    asked: str | None = None,
) -> str:
    """The answer of ``/결정``: the current decisions newest first with date, who agreed and
    a link to the first evidence message, each one a later decision replaced right under
    it (``↳``); the dropped ones under them; bot proposals nobody has agreed to apart.
    ``lang``: the chat's language (``ko`` or ``en``); ``asked``: the command as the chat
    typed it (``/결정 전체``), which the line under a cut list repeats."""
    words = _TEXTS.get(lang, _TEXTS["ko"])
    decided = [e for e in entries if not e.proposal or e.status != "current"]
    proposals = [e for e in entries if e.proposal and e.status == "current"]
    if not entries:
        return NO_DECISIONS if lang != "en" else NO_DECISIONS_EN
    current = [e for e in decided if e.status == "current"]
    dropped = [e for e in decided if e.status == "dropped"]
    shown = len(current) if limit is None else min(limit, len(current))
    changed = sum(1 for e in decided if e.status == "superseded")
    head = words["decisions"].format(n=len(current))
    lines = [head + (words["changed"].format(n=changed) if changed else "")]
    number = 0
    showing = True
    for entry in decided:
        if entry.status == "current":
            number += 1
            showing = number <= shown
            if showing:
                lines.append(f"{number}. {citation(entry, lang)}")
        elif entry.status == "superseded" and showing:
            lines.append(f"   ↳ {citation(entry, lang)}")
    if shown < len(current):
        lines.append(_more(words, shown, len(current), asked, "decisions"))
    if dropped:
        lines.extend(["", words["dropped"].format(n=len(dropped))])
        lines.extend(f"- {citation(e, lang)}" for e in dropped[: limit or len(dropped)])
    if proposals:
        lines.extend(["", words["waiting"].format(n=len(proposals))])
        lines.extend(f"- {citation(e, lang)}" for e in proposals[: limit or len(proposals)])
    return "\n".join(lines)


def _age(entry: TodoEntry, today: date, lang: str = "ko") -> str:
    days = age_days(entry, today)
    if days is None:
        return ""
    words = _TEXTS.get(lang, _TEXTS["ko"])
    return words["today"] if days == 0 else words["ago"].format(n=days)


def todos_text(
    entries: Sequence[TodoEntry],
    today: date,
    limit: int | None = None,
    lang: str = "ko",
    asked: str | None = None,
) -> str:
    """The answer of ``/할일``: the open action items by owner (most items first), each
    with its due date, how long ago it was given and a link; then how many were closed.
    ``lang``: the chat's language (``ko`` or ``en``); ``asked``: see ``decisions_text``."""
    words = _TEXTS.get(lang, _TEXTS["ko"])
    open_ = [e for e in entries if e.status == "open"]
    if not open_:
        return NO_ACTION_ITEMS if lang != "en" else NO_ACTION_ITEMS_EN
    by_owner: dict[str, list[TodoEntry]] = {}
    for entry in open_:
        by_owner.setdefault(entry.owner or words["nobody"], []).append(entry)
    lines = [words["todos"].format(n=len(open_))]
    shown = 0
    for owner, items in sorted(by_owner.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"👤 {owner} ({len(items)})")
        for entry in items:
            if limit is not None and shown >= limit:
                break
            shown += 1
            age = _age(entry, today, lang)
            notes = [n for n in (f"~{entry.due}" if entry.due else "", age) if n]
            line = f"- {said_only(entry.text)}" + (f" ({', '.join(notes)})" if notes else "")
            lines.append(f"{line} {entry.link}" if entry.link else line)
    if shown < len(open_):
        lines.append(_more(words, shown, len(open_), asked, "todos"))
    done = sum(1 for e in entries if e.status == "done")
    dropped = sum(1 for e in entries if e.status == "dropped")
    if done or dropped:
        lines.append(words["closed"].format(done=done, dropped=dropped))
    return "\n".join(lines)


def todos_json(chat_id: int, entries: Sequence[TodoEntry]) -> Any:
    """``todos --json``: every action item, newest first, with owner, due, status
    (open, done, dropped) and evidence (``closed_by``: the messages that closed it)."""
    return {"chat_id": chat_id, "todos": to_builtins(list(entries))}


def decisions_json(
    chat_id: int, entries: Sequence[LedgerEntry], audit: EvidenceAudit | None = None
) -> Any:
    """``decisions --json``: every decision and proposal, newest first (each with the ids
    its summarizer cited outside the window), and the chat's totals of those."""
    out: dict[str, Any] = {"chat_id": chat_id, "decisions": to_builtins(list(entries))}
    if audit is not None:
        out["dropped_evidence"] = to_builtins(audit)
    return out


class TocRow(msgspec.Struct, kw_only=True):
    """One line of ``/목차``: ``topic_NNN: first line (consensus)`` under its date."""

    date: str
    file: str
    label: str
    topic_tag: str
    headline: str
    consensus_level: str
    kind: str
    message_range: tuple[int, int]


def _unnamed(record: SummaryRecord) -> bool:
    """A summary whose window named nothing (``general``: no noun of it names a subject)."""
    return record.kind == "summary" and record.topic_tag == GENERAL


def _borrowed(ordered: Sequence[SummaryRecord]) -> list[str]:
    """Each summary's name in ``/목차``: its own, or, for one whose window named nothing
    (small talk between subjects, a few words), the name of the next named summary of its
    conversation (the window after names the topic it left unnamed), else the one before;
    with neither, small talk in the chat's language (일상대화, small_talk): a group reads
    "general" as no name at all."""
    names = [r.topic_tag for r in ordered]
    for i, record in enumerate(ordered):
        if not _unnamed(record):
            continue
        same = [
            j
            for j, other in enumerate(ordered)
            if other.thread_id == record.thread_id
            and other.kind == "summary"
            and other.topic_tag not in (GENERAL, PENDING)
        ]
        after = [j for j in same if j > i]
        before = [j for j in same if j < i]
        if after or before:
            names[i] = ordered[after[0] if after else before[-1]].topic_tag
        else:  # its conversation named nothing: small talk, in the chat's words
            names[i] = _TEXTS[_written_in(ordered)]["unnamed"]
    return names


def _written_in(records: Sequence[SummaryRecord]) -> str:
    """The chat's language read from its summaries' lines, as ``ledger.language`` reads it
    from the people's messages (the offline overview line, ``주제: …``, is Korean in
    every chat and is left out)."""
    return hangul.language(
        line
        for record in records
        for line in record.summary.splitlines()
        if not line.startswith("주제: ")
    )


def toc_rows(files: Sequence[tuple[str, SummaryRecord]]) -> list[TocRow]:
    """Table-of-contents rows from ``(file name, record)`` pairs, in time order; a summary
    whose window named nothing shows its neighbour's name (``_borrowed``)."""
    rows: list[TocRow] = []
    ordered = sorted(files, key=lambda item: (item[1].timestamp, item[0]))
    shown = _borrowed([record for _, record in ordered])
    for (name, record), tag in zip(ordered, shown, strict=True):
        stem = name.rsplit(".", 1)[0]
        number = stem.rsplit("_", 1)[-1] if "_" in stem else "000"
        label = f"{tag}_{number}" if number.isdigit() else stem
        rows.append(
            TocRow(
                date=record.date,
                file=name,
                label=label,
                topic_tag=tag,
                headline=first_line(record.summary),
                consensus_level=record.consensus_level,
                kind=record.kind,
                message_range=(record.message_range.from_, record.message_range.to),
            )
        )
    return rows


TOC_HEADER = "📋 대화 목차"


def toc_text(rows: Sequence[TocRow], *, header: str | None = None) -> str:
    """The answer of ``/목차`` in the requirement's shape (``2026-03-15:`` then
    ``  - general_001: headline (agreed)``): summaries grouped by date, newest first (a
    long table is paged, so the first page shows the latest days; ``header`` names a page)."""
    if not rows:
        return "📋 아직 목차가 없습니다. 요약이 만들어지면 날짜별로 정리됩니다."
    lines = [header or TOC_HEADER]
    day = None
    for row in reversed(rows):
        if row.date != day:
            day = row.date
            lines.extend(["", f"{day}:"])
        lines.append(f"  - {row.label}: {row.headline} ({row.consensus_level})")
    return "\n".join(lines)


def toc_json(chat_id: int, rows: Sequence[TocRow]) -> Any:
    """``toc --json``: ``{"chat_id", "dates": {"YYYY-MM-DD": [rows]}}``."""
    dates: dict[str, list[Any]] = {}
    for row in rows:
        dates.setdefault(row.date, []).append(to_builtins(row))
    return {"chat_id": chat_id, "dates": dates}


def recall_json(chat_id: int, keyword: str, summaries: Sequence[SummaryRecord]) -> Any:
    """``recall --json``: the keyword and the matching summaries, newest first."""
    return {"chat_id": chat_id, "keyword": keyword, "summaries": to_builtins(list(summaries))}


def context_text(answer: Context) -> str:
    """``context`` for people: the text a bot gets, then what it cost."""
    footer = (
        f"\n---\n토큰 약 {answer.tokens:,}개 · 요약 {len(answer.summaries)}개"
        f" · 메시지 {len(answer.messages)}개"
    )
    return (answer.context or "(빈 컨텍스트: 이 채팅에는 아직 기억이 없습니다)") + footer


def to_builtins(record: Any) -> Any:
    """A record (msgspec struct, dataclass, list of them) as plain JSON-ready values."""
    return msgspec.to_builtins(record)


def messages_json(records: Sequence[MessageRecord]) -> list[dict[str, Any]]:
    """Message records as ``--json`` and MCP hand them out, each sender as the chat answers
    show it (a record stored before names were folded cannot wear a persona's mark)."""
    out: list[dict[str, Any]] = []
    for record in records:
        row: dict[str, Any] = msgspec.to_builtins(record)
        row["sender"] = fold_name(record.sender, is_bot=record.is_bot)
        out.append(row)
    return out


def dumps(value: Any) -> str:
    """Pretty UTF-8 JSON for ``--json`` output (Korean stays readable)."""
    return msgspec.json.format(msgspec.json.encode(value), indent=2).decode()


def pages(text: str, limit: int = TELEGRAM_LIMIT) -> list[str]:
    """Cut an answer into Telegram-sized pages, numbering them ``(1/3)`` when there are several."""
    if utf16_len(text) <= limit:
        return [text]
    reserve = 16  # room for "\n(99/99)"
    chunks = split_message(text, limit - reserve)
    total = len(chunks)
    return [f"{chunk}\n({i}/{total})" for i, chunk in enumerate(chunks, 1)]


# ------------------------------------------------------------------ command names

COMMAND_NAMES: dict[str, str] = {
    "정리": "organize",
    "organize": "organize",
    "summarize": "organize",
    "메모리": "memory",
    "memory": "memory",
    "기억": "recall",
    "recall": "recall",
    "목차": "toc",
    "toc": "toc",
    "history": "history",
    "search": "search",
    "stats": "stats",
    "결정": "decisions",
    "decisions": "decisions",
    "할일": "todos",
    "todo": "todos",
    "todos": "todos",
    "잊어줘": "forget_me",
    "forget_me": "forget_me",
    "forget_this": "forget_this",
    "비공개": "offrecord",
    "offrecord": "offrecord",
    "공개": "onrecord",
    "onrecord": "onrecord",
    "도움말": "help",
    "help": "help",
    "start": "help",
}
"""Every spelling of a memory command (Korean, ASCII alias) -> its canonical name."""

COMMAND_HELP: list[tuple[str, str, str]] = [
    ("/정리", "organize", "대화를 정리해 인사이트 리포트 만들기 (관리자 전용)"),
    ("/메모리", "memory", "최근 요약 5건 (번호 버튼으로 전체 보기)"),
    ("/기억 <키워드>", "recall", "키워드로 지난 요약 찾기"),
    ("/목차", "toc", "날짜별 대화 목차"),
    ("/history [개수]", "history", "최근 메시지 (기본 20개)"),
    ("/search <키워드>", "search", "메시지 검색"),
    ("/stats", "stats", "대화 통계"),
    ("/결정 [개수]", "decisions", "결정 사항과 근거 (기본 최근 30개)"),
    ("/할일 [개수]", "todo", "열린 할 일을 담당자별로 (기본 60개)"),
    ("/잊어줘", "forget_me", "내가 이 방에 쓴 메시지 모두 지우기 (확인 버튼)"),
    ("/forget_this", "forget_this", "답장한 내 메시지 하나 지우기 (내 메시지에 답장으로 /잊어줘)"),
    ("/비공개 [분]", "offrecord", "N분 동안 기록하지 않기 (기본 30분)"),
    ("/공개", "onrecord", "비공개를 끝내고 다시 기록하기"),
    ("/도움말", "help", "이 도움말 (/start 도 같습니다)"),
]
"""(how it is typed, its ASCII alias, what it does) for ``/help`` and setMyCommands."""


def _help_line(typed: str, alias: str, what: str) -> str:
    head = typed.split(" ", 1)[0]
    spelled = typed if head == f"/{alias}" else f"{typed} (/{alias})"
    return f"{spelled} — {what}"


HELP_TEXT = "\n".join(
    [
        "🤖 대화 메모리 명령어",
        *(_help_line(*row) for row in COMMAND_HELP),
        "",
        "페르소나 봇은 @이름으로 부르거나 봇의 메시지에 답장하면 대답합니다.",
        "명령어와 알 수 없는 /명령은 요약과 대화 맥락에 들어가지 않습니다.",
        "포럼 주제 안에서 쓴 명령은 그 주제만 답합니다. 그룹 전체를 보려면 명령 뒤에 "
        "'전체'(또는 all)를 붙이세요: /history 전체 20, /stats 전체, /기억 전체 회비.",
    ]
)
"""The answer of ``/help``, ``/도움말`` and ``/start``."""


def typed_command(name: str) -> str:
    """How ``/help`` spells the command ``name`` (canonical): ``todos`` -> ``/할일``."""
    for typed, alias, _ in COMMAND_HELP:
        if COMMAND_NAMES.get(alias) == name:
            return typed.split(" ", 1)[0]
    return f"/{name}"


def topic_header(title: str, name: str, asked: str | None = None) -> str:
    """The first line of an answer about one forum topic, saying how to ask the whole chat:
    with the command as it was ``asked`` (``/decisions`` -> ``/decisions 전체``), else
    ``name`` spelled as ``/help`` lists it (``/할일 전체``)."""
    command = asked.split(" ", 1)[0] if asked else typed_command(name)
    return f"📌 주제: {title} (그룹 전체: {command} 전체)"


def asked_as(text: str, scope_word: str = "") -> str:
    """A command message as its hints repeat it: the command as typed, without the bot's
    name, and the scope word typed after it (``/결정@bot 전체 40`` -> ``/결정 전체``): a hint
    never names a spelling, or a scope, the member did not use."""
    head = text.strip().split(maxsplit=1)[0].split("@", 1)[0] if text.strip() else ""
    return f"{head} {scope_word}" if scope_word else head


def list_count(arg: str, default: int) -> int | None:
    """The N of ``/결정 [N]`` and ``/할일 [N]``: ``default`` without one, at most
    ``LIST_MAX``; None when the argument is not such a number."""
    if not arg.strip():
        return default
    first = arg.split()[0]
    if not first.isascii() or not first.isdigit() or int(first) < 1:
        return None
    return min(int(first), LIST_MAX)


_COMMAND_LIKE = re.compile(r"/\w{1,64}(?:@\w{1,64})?(?=\s|$)")


def looks_like_command(text: str) -> bool:
    """``/anything`` or ``/아무거나@bot`` at the start: a command to some bot, known or not,
    kept out of the conversation (a path like ``/usr/bin`` is not one)."""
    return _COMMAND_LIKE.match(text.strip()) is not None


FORGET_FAILED = (
    "⚠️ 지금은 지울 수 없었습니다. 잠시 후 /잊어줘 를 다시 보내 주세요 "
    "(중단된 삭제는 이어서 끝납니다)."
)


ARCHIVED_ONE = (
    "🧹 그 메시지는 오래되어 이미 기간 요약(아카이브)으로 묶였기 때문에 하나만 따로 지울 수 "
    "없습니다. 아무것도 지우지 않았습니다. 보관된 기간의 글까지 모두 지우려면 답장 없이 "
    "/잊어줘 를 보내 주세요."
)


def forget_text(report: ForgetReport) -> str:
    """The answer to a confirmed ``/forget_me``: what was touched, counts only."""
    if report.archived:
        return ARCHIVED_ONE
    if not report.messages:
        return "🧹 이 채팅방에 지울 메시지가 없었습니다."
    text = f"🧹 메시지 {report.messages}개를 지웠고, 그 메시지가 담긴 요약 {report.summaries}개를 "
    text += "다시 만들었습니다. 이제 봇들은 그 내용을 기억하지 않습니다."
    if report.copies:
        text += f" 그 글을 옮긴 다른 기록 {report.copies}개에서도 그 부분을 지웠습니다."
    if report.insights:
        text += f" 인용한 인사이트 리포트 {report.insights}개는 회수했습니다."
    return text


def forget_resumed_text(report: ForgetReport) -> str:
    """What the chat hears when an erasure confirmed before a restart is done (the restart
    carried it out: the summaries it re-made before are not all counted, so none are)."""
    if report.archived or not report.messages:
        return forget_text(report)
    text = (
        f"🧹 재시작 전에 확인하신 삭제를 마쳤습니다. 메시지 {report.messages}개를 지웠고, 그 "
        "메시지가 담긴 요약도 다시 만들었습니다. 이제 봇들은 그 내용을 기억하지 않습니다."
    )
    if report.copies:
        text += f" 그 글을 옮긴 다른 기록 {report.copies}개에서도 그 부분을 지웠습니다."
    return text


NO_DECISIONS = "🧭 아직 기록된 결정이 없습니다. 대화에서 결정이 나오면 근거와 함께 모입니다."
NO_ACTION_ITEMS = "✅ 열린 할 일이 없습니다. 누가 무엇을 하기로 하면 근거와 함께 모입니다."
NO_DECISIONS_EN = (
    "🧭 No decisions yet. When the group settles something, it shows here with its messages."
)
NO_ACTION_ITEMS_EN = (
    "✅ No open to-dos. When someone takes something on, it shows here with its message."
)
NO_MEMORY = "아직 이 채팅방의 기억이 없습니다. 대화가 기록되면 답할 수 있어요."
SEARCH_LIMIT = 100


def parse_command(text: str) -> tuple[str, str] | None:
    """``/기억@bot 가평 펜션`` -> ``("recall", "가평 펜션")``; None when not a memory command."""
    stripped = text.strip()
    if not stripped.startswith("/"):
        return None
    head, _, rest = stripped[1:].partition(" ")
    if "\n" in head:
        head, _, more = head.partition("\n")
        rest = f"{more} {rest}".strip()
    name = COMMAND_NAMES.get(head.split("@", 1)[0].lower())
    return (name, rest.strip()) if name else None


def history_count(arg: str) -> int | None:
    """The N of ``/history [N]``: default 20, at least 1 (more than 100 asks for 100, and
    ``history_text`` says so); None when it is not such a number."""
    if not arg.strip():
        return HISTORY_DEFAULT
    try:
        n = int(arg.split()[0])
    except ValueError:
        return None
    return n if n >= 1 else None
