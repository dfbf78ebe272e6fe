"""Messages a chat could not take yet, kept durably outside its folder until it can.

A chat whose actor cannot start (a ``state.json`` written by a newer version, a folder it
may not read) or whose log refuses writes (a full or read-only disk under its folder)
must not hold back every other chat: Telegram confirms updates in order, so an update
left unconfirmed keeps every later one, of every chat, coming back. Such a chat's
messages are appended here instead, one JSON line each (masked like everything stored,
fsynced), and count as durable: their updates are confirmed. The chat's actor replays
them, in order and before anything else, when it next starts (in whichever process
starts it), and the file is removed once the log holds them all.

``set-aside/<chat_id>.jsonl`` under the data root: each line holds the message (the
fields of an ``Incoming``), the ``seq`` the actor had given it (None when no actor ran: a
replay then skips what the log already holds by message id), the time and why.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any, get_args

from groupchat_memory.actors.messages import Envelope, Incoming
from groupchat_memory.store.files import append_durable, fsync_dir
from groupchat_memory.store.masking import mask
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageKind, MessageRecord

logger = logging.getLogger(__name__)

_KINDS: tuple[MessageKind, ...] = get_args(MessageKind)


def message_fields(inc: Incoming) -> dict[str, Any]:
    """An ``Incoming`` as the JSON object a set-aside or dead-letter line holds (masked)."""
    fields: dict[str, Any] = {
        "sender": mask(inc.sender),
        "text": mask(inc.text),
        "timestamp": inc.timestamp.isoformat(),
        "is_bot": inc.is_bot,
        "message_id": inc.message_id,
        "sender_id": inc.sender_id,
        "reply_to": inc.reply_to,
        "thread_id": inc.thread_id,
        "kind": inc.kind,
    }
    if inc.chat_id is not None:
        fields["chat_id"] = inc.chat_id
    if inc.topic_name is not None:
        fields["topic_name"] = mask(inc.topic_name)
    return fields


def _incoming(fields: dict[str, Any]) -> Incoming:
    """The ``Incoming`` a line's message object holds (ValueError, KeyError or TypeError
    when it does not)."""

    def number(key: str) -> int | None:
        value = fields.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            raise TypeError(f"{key} is not an integer")
        return value

    topic = fields.get("topic_name")
    kind = fields.get("kind", "message")
    if kind not in _KINDS:
        raise ValueError(f"kind {kind!r} is not one of {', '.join(_KINDS)}")
    return Incoming(
        sender=str(fields["sender"]),
        text=str(fields["text"]),
        timestamp=datetime.fromisoformat(str(fields["timestamp"])),
        is_bot=bool(fields.get("is_bot", False)),
        message_id=number("message_id"),
        sender_id=number("sender_id"),
        reply_to=number("reply_to"),
        thread_id=number("thread_id"),
        kind=kind,
        chat_id=number("chat_id"),
        topic_name=topic if isinstance(topic, str) else None,
    )


@dataclass
class AsideFile:
    """What a chat's actors know of its set-aside file: a queue read from ``consumed`` on.
    Kept by the chat's mailbox handle, so it outlives an actor's restart.

    ``enabled``: records the log refuses are set aside too (the service: their updates
    can then be confirmed). ``pending``: the file may hold messages the log has not.
    ``consumed``: how far (bytes) the actor has taken the file into memory; what follows
    is only on disk, and while anything follows (``behind``), the chat's new records go
    to the file too, after it, so their order holds. ``skip_upto``: the log's last seq
    when the file was opened (a message given a seq up to it is in the log). ``in_file``:
    the envelopes in memory whose message the file holds (kept until it is removed).
    """

    enabled: bool = False
    pending: bool = False
    consumed: int = 0
    behind: bool = False
    skip_upto: int = 0
    in_file: set[Envelope] = field(default_factory=set)

    def cleared(self) -> None:
        """The file was removed: nothing waits in it."""
        self.pending = self.behind = False
        self.consumed = 0
        self.in_file.clear()


@dataclass(frozen=True)
class SetAside:
    """One message waiting for its chat: what it is, and the seq it was given if any."""

    incoming: Incoming
    seq: int | None


@dataclass(frozen=True)
class Waiting:
    """A chat's set-aside file at a glance (``doctor``, the service's start)."""

    chat_id: int
    path: Path
    count: int
    error: str
    since: str


def append_set_aside(
    root: DataRoot, chat_id: int, items: list[SetAside], when: datetime, error: str
) -> int:
    """Append ``items`` to the chat's set-aside file, durable on return (blocking); the
    file's size after it.

    ``OSError`` or ``StorageError`` when the disk refuses it too: nothing was kept then.
    """
    path = root.set_aside_path(chat_id)
    stamp = when.isoformat()
    why = mask(error)
    # ensure_ascii: a message may hold text (lone surrogates) UTF-8 cannot encode
    lines = "".join(
        json.dumps(
            {
                "time": stamp,
                "error": why,
                "seq": item.seq,
                "message": message_fields(item.incoming),
            },
            ensure_ascii=True,
        )
        + "\n"
        for item in items
    )
    data = lines.encode("ascii")
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        size = 0
    if size and _torn(path, size):
        data = b"\n" + data  # a crash cut the last line short: start on a fresh one
    if data:
        append_durable(path, data)
    return size + len(data)


def _torn(path: Path, size: int) -> bool:
    with path.open("rb") as file:
        file.seek(size - 1)
        return file.read(1) != b"\n"


def read_set_aside(
    root: DataRoot, chat_id: int, offset: int = 0, limit: int | None = None
) -> tuple[list[SetAside], int]:
    """Up to ``limit`` of the chat's set-aside messages from byte ``offset`` on, oldest
    first, and the offset after them ([] when none).

    A line that does not read is skipped with a warning; the torn end a crash left (never
    acknowledged, no newline) is left alone.
    """
    path = root.set_aside_path(chat_id)
    items: list[SetAside] = []
    try:
        file = path.open("rb")
    except FileNotFoundError:
        return items, offset
    with file:
        file.seek(offset)
        while limit is None or len(items) < limit:
            line = file.readline()
            if not line.endswith(b"\n"):
                break
            offset += len(line)
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                seq = entry.get("seq")
                items.append(
                    SetAside(_incoming(entry["message"]), seq if isinstance(seq, int) else None)
                )
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                logger.warning("%s at byte %d does not read (%s): skipped", path, offset, exc)
    return items, offset


def waiting_records(root: DataRoot, chat_id: int, tz: tzinfo) -> list[MessageRecord]:
    """The chat's set-aside messages as records (masked as the file holds them, no seq),
    oldest first: what ``/history`` shows apart as waiting to be recorded. [] without a
    file (one ``stat``)."""
    if not set_aside_size(root, chat_id):
        return []
    items, _ = read_set_aside(root, chat_id)
    return [
        MessageRecord(
            sender=item.incoming.sender,
            text=item.incoming.text,
            timestamp=item.incoming.timestamp.astimezone(tz).isoformat(),
            is_bot=item.incoming.is_bot,
            chat_id=item.incoming.chat_id or chat_id,
            message_id=item.incoming.message_id,
            sender_id=item.incoming.sender_id,
            reply_to=item.incoming.reply_to,
            thread_id=item.incoming.thread_id,
            kind=item.incoming.kind,
        )
        for item in items
    ]


def set_aside_size(root: DataRoot, chat_id: int) -> int:
    """The chat's set-aside file's size in bytes (0 when it has none)."""
    try:
        return root.set_aside_path(chat_id).stat().st_size
    except FileNotFoundError:
        return 0


def clear_set_aside(root: DataRoot, chat_id: int) -> None:
    """Remove the chat's set-aside file: its log holds every message of it now."""
    path = root.set_aside_path(chat_id)
    try:
        path.unlink()
    except FileNotFoundError:
        return
    fsync_dir(path.parent)


def waiting_chats(root: DataRoot) -> list[Waiting]:
    """Every chat with messages set aside, with how many and the last reason."""
    folder = root.set_aside_dir()
    try:
        paths = sorted(folder.glob("*.jsonl"))
    except OSError:
        return []
    found: list[Waiting] = []
    for path in paths:
        try:
            chat_id = int(path.stem)
            lines = [line for line in path.read_bytes().splitlines() if line.strip()]
        except (ValueError, OSError):
            continue
        if not lines:
            continue
        error, since = "", ""
        try:
            first, last = json.loads(lines[0]), json.loads(lines[-1])
            error, since = str(last.get("error", "")), str(first.get("time", ""))
        except (ValueError, AttributeError):
            pass  # a torn last line: the count is what matters
        found.append(Waiting(chat_id, path, len(lines), error, since))
    return found
