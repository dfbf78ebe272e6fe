"""To-dos by what a message does, through the real path (``test_ledger``'s ingest by the
real actor system, then ``/할일`` and ``/결정``): a promise beside a question of its own,
a hand-off its owner asks for, a promise said without "I", giving a task up, posting
what was promised, a plan taken back by its topic. The chats are written for these tests."""

from __future__ import annotations

import json
from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer, todos_answer
from groupchat_memory.domain.understanding import ledger
from tests.domain.understanding.test_ledger import CHAT, Line, _ingested, _lines


def _tasks(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, ...]]:
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status, t.due) for t in todos_answer(config, CHAT))


def test_a_hand_off_the_owner_asks_for_is_taken_by_a_promise_that_asks_something_else(
    tmp_path: Path,
) -> None:
    """ "안내문 좀 넘겨도 될까?" / "could anyone grab it?" asks to hand one's own task on;
    "ㅇㅋ 내가 할게! 원본 어디 있어?" takes it though its other sentence asks, and the new
    owner's report closes it."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "안내문은 제가 목요일까지 만들게요"), ("유진", "고마워")]),
            (
                2,
                [
                    ("다은", "유진아 미안한데 안내문 좀 넘겨도 될까? 시험이 겹쳤어"),
                    ("유진", "ㅇㅋ 내가 할게! 원본 파일 어디 있어?"),
                ],
            ),
            (3, [("유진", "안내문 완성!")]),
            (3.1, [("Priya", "I'll print the raffle tickets by Friday"), ("Leo", "ty")]),
            (
                4,
                [
                    ("Priya", "work blew up, could anyone grab the raffle tickets?"),
                    ("Leo", "I'll do it, I have the template. Thursday ok?"),
                ],
            ),
            (5, [("Leo", "raffle tickets printed")]),
        ],
    )
    assert tasks == [("Leo", "done", "2026-03-06"), ("유진", "done", "2026-03-05")]


def test_a_promise_said_without_i_is_a_task_and_a_question_on_will_is_none(
    tmp_path: Path,
) -> None:
    """ "will call the caterer tomorrow" is the speaker's task, due tomorrow, closed by
    their report; "will it rain?" asks; a persona's "Will compute on reply." is its task,
    done by its answer."""
    tasks = _tasks(
        tmp_path,
        [
            (
                0,
                [("Sam", "will call the caterer tomorrow about the vegan options"), ("Leo", "thx")],
            ),
            (0.05, [("Priya", "will it rain on saturday?"), ("Leo", "no idea")]),
            (1, [("Sam", "called the caterer, vegan is fine")]),
            (
                1.1,
                [
                    ("Leo", "@Codex how many chairs for 45 guests at tables of 6?"),
                    ("Codex", "Need to know if the head table counts. Will compute on reply."),
                    ("Leo", "it counts"),
                    ("Codex", "8 tables, 48 chairs."),
                ],
            ),
        ],
    )
    assert tasks == [("Codex", "done", ""), ("Sam", "done", "2026-03-03")]


def test_giving_a_task_up_drops_it_and_being_unsure_does_not(tmp_path: Path) -> None:
    """ "I'm not ordering them then", "not chasing them anymore", "여기서 멈출게", "안 할게요"
    drop the speaker's task they name; "I'm not sure the flowers fit" leaves it open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll order the balloons this week"), ("Leo", "nice")]),
            (0.1, [("Sam", "I'll chase the printer for a proof"), ("Leo", "ok")]),
            (0.2, [("Leo", "I'll pick up the flowers on Friday"), ("Sam", "ty")]),
            (
                1,
                [
                    ("Priya", "the venue has balloons, we can use theirs"),
                    ("Sam", "I'm not ordering the balloons then"),
                    ("Leo", "I'm not sure the flowers fit in my car"),
                ],
            ),
            (2, [("Sam", "printer never answered, not chasing them anymore")]),
            (2.1, [("태호", "현수막은 내가 만들어볼게"), ("유진", "ㄱㄱ")]),
            (3, [("유진", "구청에서 현수막 준대"), ("태호", "반쯤 만들었는데 그럼 여기서 멈출게")]),
            (3.1, [("다은", "다과는 제가 준비할게요"), ("유진", "고마워")]),
            (4, [("다은", "다과는 제가 안 할게요, 예산이 없대요")]),
        ],
    )
    assert tasks == [
        ("Leo", "open", "2026-03-06"),
        ("Sam", "dropped", ""),
        ("Sam", "dropped", "2026-03-08"),
        ("다은", "dropped", ""),
        ("태호", "dropped", ""),
    ]


def test_posting_what_was_promised_closes_it(tmp_path: Path) -> None:
    """A heading over the promised lines, a photo right after the owner's line naming the
    task, a photo with words naming it: done. A photo after another line: still open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Leo", "I'll draft the seating plan tonight"), ("Sam", "great")]),
            (1, [("Leo", "seating plan:\nTable 1 Sam, Priya, Leo\nTable 2 the rest")]),
            (1.1, [("다은", "포스터 시안 내일까지 만들어볼게요"), ("유진", "👍")]),
            (2, [("다은", "포스터 시안 올립니다"), ("다은", "[사진]")]),
            (2.1, [("Priya", "I'll design the flyer by Friday"), ("Sam", "cool")]),
            (3, [("Priya", "here's the flyer [photo]")]),
            (3.1, [("Sam", "I'll fix the gate latch"), ("Leo", "👍")]),
            (4, [("Sam", "look at this sunset"), ("Sam", "[photo]")]),
        ],
    )
    assert tasks == [
        ("Leo", "done", "2026-03-02"),
        ("Priya", "done", "2026-03-06"),
        ("Sam", "open", ""),
        ("다은", "done", "2026-03-04"),
    ]


def test_a_plan_taken_back_by_its_topic_drops_it_and_its_task_not_the_one_named_beside(
    tmp_path: Path,
) -> None:
    """ "공방 체험은 이번엔 접읍시다. 쿠키만으로도 충분할 것 같아": the plan its topic names is
    dropped with the task taken on for it; the cookie plan it names beside stays."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "토요일에 도자기 공방 체험 어때?"),
                        ("태호", "좋아"),
                        ("다은", "ㄱㄱ"),
                        ("태호", "공방 예약은 내가 알아볼게"),
                    ],
                ),
                (
                    1,
                    [
                        ("다은", "기념품으로 쿠키 돌리는 거 어때요?"),
                        ("유진", "좋다"),
                        ("태호", "찬성"),
                    ],
                ),
                (3, [("유진", "공방 체험은 이번엔 접읍시다. 쿠키만으로도 충분할 것 같아")]),
            ]
        ),
    )
    plans = sorted(
        (e.status, e.text.partition(": ")[2][:6]) for e in decisions_answer(config, CHAT)
    )
    assert plans == [("current", "기념품으로 "), ("dropped", "토요일에 도")]
    assert [(t.owner, t.status) for t in todos_answer(config, CHAT)] == [("태호", "dropped")]


def test_a_promise_going_on_or_pointing_back_is_the_same_task_and_keeping_or_waiting_none(
    tmp_path: Path,
) -> None:
    """The owner's next line saying how ("will ask them on Monday …") and a later promise
    pointing back at a line naming the task ("I'll ring him tomorrow") are the task again;
    "and I'll … too" is another; "바로" is due that day; keeping a thing ("그 컵 내가
    가질게"), waiting ("I'll hold off") and an idiom ("I'll eat my hat") are none."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "ok, I'll get a quote from the print shop"),
                        (
                            "Sam",
                            "will ask them on Monday what 200 copies cost and how long it takes",
                        ),
                    ],
                ),
                (
                    0.1,
                    [
                        ("Priya", "I'll sort out the sound guy for the 14th"),
                        ("Priya", "and I'll book the van too"),
                    ],
                ),
                (
                    1,
                    [
                        ("Priya", "still nothing from the sound guy"),
                        ("Priya", "I'll ring him tomorrow"),
                    ],
                ),
                (
                    1.1,
                    [("다은", "대관 날짜 바뀔 수 있는지 제가 바로 물어볼게요"), ("태호", "고마워")],
                ),
                (
                    1.2,
                    [
                        ("태호", "그 컵 내가 가질게"),
                        ("Leo", "I'll hold off until we hear back"),
                        ("Sam", "I'll eat my hat if it sells out"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, len(t.evidence), t.due) for t in todos_answer(config, CHAT))
    assert tasks == [
        ("Priya", 1, ""),
        ("Priya", 2, "2026-03-14"),
        ("Sam", 2, "2026-03-09"),
        ("다은", 1, "2026-03-03"),
    ]


def test_a_task_reported_done_by_another_member_is_done(tmp_path: Path) -> None:
    """Another member telling the owner did it ("태호가 … 주문했대요") or that they did it
    already closes it; naming the owner with another thing done leaves it open."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("태호", "현수막은 내가 주문할게"), ("유진", "ㄱㄱ")]),
            (0.5, [("다은", "태호가 현수막 벌써 주문했대요")]),
            (0.6, [("Sam", "I'll pick up the cake on Saturday"), ("Leo", "yum")]),
            (1, [("Priya", "I already picked up the cake, it was on my way")]),
            (1.1, [("Leo", "I'll book the van for Friday"), ("Sam", "ty")]),
            (2, [("Priya", "Leo booked the hotel last week")]),
        ],
    )
    assert tasks == [
        ("Leo", "open", "2026-03-06"),
        ("Sam", "done", "2026-03-07"),
        ("태호", "done", ""),
    ]


def test_what_one_ought_to_do_is_no_promise_until_promised(tmp_path: Path) -> None:
    """ "감사 카드도 하나 써야겠어요" (I had better) promises nothing; "제가 금요일까지
    쓰겠습니다" does, from that message."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "감사 카드도 하나 써야겠어요"), ("태호", "좋네")]),
                (0.1, [("유진", "감사 카드는 제가 금요일까지 쓰겠습니다"), ("다은", "👍")]),
            ]
        ),
    )
    tasks = [(t.owner, len(t.evidence), t.due) for t in todos_answer(config, CHAT)]
    assert tasks == [("유진", 1, "2026-03-06")]


def test_due_days_named_by_a_time_of_day_the_month_or_a_count_of_days(tmp_path: Path) -> None:
    """ "6시까지" is that day, "by the end of the month" the month's last, "in two days"
    two days on."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "견적서는 제가 6시까지 보낼게요"), ("유진", "넵")]),
            (0.1, [("Priya", "I'll do the budget by the end of the month"), ("Sam", "ok")]),
            (0.2, [("Leo", "I'll finish the mockups in two days"), ("Sam", "nice")]),
        ],
    )
    assert tasks == [
        ("Leo", "open", "2026-03-04"),
        ("Priya", "open", "2026-03-31"),
        ("다은", "open", "2026-03-02"),
    ]


def test_a_bare_past_of_the_promised_verb_closes_the_task(tmp_path: Path) -> None:
    """ "자료 올릴게요" then, a day on, "올렸어요!": done; "사진 올렸어" after "간식은 내가
    사올게" tells of something else."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("다은", "회의 자료는 제가 내일 올릴게요"), ("유진", "👍")]),
            (1, [("다은", "올렸어요!")]),
            (1.1, [("태호", "간식은 내가 사올게"), ("유진", "ㄳ")]),
            (2, [("태호", "사진 올렸어")]),
        ],
    )
    assert tasks == [("다은", "done", "2026-03-03"), ("태호", "open", "")]


def test_a_personas_task_is_in_the_requests_words_without_the_names_in_it(
    tmp_path: Path,
) -> None:
    """What a persona takes on from "@Codex can you total Sam's and Priya's receipts" is
    the receipts' total, not Sam or Priya: their names are people, not the task."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "lunch was great"),
                        ("Priya", "agreed"),
                        ("Leo", "@Codex can you total Sam's and Priya's receipts for the trip?"),
                        ("Codex", "Sure."),
                    ],
                )
            ]
        ),
    )
    [task] = todos_answer(config, CHAT)
    assert task.owner == "Codex"
    ledger.flush()
    [saved] = json.loads(config.root.understanding_path(CHAT).read_bytes())["state"]["todos"]
    assert "receipt" in saved["terms"]
    assert not {"sam", "priya", "codex"} & set(saved["terms"])


def test_a_try_that_came_to_nothing_leaves_the_task_open(tmp_path: Path) -> None:
    """ "called them, went to voicemail" and "전화했는데 안 받으시네" tell a try, not the task
    done; the next report that says it is closes it."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "I'll call the caterer about the vegan menu"), ("Leo", "ty")]),
            (1, [("Sam", "called the caterer, went to voicemail")]),
            (1.1, [("유진", "내가 식당에 인원 변경 전화할게"), ("태호", "ㄱㅅ")]),
            (2, [("유진", "식당에 전화했는데 안 받으시네")]),
            (3, [("유진", "식당 인원 변경 완료!")]),
        ],
    )
    assert tasks == [("Sam", "open", ""), ("유진", "done", "")]


def test_an_offer_told_off_at_once_is_banter_and_no_task(tmp_path: Path) -> None:
    """A promise the next message tells not to ("오지 마 ㅋㅋ", "don't you dare lol") is
    turned down as said: no task. A laughing thanks, or a yes saying how, keeps a real one."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("태호", "다 같이 제주도 가면 내가 회 쏠게"), ("유진", "하지 마 ㅋㅋㅋ")]),
                (1, [("Sam", "I'll fly you all to Vegas"), ("Leo", "don't you dare lol")]),
                (2, [("Priya", "I'll print the raffle tickets tonight"), ("Leo", "haha thanks")]),
                (
                    3,
                    [
                        ("다은", "후기는 내가 금요일까지 정리할게"),
                        ("유진", "ㅇㅋ 길게 쓰지는 말고 ㅋㅋ"),
                    ],
                ),
            ]
        ),
    )
    assert sorted(t.owner for t in todos_answer(config, CHAT)) == ["Priya", "다은"]


def test_feeling_something_later_is_no_task(tmp_path: Path) -> None:
    """ "I will miss it", "i'll quietly mourn my $60", "I'll regret this" promise a feeling,
    not a deed: no task. A promise to do something beside them stays one."""
    tasks = _tasks(
        tmp_path,
        [
            (0, [("Sam", "farewell, ugly green sofa, i will miss you")]),
            (1, [("Leo", "fine, outvoted. i'll quietly mourn my $60")]),
            (2, [("Priya", "I'll regret this but ok, pizza it is")]),
            (3, [("Priya", "I will send the lease form tonight")]),
        ],
    )
    assert [owner for owner, *_ in tasks] == ["Priya"]
