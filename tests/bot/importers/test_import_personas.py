"""A Telegram export holds the personas' messages as any member's: the import must know
which senders are personas (the config's ``[[bots]]``, ``--personas``) or refuse, so a
bot never counts among the people who agreed to a decision. Through the real CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CHAT = -10042
PEOPLE = ["민준", "서연", "도윤"]


def export(tmp_path: Path, persona_shown_as: str = "잼민이") -> Path:
    """Three members settle the fee; the persona 잼민이 (bot id 101) chimes in agreeing."""
    rows = [
        ("민준", "user1001", "이번 워크숍 회비는 1인당 3만원으로 하자"),
        ("서연", "user1002", "좋아요 동의합니다"),
        (persona_shown_as, "user101", "좋아요! 저도 찬성이에요 👍"),
        ("도윤", "user1003", "그럼 회비는 3만원으로 결정!"),
    ]
    messages = [
        {"id": i, "type": "message", "date": f"2026-03-10T09:0{i}:00",
         "date_unixtime": str(1773100800 + 60 * i), "from": name, "from_id": uid, "text": text}
        for i, (name, uid, text) in enumerate(rows, 1)
    ]  # fmt: skip
    file = tmp_path / "result.json"
    body = {"name": "모임", "type": "private_supergroup", "id": 42, "messages": messages}
    file.write_text(json.dumps(body, ensure_ascii=False), "utf-8")
    return file


def cli(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC", "GROUPCHAT"))}
    return subprocess.run(
        [sys.executable, "-m", "groupchat_memory.bot", *args],
        capture_output=True, text=True, cwd=tmp_path, env={**environ, **env}, timeout=300,
    )  # fmt: skip


def agreed(tmp_path: Path, *config: str) -> list[list[str]]:
    done = cli(tmp_path, *config, "--data-dir", "d", "decisions", "--chat", str(CHAT), "--json")
    assert done.returncode == 0, done.stderr
    return [d["agreed_by"] for d in json.loads(done.stdout)["decisions"]]


def test_an_import_without_the_personas_is_refused_and_names_the_senders(
    tmp_path: Path,
) -> None:
    done = cli(tmp_path, "--data-dir", "d", "import", "telegram-export", str(export(tmp_path)))
    assert done.returncode == 2, done.stdout + done.stderr
    assert "which of the export's senders are bot personas" in done.stderr
    assert "--personas" in done.stderr and "--no-personas" in done.stderr
    assert "this export's senders: 민준, 서연, 잼민이, 도윤" in done.stderr
    assert not (tmp_path / "d" / "groupchat" / "chats").exists()  # nothing recorded


def test_personas_named_on_the_command_line_are_not_among_those_who_agreed(
    tmp_path: Path,
) -> None:
    source = str(export(tmp_path))
    args = ["--data-dir", "d", "import", "telegram-export", source, "--personas", "잼민이"]
    done = cli(tmp_path, *args)
    assert done.returncode == 0, done.stderr
    assert agreed(tmp_path) == [PEOPLE]


def test_the_configs_bots_are_known_by_their_token_under_another_display_name(
    tmp_path: Path,
) -> None:
    # the bot's Telegram name is not the persona's name: its user id (the token's number) is
    config = tmp_path / "groupchat-memory.toml"
    config.write_text('[[bots]]\nname = "잼민이"\ntoken_env = "JEM_TOKEN"\n', "utf-8")
    source = str(export(tmp_path, persona_shown_as="Jemini AI"))
    args = ["--config", str(config), "--data-dir", "d", "import", "telegram-export", source]
    done = cli(tmp_path, *args, JEM_TOKEN="101:JEM")
    assert done.returncode == 0, done.stderr
    assert agreed(tmp_path, "--config", str(config)) == [PEOPLE]
    history = cli(tmp_path, "--data-dir", "d", "history", "--chat", str(CHAT)).stdout
    assert "잼민이 (봇): 좋아요! 저도 찬성이에요" in history and "Jemini" not in history
