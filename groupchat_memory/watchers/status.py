"""``groupchat-memory watch --status``: what the ledger says, without the watcher running.

Besides the deliveries it shows the files the watcher refuses (symlinks, FIFOs, names
that are not UTF-8, files over the size limit) and a ledger that was found corrupt.
``report_watcher`` gives ``doctor`` the same findings.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

import msgspec

from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.files import display_name
from groupchat_memory.watchers.ledger import Recovery, SkippedFile, read_ledger


class ChannelCounts(msgspec.Struct, kw_only=True):
    """How many files are in each state for one channel."""

    delivered: int = 0
    pending: int = 0
    in_doubt: int = 0  # "sending" in the file: the watcher died mid-delivery
    failed: int = 0
    dropped: int = 0  # never sent on purpose: changed before its turn, or nothing to withdraw


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
    skipped: dict[str, SkippedFile] = {}
    recoveries: list[Recovery] = []
    ledger_problem: str | None = None  # the file is corrupt now (not yet rebuilt)

    @property
    def healthy(self) -> bool:
        """No delivery given up on, no file refused, a readable ledger."""
        return not self.failed and not self.skipped and self.ledger_problem is None


def watcher_status(root: DataRoot) -> WatcherStatus:
    """Read the ledger of ``root`` (read-only use; the watcher may be running)."""
    path = root.watcher_ledger_path()
    entries, notes = read_ledger(path)
    counts: dict[str, ChannelCounts] = {}
    failed: list[Problem] = []
    retrying: list[Problem] = []
    for entry in entries:
        for channel, state in sorted(entry.channels.items()):
            bucket = counts.setdefault(channel, ChannelCounts())
            if state.state == "delivered":
                bucket.delivered += 1
                continue
            if state.state == "dropped":
                bucket.dropped += 1
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
                path=display_name(entry.path),  # one line, whatever the name holds
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
        skipped=dict(sorted(notes.skipped.items())),
        recoveries=notes.recoveries,
        ledger_problem=_ledger_problem(path),
    )


def _ledger_problem(path: Path) -> str | None:
    """Whether the ledger file is unreadable right now (empty, cut short, not JSON)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot read {path}: {exc.strerror or exc}"
    if not data.strip():
        return f"{path} is empty"
    try:
        msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        return f"{path} is not valid JSON ({exc})"
    return None


def format_status(status: WatcherStatus) -> str:
    """Human-readable status for the terminal."""
    lines = [f"ledger: {status.ledger}", f"files: {status.files}"]
    if not status.channels:
        lines.append("no deliveries recorded yet")
    for name, c in status.channels.items():
        lines.append(
            f"{name:<9} delivered {c.delivered}  pending {c.pending}  "
            f"in doubt {c.in_doubt}  failed {c.failed}"
            + (f"  not sent {c.dropped}" if c.dropped else "")
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
    if status.skipped:
        lines.append(f"NOT DELIVERED ({len(status.skipped)} file(s) refused):")
        for name, skipped in status.skipped.items():
            lines.append(f"  {name} (since {skipped.since}): {skipped.reason}")
        lines.append("remove or replace those files; the watcher forgets them once they are gone")
    if status.ledger_problem:
        lines.append(
            f"LEDGER CORRUPT: {status.ledger_problem}; the next start moves it aside and "
            "rebuilds it from the inbox"
        )
    for recovery in status.recoveries[-3:]:
        lines.append(
            f"ledger rebuilt at {recovery.at}: the corrupt file is {recovery.moved_to}; "
            f"{recovery.rebuilt} file(s) taken as delivered from the inbox"
        )
    return "\n".join(lines)


class Reporter(Protocol):
    """Where ``report_watcher`` writes (``doctor``'s findings)."""

    def ok(self, text: str) -> None: ...

    def warn(self, text: str, fix: str | None = None) -> None: ...


def report_watcher(root: DataRoot, found: Reporter) -> None:
    """The watcher's health for ``doctor``: refused files, failed deliveries, the ledger."""
    status = watcher_status(root)
    if status.skipped:
        names = ", ".join(list(status.skipped)[:3])
        more = f" and {len(status.skipped) - 3} more" if len(status.skipped) > 3 else ""
        found.warn(
            f"insight watcher: {len(status.skipped)} file(s) refused, not delivered: {names}{more}",
            "see `groupchat-memory watch --status` for why; remove or replace them",
        )
    if status.failed:
        found.warn(
            f"insight watcher: {len(status.failed)} delivery(ies) given up",
            "see `groupchat-memory watch --status`, fix the cause, run `watch --retry-failed`",
        )
    if status.ledger_problem:
        found.warn(
            f"insight watcher: ledger unreadable: {status.ledger_problem}",
            "start the watcher: it moves the ledger aside and rebuilds it from the inbox",
        )
    if status.healthy:
        found.ok(f"insight watcher: {status.files} file(s) in the ledger, none refused or failed")
