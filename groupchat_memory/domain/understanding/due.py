"""The day a commitment is due, read forward from the day it was made.

"내일", "tomorrow", "이번 주말" (the Sunday), "이번주 안에" (the week's Sunday), "이번 주
토요일", "다음 주 화요일", "by Thursday" (the next one), "9일까지" (this month, or the next
when the 9th has passed), "3월 20일", "June 16": a date with its month, never a bare day
of the month; "바로", "right away", a time of day alone ("6시까지", "by 5pm"): the day it
is made; "이번 달 안에", "end of the month", "11월 말까지": the month's last day; "in two
days". Nothing named: no due day.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from groupchat_memory.domain.text.values import KO_HOUR, KO_HOURS

_KO_DAYS = {"월": 0, "화": 1, "수": 2, "목": 3, "금": 4, "토": 5, "일": 6}
_EN_DAYS = {
    "mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6,
}  # fmt: skip
_EN_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
    )
}
# an English month as a pattern, by its first three letters (Sept., November: sep, nov)
EN_MONTH = "|".join(_EN_MONTHS)

_KO_MONTH_DAY = re.compile(r"(\d{1,2})\s?월\s?(\d{1,2})\s?일|(\d{1,2})/(\d{1,2})(?!\d)")
_EN_MONTH_DAY = re.compile(
    rf"\b({EN_MONTH})[a-z]*\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({EN_MONTH})[a-z]*\b",
    re.IGNORECASE,
)
# the end of a named month ("11월 말까지", "11월말", "end of November")
_NAMED_MONTH_END = re.compile(rf"(?<!\d)(\d{{1,2}})\s?월\s?말|\bend\s+of\s+({EN_MONTH})[a-z]*\b")
# a step's own deadline ("금요일 3시까지", "by fri 3pm"): when it is done, whatever it sets
_UNTIL = re.compile(r"까지|\b(?:by|before|until|till)\b", re.IGNORECASE)
_KO_DAY_OF_MONTH = re.compile(
    r"(?<![\d월/])(\d{1,2})\s?일(?=[^가-힣]|$|까지|에|날|로|은|는|이|인|도|부터|쯤|만|엔)"
)
_EN_DAY_OF_MONTH = re.compile(r"\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)
_KO_WEEKDAY = re.compile(r"(이번\s?주|다음\s?주|담주|다음주)?\s?([월화수목금토일])요일")
# a day of the month with its weekday beside it, one date ("21일 토요일", "10일(토)", "21일 토
# 2시", "[8일 일]", "일요일 11일"): a bare 일 after a day is Sunday only before a bracket, a
# time or the end, not the work of "8일 일 끝나고"
_KO_DAY_WEEKDAY = re.compile(
    r"(?<![\d월/])(\d{1,2})\s?일\s?(?:\(\s?([월화수목금토일])(?:요일)?\s?\)|([월화수목금토일])요일"
    r"|([월화수목금토])(?![가-힣])|(일)(?=\s?(?:[\])/,~-]|\d|$|오전|오후|저녁|아침|점심|밤)))"
    r"|([월화수목금토일])요일\s?(\d{1,2})\s?일"
)
# "Sat 10th", "Saturday the 10th", "Fri 19, Sat 20", "the 10th (Sat)": a bare number only
# past 12 and where it ends the phrase, not a time or hours ("Wednesday 6 to 10pm",
# "saturday 10-4", "friday 5?")
_EN_WEEKDAY_WORD = (
    r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri"
    r"|sat|sun)"
)
_EN_DAY_WEEKDAY = re.compile(
    rf"\b{_EN_WEEKDAY_WORD}\.?,?\s+(?:the\s+)?(\d{{1,2}}(?=(?:st|nd|rd|th)\b)|"
    r"(?:1[3-9]|2\d|3[01])(?=\s?(?:$|[,;!?)(]|\.(?!\d)|\s(?:and|or|&)\s)))"
    rf"|\b(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)\s?,?\s?\(?{_EN_WEEKDAY_WORD}\b",
    re.IGNORECASE,
)


def days_of_month(text: str) -> list[int]:
    """Every day of the month ``text`` names, however it is written (15일엔, 11월 15일,
    the 15th, Sat 15th, June 16): the day a plan is on, whatever month it names. Not a
    slashed 3/4, as often a share or a score as a date."""
    out = [int(m[2]) for m in _KO_MONTH_DAY.finditer(text) if m[2]]
    out += [int(m[2] or m[3]) for m in _EN_MONTH_DAY.finditer(text)]
    return out + [int(m[1]) for p in (_KO_DAY_OF_MONTH, _EN_DAY_OF_MONTH) for m in p.finditer(text)]


def month_days(text: str) -> list[tuple[int | None, int]]:
    """The days of the month ``text`` names, each with the month written beside it
    ("Sep 1", "27th Feb", "9월 1일") or None when it stands bare ("the 17th", "28일"):
    a plan over "Sat Aug 30 to Mon Sep 1" has its last day in September."""
    out: list[tuple[int | None, int]] = []
    taken: list[tuple[int, int]] = []
    for m in _KO_MONTH_DAY.finditer(text):
        if m[2]:
            out.append((int(m[1]), int(m[2])))
            taken.append(m.span())
    for m in _EN_MONTH_DAY.finditer(text):
        month = _EN_MONTHS[(m[1] or m[4])[:3].lower()]
        out.append((month, int(m[2] or m[3])))
        taken.append(m.span())
    for p in (_KO_DAY_OF_MONTH, _EN_DAY_OF_MONTH):
        for m in p.finditer(text):
            if not any(a <= m.start(1) < b for a, b in taken):
                out.append((None, int(m[1])))
    return out


def days_with_weekday(text: str) -> list[tuple[int, int]]:
    """Each day of the month ``text`` names with its weekday beside it, as (day, weekday):
    a weekday further off ("turkey on monday it is. 10th and 11th") names another day."""
    out = []
    for m in _KO_DAY_WEEKDAY.finditer(text):
        day = m[1] or m[7]
        out.append((int(day), _KO_DAYS[next(g for g in m.groups()[1:6] if g)]))
    for m in _EN_DAY_WEEKDAY.finditer(text):
        name, day = (m[1], m[2]) if m[1] else (m[4], m[3])
        out.append((int(day), _EN_DAYS[name[:3].lower()]))
    return out


def _next_weekday(
    made: date, weekday: int, *, next_week: bool = False, this_week: bool = True
) -> date:
    """The weekday on or after ``made`` (this week's), or in the week after; a weekday
    named bare on that very weekday (``this_week`` False: "on Monday" said on a Monday)
    is the next one, as "today" would have been said."""
    monday = made - timedelta(days=made.weekday())
    day = monday + timedelta(days=weekday + (7 if next_week else 0))
    if day < made or (day == made and not this_week):
        day += timedelta(days=7)
    return day


def on_or_after_month_before(made: date, month: int, day: int) -> date | None:
    """``month``/``day`` in the year it falls next, on or after a month before ``made``."""
    for year in (made.year, made.year + 1):
        try:
            found = date(year, month, day)
        except ValueError:
            return None
        if found >= made - timedelta(days=31):
            return found
    return None


# what makes a named day a deadline: "by Friday", "until the 9th", "금요일까지", "토요일에"
_EN_BY = re.compile(r"\b(?:by|until|till|before|on|due|for|this|next)\s+(?:the\s+)?$", re.I)
# ("금요일까지", "토요일에", "월요일 오전에", "금요일 오전까지만", "토요일 3시까지")
_KO_BY = re.compile(
    r"^\s?(?:(?:오전|오후|아침|저녁|밤|점심|낮)\s?)?(?:\d{1,2}\s?시\s?(?:반|\d{1,2}\s?분)?\s?)?"
    r"(?:까지|에|전|안에|중에?|날)"
)


def _deadline(text: str, found: re.Match[str]) -> bool:
    """Whether the day ``found`` names is when something is to be done, not a day talked
    of ("so it stops saying June 24")."""
    return bool(_EN_BY.search(text[: found.start()][-16:]) or _KO_BY.match(text[found.end() :]))


# a deadline on a weekday ("by Friday" said on a Friday: that day)
_EN_UNTIL = re.compile(r"\b(?:by|until|till|before|due)\s+(?:the\s+)?$", re.IGNORECASE)
# a weekday said of the past or of a habit ("since Monday", "every Friday"): no deadline
_EN_NOT_DUE = re.compile(r"\b(?:last|since|every|after|from)\s+$", re.IGNORECASE)
# a weekday's name whole or cut short, never the start of another word (sunny, month)
_EN_BARE_WEEKDAY = re.compile(
    r"\b(next\s+|this\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|"
    r"tues?|wed|thu(?:rs?)?|fri|sat|sun)\b",
    re.IGNORECASE,
)


def due_day(text: str, made: date, *, deadline: bool = True) -> date | None:
    """The day ``text`` (a commitment said on ``made``) is due by, or None; a calendar day
    counts only with a word that makes it the deadline (``deadline``; a plan's day, read
    by ``day_named``, needs none). A commitment that names a day for each of its steps
    ("일요일에 마감하고 월요일에 주문할게", "call them today, order by Friday") is due on
    the last one. A day the task books or sets ("reserve the room for the 4th", "lock in
    fri 28th 10am", "도착은 21일 금요일로요") is what it arranges, not when it is done: it
    is the due day only when no step says when."""
    last: date | None = None
    booked: date | None = None
    for part in _PARTS.split(text):
        # each step's weekday read on from the one before ("일요일에 마감하고 월요일에":
        # that Monday); a day of the month is that month's, whatever step it is in
        # ("14일까지 … 방송도 9일 저녁에": the 9th before the 14th)
        dated = _KO_DAY_OF_MONTH.search(part) or _EN_DAY_OF_MONTH.search(part)
        day = _due_in(part, made if dated else last or made, deadline=deadline)
        if day is None:
            continue
        if deadline and _SETS_DAY.search(part) and not _UNTIL.search(part):
            booked = day if booked is None else max(booked, day)
        else:
            last = day if last is None else max(last, day)
    return last or booked


# where one step ends and the next begins: "고"/"서" joining Korean verbs, a comma, "and",
# the end of a sentence ("back from Denver tonight. i'll bring the tent Saturday")
_PARTS = re.compile(
    r"(?<=[가-힣])(?:고|서|면서)\s+|,\s*|\band\s+(?:then\s+)?|(?<=[.!?~])\s+", re.IGNORECASE
)
# a day set as what a step arranges: a day "for" which ("reserve it for the 4th"), a day
# with its hour ("fri 28th 10am", "22일 저녁 7시"), a day made the value (N일로, 금요일로)
_SETS_DAY = re.compile(
    r"\bfor\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\b|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|"
    rf"(?:{EN_MONTH})[a-z]*\.?\s+\d)"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s?(?:am|pm)\b"
    r"|(?:\d\s?일|요일)\s?(?:\(.\)\s?)?(?:오전|오후|저녁|아침|밤|점심)?\s?\d{1,2}\s?시"
    r"|(?:\d\s?일|요일)\s?(?:으로|로)(?![가-힣]{2})",
    re.IGNORECASE,
)


def _due_in(text: str, made: date, *, deadline: bool) -> date | None:
    """``due_day`` of one step of a commitment."""
    lowered = text.casefold()

    def due(found: re.Match[str] | None) -> re.Match[str] | None:
        return found if found and (not deadline or _deadline(text, found)) else None

    if found := due(_KO_MONTH_DAY.search(text)):
        month, day = (found.group(1), found.group(2)) if found.group(1) else found.group(3, 4)
        return on_or_after_month_before(made, int(month), int(day))
    if found := due(_EN_MONTH_DAY.search(text)):
        name = (found.group(1) or found.group(4)).lower()[:3]
        day = found.group(2) or found.group(3)
        return on_or_after_month_before(made, _EN_MONTHS[name], int(day))
    ko_weekday, en_weekday = _KO_WEEKDAY.search(text), _EN_BARE_WEEKDAY.search(lowered)
    of_month = _KO_DAY_OF_MONTH.search(text) or _EN_DAY_OF_MONTH.search(text)
    weekday = (
        _KO_DAYS[ko_weekday.group(2)]
        if ko_weekday
        else _EN_DAYS[en_weekday.group(2)[:3]]
        if en_weekday
        else None
    )
    # "14일 토요일까지", "10일(토)": the 14th of the month, from now on, that is a Saturday
    pairs = days_with_weekday(text)
    if not pairs and of_month and weekday is not None:
        pairs = [(int(of_month[1]), weekday)]
    paired = [d for n, w in pairs if (d := _month_with(made, n, w, months=_NEAR_MONTHS))]
    if paired:
        return min(paired)
    if re.search(r"모레", text):
        return made + timedelta(days=2)
    if re.search(r"내일|\btomorrow\b|\btmrw\b|\btmr\b", lowered):
        return made + timedelta(days=1)
    if re.search(r"오늘|\btoday\b|\btonight\b|\beod\b|이따", lowered):
        return made
    if found := due(_KO_WEEKDAY.search(text)):
        week = found.group(1) or ""
        return _next_weekday(
            made,
            _KO_DAYS[found.group(2)],
            next_week=week[:1] in ("다", "담"),
            # "금요일까지" said on a Friday is that day; "금요일에" the next
            this_week=bool(week) or text[found.end() :].lstrip().startswith("까지"),
        )
    # a weekday after the verb is when ("I'll pick it up monday"), not one of the past
    if en_weekday and not (deadline and _EN_NOT_DUE.search(lowered[: en_weekday.start()])):
        return _next_weekday(
            made,
            _EN_DAYS[en_weekday.group(2)[:3]],
            next_week=(en_weekday.group(1) or "").strip() == "next",
            this_week=bool(en_weekday.group(1))
            or bool(_EN_UNTIL.search(lowered[: en_weekday.start()])),
        )
    if re.search(r"다음\s?주말|담주\s?주말|\bnext\s+weekend\b", lowered):
        return _next_weekday(made, 6, next_week=True)
    if re.search(
        r"주말|\bweekend\b|이번\s?주\s?(?:안|내|중|에)|\bthis\s+week\b|\bend\s+of\s+(?:the\s+)?week\b",
        lowered,
    ):
        return _next_weekday(made, 6)
    if re.search(r"(?:다음\s?|담)주\s?(?:안|내|중|에)|\bnext\s+week\b", lowered):
        return _next_weekday(made, 6, next_week=True)
    if found := due(_KO_DAY_OF_MONTH.search(text)):
        return _day_of_month(made, int(found.group(1)))
    if found := due(_EN_DAY_OF_MONTH.search(text)):
        return _day_of_month(made, int(found.group(1)))
    if not deadline:
        return None  # what follows names when a task is due, not a plan's day
    if found := _NAMED_MONTH_END.search(lowered):
        # "11월 말까지", "by the end of November": that month's last day, this year's or,
        # long past, the next
        month = int(found.group(1)) if found.group(1) else _EN_MONTHS[found.group(2)]
        if 1 <= month <= 12:
            end = _month_end(date(made.year, month, 1))
            return (
                end
                if end >= made - timedelta(days=31)
                else _month_end(end.replace(day=1, year=end.year + 1))
            )
    if re.search(r"이번\s?달\s?(?:안|내|중|말)|월말|\bend\s+of\s+(?:the\s+)?month\b", lowered):
        return _month_end(made)
    if found := _EN_IN_DAYS.search(lowered):
        count = found.group(1)
        return made + timedelta(days=int(count) if count.isdigit() else _EN_COUNTS[count])
    if _AT_ONCE.search(lowered) or _BY_CLOCK.search(lowered):
        return made  # "제가 바로 확인할게요", "6시까지 보낼게", "by 5pm": today
    return None


def _month_end(made: date) -> date:
    """The last day of ``made``'s month."""
    following = (made.replace(day=28) + timedelta(days=4)).replace(day=1)
    return following - timedelta(days=1)


_EN_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "couple": 2}
# "in two days", "within 3 days": counted from the day it is said
_EN_IN_DAYS = re.compile(
    r"\b(?:in|within)\s+(?:a\s+)?(\d{1,2}|a|one|two|three|four|five|couple)\s+(?:of\s+)?days?\b"
)
# a deadline that is only a time of day ("6시까지", "by 5pm", "before noon"): that day
_BY_CLOCK = re.compile(
    r"(?:오전|오후|저녁|밤|아침)?\s?\d{1,2}\s?시\s?(?:반|\d{1,2}\s?분)?\s?(?:까지|전에|전까지)|"
    r"\b(?:by|before|until)\s+(?:\d{1,2}(?::\d\d\s?(?:am|pm)?|\s?(?:am|pm))|noon|lunch(?:time)?)\b"
)


# an English number in words, up to the minutes of an hour ("two", "fifteen", "forty-five")
_EN_NUMBER = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
    r"|forty(?:[-\s]five)?|fifty|sixty|ninety"
)
# a commitment to do it at once, with no day named: it is due the day it is made
_AT_ONCE = re.compile(
    r"(?<![가-힣])(?:바로|곧바로|당장|지금\s?바로)(?!\s?(?:옆|앞|뒤|위|밑|아래|그|이|저))|"
    r"\bright\s+(?:away|now)\b|\bstraight\s+away\b|\basap\b|\bimmediately\b|"
    # in minutes or hours ("잠깐만", "10분 뒤에", "in a few minutes", "in an hour")
    r"(?<![가-힣])(?:잠깐|잠시)만(?![가-힣])|(?<![가-힣])금방|\d{1,2}\s?(?:분|시간)\s?(?:안에|뒤에?|후에?|만에|내로)|"
    rf"\bin\s+(?:a\s+few\s+|a\s+couple\s+(?:of\s+)?|an?\s+|\d{{1,2}}\s+|(?:{_EN_NUMBER})\s+)"
    r"(?:min(?:ute)?s?|sec(?:ond)?s?|hours?|hrs?|mo)\b"
)


def _day_of_month(made: date, day: int) -> date | None:
    """The next ``day`` of a month on or after ``made`` (this month, else the next)."""
    month, year = made.month, made.year
    for _ in range(2):
        try:
            found = date(year, month, day)
        except ValueError:
            found = None
        if found is not None and found >= made:
            return found
        month, year = (1, year + 1) if month == 12 else (month + 1, year)
    return None


def day_named(text: str, said_on: date) -> date | None:
    """The calendar day a plan names ("10일 토요일" said on April 7 is Saturday May 10: the
    first month whose 10th is a Saturday), read forward from the day it was said."""
    with_month = _KO_MONTH_DAY.search(text) or _EN_MONTH_DAY.search(text)
    day_only = _KO_DAY_OF_MONTH.search(text) or _EN_DAY_OF_MONTH.search(text)
    if not with_month:
        # "토요일 말고 일요일 11일", "21일 토 2시": the day of the month with the weekday
        # beside it or, none beside it, with any weekday the line names ("25일 좋아
        # 토요일이라"), in this month or the two after; the earliest
        pairs = days_with_weekday(text)
        if not pairs and day_only:
            pairs = [(int(day_only[1]), w) for w in _weekdays_in(text)]
        found = [d for n, w in pairs if (d := _month_with(said_on, n, w, months=_NEAR_MONTHS))]
        if found:
            return min(found)
    if day_only and _WEEK_WORDS.search(text):
        # "dinner on the 15th, I'm off that weekend", "turkey on monday it is. 10th and
        # 11th": the day of the month it names, not the weekend's or a weekday's further off
        found_day = due_day(_WEEK_WORDS.sub(" ", text), said_on, deadline=False)
        if found_day is not None:
            return found_day
    return due_day(text, said_on, deadline=False)


# a day of the month on a weekday is looked for this many months on, the first its own: a
# weekday that falls on it only later was another day ("turkey on monday it is. 10th and
# 11th"), or another calendar's ("Sat 6th" in an October with no Saturday the 6th till
# February): the day of the month stands
_NEAR_MONTHS = 3


def _weekdays_in(text: str) -> list[int]:
    """Every weekday ``text`` names by its whole or short name ("토요일", "monday", "sat";
    not "friend", "wedding"), but one of a week it names ("다음 주 목요일부터"): that is
    its own day."""
    out = [_KO_DAYS[m[2]] for m in _KO_WEEKDAY.finditer(text) if not m[1]]
    return out + [_EN_DAYS[m[2][:3].lower()] for m in _EN_BARE_WEEKDAY.finditer(text) if not m[1]]


# a weekend or a weekday's name, whole or cut short ("토요일", "monday", "sat")
_WEEK_WORDS = re.compile(
    r"주말|\bweekend\b|[월화수목금토일]요일|\b(?:monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b",
    re.IGNORECASE,
)


def _month_with(said_on: date, day: int, weekday: int, months: int = 12) -> date | None:
    """The first ``day`` of a month on or after ``said_on`` that falls on ``weekday``, in
    the ``months`` from ``said_on``'s on."""
    month, year = said_on.month, said_on.year
    for _ in range(months):
        try:
            found = date(year, month, day)
        except ValueError:
            found = None
        if found is not None and found >= said_on and found.weekday() == weekday:
            return found
        month, year = (1, year + 1) if month == 12 else (month + 1, year)
    return None


_CLOCK = re.compile(
    r"(오전|오후|저녁|밤|아침|점심|새벽)?\s?(\d{1,2})\s?시(?!간)\s?(반|\d{1,2}\s?분)?|(\d{1,2}):(\d{2})\s?(am|pm)?"
    r"|\b(\d{1,2})\s?(am|pm)\b",
    re.IGNORECASE,
)


_TO_CLOCK = re.compile(r"\s?(?:으로|로)(?!부터)")  # "6시로", "6시 반으로": the time gone to
_RANGE_END = re.compile(r"[~\-–]\s?$")


def clock_named(text: str) -> str | None:
    """The time of day a plan names as ``HH:MM`` ("저녁 6시" 18:00, "11시 반" 11:30, "3pm"),
    its hour in figures or in words ("오후 세 시" 15:00; "네시반" 04:30 or 16:30, as "4시
    반" is)."""
    text = KO_HOUR.sub(lambda m: f"{12 - KO_HOURS.index(m.group('h'))}시", text)
    clocks = list(_CLOCK.finditer(text))
    if not clocks:
        return None
    # of several, the one the line moves to ("3시쯤 끝나는데 7시는 늦고.. 6시로 당기자"):
    # the others are its reasons
    # (not a range's end: "6시~8시로" is from six)
    found = next(
        (
            c
            for c in clocks
            if _TO_CLOCK.match(text, c.end()) and not _RANGE_END.search(text, 0, c.start())
        ),
        clocks[0],
    )
    if found.group(2):
        hour = int(found.group(2))
        extra = found.group(3) or ""
        minute = 30 if extra == "반" else int(re.sub(r"\D", "", extra) or 0)
        part = found.group(1) or ""
        if part in ("오후", "저녁", "밤") and hour < 12:
            hour += 12
        elif not part and 1 <= hour < 12:
            return f"~{hour:02d}:{minute:02d}"  # 6시: six in the morning or the evening
    elif found.group(4):
        hour, minute = int(found.group(4)), int(found.group(5))
        if (found.group(6) or "").lower() == "pm" and hour < 12:
            hour += 12
        elif not found.group(6) and 1 <= hour < 12:
            return f"~{hour:02d}:{minute:02d}"
    else:
        hour, minute = int(found.group(7)), 0
        if found.group(8).lower() == "pm" and hour < 12:
            hour += 12
    return f"{hour:02d}:{minute:02d}" if hour < 24 and minute < 60 else None
