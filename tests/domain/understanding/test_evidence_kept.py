"""A promise said again and again stays one task whose evidence is bounded: its first
messages and its latest, what ``/할일`` links and the plan section quotes; ``/할일`` looks
up links only for the open to-dos it shows."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from groupchat_memory.bot.views import formatting as fmt
from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.domain.understanding.state import EVIDENCE_FIRST, EVIDENCE_LATEST
from groupchat_memory.store.log import MessageLog
from tests.domain.understanding.test_ledger import CHAT, SEOUL, Line, _ingested, _lines

PROMISE = "I'll print the name badges by Thursday"


def test_a_task_promised_again_200_times_keeps_its_first_and_latest_messages(
    tmp_path: Path,
) -> None:
    talk: list[tuple[float, list[Line]]] = [
        (n / 4, [("Sam", PROMISE), ("Leo", f"ok, noted {n}")]) for n in range(200)
    ]
    config = _ingested(tmp_path, _lines(talk))
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        said = [r.seq for r in log.tail(400) if r.sender == "Sam"]
    [badges] = todos_answer(config, CHAT)
    assert badges.status == "open" and badges.owner == "Sam"
    assert len(badges.evidence) == EVIDENCE_FIRST + EVIDENCE_LATEST
    assert badges.evidence == [*said[:EVIDENCE_FIRST], *said[-EVIDENCE_LATEST:]]
    assert badges.message_id == 1  # /할일 still links the first promise


def test_todos_links_only_the_open_ones_and_shows_the_same(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines(
            [
                (0, [("Sam", "I'll print the name badges on Thursday"), ("Leo", "thanks")]),
                (1, [("Priya", "I'll book the venue by Friday"), ("Leo", "great")]),
                (2, [("Sam", "printed the name badges, all done"), ("Leo", "nice")]),
            ]
        ),
    )
    every = todos_answer(config, CHAT)
    shown = todos_answer(config, CHAT, open_links=True)
    assert [(t.status, t.text) for t in shown] == [(t.status, t.text) for t in every]
    assert {t.status for t in every} == {"open", "done"}
    assert all(t.link for t in every)  # the JSON and MCP answers link every to-do
    assert [bool(t.link) for t in shown] == [t.status == "open" for t in shown]
    today = date(2026, 3, 10)
    assert fmt.todos_text(shown, today) == fmt.todos_text(every, today)


def test_a_task_promised_again_keeps_its_first_and_latest_message_ids(tmp_path: Path) -> None:
    """The Telegram ids a reply finds a task by are kept as its evidence is: its first
    promises and its latest, not one per time it is said again; a reply to the first
    promise, days on, still closes it."""
    promise = "still on it, I'll fix the projector cable by Friday"
    talk: list[tuple[float, list[Line]]] = [
        (0, [("Sam", "I'll fix the projector cable by Friday"), ("Leo", "cool")])
    ]
    for n in range(40):
        again: Line = ("Sam", f"{promise} ({n})", {"reply": 1})
        talk.append((1 + n / 10, [again]))
    config = _ingested(tmp_path, _lines([*talk, (9, [("Sam", "all fixed", {"reply": 1})])]))
    [cable] = todos_answer(config, CHAT)
    assert (cable.owner, cable.status) == ("Sam", "done")
    ledger.flush()
    [saved] = json.loads(config.root.understanding_path(CHAT).read_bytes())["state"]["todos"]
    ids = saved["message_ids"]
    assert len(ids) == EVIDENCE_FIRST + EVIDENCE_LATEST
    assert ids[:2] == [1, 3] and ids[-1] == 42  # the first promise, the latest
