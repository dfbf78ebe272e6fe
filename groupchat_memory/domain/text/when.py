"""The period a question names: a date, a range of days, a month, a year,
"yesterday"/"어제", "last week"/"지난주".

Recall boosts messages from that period (``recall.relevant_messages``), since a question
such as "what did we decide yesterday?" means yesterday's messages even when its words
match older ones better. Relative words are read against the day the question is asked.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

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
_ISO = re.compile(r"\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})\b")
_KO_DAY = re.compile(r"(?:(\d{4})년\s*)?(\d{1,2})월\s*(\d{1,2})일")
_KO_MONTH = re.compile(r"(?:(\d{4})년\s*)?(\d{1,2})월(?!\s*\d)")
_EN_DAY = re.compile(
    rf"\b(?:({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th)?"
    rf"\s+(?:of\s+)?({_MONTH_NAMES}))\b(?:,?\s+(\d{{4}}))?",
    re.IGNORECASE,
)
# "between August 11 and 15", "from Aug 11 to Sep 2, 2023", "August 11-15"
_EN_RANGE = re.compile(
    rf"\b({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:and|to|through|until|-|–|~)\s*"
    rf"(?:({_MONTH_NAMES})\.?\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?",
    re.IGNORECASE,
)
# "8월 11일부터 15일", "8월 11~15일", "8월 11일 ~ 9월 2일"
_KO_RANGE = re.compile(
    r"(?:(\d{4})년\s*)?(\d{1,2})월\s*(\d{1,2})일?\s*(?:부터|~|-|–|에서)\s*"
    r"(?:(\d{1,2})월\s*)?(\d{1,2})일"
)
# a bare year: "in 2023", "2023년에"
_EN_YEAR = re.compile(r"\b(?:in|during|since|of|throughout)\s+((?:19|20)\d{2})\b", re.IGNORECASE)
_KO_YEAR = re.compile(r"((?:19|20)\d{2})년(?!\s*\d{1,2}월)")
_EN_MONTH = re.compile(rf"\b(?:in|during|of|since|last|this)\s+({_MONTH_NAMES})\b(?:\s+(\d{{4}}))?",
                       re.IGNORECASE)  # fmt: skip
_RELATIVE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"그저께|그제|day before yesterday", re.IGNORECASE), "day-2"),
    (re.compile(r"어제|yesterday", re.IGNORECASE), "day-1"),
    (re.compile(r"오늘|today", re.IGNORECASE), "day-0"),
    (re.compile(r"지난\s*주|저번\s*주|last\s+week", re.IGNORECASE), "week-1"),
    (re.compile(r"이번\s*주|this\s+week", re.IGNORECASE), "week-0"),
    (re.compile(r"지난\s*달|저번\s*달|last\s+month", re.IGNORECASE), "month-1"),
    (re.compile(r"이번\s*달|this\s+month", re.IGNORECASE), "month-0"),
)


def mentioned_period(text: str, today: date) -> tuple[date, date] | None:
    """The first and last day of the period ``text`` names, or None when it names none.

    A date without a year is the latest such date not after ``today``.
    """
    if match := _ISO.search(text):
        return _day(int(match[1]), int(match[2]), int(match[3]))
    if match := _KO_RANGE.search(text):
        return _range(match[1], int(match[2]), int(match[3]), match[4], int(match[5]), today)
    if match := _EN_RANGE.search(text):
        first = _MONTHS[match[1].lower()]
        last = str(_MONTHS[match[3].lower()]) if match[3] else None
        return _range(match[5], first, int(match[2]), last, int(match[4]), today)
    if match := _KO_DAY.search(text):
        return _day(_year(match[1], int(match[2]), int(match[3]), today), int(match[2]),
                    int(match[3]))  # fmt: skip
    if match := _EN_DAY.search(text):
        month = _MONTHS[(match[1] or match[4]).lower()]
        day = int(match[2] or match[3])
        return _day(_year(match[5], month, day, today), month, day)
    for pattern, kind in _RELATIVE:
        if pattern.search(text):
            return _relative(kind, today)
    if match := _KO_MONTH.search(text):
        return _month(_year(match[1], int(match[2]), 1, today), int(match[2]))
    if match := _EN_MONTH.search(text):
        month = _MONTHS[match[1].lower()]
        return _month(_year(match[2], month, 1, today), month)
    if match := _EN_YEAR.search(text) or _KO_YEAR.search(text):
        return date(int(match[1]), 1, 1), date(int(match[1]), 12, 31)
    return None


def _range(
    year: str | None, month: int, day: int, last_month: str | None, last_day: int, today: date
) -> tuple[date, date] | None:
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


def _year(given: str | None, month: int, day: int, today: date) -> int:
    if given:
        return int(given)
    if not 1 <= month <= 12:
        return today.year
    return today.year if (month, min(day, 28)) <= (today.month, today.day) else today.year - 1


def _day(year: int, month: int, day: int) -> tuple[date, date] | None:
    try:
        found = date(year, month, day)
    except ValueError:
        return None  # "13월 40일": no such day, no boost
    return found, found


def _month(year: int, month: int) -> tuple[date, date] | None:
    if not 1 <= month <= 12 or not 1 <= year <= 9999:
        return None
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _relative(kind: str, today: date) -> tuple[date, date] | None:
    unit, back = kind.split("-")
    if unit == "day":
        day = today - timedelta(days=int(back))
        return day, day
    if unit == "week":
        monday = today - timedelta(days=today.weekday() + 7 * int(back))
        return monday, monday + timedelta(days=6)
    first = today.replace(day=1)
    if back == "1":
        first = (first - timedelta(days=1)).replace(day=1)
    return _month(first.year, first.month)
