"""The links bench sees each plan the tracker weighs a new decision against, with the
rules' choice and the labels' answer, replays choices as the scoring counts them, and
never trains on a judge set."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from bench.bench_links import Links, collect, main, replay, rules
from bench.bench_understanding import JUDGE, LabelledSet
from groupchat_memory.domain.understanding import changes
from groupchat_memory.domain.understanding.tracker import Tracker

# a picnic put on a Saturday, moved a few days later to the Sunday by another member
TALK = [
    ("Mina", "picnic at Riverside park on Saturday the 14th at noon?"),
    ("Jonas", "yes! Saturday works"),
    ("Pia", "👍 count me in"),
    ("Mina", "great, picnic Saturday 14th at noon then"),
    ("Jonas", "forecast says storms all Saturday"),
    ("Pia", "let's move the picnic to Sunday the 15th instead, same time"),
    ("Mina", "ok Sunday 15th it is"),
    ("Jonas", "sunday works for me"),
]


def _chat() -> LabelledSet:
    ids = {"Mina": 21, "Jonas": 22, "Pia": 23}
    messages = {
        n: {
            "sender": who,
            "text": text,
            "timestamp": f"2026-03-{(1 if n <= 4 else 4):02d}T1{n}:00:00+00:00",
            "message_id": n,
            "sender_id": ids[who],
            "is_bot": False,
        }
        for n, (who, text) in enumerate(TALK, start=1)
    }
    plan: dict[str, list[str]] = {"agreed_by": [], "objected_by": []}
    return LabelledSet(
        name="picnic",
        folder=Path("."),
        lines=[json.dumps(m) for m in messages.values()],
        messages=messages,
        decisions=[
            {
                **plan,
                "id": "d1",
                "text": "Saturday",
                "stated": [1, 2, 3, 4],
                "status": "superseded",
                "superseded_by": "d2",
                "changed_at": [6, 7],
            },
            {
                **plan,
                "id": "d2",
                "text": "Sunday",
                "stated": [6, 7, 8],
                "status": "current",
                "superseded_by": None,
                "changed_at": [],
            },
        ],
        non_decisions=[],
        todos=[],
        non_todos=[],
        questions=[],
    )


def test_the_tracker_hands_each_candidate_with_its_cues_and_the_labels_name_the_real_one() -> None:
    links = collect(_chat())
    assert not Tracker().linker.reads_cues  # the product's tracker computes no cues
    pairs = [(new, old, chose) for new, cands in links.events for old, chose, _ in cands]
    real = [(new, old) for new, old, _ in pairs if links.real(old, new)]
    assert len(real) == 1  # the Sunday plan replaces the Saturday one
    new, old = real[0]
    assert (links.label_of[old], links.label_of[new]) == ("d1", "d2")
    assert any(chose for n, o, chose in pairs if (n, o) == (new, old))  # as the rules did
    assert all(len(c) == len(changes.LINK_CUES) for _, cands in links.events for *_, c in cands)
    assert replay(links, rules) == (2, 2)  # both labelled plans right
    assert replay(links, lambda new, cands: None) == (1, 2)  # linking nothing loses d1


def test_a_choice_links_an_old_plan_once() -> None:
    cues = [0.0] * len(changes.LINK_CUES)
    links = Links(
        name="x",
        events=[(1, [(0, True, cues)]), (2, [(0, False, cues)])],
        label_of={0: "d1", 1: "d2", 2: "d3"},
        successor={"d1": "d3", "d2": None, "d3": None},
    )
    # the first new plan takes the old one: the second cannot, whatever it would choose
    assert replay(links, lambda new, cands: cands[0][0] if cands else None) == (2, 3)
    assert replay(links, lambda new, cands: 0 if new == 2 else None) == (3, 3)


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    judge = sorted(JUDGE)[0]
    monkeypatch.setattr(sys, "argv", ["bench_links", "--sets", f"ko,{judge}"])
    with pytest.raises(SystemExit, match="judge"):
        main()
