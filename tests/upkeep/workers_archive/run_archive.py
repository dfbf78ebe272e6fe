"""Run the archive over a data root, printing "step <n> <name>" after each durable step.

Usage: python -m tests.upkeep.workers_archive.run_archive DATA_DIR NOW OLDER_THAN_DAYS KILL_AT
With KILL_AT > 0 it stops at that step and waits on stdin, so the parent can SIGKILL it
exactly there; with KILL_AT = 0 it runs to the end and prints "finished".
"""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.archive import Step, run_archive

TZ = ZoneInfo("Asia/Seoul")


def main() -> None:
    """Parse the arguments and run the archive once."""
    data_dir, now, days, kill_at = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    count = 0

    def progress(chat_id: int, step: Step) -> None:
        nonlocal count
        count += 1
        print(f"step {count} {chat_id} {step}", flush=True)
        if count == kill_at:
            sys.stdin.readline()  # the parent kills us here

    async def run() -> None:
        report = await run_archive(
            DataRoot(Path(data_dir)),
            OfflineSummarizer(),
            older_than_days=days,
            now=datetime.fromisoformat(now),
            tz=TZ,
            progress=progress,
        )
        print("finished" if report.ok else "failed", flush=True)

    anyio.run(run)


if __name__ == "__main__":
    main()
