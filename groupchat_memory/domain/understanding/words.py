"""What a line names: its content words and values, as the tracker compares them.

Its content words (``terms_in``: nouns and names, not the words of deciding), the values
it sets by kind (``values_in``: a day as its date, a time as ``HH:MM``, an amount as a
number, so two wordings of one value are one), what a plan is about (``subject_of``),
and when a line names a plan's values or words again (``overlap``, ``covers``,
``restates``, ``shares``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from datetime import date

from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.values import proposed, slots, without_values
from groupchat_memory.domain.understanding.acts import topics, without_deciding
from groupchat_memory.domain.understanding.due import (
    EN_MONTH,
    clock_named,
    day_named,
    days_with_weekday,
    month_days,
    on_or_after_month_before,
)
from groupchat_memory.domain.understanding.state import EVIDENCE_FIRST, Decision, Said

_NOT_SUBJECTS = frozenset(
    {
        "그럼", "그래", "우리", "다들", "모두", "이번", "다음", "오늘", "내일", "그거", "이거",
        "저거", "근데", "그냥", "진짜", "혹시", "일단", "아니", "하나", "정도", "the", "and", "for",
        "with",
        "that", "this", "then", "just", "also", "will", "ok", "okay", "let", "lets", "it", "we",
        "time", "thing", "way", "today", "tomorrow", "tmrw", "week", "day", "good", "fine",
        "sure", "yeah", "yes", "thanks", "now", "next", "still", "really", "think", "need",
        "want", "get", "got", "make", "take", "going", "gonna", "can", "could", "would", "should",
        "have", "has", "had", "was", "were", "are", "is", "be", "been", "do", "does", "did",
        "done", "one", "all", "some", "any", "more", "less", "much", "very", "bit", "lol",
        "생각", "시간", "얘기", "이야기", "어제", "지금", "나중", "다음주", "이번주",
        "이대로", "그대로", "이대", "그대", "이렇게", "그렇게", "저렇게", "여기", "거기",
        "이것", "그것", "안에", "주에", "중에", "내에", "걸로", "거로", "이번엔", "이번에",
        "거예", "동안",
        # "I'll", "don't", "won't", "can't" written without their apostrophe, as chats do
        "ill", "dont", "wont", "cant",
    }
)  # fmt: skip
MENTION = re.compile(r"@(\w+)")
# a date written day first ("Saturday 9 May", "the 7th of February", "29 Aug"), as most
# English outside the US writes it: a date, not the weekday beside it alone
_DAY_FIRST = (
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|"
    r"may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
)
_NAMES_A_DATE = re.compile(
    rf"\b(?:{EN_MONTH})[a-z]*\.?\s+\d{{1,2}}\b|\d{{1,2}}\s?월\s?\d{{1,2}}\s?일|{_DAY_FIRST}|"
    r"\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|"
    r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b\.?(?=\s*(?:the\s+)?\d)",
    re.IGNORECASE,
)
# a weekday named alone ("sunday works", "토요일 괜찮아"): any week's, not a date
_WEEKDAY_NAME = re.compile(
    r"([월화수목금토일])(?:요일|욜)|\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday)?s?\b",
    re.IGNORECASE,
)
_DATED = re.compile(
    r"\d\s?일|\d(?:st|nd|rd|th)\b|\d{1,2}\s?/\s?\d|\d\s?월|"
    rf"\b(?:{EN_MONTH})[a-z]*\.?\s+\d|{_DAY_FIRST}|"
    r"이번|다음|담주|저번|지난|내일|모레|오늘|\b(?:next|this|last|tomorrow|today|tonight)\b",
    re.IGNORECASE,
)
_KO_WEEKDAYS = "월화수목금토일"
_EN_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_ORDINAL = re.compile(r"(?<=\d)(?:st|nd|rd|th)\b", re.IGNORECASE)
# a word pointing at what was just said ("I'll take that", "그거 내가 할게")
POINTS = re.compile(
    r"\b(?:that|this|it|those|these)\b|그거|그건|그것|이거|이건|저거", re.IGNORECASE
)
# what a predicate or a connective ends in: a term so ended names no subject
PREDICATE_END = re.compile(
    r"(?:자|자고|시다|죠|고|며|면|서|라|래|대|도|요|다|까|네|데|지|게|야|니|냐|음|함|됨|듯|던|는|은|던데|잖아|거든|"
    r"었어|았어|했어|어|아|해|와|워|돼|봐)$"
)
_COPULA = re.compile(r"(?:이라서|이라고|이라|이면|이고|이야|이다|이지|이네|인데|이랑)$")
_UNIT = re.compile(r"^\d")
# words that name a value (a day, a time of day), not a subject: they are read as values
_VALUE_WORD = re.compile(
    r"^(?:[월화수목금토일]요일|주말|평일|오전|오후|저녁|아침|점심|새벽|밤|낮|오늘|내일|모레|어제|지금|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|morning|evening|night|noon|"
    r"jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?|mon|tue|wed|thu|fri|sat|sun)$"
)
# a length of time in days ("3일 동안", "이틀간" is no number): not a day of the month
_DURATION = re.compile(r"(?<![\d월/.])\d{1,2}\s?일\s?(?:동안|간(?![가-힣])|짜리|내내|씩|째)")
# a run of days of the month ("27~28일", "20일-21일"): each day it spans
_KO_DAYS_RUN = re.compile(r"(?<![\d월/.:])(\d{1,2})\s?일?\s?[~\-]\s?(\d{1,2})\s?일")
# a day of the month as a line names it ("8일", "the 8th")
_DAY_OF_MONTH = re.compile(r"\d{1,2}\s?일|\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)
_NATIVE_NUMBERS = {
    "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    "열": 10,
}  # fmt: skip
_COUNTED = re.compile(
    r"(?<![가-힣\d])(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,3})\s?(대|명|개|팀|벌|권|병|롤|장)"
    r"(?=[^가-힣]|$|[만은는이가을를도씩면에로])"
)


def echo(d: Decision, said: Said) -> None:
    """Keep what a person's line among decision ``d``'s first messages names beside its
    statement's words (``Decision.echoed``)."""
    if said.is_bot or len(d.evidence) > EVIDENCE_FIRST:
        return
    d.echoed += [t for t in terms_in(said.text) if t not in d.terms and t not in d.echoed]


def terms_in(text: str) -> list[str]:
    """The content words of a text: nouns and names, numbers with their unit (26일)."""
    return list(_terms_of(text))


@functools.lru_cache(maxsize=4096)
def _terms_of(text: str) -> tuple[str, ...]:
    """``terms_in`` remembered: a proposal reads the lines before it again."""
    out: list[str] = []
    nameless = morph.nameless_words(text)  # 그건, 어차피: they point, they name nothing
    named = set(morph.nouns(text))
    # "the 12th" is a day, no "th"; "두 대면" a number of cars, no subject
    for term in tokenize(_COUNTED.sub(" ", _ORDINAL.sub("", text)), numbers=True):
        if term in nameless:
            continue
        if _UNIT.match(term) or _VALUE_WORD.match(term) or re.match(r"^\$?\d", term):
            continue  # a value, read by ``values_in``
        if not morph.HANGUL.search(term):
            term = stem(term)
            if term not in _NOT_SUBJECTS and len(term) >= 2:
                out.append(term)
            continue
        term = _COPULA.sub("", term)
        # a noun naming no subject (작년, 당일, 확인: a time, a talk word), however marked
        if len(term) < 2 or term in _NOT_SUBJECTS or term in morph.NOT_SUBJECTS:
            continue
        if term not in named and _no_subject_marked(term):
            continue  # 이번엔, 오늘은: a word that names no subject, with its particle
        if PREDICATE_END.search(term) and term not in named:
            continue  # a predicate's ending, not a noun that ends alike (보고서, 신청서)
        if term not in named and _predicate_word(term):
            continue  # 어때, 바꿀, 봐주실: a verb or an adjective, however it ends
        out.append(term)
    return tuple(dict.fromkeys(out))


@functools.lru_cache(maxsize=4096)
def _no_subject_marked(word: str) -> bool:
    """A Korean word that is a noun naming no subject and its particles only (이번엔,
    다음엔, 오늘은): a time or a talk word however it is marked."""
    found = morph.analyze(word)
    return (
        len(found) > 1
        and found[0].tag in ("NNG", "NNB", "NP")
        and found[0].form in (morph.NOT_SUBJECTS | _NOT_SUBJECTS)
        and all(m.tag.startswith("J") for m in found[1:])
    )


@functools.lru_cache(maxsize=4096)
def _predicate_word(word: str) -> bool:
    """A Korean word the analyzer reads, alone, as a verb or an adjective with its
    endings (어때: 어떻 + 어), not as a noun."""
    found = morph.analyze(morph.closed(word))
    return bool(found) and found[0].tag in ("VV", "VA", "VX") and found[0].start == 0


def stem(word: str) -> str:
    """An English word's stem, roughly (pinged, pinging, pings: ping; migration, migrated:
    migrat): enough to see two lines name one subject."""
    for suffix in ("ations", "ation", "ings", "ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: -len(suffix)]
    # a silent e goes as its endings do (chase, chased, chasing: chas; venue, venues)
    return word[:-1] if word.endswith("e") and len(word) >= 5 else word


def values_in(text: str, said_at: str = "") -> dict[str, list[str]]:
    """The values a line names per kind (day, time, amount, place, tool, owner); a day as
    the date it names and a time as ``HH:MM``, so "26일" and "4월 26일" are one value."""
    return {kind: list(found) for kind, found in _values_on(text, said_at[:10]).items()}


@functools.lru_cache(maxsize=4096)
def _values_on(text: str, said_at: str) -> dict[str, list[str]]:
    """``values_in`` remembered by text and day (a caller gets its own copy)."""
    text = _DURATION.sub(" ", text)  # "3일 동안" is how long, not the 3rd
    text = proposed(text)  # "fri 10am, gives us thursday" puts forward Friday alone
    found = {kind: sorted(values) for kind, values in slots(text).items()}
    try:
        said_on = date.fromisoformat(said_at[:10])
    except ValueError:
        return found
    day = day_named(text, said_on)
    weekdays = _weekdays_alone(text)
    if weekdays:
        found["day"] = weekdays
    elif day is not None and ("day" in found or _NAMES_A_DATE.search(text)):
        found["day"] = _days_with(text, day)
    if "time" in found and (clock := clock_named(text)) is not None:
        found["time"] = [clock]
    if "amount" in found:
        found["amount"] = sorted({_amount(v) for v in found["amount"]})
    if "rate" in found:  # "15%", "15 %" and "15프로" are one rate
        found["rate"] = sorted({re.sub(r"[^\d.]", "", v) + "%" for v in found["rate"]})
    if "place" in found:
        kept = [v for v in found["place"] if not _VALUE_WORD.match(v.rstrip("으"))]
        if kept:
            found["place"] = kept
        else:
            del found["place"]
    return found


def _days_with(text: str, day: date) -> list[str]:
    """Every day a plan of several days names beside ``day``, the first it names
    ("20일 21일", "27~28일"): a two-day trip is both days, so "20~21일로" says again what
    "토일 어때 20일 21일" put forward. A day written with its month is in that month ("Sat Aug
    30 to Mon Sep 1"); a bare one in ``day``'s, or in the next when it is fewer than a
    week on across the month's end ("30일~1일")."""
    out = {day}
    bare: set[int] = set()
    for m in _KO_DAYS_RUN.finditer(text):
        first, last = int(m.group(1)), int(m.group(2))
        if 0 <= last - first <= 7:
            bare.update(range(first, last + 1))
        elif last < first:
            bare.update((first, last))
    for month, n in month_days(_KO_DAYS_RUN.sub(" ", text)):
        if month is None:
            bare.add(n)
        elif (named := on_or_after_month_before(day, month, n)) is not None:
            out.add(named)
    for n in bare:
        try:
            this_month = day.replace(day=n)
        except ValueError:
            this_month = None
        if n < day.day:
            after = _next_month(day, n)
            if after is not None and (after - day).days <= 7:
                this_month = after
        if this_month is not None:
            out.add(this_month)
    return sorted(d.isoformat() for d in out)


def _next_month(day: date, n: int) -> date | None:
    """Day ``n`` of the month after ``day``'s."""
    try:
        return date(day.year + day.month // 12, day.month % 12 + 1, n)
    except ValueError:
        return None


def counts(text: str) -> dict[str, set[int]]:
    """How many of a counted thing a line names, by its counter ("렌터카 두 대": 대 2)."""
    out: dict[str, set[int]] = {}
    for m in _COUNTED.finditer(text):
        number = _NATIVE_NUMBERS.get(m.group(1)) or int(m.group(1))
        out.setdefault(m.group(2), set()).add(number)
    return out


def recounts(new: str, old: str) -> bool:
    """The new plan names another number of a thing the old one counted by the same
    counter, and none of the old numbers."""
    before, after = counts(old), counts(new)
    return any(unit in before and not nums & before[unit] for unit, nums in after.items())


def dated(text: str) -> bool:
    """Whether a line names a date, or a day or week from today ("the 9th", "this
    week", "내일")."""
    return bool(_DATED.search(text))


def _weekdays_alone(text: str) -> list[str]:
    """The weekdays a line names with no date, week or month beside them ("sunday
    works", "mon + thu me, tue Owen", "토요일 괜찮아"), as ``wd:N`` (Monday 0): a reply
    naming one agrees with a plan on a date that falls on it, whichever week."""
    if _DATED.search(text) or days_with_weekday(text):  # "Sat 20": a date
        return []
    out = []
    for m in _WEEKDAY_NAME.finditer(text):
        if m.group(1):
            out.append(f"wd:{_KO_WEEKDAYS.index(m.group(1))}")
        else:
            out.append(f"wd:{_EN_WEEKDAYS.index(m.group(2).lower())}")
    return sorted(set(out))


def in_its_month(
    values: dict[str, list[str]], text: str, known: dict[str, list[str]]
) -> dict[str, list[str]]:
    """``values`` of ``text`` with a day of the month it names alone ("8일 4시 저는
    괜찮아요", "19일 좋소", "the 8th works") read as the day of that number a plan
    (``known``) is on: the month is the talk's, not the one it is said in ("8일" said on
    October 8 to a plan on November 8 is that day)."""
    planned = known.get("day", [])
    if "day" not in values or not planned or not _days_alone(text):
        return values
    days = [
        next((p for p in planned if _day_of_month(p) == _day_of_month(v)), v) for v in values["day"]
    ]
    return {**values, "day": sorted(set(days))}


def _days_alone(text: str) -> bool:
    """A line names days of the month and nothing else of a date: no month, weekday or
    week."""
    rest = _DAY_OF_MONTH.sub(" ", _KO_DAYS_RUN.sub(" ", text))
    return rest != text and not (_DATED.search(rest) or _WEEKDAY_NAME.search(rest))


def _day_of_month(value: str) -> int | None:
    """The day of the month of a day value (none for a weekday's)."""
    try:
        return date.fromisoformat(value).day
    except ValueError:
        return None


def _weekday_of(value: str) -> int | None:
    """The weekday of a day value: a date's, or a ``wd:N`` one's."""
    if value.startswith("wd:"):
        return int(value[3:])
    try:
        return date.fromisoformat(value).weekday()
    except ValueError:
        return None


_KO_PARTS = re.compile(r"\d[\d,.]*\s?만\s?(\d[\d,]*)\s?(천)?")  # "2만4천원": 2만 and 4천


def _amount(value: str) -> str:
    """An amount as a number ("인당 5만원", "5만원" and "50,000원" are 50000)."""
    digits = re.search(r"\d[\d,]*(?:\.\d+)?", value)  # "$500.." is 500
    if digits is None:
        return value
    number = float(digits.group(0).replace(",", ""))
    parts = _KO_PARTS.search(value)  # "2만4천원", "3만5000원": each part its own figure
    if parts:
        rest = float(parts.group(1).replace(",", ""))
        return f"{number * 10_000 + rest * (1_000 if parts.group(2) else 1):g}"
    if "만" in value:
        number *= 10_000
    elif "천" in value or re.search(r"\dk\b", value, re.IGNORECASE):
        number *= 1_000
    return f"{number:g}"


def topic_terms(text: str) -> list[str]:
    """The content words of ``text`` it marks as its topic ("총각파티는": 총각파티)."""
    marked = topics(text)
    return [t for t in terms_in(text) if any(t.endswith(m) for m in marked)]


def addresses(text: str, name: str) -> bool:
    """``text`` is said to ``name``: it @mentions or names them."""
    return name in text  # an @mention names them too


def body(text: str) -> str:
    """A decision's words without the ``speaker:`` in front (``short``)."""
    return text.partition(": ")[2] or text


@functools.lru_cache(maxsize=16384)
def subject_of(text: str) -> frozenset[str]:
    """What a plan is about: its content words outside the values it sets and the words
    that propose, decide or change it ("회식은 토요일 신촌에서 하기로 확정": 회식).
    Remembered: each newly accepted decision reads the subject of every current one."""
    return frozenset(terms_in(without_deciding(without_values(proposed(text)))))


def restates(terms: Sequence[str], values: dict[str, list[str]], d: Decision) -> bool:
    """A line says an accepted plan again: it names one of its values and no other of
    the same kind, or, naming no value, shares its words; a plan with values only by
    words it holds, nothing new ("Postmark it is" after "I want Postmark, ~$15/mo", not
    "a team dinner before launch" after the launch date)."""
    if values:
        named = any(overlap(vs, d.values.get(k, ())) for k, vs in values.items())
        return named and all(covers(vs, d.values[k]) for k, vs in values.items() if k in d.values)
    if d.values:
        return bool(terms) and set(terms) <= set(d.terms)
    return shares(terms, d)


def shares(terms: Sequence[str], d: Decision) -> bool:
    """``terms`` name one of the decision's words or values."""
    return bool(set(terms) & (set(d.terms) | d.all_values()))


def _same(a: str, b: str) -> bool:
    """Two values alike; a clock time without am/pm ("~06:00") is also twelve hours on; a
    weekday named alone is any date on it."""
    if a == b:
        return True
    if a.startswith("wd:") or b.startswith("wd:"):
        return _weekday_of(a) is not None and _weekday_of(a) == _weekday_of(b)
    if (a.startswith("~") or b.startswith("~")) and re.fullmatch(
        r"~?\d\d:\d\d", a + "|" + b
    ) is None:
        x, y = a.lstrip("~"), b.lstrip("~")
        if re.fullmatch(r"\d\d:\d\d", x) and re.fullmatch(r"\d\d:\d\d", y):
            return x[2:] == y[2:] and int(x[:2]) % 12 == int(y[:2]) % 12
    return False


def covers(a: Sequence[str], b: Sequence[str]) -> bool:
    """Every value of ``a`` is one of ``b``."""
    return all(any(_same(x, y) for y in b) for x in a)


def overlap(a: Sequence[str], b: Sequence[str]) -> bool:
    """Some value of ``a`` is one of ``b``."""
    return any(_same(x, y) for x in a for y in b)


def asks_for_information(text: str) -> bool:
    """A question that asks what something is rather than proposing it."""
    return bool(
        re.search(
            r"뭐|언제|어디|누가|누구|얼마|몇|\bwhat\b|\bwhen\b|\bwhere\b|\bwho\b|\bhow\s+much\b",
            text,
            re.I,
        )
    ) and not re.search(r"어때|어떨까|\bhow\s+about\b|\bwhat\s+about\b|\bwhat\s+if\b", text, re.I)


def offers_value(text: str) -> bool:
    """A question that offers a value rather than asking one ("Fri 27th, Som Saa?"): no
    predicate before its question mark, no question word."""
    question = text.split("?")[0] if "?" in text else ""
    if not question.strip() or asks_for_information(question + "?") or len(question.split()) > 6:
        return False
    if re.search(
        r"\b\w+'(?:s|re|m|ve|d)\b|\b(?:is|are|was|were|be|it|that|this)\b", question, re.I
    ):
        return False
    words = re.findall(r"[가-힣]+", question)
    if words and PREDICATE_END.search(words[-1]):
        return False
    return not re.match(
        r"^\W*(?:is|are|do|does|did|can|could|will|would|should|was|were|have|has)\b",
        question,
        re.I,
    )
