"""Older history into a chat that already records: a backfill, whole or not at all.

A group adopts the bot first and finds its export later. The older messages are replayed
through a real actor system into a scratch chat (``backfill/<chat>/scratch`` under the
data root), so they are recorded, masked and summarized exactly as a live chat is; then
they are merged in *before* the chat's records:

- seqs: a chat's seq order is its time order (summary ranges, cursors, evidence and the
  decisions and to-dos all follow it), so the older records take the seqs below the
  lowest one the chat holds (negative ones, the first time: a live chat starts at 1).
  Every seq the scratch summaries cite (ranges, evidence) moves with them.
- files: each older day gets its day file; the day the chat's records begin on holds the
  older records first, then its own lines as they were (byte for byte). The summaries
  keep their days. The live summaries, cursors and counters are not touched: the older
  records sit below every cursor, already summarized.
- crash safety: the merged files are staged in ``backfill/<chat>/merge`` and made durable,
  then ``journal.json`` is written (atomically): that is the commit. Applying moves each
  staged file into place (a rename, or a link for summaries: never over another file),
  then the derived state is dropped or rebuilt (the recall index, decisions and to-dos,
  the actor's start marks, the summary index), then the folder goes. A process killed
  before the commit leaves the chat as it was (the next writer start removes the
  scratch); after it, the next writer start (``finish_backfills``) applies the rest.

Runs with the data root's writer lock held (the bot stopped): the merge rewrites the
first day file and the indexes a running actor owns.
"""

from __future__ import annotations

import logging
import os
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, tzinfo
from pathlib import Path

import msgspec

from groupchat_memory.actors.state.persisted import load_state, save_state
from groupchat_memory.actors.state.start_marks import drop_marks
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.summaries.files import read_summary_file, summary_files
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.domain.understanding import ledger as understood
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.files import fsync_dir, topic_slug, write_atomic
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.log_reader import read_forward
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.store.records import (
    CitedItem,
    MessageRange,
    SummaryRecord,
    encode,
)

logger = logging.getLogger(__name__)

JOURNAL = "journal.json"
_encoder = msgspec.json.Encoder()


class StagedDay(msgspec.Struct, frozen=True):
    """One day file of the merge: staged under ``merge/log``; ``base`` is the size of the
    chat's own file of that day when it was staged (None: the chat had none)."""

    name: str
    base: int | None = None


class Journal(msgspec.Struct, kw_only=True):
    """What a committed backfill moves into the chat (``backfill/<chat>/journal.json``)."""

    chat_id: int
    days: list[StagedDay]
    summaries: list[str]
    records: int
    first: str
    last: str
    counted: bool = False
    archived: bool = False


@dataclass(frozen=True)
class Held:
    """What a chat holds already: its oldest and newest moment (None: nothing yet) and
    the lowest seq any record or summary of it uses."""

    oldest: datetime | None
    newest: datetime | None
    lowest_seq: int


@dataclass(frozen=True)
class Merged:
    """What a backfill added: records, summaries, and the period they span."""

    records: int
    summaries: int
    first: str
    last: str


def scratch_root(root: DataRoot, chat_id: int) -> DataRoot:
    """The data root the older messages are replayed into (a chat of the same id)."""
    return DataRoot(root.backfill_path(chat_id) / "scratch")


def held(root: DataRoot, chat_id: int, tz: tzinfo) -> Held:
    """The chat's span and lowest seq, from its oldest day file, its newest record and
    its summary files (an archived period counts from its first day on)."""
    oldest: datetime | None = None
    newest: datetime | None = None
    lowest = 1
    log_dir = root.log_dir(chat_id)
    if log_dir.is_dir():
        with MessageLog(log_dir, tz) as log:
            files = log.day_files()
            if files:
                for record in read_forward(files[0], lambda _: None):
                    moment = parse_timestamp(record.timestamp, tz)
                    oldest = moment if oldest is None else min(oldest, moment)
                    if record.seq:
                        lowest = min(lowest, record.seq)
            last = log.tail(1)
            if last:
                newest = parse_timestamp(last[-1].timestamp, tz)
    logged = newest is not None
    for _, summary in summary_files(root.summaries_dir(chat_id)):
        if summary.message_range.from_:
            lowest = min(lowest, summary.message_range.from_)
        if summary.kind != "archive" or not summary.period_from:
            continue
        try:
            start = datetime.combine(date.fromisoformat(summary.period_from[:10]), time(), tz)
            end = datetime.combine(
                date.fromisoformat((summary.period_to or summary.period_from)[:10]), time.max, tz
            )
        except ValueError:
            continue
        oldest = start if oldest is None else min(oldest, start)
        if not logged:  # every day file was archived: the periods are all it holds
            newest = end if newest is None else max(newest, end)
    return Held(oldest=oldest, newest=newest, lowest_seq=lowest)


# ----------------------------------------------------------------------- staging


def _shift(seq: int, offset: int) -> int:
    return seq + offset if seq else 0


def _shift_item(item: CitedItem, offset: int) -> CitedItem:
    return msgspec.structs.replace(
        item,
        evidence=[_shift(s, offset) for s in item.evidence],
        replaces=[_shift(s, offset) for s in item.replaces],
        stated=_shift(item.stated, offset),
    )


def shifted_summary(record: SummaryRecord, offset: int) -> SummaryRecord:
    """A scratch summary citing the seqs its messages take in the chat."""
    return msgspec.structs.replace(
        record,
        message_range=MessageRange(
            from_=_shift(record.message_range.from_, offset),
            to=_shift(record.message_range.to, offset),
        ),
        key_decisions=[_shift_item(i, offset) for i in record.key_decisions],
        action_items=[_shift_item(i, offset) for i in record.action_items],
        sender_seqs={k: [_shift(s, offset) for s in v] for k, v in record.sender_seqs.items()},
    )


def _write(path: Path, data: bytes) -> None:
    """Write ``path`` whole (not yet durable: ``stage`` syncs every staged file at once)."""
    fd = open_private(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)


def _overwrite(path: Path, data: bytes) -> None:
    """Write ``data`` over ``path``'s content from its start, padded with blanks to the old
    length when shorter (not yet durable: ``stage`` syncs every staged file at once)."""
    fd = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
    try:
        old = os.fstat(fd).st_size
        view = memoryview(data + b" " * max(0, old - len(data)))
        at = 0
        while at < len(view):
            at += os.pwrite(fd, view[at:], at)
    finally:
        os.close(fd)


def _highest_numbers(directory: Path) -> dict[str, int]:
    """Per day, the highest ``NNN`` of the summary files in ``directory``."""
    highest: dict[str, int] = {}
    if not directory.is_dir():
        return highest
    for entry in os.scandir(directory):
        name = entry.name
        if name.startswith(".") or not name.endswith(".json"):
            continue
        number = name[:-5].rpartition("_")[2]
        if number.isdigit():
            day = name[:10]
            highest[day] = max(highest.get(day, 0), int(number))
    return highest


def stage(root: DataRoot, chat_id: int, tz: tzinfo) -> Journal | None:
    """Stage the scratch chat's records and summaries as the chat's own and commit the
    journal; None when the scratch recorded nothing. Runs with the writer lock held."""
    base = root.backfill_path(chat_id)
    scratch = scratch_root(root, chat_id)
    with MessageLog(scratch.log_dir(chat_id), tz) as log:
        records = list(log.scan())
    if not records:
        return None
    top = max(r.seq for r in records)
    lowest = held(root, chat_id, tz).lowest_seq
    archived = any(s.kind == "archive" for _, s in summary_files(root.summaries_dir(chat_id)))
    # the newest older record takes the seq just below the chat's lowest (never 0)
    offset = min(lowest, 0) - 1 - top
    merge = base / "merge"
    if merge.exists():
        shutil.rmtree(merge)
    logs, sums = ensure_dir(merge / "log"), ensure_dir(merge / "summaries")
    by_day: dict[str, list[bytes]] = {}
    first = last = records[0].timestamp
    for record in records:
        moved = msgspec.structs.replace(record, seq=_shift(record.seq, offset))
        day = parse_timestamp(record.timestamp, tz).astimezone(tz).date().isoformat()
        by_day.setdefault(day, []).append(_encoder.encode(moved))
        moment = parse_timestamp(record.timestamp, tz)
        if moment < parse_timestamp(first, tz):
            first = record.timestamp
        if moment > parse_timestamp(last, tz):
            last = record.timestamp
    days: list[StagedDay] = []
    live = root.log_dir(chat_id)
    for day, lines in sorted(by_day.items()):
        name = f"{day}.jsonl"
        data = b"\n".join(lines) + b"\n"
        own = live / name
        size: int | None = None
        if own.exists():
            existing = own.read_bytes()
            size = len(existing)
            if existing and not existing.endswith(b"\n"):
                existing += b"\n"  # a torn last line stays a line of its own
            data += existing
        _write(logs / name, data)
        days.append(StagedDay(name=name, base=size))
    numbers = _highest_numbers(root.summaries_dir(chat_id))
    names: list[str] = []
    scratch_sums = scratch.summaries_dir(chat_id)
    for file, summary in summary_files(scratch_sums):
        placed = shifted_summary(summary, offset)
        day = placed.date[:10]
        numbers[day] = numbers.get(day, 0) + 1
        name = f"{day}_{topic_slug(placed.topic_tag)}_{numbers[day]:03d}.json"
        # the scratch is thrown away unless committed: its file is rewritten where it is
        # and moved (a new file for each, and the scratch's unlinked after, cost twice as
        # much); not cut to length but padded (JSON allows trailing blanks): truncating
        # a file just written waits for its pages to reach the disk
        _overwrite(scratch_sums / file, encode(placed))
        os.rename(scratch_sums / file, sums / name)
        names.append(name)
    # one sync for every staged file, far cheaper than an fsync each (the commit below
    # must not be durable before what it commits)
    os.sync()
    fsync_dir(logs)
    fsync_dir(sums)
    journal = Journal(
        chat_id=chat_id, days=days, summaries=names, records=len(records), first=first,
        last=last, archived=archived,
    )  # fmt: skip
    write_atomic(base / JOURNAL, encode(journal))  # the commit
    return journal


# ----------------------------------------------------------------------- applying


def _move_day(staged: Path, target: Path, day: StagedDay) -> None:
    """Put a staged day file in place; the chat's own lines appended since staging (none
    while the writer lock is held) are carried over."""
    if day.base is not None:
        try:
            own = target.read_bytes()
        except FileNotFoundError:
            own = b""
        if len(own) > day.base:
            with open(staged, "ab") as out:
                out.write(own[day.base :])
                out.flush()
                os.fsync(out.fileno())
    os.replace(staged, target)


def apply(root: DataRoot, chat_id: int, journal: Journal) -> Merged:
    """Move a committed backfill into the chat (each step safe to run again), then drop
    what is derived from the log and the summaries, then the backfill's folder."""
    base = root.backfill_path(chat_id)
    live_log = ensure_dir(root.log_dir(chat_id))
    live_sums = ensure_dir(root.summaries_dir(chat_id))
    for day in journal.days:
        staged = base / "merge" / "log" / day.name
        if staged.exists():
            _move_day(staged, live_log / day.name, day)
    fsync_dir(live_log)
    for name in journal.summaries:
        staged = base / "merge" / "summaries" / name
        target = live_sums / name
        if not staged.exists():
            continue
        # never over another summary: the names were free when staged, and the writer
        # lock keeps anything else from writing here since
        if target.exists():
            if target.read_bytes() != staged.read_bytes():
                raise StorageError(
                    f"{target} exists with other content; the backfill staged in {base} was "
                    "not finished: move that file aside and start again"
                )
            staged.unlink()
            continue
        os.rename(staged, target)
    fsync_dir(live_sums)
    if not journal.counted:
        _count(root, chat_id, journal)
        journal = msgspec.structs.replace(journal, counted=True)
        write_atomic(base / JOURNAL, encode(journal))
    _rebuild_derived(root, chat_id, keep_understanding=journal.archived)
    _remove(base)
    return Merged(
        records=journal.records, summaries=len(journal.summaries), first=journal.first,
        last=journal.last,
    )  # fmt: skip


def _count(root: DataRoot, chat_id: int, journal: Journal) -> None:
    """The chat's summary counter counts the older period's summaries too; the actor's
    start marks (the first day, the tail it read) are dropped: the log changed."""
    db = open_db(root.state_path(chat_id))
    try:
        state = load_state(db)
        added = sum(
            1
            for name in journal.summaries
            if (found := read_summary_file(root.summaries_dir(chat_id) / name)) is not None
            and found.kind == "summary"
        )
        save_state(db, msgspec.structs.replace(state, summary_count=state.summary_count + added))
        drop_marks(db)
    finally:
        db.close()


def _rebuild_derived(root: DataRoot, chat_id: int, *, keep_understanding: bool) -> None:
    """The recall index (its row ids are places in the day files), the decisions and
    to-dos (read in seq order from the log) and the summary index (time order) are built
    again; the message vectors stay (a cache by text, not by place).

    ``keep_understanding``: the chat has archived days, whose messages the log no longer
    holds: a state built again would lose their decisions and to-dos, so it stays as it
    is (the older history's own then show in its summaries, not in ``/결정``)."""
    if keep_understanding:
        logger.warning(
            "chat %s: its decisions and to-dos are kept as they are (some of its days are "
            "archived): the older history's own are in its summaries",
            chat_id,
        )
    else:
        understood.forget(root, chat_id)
    index = root.recall_index_path(chat_id)
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{index}{suffix}").unlink(missing_ok=True)
    with SummaryIndex(root.summary_index_path(chat_id)) as summaries:
        summaries.rebuild(root.summaries_dir(chat_id))


def _remove(base: Path) -> None:
    """Remove a chat's backfill folder, and ``backfill/`` once it holds no other."""
    shutil.rmtree(base)
    try:
        base.parent.rmdir()
    except OSError:
        fsync_dir(base.parent)  # another chat's backfill is there
    else:
        fsync_dir(base.parent.parent)


def read_journal(root: DataRoot, chat_id: int) -> Journal | None:
    """The committed journal of a chat's backfill, or None (not committed, or none)."""
    path = root.backfill_path(chat_id) / JOURNAL
    try:
        return msgspec.json.decode(path.read_bytes(), type=Journal)
    except FileNotFoundError:
        return None
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise StorageError(
            f"{path} is damaged ({exc}); the backfill it commits cannot be finished: move "
            f"{path.parent} aside and run the import again (it skips what is recorded)"
        ) from exc


def pending_chats(root: DataRoot) -> list[int]:
    """Chats with a backfill folder (committed or not)."""
    top = root.backfill_dir()
    if not top.is_dir():
        return []
    return sorted(int(p.name) for p in top.iterdir() if p.name.lstrip("-").isdigit())


def finish_backfills(
    root: DataRoot, chat_ids: Iterable[int] | None = None, *, keep_going: bool = False
) -> list[int]:
    """At a writer's start: apply each committed backfill a crash interrupted, and remove
    the scratch of each one that never committed (the chat holds nothing of it). Returns
    the chats whose backfill was applied. ``keep_going`` (the service): a chat whose
    backfill cannot be finished is logged and left for the next start, the others go on."""
    done: list[int] = []
    for chat_id in pending_chats(root) if chat_ids is None else chat_ids:
        try:
            if _finish(root, chat_id):
                done.append(chat_id)
        except (GroupchatMemoryError, OSError) as exc:
            if not keep_going:
                raise
            logger.error(
                "chat %s: cannot finish an interrupted import of older history (%s); the "
                "next start tries again, or run the import again once that is fixed",
                chat_id,
                exc,
            )
    return done


def _finish(root: DataRoot, chat_id: int) -> bool:
    """Finish or undo one chat's backfill; whether it was applied."""
    journal = read_journal(root, chat_id)
    if journal is None:
        leftover = root.backfill_path(chat_id)
        if leftover.exists():
            _remove(leftover)
            logger.warning(
                "chat %s: removed an import of older history that did not finish "
                "(nothing of it was in the chat); run the import again",
                chat_id,
            )
        return False
    apply(root, chat_id, journal)
    logger.warning("chat %s: finished an interrupted import of older history", chat_id)
    return True
