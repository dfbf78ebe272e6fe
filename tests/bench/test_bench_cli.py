"""A bench script's ``--help`` says what it measures in whole sentences."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bench.cli import described

REPO = Path(__file__).resolve().parents[2]


def test_the_description_is_the_first_paragraph_whole_on_one_line() -> None:
    doc = """Benchmark of what the memory understands of a chat: decisions,
to-dos and topic names.

    python -m bench.x [--quick]
"""
    assert described(doc) == (
        "Benchmark of what the memory understands of a chat: decisions, to-dos and topic names."
    )
    assert described(None) == ""


def test_a_script_s_help_ends_its_sentence_where_the_docstring_does() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "bench.bench_understanding", "--help"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    said = " ".join(shown.split())
    assert (
        "Benchmark of what the memory understands of a chat nobody here wrote: decisions, "
        "to-dos, look-alikes, topic names and the labelled questions' evidence recall." in said
    )
