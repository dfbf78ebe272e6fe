"""Split long replies for Telegram's 4096-unit message limit.

Telegram counts UTF-16 code units, so a Korean syllable counts 1 and an emoji 2.
Replies are cut on paragraph boundaries first, then sentences, then words, and only
then anywhere (never inside a surrogate pair, since we cut between code points).
"""

from __future__ import annotations

import re

TELEGRAM_LIMIT = 4096

_PARAGRAPH = re.compile(r"\n[ \t]*\n\s*")
_SENTENCE = re.compile(r"(?<=[.!?。！？…])[\"'”’)\]]*\s+|\n")
_WORD = re.compile(r"\s+")


def utf16_len(text: str) -> int:
    """Length of ``text`` as Telegram counts it (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


def _split_after(text: str, pattern: re.Pattern[str]) -> list[str]:
    """Cut ``text`` after every match of ``pattern``, keeping the separator on the left."""
    pieces: list[str] = []
    start = 0
    for match in pattern.finditer(text):
        end = match.end()
        if end > start:
            pieces.append(text[start:end])
            start = end
    if start < len(text):
        pieces.append(text[start:])
    return pieces


def _hard_split(text: str, limit: int) -> list[str]:
    """Cut a piece with no usable boundary into runs of at most ``limit`` units."""
    pieces: list[str] = []
    current: list[str] = []
    size = 0
    for char in text:
        width = 2 if ord(char) > 0xFFFF else 1
        if size + width > limit:
            pieces.append("".join(current))
            current, size = [], 0
        current.append(char)
        size += width
    if current:
        pieces.append("".join(current))
    return pieces


_LEVELS = (_PARAGRAPH, _SENTENCE, _WORD)


def _units(text: str, limit: int, level: int = 0) -> list[str]:
    """Break ``text`` into pieces that each fit, using the coarsest boundary that works."""
    if utf16_len(text) <= limit:
        return [text]
    if level >= len(_LEVELS):
        return _hard_split(text, limit)
    pieces = _split_after(text, _LEVELS[level])
    if len(pieces) == 1:
        return _units(text, limit, level + 1)
    units: list[str] = []
    for piece in pieces:
        units.extend(_units(piece, limit, level + 1))
    return units


def split_message(text: str, limit: int = TELEGRAM_LIMIT) -> list[str]:
    """Split ``text`` into messages of at most ``limit`` UTF-16 units each.

    Pieces are packed greedily so the result has few messages; whitespace at the
    cut points is dropped. Empty or blank text gives an empty list.
    """
    if limit < 2:
        raise ValueError("limit must be at least 2 UTF-16 units")
    if not text.strip():
        return []
    if utf16_len(text) <= limit:
        return [text]
    chunks: list[str] = []
    current = ""
    for unit in _units(text, limit):
        candidate = current + unit
        if utf16_len(candidate.rstrip()) <= limit:
            current = candidate
            continue
        if current.strip():
            chunks.append(current.strip())
        current = unit.lstrip()
    if current.strip():
        chunks.append(current.strip())
    return chunks
