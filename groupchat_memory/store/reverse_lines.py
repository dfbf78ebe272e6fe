"""Whole lines of an append-only file, newest first, read backwards in blocks.

An answer that wants the last few lines of a long file (the newest summaries, a page of a
table of contents) reads only as far back as it needs, whatever the file's length. A last
line without its newline is an append in progress or cut short: it is not yielded.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

_BLOCK = 64 * 1024


def lines_backwards(path: Path, block: int = _BLOCK) -> Iterator[bytes] | None:
    """The complete lines of ``path`` (without their newline), last first; None when
    there is no such file. Empty lines are skipped. The file is opened on the first
    line asked for and closed when the iterator is exhausted or dropped (an iterator never
    started holds nothing open)."""
    if not os.path.exists(path):
        return None
    return _backwards(path, block)


def _backwards(path: Path, block: int) -> Iterator[bytes]:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:  # removed since: nothing to read
        return
    try:
        pos = os.fstat(fd).st_size
        pieces: list[bytes] = []  # the line being gathered, right to left
        complete = False  # whether a newline ends what is in ``pieces``
        while pos > 0:
            step = min(block, pos)
            pos -= step
            chunk = os.pread(fd, step, pos)
            parts = chunk.split(b"\n")
            if len(parts) == 1:  # inside a line longer than a block
                pieces.append(chunk)
                continue
            pieces.append(parts[-1])
            line = pieces[0] if len(pieces) == 1 else b"".join(reversed(pieces))
            if complete and line:
                yield line
            complete = True
            for line in reversed(parts[1:-1]):  # whole lines: no copy
                if line:
                    yield line
            pieces = [parts[0]]
        line = b"".join(reversed(pieces))
        if complete and line:
            yield line
    finally:
        os.close(fd)
