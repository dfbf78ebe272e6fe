"""Where semantic recall is opened, without importing it: ``recall.semantic`` loads numpy
and the model, which a command that reads no reply context (``history``, ``stats``, the
watcher) should not pay for at start (``tests/packaging/test_optional_extras.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot

if TYPE_CHECKING:
    from groupchat_memory.domain.recall.semantic import SemanticRecall


def open_semantic(root: DataRoot, chat_id: int) -> SemanticRecall:
    """The chat's message vectors with the process's one model (imported now)."""
    from groupchat_memory.domain.recall.semantic import SemanticRecall, shared_embedder

    return SemanticRecall(root, chat_id, shared_embedder())


@contextmanager
def semantic_recall(
    root: DataRoot, chat_id: int, settings: MemorySettings
) -> Iterator[SemanticRecall | None]:
    """The chat's message vectors when ``settings.semantic_recall`` is on, else None."""
    if not settings.semantic_recall:
        yield None
        return
    near = open_semantic(root, chat_id)
    try:
        yield near
    finally:
        near.close()
