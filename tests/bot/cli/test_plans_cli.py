"""Plans that change and who does what, end to end: ingest through the actors, then the
``decisions``, ``todos`` and ``context`` commands read what the summaries made of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.domain.current_plan import PLAN_HEADER
from tests.bot.cli.plans import cli_json, ingested, open_items

CHAT = -1001234567890
FIRST_PLAN = "민준: 회식은 금요일 7시 강남에서 하기로 했어요"
NEW_PLAN = "서연: 회식 토요일 6시 홍대로 변경하기로 했어요"
SLIDES = "민준: 발표 자료는 금요일까지 제가 준비할게요"
BOOKING = "서연: 회식 예약은 제가 할게요"


def _rows() -> list[dict[str, object]]:
    lines: list[tuple[str, str]] = [
        ("민준", FIRST_PLAN.split(": ", 1)[1]),
        ("서연", "좋아요"),
        ("민준", SLIDES.split(": ", 1)[1]),
        ("서연", BOOKING.split(": ", 1)[1]),
    ]
    lines += [("지호", f"잡담 {n}") for n in range(46)]  # the first window ends at 50
    lines += [
        ("서연", NEW_PLAN.split(": ", 1)[1]),
        ("민준", "동의해요"),
        ("민준", "발표 자료 다 했어요"),
    ]
    lines += [("지호", f"잡담 {n}") for n in range(46, 93)]  # the second window ends at 100
    lines += [("서연", "그런데 내가 뭐 하기로 했지?")]
    return [
        {
            "sender": sender,
            "text": text,
            "timestamp": f"2026-05-0{1 + i // 50}T{10 + (i % 50) // 60:02d}:{i % 50:02d}:00+09:00",
            "message_id": 400 + i,
            "sender_id": {"민준": 1, "서연": 2, "지호": 3}[sender],
        }
        for i, (sender, text) in enumerate(lines)
    ]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return ingested(tmp_path, CHAT, _rows())


def test_the_changed_plan_is_current_and_the_old_one_superseded_with_both_evidence(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answer = cli_json(capsys, "--data-dir", str(data), "decisions", "--chat", str(CHAT), "--json")
    items = answer["decisions"]
    assert isinstance(items, list)
    by_text = {item["text"]: item for item in items}
    assert by_text[NEW_PLAN]["status"] == "current"
    old = by_text[FIRST_PLAN]
    assert old["status"] == "superseded" and old["evidence"][0] == 1
    assert old["superseded_by"]["text"] == NEW_PLAN
    assert old["superseded_by"]["link"] == "https://t.me/c/1234567890/450"
    assert [item["text"] for item in items][:2] == [NEW_PLAN, FIRST_PLAN]
    capsys.readouterr()
    assert main(["--data-dir", str(data), "decisions", "--chat", str(CHAT)]) == 0
    text = capsys.readouterr().out
    assert f"1. 2026-05-02 · {NEW_PLAN}" in text
    assert f"   ↳ (변경됨 → 2026-05-02) 2026-05-01 · {FIRST_PLAN}" in text


def test_todos_show_owner_due_and_the_later_message_that_said_it_was_done(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answer = cli_json(capsys, "--data-dir", str(data), "todos", "--chat", str(CHAT), "--json")
    todos = {item["text"]: item for item in answer["todos"]}  # type: ignore[attr-defined]
    slides, booking = todos[SLIDES], todos[BOOKING]
    # "금요일까지" said on Friday May 1: that day, with its month
    assert (slides["owner"], slides["due"], slides["status"]) == ("민준", "2026-05-01", "done")
    assert slides["evidence"] == [3] and slides["closed_by"] == [53]
    assert (booking["owner"], booking["status"], booking["closed_by"]) == ("서연", "open", [])
    capsys.readouterr()
    assert main(["--data-dir", str(data), "todos", "--chat", str(CHAT)]) == 0
    text = capsys.readouterr().out
    assert "📌 열린 할 일 1개" in text and "👤 서연 (1)" in text
    assert f"- {BOOKING} (" in text and "https://t.me/c/1234567890/403" in text
    assert SLIDES not in text and "완료 1개" in text


def test_a_bot_asked_what_i_was_to_do_gets_my_open_items_and_the_changed_plan(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--data-dir", str(data), "context", "--chat", str(CHAT), "--json"]
    answer = cli_json(capsys, *argv, "내가 뭐 하기로 했지?")
    context = answer["context"]
    assert isinstance(context, str)
    lines = context.split("\n\n", 1)[0].splitlines()
    assert lines[:3] == [PLAN_HEADER, "- 현재 결정 (2026-05-02, 동의: 서연, 민준)", f"  {NEW_PLAN}"]
    assert lines[lines.index(f"  {FIRST_PLAN}") - 1].startswith("  ← 이전 결정 (2026-05-01")
    assert open_items(lines, "서연") == [BOOKING.removeprefix("서연: ")]
