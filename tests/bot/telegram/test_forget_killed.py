"""An erasure the member saw acknowledged survives a SIGKILL: the real service runs as a
subprocess against the fake Bot API and is killed the moment Telegram takes the buttons
off the question (the member sees "지우는 중입니다…"); the next start carries the erasure
out and says so in the chat, in reply to the question. Killed again part-way through
that resumed erasure (or once it is done, before the chat heard it), the start after
that ends it and says so."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.bot.config.file import Config
from groupchat_memory.store.paths import DataRoot
from tests.bot.telegram.test_forget_me import COMMANDS_TOKEN, answers, traces
from tests.botkit import CHAT, PERSONAS, press_button, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI
from tests.forkserver import ForkServer

REPO = Path(__file__).resolve().parents[3]
MEMBER, OTHER = 1001, 2002
MARKER = "ZEBRAQUOKKA7731"
DONE = "재시작 전에 확인하신 삭제를 마쳤습니다"


def service(config: Config, log: Path) -> subprocess.Popen[bytes]:
    """``groupchat-memory bot`` as systemd starts it."""
    assert config.source is not None
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
    env.update({var: token for _name, var, token, _user in PERSONAS})
    with log.open("ab") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "groupchat_memory.bot", "--config", str(config.source), "bot"],
            cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip


def killed_after_the_acknowledgement(tmp_path: Path, tg: FakeBotAPI) -> tuple[Config, int]:
    """Run the service, have the member confirm /잊어줘 and SIGKILL the service the moment
    the buttons leave the question; return the config and the question's message id."""
    tmp_path.mkdir()
    config = write_config(tmp_path, tg, None, summary_every=6)
    proc = service(config, tmp_path / "service.out")
    try:
        tg.wait_until(lambda: tg.polls(COMMANDS_TOKEN) > 0 or proc.poll() is not None, 60)
        assert proc.poll() is None, (tmp_path / "service.out").read_text()
        for i in range(12):
            if i % 2:
                tg.push_message(CHAT, f"{MARKER} 회의는 목요일 {i}시", sender="민수",
                                sender_id=MEMBER)  # fmt: skip
            else:
                tg.push_message(CHAT, f"서버 점검 일정 {i}", sender="서연", sender_id=OTHER)
        tg.push_message(CHAT, "/잊어줘", sender="민수", sender_id=MEMBER)
        tg.wait_until(lambda: len(answers(tg)) >= 1, 30)
        (yes,), _ = answers(tg)[0].params["reply_markup"]["inline_keyboard"]
        asked = tg.next_message_id(CHAT) - 1

        def kill_on_acknowledgement(token: str, method: str, _params: dict[str, Any]) -> None:
            if token == COMMANDS_TOKEN and method in ("editMessageReplyMarkup",
                                                      "answerCallbackQuery"):  # fmt: skip
                proc.send_signal(signal.SIGKILL)
                proc.wait()

        tg.on_call.append(kill_on_acknowledgement)
        press_button(tg, yes["callback_data"], user_id=MEMBER, message_id=asked)
        assert proc.wait(timeout=60) == -signal.SIGKILL
        tg.on_call.clear()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    # the member saw it acknowledged: the buttons are gone
    assert tg.calls("editMessageReplyMarkup", COMMANDS_TOKEN)
    assert sum(MARKER in r.text for r in records(config)) == 6
    return config, asked


def told(tg: FakeBotAPI, asked: int, before: int) -> list[dict[str, Any]]:
    """The chat heard, after ``before`` answers, that the erasure is done (a reply to the
    question)."""
    return [
        r.params
        for r in answers(tg)[before:]
        if DONE in r.params["text"] and r.params["reply_parameters"]["message_id"] == asked
    ]


def erased(config: Config) -> None:
    data = config.data_dir
    assert traces(data) == []
    kept = [r for r in records(config) if r.kind == "message"]
    assert [r.sender_id for r in kept] == [OTHER] * 6
    assert [r.kind for r in records(config)].count("tombstone") == 1
    assert not config.root.forget_journal_path(CHAT).exists()
    assert not config.root.forget_requests_path(CHAT).exists()  # the chat was told


async def restarted(config: Config, tg: FakeBotAPI, asked: int) -> str:
    """Start the service again; what it says about the erasure (said once, then closed)."""
    before = len(answers(tg))
    async with running(config):
        await tg.until(lambda: bool(told(tg, asked, before)), within=60)
        await tg.until(lambda: not config.root.forget_requests_path(CHAT).exists())
    (said,) = told(tg, asked, before)
    return str(said["text"])


def start_killed(forks: ForkServer, data: Path, kill_at: int) -> list[str]:
    """Do what a start does before the bots run, SIGKILLed after step ``kill_at`` (0: not
    killed); the steps it reported. The worker is forked from the run's fork server
    (tests/forkserver.py), which imported it once for the upkeep tests' workers."""
    worker = forks.popen(
        "tests.upkeep.workers_forget.run_interrupted", str(data), str(kill_at),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )  # fmt: skip
    assert worker.stdout is not None
    if not kill_at:
        out: str = worker.communicate(timeout=120)[0]
        assert worker.returncode == 0 and "finished 1" in out, out
        return out.splitlines()
    steps = [worker.stdout.readline().strip() for _ in range(kill_at)]
    worker.kill()
    worker.wait(timeout=60)
    return steps


@pytest.mark.anyio
async def test_an_erasure_killed_right_after_it_was_acknowledged_is_done_and_said_at_restart(
    tmp_path: Path, tg: FakeBotAPI, forks: ForkServer
) -> None:
    config, asked = killed_after_the_acknowledgement(tmp_path / "first", tg)
    copy = tmp_path / "copy"
    shutil.copytree(config.data_dir, copy)
    assert "메시지 7개" in await restarted(config, tg, asked)  # their six lines, the command
    erased(config)

    # killed again part-way through the resumed erasure (its journal is left), and once
    # it was done but before the chat heard it: the start after that ends it, says so once
    for kill_at in (2, 0):
        trial = tmp_path / f"kill{kill_at}"
        shutil.copytree(copy, trial / "data")
        steps = start_killed(forks, trial / "data", kill_at)
        assert DataRoot(trial / "data").forget_journal_path(CHAT).exists() == bool(kill_at), steps
        again = write_config(trial, tg, None, summary_every=6)  # on the trial's data
        assert "메시지 7개" in await restarted(again, tg, asked)
        erased(again)
