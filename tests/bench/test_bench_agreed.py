"""The bench of the trained assent reader never runs a judge set, and what it writes the
product reads as the trained model."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bench.bench_agreed import (
    Candidate,
    Chat,
    _source_key,
    main,
    missed_members,
    summary,
    write_weights,
)
from bench.bench_understanding import JUDGE, Item, LabelledSet
from groupchat_memory.domain.understanding import assent


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    judge = sorted(JUDGE)[0]
    monkeypatch.setattr(sys, "argv", ["bench_agreed", "--sets", "ko,en", "--apply-to", judge])
    with pytest.raises(SystemExit, match=f"{judge}: judge sets are never run here"):
        main()


def test_the_weights_written_read_as_the_trained_model_reads(tmp_path: Path) -> None:
    """What ``--write-weights`` writes, read by the product with plain Python, gives each
    line the chance scikit-learn's model gives it (the standardisation folded in)."""
    pytest.importorskip("sklearn")
    dim = 8  # a small vector: the file names its width, the product reads any
    width = len(assent.feature_names(dim))
    rng = np.random.default_rng(11)
    x = (rng.normal(size=(150, width)) * rng.uniform(0.1, 5, width)).astype(np.float32)
    y = (x[:, 2] - x[:, -3] + rng.normal(size=150) > 0).astype(int)
    path = tmp_path / "assent.json"
    model = write_weights(x, y, ["ko", "en"], 0.1, 0.7, path)
    read = assent.load(path)
    assert read.features == assent.feature_names(dim)
    assert (read.threshold, read.trained_on) == (0.7, ["ko", "en"])
    want = model.predict_proba(x[:10])[:, 1]
    got = [read.chance(row.tolist()) for row in x[:10]]
    assert np.allclose(got, want, atol=1e-4)


def _chat(name: str, agreed: list[str], lines: list[tuple[int, str, int]]) -> Chat:
    """A labelled chat of one decision stated by Ana in message 1 (the rules counting Ana
    alone), agreed to by ``agreed``, with ``lines`` (message id, sender, labelled yes) near
    it as the model's candidates."""
    messages = {i: {"sender": s, "text": f"line {i}"} for i, s, _ in [(1, "Ana", 1), *lines]}
    label = {
        "id": "d1", "stated": [1, *(i for i, _, yes in lines if yes)], "status": "current",
        "superseded_by": None, "agreed_by": agreed, "objected_by": [], "changed_at": [],
    }  # fmt: skip
    chat = LabelledSet(name, Path(name), [], messages, [label], [], [], [], [])
    item = Item(text="Ana: line 1", evidence=[1], agreed_by=["Ana"])
    candidates = [Candidate(0, i, s, yes) for i, s, yes in lines]
    return Chat(chat, [item], candidates, np.zeros((len(lines), 1), np.float32))


def test_the_summary_splits_the_languages_and_counts_chats_made_better_and_worse() -> None:
    """Agreed exact by language and over all, with the chats the model made better or
    worse, and the members it can add (those the rules leave out), each by the likeliest
    line of theirs."""
    fixed = _chat("ko2", ["Ana", "Bo"], [(2, "Bo", 1), (3, "Ana", 0), (4, "Bo", 0)])
    spoilt = _chat("en2", ["Ana"], [(2, "Cy", 0)])
    ps = [np.asarray([0.9, 0.1, 0.95]), np.asarray([0.8])]
    got = summary([fixed, spoilt], ps, 0.5)
    assert got["ko"] == (0.0, 1.0, 1, 0, 1.0)
    assert got["en"] == (1.0, 0.0, 0, 1, 1.0)
    assert got["all"] == (0.5, 0.5, 1, 1, 1.0)
    # Ana, counted by the rules, is no member the model can add; Bo by his likelier line
    assert missed_members(fixed, ps[0]) == ([1], [0.95])
    assert missed_members(spoilt, ps[1]) == ([0], [0.8])


def test_the_cache_key_changes_with_the_weights_the_preparation_reads(tmp_path: Path) -> None:
    """A retrain rewrites a trained part's weights, which the tracker applies while the
    chat is prepared: the cached preparation is then stale, and its key changes with them
    (as with a source or a labelled file); a compiled cache changes nothing."""
    root, chat_dir = tmp_path / "checkout", tmp_path / "en"
    part = root / "groupchat_memory" / "domain" / "understanding"
    part.mkdir(parents=True)
    (root / "bench").mkdir()
    chat_dir.mkdir()
    (part / "uptake.py").write_text("WEIGHTS = 'uptake.json'\n")
    (part / "uptake.json").write_text('{"threshold": 0.5}')
    (root / "bench" / "bench_agreed.py").write_text("# the bench\n")
    (chat_dir / "chat.jsonl").write_text('{"id": 1}\n')
    chat = LabelledSet("en", chat_dir, [], {}, [], [], [], [], [])
    keys = [_source_key(chat, root)]
    (part / "__pycache__").mkdir()
    (part / "__pycache__" / "uptake.cpython-312.pyc").write_bytes(b"compiled")
    assert _source_key(chat, root) == keys[0]
    (part / "uptake.json").write_text('{"threshold": 0.6}')  # retrained
    keys.append(_source_key(chat, root))
    (root / "bench" / "bench_agreed.py").write_text("# the bench, changed\n")
    keys.append(_source_key(chat, root))
    (chat_dir / "labels.json").write_text("[]")
    keys.append(_source_key(chat, root))
    assert len(set(keys)) == len(keys)
