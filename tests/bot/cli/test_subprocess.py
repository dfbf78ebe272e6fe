"""The service as systemd runs it: a real ``python -m bot ... bot`` process, READY=1 over
$NOTIFY_SOCKET, 1,000 messages through three persona bots, SIGTERM, and a restart."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest

from groupchat_memory.actors.messages import BuildContext
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import Config
from groupchat_memory.domain.context import RECENT_MESSAGES
from groupchat_memory.llm.offline import OfflineSummarizer
from tests.botkit import (
    CHAT,
    PERSONAS,
    TOKEN,
    persona_prompts,
    persona_responder,
    records,
    start_fake_telegram,
    write_config,
)
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

MESSAGES = 1000
# bounds on a start, a drain and a stop: generous, as the machine may be shared and loaded
STARTS_WITHIN_S = 240.0
QUESTION = "@claudy_bot 방금까지 무슨 이야기 했지?"


@pytest.fixture
def notify_socket() -> Iterator[tuple[str, socket.socket]]:
    name = f"@groupchat-memory-test-{os.getpid()}-{id(object())}"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind("\0" + name[1:])
    sock.settimeout(STARTS_WITHIN_S)
    yield name, sock
    sock.close()


def start_service(config: Config, tmp_path: Path, notify: str, **env: str) -> subprocess.Popen[str]:
    """The service with its output appended to ``service.out`` (a pipe nobody reads until
    the stop would hold the service up once its log lines fill it)."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
    environ.update({e: t for _n, e, t, _u in PERSONAS}, NOTIFY_SOCKET=notify, **env)
    assert config.source is not None
    with (tmp_path / "service.out").open("a") as sink:
        return subprocess.Popen(
            [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config.source), "bot"],
            cwd=tmp_path,
            env=environ,
            stdout=sink,
            stderr=subprocess.STDOUT,
            text=True,
        )


def output(proc: subprocess.Popen[str]) -> str:
    """What the services of this test wrote so far."""
    assert isinstance(proc.args, list)
    config = Path(os.fsdecode(proc.args[proc.args.index("--config") + 1]))
    return (config.parent / "service.out").read_text(errors="replace")


def wait_ready(sock: socket.socket, proc: subprocess.Popen[str]) -> None:
    """Block until the service says READY=1; fail with its output if it exits first or
    takes longer than any start should (a loaded machine took 22 s to compile and start:
    the bound only ends a hung start, it measures nothing)."""
    sock.settimeout(0.2)
    deadline = time.monotonic() + STARTS_WITHIN_S
    while time.monotonic() < deadline:
        try:
            assert sock.recv(512).startswith(b"READY=1")
            sock.settimeout(STARTS_WITHIN_S)
            return
        except TimeoutError:
            if proc.poll() is not None:
                break
    proc.kill()
    proc.wait()
    raise AssertionError(f"no READY=1; output:\n{output(proc)}")


def terminate(proc: subprocess.Popen[str]) -> str:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=STARTS_WITHIN_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    assert proc.returncode == 0, output(proc)
    return output(proc)


def recent_lines(context: str) -> list[str]:
    """The ``name: text`` lines under ``[최근 대화]``."""
    section = context.split("[최근 대화]", 1)[1]
    return [line for line in section.splitlines() if re.match(r"^\S+: ", line)]


async def context_now(config: Config) -> str:
    async with ActorSystem(config.root, config.memory, OfflineSummarizer()) as system:
        return (await system.ask(CHAT, BuildContext(QUESTION))).context


@pytest.mark.slow
def test_1000_messages_survive_sigterm_and_a_restart_has_the_same_recent_context(
    tmp_path: Path, notify_socket: tuple[str, socket.socket]
) -> None:
    name, sock = notify_socket
    tg: FakeBotAPI = start_fake_telegram()
    try:
        with FakeAnthropic(responder=persona_responder) as llm:
            config = write_config(tmp_path, tg, llm.base_url, summary_every=50)
            proc = start_service(config, tmp_path, name, ANTHROPIC_API_KEY="test-key")
            wait_ready(sock, proc)
            for i in range(MESSAGES):
                tg.push_message(
                    CHAT, f"오늘의 안건 {i}번 이야기", sender=f"사람{i % 7}", sender_id=3000 + i % 7
                )
            tg.wait_until(
                lambda: all(tg.delivered(t) == MESSAGES for t in TOKEN.values()), STARTS_WITHIN_S
            )
            output = terminate(proc)
            assert sock.recv(512) == b"STOPPING=1"
            stored = [r for r in records(config) if not r.is_bot]
            assert [r.message_id for r in stored] == list(range(1, MESSAGES + 1)), output
            before = recent_lines(anyio.run(context_now, config))
            assert before[-1] == f"사람{(MESSAGES - 1) % 7}: 오늘의 안건 {MESSAGES - 1}번 이야기"

            proc = start_service(config, tmp_path, name, ANTHROPIC_API_KEY="test-key")
            wait_ready(sock, proc)
            tg.push_message(CHAT, QUESTION)
            tg.wait_until(lambda: len(tg.sent_messages(CHAT)) >= 1, STARTS_WITHIN_S)
            terminate(proc)
            (prompt,) = persona_prompts(llm)
            memory = prompt.split("채팅방의 기억:", 1)[1].split("</user_content>", 1)[0]
            after = recent_lines(memory)
            assert QUESTION not in memory  # the prompt shows the question once, on its own
            # the same conversation ends the memory after the restart: the window's lines at
            # least (the rest of the budget is filled only when the question relates to the
            # older talk, and whether it can be judged not to depends on how much of the
            # chat is embedded when it is asked)
            shared = min(len(before), len(after))
            assert shared >= RECENT_MESSAGES - 1, (before, after)
            assert after[-shared:] == before[-shared:]
    finally:
        tg.close()
