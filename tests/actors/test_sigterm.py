"""SIGTERM to a process running the actor system loses none of the messages it has taken."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_sigterm_with_ten_thousand_queued_messages_across_a_hundred_chats_loses_none(
    tmp_path: Path,
) -> None:
    chats, per_chat = 100, 100
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.actors.workers.sigterm_worker",
            str(tmp_path),
            str(chats),
            str(per_chat),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert worker.stdout is not None
        line = worker.stdout.readline()
        assert line.strip() == f"queued {chats * per_chat}", worker.stderr and worker.stderr.read()
        worker.send_signal(signal.SIGTERM)
        out, err = worker.communicate(timeout=120)
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
    assert worker.returncode == 0, err
    assert out.strip() == "drained"
    root, tz = DataRoot(tmp_path), MemorySettings().tz
    for chat_id in range(1, chats + 1):
        records = list(MessageLog(root.log_dir(chat_id), tz).scan())
        assert [r.text for r in records] == [
            f"{chat_id}:{i} 종료 직전 메시지" for i in range(per_chat)
        ]
        assert [r.seq for r in records] == list(range(1, per_chat + 1))
