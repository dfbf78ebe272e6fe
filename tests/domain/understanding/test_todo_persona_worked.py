"""A persona asked to work something out answers first with a word that it is on it and
posts the result next: the word took the task on, the post does it. Through the real path
(``test_ledger``'s ingest by the real actor system, then ``/할일``). The chats are written
for these tests."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import anyio

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.upkeep.forget import forget_member
from tests.domain.understanding.test_ledger import CHAT, IDS, SEOUL, Line, _ingested, _lines

WORKED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Sam", "cabin's paid, food receipts are all in the folder"),
            ("Priya", "@Codex 12 of us, the cabin was $840 for two nights and food $312. split?"),
            ("Codex", "Crunching the numbers."),
            ("Codex", "Cabin: $840 / 12 = $70 each.\nFood: $312 / 12 = $26.\nTotal: $96 each."),
            ("Leo", "nice, paying now"),
        ],
    ),
    (
        1,
        [
            ("유진", "@Codex 다음 주 발표 순서 좀 짜줘. 태호 다은 유진 세 명, 각자 10분씩"),
            ("Codex", "잠시만, 짜는 중."),
            ("Codex", "발표 순서\n1. 태호 19:00\n2. 다은 19:10\n3. 유진 19:20"),
            ("태호", "땡큐"),
        ],
    ),
]  # fmt: skip

# a short answer that gives the answer itself, then an offer of more: no task taken
ANSWERED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Leo", "@Codex which app is easiest for a shared grocery list?"),
            ("Codex", "Any shared notes app, with the link pinned in this group."),
            ("Codex", "If it helps, I could also set up a weekly reminder for whoever shops."),
            ("Leo", "no need, thanks"),
        ],
    ),
]  # fmt: skip


def test_a_personas_word_that_it_is_on_it_is_its_task_done_by_the_post(tmp_path: Path) -> None:
    config = _ingested(tmp_path, _lines(WORKED))
    tasks = sorted((t.owner, t.status, t.text.split(" (")[0]) for t in todos_answer(config, CHAT))
    assert tasks == [
        ("Codex", "done", "Codex: Crunching the numbers."),
        ("Codex", "done", "Codex: 잠시만, 짜는 중."),
    ]


def test_an_answer_given_at_once_and_an_offer_after_it_take_nothing_on(tmp_path: Path) -> None:
    config = _ingested(tmp_path, _lines(ANSWERED))
    assert todos_answer(config, CHAT) == []


ASKED = "12 of us, the cabin was $840"  # Priya's request, quoted by the persona's task


def _forgotten(tmp_path: Path, message_id: int | None) -> list[str]:
    """``WORKED`` ingested, then Priya forgotten (whole, or only her message
    ``message_id``) as ``/forget`` does it: the texts ``/할일`` shows then."""
    config = _ingested(tmp_path, _lines(WORKED))
    assert any(ASKED in t.text for t in todos_answer(config, CHAT))
    anyio.run(
        lambda: forget_member(
            config.root, OfflineSummarizer(), CHAT, IDS["Priya"], tz=SEOUL,
            now=datetime(2026, 3, 6, 12, 0, tzinfo=SEOUL), message_id=message_id,
        )
    )  # fmt: skip
    state = config.root.understanding_path(CHAT).read_text(encoding="utf-8")
    assert ASKED not in state
    return [t.text for t in todos_answer(config, CHAT)]


def test_the_request_quoted_in_a_personas_task_leaves_with_the_member_who_asked(
    tmp_path: Path,
) -> None:
    other = "Codex: 잠시만, 짜는 중. (유진: @Codex 다음 주 발표 순서 좀 짜줘. 태호 다은 유진 세 명"
    assert _forgotten(tmp_path / "whole", None) == [other + ", 각자 10분씩)"]
    assert _forgotten(tmp_path / "one", 2) == [other + ", 각자 10분씩)"]  # her message alone


# Leo's request quotes what Priya wrote, in reply to her message: a copy of her words
QUOTED: list[tuple[float, list[Line]]] = [
    (
        0,
        [
            ("Priya", "the cabin came to $840 for both nights, groceries $312"),
            ("Leo", '@Codex "the cabin came to $840 for both nights, groceries $312", split?',
             {"reply": 1}),
            ("Codex", "Crunching the numbers."),
            ("Codex", "Cabin: $840 / 12 = $70 each.\nFood: $312 / 12 = $26.\nTotal: $96 each."),
        ],
    ),
]  # fmt: skip


def test_a_request_quoting_a_forgotten_member_is_shown_redacted_in_the_personas_task(
    tmp_path: Path,
) -> None:
    config = _ingested(tmp_path, _lines(QUOTED))
    quoted = "cabin came to $840"
    [task] = [t.text for t in todos_answer(config, CHAT)]
    assert task.startswith("Codex: Crunching the numbers. (Leo: ") and quoted in task
    anyio.run(
        lambda: forget_member(
            config.root, OfflineSummarizer(), CHAT, IDS["Priya"], tz=SEOUL,
            now=datetime(2026, 3, 6, 12, 0, tzinfo=SEOUL),
        )
    )  # fmt: skip
    [task] = [t.text for t in todos_answer(config, CHAT)]
    assert task.startswith("Codex: Crunching the numbers. (Leo: @Codex ") and quoted not in task
    assert quoted not in config.root.understanding_path(CHAT).read_text(encoding="utf-8")
