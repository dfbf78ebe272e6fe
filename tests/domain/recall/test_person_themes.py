"""A question that supposes something of a person brings what that person keeps talking
about: the terms they say on many days, more than the others do, rank the lines holding
them beside the question's own words and meaning (the real log, index and e5 model)."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from groupchat_memory.domain.recall import relevant, themes
from groupchat_memory.domain.recall.embedder import shared_embedder
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.semantic import SemanticRecall
from groupchat_memory.domain.text.question import Question
from groupchat_memory.domain.text.terms import index_terms
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.upkeep.workers_archive.data import TZ

CHAT = -100781
START = datetime(2025, 3, 3, 18, 0, tzinfo=TZ)
SHELTER = [
    "Spent the whole afternoon at the animal shelter again, walking the older dogs",
    "The shelter got a new batch of kittens today, I stayed late to help with feeding",
    "Our shelter fundraiser went well, we can finally fix the kennel roof",
    "I trained two new volunteers at the shelter this morning, they were great",
]
JOBS = [
    ("John", "I might pursue a job in finance in the future, the pay is good"),
    ("Maria", "A job in the future? Who knows, I just hope it pays the rent"),
    ("John", "My cousin will pursue a law job next year"),
    ("Maria", "Future plans make me nervous, honestly"),
    ("John", "Job hunting in the future sounds exhausting"),
    ("Maria", "My brother might pursue a job abroad"),
]


FOOTBALL = [
    "Our football match went to penalties, what a game",
    "Football training was brutal, my legs are gone",
    "Watched the football derby with my dad, we lost again",
    "Bought new boots for football, they pinch a bit",
    "Coach moved me to midfield at football tonight",
    "Football is cancelled this week because of the rain",
]
CLOSINGS = ["Haha nice", "Good for you", "Sounds fun", "Wow", "Cool", "Love that"]
GOODBYES = ["Sure, bye", "See you", "Later!", "Night night", "Take care", "Cheers"]


def _day(n: int) -> list[tuple[str, str]]:
    """One evening's talk: Maria's shelter news on the first four, John's football."""
    talk = [("John", FOOTBALL[n])]
    if n < len(SHELTER):
        talk.append(("Maria", SHELTER[n]))
    return [*talk, ("John", CLOSINGS[n]), ("Maria", GOODBYES[n])]


def _write(root: DataRoot, said: list[list[tuple[str, str]]], first: int = 0) -> int:
    """Each inner list on a day of its own (from ``first``); returns the next seq's index."""
    records: list[MessageRecord] = []
    seq = first
    for day, talk in enumerate(said):
        for place, (sender, text) in enumerate(talk):
            seq += 1
            at = START + timedelta(days=day + first, minutes=place)
            records.append(
                MessageRecord(
                    sender=sender, text=text, timestamp=at.isoformat(), chat_id=CHAT,
                    message_id=seq, seq=seq,
                )
            )  # fmt: skip
    with MessageLog(root.log_dir(CHAT), TZ) as log:
        log.append(records)
    return seq


def test_a_persons_theme_is_what_they_say_on_many_days_more_than_others(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    _write(root, [_day(n) for n in range(6)])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        names = frozenset({"maria", "john"})
        marias = themes.theme_terms(index, frozenset({"maria"}), names)
        johns = themes.theme_terms(index, frozenset({"john"}), names)
    assert index_terms("shelter")[0] in marias
    assert index_terms("shelter")[0] not in johns
    assert index_terms("football")[0] in johns


def test_the_themes_follow_the_chat_as_it_grows(tmp_path: Path) -> None:
    root = DataRoot(tmp_path)
    seq = _write(root, [[("Maria", "Hi"), ("John", "Hi there")]])
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        assert themes.theme_terms(index, frozenset({"maria"}), ()) == []
        _write(root, [_day(n) for n in range(6)], first=seq)
        index.catch_up()
        found = themes.theme_terms(index, frozenset({"maria"}), ())
    assert index_terms("shelter")[0] in found


def _ranked(root: DataRoot, question: str, top: int) -> list[str]:
    with RecallIndex(root, CHAT) as index:
        index.catch_up()
        near = SemanticRecall(root, CHAT, shared_embedder())
        near.catch_up(index, limit=None)
        try:
            found = relevant.ranked_messages(index, Question.read(question), semantic=near)
            return [m.text for _, m in zip(range(top), found, strict=False)]
        finally:
            near.close()


@pytest.fixture
def chat(tmp_path: Path) -> DataRoot:
    """Maria's shelter news over four evenings, then a talk about jobs that shares the
    question's words and says nothing of what she would do."""
    root = DataRoot(tmp_path)
    _write(root, [*(_day(n) for n in range(6)), JOBS])
    return root


def test_the_lines_holding_a_persons_themes_join_the_fusion(chat: DataRoot) -> None:
    """Beside the question's own rankings, the lines holding what the person it supposes
    of keeps talking about vote too: with nothing else ranked, they come first."""
    with RecallIndex(chat, CHAT) as index:
        index.catch_up()
        fused = relevant._with_themes(index, {}, frozenset({"maria"}), ["job", "john"], 50)
        best = max(fused, key=fused.__getitem__)
        assert index.current_many([best])[best].text in SHELTER
        assert relevant._with_themes(index, {}, frozenset({"nobody"}), [], 50) == {}


def test_a_question_of_what_a_person_said_is_ranked_by_its_own_words(
    chat: DataRoot, monkeypatch: pytest.MonkeyPatch
) -> None:
    question = "What did Maria say about a job?"
    with monkeypatch.context() as without:
        without.setattr(relevant, "THEME_VOTE", 0.0)
        plain = _ranked(chat, question, 12)
    assert _ranked(chat, question, 12) == plain
    assert themes.SUPPOSES.search(question) is None
