"""``groupchat-memory ingest``, and the replay machinery every one-shot writer shares.

Messages from a file (ingest, import, the demo) go through the real ``ActorSystem`` so
summaries trigger exactly as in the live service. A ``ReplayClock`` follows the
messages' own timestamps: a gap of ``silence_minutes`` between two messages ticks the
actors at that moment (the silence summary), and summary dates are the chat's days, not
the day of the import. Writers hold the data root's lock; everything is durable on exit.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import AsyncIterator, Iterable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO, Any

import anyio

from groupchat_memory.actors.clock import Clock, ManualClock, SystemClock, ahead
from groupchat_memory.actors.errors import DiskUnavailableError, InvalidMessageError
from groupchat_memory.actors.messages import DegradedChat, Incoming, Settle
from groupchat_memory.actors.state import peek_cursor
from groupchat_memory.actors.system import ActorSystem
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
from groupchat_memory.llm.factory import make_summarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.exceptions import ConfigError, GroupchatMemoryError
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.paths import DataRoot
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


def unstorable(incoming: Incoming) -> str | None:
    """Why ``incoming`` cannot be recorded, as a skip reason; None when it can."""
    if not EARLIEST <= incoming.timestamp < LATEST:
        return "timestamp out of range (1970-2099)"
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


def refuse_older_than_recorded(
    root: DataRoot,
    chat_id: int,
    tz: Any,
    new: list[tuple[int | None, datetime]],
    *,
    command: str = "import",
    sent_in: int | None = None,
) -> None:
    """Refuse (``ConfigError``, exit 2) to replay messages older than what the chat already
    recorded: they would get seqs after the newer ones, so a summary past them never
    covers them, or the next summary mixes them with the newest under the wrong date.

    ``new``: each message's id (None: unknown) and time; ids already recorded (in the
    chat they were sent in: ``sent_in``, default this one) do not count. ``command``
    names the writer in the way out the message gives.
    """
    if not root.log_dir(chat_id).is_dir():
        return
    with MessageLog(root.log_dir(chat_id), tz) as log:
        last = log.tail(1)
    if not last:
        return
    newest = parse_timestamp(last[-1].timestamp, tz)
    older = [when for mid, when in new if when < newest]
    if older and any(mid is not None for mid, _ in new):
        known = recorded_ids(root, chat_id, tz)
        origin = chat_id if sent_in is None else sent_in
        older = [when for mid, when in new if when < newest and (origin, mid) not in known]
    if not older:
        return
    summarized = peek_cursor(root.state_path(chat_id))
    fate = (
        "they would never be summarized"
        if summarized
        else "they would be summarized together with the newer ones, under the wrong dates"
    )
    raise ConfigError(
        f"not recording: chat {chat_id} already holds messages up to "
        f"{newest.astimezone(tz):%Y-%m-%d %H:%M}, and {len(older):,} messages of this "
        f"{command} are older ({min(older).astimezone(tz):%Y-%m-%d} on): {fate}. Record "
        f"older history before the live recording: stop the bot, move "
        f"{root.chat_dir(chat_id)} aside, run this {command}, then `groupchat-memory import "
        f"legacy <the moved folder>/log --chat {chat_id}` to add the newer messages back "
        "(both are summarized in time order)"
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
    the actors; without one the wall clock runs and the system ticks itself (live).
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
        try:
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
    else:
        raise ValueError('"timestamp" must be an ISO 8601 string')
    ints: dict[str, int | None] = {}
    for key in ("message_id", "sender_id", "reply_to"):
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
) -> Tally:
    """Parse and record JSONL lines; bad lines are skipped and counted with their line number."""
    tally = Tally()
    replayer = Replayer(system, clock, chat_id, settings, progress)
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            text = line.decode("utf-8") if isinstance(line, bytes) else line
            incoming = parse_line(text, settings.tz)
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
        await replayer.feed(incoming, tally, f"line {number}")
    await replayer.finish(tally)
    return tally


def _open_input(file: Path | None) -> IO[bytes]:
    """FILE or stdin as bytes (each line is decoded on its own); a missing file is a usage error."""
    if file is None or str(file) == "-":
        return sys.stdin.buffer
    try:
        return file.open("rb")
    except FileNotFoundError:
        raise ConfigError(f"{file}: no such file; pass a JSONL file or pipe it on stdin") from None
    except IsADirectoryError:
        raise ConfigError(f"{file} is a folder; pass a JSONL file") from None


def _timed_texts(lines: Iterable[str | bytes], tz: Any) -> Iterator[tuple[datetime, str]]:
    """(time, text) of each line that parses: what the spend estimate needs."""
    for line in lines:
        try:
            text = line.decode("utf-8") if isinstance(line, bytes) else line
            incoming = parse_line(text, tz)
        except (UnicodeDecodeError, ValueError):
            continue
        yield incoming.timestamp, incoming.text


def _ids_and_times(lines: Iterable[str | bytes], tz: Any) -> list[tuple[int | None, datetime]]:
    """(message_id, time) of each line that parses: what the checks before a replay need."""
    found: list[tuple[int | None, datetime]] = []
    for line in lines:
        try:
            text = line.decode("utf-8") if isinstance(line, bytes) else line
            if text.strip():
                incoming = parse_line(text, tz)
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
    source = _open_input(file)
    try:
        lines: Iterable[bytes] = source
        if source is sys.stdin.buffer:
            lines = list(source)  # read twice: the checks, then the replay
        timed = _ids_and_times(lines, config.timezone)
        if lines is source:
            source.seek(0)
        refuse_older_than_recorded(config.root, chat_id, config.timezone, timed, command="ingest")
    except BaseException:
        if source is not sys.stdin.buffer:
            source.close()
        raise
    summarizer = replay_summarizer(config, options)
    try:
        total: int | None = None
        if not isinstance(summarizer, OfflineSummarizer):
            # the estimate reads the whole input first (stdin cannot be read twice); blank
            # lines stay so that line numbers in the report are the file's
            lines = list(lines)
            total = sum(1 for line in lines if line.strip())
            agree_to_spend(config, options, summarizer, [_timed_texts(lines, config.timezone)])
        elif source is not sys.stdin.buffer:
            total = sum(1 for line in source if line.strip())
            source.seek(0)
        progress = options.progress("ingest", config.root, chat_id, total)

        async def go() -> Tally:
            clock = ReplayClock(datetime.now(UTC))
            try:
                async with writer_system(config, clock, summarizer=summarizer) as system:
                    return await ingest_lines(
                        system, clock, chat_id, lines, config.memory, progress
                    )
            finally:
                await close_summarizer(summarizer)

        tally = anyio.run(go)
    finally:
        if source is not sys.stdin.buffer:
            source.close()
    out.write(f"chat {chat_id}: {tally.report()}\n")
    notice = archive_notice(config, (when for _, when in timed), datetime.now(UTC))
    if notice is not None:
        out.write(notice + "\n")
    return 1 if tally.invalid else 0
