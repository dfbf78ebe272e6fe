"""Where a ``command`` persona runs: inside bubblewrap (``bwrap``), never beside the service.

A CLI agent runs shell commands on request, so whoever can talk to it in the chat can make
it read files. In the sandbox it sees the machine read-only, an empty folder where the data
root (every chat's log) and the systemd credentials are, its own ``/proc`` (a new PID
namespace: no other process's environment, the service's included), a private ``/tmp``,
no capabilities, and writes only the folders its config names (the agent's own
``~/.claude``, ``~/.codex``). Its environment is built from scratch: a few neutral
variables and the ones its config names, never a bot token.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

# Variables every program expects that carry nothing secret; all others are dropped.
NEUTRAL_ENV = ("PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TERM")
# What a CLI agent keeps its login and sessions in, bound writable when it exists.
AGENT_HOMES = ("~/.claude", "~/.claude.json", "~/.codex")
# systemd puts every unit's credentials below this folder.
SYSTEMD_CREDENTIALS = "/run/credentials"


def child_environment(
    named: Iterable[tuple[str, str]], environ: Mapping[str, str]
) -> dict[str, str]:
    """The environment of a persona's program: the neutral variables of ``environ`` and
    the ones its own config named (already read, e.g. the agent's model key)."""
    env = {k: environ[k] for k in NEUTRAL_ENV if k in environ}
    env.update(named)
    return env


@dataclass(frozen=True)
class Sandbox:
    """How to wrap one persona's argv in bwrap.

    ``hidden`` folders are replaced by an empty tmpfs (mounted last, so a writable folder
    that contains the data root still does not show it); ``writable`` are bound
    read-write when they exist (``~`` is the service user's home).
    """

    bwrap: str
    hidden: tuple[str, ...]
    writable: tuple[str, ...] = AGENT_HOMES

    def wrap(self, argv: Sequence[str], home: str | None) -> list[str]:
        """The bwrap command line that runs ``argv``; the environment is passed to bwrap
        itself (it hands its own on), so no value ever appears in a command line."""
        cmd = [
            self.bwrap,
            "--die-with-parent",
            "--new-session",
            "--unshare-all",
            "--share-net",
            "--cap-drop",
            "ALL",
            "--ro-bind",
            "/",
            "/",
            "--dev",
            "/dev",
            "--proc",
            "/proc",
            "--tmpfs",
            "/tmp",
        ]
        installed = _installed_under_tmp(argv[0]) if argv else None
        if installed is not None:  # the private /tmp would hide the program itself
            cmd += ["--ro-bind", installed, installed]
        for path in self.writable:
            where = os.path.expanduser(path) if home is None else _expand(path, home)
            if os.path.lexists(where):
                cmd += ["--bind", where, where]
        for path in self.hidden:
            if Path(path).is_dir():
                cmd += ["--tmpfs", path]
        chdir = home if home and Path(home).is_dir() else "/"
        return [*cmd, "--chdir", chdir, "--", *argv]


def _installed_under_tmp(program: str) -> str | None:
    """Where ``program`` is installed when that is below ``/tmp`` (a checkout or a venv
    there): its folder, or the prefix above its ``bin/``, to bind read-only."""
    found = shutil.which(program) or program
    path = Path(os.path.abspath(found))  # not resolved: a venv's python is a link
    if path.parts[:2] != ("/", "tmp") or len(path.parts) < 3:
        return None
    folder = path.parent.parent if path.parent.name == "bin" else path.parent
    return str(folder) if folder != Path("/tmp") else str(path.parent)


def _expand(path: str, home: str) -> str:
    """``~/x`` below ``home`` (the child's HOME), other paths as they are."""
    return os.path.join(home, path[2:]) if path.startswith("~/") else path


def hidden_folders(data_dir: Path, environ: Mapping[str, str]) -> tuple[str, ...]:
    """What a sandboxed persona must not see: the data root and the credentials."""
    hidden = [str(data_dir.expanduser().resolve()), SYSTEMD_CREDENTIALS]
    cred = environ.get("CREDENTIALS_DIRECTORY")
    if cred:
        hidden.append(str(Path(cred).resolve()))
    return tuple(dict.fromkeys(hidden))
