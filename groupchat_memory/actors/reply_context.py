"""``ReplyContexts``: a chat's reply contexts, through the recall index it keeps open.

The actor keeps one ``RecallIndex`` open while it lives (opened on first use, closed when
it stops, passivates or crashes) so a reply context does not pay for opening SQLite each
time. The index is derived data: when it fails, the context is built without recall.

With semantic recall on, a context embeds nothing: it ranks by keywords and by the
vectors already made, and the actor's background task (``embed_some``) embeds the rest a
batch at a time, so neither recording nor a reply waits for the model.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING

from groupchat_memory.domain import queries
from groupchat_memory.domain.context import Context, assemble
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import open_semantic
from groupchat_memory.store.exceptions import GroupchatMemoryError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord

if TYPE_CHECKING:
    from groupchat_memory.domain.recall.semantic import SemanticRecall

logger = logging.getLogger(__name__)

# what a failing recall index can raise; the index is derived, so these never crash the actor
RECALL_ERRORS = (GroupchatMemoryError, sqlite3.Error, OSError)
# texts the background task embeds between two contexts (a context waits for one batch)
EMBED_BATCH = 16


class ReplyContexts:
    """Builds reply contexts for one chat. Owns (sole writer): the open recall index and,
    with semantic recall on, the chat's message vectors. A context and the background
    embedding run in worker threads at once: one lock keeps them one at a time."""

    def __init__(self, root: DataRoot, chat_id: int, *, semantic: bool = False) -> None:
        self.root = root
        self.chat_id = chat_id
        self.semantic = semantic
        self._index: RecallIndex | None = None
        self._near: SemanticRecall | None = None
        self._lock = threading.Lock()

    def build(
        self,
        text: str,
        latest: list[SummaryRecord],
        recent: list[MessageRecord],
        budget: int,
        current_id: int | None = None,
        *,
        thread: int | None = None,
        names: Mapping[int, str] | None = None,
    ) -> Context:
        """The reply context with recall; without it (logged) if the index fails. Blocking.
        ``current_id``: the message being answered, left out; ``thread``: the forum topic
        it was sent in (``recent`` is that topic's), ``names`` the topics' names."""
        topics = {} if names is None else names
        with self._lock:
            try:
                index = self._open()
                return queries.reply_context(
                    self.root, self.chat_id, text, latest, recent, budget,
                    index=index, semantic=self._near, current_id=current_id, embed_limit=0,
                    thread=thread, names=topics,
                )  # fmt: skip
            except RECALL_ERRORS as exc:
                logger.warning("chat %s: recall unavailable for a context: %s", self.chat_id, exc)
                self._close()
                return assemble(
                    text, latest, recent, [], budget, current_id=current_id,
                    thread=thread, names=topics,
                )  # fmt: skip

    def embed_some(self, batch: int = EMBED_BATCH) -> tuple[int, int]:
        """Embed up to ``batch`` messages that have no vector yet; return (embedded, at
        most how many are left). (0, 0) with semantic recall off. Blocking."""
        with self._lock:
            if not self.semantic:
                return 0, 0
            try:
                index = self._open()
                index.catch_up()
                if self._near is None:
                    return 0, 0
                done = self._near.catch_up(index, limit=batch)
                return done, self._near.pending(index)
            except RECALL_ERRORS as exc:
                logger.warning("chat %s: cannot embed new messages now: %s", self.chat_id, exc)
                self._close()
                return 0, 0

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
        index, self._index = self._index, None
        if index is not None:
            index.close()
        near, self._near = self._near, None
        if near is not None:
            near.close()
