"""The owner telling how far a task has got ("reel's half edited", "후기 영상은 편집
중이에요") reports it under way, not done: the task stays open, whether the line is a reply
to the promise, names its words or shows what is being made. A report of it finished still
closes it. Through the real path (``test_ledger``'s ingest, then ``/할일``); the chats are
written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.domain.understanding.test_ledger import Line, _owner_status


def _english(report: Line) -> list[tuple[float, list[Line]]]:
    return [
        (
            0,
            [
                ("Sam", "great ride today everyone"),
                ("Priya", "I'll post a thank-you reel with the photos by Friday"),
                ("Leo", "amazing, thanks Priya"),
            ],
        ),
        (2, [report]),
    ]


def _korean(report: str) -> list[tuple[float, list[Line]]]:
    return [
        (
            0,
            [
                ("유진", "오늘 음악회 다들 고생 많았어요"),
                ("다은", "저는 오늘 찍은 걸로 후기 영상 만들어서 올릴게요"),
                ("태호", "오 좋아요 기대할게요"),
            ],
        ),
        (2, [("다은", report)]),
    ]


@pytest.mark.parametrize(
    "report",
    [
        ("Priya", "reel's half edited, should be up soon like i said", {"reply": 2}),
        ("Priya", "the thank-you reel is half edited, nearly there"),
    ],
)
def test_a_task_told_under_way_stays_open(tmp_path: Path, report: Line) -> None:
    assert _owner_status(tmp_path, _english(report)) == [("Priya", "open")]


@pytest.mark.parametrize("report", ["후기 영상은 편집 중이에요", "후기 영상 편집하는 중이에요 ㅎ"])
def test_a_korean_task_told_under_way_stays_open(tmp_path: Path, report: str) -> None:
    assert _owner_status(tmp_path, _korean(report)) == [("다은", "open")]


def test_a_task_told_finished_is_done(tmp_path: Path) -> None:
    done = ("Priya", "thank-you reel is up on the page, photos and all", {"reply": 2})
    assert _owner_status(tmp_path, _english(done)) == [("Priya", "done")]
    assert _owner_status(tmp_path / "ko", _korean("후기 영상 올렸어요!")) == [("다은", "done")]
