"""A part taken while saying yes to another member's plan, on no day ("yes! I'll bring
snacks", "찬성!! 포스터는 제가 해볼게요") is how the plan is agreed, no task of its own,
through the real path (``test_ledger``'s ingest, then ``/할일``); another member's promise
with a day is a task. The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines

ENGLISH: list[Line] = [
    ("Sam", "Let's do learn-to-curl nights. Tuesdays at 7, starting October 27"),
    ("Priya", "yes! I'll bring snacks"),
    ("Leo", "tues is fine for ice"),
    ("Leo", "I'll book the ice for the first night by Friday"),
]
KOREAN: list[Line] = [
    ("유진", "가을 파티 10월 17일 토요일 저녁 7시에 연습실에서 하는 거 어때요?"),
    ("태호", "찬성!! 포스터는 제가 해볼게요"),
    ("다은", "좋아요"),
    ("다은", "현수막은 제가 금요일까지 주문할게요"),
]


@pytest.mark.parametrize(
    ("talk", "owner", "word"), [(ENGLISH, "Leo", "ice"), (KOREAN, "다은", "현수막")]
)
def test_a_part_taken_in_a_yes_takes_nothing_on(
    tmp_path: Path, talk: list[Line], owner: str, word: str
) -> None:
    """The yes with a part in it ("yes! I'll bring snacks", "찬성!! 포스터는 제가 해볼게요")
    takes nothing on; the promise with its day ("I'll book the ice for the first night by
    Friday", "현수막은 제가 금요일까지 주문할게요") does."""
    config = _ingested(tmp_path, _lines([(0, talk)]))
    tasks = [(t.owner, t.text) for t in todos_answer(config, CHAT)]
    assert [o for o, _ in tasks] == [owner]
    assert word in tasks[0][1]


def test_a_promise_whose_only_yes_is_its_own_verb_is_a_task(tmp_path: Path) -> None:
    """The verb "올게" reads as going along with a gathering, but "인화해서 올게" brings the
    prints: with no yes beside the promise, it is the speaker's task."""
    talk: list[Line] = [
        ("유진", "동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?"),
        ("태호", "ㅇㅋ 좋아"),
        ("다은", "나도 콜"),
        ("다은", "단체 사진은 내가 인화해서 올게"),
    ]
    config = _ingested(tmp_path, _lines([(0, talk)]))
    tasks = [(t.owner, t.text) for t in todos_answer(config, CHAT)]
    assert [o for o, _ in tasks] == ["다은"]
    assert "사진" in tasks[0][1]
