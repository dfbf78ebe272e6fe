"""PII masking for everything persisted (logs, summaries, insights, indexes, LLM input).

Each rule is a regular expression plus a validator (a date check, the Luhn or
business-number checksum, a context word). Numbers are matched whole: a rule
never starts or ends next to another digit (or a hyphen and a digit), so no
digit of a long number is left beside a mask. Rules run in a fixed order and
their tokens hold no digits, so ``mask`` is idempotent.

False positives are avoided on dates (2026-03-15, 2026.03.15, 20260315),
times, version strings, order numbers and prices: compact numbers are
only masked when a checksum or a context word says what they are. The one
exception is the original design's account rule: any number that holds three
hyphenated groups of 3-4, 2-4 and 4-6 digits is masked whole as an account
(after the phone rules, so a phone number keeps its own token), whatever the
words around it, since an account number is often written with no bank name.

Rules match on the reader's view of the text (``base.textfold``: full-width digits and
``＠`` as ASCII, zero-width characters dropped), so ``０１０-１２３４-５６７８`` is a phone
number; the replacement is cut out of the text as written, every other character kept.
Separators may be ``-``, ``–``, ``_``, ``.`` or a space, and a hyphen may have a space on
either side (``900101 - 1234567``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from groupchat_memory.base.textfold import folded, source_span

RRN = "[주민번호]"
FOREIGNER = "[외국인번호]"
PHONE = "[전화번호]"
ACCOUNT = "[계좌번호]"
CARD = "[카드번호]"
BUSINESS = "[사업자번호]"
EMAIL = "[이메일]"

# a number starts and ends only where no digit (or hyphen + digit) continues it
_START = r"(?<![0-9])(?<![0-9][-–_])"
_END = r"(?![0-9])(?![-–_.][0-9])"
# separators between the groups of a number: a hyphen (maybe spaced), _, a dot or a space
_HYPHEN = r"(?:[ ]?[-–_][ ]?)"
_SEP = r"(?:[ ]?[-–_.][ ]?|[ ])"
_SEPARATORS = re.compile(r"[ ]?[-–_.][ ]?|[ ]")

_RRN_WORDS = ("주민", "외국인등록", "등록번호", "rrn", "resident")
_ACCOUNT_WORDS = (
    "계좌",
    "입금",
    "송금",
    "이체",
    "예금주",
    "통장",
    "account",
    "bank",
    "은행",
    "뱅크",
    "국민",
    "신한",
    "우리",
    "하나",
    "농협",
    "기업",
    "카카오",
    "케이뱅크",
    "토스",
    "새마을",
    "우체국",
    "수협",
    "신협",
    "sc제일",
    "씨티",
    "부산",
    "대구",
    "경남",
    "광주",
    "전북",
    "제주",
    "산업",
)
_BUSINESS_WORDS = ("사업자", "business", "법인", "등록번호")
_CARD_WORDS = ("카드", "card", "결제", "visa", "master", "amex")
_PHONE_WORDS = ("전화", "연락", "tel", "phone", "fax", "팩스", "휴대", "핸드폰", "번호")
# an order, parcel or book number is not PII even when it looks like one
_NOT_PII_WORDS = (
    "주문",
    "order",
    "송장",
    "운송장",
    "isbn",
    "예약",
    "접수",
    "티켓",
    "ticket",
    "invoice",
    "tracking",
    "상품",
    "모델",
    "버전",
    "version",
)
_AMOUNT_AFTER = re.compile(r"\s*(?:원|만|억|천|달러|엔|위안|%|개|명|건|회|번째|년|월|일|시|분|초)")


def _before(match: re.Match[str], words: tuple[str, ...], window: int = 14) -> bool:
    """Whether one of ``words`` appears shortly before the match."""
    text = match.string[max(0, match.start() - window) : match.start()].lower()
    return any(word in text for word in words)


def _near(match: re.Match[str], words: tuple[str, ...], window: int = 14) -> bool:
    """Whether one of ``words`` appears shortly before or after the match."""
    after = match.string[match.end() : match.end() + 8].lower()
    return _before(match, words, window) or any(word in after for word in words)


def _excluded(match: re.Match[str], pii_words: tuple[str, ...]) -> bool:
    """An order/ISBN/version word just before the match, and no word saying it is PII."""
    return _before(match, _NOT_PII_WORDS) and not _before(match, pii_words, window=16)


def _digits(text: str) -> str:
    return "".join(ch for ch in text if "0" <= ch <= "9")


def _luhn(number: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(number)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _business_checksum(number: str) -> bool:
    """The checksum of a 10-digit 사업자등록번호 (weights 1,3,7,1,3,7,1,3,5)."""
    if len(number) != 10:
        return False
    d = [ord(ch) - 48 for ch in number]
    weights = (1, 3, 7, 1, 3, 7, 1, 3, 5)
    total = sum(a * b for a, b in zip(d, weights, strict=False)) + (d[8] * 5) // 10
    return (10 - total % 10) % 10 == d[9]


def _valid_birth(yymmdd: str) -> bool:
    month, day = int(yymmdd[2:4]), int(yymmdd[4:6])
    return 1 <= month <= 12 and 1 <= day <= 31


@dataclass(frozen=True)
class _Rule:
    """One kind of PII: a pattern, the token that replaces it, and a check."""

    name: str
    pattern: re.Pattern[str]
    token: Callable[[re.Match[str]], str | None]


def _rrn_token(match: re.Match[str]) -> str | None:
    digits = _digits(match.group(0))
    if not _valid_birth(digits[:6]):
        return None
    compact = match.group(0).isdigit()
    if compact and not _before(match, _RRN_WORDS, window=16):
        return None
    if not compact and _excluded(match, _RRN_WORDS):
        return None
    return FOREIGNER if digits[6] in "5678" else RRN


def _card_token(match: re.Match[str]) -> str | None:
    digits = _digits(match.group(0))
    if not _luhn(digits) or _excluded(match, _CARD_WORDS):
        return None
    return CARD


def _phone_token(match: re.Match[str]) -> str | None:
    return None if _excluded(match, _PHONE_WORDS) else PHONE


def _landline_compact_token(match: re.Match[str]) -> str | None:
    return PHONE if _before(match, _PHONE_WORDS) else None


def _business_token(match: re.Match[str]) -> str | None:
    digits = _digits(match.group(0))
    if _before(match, _BUSINESS_WORDS, window=16):
        return BUSINESS
    if _before(match, _NOT_PII_WORDS):
        return None
    hyphenated = len(_SEPARATORS.findall(match.group(0))) == 2
    return BUSINESS if hyphenated and _business_checksum(digits) else None


def _account_format_token(match: re.Match[str]) -> str | None:
    return None if _excluded(match, _ACCOUNT_WORDS) else ACCOUNT


_DATE_PREFIX = re.compile(
    r"(?:19|20)[0-9]{2}[-–./ ]?(?:0[1-9]|1[0-2])[-–./ ]?(?:0[1-9]|[12][0-9]|3[01])"
)


def _account_context_token(match: re.Match[str]) -> str | None:
    text = match.group(0)
    digits = _digits(text)
    if not 10 <= len(digits) <= 16:
        return None
    if _DATE_PREFIX.match(text) or _AMOUNT_AFTER.match(match.string, match.end()):
        return None
    if _excluded(match, _ACCOUNT_WORDS) or not _near(match, _ACCOUNT_WORDS, window=16):
        return None
    return ACCOUNT


# the original design's account rule, searched inside one number written with hyphens
_ORIGINAL_ACCOUNT = re.compile(r"[0-9]{3,4}-[0-9]{2,4}-[0-9]{4,6}")
_SPACED_HYPHEN = re.compile(r"[ ]?[-–][ ]?")


def _account_shape_token(match: re.Match[str]) -> str | None:
    """An account when the original rule finds its shape anywhere in the number."""
    plain = _SPACED_HYPHEN.sub("-", match.group(0))
    return ACCOUNT if _ORIGINAL_ACCOUNT.search(plain) else None


_MOBILE = rf"01[016789](?:{_SEP}?[0-9]{{3,4}}){_SEP}?[0-9]{{4}}"
_MOBILE_INTL = rf"\+82{_SEP}?(?:\(0\)|0)?{_SEP}?1[016789]{_SEP}?[0-9]{{3,4}}{_SEP}?[0-9]{{4}}"
_AREA = r"(?:02|0[3-6][1-5]|070|050[2-8]?)"
_LANDLINE = rf"(?:\({_AREA}\)[ ]?|{_AREA}(?:{_SEP}|\)[ ]?))[0-9]{{3,4}}{_SEP}[0-9]{{4}}"
_LANDLINE_INTL = (
    rf"\+82{_SEP}?(?:\(0\)|0)?{_SEP}?(?:2|[3-6][1-5]|70){_SEP}[0-9]{{3,4}}{_SEP}[0-9]{{4}}"
)
# bank account layouts (digits per group), written with hyphens
_ACCOUNT_LAYOUTS = (
    (6, 2, 6),  # 국민, 농협중앙
    (3, 3, 6),  # 신한, 케이뱅크
    (4, 3, 6),  # 우리
    (3, 6, 5),  # 하나
    (3, 4, 4, 2),  # 농협
    (3, 6, 2, 3),  # 기업
    (3, 2, 6),  # SC제일
)
_ACCOUNT_FORMATS = "|".join(
    [_HYPHEN.join(f"[0-9]{{{n}}}" for n in layout) for layout in _ACCOUNT_LAYOUTS]
    + [rf"(?:3333|7979){_HYPHEN}[0-9]{{2}}{_HYPHEN}[0-9]{{7}}"]  # 카카오뱅크 4-2-7
)

_RULES: tuple[_Rule, ...] = (
    _Rule(
        "email",
        re.compile(
            r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])"
        ),
        lambda _m: EMAIL,
    ),
    _Rule(
        "rrn",
        re.compile(_START + rf"[0-9]{{2}}(?:0[1-9]|1[0-2])[0-9]{{2}}{_SEP}?[0-9]{{7}}" + _END),
        _rrn_token,
    ),
    _Rule(
        "card",
        re.compile(
            _START
            + r"(?:[2-6]|9)[0-9]{3}(?:(?P<s>[-–_ ]|[ ][-–][ ])[0-9]{4}(?P=s)[0-9]{4}(?P=s)[0-9]{4}"
            + rf"|{_SEP}[0-9]{{6}}{_SEP}[0-9]{{5}}"  # 15-digit Amex 4-6-5
            + r"|[0-9]{10,12}|[0-9]{15})"  # compact 14-16 and 19 digits
            + _END
        ),
        _card_token,
    ),
    _Rule("mobile", re.compile(f"(?:{_MOBILE_INTL}|{_START}{_MOBILE}){_END}"), _phone_token),
    _Rule(
        "business",
        re.compile(_START + rf"[0-9]{{3}}{_HYPHEN}?[0-9]{{2}}{_HYPHEN}?[0-9]{{5}}" + _END),
        _business_token,
    ),
    _Rule("account", re.compile(f"{_START}(?:{_ACCOUNT_FORMATS}){_END}"), _account_format_token),
    _Rule(
        "account-context",
        re.compile(
            _START + rf"[0-9]{{2,16}}(?:{_SEP}[0-9]{{2,8}}){{0,4}}(?![0-9:])(?![-–_.][0-9])"
        ),
        _account_context_token,
    ),
    _Rule(
        "landline",
        re.compile(f"(?:{_LANDLINE_INTL}|{_START}{_LANDLINE}){_END}"),
        _phone_token,
    ),
    _Rule(
        "landline-compact",
        re.compile(_START + r"0(?:2|[3-6][1-5]|70)[0-9]{7,8}" + _END),
        _landline_compact_token,
    ),
    # last, so the rules before keep their own tokens; a whole number is taken (groups
    # joined by hyphens, dots or underscores) so no digit of it stays beside the mask
    _Rule(
        "account-shape",
        re.compile(r"(?<![0-9])[0-9]+(?:(?:[ ]?[-–][ ]?|[_.])[0-9]+)+"),
        _account_shape_token,
    ),
)

# Every kind of PII has a digit or an at sign. A text with neither in any script or
# compatibility form (superscripts, circled numbers, full-width ＠...) is returned at once.
_HINT = re.compile(
    r"\d|[@\u00b2\u00b3\u00b9\u00bc-\u00be\u2070\u2074-\u2079\u2080-\u2089\u2150-\u215f"
    r"\u2189\u2460-\u249b\u24ea\u3251-\u325f\u32b1-\u32cb\u3358-\u3370\u3378\u3379"
    r"\u339f-\u33a6\u33a8\u33af\u33e0-\u33fe\ufe6b\uff20\U0001f100-\U0001f10a]"
)
_MAYBE_PII = re.compile(r"[0-9]{3}|@")

OnHit = Callable[[_Rule, str, str], None]


def _apply(text: str, on_hit: OnHit | None) -> str:
    """Run every rule in order over the view of ``text``; cut each hit out of ``text``.

    A rule sees the tokens of the rules before it (their context checks rely on that),
    so the view is rebuilt after a rule that replaced something.
    """
    if _HINT.search(text) is None:
        return text
    view, sources = folded(text)
    if _MAYBE_PII.search(view) is None:
        return text
    for rule in _RULES:
        pieces: list[str] = []
        pos = 0
        for match in rule.pattern.finditer(view):
            token = rule.token(match)
            if token is None:
                continue
            start, end = source_span(sources, match.start(), match.end())
            if on_hit is not None:
                on_hit(rule, text[start:end], token)
            pieces.append(text[pos:start])
            pieces.append(token)
            pos = end
        if pieces:
            pieces.append(text[pos:])
            text = "".join(pieces)
            # tokens fold to themselves: a text that was its own view still is
            view, sources = (text, None) if sources is None else folded(text)
    return text


def mask(text: str) -> str:
    """Replace PII in ``text`` with tokens such as ``[전화번호]``; idempotent."""
    return _apply(text, None)
