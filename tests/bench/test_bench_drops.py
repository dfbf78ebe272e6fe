"""The drops bench reads the take-backs the product's ledger holds as message ids, scores a
finder's lines and a gate's items against the labelled drops, and never trains on a judge
set."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_acts import Lines
from bench.bench_drops import Chat, Dropped, Ruled, finder, items, main, product_ledger
from bench.bench_understanding import LabelledSet

PLANS = [
    ("Noor", "shall we do the bake sale on Saturday the 14th at the library steps?"),
    ("Teo", "sounds good, Saturday the 14th works"),
    ("Ines", "👍 works for me"),
    ("Noor", "great, bake sale Saturday 14th at the library then"),
    ("Teo", "unrelated but did anyone see the match"),
    ("Noor", "ok scrap the bake sale, the library steps are closed for repairs that week"),
    ("Ines", "yeah fair, let's skip it"),
]


def _chat(name: str = "tiny") -> LabelledSet:
    ids = {"Noor": 11, "Teo": 12, "Ines": 13}
    messages = {
        n: {
            "sender": who,
            "text": text,
            "timestamp": f"2026-03-0{1 + n // 4}T1{n % 10}:00:00+00:00",
            "message_id": n,
            "sender_id": ids[who],
            "is_bot": False,
        }
        for n, (who, text) in enumerate(PLANS, start=1)
    }
    dropped = {"id": "d1", "text": "bake sale", "status": "dropped", "changed_at": [6, 7]}
    return LabelledSet(
        name=name,
        folder=Path("."),
        lines=[json.dumps(m) for m in messages.values()],
        messages=messages,
        decisions=[{**dropped, "stated": [1, 2, 3, 4]}],
        non_decisions=[],
        todos=[],
        non_todos=[],
        questions=[],
    )


def _scored(chat: LabelledSet, dropped: list[Dropped]) -> Chat:
    lines = Lines(chat, {i: np.zeros(4, dtype=np.float32) for i in chat.messages})
    real = [set(d["changed_at"]) for d in chat.decisions if d["status"] == "dropped"]
    ids = sorted(chat.messages)
    none = np.zeros((len(ids), 1), dtype=np.float32)
    return Chat(
        lines, chat.name, ids, none, np.zeros(len(ids), dtype=int), real, Ruled({}, dropped)
    )


def test_the_product_s_take_back_is_read_as_its_message_ids() -> None:
    """The ledger's ``dropped_by`` are seqs of the data root's log; the bench compares
    them with the labels' message ids, so it maps them."""
    ruled = product_ledger(_chat())
    assert [d.lines[0] for d in ruled.dropped] == [6]
    assert ruled.plans[1] == "Noor"  # the decision's first line, and who put it


def test_a_finder_is_scored_by_drops_found_and_lines_right() -> None:
    chat = _scored(_chat(), [Dropped([5]), Dropped([6, 7])])
    counts = finder(chat, {6, 2})
    assert (counts.found, counts.labelled, counts.right, counts.shown) == (1, 1, 1, 2)
    assert counts.f1 == pytest.approx(2 / 3)
    assert finder(chat, set()).f1 == 0.0  # a drop labelled and nothing shown


def test_a_gate_is_scored_by_the_dropped_items_it_keeps() -> None:
    chat = _scored(_chat(), [Dropped([5]), Dropped([6, 7])])
    both = items(chat, chat.ruled.dropped)
    assert (both.found, both.right, both.shown) == (1, 1, 2)
    kept = items(chat, [Dropped([6, 7])])
    assert (kept.found, kept.right, kept.shown, kept.f1) == (1, 1, 1, 1.0)


def test_a_judge_set_is_refused_as_training_data(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_drops", "--sets", "en,en49"])
    with pytest.raises(SystemExit, match="en49: judge sets are never trained on"):
        main()
