"""The service's malloc arenas: threads that allocate at once share a few (glibc only)."""

from __future__ import annotations

import ctypes.util
import platform
import subprocess
import sys

import pytest

# a child process (the limit is for good, and this one's arenas already exist): eight
# threads allocate at once while each holds its blocks, then glibc's own report counts
# the arenas
PROBE = """
import ctypes, ctypes.util, re, sys, tempfile, threading
from groupchat_memory.bot.telegram.malloc import share_malloc_arenas
if sys.argv[1] == "shared":
    assert share_malloc_arenas(2)
libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.malloc.restype = libc.fopen.restype = ctypes.c_void_p
held, counted = threading.Barrier(9), threading.Barrier(9)
def allocate():
    blocks = [libc.malloc(1000) for _ in range(200)]
    held.wait()  # every thread holds its blocks while the arenas are counted
    counted.wait()
    for block in blocks:
        libc.free(ctypes.c_void_p(block))
threads = [threading.Thread(target=allocate) for _ in range(8)]
for t in threads:
    t.start()
held.wait()
with tempfile.NamedTemporaryFile(suffix=".xml") as out:
    f = libc.fopen(out.name.encode(), b"w")
    libc.malloc_info(0, ctypes.c_void_p(f))
    libc.fclose(ctypes.c_void_p(f))
    print(len(re.findall("<heap nr=", open(out.name).read())))
counted.wait()
for t in threads:
    t.join()
"""


def arenas(mode: str) -> int:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return int(done.stdout)


@pytest.mark.skipif(
    platform.system() != "Linux" or platform.libc_ver()[0] != "glibc"
    or ctypes.util.find_library("c") is None,
    reason="glibc's malloc only",
)  # fmt: skip
def test_threads_that_allocate_at_once_share_two_arenas() -> None:
    assert arenas("shared") <= 2
    assert arenas("default") > 2  # the probe does make arenas
