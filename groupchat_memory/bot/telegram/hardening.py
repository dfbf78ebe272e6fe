"""The service process keeps its secrets to itself once it has read them.

Any process of the same user may read ``/proc/<pid>/environ`` and ``/proc/<pid>/mem`` of a
dumpable process, and ``environ`` shows the block the process started with, whatever
``os.environ`` says later. So the service, after reading its configuration, removes every
secret variable from ``os.environ`` (children never inherit it), overwrites its value in
that start-up block, and marks itself not dumpable (``PR_SET_DUMPABLE``), which also keeps
``ptrace`` and core dumps away. Linux only; elsewhere it does nothing.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
from collections.abc import Iterable

logger = logging.getLogger(__name__)

_PR_SET_DUMPABLE = 4
# /proc/<pid>/stat fields (1-based) of the start-up environment block's bounds
_ENV_START, _ENV_END = 50, 51


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def make_undumpable() -> bool:
    """Forbid same-user processes to read this one's memory and environment."""
    if not sys.platform.startswith("linux"):
        return False
    if _libc().prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
        logger.warning(
            "could not mark the service not dumpable: %s", os.strerror(ctypes.get_errno())
        )
        return False
    return True


def _environ_block() -> tuple[int, int] | None:
    """Where the start-up environment lies in this process's memory."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
    except OSError:
        return None
    # fields[0] is field 3 (the state): the name in parentheses may hold spaces
    return int(fields[_ENV_START - 3]), int(fields[_ENV_END - 3])


def scrub_environ(names: Iterable[str]) -> list[str]:
    """Remove ``names`` from the environment, start-up block included; the names removed."""
    listed = sorted(set(names))
    wanted = {n.encode() for n in listed}
    removed = [n for n in listed if os.environ.pop(n, None) is not None]
    block = _environ_block() if sys.platform.startswith("linux") else None
    if block is None:
        return removed
    start, end = block
    try:
        with open("/proc/self/environ", "rb") as env:
            data = env.read()
    except OSError:
        return removed
    offset = 0
    for entry in data.split(b"\0"):
        name, eq, value = entry.partition(b"=")
        if eq and name in wanted and value and start + offset + len(entry) <= end:
            # libc's ``environ`` no longer points here (os.environ.pop unset it)
            ctypes.memset(start + offset + len(name) + 1, ord("*"), len(value))
            if name.decode() not in removed:
                removed.append(name.decode())
        offset += len(entry) + 1
    return removed
