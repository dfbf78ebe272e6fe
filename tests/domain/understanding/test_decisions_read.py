"""How a group settles things, read through the real path (the chat ingested by the real
actor system, offline, then ``/결정`` as the command answers it): the forms a proposal
takes, the replies that take it up, and the plans a change replaces. The chats are
written for these tests, Korean and English."""

from __future__ import annotations

import json
from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer, todos_answer
from tests.domain.understanding.test_ledger import CHAT, _decided, _ingested, _lines


def test_a_plan_put_forward_as_a_thought_and_taken_up_is_a_decision(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "I'm thinking Friday March 13 at the boathouse, 7pm"),
                        ("Priya", "+1"),
                        ("Leo", "fine by me"),
                    ],
                ),
                (1, [("Leo", "what if we rotate the snack duty every week"), ("Priya", "sgtm")]),
                (
                    2,
                    [
                        ("유진", "회비는 1인 3만원씩 걷으면 될 것 같아요"),
                        ("태호", "ㅇㅋ"),
                        ("다은", "좋아요"),
                    ],
                ),
                (3, [("태호", "뒤풀이는 역 앞 치킨집으로 해"), ("다은", "콜")]),
            ]
        ),
    )
    entries = decisions_answer(config, CHAT)
    by_start = {e.text.split(": ", 1)[1][:6]: e for e in entries if not e.proposal}
    assert sorted(by_start) == ["I'm th", "what i", "뒤풀이는 역", "회비는 1인"]
    assert sorted(by_start["I'm th"].agreed_by) == ["Leo", "Priya", "Sam"]
    assert sorted(by_start["회비는 1인"].agreed_by) == ["다은", "유진", "태호"]


def test_a_day_offered_after_a_question_word_elsewhere_is_a_proposal(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        (
                            "Sam",
                            "then let's do a cleanup when the skip arrives. Sat the 7th, 9 to 11?",
                        ),
                        ("Priya", "count me in"),
                        ("Leo", "i'm in"),
                        ("Sam", "ok cleanup Sat 3/7 9-11, bring gloves"),
                    ],
                ),
            ]
        ),
    )
    [entry] = decisions_answer(config, CHAT)
    assert entry.status == "current" and "cleanup" in entry.text
    assert sorted(entry.agreed_by) == ["Leo", "Priya", "Sam"]
    assert len(entry.evidence) == 4  # the wrap-up restates it: no second plan


def test_a_reply_naming_only_the_weekday_agrees_with_the_dated_plan(tmp_path: Path) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's have the picnic on Saturday the 14th at noon"),
                    ("Priya", "+1"),
                    ("Leo", "👍"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "rain all saturday. let's do Sunday the 15th instead, same time"),
                    ("Priya", "sunday works"),
                    ("Leo", "ok fine, sunday"),
                ],
            ),
            (
                3,
                [
                    ("유진", "동아리 야유회 21일 토요일로 하자"),
                    ("태호", "토요일 좋아"),
                    ("다은", "토요일 ㄱㄱ"),
                ],
            ),
        ],
    )
    first = next(e for e in entries if "Saturday the 14th" in e.text)
    second = next(e for e in entries if "Sunday the 15th" in e.text)
    assert first.status == "superseded" and first.superseded_by is not None
    assert "Sunday the 15th" in first.superseded_by.text
    assert sorted(second.agreed_by) == ["Leo", "Priya", "Sam"]
    outing = next(e for e in entries if "야유회" in e.text)
    assert sorted(outing.agreed_by) == ["다은", "유진", "태호"]


def test_a_yes_with_its_reason_agrees_and_a_question_does_not(tmp_path: Path) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's book the community hall for the 20th"),
                    ("Priya", "+1, means I can finally invite my parents to come along"),
                    ("Leo", "That should be fine, the stage crew is free by then anyway"),
                ],
            ),
            (
                1,
                [
                    ("유진", "다음 정모 14일 토요일 어때"),
                    ("태호", "난 ㄱㄴ"),
                    ("다은", "가능이요"),
                    ("Leo", "혼자 준비 괜찮아요?"),
                ],
            ),
        ],
    )
    hall = next(e for e in entries if "community hall" in e.text)
    assert sorted(hall.agreed_by) == ["Leo", "Priya", "Sam"]
    meetup = next(e for e in entries if "정모" in e.text)
    assert sorted(meetup.agreed_by) == ["다은", "유진", "태호"]


def test_the_chosen_name_said_again_is_the_same_plan_not_another(tmp_path: Path) -> None:
    [entry] = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I want Linear for the tracker. ~$8 a seat, great keyboard flow"),
                    ("Priya", "Linear is fine. less clutter than the old board honestly"),
                    ("Leo", "Linear it is"),
                ],
            ),
        ],
    )
    assert sorted(entry.agreed_by) == ["Leo", "Priya", "Sam"] and len(entry.evidence) == 3


def test_a_yes_to_a_task_just_taken_on_is_no_yes_to_the_plan(tmp_path: Path) -> None:
    [entry] = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the potluck on Friday the 13th"),
                    ("Priya", "+1"),
                    ("Sam", "I'll bring the rice and the big pot"),
                    ("Leo", "ok"),
                    ("Priya", "ok i'll make the signup sheet tonight"),
                ],
            ),
        ],
    )
    assert sorted(entry.agreed_by) == ["Priya", "Sam"]


def test_a_plan_set_aside_once_the_new_one_stands_is_replaced(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "고속버스 타자 터미널까지 한 시간이면 감"),
                        ("태호", "버스 좋아"),
                        ("유진", "그럼 일단 버스로 가는 걸로"),
                        ("다은", "표는 인원 나오면 내가 한꺼번에 예매할게"),
                    ],
                ),
                (
                    2,
                    [
                        ("태호", "그럼 차 빌리자 렌터카 한 대면 다 타고 짐 싣기도 편해"),
                        ("다은", "찬성"),
                        ("유진", "ㅇㅋ 버스 말고 렌터카로 간다"),
                        ("다은", "그럼 버스표는 안 사도 되는 거죠? 아직 안 샀어요"),
                    ],
                ),
            ]
        ),
    )
    entries = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    bus = next(e for e in entries if "고속버스" in e.text)
    assert bus.status == "superseded" and bus.superseded_by is not None
    assert "렌터카" in bus.superseded_by.text
    assert [e.status for e in entries if "렌터카" in e.text] == ["current"]
    [ticket] = todos_answer(config, CHAT)
    assert ticket.owner == "다은" and ticket.status == "dropped"


def test_a_plan_taken_back_by_its_subject_is_dropped_though_it_named_it_it(
    tmp_path: Path,
) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "someone two streets over is selling a used kayak for $150"),
                    ("Priya", "honestly we'd use it all summer. I say buy it"),
                    ("Leo", "+1"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "bad news, the kayak got sold this morning"),
                    ("Priya", "ugh. let's just forget the kayak this year"),
                    ("Leo", "agreed"),
                ],
            ),
        ],
    )
    bought = next(e for e in entries if "buy it" in e.text)
    assert bought.status == "dropped"
    assert not [e for e in entries if e.status == "current"]


def test_a_two_day_plan_said_again_as_a_range_is_one_plan(tmp_path: Path) -> None:
    [entry] = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "둘째 주 토일 어때 14일 15일"),
                    ("태호", "난 ㄱㄴ"),
                    ("다은", "가능"),
                    ("유진", "그럼 14~15일로 박자"),
                ],
            ),
        ],
    )
    assert len(entry.evidence) == 4 and sorted(entry.agreed_by) == ["다은", "유진", "태호"]


def test_a_plan_pushed_back_without_a_date_changes_once_its_days_are_named(
    tmp_path: Path,
) -> None:
    chatter = [("태호", f"과제 {n}번 진짜 어렵다") for n in range(1, 5)] + [
        ("유진", f"나도 {n}번에서 막힘") for n in range(1, 5)
    ]
    entries = _decided(
        tmp_path,
        [
            (0, [("유진", "엠티 14일 15일 어때"), ("태호", "좋아"), ("다은", "ㅇㅋ")]),
            (
                3,
                [
                    ("유진", "그 주에 시험 있대서 안 되겠다. 엠티 한 주 밀자 21 22 어때"),
                    ("다은", "아 21일 저 알바 있는데 ㅠㅠ", {"reply": 4}),
                    ("태호", "난 21 괜찮아"),
                    *chatter,
                    ("다은", "알바 바꿨어요!! 21일 콜"),
                    ("유진", "오케이 그럼 엠티는 21~22일로 최종!"),
                ],
            ),
        ],
    )
    first = next(e for e in entries if "14일 15일" in e.text)
    assert first.status == "superseded" and first.superseded_by is not None
    assert "한 주 밀자" in first.superseded_by.text
    moved = next(e for e in entries if "한 주 밀자" in e.text)
    assert sorted(moved.agreed_by) == ["다은", "유진", "태호"]
    assert [e.status for e in entries if e is not first] == ["current"]


def test_asking_someone_a_favour_is_no_plan(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "태호야 이번 주 발표 자료 대신 봐줄 수 있을까?"),
                        ("태호", "ㅇㅋ"),
                        ("다은", "다은아 내일 시간 있을까?"),
                        ("유진", "응"),
                    ],
                ),
            ]
        ),
    )
    assert [e for e in decisions_answer(config, CHAT) if not e.proposal] == []


def test_a_yes_in_few_words_or_before_its_reason_agrees_and_a_but_objects(
    tmp_path: Path,
) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "proposal: rent a bouncy castle for the block party, about $200"),
                    ("Priya", "from the street fund?"),
                    ("Sam", "yeah, there's $900 in it"),
                    ("Leo", "do it"),
                ],
            ),
            (
                1,
                [
                    ("Priya", "let's do a cleanup day on Saturday the 14th, 9 to noon"),
                    ("Leo", "I agree with Priya. My knees can't do another year of weeds"),
                    ("Sam", "no opinion, go for it"),
                ],
            ),
            (
                2,
                [
                    ("Leo", "let's move movie night to Friday the 20th"),
                    ("Sam", "+1"),
                    ("Priya", "Sounds good, but Friday doesn't work for me"),
                ],
            ),
        ],
    )
    castle = next(e for e in entries if "bouncy castle" in e.text)
    assert sorted(castle.agreed_by) == ["Leo", "Sam"]
    cleanup = next(e for e in entries if "cleanup day" in e.text)
    assert sorted(cleanup.agreed_by) == ["Leo", "Priya", "Sam"] and cleanup.objected_by == []
    movie = next(e for e in entries if "movie night" in e.text)
    assert movie.objected_by == ["Priya"]


def test_a_word_that_only_begins_like_a_yes_takes_no_plan_up(tmp_path: Path) -> None:
    """ "예약", "네이버", "응답", "좋아하는" begin like 예, 네, 응, 좋아: replies about booking
    and searching are no agreement, so the plan nobody took up is no decision."""
    decided = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "다음 모임은 3월 14일 토요일 홍대 카페로 하자"),
                    ("태호", "예약 먼저 알아봐야 함"),
                    ("다은", "네이버에 자리 있는지 봐야겠다"),
                    ("태호", "다들 좋아하는 메뉴 있나"),
                ],
            ),
            (
                1,
                [("유진", "뒤풀이는 역 앞 치킨집으로 하자"), ("다은", "넵넵"), ("태호", "응!")],
            ),
        ],
    )
    assert [e.text for e in decided] == ["유진: 뒤풀이는 역 앞 치킨집으로 하자"]
    assert sorted(decided[0].agreed_by) == ["다은", "유진", "태호"]


def test_two_members_of_one_name_are_two_people(tmp_path: Path) -> None:
    said = [
        ("서연", 801, "토요일 3시에 보드게임 카페 가자"),
        ("서연", 802, "ㅇㅋ 좋아"),
        ("유진", 501, "나도 콜"),
        ("서연", 802, "예약은 내가 금요일까지 할게"),
    ]
    lines = [
        json.dumps(
            {
                "sender": sender,
                "sender_id": uid,
                "text": text,
                "timestamp": f"2026-03-02T19:0{n}:00+09:00",
                "message_id": n + 1,
                "is_bot": False,
            },
            ensure_ascii=False,
        )
        for n, (sender, uid, text) in enumerate(said)
    ]
    config = _ingested(tmp_path, lines)
    [entry] = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    assert sorted(entry.agreed_by) == ["서연", "서연 (id 802)", "유진"]
    [todo] = todos_answer(config, CHAT)
    assert todo.owner == "서연 (id 802)"


def test_another_number_of_the_same_thing_or_a_change_told_as_made_replaces_a_plan(
    tmp_path: Path,
) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "차 빌리자 렌터카 두 대면 열 명 다 타"),
                    ("태호", "ㅇㅋ"),
                    ("다은", "좋아"),
                    ("태호", "회식 장소는 강남역 고깃집으로 하자"),
                    ("유진", "좋아"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
            (
                3,
                [
                    (
                        "태호",
                        "면허 있는 사람이 나뿐이라 렌터카는 한 대만 빌리고 나머지는 버스 타자",
                    ),
                    ("다은", "그게 낫다"),
                    ("유진", "ㅇㅋ"),
                ],
            ),
            (4, [("유진", "회식 장소 홍대로 바꾸기로 했어요 단체석이 된대요")]),
        ],
    )
    cars = next(e for e in entries if "두 대면" in e.text)
    assert cars.status == "superseded" and cars.superseded_by is not None
    assert "한 대만" in cars.superseded_by.text
    dinner = next(e for e in entries if "강남역" in e.text)
    assert dinner.status == "superseded" and dinner.superseded_by is not None
    assert "홍대로 바꾸기로" in dinner.superseded_by.text


def test_a_wrap_up_naming_the_plan_then_the_speakers_part_is_a_decision(
    tmp_path: Path,
) -> None:
    [entry] = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "so picnic Sat March 14, 3pm. I'll bring the rug. Leo, drinks?",
                    ),
                    ("Priya", "yep"),
                    ("Leo", "👍 Sat 14th 3pm, I'll do drinks"),
                ],
            ),
        ],
    )
    assert "picnic" in entry.text and sorted(entry.agreed_by) == ["Leo", "Priya", "Sam"]


def test_a_reply_raising_a_concern_before_the_plan_stands_is_an_objection(
    tmp_path: Path,
) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the BBQ on Sunday the 15th"),
                    ("Priya", "sunday is the farmers market, half of us work it", {"reply": 1}),
                    ("Leo", "+1"),
                    ("Priya", "ok fine, sunday"),
                ],
            ),
            (
                1,
                [
                    ("유진", "엠티 21일 22일 어때"),
                    ("다은", "아 21일 저 알바 있는데 ㅠㅠ", {"reply": 5}),
                    ("태호", "몇 시에 출발해?", {"reply": 5}),
                    ("태호", "난 괜찮아"),
                ],
            ),
        ],
    )
    bbq = next(e for e in entries if "BBQ" in e.text)
    assert bbq.objected_by == ["Priya"] and sorted(bbq.agreed_by) == ["Leo", "Priya", "Sam"]
    trip = next(e for e in entries if "엠티" in e.text)
    assert trip.objected_by == ["다은"]


def test_a_deciding_word_in_a_condition_proposes_nothing(tmp_path: Path) -> None:
    """A notice asked for once the booking is confirmed ("예약 확정되면 … 올려줘"): the
    confirming is the condition, so the yes after it takes up no plan."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "숙소 예약 확정되면 단톡에 공지 올려줘"),
                        ("태호", "오케이"),
                        ("다은", "장소 결정하면 알려줘요"),
                        ("유진", "ㅇㅋ"),
                    ],
                ),
            ]
        ),
    )
    assert [e.text for e in decisions_answer(config, CHAT) if not e.proposal] == []


def test_signing_up_for_a_call_in_its_own_count_agrees(tmp_path: Path) -> None:
    [entry] = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "티셔츠 단체 주문 할 사람? 20장 넘으면 장당 8천원이래 모아보자"),
                    ("태호", "오 저 2장이요"),
                    ("다은", "나 3장!!"),
                    ("태호", "작년엔 50장 샀는데 ㅋㅋㅋ"),
                ],
            ),
        ],
    )
    assert sorted(entry.agreed_by) == ["다은", "유진", "태호"]


def test_a_proposers_next_plan_on_a_subject_of_its_own_is_another_plan(tmp_path: Path) -> None:
    """The proposer of a plan that named no value yet, putting forward a value under a
    subject of its own ("뒤풀이 장소는 …"), proposes a second plan, not the first one's
    missing value."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("다은", "참가비는 만원으로 하자"),
                        ("태호", "ㅇㅋ"),
                        ("다은", "뒤풀이 장소는 신촌역 근처로 하자"),
                        ("유진", "좋아요"),
                    ],
                ),
            ]
        ),
    )
    decided = sorted(e.text for e in decisions_answer(config, CHAT) if not e.proposal)
    assert decided == ["다은: 뒤풀이 장소는 신촌역 근처로 하자", "다은: 참가비는 만원으로 하자"]


def test_casual_yeses_agree_and_pushback_objects(tmp_path: Path) -> None:
    """The many ways people say yes in passing ("I'm down", "happy with that", "say less",
    "either's fine", 그럽시다, 콜콜, 동감) take a plan up, and pushing back without a "no"
    ("can't we just ...?", "I don't love ...", "좀 비싼데", "너무 많지 않아요?") objects, and
    who goes along after is in both lists."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", "let's do the potluck at Leo's on Sunday the 8th"),
                     ("Priya", "I'm down"), ("Leo", "happy with that")]),
                (1, [("Leo", "how about we move book club to Thursdays"),
                     ("Sam", "either's fine"), ("Priya", "say less")]),
                (2, [("Sam", "let's buy the $300 grill for the garden"),
                     ("Priya", "can't we just borrow Leo's?"),
                     ("Leo", "I don't love spending that much on it"), ("Priya", "ok fine")]),
                (3, [("유진", "송년회는 12월 20일 금요일 강남에서 하자"),
                     ("태호", "그럽시다"), ("다은", "콜콜")]),
                (4, [("유진", "뒤풀이 장소는 역 앞 이자카야로 하자"), ("태호", "동감")]),
                (5, [("유진", "회비는 1인 5만원으로 하자"), ("태호", "좀 비싼데 ㅠ"),
                     ("다은", "너무 많지 않아요?"), ("태호", "알았어 ㅇㅋ")]),
            ]
        ),
    )  # fmt: skip
    entries = decisions_answer(config, CHAT)
    potluck = next(e for e in entries if "potluck" in e.text)
    assert sorted(potluck.agreed_by) == ["Leo", "Priya", "Sam"]
    club = next(e for e in entries if "book club" in e.text)
    assert sorted(club.agreed_by) == ["Leo", "Priya", "Sam"]
    grill = next(e for e in entries if "grill" in e.text)
    assert sorted(grill.objected_by) == ["Leo", "Priya"]
    party = next(e for e in entries if "송년회" in e.text)
    assert sorted(party.agreed_by) == ["다은", "유진", "태호"]
    after = next(e for e in entries if "이자카야" in e.text)
    assert sorted(after.agreed_by) == ["유진", "태호"]
    fee = next(e for e in entries if "회비" in e.text)
    assert sorted(fee.objected_by) == ["다은", "태호"]


def test_a_question_put_to_someone_by_name_is_no_plan_for_the_group(tmp_path: Path) -> None:
    """ "@Codex can you draft one? three dates (...)" is for the one it names: the yes after
    it is no plan taken up."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", "@Codex can you draft one? three dates (Fri the 6th, 13th, 20th)"),
                     ("Priya", "ok")]),
            ]
        ),
    )  # fmt: skip
    assert [e.text for e in decisions_answer(config, CHAT) if not e.proposal] == []


def test_a_long_yes_with_its_reason_agrees(tmp_path: Path) -> None:
    """A yes in words that only endorse, then the reason at length ("I think that's the
    right call given ...", "저도 찬성이에요 ... 평이 좋더라고요"), takes the plan up."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", "let's hold the fundraiser at the library hall on May 9"),
                     ("Priya", "Yeah I think that's the right call given how tight the budget is"),
                     ("Leo", "honestly that makes the most sense, the church hall is miles away")]),
                (1, [("유진", "워크숍 숙소는 가평 펜션으로 하는 거 어때요"),
                     ("태호", "저도 찬성이에요 후기 찾아봤는데 평이 좋더라고요 가격도 괜찮고")]),
            ]
        ),
    )  # fmt: skip
    entries = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    hall = next(e for e in entries if "fundraiser" in e.text)
    assert sorted(hall.agreed_by) == ["Leo", "Priya", "Sam"]
    stay = next(e for e in entries if "펜션" in e.text)
    assert sorted(stay.agreed_by) == ["유진", "태호"]


def test_a_holdouts_yes_after_the_proposer_answers_them_takes_the_plan_up(
    tmp_path: Path,
) -> None:
    """A member who balked at a plan ("다섯 시 반이요…?"), answered by its proposer with a
    promise ("내가 깨워줄게"), says yes to both: the plan and the promise."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "둘째 날 새벽에 일출 찍으러 가자 다섯 시 반에 나가면 될 듯"),
                     ("다은", "좋아요!!"), ("태호", "다섯 시 반이요…?"),
                     ("태호", "저 그 시간엔 보통 자는데"), ("유진", "내가 깨워줄게 ㅋㅋ"),
                     ("태호", "ㅋㅋㅋ 알겠어요 ㄱㄱ")]),
            ]
        ),
    )  # fmt: skip
    [plan] = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    assert sorted(plan.agreed_by) == ["다은", "유진", "태호"]


def test_a_yes_with_a_caveat_naming_another_day_agrees(tmp_path: Path) -> None:
    """ "weekends ok, but I'm away the weekend of the 19th": the day after the "but" is the
    speaker's own, the yes takes the rota up."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Priya", "how about: mon + thu me, tue Sam, weekends Leo for the watering"),
                     ("Sam", "tue works"),
                     ("Leo", "weekends ok, but I'm away the weekend of the 19th")]),
            ]
        ),
    )  # fmt: skip
    [rota] = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    assert sorted(rota.agreed_by) == ["Leo", "Priya", "Sam"]


def test_picking_the_place_agrees_and_a_doubting_though_objects(tmp_path: Path) -> None:
    """ "여기 해요" picks what was put forward; "that's more than we said though??" doubts
    it."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "숙소는 가평 솔숲 펜션 어때 최대 12명 1박 30만원"),
                     ("태호", "오 예쁘다 여기 해요")]),
                (1, [("Sam", "proposal: we pay the caterer $900 for the whole day"),
                     ("Leo", "that's more than the $700 we said though??"),
                     ("Priya", "+1, they do the cleanup too"), ("Leo", "ok fair")]),
            ]
        ),
    )  # fmt: skip
    entries = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    stay = next(e for e in entries if "펜션" in e.text)
    assert sorted(stay.agreed_by) == ["유진", "태호"]
    caterer = next(e for e in entries if "caterer" in e.text)
    assert caterer.objected_by == ["Leo"]
