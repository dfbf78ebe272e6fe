"""The trained veto reads the recall's vectors without writing: on a data root mounted
read-only (a backup, a reader without write access) it still takes away the banter."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.recall.semantic import embed_chat
from groupchat_memory.domain.understanding import veto
from tests.domain.recall.test_read_only_root import read_only_view
from tests.domain.understanding.test_ledger import CHAT, _ingested, _lines
from tests.domain.understanding.test_todo_veto import BANTER, REAL


def test_the_veto_reads_the_vectors_of_a_read_only_data_root(tmp_path: Path) -> None:
    veto.weights.cache_clear()  # the shipped weights (another test may have pointed elsewhere)
    config = _ingested(tmp_path / "data", _lines(BANTER))
    embed_chat(config.root, CHAT)  # written and closed: no write-ahead log is left
    with read_only_view(tmp_path / "data", tmp_path / "ro") as ro:
        read = load_config(None, data_dir_override=ro, environ={})
        assert [t.text for t in todos_answer(read, CHAT)] == [REAL]
