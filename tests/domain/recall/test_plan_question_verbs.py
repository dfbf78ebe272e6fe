"""A question asking how a plan changed is told by its Korean verb of changing, however
it is conjugated (the analyzer reads the stem), and a question holding none of those
verbs' first syllables is told without the analyzer: a reply context made a tagger and
read the question for nothing on most questions."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.current_plan import asks_about_plans
from groupchat_memory.domain.text import morph


def _taggers(caplog: pytest.LogCaptureFixture) -> int:
    made = [r for r in caplog.records if r.getMessage().startswith("mecab-ko tagger made")]
    caplog.clear()
    return len(made)


@pytest.mark.parametrize(
    ("question", "about"),
    [
        # a verb of changing in its conjugated forms: only the stem's last syllable changes
        ("동창회 날짜 바뀌었어?", True),
        ("모임 장소 옮겼던가?", True),
        ("발표 미뤘지?", True),
        ("마감 앞당겼었지?", True),
        ("예산 줄였어?", True),
        ("인원 늘렸나?", True),
        ("가격 낮췄던 거 맞지?", True),
        ("출발 시간 늦췄나?", True),
        # a first syllable of one, no such verb: read, and not about a plan
        ("바다 사진 올려줄래?", False),
    ],
)
def test_a_verb_of_changing_is_read_in_any_form(
    question: str, about: bool, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG", logger=morph.logger.name)
    morph._analyzed.cache_clear()  # a text read before comes from the cache, no tagger
    assert asks_about_plans(question) is about
    assert _taggers(caplog) == 1


@pytest.mark.parametrize(
    "question",
    [
        "점심 뭐 먹었지?",
        "레디스 캐시 설정 어떻게 했지?",
        "노션 일정을 누가 맡았지?",
        "What's the wifi password?",
    ],
)
def test_a_question_without_those_syllables_is_told_unread(
    question: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG", logger=morph.logger.name)
    morph._analyzed.cache_clear()
    assert not asks_about_plans(question)
    assert _taggers(caplog) == 0
