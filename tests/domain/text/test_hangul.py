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
