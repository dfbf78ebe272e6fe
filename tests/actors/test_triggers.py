"""Summary triggers, topic detection, and summaries surviving restarts and corruption."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import anyio
import msgspec
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Inspect, Settle, WriteInsight
from groupchat_memory.actors.state.persisted import (
    PersistedState,
    SummaryIntent,
    load_state,
    save_state,
)
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files, write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.domain.summaries.summarizer import SummaryError
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, SummaryRecord
from tests.actors.workers.helpers import T0, ListSummarizer, fall_silent, msg

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()
CHAT = -100123


def make(
    tmp_path: Path,
    summarizer: ListSummarizer,
    clock: ManualClock | None = None,
    settings: MemorySettings = SETTINGS,
) -> ActorSystem:
    return ActorSystem(
        DataRoot(tmp_path), settings, summarizer, clock or ManualClock(T0), tick_interval_s=None
    )


def files(tmp_path: Path) -> list[SummaryRecord]:
    return [r for _, r in summary_files(DataRoot(tmp_path).summaries_dir(CHAT))]


async def feed(memory: ActorSystem, start: int, count: int) -> None:
    for i in range(start, start + count):
        await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i + 1))


async def test_fifty_messages_make_exactly_one_summary(tmp_path: Path) -> None:
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 49)
        await memory.ask(CHAT, Settle())
        assert summarizer.requests == []
        await feed(memory, 49, 1)
        await memory.ask(CHAT, Settle())
        view = await memory.ask(CHAT, Inspect())
    assert len(summarizer.requests) == 1
    assert [m.seq for m in summarizer.requests[0].messages] == list(range(1, 51))
    [summary] = files(tmp_path)
    assert (summary.message_range.from_, summary.message_range.to) == (1, 50)
    assert view.cursor == 50


async def test_thirty_minutes_of_silence_make_one_summary(tmp_path: Path) -> None:
    clock = ManualClock(T0)
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        for i in range(5):
            await memory.record(CHAT, msg(f"조용해지기 전 {i}", i, at=clock.now()))
        clock.advance(timedelta(minutes=29))
        await memory.tick()
        await memory.ask(CHAT, Settle())
        assert summarizer.requests == []
        clock.advance(timedelta(minutes=2))
        await memory.tick()
        await memory.ask(CHAT, Settle())
        clock.advance(timedelta(minutes=60))
        await memory.tick()  # nothing new since: no second summary
        await memory.ask(CHAT, Settle())
    assert len(summarizer.requests) == 1
    assert len(files(tmp_path)) == 1


async def test_a_service_whose_clock_is_behind_telegram_still_falls_silent(
    tmp_path: Path,
) -> None:
    clock = ManualClock(T0)  # three days behind the dates Telegram gives its messages
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        for i in range(5):
            said = clock.now() + timedelta(days=3, seconds=i)
            await memory.record(CHAT, msg(f"텔레그램 시각 {i}", i, at=said))
        clock.advance(timedelta(minutes=31))
        await memory.tick()
        await memory.ask(CHAT, Settle())
    assert len(summarizer.requests) == 1 and len(files(tmp_path)) == 1


async def test_a_failing_summarizer_loses_nothing_and_retries_at_the_next_trigger(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    summarizer = ListSummarizer()
    summarizer.fail = True
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 50)
        await memory.ask(CHAT, Settle())
        assert len(summarizer.requests) == 1 and files(tmp_path) == []
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=49))  # fails again
        assert len(summarizer.requests) == 2 and files(tmp_path) == []
        failures = [r for r in caplog.records if "summary of 1-50 failed" in r.getMessage()]
        assert len(failures) == 2 and "told to fail" in failures[-1].getMessage()
        summarizer.fail = False
        await feed(memory, 50, 49)
        await memory.ask(CHAT, Settle())
        assert files(tmp_path) == []  # the next count trigger is at 100, not before
        await feed(memory, 99, 1)
        await memory.ask(CHAT, Settle())
    ranges = [(s.message_range.from_, s.message_range.to) for s in files(tmp_path)]
    assert ranges == [(1, 50), (51, 100)]  # the windows it would have made without the failure
    assert [[m.seq for m in r.messages] for r in summarizer.requests[-2:]] == [
        list(range(1, 51)),
        list(range(51, 101)),
    ]
    log = MessageLog(DataRoot(tmp_path).log_dir(CHAT), SETTINGS.tz)
    assert [r.seq for r in log.scan()] == list(range(1, 101))


async def test_a_backlog_is_caught_up_window_by_window_when_the_actor_starts_again(
    tmp_path: Path,
) -> None:
    clock = ManualClock(T0)
    failing = ListSummarizer()
    failing.fail = True
    async with make(tmp_path, failing, clock) as memory:
        await feed(memory, 0, 120)
        await memory.ask(CHAT, Settle())
    assert files(tmp_path) == []
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        await memory.ask(CHAT, Settle())  # starting the actor starts the catch-up
        assert [(s.message_range.from_, s.message_range.to) for s in files(tmp_path)] == [
            (1, 50),
            (51, 100),
        ]
        clock.advance(timedelta(minutes=40))  # 30 minutes after the last message
        await memory.tick()
        await memory.ask(CHAT, Settle())
        assert (await memory.ask(CHAT, Inspect())).cursor == 120
    ranges = [(s.message_range.from_, s.message_range.to) for s in files(tmp_path)]
    assert ranges == [(1, 50), (51, 100), (101, 120)]
    assert len(summarizer.requests) == 3


async def test_a_silence_over_a_backlog_summarizes_it_window_by_window_to_the_last(
    tmp_path: Path,
) -> None:
    summarizer = ListSummarizer()
    settings = MemorySettings(summary_every=10)
    async with make(tmp_path, summarizer, settings=settings) as memory:
        summarizer.fail = True
        await feed(memory, 0, 25)
        await memory.ask(CHAT, Settle())
        summarizer.fail = False
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=24))
    last = max(files(tmp_path), key=lambda s: s.message_range.to)
    assert (last.message_range.from_, last.message_range.to) == (21, 25)
    ranges = [(s.message_range.from_, s.message_range.to) for s in files(tmp_path)]
    assert ranges == [(1, 10), (11, 20), (21, 25)]


async def test_after_a_restart_nothing_is_summarized_twice_or_skipped(tmp_path: Path) -> None:
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 70)
        await memory.ask(CHAT, Settle())
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 70, 30)
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=99))  # nothing new
    ranges = [(s.message_range.from_, s.message_range.to) for s in files(tmp_path)]
    assert ranges == [(1, 50), (51, 100)]


async def test_a_silence_summary_covers_what_is_new_and_nothing_twice(tmp_path: Path) -> None:
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await fall_silent(memory, CHAT, T0)
        assert files(tmp_path) == []  # nothing recorded: nothing to summarize
        await feed(memory, 0, 3)
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=2))
        [summary] = files(tmp_path)
        assert (summary.message_range.from_, summary.message_range.to) == (1, 3)
        await fall_silent(memory, CHAT, T0 + timedelta(hours=2))
        assert files(tmp_path) == [summary] and len(summarizer.requests) == 1
        root = DataRoot(tmp_path)
        assert queries.latest_summaries(root, CHAT, 5) == [summary]
        assert queries.recall(root, CHAT, "메시지") == [summary]
        listed = queries.summary_entries(root, CHAT)
        assert [(r.message_range.from_, r.message_range.to) for _, r in listed] == [(1, 3)]


async def test_a_transition_phrase_makes_the_topic_pending_until_a_summary_names_it(
    tmp_path: Path,
) -> None:
    summarizer = ListSummarizer(tag="배포계획")
    async with make(tmp_path, summarizer) as memory:
        await memory.record(CHAT, msg("점심 뭐 먹지", 0))
        await memory.record(CHAT, msg("그건 그렇고 배포 일정 정하자", 1))
        await memory.record(CHAT, msg("금요일 어때", 2))
        assert (await memory.ask(CHAT, Inspect())).topic == "pending"
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=2))
        await memory.record(CHAT, msg("좋아 금요일", 3))
        view = await memory.ask(CHAT, Inspect())
    tags = [r.topic_tag for r in MessageLog(DataRoot(tmp_path).log_dir(CHAT), SETTINGS.tz).scan()]
    assert tags == ["general", "pending", "pending", "배포계획"]
    assert view.topic == "배포계획" and view.topic_pending_since is None


async def test_a_silence_gap_over_five_minutes_makes_the_topic_pending(tmp_path: Path) -> None:
    async with make(tmp_path, ListSummarizer()) as memory:
        await memory.record(CHAT, msg("하나", 0, at=T0))
        await memory.record(CHAT, msg("둘", 1, at=T0 + timedelta(minutes=4)))
        assert (await memory.ask(CHAT, Inspect())).topic == "general"
        await memory.record(CHAT, msg("셋", 2, at=T0 + timedelta(minutes=10)))
        view = await memory.ask(CHAT, Inspect())
    assert view.topic == "pending" and view.topic_pending_since == 3


async def test_a_summary_file_written_just_before_a_crash_is_indexed_on_restart(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 10)
    # what a crash between writing the file and updating state.json leaves behind
    db = open_db(root.state_path(CHAT))
    save_state(db, PersistedState(writing=SummaryIntent(from_seq=1, to_seq=10, date="2026-03-02")))
    record = SummaryRecord(
        timestamp="2026-03-02T18:00:00+09:00",
        date="2026-03-02",
        message_range=MessageRange(from_=1, to=10),
        summary="크래시 직전 요약",
    )
    write_summary_file(root.summaries_dir(CHAT), T0.date(), record)
    async with make(tmp_path, summarizer) as memory:
        view = await memory.ask(CHAT, Inspect())
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=9))  # nothing new
        assert [s.summary for s in queries.latest_summaries(root, CHAT, 3)] == ["크래시 직전 요약"]
    assert view.cursor == 10
    assert summarizer.requests == []


async def test_a_summary_indexed_just_before_a_crash_moves_the_cursor_on_restart(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 60)
        await memory.ask(CHAT, Settle())
    assert len(summarizer.requests) == 1
    # a crash between indexing the file of 51-60 and saving the cursor (two state writes)
    db = open_db(root.state_path(CHAT))
    state = load_state(db)
    save_state(
        db,
        msgspec.structs.replace(
            state, writing=SummaryIntent(from_seq=51, to_seq=60, date="2026-03-02")
        ),
    )
    record = SummaryRecord(
        timestamp="2026-03-02T18:00:00+09:00",
        date="2026-03-02",
        message_range=MessageRange(from_=51, to=60),
        summary="색인까지 된 요약",
    )
    path = write_summary_file(root.summaries_dir(CHAT), T0.date(), record)
    db.close()
    with SummaryIndex(root.summary_index_path(CHAT)) as index:
        index.add(path.name, record)
    async with make(tmp_path, summarizer) as memory:
        view = await memory.ask(CHAT, Inspect())
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=59))  # nothing new
    assert view.cursor == 60
    assert len(summarizer.requests) == 1
    ranges = sorted((s.message_range.from_, s.message_range.to) for s in files(tmp_path))
    assert ranges == [(1, 50), (51, 60)]


async def test_a_corrupt_state_file_is_rebuilt_from_the_summary_files(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 50)
        await memory.ask(CHAT, Settle())
    root.state_path(CHAT).write_bytes(b'{"version": 1, "tables": {"state": ')
    async with make(tmp_path, summarizer) as memory:
        with anyio.fail_after(10):
            view = await memory.ask(CHAT, Inspect())
            found = queries.recall(root, CHAT, "메시지")
    assert view.cursor == 50 and view.last_seq == 50
    assert len(found) == 1 and len(summarizer.requests) == 1


async def test_write_insight_saves_a_report_for_anu_and_a_failing_report_reaches_the_asker(
    tmp_path: Path,
) -> None:
    summarizer = ListSummarizer()
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 5)
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=4))
        result = await memory.ask(CHAT, WriteInsight("AI집단지성"))
        summarizer.fail = True
        with pytest.raises(SummaryError):
            await memory.ask(CHAT, WriteInsight("AI집단지성"))
    check_insight_files(tmp_path, result.path, result.text)


def check_insight_files(tmp_path: Path, written: str, text: str) -> None:
    path = Path(written)
    assert path.parent == DataRoot(tmp_path).insights_dir()
    assert path.read_text() == text
    assert "- 메시지 4" in text and "AI집단지성" in text
    assert len(list(path.parent.glob("*.md"))) == 1


async def test_after_a_restart_a_ticking_system_restarts_the_silence_timer_of_unsummarized_chats(
    tmp_path: Path,
) -> None:
    summarizer = ListSummarizer()
    quiet, done = CHAT, CHAT - 1
    async with make(tmp_path, summarizer) as memory:
        await feed(memory, 0, 3)  # the service stops before the chat fell silent
        earlier = T0 - timedelta(hours=2)  # `done` fell silent long ago and was summarized
        for i in range(3):
            at = earlier + timedelta(seconds=i)
            await memory.record(done, msg(f"끝난 이야기 {i}", i, message_id=i + 1, at=at))
        await fall_silent(memory, done, earlier + timedelta(seconds=2))
        assert len(summarizer.requests) == 1 and files(tmp_path) == []
    clock = ManualClock(T0 + timedelta(seconds=2))
    # the service's system ticks by itself (here too rarely to tick during the test)
    restarted = ActorSystem(DataRoot(tmp_path), SETTINGS, summarizer, clock, tick_interval_s=3600)
    async with restarted as memory:
        assert sorted(memory.supervisor.handles) == [
            quiet
        ]  # nothing new in `done`: no actor for it
        clock.advance(timedelta(minutes=31))
        assert await memory.tick() == 1
        await memory.ask(quiet, Settle())
    assert [(s.message_range.from_, s.message_range.to) for s in files(tmp_path)] == [(1, 3)]
