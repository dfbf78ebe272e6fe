"""Which of a question's evidence messages a context holds: the one rule every recall
bench scores by (``evaluate``, ``budget``, ``stopping``, ``places``, and
``bench_understanding``'s recall rows), kept apart from the runners so that the sets'
loaders, which the understanding bench also reads, import no runner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from groupchat_memory.store.records import MessageRecord


def head(text: str) -> str:
    """A message's first 60 characters, its spaces as a line shows them (LoCoMo's rule)."""
    return " ".join(text.split())[:60]


def evidence_found(
    evidence: Sequence[int], held: set[int], text: str, by_id: Mapping[int, MessageRecord]
) -> int:
    """How many ``evidence`` messages a context holds: their id among ``held`` (the
    context's messages), or their first 60 characters in its ``text`` (LoCoMo's rule)."""
    return sum(1 for e in evidence if e in held or head(by_id[e].text) in text)


def evidence_whole(evidence: Sequence[int], text: str, by_id: Mapping[int, MessageRecord]) -> int:
    """How many ``evidence`` messages a context's ``text`` holds whole: their whole text
    (its spaces as a line shows them), not a start or a gist of it. Each is also found
    (``evidence_found``: its first 60 characters are in the text)."""
    return sum(1 for e in evidence if " ".join(by_id[e].text.split()) in text)
