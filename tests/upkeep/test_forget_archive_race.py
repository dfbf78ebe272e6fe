"""A ``/forget_me`` at 00:00, when the service archives the same chat: the two take turns,
and afterwards nothing of the member is anywhere and the archive is complete."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio
import pytest

from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.history.forgetting import ForgetReport
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.archive import ArchiveReport
from groupchat_memory.upkeep.jobs import Upkeep

pytestmark = pytest.mark.anyio

SEOUL = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890
MEMBER, OTHER = 1001, 1002
MARKER = "RACEWOMBAT4410"
NOW = datetime(2025, 9, 1, 15, 0, tzinfo=UTC)  # 2025-09-02 00:00 in Seoul


def _seed(root: DataRoot) -> int:
    """Ten old days (archivable) and two recent ones; every third message the member's.
    Returns how many of the old messages are the others'."""
    records: list[MessageRecord] = []
    others_old = 0
    days = [f"2025-01-{d:02d}" for d in range(3, 13)] + ["2025-08-30", "2025-08-31"]
    for day in days:
        for i in range(30):
            seq = len(records) + 1
            mine = seq % 3 == 0
            others_old += not mine and day.startswith("2025-01")
            records.append(MessageRecord(
                sender="민준" if mine else "서연", sender_id=MEMBER if mine else OTHER,
                text=f"{MARKER} 창고 정리 {seq}번" if mine else f"서버 점검 일정 {seq}번 확인",
                timestamp=f"{day}T10:{i:02d}:00+09:00", chat_id=CHAT, message_id=1000 + seq,
                seq=seq,
            ))  # fmt: skip
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(records)
    return others_old


def traces(root: DataRoot) -> list[str]:
    return [
        str(p.relative_to(root.root))
        for p in sorted(root.root.rglob("*"))
        if p.is_file() and MARKER.lower().encode() in p.read_bytes().lower()
    ]


@pytest.mark.parametrize("archive_first", [True, False])
async def test_forget_and_the_archive_of_one_chat_take_turns(
    tmp_path: Path, archive_first: bool
) -> None:
    root = DataRoot(tmp_path)
    others_old = _seed(root)
    settings = MemorySettings(tz=SEOUL)
    reports: dict[str, ArchiveReport | ForgetReport] = {}
    system = ActorSystem(root, settings, OfflineSummarizer(), tick_interval_s=None)
    upkeep = Upkeep(system)
    async with system:

        async def archive() -> None:
            reports["archive"] = await upkeep.run_archive(now=NOW)

        async def forget() -> None:
            reports["forget"] = await upkeep.forget(CHAT, MEMBER)

        async with anyio.create_task_group() as tg:
            first, second = (archive, forget) if archive_first else (forget, archive)
            tg.start_soon(first)
            await anyio.lowlevel.checkpoint()
            tg.start_soon(second)
    archived = reports["archive"]
    assert isinstance(archived, ArchiveReport)
    assert archived.ok, archived.lines()
    assert traces(root) == []
    assert not root.archive_journal_path(CHAT).exists()
    assert not root.forget_journal_path(CHAT).exists()
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        left = {p.name[:10] for p in log.day_files()}
        assert all(r.sender_id != MEMBER for r in log.scan())
    assert not any(day.startswith("2025-01") for day in left)  # the archive is complete
    archives = [r for _, r in summary_files(root.summaries_dir(CHAT)) if r.kind == "archive"]
    # every one of the others' old messages is in an archive summary, none of the member's
    assert sum(len(r.sender_seqs.get(OTHER, [])) for r in archives) == others_old
    assert all(MEMBER not in r.sender_seqs and "민준" not in r.participants for r in archives)
