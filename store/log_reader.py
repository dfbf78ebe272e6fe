"""Reading the message log's day files: backwards from the end (``tail``), forwards in
bounded chunks (``scan``), and old day files holding one JSON array.

Readers never raise on damaged data: a torn or corrupt line is skipped and counted, and
the count goes to the caller's ``on_skipped`` (``MessageLog`` logs it once per file).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
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


def first_byte(fd: int) -> bytes:
    """The first non-blank byte of a file (``[`` marks an old JSON-array day file)."""
    head = os.pread(fd, 64, 0).lstrip()
    return head[:1]


def read_backwards(path: Path, want: int, on_skipped: Callable[[int], None]) -> list[MessageRecord]:
    """Up to ``want`` records from the end of one day file, newest first.

    ``on_skipped`` gets the number of damaged lines passed over (0 if none), even when
    reading fails midway.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return []
    skipped = 0
    out: list[MessageRecord] = []
    try:
        size = os.fstat(fd).st_size
        if size == 0:
            return []
        if first_byte(fd) == b"[":
            records, skipped = read_array(os.pread(fd, size, 0))
            out = records[::-1][:want]
            return out
        pos, rest = size, b""
        while pos > 0 and len(out) < want:
            step = min(_BLOCK, pos)
            pos -= step
            parts = (os.pread(fd, step, pos) + rest).split(b"\n")
            rest = parts[0]
            for line in reversed(parts[1:]):
                skipped += collect(line, out, reverse=True)
                if len(out) >= want:
                    break
        if pos == 0 and len(out) < want:
            skipped += collect(rest, out, reverse=True)
    finally:
        os.close(fd)
        on_skipped(skipped)
    return out[:want]


def read_forward(path: Path, on_skipped: Callable[[int], None]) -> Iterator[MessageRecord]:
    """Records of one day file in file order, reading in bounded chunks.

    ``on_skipped`` gets the number of damaged lines passed over when the reading ends.
    """
    try:
        handle = open(path, "rb")  # noqa: SIM115 -- closed in the finally below
    except FileNotFoundError:
        return
    skipped = 0
    try:
        head = handle.read(1)
        while head in (b" ", b"\n", b"\r", b"\t"):
            head = handle.read(1)
        if head == b"[":
            records, skipped = read_array(b"[" + handle.read())
            yield from records
            return
        rest = head
        while True:
            chunk = handle.read(_SCAN_CHUNK)
            if not chunk:
                break
            parts = (rest + chunk).split(b"\n")
            rest = parts.pop()
            batch: list[MessageRecord] = []
            for line in parts:
                skipped += collect(line, batch, reverse=False)
            yield from batch
        tail_batch: list[MessageRecord] = []
        skipped += collect(rest, tail_batch, reverse=False)
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
