"""Answers that help: the /history maximum, /기억 pointing to /search, /search and /stats
after an archive, /목차 newest first, ``stats --json`` without internal topics.

``text_answer`` is the text the chat command posts and the console prints."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.demo import DEMO_CHAT, demo_config, sample_lines
from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.answers import text_answer
from groupchat_memory.domain.queries import context
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.domain.summaries.insights import save_insight
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.records import InsightRecord, MessageRange, SummaryRecord, TokenUsage
from groupchat_memory.upkeep.archive import run_archive

CHAT = DEMO_CHAT


async def replayed(tmp_path: Path, lines: int | None = None) -> Config:
    config = demo_config(tmp_path / "data")
    clock = ReplayClock(datetime.now(UTC))
    async with writer_system(config, clock) as system:
        await ingest_lines(system, clock, CHAT, sample_lines()[:lines], config.memory)
    return config


@pytest.mark.anyio
async def test_history_500_says_the_maximum_and_shows_100(tmp_path: Path) -> None:
    config = await replayed(tmp_path)
    lines = text_answer(config, CHAT, "history", "500").splitlines()
    assert lines[0] == "🕘 최근 메시지 100개 (한 번에 최대 100개까지 보여 드립니다)"
    assert len(lines) == 101
    assert text_answer(config, CHAT, "history", "100").splitlines()[0] == "🕘 최근 메시지 100개"
    for bad in ("abc", "0", "-3"):
        assert text_answer(config, CHAT, "history", bad) == fmt.HISTORY_USAGE


@pytest.mark.anyio
async def test_recall_without_a_matching_summary_points_to_search_when_messages_match(
    tmp_path: Path,
) -> None:
    config = await replayed(tmp_path, lines=30)  # one summary, which does not name 서울역
    text = text_answer(config, CHAT, "recall", "서울역")
    first, second = text.splitlines()
    assert first == "🔍 '서울역'에 대한 기억이 없습니다."
    assert second == "요약에는 없지만 메시지 1건에 나옵니다: /search 서울역"
    assert text_answer(config, CHAT, "recall", "없는말") == "🔍 '없는말'에 대한 기억이 없습니다."


@pytest.mark.anyio
async def test_search_and_stats_after_an_archive_point_to_the_archive_summaries(
    tmp_path: Path,
) -> None:
    config = await replayed(tmp_path)
    report = await run_archive(
        config.root,
        OfflineSummarizer(),
        older_than_days=1,
        now=datetime(2026, 3, 15, 3, 0, tzinfo=UTC),
        tz=config.timezone,
    )
    assert report.ok
    text = text_answer(config, CHAT, "search", "펜션")
    assert "📦 2026-03-12 ~ 2026-03-13의 메시지는 아카이브 요약 " in text
    assert "'펜션'이 나오는 아카이브 요약 1개:" in text
    (line,) = [x for x in text.splitlines() if x.startswith("• [2026-03-12 ~ 2026-03-13] 주제: ")]
    assert "가평" in line.partition(" · ")[0]
    missing = text_answer(config, CHAT, "search", "없는말")
    assert "아카이브 요약에도 '없는말'은 없습니다." in missing
    assert text.startswith("🔎 '펜션'이 들어간 메시지가 없습니다.")


@pytest.mark.anyio
async def test_after_an_archive_cli_search_and_the_persona_context_include_the_periods(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    config = await replayed(tmp_path)
    report = await run_archive(
        config.root,
        OfflineSummarizer(),
        older_than_days=1,
        now=datetime(2026, 3, 15, 3, 0, tzinfo=UTC),
        tz=config.timezone,
    )
    assert report.ok
    monkeypatch.delenv("GROUPCHAT_MEMORY_CONFIG", raising=False)
    code = main(["--data-dir", str(config.data_dir), "search", "--chat", str(CHAT), "펜션"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.strip() == text_answer(config, CHAT, "search", "펜션")  # as the chat answers
    assert "'펜션'이 나오는 아카이브 요약 1개:" in out
    ctx = context(config.root, CHAT, "가평 펜션은 어디로 했었지?", settings=config.memory)
    assert any(s.kind == "archive" for s in ctx.summaries)
    assert "아카이브]" in ctx.context.split("[최근 대화]")[0]

    stats = text_answer(config, CHAT, "stats", "")
    archived = [line for line in stats.splitlines() if line.startswith("아카이브된 기간")]
    assert archived == ["아카이브된 기간: 2개 (2026-03-12 ~ 2026-03-13)"]


@pytest.mark.anyio
async def test_the_table_of_contents_is_newest_first(tmp_path: Path) -> None:
    config = await replayed(tmp_path)
    toc = text_answer(config, CHAT, "toc", "")
    assert toc.startswith("📋 대화 목차\n")
    assert toc.index("2026-03-15:") < toc.index("2026-03-13:") < toc.index("2026-03-12:")


@pytest.mark.anyio
async def test_stats_counts_model_calls_of_summaries_and_reports_per_provider(
    tmp_path: Path,
) -> None:
    config = await replayed(tmp_path, lines=60)  # offline summaries: no model calls
    offline = text_answer(config, CHAT, "stats", "")
    assert "LLM 호출: 없음" in offline and "LLM 토큰" not in offline  # one coherent line
    spent = TokenUsage(input_tokens=1200, output_tokens=300)
    summary = SummaryRecord(
        timestamp="2026-03-12T21:00:00+09:00",
        date="2026-03-12",
        message_range=MessageRange(from_=61, to=70),
        summary="요약",
        model="claude-haiku-4-5",
        usage=spent,
    )
    write_summary_file(config.root.summaries_dir(CHAT), date(2026, 3, 12), summary)
    for chat in (CHAT, CHAT + 1):  # the insights folder is shared: only this chat counts
        save_insight(
            config.root,
            InsightRecord(
                chat_id=chat,
                chat_title="AI집단지성",
                title="t",
                created="2026-03-15T21:00:00+09:00",
                period_from="2026-03-12T20:00:00+09:00",
                period_to="2026-03-15T21:00:00+09:00",
                message_range=MessageRange(from_=1, to=70),
                model="claude-sonnet-4-5",
                usage=spent,
                body="본문",
            ),
        )
    lines = text_answer(config, CHAT, "stats", "").splitlines()
    assert "LLM 토큰: 입력 2,400 / 출력 600 (캐시 읽기 0, 캐시 쓰기 0)" in lines
    assert "LLM 호출 (요약·리포트):" in lines
    assert "• anthropic: 2회 (요약 1, 리포트 1) · 입력 2,400 / 출력 600 토큰" in lines
