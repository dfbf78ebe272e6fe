"""A summary shown in full names its subjects once: the offline overview line already
opens with "주제: ...", so the topics line below names only the other keywords."""

from __future__ import annotations

from groupchat_memory.bot.views.formatting import summary_detail_text
from groupchat_memory.store.records import MessageRange, SummaryRecord


def summary(text: str, topics: list[str]) -> SummaryRecord:
    return SummaryRecord(
        timestamp="2026-03-12T20:40:00+09:00",
        date="2026-03-12",
        message_range=MessageRange(from_=1, to=43),
        summary=text,
        key_topics=topics,
        topic_tag="가평",
    )


def test_the_offline_overview_and_the_topics_line_do_not_repeat_the_subjects() -> None:
    text = summary_detail_text(
        summary(
            "주제: 가평, 회비, 강릉 · 참여: 민준, 서연 · 메시지 43개\n서연: 가평에 세 군데 있었어",
            ["가평", "회비", "강릉", "회의실", "펜션"],
        )
    )
    assert len([line for line in text.splitlines() if line.startswith("주제: ")]) == 1
    assert "키워드: 회의실, 펜션" in text.splitlines()


def test_a_written_summary_keeps_its_topics_line() -> None:
    text = summary_detail_text(summary("가평 워크숍 장소와 회비를 정했다.", ["가평", "회비"]))
    assert "주제: 가평, 회비" in text.splitlines()
