"""The chat's decisions and to-dos as ``/결정``, ``/할일`` and a persona's context show them.

The tracker's state is kept beside the chat's log (``understanding.json``) and caught up
on every read from the log records after its cursor, so an answer counts every durable
message up to the one just said (live, not after the next summary), and a read costs
the messages since the last one: the states of the chats read lately stay in memory
(a reply reads them each time) and are written back every few hundred records. The
state is derived: deleted, or written by an older version of these rules, it is built
again from the log. What a model summary says (its
decisions and action items) comes beside it when it names messages the rules did not
read as a decision or a task: the rules never replace a model's grounded item.
"""

from __future__ import annotations

import bisect
import contextlib
import hashlib
import heapq
import itertools
import logging
import operator
import os
import re
import sys
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from datetime import tzinfo
from pathlib import Path
from typing import Any, SupportsIndex, TypeVar, overload

import msgspec

from groupchat_memory.domain.recall.rows import day_files
from groupchat_memory.domain.summaries.decisions import (
    OFFLINE_MODEL,
    LedgerEntry,
    Successor,
    citation,
    ledger_of,
    messages_near,
    with_links,
)
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.summaries.insights import todo_lines, todo_text
from groupchat_memory.domain.summaries.reactions import Reaction
from groupchat_memory.domain.summaries.summarizer import ReportPlan
from groupchat_memory.domain.summaries.todos import TodoEntry, todo_ledger
from groupchat_memory.domain.summaries.topics import ALL, Scope, in_scope
from groupchat_memory.domain.text import hangul, morph
from groupchat_memory.domain.understanding import assent, veto
from groupchat_memory.domain.understanding.forgetting import erase as erase_seqs
from groupchat_memory.domain.understanding.forgetting import retold, settle, settle_decisions
from groupchat_memory.domain.understanding.state import Decision, Mark, State, Todo
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.store.files import warn_once, writable
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import read_forward
from groupchat_memory.store.paths import SUMMARIES_DIR, DataRoot
from groupchat_memory.store.records import CitedItem, SummaryRecord

logger = logging.getLogger(__name__)

STATE_VERSION = 110  # raised when the rules change: an older state is built again (kept when
# the archive took days out of the log: `_load`)
MAX_BOT_PROPOSALS = 3  # a persona's suggestions nobody took up, shown apart


class _Saved(msgspec.Struct):
    version: int
    state: State


def _load(path: Path) -> State:
    try:
        saved = msgspec.json.decode(path.read_bytes(), type=_Saved)
    except FileNotFoundError:
        return State()
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as exc:
        logger.warning("%s unreadable (%s): built again from the log", path, type(exc).__name__)
        return State()
    if saved.version == STATE_VERSION:
        return _shared(saved.state)
    if _archived(path):
        # built again, it would lose the decisions and to-dos of the days the archive took
        # out of the log: the older rules' reading of them is kept, new messages get these
        logger.info(
            "%s was read by older rules; kept: the chat's archived days are no"
            " longer in the log to read again",
            path,
        )
        return _shared(saved.state)
    return State()


def load_state(root: DataRoot, chat_id: int) -> State:
    """The chat's state as last written (``flush`` first for what was fed since)."""
    return _load(root.understanding_path(chat_id))


def _archived(path: Path) -> bool:
    """Whether the chat of the state at ``path`` has days folded into the archive."""
    return any(r.kind == "archive" for _, r in summary_files(path.parent / SUMMARIES_DIR))


def _shared(state: State) -> State:
    """``state`` with its repeated words as one string each (names, days, statuses, the
    terms of subjects): decoded, each occurrence is a string of its own, and in a long
    chat they are most of what the state holds in memory."""
    one = sys.intern
    for d in state.decisions:
        d.proposer, d.date, d.status = one(d.proposer), one(d.date), one(d.status)  # type: ignore[assignment]
        d.agreed_by = [one(n) for n in d.agreed_by]
        d.terms = [one(t) for t in d.terms]
        d.context = [one(t) for t in d.context]
        d.values = {one(k): [one(v) for v in vs] for k, vs in d.values.items()}
    for t in (*state.todos, *state.closed):
        t.owner, t.first_owner, t.date = one(t.owner), one(t.first_owner), one(t.date)
        t.due, t.status, t.at = one(t.due), one(t.status), one(t.at)  # type: ignore[assignment]
        t.terms = [one(w) for w in t.terms]
    return state


def _save(path: Path, state: State) -> None:
    """Write the state atomically; a read-only data folder only costs the next read (said
    once), and a state kept in memory after its chat's folder was removed is let go of."""
    if path.parent.is_dir() and not writable(path):
        warn_once(
            logger,
            path,
            "%s cannot be written (read-only data root?): the decisions and to-dos are read"
            " from the log again by each command, nothing is lost; to keep them between"
            " commands, make the data root writable or run as its owner",
        )
        return
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".understanding-", suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(msgspec.json.encode(_Saved(version=STATE_VERSION, state=state)))
        os.replace(tmp, path)
    except OSError as exc:
        if not path.parent.is_dir():  # the chat's folder was removed: nothing to keep
            logger.debug("%s not saved: its folder is gone", path)
            return
        logger.warning("%s not saved (%s): the next read catches up again", path, exc)


_KEY = 16  # bytes of a decision's digest
_SERIALS = itertools.count()  # numbers no other state or change of this process had


def _key(d: Decision) -> bytes:
    return hashlib.blake2b(msgspec.msgpack.encode(d), digest_size=_KEY).digest()


class Reached(list[Decision]):
    """A chat's decisions while records are fed into them, noting the places of those the
    rules take hold of (by place, in a slice, iterating, appending): a decision they never
    got hold of is as it was, so only those are looked at for a change afterwards. Any
    other way to them (a copy, an insert, a removal) counts as all of them (``every``).
    Put in place of ``state.decisions``, it shows what a line fed reads of a long history."""

    def __init__(self, decisions: Iterable[Decision]) -> None:
        super().__init__(decisions)
        self.places: set[int] = set()
        self.every = False
        # how far each pass went: from the start (how many), from the end (the length
        # it began at, how many)
        self._heads: list[list[int]] = []
        self._tails: list[list[int]] = []

    def most(self) -> int:
        """At most how many places were taken hold of (cheaper than ``noted``)."""
        head = max((got[0] for got in self._heads), default=0)
        return len(self.places) + head + sum(got[1] for got in self._tails)

    def noted(self) -> set[int]:
        """The places taken hold of (passes from the end: from the lowest place any
        reached, the places appended since among them)."""
        head = max((got[0] for got in self._heads), default=0)
        tail = min((began - got for began, got in self._tails), default=len(self))
        return self.places.union(range(head), range(tail, len(self)))

    @overload
    def __getitem__(self, at: SupportsIndex) -> Decision: ...
    @overload
    def __getitem__(self, at: slice) -> list[Decision]: ...
    def __getitem__(self, at: SupportsIndex | slice) -> Decision | list[Decision]:
        if isinstance(at, slice):
            self.places.update(range(*at.indices(len(self))))
            return super().__getitem__(at)
        place = operator.index(at)
        found = super().__getitem__(place)  # out of range: raises before it is noted
        self.places.add(place if place >= 0 else place + len(self))
        return found

    def __iter__(self) -> Iterator[Decision]:
        got = [0]
        self._heads.append(got)
        for d in list.__iter__(self):  # a list's own pass, counted as it goes
            got[0] += 1
            yield d

    def __reversed__(self) -> Iterator[Decision]:
        got = [len(self), 0]
        self._tails.append(got)
        for d in list.__reversed__(self):
            got[1] += 1
            yield d

    def append(self, d: Decision) -> None:
        self.places.add(len(self))
        super().append(d)

    def _every(self) -> None:
        self.every = True

    def copy(self) -> list[Decision]:
        self._every()
        return super().copy()

    def extend(self, more: Iterable[Decision]) -> None:
        self._every()
        super().extend(more)

    def insert(self, at: SupportsIndex, d: Decision) -> None:
        self._every()
        super().insert(at, d)

    def pop(self, at: SupportsIndex = -1) -> Decision:
        self._every()
        return super().pop(at)

    def remove(self, d: Decision) -> None:
        self._every()
        super().remove(d)

    def clear(self) -> None:
        self._every()
        super().clear()

    def reverse(self) -> None:
        self._every()
        super().reverse()

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self._every()
        super().sort(*args, **kwargs)

    def __setitem__(self, at: Any, value: Any) -> None:
        self._every()
        super().__setitem__(at, value)

    def __delitem__(self, at: SupportsIndex | slice) -> None:
        self._every()
        super().__delitem__(at)

    def __add__(self, other: Any) -> Any:
        self._every()
        return super().__add__(other)

    def __iadd__(self, other: Any) -> Any:
        self._every()
        return super().__iadd__(other)

    def __mul__(self, times: SupportsIndex) -> list[Decision]:
        self._every()
        return super().__mul__(times)

    def __rmul__(self, times: SupportsIndex) -> list[Decision]:
        self._every()
        return super().__rmul__(times)

    def __imul__(self, times: SupportsIndex) -> Any:
        self._every()
        return super().__imul__(times)


class _Held(msgspec.Struct, kw_only=True):
    """A chat's state as this process last read or fed it: the file's mark when it was
    read or written (another there: read again), the records fed since it was written,
    when it was written, and a number that changes with every change to it."""

    state: State
    mark: tuple[int, int, int]
    serial: int = msgspec.field(default_factory=lambda: next(_SERIALS))  # this one's
    unsaved: int = 0
    saved_at: float = 0.0
    generation: int = 0
    # which decisions changed: each one's digest when last looked at (``_KEY`` bytes a
    # place), whether all are to be looked at again (the places the rules took hold of
    # not known), the places found changed whose entries are not made again yet, a
    # number that changes when one does, and the entries by place. A message is looked
    # at for the decisions the rules took hold of while reading it (``Reached``), not
    # for every decision of a long history
    keys: bytearray = bytearray()
    whole: bytes = b""  # all of them encoded as they were last looked at
    unknown: bool = True
    stale: set[int] = set()
    decisions_changes: int = msgspec.field(default_factory=lambda: next(_SERIALS))
    made: dict[int, tuple[int | None, LedgerEntry]] = {}  # with the successor's place
    was: dict[int, LedgerEntry] = {}  # entries of places changed, kept when made the same
    # the open to-dos (encoded) at ``todos_generation`` and the entries made of each:
    # most messages change none, and a reply needs them
    todos_key: bytes = b""
    todos_generation: int = -1
    shown: dict[bytes, object] = {}
    # the closed to-dos change only when more are settled, a member is renamed or a
    # message erased (``closed_changes`` counts those): their entries are made once then
    closed_changes: int = 0
    closed_shown: tuple[tuple[int, int], list[TodoEntry]] = ((-1, -1), [])
    closed_made: dict[int, TodoEntry] = {}  # by the closed to-do's id, while it is held
    closed_firsts: list[int] | None = None  # their first messages, while in that order
    # by scope: what each list was made from, and the lists
    last: dict[object, tuple[object, list[LedgerEntry], object, list[TodoEntry]]] = {}
    # each day file's inode and the size up to which its records were all fed: the next
    # message is read from there, not by reading the day's file again
    read_to: dict[str, tuple[int, int]] = {}
    # the state's generation and the vector file's mark when the veto last looked
    vetted: tuple[int, object] = (-1, None)
    closed_read: int = -1  # the closed to-dos when the veto last looked (-1: look again)
    heard: tuple[int, object] = (-1, None)  # the same, when the assent reader last looked
    # the places of the decisions whose lines still waited when it last looked, at the
    # state's generation then, carried past each message whose reading noted the places
    # it took hold of (None: every decision looked at for them again)
    hearing: tuple[int, list[int]] | None = None
    # the closed to-dos left waiting for their vectors (by id), with the vector files'
    # marks, the closed list's length and its changes then: on the same files the same
    # ones would wait again (read once, not per message; the ones closed since are read)
    closed_waited: tuple[object, int, int, dict[int, Todo]] | None = None

    def reached(self, watched: Reached | None) -> None:
        """The rules took hold of the decisions ``watched`` noted (None: of any) while
        reading the records just fed: those of them whose digest differs changed."""
        if watched is None or watched.every or self.unknown:
            self.unknown = True  # all are looked at before the next list is made
            return
        decisions = self.state.decisions
        whole = b""
        if watched.most() * 4 >= len(decisions):
            # most of them (a rule going through them all to find one): one encoding of
            # the whole list tells whether any changed
            whole = msgspec.msgpack.encode(decisions)
            if whole == self.whole:
                return
        keys = self.keys
        changed = False
        for at in sorted(watched.noted()):
            if at >= len(decisions) or at * _KEY > len(keys):
                self.unknown = True  # not a place the list had or grew by: all looked at
                return
            key = _key(decisions[at])
            if keys[at * _KEY : (at + 1) * _KEY] != key:
                keys[at * _KEY : (at + 1) * _KEY] = key
                self.stale.add(at)
                changed = True
        if changed:
            self.decisions_changes = next(_SERIALS)
        if whole or changed:  # what the next look compares with
            self.whole = whole or msgspec.msgpack.encode(decisions)

    def decisions_now(self) -> int:
        """A number that changes when a decision changes (each one looked at when the
        places the rules took hold of are not known)."""
        if self.unknown:
            old, decisions = self.keys, self.state.decisions
            keys = bytearray(b"".join(map(_key, decisions)))
            self.stale.update(
                at
                for at in range(len(decisions))
                if keys[at * _KEY : (at + 1) * _KEY] != old[at * _KEY : (at + 1) * _KEY]
            )
            self.keys, self.unknown = keys, False
            self.whole = msgspec.msgpack.encode(decisions)
            if self.stale or len(old) != len(keys):
                self.decisions_changes = next(_SERIALS)
        return self.decisions_changes

    def todos_now(self) -> bytes:
        """A digest of the open to-dos as they are now, with the closed ones' count."""
        if self.todos_generation != self.generation:
            closed = f"{len(self.state.closed)}:{self.closed_changes}".encode()
            self.todos_key = _digest(msgspec.msgpack.encode(self.state.todos)) + closed
            self.todos_generation = self.generation
        return self.todos_key

    def entry(self, at: int, then: int | None) -> LedgerEntry:
        """The entry of the decision at ``at`` with the one at ``then`` as its successor,
        made again when either changed since it was made (the very one made before
        when it comes out the same: the lists holding it stay the same)."""
        found = self.made.get(at)
        if found is None or found[0] != then:
            decisions = self.state.decisions
            entry = _entry(decisions[at], decisions[then] if then is not None else None)
            before = self.was.pop(at, None)
            if before is not None and before == entry:
                entry = before
            found = self.made[at] = (then, entry)
        return found[1]

    def made_again(self) -> None:
        """The entries of the decisions changed since they were made, and of those they
        replaced (an entry shows its successor), let go of before a list is made."""
        stale = self.stale
        if not stale:
            return
        decisions = self.state.decisions
        gone = {
            *stale,
            *(at for at, d in enumerate(decisions) if d.successor in stale),
        }
        gone.update(at for at in self.made if at >= len(decisions))  # an erasure
        for at in gone:
            found = self.made.pop(at, None)
            if found is not None:
                self.was[at] = found[1]
        self.stale = set()

    def closed_entries(self) -> tuple[list[TodoEntry], list[int] | None]:
        """The closed to-dos' entries, oldest first (made again only when they change),
        and each one's first message while they are in that order."""
        closed = self.state.closed
        mark = (len(closed), self.closed_changes)
        if self.closed_shown[0] == mark:
            return self.closed_shown[1], self.closed_firsts
        ids = list(map(id, closed))
        if self.closed_shown[0][1] == self.closed_changes:
            # only more were settled: the others' entries stand, the new ones are where
            # no entry was made for their to-do
            found = list(map(self.closed_made.get, ids))
            firsts = self.closed_firsts
            for at in itertools.compress(itertools.count(), map(_none, found)):
                entry = found[at] = self.closed_made[ids[at]] = _todo(closed[at])
                if firsts is not None:
                    firsts.insert(at, _first(entry))
            if firsts is not None and not _ascending(firsts):
                firsts = None
            shown = list(filter(None, found))  # each one made: none left out
        else:  # a rename or an erasure changed them: all made again
            shown = [_todo(t) for t in closed]
            self.closed_made = dict(zip(ids, shown, strict=True))
            firsts = list(map(_first, shown))
            if not _ascending(firsts):
                firsts = None
        self.closed_shown, self.closed_firsts = (mark, shown), firsts
        return shown, firsts


def _none(found: object) -> bool:
    return found is None


class _States:
    """The states of the chats read lately, kept in memory: a reply reads its chat's
    decisions and to-dos each time, and decoding the whole file for it would cost more
    the longer the chat. At most ``kept`` chats and ``KEPT_BYTES`` of their files (the
    newest one always), so long chats do not weigh on the service's memory. Each chat
    has its lock: its state is fed, erased and read under it. A state is written back
    once ``SAVE_EVERY`` records were fed or ``save_seconds`` passed (it is derived from
    the log: what was not written is fed again)."""

    def __init__(self, kept: int) -> None:
        self._kept = kept
        self._lock = threading.Lock()
        self._locks: dict[Path, threading.RLock] = {}
        self._held: OrderedDict[Path, _Held] = OrderedDict()

    def lock(self, path: Path) -> threading.RLock:
        with self._lock:
            return self._locks.setdefault(path, threading.RLock())

    def held(self, path: Path) -> _Held:
        """The chat's state (its lock held by the caller): the one in memory while the
        file is the one it was read from or written as, else the file's."""
        mark = _mark(path)
        with self._lock:
            held = self._held.get(path)
            if held is not None:
                self._held.move_to_end(path)
        if held is None or held.mark != mark:
            generation = held.generation + 1 if held is not None else 0
            # read from its file: as fresh as the file, the time before a write counts from
            # now (a new one is written at its first change)
            read_at = time.monotonic() if mark[0] >= 0 else 0.0
            held = _Held(state=_load(path), mark=mark, generation=generation, saved_at=read_at)
            with self._lock:
                self._held[path] = held
                gone = []
                while len(self._held) > 1 and (
                    len(self._held) > self._kept or _weight(self._held.values()) > KEPT_BYTES
                ):
                    gone.append(self._held.popitem(last=False))
            for old_path, old in gone:
                if old.unsaved:  # what was fed into it is written before it is let go
                    _save(old_path, old.state)
        return held

    def changed(
        self, path: Path, held: _Held, fed: int, *, now: float, derived: bool = False
    ) -> None:
        """``fed`` records went into the state (or it changed otherwise: ``fed`` 0,
        written at once): written back when enough has gathered. ``derived``: only
        what the state gives again by itself changed (what the veto reads, dropped), so
        it waits for the next regular write, or the clean stop: a long chat's state is
        not written whole for it, and a file without the change is still right."""
        held.generation += 1
        held.unsaved += fed or int(derived)  # a derived change is written as a record is
        due = held.unsaved >= SAVE_EVERY or now - held.saved_at >= save_seconds(held.mark[1])
        if due or not (fed or derived):
            self.write(path, held, now=now)

    def write(self, path: Path, held: _Held, *, now: float) -> None:
        if settle_decisions(held.state):
            held.generation += 1
        _save(path, held.state)
        held.mark = _mark(path)
        held.unsaved = 0
        held.saved_at = now

    def flush(self) -> None:
        """Write back every state with records fed since it was written."""
        with self._lock:
            pending = [(path, held) for path, held in self._held.items() if held.unsaved]
        for path, held in pending:
            with self.lock(path):
                if held.unsaved:
                    self.write(path, held, now=time.monotonic())


SAVE_EVERY = 500  # records fed before a chat's state is written back
SAVE_SECONDS = 30.0  # or seconds since it was last written or read, for a file up to
SAVE_BYTES = 2**20  # this size; a larger one waits as many times longer (``save_seconds``)
SETTLE_EVERY = 200  # records fed between two settlings of the closed to-dos
WATCHED = 500  # records fed at once whose reading notes which decisions it took hold of
KEPT_BYTES = 16 * 2**20  # the files of the states kept (decoded, they take some 4-5x)
_STATES = _States(kept=16)


def save_seconds(size: int) -> float:
    """Seconds a state whose file holds ``size`` bytes waits before it is written back
    for the time passed. Why longer for a larger one: each write encodes the whole state
    (a long chat's took a reply tens of milliseconds), so a long chat's writes take no
    larger share of its time than a short one's; what is not written yet is still at
    most ``SAVE_EVERY`` records, fed again after a restart."""
    return SAVE_SECONDS * max(1.0, size / SAVE_BYTES)


def _weight(held: Iterable[_Held]) -> int:
    """What the kept states weigh, by the size of the files they were read from."""
    return sum(max(h.mark[1], 0) for h in held)


def _caught_up(
    root: DataRoot,
    chat_id: int,
    path: Path,
    limit: int | None,
    files: list[tuple[str, str, int, int]] | None = None,
) -> _Held:
    """The chat's tracker state with every logged record fed, in seq order, the chat's
    lock held: the records past its cursor in the day files that grew since it last read
    them (a late reaction lands in the day file of its own time). ``limit``: feed at most
    that many now (a reply context must not wait for a long imported history: the next
    reads go on). ``files``: the log's day files as the caller just listed them
    (``day_files``; None: listed here). The state is shared with later calls (kept in
    memory): not to be changed."""
    root.require_chat(chat_id)
    held = _STATES.held(path)
    state = held.state
    files = day_files(root.log_dir(chat_id)) if files is None else files
    grown = [
        (name, _read_from(held, name, size, inode))
        for day, name, size, inode in files
        if state.sizes.get(day) != size
    ]
    if not grown:
        return held
    hearing, held.hearing = held.hearing, None
    if hearing is not None and hearing[0] != held.generation:
        hearing = None  # the state changed otherwise since the assent reader looked
    tracker = Tracker(state)
    ids = dict(state.ids)
    try:
        done, fed, read_whole, erased, reached = _fed(tracker, grown, limit=limit)
    except BaseException:
        held.reached(None)  # part of it read: any decision may have changed
        raise
    held.reached(reached)
    held.read_to = {
        **held.read_to,
        **{name: (inode, size) for _, name, size, inode in files if done or name in read_whole},
    }
    settle(state)
    if erased or state.ids != ids:
        held.closed_changes += 1  # a member renamed or a message erased: closed ones too
    # a day file whose records were all fed is not read again: a long history caught up
    # a part a read costs each read its part, not the whole log again
    state.sizes = {
        **state.sizes,
        **{day: size for day, name, size, _ in files if done or name in read_whole},
    }
    _STATES.changed(path, held, fed, now=time.monotonic())
    if hearing is not None and reached is not None and not reached.every:
        # lines wait only on the decisions the rules took hold of (a new one among them)
        # and on those that waited before: the others are as they were
        decisions, noted = state.decisions, reached.noted()
        if all(at < len(decisions) for at in noted):
            places = {*hearing[1], *(at for at in noted if decisions[at].heard)}
            held.hearing = (held.generation, sorted(places))
    return held


def _read_from(held: _Held, name: str, size: int, inode: int) -> int:
    """Where the unread part of a grown day file starts: where the last read ended when
    it is the same file, grown, and a line starts there; else at its start."""
    found = held.read_to.get(name)
    if found is None or found[0] != inode or not 0 < found[1] <= size:
        return 0
    try:
        with open(name, "rb") as handle:
            handle.seek(found[1] - 1)
            return found[1] if handle.read(1) == b"\n" else 0
    except OSError:
        return 0


def flush() -> None:
    """Write back the states fed since they were last written (at a clean stop)."""
    _STATES.flush()


def _fed(
    tracker: Tracker, names: Sequence[tuple[str, int]], *, limit: int | None = None
) -> tuple[bool, int, set[str], bool, Reached | None]:
    """Feed the records past the cursor of the day files ``names`` (each read from the
    byte given with it), in seq order: whether all were (``limit`` fed at most), how many
    were, the files none of whose records is left, whether a tombstone was among them,
    and the decisions as the rules took hold of them (None: any may have changed; a long
    run of records is not watched, the rules read it faster). A tombstone's seqs
    (an erasure) leave the state: the erasure took them out already (``erase``), this
    only makes sure."""
    state = tracker.state
    cursor = state.cursor
    after = _After(cursor)
    by_name = {
        name: [
            r for r in read_forward(Path(name), _damaged, seqs=after, start=at) if r.seq > cursor
        ]
        for name, at in names
    }
    records = sorted((r for rs in by_name.values() for r in rs), key=lambda r: r.seq)
    todo = records if limit is None else records[:limit]
    erased = False
    watched = Reached(state.decisions) if len(todo) <= WATCHED else None
    if watched is not None:
        state.decisions = watched
    try:
        with morph.holding():  # one tagger for the run, however few records it holds
            for at, record in enumerate(todo, 1):
                if record.kind == "tombstone":
                    erase_seqs(state, erased_seqs(record.text))
                    erased = True
                tracker.feed(record)
                if at % SETTLE_EVERY == 0:
                    settle(state)  # a long history: the open to-dos stay few
    finally:
        if watched is not None and state.decisions is watched:
            state.decisions = list.copy(watched)  # a plain list again, places not noted
        else:
            watched = None  # the list replaced (an erasure): any may have changed
    last = todo[-1].seq if todo else cursor
    read_whole = {name for name, rs in by_name.items() if all(r.seq <= last for r in rs)}
    return limit is None or len(records) <= limit, len(todo), read_whole, erased, watched


class _After:
    """The seqs past a cursor, as ``read_forward`` asks: the lines of a grown day file
    that were fed before are not decoded again."""

    def __init__(self, cursor: int) -> None:
        self._cursor = cursor

    def __contains__(self, seq: object) -> bool:
        return isinstance(seq, int) and seq > self._cursor


_TOMBSTONE_SEQS = re.compile(r"\bseq ((?:\d+(?:-\d+)?,?)+)\s*$")


def erased_seqs(text: str) -> list[int]:
    """The seqs a tombstone's text names (``... erased, seq 1-3,7``)."""
    found = _TOMBSTONE_SEQS.search(text)
    if found is None:
        return []
    out: list[int] = []
    for part in found.group(1).strip(",").split(","):
        first, _, last = part.partition("-")
        out.extend(range(int(first), int(last or first) + 1))
    return out


def _damaged(count: int) -> None:
    """A damaged line is no message; ``history`` and ``search`` already report them."""
    logger.debug("skipped %d damaged log line(s) while reading decisions and to-dos", count)


def forget(root: DataRoot, chat_id: int) -> None:
    """Drop the state: the next read builds it from the log (what the log no longer holds,
    days folded into the archive, is lost with it: an erasure uses ``erase``)."""
    path = root.understanding_path(chat_id)
    with _STATES.lock(path), contextlib.suppress(FileNotFoundError):
        path.unlink()


def erase(
    root: DataRoot,
    chat_id: int,
    seqs: Collection[int],
    *,
    names: Collection[str] = (),
    user_id: int | None = None,
    speaker_id: int | None = None,
    copies: Collection[int] = (),
) -> None:
    """Take erased messages out of the chat's state, in place: ``seqs`` (logged and
    archived), with ``names``/``user_id`` the member whole, ``speaker_id`` who said the
    messages taken back one by one (``forgetting.erase``), and give the records that
    quoted them (``copies``) their redacted text from the log. The state
    is kept rather than built again: the days already folded into the archive are no
    longer in the log, and the others' decisions and to-dos of those days stay."""
    path = root.understanding_path(chat_id)
    with _STATES.lock(path):
        if not path.exists():
            return
        held = _STATES.held(path)
        erase_seqs(held.state, seqs, names, user_id, speaker_id)
        held.reached(None)
        held.closed_changes += 1
        if copies:
            wanted = set(copies)
            retold(
                held.state,
                (
                    r
                    for _, name, _, _ in day_files(root.log_dir(chat_id))
                    for r in read_forward(Path(name), _damaged, seqs=wanted)
                    if r.seq in wanted
                ),
            )
        _STATES.changed(path, held, 0, now=time.monotonic())


def _vetted(root: DataRoot, chat_id: int, path: Path, held: _Held) -> None:
    """The to-dos the trained veto has not read yet, read once the recall index holds
    their lines' vectors: the ones it takes away leave the state (as if never taken), the
    others stay without what it read. Looked at again only when the state or the vector
    file changed; the closed to-dos only when more were closed or some still wait."""
    vectors, codes = root.vectors_path(chat_id), root.vector_codes_path(chat_id)
    files = _vector_marks(vectors, codes)
    seen = (held.generation, files)
    if held.vetted == seen:
        return
    held.vetted = seen
    state = held.state
    closed = state.closed
    waited = held.closed_waited
    left: dict[int, Todo] = {}
    again = False
    if waited is not None and waited[0] == files and waited[2] == held.closed_changes:
        left, again = waited[3], waited[1] == len(closed)
    if held.closed_read == len(closed) or again:
        waiting = []
    else:
        waiting = [t for t in closed if t.look is not None and left.get(id(t)) is not t]
        held.closed_read = len(closed)
    if files[0][0] < 0:
        # no vectors in this chat (semantic recall off, or none made yet): the closed
        # to-dos do not keep waiting for them (a long history would hold thousands)
        for t in waiting:
            t.look = None
        if waiting:
            _STATES.changed(path, held, 0, now=time.monotonic(), derived=True)
            held.vetted = (held.generation, files)
        return
    pending = [t.look for t in (*state.todos, *waiting) if t.look is not None]
    if pending:
        logger.debug("the to-do veto reads %d to-do(s)", len(pending))
    keep = veto.vetted(vectors, codes, pending) if pending else {}
    still = {**left, **{id(t): t for t in waiting if id(t.look) not in keep}} if waiting else {}
    if still:
        held.closed_read = -1  # some wait for their vectors: looked at again
        held.closed_waited = (files, len(closed), held.closed_changes, still)
    if not keep:
        return

    def read(todos: list[Todo]) -> tuple[list[Todo], bool]:
        out, gone = [], False
        for t in todos:
            decided = keep.get(id(t.look)) if t.look is not None else None
            if decided is None:
                out.append(t)
            elif decided:
                t.look = None
                out.append(t)
            else:
                gone = True
        return out, gone

    state.todos, _ = read(state.todos)
    if waiting:
        state.closed, gone = read(state.closed)
        if gone:
            held.closed_changes += 1  # the closed ones' entries are made again
    held.closed_read = len(state.closed) if held.closed_read >= 0 else -1
    _STATES.changed(path, held, 0, now=time.monotonic())
    held.vetted = (held.generation, files)


def _vector_marks(vectors: Path, codes: Path) -> tuple[tuple[int, int, int], ...]:
    """The marks of a chat's vector files: the code file grows with each text embedded,
    the write-ahead log with each row. An empty log is no log: a reader opening the file
    (the veto, the assent reader) leaves one behind, and nothing was written."""
    wal = _mark(Path(f"{vectors}-wal"))
    return (_mark(codes), wal if wal[1] > 0 else (-1, -1, -1), _mark(vectors))


def _heard(root: DataRoot, chat_id: int, path: Path, held: _Held) -> None:
    """The lines kept near the decisions, read by the trained assent reader once the
    recall index holds their vectors (who it reads as agreeing joins the decision). The
    newest decisions' lines wait for them, whatever the vector file holds; an older one's
    are let go: who agreed to it is the rules' alone. Looked at again only when the state
    or the vector file changed."""
    vectors, codes = root.vectors_path(chat_id), root.vector_codes_path(chat_id)
    files = _vector_marks(vectors, codes)
    if held.heard == (held.generation, files):
        return
    held.heard = (held.generation, files)
    decisions = held.state.decisions
    hearing, held.hearing = held.hearing, None
    if hearing is not None and hearing[0] == held.generation:
        places = [at for at in hearing[1] if decisions[at].heard]
    else:  # a long history's decisions are gone through only when not known
        places = [at for at, d in enumerate(decisions) if d.heard]
    held.hearing = (held.generation, places)
    if not places:
        return
    waiting = [decisions[at] for at in places]
    changed = False
    if files[0][0] >= 0:
        logger.debug("the assent reader reads %d decision(s)", len(waiting))
        changed = assent.heard_in(vectors, codes, decisions, waiting)
        waiting = [d for d in waiting if d.heard]
    # the lines still without their vectors (none made in this chat, another model's,
    # an import's backlog): the newest decisions' wait for them, a long history's do not
    # keep waiting (each look would read them all again)
    for d in waiting[: -assent.WAITING]:
        d.heard = []
    held.hearing = (held.generation, [at for at in places if decisions[at].heard])
    if changed or len(waiting) > assent.WAITING:
        held.unknown = True  # their entries are made again
        _STATES.changed(path, held, 0, now=time.monotonic(), derived=True)
        held.heard = (held.generation, files)
        held.hearing = (held.generation, held.hearing[1])


def language(state: State) -> str:
    """``en`` when the chat's recent people write mostly in Latin letters, else ``ko``:
    the language a chat answer is given in."""
    return hangul.language(said.text for said in state.recent if not said.is_bot)


def catch_up(root: DataRoot, chat_id: int) -> None:
    """Feed every logged record into the chat's state and write it: the archive calls it
    before it removes day files, whose decisions and to-dos the state alone keeps then
    (a chat nobody asked since its messages came would lose them)."""
    path = root.understanding_path(chat_id)
    with _STATES.lock(path):
        held = _caught_up(root, chat_id, path, None)
        if held.unsaved:
            _STATES.write(path, held, now=time.monotonic())


def chat_language(root: DataRoot, chat_id: int) -> str:
    """``language`` of the chat's state, caught up with its log."""
    path = root.understanding_path(chat_id)
    with _STATES.lock(path):
        return language(_caught_up(root, chat_id, path, None).state)


# ------------------------------------------------------------------ as the answers show it


def _reaction(mark: Mark) -> Reaction:
    return Reaction(
        name=mark.name,
        emoji=mark.emoji,
        stance=mark.stance,
        message_id=mark.message_id,
        anonymous=mark.anonymous,
        sender_id=mark.sender_id,
    )


def _entry(d: Decision, successor: Decision | None) -> LedgerEntry:
    then = None
    if successor is not None:
        then = Successor(
            text=successor.text, date=successor.date, evidence=list(successor.evidence)
        )
    return LedgerEntry(
        text=d.text,
        date=d.date,
        proposal=not d.accepted,
        agreed_by=d.agreeing() if d.accepted else [],
        evidence=list(d.evidence),
        summary_file="",
        objected_by=d.objecting(),
        status=d.status,
        superseded_by=then,
        dropped_by=list(d.changed_at) if d.status == "dropped" else [],
        reactions=[_reaction(m) for m in d.marks],
    )


def _digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


class _Memo:
    """To-do entries made before, by what they were made of (a digest of the to-do):
    ``made`` is what the last reading made, ``kept`` collects what this one uses (what
    no longer is, is let go)."""

    def __init__(self, made: dict[bytes, object], kept: dict[bytes, object]) -> None:
        self.made = made
        self.kept = kept

    def todo(self, t: Todo) -> TodoEntry:
        key = _digest(b"t" + msgspec.msgpack.encode(t))
        found = self.made.get(key)
        entry = found if isinstance(found, TodoEntry) else _todo(t)
        self.kept[key] = entry
        return entry


def decision_entries(
    state: State, scope: Scope = ALL, made: Callable[[int, int | None], LedgerEntry] | None = None
) -> list[LedgerEntry]:
    """Decisions newest first, each replaced or dropped one right under what replaced it
    (or after the current ones), then the personas' newest suggestions nobody took up
    (``made``: the entry of the decision at a place shown with the one at another as its
    successor, kept from before for the decisions that did not change)."""
    decisions = state.decisions

    def anew(at: int, then: int | None) -> LedgerEntry:
        return _entry(decisions[at], decisions[then] if then is not None else None)

    make = made or anew
    shown = [at for at, d in enumerate(decisions) if d.accepted and in_scope(d.thread_id, scope)]
    before: dict[int, list[int]] = {}
    for at in shown:
        then = decisions[at].successor
        if decisions[at].status == "superseded" and then is not None:
            before.setdefault(then, []).append(at)
    out: list[LedgerEntry] = []

    def add(at: int) -> None:
        out.append(make(at, decisions[at].successor))
        for old in sorted(before.get(at, ()), reverse=True):
            add(old)

    for at in reversed(shown):
        if decisions[at].status == "current":
            add(at)
    for at in reversed(shown):
        if decisions[at].status == "dropped":
            add(at)
    orphans = [
        at
        for at in shown
        if decisions[at].status == "superseded" and decisions[at].successor not in shown
    ]
    for at in reversed(orphans):
        add(at)
    waiting = [
        at
        for at, d in enumerate(decisions)
        if d.bot and not d.accepted and not d.closed and in_scope(d.thread_id, scope)
    ]
    out.extend(make(at, None) for at in reversed(waiting[-MAX_BOT_PROPOSALS:]))
    return out


def _todo(t: Todo) -> TodoEntry:
    return TodoEntry(
        text=t.text,
        owner=t.owner,
        due=t.due,
        status=t.status,
        date=t.date,
        evidence=list(t.evidence),
        summary_file="",
        closed_by=list(t.closed_by),
    )


def todo_entries(
    state: State,
    scope: Scope = ALL,
    memo: _Memo | None = None,
    closed: Sequence[TodoEntry] | None = None,
    firsts: Sequence[int] | None = None,
) -> list[TodoEntry]:
    """To-dos newest first, the open ones and the closed (``memo``: entries made before,
    for those that did not change; ``closed``: the closed ones' entries, made before, and
    ``firsts`` each one's first message when they are in that order)."""
    make = memo.todo if memo is not None else _todo
    if closed is None:
        closed = [_todo(t) for t in state.closed]
    if scope == ALL:
        return _with_open(closed, [make(t) for t in state.todos], firsts)
    live = [(t, make(t)) for t in reversed(state.todos) if in_scope(t.thread_id, scope)]
    settled = [
        (t, e)
        for t, e in zip(reversed(state.closed), reversed(closed), strict=True)
        if in_scope(t.thread_id, scope)
    ]
    return [e for _, e in heapq.merge(live, settled, key=_made_at, reverse=True)]


def _with_open(
    closed: Sequence[TodoEntry], opened: list[TodoEntry], firsts: Sequence[int] | None
) -> list[TodoEntry]:
    """The closed entries in their order with the open ones each put after the last
    closed or open one whose first message is not later (as one by one into the list),
    newest first: a long history's thousands of closed entries are copied in runs, not
    each looked at."""
    if firsts is None:
        firsts = list(map(_first, closed))
        if not _ascending(firsts):
            firsts = None
    if firsts is None:  # not in order (an erasure emptied some): put in one by one
        out = list(closed)
        for entry in opened:
            bisect.insort(out, entry, key=_first)
    else:
        out, start = [], 0
        for entry in sorted(opened, key=_first):  # stable: the same first, their order
            at = bisect.bisect_right(firsts, _first(entry), lo=start)
            out += closed[start:at]
            out.append(entry)
            start = at
        out += closed[start:]
    out.reverse()
    return out


def _ascending(firsts: Sequence[int]) -> bool:
    return all(map(operator.le, firsts, itertools.islice(firsts, 1, None)))


def _first(entry: TodoEntry) -> int:
    return entry.evidence[0] if entry.evidence else 0


def _made_at(pair: tuple[Todo, TodoEntry]) -> int:
    """Where a to-do stands in the chat's order: its first message."""
    return pair[0].evidence[0] if pair[0].evidence else 0


_Items = tuple[list[LedgerEntry], list[TodoEntry]]


class _Kept:
    """The latest items read per key, with the mark of what they were read from (file
    sizes and times): every reply context reads a chat's decisions and to-dos, far more
    often than they change, and several personas answer the same message."""

    def __init__(self, kept: int = 32) -> None:
        self._kept = kept
        self._lock = threading.Lock()
        self._found: OrderedDict[object, tuple[object, _Items]] = OrderedDict()

    def get(self, key: object, mark: object) -> _Items | None:
        with self._lock:
            found = self._found.get(key)
            if found is None or found[0] != mark:
                return None
            self._found.move_to_end(key)
            return found[1]

    def put(self, key: object, mark: object, items: _Items) -> None:
        with self._lock:
            self._found[key] = (mark, items)
            self._found.move_to_end(key)
            while len(self._found) > self._kept:
                self._found.popitem(last=False)


_MODEL_ITEMS = _Kept()
_UNDERSTOOD = _Kept()


def _mark(path: Path) -> tuple[int, int, int]:
    """A file's or folder's inode, size and time: another when it was written."""
    try:
        stat = path.stat()
    except FileNotFoundError:
        return (-1, -1, -1)
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns)


def _model_items(root: DataRoot, chat_id: int, scope: Scope) -> tuple[_Items, object]:
    """What model summaries said (the offline summarizer's items are this module's job),
    read again only when the summaries folder or the summary index changed (a summary
    written, the archive, a forget); and the mark it was read by."""
    folder = root.summaries_dir(chat_id)
    mark = (_mark(folder), _mark(root.summary_index_path(chat_id)))
    found = _MODEL_ITEMS.get((folder, scope), mark)
    if found is None:
        files = [
            (name, grounded)
            for name, record in summary_files(folder)
            if in_scope(record.thread_id, scope) and (grounded := _grounded(record)) is not None
        ]
        found = (ledger_of(files), todo_ledger(files)) if files else ([], [])
        _MODEL_ITEMS.put((folder, scope), mark, found)
    return found, mark


def _grounded(record: SummaryRecord) -> SummaryRecord | None:
    """A summary with only the items a model made: its own when a model wrote it, and
    those an archive carried from a model's summary (the offline rules' items are the
    state's, whatever summary holds them); None when there are none."""

    def model(item: CitedItem) -> bool:
        return (item.model or record.model) != OFFLINE_MODEL

    decisions = [item for item in record.key_decisions if model(item)]
    todos = [item for item in record.action_items if model(item)]
    if not decisions and not todos:
        return None
    return msgspec.structs.replace(record, key_decisions=decisions, action_items=todos)


E = TypeVar("E", LedgerEntry, TodoEntry)


def _merged(live: Sequence[E], model: Sequence[E]) -> list[E]:
    """The live items, each one a model's grounded item cites the messages of replaced by
    that item (the rules never override a model's answer), then the model's other items."""
    if not model:
        return list(live)
    cited: dict[int, int] = {}
    for at, item in enumerate(model):
        for seq in item.evidence:
            cited.setdefault(seq, at)
    used: set[int] = set()
    out: list[E] = []
    for item in live:
        found = next((cited[seq] for seq in item.evidence if seq in cited), None)
        if found is None:
            out.append(item)
        elif found not in used:
            used.add(found)
            out.append(model[found])
    return out + [item for at, item in enumerate(model) if at not in used]


def understood(
    root: DataRoot,
    chat_id: int,
    *,
    scope: Scope = ALL,
    limit: int | None = None,
    files: list[tuple[str, str, int, int]] | None = None,
) -> _Items:
    """The chat's decisions as ``/결정`` lists them and its to-dos as ``/할일`` does, without
    links: the live state caught up (``limit``: at most that many records fed now;
    ``files``: the log's day files as the caller just listed them, as ``_caught_up``
    takes them) with the model summaries' grounded items over the rules' on the same
    messages. The lists are shared with later calls: not to be changed."""
    (model_decisions, model_todos), read = _model_items(root, chat_id, scope)
    path = root.understanding_path(chat_id)
    key = (path, scope)
    with _STATES.lock(path):
        held = _caught_up(root, chat_id, path, limit, files)
        _heard(root, chat_id, path, held)  # before the veto: what it changes is read once
        _vetted(root, chat_id, path, held)
        decided, listed = (held.decisions_now(), read), (held.todos_now(), read)
        mark = (held.serial, decided, listed)
        found = _UNDERSTOOD.get(key, mark)
        if found is None:
            # a list whose entries are all the ones of the last is the last (the plan
            # section's index of it is kept by the list); a message that changed only
            # to-dos leaves the decisions' list as it was
            last = held.last.get(scope)
            if last is not None and last[0] == decided:
                decisions = last[1]
            else:
                held.made_again()
                decisions = _merged(
                    decision_entries(held.state, scope, held.entry), model_decisions
                )
                held.was = {}
                if last is not None:
                    decisions = _same(decisions, last[1])
            if last is not None and last[2] == listed:
                todos = last[3]
            else:
                memo: dict[bytes, object] = {}
                closed, firsts = held.closed_entries()
                made = todo_entries(held.state, scope, _Memo(held.shown, memo), closed, firsts)
                todos = _merged(made, model_todos)
                held.shown = memo
                if last is not None:
                    todos = _same(todos, last[3])
            found = (decisions, todos)
            held.last = {**held.last, scope: (decided, decisions, listed, todos)}
            _UNDERSTOOD.put(key, mark, found)
    return found


L = TypeVar("L", list[LedgerEntry], list[TodoEntry])


def _same(new: L, old: L) -> L:
    """``old`` when ``new`` holds the very same entries in the same order, else ``new``."""
    return old if len(new) == len(old) and all(map(operator.is_, new, old)) else new


def decisions(root: DataRoot, chat_id: int, tz: tzinfo, *, scope: Scope = ALL) -> list[LedgerEntry]:
    """``/결정``'s decisions, with links while their messages are in the log."""
    found, _ = understood(root, chat_id, scope=scope)
    return _linked(root, chat_id, tz, found)


def todos(
    root: DataRoot, chat_id: int, tz: tzinfo, *, scope: Scope = ALL, open_links: bool = False
) -> list[TodoEntry]:
    """``/할일``'s to-dos, with links while their messages are in the log. ``open_links``:
    links for the open ones alone, all ``/할일`` shows (a long chat has closed thousands,
    each a day file to read for its link)."""
    _, entries = understood(root, chat_id, scope=scope)
    linked = [e for e in entries if e.status == "open" or not open_links]
    with MessageLog(root.log_dir(chat_id), tz) as log:
        found = messages_near(log, ((e.date, e.evidence[:1]) for e in linked))
    out: list[TodoEntry] = []
    for entry in entries:
        first = found.get(entry.evidence[0]) if entry.evidence else None
        if first is not None and first.message_id is not None:
            from groupchat_memory.domain.summaries.decisions import message_link

            link = message_link(chat_id, first.message_id)
            entry = msgspec.structs.replace(entry, message_id=first.message_id, link=link)
        out.append(entry)
    return out


def _linked(
    root: DataRoot, chat_id: int, tz: tzinfo, entries: list[LedgerEntry]
) -> list[LedgerEntry]:
    with MessageLog(root.log_dir(chat_id), tz) as log:
        wanted = [(e.date, e.evidence[:1]) for e in entries]
        wanted += [
            (e.superseded_by.date, e.superseded_by.evidence[:1]) for e in entries if e.superseded_by
        ]
        found = messages_near(log, wanted)
    return with_links(entries, chat_id, found)


def report_plan(
    root: DataRoot, chat_id: int, tz: tzinfo, *, scope: Scope = ALL, since: int = 0
) -> ReportPlan:
    """What ``/정리`` says was decided and is to be done over the messages from seq
    ``since``: the decisions and to-dos ``/결정`` and ``/할일`` list that those messages
    made, changed, dropped or closed, in their order (the plan that stands first, what
    it replaced under it, then the dropped ones); its 액션 아이템 are the open to-dos."""
    decided = [
        e
        for e in decisions(root, chat_id, tz, scope=scope)
        if not e.proposal and _since(since, e.evidence, e.dropped_by, _then(e))
    ]
    tasks = [
        t for t in todos(root, chat_id, tz, scope=scope) if _since(since, t.evidence, t.closed_by)
    ]
    conclusions: list[str] = []
    for entry in decided:
        if entry.status == "superseded":
            conclusions.append(f"↳ 바뀌기 전: {entry.text}")
        elif entry.status == "dropped":
            conclusions.append(f"취소됨: {entry.text}")
        else:
            conclusions.append(entry.text)
    return ReportPlan(
        conclusions=conclusions,
        actions=[todo_text(t) for t in tasks if t.status == "open"],
        decisions=[f"- {citation(e)}" for e in decided],
        todos=todo_lines(tasks),
    )


def _then(entry: LedgerEntry) -> list[int]:
    return list(entry.superseded_by.evidence) if entry.superseded_by is not None else []


def _since(first: int, *seqs: Sequence[int]) -> bool:
    """Whether any of the seqs is ``first`` or later."""
    return any(seq >= first for found in seqs for seq in found)
