"""A question read once: its words and their terms, the period it names, what it asks.

A reply context asks several things of one question: recall looks it up by its terms
and the spellings of its words in the other script, embeds it with and without the
names it mentions, boosts the period it names, and the plan section matches its terms
against the decisions'. Each of them reads a ``Question`` made where the question
enters (``Question.read``) instead of reading the text again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import NamedTuple

from groupchat_memory.domain.text.keywords import tokenize
from groupchat_memory.domain.text.terms import QUERY_TERMS, is_name, stem, terms_of
from groupchat_memory.domain.text.when import Period, asks_first, mentioned_period


class Word(NamedTuple):
    """One whitespace-separated word of a question as written, and its index terms."""

    written: str
    terms: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Question:
    """What a question says, read once.

    ``words``: each word as written with its index terms (``terms.index_terms``, so the
    question's terms are theirs in order); ``read_from``: a term -> the word it was
    stemmed from, for the lookups that read the word (loanwords, synonyms); ``period``:
    the period it names (``when.mentioned_period``, None when it names none or no day
    was given to read it against); ``asks_first``: whether it asks what came first;
    ``day``: the day it was read against.
    """

    text: str
    words: tuple[Word, ...]
    read_from: Mapping[str, str]
    period: Period | None
    asks_first: bool
    day: date | None = None

    @classmethod
    def read(cls, text: str, today: date | None = None) -> Question:
        """Read ``text`` once; relative periods ("어제", "last week") against ``today``."""
        words: list[Word] = []
        read_from: dict[str, str] = {}
        # tokens never span a space, so the text's tokens are its words' in order
        for written in text.split():
            tokens = tokenize(written, numbers=True)
            words.append(Word(written, tuple(terms_of(tokens))))
            read_from.update((stem(token), token) for token in tokens)
        return cls(
            text=text,
            words=tuple(words),
            read_from=read_from,
            period=mentioned_period(text, today) if today is not None else None,
            asks_first=asks_first(text),
            day=today,
        )

    @property
    def looks_back(self) -> bool:
        """Whether the period it names holds a day before the one it is asked on: "today"
        ("오늘"), "this week" on a Monday or a season still ahead name no older talk,
        only what the recent window holds."""
        return self.period is not None and (self.day is None or self.period[0] < self.day)

    @property
    def terms(self) -> list[str]:
        """Every index term of the question, in order, repeats kept."""
        return [term for word in self.words for term in word.terms]

    def split(
        self, names: frozenset[str] = frozenset(), limit: int = QUERY_TERMS
    ) -> tuple[list[str], list[str]]:
        """The distinct terms recall looks the question up by (at most ``limit``, in
        order of first use) and, apart, the speakers' ``names`` (``terms.name_terms``)
        it mentions.

        Names are in nearly every question ("what did Mina say about ...") and pull in
        random messages that mention that person, so they are no search term of their
        own."""
        if limit <= 0:
            return [], []
        kept: dict[str, None] = {}
        mentioned: dict[str, None] = {}
        for term in self.terms:
            if is_name(term, names):
                mentioned.setdefault(term, None)
            elif len(kept) < limit:
                kept.setdefault(term, None)
        return list(kept), list(mentioned)

    def without(self, names: frozenset[str]) -> str:
        """The question without its words that are one of ``names``, the others as
        written: "What pets does Nate have?" -> "What pets does have?"."""
        return " ".join(word.written for word in self._kept(self.words, names))

    def meaning(self, names: frozenset[str], common: frozenset[str]) -> tuple[str, str | None]:
        """What the question is embedded as: the text without the ``common`` names (the
        whole text when nothing else is left), and that without every one of ``names``
        when it differs (None: it does not)."""
        words = self.words
        asked = self.text
        if common:
            kept = self._kept(words, common)
            if kept:
                words, asked = kept, " ".join(word.written for word in kept)
        bare = " ".join(word.written for word in self._kept(words, names))
        return asked, (bare if bare and bare != asked else None)

    @staticmethod
    def _kept(words: tuple[Word, ...], names: frozenset[str]) -> tuple[Word, ...]:
        return tuple(w for w in words if not any(is_name(t, names) for t in w.terms))
