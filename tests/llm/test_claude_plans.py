"""Plans that change and who does what through the real anthropic SDK and the fake
Messages API: the prompt shows what stands, the answer's ``replaces`` and item statuses
are kept only when the evidence bears them out."""

from __future__ import annotations

import dataclasses

import pytest

from groupchat_memory.bot.views.formatting import decisions_text
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


def _summary(start: int, end: int, items: list[CitedItem], model: str) -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"2026-05-0{1 + start // 30}T12:00:00+09:00",
        date=f"2026-05-0{1 + start // 30}",
        message_range=MessageRange(from_=start, to=end),
        summary="s",
        key_decisions=items,
        model=model,
    )


async def test_a_models_replaces_stands_where_the_rules_would_pair_otherwise(
    fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    # two offline summaries: the dinner (#12), then the second round (#40), which the
    # rules read as a change of the dinner's place (same subject word, another place)
    dinner = CitedItem(text="민준: 회식은 금요일 강남에서", evidence=[12], agreed_by=["민준"])
    second = CitedItem(text="서연: 회식 2차는 금요일 홍대에서", evidence=[40], agreed_by=["서연"])
    window = [
        _message(61, "서연", "회식 토요일로 미루는 거 어때요"),
        _message(62, "민준", "좋아요 토요일로 해요"),
    ]
    answer = {
        "summary": "회식 날짜 변경", "key_topics": ["회식"], "topic_tag": "회식",
        "key_decisions": [
            {"text": "서연: 회식은 토요일로", "evidence": [61, 62], "replaces": [12],
             "status": "open"},
        ],
        "action_items": [], "consensus_level": "agreed",
    }  # fmt: skip
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    request = SummaryRequest(
        chat_id=CHAT,
        messages=window,
        current_decisions=[EarlierItem(item=dinner, messages=[OLD_PLAN])],
    )
    result = await claude.summarize(request)
    entries = ledger_of(
        [
            ("a.json", _summary(1, 30, [dinner], "offline")),
            ("b.json", _summary(31, 60, [second], "offline")),
            ("c.json", _summary(61, 62, list(result.draft.key_decisions), result.model)),
        ]
    )
    status = {
        e.text: (e.status, e.superseded_by.text if e.superseded_by else None) for e in entries
    }
    assert status == {
        "서연: 회식은 토요일로": ("current", None),
        "민준: 회식은 금요일 강남에서": ("superseded", "서연: 회식은 토요일로"),
        "서연: 회식 2차는 금요일 홍대에서": ("current", None),
    }


async def test_a_decision_the_model_says_was_taken_back_is_dropped_not_a_new_plan(
    fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    banner = CitedItem(text="민준: 현수막 주문하기로", evidence=[20], agreed_by=["민준", "서연"])
    window = [
        _message(70, "민준", "현수막은 그냥 안 하는 걸로 해요"),
        _message(71, "서연", "ㅇㅋ"),
    ]
    answer = {
        "summary": "현수막 취소", "key_topics": ["현수막"], "topic_tag": "현수막",
        "key_decisions": [
            {"text": "민준: 현수막은 안 하기로", "evidence": [70, 71], "replaces": [20],
             "status": "dropped"},
        ],
        "action_items": [], "consensus_level": "agreed",
    }  # fmt: skip
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    said = _message(20, "민준", "현수막 주문하기로 해요")
    request = SummaryRequest(
        chat_id=CHAT, messages=window, current_decisions=[EarlierItem(item=banner, messages=[said])]
    )
    result = await claude.summarize(request)
    schema = fake.requests[0].body["tools"][0]["input_schema"]["properties"]
    status_help = schema["key_decisions"]["items"]["properties"]["status"]["description"]
    assert "dropped" in status_help.split("decisions:")[1]
    (drop,) = result.draft.key_decisions
    assert (drop.status, drop.replaces) == ("dropped", [20])
    entries = ledger_of(
        [
            ("a.json", _summary(1, 30, [banner], "offline")),
            ("b.json", _summary(61, 71, list(result.draft.key_decisions), result.model)),
        ]
    )
    assert [(e.text, e.status, e.dropped_by) for e in entries] == [
        ("민준: 현수막 주문하기로", "dropped", [70, 71])
    ]
    shown = decisions_text(entries)
    assert "🧭 결정 0개" in shown and "🚫 취소된 결정 1개" in shown
    assert "- (취소됨) 2026-05-01 · 민준: 현수막 주문하기로" in shown


async def test_owners_are_members_and_a_done_item_stands_on_the_message_it_cites(
    fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    window = [
        _message(64, "서연", "자리 잡아놨어요 창가 쪽으로"),  # done, in words no rule reads
        _message(65, "민준", "현수막 시안은 제가 내일까지 만들어 볼게요"),
        _message(66, "서연", "사진은 팀장님이 챙겨주세요"),
    ]
    answer = {
        "summary": "회식 준비", "key_topics": ["회식"], "topic_tag": "회식",
        "key_decisions": [],
        "action_items": [
            {"text": "서연: 예약은 제가 할게요", "evidence": [14, 64], "owner": "서연님",
             "due": "", "status": "done"},
            {"text": "민준: 현수막 시안", "evidence": [65], "owner": "@민준", "due": "내일",
             "status": "open"},
            {"text": "팀장: 사진 챙기기", "evidence": [66], "owner": "팀장님", "due": "",
             "status": "open"},  # no member of the chat: the one who gave the task
        ],
        "consensus_level": "tentative",
    }  # fmt: skip
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    request = dataclasses.replace(_request(), messages=window)
    draft = (await claude.summarize(request)).draft
    got = [(i.owner, i.status, i.evidence) for i in draft.action_items]
    assert got == [("서연", "done", [14, 64]), ("민준", "open", [65]), ("서연", "open", [66])]


async def test_the_rules_close_no_item_the_model_answered_for(
    fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    window = [
        _message(64, "서연", "예약 다 했어요"),  # the rules would read the item done
        _message(65, "민준", "아 근데 회식이 취소됐대요 예약은 안 해도 돼요"),
    ]
    answer = {
        "summary": "회식 취소", "key_topics": ["회식"], "topic_tag": "회식",
        "key_decisions": [],
        "action_items": [
            {"text": "서연: 예약은 제가 할게요", "evidence": [14, 65], "owner": "서연",
             "due": "", "status": "dropped"},
        ],
        "consensus_level": "agreed",
    }  # fmt: skip
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    request = dataclasses.replace(_request(), messages=window)
    draft = (await claude.summarize(request)).draft
    assert [(i.status, i.evidence) for i in draft.action_items] == [("dropped", [14, 65])]
