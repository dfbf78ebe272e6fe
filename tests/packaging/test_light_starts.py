"""The processes the tests start by the hundred (``groupchat-memory ...``, the watcher)
import only what their command needs: the command line imports a subcommand's machinery
when it runs, and the watcher python-telegram-bot only for a Telegram channel. What is
checked is which modules load, never how long it takes."""

from __future__ import annotations

import subprocess
import sys

import pytest


def _loaded(code: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sys.modules))"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


@pytest.mark.parametrize("argv", [["--help"], ["watch", "--help"], ["history", "--help"]])
def test_the_command_line_starts_without_the_memory_it_reads(argv: list[str]) -> None:
    """Parsing (``--help`` included) imports no answer, no understanding, no service."""
    loaded = _loaded(
        "from groupchat_memory.bot.cli.main import main\n"
        f"try:\n    main({argv!r})\nexcept SystemExit:\n    pass"
    )
    for heavy in (
        "groupchat_memory.bot.views.answers",
        "groupchat_memory.domain.understanding.ledger",
        "groupchat_memory.domain.text.stance",
        "groupchat_memory.actors.system",
        "telegram",
    ):
        assert heavy not in loaded


def test_the_watcher_without_a_telegram_channel_never_imports_python_telegram_bot() -> None:
    loaded = _loaded("import groupchat_memory.watchers.cli")
    assert "telegram" not in loaded and "groupchat_memory.watchers.channels" in loaded


def test_the_large_patterns_compile_when_first_read_not_at_import() -> None:
    """A stance, a drop or the value a plan moves from is read the same as before; the
    patterns behind them are compiled when first read."""
    from groupchat_memory.domain.text import cues, stance, values

    assert stance.stance("좋아요, 그렇게 해요") == "agree"
    assert stance.stance("저는 반대예요") == "object"
    assert stance.closing("그건 안 해도 돼요") == "dropped"
    assert "7pm" not in values.proposed("instead of 7pm, 8pm works")
    assert cues.drop() is cues.drop()  # compiled once
