"""A lost ledger (issue 13, item 8): empty or cut short, it is corrupt, never "new".

It is moved aside, rebuilt from the inbox and what is on disk, and reported in the log
and in ``watch --status``; what the inbox lists is not sent again.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from groupchat_memory.store.journal import journal_path_of
from groupchat_memory.watchers.cli import status_text
from groupchat_memory.watchers.status import watcher_status
from tests.watchers.workers.drops import WAYS, drop, insight_text
from tests.watchers.workers.harness import sha
from tests.watchers.workers.rig import Setup, running

pytestmark = pytest.mark.anyio


def empty(data: bytes) -> bytes:
    return b""


def cut_in_half(data: bytes) -> bytes:
    return data[: len(data) // 2]


@pytest.mark.parametrize("damage", [empty, cut_in_half])
async def test_a_damaged_ledger_is_moved_aside_and_rebuilt_from_the_inbox_not_resent(
    tmp_path: Path, damage: Callable[[bytes], bytes], caplog: pytest.LogCaptureFixture
) -> None:
    s = Setup(tmp_path)
    async with running(s, s.settings()):
        for i, way in enumerate(WAYS[:3]):
            drop(s.insights, s.scratch, f"old_{i}.md", insight_text(i), way)
        await s.until(
            lambda: len(s.command_paths()) == 3 and len(s.inbox_hashes()) == 3, "3 deliveries"
        )
    ledger = s.root.watcher_ledger_path()
    assert not journal_path_of(ledger).exists()  # a clean stop folds the journal in
    ledger.write_bytes(damage(ledger.read_bytes()))
    text, code = status_text(s.root)
    assert code == 1 and "LEDGER CORRUPT" in text
    drop(s.insights, s.scratch, "new.md", insight_text(9), "rename")  # while stopped

    async with running(s, s.settings()):
        await s.until(lambda: len(s.command_paths()) == 4, "the new file")
        await s.until(lambda: watcher_status(s.root).files == 4, "the rebuilt ledger")

    assert Counter(s.command_paths()) == Counter(
        str(s.insights / name) for name in ("old_0.md", "old_1.md", "old_2.md", "new.md")
    ), "nothing the inbox lists is sent again"
    assert sorted(s.inbox_hashes()) == sorted(sha(insight_text(i)) for i in (0, 1, 2, 9))
    aside = list(ledger.parent.glob("watcher.json.corrupt-*"))
    assert len(aside) == 1
    status = watcher_status(s.root)
    assert status.healthy and status.ledger_problem is None
    (recovery,) = status.recoveries
    assert (recovery.rebuilt, recovery.moved_to) == (3, str(aside[0]))
    for counts in status.channels.values():
        assert (counts.delivered, counts.pending, counts.failed) == (4, 0, 0)
    text, code = status_text(s.root)
    assert code == 0 and "ledger rebuilt" in text and "3 file(s)" in text
    assert any(
        r.levelno == logging.ERROR and "ledger was corrupt" in r.getMessage()
        for r in caplog.records
    )
