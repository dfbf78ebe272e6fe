"""The period a question names: a date, a range of days or months, a month, a season, a
year, "yesterday"/"어제", "last week"/"지난주", "two weeks ago"/"2주 전"; and whether it
asks what came first ("처음", "원래", "first", "originally").

Recall boosts messages from that period (``recall.relevant.ranked_messages``), since a question
such as "what did we decide yesterday?" means yesterday's messages even when its words
match older ones better. Relative words are read against the day the question is asked.
The most specific form wins: "last weekend before April 10, 2023" is April 10.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from datetime import date, timedelta

Period = tuple[date, date]

_MONTHS = {
    name: i
    for i, names in enumerate(
        (
            (),
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        )
    )
    for name in names
}  # fmt: skip
_MONTH_NAMES = "|".join(sorted(_MONTHS, key=len, reverse=True))
_YEAR = r"(?:19|20)\d{2}"
# the first and last month of each season (northern, meteorological); winter runs into
# the next year
_SEASONS = {
    "spring": (3, 5), "summer": (6, 8), "fall": (9, 11), "autumn": (9, 11), "winter": (12, 2),
    "봄": (3, 5), "여름": (6, 8), "가을": (9, 11), "겨울": (12, 2),
}  # fmt: skip
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
           "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8,
           "아홉": 9, "열": 10}  # fmt: skip
# "a few", "several", "며칠", "몇": this many units back, nearest first
_FEW = (2, 5)
# a counted number of days back from which the count is taken loosely, a day either side
_LOOSE_DAYS = 3
# "2023년 전", "10000 weeks ago": a span back further than this many years is no period
_OLDEST = 150
_EN_COUNT = r"\d{1,9}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
# what may follow 전 ("ago") in a word: 3일 전에, 2주 전쯤, 한 달 전부터 (not 전화, 전체)
_KO_AGO = r"\s*전(?=$|[^가-힣]|에|쯤|부터|까지|의|만|엔|인)"

# "처음 MT 후보지", "원래 마감", "who first suggested", "originally planned"
_FIRST = re.compile(r"처음|원래|최초|애초|\b(?:first|originally|initially)\b", re.IGNORECASE)
_ISO = re.compile(r"\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})\b")
# "8월 11일부터 15일", "8월 11~15일", "8월 11일 ~ 9월 2일"
_KO_RANGE = re.compile(
    r"(?:(\d{4})년\s*)?(\d{1,2})월\s*(\d{1,2})일?\s*(?:부터|~|-|–|에서)\s*"
    r"(?:(\d{1,2})월\s*)?(\d{1,2})일"
)
# "between August 11 and 15", "from Aug 11 to Sep 2, 2023", "August 11-15"
_EN_RANGE = re.compile(
    rf"\b({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:and|to|through|until|-|–|~)\s*"
    rf"(?:({_MONTH_NAMES})\.?\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+({_YEAR}))?",
    re.IGNORECASE,
)
_KO_DAY = re.compile(r"(?:(\d{4})년\s*)?(\d{1,2})월\s*(\d{1,2})일")
_EN_DAY = re.compile(
    rf"\b(?:({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th)?"
    rf"\s+(?:of\s+)?({_MONTH_NAMES}))\b(?:,?\s+({_YEAR}))?",
    re.IGNORECASE,
)
# "3월부터 5월까지", "3~5월", "2023년 3월~5월"
_KO_MONTHS = re.compile(
    r"(?:(\d{4})년\s*)?(?<!\d)(\d{1,2})월?\s*(?:부터|~|-|–|에서)\s*(\d{1,2})월(?!\s*\d{1,2}일)"
)
# "from March to May", "between March and May 2023", "March through May"
_EN_MONTHS = re.compile(
    rf"\b(?:from\s+({_MONTH_NAMES})\s*(?:to|until|till|through|-|–)"
    rf"|between\s+({_MONTH_NAMES})\s+and"
    rf"|({_MONTH_NAMES})\s*(?:to|through|until|till|-|–))\s*({_MONTH_NAMES})\b(?:,?\s+({_YEAR}))?",
    re.IGNORECASE,
)
_KO_YEARS = re.compile(rf"({_YEAR})년?\s*(?:부터|~|-|–|에서)\s*({_YEAR})년")
_EN_YEARS = re.compile(
    rf"\b(?:from|between)\s+({_YEAR})\s+(?:to|and|until|till|through)\s+({_YEAR})\b",
    re.IGNORECASE,
)
_EN_AGO = re.compile(
    rf"\b(?:({_EN_COUNT})\s+|(a\s+few|a\s+couple(?:\s+of)?|several|few)\s+)?"
    r"(day|week|month|year)(s)?\s+ago\b",
    re.IGNORECASE,
)
# native numerals never count days (세일 is a sale): 사흘, 며칠 do
_KO_AGO_SPAN = re.compile(
    r"(?<![가-힣\d])(?:(\d{1,9})\s*(일|주일?|달|개월|년|해)"
    r"|(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(주일?|달|개월|해|년)"
    rf"|(며칠|몇\s*(?:주|달|개월|년|해))|(하루|이틀|사흘|나흘|보름|일주일)){_KO_AGO}"
)
_EN_SEASON = re.compile(
    rf"\b(?:(last|this|past)\s+|(in|during|over|of|since)\s+(?:the\s+)?)?"
    rf"(spring|summer|fall|autumn|winter)\b(?:\s+(?:of\s+)?({_YEAR}))?",
    re.IGNORECASE,
)
_KO_SEASON = re.compile(
    rf"(?:(지난해|지난|작년|올해|이번|금년|재작년)|({_YEAR})년)?\s*(봄|여름|가을|겨울)"
    r"(?=$|[^가-힣]|에|철|방학|휴가|동안|내내|쯤|부터|까지|의|엔|은|이)"
)
_NO_MONTH = r"(?!\s*\d{1,2}월)"
_RELATIVE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"그저께|그제|day before yesterday", re.IGNORECASE), "day-2"),
    (re.compile(r"어제|yesterday", re.IGNORECASE), "day-1"),
    (re.compile(r"오늘|today", re.IGNORECASE), "day-0"),
    (re.compile(r"(?:지난|저번)\s*주말|last\s+weekend\b", re.IGNORECASE), "weekend-1"),
    (re.compile(r"(?:지난|저번)\s*주(?!말)|last\s+week\b", re.IGNORECASE), "week-1"),
    (re.compile(r"이번\s*주(?!말)|this\s+week\b", re.IGNORECASE), "week-0"),
    (re.compile(r"지난\s*달|저번\s*달|last\s+month", re.IGNORECASE), "month-1"),
    (re.compile(r"이번\s*달|this\s+month", re.IGNORECASE), "month-0"),
    # a year word before a month is that month's (_KO_MONTH): 작년 3월
    (re.compile(rf"재작년{_NO_MONTH}|year\s+before\s+last", re.IGNORECASE), "year-2"),
    (re.compile(rf"(?:(?<!재)작년|지난\s*해){_NO_MONTH}|last\s+year", re.IGNORECASE), "year-1"),
    (re.compile(rf"(?:올해|금년){_NO_MONTH}|this\s+year", re.IGNORECASE), "year-0"),
)
# a year word before a month: "작년 3월", "올해 5월"
_KO_YEAR_WORD = {"재작년": 2, "작년": 1, "지난해": 1, "올해": 0, "금년": 0}
_KO_MONTH = re.compile(r"(?:(\d{4})년|(재작년|작년|지난해|올해|금년))?\s*(\d{1,2})월(?!\s*\d)")
_EN_MONTH = re.compile(
    rf"\b(in|during|of|since|last|this|until|by|early|mid|late)[\s-]+({_MONTH_NAMES})\b"
    rf"(?:\s+({_YEAR}))?|\b({_MONTH_NAMES})\s+({_YEAR})\b",
    re.IGNORECASE,
)
# where a lower-case "may" is the month, not the modal verb ("this may fail")
_MAY_AFTER = frozenset({"in", "during", "of", "since", "last", "early", "mid", "late"})
_EN_YEAR = re.compile(
    rf"\b(?:in|during|since|of|throughout)\s+(?:(?:early|mid|late)[\s-]+)?({_YEAR})\b",
    re.IGNORECASE,
)
_KO_YEAR = re.compile(rf"({_YEAR})년(?!\s*\d{{1,2}}월)")


def asks_first(text: str) -> bool:
    """Whether a question asks what came first (the first venue, the original deadline):
    of the lines that match it, the earliest are the answer."""
    return _FIRST.search(text) is not None


def mentioned_period(text: str, today: date) -> Period | None:
    """The first and last day of the period ``text`` names, or None when it names none.

    A date without a year is the latest such date not after ``today``; a period that
    would not exist (13월 40일, 99999 days ago) is None. A form that reads as no period
    here ("fall" the verb) lets the next form be tried.
    """
    for pattern, read in _READERS:
        if match := pattern.search(text):
            try:
                found = read(match, today)
            except (ValueError, OverflowError):
                return None  # "13월 40일", "a million years ago": no such day, no boost
            if found is not None:
                return found
    return None


def _iso(match: re.Match[str], today: date) -> Period | None:
    return _day(int(match[1]), int(match[2]), int(match[3]))


def _ko_range(match: re.Match[str], today: date) -> Period | None:
    return _range(match[1], int(match[2]), int(match[3]), match[4], int(match[5]), today)


def _en_range(match: re.Match[str], today: date) -> Period | None:
    first = _MONTHS[match[1].lower()]
    last = str(_MONTHS[match[3].lower()]) if match[3] else None
    return _range(match[5], first, int(match[2]), last, int(match[4]), today)


def _ko_day(match: re.Match[str], today: date) -> Period | None:
    month, day = int(match[2]), int(match[3])
    return _day(_year(match[1], month, day, today), month, day)


def _en_day(match: re.Match[str], today: date) -> Period | None:
    month = _MONTHS[(match[1] or match[4]).lower()]
    day = int(match[2] or match[3])
    return _day(_year(match[5], month, day, today), month, day)


def _ko_months(match: re.Match[str], today: date) -> Period | None:
    return _months(match[1], int(match[2]), int(match[3]), today)


def _en_months(match: re.Match[str], today: date) -> Period | None:
    first = _MONTHS[(match[1] or match[2] or match[3]).lower()]
    return _months(match[5], first, _MONTHS[match[4].lower()], today)


def _years(match: re.Match[str], today: date) -> Period | None:
    first, last = int(match[1]), int(match[2])
    return (date(first, 1, 1), date(last, 12, 31)) if first <= last else None


def _en_ago(match: re.Match[str], today: date) -> Period | None:
    count, few, unit = match[1], match[2], match[3].lower()
    if count is None and few is None and match[4] is None:
        return None  # "day ago" without a count is no span
    if count is not None:
        return _counted(unit, _COUNTS.get(count.lower()) or int(count), today)
    return _ago(unit, *_FEW, today)


def _ko_ago(match: re.Match[str], today: date) -> Period | None:
    units = {"일": "day", "주": "week", "주일": "week", "달": "month", "개월": "month"}
    if match[1] or match[3]:
        count, unit = (int(match[1]), match[2]) if match[1] else (_COUNTS[match[3]], match[4])
        return _counted(units.get(unit, "year"), count, today)
    if match[5]:
        word = match[5].replace(" ", "")
        return _ago(units.get(word[1:], "day" if word == "며칠" else "year"), *_FEW, today)
    days = {"하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "보름": 15}.get(match[6])
    return _counted("week", 1, today) if days is None else _counted("day", days, today)


def _en_season(match: re.Match[str], today: date) -> Period | None:
    which, after, season, year = match.groups()
    if not (which or after or year):
        return None  # "spring", "fall" alone are a coil and a verb as often as a season
    which = {"last": "last", "past": "last", "this": "this"}.get((which or "").lower(), "")
    return _season(season.lower(), which, int(year) if year else None, today)


def _ko_season(match: re.Match[str], today: date) -> Period | None:
    word, year, season = match.groups()
    if word is None and year is None and season == "봄":
        return None  # 봄 alone is also "seeing" (보다)
    if word in _KO_YEAR_WORD:  # 작년 겨울: the winter that began in December last year
        first, last = _SEASONS[season]
        return _season(season, "", today.year - _KO_YEAR_WORD[word] + (last < first), today)
    which = {"지난": "last", "이번": "this"}.get(word or "", "")
    return _season(season, which, int(year) if year else None, today)


def _relative_word(match: re.Match[str], today: date) -> Period | None:
    kind = next(k for p, k in _RELATIVE if p.fullmatch(match[0]))
    unit, back = kind.split("-")
    return _ago(unit, int(back), int(back), today)


def _ko_month(match: re.Match[str], today: date) -> Period | None:
    month = int(match[3])
    if match[2]:
        return _month(today.year - _KO_YEAR_WORD[match[2]], month)
    return _month(_year(match[1], month, 1, today), month)


def _en_month(match: re.Match[str], today: date) -> Period | None:
    after, word, given = match[1], match[2] or match[4], match[3] or match[5]
    if word == "may" and not given and after.lower() not in _MAY_AFTER:
        return None
    month = _MONTHS[word.lower()]
    return _month(_year(given, month, 1, today), month)


def _year_alone(match: re.Match[str], today: date) -> Period | None:
    return date(int(match[1]), 1, 1), date(int(match[1]), 12, 31)


_RELATIVE_ANY = re.compile("|".join(f"(?:{p.pattern})" for p, _ in _RELATIVE), re.IGNORECASE)
# most specific first: a day before a month, a stated day before a relative word
_READERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], date], Period | None]], ...] = (
    (_ISO, _iso),
    (_KO_RANGE, _ko_range),
    (_EN_RANGE, _en_range),
    (_KO_DAY, _ko_day),
    (_EN_DAY, _en_day),
    (_KO_YEARS, _years),
    (_EN_YEARS, _years),
    (_KO_MONTHS, _ko_months),
    (_EN_MONTHS, _en_months),
    (_EN_AGO, _en_ago),
    (_KO_AGO_SPAN, _ko_ago),
    (_KO_SEASON, _ko_season),
    (_EN_SEASON, _en_season),
    (_RELATIVE_ANY, _relative_word),
    (_KO_MONTH, _ko_month),
    (_EN_MONTH, _en_month),
    (_EN_YEAR, _year_alone),
    (_KO_YEAR, _year_alone),
)


def _range(
    year: str | None, month: int, day: int, last_month: str | None, last_day: int, today: date
) -> Period | None:
    """The days from ``month``/``day`` to ``last_month`` (default the same)/``last_day``."""
    start = _day(_year(year, month, day, today), month, day)
    if start is None:
        return None
    end_month = int(last_month) if last_month else month
    end_year = start[0].year + (1 if end_month < month else 0)
    end = _day(end_year, end_month, last_day)
    if end is None or end[0] < start[0]:
        return start
    return start[0], end[0]


def _months(year: str | None, first: int, last: int, today: date) -> Period | None:
    """The months ``first`` to ``last`` (into the next year when ``last`` comes first)."""
    start = _month(_year(year, first, 1, today), first)
    if start is None:
        return None
    end = _month(start[0].year + (1 if last < first else 0), last)
    return None if end is None else (start[0], end[1])


def _year(given: str | None, month: int, day: int, today: date) -> int:
    if given:
        return int(given)
    if not 1 <= month <= 12:
        return today.year
    return today.year if (month, min(day, 28)) <= (today.month, today.day) else today.year - 1


def _day(year: int, month: int, day: int) -> Period | None:
    found = date(year, month, day)  # ValueError for a day that does not exist
    return found, found


def _month(year: int, month: int) -> Period | None:
    if not 1 <= month <= 12 or not 1 <= year <= 9999:
        return None
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _counted(unit: str, back: int, today: date) -> Period | None:
    """``back`` units ago; a count of days from ``_LOOSE_DAYS`` on, a day either side."""
    if unit == "day" and back >= _LOOSE_DAYS:
        found: Period | None = today - timedelta(days=back + 1), today - timedelta(days=back - 1)
    else:
        found = _ago(unit, back, back, today)
    return found if found and found[0].year > today.year - _OLDEST else None


def _months_back(today: date, back: int) -> date:
    """The first day of the month ``back`` months before ``today``'s."""
    index = today.year * 12 + today.month - 1 - back
    return date(index // 12, index % 12 + 1, 1)


def _ago(unit: str, nearest: int, farthest: int, today: date) -> Period | None:
    """The ``unit`` (day, weekend, calendar week, month or year) from ``farthest`` to
    ``nearest`` units before ``today``'s."""
    if unit == "day":
        return today - timedelta(days=farthest), today - timedelta(days=nearest)
    if unit == "weekend":
        sunday = today - timedelta(days=(today.weekday() + 1) % 7 or 7)
        return sunday - timedelta(days=1), sunday
    if unit == "week":
        monday = today - timedelta(days=today.weekday())
        return monday - timedelta(weeks=farthest), monday - timedelta(weeks=nearest, days=-6)
    if unit == "month":
        first = _months_back(today, farthest)
        last = _months_back(today, nearest)
        return first, last.replace(day=calendar.monthrange(last.year, last.month)[1])
    return date(today.year - farthest, 1, 1), date(today.year - nearest, 12, 31)


def _season(season: str, which: str, year: int | None, today: date) -> Period | None:
    """One season: of ``year`` (a winter is the one its January is in), ``which`` "last"
    (the latest over before ``today``), "this" (this year's; a winter, the one ``today``
    is in or the coming one) or, neither, the latest begun by ``today``."""
    first, last = _SEASONS[season]

    def of(start_year: int) -> Period:
        end_year = start_year + (1 if last < first else 0)
        end = date(end_year, last, calendar.monthrange(end_year, last)[1])
        return date(start_year, first, 1), end

    if year is not None:
        return of(year - (1 if last < first else 0))
    if which == "this":
        return of(today.year - (1 if last < first and today.month <= last else 0))
    candidates = [of(today.year - back) for back in range(3)]
    if which == "last":
        return next(p for p in candidates if p[1] < today)
    return next(p for p in candidates if p[0] <= today)
