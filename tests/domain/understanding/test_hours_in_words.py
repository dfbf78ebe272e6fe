"""An hour said in Korean words is a time of day like one in figures: groups write
"네시반", "오후 세 시", "열두 시에" beside "4시 반". A plan set so holds its time, and a
later plan at another hour changes it rather than standing beside it. Words that only
begin like an hour ("한시적", "두 시간", "세시봉") are no time. (English hours said bare,
"roll out at 7", were measured too and left: as many plans were linked wrongly as
rightly.)"""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.understanding.due import clock_named
from groupchat_memory.domain.understanding.words import values_in
from tests.domain.understanding.test_ledger import Line, _decided

DAY = "2026-03-02"


def test_korean_hours_in_words_are_times() -> None:
    assert values_in("이번 주부터 저녁 손님 네시반에 받자", DAY)["time"] == ["~04:30"]
    assert values_in("오후 세 시에 만나요", DAY)["time"] == ["15:00"]
    assert values_in("오후세시로 해요", DAY)["time"] == ["15:00"]
    assert values_in("열두 시에 점심 먹자", DAY)["time"] == ["12:00"]
    assert clock_named("오전 열한 시 반 집합") == "11:30"


def test_korean_words_that_only_begin_like_an_hour_are_none() -> None:
    assert "time" not in values_in("한시적으로 운영해요", DAY)
    assert "time" not in values_in("두 시간이면 끝나요", DAY)
    assert "time" not in values_in("세시봉 노래 틀자", DAY)


# opening hours set in words, then moved an hour in words: the second replaces the first
HOURS_MOVED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "다음 주부터 저녁 손님은 다섯 시에 받자"),
            ("태호", "네 좋아요"),
            ("다은", "ㅇㅋ"),
        ],
    ),
    (
        26,
        [
            ("유진", "관광객들이 일찍 와서 줄 서더라. 저녁 손님 네시반에 받자"),
            ("태호", "그래요 그렇게 해요"),
            ("다은", "좋아요"),
        ],
    ),
]


def _moved(tmp_path: Path, talk: list[tuple[float, list[Line]]], old: str, new: str) -> None:
    entries = _decided(tmp_path, talk)
    first = next(e for e in entries if old in e.text)
    assert first.status == "superseded"
    assert first.superseded_by is not None and new in first.superseded_by.text


def test_hours_moved_in_korean_words_replace_the_plan(tmp_path: Path) -> None:
    _moved(tmp_path, HOURS_MOVED, "다섯 시", "네시반")
