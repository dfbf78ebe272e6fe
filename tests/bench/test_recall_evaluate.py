"""``bench.recall_eval.evaluate`` scores a context's evidence twice: found (its id among
the context's messages, or its start in the text) and found whole (its whole text in the
context): an older line the assembly cut to its share of the budget is found, not whole."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.recall_eval import evaluate
from bench.recall_eval.evidence import evidence_found, evidence_whole
from groupchat_memory.domain.context import RELATED_WHOLE, assemble
from groupchat_memory.store.records import MessageRecord

LONG = (
    "We looked at three venues for the reunion: the old gym was too small, the hotel "
    "ballroom was lovely but wanted a deposit we could not pay before March, and the "
    "community hall on Fifth Street had the room, a kitchen, parking for eighty cars and "
    "a price the committee could live with, so we put our names down for the hall."
)


def _line(seq: int, text: str) -> MessageRecord:
    return MessageRecord(
        sender="Dana", text=text, timestamp=f"2026-01-{seq:02d}T10:00:00+00:00", seq=seq
    )


def test_a_cut_line_is_found_and_not_whole() -> None:
    short = _line(1, "The caterer is Rosa's Kitchen.")
    filler = [_line(i, f"note {i} about the slideshow order") for i in range(2, 2 + RELATED_WHOLE)]
    long = _line(20, "  " + LONG.replace(", ", ",\n "))  # spaces a line folds
    by_id = {m.seq: m for m in [short, *filler, long]}
    # the best ten are whole; the long line after them is cut to its share of what is left
    ctx = assemble([], [], 700, relevant_messages=[short, *filler, long])
    held = {m.seq for m in ctx.messages}
    assert {short.seq, long.seq} <= held
    assert LONG not in ctx.context
    assert evidence_found([short.seq, long.seq], held, ctx.context, by_id) == 2
    assert evidence_whole([short.seq, long.seq], ctx.context, by_id) == 1


def test_a_line_shown_whole_is_whole_however_its_spaces_ran() -> None:
    long = _line(20, "  " + LONG.replace(", ", ",\n "))
    ctx = assemble([], [], 4000, relevant_messages=[long])
    assert evidence_whole([long.seq], ctx.context, {long.seq: long}) == 1
    # a context that holds only the line's start: found by it, not whole
    start = ctx.context[: ctx.context.index("the hotel")]
    assert evidence_found([long.seq], set(), start, {long.seq: long}) == 1
    assert evidence_whole([long.seq], start, {long.seq: long}) == 0


def test_the_overview_prints_no_trade_off_table_when_the_curve_was_not_measured(
    capsys: pytest.CaptureFixture[str],
) -> None:
    scores = {("ours", 2000): 0.9, ("ours", 4000): 0.95}
    evaluate._overview({"conv-30": (scores, {})})
    without = capsys.readouterr().out
    assert "evidence recall" in without and "against filling the budget" not in without
    curve = {
        ("filled", evaluate.CURVE_BUDGET, evaluate.CURVE_RECALL): 0.95,
        ("filled", evaluate.CURVE_BUDGET, evaluate.CURVE_MEAN): 3990.0,
    }
    evaluate._overview({"conv-30": (scores, curve)})
    assert "against filling the budget" in capsys.readouterr().out
