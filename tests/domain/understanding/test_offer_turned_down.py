"""An offer put as a question ("제가 X 사갈까요?", "I can drive everyone") answered "it's
fine" with a reason is turned down, no decision; and a proposer's bare ok right after the
others answered with reasons it cannot be ("ok ok", "ㅇㅋ 인정") lets the plan go. A
plain yes to either still makes it a decision. Through the real path (the chat ingested
by the real actor system, offline, then ``/결정``). The chats are written for these
tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_it_is_fine_to_an_offer_turns_it_down(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "혹시 종이컵이랑 물티슈 제가 마트에서 사갈까요?"),
                    ("유진", "지난번에 남은 게 사무실에 한 박스 있어요 괜찮아요~", {"reply": 1}),
                    ("태호", "오늘 회의 자료는 메일로 보냈습니다"),
                ],
            ),
            (
                0.5,
                [
                    ("Priya", "I can drive everyone to the workshop in my car on the 12th"),
                    (
                        "Sam",
                        "All good, the hall is a short walk from the tram stop. Keep the petrol",
                        {"reply": 4},
                    ),
                    ("Leo", "minutes from last week are up on the drive"),
                ],
            ),
        ],
    )
    assert found == []


def test_a_yes_to_an_offer_still_takes_it_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "혹시 종이컵이랑 물티슈 제가 마트에서 사갈까요?"),
                    ("유진", "오 좋아요 부탁해요~", {"reply": 1}),
                    ("태호", "저도 좋아요"),
                ],
            )
        ],
    )
    assert len(found) == 1


def test_the_proposer_giving_in_to_the_answers_is_no_decision(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "pottery night on friday? bring your own clay, $5"),
                    ("Leo", "friday the studio is full with the kids class till 9"),
                    ("Priya", "ok ok"),
                ],
            ),
            (
                0.5,
                [
                    ("유진", "스터디 주 3회로 늘리는 건 어때요? 토요일 오전도"),
                    ("태호", "토요일은 애들 학원 데려다줘야 돼 ㅠ"),
                    ("다은", "저는 주말은 하루 쉬어야 버틸 것 같아요"),
                    ("유진", "ㅇㅋ 인정"),
                ],
            ),
        ],
    )
    assert found == []


def test_the_proposers_ok_after_a_plain_yes_keeps_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "pottery night on friday? bring your own clay, $5"),
                    ("Leo", "yes!"),
                    ("Priya", "ok ok"),
                ],
            )
        ],
    )
    assert len(found) == 1
