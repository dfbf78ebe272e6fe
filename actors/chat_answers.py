"""The chat actor's answers to questions, and the recall index it keeps open.

Questions (``Ask`` messages) are answered in mailbox order by the actor's task; file
and index work runs in a worker thread. The actor keeps one ``RecallIndex`` open while
it lives (opened on first use, closed when it stops, passivates or crashes) so a reply
context does not pay for opening SQLite each time. ``ChatAnswers`` is a base class of
``ChatActor``.
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Any

import anyio
import msgspec

from groupchat_memory.actors.messages import (
    ActorView,
    Ask,
    BuildContext,
    Envelope,
    History,
    Inspect,
    LatestSummaries,
    Recall,
    Search,
    SearchPage,
    Settle,
    Stats,
    StoreArchiveSummary,
    SummarizeNow,
    Toc,
    WriteInsight,
)
from groupchat_memory.actors.state import save_state
from groupchat_memory.actors.summary_jobs import SummaryJobs
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import Context, assemble
from groupchat_memory.domain.recall import RecallIndex
from groupchat_memory.store.exceptions import GroupchatMemoryError, UnknownQuestionError
from groupchat_memory.store.records import MessageRecord, SummaryRecord

logger = logging.getLogger(__name__)

# what a failing recall index can raise; the index is derived, so these never crash the actor
RECALL_ERRORS = (GroupchatMemoryError, sqlite3.Error, OSError)


class ChatAnswers(SummaryJobs):
    """Question answering of one chat actor (a base class of ``ChatActor``)."""

    recall_index: RecallIndex | None
    index_on_commit: bool

    # ----------------------------------------------------------------- the recall index

    def _recall(self) -> RecallIndex:
        """The open recall index (opened on first use). Blocking: call from a thread."""
        if self.recall_index is None:
            self.recall_index = RecallIndex(self.root, self.chat_id)
        return self.recall_index

    def _close_recall(self) -> None:
        """Close the recall index connection, if open."""
        index, self.recall_index = self.recall_index, None
        if index is not None:
            index.close()

    def _catch_up_recall(self) -> None:
        """Index what the last group commit wrote (worker thread); a failure only logs."""
        try:
            self._recall().catch_up()
        except RECALL_ERRORS as exc:
            logger.warning("chat %s: recall index catch-up failed: %s", self.chat_id, exc)
            self._close_recall()

    def _reply_context(
        self, text: str, latest: list[SummaryRecord], recent: list[MessageRecord], budget: int
    ) -> Context:
        """The reply context with recall; without it (logged) if the index fails."""
        try:
            return queries.reply_context(
                self.root, self.chat_id, text, latest, recent, budget, index=self._recall()
            )
        except RECALL_ERRORS as exc:
            logger.warning("chat %s: recall unavailable for a context: %s", self.chat_id, exc)
            self._close_recall()
            return assemble(text, latest, recent, [], budget)

    # ----------------------------------------------------------------- questions

    async def _answer(self, env: Envelope, msg: Ask[Any]) -> None:
        reply = env.reply
        try:
            if isinstance(msg, SummarizeNow):
                await self._summarize_now(reply)
                return
            if isinstance(msg, WriteInsight):
                await self._write_insight(msg, reply)
                return
            if isinstance(msg, Settle):
                if self._job is None and not self._next_waiters:
                    if reply is not None:
                        reply.set(None)
                elif reply is not None:
                    self._settle_waiters.append(reply)
                return
            value = await self._question(msg)
        except Exception as exc:  # broad: a failed question goes back to the asker, not a crash
            if reply is not None:
                reply.fail(exc)
            return
        if reply is not None:
            reply.set(value)

    async def _question(self, msg: Ask[Any]) -> Any:
        root, chat, settings = self.root, self.chat_id, self.settings
        run = anyio.to_thread.run_sync
        if isinstance(msg, BuildContext):
            budget = (
                settings.context_budget_tokens if msg.budget_tokens is None else msg.budget_tokens
            )
            latest, recent = list(self.latest), list(self.recent)
            return await run(self._reply_context, msg.text, latest, recent, budget)
        if isinstance(msg, History):
            found = await run(queries.history, root, chat, msg.n, settings)
            if self.pending.records and msg.n > 0:
                # the log cannot be written now: what waits for the disk is history too
                found = queries.messages_of([*found, *self.pending.records])[-msg.n :]
            return found
        if isinstance(msg, Search):
            return await run(self._search, msg)
        if isinstance(msg, SearchPage):
            return await run(self._search_page, msg)
        if isinstance(msg, Stats):
            return await run(queries.stats, root, chat, settings)
        if isinstance(msg, StoreArchiveSummary):
            return await self._store_archive(msg)
        if isinstance(msg, Inspect):
            return self.view()
        assert self.index is not None
        if isinstance(msg, LatestSummaries):
            if msg.n <= len(self.latest):
                return self.latest[len(self.latest) - msg.n :] if msg.n > 0 else []
            return await run(self.index.latest, msg.n)
        if isinstance(msg, Recall):
            return await run(self.index.search, msg.keyword, msg.limit)
        if isinstance(msg, Toc):
            return await run(self.index.toc)
        raise UnknownQuestionError(f"the chat actor does not answer {type(msg).__name__}")

    def _search(self, msg: Search) -> list[MessageRecord]:
        """Search through the actor's open index (worker thread)."""
        return queries.search(
            self.root, self.chat_id, msg.keyword, msg.limit, self.settings, index=self._recall()
        )

    def _search_page(self, msg: SearchPage) -> Any:
        """One page of search hits through the actor's open index (worker thread)."""
        return queries.search_hits(
            self.root, self.chat_id, msg.keyword, msg.limit, msg.offset, index=self._recall()
        )

    async def _store_archive(self, msg: StoreArchiveSummary) -> None:
        """Index an archive summary and move the seq high-water mark (and cursor) past it.

        The cursor moves only while no summary job runs (the job sets it when it lands):
        messages an archive summary covers need no regular summary.
        """
        assert self.db is not None and self.index is not None
        db, index = self.db, self.index
        await anyio.to_thread.run_sync(index.add, msg.file, msg.record)
        upto = msg.record.message_range.to
        self.last_seq = max(self.last_seq, upto)
        cursor = max(self.cursor, upto) if self._job is None else self.cursor
        state = msgspec.structs.replace(self.persisted, cursor=cursor, last_seq=self.last_seq)
        if state != self.persisted:
            await anyio.to_thread.run_sync(save_state, db, state)
            self.persisted, self._saved_last_seq = state, self.last_seq
            self._next_count_at = max(self._next_count_at, cursor + self.settings.summary_every)
        logger.info("chat %s: archive summary %s indexed", self.chat_id, msg.file)

    def view(self) -> ActorView:
        """A copy of the in-memory state (the answer to ``Inspect``)."""
        at = self.topic.last_message_at
        return ActorView(
            recent=list(self.recent),
            topic=self.topic.tag,
            topic_pending_since=self.topic.pending_since,
            last_message_at=at.isoformat() if at is not None else None,
            last_thread=self.topic.last_thread,
            cursor=self.cursor,
            last_seq=self.last_seq,
            summarizing=self._job is not None,
        )
