"""Every file of a chat's recall folder is a path ``DataRoot`` derives: the layout is
written in one place (``store/paths.py``), and a command that makes the files writes
nothing else there."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.cli.main import main
from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.test_read_only_root import CHAT, seeded


def test_the_recall_folder_holds_only_the_paths_the_data_root_names(tmp_path: Path) -> None:
    data = seeded(tmp_path)
    assert main(["--data-dir", str(data), "embed", "--chat", str(CHAT)]) == 0
    assert main(["--data-dir", str(data), "search", "--chat", str(CHAT), "배포"]) == 0
    root = DataRoot(data)
    named = {
        root.recall_index_path(CHAT),
        root.vectors_path(CHAT),
        root.vector_codes_path(CHAT),
        root.vector_rows_path(CHAT),
    }
    found = set(root.index_dir(CHAT).iterdir())
    assert {root.recall_index_path(CHAT), root.vectors_path(CHAT)} <= found
    for path in found:  # SQLite's side files (recall.sqlite3-wal) go with their database
        assert path.with_name(path.name.split("-")[0]) in named, path
