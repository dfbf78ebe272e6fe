"""(sender, text) lines as the log records of one morning: the tests' shared builder."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from groupchat_memory.store.records import MessageRecord


def morning(
    lines: Iterable[tuple[str, str]],
    *,
    day: str = "2026-03-02",
    chat_id: int = 0,
    first_message_id: int | None = None,
) -> list[MessageRecord]:
    """One record a minute from 10:00 (Seoul) on ``day``, seq from 1; 클로디 is a bot.
    Message ids count up from ``first_message_id`` when it is given."""
    return [
        MessageRecord(
            sender=sender,
            text=text,
            timestamp=f"{day}T10:{i:02d}:00+09:00",
            is_bot=sender == "클로디",
            chat_id=chat_id,
            message_id=None if first_message_id is None else first_message_id + i,
            seq=1 + i,
        )
        for i, (sender, text) in enumerate(lines)
    ]


def said_on(at: datetime, seq: int, *, chat_id: int = 0) -> MessageRecord:
    """One line said at ``at`` (a bystander's). The archive folds only days older than
    the chat's own newest day by its threshold: a line on the day an archive runs makes
    the clock's cutoff the one that counts."""
    return MessageRecord(
        sender="지나가던사람",
        text="오늘도 좋은 하루",
        timestamp=at.isoformat(),
        chat_id=chat_id,
        seq=seq,
    )
