"""The understanding is kept in memory between reads: a reply reads its chat's decisions
and to-dos each time, and the chat's state is neither decoded nor written again for every
message (it is derived from the log: another process catches up from the log itself)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from groupchat_memory.bot.views.answers import todos_answer
from groupchat_memory.domain.summaries.decisions import LedgerEntry
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.domain.understanding.forgetting import settle
from groupchat_memory.domain.understanding.ledger import decision_entries, todo_entries
from groupchat_memory.domain.understanding.tracker import Tracker
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord
from tests.domain.understanding.test_ledger import CHAT, IDS, SEOUL, START, _ingested, _lines

ROOT = Path(__file__).resolve().parents[3]


def _stat(path: Path) -> tuple[int, int, int]:
    info = path.stat()
    return info.st_ino, info.st_size, info.st_mtime_ns


def _cli_todos(data: Path) -> list[str]:
    """``todos --json`` in another process: what it reads from the files alone."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    argv = [sys.executable, "-m", "groupchat_memory.bot", "--data-dir", str(data)]
    out = subprocess.run(
        [*argv, "todos", "--chat", str(CHAT), "--json"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    return [item["text"] for item in json.loads(out.stdout)["todos"]]


def test_a_new_message_is_read_without_writing_the_state_again(tmp_path: Path) -> None:
    config = _ingested(
        tmp_path,
        _lines([(0, [("Sam", "I'll print the name badges on Thursday"), ("Leo", "thanks")])]),
    )
    [badges] = todos_answer(config, CHAT)
    path = config.root.understanding_path(CHAT)
    written = _stat(path)
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        seq = log.tail(1)[-1].seq + 1
        said = MessageRecord(
            sender="Priya", text="I'll book the venue by Friday", chat_id=CHAT, seq=seq,
            timestamp=(START + timedelta(minutes=5)).isoformat(), sender_id=IDS["Priya"],
            message_id=3,
        )  # fmt: skip
        log.append([said])
    shown = [t.text for t in todos_answer(config, CHAT)]
    assert shown == ["Priya: I'll book the venue by Friday", badges.text]
    assert _stat(path) == written  # fed in memory, not written back for one message
    # another process reads the file as it was and catches up from the log
    assert _cli_todos(tmp_path) == shown
    ledger.flush()  # a clean stop writes what was fed
    assert _stat(path) != written
    saved = json.loads(path.read_bytes())
    assert saved["state"]["cursor"] == seq


def test_a_state_read_again_from_its_file_is_not_written_for_the_next_message(
    tmp_path: Path,
) -> None:
    """A state just read from its file is as fresh as the file: the next message fed is
    not a reason to write it whole again (a long chat's write took a reply tens of
    milliseconds), and a larger file waits longer for the time passed."""
    config = _ingested(
        tmp_path,
        _lines([(0, [("Sam", "I'll print the name badges on Thursday"), ("Leo", "thanks")])]),
    )
    todos_answer(config, CHAT)
    ledger.flush()
    path = config.root.understanding_path(CHAT)
    path.write_bytes(path.read_bytes())  # written by another process: read again
    written = _stat(path)
    with MessageLog(config.root.log_dir(CHAT), SEOUL) as log:
        seq = log.tail(1)[-1].seq + 1
        log.append(
            [
                MessageRecord(
                    sender="Priya", text="I'll book the venue by Friday", chat_id=CHAT,
                    seq=seq, timestamp=(START + timedelta(minutes=5)).isoformat(),
                    sender_id=IDS["Priya"], message_id=3,
                )
            ]
        )  # fmt: skip
    assert (
        next(t.text for t in todos_answer(config, CHAT)) == "Priya: I'll book the venue by Friday"
    )
    assert _stat(path) == written  # read again, fed in memory, not written back
    ledger.flush()
    assert json.loads(path.read_bytes())["state"]["cursor"] == seq
    assert ledger.save_seconds(10_000) == ledger.SAVE_SECONDS
    assert ledger.save_seconds(19 * ledger.SAVE_BYTES) == 19 * ledger.SAVE_SECONDS


def _said(
    seq: int, sender: str, text: str, *, as_: str = "", on: int | None = None
) -> MessageRecord:
    """Message ``seq`` (its Telegram id too) of ``sender``'s id, shown as ``as_`` if given;
    ``on``: a reaction on message ``on``."""
    at = START + timedelta(days=seq // 20, minutes=seq % 20)
    return MessageRecord(
        sender=as_ or sender, text=text, chat_id=CHAT, seq=seq, timestamp=at.isoformat(),
        sender_id=IDS.get(sender, 999), message_id=seq, reply_to=on,
        kind="message" if on is None else "reaction",
    )  # fmt: skip


# a plan made, changed, changed again; agreement and pushback by word and by reaction on
# plans long since replaced, a member renamed, a task taken on and done, small talk
LATER = [
    _said(1, "유진", "동창회 날짜 정하자. 14일 토요일 저녁 7시 어때?"),
    _said(2, "태호", "ㅇㅋ 좋아"),
    _said(3, "다은", "나도 콜"),
    _said(11, "다은", "식당은 내가 예약할게"),
    _said(31, "태호", "미안 나 14일에 출장 잡혔어 ㅠ"),
    _said(32, "태호", "토요일 말고 15일 일요일 점심으로 옮기면 안 될까?"),
    _said(33, "유진", "그래 그럼 15일 일요일 12시로 하자"),
    _said(34, "다은", "👍"),
    _said(35, "유진", "ㅋㅋ 다들 바쁘네"),
    _said(61, "다은", "일요일 12시엔 식당 예약이 꽉 찼대"),
    _said(62, "다은", "그래서 1시로 미루는 거 어때?"),
    _said(63, "유진", "1시 괜찮아"),
    _said(64, "태호", "ㅇㅇ 1시 ㄱㄱ"),
    _said(71, "태호", "👎", on=1),
    _said(72, "Sam", "👍", on=32),
    _said(73, "태호", "나 주말에 시간 돼", as_="태호🍺"),
    _said(74, "다은", "식당 예약 완료!"),
    _said(75, "유진", "ㅋㅋㅋ 좋다"),
    _said(76, "다은", "👍", on=62),
    _said(77, "Sam", "저도 1시 좋아요"),
]


def test_the_lists_kept_between_messages_are_the_ones_read_afresh(tmp_path: Path) -> None:
    """After each message the lists a reply reads (kept, only what changed made again)
    are the ones the rules make of the whole chat read afresh: a message reaching a
    plan long replaced (a reaction, a member renamed) shows in it and in the plans it
    replaced and was replaced by. A message changing no decision keeps their list."""
    root = DataRoot(tmp_path)
    fresh = Tracker()
    before: list[LedgerEntry] | None = None
    decided: list[LedgerEntry] = []
    for record in LATER:
        with MessageLog(root.log_dir(CHAT), SEOUL) as log:
            log.append([record])
        fresh.feed(record)
        settle(fresh.state)
        decided, tasks = ledger.understood(root, CHAT)
        assert decided == decision_entries(fresh.state), record.text
        assert tasks == todo_entries(fresh.state), record.text
        if before is not None and before == decided:
            assert decided is before  # nothing changed: the very list, its index kept
        before = decided
    first = next(e for e in decided if "14일 토요일" in e.text)
    assert "태호🍺" in first.objected_by and "태호" not in first.agreed_by
    assert [e.status for e in decided] == ["current", "superseded", "superseded"]
