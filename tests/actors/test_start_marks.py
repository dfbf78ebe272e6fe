"""Start marks: a restart reads the log after the marks its last stop saved and the
recent window, not the history; a log ahead of them (a SIGKILL) is replayed, and marks
the log does not agree with are not trusted."""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from groupchat_memory.actors.chat_state import ChatState
from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Inspect, Settle
from groupchat_memory.actors.recorder import Recorder
from groupchat_memory.actors.state import (
    MARKS_TABLE,
    LaneMarks,
    SeenIds,
    Snapshot,
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

ROOT = Path(__file__).resolve().parents[2]
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
        lane.seqs,
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
    assert again.lanes[None].seqs == list(range(1, 3008))


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
    assert snapshot.lanes[None].seqs == list(range(1, 3001))


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
        seen=[(CHAT, [1, 2, 99])],
        lanes=[LaneMarks(unsummarized=[(1, upto)])],
    )
    save_marks(db, marks)
    db.close()
    with MessageLog(root.log_dir(CHAT), SETTINGS.tz) as log:
        state, snapshot = start(root, log)
        state.release()
    assert held(snapshot) == held(full_rebuild(root, tmp_path))
    assert not snapshot.seen.seen_id(CHAT, 99)


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
        "from groupchat_memory.actors.state import SeenIds;"
        "print(SeenIds.edit_key(-1, 7, '고친 글'))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert int(out.stdout) == SeenIds.edit_key(-1, 7, "고친 글")


def _worker(data: Path, first: int, last: int, mode: str) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "tests.actors.workers.restart_worker", str(data)]
    return subprocess.Popen(
        [*argv, str(CHAT), str(first), str(last), mode],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


async def test_a_log_ahead_of_the_marks_after_a_sigkill_is_replayed(tmp_path: Path) -> None:
    stopped = _worker(tmp_path, 1, 30, "stop")
    _, err = stopped.communicate(timeout=120)
    assert stopped.returncode == 0, err
    doc = msgspec.json.decode(DataRoot(tmp_path).state_path(CHAT).read_bytes())
    assert doc["tables"][MARKS_TABLE]["1"]["upto"] == 30
    killed = _worker(tmp_path, 31, 60, "hang")
    try:
        assert killed.stdout is not None
        assert killed.stdout.readline().strip() == "recorded", killed.stderr
        killed.send_signal(signal.SIGKILL)
        killed.wait(timeout=60)
    finally:
        if killed.poll() is None:
            killed.kill()
            killed.wait()
    summarizer = ListSummarizer()
    settings = dataclasses.replace(SETTINGS, summary_every=64)
    root = DataRoot(tmp_path)
    async with ActorSystem(root, settings, summarizer, tick_interval_s=None) as memory:
        view = await memory.ask(CHAT, Inspect())
        assert view.last_seq == 60
        assert [m.text for m in view.recent] == [f"메시지 {i}" for i in range(56, 61)]
        # ids from the marks and from the replayed tail are both known
        assert not await memory.record(CHAT, msg("again", 70, message_id=20))
        assert not await memory.record(CHAT, msg("again", 70, message_id=45))
        for i in range(61, 65):
            assert await memory.record(CHAT, msg(f"메시지 {i}", i, message_id=i))
        await memory.ask(CHAT, Settle())
    # the count summary's window holds the marks' seqs, the replayed ones and the new
    assert [m.seq for m in summarizer.requests[0].messages] == list(range(1, 65))
