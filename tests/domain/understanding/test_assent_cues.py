"""What the assent reader reads of a line beside a plan, besides its acts: whether it
says one of the plan's values again (a yes often does: "넵 6시 좋아요!", "9 may. still
doing 6-8"), names another value of a kind the plan sets (another option), names a word
of it, and comes right after one of the plan's lines (the line it most likely answers)."""

from __future__ import annotations

from groupchat_memory.domain.understanding import assent
from groupchat_memory.domain.understanding.state import Decision, Said
from groupchat_memory.domain.understanding.words import terms_in, values_in

AT = "2025-03-03T19:00:00+09:00"


def _said(seq: int, sender: str, text: str) -> Said:
    return Said(seq=seq, message_id=seq, sender=sender, is_bot=False, text=text, at=AT)


def _cues(
    plan_text: str, line: str, *, after_its_line: bool, own_plan: bool = False
) -> dict[str, float]:
    statement = _said(1, "유진", plan_text)
    plan = Decision.put(
        statement,
        agreed_by=["유진"],
        thread_id=None,
        terms=terms_in(plan_text),
        values=values_in(plan_text, AT),
    )
    row = assent.cues(
        _said(3, "다은", line),
        statement,
        apart=2,
        talk=frozenset(),
        plan=plan,
        after_its_line=after_its_line,
        own_plan=own_plan,
    )
    return dict(zip(assent.cue_names(), row, strict=True))


def test_a_line_saying_the_plans_value_again_right_after_it() -> None:
    got = _cues("금요일 저녁 6시에 달빛에서 보자", "넵 6시 좋아요!", after_its_line=True)
    assert got["its value"] == 1.0 and got["another value"] == 0.0
    assert got["after its line"] == 1.0


def test_another_value_of_its_kind_and_a_word_of_it() -> None:
    got = _cues(
        "let's do the cleanup on Sunday at 10am",
        "cleanup at 2pm would suit me",
        after_its_line=False,
    )
    assert got["its value"] == 0.0 and got["another value"] == 1.0
    assert got["its word"] == 1.0 and got["after its line"] == 0.0


def test_another_idea_put_after_the_plan_is_a_plan_of_its_own_and_a_yes_is_not() -> None:
    """A line after the plan that the rules put as a plan of its own, naming nothing of
    the plan and saying no yes ("we should just hold it on a boat honestly", "아예 한강에서
    돗자리 펴고 하자 ㅋㅋ"), is another idea, which the reader must not take for a yes; a
    yes put as a plan ("Lovely. Castle it is.", "좋아요 그걸로 하죠") or naming the plan's
    value is not."""
    plan_en = "Let's do the quarterly review on Thursday at 3pm in room 4B"
    plan_ko = "금요일 저녁 6시에 달빛에서 보자"
    for plan, idea in (
        (plan_en, "we should just hold it on a boat honestly"),
        (plan_ko, "아예 한강에서 돗자리 펴고 하자 ㅋㅋ"),
    ):
        got = _cues(plan, idea, after_its_line=True, own_plan=True)
        assert got["a plan of its own"] == 1.0, idea
        assert not _cues(plan, idea, after_its_line=True)["a plan of its own"], idea
    for plan, yes in (
        (plan_en, "Lovely. Room 4B it is."),
        (plan_en, "Thursday 3pm works, let's go with that"),
        (plan_ko, "좋아요 그걸로 하죠"),
        (plan_ko, "6시 좋아요 달빛으로 가요"),
    ):
        assert not _cues(plan, yes, after_its_line=True, own_plan=True)["a plan of its own"], yes
