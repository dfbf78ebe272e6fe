"""The archive: day files older than the cutoff become period summaries, then go away.

For each chat, the messages of the days before ``today - older_than_days`` (days cut in
the configured time zone), and that much older than the chat's own newest day too (a
clock far ahead of the chat must not fold its latest days), are summarized 100 at a
time into archive summaries (``kind="archive"``, text starting
``[YYYY-MM-DD ~ YYYY-MM-DD 아카이브] 메시지 N개.``).
Only when every summary of the plan is a durable file are the day files removed.

Crash safety: a small journal (``chats/<id>/archive-journal.json``, replaced atomically)
fixes the plan (which days, which chunks) before anything else happens. A rerun
finishes the journal's plan first: a chunk whose summary file already exists (found by
its message range and period) is adopted instead of summarized again, and removal of
the listed days resumes where it stopped. So a kill at any point leaves every message
either in its day file or in a summary, and a rerun ends without duplicates.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import date, datetime, tzinfo
from typing import Literal

import anyio
import msgspec

from groupchat_memory.actors.state.chat_state import index_archived
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.history.archive_plan import (
    ARCHIVE_BATCH,
    ARCHIVE_TOPIC,
    ArchiveChunk,
    ArchiveError,
    ArchiveJournal,
    chunk_key,
    cutoff_day,
    days_between,
    drop_journal,
    existing_archives,
    messages_of_days,
    newest_day,
    next_midnight,
    plan_chat,
    plan_chunks,
    read_journal,
    sender_seqs,
    write_journal,
)
from groupchat_memory.domain.summaries.decisions import carry_decisions
from groupchat_memory.domain.summaries.files import (
    read_summary_file,
    summary_files,
    write_summary_file,
)
from groupchat_memory.domain.summaries.summarizer import Summarizer, summary_record, window_request
from groupchat_memory.domain.understanding import ledger as understood
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from groupchat_memory.upkeep.locks import ChatLocks

__all__ = [
    "ArchiveReport",
    "ChatArchiveReport",
    "OnSummary",
    "Progress",
    "Step",
    "archive_chat",
    "archive_record",
    "finish_journal",
    "index_in_state",
    "run_archive",
    "run_daily",
]

logger = logging.getLogger(__name__)

Step = Literal[
    "planned", "adopted", "summary-written", "journal-updated", "indexed", "removing",
    "day-removed", "done",
]  # fmt: skip
Progress = Callable[[int, Step], None]
OnSummary = Callable[[int, str, SummaryRecord], Awaitable[None]]


@dataclass
class ChatArchiveReport:
    """What the archive did (or, in a dry run, would do) for one chat."""

    chat_id: int
    days: list[str] = field(default_factory=list)
    messages: int = 0
    chunks: list[ArchiveChunk] = field(default_factory=list)
    resumed: bool = False
    error: str | None = None
    # days the clock's cutoff would fold but that are not that much older than the
    # chat's newest day (``newest``): kept
    kept: list[str] = field(default_factory=list)
    newest: str | None = None


@dataclass
class ArchiveReport:
    """The outcome of one archive run over every chat."""

    cutoff: date
    dry_run: bool
    chats: list[ChatArchiveReport] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether every chat finished (or would finish) without an error."""
        return all(chat.error is None for chat in self.chats)

    def lines(self) -> list[str]:
        """A human-readable account, one line per chat with work."""
        verb = "would archive" if self.dry_run else "archived"
        out = [f"cutoff: days before {self.cutoff.isoformat()}"]
        worked = False
        for chat in self.chats:
            if chat.kept:
                n = len(chat.kept)
                out.append(
                    f"chat {chat.chat_id}: kept {n} day{'s' if n != 1 else ''} before the "
                    f"cutoff ({chat.kept[0]} ~ {chat.kept[-1]}): its newest messages are of "
                    f"{chat.newest}, and only days that much older than its newest are "
                    "archived (is this machine's clock ahead, or did the chat go quiet?)"
                )
            if not chat.days and chat.error is None:
                continue
            worked = True
            span = f"{chat.days[0]} ~ {chat.days[-1]}" if chat.days else "-"
            line = (
                f"chat {chat.chat_id}: {verb} {chat.messages} messages of {len(chat.days)} "
                f"days ({span}) into {len(chat.chunks)} summaries"
            )
            if chat.error:
                line += f"; stopped: {chat.error}"
            out.append(line)
        if not worked:
            out.append("nothing to archive")
        return out


def archive_record(
    chunk: ArchiveChunk, part: list[MessageRecord], base: SummaryRecord
) -> SummaryRecord:
    """The archive summary of ``chunk``: the draft's fields plus period, range and count."""
    prefix = f"[{chunk.period_from} ~ {chunk.period_to} 아카이브] 메시지 {chunk.count}개."
    return msgspec.structs.replace(
        base,
        timestamp=chunk.last_timestamp,
        date=chunk.period_to,
        message_range=MessageRange(chunk.from_seq, chunk.to_seq),
        summary=f"{prefix} {base.summary}".strip(),
        topic_tag=ARCHIVE_TOPIC,
        participants=sorted({m.sender for m in part}),
        sender_seqs=sender_seqs(part),
        kind="archive",
        period_from=chunk.period_from,
        period_to=chunk.period_to,
    )


async def index_in_state(root: DataRoot, chat_id: int, file: str, record: SummaryRecord) -> None:
    """Default indexing for a stopped service: ``chat_state.index_archived`` in a thread."""
    await anyio.to_thread.run_sync(index_archived, root, chat_id, file, record)


async def _summarize(
    summarizer: Summarizer,
    chat_id: int,
    chunk: ArchiveChunk,
    part: list[MessageRecord],
    earlier: list[SummaryRecord],
    members: set[str],
) -> SummaryRecord:
    # asked as every window is (``window_request``): the period's members, those silent in
    # this part too, are no subjects; the archive's topic is fixed, so no words are embedded
    # and none said before it is read
    result = await summarizer.summarize(
        window_request(
            chat_id, part, topic=ARCHIVE_TOPIC, topic_pending=False, members=members,
            subject_words=False, earlier=(),
        )
    )  # fmt: skip
    where = SummaryRecord(
        timestamp=chunk.last_timestamp,
        date=chunk.period_to,
        message_range=MessageRange(chunk.from_seq, chunk.to_seq),
        summary="",
    )
    base = summary_record(where, result, part)
    # the decisions of the summaries this period replaces stay, with their dates
    return carry_decisions(archive_record(chunk, part, base), earlier, chunk.from_seq, chunk.to_seq)


async def archive_chat(
    root: DataRoot,
    summarizer: Summarizer,
    chat_id: int,
    *,
    cutoff: date,
    tz: tzinfo,
    dry_run: bool = False,
    on_summary: OnSummary | None = None,
    progress: Progress | None = None,
    locks: ChatLocks | None = None,
    older_than_days: int | None = None,
) -> ChatArchiveReport:
    """Archive one chat: finish an unfinished journal first, then the days before ``cutoff``
    (with ``older_than_days``: and that much older than the chat's newest day).

    A dry run reports the unfinished journal if there is one, else the fresh plan. The
    service's ``locks`` are held for the run: an erasure (``forget_jobs``) takes turns.
    """
    if locks is not None and not dry_run:
        async with locks.hold(chat_id):
            return await archive_chat(
                root, summarizer, chat_id, cutoff=cutoff, tz=tz, on_summary=on_summary,
                progress=progress, older_than_days=older_than_days,
            )  # fmt: skip
    if not dry_run and await anyio.to_thread.run_sync(root.forget_journal_path(chat_id).exists):
        raise ArchiveError(
            f"chat {chat_id}: an erasure of a member is unfinished; the archive would carry "
            "their words into period summaries: finish it first (`forget` again, or restart "
            "the service, which finishes it)"
        )
    report = ChatArchiveReport(chat_id=chat_id)
    journal = await anyio.to_thread.run_sync(read_journal, root, chat_id)
    if journal is not None:
        report.resumed = True
        _add_plan(report, journal)
        if dry_run:
            return report
        await _carry_out(root, summarizer, journal, tz, on_summary, progress)
    fresh = await anyio.to_thread.run_sync(plan_chat, root, chat_id, cutoff, tz, older_than_days)
    kept_from = date.fromisoformat(fresh.cutoff)
    if kept_from < cutoff:
        await anyio.to_thread.run_sync(_note_kept, root, report, kept_from, cutoff, tz)
    if fresh.days:
        _add_plan(report, fresh)
        if not dry_run:
            await anyio.to_thread.run_sync(write_journal, root, fresh)
            (progress or _no_progress)(chat_id, "planned")
            await _carry_out(root, summarizer, fresh, tz, on_summary, progress)
    return report


async def finish_journal(root: DataRoot, summarizer: Summarizer, chat_id: int, tz: tzinfo) -> bool:
    """Finish an archive a crash interrupted (its journal); True when there was one.
    Only where no actor runs for the chat: it indexes in ``state.json``."""
    journal = await anyio.to_thread.run_sync(read_journal, root, chat_id)
    if journal is None:
        return False
    await _carry_out(root, summarizer, journal, tz, None, None)
    return True


def _note_kept(
    root: DataRoot, report: ChatArchiveReport, kept_from: date, cutoff: date, tz: tzinfo
) -> None:
    """Name the days the clock would fold but the chat's own newest day keeps."""
    with MessageLog(root.log_dir(report.chat_id), tz) as log:
        report.kept = days_between(log, kept_from, cutoff)
        newest = newest_day(log)
    report.newest = newest.isoformat() if newest is not None else None
    if report.kept:
        logger.warning(
            "archive of chat %s: %d days before the cutoff %s are kept: the chat's newest "
            "messages are of %s (a clock ahead of the chat, or a chat gone quiet)",
            report.chat_id, len(report.kept), cutoff, report.newest,
        )  # fmt: skip


def _no_progress(_chat_id: int, _step: Step) -> None:
    """Default progress callback: nothing to report to."""


def _add_plan(report: ChatArchiveReport, journal: ArchiveJournal) -> None:
    report.days.extend(journal.days)
    report.chunks.extend(journal.chunks)
    report.messages += sum(c.count for c in journal.chunks)


async def _carry_out(
    root: DataRoot,
    summarizer: Summarizer,
    journal: ArchiveJournal,
    tz: tzinfo,
    on_summary: OnSummary | None,
    progress: Progress | None,
) -> None:
    """Do what a written journal says: summaries, then removal of the days, then forget it."""
    chat_id = journal.chat_id
    step = progress or _no_progress

    async def default_index(chat: int, file: str, record: SummaryRecord) -> None:
        await index_in_state(root, chat, file, record)

    if journal.phase == "summarizing":
        await _summarize_all(root, summarizer, journal, tz, on_summary or default_index, step)
        journal.phase = "removing"
        await anyio.to_thread.run_sync(write_journal, root, journal)
        step(chat_id, "removing")
    # the understanding reads the days before they go: /결정 and /할일 keep what they hold
    await anyio.to_thread.run_sync(understood.catch_up, root, chat_id)
    with MessageLog(root.log_dir(chat_id), tz) as log:
        for day in journal.days:
            await anyio.to_thread.run_sync(log.remove_day, date.fromisoformat(day))
            step(chat_id, "day-removed")
    await anyio.to_thread.run_sync(drop_journal, root, chat_id)
    step(chat_id, "done")


async def _summarize_all(
    root: DataRoot,
    summarizer: Summarizer,
    journal: ArchiveJournal,
    tz: tzinfo,
    index: OnSummary,
    step: Progress,
) -> None:
    """Give every chunk of the journal a durable summary file and index it."""
    chat_id = journal.chat_id
    with MessageLog(root.log_dir(chat_id), tz) as log:
        messages = await anyio.to_thread.run_sync(messages_of_days, log, journal.days)
        current = plan_chunks(log, messages)
    if [chunk_key(c) for c in current] != [chunk_key(c) for c in journal.chunks]:
        raise ArchiveError(
            f"chat {chat_id}: the days {journal.days[0]} ~ {journal.days[-1]} changed since "
            f"the archive was planned; check them, delete {root.archive_journal_path(chat_id)} and "
            "run the archive again"
        )
    existing = await anyio.to_thread.run_sync(existing_archives, root, chat_id)
    directory = root.summaries_dir(chat_id)
    earlier = [record for _, record in await anyio.to_thread.run_sync(summary_files, directory)]
    members = {m.sender for m in messages}
    for number, chunk in enumerate(journal.chunks):
        part = messages[number * ARCHIVE_BATCH : (number + 1) * ARCHIVE_BATCH]
        if chunk.file is None and chunk_key(chunk) in existing:
            chunk.file = existing[chunk_key(chunk)]
            await anyio.to_thread.run_sync(write_journal, root, journal)
            step(chat_id, "adopted")
        if chunk.file is None:
            record = await _summarize(summarizer, chat_id, chunk, part, earlier, members)
            path = await anyio.to_thread.run_sync(
                write_summary_file, directory, date.fromisoformat(chunk.period_to), record
            )
            step(chat_id, "summary-written")
            chunk.file = path.name
            await anyio.to_thread.run_sync(write_journal, root, journal)
            step(chat_id, "journal-updated")
        written = await anyio.to_thread.run_sync(read_summary_file, directory / chunk.file)
        if written is None:
            raise ArchiveError(
                f"chat {chat_id}: archive summary {chunk.file} is unreadable; the day files "
                "are kept: move the file aside and run the archive again"
            )
        await index(chat_id, chunk.file, written)
        step(chat_id, "indexed")


async def run_archive(
    root: DataRoot,
    summarizer: Summarizer,
    *,
    older_than_days: int,
    now: datetime,
    tz: tzinfo,
    dry_run: bool = False,
    chat_ids: list[int] | None = None,
    on_summary: OnSummary | None = None,
    progress: Progress | None = None,
    locks: ChatLocks | None = None,
) -> ArchiveReport:
    """Archive every chat (or ``chat_ids``); one chat's failure does not stop the others.

    ``on_summary(chat_id, file, record)`` indexes a new archive summary; the default
    writes the chat's ``state.json`` directly, which is right only while no actor owns
    that chat (the CLI with the service stopped). Inside the service, route it to the actor.
    """
    cutoff = cutoff_day(now, tz, older_than_days)
    report = ArchiveReport(cutoff=cutoff, dry_run=dry_run)
    for chat_id in chat_ids if chat_ids is not None else root.chat_ids():
        try:
            chat = await archive_chat(
                root, summarizer, chat_id, cutoff=cutoff, tz=tz, dry_run=dry_run,
                on_summary=on_summary, progress=progress, locks=locks,
                older_than_days=older_than_days,
            )  # fmt: skip
        except GroupchatMemoryError as exc:  # SummaryError and ArchiveError included
            logger.error("archive of chat %s stopped: %s", chat_id, exc)
            chat = ChatArchiveReport(chat_id=chat_id, error=str(exc))
        report.chats.append(chat)
    return report


async def run_daily(
    root: DataRoot,
    summarizer: Summarizer,
    *,
    older_than_days: int,
    tz: tzinfo,
    clock: Callable[[], datetime],
    on_summary: OnSummary | None = None,
    locks: ChatLocks | None = None,
) -> None:
    """Run the archive at every 00:00 in ``tz`` until cancelled (inside the bot service)."""
    while True:
        wait = (next_midnight(clock(), tz) - clock()).total_seconds()
        await anyio.sleep(max(0.0, wait))
        report = await run_archive(
            root, summarizer, older_than_days=older_than_days, now=clock(), tz=tz,
            on_summary=on_summary, locks=locks,
        )  # fmt: skip
        for line in report.lines():
            logger.info("archive: %s", line)
