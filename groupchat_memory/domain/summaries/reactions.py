"""Reactions: a 👍, ✅ or ❤️ on a decision's message is agreement, a 👎 an objection.

Telegram tells a bot that is an admin of the group when a member changes their reactions
on a message (``message_reaction``); the service logs each change as a ``kind="reaction"``
record: ``reply_to`` is the reacted message's id, ``text`` the emoji the member has on it
after the change (``reaction_text``; empty once they took them all back), ``sender`` and
``sender_id`` who. An anonymous admin reacts as the chat (``sender_id`` None, the chat's
title as the name): that is the chat's reaction, not a person's. Custom emoji and paid
stars carry no stance and are not kept. A member's latest record on a message is their
reaction (``current_reactions``), so removing one withdraws it.

Reactions come later than the summary of the window they answer, and can be withdrawn, so
they are never written into summaries: the ledger (``domain.summaries.decisions``) reads
them from the log next to a decision's evidence messages, for ``REACTION_DAYS`` after the
decision's day (a bounded read whatever the history).
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from datetime import date, timedelta
from typing import Literal

import msgspec

from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import read_forward
from groupchat_memory.store.records import MessageRecord

logger = logging.getLogger(__name__)

AGREE_EMOJI = frozenset({"👍", "✅", "❤"})
OBJECT_EMOJI = frozenset({"👎"})
REACTION_DAYS = 14  # reactions come within hours; a bounded read of the days after a decision
_MAX_EMOJI = 8  # Telegram lets a member put at most a few reactions on one message
_MAX_EMOJI_CHARS = 8  # code points of one emoji (ZWJ sequences included)
_DROPPED = frozenset({"\ufe0f", "\ufe0e"} | {chr(c) for c in range(0x1F3FB, 0x1F400)})
"""Variation selectors and skin tones: ❤️ is ❤, 👍🏻 is 👍."""


class Reaction(msgspec.Struct, frozen=True, kw_only=True):
    """Someone's current reaction on one of a decision's messages (``decisions --json``).

    ``anonymous``: an anonymous admin reacted, so ``name`` is the chat's, not a person's.
    ``sender_id``: the member's Telegram user id (who they are; ``name`` is only how they
    are shown)."""

    name: str
    emoji: str
    stance: Literal["agree", "object"]
    message_id: int
    anonymous: bool = False
    sender_id: int | None = None


def normalize_emoji(value: str) -> str | None:
    """One emoji as the ledger compares it, or None for what is not an emoji reaction
    (text, whitespace, control characters, anything long)."""
    kept = "".join(ch for ch in value if ch not in _DROPPED)
    if not kept or len(kept) > _MAX_EMOJI_CHARS:
        return None
    for ch in kept:
        if ch == "\u200d":
            continue  # joins the parts of one emoji (❤‍🔥)
        if ch.isspace() or ch.isalnum() or unicodedata.category(ch)[0] in "CZ":
            return None
    return kept


def reaction_text(emojis: Iterable[str]) -> str:
    """The ``text`` of a reaction record: the distinct emoji, space-separated, in order."""
    found: dict[str, None] = {}
    for value in emojis:
        emoji = normalize_emoji(value)
        if emoji is not None and len(found) < _MAX_EMOJI:
            found[emoji] = None
    return " ".join(found)


def reaction_emojis(text: str) -> list[str]:
    """The emoji a reaction record holds (what ``reaction_text`` wrote)."""
    out = [e for e in (normalize_emoji(part) for part in text.split()) if e is not None]
    return out[:_MAX_EMOJI]


def reaction_stance(emojis: Iterable[str]) -> tuple[Literal["agree", "object"], str] | None:
    """(stance, the emoji that says it) of a set of reactions; a 👎 wins over a 👍, as an
    objection in a message wins over its agreement; None when none of them takes a side."""
    agree: str | None = None
    for emoji in emojis:
        if emoji in OBJECT_EMOJI:
            return "object", emoji
        if agree is None and emoji in AGREE_EMOJI:
            agree = emoji
    return ("agree", agree) if agree is not None else None


def _who(record: MessageRecord) -> tuple[int, str]:
    """Whose reaction a record is: a member by id, an anonymous admin as the chat."""
    if record.sender_id is not None:
        return record.sender_id, ""
    return 0, record.sender


MessageKey = tuple[int, int]
"""(the chat a message was sent in, its message id): ids start again from 1 in the
supergroup a group became, whose memory it keeps."""


def current_reactions(
    records: Iterable[MessageRecord], messages: Collection[MessageKey]
) -> dict[MessageKey, list[Reaction]]:
    """The reactions that stand on ``messages``, in the order people first reacted: each
    one's latest record wins, and one that took a side back is gone. Bots' records never
    count (a bot's 👍 on its own proposal is no agreement)."""
    latest: dict[tuple[MessageKey, int, str], MessageRecord] = {}
    for record in records:
        if record.kind != "reaction" or record.is_bot or record.reply_to is None:
            continue
        key = (record.chat_id, record.reply_to)
        if key in messages:
            latest[(key, *_who(record))] = record
    out: dict[MessageKey, list[Reaction]] = {}
    for (key, _, _), record in latest.items():
        side = reaction_stance(reaction_emojis(record.text))
        if side is None:
            continue
        out.setdefault(key, []).append(
            Reaction(
                name=record.sender,
                emoji=side[1],
                stance=side[0],
                message_id=key[1],
                anonymous=record.sender_id is None,
                sender_id=record.sender_id,
            )
        )
    return out


def reaction_days(days: Iterable[str]) -> set[date]:
    """The day files where reactions to messages of ``days`` (``YYYY-MM-DD``) may be: each
    day, the ``REACTION_DAYS`` after it, and the day before (a decision's day is cut in the
    time zone of its timestamp, the log's in the configured one)."""
    out: set[date] = set()
    for text in days:
        try:
            first = date.fromisoformat(text)
        except ValueError:
            continue
        out.update(first + timedelta(days=offset) for offset in range(-1, REACTION_DAYS + 1))
    return out


def reactions_in(
    log: MessageLog, days: Collection[date], messages: Collection[MessageKey]
) -> dict[MessageKey, list[Reaction]]:
    """``current_reactions`` on ``messages``, reading only the day files of ``days``."""
    if not days or not messages:
        return {}
    wanted = set(messages)

    def records() -> Iterable[MessageRecord]:
        for path in log.day_files():
            try:
                day = date.fromisoformat(path.name[:10])
            except ValueError:
                continue
            if day in days:
                yield from read_forward(path, _damaged_lines)

    return current_reactions(records(), wanted)


def _damaged_lines(count: int) -> None:
    """A damaged line is no reaction; ``history`` and ``search`` already report them."""
    logger.debug("skipped %d damaged log line(s) while reading reactions", count)


def merged(
    agreed_by: list[str],
    objected_by: list[str],
    reactions: Iterable[Reaction],
    members: Mapping[str, int | None] | None = None,
) -> tuple[list[str], list[str], list[Reaction]]:
    """(agreed_by, objected_by, reactions) of a decision once its messages' reactions are
    counted: one reaction per member (a 👎 on any of its messages wins), and a reaction
    overrides what that member's words said (it is the later, explicit answer).

    Members are their user ids: ``members`` gives, for each name of the two lists, the id
    of whoever said the words that put it there (None when unknown). A reaction is that
    member's only when its id is theirs; anyone else is listed apart, under a name no
    listed member has (``서연 (id 5002)``), so a namesake's 👎 never moves the real 서연."""
    ids = dict(members or {})
    by_id = {member: name for name, member in ids.items() if member is not None}
    taken = set(agreed_by) | set(objected_by)
    shown: dict[tuple[int, str], str] = {}  # who reacted -> the name they are listed under
    by_name: dict[str, Reaction] = {}
    for reaction in reactions:
        who = _reactor(reaction)
        name = shown.get(who)
        if name is None:
            if reaction.sender_id is not None and reaction.sender_id in by_id:
                name = by_id[reaction.sender_id]
            elif reaction.name in taken:
                name = f"{reaction.name} (id {reaction.sender_id})"
                if reaction.anonymous or name in taken:
                    name = f"{reaction.name} ({len(shown) + 1})"
            else:
                name = reaction.name
            shown[who] = name
            taken.add(name)
        reaction = msgspec.structs.replace(reaction, name=name)
        held = by_name.get(name)
        if held is None or (held.stance == "agree" and reaction.stance == "object"):
            by_name[name] = reaction
    if not by_name:
        return agreed_by, objected_by, []

    def side(name: str) -> str | None:
        found = by_name.get(name)
        return found.stance if found is not None else None

    agreed = [n for n in agreed_by if side(n) != "object"]
    agreed += [n for n, r in by_name.items() if r.stance == "agree" and n not in agreed]
    against = [n for n in objected_by if side(n) != "agree"]
    against += [n for n, r in by_name.items() if r.stance == "object" and n not in against]
    return agreed, against, list(by_name.values())


def _reactor(reaction: Reaction) -> tuple[int, str]:
    """Who reacted: a member by id, an anonymous admin as the chat (by its name)."""
    if reaction.sender_id is not None:
        return reaction.sender_id, ""
    return 0, reaction.name


def marked(name: str, reactions: Mapping[str, Reaction]) -> str:
    """A name as ``/결정`` lists it: with the emoji they reacted with, and an anonymous
    admin's reaction as the chat's (``AI집단지성(익명) 👍``)."""
    found = reactions.get(name)
    if found is None:
        return name
    return f"{name}(익명) {found.emoji}" if found.anonymous else f"{name} {found.emoji}"
