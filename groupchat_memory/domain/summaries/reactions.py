"""Reactions: a 👍, ✅ or ❤️ on a decision's message is agreement, a 👎 an objection.

Telegram tells a bot that is an admin of the group when a member changes their reactions
on a message (``message_reaction``); the service logs each change as a ``kind="reaction"``
record: ``reply_to`` is the reacted message's id, ``text`` the emoji the member has on it
after the change (``reaction_text``; empty once they took them all back), ``sender`` and
``sender_id`` who. An anonymous admin reacts as the chat (``sender_id`` None, the chat's
title as the name): that is the chat's reaction, not a person's. Custom emoji and paid
stars carry no stance and are not kept. A member's latest record on a message is their
reaction, so removing one withdraws it.

Reactions come later than the summary of the window they answer, and can be withdrawn, so
they are never written into summaries: the live understanding follows them record by
record, as it follows messages (``domain.understanding.agreement.react``, fed by the tracker).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from typing import Literal

import msgspec

AGREE_EMOJI = frozenset({"👍", "✅", "❤"})
OBJECT_EMOJI = frozenset({"👎"})
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


def marked(name: str, reactions: Mapping[str, Reaction]) -> str:
    """A name as ``/결정`` lists it: with the emoji they reacted with, and an anonymous
    admin's reaction as the chat's (``AI집단지성(익명) 👍``)."""
    found = reactions.get(name)
    if found is None:
        return name
    return f"{name}(익명) {found.emoji}" if found.anonymous else f"{name} {found.emoji}"
