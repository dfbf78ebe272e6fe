"""A yes in the words that let a plan go ahead, count oneself in or say one is content
with it ("go on, book it", "Take it.", "count us in", "we're in", "I'm content", "Very
well", "ㄱㅊ", "참석하겠습니다") is a yes; the same words saying something else ("he'll go on
about it", "we're in the green", "it's going very well") are none. Read through the real
path where a member takes a plan up (the chat ingested by the real actor system, offline,
then ``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import _decided


def test_words_that_let_it_go_ahead_say_yes() -> None:
    for yes in (
        "go ahead",
        "go on, book it",
        "Take it.",
        "count me and Jo in",
        "we're in 🙌",
        "With the deposit back, I'm content.",
        "Very well.",
        "오 그날 ㄱㅊ",
        "네 참석하겠습니다",
    ):
        assert read(yes).assents, yes
    for other in (
        "he will go on about it all night",
        "We're in the green already",
        "the raffle is going very well, 60 tickets sold",
    ):
        assert not read(other).assents, other


def test_go_on_book_it_takes_a_plan_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Let's hire the minibus from Kelly's for the away game, $180"),
                    ("Priya", "go on, book it"),
                    ("Leo", "count me and Jo in"),
                ],
            ),
        ],
    )
    bus = next(e for e in found if "minibus" in e.text)
    assert {"Priya", "Leo"} <= set(bus.agreed_by)


def test_a_korean_yes_to_attend_takes_a_plan_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "이번 정기모임 토요일 오후 2시에 구민회관 3층에서 합시다"),
                    ("태호", "네 참석하겠습니다"),
                    ("다은", "저는 ㄱㅊ"),
                ],
            ),
        ],
    )
    meeting = next(e for e in found if "정기모임" in e.text)
    assert {"태호", "다은"} <= set(meeting.agreed_by)
