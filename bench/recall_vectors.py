"""Vectors for ``bench_recall``'s scale chat, made cheaply but from the real model.

Embedding a million messages with e5 takes hours on this machine, so each message's
vector is its template's real e5 vector plus seeded noise: the scale chat's texts are a
few thousand templates ("민수: 점심 뭐 먹을까요? 레디스") followed by a number, and what
the number adds is noise whose size is measured from the real model at the start of the
run (the cosine of numbered texts with their template). The store is filled through
``SemanticRecall.catch_up`` itself (its files, slots, centre and bits), and the
questions are embedded by the real model.

The vectors are stored under the shipped model's name (``E5.name``), as the service
stores them: the parts of the understanding that read a line's vector (the assent
reader, the to-do veto) read only a file of that model, and under a name of the bench's
own they never ran on the scale chat. A text that is no template (a line a live run logs)
is embedded by the real model.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from bench.recall_eval.generate import FILLER, PASSING, SUBJECTS
from groupchat_memory.domain.recall.embedder import E5, Embedder, Vector, shared_embedder

# the scale chat's speakers (``bench_recall._scale_chat``)
SPEAKERS = ("민수", "지은", "현우", "서연")
_NUMBER = re.compile(r" \d+$")
# numbered texts the noise is measured from
_PROBES = 8


def templates(rare: str) -> list[str]:
    """Every text of the scale chat with its number taken off, in the embedded form."""
    lines = [f"{f} {s}" for f in FILLER for s in SUBJECTS]
    lines += [p.format(s=s) for p in PASSING for s in SUBJECTS]
    lines += [f"{rare} 킥오프 자료 공유했어요 {s}" for s in SUBJECTS]
    return [f"{who}: {line}" for who in SPEAKERS for line in lines]


def _seed(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


class TemplatePassages:
    """An ``Embedder``: a passage is its template's real vector plus its number's noise;
    a question, and a passage of no template, is embedded by the real model (a question
    once: the bench asks them again). Named as the real model is: its vectors stand for
    that model's."""

    name = E5.name

    def __init__(self, texts: list[str], vectors: NDArray[np.float32], noise: float) -> None:
        self.model = shared_embedder()
        self._rows = {t: i for i, t in enumerate(texts)}
        self._vectors = vectors
        self.noise = noise
        self._asked: dict[str, Vector] = {}

    def query(self, text: str) -> Vector:
        vector = self._asked.get(text)
        if vector is None:
            vector = self._asked[text] = self.model.query(text)
        return vector

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        out = np.empty((len(texts), self._vectors.shape[1]), dtype=np.float32)
        for i, text in enumerate(texts):
            # a short answer is embedded after its question's first characters
            # (``passages.embedded_texts``): its own line, the last, names its template
            own = text.rpartition("\n")[2]
            row = self._rows.get(_NUMBER.sub("", own))
            if row is None:
                out[i] = self.model.passages([text])[0]
                continue
            base = self._vectors[row]
            if _NUMBER.search(text):
                rng = np.random.default_rng(_seed(text))
                base = base + rng.standard_normal(len(base)).astype(np.float32) * self.noise
            out[i] = base / np.linalg.norm(base)
        return out


def template_passages(rare: str, cache: Path) -> tuple[TemplatePassages, str]:
    """The embedder, with the templates' real vectors (kept in ``cache`` for the next
    run) and the noise measured now; and how they were made."""
    texts = templates(rare)
    key = hashlib.blake2b("\n".join(texts).encode(), digest_size=8).hexdigest()
    path = cache / f"e5-templates-{key}.npy"
    model: Embedder = shared_embedder()
    began = time.perf_counter()
    if path.exists():
        vectors = np.load(path)
        made = f"{len(texts):,} templates' e5 vectors reused from --data"
    else:
        vectors = np.concatenate(
            [model.passages(texts[i : i + 64]) for i in range(0, len(texts), 64)]
        )
        np.save(path, vectors)
        made = f"{len(texts):,} templates embedded in {time.perf_counter() - began:.0f} s"
    probes = texts[:: len(texts) // _PROBES][:_PROBES]
    numbered = model.passages([f"{t} {_seed(t) % 1000}" for t in probes])
    plain = vectors[[texts.index(t) for t in probes]]
    cosine = float(np.mean(np.einsum("ij,ij->i", numbered, plain)))
    # unit vectors: noise of deviation s a dimension gives a cosine near 1/sqrt(1 + d s^2)
    noise = float(np.sqrt(max(1.0 / cosine**2 - 1.0, 0.0) / vectors.shape[1]))
    made += f"; a number's noise {noise:.4f}/dim (real cosine with the template {cosine:.3f})"
    return TemplatePassages(texts, vectors, noise), made
