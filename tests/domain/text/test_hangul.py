"""A Hangul syllable's parts, read and put together again."""

from __future__ import annotations

from groupchat_memory.domain.text import hangul


def test_a_syllable_is_its_initial_vowel_and_final() -> None:
    assert hangul.parts("가") == (0, 0, 0)
    initial, vowel, final = hangul.parts("할") or (-1, -1, -1)
    assert final == hangul.FINAL_RIEUL and hangul.compose(initial, vowel, final) == "할"
    assert hangul.final("했") == hangul.FINAL_SSANG_SIOT
    assert hangul.parts("스") is not None and (hangul.parts("스") or (0, 0, 0))[1] == 18


def test_finals_decide_the_particle_sound() -> None:
    assert hangul.has_final("울") and hangul.final_is_rieul("울")
    assert not hangul.has_final("비") and not hangul.final_is_rieul("비")


def test_anything_but_a_syllable_has_no_parts() -> None:
    for char in ("a", "x", "ㄹ", "7", "😀"):
        assert hangul.parts(char) is None and hangul.final(char) is None
        assert not hangul.has_final(char)


def test_a_chat_is_english_only_when_latin_letters_outnumber_hangul_twice() -> None:
    assert hangul.language(["let's book the hall", "ok 👍"]) == "en"
    assert hangul.language(["토요일 3시 어때요?", "ok"]) == "ko"
    # a Korean chat with English names and tools stays Korean
    assert hangul.language(["Figma 말고 Penpot으로 가요"]) == "ko"
    assert hangul.language(["Figma is fine", "네"]) == "en"
    assert hangul.language([]) == "ko"
