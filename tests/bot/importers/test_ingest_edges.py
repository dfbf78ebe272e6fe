"""``ingest`` at the edges: into a supergroup whose log still holds the old group's
messages (Telegram numbers the new chat's from 1 again), and of history old enough for
the archive, which it announces as ``import`` does."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import anyio
import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

GROUP, SUPERGROUP = -4001, -1004001


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def jsonl(path: Path, first: datetime, ids: range, text: str) -> Path:
    rows = [
        {
            "sender": "민수",
            "text": f"{text} {mid}",
            "message_id": mid,
            "timestamp": (first + timedelta(minutes=n)).isoformat(),
        }
        for n, mid in enumerate(ids)
    ]
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def ingest(data: Path, chat: int, source: Path) -> int:
    return main(["--data-dir", str(data), "ingest", "--chat", str(chat), str(source)])


def test_ingest_into_a_migrated_supergroup_keeps_its_messages_numbered_like_the_old_groups(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    start = datetime.now().astimezone() - timedelta(days=2)
    assert ingest(data, GROUP, jsonl(tmp_path / "group.jsonl", start, range(1, 41), "그룹")) == 0
    config = load_config(None, data_dir_override=data, environ={})

    async def migrate() -> None:
        async with writer_system(config) as system:
            await system.migrate(GROUP, SUPERGROUP)

    anyio.run(migrate)
    later = start + timedelta(hours=2)
    source = jsonl(tmp_path / "super.jsonl", later, range(2, 6), "슈퍼그룹")
    capsys.readouterr()
    assert ingest(data, SUPERGROUP, source) == 0
    assert "recorded 4 messages, skipped 0" in capsys.readouterr().out
    assert ingest(data, SUPERGROUP, source) == 0  # a rerun still skips what is recorded
    assert "recorded 0 messages, skipped 4" in capsys.readouterr().out
    root = DataRoot(data)
    with MessageLog(root.log_dir(SUPERGROUP), config.memory.tz) as log:
        texts = [r.text for r in log.scan() if r.kind == "message"]
    assert texts[:40] == [f"그룹 {i}" for i in range(1, 41)]
    assert texts[40:] == [f"슈퍼그룹 {i}" for i in range(2, 6)]


def test_ingest_of_history_past_archive_after_days_says_when_the_archive_folds_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    now = datetime.now().astimezone()
    old = jsonl(tmp_path / "old.jsonl", now - timedelta(days=400), range(1, 13), "작년 이야기")
    today = jsonl(tmp_path / "new.jsonl", now - timedelta(minutes=5), range(20, 23), "오늘")
    source = tmp_path / "both.jsonl"
    source.write_text(old.read_text("utf-8") + today.read_text("utf-8"), "utf-8")
    assert ingest(data, GROUP, source) == 0
    out = capsys.readouterr().out
    assert "recorded 15 messages" in out
    assert "12 of these messages are older than archive_after_days (180 days, before " in out
    assert "the archive folds them into period summaries" in out
    # history that is all long past is the chat's newest: the archive keeps it whole
    alone = jsonl(tmp_path / "alone.jsonl", now - timedelta(days=400), range(1, 13), "작년")
    assert ingest(tmp_path / "other", GROUP, alone) == 0
    assert "archive_after_days" not in capsys.readouterr().out


def _dictionary_mapped() -> bool:
    """Whether this process has the Korean analyzer's dictionary mapped."""
    return "sys.dic" in Path("/proc/self/maps").read_text()


def test_a_replay_reads_every_window_with_one_korean_tagger_and_lets_it_go_after(
    tmp_path: Path,
) -> None:
    config = load_config(None, data_dir_override=tmp_path / "data", environ={})
    start = datetime.now().astimezone() - timedelta(days=1)
    rows = [
        json.dumps({"sender": "민수", "text": f"회식 장소는 을지로 노포로 하자 {i}",
                    "message_id": i, "timestamp": (start + timedelta(hours=i)).isoformat()},
                   ensure_ascii=False)  # an hour apart: every message closes a window
        for i in range(1, 6)
    ]  # fmt: skip
    seen: list[bool] = []

    async def replay() -> None:
        clock = ReplayClock()
        async with writer_system(config, clock, summarizer=OfflineSummarizer()) as system:
            await ingest_lines(system, clock, GROUP, rows, config.memory)
            seen.append(_dictionary_mapped())  # between the replay's summaries

    anyio.run(replay)
    summaries = list(config.root.summaries_dir(GROUP).glob("*.json"))
    assert len(summaries) >= 4
    assert seen == [True]
    assert not _dictionary_mapped()
