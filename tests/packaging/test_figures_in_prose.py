"""Product docstrings and comments carry reasons, not figures: a measurement (``~5 ms``,
``384 MB``, ``18%``), a recall score or its change (``.72/.82 -> .73/.83``), an issue
number or a pointer to a closing note goes stale as the code moves on, and two had
already gone wrong. The figures live in ``docs/measurements.md``,
``docs/recall-evaluation.md``, the CHANGELOG and the benchmarks' output.

What is quoted is an example, not a figure: text in double backticks or in double quotes
(``"3~5월"``, ````1 min 31 s left````) is left out.
"""

from __future__ import annotations

import re

from tests.packaging.test_names_in_prose import PRODUCT, prose_of_python

FIGURE = re.compile(
    r"""
    \b\d[\d,.]*\s?(?:ms|µs|us|ns|s|sec|seconds?|minutes?|[KMG]i?B|kB)\b(?!-)
        # a time or a size
    | \d\s?%                                    # a share
    | ~\s?\d[\d,.]*(?![\d:-])                   # an approximation (not a date, not a time)
    | \bissues?\s+\#?\d                         # an issue number
    | \bclosing\s+note
    | (?<![\w.])[+-]?0?\.\d{2,3}\b              # a score (.72, 0.81, +.01)
    | \b\d+(?:\.\d+)?\s?(?:x|×|times)\s+(?:faster|slower|smaller|larger|bigger)
    """,
    re.VERBOSE | re.IGNORECASE,
)
QUOTED = re.compile(r"``.*?``|\"[^\"]*\"|“[^”]*”")


def figures(text: str) -> list[str]:
    """The figures in one line of prose, quoted examples left out."""
    return [m.group(0) for m in FIGURE.finditer(QUOTED.sub(" ", text))]


def test_the_rule_finds_what_went_stale_and_leaves_examples() -> None:
    # lines the product held before the figures moved to docs/
    for line in (
        "exact nearest 40 of 4,200 where four times held 0.88. Reading 4,000 costs ~5 ms at 1M.",
        "# costs an embedding (~40 ms of CPU a message on two cores, bench/bench_embed.py)",
        "chats of 10,000 messages held ~384 MB, over the service's 250 MiB, and the exact scan",
        "# (bench/recall_eval, issue 24, 2k/4k: written-en .88/.96 -> .90/.97, written-ko",
        "# discount 0.5 cost written-en .02; held-out seed 19 ko/en see the closing note)",
        "million messages hold ~50 MB of text and sender names: the index would go from 18% of",
        "(5x faster than listing them with a regular expression, issue 14).",
        "word; the pure-Python ``snowballstemmer`` took about 60 µs (measured for issue 14)",
    ):
        assert figures(line), line
    for line in (
        "``ingest: 12,000/50,000 messages (24%), 417 msg/s, 2,010 summaries, about 1 min``",
        '# "8월 11일부터 15일", "8월 11~15일", "8월 11일 ~ 9월 2일"',
        "- 할 일 [완료] 민준 (2026-05-01, ~2026-05-01)",
        'Cited message numbers in whatever shape: ``[12, "#13"]``, ``12``.',
        "# at most 12 of its terms, the five most frequent first",
        "a 16-byte hash, 64-bit words, UTF-8 text",
    ):
        assert not figures(line), line


def test_product_prose_holds_no_figures() -> None:
    found = [
        f"{path.relative_to(PRODUCT.parent).as_posix()}:{line}: {text.strip()}"
        for path in sorted(PRODUCT.rglob("*.py"))
        for line, text in prose_of_python(path)
        if figures(text)
    ]
    assert not found, (
        "figures in product comments (keep the why; move the figure to docs/measurements.md,"
        " docs/recall-evaluation.md or the CHANGELOG):\n" + "\n".join(found)
    )
