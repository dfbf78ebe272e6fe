"""A summary whose window named nothing ("general": small talk between subjects, a few
words) shows in ``/목차`` by the name of the next named summary of its conversation, else
the one before, and with neither it is small talk in the chat's language: a group reads
"general_001" as no name at all."""

from __future__ import annotations

import msgspec

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


def test_another_conversation_lends_no_name() -> None:
    rows = toc_rows(_files(_summary("general", 1, thread=7), _summary("보일러", 6, thread=9)))
    assert [r.topic_tag for r in rows] == ["일상대화", "보일러"]


def _said(record: SummaryRecord, line: str) -> SummaryRecord:
    overview = "주제: 일상 대화 · 참여: … · 메시지 3개"
    return msgspec.structs.replace(record, summary=f"{overview}\n{line}")


def test_with_no_name_in_its_conversation_it_is_small_talk_in_the_chats_language() -> None:
    korean = _said(_summary("general", 1, thread=7), "민지: 다들 주말 잘 보냈어?")
    english = _said(_summary("general", 1), "Priya: morning all, how was the weekend?")
    assert [r.label for r in toc_rows(_files(korean))] == ["일상대화_001"]
    assert [r.label for r in toc_rows(_files(english))] == ["small_talk_001"]
