"""The pieces of semantic recall's vector store: int8 codes in a flat file, one sign bit a
dimension in memory, and a Hamming scan that picks the rows worth reading codes for.

Why: with the int8 codes in memory (one byte a dimension) a hundred chats held more than
the service's memory goal, and the exact scan of a chat of a million messages was slow. A
bit a dimension is an eighth of that, and the Hamming distance of bits taken around the
chat's mean vector orders rows close to cosine; the few thousand nearest by bits are then
scored exactly from their codes, read from the file mapped for that one read (a mapping
kept open was the process's RSS: the kernel maps whole folios around each fault).
``bench/bench_vectors.py`` has the figures.
"""

from __future__ import annotations

import math
import mmap
import os
import struct
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from groupchat_memory.store.perms import ensure_dir, open_private

Codes = NDArray[np.int8]
Words = NDArray[np.uint64]
# rows the Hamming scan reads at a time (a block's words stay in the CPU's cache)
_BLOCK = 1 << 15
# rows of codes ``cosines`` turns into floats at a time
_COSINE_ROWS = 512
# distances ``limit_of`` guesses from
_LIMIT_SAMPLE = 1 << 14


def mapped_empty(shape: tuple[int, ...], dtype: type[Any]) -> NDArray[Any]:
    """An uninitialised array in an anonymous mapping of its own.

    Why: a chat's row buffers grow with room to spare, and are replaced as they fill.
    From malloc, the replaced ones stayed in the process as free heap pages (a hundred
    chats' held about as much again as the live buffers); a mapping is given back whole
    when the array goes, and its rows not written yet take no memory at all."""
    count = math.prod(shape)
    size = max(1, count * np.dtype(dtype).itemsize)
    array: NDArray[Any] = np.frombuffer(mmap.mmap(-1, size), dtype=dtype, count=count)
    return array.reshape(shape)


def to_codes(vectors: NDArray[np.floating[Any]]) -> Codes:
    """int8 codes of vectors (one row each, or one vector): each scaled to its own
    largest component, which cosine does not see."""
    block = np.atleast_2d(np.asarray(vectors, dtype=np.float32))
    top = np.abs(block).max(axis=1, keepdims=True)
    top[top == 0] = 1.0
    codes: Codes = np.round(block * (127.0 / top)).astype(np.int8)
    return codes if np.ndim(vectors) == 2 else codes[0]


def unit_rows(codes: Codes) -> NDArray[np.float32]:
    """The codes as float rows of length one (a zero row stays zero)."""
    block = np.asarray(codes, dtype=np.float32).reshape(-1, codes.shape[-1])
    norms = np.sqrt(np.einsum("ij,ij->i", block, block))
    norms[norms == 0] = 1.0
    block /= norms[:, None]
    return block


def cosines(codes: Codes, query: Codes) -> NDArray[np.float32]:
    """The cosine of each row of codes with the query's codes.

    ``einsum``, not ``@``: a matrix-vector product goes to the BLAS, whose threads spin
    for a core on a busy machine (several times the wall clock of the one-thread loop).
    Rows are taken ``_COSINE_ROWS`` at a time: as floats, all of a
    question's candidates at once were megabytes of temporaries for each context running."""
    unit = unit_rows(query)[0]
    scores = np.empty(len(codes), dtype=np.float32)
    for lo in range(0, len(codes), _COSINE_ROWS):
        block = np.asarray(codes[lo : lo + _COSINE_ROWS], dtype=np.float32)
        norms = np.sqrt(np.einsum("ij,ij->i", block, block))
        norms[norms == 0] = 1.0
        scores[lo : lo + len(block)] = np.einsum("ij,j->i", block, unit) / norms
    return scores


def centre_of(codes: Codes) -> NDArray[np.float32]:
    """The mean direction of a chat's vectors: e5's all share one (random texts have a
    cosine near 0.8), so bits taken around zero would mostly say the same thing."""
    if len(codes) == 0:
        return np.zeros(codes.shape[-1], dtype=np.float32)
    mean: NDArray[np.float32] = unit_rows(codes).mean(axis=0, dtype=np.float32)
    return mean


def sign_bits(codes: Codes, centre: NDArray[np.float32]) -> Words:
    """One bit a dimension for each row (above the centre or not), as 64-bit words with
    one row per column: the scan then reads each word of every row contiguously."""
    block = unit_rows(codes)
    words = -(-block.shape[1] // 64)
    packed = np.packbits(block > centre, axis=1)
    padded = np.zeros((len(block), words * 8), dtype=np.uint8)
    padded[:, : packed.shape[1]] = packed
    return np.ascontiguousarray(padded.view(np.uint64).T)


def query_bits(query: Codes, centre: NDArray[np.float32]) -> Words:
    """The question's bits. Its part along the centre is taken away first: a question
    ranks rows by its dot product with them, which that part adds the same to all."""
    q = unit_rows(query)[0]
    along = float(np.linalg.norm(centre))
    if along > 0:
        axis = centre / along
        q = q - float(q @ axis) * axis
    return sign_bits(q[None, :].astype(np.float32), np.zeros_like(centre))[:, 0]


def hamming(columns: Words, query: Words) -> NDArray[np.uint16]:
    """Bits that differ between ``query`` and each row of ``columns`` (words x rows).

    A block of rows at a time: every word's xor at once, then their bit counts (bytes),
    added up over the words into the 16-bit answer by one reduction, not three calls
    per word and block (``docs/measurements.md``)."""
    rows, words = columns.shape[1], columns.shape[0]
    out = np.empty(rows, dtype=np.uint16)
    size = min(rows, _BLOCK)
    spare = np.empty((words, size), dtype=np.uint64)
    counts = np.empty((words, size), dtype=np.uint8)
    along = query[:, None]
    for lo in range(0, rows, _BLOCK):
        hi = min(rows, lo + _BLOCK)
        x, c = spare[:, : hi - lo], counts[:, : hi - lo]
        np.bitwise_xor(columns[:, lo:hi], along, out=x)
        np.bitwise_count(x, out=c)
        np.add.reduce(c, axis=0, dtype=np.uint16, out=out[lo:hi])
    return out


def fewest(distances: NDArray[np.uint16], take: int) -> NDArray[np.intp]:
    """Indices of the ``take`` smallest distances, in index order (ties to the lower)."""
    if take >= len(distances):
        return np.arange(len(distances))
    limit = limit_of(distances, take)  # the distance the take-th row is at
    found = np.flatnonzero(distances <= limit)  # in index order
    extra = len(found) - take
    if extra > 0:  # rows at the limit past the take-th: the last ones go
        at = np.flatnonzero(distances[found] == limit)
        found = np.delete(found, at[len(at) - extra :])
    return found


def limit_of(distances: NDArray[np.uint16], take: int) -> int:
    """The least distance that at least ``take`` of ``distances`` are at most (``take`` at
    least one, fewer than them all).

    Guessed from the counts of a strided sample of ``_LIMIT_SAMPLE`` and then checked
    on them all, a count of those at most the guess and one of those below it (a step
    further where the guess was off): counting every distance's value (``np.bincount``)
    cast a chat's whole array to 64-bit first (``docs/measurements.md``)."""
    step = max(1, len(distances) // _LIMIT_SAMPLE)
    sample = distances[::step]
    counts = np.bincount(sample).cumsum()
    guess = int(np.searchsorted(counts, -(-take * len(sample) // len(distances))))
    if np.count_nonzero(distances <= guess) >= take:
        while guess > 0 and np.count_nonzero(distances <= guess - 1) >= take:
            guess -= 1
        return guess
    guess += 1
    while np.count_nonzero(distances <= guess) < take:
        guess += 1
    return guess


# a rows file's header: magic, its writer's token, rows, 64-bit words a row's bits take
_ROWS_MAGIC = b"GCMROWS1"
_ROWS_HEADER = struct.Struct("<8s16sqq")


def write_rows(path: Path, token: bytes, ids: NDArray[np.int64], slots: NDArray[np.int64],
               bits: Words) -> None:  # fmt: skip
    """Keep a chat's rows (row ids, slots, bits: words x rows) in ``path`` for ``read_rows``
    by the same ``token`` (``OSError`` on a full disk). Not durable and need not be: only
    the object that wrote it reads it back, in this process's life."""
    header = _ROWS_HEADER.pack(_ROWS_MAGIC, token, len(ids), bits.shape[0])
    arrays = [ids, slots, *(bits[w] for w in range(bits.shape[0]))]
    parts = [memoryview(header), *(np.ascontiguousarray(a).data.cast("B") for a in arrays)]
    fd = open_private(path, os.O_WRONLY | os.O_CREAT)
    try:
        offset = 0
        for data in parts:
            while data:
                done = os.pwrite(fd, data, offset)
                data, offset = data[done:], offset + done
        os.ftruncate(fd, offset)
    finally:
        os.close(fd)


def read_rows(path: Path, token: bytes, ids: NDArray[np.int64], slots: NDArray[np.int64],
              bits: Words) -> bool:  # fmt: skip
    """Read back what ``write_rows`` kept by ``token`` into the first ``len(ids)`` rows of
    these buffers; False (buffers unspecified) when the file holds other rows or is gone."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        head = os.pread(fd, _ROWS_HEADER.size, 0)
        if len(head) != _ROWS_HEADER.size:
            return False
        magic, owner, count, words = _ROWS_HEADER.unpack(head)
        if (magic, owner, count, words) != (_ROWS_MAGIC, token, len(ids), bits.shape[0]):
            return False
        offset = _ROWS_HEADER.size
        for part in (ids, slots, *(bits[w, :count] for w in range(words))):
            want = part.nbytes
            if os.preadv(fd, [part.data.cast("B")], offset) != want:
                return False
            offset += want
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


class CodeFile:
    """A chat's int8 codes, ``dim`` bytes each, slot after slot; written by appending.

    A slot is a distinct text (``vectors.sqlite3`` maps text hashes and rows to slots), so
    the file is the one copy of each vector on disk. Nothing of the file stays in the
    process's memory after a query.
    """

    def __init__(self, path: Path, *, writable: bool = True) -> None:
        """``writable=False``: opened for reading only, never made (``OSError`` when it is
        not there), so a reader beside the service or on a read-only data root can use it."""
        self.path = path
        if writable:
            ensure_dir(path.parent)
            self._fd = open_private(path, os.O_RDWR | os.O_CREAT)
        else:
            self._fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)

    def size(self) -> int:
        return os.fstat(self._fd).st_size

    def write(self, slot: int, codes: Codes) -> None:
        """Write rows of codes from ``slot`` on (``OSError`` on a full disk)."""
        data = memoryview(np.ascontiguousarray(codes, dtype=np.int8).tobytes())
        offset = slot * codes.shape[-1]
        while data:
            done = os.pwrite(self._fd, data, offset)
            data, offset = data[done:], offset + done

    def sync(self) -> None:
        """Make the written codes durable before the index that names their slots is."""
        os.fdatasync(self._fd)

    def truncate(self) -> None:
        os.ftruncate(self._fd, 0)

    def read(self, slots: NDArray[np.integer], dim: int) -> Codes:
        """The codes of ``slots`` (any order, repeats allowed), one row each.

        The file is mapped for the one read and unmapped after it, so none of its pages
        stay in the process's RSS. Why not ``pread``: a question's thousands of
        candidates took one call each, several times the mapped read."""
        if len(slots) == 0:
            return np.zeros((0, dim), dtype=np.int8)
        wanted = np.asarray(slots, dtype=np.int64)
        size = self.size()
        last = int(wanted.max())
        if (last + 1) * dim > size or int(wanted.min()) < 0:
            raise OSError(f"{self.path} ends before slot {last}")
        # a file cut short after this check (by another process) would raise SIGBUS on
        # access; nothing but this object writes it, and it never shrinks while read
        with mmap.mmap(self._fd, size, prot=mmap.PROT_READ) as mapped:
            mapped.madvise(mmap.MADV_RANDOM)  # no read-ahead around each row
            rows = np.frombuffer(mapped, dtype=np.int8, count=size // dim * dim)
            found: Codes = rows.reshape(-1, dim)[wanted]  # a copy: the mapping can go
            del rows
        return found

    def close(self) -> None:
        """Close the file; again is a no-op (as a SQLite connection's close)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


def distinct(ids: NDArray[np.int64]) -> int:
    """How many messages the rows ``ids`` hold (a message's rows side by side)."""
    return 1 + int(np.count_nonzero(ids[1:] != ids[:-1])) if len(ids) else 0


def candidate_rows(
    bits: Words, ids: NDArray[np.int64], query: Words, want: int, messages: int | None = None
) -> NDArray[np.intp]:
    """The rows (columns of ``bits``, in order) nearest ``query`` by Hamming distance that
    hold ``want`` messages, or every row when there are no more messages than that.
    ``ids`` are the rows' messages, a message's rows side by side.

    Why not ``want`` rows: a long message has a row for each of its sentences too
    (``message_parts``), so that many rows held fewer messages, and fewer of the exact
    nearest (``bench/bench_vectors.py``'s parts rows). The rows taken are ``want`` times
    the rows a message the chat holds; when they still hold fewer messages (the nearest
    rows crowd in a few messages' sentences), once more as many as that shortfall needs.
    ``messages``: ``distinct(ids)`` when the caller keeps that count (counting a million
    rows again is most of a millisecond a question)."""
    held = len(ids)
    messages = distinct(ids) if messages is None else messages
    if messages <= want:
        return np.arange(held)
    distances = hamming(bits, query)
    take = -(-want * held // messages)
    rows = fewest(distances, take)
    found = ids[rows]  # in row order: a message's rows side by side
    covered = 1 + int(np.count_nonzero(found[1:] != found[:-1]))
    if covered < want and take < held:
        rows = fewest(distances, min(held, -(-take * want // covered)))
    return rows
