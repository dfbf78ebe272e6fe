"""Real worker processes forked from one interpreter that has imported the package once.

The crash tests start a worker (``python -m <module> ...``), SIGKILL it at a step and run
it again, dozens of times a module: most of each start went to the interpreter and the
imports (about 0.3 s of CPU for the upkeep workers), not to the step under test. Here one
server process (``python -m tests.forkserver``) imports the worker's modules once and forks
a child per start; the child takes the caller's pipes as its stdin/stdout/stderr, its
argv, environment and folder, and runs the module as ``__main__``. It is a real process
all the same: its own pid, its own files, killed by a real SIGKILL, its exit status
(``-9`` after a kill) reported by the server that waits for it. ``ForkServer.popen`` gives
the parts of ``subprocess.Popen`` the tests use. What only an exec shows stays with
``subprocess``: the child's ``/proc/<pid>/environ`` is the server's start-up block, and
its imports are the server's (a test of what a start imports, or of hardening that
rewrites the start-up environment, needs a fresh interpreter).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import runpy
import selectors
import signal
import socket
import subprocess
import sys
import threading
import traceback
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[1]
_MAX_REQUEST = 1 << 20


class Forked:
    """A worker forked by the server: what the tests use of ``subprocess.Popen``."""

    def __init__(
        self,
        pid: int,
        status: socket.socket,
        stdin: IO[str] | None,
        stdout: IO[str] | None,
        stderr: IO[str] | None,
    ) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self._status = status
        self._said = b""

    def send_signal(self, sig: int) -> None:
        """Signal the worker (nothing once it has been waited for, as Popen)."""
        if self.returncode is None:
            os.kill(self.pid, sig)

    def kill(self) -> None:
        """SIGKILL."""
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        """SIGTERM."""
        self.send_signal(signal.SIGTERM)

    def wait(self, timeout: float | None = None) -> int:
        """The exit status the server read (``-N`` for a signal), once the worker ended."""
        if self.returncode is not None:
            return self.returncode
        self._status.settimeout(timeout)
        try:
            while not self._said.endswith(b"\n"):
                chunk = self._status.recv(64)
                if not chunk:
                    raise RuntimeError(f"the fork server lost worker {self.pid}")
                self._said += chunk
        except (TimeoutError, BlockingIOError):  # timeout 0 makes the socket non-blocking
            raise subprocess.TimeoutExpired(f"forked worker {self.pid}", timeout or 0) from None
        self._status.close()
        self.returncode = int(self._said)
        return self.returncode

    def poll(self) -> int | None:
        """The exit status if the worker ended, else None."""
        if self.returncode is None:
            try:
                return self.wait(timeout=0.0)
            except subprocess.TimeoutExpired:
                return None
        return self.returncode

    def communicate(self, timeout: float | None = None) -> tuple[Any, Any]:
        """Close stdin, read stdout and stderr to their end, wait (no input, as the tests)."""
        if self.stdin is not None:
            self.stdin.close()
        found: dict[str, str] = {}
        readers = [
            threading.Thread(target=lambda n=n, f=f: found.__setitem__(n, f.read()), daemon=True)
            for n, f in (("out", self.stdout), ("err", self.stderr))
            if f is not None
        ]
        for reader in readers:
            reader.start()
        for reader in readers:
            reader.join(timeout)
            if reader.is_alive():
                raise subprocess.TimeoutExpired(f"forked worker {self.pid}", timeout or 0)
        self.wait(timeout)
        for f in (self.stdout, self.stderr):
            if f is not None:
                f.close()
        return found.get("out"), found.get("err")


class ForkServer:
    """One ``python -m tests.forkserver`` process; ``popen`` forks a worker from it."""

    def __init__(self, preload: Sequence[str] = ()) -> None:
        self._sock, theirs = socket.socketpair()
        self._lock = threading.Lock()
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "tests.forkserver", str(theirs.fileno()), *preload],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            pass_fds=[theirs.fileno()],
        )
        theirs.close()

    def popen(
        self,
        module: str,
        *argv: str,
        preload: Sequence[str] = (),
        cwd: Path | str = ROOT,
        env: Mapping[str, str] | None = None,
        stdin: int | None = None,
        stdout: int | None = None,
        stderr: int | None = None,
    ) -> Forked:
        """``python -m module *argv`` as ``subprocess.Popen`` would start it; ``preload``
        (and ``module`` itself when it guards its ``__main__``) is imported in the server
        before the fork, once for all the workers it starts. Pipes are text (UTF-8)."""
        ours: dict[str, IO[str]] = {}
        theirs: list[int] = []
        for name, how, reading in (("stdin", stdin, False), ("stdout", stdout, True),
                                   ("stderr", stderr, True)):  # fmt: skip
            if how == subprocess.PIPE:
                r, w = os.pipe()
                mine, child = (r, w) if reading else (w, r)
                ours[name] = open(mine, "r" if reading else "w", encoding="utf-8")  # noqa: SIM115
                theirs.append(child)
            elif how == subprocess.STDOUT and name == "stderr":
                theirs.append(theirs[1])
            elif how is None:
                theirs.append((0, 1, 2)[len(theirs)])
            else:
                theirs.append(how)
        status, status_theirs = socket.socketpair()
        request = {
            "module": module,
            "argv": [module, *argv],
            "preload": list(preload),
            "cwd": str(cwd),
            "env": dict(os.environ if env is None else env),
        }
        with self._lock:
            socket.send_fds(
                self._sock, [json.dumps(request).encode()], [*theirs, status_theirs.fileno()]
            )
            answer = self._sock.recv(64)
        status_theirs.close()
        for fd, how in zip(theirs, (stdin, stdout, stderr), strict=True):
            if how == subprocess.PIPE:
                os.close(fd)
        if not answer.startswith(b"pid "):
            raise RuntimeError(f"the fork server failed: {answer!r}")
        return Forked(
            int(answer.split()[1]), status, ours.get("stdin"), ours.get("stdout"),
            ours.get("stderr"),
        )  # fmt: skip

    def close(self) -> None:
        """Stop the server (its workers are the tests' to end)."""
        self._sock.close()
        self._proc.wait(timeout=30)


# ---------------------------------------------------------------- the server side


def _exit_code(exc: BaseException) -> int:
    """What ``python -m`` exits with after ``exc``."""
    if isinstance(exc, SystemExit):
        code = exc.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code & 0xFF
        print(code, file=sys.stderr)
        return 1
    traceback.print_exception(exc)
    return 1


def _child(request: dict[str, Any], fds: list[int]) -> None:
    """In the forked child: become ``python -m module argv`` and exit as it would."""
    for target, fd in enumerate(fds[:3]):
        os.dup2(fd, target)
    os.closerange(3, 1 << 16)  # the server's sockets and other workers' pipes are not ours
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv = list(request["argv"])
    encoding = sys.stdout.encoding
    sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False), encoding=encoding)
    unbuffered = bool(os.environ.get("PYTHONUNBUFFERED"))
    for fd, name in ((1, "stdout"), (2, "stderr")):
        stream = io.TextIOWrapper(
            io.FileIO(fd, "w", closefd=False),
            encoding=encoding,
            errors="backslashreplace" if name == "stderr" else "strict",
            line_buffering=name == "stderr" or unbuffered,
            write_through=unbuffered,
        )
        setattr(sys, name, stream)
    try:
        runpy.run_module(request["module"], run_name="__main__", alter_sys=True)
    except BaseException as exc:  # reported as python -m would
        code = _exit_code(exc)
    else:
        code = 0
    # out through the server's frames to the interpreter's own exit (atexit, threads,
    # flushing the files left open), as the worker's interpreter would end
    raise SystemExit(code)


def _serve(control: socket.socket) -> None:
    """Fork a worker per request; report each one's pid, then its exit status."""
    selector = selectors.DefaultSelector()
    selector.register(control, selectors.EVENT_READ, None)
    while True:
        for key, _ in selector.select():
            if key.data is None:
                message, fds, _flags, _addr = socket.recv_fds(control, _MAX_REQUEST, 8)
                if not message:
                    return
                request = json.loads(message)
                try:
                    for name in [*request["preload"], request["module"]]:
                        if name not in sys.modules and not name.endswith("__main__"):
                            importlib.import_module(name)
                except BaseException as exc:  # the caller's error, said to the caller
                    control.sendall(f"error {exc!r}".encode()[:60])
                    for fd in fds:
                        os.close(fd)
                    continue
                sys.stdout.flush()
                sys.stderr.flush()
                pid = os.fork()
                if pid == 0:
                    selector.close()
                    control.close()
                    _child(request, fds)
                status = socket.socket(fileno=fds[3])
                for fd in set(fds[:3]):
                    os.close(fd)
                pidfd = os.pidfd_open(pid)
                selector.register(pidfd, selectors.EVENT_READ, (pid, status))
                control.sendall(f"pid {pid}".encode())
            else:
                pid, status = key.data
                selector.unregister(key.fd)
                os.close(key.fd)
                _, raw = os.waitpid(pid, 0)
                with contextlib.suppress(OSError):  # the test is gone
                    status.sendall(f"{os.waitstatus_to_exitcode(raw)}\n".encode())
                status.close()


if __name__ == "__main__":
    _control = socket.socket(fileno=int(sys.argv[1]))
    for _name in sys.argv[2:]:
        importlib.import_module(_name)
    _serve(_control)
