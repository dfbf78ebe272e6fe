"""Where a ``command`` persona runs: inside bubblewrap (``bwrap``), never beside the service.

A CLI agent runs shell commands on request, so whoever can talk to it in the chat can make
it read files. In the sandbox it sees the machine read-only, an empty folder where the data
root (every chat's log) and the systemd credentials are, its own ``/proc`` (a new PID
namespace: no other process's environment, the service's included), a private ``/tmp``
and ``/dev/shm`` of a bounded size, no network unless its entry asks for it (so no
loopback service of the host either), no capabilities, and writes only the folders its
config names (the agent's own ``~/.claude``, ``~/.codex``). Inside, ``prlimit`` bounds its
processes and its memory before the program starts. Its environment is built from
scratch: a few neutral variables and the ones its config names, never a bot token. A
service running as root starts it as the user ``run_as`` names.
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
# Password hashes: readable only by root, and masked for a persona all the same.
SECRET_FILES = ("/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/gshadow-")


@dataclass(frozen=True)
class Limits:
    """What one answer of a sandboxed persona may use: ``processes`` (its own, counted in
    its user namespace), ``memory_mb`` (each process's data: heap and private mappings),
    ``tmp_mb`` (each of ``/tmp`` and ``/dev/shm``, memory-backed) and the network."""

    processes: int = 64
    memory_mb: int = 2048
    tmp_mb: int = 64
    network: bool = False


@dataclass(frozen=True)
class RunAs:
    """The unprivileged user a command persona runs as when the service itself runs as
    root (``[[bots]] run_as``): root's files and folders stay out of its reach."""

    name: str
    uid: int
    gid: int
    home: str


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
    read-write when they exist (``~`` is the service user's home). ``limits`` bound each
    answer (``prlimit``, the absolute path of util-linux's tool, applies them inside).
    """

    bwrap: str
    hidden: tuple[str, ...]
    writable: tuple[str, ...] = AGENT_HOMES
    limits: Limits = Limits()
    prlimit: str = "/usr/bin/prlimit"

    def wrap(self, argv: Sequence[str], home: str | None) -> list[str]:
        """The bwrap command line that runs ``argv``; the environment is passed to bwrap
        itself (it hands its own on), so no value ever appears in a command line."""
        tmp = str(self.limits.tmp_mb * 1024 * 1024)
        cmd = [
            self.bwrap,
            "--die-with-parent",
            "--new-session",
            "--unshare-all",
            *(["--share-net"] if self.limits.network else []),
            "--cap-drop",
            "ALL",
            "--ro-bind",
            "/",
            "/",
            "--dev",
            "/dev",
            "--size",
            tmp,
            "--tmpfs",
            "/dev/shm",
            "--proc",
            "/proc",
            "--size",
            tmp,
            "--tmpfs",
            "/tmp",
        ]
        for secret in SECRET_FILES:
            if os.path.lexists(secret):
                cmd += ["--ro-bind", "/dev/null", secret]
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
        bounds = [
            self.prlimit,
            f"--nproc={self.limits.processes}",
            f"--data={self.limits.memory_mb * 1024 * 1024}",
            "--",
        ]
        return [*cmd, "--chdir", chdir, "--", *bounds, *argv]


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
