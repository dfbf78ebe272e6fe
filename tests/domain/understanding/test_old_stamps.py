"""A chat whose log begins with old records stamped without a zone (written before
stamps carried one) and goes on with zoned ones: ``/할일`` reads a to-do taken right after
an old line (its rules and the to-do veto measure the time between the two)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.actors.workers.helpers import T0

pytestmark = pytest.mark.anyio

CHAT = -1005550304
SETTINGS = MemorySettings()
# old data: the chat's local time, no zone (the log takes it to be in the settings' zone)
OLD = [
    ("Ines", "the allotment shed padlock is broken again", "2026-03-02T17:58:00"),
    ("Ines", "anyone going to the hardware store?", "2026-03-02T17:59:00"),
]


async def test_a_to_do_taken_after_a_line_stamped_without_a_zone_is_read(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        log.append(
            [
                MessageRecord(
                    sender=who, text=text, timestamp=at, chat_id=CHAT, seq=n, message_id=n
                )
                for n, (who, text, at) in enumerate(OLD, 1)
            ]
        )
    clock = ManualClock(T0 + timedelta(minutes=5))
    async with ActorSystem(
        root, SETTINGS, OfflineSummarizer(), clock, tick_interval_s=None
    ) as memory:
        said = Incoming("Omar", "I'll buy a new padlock tomorrow", T0, message_id=3)
        assert await memory.record(CHAT, said)
    [todo] = ledger.todos(root, CHAT, SETTINGS.tz)
    assert todo.owner == "Omar" and todo.status == "open"
    assert "padlock" in todo.text
