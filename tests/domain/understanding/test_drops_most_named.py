"""A drop takes back the plan it names by the most words, not the newest that shares
one of them ("QR 설문 건은 빼요" after a survey plan and a later plan that only mentions
the survey). Read through the real path (the chat ingested offline, then ``/결정``), on
a Korean chat written for this test: a Korean drop names its object as a topic phrase
of several words; an English one names it by the first word after the drop."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _decided

# an older plan, a newer one naming one of its words, then a drop naming the older's two
KOREAN = (
    ("유진", "간담회 때 학부모 QR 설문 받아보는 거 어때요? 3문항만요"),
    ("태호", "좋아요 해봐요"),
    ("다은", "찬성"),
    ("다은", "발표회는 강당에서 하고 끝나고 설문 결과 얘기도 하죠"),
    ("유진", "좋아요"),
    ("태호", "네 그렇게 해요"),
    ("유진", "QR 설문 건은 빼요 학교에서 따로 돌린대요"),
    ("다은", "ㅇㅇ 빼죠"),
)


def test_a_drop_takes_back_the_plan_it_names_by_the_most_words(tmp_path: Path) -> None:
    talk: list[Line] = list(KOREAN)
    found = _decided(tmp_path, [(0, talk[:3]), (1, talk[3:6]), (4, talk[6:])])
    assert next(e for e in found if "QR" in e.text).status == "dropped"
    assert next(e for e in found if "발표회" in e.text).status == "current"
