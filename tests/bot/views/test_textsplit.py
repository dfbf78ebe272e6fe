"""Long replies are split for Telegram's 4096 UTF-16 unit limit on natural boundaries."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groupchat_memory.bot.views.textsplit import TELEGRAM_LIMIT, split_message, utf16_len


def test_a_short_reply_is_one_message() -> None:
    assert split_message("안녕하세요") == ["안녕하세요"]


def test_blank_text_gives_no_messages() -> None:
    assert split_message("  \n ") == []


def test_a_9000_character_answer_becomes_three_messages_none_over_the_limit() -> None:
    paragraph = ("가" * 299 + ".") * 3
    text = "\n\n".join([paragraph] * 10)
    assert len(text) > 9000
    parts = split_message(text)
    assert len(parts) == 3
    assert all(utf16_len(p) <= TELEGRAM_LIMIT for p in parts)
    assert all(p.endswith(".") for p in parts)


def test_paragraph_boundaries_are_preferred_over_sentences() -> None:
    first = "첫 문단입니다. " * 30
    second = "둘째 문단입니다. " * 30
    parts = split_message(first.strip() + "\n\n" + second.strip(), limit=400)
    assert parts[0] == first.strip()
    assert parts[1] == second.strip()


def test_sentences_are_used_when_a_paragraph_is_too_long() -> None:
    text = "이것은 문장입니다. " * 100
    parts = split_message(text, limit=500)
    assert len(parts) > 1
    assert all(p.endswith("다.") for p in parts)


def test_a_text_without_any_boundary_is_cut_hard_without_splitting_emoji() -> None:
    text = "😀" * 3000  # 6000 UTF-16 units
    parts = split_message(text)
    assert [utf16_len(p) for p in parts] == [4096, 1904]
    assert "".join(parts) == text


@settings(max_examples=60, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(["가", "a", " ", ".", "\n", "😀", "!"]), max_size=3000),
    st.integers(min_value=2, max_value=300),
)
def test_no_part_is_over_the_limit_and_no_character_but_whitespace_is_lost(
    text: str, limit: int
) -> None:
    parts = split_message(text, limit=limit)
    assert all(0 < utf16_len(p) <= limit for p in parts)
    assert "".join("".join(parts).split()) == "".join(text.split())
