"""How an owner tells a task done, and what only looks like it: a report beside a proposal
("통장 만들었어! … 공사비는 다 여기로 모으자", "Ordered. … We keep using Kelburn's until
then") or naming the task by a Korean word its promise said with a particle ("관리사무소엔
… 신청할게요", then "관리사무소 다녀왔어요!") closes it; praise ("잘했다~~"), a fix of
something else at a time of its own ("방금 둘 다 7시로 고쳐놨어요!"), a talk of its word
("Can't we just do 2 days?" / "many won't" after the court was booked) leave it as it
was; a request to take over a task goes to the asker's task it names most. Through the
real path (``test_ledger``'s ingest, then ``/할일``); the chats are written for these
tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, t.text) for t in todos_answer(config, CHAT))


def test_a_report_beside_a_proposal_closes_its_task(tmp_path: Path) -> None:
    """The report is one sentence, a proposal or what is still to come another: the task
    is done, in both languages."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "공사비 모을 통장은 내가 따로 하나 만들게"), ("유진", "ㅇㅋ")]),
            (0.01, [("Sam", "I'll order the new steriliser today"), ("Leo", "thanks")]),
            (2, [("다은", "통장 만들었어! 공사비는 다 여기로 모으자")]),
            (2.01, [("Sam", "Ordered the steriliser. We keep using the old one until then.")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Sam", "done"), ("다은", "done")]


def test_a_korean_report_names_its_task_by_a_word_said_with_a_particle(tmp_path: Path) -> None:
    """ "관리사무소엔 … 신청할게요" holds 관리사무소 with 엔: "관리사무소 다녀왔어요!" names
    it; the word of a fact said after the promise ("학교 앞에 빵집 있어") names nothing."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "관리사무소엔 제가 내일 오전에 가서 사용 신청할게요"),
                    ("태호", "케이크는 내가 주문할게 학교 앞에 빵집 있어"),
                ],
            ),
            (1, [("다은", "관리사무소 다녀왔어요! 12월 한 달 잡아줬어요")]),
            (1.01, [("태호", "학교 축제 일정 잡혔어")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("다은", "done"), ("태호", "open")]


def test_praise_and_a_fix_at_a_time_of_its_own_close_nothing(tmp_path: Path) -> None:
    """ "잘했다~~" praises another's deed; "방금 둘 다 7시로 고쳐놨어요!" fixes something else
    at a time it sets: the speaker's one open task stays open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "식혜는 출시 전날 큰솥에 한솥 해놓을게"), ("유진", "고마워요")]),
            (0.01, [("태호", "줌 세팅은 제가 맡을게요"), ("유진", "좋아요")]),
            (1, [("유진", "포스터 다 붙였어요"), ("다은", "잘했다~~")]),
            (
                1.01,
                [
                    ("유진", "공지랑 포스터 시간 7시로 바꿔야 해요"),
                    ("태호", "방금 둘 다 7시로 고쳐놨어요!"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("다은", "open"), ("태호", "open")]


def test_a_done_task_is_not_put_off_by_talk_of_one_of_its_words(tmp_path: Path) -> None:
    """The court booked ("Booked!" in reply to the promise), then talk of courts ("Can't we
    just do 2 days?" / "2 days means people need to keep free whole weekend, many won't"):
    still done."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Priya", "I'll go down to the office tomorrow and book the court for the day"),
                    ("Leo", "legend"),
                ],
            ),
            (1, [("Priya", "Booked! They put us down for the 22nd, 8am-6pm", {"reply": 1})]),
            (
                5,
                [
                    ("Priya", "we need more courts honestly, the hall has 3 but it's $240"),
                    (
                        "Leo",
                        "$240 is a lot when our own court is free. Can't we just do 2 days?",
                        {"reply": 4},
                    ),
                    ("Priya", "2 days means people need to keep free whole weekend, many won't"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Priya", "done")]


def test_a_request_to_take_over_goes_to_the_task_it_names_most(tmp_path: Path) -> None:
    """The asker has two open tasks; the request names the second by three of its words
    (합창곡, 반주, MR), the first by a word of address (선생님들): the second is handed
    over, though the first waited longer."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "선생님들 협의회 때 일정 얘기 말씀드릴게요"), ("유진", "네")]),
            (0.01, [("다은", "합창곡 반주 MR은 제가 편집할게요"), ("태호", "좋아요")]),
            (
                4,
                [
                    (
                        "다은",
                        "선생님들 죄송한데 합창곡 반주 MR 남은 거 누가 넘겨받아 주실 수 있을까요?",
                    ),
                    ("유진", "제가 할게요!! 다음 주에 마무리할게요", {"reply": 5}),
                ],
            ),
        ],
    )
    owners = {"mr" if "MR" in text else "talk": owner for owner, _, text in tasks}
    assert owners == {"mr": "유진", "talk": "다은"}
