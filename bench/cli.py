"""What the bench scripts' command lines share."""

from __future__ import annotations


def described(doc: str | None) -> str:
    """A script's ``--help`` description: its docstring's first paragraph, whole, on one
    line (the first line alone stops mid-sentence where the paragraph wraps)."""
    return " ".join((doc or "").strip().split("\n\n")[0].split())
