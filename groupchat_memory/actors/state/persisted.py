"""A chat's persisted document in ``state.json`` (written only by
``actors.state.chat_state.ChatState``), and the read-only peeks at it for chats whose actor
is not running.

TinyDB (``state.json``) holds what the log cannot tell: the summary cursor and
counter, the topic as the last summary left it, and the intent of a summary being
written. Everything else (last seq, the recent deque, the last message time, seen ids,
the records no summary covers) comes from the log's tail (``actors.state.rebuild``).
``unsummarized`` peeks at the document and the log, read-only, for a chat whose actor is
not running.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

import msgspec
from tinydb import TinyDB
from tinydb.table import Document

from groupchat_memory.actors.state.start_marks import MARKS_DOC_ID, MARKS_TABLE, StartMarks
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.topics import GENERAL
from groupchat_memory.store.docstore import FORMAT_VERSION
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

STATE_TABLE = "state"
STATE_VERSION = 3
"""2: forum topics have cursors of their own (``threads``); 3: a topic's tag lives in the
topics file (``DataRoot.topics_path``), and ``threads`` lists only the cursors
that do not follow ``last_seq``."""
_STATE_DOC_ID = 1


class SummaryIntent(msgspec.Struct, frozen=True, kw_only=True):
    """A summary job about to write its file: lets a restart finish or forget it."""

    from_seq: int
    to_seq: int
    date: str
    thread_id: int | None = None


class ThreadState(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One conversation's summary cursor and topic as the last summary left them."""

    cursor: int = 0
    topic: str = GENERAL
    topic_pending_since: int | None = None
    topic_seq: int = 0


class PersistedState(msgspec.Struct, kw_only=True):
    """The chat's document in the ``state`` table (written when a summary lands).

    The top-level cursor and topic are the conversation without a forum topic; each
    forum topic has its own in ``threads`` (older documents have none: they load as is).
    """

    version: int = STATE_VERSION
    cursor: int = 0
    summary_count: int = 0
    topic: str = GENERAL
    topic_pending_since: int | None = None
    topic_seq: int = 0
    last_seq: int = 0
    writing: SummaryIntent | None = None
    threads: dict[int, ThreadState] = {}

    def lane(self, thread: int | None) -> ThreadState:
        """The cursor and topic of one conversation.

        A topic this document does not name had no record when it was saved, or (version
        3) its cursor followed the seq saved then: either way its cursor is that seq; a
        version 1 document had one cursor for every topic.
        """
        if thread is None:
            return ThreadState(
                cursor=self.cursor,
                topic=self.topic,
                topic_pending_since=self.topic_pending_since,
                topic_seq=self.topic_seq,
            )
        found = self.threads.get(thread)
        if found is not None:
            return found
        return ThreadState(cursor=self.cursor if self.version < 2 else self.last_seq)

    def with_lane(self, thread: int | None, lane: ThreadState) -> PersistedState:
        """A copy with one conversation's cursor and topic replaced."""
        if thread is None:
            return msgspec.structs.replace(
                self,
                cursor=lane.cursor,
                topic=lane.topic,
                topic_pending_since=lane.topic_pending_since,
                topic_seq=lane.topic_seq,
            )
        return msgspec.structs.replace(self, threads={**self.threads, thread: lane})


def peek_state(path: Path) -> PersistedState | None:
    """A chat's persisted state read without opening ``state.json`` for writing; None
    when the file is missing, unreadable or not as expected."""
    try:
        doc = msgspec.json.decode(path.read_bytes())
        tables = doc["tables"] if isinstance(doc, dict) and "tables" in doc else doc
        found = tables.get(STATE_TABLE, {}).get(str(_STATE_DOC_ID), {})
        return msgspec.convert(found, PersistedState, strict=False)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError, AttributeError, TypeError):
        return None


class StateProblem(NamedTuple):
    """What is wrong with a chat's ``state.json``, and what to do when the chat's actor
    cannot start with it (None: the actor moves it aside and rebuilds it by itself)."""

    what: str
    fix: str | None


def state_problem(path: Path) -> StateProblem | None:
    """What is wrong with a chat's ``state.json``, read without opening it for writing;
    None when it reads (or is missing)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return StateProblem(
            f"{path} cannot be read ({exc.strerror or exc})",
            "give the service's user read and write access to it (or move it aside: it is "
            "rebuilt from the chat's log and summary files)",
        )
    try:
        doc = msgspec.json.decode(data)
    except msgspec.DecodeError:
        return StateProblem(f"{path} is not valid JSON", None)
    if isinstance(doc, dict) and "tables" in doc:
        version = doc.get("version")
        if isinstance(version, int) and version > FORMAT_VERSION:
            return StateProblem(
                f"{path} has format version {version}, newer than this program's "
                f"{FORMAT_VERSION} (a newer groupchat-memory wrote it)",
                "upgrade groupchat-memory to the version that wrote it",
            )
        doc = doc["tables"]
    tables = doc if isinstance(doc, dict) else {}
    table = tables.get(STATE_TABLE)
    found = table.get(str(_STATE_DOC_ID)) if isinstance(table, dict) else None
    if found is None:
        return None
    try:
        msgspec.convert(found, PersistedState, strict=False)
    except msgspec.ValidationError as exc:
        return StateProblem(f"{path} does not match its schema ({exc})", None)
    return None


def unsummarized(root: DataRoot, chat_id: int, settings: MemorySettings) -> bool:
    """Whether the chat's newest logged message is past its summary cursor (blocking).

    Read-only, for chats whose actor is not running: a summary is still due for them.
    """
    with MessageLog(root.log_dir(chat_id), settings.tz) as log:
        last = log.tail(1)
    if not last:
        return False
    state = peek_state(root.state_path(chat_id))
    return state is None or last[-1].seq > state.lane(last[-1].thread_id).cursor


def load_state(db: TinyDB) -> PersistedState:
    """The persisted state, or defaults for a new (or reset) database."""
    doc = db.table(STATE_TABLE).get(doc_id=_STATE_DOC_ID)
    if doc is None:
        return PersistedState()
    return msgspec.convert(dict(doc), PersistedState, strict=False)


def stored(state: PersistedState) -> PersistedState:
    """``state`` as ``state.json`` holds it: from version 3 a forum topic's tag is the topics
    file's (its writer appends it first), and a topic whose cursor follows ``last_seq`` (it
    had nothing to summarize) is left out (``PersistedState.lane`` gives it that cursor), so
    the document does not grow with the topics."""
    if state.version < 3:
        return state
    behind = {
        thread: ThreadState(cursor=lane.cursor)
        for thread, lane in state.threads.items()
        if lane.cursor != state.last_seq
    }
    return msgspec.structs.replace(state, threads=behind)


def save_state(db: TinyDB, state: PersistedState, marks: StartMarks | None = None) -> None:
    """Replace the persisted state (as ``stored`` keeps it), and with ``marks`` the start
    marks too: one atomic file write through ``SafeJSONStorage`` either way."""
    doc: dict[str, Any] = msgspec.to_builtins(stored(state))
    if marks is None:
        db.table(STATE_TABLE).upsert(Document(doc, doc_id=_STATE_DOC_ID))
        return
    # both tables in one storage write (TinyDB writes the file once per table
    # operation), each left as an upsert of its document would leave it
    tables = db.storage.read() or {}
    for table, key, new in (
        (STATE_TABLE, str(_STATE_DOC_ID), doc),
        (MARKS_TABLE, str(MARKS_DOC_ID), msgspec.to_builtins(marks)),
    ):
        rows = dict(tables.get(table, {}))
        old = rows.get(key)
        rows[key] = {**(old if isinstance(old, dict) else {}), **new}
        tables[table] = rows
    db.storage.write(tables)
    db.table(STATE_TABLE).clear_cache()
    db.table(MARKS_TABLE).clear_cache()
