"""Which plan a drop takes back when the plan's own line names little: one taken up
by a yes to another member's question is named by that question's words; a drop said
right after a new question turns the question down, not an older plan; a plan dropped
a day after another was agreed is dropped, not replaced by it. Through the real path
(the chat ingested by the real actor system, offline, then ``/결정``). The chats are
written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_a_plan_taken_up_by_a_yes_to_a_question_is_dropped_by_the_question_s_words(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Leo", "kayaking on the lake saturday morning. who is in?"),
                    ("Priya", "yes I want to come!"),
                    ("Sam", "me too"),
                ],
            ),
            (
                0.2,
                [
                    ("유진", "시험 끝나고 금요일에 다 같이 볼링 치러 가면 안 될까? ㅎㅎ"),
                    ("태호", "오 찬성찬성"),
                    ("다은", "좋아 가자. 대신 저녁은 각자 먹고 오기"),
                    ("유진", "ㅇㅋ"),
                ],
            ),
            (
                3,
                [
                    ("Leo", "wind warning all weekend. let's take kayaking off the table"),
                    ("Priya", "sad but fair"),
                    ("유진", "금요일 볼링은 접자. 다들 과제 마감이래"),
                    ("태호", "아쉽지만 ㅇㅇ"),
                ],
            ),
        ],
    )
    kayak = next(e for e in found if "want to come" in e.text or "kayak" in e.text)
    bowling = next(e for e in found if "저녁은 각자" in e.text or "볼링" in e.text)
    assert kayak.status == "dropped"
    assert bowling.status == "dropped"


def test_not_happening_right_after_a_question_turns_the_question_down(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "the quiz night has to happen before the holidays"),
                    ("Priya", "church hall on Friday the 20th then, let's do it"),
                    ("Leo", "yes"),
                    ("Sam", "sure"),
                ],
            ),
            (
                2,
                [
                    ("Leo", "if Friday sells out could we do a second quiz on Thursday instead"),
                    ("Priya", "Thursday is bingo. Not happening."),
                ],
            ),
        ],
    )
    quiz = next(e for e in found if "church hall" in e.text)
    assert quiz.status == "current"
    assert not [e for e in found if "second quiz" in e.text]


def test_a_plan_dropped_the_day_after_another_was_agreed_is_dropped_not_replaced(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's have opening night drinks in the foyer after the show"),
                    ("Priya", "yes!"),
                    ("Leo", "lovely"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "two weeks to opening night"),
                    ("Sam", "could we add a family ticket? two adults and two kids for $60"),
                    ("Priya", "agreed"),
                    ("Leo", "yes"),
                ],
            ),
            (
                1.6,
                [
                    ("Sam", "the hall allows no alcohol at all. let's drop the drinks"),
                    ("Priya", "agree, less to pack down"),
                ],
            ),
        ],
    )
    drinks = next(e for e in found if "foyer" in e.text)
    ticket = next(e for e in found if "family ticket" in e.text)
    assert drinks.status == "dropped"
    assert drinks.superseded_by is None
    assert ticket.status == "current"
