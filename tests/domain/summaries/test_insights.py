"""Insight files: front matter round trip, atomic exclusive names, masking, 0600."""

from __future__ import annotations

import os
import stat
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.domain.summaries.insights import (
    make_insight,
    parse_insight,
    render_insight,
    save_insight,
)
from groupchat_memory.domain.summaries.summarizer import ReportRequest
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import InsightRecord, MessageRange, MessageRecord

SEOUL = ZoneInfo("Asia/Seoul")


def _record(**overrides: object) -> InsightRecord:
    fields: dict[str, object] = {
        "chat_id": -1001234567890,
        "chat_title": 'AI집단지성: "토론방"',
        "title": "배포 일정: 금요일",
        "created": "2026-03-02T21:30:00+09:00",
        "period_from": "2026-03-02T09:00:00+09:00",
        "period_to": "2026-03-02T21:00:00+09:00",
        "message_range": MessageRange(from_=101, to=180),
        "source_summaries": ["2026-03-02_deploy_001.json", "2026-03-02_deploy_002.json"],
        "model": "claude-haiku-4-5",
        "body": "## 핵심 논점\n- 배포\n\n## 결론\n- 금요일\n\n## 액션 아이템\n- 없음",
    }
    fields.update(overrides)
    return InsightRecord(**fields)  # type: ignore[arg-type]


def test_an_insight_renders_front_matter_then_title_then_body() -> None:
    text = render_insight(_record())
    lines = text.splitlines()
    assert lines[0] == "---"
    assert "chat_id: -1001234567890" in lines
    assert 'message_range: {"from": 101, "to": 180}' in lines
    assert "# 배포 일정: 금요일" in lines
    assert text.index("## 핵심 논점") > text.index("# 배포 일정")


def test_parse_reads_back_what_render_wrote() -> None:
    record = _record()
    assert parse_insight(render_insight(record)) == record


def test_parse_accepts_plain_scalars_and_rejects_a_missing_front_matter() -> None:
    text = render_insight(_record()).replace('model: "claude-haiku-4-5"', "model: offline")
    assert parse_insight(text).model == "offline"
    with pytest.raises(RecordError, match="front matter"):
        parse_insight("# just markdown")
    with pytest.raises(RecordError, match="closing"):
        parse_insight("---\nchat_id: 1\n")


def test_save_writes_numbered_files_that_never_overwrite(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    first = save_insight(root, _record())
    second = save_insight(root, _record(title="두 번째"))
    assert first.name == "2026-03-02_insight_001.md"
    assert second.name == "2026-03-02_insight_002.md"
    assert first.parent == root.insights_dir()
    assert parse_insight(first.read_text()).title == "배포 일정: 금요일"
    assert parse_insight(second.read_text()).title == "두 번째"
    assert sorted(p.name for p in root.insights_dir().iterdir()) == [first.name, second.name]


def test_saved_insights_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        path = save_insight(DataRoot(tmp_path), _record())
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_pii_in_an_insight_is_masked_in_the_file(tmp_path: Path) -> None:
    record = _record(
        title="010-2345-6789 연락",
        body="## 액션 아이템\n- 민수: kim.minsu@example.com 으로 견적 요청 (010-2345-6789)",
    )
    path = save_insight(DataRoot(tmp_path), record)
    text = path.read_text()
    assert "010-2345-6789" not in text and "kim.minsu@example.com" not in text
    assert "[전화번호]" in text and "[이메일]" in text
    assert parse_insight(text).chat_id == -1001234567890


@pytest.mark.anyio
async def test_an_offline_report_becomes_a_complete_insight_file(tmp_path: Path) -> None:
    messages = [
        MessageRecord(
            sender=name,
            text=text,
            timestamp=f"2026-03-02T1{i}:00:00+09:00",
            seq=40 + i,
        )
        for i, (name, text) in enumerate(
            [("민수", "배포는 금요일로 확정합니다"), ("지연", "배포 공지는 제가 보낼게요")]
        )
    ]
    request = ReportRequest(chat_id=7, chat_title="팀방", messages=messages)
    result = await OfflineSummarizer().report(request)
    created = datetime(2026, 3, 2, 23, 59, tzinfo=SEOUL)
    record = make_insight(request, result, created=created, source_summaries=["a.json"])
    assert record.message_range == MessageRange(from_=40, to=41)
    assert record.period_from == "2026-03-02T10:00:00+09:00"
    assert record.period_to == "2026-03-02T11:00:00+09:00"
    path = save_insight(DataRoot(tmp_path), record)
    assert path.name == "2026-03-02_insight_001.md"
    back = parse_insight(path.read_text())
    assert back.model == "offline" and back.source_summaries == ["a.json"]
    assert "- 민수: 배포는 금요일로 확정합니다" in back.body
    assert not [p for p in path.parent.iterdir() if p.name.startswith(".")]  # no temp left
