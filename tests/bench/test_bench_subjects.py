"""The subject bench never trains on or scores a judge set, and the weights it writes
give each candidate the chance scikit-learn's model gives it."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_subjects import Chat, Example, _fit, fold, main, write_weights
from bench.bench_understanding import DEV, JUDGE
from groupchat_memory.domain.understanding import subjects


@pytest.mark.parametrize("flag", ["--sets", "--apply-to"])
def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch, flag: str) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_subjects", flag, "ko,en49"])
    with pytest.raises(SystemExit, match="judge sets are never trained or scored here: en49"):
        main()


def test_the_dev_and_judge_lists_do_not_meet() -> None:
    assert len(DEV) == 94 and not set(DEV) & JUDGE


def test_the_weights_written_read_as_the_trained_model_reads(tmp_path: Path) -> None:
    pytest.importorskip("sklearn")
    rng = np.random.default_rng(7)
    dim, width = 384, len(subjects.CUES)
    words = [f"w{k}" for k in range(60)]
    vectors = {w: rng.normal(size=dim).astype(np.float32) for w in words}
    examples = [
        Example(k // 6, w, k % 6, rng.uniform(size=width).tolist(), int(k % 3 == 0))
        for k, w in enumerate(words)
    ]
    chats = [Chat("ko", examples[:30], [], 5), Chat("en", examples[30:], [], 5)]
    path = tmp_path / "subject_words.json"
    write_weights(chats, vectors, 0.05, 0.5, path)
    found = subjects.load(path)
    assert found.trained_on == ["ko", "en"] and found.threshold == 0.5
    scorer = subjects.Scorer(found, embed=lambda ws: np.stack([vectors[w] for w in ws]))
    model = _fit(chats, vectors, "both", 0.05)
    rows = [e.cues for e in examples]
    want = model.predict_proba(chats[0].x(vectors, "both"))[:, 1].tolist()
    want += model.predict_proba(chats[1].x(vectors, "both"))[:, 1].tolist()
    assert scorer.chances(words, rows) == pytest.approx(want, abs=1e-4)


def test_a_compound_named_whole_is_read_by_its_labelled_pieces() -> None:
    """The labels were written over the analyzer's pieces: a name the labels lack counts
    beside the labels' own figure by its head piece, a subject or a filler."""
    examples = [
        Example(0, "생일케이크", 0, [], None),
        Example(0, "사진", 1, [], 0),
        Example(1, "야구장갑", 0, [], None),
        Example(1, "회비", 1, [], 1),
    ]
    held = Chat("ko", examples, ["생일케이크", "야구장갑"], 2)
    chances = np.asarray([0.9, 0.1, 0.9, 0.2])
    found = fold(held, chances, frozenset({"케이크", "회비"}), 0.5, others=frozenset({"장갑"}))
    assert found.names[2] == 0.0  # neither name is labelled a subject as written
    assert found.pieced == (0.5, 0.5) and found.fillers == (0.5, 0.5)


def test_how_many_distinct_names_is_counted_beside_their_share() -> None:
    """The share counts distinct names, so a chat named by fewer words scores higher: how
    many there are is kept beside it (here the model names both windows 회비: one name, a
    subject, against the rules' two, one of them a filler)."""
    examples = [
        Example(0, "사진", 0, [], 0),
        Example(0, "회비", 1, [], 1),
        Example(1, "장갑", 0, [], 0),
        Example(1, "회비", 1, [], 1),
    ]
    held = Chat("ko", examples, ["사진", "장갑"], 2)
    chances = np.asarray([0.3, 0.9, 0.2, 0.8])
    found = fold(held, chances, frozenset({"회비"}), 0.5, others=frozenset({"사진", "장갑"}))
    assert found.names[1:] == (0.0, 1.0)
    assert found.distinct == (2, 2, 1)
