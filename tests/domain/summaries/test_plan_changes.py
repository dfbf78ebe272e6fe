"""Plans that change: a later decision on the same subject supersedes the earlier one."""

from __future__ import annotations

from groupchat_memory.bot.views.formatting import decisions_json, decisions_text
from groupchat_memory.domain.summaries.changes import successors
from groupchat_memory.domain.summaries.decisions import ledger_of
from groupchat_memory.store.records import CitedItem, MessageRange, SummaryRecord


def _summary(day: str, first: int, *decisions: CitedItem) -> tuple[str, SummaryRecord]:
    record = SummaryRecord(
        timestamp=f"{day}T12:00:00+09:00",
        date=day,
        message_range=MessageRange(from_=first, to=first + 49),
        summary="s",
        key_decisions=list(decisions),
    )
    return f"{day}_plan_{first:03d}.json", record


def _decision(text: str, *evidence: int, cited: tuple[int, ...] = ()) -> CitedItem:
    return CitedItem(text=text, evidence=list(evidence), agreed_by=["민준"], replaces=list(cited))


FIRST = _decision("민준: 회식은 금요일 7시 강남에서 하기로 했어요", 10, 11)
SECOND = _decision("서연: 회식 토요일 6시 홍대로 변경하기로 했어요", 60, 61)
THIRD = _decision("지호: 회식은 토요일 6시 신촌에서 하기로 확정", 120, 121)
OTHER = _decision("민준: 발표 자료는 목요일까지 준비하기로 했어요", 62)


def test_a_plan_changed_twice_shows_the_current_one_first_and_the_old_ones_under_it() -> None:
    entries = ledger_of(
        [
            _summary("2026-05-01", 1, FIRST),
            _summary("2026-05-02", 51, SECOND, OTHER),
            _summary("2026-05-09", 101, THIRD),
        ]
    )
    texts = [e.text for e in entries]
    assert texts == [THIRD.text, SECOND.text, FIRST.text, OTHER.text]
    assert [e.status for e in entries] == ["current", "superseded", "superseded", "current"]
    assert entries[1].superseded_by is not None and entries[1].superseded_by.text == THIRD.text
    assert entries[2].superseded_by is not None and entries[2].superseded_by.text == SECOND.text
    assert entries[2].evidence == [10, 11] and entries[0].evidence == [120, 121]  # both kept
    answer = decisions_text(entries)
    assert answer.splitlines()[1].startswith("1. 2026-05-09 · 지호: 회식은 토요일 6시 신촌")
    assert "   ↳ (변경됨 → 2026-05-09) 2026-05-02 · 서연" in answer
    assert "2. 2026-05-02 · 민준: 발표 자료" in answer
    items = decisions_json(1, entries)["decisions"]
    assert items[2]["status"] == "superseded"
    assert items[2]["superseded_by"]["evidence"] == [60, 61]
    assert items[3]["status"] == "current" and items[3]["superseded_by"] is None


def test_a_models_replaces_counts_only_when_it_names_an_earlier_decisions_evidence() -> None:
    unrelated = _decision("민준: 회비는 인당 3만원으로 하기로 했어요", 5)
    named = _decision("서연: 예산 계획을 새로 잡았어요", 70, cited=(5,))
    made_up = _decision("지호: 장비는 새로 사기로 했어요", 80, cited=(999,))
    entries = ledger_of(
        [_summary("2026-05-01", 1, unrelated), _summary("2026-05-03", 51, named, made_up)]
    )
    by_text = {e.text: e for e in entries}
    assert by_text[unrelated.text].status == "superseded"
    assert by_text[made_up.text].status == "current"


def replaces(newer: str, older: str) -> bool:
    """Whether the rules make ``newer``, said after ``older``, its successor (both backed,
    no model claim)."""
    return successors([older, newer], [[1], [2]], [[], []], [True, True]) == {0: 1}


def test_korean_and_english_rules_pair_a_change_with_its_subject_only() -> None:
    assert replaces(
        "Seoyeon: the offsite moved to Saturday instead",
        "Minjun: we decided the offsite is on Friday",
    )
    assert replaces("지호: 회비 인당 2만원으로 확정", "민준: 회비는 인당 3만원으로 하기로 했어요")
    assert replaces(
        "서연: 배포 도구는 Jenkins 말고 GitHub Actions 쓰기로",
        "민준: 배포 도구는 Jenkins 쓰기로 했어요",
    )
    assert not replaces(
        "민준: 발표는 목요일에 하기로 했어요", "민준: 회식은 금요일에 하기로 했어요"
    )
    assert not replaces(
        "민준: 발표 자료는 금요일까지 준비하기로", "민준: 회식은 금요일 7시 강남에서 하기로"
    )


def test_a_proposal_alone_replaces_nothing() -> None:
    bot = CitedItem(
        text="클로디 [bot]: 회식 토요일로 바꾸는 건 어때요", evidence=[70], proposal=True
    )
    entries = ledger_of([_summary("2026-05-01", 1, FIRST), _summary("2026-05-03", 51, bot)])
    assert {e.text: e.status for e in entries}[FIRST.text] == "current"


def test_a_place_is_read_past_the_adverb_before_it_and_after_venue() -> None:
    assert replaces(
        "서연: 회식 장소는 결국 홍대로 하기로 했어요",
        "민준: 회식 장소는 결국 강남으로 하기로 했어요",
    )
    assert replaces(
        "Seoyeon: the team dinner venue is the Anchor",
        "Minjun: the team dinner venue is the Crown",
    )
