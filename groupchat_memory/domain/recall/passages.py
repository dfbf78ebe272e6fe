"""The texts a message's vectors are made of, and the form kept in the vector file
(``TEXT_FORM``, ``PARTS_FORM``): a file made of other forms has its messages taken in again.

A long message (``_LONG_TOKENS``) has a vector for each run of its sentences
(``message_parts``) instead of one for its whole text, and is as near a question as its
nearest run: its whole vector is the mean of a greeting, news and a question, so the one
sentence asked about is diluted (``docs/recall-evaluation.md`` has what each form
changed). A short message right after a question line is embedded after that question
(``embedded_texts``): "Yes, twice last month" means what it answers.
"""

from __future__ import annotations

import hashlib

from groupchat_memory.domain.text.gist import sentences
from groupchat_memory.domain.text.keywords import estimate_tokens
from groupchat_memory.domain.text.stance import asks
from groupchat_memory.store.records import MessageRecord

# the form ``embedded_text`` gives a message, kept with the model's name in the file
TEXT_FORM = "sender: text"
# runs of sentences a long message is embedded as instead of its whole text (each a row
# in memory and a code on disk; rows counted against ``MAX_VECTORS``)
MAX_PARTS = 6
# characters of a question line a short answer's vector carries (``embedded_texts``)
ASKED_CHARS = 100
# what the file's messages are embedded as, kept in it: a file of another form (whole
# texts beside the runs, or answers without their question, before; other runs) has its
# messages taken in again
PARTS_FORM = (
    f"{MAX_PARTS} runs instead of the whole text; answers after {ASKED_CHARS} of the question"
)
# a sentence of fewer tokens (``estimate_tokens``) is no part of its own ("Hey Audrey!",
# "ㅋㅋ"): a greeting's vector is near many questions
_PART_TOKENS = 8
# a message of fewer tokens has no parts: its one vector is not diluted, and each part
# costs an embedding (``bench/bench_embed.py`` measures what one costs)
_LONG_TOKENS = 45


# bytes of a text's hash the vector file keeps (a prefix of its 16-byte BLAKE2b digest):
# its slots table is most of the file, and 2^64 leaves a million texts' odds of a clash
# near 3e-8
HASH_BYTES = 8


def text_hash(text: str) -> bytes:
    """The key a text's vector is kept under in a chat's vector file."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()[:HASH_BYTES]


def embedded_text(record: MessageRecord) -> str:
    """What a message's vector is made of: ``sender: text``. Questions name people
    ("what did Nova take on?"), and a person's own line often shares nothing else with
    them; the vector file's key names this form (``TEXT_FORM``), so a file of another
    form is embedded again."""
    return f"{record.sender}: {record.text}"


def message_parts(text: str) -> list[str]:
    """The sentences of a message worth a vector of their own: none for a message of
    one, else at most ``MAX_PARTS`` runs of consecutive sentences. A long message's
    vector is the mean of everything it says, so the one sentence a question asks about
    ("my girl & I tried out that new cafe scene") is diluted by the greeting and the
    news around it; its own vector is not."""
    if estimate_tokens(text) < _LONG_TOKENS:
        return []
    flat = [p for line in text.splitlines() for p in sentences(line)]
    said = [p for p in flat if estimate_tokens(p) >= _PART_TOKENS]
    if len(said) < 2 or MAX_PARTS < 2:
        return []
    size = -(-len(said) // MAX_PARTS)  # sentences a run, so that at most MAX_PARTS runs
    return [" ".join(said[i : i + size]) for i in range(0, len(said), size)]


def embedded_texts(record: MessageRecord, before: MessageRecord | None = None) -> list[str]:
    """Every text a message has a vector for: ``embedded_text`` of it, or, for a long
    one, of each of its ``message_parts`` instead; the message is as near a question as
    the nearest of them. A long message's whole vector is the mean of its parts' news and
    greetings: beside its parts it moved recall by no more than noise, and cost a row and the
    longest embedding of all.

    A short message whose turn ``before`` it is a question line is embedded after the
    first ``ASKED_CHARS`` of that question: an answer ("Yes! Twice, with the kids")
    says little alone. In place of its own text, not beside it: beside it found no more
    and cost rows."""
    parts = message_parts(record.text)
    if parts:
        return [f"{record.sender}: {part}" for part in parts]
    if before is not None and before.kind == "message" and asks(before.text):
        return [f"{before.sender}: {before.text[:ASKED_CHARS]}\n{embedded_text(record)}"]
    return [embedded_text(record)]
