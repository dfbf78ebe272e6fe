"""The chat actor's recording: staging each record and the group commit to its log.

A batch's records get their seq, topic and masking (``_stage``), then one ``append`` and
one fsync write them all (``_flush``) before any sender is acknowledged. When the log
refuses the write (disk full, read-only...), the records wait in order in
``PendingWrites`` and are retried with backoff; nothing is acknowledged until the disk
takes them. ``ChatRecording`` is a base class of ``ChatActor``.
"""

from __future__ import annotations

import functools
import logging
from datetime import timedelta

import anyio
import msgspec

from groupchat_memory.actors.chat_answers import ChatAnswers
from groupchat_memory.actors.messages import Envelope, Record
from groupchat_memory.actors.pending import Ack
from groupchat_memory.actors.state import SeenIds, apply_to_recent
from groupchat_memory.domain.capping import capped
from groupchat_memory.domain.topics import observe
from groupchat_memory.store.exceptions import DiskUnavailableError, StorageError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

_encoder = msgspec.json.Encoder()


class ChatRecording(ChatAnswers):
    """Recording and the group commit of one chat actor (a base class of ``ChatActor``)."""

    # the actor's state this part reads and writes (set by ChatActor.__init__ / start)
    log: MessageLog
    seen: SeenIds
    _inflight: dict[int, Envelope]
    _staged: list[MessageRecord]
    _staged_acks: list[Ack]

    def _stage(self, env: Envelope, msg: Record) -> None:
        """Assign seq, topic and masking to one record and queue it for the group commit."""
        self._last_touch = self.clock.now()
        inc, masked_text = capped(msg.incoming, self.settings.max_message_chars)
        if self.pending.degraded and self.pending.room() <= len(self._staged):
            self._refuse(env)
            return
        if inc.message_id is not None:
            if inc.kind == "edit":
                duplicate = self.seen.seen_edit(SeenIds.edit_key(inc.message_id, masked_text))
            else:
                duplicate = self.seen.seen_id(inc.message_id)
            if duplicate:
                self._staged_acks.append((env, False, None))
                return
        self.last_seq += 1
        seq = self.last_seq
        at = inc.timestamp.astimezone(self.settings.tz)
        if inc.kind == "message":
            gap = timedelta(minutes=self.settings.topic_gap_minutes)
            self.topic = observe(self.topic, at, inc.text, inc.thread_id, seq, gap)
        record = MessageRecord(
            sender=mask(inc.sender),
            text=masked_text,
            timestamp=at.isoformat(),
            is_bot=inc.is_bot,
            chat_id=self.chat_id,
            topic_tag=self.topic.tag,
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
        if masked_text != inc.text or record.sender != inc.sender:
            original = msgspec.structs.replace(record, text=inc.text, sender=inc.sender)
        apply_to_recent(self.recent, original)
        self._staged.append(record)
        self._staged_acks.append((env, True, seq))

    def _refuse(self, env: Envelope) -> None:
        """The log cannot be written and the buffer is full: this message is not recorded."""
        held = self.pending
        logger.error(
            "chat %s: %d records wait for the disk (%s); refusing a new one",
            self.chat_id,
            len(held.records),
            held.error,
        )
        _fail_record(
            env,
            DiskUnavailableError(
                f"chat {self.chat_id}: the log cannot be written ({held.error}) and "
                f"{len(held.records)} messages already wait in memory; this one was NOT "
                "recorded: free disk space or fix the data root's mount"
            ),
        )
        self._inflight.pop(id(env), None)

    async def _flush(self) -> None:
        """Group commit: write what is staged with one append, then acknowledge it.

        When the log refuses the write, the records wait in ``self.pending`` behind
        any already waiting (order kept, nothing acknowledged) and the next attempt
        comes after a backoff; a retry skips records a failed attempt left on disk.
        """
        held = self.pending
        if held.acks:
            held.hold(self._staged, self._staged_acks)
            self._staged, self._staged_acks = [], []
            if not held.due(anyio.current_time()):
                self._unflight(held.acks)
                return
            records, acks = held.records, held.acks
        else:
            records, acks = self._staged, self._staged_acks
        if not acks:
            return
        if records:
            append = functools.partial(self.log.append, records, retry=held.degraded)
            try:
                await anyio.to_thread.run_sync(append)
            except StorageError as exc:
                if not held.acks:
                    held.hold(records, acks)
                    self._staged, self._staged_acks = [], []
                held.failed(exc, self.clock.now(), anyio.current_time())
                self._unflight(held.acks)
                return
        for env, stored, seq in acks:
            msg = env.msg
            assert isinstance(msg, Record)
            if msg.receipt is not None:
                msg.receipt.settle(stored, seq)
            if msg.done is not None:
                msg.done.set()
            self._inflight.pop(id(env), None)
        held.written(self.clock.now())
        self._staged = []
        self._staged_acks = []
        if records and self.index_on_commit:
            # after the acknowledgements: indexing is derived work, no sender waits for it
            await anyio.to_thread.run_sync(self._catch_up_recall)
        await self._maybe_count_trigger()

    def _unflight(self, acks: list[Ack]) -> None:
        """Held records are no longer part of the batch in flight (a crash replays them)."""
        for env, _, _ in acks:
            self._inflight.pop(id(env), None)

    async def _write_held(self) -> None:
        """Shutdown with records the log refused: keep retrying until they are written.

        The system's shutdown timeout bounds this; if it cancels us, the waiting
        senders are told their messages were not recorded.
        """
        try:
            while self.pending.acks:
                await anyio.sleep(self.pending.wait_s(anyio.current_time()))
                await self._flush()
        except anyio.get_cancelled_exc_class():
            failure = DiskUnavailableError(
                f"chat {self.chat_id}: the service stopped while its log could not be written "
                f"({self.pending.error}); {len(self.pending.records)} message(s) were NOT "
                "recorded: fix the disk; Telegram resends unconfirmed updates after a restart"
            )
            for env, _, _ in self.pending.acks:
                _fail_record(env, failure)
            raise


def _fail_record(env: Envelope, error: BaseException) -> None:
    """Tell a ``Record``'s sender that it was not recorded."""
    msg = env.msg
    assert isinstance(msg, Record)
    if msg.receipt is not None:
        msg.receipt.fail(error)
    if msg.done is not None:
        msg.done.set()
