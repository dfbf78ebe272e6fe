"""An archive summary is asked for as every window is: a member of the archived period
silent in one of its parts is no subject of that part (through ``run_archive`` and the
offline summarizer)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.archive import run_archive
from tests.upkeep.workers_archive.data import NOW, TZ

pytestmark = pytest.mark.anyio

CHAT = -300
# a first part of the period (one archive batch) where Wenonah speaks of the cabin ...
CABIN = [("Wenonah", "the lake cabin is ours for the long weekend"), ("Ottilie", "cabin it is")]
# ... and a second where the others talk about her, lower case as a chat writes
ABOUT_HER = [
    ("Ottilie", "did wenonah book the canoe?"),
    ("Bram", "wenonah says the canoe seats six"),
    ("Ottilie", "wenonah steers the canoe then"),
    ("Bram", "ask wenonah about the canoe paddles"),
]


def _write(root: DataRoot) -> None:
    seq = 0
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        days = (("2025-06-01", CABIN, 100), ("2025-06-02", ABOUT_HER, 24), ("2026-01-10", CABIN, 2))
        for day, lines, count in days:  # the last day is recent: it stays
            start = datetime.fromisoformat(f"{day}T09:00:00+09:00")
            batch = []
            for i in range(count):
                seq += 1
                who, text = lines[i % len(lines)]
                batch.append(
                    MessageRecord(sender=who, text=text, chat_id=CHAT, message_id=seq, seq=seq,
                                  timestamp=(start + timedelta(minutes=i)).isoformat())
                )  # fmt: skip
            log.append(batch)


async def test_a_member_silent_in_an_archived_part_is_not_its_subject(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _write(root)
    report = await run_archive(
        root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ, chat_ids=[CHAT]
    )
    assert report.ok
    records = [record for _, record in summary_files(root.summaries_dir(CHAT))]
    assert len(records) == 2
    second = records[1]
    assert "Wenonah" not in second.participants  # silent in this part
    assert "canoe" in second.key_topics
    assert "wenonah" not in second.key_topics
