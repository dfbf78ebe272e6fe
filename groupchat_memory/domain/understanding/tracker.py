"""Decisions and to-dos followed message by message, from the structure of the talk.

A *decision* is a proposal (a form that puts something forward: "X로 하자", "어때?",
"let's", "how about", "proposal:") that another member takes up: a short assent ("ㅇㅋ",
"콜", "+1", "sgtm", 👍), or a longer agreeing reply. Objections before it stands are kept
(``objected_by``); someone who objects and then goes along is in both lists. A proposal
nobody takes up, one put off ("끝나고 생각하자", "not for beta"), a question, a
hypothetical and a persona's suggestion no person adopts stay no decision. Later
messages that restate an accepted plan in the same exchange confirm it. A decision
accepted on the subject of an earlier current one (they share words that name what they
are about, not the words of deciding or the values they set; or the new one names the
old value in its exchange, "토요일 말고") with another value of the same kind (day, time,
amount, place, tool) or with words of change ("바꾸자", "instead") replaces it, also from
another forum topic when both name the subject: the old one is *superseded*, with its
successor; a plan changed twice chains step by step. Two plans that only both set a
place (a dinner's venue, a workshop's) are two plans. One
taken back with no replacement ("그건 하지 말자", "let's skip the dinner") is *dropped*,
and so are the open to-dos on its subject.

A *to-do* is its speaker's commitment to do something later ("내가 예약할게", "I'll send
it by Friday"), with its due day: not a question, an offer on a condition, a wish, a
vague "someday", a promise that ends laughing (banter), a report of the past, or an
offer another member declines right away. A persona's promise counts only as the answer
to a person who just asked it for something. The owner's later report that it is done
(replying to it, or naming its subject, or their only open task), or what it promised
posted (a photo, a file, a link, a heading over its lines), closes it as *done*; "안 해도
돼", "없던 걸로", "cancel", and its owner giving it up ("여기서 멈출게", "I'm not booking it
then") as *dropped*; "네가 맡아줄래?" or its owner's "넘겨도 될까?" answered "제가 할게요"
hands it over. A persona's promise is done by its next message (what it promised).

The state is plain data (``State``), fed one message at a time (``feed``): a decision or
a to-do counts from the message that makes it.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import re
import sys
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from typing import Literal

import msgspec

from groupchat_memory.domain.summaries.changes import proposed, slots, without_values
from groupchat_memory.domain.summaries.reactions import reaction_emojis, reaction_stance
from groupchat_memory.domain.text import cues, morph
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.stance import keeps_time_free, stance, takes_part
from groupchat_memory.domain.understanding.acts import (
    Acts,
    argues_for,
    before_contrast,
    delivers_in_place,
    done_verbs,
    further_steps,
    laughing,
    laughs_first,
    praises_it,
    promised_nouns,
    promised_verbs,
    read,
    sentences,
    task_words,
    topics,
    without_deciding,
    without_promises,
)
from groupchat_memory.domain.understanding.due import clock_named, day_named, due_day
from groupchat_memory.store.records import MessageRecord

DecisionStatus = Literal["current", "superseded", "dropped"]
TodoStatus = Literal["open", "done", "dropped"]

RECENT = 40  # messages kept to read what a new one answers
REACH = 8  # people's messages after a proposal where an assent still takes it up
REACH_SECONDS = 3 * 3600  # and hours: a "ㅇㅋ" the next day answers something else
CONTEXT = 6  # messages before a proposal that tell what it changes
LEAD = 2  # members' lines before a proposal that may name its subject as their topic
CONFIRM_REACH = 12  # messages after a decision where a restatement confirms it
DECLINE_REACH = 3  # messages after an offer where "안 해도 돼" declines it
FOLLOW_UP_SECONDS = 1800  # a promise's owner adding when, or how, right after
BOT_DELIVERS_SECONDS = 900  # a persona's promise is kept by its next message soon after
MAX_TEXT = 160
# an item's evidence kept: its first messages (the statement, who took it up) and its
# latest (where it stands), however often it is said again
EVIDENCE_FIRST = 6
EVIDENCE_LATEST = 6
_ADDRESSED = re.compile(r"^\s*@\w+")  # a message that opens by naming whom it is for
_YES_ONLY = 30  # characters: a yes and nothing of its own ("ㅇㅋㅇㅋ", "ok", "넵!")
_NOT_SUBJECTS = frozenset(
    {
        "그럼", "그래", "우리", "다들", "모두", "이번", "다음", "오늘", "내일", "그거", "이거",
        "저거", "근데", "그냥", "진짜", "혹시", "일단", "아니", "하나", "정도", "the", "and", "for",
        "with",
        "that", "this", "then", "just", "also", "will", "ok", "okay", "let", "lets", "it", "we",
        "time", "thing", "way", "today", "tomorrow", "tmrw", "week", "day", "good", "fine",
        "sure", "yeah", "yes", "thanks", "now", "next", "still", "really", "think", "need",
        "want", "get", "got", "make", "take", "going", "gonna", "can", "could", "would", "should",
        "have", "has", "had", "was", "were", "are", "is", "be", "been", "do", "does", "did",
        "done", "one", "all", "some", "any", "more", "less", "much", "very", "bit", "lol",
        "생각", "시간", "얘기", "이야기", "어제", "지금", "나중", "다음주", "이번주",
        "이대로", "그대로", "이대", "그대", "이렇게", "그렇게", "저렇게", "여기", "거기",
        "이것", "그것", "안에", "주에", "중에", "내에", "걸로", "거로", "이번엔", "이번에",
        "거예", "동안",
    }
)  # fmt: skip
_MENTION = re.compile(r"@(\w+)")
_NAMES_A_DATE = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{1,2}\s?월\s?\d{1,2}\s?일|"
    r"\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|"
    r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b\.?(?=\s*(?:the\s+)?\d)",
    re.IGNORECASE,
)
# a weekday named alone ("sunday works", "토요일 괜찮아"): any week's, not a date
_WEEKDAY_NAME = re.compile(
    r"([월화수목금토일])(?:요일|욜)|\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday)?s?\b",
    re.IGNORECASE,
)
_DATED = re.compile(
    r"\d\s?일|\d(?:st|nd|rd|th)\b|\d{1,2}\s?/\s?\d|\d\s?월|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|"
    r"이번|다음|담주|저번|지난|내일|모레|오늘|\b(?:next|this|last|tomorrow|today|tonight)\b",
    re.IGNORECASE,
)
_KO_WEEKDAYS = "월화수목금토일"
_EN_WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_ORDINAL = re.compile(r"(?<=\d)(?:st|nd|rd|th)\b", re.IGNORECASE)
_DEADLINE = re.compile(r"(?:\S+\s)?\S*까지|\bby\s+(?:the\s+)?\w+(?:\s\w+)?", re.IGNORECASE)
# a word pointing at what was just said ("I'll take that", "그거 내가 할게")
_POINTS = re.compile(
    r"\b(?:that|this|it|those|these)\b|그거|그건|그것|이거|이건|저거", re.IGNORECASE
)
# a promise to think it over or keep it in mind commits to nothing ("I'll think about it",
# "I'll keep that in mind"; in Korean the promised predicate's noun: 생각해 볼게, 기억할게)
_MULLS = re.compile(
    r"\b(?:i'?ll|i\s+will|let\s+me)\s+(?:\w+\s+)?(?:think|consider|sleep\s+on|mull|remember|"
    r"keep\s+\w+\s+in\s+mind)\b",
    re.IGNORECASE,
)
_MULLING = frozenset({"생각", "고민", "기억", "참고"})
# a word that only says done, as ``_terms`` keeps it ("sent", "merged" as "merg")
_SAYS_DONE = re.compile(
    r"done|sent|merg|shipp|book|fix|finish|deploy|submitt|post|upload|order|paid|sign|call|"
    r"email|ping|schedul|publish|releas|verifi|complet|handl|wrapp|land|migrat|완료|끝",
    re.IGNORECASE,
)
# an English imperative: a verb and its object, after any @mentions ("@bot total the
# receipts", "sum these up"), not a question, a greeting or a statement
_EN_IMPERATIVE = re.compile(
    r"^\W*(?:@\w+[\s,:]*)*(?:please\s+)?(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|"
    r"have|has|what|who|where|when|why|how|hi|hey|hello|thanks|thank|i|we|you|it|that|this|"
    r"they|he|she|there|here|the|a|an|my|our)\b)[a-z]+\s+"
    r"(?:the|a|an|this|that|these|those|it|them|up|all|me|us|my|our|everything)\b",
    re.IGNORECASE,
)
# a pick of what was just put: pointing at it ("do it", "book it", "that one", "여기로 해",
# "그걸로", "2번"), or naming it as the choice ("Sprinter it is")
_PICKS = re.compile(
    r"^\W*(?:ok(?:ay)?\W+|yeah\W+|yes\W+)?(?:do|book|take|grab|get)\s+(?:it|that|that\s+one|this\s+one|them)\b"
    r"|\b(?:that|this)\s+one\b|\bthe\s+(?:first|second|third|last)\s+one\b|\boption\s+\d\b"
    r"|(?<![가-힣])(?:여기|거기|저기|이걸|그걸|저걸|이거|그거|저거|이게|그게|\d\s?번)(?:로|으로)?\s?"
    r"(?:해|하자|합시다|하죠|가자|가죠|갑시다|ㄱㄱ|콜)",
    re.IGNORECASE,
)
# choosing one thing by name ("let's go with the van", "Premier Inn then", "온결로 가죠")
_CHOOSES = re.compile(
    r"\blet'?s\s+(?:do|go\s+(?:with|for)|get|book|take|pick|use)\b|\bgo(?:ing)?\s+with\b"
    r"|\bit\s+is\b|\bthen\W*$|(?:으로|로)\s?(?:가|하|갑|합|해)",
    re.IGNORECASE,
)
# a promise that takes what was said as its object ("I'll book it", "그거 내가 할게"), not
# "this week"
_TAKES_IT = re.compile(r"\b(?:it|them)\b|\b(?:that|this)\s*(?:[.!,]|$)|그거|그걸|이거|이걸", re.I)
# a plan for no time at all ("someday we should do a seed swap", "언젠가 다 같이 가자")
_SOMEDAY = re.compile(
    r"\bsome\s?day\b|\bone\s+day\b|\bat\s+some\s+point\b|\bsometime\b|언젠가|언제\s?한번", re.I
)
# asking leave without a question mark ("can we call the van Bertha", "shall I ask him")
_ASKS_LEAVE = re.compile(r"^\W*(?:can|could|shall|should|may)\s+(?:we|i|you)\b", re.I)
_TAKES_IT_SHORT = 40  # characters: "ok I'll book it this week", nothing of its own
_OPTION_REACH = 6  # people's messages back where the option a pick takes may lie
# what a member posts when they hand over what they made: a photo, a video or a file as
# the bot and the importer record them, a link
_DELIVERABLE = re.compile(
    r"\[(?:사진|동영상|파일[^\]]*|photo|image|video|file[^\]]*)\]|https?://\S+", re.IGNORECASE
)
_ONLY_MEDIA = re.compile(
    r"(?:\[(?:사진|동영상|파일[^\]]*|photo|image|video|file[^\]]*)\]\s*)+", re.I
)
_MEDIA_AFTER_SECONDS = 180  # a photo this soon after its owner's line goes with it
# a short heading over two or more lines of content ("setlist draft:\n1 …\n2 …")
_LISTED_UNDER = re.compile(r"^[^\n]{1,40}[:：.]?\s*\n(?:[^\n]*\S[^\n]*\n){1,}[^\n]*\S", re.M)
_WRAP_UP = re.compile(
    r"^\W*(?:so|then|ok(?:ay)?|alright|right|그럼|그러면|그래서|자|좋아)\b", re.IGNORECASE
)


class Said(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One message as the tracker keeps it."""

    seq: int
    message_id: int | None
    sender: str
    is_bot: bool
    text: str
    at: str  # ISO timestamp
    reply_to: int | None = None
    thread_id: int | None = None


class Mark(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """Someone's standing reaction on a decision's message (a 👍 agrees, a 👎 objects)."""

    name: str
    emoji: str
    stance: Literal["agree", "object"]
    message_id: int
    anonymous: bool = False
    sender_id: int | None = None  # who reacted: members are their ids, names only shown


class Decision(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A proposal, and once someone takes it up, a decision."""

    text: str
    evidence: list[int]  # seqs: the proposal first
    proposer: str
    date: str
    agreed_by: list[str] = []
    objected_by: list[str] = []
    accepted: bool = False
    closed: bool = False  # put off or turned down: no longer taken up
    bot: bool = False
    status: DecisionStatus = "current"
    successor: int | None = None  # index into ``State.decisions``
    changed_at: list[int] = []
    thread_id: int | None = None
    terms: list[str] = []
    values: dict[str, list[str]] = {}
    context: list[str] = []  # terms and values of the talk just before the proposal
    # the subjects the lines just before it put as their topic ("총각파티는 해야지" before
    # "가평 펜션 어때"): a drop may name the plan by them
    lead: list[str] = []
    message_ids: list[int] = []  # the Telegram ids of its messages: reactions name them
    marks: list[Mark] = []
    # put in a softer form ("we could ...", "X가 좋을 것 같아요"): taken up by a yes, not by
    # another member naming one of its values (which may be the reason it gave)
    soft: bool = False

    def agreeing(self) -> list[str]:
        """Who agreed: in words, or with a reaction that stands."""
        against = {m.name for m in self.marks if m.stance == "object"}
        out = [n for n in self.agreed_by if n not in against or n in self.objected_by]
        out += [m.name for m in self.marks if m.stance == "agree" and m.name not in out]
        return out

    def objecting(self) -> list[str]:
        out = list(self.objected_by)
        return out + [m.name for m in self.marks if m.stance == "object" and m.name not in out]


class Todo(msgspec.Struct, kw_only=True, omit_defaults=True):
    """One commitment of one person (or persona)."""

    text: str
    owner: str
    first_owner: str
    evidence: list[int]  # seqs: the commitment first, re-commitments and hand-overs after
    date: str
    due: str = ""  # YYYY-MM-DD
    status: TodoStatus = "open"
    closed_by: list[int] = []
    thread_id: int | None = None
    terms: list[str] = []
    bot: bool = False
    at: str = ""  # when it was made (ISO)
    decision: int | None = None  # the decision it was taken on for: dropped with it
    message_ids: list[int] = []  # the Telegram ids of its messages: a reply names one
    # the words of the steps its promise goes on to ("숙소는 내가 볼게 찾아서 예약까지
    # 해둘게": 예약): a report naming one of them closes it
    words: list[str] = []
    # the verbs its promise does ("포스터 올릴게": 올리): a bare "올렸어요!" reports it done
    verbs: list[str] = []


class Request(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """Someone asked another to take something on."""

    seq: int
    sender: str
    to: list[str]  # the members named, empty when none is
    terms: list[str]
    at: str
    text: str = ""


class State(msgspec.Struct, kw_only=True, omit_defaults=True):
    """Everything the tracker knows of one chat."""

    cursor: int = -(1 << 62)  # the last seq fed (older history imported later is below 0)
    sizes: dict[str, int] = {}  # each day file's size when last read: unchanged, not read
    recent: list[Said] = []
    decisions: list[Decision] = []
    todos: list[Todo] = []  # open, or closed while the recent talk may still name them
    # done or dropped and older than the recent talk (``settle``): in their order
    closed: list[Todo] = []
    requests: list[Request] = []
    members: list[str] = []
    ids: dict[str, int] = {}  # each member's user id, by the name they last spoke under


# what a predicate or a connective ends in: a term so ended names no subject
_PREDICATE_END = re.compile(
    r"(?:자|자고|시다|죠|고|며|면|서|라|래|대|도|요|다|까|네|데|지|게|야|니|냐|음|함|됨|듯|던|는|은|던데|잖아|거든|"
    r"었어|았어|했어|어|아|해|와|워|돼|봐)$"
)
_COPULA = re.compile(r"(?:이라서|이라고|이라|이면|이고|이야|이다|이지|이네|인데|이랑)$")
_UNIT = re.compile(r"^\d")
_HANGUL = re.compile(r"[가-힣]")
# words that name a value (a day, a time of day), not a subject: they are read as values
_VALUE_WORD = re.compile(
    r"^(?:[월화수목금토일]요일|주말|평일|오전|오후|저녁|아침|점심|새벽|밤|낮|오늘|내일|모레|어제|지금|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|morning|evening|night|noon|"
    r"jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|"
    r"nov(?:ember)?|dec(?:ember)?|mon|tue|wed|thu|fri|sat|sun)$"
)


def _terms(text: str) -> list[str]:
    """The content words of a text: nouns and names, numbers with their unit (26일)."""
    return list(_terms_of(text))


@functools.lru_cache(maxsize=4096)
def _terms_of(text: str) -> tuple[str, ...]:
    """``_terms`` remembered: a proposal reads the lines before it again."""
    out: list[str] = []
    nameless = morph.nameless_words(text)  # 그건, 어차피: they point, they name nothing
    named = set(morph.nouns(text))
    # "the 12th" is a day, no "th"; "두 대면" a number of cars, no subject
    for term in tokenize(_COUNTED.sub(" ", _ORDINAL.sub("", text)), numbers=True):
        if term in nameless:
            continue
        if _UNIT.match(term) or _VALUE_WORD.match(term) or re.match(r"^\$?\d", term):
            continue  # a value, read by ``_values``
        if not re.search(r"[가-힣]", term):
            term = _stem(term)
            if term not in _NOT_SUBJECTS and len(term) >= 2:
                out.append(term)
            continue
        term = _COPULA.sub("", term)
        if len(term) < 2 or term in _NOT_SUBJECTS:
            continue
        if term not in named and _no_subject_marked(term):
            continue  # 이번엔, 오늘은: a word that names no subject, with its particle
        if _PREDICATE_END.search(term) and term not in named:
            continue  # a predicate's ending, not a noun that ends alike (보고서, 신청서)
        if term not in named and _predicate_word(term):
            continue  # 어때, 바꿀, 봐주실: a verb or an adjective, however it ends
        out.append(term)
    return tuple(dict.fromkeys(out))


@functools.lru_cache(maxsize=4096)
def _no_subject_marked(word: str) -> bool:
    """A Korean word that is a noun naming no subject and its particles only (이번엔,
    다음엔, 오늘은): a time or a talk word however it is marked."""
    found = morph.analyze(word)
    return (
        len(found) > 1
        and found[0].tag in ("NNG", "NNB", "NP")
        and found[0].form in (morph.NOT_SUBJECTS | _NOT_SUBJECTS)
        and all(m.tag.startswith("J") for m in found[1:])
    )


@functools.lru_cache(maxsize=4096)
def _predicate_word(word: str) -> bool:
    """A Korean word the analyzer reads, alone, as a verb or an adjective with its
    endings (어때: 어떻 + 어), not as a noun."""
    found = morph.analyze(morph.closed(word))
    return bool(found) and found[0].tag in ("VV", "VA", "VX") and found[0].start == 0


def _stem(word: str) -> str:
    """An English word's stem, roughly (pinged, pinging, pings: ping; migration, migrated:
    migrat): enough to see two lines name one subject."""
    for suffix in ("ations", "ation", "ings", "ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: -len(suffix)]
    # a silent e goes as its endings do (chase, chased, chasing: chas; venue, venues)
    return word[:-1] if word.endswith("e") and len(word) >= 5 else word


def _values(text: str, said_at: str = "") -> dict[str, list[str]]:
    """The values a line names per kind (day, time, amount, place, tool, owner); a day as
    the date it names and a time as ``HH:MM``, so "26일" and "4월 26일" are one value."""
    return {kind: list(found) for kind, found in _values_on(text, said_at[:10]).items()}


@functools.lru_cache(maxsize=4096)
def _values_on(text: str, said_at: str) -> dict[str, list[str]]:
    """``_values`` remembered by text and day (a caller gets its own copy)."""
    text = _DURATION.sub(" ", text)  # "3일 동안" is how long, not the 3rd
    text = proposed(text)  # "fri 10am, gives us thursday" puts forward Friday alone
    found = {kind: sorted(values) for kind, values in slots(text).items()}
    try:
        said_on = date.fromisoformat(said_at[:10])
    except ValueError:
        return found
    day = day_named(text, said_on)
    weekdays = _weekdays_alone(text)
    if weekdays:
        found["day"] = weekdays
    elif day is not None and ("day" in found or _NAMES_A_DATE.search(text)):
        found["day"] = _days_with(text, day)
    if "time" in found and (clock := clock_named(text)) is not None:
        found["time"] = [clock]
    if "amount" in found:
        found["amount"] = sorted({_amount(v) for v in found["amount"]})
    if "rate" in found:  # "15%", "15 %" and "15프로" are one rate
        found["rate"] = sorted({re.sub(r"[^\d.]", "", v) + "%" for v in found["rate"]})
    if "place" in found:
        kept = [v for v in found["place"] if not _VALUE_WORD.match(v.rstrip("으"))]
        if kept:
            found["place"] = kept
        else:
            del found["place"]
    return found


# a length of time in days ("3일 동안", "이틀간" is no number): not a day of the month
_DURATION = re.compile(r"(?<![\d월/.])\d{1,2}\s?일\s?(?:동안|간(?![가-힣])|짜리|내내|씩|째)")
_KO_DAYS_RUN = re.compile(
    r"(?<![\d월/.:])(\d{1,2})\s?일?\s?[~\-]\s?(\d{1,2})\s?일|(?<![\d월/.:])(\d{1,2})\s?일"
    r"(?=[^가-힣]|$|까지|에|날|로|은|는|이|도|부터|쯤|만|엔)"
)


def _days_with(text: str, day: date) -> list[str]:
    """Every day of the month a plan of several days names beside ``day``, the first
    it names ("20일 21일", "27~28일"): a two-day trip is both days, so "20~21일로" says
    again what "토일 어때 20일 21일" put forward."""
    numbers: set[int] = set()
    for m in _KO_DAYS_RUN.finditer(text):
        if m.group(3):
            numbers.add(int(m.group(3)))
        elif 0 <= int(m.group(2)) - int(m.group(1)) <= 7:
            numbers.update(range(int(m.group(1)), int(m.group(2)) + 1))
    out = {day.isoformat()}
    for n in numbers:
        try:
            out.add(day.replace(day=n).isoformat())
        except ValueError:
            continue
    return sorted(out)


_NATIVE_NUMBERS = {
    "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    "열": 10,
}  # fmt: skip
_COUNTED = re.compile(
    r"(?<![가-힣\d])(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,3})\s?(대|명|개|팀|벌|권|병|롤|장)"
    r"(?=[^가-힣]|$|[만은는이가을를도씩면에로])"
)


def _counts(text: str) -> dict[str, set[int]]:
    """How many of a counted thing a line names, by its counter ("렌터카 두 대": 대 2)."""
    out: dict[str, set[int]] = {}
    for m in _COUNTED.finditer(text):
        number = _NATIVE_NUMBERS.get(m.group(1)) or int(m.group(1))
        out.setdefault(m.group(2), set()).add(number)
    return out


def _signs_up(reply: str, call: str) -> bool:
    """A short reply naming how many of the thing a call counts ("저 3롤이요" to "필름
    공구 할 사람? 10롤 넘으면 …")."""
    if len(reply) > _YES_ONLY:
        return False
    return bool(set(_counts(reply)) & set(_counts(call)))


def _recounts(new: str, old: str) -> bool:
    """The new plan names another number of a thing the old one counted by the same
    counter, and none of the old numbers."""
    before, after = _counts(old), _counts(new)
    return any(unit in before and not nums & before[unit] for unit, nums in after.items())


def _weekdays_alone(text: str) -> list[str]:
    """The weekdays a line names with no date, week or month beside them ("sunday
    works", "mon + thu me, tue Owen", "토요일 괜찮아"), as ``wd:N`` (Monday 0): a reply
    naming one agrees with a plan on a date that falls on it, whichever week."""
    if _DATED.search(text):
        return []
    out = []
    for m in _WEEKDAY_NAME.finditer(text):
        if m.group(1):
            out.append(f"wd:{_KO_WEEKDAYS.index(m.group(1))}")
        else:
            out.append(f"wd:{_EN_WEEKDAYS.index(m.group(2).lower())}")
    return sorted(set(out))


def _weekday_of(value: str) -> int | None:
    """The weekday of a day value: a date's, or a ``wd:N`` one's."""
    if value.startswith("wd:"):
        return int(value[3:])
    try:
        return date.fromisoformat(value).weekday()
    except ValueError:
        return None


def _amount(value: str) -> str:
    """An amount as a number ("인당 5만원", "5만원" and "50,000원" are 50000)."""
    digits = re.search(r"\d[\d,]*(?:\.\d+)?", value)  # "$500.." is 500
    if digits is None:
        return value
    number = float(digits.group(0).replace(",", ""))
    if "만" in value:
        number *= 10_000
    elif "천" in value or re.search(r"\dk\b", value, re.IGNORECASE):
        number *= 1_000
    return f"{number:g}"


def _seconds(a: str, b: str) -> float:
    try:
        return abs((datetime.fromisoformat(b) - datetime.fromisoformat(a)).total_seconds())
    except ValueError:
        return 0.0


def _short(said: Said) -> str:
    text = " ".join(said.text.split())
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1].rstrip() + "…"
    return f"{said.sender}: {text}"


class Tracker:
    """Feeds messages into a ``State``; ``bots`` are the personas' names.

    Why one class with many methods: each reads one act of a message (a proposal, a yes,
    a change, a drop, a promise, a hand-over) against the same state, and one act's
    reading calls another's (a yes that restates a plan pairs it with the plan it
    replaces, a drop closes the tasks taken on for it)."""

    def __init__(self, state: State | None = None) -> None:
        self.state = state or State()

    # ------------------------------------------------------------------ intake

    def feed(self, record: MessageRecord) -> None:
        """One logged record; anything but a chat message (or a seen one) is skipped."""
        state = self.state
        if not record.seq:
            return  # an old record without a place in the chat's order
        if record.kind == "reaction" and record.seq > state.cursor:
            state.cursor = record.seq
            self._reaction(record)
            return
        if record.kind != "message" or record.seq <= state.cursor or not record.text.strip():
            state.cursor = max(state.cursor, record.seq)
            return
        said = Said(
            seq=record.seq,
            message_id=record.message_id,
            sender=_member_name(state, record),
            is_bot=record.is_bot,
            text=record.text,
            at=record.timestamp,
            reply_to=record.reply_to,
            thread_id=record.thread_id,
        )
        state.cursor = record.seq
        if not said.is_bot and record.sender_id is not None:
            _renamed(state, record.sender_id, said.sender)
        if not said.is_bot and said.sender not in state.members:
            state.members.append(said.sender)
        if not said.is_bot and record.sender_id is not None:
            state.ids[said.sender] = record.sender_id
        acts = read(said.text)
        if said.is_bot:
            self._bot(said, acts)
        else:
            self._person(said, acts)
        state.recent.append(said)
        del state.recent[:-RECENT]

    # ------------------------------------------------------------------ helpers

    def _by_message_id(self, message_id: int | None) -> Said | None:
        if message_id is None:
            return None
        return next((s for s in self.state.recent if s.message_id == message_id), None)

    def _people_since(self, seq: int, said: Said) -> int:
        """People's messages after ``seq`` before ``said``."""
        return sum(1 for s in self.state.recent if s.seq > seq and not s.is_bot)

    def _said_to(self, said: Said, d: Decision, terms: list[str]) -> bool:
        """``said`` is said to decision ``d``: a reply to one of its messages, naming what
        it is about, pointing at it ("that's ..."), or right after its latest message."""
        replied = self._by_message_id(said.reply_to)
        if replied is not None:
            return replied.seq in d.evidence
        if _shares(terms, d) or _POINTS.search(said.text):
            return True
        people = [s for s in self.state.recent if not s.is_bot]
        return bool(people) and people[-1].seq == d.evidence[-1]

    def _names_another(self, said: Said, d: Decision, terms: list[str]) -> bool:
        """``said`` names a subject that decision ``d`` does not and another member
        brought up since it was put ("Practical stuff: rehearsals Tue/Thu?" ... "Mercer
        has a Transit, £620", "transit's fine"): its yes is to that, not to ``d``."""
        if not terms or _shares(terms, d):
            return False
        options = [
            s
            for s in self.state.recent
            if s.seq > d.evidence[-1]
            and s.sender != said.sender
            and not s.is_bot
            and _values(s.text, s.at)
        ]
        return any(set(terms) & set(_terms(s.text)) for s in options)

    def _holding_out(self, said: Said, before: Said) -> bool:
        """``said``'s speaker raised something on an open plan of ``before``'s speaker and
        has not agreed yet, and ``before`` answers them ("다섯 시 반이요…?" to the plan,
        then "내가 깨워줄게"): their yes now takes the plan up too."""
        for d in reversed(self.state.decisions[-5:]):
            if d.closed or d.status != "current" or d.proposer != before.sender:
                continue
            spoke = any(
                s.sender == said.sender and s.seq > d.evidence[0] for s in self.state.recent
            )
            return spoke and said.sender not in d.agreed_by
        return False

    def _open_proposal(self, said: Said, acts: Acts) -> int | None:
        """The decision or proposal ``said`` answers: the one it replies to, else the
        newest one from another speaker still within reach."""
        state = self.state
        target = self._by_message_id(said.reply_to)
        if target is not None:
            for at, d in enumerate(state.decisions):
                if target.seq in d.evidence and not d.closed:
                    return at
            return None
        people = [s for s in state.recent if not s.is_bot]
        before = people[-1] if people else None
        yes_only = acts.assents and not (
            acts.proposes or acts.promises or acts.instructs or acts.asks or acts.changes
        )
        if (
            yes_only
            and len(said.text) <= _YES_ONLY
            and before is not None
            and before.sender != said.sender
            and not any(before.seq in d.evidence for d in state.decisions[-5:])
        ):
            theirs = read(before.text)
            if (theirs.promises or theirs.instructs or theirs.asks_to_take) and not (
                self._holding_out(said, before)
                or keeps_time_free(before.text)
                or takes_part(said.text)  # "저두 갈래요!!" after "펜션은 내가 알아볼게"
            ):
                return None  # a yes to what was just said: a promise, a request
        if (
            yes_only
            and before is not None
            and before.sender != said.sender
            and read(before.text).drops
            and not _puts_instead(before.text)
            and any(
                d.status == "dropped" and d.changed_at[-1:] == [before.seq] for d in state.decisions
            )
        ):
            return None  # "😢 ok" to "let's call the dinner off": a yes to the drop
        if (
            (yes_only or (acts.objects and not (acts.proposes or acts.asks)))
            and len(said.text) <= _YES_ONLY
            and said.reply_to is None
            and before is not None
            and before.sender != said.sender
            and (read(before.text).asks or bool(_ASKS_LEAVE.match(before.text)))
            and not any(before.seq in d.evidence for d in state.decisions[-5:])
        ):
            return None  # "no" to "can we name the van?": it answers that question
        last = state.recent[-1] if state.recent else None
        if (
            last is not None
            and last.is_bot
            and any(
                s.sender == said.sender and _addresses(s.text, last.sender)
                for s in state.recent[-4:-1]
            )
        ):
            return None  # what they say to the persona that just answered them
        for at in range(len(state.decisions) - 1, -1, -1):
            d = state.decisions[at]
            first = d.evidence[0]
            # within a few messages of its exchange's last (a long exchange goes on
            # being answered), and hours of the proposal
            # its proposer, or a member who answered it, coming back to it ("아 27일 저
            # 알바 있는데" in reply, then "사장님이 바꿔주신대요!! 27일 콜"): within reach of
            # its exchange's last message
            answered_it = said.sender == d.proposer or any(
                s.sender == said.sender and s.reply_to in d.message_ids for s in state.recent
            )
            returning = answered_it and self._people_since(d.evidence[-1], said) <= REACH
            far = self._people_since(first, said) > REACH and not returning
            if far or _seconds(d_at(self, first), said.at) > REACH_SECONDS:
                break
            if d.closed or d.status != "current":
                continue
            if d.proposer == said.sender and not d.accepted:
                continue  # a proposer's own follow-up does not take it up
            return at
        return None

    # ------------------------------------------------------------------ people

    def _person(self, said: Said, acts: Acts) -> None:
        state = self.state
        if (
            not acts.assents
            and len(said.text) <= _YES_ONLY
            and not re.search(r"[?？]", said.text)
            and stance(said.text) == "agree"
        ):
            # a short yes with no question mark, whatever its ending ("저두 갈래요!!",
            # "나도 갈래!": joining, though -ㄹ래 may ask)
            acts = dataclasses.replace(acts, assents=True, asks=False)
        answered = self._open_proposal(said, acts)
        terms = _terms(said.text)
        values = _values(said.text, said.at)
        took_up = False
        if answered is not None:
            d = state.decisions[answered]
            own = d.proposer == said.sender
            # a yes with a caveat ("weekends ok, but I'm away the 19th"): the days after
            # its "but" are the speaker's, not another plan
            caveat = acts.assents and not (acts.proposes or acts.changes or acts.promises)
            plan_values = _values(before_contrast(said.text), said.at) if caveat else values
            # another member's yes first, then the open proposal's values in their own words
            # ("good shout, the 11th gives us time" to "push it back a week? the 4th is too
            # rushed"): it takes the plan up and says what it is, no other plan (a "but" or
            # "instead" would be one)
            refines = (
                not own
                and not d.accepted
                # one who pushed back on it naming a value may be naming what they can do
                and said.sender not in d.objected_by
                and bool(values)
                and bool(terms)  # a bare value with a yes ("Friday 👍") may pick another
                and not _agrees_on_values(plan_values, d.values)
                and _yes_first(said.text)
                and before_contrast(said.text) == said.text
                and not (acts.asks or acts.objects or acts.drops or acts.changes)
            )
            same_plan = refines or not plan_values or _agrees_on_values(plan_values, d.values)
            if acts.defers and not d.accepted and not own:
                d.closed = True
                return
            replied = self._by_message_id(said.reply_to)
            # a reply to the proposal, before it stands, that neither says yes nor asks
            # what it is: a concern or another option ("아 27일 저 알바 있는데 ㅠㅠ",
            # "부산은요??", "won't people be annoyed?")
            pushes_back = (
                replied is not None
                and replied.seq == d.evidence[0]
                and not d.accepted
                and not (acts.assents or acts.promises or acts.proposes)
                and not _asks_for_information(said.text)
            )
            # a task of one's own on the plan's day, no yes and none of the plan's words
            # ("power's in mine. I'll get Mercury to do a final read on the 28th" beside
            # "let's end the broadband on the 28th"): another thing done then, no yes
            parallel = (
                acts.promises and not acts.assents and bool(terms) and not set(terms) & set(d.terms)
            )
            fills_open = (
                not own
                and _yes_first(said.text)
                and bool(plan_values)
                and not set(plan_values) & set(d.values)
                and not (acts.asks or acts.objects)
            )
            if (acts.objects or pushes_back) and not own:
                if said.sender not in d.objected_by:
                    d.objected_by.append(said.sender)
                _evidence(d, said.seq)
                took_up = True
                if not d.accepted and _refuses(said.text):
                    d.closed = True
            elif (
                same_plan
                and (
                    (
                        acts.assents
                        and (len(said.text) <= 30 or not (plan_values and not d.values))
                        # "ok I'll redo the flyer": a task taken on, a yes only to its plan
                        and not (acts.promises and not _shares(terms, d))
                        # "transit's fine" after the van was put beside the open plan
                        and not self._names_another(said, d, terms)
                    )
                    or (acts.proposes and not terms and not values)  # "해보자", "let's do it"
                    # keeping its day free ("그날 비워둘게", "I'll keep that evening free")
                    or (not own and keeps_time_free(said.text))
                    # weighing it well, said to it ("that's an easy drive from there")
                    or (not own and argues_for(said.text) and self._said_to(said, d, terms))
                    # praising it once it stands ("사진 잘 나오겠다", "that'll look amazing"):
                    # before, praise weighs an offer still open to change
                    or (
                        not own
                        and d.accepted
                        and praises_it(said.text)
                        and self._said_to(said, d, terms)
                    )
                    # a yes first, then what it left open ("오 거기 좋아 그럼 5시 반으로
                    # 하자" after "화로담 어때"; "ok fair, carpets only + we do sunday")
                    or fills_open
                    or refines
                    # taking part in it is going along ("OK I'll book it", "그 펜션 내가
                    # 예약할게"), not a task it leaves ("ugh ok I'll redo the flyer")
                    or (
                        not own
                        and acts.promises
                        and not (acts.asks or acts.laughs or acts.offer_if or acts.vague)
                        and (
                            # its part named once it stands: before, a part is no yes
                            # to a plan said again ("꽃다발은 내가 주문할게")
                            (d.accepted and _shares(terms, d) and not parallel)
                            or (
                                len(said.text) <= _TAKES_IT_SHORT
                                and bool(_TAKES_IT.search(said.text))
                            )
                        )
                    )
                    or (acts.proposes and d.accepted and _restates(terms, values, d))
                    # a softer wrap-up of a plan just taken ("그럼 v2로 진행하시죠")
                    or (
                        acts.suggests
                        and d.accepted
                        and bool(_WRAP_UP.match(said.text))
                        and not (acts.changes or acts.asks)
                    )
                    # another member signing up with how many they take, in the call's
                    # own counter ("저 3롤이요" to "10롤 넘으면 …"): agreeing by taking part
                    or (
                        not own
                        and _signs_up(said.text, state_text(self, d.evidence[0]))
                        and not (acts.asks or acts.objects or acts.laughs or acts.reports_past)
                    )
                    # another member naming the proposal's own value, nothing else of
                    # its kind ("$500/mo flat works for the pilot")
                    or (
                        not (own or d.soft)
                        and bool(values)
                        and bool(d.values)
                        and _restates(terms, values, d)
                        and not parallel
                    )
                    # its proposer naming what it left open, while it is talked of ("team
                    # dinner before launch?" taken up, then "Fri 27th, Som Saa?"), not
                    # a subject of its own ("회비는 만원으로" then "장소는 강남역으로")
                    or (
                        own
                        and (acts.proposes or _offers_value(said.text))
                        and bool(values)
                        and not d.values
                        and not set(topics(said.text)) - set(d.terms)
                    )
                    # its proposer summing it up once taken ("그럼 일단 기차로 가는 걸로"
                    # after "KTX 타자"), naming nothing else and changing nothing
                    or (
                        own
                        and d.accepted
                        and acts.proposes
                        and bool(_WRAP_UP.match(said.text))
                        and not values
                        and not acts.changes
                    )
                )
                and not (acts.asks and not acts.assents)
                and not acts.drops
            ):
                self._assent(
                    answered,
                    said,
                    # its proposer's yes naming values (not a task's deadline, not a report)
                    restates=acts.proposes
                    or fills_open
                    or (own and bool(values) and not (acts.promises or acts.reports_past)),
                )
                took_up = True
        takes_back = acts.drops and not acts.promises and not (acts.changes and acts.proposes)
        if takes_back:
            dropped = self._drop(said, acts, terms)
            # taking back what no plan holds, naming nothing to do instead ("그럼 영상은
            # 접자" of a video never agreed here): no plan of its own either
            if dropped and not _puts_instead(said.text):
                return
            if dropped is None and not values:
                return
        wrapped = False
        # the value a current plan set, with another of its kind to go to ("회비 삼만원은
        # 부담된대서 이만원으로 해야 할 듯"): a change put forward, whatever its words
        # (it keeps both values: naming the old one is what ties it to the plan it changes)
        moves = not (took_up or acts.asks or acts.reports_past) and bool(self._moves_value(values))
        firm = (
            moves
            or acts.proposes
            or acts.decided
            or (
                bool(values)
                and not (acts.promises or acts.reports_past)
                # a change with its new value, a question offering one ("Fri 27th, Som Saa?"),
                # a wrap-up naming one ("so demo Thu June 12, 3pm", "그럼 10일 토요일 6시로")
                and (
                    (acts.changes and not acts.asks)  # "대신 봐줄 수 있을까?" asks a favour
                    or _offers_value(said.text)
                    or _offers_choice(said.text)
                    or (bool(_WRAP_UP.match(said.text)) and len(values) >= 2)  # "so Thu 12th, 3pm"
                )
            )
            or (wrapped := _wraps_up(said))
        )
        # a softer form naming what it puts forward ("we could do Nando's Friday",
        # "15일이 좋을 것 같아요", "I can bring the van")
        # (an offer while a plan is talked of is a part of it, not another plan: "I can
        # bring the grill")
        soft = (
            not firm
            and acts.suggests
            and not acts.laughs
            and not (acts.offers and answered is not None)
            and _names_what(said.text, values)
        )
        proposes = firm or soft
        # a question asking what something is (its own sentence: "let's do it when it
        # lands. Sat the 12th?" offers a day, the "when" is another sentence's)
        asks_what = any(
            "?" in part and _asks_for_information(part) for part in sentences(said.text)
        )
        # asking someone to take a task on is a request, not a plan for the group
        # and so is a question put to one by name first ("@Sunny can you draft one?",
        # "@Clio checklist for saturday?"): it is theirs to answer, not the group's to take up
        asks_a_favour = (acts.asks_to_take and acts.asks and not wrapped) or (
            bool(_ADDRESSED.match(said.text)) and "?" in said.text
        )
        if proposes and not (
            took_up
            or acts.hypothetical
            or acts.defers
            or asks_what
            or asks_a_favour
            or _SOMEDAY.search(said.text)
        ):
            self._propose(said, acts, terms, values, soft=soft)
        elif (
            answered is None
            and acts.assents
            and _PICKS.search(said.text)
            and len(said.text) <= _YES_ONLY
            and not (acts.asks or acts.promises or acts.objects or acts.laughs)
        ):
            # "do it", "여기 해요" with no proposal open: the option just put is taken
            self._take_option(said, acts, terms, values)
        self._todo_acts(said, acts, terms)

    def _reaction(self, record: MessageRecord) -> None:
        """A member's reactions on a message changed: on a decision's message a 👍 agrees
        and a 👎 objects (an anonymous admin reacts as the chat); none withdraws. A
        persona's reaction is no member's stance."""
        if record.reply_to is None or record.is_bot:
            return
        found = next(
            (d for d in reversed(self.state.decisions) if record.reply_to in d.message_ids), None
        )
        if found is None:
            return
        anonymous = record.sender_id is None
        found.marks = [m for m in found.marks if not _same_reactor(m, record)]
        side = reaction_stance(reaction_emojis(record.text))
        if side is not None:
            stance, emoji = side
            found.marks.append(
                Mark(name=self._shown_as(found, record), emoji=emoji, stance=stance,
                     message_id=record.reply_to, anonymous=anonymous,
                     sender_id=record.sender_id)
            )  # fmt: skip
        at = self.state.decisions.index(found)
        if not found.accepted and any(
            m.stance == "agree" and m.name != found.proposer and not m.anonymous
            for m in found.marks
        ):
            found.accepted = True
            self._replaces(at)

    def _shown_as(self, d: Decision, record: MessageRecord) -> str:
        """The name a reaction is listed under: the listed member whose id it is (a member
        who since took another name is still themselves), else its own name, told apart
        (``서연 (id 9001)``) when another member is listed under it: a namesake's 👎
        never moves the real 서연."""
        who = record.sender_id
        if who is None:
            return record.sender  # an anonymous admin: the chat's own name
        listed = [*d.agreed_by, *d.objected_by, d.proposer]
        for name in listed:
            if self.state.ids.get(name) == who:
                return name
        others = {m.name for m in d.marks if m.sender_id != who}
        taken = set(listed) | others
        if record.sender in taken or self.state.ids.get(record.sender, who) != who:
            return f"{record.sender} (id {who})"
        return record.sender

    def _assent(self, at: int, said: Said, *, restates: bool = False) -> None:
        """``said`` agrees with decision ``at`` (``restates``: it says the plan again, and
        what more it names is part of it)."""
        d = self.state.decisions[at]
        if not d.accepted and said.sender != d.proposer and _joke(self, d, said):
            return  # laughed along: a later plain yes still takes it up
        _cite(d, said)
        valued = restates and bool(set(_values(said.text, said.at)) - set(d.values))
        if restates:
            _more_values(d, _values(said.text, said.at))
            if said.sender == d.proposer:  # its proposer's words for it are its words
                d.terms = list(dict.fromkeys([*d.terms, *_terms(said.text)]))
        if said.seq not in d.evidence:
            _evidence(d, said.seq)
        if said.sender not in d.agreed_by:
            d.agreed_by.append(said.sender)
        if not d.accepted and _offers_choice(state_text(self, d.evidence[0])):
            _pick(d, _values(said.text, said.at))
        replied = self._by_message_id(said.reply_to) is not None
        if d.bot and not d.accepted and not replied and not set(_terms(said.text)) & set(d.terms):
            d.agreed_by.remove(said.sender)  # a "네" after a persona answers a person
            d.evidence.remove(said.seq)
            return
        if not d.accepted and any(n != d.proposer for n in d.agreed_by):
            d.accepted = True
            if d.bot:
                d.proposer = said.sender
            self._replaces(at, said)
        elif d.accepted:
            self._changes_later(at, said, valued=valued)

    def _propose(
        self,
        said: Said,
        acts: Acts,
        terms: list[str],
        values: dict[str, list[str]],
        *,
        soft: bool = False,
    ) -> None:
        """A new proposal, or a restatement of a plan just accepted (a confirmation);
        ``soft``: put in a softer form (``Decision.soft``)."""
        state = self.state
        aside = _set_aside_values(said.text, said.at)
        for at in range(len(state.decisions) - 1, -1, -1):
            d = state.decisions[at]
            if self._people_since(d.evidence[-1], said) > CONFIRM_REACH:
                break
            if _seconds(d_at(self, d.evidence[-1]), said.at) > REACH_SECONDS:
                continue  # another day's talk: the same weekday named is another plan
            if any(_overlap(vs, d.values.get(k, ())) for k, vs in aside.items()):
                continue  # "10% 할인 대신 …" sets that plan aside: it says it no more
            # its proposer giving the values their accepted plan left open ("MT를 한 주
            # 밀자" taken up, then "그럼 MT는 그 주 토일로 최종!")
            fills = (
                said.sender == d.proposer
                and bool(values)
                and not d.values
                and bool(set(terms) & set(d.terms))
            )
            if (
                d.accepted
                and d.status == "current"
                and not (acts.changes and not values)  # "scrap Figma, stay on Penpot"
                # another number of what it counts is another plan ("한 대만", not "두 대")
                and not _recounts(said.text, state_text(self, d.evidence[0]) or _body(d.text))
                and (fills or _restates(terms, values, d))
            ):
                _cite(d, said)
                _more_values(d, values)
                if said.seq not in d.evidence:
                    _evidence(d, said.seq)
                if said.sender not in d.agreed_by:
                    d.agreed_by.append(said.sender)
                self._changes_later(at, said, valued=fills)
                return
        if self._take_option(said, acts, terms, values):
            return
        context = self._context()
        state.decisions.append(
            Decision(
                text=_short(said),
                evidence=[said.seq],
                message_ids=[said.message_id] if said.message_id is not None else [],
                proposer=said.sender,
                date=said.at[:10],
                agreed_by=[said.sender],
                thread_id=said.thread_id,
                terms=terms,
                values=_without(values, aside),
                context=list(dict.fromkeys(context)),
                lead=self._lead(),
                soft=soft,
            )
        )
        if acts.decided and (terms or values):
            # told as already decided: it stands from this message unless someone objects
            state.decisions[-1].accepted = True
            self._replaces(len(state.decisions) - 1, said)

    def _lead(self) -> list[str]:
        """The words the last lines before a new proposal mark as their topic."""
        out: list[str] = []
        for s in [s for s in self.state.recent if not s.is_bot][-LEAD:]:
            out += _topic_terms(s.text)
        return list(dict.fromkeys(out))

    def _context(self) -> list[str]:
        """The terms and values of the talk just before a new proposal."""
        out: list[str] = []
        for s in self.state.recent[-CONTEXT:]:
            out += _terms(s.text)
            out += [v for vs in _values(s.text, s.at).values() for v in vs]
        return list(dict.fromkeys(out))

    def _option(self, said: Said, terms: list[str]) -> Said | None:
        """The option another member just put, with what it costs, where or when ("Mercer
        has a Transit, £620 for the four days"), that ``said`` takes: by pointing at it
        ("do it", "여기로 해", "that one") or by naming it ("let's do the Transit then").
        None when the talk since is already on a proposal, or nothing was put."""
        state = self.state
        if _ELSEWHERE.search(said.text):
            return None  # "could we do another night?" asks away from what was put
        deictic = bool(_PICKS.search(said.text)) or not _terms(without_deciding(said.text))
        people = [s for s in state.recent if not s.is_bot][-_OPTION_REACH:]
        proposals = {seq for d in state.decisions[-5:] for seq in d.evidence}
        for s in reversed(people):
            if s.seq in proposals or _seconds(s.at, said.at) > REACH_SECONDS:
                return None
            if s.sender == said.sender or not _values(s.text, s.at):
                continue
            theirs = read(s.text)
            # a question mark asks (the analyzer may read a hearsay "…이래" as asking)
            if theirs.promises or "?" in s.text or theirs.hypothetical or theirs.defers:
                continue
            if theirs.assents or theirs.objects or theirs.says_done:
                continue  # what someone made of an option, or a task done: no option
            if deictic or (_CHOOSES.search(said.text) and set(terms) & set(_terms(s.text))):
                return s
        return None

    def _take_option(
        self, said: Said, acts: Acts, terms: list[str], values: dict[str, list[str]]
    ) -> bool:
        """``said`` takes the option another member just put (``_option``): a decision
        of both, with what each member said of the option in between (a yes agrees, a
        concern objects). Whether one was made."""
        option = self._option(said, terms)
        if option is None:
            return False
        state = self.state
        between = [
            s
            for s in state.recent
            if s.seq > option.seq and not s.is_bot and s.sender not in (said.sender, option.sender)
        ]
        agreed = [said.sender, option.sender]
        objected: list[str] = []
        for s in between:
            theirs = read(s.text)
            if theirs.objects and s.sender not in objected:
                objected.append(s.sender)
            elif theirs.assents and not theirs.asks and s.sender not in agreed:
                agreed.append(s.sender)
        cited = [option, *(s for s in between if s.sender in agreed or s.sender in objected)]
        # pointed at ("여기로 해", "do it"): the option is the proposal, in its own words;
        # named ("let's do the Transit then"): the pick is, the option stands behind it
        pointed = not _terms(without_deciding(said.text))
        first, then = (option, [*cited[1:], said]) if pointed else (said, cited)
        if pointed:
            terms = list(dict.fromkeys([*_terms(option.text), *terms]))
            values = _values(option.text, option.at)
            _more_values_into(values, _values(said.text, said.at))
        state.decisions.append(
            Decision(
                text=_short(first),
                evidence=[first.seq, *(s.seq for s in then)],
                message_ids=[s.message_id for s in (first, *then) if s.message_id is not None],
                proposer=first.sender,
                date=first.at[:10],
                agreed_by=agreed,
                objected_by=objected,
                thread_id=said.thread_id,
                terms=terms,
                values=values,
                context=self._context(),
            )
        )
        if not acts.asks:
            state.decisions[-1].accepted = True
            self._replaces(len(state.decisions) - 1, said)
        return True

    def _changes_later(self, at: int, said: Said, *, valued: bool = False) -> None:
        """A restatement of accepted decision ``at`` that says what it changes ("ㅇㅋ 기차
        말고 렌터카로 간다", "so Sunday instead") or gives the values it changes to
        (``valued``) pairs it with the plan it replaces, when its acceptance did not:
        what it replaces is often said only once it stands."""
        d = self.state.decisions[at]
        if d.status != "current" or any(o.successor == at for o in self.state.decisions):
            return
        # a change put forward with no value ("한 주 밀자") given its values later
        moved = valued and any(read(state_text(self, seq)).changes for seq in d.evidence)
        if moved or read(said.text).changes or _negated(said.text):
            self._replaces(at, said)

    def _replaces(self, at: int, said: Said | None = None) -> None:
        """A newly accepted decision replaces the current one on its subject, if any
        (``said``: the message being read, not yet in the recent talk)."""
        state = self.state
        new = state.decisions[at]
        text = " ".join(state_text(self, seq) for seq in new.evidence)
        if said is not None:
            text = f"{text} {said.text}"
        new_terms = set(new.terms) | set(_terms(text))
        near = set(new.context)
        changes = read(text).changes
        # a member named in both ("…나랑 민지는 네이비", "…민지 고생만 하겠다") ties no plans
        people = {t for m in state.members for t in _terms(m)}
        subject = _subject(state_text(self, new.evidence[0]) or _body(new.text)) - people
        leading = [s for s in state.recent if s.seq < new.evidence[0]][-2:]  # the lines before
        best: tuple[tuple[bool, int], int] | None = None
        for old_at in range(at):
            old = state.decisions[old_at]
            if old.status == "dropped" and old.changed_at[-1:] == new.evidence[:1]:
                # taken back by the very line that put this one forward ("i'd rather pay
                # them and skip our sunday clean"): replaced by it, now that it stands
                best = ((True, 1 << 20), old_at)
                break
            if not old.accepted or old.status != "current":
                continue
            old_subject = _subject(state_text(self, old.evidence[0]) or _body(old.text)) - people
            about = subject & old_subject
            # each names what it is about, and not the same thing: another plan, however
            # alike their values (a workshop's place is no change of the dinner's)
            apart = bool(subject and old_subject and not about)
            # another topic's plan is this one only when both name the same subject
            if old.thread_id != new.thread_id and not about:
                continue
            shared = len(about)
            old_values = {v for vs in old.values.values() for v in vs}
            named = len((near | new_terms) & (old_values | set(old.terms)))
            kinds = [k for k in new.values if k in old.values]
            clashing = [
                k
                for k in kinds
                if not (
                    _covers(new.values[k], old.values[k]) and _covers(old.values[k], new.values[k])
                )
            ]
            # or a number of the same thing changed ("렌터카 두 대" then "차는 한 대만")
            recount = _recounts(text, state_text(self, old.evidence[0]) or _body(old.text))
            clash = bool(clashing) or (recount and bool(about))
            # the talk just before names the old value of the kind that now changes ("the
            # 5K is on the 26th" before "Sunday the 27th instead"): that plan, not another
            # of the same kind
            named_value = any(_overlap(old.values[k], list(near)) for k in clashing)
            # another value of a kind keeping one of the old of that kind ("$3 for all",
            # then "$4 for tomatoes, $3 the rest"): the same subject, changed; a value
            # of one kind kept beside another of another kind is two plans alike
            shared += any(
                _overlap(
                    [v for v in new.values[k] if not v.startswith("wd:")],
                    [v for v in old.values[k] if not v.startswith("wd:")],  # any Friday is none
                )
                and not (
                    _covers(new.values[k], old.values[k]) and _covers(old.values[k], new.values[k])
                )
                for k in kinds
            )
            # the old value named in the new proposal's own words ("토요일 말고"), or
            # what the old plan is about set aside ("기차 말고 렌터카", "instead of Figma")
            aside = _set_aside_values(text, new.date)
            said_old = (
                bool(set(_terms(text)) & old_values)
                or bool(_negated(text) & (set(old.terms) | old_values))
                or any(_overlap(vs, old.values.get(k, ())) for k, vs in aside.items())
            )
            # or, with words of change and another value of a kind, the talk just before
            # it naming the old plan (its words or values)
            # or a line just before, not one of its own, names the old plan's subject and
            # the value that now changes ("ok rehearsal days, since Kemi can't do Tuesdays
            # anymore", then "Mondays work for everyone?")
            recalled = any(
                _overlap(old.values[k], _values(line.text, line.at).get(k, []))
                and bool(old_subject & set(_terms(line.text)))
                for line in leading
                if line.seq not in old.evidence
                for k in clashing
            )
            # or a line just before it says the old plan cannot be ("20명이면 달빛 안
            # 되는데", "the Transit is gone for those dates"), and a value it set changes
            doubted = (
                bool(clashing)
                and named >= 2
                and any(
                    stance(line.text) == "object"
                    and bool(set(_terms(line.text)) & _words_of(self, old))
                    for line in leading
                    if line.seq not in old.evidence
                )
            )
            if (
                not (shared and (clash or changes))
                and not (changes and (said_old or (clash and named)))
                and not recalled
                and not doubted
            ):
                continue
            # one on the same subject before any the talk around it merely names
            score = (not apart, shared * 2 + named + (2 if clash else 0) + 2 * named_value)
            if best is None or score >= best[0]:
                best = (score, old_at)
        if best is not None:
            old = state.decisions[best[1]]
            old.status = "superseded"
            old.successor = at
            if old.changed_at[-1:] != new.evidence[:1]:
                old.changed_at.append(new.evidence[0])

    def _drop(self, said: Said, acts: Acts, terms: list[str]) -> bool | None:
        """Take back the current decision on the subject ``said`` names; True when one was
        (a decision made just before on the subject replaces it rather: False), None when
        it names what it takes back and no plan holds it."""
        state = self.state
        if acts.assents and self._joins_drop(said):
            return True  # "yeah, let's not…" right after another member's drop
        found = None
        # a reply to one of a current decision's own messages takes that one back ("Leeds
        # is off" in reply to the offer of the Leeds show), whatever words it uses
        if said.reply_to is not None:
            found = next(
                (
                    at
                    for at, d in enumerate(state.decisions)
                    if d.accepted and d.status == "current" and said.reply_to in d.message_ids
                ),
                None,
            )
        # what the sentence that takes something back names ("클래스는 접자. 각인만으로도
        # 충분해": the class, not the engraving it keeps)
        clauses = _dropping_clauses(said.text)
        # a member named beside it ("영상은 접자 민지 고생만 하겠다") is no plan's subject
        people = {t for m in state.members for t in _terms(m)}
        named = {t for part in clauses for t in _terms(part)} or set(terms)
        named -= people
        # what it takes back, by its place: the topic it marks ("총각파티는 패스하자"), the
        # first word after an English drop ("forget the tiller this year": the tiller)
        taken = {t for part in clauses for t in _dropped_object(part)} - people

        def own(d: Decision) -> set[str]:
            return set(d.terms) & taken

        def about(d: Decision) -> set[str]:
            return _about(d) & taken

        def put_in(d: Decision) -> set[str]:  # "총각파티는 해야지", then "가평 펜션 어때"
            return set(d.lead) & taken

        def any_word(d: Decision) -> set[str]:
            return _about(d) & named

        # a plan named in its own words before one the talk around it merely names
        for words in (own, about, put_in, any_word):
            for at in range(len(state.decisions) - 1, -1, -1):
                if found is not None:
                    break
                d = state.decisions[at]
                settling = self._people_since(d.evidence[-1], said) <= CONFIRM_REACH // 2
                if settling and _seconds(d_at(self, d.evidence[-1]), said.at) <= REACH_SECONDS:
                    continue  # still being settled: this talks of what it replaced
                if d.accepted and d.status == "current" and words(d):
                    found = at
        if found is None:
            self._drop_todos(said, terms)
            # what the talk just had as its subject taken back, and no plan of it here:
            # None. Else it may put forward what it leaves out ("가벽을 빼는 걸로",
            # "의자는 두 개 빼는 걸로 하자" of chairs nobody spoke of)
            talked = {t for s in state.recent[-CONTEXT:] for t in _terms(s.text)}
            return None if taken & talked else False
        d = state.decisions[found]
        later = [
            at
            for at in range(found + 1, len(state.decisions))
            if state.decisions[at].accepted
            and state.decisions[at].status == "current"
            and _seconds(state.decisions[at].date + "T00:00:00", said.at[:10] + "T00:00:00")
            <= 86400
            and set(state.decisions[at].context) & set(d.terms)
        ]
        if later:
            d.status = "superseded"
            d.successor = later[-1]
        else:
            d.status = "dropped"
        d.changed_at.append(said.seq)
        # what was being asked of it just before, not taken up yet ("could we do another
        # night?" before "let's call the dinner off"), goes with it
        for other in state.decisions[found + 1 :]:
            if (
                not other.accepted
                and not other.closed
                and other.evidence[0] > d.evidence[-1]
                and self._people_since(other.evidence[0], said) <= DECLINE_REACH
            ):
                other.closed = True
        if d.status == "dropped":
            for todo in state.todos:
                if todo.status == "open" and todo.decision == found:
                    todo.status = "dropped"
                    todo.closed_by.append(said.seq)
        self._drop_todos(said, terms)
        return d.status == "dropped"

    def _moves_value(self, values: dict[str, list[str]]) -> dict[str, list[str]]:
        """The value a line moves a plan from: it names a current decision's value of a
        kind and one other value of that kind (not a tally of many). Empty when none."""
        for d in self.state.decisions:
            if not d.accepted or d.status != "current":
                continue
            for kind, found in values.items():
                old = d.values.get(kind, ())
                if kind in ("day", "time") or not old:
                    continue  # days and times are named for many reasons at once
                kept = [v for v in found if _overlap([v], old)]
                if len(found) == 2 and len(kept) == 1:  # the one it was, the one to be
                    return {kind: kept}
        return {}

    def _joins_drop(self, said: Said) -> bool:
        """``said`` takes nothing back itself but goes along with another member's drop
        just made ("yeah, let's not plan around him" after "Leeds is off"): it is that
        drop's word too, not a plan of its own."""
        dropped = [d for d in self.state.decisions if d.status == "dropped" and d.changed_at]
        if not dropped:
            return False
        d = max(dropped, key=lambda d: d.changed_at[-1])  # the drop made last
        last = d.changed_at[-1]
        dropper = next((s for s in self.state.recent if s.seq == last), None)
        if dropper is None or dropper.sender == said.sender:
            return False
        if self._people_since(last, said) > DECLINE_REACH:
            return False
        if _seconds(dropper.at, said.at) > REACH_SECONDS:
            return False
        d.changed_at.append(said.seq)
        return True

    # ------------------------------------------------------------------ to-dos

    def _todo_acts(self, said: Said, acts: Acts, terms: list[str]) -> None:
        state = self.state
        self._declined(said, acts)
        if acts.asks_to_take and (acts.asks or "?" in said.text or acts.instructs):
            # asked of whom it @mentions (a persona too), else of the members it names
            named = _MENTION.findall(said.text) or [
                m for m in state.members if m != said.sender and m[:2] in said.text
            ]
            state.requests.append(
                Request(
                    seq=said.seq, sender=said.sender, to=named, terms=terms, at=said.at,
                    text=said.text[:200],
                )
            )  # fmt: skip
            del state.requests[:-5]
        if acts.stops and not acts.asks_to_take and self._gives_up(said, terms):
            return  # "여기서 멈출게요", "I'm not booking it then": their task is dropped
        if self._owner_replies(said, acts) or self._delivers(said, acts, terms):
            return
        if self._done_by_another(said, acts, terms):
            return
        reported = acts.reports_done or (acts.reports_past and acts.tells_deed)
        if reported and not (acts.promises or acts.proposes or acts.asks_to_take or acts.tried):
            # a past report closes a task it names; "done"/"완료" also the one replied to
            # or the speaker's only open one
            if self._close(said, terms, "done", named_only=not acts.says_done):
                return
            if acts.reports_done:
                return
        if acts.drops and not acts.promises:
            self._drop_todos(said, terms)
            return
        if acts.assents and not (acts.promises or acts.asks):
            if self._take_over(said):
                return  # "sure" / "I got it" to a request to take over a task takes it
            request = _handover_answer(self, said)
            if request is not None and (
                _asked_of(request, said.sender) or self._replies_to(said, request)
            ):
                # "ㅇㅋ" to "지호야 회비 좀 걷어줄래?": the one asked takes it on, in the
                # request's words (not the names in it) and by its day
                names = {said.sender.casefold(), request.sender.casefold()}
                made = len(self.state.todos)
                self._commit(said, [t for t in request.terms if t.casefold() not in names])
                if len(self.state.todos) > made:
                    todo = self.state.todos[-1]
                    asked = f"{said.text} ({request.sender}: {request.text})"
                    todo.text = _short(msgspec.structs.replace(said, text=asked))
                    due = due_day(request.text, date.fromisoformat(request.at[:10]))
                    if due is not None and not todo.due:
                        todo.due = due.isoformat()
                return
        # a promise stands though another sentence asks ("I'll do it. Monday?"), not beside
        # a request to another ("I'll run it. Maya can you take questions?")
        asks = acts.promise_asks or (acts.asks and (acts.asks_to_take or acts.instructs))
        if not acts.promises or asks or acts.offer_if or acts.vague or acts.wish:
            return
        if acts.drops and not _handover_answer(self, said):
            return  # "안 내도 돼, 마음만 받을게" declines, it takes nothing on
        if acts.laughs and not _handover_answer(self, said):
            return  # said laughing: banter
        if acts.sometime and due_day(said.text, date.fromisoformat(said.at[:10])) is None:
            return  # "밥 한번 살게": some time, no day: a pleasantry
        if self._accepts_offer(said):
            return  # "마음만 받을게": takes what another offered, takes nothing on
        if _MULLS.search(said.text) or _MULLING & set(promised_nouns(said.text)):
            return  # "I'll think about it", "기억할게": mulls it, takes nothing on
        # what is to be done: the words besides the promise itself ("보낼게" names no task)
        self._commit(said, _terms(task_words(said.text)) or _terms(without_promises(said.text)))

    def _take_over(self, said: Said, terms: Sequence[str] = ()) -> Request | None:
        """``said`` answers a request to take something on: another's open task on its
        subject becomes the speaker's. The request answered (None when none was), kept
        when no task was handed over."""
        request = _handover_answer(self, said)
        if request is None or said.is_bot:
            return None  # a persona does what it is asked at once: no member's task is its
        subject = set(request.terms) | set(terms)
        for todo in reversed(self.state.todos):
            if todo.status == "open" and subject & set(todo.terms) and todo.owner != said.sender:
                self.state.requests.remove(request)
                todo.owner = said.sender
                _evidence(todo, said.seq)
                _cite_todo(todo, said)
                return request
        return None

    def _commit(self, said: Said, terms: list[str]) -> None:
        state = self.state
        if keeps_time_free(said.text) and len(said.text) <= _TAKES_IT_SHORT:
            return  # "그날 비워둘게": coming to a plan, no task
        if self._take_over(said, terms) is not None:
            return
        request = _handover_answer(self, said)
        if request is not None:
            state.requests.remove(request)
            if not terms:
                terms = list(request.terms)
        made = date.fromisoformat(said.at[:10])
        due = due_day(said.text, made)
        replied = self._replied_todo(said)
        if replied is not None and replied.owner == said.sender:
            # promised again in a reply to one's own open task ("그건 다녀와서 할게요"):
            # the same task, whatever it names now
            _again(replied, said, terms, due)
            return
        # the words of its deadline ("생신 전날까지") name when, not what
        deadline = [t for m in _DEADLINE.finditer(said.text) for t in _terms(m.group())]
        topic = {t for noun in topics(said.text) for t in _terms(noun)}
        pointed = self._pointed_task(said, terms, deadline)
        if pointed is not None:
            _again(pointed, said, terms, due)
            return
        settled = self._settled_on(said, terms)
        for todo in reversed(state.todos):
            if todo.owner != said.sender or todo.status != "open":
                continue
            if (
                settled is not None
                and _seconds(todo.at, d_at(self, settled[0])) > REACH_SECONDS
                and set(todo.terms) & settled[1]
                # one about a subject of its own (N은/는) the task never named is another
                and not topic - set(todo.terms)
            ):
                # the next step of it once the plan it was for is settled ("식당은 내가
                # 알아볼게", the group picks one, "거기 예약 문의 넣어볼게")
                _again(todo, said, terms, due)
                return
            # said again (naming it), or right after with nothing else named ("9일까지는
            # 완성할게요" a few minutes on): the same task
            shared = len(set(terms) & set(todo.terms))
            # one word in common is the same task only when the new promise names nothing
            # else ("마감하고 주문 넣을게" after "마감되면 표 예매할게" is another)
            alone = not set(terms) - set(todo.terms) - set(deadline)
            # or the same topic ("보고서는 표로 바꿔서 올릴게" after "보고서는 내가 쓸게")
            again = shared >= 2 or (shared == 1 and alone) or bool(topic & set(todo.terms))
            right_after = (
                _seconds(todo.at, said.at) <= FOLLOW_UP_SECONDS
                and alone
                and not any(
                    set(terms) & set(other.terms) for other in state.todos if other is not todo
                )
            )
            if again or right_after or self._goes_on(todo, said, topic):
                _again(todo, said, terms, due)
                return
        if not terms:
            terms = self._pointed_at(said)  # "I'll take that one": what was just said
        if not terms:
            return  # "할게요" with nothing to do
        state.todos.append(
            Todo(
                text=_short(said),
                owner=said.sender,
                first_owner=said.sender,
                evidence=[said.seq],
                date=said.at[:10],
                due=due.isoformat() if due else "",
                thread_id=said.thread_id,
                terms=terms,
                words=[t for t in _terms(further_steps(said.text)) if t not in terms]
                + [n for n in promised_nouns(said.text) if n not in terms],
                verbs=promised_verbs(said.text),
                bot=said.is_bot,
                at=said.at,
                decision=self._serves(said, terms),
                message_ids=[said.message_id] if said.message_id is not None else [],
            )
        )

    def _goes_on(self, todo: Todo, said: Said, topic: set[str]) -> bool:
        """The owner's very next message says how they will do the task just promised
        ("ok, I'll get a quote" then "will ask the shop on Monday what 100 cost"): the same
        task, unless it adds another ("and I'll book the van too", "간식도 내가 살게")."""
        last = self.state.recent[-1] if self.state.recent else None
        return (
            last is not None
            and last.seq == todo.evidence[-1]
            and last.sender == said.sender
            and _seconds(last.at, said.at) <= _GOES_ON_SECONDS
            and not topic - set(todo.terms)
            and not _ADDS.search(said.text)
        )

    def _pointed_task(self, said: Said, terms: list[str], deadline: list[str]) -> Todo | None:
        """The speaker's open task a promise points back at ("still nothing from the
        printer" then "I'll ring them tomorrow"; "그쪽에 내일 다시 연락해볼게"): the line
        just before names it and the promise names at most its own verb besides."""
        if not _POINTS_AT_ONE.search(said.text):
            return None
        own = set(terms) - set(deadline)
        near = {
            t
            for s in self.state.recent[-2:]
            if _seconds(s.at, said.at) <= FOLLOW_UP_SECONDS
            for t in _terms(s.text)
        }
        for todo in reversed(self.state.todos):
            if todo.owner != said.sender or todo.status != "open":
                continue
            if near & {*todo.terms, *todo.words} and len(own - set(todo.terms)) <= 1:
                return todo
        return None

    def _pointed_at(self, said: Said) -> list[str]:
        """The words of the line a promise points at with "that", "it", "그거" and names
        nothing of its own ("I'll take that weekend for you"): the one it replies to, else
        another member's line just before it."""
        if not _POINTS.search(said.text) or read(said.text).laughs:
            return []
        before = self._by_message_id(said.reply_to) or next(
            (
                s
                for s in reversed(self.state.recent[-2:])
                if s.sender != said.sender
                and not s.is_bot
                and _seconds(s.at, said.at) <= FOLLOW_UP_SECONDS
            ),
            None,
        )
        return [] if before is None else _terms(before.text)

    def _settled_on(self, said: Said, terms: list[str]) -> tuple[int, set[str]] | None:
        """The plan settled just now whose value or subject the promise names: the seq
        of its proposal and the words of the talk it was settled from."""
        at = self._serves(said, terms)
        if at is None:
            return None
        d = self.state.decisions[at]
        said_of = {t for seq in d.evidence for t in _terms(state_text(self, seq))}
        named = set(terms) & (said_of | set(d.terms) | {v for vs in d.values.values() for v in vs})
        if not (d.accepted and named):
            return None
        return d.evidence[0], set(d.context) - set(terms)

    def _serves(self, said: Said, terms: list[str]) -> int | None:
        """The decision a new task is for: one being settled right now on its subject (or
        the one just settled, when the task names nothing of another)."""
        for at in range(len(self.state.decisions) - 1, -1, -1):
            d = self.state.decisions[at]
            if self._people_since(d.evidence[-1], said) > CONFIRM_REACH // 2:
                break
            if (
                d.status == "current"
                and not d.closed
                and (set(terms) & set(d.terms) or at == len(self.state.decisions) - 1)
            ):
                return at
        return None

    def _replies_to(self, said: Said, request: Request) -> bool:
        replied = self._by_message_id(said.reply_to)
        return replied is not None and replied.seq == request.seq

    def _accepts_offer(self, said: Said) -> bool:
        """A promise to receive (받을게) right after another member's promise or offer: it
        takes up what they offered and has nothing to do."""
        if not any(c.ending == "promise" and c.stem == "받" for c in morph.clauses(said.text)):
            return False
        return any(
            s.sender != said.sender
            and not s.is_bot
            and _seconds(s.at, said.at) <= FOLLOW_UP_SECONDS
            and (read(s.text).promises or read(s.text).offer_if)
            for s in self.state.recent[-DECLINE_REACH:]
        )

    def _replied_todo(self, said: Said) -> Todo | None:
        """The open task whose message ``said`` replies to (however long ago)."""
        if said.reply_to is None:
            return None
        return next(
            (
                t
                for t in reversed(self.state.todos)
                if t.status == "open" and said.reply_to in t.message_ids
            ),
            None,
        )

    def _declined(self, said: Said, acts: Acts) -> None:
        """An offer another member turns down at once, or answers done already, is no
        task ("안 내도 돼", "already did it"); told not to do it later, in a reply to it
        ("don't rent one, we can borrow"), the task is dropped."""
        # another member answers the offer with it done already ("아까 내가 올렸어")
        moot = (acts.reports_done or (acts.reports_past and acts.tells_deed)) and not acts.asks
        if not (acts.drops or acts.forbids or moot):
            return
        state = self.state
        recent_seqs = [s.seq for s in state.recent[-DECLINE_REACH:]]
        replied = self._replied_todo(said)
        for todo in list(state.todos):
            if todo.owner == said.sender or todo.status != "open":
                continue
            fresh = (
                todo.evidence[0] in recent_seqs and _seconds(todo.at, said.at) <= FOLLOW_UP_SECONDS
            )
            # told not to by the very next message ("오지 마 ㅋㅋㅋ" after "내가 가서 불러줄게",
            # "don't you dare lol"): turned down as it was said; a yes first only says how
            # ("ㅇㅋ 너무 길게 쓰지 말고")
            at_once = acts.forbids and not acts.assents and todo.evidence[0] in recent_seqs[-1:]
            if (fresh and acts.drops) or (fresh and (todo is replied or at_once)):
                state.todos.remove(todo)
            elif todo is replied and (acts.drops or acts.forbids):
                todo.status = "dropped"
                todo.closed_by.append(said.seq)

    def _done_by_another(self, said: Said, acts: Acts, terms: list[str]) -> bool:
        """Another member reports a member's open task done: naming its owner ("태호가 현수막
        벌써 주문했대", "Priya says the van is booked") or done already by themselves ("I
        already picked up the cake"), with a word of the task besides the words of doing."""
        if not (acts.reports_done or acts.reports_past) or (
            acts.promises or acts.asks or acts.proposes or acts.unfinished or acts.asks_to_take
        ):
            return False
        content = {t for t in terms if not _SAYS_DONE.fullmatch(t)}
        already = bool(_ALREADY.search(said.text)) and acts.tells_deed
        for todo in reversed(self.state.todos):
            if todo.status != "open" or todo.owner == said.sender or todo.bot:
                continue
            names = set(_terms(todo.owner)) | {todo.owner.casefold()}
            named = _names_member(said.text, todo.owner)
            if (named or already) and (content - names) & {*todo.terms, *todo.words}:
                todo.status = "done"
                todo.closed_by.append(said.seq)
                return True
        return False

    def _gives_up(self, said: Said, terms: list[str]) -> bool:
        """The speaker gives up a task of theirs: the one the message replies to, else the
        ones it names, else the ones the talk just before names. Whether one was dropped."""
        mine = [t for t in self.state.todos if t.owner == said.sender and t.status == "open"]
        replied = self._replied_todo(said)
        chosen = [replied] if replied in mine else []
        chosen = chosen or [t for t in mine if set(terms) & {*t.terms, *t.words}]
        for before in reversed(self.state.recent[-4:]):
            if chosen:
                break
            talk = set(_terms(before.text))
            chosen = [t for t in mine if talk & {*t.terms, *t.words}]
        for todo in chosen:
            todo.status = "dropped"
            todo.closed_by.append(said.seq)
        return bool(chosen)

    def _delivers(self, said: Said, acts: Acts, terms: list[str]) -> bool:
        """The owner posts what a task of theirs promised: a photo, a file or a link with
        words naming it ("poster's done [photo]", "견적서 공유드려요 https://…"), a heading
        naming it over the lines it promised ("setlist draft:\n1 …\n2 …"), or a bare photo
        or file right after their own line naming it ("시안 올립니다", then "[사진]"): it
        is done. Not while they say it is not ready, ask, promise or propose."""
        if acts.promises or acts.asks or acts.unfinished or acts.proposes or acts.stops:
            return False
        if not (_DELIVERABLE.search(said.text) or _LISTED_UNDER.match(said.text)):
            return False
        named = set(terms)
        if _ONLY_MEDIA.fullmatch(said.text.strip()):
            before = self.state.recent[-1] if self.state.recent else None
            if (
                before is None
                or before.sender != said.sender
                or _seconds(before.at, said.at) > _MEDIA_AFTER_SECONDS
                # the photo of what that line already reported done
                or any(before.seq in t.closed_by for t in self.state.todos)
            ):
                return False
            told = read(before.text)
            if told.promises or told.asks or told.unfinished or told.proposes:
                return False
            named = set(_terms(before.text))
        mine = [
            t
            for t in self.state.todos
            if t.owner == said.sender
            and t.status == "open"
            and named & {*t.terms, *t.words}
            and said.seq not in t.evidence
        ]
        if not mine:
            return False
        mine[-1].status = "done"
        mine[-1].closed_by.append(said.seq)
        return True

    def _owner_replies(self, said: Said, acts: Acts) -> bool:
        """The owner answers their own task's message later with how it stands ("all
        set, in the shed", "링크 여기"): it is done, unless the answer promises again,
        asks, drops it or says it is not done yet."""
        todo = self._replied_todo(said)
        if todo is None or todo.owner != said.sender:
            return False
        if acts.promises or acts.asks or acts.drops or acts.proposes or acts.unfinished:
            return False
        if _seconds(todo.at, said.at) <= FOLLOW_UP_SECONDS:
            return False
        todo.status = "done"
        todo.closed_by.append(said.seq)
        return True

    def _close(
        self, said: Said, terms: list[str], status: TodoStatus, *, named_only: bool = False
    ) -> bool:
        """Close the task ``said`` reports on; whether one was."""
        state = self.state
        target = self._by_message_id(said.reply_to)
        open_ = [t for t in state.todos if t.status == "open"]
        chosen: Todo | None = None
        if target is not None:
            # a report in reply to a task's message; a plain past only from its owner
            # ("watered sat and sun" under "I'll take that weekend")
            chosen = next(
                (
                    t
                    for t in open_
                    if target.seq in t.evidence and (not named_only or t.owner == said.sender)
                ),
                None,
            )
        if chosen is None and not named_only:
            chosen = self._replied_todo(said)
        if chosen is None and target is not None and target.reply_to is not None:
            # the answer to a question on the task ("is it fixed?" / "yep, deployed")
            chosen = next(
                (t for t in open_ if t.owner == said.sender and target.reply_to in t.message_ids),
                None,
            )
        if chosen is None:
            mine = [t for t in open_ if t.owner == said.sender]
            # what the report names besides saying done ("sent!", "merged": nothing)
            content = [t for t in terms if not _SAYS_DONE.fullmatch(t)]
            # a word of the past right after a promise tells of something beside it
            # ("I'll send it Monday" / "I mentioned the delay, he was fine"); only "sent!",
            # "완료" closes a task so new
            naming = [
                t
                for t in mine
                if set(terms) & {*t.terms, *t.words}
                and not (named_only and _seconds(t.at, said.at) <= FOLLOW_UP_SECONDS)
            ]
            # or a bare past of the verb it promised ("올릴게", then "올렸어요!"), naming
            # nothing the task does not
            did = set(done_verbs(said.text))
            doing = [
                t
                for t in mine
                if did & set(t.verbs)
                and not set(content) - {*t.terms, *t.words}
                and _seconds(t.at, said.at) > FOLLOW_UP_SECONDS
            ]
            if naming:
                chosen = naming[-1]
            elif doing:
                chosen = doing[-1]
            elif len(mine) == 1 and not content and not named_only:
                chosen = mine[0]  # "done!", "이거 완료!": their one open task
        if chosen is None:
            return False
        chosen.status = status
        chosen.closed_by.append(said.seq)
        return True

    def _drop_todos(self, said: Said, terms: list[str]) -> None:
        state = self.state
        first = read(said.text).first_person
        mine = [
            t
            for t in state.todos
            if t.owner == said.sender and (t.status == "open" or said.seq in t.closed_by)
        ]
        # "제가 안 해도 될 것 같아요" names nothing: the task the talk just before names,
        # else every one of theirs
        aimed = mine
        for before in reversed(state.recent[-4:]):
            talk = set(_terms(before.text))
            if named := [t for t in mine if talk & {*t.terms, *t.words}]:
                aimed = named  # the nearest line naming one of their tasks
                break
        for todo in state.todos:
            if todo.status != "open" or todo.owner != said.sender:
                continue  # another's task goes with the decision it served (``_drop``)
            # or the one they took on for a plan since replaced ("기차표는 안 사도 되는
            # 거죠?" once the train gave way to cars)
            replaced = todo.decision is not None and (
                todo.decision >= len(state.decisions)
                or state.decisions[todo.decision].status != "current"
            )
            if set(terms) & set(todo.terms) or (first and not terms and todo in aimed) or replaced:
                todo.status = "dropped"
                todo.closed_by.append(said.seq)

    # ------------------------------------------------------------------ personas

    def _bot(self, said: Said, acts: Acts) -> None:
        state = self.state
        delivered = False
        for todo in state.todos:
            mine = todo.bot and todo.owner == said.sender and todo.status == "open"
            if mine and _seconds(todo.at, said.at) <= BOT_DELIVERS_SECONDS:
                todo.status = "done"
                todo.closed_by.append(said.seq)
                delivered = True
        if delivered:
            return  # what it promised: no new promise or proposal of its own
        asked = next(
            (
                s
                for s in reversed(state.recent[-3:])
                if not s.is_bot and _addresses(s.text, said.sender)
            ),
            None,
        )
        terms = _terms(said.text)
        values = _values(said.text, said.at)
        if acts.proposes and not acts.promises and not acts.asks:
            for d in reversed(state.decisions[-5:]):
                if d.accepted and d.status == "current" and _restates(terms, values, d):
                    _evidence(d, said.seq)  # a persona sums up what people decided
                    _cite(d, said)
                    return
            state.decisions.append(
                Decision(
                    text=_short(said), evidence=[said.seq], proposer=said.sender,
                    message_ids=[said.message_id] if said.message_id is not None else [],
                    date=said.at[:10], bot=True, thread_id=said.thread_id, terms=terms,
                    values=values,
                )
            )  # fmt: skip
        offers = acts.offer_if or acts.vague or acts.wish or delivers_in_place(said.text)
        if asked is not None and acts.promises and not acts.asks and not offers:
            self._commit(said, terms or self._asked_words(asked.text))
        elif asked is not None and acts.assents and not (acts.asks or offers):
            # "sure" to a person who asked it to do something (a request, or words that do
            # not ask a question: "@persona total it up"): it takes that on
            wanted = read(asked.text)
            if wanted.asks_to_take or wanted.instructs or _EN_IMPERATIVE.match(asked.text):
                self._commit(said, self._asked_words(asked.text))

    def _asked_words(self, text: str) -> list[str]:
        """What a request asks a persona to do: its words without the names in it (the
        persona @mentioned, members named: "@Codex total Sam's receipts": receipt)."""
        names = {*self.state.members, *(s.sender for s in self.state.recent if s.is_bot)}
        folded = {n.casefold() for n in names}
        return [
            t
            for t in _terms(_MENTION.sub(" ", text))
            if t.casefold() not in folded
            and not any(t.startswith(n) and len(t) - len(n) <= 2 for n in names if _HANGUL.match(n))
            and _stem(t.casefold().removesuffix("'s")) not in {_stem(n) for n in folded}
        ]


_SET_ASIDE = re.compile(
    r"((?:[^\s.!?]+\s)?\S+)\s?말고|((?:[^\s.!?]+\s)?\S+)\s대신(?!\s?(?:해|맡|가|좀))|\binstead\s+of\s+(\w+(?:\s+\w+)?)|\brather\s+than\s+(\w+(?:\s+\w+)?)|"
    r"\bnot\s+(\w+)\s+anymore\b|\bno\s+more\s+(\w+)",
    re.IGNORECASE,
)


def _negated(text: str) -> set[str]:
    """The words a line sets aside for another ("기차 말고": 기차; "instead of Figma")."""
    return {t for m in _SET_ASIDE.finditer(text) for g in m.groups() if g for t in _terms(g)}


def _set_aside_values(text: str, said_at: str) -> dict[str, list[str]]:
    """The values a line sets aside for another ("이만원 회비 대신 …": that amount):
    the old plan's, not the new one's."""
    out: dict[str, list[str]] = {}
    for m in _SET_ASIDE.finditer(text):
        for g in m.groups():
            for kind, found in _values(g or "", said_at).items():
                out.setdefault(kind, []).extend(v for v in found if v not in out.get(kind, []))
    return out


def _without(values: dict[str, list[str]], aside: dict[str, list[str]]) -> dict[str, list[str]]:
    """``values`` less those set aside (a kind left with none is gone)."""
    kept = {k: [v for v in vs if not _overlap([v], aside.get(k, ()))] for k, vs in values.items()}
    return {k: vs for k, vs in kept.items() if vs}


_ALREADY = re.compile(r"\balready\b|벌써|이미", re.IGNORECASE)


def _names_member(text: str, name: str) -> bool:
    """``text`` names the member ``name``: whole, or a three-syllable Korean name by its
    given name (김태호: 태호)."""
    if re.search(rf"(?<!\w){re.escape(name)}", text, re.IGNORECASE):
        return True
    given = name[1:] if len(name) == 3 and _HANGUL.match(name) else ""
    return bool(given) and given in text


_GOES_ON_SECONDS = 120  # the owner's next line this soon goes on with the same promise
# a line that adds another task rather than saying more of the last
_ADDS = re.compile(
    r"^\W*(?:and|also|plus|그리고|또|아\s?그리고)\b|\b(?:too|as\s+well|also)\b|"
    r"(?<=[가-힣])도\s|까지\s?(?:내가|제가)",
    re.IGNORECASE,
)
# a word pointing back at someone or something just named ("ring him", "그분께 연락")
_POINTS_AT_ONE = re.compile(
    r"\b(?:him|her|them|it|that|there)\b|그분|그쪽|거기|걔|그거|그걸|그건", re.IGNORECASE
)
_POINTS_BACK = re.compile(r"\b(?:it|that|this|them)\b|그거|그걸|이거|이걸|저거|저걸", re.IGNORECASE)


# where a sentence's clauses part: "pay them and skip the clean" takes back the clean only
_CLAUSES = re.compile(r",|;|\s(?:and|but|so)\s|(?<=[가-힣])(?:고|는데|지만)\s", re.IGNORECASE)


# a word asking for something other than what was just put ("another night", "다른 날")
_ELSEWHERE = re.compile(r"\b(?:another|other|different|else)\b|다른|딴\s", re.IGNORECASE)


def _words_of(tracker: Tracker, d: Decision) -> set[str]:
    """What a plan is about and sets, with the words of its messages still in the talk."""
    words = set(d.terms) | {v for vs in d.values.values() for v in vs}
    for seq in d.evidence:
        words |= set(_terms(state_text(tracker, seq)))
    return words


def _puts_instead(text: str) -> bool:
    """Besides what it takes back, the line puts something else forward ("i'd rather just
    pay them and skip our sunday clean", "방탈출은 빼고 볼링 치러 가자")."""
    rest = text
    for clause in _dropping_clauses(text):
        rest = rest.replace(clause, " ")
    return bool(rest.strip()) and read(rest).proposes


def _yes_first(text: str) -> bool:
    """The line opens with a yes, in its first few words ("오 거기 좋아 그럼…", "ok fair,…")."""
    words = text.split()
    return any(stance(" ".join(words[:k])) == "agree" for k in range(1, min(4, len(words)) + 1))


def _topic_terms(text: str) -> list[str]:
    """The content words of ``text`` it marks as its topic ("총각파티는": 총각파티)."""
    marked = topics(text)
    return [t for t in _terms(text) if any(t.endswith(m) for m in marked)]


def _dropped_object(clause: str) -> list[str]:
    """The words a dropping clause names as what it takes back: its topic ("총각파티는
    패스하자"), else the first content word from its drop on ("call the dinner off",
    "skip our sunday clean", "forget the tiller this year")."""
    marked = _topic_terms(clause)
    if marked:
        return marked
    cue = cues.DROP.search(clause)
    if cue is None or not re.search(r"[A-Za-z]", cue.group()):
        return []
    after = _terms(clause[cue.start() :].split(maxsplit=1)[-1])  # past the drop's verb
    # else what comes before it ("the picnic is off", "Leeds is off")
    return after[:1] or _terms(clause[: cue.start()])[-1:]


def _dropping_clauses(text: str) -> list[str]:
    """The clauses of ``text`` that take something back: the words a drop names are
    theirs, not those of what the same sentence keeps or does beside it."""
    out: list[str] = []
    for part in sentences(text):
        if not read(part).drops:
            continue
        clauses = [c for c in _CLAUSES.split(part) if c.strip()]
        out += [c for c in clauses if read(c).drops] or [part]
    return out


def _about(d: Decision) -> set[str]:
    """The words a decision is about; one that points back at what it takes up ("I say
    buy it", "그걸로 하자") is also about the talk just before it."""
    words = set(d.terms)
    if _POINTS_BACK.search(_body(d.text)):
        words |= set(d.context)
    return words


def _more_values_into(known: dict[str, list[str]], values: dict[str, list[str]]) -> None:
    """Add ``values`` of kinds ``known`` does not name yet."""
    for kind, found in values.items():
        if kind not in known:
            known[kind] = list(found)


def _pick(d: Decision, values: dict[str, list[str]]) -> None:
    """A yes naming one of the options a choice offered ("Fri or Sat?" / "saturday
    works"): the plan keeps the one picked, so the other named later is a change (a
    rota's days are all kept: it offers no choice)."""
    for kind, named in values.items():
        offered = d.values.get(kind, [])
        picked = [v for v in offered if v in named]
        if len(offered) > 1 and picked and len(picked) < len(offered):
            d.values[kind] = picked


def _more_values(d: Decision, values: dict[str, list[str]]) -> None:
    """A restatement's values of kinds the decision did not name yet ("12시로 하자" after
    "15일 일요일로"): the plan is what all its messages say."""
    for kind, found in values.items():
        if kind not in d.values:
            d.values[kind] = list(found)


def _same_reactor(mark: Mark, record: MessageRecord) -> bool:
    """Whether ``record`` is a later reaction of whoever left ``mark``: the same member by
    id, or the same anonymous chat by name."""
    if record.sender_id is not None:
        return mark.sender_id == record.sender_id
    return mark.anonymous and mark.name == record.sender


def _again(todo: Todo, said: Said, terms: Sequence[str], due: date | None) -> None:
    """``said`` promises ``todo`` again: its message counts, and what it names of the
    task now names the task too (a later report on those words closes it)."""
    _evidence(todo, said.seq)
    _cite_todo(todo, said)
    todo.terms.extend(t for t in terms if t not in todo.terms)
    if due is not None and not todo.due:
        todo.due = due.isoformat()


def _cite_todo(todo: Todo, said: Said) -> None:
    """Keep a task's message id, so a reply to it days later finds it: the ids of its
    first messages and its latest, as its evidence is kept (``_evidence``), so a promise
    said again every day does not grow them without end; a reply to one of the messages
    between finds the task by its words, as any report does."""
    if said.message_id is not None and said.message_id not in todo.message_ids:
        _bounded(todo.message_ids, said.message_id)


def _evidence(item: Decision | Todo, seq: int) -> None:
    """Add ``seq`` to an item's evidence, keeping its first ``EVIDENCE_FIRST`` messages
    and its latest ``EVIDENCE_LATEST``. The first are the statement and how it was taken
    up (what ``/결정`` and ``/할일`` link and quote, what a reply or a restatement is
    matched against); the latest are where it stands now and what the reach of the next
    message is counted from. A promise said again every day, or a plan agreed to again
    and again, would otherwise grow one item's evidence, and every reading of it,
    without end; the messages between add nothing those do not say."""
    _bounded(item.evidence, seq)


def _bounded(kept: list[int], new: int) -> None:
    """Add ``new`` to ``kept``, keeping its first ``EVIDENCE_FIRST`` and its latest
    ``EVIDENCE_LATEST`` (one kept from before the bound is cut to it too)."""
    kept.append(new)
    if len(kept) > EVIDENCE_FIRST + EVIDENCE_LATEST:
        del kept[EVIDENCE_FIRST : len(kept) - EVIDENCE_LATEST]


def _cite(d: Decision, said: Said) -> None:
    """Keep a decision's message id, so reactions on that message count for it."""
    if said.message_id is not None and said.message_id not in d.message_ids:
        d.message_ids.append(said.message_id)


def d_at(tracker: Tracker, seq: int) -> str:
    """The timestamp of a recent message by seq (the newest one's when it is gone)."""
    for said in tracker.state.recent:
        if said.seq == seq:
            return said.at
    return tracker.state.recent[0].at if tracker.state.recent else ""


def _joke(tracker: Tracker, d: Decision, said: Said) -> bool:
    """A proposal said laughing with no day, time or amount ("let's all move to Bali lol",
    "하와이 가자 ㅋㅋㅋ"), and a yes that opens laughing ("haha yes", "ㅋㅋㅋ 좋다"): both
    joke. Laughter on a plan with its day ("토요일 7시 보자 ㅋㅋ"), or after a plain yes
    ("ㅇㅋ ㅋㅋ"), is only the chat's tone."""
    if d.values or d.bot or not laughs_first(said.text):
        return False
    return laughing(state_text(tracker, d.evidence[0]) or d.text)


def state_text(tracker: Tracker, seq: int) -> str:
    for said in tracker.state.recent:
        if said.seq == seq:
            return said.text
    return ""


def _addresses(text: str, name: str) -> bool:
    return f"@{name}" in text or name in text


def _asked_of(request: Request, name: str) -> bool:
    """The request names ``name``: @mentions them, or, mentioning no one, says their name."""
    if name in request.to:
        return True
    return not _MENTION.search(request.text) and _addresses(request.text, name)


def _handover_answer(tracker: Tracker, said: Said) -> Request | None:
    """The request to take something on that ``said`` answers: one naming its speaker, or
    the one it replies to, or the newest by another when it names nobody."""
    for request in reversed(tracker.state.requests):
        if request.sender == said.sender or _seconds(request.at, said.at) > REACH_SECONDS:
            continue
        replied = tracker._by_message_id(said.reply_to)
        named = _asked_of(request, said.sender)
        if named or (replied is not None and replied.seq == request.seq):
            return request
        if not request.to and tracker._people_since(request.seq, said) <= 1:
            return request  # asked of anyone, answered at once

    return None


def _body(text: str) -> str:
    """A decision's words without the ``speaker:`` in front (``_short``)."""
    return text.partition(": ")[2] or text


@functools.lru_cache(maxsize=16384)
def _subject(text: str) -> frozenset[str]:
    """What a plan is about: its content words outside the values it sets and the words
    that propose, decide or change it ("회식은 토요일 신촌에서 하기로 확정": 회식).
    Remembered: each newly accepted decision reads the subject of every current one."""
    return frozenset(_terms(without_deciding(without_values(proposed(text)))))


def _restates(terms: Sequence[str], values: dict[str, list[str]], d: Decision) -> bool:
    """A line says an accepted plan again: it names one of its values and no other of
    the same kind, or, naming no value, shares its words; a plan with values only by
    words it holds, nothing new ("Postmark it is" after "I want Postmark, ~$15/mo", not
    "a team dinner before launch" after the launch date)."""
    if values:
        named = any(_overlap(vs, d.values.get(k, ())) for k, vs in values.items())
        return named and all(_covers(vs, d.values[k]) for k, vs in values.items() if k in d.values)
    if d.values:
        return bool(terms) and set(terms) <= set(d.terms)
    return _shares(terms, d)


def _shares(terms: Sequence[str], d: Decision) -> bool:
    return bool(set(terms) & (set(d.terms) | {v for vs in d.values.values() for v in vs}))


def _same(a: str, b: str) -> bool:
    """Two values alike; a clock time without am/pm ("~06:00") is also twelve hours on; a
    weekday named alone is any date on it."""
    if a == b:
        return True
    if a.startswith("wd:") or b.startswith("wd:"):
        return _weekday_of(a) is not None and _weekday_of(a) == _weekday_of(b)
    if (a.startswith("~") or b.startswith("~")) and re.fullmatch(
        r"~?\d\d:\d\d", a + "|" + b
    ) is None:
        x, y = a.lstrip("~"), b.lstrip("~")
        if re.fullmatch(r"\d\d:\d\d", x) and re.fullmatch(r"\d\d:\d\d", y):
            return x[2:] == y[2:] and int(x[:2]) % 12 == int(y[:2]) % 12
    return False


def _covers(a: Sequence[str], b: Sequence[str]) -> bool:
    """Every value of ``a`` is one of ``b``."""
    return all(any(_same(x, y) for y in b) for x in a)


def _overlap(a: Sequence[str], b: Sequence[str]) -> bool:
    return any(_same(x, y) for x in a for y in b)


def _agrees_on_values(values: dict[str, list[str]], known: dict[str, list[str]]) -> bool:
    """No value of the same kind differs (a restatement, not another option)."""
    return all(_overlap(vs, known[k]) for k, vs in values.items() if k in known)


def _wraps_up(said: Said) -> bool:
    """A wrap-up sentence naming the plan's values, then the speaker's part in it ("so
    demo Thu June 12, 3pm. I'll run it."): the promise is another sentence's."""
    parts = sentences(said.text)
    if len(parts) < 2 or not _WRAP_UP.match(parts[0]):
        return False
    lead = read(parts[0])
    return len(_values(parts[0], said.at)) >= 2 and not (
        lead.promises or lead.reports_past or lead.asks
    )


# what a softer proposal names besides a value: a number, a rule ("every", "매주"), a
# name (a capitalised word after a lower-case one, a proper noun or a Latin word in Korean)
_RULE = re.compile(r"\bevery\b|\beach\b|\bweekly\b|\bmonthly\b|매주|매일|매달|매월|격주|마다", re.I)
_NAME = re.compile(r"(?<=[a-z0-9,;:'’)]\s)(?!(?:I|OK|LOL|OMG|TBH|BTW)\b)[A-Z][\w'’&-]*")
_NAME_TAGS = frozenset({"NNP", "SL"})


# the reason a suggestion gives before it ("인원이 12명이라 …", "since there are 12 of us,
# …"): what it names is why, not what is put forward
_REASON_FIRST = re.compile(
    r"^.*(?:이라서?|[가-힣]라서|니까|[어아해]서|때문에|길래)\s+|^\W*(?:since|because|as)\b[^,;]*[,;]\s*",
    re.IGNORECASE,
)


def _names_what(text: str, values: dict[str, list[str]]) -> bool:
    """A line names what it puts forward: a value (a day, a time, an amount, a place), a
    number, a rule, or a name; "we could do something fun" names nothing, and neither
    does a reason before it ("12명이라 이동이 편한 쪽이 좋을 것 같아")."""
    reason = _REASON_FIRST.match(text)
    if reason is not None and reason.end() < len(text):
        text = text[reason.end() :]
        values = {kind: sorted(found) for kind, found in slots(text).items()}
    if values or re.search(r"\d", text) or _RULE.search(text) or _NAME.search(text):
        return True
    return any(m.tag in _NAME_TAGS for m in morph.analyze(text)) if _HANGUL.search(text) else False


def _offers_value(text: str) -> bool:
    """A question that offers a value rather than asking one ("Fri 27th, Som Saa?"): no
    predicate before its question mark, no question word."""
    question = text.split("?")[0] if "?" in text else ""
    if not question.strip() or _asks_for_information(question + "?") or len(question.split()) > 6:
        return False
    if re.search(
        r"\b\w+'(?:s|re|m|ve|d)\b|\b(?:is|are|was|were|be|it|that|this)\b", question, re.I
    ):
        return False
    words = re.findall(r"[가-힣]+", question)
    if words and _PREDICATE_END.search(words[-1]):
        return False
    return not re.match(
        r"^\W*(?:is|are|do|does|did|can|could|will|would|should|was|were|have|has)\b",
        question,
        re.I,
    )


_OR = re.compile(r"\s(?:or|vs\.?|아니면|또는|혹은)\s", re.IGNORECASE)
# a choice asked as a fact ("is the dinner Friday or Saturday?", "did we say 7 or 8?")
_ASKS_WHICH = re.compile(r"^\W*(?:is|are|was|were|did|does|has|have|had)\b", re.IGNORECASE)


def _offers_choice(text: str) -> bool:
    """A question offering two values to choose from ("dinner Fri at 7 or Sat at 7?",
    "회식 금요일 아니면 토요일?"): each side of its "or" names a value, it asks for none."""
    question = text.split("?")[0] if "?" in text else ""
    sides = _OR.split(question)
    if len(sides) != 2 or _asks_for_information(question + "?") or _ASKS_WHICH.match(question):
        return False
    # "금요일이었나 아니면 토요일이었나?", "토요일이야?": which one it was or is, a fact
    if any(c.past or c.stem_tag == "VCP" for c in morph.clauses(question)):
        return False
    return all(slots(side) for side in sides)


def _refuses(text: str) -> bool:
    """A flat no ("no", "안돼요", "nah"): the proposal is turned down."""
    core = text.strip().casefold()
    return bool(re.match(r"^(?:no\b|nope|nah|안\s?돼|아니|ㄴㄴ|노노|그건\s?안)", core))


def _asks_for_information(text: str) -> bool:
    """A question that asks what something is rather than proposing it."""
    return bool(
        re.search(
            r"뭐|언제|어디|누가|누구|얼마|몇|\bwhat\b|\bwhen\b|\bwhere\b|\bwho\b|\bhow\s+much\b",
            text,
            re.I,
        )
    ) and not re.search(r"어때|어떨까|\bhow\s+about\b|\bwhat\s+about\b|\bwhat\s+if\b", text, re.I)


def settle(state: State) -> int:
    """Move the to-dos done or dropped whose messages are all older than the recent talk
    to ``closed``, with only what is shown of them (and their owner's first name, for a
    hand-over): a message fed later reads the open ones, and nothing it says reaches
    these any more, so a long history costs each new message its open items, not every
    task ever closed. Returns how many moved."""
    oldest = state.recent[0].seq if state.recent else state.cursor
    moved = [
        t
        for t in state.todos
        if t.status != "open" and max((*t.evidence, *t.closed_by), default=oldest) < oldest
    ]
    if not moved:
        return 0
    gone = {id(t) for t in moved}
    state.todos = [t for t in state.todos if id(t) not in gone]
    for todo in moved:
        bisect.insort(state.closed, _closed(todo), key=_first_seq)
    return len(moved)


def settle_decisions(state: State) -> int:
    """Let go of what only a plan that stands is matched by (its words, its values, the
    talk before it) in the decisions replaced or dropped before the recent talk: no later
    message changes them, and ``/결정`` and the decision chains show what is kept. Returns
    how many were let go of."""
    oldest = state.recent[0].seq if state.recent else state.cursor
    done = 0
    for d in state.decisions:
        if d.status == "current" or not (d.terms or d.values or d.context):
            continue
        if max((*d.evidence, *d.changed_at), default=oldest) < oldest:
            d.terms, d.values, d.context = [], {}, []
            done += 1
    return done


def _first_seq(todo: Todo) -> int:
    return todo.evidence[0] if todo.evidence else 0


def _closed(todo: Todo) -> Todo:
    """A closed to-do without what only an open one is read by (when it was made, its
    Telegram ids, its words' terms, the decision it served), its repeated words shared."""
    return Todo(
        text=todo.text, owner=sys.intern(todo.owner), first_owner=sys.intern(todo.first_owner),
        evidence=todo.evidence, date=sys.intern(todo.date), due=sys.intern(todo.due),
        status=todo.status, closed_by=todo.closed_by, thread_id=todo.thread_id, bot=todo.bot,
    )  # fmt: skip


def erase(
    state: State,
    seqs: Iterable[int],
    names: Iterable[str] = (),
    user_id: int | None = None,
    speaker_id: int | None = None,
) -> None:
    """Take erased messages (``seqs``) out of ``state``, and with ``names`` (a member
    forgotten whole, by the names they spoke under; ``user_id`` their id) the member too:
    their decisions and to-dos go, they leave every agreement, objection and reaction,
    and what others decided and took on stays with its evidence, also for days the log
    no longer holds (folded into the archive), which a rebuild from the log would lose.
    A decision or to-do whose first message (its words) is erased goes; a decision that
    one replaced points on to what replaced that one. ``speaker_id``: who said the
    messages taken back one by one, whose word on a plan goes with them (the talk kept
    in ``recent`` names only the latest messages' speakers)."""
    gone = set(seqs)
    who = set(names)
    if user_id is not None:
        who |= {name for name, uid in state.ids.items() if uid == user_id}
    if not gone and not who:
        return
    # what the member said in the talk still kept: its words leave the subjects' context
    theirs = {t for s in state.recent if s.seq in gone or s.sender in who for t in _terms(s.text)}
    speakers = {s.sender for s in state.recent if s.seq in gone}
    if speaker_id is not None:
        speakers |= {name for name, uid in state.ids.items() if uid == speaker_id}
    oldest = state.recent[0].seq if state.recent else 0
    state.recent = [s for s in state.recent if s.seq not in gone and s.sender not in who]
    state.requests = [
        msgspec.structs.replace(r, to=[n for n in r.to if n not in who])
        for r in state.requests
        if r.seq not in gone and r.sender not in who
    ]
    state.members = [m for m in state.members if m not in who]
    state.ids = {n: uid for n, uid in state.ids.items() if n not in who}
    kept: dict[int, int] = {}
    decisions: list[Decision] = []
    for at, d in enumerate(state.decisions):
        if not d.evidence or d.evidence[0] in gone or (d.proposer in who and not d.bot):
            continue
        said_by_them = bool(gone & set(d.evidence))
        d.evidence = [seq for seq in d.evidence if seq not in gone]
        d.changed_at = [seq for seq in d.changed_at if seq not in gone]
        if said_by_them and not who:
            # one message taken back: its speaker's word on the plan goes with it
            d.agreed_by = [n for n in d.agreed_by if n not in speakers or n == d.proposer]
            d.objected_by = [n for n in d.objected_by if n not in speakers]
        d.agreed_by = [n for n in d.agreed_by if n not in who]
        d.objected_by = [n for n in d.objected_by if n not in who]
        if d.proposer in who:
            d.proposer = ""
        d.marks = [
            m for m in d.marks if m.name not in who and (user_id is None or m.sender_id != user_id)
        ]
        d.context = [] if d.evidence[0] < oldest else [t for t in d.context if t not in theirs]
        kept[at] = len(decisions)
        decisions.append(d)

    def successor(at: int | None) -> int | None:
        seen: set[int] = set()
        while at is not None and at not in kept and at not in seen:
            seen.add(at)
            at = state.decisions[at].successor
        return kept.get(at) if at is not None else None

    for d in decisions:
        d.successor = successor(d.successor)

    def todos_kept(todos: list[Todo]) -> list[Todo]:
        out: list[Todo] = []
        for t in todos:
            if not t.evidence or t.evidence[0] in gone or t.owner in who:
                continue
            t.evidence = [seq for seq in t.evidence if seq not in gone]
            t.closed_by = [seq for seq in t.closed_by if seq not in gone]
            if t.first_owner in who:
                t.first_owner = t.owner
            t.decision = kept.get(t.decision) if t.decision is not None else None
            out.append(t)
        return out

    state.decisions = decisions
    state.todos = todos_kept(state.todos)
    state.closed = todos_kept(state.closed)


def retold(state: State, records: Iterable[MessageRecord]) -> None:
    """Give the remembered messages among ``records`` their text as the log now holds it
    (a quote of a forgotten member redacted): in the recent talk, and as the words of
    the decisions, to-dos and requests they made."""
    now = {r.seq: r for r in records if r.kind == "message"}
    if not now:
        return
    state.recent = [
        msgspec.structs.replace(s, text=now[s.seq].text) if s.seq in now else s
        for s in state.recent
    ]
    state.requests = [
        msgspec.structs.replace(r, text=now[r.seq].text[:200], terms=_terms(now[r.seq].text))
        if r.seq in now
        else r
        for r in state.requests
    ]
    items: list[Decision | Todo] = [*state.decisions, *state.todos, *state.closed]
    closed = {id(t) for t in state.closed}
    for item in items:
        record = now.get(item.evidence[0]) if item.evidence else None
        if record is not None:
            item.text = _short(
                Said(
                    seq=record.seq, message_id=record.message_id, sender=record.sender,
                    is_bot=record.is_bot, text=record.text, at=record.timestamp,
                )
            )  # fmt: skip
            if id(item) in closed:
                continue  # a closed to-do is no longer matched by its words
            # what the item is about was read from the words that went: read it again
            item.terms = _terms(record.text)
            if isinstance(item, Decision):
                item.values = _values(record.text, record.timestamp)
            else:
                item.words = [
                    t
                    for t in (*_terms(further_steps(record.text)), *promised_nouns(record.text))
                    if t not in item.terms
                ]
                item.verbs = promised_verbs(record.text)


def _member_name(state: State, record: MessageRecord) -> str:
    """The name a member is listed under: their display name, told apart (``서연 (id
    9002)``) when another member (another id) already holds it, so two namesakes' words,
    agreement and tasks stay two people's."""
    name = record.sender
    if record.is_bot or record.sender_id is None:
        return name
    holder = state.ids.get(name)
    if holder is not None and holder != record.sender_id:
        return f"{name} (id {record.sender_id})"
    return name


def _renamed(state: State, user_id: int, name: str) -> None:
    """A member is their id: one who now speaks under another name is shown under it
    everywhere (their decisions, agreement, tasks), and their tasks stay theirs to close.
    A name another member (another id) holds is left alone: two people are not merged."""
    if state.ids.get(name, user_id) != user_id:
        return
    old = {n for n, uid in state.ids.items() if uid == user_id and n != name}
    if not old:
        return

    def one(n: str) -> str:
        return name if n in old else n

    def many(names: list[str]) -> list[str]:
        return list(dict.fromkeys(one(n) for n in names))

    for d in state.decisions:
        d.proposer = one(d.proposer)
        d.agreed_by = many(d.agreed_by)
        d.objected_by = many(d.objected_by)
        d.marks = [
            msgspec.structs.replace(m, name=name) if m.sender_id == user_id else m for m in d.marks
        ]
    for t in (*state.todos, *state.closed):
        t.owner = one(t.owner)
        t.first_owner = one(t.first_owner)
    state.requests = [
        msgspec.structs.replace(r, sender=one(r.sender), to=many(r.to)) for r in state.requests
    ]
    state.recent = [
        msgspec.structs.replace(s, sender=name) if s.sender in old and not s.is_bot else s
        for s in state.recent
    ]
    state.members = many(state.members)
    for n in old:
        del state.ids[n]
