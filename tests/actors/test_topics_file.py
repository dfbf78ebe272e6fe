"""A forum's topics live in the chat's topics file, not in ``state.json``: a summary's
commit writes the topic it summarized (a line appended) and no other, the names and tags
survive a SIGKILL, and an older ``state.json`` (its names table, version 2 topics) is moved
into the file at the first start. The real actor system, a real killed process."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import msgspec
import pytest

from groupchat_memory.actors.messages import Inspect, Settle
from groupchat_memory.actors.state.persisted import PersistedState, ThreadState, save_state
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain import queries
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.topics_worker import SETTINGS, said

ROOT = Path(__file__).resolve().parents[2]
CHAT = -100777
TOPICS = 40

pytestmark = pytest.mark.anyio


def state_doc(root: DataRoot) -> Any:
    doc = msgspec.json.decode(root.state_path(CHAT).read_bytes())
    return doc.get("tables", doc)


def topic_lines(root: DataRoot) -> list[dict[str, Any]]:
    path = root.topics_path(CHAT)
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def killed_worker(data: Path) -> dict[str, Any]:
    """The worker's topics and tags, once it has said them; then SIGKILL."""
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.actors.workers.topics_worker", str(data), str(CHAT),
         str(TOPICS)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert worker.stdout is not None
        line = worker.stdout.readline()
        assert line, worker.stderr and worker.stderr.read()
        said_then: dict[str, Any] = json.loads(line)
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=60)
    return said_then


async def test_topics_survive_a_sigkill_and_a_commit_writes_only_its_own_topic(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said_then = await anyio.to_thread.run_sync(killed_worker, tmp_path)
    tags = {int(t): tag for t, tag in said_then["tags"].items()}
    assert len(tags) == TOPICS and len(set(tags.values())) > 1, tags  # named by summaries

    # state.json holds no topic that has nothing to summarize, nor any topic's name
    tables = state_doc(root)
    assert "forum_topics" not in tables
    assert len(tables["state"]["1"].get("threads", {})) <= 1, tables["state"]
    assert len(tables["start"]["1"]["lanes"]) <= 2, tables["start"]

    async with ActorSystem(root, SETTINGS, OfflineSummarizer(), tick_interval_s=None) as memory:
        view = await memory.ask(CHAT, Inspect())
        assert {t.thread_id: t.topic for t in view.threads} == tags
        assert queries.topic_names(root, CHAT) == {t: f"모임 {t}" for t in tags}
        # one more summary in one topic: a line for that topic, none for the others
        before = topic_lines(root)
        n = int(said_then["last"])
        for text in ("다른 주제로 저녁 메뉴를 정해요", "저녁 메뉴 좋아요"):
            n += 1
            await memory.record(CHAT, said(n, 100, text))
        await memory.ask(CHAT, Settle())
        after = topic_lines(root)
    fresh = after[len(before) :]
    assert after[: len(before)] == before  # appended, never rewritten
    assert fresh and {line["thread"] for line in fresh} == {100}, fresh
    assert len(state_doc(root)["state"]["1"].get("threads", {})) <= 1


async def test_an_older_state_json_moves_its_topics_into_the_topics_file(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    async with ActorSystem(root, SETTINGS, OfflineSummarizer(), tick_interval_s=None) as memory:
        for n, thread in enumerate((11, 22), start=1):
            await memory.record(CHAT, said(n, thread, f"{thread}번 주제 이야기"))
        await memory.ask(CHAT, Settle())
    # the data root as the version before kept it: names and topic tags in state.json
    (root.topics_path(CHAT)).unlink()
    db = open_db(root.state_path(CHAT))
    try:
        old = PersistedState(
            version=2,
            last_seq=2,
            threads={
                11: ThreadState(cursor=2, topic="여행", topic_seq=2),
                22: ThreadState(cursor=1, topic="회비", topic_seq=2),
            },
        )
        save_state(db, old)
        db.table("forum_topics").insert({"thread_id": 11, "name": "여행 계획"})
        db.table("forum_topics").insert({"thread_id": 22, "name": "회비 정산"})
    finally:
        db.close()
    assert queries.topic_names(root, CHAT) == {11: "여행 계획", 22: "회비 정산"}  # before

    async with ActorSystem(root, SETTINGS, OfflineSummarizer(), tick_interval_s=None) as memory:
        view = await memory.ask(CHAT, Inspect())
        assert {t.thread_id: (t.topic, t.cursor) for t in view.threads} == {
            11: ("여행", 2),
            22: ("회비", 1),
        }
        assert queries.topic_names(root, CHAT) == {11: "여행 계획", 22: "회비 정산"}
        assert "forum_topics" not in state_doc(root)  # moved, not copied
        for n, text in ((3, "회비 얘기 더 해요"), (4, "회비 좋아요")):
            await memory.record(CHAT, said(n, 22, text))
        await memory.ask(CHAT, Settle())
    tables = state_doc(root)
    assert tables["state"]["1"]["version"] == 3
    # the quiet topic follows last_seq: only the one with a message left to summarize stays
    assert set(tables["state"]["1"].get("threads", {})) == {"22"}, tables["state"]
    lines = topic_lines(root)
    assert {"thread": 11, "tag": "여행", "tag_seq": 2} in lines
    assert [line["name"] for line in lines if "name" in line] == ["여행 계획", "회비 정산"]
