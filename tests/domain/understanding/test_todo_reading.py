"""To-dos as a chat reads them, through the real path (``test_ledger``'s ingest of a small
chat by the real actor system, then ``/할일``): promised again, handed over, taken by a
persona, closed, with the day they are due. The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.summaries.todos import TodoEntry
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def test_a_task_promised_again_in_a_reply_or_on_its_topic_stays_one_task(
    tmp_path: Path,
) -> None:
    """The owner promising again days later, in a reply to their own promise or with the
    same topic (N은/는, N도) and other words, keeps one task, due when first said."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "보고서는 제가 금요일까지 정리할게요"), ("태호", "고마워")]),
                (3, [("유진", "죄송해요 일이 밀려서 다음 주에 할게요", {"reply": 1})]),
                (8, [("유진", "보고서도 월요일엔 꼭 마무리할게요")]),
                (8.1, [("Sam", "I'll send the survey results by Friday"), ("Leo", "ty")]),
                (
                    10,
                    [("Sam", "sorry, swamped this week, I'll get to it on Monday", {"reply": 5})],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, len(t.evidence), t.status, t.due) for t in todos_answer(config, CHAT))
    assert tasks == [("Sam", 2, "open", "2026-03-13"), ("유진", 3, "open", "2026-03-06")]


def test_a_task_asked_of_anyone_is_handed_to_who_says_yes_at_once(tmp_path: Path) -> None:
    """A request to anyone (a favour question, "can someone take over") answered at once
    with a promise or a plain yes hands the asker's task over; the new owner's report
    closes it. A past remark right after a promise does not close it."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("태호", "회의록은 내가 목요일까지 정리해서 올릴게"), ("유진", "ㅇㅋ")]),
                (
                    2,
                    [
                        ("태호", "나 이번 주 출장이라 회의록 누가 좀 써줄 수 있어?"),
                        ("다은", "ㅇㅋ 내가 할게"),
                    ],
                ),
                (3, [("다은", "회의록 올렸어")]),
                (4, [("Leo", "I'll update the volunteer sheet by Friday"), ("Sam", "great")]),
                (
                    5,
                    [
                        ("Leo", "can someone take over the volunteer sheet? swamped"),
                        ("Priya", "I got it"),
                    ],
                ),
                (6, [("Priya", "volunteer sheet updated, it's pinned")]),
                (
                    7,
                    [
                        ("Sam", "I'll send the client the new quote by Monday"),
                        ("Sam", "I mentioned the delay to the client, he was fine with it"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status, len(t.evidence)) for t in todos_answer(config, CHAT))
    assert tasks == [("Priya", "done", 2), ("Sam", "open", 1), ("다은", "done", 2)]


def test_a_persona_saying_yes_to_a_request_takes_it_and_its_answer_does_it(
    tmp_path: Path,
) -> None:
    """A persona's plain yes to a member who asked it to do something is its task, done
    by its next message; its yes to a question is none."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "@Codex 참석자 명단 가나다순으로 정리해줄래?"),
                        ("Codex", "네, 잠시만요"),
                        ("Codex", "다은, 유진, 태호"),
                    ],
                ),
                (
                    1,
                    [
                        ("Sam", "@Codex total the receipts: 40, 25 and 12"),
                        ("Codex", "Sure, adding them up now."),
                        ("Codex", "Total: $77."),
                        ("Leo", "@Codex is the room booked for 3pm?"),
                        ("Codex", "Yes, room 4 at 3pm."),
                    ],
                ),
            ]
        ),
    )
    tasks = [(t.owner, t.status, t.evidence[0]) for t in todos_answer(config, CHAT)]
    assert sorted(tasks) == [("Codex", "done", 2), ("Codex", "done", 5)]


def test_a_tasks_due_day_keeps_its_month_and_its_last_step(tmp_path: Path) -> None:
    """ "14일 토요일" is the 14th that is a Saturday; a promise naming a day per step is due
    on the last; an English weekday after the verb is its day, with no "by"."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,  # Monday, March 2nd
                    [
                        ("유진", "발표 자료는 14일 토요일까지 보낼게"),
                        ("태호", "일요일에 신청 받고 월요일에 명단 올릴게"),
                        ("Sam", "I'll grab the extension cords at the hardware store thursday"),
                    ],
                ),
            ]
        ),
    )
    dues = {t.owner: t.due for t in todos_answer(config, CHAT)}
    assert dues == {"유진": "2026-03-14", "태호": "2026-03-09", "Sam": "2026-03-05"}


def test_a_report_naming_a_later_step_of_the_promise_closes_it(tmp_path: Path) -> None:
    """The owner's report names a step the promise went on to (알아보고 … 예약까지): done; a
    report naming only a fact said beside the promise (학교 앞에 빵집 있어) is not."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("다은", "숙소는 내가 알아볼게 괜찮은 데 찾아서 예약까지 해둘게"),
                        ("유진", "고마워"),
                    ],
                ),
                (0.1, [("태호", "케이크는 내가 주문할게 학교 앞에 빵집 있어"), ("유진", "ㅇㅋ")]),
                (2, [("태호", "학교 축제 일정 잡혔어")]),
                (3, [("다은", "방금 예약 걸어놨어 1박으로")]),
            ]
        ),
    )
    by_owner = {t.owner: t.status for t in todos_answer(config, CHAT)}
    assert by_owner == {"다은": "done", "태호": "open"}


def test_a_treat_some_time_and_taking_an_offer_are_no_tasks(tmp_path: Path) -> None:
    """ "한번" with no day named is a pleasantry (with a day it is a task); a promise to
    receive (받을게) right after another's offer takes it up and has nothing to do."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("다은", "도와줘서 고마워 ㅠㅠ 커피 한번 살게"),
                        ("유진", "모임 전에 한번 정리해서 금요일까지 올릴게"),
                        ("태호", "이번 회식비는 제가 낼게요"),
                        ("다은", "마음만 받을게"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.due) for t in todos_answer(config, CHAT))
    assert tasks == [("유진", "2026-03-06"), ("태호", "")]


def test_a_task_is_closed_by_a_bare_report_an_answer_or_dropped_without_naming_it(
    tmp_path: Path,
) -> None:
    """The owner's bare report ("예약했어~", "sent!", "merged") closes their one open task;
    the answer to a question on the task closes it; "제가 안 해도 될 것 같아요" drops the
    task the talk just named, not the owner's other one; "I don't need to" drops too."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("다은", "포스터는 내가 금요일까지 만들게"),
                        ("다은", "그리고 간식도 내가 사올게"),
                    ],
                ),
                (
                    2,
                    [
                        ("태호", "학교에서 포스터 만들어준대"),
                        ("다은", "그럼 제가 안 해도 될 것 같아요"),
                    ],
                ),
                (2.1, [("Sam", "I'll order the banner this week"), ("Leo", "cool")]),
                (
                    3,
                    [
                        ("Priya", "the venue has a banner we can use"),
                        ("Sam", "oh nice, I don't need to order one then"),
                    ],
                ),
                (3.1, [("유진", "식당은 내가 내일 예약할게"), ("태호", "굿")]),
                (4, [("유진", "예약했어~")]),
                (4.1, [("Leo", "I'll send the invoice to the client tomorrow"), ("Sam", "thx")]),
                (5, [("Leo", "sent!")]),
                (5.1, [("태호", "PR은 내가 오늘 올릴게"), ("다은", "ㅇㅋ")]),
                (6, [("태호", "merged")]),
                (6.1, [("Priya", "I'll fix the login bug today"), ("Sam", "👍")]),
                (
                    7,
                    [
                        ("Sam", "is it fixed?", {"reply": 19}),
                        ("Priya", "yep, deployed", {"reply": 21}),
                    ],
                ),
            ]
        ),
    )
    status = {t.text.partition(": ")[2][:6]: t.status for t in todos_answer(config, CHAT)}
    assert status == {
        "포스터는 내": "dropped",
        "그리고 간식": "open",
        "I'll o": "dropped",
        "식당은 내가": "done",
        "I'll s": "done",
        "PR은 내가": "done",
        "I'll f": "done",
    }


def test_a_plain_yes_to_a_request_naming_you_is_your_task(tmp_path: Path) -> None:
    """ "ㅇㅋ" / "sure" from the member a request names is their task, in the request's
    words and by its day; a persona asked alongside takes no member's task."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "태호야 회비 좀 걷어줄래? 금요일까지"), ("태호", "ㅇㅋ")]),
                (0.1, [("Sam", "Leo can you book the van for saturday?"), ("Leo", "sure")]),
                (
                    0.2,
                    [
                        ("Priya", "I'll write the newsletter draft by Friday"),
                        ("Priya", "@Codex can you draft a tweet about the newsletter?"),
                        ("Codex", "On it."),
                        ("Codex", "Our spring newsletter lands Friday, full of garden news!"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status, t.due) for t in todos_answer(config, CHAT))
    assert tasks == [
        ("Codex", "done", ""),
        ("Leo", "open", "2026-03-07"),
        ("Priya", "open", "2026-03-06"),
        ("태호", "open", "2026-03-06"),
    ]
    [collect] = [t for t in todos_answer(config, CHAT) if t.owner == "태호"]
    assert "회비" in collect.text


def test_a_favour_asked_without_a_mark_hands_over_and_a_settled_plans_next_step_is_the_same_task(
    tmp_path: Path,
) -> None:
    """ "대신 봐주실 수 있을까요 ㅠ" asks (no question mark needed) and a yes takes the task
    over; once the group settles the plan a task was for, its owner's promise naming the
    settled choice is the next step of that task, not another."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("태호", "재고 정리는 제가 수요일까지 할게요"), ("유진", "ㅇㅋ")]),
                (
                    1,
                    [
                        (
                            "태호",
                            "다은아 나 지방 출장이라 재고 정리 좀 대신 봐주실 수 있을까요 ㅠ",
                        ),
                        ("다은", "네 제가 할게요"),
                    ],
                ),
                (3, [("다은", "재고 정리 끝났어요")]),
                (4, [("유진", "숙소는 내가 알아볼게"), ("태호", "고마워")]),
                (
                    6,
                    [
                        ("다은", "숙소 후보 몇 개 봤는데 바다펜션이 제일 괜찮더라"),
                        ("유진", "바다펜션 어때? 방 두 개에 20만원"),
                        ("다은", "좋아"),
                        ("태호", "ㅇㅋ 나도 찬성"),
                        ("유진", "그럼 바다펜션에 예약 전화해볼게"),
                    ],
                ),
                (6.1, [("Sam", "I'll sort out the catering"), ("Leo", "thx")]),
                (
                    8,
                    [
                        ("Priya", "Green Fork does lunch boxes, $12 each"),
                        ("Sam", "how about Green Fork then?"),
                        ("Leo", "sgtm"),
                        ("Priya", "+1"),
                        ("Sam", "ok I'll call Green Fork tomorrow to order"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status, len(t.evidence)) for t in todos_answer(config, CHAT))
    assert tasks == [("Sam", "open", 2), ("다은", "done", 2), ("유진", "open", 2)]


def test_a_promise_pointing_at_what_was_just_said_is_a_task_closed_by_a_reply_to_it(
    tmp_path: Path,
) -> None:
    """ "I'll take that one for you" / "그거 내가 할게" name nothing but point at the line
    before: a task on its words; the owner's plain past in reply to it closes it, though
    the reply goes on to something still open. Thinking it over, keeping it in mind is none."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        (
                            "Leo",
                            "I'm on the door rota saturday but my sister's wedding is that day",
                        ),
                        ("Sam", "I'll take that one for you"),
                    ],
                ),
                (
                    0.1,
                    [("태호", "나 토요일 당번인데 집에 일이 생겼어"), ("다은", "그거 내가 할게")],
                ),
                (
                    5,
                    [
                        (
                            "Sam",
                            "covered the door all day, smooth. still no word on the keys tho",
                            {"reply": 2},
                        )
                    ],
                ),
                (6, [("Priya", "want to join the book club?"), ("Leo", "I'll think about it")]),
                (
                    6.05,
                    [
                        ("Priya", "the hall closes at 10 on fridays"),
                        ("Leo", "I'll keep that in mind"),
                    ],
                ),
                (6.1, [("태호", "동아리 회장 해볼 생각 있어?"), ("유진", "그거 좀 고민해볼게")]),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status) for t in todos_answer(config, CHAT))
    assert tasks == [("Sam", "done"), ("다은", "open")]


def test_a_terse_commitment_is_a_task_and_its_later_report_closes_it(tmp_path: Path) -> None:
    """Terse writing closes a sentence on the nominal -ㅁ ("…함", "…감"): with its doer
    named (내가) or a later day it is due by, it is a task, closed by the owner's report;
    a bare report in the same form ("입금함") is none."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("태호", "현수막은 내가 맞춤"), ("유진", "굿")]),
                (0.1, [("유진", "목요일까지 견적 세 군데 받아서 공유함"), ("태호", "ㄱㄱ")]),
                (0.2, [("다은", "회비 입금함")]),
                (2, [("태호", "현수막 맞췄어 금요일 도착")]),
            ]
        ),
    )
    tasks = sorted((t.owner, t.status) for t in todos_answer(config, CHAT))
    assert tasks == [("유진", "open"), ("태호", "done")]


def _todos_of(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[TodoEntry]:
    """What ``/할일`` answers once ``talk`` (as ``_lines`` reads it) is ingested."""
    return todos_answer(_ingested(tmp_path, _lines(talk)), CHAT)


def test_a_choice_said_in_the_promise_ending_is_no_task_and_an_adverb_in_ro_is_no_choice(
    tmp_path: Path,
) -> None:
    """ "X(으)로 할게요" on a noun chooses X ("그거로 할게요", "안 하는 걸로 할게요"): it
    settles something and takes nothing on; a promise beside it in the same line is still a
    task, and so is one after an adverb ending in 로 ("지금 바로 할게요", "제대로 할게")."""
    said = _todos_of(
        tmp_path,
        [
            (0, [("유진", "보조배터리 비교 끝!! 블루티가 35만원이라 그거로 할게요")]),
            (1, [("태호", "좋아요. 신규 회원은 가입비 없이 월 회비만 받는 걸로 할게요")]),
            (1.5, [("태호", "A안으로 할게")]),
            (2, [("다은", "현수막은 파란색으로 할게요. 인쇄소에는 제가 내일 전화할게요")]),
            (3, [("유진", "정산표 정리는 지금 바로 할게요")]),
            (4, [("태호", "발표 자료 이번엔 제대로 할게")]),
        ],
    )
    tasks = sorted((t.owner, t.status) for t in said)
    assert tasks == [("다은", "open"), ("유진", "open"), ("태호", "open")]


def test_a_promise_saying_its_task_is_not_done_yet_is_that_task_open_again(
    tmp_path: Path,
) -> None:
    """The owner promising again while saying the task is not done yet ("아직 못 넣었네요",
    "still isn't done", "half written") and naming it by a word: the same task, open again
    if a line had closed it, not a second one; a new task said beside a "still", or with a
    "still" after its promise, stays new."""
    again = "gate latch still isn't right, the part was the wrong size. I'll get another one Monday"
    said = _todos_of(
        tmp_path,
        [
            (0, [("유진", "골대 그물 찢어졌더라고요. 구청에 보수 요청은 제가 넣을게요")]),
            (0.1, [("Sam", "I'll fix the gate latch at the weekend")]),
            (2, [("Sam", "latch fixed")]),
            (3, [("Leo", "I'll text my cousin for the caterer's number")]),
            (6, [("유진", "아 그물 보수 요청 아직 못 넣었네요. 이번 주는 꼭 넣을게요")]),
            (9, [("Sam", again)]),
            (9.1, [("Priya", "still waiting on the printer. I'll book the van for Friday")]),
            # "still" after the promise tells of something else
            (9.3, [("Leo", "I'll find the DJ's number and ask, I think my brother still has it")]),
        ],
    )
    tasks = sorted((t.owner, t.status, len(t.evidence)) for t in said)
    assert tasks == [
        ("Leo", "open", 1),
        ("Leo", "open", 1),
        ("Priya", "open", 1),
        ("Sam", "open", 2),
        ("유진", "open", 2),
    ]
