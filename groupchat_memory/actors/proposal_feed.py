"""Hands each summary window the open bot proposals, the current decisions and the open
action items of the windows before it, and a window to be named by the subject model the
names the recent topics took.

A wrapper around the chat's summarizer, so every provider gets them the same way and the
scheduler stays unaware: the proposals are read in a worker thread (summary index tail and
the day files of their messages, ``domain.summaries.proposals.open_proposals``) right before the
call. Reading them can fail (a damaged file, a full disk's I/O errors): the window is then
summarized without them, never skipped.
"""

from __future__ import annotations

import dataclasses
import logging
from datetime import tzinfo

import anyio

from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.domain.summaries.named import names_before
from groupchat_memory.domain.summaries.proposals import open_proposals
from groupchat_memory.domain.summaries.standing import standing_items
from groupchat_memory.domain.summaries.summarizer import (
    ReportRequest,
    ReportResult,
    Summarizer,
    SummaryRequest,
    SummaryResult,
    names_window,
)
from groupchat_memory.store.paths import DataRoot

logger = logging.getLogger(__name__)


class ProposalFeed:
    """A ``Summarizer`` that adds ``open_proposals`` to each request it passes on."""

    def __init__(self, inner: Summarizer, root: DataRoot, tz: tzinfo) -> None:
        self.inner = inner
        self.name = inner.name
        self.root = root
        self.tz = tz

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        """The inner summarizer's summary of the window, told what is still open."""
        seqs = [m.seq for m in request.messages if m.seq != 0]
        if request.open_proposals or not seqs:
            return await self.inner.summarize(request)
        try:
            found = await anyio.to_thread.run_sync(
                open_proposals, self.root, request.chat_id, self.tz, min(seqs)
            )
            # what stands: every summary written before this window's last message, so
            # in a forum a topic summarized while this one's window was filling counts
            # too (its items were said before the messages that may close them: each
            # closing is checked against the item's evidence, ``close_todos``)
            decisions, todos = await anyio.to_thread.run_sync(
                standing_items, self.root, request.chat_id, self.tz, max(seqs)
            )
            named: tuple[str, ...] = ()
            if request.subject_words and names_window(request.topic, request.topic_pending):
                named = await anyio.to_thread.run_sync(
                    names_before, self.root, request.chat_id, min(seqs)
                )
        except (OSError, GroupchatMemoryError) as exc:
            logger.warning(
                "chat %s: open proposals unreadable (%s); summarizing without them",
                request.chat_id,
                type(exc).__name__,
            )
            found, decisions, todos, named = [], [], [], ()
        request = dataclasses.replace(
            request,
            open_proposals=found,
            current_decisions=decisions,
            open_todos=todos,
            named_before=named,
        )
        return await self.inner.summarize(request)

    async def report(self, request: ReportRequest) -> ReportResult:
        """Reports need no proposals: passed on as is."""
        return await self.inner.report(request)
