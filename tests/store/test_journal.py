"""The journaled TinyDB storage: deltas appended, replayed, checkpointed, crash-safe."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from tinydb import Query

from groupchat_memory.store.journal import (
    journal_of,
    journal_path_of,
    open_journaled_db,
    peek_tables,
)

ROOT = Path(__file__).resolve().parents[2]

# Writes a journaled TinyDB in a loop and prints "ok <n>" once each write is durable;
# a tiny checkpoint threshold makes kills land inside checkpoints too.
WRITER = """
import sys
from pathlib import Path
from tinydb import Query
from groupchat_memory.store.journal import open_journaled_db
path, n = Path(sys.argv[1]), int(sys.argv[2])
db = open_journaled_db(path, checkpoint_bytes=2048)
state, summaries = db.table("state"), db.table("summaries")
while True:
    n += 1
    # one commit: a kill between the counter and the removal would leave n - 3 behind
    # for good, since the next run starts after the counter
    with db.storage.batch():
        state.upsert({"key": "counter", "value": n, "note": "요약 " * 20}, Query().key == "counter")
        summaries.insert({"n": n})
        if n % 7 == 0:
            summaries.remove(Query().n == n - 3)
    print(f"ok {n}", flush=True)
"""


def journal_lines(path: Path) -> list[bytes]:
    jp = journal_path_of(path)
    return jp.read_bytes().splitlines() if jp.exists() else []


def test_writes_append_to_the_journal_and_a_reopen_replays_them(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path)
    table = db.table("deliveries")
    table.insert({"hash": "a", "state": "sending"})
    table.insert({"hash": "b", "state": "sending"})
    table.update({"state": "delivered"}, Query().hash == "a")
    assert not path.exists(), "no snapshot rewrite for small changes"
    assert len(journal_lines(path)) == 3
    # an update carries only the document that changed
    assert b'"b"' not in journal_lines(path)[2]

    again = open_journaled_db(path)  # as after a SIGKILL: the journal is still there
    assert sorted((d["hash"], d["state"]) for d in again.table("deliveries").all()) == [
        ("a", "delivered"),
        ("b", "sending"),
    ]
    assert peek_tables(path)["deliveries"] == again.storage.read()["deliveries"]  # type: ignore[index]


def test_close_folds_the_journal_into_one_versioned_snapshot(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path)
    db.insert({"x": 1})
    db.remove(Query().x == 1)
    db.insert({"x": 2})
    db.close()
    assert [p.name for p in tmp_path.iterdir()] == ["ledger.json"]
    doc = json.loads(path.read_bytes())
    assert doc["version"] == 1 and doc["generation"] >= 1
    assert list(doc["tables"]["_default"].values()) == [{"x": 2}]


def test_a_torn_last_line_is_dropped_and_the_next_write_checkpoints(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path)
    db.insert({"n": 1})
    db.insert({"n": 2})
    journal = journal_path_of(path)
    with journal.open("ab") as handle:
        handle.write(journal.read_bytes().splitlines()[-1][:-7])  # a write cut short
    again = open_journaled_db(path)
    assert [d["n"] for d in again.all()] == [1, 2]
    assert not journal_of(again).recovered_from_corruption
    again.insert({"n": 3})
    assert json.loads(path.read_bytes())["generation"] == 1
    assert not journal.exists() or journal.read_bytes() == b""
    assert [d["n"] for d in open_journaled_db(path).all()] == [1, 2, 3]


def test_a_damaged_line_before_the_end_is_moved_aside_and_flagged(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path)
    for n in range(3):
        db.insert({"n": n})
    journal = journal_path_of(path)
    lines = journal.read_bytes().splitlines(keepends=True)
    lines[1] = lines[1].replace(b'"n":1', b'"n":7')  # checksum no longer matches
    journal.write_bytes(b"".join(lines))
    again = open_journaled_db(path)
    assert [d["n"] for d in again.all()] == [0], "changes before the damage are kept"
    storage = journal_of(again)
    assert storage.recovered_from_corruption
    assert storage.corrupt_path is not None and storage.corrupt_path.exists()
    assert not journal.exists()


def test_lines_already_folded_into_the_snapshot_are_not_applied_again(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path)
    db.insert({"n": 1})
    stale = journal_path_of(path).read_bytes()
    db.close()  # checkpoint: the snapshot now holds n=1
    reopened = open_journaled_db(path)
    reopened.remove(Query().n == 1)
    reopened.close()
    # a crash between the snapshot rename and emptying the journal leaves old lines
    journal_path_of(path).write_bytes(stale)
    assert open_journaled_db(path).all() == []


def test_a_failed_batch_writes_nothing_and_leaves_memory_as_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path)
    db.insert({"n": 1})
    storage = journal_of(db)
    with pytest.raises(RuntimeError), storage.batch():
        db.insert({"n": 2})
        db.update({"n": 10}, Query().n == 1)
        raise RuntimeError("stop half-way")
    assert [d["n"] for d in db.all()] == [1]
    assert len(journal_lines(path)) == 1
    with storage.batch():
        db.insert({"n": 3})
        db.insert({"n": 4})
    assert len(journal_lines(path)) == 2, "one line for the whole batch"
    assert sorted(d["n"] for d in open_journaled_db(path).all()) == [1, 3, 4]


def test_the_journal_is_checkpointed_when_it_outgrows_the_snapshot(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    db = open_journaled_db(path, checkpoint_bytes=4096)
    table = db.table("t")
    for n in range(300):
        table.upsert({"key": n % 20, "n": n, "pad": "x" * 50}, Query().key == n % 20)
    assert journal_path_of(path).stat().st_size <= 4096 + 200
    assert json.loads(path.read_bytes())["generation"] > 1
    final = {d["key"]: d["n"] for d in open_journaled_db(path).table("t").all()}
    assert final == {k: 280 + k for k in range(20)}


def test_a_reader_beside_the_owner_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "ledger.json"
    owner = open_journaled_db(path)
    owner.insert({"n": 1})
    before = journal_path_of(path).read_bytes()
    reader = open_journaled_db(path)
    assert reader.all() == [{"n": 1}]
    reader.close()
    assert journal_path_of(path).read_bytes() == before and not path.exists()
    owner.insert({"n": 2})
    assert [d["n"] for d in peek_tables(path)["_default"].values()] == [1, 2]


@pytest.mark.slow
def test_a_journaled_db_written_in_a_loop_always_loads_after_sigkill(tmp_path: Path) -> None:
    rng = random.Random(11)
    path = tmp_path / "state.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    last = 0
    acked: set[int] = set()
    for _ in range(15):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(last)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        got: list[int] = []
        kill_after = rng.randint(1, 40)
        for line in proc.stdout:
            got.append(int(line.split()[1]))
            if len(got) >= kill_after:
                break
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        got += [int(line.split()[1]) for line in proc.stdout.read().splitlines()]
        proc.stdout.close()
        acked.update(got)

        db = open_journaled_db(path)
        assert not journal_of(db).recovered_from_corruption
        counter = db.table("state").all()[0]["value"]
        assert counter >= max(got), "an acknowledged write was lost"
        present = {d["n"] for d in db.table("summaries").all()}
        removed = {n for n in acked if (n + 3) % 7 == 0 and n + 3 <= counter}
        assert {n for n in acked if n <= counter} - removed <= present
        assert not removed & present
        assert peek_tables(path)["state"] == db.storage.read()["state"]  # type: ignore[index]
        last = counter
        db.close()
