"""Bounded dedupe memory: which Telegram updates a chat has already recorded."""

from __future__ import annotations

import bisect
import hashlib
from array import array
from collections import OrderedDict
from datetime import datetime

from groupchat_memory.actors.state.start_marks import StartMarks
from groupchat_memory.store.records import MessageRecord


def _stable_key(parts: tuple[object, ...]) -> int:
    """A 63-bit key that is the same in every process (``hash`` of a str is not, and
    the keys outlive the process in ``StartMarks``)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class SeenIds:
    """Bounded dedupe memory: the largest ``capacity`` (chat, message id) pairs, each with
    the fingerprint of what was recorded under it, plus recent edit and reaction keys.

    Keyed on the chat the message was sent in, because a group that became a supergroup
    keeps its memory while Telegram numbers the supergroup's messages from 1 again. The
    fingerprint (sender, time, text: ``fingerprint``) tells a true repeat (Telegram
    delivering an update again, each persona's copy) from another message that only
    shares the id (history imported under this chat from another one): only a repeat is
    dropped. Each chat's ids live in a sorted ``array('q')`` (8 bytes each, bisect
    lookups) with a parallel one of fingerprints, rather than a dict, so a full window
    costs a few KB per chat. Telegram ids grow within a chat, so the smallest id is the
    oldest; past capacity it is forgotten first, from the chat that recorded least
    recently (the group before its migration).
    """

    __slots__ = ("_edits", "_ids", "_size", "capacity")

    def __init__(self, capacity: int) -> None:
        self.capacity = max(1, capacity)
        self._ids: OrderedDict[int, tuple[array[int], array[int]]] = OrderedDict()
        self._size = 0
        self._edits: OrderedDict[int, None] = OrderedDict()

    @staticmethod
    def edit_key(chat_id: int, message_id: int, masked_text: str) -> int:
        """The dedupe key of an edit: the same edit delivered by several bots is one."""
        return _stable_key((chat_id, message_id, masked_text))

    @staticmethod
    def reaction_key(
        chat_id: int, message_id: int, who: int | str, emojis: str, at: datetime
    ) -> int:
        """The dedupe key of a reaction change: each admin persona receives it (the same
        member, message, emoji and second), and a member's 👍, withdrawn and given again,
        are three changes."""
        return _stable_key(("reaction", chat_id, message_id, who, emojis, int(at.timestamp())))

    @staticmethod
    def fingerprint(who: int | str, at: datetime, masked_text: str) -> int:
        """What a message recorded under an id was: its sender (id, else masked name), its
        time to the second and its stored (masked, capped) text."""
        return _stable_key(("message", who, int(at.timestamp()), masked_text))

    def recorded_as(self, chat_id: int, message_id: int) -> int | None:
        """The fingerprint recorded last under this id in this chat (None: not seen recently)."""
        found = self._ids.get(chat_id)
        if found is None:
            return None
        ids, prints = found
        i = bisect.bisect_left(ids, message_id)
        return prints[i] if i < len(ids) and ids[i] == message_id else None

    def add_id(self, chat_id: int, message_id: int, print_: int = 0) -> None:
        """Remember an id and its fingerprint (a later message under the same id replaces
        it); past capacity the oldest chat's smallest id is forgotten."""
        found = self._ids.get(chat_id)
        if found is None:
            found = self._ids[chat_id] = (array("q"), array("q"))
        self._ids.move_to_end(chat_id)
        ids, prints = found
        i = bisect.bisect_left(ids, message_id)
        if i < len(ids) and ids[i] == message_id:
            prints[i] = print_
            return
        ids.insert(i, message_id)
        prints.insert(i, print_)
        self._size += 1
        if self._size > self.capacity:
            oldest_chat, (oldest, oldest_prints) = next(iter(self._ids.items()))
            del oldest[0]
            del oldest_prints[0]
            self._size -= 1
            if not oldest:
                del self._ids[oldest_chat]

    def seen_edit(self, key: int) -> bool:
        """Whether this exact edit was recorded recently."""
        return key in self._edits

    def add_edit(self, key: int) -> None:
        """Remember an edit key (a small FIFO: edits are rare)."""
        self._edits[key] = None
        while len(self._edits) > min(self.capacity, 256):
            self._edits.popitem(last=False)

    def marks(self) -> tuple[list[tuple[int, list[int], list[int]]], list[int]]:
        """The ids and fingerprints per chat and the edit keys, in the order ``restored``
        takes them."""
        seen = [(chat, ids.tolist(), prints.tolist()) for chat, (ids, prints) in self._ids.items()]
        return seen, list(self._edits)

    @classmethod
    def restored(cls, capacity: int, marks: StartMarks) -> SeenIds:
        """The ids and keys a stop saved (as many as ``capacity`` keeps)."""
        seen = cls(capacity)
        for chat, ids, prints in marks.seen:
            pairs = sorted(zip(ids, prints, strict=True))
            seen._ids[chat] = (array("q", [i for i, _ in pairs]), array("q", [p for _, p in pairs]))
            seen._size += len(pairs)
        while seen._size > seen.capacity:
            oldest_chat, (oldest, oldest_prints) = next(iter(seen._ids.items()))
            drop = min(len(oldest), seen._size - seen.capacity)
            del oldest[:drop]
            del oldest_prints[:drop]
            seen._size -= drop
            if not oldest:
                del seen._ids[oldest_chat]
        for key in marks.edits:
            seen.add_edit(key)
        return seen

    def observe(self, record: MessageRecord) -> None:
        """Remember a record that was written (used live and by the rebuild)."""
        if record.kind == "reaction" and record.reply_to is not None:
            who = record.sender_id if record.sender_id is not None else record.sender
            try:
                at = datetime.fromisoformat(record.timestamp)
            except ValueError:
                return  # a damaged stamp: a repeat of this change would be logged once more
            self.add_edit(self.reaction_key(record.chat_id, record.reply_to, who, record.text, at))
            return
        if record.message_id is None:
            return
        if record.kind == "edit":
            self.add_edit(self.edit_key(record.chat_id, record.message_id, record.text))
        else:
            self.add_id(record.chat_id, record.message_id, fingerprint_of(record))


def fingerprint_of(record: MessageRecord) -> int:
    """``SeenIds.fingerprint`` of a stored record (0 when its stamp does not parse: then no
    later message is taken for a repeat of it)."""
    who = record.sender_id if record.sender_id is not None else record.sender
    try:
        at = datetime.fromisoformat(record.timestamp)
    except ValueError:
        return 0
    return SeenIds.fingerprint(who, at, record.text)
