"""The ``copies`` step (records quoting the erased text redacted, command answers showing
it removed) and the erasure of one message, each killed with SIGKILL after every step."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.history.forgetting import REDACTED
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.bot.cli.test_forget_cli import CHAT, MEMBER, OTHER, member_text, seed, traces
from tests.forkserver import Forked, ForkServer
from tests.upkeep.test_forget_crash import WORKER, log_bytes, without_tombstones

# the member's first message (seed: message ids from 100, every third theirs)
FIRST = 100
FIRST_TEXT = "저녁에 하자 0번 안건"


def seed_copies(tmp_path: Path) -> Path:
    """``seed`` plus a persona echoing the member, another member's reply quoting them
    and a ``/history`` answer showing their lines."""
    data = seed(tmp_path)
    rows = [
        {"sender": "코덱스", "sender_id": 777, "is_bot": True, "message_id": 300,
         "text": f"민준님이 말씀하신 '{member_text(0)}' 좋네요",
         "timestamp": "2026-03-13T21:10:00+09:00"},
        {"sender": "서연", "sender_id": OTHER, "message_id": 301, "reply_to": FIRST + 3,
         "text": f"어제 {member_text(3)} 라고 했잖아", "timestamp": "2026-03-13T21:11:00+09:00"},
    ]  # fmt: skip
    source = tmp_path / "more.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    with MessageLog(DataRoot(data).log_dir(CHAT), ZoneInfo("Asia/Seoul")) as log:
        last = max(r.seq for r in log.tail(1))
        shown = "\n".join(f"20:{i:02d} 민준: {member_text(i)}" for i in (0, 3))
        answer = mask(f"📜 최근 메시지\n{shown}\n20:01 서연: 서버 점검")
        log.append([MessageRecord(
            sender="클로디", text=answer, is_bot=True,
            timestamp="2026-03-13T21:12:00+09:00", chat_id=CHAT, kind="command", seq=last + 1,
            sender_id=778, message_id=302,
        )])  # fmt: skip
    return data


def start(forks: ForkServer, data_dir: Path, kill_at: int, message_id: int | None) -> Forked:
    extra = [] if message_id is None else [str(message_id)]
    return forks.popen(
        WORKER, str(data_dir), str(CHAT), str(MEMBER), str(kill_at), *extra,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )  # fmt: skip


def texts(data: Path) -> list[str]:
    with MessageLog(DataRoot(data).log_dir(CHAT), ZoneInfo("Asia/Seoul")) as log:
        return [r.text for r in log.scan()]


def left(data: Path, message_id: int | None) -> list[str]:
    """What must be gone: every trace of the member, or of their one message."""
    if message_id is None:
        return traces(data)
    return [
        str(p) for p in data.rglob("*") if p.is_file() and FIRST_TEXT.encode() in p.read_bytes()
    ]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return seed_copies(tmp_path_factory.mktemp("copies"))


@pytest.mark.parametrize("message_id", [None, FIRST], ids=["member", "one-message"])
def test_a_kill_after_any_step_of_an_erasure_with_copies_ends_as_an_uninterrupted_one(
    forks: ForkServer, data: Path, tmp_path: Path, message_id: int | None
) -> None:
    whole = tmp_path / "whole"
    shutil.copytree(data, whole)
    worker = start(forks, whole, 0, message_id)
    out, _ = worker.communicate(timeout=120)
    assert worker.returncode == 0 and "finished" in out, out
    steps = [line.split(" ", 2)[2] for line in out.splitlines() if line.startswith("step ")]
    assert "copies" in steps and steps.index("copies") < steps.index("log")
    assert left(whole, message_id) == []
    after = texts(whole)
    # the whole member goes: the persona's echo loses their name with the quote
    name = REDACTED if message_id is None else "민준님"
    assert f"{name}이 말씀하신 '{REDACTED}' 좋네요" in after
    assert not any(t.startswith("📜") for t in after)  # the answer showing it went, whole
    if message_id is None:
        assert f"어제 {REDACTED} 라고 했잖아" in after
    else:  # the quote of another message of theirs, and that message, stay whole
        assert f"어제 {mask(member_text(3))} 라고 했잖아" in after
        assert mask(member_text(3)) in after
    expected = without_tombstones(log_bytes(whole))
    # the one-message erasure is killed after each of its steps; the member's (whose
    # other steps ``test_forget_crash`` covers) around the new one
    at = steps.index("copies") + 1
    kills = range(1, len(steps)) if message_id is not None else (at - 1, at, at + 1)
    for kill_at in kills:
        trial = tmp_path / f"kill{kill_at}"
        shutil.copytree(data, trial)
        killed = start(forks, trial, kill_at, message_id)
        assert killed.stdout is not None
        for _ in range(kill_at):
            killed.stdout.readline()
        killed.kill()
        killed.wait()
        assert DataRoot(trial).forget_journal_path(CHAT).exists()
        rerun = start(forks, trial, 0, message_id)
        out, _ = rerun.communicate(timeout=120)
        assert rerun.returncode == 0 and "finished" in out, (kill_at, out)
        assert left(trial, message_id) == [], (kill_at, steps[kill_at - 1])
        assert without_tombstones(log_bytes(trial)) == expected, (kill_at, steps[kill_at - 1])


def test_an_erasure_resumed_after_its_log_step_still_removes_stray_copies_of_the_member(
    forks: ForkServer, data: Path, tmp_path: Path
) -> None:
    """A moved-aside copy holding the member's words (and no sender id): the first run
    finds it by their texts, and so does a run resumed once the log no longer holds them."""
    trial = tmp_path / "trial"
    shutil.copytree(data, trial)
    stray = DataRoot(trial).chat_dir(CHAT) / "state.json.corrupt-20260313"
    copy = {"recent": [{"sender": "민준", "text": mask(member_text(6))}]}
    stray.write_text(json.dumps(copy, ensure_ascii=False), "utf-8")
    whole = tmp_path / "whole"
    shutil.copytree(trial, whole)
    first = start(forks, whole, 0, None)
    out, _ = first.communicate(timeout=120)
    assert first.returncode == 0 and "finished" in out, out
    assert left(whole, None) == []
    steps = [line.split(" ", 2)[2] for line in out.splitlines() if line.startswith("step ")]
    kill_at = steps.index("log") + 1
    killed = start(forks, trial, kill_at, None)
    assert killed.stdout is not None
    for _ in range(kill_at):
        killed.stdout.readline()
    killed.kill()
    killed.wait()
    assert stray.exists() and DataRoot(trial).forget_journal_path(CHAT).exists()
    rerun = start(forks, trial, 0, None)
    out, _ = rerun.communicate(timeout=120)
    assert rerun.returncode == 0 and "finished" in out, out
    assert not stray.exists()
    assert left(trial, None) == []
