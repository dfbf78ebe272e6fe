"""``ChatState`` alone (no actor): loading, the summary intent, cursor moves, the seq
high-water mark on close, and the remembered ``/정리`` commands, all in ``state.json``."""

from __future__ import annotations

import logging
import os
from datetime import timedelta
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.actors.state.chat_state import INSIGHT_COMMANDS_KEPT, ChatState
from groupchat_memory.actors.state.persisted import (
    PersistedState,
    SummaryIntent,
    load_state,
    peek_state,
    save_state,
    unsummarized,
)
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import write_summary_file
from groupchat_memory.domain.summaries.topics import TopicState
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, SummaryRecord
from tests.actors.workers.helpers import T0, numbered

pytestmark = pytest.mark.anyio

CHAT = -100300
SETTINGS = MemorySettings()


def write_log(root: DataRoot, count: int, tag: str = "general", first: int = 1) -> None:
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        log.append(numbered(CHAT, range(first, first + count), tag=tag))


def summary(first: int, last: int, text: str = "요약", tag: str = "배포") -> SummaryRecord:
    return SummaryRecord(
        timestamp=T0.isoformat(),
        date=T0.date().isoformat(),
        message_range=MessageRange(from_=first, to=last),
        summary=text,
        topic_tag=tag,
    )


def load(root: DataRoot, settings: MemorySettings = SETTINGS) -> tuple[ChatState, int, TopicState]:
    """A fresh ChatState loaded from disk, the rebuilt last seq and topic."""
    state = ChatState(CHAT, root, settings)
    with MessageLog(root.log_dir(CHAT), settings.tz) as log:
        snapshot = state.load(log)
    return state, snapshot.last_seq, snapshot.lanes[None].topic


async def land(
    state: ChatState, root: DataRoot, first: int, last: int, last_seq: int, *, durable: bool = True
) -> Path:
    """Write the summary of ``first..last`` (as a summary job does) and tell ``state``."""
    record = summary(first, last)
    path = write_summary_file(root.summaries_dir(CHAT), T0.date(), record, durable=durable)
    await state.summary_landed(last, (path.name, record), TopicState("배포"), last_seq)
    return path


def persisted(root: DataRoot) -> PersistedState:
    db = open_db(root.state_path(CHAT))
    try:
        return load_state(db)
    finally:
        db.close()


async def test_a_new_chat_loads_empty_and_a_landed_summary_survives_a_reload(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 12)
    state, last_seq, _ = load(root)
    assert (state.cursor, state.latest, last_seq) == (0, [], 12)
    await state.begin_summary(SummaryIntent(from_seq=1, to_seq=10, date="2026-03-02"))
    assert persisted(root).writing is not None
    record = summary(1, 10)
    named = TopicState("배포", None, None, None)
    await state.summary_landed(10, ("2026-03-02_배포_001.json", record), named, last_seq)
    assert state.cursor == 10 and state.latest == [record]
    state.close(last_seq)
    on_disk = persisted(root)
    assert (on_disk.cursor, on_disk.summary_count, on_disk.topic, on_disk.writing) == (
        10,
        1,
        "배포",
        None,
    )
    again, _, _ = load(root)
    assert again.cursor == 10 and again.latest == [record]
    again.close(12)


async def test_an_intent_whose_file_landed_is_finished_on_load_and_one_that_did_not_is_dropped(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 10, tag="pending")
    db = open_db(root.state_path(CHAT))
    intent = SummaryIntent(from_seq=1, to_seq=10, date=T0.date().isoformat())
    save_state(db, PersistedState(topic="pending", topic_pending_since=1, writing=intent))
    db.close()
    write_summary_file(root.summaries_dir(CHAT), T0.date(), summary(1, 10, "크래시 직전"))
    state, _, topic = load(root)
    assert state.cursor == 10 and state.persisted.writing is None
    assert [s.summary for s in state.latest] == ["크래시 직전"]
    assert topic.tag == "배포"  # the landed summary named the pending topic
    state.close(10)

    # an intent for a window whose file never landed: forgotten, the cursor stays
    state, _, _ = load(root)
    await state.begin_summary(SummaryIntent(from_seq=11, to_seq=20, date="2026-03-02"))
    state.close(10)
    state, _, _ = load(root)
    assert state.cursor == 10 and state.persisted.writing is None
    state.close(10)


async def test_an_archive_summary_moves_the_cursor_and_the_seq_mark_only_forward(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 5)
    state, _, _ = load(root)
    await state.index_summary("2025-09-01_archive_001.json", summary(1, 40))
    assert await state.move_past(40, 40)
    assert not await state.move_past(40, 40)  # unchanged: no write
    assert (state.cursor, persisted(root).last_seq) == (40, 40)
    state.close(40)
    # the archived day files are gone: the indexed summary still keeps seqs past it
    again, last_seq, _ = load(root)
    assert last_seq == 40
    again.close(last_seq)


async def test_close_saves_the_seq_mark_only_when_it_moved(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    path = root.state_path(CHAT)
    state, _, _ = load(root)
    before = path.read_bytes() if path.exists() else None
    state.close(0)
    assert (path.read_bytes() if path.exists() else None) == before
    state, _, _ = load(root)
    state.close(7)
    assert persisted(root).last_seq == 7


async def test_insight_commands_get_distinct_creation_times_and_only_the_newest_are_kept(
    tmp_path: Path,
) -> None:
    state, _, _ = load(DataRoot(tmp_path))
    at = T0.replace(microsecond=123)
    first = state.remember_insight_command(6, at)
    second = state.remember_insight_command(8, at)
    assert first == T0 and second == T0 + timedelta(seconds=1)
    assert state.remember_insight_command(6, at) == T0  # the same command keeps its time
    assert state.insight_created(6) == T0.isoformat()
    assert state.insight_created(7) is None
    for command in range(100, 100 + INSIGHT_COMMANDS_KEPT):
        state.remember_insight_command(command, at)
    assert state.insight_created(6) is None  # the oldest were forgotten
    assert state.insight_created(99 + INSIGHT_COMMANDS_KEPT) is not None
    state.close(0)


def test_a_chat_is_unsummarized_when_its_newest_message_is_past_the_cursor(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    root.log_dir(CHAT).mkdir(parents=True)
    assert not unsummarized(root, CHAT, SETTINGS)  # nothing logged
    write_log(root, 5)
    assert unsummarized(root, CHAT, SETTINGS)  # no state.json yet
    db = open_db(root.state_path(CHAT))
    save_state(db, PersistedState(cursor=5))
    db.close()
    peeked = peek_state(root.state_path(CHAT))
    assert peeked is not None and peeked.cursor == 5
    assert not unsummarized(root, CHAT, SETTINGS)
    write_log(root, 1, first=6)
    assert unsummarized(root, CHAT, SETTINGS)
    corrupt = b'{"version": 1, "tables": {"state": '
    root.state_path(CHAT).write_bytes(corrupt)
    assert peek_state(root.state_path(CHAT)) is None  # corrupt: the actor will rebuild it
    assert unsummarized(root, CHAT, SETTINGS)
    assert root.state_path(CHAT).read_bytes() == corrupt  # a peek moves nothing aside


def test_an_old_state_json_with_the_index_inside_is_migrated_on_first_start(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 20)
    names = []
    for first in (1, 11):
        record = summary(first, first + 9, f"요약 {first}")
        path = write_summary_file(root.summaries_dir(CHAT), T0.date(), record)
        names.append((path.name, record))
    # state.json as the code before issue 15 wrote it: the index is its "summaries" table
    db = open_db(root.state_path(CHAT))
    for name, record in names:
        db.table("summaries").insert({"file": name, "record": msgspec.to_builtins(record)})
    save_state(db, PersistedState(cursor=20, summary_count=2, last_seq=20))
    db.close()
    caplog.set_level(logging.INFO, logger="groupchat_memory.domain.summaries.index")

    state, last_seq, _ = load(root)
    state.close(last_seq)

    assert "moved the index of 2 summaries from state.json" in caplog.text
    assert [(n, r.summary) for n, r in state._index().entries()] == [
        (n, r.summary) for n, r in names
    ]
    assert state.cursor == 20 and last_seq == 20
    tables = msgspec.json.decode(root.state_path(CHAT).read_bytes())["tables"]
    assert set(tables) == {"state"}  # the table is gone: state.json stays small
    caplog.clear()
    again, _, _ = load(root)  # a second start has nothing to move
    again.close(20)
    assert "moved the index" not in caplog.text
    assert [n for n, _ in again._index().entries()] == [n for n, _ in names]


async def test_batched_commits_skip_saves_and_a_restart_catches_the_cursor_up(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 40)
    state, _, _ = load(root, MemorySettings(state_commit_every=3))
    for first in (1, 11, 21, 31):
        await state.begin_summary(SummaryIntent(from_seq=first, to_seq=first + 9, date="x"))
        await land(state, root, first, first + 9, 40)
    # the third summary saved; the fourth is only in memory and the index (no close: a crash)
    assert persisted(root).cursor == 30 and persisted(root).writing is None
    assert state.cursor == 40
    # and a file that landed without reaching the index is found too
    write_summary_file(root.summaries_dir(CHAT), T0.date(), summary(41, 45))
    write_log(root, 5, first=41)

    again, last_seq, _ = load(root)
    assert again.cursor == 45 and last_seq == 45
    assert persisted(root).cursor == 45 and persisted(root).summary_count == 5
    assert len(again._index().entries()) == 5
    again.close(last_seq)


async def test_a_batch_commit_makes_its_summary_files_durable_before_it_saves_the_cursor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 30)
    state, _, _ = load(root, MemorySettings(state_commit_every=3))
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    names = [(await land(state, root, f, f + 9, 30, durable=False)).name for f in (1, 11, 21)]
    assert persisted(root).cursor == 30
    file_syncs = [i for i, p in enumerate(synced) if Path(p).name in names]
    assert sorted(Path(synced[i]).name for i in file_syncs) == sorted(names)
    folder_sync = synced.index(str(root.summaries_dir(CHAT)))
    state_save = next(i for i, p in enumerate(synced) if "state.json" in p)
    assert max(file_syncs) < folder_sync < state_save  # durable first, then the commit
    state.close(30)


async def test_a_batch_file_cut_short_by_a_power_loss_is_set_aside_and_summarized_again(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 40)
    state, _, _ = load(root, MemorySettings(state_commit_every=2))
    folder = root.summaries_dir(CHAT)
    paths = [await land(state, root, f, f + 9, 40, durable=False) for f in (1, 11, 21, 31)]
    assert persisted(root).cursor == 40
    write_log(root, 5, first=41)
    late = await land(state, root, 41, 45, 45, durable=False)
    state.release()  # a crash before the batch's commit: cursor 40 on disk
    late.write_bytes(late.read_bytes()[:20])  # and the power loss cut the file short
    unindexed = write_summary_file(folder, T0.date(), summary(41, 45), durable=False)
    unindexed.write_bytes(b"")  # one that never reached the index: empty after the loss

    again, last_seq, _ = load(root)
    assert not unindexed.exists() and list(folder.glob(f"{unindexed.name}.corrupt-*"))
    assert again.cursor == 40 and persisted(root).cursor == 40  # 41-45 is summarized again
    assert not late.exists() and list(folder.glob(f"{late.name}.corrupt-*"))
    assert late.name not in [n for n, _ in again._index().entries()]
    assert [n for n, _ in again._index().entries()] == [p.name for p in paths]
    again.close(last_seq)


def test_only_a_chain_of_windows_from_the_cursor_moves_it_at_start(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 30)
    folder = root.summaries_dir(CHAT)
    for first, last in ((0, 0), (50, 60), (1, 10), (11, 20)):  # imported, imported, a chain
        write_summary_file(folder, T0.date(), summary(first, last))
    state, last_seq, _ = load(root)
    state.close(last_seq)
    assert state.cursor == 20 and persisted(root).cursor == 20
    assert persisted(root).summary_count == 2  # 21-30 still waits for its summary
