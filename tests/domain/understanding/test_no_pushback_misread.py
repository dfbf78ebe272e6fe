"""Lines after a plan that neither take it up nor push back on it: a member's thanks and
promise whose negation is its aim ("다음부턴 이런 실수 없도록 할게요", "I'll make sure it
doesn't happen again") is no doubt, so a later yes of theirs that gives in ("그럼 …")
marks no objection; a "me too" telling of one's own past after another
member's answer to a question ("저도 그저께 냈어요" after "나는 냈어") says the same as that
answer, no yes to the plan; a yes right after a persona's line no plan holds, after talk
no plan holds, answers the persona. Read through the real path (the chat ingested by the
real actor system, offline, then ``/결정``). The chats are written for these tests."""

from __future__ import annotations

from pathlib import Path

from groupchat_memory.domain.understanding.acts import holds_back
from tests.domain.understanding.test_ledger import _decided


def test_a_thanks_whose_negation_is_its_aim_is_no_pushback(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "다음 주 화요일 오후에 백업 복구 점검 한 번 하자"),
                    ("태호", "좋아 화요일 오후 3시로"),
                    ("다은", "고마워요 다들. 다음부턴 이런 실수 없도록 할게요"),
                    ("유진", "괜찮아 누구나 그럴 수 있지"),
                    ("다은", "그럼 화요일에 봬요 ㅇㅋ"),
                ],
            ),
        ],
    )
    drill = next(e for e in found if "백업" in e.text)
    assert "다은" not in drill.objected_by
    assert drill.objected_by == []


def test_a_negation_that_is_the_aim_holds_nothing_back() -> None:
    for aim in (
        "다음부턴 이런 실수 없도록 할게요",
        "늦지 않게 갈게",
        "I'll make sure we don't miss the deadline again",
        "sorry all, it won't happen again",
    ):
        assert not holds_back(aim), aim
    for doubt in ("그날은 시간이 없어요", "늦으면 안 돼", "that doesn't work for me", "not a fan"):
        assert holds_back(doubt), doubt


def test_a_me_too_after_an_answer_is_no_yes_to_the_plan(tmp_path: Path) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("유진", "다음 주 화요일 오후에 백업 복구 점검 한 번 하자"),
                    ("태호", "좋아 화요일 오후 3시로"),
                    ("태호", "근데 워크숍 참가비는 다들 입금했어?"),
                    ("유진", "나는 했어"),
                    ("다은", "저도 그저께 보냈어요"),
                ],
            ),
        ],
    )
    drill = next(e for e in found if "백업" in e.text)
    assert "다은" not in drill.agreed_by
    assert sorted(drill.agreed_by) == ["유진", "태호"]


def test_a_yes_to_a_persona_after_other_talk_is_no_yes_to_an_older_plan(
    tmp_path: Path,
) -> None:
    found = _decided(
        tmp_path,
        [
            (
                0,
                [
                    ("Sam", "Let's run a restore drill on the staging box next Tuesday"),
                    ("Priya", "ok Tuesday 3pm works"),
                    ("Leo", "btw the coffee machine on floor 2 is broken again"),
                    ("Sam", "classic"),
                    ("Codex", "I can file a facilities ticket for the coffee machine"),
                    ("Leo", "great, please do"),
                ],
            ),
        ],
    )
    drill = next(e for e in found if "restore drill" in e.text)
    assert "Leo" not in drill.agreed_by
    assert sorted(drill.agreed_by) == ["Priya", "Sam"]
