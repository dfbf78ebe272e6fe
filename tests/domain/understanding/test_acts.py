"""Each dialogue act, Korean and English, in the words people use in a group chat."""

from __future__ import annotations

from datetime import date

import pytest

from groupchat_memory.domain.understanding.acts import (
    argues_for,
    chooses,
    delivers_in_place,
    holds_back,
    read,
    sets_the_scene,
    task_words,
)
from groupchat_memory.domain.understanding.due import clock_named, day_named, days_of_month, due_day
from groupchat_memory.domain.understanding.words import values_in


@pytest.mark.parametrize(
    "text",
    [
        "다음 모임은 성수동 카페로 하자",
        "이번엔 각자 2만원씩 걷는 거 어때요?",
        "발표 순서는 제비뽑기로 정합시다",
        "그럼 토요일 오후에 모이죠",
        "장소는 우리 집으로 할까요?",
        "let's meet at the library on Monday",
        "how about we split it 50/50",
        "proposal: we freeze features on the 20th",
        "I'd say we go with the cheaper venue",
        "receipts go in the shared folder, ok?",
        "proposing a standing call every tuesday at 8, 30 min max",
        "Ticketing. Propose we sell online through the club page",
    ],
)
def test_a_proposal_is_read_from_its_form(text: str) -> None:
    assert read(text).proposes


@pytest.mark.parametrize(
    "text",
    [
        "회의실 말고 옥상 정원을 빌리면 어떻겠습니까. 바람도 쐬고요",
        "이번 달은 점심에 모이면 어떻소",
        "도시락으로 바꾸시면 어떠신지요",
        "끝나고 다 같이 바다 보고 오면 안 될까요? 회 먹고 ㅎㅎ",
    ],
)
def test_how_it_would_be_if_done_proposes_in_any_speech_level(text: str) -> None:
    """A condition on -면 and then 어떻-, however formal or old-fashioned its ending; a
    question that proposes, though a remark follows it."""
    assert read(text).proposes


@pytest.mark.parametrize("text", ["거기 가면 어땠어?", "비 오면 어떡하지"])
def test_how_it_was_or_what_to_do_if_proposes_nothing(text: str) -> None:
    assert not read(text).proposes


@pytest.mark.parametrize(
    "text",
    [
        "ㅇㅋ",
        "콜!",
        "좋아요 그렇게 해요",
        "나도 찬성",
        "👍",
        "+1",
        "sgtm",
        "works for me",
        "I'm in",
    ],
)
def test_a_short_yes_assents(text: str) -> None:
    acts = read(text)
    assert acts.assents and not acts.objects


@pytest.mark.parametrize(
    "text",
    ["난 반대야 너무 비싸", "그건 좀 아닌 것 같아요", "nah, too far", "I disagree, it's late"],
)
def test_an_objection_is_not_an_assent(text: str) -> None:
    acts = read(text)
    assert acts.objects and not acts.assents


@pytest.mark.parametrize(
    "text",
    [
        "티켓은 내가 오늘 밤에 예매할게",
        "회의록은 제가 정리해서 올리겠습니다",
        "I'll book the van for Saturday",
        "I can send the invoice tomorrow",
    ],
)
def test_a_promise_commits_the_speaker(text: str) -> None:
    acts = read(text)
    assert acts.promises and not acts.reports_done and not acts.asks


@pytest.mark.parametrize(
    ("text", "offer"),
    [
        ("강당 신청은 제가 할까요? 저 물품 때문에 어차피 행정실 가요", True),
        ("수술 날 병원까지 제가 태워드릴까요?", True),
        ("아 표지 폰트 라이선스 괜찮은지 제가 확인해볼까요?", True),
        ("포스터통 내가 문구점에서 세 개 사둘까?", True),
        # carrying something for the others (-어 갈까, -어 올까)
        ("점심 드실 분 김밥 사 갈까요?", True),
        ("장갑이랑 물 제 차로 실어갈까요? 어차피 차 있는데", True),
        # the group's plan, put to it: a proposal, whoever a clause inside names
        ("그럼 토요일 7시에 만날까요?", False),
        ("우리 토요일에 제가 예약한 데로 갈까요?", False),
    ],
)
def test_shall_i_in_korean_offers_and_proposes_no_plan(text: str, offer: bool) -> None:
    """ "제가 할까요?" asks leave to do it, as "shall I" does: an offer, no plan."""
    acts = read(text)
    assert (acts.offer_if, acts.proposes) == (offer, not offer)


@pytest.mark.parametrize(
    ("text", "proposes"),
    [
        ("신혼여행을 8일부터 14일까지 가려고 하는데 휴가 써도 될까요 🙏", False),
        ("형님 저 다음 주 내내 출장이에요 ㅠㅠ 초소 히터 좀 부탁드려도 될까요", False),
        # taking a value may be asked the same way: that puts the value forward
        ("그다음 주 8일 토요일 같은 시간이면 된다고 하세요. 8일로 해도 될까요?", True),
    ],
)
def test_asking_leave_in_korean_proposes_no_plan(text: str, proposes: bool) -> None:
    """ "-어도 될까요" asks leave for the speaker's own doing, unless what is done is
    taking a value."""
    assert read(text).proposes == proposes


@pytest.mark.parametrize(
    ("text", "proposes"),
    [
        ("오늘 화요일 맞죠 ㅋㅋ 주민센터 가는 중", False),
        ("다들 초대 완료됐나요~? 모임 멤버 여섯 집 다 들어오신 거 맞죠", False),
        ("회의는 7시 맞죠", False),
        # a -죠 on any other verb still puts something forward
        ("그럼 7시에 맞춰서 가죠", True),
    ],
)
def test_checking_it_is_right_proposes_nothing(text: str, proposes: bool) -> None:
    """ "맞죠" asks whether something is so (-죠 on 맞다): a check, no plan put."""
    assert read(text).proposes == proposes


@pytest.mark.parametrize(
    ("text", "choice"),
    [
        ("블루티가 35만원이라 그거로 할게요", True),
        ("신규 회원은 월 회비만 받는 걸로 할게요", True),
        ("A안으로 할게", True),
        ("흠 알겠습니다 15%로 할게요", True),
        ("그럼 8일 2시로 할게요", True),
        ("그걸로 하겠습니다", True),
        # on 잡다 or 확정하다, an adverb between: the day or place fixed
        ("그럼 14일 금요일 과학관으로 일단 잡을게요~", True),
        ("그럼 20일 목요일 오월드로 확정할게요~", True),
        # by when, not what: a task
        ("오늘 안으로 할게요", False),
        ("이번 주 안으로 방 잡을게요", False),
        # an adverb ending in 로 (MAG), not the particle: the promise does something
        ("지금 바로 할게요", False),
        ("이번엔 제대로 할게", False),
        ("예약은 따로 할께", False),
        ("새로 할께요", False),
        # a promise beside the choice is a task
        ("현수막은 파란색으로 할게요. 인쇄소에는 제가 내일 전화할게요", False),
    ],
)
def test_a_choice_is_said_by_the_particle_before_hada_not_an_adverb(
    text: str, choice: bool
) -> None:
    assert read(text).promises
    assert chooses(text) is choice


@pytest.mark.parametrize(
    "text",
    [
        "티켓 방금 예매했어",
        "회의록 올려놨어요",
        "invoice sent!",
        "the van is booked, pick-up at 9",
        "PR merged",
    ],
)
def test_a_report_says_done(text: str) -> None:
    assert read(text).reports_done


@pytest.mark.parametrize(
    "text", ["아직 예매 못 했어", "I haven't sent it yet", "done 3 of 8 slides so far"]
)
def test_not_done_or_only_part_done_is_no_report(text: str) -> None:
    assert not read(text).reports_done


@pytest.mark.parametrize(
    "text",
    ["그건 안 해도 될 것 같아요", "현수막은 하지 말자", "let's skip the photo booth", "cancel it"],
)
def test_taking_back_drops(text: str) -> None:
    assert read(text).drops


@pytest.mark.parametrize(
    "text",
    ["언젠가 다 같이 여행 가고 싶다", "I'll be there in spirit lol", "내가 다음에 밥 쏠게 ㅋㅋㅋ"],
)
def test_wishes_and_banter_are_marked(text: str) -> None:
    acts = read(text)
    assert acts.vague or acts.wish or acts.laughs or not acts.promises


@pytest.mark.parametrize(
    "text", ["혹시 네가 포스터 맡아줄 수 있어?", "can you take the slides? I'm off tomorrow"]
)
def test_asking_another_to_take_a_task(text: str) -> None:
    assert read(text).asks_to_take


@pytest.mark.parametrize("text", ["다음 주 수요일까지 제출해 주세요", "please send me the form"])
def test_an_instruction_is_not_the_speakers_promise(text: str) -> None:
    acts = read(text)
    assert acts.instructs and not acts.promises


def test_a_due_day_keeps_its_month() -> None:
    said = date(2026, 3, 2)  # a Monday
    assert due_day("3월 20일까지 보낼게", said) == date(2026, 3, 20)
    assert due_day("내일 할게", said) == date(2026, 3, 3)
    assert due_day("이번 주말에 올릴게", said) == date(2026, 3, 8)
    assert due_day("I'll do it by Thursday", said) == date(2026, 3, 5)
    assert due_day("by next Friday", said) == date(2026, 3, 13)
    assert due_day("I'll have it by April 2", said) == date(2026, 4, 2)
    assert due_day("9일까지 완성할게요", said) == date(2026, 3, 9)
    assert due_day("천천히 할게", said) is None


def test_a_plan_day_is_the_one_whose_weekday_it_names() -> None:
    # said on a Wednesday in March: the 11th that is a Saturday is in April
    assert day_named("11일 토요일로 하자", date(2026, 3, 4)) == date(2026, 4, 11)
    assert day_named("금요일 말고 일요일 15일로", date(2026, 3, 4)) == date(2026, 3, 15)
    assert clock_named("저녁 7시") == "19:00" and clock_named("3:30pm") == "15:30"
    assert clock_named("7시 반") == "~07:30"  # morning or evening: either reading matches


@pytest.mark.parametrize(
    "text", ["지원서 방금 올렸어요", "입금 아까 보냈어", "커튼 어제 달았어 ㅎㅎ"]
)
def test_a_korean_past_the_analyzer_reads_reports_done(text: str) -> None:
    acts = read(text)
    assert acts.reports_done and acts.tells_deed and not acts.promises


@pytest.mark.parametrize(
    "text", ["엄마가 벌써 예약하셨대", "식당 자리가 다 찼대요", "거기 분위기 좋았죠"]
)
def test_an_honoured_persons_deed_a_hearsay_or_a_description_is_no_own_report(text: str) -> None:
    acts = read(text)
    assert acts.reports_past and not acts.reports_done and not acts.tells_deed


@pytest.mark.parametrize("text", ["저녁 뭐 먹을까?", "누가 운전할까요?"])
def test_asking_what_or_who_proposes_nothing(text: str) -> None:
    assert not read(text).proposes


@pytest.mark.parametrize("text", ["네 알겠어요 ㅎㅎ", "아 그렇겠네요"])
def test_got_it_is_no_promise(text: str) -> None:
    assert not read(text).promises


@pytest.mark.parametrize(
    "text",
    [
        "발표 자료는 제가 만들게요",  # the stem's ㄹ swallows the ending's
        "표는 내가 예매할게 근데 돈은 나중에 줘",  # a promise in the middle of a line
        "이번 달 안에 끝내자",  # a last word the analyzer reads as a sentence's end
    ],
)
def test_korean_endings_anywhere_in_a_line(text: str) -> None:
    acts = read(text)
    assert acts.promises or acts.proposes


def test_the_promise_sentence_names_the_task() -> None:
    assert task_words("꽃다발은 내가 주문할게 회사 앞에 꽃집 있어") == "꽃다발은 내가"
    assert task_words("I'll grab the cash box") == "I'll grab the cash box"


@pytest.mark.parametrize("text", ["먼저 가서 자리 잡고 있을게", "나 카페에서 기다리고 있을게요"])
def test_a_promise_to_be_somewhere_or_doing_is_no_task(text: str) -> None:
    assert not read(text).promises


@pytest.mark.parametrize(
    ("text", "promises"),
    [("on it!", True), ("just stick the price tag on it", False), ("I'm on it", True)],
)
def test_on_it_promises_only_as_the_answer_itself(text: str, promises: bool) -> None:
    assert read(text).promises is promises


@pytest.mark.parametrize(
    "text", ["don't book the van, Leo has one", "그건 사지 마 집에 두 개 있어", "주문하지 마세요"]
)
def test_telling_someone_not_to_do_it(text: str) -> None:
    assert read(text).forbids


@pytest.mark.parametrize("text", ["I don't think so", "don't worry about it", "나 그거 안 샀어"])
def test_a_negation_that_forbids_nothing(text: str) -> None:
    assert not read(text).forbids


@pytest.mark.parametrize(
    ("text", "delivered"),
    [
        ("몇 가지 적어볼게요\n1. 바다 사진 2. 골목 사진", True),
        ("Sure, I'll list them: - venue - date - budget", True),
        ("On it — checking the logs now.", False),
        ("네, 정리해서 올릴게요. 잠시만요!", False),
    ],
)
def test_a_persona_promise_given_with_what_it_promises(text: str, delivered: bool) -> None:
    assert delivers_in_place(text) is delivered


@pytest.mark.parametrize(
    "text", ["주문했어요! 수요일 도착 예정", "펜션 예약 걸어놨어! 입금은 아직이야"]
)
def test_a_not_yet_in_another_sentence_leaves_the_report(text: str) -> None:
    acts = read(text)
    assert acts.reports_past and acts.tells_deed


@pytest.mark.parametrize(
    ("text", "promises"),
    [
        ("저도 일요일에 갈게요", False),  # being there
        ("I'll just come after work", False),
        ("내가 가서 케이크 사올게", True),  # an errand on the way
        ("I'll go pick up the cake", True),
    ],
)
def test_coming_along_is_no_task_an_errand_is(text: str, promises: bool) -> None:
    assert read(text).promises is promises


@pytest.mark.parametrize(
    ("text", "scene"),
    [
        ("저 그날 6시까지 과외인데", True),
        ("거기 좀 멀긴 한데", True),
        ("그 집 파스타 괜찮던데요", True),
        # a place (the bound noun 데), not the -는데 of a clause that leads on
        ("일요일 4시 망원동 근처 조용한 데", False),
        ("주차할 데", False),
        ("아무 데", False),
    ],
)
def test_a_clause_left_on_neunde_sets_the_scene_and_a_place_named_de_does_not(
    text: str, scene: bool
) -> None:
    """What a yes's other part tells of the speaker ends on -는데; a noun that merely
    ends in 데 ("조용한 데", a quiet place) is no such clause."""
    assert sets_the_scene(text) is scene


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("동창회는 12월 20일 토요일로 잡았어", {20}),
        ("20일인데 다들 시간 돼?", {20}),
        ("12월20일엔 저 출장이에요", {20}),
        ("Saturday 20th at the pub", {20}),
        ("sorry, December 20 is out for me", {20}),
        ("the 3rd or the 4th", {3, 4}),
        ("훈련 2일차", set()),
        ("3/4 of us can make it", set()),
        ("at 10:30", set()),
    ],
)
def test_the_days_of_the_month_a_line_names(text: str, days: set[int]) -> None:
    """A day of the month however it is written, with or without its month; not a
    count of days, a share or an hour."""
    assert set(days_of_month(text)) == days


def test_a_yes_with_its_reason_and_a_me_too_argues_for_the_plan() -> None:
    """A "too" after "me" is a yes's, no cost: "sure, the train is quicker for me too"
    weighs the plan well, as "the drive is too long" does not."""
    assert argues_for("sure, the train is quicker for me too")
    assert not holds_back("sure, the train is quicker for me too")
    assert holds_back("the drive is too long")
    assert not holds_back("that garden is too lovely")


def test_a_plan_of_two_days_names_both_however_each_day_is_written() -> None:
    """The days a plan of several days names are read as to-dos' due days are: "the
    13th and 14th", "Aug 13 and 14th" and "13일 14일인데" put forward both days."""
    said = "2026-08-02T09:00:00"
    for text in (
        "lake trip the 13th and 14th?",
        "Aug 13 and 14th for the lake",
        "호수 13일 14일인데 어때요",
    ):
        assert values_in(text, said)["day"] == ["2026-08-13", "2026-08-14"], text
    assert values_in("27~28일로 가요", said)["day"] == ["2026-08-27", "2026-08-28"]


@pytest.mark.parametrize(
    ("text", "promises"),
    [
        # terse writing closes on the nominal -ㅁ: the speaker named its doer, or a day
        # it is due by, makes a commitment of it
        ("회의록은 내가 정리함", True),
        ("내가 차 끌고 감", True),
        ("금요일까지 견적 뽑아서 공유함", True),
        ("토요일 오전에 장 봐옴", True),
        # the same form without either reports, and a negated or asked one promises nothing
        ("입금함", False),
        ("방금 입금함", False),
        ("오늘 다 보냄", False),  # today: what was done
        ("나 오늘 못 감", False),
        ("제가 보냄?", False),
        ("벌써 보냈음", False),
    ],
)
def test_a_terse_nominal_ending_promises_when_it_names_its_doer_or_its_day(
    text: str, promises: bool
) -> None:
    acts = read(text)
    assert acts.promises is promises


def test_a_date_written_day_first_is_that_date_not_its_weekday_alone() -> None:
    """Most English outside the US writes the day first ("Saturday 9 May", "the 7th of
    February"): the date it names, so a plan moved from one such date to another clashes
    with the old one, as "May 9" does."""
    said = "2026-04-22T18:20:00+02:00"
    assert values_in("Let's do it Saturday 9 May instead, same hours", said)["day"] == [
        "2026-05-09"
    ]
    assert values_in("quiz night on the 7th of February?", said)["day"] == ["2027-02-07"]
    assert values_in("Sat 29 Aug, same court", said)["day"] == ["2026-08-29"]
    # a number before a word that begins like a month is no date
    assert "day" not in values_in("we still need 12 markers and 3 marquees", said)
    # a weekday named alone is still any week's
    assert values_in("sunday works for me", said)["day"] == ["wd:6"]
    # Korean dates read as before
    assert values_in("5월 9일 토요일로 하자", said)["day"] == ["2026-05-09"]


def test_deal_as_a_yes_is_the_word_alone_not_dealing_with_something() -> None:
    """ "deal" says yes ("ok deal!"); "deal with" is handling something ("can't deal with
    lights + another permit") and says no yes."""
    assert read("ok deal!").assents
    assert not read("honestly I can't deal with lights + another permit. daytime").assents
    assert not read("we'll deal with the permit later").assents


@pytest.mark.parametrize(
    "text", ["aye", "Aye.", "aye, 6:15 at the hut", "10 ja. the stand is in my boot", "train oui"]
)
def test_the_yes_of_englishes_spoken_elsewhere_says_yes(text: str) -> None:
    """ "aye" (Scotland, the North), "ja" (South Africa), "oui" (a French speaker writing
    English) say yes as "yeah" does."""
    assert read(text).assents
