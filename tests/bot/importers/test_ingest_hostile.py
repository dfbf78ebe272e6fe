"""Hostile ingest input: values the log cannot hold are skipped by line, the rest recorded."""

from __future__ import annotations

import json
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

CHAT = -1001234567890
SEOUL = ZoneInfo("Asia/Seoul")


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def line(mid: int, text: str, stamp: str = "2026-03-15T09:00:00+09:00", **extra: object) -> str:
    row = {"sender": "민준", "text": text, "timestamp": stamp, "message_id": mid, **extra}
    return json.dumps(row, ensure_ascii=False)


def stored(data: Path) -> list[MessageRecord]:
    with MessageLog(DataRoot(data).log_dir(CHAT), SEOUL) as log:
        return list(log.scan())


def test_unstorable_lines_are_skipped_by_line_number_and_the_valid_lines_after_them_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = tmp_path / "in.jsonl"
    source.write_text(
        "\n".join(
            [
                line(1, "처음", "2026-03-15T09:00:00+09:00"),
                line(2, "일 년", "0001-01-01T00:00:00"),
                line(3, "먼 미래", "9999-12-31T23:59:59"),
                line(2**70, "큰 번호", "2026-03-15T09:01:00+09:00"),
                line(5, "큰 보낸이", "2026-03-15T09:02:00+09:00", sender_id=-(2**70)),
                '{"sender": "민준", "text": "\\ud800 외톨이", "message_id": 6}',
                line(7, "답장", "2026-03-15T09:03:00+09:00", reply_to=2**64),
                line(8, "끝까지 남는 말", "2026-03-15T09:04:00+09:00"),
            ]
        )
        + "\n",
        "utf-8",
    )
    code = main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)])
    out, err = capsys.readouterr()

    assert code == 1  # some lines were wrong: a script must notice
    assert "recorded 2 messages, skipped 6" in out
    assert "2 timestamp out of range (1970-2099) (e.g. line 2)" in out
    assert "3 id out of range (more than 64 bits) (e.g. line 4)" in out
    assert "1 text is not valid Unicode (a lone surrogate) (e.g. line 6)" in out
    assert [(r.message_id, r.text) for r in stored(data)] == [(1, "처음"), (8, "끝까지 남는 말")]
    assert not DataRoot(data).dead_letter_path(CHAT).exists()
    assert "Traceback" not in err and "crashed" not in err


def test_a_message_longer_than_the_cap_is_stored_cut_with_a_marker(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    config = tmp_path / "config.toml"
    config.write_text(f'data_dir = "{data}"\n[memory]\nmax_message_chars = 1000\n', "utf-8")
    source = tmp_path / "in.jsonl"
    long_text = "긴 회의록 " + "가" * 24_000 + " 연락 010-1234-5678"
    source.write_text(line(1, long_text) + "\n" + line(2, "짧은 말") + "\n", "utf-8")

    argv = ["--config", str(config), "ingest", "--chat", str(CHAT), str(source)]
    assert main(argv) == 0
    first = stored(data)
    assert len(first[0].text) <= 1000
    assert first[0].text.startswith("긴 회의록 가가가")
    assert first[0].text.endswith("자 생략]") and "…[잘림: " in first[0].text
    assert first[1].text == "짧은 말"
    # a rerun recognises the cut message (same message_id) and records nothing twice
    assert main(argv) == 0
    assert "recorded 0 messages, skipped 2: 2 already recorded" in capsys.readouterr().out
    assert stored(data) == first


def test_an_export_with_dates_and_ids_out_of_range_imports_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    export = {
        "name": "테스트",
        "type": "private_supergroup",
        "id": 1234567890,
        "messages": [
            {"id": 1, "type": "message", "date": "2026-03-10T09:00:00",
             "date_unixtime": "1773100800", "from": "민준", "from_id": "user1", "text": "안녕"},
            {"id": 2, "type": "message", "date": "2026-03-10T09:01:00",
             "date_unixtime": str(10**20), "from": "민준", "text": "먼 미래"},
            {"id": 2**70, "type": "message", "date": "2026-03-10T09:02:00",
             "from": "민준", "text": "큰 번호"},
            {"id": 4, "type": "message", "date": "0001-01-01T00:00:00",
             "from": "민준", "text": "일 년"},
            {"id": 5, "type": "message", "date": "2026-03-10T09:03:00",
             "from": "서연", "text": "남는 말", "reply_to_message_id": "x"},
            {"id": 6, "type": "message", "date": "2026-03-10T09:04:00",
             "from": "서연", "text": "마지막"},
        ],
    }  # fmt: skip
    file = tmp_path / "result.json"
    file.write_text(json.dumps(export, ensure_ascii=False), "utf-8")
    assert (
        main(["--data-dir", str(data), "import", "telegram-export", str(file), "--no-personas"])
        == 0
    )
    out = capsys.readouterr().out
    # an unreadable date_unixtime falls back to the local date string, as before
    assert "recorded 3 messages, skipped 3" in out
    assert "1 timestamp out of range (1970-2099) (e.g. message 4)" in out
    assert "1 id out of range (more than 64 bits)" in out and "1 id is not an integer" in out
    assert [r.message_id for r in stored(data)] == [1, 2, 6]


def test_ingested_commands_are_kept_out_of_the_conversation_and_its_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = tmp_path / "in.jsonl"
    rows = [line(1, "워크숍은 판교에서"), line(2, "/help"), line(3, "/날씨@other_bot 서울")]
    source.write_text("\n".join([*rows, line(4, "/usr/bin 경로는 메시지")]) + "\n", "utf-8")
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    kinds = [(r.text, r.kind) for r in stored(data)]
    assert kinds == [
        ("워크숍은 판교에서", "message"),
        ("/help", "command"),
        ("/날씨@other_bot 서울", "command"),
        ("/usr/bin 경로는 메시지", "message"),
    ]
    capsys.readouterr()
    assert main(["--data-dir", str(data), "stats", "--chat", str(CHAT), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total_messages"] == 2
