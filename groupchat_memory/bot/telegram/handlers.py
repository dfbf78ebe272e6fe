"""Recording: every update a persona bot receives becomes (at most) one memory record.

A human message reaches every persona bot, so the same (chat_id, message_id) arrives up
to once per bot. The ``UpdateRecorder`` is shared by all persona Applications: it records a
message once (the actors dedupe too, this just saves the round trips), and the first
copy to arrive is handed to the ``Conductor`` that decides which personas answer.

A change of a member's reactions (``message_reaction``, sent only to bots that are admins
of the group) is recorded the same way, once, as a ``kind="reaction"`` record: the decision
ledger reads a 👍 on a proposal as agreement. It is recorded like a message, so it waits
for nothing else and nothing waits for it beyond its own write.

While a chat's log refuses writes, a record waits in memory (``Receipt.held``): each copy's
update is left unconfirmed with its poller (``polling.park``) instead of blocking the
chat's later updates, so memory commands sent meanwhile are answered; the ``Conductor``
hears of the message once it is durable.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable

import anyio
from telegram import Message, MessageReactionUpdated, Update
from telegram.ext import BaseHandler, ContextTypes, MessageReactionHandler, TypeHandler

from groupchat_memory.actors.messages import Incoming, Receipt
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.incoming import reaction_incoming, to_incoming
from groupchat_memory.bot.telegram.context import Allowlist
from groupchat_memory.bot.telegram.offrecord import SWITCHES, OffRecord, switch_at_record
from groupchat_memory.bot.telegram.polling import park
from groupchat_memory.bot.telegram.seen_chats import note_seen
from groupchat_memory.bot.views.formatting import parse_command

logger = logging.getLogger(__name__)

RECORD_GROUP = -1
"""Handler group of the recorder: runs before the command handlers (group 0)."""

OnHuman = Callable[[Message, Incoming], None]
SeenKey = tuple[int | str, ...]


class _Copy:
    """The first copy of one message any persona received: handed to the actor yet, and
    the actor's receipt (held while the disk refuses it)."""

    __slots__ = ("receipt", "submitted")

    def __init__(self) -> None:
        self.submitted = anyio.Event()
        self.receipt: Receipt | None = None


class UpdateRecorder:
    """Records what the persona bots receive, once per message, for allowed chats only."""

    def __init__(
        self,
        system: ActorSystem,
        allowlist: Allowlist,
        on_human: OnHuman | None = None,
        *,
        remember: int = 10_000,
        offrecord: OffRecord | None = None,
        is_admin: Callable[[Message, ContextTypes.DEFAULT_TYPE], Awaitable[bool]] | None = None,
        admins_only: bool = False,
    ) -> None:
        self.system = system
        self.offrecord = offrecord
        self.is_admin = is_admin
        self.admins_only = admins_only
        self.allowlist = allowlist
        self.on_human = on_human
        self._remember = remember
        # None once a message is settled (durable or a duplicate): its events and receipt
        # are let go, as later copies need only know that it was seen
        self._seen: OrderedDict[SeenKey, _Copy | None] = OrderedDict()
        self._ignored: set[int] = set()
        self._migrated: set[int] = set()

    def handler(self) -> BaseHandler[Update, ContextTypes.DEFAULT_TYPE, None]:
        """The PTB handler to add to every persona Application in ``RECORD_GROUP``."""
        return TypeHandler(Update, self.on_update)

    def reaction_handler(self) -> BaseHandler[Update, ContextTypes.DEFAULT_TYPE, None]:
        """The PTB handler of reaction changes, added in ``RECORD_GROUP`` before
        ``handler()`` (within a group the first handler that matches takes the update)."""
        return MessageReactionHandler(
            self.on_reaction, message_reaction_types=MessageReactionHandler.MESSAGE_REACTION_UPDATED
        )

    async def on_reaction(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Record a change of someone's reactions on a message of an allowed chat."""
        reaction = update.message_reaction
        if reaction is not None:
            await self.record_reaction(reaction)

    async def record_reaction(self, reaction: MessageReactionUpdated) -> bool:
        """Record one reaction change; True when this call stored it (not a repeat, not
        ignored: another chat, a bot's, one that changed only custom emoji or stars, one
        made off the record or on a message sent off the record)."""
        chat = reaction.chat
        chat_id = chat.id if chat is not None else None
        if not isinstance(chat_id, int) or chat_id not in self.allowlist:
            return False  # an unknown chat's messages are what get logged as ignored
        incoming = reaction_incoming(reaction)
        if incoming is None or incoming.reply_to is None:
            return False
        off = self.offrecord
        at = incoming.timestamp
        if off is not None and off.is_off(chat_id, incoming.reply_to, at, at):
            return False
        who: int | str = incoming.sender_id if incoming.sender_id is not None else incoming.sender
        key: SeenKey = ("reaction", chat_id, incoming.reply_to, who, incoming.text)
        key += (int(at.timestamp()),)
        copy = await self._first_time(key)
        if copy is None:
            return False
        try:
            stored = await self.system.record(chat_id, incoming)
        except BaseException:
            self._seen.pop(key, None)  # let another bot's copy try again
            raise
        finally:
            copy.submitted.set()
        self._settle(key, copy)
        return stored

    async def on_update(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Record a message or an edit; hand a new human message to ``on_human``."""
        edited = update.edited_message is not None
        message = update.message or update.edited_message
        if message is None:
            return
        await self.record(message, edited=edited, context=context)

    async def _first_time(self, key: SeenKey) -> _Copy | None:
        """The entry of ``key`` when this process sees it for the first time (bounded
        memory), None for a later copy.

        A copy arriving while the first is still being recorded waits for it, so no bot
        moves on to its next update before this one is durable (order is kept), or held
        for the disk: then this copy's update stays unconfirmed until it is durable too.
        """
        if key in self._seen:
            first = self._seen[key]
            if first is None:  # settled
                return None
            await first.submitted.wait()
            receipt = first.receipt
            if receipt is not None and not receipt.event.is_set() and not park(receipt, _nothing):
                await receipt.event.wait()
            return None
        copy = self._seen[key] = _Copy()
        if len(self._seen) > self._remember:
            self._seen.popitem(last=False)
        return copy

    def _settle(self, key: SeenKey, copy: _Copy) -> None:
        """The first copy is settled: keep only that ``key`` was seen (copies waiting on
        its events hold them)."""
        if self._seen.get(key) is copy:
            self._seen[key] = None

    async def record(
        self,
        message: Message,
        *,
        edited: bool = False,
        context: ContextTypes.DEFAULT_TYPE | None = None,
    ) -> bool:
        """Record one message; True when this call stored it (not a duplicate or ignored).

        False too while its record waits for the disk: its update stays unconfirmed with
        the poller until it is durable (outside a poller, this waits for that).
        """
        chat_id = message.chat_id
        if message.migrate_to_chat_id is not None:
            await self._migrate(chat_id, message.migrate_to_chat_id)
            return False
        if message.migrate_from_chat_id is not None:
            return False  # the service message in the new supergroup: migration done above
        if chat_id not in self.allowlist:
            if chat_id not in self._ignored:
                self._ignored.add(chat_id)
                title = message.chat.title or message.chat.effective_name or ""
                logger.warning(
                    "chat %s %r is not in [telegram] allowed_chats: not recording or "
                    "answering it (add its id to the config to enable it)",
                    chat_id,
                    title,
                )
                try:  # doctor lists it for whoever sets allowed_chats up
                    await anyio.to_thread.run_sync(note_seen, self.system.root, chat_id, title)
                except (OSError, ValueError) as exc:  # a full disk: the log line above says it
                    logger.warning("cannot keep chat %s among the seen groups: %s", chat_id, exc)
            return False
        incoming = to_incoming(message, edited=edited)
        if incoming is None:
            return False
        off = self.offrecord
        if off is not None and not edited and message.text:
            await self._switch(off, message, context)
        edited_at = message.edit_date if edited else None
        if off is not None and off.is_off(chat_id, message.message_id, message.date, edited_at):
            return False  # off the record (/비공개): not stored, so not answered either
        # each persona receives its own copy of an update: the key says which copies are
        # one. Telegram dates are whole seconds, so two edits in one second differ only
        # by their text
        edit_marker = int(message.edit_date.timestamp()) if edited and message.edit_date else 0
        edit_text = hash(message.text or message.caption or "") if edited else 0
        key: SeenKey = (chat_id, message.message_id, edit_marker, edit_text)
        copy = await self._first_time(key)
        if copy is None:
            return False
        try:
            receipt = copy.receipt = await self.system.submit(chat_id, incoming)
        except BaseException:
            self._seen.pop(key, None)  # let another bot's copy try again
            raise
        finally:
            copy.submitted.set()

        def settled(receipt: Receipt) -> None:
            if receipt.error is not None:
                if self._seen.get(key) is copy:
                    self._seen.pop(key)  # let a copy fetched again try again
                return
            self._settle(key, copy)
            human = incoming.kind == "message" and not incoming.is_bot
            if receipt.stored and human and self.on_human is not None:
                self.on_human(message, incoming)

        if receipt.held and park(receipt, settled):
            return False  # not durable yet: its update stays unconfirmed meanwhile
        await receipt.event.wait()
        settled(receipt)
        if receipt.error is not None:
            raise receipt.error
        return receipt.stored

    async def _switch(
        self, off: OffRecord, message: Message, context: ContextTypes.DEFAULT_TYPE | None
    ) -> None:
        """``/비공개`` and ``/공개`` take effect with the first copy any persona records."""
        parsed = parse_command(message.text or "")
        if parsed is None or parsed[0] not in SWITCHES:
            return
        is_admin, ctx = self.is_admin, context

        async def admitted(m: Message) -> bool:
            return is_admin is not None and ctx is not None and await is_admin(m, ctx)

        await switch_at_record(
            off, message, parsed[0], parsed[1], admins_only=self.admins_only, is_admin=admitted
        )

    async def _migrate(self, old_chat_id: int, new_chat_id: int) -> None:
        """Group -> supergroup: the memory follows the new id (once, whichever bot sees it)."""
        if old_chat_id in self._migrated or old_chat_id not in self.allowlist:
            return
        self._migrated.add(old_chat_id)
        self.allowlist.add(new_chat_id)
        await self.system.migrate(old_chat_id, new_chat_id)
        logger.warning(
            "chat %s became the supergroup %s: its memory moved there; replace the old id "
            "with %s in [telegram] allowed_chats",
            old_chat_id,
            new_chat_id,
            new_chat_id,
        )


def _nothing(_receipt: Receipt) -> None:
    """A later copy's parked receipt settled: the first copy tells the ``Conductor``."""
