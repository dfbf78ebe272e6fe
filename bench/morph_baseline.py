"""``bench_morph``'s ``rules`` candidate: how the offline summarizer read Korean before
``domain.text.morph`` (commit 66affe2), kept here so the bench can compute it again.

Nouns: ``keywords.tokenize``'s terms (the recall tokenizer: particles and 하다-endings cut
off by suffix rules) less the summarizer's non-subjects, its polite predicates (먹어요)
and the verb forms it told by their shape (늘리, 반에, 받아). Endings: the summarizer's
proposal and hortative patterns, its -ㄹ게 test and 겠습니다, a question mark
(``stance.asks``), and a ㅆ batchim in the last word for the past.
"""

from __future__ import annotations

import re

from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.morph import EndingClass
from groupchat_memory.domain.text.stance import asks

_HANGUL_FIRST = 0xAC00
_RIEUL = 8
_SSANG_SIOT = 20
_NOT_SUBJECTS = frozenset(
    {
        "오전", "오후", "저녁", "아침", "새벽", "오늘", "내일", "어제", "모레", "이번", "다음",
        "지난", "시간", "시에", "분에", "정도", "만원", "천원", "인당", "얘기", "이야기", "생각",
        "부분", "하나", "다들", "모두", "결정", "확정", "합의", "결론", "찬성", "동의", "좋아",
        "오케이", "감사", "수고", "고마워", "괜찮", "느낌",
        "번째", "메시지", "어때", "어때요", "다음엔", "이런", "저런", "그런", "그건", "그거",
        "이거", "저거", "고생", "않아", "괜찮아", "그렇고", "지난주", "이번주", "다음주",
    }
)  # fmt: skip
_VERB_ENDING = re.compile(
    r"(?:하자|가자|두자|보자|하죠|해요|할게|인데|는데|은데|했어|했지|걸려|려고|이야|거든|잖아)$"
)
_POLITE_STEM_ENDS = frozenset("어아와워네봐해돼래줘져서게지죠나까")
_VERB_SHAPE = re.compile(r"^[가-힣]에$|^[가-힣]{2,}(?<![화장측표국라냉전이방])면$|님$|쯤$|요$")
_NOUN_BATCHIM_BEFORE_EO = frozenset({1, 4, 8, 16, 21})
_HONORIFIC_STEMS = frozenset("주하보오가드계쓰")
_PROPOSAL = re.compile(
    r"어때|어떨까|하자|합시다|하면 좋겠|제안|어떻습니까|how about|what if|should we|let's",
    re.IGNORECASE,
)
_HORTATIVE = re.compile(r"[가-힣](?:자|시다)[\s.!~ㅋㅎ^]*$")


def _verb_like(term: str) -> bool:
    if _VERB_SHAPE.search(term):
        return True
    if len(term) != 2 or not all(_HANGUL_FIRST <= ord(c) < _HANGUL_FIRST + 11172 for c in term):
        return False
    first, last = term[0], term[1]
    batchim = (ord(first) - _HANGUL_FIRST) % 28
    if last == "실":
        return first in _HONORIFIC_STEMS
    if last == "리":
        return batchim == _RIEUL
    return last in "아어" and batchim != 0 and batchim not in _NOUN_BATCHIM_BEFORE_EO


def _said_terms(text: str) -> frozenset[str]:
    found: set[str] = set()
    for word in re.findall(r"[가-힣]{2,}", text):
        if word.endswith("요"):
            found.update(t for t in tokenize(word) if t[-1] in _POLITE_STEM_ENDS)
    return frozenset(found)


def _is_promise(text: str) -> bool:
    for word in re.findall(r"[가-힣]+", text):
        stem = word[:-1] if word.endswith("요") else word
        if len(stem) >= 2 and stem.endswith("게"):
            before = ord(stem[-2]) - _HANGUL_FIRST
            if 0 <= before < 11172 and before % 28 == _RIEUL:
                return True
    return False


def nouns(text: str) -> list[str]:
    """The topic terms the summarizer took from ``text``."""
    said = _said_terms(text)
    return [
        t
        for t in tokenize(text)
        if t not in _NOT_SUBJECTS
        and not _VERB_ENDING.search(t)
        and t not in said
        and not _verb_like(t)
    ]


def ending(text: str) -> EndingClass:
    """The ending's class as the summarizer's patterns read it."""
    if _HORTATIVE.search(text) or _PROPOSAL.search(text):
        return "proposal"
    if _is_promise(text) or "겠습니다" in text:
        return "promise"
    if asks(text):
        return "question"
    words = [w for w in text.split() if re.search(r"[가-힣]", w)][-1:]
    last = [c for w in words for c in w if "가" <= c <= "힣"]
    if any((ord(c) - _HANGUL_FIRST) % 28 == _SSANG_SIOT for c in last):
        return "past"
    return "statement"


# ``acts-rules``: how ``domain.understanding.acts`` read a Korean line's acts before it
# went through the analyzer (the commit before ``morph.clauses``): syllable arithmetic on
# each word (-ㄹ게, -겠습니다, the past 했/었/았/였 and a few fused forms) and on each
# sentence's last word (-자, -ㅂ시다, -죠), read into the bench's ending classes.
_ACTS_PROPOSAL_END = re.compile(
    r"(?:자|읍시다|ㅂ시다|합시다|시다|(?:하|가|합|갑|보|두|정하)죠|까요?|을까|ㄹ까|는\s?건|는\s?거|"
    r"면\s?(?:안\s?될까|어때|좋겠)|어때요?|어떨까요?|어떻습니까|어떠세요|걸로|거로|로\s?하죠)$"
)
_ACTS_NOT_HORTATIVE_JYO = ("그렇죠", "좋죠", "맞죠", "있죠", "없죠", "같죠", "겠죠", "였죠",
                           "았죠", "었죠", "했죠", "아니죠", "되죠", "싫죠")  # fmt: skip
_ACTS_TAIL = re.compile(r"(?:\s|[.!?？~^,]|ㅋ{2,}|ㅎ{2,}|ㅠ+|ㅜ+|[\U0001F300-\U0001FAFF☀-➿])*$")
_BIEUP = 17
_ACTS_NOUNS_IN_JA = ("여자", "남자", "의자", "과자", "모자")
_ACTS_PAST_IDIOMS = ("알았", "됐어", "됐다", "그랬구나", "몰랐")


def _final(char: str) -> int | None:
    code = ord(char) - _HANGUL_FIRST
    return code % 28 if 0 <= code < 11172 else None


def _acts_promise(word: str) -> bool:
    stem = word.removesuffix("요")
    if word.endswith(("겠습니다", "겠어요")) and len(word) >= 4:
        return word[-4 if word.endswith("겠어요") else -5] not in "좋되있없같많싶"
    return len(stem) >= 2 and stem.endswith(("게", "께")) and _final(stem[-2]) == _RIEUL


def _acts_hortative(word: str) -> bool:
    if len(word) >= 2 and word.endswith("죠"):
        if word.endswith("이죠") and len(word) >= 3 and (_final(word[-3]) or 0) != 0:
            return False
        return not word.endswith(_ACTS_NOT_HORTATIVE_JYO)
    if word.endswith(("읍시다", "합시다")) or (
        word.endswith("시다") and len(word) >= 3 and _final(word[-3]) == _BIEUP
    ):
        return True
    return len(word) >= 2 and word.endswith("자") and word not in _ACTS_NOUNS_IN_JA


def _acts_past(word: str) -> bool:
    for at, char in enumerate(word[:-1]):
        if char in "했였았었" or (char in "갔왔봤줬됐났샀썼찼" and at + 1 < len(word)):
            return word[at + 1 :][:1] in ("어", "다", "음", "고", "지", "는", "네", "으", "요")
    return word.endswith(("했", "했음", "됐", "갔", "왔", "봤", "줬", "놨", "뒀", "샀", "냈", "썼"))


def acts_ending(text: str) -> EndingClass:
    """The ending's class as ``acts`` read it with syllable arithmetic: a question mark
    asks; a hortative last word or a proposal ending proposes; an -ㄹ게 or -겠습니다 word
    promises; a past word tells the past."""
    core = _ACTS_TAIL.sub("", text).strip()
    last = re.findall(r"[가-힣]+", core)[-1:]
    words = re.findall(r"[가-힣]+", text)
    if asks(text):
        return "question"
    if any(_acts_hortative(w) for w in last) or (
        re.search(r"[가-힣]$", core) and _ACTS_PROPOSAL_END.search(core)
    ):
        return "proposal"
    if any(_acts_promise(w) for w in words):
        return "promise"
    if any(_acts_past(w) and not w.startswith(_ACTS_PAST_IDIOMS) for w in words):
        return "past"
    return "statement"
