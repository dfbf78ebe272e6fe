"""Context assembly fills its budget by relevance: never over it, never empty, dated lines."""

from __future__ import annotations

from datetime import datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from groupchat_memory.domain.context import (
    FULL_SHARES_AT,
    RECENT_HEADER,
    RECENT_SHARE,
    RELATED_HEADER,
    SMALL_RECENT_SHARE,
    assemble,
    budget_shares,
    context_tokens,
)
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from tests.upkeep.workers_archive.data import TZ

START = datetime(2026, 1, 1, 9, 0, tzinfo=TZ)


def message(seq: int, text: str, *, hours: float = 1.0, sender: str = "민수") -> MessageRecord:
    moment = START + timedelta(hours=hours * seq)
    return MessageRecord(sender=sender, text=text, timestamp=moment.isoformat(), seq=seq)


def summary(n: int, text: str) -> SummaryRecord:
    return SummaryRecord(
        timestamp=f"2026-03-{n:02d}T10:00:00+09:00",
        date=f"2026-03-{n:02d}",
        message_range=MessageRange(from_=n, to=n),
        summary=text,
        topic_tag="주제",
    )


def test_relevant_messages_fill_the_budget_with_no_fixed_count() -> None:
    recent = [message(i, f"최근 이야기 {i}") for i in range(1000, 1050)]
    found = [message(i, f"관련 메시지 {i} 레디스") for i in range(1, 501)]
    ctx = assemble("레디스", [], recent, [], 4000, relevant_messages=found)
    old = [m for m in ctx.messages if m.seq < 1000]
    assert len(old) > 10  # the old cap of 10 relevant messages is gone
    assert ctx.tokens <= 4000 and ctx.tokens > 4000 * 0.9
    # taken in rank order: the best ranked are in, the worst ranked left out
    assert {m.seq for m in old} == set(range(1, len(old) + 1))


def test_the_recent_window_keeps_its_share_and_gets_the_leftover() -> None:
    recent = [message(i, "최근 이야기 " * 8) for i in range(1000, 1050)]
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    full = assemble("질문", [], recent, [], 2000, relevant_messages=found)
    window = [m for m in full.messages if m.seq >= 1000]
    window_tokens = sum(estimate_tokens(f"민수: {m.text}") + 1 for m in window)
    assert window and window_tokens <= 2000 * 0.25 + 20  # the share (and its date header)
    assert window[-1].seq == 1049  # the newest first
    # nothing relevant: the whole budget goes back to the conversation
    alone = assemble("질문", [], recent, [], 2000)
    assert len([m for m in alone.messages if m.seq >= 1000]) > len(window)


def window_tokens_of(budget: int) -> int:
    recent = [message(i, "최근 이야기 " * 8) for i in range(1000, 1050)]
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    ctx = assemble("질문", [], recent, [], budget, relevant_messages=found)
    assert ctx.tokens <= budget
    window = [m for m in ctx.messages if m.seq >= 1000]
    assert window and window[-1].seq == 1049  # kept at every budget, the newest first
    return sum(estimate_tokens(f"민수: {m.text}") + 1 for m in window)


def test_a_small_budget_gives_the_recent_window_a_smaller_share() -> None:
    small, full = window_tokens_of(1000), window_tokens_of(FULL_SHARES_AT)
    assert small <= 1000 * SMALL_RECENT_SHARE + 20  # (its date header)
    assert full > FULL_SHARES_AT * RECENT_SHARE * 0.8
    assert small / 1000 < full / FULL_SHARES_AT


def test_budget_shares_grow_with_the_budget_up_to_the_full_shares() -> None:
    shares = [budget_shares(b) for b in (0, 500, 1000, 2000, 3000, 4000, 8000, 100_000)]
    assert shares == sorted(shares)
    assert shares[0] == budget_shares(-5)
    assert shares[-1] == budget_shares(FULL_SHARES_AT)
    assert shares[-1][0] == RECENT_SHARE


def test_a_small_budget_leaves_a_long_newest_summary_to_the_end() -> None:
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    long = summary(2, "가장 최근 요약 " * 40)  # ~280 tokens: over 15% of 1,000
    ctx = assemble("질문", [long], [], [], 1000, relevant_messages=found)
    assert long not in ctx.summaries and ctx.tokens <= 1000
    # the room it would have reserved went to what recall found
    assert ctx.tokens > 1000 - estimate_tokens(" ".join(long.summary.split()))
    roomy = assemble("질문", [long], [], [], 4000, relevant_messages=found)
    assert long in roomy.summaries


def test_the_newest_summary_keeps_its_reserve() -> None:
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    newest = summary(2, "가장 최근 요약 " * 20)
    ctx = assemble("질문", [summary(1, "옛 요약"), newest], [], [], 1500, relevant_messages=found)
    assert newest in ctx.summaries
    assert ctx.tokens <= 1500


def test_messages_sit_under_one_date_header_per_day() -> None:
    recent = [message(i, f"이야기 {i}", hours=9) for i in range(1, 7)]
    ctx = assemble("질문", [], recent, [], 2000)
    lines = ctx.context.splitlines()
    assert lines[0] == RECENT_HEADER
    headers = [line for line in lines if line.startswith("[20")]
    days = sorted({m.timestamp[:10] for m in recent})
    assert headers == [f"[{d}]" for d in days]
    first_day = lines.index(f"[{days[0]}]")
    assert lines[first_day + 1] == "민수: 이야기 1"
    assert ctx.tokens == sum(estimate_tokens(line) + 1 for line in ctx.context.splitlines())


texts = st.text(alphabet="가나다라 abcdefg한국어", min_size=1, max_size=300)


@settings(max_examples=150, deadline=None)
@given(
    budget=st.integers(min_value=0, max_value=6000),
    recent=st.lists(texts, max_size=60),
    found=st.lists(texts, max_size=80),
    sums=st.lists(texts, max_size=4),
    share=st.none() | st.floats(min_value=0.0, max_value=1.0),
)
def test_never_over_budget_and_never_empty_when_something_fits(
    budget: int, recent: list[str], found: list[str], sums: list[str], share: float | None
) -> None:
    recent_msgs = [message(1000 + i, t, hours=0.3) for i, t in enumerate(recent)]
    found_msgs = [message(1 + i, t, hours=7) for i, t in enumerate(found)]
    summaries = [summary(i + 1, t) for i, t in enumerate(sums)]
    ctx = assemble(
        "질문", summaries, recent_msgs, [], budget, relevant_messages=found_msgs,
        recent_share=share,
    )  # fmt: skip
    assert ctx.tokens <= budget
    assert ctx.tokens == context_tokens(ctx.context)  # the prices paid while filling add up
    # the cheapest candidate alone, with the section header and its date header, would fit
    cheapest = min(
        [estimate_tokens(f"민수: {' '.join(m.text.split())}") + 1 + 4 + 4 for m in
         [*recent_msgs, *found_msgs]]
        + [estimate_tokens(f"- ({s.date}, 주제) {' '.join(s.summary.split())}") + 1 + 6
           for s in summaries],
        default=None,
    )  # fmt: skip
    if cheapest is not None and cheapest + 10 <= budget:
        assert ctx.messages or ctx.summaries


def test_headers_are_paid_only_when_used_so_a_tiny_budget_still_holds_a_line() -> None:
    found = [message(1, "가가", hours=7)]
    # what recall found outside the recent conversation shows under its own header
    exact = estimate_tokens("민수: 가가") + 1 + estimate_tokens(RELATED_HEADER) + 1
    exact += estimate_tokens("[2026-01-01]") + 1
    ctx = assemble("질문", [summary(1, "요약 " * 50)], [], [], exact, relevant_messages=found)
    assert [m.seq for m in ctx.messages] == [1] and ctx.tokens == exact  # no summary header
    assert assemble("질문", [], [], [], exact - 1, relevant_messages=found).messages == []


def test_a_timestamp_that_breaks_its_date_header_still_counts_as_the_text_reads() -> None:
    odd = MessageRecord(sender="민수", text="레디스 요금제", timestamp="2026-01\n01T09:00", seq=7)
    ctx = assemble("레디스", [], [message(8, "최근 이야기")], [], 500, relevant_messages=[odd])
    assert "2026-01\n01" in ctx.context
    assert ctx.tokens == context_tokens(ctx.context)
