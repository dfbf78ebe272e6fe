"""A task reported done by its owner in a line that cancels something on the way is done,
not dropped; a drop of another thing leaves the owner's task for a plan since moved open.
Through the real path (``test_ledger``'s ingest, then ``/할일``); the chats are written
for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> dict[str, str]:
    config = _ingested(tmp_path, _lines(talk))
    return {t.text.partition(": ")[2][:12]: t.status for t in todos_answer(config, CHAT)}


def test_a_report_that_cancels_on_the_way_or_whose_task_was_to_cancel_is_done(
    tmp_path: Path,
) -> None:
    """ "통화 끝! 8번 사이트 취소하고 카라반으로 바꿨어요" reports the call done; "예약했어요!
    달빛은 취소했습니다" does what "달빛 취소까지 할게요" promised."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "제가 캠핑장에 전화해서 8번 사이트 카라반으로 바꿔달라고 할게요"),
                 ("유진", "고마워요")]),
            (0.2, [("다은", "캠핑장 통화 끝! 8번 사이트 취소하고 카라반 2호로 바꿨어요")]),
            (1, [("태호", "화로담 예약은 제가 할게요 달빛 취소까지 할게요"), ("다은", "땡큐")]),
            (1.2, [("태호", "화로담 5시 반 룸 예약했어요! 달빛은 취소했습니다")]),
        ],
    )  # fmt: skip
    assert tasks == {"제가 캠핑장에 전화해서": "done", "화로담 예약은 제가 할": "done"}
