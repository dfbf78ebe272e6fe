"""Who agreed, as the offline summarizer reads it: the proposer and every member who
answers "찬성" within the decision's stretch of the window, not only the one who stated it;
a plan to agree later is no decision; one decision stated twice is one item; and the link
stays on the message that states the decision, though earlier messages are cited too."""

from __future__ import annotations

import msgspec
import pytest

from groupchat_memory.domain.summaries.decisions import ground, ledger_of, with_links
from groupchat_memory.domain.summaries.summarizer import SummaryDraft, SummaryRequest
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.records import CitedItem, MessageRange, MessageRecord, SummaryRecord
from tests.chat_lines import morning

pytestmark = pytest.mark.anyio

SUPERGROUP = -1001234567890
LONG_ANSWER = (
    "좋은 계획이에요. 장소는 역에서 가까워요. 예약은 미리 하는 게 좋아요. "
    "주차는 어려울 수 있어요. 저녁 7시면 붐빌 수 있어요. 메뉴는 미리 보시면 좋아요. "
    "필요하면 알려 주세요."
)


async def decisions_of(messages: list[MessageRecord]) -> list[CitedItem]:
    result = await OfflineSummarizer().summarize(SummaryRequest(chat_id=1, messages=messages))
    return result.draft.key_decisions


async def test_everyone_who_said_chanseong_is_listed_not_only_the_proposer() -> None:
    window = morning(
        [
            ("민준", "그럼 회비는 1인당 10만원으로 하자"),
            ("도윤", "찬성"),
            ("서연", "찬성! 계좌는 누구 걸로?"),
            ("민준", "계좌는 내 걸로 보내 줘"),
            ("클로디", "정리하면 회비는 1인당 10만원으로 결정됐어요"),
            ("지훈", "ㅇㅋ"),
        ]
    )
    [decision] = await decisions_of(window)
    assert decision.text.startswith("클로디 [bot]: 정리하면 회비는")
    assert decision.agreed_by == ["민준", "도윤", "서연", "지훈"] and not decision.proposal
    # the wrap-up stays first: the decision's link and day are those of that message
    assert decision.evidence == [5, 1, 2, 3, 6] and decision.stated == 5


async def test_agreement_after_a_long_persona_answer_still_counts() -> None:
    window = morning(
        [
            ("민준", "금요일 7시 강남에서 회식하기로 해요"),
            ("클로디", LONG_ANSWER),
            ("서연", "좋아요"),
            ("지훈", "+1"),
            ("도윤", "sounds good"),
        ]
    )
    [decision] = await decisions_of(window)
    assert decision.agreed_by == ["민준", "서연", "지훈", "도윤"]
    assert decision.evidence == [1, 3, 4, 5]


async def test_a_yes_to_a_new_question_or_to_another_message_is_not_agreement() -> None:
    window = morning(
        [
            ("민준", "금요일 7시 강남에서 회식하기로 해요"),
            ("서연", "동의"),
            ("지훈", "근데 점심은 뭐 먹어요?"),
            ("도윤", "좋아요"),  # answers the lunch question
            (
                "현우",
                "찬성",
            ),
        ]
    )
    [decision] = await decisions_of(window)
    assert decision.agreed_by == ["민준", "서연"]


async def test_a_reply_to_the_decision_counts_however_late_it_comes() -> None:
    lines = [("민준", "금요일 7시 강남에서 회식하기로 해요"), ("지훈", "근데 점심은 뭐 먹어요?")]
    lines += [("도윤", f"{n}번 메뉴 어때요") for n in range(12)]
    lines += [("서연", "찬성이에요"), ("현우", "저는 반대예요")]
    window = morning(lines, chat_id=SUPERGROUP, first_message_id=700)
    replies = {len(lines) - 2: 700, len(lines) - 1: 700}  # both answer the decision
    window = [msgspec.structs.replace(m, reply_to=replies.get(i)) for i, m in enumerate(window)]
    decision = next(d for d in await decisions_of(window) if "회식" in d.text)
    assert decision.agreed_by == ["민준", "서연"] and decision.objected_by == ["현우"]


async def test_agreement_before_a_decision_counts_only_with_its_proposal() -> None:
    window = morning(
        [
            ("도윤", "좋아요"),  # answers something said before the window
            ("서연", "네"),
            ("민준", "금요일 7시 강남에서 회식하기로 해요"),
        ]
    )
    assert await decisions_of(window) == []  # a proposal nobody took up yet
    taken_up = morning([*((m.sender, m.text) for m in window), ("지훈", "ㅇㅋ")])
    [decision] = await decisions_of(taken_up)
    assert decision.agreed_by == ["민준", "지훈"] and decision.evidence == [3, 4]
    other_subject = morning(
        [
            ("지훈", "점심은 국밥 어때요?"),
            ("서연", "좋아요"),
            ("민준", "금요일 회식은 강남으로 확정"),
        ]
    )
    [decision] = await decisions_of(other_subject)
    assert decision.agreed_by == ["민준"]  # the 좋아요 was for lunch


@pytest.mark.parametrize(
    "plan",
    [
        "예산안은 다음 회의에서 합의하죠",
        "장소는 나중에 정해요",
        "그건 다음 주에 다시 결정합시다",
        "Let's decide on it next week",
        "we can agree later",
    ],
)
async def test_a_plan_to_agree_later_is_not_a_decision(plan: str) -> None:
    window = morning([("민준", plan), ("서연", "좋아요")])
    assert await decisions_of(window) == []


async def test_a_decision_about_next_week_is_still_a_decision() -> None:
    window = morning([("민준", "다음 주 화요일 오후 배포로 확정합니다"), ("서연", "좋아요")])
    [decision] = await decisions_of(window)
    assert decision.agreed_by == ["민준", "서연"]


async def test_the_same_decision_twice_in_a_window_is_one_item_backed_by_both() -> None:
    window = morning(
        [
            ("민준", "금요일 7시 강남으로 확정!"),
            ("클로디", "네, 예약해 둘게요"),
            ("서연", "금요일 7시 강남으로 확정"),
        ]
    )
    [decision] = await decisions_of(window)
    assert decision.agreed_by == ["민준", "서연"] and decision.evidence == [1, 3]


def test_a_model_naming_one_decision_twice_gets_it_once() -> None:
    window = morning([("민준", "금요일 7시로 하기로 했어요"), ("서연", "좋아요"), ("지훈", "찬성")])
    draft = SummaryDraft(
        summary="회식",
        key_decisions=[
            CitedItem(text="금요일 7시 회식", evidence=[1, 2]),
            CitedItem(text="금요일 7시 회식.", evidence=[1, 3]),
        ],
    )
    [decision] = ground(draft, window).draft.key_decisions
    assert decision.evidence == [1, 2, 3] and decision.agreed_by == ["민준", "서연", "지훈"]


async def test_the_link_points_at_the_wrap_up_after_grounding_again_and_in_the_ledger() -> None:
    window = morning(
        [
            ("민준", "그럼 회비는 1인당 10만원으로 하자"),
            ("도윤", "찬성"),
            ("클로디", "회비는 1인당 10만원으로 결정됐어요"),
        ],
        chat_id=SUPERGROUP,
        first_message_id=411,
    )
    draft = SummaryDraft(summary="회비", key_decisions=await decisions_of(window))
    again = ground(draft, window).draft  # a summarizer's fill-in is grounded twice
    assert again.key_decisions[0].evidence == [3, 1, 2]
    record = SummaryRecord(
        timestamp="2026-03-02T11:00:00+09:00",
        date="2026-03-02",
        message_range=MessageRange(from_=1, to=3),
        summary="회비",
        key_decisions=again.key_decisions,
    )
    [entry] = with_links(ledger_of([("a.json", record)]), SUPERGROUP, {m.seq: m for m in window})
    assert entry.message_id == 413 and entry.link == "https://t.me/c/1234567890/413"
    assert entry.agreed_by == ["민준", "도윤"]
