"""`groupchat-memory forget`: a member's words leave every file under the data root."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import anyio
import msgspec
import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.index import read_index
from groupchat_memory.domain.summaries.insights import parse_insight, save_insight
from groupchat_memory.store.docstore import open_db
from groupchat_memory.store.files import write_atomic
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import InsightRecord, MessageRange, encode
from groupchat_memory.upkeep.scrub import WITHDRAWN
from tests.bot.cli.test_cli_commands import LOCK_HOLDER
from tests.bot.importers.test_replay_progress import on_a_terminal
from tests.fakes.fake_anthropic import FakeAnthropic, error
from tests.upkeep.test_forget_archive import archived_chat, without_sender_record
from tests.upkeep.test_forget_archive import traces as archive_traces

CHAT = -1001234567890
MEMBER = 1001
OTHER = 1002
MARKER = "ZEBRAQUOKKA7731"
# a phone number in the member's text: its masked form must go too
PHONE = "010-2345-6789"


def member_text(i: int) -> str:
    return f"{MARKER} 배포는 금요일 저녁에 하자 {i}번 안건, 연락은 {PHONE}"


def seed(tmp_path: Path) -> Path:
    """120 messages over two days, every third the member's; ingest summarizes them
    (its report goes to stdout: tests that read stdout drain it first)."""
    rows = []
    for i in range(120):
        mine = i % 3 == 0
        day, minute = (12, i) if i < 60 else (13, i - 60)
        rows.append({
            "sender": "민준" if mine else "서연",
            "sender_id": MEMBER if mine else OTHER,
            "text": member_text(i) if mine else f"서버 점검 일정 확인했어 {i}",
            "message_id": 100 + i,
            "timestamp": f"2026-03-{day}T20:{minute:02d}:05+09:00",
        })  # fmt: skip
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    return data


def traces(data: Path) -> list[str]:
    """Every file under ``data`` holding the marker or the member's (masked) phone number."""
    needles = [MARKER.encode(), MARKER.lower().encode(), PHONE.encode(), mask(PHONE).encode()]
    assert mask(PHONE) != PHONE
    found = []
    for path in sorted(data.rglob("*")):
        if path.is_file() and any(n in path.read_bytes() for n in needles):
            found.append(str(path.relative_to(data)))
    return found


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_forget_leaves_no_byte_of_the_member_anywhere_and_says_what_it_touched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seed(tmp_path)
    capsys.readouterr()
    root = DataRoot(data)
    chat_dir = root.chat_dir(CHAT)
    with RecallIndex(root, CHAT) as index:  # the index holds the member's terms
        index.catch_up()
    # moved-aside and dead-letter copies hold them too
    (chat_dir / "state.json.corrupt-20260313T000000").write_bytes(
        (root.log_dir(CHAT) / "2026-03-12.jsonl").read_bytes()
    )
    dead = json.dumps({"sender_id": MEMBER, "text": member_text(999)}, ensure_ascii=False)
    root.dead_letter_path(CHAT).write_text(dead + "\n" + '{"sender_id": 7}\n', "utf-8")

    # an insight report of the chat quotes them; another chat's report over the same seqs stays
    def report(chat_id: int, body: str) -> Path:
        return save_insight(root, InsightRecord(
            chat_id=chat_id, chat_title="AI집단지성", title="회의 정리",
            created="2026-03-13T21:00:00+09:00", period_from="2026-03-12", period_to="2026-03-13",
            message_range=MessageRange(1, 60), body=body,
        ))  # fmt: skip

    quoting, other = report(CHAT, f"민준: {MARKER} 배포 금요일"), report(-5, "다른 방 리포트")
    before = traces(data)
    assert any("summaries/" in p for p in before), before  # offline summaries quote them
    assert any(p.endswith("recall.sqlite3") for p in before), before
    summaries_before = len(summary_files(root.summaries_dir(CHAT)))

    code = main(["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith(f"chat {CHAT}: 40 message(s) erased; {summaries_before} summaries")
    assert traces(data) == []
    assert "1 insight report(s) withdrawn" in out
    assert parse_insight(quoting.read_text("utf-8")).body == WITHDRAWN
    assert parse_insight(other.read_text("utf-8")).body == "다른 방 리포트"

    # the others' messages stay, a tombstone names the erased seqs, the index rebuilds clean
    lines = [json.loads(line) for p in sorted(root.log_dir(CHAT).glob("*.jsonl"))
             for line in p.read_text("utf-8").splitlines()]  # fmt: skip
    assert [r["sender_id"] for r in lines if r["kind"] == "message"] == [OTHER] * 80
    (stone,) = [r for r in lines if r["kind"] == "tombstone"]
    assert "40 record(s) erased" in stone["text"] and stone["sender_id"] is None
    assert stone["seq"] > max(r["seq"] for r in lines if r["kind"] == "message")
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert index.matching("서버", limit=200) and not index.matching(MARKER.lower(), limit=5)
    assert traces(data) == []
    rebuilt = summary_files(root.summaries_dir(CHAT))
    assert len(rebuilt) == summaries_before
    assert all(r.participants == ["서연"] and "민준" not in r.summary for _, r in rebuilt)
    assert not root.forget_journal_path(CHAT).exists()
    assert '{"sender_id": 7}' in root.dead_letter_path(CHAT).read_text("utf-8")

    # a second run finds nothing and changes nothing
    code = main(["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes"])
    assert code == 0 and capsys.readouterr().out.startswith(f"chat {CHAT}: 0 message(s) erased")


def test_forget_without_a_terminal_or_yes_refuses_and_erases_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seed(tmp_path)
    capsys.readouterr()
    before = traces(data)
    code = main(["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001"])
    _, err = capsys.readouterr()
    assert code == 2 and "--yes" in err
    assert traces(data) == before


def test_forget_while_the_service_holds_the_lock_exits_3_and_points_to_forget_me(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = seed(tmp_path)
    capsys.readouterr()
    holder = subprocess.Popen(
        [sys.executable, "-c", LOCK_HOLDER, str(data)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[3],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes"]
        code = main(argv)
        _, err = capsys.readouterr()
        assert code == 3 and f"held by process {holder.pid}" in err and "/forget_me" in err
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
    assert any("log/" in p for p in traces(data))


def test_with_claude_configured_forget_re_makes_summaries_offline_and_logs_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = seed(tmp_path)
    capsys.readouterr()
    with FakeAnthropic() as llm:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", llm.base_url)
        argv = ["--data-dir", str(data), "--debug", "forget", "--chat", str(CHAT), "--user",
                "1001", "--yes"]  # fmt: skip
        assert main(argv) == 0
        assert llm.bodies == []  # no paid call unless asked for with --model
    rebuilt = summary_files(DataRoot(data).summaries_dir(CHAT))
    assert rebuilt and all(r.model == "offline" for _, r in rebuilt)
    err = capsys.readouterr().err.splitlines()
    assert len([line for line in err if "forgot a member" in line]) == 1, err
    assert not [line for line in err if " WARNING " in line or " ERROR " in line], err
    assert traces(data) == []


def test_with_model_the_summaries_are_re_summarized_by_claude_without_the_member(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = seed(tmp_path)  # offline summaries first
    capsys.readouterr()
    root = DataRoot(data)
    with FakeAnthropic() as llm:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", llm.base_url)
        argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes",
                "--model"]  # fmt: skip
        assert main(argv) == 0
        bodies = llm.bodies
    rebuilt = summary_files(root.summaries_dir(CHAT))
    assert len(bodies) == len(rebuilt) == 4
    assert all(r.model.startswith("claude") for _, r in rebuilt)
    # the model saw the remaining messages, never the member's
    assert all("서버 점검 일정" in b.decode() and MARKER not in b.decode() for b in bodies)
    assert not any(MARKER.lower() in b.decode().lower() for b in bodies)
    assert traces(data) == []


def test_on_a_terminal_forget_asks_and_only_yes_erases(tmp_path: Path) -> None:
    data = seed(tmp_path)
    argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", str(MEMBER)]
    code, seen = on_a_terminal(argv, b"n\n")
    assert code == 1 and "This cannot be undone. [y/N]" in seen and "nothing erased" in seen
    assert any("log/" in p for p in traces(data))
    code, seen = on_a_terminal(argv, b"y\n")
    assert code == 0 and "40 message(s) erased" in seen, seen
    assert traces(data) == []


def test_a_model_failure_stops_the_erasure_part_way_and_a_rerun_finishes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = seed(tmp_path)
    capsys.readouterr()
    argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes",
            "--model"]  # fmt: skip
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    with FakeAnthropic(responder=lambda _body: error(400, "invalid request")) as broken:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", broken.base_url)
        assert main(argv) == 1
    err = capsys.readouterr().err
    assert "stopped part-way" in err and "run `forget` again" in err
    assert DataRoot(data).forget_journal_path(CHAT).exists()
    assert any("summaries/" in p for p in traces(data))  # the log went first, summaries wait
    with FakeAnthropic() as llm:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", llm.base_url)
        assert main(argv) == 0
    assert "finished an interrupted erasure" in capsys.readouterr().out
    assert traces(data) == []


def test_an_older_data_root_with_summary_texts_in_state_json_is_scrubbed_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # before issue 15 the summary index, texts included, was a table inside state.json
    data = seed(tmp_path)
    root = DataRoot(data)
    db = open_db(root.state_path(CHAT))
    for name, record in summary_files(root.summaries_dir(CHAT)):
        db.table("summaries").insert({"file": name, "record": msgspec.to_builtins(record)})
    db.close()
    root.summary_index_path(CHAT).unlink()
    assert "state.json" in " ".join(traces(data))
    capsys.readouterr()

    code = main(["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes"])
    assert code == 0, capsys.readouterr().err
    assert traces(data) == []
    assert set(msgspec.json.decode(root.state_path(CHAT).read_bytes())["tables"]) == {"state"}
    assert len(summary_files(root.summaries_dir(CHAT))) == len(
        read_index(root.summary_index_path(CHAT))[0]
    )


def test_forget_with_a_name_reaches_an_archive_older_than_its_sender_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = anyio.run(archived_chat, tmp_path / "data")
    without_sender_record(root)
    argv = ["--data-dir", str(tmp_path / "data"), "forget", "--chat", str(CHAT), "--user",
            str(MEMBER), "--yes"]  # fmt: skip
    assert main(argv) == 0 and archive_traces(root)  # the id alone finds nothing
    assert main([*argv, "--name", "민준"]) == 0, capsys.readouterr().err
    assert archive_traces(root) == []


def test_forget_says_when_the_member_name_is_unknown_and_archive_lines_may_remain(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = anyio.run(archived_chat, tmp_path / "data")
    directory = root.summaries_dir(CHAT)
    for name, record in summary_files(directory):  # nothing that names who agreed
        bare = [msgspec.structs.replace(i, agreed_by=[]) for i in record.key_decisions]
        plain = [msgspec.structs.replace(i, agreed_by=[]) for i in record.action_items]
        write_atomic(directory / name, encode(msgspec.structs.replace(
            record, key_decisions=bare, action_items=plain)))  # fmt: skip
    for day in root.log_dir(CHAT).glob("*.jsonl"):  # and no message of theirs in the log
        kept = [line for line in day.read_bytes().splitlines(keepends=True)
                if b'"sender_id":1001' not in line]  # fmt: skip
        day.write_bytes(b"".join(kept))
    capsys.readouterr()
    argv = ["--data-dir", str(tmp_path / "data"), "forget", "--chat", str(CHAT), "--user",
            str(MEMBER), "--yes"]  # fmt: skip
    assert main(argv) == 0
    assert "run again with --name NAME" in capsys.readouterr().out
    assert archive_traces(root)  # quoted by name, in lines no id points to
    assert main([*argv, "--name", "민준"]) == 0
    assert archive_traces(root) == []


def test_records_without_a_sender_id_go_by_the_names_the_member_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The original bot's files and ``ingest`` without ``sender_id`` name a sender only."""
    rows = [
        {"sender": "민준", "sender_id": MEMBER, "text": f"{MARKER} 아이디가 있는 말 {PHONE}"},
        {"sender": "민준", "text": f"{MARKER} 예전 봇 시절의 말입니다"},  # the name seen for 1001
        {
            "sender": "하린",
            "text": "QUAGGA4410 이름만 남은 하린의 말입니다",
        },  # only --name finds it
        {"sender": "민준", "text": "봇도 같은 이름을 씁니다", "is_bot": True},
        {"sender": "서연", "text": "서버 점검 일정 확인했어"},
        {"sender": "서연", "sender_id": OTHER, "text": "서버 점검 일정 다시 확인했어"},
    ]
    source = tmp_path / "in.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    base = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--yes"]
    assert main([*base, "--user", str(MEMBER)]) == 0
    assert f"chat {CHAT}: 2 message(s) erased" in capsys.readouterr().out
    assert traces(data) == []
    assert main([*base, "--user", "1003", "--name", "하린"]) == 0
    assert f"chat {CHAT}: 1 message(s) erased" in capsys.readouterr().out
    log_dir = DataRoot(data).log_dir(CHAT)
    kept = [json.loads(line) for p in sorted(log_dir.glob("*.jsonl"))
            for line in p.read_text("utf-8").splitlines()]  # fmt: skip
    texts = [r["text"] for r in kept if r["kind"] == "message"]
    assert texts == [
        "봇도 같은 이름을 씁니다",
        "서버 점검 일정 확인했어",
        "서버 점검 일정 다시 확인했어",
    ]
    assert not any(b"QUAGGA4410" in p.read_bytes() for p in data.rglob("*") if p.is_file())


def test_forget_leaves_a_dead_letter_another_member_wrote_with_the_same_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A message set aside (dead letter, raw update) that another member wrote on their own
    stays, though it says what the member said; the member's own and a bot's copy go."""
    data = seed(tmp_path)
    root = DataRoot(data)
    said = mask(member_text(3))

    def entry(sender_id: int, *, bot: bool = False, reply_to: int | None = None) -> str:
        message = {"sender": "x", "text": said, "sender_id": sender_id, "is_bot": bot,
                   "reply_to": reply_to}  # fmt: skip
        return json.dumps({"chat_id": CHAT, "message": message}, ensure_ascii=False)

    def update(user_id: int) -> str:
        message = {"message_id": 9, "from": {"id": user_id, "is_bot": False}, "text": said}
        return json.dumps({"bot": "클로디", "update": {"message": message}}, ensure_ascii=False)

    kept = [entry(OTHER), update(OTHER)]
    gone = [entry(MEMBER), entry(777, bot=True), entry(OTHER, reply_to=103), update(MEMBER)]
    root.dead_letter_path(CHAT).write_text("\n".join([*kept[:1], *gone[:3]]) + "\n", "utf-8")
    root.updates_dead_letter_path().write_text(f"{kept[1]}\n{gone[3]}\n", "utf-8")
    capsys.readouterr()
    code = main(["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001", "--yes"])
    assert code == 0 and "stray copies scrubbed: 4" in capsys.readouterr().out
    assert root.dead_letter_path(CHAT).read_text("utf-8").splitlines() == kept[:1]
    assert root.updates_dead_letter_path().read_text("utf-8").splitlines() == kept[1:]


def test_forget_removes_only_the_copies_it_left_by_their_exact_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Moved-aside files and dead writers' temps holding the member's words go; a file
    another program keeps, a live writer's temp and another chat's copy stay."""
    data = seed(tmp_path)
    root = DataRoot(data)
    chat_dir = root.chat_dir(CHAT)
    other_chat = root.chat_dir(-5)
    other_chat.mkdir(parents=True)
    copy = (root.log_dir(CHAT) / "2026-03-12.jsonl").read_bytes()
    living = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        gone = [
            chat_dir / "state.json.corrupt-20260313T000000",
            chat_dir / "summary_index.jsonl.corrupt-4242-a1b2c3",
            chat_dir / ".understanding-k2j4h6g8.tmp",
            chat_dir / ".state.json.999999999.0a1b2c3d.tmp",  # past pid_max: no writer
        ]
        kept = [
            chat_dir / "notes.corrupt-backup.txt",  # not a name of ours
            root.insights_dir() / ".draft.tmp",  # an editor's, not ours
            chat_dir / f".state.json.{living.pid}.0a1b2c3d.tmp",  # being written
            other_chat / "state.json.corrupt-20260313T000000",  # another chat's
        ]
        for path in [*gone, *kept]:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(copy)
        capsys.readouterr()
        argv = ["--data-dir", str(data), "forget", "--chat", str(CHAT), "--user", "1001"]
        assert main([*argv, "--yes"]) == 0
        assert [p.name for p in gone if p.exists()] == []
        assert [p.name for p in kept if not p.exists()] == []
    finally:
        living.kill()
        living.wait()
