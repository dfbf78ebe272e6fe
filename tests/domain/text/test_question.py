"""A question read once: its terms are the text's, its words keep how they were written,
its period and what it asks are read with it."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import QUERY_TERMS, index_terms, name_terms, stem

# what questions are made of: Hangul with particles, Latin words and compounds, numbers
# with units, punctuation, and spaces of several kinds (a non-breaking one, a tab)
PIECES = [
    "레디스", "캐시는", "만료", "시간이", "민수님이", "지은씨", "15일로", "30만원으로",
    "Redis에서", "programming-related", "TCP/IP", "v2.3으로", "Caroline's", "painting",
    "healthier", "the", "and/or", "?", ",", "!", "1,000원", "어제", "last", "week",
]  # fmt: skip
SPACES = [" ", "  ", "\u00a0", "\t", "\n", "\u3000"]
texts = st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(["", *SPACES])), max_size=14)


def joined(parts: list[tuple[str, str]]) -> str:
    return "".join(piece + space for piece, space in parts)


@given(texts)
def test_a_questions_terms_are_its_texts_whole(parts: list[tuple[str, str]]) -> None:
    text = joined(parts)
    assert Question.read(text).terms == index_terms(text)


@given(texts)
def test_each_term_is_read_from_the_word_the_text_spells_it_with(
    parts: list[tuple[str, str]],
) -> None:
    # the loanword and synonym lookups read the word a term was stemmed from
    text = joined(parts)
    question = Question.read(text)
    spelled = {stem(word): word for word in tokenize(text)}
    for term in question.terms:
        assert question.read_from.get(term, term) == spelled.get(term, term)


def test_the_split_leaves_the_speakers_names_apart_and_keeps_twelve_terms() -> None:
    names = name_terms(["민수", "Caroline"])
    question = Question.read("민수님이 말한 레디스 캐시, Caroline's painting은 어떻게 됐지?")
    assert question.split(names) == (["말한", "레디스", "캐시", "paint"], ["민수님", "carolin"])
    many = Question.read(" ".join(f"word{chr(97 + i)}x" for i in range(20)))
    assert len(many.split()[0]) == QUERY_TERMS
    assert many.split(limit=0) == ([], [])


def test_what_it_is_embedded_as_leaves_the_common_names_out() -> None:
    names = name_terms(["민수", "Caroline"])
    common = name_terms(["Caroline"])
    question = Question.read("What did Caroline say about 민수's  painting?")
    # without the common name, and that without every name averaged in
    assert question.meaning(names, common) == (
        "What did say about 민수's painting?",
        "What did say about painting?",
    )
    # no common names: the text as asked, spaces and all
    assert question.meaning(names, frozenset())[0] == question.text
    # a question of only a common name is asked whole
    assert Question.read("Caroline?").meaning(names, common) == ("Caroline?", None)


def test_the_period_and_what_it_asks_are_read_with_it() -> None:
    today = date(2026, 3, 12)
    asked = Question.read("어제 처음 정한 장소가 어디였지?", today)
    assert asked.period == (date(2026, 3, 11), date(2026, 3, 11))
    assert asked.asks_first
    # without a day to read it against, no period
    assert Question.read("어제 정한 장소?").period is None
    assert not Question.read("지금 장소는?", today).asks_first
