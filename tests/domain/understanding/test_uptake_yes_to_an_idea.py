"""A plan the uptake reader finds on a yes ("Oh that's lovely. Yes" to an idea put
plainly) is about the idea it answered: a drop days later naming the idea by its own
words takes that plan back, not an earlier plan whose yes named the same word in passing
(the old book shelf of a lobby clean-up). Read from the yes line's words alone, the plan
named nothing ("lovely"), and the drop took back the clean-up.

The tracker is given an uptake reader of the shipped kind whose weights read only the
rules' yes (a line that says yes and is answered by another yes is a plan): which line
the shipped model takes up is the training's to choose, what such a plan is about is not."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

import pytest

from groupchat_memory.domain.understanding import uptake
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.domain.understanding.trained import Weights
from groupchat_memory.store.records import MessageRecord
from tests.domain.understanding.test_ledger import CHAT, IDS, START

IDEA_EN = [
    (0, "Sam", "let's do a lobby clean-up on Saturday morning"),
    (0, "Leo", "yes! and the old book shelf could go back up"),
    (0, "Priya", "sure"),
    (1, "Leo", "the paint for the hall door arrived"),
    (1, "Priya", 'ooh idea: a "book swap" by the mailboxes, everyone brings two paperbacks'),
    (1, "Sam", "Oh that's lovely. Yes"),
    (1, "Leo", "love it, the kids will use it"),
    (1, "Sam", "fine by me as long as it stays tidy"),
    (1, "Leo", "did anyone see the parcel for flat 3"),
    (1, "Priya", "it's with the caretaker"),
    (3, "Sam", "Asked the landlord, the hallway has to stay clear for the fire inspection"),
    (3, "Priya", "I think we let the book swap go then"),
    (3, "Leo", "yeah agreed"),
]
IDEA_KO = [
    (0, "태호", "토요일 아침에 로비 대청소 하자"),
    (0, "다은", "좋아요! 예전 중고책 책장도 다시 세워요"),
    (0, "유진", "ㅇㅋ"),
    (1, "다은", "현관 페인트 왔어요"),
    (1, "유진", "아 아이디어 하나: 우편함 옆에 중고책 교환대 두고 각자 문고본 두 권씩 가져오기"),
    (1, "태호", "오 좋다 ㅇㅇ"),
    (1, "다은", "완전 좋아요 애들도 잘 쓸 듯"),
    (1, "태호", "정리만 잘 되면 저도 찬성"),
    (1, "다은", "3호 택배 본 사람?"),
    (1, "유진", "관리실에 있어요"),
    (3, "태호", "집주인한테 물어봤는데 복도는 소방점검 때문에 비워둬야 한대요"),
    (3, "유진", "그럼 중고책은 그냥 접어요"),
    (3, "다은", "네 아쉽지만 그래요"),
]


def tracked(talk: Sequence[tuple[float, str, str]], feature: str) -> Tracker:
    """``talk`` fed to a tracker whose uptake reader takes up any line ``feature`` fires on
    (talk: days after ``START``, sender, text)."""
    names = uptake.feature_names()
    found = Weights(
        features=names,
        values=tuple(10.0 if n == feature else 0.0 for n in names),
        intercept=-5.0,
        threshold=0.5,
        model=uptake.MODEL,
        trained_on=[],
        version=uptake.VERSION,
    )
    tracker = Tracker(taker=uptake.Uptake(found))
    for seq, (days, sender, text) in enumerate(talk, start=1):
        at = START + timedelta(days=days, minutes=seq)
        said = MessageRecord(
            sender=sender, text=text, chat_id=CHAT, seq=seq, timestamp=at.isoformat(),
            sender_id=IDS[sender], message_id=seq,
        )  # fmt: skip
        tracker.feed(said)
    return tracker


@pytest.mark.parametrize("talk", [IDEA_EN, IDEA_KO], ids=["en", "ko"])
def test_a_plan_found_on_a_yes_is_dropped_by_the_ideas_name(
    talk: list[tuple[int, str, str]],
) -> None:
    tracker = tracked(talk, "act assents")  # a line the rules read as a yes
    plans = [d for d in tracker.state.decisions if d.accepted]
    on_the_yes = [d for d in plans if d.evidence[0] == 6]
    assert on_the_yes, [d.text for d in plans]
    assert on_the_yes[0].status == "dropped"
    assert [d.text for d in plans if d.status == "current"] == [plans[0].text]  # the clean-up
