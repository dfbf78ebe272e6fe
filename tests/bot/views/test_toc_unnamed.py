"""A summary whose window named nothing ("general": small talk between subjects, a few
words) shows in ``/목차`` by the name of the next named summary of its conversation, else
the one before: a group reads "general_001" as no name at all."""

from __future__ import annotations

from groupchat_memory.bot.views.formatting import toc_rows
from groupchat_memory.store.records import MessageRange, SummaryRecord


def _summary(tag: str, first: int, thread: int | None = None) -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"2026-03-02T10:{first:02d}:00+09:00",
        date="2026-03-02",
        message_range=MessageRange(from_=first, to=first + 4),
        summary="주제: ...",
        topic_tag=tag,
        thread_id=thread,
    )


def _files(*records: SummaryRecord) -> list[tuple[str, SummaryRecord]]:
    return [(f"{r.topic_tag}_{i:03d}.md", r) for i, r in enumerate(records, 1)]


def test_an_unnamed_summary_takes_the_next_name_of_its_conversation_else_the_one_before() -> None:
    rows = toc_rows(
        _files(
            _summary("이사", 1),
            _summary("general", 6),
            _summary("general", 11),
            _summary("점심", 16),
            _summary("general", 21),
        )
    )
    assert [r.topic_tag for r in rows] == ["이사", "점심", "점심", "점심", "점심"]
    assert rows[1].label == "점심_002"
    assert rows[1].file == "general_002.md"  # the file is still the one opened


def test_another_conversation_lends_no_name_and_with_none_named_it_stays_general() -> None:
    rows = toc_rows(_files(_summary("general", 1, thread=7), _summary("보일러", 6, thread=9)))
    assert [r.topic_tag for r in rows] == ["general", "보일러"]
