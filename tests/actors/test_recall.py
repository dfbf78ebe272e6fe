"""The actor with long-term recall: reply context from all history, paged search, stats with
archives and tokens, and the archive running through the actors."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.messages import BuildContext, Inspect
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import RECENT_HEADER, SUMMARY_HEADER, without_day
from groupchat_memory.domain.history.archive_plan import archived_periods
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.summarizer import SummaryRequest, SummaryResult
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, TokenUsage
from groupchat_memory.upkeep.archive import run_archive
from groupchat_memory.upkeep.jobs import Upkeep
from tests.actors.workers.helpers import T0, ListSummarizer, fall_silent, msg
from tests.chat_lines import said_on

pytestmark = pytest.mark.anyio

# keyword recall and the index's lifecycle: semantic recall (and the background embedding
# that indexes after commits) is tested in tests/domain/recall/test_semantic.py
SETTINGS = MemorySettings(semantic_recall=False)
CHAT = -5005
FILLER = ["점심 뭐 먹을까요", "오늘 날씨 좋네요", "회의실 예약했어요", "커피 한잔 하실 분"]


class UsageSummarizer(ListSummarizer):
    """The list summarizer, reporting the tokens an LLM call would have spent."""

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        result = await super().summarize(request)
        usage = TokenUsage(input_tokens=100, output_tokens=20, cache_read_input_tokens=7)
        return SummaryResult(draft=result.draft, model=result.model, usage=usage)


def make(tmp_path: Path, summarizer: ListSummarizer | None = None) -> ActorSystem:
    return ActorSystem(
        DataRoot(tmp_path), SETTINGS, summarizer or ListSummarizer(), tick_interval_s=None
    )


async def test_a_reply_context_finds_an_old_message_and_its_follow_up_beyond_the_deque(
    tmp_path: Path,
) -> None:
    texts = ["도커 이미지 빌드 캐시 문제 생겼어요", "빌드 옵션에 --no-cache 붙이면 돼요"]
    texts += [f"{FILLER[i % 4]} {i}" for i in range(200)]
    with anyio.fail_after(30):
        async with make(tmp_path) as memory:
            for i, text in enumerate(texts):
                await memory.record(CHAT, msg(text, i, sender=("민수", "지은")[i % 2]))
            ctx = await memory.ask(CHAT, BuildContext("도커 이미지 캐시 어떻게 했었지?"))
    lines = [without_day(line) for line in ctx.context.splitlines()]
    assert lines[0] == SUMMARY_HEADER and RECENT_HEADER in lines
    assert "민수: 도커 이미지 빌드 캐시 문제 생겼어요" in lines
    assert "지은: 빌드 옵션에 --no-cache 붙이면 돼요" in lines  # the reply, without keywords
    assert lines[-1] == f"지은: {FILLER[199 % 4]} 199"
    seqs = [m.seq for m in ctx.messages]
    assert seqs == sorted(seqs) and len(seqs) == len(set(seqs)) and seqs[:2] == [1, 2]
    assert ctx.tokens <= SETTINGS.context_budget_tokens
    cli = queries.context(
        DataRoot(tmp_path), CHAT, "도커 이미지 캐시 어떻게 했었지?", settings=SETTINGS
    )
    assert [m.seq for m in cli.messages] == seqs


async def test_search_pages_come_newest_first_with_the_match_highlighted(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    async with make(tmp_path) as memory:
        for i in range(25):
            await memory.record(CHAT, msg(f"{i}번째 파이어베이스 점검", i))
        first = queries.search_hits(root, CHAT, "파이어베이스를", limit=10)
        third = queries.search_hits(root, CHAT, "파이어베이스를", limit=10, offset=20)
        newest = queries.search_hits(root, CHAT, "파이어베이스", 3)
    assert [h.record.seq for h in first] == list(range(25, 15, -1))
    assert [h.record.seq for h in third] == [5, 4, 3, 2, 1]
    assert first[0].highlighted("[", "]") == "24번째 [파이어베이스] 점검"
    assert [h.record.seq for h in newest] == [25, 24, 23]
    assert queries.search_hits(root, CHAT, "파이어베이스", 3) == newest
    assert queries.search_hits(root, CHAT, "파이어베이스를", 10) == first


async def test_recording_leaves_the_recall_index_to_its_next_reader(tmp_path: Path) -> None:
    async with make(tmp_path) as memory:
        await memory.record_many(CHAT, [msg(f"쿠버네티스 {i}", i) for i in range(30)])
    assert not DataRoot(tmp_path).recall_index_path(CHAT).exists()
    assert len(queries.search_hits(DataRoot(tmp_path), CHAT, "쿠버네티스", 100)) == 30
    with RecallIndex(DataRoot(tmp_path), CHAT) as index:
        assert index.size() == 30  # the search caught the index up from the log


async def test_stats_count_archived_messages_periods_and_tokens_spent(tmp_path: Path) -> None:
    old = T0 - timedelta(days=200)
    async with make(tmp_path, UsageSummarizer()) as memory:
        for i in range(120):
            await memory.record(CHAT, msg(f"옛날 이야기 {i}", i, at=old + timedelta(minutes=i)))
        for i in range(10):
            await memory.record(CHAT, msg(f"요즘 이야기 {i}", i))
        await fall_silent(memory, CHAT, T0 + timedelta(seconds=9))
        report = await Upkeep(memory).run_archive(now=T0)
        stats = queries.stats(DataRoot(tmp_path), CHAT)
    assert report.ok and [c.count for c in report.chats[0].chunks] == [100, 20]
    assert stats.total_messages == 130 and stats.archived_messages == 120
    assert stats.participants == {"철수": 10}
    assert [(p.messages, p.message_range) for p in stats.archived_periods] == [
        (100, (1, 100)),
        (20, (101, 120)),
    ]
    old_day = old.astimezone(SETTINGS.tz).date().isoformat()
    assert stats.first_date == old_day == stats.archived_periods[0].period_from
    # at 50, at 100, and at the silence two: the old talk up to 120, then today's (a new
    # topic after 200 days, named from its own messages); archive ones are periods
    assert stats.summaries == 4
    # six LLM calls: four summaries and two archive summaries
    assert (stats.tokens.input_tokens, stats.tokens.output_tokens) == (600, 120)
    assert stats.tokens.cache_read_input_tokens == 42
    assert queries.stats(DataRoot(tmp_path), CHAT) == stats


async def test_the_archive_inside_the_service_indexes_through_the_actor_and_seqs_go_on(
    tmp_path: Path,
) -> None:
    old = T0 - timedelta(days=200)
    root = DataRoot(tmp_path)
    async with make(tmp_path) as memory:
        for i in range(30):
            await memory.record(CHAT, msg(f"오래된 결정 {i}", i, at=old + timedelta(seconds=i)))
        await memory.record(CHAT, msg("오늘 이야기", 0))  # the chat's newest day stays
        await Upkeep(memory).run_archive(now=T0)
        listed = queries.summary_entries(root, CHAT)
        assert [record.kind for _, record in listed] == ["archive"]
        today = T0.astimezone(SETTINGS.tz).date().isoformat()
        days = MessageLog(root.log_dir(CHAT), SETTINGS.tz).day_files()
        assert [p.name[:10] for p in days] == [today]
        await memory.record(CHAT, msg("새 메시지", 100))
        view = await memory.ask(CHAT, Inspect())
    assert view.last_seq == 32 and view.cursor == 30
    async with make(tmp_path) as memory:  # a restart: the log holds only seqs 31 and 32
        await memory.record(CHAT, msg("재시작 후", 101))
        assert (await memory.ask(CHAT, Inspect())).last_seq == 33


async def test_seqs_never_reuse_an_archived_range_after_the_archive_ran_offline(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    old = T0 - timedelta(days=200)
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:  # as if the service was killed
        log.append(
            [
                MessageRecord(
                    sender="민수",
                    text=f"기록 {i}",
                    timestamp=(old + timedelta(minutes=i)).isoformat(),
                    chat_id=CHAT,
                    seq=i,
                )
                for i in range(1, 41)
            ]
        )
        log.append([said_on(T0, 41, chat_id=CHAT)])  # the chat's newest day stays
    await run_archive(root, OfflineSummarizer(), older_than_days=180, now=T0, tz=SETTINGS.tz)
    assert [p.message_range for p in archived_periods(root, CHAT)] == [(1, 40)]
    async with make(tmp_path) as memory:
        await memory.record(CHAT, msg("아카이브 뒤 첫 메시지", 0))
        assert (await memory.ask(CHAT, Inspect())).last_seq == 42
