"""One plan, not two: a time moved to beside the times that are only its reasons ("3시쯤
끝나는데 7시는 늦고.. 6시로 당기자") is the plan's time, so the wrap-up naming it ("그럼
달빛 6시로 하자") says the same plan again; its proposer saying the plan the others just
took up once more in other words ("Saturdays 10-2 at mine, starting this week") confirms
it; a plan moved within the talk that put it, a few lines on, is that plan settled, not a
plan and its successor (shown in the words that moved it; moved the next day, it is
replaced); a plan put by name ("Let's
drop Palmwood") is dropped. Read through the real path
(the chat ingested by the real actor system, offline, then ``/결정``). The chats are
written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.domain.understanding.acts import read
from groupchat_memory.domain.understanding.due import clock_named
from tests.domain.understanding.test_ledger import Line, _decided


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("폐백 끝나면 3시쯤인데 7시는 너무 늦고.. 6시로 당기면 안 될까?", "~06:00"),
        ("작가님이 5시에야 끝나신대요. 시작을 저녁 7시로 늦출 수 있는지", "19:00"),
        ("9시 10분 출발이면 도착 10시 전후. 시작을 10시 30분으로 두는 편이 안전합니다", "~10:30"),
        ("3시에서 5시로 미루자", "~05:00"),
    ],
)
def test_the_time_a_line_moves_to_is_its_time(text: str, clock: str) -> None:
    assert clock_named(text) == clock


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("우리는 토요일 새벽 6시~8시로 됐어요", "06:00"),  # a range's end is no target
        ("브레이크타임 15:00~16:30 으로 올려둘게요", "15:00"),
        ("저녁 7시 어때? 8시는 너무 늦어", "19:00"),  # no time gone to: the first
    ],
)
def test_a_range_or_no_time_gone_to_keeps_the_first(text: str, clock: str) -> None:
    assert clock_named(text) == clock


def test_a_wrap_up_naming_the_moved_time_is_the_same_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "폐백 끝나면 3시쯤인데 7시는 늦고.. 뒤풀이 6시로 당기면 안 될까?"),
                    ("태호", "식장 옆에 달빛 이자카야 괜찮던데 거기 어때"),
                    ("다은", "그래 ㅇㅋ"),
                    ("태호", "그럼 달빛 6시로 하자"),
                    ("다은", "넵 6시 좋아요!"),
                ],
            )
        ],
    )
    assert len(found) == 1
    (plan,) = found
    assert plan.message_id == 1 and plan.status == "current"
    assert 4 in plan.evidence


SEW_IN: list[Line] = [
    ("Sam", "For the raffle quilt, let's do sew-in days Saturdays at my place, 10 till 2"),
    ("Priya", "saturdays work!!"),
    ("Leo", "Every other one for me with shifts but yes"),
]


def test_its_proposer_saying_it_again_confirms_it(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [(0, [*SEW_IN, ("Sam", "Saturdays 10-2 at mine, starting this week"), ("Leo", "👍")])],
    )
    assert len(found) == 1
    (plan,) = found
    assert plan.message_id == 1 and 4 in plan.evidence


def test_its_proposer_putting_a_value_it_left_open_is_another_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    *SEW_IN,
                    ("Sam", "And a quilt show at the library on Friday Oct 30, let's do it"),
                    ("Priya", "yes!!"),
                    ("Leo", "love it"),
                ],
            )
        ],
    )
    assert sorted(e.message_id or 0 for e in found) == [1, 4]


@pytest.mark.parametrize(
    "text", ["Let's drop Palmwood. We'll sell those 150 to normal customers", "ok just drop it"]
)
def test_a_plan_dropped_by_its_name(text: str) -> None:
    assert read(text).drops


@pytest.mark.parametrize(
    "text",
    ["let's drop by the cafe after", "lets drop the boxes off at Jo's", "I'll just drop them off"],
)
def test_a_visit_or_a_delivery_drops_nothing(text: str) -> None:
    assert not read(text).drops


# a plan taken up, then moved within the same talk a few lines on: the group settling one
# plan, not a plan and its successor
CLEANUP: list[Line] = [
    ("Sam", "Let's do the park cleanup Saturday Oct 3, 9am"),
    ("Priya", "yes"),
    ("Leo", "works for me"),
]
MOVED: list[Line] = [
    ("Priya", "actually Oct 3 is hard for me, can we do Saturday Oct 10 instead?"),
    ("Leo", "10th ok"),
    ("Sam", "ok Saturday Oct 10 then"),
]


def test_a_plan_moved_in_the_talk_that_put_it_is_one_decision(tmp_path: Path) -> None:
    found = _decided(tmp_path, [(0, [*CLEANUP, *MOVED])])
    assert len(found) == 1
    (plan,) = found
    # in the words that moved it, holding the line that put it
    assert plan.message_id == 4 and plan.status == "current"
    assert {1, 6} <= set(plan.evidence)


def test_a_plan_moved_the_next_day_is_replaced(tmp_path: Path) -> None:
    found = _decided(tmp_path, [(0, CLEANUP), (1, MOVED)])
    shown = sorted((e.message_id or 0, e.status) for e in found)
    assert shown == [(1, "superseded"), (4, "current")]


def test_a_korean_plan_moved_in_its_talk_is_one_decision(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "19일 목요일 아침 6시 반 정문 집결 어때요"),
                    ("태호", "당연히 해야지"),
                    ("다은", "저 그날 출근이라 정문 집결 7시 반으로 미루면 안 될까요?"),
                    ("태호", "그래 집결 7시 반으로 하자"),
                    ("유진", "좋아요"),
                ],
            )
        ],
    )
    assert len(found) == 1
    (plan,) = found
    assert plan.message_id == 3 and plan.status == "current" and 1 in plan.evidence
