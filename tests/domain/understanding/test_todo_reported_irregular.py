"""Done reports the rules missed, and lines that looked like reports: an English irregular
past ("I rang the gaming office", "Cable locks bought"), a thing put up or handed in
("posters up!", "grant application in ✅"), a Korean past negated by 안/못 ("손도 못
댔어요"), and a persona's offer on the condition that it helps. Read by ``acts.read`` and
through the real path (``test_ledger``'s ingest, then ``/할일``); the chats are written for
these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding.acts import past_lemmas, read
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, t.text) for t in todos_answer(config, CHAT))


@pytest.mark.parametrize(
    "text",
    [
        "I rang the gaming office this morning, no permit needed",
        "Rang the supplier. Out of stock till August",
        "Cable locks bought, 6 of them, 650 each",
        "the hall is held for the 17th, 6pm till midnight",
        "Standing order set up, £50 on the 1st of each month",
        "posters up! library, the café and the co-op",
        "rota draft's up in the sheet",
        "grant application in ✅ decision by Monday",
    ],
)
def test_an_irregular_past_or_a_thing_put_up_tells_the_past(text: str) -> None:
    assert read(text).reports_past


@pytest.mark.parametrize(
    "text",
    [
        "I won't chase the suit so",
        "I'm in!",
        "count me and Margaret in.",
        "heads up, the court is on tuesdays now",
        "here's a draft coming right up.",
        "someone walks in, one goes under a jacket",
        "you have to move before you dry up",
        "go with the garage, just make sure the invoice is made out to the shelter",
        "got it",
        "I'll set up the stream",
    ],
)
def test_a_negation_a_joining_a_particle_or_an_instruction_tells_no_past(text: str) -> None:
    assert not read(text).reports_done
    assert not read(text).reports_past or text.startswith("go with")


def test_an_irregular_past_names_its_base_form() -> None:
    assert past_lemmas("Cable locks bought, and I rang Sal") == ["buy", "ring"]
    assert past_lemmas("I'll buy them") == []


@pytest.mark.parametrize(
    "text",
    ["신청서는 이번 주에 손도 못 댔어요 ㅠ", "공지에는 안 넣었어요", "파워뱅크 못 알아봤음.."],
)
def test_a_korean_past_negated_by_an_or_mot_is_no_deed(text: str) -> None:
    acts = read(text)
    assert not acts.reports_done and not acts.tells_deed
    assert acts.unfinished


def test_a_word_holding_an_is_no_negation() -> None:
    """초안 holds 안: "초안 보냈습니다" reports, as "안내했어요" does."""
    assert read("포스터 초안 보냈습니다").reports_done
    assert read("넵 안내했어요").reports_done


@pytest.mark.parametrize(
    "text",
    [
        "If it would help, I can also prepare a short adoption FAQ for the day.",
        "I could also write a short piece for the gazette, if that would help.",
    ],
)
def test_an_offer_on_the_condition_that_it_helps_is_an_offer_if(text: str) -> None:
    assert read(text).offer_if


def test_reports_in_irregular_pasts_close_the_task_they_name(tmp_path: Path) -> None:
    """ "I'll ring the gaming office" is closed by "I rang the gaming office", not the
    speaker's "I'll keep you all posted" said after it; "I'll buy six cable locks" by
    "Cable locks bought"; "I'll get the application in" by "grant application in ✅"."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I'll ring the gaming office on Monday and find out."),
                    ("Leo", "thanks Sam"),
                    ("Sam", "It is a bother. I'll keep you all posted."),
                    ("Priya", "I'll buy six cable locks on Saturday before the drop-off."),
                    ("Leo", "I'll get the grant application in before the 15th"),
                ],
            ),
            (
                2,
                [
                    ("Sam", "I rang the gaming office this morning. No permit needed."),
                    ("Priya", "Cable locks bought, 650 each. Receipt in the file."),
                    ("Leo", "grant application in ✅ they say decision by Monday"),
                ],
            ),
        ],
    )
    status = {text.split(": ", 1)[-1][:20]: (owner, s) for owner, s, text in tasks}
    assert status == {
        "I'll ring the gaming": ("Sam", "done"),
        "It is a bother. I'll": ("Sam", "open"),
        "I'll buy six cable l": ("Priya", "done"),
        "I'll get the grant a": ("Leo", "done"),
    }


def test_a_task_not_touched_stays_open(tmp_path: Path) -> None:
    """ "신청서는 이번 주에 손도 못 댔어요" tells it is not done: the task stays open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "신청서는 제가 다음 주 중에 써둘게요"), ("유진", "넵")]),
            (5, [("다은", "지원사업 신청서는 이번 주에 손도 못 댔어요 ㅠ")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("다은", "open")]
