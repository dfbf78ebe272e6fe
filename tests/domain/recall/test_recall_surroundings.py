"""The turns around the best hits fill what the ranked candidates leave of a budget."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain import queries
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import ranked_messages
from groupchat_memory.domain.recall.surroundings import RADIUS, SURROUNDED_HITS
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.asked import relevant_messages
from tests.domain.recall.test_ranking import CHAT, chatter, seqs, write

QUESTION = "이사 날짜는 결국 어떻게 됐어?"
MOVE = [
    ("민수", "이사 날짜 토요일로 확정했어요"),  # 31: the only hit
    ("지은", "오 드디어"),  # 32
    ("민수", "트럭은 4시 50분에 반납 완료"),  # 33: the answer, none of the question's words
]


def _chat(root: DataRoot) -> None:
    write(root, [*chatter(30), *MOVE, *chatter(60)])


def test_the_answer_a_few_turns_after_the_only_hit_fills_the_room_left(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _chat(root)
    assert 33 not in seqs(relevant_messages(root, CHAT, QUESTION))  # not a ranked candidate
    ctx = queries.context(root, CHAT, QUESTION, 2000)
    assert {31, 32, 33} <= {m.seq for m in ctx.messages}
    assert ctx.tokens <= 2000


def test_surroundings_come_after_every_candidate_nearest_first_and_skip_the_recent(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    _chat(root)
    recent = set(range(91, 124))
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        ranked = seqs(list(ranked_messages(index, Question.read(QUESTION), exclude_seqs=recent)))
        filled = seqs(
            list(
                ranked_messages(
                    index, Question.read(QUESTION), exclude_seqs=recent, around_hits=True
                )
            )
        )
    assert ranked[0] == 31 and filled[: len(ranked)] == ranked
    tail = filled[len(ranked) :]
    assert len(set(filled)) == len(filled) and not set(tail) & recent
    # the ranking scored the hit's neighbours (30, 32); the nearest turn left is its answer
    assert tail[0] == 33
    assert set(range(31 - RADIUS, 31 + RADIUS + 1)) - set(ranked) <= set(tail)
    best = ranked[:SURROUNDED_HITS]
    assert all(min(abs(s - b) for b in best) <= RADIUS for s in tail)


def test_a_question_that_matches_nothing_gets_no_surroundings(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _chat(root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert (
            list(
                ranked_messages(index, Question.read("what did you do and why?"), around_hits=True)
            )
            == []
        )


def test_after_the_best_hits_the_turns_around_every_other_hit_follow(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    said = []
    for i in range(14):  # fourteen short mentions of the move, fifteen turns apart
        said += [*chatter(7), ("민수", f"이사 얘기 {i}"), *chatter(7)]
    write(root, said)
    hits = [8 + 15 * i for i in range(14)]
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        ranked = seqs(list(ranked_messages(index, Question.read("이사는?"))))
        filled = seqs(list(ranked_messages(index, Question.read("이사는?"), around_hits=True)))
    tail = filled[len(ranked) :]
    near = {s for r in ranked for s in range(r - RADIUS, r + RADIUS + 1) if 1 <= s <= len(said)}
    assert len(tail) == len(set(tail)) and set(tail) == near - set(ranked)
    # the best row's far turn comes in the first round, the last hit's far turn after it
    low = [r for r in ranked if r in hits][-1]
    assert ranked.index(low) >= SURROUNDED_HITS
    assert tail.index(ranked[0] + RADIUS) < tail.index(low + RADIUS)
