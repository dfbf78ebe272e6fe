"""The single-writer lock: refuses a second writer by name, frees itself when one dies."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from store.exceptions import WriterLockedError
from store.lock import WriterLock, read_holder

ROOT = Path(__file__).resolve().parents[1]


def hold_in_subprocess(path: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.workers.hold_lock", str(path)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline() == "locked\n"
    return proc


def test_the_lock_file_names_the_holder_while_held(tmp_path: Path) -> None:
    path = tmp_path / "groupchat" / ".writer.lock"
    with WriterLock(path) as lock:
        assert lock.held
        assert read_holder(path) == os.getpid()
    assert read_holder(path) is None


def test_a_second_writer_is_refused_with_the_holders_pid(tmp_path: Path) -> None:
    path = tmp_path / ".writer.lock"
    proc = hold_in_subprocess(path)
    try:
        with pytest.raises(WriterLockedError) as info:
            WriterLock(path).acquire()
        assert info.value.holder_pid == proc.pid
        assert str(proc.pid) in str(info.value)
        assert info.value.exit_code == 3
    finally:
        proc.communicate("")
    assert proc.returncode == 0
    with WriterLock(path):
        pass


def test_the_lock_is_free_again_after_the_holder_is_killed(tmp_path: Path) -> None:
    path = tmp_path / ".writer.lock"
    proc = hold_in_subprocess(path)
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate()
    with WriterLock(path) as lock:
        assert lock.held
        assert read_holder(path) == os.getpid()


def test_two_locks_in_one_process_exclude_each_other(tmp_path: Path) -> None:
    path = tmp_path / ".writer.lock"
    with WriterLock(path), pytest.raises(WriterLockedError):
        WriterLock(path).acquire()
