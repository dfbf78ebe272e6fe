"""Benchmark of forgetting one member: time to erase 10,000 messages from a big chat.

Run: ``.venv/bin/python bench/bench_forget.py`` (1,000,000 messages over 100 days, a
summary per 50 messages, the member's 10,000 messages spread at random) or ``--quick``
(100,000 messages, 1,000 of the member's). ``--archived-days N``: the first N days were
archived (their day files gone, an archive summary per 100 messages recording whose
messages it held, as ``upkeep.archive`` writes them). Prints figures only; nothing here
is a test.

Measured: ``upkeep.forget.forget_member`` with the offline summarizer (what a run
without an API key does; with Claude the summaries' model calls dominate and are not
measured here), per step. Baseline: ``grep -v -F`` of the member's sender id over the same
day files into a scratch folder, the I/O floor of rewriting the log.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio
import msgspec

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cli import described
from bench.recall_eval.generate import FILLER, SUBJECTS, TZ
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.summaries.files import masked
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir
from groupchat_memory.store.records import (
    CitedItem,
    MessageRange,
    MessageRecord,
    SummaryRecord,
    encode,
)
from groupchat_memory.upkeep.forget import forget_member

CHAT, MEMBER = 1, 777
SUMMARY_EVERY = 50
DAYS = 100


def archive_file(summaries: Path, part: list[MessageRecord], number: int) -> None:
    """The archive summary of ``part`` (100 messages), shaped as the offline archive writes
    it, as plain JSON (so a data root for code before ``sender_seqs`` reads it too)."""
    first, last = part[0], part[-1]
    senders: dict[int, list[int]] = {}
    for m in part:
        senders.setdefault(m.sender_id or 0, []).append(m.seq)
    day = last.timestamp[:10]
    quoted = "\n".join(f"{m.sender}: {m.text}" for m in part[:3])
    record = SummaryRecord(
        timestamp=last.timestamp, date=day, message_range=MessageRange(first.seq, last.seq),
        summary=f"[{first.timestamp[:10]} ~ {day} 아카이브] 메시지 {len(part)}개. 주제: 일정 · "
        f"참여: {', '.join(sorted({m.sender for m in part}))} · 메시지 {len(part)}개\n{quoted}",
        topic_tag="archive", participants=sorted({m.sender for m in part}), kind="archive",
        key_decisions=[CitedItem(text=f"{m.sender}: {m.text}", evidence=[m.seq],
                                 agreed_by=[m.sender], date=day) for m in part[:2]],
        period_from=first.timestamp[:10], period_to=day, model="offline",
    )  # fmt: skip
    data = msgspec.to_builtins(masked(record))
    data["sender_seqs"] = {str(k): v for k, v in senders.items()}
    (summaries / f"{day}_archive_{number:06d}.json").write_bytes(msgspec.json.encode(data))


def build(root: DataRoot, total: int, theirs: int, archived_days: int = 0) -> None:
    """``total`` messages over ``DAYS`` days (``theirs`` of them the member's) and a
    summary file per ``SUMMARY_EVERY`` messages, written directly (not what is timed);
    the first ``archived_days`` days as archive summaries instead of day files."""
    rng = random.Random(5)
    member_at = set(rng.sample(range(1, total + 1), theirs))
    per_day = total // DAYS
    start = datetime(2025, 7, 1, tzinfo=TZ)
    summaries = root.summaries_dir(CHAT)
    ensure_dir(summaries)
    seq = archives = 0
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        for day in range(DAYS):
            base = start + timedelta(days=day)
            batch: list[MessageRecord] = []
            for i in range(per_day):
                seq += 1
                mine = seq in member_at
                batch.append(MessageRecord(
                    sender="민수" if mine else ("지은", "현우", "서연")[seq % 3],
                    sender_id=MEMBER if mine else 1000 + seq % 3,
                    text=f"{rng.choice(FILLER)} {rng.choice(SUBJECTS)} {rng.randrange(1000)}",
                    timestamp=(base + timedelta(seconds=i * 86400 / per_day)).isoformat(),
                    chat_id=CHAT, message_id=seq, seq=seq,
                ))  # fmt: skip
                if seq % SUMMARY_EVERY == 0:
                    record = SummaryRecord(
                        timestamp=batch[-1].timestamp, date=base.date().isoformat(),
                        message_range=MessageRange(seq - SUMMARY_EVERY + 1, seq),
                        summary=f"요약 {seq}", model="offline",
                        participants=sorted({m.sender for m in batch[-SUMMARY_EVERY:]}),
                    )  # fmt: skip
                    name = f"{base.date().isoformat()}_general_{seq // SUMMARY_EVERY:06d}.json"
                    (summaries / name).write_bytes(encode(masked(record)))
            if day >= archived_days:
                log.append(batch)
                continue
            for at in range(0, len(batch), 100):
                archives += 1
                archive_file(summaries, batch[at : at + 100], archives)


def main() -> None:
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--quick", action="store_true", help="100,000 messages instead of 1M")
    parser.add_argument("--archived-days", type=int, default=0, metavar="N",
                        help="the first N of the 100 days are archived (default 0)")  # fmt: skip
    args = parser.parse_args()
    total, theirs = (100_000, 1_000) if args.quick else (1_000_000, 10_000)
    with tempfile.TemporaryDirectory(prefix="bench-forget-") as tmp:
        root = DataRoot(Path(tmp) / "data")
        began = time.perf_counter()
        build(root, total, theirs, args.archived_days)
        with RecallIndex(root, CHAT) as index:
            index.catch_up()
        archived = args.archived_days * (total // DAYS)
        print(
            f"chat: {total:,} messages, {total // SUMMARY_EVERY:,} summaries, member "
            f"{theirs:,} messages; {args.archived_days} days archived ({archived:,} messages "
            f"in {-(-archived // 100):,} archive summaries); generated and indexed in "
            f"{time.perf_counter() - began:.1f} s"
        )

        scratch = Path(tmp) / "grep"
        scratch.mkdir()
        began = time.perf_counter()
        for day in sorted(root.log_dir(CHAT).glob("*.jsonl")):
            with open(scratch / day.name, "wb") as out:
                subprocess.run(["grep", "-v", "-F", f'"sender_id":{MEMBER},', str(day)],
                               stdout=out, check=False)  # fmt: skip
        grep_s = time.perf_counter() - began
        shutil.rmtree(scratch)

        marks: list[tuple[str, float]] = []
        began = time.perf_counter()

        def progress(step: str) -> None:
            marks.append((step, time.perf_counter() - began))

        report = anyio.run(lambda: forget_member(
            root, OfflineSummarizer(), CHAT, MEMBER, tz=TZ, now=datetime.now(UTC),
            progress=progress,
        ))  # fmt: skip
        forget_s = time.perf_counter() - began
        print(f"forget one member: {forget_s:.1f} s ({report.text()})")
        last = 0.0
        phases: dict[str, float] = {}
        for step, at in marks:
            phase = step.split(" ")[0].split(":")[0]
            phases[phase] = phases.get(phase, 0.0) + at - last
            last = at
        print("  per phase: " + ", ".join(f"{k} {v:.1f} s" for k, v in phases.items()))
        print(
            f"baseline grep -v -F over the day files (I/O floor of the log rewrite): {grep_s:.1f} s"
        )
        began = time.perf_counter()
        with RecallIndex(root, CHAT) as index:
            index.catch_up()
        print(f"recall index rebuilt lazily on next use: {time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
