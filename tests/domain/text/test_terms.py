"""Search terms: stemming, stop words, speakers' names, Korean particles and endings."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import QUERY_TERMS, index_terms, name_terms, stem


def query_terms(text: str, names: frozenset[str] = frozenset()) -> list[str]:
    """The terms recall looks ``text`` up by, the speakers' ``names`` left out."""
    return Question.read(text).split(names)[0]


def test_english_inflections_meet_at_their_stem() -> None:
    assert index_terms("She painted the fence; painting is relaxing") == [
        "paint", "fenc", "paint", "relax",
    ]  # fmt: skip
    assert index_terms("paints fences, relaxed") == ["paint", "fenc", "relax"]
    assert stem("puppies") == stem("puppy") == "puppi"
    assert index_terms("Next.js and C++ stay whole") == ["next.js", "c++", "stay", "whole"]


def test_an_accented_word_is_one_term_found_with_or_without_its_accents() -> None:
    # an ASCII-only letter class cut these at their first accent ("caf", "rich", "draig")
    assert index_terms("Pádraig booked the café near Zürich") == [
        "padraig", "book", "cafe", "near", "zurich",
    ]  # fmt: skip
    assert query_terms("which cafe did Padraig book?") == ["cafe", "padraig", "book"]
    assert index_terms("Łódź에서") == ["łodz"]


def test_a_hyphenated_word_matches_its_parts() -> None:
    assert index_terms("programming-related books") == [
        "programming-related", "program", "relat", "book",
    ]  # fmt: skip
    # a question's plain word meets the hyphenated one's part
    assert query_terms("programming books?")[0] in index_terms("programming-related")


def test_a_slash_compound_is_whole_and_its_parts_on_both_sides() -> None:
    assert index_terms("the TCP/IP stack") == ["tcp/ip", "tcp", "ip", "stack"]
    # the question side makes the same terms as the index side, parts included
    assert set(query_terms("what about TCP/IP?")) <= set(index_terms("TCP/IP stack"))
    assert query_terms("the self-care/yoga class?") == [
        "self-care/yoga", "self", "care", "yoga", "class",
    ]  # fmt: skip


def test_a_compound_of_stop_words_only_is_no_term() -> None:
    assert index_terms("and/or he/she so-so w/o") == []
    assert index_terms("a/b testing") == ["test"]


def test_comparatives_stem_with_their_base() -> None:
    assert stem("healthier") == stem("healthy") == stem("healthiest")
    assert stem("happier") == stem("happy")
    assert stem("tier") == "tier"  # too short to be a comparative


def test_pronouns_and_stop_words_take_no_query_slots() -> None:
    question = "What did her brother tell him about his painting, and don't they like it?"
    assert query_terms(question) == ["brother", "paint"]


def test_a_question_of_only_stop_words_has_no_terms() -> None:
    assert query_terms("what did you do? 그거 언제 했어요?") == []


def test_a_long_question_keeps_twelve_terms_not_five() -> None:
    words = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike"
    terms = query_terms(words)
    assert len(terms) == QUERY_TERMS == 12
    assert terms[:2] == ["alpha", "bravo"]


def test_the_chats_own_speakers_names_are_not_search_terms() -> None:
    names = name_terms(["민수", "Caroline", "잼민이"])
    assert query_terms("민수님이 얘기한 도커 설정", names) == ["도커", "설정"]
    assert query_terms("What did Caroline's painting show?", names) == ["paint", "show"]
    assert query_terms("잼민이가 추천한 파이썬 책", names) == ["추천", "파이썬", "책"]
    # a word that only starts like a name stays
    assert query_terms("민수네 가게", names) == ["민수네", "가게"]


def test_a_question_without_the_names_keeps_every_other_word_as_written() -> None:
    names = name_terms(["민수", "Caroline", "잼민이"])
    assert Question.read("What pets does Caroline's cousin have?").without(names) == (
        "What pets does cousin have?"
    )
    assert Question.read("민수님이 얘기한 도커 설정, 잼민이가 고쳤지?").without(names) == (
        "얘기한 도커 설정, 고쳤지?"
    )
    assert Question.read("민수네 가게 어디야?").without(names) == "민수네 가게 어디야?"
    assert Question.read("Caroline?").without(names) == ""


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("파이어베이스를", ["파이어베이스"]),
        ("파이어베이스는", ["파이어베이스"]),
        ("요금제라면", ["요금제"]),
        ("배포했습니다", ["배포"]),
        ("서울로 이사했어요", ["서울", "이사"]),
        ("고양이가 라면을 먹었다", ["고양이", "라면"]),
        ("회의에서 정했어요", ["회의"]),
    ],
)
def test_korean_particles_and_verb_endings_fall_away(text: str, terms: list[str]) -> None:
    assert index_terms(text) == terms


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("예약했던 식당", ["예약", "식당"]),
        ("정산했지", ["정산"]),
        ("확정됐지", ["확정"]),
        ("계산하는 사람", ["계산"]),
        ("추천했었죠", ["추천"]),
        ("정리해뒀어", ["정리"]),
        ("연락드릴게요", ["연락"]),
        ("주문시켰어", ["주문"]),
        ("추천받았어", ["추천"]),
    ],
)
def test_a_noun_made_a_verb_is_its_noun_in_any_tense_or_mood(text: str, terms: list[str]) -> None:
    # the question asks "예약했던" where the evidence says "예약했어": both are 예약
    assert index_terms(text) == terms


@pytest.mark.parametrize("text", ["부산해운대", "한국드라마", "마트할인", "서울시", "키보드"])
def test_a_noun_holding_a_light_verbs_syllable_stays_whole(text: str) -> None:
    assert index_terms(text) == [text]


def test_the_familiar_copula_falls_away_and_a_question_word_with_it() -> None:
    assert index_terms("회비 담당 누구야") == ["회비", "담당"]
    assert index_terms("거기 회의실이야") == ["회의실"]
    assert index_terms("먹어야") == []  # "have to eat": a predicate


def test_a_one_syllable_thing_is_a_term_but_not_a_piece_of_another_word() -> None:
    assert index_terms("다음 책은 뭐야") == ["책"]
    assert index_terms("돈은 누가 냈어") == ["돈"]
    assert index_terms("방에 있어") == ["방"]
    # 의, 만, 도 end words of their own: a lecture, a complaint, a robber
    assert index_terms("강의 불만 강도") == ["강의", "불만", "강도"]


def test_a_mixed_language_sentence_keeps_both_scripts() -> None:
    # the Latin word is split from the Hangul ending glued to it, then stemmed
    assert index_terms("Docker 이미지를 rebuild했어요 caching 문제") == [
        "docker", "이미지", "rebuild", "cach", "문제",
    ]  # fmt: skip
