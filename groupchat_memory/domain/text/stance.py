"""Whether a chat message agrees with what it answers, objects to it, or neither.

A decision's evidence names who agreed; a cited "반대예요" or "I disagree" must not count
as agreement. The wording is judged sentence by sentence (Korean and English): questions
take no stance ("안 돼요?" asks), phrases that only look negative ("문제없어요", "나쁘지
않아요", "no problem") are blanked out first, and an objection anywhere in a message wins
over agreement ("좋아요, 근데 7시는 안 돼요" objects to the time). Rules, not a model: the
same text always gets the same answer, offline and when checking what an LLM cited.
``closing`` reads the same way what a later message says of a task: done ("다 했어요",
"done") or dropped ("안 해도 돼요").
"""

from __future__ import annotations

import re
from typing import Literal

from groupchat_memory.domain.text import cues
from groupchat_memory.store.records import ItemStatus

Stance = Literal["agree", "object", "neutral"]

_SENTENCES = re.compile(r"(?<=[.!?。…~])\s+|\n+")
_QUESTION_END = re.compile(r"[?？]\s*[~^ㅋㅎ.]*\s*$")

# Negative-looking phrases that agree or do not object: removed before the objection
# patterns run, so "반대할 이유 없어요" is not "반대".
_NOT_OBJECTIONS = re.compile(
    r"나쁘지\s?않|나쁘진\s?않|문제\s?(?:없|없어|없습|없죠|없을)|이의\s?없|이견\s?(?:없|은\s?없)"
    r"|반대(?:할|하는)?\s?(?:이유|의견|사람)?\s?(?:는|은)?\s?(?:없|안\s?해|하지\s?않)"
    r"|싫지\s?않|싫진\s?않|안\s?될\s?(?:거|것)\s?(?:없|도\s?없)|안\s?돼도\s?괜찮"
    r"|별로\s?(?:문제|어렵지|안\s?어려|상관)|마다할\s?이유"
    r"|\bno\s+(?:problem|problems|worries|objections?|doubt|complaints?|issues?)\b"
    r"|\bnot\s+(?:bad|a\s+problem|an\s+issue)\b|\bdon'?t\s+disagree\b|\bnothing\s+against\b"
    r"|\bcan'?t\s+wait\b|\bwhy\s+not\b|\bcan'?t\s+argue\b|\bno\s+reason\s+not\b"
    r"|\bno\s+(?:opinion|preference|strong\s+feelings?)\b",
    re.IGNORECASE,
)
_OBJECTION = re.compile(
    # Korean: 반대, 별로, 안 돼 (but "…면 안 돼" is a rule, not a stance), 싫, 아니요,
    # negated agreement, "어렵겠/곤란/힘들 것 같", "못 가요", hesitation (글쎄, 그건 좀)
    r"반대(?:예요|에요|입니다|합니다|해요|요|야|이에요|하는\s?입장|\s?의견|$|[.!,\s])"
    r"|별로(?:예요|에요|야|다|네|인데|던데|이에요|임|$|[.!,])|별로\s?(?:안\s?좋|마음에\s?안|내키지|좋지\s?않)"
    r"|(?<!면\s)(?<!면)안\s?(?:돼|되요|되겠|될\s?(?:것|거)\s?같|됩니다|된다|되는데)"
    r"|싫(?:어|은데|습니다|다|네|음|어요)"
    r"|^(?:아니요|아뇨|아니오|노노|ㄴㄴ)(?!\s*[,.]?\s*(?:괜찮|좋|문제|맞))"
    r"|아닌\s?(?:것|거)\s?같|그건\s?아니|그건\s?좀(?:\.{2,}|…|$)|글쎄"
    r"|동의\s?(?:못|안\s?해|하지\s?않|할\s?수\s?없|하기\s?어렵)|찬성\s?(?:못|안\s?해|하지\s?않|할\s?수\s?없)"
    r"|좋지\s?않|안\s?좋아|어렵겠|어려울\s?(?:것|거)\s?같|곤란|힘들\s?(?:것|거)\s?같|불가(?:능)?(?:해|합|$)"
    r"|못\s?(?:가요|가겠|가$|와요|오겠|해요|하겠|갈\s?(?:것|거|듯)|할\s?(?:것|거)\s?같)|비추|재고(?:해|하|를\s?부탁)"
    r"|다시\s?생각해\s?(?:봐야|보죠|봅시다|보자|보면\s?좋)"
    # English
    r"|\bdisagree|\bobject(?:ion)?\b|\bagainst\s+(?:it|this|that)\b|\bnope\b|\bnah\b"
    r"|^no\b(?!\s*[,.!]?\s*(?:that\s+works|that'?s\s+fine|it'?s\s+fine|sounds\s+good|all\s+good))"
    r"|\bdon'?t\s+(?:agree|think\s+so|like)|\bdo\s+not\s+agree|\bnot\s+(?:a\s+fan|sure|convinced|ok(?:ay)?|good|a\s+good\s+idea|great)\b"
    r"|\bbad\s+idea\b|\bwon'?t\s+work|\bdoesn'?t\s+work|\bcan'?t\s+(?:make\s+it|do|agree)"
    r"|\brather\s+not\b|\bi'?d\s+rather\b|(?:^|\s)-1\b|👎",
    re.IGNORECASE,
)
_AGREEMENT = re.compile(
    r"좋아요|좋습니다|좋아(?![하한할해했])|좋네|좋은\s?생각|동의|찬성|그렇게\s?(?:하죠|해요|합시다|하자|해)|오케이|ㅇㅋ"
    r"|^콜|맞아요|괜찮(?:아요|습니다|네|아)|문제\s?없|이의\s?없|이견\s?없|나쁘지\s?않|찬성|알겠|넵|네\s?네|^네\b|^예\b"
    r"|\bagree|sounds\s+good|\bok(?:ay)?\b|\byes\b|\bsure\b|\blgtm\b|\bperfect\b|works\s+for\s+me"
    r"|\bgreat\b|\blet'?s\s+do\s+(?:it|that)|\bno\s+problem|\bnot\s+bad|\+1|👍",
    re.IGNORECASE,
)


def _statements(text: str) -> list[str]:
    """The sentences of ``text`` that are not questions, stripped."""
    parts = (p.strip() for p in _SENTENCES.split(text))
    return [p for p in parts if p and not _QUESTION_END.search(p)]


def asks(text: str) -> bool:
    """Whether a line ends by asking ("...?", "...？"): a question proposes or asks, and
    the turn after it is likely its answer."""
    return text.rstrip().endswith(("?", "？"))


def stance(text: str) -> Stance:
    """``object`` when any statement objects, else ``agree`` when one agrees, else
    ``neutral`` (questions, facts, the decision stated again)."""
    agrees = False
    for sentence in _statements(text):
        cleared = _NOT_OBJECTIONS.sub(" ", sentence).strip()
        if _OBJECTION.search(cleared):
            return "object"
        agrees = agrees or bool(_AGREEMENT.search(sentence))
    return "agree" if agrees else "neutral"


def objects(text: str) -> bool:
    """Whether the message objects (a question never does)."""
    return stance(text) == "object"


# The past of the verbs a task is most often closed with ("보냈어", "예약했"): the summaries'
# rules read no morphology, the live understanding reads any verb's past (``acts``).
_DONE_VERBS = re.compile(r"보냈어|올렸어|제출했|처리했|예약했")
_ASKS = re.compile(r"[?？]\s*$")


def closing(text: str) -> ItemStatus | None:
    """``done`` or ``dropped`` when a message says so (not asking), else None."""
    if _ASKS.search(text.strip()):
        return None
    if cues.DROP.search(text):
        return "dropped"
    done = cues.DONE_KO.search(text) or cues.DONE_EN.search(text) or _DONE_VERBS.search(text)
    return "done" if done else None
