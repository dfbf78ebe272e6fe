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
from functools import lru_cache

from groupchat_memory.domain.text import hangul

# initial consonants in Unicode order: ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ
_INITIAL = ("K", "K", "N", "T", "T", "L", "M", "P", "P", "S", "S", "", "S", "S", "S", "K", "T",
            "P", "")  # fmt: skip
# finals in Unicode order: (none) ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ
_FINAL = ("", "K", "K", "K", "N", "N", "N", "T", "L", "L", "L", "L", "L", "L", "L", "L", "M",
          "P", "P", "T", "T", "N", "T", "T", "K", "T", "P", "")  # fmt: skip
# the vowel ㅡ (hangul.VOWEL_EU) is what Hangul adds between consonants (스트라이프): not a
# spoken vowel
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
        found = hangul.parts(ch)
        if found is None:
            return None
        initial, vowel, final = found
        classes.append(_INITIAL[initial])
        classes.append(_FINAL[final])
        vowels += vowel != hangul.VOWEL_EU
    return _collapse(classes), vowels


def latin_key(word: str) -> tuple[str, int] | None:
    """(sound key, spoken vowels) of a lower-case Latin word, else None."""
    if not (word.isascii() and word.isalpha()):
        return None
    spelled = _SILENT_R.sub("", _SOFT_C.sub("s", word.lower()))
    classes = [_LATIN_KEY.get(part, "") for part in _LATIN.findall(spelled)]
    vowels = len(_VOWELS.findall(spelled.removesuffix("e") or spelled))
    return _collapse(classes), vowels


@lru_cache(maxsize=65_536)
def sound_key(term: str) -> tuple[str, int] | None:
    """The key of a Hangul or Latin term (None for mixed or other scripts)."""
    return hangul_key(term) or latin_key(term)


def bridged(word: str, candidate: str) -> bool:
    """Whether ``candidate`` (an index term of the other script) reads like ``word``:
    same consonant key of ``MIN_KEY`` or more, spoken vowels within one, a first
    syllable that can spell the word's. A Latin candidate may be a Snowball stem
    (redis -> redi), whose key may lack the word's last consonant."""
    mine, theirs = sound_key(word), sound_key(candidate)
    if mine is None or theirs is None or word.isascii() == candidate.isascii():
        return False
    if not _starts_alike(word, candidate):
        return False
    (key, vowels), (other, other_vowels) = mine, theirs
    if abs(vowels - other_vowels) > 1 or max(len(key), len(other)) < MIN_KEY:
        return False
    if key == other:
        return True
    return (
        candidate.isascii()
        and len(other) >= MIN_KEY - 1
        and key.startswith(other)
        and len(key) - len(other) == 1
    )


# Hangul vowels (Unicode order ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ) a spelled vowel may
# be written as, and back: a spelling whose first syllable cannot be the word's is no
# bridge, whatever its key
_VOWELS_OF = {
    "a": (0, 1, 4, 5, 2, 8, 9, 3, 10), "e": (5, 20, 1, 4, 6, 7), "i": (20, 0, 4, 16),
    "o": (8, 4, 0, 13, 9, 11, 12), "u": (4, 13, 17, 18, 0, 14, 16),
    "y": (0, 20, 2, 6, 7, 12, 17), "w": (14, 9, 16, 15, 10, 11, 13, 8),
}  # fmt: skip
# tense initials (ㄲㄸㅃㅆㅉ) are rare in loanwords: searched last
_TENSE = frozenset({1, 4, 8, 10, 13})
_LETTERS_OF = [
    "".join(sorted(letter for letter, vowels in _VOWELS_OF.items() if v in vowels))
    for v in range(21)
]
_ONSET = re.compile(r"sh|ch|ph|th|[bcdfgjklmnpqrstvxz]")
_IEUNG, _HIEUH = 11, 18


def _blocks(initials: set[int], vowels: list[int], final: str) -> list[tuple[str, str]]:
    """``[low, high)`` bounds of the words whose first syllable has one of these
    initials and vowels and no final or one of class ``final``, the likelier first."""
    finals = [0, *(f for f, cls in enumerate(_FINAL) if cls == final and f)]
    out = []
    for v in vowels:
        for i in sorted(initials, key=lambda i: (i in _TENSE, i)):
            for f in finals:
                syllable = hangul.compose(i, v, f)
                out.append((syllable, chr(ord(syllable) + 1)))
    return out


def hangul_ranges(word: str) -> list[tuple[str, str]]:
    """Where Hangul spellings of Latin ``word`` can sit in a sorted vocabulary, as
    ``[low, high)`` bounds: first syllables whose initial has its first consonant's
    class (ㅇ/ㅎ for a vowel, h, w or y), whose vowel its first vowel letter can be
    written as (ㅡ when two consonants meet: ``slack`` -> 슬랙) and whose final, if any,
    is its next consonant."""
    word = word.lower()
    key = latin_key(word)
    if key is None or not key[0]:
        return []
    onset = _ONSET.match(word)
    if onset is None or word.startswith("h"):
        initials = {_IEUNG, _HIEUH} if word.startswith("h") else {_IEUNG}
        rest = word[1:] if word.startswith("h") else word
    else:
        sound = "s" if onset[0] == "c" and word[1:2] in ("e", "i", "y") else onset[0]
        cls = _LATIN_KEY[sound][:1]
        initials = {i for i, c in enumerate(_INITIAL) if c == cls}
        if sound == "g" and word[1:2] in ("e", "i"):  # a soft g: 제, 지
            initials |= {i for i, c in enumerate(_INITIAL) if c == "S"}
        rest = word[onset.end() :]
    nxt = rest[:1]
    vowels = list(_VOWELS_OF.get(nxt, (18,)))  # a consonant next: the added ㅡ
    if nxt in ("w", "y") and onset is not None:
        vowels.append(18)
    # the first syllable's final, if any, is the next consonant (픽마? 슬랙, 엑셀)
    final = key[0][0] if onset is None or word.startswith("h") else key[0][1:2]
    return _blocks(initials, vowels, final)


def latin_ranges(word: str) -> list[tuple[str, str]]:
    """Where Latin spellings of Hangul ``word`` can sit in a sorted vocabulary: terms
    whose first letter sounds like its first consonant and whose next letter can spell
    its first vowel (or, after an added ㅡ, the next consonant; or h, as in sh, ph)."""
    key = hangul_key(word)
    if key is None or not key[0]:
        return []
    initial, vowel, _ = hangul.parts(word[0]) or (0, 0, 0)
    vowel_letters = _LETTERS_OF[vowel]
    if _INITIAL[initial] == "":
        letters = {*vowel_letters, "h"} if initial == _HIEUH else set(vowel_letters)
        return [(ch, chr(ord(ch) + 1)) for ch in sorted(letters)]
    firsts = {k[0] for k, cls in _LATIN_KEY.items() if cls[:1] == _INITIAL[initial]}
    # 스, 프, 그: a cluster (st, pl, gr) or a final
    if vowel == hangul.VOWEL_EU and len(key[0]) > 1:
        seconds = {k[0] for k, cls in _LATIN_KEY.items() if cls[:1] == key[0][1]}
        seconds |= {*vowel_letters, "l", "r", "w"}
    else:
        seconds = set(vowel_letters)
    seconds.add("h")
    return [(a + b, a + chr(ord(b) + 1)) for a in sorted(firsts) for b in sorted(seconds)]


def _starts_alike(word: str, candidate: str) -> bool:
    """Whether ``candidate`` begins where a spelling of ``word`` can begin."""
    ranges = hangul_ranges(word) if word.isascii() else latin_ranges(word)
    return any(low <= candidate < high for low, high in ranges)
