"""The supervisor and the chat actor: delivery, crashes, passivation, shutdown, migration."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.errors import (
    ActorStoppedError,
    ChatMigrationError,
    DeadLetterError,
    UnknownQuestionError,
)
from groupchat_memory.actors.messages import Ask, Inspect, Receipt, Record, Settle
from groupchat_memory.actors.migration import read_moves, write_moves
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.actors.workers.helpers import T0, ListSummarizer, msg

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()


def system(tmp_path: Path, **kwargs: object) -> ActorSystem:
    settings = kwargs.pop("settings", SETTINGS)
    assert isinstance(settings, MemorySettings)
    return ActorSystem(
        DataRoot(tmp_path),
        settings,
        ListSummarizer(),
        kwargs.pop("clock", ManualClock(T0)),  # type: ignore[arg-type]
        tick_interval_s=None,
        restart_backoff_s=0.001,
        **kwargs,  # type: ignore[arg-type]
    )


def logged(tmp_path: Path, chat_id: int) -> list[MessageRecord]:
    return list(MessageLog(DataRoot(tmp_path).log_dir(chat_id), SETTINGS.tz).scan())


async def test_a_thousand_chats_fed_concurrently_keep_every_message_in_its_chat_in_order_once(
    tmp_path: Path,
) -> None:
    chats, per_chat = 1000, 3
    with anyio.fail_after(120):
        async with system(tmp_path) as memory:

            async def feed(chat_id: int) -> None:
                for i in range(per_chat):
                    text = f"chat{chat_id} 메시지 {i}"
                    await memory.record(chat_id, msg(text, i, message_id=i + 1))

            async with anyio.create_task_group() as tg:
                for chat_id in range(1, chats + 1):
                    tg.start_soon(feed, chat_id)
    for chat_id in range(1, chats + 1):
        records = logged(tmp_path, chat_id)
        assert [r.text for r in records] == [f"chat{chat_id} 메시지 {i}" for i in range(per_chat)]
        assert [r.seq for r in records] == list(range(1, per_chat + 1))
        assert {r.chat_id for r in records} == {chat_id}


async def test_an_actor_crashing_mid_batch_restarts_and_loses_or_doubles_no_acknowledged_message(
    tmp_path: Path,
) -> None:
    # a lone surrogate cannot be encoded as UTF-8: the batch write fails and the actor crashes
    poison = msg("broken \ud800 text", 50, message_id=9999)
    good = [msg(f"좋은 메시지 {i}", i, message_id=i + 1) for i in range(40)]
    async with system(tmp_path) as memory:
        await memory.record(7, msg("before", 0))  # the actor is up: the rest is one batch
        receipts: list[Receipt] = []
        for item in [*good[:20], poison, *good[20:]]:
            receipt = Receipt()
            receipts.append(receipt)
            await memory.tell(7, Record(item, receipt=receipt))
        with anyio.fail_after(30):
            for receipt in receipts:
                await receipt.event.wait()
        assert memory.supervisor.restarts >= 3
        assert memory.supervisor.dead_letters == 1
        assert isinstance(receipts[20].error, DeadLetterError)
        assert all(r.stored and r.error is None for i, r in enumerate(receipts) if i != 20)
        # the actor goes on after the dead letter
        assert await memory.record(7, msg("after", 60, message_id=10_000))
    texts = [r.text for r in logged(tmp_path, 7)]
    assert texts == ["before", *[f"좋은 메시지 {i}" for i in range(40)], "after"]
    assert [r.seq for r in logged(tmp_path, 7)] == list(range(1, 43))
    lines = DataRoot(tmp_path).dead_letter_path(7).read_text().splitlines()
    assert len(lines) == 1
    entry = json.loads(lines[0])
    assert entry["attempts"] == 3 and entry["message"]["message_id"] == 9999


@dataclass(frozen=True)
class Riddle(Ask[str]):
    """A question no chat actor knows."""


async def test_an_ask_whose_handler_fails_gets_the_error_not_a_hang(tmp_path: Path) -> None:
    async with system(tmp_path) as memory:
        with anyio.fail_after(10), pytest.raises(UnknownQuestionError):
            await memory.ask(3, Riddle())
        # the actor is still alive and answers the next question
        assert (await memory.ask(3, Inspect())).recent == []
        assert memory.supervisor.restarts == 0


async def test_a_full_mailbox_makes_tell_wait_and_loses_nothing(tmp_path: Path) -> None:
    settings = MemorySettings(mailbox_size=1)
    async with system(tmp_path, settings=settings) as memory:

        async def sender(who: str) -> None:
            for i in range(60):
                await memory.tell(5, Record(msg(f"{who} {i}", i, sender=who)))

        async with anyio.create_task_group() as tg:
            for who in ("가", "나", "다"):
                tg.start_soon(sender, who)
    records = logged(tmp_path, 5)
    assert len(records) == 180
    for who in ("가", "나", "다"):
        assert [r.text for r in records if r.sender == who] == [f"{who} {i}" for i in range(60)]


async def test_an_idle_actor_is_passivated_and_starts_again_where_it_left_off(
    tmp_path: Path,
) -> None:
    clock = ManualClock(T0)
    settings = MemorySettings(passivate_after_s=60, summary_every=1000)
    async with system(tmp_path, settings=settings, clock=clock) as memory:
        await memory.record(4, msg("첫 메시지", 0, message_id=1))
        await memory.ask(4, Settle())
        clock.advance(30)
        await memory.tick()
        assert sorted(memory.supervisor.handles) == [4]
        clock.advance(31 * 60)  # past passivation and past the silence trigger
        await memory.tick()  # fires the silence summary: not passivated before it ran
        await memory.ask(4, Settle())
        clock.advance(61)
        await memory.tick()
        assert sorted(memory.supervisor.handles) == []
        assert await memory.record(4, msg("다시 왔어", 5, message_id=2))
        assert not await memory.record(4, msg("첫 메시지", 0, message_id=1))  # still deduped
        view = await memory.ask(4, Inspect())
        assert memory.supervisor.spawned == 2
        assert [m.text for m in view.recent] == ["첫 메시지", "다시 왔어"]
        assert view.last_seq == 2 and view.cursor == 1


async def test_shutdown_drains_every_mailbox_and_then_refuses_new_messages(tmp_path: Path) -> None:
    memory = system(tmp_path)
    async with memory:
        for chat_id in range(1, 11):
            for i in range(50):
                await memory.tell(chat_id, Record(msg(f"{chat_id}-{i}", i)))
    for chat_id in range(1, 11):
        assert [r.text for r in logged(tmp_path, chat_id)] == [f"{chat_id}-{i}" for i in range(50)]
    with pytest.raises(ActorStoppedError):
        await memory.tell(1, Record(msg("late", 99)))


async def test_a_human_message_delivered_by_three_bots_is_stored_once_and_edits_win(
    tmp_path: Path,
) -> None:
    async with system(tmp_path) as memory:
        results = [await memory.record(2, msg("회의는 3시", 0, message_id=77)) for _ in range(3)]
        edits = [
            await memory.record(2, msg("회의는 4시", 5, message_id=77, kind="edit"))
            for _ in range(3)
        ]
        view = await memory.ask(2, Inspect())
    assert results == [True, False, False]
    assert edits == [True, False, False]
    assert [m.text for m in view.recent] == ["회의는 4시"]
    assert [(r.kind, r.text) for r in logged(tmp_path, 2)] == [
        ("message", "회의는 3시"),
        ("edit", "회의는 4시"),
    ]


async def test_pii_is_masked_on_disk_while_the_recent_deque_keeps_the_original(
    tmp_path: Path,
) -> None:
    text = "내 번호는 010-1234-5678 이야"
    async with system(tmp_path) as memory:
        await memory.record(6, msg(text, 0))
        view = await memory.ask(6, Inspect())
    assert view.recent[0].text == text
    on_disk = DataRoot(tmp_path).log_dir(6).glob("*.jsonl")
    raw = "".join(p.read_text() for p in on_disk)
    assert "010-1234-5678" not in raw and "[전화번호]" in raw


async def test_migrating_a_group_to_a_supergroup_moves_its_memory_and_later_messages(
    tmp_path: Path,
) -> None:
    old, new = -4001, -1004001
    async with system(tmp_path) as memory:
        await memory.record(old, msg("그룹 시절 메시지", 0, message_id=1))
        await memory.migrate(old, new)
        assert await memory.record(old, msg("이전 id로 온 메시지", 1, message_id=2))
        history = queries.history(DataRoot(tmp_path), new, 10)
    assert [m.text for m in history] == ["그룹 시절 메시지", "이전 id로 온 메시지"]
    assert not DataRoot(tmp_path).chat_dir(old).exists()
    assert [r.seq for r in logged(tmp_path, new)] == [1, 2]


async def test_a_new_supergroup_numbering_its_messages_from_one_again_loses_none_of_them(
    tmp_path: Path,
) -> None:
    old, new = -4001, -1004001
    async with system(tmp_path) as memory:
        await memory.record_many(old, [msg(f"그룹 {i}", i, message_id=i) for i in range(1, 41)])
        await memory.migrate(old, new)
        later = [*range(2, 6), *range(60, 64)]
        stored = [await memory.record(new, msg(f"슈퍼 {i}", 40 + i, message_id=i)) for i in later]
        # a late copy of an old group message, routed to the new memory, is still a duplicate
        assert not await memory.record(old, msg("그룹 3", 3, message_id=3))
        assert not await memory.record(new, msg("슈퍼 2", 42, message_id=2))
    assert stored == [True] * len(later)
    texts = [r.text for r in logged(tmp_path, new)]
    assert texts == [f"그룹 {i}" for i in range(1, 41)] + [f"슈퍼 {i}" for i in later]
    by_chat = {(r.chat_id, r.message_id) for r in logged(tmp_path, new)}
    assert (old, 2) in by_chat and (new, 2) in by_chat


async def test_the_dedupe_after_a_restart_still_tells_the_old_group_from_the_supergroup(
    tmp_path: Path,
) -> None:
    old, new = -4001, -1004001
    async with system(tmp_path) as memory:
        await memory.record_many(old, [msg(f"그룹 {i}", i, message_id=i) for i in range(1, 6)])
        await memory.migrate(old, new)
        await memory.record(new, msg("슈퍼 1", 10, message_id=1))
    async with system(tmp_path) as memory:
        assert await memory.record(new, msg("슈퍼 2", 11, message_id=2))
        assert not await memory.record(new, msg("슈퍼 1", 10, message_id=1))
    assert [r.text for r in logged(tmp_path, new)][-2:] == ["슈퍼 1", "슈퍼 2"]


async def test_a_clock_set_back_a_day_does_not_hide_the_newest_records_from_history(
    tmp_path: Path,
) -> None:
    clock = ManualClock(T0)
    async with system(tmp_path, clock=clock) as memory:
        await memory.record_many(7, [msg(f"어제까지 {i}", i, at=T0) for i in range(5)])
        clock.set(T0 - timedelta(days=1, hours=2))
        for i in range(3):
            await memory.record(7, msg(f"시계가 돌아간 뒤 {i}", 0, at=clock.now()))
    newest = [f"시계가 돌아간 뒤 {i}" for i in range(3)]
    assert [m.text for m in queries.history(DataRoot(tmp_path), 7, 3)] == newest
    async with system(tmp_path, clock=clock) as memory:
        await memory.record(7, msg("재시작 뒤", 0, at=clock.now()))
        view = await memory.ask(7, Inspect())
    assert [m.text for m in view.recent][-4:] == [*newest, "재시작 뒤"]
    assert [m.text for m in queries.history(DataRoot(tmp_path), 7, 2)] == [newest[-1], "재시작 뒤"]
    # an import of older history keeps its own dates
    async with system(tmp_path, clock=clock) as memory:
        await memory.record(7, msg("한 달 전", 0, at=T0 - timedelta(days=30)))
    assert logged(tmp_path, 7)[0].text == "한 달 전"


async def test_migrating_onto_a_chat_that_already_has_memory_is_refused(tmp_path: Path) -> None:
    async with system(tmp_path) as memory:
        await memory.record(10, msg("a", 0))
        await memory.record(20, msg("b", 0))
        with pytest.raises(ChatMigrationError, match="merge the two folders"):
            await memory.migrate(10, 20)
        assert [m.text for m in queries.history(DataRoot(tmp_path), 10, 5)] == ["a"]
    assert read_moves(DataRoot(tmp_path)) == {}  # not kept: 10's messages stay its own


async def test_a_migration_is_kept_and_one_a_crash_cut_short_is_finished_at_the_next_start(
    tmp_path: Path,
) -> None:
    old, new, other = -4001, -1004001, -4002
    root = DataRoot(tmp_path)
    async with system(tmp_path) as memory:
        await memory.record(old, msg("그룹 시절 메시지", 0, message_id=1))
        await memory.record(other, msg("다른 그룹", 0, message_id=1))
        await memory.migrate(old, new)
    # a crash after the move was kept and before the folder was renamed
    write_moves(root, {old: new, other: -1004002})
    async with system(tmp_path) as memory:
        assert await memory.record(old, msg("예전 id로 온 메시지", 1, message_id=2))
        assert await memory.record(other, msg("다른 그룹 둘째", 1, message_id=2))
    assert [r.text for r in logged(tmp_path, new)] == ["그룹 시절 메시지", "예전 id로 온 메시지"]
    assert [r.text for r in logged(tmp_path, -1004002)] == ["다른 그룹", "다른 그룹 둘째"]
    assert not root.chat_dir(old).exists() and not root.chat_dir(other).exists()
