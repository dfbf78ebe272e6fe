"""``bench_recall``'s scale chat stores its vectors as the shipped model's, so the parts of
the understanding that read a line's vector (the to-do veto, the assent reader:
``veto.vectors_of``) read every one of them, as they read a service's; under a name of the
bench's own they read none, and the scale figures left those parts out."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from bench.bench_recall import RARE, _scale_chat
from bench.recall_eval.generate import TZ
from bench.recall_vectors import TemplatePassages, templates
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.passages import embedded_texts, text_hash
from groupchat_memory.domain.recall.semantic import SemanticRecall
from groupchat_memory.domain.understanding import veto
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

DAYS = 2
MESSAGES = 60


def test_every_vector_of_the_scale_chat_is_read_as_the_shipped_models(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _scale_chat(root, 1, MESSAGES, DAYS)
    texts = templates(RARE)
    rows = np.random.default_rng(3).standard_normal((len(texts), 384)).astype(np.float32)
    embedder = TemplatePassages(texts, rows / np.linalg.norm(rows, axis=1, keepdims=True), 0.01)
    with RecallIndex(root, 1) as index:
        index.catch_up()
        near = SemanticRecall(root, 1, embedder)
        try:
            near.catch_up(index, limit=None)
        finally:
            near.close()
    with MessageLog(root.log_dir(1), TZ) as log:
        records = log.tail(MESSAGES)
    before: list[MessageRecord | None] = [None, *records[:-1]]
    pairs = zip(records, before, strict=True)
    wanted = {text_hash(t) for r, b in pairs for t in embedded_texts(r, b)}
    assert len(wanted) >= MESSAGES // 2
    read = veto.vectors_of(root.vectors_path(1), root.vector_codes_path(1), wanted)
    assert set(read) == wanted
