"""One table of the words that drop, close or change a task or a plan: the live dialogue
acts and the summaries' closing rule read a line the same way."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.text.stance import closing
from groupchat_memory.domain.understanding.acts import read


@pytest.mark.parametrize(
    "text",
    [
        "포스터는 없던 걸로 하자",
        "we won't need the van after all",
        "그냥 접자 너무 비싸",
        "let's just not do the bake sale this year",
    ],
)
def test_a_drop_is_a_drop_to_both_readers(text: str) -> None:
    assert closing(text) == "dropped"
    assert read(text).drops


@pytest.mark.parametrize("text", ["부스 세팅 끝!", "보고서 제출 완료", "deck is done"])
def test_a_completion_is_done_to_both_readers(text: str) -> None:
    assert closing(text) == "done"
    assert read(text).says_done


@pytest.mark.parametrize("text", ["시험 끝나고 정하자", "이사 끝나면 내가 밥 살게"])
def test_after_something_ends_is_no_report_of_a_task_done(text: str) -> None:
    assert closing(text) is None
    assert not read(text).reports_done


@pytest.mark.parametrize(
    "text",
    [
        "돈 드는 건 간식비에서 빼요",
        "it's opt in tho. skip it if you want, nobody checks",
        "I never got round to asking them, so nothing to cancel",
        "any chance you could drop the shields at harcourt and get the quote?",
        "I'll drop it off tomorrow",
    ],
)
def test_taking_out_of_a_fund_a_skip_left_to_each_and_a_drop_off_take_nothing_back(
    text: str,
) -> None:
    assert not read(text).drops


@pytest.mark.parametrize(
    "text", ["그럼 빼요!", "let's skip the dinner", "Boatshed cancelled", "ok drop it"]
)
def test_the_same_words_said_of_a_plan_still_take_it_back(text: str) -> None:
    assert read(text).drops
