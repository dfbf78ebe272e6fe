"""The vector store under semantic recall: sign bits in memory, int8 codes in a file.

A chat larger than ``RESCORE`` is embedded by ``Topics`` (vectors drawn from the text's
hash around a few topics, as e5's lie around one direction): the real model would take
minutes for it, and what is tested is the store, not the model.
"""

from __future__ import annotations

import gc
import hashlib
import os
import sqlite3
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from groupchat_memory.domain import queries
from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.passages import message_parts
from groupchat_memory.domain.recall.semantic import (
    RESCORE,
    SemanticRecall,
    SemanticUnavailableError,
    read_vectors,
)
from groupchat_memory.domain.recall.vector_store import (
    CodeFile,
    candidate_rows,
    fewest,
    hamming,
    limit_of,
    mapped_empty,
    sign_bits,
    to_codes,
)
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.actors.workers_faults.filesystems import fill, small_tmpfs
from tests.domain.recall.test_ranking import CHAT, START, chatter, write
from tests.domain.recall.test_semantic import QUESTION, VET
from tests.upkeep.workers_archive.data import TZ

ON = MemorySettings(semantic_recall=True)


class Topics:
    """Deterministic e5-like vectors: a common direction, one of 50 topics, noise."""

    name = "test/topics"

    def __init__(self) -> None:
        rng = np.random.default_rng(0)
        self.common = rng.standard_normal(384).astype(np.float32)
        self.topics = rng.standard_normal((50, 384)).astype(np.float32)

    def _one(self, text: str) -> NDArray[np.float32]:
        seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")
        rng = np.random.default_rng(seed)
        v = 2.5 * self.common + self.topics[seed % 50] + rng.standard_normal(384)
        unit: NDArray[np.float32] = (v / np.linalg.norm(v)).astype(np.float32)
        return unit

    def query(self, text: str) -> NDArray[np.float32]:
        return self._one(text)

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return np.stack([self._one(t) for t in texts])


def _exact(root: DataRoot, index: RecallIndex, model: Topics, text: str, k: int) -> list[int]:
    """The ``k`` nearest rows by cosine of every row's codes, read straight from the files."""
    held = np.frombuffer(root.vector_codes_path(CHAT).read_bytes(), dtype=np.int8)
    held = held.reshape(-1, 384).astype(np.float32)
    with sqlite3.connect(root.vectors_path(CHAT)) as db:
        rows = db.execute("select id, slot from rows where id >= ?", (index.floor(),)).fetchall()
    ids = np.array([r for r, _ in rows])
    codes = held[[s for _, s in rows]]
    q = to_codes(model.query(text)).astype(np.float32)
    scores = codes @ q / np.linalg.norm(codes, axis=1) / np.linalg.norm(q)
    return [int(i) for i in ids[np.argsort(-scores, kind="stable")[:k]]]


def test_a_chat_above_rescore_finds_nearly_the_exact_nearest_from_bits(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, chatter(3 * RESCORE), minutes=1)
    model = Topics()
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, model)
        near.catch_up(index, limit=None)
        hits = 0
        for question in ("점심 메뉴", "날씨", "커피", "ㅋㅋ 웃긴 얘기"):
            found = near.nearest(question, index.floor(), k=100)
            cosines = [c for _, c in found]
            assert len(found) == 100 and cosines == sorted(cosines, reverse=True)
            hits += len({r for r, _ in found} & set(_exact(root, index, model, question, 100)))
        assert hits / 400 >= 0.95
        expected = near.nearest(QUESTION, index.floor())
        near.close()
        again = SemanticRecall(root, CHAT, model)  # a start: bits made again from the file
        assert again.catch_up(index, limit=None) == 0
        assert {r for r, _ in again.nearest(QUESTION, index.floor())} == {r for r, _ in expected}
        again.close()


def test_a_chat_above_rescore_leaves_archived_rows_out_of_the_bits_scan(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, chatter(2 * RESCORE), minutes=1)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, Topics())
        near.catch_up(index, limit=None)
        ids = [r for (r,) in index.connection.execute("select id from turns order by id")]
        floor = ids[len(ids) // 3]
        found = near.nearest(QUESTION, floor, k=len(ids))
        near.close()
    assert min(r for r, _ in found) >= floor
    assert len(found) == RESCORE  # more rows than that above the floor: the bits chose


# a message of three sentences: embedded whole and as each sentence (``message_parts``)
_LONG = (
    "오늘 회의 {i}번 안건 정리해서 공유드려요 배포 일정과 서버 설정 확인했습니다."
    " 다음 주 월요일까지 리뷰 부탁드리고 문서도 함께 봐주세요 {i}."
    " 질문 있으면 편하게 물어봐 주시면 바로 답변드릴게요 {i}."
)


def _exact_messages(
    root: DataRoot, index: RecallIndex, model: Topics, text: str
) -> dict[int, float]:
    """Every message's cosine with ``text``: that of its nearest row (its whole text's or
    one of its sentences'), from every row's codes read straight from the files."""
    held = np.frombuffer(root.vector_codes_path(CHAT).read_bytes(), dtype=np.int8)
    held = held.reshape(-1, 384).astype(np.float32)
    with sqlite3.connect(root.vectors_path(CHAT)) as db:
        rows = db.execute(
            "select id, slot from rows where id >= ?1 union all"
            " select id, slot from parts where id >= ?1",
            (index.floor(),),
        ).fetchall()
    codes = held[[s for _, s in rows]]
    q = to_codes(model.query(text)).astype(np.float32)
    scores = codes @ q / np.linalg.norm(codes, axis=1) / np.linalg.norm(q)
    best: dict[int, float] = {}
    for (rowid, _), score in zip(rows, scores.tolist(), strict=True):
        best[rowid] = max(best.get(rowid, -1.0), score)
    return best


def test_a_chat_of_long_messages_above_rescore_rescores_rows_of_rescore_messages(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    said = chatter(2 * RESCORE)
    for i in range(0, len(said), 4):  # every fourth message long: three rows, not one
        said[i] = (said[i][0], _LONG.format(i=i))
    assert len(message_parts(said[0][1])) == 3
    write(root, said, minutes=1)
    model = Topics()
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, model)
        near.catch_up(index, limit=None)
        assert near.rows_held == 3 * RESCORE  # half as many rows again as messages
        hits = 0
        for question in ("점심 메뉴", "날씨", "커피", "ㅋㅋ 웃긴 얘기", QUESTION):
            exact = _exact_messages(root, index, model, question)
            wanted = sorted(exact, key=lambda r: (-exact[r], r))
            found = near.nearest(question, index.floor(), k=len(said))
            # the candidates hold RESCORE messages (RESCORE rows held ~2/3 of that here)
            assert len(found) >= RESCORE
            assert found[0][0] == wanted[0]  # the exact nearest message, first
            top = near.nearest(question, index.floor(), k=100)
            hits += len({r for r, _ in top} & set(wanted[:100]))
        near.close()
    assert hits / 500 >= 0.95


def test_messages_said_between_questions_give_the_candidates_a_fresh_count_gives(
    tmp_path: Path,
) -> None:
    """The messages the rows hold are counted once and then over the new rows only (a
    context follows each new message): after short and long messages (a row each, or
    several side by side) and a floor moved by an archive, each answer is the one a
    start, counting every row again, gives."""
    root = DataRoot(tmp_path)
    said = chatter(2 * RESCORE)
    for i in range(0, len(said), 4):  # long ones: a row each sentence too
        said[i] = (said[i][0], _LONG.format(i=i))
    write(root, said, minutes=1)
    model = Topics()
    later = [("민수", _LONG.format(i=-1)), ("지은", "커피 한잔 하실 분 -2"), ("민수", "ㅋㅋ -3")]
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, model)
        near.catch_up(index, limit=None)
        ids = [r for (r,) in index.connection.execute("select id from turns order by id")]
        try:
            for n, (sender, text) in enumerate(later, start=1):
                assert near.nearest(QUESTION, index.floor(), k=len(said))  # counted
                seq = len(said) + n
                with MessageLog(root.log_dir(CHAT), TZ) as log:
                    at = (START + timedelta(minutes=seq)).isoformat()
                    log.append([MessageRecord(sender=sender, text=text, timestamp=at,
                                              chat_id=CHAT, message_id=seq, seq=seq)])  # fmt: skip
                index.catch_up()
                near.catch_up(index, limit=None)
                for floor in (index.floor(), ids[len(ids) // 3]):
                    found = near.nearest(f"{text} {floor}", floor, k=len(said))
                    fresh = SemanticRecall(root, CHAT, model)  # every row counted again
                    try:
                        assert fresh.catch_up(index, limit=None) == 0
                        assert fresh.nearest(f"{text} {floor}", floor, k=len(said)) == found
                    finally:
                        fresh.close()
        finally:
            near.close()


def test_the_candidates_hold_as_many_messages_as_asked_however_many_rows_each_has() -> None:
    rng = np.random.default_rng(5)
    counts = rng.choice([1, 1, 1, 7], size=3000)  # a quarter of the messages of 7 rows
    ids = np.repeat(np.arange(3000, dtype=np.int64) * 10, counts)
    codes = rng.integers(-127, 128, (len(ids), 384)).astype(np.int8)
    columns = sign_bits(codes, np.zeros(384, dtype=np.float32))
    query = sign_bits(codes[:1], np.zeros(384, dtype=np.float32))[:, 0]
    rows = candidate_rows(columns, ids, query, 1000)
    assert list(rows) == sorted(set(rows.tolist()))  # in row order, each once
    assert len(np.unique(ids[rows])) >= 1000
    assert 0 in rows  # the query's own row, at distance 0
    distances = hamming(columns, query)
    left = np.setdiff1d(np.arange(len(ids)), rows)
    assert distances[rows].max() <= distances[left].min()  # the nearest rows, not others
    every = candidate_rows(columns, ids, query, 3000)  # no more messages than asked: all
    assert list(every) == list(range(len(ids)))
    assert list(candidate_rows(columns[:, :0], ids[:0], query, 10)) == []


@pytest.mark.parametrize("how", ["cut short", "missing"])
def test_a_damaged_code_file_is_rebuilt_with_one_log_line(
    tmp_path: Path, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    write(root, [*chatter(20), VET, *chatter(30)])
    queries.context(root, CHAT, QUESTION, 700, settings=ON)  # the files made
    path = root.vector_codes_path(CHAT)
    if how == "missing":
        path.unlink()
    else:
        os.truncate(path, path.stat().st_size // 2)
    caplog.set_level("WARNING")
    context = queries.context(root, CHAT, QUESTION, 700, settings=ON)
    assert VET[1] in context.context  # embedded again into new files: meaning still found
    warned = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert len(warned) == 1 and "damaged" in warned[0]


def test_a_full_disk_keeps_the_vectors_held_and_takes_the_rest_once_freed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with small_tmpfs(tmp_path / "disk", size="4m") as disk:
        root = DataRoot(disk)
        write(root, [*chatter(20), VET, *chatter(300)])
        with RecallIndex(root, CHAT) as index:
            index.catch_up()
            near = SemanticRecall(root, CHAT, shared_embedder())
            near.catch_up(index, limit=30)
            held = near.nearest(QUESTION, index.floor())
            filler = fill(disk)
            caplog.set_level("WARNING")
            assert near.catch_up(index, limit=None) == 0
            assert near.catch_up(index, limit=None) == 0  # said once, not tried again
            (line,) = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
            assert "cannot write" in line and "free disk space" in line
            assert near.nearest(QUESTION, index.floor()) == held  # what is held still ranks
            near.close()
            filler.unlink()
            again = SemanticRecall(root, CHAT, shared_embedder())
            assert again.catch_up(index, limit=None) > 0  # the rest, now there is room
            assert VET[1] in {
                m.text for m in index.current_many([r for r, _ in again.nearest(VET[1], 0, 1)])
                .values()
            }  # fmt: skip
            again.close()


def _written(root: DataRoot, model: Topics) -> list[bytes]:
    """A chat embedded by ``model``, its files closed; the hashes of the texts it holds."""
    write(root, chatter(30))
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, model)
        near.catch_up(index, limit=None)
        near.close()
    with sqlite3.connect(root.vectors_path(CHAT)) as db:
        return [bytes(h) for (h,) in db.execute("select hash from slots order by slot")]


def test_vectors_are_read_without_writing_as_the_store_holds_them(tmp_path: Path) -> None:
    root, model = DataRoot(tmp_path), Topics()
    hashes = _written(root, model)
    vectors, codes = root.vectors_path(CHAT), root.vector_codes_path(CHAT)
    before = sorted(p.name for p in vectors.parent.iterdir())
    found = read_vectors(vectors, codes, model.name, [*hashes[:3], b"not a hash"])
    assert sorted(p.name for p in vectors.parent.iterdir()) == before  # nothing made
    held = np.frombuffer(codes.read_bytes(), dtype=np.int8).reshape(-1, 384)
    assert set(found) == set(hashes[:3])  # a text not embedded is left out
    for slot, key in enumerate(hashes[:3]):
        unit = held[slot].astype(np.float32) / np.linalg.norm(held[slot].astype(np.float32))
        assert np.allclose(found[key], unit, atol=1e-6)
    assert read_vectors(vectors, codes, model.name, []) == {}


@pytest.mark.parametrize("how", ["missing", "another model", "codes cut short", "garbage"])
def test_vectors_that_cannot_be_read_say_what_to_do(tmp_path: Path, how: str) -> None:
    root, model = DataRoot(tmp_path), Topics()
    hashes = _written(root, model)
    vectors, codes = root.vectors_path(CHAT), root.vector_codes_path(CHAT)
    name = model.name
    if how == "missing":
        vectors.unlink()
    elif how == "another model":
        name = "test/other"
    elif how == "codes cut short":
        os.truncate(codes, 384)
    else:
        vectors.write_bytes(b"not a database" * 100)
    with pytest.raises(SemanticUnavailableError, match="groupchat-memory embed"):
        read_vectors(vectors, codes, name, hashes)
    assert not vectors.exists() or vectors.read_bytes()  # nothing removed or rebuilt


def test_the_code_file_reads_slots_in_any_order_with_repeats(tmp_path: Path) -> None:
    codes = np.arange(40 * 8, dtype=np.int64).reshape(40, 8).astype(np.int8)
    store = CodeFile(tmp_path / "codes")
    store.write(0, codes[:25])
    store.write(25, codes[25:])
    wanted = np.array([39, 3, 3, 0, 17, 18, 30, 1])
    assert (store.read(wanted, 8) == codes[wanted]).all()
    assert store.read(np.array([], dtype=np.int64), 8).shape == (0, 8)
    with pytest.raises(OSError):
        store.read(np.array([40]), 8)  # past the end: a short file says so
    store.close()
    store.close()


def test_the_code_file_is_mapped_only_while_a_read_runs(tmp_path: Path) -> None:
    path = tmp_path / "codes"
    store = CodeFile(path)
    store.write(0, np.ones((1000, 8), dtype=np.int8))
    found = store.read(np.array([5, 999]), 8)
    store.write(1000, np.full((1, 8), 7, dtype=np.int8))  # appended after a read
    assert store.read(np.array([1000]), 8).tolist() == [[7] * 8]
    assert str(path) not in Path("/proc/self/maps").read_text()  # no pages left mapped
    assert found.tolist() == [[1] * 8, [1] * 8]  # a copy, good after the mapping went
    store.close()


def test_bits_distances_and_the_fewest_are_exact() -> None:
    rng = np.random.default_rng(3)
    codes = rng.integers(-127, 128, (70_000, 384)).astype(np.int8)
    columns = sign_bits(codes, np.zeros(384, dtype=np.float32))
    query = columns[:, 5]
    signs = codes > 0
    expected = (signs != signs[5]).sum(axis=1)
    distances = hamming(columns, query)
    assert (distances == expected).all() and distances[5] == 0
    chosen = fewest(distances, 1000)
    assert len(chosen) == 1000 and list(chosen) == sorted(chosen)
    assert distances[chosen].max() <= np.sort(distances)[999]
    assert len(fewest(distances[:10], 50)) == 10
    # the limit guessed from a sample is the exact one, however far the guess was off:
    # the take-th smallest distance, and the fewest are those a stable sort puts first
    ordered = np.sort(distances)
    stable = np.argsort(distances, kind="stable")
    for take in (1, 2, 999, 1000, 3000, 35_000, len(distances) - 1):
        assert limit_of(distances, take) == ordered[take - 1], take
        assert list(fewest(distances, take)) == sorted(stable[:take].tolist()), take
    tied = np.repeat(np.array([7, 3, 9], dtype=np.uint16), 5000)  # few values, many ties
    for take in (1, 4999, 5000, 5001, 14_999):
        assert limit_of(tied, take) == np.sort(tied)[take - 1], take
        assert list(fewest(tied, take)) == sorted(np.argsort(tied, kind="stable")[:take].tolist())


def _mapped_at(address: int) -> bool:
    """Whether an address lies in one of this process's mappings (Linux)."""
    for line in Path("/proc/self/maps").read_text().splitlines():
        lo, hi = (int(x, 16) for x in line.split()[0].split("-"))
        if lo <= address < hi:
            return True
    return False


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/self/maps")
def test_a_mapped_buffer_holds_its_rows_and_is_given_back_when_dropped() -> None:
    bits = mapped_empty((6, 1 << 20), np.uint64)
    assert bits.shape == (6, 1 << 20) and bits.dtype == np.uint64 and bits.flags.writeable
    bits[:, :3] = np.arange(18, dtype=np.uint64).reshape(6, 3)
    assert bits[5, :3].tolist() == [15, 16, 17]
    address = bits.ctypes.data
    assert _mapped_at(address)
    del bits
    gc.collect()
    assert not _mapped_at(address)  # not kept as free heap pages
