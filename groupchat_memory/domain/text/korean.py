"""Korean particles that follow a word: 을/를, 이/가, 은/는, 과/와, (으)로.

The right form depends on whether the word's last syllable ends in a consonant
(받침): ``'AI집단지성'을``, ``'회비'를``. A word ending in a Latin letter or a digit is
read as Koreans read it aloud; anything else falls back to the combined ``을(를)``.
"""

from __future__ import annotations

from groupchat_memory.domain.text import hangul

_PAIRS: dict[str, tuple[str, str]] = {
    "을": ("을", "를"),
    "를": ("을", "를"),
    "이": ("이", "가"),
    "가": ("이", "가"),
    "은": ("은", "는"),
    "는": ("은", "는"),
    "과": ("과", "와"),
    "와": ("과", "와"),
    "으로": ("으로", "로"),
    "로": ("으로", "로"),
}
# final sounds of digits and letters as read aloud (일, 이, 삼 ...; 엘, 엠, 엔, 알)
_DIGIT_FINAL = {"0": True, "1": True, "2": False, "3": True, "4": False, "5": False,
                "6": True, "7": True, "8": True, "9": False}  # fmt: skip
_LETTER_FINAL = set("lmnr")
_DIGIT_RIEUL = set("178")


def _final(word: str) -> tuple[bool, bool] | None:
    """(ends in a consonant, that consonant is ㄹ) for the word's last readable character."""
    for ch in reversed(word.strip()):
        final = hangul.final(ch)
        if final is not None:
            return final != 0, final == hangul.FINAL_RIEUL
        if ch.isdigit() and ch in _DIGIT_FINAL:
            return _DIGIT_FINAL[ch], ch in _DIGIT_RIEUL
        if ch.isascii() and ch.isalpha():
            low = ch.lower()
            return low in _LETTER_FINAL, low in ("l", "r")
        if ch.isalnum():
            return None
    return None


def josa(word: str, particle: str) -> str:
    """``word`` followed by the right form of ``particle`` (given as either form)."""
    with_final, without = _PAIRS[particle]
    found = _final(word)
    if found is None:
        return f"{word}{with_final}({without})"
    has_final, rieul = found
    if with_final == "으로":  # ㄹ takes 로 like a vowel: 서울로
        return word + ("으로" if has_final and not rieul else "로")
    return word + (with_final if has_final else without)
