"""Reply context assembly, the read-only queries, and isolation between chats."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.actors.messages import BuildContext
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import (
    GUARANTEED_SUMMARIES,
    RECENT_HEADER,
    RECENT_MESSAGES,
    SUMMARY_HEADER,
    assemble,
    without_day,
)
from groupchat_memory.domain.history.archive_plan import ARCHIVE_TOPIC
from groupchat_memory.domain.queries import ChatStats
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import relevant_summaries
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.domain.text.capping import SHORT_MARKER
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.question import Question
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.exceptions import UnknownChatError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from groupchat_memory.upkeep.archive import run_archive
from tests.actors.workers.helpers import T0, ListSummarizer, fall_silent, msg
from tests.upkeep.workers_archive.data import NOW, TZ, build, log_messages

pytestmark = pytest.mark.anyio

SETTINGS = MemorySettings()


def make(tmp_path: Path) -> ActorSystem:
    return ActorSystem(DataRoot(tmp_path), SETTINGS, ListSummarizer(), tick_interval_s=None)


def record(seq: int, text: str, sender: str = "영희") -> MessageRecord:
    return MessageRecord(sender=sender, text=text, timestamp=T0.isoformat(), seq=seq)


def summary(n: int, text: str) -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"2026-03-0{n}T10:00:00+09:00",
        date=f"2026-03-0{n}",
        message_range=MessageRange(from_=n, to=n),
        summary=text,
        topic_tag=f"주제{n}",
    )


def test_the_context_has_summaries_then_recent_lines_in_time_order() -> None:
    recent = [record(i, f"최근 이야기 {i}") for i in range(31, 61)]
    ctx = assemble([summary(1, "첫 요약"), summary(2, "둘째 요약")], recent, 2000)
    lines = ctx.context.splitlines()
    assert lines[0] == SUMMARY_HEADER
    assert lines[1:3] == ["- (2026-03-01, 주제1) 첫 요약", "- (2026-03-02, 주제2) 둘째 요약"]
    assert lines[4] == RECENT_HEADER
    # one date, opening the first line: all on one day; the last 20 first, the budget
    # left over takes the rest of the conversation too
    day = f"[{T0.date().isoformat()}] "
    assert lines[5:] == [f"{day * (i == 31)}영희: 최근 이야기 {i}" for i in range(31, 61)]
    assert ctx.tokens == sum(estimate_tokens(line) + 1 for line in ctx.context.splitlines())


def test_older_messages_recall_found_join_the_context_once() -> None:
    older = [record(i, f"잡담 {i}") for i in range(1, 40)]
    older[4] = record(5, "파이어베이스 요금제 문제")
    recent = [record(i, f"요즘 이야기 {i}") for i in range(40, 61)]
    found = [older[4], older[4], recent[-1]]  # ranked twice, and one the window shows
    ctx = assemble([], recent, 2000, relevant_messages=found)
    seqs = [m.seq for m in ctx.messages]
    assert seqs == sorted(seqs) and len(seqs) == len(set(seqs))
    assert 5 in seqs
    assert "영희: 파이어베이스 요금제 문제" in ctx.context


def test_the_context_stays_within_its_token_budget_dropping_the_oldest_first() -> None:
    recent = [record(i, "한국어 문장은 음절마다 토큰을 먹는다 " * 3) for i in range(1, 51)]
    ctx = assemble([summary(1, "요약 " * 200)], recent, 300)
    assert ctx.tokens <= 300
    assert ctx.messages and ctx.messages[-1].seq == 50
    assert [m.seq for m in ctx.messages] == list(range(51 - len(ctx.messages), 51))


@pytest.mark.parametrize("budget", [4000, 1000])
async def test_after_an_archive_its_period_summaries_and_the_last_20_messages_are_in_the_context(
    tmp_path: Path, budget: int
) -> None:
    root = build(tmp_path)
    report = await run_archive(
        root, OfflineSummarizer(), older_than_days=180, now=NOW, tz=TZ, dry_run=False
    )
    assert report.ok
    chat = -100
    seq = max(m.seq for m in log_messages(root, chat))
    later = [  # a busy week since, mostly about something else, summarized three times
        MessageRecord(
            sender="지은", chat_id=chat, message_id=seq + i, seq=seq + i,
            text=f"파이어베이스 설정 점검 {i}" if i % 4 == 0 else f"점심 메뉴는 김밥 어때요 {i}",
            timestamp=(NOW + timedelta(minutes=i)).isoformat(),
        )
        for i in range(1, 121)
    ]  # fmt: skip
    with MessageLog(root.log_dir(chat), TZ) as log:
        log.append(later)
    with SummaryIndex(root.summary_index_path(chat)) as index:
        for n in range(3):
            record = SummaryRecord(
                timestamp=(NOW + timedelta(hours=n)).isoformat(), date=NOW.date().isoformat(),
                message_range=MessageRange(from_=seq + 40 * n + 1, to=seq + 40 * n + 40),
                summary=f"점심 메뉴 {n}: 김밥과 라면을 두고 긴 이야기 " * 4, topic_tag="점심",
            )  # fmt: skip
            path = write_summary_file(root.summaries_dir(chat), NOW.date(), record)
            index.add(path.name, record)
    ctx = queries.context(root, chat, "파이어베이스 설정은 예전에 어떻게 정했지?", budget)
    assert ctx.tokens <= budget
    lines = ctx.context.splitlines()
    summaries = lines[lines.index(SUMMARY_HEADER) + 1 : lines.index("")]
    # the three latest beside the relevant ones (a small budget: the latest two),
    # shortened when the budget is small
    latest = sum("점심 메뉴" in line for line in summaries)
    assert latest == 3 if budget >= 4000 else latest >= GUARANTEED_SUMMARIES
    assert any("아카이브]" in line for line in summaries)
    window = ctx.context.split(RECENT_HEADER)[1].splitlines()
    shown = [line for line in map(without_day, window) if line.startswith("지은: ")]
    shown = shown[-RECENT_MESSAGES:]
    wanted = [f"지은: {m.text}" for m in later[-RECENT_MESSAGES:]]
    # each one still there, by its start: a small budget shortens them to their fair
    # share, and so does any budget for a question about the past (its best lines are
    # the archived period's)
    assert len(shown) == RECENT_MESSAGES
    starts = [line.partition(SHORT_MARKER)[0] for line in shown]
    assert all(w.startswith(s) for w, s in zip(wanted, starts, strict=True))


async def test_one_chats_memory_never_appears_in_another_chats_answers(tmp_path: Path) -> None:
    a, b = -1001, -1002
    async with make(tmp_path) as memory:
        for i in range(30):
            await memory.record(a, msg(f"사과 이야기 {i}", i, sender="에이"))
            await memory.record(b, msg(f"사과 비밀 {i}", i, sender="비이"))
        await fall_silent(memory, a, T0 + timedelta(seconds=30))
        await fall_silent(memory, b, T0 + timedelta(seconds=30))
        root = DataRoot(tmp_path)
        context = await memory.ask(a, BuildContext("사과 비밀 알려줘"))
        answers: list[object] = [
            context,
            queries.history(root, a, 50),
            queries.search_hits(root, a, "사과", 100),
            queries.stats(root, a),
            queries.recall(root, a, "사과"),
            queries.summary_entries(root, a),
        ]
    answers += [
        queries.context(root, a, "사과 비밀 알려줘"),
        queries.history(root, a, 50),
        queries.search_hits(root, a, "사과", 100),
        queries.stats(root, a),
        queries.recall(root, a, "사과"),
        queries.summary_entries(root, a),
    ]
    for answer in answers:
        encoded = msgspec.json.encode(answer).decode()
        assert "비밀" not in encoded and "비이" not in encoded and str(b) not in encoded
    stats = answers[3]
    assert isinstance(stats, ChatStats)
    assert stats.total_messages == 30 and stats.participants == {"에이": 30}
    assert len(answers[2]) == 30  # type: ignore[arg-type]


async def test_the_file_queries_beside_the_running_writer_answer_as_after_it_stopped(
    tmp_path: Path,
) -> None:
    chat = 55
    root = DataRoot(tmp_path)
    async with make(tmp_path) as memory:
        for i in range(60):
            await memory.record(chat, msg(f"회의 메모 {i}", i, message_id=i + 1))
        await memory.record(chat, msg("회의 메모 수정본", 61, message_id=60, kind="edit"))
        await fall_silent(memory, chat, T0 + timedelta(seconds=61))
        while_running: list[object] = [
            queries.history(root, chat, 10),
            queries.search_hits(root, chat, "수정본", 5),
            queries.stats(root, chat),
            queries.recall(root, chat, "회의"),
            queries.summary_entries(root, chat),
        ]
    by_files: list[object] = [
        queries.history(root, chat, 10),
        queries.search_hits(root, chat, "수정본", 5),
        queries.stats(root, chat),
        queries.recall(root, chat, "회의"),
        queries.summary_entries(root, chat),
    ]
    assert while_running == by_files
    assert queries.history(root, chat, 10)[-1].text == "회의 메모 수정본"


def test_a_query_for_a_chat_without_memory_says_which_chats_exist(tmp_path: Path) -> None:
    DataRoot(tmp_path).chat_dir(42).mkdir(parents=True)
    with pytest.raises(UnknownChatError, match="known chats: 42"):
        queries.history(DataRoot(tmp_path), 7, 10)


@pytest.mark.parametrize("wanted", [0, 1, 2])
def test_a_reply_context_adds_as_many_relevant_archive_summaries_as_asked_and_no_live_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, wanted: int
) -> None:
    """``RELEVANT_SUMMARIES`` counts the archive summaries recall adds beside the latest
    ones (0 adds none: a slice of the last 0 is not all of them). A live summary as
    relevant is left out: its messages are rankable, and they answer in fewer tokens."""
    monkeypatch.setattr(queries, "RELEVANT_SUMMARIES", wanted)
    root, chat = DataRoot(tmp_path), -100
    recent = [
        MessageRecord(sender="지은", chat_id=chat, message_id=i, seq=i, text=f"점심 이야기 {i}",
                      timestamp=(T0 + timedelta(minutes=i)).isoformat())
        for i in range(1, 11)
    ]  # fmt: skip
    with MessageLog(root.log_dir(chat), SETTINGS.tz) as log:
        log.append(recent)
    texts = [f"파이어베이스 요금제 검토 {n}: 블레이즈 요금제로 옮기기로" for n in range(1, 7)]
    texts += ["점심은 김밥으로 정함", "회의실은 3층으로 옮김"]  # the latest two, unrelated
    written = []
    with SummaryIndex(root.summary_index_path(chat)) as summaries:
        for n, text in enumerate(texts, 1):
            archived = n <= 3  # the first three are a period's, as the archive writes them
            record = SummaryRecord(
                timestamp=(T0 + timedelta(hours=n)).isoformat(), date=T0.date().isoformat(),
                message_range=MessageRange(from_=n, to=n),
                topic_tag=ARCHIVE_TOPIC if archived else "요금제",
                summary=f"[2025-01-0{n} ~ 2025-01-0{n} 아카이브] {text}" if archived else text,
                kind="archive" if archived else "summary",
            )  # fmt: skip
            path = write_summary_file(root.summaries_dir(chat), T0.date(), record)
            summaries.add(path.name, record)
            written.append(record)
    latest = written[-2:]
    with RecallIndex(root, chat) as index:
        asked = Question.read("파이어베이스 요금제는 어떻게 정했지?", queries.question_day(recent))
        ctx = queries.reply_context(root, chat, asked, latest, recent, 4000, index=index)
    related = [r for r in ctx.summaries if r not in latest]
    assert len(related) == wanted
    assert all(r.kind == "archive" and "파이어베이스" in r.summary for r in related)
    assert all(r in ctx.summaries for r in latest)
    # the live ones were found as relevant, and left to their messages
    found = relevant_summaries(root, chat, asked, limit=6)
    assert {r.kind for _, r in found} == {"archive", "summary"}
