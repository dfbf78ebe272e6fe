"""Append batches to a MessageLog forever, printing "ok <batch>" after each durable append.

Usage: python -m tests.store.workers.append_loop LOG_DIR WORKER FIRST_BATCH [PAD] [COUNT]
The parent kills it with SIGKILL at a random ack; any batch it printed must be on disk.
With COUNT it stops after that many batches instead (the concurrent-writers test).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord

BATCH_SPAN = 1000


def batch_records(worker: str, batch: int, size: int, pad: int) -> list[MessageRecord]:
    """A batch whose records straddle midnight in Seoul half of the time (two day files)."""
    records = []
    for i in range(size):
        hour = 14 if batch % 2 else 15  # 14:xx UTC is 23:xx KST, 15:xx UTC is the next day
        records.append(
            MessageRecord(
                sender=worker,
                text=f"{worker} 배치 {batch} 메시지 {i} " + "가" * pad,
                timestamp=f"2026-03-15T{hour if i % 3 else 14}:{i % 60:02d}:00+00:00",
                chat_id=-100,
                message_id=batch * BATCH_SPAN + i,
                seq=batch * BATCH_SPAN + i,
            )
        )
    return records


def batch_sizes(first: int, count: int) -> dict[int, int]:
    """The size of each batch a worker started at ``first`` writes (seeded, reproducible)."""
    rng = random.Random(first)
    return {batch: rng.randint(1, 20) for batch in range(first, first + count)}


def main() -> None:
    log_dir, worker, first = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    pad = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    count = int(sys.argv[5]) if len(sys.argv) > 5 else None
    sizes = batch_sizes(first, count if count is not None else BATCH_SPAN)
    log = MessageLog(log_dir, ZoneInfo("Asia/Seoul"))
    batch = first
    while count is None or batch < first + count:
        log.append(batch_records(worker, batch, sizes[batch], pad))
        sys.stdout.write(f"ok {batch}\n")
        sys.stdout.flush()
        batch += 1


if __name__ == "__main__":
    main()
