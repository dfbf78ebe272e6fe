"""The offline summarizer: extractive, deterministic, no key and no network.

Used by the demo, the tests and any install without an API key, and as the Claude
summarizer's fill-in when an answer holds nothing usable. It ranks sentences by how many
of the window's frequent keywords they carry. Decisions, commitments and the consensus
level come from the dialogue acts the live understanding reads too
(``domain.understanding.acts``: a proposal, an assent, a promise, a decision told as
made), so one change to that reading moves both: a decision is a proposal another person
takes up, or one told as made; an action item a promise that is no offer, wish, banter or
report, or a task given to a named member.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

import anyio
import msgspec

from groupchat_memory.base.textfold import speaker
from groupchat_memory.domain.summaries.decisions import ground, words_key
from groupchat_memory.domain.summaries.proposals import earlier_messages, settle
from groupchat_memory.domain.summaries.summarizer import (
    EarlierItem,
    OpenProposal,
    ReportRequest,
    ReportResult,
    SummaryDraft,
    SummaryRequest,
    SummaryResult,
    names_window,
)
from groupchat_memory.domain.summaries.todos import close_todos, owner_and_due
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING, has_transition_phrase
from groupchat_memory.domain.text import cues, morph
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.stance import Stance, asks, stance
from groupchat_memory.domain.understanding.acts import read
from groupchat_memory.domain.understanding.subjects import (
    CANDIDATES,
    Scorer,
    Use,
    Window,
    filler_tag,
    shared_scorer,
)
from groupchat_memory.domain.understanding.subjects import cues as subject_cues
from groupchat_memory.domain.understanding.subjects import fillers as shipped_fillers
from groupchat_memory.llm.prompt import ReportDraft, render_report
from groupchat_memory.store.records import (
    EXTRACTIVE_MODEL,
    CitedItem,
    ConsensusLevel,
    MessageRecord,
    SummaryRecord,
)

MODEL_NAME = EXTRACTIVE_MODEL
_MAX_SENTENCE = 120

_SENTENCE_SPLIT = re.compile(r"(?<=[.!?。…])\s+|\n+")
_AGREEMENT_REACH = 10  # people's messages after a decision where a "찬성" still answers it
_TASK_REACH = 3  # after a commitment: a later "좋아" answers something else
_BACKING_REACH = 8  # messages before a wrap-up where the proposal it sums up may be
# Terms that are never a subject: times of day, units, talk about talking, and verb or
# connective endings the keyword normalizer keeps (하자, 얘기인데, 걸려).
_NOT_SUBJECTS = frozenset(
    {
        "오전", "오후", "저녁", "아침", "새벽", "오늘", "내일", "어제", "모레", "이번", "다음",
        "지난", "시간", "시에", "분에", "정도", "만원", "천원", "인당", "얘기", "이야기", "생각",
        "부분", "하나", "다들", "모두", "결정", "확정", "합의", "결론", "찬성", "동의", "좋아",
        "오케이", "감사", "수고", "고마워", "괜찮", "느낌",
        # an ordinal's counter (1번째), the chat itself, proposal and pointing words
        "번째", "메시지", "어때", "어때요", "다음엔", "이런", "저런", "그런", "그건", "그거",
        "이거", "저거", "고생", "않아", "괜찮아", "그렇고", "지난주", "이번주", "다음주",
    }
)  # fmt: skip
_VERB_ENDING = re.compile(
    r"(?:하자|가자|두자|보자|하죠|해요|할게|인데|는데|은데|했어|했지|걸려|려고|이야|거든|잖아)$"
)
# words that name people, not subjects: a topic is what the people talk about
_PEOPLE_WORDS = frozenset(
    {
        "엄마", "아빠", "어머니", "아버지", "부모님", "언니", "오빠", "누나", "동생", "이모",
        "고모", "삼촌", "할머니", "할아버지", "장인어른", "장모님", "시어머니", "시아버지", "사위",
        "며느리", "남편", "아내", "와이프", "애들", "아이", "아기", "친구", "여러분", "사람들",
        "형부", "매형", "처형", "형수", "올케", "시누이", "조카", "사촌", "아저씨", "아주머니",
        "아들", "딸", "자식", "자녀", "손주", "손자", "손녀", "남동생", "여동생", "부모", "가족",
        "식구", "첫째", "둘째", "셋째", "어머님", "아버님",
        # a group of people: who, not what (단체로 가요, 단체 사진; "team" below)
        "단체",
        # roles and titles: in a club, an office, a school
        "회장", "부회장", "총무", "부장", "차장", "과장", "팀장", "실장", "사장", "대리", "사원",
        "선배", "후배", "교수", "교수님", "선생님", "대표", "매니저", "막내",
        # who one is in the group, at work or at school: a member, a teacher, a referee
        "회원", "단원", "멤버", "교사", "선생", "학생", "대학생", "학부모", "직원", "알바",
        "스태프", "점장", "원장", "주인", "고객", "담당자", "작가", "감독", "배우", "심판", "삼춘",
        "해녀",
        # who comes to an event or lives near it: the guests, the neighbours (a compound in
        # 者, 봉사자 or 입주자, names who does something: morph.people)
        "신랑", "신부", "하객", "손님", "주민", "어르신", "어른",
        "어른들", "이웃",
        "mom", "dad", "mum", "mother", "father", "parents", "guys", "folks", "team", "everyone",
        "friend", "friends", "kid", "kids", "wife", "husband", "son", "daughter", "sister",
        "brother", "baby", "twins", "boys", "girls", "bride", "groom", "guests", "coach",
        "coaches", "player", "players", "volunteer", "volunteers", "neighbours", "neighbors",
        "landlord", "landlady", "flatmate", "flatmates", "roommate", "roommates",
        "child", "children", "sons", "daughters", "grandma", "grandpa", "grandparents",
        "aunt", "uncle", "cousin", "cousins", "nephew", "niece", "partner", "mates",
        "member", "members", "staff", "client", "clients", "customer", "customers", "teacher",
        "teachers", "student", "students",
        # who one is to the group or at an event, in English too: a role, an age, a trade
        # (a plural is read by its singular: ``_names_people``)
        "driver", "nurse", "doctor", "pastor", "priest", "vicar", "lawyer", "solicitor",
        "resident", "visitor", "worker", "usher", "organiser", "organizer", "grandson",
        "granddaughter", "grandkids", "mama", "papa", "nan", "gran", "crew", "novice",
        "pensioner", "household", "cleaner", "owner", "rep", "officer", "captain", "adult",
        "senior", "juniors", "beginner", "newbie", "newcomer", "colleague", "partners",
        # the titles and the words for who someone is to the speaker that the people
        # reading reads before a name (sir, auntie, my buddy Ray: ``morph.people``)
        "sir", "madam", "auntie", "aunty", "nana", "boyfriend", "girlfriend", "buddy", "pal",
        "guy", "neighbour", "neighbor", "promoter",
        # ... and in Korean: a newcomer, a pupil, the other side, a player, church offices
        "신입", "제자", "상대", "선수", "전도사", "집사", "권사", "관객",
        # who runs, serves or judges at an event, and the clergy: the one who does it, not
        # what is done ("ask the quizmaster", "스님께 여쭤볼게요")
        "guest", "vendor", "quizmaster", "storyteller", "arbiter", "marshal", "judge",
        "umpire", "chef", "waiter", "waitress", "bartender", "caterer",
        "스님", "목사", "목사님", "사회자", "대원",
        # a team is its people, written on its own or onto what it does (공연팀, 인사팀:
        # a compound that ends in it names people, ``topic_nouns``), as "team" above
        "팀", "팀원",
    }
)  # fmt: skip
# everyday acts written as nouns: what anyone does to get anything done (arrive, leave,
# go to work, meet, sign up, book, pay, order, change, wrap up). The subject is what is
# booked, paid for or arrived at; an act that is an undertaking of its own (이사, 김장,
# 리허설) is no everyday step and names a window.
_GENERIC_ACTS = frozenset(
    {
        "도착", "출발", "이동", "귀가", "복귀", "출근", "퇴근", "조퇴", "야근", "외근", "지각",
        "결석", "참석",
        "불참", "참여", "휴강", "휴무", "진행", "준비", "시작", "종료", "마무리", "마감", "연장",
        "변경", "추가", "취소", "수정", "검토", "정리", "연락", "전달", "공유", "요청", "논의",
        "답장", "회의", "미팅", "신청", "접수", "등록", "제출", "예약", "결제", "입금", "송금",
        "주문", "배송", "배달", "반납", "대여", "렌트", "대관", "사용", "이용", "포장", "오픈",
        "update", "updates", "fix", "fixes", "prep", "setup", "check", "checks", "call",
        "calls", "booking", "signup", "meeting", "meetings", "deadline", "launch", "kickoff",
    }
)  # fmt: skip
# a media message's marker as the bot and the importer record it ([사진], [스티커 😀],
# [파일: 견적서.pdf]): the marker names no subject, a file's or a poll's own words may
_MEDIA_MARKER = re.compile(
    r"\[(?:사진|스티커[^\]]*|GIF|동영상|영상 메시지|음성|위치|파일|주사위[^\]]*|연락처[^\]]*"
    r"|photo|image|video|sticker|gif|voice(?: message)?|file|location)\]",
    re.IGNORECASE,
)
_MENTION = re.compile(r"@\w+")  # calls a member or a persona: no subject
# a season's or a day's greeting ("Happy Easter everyone", "Merry Christmas all", "새해 복
# 많이 받으세요", "다들 추석 잘 보내세요"): it wishes the group well and names what nobody
# talks about; the day said otherwise ("locked by Thanksgiving", "추석 전에") still counts
_GREETED = re.compile(
    r"(?:^[\W_]*(?:(?:ok|and|oh|so)\s+)?|(?<=,\s))(?:happy|merry)\s+"
    r"(?!(?:to|with|about|for|that|if|as|when|enough|either|too|now|here|there|not)\b)"
    r"[a-z][a-z'’-]*(?:\s+(?!(?:everyone|all|to|from|you)\b)[a-z][a-z'’-]*){0,2}?"
    r"(?=\s+(?:everyone|all|to|from|you|y'all|folks|guys)\b|\s*[!.,~]|\s*$|\s+[^\sa-z])"
    r"|(?:새해|설날?|추석|명절|연휴|성탄절?|크리스마스|한가위|휴가|주말|생일)\s*"
    r"(?=복\s*많이\s*받|잘\s*보내|즐겁게\s*보내|행복하게\s*보내|축하)"
    r"|(?:즐거운|행복한|풍성한|따뜻한|메리)\s*(?:새해|설날?|추석|명절|연휴|성탄절?|크리스마스|한가위|휴가|주말)"
    r"|해피\s*뉴\s*이어",
    re.IGNORECASE,
)
# a word set off by a comma at a sentence's start or end ("Darlings, …", "…, darlings."):
# called, when a window sets it off so every time it says it
_SET_OFF = re.compile(r"^([A-Za-z]+),\s|,\s*([A-Za-z]+)[.!?…~]*$")
_CALLED_TIMES = 2
_TOPICS = 5  # key topics a summary keeps
# earlier messages that must say a word the window says in one sentence for it to name the
# window (``names_window_by``): a word the chat said once before and once here was often
# said in passing (a place, a meal, someone talked about: docs/measurements.md)
_SAID_BEFORE = 2
_WORDS = re.compile(r"[가-힣A-Za-z0-9]+")  # a sentence's words, without ㅋㅋ, marks, emoji
_ACT_WEIGHT = 1  # a topic said only as a verb; a noun said as one weighs twice this
_FULL_NAME = 3  # syllables of a Korean name with its family name (김민수)
_CALLS = ("아", "야", "이")  # a Korean name's vocative and its familiar ending
_MEDIA_WITH_WORDS = re.compile(r"\[(?:파일|오디오|투표):\s*([^\]]*)\]")
# a file name's extension (견적서.pdf, 알토_1023.m4a, in a marker or written out): the kind
# of file, not what it holds
_EXTENSION = re.compile(r"(?<=\w)\.[A-Za-z][A-Za-z0-9]{1,4}(?=[\s\]]|$)")
# double quotes only: a single one is as often an apostrophe (I'll, I’ll)
_QUOTES = (('"', '"'), ("“", "”"), ("「", "」"), ("『", "』"))


@dataclass(frozen=True)
class _Sentence:
    """One sentence of one message, in chat order."""

    index: int
    speaker: str
    text: str
    terms: tuple[str, ...]  # distinct, in order of use: ties must not depend on hashing
    message: int = 0  # which message of the window it came from
    seq: int = 0  # the message's, cited as evidence
    bot: bool = False  # a persona's line: it answers the people, who set the subject
    message_id: int | None = None  # the message's Telegram id: replies name it
    reply_to: int | None = None
    nouns: tuple[str, ...] = ()  # the nouns that can name a subject (morph.nouns), distinct
    acts: frozenset[str] = frozenset()  # of them, those said only as the act (정리해서)
    asides: frozenset[str] = frozenset()  # those said only as when (마감까지)
    verbs: frozenset[str] = frozenset()  # those said as an act outright (도착했어, "출발!")
    people: frozenset[str] = frozenset()  # the words its message uses for people (morph.people)
    called: frozenset[str] = frozenset()  # a word set off by a comma as one called ("…, darlings.")
    quoted: bool = False  # inside quote marks: a draft or someone's words, not the speaker's

    @property
    def line(self) -> str:
        """``speaker: text`` shortened for a summary line, without unpaired quotes."""
        text = _balanced(" ".join(self.text.split()))
        if len(text) > _MAX_SENTENCE:
            text = text[: _MAX_SENTENCE - 1].rstrip() + "…"
        return f"{self.speaker}: {text}"

    @property
    def subjects(self) -> tuple[str, ...]:
        """The terms that can name what is talked about (fillers and verb forms out)."""
        return tuple(t for t in self.terms if is_subject(t))

    @property
    def topics(self) -> tuple[str, ...]:
        """What can name a topic or tag: the sentence's nouns, people's words and
        everyday acts out."""
        return tuple(n for n in self.nouns if not _names_people(n) and n not in _GENERIC_ACTS)

    @property
    def is_question(self) -> bool:
        """Questions propose or ask; they are not decisions or commitments."""
        return asks(self.text)


def is_subject(term: str) -> bool:
    """Whether a keyword can name a subject: ``배포`` can, ``하자`` and ``오후`` cannot."""
    return term not in _NOT_SUBJECTS and not _VERB_ENDING.search(term)


def _names_people(noun: str) -> bool:
    """Whether a noun names people: 엄마, an English one's plural (dads), or two such
    words written together (엄마아빠)."""
    if noun in _PEOPLE_WORDS or (
        noun.isascii() and noun[-1:] == "s" and noun[:-1] in _PEOPLE_WORDS
    ):
        return True
    return any(
        noun[:i] in _PEOPLE_WORDS and noun[i:] in _PEOPLE_WORDS for i in range(2, len(noun) - 1)
    )


def topic_nouns(
    text: str,
) -> tuple[tuple[str, ...], frozenset[str], frozenset[str], frozenset[str]]:
    """The distinct nouns of ``text`` that can name a topic, Latin ones lower-cased
    (``Figma`` and ``figma`` are one), no media marker, no @mention, no day greeted
    ("Happy Easter", "새해 복 많이 받으세요"); those of them said
    only as the act (정리해서, "도착!": more the action than what it is about); those
    said only aside (마감까지: when, not what) (``morph.NounRole``); and those said as an
    act outright: made a verb by 하다 or 되다 (도착했어), or the whole sentence on its own
    ("출발!", "굿굿"), where "새 집 첫 끼 짜장면 ㅋㅋ" tells of a thing."""
    text = _MEDIA_WITH_WORDS.sub(r" \1 ", _MEDIA_MARKER.sub(" ", _MENTION.sub(" ", text)))
    text = _EXTENSION.sub(" ", text)
    text = _GREETED.sub(" ", text)
    roles: dict[str, set[str]] = {}
    verbs: set[str] = set()
    words = _WORDS.findall(text)
    pieces = morph.derived(text)  # 졸업 of 졸업생들: a piece of another word
    for noun, role, verb, head, last in morph.noun_uses(text):
        if head != noun and _names_people(head):
            continue  # a compound that ends in a role names a person: 장비부장, 막내동생
        if noun in pieces:
            continue
        if _two_letters(noun):
            continue
        key = noun.lower() if _latin(noun) else _named_by(noun, last)
        roles.setdefault(key, set()).add(role)
        if verb or (role == "act" and words == [noun]):
            verbs.add(key)
    acts = frozenset(n for n, r in roles.items() if r == {"act"})
    asides = frozenset(n for n, r in roles.items() if "names" not in r and n not in acts)
    return tuple(roles), acts, asides, frozenset(verbs)


def _latin(word: str) -> bool:
    """Whether ``word`` is written in Latin letters (no Hangul): its case is no part of
    it, accented or not (Pádraig at a sentence's start and "pádraig" are one word, the one
    a people's reading gives)."""
    return not morph.HANGUL.search(word)


def _two_letters(word: str) -> bool:
    """A Latin word of two letters not written in capitals (ty, eh, fb, kg): an
    interjection, a chat abbreviation or a unit, where one in capitals (TV, QR, MT)
    names a thing."""
    return len(word) == 2 and word.isascii() and word.isalpha() and not word.isupper()


def _named_by(noun: str, last: str) -> str:
    """The word that names what ``noun`` names: the last word written into it (입주청소:
    청소, 인조대리석: 대리석; a Korean compound names a kind of what its last word names,
    and a window says both, "입주청소 언제 해?" "청소는 토요일"), unless that is a
    syllable (서버실) or no subject of its own (a time, an everyday act, people)."""
    if last == noun or len(last) < 2 or last in morph.NOT_SUBJECTS:
        return noun
    return noun if last in _GENERIC_ACTS or _names_people(last) else last


def _balanced(text: str) -> str:
    """``text`` without a quote mark whose partner was cut off by the sentence split."""
    for left, right in _QUOTES:
        if left == right:
            if text.count(left) % 2:
                at = text.rfind(left) if text.endswith((left, left + ".")) else text.find(left)
                text = (text[:at] + text[at + 1 :]).strip()
        elif text.count(left) != text.count(right):
            text = text.replace(left, "").replace(right, "").strip()
    return text


def _quoted_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds words between a pair of quote marks (a drafted mail, a line
    someone else said), from the opening mark to the closing one."""
    spans: list[tuple[int, int]] = []
    for left, right in _QUOTES:
        at = text.find(left)
        while at >= 0:
            end = text.find(right, at + 1)
            if end < 0:
                break
            spans.append((at, end + 1))
            at = text.find(left, end + 1)
    return spans


def _sentences(messages: Iterable[MessageRecord]) -> list[_Sentence]:
    """Split messages into sentences, skipping service records and empty text."""
    out: list[_Sentence] = []
    for number, message in enumerate(messages):
        if message.kind != "message" or not message.text.strip():
            continue
        who = speaker(message.sender, is_bot=message.is_bot)
        quotes = _quoted_spans(message.text)
        people = morph.people(_MEDIA_MARKER.sub(" ", message.text))
        at = 0
        for part in _SENTENCE_SPLIT.split(message.text):
            at = message.text.find(part, at)
            last = at + len(part.rstrip()) - 1  # where a promise's ending would be
            inside = any(start <= last < end for start, end in quotes)
            at += len(part)
            part = part.strip()
            if part:
                terms = tuple(dict.fromkeys(tokenize(part)))
                out.append(
                    _Sentence(
                        len(out), who, part, terms, number, message.seq, message.is_bot,
                        message.message_id, message.reply_to, *topic_nouns(part),
                        people=people, called=_called(part), quoted=inside,
                    )
                )  # fmt: skip
    return out


def _called(text: str) -> frozenset[str]:
    """The words ``text`` sets off by a comma at its start or end, lower case."""
    return frozenset(w.lower() for m in _SET_OFF.finditer(text) for w in m.groups() if w)


def _window_people(sentences: Sequence[_Sentence]) -> frozenset[str]:
    """The words a window uses for people: each sentence's (``morph.people``), and a word
    it sets off by a comma in two sentences or more and never says otherwise ("Five weeks,
    darlings." "Darlings, a thought."): one called, however it is spelled."""
    found = {w for s in sentences for w in s.people}
    called: Counter[str] = Counter(w for s in sentences for w in s.called)
    said = Counter(w for s in sentences for w in s.nouns if w in called)
    found.update(w for w, n in called.items() if n >= _CALLED_TIMES and said[w] <= n)
    return frozenset(found)


def _earlier_people(words: Collection[str], earlier: Sequence[str]) -> frozenset[str]:
    """Of ``words``, those the chat's people used for a person before the window
    (``morph.people`` of their ``earlier`` messages that say one): "I'll ring Gerry" once
    tells that Gerry is someone outside the chat, where the window only says "Gerry's in".
    And a word they set off by a comma as one called (``_called``) in two sentences or
    more, and in at least half of those that say it ("…since I moved here, Kevin." "There,
    there, Kevin."): one spoken to by name, where the window only asks "Kevin, could you
    take the flyers?"."""
    wanted = {w.casefold() for w in words}
    found: set[str] = set()
    called: Counter[str] = Counter()
    saying: Counter[str] = Counter()
    for text in earlier:
        folded = text.casefold()
        here = [w for w in wanted if w in folded]
        if not here:
            continue
        found.update(w for w in morph.people(_MEDIA_MARKER.sub(" ", text)) if w in wanted)
        for part in _SENTENCE_SPLIT.split(text):
            part = part.strip()
            called.update(w for w in _called(part) if w in wanted)
            saying.update(w for w in here if _says(part.casefold(), w))
    found.update(w for w, n in called.items() if n >= _CALLED_TIMES and 2 * n >= saying[w])
    return frozenset(found)


def _dedupe(items: Iterable[str], limit: int) -> list[str]:
    """Unique items in first-seen order, at most ``limit``."""
    seen: dict[str, None] = {}
    for item in items:
        key = " ".join(item.split())
        if key and key not in seen:
            seen[key] = None
    return list(seen)[:limit]


def participants(messages: Iterable[MessageRecord]) -> list[str]:
    """Senders in order of first appearance (bots included: they take part too)."""
    return _dedupe((m.sender for m in messages if m.kind == "message"), limit=1000)


def _term_weights(sentences: Sequence[_Sentence], *, topics: bool = False) -> Counter[str]:
    """How many sentences mention each term (or each topic term): frequent subjects
    outrank one-off words. A topic said only as the act, or only aside, counts half."""
    weights: Counter[str] = Counter()
    for sentence in sentences:
        if not topics:
            weights.update(sentence.terms)
            continue
        for topic in sentence.topics:
            named = topic not in sentence.acts and topic not in sentence.asides
            weights[topic] += 2 * _ACT_WEIGHT if named else _ACT_WEIGHT
    return weights


def _people(sentences: Sequence[_Sentence]) -> Sequence[_Sentence]:
    """The people's sentences, when there are any: personas answer at length and would
    otherwise name the subjects and fill the summary."""
    said = [s for s in sentences if not s.bot]
    return said or sentences


def key_topics(
    sentences: Sequence[_Sentence],
    limit: int = 5,
    people: Sequence[str] = (),
    decided: Collection[int] = (),
    earlier: Sequence[str] = (),
    fillers: Collection[str] | None = None,
) -> list[str]:
    """The nouns the people mention in most sentences and members, ties broken by whether
    the chat's people said them before the window (``earlier``, their messages before it),
    then by first use, a filler (``fillers``, the measured list by default: a word chats'
    people call no subject, 사진, night) after every other: those that name what some
    sentence is about (not only the act,
    "도착!", or only a when, 마감까지; such a noun only when no other names anything), and
    none that names one of ``people`` (the window's members: "하늘아" calls, it is no
    subject) or that the window uses for a person (``_window_people``). ``decided``: the
    indexes of the sentences that state the window's decisions."""
    said = _people(sentences)
    counts = _term_weights(said, topics=True)
    # what was decided (a persona's wrap-up too) names the window better than an option
    # talked about more and dropped
    for sentence in sentences:
        if sentence.index in decided:
            counts.update(dict.fromkeys(_named(sentence), 2 * _ACT_WEIGHT))
    named_in: Counter[str] = Counter()  # how many sentences name each noun
    speakers: dict[str, set[str]] = {}  # who names it
    for s in said:
        for term in _named(s):
            named_in[term] += 1
            speakers.setdefault(term, set()).add(s.speaker)
    naming = set(named_in)
    # a noun the window makes a verb (도착했어, 확인해줘) or says alone ("출발!") names an
    # act: only its uses that name something count, and one that never does is no name
    verbal = {t for s in said for t in s.verbs}
    for term in verbal:
        counts[term] = 2 * _ACT_WEIGHT * named_in[term]
    # a subject the members take up from one another outweighs one said by one of them
    for term, who in speakers.items():
        counts[term] += 2 * _ACT_WEIGHT * (len(who) - 1)
    names = _names(people) | _window_people(sentences) | _earlier_people(counts, earlier)
    # a compound is named by its last word (``_named_by``): one that ends a member's name
    # as the window writes it (혜경아: 혜 + 경아) names that member still
    text = "\n".join(s.text for s in sentences)
    names |= {
        t
        for t in counts
        if not t.isascii() and any(n.endswith(t) and n != t and n in text for n in names)
    }
    # of nouns said as often, one the chat said before is one of its subjects; one said
    # once, in passing, seldom is (a short window says each noun once, and its first word
    # was as often "dark", "live" or a passing name as the thing talked about; measured in
    # docs/measurements.md, "/목차: of nouns said as often, the one said before")
    before = "\n".join(earlier).casefold()  # one text: whether, not how often
    recurs = {w for w in counts if _says(before, w)}
    # a word the chat made a verb before the window (측정했어요, "I'll sweep") or said of
    # something ("looks tidy") is more the act or the look than what is talked about: it
    # ranks after every word that names something and never was one
    acted = _acted(before, counts)
    # a noun only ever the act or a when names the window only when nothing else does
    # ("짜장면 ㅋㅋ")
    said_of_all = shipped_fillers() if fillers is None else fillers
    ranked = sorted(
        counts,
        key=lambda t: (
            t not in naming,
            filler_tag(t) in said_of_all,
            t in acted,
            -counts[t],
            t in verbal,
            t not in recurs,
        ),
    )
    kept = [t for t in ranked if t not in names and (t in naming or t not in verbal)]
    return ([t for t in kept if t in naming] or kept)[:limit]


# 하다 and 되다 written onto a noun (측정했어요, 교대할게, 설정됨); 하고 is as often "and"
_MADE_A_VERB = "(?:하(?!고)|해|했|할|합|함|되|돼|됐|될|됨)"
# an English word right after a subject pronoun, "to" or a modal is a verb there ("I'll
# sweep the short one", "we can forward it"); after "is", "so" or "looks", said of
# something ("it's doable", "looks tidy")
_EN_VERB = re.compile(
    r"(?<![a-z'’])(?:i|we|you|they|to|will|would|can|could|should|must|gonna|i'll|we'll"
    r"|you'll|they'll|i’ll|we’ll|you’ll|they’ll|is|was|it's|it’s|so|very|too|really|looks|feels"
    r"|seems) (?=([a-z]+)(?![a-z'’]))"
)


def _acted(text: str, words: Collection[str]) -> set[str]:
    """Of ``words``, those casefolded ``text`` makes a verb: a Korean noun by 하다 or 되다
    written onto it, an English word by the pronoun, "to", modal or "is" before it."""
    verbs = {m.group(1) for m in _EN_VERB.finditer(text)}
    return {
        w
        for w in words
        if (w in verbs if _latin(w) else re.search(re.escape(w) + _MADE_A_VERB, text))
    }


def names_window_by(
    sentences: Sequence[_Sentence],
    word: str,
    earlier: Sequence[str] = (),
    fillers: Collection[str] | None = None,
) -> bool:
    """Whether ``word``, the window's first topic, names it in ``/목차``: not when it is a
    filler (``key_topics`` ranks one first only when nothing else names anything), nor
    when the people say it in one sentence of the window and the chat said it in fewer
    than ``_SAID_BEFORE`` messages before (``earlier``): a word said in passing ("photos
    from the hut, what a view"), here and once before, names no conversation, and a
    window of such words is small talk, shown under its neighbour's name
    (``formatting._borrowed``) and named again by the next window."""
    if filler_tag(word) in (shipped_fillers() if fillers is None else fillers):
        return False
    said = sum(1 for s in _people(sentences) if word in s.topics)
    return said > 1 or said_before([word], earlier)[0] >= _SAID_BEFORE


def _named(sentence: _Sentence) -> list[str]:
    """The sentence's topic nouns that name what it is about (not only the act or a when)."""
    return [t for t in sentence.topics if t not in sentence.acts and t not in sentence.asides]


_NUMBER = re.compile(r"[0-9]")


def word_uses(sentences: Sequence[_Sentence], word: str, decided: Collection[int]) -> list[Use]:
    """Each sentence's use of ``word`` (one of its ``nouns``), as the subject model reads it."""
    out: list[Use] = []
    for s in sentences:
        if word not in s.nouns:
            continue
        text = s.text.lower() if _latin(word) else s.text
        places = [m.start() for m in re.finditer(re.escape(word), text)]
        after = [text[at + len(word) : at + len(word) + 1] for at in places]
        role = "act" if word in s.acts else "aside" if word in s.asides else "names"
        out.append(
            Use(
                sentence=s.index,
                speaker=s.speaker,
                bot=s.bot,
                role=role,
                verb=word in s.verbs,
                decided=s.index in decided,
                question=s.is_question,
                number=bool(_NUMBER.search(s.text)),
                glued=sum("가" <= a <= "힣" for a in after) / len(after) if after else 0.0,
                alone=[w.lower() for w in _WORDS.findall(s.text)] == [word.lower()],
                capital=any(at > 0 and s.text[at].isupper() for at in places),
            )
        )
    return out


def window_of(sentences: Sequence[_Sentence]) -> Window:
    """The window's size as the subject model reads it."""
    said = [s for s in sentences if not s.bot]
    return Window(len(said), len({s.speaker for s in said}), len(sentences))


def said_before(words: Sequence[str], earlier: Sequence[str]) -> list[int]:
    """How many of the ``earlier`` messages (what the people said before the window) say
    each word: a Korean word anywhere in one (its particles and compounds follow it), a
    Latin one at the start of a word, in any case (muffin: "Muffins")."""
    said = [text.casefold() for text in earlier]
    return [sum(1 for text in said if _says(text, word)) for word in words]


def _says(text: str, word: str) -> bool:
    """Whether casefolded ``text`` says ``word`` as ``said_before`` counts it."""
    if _latin(word):
        return re.search(rf"(?<![0-9a-z]){re.escape(word.casefold())}", text) is not None
    return word in text


def candidate_cues(
    sentences: Sequence[_Sentence],
    ranked: Sequence[str],
    decided: Collection[int],
    earlier: Sequence[str],
) -> list[list[float]]:
    """The subject model's cues of each of the rules' ``ranked`` candidates; ``earlier``:
    what the people said before the window."""
    window = window_of(sentences)
    before = said_before(ranked, earlier)
    return [
        subject_cues(word, word_uses(sentences, word, decided), rank, len(ranked), window, n)
        for rank, (word, n) in enumerate(zip(ranked, before, strict=True))
    ]


def by_subject(
    sentences: Sequence[_Sentence],
    ranked: Sequence[str],
    decided: Collection[int],
    scorer: Scorer,
    earlier: Sequence[str],
    named: Collection[str] = (),
) -> list[str]:
    """The rules' ``ranked`` candidates, the one the trained model chooses to name the
    window first (``Scorer.choose``; the rest in the rules' order); ``named``: the names
    the chat's recent topics took (a word that names one is passed over for another
    nearly as likely)."""
    if len(ranked) < 2:
        return list(ranked)
    taken = [tag_from([w], "") in named for w in ranked]
    best = scorer.choose(ranked, candidate_cues(sentences, ranked, decided, earlier), taken)
    return [ranked[best], *(w for k, w in enumerate(ranked) if k != best)]


# a member named as a child's parent (시우맘, 도윤아빠): a group of parents calls one so
_PARENT_OF = ("맘", "엄마", "아빠", "파파", "맘님", "아버지", "어머니", "할머니", "할아버지")


def _names(people: Sequence[str]) -> frozenset[str]:
    """The ways a window's members are named in its text: the name, lower-cased, and
    without a family name (김민수 -> 민수) or a persona's marker."""
    found: set[str] = set()
    for person in people:
        name = person.removesuffix(" [bot]").strip()
        found.update((name, name.lower()))
        if not name.isascii():  # 시우맘, 도윤아빠: the member's child is 시우, 도윤
            found.update(
                name[: -len(kin)]
                for kin in _PARENT_OF
                if name.endswith(kin) and len(name) - len(kin) >= 2
            )
        if not name.isascii():  # called or written with its ending: 하린아, 지호야, 지은이
            given = (name, name[1:]) if len(name) == _FULL_NAME else (name,)
            if len(name) > 2 and name.endswith("이"):  # a name taken with its 이: 잼민이
                given = (*given, name[:-1])
            found.update(given)
            # of a given name (two syllables or more): 오 called 오이 would hide the cucumber
            found.update(f"{n}{end}" for n in given if len(n) >= 2 for end in _CALLS)
        found.update(part.lower() for part in name.split() if len(part) > 1)
    return frozenset(found)


def key_sentences(
    sentences: Sequence[_Sentence], limit: int = 3, decided: Collection[int] = ()
) -> list[_Sentence]:
    """The people's sentences that carry most of the window's recurring keywords (those
    that state a decision, ``decided`` by index, first), each text once (a repeated
    message is one line), in chat order."""
    sentences = _people(sentences)
    weights = _term_weights(sentences)

    def score(sentence: _Sentence) -> float:
        shared = sum(weights[t] - 1 for t in sentence.terms)  # terms seen elsewhere too
        bonus = 2.0 if sentence.index in decided else 0.0
        bonus -= 1.0 if sentence.is_question else 0.0  # an answer says more than the ask
        return shared / math.sqrt(len(sentence.terms) + 1) + bonus

    first: dict[str, _Sentence] = {}
    for s in sentences:
        if len(s.terms) >= 2:
            first.setdefault(" ".join(s.text.split()), s)
    candidates = list(first.values())
    ranked = sorted(candidates, key=lambda s: (-score(s), s.index))[:limit]
    return sorted(ranked, key=lambda s: s.index)


@dataclass(frozen=True)
class _Said:
    """One message of the window as the agreement rules read it."""

    number: int
    speaker: str
    bot: bool
    seq: int
    message_id: int | None
    reply_to: int | None
    stance: Stance
    subjects: frozenset[str]
    proposes: bool  # a proposal ("하자", "어때요?"): what a later "찬성" agrees to
    opens: bool  # asks, proposes or decides something new, or changes the subject


def _messages(sentences: Sequence[_Sentence]) -> list[_Said]:
    """The window's messages (those with sentences), in chat order."""
    parts: dict[int, list[_Sentence]] = {}
    for sentence in sentences:
        parts.setdefault(sentence.message, []).append(sentence)
    out: list[_Said] = []
    for number, said in parts.items():
        first = said[0]
        text = " ".join(s.text for s in said)
        acts = read(text)
        proposes = acts.proposes
        opens = proposes or acts.decided or has_transition_phrase(text)
        opens = opens or any(s.is_question for s in said)
        out.append(
            _Said(
                number, first.speaker, first.bot, first.seq, first.message_id, first.reply_to,
                stance(text), frozenset(t for s in said for t in s.subjects), proposes, opens,
            )
        )  # fmt: skip
    return out


def _answers_after(said: Sequence[_Said], at: _Said, reach: int) -> list[int]:
    """The people's messages that agree with, or object to, ``at`` after it: replies to
    it, and, among the next ``reach`` people's messages up to what opens something new (a
    question, a proposal, another decision, a new subject), the unreplied ones. ``ground``
    reads which of the two each one is."""
    out: list[int] = []
    open_ = True
    people = 0
    for m in said[at.number + 1 :]:
        if m.bot:
            open_ = open_ and not m.opens  # a persona's new question gets the next "네"
            continue
        if m.speaker == at.speaker:
            continue
        people += 1
        if m.reply_to is not None and at.message_id is not None and m.reply_to == at.message_id:
            if m.stance != "neutral":
                out.append(m.seq)
            continue
        if not open_ or m.reply_to is not None or people > reach:
            continue  # it answers another message, or comes too late to answer this one
        if m.stance != "neutral":
            out.append(m.seq)
        if m.opens:
            open_ = False
    return out


def _backing(said: Sequence[_Said], at: _Said) -> list[int]:
    """The proposals a decision sums up and the people's answers to them before it
    (민준: "회비 10만원으로 하자" / 도윤: "찬성" / 클로디: "...10만원으로 결정됐어요"): every
    proposal on the same subject among the ``_BACKING_REACH`` messages before it, back to
    one that asks or proposes something else, and the agreement or objection since the
    earliest of them; nothing when there is no such proposal."""
    backing: list[int] = []
    answers: list[int] = []
    for m in reversed(said[max(0, at.number - _BACKING_REACH) : at.number]):
        if m.bot:
            continue
        if m.proposes and m.subjects & at.subjects:
            backing += [*answers, m.seq]
            answers = []
        elif m.stance != "neutral":
            if m.reply_to is None:  # "찬성! 계좌는?" answers, whatever it asks next
                answers.append(m.seq)
        elif m.opens:
            break  # another question or decision came between: not what this sums up
    return sorted(backing)


def _cited(
    sentences: Sequence[_Sentence],
    picked: Iterable[tuple[_Sentence, str]],
    limit: int,
    *,
    backed: bool = False,
    said: Sequence[_Said] | None = None,
) -> list[CitedItem]:
    """Items from ``(sentence, line)`` pairs, one per distinct text, citing the sentence's
    message and the people's answers after it (and, ``backed``, the proposal it sums up
    and the answers before it: ``stated`` keeps the link on the statement itself). The
    same words from another speaker (people repeat a decision to back it) are one item,
    citing the repeat too. ``said``: ``_messages(sentences)``, when the caller has it."""
    picked = list(picked)
    if not picked:
        return []
    said = _messages(sentences) if said is None else said
    by_number = {m.number: m for m in said}
    found: dict[str, CitedItem] = {}
    for s, line in picked:
        head = f"{s.speaker}: "  # the speaker's name may hold ": " itself
        key = " ".join(line.removeprefix(head).split()) if line.startswith(head) else line
        if not key:
            continue
        at = by_number[s.message]
        if key in found:
            first = found[key]
            if s.seq != 0 and s.seq not in first.evidence and not s.bot:
                found[key] = msgspec.structs.replace(first, evidence=[*first.evidence, s.seq])
            continue
        before = _backing(said, at) if backed else []
        after = _answers_after(said, at, _AGREEMENT_REACH if backed else _TASK_REACH)
        evidence = list(dict.fromkeys([s.seq, *before, *after]))
        found[key] = CitedItem(
            text=line, evidence=[e for e in evidence if e > 0], stated=s.seq if before else 0
        )
    return list(found.values())[:limit]


def _states_decided(sentence: _Sentence) -> bool:
    """Tells a decision as made ("하기로 했어요", "결정됐어요", "we decided"), as the
    dialogue acts read it (not asked, on a condition, put off or hypothetical)."""
    acts = read(sentence.text)
    return acts.decided and not (sentence.is_question or acts.defers or acts.hypothetical)


def _puts_forward(sentence: _Sentence) -> bool:
    """Proposes ("X로 하자", "let's go with", "하기로 해요") as the dialogue acts read it:
    not a question, a plan put off, a hypothetical, or an instruction to others ("확정되면
    공지 올려줘")."""
    acts = read(sentence.text)
    if sentence.is_question or acts.defers or acts.hypothetical or acts.instructs:
        return False
    return acts.proposes


def _decision_lines(
    sentences: Sequence[_Sentence], said: Sequence[_Said]
) -> list[tuple[_Sentence, str]]:
    """The window's decisions, as the live understanding takes them: a sentence that tells
    one as made, and a proposal another person takes up (an agreeing answer after it, or
    the agreement before it with the proposal it sums up: "금요일 어때요?" / "좋아요" /
    "금요일로 확정합니다"), or that says yes to what others proposed ("좋아. 둘 다 하기로
    하자"); one proposal a message, none that a listed one sums up. A
    bare "결정했어." stands for the rest of its message, or is left out when nothing
    follows."""
    by_number = {m.number: m for m in said}
    by_seq = {m.seq: m for m in said}

    def agreed(seqs: Iterable[int], speaker: str) -> bool:
        return any(by_seq[q].stance == "agree" and by_seq[q].speaker != speaker for q in seqs)

    picked: dict[int, tuple[_Sentence, str]] = {}
    summed_up: set[int] = set()  # the seqs of proposals a listed decision sums up
    proposed: set[int] = set()  # the messages whose proposal is listed
    for i, sentence in enumerate(sentences):
        at = by_number[sentence.message]
        if _states_decided(sentence):
            summed_up.update(_backing(said, at))
            if sentence.subjects:
                picked[i] = (sentence, sentence.line)
                continue
            rest = [
                s.text for s in sentences[i + 1 :] if s.message == sentence.message and s.subjects
            ]
            if rest:
                picked[i] = (sentence, f"{sentence.speaker}: {_balanced(' '.join(rest))}")
            continue
        if not sentence.subjects or sentence.message in proposed or not _puts_forward(sentence):
            continue
        # what the message puts forward: the proposal and any it asks after it
        # ("동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?")
        asked = [
            s.text
            for s in sentences[i + 1 :]
            if s.message == sentence.message and s.is_question and read(s.text).proposes
        ]
        line = dataclasses.replace(sentence, text=" ".join([sentence.text, *asked])).line
        if agreed(_answers_after(said, at, _AGREEMENT_REACH), sentence.speaker):
            proposed.add(sentence.message)
            picked[i] = (sentence, line)
        elif agreed(backing := _backing(said, at), sentence.speaker) or (
            at.stance == "agree" and any(by_seq[q].speaker != at.speaker for q in backing)
        ):
            # a wrap-up of what others agreed to, or the speaker's own yes to what others
            # proposed ("좋아. 자동 종료랑 스팟 둘 다 하기로 하자"): the item sums them up
            summed_up.update(backing)
            proposed.add(sentence.message)
            picked[i] = (sentence, line)
    return [
        (s, line) for s, line in picked.values() if s.seq not in summed_up or _states_decided(s)
    ]


def decisions(
    sentences: Sequence[_Sentence],
    limit: int = 5,
    said: Sequence[_Said] | None = None,
    lines: Sequence[tuple[_Sentence, str]] | None = None,
) -> list[CitedItem]:
    """The window's decisions (``_decision_lines``, or ``lines`` when the caller has
    them), each citing its evidence (``said``: ``_messages(sentences)``, likewise)."""
    said = _messages(sentences) if said is None else said
    lines = _decision_lines(sentences, said) if lines is None else lines
    return _cited(sentences, lines, limit, backed=True, said=said)


def _commits(sentence: _Sentence) -> bool:
    """The speaker takes a task on, as the dialogue acts read it: a promise ("보낼게",
    "I'll send it"), not asked, offered on a condition, vague, wished, said laughing,
    declined or already done; words in quote marks are a draft or another's."""
    acts = read(sentence.text)
    if sentence.quoted or sentence.is_question or not acts.promises:
        return False
    return not (
        acts.offer_if or acts.vague or acts.wish or acts.laughs or acts.drops or acts.reports_done
    )


def _assigns(sentence: _Sentence) -> bool:
    """A person gives a task to another ("발표는 민지가 맡기로", "민지가 맡아 줘"): who is
    named ``owner_and_due`` reads."""
    if sentence.bot or sentence.quoted or sentence.is_question:
        return False
    acts = read(sentence.text)
    return acts.asks_to_take or bool(cues.ASSIGNED.search(sentence.text))


def action_items(
    sentences: Sequence[_Sentence],
    limit: int = 5,
    people: Sequence[str] = (),
    said: Sequence[_Said] | None = None,
) -> list[CitedItem]:
    """Sentences where someone commits to, or is assigned, a task, with who does it (the
    speaker, or the member of ``people`` asked to) and by when: one a message (a long
    message's every "할게" is one plan), and only with something to do ("다음엔 이런 일
    없게 할게" names no task)."""
    found: dict[int, tuple[_Sentence, str]] = {}
    texts: set[str] = set()  # the same words from another speaker are the same task
    for s in sentences:
        if s.message in found or not s.subjects or s.text in texts:
            continue
        assigned = _assigns(s) and owner_and_due(s.line, people)[0] != s.speaker
        if _commits(s) or assigned:
            found[s.message] = (s, s.line)
            texts.add(s.text)
    items = _cited(sentences, found.values(), limit, said=said)
    out = []
    for item in items:
        owner, due = owner_and_due(item.text, people)
        out.append(msgspec.structs.replace(item, owner=owner, due=due))
    return out


def consensus(
    sentences: Sequence[_Sentence],
    decided: Sequence[tuple[_Sentence, str]],
    said: Sequence[_Said],
) -> ConsensusLevel:
    """How far the window got, from its dialogue acts and its decisions (``decided``): a
    decision told as made > a proposal (asked, too: "금요일 어때요?") another person
    agreed to, or two people assenting > assent, a proposal or a promise > ideas."""
    if any(_states_decided(s) for s, _ in decided):
        return "decided"
    statements = [s for s in sentences if not s.is_question]
    agreeing = {s.speaker for s in statements if read(s.text).assents}
    stance_of = {m.seq: m for m in said}
    answered = any(
        stance_of[seq].stance == "agree"
        for m in said
        if m.proposes
        for seq in _answers_after(said, m, _TASK_REACH)
    )
    if decided or answered or len(agreeing) >= 2:
        return "agreed"
    leaning = any(read(s.text).proposes or _commits(s) for s in sentences)
    if agreeing or leaning:
        return "tentative"
    return "exploratory"


def tag_from(topics: Sequence[str], fallback: str) -> str:
    """A one-word snake_case topic tag made from the top keyword; without one, the
    ``fallback`` (the current topic), or ``general`` when that is still to be named."""
    for topic in topics:
        tag = re.sub(r"[^0-9a-z가-힣]+", "_", topic.lower()).strip("_")[:20]
        if tag:
            return tag
    return fallback if fallback and fallback != PENDING else GENERAL


def _overview(people: Sequence[str], topics: Sequence[str], count: int) -> str:
    """The first summary line: subjects, who took part, how many messages."""
    shown = ", ".join(people[:4]) + (f" 외 {len(people) - 4}명" if len(people) > 4 else "")
    about = ", ".join(topics[:3]) or "일상 대화"
    return f"주제: {about} · 참여: {shown or '없음'} · 메시지 {count}개"


def draft_for(
    messages: Sequence[MessageRecord],
    topic: str,
    topic_pending: bool,
    open_proposals: Sequence[OpenProposal] = (),
    open_todos: Sequence[EarlierItem] = (),
    members: Sequence[str] = (),
    subjects: Scorer | None = None,
    earlier: Sequence[str] = (),
    named: Collection[str] = (),
    fillers: Collection[str] | None = None,
) -> SummaryDraft:
    """The extractive summary of a window (also the Claude summarizer's fill-in), with the
    outcome of the earlier ``open_proposals`` it answers and the ``open_todos`` it closes;
    ``members``: the chat's, whose names name no topic even when they are silent in it.
    ``earlier``: what the people said before the window (the rules' ties, ``key_topics``).
    ``subjects``: the trained model that chooses, among the rules' first candidates, the
    noun that names a window to be named (without it, the rules' first), reading
    ``earlier`` too, and ``named``, the names the chat's recent topics took.
    ``fillers``: the words ranked last (``key_topics``; the shipped list by default)."""
    rename = names_window(topic, topic_pending)
    with morph.holding():  # one tagger for the window's sentences and their acts
        sentences = _sentences(messages)
        said = _messages(sentences)  # read once for both kinds of item
        people = participants(messages)
        decided = _decision_lines(sentences, said)
        stating = {s.index for s, _ in decided}
        topics = key_topics(
            sentences,
            limit=CANDIDATES,
            people=[*people, *members],
            decided=stating,
            earlier=earlier,
            fillers=fillers,
        )
        if subjects is not None and rename:
            topics = by_subject(sentences, topics, stating, subjects, earlier, named)
        topics = topics[:_TOPICS]
        named_by = bool(topics) and names_window_by(sentences, topics[0], earlier, fillers)
        found_decisions = decisions(sentences, said=said, lines=decided)
        found_actions = action_items(sentences, people=people, said=said)
        level = consensus(sentences, decided, said)
        key = key_sentences(sentences, decided=stating)
    count = sum(1 for m in messages if m.kind == "message")  # commands and service records: no
    lines = [_overview(people, topics, count)]
    lines.extend(s.line for s in key)
    bodies = {words_key(s.text) for s in key}
    # the decision most people backed names the window's outcome
    backed = max(found_decisions, key=lambda d: len(d.evidence), default=None)
    if backed is not None and words_key(_body(backed.text)) not in bodies:
        lines.append(f"결정 - {backed.text}")
    draft = SummaryDraft(
        summary="\n".join(lines[:5]),
        key_topics=topics,
        topic_tag=tag_from(topics if named_by else [], topic) if rename else topic,
        key_decisions=found_decisions,
        action_items=found_actions,
        consensus_level=level,
    )
    draft = settle(draft, messages, open_proposals)
    draft = close_todos(draft, messages, open_todos)
    return ground(draft, messages, earlier=earlier_of(open_proposals, open_todos)).draft


def _body(line: str) -> str:
    """A ``speaker: text`` line's text."""
    return line.partition(": ")[2] or line


def earlier_of(
    proposals: Sequence[OpenProposal], todos: Sequence[EarlierItem]
) -> list[MessageRecord]:
    """The evidence messages of earlier windows a window may cite, in seq order, each once."""
    by_seq = {m.seq: m for m in earlier_messages(proposals)}
    by_seq.update((m.seq, m) for t in todos for m in t.messages)
    return [by_seq[seq] for seq in sorted(by_seq)]


def report_subjects(summaries: Sequence[SummaryRecord], limit: int = 3) -> list[str]:
    """What a report is about: its summaries' topic names, the most discussed first."""
    weight: Counter[str] = Counter()
    for summary in summaries:
        if summary.topic_tag not in ("general", "pending", "insight"):
            span = summary.message_range.to - summary.message_range.from_ + 1
            weight[summary.topic_tag.replace("_", " ")] += max(span, 1)
    return [tag for tag, _ in weight.most_common(limit)]


def _gist(summary: SummaryRecord) -> tuple[str, str]:
    """(what, the most telling line) of a summary: its topic name (or key topics) and
    its first line, past the offline overview line (``주제: ... · 참여: ...``)."""
    lines = [line for line in summary.summary.splitlines() if line.strip()]
    if len(lines) > 1 and lines[0].startswith("주제: "):
        lines = [line for line in lines[1:] if not line.startswith("결정 - ")] or lines
    named = summary.topic_tag not in ("general", "pending")
    what = summary.topic_tag.replace("_", " ") if named else ", ".join(summary.key_topics[:3])
    return what or summary.topic_tag, (lines or [""])[0]


class OfflineSummarizer:
    """Deterministic extractive ``Summarizer``: same input, same output, no network."""

    name = "offline"
    # the words the naming rules rank last: the shipped list (``subjects.fillers``) unless
    # given (the bench names each chat by the list learned without it)
    fillers: Collection[str] | None = None

    def __init__(self, fillers: Collection[str] | None = None) -> None:
        self.fillers = fillers

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        """Summarize one window of masked messages (a window to name by the trained
        subject model when the chat's words may be embedded), on a worker thread: the
        tagger and the embedder take long enough to hold up every chat's recording."""
        draft = await anyio.to_thread.run_sync(_draft, request, self.fillers)
        return SummaryResult(draft=draft, model=MODEL_NAME, usage=None)

    async def report(self, request: ReportRequest) -> ReportResult:
        """핵심 논점 / 결론 / 액션 아이템 from the period's summaries and messages (on a
        worker thread, as a summary is drafted)."""
        return await anyio.to_thread.run_sync(_report, request)


def _draft(request: SummaryRequest, fillers: Collection[str] | None = None) -> SummaryDraft:
    """``OfflineSummarizer.summarize``'s work: blocking (the tagger, the embedder)."""
    return draft_for(
        request.messages,
        request.topic,
        request.topic_pending,
        request.open_proposals,
        request.open_todos,
        request.members,
        subjects=shared_scorer() if request.subject_words else None,
        earlier=request.earlier,
        named=request.named_before,
        fillers=fillers,
    )


def _report(request: ReportRequest) -> ReportResult:
    """``OfflineSummarizer.report``'s work: blocking (the tagger reads every sentence)."""
    with morph.holding():
        sentences = _sentences(request.messages)
        said = _messages(sentences)
        decided = _decision_lines(sentences, said)
        stating = {s.index for s, _ in decided}
        found_decisions = decisions(sentences, limit=7, said=said, lines=decided)
        found_actions = action_items(sentences, limit=10, said=said)
        key = key_sentences(sentences, limit=4, decided=stating)
        topics = report_subjects(request.summaries) or key_topics(
            sentences, people=participants(request.messages), decided=stating
        )
    gists = [_gist(s) for s in request.summaries[-5:] if s.summary.strip()]
    points = [f"{tag}: {gist}" for tag, gist in gists]
    shown = {gist for _, gist in gists}
    points.extend(s.line for s in key if s.line not in shown)
    conclusions = [d.text for s in request.summaries for d in s.key_decisions]
    conclusions.extend(d.text for d in found_decisions)
    actions = [a.text for s in request.summaries for a in s.action_items]
    actions.extend(a.text for a in found_actions)
    about = ", ".join(topics[:3]) or "대화 정리"
    draft = ReportDraft(
        title=f"{request.chat_title or '그룹 채팅'}: {about}",
        key_points=_dedupe(points, 7),
        conclusions=_dedupe(conclusions, 7),
        action_items=_dedupe(actions, 10),
    )
    return ReportResult(
        title=draft.title,
        markdown=render_report(draft, request.plan),
        model=MODEL_NAME,
        usage=None,
    )
