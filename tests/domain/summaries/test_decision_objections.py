"""A cited objection is not agreement, and the dropped-evidence count is kept where an
auditor finds it: in the summary file (old files load as zero) and in ``decisions --json``."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.decisions import evidence_audit, ground, ledger_of
from groupchat_memory.domain.summaries.files import read_summary_file, write_summary_file
from groupchat_memory.domain.summaries.summarizer import SummaryDraft, SummaryRequest
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import (
    CitedItem,
    MessageRange,
    MessageRecord,
    SummaryRecord,
    decode,
)
from tests.chat_lines import morning

SEOUL = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890


def _window(*lines: tuple[str, str]) -> list[MessageRecord]:
    return morning(lines, chat_id=CHAT, first_message_id=700)


OBJECTED = _window(
    ("클로디", "회식은 금요일 7시로 하기로 했어요"),
    ("민수", "반대예요, 금요일은 안 돼요"),
    ("지연", "I disagree"),
)
SPLIT = _window(
    ("클로디", "회식은 금요일 7시로 하기로 했어요"),
    ("민수", "좋아요"),
    ("지연", "저는 반대입니다"),
)


def _draft(evidence: list[int], level: str = "decided") -> SummaryDraft:
    return SummaryDraft(
        summary="회식",
        key_decisions=[CitedItem(text="금요일 7시 회식", evidence=evidence)],
        consensus_level=level,  # type: ignore[arg-type]
    )


def test_a_decision_only_objected_to_by_humans_stays_a_contested_proposal() -> None:
    grounded = ground(_draft([1, 2, 3]), OBJECTED).draft
    [decision] = grounded.key_decisions
    assert decision.proposal and decision.agreed_by == []
    assert decision.objected_by == ["민수", "지연"]
    assert grounded.consensus_level == "tentative"


def test_agreement_and_an_objection_make_a_decision_that_is_not_unanimous() -> None:
    grounded = ground(_draft([1, 2, 3], level="agreed"), SPLIT).draft
    [decision] = grounded.key_decisions
    assert not decision.proposal
    assert (decision.agreed_by, decision.objected_by) == (["민수"], ["지연"])
    assert grounded.consensus_level == "tentative"  # someone objected: not "agreed"


def test_a_person_s_last_cited_word_is_their_stance() -> None:
    window = _window(
        ("클로디", "회식은 금요일 7시로 하기로 했어요"),
        ("민수", "반대예요"),
        ("지연", "금요일이면 강남역이 가까워요"),
        ("민수", "아 그럼 좋아요, 동의합니다"),
    )
    [decision] = ground(_draft([1, 2, 3, 4]), window).draft.key_decisions
    assert decision.agreed_by == ["민수", "지연"] and decision.objected_by == []


@pytest.mark.anyio
async def test_offline_cites_the_objection_and_does_not_count_it_as_agreement() -> None:
    request = SummaryRequest(chat_id=CHAT, messages=OBJECTED)
    draft = (await OfflineSummarizer().summarize(request)).draft
    [decision] = draft.key_decisions
    assert decision.evidence == [1, 2, 3]
    assert decision.proposal and decision.objected_by == ["민수", "지연"]
    assert draft.consensus_level == "tentative"


def test_a_contested_proposal_replaces_the_plain_one_in_the_ledger() -> None:
    def summary(items: list[CitedItem], first: int) -> SummaryRecord:
        return SummaryRecord(
            timestamp="2026-03-02T11:00:00+09:00",
            date="2026-03-02",
            message_range=MessageRange(from_=first, to=first + 49),
            summary="회식",
            key_decisions=items,
        )

    plain = CitedItem(text="금요일 회식", evidence=[50], proposal=True)
    contested = CitedItem(
        text="금요일 회식", evidence=[50, 51], proposal=True, objected_by=["민수"]
    )
    [entry] = ledger_of([("a.json", summary([plain], 1)), ("b.json", summary([contested], 51))])
    assert entry.objected_by == ["민수"] and entry.summary_file == "b.json"


def test_the_dropped_count_is_stored_per_item_and_old_files_load_as_zero(tmp_path: Path) -> None:
    draft = _draft([1, 2, 77, 78])
    draft.action_items = [CitedItem(text="민수: 예약", evidence=[2, 99])]
    grounded = ground(draft, SPLIT)
    assert grounded.dropped == 3
    record = SummaryRecord(
        timestamp="2026-03-02T11:00:00+09:00",
        date="2026-03-02",
        message_range=MessageRange(from_=1, to=3),
        summary="회식",
        key_decisions=grounded.draft.key_decisions,
        action_items=grounded.draft.action_items,
    )
    path = write_summary_file(tmp_path, date(2026, 3, 2), record)
    stored = read_summary_file(path)
    assert stored is not None and stored.dropped_evidence == 3
    assert [d.dropped for d in stored.key_decisions] == [2]
    regrounded = ground(grounded.draft, SPLIT)  # a second check does not forget the first
    assert regrounded.dropped == 0 and regrounded.draft.key_decisions[0].dropped == 2
    old = b'{"timestamp":"t","date":"2025-01-01","message_range":{"from":1,"to":2},'
    old += b'"summary":"s","key_decisions":[{"text":"x","evidence":[1]}]}'
    assert decode(old, SummaryRecord).dropped_evidence == 0


def test_decisions_json_shows_dropped_evidence_per_decision_and_for_the_chat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(SPLIT)
    grounded = ground(_draft([1, 2, 3, 40, 41]), SPLIT).draft
    for first, items in ((1, grounded.key_decisions), (4, [])):
        record = SummaryRecord(
            timestamp="2026-03-02T11:00:00+09:00",
            date="2026-03-02",
            message_range=MessageRange(from_=first, to=first + 2),
            summary="회식",
            key_decisions=items,
        )
        write_summary_file(root.summaries_dir(CHAT), date(2026, 3, 2), record)
    audit = evidence_audit(root, CHAT)
    assert (audit.dropped_ids, audit.summaries, audit.total_summaries) == (2, 1, 2)
    argv = ["--data-dir", str(tmp_path), "decisions", "--chat", str(CHAT), "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["dropped_evidence"] == {"dropped_ids": 2, "summaries": 1, "total_summaries": 2}
    [entry] = data["decisions"]
    assert entry["dropped_evidence"] == 2 and entry["objected_by"] == ["지연"]
    assert entry["link"] == "https://t.me/c/1234567890/700"


def test_the_names_of_who_objected_are_masked_on_disk(tmp_path: Path) -> None:
    phone = "010-1234-5678"
    item = CitedItem(text="금요일 회식", evidence=[2], proposal=True, objected_by=[phone])
    record = SummaryRecord(
        timestamp="2026-03-02T11:00:00+09:00",
        date="2026-03-02",
        message_range=MessageRange(from_=1, to=3),
        summary="회식",
        key_decisions=[item],
    )
    path = write_summary_file(tmp_path, date(2026, 3, 2), record)
    assert phone not in path.read_text(encoding="utf-8")
    stored = read_summary_file(path)
    assert stored is not None and len(stored.key_decisions[0].objected_by) == 1
