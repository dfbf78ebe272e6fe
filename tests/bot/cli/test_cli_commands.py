"""The command line: help, exit codes, environment, ingest then the read commands."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.cli.parser import build_parser
from groupchat_memory.store.masking import mask

CHAT = -1001234567890
MESSAGES = [
    {"sender": "민준", "text": "회비는 국민은행 123456-01-234567 로 보내줘", "message_id": 11,
     "timestamp": "2026-03-12T20:18:05+09:00", "sender_id": 1001},
    {"sender": "클로디", "text": "네, 연락처 010-9876-5432 로 확인할게요", "message_id": 12,
     "timestamp": "2026-03-12T20:19:05+09:00", "is_bot": True},
    {"sender": "서연", "text": "메일은 seoyeon@example.com 이야", "message_id": 13,
     "timestamp": "2026-03-12T20:20:05+09:00"},
]  # fmt: skip

SUBCOMMANDS = [
    "bot", "watch", "demo", "console", "ingest", "history", "search", "stats", "toc",
    "recall", "decisions", "todos", "context", "embed", "archive", "import", "doctor",
]  # fmt: skip


def jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_every_subcommand_explains_itself_with_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    for name in SUBCOMMANDS:
        assert f"    {name} " in out
        code, sub_help, _ = run([name, "--help"], capsys)
        assert code == 0
        assert f"usage: groupchat-memory {name}" in sub_help
        assert "exit codes: 0 ok" in sub_help
    code, out, _ = run(["import", "telegram-export", "--help"], capsys)
    assert code == 0 and "Export chat history" in out


def test_usage_errors_exit_2_with_argparse_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert run([], capsys)[0] == 2
    code, _, err = run(["history", "-n", "zero"], capsys)
    assert code == 2 and "not a whole number" in err
    assert run(["nosuchcommand"], capsys)[0] == 2


def test_ingest_then_history_json_returns_exactly_the_messages_masked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = jsonl(tmp_path / "in.jsonl", MESSAGES)
    code, out, err = run(
        ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)], capsys
    )
    assert (code, err) == (0, "")
    assert out.startswith(f"chat {CHAT}: recorded 3 messages, skipped 0\n")
    assert out.count("\n") == 1 or "older than archive_after_days" in out  # an old sample
    code, out, _ = run(["--data-dir", str(data), "history", "--chat", str(CHAT), "--json"], capsys)
    assert code == 0
    got = json.loads(out)
    assert [(r["sender"], r["text"], r["message_id"]) for r in got] == [
        (m["sender"], mask(str(m["text"])), m["message_id"]) for m in MESSAGES
    ]
    assert "[계좌번호]" in got[0]["text"] and "[전화번호]" in got[1]["text"]
    assert "[이메일]" in got[2]["text"]
    assert not any(d in out for d in ("123456-01-234567", "9876-5432", "seoyeon@"))
    assert [r["is_bot"] for r in got] == [False, True, False]
    assert got[0]["timestamp"] == "2026-03-12T20:18:05+09:00"
    assert {"chat_id", "topic_tag", "kind"} <= set(got[0])


def test_a_second_ingest_skips_what_is_recorded_and_bad_lines_say_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = jsonl(tmp_path / "in.jsonl", MESSAGES)
    base = ["--data-dir", str(data), "ingest", "--chat", str(CHAT)]
    assert run([*base, str(source)], capsys)[0] == 0
    code, out, _ = run([*base, str(source)], capsys)
    assert code == 0
    assert "recorded 0 messages, skipped 3: 3 already recorded (same message_id)" in out
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(
        '{"sender": "a"}\nnot json\n{"sender": "b", "text": "새 말"}\n'.encode()
        + b'{"sender": "c", "text": "\xff\xfe"}\n'
    )
    code, out, _ = run([*base, str(broken)], capsys)
    assert code == 1
    assert "recorded 1 messages, skipped 3" in out and "1 not UTF-8 text (e.g. line 4)" in out
    assert 'missing "text"' in out and "line 1" in out
    assert "not valid JSON" in out and "line 2" in out


def test_read_commands_print_the_chat_answers_and_their_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = Path(__file__).parents[3] / "bot" / "data" / "sample_chat.jsonl"
    assert (
        run(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)], capsys)[0] == 0
    )
    d = ["--data-dir", str(data)]
    code, out, _ = run([*d, "search", "회비", "--limit", "2"], capsys)  # the only chat: no --chat
    assert code == 0 and out.startswith("🔎 '회비' 검색 결과 2건 (최신순)")
    found = json.loads(run([*d, "search", "회비", "--json"], capsys)[1])
    assert found and all("회비" in r["text"] for r in found)
    assert found[0]["timestamp"] > found[-1]["timestamp"]

    stats = json.loads(run([*d, "stats", "--json"], capsys)[1])
    assert stats["total_messages"] == 165 and stats["participants"]["민준"] == 39
    assert stats["first_date"] == "2026-03-12" and stats["summaries"] >= 3
    assert set(stats["tokens"]) >= {"input_tokens", "output_tokens"}
    assert "총 메시지: 165개" in run([*d, "stats"], capsys)[1]

    toc = json.loads(run([*d, "toc", "--json"], capsys)[1])
    assert toc["chat_id"] == CHAT and "2026-03-12" in toc["dates"]
    row = toc["dates"]["2026-03-12"][0]
    assert row["label"].endswith("_001") and row["consensus_level"]
    assert "\n2026-03-15:\n  - " in run([*d, "toc"], capsys)[1]

    recall = json.loads(run([*d, "recall", "가평", "--json"], capsys)[1])
    assert recall["keyword"] == "가평" and recall["summaries"]
    assert run([*d, "recall", "가평"], capsys)[1].startswith("🔍 '가평' 관련 기억")

    ctx = json.loads(run([*d, "context", "--json", "워크숍", "회비는?"], capsys)[1])
    assert set(ctx) == {"context", "messages", "summaries", "tokens"}
    assert ctx["context"].startswith("[이전 대화 요약]") and "[최근 대화]" in ctx["context"]
    assert ctx["tokens"] > 0
    small = json.loads(run([*d, "context", "--budget", "200", "--json", "회비"], capsys)[1])
    assert small["tokens"] <= 200 < ctx["tokens"]


def test_an_unknown_chat_is_one_clear_line_and_debug_adds_the_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    jsonl(tmp_path / "in.jsonl", MESSAGES)
    run(["--data-dir", str(data), "ingest", "--chat", "5", str(tmp_path / "in.jsonl")], capsys)
    code, out, err = run(["--data-dir", str(data), "history", "--chat", "7"], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "chat 7 has no memory" in err and "known chats: 5" in err
    code, _, err = run(["--debug", "--data-dir", str(data), "history", "--chat", "7"], capsys)
    assert code == 2 and "Traceback" in err and "UnknownChatError" in err
    code, _, err = run(["--data-dir", str(data), "ingest", "--chat", "5", "nofile.jsonl"], capsys)
    assert code == 2 and "nofile.jsonl: no such file" in err and "Traceback" not in err


def test_the_data_dir_and_config_come_from_the_environment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "from-env"
    source = jsonl(tmp_path / "in.jsonl", MESSAGES)
    monkeypatch.setenv("GROUPCHAT_MEMORY_DATA_DIR", str(data))
    assert run(["ingest", "--chat", str(CHAT), str(source)], capsys)[0] == 0
    assert (data / "groupchat" / "chats" / str(CHAT)).is_dir()
    config = tmp_path / "c.toml"
    config.write_text(f'data_dir = "{tmp_path / "from-config"}"\n', "utf-8")
    monkeypatch.delenv("GROUPCHAT_MEMORY_DATA_DIR")
    monkeypatch.setenv("GROUPCHAT_MEMORY_CONFIG", str(config))
    code, _, err = run(["history", "--chat", str(CHAT)], capsys)
    assert code == 2 and "from-config" in err
    config.write_text("no_such_key = 1\n", "utf-8")
    code, _, err = run(["history", "--chat", str(CHAT)], capsys)
    assert code == 2 and "no_such_key" in err and err.count("\n") == 1


LOCK_HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from groupchat_memory.store.lock import WriterLock
    from groupchat_memory.store.paths import DataRoot
    lock = WriterLock(DataRoot(Path(sys.argv[1])).writer_lock_path())
    lock.acquire()
    print("locked", flush=True)
    time.sleep(120)
    """
)


def test_ingest_while_another_process_holds_the_lock_exits_3_naming_its_pid(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = jsonl(tmp_path / "in.jsonl", MESSAGES)
    holder = subprocess.Popen(
        [sys.executable, "-c", LOCK_HOLDER, str(data)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[3],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        code, out, err = run(
            ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)], capsys
        )
        assert code == 3 and out == ""
        assert f"held by process {holder.pid}" in err and err.count("\n") == 1
        assert not (data / "groupchat" / "chats").exists()
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
    assert (
        run(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)], capsys)[0] == 0
    )


def test_python_dash_m_bot_is_the_same_command_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "groupchat_memory.bot", "--data-dir", str(tmp_path),
         "stats", "--chat", "1"],
        capture_output=True, text=True, cwd=Path(__file__).parents[3], timeout=60,
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.startswith("groupchat-memory: error: chat 1 has no memory")


def test_the_parser_knows_every_contract_command() -> None:
    parser = build_parser()
    args = parser.parse_args(["import", "legacy", "old", "--chat", "3"])
    assert (args.command, args.source, args.dir, args.chat) == ("import", "legacy", Path("old"), 3)
    args = parser.parse_args(["context", "--chat", "1", "--budget", "50", "배포", "언제?"])
    assert (args.budget, args.text) == (50, ["배포", "언제?"])
