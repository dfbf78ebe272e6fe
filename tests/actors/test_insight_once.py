"""``/정리`` writes one report per command message, also when Telegram delivers the
command again after a restart: at the actor (a real restart of the actor system) and
through the real service against the fake Bot API."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Settle, WriteInsight
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, ListSummarizer, msg
from tests.botkit import CHAT, TOKEN, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

pytestmark = pytest.mark.anyio

ACTOR_CHAT = -100555


def make(tmp_path: Path, summarizer: ListSummarizer, clock: ManualClock) -> ActorSystem:
    return ActorSystem(
        DataRoot(tmp_path), MemorySettings(), summarizer, clock, tick_interval_s=None
    )


def insight_files(root: DataRoot) -> list[Path]:
    folder = root.insights_dir()
    return sorted(folder.glob("*.md")) if folder.is_dir() else []


async def test_a_repeated_command_message_answers_the_first_report_after_a_restart(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    clock = ManualClock(T0)
    async with make(tmp_path, ListSummarizer(), clock) as memory:
        for i in range(5):
            await memory.record(ACTOR_CHAT, msg(f"메시지 {i}", i, message_id=i + 1))
        first = await memory.ask(ACTOR_CHAT, WriteInsight("AI집단지성", message_id=6))
    async with make(tmp_path, ListSummarizer(), clock) as memory:
        await memory.record(ACTOR_CHAT, msg("다음 이야기", 6, message_id=7))
        again = await memory.ask(ACTOR_CHAT, WriteInsight("AI집단지성", message_id=6))
        assert insight_files(root) == [Path(first.path)]
        # the clock stands still: a second command in the same second still gets its own
        other = await memory.ask(ACTOR_CHAT, WriteInsight("AI집단지성", message_id=8))
    async with make(tmp_path, ListSummarizer(), clock) as memory:
        repeats = [
            await memory.ask(ACTOR_CHAT, WriteInsight("AI집단지성", message_id=n)) for n in (8, 6)
        ]
        await memory.ask(ACTOR_CHAT, Settle())
    assert repeats == [other, first]
    assert (again.path, again.text) == (first.path, first.text)
    assert other.path != first.path and "- 다음 이야기" in other.text
    assert len(insight_files(root)) == 2


async def test_a_repeat_that_arrives_while_the_report_is_written_gets_the_same_report(
    tmp_path: Path,
) -> None:
    summarizer = ListSummarizer()
    root = DataRoot(tmp_path)
    async with make(tmp_path, summarizer, ManualClock(T0)) as memory:
        await memory.record(ACTOR_CHAT, msg("하나", 0, message_id=1))
        results = []

        async def organize() -> None:
            results.append(await memory.ask(ACTOR_CHAT, WriteInsight("방", message_id=2)))

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                tg.start_soon(organize)
                tg.start_soon(organize)
    assert len(results) == 2 and results[0] == results[1]
    assert len(insight_files(root)) == 1


def answers(tg: FakeBotAPI) -> list[RecordedRequest]:
    return [r for r in tg.sent_messages(CHAT) if r.token == TOKEN["클로디"]]


async def test_organize_delivered_again_after_a_restart_posts_the_same_report_once_written(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    config = write_config(tmp_path, tg, None, summary_every=50)
    tg.set_admins(CHAT, [1001])
    async with running(config):
        tg.push_message(CHAT, "오늘 회의는 금요일로 하자")
        mid = tg.push_message(CHAT, "/정리@claudy_bot")
        await tg.until(lambda: len(tg.calls("editMessageText")) >= 1)
    first_report = tg.calls("editMessageText")[0].params["text"]
    written = insight_files(config.root)
    assert len(written) == 1
    # what Telegram does when the service died before confirming the update: send it again
    async with running(config):
        tg.push_message(CHAT, "/정리@claudy_bot", message_id=mid)
        await tg.until(lambda: len(tg.calls("editMessageText")) >= 2)
    assert tg.calls("editMessageText")[1].params["text"] == first_report
    assert insight_files(config.root) == written
    texts = [r.params["text"] for r in answers(tg)]  # the progress notes, each edited
    assert len(texts) == 2 and texts[0] == texts[1]
