"""usearch is a peer of the ``bench`` extra, not of the tests: ``make bench`` on an install
with only the ``test`` extra still runs ``bench_vectors`` and says which peer is missing."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ARGS = ("--n", "2000", "--queries", "3", "--chats", "1", "--per-chat", "200")
ONLY = ("--only", "usearch exact", "--skip", "embed", "--skip", "service")


def test_usearch_is_in_the_bench_extra_only() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    extras = project["project"]["optional-dependencies"]
    assert any(r.startswith("usearch") for r in extras["bench"])
    assert not any(r.startswith("usearch") for r in extras["test"])
    assert not any(r.startswith("usearch") for r in project["project"]["dependencies"])


def test_bench_vectors_says_usearch_is_missing_and_goes_on(tmp_path: Path) -> None:
    # every process of the run (the RSS figure runs children) finds no usearch
    (tmp_path / "sitecustomize.py").write_text("import sys\nsys.modules['usearch'] = None\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join((str(tmp_path), str(REPO)))}
    done = subprocess.run(
        [sys.executable, "-m", "bench.bench_vectors", *ARGS, *ONLY],
        capture_output=True, text=True, env=env, cwd=REPO, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("usearch exact i8")]
    assert len(lines) == 2, done.stdout  # the one-chat table and the RSS table
    assert all("unavailable: not installed (pip install -e '.[bench]')" in x for x in lines)
