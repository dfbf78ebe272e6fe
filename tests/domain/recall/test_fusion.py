"""The fusion of the keyword ranking with meaning: reciprocal rank with votes that follow
the evidence (a keyword hit votes by the share of the question it covers)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from groupchat_memory.domain.recall.rank import RRF_K, coverage, fused_scores


def fuse(*rankings: Sequence[int], votes: Sequence[Mapping[int, float] | None] = ()) -> list[int]:
    """The fused rows best first, as ``ranked_messages`` orders ``fused_scores``."""
    scores = fused_scores(*rankings, votes=votes)
    return sorted(scores, key=scores.__getitem__, reverse=True)


def test_a_row_both_rankings_place_high_comes_first_and_ties_keep_first_seen_order() -> None:
    assert fuse([1, 2, 3], [3, 4, 1]) == [1, 3, 2, 4]
    assert fuse([5, 6], [7, 8]) == [5, 7, 6, 8]  # equal ranks: the first list's row first


def test_a_weak_keyword_match_no_longer_outvotes_the_answer_found_by_meaning() -> None:
    # a paraphrased question: the keyword hits share one common word of it (a fifth of its
    # weight), the meaning ranking has the answer (row 9) first
    keyword_scores = {1: 2.0, 2: 1.9, 3: 1.8}
    whole = 10.0
    keywords, meaning = [1, 2, 3], [9, 4, 5]
    assert fuse(keywords, meaning)[0] == 1  # equal votes: the weak match wins
    votes = coverage(keyword_scores, whole, 0.5)
    assert fuse(keywords, meaning, votes=[votes, None])[0] == 9


def test_a_keyword_hit_that_covers_the_question_keeps_its_full_vote() -> None:
    votes = coverage({1: 12.0, 2: 5.0}, 10.0, 0.5)
    assert votes[1] == 1.0  # a short line holding every term scores over the whole: capped
    assert votes[2] == pytest.approx(0.5**0.5)
    assert fuse([1, 2], [3, 4], votes=[votes, None])[0] == 1  # ties: the keyword row first


def test_without_terms_every_keyword_row_votes_fully() -> None:
    # a question of names or a period only: its rows come from the name and date rankings
    assert coverage({4: 0.3, 5: 0.1}, 0.0, 0.5) == {4: 1.0, 5: 1.0}


def test_a_row_missing_from_the_votes_votes_nothing_in_that_ranking() -> None:
    assert fuse([1, 2], [3, 2]) == [2, 1, 3]  # in both lists: first
    assert fuse([1, 2], [3, 2], votes=[{1: 1.0}, None]) == [1, 3, 2]
    assert RRF_K == 10  # the first hits of either list count clearly more than the 30th


def test_each_row_scores_the_sum_of_its_votes_each_over_k_plus_its_rank() -> None:
    scores = fused_scores([1, 2, 3], [3, 4], votes=[{1: 0.5, 3: 0.25}, None])
    assert list(scores) == [1, 2, 3, 4]  # in the order first seen
    assert scores == {
        1: 0.5 / (RRF_K + 1),
        2: 0.0,  # a row missing from the votes
        3: 0.25 / (RRF_K + 3) + 1.0 / (RRF_K + 1),
        4: 1.0 / (RRF_K + 2),
    }
    assert fused_scores([7, 8], k=60) == {7: 1.0 / 61, 8: 1.0 / 62}
