"""Real failing filesystems for the fault tests: a tiny tmpfs that can be filled and freed,
and ``chattr +i`` folders. Both need root (or CAP_SYS_ADMIN / CAP_LINUX_IMMUTABLE); a
test that cannot get one is skipped with the reason, never faked.
"""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def small_tmpfs(path: Path, size: str = "512k") -> Iterator[Path]:
    """Mount a size-limited tmpfs at ``path`` for the block; unmounted in a finally."""
    path.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False, capture_output=True)


def fill(folder: Path) -> Path:
    """Write a filler file until the filesystem says ENOSPC; return it (delete to free)."""
    filler = folder / "filler.bin"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        chunk = b"\0" * 4096
        while True:
            try:
                os.write(fd, chunk)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC, exc
                break
        for size in (512, 64, 1):  # the last partial page too
            while True:
                try:
                    os.write(fd, chunk[:size])
                except OSError:
                    break
    finally:
        os.close(fd)
    return filler


def set_immutable(path: Path, on: bool) -> None:
    """``chattr +i``/``-i``: nothing can be created in (or renamed into) the folder."""
    done = subprocess.run(
        ["chattr", "+i" if on else "-i", str(path)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        if on:
            pytest.skip(f"chattr +i is not supported here: {done.stderr.strip()}")
        raise AssertionError(f"chattr -i {path} failed: {done.stderr}")
