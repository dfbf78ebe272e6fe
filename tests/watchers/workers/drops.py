"""The four ways a file arrives in a watched folder, done for real (``cp``/``mv`` binaries)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Literal

Way = Literal["rename", "write", "cp", "mv"]
WAYS: tuple[Way, ...] = ("rename", "write", "cp", "mv")


def insight_text(number: int, tag: str = "") -> bytes:
    """Distinct content (the ledger is keyed by content) with a small front matter."""
    return (
        f"---\ntitle: Insight {number}{tag}\nchat: AI집단지성\nperiod: 2026-01-01 ~ 2026-01-02\n"
        f"---\n\n# 핵심 논점 {number}\n\n- point {number}\n"
    ).encode()


def drop(folder: Path, scratch: Path, name: str, data: bytes, way: Way) -> Path:
    """Make ``folder/name`` appear with ``data`` the given way; return its path."""
    target = folder / name
    if way == "rename":
        tmp = folder / f".{name}.tmp"
        tmp.write_bytes(data)
        os.rename(tmp, target)
    elif way == "write":
        with open(target, "wb") as handle:
            handle.write(data)
    elif way == "cp":
        source = scratch / name
        source.write_bytes(data)
        subprocess.run(["cp", os.fspath(source), os.fspath(target)], check=True)
    else:
        source = scratch / name
        source.write_bytes(data)
        subprocess.run(["mv", os.fspath(source), os.fspath(target)], check=True)
    return target
