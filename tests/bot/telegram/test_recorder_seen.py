"""What the recorder remembers of the messages it has settled: that they were seen, so a
persona's later copy is not recorded again; not their events and receipts, which a
service remembering its last 10,000 messages held by the megabyte."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import anyio
import pytest
from telegram import Message, Update

from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.telegram.context import Allowlist
from groupchat_memory.bot.telegram.handlers import UpdateRecorder
from groupchat_memory.domain import queries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot
from tests.bot.telegram.test_fuzz_updates import EchoTagSummarizer

CHAT = -1001234567890


def message(message_id: int, text: str) -> Message:
    payload: dict[str, Any] = {
        "update_id": message_id,
        "message": {
            "message_id": message_id,
            "date": 1_760_000_000 + message_id,
            "chat": {"id": CHAT, "type": "supergroup", "title": "모임"},
            "from": {"id": 1001, "is_bot": False, "first_name": "민수"},
            "text": text,
        },
    }
    update = Update.de_json(payload, None)
    assert update is not None and update.message is not None
    return update.message


def events_held(recorder: UpdateRecorder) -> int:
    """anyio events reachable from the recorder's own state (not the actor system's)."""
    seen: set[int] = set()
    todo: list[object] = [v for k, v in vars(recorder).items() if k != "system"]
    found = 0
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (ActorSystem, type)):
            continue
        seen.add(id(obj))
        found += isinstance(obj, anyio.Event)
        todo.extend(gc.get_referents(obj))
    return found


@pytest.mark.anyio
async def test_settled_messages_are_remembered_without_their_events(tmp_path: Path) -> None:
    memory = ActorSystem(
        DataRoot(tmp_path), MemorySettings(), EchoTagSummarizer(), tick_interval_s=None
    )
    async with memory:
        recorder = UpdateRecorder(memory, Allowlist([CHAT]))
        with anyio.fail_after(60):
            for i in range(1, 41):
                # every persona's bot receives its own copy: one is recorded
                copies = [await recorder.record(message(i, f"말 {i}")) for _ in range(3)]
                assert copies == [True, False, False]
            assert events_held(recorder) == 0
            # a copy fetched again long after (a restarted poller) is still a duplicate
            assert not await recorder.record(message(7, "말 7"))
    assert [r.text for r in queries.history(memory.root, CHAT, 100)] == [
        f"말 {i}" for i in range(1, 41)
    ]
