# pyright: reportPossiblyUnboundVariable=false
# (each question kind draws the values it uses; pyright cannot follow the kind checks)
"""Hard recall sets: a months-long group chat (people and bots) whose questions paraphrase.

Written for issue 14; deterministic by seed; no outside data. ``generate("ko")`` gives a
Korean chat of four months with at least 150 questions, ``generate("en")`` an English one
with at least 100, of the same shape. Question words come from the question side of
``vocab`` and evidence words from the evidence side, so word overlap alone does not
solve the set (``no_shared_word`` reports how often they share nothing). Kinds:

- ``direct``    one message states a decision about a subject;
- ``reply``     someone asks, another answers without naming the subject (the answer is
                the evidence);
- ``multihop``  two or three decisions about one subject, days apart, all needed;
- ``temporal``  "when did ..." about something done once (the answer is the day);
- ``bot``       the answer sits in a long bot reply;
- ``period``    a decision that was changed later; the question names the month or
                "last week" of the first one.

Every subject is also mentioned in passing many times, in both vocabularies.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from bench.recall_eval.vocab import EN, KO, Attribute, Language, Pair
from groupchat_memory.domain.text.terms import index_terms, name_terms
from groupchat_memory.store.records import MessageRecord

TZ = ZoneInfo("Asia/Seoul")
KINDS = ("direct", "reply", "multihop", "temporal", "bot", "period")
_COUNTS = {
    "ko": {"direct": 32, "reply": 28, "multihop": 26, "temporal": 24, "bot": 24, "period": 22},
    "en": {"direct": 20, "reply": 18, "multihop": 16, "temporal": 16, "bot": 16, "period": 14},
}
_MONTHS_EN = ("", "January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December")  # fmt: skip


@dataclass(frozen=True)
class Question:
    """One question, the seqs of the messages that answer it, and the answer."""

    qid: int
    kind: str
    text: str
    evidence: tuple[int, ...]
    answer: str


@dataclass
class HardChat:
    """The generated chat and its questions."""

    language: str
    chat_id: int
    messages: list[MessageRecord] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)


def _final(word: str) -> bool:
    last = word.rstrip()[-1]
    if "가" <= last <= "힣":
        return (ord(last) - 0xAC00) % 28 != 0
    return (last.isdigit() and last in "013678") or last.lower() in "lmn"


def _p(word: str, with_final: str, without: str) -> str:
    """``word`` with the particle form its last sound takes (은/는, 을/를, 이/가, 과/와)."""
    return word + (with_final if _final(word) else without)


def _ro(word: str) -> str:
    last = word.rstrip()[-1]
    if "가" <= last <= "힣" and (ord(last) - 0xAC00) % 28 not in (0, 8):
        return word + "으로"
    return word + "로"


class _Writer:
    """Sentences of one language: evidence side and question side."""

    def __init__(self, lang: Language, rng: random.Random) -> None:
        self.lang = lang
        self.rng = rng
        self.ko = lang.code == "ko"

    def decision(self, s: str, a: Attribute, v: str) -> str:
        if self.ko:
            return self.rng.choice(
                (
                    f"{s} {_p(a.evidence, '은', '는')} {_ro(v)} 정했어요",
                    f"{s} {_p(a.evidence, '은', '는')} {_ro(v)} 가기로 했어",
                    f"{s} {a.evidence} {_ro(v)} 확정입니다",
                )
            )
        return self.rng.choice(
            (
                f"we settled on {v} as the {a.evidence} for {s}",
                f"decided: {s} {a.evidence} is {v}",
                f"ok so for {s} the {a.evidence} will be {v}",
            )
        )

    def ask(self, s: str, a: Attribute) -> str:
        if self.ko:
            return f"{s} {_p(a.evidence, '은', '는')} 어떻게 할까요?"
        return f"what should we do about the {a.evidence} for {s}?"

    def answer(self, v: str) -> str:
        if self.ko:
            return self.rng.choice((f"{_ro(v)} 하죠. 그게 제일 무난해요", f"음 {_ro(v)} 가요"))
        return self.rng.choice((f"{v}, that's the safest bet", f"let's go with {v}"))

    def question(self, s: str, a: Attribute) -> str:
        if self.ko:
            return self.rng.choice(
                (
                    f"{s} {_p(a.question, '은', '는')} 어떻게 됐었죠?",
                    f"{s}의 {a.question} 뭐였지?",
                    f"혹시 {s} {_p(a.question, '을', '를')} 기억하세요?",
                )
            )
        return self.rng.choice(
            (
                f"what was the {a.question} we picked for {s}?",
                f"remind me, {s}: which {a.question}?",
                f"do you remember the {a.question} of {s}?",
            )
        )

    def both(self, s: str, attrs: list[Attribute]) -> str:
        names = [a.question for a in attrs]
        if self.ko:
            return f"{s} {', '.join(names)} 다 정리해 줄래요?"
        return f"can you recap {s}: the {', the '.join(names)}?"

    def done(self, s: str, e: Pair) -> str:
        return f"{s} {e.evidence}" if self.ko else f"we {e.evidence} on {s} today"

    def when(self, s: str, e: Pair) -> str:
        if self.ko:
            return f"{s} {_p(e.question, '은', '는')} 언제였죠?"
        return f"when was the {s} {e.question}?"

    def to_bot(self, bot: str, s: str, a: Attribute) -> str:
        if self.ko:
            return f"@{bot} {s} {a.evidence} 뭐가 좋을까?"
        return f"@{bot} any advice on the {a.evidence} for {s}?"

    def bot_reply(self, s: str, a: Attribute, v: str) -> str:
        tail = self.rng.choice(self.lang.bot_filler)
        if self.ko:
            return f"{s} {a.evidence}라면 저는 {_ro(v)} 추천해요. {tail}"
        return f"For {s} I'd recommend {v} as the {a.evidence}. {tail}"

    def bot_question(self, bot: str, s: str, a: Attribute) -> str:
        if self.ko:
            return f"{_p(bot, '이', '가')} {s} {a.question} 뭐 추천했었죠?"
        return f"what did {bot} suggest for the {a.question} of {s}?"

    def change(self, s: str, a: Attribute, v: str) -> str:
        if self.ko:
            return f"{s} {_p(a.evidence, '은', '는')} {_ro(v)} 바꿨어요"
        return f"update: we switched {s} {a.evidence} to {v}"

    def period_question(self, s: str, a: Attribute, start: date, last_week: bool) -> str:
        if self.ko:
            when = "지난주에" if last_week else f"{start.month}월에"
            return f"{when} {s} {a.question} 처음에 뭐였죠?"
        when = "last week" if last_week else f"in {_MONTHS_EN[start.month]}"
        return f"{when}, what was the {a.question} of {s} at first?"


def generate(language: str = "ko", seed: int = 14) -> HardChat:
    """The chat and its questions for ``language`` ("ko" or "en")."""
    lang = KO if language == "ko" else EN
    rng = random.Random(seed)
    w = _Writer(lang, rng)
    days = 120 if language == "ko" else 100
    first = date(2026, 1, 5)
    last = first + timedelta(days=days - 1)
    # day -> groups of lines said one after the other: (sender, text, key; 0 = no evidence)
    plan: dict[int, list[list[tuple[str, str, int]]]] = {}
    facts: dict[int, list[int]] = {}  # qid -> plan keys of its evidence
    questions: list[tuple[int, str, str, str]] = []  # qid, kind, text, answer
    combos = [(s, a) for s in lang.subjects for a in lang.attributes]
    rng.shuffle(combos)
    events = [(s, e) for s in lang.subjects for e in lang.events]
    rng.shuffle(events)
    key = 0

    def put(day: int, *lines: tuple[str, str, int | None]) -> None:
        nonlocal key
        group = []
        for sender, text, qid in lines:
            key += 1
            group.append((sender, text, key if qid is not None else 0))
            if qid is not None:
                facts.setdefault(qid, []).append(key)
        plan.setdefault(day, []).append(group)

    qid = 0
    for kind in KINDS:
        for _ in range(_COUNTS[language][kind]):
            qid += 1
            who, other = rng.sample(lang.people, 2)
            day = rng.randrange(0, days - 10)
            if kind in ("direct", "reply", "bot", "period"):
                subject, attr = combos.pop()
                value = rng.choice(attr.values)
            if kind == "direct":
                put(day, (who, w.decision(subject.evidence, attr, value), qid))
                text = w.question(subject.question, attr)
            elif kind == "reply":
                put(day, (who, w.ask(subject.evidence, attr), None), (other, w.answer(value), qid))
                text = w.question(subject.question, attr)
            elif kind == "bot":
                bot = rng.choice(lang.bots)
                put(
                    day,
                    (who, w.to_bot(bot, subject.evidence, attr), None),
                    (bot, w.bot_reply(subject.evidence, attr, value), qid),
                )
                text = w.bot_question(bot, subject.question, attr)
            elif kind == "period":
                last_week = rng.random() < 0.4
                if last_week:
                    day = days - 1 - (last.weekday() + 7) + rng.randrange(0, 5)
                later = min(days - 1, day + rng.randrange(8, 25))
                if last_week:
                    later = days - 1 - rng.randrange(0, last.weekday() + 1)
                put(day, (who, w.decision(subject.evidence, attr, value), qid))
                newer = rng.choice([v for v in attr.values if v != value])
                put(later, (other, w.change(subject.evidence, attr, newer), None))
                start = first + timedelta(days=day)
                text = w.period_question(subject.question, attr, start, last_week)
            elif kind == "multihop":
                subject = rng.choice(lang.subjects)
                mine = [c for c in combos if c[0] == subject][: rng.choice((2, 2, 3))]
                if len(mine) < 2:
                    mine = [c for c in combos if c[0] == combos[-1][0]][:2]
                    subject = mine[0][0]
                for c in mine:
                    combos.remove(c)
                hop = day
                for _s, attr in mine:
                    said = w.decision(subject.evidence, attr, rng.choice(attr.values))
                    put(hop, (rng.choice(lang.people), said, qid))
                    hop = min(days - 1, hop + rng.randrange(3, 20))
                value = ""
                text = w.both(subject.question, [a for _, a in mine])
            else:  # temporal
                subject, event = events.pop()
                put(day, (who, w.done(subject.evidence, event), qid))
                value = (first + timedelta(days=day)).isoformat()
                text = w.when(subject.question, event)
            questions.append((qid, kind, text, value))
    chat = HardChat(language, -1001400000000 - (1 if language == "ko" else 2))
    where = _emit(chat, lang, rng, plan, first, days)
    for q, kind, text, answer in questions:
        chat.questions.append(Question(q, kind, text, tuple(where[k] for k in facts[q]), answer))
    return chat


def _emit(
    chat: HardChat,
    lang: Language,
    rng: random.Random,
    plan: dict[int, list[list[tuple[str, str, int]]]],
    first: date,
    days: int,
) -> dict[int, int]:
    """Write the days: chatter, passing mentions, bot talk and the planned lines; return
    plan key -> seq."""
    where: dict[int, int] = {}
    seq = 0
    for day in range(days):
        lines: list[tuple[str, str, int]] = []
        for _ in range(rng.randrange(12, 26)):
            roll = rng.random()
            if roll < 0.22:
                subject = rng.choice(lang.subjects)
                name = subject.evidence if rng.random() < 0.6 else subject.question
                lines.append((rng.choice(lang.people), rng.choice(lang.passing).format(s=name), 0))
            elif roll < 0.34:
                lines.append((rng.choice(lang.bots), rng.choice(lang.bot_filler), 0))
            else:
                lines.append((rng.choice(lang.people), rng.choice(lang.filler), 0))
        for group in plan.get(day, []):
            at = rng.randrange(0, len(lines) + 1)
            lines[at:at] = group  # an ask and its answer stay adjacent
        moment = datetime.combine(first + timedelta(days=day), datetime.min.time(), TZ)
        moment = moment.replace(hour=9)
        for sender, text, k in lines:
            seq += 1
            moment += timedelta(minutes=rng.uniform(1, 30))
            chat.messages.append(
                MessageRecord(
                    sender=sender, text=text, timestamp=moment.isoformat(), chat_id=chat.chat_id,
                    is_bot=sender in lang.bots, message_id=seq, seq=seq,
                    sender_id=None if sender in lang.bots else lang.people.index(sender) + 1,
                )
            )  # fmt: skip
            if k:
                where[k] = seq
    return where


def no_shared_word(chat: HardChat) -> float:
    """Share of questions whose content terms (stemmed, names left out) meet none of their
    evidence's."""
    lang = KO if chat.language == "ko" else EN
    names = name_terms([*lang.people, *lang.bots, *{m.sender for m in chat.messages}])
    by_seq = {m.seq: m for m in chat.messages}
    none = 0
    for q in chat.questions:
        asked = set(index_terms(q.text)) - names
        said = {t for s in q.evidence for t in index_terms(by_seq[s].text)} - names
        none += not (asked & said)
    return none / max(1, len(chat.questions))
