"""An owner who tells the other side the thing is off ("I already told Phil, no hard
feelings", "told bolton thanks anyway", "업체엔 안 한다고 할게요") drops the task, after
the group dropped the plan or in the same line; said in passing beside a plan confirmed,
it leaves a task done long before as it was. Through the real path (``test_ledger``'s
ingest, then ``/할일``); the chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _task_status


def test_telling_the_other_side_it_is_off_drops_the_task(tmp_path: Path) -> None:
    """After "so no steam rides. drop it", "I already told Phil, no hard feelings" drops
    "I'll call Phil back tomorrow"; "ok, broadcast off. told bolton thanks anyway" drops
    the broadcast set up with Bolton; after "티셔츠는 그냥 접어요", "업체엔 안 한다고
    할게요" promises nothing new and drops the quote asked of the shop."""
    tasks = _task_status(
        tmp_path,
        [
            (0, [("Sam", "Phil from the steam club can bring the mini engine for rides"),
                 ("Sam", "I'll call Phil back tomorrow and lock in the time"),
                 ("Priya", "lovely")]),
            (0.3, [("Leo", "i'll sort the boards with bolton and set up the broadcast"),
                   ("Priya", "nice")]),
            (1, [("Priya", "insurance says no passengers on anything with a boiler"),
                 ("Sam", "so no steam rides. drop it"),
                 ("Sam", "I already told Phil, no hard feelings, he'll come visit anyway")]),
            (1.5, [("Leo", "ok, broadcast off. told bolton thanks anyway")]),
            (2, [("다은", "티셔츠 견적은 제가 아는 데 있어서 알아볼게요"), ("유진", "좋아요")]),
            (2.5, [("유진", "생각해보니 예산이 빠듯하네요 티셔츠는 그냥 접어요"),
                   ("다은", "네 그럼 업체엔 안 한다고 할게요")]),
        ],
    )  # fmt: skip
    assert tasks == {
        "I'll call Phil": "dropped",
        "i'll sort the": "dropped",
        "티셔츠 견적은 제가": "dropped",
    }


def test_an_offer_turned_down_beside_a_plan_confirmed_leaves_a_done_task(
    tmp_path: Path,
) -> None:
    """ "Confirmed with the club … I've told Gerry no thanks" turns down Gerry's room offer:
    the room booked with Gerry days before stays done."""
    tasks = _task_status(
        tmp_path,
        [
            (0, [("Sam", "I'll ring Gerry tomorrow and get the room pencilled in"),
                 ("Leo", "great")]),
            (1, [("Sam", "Gerry's room is booked for Friday 27th, 7:30")]),
            (5, [("Sam", "Confirmed with the club, Thursday 3rd. I've told Gerry no thanks")]),
        ],
    )  # fmt: skip
    assert tasks == {"I'll ring Gerry": "done"}
