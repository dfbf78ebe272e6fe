"""Recording: every update a persona bot receives becomes (at most) one memory record.

A human message reaches every persona bot, so the same (chat_id, message_id) arrives up
to once per bot. The ``UpdateRecorder`` is shared by all persona Applications: it records a
message once (the actors dedupe too, this just saves the round trips), and the first
copy to arrive is handed to the ``Conductor`` that decides which personas answer.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime

import anyio
from telegram import Message, Update
from telegram.ext import BaseHandler, ContextTypes, TypeHandler

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.bot.context import Allowlist
from groupchat_memory.bot.formatting import parse_command
from groupchat_memory.bot.offrecord import OffRecord
from groupchat_memory.store.records import MessageKind

log = logging.getLogger(__name__)

RECORD_GROUP = -1
"""Handler group of the recorder: runs before the command handlers (group 0)."""

OnHuman = Callable[[Message, Incoming], None]


def sender_name(message: Message) -> str:
    """Display name: an anonymous admin or channel speaks as the chat, people by full name."""
    if message.sender_chat is not None:
        return message.sender_chat.title or message.sender_chat.effective_name or "채널"
    user = message.from_user
    if user is None:
        return "알 수 없음"
    return user.full_name or user.username or str(user.id)


def _media_placeholder(message: Message) -> str | None:
    """A short Korean marker for media that came without a caption."""
    if message.photo:
        return "[사진]"
    if message.sticker is not None:
        emoji = message.sticker.emoji
        return f"[스티커 {emoji}]" if emoji else "[스티커]"
    if message.animation is not None:
        return "[GIF]"
    if message.video is not None:
        return "[동영상]"
    if message.video_note is not None:
        return "[영상 메시지]"
    if message.voice is not None:
        return "[음성]"
    if message.audio is not None:
        title = message.audio.title or message.audio.file_name
        return f"[오디오: {title}]" if title else "[오디오]"
    if message.document is not None:
        name = message.document.file_name
        return f"[파일: {name}]" if name else "[파일]"
    if message.location is not None:
        return "[위치]"
    if message.contact is not None:
        return f"[연락처: {message.contact.first_name}]"
    if message.poll is not None:
        return f"[투표: {message.poll.question}]"
    if message.dice is not None:
        return f"[주사위 {message.dice.emoji}]"
    return None


def _service_text(message: Message) -> str | None:
    """Chat events worth remembering, as one bracketed line."""
    if message.new_chat_members:
        names = ", ".join(u.full_name for u in message.new_chat_members)
        return f"[입장: {names}]"
    if message.left_chat_member is not None:
        return f"[퇴장: {message.left_chat_member.full_name}]"
    if message.new_chat_title:
        return f"[채팅방 이름 변경: {message.new_chat_title}]"
    if message.pinned_message is not None:
        return "[메시지 고정]"
    return None


def message_text(message: Message) -> tuple[str, MessageKind] | None:
    """What to store for a message: its text, caption, a placeholder, or a service line.

    A memory command (``/history 5``) is kept as ``kind="command"``: shown by ``/history``,
    never part of the conversation a persona or a summary reads. A captioned photo keeps
    its ``[사진]`` marker in front of the caption.
    """
    if message.text:
        return message.text, "command" if parse_command(message.text) else "message"
    placeholder = _media_placeholder(message)
    if message.caption:
        return (f"{placeholder} {message.caption}" if placeholder else message.caption), "message"
    if placeholder is not None:
        return placeholder, "message"
    service = _service_text(message)
    if service is not None:
        return service, "service"
    return None


def clean_text(text: str) -> str:
    """``text`` with lone UTF-16 surrogates replaced by U+FFFD.

    Telegram's JSON may carry an unpaired ``\\ud800`` escape (in a text, a caption or a
    user's name); Python decodes it into a string that cannot be written as UTF-8, so
    the log would refuse the record and its actor would set it aside as poison. Any
    user can send one: it is data, not poison. Valid pairs are joined, not replaced.
    """
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


def to_incoming(message: Message, *, edited: bool = False) -> Incoming | None:
    """The ``Incoming`` for a Telegram message or edit; None when there is nothing to keep."""
    found = message_text(message)
    if found is None:
        return None
    text, kind = found
    if edited:
        kind = "edit"
    when = (message.edit_date if edited and message.edit_date else message.date) or datetime.now(
        UTC
    )
    user = message.from_user
    is_bot = message.sender_chat is None and user is not None and user.is_bot
    reply = message.reply_to_message
    return Incoming(
        sender=clean_text(sender_name(message)),
        text=clean_text(text),
        timestamp=when if when.tzinfo else when.replace(tzinfo=UTC),
        is_bot=is_bot,
        message_id=message.message_id,
        sender_id=user.id if user is not None and message.sender_chat is None else None,
        reply_to=reply.message_id if reply is not None else None,
        thread_id=message.message_thread_id if message.is_topic_message else None,
        kind=kind,
    )


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
    ) -> None:
        self.system = system
        self.offrecord = offrecord
        self.allowlist = allowlist
        self.on_human = on_human
        self._remember = remember
        self._seen: OrderedDict[tuple[int, int, int, int], anyio.Event] = OrderedDict()
        self._ignored: set[int] = set()
        self._migrated: set[int] = set()

    def handler(self) -> BaseHandler[Update, ContextTypes.DEFAULT_TYPE, None]:
        """The PTB handler to add to every persona Application in ``RECORD_GROUP``."""
        return TypeHandler(Update, self.on_update)

    async def on_update(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Record a message or an edit; hand a new human message to ``on_human``."""
        edited = update.edited_message is not None
        message = update.message or update.edited_message
        if message is None:
            return
        await self.record(message, edited=edited)

    async def _first_time(self, key: tuple[int, int, int, int]) -> bool:
        """Whether this process sees ``key`` for the first time (bounded memory).

        A copy arriving while the first is still being recorded waits for it, so no bot
        moves on to its next update before this one is durable (order is kept).
        """
        pending = self._seen.get(key)
        if pending is not None:
            await pending.wait()
            return False
        self._seen[key] = anyio.Event()
        if len(self._seen) > self._remember:
            self._seen.popitem(last=False)
        return True

    async def record(self, message: Message, *, edited: bool = False) -> bool:
        """Record one message; True when this call stored it (not a duplicate or ignored)."""
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
                log.warning(
                    "chat %s %r is not in [telegram] allowed_chats: not recording or "
                    "answering it (add its id to the config to enable it)",
                    chat_id,
                    title,
                )
            return False
        incoming = to_incoming(message, edited=edited)
        if incoming is None:
            return False
        off = self.offrecord
        edited_at = message.edit_date if edited else None
        if off is not None and off.is_off(chat_id, message.message_id, message.date, edited_at):
            return False  # off the record (/비공개): not stored, so not answered either
        # each persona receives its own copy of an update: the key says which copies are
        # one. Telegram dates are whole seconds, so two edits in one second differ only
        # by their text
        edit_marker = int(message.edit_date.timestamp()) if edited and message.edit_date else 0
        edit_text = hash(message.text or message.caption or "") if edited else 0
        key = (chat_id, message.message_id, edit_marker, edit_text)
        if not await self._first_time(key):
            return False
        done = self._seen[key]
        try:
            stored = await self.system.record(chat_id, incoming)
        except BaseException:
            self._seen.pop(key, None)  # let another bot's copy try again
            raise
        finally:
            done.set()
        if stored and incoming.kind == "message" and not incoming.is_bot and self.on_human:
            self.on_human(message, incoming)
        return stored

    async def _migrate(self, old_chat_id: int, new_chat_id: int) -> None:
        """Group -> supergroup: the memory follows the new id (once, whichever bot sees it)."""
        if old_chat_id in self._migrated or old_chat_id not in self.allowlist:
            return
        self._migrated.add(old_chat_id)
        self.allowlist.add(new_chat_id)
        await self.system.migrate(old_chat_id, new_chat_id)
        log.warning(
            "chat %s became the supergroup %s: its memory moved there; replace the old id "
            "with %s in [telegram] allowed_chats",
            old_chat_id,
            new_chat_id,
            new_chat_id,
        )
