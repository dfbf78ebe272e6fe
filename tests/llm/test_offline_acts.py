"""The offline summaries and the live understanding read one chat through the same dialogue
acts: a chat ingested by the real actor system (offline summarizer, no model), then the
decisions and action items its summaries hold beside what ``/결정`` and ``/할일`` list.
A proposal another member takes up, a decision told as made, a plan to decide later, a
proposal nobody takes up; a promise, a banter promise, a wish."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer, todos_answer
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.understanding.acts import read
from groupchat_memory.store.records import CitedItem
from tests.domain.understanding.test_ledger import CHAT, _ingested, _lines

TALK = _lines(
    [
        (
            0,
            [
                ("유진", "워크숍 회고는 KPT로 하자"),
                ("태호", "KPT 좋아"),
                ("다은", "예산안은 다음 회의에서 합의하죠"),
                ("유진", "좋아요"),
                ("태호", "발표 자료는 내가 금요일까지 만들게"),
                ("다은", "뒤풀이는 회사 앞 국밥집에서 하기로 해요"),
                ("유진", "우리 집 정리도 언젠가 해야 되는데.."),
                ("태호", "그럼 내가 다 먹을게 ㅋㅋ"),
            ],
        ),
        (
            1,
            [
                ("Sam", "let's go with Linear for the tracker"),
                ("Priya", "sgtm"),
                ("Leo", "we can agree on the budget later"),
                ("Priya", "sure"),
                ("Sam", "I'll send the invite by Friday"),
                ("Leo", "someday I'll learn Rust"),
            ],
        ),
        (2, [("유진", "오늘은 여기까지")]),
    ]
)


def _summarized(items: list[CitedItem]) -> set[int]:
    """The message each item stands on: its first evidence."""
    return {item.evidence[0] for item in items if item.evidence}


def test_summaries_and_the_live_lists_name_the_same_decisions_and_tasks(tmp_path: Path) -> None:
    config = _ingested(tmp_path, TALK)
    records = [r for _, r in summary_files(config.root.summaries_dir(CHAT))]
    assert records, "the replay summarizes the chat"
    decided = {e.evidence[0] for e in decisions_answer(config, CHAT) if not e.proposal}
    tasks = {t.evidence[0] for t in todos_answer(config, CHAT)}
    # the KPT retro (1) and Linear (9): taken up; deciding later (3, 11), the dinner place
    # nobody answered (6): no decision
    assert decided == {1, 9}
    assert _summarized([d for r in records for d in r.key_decisions]) == decided
    # the slides (5) and the invite (13); the wish (7), the banter (8), "someday" (14): none
    assert tasks == {5, 13}
    assert _summarized([a for r in records for a in r.action_items]) == tasks


LATER = ("예산안은 다음 회의에서 합의하죠", "그건 다음 주에 다시 결정합시다", "결론은 아직 안 났어")
MADE = (
    "정리하면 회비는 1인당 10만원으로 결정됐어요",
    "회식은 금요일 7시로 정했어요",
    "강남으로 확정!",
)


def test_one_reading_of_a_plan_to_decide_later_and_a_decision_told_as_made() -> None:
    for later in LATER:
        assert read(later).defers, later
    for made in MADE:
        assert read(made).decided, made
    assert not read("결정 사항만 모아 보는 목차가 있으면 좋겠어").decided
