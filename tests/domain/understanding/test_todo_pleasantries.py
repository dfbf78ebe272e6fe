"""Promises that take nothing on, through the real path (``test_ledger``'s ingest, then
``/할일``): a sentence that opens on "if" wagers or offers ("if we hit 40k i'll shave my
beard live on air"), while a promise with "if" after it still takes something on ("I'll ask
my aunt if we can borrow the tubs"); an arrival's greeting promises a pleasantry ("Good
evening all. I will do my best with this."); paying one's part gives money, nothing to do
("Sure. I'll chip in.", "내가 650 낼게"). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str]]:
    """The owners and texts ``/할일`` shows of ``talk``, in order."""
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.text) for t in todos_answer(config, CHAT))


def test_a_promise_that_opens_on_if_takes_nothing_on(tmp_path: Path) -> None:
    """ "if the quiz clears two grand I'll dye my hair green" and "If we sell every raffle
    ticket I'll wear a suit to the quiz" take nothing on; "I'll ask the hall if we can
    borrow their urn" and "I'll print the raffle tickets by Friday" do."""
    talk: list[tuple[float, list[Line]]] = [
        (
            0,
            [
                ("Sam", "ok the quiz night is on, 14 tables so far"),
                ("Leo", "if the quiz clears two grand I'll dye my hair green"),
                ("Sam", "holding you to that"),
                ("Leo", "I'll ask the hall if we can borrow their urn"),
                ("Priya", "I'll print the raffle tickets by Friday"),
                ("Sam", "If we sell every raffle ticket I'll wear a suit to the quiz"),
            ],
        )
    ]
    tasks = _tasks(tmp_path, talk)
    assert [owner for owner, _ in tasks] == ["Leo", "Priya"]
    assert "urn" in tasks[0][1]


def test_an_arrivals_greeting_takes_nothing_on(tmp_path: Path) -> None:
    """ "안녕하십니까. 총무 맡은 다은입니다. 열심히 돕겠습니다" and "Good evening all. I will
    keep the books tidy." greet on arriving; the same members' later promises ("회비 명단은
    제가 금요일까지 정리할게요", "I'll send the hall invoice tomorrow") are tasks."""
    talk: list[tuple[float, list[Line]]] = [
        (
            0,
            [
                ("유진", "운영진 방 만들었어요. 다은님도 초대했습니다"),
                ("다은", "안녕하십니까. 총무 맡은 다은입니다. 열심히 돕겠습니다"),
                ("유진", "환영해요!"),
                ("다은", "회비 명단은 제가 금요일까지 정리할게요"),
            ],
        ),
        (
            0.2,
            [
                ("Sam", "Leo is treasurer this year, added him"),
                ("Leo", "Good evening all. I will keep the books tidy."),
                ("Sam", "welcome Leo"),
                ("Leo", "I'll send the hall invoice tomorrow"),
            ],
        ),
    ]
    tasks = _tasks(tmp_path, talk)
    assert [owner for owner, _ in tasks] == ["Leo", "다은"]
    assert "invoice" in tasks[0][1]
    assert "회비" in tasks[1][1]


def test_paying_ones_part_takes_nothing_on(tmp_path: Path) -> None:
    """ "Sure. I'll chip in.", "i can pay my bit" and "모자라는 15는 내가 낼게" pay a part of
    what the group shares; "I'll pay the deposit to the hall on Monday" and "계약금은 제가
    내일 보낼게요" are tasks."""
    talk: list[tuple[float, list[Line]]] = [
        (
            0,
            [
                ("유진", "선물 총 45만원인데 다은님 30 내시고"),
                ("다은", "넵 계약금은 제가 내일 보낼게요"),
                ("태호", "모자라는 15는 내가 낼게"),
            ],
        ),
        (
            0.2,
            [
                ("Sam", "the hall is $300 for the night, split three ways?"),
                ("Leo", "Sure. I'll chip in."),
                ("Priya", "i can pay my bit"),
                ("Sam", "I'll pay the deposit to the hall on Monday"),
            ],
        ),
    ]
    tasks = _tasks(tmp_path, talk)
    assert [owner for owner, _ in tasks] == ["Sam", "다은"]
