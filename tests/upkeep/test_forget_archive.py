"""Forgetting a member reaches the 180-day archive: the period summaries that replaced the
day files holding their words are rebuilt without them, and the others' decisions stay."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import msgspec
import pytest

from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.domain.summaries.files import summary_files, write_summary_file
from groupchat_memory.domain.summaries.summarizer import SummaryRequest
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.llm.claude import ClaudeSummarizer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.llm.summarizing import SUMMARY_TOOL_NAME
from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord, encode
from groupchat_memory.upkeep.archive import run_archive
from groupchat_memory.upkeep.forget import forget_member
from tests.chat_lines import said_on
from tests.fakes.fake_anthropic import FakeAnthropic, tool_use

pytestmark = pytest.mark.anyio

SEOUL = ZoneInfo("Asia/Seoul")
CHAT = -1001234567890
NOW = datetime(2025, 9, 1, 12, tzinfo=UTC)
MEMBER, SEOYEON, DOYUN = 1001, 1002, 1003
MARKER = "ZEBRAQUOKKA7731"
SENDERS = {MEMBER: "민준", SEOYEON: "서연", DOYUN: "도윤"}
OLD = [  # 2025-01-03: archived; the member speaks, decides, and agrees with 서연
    (MEMBER, f"{MARKER} 창고 장비는 내가 챙기기로 했어요"),
    (SEOYEON, "워크숍 장소는 가평으로 확정했어요"),
    (MEMBER, "좋아요"),
    (DOYUN, "동의해요"),
    (MEMBER, f"{MARKER} 창고 열쇠는 {MARKER} 사무실에 있어요"),
    (DOYUN, "예산은 인당 삼만원으로 결정했습니다"),
    (SEOYEON, "좋습니다"),
    (MEMBER, f"{MARKER} 버스는 내가 예약할게요"),
]
RECENT = [(MEMBER, "요즘은 조용하네요"), (SEOYEON, "그러게요 워크숍 사진 공유할게요")]


def _record(uid: int, text: str, day: str, i: int, seq: int) -> MessageRecord:
    return MessageRecord(
        sender=SENDERS[uid], text=text, timestamp=f"{day}T10:{i:02d}:00+09:00",
        chat_id=CHAT, message_id=300 + seq, sender_id=uid, seq=seq,
    )  # fmt: skip


def _records(lines: list[tuple[int, str]], day: str, first_seq: int) -> list[MessageRecord]:
    return [_record(uid, text, day, i, first_seq + i) for i, (uid, text) in enumerate(lines)]


async def archived_chat(tmp_path: Path) -> DataRoot:
    """An old day with its regular summary, archived; a recent day still in the log."""
    root = DataRoot(tmp_path)
    old = _records(OLD, "2025-01-03", 1)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(old)
        log.append(_records(RECENT, "2025-08-25", len(OLD) + 1))
    request = SummaryRequest(chat_id=CHAT, messages=old, topic_pending=True)
    draft = (await OfflineSummarizer().summarize(request)).draft
    regular = SummaryRecord(
        timestamp="2025-01-03T10:30:00+09:00", date="2025-01-03",
        message_range=MessageRange(1, len(OLD)), summary=draft.summary,
        key_topics=list(draft.key_topics), topic_tag=draft.topic_tag,
        key_decisions=list(draft.key_decisions), action_items=list(draft.action_items),
        consensus_level=draft.consensus_level, participants=["민준", "서연", "도윤"],
        model="offline",
    )  # fmt: skip
    write_summary_file(root.summaries_dir(CHAT), date(2025, 1, 3), regular)
    report = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and report.chats[0].days == ["2025-01-03"]
    return root


def traces(root: DataRoot) -> list[str]:
    """Files under the data root holding the member's marker (any case)."""
    needles = [MARKER.encode(), MARKER.lower().encode()]
    return [
        str(p.relative_to(root.root))
        for p in sorted(root.root.rglob("*"))
        if p.is_file() and any(n in p.read_bytes() for n in needles)
    ]


def _archive(root: DataRoot) -> SummaryRecord:
    [archive] = [r for _, r in summary_files(root.summaries_dir(CHAT)) if r.kind == "archive"]
    return archive


async def test_forgetting_rebuilds_the_archive_summaries_that_held_the_member(
    tmp_path: Path,
) -> None:
    root = await archived_chat(tmp_path)
    archive = _archive(root)
    # the archive recorded whose messages the period held: ids and seqs, no text
    assert archive.sender_seqs == {MEMBER: [1, 3, 5, 8], SEOYEON: [2, 7], DOYUN: [4, 6]}
    held = traces(root)
    assert any("_archive_" in p for p in held), held  # it quotes the member
    assert not (root.log_dir(CHAT) / "2025-01-03.jsonl").exists()
    assert any(MARKER in item.text for item in archive.action_items)
    # the regular summary of that day took its topic (and file name) from the member's word
    assert any(MARKER.lower() in name for name, _ in summary_files(root.summaries_dir(CHAT)))

    report = await forget_member(root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW)
    assert report.messages == 5  # four archived, one still in the log
    assert traces(root) == []
    archive = _archive(root)
    assert archive.sender_seqs == {SEOYEON: [2, 7], DOYUN: [4, 6]}
    assert "민준" not in archive.participants and "민준" not in archive.summary
    assert archive.summary.startswith("[2025-01-03 ~ 2025-01-03 아카이브] 메시지 4개.")
    # the others' decisions of that period stay, with their dates, without the member
    after = {e.text: e for e in ledger.decisions(root, CHAT, SEOUL)}
    assert after, "the archived days' decisions are kept"
    for entry in after.values():
        assert entry.date == "2025-01-03" and "민준" not in entry.agreed_by
        assert not set(entry.evidence) & {1, 3, 5, 8}
    assert after["서연: 워크숍 장소는 가평으로 확정했어요"].agreed_by == ["서연", "도윤"]


def without_sender_record(root: DataRoot) -> None:
    """The chat as an archive written before sender ids were recorded leaves it, with the
    member's recent message gone too: only a name finds them."""
    directory = root.summaries_dir(CHAT)
    for name, record in summary_files(directory):
        if record.kind == "archive":
            write_atomic(directory / name, encode(msgspec.structs.replace(record, sender_seqs={})))
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        day = next(iter(log.day_files()))
    lines = day.read_bytes().splitlines(keepends=True)
    day.write_bytes(b"".join(line for line in lines if b'"sender_id":1001' not in line))
    assert traces(root)


async def test_an_archive_without_sender_ids_is_rebuilt_by_the_member_names(
    tmp_path: Path,
) -> None:
    root = await archived_chat(tmp_path)
    without_sender_record(root)
    nothing = await forget_member(root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW)
    assert nothing.summaries == 0 and traces(root)  # no id and no name: nothing to go by
    report = await forget_member(
        root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW, names=["민준"]
    )
    assert report.summaries >= 1
    assert traces(root) == []
    assert "민준" not in _archive(root).participants


async def test_a_claude_written_archive_loses_its_narrative_and_keeps_the_others_decisions(
    tmp_path: Path, fake: FakeAnthropic, claude: ClaudeSummarizer
) -> None:
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(_records(OLD, "2025-01-03", 1))
        log.append(_records(RECENT, "2025-08-25", len(OLD) + 1))
    # the model paraphrases the member without naming them: no sentence can be told apart
    answer = {
        "summary": f"창고 장비와 {MARKER} 이야기가 길게 오갔고 버스 예약도 정해졌다.",
        "key_topics": ["워크숍", MARKER.lower()],
        "topic_tag": "archive",
        "key_decisions": [
            {"text": "워크숍은 가평에서", "evidence": [2, 3, 4]},
            {"text": f"{MARKER} 버스 예약", "evidence": [8]},
        ],
        "action_items": [{"text": "장비 챙기기", "evidence": [1]}],
        "consensus_level": "decided",
    }
    fake.queue(tool_use(SUMMARY_TOOL_NAME, answer))
    report = await run_archive(root, claude, older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and traces(root)

    await forget_member(root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW)
    assert traces(root) == []
    archive = _archive(root)
    assert archive.model.startswith("claude") and "창고 장비" not in archive.summary
    assert archive.summary.startswith("[2025-01-03 ~ 2025-01-03 아카이브] 메시지 4개.")
    assert [(d.text, d.evidence, d.date) for d in archive.key_decisions] == [
        ("워크숍은 가평에서", [2, 4], "2025-01-03")
    ]
    assert archive.action_items == [] and archive.key_topics == ["워크숍"]


async def test_an_archive_period_only_the_member_spoke_in_goes_with_them(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(_records(OLD[:4], "2025-01-03", 1))
        log.append(_records([(MEMBER, f"{MARKER} 혼잣말 {i}") for i in range(3)], "2025-01-09", 5))
        log.append([said_on(NOW, 8, chat_id=CHAT)])
    report = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and len(report.chats[0].chunks) == 1  # one chunk: both days
    # the same days cut apart: one archive summary per day
    directory = root.summaries_dir(CHAT)
    [(name, whole)] = summary_files(directory)
    (directory / name).unlink()
    first = msgspec.structs.replace(
        whole, message_range=MessageRange(1, 4), period_to="2025-01-03",
        sender_seqs={k: [s for s in v if s <= 4] for k, v in whole.sender_seqs.items()},
    )  # fmt: skip
    second = msgspec.structs.replace(
        whole, message_range=MessageRange(5, 7), period_from="2025-01-09",
        summary="[2025-01-09 ~ 2025-01-09 아카이브] 메시지 3개. 민준: 혼잣말",
        participants=["민준"], sender_seqs={MEMBER: [5, 6, 7]}, key_decisions=[],
        action_items=[],
    )  # fmt: skip
    write_summary_file(directory, date(2025, 1, 3), first)
    write_summary_file(directory, date(2025, 1, 9), second)

    forgot = await forget_member(root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW)
    assert (forgot.summaries_rebuilt, forgot.summaries_removed) == (1, 1)
    [(_, left)] = summary_files(directory)
    assert left.message_range == MessageRange(1, 4) and "민준" not in left.participants
    assert traces(root) == []


async def test_forgetting_one_message_whose_day_was_archived_says_so_and_leaves_the_period_alone(
    tmp_path: Path,
) -> None:
    """Its day file is folded into a period summary, which cannot lose one message: the
    erasure touches nothing (not the member's other messages in the period) and says why."""
    root = await archived_chat(tmp_path)
    directory = root.summaries_dir(CHAT)
    before = {p.name: p.read_bytes() for p in directory.glob("*.json")}
    report = await forget_member(
        root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW, message_id=301
    )
    assert {p.name: p.read_bytes() for p in directory.glob("*.json")} == before
    assert report.messages == 0 and report.archived
    assert "보관" in fmt.forget_text(report) and "/잊어줘" in fmt.forget_text(report)
    recent = await forget_member(  # a message still in the log goes as before
        root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW, message_id=300 + len(OLD) + 1
    )
    assert recent.messages == 1 and not recent.archived


async def test_forgetting_keeps_the_others_decisions_and_todos_of_archived_days(
    tmp_path: Path,
) -> None:
    """``/결정`` and ``/할일`` read the understanding followed message by message; the
    archive folded the days it was read from. Forgetting a member takes out their words,
    their task and their agreement, and only those: it is not built again from a log that
    no longer holds the archived days."""
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(_records(OLD, "2025-01-03", 1))
        log.append(_records(RECENT, "2025-08-25", len(OLD) + 1))

    def shown() -> tuple[list[tuple[str, str, list[str]]], list[tuple[str, str]]]:
        found = ledger.decisions(root, CHAT, SEOUL)
        todos = ledger.todos(root, CHAT, SEOUL)
        return (
            [(d.status, d.text, d.agreed_by) for d in found],
            [(t.owner, t.text) for t in todos],
        )

    before = shown()
    assert [text for _, text, _ in before[0]] == [
        "도윤: 예산은 인당 삼만원으로 결정했습니다",
        "서연: 워크숍 장소는 가평으로 확정했어요",
    ]
    assert sorted(owner for owner, _ in before[1]) == ["민준", "서연"]
    report = await run_archive(root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=SEOUL)
    assert report.ok and not (root.log_dir(CHAT) / "2025-01-03.jsonl").exists()
    assert shown() == before  # the archive changes nothing the group sees

    await forget_member(root, OfflineSummarizer(), CHAT, MEMBER, tz=SEOUL, now=NOW)
    decisions, todos = shown()
    assert decisions == [
        ("current", "도윤: 예산은 인당 삼만원으로 결정했습니다", ["도윤", "서연"]),
        ("current", "서연: 워크숍 장소는 가평으로 확정했어요", ["서연", "도윤"]),
    ]
    for entry in ledger.decisions(root, CHAT, SEOUL):
        assert not set(entry.evidence) & {1, 3, 5, 8}
    assert todos == [("서연", "서연: 그러게요 워크숍 사진 공유할게요")]
    assert traces(root) == []  # nor is the member's talk kept in the state
    # and a later read (the tombstone past the state's cursor) keeps it so
    assert shown() == (decisions, todos)
