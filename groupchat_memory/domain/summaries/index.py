"""A chat's summary index, ``summary_index.jsonl``: one line per summary file, append-only.

The index lets the actor and the commands answer "latest N", keyword recall and the
table of contents without opening summary files; it can always be rebuilt from the files
(``domain.summaries``). Read-only answers read it backwards from its end
(``domain.summaries.reads``), so their cost follows the page, not the history.
"""

from __future__ import annotations

import bisect
import logging
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import msgspec
from tinydb import TinyDB

from groupchat_memory.domain.summaries.files import (
    matches,
    read_summary_file,
    summary_files,
)
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import move_aside, write_atomic
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.store.records import (
    MessageRange,
    SummaryRecord,
    convert,
    decode,
    encode,
)

logger = logging.getLogger(__name__)

# the index's table in an old ``state.json`` (migrated to the index file on first start)
INDEX_TABLE = "summaries"

Entry = tuple[str, SummaryRecord]
_T = TypeVar("_T")


class _IndexLine(msgspec.Struct):
    """One line of ``summary_index.jsonl``: a summary file's name and its record."""

    file: str
    record: msgspec.Raw


def read_index(path: Path) -> tuple[list[Entry], int]:
    """The index file's entries (time order) and how many of its bytes are whole lines.

    Writes nothing, so a reader may open it beside its owner. A last line without its
    newline is an append cut short (dropped); a damaged line is logged and skipped.
    """
    raw, whole = _read_whole_lines(path)
    try:  # one decoder call for the whole file
        entries = [(e.file, e.record) for e in _ALL_DECODER.decode(_as_array(raw))]
    except msgspec.DecodeError:  # a damaged or older line: line by line, skipping the bad
        lines = [line for line in raw.splitlines() if line.strip()]
        entries = [e for e in (decode_index_line(line, path) for line in lines) if e is not None]
    entries.sort(key=entry_order)
    return entries, whole


def read_spans(path: Path) -> tuple[list[Span], int]:
    """What an actor's start needs of every index line (file name, time, range, kind),
    in time order, and how many bytes are whole lines: the summary texts are skipped
    unparsed, so this is about four times faster than ``read_index`` and keeps no text."""
    raw, whole = _read_whole_lines(path)
    try:
        spans = _SPANS_DECODER.decode(_as_array(raw))
    except msgspec.DecodeError:  # a damaged line: the careful path skips it (logged)
        spans = [_span(name, record) for name, record in read_index(path)[0]]
    spans.sort(key=_span_order)
    return spans, whole


def _read_whole_lines(path: Path) -> tuple[bytes, int]:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return b"", 0
    except OSError as exc:
        logger.error("cannot read the summary index %s: %s", path, exc)
        return b"", 0
    whole = raw.rfind(b"\n") + 1
    return raw[:whole], whole


def _as_array(lines: bytes) -> bytes:
    """JSON lines as one JSON array (a blank line makes it invalid: the slow path then)."""
    return b"[" + lines[:-1].replace(b"\n", b",") + b"]" if lines else b"[]"


def decode_index_line(line: bytes, path: Path) -> Entry | None:
    try:
        item = _LINE_DECODER.decode(line)
        return item.file, decode(bytes(item.record), SummaryRecord, source="index")
    except (msgspec.DecodeError, RecordError) as exc:
        logger.error("skipping a line of the summary index %s: %s", path, exc)
        return None


def entry_order(item: Entry) -> tuple[str, str]:
    return item[1].timestamp, item[0]


def _line(file: str, record: SummaryRecord) -> bytes:
    return encode(_IndexLine(file=file, record=msgspec.Raw(encode(record)))) + b"\n"


class SpanRecord(msgspec.Struct):
    """What a ``Span`` keeps of a summary record: its time, range, kind and forum topic."""

    timestamp: str
    message_range: MessageRange
    kind: str = "summary"
    thread_id: int | None = None


class Span(msgspec.Struct):
    """An index line as an actor's start sees it: the file and ``SpanRecord`` (decoded
    straight from the line; the summary text is skipped unparsed)."""

    file: str
    record: SpanRecord


def _span(file: str, record: SummaryRecord) -> Span:
    return Span(
        file, SpanRecord(record.timestamp, record.message_range, record.kind, record.thread_id)
    )


def _span_order(span: Span) -> tuple[str, str]:
    return span.record.timestamp, span.file


class _Entry(msgspec.Struct):
    """An index line decoded with its record (the fast path of ``read_index``)."""

    file: str
    record: SummaryRecord


_LINE_DECODER = msgspec.json.Decoder(_IndexLine)
_ALL_DECODER = msgspec.json.Decoder(list[_Entry])
_SPANS_DECODER = msgspec.json.Decoder(list[Span])


def _insert(items: list[_T], item: _T, key: Callable[[_T], tuple[str, str]]) -> None:
    """Keep ``items`` in order: appends are nearly always the newest."""
    if not items or key(items[-1]) <= key(item):
        items.append(item)
    else:
        bisect.insort(items, item, key=key)


class SummaryIndex:
    """A chat's summary index: ``summary_index.jsonl``, one line per summary file.

    Append-only, so indexing a summary costs one short write whatever the history
    length (the TinyDB table it replaces was rewritten whole, with fsync, per summary).
    Opening it reads every line's ``Span`` (the names a crash reconcile needs, the
    ranges the cursor follows) but no summary text; the full records are decoded on the
    first call that needs them all (``entries``); ``domain.summaries.reads`` reads only the
    file's end. Appends are not fsynced: the summary files are the truth, and
    ``reconcile`` indexes any file a crash left out.
    Not thread-safe: only the owning actor (or an offline writer) uses it.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._spans, self._whole = read_spans(path)
        self._names = {span.file for span in self._spans}
        self._entries: list[Entry] | None = None  # decoded on first use
        self._fd: int | None = None

    def add(self, file: str, record: SummaryRecord) -> None:
        """Index a summary file (a file already indexed is left alone)."""
        if file in self._names:
            return
        self._append(_line(file, record))
        self._names.add(file)
        _insert(self._spans, _span(file, record), _span_order)
        if self._entries is not None:
            _insert(self._entries, (file, record), entry_order)

    def _append(self, data: bytes) -> None:
        if self._fd is None:
            ensure_dir(self.path.parent)
            fd = open_private(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            if os.fstat(fd).st_size != self._whole:
                os.ftruncate(fd, self._whole)  # a torn last line would swallow this one
            self._fd = fd
        view = memoryview(data)
        while view:
            view = view[os.write(self._fd, view) :]
        self._whole += len(data)

    def has(self, file: str) -> bool:
        """Whether ``file`` is indexed."""
        return file in self._names

    def entries(self) -> list[Entry]:
        """Every indexed summary as ``(file, record)``, in time order (the first call
        decodes the whole file)."""
        return list(self._all())

    def _all(self) -> list[Entry]:
        if self._entries is None:
            self._entries = read_index(self.path)[0] if self._whole else []
        return self._entries

    def spans(self) -> list[Span]:
        """Every indexed summary's file, time, range and kind, in time order."""
        return list(self._spans)

    def count(self) -> int:
        """How many summaries are indexed."""
        return len(self._spans)

    def latest(self, n: int) -> list[SummaryRecord]:
        """The newest ``n`` summaries, oldest first (``reads.index_tail`` reads
        them from the file's end without decoding the rest)."""
        return [record for _, record in self._all()[-n:]] if n > 0 else []

    def search(self, keyword: str, limit: int = 10) -> list[SummaryRecord]:
        """The newest ``limit`` summaries matching ``keyword``, oldest first."""
        if limit <= 0:
            return []
        found: list[SummaryRecord] = []
        for _, record in reversed(self._all()):
            if matches(record, keyword):
                found.append(record)
                if len(found) >= limit:
                    break
        return found[::-1]

    def reconcile(self, directory: Path, *, set_aside: bool = False) -> list[Entry]:
        """Index the summary files a crash left out (a directory listing, then only the
        files not indexed are read); return them, in time order. ``set_aside``: one
        that does not read whole (a power loss cut an unsynced file short) is moved aside
        (``*.corrupt-*``), so it is not read, and logged, again on every listing."""
        try:
            names = [n for n in os.listdir(directory) if n.endswith(".json")]
        except FileNotFoundError:
            return []
        found: list[Entry] = []
        for name in names:
            if name.startswith(".") or name in self._names:
                continue
            record = read_summary_file(directory / name)
            if record is not None:
                found.append((name, record))
            elif set_aside:
                moved = move_aside(directory / name)
                logger.warning("moved the unreadable summary file %s aside to %s", name, moved)
        found.sort(key=entry_order)
        for name, record in found:
            self.add(name, record)
        return found

    def rebuild(self, directory: Path) -> list[Entry]:
        """Replace the index with what the files say; return the entries, in time order."""
        return self.replace(summary_files(directory))

    def replace(self, entries: list[Entry]) -> list[Entry]:
        """Rewrite the index to hold exactly ``entries`` (atomic: old or new, never a mix)."""
        self.close()
        write_atomic(self.path, b"".join(_line(name, record) for name, record in entries))
        self._entries = sorted(entries, key=entry_order)
        self._spans = [_span(name, record) for name, record in self._entries]
        self._names = {name for name, _ in self._entries}
        self._whole = self.path.stat().st_size
        return list(self._entries)

    def remove(self, files: Iterable[str]) -> int:
        """Drop ``files`` from the index (a rewrite: forgetting is rare); how many went."""
        gone = set(files) & self._names
        if gone:
            self.replace([item for item in self._all() if item[0] not in gone])
        return len(gone)

    def sync(self) -> None:
        """Make the appended lines durable (a checkpoint; ``add`` alone does not fsync)."""
        if self._fd is not None:
            os.fsync(self._fd)

    def close(self) -> None:
        """Release the file (appends so far stay; ``sync`` first to make them durable)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> SummaryIndex:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def migrate_index_table(db: TinyDB, path: Path) -> int:
    """Move an old ``state.json``'s ``summaries`` table into ``summary_index.jsonl``.

    The file is written (atomically) before the table is dropped, so a crash between
    the two only repeats the move; an index file already there wins. Returns how many
    entries moved (0: nothing to do).
    """
    if INDEX_TABLE not in db.tables():
        return 0
    table = db.table(INDEX_TABLE)
    moved = 0
    if not path.exists():
        entries: list[Entry] = []
        for doc in table.all():
            try:
                record = convert(doc["record"], SummaryRecord, source="index")
                entries.append((str(doc["file"]), record))
            except (KeyError, RecordError) as exc:
                logger.error("skipping a damaged summary index entry: %s", exc)
        SummaryIndex(path).replace(entries)
        moved = len(entries)
        logger.info("moved the index of %d summaries from state.json to %s", moved, path)
    db.drop_table(INDEX_TABLE)
    return moved
