"""A small data root with old and recent days, shared by the archive and recall tests."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from groupchat_memory.domain.history.archive_plan import archived_periods
from groupchat_memory.store.log import MessageLog, latest_wins
from groupchat_memory.store.paths import DataRoot
from groupchat_memory.store.records import MessageRecord

TZ = ZoneInfo("Asia/Seoul")
NOW = datetime(2026, 1, 15, 10, 0, tzinfo=TZ)
# chat -> [(day, messages)]: the first days are older than 180 days at NOW, the last is recent
LAYOUT: dict[int, list[tuple[str, int]]] = {
    -100: [("2025-06-01", 90), ("2025-06-02", 40), ("2025-06-03", 20), ("2026-01-10", 15)],
    -200: [("2025-05-20", 5), ("2026-01-14", 3)],
}
SENDERS = ("민수", "지은", "클로디")


def build(data_dir: Path) -> DataRoot:
    """Write the layout (one edit and one service record on the first old day of each chat)."""
    root = DataRoot(data_dir)
    for chat_id, days in LAYOUT.items():
        seq = 0
        with MessageLog(root.log_dir(chat_id), TZ) as log:
            for day, count in days:
                start = datetime.fromisoformat(f"{day}T09:00:00+09:00")
                batch = []
                for i in range(count):
                    seq += 1
                    batch.append(
                        MessageRecord(
                            sender=SENDERS[seq % 3],
                            text=f"{day} 회의 메시지 {i}: 배포 일정과 파이어베이스 설정 {seq}",
                            timestamp=(start + timedelta(minutes=i)).isoformat(),
                            chat_id=chat_id,
                            message_id=seq,
                            seq=seq,
                        )
                    )
                if day == days[0][0]:
                    seq += 1
                    batch.append(
                        MessageRecord(sender="민수", text="수정된 첫 메시지", chat_id=chat_id,
                                      timestamp=(start + timedelta(hours=5)).isoformat(),
                                      message_id=1, kind="edit",
                                      seq=seq)
                    )  # fmt: skip
                    seq += 1
                    batch.append(
                        MessageRecord(sender="system", text="지은 joined", chat_id=chat_id,
                                      timestamp=(start + timedelta(hours=6)).isoformat(),
                                      kind="service", seq=seq)
                    )  # fmt: skip
                log.append(batch)
    return root


def log_messages(root: DataRoot, chat_id: int) -> list[MessageRecord]:
    """The messages now in a chat's log, edits applied."""
    with MessageLog(root.log_dir(chat_id), TZ) as log:
        return [r for r in latest_wins(log.scan()) if r.kind == "message"]


def total_messages(chat_id: int) -> int:
    """How many messages the layout wrote to a chat."""
    return sum(count for _, count in LAYOUT[chat_id])


def archived_messages(root: DataRoot, chat_id: int) -> int:
    """Messages that left the log for archive summaries (their periods' counts)."""
    return sum(p.messages for p in archived_periods(root, chat_id))
