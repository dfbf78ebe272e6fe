"""A data root mounted read-only (a backup, a reader without write access): the read
commands answer from it, the derived recall index goes to a temporary copy with a note."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main

CHAT = 5


@contextmanager
def read_only_view(source: Path, target: Path) -> Iterator[Path]:
    """``source`` bind-mounted read-only at ``target`` (root only; skipped otherwise)."""
    target.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "--bind", str(source), str(target)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot bind-mount here: {done.stderr.decode().strip()}")
    try:
        subprocess.run(["mount", "-o", "remount,ro,bind", str(target)], check=True)
        yield target
    finally:
        subprocess.run(["umount", "-l", str(target)], check=False, capture_output=True)


def seeded(tmp_path: Path) -> Path:
    rows = [
        {
            "sender": "민수",
            "text": f"배포 일정 이야기 {i}",
            "message_id": i,
            "timestamp": f"2026-03-12T20:{i:02d}:00+09:00",
        }
        for i in range(30)
    ]
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    return data


@pytest.mark.parametrize("indexed_before", [False, True])
def test_search_and_context_answer_from_a_read_only_data_root(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    indexed_before: bool,
) -> None:
    data = seeded(tmp_path)
    if indexed_before:
        assert main(["--data-dir", str(data), "search", "--chat", str(CHAT), "배포"]) == 0
    capsys.readouterr()
    with read_only_view(data, tmp_path / "ro") as ro:
        args = ["--data-dir", str(ro)]
        assert main([*args, "search", "--chat", str(CHAT), "--json", "이야기 7"]) == 0
        out, err = capsys.readouterr()
        found = json.loads(out)
        assert [m["text"] for m in found] == ["배포 일정 이야기 7"]
        assert main([*args, "context", "--chat", str(CHAT), "--json", "배포 일정"]) == 0
        out, err2 = capsys.readouterr()
        answer = json.loads(out)
        assert "배포 일정 이야기 29" in answer["context"]
        before = sorted(p.relative_to(ro) for p in ro.rglob("*"))
    for note in (err, err2):  # one line saying why, never a traceback
        assert note.count("temporary copy") == 1 and "Traceback" not in note, note
    assert sorted(p.relative_to(data) for p in data.rglob("*")) == before
