"""FileGuard: how the watcher opens drop files, and the Telegram channel's last check."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.findings import Findings
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.watchers.channels import CommandChannel, TelegramChannel
from groupchat_memory.watchers.delivery import ChannelError, Delivery
from groupchat_memory.watchers.files import HEAD_BYTES, FileGuard, UnsafeFileError, display_name
from groupchat_memory.watchers.ledger import MAX_SKIPPED, Ledger
from groupchat_memory.watchers.meta import InsightMeta
from groupchat_memory.watchers.status import report_watcher
from tests.fakes.fake_telegram import FakeBotAPI

TOKEN = "4444:GUARD-token"


def test_content_is_hashed_in_chunks_with_the_head_kept_for_the_front_matter(
    tmp_path: Path,
) -> None:
    data = os.urandom(3 * HEAD_BYTES + 17)
    (tmp_path / "a.md").write_bytes(data)
    content = FileGuard([tmp_path]).content(os.fspath(tmp_path / "a.md"))
    assert content.digest == hashlib.sha256(data).hexdigest()
    assert content.head == data[:HEAD_BYTES]
    assert content.stat.st_size == len(data)


def test_a_symlink_is_refused_even_when_it_points_at_a_watched_file(tmp_path: Path) -> None:
    (tmp_path / "real.md").write_bytes(b"# real\n")
    os.symlink(tmp_path / "real.md", tmp_path / "link.md")
    guard = FileGuard([tmp_path])
    with pytest.raises(UnsafeFileError, match="symbolic link"):
        guard.content(os.fspath(tmp_path / "link.md"))
    with pytest.raises(UnsafeFileError, match="symbolic link"):
        guard.check(os.fspath(tmp_path / "link.md"))


def test_a_fifo_is_refused_without_blocking_and_a_missing_file_is_not_found(
    tmp_path: Path,
) -> None:
    os.mkfifo(tmp_path / "f1.md")
    guard = FileGuard([tmp_path])
    with pytest.raises(UnsafeFileError, match="FIFO"):
        guard.content(os.fspath(tmp_path / "f1.md"))  # no writer: an open would block
    with pytest.raises(FileNotFoundError):
        guard.content(os.fspath(tmp_path / "gone.md"))


def test_hard_links_are_fine_inside_the_watched_folders_and_refused_to_outside(
    tmp_path: Path,
) -> None:
    watched, outside = tmp_path / "watched", tmp_path / "outside"
    watched.mkdir()
    outside.mkdir()
    (watched / ".tmp").write_bytes(b"# inside\n")
    os.link(watched / ".tmp", watched / "in.md")
    (outside / "secret").write_bytes(b"password=hunter2\n")
    os.link(outside / "secret", watched / "out.md")
    guard = FileGuard([watched])
    assert guard.read(os.fspath(watched / "in.md"), hashlib.sha256(b"# inside\n").hexdigest())
    with pytest.raises(UnsafeFileError, match="hard link"):
        guard.content(os.fspath(watched / "out.md"))


def test_a_file_over_the_limit_is_refused_before_a_byte_is_read(tmp_path: Path) -> None:
    (tmp_path / "big.md").write_bytes(b"x" * 101)
    (tmp_path / "ok.md").write_bytes(b"x" * 100)
    guard = FileGuard([tmp_path], max_bytes=100)
    assert guard.content(os.fspath(tmp_path / "ok.md")).stat.st_size == 100
    with pytest.raises(UnsafeFileError, match="101 bytes, over the 100-byte limit"):
        guard.content(os.fspath(tmp_path / "big.md"))


def test_names_are_shown_on_one_line_and_undecodable_bytes_as_escapes() -> None:
    assert display_name(os.fsdecode(b"/in/bad\xff.md")) == "/in/bad\\xff.md"
    assert display_name("a\nb.md") == "a\\nb.md"
    assert display_name("a\\xff.md") == "a\\\\xff.md"  # a real backslash stays distinct
    assert display_name("지현\u200b 메모.md") == "지현\\u200b 메모.md"


@pytest.mark.anyio
async def test_a_command_that_is_not_executable_says_how_to_fix_it(tmp_path: Path) -> None:
    script = tmp_path / "notify.sh"
    script.write_text("#!/bin/sh\nexit 0\n")
    script.chmod(0o644)
    insight = tmp_path / "a.md"
    insight.write_bytes(b"# insight\n")
    channel = CommandChannel([os.fspath(script), "{path}"], chat_id="5", key="k")
    item = Delivery(insight, hashlib.sha256(b"# insight\n").hexdigest(), InsightMeta(title="x"))
    with pytest.raises(ChannelError, match=r"is not executable: .*chmod \+x"):
        await channel.deliver(item)


@pytest.mark.anyio
async def test_the_telegram_channel_sends_nothing_when_the_file_was_swapped_for_a_symlink(
    tmp_path: Path,
) -> None:
    secret = tmp_path / "secret.md"
    secret.write_bytes(b"password=hunter2\n")
    watched = tmp_path / "insights"
    watched.mkdir()
    path = watched / "swapped.md"
    path.write_bytes(b"# insight\n")
    digest = hashlib.sha256(b"# insight\n").hexdigest()
    with FakeBotAPI() as api:
        api.add_bot(TOKEN, "anu_bot")
        channel = TelegramChannel(TOKEN, 5, guard=FileGuard([watched]), base_url=api.base_url)
        try:
            path.unlink()
            os.symlink(secret, path)  # after hashing, before sending
            item = Delivery(path, digest, InsightMeta(title="x"))
            with pytest.raises(ChannelError, match="symbolic link"):
                await channel.deliver(item)
            # a link to content with the same hash is still a link: refused
            secret.write_bytes(b"# insight\n")
            with pytest.raises(ChannelError, match="symbolic link"):
                await channel.deliver(item)
            # replaced by other content: not the file the ledger knows, not sent
            path.unlink()
            path.write_bytes(b"# other\n")
            with pytest.raises(ChannelError, match="changed since"):
                await channel.deliver(item)
        finally:
            await channel.aclose()
        assert api.documents() == []


@pytest.mark.anyio
async def test_doctor_reports_refused_insight_files(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    found = Findings()
    report_watcher(root, found)
    assert found.warnings == 0 and any("insight watcher" in line for line in found.lines)
    ledger = Ledger(root.watcher_ledger_path())
    ledger.skip("/in/live-link.md", "it is a symbolic link (never followed)")
    await ledger.commit()
    ledger.close()
    found = Findings()
    report_watcher(root, found)
    assert found.warnings == 1
    assert "1 file(s) refused" in found.lines[0] and "live-link.md" in found.lines[0]


def test_refused_files_beyond_the_cap_are_logged_once_but_not_stored(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "watcher.json")
    for n in range(MAX_SKIPPED):
        assert ledger.skip(f"/in/link-{n}.md", "it is a symbolic link")
    assert not ledger.skip("/in/link-0.md", "it is a symbolic link")  # known: quiet
    assert ledger.skip("/in/one-too-many.md", "it is a FIFO")  # news: log it
    assert not ledger.skip("/in/one-too-many.md", "it is a FIFO")  # once per run
    assert len(ledger.notes.skipped) == MAX_SKIPPED
    assert ledger.skip("/in/link-0.md", "it is a FIFO now")  # a new reason is news
    ledger.close()
