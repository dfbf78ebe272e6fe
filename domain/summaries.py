"""Summary files (``summaries/YYYY-MM-DD_<topic>_NNN.json``) and their append-only index.

The files are the truth, appear complete or not at all, and are never overwritten
(``store.files.create_exclusive_atomic``).
The index (``summary_index.jsonl`` in the chat's folder) holds each file's record so the actor
answers "latest N", keyword recall and the table of contents without opening files; it
can always be rebuilt from the files.
"""

from __future__ import annotations

import bisect
import logging
import os
from collections.abc import Iterable
from datetime import date
from pathlib import Path

import msgspec
from tinydb import TinyDB

from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import create_exclusive_atomic, topic_slug, write_atomic
from groupchat_memory.store.masking import mask
from groupchat_memory.store.perms import ensure_dir, open_private
from groupchat_memory.store.records import CitedItem, SummaryRecord, convert, decode, encode

logger = logging.getLogger(__name__)

# the index's table in an old ``state.json`` (migrated to INDEX_FILE on first start)
INDEX_TABLE = "summaries"
INDEX_FILE = "summary_index.jsonl"
_HEADLINE_CHARS = 80


def masked_item(item: CitedItem) -> CitedItem:
    """A decision or action item with its text and the names of who agreed masked."""
    return msgspec.structs.replace(
        item, text=mask(item.text), agreed_by=[mask(name) for name in item.agreed_by]
    )


def masked(record: SummaryRecord) -> SummaryRecord:
    """The record with every free-text field PII-masked (what goes to disk)."""
    return msgspec.structs.replace(
        record,
        summary=mask(record.summary),
        key_topics=[mask(t) for t in record.key_topics],
        topic_tag=mask(record.topic_tag),
        key_decisions=[masked_item(t) for t in record.key_decisions],
        action_items=[masked_item(t) for t in record.action_items],
        participants=[mask(p) for p in record.participants],
    )


def write_summary_file(directory: Path, day: date, record: SummaryRecord) -> Path:
    """Create the next free ``<day>_<topic>_NNN.json`` holding ``record`` (masked); durable."""
    return create_exclusive_atomic(
        directory, day, topic_slug(record.topic_tag), encode(masked(record)), suffix=".json"
    )


def read_summary_file(path: Path) -> SummaryRecord | None:
    """One summary file, or None (logged) when it is unreadable: one bad file hides nothing else."""
    try:
        return decode(path.read_bytes(), SummaryRecord, source=str(path))
    except (OSError, RecordError) as exc:
        logger.error("skipping summary file %s: %s", path, exc)
        return None


def summary_files(directory: Path, day: str | None = None) -> list[tuple[str, SummaryRecord]]:
    """All readable summary files of a folder (or of one day), in time order."""
    if not directory.is_dir():
        return []
    pattern = f"{day}_*.json" if day else "*.json"
    found: list[tuple[str, SummaryRecord]] = []
    for path in directory.glob(pattern):
        if path.name.startswith("."):
            continue
        record = read_summary_file(path)
        if record is not None:
            found.append((path.name, record))
    found.sort(key=lambda item: (item[1].timestamp, item[0]))
    return found


def matches(record: SummaryRecord, keyword: str) -> bool:
    """Whether ``keyword`` (case-insensitive) is in the key topics or the summary text."""
    needle = keyword.casefold().strip()
    if not needle:
        return False
    return needle in record.summary.casefold() or any(
        needle in topic.casefold() for topic in record.key_topics
    )


def headline(record: SummaryRecord) -> str:
    """The first line of a summary, shortened for a table of contents."""
    text = record.summary.strip().splitlines()[0] if record.summary.strip() else ""
    return text if len(text) <= _HEADLINE_CHARS else text[: _HEADLINE_CHARS - 1] + "…"


def toc_of(entries: Iterable[tuple[str, SummaryRecord]]) -> dict[str, list[TocEntry]]:
    """Group summaries by date (``YYYY-MM-DD``), each day in time order."""
    toc: dict[str, list[TocEntry]] = {}
    for name, record in sorted(entries, key=lambda item: (item[1].timestamp, item[0])):
        toc.setdefault(record.date, []).append(
            TocEntry(
                file=name,
                time=record.timestamp,
                topic_tag=record.topic_tag,
                headline=headline(record),
                message_range=(record.message_range.from_, record.message_range.to),
                kind=record.kind,
            )
        )
    return dict(sorted(toc.items()))


class _IndexLine(msgspec.Struct):
    """One line of ``summary_index.jsonl``: a summary file's name and its record."""

    file: str
    record: msgspec.Raw


def index_path(chat_dir: Path) -> Path:
    """Where a chat's summary index lives: ``summary_index.jsonl`` in its folder."""
    return chat_dir / INDEX_FILE


def read_index(path: Path) -> tuple[list[tuple[str, SummaryRecord]], int]:
    """The index file's entries (time order) and how many of its bytes are whole lines.

    Writes nothing, so a reader may open it beside its owner. A last line without its
    newline is an append cut short (dropped); a damaged line is logged and skipped.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return [], 0
    except OSError as exc:
        logger.error("cannot read the summary index %s: %s", path, exc)
        return [], 0
    whole = raw.rfind(b"\n") + 1
    lines = [line for line in raw[:whole].splitlines() if line.strip()]
    try:  # one decoder call for the whole file: a start reads 10,000 lines in ~20 ms
        entries = [(e.file, e.record) for e in _ALL_DECODER.decode(b"[%s]" % b",".join(lines))]
    except msgspec.DecodeError:  # a damaged or older line: line by line, skipping the bad
        entries = [e for e in (_decode_line(line, path) for line in lines) if e is not None]
    entries.sort(key=_order)
    return entries, whole


_TAIL_BLOCK = 64 * 1024


def index_tail(path: Path, n: int) -> list[tuple[str, SummaryRecord]] | None:
    """The last ``n`` entries of an index file, read backwards from its end (a bounded
    read whatever the history), in time order; None when there is no index file."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    try:
        end = os.fstat(fd).st_size
        chunk = b""
        start = end
        while start > 0 and chunk.count(b"\n") <= n:
            step = min(_TAIL_BLOCK, start)
            start -= step
            chunk = os.pread(fd, step, start) + chunk
    finally:
        os.close(fd)
    lines = chunk[: chunk.rfind(b"\n") + 1].splitlines()
    if start > 0:
        lines = lines[1:]  # the first line may be cut
    entries = []
    for line in lines[-n:] if n > 0 else []:
        entry = _decode_line(line, path)
        if entry is not None:
            entries.append(entry)
    entries.sort(key=_order)
    return entries


def index_matching(path: Path, keyword: str) -> list[tuple[str, SummaryRecord]] | None:
    """The index entries whose record ``matches`` ``keyword``, in time order; None when
    there is no index file. Lines without the keyword anywhere are never decoded."""
    needle = keyword.casefold().strip()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    found = []
    for line in raw[: raw.rfind(b"\n") + 1].splitlines():
        if needle and needle in line.decode("utf-8", "replace").casefold():
            entry = _decode_line(line, path)
            if entry is not None and matches(entry[1], keyword):
                found.append(entry)
    found.sort(key=_order)
    return found


def _decode_line(line: bytes, path: Path) -> tuple[str, SummaryRecord] | None:
    try:
        item = _LINE_DECODER.decode(line)
        return item.file, decode(bytes(item.record), SummaryRecord, source="index")
    except (msgspec.DecodeError, RecordError) as exc:
        logger.error("skipping a line of the summary index %s: %s", path, exc)
        return None


def _order(item: tuple[str, SummaryRecord]) -> tuple[str, str]:
    return item[1].timestamp, item[0]


def _line(file: str, record: SummaryRecord) -> bytes:
    return encode(_IndexLine(file=file, record=msgspec.Raw(encode(record)))) + b"\n"


class _Entry(msgspec.Struct):
    """An index line decoded with its record (the fast path of ``read_index``)."""

    file: str
    record: SummaryRecord


_LINE_DECODER = msgspec.json.Decoder(_IndexLine)
_ALL_DECODER = msgspec.json.Decoder(list[_Entry])


class SummaryIndex:
    """A chat's summary index: ``summary_index.jsonl``, one line per summary file.

    Append-only, so indexing a summary costs one short write whatever the history
    length (the TinyDB table it replaces was rewritten whole, with fsync, per summary).
    The entries stay in memory, in time order. Appends are not fsynced: the summary
    files are the truth, and ``reconcile`` indexes any file a crash left out.
    Not thread-safe: only the owning actor (or an offline writer) uses it.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._entries, self._whole = read_index(path)
        self._names = {name for name, _ in self._entries}
        self._fd: int | None = None

    def add(self, file: str, record: SummaryRecord) -> None:
        """Index a summary file (a file already indexed is left alone)."""
        if file in self._names:
            return
        self._append(_line(file, record))
        self._names.add(file)
        item = (file, record)
        if not self._entries or _order(self._entries[-1]) <= _order(item):
            self._entries.append(item)
        else:
            bisect.insort(self._entries, item, key=_order)

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

    def entries(self) -> list[tuple[str, SummaryRecord]]:
        """Every indexed summary as ``(file, record)``, in time order."""
        return list(self._entries)

    def count(self) -> int:
        """How many summaries are indexed."""
        return len(self._entries)

    def latest(self, n: int) -> list[SummaryRecord]:
        """The newest ``n`` summaries, oldest first."""
        if n <= 0:
            return []
        return [record for _, record in self._entries[-n:]]

    def search(self, keyword: str, limit: int = 10) -> list[SummaryRecord]:
        """The newest ``limit`` summaries matching ``keyword``, oldest first."""
        if limit <= 0:
            return []
        found: list[SummaryRecord] = []
        for _, record in reversed(self._entries):
            if matches(record, keyword):
                found.append(record)
                if len(found) >= limit:
                    break
        return found[::-1]

    def toc(self) -> dict[str, list[TocEntry]]:
        """Summaries per date."""
        return toc_of(self._entries)

    def reconcile(self, directory: Path) -> list[tuple[str, SummaryRecord]]:
        """Index the summary files a crash left out (a directory listing, then only the
        files not indexed are read); return them, in time order."""
        try:
            names = [n for n in os.listdir(directory) if n.endswith(".json")]
        except FileNotFoundError:
            return []
        found: list[tuple[str, SummaryRecord]] = []
        for name in names:
            if name.startswith(".") or name in self._names:
                continue
            record = read_summary_file(directory / name)
            if record is not None:
                found.append((name, record))
        found.sort(key=_order)
        for name, record in found:
            self.add(name, record)
        return found

    def rebuild(self, directory: Path) -> list[tuple[str, SummaryRecord]]:
        """Replace the index with what the files say; return the entries, in time order."""
        return self.replace(summary_files(directory))

    def replace(self, entries: list[tuple[str, SummaryRecord]]) -> list[tuple[str, SummaryRecord]]:
        """Rewrite the index to hold exactly ``entries`` (atomic: old or new, never a mix)."""
        self.close()
        write_atomic(self.path, b"".join(_line(name, record) for name, record in entries))
        self._entries = sorted(entries, key=_order)
        self._names = {name for name, _ in self._entries}
        self._whole = self.path.stat().st_size
        return list(self._entries)

    def remove(self, files: Iterable[str]) -> int:
        """Drop ``files`` from the index (a rewrite: forgetting is rare); how many went."""
        gone = set(files) & self._names
        if gone:
            self.replace([item for item in self._entries if item[0] not in gone])
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
        entries: list[tuple[str, SummaryRecord]] = []
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


class TocEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One summary in the table of contents."""

    file: str
    time: str
    topic_tag: str
    headline: str
    message_range: tuple[int, int]
    kind: str = "summary"
