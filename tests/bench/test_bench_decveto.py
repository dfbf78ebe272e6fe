"""The decision veto's bench never trains on a judge set, labels a chat's decisions as
the scoring matches them, and takes away only what the model gives less than its
threshold's chance."""

from __future__ import annotations

import sys
from dataclasses import replace

import pytest

from bench.bench_decveto import Chat, feature_names, kept, main, prepare, scored, trained
from bench.bench_understanding import DEFAULT_DIRS, HELD_OUT_DIR, find_sets


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_decveto", "--sets", "ko,en49"])
    with pytest.raises(SystemExit, match="en49: judge sets are never trained or tuned on"):
        main()


def test_a_judge_set_is_never_scored_apart_either(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_decveto", "--sets", "ko", "--apply-to", "ko48"])
    with pytest.raises(SystemExit, match="ko48: judge sets"):
        main()


@pytest.fixture(scope="module")
def chats() -> list[Chat]:
    return [prepare(c) for c in find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], ["en2", "ko3"])]


def test_a_chats_rows_are_its_decisions_labelled_as_scored(chats: list[Chat]) -> None:
    """Each row a decision the product shows; those to keep are those the scoring found."""
    for chat in chats:
        assert chat.x.shape == (len(chat.y), len(feature_names()))
        assert int(chat.y.sum()) == int(chat.product.figures["decisions found"].partition("/")[0])
        assert all(chat.state.decisions[at].accepted for at in chat.places)
        assert len(chat.y) > int(chat.y.sum())  # each has a decision that is not labelled


def test_the_veto_takes_away_what_its_threshold_says_and_no_more(chats: list[Chat]) -> None:
    pytest.importorskip("sklearn")
    weights = trained(chats, 0.3, 0.3)
    chat = chats[0]
    shown = set(chat.places)
    assert kept(chat.state, replace(weights, threshold=0.0)) >= shown
    assert not kept(chat.state, replace(weights, threshold=1.0))
    vetoed = scored(chat.chat, chat.state, set())
    assert vetoed.figures["decisions precision"].endswith("/0")  # nothing shown
    # the state is as it was: scoring it again without the veto gives the product's figures
    assert scored(chat.chat, chat.state).figures == chat.product.figures
