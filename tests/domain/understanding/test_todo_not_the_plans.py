"""A plan dropped takes with it the tasks taken on while it was settled, not one promised
later in the talk of something it does not name (a grab rail promised after an iPad
plan, then "Forget the iPad"). Through the real path (``test_ledger``'s ingest, then
``/할일``); the chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> dict[str, str]:
    config = _ingested(tmp_path, _lines(talk))
    return {
        " ".join(t.text.partition(": ")[2].split()[:3]): t.status
        for t in todos_answer(config, CHAT)
    }


def test_a_task_promised_later_of_another_thing_outlives_the_plan(tmp_path: Path) -> None:
    """The iPad set up for the plan goes with it; the grab rail promised after stays open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "Idea: let's get Dad an iPad so we can video call him"),
                 ("Priya", "I'll set one up here and post it"),
                 ("Leo", "yes love it")]),
            (0.1, [("Leo", "saw him today, he's fine, cast comes off soon"),
                   ("Priya", "the cast comes off on the 20th"),
                   ("Sam", "the carers come at 8 and at 6"),
                   ("Sam", "the physio visits on Tuesdays"),
                   ("Leo", "he needs a grab rail by the bath, I'll put that in next week")]),
            (1, [("Sam", "Dad says no tablet in the house. Fine. Forget the iPad")]),
        ],
    )  # fmt: skip
    assert tasks == {"I'll set one": "dropped", "he needs a": "open"}


def test_a_later_korean_task_outlives_the_plan(tmp_path: Path) -> None:
    """줌 중계가 빠지면 그때 맡은 세팅은 빠지고, 나중에 약속한 의자 빌리기는 남는다."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("유진", "못 오시는 분들을 위해 줌으로 생중계도 하면 어때요?"),
                 ("태호", "좋아요 그렇게 해요"),
                 ("다은", "그럼 줌 세팅은 제가 맡을게요")]),
            (0.1, [("태호", "신청자가 벌써 20명 넘었어요"),
                   ("다은", "와 대단하네요"),
                   ("태호", "서점 의자는 열 개뿐이죠?"),
                   ("유진", "주민센터에 접이식 의자가 있더라고요. 행사 전날 제가 빌려올게요")]),
            (1, [("태호", "작가님이 촬영을 조심스러워하셔서 줌 생중계는 안 하는 게 좋겠어요")]),
        ],
    )  # fmt: skip
    assert tasks == {"그럼 줌 세팅은": "dropped", "주민센터에 접이식 의자가": "open"}
