"""A task said again with more, and lines that only look like its report: the same task
once, not two ("주문은 내가 이번 주 안에 넣을게", then "배추는 21일 도착으로 주문 넣을게";
"I'll chase prizes!", then "Prizes are mine, I'll have them sorted by Christmas"); kept
open by its owner's "can't" ("현수막 주문까지 못 할 거 같아요", "the hut is fully booked"), by
an "almost done" ("정산서 거의 다 했는데"), and by another member's "already" that shares one
word with it ("the calendar already has a laser slot type"). Through the real path
(``test_ledger``'s ingest, then ``/할일``); the chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status) for t in todos_answer(config, CHAT))


def test_a_task_said_again_with_more_is_one_task(tmp_path: Path) -> None:
    """The first promise names only the order; the second names it again with what and
    when: one task, closed by the report."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "주문은 내가 이번 주 안에 넣을게 14일 도착으로"), ("유진", "ㅇㅋ")]),
            (6, [("태호", "김장은 22일로 하자"), ("다은", "배추는 21일 도착으로 주문 넣을게")]),
            (7, [("다은", "해풍농원 주문 넣었어 9박스 21일 도착")]),
        ],
    )
    assert tasks == [("다은", "done")]


def test_a_word_of_doing_names_no_other_task(tmp_path: Path) -> None:
    """ "sorted" says it will be done, it names nothing new: the prizes once."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "Love it. I'll chase prizes! Bunnings, the Royal, a meat tray"),
                    ("Sam", "yep good"),
                    ("Sam", "already told priya she's got half a lamb from the farm for it"),
                    ("Leo", "Great, raffle's on"),
                    ("Priya", "Prizes are mine, I'll have them sorted by Christmas"),
                ],
            ),
        ],
    )
    assert tasks == [("Priya", "open")]


def test_what_the_owner_cannot_do_closes_nothing(tmp_path: Path) -> None:
    """A past told of what stands in the way ("출장 잡혔어요", "is fully booked") beside
    "can't" is no report of the task done; nor "거의 다 했는데" (almost)."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "현수막은 제가 구청에 얘기해서 금요일까지 받아올게요"),
                    ("태호", "정산서는 내가 목요일까지 정리해서 올릴게"),
                    ("Sam", "I'll book the hut for the 22nd tomorrow morning"),
                ],
            ),
            (
                2,
                [
                    ("다은", "저 갑자기 출장 잡혔어요 ㅠ 현수막 못 받으러 갈 것 같은데 혹시..."),
                    ("태호", "정산서 거의 다 했는데 영수증 두 장이 없어"),
                    ("Sam", "Bad news: the hut is fully booked on the 22nd, I booked nothing"),
                ],
            ),
        ],
    )
    assert tasks == [("Sam", "open"), ("다은", "open"), ("태호", "open")]


def test_another_members_already_needs_two_of_its_words(tmp_path: Path) -> None:
    """ "the calendar already has a laser slot type" shares "laser" only with the task of
    telling the insurer about the laser: open; "the signup sheet is already printed" names
    the signup sheet to print: done."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "I need to tell the insurer about the laser, I'll ring them Monday"),
                    ("Sam", "I'll print the signup sheet for the open house"),
                ],
            ),
            (
                2,
                [
                    ("Leo", "works for me. the calendar already has a laser slot type"),
                    ("Leo", "fyi the signup sheet is already printed, I did it at work"),
                ],
            ),
        ],
    )
    assert tasks == [("Priya", "open"), ("Sam", "done")]
