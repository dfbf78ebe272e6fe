"""A plan the group takes up though the rules read no proposal in it: a second reading,
by a small trained model, of a member's line and the few people's lines after it.

Groups settle things in plain statements ("Clean-up day: Sunday 26 April, 9am. Everyone
brings gloves." then "I'm in!", "count me in", "Fine by me"; "토요일 낮에 허브아일랜드
가요!" then "오 저 거기 가보고 싶었어요", "좋습니다"): the rules read a proposal by its
form, and many such lines have none. Once ``WINDOW`` people's lines have followed a
member's line that no plan holds yet, a logistic regression reads how the group
answered it (how many other members went along, objected, replied to it, asked, took a
task on; how soon) and what the line itself is (the rules' acts of it, the values it
names, its length, whether it answers a question, how much its speaker leads the talk);
a line it gives at least the threshold's chance is a decision, agreed by its speaker and
the members who went along.

Why trained and not more rules: the forms a plan is put in differ with every writer,
and rules written from the labelled chats' misses moved those chats and not the ones
nobody here had read; held out one chat at a time, this model found more decisions than
it added wrong ones (``bench/bench_uptake.py``, whose ``--write-weights`` trains the
shipped ``uptake.json``; ``RETRAIN`` is its command). It reads no vectors: the tracker
reads a line when it is logged, before the recall index embeds it.
"""

from __future__ import annotations

import functools
import logging
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from groupchat_memory.domain.text.stance import stance
from groupchat_memory.domain.understanding import trained
from groupchat_memory.domain.understanding.acts import read, yes_first
from groupchat_memory.domain.understanding.changes import Linker, replaces
from groupchat_memory.domain.understanding.state import (
    CONTEXT,
    REACH_SECONDS,
    Decision,
    Said,
    State,
    add_evidence,
    by_message_id,
    cite,
    seconds_between,
    time_of,
)
from groupchat_memory.domain.understanding.subjects import filler_tag, fillers
from groupchat_memory.domain.understanding.trained import Weights
from groupchat_memory.domain.understanding.words import (
    echo,
    restates,
    shares,
    terms_in,
    values_in,
)

logger = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("uptake.json")
VERSION = 1  # of the weights file's form
MODEL = "none"  # no vectors: the line and its answers are read from the talk alone
# the command that trains the shipped weights again, from a source checkout, at the C and
# threshold the shipped file records
RETRAIN = (
    "python -m bench.bench_uptake --c 0.3 --threshold 0.55"
    " --write-weights groupchat_memory/domain/understanding/uptake.json"
)
WINDOW = 4  # people's lines after a line that tell how the group took it
PLANS = 12  # at most the newest decisions looked at: a line of theirs is theirs
# a line that says the plan settled ("그럼 …", "so …", "최종", "확정", "X it is")
_SETTLES = re.compile(
    r"^\W*(?:so|then|ok(?:ay)?|alright|right|그럼|그러면|그래서|자)\b|최종|확정|\bit\s+is\b",
    re.IGNORECASE,
)
# the rules' acts of the line (named: a new act is not a feature until trained with it)
ACT_FIELDS = (
    "asks", "proposes", "suggests", "decided", "assents", "objects", "promises",
    "reports_past", "reports_done", "hypothetical", "laughs", "changes", "drops",
    "instructs", "first_person", "wish", "vague", "defers", "offers",
)  # fmt: skip
LINE = (
    "length",  # log characters
    "question mark",
    "day",  # it names a day (``values_in``)
    "time",  # ... a time of day
    "amount",  # ... an amount
    "values",  # log of the kinds of values it names
    "terms",  # log of its content words
    "reply",  # a Telegram reply
    "answers a question",  # the people's line before it is another member's question
    "gap before",  # log seconds since the message before
    "speaker share",  # the speaker's share of the recent people's lines
    "a proposal",  # the rules put it forward, and nobody took it up for them
    "closed proposal",  # ... and it was put off or turned down
    "in a proposal",  # a later line of a proposal nobody took up
    "restates a plan",  # it says a plan that stands again (``restates``)
    "shares a plan's words",  # it names a word or a value of a plan that stands
)
ANSWERS = (
    "yes members",  # log of the other members whose line in the window goes along
    "yes share",  # those among the other members who spoke lately
    "first yes",  # the next people's line is another member's yes
    "objecting members",  # log of the other members who object
    "replies",  # log of the window's replies to it
    "yes replies",  # log of the yeses that reply to it
    "speaker again",  # its speaker speaks again in the window
    "yes gap",  # log seconds to the first yes
    "questions",  # log of the window's lines that ask
    "yes cited",  # log of the yeses a decision already holds
    "yes shares words",  # a yes names a word or a value of the line
    "promises after",  # someone takes a task on in the window
    "laughs after",  # log of the window's lines that laugh
    "yes length",  # the yeses' mean log characters
    "reports after",  # log of the window's lines that tell of the past
)


def feature_names() -> list[str]:
    """Every feature the model reads, in order."""
    return [*(f"act {f}" for f in ACT_FIELDS), *LINE, *ANSWERS]


def goes_along(said: Said) -> bool:
    """A line that says yes: the rules' assent, a yes first, or a stance that agrees;
    not one that objects."""
    acts = read(said.text)
    if acts.objects or stance(said.text) == "object":
        return False
    return acts.assents or yes_first(said.text) or stance(said.text) == "agree"


def _objects(said: Said) -> bool:
    return read(said.text).objects or stance(said.text) == "object"


@dataclass
class Candidate:
    """A member's line no plan holds, with the window of people's lines after it."""

    line: Said
    window: list[Said]
    yeses: list[Said]  # a line for each other member who went along, their first
    objectors: list[str]
    proposal: int | None  # the place of the plan nobody took up that it states
    row: list[float]


def candidate(state: State, said: Said) -> Candidate | None:
    """The member's line ``WINDOW`` people's lines before ``said`` (a member's line just
    read; ``state.recent`` is the talk before it), when no accepted plan holds it yet and
    another member went along in the lines after it; None otherwise. In a forum the lines
    are those of ``said``'s topic: a yes in another topic answers something else."""
    people = [s for s in state.recent if not s.is_bot and s.thread_id == said.thread_id]
    if len(people) < WINDOW:
        return None
    line = people[-WINDOW]
    after = [*people[len(people) - WINDOW + 1 :], said]
    window = [s for s in after if seconds_between(line.at, s.at) <= REACH_SECONDS]
    others = [s for s in window if s.sender != line.sender]
    yeses: list[Said] = []
    dropping: set[int] | None = None  # the lines that took a plan back or joined that
    for s in others:
        if s.sender in {y.sender for y in yeses} or not goes_along(s):
            continue
        # a yes to a plan taken back just after the line (the line its bad news: "glass
        # quotes back, £3.10 a glass", then "let's scrap them" and "agreed, not worth it")
        # went along with the drop, not with the line. Only a line whose words drop
        # something is recorded by a drop (the tracker takes back on those alone), so the
        # plans are read only for such a line: a long history's are not read for a yes
        if read(s.text).drops:
            if dropping is None:
                dropping = {
                    seq for d in state.decisions if d.status == "dropped" for seq in d.changed_at
                }
            if s.seq in dropping:
                continue
        yeses.append(s)
    if not yeses:
        return None
    held: set[int] = set()
    proposal: int | None = None
    in_proposal = restated = shared = False
    terms, values = terms_in(line.text), values_in(line.text, line.at)
    at = len(state.decisions)
    for d in reversed(state.decisions):
        at -= 1
        # the newest plans, while their latest line is said within the talk's reach of
        # the line: an older one holds neither it nor its answers (a long history's
        # plans are not read)
        if len(state.decisions) - at > PLANS or (
            seconds_between(time_of(state, d.evidence[-1]), line.at) > REACH_SECONDS
            and d.evidence[-1] < line.seq
        ):
            break
        if d.accepted and (line.seq in d.evidence or line.seq in d.changed_at):
            return None  # a plan's line already
        if d.accepted:
            held.update(d.evidence)
            if d.status == "current":
                restated = restated or restates(terms, values, d)
                shared = shared or shares(terms, d)
        elif d.evidence and d.evidence[0] == line.seq and not d.bot:
            proposal = at
        elif line.seq in d.evidence:
            in_proposal = True
    objectors = list(dict.fromkeys(s.sender for s in others if _objects(s)))
    row = _row(state, line, people)
    row += [
        float(proposal is not None),
        float(proposal is not None and state.decisions[proposal].closed),
        float(in_proposal),
        float(restated),
        float(shared),
    ]
    row += _answers(line, window, yeses, objectors, people, held)
    return Candidate(line, window, yeses, objectors, proposal, row)


def _row(state: State, line: Said, people: Sequence[Said]) -> list[float]:
    """The line's own acts and shape (``ACT_FIELDS``, and ``LINE`` up to the speaker's
    share; ``people``: the recent people's lines, of its topic in a forum, as the message
    before it is)."""
    acts = read(line.text)
    values = values_in(line.text, line.at)
    topic = [s for s in state.recent if s.thread_id == line.thread_id]
    at = next(n for n, s in enumerate(topic) if s.seq == line.seq)
    before = topic[at - 1] if at else None
    earlier = [s for s in people if s.seq < line.seq]
    asked = bool(earlier) and earlier[-1].sender != line.sender and read(earlier[-1].text).asks
    recent = [s for s in people if s.seq <= line.seq]
    share = sum(s.sender == line.sender for s in recent) / len(recent)
    return [
        *(float(getattr(acts, f)) for f in ACT_FIELDS),
        math.log1p(len(line.text)),
        float("?" in line.text or "？" in line.text),
        *(float(k in values) for k in ("day", "time", "amount")),
        math.log1p(len(values)),
        math.log1p(len(terms_in(line.text))),
        float(line.reply_to is not None),
        float(asked),
        math.log1p(seconds_between(before.at, line.at)) if before is not None else 0.0,
        share,
    ]


def _answers(
    line: Said,
    window: Sequence[Said],
    yeses: Sequence[Said],
    objectors: Sequence[str],
    people: Sequence[Said],
    held: set[int],
) -> list[float]:
    """How the group answered the line (``ANSWERS``)."""
    members = {s.sender for s in people} - {line.sender}
    mine = {t.casefold() for t in terms_in(line.text)}
    mine |= {v for vs in values_in(line.text, line.at).values() for v in vs}
    replies = [s for s in window if line.message_id is not None and s.reply_to == line.message_id]

    def names_it(s: Said) -> bool:
        theirs = {t.casefold() for t in terms_in(s.text)}
        theirs |= {v for vs in values_in(s.text, s.at).values() for v in vs}
        return bool(mine & theirs)

    first = window[0] if window else None
    return [
        math.log1p(len(yeses)),
        len(yeses) / max(1, len(members)),
        float(first is not None and bool(yeses) and first is yeses[0]),
        math.log1p(len(objectors)),
        math.log1p(len(replies)),
        math.log1p(sum(1 for y in yeses if y in replies)),
        float(any(s.sender == line.sender for s in window)),
        math.log1p(seconds_between(line.at, yeses[0].at)) if yeses else 0.0,
        math.log1p(sum(1 for s in window if read(s.text).asks)),
        math.log1p(sum(1 for y in yeses if y.seq in held)),
        float(any(names_it(y) for y in yeses)),
        float(any(read(s.text).promises for s in window)),
        math.log1p(sum(1 for s in window if read(s.text).laughs)),
        sum(math.log1p(len(y.text)) for y in yeses) / len(yeses) if yeses else 0.0,
        math.log1p(sum(1 for s in window if read(s.text).reports_past)),
    ]


class Uptake:
    """Reads, after each member's line, the line ``WINDOW`` people's lines back, and makes
    it a decision when the model's chance reaches the threshold (``found``: none, the
    rules alone)."""

    def __init__(self, found: Weights | None) -> None:
        self.found = found

    def review(self, state: State, said: Said, linker: Linker) -> None:
        """After the rules read ``said`` (a member's line; not yet in ``state.recent``);
        ``linker`` chooses the plan a new decision replaces."""
        if said.is_bot:
            return
        found = candidate(state, said)
        if found is not None:
            self.decide(state, found, said, linker)

    def decide(self, state: State, found: Candidate, said: Said, linker: Linker) -> None:
        """Make ``found`` a decision when the model's chance for it reaches the threshold."""
        weights = self.found
        if weights is not None and weights.chance(found.row) >= weights.threshold:
            accept(state, found, said, linker)


def accept(state: State, found: Candidate, said: Said, linker: Linker) -> None:
    """``found``'s line a decision of its speaker and the members who went along (the
    plan nobody had taken up that it states, when there is one), replacing the current
    one on its subject as ``linker`` chooses (``said``: the line being read)."""
    line = found.line
    agreed = [line.sender, *(y.sender for y in found.yeses)]
    objected = [n for n in found.objectors if n != line.sender]
    if found.proposal is not None:
        d = state.decisions[found.proposal]
        d.accepted, d.closed = True, False
        for y in found.yeses:
            if y.seq not in d.evidence:
                add_evidence(d, y.seq)
            cite(d, y)
            echo(d, y)
        d.agreed_by = list(dict.fromkeys([*d.agreed_by, *agreed]))
        d.objected_by = list(dict.fromkeys([*d.objected_by, *objected]))
        replaces(state, found.proposal, said, linker=linker)
        return
    standing = _joins(state, found)
    if standing is not None:
        _join(standing, found, agreed, objected)
        return
    before = [s for s in state.recent if s.seq < line.seq][-CONTEXT:]
    context: list[str] = []
    for s in before:
        context += terms_in(s.text)
        context += [v for vs in values_in(s.text, s.at).values() for v in vs]
    terms, values = terms_in(line.text), values_in(line.text, line.at)
    put = _put_to(state, line)
    if put is not None:
        # a line that says yes to what was just put ("Oh that's charming. Yes" to the
        # quilt walk, "콜 저도 좋아요" to the 회식): the plan is what it answered, by whose
        # words and values a later change or drop names it
        terms = list(dict.fromkeys([*terms, *terms_in(put.text)]))
        values = {**values_in(put.text, put.at), **values}
    state.decisions.append(
        Decision.put(
            line,
            found.yeses,
            agreed_by=list(dict.fromkeys(agreed)),
            objected_by=objected,
            thread_id=line.thread_id,
            terms=terms,
            values=values,
            context=list(dict.fromkeys(context)),
            accepted=True,
        )
    )
    replaces(state, len(state.decisions) - 1, said, linker=linker)


def _joins(state: State, found: Candidate) -> Decision | None:
    """The plan that stands on the talk ``found`` reads, which its line and yeses only
    say again: one plan, not a second that splits its messages and who agreed between
    two. A current plan the rules accepted, among the newest, that the line says again
    with its values (a report or a wrap-up of it, hours on: "Star Lanes booked for
    Saturday 2pm", "그럼 최종 7일부터 9일"), whose yeses are the line's own (a counter the
    same yeses took: "ok, $16 then" after "$17, let's", then "16 ok"), that the line
    says yes to as the plan just taken up ("저도 좋아요, 목요일은 저희 집"), or that a
    wrap-up after the line, once the others went along, made a plan already ("blue,
    go", "blue for me too", then "So it's final: blue banner"; "파란 거 ㄱㄱ", "찬성",
    then "그럼 파란 현수막 3장으로 확정")."""
    line = found.line
    yeses = {y.seq for y in found.yeses}
    window = {s.seq: s for s in found.window}
    people = [s.seq for s in state.recent if not s.is_bot and s.seq < line.seq]
    just_before = set(people[-2:])
    for d in reversed(state.decisions[-PLANS:]):
        if not d.accepted or d.bot or d.status != "current" or d.thread_id != line.thread_id:
            continue
        first = d.evidence[0]
        if first > line.seq:
            # a wrap-up in the window, after a yes, that made the plan already
            wrap = window.get(first)
            if wrap is not None and any(y < first for y in yeses) and _wraps_up(wrap):
                return d
            continue
        if (
            _says_again(line, d, state)
            or yeses & set(d.evidence)
            or (_only_goes_along(line) and d.evidence[-1] in just_before)
        ):
            return d
    return None


def _says_again(line: Said, d: Decision, state: State) -> bool:
    """``line`` says plan ``d`` again: its values (``restates``) and one of the plan's
    own words, or, of a plan put in values alone ("7일부터 9일까지로 갑시다"), its values
    on the day the plan was last said. Values alike are not enough: "car pool for
    Saturday" names the day the bowling was set on, and is another plan."""
    terms, values = terms_in(line.text), values_in(line.text, line.at)
    if not values or not restates(terms, values, d):
        return False
    if d.terms:
        return bool(set(terms) & {*d.terms, *d.echoed})
    last = next((s.at for s in state.recent if s.seq == d.evidence[-1]), "")
    return bool(last) and last[:10] == line.at[:10]


def _only_goes_along(said: Said) -> bool:
    """A yes that asks and puts forward nothing of its own ("저도 좋아요, 목요일은 저희
    집"; not "ok, and a bbq after??", a plan of its own)."""
    acts = read(said.text)
    return goes_along(said) and not (acts.asks or acts.proposes or "?" in said.text)


def _wraps_up(said: Said) -> bool:
    """``said`` says the plan settled ("그럼 … 확정", "so …", "X it is")."""
    return read(said.text).decided or bool(_SETTLES.search(said.text))


def _join(d: Decision, found: Candidate, agreed: list[str], objected: list[str]) -> None:
    """``found``'s line and yeses as ``d``'s messages, in the order they were said after
    its statement, and their speakers as who agreed."""
    said = [found.line, *found.yeses]
    first, rest = d.evidence[0], d.evidence[1:]
    d.evidence = [first]
    for seq in sorted({*rest, *(s.seq for s in said)} - {first}):
        add_evidence(d, seq)
    for s in said:
        cite(d, s)
        echo(d, s)
    d.agreed_by = list(dict.fromkeys([*d.agreed_by, *agreed]))
    d.objected_by = list(dict.fromkeys([*d.objected_by, *objected]))


def _put_to(state: State, line: Said) -> Said | None:
    """Another member's line that ``line`` says yes to: the message it replies to, else the
    people's line before it in its topic, past the yeses just before it (a yes after a
    yes answers what both answer); None when ``line`` is no yes, or puts something of its
    own (a value, or more than one word that is no member and no filler: "ok different
    idea, matching hi-vis jackets" opens a plan)."""
    people = {t for m in state.members for t in terms_in(m)}
    own = [t for t in terms_in(line.text) if t not in people and filler_tag(t) not in fillers()]
    if len(own) > 1 or values_in(line.text, line.at) or not goes_along(line):
        return None
    put = by_message_id(state, line.reply_to)
    if put is None:
        before = [
            s
            for s in state.recent
            if s.seq < line.seq and not s.is_bot and s.thread_id == line.thread_id
        ][-WINDOW:]
        put = next((s for s in reversed(before) if not goes_along(s)), None)
    return put if put is not None and put.sender != line.sender else None


def load(path: Path) -> Weights:
    """The uptake reader's weights at ``path`` (``trained.load``: ``WeightsError`` or
    ``OSError`` saying what is wrong)."""
    names = feature_names()
    return trained.load(
        path, lambda _dim: names, cues=len(names), vectors=0, model=MODEL, version=VERSION
    )


PART = trained.Part(
    "the uptake reader",
    WEIGHTS,
    load,
    "/결정 shows the rules' decisions alone",
    RETRAIN,
    vectors=False,
)


@functools.cache
def weights() -> Weights | None:
    """The shipped weights, read once; None (said once, at error level) when the file is
    missing or damaged: the decisions are then the rules' alone until it is reinstalled."""
    return PART.shipped(logger)
