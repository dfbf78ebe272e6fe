"""Context assembly: the last 20 messages and the latest summaries always have a place,
long lines shortened; relevance fills the rest; never over budget, never empty, dated."""

from __future__ import annotations

from datetime import datetime, timedelta

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groupchat_memory.domain.context import (
    EXTRACT_LINE_TOKENS,
    GUARANTEED_SUMMARIES,
    MESSAGE_LINE_FLOOR,
    RECENT_HEADER,
    RECENT_MESSAGES,
    RECENT_SHARE,
    RELATED_BEST_SHARE,
    RELATED_HEADER,
    RELATED_LINE_FLOOR,
    RELATED_LINE_SLACK,
    RELATED_WHOLE,
    SUMMARY_HEADER,
    WINDOW_MOST,
    Context,
    _line_tokens,
    assemble,
    context_tokens,
    fair_cap,
    reserved_room,
    topic_label,
    without_day,
)
from groupchat_memory.domain.text.capping import SHORT_MARKER
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.store.records import (
    EXTRACTIVE_MODEL,
    MessageRange,
    MessageRecord,
    SummaryRecord,
)
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
    ctx = assemble([], recent, 4000, relevant_messages=found)
    old = [m for m in ctx.messages if m.seq < 1000]
    assert len(old) > 10  # the old cap of 10 relevant messages is gone
    assert ctx.tokens <= 4000 and ctx.tokens > 4000 * 0.9
    # taken in rank order: the best ranked are in, the worst ranked left out
    assert {m.seq for m in old} == set(range(1, len(old) + 1))


def section(ctx: Context, header: str) -> list[str]:
    """The lines under ``header`` up to the next blank line, without the dates that open
    a day's first line."""
    lines = ctx.context.split("\n")
    if header not in lines:
        return []
    body = lines[lines.index(header) + 1 :]
    body = body[: body.index("")] if "" in body else body
    return [without_day(line) for line in body]


def test_the_recent_window_keeps_its_room_and_gets_the_leftover() -> None:
    recent = [message(i, "최근 이야기 " * 8) for i in range(1000, 1050)]
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    full = assemble([], recent, 4000, relevant_messages=found)
    window = [m for m in full.messages if m.seq >= 1000]
    assert [m.seq for m in window] == list(range(1030, 1050))  # the last 20, no more
    shown = sum(estimate_tokens(line) + 1 for line in section(full, RECENT_HEADER))
    assert shown <= 4000 * RECENT_SHARE
    # nothing relevant: the whole budget goes back to the conversation
    alone = assemble([], recent, 4000)
    assert len([m for m in alone.messages if m.seq >= 1000]) == 50


def test_older_lines_after_the_best_are_shortened_to_their_share_of_what_is_left() -> None:
    recent = [message(i, f"recent line {i}") for i in range(1000, 1050)]
    said = "we talked about the redis cluster settings and the failover drill again " * 4
    found = [message(i, f"{i}: {said}") for i in range(1, 200)]
    whole_cost = estimate_tokens(f"민수: {found[0].text}") + 1
    small = assemble([], recent, 2000, relevant_messages=found)
    related = section(small, RELATED_HEADER)
    # the best are whole and in rank order; after them each shows its start and a marker
    assert related[:RELATED_WHOLE] == [f"민수: {m.text.strip()}" for m in found[:RELATED_WHOLE]]
    later = related[RELATED_WHOLE:]
    assert later and all(line.endswith(SHORT_MARKER) for line in later)
    assert all(estimate_tokens(line) + 1 <= max(RELATED_LINE_FLOOR, 2000 // 30) for line in later)
    assert all(
        line.startswith(f"민수: {m.seq}: we talked")
        for line, m in zip(later, found[RELATED_WHOLE:], strict=False)
    )
    # more older moments than whole lines would have held, never over budget
    assert len(related) > (2000 // 2) // whole_cost
    assert small.tokens <= 2000
    # a budget with room shows them whole
    large = assemble([], recent, 16000, relevant_messages=found[:40])
    assert all(not line.endswith(SHORT_MARKER) for line in section(large, RELATED_HEADER))
    assert len(section(large, RELATED_HEADER)) == 40


def _said(tokens: int, word: str) -> str:
    """A text whose line (``민수: text``) costs ``tokens`` as the budget counts it."""
    text = word
    while estimate_tokens(f"민수: {text} {word}") + 1 <= tokens:
        text = f"{text} {word}"
    return text


def test_an_older_line_a_little_over_its_share_is_shown_whole() -> None:
    """After the best, a line at most ``RELATED_LINE_SLACK`` times its share is whole (cut,
    it saved a few tokens and lost its end); a longer one is still cut to its share."""
    recent = [message(i, f"recent line {i}") for i in range(1000, 1050)]
    best = [message(i, f"redis note {i}") for i in range(1, 1 + RELATED_WHOLE)]
    over = int(RELATED_LINE_FLOOR * RELATED_LINE_SLACK)  # at 1k the share is the floor
    little = message(50, _said(over, "failover"))
    long = message(51, _said(over * 3, "cluster"))
    ctx = assemble([], recent, 1000, relevant_messages=[*best, little, long])
    related = section(ctx, RELATED_HEADER)
    assert RELATED_LINE_FLOOR < estimate_tokens(f"민수: {little.text}") + 1 <= over
    assert f"민수: {little.text}" in related
    (cut,) = [line for line in related if line.startswith("민수: cluster")]
    assert cut.endswith(SHORT_MARKER) and estimate_tokens(cut) + 1 <= RELATED_LINE_FLOOR
    assert ctx.tokens <= 1000


def test_a_shortened_older_line_of_another_topic_keeps_the_topics_name() -> None:
    recent = [message(i, f"recent line {i}") for i in range(1000, 1050)]
    said = "we talked about the redis cluster settings and the failover drill again " * 4
    found = [
        msgspec.structs.replace(message(i, f"{i}: {said}"), thread_id=7) for i in range(1, 200)
    ]
    ctx = assemble([], recent, 2000, relevant_messages=found, names={7: "여행"})
    related = section(ctx, RELATED_HEADER)
    label = topic_label(7, {7: "여행"})
    assert len(related) > RELATED_WHOLE
    assert all(line.startswith(f"{label} 민수: ") for line in related)
    assert all(line.endswith(SHORT_MARKER) for line in related[RELATED_WHOLE:])


def test_reserved_room_holds_twenty_short_lines_and_leaves_recall_most_of_a_small_budget() -> None:
    budgets = (0, 200, 500, 1000, 2000, 4000, 8000, 100_000)
    rooms = [reserved_room(b) for b in budgets]
    assert rooms == sorted(rooms) and reserved_room(-5) == (0, 0)
    assert reserved_room(4000) == (1000, 1000)
    for budget, (window, summaries) in zip(budgets, rooms, strict=True):
        assert window <= budget * WINDOW_MOST and summaries <= budget * RECENT_SHARE
    window, summaries = reserved_room(1000)
    assert window >= RECENT_MESSAGES * MESSAGE_LINE_FLOOR  # twenty lines, shortened if long
    # what recall finds keeps most of a small budget (it had a quarter of 1,000 tokens,
    # then half; the latest summaries get their floor, relevant ones no room of their own)
    assert 1000 - window - summaries >= 600
    # below the default budget the window keeps less than its quarter: its twenty lines
    # by their start, and the rest of its quarter goes to the older evidence recall finds
    window, _ = reserved_room(2000)
    assert RECENT_MESSAGES * MESSAGE_LINE_FLOOR <= window < 2000 * RECENT_SHARE


def test_a_small_budgets_window_shows_line_starts_for_a_fifth_of_it() -> None:
    # twenty long recent lines at 1,000 tokens: each is cut to its name and first words with
    # a one-token marker, and the window costs a fifth of the budget (a quarter before,
    # most of it spent on a "…(+N자)" count a reader does nothing with)
    recent = [message(1000 + i, f"점심은 김치찌개 어때요 {i} " * 6, hours=0.01) for i in range(50)]
    found = [message(i, f"예전 레디스 설정 이야기 {i}") for i in range(1, 400)]
    ctx = assemble([], recent, 1000, relevant_messages=found)
    window = section(ctx, RECENT_HEADER)
    assert len(window) == RECENT_MESSAGES
    assert all(line.startswith("민수: 점심은") and line.endswith(SHORT_MARKER) for line in window)
    assert estimate_tokens(SHORT_MARKER) == 1
    spent = ctx.context.split(RECENT_HEADER)[1]
    assert context_tokens(RECENT_HEADER + spent) <= 1000 // 5
    # the rest went to what recall found, within the budget
    related = section(ctx, RELATED_HEADER)
    assert len(related) >= 40 and ctx.tokens <= 1000


def test_fair_cap_leaves_short_lines_whole_and_shares_the_rest() -> None:
    assert fair_cap([10, 20], 30) is None
    assert fair_cap([10, 100, 200], 110) == 50  # 10 whole, 50 and 50
    assert fair_cap([100, 100], 10) == 5
    assert fair_cap([5, 5], -3) == 0


def chat_with_long_messages(budget: int) -> tuple[Context, list[MessageRecord]]:
    """50 recent lines, three of the last 20 five thousand characters long; recall finds
    400 old lines; three latest summaries and two relevant (an archive one) beside them."""
    recent = [message(1000 + i, f"점심은 김치찌개 어때요 {i}", hours=0.01) for i in range(50)]
    for i in (31, 40, 47):
        recent[i] = message(1000 + i, "아주 긴 회의록 " * 625, hours=0.01)
    found = [message(i, f"예전 레디스 설정 이야기 {i}") for i in range(1, 400)]
    latest = [summary(n, f"{n}일의 요약: 스터디 장소와 교재 " * 6) for n in (10, 11, 12)]
    archive = summary(1, "[2025-06-01 ~ 2025-06-30 아카이브] 레디스 설정은 민수가 맡음")
    related = [archive, summary(5, "레디스 요금제 비교")]
    ctx = assemble(
        latest, recent, budget, relevant_messages=found, relevant_summaries=related,
    )  # fmt: skip
    return ctx, recent


@pytest.mark.parametrize("budget", [4000, 1000])
def test_the_last_20_messages_and_the_latest_summaries_are_always_there(budget: int) -> None:
    ctx, recent = chat_with_long_messages(budget)
    assert ctx.tokens <= budget and ctx.tokens == context_tokens(ctx.context)
    seqs = {m.seq for m in ctx.messages}
    assert {m.seq for m in recent[-RECENT_MESSAGES:]} <= seqs
    window = section(ctx, RECENT_HEADER)
    assert len(window) == RECENT_MESSAGES
    long = [line for line in window if line.startswith("민수: 아주")]
    assert len(long) == 3 and all(line.endswith(SHORT_MARKER) for line in long)
    # the guaranteed latest two always; the third too when the budget has room for it
    latest = ["2026-03-10", "2026-03-11", "2026-03-12"][-GUARANTEED_SUMMARIES:]
    shown = [s.date for s in ctx.summaries]
    assert shown[-len(latest) :] == latest
    if budget >= 4000:
        assert shown[-3:] == ["2026-03-10", "2026-03-11", "2026-03-12"]
    assert any("아카이브]" in line for line in section(ctx, SUMMARY_HEADER))
    assert [m for m in ctx.messages if m.seq < 1000]  # recall still has room


def test_a_small_budget_shortens_a_long_newest_summary_rather_than_drop_it() -> None:
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    long = summary(2, "가장 최근 요약 " * 40)  # ~280 tokens: over the summaries' 250
    ctx = assemble([long], [], 1000, relevant_messages=found)
    assert ctx.summaries == [long] and ctx.tokens <= 1000
    (line,) = section(ctx, SUMMARY_HEADER)
    assert line.startswith("- (2026-03-02, 주제) 가장 최근 요약") and line.endswith(SHORT_MARKER)
    roomy = assemble([long], [], 4000, relevant_messages=found)
    assert section(roomy, SUMMARY_HEADER) == [
        f"- (2026-03-02, 주제) {' '.join(long.summary.split())}"
    ]


def test_an_offline_summary_keeps_its_place_shortened_and_recall_gets_its_room() -> None:
    """The offline summary quotes the window's own lines: at a budget whose summaries'
    share would show it whole it is shown by its start, and what it leaves goes to the
    older lines recall found; a model's summary of the same text keeps its share."""
    found = [message(i, f"예전 레디스 설정 이야기 {i}") for i in range(1, 400)]
    quotes = "민수: 교재는 3장까지 읽어오기 " * 8
    text = f"주제: 스터디, 교재 · 참여: 민수, 지영 · 메시지 50개 {quotes}"
    quoted = [
        msgspec.structs.replace(summary(n, text), model=EXTRACTIVE_MODEL) for n in (10, 11, 12)
    ]
    written = [msgspec.structs.replace(s, model="claude") for s in quoted]
    short = assemble(quoted, [], 4000, relevant_messages=found)
    whole = assemble(written, [], 4000, relevant_messages=found)
    assert short.summaries == quoted and whole.summaries == written  # every one in its place
    lines = section(short, SUMMARY_HEADER)
    assert len(lines) == 3
    assert all(line.endswith(SHORT_MARKER) for line in lines)
    assert all(_line_tokens(line) <= EXTRACT_LINE_TOKENS for line in lines)
    assert not any(line.endswith(SHORT_MARKER) for line in section(whole, SUMMARY_HEADER))
    assert len(short.messages) > len(whole.messages)
    assert short.tokens <= 4000


def test_a_context_that_stops_shows_the_guaranteed_summaries_and_not_the_next_latest() -> None:
    """Where nothing more relates (``fill_rest=False``: the ranking stopped, or the
    question relates to nothing older) the next latest summary is filler, as the leftover
    conversation is: the guaranteed latest two and a relevant one show, the budget's rest
    stays unused; a context that fills shows the third latest as before."""
    latest = [summary(n, f"{n}일 모임 요약 " * 6) for n in (10, 11, 12)]
    related = [summary(3, "예전 레디스 설정 요약")]
    recent = [message(i, f"요즘 이야기 {i}") for i in range(1000, 1030)]
    found = [message(i, f"레디스 설정 이야기 {i}") for i in range(1, 6)]
    stopped = assemble(
        latest, recent, 4000, relevant_messages=found, relevant_summaries=related,
        fill_rest=False,
    )  # fmt: skip
    filled = assemble(latest, recent, 4000, relevant_messages=found, relevant_summaries=related)
    assert [s.date for s in stopped.summaries] == ["2026-03-03", "2026-03-11", "2026-03-12"]
    assert [s.date for s in filled.summaries] == [
        "2026-03-03", "2026-03-10", "2026-03-11", "2026-03-12"
    ]  # fmt: skip
    assert {m.seq for m in found} <= {m.seq for m in stopped.messages}
    assert stopped.tokens == context_tokens(stopped.context) < filled.tokens


def test_the_newest_summary_keeps_its_reserve() -> None:
    found = [message(i, "관련 메시지 " * 8) for i in range(1, 400)]
    newest = summary(2, "가장 최근 요약 " * 20)
    ctx = assemble([summary(1, "옛 요약"), newest], [], 1500, relevant_messages=found)
    assert newest in ctx.summaries
    assert ctx.tokens <= 1500


def test_each_days_first_line_opens_with_its_date_the_year_said_once_a_section() -> None:
    recent = [message(i, f"이야기 {i}", hours=9) for i in range(1, 7)]
    ctx = assemble([], recent, 2000)
    lines = ctx.context.splitlines()
    assert lines[0] == RECENT_HEADER
    # a day's date opens its first line; the year only on the section's first date
    assert lines[1:] == [
        "[2026-01-01] 민수: 이야기 1",
        "[01-02] 민수: 이야기 2",
        "민수: 이야기 3",
        "민수: 이야기 4",
        "[01-03] 민수: 이야기 5",
        "민수: 이야기 6",
    ]
    assert ctx.tokens == context_tokens(ctx.context)


def test_a_new_year_and_each_section_say_the_year_again_and_the_prices_add_up() -> None:
    def on(seq: int, day: str) -> MessageRecord:
        return MessageRecord(sender="영희", text=f"말 {seq}", timestamp=f"{day}T10:00", seq=seq)

    older = [on(1, "2025-12-30"), on(2, "2025-12-31"), on(3, "2026-01-02")]
    recent = [on(10, "2026-03-01"), on(11, "2026-03-02")]
    ctx = assemble([], recent, 2000, relevant_messages=older)
    assert ctx.context.splitlines() == [
        RELATED_HEADER,
        "[2025-12-30] 영희: 말 1",
        "[12-31] 영희: 말 2",
        "[2026-01-02] 영희: 말 3",  # the year changed
        "",
        RECENT_HEADER,
        "[2026-03-01] 영희: 말 10",  # a new section says it again
        "[03-02] 영희: 말 11",
    ]
    assert ctx.tokens == context_tokens(ctx.context)
    # every budget from nothing to the whole: never over it (a date is priced at most
    # what it adds to its line)
    for budget in range(ctx.tokens + 1):
        assert assemble([], recent, budget, relevant_messages=older).tokens <= budget


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
        summaries, recent_msgs, budget, relevant_messages=found_msgs, recent_share=share,
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
    exact += estimate_tokens("[2026-01-01] ")  # a date priced at its own estimate
    ctx = assemble([summary(1, "요약 " * 50)], [], exact, relevant_messages=found)
    assert [m.seq for m in ctx.messages] == [1]  # no summary header
    # what the text costs, at most what was paid for it
    assert ctx.tokens == context_tokens(ctx.context) <= exact
    assert assemble([], [], exact - 1, relevant_messages=found).messages == []


def test_a_timestamp_that_breaks_its_date_header_still_counts_as_the_text_reads() -> None:
    odd = MessageRecord(sender="민수", text="레디스 요금제", timestamp="2026-01\n01T09:00", seq=7)
    ctx = assemble([], [message(8, "최근 이야기")], 500, relevant_messages=[odd])
    assert "2026-01\n01" in ctx.context
    assert ctx.tokens == context_tokens(ctx.context)


def test_a_small_budget_keeps_twenty_recent_lines_and_gives_recall_most_of_it() -> None:
    """At 1,000 tokens the window's twenty lines are shortened to their fair share and the
    summaries share a smaller room: what recall found keeps most of the budget."""
    recent = [message(1000 + i, f"오늘 저녁 메뉴는 김치찌개로 정하자 다들 괜찮지 {i}", hours=0.01)
              for i in range(50)]  # fmt: skip
    found = [
        message(i, f"예전에 얘기한 제주도 여행 숙소 후보 {i}번 괜찮았어") for i in range(1, 400)
    ]
    summaries = [summary(d, "요약 " + "길게 " * 120) for d in (1, 2, 3)]
    ctx = assemble(summaries, recent, 1000, relevant_messages=found)
    assert ctx.tokens <= 1000
    window = section(ctx, RECENT_HEADER)
    assert len(window) == RECENT_MESSAGES
    # the latest two keep their place; the third's floor is recall's at this budget
    assert [s.date for s in ctx.summaries] == ["2026-03-02", "2026-03-03"]
    related = section(ctx, RELATED_HEADER)
    assert context_tokens("\n".join([RELATED_HEADER, *related])) >= 640


def test_a_long_best_line_does_not_take_a_small_budgets_room() -> None:
    """One very long line among the best (a persona's answer) is shortened to its share
    of what is left, so the lines ranked after it still come; a large budget shows it
    whole."""
    recent = [message(1000 + i, f"오늘 저녁 메뉴 {i}", hours=0.01) for i in range(50)]
    answer = "정리하면 숙소는 바닷가 쪽이 좋고 예산은 일인당 십만원 정도예요 " * 12
    found = [message(1, answer, sender="클로디"), *(
        message(i, f"제주도 숙소 후보 {i}번 괜찮았어") for i in range(2, 60)
    )]  # fmt: skip
    ctx = assemble([], recent, 1000, relevant_messages=found)
    related = section(ctx, RELATED_HEADER)
    (long,) = [line for line in related if line.startswith("클로디: ")]
    assert long.endswith(SHORT_MARKER) and estimate_tokens(long) + 1 <= 1000 * RELATED_BEST_SHARE
    assert len(related) >= 25 and ctx.tokens <= 1000
    roomy = assemble([], recent, 8000, relevant_messages=found)
    assert f"클로디: {' '.join(answer.split())}" in section(roomy, RELATED_HEADER)
