"""A day of a plan written with its month is in that month: "Sat Aug 30 to Mon Sep 1"
was read as August 30 and August 1, so "Sat-Mon it is" (Saturday and Monday) said it
again no more, and "Oct 3-4 ... applications close Sept 24" as October 24 (en6, en13).
A bare day fewer than a week on across the month's end is in the next month ("30일~1일")."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.understanding.words import values_in


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("Can we make it Sat Aug 30 to Mon Sep 1?", ["2025-08-30", "2025-09-01"]),
        ("8월 30일부터 9월 1일까지 2박 어때요?", ["2025-08-30", "2025-09-01"]),
        ("그럼 30일~1일 1박으로 가자", ["2025-07-30", "2025-08-01"]),
        ("half term is 23rd to 27th Feb", ["2026-02-23", "2026-02-27"]),
        ("토일 어때 20일 21일", ["2025-07-20", "2025-07-21"]),
    ],
)
def test_a_day_written_with_its_month_is_in_that_month(text: str, days: list[str]) -> None:
    assert values_in(text, "2025-07-18T10:00:00+09:00")["day"] == days
