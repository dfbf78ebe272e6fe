"""A plan taken up by a line that names nothing of it ("오 괜찮다 나도 하나 하자" after "동아리
후드티 있으면 좋을 것 같아요!", "ooh yes let's" after an idea put as a thought) is named
by the talk that line answered: a later drop naming that subject takes the plan back.
Read through the real path (the chat ingested offline, then ``/결정``); Korean and English
chats written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.domain.understanding.test_ledger import _decided

# a wish put as no proposal, the reply that takes it up, a yes; days later the drop, a yes
KOREAN = (
    ("유진", "동아리 후드티 있으면 좋을 것 같아요! 회색에 작은 로고로"),
    ("태호", "오 괜찮다 나도 하나 하자"),
    ("다은", "찬성이요"),
    ("태호", "후드티는 그냥 하지 말자 견적이 너무 비싸"),
    ("유진", "그래요 아쉽네"),
)
ENGLISH = (
    ("Sam", "random thought: a pub quiz night for the members in March, Ana could host"),
    ("Priya", "ooh yes let's!!"),
    ("Leo", "yes!!"),
    ("Priya", "let's drop the quiz, nobody's free in March"),
    ("Sam", "fair enough"),
)


@pytest.mark.parametrize("talk", [KOREAN, ENGLISH])
def test_a_drop_names_a_plan_by_the_talk_its_reply_answered(
    tmp_path: Path, talk: tuple[tuple[str, str], ...]
) -> None:
    found = _decided(tmp_path, [(0, list(talk[:3])), (4, list(talk[3:]))])
    taken = [e for e in found if e.evidence and e.status != "dropped"]
    assert found, "the plan is a decision"
    assert not [e for e in taken if e.status == "current"], [(e.text, e.status) for e in found]
