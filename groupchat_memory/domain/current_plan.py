"""The plan as it stands, for a bot's reply: the decision chains and the to-dos a question
is about, each with the messages that made it, above the rest of the context.

A question about what was decided, changed or is still open ("지금은 어디로 돼 있어?",
"what did we originally pick?", "who is doing X", "is X done") needs the chain of
decisions, not only the nearest lines: recall alone may bring the first plan and miss
what replaced it. The section is read from the same understanding ``/결정`` and ``/할일``
list (``understanding.ledger.understood``), so a reply and the commands agree on which
decision is current::

    [현재 계획] (맨 위가 지금 유효한 결정, ← 아래는 그것이 바꾼 이전 결정)
    - 현재 결정 (2026-05-02, 동의: 민준)
      서연: 회식 토요일 6시 홍대로 변경하기로 했어요
      ← 이전 결정 (2026-05-01, 2026-05-02에 바뀜)
      민준: 회식은 금요일 7시 강남에서 하기로 했어요
    - 할 일 [완료] 민준 (2026-05-01, ~2026-05-01)
      민준: 발표 자료는 금요일까지 제가 준비할게요
      [2026-05-02] 민준: 발표 자료 다 했어요
    [서연의 열린 할 일]
    - 서연: 회식 예약은 제가 할게요 (2026-05-01부터)

Which chains and to-dos: those whose messages recall ranks near the top for the question
(keywords and meaning, ``recall.relevant.ranked_messages``) when it asks about their kind
(what was decided, changed or dropped, and why; who does what, whether it is done), more
easily when the question names their subject (a word of what they are about that few of
the items near it share: not the event's name every plan says, not a word of deciding);
for a question about neither, only those recall puts at the very top. Those it names
come first; before them, asked for a kind of value ("며칠에", "where", "how much"), the
plans whose decisions set one of that kind, whatever words the question names them by.
Then the open items of a member the question names when it asks who does what, or of
the asker when they ask what they were to do. The section takes at most ``PLAN_SHARE``
of the budget: the best item first, each of its entries by the message that states it,
then the message that closed a to-do or took a decision back, then (asked why) the lines
just before a change that speak of the plan it ended, then the lines recall ranks, then
the latest line of each decision a change replaced (how it was settled: what a question
about the plan before asks for), then (for a plan that changed) the lines of each
decision's talk that say it again ("going with Sunday then": how it ended, which the
ledger may not cite), then the rest of their evidence, the latest line first.
"""

from __future__ import annotations

import functools
import itertools
import operator
import re
import threading
from collections import Counter, OrderedDict
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, tzinfo
from itertools import repeat
from pathlib import Path

import msgspec

from groupchat_memory.domain.context import message_line
from groupchat_memory.domain.recall.rows import day_files
from groupchat_memory.domain.summaries.decisions import LedgerEntry, messages_near, said_only
from groupchat_memory.domain.summaries.todos import TodoEntry
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.text.capping import shorten
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import index_terms
from groupchat_memory.domain.text.values import slots, without_values
from groupchat_memory.domain.understanding.acts import without_deciding
from groupchat_memory.domain.understanding.due import days_of_month
from groupchat_memory.domain.understanding.ledger import understood
from groupchat_memory.domain.understanding.state import EVIDENCE_FIRST, EVIDENCE_LATEST
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.log_reader import written_seq
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

PLAN_HEADER = "[현재 계획] (맨 위가 지금 유효한 결정, ← 아래는 그것이 바꾼 이전 결정)"
PLAN_SHARE = 0.3  # of the budget at most: the rest is recall's and the conversation's
RANK_K = 3  # how much a message's place in recall's ranking counts (as in RRF)
RANK_REACH = 2  # an item relates when its messages' places add up to one at this place
ASKED_REACH = 10  # or to one at this place, when the question asks about such an item
UNASKED_SCORE = 0.5  # a question not about plans or tasks: two lines at the very top
SCORED = 30  # recall's best places an item's score counts
# a reply context's ranking: each of recall's best places that is a line of a decision
# brings that decision's other lines after it (``with_decided``), in a context of at least
# ``DECIDED_BUDGET`` tokens (a smaller one's room is recall's first lines'; the lines
# brought took it there, docs/recall-evaluation.md)
DECIDED_HITS = 30
DECIDED_BUDGET = 2000
MAX_CHAINS = 3
MAX_TODOS = 3
MAX_OWN = 3  # open items of the member asked about
LINE_TOKENS = 60  # a quoted message longer than this is shortened
EVIDENCE_QUOTED = 6  # messages quoted of one entry at most, unless recall ranks more
RUN_GAP = 8  # messages apart that a decision's lines are still one exchange
WRAP_REACH = 4  # messages after an exchange that may still say how it ended
LEAD_REACH = 6  # messages before a change that may say why
_STATUS = {"open": "진행 중", "done": "완료", "dropped": "취소"}
_ASKS_OWN = re.compile(
    r"내가\s?(?:뭐|무엇|뭘)|내\s?할\s?일|나\s?(?:뭐|무엇)\s?하기로|제가\s?(?:뭐|무엇|뭘)|제\s?할\s?일"
    r"|\bwhat\s+(?:am|was|did|do)\s+I\b|\bmy\s+(?:tasks?|to-?dos?|action\s+items?)\b",
    re.IGNORECASE,
)
# a question about what was decided or changed, and one about who does what or whether
# it is done: the kind of item it asks for relates more easily and comes first. "지금",
# "actually", "in the end", "after all" ask how a plan stands after its changes ("지금 숙소
# 어디어디로 잡혀 있어?", "Where did we actually sleep?": ko19, ko22, en13, en24, en23)
_ASKS_PLAN = re.compile(
    r"결정|정했|정한|기로\s?(?:한|했)|계획|최종|결국|결론|원래|처음|지금|현재|요즘|아직|여전히"
    r"|취소|엎어|무산|없던\s?(?:걸로|거로|일로)|어떻게\s?(?:됐|되었|된)|그대로|예정대로"
    r"|변경|요새|정리\s?(?:됐|되었|된)|[가-힣]로\s?(?:됐|되었)"
    r"|\bdecid|\bplan|\bfinal|\boriginal|\bfirst\b|\bnow\b|\bcurrent|\bat\s+the\s+moment\b"
    r"|\bthese\s+days\b|\bstill\b|\banymore\b|\bas\s+(?:it|things)\s+stands?\b|\bcancel"
    r"|\bchang|\bswitch|\bmov(?:e|ed|ing)\b|\bpostpon|\bresched|\bsettled\b|\bend(?:ed)?\s+up\b"
    r"|\bhappening\b|\bgoing\s+ahead\b|\bstill\s+on\b"
    r"|\bactually\b|\bin\s+the\s+end\b|\bafter\s+all\b"
    r"|\bat\s+the\s+(?:very\s+)?(?:start|beginning)\b|\bwent\s+wrong\b|\bwhatever\s+happened\b"
    r"|\bbefore\b.*\bcame\s+(?:up|in|along)\b"
    r"|\bdrop|\bscrap|\b(?:give|gave|giving)\s+up\b|\bcall(?:ed)?\s+off\b|\bback(?:ed)?\s+out\b",
    re.IGNORECASE,
)
# Korean verbs of moving or changing a plan, read by their stem however they are
# conjugated (바뀐, 옮겼어, 미룬, 늦춘, 앞당겼었지, 낮췄던)
_CHANGE_STEMS = frozenset(
    {"바꾸", "바뀌", "옮기", "미루", "밀리", "당기", "늦추", "낮추", "높이", "줄이", "늘리"}
)
# their first syllables: a conjugation changes only a stem's last syllable (바꿔, 옮겼어,
# 미뤄, 앞당겼었지), so a question holding none of these holds none of the verbs and is
# not analyzed (a tagger made and the question read for nothing, on most reply contexts:
# docs/measurements.md)
_CHANGE_FIRSTS = frozenset(stem[0] for stem in _CHANGE_STEMS)


def _asks_plan(text: str) -> bool:
    """The question asks what was decided, changed or dropped: its words, or a Korean
    verb of changing a plan in any of its forms."""
    return bool(_ASKS_PLAN.search(text)) or (
        not _CHANGE_FIRSTS.isdisjoint(text)
        and any(
            m.tag == "VV" and m.form in _CHANGE_STEMS for m in morph.analyze(morph.closed(text))
        )
    )


def asks_about_plans(text: str) -> bool:
    """The question asks what was decided or changed, or why: recall follows its best
    hits with the turns that settled them (``ranked_messages(restating=)``)."""
    return _asks_plan(text) or bool(_ASKS_WHY.search(text))


_ASKS_TASK = re.compile(
    r"누가|누구|했어\?|했나|했었|됐어|됐나|끝났|끝냈|완료|처리|맡|담당|아직"
    # "is it done", not "what has he done": done as a state
    r"|\bwho\b|\bwhose\b|\b(?:is|are|was|were|been|get|got|it|that)\s+done\b|\bfinish"
    r"|\byet\b|\bstatus\b|\bhandl|\btook\b|\btaking\b",
    re.IGNORECASE,
)
# the kind of value a question about a plan asks for ("며칠에 가", "where is it now", "what
# are they paying"), by the words that ask for one (not a noun that names the kind: "the
# price sheet"): a plan that sets a value of that kind (``changes.slots``) answers it,
# whatever words the question names its subject with ("출사 여행" for the chat's "MT")
_ASKS_KIND: dict[str, re.Pattern[str]] = {
    "day": re.compile(
        r"며칠|몇\s?일|언제|무슨\s?요일|\bwhen\b|\bwhat\s+(?:day|date)|\bwhich\s+(?:day|date)",
        re.IGNORECASE,
    ),
    "time": re.compile(r"몇\s?시|언제|\bwhat\s+time\b|\bwhen\b", re.IGNORECASE),
    "amount": re.compile(
        r"얼마|몇\s?(?:만\s?)?원|\bhow\s+much\b|\bwhat\b.*\b(?:pay|pays|paying|paid|costs?|price)\b",
        re.IGNORECASE,
    ),
    "rate": re.compile(r"얼마|몇\s?(?:%|프로|퍼센트)|\bhow\s+much\b", re.IGNORECASE),
    "place": re.compile(r"어디|\bwhere\b|\bwhich\s+(?:place|restaurant|bar|hotel|venue)", re.I),
}
# a question asking who: it asks for a person, whatever values it names
_ASKS_WHO = re.compile(r"누가|누구|\bwho\b|\bwhose\b", re.IGNORECASE)
_ASKS_WHY = re.compile(
    r"왜|이유|까닭|어째서|\bwhy\b|\breasons?\b|\bwhat\s+made\b|\bhow\s+come\b", re.IGNORECASE
)
# a question asking two things at once ("what was her worry and how was it handled",
# "how much is in the fund and who paid last", "what did it make compared with the
# wedding", "몇 석이었고 어떻게 맞췄어?", "원래는 몇 곡이었고 지금은?"): its second part is
# answered by other lines than its first
_ASKS_TWO = re.compile(
    r"\b(?:and|or|but|then)\s+(?:how|what|who|whom|whose|when|where|why|which|did|does|do"
    r"|is|are|was|were|has|have|had)\b|\bcompared\b|\bversus\b|\bvs\b"
    r"|고\s+(?:어떻게|누가|누구|왜|언제|어디|뭐|무엇|몇|얼마|지금|결국)|그리고|(?:와|과|랑|하고)\s?비교",
    re.IGNORECASE,
)


def asks_plainly(text: str) -> bool:
    """The question asks one thing, and neither about a plan or a reason, nor for a day,
    a time, an amount, a place or a person, nor whether something is done: what it asks
    was said once, in lines near the question's words or meaning, not over a talk that
    settled it, so recall's ranking may stop nearer its knee (``queries.PLAIN_KNEE``)."""
    return not (
        asks_about_plans(text)
        or _ASKS_TASK.search(text)
        or _ASKS_WHO.search(text)
        or any(asks.search(text) for asks in _ASKS_KIND.values())
        or _ASKS_TWO.search(text)
    )


CATCH_UP = 3000  # log records a reply feeds the understanding at most


class Plan(msgspec.Struct, frozen=True, kw_only=True):
    """The section's lines (empty: nothing relates), the messages they quote, its cost."""

    lines: list[str]
    quoted: list[MessageRecord]
    tokens: int


EMPTY = Plan(lines=[], quoted=[], tokens=0)


@dataclass
class _Item:
    """A decision chain (the one that stands first, then what it replaced, newest first)
    or a to-do: what the section may show of it."""

    entries: list[LedgerEntry | TodoEntry]
    score: float  # how well recall placed its messages for the question


def _line_tokens(line: str) -> int:
    return estimate_tokens(line) + 1


def _chains(decisions: Sequence[LedgerEntry]) -> list[list[LedgerEntry]]:
    """Each decision that stands (or was dropped), followed by those it replaced, newest
    first; a replaced one whose successor is not in the ledger stands alone."""
    backed = [e for e in decisions if not e.proposal or e.status == "superseded"]
    by_evidence = {tuple(e.evidence): e for e in backed if e.evidence}
    by_text = {e.text: e for e in backed}

    def successor(entry: LedgerEntry) -> LedgerEntry | None:
        then = entry.superseded_by
        if then is None:
            return None
        return by_evidence.get(tuple(then.evidence)) or by_text.get(then.text)

    chains: dict[int, list[LedgerEntry]] = {}
    heads: list[LedgerEntry] = []
    for entry in backed:
        head = entry
        for _ in range(len(backed)):  # follow the successors to the one that stands
            later = successor(head) if head.status == "superseded" else None
            if later is None or later is entry:
                break
            head = later
        if head is entry:
            heads.append(entry)
            chains.setdefault(id(entry), [entry])
        else:
            chains.setdefault(id(head), [head]).append(entry)
    order = {id(e): at for at, e in enumerate(backed)}
    out: list[list[LedgerEntry]] = []
    for head in heads:
        chain = chains[id(head)]
        out.append([chain[0], *sorted(chain[1:], key=lambda e: _when(e), reverse=True)])
    out.sort(key=lambda chain: order[id(chain[0])])
    return out


def _when(entry: LedgerEntry | TodoEntry) -> tuple[str, int]:
    return entry.date, entry.evidence[0] if entry.evidence else 0


def _seqs(entry: LedgerEntry | TodoEntry) -> list[int]:
    """The messages of an entry: its evidence (the statement first), then the messages
    that closed a to-do or took a decision back. Of a long evidence (a state kept from
    before the tracker bounded it) only what the tracker keeps now: its first and its
    latest messages, all the section can show; the rest would only be read."""
    evidence = entry.evidence
    if len(evidence) > EVIDENCE_FIRST + EVIDENCE_LATEST:
        evidence = [*evidence[:EVIDENCE_FIRST], *evidence[-EVIDENCE_LATEST:]]
    return list(dict.fromkeys([*evidence, *_closing(entry)]))


def _runs(
    entry: LedgerEntry | TodoEntry, *, wrap: int = WRAP_REACH
) -> list[tuple[int, int, list[int]]]:
    """The other messages of the talk that settled a decision, by run of its lines (each
    no more than ``RUN_GAP`` apart; a decision taken back days later is a run of its
    own): the first and the last line of the run, and the messages between its lines
    and ``wrap`` right after them, where a member often says it once more ("going with
    Sunday then", "ok back to Penpot") without the ledger citing it. A to-do's talk is
    its own lines."""
    if not isinstance(entry, LedgerEntry):
        return []
    own = sorted(set(_seqs(entry)))
    out: list[tuple[int, int, list[int]]] = []
    start = 0
    for at in range(1, len(own) + 1):
        if at == len(own) or own[at] - own[at - 1] > RUN_GAP:
            first, last = own[start], own[at - 1]
            talk = [s for s in range(first + 1, last + 1 + wrap) if s not in own]
            out.append((first, last, talk))
            start = at
    return out


def _exchange(entry: LedgerEntry | TodoEntry, *, wrap: int = WRAP_REACH) -> list[int]:
    """``_runs``' messages, in order."""
    return [seq for *_, seqs in _runs(entry, wrap=wrap) for seq in seqs]


def _leads(entry: LedgerEntry | TodoEntry) -> list[int]:
    """The messages right before each run of a decision's lines (``LEAD_REACH``): what
    brought it up, often why a plan changed ("the 5K closes the street that day")."""
    own = set(_seqs(entry))
    return [
        seq
        for first, _, _ in _runs(entry)
        for seq in range(max(0, first - LEAD_REACH), first)
        if seq not in own
    ]


def _why_lines(
    entries: Sequence[LedgerEntry | TodoEntry], said: Mapping[int, MessageRecord]
) -> list[tuple[int, int]]:
    """(entry, message) for a question asking why a plan changed: the lines right before
    a decision that replaced another, or before the taking back of a dropped one, that
    name a word or a value of the plan it ended (the reason is said about the old plan:
    "10일에 워크숍 잡혔어" before "일요일로 옮기자"), in chat order."""
    out: list[tuple[int, int]] = []
    for pos, entry in enumerate(entries):
        runs = _runs(entry)
        if pos + 1 < len(entries):  # it replaced the next one
            ended, firsts = entries[pos + 1], runs[:1]
        elif entry.status == "dropped" and isinstance(entry, LedgerEntry) and entry.dropped_by:
            ended, firsts = entry, [r for r in runs[1:] if r[0] in entry.dropped_by]
        else:
            continue
        old = frozenset().union(*(_dated_words(said[s]) for s in _seqs(ended) if s in said))
        own = set(_seqs(entry))
        for first, _, _ in firsts:
            for seq in range(max(0, first - LEAD_REACH), first):
                if seq in said and seq not in own and _dated_words(said[seq]) & old:
                    out.append((pos, seq))
    return out


def _later_first(seqs: Sequence[int]) -> list[int]:
    """An entry's messages as the section quotes the rest of them: its statement, then
    the latest (how the talk ended: "MT는 27~28일로 최종!"), then the others in order."""
    return [*seqs[:1], *seqs[-1:], *seqs[1:-1]] if len(seqs) > 2 else list(seqs)


def _closing(entry: LedgerEntry | TodoEntry) -> list[int]:
    """The messages that ended an entry: a to-do's closing, a dropped decision's taking
    back (what says the plan is off, as much as the plan itself)."""
    return entry.closed_by if isinstance(entry, TodoEntry) else entry.dropped_by


def _names_in(question: str, names: Iterable[str]) -> list[str]:
    """The members a question names (a Korean name may carry a particle: ``민수가``)."""
    out: list[str] = []
    for name in names:
        if not name:
            continue
        if name.isascii():
            if re.search(rf"\b{re.escape(name)}\b", question, re.IGNORECASE):
                out.append(name)
        elif name in question:
            out.append(name)
    return out


@dataclass
class _Indexed:
    """What ``choose`` reads of one ledger, made once for it: its chains, the chains and
    the to-dos each message belongs to (by their places), the to-dos' owners in order."""

    chains: list[list[LedgerEntry]]
    chain_of: Mapping[int, Sequence[int]]
    todo_of: Mapping[int, Sequence[int]]
    owners: tuple[str, ...]
    opened: Sequence[TodoEntry]  # the open to-dos, in their order

    @staticmethod
    def holding(of: Mapping[int, Sequence[int]], seqs: Iterable[int]) -> list[int]:
        """The places of the items holding any of ``seqs``, in the ledger's order."""
        return sorted({at for seq in seqs for at in of.get(seq, ())})


class _TodoIndex:
    """The to-dos of one chat's lists by the messages they hold, kept from one list to
    the next: a long history's new list differs from the last in a few entries (the
    others are the same objects, ``understood`` keeps them), so only those are read
    again, not every message of every to-do. Holds its entries: their ids stay theirs."""

    def __init__(self) -> None:
        self.entries: dict[int, TodoEntry] = {}
        self.holders: dict[int, int | tuple[int, ...]] = {}  # seq -> the ids holding it
        self.todos: Sequence[TodoEntry] = ()  # the list it was last brought up to
        self.owners: tuple[str, ...] = ()
        self.opened: list[TodoEntry] = []  # the open ones, in the list's order
        # each to-do's place counted from the end (the oldest, which a new list keeps
        # where they were; None: made again when asked)
        self.from_end: dict[int, int] | None = {}
        self.once = True  # no to-do of the list is in it twice

    def update(self, todos: Sequence[TodoEntry]) -> None:
        # each to-do of a long history is gone through in C (``map``), not one by one:
        # the lists share all but a few entries, found between what both begin and end with
        if todos is self.todos:
            return
        last, self.todos = self.todos, todos
        self.owners = tuple(o for o in dict.fromkeys(map(_OWNER, todos)) if o)
        self.opened = _opened(todos)
        both = min(len(last), len(todos))
        head = next(itertools.compress(itertools.count(), map(operator.is_not, last, todos)), both)
        tail = next(
            itertools.compress(
                itertools.count(), map(operator.is_not, reversed(last), reversed(todos))
            ),
            both,
        )
        tail = min(tail, both - head)
        went = last[head : len(last) - tail]
        came = todos[head : len(todos) - tail]
        here = {id(t) for t in came}
        gone = [t for t in went if id(t) not in here]
        if gone:  # an entry may be in a list twice (two to-dos made the same)
            here = set(map(id, todos))
            gone = [t for t in gone if id(t) not in here]
        for old in gone:
            if self.entries.pop(id(old), None) is None:
                continue
            for seq in _todo_seqs(old):
                held = self.holders.get(seq)
                left = tuple(i for i in _ids(held) if i != id(old))
                if not left:
                    self.holders.pop(seq, None)
                else:
                    self.holders[seq] = left[0] if len(left) == 1 else left
        for new in came:
            if id(new) in self.entries:
                continue
            self.entries[id(new)] = new
            for seq in _todo_seqs(new):
                held = self.holders.get(seq)
                self.holders[seq] = id(new) if held is None else (*_ids(held), id(new))
        ends, once = self.from_end, len(self.entries) == len(todos)
        if ends is None or not (once and self.once):  # one listed twice: made when asked
            self.from_end, self.once = None, once
            return
        if len(todos) != len(last):
            for t in todos[:head]:
                ends[id(t)] += len(todos) - len(last)
        for old in went:
            ends.pop(id(old), None)
        for at, new in enumerate(came, head):
            ends[id(new)] = len(todos) - 1 - at


_OWNER, _STATUS_OF = operator.attrgetter("owner"), operator.attrgetter("status")


def _opened(todos: Sequence[TodoEntry]) -> list[TodoEntry]:
    return list(itertools.compress(todos, map(operator.eq, map(_STATUS_OF, todos), repeat("open"))))


def _places(todos: Sequence[TodoEntry]) -> dict[int, int]:
    return dict(zip(map(id, todos), itertools.count()))


def _from_end(todos: Sequence[TodoEntry]) -> dict[int, int]:
    """Each to-do's place counted from the end (its last, when listed twice)."""
    return {id(t): len(todos) - 1 - at for at, t in enumerate(todos)}


def _ids(held: int | tuple[int, ...] | None) -> tuple[int, ...]:
    return () if held is None else held if isinstance(held, tuple) else (held,)


def _todo_seqs(todo: TodoEntry) -> set[int]:
    return {*todo.evidence, *todo.closed_by}


class _TodoPlaces(Mapping[int, Sequence[int]]):
    """The places in the index's list of the to-dos holding a message (``_TodoIndex``),
    the places found when first asked for."""

    def __init__(self, index: _TodoIndex, todos: Sequence[TodoEntry]) -> None:
        self._index = index
        self._todos = todos
        self._own: dict[int, int] | None = None

    def __getitem__(self, seq: int) -> list[int]:
        index = self._index
        held = _ids(index.holders[seq])
        with _INDEXING:
            if index.todos is self._todos:
                if index.from_end is None:
                    index.from_end = _from_end(self._todos)
                last = len(self._todos) - 1
                return [last - index.from_end[i] for i in held if i in index.from_end]
            # another reply brought the index up to a newer list meanwhile
            if self._own is None:
                self._own = _places(self._todos)
            places = self._own
        return [places[i] for i in held if i in places]

    def __iter__(self) -> Iterator[int]:  # as of the newest list
        return iter(self._index.holders)

    def __len__(self) -> int:
        return len(self._index.holders)


# the ledgers indexed lately, by the identity of their lists (``understood`` shares one
# pair between calls while the chat's understanding stands, and keeps the decisions'
# list when only to-dos changed): a reply's plan section read every decision and to-do
# of a long history again otherwise. The to-dos' index is kept per chat (by its oldest
# to-do) and brought up to date with each new list.
_INDEXED: OrderedDict[int, tuple[object, list[list[LedgerEntry]], dict[int, list[int]]]]
_INDEXED = OrderedDict()
_TODO_INDEXES: OrderedDict[int, _TodoIndex] = OrderedDict()
_INDEXING = threading.Lock()  # reply contexts of one chat are built in several threads
_INDEXED_KEPT = 4


def _indexed(decisions: Sequence[LedgerEntry], todos: Sequence[TodoEntry]) -> _Indexed:
    """``decisions`` and ``todos`` indexed for ``choose`` (kept for the same lists)."""
    found = _INDEXED.get(id(decisions))
    if found is not None and found[0] is decisions:
        _INDEXED.move_to_end(id(decisions))
        chains, chain_of = found[1], found[2]
    else:
        chains = _chains(decisions)
        chain_of = {}
        for at, chain in enumerate(chains):
            for seq in {s for e in chain for s in _seqs(e)}:
                chain_of.setdefault(seq, []).append(at)
        _INDEXED[id(decisions)] = (decisions, chains, chain_of)
        if len(_INDEXED) > _INDEXED_KEPT:
            _INDEXED.popitem(last=False)
    lineage = id(todos[-1]) if todos else 0
    with _INDEXING:
        index = _TODO_INDEXES.pop(lineage, None) or _TodoIndex()
        index.update(todos)
        owners, opened = index.owners, index.opened
        _TODO_INDEXES[lineage] = index
        if len(_TODO_INDEXES) > _INDEXED_KEPT:
            _TODO_INDEXES.popitem(last=False)
    return _Indexed(chains, chain_of, _TodoPlaces(index, todos), owners, opened)


def choose(
    decisions: Sequence[LedgerEntry],
    todos: Sequence[TodoEntry],
    question: Question,
    asker: str,
    ranked: Sequence[int],
) -> tuple[list[_Item], list[TodoEntry], str]:
    """The chains and to-dos the question relates to (best first), and the open items of
    the member it asks about (their name, the asker's when they ask what they were to do).

    An item relates by the places recall gives its messages: each ranked one adds
    ``1 / (RANK_K + place)``, so a decision with several well-placed lines is ahead of
    one line that happens to rank high. It must add up to what one line at ``RANK_REACH``
    gives, or at ``ASKED_REACH`` when the question asks about what it is: a decision
    that changed or was dropped when it asks what was decided or changed, a to-do when
    it asks who does something or whether it is done; what it asks about comes first.
    With fewer places, an item relates when the question names its subject: a word of
    what it is about (not of deciding or of a value it sets) that at most half of the
    items recall places that far hold, the way idf weighs a word by the documents it is
    in (the event's name every plan near the question says tells none of them apart),
    or every such word of it. Those it names come before the rest.

    A question about plans that asks for a kind of value (a day, a time, an amount, a
    place: ``_ASKS_KIND``, not when it asks who) names its subject in words of its own as
    often as in the chat's ("출사 여행" for "MT"): a chain whose decisions set a value of
    that kind relates with any of its messages among ``ranked`` (wider than the
    ``SCORED`` places the scores count), and comes first, the one whose standing
    decision sets it before one that set it only before a change."""
    # an item's score counts the first ``SCORED`` places; further ones only let a plan
    # that sets the kind of value asked for relate
    reach = {seq: at for at, seq in enumerate(ranked)}
    place = {seq: at for seq, at in reach.items() if at < SCORED}
    text = question.text
    plans, tasks_asked = _asks_plan(text), bool(_ASKS_TASK.search(text))
    kinds = (
        frozenset(k for k, asks in _ASKS_KIND.items() if asks.search(text))
        if plans and not _ASKS_WHO.search(text)
        else None
    )
    # what the question is about: its words but those asking what was decided or done
    asked = _subject_terms(_ASKS_TASK.sub(" ", _ASKS_PLAN.sub(" ", text)))

    def item(entries: list[LedgerEntry | TodoEntry]) -> _Item:
        seqs = {s for e in entries for s in _seqs(e)}
        return _Item(entries, sum(1 / (RANK_K + place[s]) for s in seqs if s in place))

    # only what holds a ranked message can relate: a long history holds thousands, so
    # the ranked seqs look their items up (``_indexed``) instead of each item being read
    ledger = _indexed(decisions, todos)
    every = [item(list(ledger.chains[i])) for i in ledger.holding(ledger.chain_of, reach)]
    ranked_todos = [item([t]) for t in (todos[i] for i in ledger.holding(ledger.todo_of, place))]
    strict, loose = 1 / (RANK_K + RANK_REACH), 1 / (RANK_K + ASKED_REACH)
    named = _naming(asked, [i for i in (*every, *ranked_todos) if i.score >= loose])

    def says(found: _Item) -> int:
        return named.get(id(found), 0)

    def answers(found: _Item) -> int:
        """2 when the item's first decision (the one that stands) sets a value of the kind
        the question asks for, 1 when one it replaced does, else 0."""
        if not kinds:
            return 0
        head, *before = found.entries
        return 2 if kinds & _kinds(head) else int(any(kinds & _kinds(e) for e in before))

    def best(items: Iterable[_Item]) -> list[_Item]:
        return sorted(items, key=lambda i: (-answers(i), -says(i), -i.score))

    def kept(items: Iterable[_Item], kind_asked: bool, most: int) -> list[_Item]:
        # asked about its kind, an item needs recall's ranks, or fewer of them and its
        # subject named by the question (recall ranks lines near in meaning too, and a
        # plan on another subject may be near the shape of a question about plans), or
        # any rank when it sets the kind of value the question asks for; not asked, only
        # an item recall puts at the very top comes
        if kind_asked:
            found = [
                i
                for i in items
                if i.score >= strict or (i.score >= loose and says(i)) or answers(i)
            ]
        else:
            found = [i for i in items if i.score >= UNASKED_SCORE]
        return best(found)[:most]

    # a decision that never changed says no more than its lines, which recall ranks
    changed = [c for c in every if len(c.entries) > 1 or c.entries[0].status != "current"]
    chains = kept(changed, plans, MAX_CHAINS) + kept(
        (c for c in every if c not in changed), False, MAX_CHAINS
    )
    chains = best(chains)[:MAX_CHAINS]
    tasks = kept(ranked_todos, tasks_asked, MAX_TODOS)
    # whose open items: the member the question names when it asks who does what, the
    # asker when they ask what they were to do
    names = _names_in(text, ledger.owners if tasks_asked else ())
    who = names[0] if names else (asker if asker and _ASKS_OWN.search(text) else "")
    shown = {id(e) for i in tasks for e in i.entries}
    own = [t for t in ledger.opened if t.owner == who and id(t) not in shown]
    first = tasks + chains if tasks_asked and not plans else chains + tasks
    return first, own[:MAX_OWN], who


@functools.lru_cache(maxsize=8192)
def _subject_terms(text: str) -> frozenset[str]:
    """What a text is about: its index terms outside the values it names and the words
    that propose, decide or change a plan ("그럼 기차로 가는 걸로": 기차)."""
    return frozenset(index_terms(without_deciding(without_values(text))))


@functools.lru_cache(maxsize=8192)
def _slot_kinds(text: str) -> frozenset[str]:
    """The kinds of value a decision's words set (day, time, amount, place...)."""
    return frozenset(slots(_body(said_only(text))))


def _kinds(entry: LedgerEntry | TodoEntry) -> frozenset[str]:
    """The kinds of value a decision sets; a to-do sets none."""
    return _slot_kinds(entry.text) if isinstance(entry, LedgerEntry) else frozenset()


def _about(entry: LedgerEntry | TodoEntry) -> frozenset[str]:
    """The subject terms of an entry's own words (not its speaker's name)."""
    return _subject_terms(_body(said_only(entry.text)))


def _naming(asked: frozenset[str], items: Sequence[_Item]) -> dict[int, int]:
    """How plainly the question names each item's subject, by the item's id: 2 when
    one of its words in ``asked`` is held by at most half of the ``items``, 1 when
    ``asked`` holds all its words (a plan about the evening itself, asked about the
    evening), else 0."""
    about = [frozenset(t for e in i.entries for t in _about(e)) for i in items]
    held = Counter(t for words in about for t in words & asked)
    most = max(1, (len(items) + 1) // 2)
    return {
        id(i): 2
        if any(held[t] <= most for t in words & asked)
        else int(bool(words) and words <= asked)
        for i, words in zip(items, about, strict=True)
    }


def _words(text: str) -> frozenset[str]:
    """A line's subject terms and the values it names."""
    return _subject_terms(text) | {v for vs in slots(text).values() for v in vs}


def _dated_words(record: MessageRecord) -> frozenset[str]:
    """A line's words and values, with the days of the month it names: "15일엔 배추가
    없어요" names the day of "김장은 11월 15일 토요일", "the 15th is out" that of "Sat 15th"."""
    days = {f"day {day}" for day in days_of_month(record.text)}
    return _words(record.text) | days


def _own_words(entry: LedgerEntry | TodoEntry, said: Mapping[int, MessageRecord]) -> frozenset[str]:
    """The words and values of an entry's own lines, as far as read."""
    return frozenset().union(*(_words(said[s].text) for s in _seqs(entry) if s in said))


def _saying_again(
    entry: LedgerEntry | TodoEntry, said: Mapping[int, MessageRecord], cited: Collection[int]
) -> list[int]:
    """The messages of the talk that settled ``entry`` (``_exchange``, as far as read)
    that name a word or a value of its own lines, but for those ``cited`` (another
    entry's own, as a task taken in the same talk) and a persona's (it settles nothing):
    the rest is other talk."""
    own = _own_words(entry, said)
    return [
        s
        for s in _exchange(entry)
        if s in said and s not in cited and not said[s].is_bot and _words(said[s].text) & own
    ]


def _header(entry: LedgerEntry | TodoEntry, quoted: str) -> str:
    """The line that says what an entry is: a decision standing, replaced or dropped, or
    a to-do with its status; its words when the first quoted message does not say them."""
    words = " ".join(said_only(entry.text).split())  # who agreed is ours to say
    quoted = " ".join(quoted.split())
    said = "" if quoted and _body(words) == _body(quoted) else f": {shorten(words, LINE_TOKENS)}"
    if isinstance(entry, TodoEntry):
        due = f", ~{entry.due}" if entry.due else ""
        status = _STATUS.get(entry.status, entry.status)
        return f"- 할 일 [{status}] {entry.owner or '담당자 미정'} ({entry.date}{due}){said}"
    agreed = f", 동의: {', '.join(entry.agreed_by)}" if entry.agreed_by else ""
    if entry.status == "superseded":
        then = entry.superseded_by
        changed = f", {then.date}에 바뀜" if then is not None else ""
        return f"  ← 이전 결정 ({entry.date}{changed}){said}"
    if entry.status == "current":
        return f"- 현재 결정 ({entry.date}{agreed}){said}"
    return f"- 취소된 결정 ({entry.date}){said}"  # taken back with no replacement


def _body(line: str) -> str:
    """A line's words without the ``name:`` before them (a persona's mark or not)."""
    return line.partition(": ")[2] or line


def _quote(record: MessageRecord, day: str) -> str:
    """A message as the section quotes it: indented, its day when not the entry's."""
    line = message_line(record)
    flat = " ".join(line.split())
    if estimate_tokens(flat) > LINE_TOKENS:
        name, _, text = flat.partition(": ")
        flat = f"{name}: {shorten(text, LINE_TOKENS)}"
    when = record.timestamp[:10]
    return f"  {f'[{when}] ' if when != day else ''}{flat}"


def plan_section(
    items: Sequence[_Item],
    own: Sequence[TodoEntry],
    who: str,
    said: Mapping[int, MessageRecord],
    ranked: Sequence[int],
    budget: int,
    *,
    why: bool = False,
) -> Plan:
    """The section within ``budget`` tokens: every chosen entry's header with its
    statement while they fit, then the quoted lines recall ranks best, then the rest of
    their evidence, each entry's lines in chat order; the member's open items last.
    ``why``: the question asks why a plan changed (``_why_lines`` come early)."""
    place = {seq: at for at, seq in enumerate(ranked)}
    # the messages the section's entries stand on are quoted under their own entry
    cited = {seq for item in items for entry in item.entries for seq in _seqs(entry)}
    # (item, entry) -> the seqs chosen to quote, in the order they were chosen
    chosen: dict[tuple[int, int], list[int]] = {}
    used = _line_tokens(PLAN_HEADER)
    headers: dict[tuple[int, int], str] = {}
    quotes: dict[int, str] = {}
    taken: set[int] = set()

    def quote_of(seq: int, entry: LedgerEntry | TodoEntry) -> str:
        if seq not in quotes:
            quotes[seq] = _quote(said[seq], entry.date)
        return quotes[seq]

    def add(at: int, pos: int, seq: int | None) -> None:
        """Show entry ``pos`` of item ``at`` (its header, the first time) quoting ``seq``
        (None, or a message quoted already: the header alone), if it fits."""
        nonlocal used
        entry = items[at].entries[pos]
        key = (at, pos)
        quote = seq is not None and seq in said and seq not in taken
        cost = _line_tokens(quote_of(seq, entry)) if quote and seq is not None else 0
        header = headers.get(key)
        if header is None:
            # its words are left out when the message quoted right under it says them
            first = seq if quote and seq is not None else None
            header = _header(entry, message_line(said[first]) if first is not None else "")
            cost += _line_tokens(header)
        if (key in headers and not quote) or used + cost > budget:
            return
        used += cost
        headers[key] = header
        chosen.setdefault(key, [])
        if quote and seq is not None:
            chosen[key].append(seq)
            taken.add(seq)

    def passes() -> Iterable[tuple[int, int, int | None]]:
        """(item, entry, message) in the order they are wanted: the best item whole
        before the next one."""
        for at, item in enumerate(items):
            # every entry's header and statement, the decision that stands first
            for pos, entry in enumerate(item.entries):
                seqs = [s for s in _seqs(entry) if s in said]
                yield at, pos, seqs[0] if seqs else None
            # the message that closed a to-do or took a decision back
            for pos, entry in enumerate(item.entries):
                if _closing(entry):
                    yield at, pos, _closing(entry)[-1]
            # asked why: the lines before a change that speak of the plan it ended
            if why:
                for pos, seq in _why_lines(item.entries, said):
                    yield at, pos, seq
            # its lines recall ranks for the question, best first
            ranked_here = sorted(
                (place[seq], pos, seq)
                for pos, entry in enumerate(item.entries)
                for seq in _seqs(entry)
                if seq in place
            )
            for _, pos, seq in ranked_here:
                yield at, pos, seq
            # the latest line of each decision a change replaced: how its talk ended
            # ("그럼 20~21일로 박자"), what a question about the plan before it asks for
            for pos, entry in enumerate(item.entries[1:], start=1):
                if isinstance(entry, LedgerEntry) and len(own := _seqs(entry)) > 1:
                    yield at, pos, own[-1]
            # then, for a plan that changed, the lines of each decision's talk that say
            # its subject or its values again (how it ended: one of each before a second
            # of any), then the rest of the evidence of the decision that stands and of
            # each one before it recall found a line of, who agreed (a decision that
            # never changed: what recall ranks)
            if len(item.entries) > 1 or item.entries[0].status != "current":
                shown = [
                    (pos, entry)
                    for pos, entry in enumerate(item.entries)
                    if pos == 0 or any(s in place for s in _seqs(entry))
                ]
                again = [_saying_again(entry, said, cited) for entry in item.entries]
                for nth in range(max(map(len, again), default=0)):
                    for pos, lines in enumerate(again):
                        if nth < len(lines):
                            yield at, pos, lines[nth]
                for pos, entry in shown:
                    for seq in _later_first(_seqs(entry))[1:EVIDENCE_QUOTED]:
                        yield at, pos, seq

    for at, pos, seq in passes():
        if (at, pos) in headers or pos == 0 or (at, 0) in headers:
            add(at, pos, seq)
    lines = [PLAN_HEADER]
    for at, item in enumerate(items):
        for pos, entry in enumerate(item.entries):
            if (at, pos) not in headers:
                continue
            lines.append(headers[(at, pos)])
            lines.extend(quote_of(s, entry) for s in sorted(chosen[(at, pos)]))
    if own:
        head = f"[{who}의 열린 할 일]"
        rows = [
            f"- {' '.join(t.text.split())}" + (f" (~{t.due})" if t.due else "") + f" ({t.date}부터)"
            for t in own
        ]
        cost = sum(map(_line_tokens, [head, rows[0]]))
        if used + cost <= budget:
            lines.append(head)
            used += _line_tokens(head)
            for row in rows:
                if used + _line_tokens(row) > budget:
                    break
                lines.append(row)
                used += _line_tokens(row)
    if len(lines) == 1:
        return EMPTY
    quoted = sorted((said[s] for s in taken), key=lambda m: m.seq)
    return Plan(lines=lines, quoted=quoted, tokens=sum(map(_line_tokens, lines)))


def without(plan: Plan, shown: Iterable[MessageRecord]) -> Plan:
    """``plan`` without the quotes of messages the rest of the context already shows, but
    for the one right under each header: that one says what the entry is."""
    seqs = {m.seq for m in shown if m.seq}
    gone = {_quote_key(m) for m in plan.quoted if m.seq in seqs}
    if not gone:
        return plan
    lines: list[str] = []
    for line in plan.lines:
        quote = line.startswith("  ") and not line.startswith("  ←")
        first = not lines or not lines[-1].startswith("  ") or lines[-1].startswith("  ←")
        if quote and not first and any(line.endswith(key) for key in gone):
            continue
        lines.append(line)
    kept = "\n".join(lines)
    quoted = [m for m in plan.quoted if m.seq not in seqs or _quote_key(m) in kept]
    return Plan(lines=lines, quoted=quoted, tokens=sum(map(_line_tokens, lines)))


def _quote_key(record: MessageRecord) -> str:
    return _quote(record, record.timestamp[:10]).strip()


Ledgers = tuple[list[LedgerEntry], list[TodoEntry]]


def ledgers(
    root: DataRoot, chat_id: int, files: list[tuple[str, str, int, int]] | None = None
) -> Ledgers:
    """The chat's decisions and to-dos as ``/결정`` and ``/할일`` list them (without links),
    caught up with at most ``CATCH_UP`` more records: after a long import the first
    replies see part of it, the next ones the rest. ``files``: the log's day files as
    the caller just listed them (a reply context: its recall index's ``listed``)."""
    return understood(root, chat_id, limit=CATCH_UP, files=files)


def current_plan(
    root: DataRoot,
    chat_id: int,
    tz: tzinfo,
    question: Question,
    asker: str,
    ranked: Sequence[int],
    budget: int,
    read: Callable[[], Ledgers] | None = None,
) -> Plan:
    """The section for a reply to ``question`` by ``asker`` within ``budget`` tokens;
    ``ranked``: the seqs recall ranks best for the question, best first; ``read``: the
    ledgers as this reply read them already (``ledgers`` when not given)."""
    if budget <= 0:
        return EMPTY
    decisions, todos = (read or functools.partial(ledgers, root, chat_id))()
    if not decisions and not todos:
        return EMPTY
    items, own, who = choose(decisions, todos, question, asker, ranked)
    if not items and not own:
        return EMPTY
    wanted = [(e.date, _seqs(e)) for item in items for e in item.entries]
    entries = [e for item in items for e in item.entries]
    with MessageLog(root.log_dir(chat_id), tz) as log:
        talk = ((e.date, [*_leads(e), *_exchange(e)]) for e in entries)
        said = messages_near(log, [*wanted, *talk])
        # a to-do closed days after it was given: its closing message's day is looked up
        missing = {s for _, seqs in wanted for s in seqs} - said.keys()
        if missing:
            said.update(messages_near(log, _days_of(root.log_dir(chat_id), missing)))
        # the talk of a run of lines days after the entry (its taking back) is on their day
        later = [
            (day, [*range(max(0, first - LEAD_REACH), first), *seqs])
            for e in entries
            for first, last, seqs in _runs(e)
            if last in said and abs(_days_apart(day := said[last].timestamp[:10], e.date)) > 1
        ]
        if later:
            said.update(messages_near(log, later))
    why = bool(_ASKS_WHY.search(question.text))
    return plan_section(items, own, who, said, ranked[:SCORED], budget, why=why)


def _days_apart(one: str, other: str) -> int:
    """Days between two ``YYYY-MM-DD`` days (0 when either is no day)."""
    try:
        return (date.fromisoformat(one) - date.fromisoformat(other)).days
    except ValueError:
        return 0


def _days_of(log_dir: Path, seqs: Iterable[int]) -> list[tuple[str, list[int]]]:
    """The day each of ``seqs`` was most likely logged on: the last day file whose first
    message came before it (seqs grow as messages are logged), found by bisection."""
    files = day_files(log_dir)
    firsts: dict[int, int | None] = {}

    def first_seq(at: int) -> int | None:
        if at not in firsts:
            firsts[at] = _first_seq(files[at][1])
        return firsts[at]

    out: dict[str, list[int]] = {}
    for seq in sorted(set(seqs)):
        low, high = 0, len(files) - 1
        while low < high:  # the last file starting at or before ``seq``
            middle = (low + high + 1) // 2
            start = first_seq(middle)
            if start is not None and start <= seq:
                low = middle
            else:
                high = middle - 1
        if files:
            out.setdefault(files[low][0], []).append(seq)
    return list(out.items())


def _first_seq(path: str) -> int | None:
    """The seq of a day file's first line, read without decoding it (None: unreadable)."""
    try:
        with open(path, "rb") as handle:
            return written_seq(handle.readline())
    except OSError:
        return None


def with_decided(
    root: DataRoot,
    chat_id: int,
    tz: tzinfo,
    ranked: Iterable[MessageRecord],
    restated: set[int],
    hits: int | None = None,
    read: Callable[[], Ledgers] | None = None,
) -> Iterator[MessageRecord]:
    """``ranked`` (recall's lines for a reply context, best first), each of its first
    ``hits`` places that is a line of a decision followed at once by that decision's other
    lines, as the ledger holds them: the proposal, who went along, the line that settled
    it. A question about what was decided finds one of them and asks for the others,
    said in words of their own ("그럼 선물은 봉투랑 꽃바구니로 확정!" after "현금 봉투 하고
    꽃바구니 하나 어때"), and a settling line can come many turns after the proposal.
    The lines given hold no place of the ranking: their seqs join ``restated``, as the
    turns restating gives (``Relation.restated``); a line already given is not given
    again, nor a bot's. ``hits``: ``DECIDED_HITS`` unless given; ``read``: as
    ``current_plan``'s."""
    hits = DECIDED_HITS if hits is None else hits
    read = read or functools.partial(ledgers, root, chat_id)
    decisions, todos = read() if hits > 0 else ([], [])
    if not decisions:
        yield from ranked
        return
    chain_of, chains = (ledger := _indexed(decisions, todos)).chain_of, ledger.chains
    given: set[int] = set()
    places = 0
    with MessageLog(root.log_dir(chat_id), tz) as log:
        for record in ranked:
            yield record
            given.add(record.seq)
            if record.seq in restated or places >= hits:
                continue
            places += 1
            for entry in (e for at in chain_of.get(record.seq, ()) for e in chains[at]):
                seqs = _seqs(entry)
                others = [s for s in seqs if s not in given] if record.seq in seqs else []
                said = messages_near(log, [(entry.date, others)]) if others else {}
                for seq in others:
                    line = said.get(seq)
                    if line is not None and not line.is_bot and seq not in given:
                        given.add(seq)
                        restated.add(seq)
                        yield line
