"""Promises that take no task on, and a task its owner says they cannot do, through the
real path (``test_ledger``'s ingest, then ``/할일``). The chats are written for these tests
(Monday, March 2nd, on)."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, int]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, len(t.evidence)) for t in todos_answer(config, CHAT))


def test_treating_leaving_be_some_time_and_see_you_take_nothing_on(tmp_path: Path) -> None:
    """A treat ("커피 살게", "I'll buy you earplugs"), leaving a thing as it is ("그냥
    둘게요", "I'll just let them be"), some time none named ("whenever") and "뵙겠습니다"
    are no tasks; the hall booked on Friday is one."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I'll book the hall for Friday"),
                    ("Leo", "the drummer next door is loud again"),
                    ("Sam", "I'll buy you earplugs mate"),
                    ("다은", "유진 언니 사랑해ㅠㅠ 커피 살게"),
                    ("태호", "주문은 안 넣을게요. 사이즈 받은 건 그냥 둘게요"),
                    ("Leo", "4 people, I'll just let them be, not worth the faff"),
                    ("Priya", "i can post it on the club facebook whenever"),
                    ("유진", "내일 8시 반에 다목적실에서 뵙겠습니다"),
                ],
            ),
        ],
    )
    assert tasks == [("Sam", "open", 1)]


def test_giving_up_in_full_words_takes_nothing_new_on(tmp_path: Path) -> None:
    """ "I'll not bother with the estate agents then" gives up the task it names, as "I
    won't bother" does: no second task."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Leo", "I'll ring the estate agents for a valuation"), ("Sam", "thanks")]),
            (
                2,
                [
                    ("Priya", "the flat stays in the family, we agreed"),
                    ("Leo", "I'll not bother with the estate agents then, I hadn't rung any"),
                ],
            ),
        ],
    )
    assert tasks == [("Leo", "dropped", 1)]


def test_a_task_its_owner_cannot_do_goes_to_who_answers_promising(tmp_path: Path) -> None:
    """ "꽃다발 주문을 못 할 것 같아요 ㅠㅠ" from the task's owner, and another member's "제가
    주문해둘게요" right after: the same task, now theirs."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "작가님 드릴 꽃다발은 제가 준비할게요~"), ("유진", "감사해요")]),
            (
                3,
                [
                    ("다은", "아이고 둘째가 독감이래요 꽃다발 주문을 못 할 것 같아요 ㅠㅠ"),
                    ("유진", "걱정 마세요. 가게 옆 꽃집이랑 친해서 제가 주문해둘게요"),
                ],
            ),
        ],
    )
    assert tasks == [("유진", "open", 2)]
