"""The value a proposal puts forward, not one it names as a consequence or moves away
from, through the real path (the chat ingested by the real actor system, ``/결정`` read
back). The chats are small and written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines

# the gig's day leaves Friday free as a consequence; a later move names the day it
# leaves ("from the 10th") beside the one it goes to
GIG: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Sam", "lets do the rehearsal friday 6pm at the hall"),
            ("Priya", "works for me"),
            ("Leo", "yes"),
        ],
    ),
    (
        1,
        [
            (
                "Priya",
                "for the gig itself i'd say saturday 8pm, which leaves us friday for the rehearsal",
            ),
            ("Sam", "agreed"),
            ("Leo", "perfect"),
        ],
    ),
]


def test_a_day_named_as_a_consequence_is_not_the_one_put_forward(tmp_path: Path) -> None:
    config = _ingested(tmp_path, _lines(GIG))
    entries = decisions_answer(config, CHAT)
    rehearsal = next(e for e in entries if "rehearsal friday" in e.text)
    gig = next(e for e in entries if "saturday 8pm" in e.text)
    assert gig.status == "current"
    assert rehearsal.status == "current", rehearsal


# the seminar's time leaves room before the weekly meeting, named in a "그러면" consequence
SEMINAR: list[tuple[float, list[Line]]] = [
    (0, [("유진", "정기 회의는 화요일 2시로 하죠"), ("태호", "네 좋아요"), ("다은", "찬성")]),
    (
        1,
        [
            (
                "태호",
                "세미나 발표는 목요일 3시 어때요? 그러면 화요일 정기 회의 전에 준비할 시간 생겨요",
            ),
            ("유진", "좋아요"),
            ("다은", "네"),
        ],
    ),
]


def test_a_korean_consequence_names_no_value_of_the_plan(tmp_path: Path) -> None:
    config = _ingested(tmp_path, _lines(SEMINAR))
    entries = decisions_answer(config, CHAT)
    meeting = next(e for e in entries if "정기 회의는 화요일" in e.text)
    seminar = next(e for e in entries if "세미나 발표는 목요일" in e.text)
    assert seminar.status == "current"
    assert meeting.status == "current", meeting
