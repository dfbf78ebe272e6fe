"""The ``Recorder`` alone (no actor, no mailbox): seqs, masking, dedupe, the group commit,
and records held while the log refuses writes."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.errors import DiskUnavailableError, InvalidMessageError
from groupchat_memory.actors.messages import Envelope, Incoming, Receipt, Record
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.actors.state.persisted import PersistedState
from groupchat_memory.actors.state.rebuild import read_tail, rebuild
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.actors.workers.helpers import T0, msg
from tests.actors.workers_faults.filesystems import fill, small_tmpfs

pytestmark = pytest.mark.anyio

CHAT = -100200
SETTINGS = MemorySettings(write_retry_s=0.01, write_retry_max_s=0.05)
PADDING = "긴 메시지 " * 300  # bigger than what a full tmpfs may have left in a page


def make(data: Path, settings: MemorySettings = SETTINGS) -> Recorder:
    log = MessageLog(DataRoot(data).log_dir(CHAT), settings.tz)
    return Recorder(CHAT, log, settings, ManualClock(T0))


def envelope(incoming: Incoming) -> tuple[Envelope, Receipt]:
    receipt = Receipt()
    return Envelope(Record(incoming, receipt=receipt)), receipt


def stage(recorder: Recorder, items: list[Incoming]) -> tuple[list[Envelope], list[Receipt]]:
    pairs = [envelope(item) for item in items]
    for env, _ in pairs:
        msg_ = env.msg
        assert isinstance(msg_, Record)
        assert recorder.stage(env, msg_)
    return [env for env, _ in pairs], [receipt for _, receipt in pairs]


def on_disk(data: Path) -> list[MessageRecord]:
    return list(MessageLog(DataRoot(data).log_dir(CHAT), SETTINGS.tz).scan())


@pytest.fixture
def recorder(tmp_path: Path) -> Iterator[Recorder]:
    made = make(tmp_path)
    yield made
    made.close()


async def test_one_flush_writes_a_batch_in_order_then_acknowledges_each_with_its_seq(
    tmp_path: Path, recorder: Recorder
) -> None:
    envs, receipts = stage(recorder, [msg(f"메시지 {i}", i, message_id=i + 1) for i in range(3)])
    assert on_disk(tmp_path) == [] and not any(r.event.is_set() for r in receipts)
    gone, committed = await recorder.flush()
    assert committed and gone == envs
    assert [(r.stored, r.seq) for r in receipts] == [(True, 1), (True, 2), (True, 3)]
    assert [(r.seq, r.text) for r in on_disk(tmp_path)] == [
        (1, "메시지 0"),
        (2, "메시지 1"),
        (3, "메시지 2"),
    ]
    assert recorder.last_seq == recorder.durable_seq() == 3
    assert await recorder.flush() == ([], False)  # nothing staged: nothing to do


async def test_the_log_gets_masked_text_while_the_recent_deque_keeps_the_original(
    tmp_path: Path, recorder: Recorder
) -> None:
    text = "제 번호는 010-1234-5678 이에요"
    stage(recorder, [msg(text, 0)])
    await recorder.flush()
    [stored] = on_disk(tmp_path)
    assert "010-1234-5678" not in stored.text and "[전화번호]" in stored.text
    assert [m.text for m in recorder.recent] == [text]


async def test_duplicates_are_acknowledged_as_such_and_take_no_seq(
    tmp_path: Path, recorder: Recorder
) -> None:
    items = [
        msg("회의는 3시", 0, message_id=7),
        msg("회의는 3시", 0, message_id=7),  # the same message through another bot
        msg("회의는 4시", 1, message_id=7, kind="edit"),
        msg("회의는 4시", 1, message_id=7, kind="edit"),
    ]
    _, receipts = stage(recorder, items)
    await recorder.flush()
    assert [(r.stored, r.seq) for r in receipts] == [
        (True, 1),
        (False, None),
        (True, 2),
        (False, None),
    ]
    assert [(r.kind, r.seq) for r in on_disk(tmp_path)] == [("message", 1), ("edit", 2)]
    assert [m.text for m in recorder.recent] == ["회의는 4시"]


async def test_a_transition_phrase_makes_the_topic_pending_until_it_is_named(
    recorder: Recorder,
) -> None:
    stage(recorder, [msg("점심 뭐 먹지", 0), msg("그건 그렇고 배포 일정 정하자", 1)])
    await recorder.flush()
    assert (recorder.topic.tag, recorder.topic.pending_since) == ("pending", 2)
    recorder.name_topic("배포계획", 2)
    assert (recorder.topic.tag, recorder.topic.pending_since) == ("배포계획", None)
    recorder.raise_seq(40)
    recorder.raise_seq(10)  # never backwards
    stage(recorder, [msg("다음", 2)])
    assert recorder.last_seq == 41


async def test_a_full_disk_holds_records_in_order_unacknowledged_and_writes_them_once_freed(
    tmp_path: Path,
) -> None:
    with small_tmpfs(tmp_path / "fs") as data:
        recorder = make(data, MemorySettings(write_retry_s=0, write_retry_max_s=0))
        try:
            stage(recorder, [msg("before", 0, message_id=1)])
            assert (await recorder.flush())[1]
            filler = fill(data)
            envs, receipts = stage(
                recorder, [msg(f"held {i} {PADDING}", i, message_id=i + 2) for i in range(3)]
            )
            gone, committed = await recorder.flush()
            assert not committed and gone == envs  # held: no longer part of a batch in flight
            assert not any(r.event.is_set() for r in receipts)
            assert [r.seq for r in recorder.held_records()] == [2, 3, 4]
            assert recorder.durable_seq() == 1 and recorder.last_seq == 4
            assert recorder.pending.degraded and "No space left" in recorder.pending.error
            # a later record waits behind the held ones
            _, later = stage(recorder, [msg("later", 9, message_id=99)])
            assert (await recorder.flush())[1] is False
            filler.unlink()
            assert (await recorder.flush())[1]  # no backoff (write_retry_s=0): due now
            assert [r.seq for r in receipts + later] == [2, 3, 4, 5]
            assert all(r.stored and r.error is None for r in receipts + later)
            assert recorder.held_records() == [] and not recorder.pending.degraded
        finally:
            recorder.close()
        files = sorted(DataRoot(data).log_dir(CHAT).glob("*.jsonl"))
        lines = [line for path in files for line in path.read_bytes().splitlines()]
    # decoded strictly: a torn or doubled line fails here
    assert [msgspec.json.decode(line, type=MessageRecord).seq for line in lines] == [1, 2, 3, 4, 5]


async def test_when_the_held_buffer_is_full_a_new_record_is_refused_with_what_to_do(
    tmp_path: Path,
) -> None:
    settings = MemorySettings(write_retry_s=0.01, write_retry_max_s=0.05, pending_max=2)
    with small_tmpfs(tmp_path / "fs") as data:
        recorder = make(data, settings)
        try:
            stage(recorder, [msg("before", 0, message_id=1)])
            await recorder.flush()
            filler = fill(data)
            items = [msg(f"held {i} {PADDING}", i, message_id=i + 2) for i in range(2)]
            _, held = stage(recorder, items)
            await recorder.flush()
            env, receipt = envelope(msg("one too many", 5, message_id=50))
            assert isinstance(env.msg, Record)
            assert not recorder.stage(env, env.msg)
            assert isinstance(receipt.error, DiskUnavailableError)
            assert "free disk space" in str(receipt.error)
            assert recorder.last_seq == 3  # the refused record took no seq
            recorder.fail_held()  # the service stops before the disk is back
            assert all(isinstance(r.error, DiskUnavailableError) for r in held)
            assert "NOT recorded" in str(held[0].error)
            filler.unlink()
        finally:
            recorder.close()


def reaction(text: str, *, seconds: int = 0, user: int | None = 4001) -> Incoming:
    """A member's reactions on message 7 after a change, as the front end hands them over."""
    return Incoming(
        sender="지훈" if user is not None else "AI집단지성",
        text=text,
        timestamp=T0 + timedelta(seconds=seconds),
        sender_id=user,
        reply_to=7,
        kind="reaction",
    )


async def test_a_reaction_change_is_recorded_once_and_a_change_back_again(
    tmp_path: Path, recorder: Recorder
) -> None:
    items = [
        reaction("👍"),
        reaction("👍"),  # the same change through another admin persona
        reaction("", seconds=5),  # taken back
        reaction("👍", seconds=9),  # and given again: a third change
        reaction("👍", user=None),  # an anonymous admin's is another reaction
    ]
    _, receipts = stage(recorder, items)
    await recorder.flush()
    assert [r.stored for r in receipts] == [True, False, True, True, True]
    logged = on_disk(tmp_path)
    assert [(r.kind, r.text, r.reply_to, r.message_id) for r in logged] == [
        ("reaction", "👍", 7, None),
        ("reaction", "", 7, None),
        ("reaction", "👍", 7, None),
        ("reaction", "👍", 7, None),
    ]
    assert list(recorder.recent) == []  # a reaction is no message of the conversation
    # after a restart, the dedupe memory is rebuilt from the log's tail
    restarted = make(tmp_path)
    try:
        with MessageLog(DataRoot(tmp_path).log_dir(CHAT), SETTINGS.tz) as log:
            restarted.restore(rebuild(read_tail(log, SETTINGS), PersistedState(), SETTINGS))
        _, again = stage(restarted, [reaction("👍", seconds=9)])
        await restarted.flush()
        assert [r.stored for r in again] == [False]
    finally:
        restarted.close()


def test_a_reaction_names_the_message_it_reacts_to_and_has_no_id_of_its_own() -> None:
    with pytest.raises(InvalidMessageError, match="reply_to"):
        Incoming(sender="지훈", text="👍", timestamp=T0, kind="reaction")
    with pytest.raises(InvalidMessageError, match="reply_to"):
        Incoming(sender="지훈", text="👍", timestamp=T0, kind="reaction", reply_to=7, message_id=8)
