"""What each member keeps talking about: the terms a person says on many days, more than
the others do, read from the chat's newest lines and kept up to date as it grows.

A question that supposes something of a person ("what job might Maria pursue?", "would
Tim enjoy this book?", "민수가 좋아할 만한 선물은?") is answered by what that person has
told about themselves over many sessions, in words the question does not say: Maria's
lines about the shelter she volunteers at, Tim's about the fantasy series he reads. The
question's words and meaning reach few of them; the person's own recurring terms do
(docs/recall-evaluation.md, "What a person keeps talking about").
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Sequence

from groupchat_memory.domain.recall import rank as recall_rank
from groupchat_memory.domain.recall.index import RecallIndex, quote
from groupchat_memory.domain.text.terms import index_terms, name_terms
from groupchat_memory.store.records import MessageRecord

# a person's term is theirs when they said it on this many days or more
THEME_DAYS = 3
# the terms that rank a person's lines: the best by rarity (squared) times the days the
# person said it, times the share of the days anyone said it that are theirs
THEME_TERMS = 3
# the newest lines the terms are read from (a chat's first question reads them once; the
# lines after them are read as the chat grows, and a reading this many lines old starts
# again from the newest)
THEME_ROWS = 5_000
# rows read from the log at a time
_BATCH = 512

# a question that supposes something of a person rather than asking what they said
SUPPOSES = re.compile(
    r"\b(?:might|would|could|likely|probably|potentially|possibly|describes?)\b"
    r"|(?:ㄹ까|을까|일까|것 같|만한|어울리|좋아할)",
    re.IGNORECASE,
)


class _Said:
    """Per sender, per term: the days they said it (counted as the rows come in time
    order), and per term the lines holding it; ``last``: the newest row read."""

    def __init__(self) -> None:
        self.last = -1
        self.read = 0
        self.days: dict[str, dict[str, int]] = {}
        self.latest: dict[tuple[str, str], str] = {}
        self.lines: dict[str, int] = {}
        self.messages = 0

    def add(self, records: Iterable[MessageRecord]) -> None:
        for record in records:
            self.read += 1
            if record.kind != "message" or record.is_bot:
                continue
            self.messages += 1
            day = record.timestamp[:10]
            mine = self.days.setdefault(record.sender, {})
            for term in set(index_terms(record.text)):
                self.lines[term] = self.lines.get(term, 0) + 1
                key = (record.sender, term)
                if self.latest.get(key) != day:
                    self.latest[key] = day
                    mine[term] = mine.get(term, 0) + 1


_said: dict[str, _Said] = {}
_lock = threading.Lock()


def _caught_up(index: RecallIndex) -> _Said:
    """The chat's ``_Said``, its newest rows read (from the newest ``THEME_ROWS`` the
    first time, or once that many more were read since it started)."""
    db = index.connection
    key = str(index.log_dir)
    with _lock:
        said = _said.get(key)
        if said is None or said.read > 2 * THEME_ROWS:
            said = _said[key] = _Said()
            newest = db.execute(
                "select id from turns order by id desc limit ?", (THEME_ROWS,)
            ).fetchall()
            rows = sorted(r for (r,) in newest)
        else:
            rows = [r for (r,) in db.execute("select id from turns where id > ? order by id",
                                              (said.last,))]  # fmt: skip
        for lo in range(0, len(rows), _BATCH):
            batch = rows[lo : lo + _BATCH]
            found = index.current_many(batch)
            said.add(found[r] for r in batch if r in found)
        if rows:
            said.last = rows[-1]
        return said


def theme_terms(index: RecallIndex, people: frozenset[str], asked: Iterable[str]) -> list[str]:
    """The ``THEME_TERMS`` terms the senders ``people`` (name terms) keep talking about,
    best first, none of ``asked`` (the question's terms and every speaker's name)."""
    said = _caught_up(index)
    own = set(asked)
    docs = max(1, said.messages)
    kept: list[tuple[float, str]] = []
    for sender, terms in said.days.items():
        if not (name_terms([sender]) & people):
            continue
        for term, days in terms.items():
            if days < THEME_DAYS or term in own:
                continue
            every = sum(t.get(term, 0) for t in said.days.values())
            weight = recall_rank.idf_of(said.lines.get(term, 0), docs)
            kept.append((weight * weight * days * days / every, term))
    kept.sort(reverse=True)
    return [term for _, term in kept[:THEME_TERMS]]


def theme_lines(
    index: RecallIndex,
    people: frozenset[str],
    asked: Sequence[str],
    *,
    hits: int,
    idf_power: float,
) -> list[int]:
    """Row ids, best first, of the lines holding what ``people`` keep talking about
    (``theme_terms``), ranked by BM25 over those terms as a question's are (each term
    weighed by its idf to ``idf_power``), lending nothing to the turns beside them."""
    terms = theme_terms(index, people, asked)
    if not terms:
        return []
    db = index.connection
    chosen = [(quote(t), recall_rank.idf(db, quote(t)) ** idf_power) for t in terms]
    found = recall_rank.ranked(db, chosen, limit=hits, neighbour_share=0.0)
    return [rowid for rowid, _ in found]
