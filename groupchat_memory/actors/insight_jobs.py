"""``InsightJobs``: a chat's insight reports (``/정리``), each written once per command message.

A report runs in a child task of the actor (the LLM never blocks the mailbox). Telegram
delivers an update again when the service died before confirming it, so the same
``/정리`` can arrive twice: a repeat joins the report being written, or gets the file an
earlier run wrote (found again through ``state.json`` and the report's front matter).
"""

from __future__ import annotations

import functools
import logging
from datetime import datetime
from typing import Any

import anyio
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectSendStream

from groupchat_memory.actors.errors import ActorStoppedError
from groupchat_memory.actors.messages import Envelope, Reply, WriteInsight
from groupchat_memory.actors.scheduler import ChatParts, read_window
from groupchat_memory.domain.summaries.insights import (
    InsightResult,
    make_insight,
    parse_insight,
    save_insight,
)
from groupchat_memory.domain.summaries.summarizer import ReportRequest
from groupchat_memory.domain.summaries.topics import ALL
from groupchat_memory.domain.understanding.ledger import report_plan
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import SummaryRecord

logger = logging.getLogger(__name__)

# an insight report (/정리) covers the recent messages and this many latest summaries
INSIGHT_SUMMARIES = 5


def find_insight(root: DataRoot, chat_id: int, created: str) -> InsightResult | None:
    """The report of ``chat_id`` written at ``created`` (its front matter), if it landed."""
    folder = root.insights_dir()
    if not folder.is_dir():
        return None
    for path in sorted(folder.glob(f"{created[:10]}_insight_*.md")):
        try:
            text = path.read_text(encoding="utf-8")
            record = parse_insight(text)
        except (OSError, UnicodeDecodeError, RecordError):
            continue  # not one of ours, or damaged: it cannot be the earlier answer
        if record.chat_id == chat_id and record.created == created:
            return InsightResult(path=str(path), text=text)
    return None


class InsightJobs:
    """The insight reports of one chat being written, at most one per command message.

    Owns (sole writer): the waiters of each command's report in flight, the cancel
    scopes of the report tasks, and whether it still starts reports. The remembered
    command ids live in ``state.json``, written through ``ChatState``.
    """

    def __init__(self, chat: ChatParts) -> None:
        self.chat = chat
        self._tg: TaskGroup | None = None
        self._waiters: dict[int, list[Reply[Any]]] = {}
        self._scopes: set[anyio.CancelScope] = set()
        self._stopping = False

    def attach(self, tg: TaskGroup) -> None:
        """Where reports run: a task group of the actor's run."""
        self._tg = tg

    @property
    def running(self) -> bool:
        """Whether a report is being written."""
        return bool(self._scopes)

    def begin_shutdown(self, deadline: float) -> None:
        """Start no new report; the running ones end by ``deadline`` (monotonic)."""
        self._stopping = True
        for scope in self._scopes:
            scope.deadline = min(scope.deadline, deadline)

    async def write(self, msg: WriteInsight, reply: Reply[Any] | None) -> None:
        """Start an insight report in a child task (the LLM never blocks the mailbox).

        For a command message (``message_id`` set) the report is written once: a repeat
        joins the one being written, or answers the file an earlier run wrote. Before the
        LLM call the message id and the report's creation time go to ``state.json``, so
        the file can be found again after a restart (its front matter holds that time).
        """
        assert self._tg is not None, "attach() first"
        if self._stopping:
            raise ActorStoppedError("the memory service is shutting down; ask again later")
        replies = [reply] if reply is not None else []
        created = self.chat.clock.now().astimezone(self.chat.settings.tz)
        command = msg.message_id
        if command is not None:
            running = self._waiters.get(command)
            if running is not None:
                running.extend(replies)
                return
            earlier = await anyio.to_thread.run_sync(self._earlier, command)
            if earlier is not None:
                for waiter in replies:
                    waiter.set(earlier)
                return
            remember = self.chat.state.remember_insight_command
            created = await anyio.to_thread.run_sync(remember, command, created)
            self._waiters[command] = replies
        entries = await self.chat.state.latest_entries(INSIGHT_SUMMARIES, msg.scope)
        clone = self.chat.sender.clone()  # keeps the mailbox open until the report is done
        scope = anyio.CancelScope()
        self._scopes.add(scope)
        self._tg.start_soon(self._task, msg, entries, replies, clone, scope, created, command)

    def _earlier(self, command: int) -> InsightResult | None:
        """The report an earlier run wrote for this command message (worker thread)."""
        created = self.chat.state.insight_created(command)
        return None if created is None else find_insight(self.chat.root, self.chat.chat_id, created)

    async def _task(
        self,
        msg: WriteInsight,
        entries: list[tuple[str, SummaryRecord]],
        replies: list[Reply[Any]],
        clone: MemoryObjectSendStream[Envelope],
        scope: anyio.CancelScope,
        created: datetime,
        command: int | None,
    ) -> None:
        """Child task: report over the recent messages and summaries (of the forum topic
        ``msg.scope`` names), save it for Anu.

        ``replies`` may grow while it runs (repeats of the same command join it).
        """
        try:
            with clone, scope:
                with anyio.fail_after(self.chat.settings.summary_timeout_s):
                    last_seq = self.chat.recorder.last_seq
                    first = max(1, last_seq - self.chat.settings.insight_max_messages + 1)
                    window = await anyio.to_thread.run_sync(
                        read_window,
                        self.chat.root,
                        self.chat.chat_id,
                        self.chat.settings,
                        first,
                        last_seq,
                        last_seq,
                    )
                    if msg.scope != ALL:
                        window = [m for m in window if m.thread_id == msg.scope]
                    # what it says was decided and is to be done: what /결정 and /할일 say
                    plan = await anyio.to_thread.run_sync(
                        functools.partial(
                            report_plan, self.chat.root, self.chat.chat_id,
                            self.chat.settings.tz, scope=msg.scope, since=first,
                        )
                    )  # fmt: skip
                    request = ReportRequest(
                        chat_id=self.chat.chat_id,
                        chat_title=msg.chat_title,
                        messages=window,
                        summaries=[record for _, record in entries],
                        plan=plan,
                    )
                    result = await self.chat.summarizer.report(request)
                    insight = make_insight(
                        request, result, created=created, source_summaries=[n for n, _ in entries]
                    )
                    path = await anyio.to_thread.run_sync(save_insight, self.chat.root, insight)
                    text = await anyio.to_thread.run_sync(path.read_text)
                for reply in replies:
                    reply.set(InsightResult(path=str(path), text=text))
        except Exception as exc:  # broad: a failed report goes back to the asker
            for reply in replies:
                reply.fail(exc)
        finally:
            self._scopes.discard(scope)
            if command is not None:
                self._waiters.pop(command, None)
            for reply in replies:  # cancelled by shutdown: do not leave the asker hanging
                reply.fail(ActorStoppedError("the memory service stopped before the report"))
