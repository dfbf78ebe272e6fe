"""The jobs that rewrite a chat's history while the service runs: the archive and the
erasure of a member.

They are not messages to a chat's actor: the archive indexes its summaries through the
actor (which owns ``state.json``), and an erasure stops the actor and lets the next
message start a fresh one from the erased log. Both hold the chat's lock
(``upkeep.locks``), so a ``/forget_me`` at 00:00 waits for the archive or the
archive for it.
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Sequence
from datetime import datetime

import anyio

from groupchat_memory.actors.messages import StoreArchiveSummary
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.history.forgetting import (
    ForgetReport,
    ForgetRequest,
    add_request,
    settle_request,
)
from groupchat_memory.domain.summaries.summarizer import Summarizer
from groupchat_memory.store.records import SummaryRecord
from groupchat_memory.upkeep.archive import ArchiveReport, run_archive, run_daily
from groupchat_memory.upkeep.backfill import finish_backfills
from groupchat_memory.upkeep.forget import finish_interrupted, forget_member
from groupchat_memory.upkeep.locks import ChatLocks

# an archive summary is indexed by its actor: allow for a busy mailbox
ARCHIVE_ASK_TIMEOUT_S = 60.0


class Upkeep:
    """The archive and erasure entry points beside an ``ActorSystem``.

    Built by whoever runs the system (the service, a one-shot writer, the library)
    before entering it: it ends the erasures a crash interrupted before any actor reads
    a chat's log, and reaches the chats through the system's own ``ask`` and
    ``stop_chat``, so these jobs see the chats exactly as deliveries do.
    """

    def __init__(self, system: ActorSystem, *, rebuild: Summarizer | None = None) -> None:
        """``rebuild`` re-makes the summaries an erasure touched (default: the system's
        summarizer). Any member can start an erasure from the chat, so the front ends pass
        the offline summarizer: no erasure costs a model call."""
        self.root = system.root
        self.settings = system.settings
        self.summarizer = system.summarizer
        self.rebuild = rebuild if rebuild is not None else system.summarizer
        self.clock = system.clock
        self.locks = ChatLocks()
        self._system = system
        # erasures done before this start whose chat was not told yet (``told``)
        self.resumed: list[ForgetRequest] = []
        system.before_start.append(self.finish_interrupted)

    async def finish_interrupted(self) -> None:
        """End the erasures a crash interrupted, and those confirmed but not begun (before
        any actor reads a chat's log); keep those done in ``resumed``, for the chats to hear.
        An import of older history a crash interrupted is finished (or undone) first."""
        await anyio.to_thread.run_sync(
            functools.partial(finish_backfills, self.root, keep_going=True)
        )
        self.resumed = await finish_interrupted(
            self.root, self.rebuild, self.settings.tz, self.clock.now(),
            subject_words=self.settings.subject_words,
        )  # fmt: skip

    async def store_archive_summary(self, chat_id: int, file: str, record: SummaryRecord) -> None:
        """The archive's ``on_summary`` inside the service: the chat's actor indexes the
        summary (it owns ``state.json``) and keeps its seqs past the archived range."""
        await self._system.ask(
            chat_id, StoreArchiveSummary(file, record), timeout=ARCHIVE_ASK_TIMEOUT_S
        )

    async def run_archive(
        self,
        *,
        older_than_days: int | None = None,
        now: datetime | None = None,
        dry_run: bool = False,
        chat_ids: list[int] | None = None,
    ) -> ArchiveReport:
        """Archive old days of every chat (or ``chat_ids``) while the actors run.

        Summaries are indexed through each chat's actor; ``older_than_days`` defaults
        to the ``archive_after_days`` setting and ``now`` to the clock.
        """
        return await run_archive(
            self.root,
            self.summarizer,
            older_than_days=self._days(older_than_days),
            now=now if now is not None else self.clock.now(),
            tz=self.settings.tz,
            dry_run=dry_run,
            chat_ids=chat_ids,
            on_summary=self.store_archive_summary,
            locks=self.locks,
        )

    async def run_daily_archive(self, older_than_days: int | None = None) -> None:
        """Run the archive at every 00:00 in the settings' time zone until cancelled.

        Start it in the service's task group after the system and cancel it before the
        system drains (an archive asking a stopping actor fails that chat's run; its
        journal lets the next run finish the work).
        """
        await run_daily(
            self.root,
            self.summarizer,
            older_than_days=self._days(older_than_days),
            tz=self.settings.tz,
            clock=self.clock.now,
            on_summary=self.store_archive_summary,
            locks=self.locks,
        )

    async def confirm_forget(
        self,
        chat_id: int,
        user_id: int,
        names: Sequence[str] = (),
        message_id: int | None = None,
        *,
        question: int | None = None,
        thread_id: int | None = None,
    ) -> ForgetRequest:
        """Keep a member's confirmed erasure on disk before they see it acknowledged; pass
        its id to ``forget``, and ``told`` once the chat heard it is done. A process killed
        in between carries it out at its next start (``resumed``)."""
        request = ForgetRequest(
            request_id=secrets.token_hex(8), chat_id=self._system.routes.target(chat_id),
            user_id=user_id, asked=self.clock.now().isoformat(), names=list(names),
            message_id=message_id, asked_in=chat_id, question=question, thread_id=thread_id,
        )  # fmt: skip
        await anyio.to_thread.run_sync(add_request, self.root, request)
        return request

    async def told(self, request: ForgetRequest) -> None:
        """The chat heard that ``request`` is done: it is closed."""
        await anyio.to_thread.run_sync(settle_request, self.root, request.chat_id, request)

    async def forget(
        self,
        chat_id: int,
        user_id: int,
        names: Sequence[str] = (),
        message_id: int | None = None,
        request: str | None = None,
    ) -> ForgetReport:
        """Erase a member's records from a chat (``/forget_me``), or one message of theirs
        (a reply ``/잊어줘``), with its actor stopped.

        The summaries are re-made by ``rebuild`` (offline in the front ends). Deliveries
        to the chat wait meanwhile; the next one starts a fresh actor from the erased log,
        so no deque, topic or open index brings anything back. A running archive of the
        chat ends first (its lock, taken before the actor stops: the archive indexes
        through the actor). ``request``: the ``confirm_forget`` this carries out."""
        target = self._system.routes.target(chat_id)

        async def work() -> ForgetReport:
            return await forget_member(
                self.root, self.rebuild, target, user_id, tz=self.settings.tz,
                now=self.clock.now(), names=names, message_id=message_id, request=request,
                subject_words=self.settings.subject_words,
            )  # fmt: skip

        async with self.locks.hold(target):
            return await self._system.routes.exclusive([target], self._system.stop_chat, work)

    def _days(self, older_than_days: int | None) -> int:
        return self.settings.archive_after_days if older_than_days is None else older_than_days
