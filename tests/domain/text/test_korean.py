"""Korean particles after names and keywords follow the last syllable's final consonant."""

from __future__ import annotations

import pytest

from groupchat_memory.domain.text.korean import josa


@pytest.mark.parametrize(
    ("word", "particle", "expected"),
    [
        ("'AI집단지성'", "를", "'AI집단지성'을"),
        ("'회비'", "을", "'회비'를"),
        ("'회비'", "이", "'회비'가"),
        ("'배포'", "은", "'배포'는"),
        ("'가평'", "는", "'가평'은"),
        ("서울", "으로", "서울로"),
        ("집", "로", "집으로"),
        ("'API'", "을", "'API'를"),
        ("'URL'", "을", "'URL'을"),
        ("'v3'", "이", "'v3'이"),
        ("'!!'", "이", "'!!'이(가)"),
    ],
)
def test_the_particle_matches_the_word(word: str, particle: str, expected: str) -> None:
    assert josa(word, particle) == expected
