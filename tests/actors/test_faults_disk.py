"""The chat actor on a disk that refuses writes: a full tmpfs, a folder that takes no new
files. It serves from memory, holds the unwritten records in order without acknowledging
them, and writes each exactly once when the disk is back."""

from __future__ import annotations

import io
import logging
from datetime import timedelta
from pathlib import Path

import anyio
import msgspec
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.errors import DeadLetterError, DiskUnavailableError
from groupchat_memory.actors.messages import BuildContext, Receipt, Record, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.cli.doctor import run_doctor
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.telegram.commands import degraded_text
from groupchat_memory.bot.telegram.service import degraded_status, watchdog_blockers
from groupchat_memory.bot.views.answers import text_answer
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.actors.workers.helpers import T0, ListSummarizer, msg
from tests.actors.workers_faults.filesystems import fill, set_immutable, small_tmpfs

pytestmark = pytest.mark.anyio

CHAT = -100777
SETTINGS = MemorySettings(write_retry_s=0.01, write_retry_max_s=0.05)
# one record with this is bigger than the page a full tmpfs may have left in the day file
PADDING = "긴 메시지 " * 300


def make(
    data: Path, settings: MemorySettings = SETTINGS, clock: ManualClock | None = None
) -> ActorSystem:
    return ActorSystem(
        DataRoot(data),
        settings,
        ListSummarizer(),
        clock or ManualClock(T0),
        tick_interval_s=None,
        restart_backoff_s=0.001,
        shutdown_timeout_s=10,
    )


def stored_lines(data: Path) -> list[MessageRecord]:
    """Every line of every day file, decoded strictly: a torn or doubled line fails here."""
    out: list[MessageRecord] = []
    for path in sorted(DataRoot(data).log_dir(CHAT).glob("*.jsonl")):
        for line in path.read_bytes().splitlines():
            out.append(msgspec.json.decode(line, type=MessageRecord))
    return out


async def tell_all(memory: ActorSystem, texts: list[str], first: int) -> list[Receipt]:
    receipts = []
    for i, text in enumerate(texts, first):
        receipt = Receipt()
        receipts.append(receipt)
        await memory.tell(CHAT, Record(msg(text, i, message_id=i + 1), receipt=receipt))
    return receipts


async def test_a_full_disk_keeps_serving_from_memory_and_writes_every_held_message_once_freed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    caplog.set_level(logging.WARNING)
    monkeypatch.chdir(tmp_path)  # no ./groupchat-memory.toml: the defaults
    before = [f"before {i}" for i in range(5)]
    during = [f"during {i} {PADDING}" for i in range(5, 25)]
    with small_tmpfs(tmp_path / "fs") as data:
        async with make(data) as memory:
            with anyio.fail_after(30):
                for i, text in enumerate(before):
                    assert await memory.record(CHAT, msg(text, i, message_id=i + 1))
                filler = fill(data)
                receipts = await tell_all(memory, during, 5)
                await memory.ask(CHAT, Settle())
                # /history in the chat: what waits in memory for the disk is history too
                config = load_config(None, data_dir_override=data, environ={})
                shown = text_answer(config, CHAT, "history", "50", memory.held_records(CHAT))
                assert shown.startswith("🕘 최근 메시지 25개\n")
                assert shown.splitlines()[-1].endswith(f"철수: {during[-1]}")
                held = memory.held_records(CHAT)
                history = queries.history(DataRoot(data), CHAT, 50, held=held)
                assert [m.text for m in history] == before + during
                [degraded] = memory.degraded_chats()
                assert degraded.chat_id == CHAT and degraded.pending == 20
                assert "No space left" in degraded.error
                assert not any(r.event.is_set() for r in receipts), "acknowledged, not durable"
                context = await memory.ask(CHAT, BuildContext("during 24"))
                assert "during 24" in context.context
                assert stored_lines(data) and len(stored_lines(data)) == 5
                filler.unlink()
                for receipt in receipts:
                    await receipt.event.wait()
            assert all(r.stored and r.error is None for r in receipts)
            assert [r.seq for r in receipts] == list(range(6, 26))
            assert memory.degraded_chats() == []
        lines = stored_lines(data)
    assert [r.text for r in lines] == before + during
    assert [r.seq for r in lines] == list(range(1, 26))
    messages = [r.getMessage() for r in caplog.records]
    assert sum("cannot write its log" in m for m in messages) == 1
    assert sum("log writable again" in m for m in messages) == 1


async def test_a_folder_that_takes_no_new_file_holds_a_batch_across_midnight_and_writes_it_once(
    tmp_path: Path,
) -> None:
    day_one = [msg(f"first day {i}", i, message_id=i + 1) for i in range(3)]
    late = T0 + timedelta(days=1)
    day_two = [msg(f"second day {i}", 0, message_id=100 + i, at=late) for i in range(3)]
    clock = ManualClock(T0)
    with small_tmpfs(tmp_path / "fs") as data:
        async with make(data, clock=clock) as memory:
            with anyio.fail_after(30):
                assert await memory.record(CHAT, day_one[0])
                clock.set(late)  # the second day's messages come on the second day
                log_dir = DataRoot(data).log_dir(CHAT)
                set_immutable(log_dir, True)
                try:
                    # one batch: the open day-one file takes its records, the new day's file
                    # cannot be created (EPERM), so the batch is held; the retry must not
                    # write the day-one records a second time
                    receipts = []
                    for item in [*day_one[1:], *day_two]:
                        receipt = Receipt()
                        receipts.append(receipt)
                        await memory.tell(CHAT, Record(item, receipt=receipt))
                    await memory.ask(CHAT, Settle())
                    [degraded] = memory.degraded_chats()
                    assert degraded.pending == 5 and "not permitted" in degraded.error
                    assert not any(r.event.is_set() for r in receipts)
                finally:
                    set_immutable(log_dir, False)
                for receipt in receipts:
                    await receipt.event.wait()
            assert all(r.stored for r in receipts)
        lines = stored_lines(data)
    assert [r.text for r in lines] == [f"first day {i}" for i in range(3)] + [
        f"second day {i}" for i in range(3)
    ]
    assert [r.seq for r in lines] == list(range(1, 7))


async def test_when_the_held_buffer_is_full_new_messages_are_refused_with_what_to_do(
    tmp_path: Path,
) -> None:
    settings = MemorySettings(write_retry_s=0.01, write_retry_max_s=0.05, pending_max=4)
    with small_tmpfs(tmp_path / "fs") as data:
        async with make(data, settings) as memory:
            with anyio.fail_after(30):
                assert await memory.record(CHAT, msg("before", 0, message_id=1))
                filler = fill(data)
                receipts = await tell_all(memory, [f"held 0 {PADDING}"], 1)
                await memory.ask(CHAT, Settle())  # degraded now: one record held
                more = [f"held {i} {PADDING}" for i in range(1, 7)]
                receipts += await tell_all(memory, more, 2)
                await memory.ask(CHAT, Settle())
                refused = [r for r in receipts if r.event.is_set()]
                assert receipts[4:] == refused
                assert len(refused) == 3
                assert all(isinstance(r.error, DiskUnavailableError) for r in refused)
                assert "free disk space" in str(refused[0].error)
                with pytest.raises(DiskUnavailableError):
                    await memory.record(CHAT, msg("one more", 9, message_id=99))
                filler.unlink()
                for receipt in receipts:
                    await receipt.event.wait()
        lines = stored_lines(data)
    assert [r.text.split()[0] for r in lines] == ["before", "held", "held", "held", "held"]
    assert [r.seq for r in lines] == list(range(1, 6))


async def test_a_poison_message_while_the_disk_is_full_is_set_aside_not_looped(
    tmp_path: Path,
) -> None:
    with small_tmpfs(tmp_path / "fs") as data:
        async with make(data) as memory:
            with anyio.fail_after(30):
                assert await memory.record(CHAT, msg("before", 0, message_id=1))
                filler = fill(data)
                texts = [f"good {PADDING}", "broken \ud800 text", "good again"]
                receipts = await tell_all(memory, texts, 1)
                # the poison crashes the actor three times; the dead letter cannot be
                # written either (disk full): it is dropped and said so, the rest are held
                await receipts[1].event.wait()
                assert isinstance(receipts[1].error, DeadLetterError)
                assert "dropped" in str(receipts[1].error)
                assert not receipts[0].event.is_set() and not receipts[2].event.is_set()
                filler.unlink()
                await receipts[0].event.wait()
                await receipts[2].event.wait()
            assert receipts[0].stored and receipts[2].stored
        lines = stored_lines(data)
    assert [r.text.split()[0] for r in lines] == ["before", "good", "good"]
    assert [r.seq for r in lines] == [1, 2, 3]


async def test_a_long_write_failure_stops_the_watchdog_and_shows_in_the_status(
    tmp_path: Path,
) -> None:
    settings = MemorySettings(write_retry_s=0.01, write_retry_max_s=0.05, degraded_watchdog_s=0)
    with small_tmpfs(tmp_path / "fs") as data:
        async with make(data, settings) as memory:
            with anyio.fail_after(30):
                assert degraded_status(memory.degraded_chats()) is None
                assert watchdog_blockers([], memory.degraded_chats(), 0) == []
                await memory.record(CHAT, msg("before", 0, message_id=1))
                filler = fill(data)
                [receipt] = await tell_all(memory, [f"held {PADDING}"], 1)
                await memory.ask(CHAT, Settle())
                degraded = memory.degraded_chats()
                status = degraded_status(degraded)
                assert status is not None and str(CHAT) in status and "1 message" in status
                assert "메시지 1개가 메모리에서 기록을 기다리며" in degraded_text(degraded[0])
                [reason] = watchdog_blockers([], degraded, 0)
                assert f"chat {CHAT} cannot write its log" in reason
                assert watchdog_blockers([], degraded, 3600) == []  # short: ridden out
                filler.unlink()
                await receipt.event.wait()
                assert memory.degraded_chats() == []


def test_doctor_says_when_the_data_root_takes_no_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    with small_tmpfs(tmp_path / "fs") as data:
        DataRoot(data).log_dir(CHAT).mkdir(parents=True)
        out = io.StringIO()
        run_doctor(None, data, out, online=False)
        assert "✓ disk: the data root and 1 chat log folders take writes" in out.getvalue()
        filler = fill(data)
        out = io.StringIO()
        assert run_doctor(None, data, out, online=False) == 1
        assert "✗ disk: cannot write in" in out.getvalue()
        assert "No space left on device" in out.getvalue()
        filler.unlink()
