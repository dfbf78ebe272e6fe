"""The trained subject model names a new topic where the rules' first candidate is a
feeling said in every line: through the actors, the silence trigger and the offline
summarizer (a group's ``/목차``), with the shipped weights and the shipped e5 model; and its
weights file, when damaged or of another version, is refused with what to do."""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Iterator
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import anyio
import numpy as np
import pytest

from bench.bench_understanding import DEV, JUDGE
from groupchat_memory.actors.clock import ManualClock
from groupchat_memory.actors.messages import Incoming
from groupchat_memory.actors.system import ActorSystem
from groupchat_memory.domain.recall.embedder import E5
from groupchat_memory.domain.settings import MemorySettings
from groupchat_memory.domain.summaries.files import summary_files
from groupchat_memory.domain.understanding import subjects
from groupchat_memory.domain.understanding.trained import Weights, WeightsError
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.paths import DataRoot
from tests.actors.workers.helpers import T0, fall_silent

CHAT = -1005550141

# everyone says how they feel in every line; what they plan is the bake sale's muffins
TALK = [
    ("Lia", "feeling rough today, mood is low"),
    ("Max", "mood up! the bake sale is tomorrow"),
    ("Lia", "the bake sale needs forty muffins"),
    ("Max", "muffins are easy, good mood"),
    ("Zoe", "mood! I'll bring the muffins tins"),
]


@pytest.fixture
def shipped() -> Iterator[None]:
    """The shipped weights, read afresh (another test may have pointed elsewhere)."""
    subjects.weights.cache_clear()
    subjects.shared_scorer.cache_clear()
    yield
    subjects.weights.cache_clear()
    subjects.shared_scorer.cache_clear()


def _tag(tmp_path: Path, *, subject_words: bool) -> str:
    """``TALK`` said, the chat falls silent: the topic tag its summary was given."""

    async def run() -> None:
        settings = MemorySettings(subject_words=subject_words)
        system = ActorSystem(
            DataRoot(tmp_path), settings, OfflineSummarizer(), ManualClock(T0),
            tick_interval_s=None,
        )  # fmt: skip
        async with system as memory:
            at = T0
            for i, (who, text) in enumerate(TALK):
                at = T0 + timedelta(seconds=30 * i)
                await memory.record(CHAT, Incoming(who, text, at, message_id=i + 1))
            await fall_silent(memory, CHAT, at)

    anyio.run(run)
    [(_, record)] = summary_files(DataRoot(tmp_path).summaries_dir(CHAT))
    return record.topic_tag


def test_the_trained_model_names_the_muffins_where_the_rules_name_the_mood(
    tmp_path: Path, shipped: None
) -> None:
    assert _tag(tmp_path / "rules", subject_words=False) == "mood"
    assert _tag(tmp_path / "model", subject_words=True) == "muffins"


def test_without_readable_weights_the_rules_name_and_say_why(
    tmp_path: Path, shipped: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "subject_words.json"
    broken.write_text('{"version": 1, "features": [', encoding="utf-8")
    monkeypatch.setattr(subjects, "PART", replace(subjects.PART, path=broken))
    with caplog.at_level(logging.ERROR, logger=subjects.__name__):
        assert _tag(tmp_path / "chat", subject_words=True) == "mood"
    said = [r.getMessage() for r in caplog.records if r.name == subjects.__name__]
    assert len(said) == 1
    assert str(broken) in said[0] and "reinstall groupchat-memory" in said[0]
    assert subjects.RETRAIN in said[0]  # the shipped command, with its C and threshold


def _written(tmp_path: Path, change: dict[str, object]) -> Path:
    data = json.loads(subjects.WEIGHTS.read_text("utf-8"))
    data.update(change)
    path = tmp_path / "subject_words.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"features": ["word e5 0", "speaker's shoe size"]}, "not the ones this version computes"),
        ({"version": 99}, "version 99, this version reads 2"),
        ({"model": "other/model"}, "trained on other/model's vectors"),
        ({"threshold": 1.5}, "threshold 1.5 is not a chance"),
        ({"intercept": "NaN"}, "a weight is not a number"),
        ({"coef": "many"}, "ValueError"),
    ],
)
def test_a_mismatched_weights_file_is_refused_with_what_is_wrong(
    tmp_path: Path, change: dict[str, object], said: str
) -> None:
    with pytest.raises(WeightsError, match=said):
        subjects.load(_written(tmp_path, change))


def test_a_missing_field_names_the_field(tmp_path: Path) -> None:
    data = json.loads(subjects.WEIGHTS.read_text("utf-8"))
    del data["threshold"]
    path = tmp_path / "subject_words.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(WeightsError, match="KeyError 'threshold'"):
        subjects.load(path)


def test_vectors_of_another_width_are_refused_with_what_to_do(
    caplog: pytest.LogCaptureFixture,
) -> None:
    found = subjects.load(subjects.WEIGHTS)
    scorer = subjects.Scorer(found, embed=lambda words: np.zeros((len(words), 16), np.float32))
    rows = [[0.0] * len(subjects.CUES)] * 2
    with pytest.raises(WeightsError, match=r"vectors of 16 numbers.*read 384"):
        scorer.chances(["mood", "muffins"], rows)
    # naming a summary: the rules' first, said once, and the summary is written
    with caplog.at_level(logging.ERROR, logger=subjects.__name__):
        assert scorer.choose(["mood", "muffins"], rows) == 0
        assert scorer.choose(["mood", "muffins"], rows) == 0
    said = [r.getMessage() for r in caplog.records if r.name == subjects.__name__]
    assert len(said) == 1 and subjects.RETRAIN in said[0]


def test_the_shipped_weights_are_the_dev_chats_and_the_features_the_product_reads() -> None:
    found = subjects.load(subjects.WEIGHTS)
    assert found.features == subjects.feature_names(384)  # multilingual-e5-small's width
    assert found.model == subjects.MODEL == E5.name
    assert sorted(found.trained_on) == sorted(DEV)  # every dev chat, no judge chat
    assert not set(found.trained_on) & JUDGE
    assert 0.0 < found.threshold < 1.0


def test_the_retrain_command_makes_the_shipped_weights_again() -> None:
    """What the missing-weights message tells to run trains the model the product ships:
    the dev chats, at the C and threshold the shipped file records, its unlabelled
    candidates treated as it records (a plain --write-weights stops: it needs a threshold)."""
    recorded = json.loads(subjects.WEIGHTS.read_text("utf-8"))
    words = subjects.RETRAIN.split()
    assert words[:3] == ["python", "-m", "bench.bench_subjects"]
    assert float(words[words.index("--c") + 1]) == recorded["C"]
    assert float(words[words.index("--threshold") + 1]) == recorded["threshold"]
    as_not = recorded["unlabelled"] == "as no subject"
    assert ("--unlabelled-as-not" in words) == as_not
    assert subjects.WEIGHTS.as_posix().endswith(words[words.index("--write-weights") + 1])


def _scorer_giving(chance: dict[str, float]) -> subjects.Scorer:
    """A scorer whose weights read a word's first vector number alone, with the embedder
    giving each word the number whose chance is ``chance[word]``."""
    dim = 2
    found = Weights(
        features=subjects.feature_names(dim),
        values=(1.0, 0.0, *[0.0] * len(subjects.CUES)),
        intercept=0.0,
        threshold=0.5,
        model=subjects.MODEL,
        trained_on=["ko", "en"],
        version=subjects.VERSION,
    )

    def embed(words: list[str]) -> np.ndarray:
        return np.asarray([[math.log(chance[w] / (1 - chance[w])), 0.0] for w in words], np.float32)

    return subjects.Scorer(found, embed=embed)


@pytest.mark.parametrize(
    ("chances", "named"),
    [
        # the rules' first passes, but a later word is likelier (the margin is 0)
        ({"pick": 0.6, "uniforms": 0.95, "later": 0.3}, "uniforms"),
        ({"deposit": 0.6, "venue": 0.75}, "venue"),
        ({"deposit": 0.6, "venue": 0.65}, "venue"),
        # the likeliest is the rules' first; of two as likely, the rules' first
        ({"ferry": 0.75, "still": 0.1, "tickets": 0.7}, "ferry"),
        ({"회비": 0.8, "유니폼": 0.8}, "회비"),
        # none passes: the rules' first
        ({"still": 0.3, "pick": 0.45}, "still"),
        # the first does not pass, the next does
        ({"still": 0.2, "roof": 0.9}, "roof"),
    ],
)
def test_the_likeliest_candidate_that_passes_names_the_window(
    chances: dict[str, float], named: str
) -> None:
    words = list(chances)
    rows = [[0.0] * len(subjects.CUES)] * len(words)
    assert words[_scorer_giving(chances).choose(words, rows)] == named


def test_a_margin_keeps_the_rules_first_unless_another_is_far_likelier() -> None:
    # what the trainer's --margin measures against the shipped one
    assert subjects.first_likely([0.6, 0.75], 0.5, margin=0.2) == 0
    assert subjects.first_likely([0.6, 0.95], 0.5, margin=0.2) == 1
    assert subjects.first_likely([0.6, 0.75], 0.5, margin=0.0) == 1


@pytest.mark.parametrize(
    ("chances", "taken", "named"),
    [
        # the camping chat's theme word named an earlier talk: the next nearly as likely
        ({"hut": 0.9, "firewood": 0.85, "still": 0.2}, {"hut"}, "firewood"),
        ({"김장": 0.92, "아직": 0.1, "배추": 0.86}, {"김장"}, "배추"),
        # none other is near enough, or passes: the taken word names this one too
        ({"hut": 0.9, "snacks": 0.7}, {"hut"}, "hut"),
        ({"김장": 0.9, "아직": 0.3}, {"김장"}, "김장"),
        # the other nearly as likely is taken too: the likeliest
        ({"회비": 0.9, "유니폼": 0.88}, {"회비", "유니폼"}, "회비"),
        # a taken word that is not the likeliest changes nothing
        ({"venue": 0.6, "deposit": 0.9}, {"venue"}, "deposit"),
    ],
)
def test_a_word_that_names_a_recent_topic_is_passed_over_for_one_nearly_as_likely(
    chances: dict[str, float], taken: set[str], named: str
) -> None:
    """A theme word would name every talk of the chat; held out one chat at a time, passing
    it over for a word no more than ``FRESH`` less likely named more talks by a subject."""
    words = list(chances)
    rows = [[0.0] * len(subjects.CUES)] * len(words)
    chosen = _scorer_giving(chances).choose(words, rows, [w in taken for w in words])
    assert words[chosen] == named
