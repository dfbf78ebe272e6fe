"""A state read by older rules: built again from the log when the log holds the whole
chat, kept when the archive has taken days out of the log (built again, it would lose
their decisions and to-dos)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groupchat_memory.domain.understanding import ledger
from tests.upkeep.test_forget_archive import CHAT, SEOUL, archived_chat

pytestmark = pytest.mark.anyio


def _as_if_older(path: Path) -> None:
    saved = json.loads(path.read_text("utf-8"))
    saved["version"] = ledger.STATE_VERSION - 1
    path.write_text(json.dumps(saved, ensure_ascii=False), "utf-8")


async def test_an_older_state_of_an_archived_chat_keeps_the_archived_days_decisions(
    tmp_path: Path,
) -> None:
    root = await archived_chat(tmp_path)
    before = [(e.text, e.date) for e in ledger.decisions(root, CHAT, SEOUL)]
    assert ("서연: 워크숍 장소는 가평으로 확정했어요", "2025-01-03") in before
    _as_if_older(root.understanding_path(CHAT))
    assert [(e.text, e.date) for e in ledger.decisions(root, CHAT, SEOUL)] == before


async def test_an_older_state_of_a_chat_without_archived_days_is_read_again(
    tmp_path: Path,
) -> None:
    root = await archived_chat(tmp_path)
    assert ledger.decisions(root, CHAT, SEOUL)  # the archived day's, in the state
    for archived in root.summaries_dir(CHAT).glob("*_archive_*.json"):
        archived.unlink()  # no archived days: the state is read again from the log
    _as_if_older(root.understanding_path(CHAT))
    # the log holds only the recent day, with no decision: the older state is not kept
    assert ledger.decisions(root, CHAT, SEOUL) == []
