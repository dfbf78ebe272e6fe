"""A wrap-up said right after the yeses that took a plan up ("그럼 85 / 25 / 40 확정",
"오케 이 메뉴 이 가격으로 확정", "Tideway it is then") closes that plan's talk: it is the
plan said once more, one decision agreed by all who went along, not a second decision
that splits them. Read through the real path (the chat ingested by the real actor
system, offline, then ``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.text.values import slots
from tests.domain.understanding.test_ledger import Line, _decided


def _agreed(tmp_path: Path, said: list[Line]) -> list[tuple[str, list[str]]]:
    """Each decision of ``said`` (one talk, a minute apart) and who agreed to it."""
    return sorted((e.text, sorted(e.agreed_by)) for e in _decided(tmp_path, [(0, said)]))


# each a plan taken up, then wrapped up by figures, by pointing at it, by its own word
ONE_PLAN: list[list[Line]] = [
    [
        ("유진", "예산 나누는 거 주점 85 공연 25 티셔츠 40으로 하자"),
        ("태호", "음... 알겠어요 25로 가요"),
        ("다은", "저도 ㅇㅋ"),
        ("유진", "그럼 85 / 25 / 40 확정"),
    ],
    [
        ("다은", "메뉴 정리해봄 치킨 17,000 김치전 8,000 어묵탕 9,000"),
        ("태호", "치킨은 미끼야 ㅋㅋ 17 그대로 가고 김치전 어묵탕으로 벌자"),
        ("유진", "좋아요!!"),
        ("다은", "오케 이 메뉴 이 가격으로 확정"),
    ],
    [
        ("다은", "에어비앤비만으론 불안해서 야놀자에도 올려볼까 해요"),
        ("유진", "ㅇㅇ 해봐 작년 평일 빈 방 아까웠어"),
        ("태호", "ㄱㄱ"),
        ("다은", "야놀자 같이 올리는 걸로 확정!"),
    ],
]


@pytest.mark.parametrize("said", ONE_PLAN, ids=["figures", "pointing", "its word"])
def test_a_wrap_up_after_the_yeses_is_the_plan_they_took_up(
    tmp_path: Path, said: list[Line]
) -> None:
    assert [who for _, who in _agreed(tmp_path, said)] == [["다은", "유진", "태호"]]


def test_a_wrap_up_of_another_subject_is_its_own_plan(tmp_path: Path) -> None:
    said: list[Line] = [
        ("유진", "동창회 14일 토요일 저녁 7시 어때?"),
        ("태호", "ㅇㅋ 좋아"),
        ("다은", "나도 콜"),
        ("태호", "그럼 회비는 3만원으로 확정"),
    ]
    # the dinner keeps who agreed to it; the fee is another plan, its speaker's so far
    assert _agreed(tmp_path, said) == [
        ("유진: 동창회 14일 토요일 저녁 7시 어때?", ["다은", "유진", "태호"]),
        ("태호: 그럼 회비는 3만원으로 확정", ["태호"]),
    ]


def test_figures_split_by_slashes_are_no_date() -> None:
    assert "day" not in slots("그럼 85 / 25 / 40 확정")
    assert "day" not in slots("50/50 on the swim money")
    assert slots("3/28 반출")["day"] == frozenset({"3/28"})
    assert slots("Sat 29/11 works.")["day"] >= {"29/11"}
