"""An amount written in parts ("2만4천원", "3만 5천원", "3만5000원") is one amount: read
as its last part alone, two fees ending alike ("2만5천원", "3만5천원") were one value, and
a fee raised with no word of change replaced nothing."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.understanding.words import values_in
from tests.domain.understanding.test_ledger import Line, _decided


def test_an_amount_in_parts_is_read_whole() -> None:
    day = "2026-03-02"
    assert values_in("인당 2만4천원이요", day)["amount"] == ["24000"]
    assert values_in("회비 3만 5천원으로 하자", day)["amount"] == ["35000"]
    assert values_in("3만5000원 어때", day)["amount"] == ["35000"]
    assert values_in("1만2천원씩 걷자", day)["amount"] == ["12000"]
    assert values_in("2만원, 커피는 4천원", day)["amount"] == ["20000", "4000"]
    assert "amount" not in values_in("참가자가 2만4천명이래", day)


# a fee raised twice, each time only its new amount said: the three chain
FEE_RAISED_TWICE: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "이번 달 모임 회비 인당 2만5천원 어때요?"),
            ("태호", "좋아요"),
            ("다은", "찬성"),
        ],
    ),
    (
        2,
        [
            ("태호", "대관료가 올라서 모임 회비 3만5천원은 받아야 할 것 같아요"),
            ("유진", "네 그렇게 해요"),
            ("다은", "ㅇㅋ"),
        ],
    ),
    (
        4,
        [
            ("다은", "간식까지 넣으면 모임 회비 4만5천원으로 하죠"),
            ("유진", "좋아요"),
            ("태호", "콜"),
        ],
    ),
]

# the same in English, with amounts in figures: the three chain
FEE_RAISED_TWICE_EN: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Sam", "How about $25 each for the club dinner?"),
            ("Priya", "sounds good"),
            ("Leo", "yep"),
        ],
    ),
    (
        2,
        [
            ("Priya", "The room hire went up. Let's do $35 each for the club dinner"),
            ("Sam", "ok fine"),
            ("Leo", "sure"),
        ],
    ),
    (
        4,
        [
            ("Leo", "With dessert let's make the club dinner $45 each"),
            ("Sam", "ok"),
            ("Priya", "works for me"),
        ],
    ),
]


def _chain(tmp_path: Path, talk: list[tuple[float, list[Line]]], words: list[str]) -> None:
    entries = _decided(tmp_path, talk)
    found = [next(e for e in entries if w in e.text) for w in words]
    assert [e.status for e in found] == ["superseded", "superseded", "current"]
    for old, word in zip(found, words[1:], strict=False):
        assert old.superseded_by is not None and word in old.superseded_by.text


def test_a_fee_in_parts_raised_twice_chains(tmp_path: Path) -> None:
    _chain(tmp_path, FEE_RAISED_TWICE, ["2만5천원", "3만5천원", "4만5천원"])


def test_a_fee_raised_twice_chains_in_english(tmp_path: Path) -> None:
    _chain(tmp_path, FEE_RAISED_TWICE_EN, ["$25", "$35", "$45"])
