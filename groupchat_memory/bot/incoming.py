"""Telegram messages as the memory's ``Incoming``: what a message's text, sender and kind are.

Shared by the service's recorder (``bot.telegram.handlers``) and the library's
``record_message`` (``bot.api.library``), which takes a python-telegram-bot ``Message``
from a bot we did not write.
"""

from __future__ import annotations

from datetime import UTC, datetime

from telegram import (
    Message,
    MessageOriginChannel,
    MessageOriginChat,
    MessageOriginHiddenUser,
    MessageOriginUser,
    MessageReactionUpdated,
    ReactionTypeEmoji,
)

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.base.textfold import fold_name
from groupchat_memory.bot.views.formatting import forward_prefix, looks_like_command, parse_command
from groupchat_memory.domain.summaries.reactions import reaction_text
from groupchat_memory.domain.summaries.topics import clean_topic_name
from groupchat_memory.store.records import MessageKind


def sender_name(message: Message) -> str:
    """Display name: an anonymous admin or channel speaks as the chat, people by full name."""
    if message.sender_chat is not None:
        return message.sender_chat.title or message.sender_chat.effective_name or "채널"
    user = message.from_user
    if user is None:
        return "알 수 없음"
    return user.full_name or user.username or str(user.id)


def forwarded_from(message: Message) -> str | None:
    """Who first wrote a forwarded message, as the ``(전달: 이름)`` prefix names them;
    None when the message is the sender's own."""
    origin = message.forward_origin
    if origin is None:
        return None
    if isinstance(origin, MessageOriginUser):
        user = origin.sender_user
        name = fold_name(user.full_name or user.username or str(user.id))
        return f"{name} [bot]" if user.is_bot else name
    if isinstance(origin, MessageOriginHiddenUser):
        return fold_name(origin.sender_user_name)
    if isinstance(origin, MessageOriginChat):
        return fold_name(origin.sender_chat.title or origin.sender_chat.effective_name or "채팅방")
    if isinstance(origin, MessageOriginChannel):
        return fold_name(origin.chat.title or origin.chat.effective_name or "채널")
    return "알 수 없음"


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


def thread_of(message: Message) -> int | None:
    """The forum topic a message belongs to; None outside a forum's topics.

    Only a topic message of a forum has one: in other supergroups ``message_thread_id`` is
    the first message of a chain of replies, and the General topic has no topic message.
    A thread id that is not a positive number is no topic either.
    """
    thread = message.message_thread_id
    if not message.is_topic_message or not message.chat.is_forum or thread is None:
        return None
    return thread if thread > 0 else None


def replied_to(message: Message) -> Message | None:
    """The message ``message`` replies to; None when it replies to nothing, or only to its
    forum topic: Telegram makes every topic message that replies to nothing a reply to the
    topic's creation message (whose id is the ``message_thread_id``), which no member
    chose to answer."""
    reply = message.reply_to_message
    if reply is None or reply.forum_topic_created is not None:
        return None
    if message.is_topic_message and reply.message_id == message.message_thread_id:
        return None
    return reply


def topic_name_of(message: Message) -> str | None:
    """The name a forum topic was created or renamed with, cleaned; None for any other
    message, a rename of the icon only, or a name with nothing printable in it."""
    if message.forum_topic_created is not None:
        return clean_topic_name(message.forum_topic_created.name)
    if message.forum_topic_edited is not None:
        return clean_topic_name(message.forum_topic_edited.name)
    return None


def _service_text(message: Message) -> str | None:
    """Chat events worth remembering, as one bracketed line."""
    if message.forum_topic_created is not None:
        name = clean_topic_name(message.forum_topic_created.name)
        return f"[주제 생성: {name}]" if name else "[주제 생성]"
    if message.forum_topic_edited is not None:
        name = clean_topic_name(message.forum_topic_edited.name)
        return f"[주제 이름 변경: {name}]" if name else "[주제 수정]"
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

    A memory command (``/history 5``), and any other ``/command`` (``/help``, a typo, another
    bot's), is kept as ``kind="command"``: shown by ``/history``, never part of the
    conversation a persona or a summary reads, nor counted as a message. A captioned photo keeps
    its ``[사진]`` marker in front of the caption.
    """
    if message.text:
        command = parse_command(message.text) or looks_like_command(message.text)
        return message.text, "command" if command else "message"
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
    origin = forwarded_from(message)
    if origin is not None and kind != "service":
        # someone else's words, and never a command the forwarder typed
        text, kind = forward_prefix(origin) + text, "message"
    if edited:
        kind = "edit"
    when = (message.edit_date if edited and message.edit_date else message.date) or datetime.now(
        UTC
    )
    user = message.from_user
    is_bot = message.sender_chat is None and user is not None and user.is_bot
    reply = replied_to(message)
    thread = thread_of(message)
    return Incoming(
        sender=clean_text(sender_name(message)),
        text=clean_text(text),
        timestamp=when if when.tzinfo else when.replace(tzinfo=UTC),
        is_bot=is_bot,
        message_id=message.message_id,
        sender_id=user.id if user is not None and message.sender_chat is None else None,
        reply_to=reply.message_id if reply is not None else None,
        thread_id=thread,
        kind=kind,
        topic_name=topic_name_of(message) if kind == "service" and thread is not None else None,
    )


def _emoji_of(reactions: object) -> str:
    """The emoji reactions of a ``new_reaction``/``old_reaction`` list as a record's text;
    custom emoji and paid stars say nothing we can read, and are left out."""
    if not isinstance(reactions, (list, tuple)):
        return ""
    return reaction_text(
        r.emoji for r in reactions if isinstance(r, ReactionTypeEmoji) and isinstance(r.emoji, str)
    )


def reaction_incoming(update: MessageReactionUpdated) -> Incoming | None:
    """The ``Incoming`` for a change of someone's reactions on a message; None when there is
    nothing to keep: a bot's reaction, one without a message, a date or an author, or a
    change of custom emoji and paid stars only. An anonymous admin (``actor_chat``) reacts
    as the chat.
    """
    message_id, when = update.message_id, update.date
    if not isinstance(message_id, int) or isinstance(message_id, bool) or message_id <= 0:
        return None
    if not isinstance(when, datetime):
        return None  # Telegram dates every change; the order of a member's changes needs it
    user, actor = update.user, update.actor_chat
    if user is not None:
        if user.is_bot:
            return None  # a persona's 👍 on its own proposal is no one's agreement
        name, sender_id = user.full_name or user.username or str(user.id), user.id
    elif actor is not None:
        name, sender_id = actor.title or actor.effective_name or "채팅방", None
    else:
        return None
    text = _emoji_of(update.new_reaction)
    if text == _emoji_of(update.old_reaction):
        return None  # only custom emoji or stars changed (or nothing did)
    return Incoming(
        sender=clean_text(name),
        text=clean_text(text),
        timestamp=when if when.tzinfo else when.replace(tzinfo=UTC),
        sender_id=sender_id,
        reply_to=message_id,
        kind="reaction",
    )
