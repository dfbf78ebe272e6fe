"""``Recorder``: where a chat's message is made durable (seq, masking, the group commit).

A batch's records get their seq, topic and masking (``stage``), then one ``append`` and one
fsync write them all (``flush``) before any sender is acknowledged. When the log refuses
the write (disk full, read-only...), the records wait in order in ``PendingWrites`` and
are retried with backoff; nothing is acknowledged until the disk takes them.
"""

from __future__ import annotations

import functools
import logging
from collections import deque
from collections.abc import Collection
from datetime import datetime, timedelta

import anyio
import msgspec

from groupchat_memory.actors.clock import SKEW, Clock, ahead
from groupchat_memory.actors.errors import DiskUnavailableError
from groupchat_memory.actors.messages import Envelope, Incoming, Record
from groupchat_memory.actors.pending import Ack, PendingWrites
from groupchat_memory.actors.state.lanes import Lane, Snapshot, apply_to_recent, new_lane
from groupchat_memory.actors.state.seen_ids import SeenIds
from groupchat_memory.actors.state.start_marks import LaneMarks, StartMarks, seq_runs
from groupchat_memory.base.textfold import person_name
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.topics import TopicState, name_pending, observe
from groupchat_memory.domain.text.capping import capped
from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

_encoder = msgspec.json.Encoder()
# how often a chat says again that its messages are dated ahead of the clock
_AHEAD_WARN_EVERY = timedelta(hours=1)


class Recorder:
    """Recording and the group commit of one chat.

    Owns (sole writer): ``last_seq`` (seq assignment), ``lanes`` (each conversation's deque
    of original, unmasked messages, live topic tag and unsummarized seqs; ``recent`` and
    ``topic`` are the conversation without a forum topic's), ``seen`` (dedupe ids),
    ``pending`` (what the log refused), the forum topic names not yet saved, and the
    staged batch. Others move ``last_seq``, topics and seqs only through ``raise_seq``,
    ``name_topic`` and ``summarized``.
    """

    def __init__(
        self, chat_id: int, log: MessageLog, settings: MemorySettings, clock: Clock
    ) -> None:
        self.chat_id = chat_id
        self.log = log
        self.settings = settings
        self.clock = clock
        self.last_seq = 0
        self.lanes: dict[int | None, Lane] = {None: new_lane(settings, None)}
        self.newest_at: datetime | None = None  # the chat's newest message, any topic
        # the people who have written here (as the log names them) since the log was read:
        # a summary is named after none of them, even one silent in its window
        self.members: set[str] = set()
        self.seen = SeenIds(settings.seen_ids)
        self.pending = PendingWrites(chat_id, settings)
        self.named: dict[int, str] = {}  # forum topic names seen, not yet saved
        # forum topics whose first record this run staged: thread -> the seq before it
        # (their cursor until a summary moves it; to be told to the chat state)
        self.opened: dict[int, int] = {}
        self._staged: list[MessageRecord] = []
        self._staged_acks: list[Ack] = []
        self._ahead_warned: datetime | None = None  # when a future date was last logged

    @property
    def recent(self) -> deque[MessageRecord]:
        """The recent messages of the conversation without a forum topic."""
        return self.lanes[None].recent

    @property
    def topic(self) -> TopicState:
        """The topic of the conversation without a forum topic."""
        return self.lanes[None].topic

    def lane(self, thread: int | None) -> Lane:
        """One conversation (a forum topic's is made when first needed)."""
        found = self.lanes.get(thread)
        if found is None:
            found = self.lanes[thread] = new_lane(self.settings, thread)
        return found

    def restore(self, snapshot: Snapshot) -> None:
        """Take the state rebuilt from disk (``ChatState.load``)."""
        self.last_seq, self.lanes = snapshot.last_seq, snapshot.lanes
        self.seen, self.newest_at = snapshot.seen, snapshot.newest_at
        self.members = snapshot.members

    def durable_seq(self) -> int:
        """The last seq on disk: a summary reads the log, held records wait for a later one."""
        return self.pending.records[0].seq - 1 if self.pending.records else self.last_seq

    def raise_seq(self, upto: int) -> None:
        """Never hand out seqs up to ``upto`` (an archive summary covers them)."""
        self.last_seq = max(self.last_seq, upto)

    def name_topic(self, tag: str, upto: int, thread: int | None = None) -> None:
        """A summary named the pending topic of the messages up to ``upto``."""
        lane = self.lane(thread)
        lane.topic = name_pending(lane.topic, tag, upto)

    def summarized(self, thread: int | None, upto: int) -> None:
        """A summary covers conversation ``thread``'s records up to ``upto``."""
        self.lane(thread).summarized(upto)

    def lane_marks(self) -> list[tuple[int | None, bool]]:
        """Each conversation in memory, with whether none of its records waits for a summary."""
        return [(thread, not lane.seqs) for thread, lane in self.lanes.items()]

    def marks(self) -> StartMarks | None:
        """What the next start need not read back through the log for (``StartMarks``);
        None while records are staged or wait for the disk (the log is behind ``last_seq``)."""
        if self.pending.records or self._staged:
            return None
        seen, edits = self.seen.marks()
        lanes = [
            LaneMarks(
                thread=thread,
                unsummarized=seq_runs(lane.seqs),
                topic=lane.topic.tag,
                pending_since=lane.topic.pending_since,
            )
            for thread, lane in self.lanes.items()
        ]
        days = self.log.day_files()
        first = days[0].name if days else ""
        return StartMarks(upto=self.last_seq, first_day=first, seen=seen, edits=edits, lanes=lanes)

    def take_opened(self) -> dict[int, int]:
        """The forum topics first recorded since the last call, with their cursors."""
        opened, self.opened = self.opened, {}
        return opened

    def take_names(self) -> dict[int, str]:
        """The forum topic names seen since the last call (to be saved)."""
        named, self.named = self.named, {}
        return named

    def full(self, more: int = 0) -> bool:
        """Whether a record staged now (after ``more`` others) would be refused: the log
        refuses writes and the held buffer is full."""
        return self.pending.degraded and self.pending.room() <= len(self._staged) + more

    def held_records(self) -> list[MessageRecord]:
        """A copy of the records waiting for the disk, oldest first (as stored: masked)."""
        return list(self.pending.records)

    # ----------------------------------------------------------------- staging

    def stage(self, env: Envelope, msg: Record) -> bool:
        """Assign seq, topic and masking to one record and queue it for the group commit.

        False when the record was refused (the log cannot be written and the held
        buffer is full): its sender has been told, it left the batch.
        """
        inc, masked_text = capped(msg.incoming, self.settings.max_message_chars)
        if self.full():
            self._refuse(env)
            return False
        sent_in = self.chat_id if inc.chat_id is None else inc.chat_id
        at = self._stamp(inc.timestamp.astimezone(self.settings.tz))
        if inc.kind == "reaction" and inc.reply_to is not None:
            who = inc.sender_id if inc.sender_id is not None else mask(inc.sender)
            key = SeenIds.reaction_key(sent_in, inc.reply_to, who, masked_text, inc.timestamp)
            if self.seen.seen_edit(key):
                self._staged_acks.append((env, False, None))
                return True
        elif inc.message_id is not None:
            if inc.kind == "edit":
                key = SeenIds.edit_key(sent_in, inc.message_id, masked_text)
                duplicate = self.seen.seen_edit(key)
            else:
                duplicate = self._repeat(inc, sent_in, masked_text, at)
            if duplicate:
                self._staged_acks.append((env, False, None))
                return True
        self.last_seq += 1
        seq = self.last_seq
        thread = inc.thread_id
        known = self.lanes.get(thread)
        if thread is not None and (known is None or not (known.seqs or known.recent)):
            self.opened.setdefault(thread, seq - 1)
        lane = self.lane(thread)
        if inc.kind == "message":
            gap = timedelta(minutes=self.settings.topic_gap_minutes)
            lane.topic = observe(lane.topic, at, inc.text, inc.thread_id, seq, gap)
            self.newest_at = at
        name = inc.sender
        if not inc.is_bot and self.settings.personas:
            name = person_name(name, self.settings.personas)
        record = MessageRecord(
            sender=mask(name),
            text=masked_text,
            timestamp=at.isoformat(),
            is_bot=inc.is_bot,
            chat_id=sent_in,
            topic_tag=lane.topic.tag,
            message_id=inc.message_id,
            sender_id=inc.sender_id,
            reply_to=inc.reply_to,
            thread_id=inc.thread_id,
            kind=inc.kind,
            seq=seq,
        )
        # a record the log cannot encode (a lone surrogate) crashes here, alone in its
        # turn, so the supervisor can set it aside; never after it joined the held records
        _encoder.encode(record)
        self.seen.observe(record)
        original = record
        if masked_text != inc.text or record.sender != name:
            original = msgspec.structs.replace(record, text=inc.text, sender=name)
        apply_to_recent(lane.recent, original)
        if record.kind == "message":  # what the summary triggers count
            lane.seqs.append(seq)
            lane.recorded += 1
            if not record.is_bot:
                self.members.add(record.sender)
        if inc.topic_name is not None and inc.thread_id is not None:
            self.named[inc.thread_id] = mask(inc.topic_name)
        self._staged.append(record)
        self._staged_acks.append((env, True, seq))
        return True

    def _repeat(self, inc: Incoming, sent_in: int, masked_text: str, at: datetime) -> bool:
        """Whether ``inc`` repeats the message recorded under its id (same sender, time and
        text): Telegram delivering an update again, or another persona's copy.

        Another message under a known id (history imported under this chat from another
        chat kept its ids) is no repeat: it is kept, and said once in the log. Its time is
        compared as sent and as stamped (a stamp may have moved it to the chat's newest).
        """
        recorded = self.seen.recorded_as(sent_in, inc.message_id or 0)
        if recorded is None:
            return False
        who = inc.sender_id if inc.sender_id is not None else mask(inc.sender)
        if recorded in {
            SeenIds.fingerprint(who, inc.timestamp, masked_text),
            SeenIds.fingerprint(who, at, masked_text),
        }:
            return True
        logger.warning(
            "chat %s: message %s of chat %s is not the message recorded under that id "
            "before (another sender, time or text): kept as a new message; ids of two chats "
            "are mixed here (history imported under this chat's id from another chat?)",
            self.chat_id,
            inc.message_id,
            sent_in,
        )
        return False

    def _stamp(self, at: datetime) -> datetime:
        """A record's time: what the chat saw (``at``), bounded by the clock.

        A date ahead of the clock is no time the chat lived through (a forged update, a
        machine whose clock is behind Telegram's): it becomes the clock's now, so one
        such record neither files itself in a future day nor, as the chat's newest time,
        holds every later record at its instant. A stamp of "now" (a live message, a
        persona's answer) that is older than what the chat already recorded comes from a
        clock set back: kept as is, it would land in an older day file, behind records
        that are older than it, and ``history`` (which reads the newest day files) would
        not show it, so it takes the chat's newest time. Historical stamps (an import,
        far from now) keep their time.
        """
        now = self.clock.now()
        if ahead(at, now):
            self._warn_ahead(at, now)
            at = now
        newest = self.newest_at
        if newest is None or at >= newest:
            return at.astimezone(self.settings.tz)
        if abs(now - at) > SKEW:
            return at
        return newest.astimezone(self.settings.tz)

    def _warn_ahead(self, at: datetime, now: datetime) -> None:
        """Say (once an hour at most) that messages come dated ahead of this clock."""
        if self._ahead_warned is not None and now - self._ahead_warned < _AHEAD_WARN_EVERY:
            return
        self._ahead_warned = now
        logger.warning(
            "chat %s: a record dated %s is %s ahead of this machine's clock (%s); it is "
            "stamped with the clock's time: if this repeats, set the clock right "
            "(timedatectl set-ntp true)",
            self.chat_id,
            at.isoformat(timespec="seconds"),
            str(at - now).split(".")[0],
            now.isoformat(timespec="seconds"),
        )

    def _refuse(self, env: Envelope) -> None:
        """The log cannot be written and the buffer is full: this message is not recorded."""
        held = self.pending
        logger.error(
            "chat %s: %d records wait for the disk (%s); refusing a new one",
            self.chat_id,
            len(held.records),
            held.error,
        )
        fail_record(
            env,
            DiskUnavailableError(
                f"chat {self.chat_id}: the log cannot be written ({held.error}) and "
                f"{len(held.records)} messages already wait in memory; this one was NOT "
                "recorded: free disk space or fix the data root's mount"
            ),
        )

    # ----------------------------------------------------------------- the group commit

    async def flush(self) -> tuple[list[Envelope], bool]:
        """Group commit: write what is staged with one append, then acknowledge it.

        Returns the envelopes that left the batch in flight (acknowledged, or held: a
        crash replays held ones from ``pending``) and whether anything was acknowledged.
        When the log refuses the write, the records wait in ``pending`` behind any
        already waiting (order kept, nothing acknowledged) and the next attempt comes
        after a backoff; a retry skips records a failed attempt left on disk.
        """
        held = self.pending
        if held.acks:
            held.hold(self._staged, self._staged_acks)
            self._staged, self._staged_acks = [], []
            if not held.due(anyio.current_time()):
                return [env for env, _, _ in held.acks], False
            records, acks = held.records, held.acks
        else:
            records, acks = self._staged, self._staged_acks
        if not acks:
            return [], False
        if records:
            append = functools.partial(self.log.append, records, retry=held.degraded)
            try:
                await anyio.to_thread.run_sync(append)
            except StorageError as exc:
                if not held.acks:
                    held.hold(records, acks)
                    self._staged, self._staged_acks = [], []
                held.failed(exc, self.clock.now(), anyio.current_time())
                return [env for env, _, _ in held.acks], False
        for env, stored, seq in acks:
            settle_record(env, stored, seq)
        settled = [env for env, _, _ in acks]
        held.written(self.clock.now())
        self._staged, self._staged_acks = [], []
        return settled, True

    def fail_held(self, set_aside: Collection[Envelope] = ()) -> None:
        """The service stops with records the log refused: tell their senders (but those
        of the envelopes in ``set_aside``: durable in the set-aside file)."""
        failure = DiskUnavailableError(
            f"chat {self.chat_id}: the service stopped while its log could not be written "
            f"({self.pending.error}); {len(self.pending.records)} message(s) were NOT "
            "recorded: fix the disk; Telegram resends unconfirmed updates after a restart"
        )
        for env, _, _ in self.pending.acks:
            if env not in set_aside:
                fail_record(env, failure)

    def close(self) -> None:
        """Release the log's file handle."""
        self.log.close()


def settle_record(env: Envelope, stored: bool, seq: int | None = None) -> None:
    """Tell a ``Record``'s sender that it is durable (``stored``, at ``seq``) or a duplicate."""
    msg = env.msg
    assert isinstance(msg, Record)
    if msg.receipt is not None:
        msg.receipt.settle(stored, seq)
    if msg.done is not None:
        msg.done.set()


def fail_record(env: Envelope, error: BaseException) -> None:
    """Tell a ``Record``'s sender that it was not recorded."""
    msg = env.msg
    assert isinstance(msg, Record)
    if msg.receipt is not None:
        msg.receipt.fail(error)
    if msg.done is not None:
        msg.done.set()
