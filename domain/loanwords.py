"""A bridge between a loanword written in Latin letters and in Hangul (Figma / 피그마).

Korean chats write the same product or English word either way, and a question rarely
uses the spelling its evidence used. No registry package maps English spellings to
their Hangul loanword forms (romanizers go the other way, word by word, and would read
피그마 as "pigeuma"), so both sides are reduced to a *sound key*: the consonants as
classes the two writing systems share, following the correspondences of the National
Institute of Korean Language's loanword orthography (외래어 표기법: f, p -> ㅍ; v, b -> ㅂ;
th -> ㅅ; sh, ch, j, z -> ㅅ/ㅈ/ㅊ; l, r -> ㄹ; a final t -> ㅅ; an r after a vowel and
before a consonant is not written). Vowels only count: the words must have about as
many spoken vowels. General rules, no word list: collisions are possible, so a bridged
term is weighted by its own rarity and below the question's own terms.
"""

from __future__ import annotations

import re

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
# initial consonants in Unicode order: ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ
_INITIAL = ("K", "K", "N", "T", "T", "L", "M", "P", "P", "S", "S", "", "S", "S", "S", "K", "T",
            "P", "")  # fmt: skip
# finals in Unicode order: (none) ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ
_FINAL = ("", "K", "K", "K", "N", "N", "N", "T", "L", "L", "L", "L", "L", "L", "L", "L", "M",
          "P", "P", "T", "T", "N", "T", "T", "K", "T", "P", "")  # fmt: skip
_EU = 18  # the vowel ㅡ, which Hangul adds between consonants (스트라이프): not a spoken vowel
# letters and digraphs, longest first, as the loanword orthography writes them
_LATIN = re.compile(r"tio|sh|ch|ph|th|ck|ng|ge$|[a-z]")
_LATIN_KEY = {
    "tio": "S", "sh": "S", "ch": "S", "ph": "P", "th": "S", "ck": "K", "ng": "N", "ge": "S",
    "b": "P", "c": "K", "d": "T", "f": "P", "g": "K", "j": "S", "k": "K", "l": "L", "m": "M",
    "n": "N", "p": "P", "q": "K", "r": "L", "s": "S", "t": "T", "v": "P", "x": "KS", "z": "S",
}  # fmt: skip
_SOFT_C = re.compile(r"c(?=[eiy])")
_SILENT_R = re.compile(r"(?<=[aeiou])r(?=[^aeiouy]|$)")
_VOWELS = re.compile(r"[aeiouy]+")
# a bridged key must be at least this long: two consonants match too much
MIN_KEY = 3


def _collapse(classes: list[str]) -> str:
    out: list[str] = []
    for cls in "".join(classes):
        if not out or out[-1] != cls:
            out.append(cls)
    return "".join(out)


def hangul_key(word: str) -> tuple[str, int] | None:
    """(sound key, spoken vowels) of an all-Hangul word, else None."""
    classes: list[str] = []
    vowels = 0
    for ch in word:
        code = ord(ch)
        if not _HANGUL_FIRST <= code <= _HANGUL_LAST:
            return None
        offset = code - _HANGUL_FIRST
        classes.append(_INITIAL[offset // 588])
        classes.append(_FINAL[offset % 28])
        vowels += (offset % 588) // 28 != _EU
    return _collapse(classes), vowels


def latin_key(word: str) -> tuple[str, int] | None:
    """(sound key, spoken vowels) of a lower-case Latin word, else None."""
    if not (word.isascii() and word.isalpha()):
        return None
    spelled = _SILENT_R.sub("", _SOFT_C.sub("s", word.lower()))
    classes = [_LATIN_KEY.get(part, "") for part in _LATIN.findall(spelled)]
    vowels = len(_VOWELS.findall(spelled.removesuffix("e") or spelled))
    return _collapse(classes), vowels


def sound_key(term: str) -> tuple[str, int] | None:
    """The key of a Hangul or Latin term (None for mixed or other scripts)."""
    return hangul_key(term) or latin_key(term)


def bridged(word: str, candidate: str) -> bool:
    """Whether ``candidate`` (an index term of the other script; Latin ones may be
    Snowball stems) reads like ``word``: same consonant key (a stem's key may lack the
    word's last consonant), spoken vowels within one, keys of ``MIN_KEY`` or more."""
    mine, theirs = sound_key(word), sound_key(candidate)
    if mine is None or theirs is None or word.isascii() == candidate.isascii():
        return False
    (key, vowels), (other, other_vowels) = mine, theirs
    if abs(vowels - other_vowels) > 1 or max(len(key), len(other)) < MIN_KEY:
        return False
    if key == other:
        return True
    # the index holds Latin words as stems (redis -> redi): one trailing consonant less
    stem, full = (other, key) if candidate.isascii() else (key, other)
    return len(stem) >= MIN_KEY - 1 and full.startswith(stem) and len(full) - len(stem) == 1


def _silent_start(word: str) -> bool:
    """Whether a word's first sound has no consonant class (a vowel, h, w, y; ㅇ, ㅎ)."""
    first = word[:1].lower()
    if first.isascii():
        return first in "aeiouhwy"
    return _INITIAL[(ord(first) - _HANGUL_FIRST) // 588] == ""


def hangul_ranges(word: str) -> list[tuple[str, str]]:
    """Where the Hangul spellings of Latin ``word`` can sit in a sorted vocabulary, as
    ``[low, high)`` bounds: syllables starting with its first consonant's class (ㅇ and
    ㅎ when it starts with a vowel, h, w or y)."""
    key = latin_key(word)
    if key is None or not key[0]:
        return []
    first = "" if _silent_start(word) else key[0][0]
    starts = [i for i, cls in enumerate(_INITIAL) if cls == first]
    return [(chr(_HANGUL_FIRST + i * 588), chr(_HANGUL_FIRST + (i + 1) * 588)) for i in starts]


def latin_ranges(word: str) -> list[tuple[str, str]]:
    """Where the Latin spellings of Hangul ``word`` can sit in a sorted vocabulary: terms
    whose first letter sounds like its first consonant (a vowel, h, w or y after ㅇ/ㅎ)."""
    key = hangul_key(word)
    if key is None or not key[0]:
        return []
    if _silent_start(word):
        letters = set("aeiouhwy")
    else:
        letters = {k[0] for k, cls in _LATIN_KEY.items() if cls[:1] == key[0][0]}
    return [(ch, chr(ord(ch) + 1)) for ch in sorted(letters)]
