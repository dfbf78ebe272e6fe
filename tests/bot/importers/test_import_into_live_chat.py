"""History older than what a chat already holds (summarized or not): the import (and
``ingest``) refuses with the way to do it, and that way works: every summary is dated by
its own messages and ``context`` shows the days in order."""

from __future__ import annotations

import json
import re
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.files import summary_files
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


def live_chat(tmp_path: Path, rows: list[dict[str, object]] | None = None) -> Path:
    """60 messages recorded in April 2026 (after the export's March), summarized."""
    if rows is None:
        rows = rows_of(60, datetime.fromisoformat("2026-04-02T21:00:00+09:00"))
    source = tmp_path / "live.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    return data


def logs(data: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in DataRoot(data).log_dir(CHAT).glob("*.jsonl")}


def summaries_dated_by_their_messages(data: Path) -> None:
    """Each summary file's day is the day of the first message it covers."""
    root = DataRoot(data)
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        when = {r.seq: parse_timestamp(r.timestamp, TZ) for r in log.scan()}
    files = summary_files(root.summaries_dir(CHAT))
    assert files
    for name, summary in files:
        first = when[summary.message_range.from_]
        assert name.startswith(f"{first:%Y-%m-%d}_"), (name, first)


def test_an_older_export_into_a_summarized_chat_is_refused_with_the_way_that_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = live_chat(tmp_path)
    root = DataRoot(data)
    assert summary_files(root.summaries_dir(CHAT))
    logs_before = logs(data)
    capsys.readouterr()
    argv = [
        "--data-dir",
        str(data),
        "import",
        "telegram-export",
        str(FIXTURE),
        "--personas",
        "클로디",
    ]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "13 messages of this import are older (2026-03-10 on)" in err
    assert "they would never be summarized" in err and "import legacy" in err
    assert logs(data) == logs_before

    # the way the message gives: the export first, then the live messages back
    moved = tmp_path / "live-chat"
    shutil.move(root.chat_dir(CHAT), moved)
    assert main(argv) == 0
    legacy = ["--data-dir", str(data), "import", "legacy", str(moved / "log")]
    assert main([*legacy, "--chat", str(CHAT)]) == 0
    capsys.readouterr()
    assert main(["--data-dir", str(data), "toc", "--chat", str(CHAT), "--json"]) == 0
    days = sorted(json.loads(capsys.readouterr().out)["dates"])
    assert days[0].startswith("2026-03") and days[-1].startswith("2026-04"), days
    summaries_dated_by_their_messages(data)
    capsys.readouterr()
    assert main(["--data-dir", str(data), "context", "--chat", str(CHAT), "회비 라이브"]) == 0
    headers = re.findall(r"^\[(\d{4}-\d{2}-\d{2})\]$", capsys.readouterr().out, re.MULTILINE)
    assert headers and headers == sorted(headers), headers


def test_an_older_export_into_a_chat_whose_live_messages_are_not_summarized_yet_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No summary yet (the cursor is 0): the export's messages would get seqs after the
    live ones and share their first summary, dated with the export's first day."""
    recent = datetime.now(UTC) - timedelta(minutes=20)
    data = live_chat(tmp_path, rows_of(40, recent - timedelta(minutes=40), "방금 라이브 대화"))
    root = DataRoot(data)
    assert not summary_files(root.summaries_dir(CHAT))
    before = logs(data)
    capsys.readouterr()
    argv = [
        "--data-dir",
        str(data),
        "import",
        "telegram-export",
        str(FIXTURE),
        "--personas",
        "클로디",
    ]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "13 messages of this import are older (2026-03-10 on)" in err
    assert "summarized together with the newer ones, under the wrong dates" in err
    assert "import legacy" in err
    assert logs(data) == before
    assert not summary_files(root.summaries_dir(CHAT))


def test_ingest_of_lines_older_than_a_summarized_chat_is_refused_with_the_way_that_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = live_chat(tmp_path)
    before = logs(data)
    older = tmp_path / "older.jsonl"
    rows = rows_of(5, datetime.fromisoformat("2026-03-01T10:00:00+09:00"), "3월 이야기")
    for row in rows:
        row["message_id"] = int(str(row["message_id"])) + 500
    older.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    capsys.readouterr()
    argv = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(older)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "5 messages of this ingest are older (2026-03-01 on)" in err
    assert "they would never be summarized" in err and "run this ingest" in err
    assert logs(data) == before
    # the same lines again once recorded are no older history: a rerun is still safe
    again = tmp_path / "again.jsonl"
    again.write_text((tmp_path / "live.jsonl").read_text("utf-8"), "utf-8")
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(again)]) == 0
    assert "recorded 0 messages, skipped 60" in capsys.readouterr().out
