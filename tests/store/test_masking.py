"""PII masking: a table of test vectors both ways, plus properties every mask keeps."""

from __future__ import annotations

import re
import sys
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groupchat_memory.base.textfold import fold_char, folded, is_invisible
from groupchat_memory.store.masking import _HINT, _apply, mask

# (input, expected output): PII that must be masked
MASKED = [
    # 주민등록번호 / 외국인등록번호
    ("주민번호 900101-1234567 입니다", "주민번호 [주민번호] 입니다"),
    ("제 번호는 851231-2345678", "제 번호는 [주민번호]"),
    ("020304-3123456", "[주민번호]"),
    ("주민등록번호 9001011234567", "주민등록번호 [주민번호]"),
    ("주민번호는 900101 1234567 이에요", "주민번호는 [주민번호] 이에요"),
    ("외국인등록번호 900101-5234567", "외국인등록번호 [외국인번호]"),
    ("등록번호: 8507156123456", "등록번호: [외국인번호]"),
    ("RRN 770707–1234567", "RRN [주민번호]"),
    ("상품 받으려면 주민번호 900101-1234567 필요", "상품 받으려면 주민번호 [주민번호] 필요"),
    # mobile numbers
    ("연락처 010-1234-5678 로 주세요", "연락처 [전화번호] 로 주세요"),
    ("01012345678", "[전화번호]"),
    ("010 1234 5678로 전화", "[전화번호]로 전화"),
    ("+82 10-1234-5678", "[전화번호]"),
    ("+82 (0)10 1234 5678", "[전화번호]"),
    ("+821012345678 입니다", "[전화번호] 입니다"),
    ("011-123-4567 예전 번호", "[전화번호] 예전 번호"),
    ("010.9876.5432", "[전화번호]"),
    ("폰:010-1234-5678,", "폰:[전화번호],"),
    ("잼민이010-2222-3333이야", "잼민이[전화번호]이야"),
    # landlines
    ("사무실 02-123-4567", "사무실 [전화번호]"),
    ("02-1234-5678", "[전화번호]"),
    ("031-987-6543 으로", "[전화번호] 으로"),
    ("(02) 555-1234", "[전화번호]"),
    ("+82 2-123-4567", "[전화번호]"),
    ("070-1234-5678", "[전화번호]"),
    ("전화 0212345678", "전화 [전화번호]"),
    # card numbers (Luhn)
    ("카드 4111-1111-1111-1111", "카드 [카드번호]"),
    ("4111 1111 1111 1111", "[카드번호]"),
    ("5500000000000004 결제", "[카드번호] 결제"),
    ("amex 3782 822463 10005", "amex [카드번호]"),
    ("4012888888881881", "[카드번호]"),
    # bank accounts: bank formats
    ("신한 110-123-456789", "신한 [계좌번호]"),
    ("123456-78-901234 국민", "[계좌번호] 국민"),
    ("1002-123-456789", "[계좌번호]"),
    ("하나 123-456789-12345", "하나 [계좌번호]"),
    ("352-1234-5678-12", "[계좌번호]"),
    ("3333-01-1234567 카뱅", "[계좌번호] 카뱅"),
    ("123-456789-01-234", "[계좌번호]"),
    # bank accounts: digits next to a context word
    ("계좌 110123456789 으로", "계좌 [계좌번호] 으로"),
    ("입금은 1234567890123 여기로", "입금은 [계좌번호] 여기로"),
    ("송금: 100 2345 678901", "송금: [계좌번호]"),
    ("토스뱅크 1000-1234-5678", "토스뱅크 [계좌번호]"),
    # bank accounts: the original rule's shape (3-4, 2-4 and 4-6 digits), no word needed
    ("회비는 1234-56-789012로 보내줘", "회비는 [계좌번호]로 보내줘"),
    ("123-45-67890 은 체크섬이 틀림", "[계좌번호] 은 체크섬이 틀림"),
    ("123-456-7890", "[계좌번호]"),
    ("여기로 9876-5432-123456 부탁", "여기로 [계좌번호] 부탁"),
    ("송장 1234-5678-9012", "송장 [계좌번호]"),
    ("주문번호 2026-0315-1234-5678", "주문번호 [계좌번호]"),
    ("1234-5678-9012-3456 은 루흐 검사 실패", "[계좌번호] 은 루흐 검사 실패"),
    ("ISBN 978-89-6626-123-4", "ISBN [계좌번호]"),
    ("번호 12345-67-89012.5 끝", "번호 [계좌번호] 끝"),
    # business registration numbers
    ("사업자등록번호 123-45-67891", "사업자등록번호 [사업자번호]"),
    ("220-81-34568", "[사업자번호]"),
    ("사업자번호 1048123454", "사업자번호 [사업자번호]"),
    # e-mail
    ("메일은 gildong.hong@example.com 으로", "메일은 [이메일] 으로"),
    ("user+tag@mail.co.kr로 보내줘", "[이메일]로 보내줘"),
    ("01012345678@naver.com", "[이메일]"),
    # several in one message
    (
        "홍길동 010-1234-5678, hong@test.io, 신한 110-123-456789",
        "홍길동 [전화번호], [이메일], 신한 [계좌번호]",
    ),
]

ZW = "\u200b"  # zero-width space
# the same kinds of PII written with Unicode look-alikes a reader takes for the plain form
MASKED_UNICODE = [
    # 주민등록번호 / 외국인등록번호
    ("주민번호 ９００１０１-１２３４５６７ 입니다", "주민번호 [주민번호] 입니다"),
    ("900101 - 1234567", "[주민번호]"),
    ("900101_1234567", "[주민번호]"),
    (f"주민번호 9001{ZW}01-12345{ZW}67", "주민번호 [주민번호]"),
    ("외국인등록번호 ９００１０１－５２３４５６７", "외국인등록번호 [외국인번호]"),
    ("주민등록번호 ９００１０１１２３４５６７", "주민등록번호 [주민번호]"),
    # mobile numbers
    ("연락처 ０１０-１２３４-５６７８ 로 주세요", "연락처 [전화번호] 로 주세요"),
    (f"010{ZW}1234{ZW}5678", "[전화번호]"),
    (f"0{ZW}1{ZW}0{ZW}-1234-5678", "[전화번호]"),
    ("010\u2060\u200c1234\ufeff5678", "[전화번호]"),
    ("010_1234_5678", "[전화번호]"),
    ("010 - 1234 - 5678", "[전화번호]"),
    ("010－1234－5678", "[전화번호]"),
    ("010‐1234‐5678", "[전화번호]"),
    ("010−1234−5678", "[전화번호]"),
    ("010\u00ad1234\u00ad5678", "[전화번호]"),
    ("＋８２ １０-１２３４-５６７８", "[전화번호]"),
    ("٠١٠-١٢٣٤-٥٦٧٨", "[전화번호]"),
    ("𝟎𝟏𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖", "[전화번호]"),
    ("ㅋㅋ ０１０-１２３４-５６７８ ㅋㅋ", "ㅋㅋ [전화번호] ㅋㅋ"),
    (f"{ZW}안녕 010-1234-5678{ZW} ﬁ", f"{ZW}안녕 [전화번호]{ZW} ﬁ"),
    # landlines
    ("사무실 ０２-１２３-４５６７", "사무실 [전화번호]"),
    ("02_1234_5678", "[전화번호]"),
    ("031 - 987 - 6543 으로", "[전화번호] 으로"),
    # card numbers
    ("카드 ４１１１ １１１１ １１１１ １１１１", "카드 [카드번호]"),
    ("4111_1111_1111_1111", "[카드번호]"),
    ("4111 - 1111 - 1111 - 1111", "[카드번호]"),
    (f"카드 4111{ZW}1111{ZW}1111{ZW}1111", "카드 [카드번호]"),
    # bank accounts
    ("신한 １１０-１２３-４５６７８９", "신한 [계좌번호]"),
    ("신한 110_123_456789", "신한 [계좌번호]"),
    ("123456 - 78 - 901234 국민", "[계좌번호] 국민"),
    (f"계좌 110{ZW}123{ZW}456789 으로", "계좌 [계좌번호] 으로"),
    ("ｂａｎｋ 110123456789", "ｂａｎｋ [계좌번호]"),
    # business registration numbers
    ("사업자등록번호 １２３-４５-６７８９１", "사업자등록번호 [사업자번호]"),
    ("220_81_34568", "[사업자번호]"),
    ("220 - 81 - 34568", "[사업자번호]"),
    # e-mail
    ("메일은 hong＠example.com 으로", "메일은 [이메일] 으로"),
    ("ｈｏｎｇ＠ｅｘａｍｐｌｅ．ｃｏｍ", "[이메일]"),
    ("hong﹫example.com", "[이메일]"),
    (f"gil{ZW}dong@exa{ZW}mple.com 으로", "[이메일] 으로"),
]

# text that must come back unchanged
UNCHANGED = [
    "회의는 2026-03-15 에 합니다",
    "2026.03.15 오후",
    "20260315 배포",
    "2026/03/15",
    "14:30:00 에 시작",
    "오전 9:30 ~ 11:00",
    "버전 1.2.3 으로 올려",
    "v10.0.19041.1 빌드",
    "python 3.11.7",
    "ISBN 9788966261234",
    "ISBN 978896626123-4",
    "주문번호 2026031512345670",
    "주문번호 260315-1234567",
    "가격은 1,234,567원",
    "₩12,000,000",
    "3만 5천원 입금했어",
    "입금 120000원 완료",
    "송금액 100000000000원",
    "계좌 이체는 2026-03-15 14:30 에",
    "@클로디 안녕",
    "user@localhost",
    "1588-1234",
    "010 이라는 숫자",
    "회원 수 12345678 명",
    "좌표 37.5665, 126.9780",
    "IP 192.168.0.1",
    "포트 8080 과 443",
    "3월 15일 오후 2시",
    # near the original account shape but not of it
    "12-34-5678 순서",
    "123-4-56789",
    "123-45-678",
    "1234-56789-0123",
    "2026-03-15-2026-03-20 일정",
    # Unicode forms of the same non-PII
    "회의는 ２０２６-０３-１５ 에 합니다",
    "2026_03_15 배포",
    "file_2026_03_15_1234.log",
    "주문번호 ２０２６０３１５１２３４５６７０",
    "1234_5678_9012",
    "가격은 １，２３４，５６７원",
    "ㅋㅋㅋ 👍 10시에 보자 \u200b",
    "포트 ８０８０ 과 ４４３",
    "① 안건 ② 결정",
    "hong＠localhost",
]


def find_pii(text: str) -> list[tuple[str, str]]:
    """The (rule name, text as written) pairs ``mask`` replaces."""
    found: list[tuple[str, str]] = []
    _apply(text, lambda rule, written, _token: found.append((rule.name, written)))
    return found


@pytest.mark.parametrize(("text", "expected"), MASKED)
def test_pii_is_replaced_by_its_token(text: str, expected: str) -> None:
    assert mask(text) == expected


@pytest.mark.parametrize("text", UNCHANGED)
def test_text_without_pii_is_left_alone(text: str) -> None:
    assert mask(text) == text
    assert find_pii(text) == []


def test_the_vector_table_has_at_least_sixty_rows() -> None:
    assert len(MASKED) + len(UNCHANGED) >= 60


@pytest.mark.parametrize(("text", "expected"), MASKED_UNICODE)
def test_unicode_look_alikes_of_pii_are_replaced_and_the_rest_kept_as_written(
    text: str, expected: str
) -> None:
    assert mask(text) == expected
    assert mask(expected) == expected


def test_find_pii_reports_the_text_as_written() -> None:
    assert find_pii(f"번호 ０１０-１２３４-{ZW}５６７８") == [
        ("mobile", f"０１０-１２３４-{ZW}５６７８")
    ]


def test_the_quick_check_knows_every_character_that_reads_as_a_digit_or_an_at_sign() -> None:
    missed = [
        hex(cp)
        for cp in range(sys.maxunicode + 1)
        if any(c in "0123456789@" for c in fold_char(chr(cp))) and not _HINT.match(chr(cp))
    ]
    assert missed == []


def test_every_format_character_counts_as_invisible() -> None:
    missed = [
        hex(cp)
        for cp in range(sys.maxunicode + 1)
        if unicodedata.category(chr(cp)) == "Cf" and not is_invisible(chr(cp))
    ]
    assert missed == []


def test_plain_chat_text_is_its_own_view() -> None:
    assert folded("회의는 내일 10시, 010 이라는 숫자") == (
        "회의는 내일 10시, 010 이라는 숫자",
        None,
    )
    view, sources = folded(f"ㅋ０{ZW}1")
    assert view == "ᄏ01" and sources == [0, 1, 3]


@pytest.mark.parametrize(("text", "expected"), MASKED)
def test_no_digit_of_a_masked_number_is_left_next_to_the_mask(text: str, expected: str) -> None:
    masked = mask(text)
    assert not re.search(r"\][-–. ]?[0-9]|[0-9][-–.]?\[", masked), masked


@pytest.mark.parametrize(("text", "expected"), MASKED)
def test_masking_twice_changes_nothing(text: str, expected: str) -> None:
    assert mask(mask(text)) == mask(text)


def test_find_pii_names_the_rule_and_the_matched_text() -> None:
    assert find_pii("연락 010-1234-5678 / a@b.kr") == [
        ("email", "a@b.kr"),
        ("mobile", "010-1234-5678"),
    ]


@given(
    prefix=st.sampled_from(["", "번호 ", "연락처:", "잼민이 ", "("]),
    middle=st.integers(min_value=1000, max_value=9999),
    last=st.integers(min_value=0, max_value=9999),
    sep=st.sampled_from(["-", " ", ".", ""]),
    suffix=st.sampled_from(["", " 입니다", "로 연락", ")", ".", ", 감사"]),
)
def test_any_mobile_number_is_masked_whole(
    prefix: str, middle: int, last: int, sep: str, suffix: str
) -> None:
    number = f"010{sep}{middle}{sep}{last:04d}"
    assert mask(prefix + number + suffix) == prefix + "[전화번호]" + suffix


@given(digits=st.lists(st.integers(0, 9), min_size=15, max_size=15))
def test_every_luhn_valid_sixteen_digit_visa_number_is_masked(digits: list[int]) -> None:
    body = "4" + "".join(map(str, digits))[:14]
    total = 0
    for i, ch in enumerate(reversed(body + "0")):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    number = body + str((10 - total % 10) % 10)
    grouped = " ".join(number[i : i + 4] for i in range(0, 16, 4))
    assert mask(f"카드 {number} 끝") == "카드 [카드번호] 끝"
    assert mask(f"카드 {grouped} 끝") == "카드 [카드번호] 끝"


# the original design's account rule, which every mask must cover
ORIGINAL_ACCOUNT = re.compile(r"\d{3,4}-\d{2,4}-\d{4,6}")


@given(
    before=st.text(alphabet="0123456789-_. 가나회비는ab@:", max_size=12),
    groups=st.tuples(st.integers(3, 4), st.integers(2, 4), st.integers(4, 6)).flatmap(
        lambda n: st.tuples(*(st.text(alphabet="0123456789", min_size=k, max_size=k) for k in n))
    ),
    after=st.text(alphabet="0123456789-_. 로보내줘ab@:", max_size=12),
)
def test_nothing_the_original_account_rule_masks_survives(
    before: str, groups: tuple[str, str, str], after: str
) -> None:
    masked = mask(before + "-".join(groups) + after)
    assert ORIGINAL_ACCOUNT.search(masked) is None, masked


@given(st.text(alphabet="0123456789-. 가나다@abc:", max_size=40))
def test_masking_is_idempotent_on_arbitrary_digit_soup(text: str) -> None:
    assert mask(mask(text)) == mask(text)


_FULL_WIDTH = {str(d): chr(0xFF10 + d) for d in range(10)}
_DASH_LOOKALIKES = ["-", "－", "‐", "−", "﹣"]
_INVISIBLES = [ZW, "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


@st.composite
def unicode_variant(draw: st.DrawFn, text: str) -> str:
    """``text`` with each digit maybe full-width, dashes and @ maybe look-alikes, and
    invisible characters maybe between two digits."""
    out: list[str] = []
    for i, ch in enumerate(text):
        if ch in _FULL_WIDTH and draw(st.booleans()):
            ch = _FULL_WIDTH[ch]
        elif ch == "-":
            ch = draw(st.sampled_from(_DASH_LOOKALIKES))
        elif ch == "@":
            ch = draw(st.sampled_from(["@", "＠", "﹫"]))
        out.append(ch)
        if text[i].isdigit() and text[i + 1 : i + 2].isdigit() and draw(st.booleans()):
            out.append(draw(st.sampled_from(_INVISIBLES)))
    return "".join(out)


@given(st.data(), st.sampled_from(MASKED))
def test_a_unicode_variant_of_any_masked_vector_is_masked_the_same(
    data: st.DataObject, vector: tuple[str, str]
) -> None:
    text, expected = vector
    assert not re.search(r"[0-9@-]", expected)  # the variant changes only the PII
    assert mask(data.draw(unicode_variant(text))) == expected


@given(
    prefix=st.sampled_from(["", "번호 ", "연락처:", "ㅋㅋ ", "("]),
    middle=st.integers(min_value=1000, max_value=9999),
    last=st.integers(min_value=0, max_value=9999),
    sep=st.sampled_from(["-", " ", ".", "", "_", " - ", "－", ZW]),
    suffix=st.sampled_from(["", " 입니다", "로 연락", ")", ".", ", 감사 ㅋ"]),
    full_width=st.booleans(),
)
def test_any_mobile_number_in_any_width_and_separator_is_masked_whole(
    prefix: str, middle: int, last: int, sep: str, suffix: str, full_width: bool
) -> None:
    number = f"010{sep}{middle}{sep}{last:04d}"
    if full_width:
        number = "".join(_FULL_WIDTH.get(ch, ch) for ch in number)
    assert mask(prefix + number + suffix) == prefix + "[전화번호]" + suffix


@given(
    st.text(
        alphabet="0123456789０１２３４５６７８９-－_. 가나ㅋ@＠abc:\u200b\u2060계좌번호",
        max_size=50,
    )
)
def test_masking_is_idempotent_on_unicode_digit_soup(text: str) -> None:
    once = mask(text)
    assert mask(once) == once
