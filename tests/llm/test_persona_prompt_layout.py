"""The persona prompt a person can read: one header per layer with dates, the relevant
summaries beside the newest ones, bots marked, the current message once."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from groupchat_memory.domain.context import (
    RECENT_HEADER,
    RELATED_HEADER,
    SUMMARY_HEADER,
    assemble,
)
from groupchat_memory.llm.replies import build_prompt
from groupchat_memory.llm.settings import PersonaModel
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord

TZ = ZoneInfo("Asia/Seoul")
PERSONA = PersonaModel(name="클로디", persona="너는 꼼꼼한 클로디.")
QUESTION = "@claudy_bot 워크숍 회비 얼마로 하기로 했지?"


def said(seq: int, text: str, *, sender: str = "민수", is_bot: bool = False) -> MessageRecord:
    at = datetime(2026, 3, 1, 9, 0, tzinfo=TZ) + timedelta(days=seq // 100, minutes=seq % 100)
    return MessageRecord(
        sender=sender, text=text, timestamp=at.isoformat(), seq=seq, message_id=seq, is_bot=is_bot
    )


def summary(day: int, topic: str, text: str) -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"2026-03-{day:02d}T10:00:00+09:00",
        date=f"2026-03-{day:02d}",
        message_range=MessageRange(from_=day, to=day),
        summary=text,
        topic_tag=topic,
    )


def layout() -> tuple[str, str]:
    """The memory block and the message block of a question about an older topic."""
    latest = [
        summary(10, "스터디_001", "알고리즘 스터디는 화요일 저녁에 하기로 함"),
        summary(11, "스터디_002", "스터디 장소는 강남역 스터디카페"),
        summary(12, "스터디_003", "스터디 교재는 각자 준비"),
    ]
    fee = summary(2, "워크숍_001", "워크숍 회비는 1인 3만원, 총무는 영희")
    recent = [said(1000 + i, f"점심은 김치찌개 어때 {i}") for i in range(20)]
    recent.append(said(1020, "저는 된장찌개요", sender="클로디 [bot]"))  # a person's name
    recent.append(said(1021, "둘 다 좋아요!", sender="잼민이", is_bot=True))
    recent.append(said(1022, QUESTION))
    older = [said(105, "워크숍 회비는 3만원으로 정했어요", sender="영희")]
    ctx = assemble(
        latest,
        recent,
        4000,
        relevant_messages=older,
        relevant_summaries=[fee],
        current_id=1022,
    )
    prompt = build_prompt(PERSONA, ctx, "민수", QUESTION, [])
    return prompt.memory, prompt.message


def test_each_layer_has_its_own_header_in_reading_order_with_dates() -> None:
    memory, _ = layout()
    summaries = memory.index(SUMMARY_HEADER)
    related = memory.index(RELATED_HEADER)
    recent = memory.index(RECENT_HEADER)
    assert summaries < related < recent
    older = memory[related:recent]
    assert "\n[2026-03-02] 영희: 워크숍 회비는 3만원으로 정했어요" in older
    assert memory[recent:].startswith(f"{RECENT_HEADER}\n[2026-03-11] 민수: 점심은")


def test_the_relevant_summary_sits_beside_the_two_newest() -> None:
    memory, _ = layout()
    block = memory[memory.index(SUMMARY_HEADER) : memory.index(RELATED_HEADER)]
    assert "- (2026-03-02, 워크숍_001) 워크숍 회비는 1인 3만원" in block
    assert "(2026-03-12, 스터디_003)" in block and "(2026-03-11, 스터디_002)" in block


def test_bots_are_marked_and_a_person_cannot_wear_the_mark() -> None:
    memory, _ = layout()
    assert "\n잼민이 [bot]: 둘 다 좋아요!" in memory
    assert "\n클로디: 저는 된장찌개요" in memory  # a person named "클로디 [bot]"
    assert "클로디 [bot]:" not in memory


def test_the_current_message_appears_once() -> None:
    memory, message = layout()
    assert "워크숍 회비 얼마로" not in memory
    assert message.count("워크숍 회비 얼마로 하기로 했지?") == 1
