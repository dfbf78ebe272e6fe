"""Forget one member of a data root, printing "step <n> <name>" after each durable step.

Usage: python -m tests.upkeep.workers_forget.run_forget DATA_DIR CHAT USER KILL_AT [MESSAGE]
With MESSAGE (an id) only that message of the user's goes. With KILL_AT > 0 it stops
at that step and waits on stdin, so the parent can SIGKILL it exactly there; with
KILL_AT = 0 it runs to the end and prints "finished".
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.upkeep.forget import forget_member


def main() -> None:
    """Parse the arguments and run one erasure."""
    data_dir, chat, user, kill_at = (
        sys.argv[1],
        int(sys.argv[2]),
        int(sys.argv[3]),
        int(sys.argv[4]),
    )
    message_id = int(sys.argv[5]) if len(sys.argv) > 5 else None
    count = 0

    def progress(step: str) -> None:
        nonlocal count
        count += 1
        print(f"step {count} {step}", flush=True)
        if count == kill_at:
            sys.stdin.readline()  # the parent kills us here

    async def run() -> None:
        report = await forget_member(
            DataRoot(Path(data_dir)), OfflineSummarizer(), chat, user,
            tz=ZoneInfo("Asia/Seoul"), now=datetime.now(UTC), progress=progress,
            message_id=message_id,
        )  # fmt: skip
        print(f"finished {report.messages}", flush=True)

    anyio.run(run)


if __name__ == "__main__":
    main()
