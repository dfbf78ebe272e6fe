"""Benchmark of search inside Korean compounds: index size and search speed with the
``parts`` table (syllable pairs inside each term) against the index without it.

Run: ``PYTHONPATH=. .venv/bin/python bench/bench_compound.py`` (1,000,000 messages over 180
days) or ``--quick`` (100,000). In the same run, on the same index, each query is also
answered the way search did before compounds (prefix terms only: the peer), and the
``parts`` table's share of the index file is read from SQLite's ``dbstat``. With
``PYTHONPATH`` naming an older tree the whole run is that tree's. The chat has
a large vocabulary: each message holds a random compound of two or three nouns (about
``NOUNS ** 2`` distinct terms), plus ``스터디카페`` in 12 messages. Prints figures only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from functools import partial
from itertools import islice
from pathlib import Path

# appended, so a PYTHONPATH naming another tree (the one to compare with) comes first
sys.path.append(str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from bench.recall_eval.generate import TZ
from groupchat_memory.domain.recall import search
from groupchat_memory.domain.recall.index import INDEX_VERSION, RecallIndex
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

SYLLABLES = "가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초"
NOUNS = 400
QUERIES = ("카페", "프로젝터", "스터디카페", "모임")
ROUNDS = 20


def _nouns(rng: random.Random) -> list[str]:
    words: set[str] = set()
    while len(words) < NOUNS:
        words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 3)))))
    return sorted(words)


def _chat(root: DataRoot, total: int, days: int) -> None:
    rng = random.Random(7)
    nouns = _nouns(rng)
    rare = set(rng.sample(range(total), 12))
    per_day = total // days
    start = datetime(2025, 7, 1, tzinfo=TZ)
    seq = 0
    with MessageLog(root.log_dir(1), TZ) as log:
        for day in range(days):
            batch = []
            for i in range(per_day):
                compound = rng.choice(nouns) + rng.choice(nouns)
                place = "강남역 스터디카페" if seq in rare else f"{rng.choice(nouns)} 근처"
                text = f"{compound} 얘기는 {place}에서 모임 {rng.randrange(1000)}번째"
                seq += 1
                batch.append(
                    MessageRecord(
                        sender=("민수", "지은", "현우")[seq % 3],
                        text=text,
                        timestamp=(
                            start + timedelta(days=day, seconds=i * 86400 / per_day)
                        ).isoformat(),
                        chat_id=1,
                        message_id=seq,
                        seq=seq,
                    )
                )
            log.append(batch)


def main() -> None:
    """Generate the chat, build the index, time the first page of each query."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="100k messages instead of 1M")
    args = parser.parse_args()
    total = 100_000 if args.quick else 1_000_000
    with tempfile.TemporaryDirectory(prefix="bench-compound-") as tmp:
        root = DataRoot(Path(tmp))
        began = time.perf_counter()
        _chat(root, total, 180)
        made = time.perf_counter() - began
        log_bytes = sum(f.stat().st_size for f in root.log_dir(1).glob("*.jsonl"))
        began = time.perf_counter()
        with RecallIndex(root, 1) as index:
            index.catch_up()
            built = time.perf_counter() - began
            db = index.connection
            index_bytes = sum(f.stat().st_size for f in index.path.parent.iterdir())
            terms = db.execute("select count(*) from vocab").fetchone()[0]
            has_parts = db.execute(
                "select count(*) from sqlite_master where name = 'parts'"
            ).fetchone()[0]
            parts = db.execute("select count(*) from parts").fetchone()[0] if has_parts else 0
            part_bytes = (
                db.execute("select sum(pgsize) from dbstat where name = 'parts'").fetchone()[0]
                if has_parts
                else 0
            )
            print(
                f"index format {INDEX_VERSION}: {total:,} messages (log {log_bytes / 1e6:.0f} MB,"
                f" generated in {made:.0f} s); index built in {built:.1f} s,"
                f" {index_bytes / 1e6:.1f} MB; {terms:,} terms, {parts:,} syllable-pair rows"
                f" in {(part_bytes or 0) / 1e6:.1f} MB (the index without them:"
                f" {(index_bytes - (part_bytes or 0)) / 1e6:.1f} MB)"
            )
            # a noun that ends many compounds: more than are spelled out, so the log is scanned
            inner = _nouns(random.Random(7))[NOUNS // 2]
            for query in (*QUERIES, inner):
                now = partial(search.search_messages, root, 1, query, limit=20, index=index)
                hits = now()
                times = _times(now)
                then = partial(_before, index, query)
                before = then()
                peer = _times(then)
                print(
                    f"  search {query!r}: first page {len(hits)} hits,"
                    f" median {statistics.median(times):.1f} ms, max {max(times):.1f} ms;"
                    f" prefix terms only (before): {len(before)} hits,"
                    f" median {statistics.median(peer):.1f} ms, max {max(peer):.1f} ms"
                )


def _before(index: RecallIndex, word: str) -> list[search.SearchHit]:
    """The first page as search found it before compounds: terms starting with the word."""
    query = search._prefix_query(index, word)
    return list(islice(search._verified(index, query, [word]), 20))


def _times(fn: Callable[[], object]) -> list[float]:
    out = []
    for _ in range(ROUNDS):
        began = time.perf_counter()
        fn()
        out.append((time.perf_counter() - began) * 1000)
    return out


if __name__ == "__main__":
    main()
