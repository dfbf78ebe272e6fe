"""The single-writer lock: refuses a second writer by name, frees itself when one dies."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from groupchat_memory.store.exceptions import StorageError, WriterLockedError
from groupchat_memory.store.lock import WriterLock, read_holder

ROOT = Path(__file__).resolve().parents[2]


def hold_in_subprocess(path: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.store.workers.hold_lock", str(path)],
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


def open_fds() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


def test_a_lock_that_cannot_write_its_pid_gives_back_the_lock_and_its_descriptor(
    tmp_path: Path,
) -> None:
    if os.geteuid() != 0:
        pytest.skip("mounting a tiny full tmpfs needs root")
    mount = tmp_path / "tiny"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", str(mount)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        filler = mount / "filler"
        with filler.open("wb") as out, contextlib.suppress(OSError):
            out.write(b"x" * 65536)  # fills the filesystem: ENOSPC part-way
        path = mount / "groupchat" / ".writer.lock"
        before = open_fds()
        with pytest.raises(StorageError, match="free disk space"):
            WriterLock(path).acquire()
        assert open_fds() == before
        filler.unlink()
        with WriterLock(path) as lock:  # nobody holds it: the failed attempt gave it back
            assert lock.held and read_holder(path) == os.getpid()
    finally:
        subprocess.run(["umount", str(mount)], check=False)
