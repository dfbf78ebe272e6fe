"""A plan is also named by the words the lines that took it up gave it ("막걸리 한잔
해야지요" taken up as "쫑파티 ㄱㄱ"): a drop that names it so takes that plan back. Read
through the real path (the chat ingested offline, then ``/결정``); Korean and English
chats written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.domain.understanding.test_ledger import _decided

# the plan's statement, the yes that names it, another yes; days later the drop and a yes
KOREAN = (
    ("유진", "마지막 촬영 끝나면 막걸리 한잔 해야지요. 삼천동 골목 어떻습니까"),
    ("태호", "좋아요!! 쫑파티 ㄱㄱ"),
    ("다은", "무조건 ㅋㅋ"),
    ("다은", "다들 너무 지쳤다 쫑파티는 접자"),
    ("태호", "네 ㅠㅠ 아쉽지만"),
)
ENGLISH = (
    ("Sam", "what about the navy heavyweight ones from Stitchworks, with the crest?"),
    ("Priya", "oh I'd 100% want a hoodie"),
    ("Leo", "as long as people pay upfront, sure"),
    ("Sam", "ok hoodies are off then, too pricey"),
    ("Priya", "yeah shame but fair"),
)


@pytest.mark.parametrize(("talk", "word"), [(KOREAN, "막걸리"), (ENGLISH, "Stitchworks")])
def test_a_drop_names_a_plan_by_the_word_its_yes_gave_it(
    tmp_path: Path, talk: tuple[tuple[str, str], ...], word: str
) -> None:
    found = _decided(tmp_path, [(0, list(talk[:3])), (4, list(talk[3:]))])
    assert next(e for e in found if word in e.text).status == "dropped"
