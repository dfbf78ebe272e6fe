"""Private modes whatever the umask, and the data root layout."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.files import create_exclusive_atomic, write_atomic
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir
from groupchat_memory.store.records import MessageRecord


@pytest.fixture(params=[0o000, 0o022, 0o077])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_every_file_and_folder_the_store_makes_is_private(tmp_path: Path, umask: int) -> None:
    root = DataRoot(tmp_path / "memory")
    chat = -1001234567890
    log = MessageLog(root.log_dir(chat), ZoneInfo("Asia/Seoul"))
    log.append([MessageRecord(sender="a", text="b", timestamp=datetime(2026, 3, 15).isoformat())])
    create_exclusive_atomic(root.summaries_dir(chat), date(2026, 3, 15), "general", b"{}", ".json")
    create_exclusive_atomic(root.insights_dir(), date(2026, 3, 15), "insight", b"# x")
    open_db(root.state_path(chat)).insert({"n": 1})
    open_db(root.watcher_ledger_path()).insert({"n": 1})
    write_atomic(root.root / "inbox" / "index.md", b"x")
    with WriterLock(root.writer_lock_path()):
        pass
    log.close()

    made = [p for p in (tmp_path / "memory").rglob("*")] + [tmp_path / "memory"]
    assert len(made) >= 14
    for path in made:
        expected = 0o700 if path.is_dir() else 0o600
        assert mode(path) == expected, f"{path} has mode {oct(mode(path))} under umask {umask:o}"


def test_ensure_dir_leaves_existing_parents_alone(tmp_path: Path) -> None:
    os.chmod(tmp_path, 0o755)
    ensure_dir(tmp_path / "a" / "b")
    assert mode(tmp_path) == 0o755
    assert mode(tmp_path / "a") == 0o700
    assert mode(tmp_path / "a" / "b") == 0o700


def test_ensure_dir_refuses_a_file_in_the_way(tmp_path: Path) -> None:
    (tmp_path / "f").write_text("x")
    with pytest.raises(NotADirectoryError):
        ensure_dir(tmp_path / "f")


def test_the_data_root_layout_matches_the_design(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    base = tmp_path / "groupchat"
    assert root.root == base
    assert root.log_dir(-5) == base / "chats" / "-5" / "log"
    assert root.summaries_dir(-5) == base / "chats" / "-5" / "summaries"
    assert root.state_path(-5) == base / "chats" / "-5" / "state.json"
    assert root.dead_letter_path(-5) == base / "chats" / "-5" / "dead-letter.jsonl"
    assert root.insights_dir() == base / "insights"
    assert root.watcher_ledger_path() == base / "watcher.json"
    assert root.writer_lock_path() == base / ".writer.lock"


def test_chat_ids_lists_numeric_chat_folders_only(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    assert root.chat_ids() == []
    for name in ("-1001", "42", "notes", ".tmp"):
        (root.chats_dir() / name).mkdir(parents=True)
    (root.chats_dir() / "7").write_text("a file, not a chat")
    assert root.chat_ids() == [-1001, 42]
