"""An offline summary is drafted on a worker thread: while one chat's draft waits for the
embedder (the subject model naming its topic), the event loop records other chats."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming, Settle
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.recall.embedder import OnOneThread, shared_embedder
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.understanding import subjects
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0

pytestmark = pytest.mark.anyio

DRAFTED, OTHER = -1005550301, -1005550302
# a new topic to name: the subject model embeds its candidate words
TALK = [
    ("Ines", "the allotment shed needs a new padlock"),
    ("Omar", "padlock and hinges, I'll pick both up"),
    ("Ines", "shed roof leaks too, tarpaulin for now"),
]
# long enough that only a loop held up by the draft waits this out (then the test fails)
FAILSAFE_S = 30.0


@pytest.fixture
def fresh_scorer() -> Iterator[None]:
    """A scorer with no words kept, so the draft embeds its candidates."""
    subjects.shared_scorer.cache_clear()
    yield
    subjects.shared_scorer.cache_clear()


async def test_other_chats_are_recorded_while_a_summary_is_drafted(
    tmp_path: Path, fresh_scorer: None
) -> None:
    embedder = shared_embedder()
    assert isinstance(embedder, OnOneThread)
    holding, queued, release = threading.Event(), threading.Event(), threading.Event()
    released: list[bool] = []

    def hold() -> None:
        """Occupy the embedder's thread until the other chat is recorded."""
        holding.set()
        calls = embedder._calls  # the embedder thread's queue: the draft's call waits there
        with calls.not_empty:
            if calls.not_empty.wait_for(lambda: bool(calls.queue), FAILSAFE_S):
                queued.set()
        released.append(release.wait(FAILSAFE_S))

    blocker = threading.Thread(target=embedder._on_it, args=(OnOneThread.QUESTION, hold))
    blocker.start()
    try:
        with anyio.fail_after(3 * FAILSAFE_S):
            await anyio.to_thread.run_sync(holding.wait)
            settings = MemorySettings(subject_words=True)
            system = ActorSystem(
                DataRoot(tmp_path), settings, OfflineSummarizer(), ManualClock(T0),
                tick_interval_s=None,
            )  # fmt: skip
            async with system as memory:
                at = T0
                for i, (who, text) in enumerate(TALK):
                    at = T0 + timedelta(seconds=30 * i)
                    await memory.record(DRAFTED, Incoming(who, text, at, message_id=i + 1))
                await memory.tick(at + timedelta(minutes=31))  # the silence trigger
                # the draft has reached the embedder, which the test holds
                assert await anyio.to_thread.run_sync(queued.wait, FAILSAFE_S)
                assert not summary_files(DataRoot(tmp_path).summaries_dir(DRAFTED))
                other = Incoming("Pia", "anyone seen the hose reel?", at, message_id=1)
                assert await memory.record(OTHER, other)
                release.set()
                await memory.ask(DRAFTED, Settle())
    finally:
        release.set()
        await anyio.to_thread.run_sync(blocker.join)
    # the other chat was recorded while the draft waited, not after the failsafe let it on
    assert released == [True]
    logged = list(MessageLog(DataRoot(tmp_path).log_dir(OTHER), settings.tz).scan())
    assert [r.text for r in logged] == ["anyone seen the hose reel?"]
    [(_, record)] = summary_files(DataRoot(tmp_path).summaries_dir(DRAFTED))
    assert record.message_range.to == len(TALK)
