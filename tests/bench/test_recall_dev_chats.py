"""``bench.recall_eval.understanding`` loads each dev chat of ``bench/understanding_sets``
as a recall set of its own, so every labelled Korean chat is measured against the
baselines in one run, and refuses the judge's chats, which are never run while writing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.bench_understanding import JUDGE
from bench.recall_eval import evaluate, understanding


def test_a_dev_chat_is_a_set_of_its_own() -> None:
    ((label, loaded, pooled),) = evaluate._load("ko2", 0, Path("."))
    chat = understanding.load_dev("ko2")
    assert (label, pooled, loaded.questions) == ("ko2", False, chat.questions)
    assert chat.language == "ko"
    seqs = {m.seq for m in chat.messages}
    assert chat.questions and all(set(q.evidence) <= seqs for q in chat.questions)
    other = understanding.load_dev("en2")
    assert other.language == "en" and other.chat_id != chat.chat_id


def test_the_judges_chats_are_refused() -> None:
    assert not JUDGE & set(understanding.dev_chats())
    for name in sorted(JUDGE):
        with pytest.raises(ValueError, match="not a dev chat"):
            understanding.load_dev(name)
