"""A report withdrawn by an erasure leaves no title of the member's words in the
watcher's inbox files or its ledger, while the watcher runs."""

from __future__ import annotations

import os
import signal
from functools import partial
from pathlib import Path

import anyio
import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.insights import save_insight
from groupchat_memory.store.records import InsightRecord, MessageRange
from groupchat_memory.upkeep.scrub import WITHDRAWN_TITLE
from groupchat_memory.watchers.ledger import DONE, Ledger, read_ledger
from groupchat_memory.watchers.observer import watch
from groupchat_memory.watchers.status import format_status, watcher_status
from tests.bot.cli.test_forget_cli import CHAT, MARKER, MEMBER, seed, traces
from tests.watchers.workers.harness import inbox_entries, the_hook_is_back
from tests.watchers.workers.rig import Setup, running, spawn

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
        the_hook_is_back(s.argv_log)
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


def release(gate: Path) -> None:
    """End the hook run waiting on ``gate``; later runs do not wait."""
    fd = os.open(gate, os.O_WRONLY)  # blocks until the hook has the FIFO open
    try:
        gate.unlink()
        os.write(fd, b"go\n")
    finally:
        os.close(fd)


async def withdraw_and_wait_for_the_read(s: Setup, data: Path, path: str) -> None:
    """Withdraw the report at ``path``; return once the watcher has read the new file."""
    async with watch([s.insights]) as watching:
        assert await anyio.to_thread.run_sync(forget, data) == 0
        rewritten = False
        async for obs in watching.events:
            if obs.path == path and obs.kind == "moved":
                rewritten = True
            elif rewritten and obs.path == path and obs.kind == "closed_nowrite":
                return


@pytest.mark.parametrize("hook_got_it", [False, True])
async def test_a_report_withdrawn_while_the_hook_is_on_it_goes_after_the_hooks_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hook_got_it: bool
) -> None:
    """The watcher reads the withdrawal while an attempt to send the report is under
    way: if that attempt fails, the hook gets nothing; if it succeeds, the withdrawal."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)
    gate = s.argv_log.with_name(s.argv_log.name + ".gate")
    held = s.argv_log.with_name(s.argv_log.name + ".held")
    fails = s.argv_log.with_name(s.argv_log.name + ".fail")
    os.mkfifo(gate)
    fails.write_text("0" if hook_got_it else "1000000")
    settings = s.settings(max_attempts=1000, backoff={"initial": 0.05, "max": 0.2})
    async with running(s, settings):
        path = os.fspath(save_insight(s.root, report()))
        await s.until(held.exists, "the hook holding the report")
        await withdraw_and_wait_for_the_read(s, data, path)
        await anyio.to_thread.run_sync(release, gate)
        if not hook_got_it:
            await s.until(lambda: states(s, "command")[0] == "dropped", "the report dropped")
            the_hook_is_back(s.argv_log)
        await s.until(
            lambda: len(states(s, "command")) == 2 and set(states(s, "command")) <= set(DONE),
            "both versions settled for the hook",
        )
        # the inbox is a channel of its own: the withdrawal may reach it after the hook's
        # verdict (its ledger entry is written before the inbox is handed it)
        await s.until(
            lambda: len(states(s, "inbox")) == 2 and set(states(s, "inbox")) <= set(DONE),
            "both versions settled for the inbox",
        )
    if hook_got_it:  # it got the report, so it learns of the withdrawal
        assert s.command_paths() == [path, path]
        assert states(s, "command") == ["delivered", "delivered"]
    else:  # it never got the report: neither it nor a placeholder for it is sent
        assert s.command_paths() == []
        assert states(s, "command") == ["dropped", "dropped"]
    assert states(s, "inbox") == ["delivered", "delivered"]


async def test_a_report_withdrawn_during_a_resend_in_doubt_is_sent_even_if_the_resend_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash mid-send leaves unknown whether the hook got the report: the withdrawal
    goes to it, whatever the resend under way when it was read answers."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)
    fails = s.argv_log.with_name(s.argv_log.name + ".fail")
    fails.write_text("1000000")
    settings = s.settings(max_attempts=1000, backoff={"initial": 0.05, "max": 0.2})
    async with running(s, settings):
        path = os.fspath(save_insight(s.root, report()))
        await s.until(lambda: fails.read_text().strip() != "1000000", "a failed attempt")
        await s.until(lambda: states(s, "inbox") == ["delivered"], "the report in the inbox")
    ledger = Ledger(s.root.watcher_ledger_path())  # as if killed while the hook ran
    (entry,) = ledger.entries.values()
    entry.channels["command"].state = "sending"
    entry.channels["command"].next_attempt_at = None
    ledger.mark(entry.hash)
    await ledger.commit()
    ledger.close()
    gate = s.argv_log.with_name(s.argv_log.name + ".gate")
    held = s.argv_log.with_name(s.argv_log.name + ".held")
    os.mkfifo(gate)
    async with running(s, settings):
        await s.until(held.exists, "the resend holding the report")
        await withdraw_and_wait_for_the_read(s, data, path)
        await anyio.to_thread.run_sync(release, gate)  # the resend fails
        await s.until(lambda: states(s, "command")[0] == "dropped", "the report dropped")
        the_hook_is_back(s.argv_log)
        await s.until(lambda: states(s, "command") == ["dropped", "delivered"], "the withdrawal")
    assert s.command_paths() == [path]


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


async def test_a_report_withdrawn_while_the_watcher_lay_killed_mid_send_goes_to_the_hook(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The watcher, a real process, is SIGKILLed while the hook holds the report; the
    report is withdrawn while it is down. Whether the hook got the report is unknown
    (here its run failed, which the watcher cannot know), so at the next start the
    withdrawal goes to it, whichever the new process reads first: the report's resend,
    which finds the file changed, or the withdrawn file (before: the resend came first
    and, dropped, took the doubt with it, and the withdrawal was dropped as going to a
    hook that never got the report)."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)
    gate = s.argv_log.with_name(s.argv_log.name + ".gate")
    held = s.argv_log.with_name(s.argv_log.name + ".held")
    fails = s.argv_log.with_name(s.argv_log.name + ".fail")
    os.mkfifo(gate)
    config = tmp_path / "watcher.toml"
    config.write_text(
        f"""
[watcher]
rescan_seconds = 0
max_attempts = 1000
[watcher.backoff]
initial = 0.05
max = 0.2
[watcher.command]
argv = ["{s.script}", "{s.argv_log}", "{{path}}"]
chat_id = 99
key = "k"
""",
        encoding="utf-8",
    )
    log = tmp_path / "watcher.log"
    first = await spawn(tmp_path, config, s.root, log)
    try:
        path = os.fspath(save_insight(s.root, report()))
        await s.until(held.exists, "the hook holding the report")
    finally:
        first.kill()  # SIGKILL: the attempt under way records no outcome
        await first.wait()
    assert first.returncode == -signal.SIGKILL
    assert states(s, "command") == ["sending"]
    assert await anyio.to_thread.run_sync(forget, data) == 0  # while the watcher is down
    fails.write_text("1")  # the orphaned hook run fails: the hook never got the report
    await anyio.to_thread.run_sync(release, gate)
    await s.until(lambda: fails.read_text().strip() == "0", "the orphaned hook run over")
    second = await spawn(tmp_path, config, s.root, log)
    try:
        await s.until(
            lambda: len(states(s, "command")) == 2 and set(states(s, "command")) <= set(DONE),
            "both versions settled for the hook",
        )
    finally:
        second.terminate()
        await second.wait()
    assert states(s, "command") == ["dropped", "delivered"]
    assert s.command_paths() == [path]  # the withdrawal, as the report may have gone


async def test_a_withdrawal_waiting_for_the_hooks_answer_holds_no_other_file_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The watcher, a real process with one file worker: while the hook holds the report,
    the report is withdrawn (which waits for the hook's answer, up to the command's
    timeout) and another report is saved; the other report reaches the inbox before the
    hook answers (before: the only worker waited, and every file behind it)."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    s = Setup(tmp_path)
    data = await anyio.to_thread.run_sync(seed, tmp_path)
    gate = s.argv_log.with_name(s.argv_log.name + ".gate")
    held = s.argv_log.with_name(s.argv_log.name + ".held")
    os.mkfifo(gate)
    config = tmp_path / "watcher.toml"
    config.write_text(
        f"""
[watcher]
rescan_seconds = 0
workers = 1
[watcher.command]
argv = ["{s.script}", "{s.argv_log}", "{{path}}"]
chat_id = 99
key = "k"
""",
        encoding="utf-8",
    )
    other = InsightRecord(
        chat_id=CHAT, chat_title="AI집단지성", title="회비 정산 정리",
        created="2026-03-14T21:00:00+09:00", period_from="2026-03-14", period_to="2026-03-14",
        message_range=MessageRange(61, 80), body="회비는 만원씩",
    )  # fmt: skip
    watcher = await spawn(tmp_path, config, s.root, tmp_path / "watcher.log")
    try:
        path = os.fspath(save_insight(s.root, report()))
        await s.until(held.exists, "the hook holding the report")
        await withdraw_and_wait_for_the_read(s, data, path)
        save_insight(s.root, other)
        await s.until(lambda: len(s.inbox_hashes()) == 2, "the other report in the inbox")
        assert gate.exists()  # the hook has not answered yet
        await anyio.to_thread.run_sync(release, gate)
        await s.until(lambda: len(s.command_paths()) == 3, "every version at the hook")
        # the inbox is a channel of its own: the withdrawal may reach it after the hook
        await s.until(lambda: len(set(s.inbox_hashes())) == 3, "every version in the inbox")
    finally:
        watcher.kill()
        await watcher.wait()
        if gate.exists():  # a failed run: end the hook run left waiting on it
            await anyio.to_thread.run_sync(release, gate)
    assert len(set(s.inbox_hashes())) == 3
