"""The archive asks before it spends: a model call per period summary, so past a few it
wants ``--yes`` (or ``--offline``), as a replay does; an import says what the archive
will fold of what it just recorded."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.store.paths import DataRoot

CHAT = -1009
FIXTURE = Path(__file__).parents[2] / "fixtures" / "telegram_export.json"


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def stamp(i: int) -> str:
    """The ``i``-th old message's time: a hundred a day, a minute apart, from 10:00."""
    day, minute = 1 + i // 100, i % 100
    return f"2025-01-{day:02d}T{10 + minute // 60:02d}:{minute % 60:02d}:00+09:00"


def old_history(tmp_path: Path) -> Path:
    """2,400 messages over 24 days of 2025 (long past 180 days) and one of today (the
    archive folds only days that much older than the chat's newest), recorded offline."""
    rows = [
        {
            "sender": "민수" if i % 2 else "서연",
            "text": f"예전 회의 {i}번 안건 이야기",
            "message_id": i + 1,
            "timestamp": stamp(i),
        }
        for i in range(2400)
    ]
    now = datetime.now(UTC).isoformat()
    rows.append({"sender": "서연", "text": "오늘 이야기", "message_id": 2401, "timestamp": now})
    source = tmp_path / "old.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    argv = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), "--offline", "--quiet"]
    assert main([*argv, str(source)]) == 0
    return data


def test_the_archive_with_a_model_wants_a_yes_and_offline_needs_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = old_history(tmp_path)
    config = tmp_path / "paid.toml"
    config.write_text('[llm]\nprovider = "anthropic"\n', "utf-8")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test-never-sent")
    days = sorted(p.name for p in DataRoot(data).log_dir(CHAT).glob("*.jsonl"))
    capsys.readouterr()
    argv = ["--config", str(config), "--data-dir", str(data), "archive"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "This archive would make about 24 summary calls" in err
    assert "pass --yes to allow them, or --offline" in err
    assert sorted(p.name for p in DataRoot(data).log_dir(CHAT).glob("*.jsonl")) == days
    assert main([*argv, "--offline"]) == 0
    assert "archived 2400 messages of 24 days" in capsys.readouterr().out
    assert len(list(DataRoot(data).log_dir(CHAT).glob("*.jsonl"))) == 1  # today's


def test_an_import_says_how_many_messages_the_archive_will_fold_and_when(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    export = json.loads(FIXTURE.read_text("utf-8"))
    now = datetime.now(UTC).replace(microsecond=0)
    export["messages"].append(
        {
            "id": 14, "type": "message", "date": now.replace(tzinfo=None).isoformat(),
            "date_unixtime": str(int(now.timestamp())), "from": "민준", "from_id": "user1001",
            "text": "오늘 다시 모였어요", "text_entities": [],
        }
    )  # fmt: skip
    source = tmp_path / "export.json"
    source.write_text(json.dumps(export, ensure_ascii=False), "utf-8")
    data = tmp_path / "data"
    assert (
        main(["--data-dir", str(data), "import", "telegram-export", str(source), "--no-personas"])
        == 0
    )
    out = capsys.readouterr().out
    assert "13 of these messages are older than archive_after_days (180 days, before" in out
    assert "the archive folds them into period summaries and removes their day files" in out
    assert "at 20" in out and "(Asia/Seoul) if the bot service runs then" in out


def test_an_import_whose_newest_day_is_long_past_is_kept_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    assert (
        main(
            [
                "--data-dir",
                str(data),
                "import",
                "telegram-export",
                str(FIXTURE),
                "--personas",
                "클로디",
            ]
        )
        == 0
    )
    assert "older than archive_after_days" not in capsys.readouterr().out
    assert main(["--data-dir", str(data), "archive", "--offline"]) == 0
    out = capsys.readouterr().out
    assert "kept 1 day before the cutoff (2026-03-10 ~ 2026-03-10)" in out
    assert "nothing to archive" in out
    assert len(list(DataRoot(data).log_dir(-1001234567890).glob("*.jsonl"))) == 1


def test_a_clock_far_ahead_of_the_chat_folds_none_of_its_latest_days(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the chat as a machine 200 days ahead sees it: its newest message two days old
    # (at noon UTC: the hour or three before it stays on one day in the chat's zone,
    # whatever the time the test runs)
    ahead = (datetime.now(UTC) - timedelta(days=200)).replace(
        hour=12, minute=0, second=0, microsecond=0
    )
    recent = [ahead - timedelta(days=2 + d, hours=h) for d in range(18) for h in (1, 3)]
    older = [ahead - timedelta(days=220 + d) for d in range(4)]  # 180 days before them
    rows = [
        {"sender": "민수", "text": f"이야기 {i}", "message_id": i + 1, "timestamp": t.isoformat()}
        for i, t in enumerate(sorted(older + recent))
    ]
    source = tmp_path / "chat.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    base = ["--data-dir", str(data)]
    assert main([*base, "ingest", "--chat", str(CHAT), "--offline", "--quiet", str(source)]) == 0
    capsys.readouterr()
    assert main([*base, "archive", "--offline"]) == 0
    out = capsys.readouterr().out
    assert "archived 4 messages of 4 days" in out
    assert "kept 18 days before the cutoff" in out, out
    assert main([*base, "history", "--chat", str(CHAT), "-n", "100", "--json"]) == 0
    shown = [row["text"] for row in json.loads(capsys.readouterr().out)]
    assert shown == [f"이야기 {i}" for i in range(4, 40)]
