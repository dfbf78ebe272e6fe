"""Who does what: owners and due dates from the wording, and the later message that
closes an item (the owner's word on its subject, or a reply to it), in Korean and English."""

from __future__ import annotations

from groupchat_memory.domain.summaries.summarizer import EarlierItem, SummaryDraft
from groupchat_memory.domain.summaries.todos import close_todos, owner_and_due, todo_ledger
from groupchat_memory.domain.text.stance import closing
from groupchat_memory.llm.offline import draft_for
from groupchat_memory.store.records import CitedItem, MessageRange, MessageRecord, SummaryRecord


def _talk(
    *lines: tuple[str, str], first: int = 1, reply_to: dict[int, int] | None = None
) -> list[MessageRecord]:
    replies = reply_to or {}
    return [
        MessageRecord(
            sender=sender,
            text=text,
            timestamp=f"2026-05-02T10:{i:02d}:00+09:00",
            message_id=100 + first + i,
            reply_to=replies.get(first + i),
            seq=first + i,
        )
        for i, (sender, text) in enumerate(lines)
    ]


def test_the_owner_is_the_promiser_or_the_member_asked_and_the_due_is_what_comes_before_by() -> (
    None
):
    people = ["민준", "서연"]
    assert owner_and_due("민준: 발표 자료는 금요일까지 제가 준비할게요", people) == (
        "민준",
        "금요일",
    )
    assert owner_and_due("민준: 서연님이 예약 맡아주세요", people) == ("서연", "")
    assert owner_and_due("Alex: I'll write the notes by Friday", people) == ("Alex", "Friday")
    assert owner_and_due("민준: 자료는 제가 정리할게요", people) == ("민준", "")


def test_done_dropped_and_questions() -> None:
    assert (
        closing("다 했어요") == "done"
        and closing("끝냈어") == "done"
        and closing("done!") == "done"
    )
    assert closing("다 했어요?") is None and closing("release notes are done?") is None
    assert closing("그건 안 해도 돼요") == "dropped" and closing("no longer needed") == "dropped"
    assert closing("내일 할게요") is None


def _open(
    text: str, owner: str, *evidence: int, said: list[MessageRecord], due: str = ""
) -> EarlierItem:
    item = CitedItem(text=text, evidence=list(evidence), owner=owner, due=due)
    return EarlierItem(item=item, messages=[m for m in said if m.seq in evidence])


def test_an_item_closes_only_by_its_owners_word_on_it_or_a_reply_to_it() -> None:
    before = _talk(
        ("민준", "발표 자료 준비할게요"),
        ("서연", "예약은 제가 할게요"),
        ("지호", "포스터 만들게요"),
    )
    todos = [
        _open("민준: 발표 자료 준비할게요", "민준", 1, said=before),
        _open("서연: 예약은 제가 할게요", "서연", 2, said=before),
        _open("지호: 포스터 만들게요", "지호", 3, said=before),
    ]
    window = _talk(
        ("서연", "발표 자료 다 했어요"),  # 민준's item, not hers: neither closes
        ("민준", "발표 자료 끝냈어요"),
        ("민준", "끝냈어요"),  # a reply to 지호's item closes it, whoever says so
        ("서연", "예약 다 했어요?"),  # a question closes nothing
        first=60,
        reply_to={62: 103},
    )
    draft = close_todos(SummaryDraft(summary="s"), window, todos)
    closed = {item.text: (item.status, item.evidence) for item in draft.action_items}
    assert closed == {
        "민준: 발표 자료 준비할게요": ("done", [1, 61]),
        "지호: 포스터 만들게요": ("done", [3, 62]),
    }


def test_the_ledger_lists_an_item_once_as_what_it_became() -> None:
    def summary(first: int, *items: CitedItem) -> tuple[str, SummaryRecord]:
        record = SummaryRecord(
            timestamp="2026-05-02T12:00:00+09:00", date="2026-05-02",
            message_range=MessageRange(from_=first, to=first + 49), summary="s",
            action_items=list(items),
        )  # fmt: skip
        return f"2026-05-02_t_{first:03d}.json", record

    task = CitedItem(text="서연: 예약은 제가 할게요", evidence=[2], owner="서연", due="금요일")
    done = CitedItem(text="서연: 예약은 제가 할게요", evidence=[2, 70], owner="서연", status="done")
    entries = todo_ledger([summary(1, task), summary(51, done)])
    assert len(entries) == 1
    (entry,) = entries
    assert (entry.status, entry.evidence, entry.closed_by, entry.due) == (
        "done",
        [2],
        [70],
        "금요일",
    )


def test_the_offline_summarizer_closes_an_english_item_in_a_later_window() -> None:
    before = _talk(("Alex", "I'll write the release notes by Friday"))
    todo = _open(
        "Alex: I'll write the release notes by Friday", "Alex", 1, said=before, due="Friday"
    )
    window = _talk(("Bo", "lunch?"), ("Alex", "the release notes are done"), first=40)
    draft = draft_for(window, "general", False, (), [todo])
    (item,) = draft.action_items
    assert (item.owner, item.due, item.status, item.evidence) == ("Alex", "Friday", "done", [1, 41])
