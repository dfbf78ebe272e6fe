"""Plans that change without saying so and plans taken back, through the real path (the
chat ingested by the real actor system, ``/결정`` and the reply context read back). The
chats are small and written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain import queries
from tests.domain.understanding.test_ledger import CHAT, Line, _decided, _ingested, _lines

# a launch offer of 30%, cut to 10% with no word of change, then swapped for a free
# upgrade "instead of the 10% off"
RATE_CUT: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "신메뉴 나오면 음료 30% 할인 해주는 거 어때요?"),
            ("태호", "좋아요"),
            ("다은", "찬성이요"),
        ],
    ),
    (
        2,
        [
            ("태호", "사장님이 30%는 너무 세다고 하셔서 10%로 해야 될 것 같아요"),
            ("유진", "네 그럼 10%로 할게요"),
        ],
    ),
    (
        4,
        [
            (
                "다은",
                "10% 할인 대신 사이즈 업그레이드 무료로 하는 거 어때요? 손님들이 더 좋아할 듯",
            ),
            ("유진", "오 좋다"),
            ("태호", "그걸로 하자"),
        ],
    ),
]


def test_a_value_moved_without_words_of_change_chains_and_the_context_carries_it(
    tmp_path: Path,
) -> None:
    config = _ingested(tmp_path, _lines(RATE_CUT))
    entries = decisions_answer(config, CHAT)
    first = next(e for e in entries if "30% 할인" in e.text)
    second = next(e for e in entries if "10%로 해야" in e.text)
    [current] = [e for e in entries if e.status == "current"]
    assert "사이즈 업그레이드" in current.text
    assert first.superseded_by is not None and "10%로 해야" in first.superseded_by.text
    assert second.superseded_by is not None and "사이즈 업그레이드" in second.superseded_by.text
    # "what was it at first": the current plan first, then the two it replaced
    context = queries.context(config.root, CHAT, "처음에 할인 몇 퍼센트로 하기로 했었지?", 2000)
    plan = context.context.split("\n\n", 1)[0]
    assert plan.index("사이즈 업그레이드") < plan.index("10%로 해야") < plan.index("30% 할인")


def test_a_plan_left_out_is_dropped_and_a_part_taken_out_of_nothing_is_a_plan(
    tmp_path: Path,
) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "토요일 오후에 뒤풀이로 노래방 가는 거 어때?"),
                        ("태호", "좋아 가자"),
                        ("다은", "ㄱㄱ"),
                    ],
                ),
                (
                    3,
                    [
                        ("태호", "노래방은 이번엔 빼자. 다들 피곤할 듯"),
                        ("다은", "ㅇㅇ 그게 낫겠다"),
                    ],
                ),
                (
                    5,
                    [
                        ("유진", "회의실 의자는 두 개 빼는 걸로 하자 너무 좁아"),
                        ("다은", "ㅇㅋ"),
                    ],
                ),
            ]
        ),
    )
    entries = decisions_answer(config, CHAT)
    [dropped] = [e for e in entries if e.status == "dropped"]
    assert "노래방 가는" in dropped.text
    # taking out chairs no plan was about is a plan of its own, not a drop
    [current] = [e for e in entries if e.status == "current"]
    assert "의자" in current.text


def test_a_reply_calling_a_plan_off_drops_it_and_a_yes_goes_along(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "how about a pub quiz night at the Crown on the 20th?"),
                        ("Priya", "sounds good"),
                        ("Leo", "+1"),
                    ],
                ),
                (
                    5,
                    [
                        ("Leo", "sorry all, that's off. they double booked the room", {"reply": 1}),
                        ("Priya", "yeah, let's not bother rebooking"),
                    ],
                ),
            ]
        ),
    )
    entries = decisions_answer(config, CHAT)
    assert [(e.status, "quiz night" in e.text) for e in entries] == [("dropped", True)]


def test_a_plan_said_not_to_work_then_another_option_taken_replaces_it(
    tmp_path: Path,
) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "동창회 장소는 종로 한옥집으로 하자 7시에"),
                        ("태호", "좋아"),
                        ("다은", "ㅇㅋ"),
                    ],
                ),
                (
                    2,
                    [
                        ("태호", "동창회 인원이 30명으로 늘었대"),
                        ("다은", "30명이면 한옥집 안 되는데 거기 최대 20명이야"),
                        ("유진", "을지로 호프집 어때 단체석 40석"),
                        ("태호", "오 거기 좋아 그럼 6시 반으로 하자"),
                        ("다은", "ㅇㅋ"),
                    ],
                ),
                (
                    3,
                    [
                        (
                            "Sam",
                            "let's book the back room at the Fox for the quiz on Friday at 8pm",
                        ),
                        ("Priya", "yes"),
                        ("Leo", "sure"),
                    ],
                ),
                (
                    5,
                    [
                        (
                            "Leo",
                            "the Fox back room is closed for repairs that week, that won't work",
                        ),
                        ("Sam", "what about the Anchor, they have a function room"),
                        ("Priya", "perfect, Friday at 7:30pm then"),
                        ("Leo", "ok"),
                    ],
                ),
            ]
        ),
    )
    entries = decisions_answer(config, CHAT)
    hanok = next(e for e in entries if "한옥집" in e.text)
    assert hanok.status == "superseded"
    assert hanok.superseded_by is not None and "호프집" in hanok.superseded_by.text
    fox = next(e for e in entries if "the Fox" in e.text)
    assert fox.status == "superseded"
    assert fox.superseded_by is not None and "Anchor" in fox.superseded_by.text


def test_a_plan_put_in_values_alone_whose_talk_names_the_old_value_replaces_it(
    tmp_path: Path,
) -> None:
    castle_booked = "the bouncy castle place is booked out that day. graduations"
    june_6 = "Then what about Saturday June 6? The castle is free, and it's before school ends."
    found = _decided(
        tmp_path,
        [
            (0, [("Sam", "propose we go with Saturday June 13 for the street party")]),
            (0.01, [("Priya", "ok"), ("Leo", "fine by me")]),
            (1, [("Leo", castle_booked), ("Priya", june_6)]),
            (1.01, [("Sam", "ok, June 6 then. my form for the 13th gets withdrawn")]),
            (1.02, [("Leo", "yes")]),
        ],
    )
    first = next(e for e in found if "street party" in e.text)
    assert first.status == "superseded"
    assert first.superseded_by is not None and "June 6" in first.superseded_by.text
