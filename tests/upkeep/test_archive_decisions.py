"""The 180-day archive keeps the decisions of the periods it replaces, with their dates, even
when the archive's own summarizer (Claude via the fake API) forgets them: in the archive
summaries, and in ``/결정``, which reads the days before they go."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.domain.summaries.files import summary_files, write_summary_file
from groupchat_memory.domain.summaries.summarizer import SummaryRequest
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from groupchat_memory.upkeep.archive import run_archive
from tests.chat_lines import morning, said_on
from tests.fakes.fake_anthropic import FakeAnthropic, tool_use

pytestmark = pytest.mark.anyio

SEOUL = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890
NOW = datetime(2025, 9, 1, 12, tzinfo=UTC)
LINES = [
    ("클로디", "워크숍은 가평으로 하는 게 어떨까요?"),
    ("민준", "좋아요, 가평으로 확정했어요"),
    ("서연", "동의해요"),
    ("도윤", "점심 뭐 먹지"),
]


def _messages() -> list[MessageRecord]:
    return morning(LINES, day="2025-01-03", chat_id=CHAT, first_message_id=300)


async def _chat_with_a_summarized_decision(tmp_path: Path) -> DataRoot:
    """Old messages in the log and the regular summary the actor wrote for them."""
    root = DataRoot(tmp_path)
    messages = _messages()
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append([*messages, said_on(NOW, len(messages) + 1, chat_id=CHAT)])
    result = await OfflineSummarizer().summarize(SummaryRequest(chat_id=CHAT, messages=messages))
    draft = result.draft
    record = SummaryRecord(
        timestamp="2025-01-03T10:30:00+09:00",
        date="2025-01-03",
        message_range=MessageRange(from_=1, to=4),
        summary=draft.summary,
        key_decisions=list(draft.key_decisions),
        action_items=list(draft.action_items),
        consensus_level=draft.consensus_level,
        model=result.model,
    )
    write_summary_file(root.summaries_dir(CHAT), date(2025, 1, 3), record)
    return root


async def test_the_archive_keeps_a_decision_its_summarizer_dropped_with_its_date(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    root = await _chat_with_a_summarized_decision(tmp_path)
    before = ledger.decisions(root, CHAT, SEOUL)
    assert [(e.date, e.agreed_by, e.link is not None) for e in before] == [
        ("2025-01-03", ["민준", "서연"], True)
    ]
    forgetful = {
        "summary": "워크숍 이야기",
        "key_topics": ["워크숍"],
        "topic_tag": "archive",
        "key_decisions": [{"text": "점심은 아직", "evidence": [4, 250]}],  # 250: not in it
        "action_items": [],
        "consensus_level": "exploratory",
    }
    fake.queue(tool_use(SUMMARY_TOOL_NAME, forgetful))
    report = await run_archive(root, claude, older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and report.chats[0].days == ["2025-01-03"]
    assert not (root.log_dir(CHAT) / "2025-01-03.jsonl").exists()
    archives = [r for _, r in summary_files(root.summaries_dir(CHAT)) if r.kind == "archive"]
    [archive] = archives
    kept = {d.text: d for d in archive.key_decisions}
    carried = next(d for d in before if d.text in kept)
    assert kept[carried.text].date == "2025-01-03"
    assert kept[carried.text].evidence == carried.evidence
    assert kept["점심은 아직"].evidence == [4]  # the id outside the chunk was dropped
    assert "#1 클로디 [bot]: 워크숍은" in fake.requests[0].body["messages"][0]["content"]
    after = ledger.decisions(root, CHAT, SEOUL)
    decided = [e for e in after if not e.proposal]
    # the rules' decision (the understanding kept it) and the model's own item beside it
    assert sorted((e.text, e.date, e.agreed_by) for e in decided) == sorted(
        [("점심은 아직", "2025-01-03", ["도윤"]), (carried.text, "2025-01-03", ["민준", "서연"])]
    )
    assert all(e.link is None for e in decided)  # their messages left the log with the archive


async def test_the_offline_archive_also_keeps_them_and_the_ledger_lists_each_once(
    tmp_path: Path,
) -> None:
    root = await _chat_with_a_summarized_decision(tmp_path)
    before = [(e.text, e.date) for e in ledger.decisions(root, CHAT, SEOUL)]
    report = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok
    after = [(e.text, e.date) for e in ledger.decisions(root, CHAT, SEOUL)]
    assert after == before  # the archive's re-extraction is the same decision: listed once
