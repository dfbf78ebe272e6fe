"""Where a ``command`` persona runs: inside bubblewrap (``bwrap``), never beside the service.

A CLI agent runs shell commands on request, so whoever can talk to it in the chat can make
it read files. In the sandbox it sees the machine read-only, an empty folder where the data
root (every chat's log) and the systemd credentials are, its own ``/proc`` (a new PID
namespace: no other process's environment, the service's included), a private ``/tmp``
and ``/dev/shm`` of a bounded size, an empty ``/run`` (no host service's Unix socket), no
network unless its entry asks for it (so no loopback service of the host either), no
capabilities, and writes only the folders its config names (the agent's own
``~/.claude``, ``~/.codex``). Inside, ``prlimit`` bounds its
processes and its memory before the program starts, and a seccomp filter (compiled by
libseccomp, loaded by bwrap) answers "operation not permitted" to the system calls no
persona needs and an escape would (``DENIED_SYSCALLS``, new namespaces). Its environment
is built from scratch: a few neutral variables and the ones its config names, never a bot
token. A service running as root starts it as the user ``run_as`` names.
"""

from __future__ import annotations

import errno
import functools
import os
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from groupchat_memory.base.errors import GroupchatMemoryError

# Variables every program expects that carry nothing secret; all others are dropped.
NEUTRAL_ENV = ("PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TERM")
# What a CLI agent keeps its login and sessions in, bound writable when it exists.
AGENT_HOMES = ("~/.claude", "~/.claude.json", "~/.codex")
# systemd puts every unit's credentials below this folder.
SYSTEMD_CREDENTIALS = "/run/credentials"
RUN_TMPFS_BYTES = 1024 * 1024  # the sandbox's own, empty /run: nothing needs room there
# Password hashes: readable only by root, and masked for a persona all the same.
SECRET_FILES = ("/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/gshadow-")
# System calls a persona's program never needs and an escape or a look at other processes
# would: debugging others, mounts, kernel loading, BPF and perf, the kernel keyring, new
# namespaces, io_uring (its own way around this filter), clocks, swap, reboot.
DENIED_SYSCALLS = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp",
    "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen",
    "fsconfig", "fsmount", "fspick", "mount_setattr",
    "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
    "bpf", "perf_event_open", "userfaultfd",
    "keyctl", "add_key", "request_key",
    "unshare", "setns",
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    "open_by_handle_at", "name_to_handle_at", "quotactl", "acct", "swapon", "swapoff",
    "reboot", "syslog", "settimeofday", "clock_settime", "clock_adjtime", "adjtimex",
    "iopl", "ioperm", "vhangup", "lookup_dcookie",
)  # fmt: skip
# clone() flags that make a namespace (NEWTIME, NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER,
# NEWPID, NEWNET): a clone asking for any of them is refused like unshare()
NAMESPACE_FLAGS = (
    0x80, 0x20000, 0x02000000, 0x04000000, 0x08000000, 0x10000000, 0x20000000, 0x40000000
)  # fmt: skip


class SeccompUnavailable(GroupchatMemoryError):
    """libseccomp cannot be loaded: a command persona does not run without its filter."""


@functools.cache
def seccomp_program() -> bytes:
    """The filter every sandboxed persona runs under, as the BPF program bwrap's
    ``--seccomp`` reads: allow all but ``DENIED_SYSCALLS`` and a ``clone`` that makes a
    namespace (EPERM); ``clone3``, whose flags a filter cannot read, says ENOSYS so libc
    falls back to ``clone``. libseccomp compiles it (architecture checks included: a call
    of another ABI is killed). Raises ``SeccompUnavailable`` without libseccomp."""
    try:
        import pyseccomp as sc  # loads libseccomp.so.2 on import
    except (ImportError, OSError, AttributeError) as exc:
        raise SeccompUnavailable(
            f"the persona sandbox's seccomp filter needs libseccomp ({exc}); install it "
            "(apt-get install libseccomp2) and reinstall groupchat-memory (pip install -e .)"
        ) from exc
    denied = sc.ERRNO(errno.EPERM)
    rules = sc.SyscallFilter(sc.ALLOW)
    for name in DENIED_SYSCALLS:
        rules.add_rule(denied, name)
    for flag in NAMESPACE_FLAGS:
        rules.add_rule(denied, "clone", sc.Arg(0, sc.MASKED_EQ, flag, flag))
    rules.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")
    fd = os.memfd_create("persona-seccomp", os.MFD_CLOEXEC)
    with os.fdopen(fd, "w+b") as out:
        rules.export_bpf(out)
        out.seek(0)
        return out.read()


def seccomp_fd() -> int:
    """A new file holding ``seccomp_program()`` from its start, for one bwrap to read
    (``pass_fds``); the caller closes it once the process started."""
    program = seccomp_program()
    fd = os.memfd_create("persona-seccomp", os.MFD_CLOEXEC)
    try:
        os.write(fd, program)
        os.lseek(fd, 0, os.SEEK_SET)
    except OSError:
        os.close(fd)
        raise
    return fd


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

    def wrap(
        self, argv: Sequence[str], home: str | None, filter_fd: int | None = None
    ) -> list[str]:
        """The bwrap command line that runs ``argv`` (under the seccomp filter bwrap reads
        from ``filter_fd``: ``seccomp_fd``); the environment is passed to bwrap itself (it
        hands its own on), so no value ever appears in a command line."""
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
            *_runtime_folders(self.limits.network),
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
        if filter_fd is not None:
            cmd += ["--seccomp", str(filter_fd)]
        chdir = home if home and Path(home).is_dir() else "/"
        bounds = [
            self.prlimit,
            f"--nproc={self.limits.processes}",
            f"--data={self.limits.memory_mb * 1024 * 1024}",
            "--",
        ]
        return [*cmd, "--chdir", chdir, "--", *bounds, *argv]


def _runtime_folders(network: bool) -> list[str]:
    """An empty ``/run`` (and ``/var/run`` where it is a folder of its own): the host's
    services listen on Unix sockets there (D-Bus, PostgreSQL, Docker, systemd, journald),
    and a socket on a read-only mount still connects; with ``network``, the resolver's
    file stays when ``/etc/resolv.conf`` points into it."""
    args = ["--size", str(RUN_TMPFS_BYTES), "--tmpfs", "/run"]
    if os.path.isdir("/var/run") and not os.path.islink("/var/run"):
        args += ["--size", str(RUN_TMPFS_BYTES), "--tmpfs", "/var/run"]
    resolver = os.path.realpath("/etc/resolv.conf")
    if network and resolver.startswith(("/run/", "/var/run/")) and os.path.isfile(resolver):
        args += ["--ro-bind", resolver, resolver]
    return args


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
