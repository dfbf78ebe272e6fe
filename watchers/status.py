"""``groupchat-memory watch --status``: what the ledger says, without the watcher running."""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec

from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.ledger import read_entries


class ChannelCounts(msgspec.Struct, kw_only=True):
    """How many files are in each state for one channel."""

    delivered: int = 0
    pending: int = 0
    in_doubt: int = 0  # "sending" in the file: the watcher died mid-delivery
    failed: int = 0


class Problem(msgspec.Struct, kw_only=True):
    """A delivery that failed for good or is waiting for a retry."""

    path: str
    title: str
    channel: str
    state: str
    attempts: int
    last_error: str | None
    next_attempt_at: str | None = None


class WatcherStatus(msgspec.Struct, kw_only=True):
    """The ledger summarised: counts per channel and every open problem."""

    ledger: str
    files: int
    channels: dict[str, ChannelCounts]
    failed: list[Problem]
    retrying: list[Problem]

    @property
    def healthy(self) -> bool:
        """No delivery has been given up on."""
        return not self.failed


def watcher_status(root: DataRoot) -> WatcherStatus:
    """Read the ledger of ``root`` (read-only use; the watcher may be running)."""
    path = root.watcher_ledger_path()
    entries = read_entries(path)
    counts: dict[str, ChannelCounts] = {}
    failed: list[Problem] = []
    retrying: list[Problem] = []
    for entry in entries:
        for channel, state in sorted(entry.channels.items()):
            bucket = counts.setdefault(channel, ChannelCounts())
            if state.state == "delivered":
                bucket.delivered += 1
                continue
            if state.state == "failed":
                bucket.failed += 1
            elif state.state == "sending":
                bucket.in_doubt += 1
            else:
                bucket.pending += 1
            if state.attempts == 0 and state.state == "pending":
                continue  # queued, never tried: not a problem yet
            nxt = None
            if state.next_attempt_at is not None:
                nxt = datetime.fromtimestamp(state.next_attempt_at, UTC).isoformat(
                    timespec="seconds"
                )
            problem = Problem(
                path=entry.path,
                title=entry.title,
                channel=channel,
                state=state.state,
                attempts=state.attempts,
                last_error=state.last_error,
                next_attempt_at=nxt,
            )
            (failed if state.state == "failed" else retrying).append(problem)
    return WatcherStatus(
        ledger=str(path),
        files=len(entries),
        channels=dict(sorted(counts.items())),
        failed=failed,
        retrying=retrying,
    )


def format_status(status: WatcherStatus) -> str:
    """Human-readable status for the terminal."""
    lines = [f"ledger: {status.ledger}", f"files: {status.files}"]
    if not status.channels:
        lines.append("no deliveries recorded yet")
    for name, c in status.channels.items():
        lines.append(
            f"{name:<9} delivered {c.delivered}  pending {c.pending}  "
            f"in doubt {c.in_doubt}  failed {c.failed}"
        )
    for title, problems in (("FAILED (gave up)", status.failed), ("retrying", status.retrying)):
        if problems:
            lines.append(f"{title}:")
        for p in problems:
            when = f", next try {p.next_attempt_at}" if p.next_attempt_at else ""
            lines.append(
                f"  [{p.channel}] {p.path} ({p.attempts} attempts{when}): {p.last_error or '-'}"
            )
    if status.failed:
        lines.append(
            "fix the cause, then start the watcher once with --retry-failed to try the "
            "failed deliveries again"
        )
    return "\n".join(lines)
