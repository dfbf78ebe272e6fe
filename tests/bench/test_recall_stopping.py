"""``bench.recall_eval.stopping``'s rules read off a question's whole ranking: a knee that
comes after a line or two still leaves the section its floor of tokens, the score mass
stops where the scores above the tail are mostly held, and the trained stop, fitted on
other sets' rankings, keeps the head the evidence lies in and cuts the tail; a stop
calibrated on the chat's own noise cuts where a question's ranking looks like the ranking
of a question nothing in the chat relates to; the chat's own floor is a quantile of its lines'
cosines with such questions, and the turns beside a line above it come with it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.recall_eval.stopping import (
    Asked,
    Candidate,
    Rule,
    _beside,
    _knee_floor,
    _mass,
    _meets_null,
    chat_floor,
    null_curve,
    trained,
)


def _asked(fused: list[float], evidence: int = 2, cost: int = 20, seq: int = 0) -> Asked:
    """A question whose ranking's fused scores are ``fused`` (best first), each line
    ``cost`` tokens, its first ``evidence`` lines the evidence the context held."""
    ranking = [Candidate(seq + n, cost, f, cover=f / 2, z=4 * f - 1) for n, f in enumerate(fused)]
    held = [c.seq for c in ranking[:evidence]]
    return Asked(held, set(held), around=500, ranking=ranking)


def _kept(question: Asked, keep: Rule) -> list[int]:
    return [c.seq for c in question.ranking if keep(c)]


# two lines far above a flat tail: the knee is at the second place
STEEP = [1.0, 0.9, *([0.1 - n / 10_000 for n in range(60)])]


def test_a_knee_after_two_lines_still_leaves_the_floor() -> None:
    question = _asked(STEEP)
    assert len(_kept(question, _knee_floor(2.0, 0)(question))) == 5
    # 20 tokens a line: 300 tokens are fifteen lines, the knee's five among them
    assert len(_kept(question, _knee_floor(2.0, 300)(question))) == 15


def test_the_score_mass_stops_where_the_scores_above_the_tail_are_held() -> None:
    question = _asked(STEEP)
    assert _kept(question, _mass(0.8)(question)) == [0, 1]
    assert 2 < len(_kept(question, _mass(0.95)(question))) < len(STEEP)
    flat = _asked([0.5] * 40)  # nothing stands above the tail: every line is kept
    assert len(_kept(flat, _mass(0.8)(flat))) == 40


def test_the_trained_stop_keeps_the_head_and_cuts_the_tail() -> None:
    pytest.importorskip("sklearn")
    # rankings of other lengths: a question read with another's chances is cut elsewhere
    by_set = {
        name: [_asked([*STEEP, *[0.05] * (20 - n)], seq=1000 * n) for n in range(20)]
        for name in ("one", "two")
    }
    stop = trained(by_set)
    question = by_set["one"][0]
    kept = _kept(question, stop(0.2)(question))
    assert kept[:2] == [0, 1]
    assert len(kept) < len(question.ranking) // 2
    # a question cut twice reads the same chances (the stop is fitted once, for every floor)
    assert _kept(question, stop(0.2)(question)) == kept
    assert len(_kept(question, stop(0.0)(question))) == len(question.ranking)


def _zs(zs: list[float]) -> Asked:
    """A question whose candidates sit ``zs`` spreads above the chat's noise, best first."""
    return Asked([0], {0}, 500, [Candidate(n, 20, None, None, z) for n, z in enumerate(zs)])


def test_a_stop_on_the_chats_own_noise_cuts_where_the_ranking_looks_unrelated() -> None:
    # questions nothing relates to: their candidates sit one spread above the mean
    probes = [_zs([1.0 + n / 100] * 60) for n in range(5)]
    null = null_curve(probes, lambda c: c.z, 0.0, 1.0)
    assert null[0] == pytest.approx(1.04)
    asked = _zs([4.0] * 20 + [0.5] * 40)  # twenty lines that relate, then the chat's talk
    kept = _kept(asked, _meets_null(null, lambda c: c.z, 0.0)(asked))
    # the running mean of ten falls to the noise a few lines into the talk
    assert 20 < len(kept) < 30
    assert len(_kept(asked, _meets_null(null, lambda c: c.z, 0.0, times=2.0)(asked))) > len(kept)
    alike = _zs([1.0] * 60)  # no better than the noise from the start: cut at the first read
    assert len(_kept(alike, _meets_null(null, lambda c: c.z, 0.0)(alike))) == 11


def test_the_chats_own_floor_is_a_quantile_of_its_cosines_with_unrelated_questions() -> None:
    probes = [Asked([], set(), 0, [], noise=(0.70, 0.02)) for _ in range(3)]
    # one normal: its 99th centile sits 2.33 spreads above the mean
    assert chat_floor(probes, 0.99) == pytest.approx(0.70 + 2.326 * 0.02, abs=1e-3)
    assert chat_floor(probes, 0.999) > chat_floor(probes, 0.99)
    # a probe whose cosines run higher raises the floor
    assert chat_floor([*probes, Asked([], set(), 0, [], noise=(0.80, 0.02))], 0.99) > 0.75


def test_the_turns_beside_a_line_above_the_floor_come_with_it() -> None:
    ranking = [Candidate(n, 20, None, None, None, cosine=c)
               for n, c in enumerate([0.9, 0.5, 0.5, 0.5, 0.9, 0.5])]  # fmt: skip
    question = Asked([], set(), 0, ranking)
    shown: Rule = lambda c: c.cosine is not None and c.cosine >= 0.8  # noqa: E731
    assert _kept(question, _beside(shown)(question)) == [0, 1, 3, 4, 5]
