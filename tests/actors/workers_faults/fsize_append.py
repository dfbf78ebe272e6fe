"""Worker: append a batch past RLIMIT_FSIZE (a real partial write, then EFBIG), report the
file size the failed append left, lift the limit and retry. Prints one JSON line.

    python -m tests.actors.workers_faults.fsize_append <log_dir> <records>
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from groupchat_memory.store.exceptions import StorageError
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def record(seq: int) -> MessageRecord:
    """A record big enough that a batch crosses the limit part-way."""
    return MessageRecord(
        sender="철수",
        text=f"메시지 {seq} " + "가" * 300,
        timestamp=(T0 + timedelta(seconds=seq)).isoformat(),
        chat_id=-1,
        seq=seq,
    )


def main() -> None:
    """First half fits, the second crosses the limit; then the retry must add each once."""
    directory, count = Path(sys.argv[1]), int(sys.argv[2])
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of death
    log = MessageLog(directory, ZoneInfo("Asia/Seoul"))
    records = [record(seq) for seq in range(1, count + 1)]
    log.append(records[:3])
    [path] = log.day_files()
    before = path.stat().st_size
    _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (before + 2000, hard))
    error = ""
    try:
        log.append(records[3:])
    except StorageError as exc:
        error = str(exc)
    after_failure = os.stat(path).st_size
    resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard))
    log.append(records[3:], retry=True)
    print(json.dumps({"before": before, "after_failure": after_failure, "error": error}))


if __name__ == "__main__":
    main()
