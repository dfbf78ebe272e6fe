"""How a group settles things, read through the real path (the chat ingested by the real
actor system, offline, then ``/결정`` as the command answers it): the forms a proposal
takes, the replies that take it up, and the plans a change replaces. The chats are
written for these tests, Korean and English."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.bot.views.answers import decisions_answer
from tests.domain.understanding.test_ledger import CHAT, _ingested, _lines


def test_a_plan_put_forward_as_a_thought_and_taken_up_is_a_decision(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "I'm thinking Friday March 13 at the boathouse, 7pm"),
                        ("Priya", "+1"),
                        ("Leo", "fine by me"),
                    ],
                ),
                (1, [("Leo", "what if we rotate the snack duty every week"), ("Priya", "sgtm")]),
                (
                    2,
                    [
                        ("유진", "회비는 1인 3만원씩 걷으면 될 것 같아요"),
                        ("태호", "ㅇㅋ"),
                        ("다은", "좋아요"),
                    ],
                ),
                (3, [("태호", "뒤풀이는 역 앞 치킨집으로 해"), ("다은", "콜")]),
            ]
        ),
    )
    entries = decisions_answer(config, CHAT)
    by_start = {e.text.split(": ", 1)[1][:6]: e for e in entries if not e.proposal}
    assert sorted(by_start) == ["I'm th", "what i", "뒤풀이는 역", "회비는 1인"]
    assert sorted(by_start["I'm th"].agreed_by) == ["Leo", "Priya", "Sam"]
    assert sorted(by_start["회비는 1인"].agreed_by) == ["다은", "유진", "태호"]


def test_a_day_offered_after_a_question_word_elsewhere_is_a_proposal(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        (
                            "Sam",
                            "then let's do a cleanup when the skip arrives. Sat the 7th, 9 to 11?",
                        ),
                        ("Priya", "count me in"),
                        ("Leo", "i'm in"),
                        ("Sam", "ok cleanup Sat 3/7 9-11, bring gloves"),
                    ],
                ),
            ]
        ),
    )
    [entry] = decisions_answer(config, CHAT)
    assert entry.status == "current" and "cleanup" in entry.text
    assert sorted(entry.agreed_by) == ["Leo", "Priya", "Sam"]
    assert len(entry.evidence) == 4  # the wrap-up restates it: no second plan


def test_a_reply_naming_only_the_weekday_agrees_with_the_dated_plan(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (
                    0,
                    [
                        ("Sam", "let's have the picnic on Saturday the 14th at noon"),
                        ("Priya", "+1"),
                        ("Leo", "👍"),
                    ],
                ),
                (
                    2,
                    [
                        ("Sam", "rain all saturday. let's do Sunday the 15th instead, same time"),
                        ("Priya", "sunday works"),
                        ("Leo", "ok fine, sunday"),
                    ],
                ),
                (
                    3,
                    [
                        ("유진", "동아리 야유회 21일 토요일로 하자"),
                        ("태호", "토요일 좋아"),
                        ("다은", "토요일 ㄱㄱ"),
                    ],
                ),
            ]
        ),
    )
    entries = [e for e in decisions_answer(config, CHAT) if not e.proposal]
    first = next(e for e in entries if "Saturday the 14th" in e.text)
    second = next(e for e in entries if "Sunday the 15th" in e.text)
    assert first.status == "superseded" and first.superseded_by is not None
    assert "Sunday the 15th" in first.superseded_by.text
    assert sorted(second.agreed_by) == ["Leo", "Priya", "Sam"]
    outing = next(e for e in entries if "야유회" in e.text)
    assert sorted(outing.agreed_by) == ["다은", "유진", "태호"]
