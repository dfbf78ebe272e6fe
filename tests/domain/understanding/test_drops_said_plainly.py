"""Drops said the way groups say them, read through the real path (the chat ingested by
the real actor system, offline, then ``/결정`` as the command answers it): a plan binned,
left or forgotten in so many words ("kill the raffle", "let's leave the jackets", "I say we
forget Steam", "the ice cream truck has to go", "송년 모임은 그냥 넘어가요"), and a drop
said with a word of change that puts nothing in its place ("so let's scrap the bbq",
"대신 허브아일랜드는 빼자"). Not a drop: a line saying what a thing does ("the sun will kill
the aunties") or a change that puts another plan in its place. The chats are written for
these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import _decided


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
    ],
)
def test_what_a_thing_does_or_a_leaving_is_no_drop(text: str) -> None:
    assert not read(text).drops


def test_a_plan_killed_in_so_many_words_is_dropped(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do a raffle at the open house, $5 tickets"),
                    ("Priya", "yes love it"),
                    ("Leo", "sure"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "let's put the coffee urn by the door"),
                    ("Priya", "ok"),
                    ("Sam", "yep"),
                ],
            ),
            (
                3,
                [
                    ("Leo", "the province wants a licence for any raffle over $500"),
                    ("Sam", "ugh ok. kill the raffle. it's not worth the paperwork"),
                    ("Priya", "agreed, no raffle"),
                ],
            ),
        ],
    )
    raffle = next(e for e in found if "raffle" in e.text)
    urn = next(e for e in found if "urn" in e.text)
    assert raffle.status == "dropped"
    assert urn.status == "current"


def test_a_scrap_that_puts_nothing_in_its_place_drops_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "can we do a bbq on the beach after the swim?"),
                    ("Priya", "yes!"),
                    ("Leo", "love that"),
                ],
            ),
            (
                3,
                [
                    ("Leo", "council says no fires on the beach this summer"),
                    ("Priya", "so let's scrap the bbq. good job I never asked the club for theirs"),
                    ("Sam", "sad but yeah"),
                ],
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
            (
                0,
                [
                    ("다은", "토요일 낮에 다 같이 허브아일랜드 가자! 캠핑장에서 20분이래"),
                    ("유진", "좋아요"),
                    ("태호", "ㅇㅋ"),
                ],
            ),
            (
                3,
                [
                    ("유진", "주말에 강풍주의보래요"),
                    ("태호", "대신 토요일 허브아일랜드는 빼자. 바람 불면 무리다"),
                    ("유진", "네 저도 그게 나을거 같아요"),
                ],
            ),
        ],
    )
    trip = next(e for e in found if "허브아일랜드" in e.text)
    assert trip.status == "dropped"


def test_a_scrap_with_what_stays_instead_is_a_change_not_a_drop(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (0, [("Sam", "let's move the designs to Figma"), ("Priya", "ok"), ("Leo", "sure")]),
            (
                2,
                [
                    ("Sam", "ok scrap Figma, we stay on Penpot. I'd rather you spend the time"),
                    ("Priya", "fine by me"),
                    ("Leo", "agreed"),
                ],
            ),
        ],
    )
    figma = next(e for e in found if "Figma" in e.text and "scrap" not in e.text)
    assert figma.status != "dropped"
