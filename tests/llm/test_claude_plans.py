"""Plans that change and who does what through the real anthropic SDK and the fake
Messages API: the prompt shows what stands, the answer's ``replaces`` and item statuses
are kept only when the evidence bears them out."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.summaries.decisions import ledger_of
from groupchat_memory.domain.summaries.summarizer import EarlierItem, SummaryRequest
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME
from groupchat_memory.store.records import CitedItem, MessageRange, MessageRecord, SummaryRecord
from tests.fakes.fake_anthropic import FakeAnthropic, tool_use

pytestmark = pytest.mark.anyio

CHAT = -1001234567890


def _message(seq: int, sender: str, text: str) -> MessageRecord:
    return MessageRecord(
        sender=sender,
        text=text,
        timestamp=f"2026-05-02T19:{seq % 60:02d}:00+09:00",
        chat_id=CHAT,
        message_id=900 + seq,
        seq=seq,
    )


OLD_PLAN = _message(12, "민준", "회식은 금요일 강남에서 하기로 했어요")
OLD_TASK = _message(14, "서연", "예약은 제가 할게요")
WINDOW = [
    _message(61, "서연", "장소를 바꿔서 홍대에서 모이기로 해요"),
    _message(62, "민준", "좋아요"),
    _message(63, "민준", "예약도 끝냈어요"),  # not the owner's word: the owner is 서연
    _message(64, "서연", "예약 다 했어요"),
]


def _request() -> SummaryRequest:
    return SummaryRequest(
        chat_id=CHAT,
        messages=WINDOW,
        current_decisions=[
            EarlierItem(
                item=CitedItem(text=f"민준: {OLD_PLAN.text}", evidence=[12]), messages=[OLD_PLAN]
            )
        ],
        open_todos=[
            EarlierItem(
                item=CitedItem(text=f"서연: {OLD_TASK.text}", evidence=[14], owner="서연"),
                messages=[OLD_TASK],
            )
        ],
    )


async def test_the_model_names_what_a_decision_replaces_and_an_item_done_citing_the_ids(
    fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    answer = {
        "summary": "회식 장소 변경",
        "key_topics": ["회식"],
        "topic_tag": "회식",
        "key_decisions": [
            {"text": "서연: 회식은 홍대에서", "evidence": [61, 62], "replaces": [12, 7000]},
        ],
        "action_items": [
            {"text": "서연: 예약은 제가 할게요", "evidence": [14, 64], "owner": "서연",
             "due": "", "status": "done"},
            {"text": "민준: 발표 준비", "evidence": [62], "owner": "민준", "due": "금요일",
             "status": "done"},  # nothing later says so: stays open
        ],
        "consensus_level": "agreed",
    }  # fmt: skip
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    result = await claude.summarize(_request())
    user = fake.requests[0].body["messages"][0]["content"]
    standing, _, window = user.partition("\n===\n")
    assert "#12 민준: 회식은 금요일 강남에서" in standing and "#14 서연: 예약은" in standing
    assert "#61 서연: 장소를 바꿔서" in window
    schema = fake.requests[0].body["tools"][0]["input_schema"]["properties"]
    assert "replaces" in schema["key_decisions"]["items"]["properties"]
    draft = result.draft
    (decision,) = draft.key_decisions
    assert decision.replaces == [12]  # an id after the decision's own evidence is no claim
    items = {item.text: item for item in draft.action_items}
    assert items["서연: 예약은 제가 할게요"].status == "done"
    assert items["서연: 예약은 제가 할게요"].evidence == [14, 64]
    assert items["민준: 발표 준비"].status == "open" and items["민준: 발표 준비"].due == "금요일"
    earlier = SummaryRecord(
        timestamp="2026-05-01T12:00:00+09:00",
        date="2026-05-01",
        message_range=MessageRange(from_=1, to=50),
        summary="s",
        key_decisions=[CitedItem(text=f"민준: {OLD_PLAN.text}", evidence=[12], agreed_by=["민준"])],
    )
    later = SummaryRecord(
        timestamp="2026-05-02T20:00:00+09:00",
        date="2026-05-02",
        message_range=MessageRange(from_=61, to=64),
        summary=draft.summary,
        key_decisions=list(draft.key_decisions),
    )
    entries = ledger_of([("a.json", earlier), ("b.json", later)])
    assert [(e.text, e.status) for e in entries] == [
        ("서연: 회식은 홍대에서", "current"),
        (f"민준: {OLD_PLAN.text}", "superseded"),
    ]


async def test_without_an_answer_the_rules_close_the_owners_item_and_not_anothers_word(
    fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    answer = {"summary": "회식", "key_topics": [], "topic_tag": "회식", "key_decisions": [],
              "action_items": [], "consensus_level": "exploratory"}  # fmt: skip
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    draft = (await claude.summarize(_request())).draft
    (item,) = draft.action_items
    assert (item.owner, item.status, item.evidence) == ("서연", "done", [14, 64])
