"""Rebuilding a corrupt ledger from the inbox, so that losing it does not resend everything.

The inbox lists the content hash of every file it received, and every channel is tried
for a file at the same time, so a hash the inbox lists counts as delivered everywhere.
Files on disk that the inbox does not list are delivered again after the rebuild (the
inbox checks its own files first, so it never lists one twice). Without an inbox there
is nothing to rebuild from: every file is sent again, and the log and status say so.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from groupchat_memory.watchers.inbox import read_inbox
from groupchat_memory.watchers.ledger import ChannelState, Ledger, LedgerEntry, Recovery, utc_now


def rebuild_from_inbox(ledger: Ledger, inbox_dir: Path, channels: Sequence[str]) -> Recovery:
    """Add an entry, delivered on every channel, per hash the inbox lists; note the recovery.

    Blocking (reads the inbox files); ``ledger.commit()`` afterwards makes it durable.
    """
    rebuilt = 0
    for digest, line in read_inbox(inbox_dir).items():
        if digest in ledger.entries:
            continue
        states = {
            name: ChannelState(state="delivered", delivered_at=line.time) for name in channels
        }
        ledger.put(
            LedgerEntry(
                hash=digest,
                path=line.path,
                first_seen=line.time,
                title=line.title,
                chat=line.chat,
                period=line.period,
                channels=states,
            )
        )
        rebuilt += 1
    moved = ledger.corrupt_path
    recovery = Recovery(at=utc_now(), moved_to=str(moved) if moved else "-", rebuilt=rebuilt)
    ledger.notes.recoveries.append(recovery)
    ledger.mark_notes()
    return recovery
