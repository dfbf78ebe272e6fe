"""The chats whose recall files stay open (``OpenChats``): the least recently used beyond
the capacity are released, a busy one never, and a released chat answers as before; an
idle chat actor keeps no answer it gave."""

from __future__ import annotations

import gc
from datetime import UTC
from pathlib import Path

import anyio
import anyio.lowlevel
import pytest

from groupchat_memory.actors.messages import BuildContext, Reply
from groupchat_memory.actors.reply_context import (
    BUILDING,
    BUILDS_AT_ONCE,
    Asking,
    OpenChats,
    ReplyContexts,
)
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.context import RECENT_HEADER
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.actors.workers.helpers import T0, ListSummarizer, msg

CHATS = (-7001, -7002, -7003)
QUESTION = "레디스 캐시 만료 시간은?"
ASKED = Question.read(QUESTION)


def _write(root: DataRoot, chat: int) -> None:
    """A chat's history: filler, and the line the question asks about."""
    said = [f"점심 뭐 먹을까요 {i}" for i in range(30)]
    said.insert(12, f"레디스 캐시 만료 시간은 {chat % 100}분으로 정했어요")
    with MessageLog(root.log_dir(chat), UTC) as log:
        log.append(
            [
                MessageRecord(
                    sender="민수", text=text, timestamp=(T0.replace(minute=i)).isoformat(),
                    chat_id=chat, message_id=i + 1, seq=i + 1,
                )
                for i, text in enumerate(said)
            ]
        )  # fmt: skip


def _contexts(tmp_path: Path, open_chats: OpenChats) -> dict[int, ReplyContexts]:
    root = DataRoot(tmp_path)
    for chat in CHATS:
        _write(root, chat)
    return {chat: ReplyContexts(root, chat, open_chats=open_chats) for chat in CHATS}


def test_only_the_most_recently_used_chats_keep_their_recall_files_open(
    tmp_path: Path,
) -> None:
    chats = _contexts(tmp_path, OpenChats(capacity=2))
    try:
        first = {chat: c.build(ASKED, [], [], 400).context for chat, c in chats.items()}
        assert [c.holds_files for c in chats.values()] == [False, True, True]
        assert f"레디스 캐시 만료 시간은 {CHATS[0] % 100}분" in first[CHATS[0]]
        # the released chat opens its files again and answers as it did
        assert chats[CHATS[0]].build(ASKED, [], [], 400).context == first[CHATS[0]]
        assert [c.holds_files for c in chats.values()] == [True, False, True]
    finally:
        for c in chats.values():
            c.close()


def test_a_chat_building_a_context_in_another_thread_is_not_released(
    tmp_path: Path,
) -> None:
    open_chats = OpenChats(capacity=1)
    chats = _contexts(tmp_path, open_chats)
    busy, other = chats[CHATS[0]], chats[CHATS[1]]
    try:
        busy.build(ASKED, [], [], 400)
        with busy._lock:  # as while its context or embedding runs
            other.build(ASKED, [], [], 400)
            assert busy.holds_files and other.holds_files
        other.build(ASKED, [], [], 400)  # beyond the capacity again, and idle now
        assert not busy.holds_files and other.holds_files
    finally:
        for c in chats.values():
            c.close()


def test_closing_a_chat_leaves_the_open_chats(tmp_path: Path) -> None:
    open_chats = OpenChats(capacity=4)
    chats = _contexts(tmp_path, open_chats)
    for c in chats.values():
        c.build(ASKED, [], [], 400)
    assert len(open_chats) == 3
    chats[CHATS[1]].close()
    assert len(open_chats) == 2 and not chats[CHATS[1]].holds_files
    for c in chats.values():
        c.close()
    assert len(open_chats) == 0


@pytest.mark.anyio
async def test_an_idle_chat_actor_keeps_no_answer_it_gave(tmp_path: Path) -> None:
    """A context holds the ~200 records it shows: a hundred idle chats holding their last
    one held tens of MB."""
    settings = MemorySettings(semantic_recall=False)
    with anyio.fail_after(30):
        async with ActorSystem(
            DataRoot(tmp_path), settings, ListSummarizer(), tick_interval_s=None
        ) as memory:
            for i in range(20):
                await memory.record(CHATS[0], msg(f"레디스 설정 {i}", i))
            context = await memory.ask(CHATS[0], BuildContext(QUESTION))
            await anyio.wait_all_tasks_blocked()  # the actor waits for its next message
            gc.collect()
            kept = [o for o in gc.get_objects() if isinstance(o, Reply) and o.value is context]
            assert kept == []


@pytest.mark.anyio
async def test_a_burst_of_contexts_waits_for_its_turns_outside_the_worker_threads(
    tmp_path: Path,
) -> None:
    """A hundred chats asked at once held forty worker threads (each with its stack and a
    malloc arena), most of them only waiting for a turn: now a context takes its turn
    first, and at most ``BUILDS_AT_ONCE`` threads build. Every chat still gets its own
    answer."""
    root = DataRoot(tmp_path)
    chats = [-7100 - i for i in range(12)]
    for chat in chats:
        _write(root, chat)
    settings = MemorySettings(semantic_recall=False)
    building: list[int] = []
    answers: dict[int, str] = {}

    async def ask(memory: ActorSystem, chat: int) -> None:
        answers[chat] = (await memory.ask(chat, BuildContext(QUESTION), timeout=60)).context

    with anyio.fail_after(60):
        async with (
            ActorSystem(root, settings, ListSummarizer(), tick_interval_s=None) as memory,
            anyio.create_task_group() as tg,
        ):
            for chat in chats:
                tg.start_soon(ask, memory, chat)
            while len(answers) < len(chats):
                stats = BUILDING.statistics()
                building.append(stats.borrowed_tokens)
                if stats.tasks_waiting:
                    building.append(-stats.tasks_waiting)  # waiting, not in a thread
                await anyio.sleep(0.001)
    assert max(building) <= BUILDS_AT_ONCE
    assert min(building) < 0  # the burst did wait for turns
    for chat in chats:
        assert f"레디스 캐시 만료 시간은 {chat % 100}분" in answers[chat]


@pytest.mark.anyio
async def test_a_context_whose_recall_misses_its_turn_still_answers_from_the_recent_conversation(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Every building turn taken (a burst of other chats' questions): past its
    ``recall_wait_s`` the context is the recent conversation alone, said in the log, so
    the persona answers instead of timing out; once a turn is free, recall is back."""
    root = DataRoot(tmp_path)
    chat = -7200
    said = [f"점심 메뉴 이야기 {i}번째 줄입니다" for i in range(300)]
    said.insert(5, "레디스 캐시 만료 시간은 7분으로 정했어요")
    with MessageLog(root.log_dir(chat), UTC) as log:
        log.append(
            [
                MessageRecord(
                    sender="민수", text=text, timestamp=T0.replace(hour=i // 60, minute=i % 60)
                    .isoformat(), chat_id=chat, message_id=i + 1, seq=i + 1,
                )
                for i, text in enumerate(said)
            ]
        )  # fmt: skip
    ask = BuildContext(QUESTION, budget_tokens=600, recall_wait_s=0.2)
    others = [object() for _ in range(BUILDS_AT_ONCE)]
    with anyio.fail_after(120):
        async with ActorSystem(
            root, MemorySettings(semantic_recall=False), ListSummarizer(), tick_interval_s=None
        ) as memory:
            for other in others:
                await BUILDING.acquire_on_behalf_of(other)
            try:
                busy = await memory.ask(chat, ask, timeout=45)
            finally:
                for other in others:
                    BUILDING.release_on_behalf_of(other)
            calm = await memory.ask(chat, ask, timeout=45)
    assert "레디스 캐시" not in busy.context
    assert busy.messages[-1].seq == len(said) and RECENT_HEADER in busy.context
    assert "recall did not get its turn within 0.2 s" in caplog.text
    assert "민수: 레디스 캐시 만료 시간은 7분으로 정했어요" in calm.context
    assert BUILDING.statistics().borrowed_tokens == 0


@pytest.mark.anyio
async def test_the_background_embedding_gives_way_to_the_contexts_in_progress() -> None:
    """A batch waits while a context is in progress (the context's build needs the
    cores now), and waits no longer than it is told under a steady stream of them."""
    asking = Asking()
    order: list[str] = []

    async def batch() -> None:
        await asking.give_way(30)
        order.append("batch")

    with anyio.fail_after(10):
        async with anyio.create_task_group() as tg:
            with asking.one():
                tg.start_soon(batch)
                for _ in range(20):
                    await anyio.lowlevel.checkpoint()
                with asking.one():  # a second one, ending first
                    await anyio.sleep(0.01)
                order.append("contexts")
        assert order == ["contexts", "batch"] and asking.count == 0
        with asking.one():
            await asking.give_way(0.05)  # the stream never ends: the batch goes anyway
        await asking.give_way(30)  # none in progress: at once
