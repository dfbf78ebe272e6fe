"""A day of the month with its weekday beside it is one date, in the first month whose day
falls on that weekday, however the weekday is written: "21일 토 2시" and "10일(토)" were read in
the current month or as no day at all, so they named another plan than "21일 토요일" (ko40,
ko43). A weekday that falls on the day only three months on or later names another day
or another calendar: "turkey on monday it is. 10th and 11th" was read as the first month
whose 10th is a Monday, seven months on, not as the 10th and 11th (en38). Words that begin
like a weekday ("wedding", "friend", "month") name none."""

from __future__ import annotations

from datetime import date

import pytest

from groupchat_memory.domain.understanding.due import day_named
from groupchat_memory.domain.understanding.words import values_in

SAID = "2026-10-01T19:00:00+09:00"  # a Thursday; October 10 is a Saturday, November 21 too
SAID_ON = date(2026, 10, 1)


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("그럼 21일 토 2시 볼링장으로 갑시다", ["2026-11-21"]),
        ("21일 토요일 오후는 비어있대", ["2026-11-21"]),
        ("10일(토) 어때요?", ["2026-10-10"]),
        ("[10일 토] 09:00 출발", ["2026-10-10"]),
        ("토요일 말고 일요일 11일", ["2026-10-11"]),
        ("Sat 10th works for me", ["2026-10-10"]),
        ("what about Saturday the 10th", ["2026-10-10"]),
        ("Sat 21, after lunch?", ["2026-11-21"]),
        ("ok, turkey on monday it is. 10th and 11th", ["2026-10-10", "2026-10-11"]),
        ("월요일은 안 되고 10일 11일로 하죠", ["2026-10-10", "2026-10-11"]),
        ("10일 좋아 토요일이라 다 모이겠다", ["2026-10-10"]),
    ],
)
def test_a_day_is_read_with_the_weekday_beside_it(text: str, days: list[str]) -> None:
    assert values_in(text, SAID)["day"] == days


@pytest.mark.parametrize(
    ("text", "weekday"),
    [
        ("sunday 2pm?", "wd:6"),
        ("토요일 2시 어때", "wd:5"),
        ("Prep every Wednesday 6 to 10pm?", "wd:2"),
        ("saturday 10-4 works", "wd:5"),
    ],
)
def test_a_weekday_before_a_time_names_no_day_of_the_month(text: str, weekday: str) -> None:
    assert values_in(text, SAID)["day"] == [weekday]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("8일 일 끝나고 보자", date(2026, 10, 8)),  # the work of the 8th, not Sunday the 8th
        ("[8일 일] 09:00 출발", date(2026, 11, 8)),
        ("Sat 6th then", date(2026, 10, 6)),  # no Saturday the 6th till February
        ("my sister's wedding is the 6th", date(2026, 10, 6)),
        ("my friend can do the 6th", date(2026, 10, 6)),
        ("The 2nd is before month-end", date(2026, 10, 2)),
    ],
)
def test_the_day_of_the_month_stands_without_its_weekday(text: str, day: date) -> None:
    assert day_named(text, SAID_ON) == day
