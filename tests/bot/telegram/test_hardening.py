"""The bot service's process keeps its secrets: once read, they leave its environment
(start-up block included) and no same-user process may read its memory or environment."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

PEEK = """\
import os, subprocess, sys
from groupchat_memory.bot.telegram.hardening import make_undumpable, scrub_environ

def peek():
    done = subprocess.run(["cat", f"/proc/{os.getpid()}/environ"], capture_output=True)
    return done.stdout if done.returncode == 0 else None

before = peek()
print("removed", scrub_environ(["SECRET_FOR_TEST", "NOT_SET_AT_ALL"]))
after_scrub = peek()
child = subprocess.run(["sh", "-c", "echo child=$SECRET_FOR_TEST"], capture_output=True, text=True)
print(child.stdout.strip())
print("seen before", b"s3cr3t-value" in before)
print("seen after scrub", b"s3cr3t-value" in after_scrub, b"SECRET_FOR_TEST=" in after_scrub)
print("undumpable", make_undumpable())
print("readable after", peek() is not None)
"""


def _as_other_user() -> list[str]:
    """Run as an ordinary user: root may read any process whatever its dumpable flag."""
    if os.geteuid() != 0:
        return [sys.executable]
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3"]


def _readable_copy(into: Path) -> Path:
    """The package where any user can read it: the checkout may sit in a private folder
    (``mktemp -d`` is 0700), which the ordinary user of the test cannot enter."""
    into.chmod(0o755)
    shutil.copytree(
        REPO / "groupchat_memory",
        into / "groupchat_memory",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    return into


def test_the_service_process_scrubs_its_secrets_and_is_unreadable_to_its_own_user() -> None:
    with tempfile.TemporaryDirectory(dir="/tmp") as folder:
        path = _readable_copy(Path(folder)) if os.geteuid() == 0 else REPO
        env = {
            "PATH": os.environ["PATH"],
            "PYTHONPATH": str(path),
            "SECRET_FOR_TEST": "s3cr3t-value",
        }
        done = subprocess.run(
            [*_as_other_user(), "-c", PEEK], env=env, cwd="/", capture_output=True, text=True
        )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "removed ['SECRET_FOR_TEST']",
        "child=",
        "seen before True",
        "seen after scrub False True",
        "undumpable True",
        "readable after False",
    ], done.stdout
