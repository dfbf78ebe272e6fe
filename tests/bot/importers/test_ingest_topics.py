"""``ingest`` of a forum chat: each line's ``thread_id`` is the forum topic it was said in,
kept on the record so that a topic's history and search see that topic's messages only,
as on the live path; a ``thread_id`` that is not an integer skips that line alone."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.domain import queries
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

CHAT = -1004002
TRIP = 900  # the forum topic of the trip


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    start = datetime.now().astimezone() - timedelta(hours=3)
    for n, row in enumerate(rows):
        row.setdefault("message_id", n + 1)
        row["timestamp"] = (start + timedelta(minutes=n)).isoformat()
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def _ingest(data: Path, source: Path) -> int:
    return main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)])


def test_an_ingested_forum_line_keeps_its_topic_and_a_topic_query_sees_only_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = _write(
        tmp_path / "forum.jsonl",
        [
            {"sender": "유진", "text": "MT 숙소 가평 펜션 어때", "thread_id": TRIP},
            {"sender": "태호", "text": "스터디 숙소 말고 카페 예약했어"},
            {"sender": "다은", "text": "가평 숙소 좋아요", "thread_id": TRIP},
        ],
    )
    assert _ingest(data, source) == 0
    assert "recorded 3 messages, skipped 0" in capsys.readouterr().out
    config = load_config(None, data_dir_override=data, environ={})
    root = DataRoot(data)
    with MessageLog(root.log_dir(CHAT), config.memory.tz) as log:
        stored = [(r.message_id, r.thread_id) for r in log.scan() if r.kind == "message"]
    assert stored == [(1, TRIP), (2, None), (3, TRIP)]
    in_trip = queries.history(root, CHAT, 10, config.memory, scope=TRIP)
    assert [r.message_id for r in in_trip] == [1, 3]
    general = queries.history(root, CHAT, 10, config.memory, scope=None)
    assert [r.message_id for r in general] == [2]
    found = queries.search_hits(root, CHAT, "숙소", scope=TRIP)
    assert {h.record.message_id for h in found} == {1, 3}


def test_a_thread_id_that_is_not_an_integer_skips_its_line_by_number_and_nothing_else(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = _write(
        tmp_path / "forum.jsonl",
        [
            {"sender": "유진", "text": "첫 줄", "thread_id": TRIP},
            {"sender": "태호", "text": "둘째 줄", "thread_id": "900"},
            {"sender": "다은", "text": "셋째 줄", "thread_id": True},
            {"sender": "유진", "text": "넷째 줄", "thread_id": TRIP},
        ],
    )
    assert _ingest(data, source) == 1
    out = capsys.readouterr().out
    assert 'recorded 2 messages, skipped 2: 2 "thread_id" must be an integer (e.g. line 2)' in out
    config = load_config(None, data_dir_override=data, environ={})
    with MessageLog(DataRoot(data).log_dir(CHAT), config.memory.tz) as log:
        stored = [(r.text, r.thread_id) for r in log.scan() if r.kind == "message"]
    assert stored == [("첫 줄", TRIP), ("넷째 줄", TRIP)]
