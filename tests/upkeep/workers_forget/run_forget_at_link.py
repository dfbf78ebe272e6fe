"""Forget one member, stopping when a re-summarized file's temp is about to take its name.

Usage: python -m tests.upkeep.workers_forget.run_forget_at_link DATA_DIR CHAT USER
An audit hook catches the ``os.link`` or ``os.replace`` that names a summary's hidden temp
file (in ``summaries/``): it prints
"linking <temp>" and waits on stdin, so the parent can SIGKILL the process while the temp
file exists (what a power cut or OOM kill at that instant leaves behind).
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
    """Parse the arguments, arm the hook and run one erasure."""
    data_dir, chat, user = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

    def hook(event: str, args: tuple[object, ...]) -> None:
        named = event in ("os.link", "os.rename") and str(args[0]).endswith(".tmp")
        if named and Path(str(args[0])).parent.name == "summaries":
            print(f"linking {args[0]}", flush=True)
            sys.stdin.readline()  # the parent kills us here

    sys.addaudithook(hook)

    async def run() -> None:
        await forget_member(
            DataRoot(Path(data_dir)), OfflineSummarizer(), chat, user,
            tz=ZoneInfo("Asia/Seoul"), now=datetime.now(UTC),
        )  # fmt: skip
        print("finished", flush=True)

    anyio.run(run)


if __name__ == "__main__":
    main()
