"""``groupchat-memory ingest``, and the replay machinery every one-shot writer shares.

Messages from a file (ingest, import, the demo) go through the real ``ActorSystem`` so
summaries trigger exactly as in the live service. A ``ReplayClock`` follows the
messages' own timestamps: a gap of ``silence_minutes`` between two messages ticks the
actors at that moment (the silence summary), and summary dates are the chat's days, not
the day of the import. Writers hold the data root's lock; everything is durable on exit.
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import sys
from collections import Counter
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO, Any

import anyio

from groupchat_memory.actors.clock import Clock, ManualClock, SystemClock, ahead
from groupchat_memory.actors.errors import DiskUnavailableError, InvalidMessageError
from groupchat_memory.actors.messages import DegradedChat, Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.base.errors import ConfigError, GroupchatMemoryError
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.importers.progress import (
    Progress,
    ReplayOptions,
    agree_to_spend,
    archive_notice,
    close_summarizer,
    replay_memory,
    replay_summarizer,
)
from groupchat_memory.bot.views.formatting import looks_like_command
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.domain.text import morph
from groupchat_memory.llm.factory import make_summarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.exceptions import WriterLockedError
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.backfill import (
    Held,
    Merged,
    apply,
    finish_backfills,
    held,
    scratch_root,
    stage,
)
from groupchat_memory.upkeep.jobs import Upkeep


class ImportFormatError(GroupchatMemoryError):
    """The file is not what the importer expects; the message says what to export instead."""

    exit_code = 2


BATCH = 500
"""Messages delivered before waiting for their receipts (the actor group-commits them)."""

ALREADY = "already recorded (same message_id)"
FUTURE = "dated ahead of this machine's clock (fix the timestamp, or the clock)"

# what the log, the clock and the summaries can hold: a replayed year 1 or 9999 overflows
# the time zone arithmetic, an id past 64 bits does not encode; such a message would crash
# its actor (three times, then be set aside) and stop the replay, so it is skipped here
EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(2100, 1, 1, tzinfo=UTC)
_ID_BOUND = 1 << 63


OUT_OF_RANGE = "timestamp out of range (1970-2099)"

MAX_LINE_BYTES = 16 << 20
"""An input line longer than this is skipped by its number, and never held whole (a
stored message is capped far below it, at ``max_message_chars``)."""

MAX_HELD_BYTES = 256 << 20
"""Input that cannot be read twice (a pipe, a terminal) is held in memory up to this."""

MAX_JSON_BYTES = 1 << 30
"""A JSON file an import parses whole (an export, an old day file) may be this large."""


def in_range(moment: datetime) -> bool:
    """Whether the log, the clock and the summaries can hold ``moment``."""
    return EARLIEST <= moment < LATEST


def unstorable(incoming: Incoming) -> str | None:
    """Why ``incoming`` cannot be recorded, as a skip reason; None when it can."""
    if not in_range(incoming.timestamp):
        return OUT_OF_RANGE
    ids = (incoming.message_id, incoming.sender_id, incoming.reply_to, incoming.thread_id)
    for value in ids:
        if value is None:
            continue
        if not isinstance(value, int) or isinstance(value, bool):
            return "id is not an integer"
        if not -_ID_BOUND <= value < _ID_BOUND:
            return "id out of range (more than 64 bits)"
    try:
        incoming.sender.encode("utf-8")
        incoming.text.encode("utf-8")
    except UnicodeEncodeError:
        return "text is not valid Unicode (a lone surrogate)"
    return None


@dataclass
class Tally:
    """What a writer did: how many recorded, how many skipped and why (with a first example)."""

    recorded: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)

    def skip(self, reason: str, example: str | None = None) -> None:
        """Count one skipped input under ``reason``."""
        self.skipped[reason] += 1
        if example and reason not in self.examples:
            self.examples[reason] = example

    @property
    def invalid(self) -> int:
        """Skipped inputs that were wrong (not merely already recorded)."""
        return sum(n for reason, n in self.skipped.items() if reason != ALREADY)

    def report(self, what: str = "messages") -> str:
        """``recorded 12 messages, skipped 3: 2 already recorded ..., 1 not valid JSON``."""
        total = sum(self.skipped.values())
        text = f"recorded {self.recorded} {what}, skipped {total}"
        if total:
            parts = []
            for reason, count in self.skipped.most_common():
                example = self.examples.get(reason)
                parts.append(f"{count} {reason}" + (f" (e.g. {example})" if example else ""))
            text += ": " + "; ".join(parts)
        return text


class ReplayClock(ManualClock):
    """A clock that follows the replayed messages' timestamps (never backwards)."""

    def follow(self, moment: datetime) -> None:
        """Move to ``moment`` if it is later than now."""
        if moment > self.now():
            self.set(moment)


def recorded_ids(root: DataRoot, chat_id: int, tz: Any) -> set[tuple[int, int]]:
    """Every (chat the message was sent in, message_id) the chat's log holds (the actor's
    dedupe window is bounded; this is not). After a group became a supergroup its log holds
    both chats' messages, and Telegram numbered the supergroup's from 1 again."""
    log_dir = root.log_dir(chat_id)
    if not log_dir.is_dir():
        return set()
    with MessageLog(log_dir, tz) as log:
        return {
            (r.chat_id or chat_id, r.message_id)
            for r in log.scan()
            if r.message_id is not None and r.kind != "edit"
        }


IMPORT_BESIDE_SERVICE = (
    "; an import writes the files the running service owns: stop the service (e.g. "
    "`systemctl stop groupchat-memory-bot`), run this command again, then start the "
    "service (Telegram keeps the chat's updates for 24 hours: it records them when back)"
)


@contextmanager
def import_lock(root: DataRoot) -> Iterator[WriterLock]:
    """The data root's writer lock for an import; held by the service, the error says
    what the operator does."""
    lock = WriterLock(root.writer_lock_path())
    try:
        lock.acquire()
    except WriterLockedError as exc:
        raise WriterLockedError(exc.lock_path, exc.holder_pid, hint=IMPORT_BESIDE_SERVICE) from None
    try:
        yield lock
    finally:
        lock.release()


INSIDE = (
    "dated inside the period the chat recorded, yet not in its log (history goes in "
    "before the chat's first record or after its newest; the messages around these are "
    "summarized already)"
)


@dataclass
class Placement:
    """Where an imported message goes in a chat that already holds messages: before its
    first record (older history: a backfill), after its newest (the replay), or nowhere
    (a message id the chat holds, or a message dated inside the period it recorded)."""

    chat_id: int
    held: Held
    known: set[tuple[int, int]]
    sent_in: int | None = None

    @classmethod
    def of(cls, root: DataRoot, chat_id: int, tz: Any, sent_in: int | None = None) -> Placement:
        """The chat as it is on disk (read with the writer lock held)."""
        return cls(chat_id, held(root, chat_id, tz), recorded_ids(root, chat_id, tz), sent_in)

    def recorded(self, incoming: Incoming) -> bool:
        """Whether the chat holds ``incoming``'s message id (in the chat it was sent in)."""
        if incoming.message_id is None:
            return False
        origin = self.sent_in if self.sent_in is not None else self.chat_id
        sent = origin if incoming.chat_id is None else incoming.chat_id
        return (sent, incoming.message_id) in self.known

    def older(self, incoming: Incoming) -> bool:
        """Dated before the chat's first record and not recorded: backfilled."""
        oldest = self.held.oldest
        return (
            oldest is not None
            and incoming.kind != "edit"
            and incoming.timestamp < oldest
            and not self.recorded(incoming)
        )

    def inside(self, incoming: Incoming) -> bool:
        """Dated inside the period the chat recorded and not recorded: not added."""
        oldest, newest = self.held.oldest, self.held.newest
        return (
            oldest is not None
            and newest is not None
            and incoming.kind != "edit"
            and oldest <= incoming.timestamp < newest
            and not self.recorded(incoming)
        )

    def span(self, tz: Any) -> str:
        """``2026-04-02 to 2026-04-03``: the period the chat recorded."""
        oldest, newest = self.held.oldest, self.held.newest
        if oldest is None or newest is None:
            return "nothing yet"
        return f"{oldest.astimezone(tz):%Y-%m-%d %H:%M} to {newest.astimezone(tz):%Y-%m-%d %H:%M}"


async def backfill(
    config: Config,
    chat_id: int,
    older: Sequence[tuple[Incoming, str | None]],
    summarizer: Summarizer,
    options: ReplayOptions,
    tally: Tally,
) -> Merged | None:
    """Record ``older`` (each with where it came from, for the report) before the chat's
    first record: replayed into a scratch chat (summaries as live), then merged in whole
    (``upkeep.backfill``). The caller holds the data root's writer lock."""
    if not older:
        return None
    root = config.root
    scratch = scratch_root(root, chat_id)
    # the last few messages are summarized at the end too: nothing after them will come
    memory = dataclasses.replace(config.memory, silence_min_messages=1)
    inner = dataclasses.replace(config, data_dir=scratch.data_dir, memory=memory)
    progress = options.progress("import (older history)", scratch, chat_id, len(older))
    clock = ReplayClock(datetime.now(UTC))
    async with writer_system(inner, clock, summarizer=summarizer) as system:
        replayer = Replayer(system, clock, chat_id, memory, progress)
        for incoming, where in older:
            await replayer.feed(incoming, tally, where)
        await replayer.finish(tally)
    journal = await anyio.to_thread.run_sync(stage, root, chat_id, config.timezone)
    if journal is None:
        await anyio.to_thread.run_sync(finish_backfills, root, [chat_id])
        return None
    return await anyio.to_thread.run_sync(apply, root, chat_id, journal)


@asynccontextmanager
async def replaying(
    config: Config,
    older: Iterable[tuple[int, Sequence[tuple[Incoming, str | None]]]],
    summarizer: Summarizer,
    options: ReplayOptions,
    tally: Tally,
) -> AsyncIterator[tuple[ActorSystem, ReplayClock, dict[int, Merged | None]]]:
    """Backfill each chat's ``older`` history, one chat after the other (``backfill``),
    then run the writer actor system the rest is replayed into: yields it, its replay
    clock and what each backfill merged. ``summarizer`` is closed after, also when a
    backfill or the replay fails. The caller holds the data root's writer lock."""
    clock = ReplayClock(datetime.now(UTC))
    try:
        merged = {
            chat_id: await backfill(config, chat_id, lines, summarizer, options, tally)
            for chat_id, lines in older
        }
        async with writer_system(config, clock, summarizer=summarizer, lock_held=True) as system:
            yield system, clock, merged
    finally:
        await close_summarizer(summarizer)


def backfill_report(merged: Merged | None, tz: Any) -> str:
    """The line a backfill adds to an import's report ('' when there was none)."""
    if merged is None:
        return ""

    def day(stamp: str) -> str:
        return f"{parse_timestamp(stamp, tz).astimezone(tz):%Y-%m-%d}"

    return (
        f"; {merged.records:,} of the records are older than the chat's first record and "
        f"were added before it ({day(merged.first)} to {day(merged.last)}, "
        f"{merged.summaries:,} summaries of that period)"
    )


class Replayer:
    """Feeds one chat's messages through the actor system as if they arrived live."""

    def __init__(
        self,
        system: ActorSystem,
        clock: ReplayClock,
        chat_id: int,
        settings: MemorySettings,
        progress: Progress | None = None,
        wall: Clock | None = None,
    ) -> None:
        self.system = system
        self.clock = clock
        self.wall = wall if wall is not None else SystemClock()  # what "the future" means
        self.chat_id = chat_id
        self.progress = progress
        self.silence = timedelta(minutes=settings.silence_minutes)
        # waiting at every summary_every messages lets count triggers cut the same windows
        # as in the live service instead of one window per group-committed batch
        self.batch = max(1, min(BATCH, settings.summary_every))
        self.known = recorded_ids(system.root, chat_id, settings.tz)
        self._pending: list[Incoming] = []
        self._last: datetime | None = None

    async def feed(self, incoming: Incoming, tally: Tally, where: str | None = None) -> None:
        """Queue one message; a long silence before it first settles what came before.

        A message the log cannot hold is skipped and counted (``where`` names it in the
        report). Edits are queued as they are: their time is when the edit happened,
        which must not move the replay's timeline (the actor dedupes repeated edits).
        """
        if self.progress is not None and incoming.kind != "edit":
            self.progress.advance()
        mid = incoming.message_id
        problem = unstorable(incoming)
        if problem is None and ahead(incoming.timestamp, self.wall.now()):
            problem = FUTURE  # no time the chat lived through: it would pass for its newest
        if problem is not None:
            tally.skip(problem, where or (f"message {mid}" if mid is not None else None))
            return
        if incoming.kind == "edit":
            self._pending.append(incoming)
            return
        if mid is not None:
            key = (self.chat_id if incoming.chat_id is None else incoming.chat_id, mid)
            if key in self.known:
                tally.skip(ALREADY, f"message_id {mid}")
                return
            self.known.add(key)
        when = incoming.timestamp
        if self._last is not None and when - self._last >= self.silence:
            tally.recorded += await self._flush()
            await self._silence(self._last + self.silence)
        if self._last is None:
            self.clock.set(when)  # the replay starts at its first message, even in the past
        if self._last is None or when > self._last:
            self._last = when
        self.clock.follow(when)
        self._pending.append(incoming)
        if len(self._pending) >= self.batch:
            tally.recorded += await self._flush()

    async def finish(self, tally: Tally, *, now: datetime | None = None) -> None:
        """Make everything durable; if the silence after the last message has already
        passed (old history), run the silence summary too; wait for summaries in flight."""
        tally.recorded += await self._flush()
        now = now or datetime.now(UTC)
        if self._last is not None and self._last + self.silence <= now:
            await self._silence(self._last + self.silence)
        elif self._last is not None:
            await self.system.ask(self.chat_id, Settle(), timeout=600)
        if self.progress is not None:
            self.progress.finish()

    async def _flush(self) -> int:
        """Deliver the queued messages, wait until they are durable and summarized: a
        summary reads its window from the log's tail, so a growing lag cost ever more."""
        batch, self._pending = self._pending, []
        if not batch:
            return 0
        recorded = await self._durable(batch)
        await self.system.ask(self.chat_id, Settle(), timeout=600)
        return recorded

    async def _durable(self, batch: list[Incoming]) -> int:
        """``record_many``, given up once the chat's log has refused writes for
        ``writer_disk_wait_s``: a full disk must not keep a one-shot writer (and the
        writer lock the service needs) forever. The input still holds what was not
        recorded, and a rerun skips what was."""
        recorded: list[int] = []
        refused: list[DegradedChat] = []
        limit = self.system.settings.writer_disk_wait_s
        async with anyio.create_task_group() as tg:

            async def record() -> None:
                recorded.append(await self.system.record_many(self.chat_id, batch))
                tg.cancel_scope.cancel()

            tg.start_soon(record)
            while not refused:
                await anyio.sleep(min(1.0, max(limit / 4, 0.05)))
                refused = [
                    chat
                    for chat in self.system.degraded_chats()
                    if chat.chat_id == self.chat_id and chat.seconds >= limit
                ]
            tg.cancel_scope.cancel()
        if refused:
            chat = refused[0]
            raise DiskUnavailableError(
                f"chat {self.chat_id}: the log cannot be written ({chat.error}) for "
                f"{chat.seconds:.0f} s; {len(batch)} message(s) of this batch and the rest of "
                "the input were NOT recorded: free disk space, then run the same command "
                "again (what is recorded is skipped)"
            )
        return recorded[0]

    async def _silence(self, moment: datetime) -> None:
        """Tick the actors at ``moment`` (silence summary), then wait until summaries settle
        (the ``_flush`` before it settled what came before)."""
        self.clock.follow(moment)
        await self.system.tick(moment)
        await self.system.ask(self.chat_id, Settle(), timeout=600)


@asynccontextmanager
async def writer_system(
    config: Config,
    clock: ReplayClock | None = None,
    *,
    summarizer: Summarizer | None = None,
    lock_held: bool = False,
) -> AsyncIterator[ActorSystem]:
    """Hold the writer lock and run an actor system; it drains (durable) on exit.

    With a ``ReplayClock`` time follows the replayed messages and only the replay ticks
    the actors, and the offline summaries hold one Korean tagger throughout
    (``morph.holding``); without one the wall clock runs and the system ticks itself (live).
    ``lock_held``: the caller already holds the data root's ``WriterLock``.
    """
    root = config.root
    lock = WriterLock(root.writer_lock_path())
    if not lock_held:
        lock.acquire()
    try:
        chosen = summarizer or make_summarizer(config.llm_settings())
        if clock is None:
            system = ActorSystem(root, config.memory, chosen)
        else:
            memory = replay_memory(config.memory)
            system = ActorSystem(root, memory, chosen, clock, tick_interval_s=None)
        Upkeep(
            system, rebuild=OfflineSummarizer()
        )  # ends an erasure a crash interrupted before the actors start
        # a replay summarizes window after window: one Korean tagger for all of them
        held = morph.holding() if clock is not None else nullcontext()
        try:
            with held:
                async with system:
                    try:
                        yield system
                    except DiskUnavailableError:
                        # the records held for the disk are given up (the error says so): the
                        # drain must not wait the whole shutdown timeout for the disk again
                        system.shutdown_timeout_s = min(
                            system.shutdown_timeout_s, system.shutdown_grace_s
                        )
                        raise
        finally:
            if summarizer is None:  # a summarizer passed in is its owner's to close
                await close_summarizer(chosen)
    finally:
        lock.release()


def parse_raw(line: str | bytes, tz: Any) -> Incoming:
    """``parse_line`` of a line as read (bytes are decoded on their own): ValueError or
    UnicodeDecodeError says what is wrong, a line read over ``MAX_LINE_BYTES`` included."""
    if isinstance(line, bytes):
        if len(line.rstrip(b"\r\n")) > MAX_LINE_BYTES:
            raise ValueError(f"line longer than {MAX_LINE_BYTES >> 20} MiB")
        line = line.decode("utf-8")
    return parse_line(line, tz)


def parse_line(line: str, tz: Any) -> Incoming:
    """One ingest line (see ``ingest --help``) as an ``Incoming``; ValueError says what."""
    try:
        raw = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg}") from None
    if not isinstance(raw, dict):
        raise ValueError("not a JSON object")
    sender, text = raw.get("sender"), raw.get("text")
    if not isinstance(sender, str) or not sender.strip():
        raise ValueError('missing "sender" (a non-empty string)')
    if not isinstance(text, str):
        raise ValueError('missing "text" (a string)')
    stamp = raw.get("timestamp")
    if stamp is None:
        when = datetime.now(UTC)
    elif isinstance(stamp, str):
        try:
            when = datetime.fromisoformat(stamp)
        except ValueError:
            raise ValueError(f'"timestamp" {stamp!r} is not ISO 8601') from None
        if when.tzinfo is None:
            when = when.replace(tzinfo=tz)
        if not in_range(when):
            raise ValueError(OUT_OF_RANGE)
    else:
        raise ValueError('"timestamp" must be an ISO 8601 string')
    ints: dict[str, int | None] = {}
    for key in ("message_id", "sender_id", "reply_to", "thread_id"):
        value = raw.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError(f'"{key}" must be an integer')
        ints[key] = value
    is_bot = raw.get("is_bot", False)
    if not isinstance(is_bot, bool):
        raise ValueError('"is_bot" must be true or false')
    try:
        return Incoming(
            sender=sender.strip(),
            text=text,
            timestamp=when,
            is_bot=is_bot,
            message_id=ints["message_id"],
            sender_id=ints["sender_id"],
            reply_to=ints["reply_to"],
            thread_id=ints["thread_id"],  # the forum topic, as the live path keeps it
            # a /command, typed in the chat or for another bot, is not conversation
            kind="command" if looks_like_command(text) else "message",
        )
    except InvalidMessageError as exc:
        raise ValueError(str(exc)) from None


async def ingest_lines(
    system: ActorSystem,
    clock: ReplayClock,
    chat_id: int,
    lines: Iterable[str | bytes],
    settings: MemorySettings,
    progress: Progress | None = None,
    placement: Placement | None = None,
    tally: Tally | None = None,
) -> Tally:
    """Parse and record JSONL lines; bad lines are skipped and counted with their line
    number. With ``placement``, lines older than the chat's first record are left (a
    backfill records them) and lines dated inside its recorded period are skipped."""
    tally = tally if tally is not None else Tally()
    replayer = Replayer(system, clock, chat_id, settings, progress)
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            incoming = parse_raw(line, settings.tz)
        except UnicodeDecodeError:
            tally.skip("not UTF-8 text", f"line {number}")
            if progress is not None:
                progress.advance()
            continue
        except ValueError as exc:
            reason, _, detail = str(exc).partition(": ")
            tally.skip(reason, f"line {number}" + (f": {detail}" if detail else ""))
            if progress is not None:
                progress.advance()
            continue
        if placement is not None and placement.older(incoming):
            continue
        if placement is not None and placement.inside(incoming):
            tally.skip(INSIDE, f"line {number}")
            continue
        await replayer.feed(incoming, tally, f"line {number}")
    await replayer.finish(tally)
    return tally


def older_lines(
    lines: Iterable[str | bytes], tz: Any, placement: Placement
) -> list[tuple[Incoming, str | None]]:
    """The lines dated before the chat's first record (not recorded), with their number."""
    found: list[tuple[Incoming, str | None]] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            incoming = parse_raw(line, tz)
        except (UnicodeDecodeError, ValueError):
            continue  # the replay counts it
        if placement.older(incoming):
            found.append((incoming, f"line {number}"))
    return found


def bounded_lines(source: IO[bytes], *, total: int | None = None) -> Iterator[bytes]:
    """Each line of ``source``; one over ``MAX_LINE_BYTES`` comes cut just past the bound
    (``parse_raw`` skips it) and the rest of it is read past, never held. ``total``:
    ``ConfigError`` once more bytes than that were read (a stream without an end)."""
    read = 0
    while True:
        line = source.readline(MAX_LINE_BYTES + 1)
        read += len(line)
        if line and not line.endswith(b"\n") and len(line) > MAX_LINE_BYTES:
            while (rest := source.readline(MAX_LINE_BYTES)) and (total is None or read <= total):
                read += len(rest)
                if rest.endswith(b"\n"):
                    break
        if total is not None and read > total:
            raise ConfigError(
                f"the input on stdin goes on past {total >> 20} MiB and is not a file that "
                "can be read twice: nothing was recorded; save it to a file and pass the "
                "file (a file is read as it goes, at any size)"
            )
        if not line:
            return
        yield line


def read_bounded(path: Path, limit: int = MAX_JSON_BYTES) -> bytes:
    """A regular file's bytes, at most ``limit``; a usage error (``ConfigError``) says
    what else ``path`` is: missing, a folder, a device or pipe, too large."""
    try:
        # non-blocking: opening a FIFO must not wait for a writer before it is refused
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise ConfigError(
            f"{path}: no such file; check the path and pass an existing file"
        ) from None
    with open(fd, "rb") as source:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise ConfigError(f"{path} is a folder; pass a file")
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ConfigError(
                f"{path} is not a regular file (a device, a pipe...); save it to a file and "
                "pass that"
            )
        data = source.read(limit + 1)
    if len(data) > limit:
        raise ConfigError(
            f"{path} is larger than {limit >> 20} MiB, more than an import reads at once"
        )
    return data


def _open_input(file: Path | None) -> tuple[IO[bytes], bool]:
    """FILE or stdin as bytes (each line is decoded on its own), and whether it can be
    read again (a regular file); a missing file, a folder or a device is a usage error."""
    if file is None or str(file) == "-":
        source, name = sys.stdin.buffer, "stdin"
    else:
        name = str(file)
        try:
            source = file.open("rb")
        except FileNotFoundError:
            raise ConfigError(
                f"{file}: no such file; pass a JSONL file or pipe it on stdin"
            ) from None
        except IsADirectoryError:
            raise ConfigError(f"{file} is a folder; pass a JSONL file") from None
    mode = os.fstat(source.fileno()).st_mode
    if stat.S_ISREG(mode):
        return source, True
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or source.isatty():
        return source, False
    if source is not sys.stdin.buffer:
        source.close()
    raise ConfigError(
        f"{name} is not a file, a pipe or a terminal (a device such as /dev/zero never "
        "ends); pass a JSONL file or pipe it on stdin"
    )


def _timed_texts(lines: Iterable[str | bytes], tz: Any) -> Iterator[tuple[datetime, str]]:
    """(time, text) of each line that parses: what the spend estimate needs."""
    for line in lines:
        try:
            incoming = parse_raw(line, tz)
        except (UnicodeDecodeError, ValueError):
            continue
        yield incoming.timestamp, incoming.text


def _ids_and_times(lines: Iterable[str | bytes], tz: Any) -> list[tuple[int | None, datetime]]:
    """(message_id, time) of each line that parses: what the checks before a replay need."""
    found: list[tuple[int | None, datetime]] = []
    for line in lines:
        try:
            if line.strip():
                incoming = parse_raw(line, tz)
                found.append((incoming.message_id, incoming.timestamp))
        except (UnicodeDecodeError, ValueError):
            continue
    return found


def run_ingest(
    config: Config,
    chat_id: int,
    file: Path | None,
    out: IO[str],
    options: ReplayOptions | None = None,
) -> int:
    """The ``ingest`` command: 0 when every line was recorded or already there, 1 otherwise."""
    options = options or ReplayOptions()
    source, again = _open_input(file)
    try:
        # a pipe is read once and held (bounded); a file is read again at each pass
        held = [] if again else list(bounded_lines(source, total=MAX_HELD_BYTES))
        start = source.tell() if again else 0

        def lines() -> Iterable[bytes]:
            if not again:
                return held
            source.seek(start)
            return bounded_lines(source)

        timed = _ids_and_times(lines(), config.timezone)
        with import_lock(config.root):
            finish_backfills(config.root, [chat_id])
            placement = Placement.of(config.root, chat_id, config.timezone)
            older = older_lines(lines(), config.timezone, placement)
            # blank lines stay in what is replayed: line numbers in the report are the file's
            total = sum(1 for line in lines() if line.strip()) - len(older)
            summarizer = replay_summarizer(config, options)
            agree_to_spend(config, options, summarizer, [_timed_texts(lines(), config.timezone)])
            progress = options.progress("ingest", config.root, chat_id, total)

            async def go() -> tuple[Tally, Merged | None]:
                tally = Tally()
                backfills = [(chat_id, older)]
                async with replaying(config, backfills, summarizer, options, tally) as run:
                    system, clock, merged = run
                    await ingest_lines(
                        system, clock, chat_id, lines(), config.memory, progress, placement,
                        tally,
                    )  # fmt: skip
                return tally, merged[chat_id]

            tally, merged = anyio.run(go)
    finally:
        if source is not sys.stdin.buffer:
            source.close()
    out.write(f"chat {chat_id}: {tally.report()}{backfill_report(merged, config.timezone)}\n")
    moments = [when for _, when in timed]
    if placement.held.newest is not None:
        moments.append(placement.held.newest)  # the archive keeps days near the chat's newest
    notice = archive_notice(config, moments, datetime.now(UTC))
    if notice is not None:
        out.write(notice + "\n")
    return 1 if tally.invalid else 0
