"""To-dos in both languages through the real path (the chat ingested by the real actor
system, offline, then ``/할일``): a banter promise is no task, a done report days later as
a reply closes its task, a hand-over goes to who took it; an offer waved off ("No need
dear", "필요 없어요"), a ride or a turn at the wheel, and a terse line to the whole group
take nothing on; a thing told where it goes ("Float's in the cash box") and "got the …"
report a task done. The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding.acts import past_lemmas, read
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, t.text) for t in todos_answer(config, CHAT))


def test_an_english_banter_promise_is_no_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "if we sell out I'll shave my head on stage lol"),
                    ("Priya", "i'll bring my nan she'd win the quiz on her own 😂"),
                    ("Leo", "I'll print the score sheets by Thursday"),
                ],
            )
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Leo", "open")]


def test_an_english_done_report_days_later_as_a_reply_closes_the_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Priya", "I'll ring the hall about the 26th tomorrow"), ("Sam", "thanks")]),
            (1, [("Leo", "anyone seen my umbrella")]),
            (3, [("Priya", "all sorted, they have us 6 till midnight", {"reply": 1})]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Priya", "done")]


def test_a_korean_hand_over_goes_to_who_took_it(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (0, [("태호", "현수막 주문은 내가 목요일까지 할게")]),
            (
                2,
                [
                    ("태호", "다은아 미안한데 현수막 주문 네가 해줄 수 있어? 출장이 잡혔어"),
                    ("다은", "ㅇㅋ 내가 할게"),
                ],
            ),
            (3, [("다은", "현수막 주문했어! 토요일 도착")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("다은", "done")]


def test_an_offer_waved_off_is_no_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "then it's a book sale and tea morning, Saturday 9 to 2"),
                    ("Priya", "I can bring my cousin's sound system!!"),
                    ("Sam", "No need dear, it's tea and books, not a wedding 😄", {"reply": 2}),
                    ("Leo", "I can grab the urn Thursday with the van"),
                    ("Sam", "It's the size of a toaster Leo, I've got it", {"reply": 4}),
                ],
            )
        ],
    )
    assert tasks == []


def test_a_ride_or_a_turn_at_the_wheel_is_no_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "Yeah I'll drive one. No beers for me Saturday night then"),
                    ("Leo", "I can take 3 kids as well, minivan"),
                    ("다은", "저 운전 교대해드릴게요 ㅎㅎ"),
                    ("유진", "넹 그럼 다은 차 얻어탈게요"),
                    ("태호", "주유비 영수증은 내가 금요일까지 정리해서 올릴게"),
                ],
            )
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("태호", "open")]


def test_a_terse_line_to_the_whole_group_takes_nothing_on(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "태호",
                        "다들 다음 주 안에 받고 여기 사진 하나씩 올려줘 결과 나오는 데 일주일 걸림",
                    ),
                    ("유진", "다들 내일 7시 늦지 마 해 뜨자마자 세팅해야 됨"),
                    ("다은", "명단은 수요일까지 올림"),
                ],
            )
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("다은", "open")]


def test_a_thing_told_where_it_goes_or_got_reports_the_task_done(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "I'll get the cash float from the bank on Friday, $150"),
                    ("Leo", "I'll buy the gift cards at the bookshop"),
                    ("Sam", "I'll fix the scoreboard page on the site"),
                ],
            ),
            (
                3,
                [
                    ("Priya", "Float's in the cash box. $150"),
                    ("Leo", "Got the gift cards at the bookshop, $120 and $80"),
                    ("Sam", "scoreboard fix is on my list, promise"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [
        ("Leo", "done"),
        ("Priya", "done"),
        ("Sam", "open"),
    ]


@pytest.mark.parametrize(
    ("text", "past"),
    [
        ("Got the gift cards at McNally's, in the cash box", True),
        ("got the PA and mic from the library", True),
        ("got it, thanks", False),
        ("I've got the file open, Monday?", False),
        ("got 7 old jerseys in my trunk so far", False),
    ],
)
def test_got_with_what_was_got_tells_the_past(text: str, past: bool) -> None:
    assert read(text).reports_past is past
    assert ("get" in past_lemmas(text)) is past
