"""An offer ("I can X") and what becomes of it, through the real path (the chat ingested by
the real actor system, offline, then ``/할일``): its speaker's firm promise soon after
("I'll …") is the same undertaking, one task, not a second; an offer thanked and turned
down ("…, but thanks!", "we've got one") or waved off though it was put on a case ("if you
want a break", then "no, I'm fine") is no task; a yes keeps it, and a promise turned down
with thanks stays. The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, list[int]]]:
    """Each task ``/할일`` shows, as its owner and the seqs of its evidence."""
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, list(t.evidence)) for t in todos_answer(config, CHAT))


def test_an_offer_firmed_up_by_its_speaker_is_one_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I can run the seed swap table"),
                    ("Priya", "yes please!"),
                    ("Leo", "that would be great"),
                    ("Sam", "I'll get trestles from the scout hut and label the trays"),
                ],
            )
        ],
    )
    assert tasks == [("Sam", [1, 4])]


def test_an_offer_then_a_yes_stays_a_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I can print the raffle tickets at work"),
                    ("Priya", "yes please, 200 should do"),
                    ("Leo", "the hall has tables for us"),
                ],
            )
        ],
    )
    assert [owner for owner, _ in tasks] == ["Sam"]


def test_an_offer_thanked_and_turned_down_is_no_task(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I can bring my camping stove for the tea"),
                    ("Priya", "The church kitchen has a hob now, but thanks!"),
                    ("Leo", "parking is round the back"),
                ],
            ),
            (
                0.5,
                [
                    ("Leo", "I can bring a gazebo for the plant stall"),
                    ("Priya", "we've got the council's marquee, all good"),
                    ("Sam", "see you all at 9"),
                ],
            ),
            (
                1,
                [
                    ("Priya", "I can take over the driving if Leo wants a rest"),
                    ("Leo", "haha no, I'm fine"),
                    ("Sam", "traffic is light"),
                ],
            ),
        ],
    )
    assert tasks == []


def test_a_promise_thanked_and_turned_down_in_part_stays(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I'll pick up the trestle tables from the scout hut on Friday"),
                    ("Priya", "they deliver them, it's in the hire. thanks though"),
                    ("Leo", "great"),
                ],
            )
        ],
    )
    assert [owner for owner, _ in tasks] == ["Sam"]


def test_a_purpose_of_a_request_and_a_stop_said_in_full_take_nothing_on(tmp_path: Path) -> None:
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "everyone send me your shirt sizes by Monday so I can order them"),
                    ("Leo", "M for me"),
                    ("Sam", "L"),
                ],
            ),
            (
                1,
                [
                    ("Leo", "the printer wants a deposit of 200 for the banner"),
                    ("Priya", "too much, let's skip the banner"),
                    ("Leo", "I agree. I will stop work on the design, it can wait till spring."),
                ],
            ),
        ],
    )
    assert tasks == []
