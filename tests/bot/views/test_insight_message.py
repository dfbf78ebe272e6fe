"""The ``/정리`` chat message: a report file turned into readable plain text."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from groupchat_memory.bot.views.insight_message import body_lines, insight_message
from groupchat_memory.domain.summaries.insights import render_insight
from groupchat_memory.store.records import InsightRecord, MessageRange

SEOUL = ZoneInfo("Asia/Seoul")


def report(title: str, body: str) -> str:
    return render_insight(
        InsightRecord(
            chat_id=-100,
            chat_title="팀",
            title=title,
            created="2026-03-15T21:51:22+09:00",
            period_from="2026-03-12T11:02:05+00:00",
            period_to="2026-03-15T21:21:22+09:00",
            message_range=MessageRange(from_=3, to=40),
            source_summaries=["a.json", "b.json"],
            body=body,
        )
    )


def test_front_matter_and_markdown_marks_become_a_plain_korean_message() -> None:
    body = "## 핵심 논점\n- **배포** 시간 제한\n  - `CI` 검사\n\n## 결론\n1. 평일 오전만\n---\n끝"
    text = insight_message(report("팀: 배포 규칙", body), SEOUL, "2026-03-15_insight_001.md")
    assert text.splitlines() == [
        "📝 팀: 배포 규칙",
        "🗓 2026-03-12 20:02 ~ 2026-03-15 21:21 · 메시지 #3~#40 · 요약 2개",
        "",
        "[핵심 논점]",
        "• 배포 시간 제한",
        "  • CI 검사",
        "",
        "[결론]",
        "• 평일 오전만",
        "",
        "끝",
        "",
        "(리포트 파일: 2026-03-15_insight_001.md)",
    ]


def test_hostile_text_reaches_the_chat_as_written_and_a_broken_file_still_reads() -> None:
    text = insight_message(report("<b>a & b</b>", '- x < y & "z"\n# 제목 #'), SEOUL)
    assert text.startswith("📝 <b>a & b</b>\n")
    assert '• x < y & "z"' in text and "[제목]" in text
    assert insight_message("---\nchat_id: 1\n---\n## 요약\n- 하나", SEOUL) == "[요약]\n• 하나"
    assert body_lines("") == []
