"""Start marks: a restart reads the log after the marks saved last (by a clean stop, a
summary's commit or a quiet tick) and the recent window, not the history; a log ahead of
them (a SIGKILL) is replayed, and marks the log does not agree with are not trusted."""

from __future__ import annotations

import dataclasses
import logging
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming, Inspect, Settle
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.actors.state.chat_state import ChatState
from groupchat_memory.actors.state.lanes import Snapshot
from groupchat_memory.actors.state.persisted import PersistedState, load_state, save_state
from groupchat_memory.actors.state.seen_ids import SeenIds
from groupchat_memory.actors.state.start_marks import (
    MARKS_TABLE,
    LaneMarks,
    StartMarks,
    load_marks,
    save_marks,
)
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.scrub import reindex
from tests.actors.workers.helpers import T0, ListSummarizer, msg, numbered

pytestmark = pytest.mark.anyio

ROOT = Path(__file__).resolve().parents[3]
CHAT = -100400
# no summary lands: every record stays unsummarized, the case that read the whole log
SETTINGS = MemorySettings(buffer=5, summary_every=1000, seen_ids=50)


class CountingLog(MessageLog):
    """The real log, counting the records its tail reads hand out."""

    read = 0

    def tail(self, n: int) -> list[MessageRecord]:
        found = super().tail(n)
        self.read += len(found)
        return found


def write_log(root: DataRoot, first: int, last: int) -> None:
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        log.append(numbered(CHAT, range(first, last + 1), ids=True))


def start(root: DataRoot, log: MessageLog) -> tuple[ChatState, Snapshot]:
    state = ChatState(CHAT, root, SETTINGS)
    return state, state.load(log)


def stop(root: DataRoot, state: ChatState, snapshot: Snapshot, log: MessageLog) -> None:
    """A clean stop, as the actor's: the high-water mark and the recorder's marks."""
    recorder = Recorder(CHAT, log, SETTINGS, ManualClock(T0))
    recorder.restore(snapshot)
    state.close(recorder.last_seq, recorder.marks())


def held(snapshot: Snapshot) -> tuple[object, ...]:
    """What a start rebuilds, comparable across starts."""
    lane = snapshot.lanes[None]
    return (
        snapshot.last_seq,
        list(lane.recent),
        list(lane.seqs),
        lane.topic,
        snapshot.newest_at,
        snapshot.seen.marks(),
    )


def full_rebuild(root: DataRoot, tmp: Path) -> Snapshot:
    """The state rebuilt from the log alone (a data root without ``state.json``)."""
    other = DataRoot(tmp / "log-only")
    os.makedirs(other.log_dir(CHAT).parent, exist_ok=True)
    os.symlink(root.log_dir(CHAT), other.log_dir(CHAT))
    with MessageLog(other.log_dir(CHAT), SETTINGS.tz) as log:
        state, snapshot = start(other, log)
        state.release()
    return snapshot


def test_a_restart_reads_the_tail_after_its_marks_not_the_unsummarized_history(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path / "data")
    write_log(root, 1, 3000)
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        state, first = start(root, log)
        stop(root, state, first, log)
    write_log(root, 3001, 3007)  # written while no actor ran (an import, say)
    counting = CountingLog(root.log_dir(CHAT), SETTINGS.tz)
    with counting:
        state, again = start(root, counting)
        state.release()
    # the recent window (twice the buffer) covers the seven records after the marks
    assert counting.read == 2 * SETTINGS.buffer
    assert held(again) == held(full_rebuild(root, tmp_path))
    assert list(again.lanes[None].seqs) == list(range(1, 3008))


def test_a_long_unsummarized_history_is_held_in_eight_bytes_a_record(tmp_path: Path) -> None:
    """A chat whose summaries have not kept up holds its unsummarized seqs compactly,
    whether they come back from the marks or from the log (a list held ~40 B each)."""
    root = DataRoot(tmp_path / "data")
    write_log(root, 1, 3000)
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        state, first = start(root, log)
        stop(root, state, first, log)
        state, again = start(root, log)
        state.release()
    for snapshot in (first, again):
        seqs = snapshot.lanes[None].seqs
        assert list(seqs) == list(range(1, 3001))
        assert memoryview(seqs).nbytes == 8 * len(seqs)  # one flat buffer, no int objects


def test_a_first_start_without_marks_reads_back_to_the_oldest_unsummarized_record(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write_log(root, 1, 3000)
    counting = CountingLog(root.log_dir(CHAT), SETTINGS.tz)
    with counting:
        state, snapshot = start(root, counting)
        state.release()
    assert counting.read >= 3000
    assert list(snapshot.lanes[None].seqs) == list(range(1, 3001))


@pytest.mark.parametrize(("upto", "same_first_day"), [(80, True), (0, True), (40, False)])
def test_marks_the_log_does_not_agree_with_are_not_trusted(
    tmp_path: Path, upto: int, same_first_day: bool
) -> None:
    """Marks past the log's end (a log that lost lines), before what the log still
    holds, or of a log whose oldest day is gone since (archived) are left aside: the
    start rebuilds from the log alone."""
    root = DataRoot(tmp_path / "data")
    write_log(root, 10, 60)
    first = MessageLog(root.log_dir(CHAT), SETTINGS.tz).day_files()[0].name
    db = open_db(root.state_path(CHAT))
    marks = StartMarks(
        upto=upto,
        first_day=first if same_first_day else "2020-01-01.jsonl",
        seen=[(CHAT, [1, 2, 99], [0, 0, 0])],
        lanes=[LaneMarks(unsummarized=[(1, upto)])],
    )
    save_marks(db, marks)
    db.close()
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        state, snapshot = start(root, log)
        state.release()
    assert held(snapshot) == held(full_rebuild(root, tmp_path))
    assert snapshot.seen.recorded_as(CHAT, 99) is None


def test_forgetting_a_member_drops_the_marks(tmp_path: Path) -> None:
    """The marks keep live topic tags, which forgetting may rename: its reindex drops
    them and the next start reads the rewritten log."""
    root = DataRoot(tmp_path)
    write_log(root, 1, 30)
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        state, snapshot = start(root, log)
        stop(root, state, snapshot, log)
    db = open_db(root.state_path(CHAT))
    assert load_marks(db) is not None
    db.close()
    reindex(root, CHAT)
    db = open_db(root.state_path(CHAT))
    assert load_marks(db) is None
    db.close()


def test_edit_keys_are_the_same_in_another_process() -> None:
    """The keys outlive the process in the marks, so they must not depend on its hash seed."""
    code = (
        "from groupchat_memory.actors.state.seen_ids import SeenIds;"
        "print(SeenIds.edit_key(-1, 7, '고친 글'))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert int(out.stdout) == SeenIds.edit_key(-1, 7, "고친 글")


def _worker(
    data: Path, first: int, last: int, mode: str, then: int | None = None
) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "tests.actors.workers.restart_worker", str(data)]
    more = [] if then is None else [str(then)]
    return subprocess.Popen(
        [*argv, str(CHAT), str(first), str(last), mode, *more],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _sigkill_when_recorded(worker: subprocess.Popen[str]) -> None:
    try:
        assert worker.stdout is not None
        assert worker.stdout.readline().strip() == "recorded", worker.stderr
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=60)
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
    assert worker.returncode == -signal.SIGKILL


def saved_marks(root: DataRoot) -> dict[str, object] | None:
    """The start marks in a chat's ``state.json`` as a reader sees them, if any."""
    path = root.state_path(CHAT)
    if not path.exists():
        return None
    found: dict[str, object] | None = (
        msgspec.json.decode(path.read_bytes())["tables"].get(MARKS_TABLE, {}).get("1")
    )
    return found


async def test_a_log_ahead_of_the_marks_after_a_sigkill_is_replayed(tmp_path: Path) -> None:
    stopped = _worker(tmp_path, 1, 30, "stop")
    _, err = stopped.communicate(timeout=120)
    assert stopped.returncode == 0, err
    doc = msgspec.json.decode(DataRoot(tmp_path).state_path(CHAT).read_bytes())
    assert doc["tables"][MARKS_TABLE]["1"]["upto"] == 30
    _sigkill_when_recorded(_worker(tmp_path, 31, 60, "hang"))
    summarizer = ListSummarizer()
    settings = dataclasses.replace(SETTINGS, summary_every=64)
    root = DataRoot(tmp_path)
    async with ActorSystem(root, settings, summarizer, tick_interval_s=None) as memory:
        view = await memory.ask(CHAT, Inspect())
        assert view.last_seq == 60
        assert [m.text for m in view.recent] == [f"메시지 {i}" for i in range(56, 61)]
        # ids from the marks and from the replayed tail are both known
        assert not await memory.record(CHAT, msg("메시지 20", 20, message_id=20))
        assert not await memory.record(CHAT, msg("메시지 45", 45, message_id=45))
        for i in range(61, 65):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.ask(CHAT, Settle())
    # the count summary's window holds the marks' seqs, the replayed ones and the new
    assert [m.seq for m in summarizer.requests[0].messages] == list(range(1, 65))


async def test_marks_saved_at_a_quiet_tick_serve_the_restart_after_a_sigkill(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A service that never stopped cleanly saved marks when the chat went quiet; the
    restart after its SIGKILL starts from them and replays the log written after them."""
    _sigkill_when_recorded(_worker(tmp_path, 1, 40, "quiet", then=60))
    root = DataRoot(tmp_path)
    marks = saved_marks(root)
    assert marks is not None and marks["upto"] == 40  # no stop ran: saved while running
    caplog.set_level(logging.DEBUG, logger="groupchat_memory.actors.state.chat_state")
    summarizer = ListSummarizer()
    settings = dataclasses.replace(SETTINGS, summary_every=64)
    async with ActorSystem(root, settings, summarizer, tick_interval_s=None) as memory:
        view = await memory.ask(CHAT, Inspect())
        assert "started from the start marks of seq 40" in caplog.text
        assert view.last_seq == 60
        assert [m.text for m in view.recent] == [f"메시지 {i}" for i in range(56, 61)]
        assert not await memory.record(CHAT, msg("메시지 20", 20, message_id=20))  # the marks'
        assert not await memory.record(CHAT, msg("메시지 45", 45, message_id=45))  # the tail's
        for i in range(61, 65):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.ask(CHAT, Settle())
    assert [m.seq for m in summarizer.requests[0].messages] == list(range(1, 65))


async def test_marks_saved_with_a_summary_serve_the_restart_after_a_sigkill(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Each summary's commit saves the marks with the state: after a SIGKILL the restart
    starts from them, summarizes nothing twice and loses nothing recorded after them."""
    _sigkill_when_recorded(_worker(tmp_path, 1, 20, "summaries", then=27))
    root = DataRoot(tmp_path)
    marks = saved_marks(root)
    assert marks is not None and marks["upto"] == 20
    assert marks["lanes"] == [
        {"thread": None, "unsummarized": [], "topic": "general", "pending_since": None}
    ]  # every record up to the marks is summarized
    caplog.set_level(logging.DEBUG, logger="groupchat_memory.actors.state.chat_state")
    summarizer = ListSummarizer()
    settings = dataclasses.replace(SETTINGS, summary_every=10)
    async with ActorSystem(root, settings, summarizer, tick_interval_s=None) as memory:
        view = await memory.ask(CHAT, Inspect())
        assert "started from the start marks of seq 20" in caplog.text
        assert (view.last_seq, view.cursor) == (27, 20)
        assert [m.text for m in view.recent] == [f"메시지 {i}" for i in range(23, 28)]
        assert not await memory.record(CHAT, msg("메시지 5", 5, message_id=5))
        assert not await memory.record(CHAT, msg("메시지 25", 25, message_id=25))
        for i in range(28, 31):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.ask(CHAT, Settle())
    assert [[m.seq for m in r.messages] for r in summarizer.requests] == [list(range(21, 31))]


async def test_a_tick_saves_the_marks_once_the_chat_is_quiet_or_a_window_behind(
    tmp_path: Path,
) -> None:
    """Not at a tick that follows records (the chat is busy), but at the next one with
    nothing recorded between; a chat that never goes quiet saves them once the log is a
    seen-ids window past them."""
    root = DataRoot(tmp_path)
    async with ActorSystem(
        root, SETTINGS, ListSummarizer(), ManualClock(T0), tick_interval_s=None
    ) as memory:
        for i in range(1, 11):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.tick()
        assert saved_marks(root) is None
        await memory.tick()
        marks = saved_marks(root)
        assert marks is not None and marks["upto"] == 10
        for i in range(11, 11 + SETTINGS.seen_ids - 1):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.tick()  # busy, and less than a window behind
        assert saved_marks(root) == marks
        assert await memory.record(CHAT, msg("하나 더", 99, message_id=99))
        await memory.tick()  # busy, a window behind
        marks = saved_marks(root)
        assert marks is not None and marks["upto"] == 10 + SETTINGS.seen_ids


async def test_no_marks_while_the_state_file_lags_its_summaries(tmp_path: Path) -> None:
    """With batched commits a landed summary is in memory before the state file has it:
    marks saved then would hold its window as done, and a crash would leave the state
    file unaware of it. The quiet tick waits; the clean stop commits, then saves them."""
    root = DataRoot(tmp_path)
    settings = dataclasses.replace(SETTINGS, summary_every=5, state_commit_every=3)
    async with ActorSystem(
        root, settings, ListSummarizer(), ManualClock(T0), tick_interval_s=None
    ) as memory:
        for i in range(1, 8):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.ask(CHAT, Settle())
        assert (await memory.ask(CHAT, Inspect())).cursor == 5
        await memory.tick()
        await memory.tick()
        assert saved_marks(root) is None
    marks = saved_marks(root)
    assert marks is not None and marks["upto"] == 7
    db = open_db(root.state_path(CHAT))
    assert load_state(db).cursor == 5
    db.close()


def test_state_and_marks_saved_together_leave_the_other_tables(tmp_path: Path) -> None:
    """One write for both documents; the rest of the file is as it was."""
    path = tmp_path / "state.json"
    db = open_db(path)
    db.table("insight_commands").insert({"message_id": 7, "created": "2026-03-02T09:00:00"})
    save_state(db, PersistedState(cursor=2))
    assert load_state(db).cursor == 2
    save_state(db, PersistedState(cursor=3, last_seq=9), StartMarks(upto=9, edits=[4]))
    assert load_state(db).cursor == 3  # the table's reads see the write
    db.close()
    db = open_db(path)
    assert (load_state(db).cursor, load_state(db).last_seq) == (3, 9)
    assert load_marks(db) == StartMarks(upto=9, edits=[4])
    assert db.table("insight_commands").all() == [
        {"message_id": 7, "created": "2026-03-02T09:00:00"}
    ]
    db.close()


def _said(clock: ManualClock, text: str, thread: int | None, mid: int) -> Incoming:
    clock.advance(1)
    return Incoming(
        sender="민수", text=text, timestamp=clock.now(), message_id=mid, thread_id=thread
    )


async def test_a_forums_marks_saved_while_running_rebuild_what_the_actor_held(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The data root as a SIGKILL leaves it after marks saved at a quiet tick, then with
    a summary, and a forum topic opened after them (copied while the actor idles): a
    start on it holds what the live actor holds and goes on alike."""
    trip, money, new = 11, 22, 33
    settings = dataclasses.replace(SETTINGS, summary_every=4)
    clock, summarizer = ManualClock(T0), ListSummarizer()
    caplog.set_level(logging.DEBUG, logger="groupchat_memory.actors.state.chat_state")
    live_root = DataRoot(tmp_path / "live")
    async with ActorSystem(live_root, settings, summarizer, clock, tick_interval_s=None) as live:
        first = [("제주 비행기", trip), ("회비 만원", money), ("숙소 예약", trip), ("안녕", None)]
        first += [("그건 그렇고 회의는", None), ("회비 계좌", money), ("렌터카", trip)]
        for mid, (text, thread) in enumerate(first, 1):
            assert await live.record(CHAT, _said(clock, text, thread, mid))
        await live.tick()
        await live.tick()
        marks = saved_marks(live_root)
        assert marks is not None and marks["upto"] == len(first)
        assert await live.record(CHAT, _said(clock, "일정 확정", trip, 100))
        await live.ask(CHAT, Settle())
        assert len(summarizer.requests) == 1  # the trip topic's first four
        marks = saved_marks(live_root)  # saved with the summary's commit
        assert marks is not None and marks["upto"] == len(first) + 1
        then = [("새 주제 첫 글", new), ("회의 안건", None), ("숙소 후기", trip)]
        for mid, (text, thread) in enumerate(then, 101):
            assert await live.record(CHAT, _said(clock, text, thread, mid))
        assert saved_marks(live_root) == marks
        shutil.copytree(
            live_root.data_dir, tmp_path / "killed", ignore=shutil.ignore_patterns("index")
        )
        held_live = await live.ask(CHAT, Inspect())
        killed_root = DataRoot(tmp_path / "killed")
        again, other = ManualClock(clock.now()), ListSummarizer()
        async with ActorSystem(
            killed_root, settings, other, again, tick_interval_s=None
        ) as restarted:
            assert await restarted.ask(CHAT, Inspect()) == held_live
            assert f"started from the start marks of seq {len(first) + 1}" in caplog.text
            summarizer.requests.clear()
            more = [("회비 정산", money), ("회비 마감", money), ("호텔", trip), ("다음", None)]
            more += [("결론", None), ("새 주제 둘째", new), ("셋째", new), ("넷째", new)]
            for mid, (text, thread) in enumerate(more, 200):
                assert await live.record(CHAT, _said(clock, text, thread, mid))
                assert await restarted.record(CHAT, _said(again, text, thread, mid))
            await live.ask(CHAT, Settle())
            await restarted.ask(CHAT, Settle())
            assert await restarted.ask(CHAT, Inspect()) == await live.ask(CHAT, Inspect())

    def windows(s: ListSummarizer) -> list[list[tuple[int | None, int]]]:
        return [[(m.thread_id, m.seq) for m in r.messages] for r in s.requests]

    assert windows(other) == windows(summarizer)
    assert len(other.requests) >= 2
