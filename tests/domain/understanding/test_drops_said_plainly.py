"""Drops said the way groups say them, read through the real path (the chat ingested by
the real actor system, offline, then ``/결정`` as the command answers it): a plan binned,
left or forgotten in so many words ("kill the raffle", "let's leave the jackets", "I say we
forget Steam", "the ice cream truck has to go", "송년 모임은 그냥 넘어가요"), and a drop
said with a word of change that puts nothing in its place ("so let's scrap the bbq",
"대신 허브아일랜드는 빼자"); a drop that takes back the topic its line opened with ("Had a
rethink on the stamp cards. … Let's not", "놀이터 재개장 말입니다. … 행사 없이 그냥 엽시다").
Not a drop: a line saying what a thing does ("the sun will kill
the aunties") or a change that puts another plan in its place. The chats are written for
these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import Line, _decided


def _said(days: float, *lines: Line) -> tuple[float, list[Line]]:
    """A sitting: its day after the chat's start and its lines, a minute apart."""
    return days, list(lines)


def _agreed(days: float, sender: str, plan: str) -> tuple[float, list[Line]]:
    """A sitting where ``sender`` puts ``plan`` and the two other members say yes."""
    group = (
        ("Sam", "Priya", "Leo") if sender in ("Sam", "Priya", "Leo") else ("태호", "유진", "다은")
    )
    return days, [
        (sender, plan),
        *((m, "좋아요" if m in ("태호", "유진", "다은") else "yes") for m in group if m != sender),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "ugh ok. kill the raffle. it's not worth the paperwork",
        "yeah bin it. no branded glasses",
        "Yeah no. Let's leave the jackets",
        "I think we should leave the parade.",
        "I say we forget Steam for now and just point people to itch",
        "Then I think the ice cream truck has to go.",
        "다들 바쁘니까 올해 송년 모임은 그냥 넘어가요",
        "yeah lets ditch the polos, no point after the tour",
        "lets axe the banner, nobody reads them",
        "Well then no bouncy house.",
        "OK, then no sweater contest. People can still wear them",
        "폴라로이드 벽은 그냥 하지 말고 깔끔하게 둬요",
        "그럼 금요일 모임은 하지 말고 다들 컨디션 관리해요",
    ],
)
def test_a_plan_binned_left_or_forgotten_is_taken_back(text: str) -> None:
    assert read(text).drops


@pytest.mark.parametrize(
    "text",
    [
        "outdoor at 1pm the sun will kill the aunties",
        "Paper diary for the first fortnight, then we bin it.",
        "let's leave at 5 so we beat the traffic",
        "don't forget to bring the cones",
        "he has to go to the dentist at 3",
        "다음 안건으로 넘어가 볼게요",
        "Oh ok, then no objection from me. Legion it is",
        "if it's the 12th then no problem",
        "천천히 해요~ 수술 전이라 무리하지 말고",
    ],
)
def test_what_a_thing_does_or_a_leaving_is_no_drop(text: str) -> None:
    assert not read(text).drops


def test_a_scrap_that_puts_nothing_in_its_place_drops_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            _agreed(0, "Sam", "can we do a bbq on the beach after the swim?"),
            _said(
                3,
                ("Leo", "council says no fires on the beach this summer"),
                ("Priya", "so let's scrap the bbq. good job I never asked the club for theirs"),
                ("Sam", "sad but yeah"),
            ),
        ],
    )
    bbq = next(e for e in found if "bbq" in e.text)
    assert bbq.status == "dropped"


def test_a_korean_drop_said_with_daesin_and_nothing_put_instead_drops_the_plan(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            _agreed(0, "다은", "토요일 낮에 다 같이 허브아일랜드 가자! 캠핑장에서 20분이래"),
            _said(
                3,
                ("유진", "주말에 강풍주의보래요"),
                ("태호", "대신 토요일 허브아일랜드는 빼자. 바람 불면 무리다"),
                ("유진", "네 저도 그게 나을거 같아요"),
            ),
        ],
    )
    trip = next(e for e in found if "허브아일랜드" in e.text)
    assert trip.status == "dropped"


def test_a_scrap_with_what_stays_instead_is_a_change_not_a_drop(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            _said(0, ("Sam", "let's move the designs to Figma"), ("Priya", "ok"), ("Leo", "sure")),
            _agreed(2, "Sam", "ok scrap Figma, we stay on Penpot. I'd rather you spend the time"),
        ],
    )
    figma = next(e for e in found if "Figma" in e.text and "scrap" not in e.text)
    assert figma.status != "dropped"


@pytest.mark.parametrize(
    ("plans", "drop", "gone", "kept"),
    [
        (  # killed in so many words
            [
                ("Sam", "let's do a raffle at the open house, $5 tickets"),
                ("Leo", "let's put the coffee urn by the door"),
            ],
            [
                ("Leo", "the province wants a licence for any raffle over $500"),
                ("Sam", "ugh ok. kill the raffle. it's not worth the paperwork"),
                ("Priya", "agreed, no raffle"),
            ],
            "raffle",
            "urn",
        ),
        (  # the drop names nothing: the topic its line opened with
            [
                ("Sam", "can we do stamp cards? buy 9 get the 10th free"),
                ("Leo", "let's put a chalkboard menu by the window"),
            ],
            [
                (
                    "Sam",
                    "Had a rethink on the stamp cards. The printer quoted $180 for 500."
                    " Honestly I don't want one more thing. Let's not",
                ),
                ("Priya", "fine by me"),
            ],
            "stamp",
            "chalkboard",
        ),
        (  # its words ("행사") name no plan's word: the topic its line opened with does
            [
                ("태호", "놀이터 다시 여는 날 풍선 나눠주고 붕어빵 트럭 부르자"),
                ("다은", "경비실 앞에 안내판 하나 세우자"),
            ],
            [
                (
                    "유진",
                    "놀이터 재개장 말입니다. 바닥이 아직 안 굳었대요. 이번엔 행사 없이 그냥 엽시다",
                ),
                ("태호", "ㅇㅇ 그게 낫겠다"),
            ],
            "붕어빵",
            "안내판",
        ),
    ],
)
def test_a_drop_takes_back_its_plan_and_leaves_the_other(
    tmp_path: Path, plans: list[tuple[str, str]], drop: list[Line], gone: str, kept: str
) -> None:
    talk = [_agreed(day, sender, plan) for day, (sender, plan) in enumerate(plans)]
    found = _decided(tmp_path, [*talk, _said(4, *drop)])
    assert next(e for e in found if gone in e.text).status == "dropped"
    assert next(e for e in found if kept in e.text).status == "current"


def test_the_upshot_said_first_drops_the_plan_it_names_and_no_other(tmp_path: Path) -> None:
    """ "then no X" takes back the plan X names; "this year" beside it names no plan,
    though another plan's talk holds the word."""
    found = _decided(
        tmp_path,
        [
            _agreed(0, "Sam", "this year let's hire a ref for the final, £60 for the day"),
            _agreed(1, "Priya", "what about a bouncy house for the kids? about $180"),
            _said(
                3,
                ("Leo", "the field rules say no inflatables, insurance thing"),
                ("Priya", "Well then no bouncy house."),
                ("Sam", "sad but ok"),
            ),
            _said(
                4,
                ("Leo", "the stream needs a laptop at the field, nobody has one free"),
                ("Sam", "then no stream this year"),
            ),
        ],
    )
    status = {e.text: e.status for e in found}
    assert [s for t, s in status.items() if "bouncy" in t and "then" not in t] == ["dropped"]
    assert [s for t, s in status.items() if "ref for the final" in t] == ["current"]


def test_a_drop_by_the_head_of_a_compound_finds_a_plan_that_points_back_to_it(
    tmp_path: Path,
) -> None:
    """ "조끼는 접자" takes back the plan taken up as "그거 우리도 하자" after a line about
    the 낚시조끼: the plan is about the talk it points back to."""
    found = _decided(
        tmp_path,
        [
            _said(
                0,
                ("유진", "다른 동호회는 로고 박힌 낚시조끼 단체로 맞춰 입더라고요"),
                ("태호", "오 그거 우리도 하자"),
                ("다은", "좋아요"),
                ("유진", "ㅇㅋ 찬성"),
            ),
            _said(
                3,
                ("다은", "견적 받아보니 한 벌에 4만원이래요 열다섯 벌이면 60만원"),
                ("태호", "그럼 조끼는 접자 돈이 너무 크다"),
                ("유진", "네 아쉽지만요"),
            ),
        ],
    )
    plan = [e for e in found if "우리도 하자" in e.text]
    assert [e.status for e in plan] == ["dropped"]
