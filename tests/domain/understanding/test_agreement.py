"""Who went along with a plan and who objected, read through the real path (the chat
ingested by the real actor system, offline, then ``/결정`` as the command answers it):
an option put with its price and taken by pointing at it or by naming it, going along
by doing or by coming, a grudging yes, a "no" to another question. The chats are
written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer, todos_answer
from groupchat_memory.domain.text.stance import stance
from tests.domain.understanding.test_ledger import CHAT, _decided, _ingested, _lines


def test_an_option_with_its_price_taken_by_pointing_at_it_is_everyones_decision(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Lakeside Lodge has a cabin for eight, $340 for the weekend"),
                    ("Priya", "that's way under what we budgeted so the money's fine"),
                    ("Leo", "do it"),
                    ("Priya", "👍"),
                ],
            ),
            (
                1,
                [
                    ("유진", "한옥스테이 별채 10명까지 되고 1박 38만원이래"),
                    ("태호", "오 여기로 해"),
                    ("다은", "좋다"),
                ],
            ),
        ],
    )
    cabin = next(e for e in found if "Lakeside" in e.text)
    assert sorted(cabin.agreed_by) == ["Leo", "Priya", "Sam"]
    hanok = next(e for e in found if "한옥스테이" in e.text)
    assert sorted(hanok.agreed_by) == ["다은", "유진", "태호"]


def test_an_option_taken_by_name_keeps_the_concern_raised_before(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Harbour Hall is £150 for the evening, the Cedar Room £210"),
                    ("Leo", "Cedar is a bit steep for a Tuesday"),
                    ("Priya", "let's go with Harbour Hall then"),
                    ("Leo", "ok"),
                ],
            ),
        ],
    )
    hall = next(e for e in found if "Harbour" in e.text)
    assert sorted(hall.agreed_by) == ["Leo", "Priya", "Sam"]
    assert hall.objected_by == ["Leo"]


def test_going_along_by_doing_it_or_by_coming_agrees(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the kickoff lunch at the noodle bar on Friday at 1"),
                    ("Priya", "ok I'll book it"),
                    ("Leo", "I'll be there"),
                ],
            ),
            (
                1,
                [
                    ("유진", "다음 회식은 을지로 고깃집으로 하자"),
                    ("태호", "ㅇㅋ 그거 내가 예약할게"),
                    ("다은", "저도 참석할게요"),
                ],
            ),
        ],
    )
    lunch = next(e for e in found if "kickoff" in e.text)
    assert sorted(lunch.agreed_by) == ["Leo", "Priya", "Sam"]
    dinner = next(e for e in found if "고깃집" in e.text)
    assert sorted(dinner.agreed_by) == ["다은", "유진", "태호"]


def test_a_grudging_yes_and_siding_with_a_member_agree(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's move standup to 9:30 from next week"),
                    ("Leo", "ugh. fine, whatever"),
                    ("Priya", "I'm with Sam on this one"),
                ],
            ),
            (
                1,
                [
                    ("유진", "이번 달 회비는 2만원으로 올리자"),
                    ("태호", "뭐 그러자"),
                    ("다은", "어쩔 수 없죠"),
                ],
            ),
        ],
    )
    standup = next(e for e in found if "standup" in e.text)
    assert sorted(standup.agreed_by) == ["Leo", "Priya", "Sam"]
    assert standup.objected_by == []
    dues = next(e for e in found if "회비" in e.text)
    assert sorted(dues.agreed_by) == ["다은", "유진", "태호"]


def test_a_no_to_another_question_is_no_objection_to_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's rent the projector from AV Depot for Saturday"),
                    ("Priya", "sgtm"),
                    ("Leo", "can we call the projector Big Bertha"),
                    ("Priya", "no"),
                ],
            ),
        ],
    )
    plan = next(e for e in found if "projector" in e.text)
    assert sorted(plan.agreed_by) == ["Priya", "Sam"]
    assert plan.objected_by == []


def test_a_plan_for_someday_is_no_decision_however_welcome(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "someday we should run a book swap at the fair"),
                    ("Priya", "yes, great idea"),
                ],
            ),
        ],
    )
    assert found == []


def test_stance_reads_a_grudging_yes_and_a_plan_that_fits() -> None:
    assert stance("fine, whatever") == "agree"
    assert stance("that works with my shifts") == "agree"
    assert stance("no objection from me") == "agree"
    assert stance("the budget is fine") == "agree"
    assert stance("it's not fine") != "agree"
    assert stance("어쩔 수 없죠") == "agree"
    assert stance("저도 참석할게요") == "agree"


def test_keeping_the_day_free_a_yes_in_few_words_and_not_coming_but_wishing_well(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "다음 달 첫 토요일에 양평 글램핑 어때"),
                    ("다은", "그날 비워둘게"),
                    ("유진", "ㅋㅋ 그럼 ㄱ"),
                ],
            ),
            (
                1,
                [
                    ("유진", "회식 2차는 을지로 노가리 골목으로 가자"),
                    ("태호", "노가리 좋지 맥주도 싸고"),
                    ("다은", "난 막차 때문에 못 갈 듯 ㅠ 재밌게 놀아"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "let's do the quiz night at the Crown on Thursday the 9th"),
                    ("Priya", "I'll keep that evening free"),
                    ("Leo", "(i accept)"),
                ],
            ),
        ],
    )
    camp = next(e for e in found if "글램핑" in e.text)
    assert sorted(camp.agreed_by) == ["다은", "유진", "태호"]
    second = next(e for e in found if "노가리" in e.text)
    assert sorted(second.agreed_by) == ["유진", "태호"]
    assert second.objected_by == []
    quiz = next(e for e in found if "quiz" in e.text)
    assert sorted(quiz.agreed_by) == ["Leo", "Priya", "Sam"]


def test_keeping_the_day_free_is_no_task(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("태호", "다음 달 첫 토요일에 양평 글램핑 어때"),
                        ("다은", "그날 비워둘게"),
                        ("Sam", "let's do the quiz night at the Crown on Thursday"),
                        ("Priya", "I'll keep that evening free"),
                    ],
                )
            ]
        ),
    )
    assert todos_answer(config, CHAT) == []


def test_a_yes_that_fills_in_what_the_proposal_left_open_takes_it_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "성수 카페거리 쪽 브런치집 어때"),
                    ("다은", "오 거기 좋아 그럼 일요일 11시로 하자 웨이팅 길어지기 전에"),
                    ("유진", "ㅇㅋ"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "what about the climbing gym on Hope Street"),
                    ("Priya", "perfect, Saturday at 10 then, before it gets busy"),
                    ("Sam", "yes"),
                ],
            ),
        ],
    )
    brunch = next(e for e in found if "브런치" in e.text)
    assert sorted(brunch.agreed_by) == ["다은", "유진", "태호"]
    climbing = next(e for e in found if "climbing" in e.text)
    assert sorted(climbing.agreed_by) == ["Leo", "Priya", "Sam"]


def test_a_task_of_ones_own_on_the_plans_day_is_no_yes_to_it(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "let's close the shared account on the 30th and split what's left"
                        " three ways",
                    ),
                    ("Priya", "yes"),
                    (
                        "Leo",
                        "the car lease is in mine. I'll ask the dealer for the return papers"
                        " on the 30th",
                    ),
                ],
            ),
            (
                1,
                [
                    ("유진", "인터넷은 25일에 해지하고 마지막 요금은 셋이 나누자"),
                    ("태호", "ㅇㅋ"),
                    ("다은", "가스는 내 명의라서 내가 25일에 정산 신청할게"),
                ],
            ),
        ],
    )
    account = next(e for e in found if "shared account" in e.text)
    assert sorted(account.agreed_by) == ["Priya", "Sam"]
    internet = next(e for e in found if "인터넷" in e.text)
    assert sorted(internet.agreed_by) == ["유진", "태호"]


def test_being_there_said_casually_agrees(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do bowling at Strike on Friday at 7pm"),
                    ("Priya", "im there"),
                    ("Leo", "i'm so there 🎉"),
                ],
            ),
        ],
    )
    bowling = next(e for e in found if "bowling" in e.text)
    assert sorted(bowling.agreed_by) == ["Leo", "Priya", "Sam"]


def test_a_yes_naming_the_plans_day_and_its_weekend_agrees(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the coast walk on the 21st"),
                    ("Leo", "sure"),
                    ("Priya", "the 21st yes please, I'm free that weekend anyway"),
                ],
            ),
        ],
    )
    walk = next(e for e in found if "coast walk" in e.text)
    assert sorted(walk.agreed_by) == ["Leo", "Priya", "Sam"]


def test_signing_up_right_after_a_task_is_said_agrees_with_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "4월 둘째 주 토요일에 남이섬 당일치기 어때"),
                    ("태호", "좋아"),
                    ("유진", "기차표는 내가 알아볼게"),
                    ("다은", "나두 갈래!!"),
                ],
            ),
            (
                1,
                [
                    ("Sam", "let's do a pub lunch at the Swan on Sunday at 1pm"),
                    ("Leo", "yes"),
                    ("Sam", "I'll ring them to book a table"),
                    ("Priya", "count me in"),
                ],
            ),
        ],
    )
    trip = next(e for e in found if "남이섬" in e.text)
    assert sorted(trip.agreed_by) == ["다은", "유진", "태호"]
    lunch = next(e for e in found if "Swan" in e.text)
    assert sorted(lunch.agreed_by) == ["Leo", "Priya", "Sam"]


def test_a_yes_saying_the_open_plan_in_its_own_values_joins_it(tmp_path: Path) -> None:
    """A yes first, then the plan with the value its proposer meant (the proposal's
    own number was the one it moves from): the same plan, taken up, not another."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "could we push the quiz night back a week? the 4th is too rushed"),
                    ("Priya", "good shout, the 11th gives us time to print the question sheets"),
                    ("Leo", "👍"),
                ],
            ),
            (
                1,
                [
                    ("유진", "발표회 한 주 늦추면 어때요? 3일은 연습이 너무 모자라요"),
                    ("태호", "그러죠 뭐. 10일이면 대본 외울 시간 충분해요"),
                    ("다은", "넵"),
                ],
            ),
        ],
    )
    quiz = [e for e in found if "quiz" in e.text or "11th" in e.text]
    assert [sorted(e.agreed_by) for e in quiz] == [["Leo", "Priya", "Sam"]]
    show = [e for e in found if "발표회" in e.text or "10일" in e.text]
    assert [sorted(e.agreed_by) for e in show] == [["다은", "유진", "태호"]]


def test_praising_a_plan_that_stands_or_how_it_fits_agrees(tmp_path: Path) -> None:
    """Once a plan stands, another member praising what it will bring, how it fits, or
    granting it is right goes along with it; the same praise with a "but" or asking
    does not."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the picnic at Victoria Park on Saturday at 4pm"),
                    ("Leo", "sure"),
                    ("Priya", "ooh the sunset photos will be gorgeous"),
                ],
            ),
            (
                1,
                [
                    ("Priya", "let's do the quiz at the Crown on Thursday at 8pm"),
                    ("Sam", "yes"),
                    ("Leo", "that'll be fun, but it's a school night"),
                ],
            ),
            (
                2,
                [
                    ("유진", "다음 주 토요일 오후 4시에 한강 피크닉 하자"),
                    ("다은", "좋아"),
                    ("태호", "오 노을 사진 잘 나오겠다"),
                ],
            ),
            (
                3,
                [
                    ("태호", "일요일 2시에 합정 보드게임 카페 가자"),
                    ("유진", "ㅇㅋ"),
                    ("다은", "시간 딱 맞네"),
                ],
            ),
            (
                4,
                [
                    ("유진", "일요일 아침 7시에 북한산 등산 가자"),
                    ("다은", "좋아"),
                    ("태호", "재밌겠다 근데 비 오면?"),
                ],
            ),
        ],
    )
    picnic = next(e for e in found if "picnic" in e.text)
    assert sorted(picnic.agreed_by) == ["Leo", "Priya", "Sam"]
    quiz = next(e for e in found if "quiz" in e.text)
    assert sorted(quiz.agreed_by) == ["Priya", "Sam"]
    hangang = next(e for e in found if "한강" in e.text)
    assert sorted(hangang.agreed_by) == ["다은", "유진", "태호"]
    games = next(e for e in found if "보드게임" in e.text)
    assert sorted(games.agreed_by) == ["다은", "유진", "태호"]
    hike = next(e for e in found if "북한산" in e.text)
    assert sorted(hike.agreed_by) == ["다은", "유진"]


def test_a_doubt_answered_before_the_yes_is_an_objection(tmp_path: Path) -> None:
    """A member who first holds something back from a plan (a cost, a "though", a
    sentence left on -는데, a wince) and gives in once another member has answered them
    both objected and agreed; a doubt its speaker settles alone, before anyone answers,
    only weighs the plan."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "이번 워크숍 숙소는 속초 바다뷰 호텔로 하자"),
                    ("태호", "좋아"),
                    ("다은", "거기 1박에 20만원 넘는데.."),
                    ("유진", "회비에서 절반 내니까 괜찮을 거야"),
                    ("다은", "아 그럼 ㅇㅋ"),
                ],
            ),
            (
                1,
                [
                    ("Sam", "let's hold the team offsite at the Riverside barn on the 14th"),
                    ("Priya", "sounds good"),
                    ("Leo", "the barn has no heating though 😬"),
                    ("Sam", "they lend out patio heaters, I checked"),
                    ("Leo", "ok then, barn it is"),
                ],
            ),
            (
                2,
                [
                    ("유진", "다음 주 회식은 을지로 노가리집으로 가자"),
                    ("태호", "거기 좀 시끄럽긴 한데"),
                    ("태호", "그래도 맥주는 제일 싸니까 ㅇㅋ"),
                    ("다은", "좋아요"),
                ],
            ),
        ],
    )
    hotel = next(e for e in found if "호텔" in e.text)
    assert sorted(hotel.agreed_by) == ["다은", "유진", "태호"]
    assert hotel.objected_by == ["다은"]
    barn = next(e for e in found if "barn" in e.text)
    assert sorted(barn.agreed_by) == ["Leo", "Priya", "Sam"]
    assert barn.objected_by == ["Leo"]
    dinner = next(e for e in found if "노가리" in e.text)
    assert sorted(dinner.agreed_by) == ["다은", "유진", "태호"]
    assert dinner.objected_by == []


def test_a_reply_reporting_it_done_or_weighing_it_well_is_no_pushback(tmp_path: Path) -> None:
    """A reply to a plan's message before it stands pushes back only when it holds
    something back or asks; "sent!" or "Thursdays are better for me" said as a reply
    does not object."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I propose we each put $20 toward Dana's leaving gift, send it to me"),
                    ("Priya", "sent!", {"reply": 1}),
                    ("Leo", "done, $20 from me"),
                ],
            ),
            (
                1,
                [
                    ("유진", "독서 모임은 이제 목요일 저녁으로 옮기자"),
                    ("태호", "목요일이 저는 훨씬 편해요, 화요일엔 야근이 많아서", {"reply": 4}),
                    ("다은", "ㅇㅋ"),
                ],
            ),
        ],
    )
    gift = next(e for e in found if "gift" in e.text)
    assert gift.objected_by == []
    club = next(e for e in found if "독서" in e.text)
    assert club.objected_by == []


def test_taking_part_by_bringing_paying_or_coming_agrees(tmp_path: Path) -> None:
    """Going along by doing one's part: bringing something to a plan that stands, said
    in its talk; paying or promising to, as a reply to the plan; promising to come at the
    end of the line. A task with a time of its own, said later, is no yes."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a potluck at mine on Sunday the 12th at 2pm"),
                    ("Priya", "love that"),
                    ("Leo", "I'll bring the lemonade and a folding table"),
                ],
            ),
            (
                1,
                [
                    ("Priya", "I propose we each chip in $15 for the team plant, Venmo me"),
                    ("Leo", "sent ✅", {"reply": 4}),
                    ("Sam", "👍"),
                ],
            ),
            (
                2,
                [
                    ("유진", "동창회 회비는 한 명당 5만원씩 내자"),
                    ("다은", "ㅇㅋ"),
                    ("태호", "알겠어 나도 바로 보낼게", {"reply": 7}),
                ],
            ),
            (
                3,
                [
                    ("다은", "다음 주 금요일 저녁 7시에 망원 닭갈비집에서 송별회 하자"),
                    ("유진", "좋아"),
                    ("태호", "회의 끝나고 바로 갈게요!"),
                ],
            ),
            (
                4,
                [
                    ("Sam", "let's move the book swap to Thursday the 9th"),
                    ("Priya", "sure"),
                    ("Leo", "ugh ok I'll redo the flyer this weekend"),
                ],
            ),
        ],
    )
    potluck = next(e for e in found if "potluck" in e.text)
    assert sorted(potluck.agreed_by) == ["Leo", "Priya", "Sam"]
    plant = next(e for e in found if "plant" in e.text)
    assert sorted(plant.agreed_by) == ["Leo", "Priya", "Sam"]
    assert plant.objected_by == []
    dues = next(e for e in found if "회비" in e.text)
    assert sorted(dues.agreed_by) == ["다은", "유진", "태호"]
    farewell = next(e for e in found if "송별회" in e.text)
    assert sorted(farewell.agreed_by) == ["다은", "유진", "태호"]
    swap = next(e for e in found if "book swap" in e.text)
    assert sorted(swap.agreed_by) == ["Priya", "Sam"]


def test_a_plan_said_plainly_and_taken_up_by_two_is_a_decision(tmp_path: Path) -> None:
    """A line that names what it puts (a place, a day, a time) in no proposing form is a
    decision once two other members say yes to it in turn; one yes alone, or two
    members acknowledging news ("got it", "noted"), is none."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "Board games at the Dice Tower cafe after work on Friday, like last month",
                    ),
                    ("Priya", "works for me"),
                    ("Leo", "same here 👍"),
                ],
            ),
            (
                1,
                [
                    ("태호", "다음 등산은 북한산 우이동 입구에서 토요일 아침 8시 집합"),
                    ("다은", "좋아요"),
                    ("유진", "찬성!"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "The landlord's plumber services the boiler on Monday the 3rd"),
                    ("Priya", "got it"),
                    ("Leo", "noted"),
                ],
            ),
            (
                3,
                [
                    ("Leo", "pizza night at Marco's on Thursday the 6th"),
                    ("Priya", "nice"),
                    ("Sam", "did anyone see the match last night"),
                ],
            ),
        ],
    )
    games = next(e for e in found if "Dice Tower" in e.text)
    assert sorted(games.agreed_by) == ["Leo", "Priya", "Sam"]
    hike = next(e for e in found if "북한산" in e.text)
    assert sorted(hike.agreed_by) == ["다은", "유진", "태호"]
    assert not any("boiler" in e.text or "Marco" in e.text for e in found)


def test_a_yes_beside_the_speakers_own_times_agrees(tmp_path: Path) -> None:
    """A yes whose other part gives the speaker's own day or hour ("수업이 3시까지인데",
    "I'm back on the 13th anyway") goes along with the plan: those times are theirs,
    not another plan's."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "토요일 저녁 6시에 홍대 이자카야에서 모이자"),
                    ("태호", "ㅇㅋ"),
                    ("다은", "저 그날 3시까지 수업인데 끝나고 바로 갈게요!"),
                ],
            ),
            (
                1,
                [
                    ("Sam", "let's do the clean-up day at the allotment on Saturday the 14th"),
                    ("Leo", "sure"),
                    ("Priya", "no objection, I'm back from Leeds on the 13th anyway"),
                ],
            ),
        ],
    )
    izakaya = next(e for e in found if "이자카야" in e.text)
    assert sorted(izakaya.agreed_by) == ["다은", "유진", "태호"]
    cleanup = next(e for e in found if "clean-up" in e.text)
    assert sorted(cleanup.agreed_by) == ["Leo", "Priya", "Sam"]
    assert len(found) == 2


def test_a_longer_yes_said_as_a_reply_to_the_plan_agrees(tmp_path: Path) -> None:
    """A yes of any length said as a Telegram reply to the plan's message, even the next
    day and beside a day of the speaker's own, goes along with it."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's hold the bake sale on the green on Saturday the 21st"),
                    ("Priya", "yes"),
                ],
            ),
            (
                1,
                [
                    (
                        "Leo",
                        "sorry, just catching up. the 21st is fine, "
                        "I'm off to my sister's on the 28th anyway",
                        {"reply": 1},
                    ),
                ],
            ),
        ],
    )
    sale = next(e for e in found if "bake sale" in e.text)
    assert sorted(sale.agreed_by) == ["Leo", "Priya", "Sam"]


def test_paying_ones_share_in_the_talk_of_the_plan_agrees(tmp_path: Path) -> None:
    """Saying one's part is done, in words of completion, right after the plan stands
    ("paid mine too", "송금 완료!") goes along with it."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's each put £15 toward Dana's leaving gift, transfer to me"),
                    ("Priya", "yes"),
                    ("Leo", "paid mine too"),
                ],
            ),
            (
                1,
                [
                    ("유진", "이번 달 회비는 2만원씩 내 계좌로 모으자"),
                    ("다은", "ㅇㅋ"),
                    ("태호", "송금 완료!"),
                ],
            ),
        ],
    )
    gift = next(e for e in found if "gift" in e.text)
    assert sorted(gift.agreed_by) == ["Leo", "Priya", "Sam"]
    dues = next(e for e in found if "회비" in e.text)
    assert sorted(dues.agreed_by) == ["다은", "유진", "태호"]


def test_taking_ones_leave_after_a_plan_is_no_yes(tmp_path: Path) -> None:
    """Coming promised at the line's end goes along ("회의 끝나고 바로 갈게요!"); saying one
    is off now, home or until next time ("저 이만 집에 갈게요~", "다음에 또 올게요") after
    a plan is a goodbye, not a yes to it."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "토요일 저녁 6시에 연남동 파스타집에서 모이자"),
                    ("유진", "좋아"),
                    ("태호", "저 이만 집에 갈게요~"),
                ],
            ),
            (
                1,
                [
                    ("유진", "다음 달 둘째 주 일요일에 북한산 등산 가자"),
                    ("다은", "ㅇㅋ"),
                    ("태호", "오늘 즐거웠어요 다음에 또 올게요"),
                ],
            ),
        ],
    )
    pasta = next(e for e in found if "파스타" in e.text)
    assert sorted(pasta.agreed_by) == ["다은", "유진"]
    hike = next(e for e in found if "등산" in e.text)
    assert sorted(hike.agreed_by) == ["다은", "유진"]


def test_booking_it_as_its_talk_set_it_agrees(tmp_path: Path) -> None:
    """One's part reported done right after the plan stands, naming the day its talk
    set ("she can come Thursday the 12th", "let's get her in", then "Booked her for the
    12th, 3pm"; "12일 3시로 예약했어") goes along with it, and a later reply to that
    report takes the plan back."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "the piano tuner from the church can come Thursday the 12th, $120"),
                    ("Priya", "40 each, easy. let's get her in"),
                    ("Leo", "yep"),
                    ("Sam", "Booked her for the 12th, 3pm"),
                ],
            ),
            (
                2,
                [
                    ("Leo", "landlord says the piano goes with the flat, he tunes it himself"),
                    ("Priya", "Then we don't need the tuner at all. Cancelling", {"reply": 4}),
                ],
            ),
            (
                3,
                [
                    ("유진", "조율사님이 12일 목요일에 오실 수 있대 12만원"),
                    ("다은", "조율사님 부르자 4만원씩이면 괜찮아"),
                    ("유진", "ㅇㅋ"),
                    ("태호", "12일 3시로 예약했어"),
                ],
            ),
        ],
    )
    tuner = next(e for e in found if "40 each" in e.text)
    assert sorted(tuner.agreed_by) == ["Leo", "Priya", "Sam"]
    assert tuner.status == "dropped"
    tuning = next(e for e in found if "부르자" in e.text)
    assert sorted(tuning.agreed_by) == ["다은", "유진", "태호"]


def test_a_sob_of_delight_before_the_yes_is_no_objection(tmp_path: Path) -> None:
    """😭, like ㅠㅠ, is as often touched or laughing as sorry: "the little logo on the back
    😭" before one's yes holds nothing back; a wince ("right after my shift 😩") would."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's get matching hoodies for the reunion, $25 each"),
                    ("Priya", "the little logo on the back 😭"),
                    ("Leo", "sounds good"),
                    ("Priya", "ok yes"),
                ],
            ),
        ],
    )
    hoodies = next(e for e in found if "hoodies" in e.text)
    assert sorted(hoodies.agreed_by) == ["Leo", "Priya", "Sam"]
    assert hoodies.objected_by == []


def test_a_doubt_put_as_a_question_then_a_yes_to_its_answer(tmp_path: Path) -> None:
    """A question turning against the plan ("but can I get there by 7 …?", "근데 … 5시까지
    갈 수 있을까?") is a doubt: once answered, the asker's yes said in reply to their own
    question ("ah true, then count me in!") goes along with the plan, and they are among
    those who pushed back. A question asking who or what ("but who's booking the
    table?") is no doubt."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do book club at mine on Thursday at 7"),
                    ("Priya", "works for me"),
                    ("Leo", "but can I get there by 7 if I leave work at 6:30?"),
                    ("Sam", "it's a 15 minute walk from your office"),
                    ("Leo", "ah true, then count me in!", {"reply": 3}),
                ],
            ),
            (
                1,
                [
                    ("유진", "토요일 5시에 망원 한강공원에서 피크닉 하자"),
                    ("다은", "좋아"),
                    ("태호", "근데 나 알바 끝나고 5시까지 갈 수 있을까?"),
                    ("유진", "4시 반에 끝나잖아 충분해"),
                    ("태호", "아 맞네 그럼 콜!", {"reply": 8}),
                ],
            ),
            (
                2,
                [
                    ("Sam", "let's have the team lunch at the ramen place on Friday at 1"),
                    ("Leo", "sure"),
                    ("Priya", "but who's booking the table?"),
                    ("Priya", "ok I'll do it"),
                ],
            ),
        ],
    )
    club = next(e for e in found if "book club" in e.text)
    assert sorted(club.agreed_by) == ["Leo", "Priya", "Sam"]
    assert club.objected_by == ["Leo"]
    picnic = next(e for e in found if "피크닉" in e.text)
    assert sorted(picnic.agreed_by) == ["다은", "유진", "태호"]
    assert picnic.objected_by == ["태호"]
    lunch = next(e for e in found if "ramen" in e.text)
    assert lunch.objected_by == []


def test_news_of_something_else_done_right_after_a_plan_is_no_yes(tmp_path: Path) -> None:
    """One's part said done in the plan's talk goes along ("Sent mine too. Mia says
    thanks"); news of another thing done, said right after ("finished the quarterly
    report btw, sent it to the client", "아 그리고 과제 제출 완료했어요"), is not."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do team drinks at Sal's on friday at 7"),
                    ("Priya", "sounds good"),
                    ("Leo", "finished the quarterly report btw, sent it to the client"),
                ],
            ),
            (
                1,
                [
                    ("유진", "토요일 저녁 7시에 연남동에서 모이자"),
                    ("다은", "좋아"),
                    ("태호", "아 그리고 과제 제출 완료했어요"),
                ],
            ),
            (
                2,
                [
                    ("Priya", "I propose we each chip in $20 for Mia's birthday cake, Venmo me"),
                    ("Sam", "sent ✅", {"reply": 7}),
                    ("Leo", "Sent mine too. Mia says thanks Priya"),
                ],
            ),
        ],
    )
    drinks = next(e for e in found if "drinks" in e.text)
    assert sorted(drinks.agreed_by) == ["Priya", "Sam"]
    meet = next(e for e in found if "연남동" in e.text)
    assert sorted(meet.agreed_by) == ["다은", "유진"]
    cake = next(e for e in found if "cake" in e.text)
    assert sorted(cake.agreed_by) == ["Leo", "Priya", "Sam"]


def test_praise_with_neomu_before_a_yes_is_no_objection(tmp_path: Path) -> None:
    """너무 before a word of praise is "so", no "too much": "와 거기 너무 예쁘다" said to
    the plan, then a yes, goes along with it and objects to nothing."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "일요일 11시에 성수동 플라워 카페에서 브런치 어때요"),
                        ("다은", "와 거기 너무 예쁘다"),
                        ("태호", "좋아요"),
                        ("다은", "저도 갈게요"),
                    ],
                )
            ]
        ),
    )
    [brunch] = [e for e in decisions_answer(config, CHAT) if "브런치" in e.text]
    assert sorted(brunch.agreed_by) == ["다은", "유진", "태호"]
    assert brunch.objected_by == []


def test_too_before_a_word_of_liking_is_no_objection(tmp_path: Path) -> None:
    """A "too" before a word of liking is "so", no cost: "omg the terrace there is too
    pretty" said to the plan, then a yes, goes along with it and objects to nothing."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "how about lunch at the harbour bistro on Saturday at 1?"),
                        ("Priya", "omg the terrace there is too pretty"),
                        ("Leo", "sounds good"),
                        ("Priya", "yes I'm in"),
                    ],
                )
            ]
        ),
    )
    [lunch] = [e for e in decisions_answer(config, CHAT) if "bistro" in e.text]
    assert sorted(lunch.agreed_by) == ["Leo", "Priya", "Sam"]
    assert lunch.objected_by == []


def test_praise_asked_back_with_neomu_is_no_objection(tmp_path: Path) -> None:
    """A word of praise asked back after 너무 ("노을 질 때 가면 너무 멋지지 않아요?") is
    no push against the plan: said to it before one's yes, it objects to nothing."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("태호", "토요일 6시에 한강공원에서 피크닉 할까요"),
                        ("유진", "좋아요"),
                        ("다은", "노을 질 때 가면 너무 멋지지 않아요?"),
                        ("다은", "저도 갈게요"),
                    ],
                )
            ]
        ),
    )
    [picnic] = [e for e in decisions_answer(config, CHAT) if "피크닉" in e.text]
    assert sorted(picnic.agreed_by) == ["다은", "유진", "태호"]
    assert picnic.objected_by == []


def test_a_yes_beside_a_place_named_de_keeps_its_own_day_out(tmp_path: Path) -> None:
    """A place named by the bound noun 데 ("저 아는 조용한 데", a quiet place I know) is
    no -는데 clause: the line is not cut there, so the day the speaker tells of their own
    visit stays theirs and their yes to the standing plan counts."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "토요일 7시에 을지로에서 저녁 먹을까요"),
                        ("태호", "좋아요"),
                        ("다은", "좋아요! 저 아는 조용한 데 금요일에 가봤어요"),
                    ],
                )
            ]
        ),
    )
    [dinner] = [e for e in decisions_answer(config, CHAT) if "저녁" in e.text]
    assert sorted(dinner.agreed_by) == ["다은", "유진", "태호"]


def test_a_day_of_the_month_named_alone_is_the_plans_month(tmp_path: Path) -> None:
    """Said on March 2 to a plan on April 9, "9일" and "the 9th" are April's 9th (the
    talk's month), not March's: a yes naming it agrees."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "동창회는 다음 달 4월 9일 목요일 저녁 7시에 하면 어때?"),
                    ("태호", "9일 좋아"),
                    ("다은", "저도 9일 돼요!"),
                ],
            ),
            (
                1,
                [
                    ("Sam", "how about the quiz night on April 9th, Thursday 7pm?"),
                    ("Priya", "the 9th works for me"),
                    ("Leo", "9th is fine"),
                ],
            ),
        ],
    )
    reunion = next(e for e in found if "동창회" in e.text)
    assert sorted(reunion.agreed_by) == ["다은", "유진", "태호"]
    quiz = next(e for e in found if "quiz" in e.text)
    assert sorted(quiz.agreed_by) == ["Leo", "Priya", "Sam"]


def test_a_doubt_put_as_a_question_right_after_a_plan_pushes_back_on_it(
    tmp_path: Path,
) -> None:
    """Another way or a worry asked right after a plan is put, naming none of its values
    otherwise, is pushing back on that plan, no plan of its own: the later yeses are the
    plan's, and the one who asked, going along after, is in both lists."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "워크숍 회비는 1인 3만원으로 하면 좋겠어요"),
                    ("태호", "근데 3만원이면 신입들은 부담될 것 같은데 무료로 하면 안 될까요?"),
                    ("다은", "숙소비 생각하면 3만원도 빠듯해요"),
                    ("태호", "아 그렇구나 그럼 저도 3만원 좋아요"),
                    ("다은", "저도 찬성이요"),
                ],
            ),
            (
                1,
                [
                    (
                        "Sam",
                        "I'd book the Riverside pavilion for the picnic, £80 for the afternoon",
                    ),
                    ("Priya", "hmm the forecast is grim tho, can't we find somewhere with a roof?"),
                    ("Leo", "the pavilion's got a canopy, it's fine"),
                    ("Priya", "oh then ok, riverside it is"),
                ],
            ),
        ],
    )
    fee = next(e for e in found if "워크숍" in e.text)
    assert sorted(fee.agreed_by) == ["다은", "유진", "태호"]
    assert fee.objected_by == ["태호"]
    assert not any("무료로" in e.text for e in found)
    picnic = next(e for e in found if "Riverside" in e.text)
    assert sorted(picnic.agreed_by) == ["Leo", "Priya", "Sam"]
    assert picnic.objected_by == ["Priya"]
    assert not any("roof" in e.text for e in found)


def test_a_yes_after_a_new_line_of_its_own_is_not_the_older_plans(tmp_path: Path) -> None:
    """Once a plan is taken up, a member's line that puts a value of its own (a fee, a
    time) is what the plain yeses after it answer, not the older plan; after an answer
    to a question, a yes still takes the plan up."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's have Dr Farrant speak on Thursday 5 February at 7.30"),
                    ("Priya", "5th is good for me"),
                    ("Priya", "And entry: free for members, £3 on the door for guests"),
                    ("Leo", "+1"),
                ],
            ),
            (
                1,
                [
                    ("유진", "1차 모의고사는 11일 토요일 스터디 시간에 보자"),
                    ("태호", "좋아요"),
                    ("다은", "끝나고 다 같이 강남 카페에서 7시에 저녁 먹어요"),
                    ("Leo", "좋아요"),
                ],
            ),
            (
                2,
                [
                    ("유진", "토요일 5시에 망원 한강공원에서 피크닉 하자"),
                    ("다은", "좋아"),
                    ("태호", "근데 나 알바 끝나고 5시까지 갈 수 있을까?"),
                    ("유진", "4시 반에 끝나잖아 충분해"),
                    ("Leo", "좋아"),
                ],
            ),
        ],
    )
    for plan, leo_agreed in (("Farrant", False), ("모의고사", False), ("피크닉", True)):
        entry = next(e for e in found if plan in e.text)
        assert ("Leo" in entry.agreed_by) is leo_agreed, plan


def test_a_yes_in_the_word_another_yes_used_is_no_other_subject(tmp_path: Path) -> None:
    """A yes word names no subject: "Agreed." after "Agree. $360 more but …" (a yes with
    a price in it) is a yes to the plan both answer, not to that line as another option
    ("transit's fine" after "Mercer has a Transit" still is)."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Hound & Home covers 6 per walker, $2,080. I say we go with them"),
                    ("Priya", "Agree. $360 more but it's the only one that fits how we work"),
                    ("Leo", "Agreed."),
                ],
            ),
        ],
    )
    plan = next(e for e in found if "Hound" in e.text)
    assert "Leo" in plan.agreed_by


def test_the_one_whose_plan_a_doubter_gives_in_to_went_along(tmp_path: Path) -> None:
    """A plan put as news of what someone wants, doubted by one member and answered by
    its speaker, then stated by the doubter giving in ("ok ok fine, … friday 5 it is"):
    the one who put what it gives in to agreed, and the doubter objected and agreed.
    Each chat is read alone: the talk just ingested, before any summary of it."""
    review = _decided(
        tmp_path / "en",
        [
            (
                0,
                [
                    ("Sam", "meeting with coach done. she's coming with us for the trip"),
                    (
                        "Sam",
                        "also coach wants a progress review every friday 5pm in her office. 15 "
                        "mins, one slide, whoever is free comes but at least captain + one lead",
                    ),
                    (
                        "Leo",
                        "friday 5? i have chem lab till 5 every friday, i'll be late every "
                        "single week",
                    ),
                    ("Sam", "its just the slide leo, priya or me can present"),
                    ("Leo", "ok ok fine, i'll run from lab. friday 5 it is"),
                    ("Priya", "k"),
                ],
            ),
        ],
    )
    assert [sorted(e.agreed_by) for e in review] == [["Leo", "Priya", "Sam"]]
    assert [e.objected_by for e in review] == [["Leo"]]
    점검 = _decided(
        tmp_path / "ko",
        [
            (
                0,
                [
                    ("유진", "교수님 면담 끝났어요. 이번 답사에 같이 가신대요"),
                    (
                        "유진",
                        "그리고 교수님이 매주 금요일 5시에 연구실에서 진행 점검하자고 하셔요. "
                        "15분, 슬라이드 한 장, 시간 되는 사람은 오고 팀장이랑 한 명은 꼭",
                    ),
                    ("태호", "금요일 5시요? 저 금요일마다 5시까지 실험이라 매주 늦을 텐데"),
                    ("유진", "슬라이드 발표만 하면 돼서 다은이나 제가 하면 돼요"),
                    ("태호", "그럼 뭐.. 실험 끝나고 뛰어갈게요 금요일 5시 찬성"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
        ],
    )
    assert [sorted(e.agreed_by) for e in 점검] == [["다은", "유진", "태호"]]
    assert [e.objected_by for e in 점검] == [["태호"]]
