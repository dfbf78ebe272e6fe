"""Recall asked with a question's text, as the tests and the recall evaluation ask it."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from itertools import islice

from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.relevant import NEIGHBOUR_SHARE, RELEVANT_POOL, ranked_messages
from groupchat_memory.domain.recall.search import borrowed
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.synonyms import Thesaurus
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord


def relevant_messages(
    root: DataRoot,
    chat_id: int,
    text: str,
    *,
    exclude_seqs: Iterable[int] = (),
    limit: int = RELEVANT_POOL,
    neighbour_share: float = NEIGHBOUR_SHARE,
    today: date | None = None,
    index: RecallIndex | None = None,
    thesaurus: Thesaurus | None = None,
) -> list[MessageRecord]:
    """At most ``limit`` older messages relevant to ``text`` (a period it names read
    against ``today``), best first: the product's ``ranked_messages`` as a list, over the
    chat's index caught up (opened when none is given)."""
    if limit <= 0:
        return []
    with borrowed(root, chat_id, index) as idx:
        idx.catch_up()
        found = ranked_messages(
            idx, Question.read(text, today), exclude_seqs=exclude_seqs, hits=limit,
            neighbour_share=neighbour_share, thesaurus=thesaurus,
        )  # fmt: skip
        return list(islice(found, limit))
