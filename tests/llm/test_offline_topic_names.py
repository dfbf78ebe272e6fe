"""What names a summary in ``/목차``: a subject (a thing, a place, an undertaking), not an
everyday step of getting it done, a when, or a member of the chat."""

from __future__ import annotations

import msgspec
import pytest

from groupchat_memory.domain.summaries.summarizer import SummaryRequest, window_request
from groupchat_memory.llm.offline import OfflineSummarizer, said_before
from tests.chat_lines import morning

pytestmark = pytest.mark.anyio


async def _named(*lines: tuple[str, str], earlier: tuple[str, ...] = ()) -> tuple[str, list[str]]:
    request = SummaryRequest(
        chat_id=1, messages=morning(lines), topic="pending", topic_pending=True, earlier=earlier
    )
    draft = (await OfflineSummarizer().summarize(request)).draft
    return draft.topic_tag, draft.key_topics


async def test_signing_up_and_its_deadline_do_not_name_the_trip_they_are_for() -> None:
    # 신청 and 마감 are said most and by everyone, but they are the steps; the trip to
    # 제주 and the 게스트하우스 are what the members arrange (a compound by the word it
    # ends in, as the analyzer writes it: 하우스)
    tag, topics = await _named(
        ("유나", "신청 마감 언제까지였지? 신청 링크 다시 올려줄 사람"),
        ("도현", "신청 마감은 목요일 밤이래. 신청 아직 안 한 사람 손"),
        ("세아", "나 신청 완료! 제주 게스트하우스 괜찮아 보이더라"),
        ("유나", "제주 일정 보니까 둘째 날 게스트하우스 바베큐 있대"),
        ("도현", "게스트하우스 바베큐 좋다"),
    )
    assert tag == "하우스"
    assert "신청" not in topics
    assert "마감" not in topics


async def test_an_update_or_a_meeting_about_it_does_not_name_the_printer() -> None:
    tag, topics = await _named(
        ("Noor", "quick update: the meeting moved, update the invite please"),
        ("Ilya", "thanks for the update. meeting at 3 then"),
        ("Noor", "another update, the printer in room 4 jammed again"),
        ("Ilya", "that printer needs a new drum, the meeting can wait"),
        ("Tove", "I can order a drum for the printer"),
    )
    assert tag == "printer"
    assert "update" not in topics
    assert "meeting" not in topics


async def test_a_season_its_end_and_a_whole_day_are_whens_not_subjects() -> None:
    tag, topics = await _named(
        ("Kai", "end of season is late this year, the season runs to june"),
        ("Lou", "end of the season means the trophy dinner, right?"),
        ("Kai", "trophy dinner at the boathouse, season done"),
    )
    assert tag == "trophy"
    assert not {"season", "end", "late"} & set(topics)
    tag, topics = await _named(
        ("하진", "토요일 하루 종일 김장하는 거 맞지? 종일이면 간식 챙기자"),
        ("소율", "종일 서 있으면 힘드니까 의자 가져갈게"),
        ("하진", "의자 좋다 불금 지나고 토요일 아침에 만나"),
    )
    assert tag == "의자"
    assert not {"종일", "불금"} & set(topics)


async def test_the_guests_the_coach_and_the_twins_are_people_not_what_is_talked_about() -> None:
    tag, topics = await _named(
        ("하윤", "하객 명단 다 모였어? 하객이 80명 넘는대"),
        ("지안", "하객 답례품은 수건 세트로 하자"),
        ("하윤", "신부 쪽 하객 답례품도 수건 세트로 맞추자"),
    )
    assert tag == "답례품"
    assert not {"하객", "신부"} & set(topics)
    tag, topics = await _named(
        ("Rhea", "the coach wants the twins at the pitch by nine"),
        ("Sam", "the twins got new cleats, coach approved them"),
        ("Rhea", "coach says cleats are a must on that pitch"),
    )
    assert tag == "cleats"
    assert not {"coach", "twins"} & set(topics)


async def test_working_late_is_an_everyday_act_not_what_the_evening_is_about() -> None:
    tag, topics = await _named(
        ("태린", "오늘도 야근이야 ㅠ 야근 끝나면 떡볶이 먹으러 가자"),
        ("누리", "야근 힘내! 떡볶이 좋지"),
        ("태린", "야근 끝 떡볶이 출발"),
    )
    assert tag == "떡볶이"
    assert "야근" not in topics


async def test_someone_the_members_talk_about_is_no_subject_though_said_most() -> None:
    # the speaker is no member: titled once (강연자님) and a compound naming who does
    # something (강연자: 者), she is said bare the other times; a teacher called by name
    # (윤슬아) is one throughout the window
    tag, topics = await _named(
        ("다온", "강연자 섭외 끝났어? 강연자한테 마이크 필요한지 물어봐야 해"),
        ("세린", "강연자님이 무선 마이크 두 개 부탁하셨어"),
        ("다온", "강연자 도착 시간 알려줘. 마이크는 강당 거 빌리자"),
        ("세린", "윤슬아 강당 마이크 배터리 좀 봐줘"),
        ("윤슬", "응 마이크 배터리 새로 넣었어"),
    )
    assert tag == "마이크"
    assert not {"강연자", "윤슬아", "윤슬"} & set(topics)


async def test_a_guest_named_in_english_is_a_person_not_what_the_group_talks_about() -> None:
    # Marta is spoken to and of (pinged, said, her husband) as often as the kiln, but she
    # is who the group deals with, not what it talks about
    tag, topics = await _named(
        ("Ines", "Marta from Claywell emailed about the kiln slot"),
        ("Otto", "pinged Marta, the kiln is free on thursday"),
        ("Ines", "Marta's husband can carry the glazes over"),
        ("Otto", "Marta said thursday works. kiln at six then"),
    )
    assert tag == "kiln"
    assert "marta" not in topics


async def test_a_word_the_window_sets_off_as_one_called_is_no_subject() -> None:
    tag, topics = await _named(
        ("Wren", "Lovelies, the choir robes came back from the cleaners"),
        ("Wren", "Robes on the rack by friday, lovelies."),
        ("Ada", "robes look great! the rack is in the vestry"),
    )
    assert tag == "robes"
    assert "lovelies" not in topics


async def test_what_the_speakers_feel_or_cry_out_names_no_window() -> None:
    # "ugh" and "happy" are said most and by everyone; the projector is what they sort out
    tag, topics = await _named(
        ("Noor", "ugh, it's dark in here again"),
        ("Ilya", "ugh. I'm happy to lend you my lamp"),
        ("Tove", "ugh, the projector bulb went"),
        ("Noor", "I'm happy to order a projector bulb"),
        ("Ilya", "happy to split it. projector by friday then"),
    )
    assert tag == "projector"
    assert not {"ugh", "happy", "dark"} & set(topics)  # dark: said of the room, not named


async def test_asking_thinking_and_counting_name_no_window_what_is_asked_about_does() -> None:
    tag, topics = await _named(
        ("Pia", "question: who has ideas for the bake sale?"),
        ("Lars", "ideas: brownies. another question, what number of tables?"),
        ("Pia", "good question, the number is four tables"),
        ("Lars", "more ideas welcome! brownies and four tables then"),
    )
    assert tag in ("brownies", "tables")
    assert not {"question", "ideas", "number"} & set(topics)
    tag, topics = await _named(
        ("하랑", "질문 하나만! 보트 대여 몇 시야?"),
        ("도아", "좋은 질문 ㅋㅋ 보트는 10시"),
        ("하랑", "질문 또 있어 구명조끼는 있어?"),
        ("도아", "구명조끼는 보트에 있대"),
    )
    assert tag == "보트"
    assert "질문" not in topics


async def test_a_noun_written_into_another_word_by_its_suffix_names_no_window() -> None:
    # 졸업 of 졸업생 (the graduates: people) and 현실 of 현실적 (a manner) are pieces
    # of other words; the banner is what the two settle
    tag, topics = await _named(
        ("서윤", "졸업생들 초대할까? 졸업생들 오면 좋겠다"),
        ("라온", "현실적으로 졸업생들 다 부르긴 어려워"),
        ("서윤", "현실적으로 그렇지. 그럼 현수막만 크게 걸자"),
        ("라온", "현수막 좋아"),
    )
    assert tag == "현수막"
    assert not {"졸업", "현실"} & set(topics)


async def test_the_members_children_and_kin_are_people_not_subjects() -> None:
    tag, topics = await _named(
        ("가온", "우리 딸이 수영장 가고 싶대. 딸이 졸라서 ㅋㅋ"),
        ("누리", "딸 데리고 와 우리 아들도 갈래"),
        ("가온", "아들 수영 모자 있어? 수영장 입구에서 팔아"),
    )
    assert tag == "수영장"
    assert not {"딸", "아들"} & set(topics)
    # who one is in the group (a member, a referee) is people too
    tag, topics = await _named(
        ("정태", "회원 회비 인상 얘기 나왔어요"),
        ("미란", "회원 의견 들어보고 회비 정하죠"),
        ("승우", "회원 투표로 가요 심판 수당도"),
    )
    assert tag == "회비"
    assert not {"회원", "심판"} & set(topics)
    tag, topics = await _named(
        ("Ava", "my nephew wants the trampoline, my nephew is nine"),
        ("Jo", "bring your nephew! my niece loves the trampoline"),
        ("Ava", "niece and nephew on the trampoline then"),
    )
    assert tag == "trampoline"
    assert not {"nephew", "niece"} & set(topics)


async def test_a_one_syllable_members_name_with_an_ending_is_still_a_word() -> None:
    # 하린아 calls 하린; but 파 is no given name to call, and 파이 is the pie
    tag, _ = await _named(
        ("파", "사과 파이 구울까? 파이 반죽은 내가 할게"),
        ("다슬", "파이 좋아. 파이 틀은 있어?"),
        ("파", "파이 틀 집에 있어"),
    )
    assert tag == "파이"


async def test_a_name_with_a_title_written_onto_it_is_a_person_not_a_subject() -> None:
    # 건우쌤, 수빈샘, 태식씨: the analyzer reads the title as a noun of its own, so the
    # name and the title were one noun said most; the person is no subject, the 타임 is
    tag, topics = await _named(
        ("지아", "건우쌤 화요일 타임 바뀌었대요"),
        ("민서", "건우쌤 타임 몇 시로요? 건우쌤한테 물어볼까"),
        ("지아", "건우쌤 말로는 저녁 타임이래요"),
        ("도윤", "저녁 타임 좋아요"),
    )
    assert tag == "타임"
    assert not {"건우쌤", "건우"} & set(topics)
    tag, topics = await _named(
        ("은지", "수빈샘이 협의회 자료 보냈어요"),
        ("하람", "수빈샘 자료 받았어요, 수빈샘 감사해요"),
        ("은지", "협의회 자료 내일 출력할게요"),
    )
    assert not {"수빈샘", "수빈"} & set(topics)
    # a word that ends so and is no name stays a word
    tag, _ = await _named(
        ("은지", "날씨 좋다 날씨 보고 소풍 가자"),
        ("하람", "날씨 괜찮으면 가요"),
    )
    assert tag == "날씨"


def test_a_word_said_before_the_window_is_counted_with_its_particles_and_in_any_case() -> None:
    earlier = [
        "회비는 얼마로 할까",
        "회비랑 유니폼 얘기 다시 하자",
        "Muffins for the bake sale?",
        "the summit was great",
        "ok",
    ]
    # 회비 with its particles; a Latin word at a word's start in any case (muffin of
    # "Muffins", sum of "summit", as a stem is), never inside one (mit)
    assert said_before(["회비", "유니폼", "muffin", "sum", "mit", "장소"], earlier) == [
        2, 1, 1, 1, 0, 0,
    ]  # fmt: skip


async def test_of_words_said_as_often_one_the_chat_said_before_names_the_window() -> None:
    # each noun said once: one the chat talked of before names the window; when it never
    # talked of any of them, none does (words said in passing: ``names_window_by``)
    window = [("Ana", "the frame looks better on the poster"), ("Ben", "yeah much better")]
    assert (await _named(*window))[0] == "general"
    earlier = ("can someone print the poster", "the poster is at the shop")
    assert (await _named(*window, earlier=earlier))[0] == "poster"
    window = [
        ("민지", "수성못 벚꽃 몽우리 올라왔더라 반찬 통 챙겨가"),
        ("도윤", "오 벌써? 사진 찍어 보내"),
    ]
    assert (await _named(*window))[0] == "general"
    earlier = ("반찬은 엄마가 해주신대", "반찬 통 어디 있어?")
    assert (await _named(*window, earlier=earlier))[0] == "반찬"


async def test_a_compound_names_its_window_by_the_word_it_ends_in() -> None:
    # 입주청소 and 청소 are one subject (the window says both); the labels of a chat, as
    # the analyzer writes its words, hold 입주 and 청소, never the compound whole
    tag, topics = await _named(
        ("수아", "입주청소 업체 알아봤어? 인조대리석 상판은 따로 닦아준대"),
        ("민호", "입주청소는 토요일 오전으로 잡자"),
        ("수아", "청소 끝나면 바로 짐 들어가면 되겠다"),
    )
    assert tag == "청소"
    assert "대리석" in topics
    assert "입주청소" not in topics


async def test_a_members_name_called_is_no_subject_when_the_analyzer_splits_it() -> None:
    # 혜경아 calls 혜경: the analyzer reads 혜 + 경아, and a compound is named by its last
    # word, so 경아 would name the window; it ends the member's name as the window writes it
    tag, topics = await _named(
        ("수경", "혜경아 입주청소 예약했어"),
        ("혜경", "고마워 언니"),
        ("수경", "혜경아 토요일 오전이야"),
        ("혜경", "오전 좋아"),
    )
    assert "경아" not in topics
    assert topics[0] == "청소"  # said once and never before: the window names nothing
    assert tag == "general"


async def test_a_word_chats_call_no_subject_names_a_window_only_when_nothing_else_does() -> None:
    # "사진" is said most, but chats' people called it no subject (the measured filler
    # list): the 현수막 they are printing names the window; alone, 사진 names none (its
    # summary keeps it among its key topics)
    lines = (
        ("유나", "사진 다 모았어? 사진 몇 장 쓸까"),
        ("도현", "사진은 열 장 정도. 현수막 시안 나왔어"),
        ("세아", "사진 골라서 현수막에 넣자"),
        ("유나", "현수막 인쇄는 내일"),
    )
    request = SummaryRequest(
        chat_id=1, messages=morning(lines), topic="pending", topic_pending=True
    )
    plain = (await OfflineSummarizer(fillers=frozenset()).summarize(request)).draft
    assert plain.topic_tag == "사진"
    ranked = (await OfflineSummarizer(fillers=frozenset({"사진"})).summarize(request)).draft
    assert ranked.topic_tag == "현수막"
    assert "사진" in ranked.key_topics
    alone = SummaryRequest(
        chat_id=1,
        messages=morning((("유나", "사진 다 모았어?"), ("도현", "사진 열 장 보냈어"))),
        topic="pending",
        topic_pending=True,
    )
    only = (await OfflineSummarizer(fillers=frozenset({"사진"})).summarize(alone)).draft
    assert only.topic_tag == "general"
    assert only.key_topics == ["사진"]


async def test_someone_the_chat_called_a_person_before_the_window_is_no_subject() -> None:
    # in the window Gerry is only said; before it the chat told him things and heard
    # from him: someone outside the chat the group deals with, not what it talks about
    window = [
        ("Siobhan", "Gerry's fine with Thursday"),
        ("Aoife", "great, Gerry it is. the raffle then"),
    ]
    assert (await _named(*window))[1][0] == "gerry"
    earlier = ("I've told Gerry yes", "raffle tickets tomorrow", "the raffle prizes are in")
    tag, topics = await _named(*window, earlier=earlier)
    assert tag == "raffle"
    assert "gerry" not in topics


async def test_a_name_titled_or_introduced_is_a_person_a_firm_asked_things_is_not() -> None:
    tag, topics = await _named(
        ("Hana", "Mrs Delgado dropped the yearbooks off"),
        ("Ravi", "my cousin Ray can do the bbq, Glenys says the yearbooks fit the hall"),
        ("Hana", "Delgado, Ray and Glenys then"),
    )
    assert tag == "yearbooks"
    assert not {"delgado", "ray", "glenys"} & set(topics)
    # a name written in two capitalised words is a firm: asked things, still named
    tag, _ = await _named(
        ("Hana", "I'll ask Kelburn Dental about the autoclave"),
        ("Ravi", "Kelburn has two"),
    )
    assert tag == "kelburn"


async def test_two_letters_not_written_in_capitals_name_no_window() -> None:
    # ty, eh, fb: a thanks, a cry, an abbreviation; TV in capitals is a thing
    tag, topics = await _named(
        ("Mei", "ty! eh the banner is up on fb"),
        ("Ken", "banner looks good. TV is on too"),
    )
    assert tag == "banner"
    assert not {"ty", "eh", "fb"} & set(topics)
    assert "tv" in topics


async def test_a_members_child_named_in_her_name_is_a_person_not_a_subject() -> None:
    # 시우맘 is 시우's mother: a group of parents names its members so
    request = SummaryRequest(
        chat_id=1,
        messages=morning(
            [
                ("하율맘", "시우 우승 축하해요! 트로피 멋지다"),
                ("도윤아빠", "시우 최고 트로피 어디 둬요"),
            ]
        ),
        topic="pending",
        topic_pending=True,
        members=["시우맘", "하율맘", "도윤아빠"],
    )
    draft = (await OfflineSummarizer().summarize(request)).draft
    assert draft.topic_tag == "트로피"
    assert "시우" not in draft.key_topics


async def test_a_persona_who_spoke_before_the_window_is_no_subject_when_called_by_name() -> None:
    # 잼민이 answered before the window and is silent in it: the chat's members are the
    # people, but the persona's name, with its 이 or without, names no window either
    earlier = morning(
        [("도현", "일출 몇 시야?"), ("잼민이", "내일 일출은 7시 12분이야. 5시 반엔 나가야 돼")],
        day="2026-03-01",
    )
    window = morning(
        [
            ("도현", "일출은 무리다 그냥 다들 자자"),
            ("서윤", "잼민이 말 들을걸 ㅋㅋ"),
            ("지호", "잼민이 말대로 일찍 잘걸. 일출 다음에 보자"),
        ]
    )
    request = window_request(
        1,
        window,
        topic="pending",
        topic_pending=True,
        members=["도현", "서윤", "지호"],
        subject_words=False,
        earlier=[msgspec.structs.replace(m, is_bot=m.sender == "잼민이") for m in earlier],
    )
    draft = (await OfflineSummarizer().summarize(request)).draft
    assert "잼민" not in draft.key_topics
    assert draft.topic_tag == "일출"


async def test_photos_and_small_talk_name_nothing_a_word_the_chat_said_before_does() -> None:
    # each noun is said once and the chat never said it before, or once only: the window
    # is small talk, shown under its neighbour's name in /목차 (its key topics are kept);
    # a word the chat talked of in two messages before names it
    photos_ko = (
        ("서아", "[사진]"),
        ("서아", "어제 바다 다녀왔어 ㅎㅎ"),
        ("도윤", "와 하늘 진짜 예쁘다"),
        ("하린", "부럽다 ㅋㅋ 푹 쉬어"),
    )
    tag, topics = await _named(*photos_ko)
    assert tag == "general"
    assert "바다" in topics
    tag, _ = await _named(*photos_ko, earlier=("다음 달 바다 여행 숙소 알아볼게",))
    assert tag == "general"
    earlier_ko = ("다음 달 바다 여행 숙소 알아볼게", "바다 보이는 방으로 잡자")
    tag, _ = await _named(*photos_ko, earlier=earlier_ko)
    assert tag == "바다"
    photos_en = (
        ("Mia", "[photo]"),
        ("Mia", "the view from the ridge this morning"),
        ("Tom", "wow gorgeous"),
        ("Lena", "lucky you, enjoy the sunshine"),
    )
    tag, topics = await _named(*photos_en)
    assert tag == "general"
    assert "ridge" in topics
    tag, _ = await _named(*photos_en, earlier=("ridge walk on sunday, who's in?",))
    assert tag == "general"
    earlier_en = ("ridge walk on sunday, who's in?", "the ridge path is open again")
    tag, _ = await _named(*photos_en, earlier=earlier_en)
    assert tag == "ridge"


async def test_a_noun_the_people_take_up_names_the_window_though_the_chat_is_new() -> None:
    tag, _ = await _named(
        ("서아", "[사진] 새로 산 텐트 어때?"),
        ("도윤", "텐트 크다 ㅋㅋ 몇 인용이야?"),
        ("하린", "부럽다"),
    )
    assert tag == "텐트"
    tag, _ = await _named(
        ("Mia", "[photo] the new tent!"),
        ("Tom", "that tent is huge, how many does it sleep?"),
        ("Lena", "so jealous"),
    )
    assert tag == "tent"


async def test_a_window_of_fillers_names_nothing() -> None:
    request = SummaryRequest(
        chat_id=1,
        messages=morning((("Mia", "photos from today"), ("Tom", "love the photos"))),
        topic="pending",
        topic_pending=True,
    )
    draft = (await OfflineSummarizer(fillers={"photos"}).summarize(request)).draft
    assert draft.topic_tag == "general"
    assert draft.key_topics == ["photos"]


async def test_roles_and_an_english_roles_plural_are_people_not_subjects() -> None:
    tag, topics = await _named(
        ("Rosa", "the drivers want the van keys by six"),
        ("Pete", "drivers get the van keys from the office, the pastor says fine"),
        ("Rosa", "van keys at the office then, pastor has the spare"),
    )
    assert tag in ("van", "keys")
    assert not {"drivers", "pastor"} & set(topics)
    tag, topics = await _named(
        ("민재", "신입 환영회 장소 정했어? 신입 많이 온대"),
        ("소라", "신입 환영회는 치킨집으로 하자"),
        ("민재", "상대 팀 선수도 부를까? 치킨집 넓어"),
    )
    assert tag in ("환영회", "치킨집")
    assert not {"신입", "상대", "선수"} & set(topics)


async def test_of_words_said_as_often_one_the_chat_made_a_verb_before_is_the_act() -> None:
    # 측정 and 인바디 are each said in both sentences and both said before: the chat said
    # "측정했어요" (the measuring, an act), so the machine measured with names the window;
    # when the chat only ever named 측정, the first said still does. In English, a word
    # said right after "I'll" is a verb there ("I'll sweep the short one")
    window = [
        ("하은", "오늘 측정 인바디 기계 말고 줄자로 해요"),
        ("민재", "측정 인바디 둘 다 토요일 오전에 해요"),
    ]
    assert (await _named(*window, earlier=("인바디 기계 새로 왔어요", "31명 측정했어요")))[0] == (
        "인바디"
    )
    assert (await _named(*window, earlier=("인바디 기계 새로 왔어요", "측정 날짜 정해요")))[0] == (
        "측정"
    )
    window = [
        ("Bo", "sweep riders and the marshals, who has the vests"),
        ("Dev", "sweep riders and marshals sorted"),
    ]
    earlier = ("i'll sweep the short one", "marshals are locked")
    assert (await _named(*window, earlier=earlier))[0] in ("riders", "marshals")  # not sweep
    assert (await _named(*window, earlier=("the sweep is me", "marshals are locked")))[0] == (
        "sweep"
    )


async def test_a_days_greeting_names_no_window_the_day_talked_about_does() -> None:
    # the greeting wishes the group well; what the people then talk about names the window
    tag, topics = await _named(
        ("Ruth", "Happy Thanksgiving everyone 🦃"),
        ("Dana", "happy thanksgiving! the pie is in the oven"),
        ("Ruth", "pie photos or it didn't happen"),
        ("Priya", "Happy Thanksgiving. my pie cracked"),
    )
    assert tag == "pie"
    assert "thanksgiving" not in topics
    tag, topics = await _named(
        ("서아", "새해 복 많이 받으세요~"),
        ("준혁", "새해 복 많이 받으세요 올해 메뉴판 바꿔야죠"),
        ("서아", "메뉴판 시안 제가 볼게요"),
        ("정란", "다들 즐거운 설 보내고 메뉴판은 다음 주에"),
    )
    assert tag == "메뉴판"
    assert not {"새해", "설"} & set(topics)
    # a day the group plans for is still one of its subjects
    tag, _ = await _named(
        ("Dana", "the Thanksgiving potluck needs a sign-up sheet"),
        ("Ruth", "Thanksgiving potluck sheet is on the fridge"),
        ("Priya", "I'll add the Thanksgiving potluck to the newsletter"),
    )
    assert tag in {"thanksgiving", "potluck"}


async def test_a_title_or_who_someone_is_said_alone_is_a_person_not_a_subject() -> None:
    # "sir" and "auntie" are read before a name as a title (``morph.people``): said alone
    # they are the person still, not what the window is about
    tag, topics = await _named(
        ("Kunal", "sir wants the poster draft by friday"),
        ("Aditi", "sir said the poster needs the lab logo"),
        ("Farhan", "ok poster logo then, I'll ask sir about the size"),
    )
    assert tag in ("poster", "logo")
    assert "sir" not in topics
    tag, topics = await _named(
        ("Doris", "the aunties want the court at 8"),
        ("Ken", "auntie, court 8 is booked till 9"),
        ("Doris", "then court 2, auntie says ok"),
    )
    assert tag == "court"
    assert not {"auntie", "aunties"} & set(topics)


async def test_someone_the_chat_spoke_to_by_name_before_the_window_is_no_subject() -> None:
    # before the window Tamsin was called, set off by a comma, in two of the three lines
    # that say her; in it she is asked one thing: someone spoken to, not what is talked of
    window = [
        ("Deb", "Tamsin, could you take the flyers round? They're in my porch"),
        ("Femi", "Tamsin has the car today"),
        ("Deb", "flyers for the whole street then"),
    ]
    assert (await _named(*window))[1][0] == "tamsin"
    earlier = ("You have said that every year, Tamsin.", "There, there, Tamsin.", "Tamsin.")
    tag, topics = await _named(*window, earlier=earlier)
    assert tag == "flyers"
    assert "tamsin" not in topics
    # a thing offered to the room by a comma, and said otherwise more often, stays one
    often = ("Pizza, anyone?", "Pizza, again?", "pizza was cold", "pizza from Luigi's", "pizza")
    pizza = [("Deb", "Pizza, or the flyers first?"), ("Femi", "pizza. we get pizza")]
    assert (await _named(*pizza, earlier=often))[0] == "pizza"


async def test_a_name_with_an_accent_is_one_word_at_a_sentences_start_and_inside_it() -> None:
    # "My mate Pádraig" before the window makes him a person; the window says him at a
    # sentence's start, capitalised, and lower case: one word, the person's
    earlier = ("My mate Pádraig has a garage in Cabra, he'd do the clutch for 480",)
    tag, topics = await _named(
        ("Declan", "Pádraig left the invoice in the glovebox"),
        ("Cian", "invoice made out to the shelter? pádraig is sound"),
        ("Declan", "yes, the invoice says the shelter"),
        earlier=earlier,
    )
    assert tag == "invoice"
    assert not {"pádraig", "Pádraig"} & set(topics)


async def test_a_name_and_its_family_name_said_to_speak_are_a_person() -> None:
    tag, topics = await _named(
        ("Mel", "Yolanda Daniels said YES to the marathon"),
        ("Zaid", "Yolanda at 2pm then, marathon pledges will fly"),
        ("Mel", "yolanda for the marathon poster too"),
    )
    assert tag == "marathon"
    assert not {"yolanda", "daniels"} & set(topics)


async def test_contractions_without_apostrophes_and_chat_shorthand_name_no_window() -> None:
    # typed on a phone: "dont", "thats", "omw", "lmk", "aye" are no things
    tag, topics = await _named(
        ("Kyle", "dont touch the stones, thats the good set"),
        ("Darryl", "omw. dont start the draw without me"),
        ("Kyle", "aye, lmk when you're at the rink. stones are out"),
    )
    assert tag == "stones"
    assert not {"dont", "thats", "omw", "lmk", "aye"} & set(topics)


async def test_a_team_the_clergy_and_who_serves_at_an_event_are_people() -> None:
    tag, topics = await _named(
        ("Noa", "the quizmaster wants the answer sheets by seven, the guest too"),
        ("Ivy", "answer sheets are printed, the vendor brings the pens"),
        ("Noa", "quizmaster and guest get the sheets first"),
    )
    assert tag == "sheets"
    assert not {"quizmaster", "guest", "vendor"} & set(topics)
    tag, topics = await _named(
        ("현우", "공연팀이랑 인사팀에 무대 조명 물어볼게"),
        ("서아", "스님께 여쭤보니 조명은 오후만 된대요"),
        ("현우", "공연팀 리허설은 조명 켜고 하자"),
    )
    assert tag == "조명"
    assert not {"공연팀", "인사팀", "스님", "팀"} & set(topics)


async def test_a_files_extension_names_no_window_its_name_may() -> None:
    tag, topics = await _named(
        ("다은", "[파일] 소프라노_1023.m4a"),
        ("다은", "[파일: 알토_1023.m4a]"),
        ("지수", "소프라노 파트 녹음 잘 들었어요. 알토도 들을게요"),
    )
    assert not {"m4a", "파일"} & set(topics)
    assert tag in ("소프라노", "알토")


async def test_how_often_which_way_and_an_irregular_verbs_past_name_no_window() -> None:
    tag, topics = await _named(
        ("Kai", "the bread is burnt again, twice this week. always the left oven"),
        ("Lou", "burnt twice? move the bread forward, the oven runs hot"),
        ("Kai", "bread in the other oven then, as usual"),
    )
    assert tag == "bread"
    assert not {"burnt", "twice", "always", "forward", "usual"} & set(topics)
    tag, topics = await _named(
        ("하진", "왼쪽 테이블 말고 오른쪽 테이블에 현수막 달자"),
        ("소율", "현수막은 격주로 바꾸자. 무슨 요일이 좋아?"),
        ("하진", "왼쪽에 걸던 현수막은 매주 화요일에 바꿔"),
    )
    assert tag == "현수막"
    assert not {"왼쪽", "오른쪽", "격주", "요일", "매주"} & set(topics)
