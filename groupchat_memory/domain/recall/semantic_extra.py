"""Where semantic recall is opened, without importing it: ``domain.semantic`` needs numpy
and the model, which come with the optional extra only, so the default install must
never import it (``tests/packaging/test_optional_extras.py``)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.paths import DataRoot

if TYPE_CHECKING:
    from groupchat_memory.domain.recall.semantic import SemanticRecall

logger = logging.getLogger(__name__)


def open_semantic(root: DataRoot, chat_id: int) -> SemanticRecall:
    """The chat's message vectors with the process's one model (imported now)."""
    from groupchat_memory.domain.recall.semantic import SemanticRecall, shared_embedder

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
