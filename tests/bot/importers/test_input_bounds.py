"""Input read with bounds, through the real command line: a date the clock cannot hold,
a line or a stream without an end, a device in place of a file. Each is refused or
skipped by its number, in one line without a traceback, and the good lines are kept."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.importers.ingest import MAX_LINE_BYTES
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

CHAT = 5
SEOUL = ZoneInfo("Asia/Seoul")
LIMIT_S = 300  # a guard so that an unbounded read fails the test instead of hanging it


def cli(
    tmp_path: Path, *args: str, stdin: int | None = subprocess.DEVNULL, shell: str = ""
) -> subprocess.CompletedProcess[str]:
    """``python -m groupchat_memory.bot --data-dir DATA ARGS`` (``shell``: a pipe in front)."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC", "GROUPCHAT"))}
    command = [sys.executable, "-m", "groupchat_memory.bot", "--data-dir", str(tmp_path / "d")]
    if shell:
        line = " ".join(f"'{part}'" for part in [*command, *args])
        return subprocess.run(
            f"{shell} | {line}", shell=True, capture_output=True, text=True,
            cwd=tmp_path, env=environ, timeout=LIMIT_S,
        )  # fmt: skip
    return subprocess.run(
        [*command, *args], stdin=stdin, capture_output=True, text=True,
        cwd=tmp_path, env=environ, timeout=LIMIT_S,
    )  # fmt: skip


def row(mid: int, text: str, stamp: str) -> str:
    return json.dumps(
        {"sender": "민준", "text": text, "timestamp": stamp, "message_id": mid},
        ensure_ascii=False,
    )


def stored(tmp_path: Path) -> list[tuple[int | None, str]]:
    with MessageLog(DataRoot(tmp_path / "d").log_dir(CHAT), SEOUL) as log:
        return [(r.message_id, r.text) for r in log.scan()]


def test_a_line_dated_year_9999_or_year_1_is_skipped_by_its_number(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    lines = [
        row(1, "처음", "2026-03-15T09:00:00+09:00"),
        row(2, "먼 미래", "9999-12-31T23:59:59+00:00"),
        row(3, "아주 옛날", "0001-01-01T00:00:00-05:00"),
        row(4, "끝", "2026-03-15T09:01:00+09:00"),
    ]
    source.write_text("\n".join(lines) + "\n", "utf-8")

    done = cli(tmp_path, "ingest", "--chat", str(CHAT), str(source))

    assert done.returncode == 1, done.stderr  # some lines were wrong: a script must notice
    assert "Traceback" not in done.stderr and "unexpected error" not in done.stderr
    assert "recorded 2 messages, skipped 2" in done.stdout
    assert "2 timestamp out of range (1970-2099) (e.g. line 2)" in done.stdout
    assert stored(tmp_path) == [(1, "처음"), (4, "끝")]


def test_an_export_dated_year_9999_imports_the_rest(tmp_path: Path) -> None:
    export = {
        "name": "모임", "type": "private_supergroup", "id": 77,
        "messages": [
            {"id": 1, "type": "message", "date": "9999-12-31T23:59:59",
             "date_unixtime": "253402300799", "from": "민준", "text": "먼 미래"},
            {"id": 2, "type": "message", "date": "2026-03-10T09:00:00",
             "date_unixtime": "1773100800", "from": "서연", "text": "남는 말"},
        ],
    }  # fmt: skip
    file = tmp_path / "result.json"
    file.write_text(json.dumps(export, ensure_ascii=False), "utf-8")

    done = cli(
        tmp_path, "import", "telegram-export", str(file), "--chat", str(CHAT), "--no-personas"
    )

    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "recorded 1 messages, skipped 1: 1 timestamp out of range" in done.stdout
    assert stored(tmp_path) == [(2, "남는 말")]


def test_a_line_over_the_bound_is_skipped_by_its_number_and_not_held(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    with source.open("w", encoding="utf-8") as out:
        out.write(row(1, "앞", "2026-03-15T09:00:00+09:00") + "\n")
        out.write(row(2, "가" * (MAX_LINE_BYTES // 3 + 1), "2026-03-15T09:01:00+09:00") + "\n")
        out.write(row(3, "뒤", "2026-03-15T09:02:00+09:00") + "\n")

    done = cli(tmp_path, "ingest", "--chat", str(CHAT), str(source))

    assert done.returncode == 1, done.stderr
    assert "skipped 1: 1 line longer than 16 MiB (e.g. line 2)" in done.stdout
    assert stored(tmp_path) == [(1, "앞"), (3, "뒤")]


@pytest.mark.parametrize("how", ["argument", "redirected", "piped"])
def test_dev_zero_is_refused_without_growing(tmp_path: Path, how: str) -> None:
    args = ["ingest", "--chat", str(CHAT)]
    with open("/dev/zero", "rb") as zero:
        if how == "argument":
            done = cli(tmp_path, *args, "/dev/zero")
        elif how == "redirected":
            done = cli(tmp_path, *args, stdin=zero.fileno())
        else:
            done = cli(tmp_path, *args, shell="cat /dev/zero")

    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    if how == "piped":
        assert "goes on past 256 MiB" in done.stderr and "save it to a file" in done.stderr
    else:
        assert "not a file, a pipe or a terminal" in done.stderr
    assert not (tmp_path / "d").exists()  # nothing was recorded, not even a folder


def test_an_import_of_a_device_or_a_fifo_is_refused(tmp_path: Path) -> None:
    done = cli(tmp_path, "import", "telegram-export", "/dev/zero", "--chat", str(CHAT))
    assert done.returncode == 2 and "/dev/zero is not a regular file" in done.stderr
    assert "save it to a file and pass that" in done.stderr
    done = cli(tmp_path, "import", "telegram-export", str(tmp_path / "gone.json"))
    assert done.returncode == 2 and "gone.json: no such file; check the path" in done.stderr

    old = tmp_path / "old"
    old.mkdir()
    os.mkfifo(old / "2026-03-01.json")  # nobody writes it: opening it must not wait
    (old / "2026-03-02.json").write_text(
        json.dumps([{"sender": "민준", "text": "옛 말", "timestamp": "2026-03-02T10:00:00"}]),
        "utf-8",
    )
    done = cli(tmp_path, "import", "legacy", str(old), "--chat", str(CHAT))
    assert done.returncode == 0, done.stderr
    assert "recorded 1 messages, skipped 1: 1 file not read" in done.stdout
    assert "2026-03-01.json is not a regular file" in done.stdout
    assert stored(tmp_path) == [(None, "옛 말")]
