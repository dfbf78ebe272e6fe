"""A matching view of text: what a reader sees, with offsets back to what was written.

Full-width digits (``０１０``), a zero-width space inside a number, a full-width ``＠`` or
a Unicode minus read the same as their plain forms to a person, so a pattern meant for
the plain form must see them that way. ``folded`` gives that view (per character: NFKC,
decimal digits of any script as ASCII digits, dash look-alikes as ``-``, invisible and
format characters dropped) plus, for each of its characters, the offset of the source
character it came from, so a match can be cut out of the original text while every other
character is kept exactly as it was written.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_INVISIBLE_BMP = (
    # Unicode category Cf (format): soft hyphen, zero-width space/joiners, direction marks,
    # word joiner, invisible operators, BOM, interlinear annotations...
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
    # not Cf but rendered as nothing: combining grapheme joiner, variation selectors,
    # Mongolian selectors, Hangul fillers, Khmer inherent vowels
    "\u034f\ufe00-\ufe0f\u180b-\u180d\u180f\u115f\u1160\u3164\uffa0\u17b4\u17b5"
)
_INVISIBLE_ASTRAL = (
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f\U000e0100-\U000e01ef"
)
INVISIBLE_CLASS = _INVISIBLE_BMP + _INVISIBLE_ASTRAL
"""A regex character class body of the characters that render as nothing."""

_INVISIBLE = re.compile(f"[{INVISIBLE_CLASS}]")
_DASHES = "\u2010\u2011\u2012\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d"
# decimal digits of other scripts in the BMP (NFKC keeps them; full-width ones it folds)
_DIGITS_BMP = (
    "\u0660-\u0669\u06f0-\u06f9\u07c0-\u07c9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f"
    "\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f"
    "\u0de6-\u0def\u0e50-\u0e59\u0ed0-\u0ed9\u0f20-\u0f29\u1040-\u1049\u1090-\u1099"
    "\u17e0-\u17e9\u1810-\u1819\u1946-\u194f\u19d0-\u19d9\u1a80-\u1a89\u1a90-\u1a99"
    "\u1b50-\u1b59\u1bb0-\u1bb9\u1c40-\u1c49\u1c50-\u1c59\ua620-\ua629\ua8d0-\ua8d9"
    "\ua900-\ua909\ua9d0-\ua9d9\ua9f0-\ua9f9\uaa50-\uaa59\uabf0-\uabf9"
)
# What NFKC leaves alone but a reader takes for plain text: invisibles, dash look-alikes,
# decimal digits of other scripts. A text without these that is NFKC-stable is its own
# view, and most chat text is (Hangul syllables are). The quick scan is one BMP table
# lookup per character; any astral character (an emoji, say) sends the text to the
# precise (slower) check.
_UNUSUAL_QUICK = re.compile(f"[{_INVISIBLE_BMP}{_DASHES}{_DIGITS_BMP}\U00010000-\U0010ffff]")
_UNUSUAL = re.compile(f"[{INVISIBLE_CLASS}{_DASHES}]|[^\\D0-9]")


def _is_own_view(text: str) -> bool:
    """Whether folding would leave ``text`` as it is (two or three C-level scans)."""
    if text.isascii():
        return True
    if not unicodedata.is_normalized("NFKC", text):
        return False
    return _UNUSUAL_QUICK.search(text) is None or _UNUSUAL.search(text) is None


def is_invisible(ch: str) -> bool:
    """Whether ``ch`` (one character) renders as nothing."""
    return _INVISIBLE.match(ch) is not None


@lru_cache(maxsize=4096)
def fold_char(ch: str) -> str:
    """One character as a reader takes it (may be empty or several characters)."""
    if _INVISIBLE.match(ch):
        return ""
    if ch in _DASHES:
        return "-"
    digit = unicodedata.decimal(ch, None)
    if digit is not None:
        return str(digit)
    return unicodedata.normalize("NFKC", ch)


def folded(text: str) -> tuple[str, list[int] | None]:
    """The view of ``text`` and the source offset of each of its characters.

    The offsets are None when the view is ``text`` itself (ASCII, or NFKC-stable text
    without invisibles), the common case, which costs two C-level scans.
    """
    if _is_own_view(text):
        return text, None
    parts = list(map(fold_char, text))  # C-level loop over the cached per-character folds
    view = "".join(parts)
    if len(view) == len(text) and all(parts):  # one character each: offsets are positions
        return view, list(range(len(text)))
    return view, [i for i, part in enumerate(parts) for _ in part]


def source_span(sources: list[int] | None, start: int, end: int) -> tuple[int, int]:
    """The span of the source text that the view's ``[start, end)`` came from.

    Invisible characters inside the span are part of it; those at its edges are not.
    """
    if sources is None or start >= end:
        return start, end
    return sources[start], sources[end - 1] + 1


MAX_NAME = 128
"""A display name is cut here (Telegram's own first + last name fit)."""

BOT_MARK = "[bot]"
"""How a prompt or a context marks a persona's line (``클로디 [bot]: ...``)."""
PERSON_MARK = "(사람)"
"""Added to a person's name that is a persona's name too: ``클로디 (사람)``."""

# Brackets around a mark our answers put after a name: a persona's "bot" / "봇" / 🤖, the
# chat's anonymous "익명", as written or as NFKC leaves them
_MARKS = r"bot|봇|🤖|익명"
_BOT_MARK = re.compile(
    rf"[\[(<{{【〔〖〘〚「『]\s*(?:{_MARKS})\s*[\])>}}】〕〗〙〛」』]", re.IGNORECASE
)
# Letters of other scripts that read as b, o, t (one for one, so offsets stay put)
_BOT_LOOKALIKES = str.maketrans(
    {
        **dict.fromkeys("ВвΒβʙЬь", "b"),
        **dict.fromkeys("ОоΟοᴏσօ", "o"),
        **dict.fromkeys("ТтΤτᴛ", "t"),
    }
)
_SQUARE_AS_ROUND = str.maketrans("[]", "()")
# What ends a speaker's name in a line (``name: text``) or separates names in a list
# (``동의: 민준, 서연``), with the look-alikes NFKC leaves alone
_SEPARATORS = re.compile(r"[:;,\u02d0\u02f8\u05c3\u0703\u0704\u2236\ua789\u3001\uff64\u00b7]")


@lru_cache(maxsize=1024)
def fold_name(name: str, *, is_bot: bool = False) -> str:
    """A speaker's display name as one line a reader cannot misread.

    Folded like text for matching (NFKC, invisible characters dropped), every line break
    and separator (``\\n``, U+2028, U+2029...) a single space, so a name never starts a
    line of its own in a prompt or a context; colons and list separators are spaces too,
    so a name never reads as ``민준: ...`` or as two people in ``동의: 민준, 서연``. A
    human's name loses anything that reads as a mark only our answers put after a name
    (``[bot]``, ``(봇)``, ``(익명)``); ``"?"`` when nothing is left. Its square brackets
    are round ones: a context opens a day's first line with its date in square brackets
    (``[03-02] 민준: ...``), and a name ``[03-02] 민준`` must not date a line itself.

    Kept for the latest names: a context renders the speaker of each of its lines, a
    few names over and over, so each is folded once.
    """
    view, _ = folded(name)
    one_line = " ".join(_SEPARATORS.sub(" ", view).split())
    if not is_bot:
        one_line = one_line.translate(_SQUARE_AS_ROUND)
        probe = one_line.translate(_BOT_LOOKALIKES)
        while (found := _BOT_MARK.search(probe)) is not None:
            start, end = found.span()
            one_line = " ".join((one_line[:start] + " " + one_line[end:]).split())
            probe = one_line.translate(_BOT_LOOKALIKES)
    return one_line[:MAX_NAME].rstrip() or "?"


def name_key(name: str) -> str:
    """What two names compare by: folded, case and everything but letters and digits
    aside (``클로디``, ``클 로디`` and ``CLAUDY!`` are ``클로디``, ``클로디``, ``claudy``)."""
    return "".join(ch for ch in fold_name(name).casefold() if ch.isalnum())


def person_name(name: str, personas: frozenset[str]) -> str:
    """A person's folded name, marked ``(사람)`` when it is a persona's name
    (``personas``: their ``name_key``), so nobody can speak as a persona."""
    folded_name = fold_name(name)
    key = name_key(folded_name)
    if key and key in personas:
        return f"{folded_name} {PERSON_MARK}"
    return folded_name


def speaker(name: str, *, is_bot: bool, mark: str = BOT_MARK) -> str:
    """Who said something, as every surface shows it: the folded name, ``mark`` after a
    persona's (``클로디 [bot]``; the chat answers use ``(봇)``). The one renderer of a
    speaker: nothing a person puts in their name can read as the mark or another line."""
    name = fold_name(name, is_bot=is_bot)
    return f"{name} {mark}" if is_bot else name
