"""What a promise names and how far its vague words reach, through the real path
(``test_ledger``'s ingest by the real actor system, then ``/할일``): a "someday" or a
"한번" said in another sentence, or of a noun the promise only mentions, leaves the
promise firm; a Korean promise whose only word for the task is inside its own predicate
("예약해둘게") is still a task. The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding.acts import read
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str, str]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, t.text) for t in todos_answer(config, CHAT))


def test_a_vague_word_counts_only_in_the_promise_it_is_said_of(tmp_path: Path) -> None:
    """ "포스터는 제가 맡을게요. 인쇄소도 한번 들러볼게요": the first promise is firm;
    "우리 자주 가는 스튜디오 있어 거기 잡을게": the studio is the often one, the booking is
    not; "I'll bring the folding chairs. We should hike together sometime": the chairs are a
    task. A promise vague in itself ("다음에 밥 한번 살게", "I'll visit sometime") is none."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("유진", "포스터는 제가 맡을게요. 인쇄소도 한번 들러볼게요"), ("태호", "고마워")]),
            (0.1, [("다은", "우리 자주 가는 스튜디오 있어 거기 잡을게"), ("유진", "굿")]),
            (0.2, [("태호", "다음에 밥 한번 살게"), ("다은", "ㅋㅋ 그래")]),
            (
                0.3,
                [
                    ("Priya", "I'll bring the folding chairs. We should hike together sometime"),
                    ("Leo", "nice"),
                ],
            ),
            (0.4, [("Sam", "I'll visit your new place sometime"), ("Leo", "sure")]),
        ],
    )
    owners = [owner for owner, _, _ in tasks]
    assert owners == ["Priya", "다은", "유진"], tasks


def test_a_promise_named_only_by_its_own_predicate_is_a_task(tmp_path: Path) -> None:
    """ "그럼 내가 예약해둘게 일단 열 명으로" and "이번 주 안에 예매해둘게요." name the task
    only inside their predicates: each is a task, and its owner's report days later
    ("예약 완료!", "예매했어요") closes it."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "뒤풀이 몇 명이야?"),
                    ("유진", "열 명쯤"),
                    ("다은", "그럼 내가 예약해둘게 일단 열 명으로"),
                ],
            ),
            (0.2, [("유진", "이번 주 안에 예매해둘게요."), ("태호", "고마워")]),
            (2, [("다은", "예약 완료!")]),
            (3, [("유진", "예매했어요")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [
        ("다은", "done"),
        ("유진", "done"),
    ], tasks


def test_turning_down_another_offer_keeps_the_speakers_own_task(tmp_path: Path) -> None:
    """ "현수막 값은 안 내도 돼 괜찮아" answers 태호's offer to chip in, and "Not needed,
    thanks" a persona's offer of reminders: each turns that offer down, the speaker's own
    task on the same subject stays open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "현수막은 내가 금요일까지 주문할게"), ("유진", "고마워")]),
            (
                0.1,
                [("태호", "나도 현수막 값 좀 보탤게"), ("다은", "현수막 값은 안 내도 돼 괜찮아")],
            ),
            (0.2, [("Priya", "I'll pay the hall deposit by Friday"), ("Leo", "ty")]),
            (
                0.3,
                [
                    ("Codex", "I can remind everyone about the hall deposit every day."),
                    ("Priya", "Not needed, thanks. The deposit is one payment"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [
        ("Priya", "open"),
        ("다은", "open"),
    ], tasks


def test_a_hand_off_moves_the_askers_own_task_not_one_naming_the_one_asked(
    tmp_path: Path,
) -> None:
    """Sam asks "@Priya can you take it?" of his flyers: Priya's "sure, no problem" takes
    Sam's flyers, not Leo's soda though Leo's promise names Priya."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll print the flyers this week"), ("Priya", "great")]),
            (0.1, [("Leo", "me and Priya will do drinks, I'll get the soda"), ("Sam", "👍")]),
            (
                1,
                [
                    ("Sam", "swamped at work, haven't started the flyers. @Priya can you take it?"),
                    ("Priya", "sure, no problem"),
                ],
            ),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [
        ("Leo", "open"),
        ("Priya", "open"),
    ], tasks
    assert any("flyers" in text for owner, _, text in tasks if owner == "Priya"), tasks


def test_a_first_person_report_closes_the_speakers_own_task_before_anothers(
    tmp_path: Path,
) -> None:
    """ "Both vans checked. I paid the parking with Sam's card" names Sam, but tells
    Leo's own deed of Leo's own task: Leo's is done, Sam's stays open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll sort the van parking at the campsite"), ("Priya", "ty")]),
            (0.1, [("Leo", "I'll check the tyres on both vans before Saturday"), ("Priya", "👍")]),
            (2, [("Leo", "Both vans checked. I paid the parking with Sam's card, he said ok")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [
        ("Leo", "done"),
        ("Sam", "open"),
    ], tasks


def test_a_report_in_the_past_of_the_promised_verb_closes_it_whatever_it_adds(
    tmp_path: Path,
) -> None:
    """ "제가 내일 전화해서 방 잡을게요", then days later "을지로 본점 토요일 7시 방
    잡았어요 열 명까지 된대요": the past of the verb it promised, with the details of what
    was booked, closes it."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("유진", "제가 내일 전화해서 방 잡을게요"), ("태호", "고마워")]),
            (2, [("유진", "을지로 본점 토요일 7시 방 잡았어요 열 명까지 된대요")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("유진", "done")], tasks


def test_hearsay_passed_on_without_a_question_mark_asks_nothing() -> None:
    """ "납품은 다음 달 예정이래요" tells what was heard; "다음 달 예정이래요?" asks it."""
    assert not read("결재 완료됐고 발주 넣었어요. 납품은 다음 달 예정이래요").asks
    assert read("납품은 다음 달 예정이래요?").asks


def test_an_offer_of_a_deed_nobody_turns_down_is_a_task(tmp_path: Path) -> None:
    """ "I can ring the caterer and book the tasting tomorrow" offers a deed: a task,
    which "Heads up: I didn't ring the caterer yesterday, doing it now" does not close.
    "I can see that" offers nothing, "I can drive the kids if it rains" is for a case
    that may not come, and "I can grab the ice" answered "nah we have plenty" is
    turned down."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "I can ring the caterer and book the tasting tomorrow"),
                    ("Priya", "perfect"),
                ],
            ),
            (0.1, [("Leo", "the hall is tiny"), ("Priya", "I can see that")]),
            (0.2, [("Leo", "I can drive the kids if it rains"), ("Sam", "ok")]),
            (0.3, [("Leo", "I can grab the ice"), ("Priya", "nah we have plenty")]),
            (2, [("Sam", "Heads up: I didn't ring the caterer yesterday, doing it now")]),
        ],
    )
    assert [(owner, status) for owner, status, _ in tasks] == [("Sam", "open")], tasks


def test_of_the_askers_tasks_a_hand_off_moves_the_one_waiting_longest(tmp_path: Path) -> None:
    """Sam promised the flyers, then a QR code for the flyers; "haven't started the flyers,
    @Priya can you take it?" hands over the flyers, the one waiting longest."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll print the flyers this week"), ("Priya", "great")]),
            (1, [("Sam", "I'll add a QR code to the flyers too"), ("Leo", "nice")]),
            (
                2,
                [
                    ("Sam", "haven't started the flyers at all. @Priya can you take it?"),
                    ("Priya", "sure, no problem"),
                ],
            ),
        ],
    )
    owners = {text.split(": ", 1)[1]: owner for owner, _, text in tasks}
    assert owners["I'll print the flyers this week"] == "Priya", tasks
    assert owners["I'll add a QR code to the flyers too"] == "Sam", tasks


def test_a_promise_laughed_at_or_laughing_is_banter(tmp_path: Path) -> None:
    """ "i'll bring a trophy bigger than the car" answered by a lone "😂", and "다음 모임 때는
    제가 케이크 쏘겠습니다 ㅋㅋ 합격 기념" laughing right after its promise, are jokes; a
    promise ending on a smile ("고기는 제가 금요일까지 주문해둘게요 ㅎㅎ 목살로") or answered
    by "😍" is a task."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Leo", "i'll bring a trophy bigger than the car"), ("Priya", "😂")]),
            (
                0.1,
                [("태호", "다음 모임 때는 제가 케이크 쏘겠습니다 ㅋㅋ 합격 기념"), ("유진", "오")],
            ),
            (0.2, [("다은", "고기는 제가 금요일까지 주문해둘게요 ㅎㅎ 목살로"), ("유진", "굿")]),
            (0.3, [("Sam", "I'll bring the folding chairs on Saturday"), ("Priya", "😍")]),
        ],
    )
    assert [owner for owner, _, _ in tasks] == ["Sam", "다은"], tasks


def test_the_end_of_a_named_month_is_its_last_day(tmp_path: Path) -> None:
    """ "참석 인원은 제가 4월 말까지 받아볼게요" and "I'll finish the budget by the end of
    April", said in March, are due on April 30th, not this month's end nor no day."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "참석 인원은 제가 4월 말까지 받아볼게요"), ("태호", "고마워")]),
                (0.1, [("Sam", "I'll finish the budget by the end of April"), ("Leo", "ty")]),
            ]
        ),
    )
    assert sorted((t.owner, t.due) for t in todos_answer(config, CHAT)) == [
        ("Sam", "2026-04-30"),
        ("유진", "2026-04-30"),
    ]
