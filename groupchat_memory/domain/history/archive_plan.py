"""The archive's plan: which old days become which period summaries, kept in a journal.

A plan (``ArchiveJournal``) lists the days before the cutoff and cuts their messages
into chunks of 100; it is written (replaced atomically) before anything else happens,
so a rerun after a crash finishes exactly the same work. Also here: what is already
archived (``archived_periods``), for ``stats``.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Literal

import msgspec

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.summaries.files import read_summary_file
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import fsync_dir, write_atomic
from groupchat_memory.store.log import MessageLog, latest_wins
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, decode, encode


class ArchiveError(GroupchatMemoryError):
    """The archive of a chat could not go on; the journal keeps its place for a rerun."""


__all__ = [
    "ARCHIVE_BATCH",
    "ARCHIVE_TOPIC",
    "ArchiveChunk",
    "ArchiveJournal",
    "ArchivedPeriod",
    "archived_periods",
    "chat_cutoff",
    "chunk_key",
    "cutoff_day",
    "days_between",
    "drop_journal",
    "existing_archives",
    "messages_of_days",
    "newest_day",
    "next_midnight",
    "plan_chat",
    "plan_chunks",
    "read_journal",
    "sender_seqs",
    "write_journal",
]

ARCHIVE_BATCH = 100
ARCHIVE_TOPIC = "archive"
JOURNAL_VERSION = 1
_HEADER = re.compile(r"^\[(\d{4}-\d{2}-\d{2}) ~ (\d{4}-\d{2}-\d{2}) 아카이브\] 메시지 (\d+)개")


class ArchiveChunk(msgspec.Struct, kw_only=True):
    """Up to 100 messages that become one archive summary; ``file`` once it is written."""

    from_seq: int
    to_seq: int
    count: int
    period_from: str
    period_to: str
    last_timestamp: str
    file: str | None = None


class ArchiveJournal(msgspec.Struct, kw_only=True):
    """The durable plan of one chat's archive run."""

    version: int = JOURNAL_VERSION
    chat_id: int
    cutoff: str
    days: list[str]
    chunks: list[ArchiveChunk]
    phase: Literal["summarizing", "removing"] = "summarizing"


def cutoff_day(now: datetime, tz: tzinfo, older_than_days: int) -> date:
    """The first day kept: days before it are archived."""
    return now.astimezone(tz).date() - timedelta(days=max(0, older_than_days))


def chat_cutoff(cutoff: date, newest: date | None, older_than_days: int) -> date:
    """The first day kept in one chat: ``cutoff`` (by the clock), but never later than
    ``older_than_days`` before the chat's ``newest`` day, so a clock far ahead of what
    the chat saw folds none of its latest days."""
    if newest is None:
        return cutoff
    return min(cutoff, newest - timedelta(days=max(0, older_than_days)))


def newest_day(log: MessageLog) -> date | None:
    """The day of the chat's newest day file (None without one)."""
    days = log.day_files()
    return date.fromisoformat(days[-1].name[:10]) if days else None


def next_midnight(now: datetime, tz: tzinfo) -> datetime:
    """The next 00:00 in ``tz`` strictly after ``now`` (when the daily archive runs)."""
    local = now.astimezone(tz)
    return datetime.combine(local.date() + timedelta(days=1), time(0), tzinfo=tz)


def read_journal(root: DataRoot, chat_id: int) -> ArchiveJournal | None:
    """The unfinished plan of a chat, if any."""
    path = root.archive_journal_path(chat_id)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    try:
        return decode(data, ArchiveJournal, source=str(path))
    except RecordError as exc:
        raise ArchiveError(
            f"{exc}; the archive journal is damaged: check that every day it lists still "
            f"exists or has its summary, then delete {path} and run the archive again"
        ) from exc


def write_journal(root: DataRoot, journal: ArchiveJournal) -> None:
    """Replace the chat's journal atomically (a crash leaves the old or the new plan)."""
    write_atomic(root.archive_journal_path(journal.chat_id), encode(journal))


def drop_journal(root: DataRoot, chat_id: int) -> None:
    """Forget a finished plan, durably."""
    path = root.archive_journal_path(chat_id)
    path.unlink(missing_ok=True)
    fsync_dir(path.parent)


def old_days(log: MessageLog, cutoff: date) -> list[str]:
    """The day files before ``cutoff``, oldest first, as ``YYYY-MM-DD``."""
    return sorted(
        {p.name[:10] for p in log.day_files() if date.fromisoformat(p.name[:10]) < cutoff}
    )


def days_between(log: MessageLog, first: date, before: date) -> list[str]:
    """The day files from ``first`` up to (not including) ``before``, oldest first."""
    return [d for d in old_days(log, before) if date.fromisoformat(d) >= first]


def messages_of_days(log: MessageLog, days: list[str]) -> list[MessageRecord]:
    """The messages (edits applied) of the listed days, in log order."""
    if not days:
        return []
    first = datetime.combine(date.fromisoformat(days[0]), time(0), tzinfo=log.tz)
    until = datetime.combine(date.fromisoformat(days[-1]) + timedelta(days=1), time(0), log.tz)
    wanted = set(days)
    records = [r for r in log.scan(first, until) if log.day_of(r).isoformat() in wanted]
    return [r for r in latest_wins(records) if r.kind == "message"]


def plan_chunks(log: MessageLog, messages: list[MessageRecord]) -> list[ArchiveChunk]:
    """Cut the messages into chunks of ``ARCHIVE_BATCH``, each with its period and range."""
    out: list[ArchiveChunk] = []
    for start in range(0, len(messages), ARCHIVE_BATCH):
        part = messages[start : start + ARCHIVE_BATCH]
        seqs = [m.seq for m in part]
        out.append(
            ArchiveChunk(
                from_seq=min(seqs),
                to_seq=max(seqs),
                count=len(part),
                period_from=log.day_of(part[0]).isoformat(),
                period_to=log.day_of(part[-1]).isoformat(),
                last_timestamp=part[-1].timestamp,
            )
        )
    return out


def sender_seqs(part: list[MessageRecord]) -> dict[int, list[int]]:
    """Which member sent which of ``part``'s seqs (ids only): what forgetting one needs once
    the day files are gone."""
    out: dict[int, list[int]] = {}
    for message in part:
        if message.sender_id is not None and message.seq != 0:
            out.setdefault(message.sender_id, []).append(message.seq)
    return out


def plan_chat(
    root: DataRoot, chat_id: int, cutoff: date, tz: tzinfo, older_than_days: int | None = None
) -> ArchiveJournal:
    """What archiving a chat up to ``cutoff`` means now (written nowhere); with
    ``older_than_days``, only days that much older than the chat's newest day too."""
    with MessageLog(root.log_dir(chat_id), tz) as log:
        if older_than_days is not None:
            cutoff = chat_cutoff(cutoff, newest_day(log), older_than_days)
        days = old_days(log, cutoff)
        chunks = plan_chunks(log, messages_of_days(log, days))
    return ArchiveJournal(chat_id=chat_id, cutoff=cutoff.isoformat(), days=days, chunks=chunks)


def chunk_key(chunk: ArchiveChunk) -> tuple[int, int, str, str, str]:
    """What identifies a chunk's summary file on disk (its range, period and last time)."""
    return (chunk.from_seq, chunk.to_seq, chunk.period_from, chunk.period_to, chunk.last_timestamp)


def existing_archives(root: DataRoot, chat_id: int) -> dict[tuple[int, int, str, str, str], str]:
    """Archive summary files already on disk, by the chunk they cover."""
    directory = root.summaries_dir(chat_id)
    found: dict[tuple[int, int, str, str, str], str] = {}
    if not directory.is_dir():
        return found
    for path in sorted(directory.glob(f"*_{ARCHIVE_TOPIC}_*.json")):
        record = read_summary_file(path)
        if record is None or record.kind != "archive":
            continue
        key = (
            record.message_range.from_,
            record.message_range.to,
            record.period_from or "",
            record.period_to or "",
            record.timestamp,
        )
        found.setdefault(key, path.name)
    return found


def archived_periods(root: DataRoot, chat_id: int) -> list[ArchivedPeriod]:
    """Every archive summary of a chat with its message count, oldest period first."""
    directory = root.summaries_dir(chat_id)
    if not directory.is_dir():
        return []
    out: list[ArchivedPeriod] = []
    for path in directory.glob(f"*_{ARCHIVE_TOPIC}_*.json"):
        record = read_summary_file(path)
        if record is None or record.kind != "archive":
            continue
        match = _HEADER.match(record.summary)
        rng = (record.message_range.from_, record.message_range.to)
        count = int(match.group(3)) if match else max(0, rng[1] - rng[0] + 1) if rng[0] else 0
        out.append(
            ArchivedPeriod(
                file=path.name,
                period_from=record.period_from or record.date,
                period_to=record.period_to or record.date,
                message_range=rng,
                messages=count,
            )
        )
    out.sort(key=lambda p: (p.period_from, p.message_range, p.file))
    return out


class ArchivedPeriod(msgspec.Struct, frozen=True, kw_only=True):
    """One archive summary as ``stats`` shows it."""

    file: str
    period_from: str
    period_to: str
    message_range: tuple[int, int]
    messages: int
