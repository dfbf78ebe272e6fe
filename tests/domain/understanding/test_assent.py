"""The trained reader of who agreed to a decision, through the real path: a chat ingested
by the real actor system, embedded as the service's background task does (the shipped
e5 model), then ``/결정`` as the chat command answers it. Until the vectors are there the
rules decide alone; a damaged weights file leaves them deciding alone, and says so."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import anyio
import pytest

from bench.bench_understanding import DEV, JUDGE
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.views.answers import decisions_answer
from groupchat_memory.domain.recall.embedder import E5
from groupchat_memory.domain.recall.index import RecallIndex
from groupchat_memory.domain.recall.semantic import SemanticRecall, embed_chat
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.understanding import assent, ledger, veto
from groupchat_memory.domain.understanding.trained import WeightsError
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.forget import forget_member
from tests.domain.recall.test_vector_store import Topics
from tests.domain.understanding.test_ledger import CHAT, IDS, SEOUL, Line, _ingested, _lines

# a member backs an option, then the plan is put with it and taken up: the one who backed
# it before agreed too (the labels' agreed_by: everyone who assented). The rules read the
# talk that led up to the plan (``agreement._led_up``), the reader the line's meaning:
# both find the backer
BACKED: dict[str, tuple[list[Line], list[str], str]] = {
    "ko": (
        [
            ("유진", "정기모임 장소 정해야 되는데"),
            ("다은", "저는 화덕피자집 찬성이요"),
            ("유진", "그럼 이번 정기모임은 토요일 저녁 7시에 화덕피자집으로 하자"),
            ("태호", "ㅇㅋ"),
        ],
        ["유진", "태호"],
        "다은",
    ),
    "en": (
        [
            ("Sam", "we need a place for the offsite"),
            ("Leo", "the lake cabin would be perfect, big kitchen and a fire pit"),
            ("Sam", "ok let's book the lake cabin for the 14th"),
            ("Priya", "👍"),
        ],
        ["Priya", "Sam"],
        "Leo",
    ),
}
# a real plan taken up, then a joke put as another plan, answered by laughter: the
# reader must not read the joke as a yes to the plan (a plan of its own, no yes in it)
JOKE: dict[str, tuple[list[tuple[float, list[Line]]], str, list[str]]] = {
    "en": (
        [
            (
                0,
                [
                    ("Sam", "Let's do the quarterly review on Thursday at 3pm in room 4B"),
                    ("Priya", "works for me"),
                    ("Leo", "we should just hold it on a boat honestly"),
                    ("Priya", "hahaha"),
                ],
            )
        ],
        "Sam: Let's do the quarterly review",
        ["Priya", "Sam"],
    ),
    "ko": (
        [
            (
                0,
                [
                    ("유진", "이번 정기모임은 토요일 저녁 7시에 강남역 화덕피자집으로 하자"),
                    ("태호", "ㅇㅋ 좋아"),
                    ("다은", "아예 한강 가서 돗자리 깔고 치맥하면서 하자 ㅋㅋㅋ"),
                    ("태호", "ㅋㅋㅋㅋㅋ 추워"),
                ],
            )
        ],
        "유진: 이번 정기모임은",
        ["유진", "태호"],
    ),
}
# a persona's suggestion nobody takes up, the people talking of something else
IGNORED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("유진", "@Codex 다음 주 워크숍 장소 추천 좀"),
            ("Codex", "성수동 공유오피스 세미나실로 하는 건 어떨까요?"),
            ("태호", "아 근데 나 오늘 택배 아직 안 왔어"),
            ("다은", "나도 ㅠㅠ 요즘 왜 이렇게 늦지"),
        ],
    )
]


@pytest.fixture
def shipped() -> Iterator[None]:
    """The shipped weights, read afresh (another test may have pointed elsewhere)."""
    assent.weights.cache_clear()
    yield
    assent.weights.cache_clear()


def _shown(entries: list[LedgerEntry]) -> list[LedgerEntry]:
    return [e for e in entries if not e.proposal]


@pytest.mark.parametrize("lang", sorted(BACKED))
def test_one_who_backed_the_option_before_the_plan_agreed_once_the_lines_are_embedded(
    tmp_path: Path, shipped: None, lang: str
) -> None:
    talk, rules, backer = BACKED[lang]
    config = _ingested(tmp_path, _lines([(0, talk)]))
    # no vectors yet (the background embedding has not run): the rules decide alone, and
    # read the backer's yes in the talk that led up to the plan
    [before] = _shown(decisions_answer(config, CHAT))
    assert sorted(before.agreed_by) == sorted([*rules, backer])
    embed_chat(config.root, CHAT)
    [after] = _shown(decisions_answer(config, CHAT))
    assert after.text == before.text
    assert sorted(after.agreed_by) == sorted([*rules, backer])
    # read once: the state keeps who the reader found (members who agreed; which of the
    # lines it reads as a yes is the shipped weights' call), and lets the lines go
    # (written with the next regular write, or the clean stop)
    ledger.flush()
    saved = json.loads(config.root.understanding_path(CHAT).read_text("utf-8"))
    [decision] = saved["state"]["decisions"]
    assert decision["heard_yes"] and "heard" not in decision
    assert set(decision["heard_yes"]) <= {*rules, backer}


@pytest.mark.parametrize("whole", [False, True])
def test_a_yes_the_reader_found_leaves_with_its_erased_line_or_member(
    tmp_path: Path, shipped: None, whole: bool
) -> None:
    """Erased, the line the reader read as a yes takes the member off the plan, as the
    rules' own yes does (before: the name stayed in the state and in ``/결정``)."""
    talk, rules, backer = BACKED["ko"]
    config = _ingested(tmp_path, _lines([(0, talk)]))
    embed_chat(config.root, CHAT)
    [found] = _shown(decisions_answer(config, CHAT))
    assert backer in found.agreed_by
    anyio.run(
        lambda: forget_member(
            config.root, OfflineSummarizer(), CHAT, IDS[backer], tz=SEOUL,
            now=datetime(2026, 3, 6, 12, 0, tzinfo=SEOUL), message_id=None if whole else 2,
        )
    )  # fmt: skip
    [after] = _shown(decisions_answer(config, CHAT))
    assert sorted(after.agreed_by) == rules
    ledger.flush()
    saved = json.loads(config.root.understanding_path(CHAT).read_text("utf-8"))
    [decision] = saved["state"]["decisions"]
    assert backer not in decision.get("heard_yes", {})


@pytest.mark.parametrize("lang", sorted(JOKE))
def test_laughing_at_a_joke_beside_a_plan_is_no_yes_and_the_joke_no_decision(
    tmp_path: Path, shipped: None, lang: str
) -> None:
    talk, start, agreed = JOKE[lang]
    config = _ingested(tmp_path, _lines(talk))
    embed_chat(config.root, CHAT)
    [plan] = _shown(decisions_answer(config, CHAT))
    assert plan.text.startswith(start)
    assert sorted(plan.agreed_by) == agreed


@pytest.mark.parametrize("lang", sorted(JOKE))
def test_a_joke_counter_plan_and_a_laugh_are_no_yes_whatever_the_weights_say(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A line after the plan that puts another plan with no yes in it, and a line that
    ends laughing with no yes in it, are never read as a yes: weights that read every
    other line as one (a refit that moved a joke over its threshold) add no one."""
    eager = tmp_path / "assent.json"
    data = json.loads(assent.WEIGHTS.read_text("utf-8"))
    eager.write_text(json.dumps({**data, "intercept": 50.0}), encoding="utf-8")
    monkeypatch.setattr(assent, "PART", replace(assent.PART, path=eager))
    assent.weights.cache_clear()
    try:
        talk, start, agreed = JOKE[lang]
        config = _ingested(tmp_path / "data", _lines(talk))
        embed_chat(config.root, CHAT)
        [plan] = _shown(decisions_answer(config, CHAT))
        assert plan.text.startswith(start)
        assert sorted(plan.agreed_by) == agreed
    finally:
        assent.weights.cache_clear()


def test_a_persona_suggestion_nobody_takes_up_stays_no_decision(
    tmp_path: Path, shipped: None
) -> None:
    config = _ingested(tmp_path, _lines(IGNORED))
    embed_chat(config.root, CHAT)
    entries = decisions_answer(config, CHAT)
    assert _shown(entries) == []
    assert all(not e.agreed_by for e in entries)  # waiting for a person, if shown at all


def test_without_the_weights_the_rules_decide_alone_and_say_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "assent.json"
    broken.write_text('{"version": 1, "features": [', encoding="utf-8")  # cut short
    monkeypatch.setattr(assent, "PART", replace(assent.PART, path=broken))
    assent.weights.cache_clear()
    try:
        with caplog.at_level(logging.ERROR):
            config = _ingested(tmp_path / "data", _lines([(0, BACKED["ko"][0])]))
            embed_chat(config.root, CHAT)
            [decision] = _shown(decisions_answer(config, CHAT))
            # the rules' own reading (the backer's yes before the plan), nothing added
            assert sorted(decision.agreed_by) == ["다은", "유진", "태호"]
    finally:
        assent.weights.cache_clear()
    said = [r.getMessage() for r in caplog.records if r.name == assent.__name__]
    assert len(said) == 1  # once, not for every decision
    assert str(broken) in said[0] and "reinstall groupchat-memory" in said[0]
    assert assent.RETRAIN in said[0]
    # the command trains at the C and threshold the shipped file records
    words = assent.RETRAIN.split()
    recorded = json.loads(Path(assent.__file__).with_name("assent.json").read_text("utf-8"))
    assert float(words[words.index("--c") + 1]) == recorded["C"]
    assert float(words[words.index("--threshold") + 1]) == recorded["threshold"]


def test_weights_of_other_features_or_not_numbers_are_refused_with_what_is_wrong(
    tmp_path: Path,
) -> None:
    data = json.loads(assent.WEIGHTS.read_text("utf-8"))
    other = tmp_path / "assent.json"
    other.write_text(
        json.dumps({**data, "features": [*data["features"][:-1], "speaker's shoe size"]}),
        encoding="utf-8",
    )
    with pytest.raises(WeightsError, match="not the ones this version computes"):
        assent.load(other)
    other.write_text(json.dumps({**data, "intercept": "NaN"}), encoding="utf-8")
    with pytest.raises(WeightsError, match="not a number"):
        assent.load(other)
    other.write_text(json.dumps({k: v for k, v in data.items() if k != "coef"}), "utf-8")
    with pytest.raises(WeightsError, match="coef"):
        assent.load(other)


def test_the_shipped_weights_are_the_dev_chats_and_the_features_the_product_reads(
    shipped: None,
) -> None:
    found = assent.load(assent.WEIGHTS)
    assert found.features == assent.feature_names(384)  # multilingual-e5-small's width
    assert found.model == veto.MODEL == E5.name
    assert sorted(found.trained_on) == sorted(DEV)  # every dev chat, no judge chat
    assert not set(found.trained_on) & JUDGE
    assert 0.0 < found.threshold < 1.0
    read = assent.weights()
    assert read is not None and read.features == found.features


@pytest.mark.parametrize("read_first", [False, True])
def test_a_yes_the_reader_found_follows_its_member_renamed_and_leaves_with_them_forgotten(
    tmp_path: Path, shipped: None, read_first: bool
) -> None:
    """A member is their id: the yes the reader found, or has yet to read, is shown under
    the name they now go by (before: under the old name, beside the new one, and kept
    when the member was forgotten by id, since the old name was no longer theirs)."""
    talk, rules, backer = BACKED["ko"]
    lines = _lines([(0, talk), (1, [(backer, "오늘 비 많이 오네")])])
    renamed = json.loads(lines[-1])
    renamed["sender"] = f"{backer}🌷"  # the same member (same id) under a new display name
    lines[-1] = json.dumps(renamed, ensure_ascii=False)
    if read_first:  # the reader read the yes before the member took the new name
        config = _ingested(tmp_path, lines[:-1])
        embed_chat(config.root, CHAT)
        [found] = _shown(decisions_answer(config, CHAT))
        assert backer in found.agreed_by
        config = _ingested(tmp_path, lines)
    else:  # the line still waits for its vectors when the member takes the new name
        config = _ingested(tmp_path, lines)
    embed_chat(config.root, CHAT)
    [after] = _shown(decisions_answer(config, CHAT))
    assert sorted(after.agreed_by) == sorted([*rules, f"{backer}🌷"])
    anyio.run(
        lambda: forget_member(
            config.root, OfflineSummarizer(), CHAT, IDS[backer], tz=SEOUL,
            now=datetime(2026, 3, 6, 12, 0, tzinfo=SEOUL),
        )
    )  # fmt: skip
    [forgotten] = _shown(decisions_answer(config, CHAT))
    assert sorted(forgotten.agreed_by) == rules
    ledger.flush()
    saved = json.loads(config.root.understanding_path(CHAT).read_text("utf-8"))
    [decision] = saved["state"]["decisions"]
    assert not {backer, f"{backer}🌷"} & set(decision.get("heard_yes", {}))


# plans a week apart, each put and taken up: every one keeps the lines near it for the
# reader until their vectors are there
PLACES = ("화덕피자집", "곱창집", "한강공원", "보드게임카페", "노래방")
PLANS: list[tuple[float, list[Line]]] = [
    (
        7.0 * n,
        [
            ("유진", "이번 정기모임 장소 정해야 되는데"),
            ("다은", f"저는 {place} 찬성이요"),
            ("유진", f"그럼 이번 정기모임은 토요일 저녁 {n + 5}시에 {place}으로 하자"),
            ("태호", "ㅇㅋ"),
        ],
    )
    for n, place in enumerate(PLACES)
]


def _waiting(config: Config) -> list[str]:
    """The saved state's decisions whose lines still wait for the reader (their texts)."""
    ledger.flush()
    saved = json.loads(config.root.understanding_path(CHAT).read_text("utf-8"))
    return [d["text"] for d in saved["state"]["decisions"] if d.get("heard")]


@pytest.mark.parametrize("how", ["another model", "not embedded yet"])
def test_only_the_newest_decisions_wait_for_vectors_the_file_lacks(
    tmp_path: Path,
    shipped: None,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    how: str,
) -> None:
    """A vector file that lacks the lines' vectors (another model's, or an import the
    background embedding has not reached) holds the decisions' lines no longer than a
    chat without one: the newest ``WAITING`` wait, the older ones' are let go, so a look
    reads that many whatever the history holds (before: every decision of the history at
    each new message, for good with another model's file)."""
    monkeypatch.setattr(assent, "WAITING", 2)
    lines = _lines(PLANS)
    if how == "another model":
        config = _ingested(tmp_path, lines)
        with RecallIndex(config.root, CHAT) as index:
            index.catch_up()
            near = SemanticRecall(config.root, CHAT, Topics())
            near.catch_up(index, limit=None)
            near.close()
    else:
        config = _ingested(tmp_path, lines[:1])
        embed_chat(config.root, CHAT)  # the first line alone: the rest came after
        config = _ingested(tmp_path, lines)
    caplog.set_level(logging.DEBUG, logger=ledger.__name__)
    decisions_answer(config, CHAT)
    ledger.flush()
    saved = json.loads(config.root.understanding_path(CHAT).read_text("utf-8"))
    made = [d["text"] for d in saved["state"]["decisions"]]
    assert len(made) == len(PLACES)
    assert _waiting(config) == made[-2:]
    caplog.clear()
    config = _ingested(tmp_path, _lines([*PLANS, (40, [("다은", "오늘 비 많이 오네")])]))
    decisions_answer(config, CHAT)
    looked = [
        r.getMessage() for r in caplog.records if r.getMessage().startswith("the assent reader")
    ]
    assert looked == ["the assent reader reads 2 decision(s)"]
    if how == "not embedded yet":  # embedded since: the newest two are read, let go
        embed_chat(config.root, CHAT)
        decisions_answer(config, CHAT)
        assert _waiting(config) == []


def test_messages_read_one_at_a_time_leave_the_lines_a_look_at_every_decision_leaves(
    tmp_path: Path, shipped: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A message read on its own looks for lines waiting on the decisions the rules took
    hold of while reading it and on those that waited before, not on every decision of a
    long history: after each message the lines waiting are the newest ``WAITING``
    decisions' (a new plan's among them), as a look at every decision leaves them."""
    monkeypatch.setattr(assent, "WAITING", 2)
    root = DataRoot(tmp_path)
    for seq, row in enumerate(map(json.loads, _lines(PLANS)), 1):
        said = MessageRecord(
            sender=row["sender"], text=row["text"], chat_id=CHAT, seq=seq,
            timestamp=row["timestamp"], sender_id=row["sender_id"], message_id=seq,
        )  # fmt: skip
        with MessageLog(root.log_dir(CHAT), SEOUL) as log:
            log.append([said])
        ledger.understood(root, CHAT)
        # as the chat's state stands in memory (a write would make the next look whole)
        decisions = ledger._STATES.held(root.understanding_path(CHAT)).state.decisions
        waiting = [d.text for d in decisions if d.heard]
        assert waiting == [d.text for d in decisions][-2:], said.text
    assert len(ledger._STATES.held(root.understanding_path(CHAT)).state.decisions) == len(PLACES)
