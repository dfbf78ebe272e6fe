"""The filler bench never learns from or scores a judge set."""

from __future__ import annotations

import sys

import pytest

from bench.bench_fillers import main


def test_a_judge_set_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_fillers", "--sets", "ko,ko48", "--write", "x.json"])
    with pytest.raises(SystemExit, match="judge sets are never learned from or scored here"):
        main()
