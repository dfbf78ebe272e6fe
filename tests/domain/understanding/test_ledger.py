"""Decisions and to-dos through the real path: a chat ingested by the real actor system
(offline summarizer, no model), then ``/결정`` and ``/할일`` as the chat command answers
them and the reply context a persona gets. The chats are small and written for these
tests, Korean and English."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import anyio

from groupchat_memory.bot.config.file import Config, load_config
from groupchat_memory.bot.importers.ingest import ReplayClock, ingest_lines, writer_system
from groupchat_memory.bot.views.answers import decisions_answer, text_answer, todos_answer
from groupchat_memory.domain import queries
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.store.log import MessageLog

CHAT = -1001777000111
SEOUL = ZoneInfo("Asia/Seoul")
START = datetime(2026, 3, 2, 19, 0, tzinfo=SEOUL)  # a Monday evening
IDS = {"유진": 501, "태호": 502, "다은": 503, "Sam": 601, "Priya": 602, "Leo": 603, "Codex": 700}
BOTS = {"Codex"}

Line = tuple[str, str] | tuple[str, str, dict[str, int]]


def _lines(talk: list[tuple[float, list[Line]]]) -> list[str]:
    """Ingest lines: (days after START, the lines said then, a minute apart); a line may
    carry ``{"reply": n}``, the message id (its position from 1) it replies to, and
    ``{"topic": n}``, the forum topic it is said in."""
    out: list[str] = []
    for days, said in talk:
        for minute, line in enumerate(said):
            sender, text = line[0], line[1]
            extra = line[2] if len(line) > 2 else {}
            row = {
                "sender": sender,
                "sender_id": IDS[sender],
                "text": text,
                "timestamp": (START + timedelta(days=days, minutes=minute)).isoformat(),
                "message_id": len(out) + 1,
                "is_bot": sender in BOTS,
            }
            if "reply" in extra:
                row["reply_to"] = extra["reply"]
            if "topic" in extra:
                row["thread_id"] = extra["topic"]
            out.append(json.dumps(row, ensure_ascii=False))
    return out


def _ingested(tmp_path: Path, lines: list[str]) -> Config:
    config = load_config(None, data_dir_override=tmp_path, environ={})

    async def run() -> None:
        clock = ReplayClock()
        async with writer_system(config, clock) as system:
            await ingest_lines(system, clock, CHAT, lines, config.memory)

    anyio.run(run)
    return config


def _decided(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[LedgerEntry]:
    """The decisions ``/결정`` shows of ``talk`` ingested, without the personas' proposals."""
    config = _ingested(tmp_path, _lines(talk))
    return [e for e in decisions_answer(config, CHAT) if not e.proposal]


def _task_status(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> dict[str, str]:
    """The status ``/할일`` shows of each task of ``talk`` ingested, by its first three words."""
    config = _ingested(tmp_path, _lines(talk))
    return {
        " ".join(t.text.partition(": ")[2].split()[:3]): t.status
        for t in todos_answer(config, CHAT)
    }


def _owner_status(tmp_path: Path, talk: list[tuple[float, list[Line]]]) -> list[tuple[str, str]]:
    """Each task ``/할일`` shows of ``talk`` ingested, as its owner and status, sorted."""
    config = _ingested(tmp_path, _lines(talk))
    return sorted((t.owner, t.status) for t in todos_answer(config, CHAT))


def _texts(config: Config) -> list[tuple[str, str]]:
    return [(e.status, e.text) for e in decisions_answer(config, CHAT)]


# a dinner set on the 14th at 7, moved to Sunday the 15th at 12, then to 1
CHANGED_TWICE: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?"),
            ("태호", "ㅇㅋ 좋아"),
            ("다은", "나도 콜"),
        ],
    ),
    (
        3,
        [
            ("태호", "미안 나 14일에 출장 잡혔어 ㅠ"),
            ("태호", "토요일 말고 15일 일요일 점심으로 옮기면 안 될까?"),
            ("유진", "그래 그럼 15일 일요일 12시로 하자"),
            ("다은", "👍"),
        ],
    ),
    (
        6,
        [
            ("다은", "일요일 12시엔 식당 예약이 꽉 찼대"),
            ("다은", "그래서 1시로 미루는 거 어때?"),
            ("유진", "1시 괜찮아"),
            ("태호", "ㅇㅇ 1시 ㄱㄱ"),
        ],
    ),
]


def test_a_plan_changed_twice_chains_and_the_context_names_the_current_one(
    tmp_path: Path,
) -> None:
    config = _ingested(
        tmp_path,
        _lines(CHANGED_TWICE),
    )
    entries = decisions_answer(config, CHAT)
    current = [e for e in entries if e.status == "current"]
    assert len(current) == 1 and "1시로 미루는" in current[0].text
    first = next(e for e in entries if "14일 토요일" in e.text)
    second = next(e for e in entries if "15일 일요일 점심" in e.text)
    assert first.status == "superseded" and first.superseded_by is not None
    assert "15일 일요일 점심" in first.superseded_by.text
    assert second.status == "superseded" and second.superseded_by is not None
    assert "1시로 미루는" in second.superseded_by.text
    assert sorted(current[0].agreed_by) == ["다은", "유진", "태호"]
    answer = text_answer(config, CHAT, "decisions", "")
    assert answer.splitlines()[0] == "🧭 결정 1개 (최신순), 바뀐 결정 2개는 ↳ 아래"
    context = queries.context(config.root, CHAT, "동창회 결국 언제로 정해졌지?", 2000)
    plan = context.context.split("\n\n", 1)[0].splitlines()
    # the current plan first, then what it replaced, newest first
    assert plan[1].startswith("- 현재 결정 (") and "1시로 미루는" in plan[2]
    replaced = [plan[at + 1] for at, line in enumerate(plan) if line.startswith("  ← 이전 결정")]
    assert ["15일 일요일 점심" in replaced[0], "14일 토요일" in replaced[1]] == [True, True]


def test_a_decision_taken_back_is_dropped_with_its_task(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "let's get a photo booth for the launch party"),
                        ("Priya", "sounds good"),
                        ("Leo", "+1"),
                        ("Sam", "I'll rent the photo booth by Friday"),
                    ],
                ),
                (4, [("Priya", "budget is tight, let's skip the photo booth"), ("Leo", "agreed")]),
            ]
        ),
    )
    [entry] = decisions_answer(config, CHAT)
    assert entry.status == "dropped" and "photo booth" in entry.text
    [todo] = todos_answer(config, CHAT)
    assert todo.status == "dropped" and todo.owner == "Sam"
    answer = text_answer(config, CHAT, "decisions", "")
    assert answer.startswith("🧭 0 decisions (newest first)")  # an English chat: English
    assert "🚫 1 dropped" in answer and "(dropped) 2026-03-02 · Sam: let's get" in answer


def test_an_overruled_objection_is_kept_beside_the_agreement(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "워크숍 회비는 1인당 5만원으로 하자"),
                        ("태호", "난 반대 너무 비싸"),
                        ("다은", "5만원 괜찮아"),
                        ("태호", "알았어 그럼 5만원 ㅇㅋ"),
                    ],
                ),
            ]
        ),
    )
    [entry] = decisions_answer(config, CHAT)
    assert entry.status == "current" and not entry.proposal
    assert sorted(entry.agreed_by) == ["다은", "유진", "태호"]
    assert entry.objected_by == ["태호"]


def test_a_task_handed_over_belongs_to_who_took_it(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Leo", "I'll print the name badges on Thursday")]),
                (
                    2,
                    [
                        ("Leo", "Priya can you take the badges? I'm stuck at home sick"),
                        ("Priya", "sure, I'll do it"),
                        ("Sam", "feel better Leo"),
                    ],
                ),
                (3, [("Priya", "badges printed, they're in the front office")]),
            ]
        ),
    )
    [todo] = todos_answer(config, CHAT)
    assert todo.owner == "Priya" and todo.status == "done"
    assert len(todo.evidence) == 2 and todo.closed_by  # Leo's promise and Priya's yes


def test_a_banter_promise_a_wish_and_an_instruction_are_no_tasks(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("태호", "이번 달 지나면 내가 소고기 쏜다 ㅋㅋ"),
                        ("다은", "다음 모임 땐 내가 노래 한 곡 할게 ㅋㅋㅋ"),
                        ("유진", "언젠가 다 같이 제주도 가고 싶다"),
                        ("유진", "참석 여부는 3월 20일까지 알려주세요"),
                        ("태호", "명단은 내가 내일 정리해서 올릴게"),
                    ],
                ),
            ]
        ),
    )
    [todo] = todos_answer(config, CHAT)
    assert todo.owner == "태호" and "명단" in todo.text and todo.due == "2026-03-03"


def test_a_done_report_days_later_as_a_reply_closes_the_task(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("다은", "장소 대관 문의는 내가 3월 10일까지 해볼게"), ("유진", "고마워")]),
                (1, [("태호", "다들 주말 잘 보내")]),
                (4, [("다은", "문의해서 예약까지 끝냈어!", {"reply": 1})]),
            ]
        ),
    )
    [todo] = todos_answer(config, CHAT)
    assert todo.status == "done" and todo.owner == "다은" and todo.due == "2026-03-10"
    assert text_answer(config, CHAT, "todos", "").startswith("✅ 열린 할 일이 없습니다")


def test_a_replaced_decision_stays_replaced_when_the_log_is_archived(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", "let's use Trello for the board"), ("Leo", "ok")]),
                (
                    2,
                    [
                        ("Priya", "scrap Trello, we switch to Linear"),
                        ("Sam", "fine, Linear it is"),
                        ("Leo", "👍"),
                    ],
                ),
            ]
        ),
    )
    before = _texts(config)
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        for path in log.day_files():
            path.unlink()  # the days left the log, as the archive does with old ones
    assert _texts(config) == before
    assert [status for status, _ in before] == ["current", "superseded"]
    ledger.forget(config.root, CHAT)  # the state gone too: built again from what is left
    assert _texts(config) == []


def test_a_reply_context_catches_up_a_long_history_a_part_at_a_time(tmp_path: Path) -> None:
    talk: list[tuple[float, list[Line]]] = [(0, [("유진", f"잡담 {n}") for n in range(8)])]
    talk.append((1, [("유진", "다음 모임은 강남역에서 하자"), ("태호", "ㅇㅋ")]))
    config = _ingested(tmp_path, _lines(talk))
    part, _ = ledger.understood(config.root, CHAT, limit=5)
    assert not part  # the proposal's lines are left for the next read
    again, _ = ledger.understood(config.root, CHAT, limit=5)
    assert [(e.text, e.proposal) for e in again] == [("유진: 다음 모임은 강남역에서 하자", False)]
    assert ledger.understood(config.root, CHAT)[0] == again  # nothing new to feed


def test_a_day_caught_up_a_part_at_a_time_is_not_read_again(tmp_path: Path) -> None:
    talk: list[tuple[float, list[Line]]] = [
        (day, [("유진", f"{day}일째 잡담 {n}") for n in range(4)]) for day in range(3)
    ]
    config = _ingested(tmp_path, _lines(talk))
    ledger.understood(config.root, CHAT, limit=6)  # the first day whole, part of the second
    ledger.flush()
    read = json.loads(config.root.understanding_path(CHAT).read_bytes())["state"]["sizes"]
    assert list(read) == ["2026-03-02"]  # the next read starts at the second day
    ledger.understood(config.root, CHAT)
    ledger.flush()
    read = json.loads(config.root.understanding_path(CHAT).read_bytes())["state"]["sizes"]
    assert sorted(read) == ["2026-03-02", "2026-03-03", "2026-03-04"]


def test_a_task_is_closed_by_a_report_on_its_subject_not_on_talk_beside_it(
    tmp_path: Path,
) -> None:
    """The task is what the promising sentence names: a later past remark that shares
    only a word of the talk around it ("회사") closes nothing."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", "현수막은 내가 주문할게 회사 근처에 인쇄소 있어"), ("태호", "굿")]),
                (1, [("유진", "회사 회식 끝났어 이제 집 간다")]),
            ]
        ),
    )
    [todo] = todos_answer(config, CHAT)
    assert todo.status == "open" and "현수막" in todo.text


def test_an_amount_trailing_off_in_dots_is_read_not_a_failure(tmp_path: Path) -> None:
    """ "$500.." is an amount said trailing off: /결정 reads it (it stopped at it before,
    every later read too)."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "for the venue deposit, let's go with $500.."),
                        ("Priya", "sounds good"),
                        ("Leo", "+1"),
                    ],
                ),
            ]
        ),
    )
    [entry] = decisions_answer(config, CHAT)
    assert entry.status == "current" and "$500" in entry.text
    assert sorted(entry.agreed_by) == ["Leo", "Priya", "Sam"]


def test_the_owner_answering_their_own_task_later_closes_it(tmp_path: Path) -> None:
    """A reply by the owner to their promise, days later, telling how it stands (no past
    verb, no "done") closes it; one that says it is not ready yet does not."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", "I'll bring the projector on Friday"), ("Leo", "thanks")]),
                (0.1, [("다은", "회의실 키는 내가 관리실에서 받아올게"), ("유진", "고마워")]),
                (2, [("Sam", "projector is in room 4, cable too", {"reply": 1})]),
                (2.1, [("다은", "아직 관리실이 안 열었어 ㅠ", {"reply": 3})]),
            ]
        ),
    )
    by_owner = {t.owner: t.status for t in todos_answer(config, CHAT)}
    assert by_owner == {"Sam": "done", "다은": "open"}


def test_told_not_to_later_drops_a_task_and_done_already_means_no_task(
    tmp_path: Path,
) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Priya", "I'll order new chairs next week"), ("Sam", "nice")]),
                (0.1, [("태호", "현수막 내가 주문할게"), ("유진", "ㅇㅋ")]),
                (1, [("Leo", "don't order any, the office has spare ones", {"reply": 1})]),
                (1.1, [("다은", "주문하지 마 학교에서 빌려준대", {"reply": 3})]),
                (
                    2,
                    [
                        ("Leo", "I'll email the caterer"),
                        ("Sam", "already did this morning", {"reply": 7}),
                    ],
                ),
                (
                    2.1,
                    [
                        ("다은", "포스터는 내가 붙일게"),
                        ("유진", "아까 내가 다 붙였어 ㅎㅎ", {"reply": 9}),
                    ],
                ),
            ]
        ),
    )
    by_owner = {t.owner: t.status for t in todos_answer(config, CHAT)}
    assert by_owner == {"Priya": "dropped", "태호": "dropped"}


def test_naming_the_proposals_value_agrees_and_a_word_to_a_persona_does_not(
    tmp_path: Path,
) -> None:
    """Another member saying the proposal's own value again takes it up; a member's "ok"
    to the persona that just answered their question is no word on the proposal."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "let's set the workshop fee at $40 per person"),
                        ("Priya", "$40 per person is reasonable for a full day"),
                        ("Leo", "@Codex how long is a normal lunch break at a workshop"),
                        ("Codex", "Usually 45 to 60 minutes, with a short break mid-afternoon."),
                        ("Leo", "ok cool"),
                    ],
                ),
            ]
        ),
    )
    [entry] = decisions_answer(config, CHAT)
    assert "$40" in entry.text and not entry.proposal
    assert entry.agreed_by == ["Sam", "Priya"]


def test_a_second_promise_on_another_subject_is_another_task(tmp_path: Path) -> None:
    """Right after a promise, the same speaker adding when is the same task; adding
    another thing to do is a second one."""
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("유진", "포스터는 내가 만들게"),
                        ("유진", "발표 전날까지는 끝낼게"),
                        ("유진", "그리고 간식도 내가 사갈게"),
                        ("Sam", "I'll book the room"),
                        ("Sam", "I'll also print the handouts"),
                    ],
                ),
            ]
        ),
    )
    tasks = sorted((t.owner, len(t.evidence)) for t in todos_answer(config, CHAT))
    assert tasks == [("Sam", 1), ("Sam", 1), ("유진", 1), ("유진", 2)]


def test_a_member_who_takes_another_name_is_still_themselves(tmp_path: Path) -> None:
    """Members are their ids: a task taken under one name is closed under the next, and
    the member is listed once, under the name they now go by."""
    lines = _lines(
        [
            (
                0,
                [
                    ("유진", "동창회 장소는 강남역 한식당으로 하자"),
                    ("태호", "ㅇㅋ 좋아"),
                    ("태호", "식당은 내가 내일까지 예약할게"),
                ],
            ),
            (1, [("태호", "식당 예약했어")]),
        ]
    )
    renamed = json.loads(lines[-1])
    renamed["sender"] = "태호🏃"  # the same member (same id) under a new display name
    lines[-1] = json.dumps(renamed, ensure_ascii=False)
    config = _ingested(tmp_path, lines)
    [todo] = todos_answer(config, CHAT)
    assert todo.status == "done" and todo.owner == "태호🏃"
    [entry] = decisions_answer(config, CHAT)
    assert entry.agreed_by == ["유진", "태호🏃"]


def _successors(config: Config) -> dict[str, str | None]:
    """Each decision's words, and the words of the one that replaced it (None: current)."""
    out: dict[str, str | None] = {}
    for e in decisions_answer(config, CHAT):
        body = e.text.split(": ", 1)[-1]
        then = e.superseded_by.text.split(": ", 1)[-1] if e.superseded_by else None
        out[body] = then if e.status == "superseded" else None
    return out


def test_two_plans_that_both_set_a_place_each_chain_only_with_their_own(
    tmp_path: Path,
) -> None:
    dinner = [
        "팀 회식은 금요일 7시에 을지로에서 하기로 했어요",
        "회식은 을지로 말고 성수에서 하기로 했어요",
        "회식은 결국 합정에서 하기로 확정했어요",
    ]
    workshop = [
        "워크숍은 토요일에 양평에서 하기로 결정했어요",
        "워크숍은 양평 대신 가평에서 하기로 했어요",
    ]
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", dinner[0]), ("태호", "넵 좋아요")]),
                (1, [("다은", workshop[0]), ("유진", "좋아요")]),
                (2, [("태호", dinner[1]), ("다은", "ㅇㅋ")]),
                (3, [("유진", workshop[1]), ("태호", "좋아")]),
                (4, [("다은", dinner[2]), ("유진", "네 좋아요")]),
            ]
        ),
    )
    # the dinner changed twice chains step by step; the workshop only with its own
    assert _successors(config) == {
        dinner[0]: dinner[1],
        dinner[1]: dinner[2],
        dinner[2]: None,
        workshop[0]: workshop[1],
        workshop[1]: None,
    }


def test_decided_in_the_same_words_is_no_change_of_another_plan(tmp_path: Path) -> None:
    dinner = [
        "We decided the team dinner is at Dishoom on Friday",
        "We decided the team dinner is at Hawksmoor instead",
    ]
    offsite = [
        "We decided the offsite is in Brighton on Saturday",
        "We decided the offsite is in Margate instead",
    ]
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", dinner[0]), ("Priya", "sounds good")]),
                (1, [("Leo", offsite[0]), ("Sam", "ok")]),
                (2, [("Priya", dinner[1]), ("Leo", "sounds good")]),
                (3, [("Sam", offsite[1]), ("Priya", "ok")]),
            ]
        ),
    )
    assert _successors(config) == {
        dinner[0]: dinner[1],
        dinner[1]: None,
        offsite[0]: offsite[1],
        offsite[1]: None,
    }


def test_a_plan_changed_in_general_and_then_in_its_topic_chains_step_by_step(
    tmp_path: Path,
) -> None:
    topic = {"topic": 900}  # the forum topic of the trip
    trip = [
        "MT는 다음 달 둘째 주 토요일에 가평에서 하기로 했어요",
        "MT는 가평 말고 춘천에서 하기로 했어요",
        "MT는 결국 강릉에서 하기로 확정했어요",
    ]
    study = "스터디는 목요일 8시에 강남역 카페에서 하기로 했어요"
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("유진", trip[0], topic), ("태호", "좋아요", topic)]),
                (1, [("다은", study), ("유진", "ㅇㅋ")]),
                (2, [("태호", trip[1]), ("다은", "좋아요")]),  # said in General
                (3, [("다은", trip[2], topic), ("유진", "네 좋아요", topic)]),
            ]
        ),
    )
    assert _successors(config) == {
        trip[0]: trip[1],
        trip[1]: trip[2],
        trip[2]: None,
        study: None,
    }

    def said_in(scope: int | None) -> list[str]:
        return [e.text.split(": ", 1)[-1] for e in decisions_answer(config, CHAT, scope=scope)]

    # each step is in the conversation it was said in: the topic's /결정 shows its two
    assert said_in(900) == [trip[2], trip[0]]
    assert said_in(None) == [study, trip[1]]
