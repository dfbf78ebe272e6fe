"""The period a question names, read against the day it is asked."""

from __future__ import annotations

from datetime import date

import pytest

from groupchat_memory.domain.text.when import asks_first, mentioned_period

TODAY = date(2026, 3, 12)  # a Thursday


def _days(first: tuple[int, int, int], last: tuple[int, int, int]) -> tuple[date, date]:
    return date(*first), date(*last)


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("어제 뭐라고 했지?", (date(2026, 3, 11), date(2026, 3, 11))),
        ("what did we say yesterday?", (date(2026, 3, 11), date(2026, 3, 11))),
        ("그저께 회의", (date(2026, 3, 10), date(2026, 3, 10))),
        ("지난주에 정한 거", (date(2026, 3, 2), date(2026, 3, 8))),
        ("last week's decision", (date(2026, 3, 2), date(2026, 3, 8))),
        ("3월 2일에 뭐 했지", (date(2026, 3, 2), date(2026, 3, 2))),
        ("12월 24일 파티", (date(2025, 12, 24), date(2025, 12, 24))),
        ("on 2026-01-15 we met", (date(2026, 1, 15), date(2026, 1, 15))),
        ("March 3rd plan", (date(2026, 3, 3), date(2026, 3, 3))),
        ("the 5th of February", (date(2026, 2, 5), date(2026, 2, 5))),
        ("2월에 정한 예산", (date(2026, 2, 1), date(2026, 2, 28))),
        ("what happened in January?", (date(2026, 1, 1), date(2026, 1, 31))),
        ("지난달 얘기", (date(2026, 2, 1), date(2026, 2, 28))),
        ("도커 설정 어떻게 했지?", None),
        ("13월 40일", None),
        ("may I ask something", None),
        ("What did Jon do between August 11 and 15?", (date(2025, 8, 11), date(2025, 8, 15))),
        ("from Aug 28 to Sep 2, 2025", (date(2025, 8, 28), date(2025, 9, 2))),
        ("3월 2일부터 5일까지", (date(2026, 3, 2), date(2026, 3, 5))),
        ("2월 3~6일", (date(2026, 2, 3), date(2026, 2, 6))),
        ("Where did she travel in 2023?", (date(2023, 1, 1), date(2023, 12, 31))),
        ("2024년에 산 것", (date(2024, 1, 1), date(2024, 12, 31))),
    ],
)
def test_a_question_names_a_period(text: str, period: tuple[date, date] | None) -> None:
    assert mentioned_period(text, TODAY) == period


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("from March to May", _days((2026, 3, 1), (2026, 5, 31))),
        ("between March and May 2023", _days((2023, 3, 1), (2023, 5, 31))),
        ("December to February", _days((2025, 12, 1), (2026, 2, 28))),
        ("3월부터 5월까지 한 일", _days((2026, 3, 1), (2026, 5, 31))),
        ("3~5월에", _days((2026, 3, 1), (2026, 5, 31))),
        ("12월부터 2월까지", _days((2025, 12, 1), (2026, 2, 28))),
        ("8월 11일부터 15일까지 어디 갔어?", _days((2025, 8, 11), (2025, 8, 15))),
        ("from 2020 to 2022", _days((2020, 1, 1), (2022, 12, 31))),
        ("2020~2022년", _days((2020, 1, 1), (2022, 12, 31))),
    ],
)
def test_a_range_of_months_or_years(text: str, period: tuple[date, date]) -> None:
    assert mentioned_period(text, TODAY) == period


@pytest.mark.parametrize(
    ("text", "period"),
    [
        # a calendar week, as "last week" is
        ("what did she buy two weeks ago?", _days((2026, 2, 23), (2026, 3, 1))),
        ("2주 전에 산 거", _days((2026, 2, 23), (2026, 3, 1))),
        ("a week ago", _days((2026, 3, 2), (2026, 3, 8))),
        ("일주일 전", _days((2026, 3, 2), (2026, 3, 8))),
        # a counted day is loose by a day either side; "a few" is two to five back
        ("5 days ago", _days((2026, 3, 6), (2026, 3, 8))),
        ("이틀 전", _days((2026, 3, 10), (2026, 3, 10))),
        ("a few days ago", _days((2026, 3, 7), (2026, 3, 10))),
        ("며칠 전에 말한 거", _days((2026, 3, 7), (2026, 3, 10))),
        ("한 달 전", _days((2026, 2, 1), (2026, 2, 28))),
        ("three months ago", _days((2025, 12, 1), (2025, 12, 31))),
        ("2년 전", _days((2024, 1, 1), (2024, 12, 31))),
        ("last weekend", _days((2026, 3, 7), (2026, 3, 8))),
        ("지난 주말에", _days((2026, 3, 7), (2026, 3, 8))),
        ("last year", _days((2025, 1, 1), (2025, 12, 31))),
        ("작년에 간 곳", _days((2025, 1, 1), (2025, 12, 31))),
        ("작년 3월", _days((2025, 3, 1), (2025, 3, 31))),
        ("올해 목표", _days((2026, 1, 1), (2026, 12, 31))),
    ],
)
def test_a_span_back_from_today(text: str, period: tuple[date, date]) -> None:
    assert mentioned_period(text, TODAY) == period


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("last summer", _days((2025, 6, 1), (2025, 8, 31))),
        ("this spring", _days((2026, 3, 1), (2026, 5, 31))),
        ("in the summer of 2021", _days((2021, 6, 1), (2021, 8, 31))),
        ("winter 2021", _days((2020, 12, 1), (2021, 2, 28))),  # the one its January is in
        ("last winter", _days((2025, 12, 1), (2026, 2, 28))),  # over, though just
        ("in the fall", _days((2025, 9, 1), (2025, 11, 30))),
        ("지난 겨울", _days((2025, 12, 1), (2026, 2, 28))),
        ("작년 여름", _days((2025, 6, 1), (2025, 8, 31))),
        ("여름휴가 어디 갔지", _days((2025, 6, 1), (2025, 8, 31))),
        ("올해 봄", _days((2026, 3, 1), (2026, 5, 31))),
    ],
)
def test_a_season(text: str, period: tuple[date, date]) -> None:
    assert mentioned_period(text, TODAY) == period


@pytest.mark.parametrize(
    "text",
    [
        "did he fall off the bike?",  # a verb, not the season
        "spring rolls",
        "봄",  # also 보다's noun form
        "this may fail",  # the modal verb
        "세일 전에 산 거",  # a sale, not three days
        "the May book club",  # names the club; the talk about it may be any time
        "February 30",
        "2월 30일",
        "August 32",
        "999999999 days ago",
        "10000 weeks ago",
        "99999999 years ago",
        "1000000 months ago",
        "0000-01-01",
        "from 2024 to 2020",
    ],
)
def test_no_period_in_other_words_or_impossible_dates(text: str) -> None:
    assert mentioned_period(text, TODAY) is None


def test_the_most_specific_form_wins() -> None:
    assert mentioned_period("last weekend before April 10, 2023", TODAY) == _days(
        (2023, 4, 10), (2023, 4, 10)
    )
    assert mentioned_period("spring cleaning in March", TODAY) == _days((2026, 3, 1), (2026, 3, 31))


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("처음 MT 후보지는 어디였어?", True),
        ("마감 원래 언제였지?", True),
        ("Who first suggested the name?", True),
        ("Where was the cookout originally planned?", True),
        ("MT 후보지는 어디였어?", False),
        ("What did Leo win at the tournament?", False),
        ("Who came in firstly?", False),  # a word that only starts like one
    ],
)
def test_a_question_asking_what_came_first_is_told_apart(text: str, first: bool) -> None:
    assert asks_first(text) is first
