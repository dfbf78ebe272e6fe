"""Reading a Telegram Desktop chat export (``result.json`` of "Export chat history", JSON).

Text comes as a string or a list of entities; replies, media (placeholders such as
``[사진]`` unless captioned), service messages (joins, pins, title changes) and edits (the
latest text wins) become ``Incoming`` messages for a replay (``bot.importers``).

A forum's export names no topic on its messages: Telegram Desktop writes the topic as the
message a plain topic message replies to (the topic's creation, whose id the Bot API calls
the ``message_thread_id``), and a reply inside a topic replies to a message of that topic.
So the topic is read from the reply chain, as the live path reads ``message_thread_id``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from groupchat_memory.actors.messages import Incoming
from groupchat_memory.base.textfold import fold_name
from groupchat_memory.bot.importers.ingest import OUT_OF_RANGE, ImportFormatError, Tally, in_range
from groupchat_memory.bot.views.formatting import forward_prefix, looks_like_command
from groupchat_memory.domain.summaries.topics import clean_topic_name
from groupchat_memory.store.exceptions import RecordError
from groupchat_memory.store.log import parse_timestamp

_SUPERGROUP_TYPES = {"private_supergroup", "public_supergroup", "private_channel", "public_channel"}


def flatten_text(value: Any) -> str:
    """Export text: a plain string, or a list of strings and ``{"type", "text"}`` entities."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(
            part if isinstance(part, str) else str(part.get("text", "")) for part in value
        )
    return ""


def bot_api_chat_id(export: dict[str, Any]) -> int:
    """The Bot API id of an exported chat (supergroups and channels get the -100 prefix)."""
    raw = export.get("id")
    if not isinstance(raw, int):
        raise ImportFormatError("the export has no chat id; pass --chat ID")
    kind = export.get("type", "")
    if kind in _SUPERGROUP_TYPES:
        return int(f"-100{raw}")
    if kind == "private_group":
        return -raw
    return raw


def _placeholder(msg: dict[str, Any]) -> str | None:
    """A short marker for media without a caption, as the live bot records it."""
    media = msg.get("media_type")
    if "photo" in msg:
        return "[사진]"
    if media == "sticker":
        emoji = msg.get("sticker_emoji")
        return f"[스티커 {emoji}]" if emoji else "[스티커]"
    named = {
        "animation": "[GIF]",
        "video_file": "[동영상]",
        "video_message": "[영상 메시지]",
        "voice_message": "[음성]",
    }
    if media in named:
        return named[media]
    if media == "audio_file":
        title = msg.get("title") or msg.get("file_name")
        return f"[오디오: {title}]" if title else "[오디오]"
    if "file" in msg:
        name = msg.get("file_name")
        return f"[파일: {name}]" if name else "[파일]"
    if "location_information" in msg:
        return "[위치]"
    if "contact_information" in msg:
        return f"[연락처: {msg['contact_information'].get('first_name', '')}]"
    if "poll" in msg:
        return f"[투표: {msg['poll'].get('question', '')}]"
    return None


def _service_text(msg: dict[str, Any]) -> str:
    """A service message as one bracketed Korean line."""
    action = str(msg.get("action", "service"))
    members = ", ".join(str(m) for m in msg.get("members") or [] if m)
    known = {
        "create_group": f"[그룹 생성: {msg.get('title', '')}]",
        "invite_members": f"[입장: {members}]",
        "join_group_by_link": f"[입장: {msg.get('actor', '')}]",
        "remove_members": f"[퇴장: {members}]",
        "edit_group_title": f"[채팅방 이름 변경: {msg.get('title', '')}]",
        "pin_message": f"[메시지 고정: #{msg.get('message_id', '')}]",
        "edit_group_photo": "[채팅방 사진 변경]",
        "migrate_from_group": "[슈퍼그룹으로 전환]",
    }
    if action in ("topic_created", "topic_edit"):
        name = _topic_title(msg)
        if action == "topic_created":
            return f"[주제 생성: {name}]" if name else "[주제 생성]"
        return f"[주제 이름 변경: {name}]" if name else "[주제 수정]"
    return known.get(action, f"[{action}]")


def _topic_title(msg: dict[str, Any]) -> str | None:
    """The cleaned name a topic was created (``title``) or renamed (``new_title``) with."""
    raw = msg.get("title") if msg.get("action") == "topic_created" else msg.get("new_title")
    return clean_topic_name(raw) if isinstance(raw, str) else None


class _Topics:
    """Which forum topic each exported message was said in, read in the export's order.

    A topic's creation opens it; a message replying to the creation is in that topic and
    replies to nothing a member chose (as ``replied_to`` reads the live update); a reply to
    a message of a topic is in that topic. Everything else is the General topic (None),
    and so is a forum export that starts after its topics were made: nothing says where
    those messages were."""

    def __init__(self) -> None:
        self.opened: set[int] = set()
        self.of: dict[int, int] = {}

    def place(self, msg: dict[str, Any], service: bool) -> tuple[int | None, Any]:
        """(thread_id, reply_to) of the message ``msg``; a reply id that is no integer is
        passed on as it is, for ``unstorable`` to skip the message by its reason."""
        ident = msg["id"]
        if service:
            if msg.get("action") == "topic_created":
                self.opened.add(ident)
                self.of[ident] = ident
                return ident, None
            return None, None
        reply = msg.get("reply_to_message_id")
        if not isinstance(reply, int) or isinstance(reply, bool):
            return None, reply
        if reply in self.opened:
            self.of[ident] = reply
            return reply, None
        thread = self.of.get(reply)
        if thread is not None:
            self.of[ident] = thread
        return thread, reply


def _moment(msg: dict[str, Any], unix_key: str, key: str, tz: ZoneInfo) -> datetime | None:
    """A time from ``*_unixtime`` (exact) or the naive local ``date`` string."""
    unix = msg.get(unix_key)
    if unix is not None:
        try:
            return datetime.fromtimestamp(int(unix), UTC)
        except (TypeError, ValueError, OverflowError, OSError):  # OSError: beyond the platform
            pass
    text = msg.get(key)
    if not isinstance(text, str):
        return None
    try:
        return parse_timestamp(text, tz)
    except RecordError:
        return None


def _user_id(raw: Any) -> int | None:
    """``"user123"`` -> 123 (channels and odd ids give None)."""
    if isinstance(raw, str) and raw.startswith("user") and raw[4:].isdigit():
        return int(raw[4:])
    return None


def export_senders(export: dict[str, Any]) -> list[str]:
    """Who wrote the export's messages, most messages first."""
    found = Counter(
        str(msg["from"])
        for msg in export.get("messages") or []
        if isinstance(msg, dict) and msg.get("type") != "service" and msg.get("from")
    )
    return [name for name, _ in found.most_common()]


def export_items(
    export: dict[str, Any],
    tz: ZoneInfo,
    bot_names: set[str],
    tally: Tally,
    bot_ids: Mapping[int, str] | None = None,
) -> Iterator[tuple[Incoming, Incoming | None]]:
    """Each usable exported message as (message, its latest edit or None); others tallied.

    A persona's message is the bot's: its sender is one of ``bot_names``, or its
    Telegram user id one of ``bot_ids`` (the id a bot token starts with), recorded under
    the persona's name as the live service records it."""
    bot_ids = bot_ids or {}
    topics = _Topics()
    for msg in export.get("messages") or []:
        if not isinstance(msg, dict) or not isinstance(msg.get("id"), int):
            tally.skip("not a message object")
            continue
        service = msg.get("type") == "service"
        # before any skip: a topic whose creation is skipped still holds its messages
        thread, reply_to = topics.place(msg, service)
        when = _moment(msg, "date_unixtime", "date", tz)
        if when is None:
            tally.skip("no readable date", f"message {msg.get('id')}")
            continue
        if not in_range(when):
            tally.skip(OUT_OF_RANGE, f"message {msg['id']}")
            continue
        text = flatten_text(msg.get("text_entities") or msg.get("text"))
        if service:
            sender = str(msg.get("actor") or "system")
            text = _service_text(msg)
        else:
            sender = str(msg.get("from") or "알 수 없음")
            sender = bot_ids.get(_user_id(msg.get("from_id")) or 0, sender)
            # a captioned photo keeps its marker in front, as the live bot stores it
            marker = _placeholder(msg)
            text = (f"{marker} {text}" if text else marker) if marker else text
            origin = msg.get("forwarded_from")
            if isinstance(origin, str) and text.strip():
                text = forward_prefix(fold_name(origin)) + text
        if not text.strip():
            tally.skip("empty message", f"message {msg['id']}")
            continue
        edited = _moment(msg, "edited_unixtime", "edited", tz) if "edited" in msg else None
        base = Incoming(
            sender=sender,
            text=text,
            timestamp=when,
            is_bot=sender in bot_names,
            message_id=msg["id"],
            sender_id=_user_id(msg.get("actor_id") if service else msg.get("from_id")),
            reply_to=reply_to,
            thread_id=thread,
            kind="service" if service else "command" if looks_like_command(text) else "message",
            topic_name=_topic_title(msg) if service and thread is not None else None,
        )
        edit = None
        if edited is not None:
            edit = Incoming(
                sender=sender, text=text, timestamp=edited, is_bot=base.is_bot,
                message_id=msg["id"], sender_id=base.sender_id, thread_id=thread, kind="edit",
            )  # fmt: skip
        yield base, edit
