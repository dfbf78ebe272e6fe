"""A question about what was decided: each of recall's best lines that is a line of a
decision brings that decision's other lines after it, as the ledger holds them. The
settling line ("그럼 생신 선물은 봉투랑 꽃바구니로 확정!") says the question's words, the
proposal five turns before it ("현금 봉투 하고 꽃바구니 하나 어때") none of them. Through
the real path: the chat ingested by the real actor system, the context ``context`` gives."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from groupchat_memory.bot.config.file import Config
from groupchat_memory.domain import queries
from groupchat_memory.domain.current_plan import (
    DECIDED_BUDGET,
    DECIDED_HITS,
    ledgers,
    with_decided,
)
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import Relation, ranked_messages
from groupchat_memory.domain.text.question import Question
from tests.domain.understanding.test_ledger import CHAT, SEOUL, Line, _ingested, _lines

_SMALL_TALK = [
    "오늘 점심 뭐 먹지", "김치찌개 ㄱ", "비 온대 우산 챙겨", "주말에 영화 볼 사람",
    "나 감기 걸림 ㅠ", "고양이 사진 보냄", "퇴근하고 헬스 간다", "택배 왔다", "커피 마실 사람",
    "야근 각", "내일 아침 회의 몇 시더라", "9시 반", "노트북 또 느려짐", "재부팅 해봐",
    "점심 라면 먹음", "ㅋㅋㅋ", "오늘 왜 이렇게 춥냐", "패딩 꺼냄", "지하철 또 지연", "버스 타",
    "주말 날씨 좋대", "등산 갈까",
]  # fmt: skip
# lines that say the question's words about other things: recall has more of them than a
# context holds, so the proposal does not come as the surroundings of its hits
_MENTIONS = [
    "엄마가 김치 보내주셨어", "친구 생일 선물로 머그컵 샀어", "엄마랑 통화했는데 무릎 괜찮대",
    "엄마 선물 포장지 예쁜 데 알아?", "할머니 생신 선물로 목도리 샀어", "엄마 요즘 요가 다니심",
    "엄마한테 택배로 선물 보냈어", "이모 댁이 다음 달 이사래", "엄마 사진 보냄",
    "선물 고르는 거 너무 어렵다",
]  # fmt: skip
CHATTER: list[Line] = [
    (("유진", "태호", "다은")[n % 3], t)
    for n, t in enumerate(x for pair in zip(_SMALL_TALK, _MENTIONS * 3, strict=False) for x in pair)
]
GIFT: list[Line] = [
    ("유진", "다음 주 얘기 해야 되는데"), ("태호", "뭐가 좋을까"),
    ("다은", "현금 봉투 하고 꽃바구니 하나 어때"), ("유진", "괜찮다"),
    ("태호", "카네이션 넣으면 예쁠 듯"), ("유진", "나 다음 주 출장이라 바빠"), ("태호", "ㅇㅋ"),
    ("다은", "그럼 생신 선물은 봉투랑 꽃바구니로 확정!"),
]  # fmt: skip
PROPOSAL, SETTLED = len(CHATTER) + 3, len(CHATTER) + 8  # message ids (from 1)
QUESTION = "엄마 생신 선물 뭘로 정했어?"


def _chat(tmp_path: Path) -> Config:
    talk = [(0.0, CHATTER), (1.0, GIFT), *((float(d), CHATTER) for d in range(2, 12))]
    config = _ingested(tmp_path, _lines(talk))
    # keywords alone: the proposal shares no word with the question or the settling line
    memory = dataclasses.replace(config.memory, semantic_recall=False, tz=SEOUL)
    return dataclasses.replace(config, memory=memory)


def test_the_lines_of_a_decision_follow_the_best_line_of_it(tmp_path: Path) -> None:
    config = _chat(tmp_path)
    decisions, _ = ledgers(config.root, CHAT)
    assert any({PROPOSAL, SETTLED} <= set(e.evidence) for e in decisions), decisions
    with RecallIndex(config.root, CHAT) as index:
        index.catch_up()
        ranked = list(ranked_messages(index, Question.read(QUESTION)))
        order = [m.seq for m in ranked]
        # the settling line among the best places, below lines that say more of the
        # question's words (no plan section comes for it); the proposal nowhere near
        assert 3 < order.index(SETTLED) < DECIDED_HITS, order[:40]
        assert PROPOSAL not in order[:200]
        restated: set[int] = set()
        given = [m.seq for m in with_decided(config.root, CHAT, SEOUL, ranked, restated)]
    # right after the line of it recall ranks, without a place of its own
    assert PROPOSAL in given[: given.index(SETTLED) + 4]
    assert PROPOSAL in restated
    assert len(given) == len(ranked) + len(restated)  # each line brought once
    # small talk between them is no line of the decision
    assert not {PROPOSAL + 2, PROPOSAL + 3} & restated


def test_a_reply_context_holds_the_proposal_a_decision_was_settled_on(tmp_path: Path) -> None:
    config = _chat(tmp_path)
    ctx = queries.context(config.root, CHAT, QUESTION, DECIDED_BUDGET, config.memory)
    held = {m.seq for m in ctx.messages}
    assert {PROPOSAL, SETTLED} <= held
    assert "현금 봉투 하고 꽃바구니 하나 어때" in ctx.context
    # a smaller context's room is recall's first lines': no decision's lines are brought
    # there, and the proposal is not found by the surroundings of the hits either
    small = queries.context(config.root, CHAT, QUESTION, DECIDED_BUDGET - 1, config.memory)
    assert SETTLED in {m.seq for m in small.messages}
    assert PROPOSAL not in {m.seq for m in small.messages}


def test_no_lines_are_brought_when_none_are_asked_for(tmp_path: Path) -> None:
    config = _chat(tmp_path)
    with RecallIndex(config.root, CHAT) as index:
        index.catch_up()
        ranked = list(ranked_messages(index, Question.read(QUESTION)))
        restated: set[int] = set()
        given = list(with_decided(config.root, CHAT, SEOUL, ranked, restated, hits=0))
    assert given == ranked
    assert not restated
    # the relation's own restated turns are kept apart from the decision's
    assert Relation().restated == set()
