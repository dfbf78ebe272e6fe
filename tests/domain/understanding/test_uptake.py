"""The trained uptake reader beside the decision rules, through the real path: a chat
ingested by the real actor system, then ``/결정`` as the chat command answers it. A plan
said as a plain statement, with no proposal's words, that the other members answer with
yeses is a decision; a damaged weights file leaves the rules alone, and says so."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from bench.bench_understanding import DEV
from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain.understanding import uptake
from groupchat_memory.domain.understanding.trained import WeightsError
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines

STATEMENT = (
    "Raffle: a table by the front door of the hall on Saturday from 10am, tickets £2 each,"
    " prizes from the corner shop."
)
PLAN = f"Sam: {STATEMENT}"
# a plan put as a plain statement (no "let's", no question, no word of deciding), another
# member's yes right after it naming one of its values, a third member's offer, and the talk
# moving on: the rules read no proposal in it
STATED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Priya", "flyers are printed, they look great"),
            ("Sam", STATEMENT),
            ("Priya", "yes!! £2 is perfect"),
            ("Leo", "nice"),
            ("Leo", "I'll bring the float for change"),
            ("Priya", "did the hall send the keys"),
            ("Sam", "tomorrow"),
        ],
    ),
]


@pytest.fixture
def shipped() -> Iterator[None]:
    """The shipped weights, read afresh (another test may have pointed elsewhere)."""
    uptake.weights.cache_clear()
    yield
    uptake.weights.cache_clear()


def _shown(tmp_path: Path) -> dict[str, list[str]]:
    config = _ingested(tmp_path, _lines(STATED))
    return {e.text: e.agreed_by for e in decisions_answer(config, CHAT) if not e.proposal}


def test_a_plan_stated_plainly_that_the_group_takes_up_is_a_decision(
    tmp_path: Path, shipped: None
) -> None:
    shown = _shown(tmp_path)
    assert PLAN in shown
    assert {"Sam", "Priya"} <= set(shown[PLAN])


def test_without_the_weights_the_rules_decide_alone_and_say_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "uptake.json"
    broken.write_text('{"version": 1, "features": [', encoding="utf-8")  # cut short
    monkeypatch.setattr(uptake, "PART", replace(uptake.PART, path=broken))
    uptake.weights.cache_clear()
    try:
        with caplog.at_level(logging.ERROR):
            assert PLAN not in _shown(tmp_path / "data")
    finally:
        uptake.weights.cache_clear()
    said = [r.getMessage() for r in caplog.records if r.name == uptake.__name__]
    assert len(said) == 1  # once, not for every line
    assert str(broken) in said[0] and "reinstall groupchat-memory" in said[0]
    assert uptake.RETRAIN in said[0]


def test_weights_of_other_features_are_refused_with_what_is_wrong(tmp_path: Path) -> None:
    data = json.loads(uptake.WEIGHTS.read_text("utf-8"))
    data["features"] = [*data["features"][:-1], "the moon's phase"]
    other = tmp_path / "uptake.json"
    other.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(WeightsError, match="not the ones this version computes"):
        uptake.load(other)


def test_the_shipped_weights_are_the_dev_chats_and_the_features_the_product_reads(
    shipped: None,
) -> None:
    found = uptake.load(uptake.WEIGHTS)
    assert found.features == uptake.feature_names()
    assert sorted(found.trained_on) == sorted(DEV)
    assert 0.0 < found.threshold < 1.0


def test_the_retrain_command_makes_the_shipped_weights_again() -> None:
    """The command the missing-weights message names trains what is shipped: the C and
    threshold the shipped file records, on the dev chats (``--sets``' default)."""
    recorded = json.loads(uptake.WEIGHTS.read_text("utf-8"))
    words = uptake.RETRAIN.split()
    assert words[:3] == ["python", "-m", "bench.bench_uptake"]
    assert "--sets" not in words  # the dev chats, bench_understanding.DEV
    assert float(words[words.index("--c") + 1]) == recorded["C"]
    assert float(words[words.index("--threshold") + 1]) == recorded["threshold"]
    assert uptake.WEIGHTS.as_posix().endswith(words[words.index("--write-weights") + 1])
    assert recorded["window"] == uptake.WINDOW
