"""The gist of a chat line too long for its room: its news, not the greeting before it.

A chat line often opens with a short exclamation or a short question back to the other
person ("Hey! Long time no see!", "How was your week?") and tells its news after that; cutting
it to its start keeps the opening and drops the news. Here such opening sentences give way
(a visible marker stands for them) and the rest is cut to its start as before: the
sentence after a topic sentence often holds the answer, so the line is not reassembled
from its best-matching sentences (that kept fewer answer words on every English set).
"""

from __future__ import annotations

import re

from groupchat_memory.domain.text.capping import SHORT_MARKER, shorten
from groupchat_memory.domain.text.keywords import estimate_tokens

# where a sentence ends: after its end mark and the spaces that follow it
_SENTENCE_END = re.compile(r"(?<=[.!?。…~？！])\s+")
# a sentence of at most this many words that exclaims or asks ("Way to go!", "How was it?",
# "대박!") names no news; a longer question often is what the line puts forward
_OPENING_WORDS = 4
_QUESTION_END = re.compile(r"[?？]\W*$")
_EXCLAMATION_END = re.compile(r"[!！]\W*$")


def sentences(text: str) -> list[str]:
    """``text``'s sentences in order (a text without an end mark is one sentence)."""
    return [part.strip() for part in _SENTENCE_END.split(text) if part.strip()]


def opens(sentence: str) -> bool:
    """Whether a sentence tells no news of its own: a short exclamation or question
    ("Hey Sam!", "How was the trip?"); a longer question ("shall we move the backend to
    Postgres?") is often what the line puts forward."""
    short = len(sentence.split()) <= _OPENING_WORDS
    return short and bool(_QUESTION_END.search(sentence) or _EXCLAMATION_END.search(sentence))


def gist(text: str, tokens: int) -> str:
    """``text`` (its spaces folded) cut to cost at most ``tokens`` (``estimate_tokens``):
    whole when it fits, else without the sentences that open it telling nothing
    (``opens``; the last sentence always stays), ``SHORT_MARKER`` in their place, cut to
    its start (``capping.shorten``). ``""`` when not even the marker fits."""
    flat = " ".join(text.split())
    if estimate_tokens(flat) <= tokens:
        return flat
    parts = sentences(flat)
    skip = 0
    while skip < len(parts) - 1 and opens(parts[skip]):
        skip += 1
    if skip == 0:
        return shorten(flat, tokens)
    return shorten(f"{SHORT_MARKER} {' '.join(parts[skip:])}", tokens)
