"""``python -m watchers``: the insight watcher as its own process (tests SIGKILL it)."""

from __future__ import annotations

import sys

from groupchat_memory.watchers.cli import main

if __name__ == "__main__":
    sys.exit(main())
