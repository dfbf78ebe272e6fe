"""Decisions carry their evidence: grounding, proposals, the ledger, links, archive carry-over."""

from __future__ import annotations

import json
import logging
from datetime import date
from pathlib import Path
from zoneinfo import ZoneInfo

import msgspec
import pytest

from groupchat_memory.domain.summaries.decisions import (
    carry_decisions,
    citation,
    ground,
    ledger_of,
    message_link,
    messages_near,
)
from groupchat_memory.domain.summaries.files import (
    read_summary_file,
    summary_files,
    write_summary_file,
)
from groupchat_memory.domain.summaries.index import SummaryIndex, migrate_index_table
from groupchat_memory.domain.summaries.insights import DECISIONS_HEADING, decisions_section
from groupchat_memory.domain.summaries.summarizer import ReportRequest, SummaryDraft, SummaryRequest
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.offline import OfflineSummarizer, draft_for
from groupchat_memory.store.compaction import rewrite_without
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.exceptions import UnknownChatError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import (
    CitedItem,
    MessageRange,
    MessageRecord,
    SummaryRecord,
    decode,
    encode,
)

SEOUL = ZoneInfo("Asia/Seoul")
SUPERGROUP = -1001234567890
BOTS = {"클로디"}


def _window(
    *lines: tuple[str, str], first: int = 1, day: str = "2026-03-02"
) -> list[MessageRecord]:
    return [
        MessageRecord(
            sender=sender,
            text=text,
            timestamp=f"{day}T10:{i:02d}:00+09:00",
            is_bot=sender in BOTS,
            chat_id=SUPERGROUP,
            message_id=500 + first + i,
            seq=first + i,
        )
        for i, (sender, text) in enumerate(lines)
    ]


WINDOW = _window(
    ("클로디", "회식은 금요일 7시로 하는 게 어떨까요?"),
    ("민수", "좋아요, 금요일 7시로 정했어요"),
    ("지연", "동의합니다"),
    ("클로디", "예약은 제가 알아볼게요"),
)


def _draft(decisions: list[CitedItem], level: str = "decided") -> SummaryDraft:
    return SummaryDraft(
        summary="회식 일정",
        key_decisions=decisions,
        action_items=[CitedItem(text="클로디: 예약 알아보기", evidence=[4, 99])],
        consensus_level=level,  # type: ignore[arg-type]
    )


def _summary(
    decisions: list[CitedItem], *, seqs: tuple[int, int] = (1, 4), day: str = "2026-03-02"
) -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"{day}T11:00:00+09:00",
        date=day,
        message_range=MessageRange(from_=seqs[0], to=seqs[1]),
        summary="회식 일정",
        key_decisions=decisions,
    )


def test_evidence_outside_the_window_is_dropped_counted_and_only_the_count_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    draft = _draft([CitedItem(text="금요일 7시 회식", evidence=[2, 3, 1, 3, 77, 0, -5])])
    with caplog.at_level(logging.WARNING):
        grounded = ground(draft, WINDOW, chat_id=SUPERGROUP)
    decision = grounded.draft.key_decisions[0]
    assert decision.evidence == [1, 2, 3]
    assert grounded.draft.action_items[0].evidence == [4]
    assert grounded.dropped == 4  # 77, 0, -5 and the action item's 99
    assert "dropped 4 evidence id(s)" in caplog.text
    assert "금요일" not in caplog.text  # the count, never the text


def test_humans_in_the_evidence_make_a_decision_and_name_who_agreed() -> None:
    grounded = ground(_draft([CitedItem(text="금요일 7시 회식", evidence=[1, 2, 3])]), WINDOW)
    decision = grounded.draft.key_decisions[0]
    assert not decision.proposal
    assert decision.agreed_by == ["민수", "지연"]  # the bot proposed, it did not agree
    assert decision.date == "2026-03-02"
    assert grounded.draft.consensus_level == "decided"


def test_a_decision_resting_only_on_bot_messages_stays_a_proposal_and_caps_consensus() -> None:
    claimed = CitedItem(text="금요일 7시 회식", evidence=[1, 4], agreed_by=["민수"], proposal=False)
    grounded = ground(_draft([claimed], level="decided"), WINDOW)
    decision = grounded.draft.key_decisions[0]
    assert decision.proposal and decision.agreed_by == []  # the model's claim is not trusted
    assert grounded.draft.consensus_level == "tentative"
    agreed = ground(_draft([claimed], level="agreed"), WINDOW).draft
    assert agreed.consensus_level == "tentative"


def test_a_decision_without_any_valid_evidence_is_not_a_decision() -> None:
    grounded = ground(_draft([CitedItem(text="금요일 7시 회식", evidence=[900])]), WINDOW)
    decision = grounded.draft.key_decisions[0]
    assert decision.proposal and decision.evidence == [] and grounded.dropped == 2


def test_old_summary_files_with_plain_string_items_still_load(tmp_path: Path) -> None:
    old = {
        "timestamp": "2024-03-02T11:00:00+09:00",
        "date": "2024-03-02",
        "message_range": {"from": 1, "to": 50},
        "summary": "옛 요약",
        "key_decisions": ["금요일 배포"],
        "action_items": ["준호: 견적서"],
    }
    data = json.dumps(old, ensure_ascii=False).encode()
    record = decode(data, SummaryRecord)
    assert record.key_decisions == [CitedItem(text="금요일 배포")]
    assert record.action_items == [CitedItem(text="준호: 견적서")]
    path = tmp_path / "2024-03-02_general_001.json"
    path.write_bytes(data)
    assert read_summary_file(path) == record
    db = open_db(tmp_path / "state.json")
    try:
        db.table("summaries").insert({"file": path.name, "record": old})
        assert migrate_index_table(db, tmp_path / "summary_index.jsonl") == 1
        assert "summaries" not in db.tables()
        with SummaryIndex(tmp_path / "summary_index.jsonl") as index:
            assert index.entries() == [(path.name, record)]
    finally:
        db.close()
    assert ledger_of([(path.name, record)])[0].date == "2024-03-02"


def test_a_new_summary_round_trips_its_items_compactly() -> None:
    item = CitedItem(text="금요일", evidence=[2, 3], agreed_by=["민수"], date="2026-03-02")
    record = _summary([item])
    assert decode(encode(record), SummaryRecord) == record
    assert b'"proposal"' not in encode(record)  # defaults are omitted


def test_the_ledger_is_newest_first_and_one_decision_survives_re_summarization() -> None:
    friday = CitedItem(text="금요일 7시 회식", evidence=[2, 3], agreed_by=["민수", "지연"])
    budget = CitedItem(text="예산 3만원", evidence=[12], agreed_by=["지연"], date="2026-03-05")
    first = _summary([friday])
    # a later summary of an overlapping window that lost the decision, and one that repeats it
    resummarized = _summary([], seqs=(1, 10), day="2026-03-03")
    repeat = _summary([friday], seqs=(2, 10), day="2026-03-03")
    later = _summary([budget], seqs=(11, 20), day="2026-03-05")
    entries = ledger_of(
        [("a.json", first), ("b.json", resummarized), ("c.json", repeat), ("d.json", later)]
    )
    assert [(e.text, e.date) for e in entries] == [
        ("예산 3만원", "2026-03-05"),
        ("금요일 7시 회식", "2026-03-02"),
    ]
    assert entries[1].summary_file == "a.json"


def test_a_proposal_later_backed_by_the_same_evidence_is_listed_once_as_a_decision() -> None:
    proposal = CitedItem(text="금요일 회식", evidence=[1], proposal=True)
    backed = CitedItem(text="금요일 회식", evidence=[1], agreed_by=["민수"])
    entries = ledger_of([("a.json", _summary([proposal])), ("b.json", _summary([backed]))])
    assert len(entries) == 1 and not entries[0].proposal and entries[0].agreed_by == ["민수"]


def test_links_only_for_supergroups() -> None:
    assert message_link(SUPERGROUP, 42) == "https://t.me/c/1234567890/42"
    assert message_link(-4567, 42) is None  # a basic group has no message links
    assert message_link(777, 42) is None
    assert message_link(-100, 42) is None


def _root_with(tmp_path: Path, messages: list[MessageRecord], record: SummaryRecord) -> DataRoot:
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(SUPERGROUP), SEOUL) as log:
        log.append(messages)
    write_summary_file(root.summaries_dir(SUPERGROUP), date(2026, 3, 2), record)
    return root


def test_the_ledger_links_the_first_evidence_message_while_it_is_in_the_log(
    tmp_path: Path,
) -> None:
    draft = ground(_draft([CitedItem(text="금요일 7시 회식", evidence=[2, 3])]), WINDOW).draft
    root = _root_with(tmp_path, WINDOW, _summary(draft.key_decisions))
    [entry] = ledger.decisions(root, SUPERGROUP, SEOUL)
    assert entry.message_id == 502 and entry.link == "https://t.me/c/1234567890/502"
    assert citation(entry) == (
        "2026-03-02 · 금요일 7시 회식 (동의: 민수, 지연) https://t.me/c/1234567890/502"
    )
    MessageLog(root.log_dir(SUPERGROUP), SEOUL).remove_day(date(2026, 3, 2))  # archived
    [gone] = ledger.decisions(root, SUPERGROUP, SEOUL)
    assert gone.link is None and gone.message_id is None
    assert citation(gone) == "2026-03-02 · 금요일 7시 회식 (동의: 민수, 지연)"


def test_evidence_lookups_read_each_day_again_once_it_changed_and_hand_out_copies(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    log = MessageLog(root.log_dir(SUPERGROUP), SEOUL)
    log.append(WINDOW)
    wanted = [("2026-03-02", [2, 3])]
    first = messages_near(log, wanted)
    assert [first[s].text for s in (2, 3)] == ["좋아요, 금요일 7시로 정했어요", "동의합니다"]
    first[2].text = "changed by a caller"  # a caller's copy: the next lookup is unchanged
    assert messages_near(log, wanted)[2].text == "좋아요, 금요일 7시로 정했어요"
    # a forget rewrites the day: the next lookup reads the file as it is now
    assert rewrite_without(log.path_for(date(2026, 3, 2)), lambda line: b'"seq":3}' in line)
    assert sorted(messages_near(log, wanted)) == [2]
    # and an append to the day is read too
    log.append(_window(("지연", "다시 동의해요"), first=5))
    assert messages_near(log, [("2026-03-02", [2, 5])])[5].text == "다시 동의해요"
    log.close()


def test_the_ledger_of_an_unknown_chat_says_so(tmp_path: Path) -> None:
    with pytest.raises(UnknownChatError):
        ledger.decisions(DataRoot(tmp_path), 5, SEOUL)


def test_an_archive_summary_carries_the_decisions_of_the_period_it_replaces() -> None:
    friday = CitedItem(text="금요일 회식", evidence=[40, 41], agreed_by=["민수"], date="2025-01-03")
    legacy = CitedItem(text="옛 결정")
    late = CitedItem(text="다음 청크의 결정", evidence=[150], agreed_by=["지연"])
    earlier = [
        _summary([friday, late], seqs=(30, 160), day="2025-01-03"),
        _summary([legacy], seqs=(60, 90), day="2025-01-04"),
        msgspec.structs.replace(_summary([legacy], seqs=(1, 100)), kind="archive"),
    ]
    own = CitedItem(text="금요일에 회식 (다시 씀)", evidence=[40, 41], agreed_by=["민수"])
    fresh = CitedItem(text="새로 찾은 결정", evidence=[70], agreed_by=["지연"])
    archive = msgspec.structs.replace(
        _summary([own, fresh], seqs=(1, 100)), kind="archive", date="2025-01-05"
    )
    carried = carry_decisions(archive, earlier, 1, 100)
    assert [(d.text, d.date) for d in carried.key_decisions] == [
        ("금요일 회식", "2025-01-03"),
        ("옛 결정", "2025-01-04"),  # no evidence: dated by its summary
        ("새로 찾은 결정", ""),
    ]
    nxt = carry_decisions(
        msgspec.structs.replace(archive, key_decisions=[]), earlier, 101, 200
    ).key_decisions
    assert [d.text for d in nxt] == ["다음 청크의 결정"]


def test_an_insight_cites_the_period_decisions_like_the_decisions_command() -> None:
    decision = CitedItem(
        text="금요일 7시 회식", evidence=[2, 3], agreed_by=["민수"], date="2026-03-02"
    )
    proposal = CitedItem(text="봇의 제안", evidence=[1], proposal=True, date="2026-03-02")
    request = ReportRequest(
        chat_id=SUPERGROUP,
        chat_title="t",
        messages=WINDOW,
        summaries=[_summary([decision, proposal])],
    )
    section = decisions_section(request)
    assert section.splitlines() == [
        DECISIONS_HEADING,
        "- 2026-03-02 · 금요일 7시 회식 (동의: 민수) https://t.me/c/1234567890/502",
    ]
    assert decisions_section(ReportRequest(chat_id=1, chat_title="t", messages=WINDOW)) == ""


def test_offline_decisions_cite_the_statement_and_the_agreement_after_it() -> None:
    draft = draft_for(WINDOW, topic="general", topic_pending=False)
    [decision] = draft.key_decisions
    assert decision.text == "민수: 좋아요, 금요일 7시로 정했어요"
    assert decision.evidence == [2, 3] and decision.agreed_by == ["민수", "지연"]
    assert not decision.proposal
    [action] = draft.action_items
    assert action.evidence == [4] and action.proposal  # only the bot committed


@pytest.mark.anyio
async def test_offline_a_bot_decision_stays_a_proposal_until_a_human_agrees() -> None:
    bot_only = _window(
        ("클로디", "회식은 금요일로 결정했습니다."),
        ("민수", "점심 뭐 먹지?"),
    )
    result = await OfflineSummarizer().summarize(_request(bot_only))
    [decision] = result.draft.key_decisions
    assert decision.proposal and decision.evidence == [1]
    assert result.draft.consensus_level == "tentative"
    agreed = _window(("클로디", "회식은 금요일로 결정했습니다."), ("민수", "좋아요"))
    [backed] = (await OfflineSummarizer().summarize(_request(agreed))).draft.key_decisions
    assert not backed.proposal and backed.agreed_by == ["민수"] and backed.evidence == [1, 2]


def _request(messages: list[MessageRecord]) -> SummaryRequest:
    return SummaryRequest(chat_id=SUPERGROUP, messages=messages)


def test_a_topic_tag_holding_a_phone_number_is_masked_in_the_file_name_too(
    tmp_path: Path,
) -> None:
    record = msgspec.structs.replace(_summary([]), topic_tag="010-1234-5678 계약")
    path = write_summary_file(tmp_path, date(2026, 3, 2), record)
    assert "1234" not in path.name and "5678" not in path.name
    assert path.name.startswith("2026-03-02_")
    [(name, stored)] = summary_files(tmp_path)
    assert name == path.name and "5678" not in stored.topic_tag


def test_summary_files_written_with_items_read_back_with_masked_texts(tmp_path: Path) -> None:
    item = CitedItem(text="민수 010-1234-5678 로 연락", evidence=[2], agreed_by=["민수"])
    write_summary_file(tmp_path, date(2026, 3, 2), _summary([item]))
    [(_, record)] = summary_files(tmp_path)
    assert "010-1234-5678" not in record.key_decisions[0].text
    assert record.key_decisions[0].evidence == [2]
