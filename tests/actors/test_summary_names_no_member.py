"""A summary is never named after a member of the chat, even one who says nothing in its
window: the others talk about what she brings, and that names it (through the actors, the
silence trigger and the offline summarizer, as a group's ``/목차`` is made)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, fall_silent

pytestmark = pytest.mark.anyio

CHAT = -1005550077


async def _tags(
    tmp_path: Path,
    first: list[tuple[str, str]],
    then: list[tuple[str, str]],
    *,
    restart: bool = False,
) -> list[str]:
    """``first`` said, the chat falls silent (one summary), then ``then`` and silence
    again; ``restart``: the service stops between the two and reads its log back."""
    at: datetime = T0
    parts = [[first, then]] if not restart else [[first], [then]]
    said = 0
    for run in parts:
        system = ActorSystem(
            DataRoot(tmp_path), MemorySettings(), OfflineSummarizer(), ManualClock(at),
            tick_interval_s=None,
        )  # fmt: skip
        async with system as memory:
            for lines in run:
                for i, (who, text) in enumerate(lines):
                    at = T0 + timedelta(hours=2 * said, seconds=i)
                    await memory.record(
                        CHAT, Incoming(who, text, at, message_id=100 * said + i + 1)
                    )
                said += 1
                await fall_silent(memory, CHAT, at)
    found = summary_files(DataRoot(tmp_path).summaries_dir(CHAT))
    return [record.topic_tag for _, record in found]


FIRST = [
    ("Marisol", "morning all, the lake cabin is ours for the long weekend"),
    ("Ottilie", "amazing, cabin it is"),
]
# Marisol is named in every line but is a member; the kayak is what is talked about
THEN = [
    ("Ottilie", "is Marisol bringing her kayak?"),
    ("Bram", "Marisol said the kayak fits on her roof"),
    ("Ottilie", "then Marisol drives and the kayak rides along"),
    ("Bram", "Marisol knows the lake best anyway"),
]


async def test_a_member_silent_in_the_window_does_not_name_it(tmp_path: Path) -> None:
    tags = await _tags(tmp_path, FIRST, THEN)
    assert tags[-1] == "kayak"
    assert "marisol" not in tags


async def test_a_restart_still_knows_who_wrote_before_it(tmp_path: Path) -> None:
    tags = await _tags(tmp_path, FIRST, THEN, restart=True)
    assert tags[-1] == "kayak"
    assert "marisol" not in tags
