"""Chat text that can never act as markup: prompt tags in any disguise, and HTML tags.

A message is data wherever it goes. In a prompt it sits inside one ``<user_content>``
block, so anything in it that could open, close or forge such a tag (or a system or
assistant tag) is rewritten first, whatever its case, spacing, full-width brackets or
HTML/URL escaping (``neutralize``). An insight report, which an assistant reads as its
input, carries no tag at all (``defuse_markup``).
"""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache

from groupchat_memory.base.textfold import is_invisible

# Lookalike brackets and slashes that NFKC does not fold to ASCII.
_LOOKALIKES = {
    "‹": "<", "〈": "<", "⟨": "<", "《": "<", "«": "<", "❮": "<", "⧼": "<",
    "›": ">", "〉": ">", "⟩": ">", "》": ">", "»": ">", "❯": ">", "⧽": ">",
    "∕": "/", "⁄": "/", "⧸": "/", "＼": "/", "\\": "/",
}  # fmt: skip

# Letters of other scripts that look like the Latin letters of the tag names (from
# Unicode's confusables: Cyrillic, Greek, Armenian, Latin small capitals). A short explicit
# table, applied before lower-casing: Υ looks like Y but υ like u.
_CONFUSABLES = str.maketrans(
    {
        **dict.fromkeys("аɑα", "a"), **dict.fromkeys("сϲᴄ", "c"), **dict.fromkeys("еҽ", "e"),
        **dict.fromkeys("һհ", "h"), **dict.fromkeys("іıιɩӏ", "i"), "м": "m", "ո": "n",
        **dict.fromkeys("оοօᴏ", "o"), **dict.fromkeys("рρ", "p"), "г": "r",
        **dict.fromkeys("ѕꜱ", "s"), **dict.fromkeys("тτ", "t"),
        **dict.fromkeys("υսᴜʋ", "u"), **dict.fromkeys("хχ", "x"),
        **dict.fromkeys("уүγ", "y"), "ԁ": "d",
        **dict(zip("АВСЕНІЈКМОРЅТХУҮ", "ABCEHIJKMOPSTXYY", strict=True)),
        **dict(zip("ΑΒΕΗΙΚΜΝΟΡΤΥΧΖ", "ABEHIKMNOPTYXZ", strict=True)),
        **dict(zip("ᴀʙᴅᴇɢʜɪᴊᴋʟᴍɴᴘʀᴛᴠᴡʏᴢ", "abdeghijklmnprtvwyz", strict=True)),
    }
)  # fmt: skip
_DROPPED = ("Cf", "Mn", "Me")  # format and combining characters: no glyph of their own

# Escapes a renderer or a model might decode: HTML entities (also double-escaped),
# JSON/JS \\u escapes (\\u003c) and URL escapes (%3C).
_ESCAPE_RE = re.compile(
    r"&(?:amp;)*(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}"
    r"|(?i:lsaquo|rsaquo|lowbar|langle|rangle|bsol|lang|rang|sol|lt|gt))(;?)"
    r"|\\u([0-9a-fA-F]{4})"
    r"|%([0-9a-fA-F]{2})"
)

# Tags that must never appear in chat text, matched on the folded copy.
_TAG_RE = re.compile(
    r"<\s*(/?)\s*(user[\s_\-.]*content|system|instructions?|assistant|human)"
    r"(?:[^<>\n]{0,200}?>)?",
)


@lru_cache(maxsize=8192)
def _fold_char(ch: str) -> str:
    """One character as the tag matcher sees it: its canonical form, lower case.

    Invisible, format, control (but line breaks and tabs) and combining characters are
    dropped; NFKC, the look-alike brackets and the confusable letters map to ASCII; an
    accented letter counts as its base letter (``ń`` is ``n``).
    """
    category = unicodedata.category(ch)
    if category in _DROPPED or (category == "Cc" and ch not in "\n\r\t") or is_invisible(ch):
        return ""
    if ch in _LOOKALIKES:
        return _LOOKALIKES[ch]
    folded = unicodedata.normalize("NFKC", ch.translate(_CONFUSABLES))
    if not folded.isascii():
        decomposed = unicodedata.normalize("NFD", folded)
        base = "".join(c for c in decomposed if not unicodedata.combining(c))
        folded = base if base.isascii() else folded
    return folded.lower() if len(folded) == 1 else ch.lower()


def _decode_escape(match: re.Match[str]) -> str:
    """The character an escape stands for, or the escape itself when it is none."""
    entity, _semi, uni, pct = match.groups()
    if entity is not None:
        decoded = html.unescape(f"&{entity.lower()};")
        return decoded if len(decoded) == 1 else match.group(0)
    code = uni if uni is not None else pct
    return chr(int(code, 16))


def _folded_with_offsets(text: str) -> tuple[str, list[int]]:
    """A folded copy of ``text`` and, for each folded character, its source offset.

    The copy has escapes decoded and look-alikes mapped, so one simple pattern finds
    every disguise; offsets let the rewrite happen on the original text.
    """
    out: list[str] = []
    offsets: list[int] = []
    pos = 0
    for match in _ESCAPE_RE.finditer(text):
        for i in range(pos, match.start()):
            for f in _fold_char(text[i]):
                out.append(f)
                offsets.append(i)
        for f in _fold_char(_decode_escape(match)):
            out.append(f)
            offsets.append(match.start())
        pos = match.end()
    for i in range(pos, len(text)):
        for f in _fold_char(text[i]):
            out.append(f)
            offsets.append(i)
    return "".join(out), offsets


def _source_end(text: str, offsets: list[int], folded_end: int) -> int:
    """Offset in ``text`` just past the folded character before ``folded_end``."""
    start = offsets[folded_end - 1]
    escape = _ESCAPE_RE.match(text, start)
    return escape.end() if escape else start + 1


def neutralize(text: str) -> str:
    """Rewrite anything in ``text`` that could open, close or forge a prompt tag.

    ``</user_content>`` (in any disguise) becomes ``[/user-content]``, ``<system>`` becomes
    ``[system]``: still readable for the summary, no longer markup.
    """
    folded, offsets = _folded_with_offsets(text)
    pieces: list[str] = []
    pos = 0
    for match in _TAG_RE.finditer(folded):
        start = offsets[match.start()]
        end = _source_end(text, offsets, match.end())
        if start < pos:
            continue
        name = re.sub(r"[\s_\-.]+", "-", match.group(2))
        pieces.append(text[pos:start])
        pieces.append(f"[{match.group(1)}{name}]")
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)


# An HTML or XML tag or comment as a markdown renderer or a model would take it
_ANY_TAG = re.compile(r"<(/?)([A-Za-z!?][^<>\n]{0,200})>")


def defuse_markup(text: str) -> str:
    """``text`` with no markup left: prompt tags as ``neutralize`` rewrites them, any other
    tag or comment in square brackets (``<b>`` -> ``[b]``), still readable."""
    return _ANY_TAG.sub(lambda m: f"[{m.group(1)}{m.group(2)}]", neutralize(text))
