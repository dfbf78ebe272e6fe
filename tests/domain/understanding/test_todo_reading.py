"""To-dos as a chat reads them, through the real path (``test_ledger``'s ingest of a small
chat by the real actor system, then ``/할일``): promised again, handed over, taken by a
persona, closed, with the day they are due. The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, _ingested, _lines


def test_a_task_promised_again_in_a_reply_or_on_its_topic_stays_one_task(
    tmp_path: Path,
) -> None:
    """The owner promising again days later, in a reply to their own promise or with the
    same topic (N은/는, N도) and other words, keeps one task, due when first said."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "보고서는 제가 금요일까지 정리할게요"), ("태호", "고마워")]),
                (3, [("유진", "죄송해요 일이 밀려서 다음 주에 할게요", {"reply": 1})]),
                (8, [("유진", "보고서도 월요일엔 꼭 마무리할게요")]),
                (8.1, [("Sam", "I'll send the survey results by Friday"), ("Leo", "ty")]),
                (
                    10,
                    [("Sam", "sorry, swamped this week, I'll get to it on Monday", {"reply": 5})],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, len(t.evidence), t.status, t.due) for t in todos_answer(config, CHAT))
    assert tasks == [("Sam", 2, "open", "2026-03-13"), ("유진", 3, "open", "2026-03-06")]
