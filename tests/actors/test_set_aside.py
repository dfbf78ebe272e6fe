"""A chat whose actor cannot be rebuilt is set aside: its messages go to its set-aside file
(durable, so their senders move on), its questions fail at once with what to do, the
other chats go on, and once it can start it records the file first, in order, once.

The real actor system on real files."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.errors import ChatUnavailableError, DeadLetterError
from groupchat_memory.actors.messages import Inspect
from groupchat_memory.actors.set_aside import read_set_aside, waiting_chats
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, ListSummarizer, msg

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()
BROKEN, OTHER = -100101, -100202
SETTINGS_ATTEMPTS = 3  # the system's max_attempts


def system(tmp_path: Path, *, set_aside: bool = True) -> ActorSystem:
    return ActorSystem(
        DataRoot(tmp_path),
        SETTINGS,
        ListSummarizer(),
        ManualClock(T0),
        tick_interval_s=None,
        restart_backoff_s=0.001,
        restart_backoff_max_s=0.05,
        set_aside=set_aside,
    )


def texts(tmp_path: Path, chat_id: int) -> list[str]:
    log = MessageLog(DataRoot(tmp_path).log_dir(chat_id), SETTINGS.tz)
    return [r.text for r in log.scan()]


def newer_state(tmp_path: Path, chat_id: int, version: int) -> None:
    """Make the chat's state.json one of format ``version`` (99: a newer program's)."""
    path = DataRoot(tmp_path).state_path(chat_id)
    doc: dict[str, object] = {"tables": {}}
    if path.exists():
        doc = json.loads(path.read_text(encoding="utf-8"))
    doc["version"] = version
    path.write_text(json.dumps(doc), encoding="utf-8")


async def started_again(memory: ActorSystem, chat_id: int) -> None:
    """Wait until the set-aside chat's retry has started its actor (which replays the
    set-aside messages before any new one): it is then no longer unavailable. Polled:
    the service never waits for a set-aside chat, so the system offers no event."""
    while chat_id in memory.unavailable_chats():  # noqa: ASYNC110
        await anyio.sleep(0.01)


async def test_an_actor_that_cannot_be_rebuilt_is_set_aside_and_records_its_messages_later(
    tmp_path: Path,
) -> None:
    async with system(tmp_path) as memory:
        assert await memory.record(BROKEN, msg("처음 메시지", 0, message_id=1))
        assert await memory.record(OTHER, msg("다른 방", 0, message_id=1))
        await memory.stop_chat(BROKEN)  # state.json written on the way out
        newer_state(tmp_path, BROKEN, 99)
        # the next message restarts it, which fails: set aside, not waited on
        assert await memory.record(BROKEN, msg("두 번째", 1, message_id=2))
        assert await memory.record(BROKEN, msg("세 번째", 2, message_id=3))
        assert BROKEN in memory.unavailable_chats()
        assert "newer than this program" in memory.unavailable_chats()[BROKEN]
        with pytest.raises(ChatUnavailableError, match="doctor"):
            await memory.ask(BROKEN, Inspect())
        assert await memory.record(OTHER, msg("다른 방 둘째", 1, message_id=2))
        [waiting] = waiting_chats(DataRoot(tmp_path))
        assert (waiting.chat_id, waiting.count) == (BROKEN, 2)

        newer_state(tmp_path, BROKEN, 1)  # the upgrade
        with anyio.fail_after(10):
            await started_again(memory, BROKEN)
            view = await memory.ask(BROKEN, Inspect())
        assert [m.text for m in view.recent] == ["처음 메시지", "두 번째", "세 번째"]
        assert await memory.record(BROKEN, msg("네 번째", 3, message_id=4))
        # a repeat of a set-aside message is still a repeat
        assert not await memory.record(BROKEN, msg("두 번째", 1, message_id=2))
    assert texts(tmp_path, BROKEN) == ["처음 메시지", "두 번째", "세 번째", "네 번째"]
    assert texts(tmp_path, OTHER) == ["다른 방", "다른 방 둘째"]
    assert waiting_chats(DataRoot(tmp_path)) == []


async def test_a_crash_whose_restart_fails_gives_the_chat_up_instead_of_filling_its_mailbox(
    tmp_path: Path,
) -> None:
    async with system(tmp_path) as memory:
        assert await memory.record(BROKEN, msg("처음 메시지", 0, message_id=1))
        newer_state(tmp_path, BROKEN, 99)  # read again only when the actor restarts
        # a lone surrogate cannot be written: the actor crashes, and cannot restart
        poison = msg("broken \ud800 text", 1, message_id=2)
        results: list[tuple[int, bool | None]] = []
        async with anyio.create_task_group() as tg:

            async def send(i: int) -> None:
                incoming = poison if i == 0 else msg(f"뒤이은 {i}", 1 + i, message_id=2 + i)
                try:
                    results.append((i, await memory.record(BROKEN, incoming)))
                except DeadLetterError:
                    results.append((i, None))

            for i in range(5):
                tg.start_soon(send, i)
        assert sorted(i for i, _ in results) == list(range(5))
        assert all(stored for i, stored in results if i)  # set aside: durable
        assert memory.supervisor.restarts >= 1 + SETTINGS_ATTEMPTS  # a crash, failed restarts
        assert BROKEN in memory.unavailable_chats()
        assert await memory.record(OTHER, msg("다른 방", 0, message_id=1))
        set_aside = read_set_aside(DataRoot(tmp_path), BROKEN)[0]
        assert {item.incoming.text for item in set_aside} >= {f"뒤이은 {i}" for i in range(1, 5)}

        newer_state(tmp_path, BROKEN, 1)
        with anyio.fail_after(10):
            await started_again(memory, BROKEN)
            await memory.ask(BROKEN, Inspect())
    stored = texts(tmp_path, BROKEN)
    assert stored[0] == "처음 메시지"
    assert sorted(stored[1:]) == sorted(f"뒤이은 {i}" for i in range(1, 5))
    assert waiting_chats(DataRoot(tmp_path)) == []
    dead = DataRoot(tmp_path).dead_letter_path(BROKEN).read_text(encoding="utf-8")
    assert "message_id" in dead and '"message_id": 2' in dead


async def test_without_set_aside_a_one_shot_writer_gets_the_start_up_error(tmp_path: Path) -> None:
    async with system(tmp_path, set_aside=False) as memory:
        await memory.record(BROKEN, msg("처음 메시지", 0, message_id=1))
    newer_state(tmp_path, BROKEN, 99)
    async with system(tmp_path, set_aside=False) as memory:
        with pytest.raises(Exception, match="newer than this program"):
            await memory.record(BROKEN, msg("두 번째", 1, message_id=2))
    assert waiting_chats(DataRoot(tmp_path)) == []
