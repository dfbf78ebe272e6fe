"""The archive asks before it spends: a model call per period summary, so past a few it
wants ``--yes`` (or ``--offline``), as a replay does; an import says what the archive
will fold of what it just recorded."""

from __future__ import annotations

import json
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
    """2,400 messages over 24 days of 2025 (long past 180 days), recorded offline."""
    rows = [
        {
            "sender": "민수" if i % 2 else "서연",
            "text": f"예전 회의 {i}번 안건 이야기",
            "message_id": i + 1,
            "timestamp": stamp(i),
        }
        for i in range(2400)
    ]
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
    assert list(DataRoot(data).log_dir(CHAT).glob("*.jsonl")) == []


def test_an_import_says_how_many_messages_the_archive_will_fold_and_when(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "import", "telegram-export", str(FIXTURE)]) == 0
    out = capsys.readouterr().out
    assert "13 of these messages are older than archive_after_days (180 days, before" in out
    assert "the archive folds them into period summaries and removes their day files" in out
    assert "at 20" in out and "(Asia/Seoul) if the bot service runs then" in out
