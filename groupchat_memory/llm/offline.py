"""The offline summarizer: extractive, deterministic, no key and no network.

Used by the demo, the tests and any install without an API key, and as the Claude
summarizer's fill-in when an answer holds nothing usable. It ranks sentences by how many
of the window's frequent keywords they carry, spots decisions and commitments by their
wording (Korean and English), and estimates the consensus level from those signals.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import msgspec

from groupchat_memory.base.textfold import speaker
from groupchat_memory.domain.summaries.decisions import ground
from groupchat_memory.domain.summaries.proposals import earlier_messages, settle
from groupchat_memory.domain.summaries.summarizer import (
    EarlierItem,
    OpenProposal,
    ReportRequest,
    ReportResult,
    SummaryDraft,
    SummaryRequest,
    SummaryResult,
)
from groupchat_memory.domain.summaries.todos import close_todos, owner_and_due
from groupchat_memory.domain.summaries.topics import GENERAL, PENDING, has_transition_phrase
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.stance import Stance, asks, closing, objects, stance
from groupchat_memory.domain.understanding.acts import promise_spans
from groupchat_memory.llm.prompt import ReportDraft, render_report
from groupchat_memory.store.records import CitedItem, ConsensusLevel, MessageRecord, SummaryRecord

MODEL_NAME = "offline"
_MAX_SENTENCE = 120

_SENTENCE_SPLIT = re.compile(r"(?<=[.!?。…])\s+|\n+")
_DECISION = re.compile(
    r"결정(?!\s?사항)|하기로|확정|합의|정했|결론|채택|승인"  # "결정 사항" names a list, not one
    r"|decided|agreed|finali[sz]ed|we(?:'ll| will) go with",
    re.IGNORECASE,
)
_FIRM_DECISION = re.compile(
    r"결정(?:했|됐|되었|하였|입니다|함)|확정|하기로\s?(?:했|함|하였|결정)|decided|finali[sz]ed",
    re.IGNORECASE,
)
_CONDITIONAL = re.compile(r"(?:결정|확정|합의)(?:되|하)면")
# says that nothing is decided yet, or what deciding would take
_UNDECIDED = re.compile(
    r"(?:결정|결론|합의)(?:은|는|이|가|을|를)?\s?(?:없|안\s?(?:났|됐|했|나)|못|아직|내려면|나려면)"
    r"|아직\s?(?:최종\s?)?(?:결정|결론|합의)"
)
_EXPLICIT_DECISION = re.compile(r"하기로|결정(?:했|됐|되었|입니다)")
_ACTION = re.compile(
    r"해야|할게|할께|하겠습니다|드리겠습니다|겠습니다|담당(?!자)|맡(?:을게|겠|아\s?줘|아\s?주)"
    r"|까지\s?(?:제출|완료|공유|전달|마감|올려|보내)|\bto-?do\b|\bI'll\b|\bwill\b|action item",
    re.IGNORECASE,
)
_AGREE = re.compile(
    r"좋아요|좋습니다|좋아|동의|찬성|그렇게\s?(?:하죠|해요|합시다|하자)|오케이|ㅇㅋ|콜|맞아요|괜찮"
    r"|\bagree|sounds good|\+1|👍",
    re.IGNORECASE,
)
_PROPOSAL = re.compile(
    r"어때|어떨까|하자|합시다|하면 좋겠|제안|어떻습니까|how about|what if|should we|let's",
    re.IGNORECASE,
)
_AGREEMENT_REACH = 10  # people's messages after a decision where a "찬성" still answers it
_TASK_REACH = 3  # after a commitment: a later "좋아" answers something else
# "해보자", "가자", "씁시다": a sentence that ends proposing (beside ``_PROPOSAL``'s words)
_HORTATIVE = re.compile(r"[가-힣](?:자|시다)[\s.!~ㅋㅎ^]*$")
_BACKING_REACH = 8  # messages before a wrap-up where the proposal it sums up may be
# a plan to decide later ("다음 회의에서 합의하죠", "let's decide later") decides nothing
_DEFERRED = re.compile(
    r"(?:다음|나중|추후|이따|담)\s?(?:번\s?)?(?:회의|미팅|모임|주|달|번|시간|기회)?\s?"
    r"(?:에서|에|때|엔)?\s?(?:다시\s?|같이\s?|최종\s?|마저\s?)*"
    r"(?:결정|합의|확정|결론|정)(?:을|를|은|는)?\s?"
    r"(?:하죠|해요|합시다|하자|할게|할까|하기로|해야|하면|하는\s?걸로|내죠|내자|냅시다|내요|내기로|짓죠|짓자)"
    r"|\b(?:decide|agree|settle)\s+(?:on\s+(?:it|this|that)\s+)?"
    r"(?:later|next\s+(?:time|week|meeting))\b",
    re.IGNORECASE,
)
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
        "mom", "dad", "mum", "mother", "father", "parents", "guys", "folks", "team", "everyone",
        "friend", "friends", "kids", "wife", "husband",
    }
)  # fmt: skip
# a media message's marker as the bot and the importer record it ([사진], [스티커 😀],
# [파일: 견적서.pdf]): the marker names no subject, a file's or a poll's own words may
_MEDIA_MARKER = re.compile(
    r"\[(?:사진|스티커[^\]]*|GIF|동영상|영상 메시지|음성|위치|주사위[^\]]*|연락처[^\]]*"
    r"|photo|image|video|sticker|gif|voice(?: message)?|file|location)\]",
    re.IGNORECASE,
)
_MENTION = re.compile(r"@\w+")  # calls a member or a persona: no subject
_ACT_WEIGHT = 1  # a topic said only as a verb; a noun said as one weighs twice this
_FULL_NAME = 3  # syllables of a Korean name with its family name (김민수)
_MEDIA_WITH_WORDS = re.compile(r"\[(?:파일|오디오|투표):\s*([^\]]*)\]")
# an offer on a condition (필요하면 ... 드릴게요): a persona's or a person's, it is no task
_OFFER = re.compile(
    r"(?:필요|원하|괜찮으)(?:하)?(?:시)?면|말씀(?:해\s?주|하)시면|\bif you (?:want|need|like)\b",
    re.IGNORECASE,
)
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
    acts: frozenset[str] = frozenset()  # of them, those said only as a verb (정리해서)
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
        """What can name a topic or tag: the sentence's nouns, people's words out."""
        return tuple(n for n in self.nouns if not _names_people(n))

    @property
    def is_question(self) -> bool:
        """Questions propose or ask; they are not decisions or commitments."""
        return asks(self.text)


def is_subject(term: str) -> bool:
    """Whether a keyword can name a subject: ``배포`` can, ``하자`` and ``오후`` cannot."""
    return term not in _NOT_SUBJECTS and not _VERB_ENDING.search(term)


def _names_people(noun: str) -> bool:
    """Whether a noun names people: 엄마, or two such words written together (엄마아빠)."""
    if noun in _PEOPLE_WORDS:
        return True
    return any(
        noun[:i] in _PEOPLE_WORDS and noun[i:] in _PEOPLE_WORDS for i in range(2, len(noun) - 1)
    )


def topic_nouns(text: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """The distinct nouns of ``text`` that can name a topic, Latin ones lower-cased
    (``Figma`` and ``figma`` are one), no media marker, no @mention; and those of them
    said only as a verb (정리해서: more the action than what it is about)."""
    text = _MEDIA_WITH_WORDS.sub(r" \1 ", _MEDIA_MARKER.sub(" ", _MENTION.sub(" ", text)))
    every = [n.lower() if n.isascii() else n for n in morph.nouns(text)]
    named = {n.lower() if n.isascii() else n for n in morph.nouns(text, as_verbs=False)}
    return tuple(dict.fromkeys(every)), frozenset(every) - named


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


def _is_promise(text: str) -> bool:
    """A Korean promise ending (보낼게, 올릴게요, 하겠습니다): the speaker commits to doing
    something, as the analyzer reads it (``acts.promise_spans``). Every such ending holds
    게, 께 or 겠: the analyzer reads only the sentences that may promise."""
    return bool(_MAY_PROMISE.search(text)) and bool(promise_spans(text))


_MAY_PROMISE = re.compile("[게께겠]")


def _sentences(messages: Iterable[MessageRecord]) -> list[_Sentence]:
    """Split messages into sentences, skipping service records and empty text."""
    out: list[_Sentence] = []
    for number, message in enumerate(messages):
        if message.kind != "message" or not message.text.strip():
            continue
        who = speaker(message.sender, is_bot=message.is_bot)
        quotes = _quoted_spans(message.text)
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
                        quoted=inside,
                    )
                )  # fmt: skip
    return out


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
    outrank one-off words. A topic said only as a verb counts half."""
    weights: Counter[str] = Counter()
    for sentence in sentences:
        if not topics:
            weights.update(sentence.terms)
            continue
        for topic in sentence.topics:
            weights[topic] += _ACT_WEIGHT if topic in sentence.acts else 2 * _ACT_WEIGHT
    return weights


def _people(sentences: Sequence[_Sentence]) -> Sequence[_Sentence]:
    """The people's sentences, when there are any: personas answer at length and would
    otherwise name the subjects and fill the summary."""
    said = [s for s in sentences if not s.bot]
    return said or sentences


def key_topics(
    sentences: Sequence[_Sentence], limit: int = 5, people: Sequence[str] = ()
) -> list[str]:
    """The nouns the people mention in most sentences, ties broken by first use; none
    that names one of ``people`` (the window's members: "하늘아" calls, it is no subject)."""
    weights = _term_weights(_people(sentences), topics=True)
    # what was decided (a persona's wrap-up too) names the window better than an option
    # talked about more and dropped
    for sentence in sentences:
        if _is_decision(sentence):
            weights.update(dict.fromkeys(sentence.topics, 2 * _ACT_WEIGHT))
    names = _names(people)
    return [t for t in sorted(weights, key=lambda term: -weights[term]) if t not in names][:limit]


def _names(people: Sequence[str]) -> frozenset[str]:
    """The ways a window's members are named in its text: the name, lower-cased, and
    without a family name (김민수 -> 민수) or a persona's marker."""
    found: set[str] = set()
    for person in people:
        name = person.removesuffix(" [bot]").strip()
        found.update((name, name.lower()))
        if len(name) == _FULL_NAME and not name.isascii():
            found.add(name[1:])
        found.update(part.lower() for part in name.split() if len(part) > 1)
    return frozenset(found)


def key_sentences(sentences: Sequence[_Sentence], limit: int = 3) -> list[_Sentence]:
    """The people's sentences that carry most of the window's recurring keywords, each
    text once (a repeated message is one line), in chat order."""
    sentences = _people(sentences)
    weights = _term_weights(sentences)

    def score(sentence: _Sentence) -> float:
        shared = sum(weights[t] - 1 for t in sentence.terms)  # terms seen elsewhere too
        bonus = 2.0 if _DECISION.search(sentence.text) else 0.0
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
        proposes = any(_PROPOSAL.search(s.text) or _HORTATIVE.search(s.text) for s in said)
        opens = proposes or has_transition_phrase(text)
        opens = opens or any(s.is_question or _is_decision(s) for s in said)
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


def _is_decision(sentence: _Sentence) -> bool:
    """States a decision: decision wording, not a question, not a conditional (확정되면)
    and not a promise that only mentions one (일정 확정 메일은 내가 보낼게)."""
    text = sentence.text
    if sentence.is_question or not _DECISION.search(text) or _CONDITIONAL.search(text):
        return False
    if _UNDECIDED.search(text) or _DEFERRED.search(text):
        return False
    return not (_is_promise(text) and not _EXPLICIT_DECISION.search(text))


def _decision_lines(sentences: Sequence[_Sentence]) -> Iterable[tuple[_Sentence, str]]:
    """Decision sentences with content: a bare "좋아 그럼 결정." stands for the rest of its
    message, or is left out when nothing follows."""
    for i, sentence in enumerate(sentences):
        if not _is_decision(sentence):
            continue
        if sentence.subjects:
            yield sentence, sentence.line
            continue
        rest = [s.text for s in sentences[i + 1 :] if s.message == sentence.message and s.subjects]
        if rest:
            yield sentence, f"{sentence.speaker}: {_balanced(' '.join(rest))}"


def decisions(
    sentences: Sequence[_Sentence], limit: int = 5, said: Sequence[_Said] | None = None
) -> list[CitedItem]:
    """Sentences that state a decision or an agreement, each citing its evidence
    (``said``: ``_messages(sentences)``, when the caller has it)."""
    return _cited(sentences, _decision_lines(sentences), limit, backed=True, said=said)


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
        if s.message in found or s.is_question or not s.subjects or s.text in texts:
            continue
        # a persona's "해야 해요" is advice: it takes on a task only by promising one;
        # "다 했어요" reports a task, it is not one
        # words in quote marks are a draft or another's: no promise of the speaker's
        promised = not s.quoted and (_is_promise(s.text) or (not s.bot and _ACTION.search(s.text)))
        if promised and not closing(s.text) and not _OFFER.search(s.text):
            found[s.message] = (s, s.line)
            texts.add(s.text)
    items = _cited(sentences, found.values(), limit, said=said)
    out = []
    for item in items:
        owner, due = owner_and_due(item.text, people)
        out.append(msgspec.structs.replace(item, owner=owner, due=due))
    return out


def consensus(sentences: Sequence[_Sentence]) -> ConsensusLevel:
    """From wording alone: stated decision > agreement of two people > leaning > ideas."""
    statements = [s for s in sentences if not s.is_question]
    if any(_FIRM_DECISION.search(s.text) for s in statements):
        return "decided"
    agreeing = {s.speaker for s in statements if _AGREE.search(s.text) and not objects(s.text)}
    if any(_DECISION.search(s.text) for s in statements) or len(agreeing) >= 2:
        return "agreed"
    proposals = any(_PROPOSAL.search(s.text) for s in sentences)
    promises = any(_ACTION.search(s.text) or _is_promise(s.text) for s in statements)
    if agreeing or proposals or promises:
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
) -> SummaryDraft:
    """The extractive summary of a window (also the Claude summarizer's fill-in), with the
    outcome of the earlier ``open_proposals`` it answers and the ``open_todos`` it closes."""
    with morph.holding():  # one tagger for the window's sentences
        sentences = _sentences(messages)
    said = _messages(sentences)  # read once for both kinds of item
    people = participants(messages)
    topics = key_topics(sentences, people=people)
    found_decisions = decisions(sentences, said=said)
    count = sum(1 for m in messages if m.kind == "message")  # commands and service records: no
    lines = [_overview(people, topics, count)]
    lines.extend(s.line for s in key_sentences(sentences))
    if found_decisions and found_decisions[0].text not in lines:
        lines.append(f"결정 - {found_decisions[0].text}")
    rename = topic_pending or not topic or topic == "general"
    draft = SummaryDraft(
        summary="\n".join(lines[:5]),
        key_topics=topics,
        topic_tag=tag_from(topics, topic) if rename else topic,
        key_decisions=found_decisions,
        action_items=action_items(sentences, people=people, said=said),
        consensus_level=consensus(sentences),
    )
    draft = settle(draft, messages, open_proposals)
    draft = close_todos(draft, messages, open_todos)
    return ground(draft, messages, earlier=earlier_of(open_proposals, open_todos)).draft


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

    async def summarize(self, request: SummaryRequest) -> SummaryResult:
        """Summarize one window of masked messages."""
        draft = draft_for(
            request.messages,
            request.topic,
            request.topic_pending,
            request.open_proposals,
            request.open_todos,
        )
        return SummaryResult(draft=draft, model=MODEL_NAME, usage=None)

    async def report(self, request: ReportRequest) -> ReportResult:
        """핵심 논점 / 결론 / 액션 아이템 from the period's summaries and messages."""
        with morph.holding():
            sentences = _sentences(request.messages)
        topics = report_subjects(request.summaries) or key_topics(
            sentences, people=participants(request.messages)
        )
        gists = [_gist(s) for s in request.summaries[-5:] if s.summary.strip()]
        points = [f"{tag}: {gist}" for tag, gist in gists]
        said = {gist for _, gist in gists}
        points.extend(s.line for s in key_sentences(sentences, limit=4) if s.line not in said)
        conclusions = [d.text for s in request.summaries for d in s.key_decisions]
        conclusions.extend(d.text for d in decisions(sentences, limit=7))
        actions = [a.text for s in request.summaries for a in s.action_items]
        actions.extend(a.text for a in action_items(sentences, limit=10))
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
