"""The event sequences the watcher relies on, observed through the real inotify bridge,
and the completion rules built on them."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import anyio
import pytest

from groupchat_memory.watchers.events import (
    CompletionTracker,
    Observation,
    is_candidate,
    open_for_writing,
)
from groupchat_memory.watchers.observer import watch

pytestmark = pytest.mark.anyio


async def _sequence(folder: Path, name: str, act: object) -> list[str]:
    """Kinds of the observations about ``name`` while ``act()`` runs, up to a sentinel.

    The sentinel is renamed into the folder after ``act``: inotify keeps order, so when
    its ``moved`` arrives every event caused by ``act`` has arrived too.
    """
    assert callable(act)
    target = os.fspath(folder / name)
    kinds: list[str] = []
    async with watch([folder]) as watching:
        await anyio.to_thread.run_sync(act)
        (folder / ".sentinel.tmp").write_bytes(b"s")
        os.rename(folder / ".sentinel.tmp", folder / "sentinel.md")
        with anyio.fail_after(10):
            async for obs in watching.events:
                if obs.kind == "moved" and obs.path.endswith("sentinel.md"):
                    break
                if obs.path == target:
                    kinds.append(obs.kind)
    return kinds


async def test_tmp_then_rename_arrives_as_one_moved_event_for_the_final_name(
    tmp_path: Path,
) -> None:
    def act() -> None:
        (tmp_path / ".a.md.tmp").write_bytes(b"x")
        os.rename(tmp_path / ".a.md.tmp", tmp_path / "a.md")

    assert await _sequence(tmp_path, "a.md", act) == ["moved"]


async def test_a_plain_write_arrives_as_created_opened_modified_closed(tmp_path: Path) -> None:
    def act() -> None:
        (tmp_path / "b.md").write_bytes(b"x")

    assert await _sequence(tmp_path, "b.md", act) == ["created", "opened", "modified", "closed"]


async def test_cp_arrives_like_a_plain_write_ending_with_closed(tmp_path: Path) -> None:
    source = tmp_path / "elsewhere"
    source.mkdir()
    (source / "c.md").write_bytes(b"copied")
    folder = tmp_path / "in"
    folder.mkdir()

    def act() -> None:
        subprocess.run(["cp", os.fspath(source / "c.md"), os.fspath(folder / "c.md")], check=True)

    kinds = await _sequence(folder, "c.md", act)
    assert kinds[:2] == ["created", "opened"]
    assert kinds[-1] == "closed"
    assert set(kinds) <= {"created", "opened", "modified", "closed"}


async def test_mv_from_another_folder_arrives_as_created_only(tmp_path: Path) -> None:
    source = tmp_path / "elsewhere"
    source.mkdir()
    (source / "d.md").write_bytes(b"moved")
    folder = tmp_path / "in"
    folder.mkdir()

    def act() -> None:
        subprocess.run(["mv", os.fspath(source / "d.md"), os.fspath(folder / "d.md")], check=True)

    assert await _sequence(folder, "d.md", act) == ["created"]


async def test_a_hard_link_from_a_hidden_temp_arrives_as_created_only(tmp_path: Path) -> None:
    def act() -> None:
        (tmp_path / ".e.tmp").write_bytes(b"linked")
        os.link(tmp_path / ".e.tmp", tmp_path / "e.md")
        os.unlink(tmp_path / ".e.tmp")

    assert await _sequence(tmp_path, "e.md", act) == ["created"]


def test_only_visible_markdown_names_are_candidates() -> None:
    assert is_candidate("/x/2026-01-01_insight_001.md")
    for name in [".hidden.md", "a.md.tmp", "a.md.part", ".a.md.swp", "a.md~", "#a.md#", "a.txt"]:
        assert not is_candidate(f"/x/{name}"), name


def test_a_file_written_in_place_completes_only_when_closed() -> None:
    tracker = CompletionTracker(settle=0.1)
    path = "/in/a.md"
    assert tracker.feed(Observation("created", path), now=0.0) == []
    assert tracker.feed(Observation("opened", path), now=0.0) == []
    assert tracker.feed(Observation("modified", path), now=0.0) == []
    assert tracker.due(now=5.0) == []  # still open: the settle deadline does not apply
    assert tracker.feed(Observation("modified", path), now=6.0) == []
    assert tracker.feed(Observation("closed", path), now=6.0) == [path]


def test_a_file_rewritten_while_a_reader_holds_it_completes_when_the_reader_lets_go() -> None:
    """A reader's open counts like a writer's (inotify cannot tell them apart): a rewrite
    closed while a channel's command was still reading the file was never completed, so
    the change waited for the next rescan."""
    tracker = CompletionTracker(settle=0.1)
    path = "/in/report.md"
    assert tracker.feed(Observation("opened", path), now=0.0) == []  # the reader
    assert tracker.feed(Observation("opened", path), now=0.1) == []  # the writer
    assert tracker.feed(Observation("modified", path), now=0.1) == []
    assert tracker.feed(Observation("closed", path), now=0.2) == []  # the reader still has it
    assert tracker.feed(Observation("closed_nowrite", path), now=0.3) == [path]
    assert path not in tracker.writing()


def test_a_created_file_without_a_writer_completes_after_the_settle_time() -> None:
    tracker = CompletionTracker(settle=0.1)
    path = "/in/moved-in.md"
    tracker.feed(Observation("created", path), now=1.0)
    assert tracker.next_due() == pytest.approx(1.1)
    assert tracker.due(now=1.05) == []
    # a reader (e.g. the watcher hashing it) opening and closing does not block it
    tracker.feed(Observation("opened", path), now=1.06)
    tracker.feed(Observation("closed_nowrite", path), now=1.07)
    assert tracker.due(now=1.1) == [path]
    assert tracker.next_due() is None


def test_a_moved_in_file_is_complete_at_once_and_ignored_paths_never() -> None:
    tracker = CompletionTracker(settle=0.1, ignored=["/in/INBOX.md"])
    assert tracker.feed(Observation("moved", "/in/a.md", "/in/.a.tmp"), now=0.0) == ["/in/a.md"]
    assert tracker.feed(Observation("moved", "/in/b.tmp", "/in/b.md"), now=0.0) == []
    assert tracker.feed(Observation("closed", "/in/INBOX.md"), now=0.0) == []
    assert tracker.feed(Observation("closed", "/in/.x.md"), now=0.0) == []


def test_a_file_held_open_for_writing_is_found_through_proc(tmp_path: Path) -> None:
    path = tmp_path / "partial.md"
    with open(path, "wb") as handle:
        handle.write(b"half")
        handle.flush()
        assert os.fspath(path) in open_for_writing([tmp_path])
    with open(path, "rb"):
        assert os.fspath(path) not in open_for_writing([tmp_path])


def test_a_rewrite_completes_after_the_settle_time_when_a_lost_close_left_it_counted_open() -> None:
    """watchdog's queue drops an event equal to the one still waiting before it: two
    readers' closes in a row arrive as one, and the path stayed counted open, so a
    rewrite's close never completed it (the change waited for the next rescan). A
    writer's close now completes it after the settle time whatever the count (the
    service asks /proc whether a writer still holds it)."""
    tracker = CompletionTracker(settle=0.1)
    path = "/in/report.md"
    tracker.feed(Observation("opened", path), now=0.0)  # the watcher hashing it
    tracker.feed(Observation("modified", "/in/other.md"), now=0.0)
    tracker.feed(Observation("opened", path), now=0.01)  # a channel's command reading it
    tracker.feed(Observation("closed_nowrite", path), now=0.02)  # one close for both
    assert tracker.writing() == {path}  # counted open, though nobody holds it
    tracker.feed(Observation("opened", path), now=1.0)  # the rewrite
    tracker.feed(Observation("modified", path), now=1.0)
    assert tracker.feed(Observation("closed", path), now=1.01) == []
    assert tracker.next_due() == pytest.approx(1.11)
    assert tracker.due(now=1.05) == []
    assert tracker.due(now=1.11) == [path]
    assert tracker.next_due() is None and path not in tracker.writing()
