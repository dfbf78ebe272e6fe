"""The offline extractive summarizer: deterministic, and it finds what matters."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.summaries.summarizer import ReportRequest, SummaryRequest
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.records import CitedItem, MessageRange, MessageRecord, SummaryRecord
from tests.chat_lines import morning

pytestmark = pytest.mark.anyio


def _window(*lines: tuple[str, str]) -> list[MessageRecord]:
    return morning(lines)


DEPLOY = _window(
    ("민수", "이번 주 배포 일정 정해야 해요. 금요일 어때요?"),
    ("지연", "금요일 배포 좋아요. 회귀 테스트는 목요일까지 끝낼게요"),
    ("클로디", "배포 전에 회귀 테스트 체크리스트를 만들어 드릴게요"),
    ("준호", "배포 공지는 제가 담당할게요"),
    ("민수", "좋습니다. 금요일 오후 배포로 확정합니다"),
    ("지연", "점심 뭐 먹어요?"),
)


def _texts(items: list[CitedItem]) -> list[str]:
    return [item.text for item in items]


def _request(messages: list[MessageRecord], **kw: object) -> SummaryRequest:
    return SummaryRequest(chat_id=1, messages=messages, **kw)  # type: ignore[arg-type]


async def test_the_summary_names_topics_participants_decisions_and_actions() -> None:
    result = await OfflineSummarizer().summarize(_request(DEPLOY))
    draft = result.draft
    assert result.model == "offline" and result.usage is None
    # the persona's 회귀 테스트 line does not count: the people set the subjects; a day
    # (금요일) says when, the deciding (확정) is no subject either
    # 일정 is a filler (chats' people called it no subject): after the other nouns
    assert draft.key_topics == ["배포", "회귀", "테스트", "공지", "일정"]
    assert _texts(draft.key_decisions) == ["민수: 금요일 오후 배포로 확정합니다"]
    assert "준호: 배포 공지는 제가 담당할게요" in _texts(draft.action_items)
    assert "클로디 [bot]: 배포 전에 회귀 테스트 체크리스트를 만들어 드릴게요" in _texts(
        draft.action_items
    )
    assert "지연: 회귀 테스트는 목요일까지 끝낼게요" in _texts(draft.action_items)
    assert draft.consensus_level == "decided"
    assert draft.topic_tag == "배포"
    lines = draft.summary.splitlines()
    assert 2 <= len(lines) <= 5
    assert lines[0].startswith("주제: 배포") and "민수, 지연, 클로디, 준호" in lines[0]
    assert "메시지 6개" in lines[0]
    assert not any("점심" in line for line in lines)  # off-topic chatter is not a key sentence


async def test_a_promise_inside_quote_marks_is_a_draft_not_a_task() -> None:
    for draft_line in (
        '"고객님 안녕하세요. 견적서는 확인 후 내일 중으로 회신드리겠습니다."',
        '초안이에요: "고객님, 견적서는 검토 후 내일 회신드리겠습니다."',
    ):
        window = _window(
            ("민수", "거래처에 보낼 답장 초안 좀 써줄래?"),
            ("클로디", draft_line),
            ("지연", "좋네요. 발송은 제가 오늘 오후에 할게요"),
        )
        draft = (await OfflineSummarizer().summarize(_request(window))).draft
        assert _texts(draft.action_items) == ["지연: 발송은 제가 오늘 오후에 할게요"], draft_line


async def test_the_same_window_gives_the_same_summary() -> None:
    first = await OfflineSummarizer().summarize(_request(DEPLOY))
    second = await OfflineSummarizer().summarize(_request(list(DEPLOY)))
    assert first == second


async def test_consensus_goes_from_exploratory_to_agreed_by_what_the_messages_do() -> None:
    ideas = _window(
        ("민수", "캐시 서버를 레디스로 바꾸는 아이디어가 있어요"),
        ("지연", "레디스 괜찮은지 궁금하네요?"),
    )
    agreed = _window(("민수", "캐시는 레디스로 가자"), ("지연", "동의합니다"))
    leaning = _window(("민수", "레디스로 바꾸는 거 어때요?"))
    summarizer = OfflineSummarizer()
    assert (await summarizer.summarize(_request(ideas))).draft.consensus_level == "exploratory"
    assert (await summarizer.summarize(_request(leaning))).draft.consensus_level == "tentative"
    assert (await summarizer.summarize(_request(agreed))).draft.consensus_level == "agreed"


async def test_english_decisions_and_commitments_are_found() -> None:
    window = _window(
        ("Ann", "We decided to ship the beta on Monday."),
        ("Bob", "I'll write the release notes."),
        ("Ann", "Should we also update the docs?"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window))).draft
    assert _texts(draft.key_decisions) == ["Ann: We decided to ship the beta on Monday."]
    assert _texts(draft.action_items) == ["Bob: I'll write the release notes."]
    assert draft.consensus_level == "decided"


async def test_a_known_topic_is_kept_unless_it_is_pending() -> None:
    kept = await OfflineSummarizer().summarize(_request(DEPLOY, topic="release"))
    renamed = await OfflineSummarizer().summarize(
        _request(DEPLOY, topic="release", topic_pending=True)
    )
    assert kept.draft.topic_tag == "release"
    assert renamed.draft.topic_tag == "배포"


async def test_an_empty_window_still_gives_a_valid_draft() -> None:
    draft = (await OfflineSummarizer().summarize(_request([]))).draft
    assert draft.summary.startswith("주제: 일상 대화") and draft.consensus_level == "exploratory"


async def test_the_report_has_points_conclusions_and_actions_from_summaries_and_messages() -> None:
    earlier = SummaryRecord(
        timestamp="2026-03-01T20:00:00+09:00",
        date="2026-03-01",
        message_range=MessageRange(from_=1, to=50),
        summary="예산 검토를 마쳤다\n세부 내용",
        key_topics=["예산", "마케팅"],
        key_decisions=[CitedItem(text="마케팅 예산 20% 증액")],
        action_items=[CitedItem(text="준호: 견적서 요청")],
    )
    result = await OfflineSummarizer().report(
        ReportRequest(chat_id=1, chat_title="AI집단지성", messages=DEPLOY, summaries=[earlier])
    )
    md = result.markdown
    assert result.title.startswith("AI집단지성: 배포")
    assert md.index("## 핵심 논점") < md.index("## 결론") < md.index("## 액션 아이템")
    assert "- 예산, 마케팅: 예산 검토를 마쳤다" in md
    assert "- 마케팅 예산 20% 증액" in md and "- 민수: 금요일 오후 배포로 확정합니다" in md
    assert "- 준호: 견적서 요청" in md and "- 준호: 배포 공지는 제가 담당할게요" in md


async def test_nouns_that_merely_name_decisions_or_owners_are_not_taken_for_them() -> None:
    window = _window(
        ("서연", "결정 사항만 모아 보는 목차가 있으면 좋겠어"),
        ("민준", "담당자가 박 팀장님이야"),
        ("도윤", "그럼 목차는 금요일로 확정"),
        ("서연", "목차 초안은 내가 담당할게"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window))).draft
    assert _texts(draft.key_decisions) == ["도윤: 그럼 목차는 금요일로 확정"]
    assert _texts(draft.action_items) == ["서연: 목차 초안은 내가 담당할게"]


async def test_topics_are_subjects_not_fillers_times_or_units() -> None:
    window = _window(
        ("민준", "리허설은 월요일 오후 5시에 한 번 하자"),
        ("서연", "아 그거 얘기인데 리허설 시간이 좀 걸려"),
        ("도윤", "리허설 회비는 1인당 10만원으로 하자"),
        ("민준", "월요일 오후 리허설 좋아"),
    )
    topics = (await OfflineSummarizer().summarize(_request(window))).draft.key_topics
    assert topics[:2] == ["리허설", "회비"]
    for filler in ("하자", "얘기인데", "얘기", "오후", "시간", "만원", "인당", "시에", "월요일"):
        assert filler not in topics


async def test_a_decision_without_content_stands_for_the_rest_of_its_message_or_nothing() -> None:
    window = _window(
        ("서연", "배포 시간은 평일 오전으로 제한하자"),
        ("민준", "좋아 그럼 결정. 금요일 오후부터 주말까지 배포 금지"),
        ("도윤", "좋아 결정."),
        ("지연", "예약 확정되면 단톡에 공지 올려줘"),
        ("민준", "일정 확정 메일은 내가 보낼게"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window))).draft
    assert _texts(draft.key_decisions) == ["민준: 금요일 오후부터 주말까지 배포 금지"]
    assert "민준: 일정 확정 메일은 내가 보낼게" in _texts(draft.action_items)
    assert not any(line.startswith("결정: ") for line in draft.summary.splitlines())


async def test_quotes_cut_off_by_the_sentence_split_are_not_left_behind() -> None:
    window = _window(
        ("잼민이", '메일 초안: "안녕하세요. 편하신 장소를 알려주시면 방문드리겠습니다."'),
        ("민준", "방문 일정은 내가 정리해서 보낼게"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window))).draft
    lines = _texts(draft.action_items) + draft.summary.splitlines()
    assert "잼민이: 편하신 장소를 알려주시면 방문드리겠습니다." in lines
    assert all(line.count('"') % 2 == 0 for line in lines)


async def test_an_insight_title_names_the_subjects_of_its_summaries() -> None:
    def summary(tag: str, first: int, last: int) -> SummaryRecord:
        return SummaryRecord(
            timestamp="2026-03-01T20:00:00+09:00",
            date="2026-03-01",
            message_range=MessageRange(from_=first, to=last),
            summary=f"주제: 시간, 알림 · 참여: 민준 · 메시지 {last - first + 1}개\n{tag} 이야기",
            key_topics=["시간", "알림", "만원"],
            topic_tag=tag,
        )

    summaries = [summary("가평_워크숍", 1, 50), summary("데모", 51, 70), summary("배포", 71, 150)]
    result = await OfflineSummarizer().report(
        ReportRequest(chat_id=1, chat_title="AI집단지성", messages=[], summaries=summaries)
    )
    assert result.title == "AI집단지성: 배포, 가평 워크숍, 데모"
    assert "- 배포: 배포 이야기" in result.markdown


async def test_a_window_with_no_subject_is_general_not_pending() -> None:
    window = _window(
        ("민준", "[사진]"), ("서연", "ㅋㅋㅋㅋ 아직 안 자?"), ("민준", "ㅎㅎ 천천히 와")
    )
    request = _request(window, topic="pending", topic_pending=True)
    draft = (await OfflineSummarizer().summarize(request)).draft
    assert draft.key_topics == []
    assert draft.topic_tag == "general"


async def test_a_window_is_named_by_what_it_is_about_not_by_the_act_or_a_when() -> None:
    # arriving is said most, but as the act itself ("도착!", "도착했어요"); the moving
    # truck and the sofa are what the talk is about
    window = _window(
        ("수빈", "도착!"),
        ("태오", "나도 도착"),
        ("하람", "저도 방금 도착했어요"),
        ("수빈", "용달 트럭은 아직이야?"),
        ("태오", "용달 트럭 지금 골목 앞이래"),
        ("하람", "소파는 거실 창가 쪽에 두면 되죠?"),
    )
    request = _request(window, topic="pending", topic_pending=True)
    draft = (await OfflineSummarizer().summarize(request)).draft
    assert draft.topic_tag == "용달"
    assert draft.key_topics[:2] == ["용달", "트럭"]


async def test_someone_talked_about_or_a_day_of_the_event_names_no_topic() -> None:
    # a person named in the talk (not a member of the window) and the day counted from
    # the event are no subjects; the stall is
    window = _window(
        ("가윤", "민수 오늘 못 온대"),
        ("리안", "민수 대신 첫날은 내가 부스 볼게"),
        ("가윤", "민수 다음 주엔 온대?"),
        ("리안", "첫날 부스 현수막은 내가 챙겨갈게"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window, topic_pending=True))).draft
    assert draft.topic_tag == "부스"
    assert "민수" not in draft.key_topics and "첫날" not in draft.key_topics


async def test_a_noun_the_window_says_only_as_an_act_names_no_topic() -> None:
    # arriving is made a verb (도착하면), told done (도착 완료) and cried out alone
    # ("도착!"): an act, however often; the picnic mat is what the talk is about
    window = _window(
        ("지안", "도착!"),
        ("도윤", "나도 도착 완료 ㅋㅋ"),
        ("하린", "저는 지금 출발해요"),
        ("지안", "돗자리는 내가 깔아둘게"),
        ("도윤", "돗자리 옆에 아이스박스 둘게"),
        ("지안", "도착하면 연락해"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window, topic_pending=True))).draft
    assert draft.topic_tag == "돗자리"
    assert {"도착", "출발", "완료"}.isdisjoint(draft.key_topics)
    # a window of nothing but comings and goings names nothing: it is general
    only_acts = _window(("수빈", "다들 출발했어?"), ("태오", "출발~"), ("하람", "도착했어요"))
    draft = (await OfflineSummarizer().summarize(_request(only_acts, topic_pending=True))).draft
    assert draft.topic_tag == "general"


async def test_a_predicate_a_role_or_a_day_is_no_topic_of_a_korean_window() -> None:
    # a member's role (동창회장), a holiday (어린이날) and a day's name in slang (불금)
    # name no subject; the bowling alley the group books does
    window = _window(
        ("예준", "나 이번에 동창회장이라서 장소 잡아야 돼"),
        ("서아", "불금이니까 볼링장 어때"),
        ("예준", "볼링장 좋다 어린이날 전에 가자"),
        ("서아", "어린이날은 붐비니까 볼링장 예약은 미리 하자"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window, topic_pending=True))).draft
    assert draft.topic_tag == "볼링장"
    assert {"동창회장", "어린이날", "불금"}.isdisjoint(draft.key_topics)


async def test_a_subject_members_take_up_outweighs_one_members_aside() -> None:
    # the report is said as often, by one member; the barbecue is what two of them plan
    window = _window(
        ("태린", "보고서 때문에 오늘 늦어"),
        ("태린", "보고서 아직 반도 못 썼어"),
        ("민재", "주말 바베큐 고기는 내가 살게"),
        ("하은", "바베큐 숯은 내가 챙길게"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window, topic_pending=True))).draft
    assert draft.topic_tag == "바베큐"


async def test_an_english_word_before_its_object_names_no_topic() -> None:
    window = _window(
        ("Mia", "found the tickets"),
        ("Leo", "booked the shuttle to the airport"),
        ("Mia", "found the passports too"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window, topic_pending=True))).draft
    assert draft.key_topics[0] == "tickets"
    assert "found" not in draft.key_topics


async def test_an_english_window_is_named_by_a_noun_not_a_verb_after_its_subject() -> None:
    window = _window(
        ("Ines", "if it rains we put the sale tables in the church hall"),
        ("Omar", "it rains every saturday lol"),
        ("Ines", "ugh it rains again"),
        ("Omar", "the hall has tables, we checked"),
    )
    draft = (await OfflineSummarizer().summarize(_request(window, topic_pending=True))).draft
    assert draft.topic_tag in ("tables", "hall")
    assert "rains" not in draft.key_topics
