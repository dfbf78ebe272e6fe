"""Importing history: a Telegram Desktop export and the original bot's folder, twice each."""

from __future__ import annotations

import json
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.store.log import MessageLog, latest_wins
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

FIXTURE = Path(__file__).parents[2] / "fixtures" / "telegram_export.json"
EXPORT_CHAT = -1001234567890  # "private_supergroup" id 1234567890 as the Bot API sees it
SEOUL = ZoneInfo("Asia/Seoul")


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def stored(data: Path, chat_id: int) -> list[MessageRecord]:
    with MessageLog(DataRoot(data).log_dir(chat_id), SEOUL) as log:
        return list(log.scan())


def test_a_telegram_export_imported_twice_records_each_message_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    argv = [
        "--data-dir",
        str(data),
        "import",
        "telegram-export",
        str(FIXTURE),
        "--personas",
        "클로디",
    ]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert f"chat {EXPORT_CHAT} (AI집단지성): recorded 13 messages, skipped 0" in first
    records = stored(data, EXPORT_CHAT)
    by_id = {r.message_id: r for r in records}
    assert len(records) == 13 and sorted(i for i in by_id if i is not None) == list(range(1, 14))
    assert by_id[1].kind == "service" and by_id[1].text == "[그룹 생성: AI집단지성]"
    assert by_id[2].text == "[입장: 서연, 도윤]"
    assert by_id[13].text == "[메시지 고정: #11]"
    assert by_id[4].text == "후보 숙소는 https://example.com/pension 여기야, 회의실 있음"
    assert by_id[5].reply_to == 4 and "[전화번호]" in by_id[5].text
    assert "010-2345-6789" not in json.dumps([r.text for r in records], ensure_ascii=False)
    assert by_id[6].text == "[사진]" and by_id[7].text == "[사진] 회의실 사진이야"
    assert by_id[8].text == "[스티커 👍]" and by_id[9].text == "[파일: 견적서.pdf]"
    assert by_id[12].text == "[음성]"
    assert by_id[10].text == "회비는 1인당 10만원으로 하자 (수정)"  # an edit: the latest text
    assert by_id[3].sender == "민준" and by_id[3].sender_id == 1001
    assert by_id[3].timestamp == "2026-03-10T09:02:00+09:00"

    assert main(argv) == 0
    second = capsys.readouterr().out
    assert "recorded 0 messages, skipped 13: 13 already recorded" in second
    assert stored(data, EXPORT_CHAT) == records


def test_an_edit_made_after_a_live_recording_is_imported_as_an_edit_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    live = tmp_path / "live.jsonl"
    # the live recording holds the export's first ten messages (an older export into a
    # summarized chat is refused: tests/bot/importers/test_import_into_live_chat.py)
    rows = [
        {"sender": "민준", "text": f"라이브 {i}", "message_id": i,
         "timestamp": f"2026-03-10T09:{i - 1:02d}:00+09:00"}
        for i in range(1, 10)
    ]  # fmt: skip
    rows.append({
        "sender": "민준",
        "text": "회비는 1인당 8만원으로 하자",
        "message_id": 10,
        "timestamp": "2026-03-10T09:09:00+09:00",
    })  # fmt: skip
    live.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    assert main(["--data-dir", str(data), "ingest", "--chat", str(EXPORT_CHAT), str(live)]) == 0
    argv = [
        "--data-dir",
        str(data),
        "import",
        "telegram-export",
        str(FIXTURE),
        "--personas",
        "클로디",
    ]
    assert main(argv) == 0 and main(argv) == 0
    capsys.readouterr()
    records = stored(data, EXPORT_CHAT)
    edits = [r for r in records if r.kind == "edit"]
    assert [(e.message_id, e.text) for e in edits] == [(10, "회비는 1인당 10만원으로 하자 (수정)")]
    latest = {r.message_id: r.text for r in latest_wins(records)}
    assert latest[10] == "회비는 1인당 10만원으로 하자 (수정)"
    assert len([r for r in records if r.kind != "edit"]) == 13


def test_a_file_that_is_not_an_export_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "result.json"
    bad.write_text('{"chats": {"list": []}}', "utf-8")
    assert main(["--data-dir", str(tmp_path / "d"), "import", "telegram-export", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "whole-account export" in err and err.count("\n") == 1
    bad.write_text("{oops", "utf-8")
    assert main(["--data-dir", str(tmp_path / "d"), "import", "telegram-export", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "not a JSON file" in err and "pass the result.json" in err


def test_a_legacy_folder_without_its_files_says_which_folder_to_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "old"
    empty.mkdir()
    (empty / "notes.txt").write_text("not the bot's data", "utf-8")
    argv = ["--data-dir", str(tmp_path / "d"), "import", "legacy", str(empty), "--chat", "5"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "no day files or summary files found" in err
    assert "pass the original bot's data folder" in err


def test_the_original_bots_folder_imports_day_files_and_summaries_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = tmp_path / "old" / "-100777"
    old.mkdir(parents=True)
    (old / "2025-01-02.json").write_text(
        json.dumps(
            [
                {
                    "sender": "민준",
                    "text": "배포는 금요일 금지로 하자",
                    "timestamp": "2025-01-02T10:00:00",
                    "is_bot": False,
                    "chat_id": -100777,
                },
                {
                    "sender": "클로디",
                    "text": "좋아요, 배포 체크리스트도 만들게요",
                    "timestamp": "2025-01-02T10:01:00",
                    "is_bot": True,
                    "chat_id": -100777,
                },
            ],
            ensure_ascii=False,
        ),
        "utf-8",
    )
    (old / "2025-01-03.jsonl").write_text(
        json.dumps(
            {
                "sender": "서연",
                "text": "연락처 010-1111-2222",
                "timestamp": "2025-01-03T09:00:00+09:00",
                "is_bot": False,
            },
            ensure_ascii=False,
        )
        + "\n",
        "utf-8",
    )
    (old / "summaries").mkdir()
    (old / "summaries" / "summary_2025-01-02.json").write_text(
        json.dumps(
            {
                "timestamp": "2025-01-02T12:00:00",
                "summary": "배포 규칙을 정했다",
                "key_topics": ["배포"],
                "message_range": {"from": 1, "to": 2},
            },
            ensure_ascii=False,
        ),
        "utf-8",
    )
    argv = ["--data-dir", str(tmp_path / "data"), "import", "legacy", str(tmp_path / "old")]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "chats -100777: recorded 3 messages, skipped 0; summaries imported 1" in out
    data = tmp_path / "data"
    records = stored(data, -100777)
    assert [r.sender for r in records] == ["민준", "클로디", "서연"]
    assert records[1].is_bot and records[2].text == "연락처 [전화번호]"
    summaries = sorted((DataRoot(data).summaries_dir(-100777)).glob("*.json"))
    assert any("배포 규칙을 정했다" in p.read_text("utf-8") for p in summaries)

    assert main(argv) == 0
    again = capsys.readouterr().out
    assert "recorded 0 messages, skipped 4: 3 already recorded" in again
    assert "1 summary already imported" in again and "summaries imported 0" in again
    assert stored(data, -100777) == records
    assert sorted(DataRoot(data).summaries_dir(-100777).glob("*.json")) == summaries
    recall = tmp_path / "recall.txt"
    assert main(["--data-dir", str(data), "recall", "배포", "--json"]) == 0
    recall.write_text(capsys.readouterr().out, "utf-8")
    found = json.loads(recall.read_text("utf-8"))["summaries"]
    assert any(s["summary"] == "배포 규칙을 정했다" for s in found)
