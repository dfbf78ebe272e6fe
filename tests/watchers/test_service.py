"""The watcher in-process: catch-up, partial files, retries, channels, status."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import anyio
import pytest

from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.channels import derive_key
from groupchat_memory.watchers.delivery import Delivery
from groupchat_memory.watchers.inbox import InboxChannel
from groupchat_memory.watchers.ledger import ChannelState, Ledger, LedgerEntry
from groupchat_memory.watchers.meta import InsightMeta
from groupchat_memory.watchers.status import format_status, watcher_status
from tests.fakes.fake_telegram import FakeBotAPI
from tests.watchers.workers.drops import WAYS, drop, insight_text
from tests.watchers.workers.harness import file_mode, inbox_entries, recorded_argvs, sha
from tests.watchers.workers.rig import Setup, ledger_state, running

pytestmark = pytest.mark.anyio

TOKEN = "4242:TEST-TOKEN-for-anu"


async def test_files_dropped_while_the_watcher_is_stopped_are_delivered_on_start(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    datas = [insight_text(i) for i in range(4)]
    for i, way in enumerate(WAYS):
        drop(s.insights, s.scratch, f"2026-01-01_insight_{i:03d}.md", datas[i], way)
    async with running(s, s.settings()):
        await s.until(
            lambda: len(s.inbox_hashes()) == 4 and len(s.command_paths()) == 4, "4 deliveries"
        )
    assert sorted(s.inbox_hashes()) == sorted(sha(d) for d in datas)
    assert sorted(s.command_paths()) == sorted(
        os.fspath(s.insights / f"2026-01-01_insight_{i:03d}.md") for i in range(4)
    )
    # a restart delivers nothing again; a new file still gets through
    async with running(s, s.settings()):
        drop(s.insights, s.scratch, "later.md", insight_text(99), "rename")
        await s.until(lambda: len(s.inbox_hashes()) == 5, "the new file")
    assert len(s.command_paths()) == 5
    assert len(set(s.inbox_hashes())) == 5
    assert file_mode(s.insights / "inbox.jsonl") == 0o600
    assert file_mode(s.root.watcher_ledger_path()) == 0o600


async def test_files_arriving_every_way_while_running_are_delivered_once_with_their_titles(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    async with running(s, s.settings()):
        for i, way in enumerate(WAYS * 3):
            drop(s.insights, s.scratch, f"live_{i:03d}.md", insight_text(i), way)
        await s.until(lambda: len(s.inbox_hashes()) >= 12, "12 inbox entries")
        await s.until(lambda: len(s.command_paths()) >= 12, "12 command runs")
    assert sorted(s.inbox_hashes()) == sorted(sha(insight_text(i)) for i in range(12))
    titles = {e["title"] for e in inbox_entries(s.insights)}
    assert titles == {f"Insight {i}" for i in range(12)}
    markdown = (s.insights / "INBOX.md").read_text()
    assert markdown.count("**Insight ") == 12
    assert "AI집단지성" in markdown
    # times in the configured zone (default Asia/Seoul), like every other answer
    assert markdown.count("+09:00 · **Insight ") == 12
    assert all(e["time"].endswith("+09:00") for e in inbox_entries(s.insights))


async def test_a_partially_written_file_is_not_delivered_until_it_is_closed(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    full = insight_text(1) + b"x" * 10_000
    async with running(s, s.settings()):
        async with await anyio.open_file(s.insights / "partial.md", "wb") as handle:
            await handle.write(full[:100])
            await handle.flush()
            # a later complete file proves the watcher has seen the partial one's events
            drop(s.insights, s.scratch, "sentinel.md", insight_text(2), "rename")
            await s.until(lambda: sha(insight_text(2)) in s.inbox_hashes(), "the sentinel")
            assert s.inbox_hashes() == [sha(insight_text(2))]
            await handle.write(full[100:])
        await s.until(lambda: len(s.inbox_hashes()) == 2, "the closed file")
    assert s.inbox_hashes() == [sha(insight_text(2)), sha(full)]


async def test_a_file_still_open_for_writing_at_start_waits_for_its_close(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    full = insight_text(7)
    async with await anyio.open_file(s.insights / "slow.md", "wb") as handle:
        await handle.write(full[:10])
        await handle.flush()
        async with running(s, s.settings()):
            drop(s.insights, s.scratch, "sentinel.md", insight_text(8), "rename")
            await s.until(lambda: len(s.inbox_hashes()) == 1, "the sentinel")
            await handle.write(full[10:])
            await handle.aclose()
            await s.until(lambda: len(s.inbox_hashes()) == 2, "the slow file")
    assert s.inbox_hashes() == [sha(insight_text(8)), sha(full)]


async def test_a_channel_failing_three_times_then_succeeding_delivers_once_and_records_attempts(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    (s.cmd_dir / "argv.log.fail").write_text("3")
    async with running(s, s.settings()):
        drop(s.insights, s.scratch, "flaky.md", insight_text(1), "write")
        await s.until(lambda: len(s.command_paths()) == 1, "the fourth attempt")
        await s.until(lambda: _state(s, "command").state == "delivered", "the ledger")
    assert s.command_paths() == [os.fspath(s.insights / "flaky.md")]
    state = _state(s, "command")
    assert (state.state, state.attempts, state.last_error) == ("delivered", 4, None)
    assert _state(s, "inbox").attempts == 1
    assert (s.cmd_dir / "argv.log.fail").read_text().strip() == "0"


def _state(s: Setup, channel: str) -> ChannelState:
    return ledger_state(s.root, channel)


async def test_a_delivery_is_given_up_after_max_attempts_and_shown_by_status(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    (s.cmd_dir / "argv.log.fail").write_text("100")
    async with running(s, s.settings(max_attempts=3)):
        drop(s.insights, s.scratch, "doomed.md", insight_text(1), "rename")
        await s.until(lambda: _state(s, "command").state == "failed", "the give-up")
    status = watcher_status(s.root)
    assert not status.healthy
    (problem,) = status.failed
    assert (problem.channel, problem.attempts) == ("command", 3)
    assert problem.last_error is not None and "boom" in problem.last_error
    assert status.channels["inbox"].delivered == 1
    assert "FAILED" in format_status(status)
    # once fixed, --retry-failed delivers it
    (s.cmd_dir / "argv.log.fail").write_text("0")
    async with running(s, s.settings(max_attempts=3), retry_failed=True):
        await s.until(lambda: len(s.command_paths()) == 1, "the retried delivery")
    assert watcher_status(s.root).healthy


async def test_a_pending_retry_survives_a_restart(tmp_path: Path) -> None:
    s = Setup(tmp_path)
    (s.cmd_dir / "argv.log.fail").write_text("1")
    slow = {"initial": 0.5, "factor": 2.0, "max": 0.5}
    async with running(s, s.settings(backoff=slow)):
        drop(s.insights, s.scratch, "retry.md", insight_text(1), "rename")
        await s.until(lambda: _state(s, "command").attempts == 1, "the first failure")
    state = _state(s, "command")
    assert state.state == "pending" and state.next_attempt_at is not None
    async with running(s, s.settings(backoff=slow)):
        await s.until(lambda: len(s.command_paths()) == 1, "the retry after restart")
    assert _state(s, "command").attempts == 2


async def test_the_same_content_under_a_new_name_is_not_delivered_again_but_a_change_is(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    async with running(s, s.settings()):
        drop(s.insights, s.scratch, "one.md", insight_text(1), "rename")
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the first file")
        drop(s.insights, s.scratch, "copy-of-one.md", insight_text(1), "cp")
        (s.insights / "one.md").write_bytes(insight_text(1, " (revised)"))
        await s.until(lambda: len(s.inbox_hashes()) == 2, "the revised file")
        drop(s.insights, s.scratch, "sentinel.md", insight_text(3), "mv")
        await s.until(lambda: len(s.inbox_hashes()) == 3, "the sentinel")
    assert s.inbox_hashes() == [
        sha(insight_text(1)),
        sha(insight_text(1, " (revised)")),
        sha(insight_text(3)),
    ]


async def test_an_in_doubt_delivery_is_not_appended_to_the_inbox_twice(tmp_path: Path) -> None:
    s = Setup(tmp_path)
    data = insight_text(5)
    async with running(s, s.settings(command=None)):
        drop(s.insights, s.scratch, "a.md", data, "rename")
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the delivery")
    # as if killed after the inbox append but before the ledger said "delivered"
    ledger = Ledger(s.root.watcher_ledger_path())
    entry = ledger.get(sha(data))
    assert entry is not None
    entry.channels["inbox"].state = "sending"
    ledger.mark(entry.hash)
    await ledger.commit()
    ledger.close()
    async with running(s, s.settings(command=None)):
        await s.until(lambda: _state(s, "inbox").state == "delivered", "the resolution")
    assert s.inbox_hashes() == [sha(data)]
    assert (s.insights / "INBOX.md").read_text().count(sha(data)) == 1
    assert _state(s, "inbox").in_doubt_resends == 1


# PTB itself warns while building RetryAfter for the 429; flood_wait_s reads both types
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
async def test_the_telegram_channel_sends_the_document_with_its_title_to_anus_chat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = Setup(tmp_path)
    monkeypatch.setenv("ANU_TEST_TOKEN", TOKEN)
    data = insight_text(3)
    with FakeBotAPI() as api:
        api.add_bot(TOKEN, "anu_bot")
        tg = {"chat_id": 777, "token_env": "ANU_TEST_TOKEN", "base_url": api.base_url}
        api.fail("sendDocument", status=500, times=2)
        api.fail("sendDocument", status=429, retry_after=1)
        settings = s.settings(telegram=tg, command=None, inbox={"enabled": False})
        async with running(s, settings):
            drop(s.insights, s.scratch, "2026-02-03_insight_001.md", data, "cp")
            await s.until(lambda: len(api.documents()) == 1, "the document", api)
            await s.until(lambda: _state(s, "telegram").state == "delivered", "the ledger")
        (doc,) = api.documents()
    assert doc.token == TOKEN
    assert (doc.params["chat_id"], doc.params["caption"]) == (777, "Insight 3")
    assert doc.files["document"] == ("2026-02-03_insight_001.md", data)
    state = _state(s, "telegram")
    assert state.attempts == 4
    assert not (s.insights / "inbox.jsonl").exists()


async def test_the_command_channel_fills_the_argv_template_without_a_shell(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = Setup(tmp_path)
    monkeypatch.setenv("ANU_BOT_TOKEN", TOKEN)
    argv = [
        os.fspath(s.script),
        os.fspath(s.argv_log),
        "--sendfile",
        "{path}",
        "--chat",
        "{chat_id}",
        "--key",
        "{key}",
        "a b; echo {title} $(x)",
    ]
    settings = s.settings(command={"argv": argv, "chat_id": 123456789})
    async with running(s, settings):
        drop(s.insights, s.scratch, "x y.md", insight_text(4), "mv")
        await s.until(lambda: len(s.command_paths()) == 1, "the command")
    (recorded,) = recorded_argvs(s.argv_log)
    assert recorded == [
        "--sendfile",
        os.fspath(s.insights / "x y.md"),
        "--chat",
        "123456789",
        "--key",
        derive_key(TOKEN),
        "a b; echo Insight 4 $(x)",
    ]
    assert derive_key(TOKEN) == hashlib.sha256(TOKEN.encode()).hexdigest()[:16]


async def test_status_of_an_empty_data_root_says_nothing_was_delivered(tmp_path: Path) -> None:
    status = watcher_status(DataRoot(tmp_path))
    assert status.files == 0 and status.healthy
    assert "no deliveries recorded yet" in format_status(status)


def test_ledger_entries_round_trip_through_tinydb(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "w.json")
    entry = LedgerEntry(hash="h", path="/p.md", first_seen="t", title="제목")
    entry.channels["inbox"] = ChannelState(state="delivered", attempts=2)
    ledger.put(entry)
    anyio.run(ledger.commit)
    again = Ledger(tmp_path / "w.json").get("h")
    assert again is not None and again.title == "제목"
    assert again.channels["inbox"].attempts == 2


async def test_concurrent_inbox_deliveries_land_once_each_and_follow_a_replaced_inbox(
    tmp_path: Path,
) -> None:
    inbox = InboxChannel(tmp_path)

    def item(n: int, in_doubt: bool = False) -> Delivery:
        data = insight_text(n)
        meta = InsightMeta(title=f"Insight {n}", chat="AI집단지성", period="")
        return Delivery(tmp_path / f"{n}.md", sha(data), meta, in_doubt)

    async with anyio.create_task_group() as tg:
        for n in range(12):
            tg.start_soon(inbox.deliver, item(n))
    assert sorted(e["hash"] for e in inbox_entries(tmp_path)) == sorted(
        item(n).digest for n in range(12)
    )
    # an in-doubt resend of what already arrived adds nothing; a new one does
    await inbox.deliver(item(3, in_doubt=True))
    await inbox.deliver(item(12, in_doubt=True))
    assert len(inbox_entries(tmp_path)) == 13
    # Anu archives INBOX.md: the next entry starts a fresh file, not the moved one
    os.rename(tmp_path / "INBOX.md", tmp_path / "INBOX-old.md")
    await inbox.deliver(item(13))
    await inbox.aclose()
    fresh = (tmp_path / "INBOX.md").read_text()
    assert fresh.startswith("# Inbox") and item(13).digest in fresh
    assert item(13).digest not in (tmp_path / "INBOX-old.md").read_text()
    assert (tmp_path / "INBOX-old.md").read_text().count("sha256:") == 13
