"""What a reply context would save if recall's section stopped where nothing more relates.

Run: ``.venv/bin/python -m bench.recall_eval.stopping [--sets written-ko,conv-30,...]
[--budget 4000] [--cache FILE] [--locomo DIR] [--understanding DIR] [--unrelated]
[--signals] [--trained] [--null]``.
Prints figures only. For every question of each set, ours (``queries.reply_context``,
as ``evaluate`` builds it) is assembled once at the budget while the ranking it consumes
is watched:
each candidate's line cost, its fused score, its keyword score against a perfect
match's, its cosine against the chat's noise (``SemanticRecall.noise``: the mean and
spread of the cosines the chat's lines have with the question). Then recall's section is
rebuilt from that ranking under each rule (a candidate kept only with evidence of its
own; its whole line cost, the later lines shortened as ``_Fill.take_related`` does; the
room a dropped line frees is not refilled by lines the budget had cut), with the tokens
a context would use and the change of evidence recall against keeping every candidate.
Also the oracle: the section cut right after the last evidence line it held (it knows
the evidence). A simulation of the assembly, not the assembly: its "every candidate" row
is within .01 of ``evaluate``. Besides the rules a candidate meets alone, rules read off
each question's whole ranking: the top kept up to some lines after its last evident
line, the fused or the cosine score curve's knee (alone, or never before 1,200 tokens),
the share of the fused score mass held, a stop after a run of candidates with no
evidence; and a smaller budget for every question, the line a rule has to beat. With
``--signals``, how well each signal (and two more: a line's distance in the log, and its
cosine, to the ranking's best ten) tells the evidence held past 1,000 tokens of the
section from the lines around it. With ``--trained``, a stop learnt from those signals
(``trained``: each set's questions cut by a model fitted on the other sets' rankings,
leave one set out). With ``--null``, stops calibrated on each chat's own noise: the
chat is also asked ``UNRELATED``, and a question's ranking stops where its running mean
of spreads (or of the fused score) falls to theirs at the same place (``null_cuts``).
With ``--unrelated``, each chat is asked ``UNRELATED`` instead, and the tokens their
contexts used are printed.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.cli import described
from bench.recall_eval import evaluate as ev
from bench.recall_eval import evidence, locomo, understanding
from groupchat_memory.domain import queries
from groupchat_memory.domain.context import (
    RECENT_HEADER,
    RELATED_HEADER,
    RELATED_LINE_FLOOR,
    RELATED_LINE_SHARE,
    RELATED_LINE_SLACK,
    RELATED_WHOLE,
    SUMMARY_HEADER,
    _line_tokens,
    message_line,
)
from groupchat_memory.domain.recall import rank as recall_rank
from groupchat_memory.domain.recall import relevant
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.passages import embedded_text
from groupchat_memory.domain.recall.semantic import SemanticRecall
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

# questions no chat of the sets is about, in both languages: a greeting, trivia, a request
# for what the chat never held
UNRELATED = (
    "What's the capital of Mongolia?",
    "Can you tell me a joke?",
    "How do I reset my router password?",
    "Who won the world cup in 1998?",
    "What is the square root of 144?",
    "Hey bot, how are you doing today?",
    "Recommend a good sci-fi novel",
    "What's the weather like on Mars?",
    "오늘 로또 번호 좀 알려줘",
    "안녕 봇아 잘 지내?",
    "몽골의 수도가 어디야?",
    "재미있는 농담 하나 해줘",
    "파이썬에서 리스트 정렬하는 법 알려줘",
    "1998년 월드컵 우승팀이 어디야?",
    "화성의 날씨는 어때?",
    "공룡은 왜 멸종했어?",
)
SETS = (
    "written-en,written-ko,understanding-ko,understanding-en,conv-30,conv-41,conv-42,conv-43,"
    "conv-44"
)


@dataclass
class Candidate:
    """One line of the ranking recall's section read, with what tells its relevance."""

    seq: int
    cost: int
    fused: float | None  # its fused score over the best one's
    cover: float | None  # its keyword score over a perfect match's
    z: float | None  # spreads its cosine sits above the chat's mean cosine
    near: int | None = None  # messages between it and the nearest of the ranking's best ten
    like: float | None = None  # its best cosine with the ranking's best ten lines
    raw: float | None = None  # its fused score itself (not over the best one's)
    cosine: float | None = None  # its cosine with the question itself


@dataclass
class Asked:
    """One question's context at the budget: what it held and the ranking it read."""

    evidence: list[int]
    found: set[int]  # evidence the context held
    around: int  # the tokens besides recall's section
    ranking: list[Candidate]
    other: set[int] = field(default_factory=set)  # evidence held outside recall's section
    tokens: int = 0  # what the context used
    noise: tuple[float, float] = (0.0, 0.0)  # the mean and spread of the chat's cosines


@dataclass
class _Seen:
    """What the watched calls saw for the question being assembled."""

    scores: dict[int, float] = field(default_factory=dict)
    whole: float = 0.0
    near: dict[int, float] = field(default_factory=dict)
    noise: tuple[float, float] = (0.0, 0.0)
    fused: dict[int, float] = field(default_factory=dict)
    rowids: dict[int, int] = field(default_factory=dict)  # seq -> row id
    stream: list[int] = field(default_factory=list)  # seqs as the context read them


@contextmanager
def _watched(seen: _Seen) -> Iterator[None]:
    """The ranking's steps wrapped to record what they return (put back after)."""
    scores, nearest, replies, read, ranked = (
        relevant._scores,
        SemanticRecall.nearest,
        recall_rank.with_replies,
        relevant._read,
        getattr(queries, "ranked_messages"),  # noqa: B009  (imported there, not exported)
    )

    def _scores(*args: Any, **kwargs: Any) -> Any:
        found = scores(*args, **kwargs)
        seen.scores, seen.whole = found[0], found[1]
        return found

    def _nearest(self: SemanticRecall, text: str, floor: int, k: int = 400, *,
                 also: str | None = None) -> list[tuple[int, float]]:  # fmt: skip
        found = nearest(self, text, floor, k, also=also)
        seen.near = dict(found)
        seen.noise = self.noise(text, floor, k, also=also)
        return found

    def _replies(*args: Any, **kwargs: Any) -> dict[int, float]:
        found = replies(*args, **kwargs)
        seen.fused = dict(found)
        return found

    def _read(*args: Any, **kwargs: Any) -> Iterator[tuple[int, MessageRecord]]:
        for rowid, record in read(*args, **kwargs):
            seen.rowids[record.seq] = rowid
            yield rowid, record

    def _ranked(*args: Any, **kwargs: Any) -> Iterator[MessageRecord]:
        for record in ranked(*args, **kwargs):
            seen.stream.append(record.seq)
            yield record

    relevant._scores = _scores
    SemanticRecall.nearest = _nearest  # type: ignore[method-assign]
    recall_rank.with_replies = _replies
    relevant._read = _read
    setattr(queries, "ranked_messages", _ranked)  # noqa: B010
    try:
        yield
    finally:
        relevant._scores = scores
        SemanticRecall.nearest = nearest  # type: ignore[method-assign]
        recall_rank.with_replies = replies
        relevant._read = read
        setattr(queries, "ranked_messages", ranked)  # noqa: B010


def asked(
    name: str,
    budget: int,
    dense: ev.Dense,
    work: Path,
    folders: tuple[Path, Path],
    unrelated: bool = False,
    signals: bool = False,
) -> tuple[bool, list[Asked]]:
    """Every question of set ``name`` assembled at ``budget``, watched (pooled or not);
    ``folders``: LoCoMo's and the labelled chats'. ``unrelated``: ``UNRELATED`` asked
    instead of the set's questions (their evidence: the chat's first line, a stand-in).
    ``signals``: each candidate's ``near`` and ``like`` too (the chat embedded as
    ``"sender: text"``, as ``evaluate``'s baseline does)."""
    out: list[Asked] = []
    ((label, chat, pooled),) = ev._load(name, 14, *folders)
    said = [m for m in chat.messages if m.kind == "message" and m.text.strip()]
    row_of = {m.seq: i for i, m in enumerate(said)}
    vectors = dense.passages([embedded_text(m) for m in said]) if signals else None
    if unrelated:
        first = (chat.messages[0].seq,)
        asks = [dataclasses.replace(chat.questions[0], text=t, evidence=first) for t in UNRELATED]
        chat = dataclasses.replace(chat, questions=asks)  # type: ignore[arg-type]  # its own kind
    root = DataRoot(work / label)
    latest, recent = ev.prepared(root, chat)
    by_seq = {m.seq: m for m in chat.messages}
    with RecallIndex(root, chat.chat_id) as index, ev._semantic(root, chat, index, dense) as near:
        for q in chat.questions:
            seen = _Seen()
            with _watched(seen):
                question = Question.read(q.text, queries.question_day(recent))
                ctx = queries.reply_context(
                    root, chat.chat_id, question, latest, recent, budget, index=index,
                    semantic=near, stop_knee=None,  # every candidate: the rules cut it here
                )  # fmt: skip
            held = {m.seq for m in ctx.messages}
            found = {
                e for e in q.evidence if evidence.evidence_found([e], held, ctx.context, by_seq)
            }
            section, related = "", 0
            for line in ctx.context.split("\n"):
                if line in (SUMMARY_HEADER, RELATED_HEADER, RECENT_HEADER):
                    section = line
                related += _line_tokens(line) if section == RELATED_HEADER else 0
            mean, spread = seen.noise
            best = max(seen.fused.values(), default=0.0) or 1.0
            ranking: list[Candidate] = []
            for seq in seen.stream:
                row = seen.rowids.get(seq)
                fused = seen.fused.get(row) if row is not None else None
                score = seen.scores.get(row) if row is not None else None
                cosine = seen.near.get(row) if row is not None else None
                ranking.append(
                    Candidate(
                        seq,
                        _line_tokens(message_line(by_seq[seq])),
                        None if fused is None else fused / best,
                        None if score is None or seen.whole <= 0 else score / seen.whole,
                        None if cosine is None or spread <= 0 else (cosine - mean) / spread,
                        raw=fused,
                        cosine=cosine,
                    )
                )
            if vectors is not None:
                _with_signals(ranking, vectors, row_of)
            streamed = set(seen.stream)
            out.append(
                Asked(
                    list(q.evidence),
                    found,
                    ctx.tokens - related,
                    ranking,
                    {e for e in found if e not in streamed},
                    ctx.tokens,
                    seen.noise,
                )
            )
    return pooled, out


def _with_signals(
    ranking: list[Candidate], vectors: np.ndarray[Any, Any], row_of: dict[int, int]
) -> None:
    """Each candidate's ``near`` and ``like``: how close it is, in the log and in meaning,
    to the ranking's best ten lines (relevance feedback: a deep answer told by the lines
    the ranking is surest of, not by the question)."""
    best = list(dict.fromkeys(c.seq for c in ranking if c.seq in row_of))[:10]
    if not best:
        return
    head = vectors[[row_of[s] for s in best]]
    for c in ranking:
        c.near = min(abs(c.seq - s) for s in best)
        if c.seq in row_of:
            c.like = float((head @ vectors[row_of[c.seq]]).max())


def _auc(shown: list[float], rest: list[float]) -> float:
    """The chance that a line of ``shown`` scores above one of ``rest`` (ties: half)."""
    if not shown or not rest:
        return float("nan")
    ordered = np.sort(np.asarray(rest))
    below = np.searchsorted(ordered, shown, side="left")
    upto = np.searchsorted(ordered, shown, side="right")
    return float(np.mean(below + 0.5 * (upto - below)) / len(ordered))


SIGNALS: list[tuple[str, Callable[[Candidate], float | None]]] = [
    ("z", lambda c: c.z),
    ("cover", lambda c: c.cover),
    ("fused", lambda c: c.fused),
    ("near a best-ten line", lambda c: None if c.near is None else -c.near),
    ("like a best-ten line", lambda c: c.like),
]


def signals(questions: list[Asked], budget: int, after: int = 1000) -> str:
    """How well each signal tells the evidence a context holds past ``after`` tokens of
    recall's section from the other lines there (area under the curve; a missing value
    counts lowest)."""
    deep: list[Candidate] = []
    rest: list[Candidate] = []
    for question in questions:
        used, seen = 0, set[int]()
        for c in question.ranking:
            if c.seq in seen:
                continue
            seen.add(c.seq)
            if after < used <= budget - question.around:
                (deep if c.seq in question.found else rest).append(c)
            used += c.cost
    parts = []
    for label, signal in SIGNALS:
        value = [(lambda v: -1e9 if v is None else v)(signal(c)) for c in deep]
        other = [(lambda v: -1e9 if v is None else v)(signal(c)) for c in rest]
        parts.append(f"{label} {_auc(value, other):.2f}")
    return f"{len(deep)} evidence lines past {after} tokens, {len(rest)} others: " + ", ".join(
        parts
    )


Rule = Callable[[Candidate], bool]
Cut = Callable[[Asked], Rule]


def _taken(question: Asked, room: int, keep: Rule) -> tuple[set[int], int]:
    """(the seqs, their tokens) recall's section takes in ``room`` of ``question``'s
    ranking kept by ``keep``: in rank order while it fits, the lines after the best
    ``RELATED_WHOLE`` capped as the assembly caps them."""
    used, taken = 0, set[int]()
    for candidate in question.ranking:
        if candidate.seq in taken or not keep(candidate):
            continue
        cost = candidate.cost
        if len(taken) >= RELATED_WHOLE:
            cap = max(RELATED_LINE_FLOOR, int((room - used) * RELATED_LINE_SHARE))
            cost = cost if cost <= int(cap * RELATED_LINE_SLACK) else cap
        if used + cost <= room:
            taken.add(candidate.seq)
            used += cost
    return taken, used


def rebuilt(question: Asked, budget: int, keep: Rule) -> tuple[int, int]:
    """(tokens, evidence held) of ``question``'s context at ``budget`` with recall's
    section kept by ``keep`` (``_taken``)."""
    taken, used = _taken(question, budget - question.around, keep)
    held = sum(1 for e in question.evidence if e in taken or e in question.other)
    return question.around + used, held


def oracle(question: Asked) -> int:
    """The tokens of ``question``'s context cut right after the last evidence it held."""
    used = last = 0
    seen: set[int] = set()
    for candidate in question.ranking:
        if candidate.seq in seen:
            continue
        seen.add(candidate.seq)
        used += candidate.cost
        if candidate.seq in question.found:
            last = used
    return question.around + last


def _either(z: float | None, cover: float | None, fused: float | None) -> Rule:
    def keep(c: Candidate) -> bool:
        return (
            (z is not None and c.z is not None and c.z >= z)
            or (cover is not None and c.cover is not None and c.cover >= cover)
            or (fused is not None and (c.fused is None or c.fused >= fused))
        )

    return keep


def _every_question(keep: Rule) -> Cut:
    """The same rule for every question."""
    return lambda question: keep


def _after_last(z: float, cover: float, lines: int) -> Cut:
    """The evidence-dense top kept, the tail cut: every candidate up to ``lines`` after
    the last one ``z`` spreads above the noise or covering ``cover`` of the question."""

    def cut(question: Asked) -> Rule:
        last = -1
        for place, c in enumerate(question.ranking):
            if (c.z is not None and c.z >= z) or (c.cover is not None and c.cover >= cover):
                last = place
        kept = {id(c) for c in question.ranking[: last + 1 + lines]}
        return lambda c: id(c) in kept

    return cut


def _fused_curve(question: Asked) -> list[float]:
    """The fused scores of the ranking's best 200, best first (0 for a line the fusion did
    not score: an answer, a neighbour): the curve the knee and the score mass read."""
    return [c.fused if c.fused is not None else 0.0 for c in question.ranking[:200]]


def _knee_of(curve: Sequence[float]) -> int:
    """The place of a score curve's knee (best first, three places or more): the one
    farthest below the chord from its first to its last."""
    last = len(curve) - 1
    return max(
        range(len(curve)), key=lambda i: curve[0] + (curve[-1] - curve[0]) * i / last - curve[i]
    )


def _knee(times: float) -> Cut:
    """The fused score curve's knee (the candidate farthest below the chord from the best
    to the 200th), the ranking kept to ``times`` its place."""

    def cut(question: Asked) -> Rule:
        curve = _fused_curve(question)
        if len(curve) < 3:
            return lambda c: True
        kept = {id(c) for c in question.ranking[: int(max(1, _knee_of(curve)) * times) + 1]}
        return lambda c: id(c) in kept

    return cut


def _agreeing(cover: float, z: float) -> Rule:
    """A line both rankings place (``cover`` of the question's keyword weight and ``z``
    spreads above the noise) or one of them places high (the forum rule)."""

    def keep(c: Candidate) -> bool:
        both = c.cover is not None and c.cover >= cover and c.z is not None and c.z >= z
        return both or _either(2.0, 0.5, None)(c)

    return keep


def _cosine_knee(times: float) -> Cut:
    """A floor per question from its own meaning scores: the knee of its candidates'
    cosines sorted best first (the one farthest below the chord from the best to the
    300th), a line kept when its cosine is at least that of ``times`` the knee's place, or
    its keyword hit covers .3 of the question (one neither ranking scored is kept)."""

    def cut(question: Asked) -> Rule:
        zs = sorted((c.z for c in question.ranking if c.z is not None), reverse=True)[:300]
        if len(zs) < 3:
            return lambda c: True
        floor = zs[min(len(zs) - 1, int(max(1, _knee_of(zs)) * times))]
        return lambda c: (
            (c.z is None and c.cover is None)
            or (c.z is not None and c.z >= floor)
            or (c.cover is not None and c.cover >= 0.3)
        )

    return cut


def _run_of_nothing(head: int, misses: int, z: float, cover: float) -> Cut:
    """The section stops once ``misses`` candidates in a row after its first ``head``
    tokens show no evidence (``z`` spreads, ``cover`` of the question): "nothing more
    relates" read off the ranking as it is consumed."""

    def cut(question: Asked) -> Rule:
        state = {"used": 0, "run": 0}

        def keep(c: Candidate) -> bool:
            if state["run"] >= misses:
                return False
            state["used"] += c.cost
            if state["used"] > head:
                shown = (c.z is not None and c.z >= z) or (c.cover is not None and c.cover >= cover)
                state["run"] = 0 if shown else state["run"] + 1
            return True

        return keep

    return cut


def _knee_floor(times: float, floor: int) -> Cut:
    """The fused curve's knee (``_knee``), the ranking kept to ``times`` its place, but
    never cut before recall's section holds ``floor`` tokens: a question whose knee comes
    after two or three lines still gets the head its evidence mostly lies in."""

    def cut(question: Asked) -> Rule:
        kept = _knee(times)(question)
        state = {"used": 0}

        def keep(c: Candidate) -> bool:
            if kept(c) or state["used"] < floor:
                state["used"] += c.cost
                return True
            return False

        return keep

    return cut


def _mass(share: float) -> Cut:
    """The ranking kept until its candidates hold ``share`` of the fused score the best
    ``200`` hold above the 200th's: "nothing more relates" as the score mass left."""

    def cut(question: Asked) -> Rule:
        curve = _fused_curve(question)
        if len(curve) < 3:
            return lambda c: True
        above = [max(0.0, f - curve[-1]) for f in curve]
        total, held, upto = sum(above) or 1.0, 0.0, len(curve)
        for place, part in enumerate(above):
            held += part
            if held >= share * total:
                upto = place + 1
                break
        kept = {id(c) for c in question.ranking[:upto]}
        return lambda c: id(c) in kept

    return cut


NULL_WIDTH = 10  # candidates a curve's running mean reads (the null rule's)
NULL_PLACES = 300  # places of the ranking a null curve spans


def _running(
    question: Asked, value: Callable[[Candidate], float | None], floor: float
) -> list[float]:
    """The running mean of ``value`` over the last ``NULL_WIDTH`` candidates at each place
    of ``question``'s ranking (a missing value reads as ``floor``)."""
    values = [floor if (v := value(c)) is None else v for c in question.ranking[:NULL_PLACES]]
    out: list[float] = []
    for place in range(len(values)):
        window = values[max(0, place - NULL_WIDTH + 1) : place + 1]
        out.append(statistics.fmean(window))
    return out


def null_curve(
    probes: Sequence[Asked], value: Callable[[Candidate], float | None], floor: float, q: float
) -> list[float]:
    """The chat's own noise at each place of a ranking: the ``q`` quantile, over questions
    nothing in the chat relates to (``UNRELATED``), of their running means of ``value``."""
    curves = [_running(p, value, floor) for p in probes]
    longest = max((len(c) for c in curves), default=0)
    out: list[float] = []
    for place in range(longest):
        at = [c[place] for c in curves if place < len(c)]
        out.append(float(np.quantile(at, q)))
    return out


def _meets_null(
    null: Sequence[float], value: Callable[[Candidate], float | None], floor: float,
    least: int = NULL_WIDTH, times: float = 1.0,
) -> Cut:  # fmt: skip
    """The ranking kept up to ``times`` the first place (from ``least`` on) where its
    running mean of ``value`` falls to the chat's own noise there (``null_curve``): from
    there on it looks like the ranking of a question nothing in the chat relates to."""

    def cut(question: Asked) -> Rule:
        curve = _running(question, value, floor)
        upto = len(question.ranking)
        for place in range(least, min(len(curve), len(null))):
            if curve[place] <= null[place]:
                upto = int(place * times) + 1
                break
        kept = {id(c) for c in question.ranking[:upto]}
        return lambda c: id(c) in kept

    return cut


def null_cuts(probes: Sequence[Asked]) -> list[tuple[str, Cut]]:
    """The rules calibrated on the chat's own noise (``probes``: its ``UNRELATED``
    questions' rankings): cosine spreads and the fused score, at several quantiles."""

    def z(c: Candidate) -> float | None:
        return c.z

    def raw(c: Candidate) -> float | None:
        return c.raw

    cuts: list[tuple[str, Cut]] = []
    for label, value, floor in (("z", z, 0.0), ("fused", raw, 0.0)):
        for q in (0.5, 0.9, 1.0):
            null = null_curve(probes, value, floor, q)
            cuts.append((f"{label} meets the chat's noise q{q:g}", _meets_null(null, value, floor)))
            cuts.append(
                (f"{label} meets noise q{q:g}, x2", _meets_null(null, value, floor, times=2.0))
            )
    return cuts


def chat_floor(probes: Sequence[Asked], q: float) -> float:
    """The ``q`` quantile of the cosines the chat's lines have with questions nothing in
    it relates to (``UNRELATED``): each probe's cosines read as normal with its noise's
    mean and spread, the probes pooled (a floor per chat, the same for every question)."""
    shown = [p.noise for p in probes if p.noise[1] > 0]
    if not shown:
        return 1.0
    grid = np.linspace(-1.0, 1.0, 20001)
    cdf = np.zeros_like(grid)
    for mean, spread in shown:
        cdf += 0.5 * (1.0 + _erf((grid - mean) / (spread * np.sqrt(2.0))))
    cdf /= len(shown)
    return float(grid[min(len(grid) - 1, int(np.searchsorted(cdf, q)))])


def _erf(x: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    from math import erf

    return np.vectorize(erf)(x)  # type: ignore[no-any-return]


def floor_cuts(probes: Sequence[Asked]) -> list[tuple[str, Cut]]:
    """A line kept when its cosine is above the chat's own noise floor (``chat_floor``, a
    quantile of its lines' cosines with unrelated questions) or its keyword hit covers
    ``cover`` of the question; and the same with the turn on either side of such a line,
    and the answer after a line that asks (as ``Evidence.admits`` admits them)."""
    cuts: list[tuple[str, Cut]] = []
    for q in (0.5, 0.75, 0.9, 0.95, 0.99):
        floor = chat_floor(probes, q)
        for cover in (0.3, 0.5):

            def shown(c: Candidate, floor: float = floor, cover: float = cover) -> bool:
                return (c.cosine is not None and c.cosine >= floor) or (
                    c.cover is not None and c.cover >= cover
                )

            cuts.append((f"cosine >= chat q{q:g} ({floor:.3f}) or cover {cover:g}",
                         _every_question(shown)))  # fmt: skip
            cuts.append(("  the same, +the turns beside", _beside(shown)))
    return cuts


def _beside(shown: Rule) -> Cut:
    """A line kept when ``shown`` keeps it or the seq before or after it (the turn beside
    a shown line, the answer after one that asks)."""

    def cut(question: Asked) -> Rule:
        hits = {c.seq for c in question.ranking if shown(c)}
        near = hits | {s + d for s in hits for d in (-1, 1)}
        return lambda c: c.seq in near

    return cut


def _features(question: Asked) -> np.ndarray[Any, Any]:
    """Each candidate's signals for the trained stop: its place (log), the tokens before
    it (log), its place against the knee's (log), its fused score (0 for a line the fusion
    did not score: an answer, a neighbour) and whether it had one, its spreads above the
    noise, its keyword cover, its distance in the log and its cosine to the best ten; and
    the question's: the knee's place (log), the 10th fused score, the best spreads and
    cover of the first 50 (``--signals`` must have filled ``near`` and ``like``)."""
    fused = [c.fused for c in question.ranking if c.fused is not None]
    curve = _fused_curve(question)
    knee = max(1, _knee_of(curve)) if len(curve) >= 3 and curve[0] > curve[-1] else 1
    head = question.ranking[:50]
    tenth = fused[9] if len(fused) > 9 else 0.0
    best_z = max((c.z for c in head if c.z is not None), default=0.0)
    best_cover = max((c.cover for c in head if c.cover is not None), default=0.0)
    rows, used = [], 0
    for place, c in enumerate(question.ranking, 1):
        rows.append(
            [
                np.log(place), np.log1p(used), np.log(place / knee),
                c.fused or 0.0, float(c.fused is None), -1.0 if c.z is None else c.z,
                c.cover or 0.0, np.log1p(c.near or 0), c.like or 0.0,
                np.log(knee), tenth, best_z, best_cover,
            ]
        )  # fmt: skip
        used += c.cost
    return np.asarray(rows, dtype=float)


def trained(by_set: dict[str, list[Asked]]) -> Callable[[float], Cut]:
    """A stop learnt, leave one set out: an L2 logistic regression (scikit-learn, C .1)
    over ``_features`` tells each candidate's chance of being evidence the context held,
    each set's questions by a model fitted on the others (once, whatever the floor).
    Returns the stop at a floor: a question of any set keeps the ranking up to the last
    candidate whose chance is the floor or more."""
    from sklearn.linear_model import LogisticRegression  # pyright: ignore[reportMissingImports]
    from sklearn.pipeline import make_pipeline  # pyright: ignore[reportMissingImports]
    from sklearn.preprocessing import StandardScaler  # pyright: ignore[reportMissingImports]

    rows = {name: [_features(q) for q in qs] for name, qs in by_set.items()}
    said = {
        name: [np.asarray([c.seq in q.found for c in q.ranking]) for q in qs]
        for name, qs in by_set.items()
    }
    chances: dict[int, Any] = {}  # id(question): each candidate's chance
    for name, questions in by_set.items():
        others = [n for n in by_set if n != name]
        model = make_pipeline(StandardScaler(), LogisticRegression(C=0.1, max_iter=2000))
        model.fit(
            np.vstack([x for n in others for x in rows[n]]),
            np.concatenate([y for n in others for y in said[n]]),
        )
        for q, x in zip(questions, rows[name], strict=True):
            chances[id(q)] = model.predict_proba(x)[:, 1]

    def at(floor: float) -> Cut:
        def cut(question: Asked) -> Rule:
            chance = chances[id(question)]
            last = max((i for i, p in enumerate(chance) if p >= floor), default=-1)
            kept = {id(c) for c in question.ranking[: last + 1]}
            return lambda c: id(c) in kept

        return cut

    return at


RULES: list[tuple[str, Rule]] = [
    ("every candidate (today)", lambda c: True),
    ("z >= 1 or cover >= .3", _either(1.0, 0.3, None)),
    ("z >= 1.5 or cover >= .3", _either(1.5, 0.3, None)),
    ("z >= 2 or cover >= .5", _either(2.0, 0.5, None)),
    ("fused >= .04 of the best", _either(None, None, 0.04)),
    ("fused >= .1 of the best", _either(None, None, 0.1)),
    ("fused >= .2 of the best", _either(None, None, 0.2)),
    ("both rank it (cover .05, z 1) or forum", _agreeing(0.05, 1.0)),
    ("both rank it (cover .01, z .5) or forum", _agreeing(0.01, 0.5)),
]
CUTS: list[tuple[str, Cut]] = [
    *((label, _every_question(keep)) for label, keep in RULES),
    ("last z >= 2 or cover >= .5, +10", _after_last(2.0, 0.5, 10)),
    ("last z >= 2 or cover >= .5, +30", _after_last(2.0, 0.5, 30)),
    ("last z >= 2.5 or cover >= .5, +30", _after_last(2.5, 0.5, 30)),
    ("fused curve's knee x2", _knee(2.0)),
    ("fused curve's knee x4", _knee(4.0)),
    ("fused curve's knee x6", _knee(6.0)),
    ("cosine curve's knee x6", _cosine_knee(6.0)),
    ("cosine curve's knee x8", _cosine_knee(8.0)),
    ("after 600, 20 in a row under z 1, cover .2", _run_of_nothing(600, 20, 1.0, 0.2)),
    ("after 1200, 20 in a row under z 1.5, cover .3", _run_of_nothing(1200, 20, 1.5, 0.3)),
    ("knee x3, not before 1,200 tokens", _knee_floor(3.0, 1200)),
    ("knee x4, not before 1,200 tokens", _knee_floor(4.0, 1200)),
    ("fused score mass .8", _mass(0.8)),
    ("fused score mass .9", _mass(0.9)),
]
# the trained stop's floors: a candidate's chance of being evidence (``trained``)
TRAINED = (0.002, 0.004, 0.006)
# a smaller budget: the section cut at these tokens whatever the question (the rest of
# the context as it was), the line every rule that stops by evidence has to beat
SMALLER = (2400, 3200, 3600)


def main() -> None:
    """Print, per set, tokens a context (mean) and evidence recall under each rule."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument("--sets", default=SETS, help="comma list of sets (evaluate's names)")
    parser.add_argument("--budget", type=int, default=4000)
    parser.add_argument("--cache", type=Path, help="keep the model's vectors in this file")
    parser.add_argument("--locomo", type=Path, default=locomo.DEFAULT_DIR, help="LoCoMo folder")
    parser.add_argument(
        "--understanding", type=Path, default=understanding.DEFAULT_DIR,
        help="folder of the labelled chats (understanding-ko, understanding-en)",
    )  # fmt: skip
    parser.add_argument(
        "--unrelated", action="store_true",
        help="ask each chat UNRELATED instead: the tokens their contexts use",
    )  # fmt: skip
    parser.add_argument(
        "--signals", action="store_true",
        help="also how well each signal tells the deep evidence from the lines around it",
    )  # fmt: skip
    parser.add_argument(
        "--trained", action="store_true",
        help="also a stop learnt from the signals, leave one set out (needs two sets or more)",
    )  # fmt: skip
    parser.add_argument(
        "--null", action="store_true",
        help="also the stops calibrated on each chat's own noise (its UNRELATED questions)",
    )  # fmt: skip
    args = parser.parse_args()
    dense = ev.Dense(args.cache)
    by_set: dict[str, tuple[bool, list[Asked]]] = {}
    with tempfile.TemporaryDirectory(prefix="recall-stopping-") as tmp:
        for name in args.sets.split(","):
            pooled, questions = asked(
                name, args.budget, dense, Path(tmp), (args.locomo, args.understanding),
                args.unrelated, args.signals or args.trained,
            )  # fmt: skip
            if args.unrelated:
                used = sorted(q.tokens for q in questions)
                short = sum(1 for t in used if t <= args.budget // 2)
                print(
                    f"{name:<18} {len(used)} unrelated questions: tokens mean "
                    f"{statistics.fmean(used):.0f}, p90 {used[int(0.9 * len(used))]}, "
                    f"{short} at half the budget or less"
                )
                continue
            by_set[name] = pooled, questions
            print(f"== {name}: {len(questions)} questions at {args.budget} tokens")
            if args.signals:
                print(signals(questions, args.budget))
            every: Cut = _every_question(lambda c: True)
            base = _figures(questions, pooled, every, args.budget)[1]
            calibrated: list[tuple[str, Cut]] = []
            if args.null:
                probes = asked(
                    name, args.budget, dense, Path(tmp), (args.locomo, args.understanding), True
                )[1]
                calibrated = [*null_cuts(probes), *floor_cuts(probes)]
            for label, cut, budget in [
                *((label, cut, args.budget) for label, cut in (*CUTS, *calibrated)),
                *((f"a smaller budget: {b:,}", every, b) for b in SMALLER if b < args.budget),
            ]:
                tokens, share = _figures(questions, pooled, cut, budget)
                print(f"{label:<40}{tokens:6.0f} tokens  recall {share:.3f} ({share - base:+.3f})")
            oracles = sorted(oracle(q) for q in questions)
            print(
                f"{'oracle cut':<40}{statistics.fmean(oracles):6.0f} tokens  "
                f"p90 {oracles[min(len(oracles) - 1, int(0.9 * len(oracles)))]:.0f}\n"
            )
    if args.trained and len(by_set) > 1:
        print("== the trained stop, each set's model fitted on the others")
        every = _every_question(lambda c: True)
        stop = trained({name: qs for name, (_, qs) in by_set.items()})
        for floor in TRAINED:
            for name, (pooled, questions) in by_set.items():
                base = _figures(questions, pooled, every, args.budget)[1]
                tokens, share = _figures(questions, pooled, stop(floor), args.budget)
                label = f"{name}, chance >= {floor:g}"
                print(f"{label:<40}{tokens:6.0f} tokens  recall {share:.3f} ({share - base:+.3f})")


def _figures(questions: list[Asked], pooled: bool, cut: Cut, budget: int) -> tuple[float, float]:
    """(tokens a context, evidence recall) of ``questions`` with recall's section kept by
    ``cut`` at ``budget`` (pooled over the set's evidence, or the mean per question)."""
    results = [rebuilt(q, budget, cut(q)) for q in questions]
    tokens = statistics.fmean(t for t, _ in results)
    if pooled:
        return tokens, sum(h for _, h in results) / sum(len(q.evidence) for q in questions)
    shares = [h / len(q.evidence) for (_, h), q in zip(results, questions, strict=True)]
    return tokens, statistics.fmean(shares)


if __name__ == "__main__":
    main()
