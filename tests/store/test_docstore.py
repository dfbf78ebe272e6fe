"""The crash-safe TinyDB storage: format, missing and corrupt files, versions."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from tinydb import Query, TinyDB
from tinydb.storages import JSONStorage

from groupchat_memory.store.docstore import FORMAT_VERSION, load_db, open_db, storage_of
from groupchat_memory.store.exceptions import StorageError


def test_a_missing_file_is_an_empty_database_and_is_not_created_by_reading(
    tmp_path: Path,
) -> None:
    path = tmp_path / "state.json"
    db, recovered = load_db(path)
    assert db.all() == [] and db.tables() == set()
    assert not recovered
    assert not path.exists()


def test_written_state_is_versioned_utf8_json_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    db = open_db(path)
    db.table("topics").insert({"tag": "점심메뉴", "pending": False})
    raw = path.read_bytes()
    assert "점심메뉴".encode() in raw and b"\\u" not in raw
    doc = json.loads(raw)
    assert doc["version"] == FORMAT_VERSION
    assert doc["tables"]["topics"]["1"] == {"tag": "점심메뉴", "pending": False}
    again = open_db(path)
    assert again.table("topics").search(Query().tag == "점심메뉴")[0]["pending"] is False


def test_a_corrupt_file_is_moved_aside_logged_and_flagged_for_rebuild(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "state.json"
    path.write_bytes(b'{"version": 1, "tables": {"_default": {"1": {"a"')
    with caplog.at_level(logging.ERROR, logger="groupchat_memory.store.docstore"):
        db, recovered = load_db(path)
    assert recovered
    assert db.all() == []
    aside = storage_of(db).corrupt_path
    assert aside is not None and aside.name.startswith("state.json.corrupt-")
    assert aside.read_bytes().startswith(b'{"version": 1')
    assert not path.exists()
    assert "corrupt" in caplog.text and "rebuild" in caplog.text
    db.insert({"rebuilt": True})
    assert open_db(path).all() == [{"rebuilt": True}]


def test_a_file_of_the_wrong_shape_counts_as_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text('["not", "tables"]')
    _, recovered = load_db(path)
    assert recovered


def test_a_newer_format_version_is_refused_not_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"version": FORMAT_VERSION + 1, "tables": {}}))
    with pytest.raises(StorageError, match="upgrade"):
        load_db(path)
    assert path.exists()


def test_a_file_written_by_tinydbs_own_json_storage_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "legacy.json"
    legacy = TinyDB(str(path), storage=JSONStorage, ensure_ascii=False)
    legacy.insert({"summary_counter": 12})
    legacy.close()
    db, recovered = load_db(path)
    assert not recovered
    assert db.all() == [{"summary_counter": 12}]


def test_no_temp_file_is_left_after_writes(tmp_path: Path) -> None:
    db = open_db(tmp_path / "state.json")
    for i in range(5):
        db.insert({"i": i})
    assert [p.name for p in tmp_path.iterdir()] == ["state.json"]


def test_temp_files_of_dead_writers_are_cleaned_when_opened(tmp_path: Path) -> None:
    stale = tmp_path / ".state.json.999999999.0123abcd.tmp"
    stale.write_bytes(b"{")
    open_db(tmp_path / "state.json")
    assert not stale.exists()
