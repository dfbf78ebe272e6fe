"""One chat that cannot take its updates never stops the others: Telegram confirms updates
in order and a poll brings at most 100, so an update left unconfirmed would keep every
later one, of every chat, coming back. The broken chat's messages are set aside durably
and recorded once it can take them; ``doctor`` names the chat and what to do.

The real service and python-telegram-bot against the fake Bot API, the real CLI, and a
real full filesystem (a size-limited tmpfs) under one chat's folder."""

from __future__ import annotations

import json
import os
import socket
from functools import partial
from pathlib import Path

import anyio
import pytest

from groupchat_memory.base.systemd import SystemdNotifier
from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.telegram.service import run_service
from tests.actors.workers_faults.filesystems import fill, small_tmpfs
from tests.botkit import CHAT, OTHER_CHAT, PERSONAS, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI, RecordedRequest

pytestmark = pytest.mark.anyio

COMMANDS_TOKEN = TOKEN["클로디"]
PADDING = "디스크가 꽉 찬 채팅 " * 400  # more than a full tmpfs's last free page


def all_confirmed(tg: FakeBotAPI) -> bool:
    return all(tg.confirmed(t) == tg.queued(t) for t in TOKEN.values())


def texts(config: Config, chat_id: int) -> list[str]:
    return [r.text for r in records(config, chat_id) if not r.is_bot]


def answers(tg: FakeBotAPI, chat_id: int) -> list[RecordedRequest]:
    return [r for r in tg.sent_messages(chat_id) if r.token == COMMANDS_TOKEN]


async def doctor(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    """``doctor --offline`` through the CLI (in a worker thread: it runs its own loop)."""
    for _name, env, token, _user in PERSONAS:
        monkeypatch.setenv(env, token)
    out = tmp_path / "doctor.txt"

    def run() -> int:
        import contextlib

        with out.open("w", encoding="utf-8") as sink, contextlib.redirect_stdout(sink):
            return main(
                ["--config", str(tmp_path / "groupchat-memory.toml"), "doctor", "--offline"]
            )

    code = await anyio.to_thread.run_sync(run)
    return code, out.read_text(encoding="utf-8")


async def test_a_chat_whose_state_is_from_a_newer_version_does_not_stop_the_others(
    tmp_path: Path, tg: FakeBotAPI, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(CHAT, OTHER_CHAT))
    async with running(config):
        tg.push_message(CHAT, "고장 나기 전 메시지")
        tg.push_message(OTHER_CHAT, "다른 방 첫 메시지")
        await tg.until(lambda: all_confirmed(tg))
    state = config.root.state_path(CHAT)
    doc = json.loads(state.read_text(encoding="utf-8"))
    doc["version"] = 99  # written by a newer groupchat-memory
    state.write_text(json.dumps(doc), encoding="utf-8")

    async with running(config):
        tg.push_message(CHAT, "고장 난 방에 온 메시지")
        for i in range(300):
            tg.push_message(OTHER_CHAT, f"다른 방 메시지 {i}")
        tg.push_message(CHAT, "고장 난 방의 두 번째 메시지")
        tg.push_message(OTHER_CHAT, "/stats")
        await tg.until(lambda: all_confirmed(tg), within=60)
        await tg.until(lambda: len(answers(tg, OTHER_CHAT)) == 1, within=20)
        assert len(texts(config, OTHER_CHAT)) == 302  # every one, and the command
        assert texts(config, CHAT) == ["고장 나기 전 메시지"]  # set aside, not lost

        code, said = await doctor(tmp_path, monkeypatch)
        assert code == 1, said
        assert f"chat {CHAT}: its memory cannot start" in said and "format version 99" in said
        assert "upgrade groupchat-memory" in said
        assert f"chat {CHAT}: 2 message(s) set aside" in said

        doc["version"] = 1  # the upgrade: the chat starts again and takes its messages
        state.write_text(json.dumps(doc), encoding="utf-8")
        want = ["고장 나기 전 메시지", "고장 난 방에 온 메시지", "고장 난 방의 두 번째 메시지"]
        await tg.until(lambda: texts(config, CHAT) == want, within=30)
        tg.push_message(CHAT, "다시 살아난 방")
        await tg.until(lambda: all_confirmed(tg))
    assert texts(config, CHAT) == [*want, "다시 살아난 방"]
    assert not config.root.set_aside_path(CHAT).exists()
    code, said = await doctor(tmp_path, monkeypatch)
    assert "set aside" not in said and "cannot start" not in said, said


async def test_a_full_disk_under_one_chat_leaves_the_other_chats_commands_answered(
    tmp_path: Path, tg: FakeBotAPI, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 40 wait in memory (and in the set-aside file); the rest in the file only
    retry = "write_retry_s = 0.05\nwrite_retry_max_s = 0.2\npending_max = 40\n"
    config = write_config(tmp_path, tg, None, allowed=(CHAT, OTHER_CHAT), extra_toml=retry)
    with small_tmpfs(config.root.chat_dir(CHAT), size="1m") as folder:
        async with running(config):
            tg.push_message(CHAT, "디스크가 차기 전")
            await tg.until(lambda: all_confirmed(tg))
            filler = fill(folder)
            sent = [f"꽉 찬 디스크 0 {PADDING}"] + [f"꽉 찬 디스크 {i}" for i in range(1, 150)]
            for text in sent:
                tg.push_message(CHAT, text)
            tg.push_message(OTHER_CHAT, "/stats")
            await tg.until(lambda: len(answers(tg, OTHER_CHAT)) == 1, within=30)
            await tg.until(lambda: all_confirmed(tg), within=30)  # set aside: durable
            assert texts(config, CHAT) == ["디스크가 차기 전"]
            assert config.root.set_aside_path(CHAT).exists()

            code, said = await doctor(tmp_path, monkeypatch)
            assert code == 1 and f"chat {CHAT}: 150 message(s) set aside" in said, said

            filler.unlink()
            want = ["디스크가 차기 전", *sent]
            await tg.until(lambda: texts(config, CHAT) == want, within=30)
            await tg.until(lambda: not config.root.set_aside_path(CHAT).exists(), within=30)

            # full again, and the service stops before the disk is back: the next start
            # records what was set aside
            filler = fill(folder)
            later = [f"멈추기 전 {i} {PADDING if i == 0 else ''}" for i in range(60)]
            for text in later:
                tg.push_message(CHAT, text)
            await tg.until(lambda: all_confirmed(tg), within=30)
        assert texts(config, CHAT) == want
        filler.unlink()
        async with running(config):
            await tg.until(lambda: texts(config, CHAT) == [*want, *later], within=30)
            await tg.until(lambda: not config.root.set_aside_path(CHAT).exists(), within=30)
            tg.push_message(CHAT, "다시 시작한 뒤")
            await tg.until(lambda: all_confirmed(tg))
        stored = [r for r in records(config, CHAT) if not r.is_bot]
        assert [r.text for r in stored] == [*want, *later, "다시 시작한 뒤"]
        assert [r.seq for r in stored] == sorted(r.seq for r in stored)
        assert len({r.message_id for r in stored}) == len(stored) == 212


async def test_a_state_file_of_the_wrong_shape_is_rebuilt_and_the_chat_records_on(
    tmp_path: Path, tg: FakeBotAPI, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = write_config(tmp_path, tg, None, allowed=(CHAT,))
    async with running(config):
        tg.push_message(CHAT, "손상 전 메시지")
        await tg.until(lambda: all_confirmed(tg))
    state = config.root.state_path(CHAT)
    doc = json.loads(state.read_text(encoding="utf-8"))
    doc["tables"]["state"]["1"]["cursor"] = "처음부터"  # valid JSON, not our document
    state.write_text(json.dumps(doc), encoding="utf-8")
    code, said = await doctor(tmp_path, monkeypatch)
    assert f"chat {CHAT}: {state} does not match its schema" in said, said
    assert "rebuilds it" in said and code == 0

    async with running(config):
        tg.push_message(CHAT, "손상 뒤 메시지")
        await tg.until(lambda: all_confirmed(tg))
    assert texts(config, CHAT) == ["손상 전 메시지", "손상 뒤 메시지"]
    assert [p.name for p in state.parent.glob("state.json.corrupt-*")]
    code, said = await doctor(tmp_path, monkeypatch)
    assert "does not match its schema" not in said, said


async def test_a_chat_set_aside_on_a_full_disk_is_degraded_and_the_watchdog_goes_on(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    """Its messages are durable in the set-aside file: the systemd status says DEGRADED
    naming the chat, and WATCHDOG=1 keeps coming past ``degraded_watchdog_s`` (a restart
    would stop every other chat and mend nothing). Before, the pings stopped."""
    retry = (
        "write_retry_s = 0.05\nwrite_retry_max_s = 0.2\npending_max = 40\n"
        "degraded_watchdog_s = 0.3\n"
    )
    config = write_config(tmp_path, tg, None, allowed=(CHAT, OTHER_CHAT), extra_toml=retry)
    path = str(tmp_path / "notify.sock")
    said: list[bytes] = []
    with (
        socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock,
        small_tmpfs(config.root.chat_dir(CHAT), size="1m") as folder,
    ):
        sock.bind(path)
        sock.setblocking(False)
        env = {"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "200000", "WATCHDOG_PID": str(os.getpid())}
        stop = anyio.Event()

        listening = anyio.CancelScope()

        async def listen() -> None:
            with listening:
                while True:
                    await anyio.wait_readable(sock)
                    said.append(sock.recv(512))

        def pings_after(mark: int) -> int:
            return sum(1 for d in said[mark:] if d == b"WATCHDOG=1")

        async with anyio.create_task_group() as group:
            group.start_soon(listen)
            notifier = SystemdNotifier(environ=env)
            service = partial(run_service, config, stop=stop, handle_signals=False)
            group.start_soon(partial(service, notifier=notifier))
            await tg.until(lambda: b"READY=1" in b"".join(said), within=20)
            tg.push_message(CHAT, "디스크가 차기 전")
            await tg.until(lambda: all_confirmed(tg))
            filler = fill(folder)
            for i in range(60):
                tg.push_message(CHAT, f"꽉 찬 디스크 {i} {PADDING if i == 0 else ''}")
            await tg.until(lambda: all_confirmed(tg), within=30)  # set aside: durable

            def degraded() -> bool:
                return any(
                    d.startswith(b"STATUS=DEGRADED") and str(CHAT).encode() in d
                    and b"set aside" in d
                    for d in said
                )  # fmt: skip

            await tg.until(degraded, within=30)
            mark = len(said)
            # ten pings at 0.1 s span more than degraded_watchdog_s of set-aside time
            await tg.until(lambda: pings_after(mark) >= 10, within=30)
            filler.unlink()
            await tg.until(lambda: not config.root.set_aside_path(CHAT).exists(), within=30)
            assert len(texts(config, CHAT)) == 61  # every set-aside message recorded
            stop.set()
            listening.cancel()


async def test_history_in_a_chat_set_aside_shows_its_waiting_messages_apart(
    tmp_path: Path, tg: FakeBotAPI
) -> None:
    """``/history`` reads the log, which does not hold the set-aside messages yet: they
    are shown after it, under a line saying they wait to be recorded, each marked ⏳."""
    config = write_config(tmp_path, tg, None, allowed=(CHAT, OTHER_CHAT))
    async with running(config):
        tg.push_message(CHAT, "고장 나기 전 메시지")
        await tg.until(lambda: all_confirmed(tg))
    state = config.root.state_path(CHAT)
    doc = json.loads(state.read_text(encoding="utf-8"))
    doc["version"] = 99  # written by a newer groupchat-memory: the chat cannot start
    state.write_text(json.dumps(doc), encoding="utf-8")
    async with running(config):
        tg.push_message(CHAT, "보관 중인 첫 메시지")
        tg.push_message(CHAT, "보관 중인 두 번째 메시지")
        await tg.until(lambda: all_confirmed(tg), within=30)
        tg.push_message(CHAT, "/history")
        await tg.until(lambda: len(answers(tg, CHAT)) == 1, within=30)
    said = answers(tg, CHAT)[0].params["text"]
    recorded, _, waiting = said.partition("⏳ 기록을 기다리는 메시지")
    assert "고장 나기 전 메시지" in recorded and "보관 중인" not in recorded, said
    assert waiting.startswith(" 3개"), said  # the two, and the /history itself
    marked = [line for line in waiting.splitlines()[1:] if line.startswith("⏳ ")]
    assert [line.split(": ", 1)[1] for line in marked][:2] == [
        "보관 중인 첫 메시지",
        "보관 중인 두 번째 메시지",
    ], said
