"""Personas answering with memory: who answers a human message, when, and in what order.

One ``Conductor`` serves all persona Applications. The first bot to deliver a new human
message hands it over once (see ``bot.telegram.handlers.UpdateRecorder``); the conductor keeps one
*lane* per chat, worked by its own task, so no Application's update queue waits on a model.

A message is *addressed* when it @mentions a persona or replies to one (any mode), names
an ``all`` persona, or speaks to everyone ("다들", "모두" ...): those personas answer, in
config order, each seeing the answers before it, ahead of anything else waiting. Any other
message is *ambient*: ``all`` personas take it in turn, one voice per answer (the next
one answers only when the chosen one could not). Ambient turns wait for the group to pause
(``Pacing.settle_s``); a newer message replaces the waiting one, so a burst gets one answer
to where the conversation is, not one per line; a turn older than an answer already given,
or stale, is skipped; and ambient answers stay under a per-chat budget a minute, so the
answers never queue behind Telegram's group limit and a mention is not stuck behind them.
Each answer is recorded at send time, so the next persona's context already holds it.
"""

from __future__ import annotations

import logging
import math
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import anyio
from telegram import Bot, Message, MessageEntity

from groupchat_memory.actors.errors import ChatUnavailableError
from groupchat_memory.actors.messages import BuildContext, Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.base.textfold import person_name
from groupchat_memory.bot.config.file import BotServiceSection
from groupchat_memory.bot.config.personas import PersonaConfig
from groupchat_memory.bot.incoming import replied_to
from groupchat_memory.bot.telegram.context import Outbox
from groupchat_memory.domain.context import MEMORY_UNAVAILABLE, Context, context_tokens
from groupchat_memory.llm.replies import Answer, PersonaReplier

logger = logging.getLogger(__name__)
# the share of the context's timeout recall may wait for its turn (a burst of chats'
# questions shares the model and the building threads): the rest is for the mailbox, the
# build and the answer's own context, so the persona never goes silent on a busy machine
RECALL_SHARE = 0.5


@dataclass
class Seat:
    """A persona in the conductor's order, with a way to reach its current bot."""

    persona: PersonaConfig
    outbox: Outbox
    current_bot: Callable[[], Bot | None]


def _mentions(message: Message, bot: Bot) -> bool:
    """Whether ``message`` @mentions ``bot`` (entity or plain text) or replies to it (not
    merely sent in a forum topic the bot created: ``replied_to``)."""
    reply = replied_to(message)
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


# words that ask every persona at once; a persona's own name asks that persona
_EVERYONE = re.compile(r"(다들|모두|여러분|너희|얘들아|둘\s*다|셋\s*다|전부\s*다|각자)")


def _names(text: str, name: str) -> bool:
    """Whether ``name`` appears in ``text`` as a word (Korean particles may follow it)."""
    if not name:
        return False
    return re.search(rf"(?<![\w]){re.escape(name)}", text, re.IGNORECASE) is not None


_CONFIGURED = BotServiceSection()


@dataclass(frozen=True)
class Pacing:
    """How a busy group is kept up with; the defaults are the service's (``[bot]`` in
    the config file, ``BotServiceSection``).

    ``settle_s``: an ambient turn waits for this much quiet (at most ``settle_max_s``, so
    a conversation that never pauses still hears from the personas). ``stale_after_s``:
    an ambient turn waiting longer is dropped. ``answers_per_minute``: ambient answers in
    one chat wait once this many messages went out in the last minute, every message of
    an answer counted, addressed ones too (Telegram allows about 20 a minute per group,
    and the memory commands need room too).
    ``catch_up``: only the newest waiting ambient message is answered. ``one_voice``: an
    ambient message gets one ``all`` persona, in turn.
    """

    settle_s: float = _CONFIGURED.settle_s
    settle_max_s: float = _CONFIGURED.settle_max_s
    stale_after_s: float = _CONFIGURED.stale_after_s
    answers_per_minute: int = _CONFIGURED.answers_per_minute
    catch_up: bool = _CONFIGURED.catch_up
    one_voice: bool = _CONFIGURED.one_voice

    @classmethod
    def configured(cls, section: BotServiceSection) -> Pacing:
        """The pacing the config file's ``[bot]`` section asks for."""
        return cls(
            settle_s=section.settle_s,
            settle_max_s=section.settle_max_s,
            stale_after_s=section.stale_after_s,
            answers_per_minute=section.answers_per_minute,
            catch_up=section.catch_up,
            one_voice=section.one_voice,
        )


@dataclass
class _Turn:
    """A message waiting for an answer, and who may give it."""

    incoming: Incoming
    seats: list[Seat]
    addressed: bool
    at: float  # anyio.current_time() when it arrived


@dataclass
class _Lane:
    """One chat's waiting turns and recent answers; worked by one task at a time."""

    addressed: deque[_Turn] = field(default_factory=deque)
    ambient: deque[_Turn] = field(default_factory=deque)
    waiting_since: float = 0.0  # when the oldest unanswered ambient message arrived
    last_arrival: float = 0.0
    answered_at: deque[float] = field(default_factory=deque)
    last_voice: dict[str, float] = field(default_factory=dict)
    answered_id: int = 0  # the newest message an answer was given to
    wake: anyio.Event = field(default_factory=anyio.Event)
    busy: bool = False

    def next_slot(self, now: float, per_minute: int) -> float:
        """When the per-minute budget next allows an ambient answer (``now`` if it does)."""
        while self.answered_at and self.answered_at[0] <= now - 60.0:
            self.answered_at.popleft()
        if per_minute <= 0 or len(self.answered_at) < per_minute:
            return now
        return self.answered_at[-per_minute] + 60.0


class Conductor:
    """Runs the answer lanes of all personas; an async context manager around a task group."""

    def __init__(
        self,
        system: ActorSystem,
        replier: PersonaReplier | None,
        *,
        context_timeout_s: float = 10.0,
        drain_timeout_s: float = 30.0,
        pacing: Pacing | None = None,
    ) -> None:
        self.system = system
        self.replier = replier
        self.seats: list[Seat] = []
        self.context_timeout_s = context_timeout_s
        self.drain_timeout_s = drain_timeout_s
        self.pacing = pacing or Pacing()
        self._lanes: dict[int, _Lane] = {}
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
        """Let answers in flight and addressed turns finish (bounded); ambient turns still
        waiting are dropped; then cancel what is left."""
        self._closing = True
        assert self._tg is not None
        for lane in self._lanes.values():
            lane.wake.set()
        with anyio.move_on_after(self.drain_timeout_s) as scope:
            await self._idle.wait()
        if scope.cancelled_caught:
            logger.warning(
                "answer rounds still running after %g s: cancelled", self.drain_timeout_s
            )
        self._tg.cancel_scope.cancel()
        return await self._tg.__aexit__(*exc_info)  # type: ignore[arg-type]

    def _answering(self) -> list[tuple[Seat, Bot | None]]:
        if self.replier is None:
            return []
        replier = self.replier
        return [(s, s.current_bot()) for s in self.seats if replier.answers(s.persona.name)]

    def addressed(self, message: Message) -> tuple[list[Seat], bool]:
        """The seats that may answer ``message`` in order, and whether it asked them.

        Asked: @mentioned or replied to (any mode), named (``all`` mode), or everyone
        asked at once (every ``all`` persona). Otherwise the ``all`` personas, as
        candidates for an ambient answer.
        """
        text = message.text or message.caption or ""
        if text.startswith("/"):
            return [], False  # commands are answered by the command handlers, not by personas
        seats = self._answering()
        if not self.pacing.one_voice:  # the behaviour before pacing: all of them, in turn
            return [
                seat
                for seat, bot in seats
                if seat.persona.reply_mode == "all" or (bot is not None and _mentions(message, bot))
            ], False
        everyone = _EVERYONE.search(text) is not None
        asked = [
            seat
            for seat, bot in seats
            if (bot is not None and _mentions(message, bot))
            or (seat.persona.reply_mode == "all" and (everyone or _names(text, seat.persona.name)))
        ]
        if asked:
            return asked, True
        return [seat for seat, _bot in seats if seat.persona.reply_mode == "all"], False

    def on_human(self, message: Message, incoming: Incoming) -> None:
        """Called once per new human message: queue its turn in its chat's lane."""
        if self.replier is None or self._closing or self._tg is None:
            return
        seats, asked = self.addressed(message)
        if not seats:
            return
        now = anyio.current_time()
        lane = self._lanes.setdefault(message.chat_id, _Lane())
        turn = _Turn(incoming, seats, asked, now)
        lane.last_arrival = now
        if asked:
            lane.addressed.append(turn)
        else:
            if not lane.ambient:
                lane.waiting_since = now
            if self.pacing.catch_up and lane.ambient:
                skipped = lane.ambient.pop()
                logger.debug(
                    "chat %s: message %s skipped, a newer one is waiting",
                    message.chat_id,
                    skipped.incoming.message_id,
                )
            lane.ambient.append(turn)
        lane.wake.set()
        if not lane.busy:
            lane.busy = True
            self._running += 1
            self._idle = anyio.Event() if self._running == 1 else self._idle
            self._tg.start_soon(self._work, message.chat_id, lane)

    async def _work(self, chat_id: int, lane: _Lane) -> None:
        """Answer the lane's turns until none is left: addressed first."""
        try:
            while (turn := await self._next_turn(chat_id, lane)) is not None:
                await self._round(chat_id, lane, turn)
        finally:
            lane.busy = False
            self._running -= 1
            if self._running == 0:
                self._idle.set()

    def _outdated(self, lane: _Lane, turn: _Turn, now: float) -> bool:
        """Whether an ambient turn is no longer worth an answer."""
        mid = turn.incoming.message_id
        answered_past = self.pacing.catch_up and mid is not None and mid <= lane.answered_id
        return answered_past or now - turn.at > self.pacing.stale_after_s

    async def _next_turn(self, chat_id: int, lane: _Lane) -> _Turn | None:
        """The next turn to answer, waiting for a pause or the budget as pacing asks."""
        pacing = self.pacing
        while True:
            if lane.addressed:
                return lane.addressed.popleft()
            if self._closing or not lane.ambient:
                lane.ambient.clear()
                return None
            now = anyio.current_time()
            turn = lane.ambient[0]
            if self._outdated(lane, turn, now):
                lane.ambient.popleft()
                logger.debug("chat %s: stale message %s skipped", chat_id, turn.incoming.message_id)
                lane.waiting_since = now
                continue
            ready = min(
                lane.last_arrival + pacing.settle_s, lane.waiting_since + pacing.settle_max_s
            )
            slot = lane.next_slot(now, pacing.answers_per_minute)
            if slot > now:
                logger.debug(
                    "chat %s: %d messages sent in the last minute ([bot] answers_per_minute):"
                    " message %s waits %.0f s",
                    chat_id, len(lane.answered_at), turn.incoming.message_id, slot - now,
                )  # fmt: skip
            ready = max(ready, slot)
            if ready <= now:
                lane.waiting_since = now
                return lane.ambient.popleft()
            lane.wake = anyio.Event()
            with anyio.move_on_after(ready - now):
                await lane.wake.wait()

    def _voices(self, lane: _Lane, turn: _Turn) -> list[Seat]:
        """The seats in the order they try: as asked, or the longest quiet first."""
        if turn.addressed or not self.pacing.one_voice:
            return turn.seats
        order = {id(seat): i for i, seat in enumerate(turn.seats)}
        return sorted(
            turn.seats,
            key=lambda s: (lane.last_voice.get(s.persona.name, -math.inf), order[id(s)]),
        )

    async def _round(self, chat_id: int, lane: _Lane, turn: _Turn) -> None:
        """Answer one turn: every asked seat in order (each sees the answers before it),
        or one ambient voice (the next tries only when it could not answer)."""
        earlier: list[Answer] = []
        one = self.pacing.one_voice and not turn.addressed
        for seat in self._voices(lane, turn):
            given = await self._answer(chat_id, turn.incoming, seat, earlier)
            if given is None:
                continue
            answer, messages = given
            earlier.append(Answer(seat.persona.name, answer))
            now = anyio.current_time()
            lane.answered_at.extend([now] * messages)  # every message sent counts
            lane.last_voice[seat.persona.name] = now
            if one:
                break
        mid = turn.incoming.message_id
        if earlier and mid is not None:
            lane.answered_id = max(lane.answered_id, mid)

    async def _memory(self, chat_id: int, incoming: Incoming, persona: str) -> Context:
        """The chat's memory for an answer to ``incoming``. Recall that cannot get its turn
        in time gives way to the summaries and the recent conversation; a chat actor that
        does not answer within ``context_timeout_s`` at all (a stalled disk, a mailbox
        behind an import) gives none, and the persona answers without it, told so,
        rather than staying silent."""
        try:
            return await self.system.ask(
                chat_id,
                BuildContext(
                    text=incoming.text,
                    message_id=incoming.message_id,
                    thread_id=incoming.thread_id,
                    recall_wait_s=self.context_timeout_s * RECALL_SHARE,
                ),
                timeout=self.context_timeout_s,
            )
        except (TimeoutError, ChatUnavailableError) as exc:
            why = (
                str(exc)
                if isinstance(exc, ChatUnavailableError)
                else f"its memory did not answer within {self.context_timeout_s:g} s "
                "([bot] memory_wait_s)"
            )
            logger.warning("chat %s: %s: %s answers without it", chat_id, why, persona)
            return Context(
                context=MEMORY_UNAVAILABLE,
                messages=[],
                summaries=[],
                tokens=context_tokens(MEMORY_UNAVAILABLE),
            )

    async def _answer(
        self, chat_id: int, incoming: Incoming, seat: Seat, earlier: list[Answer]
    ) -> tuple[str, int] | None:
        """One persona's turn: its answer and how many messages it took; a failure is
        logged and the round goes on."""
        assert self.replier is not None
        bot = seat.current_bot()
        if bot is None:
            logger.warning(
                "%s is restarting: skipped its answer in chat %s", seat.persona.name, chat_id
            )
            return None
        try:
            memory = await self._memory(chat_id, incoming, seat.persona.name)
            sender = incoming.sender
            if not incoming.is_bot:  # as the chat's memory records them
                sender = person_name(sender, self.system.settings.personas)
            text = await self.replier.reply(
                seat.persona.name, chat_id, memory, sender, incoming.text, earlier,
                thread_id=incoming.thread_id,
            )  # fmt: skip
            if not text:
                return None
            sent = await seat.outbox.send(
                bot, chat_id, text, reply_to=incoming.message_id, thread_id=incoming.thread_id
            )
        except Exception:  # one persona failing (Telegram, actor timeout) must not stop the round
            logger.exception("%s could not answer in chat %s", seat.persona.name, chat_id)
            return None
        return (text, len(sent)) if sent else None
