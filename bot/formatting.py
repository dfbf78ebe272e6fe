"""Text and JSON shapes of the memory answers, shared by the chat commands and the CLI.

Pure functions over records: the chat command and the command line print the same
content because both call these. Answers are Korean, as the group talks Korean.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, tzinfo
from typing import Any

import msgspec

from groupchat_memory.actors.messages import DegradedChat
from groupchat_memory.bot.textsplit import TELEGRAM_LIMIT, split_message, utf16_len
from groupchat_memory.domain.context import Context
from groupchat_memory.domain.queries import ChatStats
from groupchat_memory.domain.recall import SearchHit
from groupchat_memory.llm.usage import PersonaUsage
from groupchat_memory.store.records import MessageRecord, SummaryRecord, TokenUsage

RECALL_USAGE = "사용법: /기억 <키워드>"
SEARCH_USAGE = "사용법: /search <키워드>"
HISTORY_USAGE = "사용법: /history [개수] (1~100, 기본 20)"
HISTORY_DEFAULT = 20
HISTORY_MAX = 100
MEMORY_LATEST = 5

CONSENSUS_KO: dict[str, str] = {
    "exploratory": "탐색 중",
    "tentative": "잠정 합의",
    "agreed": "합의",
    "decided": "결정",
}


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


def message_line(record: MessageRecord, tz: tzinfo, *, full_date: bool = False) -> str:
    """One message as ``[03/15 21:03] 도윤: text`` (bots marked), the year with ``full_date``."""
    stamp = _stamp(record.timestamp, tz, "%Y-%m-%d %H:%M" if full_date else "%m/%d %H:%M")
    mark = " (봇)" if record.is_bot else ""
    return f"[{stamp}] {record.sender}{mark}: {record.text}"


def history_text(records: Sequence[MessageRecord], tz: tzinfo) -> str:
    """The answer of ``/history``: the messages oldest-first under a header."""
    if not records:
        return "아직 기록된 메시지가 없습니다."
    lines = [f"🕘 최근 메시지 {len(records)}개"]
    lines.extend(message_line(r, tz) for r in records)
    return "\n".join(lines)


HIGHLIGHT = ("「", "」")
"""Marks around a search match: answers are plain text (no parse mode), so no markup."""


def search_text(keyword: str, hits: Sequence[SearchHit], tz: tzinfo) -> str:
    """The answer of ``/search``: matches newest first, each with date and sender, the
    matched word marked 「like this」."""
    if not hits:
        return f"🔎 '{keyword}'이(가) 들어간 메시지가 없습니다."
    lines = [f"🔎 '{keyword}' 검색 결과 {len(hits)}건 (최신순)"]
    for hit in hits:
        shown = msgspec.structs.replace(hit.record, text=hit.highlighted(*HIGHLIGHT))
        lines.append(message_line(shown, tz, full_date=True))
    return "\n".join(lines)


def summary_label(summary: SummaryRecord) -> str:
    """``[03/15] topic``: how a summary is named in lists and buttons."""
    day = summary.date[5:10].replace("-", "/") if len(summary.date) >= 10 else summary.date
    return f"[{day}] {summary.topic_tag}"


def summary_item(summary: SummaryRecord) -> str:
    """``[03/15] topic - first line``."""
    return f"{summary_label(summary)} - {first_line(summary.summary)}"


def memory_text(summaries: Sequence[SummaryRecord]) -> str:
    """The answer of ``/메모리``: the latest summaries, newest first, numbered."""
    if not summaries:
        return "아직 만들어진 요약이 없습니다. 대화가 쌓이면 자동으로 요약됩니다."
    lines = [f"🧠 최근 요약 {len(summaries)}개"]
    lines.extend(f"{i}. {summary_item(s)}" for i, s in enumerate(summaries, 1))
    lines.append("번호 버튼을 누르면 요약 전체를 볼 수 있습니다.")
    return "\n".join(lines)


def _bullets(title: str, items: Sequence[str]) -> list[str]:
    """A titled bullet list, or ``title: 없음``."""
    if not items:
        return [f"{title}: 없음"]
    return [f"{title}:", *(f"• {item}" for item in items)]


def summary_detail_text(summary: SummaryRecord) -> str:
    """One summary in full: text, decisions, action items, consensus, participants, range."""
    period = ""
    if summary.kind == "archive" and summary.period_from and summary.period_to:
        period = f" (아카이브 {summary.period_from} ~ {summary.period_to})"
    lines = [f"📝 {summary_label(summary)}{period}", summary.summary.strip(), ""]
    if summary.key_topics:
        lines.append("주제: " + ", ".join(summary.key_topics))
    lines.extend(_bullets("결정 사항", summary.key_decisions))
    lines.extend(_bullets("할 일", summary.action_items))
    consensus = CONSENSUS_KO.get(summary.consensus_level, summary.consensus_level)
    lines.append(f"합의 수준: {consensus} ({summary.consensus_level})")
    if summary.participants:
        lines.append("참여자: " + ", ".join(summary.participants))
    rng = summary.message_range
    lines.append(f"메시지 범위: #{rng.from_} ~ #{rng.to}")
    return "\n".join(lines)


def recall_text(keyword: str, summaries: Sequence[SummaryRecord]) -> str:
    """The answer of ``/기억 <키워드>``: matching summaries newest first, with decisions."""
    if not summaries:
        return f"🔍 '{keyword}'에 대한 기억이 없습니다."
    lines = [f"🔍 '{keyword}' 관련 기억 {len(summaries)}개 (최신순)"]
    for i, summary in enumerate(summaries, 1):
        lines.append(f"{i}. {summary_item(summary)}")
        lines.extend(f"   ✔ {decision}" for decision in summary.key_decisions[:3])
    return "\n".join(lines)


class StatsAnswer(msgspec.Struct, kw_only=True):
    """What ``/stats`` shows: the actor's counts plus archives and LLM cost from the summaries."""

    chat_id: int
    total_messages: int
    first_date: str | None
    last_date: str | None
    participants: dict[str, int]
    summaries: int
    archived_periods: list[str]
    archived_messages: int
    topics: dict[str, int]
    tokens: TokenUsage
    personas: dict[str, PersonaUsage] = {}  # each persona's model calls (llm/usage.py)


def stats_answer(stats: ChatStats) -> StatsAnswer:
    """The ``/stats`` answer of one chat (archives and tokens come with the actor's counts)."""
    return StatsAnswer(
        chat_id=stats.chat_id,
        total_messages=stats.total_messages,
        first_date=stats.first_date,
        last_date=stats.last_date,
        participants=stats.participants,
        summaries=stats.summaries,
        archived_periods=[f"{p.period_from} ~ {p.period_to}" for p in stats.archived_periods],
        archived_messages=stats.archived_messages,
        topics=stats.topics,
        tokens=stats.tokens,
    )


def stats_text(answer: StatsAnswer) -> str:
    """The answer of ``/stats``."""
    lines = ["📊 대화 통계", f"총 메시지: {answer.total_messages:,}개"]
    if answer.archived_messages:
        lines[-1] += f" (아카이브 {answer.archived_messages:,}개 포함)"
    lines.append(f"첫 메시지: {answer.first_date or '없음'}")
    if answer.last_date:
        lines.append(f"마지막 메시지: {answer.last_date}")
    if answer.participants:
        lines.append("참여자:")
        lines.extend(f"• {name}: {count:,}개" for name, count in answer.participants.items())
    lines.append(f"요약: {answer.summaries:,}개")
    archived = answer.archived_periods
    lines.append(
        f"아카이브된 기간: {len(archived)}개" + (f" ({', '.join(archived)})" if archived else "")
    )
    t = answer.tokens
    lines.append(
        f"LLM 토큰: 입력 {t.input_tokens:,} / 출력 {t.output_tokens:,}"
        f" (캐시 읽기 {t.cache_read_input_tokens:,}, 캐시 쓰기 {t.cache_creation_input_tokens:,})"
    )
    if answer.personas:
        lines.append("페르소나 모델:")
        lines.extend(persona_usage_line(name, u) for name, u in answer.personas.items())
    return "\n".join(lines)


def persona_usage_line(name: str, usage: PersonaUsage) -> str:
    """``• 잼민이 (openai gpt-x): 호출 12회, 실패 1회, 토큰 입력 1,234 / 출력 567``."""
    line = f"• {name} ({usage.provider} {usage.model}): 호출 {usage.calls:,}회"
    if usage.failures:
        line += f", 실패 {usage.failures:,}회"
    t = usage.tokens
    if t.input_tokens or t.output_tokens or t.cache_read_input_tokens:
        line += (
            f", 토큰 입력 {t.input_tokens + t.cache_read_input_tokens:,} / 출력 {t.output_tokens:,}"
        )
    return line


def degraded_text(degraded: DegradedChat) -> str:
    """The warning ``/stats`` adds while this chat's log cannot be written."""
    minutes = int(degraded.seconds // 60)
    return (
        f"⚠️ 디스크에 기록할 수 없는 상태입니다 ({minutes}분째, {degraded.error}).\n"
        f"메시지 {degraded.pending:,}개가 메모리에서 기록을 기다리며, 디스크가 돌아오면 "
        "순서대로 저장됩니다. 관리자: 디스크 공간과 데이터 폴더를 확인해 주세요."
    )


def stats_json(answer: StatsAnswer) -> Any:
    """``stats --json``."""
    return to_builtins(answer)


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


def toc_rows(files: Sequence[tuple[str, SummaryRecord]]) -> list[TocRow]:
    """Table-of-contents rows from ``(file name, record)`` pairs, in time order."""
    rows: list[TocRow] = []
    for name, record in sorted(files, key=lambda item: (item[1].timestamp, item[0])):
        stem = name.rsplit(".", 1)[0]
        number = stem.rsplit("_", 1)[-1] if "_" in stem else "000"
        label = f"{record.topic_tag}_{number}" if number.isdigit() else stem
        rows.append(
            TocRow(
                date=record.date,
                file=name,
                label=label,
                topic_tag=record.topic_tag,
                headline=first_line(record.summary),
                consensus_level=record.consensus_level,
                kind=record.kind,
                message_range=(record.message_range.from_, record.message_range.to),
            )
        )
    return rows


def toc_text(rows: Sequence[TocRow]) -> str:
    """The answer of ``/목차``: summaries grouped by date."""
    if not rows:
        return "📖 아직 목차가 없습니다. 요약이 만들어지면 날짜별로 정리됩니다."
    lines = ["📖 대화 목차"]
    day = None
    for row in rows:
        if row.date != day:
            day = row.date
            lines.extend(["", f"📅 {day}"])
        consensus = CONSENSUS_KO.get(row.consensus_level, row.consensus_level)
        lines.append(f"• {row.label}: {row.headline} ({consensus})")
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
}
"""Every spelling of a memory command (Korean, ASCII alias) -> its canonical name."""

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
    """The N of ``/history [N]``: default 20, 1..100; None when it is not such a number."""
    if not arg.strip():
        return HISTORY_DEFAULT
    try:
        n = int(arg.split()[0])
    except ValueError:
        return None
    return n if 1 <= n <= HISTORY_MAX else None
