"""``ReplyContexts``: a chat's reply contexts, through the recall index it keeps.

The actor keeps one ``RecallIndex`` while it lives (made on first use, closed when it
stops, passivates or crashes), so a reply context does not pay for reading the index's
state again each time. Its files stay open only while the chat is among the
``OPEN_CHATS`` most recently used of the process (``OpenChats``): each open chat holds
two SQLite connections, with their page caches, lookaside and prepared statements (a
hundred chats held most of the service's memory), while opening them again is cheap
(``docs/measurements.md``). A released chat keeps its vectors' rows in a scratch
file (``vectors.rows``), read back on its next use. The index is derived data: when it
fails, the context is built without recall.

With semantic recall on, a context embeds nothing: it ranks by keywords and by the
vectors already made, and the actor's background task (``embed_some``) embeds the rest a
batch at a time, so neither recording nor a reply waits for the model.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from datetime import tzinfo
from typing import TYPE_CHECKING

import anyio

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import Context, assemble
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import (
    Speakers,
    meaning_texts,
    open_semantic,
    speakers_of,
)
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord

if TYPE_CHECKING:
    from groupchat_memory.domain.recall.semantic import SemanticRecall

logger = logging.getLogger(__name__)

# what a failing recall index can raise; the index is derived, so these never crash the actor
RECALL_ERRORS = (GroupchatMemoryError, sqlite3.Error, OSError)
# texts the background task embeds between two contexts (a context waits for one batch)
EMBED_BATCH = 16
# chats whose recall files stay open at once in a process (the least recently used
# beyond them are released)
OPEN_CHATS = 16
# contexts of the process built at a time. Each holds its chat's files open and some MB of
# temporaries while it runs; in anyio's forty worker threads a burst of a hundred chats'
# questions held forty chats' files and temporaries at once (``bench_bot --prebuilt``
# shows the peak RSS above the settled one). Contexts are Python under one GIL: on two
# cores forty at once finish no sooner than a few. A context takes its turn before it
# takes a worker thread (the actor holds a ``BUILDING`` turn around its ``to_thread``
# call): waiting in threads, a burst held forty of them, each with its stack and a malloc
# arena of its own. Its question is embedded before, in a thread of its own (the model may
# be busy with a batch of the background embedding: waiting for it would hold a building
# turn; and a burst's questions wait for the model together, ahead of the batches waiting
# there)
BUILDS_AT_ONCE = 4
BUILDING = anyio.CapacityLimiter(BUILDS_AT_ONCE)
"""The limiter of the worker threads that build contexts."""
# the longest the background embedding waits for the contexts in progress before its next
# batch (the backlog still drains, a batch at a time, under a steady stream of questions)
GIVE_WAY_S = 2.0


class Asking:
    """The reply contexts of the process in progress, counted on the event loop: the
    background embedding gives way to them. Its batches took both cores from the
    contexts' builds (a context of a burst waited for its turn longer than it took to
    build, ``bench_bot --ask``), and a batch only makes recall better later, while a reply
    waits for its context now."""

    def __init__(self) -> None:
        self.count = 0
        self._quiet: anyio.Event | None = None  # set when the count falls to 0

    @contextlib.contextmanager
    def one(self) -> Iterator[None]:
        """A context in progress while the block runs."""
        self.count += 1
        try:
            yield
        finally:
            self.count -= 1
            if not self.count and self._quiet is not None:
                self._quiet.set()
                self._quiet = None

    async def give_way(self, most_s: float = GIVE_WAY_S) -> None:
        """Return once no context is in progress, or after ``most_s`` seconds."""
        if not self.count:
            return
        if self._quiet is None:
            self._quiet = anyio.Event()
        with anyio.move_on_after(most_s):
            await self._quiet.wait()


ASKING = Asking()
"""The contexts of this process in progress."""


class OpenChats:
    """The chats whose recall files are open, least recently used first; shared by the
    process's threads. Beyond ``capacity``, the least recently used are released, except
    one busy in another thread (released when it is next beyond the capacity)."""

    def __init__(self, capacity: int = OPEN_CHATS) -> None:
        self.capacity = capacity
        self._lock = threading.Lock()
        self._order: OrderedDict[int, ReplyContexts] = OrderedDict()

    def used(self, contexts: ReplyContexts) -> None:
        """``contexts`` has its files open and was just used: release the oldest beyond
        the capacity. Called without holding any chat's lock."""
        with self._lock:
            self._order[id(contexts)] = contexts
            self._order.move_to_end(id(contexts))
            beyond = list(self._order.values())[: max(0, len(self._order) - self.capacity)]
        for other in beyond:
            if other.release():
                self.forget(other)

    def forget(self, contexts: ReplyContexts) -> None:
        """``contexts`` closed its files."""
        with self._lock:
            if self._order.get(id(contexts)) is contexts:
                del self._order[id(contexts)]

    def __len__(self) -> int:
        with self._lock:
            return len(self._order)


OPEN = OpenChats()
"""The chats of this process whose recall files are open."""


class ReplyContexts:
    """Builds reply contexts for one chat. Owns (sole writer): the recall index and, with
    semantic recall on, the chat's message vectors; their files are open while the chat
    is among ``open_chats``' most recent. A context, the background embedding and a
    release from another chat's thread run in worker threads at once: one lock keeps them
    one at a time."""

    def __init__(
        self,
        root: DataRoot,
        chat_id: int,
        *,
        semantic: bool = False,
        open_chats: OpenChats = OPEN,
        tz: tzinfo | None = None,
    ) -> None:
        self.root = root
        self.chat_id = chat_id
        self.semantic = semantic
        self.tz = tz  # the log's (None: the default settings'), for the plan's messages
        self.open_chats = open_chats
        self._index: RecallIndex | None = None
        self._near: SemanticRecall | None = None
        self._lock = threading.Lock()
        # the chat's names as the last build or batch found them (``meaning_texts``)
        self._speakers = Speakers(frozenset(), frozenset())

    def build(
        self,
        question: Question,
        latest: list[SummaryRecord],
        recent: list[MessageRecord],
        budget: int,
        current_id: int | None = None,
        *,
        thread: int | None = None,
        names: Mapping[int, str] | None = None,
    ) -> Context:
        """The reply context for ``question`` with recall; without it (logged) if the index
        fails. Blocking: in a worker thread, with a turn of ``BUILDING``, after
        ``embed_question``.
        ``current_id``: the message being answered, left out; ``thread``: the forum topic
        it was sent in (``recent`` is that topic's), ``names`` the topics' names."""
        topics = {} if names is None else names
        try:
            with self._lock:
                try:
                    index = self._open()
                    built = queries.reply_context(
                        self.root, self.chat_id, question, latest, recent, budget,
                        index=index, semantic=self._near, current_id=current_id,
                        embed_limit=0, thread=thread, names=topics, tz=self.tz,
                    )  # fmt: skip
                    self._speakers = speakers_of(index)
                    return built
                except RECALL_ERRORS as exc:
                    logger.warning(
                        "chat %s: recall unavailable for a context: %s", self.chat_id, exc
                    )
                    self._close()
                    return assemble(
                        latest, recent, budget, current_id=current_id, thread=thread,
                        names=topics,
                    )  # fmt: skip
        finally:
            self._used()

    def embed_question(self, question: Question) -> None:
        """Embed a question before its context waits for its turn (the model keeps the
        latest questions' vectors), when the chat has vectors to rank: as recall will
        (``meaning_texts``, with the names the last build or batch found). Blocking; a
        failure is left to the context."""
        near = self._near
        if not self.semantic or near is None or not near.has_rows:
            return
        try:
            for asked in meaning_texts(question, self._speakers):
                if asked is not None:
                    near.embedder.query(asked)
        except RECALL_ERRORS as exc:
            logger.debug("chat %s: the question was not embedded ahead: %s", self.chat_id, exc)

    def embed_some(self, batch: int = EMBED_BATCH) -> tuple[int, int]:
        """Embed up to ``batch`` messages that have no vector yet; return (embedded, at
        most how many are left). (0, 0) with semantic recall off. Blocking."""
        if not self.semantic:
            return 0, 0
        try:
            with self._lock:
                try:
                    index = self._open()
                    index.catch_up()
                    if self._near is None:
                        return 0, 0
                    self._speakers = speakers_of(index)
                    done = self._near.catch_up(index, limit=batch)
                    return done, self._near.pending(index)
                except RECALL_ERRORS as exc:
                    logger.warning("chat %s: cannot embed new messages now: %s", self.chat_id, exc)
                    self._close()
                    return 0, 0
        finally:
            self._used()

    def _used(self) -> None:
        """Tell ``open_chats`` this chat was used (with its files open), outside the lock."""
        if self.holds_files:
            self.open_chats.used(self)

    @property
    def holds_files(self) -> bool:
        """Whether the chat's recall files (index, vectors) are open now."""
        index, near = self._index, self._near
        return (index is not None and index.holds_connection) or (
            near is not None and near.holds_files
        )

    def release(self) -> bool:
        """Close the files until the next use, keeping what the index and the vectors
        hold in memory; False (nothing done) while a context or an embedding runs."""
        if not self._lock.acquire(blocking=False):
            return False
        try:
            if self._index is not None:
                self._index.release()
            if self._near is not None:
                self._near.release()
            return True
        finally:
            self._lock.release()

    def _open(self) -> RecallIndex:
        if self._index is None:
            self._index = RecallIndex(self.root, self.chat_id)
        if self.semantic and self._near is None:
            self._near = self._open_semantic()
        return self._index

    def _open_semantic(self) -> SemanticRecall | None:
        """The chat's vectors; None (said once, keyword ranking goes on) if their file
        cannot be opened, until the actor starts again."""
        from groupchat_memory.domain.recall.semantic import SemanticUnavailableError

        try:
            return open_semantic(self.root, self.chat_id)
        except SemanticUnavailableError as exc:
            logger.warning("%s", exc)
            self.semantic = False
            return None

    def close(self) -> None:
        """Close the recall index connection and the vectors, if open."""
        with self._lock:
            self._close()

    def _close(self) -> None:
        self.open_chats.forget(self)
        index, self._index = self._index, None
        if index is not None:
            index.close()
        near, self._near = self._near, None
        if near is not None:
            near.close()
