"""대신 said of doing something for someone ("교사 회비에서 대신 내주는 걸로", "주문 대신
넣어주실 수 있어요?") is no word of change: a plan put that way sits beside the plan it
speaks of, which stays current; "X 대신 Y" still changes X."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import Line, _decided


def test_behalf_is_no_change_and_instead_is() -> None:
    assert not read("그런 친구들은 교사 회비에서 조용히 대신 내주는 걸로 해요").changes
    assert not read("형석님 혹시 주문 대신 넣어주실 수 있어요?").changes
    assert read("그럼 라이브 대신 릴스라도 찍을까요?").changes
    assert read("대신 주 2회로 늘리는 건 어때요?").changes
    assert read("let's do the barn instead").changes


def _fee_stays(tmp_path: Path, talk: list[tuple[float, list[Line]]], fee: str) -> None:
    entries = _decided(tmp_path, talk)
    plan = next(e for e in entries if fee in e.text)
    assert plan.status == "current"
    assert plan.superseded_by is None


def test_a_fee_paid_for_some_on_their_behalf_stays_the_fee(tmp_path: Path) -> None:
    talk: list[tuple[float, list[Line]]] = [
        (
            0,
            [
                ("유진", "수련회 회비는 학생 1인 3만원 어떨까요?"),
                ("태호", "좋아요"),
                ("다은", "찬성이요"),
            ],
        ),
        (
            1,
            [
                ("다은", "회비 내기 어려운 친구들도 있을 텐데요"),
                ("유진", "그런 친구들은 교사 회비에서 조용히 대신 내주는 걸로 해요"),
                ("태호", "네 좋아요"),
                ("다은", "좋네요"),
            ],
        ),
    ]
    _fee_stays(tmp_path, talk, "3만원")


def test_a_fee_covered_for_some_stays_the_fee_in_english(tmp_path: Path) -> None:
    talk: list[tuple[float, list[Line]]] = [
        (
            0,
            [
                ("Sam", "Camp fee: $30 per kid?"),
                ("Priya", "sounds right"),
                ("Leo", "yes"),
            ],
        ),
        (
            1,
            [
                ("Leo", "some families will struggle with the fee though"),
                ("Sam", "let's quietly cover it for them from the leaders' kitty"),
                ("Priya", "good idea"),
                ("Leo", "yes"),
            ],
        ),
    ]
    _fee_stays(tmp_path, talk, "$30")
