"""A replay (``ingest``) saves a chat's state once per many summaries: SIGKILL it half way,
rerun it, and nothing is lost and no window is summarized twice (issue 15)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.importers.progress import REPLAY_COMMIT_EVERY
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.index import SummaryIndex
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

CHAT = -1001
T0 = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
COUNT = 6 * 400  # 400 bursts 45 minutes apart: a silence summary after each
REPO = Path(__file__).resolve().parents[3]


def history(path: Path) -> Path:
    rows = []
    for i in range(COUNT):
        when = T0 + timedelta(minutes=(i // 6) * 45 + i % 6)
        row = {"sender": f"user{i % 4}", "text": f"메시지 {i}", "timestamp": when.isoformat()}
        rows.append(json.dumps({**row, "message_id": i + 1}, ensure_ascii=False))
    path.write_text("\n".join(rows) + "\n", "utf-8")
    return path


def ingest(data: Path, source: Path) -> subprocess.Popen[bytes]:
    argv = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), "--offline", "--quiet"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GROUPCHAT_", "ANTHROPIC"))}
    return subprocess.Popen(
        [sys.executable, "-m", "groupchat_memory.bot", *argv, str(source)],
        cwd=data.parent,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def indexed_lines(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def test_sigkill_during_a_batched_replay_loses_nothing_and_summarizes_no_window_twice(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    source = history(tmp_path / "year.jsonl")
    root: DataRoot = load_config(None, data_dir_override=data, environ={}).root
    index_file = root.summary_index_path(CHAT)
    first = ingest(data, source)
    try:
        # wait (bounded) until the replay is past its first batched state save and inside
        # the next batch: summaries indexed that state.json does not know of yet
        deadline = time.monotonic() + 120
        while indexed_lines(index_file) < REPLAY_COMMIT_EVERY + 10:
            assert first.poll() is None, first.communicate()
            assert time.monotonic() < deadline, "the replay made no progress"
            time.sleep(0.02)
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate()
    done_before = indexed_lines(index_file)
    assert done_before < COUNT // 6, "killed too late to test anything"

    second = ingest(data, source)
    _, err = second.communicate(timeout=600)
    assert second.returncode == 0, err.decode()

    tz = load_config(None, environ={}).memory.tz
    with MessageLog(root.log_dir(CHAT), tz) as log:
        ids = [r.message_id or 0 for r in log.scan() if r.kind == "message"]
    assert sorted(ids) == list(range(1, COUNT + 1))  # every message once: none lost
    ranges = sorted(
        (r.message_range.from_, r.message_range.to)
        for _, r in summary_files(root.summaries_dir(CHAT))
    )
    covered = [seq for a, b in ranges for seq in range(a, b + 1)]
    assert covered == list(range(1, COUNT + 1))  # each window exactly once, no gap
    with SummaryIndex(index_file) as index:
        assert sorted(name for name, _ in index.entries()) == sorted(
            name for name, _ in summary_files(root.summaries_dir(CHAT))
        )
