"""A drop said with the promise ending ("…안 하는 걸로 할게요", "없던 걸로 할게요"), read
through the real path (the chat ingested by the real actor system, offline, then ``/결정``
and ``/할일`` as the commands answer them): the promise is the drop's own verb, so the plan
is dropped (not left current, and not later read as replaced by the next plan put), and no
task is taken on by it, nor by the yes going along with it. The chat is written for this
test."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer, todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines

TALK: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "다음 주 토요일 오후에 한강 반포에서 피크닉 하자"),
            ("태호", "오 좋아"),
            ("다은", "ㅇㅋ 나도 갈게"),
        ],
    ),
    (
        3,
        [
            ("유진", "토요일 내내 비 온대서 피크닉은 안 하는 걸로 할게요"),
            ("다은", "아쉽다 ㅠ"),
            ("태호", "넵 그럼 돗자리 빌리는 것도 안 하는 걸로 할게요"),
        ],
    ),
    (
        4,
        [
            ("다은", "그럼 일요일 저녁에 우리 집에서 보드게임 하자"),
            ("유진", "좋아"),
            ("태호", "콜"),
        ],
    ),
]


def test_a_drop_said_with_the_promise_ending_drops_the_plan_and_takes_on_no_task(
    tmp_path: Path,
) -> None:
    config = _ingested(tmp_path, _lines(TALK))
    shown = {e.text.split(": ", 1)[1]: e for e in decisions_answer(config, CHAT) if not e.proposal}
    picnic = shown["다음 주 토요일 오후에 한강 반포에서 피크닉 하자"]
    games = shown["그럼 일요일 저녁에 우리 집에서 보드게임 하자"]
    assert (picnic.status, picnic.superseded_by) == ("dropped", None)
    assert games.status == "current"
    # neither drop, nor the yes going along with it, is a task of its speaker
    assert [t.text for t in todos_answer(config, CHAT)] == []
