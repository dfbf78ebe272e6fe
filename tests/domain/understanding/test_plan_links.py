"""Which plan a change replaces, read through the real path (the chat ingested by the real
actor system, offline, then ``/결정`` as the command answers it): a plan that shares one
word with another by chance and nothing else of it does not replace it; the days and
times a proposal recalls from the past are not the ones it puts forward, so they tie it
to no other plan. The chats are written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain import queries
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from tests.domain.understanding.test_ledger import CHAT, _decided, _ingested, _lines


def _one(entries: list[LedgerEntry], words: str) -> LedgerEntry:
    [found] = [e for e in entries if words in e.text]
    return found


def test_one_word_shared_by_chance_ties_no_plans(tmp_path: Path) -> None:
    # a budget naming the bus among its costs, then a bus hired days later: two plans
    english = _decided(
        tmp_path / "en",
        [
            (
                0,
                [
                    (
                        "Sam",
                        "Budget proposal: ticket money goes into the club fund first. "
                        "The bus deposit and Leo's $80 for the banners come out of it",
                    ),
                    ("Priya", "makes sense"),
                    ("Leo", "yes, $80 covers it"),
                ],
            ),
            (2, [("Priya", "anyone seen my blue scarf? left it at practice"), ("Leo", "lost box")]),
            (
                4,
                [
                    ("Leo", "Coach Hire Co have a mini bus with 14 seats, $300 for the weekend"),
                    ("Priya", "do it"),
                    ("Sam", "ok then 👍"),
                ],
            ),
        ],
    )
    budget = _one(english, "Budget proposal")
    assert budget.status == "current"
    assert _one(english, "mini bus").status == "current"
    # a split of costs naming the bus insurance among them, then a bus hired days later:
    # two plans; a plan whose one word is all it is about, given another day, is changed
    korean = _decided(
        tmp_path / "ko",
        [
            (
                0,
                [
                    (
                        "유진",
                        "회비 정산은 이렇게 하자. 간식비, 버스 보험료, 다은이 교통비 3만원은 "
                        "회비에서 내고 남는 돈은 셋이 나누기",
                    ),
                    ("태호", "ㅇㅋ 깔끔하네"),
                    ("다은", "좋아"),
                    ("유진", "체육대회는 5월 9일 토요일 오전 10시에 운동장에서 하는 거 어때?"),
                    ("태호", "좋아"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
            (
                4,
                [
                    ("태호", "한빛관광에 25인승 버스 있대. 주말 이틀에 40만원"),
                    ("다은", "거기로 하자"),
                    ("유진", "ㅇㅋ"),
                    ("태호", "체육대회 16일 토요일에 하자"),
                    ("유진", "ㅇㅋ"),
                    ("다은", "좋아"),
                ],
            ),
        ],
    )
    assert _one(korean, "회비 정산").status == "current"
    assert _one(korean, "25인승").status == "current"
    first = _one(korean, "체육대회는")
    assert first.superseded_by is not None and "16일" in first.superseded_by.text


def test_what_a_proposal_recalls_from_the_past_is_not_what_it_puts_forward(
    tmp_path: Path,
) -> None:
    # the sports day set, then a second plan beside it recalling last year's hours; a week
    # later the sports day is moved: the move replaces it, the lunch plan stands
    english = _decided(
        tmp_path / "en",
        [
            (
                0,
                [
                    ("Sam", "Let's do sports day on Saturday the 9th at 10am at the school field"),
                    ("Priya", "works for me"),
                    ("Leo", "👍"),
                    (
                        "Sam",
                        "Also let's do packed lunches instead of ordering pizza. Last year "
                        "the delivery was late and the kids waited till 3pm",
                    ),
                    ("Priya", "agreed"),
                    ("Leo", "yes"),
                ],
            ),
            (
                4,
                [
                    (
                        "Priya",
                        "Rain is forecast for the 9th. let's push sports day a week to "
                        "Saturday the 16th, same time and place",
                    ),
                    ("Sam", "ok"),
                    ("Leo", "fine by me"),
                ],
            ),
        ],
    )
    lunch = _one(english, "packed lunches")
    assert lunch.status == "current"
    first = _one(english, "sports day on")
    assert first.status == "superseded"
    assert first.superseded_by is not None and "push sports day" in first.superseded_by.text
    korean = _decided(
        tmp_path / "ko",
        [
            (
                0,
                [
                    ("유진", "체육대회는 5월 9일 토요일 오전 10시에 운동장에서 하는 거 어때?"),
                    ("태호", "좋아"),
                    ("다은", "ㅇㅋ"),
                    (
                        "유진",
                        "그리고 이번엔 도시락 주문하지 말고 각자 싸 오자 작년에 배달이 늦어서 "
                        "애들이 오후 3시까지 기다렸잖아",
                    ),
                    ("태호", "찬성"),
                    ("다은", "ㅇㅇ 그게 낫다"),
                ],
            ),
            (
                4,
                [
                    (
                        "태호",
                        "비 온대서 체육대회 일주일 미뤄서 16일 토요일에 하자. 시간 장소는 그대로",
                    ),
                    ("유진", "ㅇㅋ"),
                    ("다은", "좋아"),
                ],
            ),
        ],
    )
    assert _one(korean, "도시락").status == "current"
    first = _one(korean, "체육대회는")
    assert first.status == "superseded"
    assert first.superseded_by is not None and "미뤄서" in first.superseded_by.text


def test_a_question_asking_why_a_plan_moved_in_any_verb_form_gets_its_chain(
    tmp_path: Path,
) -> None:
    # a trip moved a week, then talk of it; asked why it was pushed back, in a form of the
    # verb no list spells out: the context opens with the current plan and the one it
    # replaced, the move's own line in it
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "동아리 MT 5월 9일 토요일로 가자 가평 펜션 어때?"),
                        ("태호", "좋아"),
                        ("다은", "ㅇㅋ 찬성"),
                    ],
                ),
                (
                    1,
                    [
                        ("태호", "MT 때 고기는 누가 사 와?"),
                        ("다은", "내가 마트 들렀다 갈게"),
                        ("유진", "MT 버스는 청량리에서 9시 출발이야"),
                    ],
                ),
                (
                    2,
                    [
                        ("다은", "MT 장기자랑 할 사람?"),
                        ("태호", "나 노래 할게 ㅋㅋ"),
                        ("유진", "MT 회비는 3만원씩 걷을게"),
                    ],
                ),
                (
                    4,
                    [
                        ("유진", "중간고사가 한 주 밀려서 MT 일주일 미루자. 16일 토요일로"),
                        ("태호", "ㅇㅋ"),
                        ("다은", "그래 16일 좋아"),
                    ],
                ),
                (
                    5,
                    [
                        ("태호", "MT 사진 찍을 카메라 내가 챙겨 갈게"),
                        ("다은", "MT 게임 준비물 목록 올려줘"),
                        ("유진", "MT 때 비 오면 실내에서 놀자"),
                    ],
                ),
            ]
        ),
    )
    for asked in ("MT 왜 늦춘 거였지?", "MT 날짜 왜 늦췄었어?"):
        context = queries.context(config.root, CHAT, asked, 2000).context
        plan = context.split("\n\n", 1)[0]
        assert plan.startswith("[현재 계획]")
        assert "5월 9일 토요일로 가자" in plan
        assert "중간고사가 한 주 밀려서" in context


def test_why_a_plan_moved_quotes_the_line_naming_its_day_in_other_words(
    tmp_path: Path,
) -> None:
    # the reason names the old plan's day as "14일엔", the plan said "14일 토요일": asked
    # why it moved, the plan section quotes the reason under the plan that stands
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "동창회 14일 토요일 저녁 7시에 하자"),
                        ("태호", "좋아"),
                        ("다은", "ㅇㅋ"),
                    ],
                ),
                (
                    3,
                    [
                        ("태호", "아 14일엔 학교 강당이 공사래 ㅠ"),
                        ("다은", "헐 어떡해"),
                        ("유진", "그럼 동창회 21일 토요일로 미루자"),
                        ("태호", "ㅇㅋ"),
                        ("다은", "좋아"),
                    ],
                ),
            ]
        ),
    )
    plan = queries.context(config.root, CHAT, "동창회 왜 미뤘지?", 2000).context
    plan = plan.split("\n\n", 1)[0]
    assert plan.startswith("[현재 계획]")
    assert "14일엔 학교 강당이 공사래" in plan
    assert "동창회 14일 토요일 저녁 7시에 하자" in plan


def test_a_line_restating_several_plans_changes_none_of_them(tmp_path: Path) -> None:
    # the days settled, then the fee; a line sums both up and joins the fee's plan: it
    # names the days as they stand, so the days' plan is not replaced by the fee's
    korean = _decided(
        tmp_path / "ko",
        [
            (
                0,
                [
                    ("유진", "워크숍 날짜는 5월 셋째 주 목금 어때? 5월 21일, 22일"),
                    ("다은", "난 둘 다 괜찮아"),
                    ("태호", "좋아 그날로 하자"),
                    ("다은", "참가비는 얼마로 할까? 숙소가 1인 9만원이래"),
                    ("태호", "밥값이랑 예비비까지 하면 1인당 15만원이면 될 듯"),
                    ("유진", "그럼 참가비 1인당 15만원으로 하자"),
                    ("태호", "찬성"),
                    ("다은", "찬성! 정리하면 일정은 5월 21일~22일, 참가비는 1인당 15만원으로 결정"),
                    ("태호", "숙소 예약은 내가 내일 할게"),
                    ("유진", "응 사장님 번호 남길게. 나 회의 중이면 네가 대신 전화해 줘"),
                ],
            ),
        ],
    )
    assert _one(korean, "5월 셋째 주").status == "current"
    assert _one(korean, "15만원").status == "current"
    english = _decided(
        tmp_path / "en",
        [
            (
                0,
                [
                    ("Sam", "Retreat dates: how about Thursday and Friday, May 21 and 22?"),
                    ("Priya", "both work for me"),
                    ("Leo", "yes let's lock those in"),
                    ("Priya", "what should the fee be? the lodge is $90 each"),
                    ("Leo", "with food and a buffer, $150 a head should do"),
                    ("Sam", "ok let's make the fee $150 per person"),
                    ("Leo", "agreed"),
                    ("Priya", "agreed. so to sum up: May 21-22, $150 per person"),
                    ("Leo", "I'll book the lodge tomorrow"),
                    (
                        "Sam",
                        "ok, here's the owner's number; if I'm in a meeting, call instead of me",
                    ),
                ],
            ),
        ],
    )
    assert _one(english, "Retreat dates").status == "current"
    assert _one(english, "$150").status == "current"


def test_a_word_in_eed_tells_no_past_so_the_proposals_day_stands(tmp_path: Path) -> None:
    """A word in -eed ("proceed", "speed", "indeed") is no verb in the past: the sentence
    holding it and the plan's day and hour is what the proposal puts forward, not a
    recollection, so a yes naming another day does not go along with it."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        (
                            "Sam",
                            "Let's run the car wash fundraiser in the church car park. "
                            "It can proceed on Saturday the 16th at 9am",
                        ),
                        ("Leo", "👍"),
                        ("Priya", "sure, Sunday the 17th at 11am though"),
                    ],
                )
            ]
        ),
    )
    [plan] = [e for e in decisions_answer(config, CHAT) if "car wash" in e.text]
    assert sorted(plan.agreed_by) == ["Leo", "Sam"]
