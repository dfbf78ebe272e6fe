"""Summary files (``summaries/YYYY-MM-DD_<topic>_NNN.json``): writing, reading, listing.

The files are the truth, appear complete or not at all, and are never overwritten
(``store.files.create_exclusive_atomic``). Their append-only index is
``domain.summaries.index`` (bounded reads of it: ``domain.summaries.reads``).
"""

from __future__ import annotations

import logging
from datetime import date
from pathlib import Path

import msgspec

from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.files import create_exclusive_atomic, topic_slug
from groupchat_memory.store.masking import mask
from groupchat_memory.store.records import CitedItem, SummaryRecord, decode, encode

logger = logging.getLogger(__name__)


def masked_item(item: CitedItem) -> CitedItem:
    """A decision or action item with its text and the names of who agreed or objected masked."""
    return msgspec.structs.replace(
        item,
        text=mask(item.text),
        agreed_by=[mask(name) for name in item.agreed_by],
        objected_by=[mask(name) for name in item.objected_by],
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


def write_summary_file(
    directory: Path, day: date, record: SummaryRecord, *, durable: bool = True
) -> Path:
    """Create the next free ``<day>_<topic>_NNN.json`` holding ``record`` (masked); durable
    unless ``durable=False`` (then ``store.files.make_durable`` before it is committed)."""
    return write_masked_summary(directory, day, masked(record), durable=durable)


def write_masked_summary(
    directory: Path, day: date, stored: SummaryRecord, *, durable: bool = True
) -> Path:
    """``write_summary_file`` of a record ``masked`` already (the scheduler keeps the
    masked record too: masking it a second time cost a fifth as much as the offline
    summary itself, py-spy of a 20,000-message replay)."""
    return create_exclusive_atomic(
        directory,
        day,
        topic_slug(stored.topic_tag),
        encode(stored),
        suffix=".json",
        durable=durable,
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
