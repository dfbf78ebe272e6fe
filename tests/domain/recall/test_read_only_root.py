"""A data root mounted read-only (a backup, a reader without write access): the read
commands answer from it, the derived recall index and the message vectors go to temporary
copies, each with a note saying what to do, once; `embed` says it would keep nothing."""

from __future__ import annotations

import json
import logging
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain import queries
from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.test_ranking import CHAT as SEMANTIC_CHAT
from tests.domain.recall.test_semantic import ON, QUESTION, _embedded

CHAT = 5
VET_SEQ = 21  # the vet's line in test_semantic's chat


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
    # one line saying why and what to do, once in a process, never a traceback
    assert err.count("temporary copy") == 1 and "make the data root writable" in err, err
    assert "recall index" not in err2 and "Traceback" not in err + err2, err2
    assert sorted(p.relative_to(data) for p in data.rglob("*")) == before


def test_semantic_recall_reads_the_vectors_of_a_read_only_data_root(
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    vet_vectors: DataRoot,
) -> None:
    with _embedded(
        tmp_path / "data", vet_vectors
    ):  # the chat indexed and embedded, its files closed
        pass
    with read_only_view(tmp_path / "data", tmp_path / "ro") as ro:
        root = DataRoot(ro)
        caplog.set_level(logging.WARNING)
        for _ in range(2):  # a process that answers again (the API) says it once
            found = queries.context(root, SEMANTIC_CHAT, QUESTION, 700, settings=ON)
            assert VET_SEQ in {m.seq for m in found.messages}  # the paraphrase, by meaning
        before = sorted(p.relative_to(ro) for p in ro.rglob("*"))
    notes = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(notes) == len(set(notes)) == 3, notes  # index, vectors, decisions: once each
    assert all("make the data root writable" in n and "nothing is lost" in n for n in notes)
    assert not any("keywords only" in n for n in notes)
    assert (
        sorted(p.relative_to(tmp_path / "data") for p in (tmp_path / "data").rglob("*")) == before
    )


def test_embed_on_a_read_only_data_root_says_it_would_keep_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seeded(tmp_path)
    capsys.readouterr()
    with read_only_view(data, tmp_path / "ro") as ro:
        assert main(["--data-dir", str(ro), "embed", "--chat", str(CHAT)]) == 1
    _, err = capsys.readouterr()
    assert "cannot be written" in err and "writable data root" in err, err
    assert "Traceback" not in err
