"""Our getUpdates loop: an update is confirmed only after its handlers have recorded it.

python-telegram-bot's ``Updater`` asks for the next offset as soon as it has *fetched* a
batch, before the handlers ran, so a crash between fetch and record loses updates that
Telegram already considers delivered. The ``Poller`` instead fetches a batch, runs every
update through ``Application.process_update`` (the chats of a batch concurrently so the
chat actors' group commit shares fsyncs, the updates of one chat strictly in order), and
only then asks with the next offset, which is what confirms the batch to Telegram.

While a chat's disk is full its records wait in memory (``Receipt.held``): the recorder
leaves each such receipt with the poller (``park``) instead of waiting, so the chat's later
updates are handled (recorded behind it, in order; their commands answered from what is
durable) while the updates stay unconfirmed. The poller keeps fetching from the first
unconfirmed update every ``parked_poll_s``, skips those it already handled, and confirms
them once the disk took their records.

Handlers in negative groups (the recorder) are the *durable* ones: they block, and when
one raises, the batch is confirmed only up to the update before it; that update (and the
later ones of its chat) are fetched again after a backoff. Handlers in groups >= 0
(commands, ``/정리``'s report) run as PTB background tasks so a slow one never holds back
confirmation. 429 (``retry_after``), 5xx and dropped connections back off and resume;
a revoked token ends the loop, which the runner's supervisor sees through ``PollHealth``.
A batch PTB cannot parse is parsed update by update (``bot.telegram.poison``): the bad updates are
set aside and confirmed with the batch, the good ones handled.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import anyio
from telegram import Update
from telegram.error import InvalidToken, NetworkError, RetryAfter, TelegramError
from telegram.ext import Application, BaseHandler

from groupchat_memory.actors.errors import DeadLetterError
from groupchat_memory.actors.messages import Receipt
from groupchat_memory.base.errors import GroupchatMemoryError
from groupchat_memory.base.flood_wait import flood_wait_s
from groupchat_memory.bot.telegram.poison import salvage, set_aside


class PollingDeadError(GroupchatMemoryError):
    """Internal: the poller stopped for good (e.g. the token was revoked) or went stale."""


logger = logging.getLogger(__name__)

PTBApp = Application[Any, Any, Any, Any, Any, Any]
AnyHandler = BaseHandler[Any, Any, Any]

FETCH_BACKOFF_S = (0.5, 1.0, 2.0, 5.0, 10.0, 30.0)
"""Waits after consecutive failed getUpdates calls (dropped connection, 5xx, conflict)."""
RETRY_BACKOFF_S = (0.2, 1.0, 2.0, 5.0, 10.0, 30.0)
"""Waits before fetching an update again whose durable handler failed."""
PARKED_POLL_S = 1.0
"""How often the poller fetches new updates while some of its updates wait for a disk."""

Settled = Callable[[Receipt], None]
"""Told a parked receipt once it settled (durable, duplicate or failed)."""

_parking: contextvars.ContextVar[Callable[[Receipt, Settled], None] | None] = (
    contextvars.ContextVar("parking", default=None)
)


def park(receipt: Receipt, settled: Settled) -> bool:
    """Leave a held ``receipt`` with the poller handling the current update, which stays
    unconfirmed until the receipt settles (then ``settled`` is told); the poller moves on
    to the chat's later updates meanwhile. False outside a poller's durable handler: the
    caller waits for the receipt itself."""
    spot = _parking.get()
    if spot is None:
        return False
    spot(receipt, settled)
    return True


class _Parked(NamedTuple):
    """A record of an update handled but not durable yet, and whom to tell when it is."""

    receipt: Receipt
    settled: Settled


class _SalvagedBatchFilter(logging.Filter):
    """Drop PTB's own report of a batch it cannot parse (the whole raw batch, at CRITICAL,
    on every fetch): the poller salvages that batch and reports each bad update once."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Error while parsing updates!")


for _name in ("telegram.Bot", "telegram.ext.ExtBot"):
    logging.getLogger(_name).addFilter(_SalvagedBatchFilter())


class PollHealth:
    """When getUpdates last succeeded, whether a batch is being handled, whether it died."""

    def __init__(self) -> None:
        self.last_ok = 0.0
        self.last_payload = b""
        """The body of the last getUpdates answered 200 (to salvage a batch PTB rejects)."""
        self.busy = 0
        self.dead: str | None = None
        self.dead_event = anyio.Event()

    def ok(self, payload: bytes = b"") -> None:
        """A getUpdates answered 200."""
        self.last_ok = time.monotonic()
        self.last_payload = payload

    def kill(self, reason: str) -> None:
        """The poller cannot recover by itself."""
        self.dead = reason
        self.dead_event.set()

    def healthy(self, stale_after_s: float) -> bool:
        """Not dead, and polled recently or handling a batch.

        A batch that takes long (a slow disk) is not a polling fault: rebuilding the
        Application would not make the handlers faster, and its stop waits for them.
        """
        if self.dead is not None:
            return False
        return self.busy > 0 or time.monotonic() - self.last_ok < stale_after_s


class Batch(NamedTuple):
    """What one getUpdates brought: the parsed updates and the id to confirm up to."""

    updates: Sequence[Update]
    last_id: int


def chains_of(updates: Sequence[Update]) -> list[list[Update]]:
    """The batch split into chains that keep their order: one per chat.

    A group that became a supergroup shares one chain with its new id for the rest of
    the batch, so the migration is done before the new id's messages are handled.
    """
    chains: dict[object, list[Update]] = {}
    alias: dict[int, object] = {}
    for update in updates:
        chat = update.effective_chat
        key: object = None if chat is None else alias.get(chat.id, chat.id)
        message = update.effective_message
        if chat is not None and message is not None:
            if message.migrate_to_chat_id is not None:
                alias[message.migrate_to_chat_id] = key
            if message.migrate_from_chat_id is not None:
                key = alias.setdefault(chat.id, alias.get(message.migrate_from_chat_id, key))
        chains.setdefault(key, []).append(update)
    return list(chains.values())


class Poller:
    """Long-polls one bot and confirms each batch only after it was handled."""

    def __init__(
        self,
        app: PTBApp,
        health: PollHealth,
        *,
        name: str,
        timeout: float,
        allowed_updates: Sequence[str],
        fetch_backoff_s: Sequence[float] = FETCH_BACKOFF_S,
        retry_backoff_s: Sequence[float] = RETRY_BACKOFF_S,
        dead_letters: Path | None = None,
        parked_poll_s: float = PARKED_POLL_S,
    ) -> None:
        self.app = app
        self.health = health
        self.name = name
        self.timeout = timeout
        self.allowed_updates = list(allowed_updates)
        self.fetch_backoff_s = tuple(fetch_backoff_s)
        self.retry_backoff_s = tuple(retry_backoff_s)
        self.dead_letters = dead_letters
        self.parked_poll_s = parked_poll_s
        self.offset: int | None = None
        self._next: int | None = None  # the offset once every update fetched is durable
        self._handled: set[int] = set()  # handled (durable or parked), not confirmed yet
        self._parked: dict[int, list[_Parked]] = {}
        self._poisoned: set[int] = set()
        self._failed: set[int] = set()
        self._stopping = False
        self._fetch_scope: anyio.CancelScope | None = None
        self._task: asyncio.Task[None] | None = None

    # ---------------------------------------------------------------- wiring

    def guard(self, handler: AnyHandler) -> AnyHandler:
        """Make ``handler`` durable: a failure keeps its update unconfirmed.

        ``DeadLetterError`` is not a failure: the actor has set the message aside on disk.
        """
        original = handler.callback
        failed = self._failed
        parked = self._parked

        async def guarded(update: Any, context: Any) -> Any:
            token = None
            if isinstance(update, Update):
                update_id = update.update_id

                def spot(receipt: Receipt, settled: Settled) -> None:
                    parked.setdefault(update_id, []).append(_Parked(receipt, settled))

                token = _parking.set(spot)
            try:
                return await original(update, context)
            except DeadLetterError:
                raise
            except Exception:
                if isinstance(update, Update):
                    failed.add(update.update_id)
                raise
            finally:
                if token is not None:
                    _parking.reset(token)

        handler.callback = guarded
        return handler

    def start(self) -> None:
        """Run the loop as a task of the running event loop (the runner owns it)."""
        self._stopping = False
        self._task = asyncio.get_running_loop().create_task(self.run(), name=f"poll {self.name}")
        health = self.health
        self._task.add_done_callback(lambda task: self._ended(task, health))

    def _ended(self, task: asyncio.Task[None], health: PollHealth) -> None:
        """The loop finished: a crash unless we stopped it."""
        if self._stopping:
            return
        reason = "the polling loop ended"
        error = None if task.cancelled() else task.exception()
        if isinstance(error, InvalidToken):  # its text holds the token: never repeat it
            reason = "Telegram rejected the bot token (revoked?)"
        elif error is not None:
            reason = f"the polling loop failed: {error!r}"
        health.kill(reason)

    async def stop(self) -> None:
        """Stop fetching; a batch in flight is handled and confirmed first."""
        self._stopping = True
        if self._fetch_scope is not None:
            self._fetch_scope.cancel()
        task, self._task = self._task, None
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)

    # ---------------------------------------------------------------- the loop

    async def run(self) -> None:
        """Fetch, handle, confirm, until stopped (returns) or the token is refused (raises)."""
        fetch_failures = 0
        retries: dict[int, int] = {}
        while not self._stopping:
            try:
                batch = await self._fetch()
            except InvalidToken:
                raise
            except RetryAfter as exc:
                wait = flood_wait_s(exc)
                logger.warning("%s: Telegram asks to wait %g s (429)", self.name, wait)
                await self._pause(wait)
                continue
            except (NetworkError, TelegramError) as exc:
                # NetworkError covers dropped connections, timeouts and 5xx answers;
                # other Telegram errors (409 conflict...) are retried the same way
                wait = self.fetch_backoff_s[min(fetch_failures, len(self.fetch_backoff_s) - 1)]
                fetch_failures += 1
                logger.warning("%s: getUpdates failed (%s); again in %g s", self.name, exc, wait)
                await self._pause(wait)
                continue
            fetch_failures = 0
            if batch is None:
                await self._await_parked()
                continue
            fresh = [u for u in batch.updates if u.update_id not in self._handled]
            again = await self._handle(fresh) if fresh else None
            self._next = max(self._next or 0, batch.last_id + 1)
            self._advance(again)
            self._poisoned = {i for i in self._poisoned if i >= (self.offset or 0)}
            if again is None:
                retries.clear()
                await self._await_parked()
                continue
            attempt = retries.get(again, 0)
            retries = {again: attempt + 1}
            wait = self.retry_backoff_s[min(attempt, len(self.retry_backoff_s) - 1)]
            logger.error(
                "%s: update %d was not recorded; fetching it again in %g s", self.name, again, wait
            )
            await self._pause(wait)
        await self._confirm_on_stop()

    async def _fetch(self) -> Batch | None:
        """One long poll; None when ``stop()`` interrupted it or nothing came."""
        with anyio.CancelScope() as scope:
            self._fetch_scope = scope
            try:
                if self._stopping:
                    return None
                try:
                    updates: Sequence[Update] = await self.app.bot.get_updates(
                        offset=self.offset,
                        timeout=int(self.timeout),
                        allowed_updates=self.allowed_updates,
                    )
                except TelegramError:
                    raise
                except Exception as exc:  # PTB could not parse the batch: try update by update
                    return await self._salvage(exc)
                return Batch(updates, updates[-1].update_id) if updates else None
            finally:
                self._fetch_scope = None
        return None

    async def _salvage(self, error: Exception) -> Batch | None:
        """Parse the raw answer update by update; set the bad ones aside (once each)."""
        salvaged = salvage(self.health.last_payload, self.app.bot)
        if salvaged is None:
            raise NetworkError(f"getUpdates answered something unreadable ({error!r})") from None
        fresh = [p for p in salvaged.poison if p.update_id not in self._poisoned]
        self._poisoned.update(p.update_id for p in fresh if p.update_id is not None)
        await anyio.to_thread.run_sync(set_aside, self.dead_letters, self.name, fresh)
        return Batch(salvaged.updates, salvaged.last_id)

    async def _pause(self, seconds: float) -> None:
        """Sleep, but wake at once when stopped."""
        with anyio.CancelScope() as scope:
            self._fetch_scope = scope
            try:
                if not self._stopping:
                    await anyio.sleep(seconds)
            finally:
                self._fetch_scope = None

    async def _handle(self, updates: Sequence[Update]) -> int | None:
        """Handle a batch; the update_id to fetch again from, or None when all are durable."""
        self._failed.clear()
        self.health.busy += 1
        try:
            async with anyio.create_task_group() as tg:
                for chain in chains_of(updates):
                    tg.start_soon(self._run_chain, chain)
        finally:
            self.health.busy -= 1
        failed = [u.update_id for u in updates if u.update_id in self._failed]
        return min(failed) if failed else None

    async def _run_chain(self, chain: list[Update]) -> None:
        """One chat's updates in order; stop at a failure so a retry keeps the order."""
        for update in chain:
            await self.app.process_update(update)
            if update.update_id in self._failed:
                return
            self._handled.add(update.update_id)

    # ---------------------------------------------------------------- what waits for a disk

    def _advance(self, again: int | None) -> None:
        """The offset to ask with: past every update handled and durable, none other."""
        self._sweep()
        if self._next is None:
            return
        waiting = [again] if again is not None else []
        self.offset = min([self._next, *waiting, *self._parked])
        self._handled = {i for i in self._handled if i >= self.offset}

    def _sweep(self) -> None:
        """Drop parked updates whose records settled; a failed one is fetched again."""
        for update_id, parked in list(self._parked.items()):
            if not all(p.receipt.event.is_set() for p in parked):
                continue
            del self._parked[update_id]
            for p in parked:
                p.settled(p.receipt)
            errors = [p.receipt.error for p in parked if p.receipt.error is not None]
            if any(not isinstance(e, DeadLetterError) for e in errors):
                self._handled.discard(update_id)
                logger.error(
                    "%s: update %d was not recorded (%s); fetching it again",
                    self.name,
                    update_id,
                    errors[0],
                )

    async def _await_parked(self) -> None:
        """While updates wait for a disk: until the oldest is durable, or the next look
        for new updates is due (a fetch from an unconfirmed update returns at once)."""
        if not self._parked:
            return
        oldest = self._parked[min(self._parked)]
        with anyio.CancelScope() as scope:
            self._fetch_scope = scope
            try:
                with anyio.move_on_after(self.parked_poll_s):
                    for parked in oldest:
                        if not self._stopping:
                            await parked.receipt.event.wait()
            finally:
                self._fetch_scope = None
        self._advance(None)

    async def _confirm_on_stop(self) -> None:
        """Tell Telegram what was handled before stopping (else it comes again, deduped);
        what waits for a disk stays unconfirmed and comes again after a restart."""
        self._advance(None)
        if self.offset is None:
            return
        try:
            with anyio.move_on_after(5):
                await self.app.bot.get_updates(offset=self.offset, timeout=0, limit=1)
        except TelegramError as exc:
            logger.info("%s: could not confirm the last batch on stop (%s)", self.name, exc)
        except Exception as exc:  # the answer did not parse; the offset was sent all the same
            logger.info(
                "%s: the answer to the last confirmation did not parse (%r)", self.name, exc
            )
