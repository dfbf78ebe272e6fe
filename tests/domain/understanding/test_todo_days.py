"""The day a to-do is due, through the real path (``test_ledger``'s ingest by the real
actor system, then ``/할일``): the day a step says it is done, not the day the task books;
a sentence's end ends a step; days said in minutes, by a Korean week or a weekday with its
time of day. The chats are written for these tests (said on Monday, March 2nd)."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _dues(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> dict[str, str]:
    config = _ingested(tmp_path, _lines(talk))
    return {t.owner: t.due for t in todos_answer(config, CHAT)}


def test_the_day_a_task_books_is_not_when_it_is_done(tmp_path: Path) -> None:
    """ "book the hall for the 21st", "lock in sat 14th 7pm", "설치는 19일 목요일로요" name
    what the task arranges; the step that says when ("tomorrow", "tonight", "다음 주 중에")
    is the due day. A sentence's end ends a step: "late tonight." is not when the tent
    comes."""
    dues = _dues(
        tmp_path,
        [
            (0, [("다은", "업체엔 제가 다음 주 중에 견적 요청할게요. 설치는 19일 목요일로요")]),
            (0.01, [("Sam", "I'll ring the venue tomorrow and book the hall for the 21st")]),
            (0.02, [("Priya", "will sort the caterer tonight and lock in sat 14th 7pm")]),
            (0.03, [("Leo", "home late tonight. I'll bring the tent over thursday")]),
        ],
    )
    assert dues == {
        "다은": "2026-03-15",
        "Sam": "2026-03-03",
        "Priya": "2026-03-02",
        "Leo": "2026-03-05",
    }


def test_a_day_set_alone_or_with_its_deadline_is_still_due(tmp_path: Path) -> None:
    """With no other step saying when, the day a task books is its day; a day with its own
    "까지"/"by" is a deadline though it has an hour ("토요일 3시까지")."""
    dues = _dues(
        tmp_path,
        [
            (0, [("Sam", "I'll book the minibus for Saturday")]),
            (0.01, [("유진", "목요일에 초안 돌리고 토요일 3시까지 최종본 올릴게요")]),
        ],
    )
    assert dues == {"Sam": "2026-03-07", "유진": "2026-03-07"}


def test_due_in_minutes_by_a_korean_week_or_a_weekday_with_its_time_of_day(
    tmp_path: Path,
) -> None:
    """ "in an hour", "10분 뒤에" are that day; "다음 주에" the next week's Sunday, as "next
    week" is; "수요일 저녁에" that Wednesday, as "wednesday evening" is."""
    dues = _dues(
        tmp_path,
        [
            (0, [("Sam", "I'll post the totals in an hour")]),
            (0.01, [("다은", "정산표는 10분 뒤에 올릴게요")]),
            (0.02, [("태호", "현수막 업체에는 다음 주에 연락해 볼게")]),
            (0.03, [("유진", "수요일 저녁에 자료 정리해서 올릴게요")]),
        ],
    )
    assert dues == {
        "Sam": "2026-03-02",
        "다은": "2026-03-02",
        "태호": "2026-03-15",
        "유진": "2026-03-04",
    }


def test_a_day_of_the_month_in_a_later_step_is_that_months(tmp_path: Path) -> None:
    """ "14일까지 … 방송은 9일에": the 9th of this month, not of the next one read on from
    the 14th; the task is due on its last step, the 14th."""
    dues = _dues(
        tmp_path,
        [
            (0, [("다은", "14일까지 안내문 붙이고 방송은 9일 저녁에 할게요")]),
            (0.01, [("Sam", "I'll finish the slides by the 20th, and send a draft on the 12th")]),
        ],
    )
    assert dues == {"다은": "2026-03-14", "Sam": "2026-03-20"}


def test_due_in_minutes_or_hours_counted_in_words(tmp_path: Path) -> None:
    """ "in two hours", "in fifteen minutes" are that day, as "in 2 hours" is: any number
    said in words, not a few of them."""
    dues = _dues(
        tmp_path,
        [
            (0, [("Sam", "I'll send the seating plan in two hours")]),
            (0.01, [("Priya", "will upload the receipts in fifteen minutes")]),
        ],
    )
    assert dues == {"Sam": "2026-03-02", "Priya": "2026-03-02"}
