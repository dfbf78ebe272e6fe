"""``doctor`` tells the recall as it stands: a data root mounted read-only (what still
answers and what cannot record), each chat's keyword index and message vectors (read
without writing), a vector file of another model, and trained weights that do not read
(the real CLI on a real data root)."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.understanding import assent, uptake, veto
from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.test_read_only_root import CHAT, read_only_view, seeded


def doctor(data: Path, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    main(["--data-dir", str(data), "doctor", "--offline"])
    return capsys.readouterr().out


def broken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, part: ModuleType, name: str, text: str
) -> Path:
    """``part``'s weights read from ``name``, a file cut short (``text``): weights that do
    not read."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(part, "PART", replace(part.PART, path=path))
    return path


def test_doctor_tells_what_a_read_only_data_root_still_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seeded(tmp_path)
    assert main(["--data-dir", str(data), "embed", "--chat", str(CHAT)]) == 0
    with read_only_view(data, tmp_path / "ro") as ro:
        out = doctor(ro, capsys)
    line = next(x for x in out.splitlines() if x.startswith("✗ disk:"))
    assert "cannot be written" in line and "the read commands still answer" in line, out
    assert "cannot record" in line and "keeps those messages in memory" not in line
    assert "remount the data root read-write" in out
    assert "✓ recall: the keyword index is built for 1 of 1 chats; 30 of their 30" in out


def test_doctor_counts_the_indexed_and_embedded_messages_and_names_a_foreign_vector_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seeded(tmp_path)
    out = doctor(data, capsys)
    assert "✓ recall: the keyword index is built for 0 of 1 chats (the others build" in out
    assert main(["--data-dir", str(data), "search", "--chat", str(CHAT), "배포"]) == 0
    out = doctor(data, capsys)
    assert "built for 1 of 1 chats; 0 of their 30 messages have vectors (the service" in out
    assert main(["--data-dir", str(data), "embed", "--chat", str(CHAT)]) == 0
    out = doctor(data, capsys)
    assert "built for 1 of 1 chats; 30 of their 30 messages have vectors\n" in out
    with sqlite3.connect(DataRoot(data).vectors_path(CHAT)) as db:
        db.execute("update meta set value = 'another/model text' where key = 'model'")
    db.close()
    out = doctor(data, capsys)
    assert "! recall: the vector file" in out and "another/model text vectors" in out
    assert f"run `groupchat-memory embed --chat {CHAT}`" in out


def test_doctor_says_when_the_to_do_veto_weights_do_not_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = seeded(tmp_path)
    out = doctor(data, capsys)
    ok = "✓ trained parts: the uptake reader, the to-do veto, the subject words and the"
    assert f"{ok} assent reader read" in out
    path = broken(tmp_path, monkeypatch, veto, "todo_veto.json", '{"version": 1, "features": [')
    out = doctor(data, capsys)
    assert f"✗ the to-do veto's weights {path} cannot be read" in out
    assert "/할일 shows the rules' to-dos alone" in out and "reinstall groupchat-memory" in out
    assert veto.RETRAIN in out  # the shipped command, not a plain --write-weights


def test_doctor_says_when_the_assent_reader_weights_do_not_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = seeded(tmp_path)
    path = broken(tmp_path, monkeypatch, assent, "assent.json", '{"version": 1, "coef": [')
    out = doctor(data, capsys)
    assert f"✗ the assent reader's weights {path} cannot be read" in out
    assert "/결정's agreed are the rules'" in out and "reinstall groupchat-memory" in out
    assert assent.RETRAIN in out  # the assent reader's own trainer


def test_doctor_says_when_the_uptake_reader_weights_do_not_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The uptake reader reads no vectors: it is checked with semantic recall off too."""
    data = seeded(tmp_path)
    path = broken(tmp_path, monkeypatch, uptake, "uptake.json", '{"version": 1, "threshold": ')
    out = doctor(data, capsys)
    assert f"✗ the uptake reader's weights {path} cannot be read" in out
    assert "/결정 shows the rules' decisions alone" in out and "reinstall groupchat-memory" in out
    assert uptake.RETRAIN in out  # its own trainer, not another part's
    assert "✓ trained parts" not in out
