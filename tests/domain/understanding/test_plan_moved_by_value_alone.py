"""A plan moved to another date by a line naming that date alone ("그럼 22일 토요일에
하자", "Saturday May 16 then?"), with no word of change and none of the old values, while
the talk just before names the plan again: the same slot, changed; changed twice, the
three chain. A date inside a plan's run of days adds to it and moves nothing."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _decided

# a hike set on the 15th, moved to the 22nd after rain is forecast, then to the 29th
HIKE_MOVED_TWICE: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "이번 달 등산 모임 15일 토요일 아침 8시 어때요?"),
            ("태호", "좋아요"),
            ("다은", "찬성"),
        ],
    ),
    (
        3,
        [
            ("태호", "등산 가는 날 비 소식 있대요 ㅠ"),
            ("다은", "그럼 22일 토요일에 하자"),
            ("유진", "좋아"),
            ("태호", "ㅇㅋ"),
        ],
    ),
    (
        6,
        [
            ("유진", "등산로가 그 주에 통제된대요"),
            ("다은", "29일 토요일에 해요 그럼"),
            ("태호", "네"),
            ("유진", "좋아요"),
        ],
    ),
]

# a bake sale on May 9, moved to the 16th as the library is taken, then to the 23rd
BAKE_SALE_MOVED_TWICE: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Sam", "Bake sale on Saturday May 9, 10am at the library?"),
            ("Priya", "yes!"),
            ("Leo", "works for me"),
        ],
    ),
    (
        3,
        [
            ("Priya", "the library has a book fair that weekend, the bake sale can't go there"),
            ("Leo", "Saturday May 16 then?"),
            ("Sam", "ok"),
            ("Priya", "sure"),
        ],
    ),
    (
        6,
        [
            ("Sam", "bad news on the bake sale, the library is closed for repairs that week"),
            ("Priya", "Saturday May 23?"),
            ("Leo", "fine"),
            ("Sam", "yes"),
        ],
    ),
]


def _chained(tmp_path: Path, talk: list[tuple[float, list[Line]]], words: list[str]) -> None:
    entries = _decided(tmp_path, talk)
    found = [next(e for e in entries if w in e.text) for w in words]
    assert [e.status for e in found] == ["superseded", "superseded", "current"]
    for old, word in zip(found, words[1:], strict=False):
        assert old.superseded_by is not None and word in old.superseded_by.text


def test_a_date_moved_twice_by_the_new_date_alone_chains(tmp_path: Path) -> None:
    _chained(tmp_path, HIKE_MOVED_TWICE, ["15일", "22일", "29일"])


def test_a_date_moved_twice_by_the_new_date_alone_chains_in_english(tmp_path: Path) -> None:
    _chained(tmp_path, BAKE_SALE_MOVED_TWICE, ["May 9", "May 16", "May 23"])


def test_a_day_inside_a_run_of_days_adds_to_it(tmp_path: Path) -> None:
    entries = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Lakes trip: Friday 18 Sept to Sunday 20 Sept, the cabin by the lake?"),
                    ("Priya", "works with my leave"),
                    ("Leo", "yes!"),
                ],
            ),
            (
                2,
                [
                    ("Leo", "for the lakes trip we still need a day for the big hike"),
                    ("Priya", "Saturday 19 Sept?"),
                    ("Sam", "ok"),
                    ("Leo", "great"),
                ],
            ),
        ],
    )
    trip = next(e for e in entries if "cabin" in e.text)
    assert trip.status == "current"
