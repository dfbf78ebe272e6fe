"""An export older than what a chat has already summarized: the import refuses with the
way to do it (its messages would never be summarized), and that way works."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.store.paths import DataRoot

FIXTURE = Path(__file__).parents[2] / "fixtures" / "telegram_export.json"
CHAT = -1001234567890  # the fixture's chat as the Bot API sees it


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def live_chat(tmp_path: Path) -> Path:
    """60 messages recorded in April 2026 (after the export's March), summarized."""
    rows = [
        {
            "sender": "서연",
            "text": f"4월 라이브 대화 {i}",
            "message_id": 1000 + i,
            "timestamp": f"2026-04-02T21:{i:02d}:00+09:00",
        }
        for i in range(60)
    ]
    source = tmp_path / "live.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    assert summary_files(DataRoot(data).summaries_dir(CHAT))
    return data


def test_an_older_export_into_a_summarized_chat_is_refused_with_the_way_that_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = live_chat(tmp_path)
    root = DataRoot(data)
    logs_before = {p.name: p.read_bytes() for p in root.log_dir(CHAT).glob("*.jsonl")}
    capsys.readouterr()
    argv = ["--data-dir", str(data), "import", "telegram-export", str(FIXTURE)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "13 messages of this import are older (2026-03-10 on)" in err
    assert "they would never be summarized" in err and "import legacy" in err
    assert {p.name: p.read_bytes() for p in root.log_dir(CHAT).glob("*.jsonl")} == logs_before

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
