"""A "no need" to another member's offer of their own help turns the offer down, not
the plan the talk is on: the plan stays current. Through the real path (the chat
ingested by the real actor system, offline, then ``/결정``). The chats are written for
these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _decided


def test_no_need_to_an_offer_keeps_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Then it is a book sale and chai morning here, Saturday 7th, 9 to 2."),
                    ("Leo", "sawa, Saturday works"),
                    ("Priya", "yes!"),
                    ("Priya", "I can bring my cousin's sound system!!"),
                    (
                        "Sam",
                        "No need, the book sale is chai and books, not a wedding",
                        {"reply": 4},
                    ),
                ],
            ),
            (
                0.5,
                [
                    ("유진", "토요일 2시에 한강공원에서 피크닉 하자"),
                    ("태호", "좋아 ㅇㅋ"),
                    ("다은", "콜"),
                    ("다은", "제가 돗자리 사갈까요?"),
                    ("유진", "아니 안 사도 돼. 피크닉 돗자리는 집에 두 개 있어", {"reply": 9}),
                ],
            ),
        ],
    )
    sale = next(e for e in found if "book sale" in e.text or "Saturday works" in e.text)
    picnic = next(e for e in found if "피크닉" in e.text or "ㅇㅋ" in e.text)
    assert sale.status == "current"
    assert picnic.status == "current"
