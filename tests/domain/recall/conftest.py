"""The recall tests' chat (``test_semantic._chat``) the real model embedded once a run:
the tests that start from it copy its vector file (``test_semantic._embedded``)."""

from __future__ import annotations

import pytest

from groupchat_memory.store.paths import DataRoot
from tests.domain.recall.test_semantic import embedded_chat


@pytest.fixture(scope="session")
def vet_vectors(tmp_path_factory: pytest.TempPathFactory) -> DataRoot:
    """The data root of ``embedded_chat``, read only by the tests (each copies it)."""
    root = DataRoot(tmp_path_factory.mktemp("vet"))
    embedded_chat(root)
    return root
