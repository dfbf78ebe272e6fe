"""The understanding is kept in memory between reads: a reply reads its chat's decisions
and to-dos each time, and the chat's state is neither decoded nor written again for every
message (it is derived from the log: another process catches up from the log itself)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord
from tests.domain.understanding.test_ledger import CHAT, IDS, SEOUL, START, _ingested, _lines

ROOT = Path(__file__).resolve().parents[3]


def _stat(path: Path) -> tuple[int, int, int]:
    info = path.stat()
    return info.st_ino, info.st_size, info.st_mtime_ns


def _cli_todos(data: Path) -> list[str]:
    """``todos --json`` in another process: what it reads from the files alone."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    argv = [sys.executable, "-m", "groupchat_memory.bot", "--data-dir", str(data)]
    out = subprocess.run(
        [*argv, "todos", "--chat", str(CHAT), "--json"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    return [item["text"] for item in json.loads(out.stdout)["todos"]]


def test_a_new_message_is_read_without_writing_the_state_again(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines([(0, [("Sam", "I'll print the name badges on Thursday"), ("Leo", "thanks")])]),
    )
    [badges] = todos_answer(config, CHAT)
    path = ledger.state_path(config.root, CHAT)
    written = _stat(path)
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        seq = log.tail(1)[-1].seq + 1
        said = MessageRecord(
            sender="Priya", text="I'll book the venue by Friday", chat_id=CHAT, seq=seq,
            timestamp=(START + timedelta(minutes=5)).isoformat(), sender_id=IDS["Priya"],
            message_id=3,
        )  # fmt: skip
        log.append([said])
    shown = [t.text for t in todos_answer(config, CHAT)]
    assert shown == ["Priya: I'll book the venue by Friday", badges.text]
    assert _stat(path) == written  # fed in memory, not written back for one message
    # another process reads the file as it was and catches up from the log
    assert _cli_todos(tmp_path) == shown
    ledger.flush()  # a clean stop writes what was fed
    assert _stat(path) != written
    saved = json.loads(path.read_bytes())
    assert saved["state"]["cursor"] == seq
