"""A task its owner reports on as gone or called off ("I've withdrawn the licence
application", "the guy sold the tiller to someone else", "아 파워랙 팔렸대"): it closes
dropped, not done; a report of the deed done still closes it done. Through the real path
(``test_ledger``'s ingest, then ``/할일``); the chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from tests.domain.understanding.test_ledger import _task_status


def test_a_task_reported_gone_or_withdrawn_is_dropped(tmp_path: Path) -> None:
    """ "I've withdrawn the licence application" of "I'll apply for the licence", and "동탄
    파워랙 팔렸대" of "동탄 파워랙 토요일에 내가 보고 올게": both dropped."""
    tasks = _task_status(
        tmp_path,
        [
            (0, [("Sam", "I'll apply for the raffle licence with the province tomorrow."),
                 ("Priya", "thanks Sam")]),
            (3, [("Sam", "I've withdrawn the licence application."), ("Priya", "fair enough")]),
            (4, [("태호", "동탄 중고 파워랙 판매자한테 연락해서 토요일에 내가 직접 보고 올게"),
                 ("유진", "ㅇㅋ")]),
            (5, [("태호", "아 동탄 파워랙 팔렸대... 어제 밤에 다른 사람이 가져갔다네"),
                 ("유진", "헐")]),
        ],
    )  # fmt: skip
    assert tasks == {"I'll apply for": "dropped", "동탄 중고 파워랙": "dropped"}


def test_a_task_reported_done_stays_done(tmp_path: Path) -> None:
    """ "Licence application sent off" and "파워랙 보고 왔어": the deed done, done."""
    tasks = _task_status(
        tmp_path,
        [
            (0, [("Sam", "I'll apply for the raffle licence with the province tomorrow."),
                 ("Priya", "thanks Sam")]),
            (3, [("Sam", "Licence application sent off to the province."),
                 ("Priya", "great")]),
            (4, [("태호", "동탄 중고 파워랙 판매자한테 연락해서 토요일에 내가 직접 보고 올게"),
                 ("유진", "ㅇㅋ")]),
            (5, [("태호", "동탄 파워랙 보고 왔어 상태 괜찮더라"), ("유진", "오")]),
        ],
    )  # fmt: skip
    assert tasks == {"I'll apply for": "done", "동탄 중고 파워랙": "done"}
