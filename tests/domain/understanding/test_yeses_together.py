"""Several members going along with a line that names what it puts, though it is said
as news or as an answer rather than as a proposal, and though each yes goes on with a
condition or a part of one's own ("sounds good, I'll bring …", "sure, as long as …"):
the group took it up. Read through the real path (the chat ingested by the real actor
system, offline, then ``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_yeses_that_each_add_a_part_take_up_the_line_they_follow(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "Quiz night at the Crown on Thursday the 12th, 7pm. £5 each at the door.",
                    ),
                    ("Leo", "sounds good, I'll bring pens and answer sheets"),
                    ("Priya", "works for me, I'll get there early to grab a table"),
                ],
            )
        ],
    )
    # the plan is the first line, Sam's
    assert [(e.message_id, sorted(e.agreed_by)) for e in found] == [(1, ["Leo", "Priya", "Sam"])]


def test_a_remark_among_the_yeses_does_not_hide_what_they_answer(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "다음 모임은 강남역 스터디카페, 21일 오후 2시예요"),
                    ("태호", "네 좋아요"),
                    ("다은", "거기 음료 맛있어요 ㅎㅎ"),
                    ("Leo", "ok, as long as it ends before 5"),
                ],
            )
        ],
    )
    assert len(found) == 1 and "스터디카페" in found[0].text


def test_an_answer_naming_values_is_what_the_yeses_take_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Morning all. Are we still doing Mondays for training?"),
                    (
                        "Priya",
                        "Yes. Mondays 6 to 8 at the Oval, nets on the far side. "
                        "I'll confirm the last week later.",
                    ),
                    ("Leo", "Mon 6pm works, I'll bring the spare bats"),
                    ("Sam", "sure, as long as the Oval lights are back on"),
                ],
            )
        ],
    )
    # the plan is Priya's answer, not Sam's question
    assert [(e.message_id, sorted(e.agreed_by)) for e in found] == [(2, ["Leo", "Priya", "Sam"])]


def test_yeses_to_news_of_a_deed_done_decide_nothing(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "Sam",
                        "Booked the Crown for the quiz, Thursday the 12th at 7pm. "
                        "Paid the £20 deposit.",
                    ),
                    ("Leo", "nice one, I'll bring the pens"),
                    ("Priya", "great, I'll get there early"),
                ],
            )
        ],
    )
    assert found == []
