"""Summary files (``summaries/YYYY-MM-DD_<topic>_NNN.json``) and their index in the chat's TinyDB.

The files are the truth, appear complete or not at all, and are never overwritten
(``store.files.create_exclusive_atomic``).
The index (table ``summaries`` of ``state.json``) holds each file's record so the actor
answers "latest N", keyword recall and the table of contents without opening files; it
can always be rebuilt from the files.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from datetime import date
from pathlib import Path
from typing import Any

import msgspec
from tinydb import TinyDB

from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import create_exclusive_atomic, topic_slug
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import CitedItem, SummaryRecord, convert, decode, encode

logger = logging.getLogger(__name__)

INDEX_TABLE = "summaries"
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


class SummaryIndex:
    """The ``summaries`` table of a chat's TinyDB: one document per summary file, in time order.

    Not thread-safe (TinyDB is not): only the owning actor uses it, one call at a time.
    """

    def __init__(self, db: TinyDB) -> None:
        self._table = db.table(INDEX_TABLE)

    def add(self, file: str, record: SummaryRecord) -> None:
        """Index a summary file (a file already indexed is left alone)."""
        if self.has(file):
            return
        doc: dict[str, Any] = {"file": file, "record": msgspec.to_builtins(record)}
        self._table.insert(doc)

    def has(self, file: str) -> bool:
        """Whether ``file`` is indexed."""
        return any(doc.get("file") == file for doc in self._table.all())

    def entries(self) -> list[tuple[str, SummaryRecord]]:
        """Every indexed summary as ``(file, record)``, in time order."""
        out: list[tuple[str, SummaryRecord]] = []
        for doc in self._table.all():
            try:
                out.append((doc["file"], convert(doc["record"], SummaryRecord, source="index")))
            except (KeyError, RecordError) as exc:
                logger.error("skipping a damaged summary index entry: %s", exc)
        out.sort(key=lambda item: (item[1].timestamp, item[0]))
        return out

    def count(self) -> int:
        """How many summaries are indexed."""
        return len(self._table)

    def latest(self, n: int) -> list[SummaryRecord]:
        """The newest ``n`` summaries, oldest first."""
        if n <= 0:
            return []
        return [record for _, record in self.entries()[-n:]]

    def search(self, keyword: str, limit: int = 10) -> list[SummaryRecord]:
        """The newest ``limit`` summaries matching ``keyword``, oldest first."""
        found = [record for _, record in self.entries() if matches(record, keyword)]
        return found[-limit:] if limit > 0 else []

    def toc(self) -> dict[str, list[TocEntry]]:
        """Summaries per date."""
        return toc_of(self.entries())

    def rebuild(self, directory: Path) -> list[tuple[str, SummaryRecord]]:
        """Replace the index with what the files say; return the entries, in time order."""
        found = summary_files(directory)
        self._table.truncate()
        if found:
            self._table.insert_multiple(
                {"file": name, "record": msgspec.to_builtins(record)} for name, record in found
            )
        return found


class TocEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One summary in the table of contents."""

    file: str
    time: str
    topic_tag: str
    headline: str
    message_range: tuple[int, int]
    kind: str = "summary"
