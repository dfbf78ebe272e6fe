"""glibc's malloc tuned for the long-lived bot service (``service.run_service`` calls
these at start): few arenas, large blocks mapped, free heap pages given back. Where the C
library is not glibc (musl, macOS) each does nothing and its own policy stands.
"""

from __future__ import annotations

import ctypes
import ctypes.util

import anyio

# glibc's mallopt parameter, and the size from which a block gets a mapping of its own
_M_MMAP_THRESHOLD = -3
_MAPPED_FROM = 128 * 1024
# glibc's mallopt parameter for the most arenas, and how many the service keeps
_M_ARENA_MAX = -8
MALLOC_ARENAS = 2
# how often the service hands glibc's free heap pages back to the system
GIVE_BACK_EVERY_S = 30.0


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        return ctypes.CDLL(name)
    except OSError:
        return None


def give_back_free_memory() -> bool:
    """Hand the free pages inside glibc's heaps back to the system (``malloc_trim``);
    False where the C library has no such call (musl, macOS).

    Why: glibc returns a heap's free memory only from its top, so what a busy minute
    freed under blocks still in use (a burst of contexts, SQLite connections closed,
    batches embedded on several threads' arenas) stayed in the process's RSS: measured
    with ``bench/bench_bot.py --prebuilt``, about as much as the live heap."""
    libc = _libc()
    trim = getattr(libc, "malloc_trim", None)
    if trim is None:
        return False
    trim(0)
    return True


async def give_back_memory(every_s: float = GIVE_BACK_EVERY_S) -> None:
    """``give_back_free_memory`` every ``every_s`` seconds, in a worker thread (it walks
    the heaps, holding each one's lock for a moment)."""
    while True:
        await anyio.sleep(every_s)
        if not await anyio.to_thread.run_sync(give_back_free_memory):
            return


def keep_large_blocks_mapped() -> bool:
    """Have glibc give every large block a mapping of its own, for good; False elsewhere.

    Why: glibc raises that size to the largest block freed so far, so once a chat's
    vectors had been re-centred (a few large temporary arrays) later blocks of up to that
    size came from the heap, and what they left free stayed in the process (as much
    again as the live row buffers). A fixed size keeps them mapped and given back.
    """
    mallopt = getattr(_libc(), "mallopt", None)
    if mallopt is None:  # not glibc (musl, macOS): its own policy stands
        return False
    return bool(mallopt(_M_MMAP_THRESHOLD, _MAPPED_FROM))


def share_malloc_arenas(arenas: int = MALLOC_ARENAS) -> bool:
    """Have glibc keep at most ``arenas`` malloc arenas, for good (before the worker
    threads start); False where the C library has no such setting.

    Why: glibc gives each thread that allocates while the others' arenas are busy an arena
    of its own, up to eight a core, and an arena keeps what its thread freed for its next
    allocation. The event loop's worker threads (up to forty when a hundred chats record
    or ask at once) left sixteen arenas holding some MiB each; the threads run Python
    under one lock, so a few arenas serve them.
    """
    mallopt = getattr(_libc(), "mallopt", None)
    if mallopt is None:
        return False
    return bool(mallopt(_M_ARENA_MAX, arenas))
