"""``ingest`` on a full disk: it gives up after ``writer_disk_wait_s`` with what to do,
frees the writer lock (the service can start), and a rerun once freed records the rest."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers_faults.filesystems import fill, small_tmpfs

CHAT = -100778
PADDING = "긴 메시지 " * 300  # bigger than what a full tmpfs may have left in a page


def lines(first: int, count: int) -> str:
    rows = [
        {
            "sender": "민수",
            "text": f"{PADDING}{i}",
            "message_id": i,
            "timestamp": f"2026-03-12T20:{i:02d}:00+09:00",
        }
        for i in range(first, first + count)
    ]
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def ingest(config: Path, data: Path, source: Path) -> int:
    argv = ["--config", str(config), "--data-dir", str(data), "ingest", "--chat", str(CHAT)]
    return main([*argv, "--offline", str(source)])


def test_ingest_on_a_full_disk_exits_with_what_to_do_and_frees_the_writer_lock(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = tmp_path / "config.toml"
    config.write_text(
        "[memory]\nwriter_disk_wait_s = 0.5\nwrite_retry_s = 0.05\nwrite_retry_max_s = 0.1\n"
    )
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text(lines(1, 3), "utf-8")
    second.write_text(lines(1, 8), "utf-8")
    with small_tmpfs(tmp_path / "disk") as disk:
        data = disk / "data"
        assert ingest(config, data, first) == 0
        filler = fill(disk)
        # one page left: the writer lock takes its pid, no record fits
        os.truncate(filler, filler.stat().st_size - 4096)
        capsys.readouterr()
        assert ingest(config, data, second) == 1
        err = capsys.readouterr().err
        assert "NOT recorded: free disk space, then run the same command again" in err
        assert "Traceback" not in err
        lock = WriterLock(DataRoot(data).writer_lock_path())
        lock.acquire()  # the service could start now
        lock.release()
        filler.unlink()
        assert ingest(config, data, second) == 0
        assert "recorded 5 messages, skipped 3" in capsys.readouterr().out
