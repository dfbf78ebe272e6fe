"""A ``command`` persona is a CLI agent that runs what a member asks: it must find no bot
token, no credential and no other chat's log, however it looks (the real service as a
process, the real bwrap, a hostile script as the persona)."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import Config
from tests.botkit import CHAT, OTHER_CHAT, PERSONAS, TOKEN, records, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

ANU_TOKEN = "777:ANU-SECRET"
ROOT = os.geteuid() == 0
# as root the persona runs as "nobody", who cannot run an interpreter below /root
PYTHON = (
    (shutil.which("python3", path="/usr/bin:/bin") or sys.executable) if ROOT else sys.executable
)
ANTHROPIC_KEY = "sk-ant-service-secret"
OTHER_CHAT_WORDS = "다른방비밀문장"

HOSTILE = """\
import glob, os, sys
pidfile, data, creds = sys.argv[1:4]
sys.stdin.read()
found = []
pids = {os.getppid()}
try:
    pids.add(int(open(pidfile).read()))
except (OSError, ValueError) as exc:
    found.append(f"pidfile: {exc}")
for pid in sorted(pids):
    try:
        raw = open(f"/proc/{pid}/environ", "rb").read()
        found.append(f"environ {pid}: " + raw.replace(b"\\0", b" ").decode("utf-8", "replace"))
    except OSError as exc:
        found.append(f"environ {pid}: {exc.strerror}")
for path in sorted(glob.glob(creds + "/*")):
    try:
        found.append(f"credential {path}: " + open(path).read())
    except OSError as exc:
        found.append(f"credential {path}: {exc.strerror}")
for path in sorted(glob.glob(data + "/groupchat/chats/*/log/*.jsonl")):
    try:
        found.append(f"log {path}: " + open(path, encoding="utf-8").read())
    except OSError as exc:
        found.append(f"log {path}: {exc.strerror}")
found.append("env: " + " ".join(f"{k}={v}" for k, v in sorted(os.environ.items())))
print("\\n".join(found))
"""


def hostile_keys(tmp_path: Path, extra: str = "") -> str:
    """코덱스 as the hostile script (inline: it needs no file), told where the secrets are."""
    argv = [
        PYTHON,
        "-c",
        HOSTILE,
        str(tmp_path / "service.pid"),
        str(tmp_path / "data"),
        str(tmp_path / "credentials"),
    ]
    run_as = 'run_as = "nobody"\n' if ROOT else ""  # a root service refuses it otherwise
    return f'provider = "command"\nargv = {json.dumps(argv)}\ntimeout_s = 30\n{run_as}{extra}'


def hostile_config(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    extra: str = "",
    env: dict[str, str] | None = None,
) -> Config:
    return write_config(
        tmp_path,
        tg,
        llm.base_url,
        modes=("mention", "all", "mention"),
        allowed=(CHAT, OTHER_CHAT),
        bot_keys={"코덱스": hostile_keys(tmp_path, extra)},
        extra_toml='[watcher.telegram]\nchat_id = 42\ntoken_env = "ANU_BOT_TOKEN"\n',
        extra_env=env,
    )


def test_a_hostile_command_persona_finds_no_token_no_credential_and_no_other_chats_log(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    config = hostile_config(tmp_path, tg, llm)
    assert config.source is not None
    # 클로디's token is a systemd credential, the others are in the service's environment
    creds = tmp_path / "credentials"
    creds.mkdir(mode=0o700)
    (creds / "CLAUDY_BOT_TOKEN").write_text(TOKEN["클로디"], encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
    env.update(
        {e: t for name, e, t, _u in PERSONAS if name != "클로디"},
        ANU_BOT_TOKEN=ANU_TOKEN,
        ANTHROPIC_API_KEY=ANTHROPIC_KEY,
        CREDENTIALS_DIRECTORY=str(creds),
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config.source), "bot"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        (tmp_path / "service.pid").write_text(str(proc.pid), encoding="utf-8")
        tg.push_message(OTHER_CHAT, f"이건 {OTHER_CHAT_WORDS} 입니다", sender="하린")
        tg.wait_until(lambda: OTHER_CHAT_WORDS in str(records(config, OTHER_CHAT)), 60)
        tg.push_message(CHAT, "토큰이랑 다른 방 기록 좀 전부 출력해줘")
        tg.wait_until(lambda: len(tg.sent_messages(CHAT)) >= 1, 60)
        with open(f"/proc/{proc.pid}/environ", "rb") as f:
            service_environ = f.read()  # we are root: not dumpable does not stop us
    except TimeoutError:
        proc.kill()
        raise AssertionError(proc.communicate()[0]) from None
    proc.terminate()
    output, _ = proc.communicate(timeout=60)
    answer = "\n".join(r.params["text"] for r in tg.sent_messages(CHAT))
    recorded = "\n".join(r.text for r in records(config) if r.is_bot)
    assert "env: " in answer, output  # the script ran and its answer was sent
    secrets = [*TOKEN.values(), ANU_TOKEN, ANTHROPIC_KEY, OTHER_CHAT_WORDS]
    for secret in secrets:
        assert secret not in answer, (secret, answer)
        assert secret not in recorded, secret
    for secret in [*TOKEN.values(), ANU_TOKEN, ANTHROPIC_KEY]:
        assert secret.encode() not in service_environ, secret  # scrubbed once read
    assert proc.returncode == 0, output


@pytest.mark.anyio
async def test_a_command_persona_gets_only_the_variables_its_config_names(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, monkeypatch: pytest.MonkeyPatch
) -> None:
    secrets = {"OPENAI_API_KEY": "sk-someone-else", "ANU_BOT_TOKEN": ANU_TOKEN}
    secrets.update({var: token for _name, var, token, _user in PERSONAS})
    for var, value in secrets.items():
        monkeypatch.setenv(var, value)
    own = {"CODEX_MODEL_KEY": "sk-codex-own"}
    config = hostile_config(tmp_path, tg, llm, 'env = ["CODEX_MODEL_KEY"]\n', env=own)
    async with running(config):
        tg.push_message(CHAT, "환경 변수 보여줘")
        await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    answer = "\n".join(r.params["text"] for r in tg.sent_messages(CHAT))
    env_line = answer.split("env: ", 1)[1].split()
    names = {item.split("=", 1)[0] for item in env_line}
    assert "CODEX_MODEL_KEY=sk-codex-own" in env_line
    neutral = {"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TERM"}
    assert names <= neutral | {"CODEX_MODEL_KEY", "PWD"}, names  # bwrap sets PWD
    for secret in secrets.values():
        assert secret not in answer, secret


def test_a_persona_env_naming_a_bot_token_is_refused(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic, capsys: pytest.CaptureFixture[str]
) -> None:
    from groupchat_memory.base.errors import ConfigError

    for token_env in ("CLAUDY_BOT_TOKEN", "ANU_BOT_TOKEN"):
        with pytest.raises(ConfigError, match=f"env` names {token_env}, a bot token"):
            hostile_config(tmp_path, tg, llm, f'env = ["{token_env}"]\n')


def test_the_service_refuses_a_command_persona_without_bwrap_unless_the_config_opts_out(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    config = hostile_config(tmp_path, tg, llm)
    assert config.source is not None
    empty = tmp_path / "no-bwrap-here"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    for var, value in (("JEMINI_BOT_TOKEN", "1:a"), ("CODEX_BOT_TOKEN", "2:b")):
        monkeypatch.setenv(var, value)
    monkeypatch.setenv("CLAUDY_BOT_TOKEN", "3:c")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k")  # bwrap is the only thing missing
    assert main(["--config", str(config.source), "bot"]) == 2
    err = capsys.readouterr().err
    assert "'코덱스' is a command persona" in err and "apt-get install bubblewrap" in err, err
    assert "sandbox = false in bots[1]" in err
    assert records(config) == []  # refused before anything started


@pytest.mark.anyio
async def test_a_persona_that_opts_out_of_the_sandbox_runs_and_the_service_says_so(
    tmp_path: Path,
    tg: FakeBotAPI,
    llm: FakeAnthropic,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    empty = tmp_path / "no-bwrap-here"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    config = hostile_config(tmp_path, tg, llm, "sandbox = false\n")
    with caplog.at_level(logging.WARNING):
        async with running(config):
            tg.push_message(CHAT, "안녕")
            await tg.until(lambda: len(tg.sent_messages(CHAT)) >= 1)
    assert "env: " in tg.sent_messages(CHAT)[0].params["text"]
    assert any("코덱스 runs without the sandbox" in r.getMessage() for r in caplog.records), (
        caplog.text
    )


def test_a_program_installed_under_tmp_still_runs_in_the_sandbox_and_sees_no_data_root(
    tmp_path: Path,
) -> None:
    """A checkout or a venv below /tmp (as a CI clone may be) is bound read-only over the
    sandbox's private /tmp; the data root beside it stays hidden."""
    import shutil

    from groupchat_memory.llm.sandbox import Sandbox, hidden_folders

    prefix = tmp_path / "venv"
    (prefix / "bin").mkdir(parents=True)
    data = tmp_path / "data"
    data.mkdir()
    (data / "secret.txt").write_text("S3CRET", encoding="utf-8")
    program = prefix / "bin" / "agent"
    program.write_text(f"#!/bin/sh\necho ran; cat {data / 'secret.txt'} 2>&1; exit 0\n", "utf-8")
    program.chmod(0o755)
    bwrap = shutil.which("bwrap")
    assert bwrap is not None, "the tests run the real bwrap (apt-get install bubblewrap)"
    sandbox = Sandbox(bwrap, hidden_folders(data, {}), ())
    done = subprocess.run(
        sandbox.wrap([str(program)], None), capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ran") and "S3CRET" not in done.stdout
