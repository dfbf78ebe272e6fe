"""The values a chat line names, by kind: a day, a time, an amount, a rate, a place, a
tool, an owner (``slots``).

Why here, among the readers of text: decisions and their changes, proposals, to-dos and
the current plan all read a line's values this one way, so none of them owns it.
"""

from __future__ import annotations

import functools
import re

# a date in figures, month or day first ("3/28", "29/11"), not a split of figures ("85 /
# 25 / 40"): a month and a day of some month
_MONTH = r"(?:0?[1-9]|1[0-2])"
_DATE = r"(?:[12]\d|3[01]|0?[1-9])"
_DAY = re.compile(
    rf"[월화수목금토일]요일|(?<!\d)(?<!\d[,.])(?:{_MONTH}\s?/\s?{_DATE}|{_DATE}\s?/\s?{_MONTH})(?!\d|[,.]\d)|"
    r"\d{1,2}월\s?\d{1,2}일|\d{1,2}일(?=[에로까은는\s(]|$)"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|내일|모레|다음\s?주|이번\s?주",
    re.IGNORECASE,
)
# an hour in Korean words ("네시반", "오후 세 시", "열두 시에"): not a length of time ("두
# 시간") nor a word that only begins so ("한시적", "세시봉")
KO_HOURS = ("열두", "열한", "열", "아홉", "여덟", "일곱", "여섯", "다섯", "네", "세", "두", "한")
_KO_HOUR = (
    r"(?:(?<=오전|오후|저녁|아침|새벽|점심)|(?<=밤)|(?<![가-힣]))"
    rf"(?P<h>{'|'.join(KO_HOURS)})\s?시"
    r"(?=\s?반|분|에|예|쯤|까지|부터|으?로|요|정각|전|경|이|가|는|엔|면|랑|와|부|께|즈음|넘"
    r"|[\s,.!?~)]|$)"
)
KO_HOUR = re.compile(_KO_HOUR)  # the hour's word as its group "h"


def _unnamed(pattern: str) -> str:
    """``pattern`` with its named groups made plain: a slot's value is its whole match."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


# a time of day: not a length of time ("2시간", "3시간에 3만원")
_TIME = re.compile(
    r"\d{1,2}시(?!간)(?:\s?반|\s?\d{1,2}분)?|\d{1,2}:\d{2}|\b\d{1,2}\s?(?:am|pm)\b"
    rf"|{_unnamed(_KO_HOUR)}(?:\s?반)?",
    re.I,
)
_AMOUNT = re.compile(
    # "2만4천원", "2만 5천", "3만5000원": one amount in won written in parts, not the 4,000
    # at its end (a count, "2만4천명", or yen, "5만4천엔", is read as before)
    r"(?:인당\s?)?\d[\d,.]*\s?만\s?\d[\d,]*\s?(?:천(?:\s?원)?(?!\s?[명개엔])|원)|"
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
SLOTS: dict[str, re.Pattern[str]] = {
    "day": _DAY,
    "time": _TIME,
    "amount": _AMOUNT,
    "rate": _RATE,
    "place": _PLACE,
    "tool": _TOOL,
    "owner": _OWNER,
}
_SPEAKER = re.compile(r"^[^:\n]{1,40}:\s")
_PARTICLE = re.compile(r"(?:으로|로|에서|에|은|는|이|가|을|를|도|까지)$")


def without_speaker(text: str) -> str:
    """A line's words without the ``speaker:`` the summarizers put in front."""
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
_AWAY = (
    rf"\b(?:instead\s+of|rather\s+than)\s+(?:the\s+)?{_VALUE}(?:\s?(?:am|pm))?"
    rf"|{_VALUE}\s?(?:말고|대신)(?=\s)"
)


@functools.cache
def _away() -> re.Pattern[str]:
    """``_AWAY`` compiled on first use, not at import: ``_VALUE`` makes it a large one."""
    return re.compile(_AWAY, re.IGNORECASE)


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
    kept = _away().sub(" ", _CONSEQUENCE.sub(" ", text))
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
    body = proposed(without_speaker(text))
    found: dict[str, frozenset[str]] = {}
    for kind, pattern in SLOTS.items():
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
    for pattern in SLOTS.values():
        text = pattern.sub(" ", text)
    return text
