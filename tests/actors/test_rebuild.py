"""Rebuild on start: an actor that restarts ends in exactly the state of one that never did."""

from __future__ import annotations

import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

import anyio
import pytest
from anyio.abc import TaskGroup, TaskStatus
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import ActorView, Incoming, Inspect, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, ListSummarizer

pytestmark = pytest.mark.anyio

CHAT = -100777
# small buffer and trigger so eviction, edits of evicted messages and count triggers happen
SETTINGS = MemorySettings(buffer=5, summary_every=4, topic_gap_minutes=5, silence_minutes=30)

words = st.sampled_from(
    ["회의", "배포", "점심", "서버", "plan", "다른 주제", "그건 그렇고", "좋아"]
)
texts = st.lists(words, min_size=1, max_size=3).map(" ".join)
ops = st.lists(
    st.one_of(
        st.tuples(
            st.just("msg"),
            texts,
            st.booleans(),
            st.integers(0, 8),
            st.sampled_from([None, None, 1, 2]),
        ),
        st.tuples(st.just("dup"), st.integers(0, 50)),
        st.tuples(st.just("edit"), st.integers(0, 50), texts),
        st.tuples(st.just("silence"), st.integers(6, 45)),
        st.tuples(st.just("silence"), st.just(31)),  # a silence summary
        st.tuples(st.just("restart")),
    ),
    max_size=30,
)


class Side:
    """One actor system over its own data root, driven by its own manual clock."""

    def __init__(self, root: Path, tg: TaskGroup) -> None:
        self.root = DataRoot(root)
        self.clock = ManualClock(T0)
        self.tg = tg
        self.memory: ActorSystem | None = None
        self._stop = anyio.Event()
        self._stopped = anyio.Event()

    async def start(self) -> None:
        """Run the system in a task of its own (task groups must close in the task that opened
        them, and the two sides start and stop independently)."""
        self._stop, self._stopped = anyio.Event(), anyio.Event()
        await self.tg.start(self._host)

    async def _host(self, *, task_status: TaskStatus[None]) -> None:
        system = ActorSystem(
            self.root, SETTINGS, ListSummarizer(), self.clock, tick_interval_s=None
        )
        try:
            async with system:
                self.memory = system
                task_status.started()
                await self._stop.wait()
        finally:
            self.memory = None
            self._stopped.set()

    async def stop(self) -> None:
        if self.memory is not None:
            self._stop.set()
            await self._stopped.wait()

    async def view(self) -> ActorView:
        assert self.memory is not None
        await self.memory.ask(CHAT, Settle())
        return await self.memory.ask(CHAT, Inspect())


async def apply(sides: list[Side], op: tuple[Any, ...], sent: list[Incoming]) -> None:
    kind = op[0]
    if kind == "restart":
        restarting = sides[0]
        await restarting.stop()
        await restarting.start()
        return
    for side in sides:
        assert side.memory is not None
        memory = side.memory
        if kind == "msg":
            _, text, with_id, gap, thread = op
            side.clock.advance(timedelta(minutes=gap, seconds=1))
            item = Incoming(
                sender="민수",
                text=text,
                timestamp=side.clock.now(),
                message_id=len(sent) + 1 if with_id else None,
                thread_id=thread,
            )
            await memory.record(CHAT, item)
            if side is sides[-1]:
                sent.append(item)
        elif kind == "dup" and sent:
            await memory.record(CHAT, sent[op[1] % len(sent)])
        elif kind == "edit" and sent:
            target = sent[op[1] % len(sent)]
            if target.message_id is not None:
                side.clock.advance(1)
                edit = Incoming(
                    sender=target.sender,
                    text=op[2],
                    timestamp=side.clock.now(),
                    message_id=target.message_id,
                    kind="edit",
                )
                await memory.record(CHAT, edit)
        elif kind == "silence":
            side.clock.advance(timedelta(minutes=op[1]))
            await memory.tick()
        await memory.ask(CHAT, Settle())


@settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(ops)
async def test_any_history_with_restarts_rebuilds_the_state_of_an_actor_that_never_restarted(
    sequence: list[tuple[Any, ...]],
) -> None:
    with (
        tempfile.TemporaryDirectory() as a,
        tempfile.TemporaryDirectory() as b,
        anyio.fail_after(60),
    ):
        async with anyio.create_task_group() as tg:
            await run_both(Side(Path(a), tg), Side(Path(b), tg), sequence)


async def run_both(restarting: Side, steady: Side, sequence: list[tuple[Any, ...]]) -> None:
    """Drive both sides with the same operations, comparing after every restart and at the end."""
    sides = [restarting, steady]
    for side in sides:
        await side.start()
    try:
        sent: list[Incoming] = []
        for op in sequence:
            await apply(sides, op, sent)
            if op[0] == "restart":
                assert await restarting.view() == await steady.view()
        await restarting.stop()
        await restarting.start()
        assert await restarting.view() == await steady.view()
    finally:
        for side in sides:
            await side.stop()
