"""Personas answering with memory: who answers a human message, and in what order.

One ``Conductor`` serves all persona Applications. The first bot to deliver a new human
message hands it over once (see ``bot.handlers.UpdateRecorder``) and the conductor runs one
*round* for it in its own task group, so no Application's update queue waits on a model.
In a round the personas are visited in config order; each that is addressed (``all``
mode, or @mentioned / replied to in ``mention`` mode) and has a model asks its chat's
actor for the memory context, asks its own model (``llm.replies``), and sends; its answer
is recorded at send time, so the next persona's context already holds it. Rounds in one
chat run one after another.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import anyio
from telegram import Bot, Message, MessageEntity

from groupchat_memory.actors.messages import BuildContext, Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.personas import PersonaConfig
from groupchat_memory.bot.telegram.context import Outbox
from groupchat_memory.llm.replies import Answer, PersonaReplier

log = logging.getLogger(__name__)


@dataclass
class Seat:
    """A persona in the conductor's order, with a way to reach its current bot."""

    persona: PersonaConfig
    outbox: Outbox
    current_bot: Callable[[], Bot | None]


def _mentions(message: Message, bot: Bot) -> bool:
    """Whether ``message`` @mentions ``bot`` (entity or plain text) or replies to it."""
    reply = message.reply_to_message
    if reply is not None and reply.from_user is not None and reply.from_user.id == bot.id:
        return True
    username = (bot.username or "").casefold()
    for text, entities in (
        (message.text, message.entities),
        (message.caption, message.caption_entities),
    ):
        if not text:
            continue
        for entity in entities:
            if entity.type == MessageEntity.TEXT_MENTION and entity.user is not None:
                if entity.user.id == bot.id:
                    return True
            elif entity.type in (MessageEntity.MENTION, MessageEntity.BOT_COMMAND):
                piece = (
                    message.parse_entity(entity)
                    if text is message.text
                    else (message.parse_caption_entity(entity))
                )
                if username and piece.casefold().endswith("@" + username):
                    return True
        if username and f"@{username}" in text.casefold():
            return True
    return False


class Conductor:
    """Runs the answer rounds of all personas; an async context manager around a task group."""

    def __init__(
        self,
        system: ActorSystem,
        replier: PersonaReplier | None,
        *,
        context_timeout_s: float = 10.0,
        drain_timeout_s: float = 30.0,
    ) -> None:
        self.system = system
        self.replier = replier
        self.seats: list[Seat] = []
        self.context_timeout_s = context_timeout_s
        self.drain_timeout_s = drain_timeout_s
        self._locks: dict[int, anyio.Lock] = {}
        self._tg: anyio.abc.TaskGroup | None = None
        self._running = 0
        self._idle = anyio.Event()
        self._idle.set()
        self._closing = False

    def add_seat(self, seat: Seat) -> None:
        """Register a persona; seats answer in the order they were added (config order)."""
        self.seats.append(seat)

    async def __aenter__(self) -> Conductor:
        self._tg = anyio.create_task_group()
        await self._tg.__aenter__()
        return self

    async def __aexit__(self, *exc_info: object) -> bool | None:
        """Let rounds in flight finish (bounded), then cancel what is left."""
        self._closing = True
        assert self._tg is not None
        with anyio.move_on_after(self.drain_timeout_s) as scope:
            await self._idle.wait()
        if scope.cancelled_caught:
            log.warning("answer rounds still running after %g s: cancelled", self.drain_timeout_s)
        self._tg.cancel_scope.cancel()
        return await self._tg.__aexit__(*exc_info)  # type: ignore[arg-type]

    def addressed(self, message: Message) -> list[Seat]:
        """The seats that answer ``message``, in order."""
        text = message.text or message.caption or ""
        if text.startswith("/"):
            return []  # commands are answered by the command handlers, not by personas
        chosen: list[Seat] = []
        for seat in self.seats:
            if self.replier is None or not self.replier.answers(seat.persona.name):
                continue
            bot = seat.current_bot()
            if seat.persona.reply_mode == "all" or (bot is not None and _mentions(message, bot)):
                chosen.append(seat)
        return chosen

    def on_human(self, message: Message, incoming: Incoming) -> None:
        """Called once per new human message: start its round if anyone answers."""
        if self.replier is None or self._closing or self._tg is None:
            return
        seats = self.addressed(message)
        if not seats:
            return
        self._running += 1
        self._idle = anyio.Event() if self._running == 1 else self._idle
        self._tg.start_soon(self._round, message.chat_id, incoming, seats)

    async def _round(self, chat_id: int, incoming: Incoming, seats: list[Seat]) -> None:
        """Answer with each seat in order; each sees the answers before it."""
        try:
            lock = self._locks.setdefault(chat_id, anyio.Lock())
            async with lock:
                earlier: list[Answer] = []
                for seat in seats:
                    answer = await self._answer(chat_id, incoming, seat, earlier)
                    if answer:
                        earlier.append(Answer(seat.persona.name, answer))
        finally:
            self._running -= 1
            if self._running == 0:
                self._idle.set()

    async def _answer(
        self, chat_id: int, incoming: Incoming, seat: Seat, earlier: list[Answer]
    ) -> str | None:
        """One persona's turn; a failure is logged and the round goes on."""
        assert self.replier is not None
        bot = seat.current_bot()
        if bot is None:
            log.warning(
                "%s is restarting: skipped its answer in chat %s", seat.persona.name, chat_id
            )
            return None
        try:
            memory = await self.system.ask(
                chat_id, BuildContext(text=incoming.text), timeout=self.context_timeout_s
            )
            text = await self.replier.reply(
                seat.persona.name, chat_id, memory, incoming.sender, incoming.text, earlier
            )
            if not text:
                return None
            await seat.outbox.send(
                bot, chat_id, text, reply_to=incoming.message_id, thread_id=incoming.thread_id
            )
        except Exception:  # one persona failing (Telegram, actor timeout) must not stop the round
            log.exception("%s could not answer in chat %s", seat.persona.name, chat_id)
            return None
        return text
