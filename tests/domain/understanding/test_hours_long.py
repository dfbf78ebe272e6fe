"""A length of time in hours ("2시간", "3시간에 3만원") is no time of day: a plan booked
"2시간 2만원, 토요일 오전 10시" is at ten, not at two, and one naming only how long it runs
sets no time another plan's could clash with."""

from __future__ import annotations

from groupchat_memory.domain.understanding.due import clock_named
from groupchat_memory.domain.understanding.words import values_in


def test_hours_long_are_no_clock_time() -> None:
    said = "스터디룸 6인실 어때요? 2시간 2만원이고 토요일 오전 10시에 모이면 될 것 같아요"
    assert values_in(said, "2026-03-02")["time"] == ["10:00"]
    assert clock_named(said) == "10:00"
    assert "time" not in values_in("8인실이 3시간에 3만원이에요", "2026-03-02")


def test_a_clock_time_is_still_read() -> None:
    assert values_in("5시 반에 보자", "2026-03-02")["time"] == ["~05:30"]
    assert clock_named("저녁 7시에 봬요") == "19:00"
