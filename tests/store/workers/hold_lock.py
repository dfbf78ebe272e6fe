"""Take the writer lock, print "locked", then wait until stdin closes or the parent kills it.

Usage: python -m tests.store.workers.hold_lock LOCK_PATH
"""

from __future__ import annotations

import sys
from pathlib import Path

from groupchat_memory.store.lock import WriterLock


def main() -> None:
    lock = WriterLock(Path(sys.argv[1]))
    lock.acquire()
    sys.stdout.write("locked\n")
    sys.stdout.flush()
    sys.stdin.read()
    lock.release()


if __name__ == "__main__":
    main()
