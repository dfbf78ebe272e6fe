"""``make test`` on a machine without the programs the tests run for real: as root with
apt-get it installs them (as CI needs), otherwise it names them before any linter runs.
The real make and Makefile, in a copy of the checkout whose venv holds recording
stand-ins for the linters and pytest, on a PATH that lacks bwrap and systemd-analyze;
apt-get and id are stand-ins too (no test touches the network or the system's packages)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SYSTEM_PATH = ("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin")
MAKE = shutil.which("make")
pytestmark = pytest.mark.skipif(MAKE is None, reason="make is not installed")

# records its name and arguments in ran.log beside the folder it lives in
RECORDER = '#!/bin/sh\necho "$(basename "$0") $*" >> "$(dirname "$0")/../../ran.log"\n'
# installs a stand-in for each package's program into the PATH folder it lives in
APT_GET = """#!/bin/sh
echo "apt-get $*" >> "$(dirname "$0")/apt.log"
[ "$1" = install ] || exit 0
for package in "$@"; do
  case "$package" in
    bubblewrap) program=bwrap ;;
    systemd) program=systemd-analyze ;;
    *) continue ;;
  esac
  printf '#!/bin/sh\\nexit 0\\n' > "$(dirname "$0")/$program"
  chmod +x "$(dirname "$0")/$program"
done
"""


def executable(path: Path, text: str) -> None:
    path.write_text(text, "utf-8")
    path.chmod(0o755)


def checkout(tmp_path: Path) -> Path:
    """The Makefile beside a pyproject and an installed venv whose tools only record."""
    work = tmp_path / "repo"
    (work / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(REPO / "Makefile", work / "Makefile")
    shutil.copy(REPO / "pyproject.toml", work / "pyproject.toml")
    for tool in ("ruff", "mypy", "python", "pytest"):
        executable(work / ".venv" / "bin" / tool, RECORDER)
    earlier = (work / "pyproject.toml").stat().st_mtime - 60
    os.utime(work / "pyproject.toml", (earlier, earlier))
    (work / ".venv" / ".installed").touch()  # installed after the pyproject: make keeps it
    return work


def toolbox(tmp_path: Path, uid: int) -> Path:
    """A PATH folder with the system's programs but bwrap and systemd-analyze, a
    recording apt-get, and an ``id`` that says ``uid``."""
    box = tmp_path / "bin"
    box.mkdir()
    hidden = {"bwrap", "systemd-analyze", "apt-get", "id"}
    for folder in SYSTEM_PATH:
        if not os.path.isdir(folder):
            continue
        for name in os.listdir(folder):
            if name not in hidden and not (box / name).exists():
                (box / name).symlink_to(Path(folder) / name)
    executable(box / "apt-get", APT_GET)
    executable(box / "id", f'#!/bin/sh\n[ "$1" = -u ] && echo {uid} && exit 0\nexit 1\n')
    return box


def make(work: Path, box: Path, target: str) -> subprocess.CompletedProcess[str]:
    assert MAKE is not None
    return subprocess.run(
        [MAKE, "--no-print-directory", "-C", str(work), target],
        capture_output=True, text=True, env={"PATH": str(box), "HOME": str(box)}, timeout=120,
    )  # fmt: skip


def ran(work: Path) -> list[str]:
    log = work / "ran.log"
    return log.read_text().splitlines() if log.exists() else []


def test_as_root_with_apt_make_test_installs_what_the_tests_run_then_runs_them(
    tmp_path: Path,
) -> None:
    work, box = checkout(tmp_path), toolbox(tmp_path, uid=0)
    done = make(work, box, "test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "installing bubblewrap systemd" in done.stdout
    apt = (box / "apt.log").read_text().splitlines()
    assert apt == ["apt-get update -qq", "apt-get install -y -qq bubblewrap systemd"]
    assert [line.split()[0] for line in ran(work)] == ["ruff", "ruff", "mypy", "python", "pytest"]
    assert make(work, box, "system-deps").returncode == 0  # installed: nothing more to do
    assert len((box / "apt.log").read_text().splitlines()) == 2


def test_without_root_make_test_names_what_to_install_before_any_linter(tmp_path: Path) -> None:
    work, box = checkout(tmp_path), toolbox(tmp_path, uid=1000)
    done = make(work, box, "test")
    assert done.returncode == 2, done.stdout + done.stderr
    out = done.stdout + done.stderr
    assert "make test needs bubblewrap systemd: sudo apt-get install bubblewrap systemd" in out
    assert ran(work) == []  # no linter ran before the check
    assert not (box / "apt.log").exists()
