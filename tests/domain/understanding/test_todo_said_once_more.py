"""A task its owner promises again in other words (once more, by the same verb, or saying
it is not finished in full words) stays one task, through the real path (``test_ledger``'s
ingest, then ``/할일``); and lines that guess or only look like "I'll" promise nothing.
The chats are written for these tests (Monday, March 2nd, on)."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, int]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, len(t.evidence)) for t in todos_answer(config, CHAT))


def test_a_task_promised_again_in_other_words_stays_one(tmp_path: Path) -> None:
    """ "한 번 더 확인드릴게요" naming one of the task's words; "추석 끝나고 바로 낼게요"
    by the same verb as "목요일까지 낼게요"; "I have not finished it. I will send it this
    week" of the letter promised: each is the task said again, not a second one."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [("다은", "플랫폼 운영팀에 휴재 일정은 제가 등록 요청 넣어둘게요"), ("유진", "넵")],
            ),
            (0.01, [("태호", "총학 정산서랑 영수증 묶음은 제가 이번 주 목요일까지 낼게요")]),
            (
                0.02,
                [
                    ("Priya", "I will write the request letter to the Ward Fund office"),
                    ("Leo", "thank you"),
                ],
            ),
            (2, [("다은", "작가님 휴재 주 관련해서 한 번 더 확인드릴게요")]),
            (2.01, [("태호", "총학 마감이 10일이라 추석 끝나고 바로 낼게요")]),
            (
                2.02,
                [
                    (
                        "Priya",
                        "The letter to the Ward Fund: I'm sorry, I have not finished it. "
                        "I will send it this week with the sale figures attached.",
                    )
                ],
            ),
        ],
    )
    assert tasks == [("Priya", 2), ("다은", 2), ("태호", 2)]


@pytest.mark.parametrize(
    ("text", "promises"),
    [
        ("Attics in August should be illegal", False),  # "ill" inside a word
        ("For the label I'd like to pay a proper illustrator this time", False),
        ("ill do that an all next week", True),  # "I'll" without its apostrophe
        ("북토크 하면 돈 얘기도 해야될거 같아서요", False),  # -ㄹ거 같다 guesses
        ("나이드신 손님들 좋아하실것 같습니다", False),
        ("훌륭합니다. 바로 써도 되겠어요.", False),  # 되겠- guesses
        ("내가 할게 같이 가자", True),
    ],
)
def test_guesses_and_words_holding_ill_promise_nothing(text: str, promises: bool) -> None:
    assert read(text).promises is promises
