"""Forgetting a member, end to end: log, summaries, indexes, insights, stray copies.

``forget_member`` runs with the writer lock held, the chat's actor stopped and no archive
of the chat running (the CLI holds the lock itself; in the service ``ActorSystem.forget``
takes the chat's lock, which the archive holds too, and stops the actor), so nothing
appends or caches while it works; the next actor starts from what is left on disk, and
its recent deque, topic and recall index cannot bring anything back.

Steps, each recorded in the journal (``domain.history.forgetting``) once complete, each
safe to run again: ``copies`` (later records quoting the member redacted, command answers
quoting or naming them removed: ``domain.history.forgetting.Copies``; done while the member's
records are still in the log, so a rerun finds the same quotes), ``log`` (day files
rewritten without the member's lines), ``summaries``
(every summary whose window held them is re-summarized from what remains, or removed
when nothing remains), ``redact`` (archive summaries, and summaries of archived days,
rebuilt from their own content: ``domain.history.redaction``), ``topics`` (tags made of the
member's words renamed everywhere: ``upkeep.scrub``), ``index`` (the recall index
deleted, rebuilt lazily from the compacted log; the summary index rebuilt from the
files), ``strays`` (dead letters, moved-aside and temp copies, insights of the chat that
quote them), ``tombstone`` (one log record naming the erased seqs). Then the member's
request, if the erasure carries one out (``ForgetRequest``), is marked done, and the
journal goes. A request confirmed but not begun when the process died is carried out by
``finish_interrupted`` at the next start.
"""

from __future__ import annotations

import bisect
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo
from pathlib import Path

import anyio

from groupchat_memory.actors.proposal_feed import ProposalFeed
from groupchat_memory.actors.state.persisted import load_state
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain import queries
from groupchat_memory.domain.history.forgetting import (
    ForgetPlan,
    ForgetReport,
    ForgetRequest,
    archive_holds,
    compact_day,
    copies_of,
    drop_plan,
    finish_step,
    has_tombstone,
    member_records,
    needles_of,
    plan_forget,
    read_plan,
    read_requests,
    redact_day,
    request_done,
    tombstone,
    trace_texts,
    write_plan,
)
from groupchat_memory.domain.history.redaction import redact, still_holds, tag_supported
from groupchat_memory.domain.summaries.files import masked, read_summary_file
from groupchat_memory.domain.summaries.summarizer import (
    Summarizer,
    earlier_from,
    summary_record,
    window_request,
)
from groupchat_memory.domain.summaries.topics import GENERAL
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.understanding import ledger as understood
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import move_aside, write_atomic
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord, encode
from groupchat_memory.upkeep.archive import finish_journal
from groupchat_memory.upkeep.scrub import (
    apply_renames,
    plan_renames,
    reindex,
    scrub_strays,
)


class ForgetError(GroupchatMemoryError):
    """An erasure stopped part-way (e.g. the model failed); its journal keeps the plan, and
    a rerun (``forget`` again, ``/forget_me`` again, or the service's next start) ends it."""


logger = logging.getLogger(__name__)

__all__ = [
    "finish_interrupted",
    "forget_member",
]

SUMMARY_CHECKPOINT = 64


Progress = Callable[[str], None]
"""Told the name of each durable step once it is done (the crash tests stop there)."""


def _no_progress(_step: str) -> None:
    """Default progress callback: nothing to report to."""


async def forget_member(
    root: DataRoot,
    summarizer: Summarizer,
    chat_id: int,
    user_id: int,
    *,
    tz: tzinfo,
    now: datetime,
    progress: Progress = _no_progress,
    names: Sequence[str] = (),
    message_id: int | None = None,
    request: str | None = None,
    subject_words: bool = False,
) -> ForgetReport:
    """Erase every record ``user_id`` sent in ``chat_id`` (or only their message
    ``message_id`` and its edits) and the copies quoting them; finish an interrupted run
    first.

    Needs the writer lock, no running actor for the chat and no archive of it running
    (see the module docstring). ``names``: display names the member goes by, for archive
    summaries written before archives recorded sender ids and for records without a
    sender id. An archive a crash left unfinished is finished first, so its summaries are
    on disk to be rebuilt. ``summarizer`` re-makes the summaries: the callers pass the
    offline one unless the operator asked for the model (each summary is one call).
    ``request``: the member's confirmed request (``ForgetRequest``) this carries out; its
    report is recorded in it once done. ``subject_words``: the chat's setting
    (``MemorySettings.subject_words``), so a window is named again as it was first named.
    """
    await finish_journal(root, summarizer, chat_id, tz)
    job = _Job(root, ProposalFeed(summarizer, root, tz), tz, now, progress, subject_words)
    report = await _forget(job, chat_id, user_id, names, message_id, request)
    if request is not None:
        await anyio.to_thread.run_sync(request_done, root, chat_id, request, report)
    return report


async def _forget(
    job: _Job,
    chat_id: int,
    user_id: int,
    names: Sequence[str],
    message_id: int | None,
    request: str | None,
) -> ForgetReport:
    root = job.root
    pending = await anyio.to_thread.run_sync(_pending_plan, root, chat_id)
    if pending is not None and (pending.user_id, pending.message_id) != (user_id, message_id):
        await job.run(pending, [], ForgetReport(chat_id, resumed=True))
        pending = None
    if pending is not None:
        return await job.run(pending, [], ForgetReport(chat_id, resumed=True))
    with MessageLog(root.log_dir(chat_id), job.tz) as log:
        plan, records = await anyio.to_thread.run_sync(
            plan_forget, log, root.summaries_dir(chat_id), chat_id, user_id, job.now, names,
            message_id,
        )  # fmt: skip
    if not records and not plan.redact:
        archived = message_id is not None and await anyio.to_thread.run_sync(
            archive_holds, root.summaries_dir(chat_id), user_id
        )
        return ForgetReport(chat_id, archived=archived)
    plan.request = request
    await anyio.to_thread.run_sync(write_plan, root, plan)
    job.progress("planned")
    return await job.run(plan, records, ForgetReport(chat_id))


async def finish_interrupted(
    root: DataRoot,
    summarizer: Summarizer,
    tz: tzinfo,
    now: datetime,
    progress: Progress = _no_progress,
    *,
    subject_words: bool = False,
) -> list[ForgetRequest]:
    """Finish every erasure a crash interrupted: a journal left in a chat folder, and a
    request a member confirmed that no erasure carried out yet. Returns the requests
    done and not yet told to their chat (also those finished before this call)."""
    job = _Job(root, ProposalFeed(summarizer, root, tz), tz, now, progress, subject_words)
    done: list[ForgetRequest] = []
    for chat_id in root.chat_ids():
        plan = await anyio.to_thread.run_sync(_pending_plan, root, chat_id)
        try:
            if plan is not None:
                await job.run(plan, [], ForgetReport(chat_id, resumed=True))
                logger.warning("chat %s: finished an interrupted erasure", chat_id)
            for request in await anyio.to_thread.run_sync(_open_requests, root, chat_id):
                if request.report is None:
                    await forget_member(
                        root, summarizer, chat_id, request.user_id, tz=tz, now=now,
                        progress=progress, names=request.names,
                        message_id=request.message_id, request=request.request_id,
                        subject_words=subject_words,
                    )  # fmt: skip
                    logger.warning("chat %s: carried out an erasure confirmed before", chat_id)
        except (GroupchatMemoryError, OSError) as exc:
            # one chat's unfinished erasure must not keep the others (or the service) from
            # running; its journal and request stay, so the next start tries again
            user = plan.user_id if plan is not None else "UID"
            logger.error(
                "chat %s: cannot finish an interrupted erasure (%s); the next start tries "
                "again, or run `groupchat-memory forget --chat %s --user %s`",
                chat_id, exc, chat_id, user,
            )  # fmt: skip
        done.extend(
            r
            for r in await anyio.to_thread.run_sync(_open_requests, root, chat_id)
            if r.report is not None
        )
    return done


def _open_requests(root: DataRoot, chat_id: int) -> list[ForgetRequest]:
    """The chat's open requests; a damaged file is set aside (blocking)."""
    try:
        return read_requests(root, chat_id)
    except RecordError as exc:
        aside = move_aside(root.forget_requests_path(chat_id))
        logger.error(
            "chat %s: its confirmed erasure requests are damaged (%s) and were set aside as "
            "%s; a member whose erasure did not happen must send /잊어줘 again",
            chat_id, exc, aside.name,
        )  # fmt: skip
        return []


def _pending_plan(root: DataRoot, chat_id: int) -> ForgetPlan | None:
    """The chat's unfinished erasure; a damaged journal is set aside (blocking).

    A journal that cannot be read cannot be resumed either: it is moved beside itself
    for a look and the erasure it held must be started again, which a new plan does
    from what the log still holds.
    """
    try:
        return read_plan(root, chat_id)
    except RecordError as exc:
        aside = move_aside(root.forget_journal_path(chat_id))
        logger.error(
            "chat %s: its erasure journal is damaged (%s) and was set aside as %s; that "
            "erasure is unfinished: repeat it (`groupchat-memory forget --chat %s --user "
            "UID`, or the member's /잊어줘)",
            chat_id, exc, aside.name, chat_id,
        )  # fmt: skip
        return None


@dataclass
class _Job:
    """One erasure's fixed inputs; ``run`` carries out a plan's steps not done yet."""

    root: DataRoot
    summarizer: Summarizer
    tz: tzinfo
    now: datetime
    progress: Progress
    subject_words: bool  # the chat's setting: its windows are named as the scheduler names them

    async def _finish(self, plan: ForgetPlan, step: str) -> None:
        await anyio.to_thread.run_sync(finish_step, self.root, plan, step)
        self.progress(step)

    async def run(
        self, plan: ForgetPlan, records: list[MessageRecord], report: ForgetReport
    ) -> ForgetReport:
        try:
            return await self._steps(plan, records, report)
        except ForgetError:
            raise
        except GroupchatMemoryError as exc:
            raise ForgetError(
                f"chat {plan.chat_id}: the erasure stopped part-way ({exc}); what is done "
                "stays done and the plan is kept: run `forget` again (or send /forget_me "
                "again) to finish it"
            ) from exc

    async def _steps(
        self, plan: ForgetPlan, records: list[MessageRecord], report: ForgetReport
    ) -> ForgetReport:
        root, chat_id = self.root, plan.chat_id
        report.messages = len(plan.erased())
        report.copies = len(plan.copies)
        report.unnamed = bool(plan.redact) and not plan.names
        if plan.copies and not plan.done("copies"):
            await anyio.to_thread.run_sync(_redact_copies, root, plan, self.tz)
            await self._finish(plan, "copies")
        if not plan.done("log"):
            for name in plan.days:
                await anyio.to_thread.run_sync(
                    compact_day, root.log_dir(chat_id) / name, plan.target()
                )
                self.progress(f"day {name}")
            await self._finish(plan, "log")
        with morph.holding():  # one Korean tagger for every window summarized again
            await _rebuild_summaries(self, plan, report)
        if not plan.done("redact"):
            rebuilt, removed = await anyio.to_thread.run_sync(_redact_all, root, plan)
            report.summaries_rebuilt += rebuilt
            report.summaries_removed += removed
            await self._finish(plan, "redact")
        if not plan.done("topics"):
            if not plan.done("renames-planned"):
                await anyio.to_thread.run_sync(plan_renames, root, plan)
                await self._finish(plan, "renames-planned")
            await anyio.to_thread.run_sync(apply_renames, root, plan)
            await self._finish(plan, "topics")
        if not plan.done("index"):
            await anyio.to_thread.run_sync(_erase_understanding, root, plan)
            await anyio.to_thread.run_sync(reindex, root, chat_id)
            await self._finish(plan, "index")
        if not plan.done("strays"):
            # from the plan: after a crash the log no longer holds the member's records
            needles = needles_of(plan.traces or trace_texts(records), plan.user_id)
            report.strays, report.insights = await anyio.to_thread.run_sync(
                scrub_strays, root, plan, needles
            )
            await self._finish(plan, "strays")
        if not plan.done("tombstone"):
            await anyio.to_thread.run_sync(_append_tombstone, root, plan, self.tz, self.now)
            await self._finish(plan, "tombstone")
        if plan.request is not None:  # before the journal goes: a restart can tell the chat
            await anyio.to_thread.run_sync(request_done, root, chat_id, plan.request, report)
        await anyio.to_thread.run_sync(drop_plan, root, chat_id)
        self.progress("done")
        logger.info(
            "chat %s: forgot %s: %d record(s), %d quoting them redacted, %d summaries",
            chat_id, "a member" if plan.message_id is None else "one message", report.messages,
            report.copies, report.summaries,
        )  # fmt: skip
        return report


async def _rebuild_summaries(job: _Job, plan: ForgetPlan, report: ForgetReport) -> None:
    """Re-summarize each planned summary from its window's remaining messages, knowing
    the chat's members (those left in its log) as the scheduler does.

    The journal records progress every ``SUMMARY_CHECKPOINT`` summaries (not after each:
    a journal rewrite per summary made the step quadratic); a rerun redoes at most that
    many, which replace their files with the same content offline.
    """
    todo = plan.summaries[plan.summaries_done :]
    if not todo:
        return
    root = job.root
    directory = root.summaries_dir(plan.chat_id)
    olds: dict[str, SummaryRecord] = {}
    for name in todo:
        old = await anyio.to_thread.run_sync(read_summary_file, directory / name)
        if old is not None:
            olds[name] = old
    ranges = [(r.message_range.from_, r.message_range.to) for r in olds.values()]
    windows, before, members = await anyio.to_thread.run_sync(
        _windows, root, plan.chat_id, job.tz, ranges
    )
    for done, name in enumerate(todo, plan.summaries_done + 1):
        old_record = olds.get(name)
        if old_record is not None:
            span = (old_record.message_range.from_, old_record.message_range.to)
            window = queries.messages_of(windows.get(span, []))
            earlier = queries.messages_of(before.get(span, []))
            if old_record.thread_id is not None:  # a forum topic's: only its own messages
                window = [m for m in window if m.thread_id == old_record.thread_id]
                earlier = [m for m in earlier if m.thread_id == old_record.thread_id]
            if window:
                new = await _resummarize(job, plan.chat_id, old_record, window, members, earlier)
                await anyio.to_thread.run_sync(write_atomic, directory / name, encode(new))
                report.summaries_rebuilt += 1
            else:
                await anyio.to_thread.run_sync(_unlink, directory / name)
                report.summaries_removed += 1
        if done % SUMMARY_CHECKPOINT == 0 or done == len(plan.summaries):
            plan.summaries_done = done
            await anyio.to_thread.run_sync(write_plan, root, plan)
            job.progress(f"summaries {done}")


async def _resummarize(
    job: _Job,
    chat_id: int,
    old: SummaryRecord,
    window: list[MessageRecord],
    members: set[str],
    earlier: list[MessageRecord],
) -> SummaryRecord:
    """The summary of ``window`` in ``old``'s place (same range and date); ``earlier``:
    the records before it that the scheduler's request carried (``earlier_from``).

    Its topic tag stays unless the remaining messages no longer hold its words (it was
    named from the member's): then the summarizer names the topic anew, and the topics
    step moves the file to a name with the new tag.
    """
    said = "\n".join(m.text for m in window).casefold()
    keep = tag_supported(old.topic_tag, said)
    topic = old.topic_tag if keep else GENERAL
    request = window_request(
        chat_id, window, topic=topic, topic_pending=not keep, members=members,
        subject_words=job.subject_words, earlier=earlier,
    )  # fmt: skip
    result = await job.summarizer.summarize(request)
    return masked(summary_record(old, result, window, topic_tag=old.topic_tag if keep else None))


def _erase_understanding(root: DataRoot, plan: ForgetPlan) -> None:
    """Take the member (or the one message) out of the decisions and to-dos read from the
    talk, keeping the others' of the days the archive folded (blocking)."""
    whole = plan.message_id is None
    understood.erase(
        root, plan.chat_id, plan.erased(), names=plan.names if whole else (),
        user_id=plan.user_id if whole else None,
        speaker_id=None if whole else plan.user_id, copies=plan.copies,
    )  # fmt: skip


def _redact_copies(root: DataRoot, plan: ForgetPlan, tz: tzinfo) -> None:
    """Redact the plan's copies day by day. The quotes are read again from the erased
    records, still in the log (this step runs before the log step removes them), so a
    rerun redacts exactly what the first run would have."""
    log_dir = root.log_dir(plan.chat_id)
    target = plan.target()
    with MessageLog(log_dir, tz) as log:
        erased = [r for name in plan.days for r in member_records(log_dir / name, target)]
        copies = copies_of(log, target, erased)
    seqs = frozenset(plan.copies)
    for name in plan.copy_days:
        path = log_dir / name
        if path.exists():
            redact_day(path, seqs, copies)


def _redact_all(root: DataRoot, plan: ForgetPlan) -> tuple[int, int]:
    """Rebuild each summary of an archived period from its own content without the
    member (``domain.history.redaction``), or remove it when only they took part; return (rebuilt,
    removed). Rebuilding again changes nothing."""
    directory = root.summaries_dir(plan.chat_id)
    member = plan.member()
    rebuilt = removed = 0
    for name in plan.redact:
        old = read_summary_file(directory / name)
        if old is None or not still_holds(old, member):
            continue
        new = redact(old, member)
        if new.sender_seqs if old.sender_seqs else new.participants:  # someone else was in it
            write_atomic(directory / name, encode(masked(new)))
            rebuilt += 1
        else:  # nothing is left to summarize
            _unlink(directory / name)
            removed += 1
    return rebuilt, removed


Spans = dict[tuple[int, int], list[MessageRecord]]  # records by the seq range they are of


def _windows(
    root: DataRoot, chat_id: int, tz: tzinfo, ranges: list[tuple[int, int]]
) -> tuple[Spans, Spans, set[str]]:
    """The records of each ``(from, to)`` seq range; those before each that its request
    carries (from ``earlier_from``, as the scheduler reads them: a window named anew is
    named by them); and the chat's members (the people who wrote its log's messages), from
    one pass over the log."""
    out: Spans = {span: [] for span in ranges}
    before: Spans = {span: [] for span in ranges}
    members: set[str] = set()
    if not ranges:
        return out, before, members
    ordered = sorted(set(ranges))
    starts = [first for first, _ in ordered]
    low, high = ordered[0][0], max(last for _, last in ordered)
    low = earlier_from(low)
    with MessageLog(root.log_dir(chat_id), tz) as log:
        for record in log.scan():
            if record.kind == "message" and not record.is_bot:
                members.add(record.sender)
            if not low <= record.seq <= high:
                continue
            # the spans starting after it, no further than their reach
            at = bisect.bisect_right(starts, record.seq)
            while at < len(ordered) and earlier_from(starts[at]) <= record.seq:
                before[ordered[at]].append(record)
                at += 1
            # summaries of a chat do not overlap: the span starting last at or before the
            # seq is the one (walk back only past spans that still cover it)
            i = bisect.bisect_right(starts, record.seq) - 1
            while i >= 0 and ordered[i][1] >= record.seq:
                out[ordered[i]].append(record)
                i -= 1
    return out, before, members


def _unlink(path: Path) -> None:
    path.unlink(missing_ok=True)


def _append_tombstone(root: DataRoot, plan: ForgetPlan, tz: tzinfo, now: datetime) -> None:
    """Append the plan's tombstone once, with the seq after every seq handed out so far."""
    with MessageLog(root.log_dir(plan.chat_id), tz) as log:
        if has_tombstone(log, plan):
            return
        last = max((r.seq for r in log.tail(1)), default=0)
        db = open_db(root.state_path(plan.chat_id))
        try:
            state = load_state(db)
        finally:
            db.close()
        seq = max(last, state.last_seq, state.cursor, max(plan.seqs, default=0)) + 1
        log.append([tombstone(plan, now.astimezone(tz).isoformat(), seq)])
