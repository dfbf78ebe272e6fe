"""The size cap of one stored message: a longer text is cut, and a marker says how much.

Telegram itself sends at most 4,096 characters a message (1,024 a caption); an import or
an ingest line has no such bound, and one message of many megabytes used to slow every
read of its chat. The cut never hides: the text ends with ``…[잘림: N자 생략]``. The cut never
leaks either: the kept part is masked as a whole, at a place where masking the kept part
alone gives what masking the whole text gives (no half phone number left bare).
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Protocol, TypeVar

from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.store.masking import mask

MARKER = "…[잘림: {omitted}자 생략]"
# the end of a line shortened for a reply context (``shorten``): one token. A count of the
# characters gone cost a shortened window line a third of its room and told a reader nothing
# it acts on; the line's cut start already says it goes on
SHORT_MARKER = "…"

# masking looks at most this far around a match (numbers, context words): a cut is safe
# when the text this far before it masks the same with and without what follows
_WINDOW = 128
# how far back from the cap a safe cut is looked for before cutting at the cap anyway
_MAX_BACK = 512


class _Message(Protocol):
    """Anything with a ``text`` that ``dataclasses.replace`` can copy (an ``Incoming``)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def text(self) -> str:
        """The message's text."""
        ...


M = TypeVar("M", bound=_Message)


def marker(omitted: int) -> str:
    """The visible end of a cut text."""
    return MARKER.format(omitted=f"{omitted:,}")


def safe_cut(text: str, limit: int) -> int:
    """Where to cut ``text`` (at most ``limit`` characters kept) so masking stays whole.

    A cut inside a phone number, or between a number and the context word that makes it
    PII, would leave digits bare in the masked part: such a place masks differently with
    and without what follows it, so the cut moves back until it does not.
    """
    lowest = max(0, limit - _MAX_BACK)
    for cut in range(limit, lowest, -1):
        start = max(0, cut - _WINDOW)
        if mask(text[start : cut + _WINDOW]).startswith(mask(text[start:cut])):
            return cut
    return limit


def cap_text(text: str, limit: int) -> tuple[str, str]:
    """``text`` cut to ``limit`` characters (marker included), and the masked text to store.

    A text within the cap comes back as it is, with ``mask(text)``. A cut text is within
    the cap too, so capping twice changes nothing.
    """
    if len(text) <= limit:
        return text, mask(text)
    cut = safe_cut(text, max(0, limit - len(marker(len(text)))))
    end = marker(len(text) - cut)
    return text[:cut] + end, mask(text[:cut]) + end


def shorten(text: str, tokens: int) -> str:
    """``text`` cut to cost at most ``tokens`` (``estimate_tokens``), ending in
    ``SHORT_MARKER``, so a few very long messages cannot crowd the others out of a reply
    context. The cut is as masking-safe as the stored cap's; ``""`` when not even the
    marker fits."""
    if estimate_tokens(text) <= tokens:
        return text
    end = estimate_tokens(SHORT_MARKER)

    def cost(keep: int) -> int:
        return estimate_tokens(text[:keep]) + end

    if cost(0) > tokens:
        return ""
    low, high = 0, len(text) - 1  # the longest kept part that fits, found by halving
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if cost(middle) <= tokens else (low, middle - 1)
    cut = safe_cut(text, low)
    while cut > 0 and cost(cut) > tokens:
        cut = safe_cut(text, cut - 1)
    return text[:cut].rstrip() + SHORT_MARKER


def capped(message: M, limit: int) -> tuple[M, str]:
    """``message`` with its text capped (the same object when it fits), and the text to store."""
    kept, stored = cap_text(message.text, limit)
    if kept is message.text:
        return message, stored
    return dataclasses.replace(message, text=kept), stored


def stored_text(text: str, limit: int) -> str:
    """What the log stores for ``text``: masked and capped (how a replay recognises it)."""
    return cap_text(text, limit)[1]
