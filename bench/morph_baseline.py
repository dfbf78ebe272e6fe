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
