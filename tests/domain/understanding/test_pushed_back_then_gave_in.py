"""A member who pushed back in the talk that settled a plan without a word of objection
(a cost said back, a clash of their own, a way of their own on it) and, once another
member answered, went along in words that give in ("ok then, if dinner's in, fine",
"그럼 알겠어요") objected before it stood: ``/결정`` lists them among those who objected
as well as those who agreed. A way of their own beside the plan, let go with a bare
"fair", and a question asking what, hold nothing back against it. Read through the real
path (the chat ingested by the real actor system, offline, then ``/결정``). The chats are
written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_a_cost_said_back_then_a_grudging_yes_objected_and_agreed(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Let's do the quiz night at the parish hall, $12 a head with dinner"),
                    ("Leo", "$12 to answer questions about capital cities? the pub quiz is free"),
                    ("Priya", "the pub quiz doesn't feed you, this does"),
                    ("Leo", "ok then, if dinner's in, fine"),
                ],
            ),
        ],
    )
    quiz = next(e for e in found if "quiz night" in e.text)
    assert "Leo" in quiz.agreed_by
    assert quiz.objected_by == ["Leo"]


def test_a_clash_of_ones_own_then_giving_in_objected_and_agreed_korean(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "이번 워크숍 토요일 오전 10시에 사무실에서 하자"),
                    ("태호", "토요일 오전엔 제가 애들 수영 데려다줘야 해요 ㅠ"),
                    ("다은", "11시 전에만 오시면 돼요 앞부분은 인사만 해요"),
                    ("태호", "그럼 알겠어요 끝나고 바로 갈게요"),
                    ("다은", "ㅇㅋ"),
                ],
            ),
        ],
    )
    workshop = next(e for e in found if "워크숍" in e.text)
    assert "태호" in workshop.agreed_by
    assert workshop.objected_by == ["태호"]


def test_a_way_of_ones_own_let_go_or_a_question_asking_what_is_no_objection(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's do the quiz night on Friday the 14th at 7"),
                    ("Priya", "works for me"),
                    ("Leo", "also can we get a food truck for it?"),
                    ("Sam", "no budget for that this time"),
                    ("Leo", "fair"),
                ],
            ),
            (
                1,
                [
                    ("Sam", "let's book the Riverside pavilion for the picnic, $80 for the day"),
                    ("Priya", "how many tables does it have"),
                    ("Sam", "twelve, and benches"),
                    ("Priya", "ok then, book it"),
                ],
            ),
        ],
    )
    quiz = next(e for e in found if "quiz night" in e.text)
    assert quiz.objected_by == []
    picnic = next(e for e in found if "pavilion" in e.text)
    assert picnic.objected_by == []
    assert "Priya" in picnic.agreed_by
