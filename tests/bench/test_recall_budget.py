"""``bench.recall_eval.budget`` splits a reply context into the parts its tokens go to:
the plan, the summaries, recall's section and the recent window, each with its header."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.recall_eval.budget import parts_of
from groupchat_memory.domain.context import RECENT_HEADER, RELATED_HEADER, SUMMARY_HEADER
from groupchat_memory.domain.current_plan import PLAN_HEADER


def test_a_context_splits_into_its_parts() -> None:
    context = "\n".join(
        [PLAN_HEADER, "- 회비 3만원", "", SUMMARY_HEADER, "- (2026-03-01, 회비) ...", "",
         RELATED_HEADER, "[2026-02-10]", "민수: 회비는 3만원", "", RECENT_HEADER, "[2026-03-12]",
         "지은: 회비 얼마였지?"]
    )  # fmt: skip
    parts = parts_of(context)
    assert parts["plan"] == "\n".join([PLAN_HEADER, "- 회비 3만원", ""])  # its blank line too
    assert parts["summaries"].splitlines()[0] == SUMMARY_HEADER
    assert "민수: 회비는 3만원" in parts["related"].splitlines()
    assert parts["recent"].splitlines()[-1] == "지은: 회비 얼마였지?"


def test_a_context_without_a_plan_or_summaries_has_those_parts_empty() -> None:
    parts = parts_of("\n".join([RECENT_HEADER, "[2026-03-12]", "지은: 안녕"]))
    assert parts["plan"] == parts["summaries"] == parts["related"] == ""
    assert parts["recent"].splitlines() == [RECENT_HEADER, "[2026-03-12]", "지은: 안녕"]
