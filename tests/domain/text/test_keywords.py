"""Korean-aware keywords and the token estimate."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groupchat_memory.domain.text.keywords import estimate_tokens, tokenize


def test_particles_and_endings_are_stripped_from_nouns() -> None:
    text = "회의에서는 배포 일정을 논의했습니다. 배포하기로 결정했어요"
    assert tokenize(text) == ["회의", "배포", "일정", "논의", "배포", "결정"]


def test_nouns_that_end_like_a_particle_stay_whole() -> None:
    assert tokenize("추가 결과 회의 고양이 사이 가게") == [
        "추가",
        "결과",
        "회의",
        "고양이",
        "사이",
        "가게",
    ]


def test_batchim_agreement_decides_what_is_a_particle() -> None:
    assert tokenize("데이터가 서버로 일정이 파일을 부산으로") == [
        "데이터",
        "서버",
        "일정",
        "파일",
        "부산",
    ]


def test_stop_words_predicates_and_single_syllables_are_dropped() -> None:
    assert tokenize("그리고 진짜 좋아요 먹었어 번이 ㅋㅋㅋ 할게요") == []


def test_english_is_lower_cased_and_stop_worded() -> None:
    assert tokenize("The API server is DOWN and we will fix the API") == [
        "api",
        "server",
        "fix",
        "api",
    ]


def test_mixed_scripts_split_at_the_script_boundary() -> None:
    assert tokenize("GPT-4로 바꾸고 Firebase를 씁니다") == ["gpt-4", "바꾸고", "firebase"]


def test_a_hangul_syllable_counts_about_one_token_and_ascii_about_four_chars() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("안녕하세요") == 5
    assert estimate_tokens("abcdefgh") == 2
    assert estimate_tokens("배포 deploy") == 2 + 2  # 2 syllables; " deploy" is 7 ASCII chars


@given(st.text(max_size=200))
def test_tokens_are_words_of_two_characters_or_more_and_the_estimate_is_never_negative(
    text: str,
) -> None:
    assert all(len(token) >= 2 and not token.isspace() for token in tokenize(text))
    assert estimate_tokens(text) >= 0


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("다음 달 15일로 하죠", ["15일"]),  # was 일로: the number was lost
        ("1월에 정했어요", ["1월"]),
        ("월 30만원으로 정했어요", ["30만원"]),
        ("1,000원을 냈어요", ["1000원"]),  # a comma would split the index term
        ("오후 3시 회의", ["3시", "오후", "회의"]),
        ("5명이 왔어요", ["5명"]),
        ("3개였어요", []),  # a predicate after the number: no unit
        ("버전 2.3로 확정", ["버전", "확정"]),  # a bare number stays out
        ("회비는 1,000원이에요", ["1000원", "회비"]),  # the copula after the unit
        ("회의는 3시예요", ["3시", "회의"]),
        ("예산은 50만원입니다", ["50만원", "예산"]),
    ],
)
def test_a_number_keeps_the_unit_written_onto_it(text: str, terms: list[str]) -> None:
    assert sorted(tokenize(text, numbers=True)) == sorted(terms)
    # a summary's topics leave numbers out
    assert not any(ch.isdigit() for term in tokenize(text) for ch in term)


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("Redis에서 캐시", ["redis", "캐시"]),  # was redis, 에서
        ("v2.3으로 정했어요", ["v2.3"]),
        ("Figma까지 봤어요", ["figma"]),
        ("PR을 올렸어요", ["pr"]),
        ("Figma플랜", ["figma", "플랜"]),  # a noun written onto it stays a term
    ],
)
def test_a_particle_written_onto_an_english_word_is_no_term(text: str, terms: list[str]) -> None:
    assert tokenize(text) == terms
