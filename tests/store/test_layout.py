"""Every path of the data root comes from ``DataRoot``, and each lies where the layout
(memory/README.md) puts it: a chat's files in its folder, the root's own files under the
root, and none outside. The tables below name every path method, so a new one must say
where it lies before this passes, and a file name that changes (data left behind on disk
after an upgrade) fails here."""

from __future__ import annotations

import inspect
import os
from pathlib import Path

from groupchat_memory.store.paths import DataRoot

CHAT = -1001234567890  # a supergroup: negative ids are folder names too
OTHER = 42

# a chat's paths inside its folder (``chats/<id>/``), relative to it
IN_CHAT = {
    "chat_dir": ".",
    "log_dir": "log",
    "summaries_dir": "summaries",
    "summary_index_path": "summary_index.jsonl",
    "understanding_path": "understanding.json",
    "index_dir": "index",
    "recall_index_path": "index/recall.sqlite3",
    "vectors_path": "index/vectors.sqlite3",
    "vector_codes_path": "index/vectors.i8",
    "vector_rows_path": "index/vectors.rows",
    "state_path": "state.json",
    "dead_letter_path": "dead-letter.jsonl",
    "topics_path": "topics.jsonl",
    "archive_journal_path": "archive-journal.json",
    "forget_journal_path": "forget-journal.json",
    "forget_requests_path": "forget-requests.json",
    "offrecord_path": "offrecord.json",
}
# a chat's paths kept outside its folder on purpose (the folder may be what fails; a
# backfill is merged into it), relative to the root
BESIDE_CHAT = {
    "set_aside_path": "set-aside/{chat}.jsonl",
    "backfill_path": "backfill/{chat}",
}
# the root's own paths, relative to it
IN_ROOT = {
    "chats_dir": "chats",
    "set_aside_dir": "set-aside",
    "updates_dead_letter_path": "dead-letter-updates.jsonl",
    "migrations_path": "migrations.json",
    "seen_chats_path": "seen-chats.json",
    "usage_path": "persona-usage.json",
    "backfill_dir": "backfill",
    "insights_dir": "insights",
    "watcher_ledger_path": "watcher.json",
    "writer_lock_path": ".writer.lock",
}
NOT_DERIVING = {"require_chat", "chat_ids"}  # a check of the chat's folder, a listing


def within(path: Path, folder: Path) -> bool:
    """Whether ``path`` lies in ``folder`` once ``..`` is resolved (nothing is on disk)."""
    return Path(os.path.normpath(path)).is_relative_to(os.path.normpath(folder))


def chat_paths(root: DataRoot, chat_id: int) -> dict[str, Path]:
    return {name: getattr(root, name)(chat_id) for name in (*IN_CHAT, *BESIDE_CHAT)}


def test_the_tables_name_every_path_the_data_root_derives() -> None:
    methods = {
        name
        for name, _ in inspect.getmembers(DataRoot, inspect.isfunction)
        if not name.startswith("_")
    }
    assert methods - NOT_DERIVING == {*IN_CHAT, *BESIDE_CHAT, *IN_ROOT}


def test_every_path_of_one_chat_lies_where_the_layout_puts_it(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    folder = root.chat_dir(CHAT)
    assert folder == tmp_path / "groupchat" / "chats" / str(CHAT)
    paths = chat_paths(root, CHAT)
    for name, relative in IN_CHAT.items():
        assert within(paths[name], folder), (name, paths[name])
        assert paths[name] == Path(os.path.normpath(folder / relative)), name
    for name, relative in BESIDE_CHAT.items():
        assert within(paths[name], root.root), (name, paths[name])
        assert not within(paths[name], root.chats_dir()), (name, paths[name])
        assert paths[name] == root.root / relative.format(chat=CHAT), name
    for name, relative in IN_ROOT.items():
        path = getattr(root, name)()
        assert within(path, root.root), (name, path)
        assert not within(path, folder), (name, path)
        assert path == root.root / relative, name
    everything = [*paths.values(), *(getattr(root, name)() for name in IN_ROOT)]
    assert len(set(everything)) == len(everything)  # no two names for one file


def test_two_chats_share_none_of_their_paths(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    ours, theirs = chat_paths(root, CHAT), chat_paths(root, OTHER)
    assert not set(ours.values()) & set(theirs.values())
    for path in theirs.values():
        assert not within(path, root.chat_dir(CHAT)), path


def test_the_readme_lists_every_file_the_data_root_names() -> None:
    readme = (Path(__file__).parents[2] / "memory" / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1].split("```")[1]
    names = {Path(r).name for r in (*IN_CHAT.values(), *IN_ROOT.values())} - {"."}
    names |= {Path(r.format(chat="<chat_id>")).name for r in BESIDE_CHAT.values()}
    assert not {n for n in names if n not in layout}
