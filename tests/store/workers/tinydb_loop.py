"""Write a TinyDB (SafeJSONStorage) in a loop, printing "ok <n>" after each durable write.

Usage: python -m tests.store.workers.tinydb_loop DB_PATH FIRST
The parent kills it with SIGKILL at a random ack; the file must always load.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tinydb import Query

from groupchat_memory.store.docstore import open_db


def main() -> None:
    path, n = Path(sys.argv[1]), int(sys.argv[2])
    db = open_db(path)
    state = db.table("state")
    summaries = db.table("summaries")
    while True:
        n += 1
        state.upsert(
            {"key": "counter", "value": n, "note": "요약 카운터 " * 20}, Query().key == "counter"
        )
        summaries.insert({"n": n, "file": f"2026-03-15_general_{n:03d}.json"})
        sys.stdout.write(f"ok {n}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
