"""The archive and the understanding ``/결정`` and ``/할일`` read: items the offline rules
made stay the rules' after a model writes the archive summary of their days (a grounded
model answer wins over the rules on the same messages, and only a model's answer does)."""

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
from tests.chat_lines import said_on
from tests.fakes.fake_anthropic import FakeAnthropic, tool_use

pytestmark = pytest.mark.anyio

SEOUL = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890
NOW = datetime(2025, 9, 1, 12, tzinfo=UTC)
IDS = {"유진": 501, "태호": 502, "다은": 503}
DAYS = [
    (
        "2024-12-02",
        [
            ("유진", "동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?"),
            ("태호", "ㅇㅋ 좋아"),
            ("다은", "나도 콜"),
        ],
    ),
    (
        "2024-12-05",
        [
            ("태호", "미안 나 14일에 출장 잡혔어 ㅠ"),
            ("태호", "토요일 말고 15일 일요일 점심으로 옮기면 안 될까?"),
            ("유진", "그래 그럼 15일 일요일 12시로 확정하자"),
            ("다은", "👍"),
            ("태호", "식당은 내가 내일까지 예약할게"),
        ],
    ),
]


def _records() -> list[MessageRecord]:
    out: list[MessageRecord] = []
    for day, lines in DAYS:
        for minute, (sender, text) in enumerate(lines):
            seq = len(out) + 1
            out.append(
                MessageRecord(
                    sender=sender, text=text, timestamp=f"{day}T20:{minute:02d}:00+09:00",
                    chat_id=CHAT, message_id=300 + seq, sender_id=IDS[sender], seq=seq,
                )
            )  # fmt: skip
    return out


async def _summarized(root: DataRoot, messages: list[MessageRecord]) -> None:
    """The regular summary the offline summarizer wrote for the old days."""
    result = await OfflineSummarizer().summarize(SummaryRequest(chat_id=CHAT, messages=messages))
    draft = result.draft
    record = SummaryRecord(
        timestamp=messages[-1].timestamp, date=messages[-1].timestamp[:10],
        message_range=MessageRange(from_=messages[0].seq, to=messages[-1].seq),
        summary=draft.summary, key_decisions=list(draft.key_decisions),
        action_items=list(draft.action_items), consensus_level=draft.consensus_level,
        model=result.model,
    )  # fmt: skip
    write_summary_file(root.summaries_dir(CHAT), date.fromisoformat(record.date), record)


async def _logged_and_summarized(tmp_path: Path) -> DataRoot:
    """The old days in the log, summarized offline, and a line of today's."""
    root = DataRoot(tmp_path)
    messages = _records()
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append([*messages, said_on(NOW, len(messages) + 1, chat_id=CHAT)])
    await _summarized(root, messages)
    return root


QUIET = {  # a model's archive summary that says nothing of the decisions and tasks
    "summary": "동창회 이야기",
    "key_topics": ["동창회"],
    "topic_tag": "archive",
    "key_decisions": [],
    "action_items": [],
    "consensus_level": "exploratory",
}


def _shown(root: DataRoot) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    decisions: list[tuple[str, str, str]] = [
        (d.status, d.text, d.superseded_by.text if d.superseded_by else "")
        for d in ledger.decisions(root, CHAT, SEOUL)
    ]
    todos: list[tuple[str, str, str]] = [
        (t.status, t.owner, t.text) for t in ledger.todos(root, CHAT, SEOUL)
    ]
    return decisions, todos


async def test_the_rules_items_stay_the_rules_after_a_model_archives_their_days(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    root = await _logged_and_summarized(tmp_path)
    before = _shown(root)
    assert [status for status, _, _ in before[0]] == ["current", "superseded"]
    fake.queue(tool_use(SUMMARY_TOOL_NAME, QUIET))  # the model's archive says nothing of them
    report = await run_archive(root, claude, older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and report.chats[0].days == ["2024-12-02", "2024-12-05"]
    [archive] = [r for _, r in summary_files(root.summaries_dir(CHAT)) if r.kind == "archive"]
    assert archive.model.startswith("claude")
    assert _shown(root) == before


async def test_a_models_archive_answer_on_the_same_messages_wins_over_the_rules(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    root = await _logged_and_summarized(tmp_path)
    [offline] = [r for _, r in summary_files(root.summaries_dir(CHAT))]
    *_, rules = offline.key_decisions  # the changed plan: the rules' newest decision
    grounded = {
        "summary": "동창회 날짜가 바뀌었다",
        "key_topics": ["동창회"],
        "topic_tag": "archive",
        "key_decisions": [{"text": "동창회는 12월 15일 일요일 정오", "evidence": rules.evidence}],
        "action_items": [],
        "consensus_level": "decided",
    }
    fake.queue(tool_use(SUMMARY_TOOL_NAME, grounded))
    report = await run_archive(root, claude, older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok
    [archive] = [r for _, r in summary_files(root.summaries_dir(CHAT)) if r.kind == "archive"]
    assert [(d.text, d.model) for d in archive.key_decisions] == [
        ("유진: 동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?", "offline"),  # carried on
        ("동창회는 12월 15일 일요일 정오", ""),  # the model's, over the rules' on its messages
    ]
    decisions, _ = _shown(root)
    assert decisions[0][:2] == ("current", "동창회는 12월 15일 일요일 정오")
    assert not any(text == rules.text for _, text, _ in decisions)


async def test_a_chat_nobody_asked_before_the_archive_keeps_its_decisions_and_tasks(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    root = await _logged_and_summarized(tmp_path)  # no /결정, no reply read them before
    fake.queue(tool_use(SUMMARY_TOOL_NAME, QUIET))
    report = await run_archive(root, claude, older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and report.chats[0].days == ["2024-12-02", "2024-12-05"]
    decisions, todos = _shown(root)
    assert [status for status, _, _ in decisions] == ["current", "superseded"]
    assert [(status, owner) for status, owner, _ in todos] == [("open", "태호")]
