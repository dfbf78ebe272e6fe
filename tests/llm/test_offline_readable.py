"""Offline summaries read as the people's conversation: personas do not take it over, a
repeated message is one line, no filler word becomes a tag, a long message is one action
item and a vow about behaviour is none, verb forms name no topic and an offer on a
condition is no task."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.summaries.summarizer import SummaryDraft, SummaryRequest
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.records import MessageRecord
from tests.chat_lines import morning

pytestmark = pytest.mark.anyio

BOT_HEAVY = morning(
    [
        ("민수", "워크숍 장소는 가평 펜션으로 알아볼게요"),
        (
            "클로디",
            "좋은 생각이에요! 파이썬 타입 힌트와 파이썬 테스트 도구를 정리해 드릴게요. "
            "파이썬 린터 설정과 파이썬 포매터 설정도 같이 보면 좋아요. "
            "파이썬 버전은 3.12 이상을 권장해요.",
        ),
        ("지은", "가평 펜션 좋네요. 워크숍 날짜는 다음 달 둘째 주 어때요?"),
        ("클로디", "파이썬 가상환경과 파이썬 패키지 관리도 정리해 둘게요."),
        ("현우", "워크숍 회비는 인당 5만원으로 하죠"),
    ]
)


async def draft_of(messages: list[MessageRecord]) -> SummaryDraft:
    result = await OfflineSummarizer().summarize(SummaryRequest(chat_id=1, messages=messages))
    return result.draft


async def test_the_people_set_the_subjects_and_lines_not_the_persona() -> None:
    draft = await draft_of(BOT_HEAVY)
    assert draft.key_topics[:2] == ["워크숍", "가평"]
    assert "파이썬" not in draft.key_topics
    assert draft.topic_tag == "워크숍"
    assert not [line for line in draft.summary.splitlines() if "[bot]" in line]


async def test_a_repeated_message_is_one_summary_line() -> None:
    said = "워크숍 회비는 인당 5만원으로 하죠"
    draft = await draft_of(
        morning(
            [
                ("민수", said),
                ("지은", said),
                ("현우", "워크숍 장소는 가평 펜션 어때요"),
                ("민수", said),
            ]
        )
    )
    texts = [line.partition(": ")[2] for line in draft.summary.splitlines()[1:]]
    assert texts.count(said) == 1


async def test_counters_chat_words_and_proposal_words_are_no_topics() -> None:
    draft = await draft_of(
        morning(
            [
                ("민수", "3번째 안건 어때? 메시지 보셨죠"),
                ("지은", "2번째 메시지 봤어요. 어때 괜찮네요"),
                ("현우", "1번째 메시지에 안건 정리했어요, 어때"),
            ]
        )
    )
    assert {"번째", "메시지", "어때"}.isdisjoint(draft.key_topics)
    # the analyzer reads 안건 in one sentence, and the chat never said it before: the
    # window's first topic names no conversation (``names_window_by``)
    assert draft.key_topics[0] == "안건"
    assert draft.topic_tag == "general"


async def test_a_long_message_is_one_action_item_and_a_vow_is_none() -> None:
    long = (
        "제가 정리해 볼게요. 회의록은 제가 올릴게요. 예산표는 금요일까지 보낼게요. "
        "장소 예약도 할게요. 간식은 제가 살게요. 현수막도 주문할게요."
    )
    draft = await draft_of(
        morning(
            [
                ("민수", long),
                ("지은", "지난번엔 늦어서 미안해요. 다음엔 이런 일 없게 할게"),
                ("현우", "발표 자료는 제가 만들게요"),
            ]
        )
    )
    items = [item.text for item in draft.action_items]
    assert len([t for t in items if t.startswith("민수:")]) == 1
    assert not [t for t in items if "이런 일" in t]
    assert "현우: 발표 자료는 제가 만들게요" in items


async def test_verb_forms_are_no_topics_and_a_conditional_offer_is_no_task() -> None:
    draft = await draft_of(
        morning(
            [
                ("민수", "12시 반에 로비에서 봐요"),
                ("지은", "저는 샐러드 먹을래요. 광고비는 늘리는 게 좋겠어요"),
                ("현우", "견적서는 준호님이 받아 주실 수 있나요? 모델 바꾸면 크네요"),
                ("클로디", "필요하면 체크리스트를 만들어 드릴게요."),
                ("현우", "원하시면 제가 정리할게요"),
                ("민수", "로비 예약은 제가 할게요"),
            ]
        )
    )
    forms = {"반에", "봐요", "먹을래", "늘리", "준호님", "받아", "주실", "바꾸면", "크네"}
    assert forms.isdisjoint(draft.key_topics) and draft.topic_tag == "로비"
    assert draft.key_topics == ["로비", "샐러드", "광고비", "견적서", "모델"]  # the nouns
    assert [item.text for item in draft.action_items] == ["민수: 로비 예약은 제가 할게요"]


async def test_a_chat_of_photos_and_small_talk_is_named_by_its_subject() -> None:
    korean = await draft_of(
        morning(
            [
                ("수아", "[사진]"),
                ("수아", "[사진]"),
                ("민호", "ㅋㅋㅋ 아직 안 울어?"),
                ("수아", "[사진] 천천히 와도 돼"),
                ("민호", "할머니는 거기 계신대"),
                ("수아", "[사진]"),
                ("민호", "수아야 돌잔치 케이크 진짜 예쁘다"),
                ("수아", "돌잔치 끝나고 사진관 들르자"),
                ("민호", "케이크는 내가 찾아올게"),
            ]
        )
    )
    assert korean.topic_tag == "돌잔치"
    assert korean.key_topics[:2] == ["돌잔치", "케이크"]
    # a photo's marker, the fillers, the people and the members' names are no topics
    for no_topic in ("사진", "아직", "울어", "천천히", "계신대", "할머니", "수아"):
        assert no_topic not in korean.key_topics

    english = await draft_of(
        morning(
            [
                ("Tom", "[photo]"),
                ("Tom", "[사진]"),
                ("Ana", "lol still sleeping?"),
                ("Tom", "take it slow, no rush"),
                ("Ana", "the venue looks great in that one"),
                ("Tom", "[photo] venue wifi is down again"),
                ("Ana", "I'll call the venue about the wifi, Tom"),
            ]
        )
    )
    assert english.topic_tag == "venue"
    assert english.key_topics[:2] == ["venue", "wifi"]
    for no_topic in ("photo", "사진", "still", "sleeping", "lol", "tom", "great"):
        assert no_topic not in english.key_topics
