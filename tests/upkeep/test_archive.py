"""The archive: plan, summaries, removal of day files, dry run, stats and the schedule."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.domain.history.archive_plan import (
    archived_periods,
    cutoff_day,
    next_midnight,
)
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.domain.summaries.summarizer import (
    ReportRequest,
    ReportResult,
    SummaryError,
    SummaryRequest,
    SummaryResult,
)
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.archive import run_archive
from tests.upkeep.workers_archive.data import (
    NOW,
    TZ,
    archived_messages,
    build,
    log_messages,
    total_messages,
)


class FailingSummarizer:
    """An LLM edge that is down: every call raises ``SummaryError``."""

    name = "down"

    def __init__(self) -> None:
        self.calls = 0

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        self.calls += 1
        raise SummaryError("the API is unreachable")

    async def report(self, request: ReportRequest) -> ReportResult:
        raise SummaryError("the API is unreachable")


def tree(folder: Path) -> list[tuple[str, int]]:
    """Every path under ``folder`` with its size."""
    return sorted((str(p), p.stat().st_size) for p in folder.rglob("*"))


def day_names(root: DataRoot, chat_id: int) -> list[str]:
    return [p.name[:10] for p in MessageLog(root.log_dir(chat_id), TZ).day_files()]


@pytest.mark.anyio
async def test_old_days_become_archive_summaries_and_only_recent_days_stay(tmp_path: Path) -> None:
    root = build(tmp_path)
    report = await run_archive(
        root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ, dry_run=False
    )
    assert report.ok and report.cutoff == date(2025, 7, 19)
    assert day_names(root, -100) == ["2026-01-10"]
    assert day_names(root, -200) == ["2026-01-14"]
    files = summary_files(root.summaries_dir(-100))
    assert [f for f, _ in files] == ["2025-06-02_archive_001.json", "2025-06-03_archive_001.json"]
    first, second = (record for _, record in files)
    assert first.kind == "archive" and first.summary.startswith(
        "[2025-06-01 ~ 2025-06-02 아카이브] 메시지 100개."
    )
    assert (first.period_from, first.period_to) == ("2025-06-01", "2025-06-02")
    assert (first.message_range.from_, first.message_range.to) == (1, 102)
    assert second.summary.startswith("[2025-06-02 ~ 2025-06-03 아카이브] 메시지 50개.")
    assert set(first.participants) == {"민수", "지은", "클로디"}
    assert not root.archive_journal_path(-100).exists()


@pytest.mark.anyio
async def test_the_message_total_stays_what_was_ever_recorded(tmp_path: Path) -> None:
    root = build(tmp_path)
    await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    for chat_id in (-100, -200):
        archived = archived_messages(root, chat_id)
        assert archived + len(log_messages(root, chat_id)) == total_messages(chat_id)
    periods = archived_periods(root, -100)
    assert [(p.period_from, p.period_to, p.messages) for p in periods] == [
        ("2025-06-01", "2025-06-02", 100),
        ("2025-06-02", "2025-06-03", 50),
    ]


@pytest.mark.anyio
async def test_archive_summaries_are_in_the_chat_summary_index(tmp_path: Path) -> None:
    root = build(tmp_path)
    await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    with SummaryIndex(root.summary_index_path(-100)) as index:
        entries = index.entries()
    assert [(f, r.kind) for f, r in entries] == [
        ("2025-06-02_archive_001.json", "archive"),
        ("2025-06-03_archive_001.json", "archive"),
    ]


@pytest.mark.anyio
async def test_a_dry_run_returns_the_plan_and_changes_nothing(tmp_path: Path) -> None:
    root = build(tmp_path)
    before = tree(tmp_path)
    report = await run_archive(
        root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ, dry_run=True
    )
    assert tree(tmp_path) == before
    chat = next(c for c in report.chats if c.chat_id == -100)
    assert chat.days == ["2025-06-01", "2025-06-02", "2025-06-03"]
    assert [c.count for c in chat.chunks] == [100, 50] and chat.messages == 150
    assert "would archive 150 messages of 3 days" in "\n".join(report.lines())


@pytest.mark.anyio
async def test_a_second_run_finds_nothing_more_to_do(tmp_path: Path) -> None:
    root = build(tmp_path)
    await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    again = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    assert all(not c.days for c in again.chats)
    assert len(summary_files(root.summaries_dir(-100))) == 2


@pytest.mark.anyio
async def test_a_failing_summarizer_keeps_every_day_file_and_a_rerun_finishes(
    tmp_path: Path,
) -> None:
    root = build(tmp_path)
    down = FailingSummarizer()
    report = await run_archive(root, down, older_than_days=180, now=NOW, tz=TZ)
    assert not report.ok and down.calls == 2
    assert "unreachable" in (report.chats[0].error or "")
    assert day_names(root, -100) == ["2025-06-01", "2025-06-02", "2025-06-03", "2026-01-10"]
    assert root.archive_journal_path(-100).exists()
    report = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    assert report.ok and report.chats[0].resumed
    assert day_names(root, -100) == ["2026-01-10"]
    assert archived_messages(root, -100) == 150


@pytest.mark.anyio
async def test_days_are_cut_in_the_configured_time_zone(tmp_path: Path) -> None:
    root = build(tmp_path)
    # 2026-01-17 00:30 in Seoul is still 2026-01-16 in UTC: Seoul's cutoff is one day later
    now = datetime(2026, 1, 16, 15, 30, tzinfo=UTC)
    assert cutoff_day(now, TZ, 180) == date(2025, 7, 21)
    assert cutoff_day(now, UTC, 180) == date(2025, 7, 20)
    # on the chat's newest day (2026-01-10 in Seoul, 01-09 in UTC), so the clock's cutoff
    # is the one that counts: 221 days before it is 2025-06-03 in Seoul, 06-02 in UTC
    now = datetime(2026, 1, 9, 15, 30, tzinfo=UTC)
    seoul = await run_archive(
        root, OfflineSummarizer(), older_than_days=221, now=now, tz=TZ, dry_run=True
    )
    utc = await run_archive(
        root, OfflineSummarizer(), older_than_days=221, now=now, tz=UTC, dry_run=True
    )
    assert {c.chat_id: c.days for c in seoul.chats}[-100] == ["2025-06-01", "2025-06-02"]
    assert {c.chat_id: c.days for c in utc.chats}[-100] == ["2025-06-01"]


def test_the_daily_run_is_at_the_next_midnight_in_seoul() -> None:
    assert next_midnight(datetime(2026, 3, 1, 14, 59, tzinfo=UTC), TZ) == datetime(
        2026, 3, 1, 15, 0, tzinfo=UTC
    )
    at_midnight = datetime(2026, 3, 2, 0, 0, tzinfo=TZ)
    assert next_midnight(at_midnight, TZ) == datetime(2026, 3, 3, 0, 0, tzinfo=TZ)


@pytest.mark.anyio
async def test_archive_summary_files_decode_as_plain_summary_records(tmp_path: Path) -> None:
    root = build(tmp_path)
    await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ)
    path = next(root.summaries_dir(-200).glob("*.json"))
    raw = msgspec.json.decode(path.read_bytes())
    assert raw["kind"] == "archive" and raw["message_range"] == {"from": 1, "to": 5}
    assert path.stat().st_mode & 0o777 == 0o600
