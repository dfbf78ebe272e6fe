"""Does a Korean morphological analyzer (kiwipiepy) beat the rule-based normalizer for recall?

Run: ``.venv/bin/pip install kiwipiepy`` then ``.venv/bin/python -m bench.recall_eval.morph``.
Same ranking for both (BM25 over every message, the turn after each hit following it,
``evaluate._Bm25``), only the terms differ: ``terms.index_terms`` (suffix rules) against
Kiwi's content morphemes (nouns, verb and adjective stems, roots, foreign words stemmed
like ours). Prints evidence recall on the hard Korean set at 1k/2k/4k/8k, per question
kind at 2k, and the analyzer's load time, RSS and speed.
"""

from __future__ import annotations

import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.recall_eval import hard
from bench.recall_eval.evaluate import BUDGETS, _Bm25, _fill
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.terms import index_terms, stem

_CONTENT = {"NNG", "NNP", "VV", "VA", "XR", "SL", "SH", "NR"}


def main() -> None:
    """Measure and print."""
    try:
        from kiwipiepy import Kiwi  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        print("kiwipiepy is not installed: pip install kiwipiepy")
        return
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    began = time.perf_counter()
    kiwi = Kiwi()
    load_s = time.perf_counter() - began
    rss = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0) / 1024

    def kiwi_terms(text: str) -> list[str]:
        out = []
        for token in kiwi.tokenize(text):
            if token.tag not in _CONTENT:
                continue
            form = token.form.lower()
            if token.tag == "SL":
                if len(form) < 2 or not tokenize(form):
                    continue  # an English stop word
                form = stem(form)
            elif len(form) < 2 and token.tag not in ("VV", "VA"):
                continue
            out.append(form)
        return out

    chat = hard.generate("ko")
    began = time.perf_counter()
    for m in chat.messages:
        kiwi_terms(m.text)
    kiwi_us = (time.perf_counter() - began) / len(chat.messages) * 1e6
    began = time.perf_counter()
    for m in chat.messages:
        index_terms(m.text)
    ours_us = (time.perf_counter() - began) / len(chat.messages) * 1e6
    print(
        f"kiwipiepy: load {load_s:.1f} s, +{rss:.0f} MB RSS, {kiwi_us:.0f} µs a message "
        f"(rules: {ours_us:.0f} µs)"
    )
    print(f"{'hard ko, bm25+nb':<22}" + "".join(f"{b // 1000}k".rjust(8) for b in BUDGETS))
    kinds: dict[tuple[str, str], list[float]] = {}
    for name, terms in (("rules (ours)", index_terms), ("kiwipiepy", kiwi_terms)):
        index = _Bm25(chat.messages, terms)
        scores: dict[int, list[float]] = {}
        for q in chat.questions:
            ranked = index.ranked(q.text, neighbours=True)
            for budget in BUDGETS:
                got = _fill(ranked, budget)
                hit = len(set(q.evidence) & got) / len(q.evidence)
                scores.setdefault(budget, []).append(hit)
                if budget == 2000:
                    kinds.setdefault((name, q.kind), []).append(hit)
        print(f"{name:<22}" + "".join(f"{statistics.fmean(scores[b]):8.2f}" for b in BUDGETS))
    print(f"{'@2k by kind':<22}" + "".join(f"{k[:9]:>10}" for k in hard.KINDS))
    for name in ("rules (ours)", "kiwipiepy"):
        print(
            f"{name:<22}"
            + "".join(f"{statistics.fmean(kinds[(name, k)]):10.2f}" for k in hard.KINDS)
        )


if __name__ == "__main__":
    main()
