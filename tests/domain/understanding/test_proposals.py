"""How people put a plan forward in chat, read through the real path (the chat ingested
by the real actor system, offline, then ``/결정`` as the command answers it): the softer
forms ("shall we", "we could", "I reckon we", "I'd book", an offer, "X가 좋을 것 같아요",
"X 볼래?", "제가 X 할 수 있어요") propose when they name what, and are taken up as any
proposal is; naming nothing, for a case that may not come, laughing or wishing for
oneself they propose nothing. Going along by arguing for the plan agrees. The chats are
written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from tests.domain.understanding.test_ledger import CHAT, Line, _decided, _ingested, _lines


def _one(found: list[LedgerEntry], word: str) -> LedgerEntry:
    hits = [e for e in found if word in e.text]
    assert len(hits) == 1, (word, [e.text for e in found])
    return hits[0]


def _each_with_a_yes(said: list[tuple[str, str, str, str]]) -> list[tuple[float, list[Line]]]:
    """Each (proposer, proposal, who says yes, the yes) two days after the one before."""
    return [(2 * at, [(who, text), (to, yes)]) for at, (who, text, to, yes) in enumerate(said)]


ENGLISH = [
    ("Sam", "shall we meet Thursday at the Crown at 6?", "Priya", "yep"),
    ("Priya", "we could just do Nando's on Friday", "Leo", "ok sure"),
    ("Leo", "I reckon we book the Ibis, £89 a night", "Sam", "yeah"),
    ("Sam", "I'd book one room at the Travelodge for Saturday", "Leo", "good shout"),
    ("Priya", "can we keep Mondays and Wednesdays, 6 to 9, for practice?", "Sam", "mon/wed ok"),
    ("Leo", "my vote's Figma, the free tier covers us", "Priya", "same"),
    ("Sam", "thinking we start with Paper Lanterns every night", "Leo", "agreed"),
    ("Priya", "I can bring the Sprinter on the 20th, it fits the gear", "Sam", "amazing, yes"),
    ("Leo", "probably best to get the 9:15 train", "Priya", "makes sense"),
    ("Sam", "I'm leaning towards the Premier Inn", "Priya", "yeah"),
    ("Priya", "Crown quiz at 8, anyone?", "Leo", "I'm in"),
]
KOREAN = [
    ("유진", "15일 저녁 7시가 좋을 것 같아요", "태호", "네 좋아요"),
    ("태호", "장소는 강남역 근처가 괜찮을 듯", "다은", "ㅇㅇ 그러자"),
    ("다은", "토요일 오후 3시에 볼래?", "유진", "ㅇㅋ"),
    ("유진", "제가 20일에 승합차 가져갈 수 있어요", "다은", "오 그럼 그렇게 해요"),
    ("태호", "12월 첫째 주에 송년회도 하고 싶어요", "유진", "저도 찬성"),
    ("다은", "6시에 역 앞에서 만나면 될 것 같은데", "태호", "ㅇㅋ"),
    ("유진", "답사는 9일로 하시죠", "다은", "네"),
    ("태호", "저는 일요일이 편해요", "유진", "저도요"),
    ("다은", "리허설은 21일 오후 괜찮을까요?", "태호", "네 좋아요"),
]


def test_softer_english_forms_naming_what_they_put_forward_are_proposals(
    tmp_path: Path,
) -> None:
    found = _decided(tmp_path, _each_with_a_yes(ENGLISH))
    for word in ("Crown at 6", "Nando", "Ibis", "Travelodge", "Mondays", "Figma", "Paper"):
        assert len(_one(found, word).agreed_by) == 2
    for word in ("Sprinter", "9:15", "Premier", "quiz"):
        assert len(_one(found, word).agreed_by) == 2


def test_softer_korean_forms_naming_what_they_put_forward_are_proposals(
    tmp_path: Path,
) -> None:
    found = _decided(tmp_path, _each_with_a_yes(KOREAN))
    for word in ("15일", "강남역", "3시", "승합차", "송년회", "역 앞", "답사", "일요일", "리허설"):
        assert len(_one(found, word).agreed_by) == 2


def test_the_same_forms_naming_nothing_supposing_laughing_or_wishing_for_oneself_decide_nothing(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (0, [("Sam", "we could do something fun this time"), ("Priya", "yeah")]),
            (2, [("Leo", "if it rains we could move it to the Crown on Sunday"), ("Sam", "true")]),
            (4, [("Priya", "we could all move to Lisbon lol"), ("Leo", "haha yes")]),
            (6, [("Sam", "I can see the river from my desk on Fridays"), ("Leo", "nice")]),
            (8, [("유진", "나 내일 부산 가고 싶다"), ("태호", "ㅇㅇ")]),
            (10, [("태호", "만약 비 오면 실내로 옮겨도 될 듯"), ("다은", "ㅇㅇ")]),
            (12, [("다은", "다 같이 하와이 갈래? ㅋㅋㅋ"), ("유진", "ㅋㅋㅋ 콜")]),
            (14, [("유진", "오늘 날씨가 좋아요"), ("다은", "ㅇㅇ")]),
            (16, [("태호", "어제 야근하셨다면서요 피곤하시죠"), ("유진", "네 ㅠㅠ")]),
        ],
    )  # fmt: skip
    assert found == []


def test_asking_leave_or_offering_to_bring_something_decides_nothing(tmp_path: Path) -> None:
    """Asking leave for one's own doing ("can i come watch", "휴가 써도 될까요") or
    offering to bring something ("김밥 사 갈까요?") is the speaker's to do once the
    others say yes, no plan of the group's."""
    found = _decided(
        tmp_path,
        [
            (0, [("Sam", "can i come watch on Saturday, i want to learn"), ("Priya", "ya come")]),
            (2, [("유진", "12일부터 14일까지 휴가 써도 될까요 🙏"), ("태호", "당연히 가야지")]),
            (4, [("다은", "점심 드실 분 김밥 사 갈까요?"), ("유진", "넵!! 네 줄이요")]),
            (6, [("태호", "장갑이랑 물 제 차로 실어갈까요? 차 있는데"), ("다은", "넵 좋아요")]),
        ],
    )  # fmt: skip
    assert found == []


def test_a_decision_told_as_news_decides_nothing_here(tmp_path: Path) -> None:
    """News of a decision made by others, said as come about or as heard ("지원금 결과
    나왔어요!! 170만원 확정이에요", "부스 확정! … 없대요"), and a "굿" after it: nothing
    was put to the group; a wrap-up that tells what it just did is the group's decision."""
    found = _decided(
        tmp_path,
        [
            (0, [("유진", "지원금 결과 나왔어요!! 170만원 확정이에요"), ("태호", "굿")]),
            (2, [("태호", "구청 연락 왔어요 부스 확정! 전기는 없대요"), ("다은", "굿")]),
            (4, [("다은", "휴무 공지는 제가 올릴게요! 날짜 확정됐으니까"), ("유진", "넵!! 😊")]),
            (6, [("유진", "한결이랑 담다 중에 어디로 할까"), ("태호", "한결이 낫지"),
                 ("유진", "그럼 한결로 확정! 방금 사장님한테 전화드렸어"), ("다은", "👍")]),
        ],
    )  # fmt: skip
    assert [e.text for e in found] == ["유진: 그럼 한결로 확정! 방금 사장님한테 전화드렸어"]


def test_deciding_once_something_is_seen_or_another_time_decides_nothing(tmp_path: Path) -> None:
    """Putting the choice off until a quote, a result or the day itself is in ("견적 보고
    다시 하자", "decide on the day"), or to another time ("다음에 하자"), is agreed to as
    often as a plan is, and decides nothing yet."""
    found = _decided(
        tmp_path,
        [
            (0, [("유진", "총액부터 나와야 얘기가 되지. 견적 보고 다시 하자"), ("태호", "ㅇㅇ")]),
            (2, [("태호", "그건 당일에 가서 상황 보고 정하자"), ("다은", "네")]),
            (4, [("다은", "뒤풀이는 그날 봅시다"), ("유진", "좋아요")]),
            (6, [("유진", "지금 돈 나갈 데가 너무 많아 다음에 하자"), ("다은", "ㅇㅋ")]),
            (8, [("Sam", "the bbq menu we can decide on the day"), ("Priya", "yep")]),
            (10, [("Leo", "the route to the lake, let's play it by ear"), ("Sam", "sure")]),
        ],
    )  # fmt: skip
    assert found == []


def test_arguing_for_the_plan_goes_along_with_it(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "what about the Cotswolds cottage on the 3rd?"),
                    ("Priya", "that's an easy drive from Oxford"),
                    ("Leo", "yes"),
                ],
            ),
            (
                2,
                [
                    ("유진", "이번엔 KTX 타고 가는 게 나을 듯"),
                    ("태호", "기차가 제일 편하긴 하지"),
                    ("다은", "ㅇㅇ"),
                ],
            ),
        ],
    )
    assert sorted(_one(found, "Cotswolds").agreed_by) == ["Leo", "Priya", "Sam"]
    assert sorted(_one(found, "KTX").agreed_by) == ["다은", "유진", "태호"]


def test_an_offer_while_a_plan_is_talked_of_is_part_of_it(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the picnic Saturday at Hyde Park"),
                    ("Priya", "I can bring the big blanket and 2 chairs"),
                    ("Leo", "great"),
                ],
            ),
        ],
    )
    assert [sorted(e.agreed_by) for e in found] == [["Leo", "Sam"]]
    assert "picnic" in found[0].text


def test_a_yes_naming_the_option_just_put_is_for_that_option_and_a_day_recalled_changes_the_plan(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "can we lock practice as Tuesdays and Thursdays, 7 till 10?"),
                    ("Priya", "tue/thu is good"),
                    ("Leo", "yep"),
                    ("Sam", "Hartley Hire has a minibus, £310 for the weekend"),
                    ("Priya", "minibus is fine, I've driven one before"),
                    ("Leo", "let's do the minibus then"),
                ],
            ),
            (
                6,
                [
                    ("Leo", "ok practice days, since I can't do Tuesdays anymore"),
                    ("Sam", "Mondays work for everyone? same 7-10"),
                    ("Priya", "mondays are fine"),
                    ("Leo", "yes"),
                ],
            ),
        ],
    )
    minibus = _one(found, "minibus")
    assert sorted(minibus.agreed_by) == ["Leo", "Priya", "Sam"]
    tuesdays = _one(found, "Tuesdays and Thursdays")
    assert "Priya" in tuesdays.agreed_by
    assert tuesdays.status == "superseded"
    assert _one(found, "Mondays").status == "current"


def test_wondering_what_will_happen_in_korean_proposes_nothing(tmp_path: Path) -> None:
    """-ㄹ까 on a verb of what happens (rain coming, roads jammed, selling out, growing
    cold) asks what will be; only a thing the group can do is put forward by it."""
    found = _decided(
        tmp_path,
        [
            (0, [("유진", "토요일 오후 2시에 남산 가자"), ("태호", "ㅇㅋ")]),
            (1, [("태호", "토요일 오후에 눈 올까?"), ("유진", "응 올 수도")]),
            (2, [("다은", "금요일 저녁 올림픽대로 막힐까요?"), ("태호", "네 아마")]),
            (3, [("유진", "일요일 공연 매진될까?"), ("다은", "ㅇㅇ")]),
            (4, [("태호", "다음 주 월요일엔 추워질까?"), ("유진", "응")]),
            (5, [("다은", "그럼 일요일 저녁은 곱창 먹을까?"), ("태호", "좋아")]),
        ],
    )  # fmt: skip
    assert sorted(e.text for e in found) == [
        "다은: 그럼 일요일 저녁은 곱창 먹을까?",
        "유진: 토요일 오후 2시에 남산 가자",
    ]


def test_a_plan_said_laughing_and_taken_up_only_laughing_is_a_joke(tmp_path: Path) -> None:
    """A proposal said laughing, naming no day, time or amount, that only yeses opening
    with laughter answer is a joke; laughter on a plan with its day, a yes that laughs
    after it, or a plain yes, still decides."""
    found = _decided(
        tmp_path,
        [
            (0, [("Sam", "let's just move the whole office to Bali lol"), ("Priya", "haha yes")]),
            (2, [("유진", "우리 다 같이 제주도로 이사 가자 ㅋㅋㅋ"), ("태호", "ㅋㅋㅋㅋ 좋다")]),
            (4, [("Leo", "let's all quit and open a taco truck 😂"), ("Sam", "lmao deal")]),
            (6, [("다은", "토요일 7시 홍대에서 보자 ㅋㅋ"), ("유진", "ㅇㅋ ㅋㅋ")]),
            (8, [("Priya", "let's do karaoke after the dinner haha"), ("Leo", "ok yes")]),
            (10, [("태호", "저녁은 떡볶이 시켜 먹자 ㅋㅋ"), ("다은", "콜 ㅋㅋㅋ")]),
        ],
    )  # fmt: skip
    assert len(_one(found, "떡볶이").agreed_by) == 2  # a plain yes, then laughter
    assert len(_one(found, "홍대").agreed_by) == 2
    assert len(_one(found, "karaoke").agreed_by) == 2
    assert not [e.text for e in found if "Bali" in e.text or "제주도" in e.text or "taco" in e.text]


def test_a_choice_offered_keeps_the_option_picked(tmp_path: Path) -> None:
    """ "X or Y?" offering two values is a proposal; the yes that names one keeps that one,
    so a later move to the other changes the plan."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "team dinner Friday at 7 or Saturday at 7?"),
                    ("Priya", "saturday works for me"),
                    ("Leo", "yes saturday"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "let's do the team dinner Friday at 7, my sister is in town saturday"),
                    ("Sam", "ok"),
                    ("Priya", "sure"),
                ],
            ),
            (
                7,
                [
                    ("유진", "회식 금요일 7시 아니면 토요일 6시?"),
                    ("태호", "토요일이 좋아"),
                    ("다은", "ㅇㅇ 토요일"),
                ],
            ),
            (
                8,
                [
                    ("다은", "회식 금요일 7시로 하자 토요일은 일이 생겼어"),
                    ("유진", "ㅇㅋ"),
                    ("태호", "좋아"),
                ],
            ),
        ],
    )
    assert _one(found, "or Saturday").status == "superseded"
    assert _one(found, "my sister").status == "current"
    assert _one(found, "아니면").status == "superseded"
    assert _one(found, "일이 생겼어").status == "current"


def test_asking_which_of_two_it_was_offers_no_choice(tmp_path: Path) -> None:
    """ "Is it X or Y?", "X였나 아니면 Y였나?" ask a fact: an answer naming one decides nothing."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "is book club Monday at 6 or Wednesday at 6?"),
                    ("Priya", "wednesday works"),
                ],
            ),
            (2, [("유진", "동창회 금요일 7시야 아니면 토요일 6시야?"), ("태호", "토요일이 좋아")]),
            (4, [("Leo", "was the recital on the 14th or the 21st?"), ("Sam", "yes the 21st")]),
        ],
    )
    assert found == []


def test_what_a_reason_names_is_not_what_a_softer_form_puts_forward(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (0, [("유진", "다들 8명이라 넓은 데가 좋을 것 같아"), ("태호", "ㅇㅇ 맞아")]),
            (2, [("Sam", "since there are 9 of us, we could find somewhere big"), ("Leo", "true")]),
            (4, [("다은", "비가 와서 토요일 오후가 괜찮을 듯"), ("유진", "네 좋아요")]),
        ],
    )  # fmt: skip
    assert [e.text for e in found] == ["다은: 비가 와서 토요일 오후가 괜찮을 듯"]


def test_something_else_first_and_the_talk_after_puts_the_question_off(tmp_path: Path) -> None:
    """ "Get X done first, then we decide", "시험 끝내고 다시 얘기하자" put the question off:
    a yes to them decides nothing. Talking to someone after a plan is no putting off."""
    found = _decided(
        tmp_path,
        [
            (0, [("Priya", "should we repaint the shed this spring?")]),
            (0.01, [("Sam", "let's finish the fence first and then we decide"), ("Leo", "fair")]),
            (2, [("유진", "다음 달에 캠핑 갈까?")]),
            (2.01, [("태호", "일단 기말고사부터 끝내고 다시 얘기하자"), ("다은", "ㅇㅇ")]),
            (4, [("Leo", "let's book the van first, then talk to Dev about beds"), ("Sam", "ok")]),
        ],
    )
    assert [e.text for e in found] == ["Leo: let's book the van first, then talk to Dev about beds"]


def test_a_plan_put_beside_a_promise_in_its_own_sentence_is_a_proposal(tmp_path: Path) -> None:
    """A treat promised, then the when asked in a sentence of its own ("내가 한턱 쏠게!
    다음 주 금요일 저녁 8시 어때?"): the plan is put forward and taken up by the yeses."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "집들이 겸 내가 한턱 쏠게! 다음 주 금요일 저녁 8시 어때?"),
                    ("태호", "좋아"),
                    ("다은", "콜"),
                ],
            ),
            (
                2,
                [
                    ("Priya", "I'll cook this time. how about Saturday the 14th at 7pm?"),
                    ("Sam", "yes!"),
                    ("Leo", "sure"),
                ],
            ),
        ],
    )
    assert len(_one(found, "8시").agreed_by) == 3
    assert len(_one(found, "7pm").agreed_by) == 3


def test_a_korean_suggestion_beside_the_speakers_own_part_is_a_proposal(tmp_path: Path) -> None:
    """ "포토존 꾸미면 어떨까요? 풍선은 제가 사 올게요": the suggestion names its subject in a
    sentence of its own; the promise beside it is the speaker's part."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "입구에 포토존 꾸미면 어떨까요? 풍선은 제가 사 올게요"),
                    ("유진", "오 좋아요"),
                    ("태호", "찬성"),
                ],
            )
        ],
    )
    assert len(_one(found, "포토존").agreed_by) == 3


def test_a_tease_asking_who_before_a_time_is_no_plan(tmp_path: Path) -> None:
    """A question naming no value, then a time said of someone ("Leo?? the one who rolls
    in at 10am", "태호가…? 10시에 겨우 일어나면서"), offers no time: it is no plan, and
    the wrap-up after it stays with the plan it follows."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        (
                            "Sam",
                            "for the bake sale stall how about shifts: "
                            "9 to 1 Leo and Priya, 1 to 5 me and Priya?",
                        ),
                        ("Priya", "sounds good"),
                        ("Leo", "I'll do the early one, I'm a morning person"),
                        ("Priya", "Leo?? the one who rolls in at 10am on a good day"),
                        ("Sam", "ok so that's settled then"),
                    ],
                ),
                (
                    1,
                    [
                        ("유진", "바자회 날 2명씩 오전 9~1시, 오후 1~5시로 나눠서 서는 거 어때?"),
                        ("다은", "좋아"),
                        ("태호", "나 오전 할게 아침형 인간이라"),
                        ("다은", "태호가…? 10시에 겨우 일어나면서"),
                        ("유진", "그럼 그렇게 하자"),
                    ],
                ),
            ]
        ),
    )
    found = decisions_answer(config, CHAT)
    assert sorted(e.text.split(":")[0] for e in found) == ["Sam", "유진"]
    assert all("10" not in e.text for e in found)


def test_a_line_adding_another_thing_is_its_own_plan_and_its_yeses_are_its_own(
    tmp_path: Path,
) -> None:
    """A line that opens by adding another thing ("and afterwards we …", "그리고 … 맞추면
    안 돼요?") while a plan is talked of puts that thing forward: the yeses after it take
    it up, not the plan before it."""
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Clean-up day: Sunday 26 April, 9am. Everyone brings gloves"),
                    ("Leo", "count me in"),
                    ("Priya", "and afterwards we braai in the back yard"),
                    ("Sam", "yes please"),
                    ("Leo", "now you're talking"),
                ],
            ),
            (
                2,
                [
                    ("유진", "4월 첫 운동은 4일 토요일 새벽 6시로 해요"),
                    ("태호", "좋아요"),
                    ("유진", "그리고 새벽엔 추우니까 바람막이도 같이 맞추면 안 돼요?"),
                    ("다은", "그건 좋네"),
                    ("태호", "저도 좋아요"),
                ],
            ),
        ],
    )
    assert sorted(_one(found, "braai").agreed_by) == ["Leo", "Priya", "Sam"]
    assert sorted(_one(found, "바람막이").agreed_by) == ["다은", "유진", "태호"]
    assert "다은" not in _one(found, "첫 운동").agreed_by
