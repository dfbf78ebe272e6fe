"""A plan the group took up, said again a few lines on or the next morning with the same
values and taken up again ("상대팀에 토요일 7시 확정 답장함" and a "굿"): one negotiation,
one decision, holding the later lines; another value of the same kind is still a change.
Read through the real path (the chat ingested by the real actor system, offline, then
``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import Line, _decided

AGREED: tuple[float, list[Line]] = (
    0,
    [
        ("유진", "친선전 상대팀이 연락 왔어. 14일 토요일 아침 7시 우리 구장에서 하자는데"),
        ("태호", "좋다 14일 7시 오라 해"),
        ("다은", "14일 콜"),
        ("태호", "근데 공 새로 사야 되지 않나"),
        ("다은", "지난번에 두 개 터졌잖아"),
    ],
)


def test_a_plan_confirmed_the_next_morning_is_the_plan_taken_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [AGREED, (0.5, [("유진", "상대팀에 14일 7시 확정 답장함"), ("태호", "굿")])],
    )
    assert len(found) == 1
    (plan,) = found
    assert plan.message_id == 1 and plan.status == "current"
    assert {6, 7} <= set(plan.evidence)


def test_another_time_the_next_morning_is_still_a_change(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            AGREED,
            (
                0.5,
                [("유진", "상대팀 사정으로 14일 8시로 하재 8시로 하자"), ("태호", "ㅇㅋ 8시 콜")],
            ),
        ],
    )
    assert [(e.message_id, e.status) for e in found] == [(6, "current"), (1, "superseded")]
