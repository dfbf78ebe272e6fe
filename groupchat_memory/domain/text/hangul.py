"""A Hangul syllable's parts as Unicode composes them: initial consonant, vowel, final.

A syllable block (가 to 힣) is numbered (initial × 21 + vowel) × 28 + final from 가, so
its parts are read by division, the one piece of arithmetic the text modules need where
the analyzer does not serve: the particle after a word (서울로, 회비를), the suffix
rules of the recall tokenizer, the sounds of a loanword (스트라이프 ~ stripe) and a
stem's ㄹ that swallows an ending (만들 + 게). Every module asks here, also which
script a chat writes in (``language``).
"""

from __future__ import annotations

from collections.abc import Iterable

FIRST, LAST = 0xAC00, 0xD7A3
VOWELS = 21  # vowels a syllable may have
FINALS = 28  # finals, the first being none
FINAL_RIEUL = 8  # ㄹ
FINAL_SSANG_SIOT = 20  # ㅆ: 있/었/았/했/겠, only in predicates
VOWEL_EU = 18  # ㅡ


def parts(char: str) -> tuple[int, int, int] | None:
    """(initial, vowel, final) indexes of a Hangul syllable, None for any other character."""
    code = ord(char) - FIRST
    if not 0 <= code <= LAST - FIRST:
        return None
    return code // (VOWELS * FINALS), code // FINALS % VOWELS, code % FINALS


def final(char: str) -> int | None:
    """The final's index (0: none), None when ``char`` is no Hangul syllable."""
    found = parts(char)
    return found[2] if found is not None else None


def has_final(char: str) -> bool:
    """Whether a Hangul syllable ends in a consonant (has 받침)."""
    return bool(final(char))


def final_is_rieul(char: str) -> bool:
    """Whether a Hangul syllable ends in ㄹ (서울로, not 서울으로; 만들 + 게)."""
    return final(char) == FINAL_RIEUL


def compose(initial: int, vowel: int, final_index: int = 0) -> str:
    """The syllable of these parts."""
    return chr(FIRST + (initial * VOWELS + vowel) * FINALS + final_index)


def language(texts: Iterable[str]) -> str:
    """``en`` when ``texts`` hold more than twice as many Latin letters as Hangul
    syllables, else ``ko``: the language a chat answer is given in."""
    hangul = latin = 0
    for text in texts:
        hangul += sum(1 for ch in text if FIRST <= ord(ch) <= LAST)
        latin += sum(1 for ch in text if ch.isascii() and ch.isalpha())
    return "en" if latin > 2 * hangul else "ko"
