"""History older than what a chat already holds (a group adopts the bot first and finds
its export later): the import (and ``ingest``) records it *before* the chat's records,
summarized by its own days, and the chat's own lines, summaries, decisions and to-dos
stay as they were. Before, the import was refused with a five-step way out."""

from __future__ import annotations

import json
import os
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.log import MessageLog, parse_timestamp
from groupchat_memory.store.paths import DataRoot

FIXTURE = Path(__file__).parents[2] / "fixtures" / "telegram_export.json"
CHAT = -1001234567890  # the fixture's chat as the Bot API sees it
TZ = ZoneInfo("Asia/Seoul")


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def rows_of(count: int, first: datetime, text: str = "4월 라이브 대화") -> list[dict[str, object]]:
    return [
        {
            "sender": "서연",
            "text": f"{text} {i}",
            "message_id": 1000 + i,
            "timestamp": (first + timedelta(minutes=i)).isoformat(),
        }
        for i in range(count)
    ]


def write_rows(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def ingest(data: Path, source: Path) -> int:
    return main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)])


def live_chat(tmp_path: Path, rows: list[dict[str, object]] | None = None) -> Path:
    """60 messages recorded in April 2026 (after the export's March), summarized."""
    if rows is None:
        rows = rows_of(60, datetime.fromisoformat("2026-04-02T21:00:00+09:00"))
    data = tmp_path / "data"
    assert ingest(data, write_rows(tmp_path / "live.jsonl", rows)) == 0
    return data


def import_export(data: Path, export: Path = FIXTURE) -> int:
    argv = ["--data-dir", str(data), "import", "telegram-export", str(export)]
    return main([*argv, "--personas", "클로디"])


def logs(data: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in DataRoot(data).log_dir(CHAT).glob("*.jsonl")}


def summary_bytes(data: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in DataRoot(data).summaries_dir(CHAT).glob("*.json")}


def records(data: Path) -> list[Any]:
    with MessageLog(DataRoot(data).log_dir(CHAT), TZ) as log:
        return list(log.scan())


def in_time_order_by_seq(data: Path) -> None:
    """The chat's seq order is its time order, every seq once (ranges and cursors rely on it)."""
    found = records(data)
    seqs = [r.seq for r in found]
    assert len(set(seqs)) == len(seqs)
    assert 0 not in seqs
    by_seq = sorted(found, key=lambda r: r.seq)
    times = [parse_timestamp(r.timestamp, TZ) for r in by_seq]
    assert times == sorted(times)
    assert [r.seq for r in found] == seqs and seqs == sorted(seqs), "the files are in seq order"


def summaries_dated_by_their_messages(data: Path) -> None:
    """Each summary file's day is a day of the messages it covers (the day the window was
    summarized on the messages' own clock: a window past midnight takes its last day), and
    no summary covers messages of both sides of the chat's first live record."""
    root = DataRoot(data)
    when = {r.seq: parse_timestamp(r.timestamp, TZ) for r in records(data)}
    files = summary_files(root.summaries_dir(CHAT))
    assert files
    for name, summary in files:
        first, last = when[summary.message_range.from_], when[summary.message_range.to]
        days = {f"{first:%Y-%m-%d}_", f"{last:%Y-%m-%d}_"}
        assert any(name.startswith(day) for day in days), (name, first, last)
        assert summary.message_range.from_ > 0 or summary.message_range.to < 0, name


def test_an_older_export_into_a_summarized_chat_goes_in_before_its_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = live_chat(tmp_path)
    logs_before, summaries_before = logs(data), summary_bytes(data)
    assert summaries_before
    capsys.readouterr()
    assert import_export(data) == 0
    out = capsys.readouterr().out
    assert "recorded 13 messages" in out
    assert "13 of the records are older than the chat's first record" in out
    assert "2026-03-10 to 2026-03-10, 1 summaries of that period" in out
    after = logs(data)
    for name, content in logs_before.items():
        assert after[name] == content, "the chat's own lines stay byte for byte"
    summaries_after = summary_bytes(data)
    for name, content in summaries_before.items():
        assert summaries_after[name] == content, "the live summaries stay"
    assert "2026-03-10.jsonl" in after
    in_time_order_by_seq(data)
    summaries_dated_by_their_messages(data)
    assert not DataRoot(data).backfill_dir().exists()

    capsys.readouterr()
    assert main(["--data-dir", str(data), "toc", "--chat", str(CHAT), "--json"]) == 0
    days = sorted(json.loads(capsys.readouterr().out)["dates"])
    assert days[0].startswith("2026-03") and days[-1].startswith("2026-04"), days
    assert main(["--data-dir", str(data), "context", "--chat", str(CHAT), "회비 라이브"]) == 0
    days, year = [], ""  # a day's first line opens with its date, the year said once
    for line in capsys.readouterr().out.splitlines():
        if found := re.match(r"\[(\d{4}-)?(\d{2}-\d{2})\] ", line):
            year = found.group(1) or year
            days.append(year + found.group(2))
    assert days and days == sorted(days), days
    assert main(["--data-dir", str(data), "search", "--chat", str(CHAT), "회비", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 2
    assert main(["--data-dir", str(data), "history", "--chat", str(CHAT), "-n", "100"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("[")]
    assert lines[0].startswith("[03/10") and lines[-1].startswith("[04/02"), lines
    assert main(["--data-dir", str(data), "stats", "--chat", str(CHAT), "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["total_messages"] == 70 and stats["first_date"] == "2026-03-10"

    # the same export again: nothing new, nothing doubled
    assert import_export(data) == 0
    assert "recorded 0 messages, skipped 13" in capsys.readouterr().out
    assert logs(data) == after


def test_an_older_export_into_a_chat_whose_live_messages_are_not_summarized_yet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No summary yet (the cursor is 0): the older messages get their own summary, and the
    live window is summarized later from its own messages only, as if nothing happened."""
    recent = datetime.now(UTC) - timedelta(minutes=20)
    rows = rows_of(40, recent - timedelta(minutes=40), "방금 라이브 대화")
    data = live_chat(tmp_path, rows)
    root = DataRoot(data)
    assert not summary_files(root.summaries_dir(CHAT))
    before = logs(data)
    assert import_export(data) == 0
    assert "13 of the records are older" in capsys.readouterr().out
    older = summary_files(root.summaries_dir(CHAT))
    assert [s.message_range.to < 0 for _, s in older] == [True]
    for name, content in before.items():
        assert logs(data)[name] == content
    # ten more live messages make the live window full: its summary covers 1-50 only
    more = rows_of(10, recent - timedelta(seconds=30), "이어지는 라이브")
    for row in more:
        row["message_id"] = int(str(row["message_id"])) + 100
    assert ingest(data, write_rows(tmp_path / "more.jsonl", more)) == 0
    live = [s for _, s in summary_files(root.summaries_dir(CHAT)) if s.message_range.from_ > 0]
    assert live and live[0].message_range.from_ == 1 and live[0].message_range.to == 50
    in_time_order_by_seq(data)
    summaries_dated_by_their_messages(data)


def test_ingest_of_lines_older_than_a_summarized_chat_goes_in_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = live_chat(tmp_path)
    before = logs(data)
    rows = rows_of(5, datetime.fromisoformat("2026-03-01T10:00:00+09:00"), "3월 이야기")
    for row in rows:
        row["message_id"] = int(str(row["message_id"])) + 500
    # one line inside the recorded period under an id the chat never saw: not placed
    inside = {**rows[0], "message_id": 9999, "timestamp": "2026-04-02T21:30:30+09:00"}
    older = write_rows(tmp_path / "older.jsonl", [*rows, inside])
    capsys.readouterr()
    assert ingest(data, older) == 1
    out = capsys.readouterr().out
    assert "recorded 5 messages, skipped 1: 1 dated inside the period the chat recorded" in out
    assert "(e.g. line 6)" in out and "5 of the records are older" in out
    for name, content in before.items():
        assert logs(data)[name] == content
    in_time_order_by_seq(data)
    summaries_dated_by_their_messages(data)
    # a rerun is safe: nothing doubled
    assert ingest(data, older) == 1
    assert "recorded 0 messages, skipped 6" in capsys.readouterr().out


# ----------------------------------------------------------- decisions and to-dos kept


def export_of(rows: list[tuple[str, str, int, str]]) -> dict[str, Any]:
    """A Telegram Desktop export of ``(time, sender, sender id, text)`` rows."""
    return {
        "name": "AI집단지성",
        "type": "private_supergroup",
        "id": 1234567890,
        "messages": [
            {
                "id": i,
                "type": "message",
                "date": when,
                "from": sender,
                "from_id": f"user{uid}",
                "text": text,
            }
            for i, (when, sender, uid, text) in enumerate(rows, 1)
        ],
    }


OLDER = [
    ("2026-02-03T19:00:00", "민준", 1001, "워크숍 장소는 가평으로 할까?"),
    ("2026-02-03T19:01:00", "서연", 1002, "좋아 가평으로 하자"),
    ("2026-02-03T19:02:00", "도윤", 1003, "찬성, 가평으로 정하자"),
    ("2026-02-03T19:04:00", "서연", 1002, "숙소 예약은 내가 금요일까지 할게"),
    ("2026-02-05T20:00:00", "민준", 1001, "회비는 1인당 10만원으로 하자"),
    ("2026-02-05T20:01:00", "도윤", 1003, "동의해 10만원 좋아"),
]
LIVE = [
    ("2026-04-02T21:00:00+09:00", "민준", 1001, "회비를 15만원으로 올리자"),
    ("2026-04-02T21:01:00+09:00", "서연", 1002, "좋아 15만원으로 하자"),
    ("2026-04-02T21:02:00+09:00", "도윤", 1003, "버스 대절은 내가 다음주 월요일까지 알아볼게"),
    ("2026-04-02T21:03:00+09:00", "민준", 1001, "숙소 예약은 서연이 했어?"),
    ("2026-04-02T21:04:00+09:00", "서연", 1002, "숙소 예약 끝냈어"),
]


def live_rows() -> list[dict[str, object]]:
    return [
        {"sender": s, "sender_id": uid, "text": t, "timestamp": w, "message_id": 500 + i}
        for i, (w, s, uid, t) in enumerate(LIVE)
    ]


# what names a record's place (seqs, files) rather than what the chat decided
PLACES = {"evidence", "summary_file", "closed_by", "replaces", "dropped_evidence"}


def without_places(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_places(v) for k, v in value.items() if k not in PLACES}
    if isinstance(value, list):
        return [without_places(v) for v in value]
    return value


def understanding(data: Path, capsys: pytest.CaptureFixture[str]) -> list[Any]:
    """``decisions`` and ``todos`` as a person reads them: no seqs, no file names."""
    found: list[Any] = []
    for command, key in (("decisions", "decisions"), ("todos", "todos")):
        capsys.readouterr()
        assert main(["--data-dir", str(data), command, "--chat", str(CHAT), "--json"]) == 0
        for item in json.loads(capsys.readouterr().out)[key]:
            found.append(without_places(item))
    return found


def test_the_decisions_and_to_dos_are_those_of_the_history_recorded_in_time_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The live chat takes its older history later; the chat recorded in time order from
    the start (the export, then the live messages) is what it must read the same as."""
    export = tmp_path / "result.json"
    export.write_text(json.dumps(export_of(OLDER), ensure_ascii=False), "utf-8")
    live = write_rows(tmp_path / "live.jsonl", live_rows())

    in_order = tmp_path / "in-order"
    assert import_export(in_order, export) == 0
    assert ingest(in_order, live) == 0
    expected = understanding(in_order, capsys)
    assert any(d.get("status") == "superseded" for d in expected) or len(expected) >= 3

    later = tmp_path / "later"
    assert ingest(later, live) == 0
    live_only = understanding(later, capsys)
    assert import_export(later, export) == 0
    assert "6 of the records are older" in capsys.readouterr().out
    got = understanding(later, capsys)
    assert got == expected
    assert got != live_only


def test_an_import_beside_the_running_service_says_what_the_operator_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The service holds the writer lock (its actors own the files a merge rewrites): the
    import exits 3 naming the holder and the steps, and writes nothing."""
    data = live_chat(tmp_path)
    before = logs(data)
    capsys.readouterr()
    with WriterLock(DataRoot(data).writer_lock_path()):
        assert import_export(data) == 3
    err = capsys.readouterr().err
    assert f"held by process {os.getpid()}" in err
    assert "stop the service (e.g. `systemctl stop groupchat-memory-bot`)" in err
    assert "run this command again, then start the service" in err
    assert logs(data) == before


def test_a_live_decision_of_archived_days_stays_when_older_history_comes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The log no longer holds archived days: decisions and to-dos read again from it would
    lose theirs, so a chat with archived days keeps its state as it is."""
    rows = [{**r, "message_id": 700 + i} for i, r in enumerate(live_rows())]
    later = [
        {"sender": "서연", "sender_id": 1002, "text": f"한참 뒤 이야기 {i}",
         "timestamp": f"2026-04-20T10:0{i}:00+09:00", "message_id": 800 + i}
        for i in range(3)
    ]  # fmt: skip
    data = tmp_path / "data"
    assert ingest(data, write_rows(tmp_path / "live.jsonl", [*rows, *later])) == 0
    understanding(data, capsys)  # read live, as the chat's /결정 does
    assert main(["--data-dir", str(data), "archive", "--older-than-days", "5"]) == 0
    assert "2026-04-02.jsonl" not in logs(data)  # folded into the archive
    before = understanding(data, capsys)
    assert any("15만원" in str(d.get("text")) for d in before), before

    export = tmp_path / "result.json"
    export.write_text(json.dumps(export_of(OLDER), ensure_ascii=False), "utf-8")
    assert import_export(data, export) == 0
    assert "6 of the records are older" in capsys.readouterr().out
    assert understanding(data, capsys) == before
    in_time_order_by_seq(data)
