"""Done reports and hand-overs the rules missed in the dev chats: a Korean report closed on
the nominal -ㅁ ("스카프랑 보타이 주문함", "4고 드라이브에 올림"), a past with the delivery
it awaits told after it in the same line ("방금 주문했어요 ㅋㅋ 목요일 도착 예정"), and a
task handed over by "can u take it?" or "any chance you could grab the trailer?". Read by
``acts.read`` and through the real path (``test_ledger``'s ingest, then ``/할일``); the
chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status) for t in todos_answer(config, CHAT))


@pytest.mark.parametrize(
    ("text", "reports"),
    [
        ("스카프랑 보타이 주문함 ㅋㅋ", True),
        ("4고 드라이브에 올림 '4고_최종.pdf'", True),
        ("방금 주문했어요 ㅋㅋ 목요일 도착 예정", True),
        ("결재 완료됐고 발주 넣었어요. 납품은 다음 주 예정이래요", True),
        ("로또 되면 동방에 암실 만들어드림", False),  # on a condition, done for another
        ("아크릴 러프 다시 그리는 중... 눈이 감김", False),  # something else does it
        ("그럼 그때 내가 불러줌", False),  # offered
        ("이번 주 안에 올림", False),  # a day ahead: a promise
        ("안 보냄", False),
        ("커튼 레일이 안 맞아서 다시 주문했어요 ㅠ 다음 주말에 달아드려야 할 듯", False),
    ],
)
def test_a_terse_report_or_a_past_before_its_schedule_reports_a_deed(
    text: str, reports: bool
) -> None:
    """Not on a condition, as an offer, of another subject, a day ahead or not yet."""
    acts = read(text)
    assert (acts.reports_done and acts.tells_deed) == reports


def test_a_request_to_take_it_on_in_chat_spelling() -> None:
    asked = {
        text: read(text).asks_to_take
        for text in (
            "the deck i won't finish, i've only done 2 slides. aditi can u take it?",
            "lab moved to thursday. @Dougie any chance you could grab the trailer?",
            "누가 대신 좀",
            "any chance you could come on friday?",  # being there: no task
        )
    }
    assert list(asked.values()) == [True, True, True, False]


def test_a_terse_report_closes_the_task_it_names(tmp_path: Path) -> None:
    """ "스카프 주문은 제가 할게요", days later "스카프랑 보타이 주문함 ㅋㅋ 11/7 도착 예정":
    done; the other member's task, reported with its delivery still to come, too."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "스카프 주문은 제가 할게요~ 다음 주 중에 넣을게요"),
                    ("유진", "넵"),
                    ("태호", "파워뱅크는 내가 알아보고 주문할게"),
                ],
            ),
            (
                4,
                [
                    ("다은", "스카프랑 보타이 주문함 ㅋㅋ 11/7 도착 예정"),
                    ("태호", "파워뱅크 방금 주문했어요 ㅋㅋ 목요일 도착 예정"),
                ],
            ),
        ],
    )
    assert tasks == [("다은", "done"), ("태호", "done")]


def test_a_task_handed_over_by_can_u_is_the_new_owners(tmp_path: Path) -> None:
    """ "aditi can u take it?" answered "ya i'll finish it": one task, Leo's now, closed by
    his "deck done"."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "i'll make the sponsor deck this weekend, will put it on the drive")]),
            (
                2,
                [
                    ("Sam", "the deck i won't finish, only 2 slides. leo can u take it?"),
                    ("Leo", "ya i'll finish it. by tuesday"),
                ],
            ),
            (4, [("Leo", "deck done. 6 slides [photo]")]),
        ],
    )
    assert tasks == [("Leo", "done")]


def test_a_draft_shown_in_the_present_is_delivered(tmp_path: Path) -> None:
    """ "메뉴판 시안은 제가 … 올릴게요", then "메뉴판 시안이에요!": done; "대본 완성본 올려요!"
    too; "내일 올려요" tells when, it delivers nothing."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "메뉴판 시안은 제가 이번 주 안에 만들어서 올릴게요"),
                    ("태호", "연극 대본은 내가 쓸게"),
                    ("유진", "포스터 초안은 제가 만들게요"),
                ],
            ),
            (
                3,
                [
                    ("다은", "메뉴판 시안이에요! 앞면 식사 뒷면 주류 음료"),
                    ("태호", "연극 대본 완성본 올려요! 5분 반 나와요"),
                    ("유진", "포스터 초안은 내일 올려요"),
                ],
            ),
        ],
    )
    assert tasks == [("다은", "done"), ("유진", "open"), ("태호", "done")]


def test_a_task_never_done_when_the_group_drops_it_is_dropped(tmp_path: Path) -> None:
    """The group drops the party and the owner of its booking says it never happened
    ("결국 전화를 못 드려서 아직 예약 안 했어요"): dropped; the draw once read as done by a
    line that named it, then "never did the draw" after the group skips it: dropped. The
    same words of not yet with no drop before them leave the task open."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "두레박은 제가 금요일에 전화해서 자리 잡을게요"),
                    ("Sam", "I'll do the secret santa draw next week, names in a hat"),
                    ("유진", "체육관 대관은 제가 알아볼게요"),
                ],
            ),
            (1, [("Sam", "and drew a tooth at the dentist lol")]),
            (
                4,
                [
                    ("태호", "그럼 쫑파티는 접자. 다들 바로 쉬는 걸로"),
                    ("다은", "두레박은 결국 전화를 못 드려서 아직 예약 안 한 상태예요"),
                    ("Priya", "honestly let's just skip secret santa this year"),
                    ("Sam", "good cos i never did the draw"),
                ],
            ),
            (8, [("유진", "체육관 대관은 아직 못 알아봤어요")]),
        ],
    )
    assert tasks == [("Sam", "dropped"), ("다은", "dropped"), ("유진", "open")]


def test_a_drop_of_another_thing_leaves_a_task_done(tmp_path: Path) -> None:
    """The banner is dropped and its owner says "다행히 시안 아직 안 만들었어요 ㅋㅋ 현수막
    주문은 안 할게요": the photo book's draft, delivered, stays done (what both lines name,
    the banner, is what was dropped)."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "포토북 시안은 제가 수요일까지 마무리할게요"), ("유진", "넵")]),
            (2, [("다은", "포토북 시안 나왔어요 [사진]")]),
            (
                4,
                [
                    ("태호", "현수막은 그냥 하지 말자"),
                    ("유진", "맞아요 현수막은 빼요"),
                    ("다은", "다행히 시안 아직 안 만들었어요 ㅋㅋ 현수막 주문은 안 할게요"),
                ],
            ),
        ],
    )
    assert tasks == [("다은", "done")]


def test_using_the_wording_given_with_thanks_is_no_task(tmp_path: Path) -> None:
    """ "오 좋다 이거 그대로 쓸게 고마워" takes up the wording another gave; "대본은 제가
    쓸게요" takes a task on."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "공지 문구: '이번 주 토요일 10시 정문 앞 집합'"),
                    ("다은", "오 좋다 이거 그대로 쓸게 고마워"),
                    ("태호", "연극 대본은 제가 쓸게요"),
                ],
            ),
        ],
    )
    assert tasks == [("태호", "open")]
