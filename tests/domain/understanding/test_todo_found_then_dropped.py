"""A task its owner reports only as far as what was found on the way ("농협 가봤는데 하루짜리가
없대", "bad news on the miter saw … not worth fixing"), then the group drops what it was
for: the task is dropped with it, not left done; one reported done by its deed stays done.
Through the real path (``test_ledger``'s ingest, then ``/할일``); the chats are written for
these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _task_status


def test_what_was_found_then_the_plan_dropped_drops_the_task(tmp_path: Path) -> None:
    """ "농협 가봤는데 체험 보험은 하루짜리가 없대" then "체험은 올해 접자": the insurance
    task is dropped; "bad news on the miter saw …" then "ok no raffle then": the saw task
    is dropped."""
    tasks = _task_status(
        tmp_path,
        [
            (0, [("유진", "올해는 사과따기 체험 한번 해보자"), ("태호", "좋아"),
                 ("태호", "체험 보험은 내가 화요일까지 농협 가서 들고 올게"), ("유진", "고마워")]),
            (2, [("태호", "농협 가봤는데 체험 보험은 하루짜리가 없대 연 단위로 40만원"),
                 ("유진", "체험은 올해 접자 너무 비싸")]),
            (3, [("Sam", "let's raffle the donated miter saw at the fair"), ("Priya", "love it"),
                 ("Sam", "I'll go over the saw first, clean it, new blade. this week"),
                 ("Priya", "thanks")]),
            (5, [("Sam", "bad news on the miter saw. motor bearing is shot, not worth fixing"),
                 ("Priya", "ok no raffle then")]),
        ],
    )  # fmt: skip
    assert tasks == {"체험 보험은 내가": "dropped", "I'll go over": "dropped"}


def test_a_task_reported_done_by_its_deed_stays_done_when_the_plan_is_dropped(
    tmp_path: Path,
) -> None:
    """ "농협 가서 체험 보험 들었어" closes the task by what was done: the plan dropped later
    leaves it done."""
    tasks = _task_status(
        tmp_path,
        [
            (0, [("유진", "올해는 사과따기 체험 한번 해보자"), ("태호", "좋아"),
                 ("태호", "체험 보험은 내가 화요일까지 농협 가서 들고 올게"), ("유진", "고마워")]),
            (2, [("태호", "농협 가서 체험 보험 들었어"),
                 ("유진", "체험은 올해 접자 너무 비싸")]),
        ],
    )  # fmt: skip
    assert tasks == {"체험 보험은 내가": "done"}
