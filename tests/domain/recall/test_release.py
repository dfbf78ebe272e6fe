"""A chat's recall files released between uses (``RecallIndex.release``,
``SemanticRecall.release``): the next use opens them again and answers as before."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.semantic import SemanticRecall
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.scrub import reindex
from tests.domain.recall.asked import relevant_messages
from tests.domain.recall.test_ranking import CHAT, START, chatter, seqs, write
from tests.domain.recall.test_semantic import QUESTION, VET, _embedded
from tests.upkeep.workers_archive.data import TZ

REDIS = ("지은", "레디스 캐시 만료 시간은 10분으로 정했어요")


def _append(root: DataRoot, seq: int, text: str) -> None:
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(
            [
                MessageRecord(
                    sender="민수",
                    text=text,
                    timestamp=(START + timedelta(minutes=10 * seq)).isoformat(),
                    chat_id=CHAT,
                    message_id=seq,
                    seq=seq,
                )
            ]
        )


def test_a_released_index_closes_its_connection_and_answers_the_same_when_used_again(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    write(root, [*chatter(30), REDIS, *chatter(30)])
    with RecallIndex(root, CHAT) as index:
        first = seqs(relevant_messages(root, CHAT, "레디스 만료 시간 얼마였지?", index=index))
        index.release()
        assert not index.holds_connection
        again = seqs(relevant_messages(root, CHAT, "레디스 만료 시간 얼마였지?", index=index))
        assert index.holds_connection and index.generation == 0
    assert again == first and first[0] == 31


def test_a_released_index_takes_in_what_the_log_gained_meanwhile(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, chatter(20))
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        index.release()
        _append(root, 21, "카프카 파티션은 여섯 개로 늘렸어요")
        assert index.catch_up() == 1
        found = relevant_messages(root, CHAT, "카프카 파티션 몇 개?", index=index)
        assert seqs(found)[0] == 21


def test_an_index_deleted_while_released_is_built_again_as_a_new_generation(
    tmp_path: Path,
) -> None:
    """Forgetting a member deletes the index: row ids may name other records after it."""
    root = DataRoot(tmp_path)
    write(root, [*chatter(10), REDIS])
    with RecallIndex(root, CHAT) as index:
        indexed = index.catch_up()
        index.release()
        for suffix in ("", "-wal", "-shm"):
            Path(f"{root.recall_index_path(CHAT)}{suffix}").unlink(missing_ok=True)
        assert index.catch_up() == indexed and index.generation == 1
        assert seqs(relevant_messages(root, CHAT, "레디스 만료 시간?", index=index))[0] == 11


def test_released_vectors_set_their_rows_aside_and_find_the_same_nearest_after(
    tmp_path: Path,
    vet_vectors: DataRoot,
) -> None:
    with _embedded(tmp_path, vet_vectors) as (_, index, near):
        first = near.nearest(QUESTION, index.floor(), k=5)
        held = near.rows_held
        near.release()
        assert not near.holds_files and near.rows_held == 0 and near.has_rows
        assert near.rows_path.exists()
        assert near.nearest(QUESTION, index.floor(), k=5) == first
        assert near.holds_files and near.rows_held == held


def test_released_vectors_take_in_the_messages_recorded_meanwhile(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors) as (root, index, near):
        held = near.rows_held
        near.release()
        index.release()
        _append(root, 92, "강아지 병원 다녀왔는데 진료 결과는 귀 염증이래요")
        index.catch_up()
        assert near.catch_up(index, limit=None) == 1
        nearest = [rowid for rowid, _ in near.nearest(QUESTION, index.floor(), k=3)]
        assert near.rows_held == held + 1
        assert 92 in {m.seq for m in index.current_many(nearest).values()}


def test_rows_another_object_set_aside_are_not_read_back_as_these(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    """Two objects of one chat (an actor restarted) share the rows file: the one that
    wrote it last owns it; the other takes its rows in from the vector file again."""
    with _embedded(tmp_path, vet_vectors) as (root, index, near):
        first = near.nearest(QUESTION, index.floor(), k=5)
        near.release()
        other = SemanticRecall(root, CHAT, shared_embedder())
        try:
            other.catch_up(index, limit=0)
            other.release()  # writes the same rows file
            near.catch_up(index, limit=0)
            assert near.nearest(QUESTION, index.floor(), k=5) == first
            assert other.nearest(QUESTION, index.floor(), k=5) == first
        finally:
            other.close()


def test_rows_stay_in_memory_when_they_cannot_be_set_aside(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors) as (_, index, near):
        first = near.nearest(QUESTION, index.floor(), k=5)
        held = near.rows_held
        near.rows_path.mkdir()  # the rows file cannot be written (as on a full disk)
        near.release()
        assert not near.holds_files and near.rows_held == held
        assert near.nearest(QUESTION, index.floor(), k=5) == first


def test_closing_drops_the_rows_set_aside(tmp_path: Path, vet_vectors: DataRoot) -> None:
    with _embedded(tmp_path, vet_vectors) as (_, _index, near):
        near.release()
        assert near.rows_path.exists()
        near.close()
        assert not near.rows_path.exists()


def test_vectors_forgotten_while_released_are_made_again_from_the_log(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    """Forgetting a member deletes the vector files (and the index): the rows set aside
    name vectors that are gone, so they are dropped and the messages embedded again."""
    with _embedded(tmp_path, vet_vectors) as (root, index, near):
        near.release()
        index.release()
        reindex(root, CHAT)
        assert not near.rows_path.exists()
        index.catch_up()
        assert near.catch_up(index, limit=None) > 0
        best, _ = near.nearest(QUESTION, index.floor(), k=1)[0]
        record = index.current(best)
        assert record is not None and record.text == VET[1]
