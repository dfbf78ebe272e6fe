"""Plans that change: which decision a later one replaces.

A group decides "금요일 7시 강남", then "토요일 6시 홍대로 변경": both stay in the summary
files (the history is kept), and the ledger marks the older one *superseded* by the
newer. The pairing is derived, never stored, like the rest of the ledger: a later backed
decision replaces an earlier one when a model said so, citing the earlier one's evidence
ids (``CitedItem.replaces``), or when, by rule, both are about the same subject (a shared
content word, the speaker's name left out) and the later one either names another value
of the same slot (place, day, time, amount, tool, owner) or says it changes one of them
("변경", "대신", "instead"). Rules, not a model: the same files always give the same
ledger, and no call is spent on it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from groupchat_memory.domain.text import cues
from groupchat_memory.domain.text.keywords import tokenize

_DAY = re.compile(
    r"[월화수목금토일]요일|\d{1,2}\s?/\s?\d{1,2}|\d{1,2}월\s?\d{1,2}일|\d{1,2}일(?=[에로까은는\s]|$)"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|내일|모레|다음\s?주|이번\s?주",
    re.IGNORECASE,
)
_TIME = re.compile(r"\d{1,2}시(?:\s?반|\s?\d{1,2}분)?|\d{1,2}:\d{2}|\b\d{1,2}\s?(?:am|pm)\b", re.I)
_AMOUNT = re.compile(
    r"(?:인당\s?)?\d[\d,.]*\s?(?:만\s?원|천\s?원|원|달러|dollars?|usd|krw|eur|euros?|pounds?|quid)|"
    r"[$₩£€]\s?\d[\d,.]*k?",
    re.IGNORECASE,
)
# a share, a discount or a rate ("20% 할인", "15프로", "10 percent")
_RATE = re.compile(r"\d[\d.]*\s?(?:%|퍼센트|프로(?![가-힣])|percent\b)", re.IGNORECASE)
_PLACE = re.compile(
    r"([가-힣A-Za-z0-9]{2,})(?:에서|역)(?=[\s,.!]|$)"
    # "장소는 결국 수지": the place, not the adverb before it
    r"|장소(?:는|를|가)?\s?(?:(?:결국|그냥|일단|다시|최종|이번엔|그럼)\s?)?([가-힣A-Za-z0-9]{2,})"
    r"|\b(?:venue|location)(?:\s+is|\s*:)?\s+(?:now\s+|still\s+)?(?:the\s+)?([A-Za-z][\w'-]+)"
    r"|\b(?:at|in)\s+([A-Z][\w'-]+)|([가-힣A-Za-z0-9]{2,})(?:으로|로)\s?(?:장소|옮기|옮겨|이동|변경|바꾸|바꿔)",
)
_TOOL = re.compile(
    r"([가-힣A-Za-z0-9.+#-]{2,}?)(?:를|을)?\s?(?:쓰기로|사용하기로|쓰자|써요|씁시다|도입)"
    r"|(?:툴|도구|tool)(?:은|는|을|를)?\s?([가-힣A-Za-z0-9.+#-]{2,})|\buse\s+([A-Za-z][\w.+#-]+)",
    re.IGNORECASE,
)
_OWNER = re.compile(
    r"담당(?:자)?(?:은|는|을|를)?\s?([가-힣A-Za-z]{2,})|([가-힣A-Za-z]{2,}?)(?:님|씨)?(?:이|가)\s?맡"
    r"|\b(?:owner|assigned\s+to|owned\s+by)\s+([A-Za-z]\w+)",
    re.IGNORECASE,
)
_SLOTS: dict[str, re.Pattern[str]] = {
    "day": _DAY,
    "time": _TIME,
    "amount": _AMOUNT,
    "rate": _RATE,
    "place": _PLACE,
    "tool": _TOOL,
    "owner": _OWNER,
}
# Words of deciding and changing itself: two decisions sharing only these share no subject.
_NOT_SUBJECTS = frozenset(
    {
        "하기", "결정", "확정", "합의", "결론", "변경", "정했", "대신", "말고", "수정", "이번",
        "다음", "그럼", "우리", "모두", "다들", "오전", "오후", "저녁", "아침", "새벽", "주말",
        "평일", "오늘", "정리", "정리하면", "일정", "시간", "부터", "까지", "으로",
        "decided", "agreed", "moved", "instead", "change", "changed", "switch", "switched",
        "we", "the", "final", "plan", "let",
    }
)  # fmt: skip
_SPEAKER = re.compile(r"^[^:\n]{1,40}:\s")
_PARTICLE = re.compile(r"(?:으로|로|에서|에|은|는|이|가|을|를|도|까지)$")


def _body(text: str) -> str:
    """The decision's words without the ``speaker:`` the summarizers put in front."""
    return _SPEAKER.sub("", text, count=1)


_VALUE = rf"(?:{_DAY.pattern}|{_TIME.pattern}|{_AMOUNT.pattern}|{_RATE.pattern})"
# what a plan leaves behind or gains rather than what it puts forward: a consequence
# ("…, gives us thursday", "so we have the weekend") and the value moved away from ("from
# the 4th", "4일에서 11일로", "금요일 말고", "instead of 7")
_CONSEQUENCE = re.compile(
    r"(?:[,;]\s*|\s-+\s*|\b(?:which|that|this|it)\s+)"
    r"(?:gives?|giving|leaves?|leaving|buys?|buying)\s+(?:us|you|them|me|everyone)\b[^.;!?]*"
    r"|(?:[,;]\s*|\s)so\s+(?:we|you|they)(?:'d|\s+would|\s+will|'ll)?\s+"
    r"(?:have|get|still\s+have)\b[^.;!?]*"
    rf"|(?<=[^\s안])\s*[,.]?\s*(?:그러면|그럼|그래야)\s+[^.!?]*?{_VALUE}[^.!?]*?"
    r"(?:여유|시간|남[아는고]|생기|생겨|비[어는])[^.!?]*",
    re.IGNORECASE,
)
_AWAY = re.compile(
    rf"\b(?:instead\s+of|rather\s+than)\s+(?:the\s+)?{_VALUE}(?:\s?(?:am|pm))?"
    rf"|{_VALUE}\s?(?:말고|대신)(?=\s)",
    re.IGNORECASE,
)
_MOVE_VERB = re.compile(
    r"\b(?:move[sd]?|moving|push(?:ed|ing)?|shift(?:ed|ing)?|bump(?:ed|ing)?|change[sd]?|switch"
    r"(?:ed|ing)?|reschedul\w*|postpon\w*|bring|brought)\b",
    re.IGNORECASE,
)
_FROM_VALUE = re.compile(r"\bfrom\s+(?:the\s+)?([\w:]+(?:\s?(?:am|pm))?)", re.IGNORECASE)
_MOVED_FROM = re.compile(r"\s?(?:에서|부터)\s?")


def proposed(text: str) -> str:
    """The words of ``text`` that put its values forward, without a consequence it gives
    as a reason or the value it moves away from ("i vote fri 10am, gives us thursday"
    puts forward Friday, "4일에서 11일로" the 11th): those are no value of the plan."""
    kept = _AWAY.sub(" ", _CONSEQUENCE.sub(" ", text))
    if _MOVE_VERB.search(kept):
        kept = _FROM_VALUE.sub(lambda m: " " if _is_value(m.group(1)) else m.group(0), kept)
    for pattern in (_DAY, _TIME, _AMOUNT):
        values = list(pattern.finditer(kept))
        for first, then in zip(values[::-1][1:], values[::-1], strict=False):
            between = kept[first.end() : then.start()]
            if _MOVED_FROM.fullmatch(between) and re.match(r"\s?으?로", kept[then.end() :]):
                kept = kept[: first.start()] + " " + kept[then.start() :]
    return kept


def _is_value(word: str) -> bool:
    """A word naming a day, a time or an amount, "the 4th" and "7" too."""
    return any(p.match(word) for p in (_DAY, _TIME, _AMOUNT)) or bool(
        re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?::\d{2})?\s?(?:am|pm)?", word, re.I)
    )


def slots(text: str) -> dict[str, frozenset[str]]:
    """The values a decision names per slot kind (``{"day": {"금요일"}, "time": {"7시"}}``)."""
    body = proposed(_body(text))
    found: dict[str, frozenset[str]] = {}
    for kind, pattern in _SLOTS.items():
        values = set()
        for match in pattern.finditer(body):
            groups = [g for g in match.groups() if g] if match.groups() else []
            value = (groups[0] if groups else match.group(0)).casefold()
            value = _PARTICLE.sub("", re.sub(r"\s+", "", value)) or value
            if kind in ("place", "tool", "owner") and any(
                p.fullmatch(value) for p in (_DAY, _TIME, _AMOUNT, _RATE)
            ):
                continue  # "토요일로 변경" changes the day, not the place
            values.add(value)
        if values:
            found[kind] = frozenset(values)
    return found


def without_values(text: str) -> str:
    """``text`` without the values it names and the words that name their kind ("장소는
    판교", "7시", "tool is X"): two plans that both set a place share no subject by it."""
    for pattern in _SLOTS.values():
        text = pattern.sub(" ", text)
    return text


def _subject_terms(text: str) -> set[str]:
    """Content words of a decision outside its slot values (what it is about), not those
    of a consequence it gives or a value it moves away from."""
    body = proposed(_body(text))
    for pattern in (*_SLOTS.values(), cues.CHANGE):
        body = pattern.sub(" ", body)
    return {t for t in tokenize(body) if t not in _NOT_SUBJECTS}


class _Facts:
    """What the rules read of one decision, computed once."""

    def __init__(self, text: str) -> None:
        self.slots = slots(text)
        self.terms = _subject_terms(text)
        self.changes = bool(cues.CHANGE.search(_body(text)))


@functools.lru_cache(maxsize=8192)
def _facts(text: str) -> _Facts:
    """A decision's facts; the service asks for the same ledger again and again."""
    return _Facts(text)


def _replaces(new: _Facts, old: _Facts) -> bool:
    if not new.terms & old.terms:
        return False
    shared = new.slots.keys() & old.slots.keys()
    if any(new.slots[kind] != old.slots[kind] for kind in shared):
        return True
    return new.changes and bool(shared or not new.slots)


def successors(
    texts: Sequence[str],
    evidence: Sequence[Sequence[int]],
    cited: Sequence[Sequence[int]],
    backed: Sequence[bool],
) -> dict[int, int]:
    """For decisions in chat order (oldest first), which later one replaces each: a
    position -> its direct successor's position.

    ``cited[i]`` are the evidence ids a model said decision ``i`` replaces: it replaces the
    earlier decision whose evidence holds them, whatever the rules would pair (those
    claims are read first, so no rule takes their predecessor before them). Otherwise the
    rules pick the nearest earlier decision still current on the same
    subject and not claimed. Only a backed decision (not a bare proposal) replaces
    anything. Only decisions sharing a subject word are compared, and each id is looked
    up once, so a long ledger is not read pairwise.
    """
    facts = [_facts(text) for text in texts]
    claimed = _claims(evidence, cited, backed)
    claiming = set(claimed.values())
    current: dict[str, set[int]] = {}  # subject word -> decisions on it not yet replaced
    out: dict[int, int] = dict(claimed)

    for new in range(len(texts)):
        if backed[new] and new not in claiming:  # no grounded claim: the rules decide
            near = {o for term in facts[new].terms for o in current.get(term, ())}
            for old in sorted(near, reverse=True):
                if _replaces(facts[new], facts[old]):
                    out[old] = new
                    for term in facts[old].terms:
                        current[term].discard(old)
                    break
        if new not in out:
            for term in facts[new].terms:
                current.setdefault(term, set()).add(new)
    return out


def _claims(
    evidence: Sequence[Sequence[int]], cited: Sequence[Sequence[int]], backed: Sequence[bool]
) -> dict[int, int]:
    """What the backed decisions say they replace, by their cited ids (old -> new): each
    earlier decision whose evidence holds one, the earliest claim first when two name it."""
    by_id: dict[int, list[int]] = {}
    out: dict[int, int] = {}
    for new in range(len(evidence)):
        if backed[new]:
            for old in sorted({o for seq in cited[new] for o in by_id.get(seq, ())}):
                out.setdefault(old, new)
        for seq in evidence[new]:
            by_id.setdefault(seq, []).append(new)
    return out
