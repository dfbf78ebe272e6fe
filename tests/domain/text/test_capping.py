"""The size cap of a stored message and a context line's shortening: cut visibly, never in
the middle of something masked."""

from __future__ import annotations

import re
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from groupchat_memory.domain.text.capping import (
    SHORT_MARKER,
    cap_text,
    capped,
    shorten,
    stored_text,
)
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.store.masking import mask

MARK = re.compile(r"…\[잘림: ([0-9,]+)자 생략\]$")


@dataclass(frozen=True, slots=True)
class Note:
    sender: str
    text: str


def omitted(text: str) -> int:
    found = MARK.search(text)
    assert found, text
    return int(found.group(1).replace(",", ""))


def test_a_message_within_the_cap_is_the_same_object_and_only_masked() -> None:
    note = Note("민준", "연락은 010-1234-5678 로")
    kept, stored = capped(note, 100)
    assert kept is note
    assert stored == mask(note.text) and "[전화번호]" in stored


def test_a_long_message_is_cut_to_the_cap_and_says_how_much_went() -> None:
    text = "회의록 " + "가" * 30_000
    kept, stored = cap_text(text, 16_384)
    assert len(kept) <= 16_384 and len(stored) <= 16_384
    assert kept.endswith("자 생략]") and stored.endswith("자 생략]")
    assert len(MARK.sub("", kept)) + omitted(kept) == len(text)
    assert text.startswith(MARK.sub("", kept))


def test_capping_a_capped_text_again_changes_nothing() -> None:
    kept, stored = cap_text("나" * 50_000, 1_000)
    assert cap_text(kept, 1_000) == (kept, stored)
    assert stored_text(stored, 1_000) == stored


def test_capped_keeps_the_other_fields_of_the_message() -> None:
    kept, _ = capped(Note("서연", "다" * 500), 100)
    assert kept.sender == "서연" and len(kept.text) <= 100


@settings(max_examples=200, deadline=None)
@given(
    offset=st.integers(0, 60),
    pii=st.sampled_from(
        [
            "010-1234-5678",
            "전화 01012345678",
            "seoyeon@example.com",
            "주민번호 900101-1234567",
            "국민은행 123456-01-234567",
            "카드 4111 1111 1111 1111",
        ]
    ),
)
def test_a_cut_near_pii_never_leaves_part_of_it_unmasked(offset: int, pii: str) -> None:
    # the cap falls at every position in and around the number: what is stored must hold
    # no more of it than masking the whole text would
    limit = 200
    text = "가" * (limit - offset) + " " + pii + " 끝" + "나" * 300
    _, stored = cap_text(text, limit)
    digits = re.sub(r"[^0-9]", "", pii)
    left_bare = re.sub(r"[^0-9]", "", MARK.sub("", stored))
    assert not (left_bare and left_bare in digits and len(left_bare) >= 4), stored
    assert "seoyeon@" not in stored or "[이메일]" in stored


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet="가나다 abc한국어\n", max_size=400), tokens=st.integers(0, 120))
def test_a_shortened_text_costs_at_most_its_tokens_and_ends_in_the_one_token_marker(
    text: str, tokens: int
) -> None:
    short = shorten(text, tokens)
    assert estimate_tokens(short) <= tokens
    if short == text or short == "":
        return
    assert short.endswith(SHORT_MARKER) and estimate_tokens(SHORT_MARKER) == 1
    kept = short.removesuffix(SHORT_MARKER)
    assert text.startswith(kept) and len(kept) < len(text)


def test_a_five_thousand_character_message_keeps_its_start() -> None:
    text = "회의록: 배포는 금요일로 " + "가" * 5000
    short = shorten(text, 30)
    assert short.startswith("회의록: 배포는 금요일로 가") and short.endswith(SHORT_MARKER)
    # the marker costs one token: the start keeps the rest of the room
    assert estimate_tokens(short) == 30
    assert shorten("짧은 말", 30) == "짧은 말"


@settings(max_examples=100, deadline=None)
@given(offset=st.integers(0, 20), pii=st.sampled_from(["010-1234-5678", "전화 01012345678"]))
def test_a_shortened_line_never_leaves_part_of_a_phone_number_unmasked(
    offset: int, pii: str
) -> None:
    text = "가" * (40 - offset) + " " + pii + " 끝" + "나" * 300
    masked = mask(shorten(text, 40))
    digits = re.sub(r"[^0-9]", "", pii)
    left_bare = re.sub(r"[^0-9]", "", masked.removesuffix(SHORT_MARKER))
    assert not (left_bare and left_bare in digits and len(left_bare) >= 4), masked
