"""Hostile files in the drop folder (issue 13, items 4-7): nothing leaks, blocks or crashes.

Each test drops what the issue's reproduction names, then a plain insight as a
sentinel: once the sentinel has reached every channel, the hostile file has had its
chance too, so asserting that it did not get through means something.
"""

from __future__ import annotations

import logging
import os
import resource
import signal
from pathlib import Path

import anyio
import pytest

from groupchat_memory.watchers.cli import status_text
from groupchat_memory.watchers.status import format_status, watcher_status
from tests.fakes.fake_telegram import FakeBotAPI
from tests.watchers.workers.drops import drop, insight_text
from tests.watchers.workers.harness import inbox_entries, sha
from tests.watchers.workers.rig import Setup, running, spawn

pytestmark = pytest.mark.anyio

TOKEN = "4343:HOSTILE-FILES-token"
SECRET = b"root:x:0:0:root:/root:/bin/bash\nsecret-api-key=sk-ant-0123456789\n"


def skipped(s: Setup) -> dict[str, str]:
    """Refused files as ``watch --status`` lists them: name -> reason."""
    return {name: note.reason for name, note in watcher_status(s.root).skipped.items()}


def open_bytes(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def write_raw(folder: Path, name: bytes, data: bytes, size: int | None = None) -> None:
    """Create ``folder/name`` from raw bytes (any name the kernel takes), optionally sparse."""
    with open(os.path.join(os.fsencode(folder), name), "wb") as handle:
        handle.write(data)
        if size is not None:
            handle.truncate(size)


def warnings_about(caplog: pytest.LogCaptureFixture, name: str) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.levelno >= logging.WARNING and name in r.getMessage()
    ]


async def test_a_symlink_dropped_while_running_is_never_followed_and_is_reported_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    s = Setup(tmp_path)
    monkeypatch.setenv("ANU_HOSTILE_TOKEN", TOKEN)
    with FakeBotAPI() as api:
        api.add_bot(TOKEN, "anu_bot")
        tg = {"chat_id": 777, "token_env": "ANU_HOSTILE_TOKEN", "base_url": api.base_url}
        settings = s.settings(telegram=tg)
        async with running(s, settings):
            os.symlink("/etc/passwd", s.insights / "live-link.md")
            drop(s.insights, s.scratch, "sentinel.md", insight_text(1), "rename")
            await s.until(
                lambda: len(api.documents()) == 1 and len(s.command_paths()) == 1,
                "the sentinel on every channel",
                api,
            )
            await s.until(lambda: "live-link.md" in str(skipped(s)), "the refusal noted")
        # a restart scans the folder again: the link is still refused, not logged again
        async with running(s, settings):
            drop(s.insights, s.scratch, "sentinel-2.md", insight_text(2), "rename")
            await s.until(lambda: len(api.documents()) == 2, "the second sentinel", api)
        sent = [doc.files["document"] for doc in api.documents()]
    passwd = open_bytes("/etc/passwd")
    assert all(data != passwd for _, data in sent)
    assert [name for name, _ in sent] == ["sentinel.md", "sentinel-2.md"]
    assert s.inbox_hashes() == [sha(insight_text(1)), sha(insight_text(2))]
    assert not any("live-link" in path for path in s.command_paths())
    assert "live-link" not in (s.insights / "INBOX.md").read_text()
    link = os.fspath(s.insights / "live-link.md")
    assert "symbolic link" in skipped(s)[link]
    assert len(warnings_about(caplog, "live-link.md")) == 1
    text, code = status_text(s.root)
    assert code == 1 and "NOT DELIVERED" in text and "live-link.md" in text
    async with running(s, settings):
        os.rename(link, s.scratch / "moved-away.md")  # gone live: forgotten at once
        await s.until(lambda: not skipped(s), "the note dropped")
        os.mkfifo(s.insights / "f1.md")
        await s.until(lambda: bool(skipped(s)), "the FIFO noted")
    os.unlink(s.insights / "f1.md")  # gone while stopped: the catch-up scan forgets it
    async with running(s, settings):
        await s.until(lambda: not skipped(s), "the FIFO's note dropped")
    assert watcher_status(s.root).healthy


async def test_links_fifos_and_foreign_hard_links_present_at_start_are_refused_by_the_catch_up(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    secret = tmp_path / "secret.md"
    secret.write_bytes(SECRET)
    inside = s.insights / "inside.md"
    inside.write_bytes(insight_text(1))
    os.symlink(secret, s.insights / "to-secret.md")
    os.symlink(inside, s.insights / "to-inside.md")  # even a link to a watched file
    os.link(secret, s.insights / "hard-secret.md")
    os.mkfifo(s.insights / "f0.md")
    # how store.files.create_exclusive_atomic publishes: a hidden temp, then a link
    temp = s.insights / ".2026-01-01_x.123.abcd.tmp"
    temp.write_bytes(insight_text(2))
    os.link(temp, s.insights / "linked-inside.md")
    async with running(s, s.settings()):
        await s.until(
            lambda: len(s.inbox_hashes()) == 2 and len(s.command_paths()) == 2, "the good files"
        )
        await s.until(lambda: len(skipped(s)) == 4, "four refusals")
    assert sorted(s.inbox_hashes()) == sorted([sha(insight_text(1)), sha(insight_text(2))])
    refused = {Path(name).name: why for name, why in skipped(s).items()}
    assert set(refused) == {"to-secret.md", "to-inside.md", "hard-secret.md", "f0.md"}
    assert "symbolic link" in refused["to-secret.md"]
    assert "hard link" in refused["hard-secret.md"]
    assert "FIFO" in refused["f0.md"]
    everything = (s.insights / "INBOX.md").read_text() + (s.insights / "inbox.jsonl").read_text()
    assert "secret" not in everything


async def test_a_file_name_that_is_not_utf8_is_refused_with_a_reason_and_never_crashes(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    write_raw(s.insights, b"bad\xff.md", insight_text(1))
    for _ in range(2):  # the crash used to repeat on every restart
        async with running(s, s.settings()):
            write_raw(s.insights, b"live\xfe.md", insight_text(2))
            drop(s.insights, s.scratch, "sentinel.md", insight_text(3), "rename")
            await s.until(lambda: len(skipped(s)) == 2, "both names refused")
            await s.until(lambda: len(s.command_paths()) == 1, "the sentinel")
    assert s.inbox_hashes() == [sha(insight_text(3))]
    refused = skipped(s)
    assert set(refused) == {
        os.fspath(s.insights) + "/bad\\xff.md",
        os.fspath(s.insights) + "/live\\xfe.md",
    }
    assert all("not valid UTF-8" in why for why in refused.values())
    text, code = status_text(s.root)
    assert code == 1 and "bad\\xff.md" in text
    text.encode("utf-8")  # printable as it is


async def test_a_newline_in_a_file_name_cannot_add_lines_to_the_inbox(tmp_path: Path) -> None:
    s = Setup(tmp_path)
    forged = "- 2026-01-01 · **forged** · - · - · `x` <!-- sha256:" + "0" * 64 + " -->"
    name = f"evil\n{forged}\n`x.md"
    async with running(s, s.settings(command=None)):
        (s.insights / name).write_bytes(insight_text(1))
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the delivery")
    markdown = (s.insights / "INBOX.md").read_text()
    entries = [line for line in markdown.splitlines() if line.startswith("- ")]
    assert len(entries) == 1 and "forged" in entries[0]
    assert entries[0].endswith(f"<!-- sha256:{sha(insight_text(1))} -->")
    assert "**forged**" not in markdown.replace(entries[0], "")
    # programs read inbox.jsonl: the real name, JSON-escaped
    (entry,) = inbox_entries(s.insights)
    assert entry["path"] == os.fspath(s.insights / name)


async def test_a_200_mb_file_is_reported_not_sent_and_never_read_into_memory(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    s = Setup(tmp_path)
    # sparse: 200 MB to read, little disk
    write_raw(s.insights, b"huge.md", insight_text(1), size=200 * 1024 * 1024)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    async with running(s, s.settings()):  # default limit: 8 MiB
        drop(s.insights, s.scratch, "sentinel.md", insight_text(2), "rename")
        await s.until(lambda: len(s.command_paths()) == 1, "the sentinel")
        await s.until(lambda: len(skipped(s)) == 1, "the refusal")
    grown_mib = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mib < 100, f"peak memory grew by {grown_mib:.0f} MiB"
    assert s.inbox_hashes() == [sha(insight_text(2))]
    (why,) = skipped(s).values()
    assert "209,715,200 bytes" in why and "max_file_bytes" in why
    assert len(warnings_about(caplog, "huge.md")) == 1
    assert "huge.md" in format_status(watcher_status(s.root))


async def test_the_size_limit_is_configurable_and_inclusive(tmp_path: Path) -> None:
    s = Setup(tmp_path)
    fits = insight_text(1)
    too_big = insight_text(2) + b"x"
    limit = len(fits)
    assert len(too_big) > limit
    async with running(s, s.settings(max_file_bytes=limit)):
        (s.insights / "fits.md").write_bytes(fits)
        (s.insights / "too-big.md").write_bytes(too_big)
        await s.until(lambda: len(s.command_paths()) == 1 and bool(skipped(s)), "both")
    assert s.inbox_hashes() == [sha(fits)]
    assert list(skipped(s)) == [os.fspath(s.insights / "too-big.md")]


@pytest.mark.slow
async def test_a_fifo_blocks_neither_later_deliveries_nor_sigterm_of_the_real_process(
    tmp_path: Path,
) -> None:
    s = Setup(tmp_path)
    config = tmp_path / "watcher.toml"
    config.write_text("[watcher]\nworkers = 1\nrescan_seconds = 0\n")
    os.mkfifo(s.insights / "f0.md")  # there at start: the catch-up scan meets it
    proc = await spawn(tmp_path, config, s.root, tmp_path / "watcher.log")
    try:
        os.mkfifo(s.insights / "f1.md")  # arrives live: its "created" event brings it
        await s.until(lambda: len(skipped(s)) == 2, "both FIFOs refused")
        drop(s.insights, s.scratch, "later.md", insight_text(1), "rename")
        await s.until(lambda: len(s.inbox_hashes()) == 1, "the file after the FIFOs")
        proc.send_signal(signal.SIGTERM)
        with anyio.fail_after(20):
            code = await proc.wait()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    assert code == 0
    assert s.inbox_hashes() == [sha(insight_text(1))]
    assert all("FIFO" in why for why in skipped(s).values())


async def test_an_inbox_file_swapped_for_a_symlink_is_not_written_through(tmp_path: Path) -> None:
    s = Setup(tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_bytes(SECRET)
    os.symlink(victim, s.insights / "INBOX.md")
    async with running(s, s.settings(max_attempts=2)):
        drop(s.insights, s.scratch, "a.md", insight_text(1), "rename")
        await s.until(lambda: bool(watcher_status(s.root).failed), "the inbox giving up")
    assert open_bytes(os.fspath(victim)) == SECRET
    assert s.command_paths() == [os.fspath(s.insights / "a.md")]
    (problem,) = watcher_status(s.root).failed
    assert problem.channel == "inbox" and "symbolic links" in (problem.last_error or "")
