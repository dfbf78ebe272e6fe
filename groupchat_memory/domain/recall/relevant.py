"""Recall and search over a chat's whole retained history, through the derived term index.

The index itself (``RecallIndex``, one SQLite FTS5 file per chat, rebuildable from the
log) lives in ``recall_index``; this module holds the calls the actor, the CLI and the
bot make for a reply context: relevant messages (BM25 from ``recall_rank``, loanwords
bridged by ``loanwords``) and relevant summaries. Paged keyword search lives in
``recall_search``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import date, timedelta
from functools import lru_cache
from itertools import islice
from typing import TYPE_CHECKING, NamedTuple

from groupchat_memory.domain.recall import rank as recall_rank
from groupchat_memory.domain.recall.index import RecallIndex, quote
from groupchat_memory.domain.recall.rows import row_id
from groupchat_memory.domain.recall.search import borrowed
from groupchat_memory.domain.recall.surroundings import surroundings
from groupchat_memory.domain.recall.themes import SUPPOSES, theme_lines
from groupchat_memory.domain.recall.vocab import hangul_word, terms_with_keys, terms_with_prefix
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import read_summary_file
from groupchat_memory.domain.text import cues
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.loanwords import MIN_KEY, bridged, sound_key
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.stance import asks
from groupchat_memory.domain.text.synonyms import Thesaurus, expansions, installed
from groupchat_memory.domain.text.terms import index_terms, name_terms, stem
from groupchat_memory.domain.text.values import slots
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord, SummaryRecord

logger = logging.getLogger(__name__)


def open_semantic(root: DataRoot, chat_id: int) -> SemanticRecall:
    """The chat's message vectors with the process's one model (imported now)."""
    from groupchat_memory.domain.recall.embedder import shared_embedder
    from groupchat_memory.domain.recall.semantic import SemanticRecall

    return SemanticRecall(root, chat_id, shared_embedder())


@contextmanager
def semantic_recall(
    root: DataRoot, chat_id: int, settings: MemorySettings
) -> Iterator[SemanticRecall | None]:
    """The chat's message vectors when ``settings.semantic_recall`` is on, else None (also,
    logged, when the vector file cannot be opened: keyword ranking still answers)."""
    if not settings.semantic_recall:
        yield None
        return
    from groupchat_memory.domain.recall.semantic import SemanticUnavailableError

    try:
        near = open_semantic(root, chat_id)
    except SemanticUnavailableError as exc:
        logger.warning("%s", exc)
        yield None
        return
    try:
        yield near
    finally:
        near.close()


if TYPE_CHECKING:  # numpy and the model load only where semantic recall opens
    import sqlite3

    from groupchat_memory.domain.recall.semantic import SemanticRecall

__all__ = [
    "NEIGHBOUR_SHARE",
    "RELEVANT_POOL",
    "STOP_KNEE",
    "Evident",
    "Relation",
    "ranked_messages",
    "relevant_summaries",
    "term_query",
]

# hits recall ranks for a context at least (more for budgets over 3,200 tokens); their
# neighbours come on top
RELEVANT_POOL = 200
# a reply context's ranking (``restating``): the best hits followed by the turns after them
# that say their words or values again, how the talk settled it (first for questions about
# what was decided or changed; the others gained by it too, docs/recall-evaluation.md)
RESTATED_HITS = 10
RESTATED_REACH = 6
# a question about how a plan ended also gets the turns after the best hits that drop or
# change a plan in words of their own (``settling``); in a context below ``HOP_BUDGET``
# only those after the best few: its room holds recall's first lines alone, and a turn
# that says none of its hit's words, after a lower hit, more often ends another plan
# (docs/recall-evaluation.md)
SETTLING_HITS_SMALL = 5
# with ``taken_up`` (a question about how a plan ended), the turns before a best hit that
# say one of its values or rare words (``HOP_RARE``) again: the proposal a settling line
# ("Booked! Expo Building B, Nov 7-8") took up some turns after it was put, in words the
# question does not use (a word half the chat says brought small talk that took the room)
RESTATED_BACK = 10
# the share of a hit's score the turn before and the turn after it gain (less helped the
# hard Korean set and left English as it was; bench/recall_eval)
NEIGHBOUR_SHARE = 0.3
# messages from the period a question names score this many times their own (plus the best)
DATE_BOOST = 2.0
# days after a named period whose matches also gain (an event told after its day)
REPORTED_WITHIN = 14
# after the fusion with meaning, a line of the period a question names gains this share of
# its fused score (one told in the ``REPORTED_WITHIN`` days after it, half that): the
# keyword ranking puts the period first, but meaning knows no dates, and a line near the
# question in meaning from another month outranked the period's own ("what did she bake in
# April?"). Not more: a plan for a named day is told before it, and a larger share put the
# day's own lines above it (docs/recall-evaluation.md)
PERIOD_SHARE = 0.5
# a hit that also mentions a person the question names gains this share of its score again
NAME_SHARE = 0.5
# a message that mentions such a person but none of the question's terms: this share, of a
# score weighted like a term's (squared idf); "@Nova ..." and the answer after it are
# what "what did Nova suggest" asks about (a share of plain idf found fewer answers to
# questions about a bot; bench/recall_eval)
NAME_ONLY_SHARE = 0.5
# a candidate *said by* a person the question names ("what did Nova suggest ...") gains
# this share of its score again; only the best ``SENDER_POOL`` are read to know (Korean
# questions about a bot gained, English ones were unchanged)
SENDER_SHARE = 1.0
SENDER_POOL = 256
# after the fusion, the best ``SENDER_POOL`` are weighed once more by what only their
# record shows: a line *said by* a person the question names gains this share of its
# fused score (meaning alone cannot tell a person's own line from one about them), and
# a question line ("...?") keeps ``1 - ASKED_DISCOUNT`` of it: the line that answers it is
# what was asked for, and it follows the question when the question is taken
# (docs/recall-evaluation.md, "What each rule of the ranking added"). In two people's
# chat the name is not in the question's vector (``NAMED_SAID``) and this share alone
# tells whose line answers: at 2, the other's lines that say the question's words
# outright still came before the named person's own in other words ("what recipes has
# she made?" against his "made a new pasta recipe" and her "baked a chocolate cake")
FUSED_SENDER_SHARE = 3.0
ASKED_DISCOUNT = 0.3
# a term's weight is its idf to this power (Lucene's classic similarity squares it): a
# question's rare terms dominate short matches of its common ones (Korean questions
# gained, English ones were unchanged; bench/recall_eval)
IDF_POWER = 2.0
# keyword hits vote in the fusion with meaning by the share of a perfect match they hold,
# to this power: a line that shares one common word of a paraphrased question no longer
# outvotes the answer found by meaning; a higher power lost LoCoMo what it gave the
# written sets, a lower one lost the written sets (docs/recall-evaluation.md)
COVER_POWER = 0.5
# the share of a meaning hit's score its neighbour turns gain (a cosine neighbour is a
# weaker clue than a keyword one; none at all lost the written sets what it gave LoCoMo)
DENSE_NEIGHBOUR_SHARE = 0.15
# the share of a fused hit's score (above the head's lowest) the Telegram replies to it
# gain, for the best ``SENDER_POOL``; the reply lending to the line it answers as well
# found no more (docs/recall-evaluation.md)
REPLY_SHARE = 0.6
# a question asking what came first (``when.asks_first``): the fused head's earliest line
# gains this share of its score, the latest none, those between by their place in time
# (docs/recall-evaluation.md)
EARLIEST_SHARE = 1.0
# the share of a chat's messages whose writer's name, in a question, is left out of what
# the question is embedded as; another name's question is averaged with itself without
# the name (``meaning_texts``): in two people's chat a name draws half of it, in a group
# leaving every name out lost answers (docs/recall-evaluation.md)
NAMED_SAID = 0.4
# a multi-hop question's evidence is linked by what the first hop names and the question
# does not ("the cat in the video: what was it ill with?" finds the lines about the
# illness, which name the cat; the line about the video names the cat, not the video): the
# ``HOP_TERMS`` rarest Korean terms of the best ``HOP_HEAD`` fused lines besides the
# question's own, each held by at most ``HOP_RARE`` of the chat's lines (a name, a place, a
# product; not a word everyone says), rank the lines that hold them, a third ranking fused
# beside keywords and meaning with ``HOP_VOTE`` a line. Korean terms only: English chats'
# rare stems lost recall by it, Korean chats gained (docs/recall-evaluation.md)
HOP_HEAD = 5
HOP_TERMS = 3
HOP_RARE = 0.02
HOP_VOTE = 0.5
# a question that supposes something of a person it names (``themes.SUPPOSES``: "what job
# might Maria pursue?") also ranks the lines holding what that person keeps talking about
# (``themes.theme_lines``), fused with this vote a line: their words are not the question's.
# The turns beside them gain nothing: a person's theme line is news of their own, and
# lending to its neighbours lifted the small talk around it (docs/recall-evaluation.md)
THEME_VOTE = 0.5
# a reply context of fewer tokens takes no second hop: a 1,000-token context's recall
# section holds some 25 lines, and the first hop's own evidence needs them (the hop's
# lines cost three Korean sets one to three questions' evidence there, and gained at 2k)
HOP_BUDGET = 2000
# what a line that needs evidence (``ranked_messages``' ``needs_evidence``: in a forum, a
# line of another topic) must show to be given: a keyword hit holding this share of a
# perfect match's score, or a meaning hit this many spreads above the mean cosine the
# chat's lines have with the question (the chat's own noise, ``SemanticRecall.noise``);
# or be the turn beside such a hit of its own topic, a reply to one, or the answer after
# one that asks. Most lines of any chat sit within two spreads of that mean
EVIDENT_COVER = 0.5
NOISE_SPREADS = 2.0


class Evident(NamedTuple):
    """What an older line must show to enter a context that takes only lines with
    evidence of relevance (``ranked_messages(evident=)``): a meaning hit ``spreads``
    spreads above the chat's noise for the question, or a keyword hit holding ``cover``
    of a perfect match's score (or be beside, a reply to, or the answer to such a hit)."""

    spreads: float
    cover: float


# a line of another forum topic, or of a chat a question relates to only weakly
FORUM_EVIDENCE = Evident(NOISE_SPREADS, EVIDENT_COVER)
# a question relates to the chat's older lines on its own strength when a keyword hit holds
# this share of a perfect match's score (a term the chat never used counts against it: the
# chat holds nothing about what it names) or a meaning hit sits this many spreads above the
# mean cosine. The best of a few hundred unrelated cosines already sits two to four
# spreads above it, so meaning alone rarely says a question relates to nothing; below
# both, every line needs evidence (``needs_evidence``'s rule) and the context is not
# filled to its budget. Without meaning, any keyword hit relates: a paraphrased question's
# answer is then found only among weak hits and their surroundings
# (docs/recall-evaluation.md, "A context that stops")
RELATES_COVER = 0.1
RELATES_SPREADS = 3.0
# a chat is judged so only when it holds this many lines, all of them embedded when meaning
# ranks too: the cosines of a few lines say little of the chat's noise (and a few lines
# cost little), and a line not embedded yet is no evidence that nothing relates
RELATES_ROWS = 200
# a context stops where its ranking's scores stop falling: the fused score curve of the
# best ``KNEE_POOL`` candidates has a knee (the candidate farthest below the straight line
# from the best to the last), and only the candidates up to ``STOP_KNEE`` times its place
# are read (with the answers after question hits among them), then the turns around the
# best ``STOPPED_HITS`` of them, up to ``STOPPED_RADIUS`` each side, nearest first; the
# rest of the budget stays unused. Deeper evidence looks like the lines around it, so a
# closer stop loses evidence as a smaller budget does; the turns beside the best lines
# are where a talk settled what they asked or proposed ("Postmark it is"), in words of its
# own, and with them the stop comes nearer the knee for no evidence a filled context holds.
# Only a best line scoring at least ``STOPPED_SHARE`` of the best one's fused score brings
# its turns: a weaker one among the first five is mostly the chat's usual talk near the
# question, and the turns beside it more of that talk (docs/recall-evaluation.md, "A
# context that stops")
KNEE_POOL = 200
STOP_KNEE = 5.0
STOPPED_HITS = 5
STOPPED_RADIUS = 3
STOPPED_SHARE = 0.7
# ranked candidates read from the log at a time (one open per day file)
_READ_BATCH = 64
# a bot asked for something first says it will do it ("네, 정리해서 올릴게요": a reply of
# at most ``BOT_SAYS_TOKENS``), then sends what it made: after such a reply, the next
# ``BOT_RUN`` lines the same bot sends follow it (``_answered``). Questions about who made a
# list or wrote a toast found the request, and the answer came two turns after it. A bot's
# long answer at once brings nothing more: on the written English set those lines took
# the room of the best lines (docs/recall-evaluation.md)
BOT_RUN = 2
BOT_SAYS_TOKENS = 32
_MENTION = re.compile(r"@\w")
# the end of a sentence with more after it: a line holding one asks more than it tells
_SENTENCE_BREAK = re.compile(r"[.!?。？！…~]\s+\S")
# last syllables that make a two-syllable word a verb form (stem + ending), not a noun
_VERB_ENDINGS = frozenset("고기게지던며면서아어았었겠")
# stems of the light verbs (하다, 되다): their forms name nothing ("뭘로 하기로 했어"), and
# any word starting with 하 (하늘, 하루, a name) is no form of them
_LIGHT_VERBS = frozenset("하되")


# ---------------------------------------------------------------------- public calls


def ranked_messages(
    index: RecallIndex,
    question: Question,
    *,
    exclude_seqs: Iterable[int] = (),
    hits: int = RELEVANT_POOL,
    neighbour_share: float = NEIGHBOUR_SHARE,
    thesaurus: Thesaurus | None = None,
    around_hits: bool = False,
    semantic: SemanticRecall | None = None,
    needs_evidence: Callable[[MessageRecord], bool] | None = None,
    speakers: Speakers | None = None,
    relation: Relation | None = None,
    second_hop: bool = True,
    stop_knee: float | None = None,
    evident: Evident | None = None,
    restating: bool = False,
    settling: int = 0,
    taken_up: bool = False,
) -> Iterator[MessageRecord]:
    """Older messages relevant to ``question``, best first, read from the log as consumed.

    The question's terms (``Question.split``: stemmed, at most 12, stop words and the
    chat's speakers' names left out; ``speakers``: ``speakers_of(index)`` when not
    given) are ranked by BM25 inside SQLite over the best
    ``hits`` matches, each lending ``neighbour_share`` of its score to the turn before
    and after it; a message that also mentions a name the question names gains
    ``NAME_SHARE`` more, one said by that person ``SENDER_SHARE``. A period the
    question names (``Question.period``: "어제", "last week", "3월 12일") ranks its
    messages first: those matching the terms, then the rest of the period, newest
    first; a question naming only a period gets that period's messages. An English
    noun also matches its WordNet synonyms as itself (``thesaurus``, default: the
    ``synonyms`` extra's when installed). Messages whose seq is in ``exclude_seqs``
    (the recent window) are skipped. ``index`` must be caught up. With ``around_hits``,
    the ranked messages are followed by the turns around the best hits
    (``recall_surroundings``): what a reply context fills the rest of its budget with.
    With ``semantic`` (caught up), the ranking is fused by reciprocal rank with the
    messages nearest in meaning (to the question as ``meaning_texts`` embeds it), each
    keyword hit's vote weighed by the share of the question's term weight it holds
    (``COVER_POWER``; a term the chat never used counts at the highest idf: keywords
    cannot find what it names); the Telegram replies to the fused head's lines gain
    ``REPLY_SHARE`` of their scores, the lines of a period the question names gain
    ``PERIOD_SHARE`` of theirs, and the head is then weighed by its records
    (``FUSED_SENDER_SHARE`` for a named person's own line, ``ASKED_DISCOUNT`` off a
    question line) and, for a question asking what came first, by time
    (``EARLIEST_SHARE``). A candidate for which ``needs_evidence`` is true (in a forum:
    a line of another topic) is given only with evidence that it relates (``Evidence``);
    the others rank and fill as before. A question that relates to nothing older on its
    own strength (``RELATES_COVER``, ``RELATES_SPREADS``: a greeting, a question about
    what the chat never talked of) gets only lines with such evidence, every line
    needing it; ``relation`` is told so (``Relation.strong``). With ``second_hop``, the
    rare Korean terms of the fused head rank the lines that hold them too (``HOP_TERMS``).
    With ``stop_knee`` and ``semantic``, only the candidates up to that many times the
    place of the fused curve's knee are given (``knee_place``), then the turns around the
    best ``STOPPED_HITS`` of them (``STOPPED_RADIUS``; those scoring ``STOPPED_SHARE`` of
    the best at least) and no surroundings after them,
    and ``relation`` is told so (``Relation.stopped``). With ``evident``, every candidate
    needs evidence, by its thresholds in place of the forum's (``FORUM_EVIDENCE``), and
    ``relation`` is told that the rest of the budget is not to be filled: a context that
    stops where nothing more relates (measured, not the default: docs/recall-evaluation.md).
    With ``restating`` (a reply context's: what a talk settled), each of the best
    ``RESTATED_HITS`` is followed by the turns after it that settled it (``_restated``);
    ``relation`` is told their seqs (``Relation.restated``): they hold no place of the
    ranking. With ``settling`` as well (a question about how a plan ended: how many of the
    best hits), so are the turns after the first ``settling`` of them that drop or change
    a plan in words of their own (``_settles``); with ``taken_up``, the turns before each
    of the best hits that it says again (the proposal a settling hit took up,
    ``RESTATED_BACK``).
    """
    speakers = speakers_of(index) if speakers is None else speakers
    terms, names = question.split(speakers.names)
    spellings = loanword_spellings(index, question, terms)
    for term, others in synonym_spellings(thesaurus or installed(), question, terms).items():
        spellings[term] = [*spellings.get(term, []), *others]
    period = question.period
    hits, neighbour_share = max(1, hits), max(0.0, neighbour_share)
    scores, whole, weighted = _scores(index, terms, names, hits, neighbour_share, spellings)
    # a period that is only now ("today") ranks its lines but relates by none of them:
    # they are the recent window's
    said = scores
    if period is not None:
        if not question.looks_back:
            said = dict(scores)
        _dated(index, scores, weighted, period, hits, neighbour_share)
    excluded = set(exclude_seqs)
    # best first, newer first among equals (two one-key sorts: half a tuple key's cost)
    order = sorted(scores, reverse=True)
    order.sort(key=scores.__getitem__, reverse=True)
    records: dict[int, MessageRecord] = {}
    wanted = frozenset(names)
    if names and SENDER_SHARE > 0:
        order = _reweighed(index, order, scores, records, wanted, SENDER_SHARE)
    near: list[tuple[int, float]] = []
    stopped_near: list[int] = []
    asked, also = question.text, None
    if semantic is not None:
        asked, also = meaning_texts(question, speakers)
        near = semantic.nearest(asked, index.floor(), also=also)
        dense = recall_rank.with_neighbours(index.connection, near, DENSE_NEIGHBOUR_SHARE)
        # the evidence decides the weights: a keyword hit votes by how much of the
        # question it covers, a meaning hit by its rank alone
        votes = recall_rank.coverage(scores, whole, COVER_POWER)
        fused = recall_rank.fused_scores(order, dense, votes=[votes, None])
        # best first, ties in the order first seen (a reversed sort stays stable): a lambda
        # negating each score cost more than the sort on the rows of a big chat
        best = sorted(fused, key=fused.__getitem__, reverse=True)
        hop = _second_hop(index, best, records, [*terms, *names], hits, neighbour_share)
        hop = hop if second_hop else []
        if hop:
            hop_votes = dict.fromkeys(hop, HOP_VOTE)
            fused = recall_rank.fused_scores(order, dense, hop, votes=[votes, None, hop_votes])
        if wanted and SUPPOSES.search(question.text):
            fused = _with_themes(index, fused, wanted, [*terms, *speakers.names], hits)
        order = sorted(fused, key=fused.__getitem__, reverse=True)
        fused = recall_rank.with_replies(index.connection, order, fused, REPLY_SHARE, SENDER_POOL)
        if period is not None:
            fused = _in_period(index, fused, period)
        order = sorted(fused, key=fused.__getitem__, reverse=True)
        earliest = EARLIEST_SHARE if question.asks_first else 0.0
        order = _reweighed(
            index, order, fused, records, wanted, FUSED_SENDER_SHARE, ASKED_DISCOUNT, earliest
        )
        if stop_knee is not None:
            knee = knee_place([fused[r] for r in order[:KNEE_POOL]])
            if knee is not None and (upto := int(knee * stop_knee) + 1) < len(order):
                order, around_hits = order[:upto], False
                stopped_near = [
                    r for r in order[:STOPPED_HITS] if fused[r] >= STOPPED_SHARE * fused[order[0]]
                ]
                if relation is not None:
                    relation.stopped = True
    keep: Callable[[int, MessageRecord], bool] = _every

    def noise() -> tuple[float, float]:  # read only when asked (a sample at a large chat)
        if semantic is None:
            return 0.0, 0.0
        return semantic.noise(asked, index.floor(), also=also)

    named = bool(names) or question.looks_back
    relates = _relates(said, whole, named, near, noise, semantic is not None)
    if not relates and _judged(index, semantic):
        needs_evidence = _always
        if relation is not None:
            relation.strong = False
    if evident is not None:
        needs_evidence = _always
        if relation is not None:
            relation.stopped = True
    shown = evident or FORUM_EVIDENCE
    if needs_evidence is not None:

        def alone() -> set[int]:  # only once a candidate needs evidence
            # the question's own line, when it is already recorded
            own = [r for r, m in records.items() if m.seq in excluded or m.text == question.text]
            held = _held(index, weighted, own)
            back = period if question.looks_back else None  # today's lines are no evidence
            return _hits(scores, held, near, noise(), back, index, shown)

        keep = _keeper(needs_evidence, Evidence(index, alone, records))
    found = _read(index, order, excluded, records)
    kept: Iterator[tuple[int, MessageRecord]] = ((r, m) for r, m in found if keep(r, m))
    if restating:
        kept = _restated(
            index, kept, excluded, keep, relation or Relation(), settling, taken_up=taken_up
        )
    yield from _answered(index, kept, excluded, keep)
    if stopped_near:  # a stopped ranking: the talk beside its best lines, and no more
        close = surroundings(index.connection, stopped_near, radius=STOPPED_RADIUS, seen=set(order))
        yield from (m for r, m in _read(index, close, excluded) if keep(r, m))
    if around_hits:  # read only when a consumer gets this far: every candidate is taken
        around = surroundings(index.connection, order, seen=set(order))
        yield from (m for r, m in _read(index, around, excluded) if keep(r, m))


class Relation:
    """What a ranking found of its question's relation to the chat, known once the first
    candidate is asked for: ``strong`` is False when nothing older relates on its own
    strength (``RELATES_COVER``, ``RELATES_SPREADS``), and only lines with evidence were
    given; ``stopped`` is True when the ranking stopped at its knee (``STOP_KNEE``).
    Either way the rest of the budget is not the question's to fill (``fills``)."""

    def __init__(self) -> None:
        self.strong = True
        self.stopped = False
        self.restated: set[int] = set()  # given after a hit, not for a place of their own

    @property
    def fills(self) -> bool:
        """Whether the context's leftover room may take more of the conversation."""
        return self.strong and not self.stopped


def knee_place(curve: Sequence[float]) -> int | None:
    """The place of a ranking's knee (at least 1): the candidate of ``curve`` (scores,
    best first) farthest below the straight line from its first score to its last; None
    for fewer than three scores or a flat curve, where no place stands out."""
    if len(curve) < 3 or curve[0] <= curve[-1]:
        return None
    last = len(curve) - 1
    drop = (curve[0] - curve[-1]) / last
    knee = max(range(len(curve)), key=lambda i: curve[0] - drop * i - curve[i])
    return max(1, knee)


class Speakers(NamedTuple):
    """The chat's writers' names as a question's words are matched on (``name_terms``):
    everyone's, and those of whom wrote ``NAMED_SAID`` of the chat or more."""

    names: frozenset[str]
    common: frozenset[str]


def speakers_of(index: RecallIndex) -> Speakers:
    """The chat's ``Speakers``, from the index's count of each sender's messages."""
    said = index.said()
    enough = NAMED_SAID * sum(said.values())
    wrote: dict[str, int] = {}
    for sender in index.speakers():
        for term in _name_of(sender):
            wrote[term] = wrote.get(term, 0) + said.get(sender, 0)
    common = frozenset(term for term, n in wrote.items() if n >= enough > 0)
    return Speakers(frozenset(wrote), common)


def meaning_texts(question: Question, speakers: Speakers) -> tuple[str, str | None]:
    """What a question is embedded as: the text, and the text its vector is averaged
    with (None: none). Each line is embedded with its sender, so a name in the question
    draws that person's lines. A name of the ``common`` ones is left out: that is half
    the chat when two people talk, every line of theirs that says nothing ("Have a great
    day!") with it, and it outweighs what was asked. Another name stays, and the
    question without it is averaged in: the person's own lines are still drawn, less
    than what they said. Their own lines gain ``FUSED_SENDER_SHARE`` after the fusion."""
    return question.meaning(speakers.names, speakers.common)


@lru_cache(maxsize=4096)
def _name_of(sender: str) -> frozenset[str]:
    return name_terms([sender])


def _read(
    index: RecallIndex,
    rowids: Iterable[int],
    excluded: set[int],
    known: dict[int, MessageRecord] | None = None,
) -> Iterator[tuple[int, MessageRecord]]:
    """The messages at ``rowids`` with their row ids, in order, as consumed (a batch per
    read, ``known`` ones not read again); records that are not conversation or whose seq
    is ``excluded`` are skipped."""
    records = known if known is not None else {}
    it = iter(rowids)
    while batch := list(islice(it, _READ_BATCH)):
        if missing := [r for r in batch if r not in records]:
            records.update(index.current_many(missing))
        for rowid in batch:
            record = records.get(rowid)
            if record is None or record.kind != "message":
                continue
            if record.seq and record.seq in excluded:
                continue
            yield rowid, record


def _restated(
    index: RecallIndex,
    ranked: Iterator[tuple[int, MessageRecord]],
    excluded: set[int],
    keep: Callable[[int, MessageRecord], bool],
    relation: Relation,
    settling: int = 0,
    *,
    taken_up: bool = False,
) -> Iterator[tuple[int, MessageRecord]]:
    """``ranked``, each of its first ``RESTATED_HITS`` followed at once by the turns of
    the next ``RESTATED_REACH`` that say one of its words or values again: how a talk
    about a plan ended ("ok Jan 31 it is!!" after "I'm thinking Saturday Jan 31"), what a
    question about what was decided or changed asks for, in words it rarely shares; with
    ``settling``, after its first ``settling``, also those that drop or change a plan
    (``_settles``: "ㅇㅇ 아쉽지만 패스", "그럼 키링 말고 씨앗폭탄으로 갑니다"), which name nothing
    the hit said; with ``taken_up``, before them the turns of the ``RESTATED_BACK`` before
    it that say one of its values or of its rare words (``_rare``): the proposal a settling
    hit took up. Their seqs go to ``relation.restated``."""
    rare: dict[str, bool] = {}
    most = _rare_most(index.connection) if taken_up else 0
    for n, (rowid, record) in enumerate(ranked):
        yield rowid, record
        own = _restatable(record.text) if n < RESTATED_HITS else frozenset()
        if not own:
            continue
        if taken_up:
            before = [r for (r,) in index.connection.execute(
                "select id from turns where id < ? order by id desc limit ?",
                (rowid, RESTATED_BACK),
            )]  # fmt: skip
            values = _values(record.text)
            for row, earlier in _read(index, before, excluded):
                if earlier.is_bot or earlier.seq in relation.restated or not keep(row, earlier):
                    continue
                words = (_restatable(earlier.text) & own) - values
                said_again = values & _values(earlier.text)
                if said_again or any(_rare(index, w, rare, most) for w in words):
                    relation.restated.add(earlier.seq)
                    yield row, earlier
        after = [r for (r,) in index.connection.execute(
            "select id from turns where id > ? order by id limit ?", (rowid, RESTATED_REACH)
        )]  # fmt: skip
        for row, later in _read(index, after, excluded):
            if later.is_bot or not keep(row, later):
                continue
            if _restatable(later.text) & own or (n < settling and _settles(later.text)):
                relation.restated.add(later.seq)
                yield row, later


def _settles(text: str) -> bool:
    """Whether a line drops a plan or changes it (``cues``: "이번엔 패스", "접읍시다",
    "키링 말고 씨앗폭탄으로", "let's skip it"): how a talk about it ended."""
    return bool(cues.drop().search(text) or cues.CHANGE.search(text))


@lru_cache(maxsize=4096)
def _restatable(text: str) -> frozenset[str]:
    """A line's terms and the values it names (a day, a time, an amount, a place)."""
    return frozenset(index_terms(text)) | _values(text)


@lru_cache(maxsize=4096)
def _values(text: str) -> frozenset[str]:
    """The values a line names (a day, a time, an amount, a place)."""
    return frozenset(v for found in slots(text).values() for v in found)


def _rare(index: RecallIndex, term: str, known: dict[str, bool], most: int) -> bool:
    """Whether at most ``most`` of the chat's lines hold ``term`` (``_rare_most``, read
    once a ranking; ``known``: the terms read before, kept there)."""
    if term not in known:
        known[term] = 0 < _holding(index.connection, term, most) <= most
    return known[term]


def _rare_most(db: sqlite3.Connection) -> int:
    """The most lines a rare term is in (``HOP_RARE`` of the chat, ``PER_TERM`` at most)."""
    docs, _ = recall_rank.stats(db)
    return min(recall_rank.PER_TERM, max(1, int(HOP_RARE * docs)))


def _holding(db: sqlite3.Connection, term: str, most: int) -> int:
    """The lines holding ``term``, counted up to one more than ``most``."""
    (held,) = db.execute(
        "select count(*) from (select 1 from fts where fts match ? limit ?)",
        (quote(term), most + 1),
    ).fetchone()
    return int(held)


def _answered(
    index: RecallIndex,
    ranked: Iterator[tuple[int, MessageRecord]],
    excluded: set[int],
    keep: Callable[[int, MessageRecord], bool],
) -> Iterator[MessageRecord]:
    """``ranked``'s records, each line that only asks (``_only_asks``) followed at once
    by the turn after it, its likely answer (when ``keep`` keeps it): the pair goes in
    together or the question is found without what it asked for. A person's line that
    mentions someone (``@코덱스 이사 체크리스트 좀 만들어줘``, a request without a question
    mark) is followed by a bot's short reply right after it (``_will_do``), and such a
    reply, after either, by the ``BOT_RUN`` lines its bot sends next: a bot first says it
    will do what it was asked, then sends what it made, in words of its own."""
    for rowid, record in ranked:
        yield record
        asked = _only_asks(record.text)
        if not asked and (record.is_bot or _MENTION.search(record.text) is None):
            continue
        after = [r for (r,) in index.connection.execute(
            "select id from turns where id > ? order by id limit ?", (rowid, 1 + BOT_RUN)
        )]  # fmt: skip
        said: MessageRecord | None = None  # the turn before
        for row, answer in _read(index, after, set()):
            if said is None and not asked and not _will_do(answer):
                break  # a mention brings a bot's "I will" and what it sends, nothing else
            if said is not None and not (_will_do(said) and answer.sender == said.sender):
                break  # only a bot's "I will" goes on, in what the bot sends next
            said = answer
            if answer.seq not in excluded and keep(row, answer):
                yield answer


def _relates(
    scores: Mapping[int, float],
    whole: float,
    named: bool,
    near: Sequence[tuple[int, float]],
    noise: Callable[[], tuple[float, float]],
    meaning: bool,
) -> bool:
    """Whether a question relates to the chat's older lines on its own strength: a keyword
    hit holding ``RELATES_COVER`` of a perfect match's score (``whole``), or the best
    meaning hit (``near``, best first) ``RELATES_SPREADS`` spreads above the mean cosine
    (``noise()``; ``meaning``: whether meaning ranked). A question that names a person
    or a period before the day it is asked (``named``) relates by the lines that name them
    or were said then, when there are any; without meaning, any keyword hit relates."""
    if scores and (named or not meaning):
        return True
    if whole > 0 and max(scores.values(), default=0.0) >= RELATES_COVER * whole:
        return True
    if not near:
        return False
    mean, spread = noise()
    return spread > 0 and max(c for _, c in near) >= mean + RELATES_SPREADS * spread


def _judged(index: RecallIndex, semantic: SemanticRecall | None) -> bool:
    """Whether the chat can be judged to hold nothing a question relates to: it holds
    ``RELATES_ROWS`` lines or more, and meaning (when it ranks) has embedded them all."""
    held = index.connection.execute(
        "select count(*) from (select 1 from turns where id >= ? limit ?)",
        (index.floor(), RELATES_ROWS),
    ).fetchone()[0]
    return bool(held >= RELATES_ROWS and (semantic is None or semantic.pending(index) == 0))


def _always(record: MessageRecord) -> bool:
    """Every candidate needs evidence."""
    return True


def _every(rowid: int, record: MessageRecord) -> bool:
    """Keep every candidate: none needs evidence."""
    return True


def _keeper(
    needs_evidence: Callable[[MessageRecord], bool], evidence: Evidence
) -> Callable[[int, MessageRecord], bool]:
    """Keep a candidate that needs no evidence, or whose relation ``evidence`` admits."""

    def keep(rowid: int, record: MessageRecord) -> bool:
        return not needs_evidence(record) or evidence.admits(rowid, record)

    return keep


def _hits(
    scores: Mapping[int, float],
    whole: float,
    near: Sequence[tuple[int, float]],
    noise: tuple[float, float],
    period: tuple[date, date] | None,
    index: RecallIndex,
    evident: Evident = FORUM_EVIDENCE,
) -> set[int]:
    """The row ids that relate to the question on their own: a keyword hit holding
    ``evident.cover`` of the score of a match of every term the chat holds (``whole``:
    a term no line holds cannot be covered, so it counts against none), a meaning hit
    ``evident.spreads`` spreads above the mean of the cosines the chat's lines have with
    it (``noise``: that mean and spread), a line of the period the question names."""
    hits = {r for r, score in scores.items() if whole > 0 and score >= evident.cover * whole}
    mean, spread = noise
    if spread > 0:
        hits.update(r for r, cosine in near if cosine >= mean + evident.spreads * spread)
    if period is not None:
        low = max(index.floor(), row_id(period[0], 0))
        high = row_id(period[1] + timedelta(days=1), 0) - 1
        hits.update(r for r in scores if low <= r <= high)
    return hits


class Evidence:
    """Which candidates relate to a question (``admits``): the ``hits`` that do on their
    own (``hits()``, found when first asked), and the turn before or after a hit, a
    Telegram reply to one, when it is of the hit's own forum topic (the turn beside a line
    in a forum is often another topic's). Read as asked: the links of the hits once, a
    hit's record when a line beside it asks."""

    def __init__(
        self,
        index: RecallIndex,
        hits: Callable[[], set[int]],
        records: dict[int, MessageRecord],
    ) -> None:
        self.index = index
        self._find = hits  # called once, when a candidate first needs evidence
        self._hits: set[int] | None = None
        self.records = records  # the ranking's records, read again for none of them
        self._beside: dict[int, list[int]] | None = None

    @property
    def hits(self) -> set[int]:
        """The row ids that relate to the question on their own."""
        if self._hits is None:
            self._hits = self._find()
        return self._hits

    def admits(self, rowid: int, record: MessageRecord) -> bool:
        """Whether the candidate at ``rowid`` (``record``) relates to the question."""
        if rowid in self.hits:
            return True
        sources = self.beside().get(rowid, [])
        if missing := [h for h in sources if h not in self.records]:
            self.records.update(self.index.current_many(missing))
        return any(
            (hit := self.records.get(h)) is not None and hit.thread_id == record.thread_id
            for h in sources
        )

    def beside(self) -> dict[int, list[int]]:
        """Row id -> the hits it is the turn before or after of, or a reply to."""
        if self._beside is None:
            self._beside = {}
            hits = sorted(self.hits)
            db = self.index.connection
            for start in range(0, len(hits), _READ_BATCH):
                part = hits[start : start + _READ_BATCH]
                marks = ",".join("?" * len(part))
                links = db.execute(
                    f"select id, id - prev, id + next from turns where id in ({marks})"
                    f" union all select parent, id, null from replies where parent in ({marks})",
                    part + part,
                )
                for hit, *others in links:
                    for other in others:
                        if other is not None:
                            self._beside.setdefault(other, []).append(hit)
        return self._beside


def _second_hop(
    index: RecallIndex,
    fused: Sequence[int],
    records: dict[int, MessageRecord],
    asked: Sequence[str],
    hits: int,
    neighbour_share: float = NEIGHBOUR_SHARE,
) -> list[int]:
    """Row ids, best first, of the lines holding the rare Korean terms the best
    ``HOP_HEAD`` of ``fused`` (row ids, best first) name besides the question's terms and
    names (``asked``): the second hop of a multi-hop question (``HOP_TERMS``,
    ``HOP_RARE``). A term is read only up to the lines that make it common (``HOP_RARE``
    of the chat, at most ``PER_TERM``), so a chat of a million lines reads a few hundred
    rows a term. The head's records are read into ``records`` for the reweighing after."""
    head = list(fused[:HOP_HEAD])
    if not head or HOP_TERMS <= 0:
        return []
    if missing := [r for r in head if r not in records]:
        records.update(index.current_many(missing))
    own = set(asked)
    named: dict[str, int] = {}  # term -> the head's lines that hold it
    for rowid in head:
        record = records.get(rowid)
        if record is None:
            continue
        for term in set(index_terms(record.text)) - own:
            if hangul_word(term):
                named[term] = named.get(term, 0) + 1
    db = index.connection
    docs, _ = recall_rank.stats(db)
    most = _rare_most(db)
    rare: list[tuple[float, str, float]] = []
    for term, lines in named.items():
        held = _holding(db, term, most)
        if 0 < held <= most:
            weight = recall_rank.idf_of(held, docs)
            rare.append((weight * lines, term, weight))
    rare.sort(reverse=True)
    chosen = [(quote(term), weight**IDF_POWER) for _, term, weight in rare[:HOP_TERMS]]
    found = recall_rank.ranked(db, chosen, limit=hits, neighbour_share=neighbour_share)
    return [rowid for rowid, _ in found]


def _with_themes(
    index: RecallIndex,
    fused: Mapping[int, float],
    people: frozenset[str],
    asked: Sequence[str],
    hits: int,
) -> dict[int, float]:
    """``fused`` with the lines holding what ``people`` keep talking about voting
    ``THEME_VOTE`` by their place, one more ranking of the fusion (``themes``)."""
    out = dict(fused)
    found = theme_lines(index, name_terms(people), asked, hits=hits, idf_power=IDF_POWER)
    for place, rowid in enumerate(found, start=1):
        out[rowid] = out.get(rowid, 0.0) + THEME_VOTE / (recall_rank.RRF_K + place)
    return out


def _will_do(record: MessageRecord) -> bool:
    """Whether a line is a bot's short reply (``BOT_SAYS_TOKENS``): "네, 바로 정리해서
    올릴게요" says it will do what it was asked, and its next line is what it made."""
    return record.is_bot and estimate_tokens(record.text) <= BOT_SAYS_TOKENS


def _only_asks(text: str) -> bool:
    """Whether a line is a question and nothing else ("what did the vet say?"): its turn
    after is what it asked for. A line that tells something and ends by asking back
    ("I made a cake! How about you?") is found for what it tells, and the reply after it
    mostly answers the small talk (``docs/recall-evaluation.md``)."""
    return asks(text) and _SENTENCE_BREAK.search(text.rstrip()) is None


def _reweighed(
    index: RecallIndex,
    order: list[int],
    scores: Mapping[int, float],
    records: dict[int, MessageRecord],
    names: frozenset[str],
    said_share: float,
    asked_discount: float = 0.0,
    earliest_share: float = 0.0,
) -> list[int]:
    """``order`` with its best ``SENDER_POOL`` re-ranked by what their records show: a
    message whose sender ``names`` names gains ``said_share`` of its score, a question
    line loses ``asked_discount`` of it; the earliest of them gains ``earliest_share``,
    the latest nothing. The index keeps neither senders nor whole texts, so those
    candidates are read, into ``records`` for reuse; equals keep their order."""
    head = order[:SENDER_POOL]
    if not head or (not names and asked_discount <= 0 and earliest_share <= 0):
        return order
    later = {rowid: place for place, rowid in enumerate(sorted(head))}  # row ids: time order
    last = max(1, len(head) - 1)
    if missing := [r for r in head if r not in records]:
        records.update(index.current_many(missing))
    wanted = name_terms(names)  # 민수님 -> 민수, as the senders' names turn out
    named: dict[str, bool] = {}
    weighed: dict[int, float] = {}
    for rowid in head:
        weighed[rowid] = scores[rowid] * (1.0 + earliest_share * (1 - later[rowid] / last))
        record = records.get(rowid)
        if record is None:
            continue
        if wanted and record.sender not in named:
            named[record.sender] = bool(_name_of(record.sender) & wanted)
        if named.get(record.sender):
            weighed[rowid] *= 1.0 + said_share
        if asked_discount > 0 and asks(record.text):
            weighed[rowid] *= 1.0 - asked_discount
    head.sort(key=weighed.__getitem__, reverse=True)  # stable: equals keep their order
    return head + order[SENDER_POOL:]


def _scores(
    index: RecallIndex,
    terms: Sequence[str],
    names: Sequence[str],
    hits: int,
    share: float,
    spellings: dict[str, list[str]] | None = None,
) -> tuple[dict[int, float], float, list[tuple[str, float]]]:
    """Row id -> score: BM25 with neighbours; name matches boosted. A term with
    ``spellings`` in the other script matches any of them as itself. Also the score of a
    perfect match (every term's weight; a term nothing holds weighs as the rarest could),
    0.0 without terms; and each term's query with its weight."""
    db = index.connection
    everywhere = (index.floor(), 1 << 62)
    other = spellings or {}
    queries = [" OR ".join([term_query(t, index), *map(quote, other.get(t, []))]) for t in terms]
    weighted = [(q, recall_rank.idf(db, q, everywhere) ** IDF_POWER) for q in queries]
    rarest = recall_rank.idf_of(0, recall_rank.stats(db)[0]) ** IDF_POWER
    whole = sum(w if w > 0 else rarest for _, w in weighted)

    def rank(
        queries: Sequence[tuple[str, float]], rows: tuple[int, int], require: str | None = None
    ) -> list[tuple[int, float]]:
        return recall_rank.ranked(
            db, queries, limit=hits, neighbour_share=share, rows=rows, require=require
        )

    scores = dict(rank(weighted, everywhere))
    if names:
        named = " OR ".join(quote(n) for n in names)
        # a mention of the person alone ranks low (it is everywhere, "@Nova ..."), one
        # that also matches the question's terms gains more
        weight = recall_rank.idf(db, named, everywhere) ** IDF_POWER
        for rowid, score in rank([(named, weight)], everywhere):
            scores[rowid] = scores.get(rowid, 0.0) + score * NAME_ONLY_SHARE
        for rowid, score in rank(weighted, everywhere, named):
            scores[rowid] = scores.get(rowid, 0.0) + score * NAME_SHARE
    return scores, whole, weighted


def _dated(
    index: RecallIndex,
    scores: dict[int, float],
    weighted: Sequence[tuple[str, float]],
    period: tuple[date, date],
    hits: int,
    share: float,
) -> None:
    """Rank the lines of ``period`` first in ``scores`` (in place): the matches of the
    ``weighted`` terms in it, then its other lines; matches told in the days after it
    gain less."""
    db = index.connection

    def rank(
        queries: Sequence[tuple[str, float]], rows: tuple[int, int]
    ) -> list[tuple[int, float]]:
        return recall_rank.ranked(db, queries, limit=hits, neighbour_share=share, rows=rows)

    window = (
        max(index.floor(), row_id(period[0], 0)),
        row_id(period[1] + timedelta(days=1), 0) - 1,
    )
    if weighted:
        top = max(scores.values(), default=0.0)
        # an event is often told after its day ("yesterday I ...", "last week we ..."):
        # matches in the days after the period gain, less than those inside it
        late = (window[1] + 1, row_id(period[1] + timedelta(days=REPORTED_WITHIN + 1), 0) - 1)
        for rowid, score in rank(weighted, late):
            scores[rowid] = max(scores.get(rowid, 0.0), score * DATE_BOOST)
        for rowid, score in rank(weighted, window):
            # a match inside the period outranks every match outside it
            scores[rowid] = max(scores.get(rowid, 0.0), score * DATE_BOOST + top)
        # then the period's other messages, newest first: the question named the period,
        # so they come before matches outside it (and fill what a small match set leaves)
        low = min(scores.values(), default=1.0)
        for place, rowid in enumerate(recall_rank.turns_between(db, *window, hits)):
            scores.setdefault(rowid, top + low / (1 + place))
    else:
        for place, rowid in enumerate(recall_rank.turns_between(db, *window, hits)):
            scores[rowid] = 1.0 + 1.0 / (1 + place)  # newest first within the period


def _in_period(
    index: RecallIndex, fused: Mapping[int, float], period: tuple[date, date]
) -> dict[int, float]:
    """``fused`` with the lines of ``period`` gaining ``PERIOD_SHARE`` of their score, and
    those of the ``REPORTED_WITHIN`` days after it half that. Row ids start with their day,
    so no record is read."""
    low = max(index.floor(), row_id(period[0], 0))
    high = row_id(period[1] + timedelta(days=1), 0) - 1
    late = row_id(period[1] + timedelta(days=REPORTED_WITHIN + 1), 0) - 1
    weighed = dict(fused)
    for rowid, score in fused.items():
        if low <= rowid <= high:
            weighed[rowid] = score * (1.0 + PERIOD_SHARE)
        elif high < rowid <= late:
            weighed[rowid] = score * (1.0 + PERIOD_SHARE / 2)
    return weighed


def _held(index: RecallIndex, weighted: Sequence[tuple[str, float]], asked: Sequence[int]) -> float:
    """The score of a match of every term some line holds besides the question's own
    (``asked``): a term only the question holds (a bot's mention, a verb form nobody
    else wrote) can be covered by no line, so it counts against none."""
    marks = ",".join("?" * len(asked))
    outside = f" and rowid not in ({marks})" if asked else ""
    held = 0.0
    for query, weight in weighted:
        found = index.connection.execute(
            f"select 1 from fts where fts match ?{outside} limit 1", (query, *asked)
        ).fetchone()
        held += weight if found is not None else 0.0
    return held


def loanword_spellings(
    index: RecallIndex, question: Question, terms: Sequence[str]
) -> dict[str, list[str]]:
    """Query term -> the chat's terms in the other script that read like its word
    (``loanwords.bridged``: ``figma`` -> ``피그마``, ``레디스`` -> ``redi``), found by
    sound key in the index's vocabulary (``recall_vocab``).
    """
    found: dict[str, list[str]] = {}
    for term in terms:
        word = question.read_from.get(term, term)
        key = sound_key(word)
        if key is None or len(key[0]) < MIN_KEY - 1:
            continue
        # a Latin candidate may be an index stem one consonant short (redis -> redi)
        keys = [key[0]] if word.isascii() else [key[0], key[0][:-1]]
        matches = [
            t for t in terms_with_keys(index.connection, keys) if t != term and bridged(word, t)
        ]
        if matches:
            found[term] = matches
    return found


def synonym_spellings(
    thesaurus: Thesaurus | None, question: Question, terms: Sequence[str]
) -> dict[str, list[str]]:
    """Query term -> the index terms of its word's noun synonyms (``supplier`` ->
    ``provid``, ``flat`` -> ``apart``), none without a thesaurus."""
    if thesaurus is None:
        return {}
    found: dict[str, list[str]] = {}
    for term in terms:
        word = question.read_from.get(term, term)
        others = {stem(s) for s in expansions(thesaurus, [word]).get(word, ())} - {term}
        if others:
            found[term] = sorted(others)
    return found


def term_query(term: str, index: RecallIndex | None = None) -> str:
    """The FTS5 query of one term: the term, or any form of a verb stem.

    ``tokenize`` keeps a two-syllable verb form such as ``맡고`` whole, and ``맡기로``
    becomes ``맡기``: they share only the stem syllable, so such a term also matches any
    term that starts with its first syllable (spelled out from ``index``'s vocabulary
    when few do: the same matches, read faster, ``vocab.terms_with_prefix``). A form of
    a light verb (``하기``, ``되지``) matches only itself: every word starting with 하
    is no form of 하다.
    """
    verb = term[:1] not in _LIGHT_VERBS
    if verb and len(term) == 2 and "가" <= term[0] <= "힣" and term[1] in _VERB_ENDINGS:
        spelled = terms_with_prefix(index.connection, term[0]) if index is not None else None
        if spelled is not None:
            return " OR ".join(quote(t) for t in dict.fromkeys([term, *spelled]))
        return f"{quote(term)} OR {quote(term[0])}*"
    return quote(term)


def relevant_summaries(
    root: DataRoot,
    chat_id: int,
    question: Question,
    *,
    limit: int = 3,
    exclude_files: Iterable[str] = (),
    index: RecallIndex | None = None,
    caught_up: bool = False,
    topic: str | None = None,
    names: frozenset[str] | None = None,
) -> list[tuple[str, SummaryRecord]]:
    """Up to ``limit`` summaries (archive ones included) relevant to ``question``, oldest
    first (``caught_up``: the caller's ``index`` has just caught up with the files); with
    ``topic``, only summaries tagged with it. Looked up by the terms ``ranked_messages``
    uses: the speakers' ``names`` left out (``Speakers.names``, read from the index when
    not given)."""
    if limit <= 0:
        return []
    with borrowed(root, chat_id, index) as idx:
        if not (caught_up and index is not None):
            idx.catch_up()
        keywords, _ = question.split(name_terms(idx.speakers()) if names is None else names)
        if not keywords:
            return []
        skip = set(exclude_files)
        ranked = idx.summary_files(keywords, limit + len(skip), topic=topic)
        files = [n for n in ranked if n not in skip]
    directory = root.summaries_dir(chat_id)
    found = [
        (n, r)
        for n in files[:limit]
        if (r := read_summary_file(directory / n)) is not None
        and (topic is None or r.topic_tag == topic)
    ]
    found.sort(key=lambda item: (item[1].timestamp, item[0]))
    return found
