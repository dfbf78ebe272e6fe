"""What every handler needs, in one frozen value: ``BotContext``.

It is the seam between the service (which builds one per persona Application) and the
handlers of ``bot/telegram/handlers.py``, ``bot/telegram/personas.py`` and
``bot/telegram/commands.py``. The ``Outbox`` sends a persona's text and records each sent
part at send time, because bots never see each other's messages: what a persona says
reaches the memory only this way.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

from telegram import Bot, InputFile, Message, ReplyParameters

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.migration import follow
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.config.personas import PersonaConfig
from groupchat_memory.bot.telegram.offrecord import OffRecord
from groupchat_memory.bot.views.textsplit import TELEGRAM_LIMIT, split_message, utf16_len
from groupchat_memory.store.records import MessageKind
from groupchat_memory.upkeep.jobs import Upkeep

logger = logging.getLogger(__name__)


ANSWER_FILE_NOTE = "(답변이 길어 여기까지만 보여 드립니다. 전체 {size:,}자는 첨부 파일에 있어요)"
"""Ends an answer cut at ``[bot] answer_max_chars``; the whole answer follows as a file."""
ANSWER_FILE_CAPTION = "📎 {name}의 전체 답변 ({size:,}자)"


def capped_answer(text: str, max_chars: int) -> str | None:
    """The start of an answer longer than ``max_chars`` (UTF-16 units, as Telegram counts),
    cut at the coarsest boundary that fits, with ``…`` and a note that the rest is in a
    file; None when the answer fits."""
    if utf16_len(text) <= max_chars:
        return None
    note = ANSWER_FILE_NOTE.format(size=len(text))
    room = max(2, max_chars - utf16_len(note) - 2)
    return f"{split_message(text, room)[0].rstrip()}…\n{note}"


class Outbox:
    """Sends one persona's messages (split to Telegram's limit) and records each part.

    An answer longer than ``max_chars`` is cut (``capped_answer``) and the whole of it is
    sent as a text file, so one answer is a bounded number of messages: a runaway model
    cannot flood the group past the pace the service keeps."""

    def __init__(
        self, system: ActorSystem, persona: PersonaConfig, *, max_chars: int = TELEGRAM_LIMIT
    ) -> None:
        self.system = system
        self.persona = persona
        self.max_chars = max_chars

    async def send(
        self,
        bot: Bot,
        chat_id: int,
        text: str,
        *,
        reply_to: int | None = None,
        thread_id: int | None = None,
    ) -> list[Message]:
        """Send ``text`` as one or more messages (and a file when it is cut); each is
        durable in memory on return. Every message sent is in the list."""
        sent: list[Message] = []
        head = capped_answer(text, self.max_chars)
        for part in split_message(text if head is None else head):
            reply = (
                ReplyParameters(message_id=reply_to, allow_sending_without_reply=True)
                if reply_to is not None and not sent
                else None
            )
            message = await bot.send_message(
                chat_id, part, reply_parameters=reply, message_thread_id=thread_id
            )
            sent.append(message)
            await self.record(bot, message, part, reply_to=reply_to, thread_id=thread_id)
        if head is not None and sent:
            caption = ANSWER_FILE_CAPTION.format(name=self.persona.name, size=len(text))
            document = await bot.send_document(
                chat_id,
                InputFile(text.encode("utf-8"), filename=f"answer_{sent[0].message_id}.txt"),
                caption=caption,
                reply_parameters=ReplyParameters(
                    message_id=sent[0].message_id, allow_sending_without_reply=True
                ),
                message_thread_id=thread_id,
            )
            sent.append(document)
            await self.record(
                bot, document, caption, reply_to=sent[0].message_id, thread_id=thread_id
            )
        return sent

    async def record(
        self,
        bot: Bot,
        message: Message,
        text: str,
        *,
        reply_to: int | None = None,
        thread_id: int | None = None,
        kind: MessageKind = "message",
    ) -> None:
        """Record one of our own sent messages as ``is_bot=True`` under the persona's name
        (``kind="command"`` for an answer to a memory command: kept out of the conversation)."""
        when = message.date or datetime.now(UTC)
        incoming = Incoming(
            sender=self.persona.name,
            text=text,
            timestamp=when if when.tzinfo else when.replace(tzinfo=UTC),
            is_bot=True,
            message_id=message.message_id,
            sender_id=message.from_user.id if message.from_user else None,
            reply_to=reply_to,
            thread_id=thread_id,
            kind=kind,
        )
        await self.system.record(message.chat_id, incoming)


class Allowlist:
    """The chats we record and answer: the configured ones plus migration targets.

    When an allowed group becomes a supergroup its memory follows the new id, so the new
    id is allowed, in this run and every later one (and the log and ``doctor`` say to
    put it in the config).
    """

    def __init__(self, chat_ids: Iterable[int]) -> None:
        self._ids = set(chat_ids)

    def __contains__(self, chat_id: object) -> bool:
        return chat_id in self._ids

    def add(self, chat_id: int) -> None:
        """Allow one more chat for this run."""
        self._ids.add(chat_id)

    def follow(self, moves: Mapping[int, int]) -> list[tuple[int, int]]:
        """Allow where each allowed group moved (``actors.migration``: kept for good);
        the (old, new) pairs whose new id the allowlist did not name."""
        added: list[tuple[int, int]] = []
        for old in sorted(moves):
            new = follow(moves, old)
            if old in self._ids and new not in self._ids:
                self._ids.add(new)
                added.append((old, new))
        return added


@dataclass(frozen=True)
class BotContext:
    """Everything a handler of one persona's Application may use."""

    config: Config
    system: ActorSystem
    upkeep: Upkeep
    persona: PersonaConfig
    outbox: Outbox
    allowlist: Allowlist
    offrecord: OffRecord | None = None

    def is_allowed(self, chat_id: int) -> bool:
        """Whether the chat is on the allowlist (memory and answers only there)."""
        return chat_id in self.allowlist
