"""The understanding bench scores as its set's README says: one to one, the most labels
found, look-alikes and closings counted apart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.bench_understanding import (
    Extracted,
    Item,
    Score,
    by_pieces,
    load_set,
    score,
    score_topics,
)


def _set(tmp_path: Path) -> Path:
    lines = [
        {"sender": "A", "text": f"line {i}", "timestamp": f"2025-06-01T10:{i:02d}:00+00:00",
         "message_id": i, "sender_id": 1, "is_bot": False}
        for i in range(1, 11)
    ]  # fmt: skip
    (tmp_path / "chat.jsonl").write_text("\n".join(json.dumps(m) for m in lines))
    decisions = [
        {"id": "d1", "text": "x", "stated": [1, 2], "agreed_by": ["A"], "objected_by": [],
         "status": "superseded", "superseded_by": "d2", "changed_at": [3]},
        {"id": "d2", "text": "y", "stated": [2, 3], "agreed_by": ["A"], "objected_by": [],
         "status": "current", "superseded_by": None, "changed_at": []},
    ]  # fmt: skip
    todos = [
        {"id": "t1", "owner": "A", "task": "z", "taken": [5], "due": "", "status": "done",
         "closed_by": [7], "handed_to": "B"},
    ]  # fmt: skip
    files = {
        "decisions.json": decisions,
        "non_decisions.json": [{"message_ids": [8], "why": "joke"}],
        "todos.json": todos,
        "non_todos.json": [{"message_ids": [9], "why": "banter promise"}],
        "questions.json": [],
    }
    for name, data in files.items():
        (tmp_path / name).write_text(json.dumps(data))
    return tmp_path


def test_the_matching_finds_the_most_labels_and_counts_the_rest_apart(tmp_path: Path) -> None:
    chat = load_set(_set(tmp_path))
    # the first item cites messages of both labels: it must take d1 so the second finds d2
    found = score(
        chat,
        Extracted(
            decisions=[
                Item("both", [2, 1], status="superseded", successor=1, agreed_by=["A"]),
                Item("second", [3], agreed_by=["A"]),
                Item("again", [3]),
                Item("joke", [8]),
            ],
            todos=[Item("task", [5], status="done", owner="A"), Item("sent", [7]), Item("b", [9])],
        ),
    )
    assert found.figures["decisions found"] == "2/2"
    assert found.figures["  status+successor right"] == "2/2"
    assert found.figures["d duplicates"] == "1"
    assert found.figures["d trap hits"] == "1"
    assert found.figures["decisions precision"] == "2/4"
    assert found.figures["non-decisions extracted"] == "1/1"
    assert found.figures["to-dos found"] == "1/1"
    assert found.figures["  owner right"] == "0/1"  # handed to B: A is the stale owner
    assert found.figures["  handed-over shown stale"] == "1"
    assert found.figures["t closings as to-dos"] == "1"
    assert found.figures["t trap hits"] == "1"
    assert found.figures["look-alikes extracted"] == "2/2"


def test_a_chat_is_read_in_its_own_time_zone(tmp_path: Path) -> None:
    """An evening promise in a chat written at -05:00 is due the next day there, not the day
    after (it is already the next morning in the default Seoul)."""
    from bench.bench_understanding import chat_zone, run_product

    folder = _set(tmp_path)
    lines = [
        {"sender": "A", "text": "I'll send the flyer tomorrow", "message_id": 1,
         "timestamp": "2025-06-02T19:30:00-05:00", "sender_id": 1, "is_bot": False},
        {"sender": "B", "text": "thanks", "message_id": 2,
         "timestamp": "2025-06-02T19:31:00-05:00", "sender_id": 2, "is_bot": False},
    ]  # fmt: skip
    (folder / "chat.jsonl").write_text("\n".join(json.dumps(m) for m in lines))
    chat = load_set(folder)
    assert str(chat_zone(chat)) == "Etc/GMT+5"
    [todo] = run_product(chat, recall=False).todos
    assert todo.day == "2025-06-02" and todo.due == "2025-06-03"


def test_the_tokens_a_budgets_contexts_used_stand_beside_its_recall(tmp_path: Path) -> None:
    """Recall is reported with what it cost: the mean and 90th centile of the tokens each
    budget's contexts used, in the row after that budget's recall rows."""
    from bench.bench_understanding import PRODUCT, _rows

    chat = load_set(_set(tmp_path))
    spent = [1200, 3990, 2000, 4000, 1800, 2500, 3000, 3500, 1000, 2100]
    found = score(
        chat,
        Extracted(
            decisions=[], todos=[], recall={"2k": 0.5, "2k changed": 1.0, "4k": 0.75},
            tokens={"2k": [t // 2 for t in spent], "4k": spent},
        ),
    )  # fmt: skip
    assert found.figures["tokens 4k"] == "2509 (p90 4000)"
    assert found.figures["tokens 2k"] == "1254 (p90 2000)"
    rows = _rows({PRODUCT: found})
    assert rows[-5:] == ["recall 2k", "recall 2k changed", "tokens 2k", "recall 4k", "tokens 4k"]


def test_the_judge_sets_run_only_when_named_and_never_list_their_misses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run while working (no ``--sets``) must not read the chats that judge the work."""
    from bench.bench_understanding import JUDGE, find_sets, main

    judge = sorted(JUDGE)[0]
    for name in ("ko8", judge):
        (tmp_path / name).mkdir()
        _set(tmp_path / name)
    assert [s.name for s in find_sets([tmp_path], [])] == ["ko8"]
    assert judge in capsys.readouterr().out  # said, with how to run it
    assert [s.name for s in find_sets([tmp_path], [judge])] == [judge]
    for listing in ("--misses", "--losses"):
        argv = ["bench_understanding", "--dir", str(tmp_path), "--sets", judge, listing]
        monkeypatch.setattr("sys.argv", argv)
        with pytest.raises(SystemExit, match="never listed"):
            main()


def test_the_losses_say_which_labels_are_missed_and_whose_agreement_is_wrong(
    tmp_path: Path,
) -> None:
    folder = _set(tmp_path)
    lines = [json.loads(line) for line in (folder / "chat.jsonl").read_text().splitlines()]
    lines[5]["is_bot"] = True  # line 6 is a persona's
    (folder / "chat.jsonl").write_text("\n".join(json.dumps(m) for m in lines))
    decisions = json.loads((folder / "decisions.json").read_text())
    decisions[0]["agreed_by"] = ["A", "B", "C"]
    decisions[0]["objected_by"] = ["C"]
    decisions.append(
        {"id": "d3", "text": "z", "stated": [4, 10], "agreed_by": ["A"], "objected_by": [],
         "status": "current", "superseded_by": None, "changed_at": []}
    )  # fmt: skip
    (folder / "decisions.json").write_text(json.dumps(decisions))
    found = score(
        load_set(folder),
        Extracted(
            decisions=[
                # d1 found with B missing and D extra; C's objection missing
                Item("first", [1], agreed_by=["A", "D"]),
                Item("second", [3], agreed_by=["A"]),
                Item("persona's", [6]),  # no decision, a persona's line
                Item("joke", [8]),
            ],
            todos=[],
        ),
    )
    lost = {k[5:]: v for k, v in found.numbers.items() if k.startswith("loss ")}
    assert lost["not found"] == 1  # d3: nothing cites 4 or 10
    assert lost["not found: cited by another item"] == 0
    assert (lost["not a decision"], lost["not a decision: a persona's"]) == (2, 1)
    assert lost["agreed_by wrong: both"] == 1
    assert (lost["agreed_by members missing"], lost["agreed_by members extra"]) == (2, 1)
    assert lost["objected_by wrong: missing only"] == 1
    assert lost["objected_by members missing"] == 1
    assert lost["agreed_by wrong: missing only"] == lost["objected_by wrong: extra only"] == 0


@pytest.mark.parametrize(
    ("name", "named"),
    [
        ("생일케이크", True),  # 생일 + 케이크: its head, the cake, is labelled a subject
        ("야구장갑", False),  # 야구 + 장갑: the gloves are labelled no subject
        ("생일", None),  # a piece alone the labels lack
        ("trophy_case", True),  # an English tag: its words, the last labelled one
    ],
)
def test_a_name_the_labels_lack_is_read_by_its_labelled_pieces(
    name: str, named: bool | None
) -> None:
    """The labels were written over the analyzer's nouns, so a compound the product names
    whole is judged by the last of its pieces that is labelled."""
    subjects = frozenset({"케이크", "trophy"})
    others = frozenset({"장갑"})
    assert by_pieces(name, subjects, others) is named


def test_topic_names_are_scored_beside_how_many_the_labels_judge(tmp_path: Path) -> None:
    """A name the labels lack counts as no subject in the headline; beside it, how many
    names the labels judge at all (whole or by a labelled piece) and how many of those
    name a subject, so a name said once (never labelled) is not read as a wrong name."""
    chat = load_set(_set(tmp_path))
    labels = (frozenset({"케이크", "trophy"}), frozenset({"장갑", "점심"}))
    topics = ["trophy", "생일케이크", "점심", "야구장갑", "무지개", "trophy"]
    found = Score()
    score_topics(chat, topics, found, labels)
    assert found.figures["/목차 names subjects"] == "1/5"  # trophy alone is labelled whole
    assert found.figures["  distinct names / rows"] == "5/6"  # trophy names two rows
    assert found.figures["  rows named by one"] == "2/6"
    assert found.figures["  names unlabelled"] == "3/5"
    assert found.figures["  names, compounds by pieces"] == "2/5"  # 생일케이크 by 케이크
    assert found.figures["  names judged (coverage)"] == "4/5"  # 무지개: no piece labelled
    assert found.figures["  judged names subjects"] == "2/4"
    assert "/목차 name, no subject: 점심" in found.misses
