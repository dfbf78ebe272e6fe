"""The understanding reads a run of Korean messages with one mecab-ko tagger: the first
read of a short imported history, and a reply's catch-up of the few lines said since
the last one. A tagger made per text read (each message is read for its clauses, nouns
and names) costs its argument parsing and dictionary setup again and again."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from groupchat_memory.domain.current_plan import CATCH_UP
from groupchat_memory.domain.text import morph
from groupchat_memory.domain.understanding import ledger
from groupchat_memory.store.log import MessageLog
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

CHAT = -1001555000222
SEOUL = ZoneInfo("Asia/Seoul")
START = datetime(2026, 4, 6, 19, 0, tzinfo=SEOUL)
SENDERS = ("서윤", "도현", "하린")
# each line its own text (a text read before comes from the readers' caches, no tagger)
LINES = [
    "토요일에 {n}번 코스로 자전거 타러 가자",
    "좋아요 저도 {n}시쯤 갈게요",
    "헬멧은 제가 {n}개 챙길게요",
    "점심은 근처 국수집에서 먹을까요 {n}번 테이블 예약할게",
    "비 오면 {n}일 뒤로 미루죠",
]


def _said(count: int, first: int) -> list[MessageRecord]:
    return [
        MessageRecord(
            sender=SENDERS[seq % len(SENDERS)],
            sender_id=800 + seq % len(SENDERS),
            text=LINES[seq % len(LINES)].format(n=seq + 17),
            timestamp=(START + timedelta(minutes=seq)).isoformat(),
            chat_id=CHAT,
            message_id=seq,
            seq=seq,
        )
        for seq in range(first, first + count)
    ]


def _taggers(caplog: pytest.LogCaptureFixture) -> int:
    made = [r for r in caplog.records if r.getMessage().startswith("mecab-ko tagger made")]
    caplog.clear()
    return len(made)


def test_a_run_of_korean_messages_is_read_with_one_tagger(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    root = DataRoot(tmp_path)
    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(_said(30, 1))
    caplog.set_level(logging.DEBUG, logger=morph.__name__)

    decisions, _ = ledger.understood(root, CHAT)  # the first read: the whole short log
    assert decisions  # the messages were read: the Saturday ride is a plan
    assert _taggers(caplog) == 1

    with MessageLog(root.log_dir(CHAT), SEOUL) as log:
        log.append(_said(8, 31))  # said since: a reply catches up with them
    ledger.understood(root, CHAT, limit=CATCH_UP)
    assert _taggers(caplog) == 1

    ledger.understood(root, CHAT, limit=CATCH_UP)  # nothing new: nothing to read
    assert _taggers(caplog) == 0
    ledger.flush()
