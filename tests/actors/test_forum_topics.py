"""Forum topics: each topic (thread id) is its own conversation inside the one chat actor."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import BuildContext, Incoming, Inspect, Settle
from groupchat_memory.actors.state.persisted import PersistedState, load_state, save_state
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import without_day
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord
from tests.actors.workers.helpers import T0, ListSummarizer

pytestmark = pytest.mark.anyio

CHAT = -100555
TRIP, MONEY = 11, 22
SETTINGS = MemorySettings(summary_every=4, semantic_recall=False)


def make(
    tmp_path: Path,
    summarizer: ListSummarizer,
    clock: ManualClock,
    settings: MemorySettings = SETTINGS,
) -> ActorSystem:
    return ActorSystem(DataRoot(tmp_path), settings, summarizer, clock, tick_interval_s=None)


def said(clock: ManualClock, text: str, thread: int | None, mid: int, **kw: object) -> Incoming:
    clock.advance(1)
    return Incoming(
        sender=str(kw.get("sender", "민수")),
        text=text,
        timestamp=clock.now(),
        message_id=mid,
        thread_id=thread,
        kind=kw.get("kind", "message"),  # type: ignore[arg-type]
        topic_name=kw.get("topic_name"),  # type: ignore[arg-type]
    )


def summaries(tmp_path: Path) -> list[SummaryRecord]:
    return [r for _, r in summary_files(DataRoot(tmp_path).summaries_dir(CHAT))]


def logged(tmp_path: Path) -> list[MessageRecord]:
    root = DataRoot(tmp_path)
    return list(MessageLog(root.log_dir(CHAT), SETTINGS.tz).scan())


async def test_each_topic_counts_and_summarizes_only_its_own_messages(tmp_path: Path) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        texts = [("제주 비행기", TRIP), ("회비 만원", MONEY), ("숙소 예약", TRIP)]
        texts += [("회비 계좌", MONEY), ("렌터카", TRIP), ("일정 확정", TRIP)]
        for mid, (text, thread) in enumerate(texts, 1):
            await memory.record(CHAT, said(clock, text, thread, mid))
        await memory.ask(CHAT, Settle())
        view = await memory.ask(CHAT, Inspect())
    # four messages of the trip topic make its window; the money topic has two: no summary
    [summary] = summaries(tmp_path)
    assert summary.thread_id == TRIP
    assert [m.text for m in summarizer.requests[0].messages] == [
        "제주 비행기", "숙소 예약", "렌터카", "일정 확정",
    ]  # fmt: skip
    threads = {t.thread_id: t for t in view.threads}
    assert [m.text for m in threads[MONEY].recent] == ["회비 만원", "회비 계좌"]
    # a topic's cursor starts at the seq before its first record ("회비 만원" is seq 2)
    assert threads[TRIP].cursor == 6 and threads[MONEY].cursor == 1
    assert view.recent == []  # nothing was said outside the topics


async def test_silence_summarizes_each_quiet_topic_on_its_own(tmp_path: Path) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    slow = MemorySettings(summary_every=4, semantic_recall=False, topic_gap_minutes=60)
    async with make(tmp_path, summarizer, clock, slow) as memory:
        await memory.record(CHAT, said(clock, "제주 갈까", TRIP, 1))
        await memory.record(CHAT, said(clock, "회비는 만원", MONEY, 2))
        clock.advance(timedelta(minutes=20))
        await memory.record(CHAT, said(clock, "회비 계좌 알려줘", MONEY, 3))
        clock.advance(timedelta(minutes=11))  # the trip topic is quiet for 31 minutes
        await memory.tick()
        await memory.ask(CHAT, Settle())
        assert [s.thread_id for s in summaries(tmp_path)] == [TRIP]
        clock.advance(timedelta(minutes=20))  # now the money topic is too
        await memory.tick()
        await memory.ask(CHAT, Settle())
    by_topic = {s.thread_id: s for s in summaries(tmp_path)}
    assert set(by_topic) == {TRIP, MONEY}
    assert [m.text for m in summarizer.requests[1].messages] == ["회비는 만원", "회비 계좌 알려줘"]


async def test_a_restart_rebuilds_every_topics_window_cursor_and_name(tmp_path: Path) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        created = said(clock, "[주제 생성: 여행]", TRIP, 1, kind="service", topic_name="여행")
        await memory.record(CHAT, created)
        for mid in range(2, 7):
            await memory.record(CHAT, said(clock, f"여행 이야기 {mid}", TRIP, mid))
        await memory.record(CHAT, said(clock, "그냥 잡담", None, 7))
        await memory.record(CHAT, said(clock, "회비 얘기", MONEY, 8))
        await memory.ask(CHAT, Settle())
        before = await memory.ask(CHAT, Inspect())
    async with make(tmp_path, summarizer, clock) as memory:
        after = await memory.ask(CHAT, Inspect())
        for mid in (9, 10, 11):
            await memory.record(CHAT, said(clock, f"여행 이야기 {mid}", TRIP, mid))
        await memory.ask(CHAT, Settle())
        later = await memory.ask(CHAT, Inspect())
    assert after == before
    assert queries.topic_names(DataRoot(tmp_path), CHAT) == {TRIP: "여행"}
    # the trip topic's window went on where it stopped (its creation is no message: it
    # rides along in the first window and counts for nothing): its second summary starts
    # after its first and holds only its own messages
    trip = [s for s in summaries(tmp_path) if s.thread_id == TRIP]
    assert [(s.message_range.from_, s.message_range.to) for s in trip] == [(1, 5), (6, 11)]
    assert [m.text for m in summarizer.requests[-1].messages] == [
        "여행 이야기 6", "여행 이야기 9", "여행 이야기 10", "여행 이야기 11",
    ]  # fmt: skip
    assert {t.thread_id: t.cursor for t in later.threads}[TRIP] == 11


async def test_a_reply_context_shows_its_topics_window_and_names_lines_from_others(
    tmp_path: Path,
) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        created = said(clock, "[주제 생성: 여행]", TRIP, 1, kind="service", topic_name="여행")
        await memory.record(CHAT, created)
        await memory.record(CHAT, said(clock, "제주 숙소는 애월 펜션으로 잡았어", TRIP, 2))
        await memory.record(CHAT, said(clock, "회비는 다음 주까지 내주세요", MONEY, 3))
        await memory.record(CHAT, said(clock, "회비로 숙소비 내도 돼?", MONEY, 4))
        # a reply in the money topic to a message of the trip topic
        question = said(clock, "애월 펜션 숙소 얼마였지?", MONEY, 5)
        await memory.record(CHAT, question)
        context = await memory.ask(
            CHAT, BuildContext(text=question.text, message_id=5, thread_id=MONEY)
        )
        general = await memory.ask(CHAT, BuildContext(text="숙소 애월", thread_id=None))
    lines = [without_day(line) for line in context.context.splitlines()]
    recent = lines[lines.index("[최근 대화]") :]
    assert any("회비는 다음 주까지" in line for line in recent)
    assert not any("애월 펜션으로" in line for line in recent)  # another topic's window
    assert "[주제: 여행] 민수: 제주 숙소는 애월 펜션으로 잡았어" in lines  # recall, labelled
    assert not any(line.startswith("[주제: #") for line in lines)
    # outside the topics the window is empty and every line recall brings is labelled
    assert "[최근 대화]" not in general.context
    assert "[주제: 여행] 민수: 제주 숙소는 애월 펜션으로 잡았어" in map(
        without_day, general.context.splitlines()
    )


async def test_a_topic_without_a_known_name_is_its_thread_id(tmp_path: Path) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        nameless = said(clock, "[주제 생성]", MONEY, 1, kind="service", topic_name=None)
        await memory.record(CHAT, nameless)
        await memory.record(CHAT, said(clock, "주차장은 정문 쪽이에요", MONEY, 2))
        context = await memory.ask(CHAT, BuildContext(text="주차장 어디", thread_id=TRIP))
    lines = [without_day(line) for line in context.context.splitlines()]
    assert f"[주제: #{MONEY}] 민수: 주차장은 정문 쪽이에요" in lines
    assert queries.topic_names(DataRoot(tmp_path), CHAT) == {}


@pytest.mark.parametrize("thread", [0, -5])
async def test_a_zero_or_negative_thread_id_is_no_topic(tmp_path: Path, thread: int) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        await memory.record(CHAT, said(clock, "이상한 스레드", thread, 1))
        await memory.ask(CHAT, Settle())
        view = await memory.ask(CHAT, Inspect())
    assert [m.text for m in view.recent] == ["이상한 스레드"] and view.threads == []
    assert logged(tmp_path)[0].thread_id is None


async def test_a_chat_without_topics_tiles_its_windows_as_before(tmp_path: Path) -> None:
    clock, summarizer = ManualClock(T0), ListSummarizer()
    async with make(tmp_path, summarizer, clock) as memory:
        for mid in range(1, 10):
            await memory.record(CHAT, said(clock, f"말 {mid}", None, mid))
        await memory.ask(CHAT, Settle())
        view = await memory.ask(CHAT, Inspect())
    ranges = [(s.message_range.from_, s.message_range.to, s.thread_id) for s in summaries(tmp_path)]
    assert ranges == [(1, 4, None), (5, 8, None)]
    assert view.cursor == 8 and view.threads == []


async def test_an_older_state_without_topics_loads_and_its_topics_start_at_its_cursor(
    tmp_path: Path,
) -> None:
    """A data root from before topics had their own windows: one cursor for every topic
    (version 1). Its topics' messages past that cursor are summarized, none before it."""
    clock, summarizer = ManualClock(T0), ListSummarizer()
    root = DataRoot(tmp_path)
    async with make(tmp_path, summarizer, clock) as memory:
        for mid in range(1, 4):
            await memory.record(CHAT, said(clock, f"예전 여행 {mid}", TRIP, mid))
        await memory.ask(CHAT, Settle())
    db = open_db(root.state_path(CHAT))
    try:
        save_state(db, PersistedState(version=1, cursor=2, last_seq=3))
    finally:
        db.close()
    async with make(tmp_path, summarizer, clock) as memory:
        view = await memory.ask(CHAT, Inspect())
        await memory.record(CHAT, said(clock, "예전 여행 4", TRIP, 4))
        for mid in range(5, 7):
            await memory.record(CHAT, said(clock, f"새 여행 {mid}", TRIP, mid))
        await memory.ask(CHAT, Settle())
    assert {t.thread_id: t.cursor for t in view.threads} == {TRIP: 2}
    assert [m.text for m in summarizer.requests[-1].messages] == [
        "예전 여행 3", "예전 여행 4", "새 여행 5", "새 여행 6",
    ]  # fmt: skip
    db = open_db(root.state_path(CHAT))
    try:
        state = load_state(db)
    finally:
        db.close()
    assert state.version == 3 and state.lane(TRIP).cursor == 6  # it follows last_seq


async def test_a_to_do_said_done_in_another_topic_is_closed(tmp_path: Path) -> None:
    """The money topic's window fills while the trip topic's promise is summarized: the
    trip summary ends inside that window, and still counts as standing before it."""
    clock = ManualClock(T0)
    settings = MemorySettings(summary_every=6, semantic_recall=False)
    root = DataRoot(tmp_path)
    said_in = [(MONEY, "회비 얘기 1"), (TRIP, "숙소 예약은 제가 할게요")]
    said_in += [(TRIP, f"여행 잡담 {n}") for n in range(5)]  # the trip window: summarized
    said_in += [(MONEY, "숙소 예약 끝냈어요")]
    said_in += [(MONEY, f"회비 얘기 {n}") for n in range(2, 6)]  # the money window
    system = ActorSystem(root, settings, OfflineSummarizer(), clock, tick_interval_s=None)
    async with system as memory:
        for mid, (thread, text) in enumerate(said_in, 1):
            await memory.record(CHAT, said(clock, text, thread, mid))
        await memory.ask(CHAT, Settle())
    windows = [
        (s.thread_id, s.message_range.from_, s.message_range.to) for s in summaries(tmp_path)
    ]
    assert windows == [(TRIP, 2, 7), (MONEY, 1, 12)]  # a window starts after its cursor
    [todo] = ledger.todos(root, CHAT, SETTINGS.tz)
    assert todo.text.endswith("숙소 예약은 제가 할게요") and todo.status == "done"
