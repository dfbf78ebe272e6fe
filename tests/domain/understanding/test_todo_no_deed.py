"""To-dos that are not there and one that is said twice, through the real path
(``test_ledger``'s ingest, then ``/할일``): a promise that only mulls, waits, sides or opens
talk takes nothing on; a drop of another thing said right after a promise leaves it; the
owner saying a task is not done yet, by the words of what is not done, says that task again.
The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, t.text) for t in todos_answer(config, CHAT))


def test_a_promise_to_mull_wait_side_or_speak_takes_nothing_on(tmp_path: Path) -> None:
    """ "비행기값 다 내주시면 생각해볼게요", "수정본 기다릴게요", "저도 찬성할게요", "회의
    시작할게요" and "한 말씀 드리겠습니다" promise nothing to do; "예약은 제가 내일 할게요"
    beside them does, and so does "I'll book the minibus tomorrow" among English talk."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "회의 시작할게요 다들 들어오세요"),
                    ("유진", "펜션 두 곳 중에 온돌방 있는 데가 나을 것 같아요"),
                    ("다은", "온돌이면 괜찮겠네요. 그럼 저도 찬성할게요"),
                    ("유진", "예약은 제가 내일 할게요"),
                    ("태호", "비행기값 유진씨가 다 내주시면 생각해볼게요 ㅋㅋ"),
                    ("다은", "초대장 문구는 오늘 밤에 고쳐서 올려볼게요"),
                    ("유진", "좋아요 다은씨 수정본 기다릴게요"),
                    ("태호", "안녕하십니까. 한 말씀 드리겠습니다. 다들 수고 많으셨어요"),
                ],
            ),
            (
                0.2,
                [
                    ("Sam", "so the minibus it is?"),
                    ("Priya", "yep, I'll book the minibus tomorrow"),
                    ("Leo", "nice, thanks Priya"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [
        ("Priya", "open"),
        ("다은", "open"),
        ("유진", "open"),
    ]


def test_a_drop_of_another_thing_right_after_a_promise_leaves_it(tmp_path: Path) -> None:
    """ "대신 토요일 허브아일랜드는 빼자" just after "제가 캠핑장에 전화해서 카라반으로
    바꿔달라고 할게요", and "Let's not do the bouncy castle, too pricey" after "I'll get the
    plates and cutlery at Costco", drop other things: the tasks stand. "안 사와도 돼" right
    after "떡은 내가 사갈게" still turns that offer down."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "바람이 세다니까 카라반으로 바꾸는 게 좋겠어요"),
                    ("다은", "제가 캠핑장에 전화해서 8번 사이트 카라반으로 바꿔달라고 할게요"),
                    ("태호", "대신 토요일 허브아일랜드는 빼자. 바람 부는데 돌아다니는 건 무리다"),
                ],
            ),
            (
                0.1,
                [
                    ("Leo", "I'll get the plates and cutlery at Costco on Thursday"),
                    ("Sam", "Let's not do the bouncy castle, too pricey for the budget"),
                ],
            ),
            (0.2, [("유진", "떡은 내가 사갈게"), ("태호", "안 사와도 돼 집에 많아")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Leo", "open"), ("다은", "open")]


def test_not_done_yet_by_the_words_of_what_is_not_done_is_the_same_task(
    tmp_path: Path,
) -> None:
    """ "사진 앨범은 아직 못 만듦 ㅋㅋ 이번 주 안에 만들어서 링크 올릴게" says again "여행
    사진은 내가 공유앨범 만들어서 다 올릴게", and "the photo album is still not made, I'll
    sort it this week and post the link" says again "I'll make a shared album for the trip
    photos": one open task each, not two."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("유진", "여행 사진은 내가 공유앨범 만들어서 다 올릴게"), ("다은", "오 고마워")]),
            (0.1, [("Sam", "I'll make a shared album for the trip photos"), ("Leo", "legend")]),
            (
                6,
                [
                    ("유진", "사진 앨범은 아직 못 만듦 ㅋㅋ 이번 주 안에 만들어서 링크 올릴게"),
                    (
                        "Sam",
                        "photo album is still not made, I'll sort it this week and post the link",
                    ),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Sam", "open"), ("유진", "open")]


def test_a_choice_fixed_by_its_day_or_place_takes_nothing_on(tmp_path: Path) -> None:
    """ "그럼 14일 금요일 과학관으로 일단 잡을게요" and "20일 목요일 오월드로 확정할게요" fix
    what the group chose; "오늘 안으로 방 잡을게요" books a room, a task, as "I'll lock in
    the Friday slot with the hall" is one."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "현장학습 과학관이랑 오월드 중에 어디가 좋을까요"),
                    ("다은", "과학관이요 비 와도 괜찮아서"),
                    ("태호", "그럼 14일 금요일 과학관으로 일단 잡을게요~"),
                    ("유진", "아 과학관 그날 휴관이래요 오월드 어때요"),
                    ("태호", "그럼 20일 목요일 오월드로 확정할게요~"),
                    ("다은", "숙소는 제가 오늘 안으로 방 잡을게요"),
                ],
            ),
            (0.2, [("Sam", "I'll lock in the Friday slot with the hall tomorrow"), ("Leo", "ty")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Sam", "open"), ("다은", "open")]


def test_a_report_of_part_of_the_work_leaves_the_task_open(tmp_path: Path) -> None:
    """ "Donor letters, I've done 4 of the 10, the rest tomorrow evening" and "포스터 반밖에
    못 붙였어요 나머지는 내일" tell of part of the task: it stays open until "all 10 sent"
    and "포스터 다 붙였어요"."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [("Priya", "I'll write thank you letters to all ten raffle donors"), ("Leo", "ty")],
            ),
            (0.1, [("유진", "포스터는 제가 동네 가게마다 붙일게요"), ("다은", "고마워요")]),
            (
                2,
                [
                    ("Priya", "Donor letters, I've done 4 of the 10, the rest tomorrow evening"),
                    ("유진", "포스터 반밖에 못 붙였어요 나머지는 내일 붙일 예정"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Priya", "open"), ("유진", "open")]


def test_a_ride_offered_to_a_member_is_no_task(tmp_path: Path) -> None:
    """ "다은이는 대전역에서 태워갈게" and "Yay!! I'll pick you up." say how someone gets
    there; "I'll pick up the banners from the printer" and "케이크는 제가 찾아갈게요" are
    tasks."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("다은", "저 토요일에 기차로 대전역까지 가요"),
                    ("태호", "다은이는 대전역에서 태워갈게 어차피 지나가는 길"),
                    ("유진", "케이크는 제가 당일 아침에 찾아갈게요"),
                ],
            ),
            (
                0.2,
                [
                    ("Sam", "landing at 6 on friday!"),
                    ("Priya", "Yay!! I'll pick you up."),
                    ("Leo", "I'll pick up the banners from the printer on Thursday"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Leo", "open"), ("유진", "open")]


def test_a_promise_for_some_day_none_named_is_a_pleasantry(tmp_path: Path) -> None:
    """ "one of these days I'll sharpen every chisel in that cabinet" and "조만간 커피 한 잔
    살게요 진짜" name no day: no task. "바람막이 견적 물어볼게요~ 사이즈는 나중에 따로
    걷고요" puts off only its other sentence: a task, as "I'll fix the door latch on
    Saturday" is one."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "one of these days I'll sharpen every chisel in that cabinet"),
                    ("Leo", "I'll fix the door latch on Saturday"),
                    ("Priya", "thanks Leo"),
                ],
            ),
            (
                0.2,
                [
                    ("태호", "다은쌤 조만간 커피 한 잔 살게요 진짜"),
                    ("유진", "바람막이도 업체에 견적 같이 물어볼게요~ 사이즈는 나중에 따로 걷고요"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Leo", "open"), ("유진", "open")]
