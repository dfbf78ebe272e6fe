"""``import telegram-export`` of a forum: each message lands in the topic it was said in.

Telegram Desktop's ``result.json`` names no topic on a message; a plain topic message
replies to the topic's creation and a reply inside a topic replies to one of its
messages. The import reads the topic from that chain, as the live path reads
``message_thread_id``, so that a topic's history and search see that topic alone and the
topic's name is known to ``/목차`` and the reply contexts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from groupchat_memory.bot.cli.main import main
from groupchat_memory.bot.config.file import load_config
from groupchat_memory.domain import queries
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot

CHAT = -1007000001  # "private_supergroup" id 7000001 as the Bot API sees it
TRIP = 2  # the forum topic made by message 2
BUDGET = 5  # a second topic


@pytest.fixture(autouse=True)
def no_config_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("GROUPCHAT_MEMORY_CONFIG", "GROUPCHAT_MEMORY_DATA_DIR", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def _message(ident: int, sender: str, text: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": ident, "type": "message", "date": f"2026-05-0{1 + ident // 10}T10:{ident:02d}:00",
        "date_unixtime": str(1777600000 + ident * 60), "from": sender,
        "from_id": f"user{1000 + len(sender)}", "text": text, **extra,
    }  # fmt: skip


def _service(ident: int, action: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": ident, "type": "service", "date": f"2026-05-01T10:{ident:02d}:00",
        "date_unixtime": str(1777600000 + ident * 60), "actor": "유진",
        "actor_id": "user1002", "action": action, "text": "", **extra,
    }  # fmt: skip


def _export(tmp_path: Path, messages: list[dict[str, Any]]) -> Path:
    path = tmp_path / "result.json"
    export = {"name": "동아리", "type": "private_supergroup", "id": 7000001, "messages": messages}
    path.write_text(json.dumps(export, ensure_ascii=False), "utf-8")
    return path


def _import(data: Path, source: Path) -> int:
    return main(
        ["--data-dir", str(data), "import", "telegram-export", str(source), "--no-personas"]
    )


def _placed(data: Path) -> dict[int | None, tuple[int | None, int | None]]:
    """Each recorded message's (thread_id, reply_to), by message id."""
    config = load_config(None, data_dir_override=data, environ={})
    with MessageLog(DataRoot(data).log_dir(CHAT), config.memory.tz) as log:
        return {r.message_id: (r.thread_id, r.reply_to) for r in log.scan()}


def test_a_forum_export_puts_each_message_in_its_topic_and_names_the_topics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    source = _export(
        tmp_path,
        [
            _message(1, "태호", "다들 안녕 이번 학기도 잘 부탁해"),
            _service(TRIP, "topic_created", title="MT 숙소\n준비"),
            _message(3, "유진", "가평 펜션 어때? 숙소 후보", reply_to_message_id=TRIP),
            _message(4, "다은", "가평 숙소 좋아요", reply_to_message_id=3),
            _service(BUDGET, "topic_created", title="회비"),
            _message(6, "태호", "회비는 2만원으로 하자", reply_to_message_id=BUDGET),
            _message(7, "유진", "숙소 말고 회비 얘기: 좋아", reply_to_message_id=6),
            _message(8, "다은", "일반방 공지: 숙소 투표는 내일", reply_to_message_id=1),
            _service(9, "topic_edit", new_title="회비 정산"),
        ],
    )
    assert _import(data, source) == 0
    assert f"chat {CHAT} (동아리): recorded 9 messages, skipped 0" in capsys.readouterr().out
    # the plain topic message replies to no one; a reply inside the topic keeps its reply
    assert _placed(data) == {
        1: (None, None), TRIP: (TRIP, None), 3: (TRIP, None), 4: (TRIP, 3),
        BUDGET: (BUDGET, None), 6: (BUDGET, None), 7: (BUDGET, 6), 8: (None, 1), 9: (None, None),
    }  # fmt: skip
    config = load_config(None, data_dir_override=data, environ={})
    root = DataRoot(data)
    # the rename says no topic in the export (Telegram Desktop writes no reply on it)
    assert queries.topic_names(root, CHAT) == {TRIP: "MT 숙소 준비", BUDGET: "회비"}
    in_trip = queries.history(root, CHAT, 10, config.memory, scope=TRIP)
    assert [r.message_id for r in in_trip if r.kind == "message"] == [3, 4]
    found = queries.search_hits(root, CHAT, "숙소", scope=TRIP)
    assert {h.record.message_id for h in found} == {3, 4}
    general = queries.search_hits(root, CHAT, "숙소", scope=None)
    assert {h.record.message_id for h in general} == {8}


def test_an_export_that_starts_after_its_topics_were_made_keeps_the_replies_it_cannot_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    # message 2 made a topic, but the export (a date range) starts at message 10
    source = _export(
        tmp_path,
        [
            _message(10, "유진", "펜션 예약 완료", reply_to_message_id=TRIP),
            _message(11, "다은", "고마워!", reply_to_message_id=10),
            _message(12, "태호", "a reply id that is no number", reply_to_message_id=True),
        ],
    )
    assert _import(data, source) == 0
    out = capsys.readouterr().out
    assert "recorded 2 messages, skipped 1: 1 id is not an integer (e.g. message 12)" in out
    assert _placed(data) == {10: (None, TRIP), 11: (None, 10)}
