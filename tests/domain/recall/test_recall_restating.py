"""A question about what was decided or changed: recall follows each of its best hits
with the turns that settled it ("ㅇㅋ 신촌 토요일 6시로" three turns after the proposal),
which share no word with the question and are no neighbour of the hit."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.current_plan import asks_about_plans
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import (
    RESTATED_HITS,
    RESTATED_REACH,
    ranked_messages,
)
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.test_ranking import CHAT, chatter, seqs, write

KO_QUESTION = "동창회 원래 어디였고 지금은 어디로 바뀌었어?"
# a plan changed twice: each proposal names the reunion, the turn that settles it three
# turns later names only its place and time, other talk between
KO_STEPS = [
    [("민수", "동창회는 강남 고깃집 금요일 7시 어때요?"), ("지은", "오 좋다"),
     ("하늘", "나 그날 야근일 수도"), ("지은", "ㅇㅋ 강남 고깃집 금요일로 가자")],
    [("지은", "동창회 금요일은 고깃집 예약이 다 찼대 홍대 이자카야는?"), ("민수", "음"),
     ("하늘", "ㅋㅋㅋ"), ("민수", "그럼 홍대 이자카야로 확정")],
    [("하늘", "동창회 홍대 말고 신촌 치킨집 토요일 6시로 바꾸자"), ("지은", "왜?"),
     ("하늘", "금요일은 다들 늦게 끝나서"), ("민수", "ㅇㅋ 신촌 토요일 6시로")],
]  # fmt: skip
EN_QUESTION = "Where was the reunion first, and where did it move to in the end?"
EN_STEPS = [
    [("Mina", "Reunion at the Oak Grill, Friday 7pm?"), ("Jo", "oh nice"),
     ("Sam", "might be working late that day"), ("Jo", "ok Oak Grill on Friday it is")],
    [("Jo", "Reunion problem: the Oak Grill is full on Friday, what about Harbour Tavern?"),
     ("Mina", "hmm"), ("Sam", "lol"), ("Mina", "fine, Harbour Tavern then")],
    [("Sam", "Can we move the reunion to Luigi's, Saturday 6pm instead?"), ("Jo", "why?"),
     ("Sam", "Fridays everyone finishes late"), ("Mina", "ok Luigi's Saturday 6pm")],
]  # fmt: skip


def _ranked(
    tmp_path: Path, steps: list[list[tuple[str, str]]], question: str, *, restating: bool
) -> list[int]:
    root = DataRoot(tmp_path)
    said: list[tuple[str, str]] = []
    for step in steps:
        said += [*chatter(20), *step]
    write(root, [*said, *chatter(20)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        found = ranked_messages(index, Question.read(question), restating=restating)
        return seqs(list(found))


@pytest.mark.parametrize(
    ("steps", "question"), [(KO_STEPS, KO_QUESTION), (EN_STEPS, EN_QUESTION)], ids=["ko", "en"]
)
def test_a_plan_changed_twice_brings_the_turn_that_settled_each_step_after_it(
    tmp_path: Path, steps: list[list[tuple[str, str]]], question: str
) -> None:
    proposals = [20 + 24 * n + 1 for n in range(3)]  # each step's first line
    settled = [p + 3 for p in proposals]  # the turn that settled it
    assert asks_about_plans(question)
    plain = _ranked(tmp_path / "plain", steps, question, restating=False)
    assert set(proposals) <= set(plain)
    assert not set(settled) & set(plain)  # no word of the question, no neighbour of a hit
    ranked = _ranked(tmp_path / "restating", steps, question, restating=True)
    for proposal, then in zip(proposals, settled, strict=True):
        # the current plan and each it replaced, each with how it was settled, right after it
        at = ranked.index(proposal)
        assert then in ranked[at + 1 : at + 3], (proposal, ranked[:12])
    # the talk between that says none of the proposal's words or values stays out
    assert not {p + 2 for p in proposals} & set(ranked) - set(plain)


@pytest.mark.parametrize(
    ("question", "about"),
    [
        ("회식 지금은 언제로 바뀌었어?", True),
        ("기차로 안 가게 된 이유가 뭐야?", True),
        ("Why did the quiz night fall through?", True),
        ("What did we pick first for the venue?", True),
        # how a plan stands after its changes, asked without a word of deciding
        ("뒤풀이 지금 어디서 해?", True),
        ("Where did we actually stay in Leeds?", True),
        ("Which van did we hire in the end?", True),
        ("Did the bake sale happen after all?", True),
        # how it ended or what it was at first, in words that name no deciding
        ("워크숍 어디서 하기로 됐어?", True),
        ("회식 몇 시로 됐어?", True),
        ("회비 얘기는 어떻게 정리됐어?", True),
        ("요새 연습 무슨 요일에 해?", True),
        ("Which hall did we book at the very start?", True),
        ("What went wrong with the minibus?", True),
        ("Before the group discount came up, what did a ticket cost?", True),
        ("레디스 캐시 설정 어떻게 했지?", False),
        ("What's the wifi password?", False),
    ],
)
def test_a_question_about_plans_or_why_one_changed_is_told_from_others(
    question: str, about: bool
) -> None:
    assert asks_about_plans(question) is about


# a plan put forward, talked over, then dropped in words that name nothing the proposal
# said, after other talk: how it ended is the turn that drops it
DROPPED = [
    ("하린", "마켓 부스에서 이름 각인 서비스 해보면 어때?"), ("예지", "오 재밌겠다"),
    ("수아", "각인기 대여가 하루 15만원이래 부스 전기도 한 구뿐이고"), ("민수", "ㅋㅋㅋ"),
    ("지은", "점심 뭐 먹을까요"), ("예지", "ㅇㅇ 아쉽지만 패스"),
]  # fmt: skip
CHANGED = [
    ("Jo", "Booth idea: engraving names on the mugs?"), ("Sam", "fun"),
    ("Mina", "the engraver rents at 150 a day and the booth has one socket"),
    ("Jo", "lol"), ("Mina", "anyone for coffee"), ("Sam", "ok let's skip it"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("step", "question"),
    [(DROPPED, "마켓에서 이름 각인해주는 거 하기로 한 거 어떻게 됐어?"),
     (CHANGED, "Did the mug engraving at the booth happen in the end?")],
    ids=["ko", "en"],
)  # fmt: skip
def test_a_question_about_how_a_plan_ended_brings_the_turn_that_dropped_it(
    tmp_path: Path, step: list[tuple[str, str]], question: str
) -> None:
    root = DataRoot(tmp_path)
    write(root, [*chatter(20), *step, *chatter(20)])
    proposal, dropped = 21, 26
    with RecallIndex(root, CHAT) as index:
        index.catch_up()

        def ranked(*, settling: int) -> list[int]:
            read = Question.read(question)
            return seqs(list(ranked_messages(index, read, restating=True, settling=settling)))

        plain = ranked(settling=0)
        assert proposal in plain and dropped not in plain  # it says none of the question's words
        settled = ranked(settling=RESTATED_HITS)
    at = settled.index(proposal)
    assert dropped in settled[at + 1 : at + 4], settled[:12]


def test_settling_reads_the_turns_after_as_many_best_hits_as_it_says(tmp_path: Path) -> None:
    """A small context's settling turns come after its best few hits only: the drop comes
    with the first hit within reach before it, not with one hit fewer."""
    question = "마켓에서 이름 각인해주는 거 하기로 한 거 어떻게 됐어?"
    root = DataRoot(tmp_path)
    # a line saying the question's words, far before: the best hit, the proposal below it
    said = ("지은", "마켓에서 이름 각인해주는 거 하기로 한 거 맞지? 다들 알지?")
    write(root, [said, *chatter(20), *DROPPED, *chatter(20)])
    dropped = 27
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        read = Question.read(question)
        hits = seqs(list(ranked_messages(index, read)))
        lead = next(n for n, s in enumerate(hits) if dropped - RESTATED_REACH <= s < dropped)

        def ranked(settling: int) -> list[int]:
            return seqs(list(ranked_messages(index, read, restating=True, settling=settling)))

        assert lead > 0, hits[:5]
        assert dropped not in ranked(lead) and dropped in ranked(lead + 1)


# a plan put forward, then taken up some turns later by a line that names the event the
# question asks about and the proposal's place and day: the proposal names no word of
# the question, and is too far back to be the hit's neighbour
TAKEN_UP = [
    ("하늘", "홍대 이자카야 토요일 7시 어때? 열두 명 단체석 된대"), ("지은", "오 좋아"),
    ("민수", "ㅎㅎ"), ("수아", "아 졸려"), ("민수", "배고프다"),
    ("지은", "동창회 홍대 이자카야 토요일 7시로 예약 완료!"),
]  # fmt: skip
BOOKED = [
    ("Sam", "hear me out: Harbour Tavern, Saturday 7pm, they do a set menu for twelve"),
    ("Jo", "oh nice"), ("Mina", "lol"), ("Sam", "anyone for coffee"), ("Jo", "so hungry"),
    ("Mina", "Reunion booked: Harbour Tavern, Saturday 7pm!"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("step", "question"),
    [(TAKEN_UP, "동창회 결국 어디서 하기로 했어?"),
     (BOOKED, "Where is the reunion happening in the end?")],
    ids=["ko", "en"],
)  # fmt: skip
def test_a_question_about_how_a_plan_ended_brings_the_proposal_its_settling_line_took_up(
    tmp_path: Path, step: list[tuple[str, str]], question: str
) -> None:
    root = DataRoot(tmp_path)
    write(root, [*chatter(20), *step, *chatter(20)])
    proposal, booked = 21, 26
    with RecallIndex(root, CHAT) as index:
        index.catch_up()

        def ranked(*, taken_up: bool) -> list[int]:
            read = Question.read(question)
            found = ranked_messages(
                index, read, restating=True, settling=RESTATED_HITS, taken_up=taken_up
            )
            return seqs(list(found))

        plain = ranked(taken_up=False)
        assert booked in plain and proposal not in plain  # it says none of the question's words
        settled = ranked(taken_up=True)
    at = settled.index(booked)
    assert settled[at + 1] == proposal, settled[:12]
    # the talk between that says none of the hit's words or values stays out
    assert not {22, 23, 24, 25} & set(settled) - set(plain)
