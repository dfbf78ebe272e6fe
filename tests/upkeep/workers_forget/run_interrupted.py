"""Do what a start does before any actor runs: finish interrupted erasures and carry out
the confirmed ones not begun, printing "step <n> <name>" after each durable step.

Usage: python -m tests.upkeep.workers_forget.run_interrupted DATA_DIR KILL_AT
With KILL_AT > 0 it stops at that step and waits on stdin, so the parent can SIGKILL it
exactly there; with KILL_AT = 0 it runs to the end and prints "finished".
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.forget import finish_interrupted


def main() -> None:
    """Parse the arguments and finish what is open."""
    data_dir, kill_at = sys.argv[1], int(sys.argv[2])
    count = 0

    def progress(step: str) -> None:
        nonlocal count
        count += 1
        print(f"step {count} {step}", flush=True)
        if count == kill_at:
            sys.stdin.readline()  # the parent kills us here

    async def run() -> None:
        done = await finish_interrupted(
            DataRoot(Path(data_dir)), OfflineSummarizer(), ZoneInfo("Asia/Seoul"),
            datetime.now(UTC), progress,
        )  # fmt: skip
        print(f"finished {len(done)}", flush=True)

    anyio.run(run)


if __name__ == "__main__":
    main()
