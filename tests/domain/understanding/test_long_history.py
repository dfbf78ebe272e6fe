"""A long history's plans are not all read again for each new message: a line that moves
no value from one to another reads none of them, and a plan accepted reads the old ones
only as far as a subject, a kind of value or words of change can tie it to them. What
the rules make of the chat is the same: the plan it replaces is found however many came
between."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

from groupchat_memory.domain.understanding.ledger import Reached
from groupchat_memory.domain.understanding.state import Decision, Said
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.store.records import MessageRecord
from tests.domain.understanding.test_ledger import IDS, SEOUL

START = datetime(2026, 5, 4, 19, 0, tzinfo=SEOUL)
EVENTS = ["볼링", "등산", "방탈출", "노래방", "캠핑", "낚시", "탁구", "전시회", "연극", "클라이밍"]


class _Chat:
    """Records fed one by one into a tracker, each day's talk a minute a line."""

    def __init__(self) -> None:
        self.tracker = Tracker()
        self.seq = 0

    def say(self, day: int, sender: str, text: str) -> None:
        self.seq += 1
        at = START + timedelta(days=day, minutes=self.seq % 60)
        self.tracker.feed(
            MessageRecord(
                sender=sender, text=text, chat_id=1, seq=self.seq, message_id=self.seq,
                timestamp=at.isoformat(), sender_id=IDS[sender],
            )
        )  # fmt: skip

    def plans(self) -> list[Decision]:
        return list(self.tracker.state.decisions)


def _weeks_of_plans(chat: _Chat) -> None:
    """An outing a day, each put forward for a Saturday and taken up by the other two."""
    for day, event in enumerate(EVENTS):
        chat.say(day, "유진", f"이번 주 {event} 어때? 토요일 오후 3시")
        chat.say(day, "태호", "ㅇㅋ 좋아")
        chat.say(day, "다은", "나도 콜")


def test_a_line_moving_no_value_reads_no_plan_of_the_past() -> None:
    chat = _Chat()
    _weeks_of_plans(chat)
    made = len(chat.plans())
    assert made == len(EVENTS)
    watched = Reached(chat.tracker.state.decisions)
    chat.tracker.state.decisions = watched
    chat.say(len(EVENTS) + 3, "태호", "택시비 2만원 정도 들 듯")
    chat.say(len(EVENTS) + 3, "Sam", "I'll bring 2 chairs")
    # none of the plans said days before is read (the newest may be, for what the line
    # answers), and none changed
    assert watched.noted() <= {made - 1}
    assert [d.status for d in chat.plans()] == ["current"] * made


def test_the_plan_a_change_replaces_is_found_among_many() -> None:
    chat = _Chat()
    _weeks_of_plans(chat)
    last = len(EVENTS) + 2
    # days later the bowling moves: its subject, another day, words of change; the
    # other outings on the same Saturday at the same time stay as they were
    chat.say(last, "다은", "볼링 토요일 말고 일요일 오후 3시로 바꾸자")
    chat.say(last, "유진", "ㅇㅋ")
    chat.say(last, "태호", "좋아")
    plans = chat.plans()
    assert len(plans) == len(EVENTS) + 1
    assert plans[0].status == "superseded" and plans[0].successor == len(EVENTS)
    assert plans[-1].accepted and plans[-1].status == "current"
    assert [d.status for d in plans[1:-1]] == ["current"] * (len(EVENTS) - 1)


class _Counted(list[Said]):
    """The recent talk, counting the passes made over it."""

    passes = 0

    def __iter__(self) -> Iterator[Said]:
        self.passes += 1
        return super().__iter__()

    def __reversed__(self) -> Iterator[Said]:
        self.passes += 1
        return super().__reversed__()


MORE = [
    *EVENTS, "당구", "축구", "농구", "야구", "배드민턴", "수영", "요가", "뮤지컬", "콘서트",
    "바베큐", "피크닉", "자전거", "스키", "서핑", "골프", "테니스", "스케이트", "마라톤",
    "보드게임", "박물관",
]  # fmt: skip


def _passes_over_the_talk(outings: int) -> tuple[int, int]:
    """(current plans, passes over the recent talk while one more plan is put and taken
    up) after ``outings`` outings planned a day apart."""
    chat = _Chat()
    for day, event in enumerate(MORE[:outings]):
        chat.say(day, "유진", f"이번 주 {event} 어때? 토요일 오후 3시")
        chat.say(day, "태호", "ㅇㅋ 좋아")
        chat.say(day, "다은", "나도 콜")
    current = sum(d.accepted and d.status == "current" for d in chat.plans())
    talk = _Counted(chat.tracker.state.recent)
    chat.tracker.state.recent = talk
    last = outings + 2
    chat.say(last, "유진", "다음 주 금요일 저녁 7시에 회식 어때?")
    chat.say(last, "태호", "ㅇㅋ 좋아")
    chat.say(last, "다은", "나도 콜")
    assert chat.plans()[-1].accepted
    return current, talk.passes


def test_a_plan_taken_up_reads_the_recent_talk_as_often_however_many_plans_stand() -> None:
    # whether it is one said again (``changes._folded``) reads the talk once, not once
    # for every current plan of a long history
    few, read_few = _passes_over_the_talk(len(EVENTS))
    many, read_many = _passes_over_the_talk(len(MORE))
    assert many >= few + 15
    assert read_many == read_few
