"""A command persona runs under a seccomp filter: the real service, the real bwrap and a
script as the persona that makes the system calls an escape would (ptrace, mount, kexec,
bpf, perf_event_open, keyctl, add_key, unshare, setns, a clone into a new user namespace,
io_uring). Each is refused with EPERM, while what an ordinary program does (threads, a
child process, a subprocess) still works."""

from __future__ import annotations

import json
import os
import platform
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.llm.sandbox import DENIED_SYSCALLS, seccomp_program
from tests.botkit import CHAT, TOKEN, running, write_config
from tests.fakes.fake_anthropic import FakeAnthropic
from tests.fakes.fake_telegram import FakeBotAPI

ROOT = os.geteuid() == 0
# as root the persona runs as "nobody", who cannot run an interpreter below /root
PYTHON = shutil.which("python3", path="/usr/bin:/bin") if ROOT else sys.executable
# (syscall number, arguments) that succeed, or fail for another reason than EPERM, for an
# unprivileged process without the filter; the numbers are the kernel's per architecture
CALLS = {
    "x86_64": {
        "ptrace": (101, [0, 0, 0, 0]),  # PTRACE_TRACEME: allowed to anyone without a filter
        "mount": (165, [0, 0, 0, 0, 0]),
        "kexec_load": (246, [0, 0, 0, 0]),
        "bpf": (321, [0, 0, 0]),
        "perf_event_open": (298, [0, 0, -1, -1, 0]),
        "keyctl": (250, [0, -3, 0]),  # KEYCTL_GET_KEYRING_ID of the session keyring
        "add_key": (248, [0, 0, 0, 0, -2]),
        "unshare": (272, [0x10000000]),  # CLONE_NEWUSER
        "setns": (308, [-1, 0]),
        "io_uring_setup": (425, [1, 0]),
        "clone": (56, [0x10000000 | 17, 0, 0, 0, 0]),  # CLONE_NEWUSER | SIGCHLD
    },
    "aarch64": {
        "ptrace": (117, [0, 0, 0, 0]),
        "mount": (40, [0, 0, 0, 0, 0]),
        "kexec_load": (104, [0, 0, 0, 0]),
        "bpf": (280, [0, 0, 0]),
        "perf_event_open": (241, [0, 0, -1, -1, 0]),
        "keyctl": (219, [0, -3, 0]),
        "add_key": (217, [0, 0, 0, 0, -2]),
        "unshare": (97, [0x10000000]),
        "setns": (268, [-1, 0]),
        "io_uring_setup": (425, [1, 0]),
        "clone": (220, [0x10000000 | 17, 0, 0, 0, 0]),
    },
}.get(platform.machine())

PROBE = """\
import ctypes, errno, json, os, subprocess, sys, threading
calls = json.loads(sys.argv[1])
sys.stdin.read()
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
found = {}
for name, (number, args) in calls.items():
    pid = os.fork()  # each call in a child of its own: one that goes through changes nothing
    if pid == 0:
        ctypes.set_errno(0)
        rc = libc.syscall(ctypes.c_long(number), *(ctypes.c_long(a) for a in args))
        os._exit(ctypes.get_errno() if rc == -1 else 0)  # a cloned child exits 0 too
    code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    found[name] = errno.errorcode.get(code, str(code)) if code else "ok"
box = []
worker = threading.Thread(target=lambda: box.append("ok"))
worker.start()
worker.join()
found["thread"] = box[0] if box else "failed"
pid = os.fork()
if pid == 0:
    os._exit(7)
found["fork"] = "ok" if os.WEXITSTATUS(os.waitpid(pid, 0)[1]) == 7 else "failed"
done = subprocess.run(["/bin/echo", "hello"], capture_output=True, text=True)
found["subprocess"] = done.stdout.strip()
print(json.dumps(found))
"""


def test_the_filter_denies_what_the_sandbox_promises() -> None:
    """Every call the issue names is in the list the filter is compiled from."""
    named = {"ptrace", "mount", "kexec_load", "kexec_file_load", "bpf", "perf_event_open"}
    named |= {"keyctl", "add_key", "unshare", "setns", "io_uring_setup", "io_uring_enter"}
    assert named <= set(DENIED_SYSCALLS)
    assert len(seccomp_program()) % 8 == 0 and seccomp_program()  # struct sock_filter


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bwrap not installed")
@pytest.mark.skipif(PYTHON is None, reason="no interpreter the persona's user may run")
@pytest.mark.skipif(CALLS is None, reason="syscall numbers known for x86_64 and aarch64")
@pytest.mark.anyio
async def test_a_persona_is_refused_escape_calls_and_still_runs_a_program(
    tmp_path: Path, tg: FakeBotAPI, llm: FakeAnthropic
) -> None:
    argv = [PYTHON, "-c", PROBE, json.dumps(CALLS)]
    run_as = 'run_as = "nobody"\n' if ROOT else ""
    keys = {"코덱스": f'provider = "command"\nargv = {json.dumps(argv)}\ntimeout_s = 60\n{run_as}'}
    config = write_config(tmp_path, tg, llm.base_url, bot_keys=keys)
    async with running(config):
        tg.push_message(CHAT, "@codex_bot 탈출해봐")
        await tg.until(lambda: any(r.token == TOKEN["코덱스"] for r in tg.sent_messages()), 60)
    [sent] = [r for r in tg.sent_messages(CHAT) if r.token == TOKEN["코덱스"]]
    found: dict[str, Any] = json.loads(sent.params["text"])
    assert CALLS is not None
    assert {name: found[name] for name in CALLS} == dict.fromkeys(CALLS, "EPERM"), found
    # an ordinary program still runs: threads and children (clone3 falls back to clone)
    assert (found["thread"], found["fork"], found["subprocess"]) == ("ok", "ok", "hello"), found
