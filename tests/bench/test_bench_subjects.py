"""The subject bench never trains on or scores a judge set, and the weights it writes
give each candidate the chance scikit-learn's model gives it."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_subjects import Chat, Example, _fit, main, write_weights
from bench.bench_understanding import DEV, JUDGE
from groupchat_memory.domain.understanding import subjects


@pytest.mark.parametrize("flag", ["--sets", "--apply-to"])
def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch, flag: str) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_subjects", flag, "ko,en15"])
    with pytest.raises(SystemExit, match="judge sets are never trained or scored here: en15"):
        main()


def test_the_dev_and_judge_lists_do_not_meet() -> None:
    assert len(DEV) == 26 and not set(DEV) & JUDGE


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
