"""Who agreed to a decision, read a second time by a small trained model.

The rules take a member's yes when it is said in a form they know, right after the
plan, to the plan; a group agrees in more ways than that: "I am agree, Monday holiday is
better" a line after it, "흑임자 라떼 아주 구수하니 좋았읍니다" in the tasting before the
plan is stated, "same, take my money" under another member's yes. A logistic regression
reads each person's line near a decision's statement (a few people's lines before it,
more after): how near the line is to the statement in the talk and in meaning (the
cosine of the e5 vectors the recall index keeps for both, and how much nearer it is to
this statement than to another decision's put near it), the rules' own reading of it,
whether it names the plan's values or words or another value of a kind it sets, follows
one of its lines, or, said after it, puts another plan forward with no yes in it (a
counter-suggestion or a joke: "we should just hold it on a boat honestly"), and the
line's own e5 vector (a yes in words no rule reads: "Sensible", "Sawa.", "좋음"); a
member whose line it reads as a yes to the decision is among those who agreed.
A line the rules already took as answering another plan (its yes, its drop) is left
to that plan.

Why trained: rules written from the labelled chats' misses moved those chats and barely
the chats nobody here had read; held out one chat at a time, this model added more
members that agreed than ones that did not (``bench/bench_agreed.py``, whose
``--write-weights`` trains the shipped ``assent.json``). It runs on numpy alone, from the
vectors the recall index already made: until a line's vectors are there (the background
embedding, or semantic recall off) the rules decide alone.
"""

from __future__ import annotations

import functools
import logging
import math
import struct
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from groupchat_memory.domain.text.stance import stance
from groupchat_memory.domain.understanding import trained
from groupchat_memory.domain.understanding.acts import (
    argues_for,
    holds_back,
    praises_it,
    read,
    yes_first,
)
from groupchat_memory.domain.understanding.state import (
    REACH_SECONDS,
    Decision,
    Heard,
    Said,
    State,
    seconds_between,
)
from groupchat_memory.domain.understanding.trained import Weights
from groupchat_memory.domain.understanding.veto import MODEL, keys, mean_vector, vectors_of
from groupchat_memory.domain.understanding.words import overlap, shares, terms_in, values_in

_keys = functools.lru_cache(maxsize=1024)(keys)  # a line's hashes, made once

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

logger = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("assent.json")
BEFORE = 4  # people's lines before a decision's statement read as possibly agreeing to it
AFTER = 10  # and after it
NEAR = 20  # messages between two statements that are put near each other
NEAR_PLANS = 10  # the newest decisions a line may still be near
WAITING = 100  # the newest decisions whose lines wait for vectors the chat has not made
# the rules' acts of the line the model reads (named: a new act of the rules is not a
# feature until the weights are trained with it)
ACT_FIELDS = (
    "asks", "proposes", "assents", "objects", "promises", "reports_done", "laughs",
    "suggests", "changes", "drops", "hypothetical", "first_person",
)  # fmt: skip
STRUCTURE = (
    "before",  # said before the statement
    "apart",  # log people's lines between it and the statement
    "gap",  # log seconds between it and the statement
    "to statement",  # a Telegram reply to the statement
    "to its talk",  # a reply to another line of the decision
    "to other",  # a reply to a line that is not the decision's
    "length",  # log characters
    "no letters",  # nothing but emoji, marks and numbers ("👍", "+1")
    "agrees",  # the stance reader says it agrees
    "objects",  # ... that it objects
    "yes first",  # it opens with a yes
    "holds back",  # a doubt or a concern ("좀 귀찮긴 한데", "won't people mind?")
    "argues for",  # weighs something well ("that's an easy drive from there")
    "praises",  # praises something ("사진 잘 나오겠다")
    "its value",  # names a value of the decision ("넵 6시 좋아요!", "9 may. still doing 6-8")
    "another value",  # names another value of a kind it sets (another option)
    "its word",  # names a word of it ("pavilion. more room for my dip")
    "after its line",  # the people's line just before it is one of the decision's
    "a plan of its own",  # said after the statement, it states another plan, no yes in it
)
# read from the vectors: the cosine of the line and the statement, that less the
# highest cosine of the line and another statement put near it, whether there is one
MEANING = ("cosine", "margin", "others")
_ASSENTS = ACT_FIELDS.index("assents")
_AGREES = STRUCTURE.index("agrees") - STRUCTURE.index("length")  # in ``_reading``'s second
_YES_FIRST = STRUCTURE.index("yes first") - STRUCTURE.index("length")
# a row's cue columns (``feature_names``: the vector's, the cues, then ``MEANING``)
_CUES = len(ACT_FIELDS) + len(STRUCTURE)
_LAUGHS = ACT_FIELDS.index("laughs")
_NO_YES = (_ASSENTS, len(ACT_FIELDS) + STRUCTURE.index("agrees"),
           len(ACT_FIELDS) + STRUCTURE.index("yes first"))  # fmt: skip
_OWN_PLAN = len(ACT_FIELDS) + STRUCTURE.index("a plan of its own")


def cue_names() -> list[str]:
    """The names of ``cues``' values, in order."""
    return [*(f"act {f}" for f in ACT_FIELDS), *STRUCTURE]


def feature_names(dim: int) -> list[str]:
    """Every feature the model reads: the line's vector (``dim`` numbers), the cues, then
    what the cosines tell."""
    return [*(f"line e5 {k}" for k in range(dim)), *cue_names(), *MEANING]


def _seconds(a: str, b: str) -> float:
    try:
        return abs((datetime.fromisoformat(b) - datetime.fromisoformat(a)).total_seconds())
    except ValueError:
        return 0.0


@functools.lru_cache(maxsize=4096)
def _reading(text: str) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """What the text alone tells (read once a text: a line is read beside each decision
    near it): the rules' acts, then length, no letters, the stance's and the readers' flags
    in ``STRUCTURE``'s order."""
    acts = read(text)
    side = stance(text)
    return tuple(float(getattr(acts, f)) for f in ACT_FIELDS), (
        math.log1p(len(text)),
        float(not any(ch.isalpha() for ch in text)),
        float(side == "agree"),
        float(side == "object"),
        float(yes_first(text)),
        float(holds_back(text)),
        float(argues_for(text)),
        float(praises_it(text)),
    )


def cues(
    said: Said,
    statement: Said,
    *,
    apart: int,
    talk: frozenset[int],
    plan: Decision,
    after_its_line: bool,
    own_plan: bool = False,
) -> list[float]:
    """What the rules and the talk's shape tell of ``said`` beside a decision's
    ``statement``: the rules' acts of it, and where it stands: ``apart`` people's lines
    from the statement (negative: before it), what it replies to (``talk``: the Telegram
    ids of the decision's other lines), whether it names the ``plan``'s values or words
    (a yes often says the value again), and whether it comes right after one of the
    plan's lines (``after_its_line``: the line it most likely answers), and whether, said
    after the statement, it states another plan the rules put (``own_plan``: a
    counter-suggestion or a joke, "we should just hold it on a boat honestly")."""
    acts, text = _reading(said.text)
    to = said.reply_to
    values = values_in(said.text, said.at)
    its_value = any(overlap(vs, plan.values[k]) for k, vs in values.items() if k in plan.values)
    its_word = shares(terms_in(said.text), plan)
    return [
        *acts,
        float(apart < 0),
        math.log1p(abs(apart)),
        math.log1p(_seconds(statement.at, said.at)),
        float(to is not None and to == statement.message_id),
        float(to is not None and to != statement.message_id and to in talk),
        float(to is not None and to != statement.message_id and to not in talk),
        *text,
        float(its_value),
        float(any(not overlap(vs, plan.values[k]) for k, vs in values.items() if k in plan.values)),
        float(its_word),
        float(after_its_line),
        # another idea put after the plan, a counter-suggestion or a joke ("we should just
        # hold it on a boat honestly"): not a line taking the plan up in its own words
        # ("Castle it is", "ok flights it is then"), which the rules may put as a plan too
        float(
            own_plan
            and apart > 0
            and not (its_value or its_word or text[_AGREES] or text[_YES_FIRST])
            and not acts[_ASSENTS]
        ),
    ]


def meaning(
    line: NDArray[np.float32], statement: NDArray[np.float32], others: Sequence[NDArray[np.float32]]
) -> list[float]:
    """``MEANING`` of a line's vector beside its decision's statement's and the others'."""
    import numpy as np

    cosine = float(np.dot(line, statement))
    nearest = max((float(np.dot(line, o)) for o in others), default=0.0)
    return [cosine, cosine - nearest, float(bool(others))]


def unheard(row: Sequence[float]) -> bool:
    """A line (its ``feature_names`` row) the reader never takes for a yes, whatever its
    meaning: after the statement, another plan put with no yes in it (a counter-plan or a
    joke: "아예 한강 가서 돗자리 깔고 하자 ㅋㅋㅋ"), or a line ending laughing with no yes
    in it ("ㅋㅋㅋㅋ 추워", "hahaha"). Near the plan in the talk and in meaning, such a
    line reads like a yes to a model of its vector."""
    cue = row[len(row) - len(MEANING) - _CUES : len(row) - len(MEANING)]
    if len(cue) != _CUES or any(cue[k] for k in _NO_YES):
        return False
    return bool(cue[_OWN_PLAN] or cue[_LAUGHS])


# ------------------------------------------------------------------ gathering the lines


def _packed(values: Sequence[float]) -> bytes:
    return struct.pack(f"={len(values)}f", *values)


def _before(recent: Sequence[Said], seq: int) -> Said | None:
    """The message before the one with ``seq`` in the recent talk."""
    for at, s in enumerate(recent):
        if s.seq == seq:
            return recent[at - 1] if at else None
    return None


def listen(state: State, said: Said, known: int) -> None:
    """After ``said`` was read (``state.recent`` is the talk before it; the decisions
    from ``known`` on were put while it was read): the lines near each new decision's
    statement, and ``said`` near the ones put before it, kept for ``heard_in``. Only the
    newest decisions are looked at, from the end, as far as a statement may still be near
    (a long history's older ones are not read)."""
    recent = [*state.recent, said]
    people = [s for s in recent if not s.is_bot]
    if not people:
        return
    place = {s.seq: n for n, s in enumerate(people)}
    by_seq = {s.seq: s for s in recent}
    decisions = state.decisions
    reach = people[max(0, len(people) - 1 - AFTER)].seq  # the oldest statement still near
    near: list[tuple[int, Decision]] = []
    at = len(decisions)
    for d in reversed(decisions):
        at -= 1
        if at < known:
            statement = by_seq.get(d.evidence[0])
            if (
                said.is_bot
                or statement is None
                or statement.seq < reach
                or seconds_between(statement.at, said.at) > REACH_SECONDS
                or len(near) >= NEAR_PLANS
            ):
                break  # older ones are further still
        near.append((at, d))
    if not near:
        return
    # and the statements put near theirs, which a line may answer instead
    floor = min(d.evidence[0] for _, d in near) - NEAR
    around = [d for _, d in near]
    for before in range(min(at for at, _ in near) - 1, -1, -1):
        if len(around) >= 2 * NEAR_PLANS or decisions[before].evidence[0] < floor:
            break
        around.append(decisions[before])
    # the lines that state a plan of their own (a proposal the rules put, even unanswered)
    stating = {x.evidence[0]: x for x in around}
    for at, d in near:  # the new statements first: a line may state one of them itself
        statement = by_seq.get(d.evidence[0])
        if at >= known and statement is not None and statement.seq in place:
            d.said_keys = _keys(statement, _before(recent, statement.seq))
    for at, d in reversed(near):
        statement = by_seq.get(d.evidence[0])
        if statement is None or statement.seq not in place:
            continue  # gone from the talk, or a persona's: the rules' alone
        origin = place[statement.seq]
        if at >= known:
            lines = people[max(0, origin - BEFORE) : origin + AFTER + 1]
        elif not said.is_bot and len(people) - 1 - origin <= AFTER:
            lines = [said]
        else:
            continue
        talk = frozenset(i for i in d.message_ids if i != statement.message_id)
        for line in lines:
            if line.seq == statement.seq or line.sender == statement.sender:
                continue
            if any(h.seq == line.seq for h in d.heard):
                continue
            prior = place[line.seq] - 1  # the people's line it follows
            row = cues(
                line,
                statement,
                apart=place[line.seq] - origin,
                talk=talk,
                plan=d,
                after_its_line=prior >= 0 and people[prior].seq in d.evidence,
                own_plan=stating.get(line.seq, d) is not d,
            )
            d.heard.append(
                Heard(
                    sender=line.sender,
                    seq=line.seq,
                    cues=_packed(row),
                    line=_keys(line, _before(recent, line.seq)),
                    others=[
                        o.said_keys
                        for o in around
                        if o is not d
                        and o.said_keys
                        and abs(o.evidence[0] - statement.seq) <= NEAR
                        and o.evidence[0] <= line.seq
                    ],
                )
            )


# ------------------------------------------------------------------ the trained model


VERSION = 1  # of the weights file this version reads


def load(path: Path) -> Weights:
    """The assent reader's weights at ``path`` (``trained.load``: ``WeightsError`` or
    ``OSError`` saying what is wrong)."""
    return trained.load(
        path,
        feature_names,
        cues=len(cue_names()) + len(MEANING),
        vectors=1,
        model=MODEL,
        version=VERSION,
    )


RETRAIN = (
    "python -m bench.bench_agreed --c 0.03 --threshold 0.6 --write-weights"
    " groupchat_memory/domain/understanding/assent.json"
)  # the command that trains the shipped weights, at the C and threshold they record


PART = trained.Part(
    "the assent reader", WEIGHTS, load, "/결정's agreed are the rules' alone", RETRAIN, vectors=True
)


@functools.cache
def weights() -> Weights | None:
    """The shipped weights, read once; None (said once, at error level) when the file is
    missing or damaged: who agreed is then the rules' alone until it is reinstalled."""
    return PART.shipped(logger)


def _split(hashes: bytes) -> list[bytes]:
    from groupchat_memory.domain.recall.passages import HASH_BYTES

    return [hashes[at : at + HASH_BYTES] for at in range(0, len(hashes), HASH_BYTES)]


def wanted(decisions: Sequence[Decision]) -> set[bytes]:
    """The hashes of every text whose vector reading the decisions' kept lines needs."""
    return {
        k
        for d in decisions
        for k in _split(d.said_keys + b"".join(h.line + b"".join(h.others) for h in d.heard))
    }


def claimed(decisions: Sequence[Decision]) -> dict[int, set[int]]:
    """The lines the rules already count as answering a plan (the yeses they read to it,
    its change or its drop), by seq: the ``id`` of each such decision. Not its statement:
    a proposal the next plan settles ("다음 주로 미루면 어때요?" before "그럼 9일로
    갑시다") is its speaker's yes to it."""
    out: dict[int, set[int]] = {}
    for d in decisions:
        for seq in (*d.evidence[1:], *d.changed_at):
            out.setdefault(seq, set()).add(id(d))
    return out


def rows(
    d: Decision, held: dict[bytes, NDArray[np.float32]], taken: dict[int, set[int]]
) -> tuple[list[tuple[Heard, list[float]]], list[Heard]]:
    """What the model reads of each line kept near ``d`` whose vectors ``held`` has
    (``feature_names``' values), and the lines still waiting for theirs. A line the rules
    took as another decision's (``taken``, from ``claimed``) answers that one: "ㅇㅇ
    현수막은 없던 걸로" under a plan's drop is no yes to the plan stated before it."""
    mine = _split(d.said_keys)
    if not mine or not all(k in held for k in mine):
        return [], list(d.heard)
    statement = mean_vector([held[k] for k in mine])
    out: list[tuple[Heard, list[float]]] = []
    left: list[Heard] = []
    for h in d.heard:
        if taken.get(h.seq, {id(d)}) - {id(d)}:
            continue  # another plan's line: let go unread
        line = _split(h.line)
        if not line or not all(k in held for k in line):
            left.append(h)
            continue
        others = [
            mean_vector([held[k] for k in _split(o)])
            for o in h.others
            if _split(o) and all(k in held for k in _split(o))
        ]
        cue = struct.unpack(f"={len(h.cues) // 4}f", h.cues)
        vector = mean_vector([held[k] for k in line])
        out.append((h, [*vector.tolist(), *cue, *meaning(vector, statement, others)]))
    return out, left


def heard_in(
    vectors: Path,
    codes: Path,
    decisions: Sequence[Decision],
    waiting: Sequence[Decision] | None = None,
) -> bool:
    """Read the lines kept near each of the chat's ``decisions`` whose texts' vectors the
    chat's vector file holds: a speaker whose line reads as a yes joins its ``heard_yes``; a line
    read is let go, the others wait. ``waiting``: those of them with lines kept, in their
    order, when the caller knows them (a long history's are not gone through again).
    Whether any decision changed."""
    found = weights()
    if waiting is None:
        waiting = [d for d in decisions if d.heard]
    if found is None or not waiting:
        return False
    held = vectors_of(vectors, codes, wanted(waiting), "the assent reader")
    if not held:
        return False  # none of their texts embedded yet, or another model's file
    taken = claimed(decisions)
    changed = False
    for d in waiting:
        read_now, left = rows(d, held, taken)
        for h, row in read_now:
            # a row of another version's cues is let go unread
            yes = (
                len(row) == len(found.features)
                and not unheard(row)
                and found.chance(row) >= found.threshold
            )
            if yes and h.sender not in d.heard_yes:
                d.heard_yes[h.sender] = h.seq
        if read_now:
            d.heard = left
            changed = True
    return changed
