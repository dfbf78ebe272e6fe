"""Installed from a wheel into a fresh virtualenv, the project is one import name.

``pip install groupchat-memory`` must not put ``bot``, ``store``, ``actors`` or
``watchers`` into site-packages, where a user's own ``bot.py`` would collide with them.
The wheel is built offline from this checkout (no build isolation) and installed without
dependencies; the fresh interpreter borrows the test environment's third-party packages
through ``PYTHONPATH`` (which, unlike site-packages, does not run the editable install's
import hook), so only the wheel can provide our code.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A fresh venv with only the wheel of this checkout installed; its python and env."""
    work = tmp_path_factory.mktemp("wheel")
    had_build = (REPO / "build").exists()
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--quiet", "--wheel-dir", str(work / "dist"), str(REPO)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    if not had_build:  # setuptools builds in the tree: leave the checkout as it was
        shutil.rmtree(REPO / "build", ignore_errors=True)
    wheel = next((work / "dist").glob("groupchat_memory-*.whl"))
    venv.create(work / "venv", with_pip=False)
    python = work / "venv" / "bin" / "python"
    target = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet",
         "--target", target, str(wheel)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    env = {**os.environ, "PYTHONPATH": sysconfig.get_path("purelib")}
    return python, env


def test_the_wheel_installs_one_top_level_package(installed: tuple[Path, dict[str, str]]) -> None:
    python, _ = installed
    target = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            check=True, capture_output=True, text=True,
        ).stdout.strip()
    )  # fmt: skip
    importable = {
        p.stem for p in target.iterdir() if p.suffix == ".py" or (p / "__init__.py").is_file()
    }
    assert importable == {"groupchat_memory"}
    packages = {p.name for p in (target / "groupchat_memory").iterdir() if p.is_dir()}
    assert {"base", "store", "domain", "llm", "actors", "watchers", "bot"} <= packages
    assert not any(p.is_symlink() for p in (target / "groupchat_memory").iterdir())
    assert (target / "groupchat_memory" / "bot" / "data" / "sample_chat.jsonl").is_file()
    # the trained parts' weights, read at run time (no scikit-learn installed)
    understanding = target / "groupchat_memory" / "domain" / "understanding"
    assert (understanding / "todo_veto.json").is_file()
    assert (understanding / "uptake.json").is_file()


def test_the_installed_command_line_runs_from_the_wheel(
    installed: tuple[Path, dict[str, str]], tmp_path: Path
) -> None:
    python, env = installed
    script = (
        "import groupchat_memory.bot.cli.main as cli, sys\n"
        "print(cli.__file__)\n"
        "sys.exit(cli.main(['--help']))\n"
    )
    result = subprocess.run(
        [str(python), "-c", script], cwd=tmp_path, env=env,
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    first, _, usage = result.stdout.partition("\n")
    assert "site-packages" in first and str(REPO) not in first
    assert "groupchat-memory" in usage
    plain = subprocess.run(
        [str(python), "-c", "import bot"], cwd=tmp_path, env=env,
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert plain.returncode != 0 and "ModuleNotFoundError" in plain.stderr
