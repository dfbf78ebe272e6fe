"""``doctor`` says only what it checked: a line it could not check says so, a key is
"present" only for what uses it, several admins are "admins"; it flags a command persona
whose script the sandbox's private /tmp hides, and lists the groups the bots were added to
that ``allowed_chats`` does not name (the real CLI, the fake Bot API, the real service)."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.telegram.seen_chats import note_seen
from tests.botkit import CHAT, PERSONAS, TOKEN, records, running, write_config
from tests.fakes.fake_telegram import FakeBotAPI

GROUP = -100123


def three_personas(tmp_path: Path, tg: FakeBotAPI, extra: str = "") -> Path:
    path = tmp_path / "c.toml"
    bots = "".join(
        f'[[bots]]\nname = "{name}"\ntoken_env = "{env}"\n' for name, env, _t, _u in PERSONAS
    )
    path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nbase_url = "{tg.base_url}"\n'
        f"allowed_chats = [{GROUP}]\n{extra}{bots}",
        "utf-8",
    )
    return path


def doctor(path: Path, capsys: pytest.CaptureFixture[str], *flags: str) -> str:
    main(["--config", str(path), "doctor", *flags])
    return capsys.readouterr().out


def test_without_tokens_the_admins_are_not_checked_and_several_are_admins(
    tmp_path: Path,
    tg: FakeBotAPI,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for _name, env, _token, _user in PERSONAS:
        monkeypatch.delenv(env, raising=False)
    path = three_personas(tmp_path, tg)
    out = doctor(path, capsys)
    assert "no persona is an admin" not in out, out
    assert f"? not checked: reactions in chat {GROUP}: whether 잼민이, 코덱스, 클로디" in out
    for name, env, token, user in PERSONAS:
        tg.add_bot(token, user, first_name=name)
        monkeypatch.setenv(env, token)
    tg.set_admins(GROUP, [tg.add_bot(t, u)["id"] for _n, _e, t, u in PERSONAS])
    out = doctor(path, capsys)
    assert f"✓ reactions in chat {GROUP}: 잼민이, 코덱스, 클로디 are admins" in out, out
    tg.revoke(TOKEN["코덱스"])
    tg.set_admins(GROUP, [])
    out = doctor(path, capsys)
    assert f"reactions in chat {GROUP}: whether 코덱스 is an admin" in out
    assert "no persona Telegram answered for is an admin" in out
    offline = doctor(path, capsys, "--offline")
    assert "? not checked: the tokens with Telegram (getMe)" in offline


def test_the_anthropic_key_is_present_only_for_what_uses_it(
    tmp_path: Path,
    tg: FakeBotAPI,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test")
    offline = three_personas(tmp_path, tg, '[llm]\nprovider = "offline"\n')
    out = doctor(offline, capsys, "--offline")
    assert "Claude summaries" not in out
    assert "answers of 잼민이, 코덱스, 클로디" in out  # the personas use the [llm] key
    line = next(line for line in out.splitlines() if "ANTHROPIC_API_KEY present" in line)
    assert "summaries" not in line


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bwrap not installed")
def test_a_command_persona_whose_script_is_under_tmp_is_flagged(
    tmp_path: Path,
    tg: FakeBotAPI,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    script = tmp_path / "agent.py"  # pytest's folders are below /tmp
    script.write_text("print('hi')\n", "utf-8")
    argv = json.dumps([sys.executable, str(script)])
    run_as = 'run_as = "nobody"\n' if os.geteuid() == 0 else ""
    path = tmp_path / "c.toml"
    path.write_text(
        f'data_dir = "{tmp_path / "data"}"\n[telegram]\nbase_url = "{tg.base_url}"\n'
        f'allowed_chats = [{GROUP}]\n[[bots]]\nname = "코덱스"\ntoken_env = "CODEX_BOT_TOKEN"\n'
        f'provider = "command"\nargv = {argv}\n{run_as}',
        "utf-8",
    )
    monkeypatch.setenv("CODEX_BOT_TOKEN", "102:COD")
    out = doctor(path, capsys, "--offline")
    assert f"✗ bot 코덱스: {script} in its argv is under /tmp" in out, out
    assert "bots[0].writable" in out


@pytest.mark.anyio
async def test_doctor_lists_the_groups_the_bots_have_seen_with_their_ids(
    tmp_path: Path, tg: FakeBotAPI, capsys: pytest.CaptureFixture[str]
) -> None:
    config = write_config(tmp_path, tg, None)
    other = -1005550001
    async with running(config):
        tg.push_message(other, "안녕하세요", chat_title="새 모임")
        sentinel = tg.push_message(CHAT, "기록되는 방")
        await tg.until(lambda: any(r.message_id == sentinel for r in records(config)))
        await tg.until(lambda: config.root.seen_chats_path().exists())
    out = doctor(tmp_path / "groupchat-memory.toml", capsys, "--offline")
    line = next(line for line in out.splitlines() if str(other) in line)
    assert (
        line.startswith("!") and "'새 모임'" in line and "not in [telegram] allowed_chats" in line
    )
    assert f"add {other} to [telegram] allowed_chats" in out
    # a title is any string Telegram sends, a lone surrogate included (the fuzz test's find)
    note_seen(config.root, other - 1, "깨진\ud800제목")
    assert f"add {other - 1} to [telegram] allowed_chats" in doctor(
        tmp_path / "groupchat-memory.toml", capsys, "--offline"
    )
    assert not [
        line for line in out.splitlines() if f"chat {CHAT} " in line and "has the bots" in line
    ]
