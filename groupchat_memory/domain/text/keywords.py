"""Korean-aware keywords by suffix rules, for recall: what every message is indexed by.

The recall index reads every message of a chat as it is recorded, so its terms come from
suffix rules that respect batchim agreement (을/이/은/과/으로 after a final consonant,
를/가/는/와/로 after a vowel), which keeps nouns such as 추가, 결과, 회의 intact, not from a
morphological analyzer (kiwipiepy did not recall more on the paraphrase set,
bench/recall_eval/morph.py). What names a subject, and what a sentence's ending does,
come from the analyzer in ``morph``.
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache

from groupchat_memory.domain.text import hangul

# Tokens: a number with the Hangul unit written onto it (15일로, 30만원으로), a Hangul
# syllable run, or an ASCII word with any Hangul written onto it (Redis에서, v2.3으로);
# an ASCII word may be a compound (programming-related, TCP/IP).
# the letters of Latin script, accented ones too (café, Zürich, Pádraig, Łódź): an
# ASCII-only class cut such a word at its first accent ("caf", "rich", "draig")
LATIN = "A-Za-zÀ-ÖØ-öø-ɏ"
_TOKEN_RE = re.compile(
    r"(?P<num>\d+(?:[.,]\d+)*)(?P<unit>[가-힣]+)"
    r"|(?P<hangul>[가-힣]+)"
    rf"|(?P<latin>[{LATIN}][{LATIN}0-9+#._/-]*[{LATIN}0-9+#]|[{LATIN}])(?P<tail>[가-힣]+)?"
)
_COMPOUND_JOINS = re.compile(r"[-/]")
# a unit after a number is short (일, 월, 시, 명, 번째, 만원); longer is a predicate form
_UNIT_SYLLABLES = 2

# Particles (조사), longest first when matched. "C" needs a final consonant before it,
# "V" a vowel (or ㄹ for 로), None either.
_PARTICLES: dict[str, str | None] = {
    "에서부터": None,
    "에게서": None,
    "한테서": None,
    "으로서": "C",
    "으로써": "C",
    "으로는": "C",
    "으로도": "C",
    "로서": "V",
    "로써": "V",
    "로는": "V",
    "로도": "V",
    "에서는": None,
    "에서도": None,
    "에서": None,
    "으로": "C",
    "까지": None,
    "처럼": None,
    "부터": None,
    "에게": None,
    "한테": None,
    "께서": None,
    "이랑": "C",
    "랑": "V",
    "하고": None,
    "보다": None,
    "마다": None,
    "만큼": None,
    "밖에": None,
    "이나": "C",
    # no bare 나 ("or"): it ends too many loanwords and names (그라파나, 바나나, 하나)
    "이든": "C",
    "이라도": "C",
    "라도": "V",
    "이라고": "C",
    "라고": "V",
    "이란": "C",
    "란": "V",
    "이라는": "C",
    "라는": "V",
    "이라면": "C",
    "라면": "V",
    "에는": None,
    "에도": None,
    "와는": "V",
    "과는": "C",
    "은": "C",
    "는": "V",
    "이": "C",
    "가": "V",
    "을": "C",
    "를": "V",
    "에": None,
    "도": None,
    "로": "V",
    "의": None,
    "와": "V",
    "과": "C",
    "만": None,
    "요": None,
}

# The copula after a number's unit (3시예요, 1,000원이에요, 50만원입니다). Only there: read
# through after every noun, it lost answers on the hard Korean set (bench/recall_eval).
_COPULA: dict[str, str | None] = {"이에요": "C", "예요": "V", "입니다": None}

_PARTICLE_SIZES = tuple(sorted({len(p) for p in _PARTICLES}, reverse=True))

# Endings of 명사+하다/되다 verbs: stripping them leaves the noun (배포하기로 -> 배포).
_VERB_SUFFIXES: tuple[str, ...] = tuple(
    sorted(
        {
            "하다", "하고", "하는", "하면", "하기", "하기로", "해야", "해서", "해요", "했어",
            "했어요", "했다", "했고", "했는데", "했습니다", "합니다", "합시다", "할게", "할게요",
            "할까", "할까요", "하겠습니다", "하겠다", "하겠어요", "하자", "하죠", "하려고",
            "하려면", "하는데", "해도", "해줘", "해주세요", "해볼게", "해봐", "할", "한", "함",
            "해", "되다", "되는", "되면", "됐다", "됐어", "됐어요", "됩니다", "될", "된", "되고",
            "되어", "돼", "돼요", "시키다", "시켜", "드릴게요", "드리겠습니다",
        },
        key=len,
        reverse=True,
    )
)  # fmt: skip

_VERB_SUFFIX_SET = frozenset(_VERB_SUFFIXES)
_VERB_SUFFIX_SIZES = tuple(sorted({len(v) for v in _VERB_SUFFIXES}, reverse=True))

# A word ending in one of these is a verb or adjective form: not a keyword.
_PREDICATE_ENDINGS: tuple[str, ...] = (
    "습니다", "습니까", "었어요", "았어요", "었어", "았어", "었다", "았다", "겠다", "겠어",
    "어요", "아요", "네요", "는데", "은데", "거든", "잖아", "는지", "던데", "구나", "군요",
    "지요", "죠", "세요", "십시오", "니까", "어서", "아서", "려고", "으면", "다가", "까",
    "다", "게", "해야", "어야", "아야", "워야", "려야", "줘", "줘요", "줄래", "줄래요",
)  # fmt: skip

# Nouns that merely look like stem + particle.
_KEEP_WHOLE = frozenset(
    {"고양이", "원숭이", "호랑이", "어린이", "젊은이", "늙은이", "놀이", "길이", "높이",
     "넓이", "깊이", "먹이", "구이", "바다", "판다", "아젠다", "어젠다", "아이", "사이",
     "차이", "나이", "오이", "종이", "모두", "하나", "누나", "언니", "마을", "가을", "겨울",
     "하늘", "나라", "저녁", "여름", "가게", "무게"}
)  # fmt: skip

_KO_STOP = frozenset(
    {
        "그리고", "그런데", "근데", "그래서", "그러면", "그럼", "그냥", "진짜", "정말", "너무",
        "아주", "많이", "이거", "그거", "저거", "이것", "그것", "저것", "우리", "저희", "여기",
        "거기", "저기", "지금", "이제", "아니", "아니요", "그래", "그래요", "좋아", "좋아요",
        "감사", "감사합니다", "고마워", "있어", "없어", "있다", "없다", "같아", "같아요",
        "같은", "생각", "혹시", "다들", "제가", "내가", "나는", "저는", "너는", "니가",
        "이런", "그런", "저런", "어떤", "무슨", "어떻게", "왜냐", "뭔가", "뭐가", "일단",
        "약간", "조금", "완전", "엄청", "계속", "다시", "이번", "저번", "다음", "오늘",
        "내일", "어제", "모레", "하지만", "또는", "혹은", "및", "또한", "그래도", "그러니까",
        "아마", "역시", "물론", "바로", "먼저", "나중", "하는", "있는", "없는", "되는",
        "이렇게", "그렇게", "저렇게", "해요", "하고", "그게", "이게", "저게", "뭐야", "네네",
        "맞아", "맞아요", "그치", "글쎄", "때문", "경우", "정도", "부분", "관련", "대해",
        "대한", "위해", "통해", "이상", "이하", "모든", "여러", "자기", "우리가", "안녕",
        "안녕하세요", "수고", "수고하셨습니다", "부탁", "부탁드립니다", "확인", "얘기",
        "이야기", "사람", "하나", "모두", "각자", "해서", "하면", "아니면",
        # question words and fillers: every question has them, no evidence needs them
        "언제", "누가", "누구", "어디", "어디서", "무엇", "뭐로", "뭘로", "얼마", "얼마나",
        "어느", "몇시", "며칠", "그때", "당시", "예전", "전에", "요즘", "최근", "혹시나",
        "어쨌든", "아무튼", "그니까", "근데요", "그래서요", "솔직히", "사실", "일단은",
        # how a plan ended and which one was taken ("결국 어떻게 됐어", "그걸로 하자"):
        # said of every plan, so they tell none apart
        "결국", "걸로", "그걸로", "이걸로",
    }
)  # fmt: skip

EN_STOP = frozenset(
    {
        "a", "an", "the", "and", "or", "but", "if", "then", "else", "so", "to", "of", "in", "on",
        "at", "by", "for", "with", "from", "into", "onto", "about", "as", "is", "are", "was",
        "were", "be", "been", "being", "am", "do", "does", "did", "doing", "have", "has", "had",
        "having", "i", "me", "my", "we", "our", "you", "your", "he", "she", "it", "its", "they",
        "them", "their", "this", "that", "these", "those", "there", "here", "what", "which", "who",
        "whom", "whose", "when", "where", "why", "how", "all", "any", "both", "each", "few",
        "more", "most", "other", "some", "such", "no", "nor", "not", "only", "own", "same", "than",
        "too", "very", "can", "will", "just", "should", "now", "would", "could", "shall", "may",
        "might", "must", "also", "ok", "okay", "yes", "yeah", "yep", "hi", "hello", "hey",
        "thanks", "thank", "please", "lol", "get", "got", "let", "lets", "let's", "go", "going",
        "gonna", "wanna", "like", "one", "two", "up", "down", "out", "over", "under", "again",
        "further", "once", "re", "ve", "ll", "don't", "i'm", "it's", "that's", "there's",
        # pronouns and the rest of a standard English list (they took keyword slots)
        "him", "his", "her", "hers", "herself", "himself", "itself", "myself", "ourselves",
        "yourself", "yourselves", "themselves", "theirs", "ours", "yours", "us", "mine",
        "because", "while", "until", "between", "through", "during", "before", "after",
        "above", "below", "off", "against", "cannot", "ever", "still",
        # what the tokenizer leaves of contractions (it splits at the apostrophe)
        "don", "doesn", "didn", "isn", "aren", "wasn", "weren", "hasn", "haven", "hadn",
        "won", "wouldn", "couldn", "shouldn", "mustn", "ain", "im", "ive", "id",
        "even", "much", "many", "really", "actually", "maybe", "something", "anything",
        "everything", "nothing", "someone", "anyone", "everyone", "thing", "things", "way",
        "know", "think", "tell", "told", "say", "said", "yet", "already", "well", "oh", "ah",
        "um", "uh", "hmm", "sure", "right", "kind", "sort", "lot", "lots", "bit", "pretty",
        "quite", "though", "although", "whether", "either", "neither", "every", "another",
        "since", "per", "via", "etc", "back", "around", "within", "without", "upon",
    }
)  # fmt: skip


# Things of one syllable a group talks about (돈, 책, 짐, 표): terms, where other one-syllable
# words are too often a piece of another word, a unit or a grammatical word (수, 번, 개, 것).
# Only those that name one thing or a few read as the same (차: a car or tea, 배: a boat,
# a pear); 약 ("about" before an amount) and 날 ("a day", in every question of when) are out
_ONE_SYLLABLE_NOUNS = frozenset(
    "돈책앱짐값집방밥술옷빵표차배꽃컵펜폰팀층역문벽창불눈비잠꿈병상곡글떡쌀국산강섬숲땅공"
    "맵탭칸키팬룸빔캠"
)  # fmt: skip


# Two-syllable particles that also end ordinary words (보고, 사고, 바보다).
_AMBIGUOUS_LONG = frozenset(
    {"하고", "보다", "마다", "라고", "라도", "라는", "라면", "이나", "이란"}
)


def _agrees(stem_last: str, rule: str | None, particle: str) -> bool:
    """Whether ``particle`` may follow ``stem_last`` (batchim agreement)."""
    if rule is None:
        return True
    final = hangul.has_final(stem_last)
    if rule == "C":
        if particle.startswith("으로") and hangul.final_is_rieul(stem_last):
            return False
        return final
    if particle.startswith("로") and hangul.final_is_rieul(stem_last):
        return True
    return not final


def _short_stem_ok(particle: str, stem: str) -> bool:
    """Whether a particle is distinctive enough to strip from a one-syllable stem (also
    가 and 에 from a noun of ``_ONE_SYLLABLE_NOUNS``: 차가, 방에; not 의, 만, 도, which end
    words of their own: 강의, 불만, 강도)."""
    if particle in {"을", "를", "은", "는", "이"}:
        return True
    if stem in _ONE_SYLLABLE_NOUNS and particle in {"가", "에"}:
        return True
    return len(particle) >= 2 and particle not in _AMBIGUOUS_LONG


def _strip_particle(word: str) -> str:
    """Remove one trailing particle if the rest still reads as a noun (longest first)."""
    for size in _PARTICLE_SIZES:
        particle = word[-size:]
        if len(word) <= size or particle not in _PARTICLES:
            continue
        stem = word[:-size]
        if not _agrees(stem[-1], _PARTICLES[particle], particle):
            continue
        # A 1-syllable stem is only believed for the unambiguous markers:
        # 돈이 -> 돈, 주까지 -> 주, but 추가, 결과, 회의, 정도 stay whole.
        if len(stem) == 1 and not _short_stem_ok(particle, stem):
            continue
        return stem
    return word


def _strip_verb(word: str) -> str:
    """Turn 명사+하다 forms back into the noun; leave other words alone (longest first)."""
    for size in _VERB_SUFFIX_SIZES:
        if len(word) - size >= 2 and word[-size:] in _VERB_SUFFIX_SET:
            return word[:-size]
    return word


# The light verbs written onto a noun to make it one (예약 + 했던, 확정 + 됐지, 주문 +
# 시켰어, 연락 + 드릴게, 추천 + 받았어), each syllable they may start with.
_LIGHT_VERBS = frozenset(
    {"하", "해", "했", "할", "한", "함", "합", "되", "돼", "됐", "될", "된", "됨", "됩", "시",
     "드", "받"}
)  # fmt: skip
# a verb's form before 하다 ("가야 한다", "가도록 해"): a light verb after it makes no noun
_BEFORE_DOING = ("야", "도록")
# what a light verb's syllable may be followed by (시 and 드 only by these)
_LIGHT_NEXT = {"시": frozenset("켜켰킬킨킴키"), "드": frozenset("려렸릴린림리")}
# the syllables of the endings and helping verbs after a light verb: tense, mood and
# politeness (었, 던, 지, 죠, 요, 습니다), joining (고, 서, 면, 려), and the helpers
# (놓다, 두다, 주다, 보다, 버리다); a word whose rest holds another syllable is no noun
# made a verb (해운대, 한국)
_ENDING_SYLLABLES = frozenset(
    "었았였던지죠조요여용어아다고는니나냐대래음야서도면려기로거게께까더라네데잖습슴세셨셔시실신심십"
    "염쥬징당엉"
    "겠놨놓놔둬뒀둘둔두줘줬줄준주드릴렸린봐봤볼본보버자군구든며러엔은을를이가에만것건걸"
    "해했할한함합하돼됐될된됨됩되켜켰킬킨킴키"
)  # fmt: skip


def _without_familiar_copula(word: str) -> str:
    """``word`` without the familiar copula that asks or tells what a thing is (누구야,
    회의실이야), when a noun of two syllables or more carries it; a predicate's -어야/-아야
    ("have to") stays for the predicate rule."""
    for ending, needs in (("이야", "C"), ("야", "V")):
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= 2 and _agrees(stem[-1], needs, ending):
            return word if word.endswith(_PREDICATE_ENDINGS) else stem
    return word


def _light_verb_noun(word: str) -> str | None:
    """The noun of a noun made a verb (예약했던 -> 예약, 확정됐지 -> 확정, 준비하는 ->
    준비), None when ``word`` is none: the noun has two syllables or more, and the rest is
    the light verb's endings only."""
    for at in range(2, len(word)):
        light = word[at]
        if light not in _LIGHT_VERBS:
            continue
        rest = word[at + 1 :]
        allowed = _LIGHT_NEXT.get(light)
        if allowed is not None and (not rest or rest[0] not in allowed):
            continue
        if light == "받" and not rest:
            continue
        if all(ch in _ENDING_SYLLABLES for ch in rest):
            noun = _strip_particle(word[:at])
            return None if _predicate(noun) or noun.endswith(_BEFORE_DOING) else noun
    return None


def _predicate(word: str) -> bool:
    """Whether ``word`` ends as a verb or adjective form does, or holds the ㅆ of one."""
    return word.endswith(_PREDICATE_ENDINGS) or any(
        hangul.final(ch) == hangul.FINAL_SSANG_SIOT for ch in word
    )


# a chat repeats its words: normalizing each distinct word once is what makes a rebuild fast
@lru_cache(maxsize=16_384)
def normalize_korean(word: str) -> str | None:
    """The noun inside one Hangul word, or None when the word is a predicate form."""
    if word in _KEEP_WHOLE:
        return word
    made_verb = _light_verb_noun(word)
    if made_verb is not None:
        return made_verb
    word = _without_familiar_copula(word)
    for _ in range(3):
        stripped = _strip_verb(_strip_particle(word))
        if stripped == word or stripped in _KEEP_WHOLE:
            word = stripped
            break
        word = stripped
    if word in _KEEP_WHOLE:
        return word
    return None if _predicate(word) else word


def _without_copula(word: str) -> str:
    """``word`` without a copula ending, when what is left can carry it."""
    for ending, needs in _COPULA.items():
        stem = word[: -len(ending)]
        if word.endswith(ending) and stem and _agrees(stem[-1], needs, ending):
            return stem
    return word


def _unit(unit: str) -> str | None:
    """A number's unit without its particle (일로 -> 일, 만원으로 -> 만원), else None.

    After a number a one-syllable stem is a unit, not a misread noun, so any particle
    that agrees with it is stripped (``15일로``: 일 + 로), and the copula (``원이에요``)."""
    unit = _without_copula(unit)
    if unit in _PARTICLES:
        return None
    for size in _PARTICLE_SIZES:
        particle = unit[-size:]
        if len(unit) > size and particle in _PARTICLES:
            stem = unit[:-size]
            if _agrees(stem[-1], _PARTICLES[particle], particle):
                unit = stem
                break
    return unit if len(unit) <= _UNIT_SYLLABLES and normalize_korean(unit) else None


def _hangul_term(raw: str) -> str | None:
    if raw in _KO_STOP:
        return None
    term = normalize_korean(raw)
    if term is None or (len(term) < 2 and term not in _ONE_SYLLABLE_NOUNS) or term in _KO_STOP:
        return None
    return term


def tokenize(text: str, *, numbers: bool = False) -> list[str]:
    """Content terms of ``text`` in order, duplicates kept.

    Hangul words lose particles and 하다-endings; English is lower-cased; a particle
    written onto an English word is dropped (``Redis에서`` -> ``redis``); stop words,
    bare numbers, one-syllable Hangul (but a thing of ``_ONE_SYLLABLE_NOUNS``: 돈, 책) and
    one-letter English tokens are dropped.
    ``numbers``: a number keeps the unit written onto it (``15일로`` -> ``15일``), for
    search; without, the unit is read as a word (what the summaries' topics and
    sentence ranking were tuned on).
    """
    terms: list[str] = []
    for match in _TOKEN_RE.finditer(text):
        number, hangul, latin = match.group("num", "hangul", "latin")
        if number is not None and numbers:
            unit = _unit(match.group("unit"))
            if unit is not None:
                terms.append(number.replace(",", "") + unit)  # 1,000원 -> 1000원
            continue
        if number is not None:  # topics read the unit as a word of its own, as always
            hangul = match.group("unit")
        if hangul is not None:
            term = _hangul_term(hangul)
            if term is not None:
                terms.append(term)
            continue
        word = unaccented(latin.lower()).strip("._-/")
        if len(word) >= 2 and word not in EN_STOP and _has_content(word):
            terms.append(word)
        tail = match.group("tail")
        if tail and tail not in _PARTICLES and (term := _hangul_term(tail)) is not None:
            terms.append(term)
    return terms


def compound_parts(word: str) -> list[str]:
    """The content words of a hyphen or slash compound (``tcp/ip`` -> ``tcp``, ``ip``);
    empty for a word that is none."""
    if not _COMPOUND_JOINS.search(word):
        return []
    return [p for p in _COMPOUND_JOINS.split(word) if len(p) >= 2 and p not in EN_STOP]


def unaccented(word: str) -> str:
    """``word`` without its accents (``café`` -> ``cafe``), so a search typed without
    them finds the word written with them, and the other way round."""
    if word.isascii():
        return word
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def _has_content(word: str) -> bool:
    """False for a compound of stop words only (``and/or``, ``he/she``, ``so-so``)."""
    return not _COMPOUND_JOINS.search(word) or bool(compound_parts(word))


_NON_ASCII_SPACE = re.compile(r"[^\S\x00-\x7f]")


def estimate_tokens(text: str) -> int:
    """Rough LLM token count: a Hangul syllable is a token, and so are four ASCII characters.

    Other non-ASCII characters (CJK, emoji, jamo) count one each, non-ASCII spaces none.
    Used for context budgets and benchmarks where calling a real tokenizer would need
    the network. Counted in C, not a Python loop per character: a context of 8k tokens
    prices hundreds of lines. Non-ASCII characters are the ones an ASCII encoding drops
    (faster than listing them with a regular expression).
    """
    if text.isascii():
        return math.ceil(len(text) / 4)
    wide = len(text) - len(text.encode("ascii", "ignore"))
    spaces = len(_NON_ASCII_SPACE.findall(text)) if _NON_ASCII_SPACE.search(text) else 0
    return wide - spaces + math.ceil((len(text) - wide) / 4)
