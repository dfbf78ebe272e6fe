"""What a command persona may use: the real service, the real bwrap and a hostile script as
the persona. Its processes, memory and temporary space (/tmp, /dev/shm) are bounded, it
reaches no loopback service of the host (the Bot API on 127.0.0.1) unless its entry asks
for the network, and it never runs as root: ``bot`` and ``doctor`` refuse a root service
with a command persona, and a ``writable`` path holding the config, or "/", is refused."""

from __future__ import annotations

import json
import os
import shutil
import site
import socket
import sys
from pathlib import Path
from typing import Any

import pytest

from groupchat_memory import llm
from groupchat_memory.base.errors import ConfigError
from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import Config, load_config
from tests.botkit import CHAT, TOKEN, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

ROOT = os.geteuid() == 0
# as root the persona runs as "nobody", who cannot run an interpreter below /root
PYTHON = shutil.which("python3", path="/usr/bin:/bin") if ROOT else sys.executable
needs_bwrap = pytest.mark.skipif(shutil.which("bwrap") is None, reason="bwrap not installed")

GREEDY = """\
import json, os, socket, sys, time
port = int(sys.argv[1])
sys.stdin.read()
found = {}
children = 0
for _ in range(400):
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        time.sleep(30)
        os._exit(0)
    children += 1
found["processes"] = children
for folder, megabytes in (("/tmp", 300), ("/dev/shm", 50)):
    written = 0
    try:
        with open(f"{folder}/filler", "wb") as out:
            for _ in range(megabytes):
                out.write(b"x" * 1048576)
                out.flush()
                written += 1
    except OSError:
        pass
    found[folder] = written
try:
    hold = bytearray(768 * 1048576)
    found["memory"] = len(hold) // 1048576
except MemoryError:
    found["memory"] = 0
try:
    socket.create_connection(("127.0.0.1", port), timeout=3).close()
    found["loopback"] = "reached"
except OSError as exc:
    found["loopback"] = type(exc).__name__
for path in ("/etc/shadow", "/root"):
    try:
        found[path] = len(open(path).read()) if path.startswith("/etc") else os.listdir(path)
    except OSError as exc:
        found[path] = exc.strerror
print(json.dumps(found))
"""


def greedy_keys(port: int, extra: str = "") -> str:
    """코덱스 as the greedy script (inline: the sandbox's own /tmp hides test folders)."""
    argv = [PYTHON, "-c", GREEDY, str(port)]
    run_as = 'run_as = "nobody"\n' if ROOT else ""
    return (
        f'provider = "command"\nargv = {json.dumps(argv)}\ntimeout_s = 60\n'
        f"processes = 32\nmemory_mb = 256\ntmp_mb = 16\n{run_as}{extra}"
    )


async def greedy_answer(config: Config, tg: FakeBotAPI) -> dict[str, Any]:
    async with running(config):
        tg.push_message(CHAT, "@codex_bot 뭐든 해봐")
        await tg.until(lambda: any(r.token == TOKEN["코덱스"] for r in tg.sent_messages()), 60)
    [sent] = [r for r in tg.sent_messages(CHAT) if r.token == TOKEN["코덱스"]]
    answer: dict[str, Any] = json.loads(sent.params["text"])
    return answer


@needs_bwrap
@pytest.mark.skipif(PYTHON is None, reason="no interpreter the persona's user may run")
@pytest.mark.anyio
async def test_a_persona_is_bounded_and_off_the_hosts_loopback(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    keys = {"코덱스": greedy_keys(tg.port)}
    found = await greedy_answer(write_config(tmp_path, tg, llm.base_url, bot_keys=keys), tg)
    assert found["processes"] < 32, found
    assert found["/tmp"] <= 16 and found["/dev/shm"] <= 16, found  # of 300 and 50 MiB
    assert found["memory"] == 0, found  # 768 MiB is past memory_mb
    assert found["loopback"] != "reached", found  # the Bot API on 127.0.0.1
    assert found["/etc/shadow"] in (0, "Permission denied"), found  # masked or unreadable
    assert not found["/root"] or found["/root"] == "Permission denied", found


@needs_bwrap
@pytest.mark.skipif(PYTHON is None, reason="no interpreter the persona's user may run")
@pytest.mark.anyio
async def test_a_persona_that_needs_the_network_says_so(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    keys = {"코덱스": greedy_keys(tg.port, "network = true\n")}
    found = await greedy_answer(write_config(tmp_path, tg, llm.base_url, bot_keys=keys), tg)
    assert found["loopback"] == "reached", found


SOCKET_PROBE = """\
import socket, sys
sys.stdin.read()
probe = socket.socket(socket.AF_UNIX)
try:
    probe.connect(sys.argv[1])
    print("reached")
except OSError as exc:
    print(type(exc).__name__)
"""


@needs_bwrap
@pytest.mark.skipif(not ROOT, reason="a service's socket under /run needs root to create")
@pytest.mark.skipif(PYTHON is None, reason="no interpreter the persona's user may run")
@pytest.mark.anyio
async def test_a_persona_reaches_no_host_service_socket_under_run(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    """A host service's Unix socket in /run (PostgreSQL, D-Bus, Docker sit there), open to
    everyone: the persona's sandbox has an empty /run of its own."""
    path = f"/run/groupchat-memory-test-{os.getpid()}.sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(path)
    os.chmod(path, 0o777)
    server.listen(1)
    try:
        argv = [PYTHON, "-c", SOCKET_PROBE, path]
        keys = {"코덱스": f'provider = "command"\nargv = {json.dumps(argv)}\nrun_as = "nobody"\n'}
        async with running(write_config(tmp_path, tg, llm.base_url, bot_keys=keys)):
            tg.push_message(CHAT, "@codex_bot 소켓 열어봐")
            await tg.until(lambda: any(r.token == TOKEN["코덱스"] for r in tg.sent_messages()), 60)
    finally:
        server.close()
        os.unlink(path)
    [sent] = [r for r in tg.sent_messages(CHAT) if r.token == TOKEN["코덱스"]]
    assert sent.params["text"] == "FileNotFoundError"


def command_config(tmp_path: Path, extra: str = "") -> Path:
    path = tmp_path / "groupchat-memory.toml"
    path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nallowed_chats = [{CHAT}]\n'
        'base_url = "http://127.0.0.1:9/bot"\n'
        '[[bots]]\nname = "코덱스"\ntoken_env = "CODEX_BOT_TOKEN"\nprovider = "command"\n'
        f"argv = {json.dumps([sys.executable, '-c', 'print(1)'])}\n{extra}",
        encoding="utf-8",
    )
    return path


@pytest.mark.skipif(not ROOT, reason="the refusal is for a service running as root")
def test_bot_and_doctor_refuse_a_root_service_with_a_command_persona(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CODEX_BOT_TOKEN", "102:COD")
    path = command_config(tmp_path)
    assert main(["--config", str(path), "bot"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "runs as root" in err
    assert "User=groupchat-memory" in err and 'run_as = "nobody"' in err
    assert main(["--config", str(path), "doctor", "--offline"]) != 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if "runs as root" in line)
    assert line.startswith("✗") and 'run_as = "nobody"' in out.split(line, 1)[1]


@pytest.mark.parametrize(
    ("writable", "what"),
    [
        ('["/"]', "the whole machine"),
        ("[{dir}]", "the config file"),
        ("[{parent}]", "the config file"),
        (json.dumps([str(Path(__file__).resolve().parents[3])]), "the groupchat-memory program"),
        # a folder inside the program, or the site-packages the service imports from: a
        # module a persona rewrote there would run in the service, outside the sandbox
        (json.dumps([str(Path(llm.__file__).resolve().parent)]), "the groupchat-memory program"),
        (json.dumps([site.getsitepackages()[0]]), "the Python the service runs on"),
    ],
)
def test_a_writable_path_holding_the_config_or_the_machine_is_refused_at_load(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], writable: str, what: str
) -> None:
    listed = writable.format(dir=json.dumps(str(tmp_path)), parent=json.dumps(str(tmp_path.parent)))
    path = command_config(tmp_path, f"writable = {listed}\n")
    assert main(["--config", str(path), "stats", "--chat", str(CHAT)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "bots[0].writable" in err and what in err, err
    with pytest.raises(ConfigError, match="writable"):
        load_config(path, environ={})
