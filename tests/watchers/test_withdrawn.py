"""A report withdrawn by an erasure leaves no title of the member's words in the
watcher's inbox files or its ledger, while the watcher runs."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import anyio
import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.insights import save_insight
from groupchat_memory.store.records import InsightRecord, MessageRange
from groupchat_memory.upkeep.scrub import WITHDRAWN_TITLE
from groupchat_memory.watchers.ledger import read_ledger
from groupchat_memory.watchers.status import format_status, watcher_status
from tests.bot.cli.test_forget_cli import CHAT, MARKER, MEMBER, seed, traces
from tests.watchers.workers.harness import inbox_entries
from tests.watchers.workers.rig import Setup, running

pytestmark = pytest.mark.anyio


async def test_a_withdrawn_report_takes_its_old_title_out_of_the_inbox_and_the_ledger(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)  # the CLI runs its own loop
    report = InsightRecord(
        chat_id=CHAT, chat_title="AI집단지성", title=f"{MARKER} 배포 회의 정리",
        created="2026-03-13T21:00:00+09:00", period_from="2026-03-12", period_to="2026-03-13",
        message_range=MessageRange(1, 60), body="민준의 제안을 정리했습니다",
    )  # fmt: skip
    async with running(s, s.settings()):
        save_insight(s.root, report)
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the report")
        assert {"groupchat/insights/INBOX.md", "groupchat/insights/inbox.jsonl"} <= set(
            traces(data)
        )
        argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", str(MEMBER),
                "--yes"]  # fmt: skip
        assert await anyio.to_thread.run_sync(partial(main, argv)) == 0
        # the withdrawn version is delivered too (Anu learns it was withdrawn)
        await s.until(lambda: len(s.inbox_hashes()) == 2, "the withdrawn report")
        await s.until(lambda: traces(data) == [], f"no old title left: {traces(data)}")
    assert traces(data) == []
    assert [e["title"] for e in inbox_entries(s.insights)] == [WITHDRAWN_TITLE] * 2
    markdown = (s.insights / "INBOX.md").read_text("utf-8")
    assert markdown.count(f"**{WITHDRAWN_TITLE}**") == 2


def report() -> InsightRecord:
    return InsightRecord(
        chat_id=CHAT, chat_title="AI집단지성", title=f"{MARKER} 배포 회의 정리",
        created="2026-03-13T21:00:00+09:00", period_from="2026-03-12", period_to="2026-03-13",
        message_range=MessageRange(1, 60), body="민준의 제안을 정리했습니다",
    )  # fmt: skip


def forget(data: Path) -> int:
    argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", str(MEMBER), "--yes"]
    return main(argv)


def states(s: Setup, channel: str) -> list[str]:
    """Each file's state for ``channel``, in the order the watcher first saw them."""
    entries, _ = read_ledger(s.root.watcher_ledger_path())
    return [e.channels[channel].state for e in sorted(entries, key=lambda e: e.first_seen)
            if channel in e.channels]  # fmt: skip


async def test_a_report_withdrawn_before_the_hook_got_it_sends_the_hook_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)
    fails = s.argv_log.with_name(s.argv_log.name + ".fail")
    fails.write_text("1000000")  # the hook is down: the report waits for a retry
    settings = s.settings(max_attempts=1000, backoff={"initial": 0.05, "max": 0.2})
    async with running(s, settings):
        save_insight(s.root, report())
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the report in the inbox")
        await s.until(lambda: fails.read_text().strip() != "1000000", "a failed attempt")
        assert await anyio.to_thread.run_sync(forget, data) == 0
        await s.until(lambda: len(s.inbox_hashes()) == 2, "the withdrawal in the inbox")
        fails.write_text("0")  # the hook is back
        await s.until(
            lambda: states(s, "command") in (["dropped", "dropped"], ["delivered"] * 2),
            "both versions settled for the hook",
        )
    # the hook never got the report: neither it nor a placeholder for it is sent
    assert s.command_paths() == []
    assert states(s, "command") == ["dropped", "dropped"]
    assert states(s, "inbox") == ["delivered", "delivered"]  # the inbox had it: it learns
    status = watcher_status(s.root)
    assert status.healthy and status.channels["command"].dropped == 2


async def test_a_report_written_and_withdrawn_while_the_watcher_was_down_is_not_sent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)
    save_insight(s.root, report())
    assert await anyio.to_thread.run_sync(forget, data) == 0
    async with running(s, s.settings()):
        await s.until(
            lambda: sorted(states(s, "command") + states(s, "inbox")) in (
                ["dropped", "dropped"], ["delivered", "delivered"]
            ),
            "the withdrawn report settled",
        )  # fmt: skip
    assert s.command_paths() == [] and s.inbox_hashes() == []
    assert "not sent 1" in format_status(watcher_status(s.root))
