"""Who went along and who pushed back, read from what a line answers: a no to another way
put beside a plan ("can't we just borrow Leo's?" / "No, mine is tiny") or a "but" to a
doubt on it ("종이는 두 배 넘네" / "근데 포스터통 들고 타는 거 싫어요") defends the plan, it
objects to nothing; a line that asks on the side and ends on a yes ("오 저희도 쉬는
거죠?? 19일 찬성") takes the plan up; the member whose line a stating yes replies to ("The
raffle should cover the difference" / "ok yeah fair … im in") went along with it (read
by ``agreement._led_up``). Read through the real path where a chat is ingested (the real
actor system, offline, then ``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.understanding.agreement import _led_up
from groupchat_memory.domain.understanding.state import Decision, Said
from groupchat_memory.domain.understanding.tracker import _yes_after_question
from tests.domain.understanding.test_ledger import _decided


def test_a_no_to_another_way_put_beside_it_is_no_objection(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "let's buy the $300 grill for the garden"),
                    ("Priya", "can't we just borrow Leo's?"),
                    ("Leo", "No, mine is tiny and rusty"),
                    ("Priya", "ok fine"),
                ],
            ),
        ],
    )
    grill = next(e for e in found if "grill" in e.text)
    assert sorted(grill.agreed_by) == ["Priya", "Sam"]
    assert grill.objected_by == ["Priya"]


def test_a_but_to_a_doubt_on_it_is_no_objection(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    (
                        "유진",
                        "포스터 이번엔 종이 말고 패브릭으로 뽑으면 어때요? 접어서 넣으면 돼요",
                    ),
                    ("태호", "종이는 2만원인데 두 배 넘네… 세 장이면 7만5천원 차이", {"reply": 1}),
                    ("다은", "근데 KTX에 포스터통 세 개 들고 타는 거 진짜 싫어요 ㅋㅋ"),
                    ("유진", "그리고 패브릭은 나중에 복도에 걸어두기도 좋아요"),
                    ("태호", "음 그렇긴 하다. 그래 패브릭으로 해"),
                    ("다은", "패브릭 찬성"),
                ],
            ),
        ],
    )
    poster = next(e for e in found if "패브릭" in e.text)
    assert sorted(poster.agreed_by) == ["다은", "유진", "태호"]
    assert poster.objected_by == ["태호"]


def test_a_question_on_the_side_then_a_yes_takes_it_up(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "3월 19일 목요일 연재분 휴재하면 어떨까요.. 손목이 한계예요"),
                    ("태호", "19일이면 플랫폼 쪽은 문제없을 것 같아요"),
                    ("다은", "오 저희도 쉬는 거죠?? ㅋㅋㅋ 19일 찬성"),
                ],
            ),
        ],
    )
    rest = next(e for e in found if "휴재" in e.text)
    assert "다은" in rest.agreed_by


def test_what_a_line_ends_on_after_its_question() -> None:
    for yes in ("오 저희도 쉬는 거죠?? ㅋㅋㅋ 19일 찬성", "does it have an oven? then yes"):
        assert _yes_after_question(yes), yes
    for other in (
        "그럼 4일 화요일이죠? 저 그때 서울이라 11일부터 나갈게요 ㅠ",
        "ㅇㅋ 부스비 얼마야?",
        "wait what? no way",
    ):
        assert not _yes_after_question(other), other


def _said(seq: int, sender: str, text: str, reply_to: int | None = None) -> Said:
    return Said(
        seq=seq,
        message_id=seq,
        sender=sender,
        is_bot=False,
        text=text,
        at=f"2026-03-02T10:{seq:02d}:00+00:00",
        reply_to=reply_to,
    )


def test_the_line_a_stating_yes_replies_to_went_along() -> None:
    for lines in (
        [
            _said(1, "Sam", "Western Districts Charter has a 22 seater with driver, $2,650"),
            _said(2, "Priya", "2650 is steep tho", reply_to=1),
            _said(3, "Sam", "The raffle should cover the difference easily"),
            _said(4, "Priya", "ok yeah fair. no designated driver is worth 550. im in", 3),
        ],
        [
            _said(1, "다은", "정비소 견적 왔어 새로 사면 42만원"),
            _said(2, "태호", "새 거는 좀 비싸지 않나"),
            _said(3, "다은", "수리하면 또 한 달 뒤에 고장 나 그게 더 손해야"),
            _said(4, "태호", "ㅇㅋ 인정 그럼 새로 사자", 3),
        ],
    ):
        statement = lines[-1]
        d = Decision(
            text=statement.text, evidence=[statement.seq], proposer=statement.sender,
            date="2026-03-02", accepted=True,
        )  # fmt: skip
        assert [s.seq for s in _led_up(lines, d, {})][:1] == [3], statement.text
    # a yes replying to a doubt gives in to the plan: the doubt went along with nothing
    doubted = [
        _said(1, "Sam", "Western Districts Charter has a 22 seater with driver, $2,650"),
        _said(2, "Leo", "2650 is way too expensive, I don't like it"),
        _said(3, "Priya", "ok fine, charter it is", reply_to=2),
    ]
    d = Decision(text="ok fine, charter it is", evidence=[3], proposer="Priya", date="2026-03-02")
    assert "Leo" not in [s.sender for s in _led_up(doubted, d, {})]
