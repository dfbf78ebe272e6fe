"""Row ids of the recall index: a record's place in the log, and reading it back.

A row id is ``day.toordinal() << 32 | byte offset`` in that day's file, so ids sort by
time and a hit is read back with one ``pread``; the index stores no text.
"""

from __future__ import annotations

import os
import re
from datetime import date
from pathlib import Path

import msgspec

from groupchat_memory.store.records import MessageRecord

SHIFT = 32
OFFSET_MASK = (1 << SHIFT) - 1
DAY_FILE = re.compile(r"^(\d{4}-\d{2}-\d{2})\.jsonl$")
_READ_AHEAD = 8192

record_decoder = msgspec.json.Decoder(MessageRecord)


def row_id(day: date, offset: int) -> int:
    """The index id of the record at ``offset`` in ``day``'s file (sorts by time)."""
    return (day.toordinal() << SHIFT) | offset


def location(rowid: int) -> tuple[date, int]:
    """The day and byte offset a row id stands for."""
    return date.fromordinal(rowid >> SHIFT), rowid & OFFSET_MASK


def line_at(fd: int, offset: int) -> MessageRecord | None:
    """The record whose line starts at ``offset`` of an open day file (None if torn)."""
    data = b""
    while True:
        chunk = os.pread(fd, _READ_AHEAD, offset + len(data))
        data += chunk
        end = data.find(b"\n")
        if end >= 0 or not chunk:
            break
    try:
        return record_decoder.decode(data[: end if end >= 0 else len(data)])
    except msgspec.DecodeError:
        return None


def read_run(log_dir: Path, rowid: int, count: int) -> list[tuple[int, MessageRecord]]:
    """``count`` records from a row id on, following its day file, each with its row id."""
    day, offset = location(rowid)
    out: list[tuple[int, MessageRecord]] = []
    try:
        fd = os.open(log_dir / f"{day.isoformat()}.jsonl", os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return out
    try:
        base = row_id(day, 0)
        buffer, pos, at = b"", offset, offset
        while len(out) < count:
            chunk = os.pread(fd, _READ_AHEAD, pos)
            if not chunk:
                break
            pos += len(chunk)
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                line_at, at = at, at + len(line) + 1
                if not line.strip():
                    continue
                try:
                    out.append((base | line_at, record_decoder.decode(line)))
                except msgspec.DecodeError:
                    continue  # a torn line: skipped like the log's readers do
                if len(out) >= count:
                    break
    finally:
        os.close(fd)
    return out
