"""A reply context's understanding reads the day files as its recall index's catch-up
listed them (listing them again was a stat a day file, each question). A listing taken
before more messages were logged loses none of them and feeds none twice: the next read
lists the log again and goes on from where the last one ended."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.understanding import ledger
from tests.domain.understanding.test_ledger import CHANGED_TWICE, CHAT, _ingested, _lines


def _decisions(root_dir: Path, *parts: list[str]) -> list[tuple[str, str]]:
    """Each part ingested in turn; the understanding read after the first part's index
    catch-up with that listing, then again as it lists the log itself."""
    config = _ingested(root_dir, parts[0])
    with RecallIndex(config.root, CHAT) as index:
        index.catch_up()
        listed = index.listed()
    assert listed is not None and len(listed) == 1  # the first day only
    for part in parts[1:]:
        _ingested(root_dir, part)
    early, _ = ledger.understood(config.root, CHAT, files=listed)
    found, _ = ledger.understood(config.root, CHAT)
    assert len(found) >= len(early)
    return [(e.status, e.text) for e in found]


def test_messages_logged_after_the_listing_are_understood_once(tmp_path: Path) -> None:
    lines = _lines(CHANGED_TWICE)
    whole = _ingested(tmp_path / "whole", lines)
    expected = [(e.status, e.text) for e in ledger.understood(whole.root, CHAT)[0]]
    assert len(expected) == 3  # the plan and the two that changed it
    # the listing is taken after the first day's first line: the rest of that day is
    # appended to the file it listed, the later days are files it does not list
    assert _decisions(tmp_path / "parts", lines[:1], lines[1:]) == expected
