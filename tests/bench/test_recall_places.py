"""``bench.recall_eval.places`` counts a miss by whose line it is, with the names the
question is matched on: a line said by the person the question names is one a person
filter could still lift, another's is not."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.recall_eval.places import NO_NAME, OTHERS, OWN, whose
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import name_terms


def _named(text: str, speakers: list[str]) -> frozenset[str]:
    return name_terms(Question.read(text, None).split(name_terms(speakers))[1])


def test_a_miss_is_the_named_persons_own_line_or_anothers() -> None:
    speakers = ["Tim Baker", "John"]
    named = _named("What books has Tim read?", speakers)
    assert whose("Tim Baker", named) == OWN
    assert whose("John", named) == OTHERS


def test_a_question_naming_nobody_counts_apart() -> None:
    named = _named("Which cities were mentioned?", ["Tim Baker", "John"])
    assert whose("John", named) == NO_NAME
