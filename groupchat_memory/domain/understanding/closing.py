"""A second reading of what closes a to-do: a small trained model over each open task and
the new line, beside the rules that close it.

The rules close a task by its words, its owner and the line a report replies to. Writers
report in ways those miss ("Inventory is finished! Everything is in Gord's garage",
another member's "crate is done btw, farhan finished it") and close on lines that only
look like reports ("I've done 4 of the 10, the rest tomorrow"). For every task open
before a member's line, a logistic regression reads the pair's structure (who speaks:
the owner, another naming the owner, a reply to the task's line or to its owner; the
time since; how many tasks the owner has open), the words the line shares with the task,
the rules' acts of the line and whether the rules closed another task on it, and a task
the rules left open is closed when its chance reaches the threshold. A closing the rules
made stands: undoing those below the threshold did worse on the chats left out.

Why trained and not more rules: each writer reports differently; held out one chat at a
time the pair model (``bench/bench_closing.py``, whose ``--write-weights`` trains the
shipped ``todo_closing.json``) is judged on chats by writers it never saw. It reads no
vectors: the tracker reads a line when it is logged, before the recall index embeds it.
"""

from __future__ import annotations

import functools
import logging
import math
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from groupchat_memory.domain.understanding import trained
from groupchat_memory.domain.understanding.acts import Acts
from groupchat_memory.domain.understanding.state import Said, State, Todo, seconds_between
from groupchat_memory.domain.understanding.todos import (
    DELIVERABLE,
    FUTURE,
    NEGATED_PAST,
    PARTLY,
    RELIEF,
)
from groupchat_memory.domain.understanding.trained import Weights
from groupchat_memory.domain.understanding.words import terms_in

logger = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("todo_closing.json")
VERSION = 1  # of the weights file's form
# the command that trains the shipped weights again, from a source checkout: the dev chats,
# named (the dev list may grow), at the C and threshold recorded
RETRAIN = (
    "python -m bench.bench_closing --sets"
    " ko,en,ko2,en2,ko3,en3,ko4,en4,ko5,en5,ko6,en6,ko7,en7,ko8,en8,ko9,en9,ko10,en10,"
    "ko11,en11,ko12,en12,ko13,en13,ko14,en14,ko15,en15,ko16,en16,ko17,en17,ko18,en18,ko19,en19,"
    "ko20,en20,ko21,en21,ko22,en22,ko23,en23,ko24,en24,ko25,en25,ko26,en26,ko27,en27,"
    "ko28,en28,ko29,en29,ko30,en30,ko31,en31,ko32,en32,ko33,en33,ko34,en34,ko35,en35,ko36,en36,ko37,en37,"
    "ko38,en38,ko39,en39,"
    "ko40,en40,ko41,en41,"
    "ko42,en42,ko43,en43,"
    "ko44,en44,ko45,en45,"
    "ko46,en46,ko47,en47"
    " --c 0.03 --threshold 0.75"
    " --write-weights groupchat_memory/domain/understanding/todo_closing.json"
)
MODEL = "none"  # no vectors: the pair is read from the talk's structure and words alone
# the rules' acts of the line (named: a new act is not a feature until trained with it)
ACT_FIELDS = (
    "reports_done", "reports_past", "tells_deed", "says_done", "drops", "stops", "promises",
    "asks", "unfinished", "proposes", "first_person", "assents", "asks_to_take", "tried",
)  # fmt: skip
PAIR = (
    "ruled another",  # the rules closed another task on this line
    "owner",  # the line's speaker owns the task now
    "first owner",  # ... owned it before a hand-over
    "replies to task",  # a Telegram reply to one of the task's lines
    "replies to owner",  # a reply to another line of the task's owner
    "names owner",  # another member's line names the owner
    "shared words",  # log of the task's words the line says
    "hours",  # log hours since the task was made
    "newest of owner's",  # the task is its owner's newest open one
    "owner's open",  # log of the owner's open tasks
    "media",  # a photo, a file or a link
    "relief",  # glad something is not needed
    "negated past",  # a past said not to have happened
    "future",  # an English future ("the rest tomorrow", "will do")
)
# the acts that count only together: a report, and who tells it of which task
BOTH = (
    "owner reports",  # the owner tells of the past
    "another reports of owner",  # another tells of the past naming the owner or replying to
    # the task's line or the owner's
    "reports shared words",  # a report saying the task's words
    "gives up shared words",  # dropping, stopping or glad it is not needed, of its words
    "owner posts media",  # the owner's photo, file or link
    "another gives up",  # another drops or stops something
)
# which of the owner's open tasks the line speaks of: a report names one, and the owner
# has several ("Cable locks bought" of the locks, not of the tube light)
WHICH = (
    "best of owner's",  # shares the most words (or heads of words) among the owner's tasks
    "shared heads",  # log of the line's words that share a head with the task's (보건증, 보건소)
    "owner tells deed",  # the owner tells a deed of theirs, promising nothing more
    "owner's only",  # the owner's one open task, and the owner reports
)


def feature_names() -> list[str]:
    """Every feature the model reads, in order."""
    return [*(f"act {f}" for f in ACT_FIELDS), *PAIR, *BOTH, *WHICH]


class Line:
    """What the pair features read of the new line, worked out once for all open tasks,
    and of each task beside it, once a task (``task``)."""

    def __init__(self, state: State, said: Said, acts: Acts) -> None:
        self.said = said
        self.acts = acts
        self.terms = {t.casefold() for t in terms_in(said.text)}
        self.replied = _replied(state, said)
        self.gives = gives_up(said.text, acts)
        text = said.text
        self.row = [float(getattr(acts, f)) for f in ACT_FIELDS]
        self.tail = [
            float(bool(DELIVERABLE.search(text))),
            float(bool(RELIEF.search(text))),
            float(bool(NEGATED_PAST.search(text))),
            float(bool(FUTURE.search(text))),
        ]
        # the line's words that have a head (``_head``), with it: made once, read against
        # every open task
        self.heads = [(t, _head(t)) for t in self.terms if len(t) >= 2]
        self._tasks: dict[int, tuple[frozenset[str], int, int]] = {}
        # the best fit among an owner's open tasks (``best``), by the list of them
        self._best: dict[int, tuple[Sequence[Todo], int]] = {}
        self._named: dict[str, bool] = {}  # whether the line names an owner (``names``)

    def task(self, todo: Todo) -> tuple[frozenset[str], int, int]:
        """``todo``'s words, how many of the line's other words share a head with them,
        and how well the line names it (``_fit``): each is read again for every task of
        its owner (``_which``), and a line is read against every open task."""
        found = self._tasks.get(id(todo))
        if found is None:
            words, theirs = _words(tuple(todo.terms), tuple(todo.words))
            heads = sum(1 for t, head in self.heads if head in theirs and t not in words)
            found = (words, heads, 2 * len(self.terms & words) + heads)
            self._tasks[id(todo)] = found  # the line is read while every task is held
        return found

    def best(self, mine: Sequence[Todo]) -> int:
        """How well the line names the task of ``mine`` it names best: a task the line
        names as well as every other of its owner's is that one. Read once an owner, not
        again for each task against all the others."""
        found = self._best.get(id(mine))
        if found is None or found[0] is not mine:
            found = (mine, max((self.task(t)[2] for t in mine), default=0))
            self._best[id(mine)] = found  # the list is held with it: its id stays its own
        return found[1]

    def names(self, owner: str) -> bool:
        """Whether the line names ``owner`` (``_names``), read once an owner."""
        found = self._named.get(owner)
        if found is None:
            found = self._named[owner] = _names(self.said.text, owner)
        return found


@functools.lru_cache(maxsize=4096)
def _words(terms: tuple[str, ...], words: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """A task's words (its ``terms`` and ``words``) and their heads (``_head``), made once
    for the many lines read against the task while it is open."""
    mine = frozenset(w.casefold() for w in (*terms, *words))
    return mine, frozenset(_head(w) for w in mine if len(w) >= 2)


def _head(word: str) -> str:
    """A word's head: two words share one when a line names a task by another form of its
    word, the same first two syllables of a Korean word (보건증, 보건소), the same first
    four letters otherwise."""
    return word[:2] if "가" <= word[:1] <= "힣" else word[:4]


def features(todo: Todo, line: Line, others: bool, mine: Sequence[Todo]) -> list[float]:
    """The pair ``todo`` (open before the line, still open after the rules read it) and
    ``line``: ``others`` whether the rules closed another task on it, ``mine`` the tasks
    of ``todo``'s owner open before it."""
    said, replied, gives = line.said, line.replied, line.gives
    words, _, _ = line.task(todo)
    shared = len(line.terms & words)
    acts = line.acts
    reports = acts.reports_done or acts.reports_past
    owner = said.sender == todo.owner
    named = not owner and line.names(todo.owner)
    to_task = said.reply_to is not None and said.reply_to in todo.message_ids
    to_owner = replied is not None and replied.sender == todo.owner
    return [
        *line.row,
        float(others),
        float(owner),
        float(said.sender == todo.first_owner != todo.owner),
        float(to_task),
        float(to_owner and not to_task),
        float(named),
        math.log1p(shared),
        math.log1p(seconds_between(todo.at, said.at) / 3600) if todo.at else 0.0,
        float(bool(mine) and mine[-1] is todo),
        math.log1p(len(mine)),
        *line.tail,
        float(owner and reports),
        float(not owner and reports and (named or to_task or to_owner)),
        float(reports and shared > 0),
        float(gives and shared > 0),
        float(owner and line.tail[0] > 0),
        float(not owner and gives),
        *_which(todo, line, mine, owner),
    ]


def _which(todo: Todo, line: Line, mine: Sequence[Todo], owner: bool) -> list[float]:
    """The ``WHICH`` features: whether the line names this task of the owner's more than
    their others."""
    acts = line.acts
    _, heads, fit = line.task(todo)  # how well it names the task: its words, then heads
    # none of the owner's others named better (whether or not ``mine`` holds this one)
    best = fit > 0 and line.best(mine) <= fit
    deed = owner and acts.tells_deed and not (acts.promises or acts.asks or acts.proposes)
    reports = acts.reports_done or acts.reports_past or acts.says_done
    return [
        float(best),
        math.log1p(heads),
        float(deed),
        float(owner and reports and len(mine) == 1),
    ]


def _replied(state: State, said: Said) -> Said | None:
    if said.reply_to is None:
        return None
    return next((s for s in state.recent if s.message_id == said.reply_to), None)


def _names(text: str, name: str) -> bool:
    """``text`` names ``name``: whole, or a three-syllable Korean name by its given name."""
    if name.casefold() in text.casefold():
        return True
    return len(name) == 3 and "가" <= name[0] <= "힣" and name[1:] in text


class Closer:
    """Reads each task open before a member's line against it, after the rules did, and
    closes or keeps it open by the model's chance (``weights``: none, the rules alone)."""

    def __init__(self, found: Weights | None) -> None:
        self.found = found
        self._apart = _Apart.of(found) if found is not None else None

    def review(self, state: State, opened: Sequence[Todo], said: Said, acts: Acts) -> None:
        """``opened``: the tasks open before ``said`` (the rules have read it since). A
        report of part of the work ("I've done 4 of the 10, the rest tomorrow",
        "patched it, not 100% sure it's fixed") closes nothing, as the rules read it."""
        if said.is_bot or not opened or PARTLY.search(said.text):
            return
        line = Line(state, said, acts)
        here = any(said.seq in t.closed_by for t in state.todos)
        kept = {id(t) for t in state.todos}
        owners: dict[str, list[Todo]] = {}
        for todo in opened:
            owners.setdefault(todo.owner, []).append(todo)
        apart = self._apart
        score = apart.line(line, here) if apart is not None else 0.0
        for todo in opened:
            if id(todo) not in kept or todo.status != "open":
                continue  # the rules closed it, took it away or made it again
            mine = owners[todo.owner]
            if apart is not None and apart.below(score, todo, line, mine):
                continue  # the line has nothing of the task: the model keeps it open
            row = features(todo, line, here, mine)
            self.decide(todo, said, acts, row)

    def decide(self, todo: Todo, said: Said, acts: Acts, row: list[float]) -> None:
        """Close ``todo`` when the model's chance for the pair (``row``) reaches the
        threshold."""
        found = self.found
        if found is not None and found.chance(row) >= found.threshold:
            todo.status = "dropped" if gives_up(said.text, acts) else "done"
            todo.closed_by.append(said.seq)


class _Apart:
    """A bound on the model's score of a pair whose task the line has nothing of: another
    speaker than its owners, no reply to it or its owner, the owner not named, no word or
    head of a word shared. Every feature of such a pair but the line's own, the hours
    since the task, whether it is its owner's newest and how many its owner has open is
    nought, and the hours count for at most the span of any two timestamps: most open
    tasks of a long chat are such pairs to most lines, and the full row is made only for
    a pair the bound does not keep under the threshold."""

    # the features that are the line's alone (the same for every task)
    LINE = (*(f"act {f}" for f in ACT_FIELDS), "ruled another", "media", "relief",
            "negated past", "future", "another gives up")  # fmt: skip
    # the most ``features``' hours can be: any two timestamps, their zones apart
    HOURS = math.log1p((datetime.max - datetime.min).total_seconds() / 3600 + 48)
    MARGIN = 1e-9  # a bound this near the threshold's score is read from the full row

    def __init__(self, found: Weights, weight: dict[str, float]) -> None:
        self.found = found
        self.weight = weight
        self.bar = math.log(found.threshold / (1.0 - found.threshold)) - self.MARGIN
        self.later = max(0.0, weight["hours"]) * self.HOURS

    @classmethod
    def of(cls, found: Weights) -> _Apart | None:
        """None when the threshold is no chance strictly between 0 and 1 (the bound at
        either end is the sigmoid's rounding, not the score's)."""
        if not 0.0 < found.threshold < 1.0:
            return None
        return cls(found, dict(zip(found.features, found.values, strict=True)))

    def line(self, line: Line, others: bool) -> float:
        """The intercept and the line's own features' part of every pair's score."""
        w = self.weight
        own = [*line.row, float(others), *line.tail, float(line.gives)]
        return self.found.intercept + sum(w[f] * x for f, x in zip(self.LINE, own, strict=True))

    def below(self, score: float, todo: Todo, line: Line, mine: Sequence[Todo]) -> bool:
        """Whether the pair is one the line has nothing of and its score (``score``: the
        line's part) stays clearly under the threshold, however old the task."""
        said = line.said
        if said.sender in (todo.owner, todo.first_owner):
            return False
        if said.reply_to is not None and said.reply_to in todo.message_ids:
            return False
        if line.replied is not None and line.replied.sender == todo.owner:
            return False
        if line.task(todo)[2] or line.names(todo.owner):  # a word, a head or the name
            return False
        w = self.weight
        score += w["owner's open"] * math.log1p(len(mine)) + self.later
        score += w["newest of owner's"] * float(mine[-1] is todo)
        return score < self.bar


def gives_up(text: str, acts: Acts) -> bool:
    """A line that closes a task without doing it: it drops or stops something, or is glad
    it is not needed."""
    return acts.drops or acts.stops or bool(RELIEF.search(text))


def load(path: Path) -> Weights:
    """The closer's weights at ``path`` (``trained.load``: ``WeightsError`` or ``OSError``
    saying what is wrong)."""
    names = feature_names()
    return trained.load(
        path, lambda _dim: names, cues=len(names), vectors=0, model=MODEL, version=VERSION
    )


PART = trained.Part(
    "the to-do closer", WEIGHTS, load, "the rules alone close to-dos", RETRAIN, vectors=False
)


@functools.cache
def weights() -> Weights | None:
    """The shipped weights, read once; None (said once, at error level) when the file is
    missing or damaged: the rules alone close the to-dos until it is reinstalled."""
    return PART.shipped(logger)
