"""To-dos closed long ago are settled: the state keeps them apart from the open ones, with
only what is shown of them, and ``/할일``, ``todos --json``, a persona's context, a renamed
member and forgetting a member read them as before. Through the real path: a chat
ingested by the real actor system, the answers as the chat commands give them."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import anyio

from bench.bench_understanding import DEFAULT_DIRS, DEV, HELD_OUT_DIR, find_sets, records
from groupchat_memory.bot.config.file import Config
from groupchat_memory.bot.views.answers import decisions_answer, text_answer, todos_answer
from groupchat_memory.domain import queries
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.domain.understanding.forgetting import settle
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.llm.offline import OfflineSummarizer
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.records import MessageRecord
from groupchat_memory.upkeep.forget import forget_member
from tests.domain.understanding.test_ledger import (
    CHANGED_TWICE,
    CHAT,
    IDS,
    SEOUL,
    START,
    Line,
    _ingested,
    _lines,
)
from tests.domain.understanding.test_ledger_kept import _cli_todos

# more than the tracker's recent talk: what was said before it is out of its reach
CHATTER: list[Line] = [(("유진", "태호")[n % 2], f"오늘 날씨 얘기 {n}") for n in range(45)]


def _talk(renamed: bool = False) -> list[str]:
    lines = _lines(
        [
            (
                0,
                [
                    ("다은", "장소 대관 문의는 내가 3월 10일까지 해볼게"),
                    ("유진", "고마워"),
                    ("태호", "발표 자료는 내가 금요일까지 만들게"),
                ],
            ),
            (1, [("유진", "케이크는 내가 내일 주문할게")]),
            (
                2,
                [
                    ("다은", "대관 문의해서 예약까지 끝냈어!", {"reply": 1}),
                    ("유진", "케이크 주문했어!"),
                ],
            ),
            (3, CHATTER),
        ]
    )
    if renamed:  # 유진 (the same id) now goes by another name
        last = json.loads(lines[-1])
        last["sender"] = "유진🎂"
        lines[-1] = json.dumps(last, ensure_ascii=False)
    return lines


def _state(config: Config) -> dict[str, list[dict[str, object]]]:
    ledger.flush()
    saved: dict[str, dict[str, list[dict[str, object]]]]
    saved = json.loads(config.root.understanding_path(CHAT).read_bytes())
    return saved["state"]


EXPECTED = [
    ("유진: 케이크는 내가 내일 주문할게", "done"),
    ("태호: 발표 자료는 내가 금요일까지 만들게", "open"),
    ("다은: 장소 대관 문의는 내가 3월 10일까지 해볼게", "done"),
]


def test_tasks_closed_long_ago_are_kept_apart_and_listed_as_before(tmp_path: Path) -> None:
    config = _ingested(tmp_path, _talk())
    assert [(t.text, t.status) for t in todos_answer(config, CHAT)] == EXPECTED
    state = _state(config)
    # the open task is all a new message is compared with; the closed ones keep what
    # is shown of them, not what only an open one is read by
    assert [t["text"] for t in state["todos"]] == [EXPECTED[1][0]]
    assert [(t["text"], t["status"]) for t in state["closed"]] == EXPECTED[::2][::-1]
    assert not any(t.get("terms") or t.get("at") or t.get("message_ids") for t in state["closed"])
    [cake] = [t for t in todos_answer(config, CHAT) if "케이크" in t.text]
    assert cake.owner == "유진" and cake.closed_by and cake.date == "2026-03-03"
    answer = text_answer(config, CHAT, "todos", "")
    assert "발표 자료" in answer and answer.splitlines()[-1] == "완료 2개 · 취소 0개"
    # another process reads the file alone and lists the same
    assert _cli_todos(tmp_path) == [text for text, _ in EXPECTED]
    # a persona asked whether it is done still finds the closed task with its report
    context = queries.context(config.root, CHAT, "유진이 케이크 주문은 했어?", 2000)
    plan = context.context.split("\n\n", 1)[0]
    assert "- 할 일 [완료] 유진" in plan and "케이크 주문했어!" in plan


def test_a_settled_task_follows_its_owner_renamed_and_leaves_with_them(tmp_path: Path) -> None:
    config = _ingested(tmp_path, _talk(renamed=True))
    owners = [(t.owner, t.status) for t in todos_answer(config, CHAT)]
    assert owners == [("유진🎂", "done"), ("태호", "open"), ("다은", "done")]
    anyio.run(
        lambda: forget_member(
            config.root, OfflineSummarizer(), CHAT, IDS["다은"], tz=SEOUL,
            now=datetime(2026, 3, 6, 12, 0, tzinfo=SEOUL),
        )
    )  # fmt: skip
    assert [t.text for t in todos_answer(config, CHAT)] == [EXPECTED[0][0], EXPECTED[1][0]]
    assert [t["text"] for t in _state(config)["closed"]] == [EXPECTED[0][0]]


def _decisions(config: Config) -> list[tuple[str, str, str | None, list[str]]]:
    return [
        (e.text, e.status, e.superseded_by.text if e.superseded_by else None, e.agreed_by)
        for e in decisions_answer(config, CHAT)
    ]


def test_plans_replaced_long_ago_chain_and_show_as_before_without_their_words(
    tmp_path: Path,
) -> None:
    fresh = _ingested(tmp_path / "fresh", _lines(CHANGED_TWICE))
    shown = _decisions(fresh)
    assert [status for _, status, _, _ in shown] == ["current", "superseded", "superseded"]
    config = _ingested(tmp_path / "later", _lines([*CHANGED_TWICE, (7, CHATTER)]))
    assert _decisions(config) == shown
    state = _state(config)  # written: what only a standing plan is matched by is let go
    replaced = [d for d in state["decisions"] if d.get("status") == "superseded"]
    assert len(replaced) == 2
    assert not any(d.get("terms") or d.get("values") or d.get("context") for d in replaced)
    assert _decisions(config) == shown
    context = queries.context(config.root, CHAT, "동창회 결국 언제로 정해졌지?", 2000)
    plan = context.context.split("\n\n", 1)[0].splitlines()
    assert plan[1].startswith("- 현재 결정 (") and "1시로 미루는" in plan[2]
    assert sum(line.startswith("  ← 이전 결정") for line in plan) == 2


def test_the_plan_section_follows_a_task_closed_between_two_questions(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines([(0, [("유진", "케이크는 내가 내일 주문할게"), ("태호", "고마워"), *CHATTER])]),
    )
    asked = "유진이 케이크 주문은 했어?"
    before = queries.context(config.root, CHAT, asked, 2000).context.split("\n\n", 1)[0]
    assert "- 할 일 [진행 중] 유진" in before
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        last = log.tail(1)[-1]
        said = MessageRecord(
            sender="유진", text="케이크 주문했어!", chat_id=CHAT, seq=last.seq + 1,
            timestamp=(START + timedelta(days=1)).isoformat(), sender_id=IDS["유진"],
            message_id=(last.message_id or 0) + 1,
        )  # fmt: skip
        log.append([said])
    after = queries.context(config.root, CHAT, asked, 2000).context.split("\n\n", 1)[0]
    assert "- 할 일 [완료] 유진" in after


def test_no_settled_to_do_holds_a_line_of_the_recent_talk_in_dev_chats() -> None:
    """What lets a persona's post skip the settled to-dos when it asks whether its short
    word made a task already (``tracker._kept_its_word`` reads only the open ones, so
    their growing number costs it nothing): ``settle`` moves only to-dos whose every line
    is older than the recent talk, and no later message brings an older line back. Each
    dev chat of two writers whose personas post work they were asked for (``DEV``) fed
    line by line, settled after each line, as a long history is."""
    names = ["ko11", "en11", "ko12", "en12"]
    assert set(names) <= set(DEV)
    sets = find_sets([*DEFAULT_DIRS, HELD_OUT_DIR], names)
    assert sorted(s.name for s in sets) == sorted(names)
    settled = 0
    for chat in sets:
        tracker = Tracker()
        state = tracker.state
        for record in records(chat):
            tracker.feed(record)
            settled += settle(state)
            oldest = state.recent[0].seq
            held = [
                (chat.name, t.text)
                for t in state.closed
                if any(seq >= oldest for seq in (*t.evidence, *t.closed_by))
            ]
            assert held == []
    assert settled > 40  # the rule was tried on many settled to-dos, not on none
