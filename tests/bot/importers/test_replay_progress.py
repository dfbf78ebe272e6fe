"""Long replays: progress on a terminal and off it, --quiet, and no model bill without a yes."""

from __future__ import annotations

import io
import json
import os
import pty
import select
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.importers.progress import LOG_EVERY_S, Progress, estimate_spend
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.lock import WriterLock
from groupchat_memory.store.paths import DataRoot
from tests.fakes.fake_anthropic import FakeAnthropic

CHAT = -1001234567890
ROOT = Path(__file__).parents[3]
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def bursts(count: int, every: int = 6, pause_min: int = 45) -> list[dict[str, object]]:
    """A group's rhythm: ``every`` messages a minute apart, then a long pause."""
    rows = []
    for i in range(count):
        when = T0 + timedelta(minutes=(i // every) * pause_min + i % every)
        rows.append({"sender": ["민준", "서연", "지현"][i % 3], "message_id": i + 1,
                     "text": f"배포 일정 이야기 {i}", "timestamp": when.isoformat()})  # fmt: skip
    return rows


def jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url)
        yield server


def summary_count(data: Path) -> int:
    folder = DataRoot(data).summaries_dir(CHAT)
    return len(list(folder.glob("*.json"))) if folder.is_dir() else 0


def on_a_terminal(argv: list[str], answer: bytes | None = None) -> tuple[int, str]:
    """Run the CLI with stdin, stdout and stderr on a pseudo-terminal; all it wrote."""
    leader, follower = pty.openpty()
    env = {k: v for k, v in os.environ.items() if k != "GROUPCHAT_MEMORY_CONFIG"}
    child = subprocess.Popen(
        [sys.executable, "-m", "groupchat_memory.bot", *argv],
        stdin=follower, stdout=follower, stderr=follower, cwd=ROOT, env=env,
    )  # fmt: skip
    os.close(follower)
    seen = b""
    while True:
        # a bound against a hung child, not a timing assertion
        if not select.select([leader], [], [], 300)[0]:
            child.kill()
            pytest.fail(f"no output for 300 s; so far: {seen[-2000:]!r}")
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # EIO: every writer is gone
            break
        if not chunk:
            break
        seen += chunk
        if answer is not None and b"[y/N]" in seen:
            os.write(leader, answer)
            answer = None
    os.close(leader)
    return child.wait(timeout=300), seen.decode("utf-8", "replace")


def test_on_a_terminal_one_line_is_rewritten_in_place_and_totals_end_it(tmp_path: Path) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(300))
    code, seen = on_a_terminal(
        ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source), "--offline"]
    )
    assert code == 0, seen
    assert "\r\x1b[Kingest: 1/300 messages (0%)" in seen
    assert "msg/s" in seen and "summaries" in seen
    assert "\r\x1b[Kingest: 300 messages in " in seen
    totals = seen.split("\r\x1b[Kingest: 300 messages in ", 1)[1].splitlines()[0]
    assert totals.endswith(f"{summary_count(data)} summaries written")
    assert f"chat {CHAT}: recorded 300 messages, skipped 0" in seen


def test_quiet_on_a_terminal_prints_the_report_alone(tmp_path: Path) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(30))
    argv = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]
    code, seen = on_a_terminal([*argv, "--offline", "--quiet"])
    assert code == 0
    assert "ingest:" not in seen
    # no archive notice: the sample is old, but it is the chat's newest, which the archive
    # keeps
    assert seen.strip().splitlines() == [f"chat {CHAT}: recorded 30 messages, skipped 0"]


def test_off_a_terminal_a_line_every_interval_with_rate_summaries_and_time_left() -> None:
    now = [0.0]
    summaries = [0]
    out = io.StringIO()
    progress = Progress(
        "import", out, total=1_000, summaries=lambda: summaries[0], clock=lambda: now[0]
    )
    for step in range(1, 1_001):
        now[0] = step * 0.05  # 20 messages a second
        summaries[0] = step // 6
        progress.advance()
    progress.finish()
    lines = out.getvalue().splitlines()
    assert lines[0] == (
        f"import: {int(LOG_EVERY_S * 20)}/1,000 messages (20%), 20 msg/s, "
        "33 summaries, about 40 s left"
    )
    assert len(lines) == 4 + 1 and "\r" not in out.getvalue()  # ~every 10 s, then totals
    assert lines[-1] == "import: 1,000 messages in 50 s (20 msg/s), 166 summaries written"


def test_a_short_replay_off_a_terminal_writes_nothing_on_stderr() -> None:
    out = io.StringIO()
    progress = Progress("ingest", out, total=10, summaries=lambda: 0, clock=lambda: 0.0)
    for _ in range(10):
        progress.advance()
    progress.finish()
    assert out.getvalue() == ""


def test_the_estimate_counts_a_window_per_silence_and_per_summary_every() -> None:
    settings = MemorySettings(summary_every=50, silence_minutes=30)
    rows = bursts(150)
    timed = [(datetime.fromisoformat(str(r["timestamp"])), str(r["text"])) for r in rows]
    assert estimate_spend(timed, settings, 1024).calls == 25
    steady = [(T0 + timedelta(minutes=i), "말") for i in range(120)]
    estimate = estimate_spend(steady, settings, 1024)
    assert estimate.calls == 3 and estimate.output_tokens == 3 * 1024


def test_off_a_terminal_a_replay_over_the_threshold_is_refused_without_yes(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(150))
    code = main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)])
    _, err = capsys.readouterr()
    assert code == 2
    assert "about 25 summary calls to claude-haiku-4-5" in err
    assert "pass --yes" in err and "--offline" in err
    assert fake.requests == []
    assert not DataRoot(data).log_dir(CHAT).exists()


def test_yes_replays_and_the_model_gets_the_estimated_number_of_calls(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(150))
    code = main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source), "--yes"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "about 25 summary calls" in err
    assert "recorded 150 messages" in out
    assert len(fake.requests) == 25 == summary_count(data)


def test_offline_makes_no_model_call_even_with_a_key(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(150))
    argv = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source), "--offline"]
    assert main(argv) == 0
    _, err = capsys.readouterr()
    assert "summary calls" not in err
    assert fake.requests == [] and summary_count(data) == 25


def test_few_model_calls_need_no_yes(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(30))
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 0
    assert "summary calls" not in capsys.readouterr().err
    assert len(fake.requests) == 5


@pytest.mark.parametrize(("answer", "code"), [(b"y\n", 0), (b"n\n", 2)])
def test_on_a_terminal_the_user_is_asked_and_only_yes_goes_on(
    tmp_path: Path, fake: FakeAnthropic, answer: bytes, code: int
) -> None:
    data, source = tmp_path / "data", jsonl(tmp_path / "in.jsonl", bursts(150))
    argv = ["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]
    got, seen = on_a_terminal(argv, answer)
    assert got == code, seen
    assert "about 25 summary calls" in seen and "Go on? [y/N]" in seen
    assert len(fake.requests) == (25 if code == 0 else 0)
    assert DataRoot(data).log_dir(CHAT).exists() == (code == 0)


def test_with_a_model_bad_lines_keep_their_own_line_numbers(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    # the input is read whole for the estimate first; blank lines still count
    rows = bursts(6)
    source = tmp_path / "in.jsonl"
    source.write_text(
        "\n\n" + "\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\nnot json\n",
        "utf-8",
    )
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "ingest", "--chat", str(CHAT), str(source)]) == 1
    assert "1 not valid JSON (e.g. line 9" in capsys.readouterr().out


def test_an_export_over_the_threshold_is_refused_without_yes_and_offline_imports_it(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    messages = [
        {"id": r["message_id"], "type": "message", "from": r["sender"], "text": r["text"],
         "date": datetime.fromisoformat(str(r["timestamp"])).astimezone().replace(tzinfo=None)
         .isoformat(),
         "date_unixtime": str(int(datetime.fromisoformat(str(r["timestamp"])).timestamp()))}
        for r in bursts(150)
    ]  # fmt: skip
    export = {"name": "테스트", "type": "private_supergroup", "id": 1234567890,
              "messages": messages}  # fmt: skip
    file = tmp_path / "result.json"
    file.write_text(json.dumps(export, ensure_ascii=False), "utf-8")
    data = tmp_path / "data"
    argv = ["--data-dir", str(data), "import", "telegram-export", str(file), "--no-personas"]

    assert main(argv) == 2
    assert "about 25 summary calls" in capsys.readouterr().err
    assert fake.requests == [] and not DataRoot(data).log_dir(CHAT).exists()

    assert main([*argv, "--offline", "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert "recorded 150 messages" in out and err == ""
    assert fake.requests == [] and summary_count(data) == 25


def test_an_import_while_the_bot_holds_the_data_root_says_so_before_asking_for_yes(
    tmp_path: Path, fake: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    messages = [
        {"id": r["message_id"], "type": "message", "from": r["sender"], "text": r["text"],
         "date": str(r["timestamp"])[:19],
         "date_unixtime": str(int(datetime.fromisoformat(str(r["timestamp"])).timestamp()))}
        for r in bursts(150)
    ]  # fmt: skip
    file = tmp_path / "result.json"
    file.write_text(json.dumps({"name": "테스트", "id": 1234567890, "messages": messages}), "utf-8")
    legacy = tmp_path / "legacy"
    legacy.mkdir()
    day = [{"sender": r["sender"], "text": r["text"], "timestamp": r["timestamp"],
            "is_bot": False, "chat_id": CHAT} for r in bursts(150)]  # fmt: skip
    (legacy / "2026-03-02.json").write_text(json.dumps(day, ensure_ascii=False), "utf-8")
    data = tmp_path / "data"
    with WriterLock(DataRoot(data).writer_lock_path()):
        for source in (["telegram-export", str(file), "--no-personas"], ["legacy", str(legacy)]):
            assert main(["--data-dir", str(data), "import", *source]) == 3, source
            err = capsys.readouterr().err
            assert str(os.getpid()) in err and "--yes" not in err
    assert fake.requests == []


def test_a_replay_leaves_the_embedding_to_embed_or_the_service_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = jsonl(tmp_path / "chat.jsonl", bursts(40))
    base = ["--data-dir", str(data)]
    assert main([*base, "ingest", "--offline", "--chat", str(CHAT), str(source)]) == 0
    assert summary_count(data) > 0  # recorded and summarized
    capsys.readouterr()
    assert main([*base, "embed", "--chat", str(CHAT)]) == 0  # semantic recall on by default
    assert f"chat {CHAT}: 40 messages embedded" in capsys.readouterr().out
