"""A task another member asks its owner about, and one its owner asks another to take on,
through the real path (``test_ledger``'s ingest by the real actor system, then ``/할일``):
each stays one task, due when it was first promised. The chats are written for these
tests (Monday, March 2nd, on)."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, ...]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted(
        (t.owner, t.status, t.due, str(len(t.evidence))) for t in todos_answer(config, CHAT)
    )


def test_a_promise_answering_a_question_about_ones_task_is_that_task_again(
    tmp_path: Path,
) -> None:
    """ "다은아 전단지는?" / "Sam, the newsletter?" asked days later, and the owner's late
    promise naming other things (the printer, the laptop) is the same task, due when it
    was first promised; "태호야 엑셀은?" names one thing, and 태호 has one open task."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "전단지는 제가 목요일까지 만들게요"), ("유진", "ㅇㅋ")]),
            (0.01, [("Sam", "I'll draft the newsletter by Wednesday"), ("Leo", "cool")]),
            (0.02, [("태호", "회비 정리는 내가 주말까지 할게"), ("유진", "고마워")]),
            (
                4,
                [
                    ("유진", "다은아 전단지는?"),
                    ("다은", "헉 죄송해요 인쇄소가 늦어서요 ㅠ 월요일까지는 꼭 드릴게요"),
                ],
            ),
            (
                4.01,
                [
                    ("Leo", "Sam, the newsletter?"),
                    ("Sam", "ugh sorry, laptop died. will get it to you saturday"),
                ],
            ),
            (7, [("유진", "태호야 엑셀은?"), ("태호", "아 맞다 미안 내일 보낼게")]),
        ],
    )
    assert tasks == [
        ("Sam", "open", "2026-03-04", "2"),
        ("다은", "open", "2026-03-05", "2"),
        ("태호", "open", "2026-03-08", "2"),
    ]


def test_a_task_its_owner_asks_another_to_take_goes_to_who_takes_it(tmp_path: Path) -> None:
    """ "can someone else grab the banners" (no question mark) and "현수막 좀 대신 찾아줄
    수 있어? 택시비는 내가 보낼게" hand the owner's task on; what the owner promises beside
    (paying a cab) is no task of its own; the one who takes it up owns it, due when first
    promised, and their report closes it."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [("Priya", "I'll pick up the banners from the printer on friday"), ("Sam", "nice")],
            ),
            (0.01, [("유진", "현수막은 제가 금요일까지 찾아올게요"), ("태호", "굿")]),
            (
                3,
                [
                    (
                        "Priya",
                        "stuck at work all week, can someone else grab the banners, "
                        "I'll pay them back for the cab",
                    ),
                    ("Leo", "sure thing, I'll swing by tomorrow", {"reply": 5}),
                ],
            ),
            (
                3.01,
                [
                    (
                        "유진",
                        "다은아 나 그날 야근이라 현수막 좀 대신 찾아줄 수 있어? "
                        "택시비는 내가 보낼게",
                    ),
                    ("다은", "응 내가 찾아올게"),
                ],
            ),
            (4, [("Leo", "banners picked up, they're in my car"), ("다은", "현수막 찾아왔어요!")]),
        ],
    )
    assert tasks == [("Leo", "done", "2026-03-06", "2"), ("다은", "done", "2026-03-06", "2")]


def test_a_personas_promise_for_later_is_kept_by_the_list_it_posts_later(
    tmp_path: Path,
) -> None:
    """A persona promising for later ("Sending it tonight once …", "내일 오전까지 정리해서
    올릴게요") has a task, and the lines it posts hours or a day on are it, done."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "@Codex can you make a packing list for the camping trip?"),
                        ("Codex", "Will do. Sending it tonight once I've checked the forecast."),
                    ],
                ),
                (
                    0.2,
                    [("Codex", "Camping packing list:\n- tents x2\n- sleeping bags\n- gas stove")],
                ),
                (
                    1,
                    [
                        ("유진", "@Codex 다음 달 회의 일정표 좀 만들어 줄래?"),
                        ("Codex", "네, 내일 오전까지 정리해서 올릴게요."),
                    ],
                ),
                (2, [("Codex", "회의 일정표\n3일 기획 회의\n10일 예산 회의\n17일 중간 점검")]),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status, t.due) for t in todos_answer(config, CHAT))
    assert tasks == [("Codex", "done", "2026-03-02"), ("Codex", "done", "2026-03-04")]


def test_a_task_its_owner_is_glad_not_to_have_done_is_dropped(tmp_path: Path) -> None:
    """Once it is not needed, the owner glad it is not done ("오 다행이다 아직 마트 안
    갔어", "phew, hadn't ordered them yet") drops the task; not done and sorry for it
    ("haven't called the referee yet, sorry") leaves it open."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("다은", "간식은 내가 금요일에 마트 가서 사올게"),
                        ("유진", "ㅇㅋ"),
                        ("Sam", "I'll order the trophies this week"),
                        ("Leo", "great"),
                        ("Leo", "I'll call the referee about the kickoff time"),
                    ],
                ),
                (1, [("Leo", "haven't called the referee yet, sorry")]),
                (
                    2,
                    [
                        ("유진", "간식은 학교에서 준대 안 사와도 될 듯"),
                        ("다은", "오 다행이다 아직 마트 안 갔어"),
                        (
                            "Priya",
                            "the league is handing out trophies this year, we don't need our own",
                        ),
                        ("Sam", "phew, hadn't ordered them yet"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status, t.closed_by[-1:]) for t in todos_answer(config, CHAT))
    assert tasks == [("Leo", "open", []), ("Sam", "dropped", [10]), ("다은", "dropped", [8])]


def test_a_report_restating_the_time_or_amount_the_promise_set_closes_it(
    tmp_path: Path,
) -> None:
    """The owner's report naming none of the task's words but the amount or the hour its
    promise set ("they quoted $45", then "picked it up, $45 in the end"; "3만원이래", then
    "예약 완료! 토요일 오후 2시 3만원") closes it."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "I'll get the cake from the bakery, they quoted $45"),
                        ("Leo", "cheers"),
                        ("유진", "사진관은 내가 알아볼게 3만원이래"),
                        ("다은", "ㅇㅋ"),
                    ],
                ),
                (
                    1,
                    [
                        ("Sam", "picked it up, $45 in the end, receipt is in my bag"),
                        ("유진", "예약 완료! 토요일 오후 2시 3만원"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status, t.closed_by[-1:]) for t in todos_answer(config, CHAT))
    assert tasks == [("Sam", "done", [5]), ("유진", "done", [6])]


def test_a_promise_inside_a_proposal_still_asked_is_no_task_yet(tmp_path: Path) -> None:
    """ "우리 집에서 하는 거 어때? 내가 떡볶이 만들게" and "How about a picnic …? I'll bring
    the blankets" put a plan with the proposer's part in it, still a question: no task.
    Once it is taken up, the proposer's promise is one ("그럼 재료는 내가 토요일에 살게")."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "다음 모임은 우리 집에서 하는 거 어때? 내가 떡볶이 만들게"),
                        ("태호", "좋아"),
                        ("유진", "그럼 재료는 내가 토요일에 살게"),
                        (
                            "Priya",
                            "How about a picnic at Mill Park on Sunday? I'll bring the blankets",
                        ),
                        ("Sam", "yes!"),
                        ("Leo", "I'm in"),
                        ("Priya", "great, I'll book the shelter there by friday"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.evidence[0]) for t in todos_answer(config, CHAT))
    assert tasks == [("Priya", 7), ("유진", 3)]


def test_never_done_with_any_verb_is_not_done(tmp_path: Path) -> None:
    """ "never booked", "never ordered" tell a task not done as "never got around to it"
    does: glad of it once it is not needed, its owner drops it."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "I'll book the bouncy castle for the fair"),
                        ("Leo", "great"),
                        ("Priya", "I'll order the raffle tickets"),
                        ("Leo", "👍"),
                    ],
                ),
                (
                    2,
                    [
                        ("Leo", "the school is lending us their castle and tickets this year"),
                        ("Sam", "good thing I never booked ours then"),
                        ("Priya", "phew, never ordered them"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status) for t in todos_answer(config, CHAT))
    assert tasks == [("Priya", "dropped"), ("Sam", "dropped")]


def test_a_personas_answer_to_another_question_does_not_deliver_its_task(
    tmp_path: Path,
) -> None:
    """The lines a persona posts to answer another question put to it ("@Codex what time
    does the ferry leave?") are that answer, not the list it promised for later: the task
    is done by the post that delivers it."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "@Codex can you make a packing list for the camping trip?"),
                        ("Codex", "Will do. Sending it tonight once I've checked the forecast."),
                    ],
                ),
                (
                    0.1,
                    [
                        ("Leo", "@Codex what time does the ferry leave on saturday?"),
                        ("Codex", "Saturday ferries:\n- 8:10 from the pier\n- 11:40\n- 15:20 last"),
                    ],
                ),
                (0.3, [("Codex", "Here you go:\n- tents x2\n- sleeping bags\n- gas stove")]),
            ]
        ),
    )
    tasks = [(t.owner, t.status, t.closed_by) for t in todos_answer(config, CHAT)]
    assert tasks == [("Codex", "done", [5])]


def test_a_new_thing_promised_to_a_question_is_a_task_of_its_own(tmp_path: Path) -> None:
    """Asked about one thing that is not their task ("Sam, what about the drinks?"), the
    owner promising something new ("I'll grab a case of lemonade") takes on a new task;
    their one open task (the budget sheet) stays as it was. An excuse naming something
    beside a promise naming nothing ("회사 일 터져서.. 주말까지는 보낼게") is still the task
    asked about."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll update the budget sheet by friday"), ("Leo", "👍")]),
            (0.01, [("태호", "회비 정리는 내가 주말까지 할게"), ("유진", "고마워")]),
            (
                1,
                [
                    ("Leo", "Sam, what about the drinks?"),
                    ("Sam", "I'll grab a case of lemonade on the way"),
                ],
            ),
            (
                2,
                [("유진", "태호야 엑셀은?"), ("태호", "아 미안 ㅠ 회사 일 터져서.. 내일은 보낼게")],
            ),
        ],
    )
    assert tasks == [
        ("Sam", "open", "", "1"),
        ("Sam", "open", "2026-03-06", "1"),
        ("태호", "open", "2026-03-08", "2"),
    ]


def test_a_promise_answering_a_nudge_is_the_task_the_nudge_names_in_its_words(
    tmp_path: Path,
) -> None:
    """Asked about a task by a word its promise said but its terms lack ("냉장고" of "냉장고
    문이 ... 기사님 부를게요"), or told it is still not done in a line the owner replies
    to, with no question ("메뉴판 아직 예전 가격이에요!"): the late promise is that task
    again, not a second one; a speaker's other open task stays apart."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [
                    ("태호", "카페 냉장고 문이 잘 안 닫혀요. 제가 수리 기사님 부를게요"),
                    ("유진", "고마워요"),
                    ("태호", "포스터는 제가 금요일까지 출력해 올게요"),
                    ("다은", "메뉴판 가격은 제가 오늘 고쳐둘게요"),
                ],
            ),
            (
                4,
                [
                    ("유진", "태호씨 냉장고는 어떻게 됐어요?"),
                    ("태호", "기사님이 요즘 바쁘시대요 ㅠ 다음 주에 다시 연락드릴게요"),
                ],
            ),
            (
                5,
                [
                    ("유진", "아 근데 메뉴판 아직 예전 가격이에요!"),
                    ("다은", "헉 깜빡했다 ㅠ 내일 아침에 바꿀게요", {"reply": 7}),
                ],
            ),
        ],
    )
    assert [(owner, status, count) for owner, status, _, count in tasks] == [
        ("다은", "open", "2"),
        ("태호", "open", "1"),
        ("태호", "open", "2"),
    ]


def test_a_task_promised_again_when_asked_after_it_is_open_again(tmp_path: Path) -> None:
    """A task read as done by a line naming it ("the flyers are in my bag"), then asked
    after and promised again ("Priya, did the flyers go up?" / "not yet, I'll put them up
    on the way home"): the report was not its end, it is one task and open; asked after a
    task and answered yes with a next step, it stays done (the next step is a task of its
    own)."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Priya", "I'll put the flyers up at the library this week"), ("Leo", "ty")]),
            (0.01, [("Sam", "I'll book the room for the quiz night"), ("Leo", "great")]),
            (1, [("Priya", "printed the flyers this morning, they're in my bag")]),
            (1.01, [("Sam", "booked the room, 7pm on the 14th")]),
            (
                3,
                [
                    ("Leo", "Priya, did the flyers go up?"),
                    ("Priya", "oh no, I'll put them up on the way home today"),
                    ("Leo", "Sam, the room is sorted?"),
                    ("Sam", "yes all booked, I'll send you the confirmation"),
                ],
            ),
        ],
    )
    assert [(owner, status, count) for owner, status, _, count in tasks] == [
        ("Priya", "open", "2"),
        ("Sam", "done", "1"),
        ("Sam", "open", "1"),
    ]


def test_a_line_reporting_a_task_done_and_promising_where_it_goes_closes_it(
    tmp_path: Path,
) -> None:
    """One sentence reports the promised thing done or come, the next says what happens to
    it ("Hoodies showed up today. I'll hand them out at practice", "현수막 왔어요 [사진] 창고
    선반에 올려둘게요"): the task is done and the promise is no task of its own."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll order the team hoodies from the print shop"), ("Leo", "nice")]),
            (0.01, [("다은", "현수막은 제가 인쇄소에 주문할게요"), ("유진", "고마워")]),
            (3, [("Sam", "Hoodies showed up today. I'll hand them out at practice")]),
            (3.01, [("다은", "현수막 왔어요 [사진] 창고 선반에 올려둘게요")]),
        ],
    )
    assert [(owner, status, count) for owner, status, _, count in tasks] == [
        ("Sam", "done", "1"),
        ("다은", "done", "1"),
    ]


def test_a_report_naming_an_amount_with_a_decimal_point_is_one_sentence(
    tmp_path: Path,
) -> None:
    """A decimal point is no sentence's end: "Paid the 12.50 deposit. I'll forward the
    receipt tonight" reports the deposit paid in its first sentence, and the task is done."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Priya", "I'll pay the hall deposit this week"), ("Sam", "thanks")]),
            (2, [("Priya", "Paid the 12.50 deposit. I'll forward the receipt tonight")]),
        ],
    )
    assert [(owner, status, count) for owner, status, _, count in tasks] == [
        ("Priya", "done", "1"),
    ]


def test_an_answer_putting_ones_task_off_keeps_it_open(tmp_path: Path) -> None:
    """Asked after a task (in a reply to its message, long after it left the recent talk,
    or told it is not there yet), the owner puts it off with a day or a future and no
    promise's ending ("it has been sitting by my door all week. monday first thing", "it'll
    be up this weekend, the printer jammed"): the task is open, the answer its evidence. A
    thank-you naming a done task, answered with the day something comes, leaves it done."""
    chatter: list[Line] = [
        ("유진" if n % 2 else "태호", "날씨 좋다" if n % 2 else "그러게") for n in range(46)
    ]
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Leo", "I'll return the drill to Sam's brother this week"), ("Sam", "ok")]),
            (0.01, [("Priya", "I'll put the flyer up at the gym"), ("Sam", "ty")]),
            (0.02, [("다은", "회비는 제가 이번 주에 걷을게요"), ("유진", "고마워요")]),
            (1, chatter),
            (2, [("Priya", "finished the flyer and printed it, it's in my bag")]),
            (2.01, [("다은", "회비 다 걷었어요!")]),
            (
                5,
                [
                    ("Sam", "did the drill ever make it back to him", {"reply": 1}),
                    ("Leo", "it has been sitting by my door all week. monday first thing"),
                    ("Sam", "Priya's flyer isn't up at the gym"),
                    ("Priya", "it'll be up this weekend, the printer jammed"),
                    ("유진", "다은씨 덕분에 회비 걱정 없네요"),
                    ("다은", "ㅎㅎ 25일에 통장으로 들어온대요"),
                ],
            ),
        ],
    )
    assert [(owner, status, count) for owner, status, _, count in tasks] == [
        ("Leo", "open", "2"),
        ("Priya", "open", "2"),
        ("다은", "done", "1"),
    ]
