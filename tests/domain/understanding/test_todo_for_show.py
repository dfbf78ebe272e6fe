"""Promises said for show take no task on, and a promise said again once it is late is the
same task, through the real path (``test_ledger``'s ingest, then ``/할일``). The chats are
written for these tests (Monday, March 2nd, on)."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, int]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, len(t.evidence)) for t in todos_answer(config, CHAT))


def test_mock_vows_and_a_detail_put_on_the_poster_are_no_tasks(tmp_path: Path) -> None:
    """ "i'll personally …", "Mark my words", "as penance", "i will end you" are banter; "I'll
    put it on the poster" adds a detail to what is being made; the flyers printed by Friday
    are a task."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I'll print the flyers by Friday"),
                    ("Leo", "we won the raffle license!"),
                    ("Priya", "i'll personally eat every leftover pie"),
                    ("Leo", "By next year I'll have baked a pie myself. Mark my words"),
                    ("Priya", "i'll carry everyone's chairs up the hill as penance"),
                    ("Leo", "i will end you"),
                    ("Priya", "doors open at 6 by the way"),
                    ("Sam", "love it, I'll put it on the poster"),
                ],
            ),
        ],
    )
    assert tasks == [("Sam", "open", 1)]


def test_a_turn_of_a_rota_is_no_task(tmp_path: Path) -> None:
    """ "I can do Thursdays.", "2 shifts yes. i'll do the morning", "저도 토요일 격주
    할게요" take a turn of the rota the group shares out; "I'll do it Monday" of the float
    is a task."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "we need people on the stall every day next week"),
                    ("Leo", "I can do Thursdays."),
                    ("Sam", "2 shifts yes. i'll do the morning"),
                    ("태호", "저도 토요일 격주 할게요 다은이랑 번갈아서"),
                    ("Priya", "who gets the float from the bank?"),
                    ("Sam", "I'll do it Monday"),
                ],
            ),
        ],
    )
    assert tasks == [("Sam", "open", 1)]


def test_telling_the_settled_value_is_no_task(tmp_path: Path) -> None:
    """ "그럼 10월 10일 오후 4시로 변경할게요", "교재는 파란책으로 통일할게요", "그럼 기존 8만
    신입 6만으로 정리할게요" tell the group what it settled; "잠깐만요 확인해볼게요" looks now;
    "펜션 계약금은 제가 내일 넣을게요" is a task."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "4시 괜찮아요?"),
                    ("태호", "좋아요"),
                    ("유진", "그럼 10월 10일 오후 4시로 변경할게요"),
                    ("다은", "교재는 파란책으로 통일할게요"),
                    ("태호", "그럼 기존 8만 신입 6만으로 정리할게요"),
                    ("다은", "잠깐만요 확인해볼게요"),
                ],
            ),
            (2, [("태호", "펜션 계약금은 제가 내일 넣을게요"), ("다은", "고마워")]),
        ],
    )
    assert tasks == [("태호", "open", 1)]


def test_a_promise_said_again_late_is_the_same_task(tmp_path: Path) -> None:
    """ "영수증 … 보낼게", then days on "아 영수증 깜빡함 ㅋㅋ 지갑에 있음 오늘 밤에 꼭 보낼게"
    (the receipt named outside the promise), and "report's taking longer than I thought,
    I'll have it done by Wednesday" of the report promised: one task each, not two."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "영수증 내가 다 갖고 있어 내일 사진 찍어서 다은이한테 보낼게"),
                    ("다은", "고마워"),
                    ("Priya", "I'll write the regatta report for the club website by Friday"),
                    ("Leo", "legend"),
                ],
            ),
            (
                4,
                [
                    ("다은", "태호야 영수증은?"),
                    ("태호", "아 영수증 깜빡함 ㅋㅋ 지갑에 있음 오늘 밤에 꼭 보낼게"),
                    ("Priya", "report's taking longer than I thought, I'll do it by Wednesday"),
                ],
            ),
        ],
    )
    assert tasks == [("Priya", "open", 2), ("태호", "open", 2)]
