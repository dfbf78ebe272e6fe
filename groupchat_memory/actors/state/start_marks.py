"""Start marks: what a start would otherwise read back through the log for.

So that a start does not read back through a long unsummarized history (or a whole
seen-ids window) each time, the actor also saves ``StartMarks`` in ``state.json``'s
``start`` table: the seen ids, the unsummarized seqs and the topics as of a seq (on a
clean stop, with each summary's commit and at a quiet tick, always of records already on
disk); a start then reads the log after that seq (all of it: a crash may have left the
log ahead of them) and the recent window, and rebuilds from the log alone when the marks
are missing, of another version or ahead of the log (``marks_hold``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec
from tinydb import TinyDB
from tinydb.table import Document

from groupchat_memory.domain.summaries.topics import GENERAL
from groupchat_memory.store.records import MessageRecord

MARKS_TABLE = "start"
MARKS_VERSION = 2  # 2: each seen id with the fingerprint of what was recorded under it
MARKS_DOC_ID = 1


class LaneMarks(msgspec.Struct, frozen=True, kw_only=True):
    """One conversation as a stop left it: its unsummarized seqs as runs (first, last)
    and its live topic."""

    thread: int | None = None
    unsummarized: list[tuple[int, int]] = []
    topic: str = GENERAL
    pending_since: int | None = None


class StartMarks(msgspec.Struct, frozen=True, kw_only=True):
    """What a start would read back through the log for, as of seq ``upto`` (the
    ``start`` table, saved by ``ChatState``): seen ids per chat with their fingerprints
    (least recently recorded chat first), edit and reaction keys (oldest first) and each
    conversation's marks. Derived from the log: forgetting a member drops them
    (``drop_marks``)."""

    version: int = MARKS_VERSION
    upto: int = 0
    first_day: str = ""
    """The log's oldest day file then: once the archive removed days, the marks'
    unsummarized seqs name records that are gone."""
    seen: list[tuple[int, list[int], list[int]]] = []
    edits: list[int] = []
    lanes: list[LaneMarks] = []

    def lane(self, thread: int | None) -> LaneMarks | None:
        return next((m for m in self.lanes if m.thread == thread), None)

    @property
    def forum(self) -> bool:
        """Whether the chat had forum topics (each wants its own recent window)."""
        return any(m.thread is not None for m in self.lanes)


def seq_runs(seqs: Iterable[int]) -> list[tuple[int, int]]:
    """Ascending seqs as runs of consecutive ones, (first, last) each."""
    out: list[tuple[int, int]] = []
    for seq in seqs:
        if out and out[-1][1] + 1 == seq:
            out[-1] = (out[-1][0], seq)
        else:
            out.append((seq, seq))
    return out


def load_marks(db: TinyDB) -> StartMarks | None:
    """The marks saved last, or None (none, another version, unreadable)."""
    doc = db.table(MARKS_TABLE).get(doc_id=MARKS_DOC_ID)
    if not isinstance(doc, dict) or doc.get("version") != MARKS_VERSION:
        return None
    try:
        return msgspec.convert(dict(doc), StartMarks, strict=False)
    except msgspec.ValidationError:
        return None


def save_marks(db: TinyDB, marks: StartMarks) -> None:
    """Replace the start marks (one atomic file write)."""
    doc: dict[str, Any] = msgspec.to_builtins(marks)
    db.table(MARKS_TABLE).upsert(Document(doc, doc_id=MARKS_DOC_ID))


def drop_marks(db: TinyDB) -> None:
    """Forget the start marks (the log was rewritten: the next start reads it)."""
    db.drop_table(MARKS_TABLE)


def marks_hold(
    records: list[MessageRecord], marks: StartMarks | None, first_day: str
) -> StartMarks | None:
    """``marks`` if ``records`` (a tail) reach back to them, the log is not behind them
    (a log that lost its newest lines, or marks of another log) and still begins with
    ``first_day`` (no day archived since): else None."""
    if marks is None or not records or marks.first_day != first_day:
        return None
    if records[0].seq > marks.upto or max(r.seq for r in records) < marks.upto:
        return None
    return marks
