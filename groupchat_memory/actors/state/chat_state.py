"""``ChatState``: the one writer of a chat's ``state.json`` (its TinyDB) and summary index
(``index_archived`` writes them for the archive when no actor runs).

``state.json`` holds what the log cannot tell (``actors.state.persisted.PersistedState``:
the summary cursor and count, the topic as the last summary left it, the intent of a
summary being written, a seq high-water mark) and the table of ``/정리`` command messages:
a small document whatever the history. The summary index, which grows with every summary,
is the append-only ``summary_index.jsonl`` (``domain.summaries.index.SummaryIndex``).
Every write of either goes through this class, so one place decides when they are saved.

A summary costs one small intent save and one commit save (fsync each) live; with
``state_commit_every`` > 1 (replays) neither the intent nor every commit is saved, and
the summary files are written without fsync and made durable together just before the
batch's commit: the start reconciles the index with the summary files and moves the
cursor past every indexed summary whose file reads whole, so a crash loses no summary and
summarizes no window twice, and a file a power loss cut short is set aside and its window
summarized again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta

import anyio
import msgspec
from tinydb import Query, TinyDB

from groupchat_memory.actors.state.lanes import Snapshot
from groupchat_memory.actors.state.persisted import (
    STATE_VERSION,
    PersistedState,
    SummaryIntent,
    ThreadState,
    load_state,
    save_state,
)
from groupchat_memory.actors.state.rebuild import read_tail, rebuild
from groupchat_memory.actors.state.start_marks import (
    LaneMarks,
    StartMarks,
    load_marks,
    marks_hold,
    save_marks,
)
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.context import CONTEXT_SUMMARIES
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import read_summary_file, summary_files
from groupchat_memory.domain.summaries.index import SummaryIndex, migrate_index_table
from groupchat_memory.domain.summaries.reads import index_tail
from groupchat_memory.domain.summaries.topics import (
    ALL,
    GENERAL,
    PENDING,
    TOPIC_NAMES_TABLE,
    Scope,
    TopicLine,
    TopicState,
    append_topics,
    compact_topics,
    name_pending,
    read_topics,
)
from groupchat_memory.store.docstore import load_db, open_db
from groupchat_memory.store.files import make_durable, move_aside, remove_stale_temps_in
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.perms import ensure_dir
from groupchat_memory.store.records import SummaryRecord

logger = logging.getLogger(__name__)

# state.json table of the command messages that asked for a report, and how many it keeps
INSIGHT_COMMANDS_TABLE = "insight_commands"
INSIGHT_COMMANDS_KEPT = 256

Lanes = Callable[[], Iterable[tuple[int | None, bool]]]
"""The conversations an actor holds in memory, each with whether no record of it waits
for a summary (``Recorder.lane_marks``)."""

Marks = Callable[[], StartMarks | None]
"""The start marks of what the actor holds now, or None while records are not on disk yet
(``Recorder.marks``)."""


def _no_lanes() -> Iterable[tuple[int | None, bool]]:
    return ()


def _no_marks() -> StartMarks | None:
    return None


class ChatState:
    """A chat's persisted state and summary index, loaded once and saved only from here.

    Owns (sole writer): ``db``, ``index``, ``persisted`` (so the cursors), ``latest`` (the
    newest summaries a reply context shows, per forum topic), ``topic_names`` and
    ``saved_last_seq``. Methods that save are async and run the file write in a worker
    thread; ``persisted`` changes only after the file took it. Every save that moves the
    seq high-water mark names each conversation ``lanes`` reports (``PersistedState.lane``
    relies on it). The start marks are saved with a summary's commit, at a quiet moment
    (``save_marks``) and on close, each time in one file write and only for records on
    disk and summaries the saved state holds: a crash after any of them replays the log's
    tail and summarizes every window the state file does not show as done.

    Why one class with many methods: every read and write of these files is one of them,
    so the one writer decides the order of every save; what does not touch the files
    lives beside it (``persisted``, ``start_marks``, ``rebuild``).
    """

    def __init__(self, chat_id: int, root: DataRoot, settings: MemorySettings) -> None:
        self.chat_id = chat_id
        self.root = root
        self.settings = settings
        self.db: TinyDB | None = None
        self.index: SummaryIndex | None = None
        self.persisted = PersistedState()
        self.latest: list[SummaryRecord] = []
        self._thread_latest: dict[int, list[SummaryRecord]] = {}
        self.topic_names: dict[int, str] = {}
        self.topics_file = root.topics_path(chat_id)
        self._tags: dict[int, TopicLine] = {}  # each topic's tag as the topics file has it
        self.lanes: Lanes = _no_lanes
        self.start_marks: Marks = _no_marks
        self.saved_last_seq = 0
        self.marks: StartMarks | None = None  # as saved last (or None)
        self._unsaved = 0  # summaries landed since the last state save (batched commits)
        self._unsynced: list[str] = []  # their files, written without fsync (batched commits)

    @property
    def batched(self) -> bool:
        """Whether commits are batched (replays): summary files are then written without
        fsync and made durable by the commit that covers them."""
        return self.settings.state_commit_every > 1

    @property
    def cursor(self) -> int:
        """The last summarized seq of the conversation without a forum topic."""
        return self.persisted.cursor

    def open_lane(self, thread: int, cursor: int) -> None:
        """A forum topic got its first record: its cursor is the seq before it (in memory;
        saved with the next summary or the close), whatever seq the document last saved:
        a restart in between must not change it."""
        if thread not in self.persisted.threads:
            self.persisted = self.persisted.with_lane(thread, ThreadState(cursor=cursor))

    def cursor_of(self, thread: int | None) -> int:
        """The last summarized seq of one conversation."""
        return self.persisted.lane(thread).cursor

    def _named(self, state: PersistedState, chase: int | None = None) -> PersistedState:
        """``state`` naming every conversation in memory (a topic a document does not name
        takes its cursor from the seq it saved); with ``chase``, those with nothing to
        summarize move their cursor up to it, so a start never reads back to them."""
        threads = dict(state.threads)  # one copy: a forum may have thousands of topics
        named = state
        for thread, quiet in self.lanes():
            lane = state.lane(thread)
            if chase is not None and quiet and lane.cursor < chase:
                lane = msgspec.structs.replace(lane, cursor=chase)
            if thread is None:
                named = named.with_lane(None, lane)
            else:
                threads[thread] = lane
        return msgspec.structs.replace(named, threads=threads, version=STATE_VERSION)

    def _db(self) -> TinyDB:
        assert self.db is not None, "ChatState.load() first"
        return self.db

    def _index(self) -> SummaryIndex:
        assert self.index is not None, "ChatState.load() first"
        return self.index

    # ----------------------------------------------------------------- start and stop

    def load(self, log: MessageLog) -> Snapshot:
        """Open ``state.json`` and rebuild from the log tail (blocking: a worker thread).

        Reads the log's tail and the summary index once (a directory listing finds files a
        crash left unindexed): with the marks the last stop saved, the tail after them and
        the recent window; without (or when the log does not agree with them), back to
        the oldest unsummarized record. A corrupt ``state.json`` is rebuilt from the
        summary files; a summary intent left by a stopped run is finished.
        """
        chat_dir = self.root.chat_dir(self.chat_id)
        ensure_dir(chat_dir)
        stale = remove_stale_temps_in(self.root.summaries_dir(self.chat_id))
        if stale:
            logger.info(
                "chat %s: removed %d temp file(s) a stopped writer left in summaries/",
                self.chat_id,
                len(stale),
            )
        db, corrupt = load_db(self.root.state_path(self.chat_id))
        self.db = db
        index = self.root.summary_index_path(self.chat_id)
        if not corrupt:
            migrate_index_table(db, index)  # an older data root (logged)
        self.index = SummaryIndex(index)
        persisted = PersistedState()
        if not corrupt:
            try:
                persisted = load_state(db)
            except msgspec.ValidationError as exc:
                # valid JSON that is not our document (a hand edit, another program):
                # derived state, rebuilt like a corrupt file
                db.close()
                target = move_aside(self.root.state_path(self.chat_id))
                logger.error(
                    "chat %s: state.json does not match its schema (%s); moved it to %s "
                    "and rebuilding it from the summary files",
                    self.chat_id, exc, target.name,
                )  # fmt: skip
                db, corrupt = load_db(self.root.state_path(self.chat_id))
                self.db, corrupt = db, True
        self._load_topics(None if corrupt else db)
        if corrupt:
            persisted = self._recover_from_files()
        else:
            self._index_missing()
        if persisted.version >= 3:
            persisted = self._with_tags(persisted)
        self.marks = None if corrupt else self._whole_marks(load_marks(db))
        records = read_tail(log, self.settings, persisted, self.marks)
        days = log.day_files()
        marks = marks_hold(records, self.marks, days[0].name if days else "")
        if marks is None and self.marks is not None:
            logger.info("chat %s: the saved start marks do not match the log", self.chat_id)
            self.marks = None
            records = read_tail(log, self.settings, persisted)
        if marks is not None:
            logger.debug(
                "chat %s: started from the start marks of seq %d (%d records read)",
                self.chat_id, marks.upto, len(records),
            )  # fmt: skip
        snapshot = rebuild(records, persisted, self.settings, marks)
        self.persisted = snapshot.persisted
        if self.persisted.writing is not None:
            intent = self.persisted.writing
            lane = snapshot.lanes.get(intent.thread_id)
            if lane is not None:
                lane.topic = self._finish_intent(intent, lane.topic, snapshot.last_seq)
            else:
                self._finish_intent(intent, TopicState(), snapshot.last_seq)
        self._catch_up()
        for thread, lane in snapshot.lanes.items():
            lane.summarized(self.cursor_of(thread))
        snapshot.persisted = self.persisted
        self.latest = [record for _, record in self._latest_entries(CONTEXT_SUMMARIES)]
        # archive summaries may cover seqs whose day files are gone: never hand them out again
        covered = max((span.record.message_range.to for span in self.index.spans()), default=0)
        snapshot.last_seq = max(snapshot.last_seq, covered)
        self.saved_last_seq = self.persisted.last_seq
        return snapshot

    def _index_missing(self) -> None:
        """Index the summary files a crash left out (a directory listing: cheap); one a
        power loss cut short is set aside (its window is summarized again)."""
        found = self._index().reconcile(self.root.summaries_dir(self.chat_id), set_aside=True)
        if found:
            logger.info(
                "chat %s: indexed %d summary files found at start", self.chat_id, len(found)
            )

    def _catch_up(self) -> None:
        """Move the cursor along the indexed windows that start right after it: the state
        saved last lags the index after a crash when commits are batched.

        Only a chain of windows (``from`` = cursor + 1, as the scheduler cuts them) moves
        it, so an imported summary with a range of another numbering moves nothing.
        """
        ends: dict[int | None, dict[int, tuple[int, str]]] = {}
        spans = self._index().spans()
        for found in spans:
            span, thread = found.record.message_range, found.record.thread_id
            cursor = self.cursor_of(thread)
            if found.record.kind == "summary" and span.to >= span.from_ > cursor:
                mine = ends.setdefault(thread, {})
                mine[span.from_] = max(mine.get(span.from_, (0, "")), (span.to, found.file))
        for thread, mine in ends.items():
            self._catch_up_lane(thread, mine)

    def _catch_up_lane(self, thread: int | None, ends: dict[int, tuple[int, str]]) -> None:
        """``_catch_up`` for one conversation. A forum topic's windows may start past its
        cursor (it follows the chat while it has nothing to summarize): they chain in
        order; windows without a topic chain only end to end."""
        lane = self.persisted.lane(thread)
        cursor, chain = lane.cursor, []
        loose = thread is not None or bool(self.persisted.threads)
        while True:
            if cursor + 1 in ends:
                start = cursor + 1
            elif loose:
                start = min((f for f in ends if f > cursor), default=0)
            else:
                break
            if start not in ends:
                break
            cursor, name = ends[start]
            chain.append((cursor, name))
        chain = self._readable_prefix(chain)
        if not chain:
            return
        cursor, count = chain[-1][0], len(chain)
        # a batch's files may not be durable yet (the crash came before its commit)
        make_durable(self.root.summaries_dir(self.chat_id), [name for _, name in chain])
        state = msgspec.structs.replace(
            self.persisted.with_lane(thread, msgspec.structs.replace(lane, cursor=cursor)),
            summary_count=self.persisted.summary_count + count,
        )
        self._store(state)
        self.persisted = state
        logger.info("chat %s: cursor moved to %d by the summary index", self.chat_id, cursor)

    def _readable_prefix(self, chain: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """The files of ``chain`` up to the first that does not read whole; that one (a
        batch's file a power loss cut short) is set aside and dropped from the index, so
        its window is summarized again instead of lost."""
        directory = self.root.summaries_dir(self.chat_id)
        for i, (_, name) in enumerate(chain):
            if read_summary_file(directory / name) is None:
                if (directory / name).exists():
                    move_aside(directory / name)
                self._index().remove([name])
                logger.warning(
                    "chat %s: summary file %s was cut short by a crash; its window is "
                    "summarized again",
                    self.chat_id,
                    name,
                )
                return chain[:i]
        return chain

    def _recover_from_files(self) -> PersistedState:
        """``state.json`` was corrupt: rebuild the index and cursor from the summary files."""
        entries = self._index().rebuild(self.root.summaries_dir(self.chat_id))
        regular = [r for _, r in entries if r.kind == "summary"]
        cursor = max((r.message_range.to for r in regular if r.thread_id is None), default=0)
        threads: dict[int, ThreadState] = {}
        for record in regular:
            if record.thread_id is not None:
                known = threads.get(record.thread_id, ThreadState()).cursor
                threads[record.thread_id] = ThreadState(cursor=max(known, record.message_range.to))
        # a topic without a summary starts from the beginning (seq high-water mark 0)
        state = PersistedState(cursor=cursor, summary_count=len(regular), threads=threads)
        state = self._with_tags(state)  # the topics file keeps their tags
        self._store(state)
        logger.warning("chat %s: state rebuilt from %d summary files", self.chat_id, len(entries))
        return state

    def _finish_intent(self, intent: SummaryIntent, topic: TopicState, last_seq: int) -> TopicState:
        """A summary was being written when the last run stopped: index it if its file landed.

        The run may also have stopped after indexing it and before moving the cursor (two
        writes of ``state.json``): an indexed file still moves the cursor past it. Returns
        the topic, renamed if the landed summary named a pending one.
        """
        index = self._index()
        landed = [
            (name, record)
            for name, record in summary_files(self.root.summaries_dir(self.chat_id), intent.date)
            if record.kind == "summary"
            and record.thread_id == intent.thread_id
            and (record.message_range.from_, record.message_range.to)
            == (intent.from_seq, intent.to_seq)
        ]
        state = msgspec.structs.replace(self.persisted, writing=None)
        if landed and intent.to_seq > self.cursor_of(intent.thread_id):
            name, record = landed[-1]
            if not index.has(name):
                index.add(name, record)
            topic = name_pending(topic, record.topic_tag, intent.to_seq)
            lane = ThreadState(
                cursor=intent.to_seq,
                topic=topic.tag,
                topic_pending_since=topic.pending_since,
                topic_seq=last_seq,
            )
            state = msgspec.structs.replace(
                state.with_lane(intent.thread_id, lane), summary_count=state.summary_count + 1
            )
            logger.info("chat %s: indexed summary %s found after a restart", self.chat_id, name)
        self._store(state)
        self.persisted = state
        return topic

    def close(self, last_seq: int, marks: StartMarks | None = None) -> None:
        """Persist the seq high-water mark (and ``marks``, for the next start) and close
        the file (blocking: a worker thread)."""
        if self.index is not None:
            self.index.close()
        if self.db is None:
            return
        if last_seq != self.saved_last_seq or self._unsaved:
            state = msgspec.structs.replace(self._named(self.persisted), last_seq=last_seq)
            try:
                self._sync_files()
                self._store(state)
                self.persisted, self.saved_last_seq, self._unsaved = state, last_seq, 0
            except (GroupchatMemoryError, OSError) as exc:
                # only a high-water mark: the next start takes it from the log tail instead
                logger.warning("chat %s: cannot save state on close: %s", self.chat_id, exc)
        if marks is not None and not self._unsaved:
            self._write_marks(marks)
        self.db.close()

    async def save_marks(self) -> bool:
        """Save the start marks of what the actor holds now (one file write in a worker
        thread, which the actor's task awaits: the recorder does not change meanwhile);
        True if saved.

        Not while summaries landed since the state was last saved (batched commits): the
        marks would hold their windows as done, and a crash would lose the state's record
        of it (a summary file cut short is summarized again from the state file's cursor).
        """
        if self._unsaved or self.db is None:
            return False
        return await anyio.to_thread.run_sync(self._save_fresh_marks)

    def _save_fresh_marks(self) -> bool:
        marks = self.start_marks()
        return marks is not None and self._write_marks(marks)

    def _write_marks(self, marks: StartMarks) -> bool:
        """Save ``marks`` unless they are saved already; True if written (blocking)."""
        if marks == self.marks:
            return False
        try:
            save_marks(self._db(), self._lean_marks(marks))
        except (GroupchatMemoryError, OSError) as exc:
            # a cache of the log: the next start reads the log back instead
            logger.warning("chat %s: cannot save start marks: %s", self.chat_id, exc)
            return False
        self.marks = marks
        return True

    def release(self) -> None:
        """After a crash: close the index file without writing (the next start reconciles)."""
        if self.index is not None:
            self.index.close()

    # ----------------------------------------------------------------- summaries

    async def begin_summary(self, intent: SummaryIntent) -> None:
        """Note the summary about to be written, so a restart can finish or forget it.

        Batched commits skip it: the start's reconcile finds a landed file all the same.
        """
        if self.settings.state_commit_every > 1:
            return
        state = msgspec.structs.replace(self.persisted, writing=intent)
        await anyio.to_thread.run_sync(self._store, state)
        self.persisted = state

    async def summary_landed(
        self,
        to_seq: int,
        landed: tuple[str, SummaryRecord] | None,
        topic: TopicState,
        last_seq: int,
        thread: int | None = None,
    ) -> None:
        """A summary job of conversation ``thread`` ended well: index its file (if it wrote
        one), move its cursor (and those of the conversations with nothing to summarize)."""
        if landed is not None:
            name, record = landed
            await anyio.to_thread.run_sync(self._index().add, name, record)
            self._add_latest(thread, record)
            if self.batched:
                self._unsynced.append(name)
        lane = ThreadState(
            cursor=to_seq,
            topic=topic.tag,
            topic_pending_since=topic.pending_since,
            topic_seq=last_seq,
        )
        state = msgspec.structs.replace(
            self._named(self.persisted, chase=last_seq).with_lane(thread, lane),
            summary_count=self.persisted.summary_count + (1 if landed is not None else 0),
            last_seq=last_seq,
            writing=None,
        )
        self._unsaved += 1
        if self._unsaved < max(1, self.settings.state_commit_every):
            self.persisted = state  # ahead of the file: the index holds what a crash needs
            return
        await anyio.to_thread.run_sync(self._commit, state, True)
        self.persisted, self.saved_last_seq, self._unsaved = state, last_seq, 0

    def _commit(self, state: PersistedState, with_marks: bool = False) -> None:
        """Save ``state`` once the summary files it covers are durable, and with
        ``with_marks`` the start marks as of now in the same write (blocking)."""
        self._sync_files()
        marks = self.start_marks() if with_marks else None
        self._store(state, marks)
        if marks is not None:
            self.marks = marks

    def _sync_files(self) -> None:
        """fsync the summary files written since the last commit, then their folder."""
        if self._unsynced:
            make_durable(self.root.summaries_dir(self.chat_id), self._unsynced)
            self._unsynced = []

    async def index_summary(self, name: str, record: SummaryRecord) -> None:
        """Add a summary file someone else wrote (an archive summary) to the index."""
        await anyio.to_thread.run_sync(self._index().add, name, record)

    async def move_past(self, cursor: int, last_seq: int) -> bool:
        """Raise every cursor to ``cursor`` and the seq high-water mark (an archive summary
        covers every topic); True if saved."""
        state = self._named(self.persisted)
        for thread in [None, *state.threads]:
            lane = state.lane(thread)
            if lane.cursor < cursor:
                state = state.with_lane(thread, msgspec.structs.replace(lane, cursor=cursor))
        state = msgspec.structs.replace(state, last_seq=last_seq)
        if state == self.persisted:
            return False
        await anyio.to_thread.run_sync(self._commit, state)
        self.persisted, self.saved_last_seq, self._unsaved = state, last_seq, 0
        return True

    async def entries(self) -> list[tuple[str, SummaryRecord]]:
        """Every indexed summary as ``(file name, record)``, oldest first."""
        return await anyio.to_thread.run_sync(self._index().entries)

    async def latest_entries(self, n: int, scope: Scope = ALL) -> list[tuple[str, SummaryRecord]]:
        """The newest ``n`` indexed summaries (of ``scope``) as ``(file name, record)``,
        oldest first (a read of the index's end, not of the whole history)."""
        return await anyio.to_thread.run_sync(self._latest_entries, n, scope)

    def _latest_entries(self, n: int, scope: Scope = None) -> list[tuple[str, SummaryRecord]]:
        return index_tail(self._index().path, n, scope) or []

    def latest_of(self, thread: int | None) -> list[SummaryRecord]:
        """The newest summaries of one conversation, oldest first (a forum topic's are read
        from the index the first time they are asked for). Blocking the first time."""
        if thread is None:
            return list(self.latest)
        found = self._thread_latest.get(thread)
        if found is None:
            entries = self._latest_entries(CONTEXT_SUMMARIES, thread)
            found = self._thread_latest[thread] = [record for _, record in entries]
        return list(found)

    def _add_latest(self, thread: int | None, record: SummaryRecord) -> None:
        if thread is None:
            self.latest = [*self.latest, record][-CONTEXT_SUMMARIES:]
        elif thread in self._thread_latest:
            self._thread_latest[thread] = [*self._thread_latest[thread], record][
                -CONTEXT_SUMMARIES:
            ]

    # ----------------------------------------------------------------- forum topics

    def save_topic_names(self, names: dict[int, str]) -> None:
        """Remember forum topics' names (created or renamed), so a restart keeps them: a
        line each appended to the topics file. Blocking: a worker thread."""
        fresh = {t: n for t, n in names.items() if self.topic_names.get(t) != n}
        append_topics(self.topics_file, [TopicLine(thread=t, name=n) for t, n in fresh.items()])
        self.topic_names.update(fresh)

    def _load_topics(self, db: TinyDB | None) -> None:
        """Read the topics file: the names and tags of the forum topics (an older
        ``state.json``'s names table moved into it first; the file written anew when old
        lines outnumber the topics). A version 3 document takes its topics' tags from it."""
        if db is not None and TOPIC_NAMES_TABLE in db.tables():
            moved = [
                TopicLine(thread=row["thread_id"], name=str(row["name"]))
                for row in db.table(TOPIC_NAMES_TABLE).all()
                if isinstance(row.get("thread_id"), int) and row.get("name")
            ]
            append_topics(self.topics_file, moved)  # before the table goes: a crash loses none
            db.drop_table(TOPIC_NAMES_TABLE)
            logger.info(
                "chat %s: moved %d topic names from state.json to %s",
                self.chat_id, len(moved), self.topics_file.name,
            )  # fmt: skip
        topics = read_topics(self.topics_file)
        if compact_topics(self.topics_file, topics):
            logger.info("chat %s: wrote %s anew", self.chat_id, self.topics_file.name)
        self.topic_names = dict(topics.names)
        self._tags = dict(topics.tags)

    def _with_tags(self, state: PersistedState) -> PersistedState:
        """``state`` with every topic of the topics file, each with its tag from there (a
        topic the document leaves out follows its ``last_seq``)."""
        threads = dict(state.threads)
        for thread, line in self._tags.items():
            lane = threads.get(thread) or ThreadState(cursor=state.last_seq)
            threads[thread] = ThreadState(
                cursor=lane.cursor,
                topic=line.tag or GENERAL,
                topic_pending_since=line.pending_since,
                topic_seq=line.tag_seq,
            )
        return msgspec.structs.replace(state, threads=threads)

    def _store(self, state: PersistedState, marks: StartMarks | None = None) -> None:
        """Save ``state`` (and ``marks``): first a line in the topics file for each forum
        topic whose tag changed (usually the one just summarized, or none), then
        ``state.json``, which then leaves the tags out (blocking)."""
        fresh = []
        for thread, lane in state.threads.items():
            line = TopicLine(
                thread=thread,
                tag=lane.topic,
                pending_since=lane.topic_pending_since,
                tag_seq=lane.topic_seq,
            )
            if self._tags.get(thread) != line:
                fresh.append(line)
        append_topics(self.topics_file, fresh)
        self._tags.update((line.thread, line) for line in fresh)
        save_state(self._db(), state, None if marks is None else self._lean_marks(marks))

    def _lean_marks(self, marks: StartMarks) -> StartMarks:
        """``marks`` without the forum topics a start can tell from the topics file: nothing
        to summarize and the tag the file has (``_whole_marks`` puts them back)."""
        kept = [
            lane
            for lane in marks.lanes
            if lane.thread is None
            or lane.unsummarized
            or lane.pending_since is not None
            or lane.topic == PENDING
            or (saved := self._tags.get(lane.thread)) is None
            or saved.tag != lane.topic
        ]
        return msgspec.structs.replace(marks, lanes=kept)

    def _whole_marks(self, marks: StartMarks | None) -> StartMarks | None:
        """Saved ``marks`` with the forum topics ``_lean_marks`` left out put back."""
        if marks is None:
            return None
        listed = {lane.thread for lane in marks.lanes}
        back = [
            LaneMarks(thread=thread, topic=line.tag or GENERAL)
            for thread, line in sorted(self._tags.items())
            if thread not in listed and line.tag != PENDING and line.pending_since is None
        ]
        return msgspec.structs.replace(marks, lanes=[*marks.lanes, *back]) if back else marks

    # ----------------------------------------------------------------- /정리 commands

    def insight_created(self, command: int) -> str | None:
        """When the report asked for by command message ``command`` was created, if it was.

        Blocking: a worker thread.
        """
        found = self._db().table(INSIGHT_COMMANDS_TABLE).get(Query().message_id == command)
        if not isinstance(found, dict) or not isinstance(found.get("created"), str):
            return None
        created: str = found["created"]
        return created

    def remember_insight_command(self, command: int, created: datetime) -> datetime:
        """Note durably which command message asks for the report created at ``created``.

        The time (in seconds, as the report's front matter has it) names the file later,
        so it is moved on by a second while another remembered command has it. Blocking:
        a worker thread.
        """
        table = self._db().table(INSIGHT_COMMANDS_TABLE)
        taken = {doc.get("created") for doc in table.all() if doc.get("message_id") != command}
        created = created.replace(microsecond=0)
        while created.isoformat() in taken:
            created += timedelta(seconds=1)
        table.upsert(
            {"message_id": command, "created": created.isoformat()}, Query().message_id == command
        )
        ids = sorted(doc.doc_id for doc in table.all())
        if len(ids) > INSIGHT_COMMANDS_KEPT:
            table.remove(doc_ids=ids[: len(ids) - INSIGHT_COMMANDS_KEPT])
        return created


def index_archived(root: DataRoot, chat_id: int, file: str, record: SummaryRecord) -> None:
    """Offline (no actor runs for the chat): index an archive summary.

    Also raises the persisted seq high-water mark past the archived range: once every
    day file is gone, a restarted actor must not hand out seqs the summary already covers.
    Blocking.
    """
    db = open_db(root.state_path(chat_id))
    try:
        migrate_index_table(db, root.summary_index_path(chat_id))
        with SummaryIndex(root.summary_index_path(chat_id)) as index:
            index.add(file, record)
            index.sync()
        state = load_state(db)
        if state.last_seq < record.message_range.to:
            save_state(db, msgspec.structs.replace(state, last_seq=record.message_range.to))
    finally:
        db.close()
