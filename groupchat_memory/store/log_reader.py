"""Reading the message log's day files: backwards from the end (``tail``), forwards in
bounded chunks (``scan``), and old day files holding one JSON array.

Readers never raise on damaged data: a torn or corrupt line is skipped and counted, and
the count goes to the caller's ``on_skipped`` (``MessageLog`` logs it once per file).
A last line without its newline that does not decode is an append still being written
when a writer holds the file's lock (``MessageLog`` writes under ``flock``) or the file
grew meanwhile: it is left out quietly, as if read a moment earlier. Only when nobody
is writing is it a torn line (a crash mid-write), counted like any damage.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable, Container, Iterator
from pathlib import Path
from typing import Any

import msgspec

from groupchat_memory.store.records import MessageRecord

_BLOCK = 16 * 1024
_SCAN_CHUNK = 1 << 20

_decoder = msgspec.json.Decoder(MessageRecord)


def decode_line(line: bytes) -> MessageRecord | list[MessageRecord] | None:
    """Decode one log line; None when it is damaged.

    The fast path is the strict typed decoder; old records (a chat_id stored as
    a string, a line holding a whole JSON array) go through a lenient fallback.
    """
    try:
        return _decoder.decode(line)
    except msgspec.DecodeError:
        # ValidationError is a DecodeError too: both mean "try the lenient path"
        pass
    try:
        raw = msgspec.json.decode(line)
        if isinstance(raw, list):
            return [msgspec.convert(item, MessageRecord, strict=False) for item in raw]
        return msgspec.convert(raw, MessageRecord, strict=False)
    except msgspec.DecodeError:
        return None


def collect(line: bytes, out: list[MessageRecord], *, reverse: bool) -> int:
    """Decode ``line`` into ``out``; return 1 if it was damaged, else 0."""
    if not line.strip():
        return 0
    decoded = decode_line(line)
    if decoded is None:
        return 1
    if isinstance(decoded, list):
        out.extend(reversed(decoded) if reverse else decoded)
    else:
        out.append(decoded)
    return 0


def appending(fd: int, size: int) -> bool:
    """Whether a writer is appending to the open file ``fd`` (it holds the file's lock,
    or the file is no longer ``size`` bytes long): its unterminated last line is then
    unfinished, not damaged."""
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    try:
        return os.fstat(fd).st_size != size
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)


def collect_last(
    line: bytes, out: list[MessageRecord], *, reverse: bool, fd: int, size: int
) -> int:
    """``collect`` for a file's last line, which has no newline after it: one that does
    not decode counts as damaged only when no append is in progress (``appending``)."""
    if not line.strip():
        return 0
    found: list[MessageRecord] = []
    if collect(line, found, reverse=reverse) and appending(fd, size):
        return 0
    out.extend(found)
    return 0 if found else 1


def first_byte(fd: int) -> bytes:
    """The first non-blank byte of a file (``[`` marks an old JSON-array day file)."""
    head = os.pread(fd, 64, 0).lstrip()
    return head[:1]


class ReadCost:
    """Bytes a reader read from disk and bytes it looked at: linear readers keep both near
    the size of what they return, whatever the length of one line."""

    __slots__ = ("read", "scanned")

    def __init__(self) -> None:
        self.read = 0
        self.scanned = 0


class _Fragments:
    """The pieces of one line that is being read in several chunks, joined once at its end.

    Gluing each new chunk onto what came before copies the line again per chunk, and
    splitting the glued whole scans it again: one long line would cost its length squared.
    """

    __slots__ = ("cost", "pieces")

    def __init__(self, cost: ReadCost) -> None:
        self.pieces: list[bytes] = []
        self.cost = cost

    def add(self, piece: bytes) -> None:
        """Keep one piece of the line (empty ones are dropped)."""
        if piece:
            self.pieces.append(piece)

    def __bool__(self) -> bool:
        return bool(self.pieces)

    def take(self, *, reverse: bool) -> bytes:
        """The line so far (pieces collected right to left when ``reverse``); empties it."""
        pieces = self.pieces[::-1] if reverse else self.pieces
        line = b"".join(pieces)  # one piece (the common case) is returned, not copied
        self.cost.scanned += len(line)
        self.pieces = []
        return line


def read_backwards(
    path: Path, want: int, on_skipped: Callable[[int], None], cost: ReadCost | None = None
) -> list[MessageRecord]:
    """Up to ``want`` records from the end of one day file, newest first.

    Linear in the bytes read: a line longer than a block is gathered in pieces and joined
    once, and the block grows while no line end turns up. ``on_skipped`` gets the number
    of damaged lines passed over (0 if none), even when reading fails midway.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return []
    cost = cost or ReadCost()
    skipped = 0
    out: list[MessageRecord] = []
    try:
        size = os.fstat(fd).st_size
        if size == 0:
            return []
        if first_byte(fd) == b"[":
            records, skipped = read_array(os.pread(fd, size, 0))
            cost.read += size
            out = records[::-1][:want]
            return out
        pos, block = size, _BLOCK
        line = _Fragments(cost)
        last = True  # ``line`` holds the file's last line, after its last newline
        while pos > 0 and len(out) < want:
            step = min(block, pos)
            pos -= step
            chunk = os.pread(fd, step, pos)
            cost.read += len(chunk)
            cost.scanned += len(chunk)
            parts = chunk.split(b"\n")
            if len(parts) == 1:
                # no line end in this chunk: a long line, read the rest of it in larger steps
                line.add(chunk)
                block = min(block * 2, _SCAN_CHUNK)
                continue
            block = _BLOCK
            line.add(parts[-1])
            if last:
                tail = line.take(reverse=True)
                skipped += collect_last(tail, out, reverse=True, fd=fd, size=size)
                last = False
            else:
                skipped += collect(line.take(reverse=True), out, reverse=True)
            for whole in reversed(parts[1:-1]):
                if len(out) >= want:
                    break
                skipped += collect(whole, out, reverse=True)
            line.add(parts[0])
        if pos == 0 and len(out) < want and line:
            whole_file = line.take(reverse=True)  # one line and no newline at all when ``last``
            if last:
                skipped += collect_last(whole_file, out, reverse=True, fd=fd, size=size)
            else:
                skipped += collect(whole_file, out, reverse=True)
    finally:
        os.close(fd)
        on_skipped(skipped)
    return out[:want]


def written_seq(line: bytes) -> int | None:
    """The seq a log line was written with, read without decoding the line (the encoder
    writes it last: ``..."seq":82}``); None when the line does not end that way (an old
    record, a damaged line, an array), which only a decode can tell."""
    at = line.rfind(b'"seq":')
    if at < 0:
        return None
    digits = line[at + 6 :].rstrip().removesuffix(b"}")
    return int(digits) if digits.isdigit() else None


def read_forward(
    path: Path,
    on_skipped: Callable[[int], None],
    cost: ReadCost | None = None,
    *,
    seqs: Container[int] | None = None,
    start: int = 0,
) -> Iterator[MessageRecord]:
    """Records of one day file in file order, reading in bounded chunks (``start``: from
    that byte on, the start of a line: what is before it was read already).

    Linear like ``read_backwards``: a line spanning chunks is joined once. ``on_skipped``
    gets the number of damaged lines passed over when the reading ends. ``seqs``: only
    lines written with one of these seqs are decoded (``written_seq``; a line it cannot
    read is decoded, and the caller still checks each record's seq): looking up a few
    messages' evidence decoded every line of their days.
    """

    def take(line: bytes, out: list[MessageRecord]) -> int:
        if seqs is not None and (seq := written_seq(line)) is not None and seq not in seqs:
            return 0
        return collect(line, out, reverse=False)

    try:
        handle = open(path, "rb")  # noqa: SIM115 -- closed in the finally below
    except FileNotFoundError:
        return
    cost = cost or ReadCost()
    skipped = 0
    try:
        handle.seek(start)
        head = handle.read(1)
        while head in (b" ", b"\n", b"\r", b"\t"):
            head = handle.read(1)
        cost.read += handle.tell() - start
        if head == b"[":
            data = b"[" + handle.read()
            cost.read += len(data) - 1
            records, skipped = read_array(data)
            yield from records
            return
        line = _Fragments(cost)
        line.add(head)
        while True:
            chunk = handle.read(_SCAN_CHUNK)
            if not chunk:
                break
            cost.read += len(chunk)
            cost.scanned += len(chunk)
            parts = chunk.split(b"\n")
            line.add(parts[0])
            if len(parts) == 1:
                continue  # a line longer than a chunk goes on
            batch: list[MessageRecord] = []
            skipped += take(line.take(reverse=False), batch)
            for whole in parts[1:-1]:
                skipped += take(whole, batch)
            line.add(parts[-1])
            yield from batch
        tail_batch: list[MessageRecord] = []
        if line:  # the last line, without a newline after it
            tail = line.take(reverse=False)
            fd, size = handle.fileno(), handle.tell()
            skipped += collect_last(tail, tail_batch, reverse=False, fd=fd, size=size)
        yield from tail_batch
    finally:
        handle.close()
        on_skipped(skipped)


def read_array(data: bytes) -> tuple[list[MessageRecord], int]:
    """An old-format day file: one JSON array; bad items are skipped and counted."""
    try:
        raw: Any = msgspec.json.decode(data)
    except msgspec.DecodeError:
        # not a whole array (e.g. lines appended after it): read it line by line
        records: list[MessageRecord] = []
        skipped = 0
        for line in data.split(b"\n"):
            skipped += collect(line, records, reverse=False)
        return records, skipped
    if not isinstance(raw, list):
        return [], 1
    out: list[MessageRecord] = []
    bad = 0
    for item in raw:
        try:
            out.append(msgspec.convert(item, MessageRecord, strict=False))
        except msgspec.ValidationError:
            bad += 1
    return out, bad
